import { describe, expect, it } from "vitest";
import { availableFromText, distanceText, placeText } from "./hit.utils.ts";

const TODAY = new Date("2026-11-21T10:00:00Z");

describe("distanceText", () => {
  it.each([
    [null, undefined],
    [undefined, undefined],
    [0, "0"],
    [12.34, "12,3"],
    [1234.5, "1 234,5"],
  ])("%s → %s", (km, text) => expect(distanceText(km)?.replace(/\s/g, " ")).toBe(text));
});

describe("availableFromText", () => {
  it.each([
    [{ available_from: null, availability_status: "available" as const }, undefined],
    [{ available_from: "2026-12-01", availability_status: "available" as const }, "01/12/2026"],
    [{ available_from: "2026-11-01", availability_status: "available" as const }, undefined],
    [{ available_from: "2026-11-01", availability_status: "on_mission" as const }, "01/11/2026"],
    [{ available_from: "2026-12-01", availability_status: "unavailable" as const }, undefined],
  ])("%o → %s", (hit, text) => expect(availableFromText(hit, TODAY)).toBe(text));
});

describe("placeText", () => {
  it.each([
    [{ city: "Lyon", postal_code: "69003" }, "Lyon (69003)"],
    [{ city: "Lyon", postal_code: null }, "Lyon"],
    [{ city: null, postal_code: null }, ""],
  ])("%o → %s", (hit, text) => expect(placeText(hit)).toBe(text));
});
