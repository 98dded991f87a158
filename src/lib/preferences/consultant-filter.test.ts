import { describe, expect, it } from "vitest";
import { readConsultantFilter, writeConsultantFilter } from "./consultant-filter.ts";

const memory = () => {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
};

describe("consultant filter", () => {
  it.each([
    [null, "me_and_managees"],
    ["none", "none"],
    ["me_and_managees", "me_and_managees"],
    ["everyone", "me_and_managees"],
  ])("stored %s → %s", (stored, expected) => {
    const store = memory();
    if (stored) store.setItem("renfort:consultant-filter:u1", stored);
    expect(readConsultantFilter(store, "u1")).toBe(expected);
  });

  it("is kept per user — R:ROLE-LIST-FILTER", () => {
    const store = memory();
    writeConsultantFilter(store, "u1", "none");
    expect(readConsultantFilter(store, "u1")).toBe("none");
    expect(readConsultantFilter(store, "u2")).toBe("me_and_managees");
  });
});
