import { describe, expect, it } from "vitest";
import { isOutOfReach } from "./record-out-of-reach.tsx";

describe("isOutOfReach", () => {
  it.each<[string, unknown, boolean]>([
    [
      "PostgREST's single-object miss",
      { code: "PGRST116", message: "JSON object requested, multiple (or no) rows returned" },
      true,
    ],
    ["a malformed id", { code: "22P02" }, true],
    ["HTTP 406", { statusCode: 406 }, true],
    ["HTTP 404", { statusCode: 404 }, true],
    ["a server failure", { statusCode: 500, code: "XX000" }, false],
    ["a network failure", new TypeError("Failed to fetch"), false],
    ["nothing", null, false],
  ])("%s → %s", (_label, error, expected) => {
    expect(isOutOfReach(error)).toBe(expected);
  });
});
