// The bounded LRU behind the statement, parse and token caches.
import { describe, expect, it } from "vitest";
import { LruCache } from "./lru.ts";

describe("LruCache", () => {
  it("evicts the least recently used entry past its capacity", () => {
    const c = new LruCache<number>(2);
    c.set("a", 1);
    c.set("b", 2);
    expect(c.get("a")).toBe(1);
    c.set("c", 3);
    expect(c.get("b")).toBeUndefined();
    expect(c.get("a")).toBe(1);
    expect(c.get("c")).toBe(3);
    expect(c.size).toBe(2);
  });

  it("replaces a value without evicting", () => {
    const c = new LruCache<number>(2);
    c.set("a", 1);
    c.set("b", 2);
    c.set("a", 3);
    expect([c.get("a"), c.get("b"), c.size]).toEqual([3, 2, 2]);
    c.clear();
    expect(c.size).toBe(0);
  });
});
