import { describe, expect, it } from "vitest";
import {
  MAX_CHUNK_SIZE,
  chunkCookies,
  createCookieStorage,
  parseCookies,
  readChunked,
  serializeCookie,
  splitEncoded,
} from "./cookie-storage.ts";

/** A minimal cookie jar behaving like document.cookie for name=value; Max-Age=0 deletes. */
const jar = () => {
  const values = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join("; ");
    },
    set cookie(line: string) {
      written.push(line);
      const [pair, ...attrs] = line.split("; ");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      if (attrs.includes("Max-Age=0")) values.delete(name);
      else values.set(name, pair.slice(eq + 1));
    },
  };
};

describe("serializeCookie", () => {
  it("writes path /, SameSite lax and 400 days, never HttpOnly — R:UI-SESSION-COOKIES", () => {
    const line = serializeCookie("sb-auth", "v");
    expect(line).toBe("sb-auth=v; Path=/; SameSite=Lax; Max-Age=34560000");
    expect(line).not.toMatch(/HttpOnly/i);
  });
});

describe("chunking — R:UI-SESSION-COOKIES", () => {
  it.each([
    ["short", 100, 1],
    ["exactly the limit", MAX_CHUNK_SIZE, 1],
    ["one over", MAX_CHUNK_SIZE + 1, 2],
    ["long", MAX_CHUNK_SIZE * 3 + 5, 4],
  ])("%s value → %i cookie(s)", (_label, length, count) => {
    const value = "a".repeat(length);
    const cookies = chunkCookies("k", value);
    expect(cookies).toHaveLength(count);
    expect(cookies.every(([, chunk]) => chunk.length <= MAX_CHUNK_SIZE)).toBe(true);
    expect(readChunked("k", Object.fromEntries(cookies))).toBe(value);
  });

  it("never cuts an escape sequence", () => {
    const encoded = encodeURIComponent("é".repeat(2000));
    const chunks = splitEncoded(encoded, 100);
    expect(chunks.join("")).toBe(encoded);
    chunks.forEach((chunk) => expect(chunk).toMatch(/^(?:[^%]|%[0-9A-F]{2})*$/));
  });

  it("parses a cookie header", () => {
    expect(parseCookies("a=1; b=x%3Dy; c=")).toEqual({ a: "1", b: "x%3Dy", c: "" });
  });
});

describe("createCookieStorage", () => {
  const session = JSON.stringify({
    access_token: "x".repeat(5000),
    refresh_token: "r",
    user: { email: "dev@renfort.test" },
  });

  it("stores, reads and removes a chunked session", () => {
    const doc = jar();
    const storage = createCookieStorage(doc);
    storage.setItem("sb-auth", session);
    expect(Object.keys(parseCookies(doc.cookie))).toEqual(["sb-auth.0", "sb-auth.1"]);
    expect(storage.getItem("sb-auth")).toBe(session);
    storage.removeItem("sb-auth");
    expect(doc.cookie).toBe("");
    expect(storage.getItem("sb-auth")).toBeNull();
  });

  it("drops stale chunks when a value shrinks", () => {
    const doc = jar();
    const storage = createCookieStorage(doc);
    storage.setItem("sb-auth", session);
    storage.setItem("sb-auth", "{}");
    expect(parseCookies(doc.cookie)).toEqual({ "sb-auth": "%7B%7D" });
    expect(storage.getItem("sb-auth")).toBe("{}");
  });

  it("leaves other cookies alone", () => {
    const doc = jar();
    doc.cookie = "other=1; Path=/";
    const storage = createCookieStorage(doc);
    storage.setItem("sb-auth", "v");
    storage.removeItem("sb-auth");
    expect(doc.cookie).toBe("other=1");
  });
});
