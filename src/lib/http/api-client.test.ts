import { describe, expect, it, vi } from "vitest";
import {
  API_MESSAGES,
  ApiError,
  buildApiUrl,
  createApiClient,
  isCancelledError,
  type HttpMethod,
} from "./api-client.ts";

type Reply = { status: number; body?: string } | Error;

const fakeFetch = (...replies: Reply[]) => {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fn = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
    if (reply instanceof Error) throw reply;
    return new Response(reply.status === 204 ? null : (reply.body ?? ""), { status: reply.status });
  });
  return { fn: fn as unknown as typeof fetch, calls };
};

const client = (fetchImpl: typeof fetch, options: { token?: string | null; baseUrl?: string | null } = {}) =>
  createApiClient({
    baseUrl: "baseUrl" in options ? (options.baseUrl ?? undefined) : "/api",
    getAccessToken: async () => ("token" in options ? options.token : "jwt"),
    fetch: fetchImpl,
  });

describe("buildApiUrl — R:UI-API", () => {
  it.each([
    ["drops empty values", { a: "1", b: "", c: null, d: undefined, e: [] }, "/api/x?a=1"],
    ["keeps zero and false", { n: 0, f: false }, "/api/x?n=0&f=false"],
    ["joins arrays", { ids: ["a", "b"] }, "/api/x?ids=a%2Cb"],
    ["no query", {}, "/api/x"],
  ])("%s", (_label, query, expected) => {
    expect(buildApiUrl("/api/", "/x", query)).toBe(expected);
  });
});

describe("createApiClient", () => {
  it("sends the bearer token and JSON — R:UI-API", async () => {
    const { fn, calls } = fakeFetch({ status: 200, body: '{"ok":true}' });
    await expect(client(fn).post("analytics/team-member/identify", { body: { id: "u1" } })).resolves.toEqual({
      ok: true,
    });
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer jwt");
    expect(headers["Content-Type"]).toBe("application/json");
    expect(calls[0].init.body).toBe('{"id":"u1"}');
    expect(calls[0].url).toBe("/api/analytics/team-member/identify");
  });

  it("sends form data untouched, without a JSON content type", async () => {
    const { fn, calls } = fakeFetch({ status: 200, body: "{}" });
    const form = new FormData();
    form.set("file", "x");
    await client(fn).post("upload", { form });
    expect(calls[0].init.body).toBe(form);
    expect((calls[0].init.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
  });

  it.each([
    ["missing URL", null, "jwt", API_MESSAGES.missingUrl],
    ["empty URL", "", "jwt", API_MESSAGES.missingUrl],
    ["missing token", "/api", null, API_MESSAGES.missingToken],
  ] as const)("%s", async (_label, baseUrl, token, message) => {
    const { fn } = fakeFetch({ status: 200, body: "{}" });
    await expect(client(fn, { token, baseUrl }).get("x")).rejects.toThrow(message);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])("retries a GET once on %i — R:UI-RETRY-GET", async (status) => {
    const { fn, calls } = fakeFetch({ status }, { status: 200, body: '{"enabled":true}' });
    await expect(client(fn).get("feature-flag/posthog", { query: { name: "x" } })).resolves.toEqual({ enabled: true });
    expect(calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 422, 501])("does not retry a GET on %i", async (status) => {
    const { fn, calls } = fakeFetch({ status, body: '{"message":"Refusé"}' });
    await expect(client(fn).get("x")).rejects.toThrow("Refusé");
    expect(calls).toHaveLength(1);
  });

  it.each<HttpMethod>(["POST", "PUT", "PATCH", "DELETE"])("never retries %s — R:UI-RETRY-GET", async (method) => {
    const { fn, calls } = fakeFetch({ status: 503 }, { status: 200, body: "{}" });
    await expect(client(fn).request(method, "x")).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  it("retries only once — R:UI-RETRY-GET", async () => {
    const { fn, calls } = fakeFetch({ status: 503 }, { status: 503 }, { status: 200, body: "{}" });
    await expect(client(fn).get("x")).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(2);
  });

  it.each([
    ["JSON message", '{"message":"Utilisateur inconnu"}', "Utilisateur inconnu"],
    ["JSON error", '{"error":"Bad things"}', "Bad things"],
    ["plain text", "Service indisponible", "Service indisponible"],
    ["empty body", "", API_MESSAGES.default],
    ["JSON without message", '{"code":1}', API_MESSAGES.default],
  ])("fails with the server's message: %s — R:UI-API", async (_label, body, message) => {
    const { fn } = fakeFetch({ status: 400, body });
    await expect(client(fn).post("x")).rejects.toThrow(message);
  });

  it.each([
    ["empty body", { status: 200, body: "" }],
    ["null body", { status: 200, body: "null" }],
    ["204", { status: 204 }],
  ] as const)("'No data returned' on %s", async (_label, reply) => {
    const { fn } = fakeFetch(reply);
    await expect(client(fn).get("x")).rejects.toThrow(API_MESSAGES.noData);
  });

  it("accepts an empty body when no data is expected", async () => {
    const { fn } = fakeFetch({ status: 204 });
    await expect(client(fn).post("x", { expectData: false })).resolves.toBeUndefined();
  });

  it("treats an aborted fetch as cancelled — R:UI-ABORTED", async () => {
    const { fn } = fakeFetch(new Error("The operation was aborted."));
    const error = await client(fn)
      .get("x")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).cancelled).toBe(true);
    expect(isCancelledError(error)).toBe(true);
  });
});

describe("isCancelledError — R:UI-ABORTED", () => {
  it.each([
    [new Error("signal is aborted without reason"), true],
    [new Error("Request aborted"), true],
    [new Error("Failed to fetch"), false],
    ["aborted", false],
    [new ApiError("x", { cancelled: true }), true],
  ])("%s → %s", (error, expected) => {
    expect(isCancelledError(error)).toBe(expected);
  });
});
