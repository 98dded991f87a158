import { describe, expect, it } from "vitest";
import { normalizeSearch } from "./normalize.ts";

describe("normalizeSearch", () => {
  it.each([
    ["Éléonore", "eleonore"],
    ["  François   Müller ", "francois muller"],
    ["ÇA", "ca"],
    ["Gros Œuvre", "gros oeuvre"],
    ["Cæsar", "caesar"],
    ["l’atelier", "l'atelier"],
    ["ﬁnition", "finition"],
    ["", ""],
    [null, ""],
  ])("%s → %s", (input, expected) => {
    expect(normalizeSearch(input)).toBe(expected);
  });
});
