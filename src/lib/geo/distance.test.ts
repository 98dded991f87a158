import { describe, expect, it } from "vitest";
import { distanceKm } from "./distance.ts";

const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const LYON = { latitude: 45.764, longitude: 4.8357 };
const MARSEILLE = { latitude: 43.2965, longitude: 5.3698 };

describe("distanceKm — R:UI-DISTANCE", () => {
  it.each([
    ["same point", PARIS, PARIS, 0],
    ["Paris → Lyon", PARIS, LYON, 391.5],
    ["Lyon → Marseille", LYON, MARSEILLE, 277.5],
    ["quarter meridian", { latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 }, (Math.PI / 2) * 6371],
    ["antipodes", { latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 }, Math.PI * 6371],
  ])("%s", (_label, a, b, expected) => {
    expect(distanceKm(a, b)).toBeCloseTo(expected, 0);
    expect(distanceKm(b, a)).toBeCloseTo(distanceKm(a, b), 9);
  });
});
