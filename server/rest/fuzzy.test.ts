// PostgREST's own examples of its hints (the doctests of `noRpcHint` in PostgREST.Error).
import { describe, expect, it } from "vitest";
import { fuzzyBest } from "./fuzzy.ts";

const listToText = (names: string[]) => `(${[...names].sort().join(", ")})`;

describe("fuzzyBest", () => {
  it("function names, minimum score 0.75", () => {
    const api = ["test", "another"];
    expect(fuzzyBest(api, "testt", 0.75)).toBe("test");
    expect(fuzzyBest(api, "other", 0.75)).toBeUndefined();
    expect(fuzzyBest(api, "noclosealternative", 0.75)).toBeUndefined();
  });

  it("parameter lists, default minimum score", () => {
    const overloads = [listToText(["val", "param", "name"]), listToText(["id", "attr"])];
    expect(fuzzyBest(overloads, listToText(["vall", "pqaram", "nam"]))).toBe("(name, param, val)");
    expect(fuzzyBest(overloads, listToText(["val", "param"]))).toBe("(name, param, val)");
    expect(fuzzyBest(overloads, listToText(["id", "attrs"]))).toBe("(attr, id)");
    expect(fuzzyBest(overloads, listToText(["id"]))).toBe("(attr, id)");
    expect(fuzzyBest(overloads, listToText(["noclosealternative"]))).toBeUndefined();
  });

  it("an exact match, whatever the case, wins", () => {
    expect(fuzzyBest(["Films", "film_roles"], "films")).toBe("Films");
  });
});
