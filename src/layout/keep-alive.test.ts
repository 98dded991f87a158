import { describe, expect, it } from "vitest";
import { keepAlive } from "./keep-alive.ts";

describe("keepAlive", () => {
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
});
