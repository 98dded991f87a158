// Authentication of REST requests: the token cache never outlives a token, unknown or
// forbidden roles are refused, and the schema comes from the profile headers.
import type { FastifyRequest } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signJwt } from "../jwt.ts";
import { ApiError } from "./ast.ts";
import { LruCache } from "./lru.ts";
import { authenticate, negotiateSchema, type TokenCache } from "./request.ts";
import { fixtureCache } from "./test-support.ts";

const SECRET = "unit-test-secret-with-at-least-32-characters";
const request = (headers: Record<string, string>, method = "GET") =>
  ({ headers, method, query: {} }) as unknown as FastifyRequest;
const bearer = (token: string) => request({ authorization: `Bearer ${token}` });

describe("authenticate", () => {
  afterEach(() => vi.useRealTimers());

  it("caches a verified token only until it expires", async () => {
    vi.useFakeTimers({ now: new Date("2030-01-01T00:00:00Z") });
    const now = Math.floor(Date.now() / 1000);
    const token = await signJwt(SECRET, { role: "anon", exp: now + 10 });
    const tokens: TokenCache = new LruCache(10);
    expect(await authenticate(bearer(token), SECRET, fixtureCache(), tokens)).toMatchObject({ role: "anon" });
    expect(tokens.size).toBe(1);
    vi.setSystemTime(new Date("2030-01-01T00:01:00Z"));
    await expect(authenticate(bearer(token), SECRET, fixtureCache(), tokens)).rejects.toMatchObject({
      status: 401,
      code: "PGRST301",
      message: "JWT expired",
    });
    expect(tokens.size).toBe(0);
  });

  it("runs as anon without a token and refuses unknown or forbidden roles", async () => {
    const tokens: TokenCache = new LruCache(10);
    // the role's own settings come along, except those PostgREST sets itself
    expect(await authenticate(request({}), SECRET, fixtureCache(), tokens)).toEqual({
      role: "anon",
      claims: { role: "anon" },
      settings: { statement_timeout: "3s" },
    });
    const ghost = await signJwt(SECRET, { role: "ghost" });
    await expect(authenticate(bearer(ghost), SECRET, fixtureCache(), tokens)).rejects.toMatchObject({
      status: 401,
      code: "22023",
    });
    const superuser = await signJwt(SECRET, { role: "postgres" });
    await expect(authenticate(bearer(superuser), SECRET, fixtureCache(), tokens)).rejects.toMatchObject({
      status: 403,
      code: "42501",
    });
  });
});

describe("negotiateSchema", () => {
  const schemas = ["public", "test"];

  it("reads Accept-Profile for reads, Content-Profile for writes, the first schema by default", () => {
    expect(negotiateSchema(request({ "accept-profile": "test" }), schemas)).toBe("test");
    expect(negotiateSchema(request({ "content-profile": "test" }, "POST"), schemas)).toBe("test");
    expect(negotiateSchema(request({ "content-profile": "test" }), schemas)).toBe("public");
  });

  it("answers 406 PGRST106 for other schemas", () => {
    try {
      negotiateSchema(request({ "accept-profile": "private" }), schemas);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ApiError);
      expect((e as ApiError).toJSON()).toEqual({
        code: "PGRST106",
        details: null,
        hint: null,
        message: "The schema must be one of the following: public, test",
      });
    }
  });
});
