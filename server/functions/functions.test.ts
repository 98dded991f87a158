// The functions service over a temporary folder: Supabase's contract (`export default { fetch }`)
// and the refusal of any other export, the `verifyJwt = false` opt-out, runtime errors, cookies,
// streams, and reload on change; and every function of supabase/functions keeping the contract.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ServerConfig } from "../config.ts";
import type { ServerContext } from "../context.ts";
import { buildApp } from "../http/app.ts";
import { signJwt } from "../jwt.ts";
import { FUNCTIONS_DIR, functionsServiceFor } from "./index.ts";
import { checkFunctions, FunctionContractError, listFunctions } from "./loader.ts";

const SECRET = "functions-unit-test-secret-with-32-characters!";
let dir: string;
let app: FastifyInstance;
let token: string;

function writeFunction(name: string, source: string, file = "index.ts"): void {
  mkdirSync(path.join(dir, name), { recursive: true });
  writeFileSync(path.join(dir, name, file), source);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "renfort-functions-"));
  writeFunction(
    "echo",
    `export default { fetch: async (req: Request) => Response.json({ method: req.method, url: req.url, body: await req.text(), h: req.headers.get("x-test") }) };`,
  );
  writeFunction(
    "method",
    `const app = { status: 201, fetch() { return new Response("this", { status: this.status, headers: { "x-fn": "1" } }); } };\nexport default app;`,
    "index.mjs",
  );
  writeFunction("webhook", `export const verifyJwt = false;\nexport default { fetch: () => new Response("open") };`);
  writeFunction("broken", `export default { fetch: () => { throw new Error("boom"); } };`);
  writeFunction("not-a-response", `export default { fetch: () => "text" };`);
  writeFunction(
    "cookies",
    `export default { fetch: () => { const h = new Headers(); h.append("set-cookie", "a=1"); h.append("set-cookie", "b=2"); return new Response(null, { status: 204, headers: h }); } };`,
  );
  writeFunction(
    "stream",
    `export default { fetch: () => new Response(new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode("data: 1\\n\\n")); c.close(); } }), { headers: { "content-type": "text/event-stream" } }) };`,
  );
  writeFunction("versioned", `export default { fetch: () => new Response("v1") };`);
  // what hosted Supabase would not serve: a bare default function (which registers nothing there), a
  // named `handler`, a default object without `fetch`, no export at all
  writeFunction("bare-default", `export default async () => new Response("bare");`);
  writeFunction("named-handler", `export const handler = () => new Response("named");`);
  writeFunction("no-fetch", `export default { handler: () => new Response("no") };`);
  writeFunction("no-handler", `export const value = 1;`);
  const config = {
    jwtSecret: SECRET,
    devMode: false,
    port: 0,
    distDir: undefined,
  } as Partial<ServerConfig> as ServerConfig;
  const ctx = {
    config,
    keys: { anonKey: "", serviceRoleKey: "" },
    publicUrl: () => "http://functions.test",
  } as Partial<ServerContext> as ServerContext;
  app = await buildApp(ctx, [{ prefix: "/functions/v1", service: functionsServiceFor(dir) }]);
  token = await signJwt(SECRET, { role: "authenticated", sub: "u1", exp: Math.floor(Date.now() / 1000) + 600 });
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = (
  url: string,
  init: {
    method?: "GET" | "POST" | "PUT" | "DELETE";
    body?: string;
    auth?: boolean;
    headers?: Record<string, string>;
  } = {},
) =>
  app.inject({
    method: init.method ?? "POST",
    url: `/functions/v1/${url}`,
    payload: init.body,
    headers: { ...(init.auth === false ? {} : { authorization: `Bearer ${token}` }), ...init.headers },
  });

