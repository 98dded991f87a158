// Content-Range and status codes of every kind of response (PostgREST RangeQuery/Response).
import { describe, expect, it } from "vitest";
import type { Compiled } from "./compile.ts";
import { contentRange, respond } from "./respond.ts";

const compiled = (action: Compiled["action"], extra: Partial<Compiled> = {}): Compiled => ({
  sql: "",
  slots: [],
  readOnly: false,
  action,
  body: "array",
  countInserted: false,
  voidCall: false,
  ...extra,
});
const answer = (
  action: Compiled["action"],
  page: number,
  total: number | null,
  opts: { offset?: number; count?: boolean; extra?: Partial<Compiled>; inserted?: number } = {},
) =>
  respond({
    compiled: compiled(action, opts.extra),
    row: { total, page, body: "[]", ...(opts.inserted !== undefined && { inserted: opts.inserted }) },
    prefer: { unknown: [], ...(opts.count && { count: "exact" as const }) },
    singular: false,
    stripNulls: false,
    offset: opts.offset ?? 0,
  });

describe("Content-Range", () => {
  it.each([
    [0, 9, null, "0-9/*"],
    [10, 19, 25, "10-19/25"],
    [0, -1, 25, "*/25"],
    [0, -1, 0, "*/0"],
    [0, 4, 0, "*/0"],
    [1, 0, null, "*/*"],
    [1, 0, 3, "*/3"],
  ])("%i-%i of %s → %s", (lower, upper, total, header) => {
    expect(contentRange(lower, upper, total)).toBe(header);
  });
});

describe("statuses", () => {
  it("reads: 200, 206 when rows are left out, 416 past the end", () => {
    expect(answer("read", 5, null).status).toBe(200);
    expect(answer("read", 5, 5).status).toBe(200);
    expect(answer("read", 5, 12).status).toBe(206);
    const past = answer("read", 0, 12, { offset: 20 });
    expect(past.status).toBe(416);
    expect(JSON.parse(past.body ?? "")).toMatchObject({
      code: "PGRST103",
      details: "An offset of 20 was requested, but there are only 12 rows.",
    });
  });

  it("writes: 201/204/200 and their ranges", () => {
    const insert = answer("insert", 2, null, { extra: { body: "none" } });
    expect([insert.status, insert.headers["Content-Range"], insert.body]).toEqual([201, "*/*", null]);
    expect(answer("insert", 2, null, { count: true, extra: { body: "none" } }).headers["Content-Range"]).toBe("*/2");
    expect(answer("insert", 1, null, { extra: { countInserted: true }, inserted: 0 }).status).toBe(200);
    expect(answer("insert", 1, null, { extra: { countInserted: true }, inserted: 1 }).status).toBe(201);
    const update = answer("update", 3, null, { extra: { body: "none" } });
    expect([update.status, update.headers["Content-Range"]]).toEqual([204, "0-2/*"]);
    expect(answer("update", 0, null, { extra: { body: "none" } }).headers["Content-Range"]).toBe("*/*");
    expect(answer("update", 3, null).status).toBe(200);
    expect(answer("delete", 3, null, { count: true, extra: { body: "none" } }).headers["Content-Range"]).toBe("*/3");
    expect(answer("call", 1, null, { extra: { voidCall: true } }).status).toBe(204);
  });
});
