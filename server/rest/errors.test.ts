// PostgREST v12's SQLSTATE → HTTP status table (Error.hs mapSQLtoHTTP).
import { describe, expect, it } from "vitest";
import { sqlStateStatus } from "./errors.ts";

describe("SQLSTATE → HTTP", () => {
  it.each([
    ["08006", 503],
    ["09000", 500],
    ["0L000", 403],
    ["0P000", 403],
    ["23503", 409],
    ["23505", 409],
    ["25006", 405],
    ["25001", 500],
    ["28000", 403],
    ["2D000", 500],
    ["38000", 500],
    ["39000", 500],
    ["3B000", 500],
    ["40001", 500],
    ["42883", 404],
    ["42P01", 404],
    ["42P17", 500],
    ["P0001", 400],
    ["P0002", 500],
    ["XX000", 500],
    ["53400", 500],
    ["53100", 503],
    ["54001", 500],
    ["55000", 500],
    ["57014", 500],
    ["57P01", 503],
    ["58000", 500],
    ["F0000", 500],
    ["HV000", 500],
    ["PT402", 402],
    ["PT418", 418],
    ["23502", 400],
    ["22P02", 400],
    ["42703", 400],
    ["23514", 400],
    ["42P10", 400],
  ])("%s → %i", (code, status) => {
    expect(sqlStateStatus(code, "x", "authenticated")).toBe(status);
  });

  it("answers 42501 with 401 for the anonymous role, 403 for the others", () => {
    expect(sqlStateStatus("42501", "permission denied for table t", "anon")).toBe(401);
    expect(sqlStateStatus("42501", "permission denied for table t", "authenticated")).toBe(403);
  });

  it("special-cases 21000 and 22023 by message", () => {
    expect(sqlStateStatus("21000", "UPDATE requires a WHERE clause", "anon")).toBe(400);
    expect(sqlStateStatus("21000", "more than one row returned by a subquery used as an expression", "anon")).toBe(500);
    expect(sqlStateStatus("22023", 'role "x" does not exist', "anon")).toBe(401);
    expect(sqlStateStatus("22023", "invalid value", "anon")).toBe(400);
  });
});