describe("handlers", () => {
  it("passes method, URL, headers and body to a default export", async () => {
    const res = await call("echo/sub?x=1", {
      method: "PUT",
      body: "payload",
      headers: { "x-test": "yes", "content-type": "text/plain" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ method: "PUT", url: "http://functions.test/echo/sub?x=1", body: "payload", h: "yes" });
  });

  it("calls `fetch` on its object (an .mjs entry) and keeps its status and headers", async () => {
    const res = await call("method");
    expect(res.statusCode).toBe(201);
    expect(res.headers["x-fn"]).toBe("1");
    expect(res.body).toBe("this");
  });

  it("keeps several Set-Cookie headers and empty bodies", async () => {
    const res = await call("cookies");
    expect(res.statusCode).toBe(204);
    expect(res.headers["set-cookie"]).toEqual(["a=1", "b=2"]);
  });

  it("streams text/event-stream bodies", async () => {
    const res = await call("stream", { method: "GET" });
    expect(res.headers["content-type"]).toBe("text/event-stream");
    expect(res.body).toBe("data: 1\n\n");
  });

  it("re-imports a function whose file changed", async () => {
    expect((await call("versioned")).body).toBe("v1");
    const file = path.join(dir, "versioned", "index.ts");
    writeFileSync(file, `export default { fetch: () => new Response("v2") };`);
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect((await call("versioned")).body).toBe("v2");
  });
});

describe("gate and errors", () => {
  it("lets `verifyJwt = false` functions run without a token, and gates the others", async () => {
    const open = await call("webhook", { auth: false });
    expect(open.statusCode).toBe(200);
    expect(open.body).toBe("open");
    const gated = await call("echo", { auth: false });
    expect(gated.statusCode).toBe(401);
    expect(gated.json()).toEqual({ msg: "Error: Missing authorization header" });
    const forged = await call("echo", {
      headers: { authorization: `Bearer ${await signJwt("another-secret-another-secret-another!", { role: "anon" })}` },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ msg: "Invalid JWT" });
  });

  it("answers 500 WORKER_ERROR when the handler throws or returns no Response", async () => {
    for (const name of ["broken", "not-a-response"]) {
      const res = await call(name);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: "WORKER_ERROR" });
    }
  });

  it("answers 500 BOOT_ERROR to a function hosted Supabase would not serve, naming its folder in French, 404 for a missing one", async () => {
    const logged: unknown[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(...args));
    try {
      for (const name of ["bare-default", "named-handler", "no-fetch", "no-handler"]) {
        const res = await call(name);
        expect(res.statusCode, name).toBe(500);
        expect(res.json(), name).toMatchObject({ code: "BOOT_ERROR" });
        expect(logged.at(-1), name).toContain(`La fonction « ${name} » (supabase/functions/${name}/)`);
      }
    } finally {
      spy.mockRestore();
    }
    expect((await call("missing")).statusCode).toBe(404);
    expect((await call("UPPER")).statusCode).toBe(400);
  });

  it("refuses, by their folders' names, the functions of a folder that register no handler", async () => {
    await expect(checkFunctions(dir)).rejects.toThrow(FunctionContractError);
    const error = await checkFunctions(dir).catch((e: unknown) => e);
    expect((error as FunctionContractError).names).toEqual(["bare-default", "named-handler", "no-fetch", "no-handler"]);
    expect((error as Error).message).toContain(
      "La fonction « bare-default » (supabase/functions/bare-default/) n'exporte pas de gestionnaire",
    );
  });
});

describe("supabase/functions", () => {
  // the server imports a function at its first call (index.ts): here every one at once, in Node;
  // deno-contract.test.ts does the same under Deno with each function's deno.json
  it("holds only functions that keep Supabase's contract", { timeout: 120_000 }, async () => {
    const names = await checkFunctions(FUNCTIONS_DIR);
    expect(names).toEqual(await listFunctions(FUNCTIONS_DIR));
    expect(names).toContain("document-worker");
    expect(names).not.toContain("_shared");
    expect(names.length).toBeGreaterThanOrEqual(25);
  });
});
