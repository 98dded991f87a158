// The request catalog is written per request type (this folder) and assembled in ../i18n.fr.ts:
// no part may overwrite another's key, and every text of every part reaches the catalog.
import { describe, expect, it } from "vitest";
import { requestsFr } from "../i18n.fr.ts";

const parts = import.meta.glob<Record<string, Record<string, unknown>>>("./*.fr.ts", { eager: true });
const catalog: Record<string, unknown> = requestsFr;

/** Every `section.key` (or top-level key) of a part, with its text. */
const leaves = (node: Record<string, unknown>, prefix = ""): Array<[string, unknown]> =>
  Object.entries(node).flatMap(([key, value]) =>
    value && typeof value === "object"
      ? leaves(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );

const partLeaves = Object.entries(parts).flatMap(([file, module]) =>
  Object.values(module).flatMap((part) => leaves(part).map(([key, text]) => ({ file, key, text }))),
);

describe("the requests' French catalog, assembled from its parts", () => {
  it("reads the shared part and one part per request type", () => {
    expect(Object.keys(parts).length).toBeGreaterThanOrEqual(17);
    expect(Object.keys(parts)).toContain("./shared.fr.ts");
  });

  it("has no key in two parts (a spread would silently keep only one)", () => {
    const owners = new Map<string, string[]>();
    for (const { file, key } of partLeaves) owners.set(key, [...(owners.get(key) ?? []), file]);
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it("carries every part's texts, and only them", () => {
    const assembled = leaves(catalog);
    expect(assembled.length).toBe(partLeaves.length);
    for (const { key, text } of partLeaves) expect(assembled, key).toContainEqual([key, text]);
  });
});
