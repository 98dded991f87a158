// The built SPA's files: precompressed copies to the browsers of the network that accept them,
// the file itself to the others and to this machine's, index.html (rewritten with the
// configuration) never compressed.
import Fastify from "fastify";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressFile } from "../../src/app/precompress.node.ts";
import { isLoopback, precompressed, registerStatic } from "./static.ts";

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Talent ${i}` })))};\n`;
let dist: string;
const app = Fastify();

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "renfort-static-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), "<html><head></head><body></body></html>");
  writeFileSync(path.join(dist, "signature.html"), "<html><head><title>signature</title></head><body></body></html>");
  for (const space of ["client", "talent"])
    writeFileSync(path.join(dist, `${space}.html`), `<html><head><title>${space}</title></head><body></body></html>`);
  writeFileSync(path.join(dist, "talent.webmanifest"), '{"start_url":"/talent"}');
  writeFileSync(path.join(dist, "assets", "list-abc.js"), SCRIPT);
  writeFileSync(path.join(dist, "assets", "tiny-abc.js"), "export {};\n");
  expect(await precompressFile(path.join(dist, "assets", "list-abc.js"))).toBe(true);
  expect(await precompressFile(path.join(dist, "assets", "tiny-abc.js"))).toBe(false); // under 1 KB
  registerStatic(app, dist, () => ({ supabaseUrl: "http://localhost:8080", supabaseAnonKey: "anon" }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A request from another machine of the network, unless `remoteAddress` says otherwise. */
const get = (url: string, acceptEncoding?: string, remoteAddress = "192.168.1.20") =>
  app.inject({
    method: "GET",
    url,
    remoteAddress,
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });

describe("static files", () => {
  it("sends the Brotli copy to a browser that accepts it, with its type and Vary", async () => {
    const res = await get("/assets/list-abc.js", "gzip, deflate, br");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends the gzip copy over plain HTTP (no br asked), the file itself when nothing is accepted", async () => {
    const gz = await get("/assets/list-abc.js", "gzip, deflate");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get("/assets/list-abc.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.payload).toBe(SCRIPT);
    expect((await get("/assets/list-abc.js", "br;q=0, gzip")).headers["content-encoding"]).toBe("gzip");
  });

  it("sends a small file and index.html as they are", async () => {
    expect((await get("/assets/tiny-abc.js", "br")).headers["content-encoding"]).toBeUndefined();
    const index = await get("/talents/list", "gzip, br");
    expect(index.headers["content-encoding"]).toBeUndefined();
    expect(index.payload).toContain('<script id="renfort-config" type="application/json">');
  });

  it("sends the file itself to a browser on the same machine (no transfer to save, decoding to spare)", async () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const res = await get("/assets/list-abc.js", "gzip, deflate, br", address);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.payload).toBe(SCRIPT);
    }
    expect(isLoopback("10.0.0.2")).toBe(false);
    expect(isLoopback(undefined)).toBe(false);
  });

  it("chooses among the accepted encodings", () => {
    const file = path.join(dist, "assets", "list-abc.js");
    expect(precompressed(file, "br")?.name).toBe("br");
    expect(precompressed(file, "identity")).toBeNull();
    expect(precompressed(path.join(dist, "assets", "tiny-abc.js"), "br, gzip")).toBeNull();
  });
});

describe("pages with an entry of their own", () => {
  it("serves the customer signature page from signature.html, with the config, never cached", async () => {
    for (const url of ["/customer/timesheets/signature?token=abc", "/customer/timesheets/signature/"]) {
      const res = await get(url, "gzip, br");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.payload).toContain("<title>signature</title>");
      expect(res.payload).toContain('<script id="renfort-config" type="application/json">');
    }
    expect((await get("/customer/timesheets/signature/other")).payload).not.toContain("<title>signature</title>");
    expect((await get("/customer/timesheets")).payload).not.toContain("<title>signature</title>");
  });

  it("serves the client and talent spaces from their page at their path and below, the main app elsewhere", async () => {
    for (const space of ["client", "talent"])
      for (const url of [`/${space}`, `/${space}/`, `/${space}/contrats/42?x=1`]) {
        const res = await get(url, "gzip, br");
        expect(res.statusCode, url).toBe(200);
        expect(res.headers["cache-control"], url).toBe("no-cache");
        expect(res.payload, url).toContain(`<title>${space}</title>`);
        expect(res.payload, url).toContain('<script id="renfort-config" type="application/json">');
      }
    for (const url of ["/clients", "/talents/list", "/client-invoices/show/1", "/settings/talent"])
      expect((await get(url)).payload, url).toBe((await get("/")).payload);
  });

  it("serves the talent space's manifest as a web app manifest", async () => {
    const res = await get("/talent.webmanifest");
    expect(res.headers["content-type"]).toBe("application/manifest+json");
    expect(JSON.parse(res.payload)).toEqual({ start_url: "/talent" });
  });
});
