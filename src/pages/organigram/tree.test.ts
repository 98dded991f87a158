import { describe, expect, it } from "vitest";
import { buildTree, parentKeys } from "./tree.ts";

type P = { id: string; manager: string | null };
const tree = (items: P[]) =>
  buildTree(
    items,
    (p) => p.id,
    (p) => p.manager,
    (a, b) => a.id.localeCompare(b.id),
  );
const shape = (nodes: ReturnType<typeof tree>): unknown => nodes.map((n) => [n.key, shape(n.children)]);

describe("buildTree", () => {
  it("puts people under their manager, sorted", () => {
    const t = tree([
      { id: "c", manager: "a" },
      { id: "a", manager: null },
      { id: "b", manager: "a" },
      { id: "d", manager: "b" },
    ]);
    expect(shape(t)).toEqual([
      [
        "a",
        [
          ["b", [["d", []]]],
          ["c", []],
        ],
      ],
    ]);
    expect(parentKeys(t)).toEqual(["a", "b"]);
  });

  it("keeps at the root a person whose manager is not listed", () => {
    expect(shape(tree([{ id: "a", manager: "gone" }]))).toEqual([["a", []]]);
  });

  it("breaks a cycle instead of losing its people — R:CMP-ORGANIGRAM-DEPTH", () => {
    const t = tree([
      { id: "a", manager: "b" },
      { id: "b", manager: "a" },
    ]);
    expect(shape(t)).toEqual([
      ["a", []],
      ["b", []],
    ]);
  });

  it("stops at a depth of 10 — R:CMP-ORGANIGRAM-DEPTH", () => {
    const chain = Array.from({ length: 13 }, (_, i) => ({
      id: `p${String(i).padStart(2, "0")}`,
      manager: i ? `p${String(i - 1).padStart(2, "0")}` : null,
    }));
    const t = tree(chain);
    const depth = (nodes: ReturnType<typeof tree>): number =>
      nodes.length ? 1 + Math.max(...nodes.map((n) => depth(n.children))) : 0;
    expect(depth(t)).toBe(11);
    expect(t.map((n) => n.key)).toEqual(["p00", "p11", "p12"]);
  });
});
