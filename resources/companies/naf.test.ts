import { describe, expect, it } from "vitest";
import {
  isKnownNafCode,
  loadNafIndex,
  matchesNaf,
  nafIndexOf,
  nafLabel,
  nafOptionLabel,
  normalizeNafCode,
} from "./naf.ts";

describe("NAF list", () => {
  it("keeps only the sub-classes of the list", async () => {
    const index = await loadNafIndex();
    expect(index.list.length).toBe(732);
    expect(index.list.every((e) => /^\d{2}\.\d{2}[A-Z]$/.test(e.code))).toBe(true);
    expect(
      nafIndexOf([
        { id: "43", label: "Travaux de construction spécialisés" },
        { id: "43.9", label: "Autres" },
        { id: "43.99", label: "Autres" },
        { id: "43.99C", label: "Maçonnerie" },
      ]).list,
    ).toEqual([{ code: "43.99C", label: "Maçonnerie" }]);
  });

  it.each([
    ["43.99C", "Travaux de maçonnerie générale et gros œuvre de bâtiment"],
    ["4399c", "Travaux de maçonnerie générale et gros œuvre de bâtiment"],
    ["78.20Z", "Activités des agences de travail temporaire"],
    ["42.21Z", "Construction de réseaux pour fluides"],
    ["43.99", undefined],
    ["99.99Z", undefined],
    ["", undefined],
    [null, undefined],
  ])("label of %j is %j", async (code, label) => expect(nafLabel(await loadNafIndex(), code)).toBe(label));

  it.each([
    ["43.99C", true],
    [" 4399C ", true],
    ["", true],
    [null, true],
    ["43.99", false],
    ["99.99Z", false],
  ])("%j is known: %s", async (code, known) => expect(await isKnownNafCode(code)).toBe(known));

  it.each([
    ["4399c", "43.99C"],
    [" 43.99c ", "43.99C"],
    ["43-99", "43-99"],
  ])("normalises %j to %j", (value, expected) => expect(normalizeNafCode(value)).toBe(expected));

  it.each([
    ["maconnerie", true],
    ["4399", true],
    ["43.99c", true],
    ["GROS ŒUVRE", true],
    ["", true],
    ["plomberie", false],
  ])("search %j matches 43.99C: %s", async (query, match) => {
    const entry = (await loadNafIndex()).list.find((e) => e.code === "43.99C")!;
    expect(matchesNaf(query, entry)).toBe(match);
    expect(nafOptionLabel(entry)).toBe("43.99C — Travaux de maçonnerie générale et gros œuvre de bâtiment");
  });
});
