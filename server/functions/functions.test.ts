// The functions service over a temporary folder: default and named `handler` exports, the
// `verifyJwt = false` opt-out, boot and runtime errors, cookies, streams, and reload on change.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerConfig } from "../config.ts";
import type { ServerContext } from "../context.ts";
import { buildApp } from "../http/app.ts";
import { signJwt } from "../jwt.ts";
import { functionsServiceFor } from "./index.ts";

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
    `export default async (req: Request) => Response.json({ method: req.method, url: req.url, body: await req.text(), h: req.headers.get("x-test") });`,
  );
  writeFunction(
    "named",
    `export const handler = () => new Response("named", { status: 201, headers: { "x-fn": "1" } });`,
    "index.mjs",
  );
  writeFunction("webhook", `export const verifyJwt = false;\nexport default () => new Response("open");`);
  writeFunction("broken", `export default () => { throw new Error("boom"); };`);
  writeFunction("not-a-response", `export default () => "text";`);
  writeFunction("no-handler", `export const value = 1;`);
  writeFunction(
    "cookies",
    `export default () => { const h = new Headers(); h.append("set-cookie", "a=1"); h.append("set-cookie", "b=2"); return new Response(null, { status: 204, headers: h }); };`,
  );
  writeFunction(
    "stream",
    `export default () => new Response(new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode("data: 1\\n\\n")); c.close(); } }), { headers: { "content-type": "text/event-stream" } });`,
  );
  writeFunction("versioned", `export default () => new Response("v1");`);
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

  it("uses a named `handler` export and keeps its status and headers", async () => {
    const res = await call("named");
    expect(res.statusCode).toBe(201);
    expect(res.headers["x-fn"]).toBe("1");
    expect(res.body).toBe("named");
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
    writeFileSync(file, `export default () => new Response("v2");`);
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

  it("answers 500 BOOT_ERROR for a module without a handler, 404 for a missing one", async () => {
    expect((await call("no-handler")).json()).toMatchObject({ code: "BOOT_ERROR" });
    expect((await call("missing")).statusCode).toBe(404);
    expect((await call("UPPER")).statusCode).toBe(400);
  });
});
