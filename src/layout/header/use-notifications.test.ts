import { describe, expect, it } from "vitest";
import { unreadCount } from "./use-notifications.ts";

describe("unreadCount", () => {
  it("reads the bare number the function returns, as a number or a numeric string", () => {
    expect(unreadCount(3)).toBe(3);
    expect(unreadCount("12")).toBe(12);
  });

  it("is 0 before the answer (Refine's empty object) and for anything else, never NaN", () => {
    expect(unreadCount({})).toBe(0);
    expect(unreadCount(undefined)).toBe(0);
    expect(unreadCount(null)).toBe(0);
    expect(unreadCount("abc")).toBe(0);
  });
});
