import { describe, expect, it } from "vitest";
import { isTransient, retryTransient } from "./query-retry.ts";

describe("retryTransient", () => {
  it("does not ask again what the database answered", () => {
    // an id that is no uuid, a row not found by single(), a refused right, a check
    for (const code of ["22P02", "PGRST116", "42501", "23514", "PGRST202"])
      expect(retryTransient(0, { code, message: "…" }), code).toBe(false);
  });

  it("retries a network failure and the database's transient failures, three times", () => {
    for (const error of [new TypeError("Failed to fetch"), { code: "", message: "TypeError: Failed to fetch" }])
      expect(isTransient(error)).toBe(true);
    for (const code of ["08006", "53300", "57P01", "40001", "40P01", "PGRST001", "PGRST301"])
      expect(isTransient({ code }), code).toBe(true);
    expect(retryTransient(2, { code: "08006" })).toBe(true);
    expect(retryTransient(3, { code: "08006" })).toBe(false);
  });

  it("keeps the codes that only start like a transient one", () => {
    expect(isTransient({ code: "40002" })).toBe(false);
    expect(isTransient({ code: "57014" })).toBe(false);
    expect(isTransient({ code: "PGRST302" })).toBe(false);
  });
});
