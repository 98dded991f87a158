import { describe, expect, it } from "vitest";
import { keepAlive } from "./keep-alive.ts";

describe("keepAlive — R:UI-KEEP-ALIVE", () => {
  it.each<[string, string[], string, string[]]>([
    ["first page", [], "/a", ["/a"]],
    ["second page", ["/a"], "/b", ["/a", "/b"]],
    ["third page", ["/a", "/b"], "/c", ["/a", "/b", "/c"]],
    ["fourth page drops the oldest", ["/a", "/b", "/c"], "/d", ["/b", "/c", "/d"]],
    ["revisit moves to the front", ["/a", "/b", "/c"], "/a", ["/b", "/c", "/a"]],
    ["same page", ["/a", "/b"], "/b", ["/a", "/b"]],
  ])("%s", (_label, before, key, after) => {
    const pages = before.map((k) => [k, k] as [string, string]);
    expect(keepAlive(pages, key, key).map(([k]) => k)).toEqual(after);
  });

  it.each<[string, string[], string, string[]]>([
    [
      "a redirect drops the page it leaves",
      ["/a", "/talents/42"],
      "/talents/42/qualification",
      ["/a", "/talents/42/qualification"],
    ],
    ["a replace on the same page keeps it", ["/a", "/b"], "/b", ["/a", "/b"]],
    ["a redirect from the first page", ["/talents/42"], "/talents/42/qualification", ["/talents/42/qualification"]],
  ])("%s", (_label, before, key, after) => {
    const pages = before.map((k) => [k, k] as [string, string]);
    expect(keepAlive(pages, key, key, { replaced: true }).map(([k]) => k)).toEqual(after);
  });
});
