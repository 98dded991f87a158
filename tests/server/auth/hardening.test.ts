// The local server's defaults as an attacker meets them (issue #12, findings 4 and 5), on
// servers of their own started with an empty environment: loopback bind, /_dev for loopback
// clients only, sign-up off with GoTrue's answer, /otp creating nobody, answers that do not tell
// which addresses exist, the password policy, and the sign-in and mail brakes per IP and per
// address (with TRUST_PROXY deciding whose X-Forwarded-For counts). A second server listens on
// every interface so that requests can come from this machine's network addresses.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startServer, type RunningServer } from "../../../server/main.ts";
import { expectError, gotrue, uniqueEmail } from "./helpers.ts";

let local: RunningServer;
let open: RunningServer;
const dirs: string[] = [];

/** A non-loopback address of this machine (the server must see a network client). */
const networkAddress = (family: "IPv4" | "IPv6"): string => {
  const found = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && !i.internal && i.family === family && !i.address.startsWith("fe80"));
  expect(found, `a ${family} network interface`).toBeDefined();
  return found?.address as string;
};
const urlHost = (address: string) => (address.includes(":") ? `[${address}]` : address);

async function serverWith(
  overrides: Parameters<typeof startServer>[0],
  env: NodeJS.ProcessEnv = {},
): Promise<RunningServer> {
  const engine = inject("engine");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "renfort-hardening-"));
  dirs.push(dataDir);
  return startServer(
    {
      port: 0,
      dataDir,
      inMemory: engine === "pglite",
      databaseUrl: engine === "postgres" ? inject("databaseUrl") : undefined,
      jwtSecret: inject("jwtSecret"),
      migrationsDirs: [],
      seed: false,
      ...overrides,
    },
    env,
  );
}

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), "renfort-dist-"));
  dirs.push(dist);
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), "<html><head><title>Renfort</title></head><body></body></html>");
  // Nothing from the environment: HOST, GOTRUE_* and PUBLIC_URL at their defaults.
  local = await serverWith({ distDir: dist, devMode: true });
  open = await serverWith({ host: "::", distDir: undefined, devMode: true, trustProxy: networkAddress("IPv4") });
}, 120_000);

afterAll(async () => {
  await local?.close();
  await open?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A GoTrue request to the all-interfaces server, reaching it through `address` (so from it). */
const via = (address: string, p: string, init: Parameters<typeof gotrue>[1] = {}) =>
  gotrue(p, { base: `http://${urlHost(address)}:${open.port}`, key: open.ctx.keys.anonKey, ...init });
const call = (p: string, init: Parameters<typeof gotrue>[1] = {}) =>
  gotrue(p, { base: local.url, key: local.ctx.keys.anonKey, ...init });
const admin = (p: string, body: unknown) => call(p, { key: local.ctx.keys.serviceRoleKey, body });
const usersNamed = async (email: string) =>
  (await local.ctx.engine.query<{ n: number }>("select count(*)::int as n from auth.users where email = $1", [email]))
    .rows[0].n;
const mailsTo = async (email: string) =>
  (
    await local.ctx.engine.query<{ n: number }>(
      "select count(*)::int as n from auth._mail_outbox where lower(recipient) = $1",
      [email],
    )
  ).rows[0].n;

describe("a local server's reach", () => {
  it("listens on 127.0.0.1 when HOST is not set: unreachable from the network", async () => {
    expect(local.ctx.config.host).toBe("127.0.0.1");
    expect((await fetch(`http://127.0.0.1:${local.port}/auth/v1/health`)).status).toBe(200);
    await expect(fetch(`http://${networkAddress("IPv4")}:${local.port}/auth/v1/health`)).rejects.toThrow();
  });

  it("serves /_dev/mail to loopback clients only, whatever the headers say", async () => {
    for (const address of ["127.0.0.1", "::1"]) {
      expect((await fetch(`http://${urlHost(address)}:${open.port}/_dev/mail.json`)).status).toBe(200);
    }
    for (const address of [networkAddress("IPv4"), networkAddress("IPv6")]) {
      for (const headers of [
        {} as Record<string, string>,
        { "X-Forwarded-For": "127.0.0.1", "X-Real-IP": "127.0.0.1", Host: "localhost" },
      ]) {
        const res = await fetch(`http://${urlHost(address)}:${open.port}/_dev/mail`, { headers });
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain("Courriels");
      }
    }
  });
});

describe("headers of the app", () => {
  it("builds /config.json and the inlined config from the bound address, never from Host", async () => {
    const res = await fetch(`${local.url}/config.json`, { headers: { Host: "evil.example" } });
    expect(((await res.json()) as { supabaseUrl: string }).supabaseUrl).toBe(`http://localhost:${local.port}`);
    const html = await (await fetch(`${local.url}/talents/list`, { headers: { Host: "evil.example" } })).text();
    expect(html).toContain(`"supabaseUrl":"http://localhost:${local.port}"`);
    expect(html).not.toContain("evil.example");
  });

  it("sends a CSP that allows scripts from the origin only and no framing, with nosniff and the referrer policy", async () => {
    const res = await fetch(`${local.url}/talents/list`);
    const csp = res.headers.get("content-security-policy") ?? "";
    const directive = (name: string) =>
      csp
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    expect(directive("script-src")).toBe("script-src 'self'");
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive("object-src")).toBe("object-src 'none'");
    expect(directive("connect-src")).toBe(
      `connect-src 'self' http://localhost:${local.port} ws://localhost:${local.port}`,
    );
    expect(csp).not.toContain("unsafe-eval");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const api = await fetch(`${local.url}/auth/v1/health`);
    expect(api.headers.get("x-content-type-options")).toBe("nosniff");
    expect(api.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("sign-up off by default", () => {
  it("refuses /signup with GoTrue's answer and says so in /settings", async () => {
    const email = uniqueEmail("intrus").toLowerCase();
    await expectError(
      await call("/signup", { body: { email, password: "k7Pz-qW3m-Lx9v" } }),
      422,
      "signup_disabled",
      "Signups not allowed for this instance",
    );
    expect(await usersNamed(email)).toBe(0);
    expect(((await (await call("/settings")).json()) as { disable_signup: boolean }).disable_signup).toBe(true);
  });

  it("never creates a user on /otp, and answers an unknown address as a known one", async () => {
    const unknown = uniqueEmail("inconnu").toLowerCase();
    const known = uniqueEmail("connu").toLowerCase();
    expect(
      (await admin("/admin/users", { email: known, password: "k7Pz-qW3m-Lx9v", email_confirm: true })).status,
    ).toBe(200);
    const answers = [];
    for (const body of [
      { email: unknown, create_user: true },
      { email: unknown },
      { email: unknown, create_user: false },
      { email: known, create_user: false },
    ]) {
      const res = await call("/otp", { body });
      answers.push({ status: res.status, body: await res.text() });
      // One mail per address per minute: the next request of the loop is for another address or waits its turn.
      await local.ctx.engine.query("delete from auth._failed_sign_ins where key like 'mail|%'", []);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, body: "{}" });
    expect(await usersNamed(unknown)).toBe(0);
    expect(await mailsTo(unknown)).toBe(0);
    expect(await mailsTo(known)).toBe(1);

    const legacy = await call("/magiclink", { body: { email: unknown } });
    expect(legacy.status).toBe(200);
    expect(await usersNamed(unknown)).toBe(0);
  });

  it("answers /recover the same for known and unknown addresses", async () => {
    const known = uniqueEmail("recupere").toLowerCase();
    expect(
      (await admin("/admin/users", { email: known, password: "k7Pz-qW3m-Lx9v", email_confirm: true })).status,
    ).toBe(200);
    const a = await call("/recover", { body: { email: known } });
    const b = await call("/recover", { body: { email: uniqueEmail("personne") } });
    expect({ status: a.status, body: await a.text() }).toEqual({ status: b.status, body: await b.text() });
  });
});

describe("the password policy", () => {
  it("refuses short passwords (10 characters at least) with GoTrue's weak_password", async () => {
    const body = await expectError(
      await admin("/admin/users", { email: uniqueEmail("court"), password: "123456" }),
      422,
      "weak_password",
      "Password should be at least 10 characters.",
    );
    expect(body.weak_password).toEqual({ reasons: ["length"] });
  });

  it("refuses common and easily guessed passwords, even long ones", async () => {
    for (const password of ["password1234", "motdepasse123", "azertyuiop12", "soleil123456"]) {
      const body = await expectError(
        await admin("/admin/users", { email: uniqueEmail("commun"), password }),
        422,
        "weak_password",
      );
      expect(body.weak_password, password).toEqual({ reasons: ["pwned"] });
    }
  });

  it("applies to a user changing their own password, and accepts a strong one", async () => {
    const email = uniqueEmail("change").toLowerCase();
    expect((await admin("/admin/users", { email, password: "k7Pz-qW3m-Lx9v", email_confirm: true })).status).toBe(200);
    const session = (await (
      await call("/token?grant_type=password", { body: { email, password: "k7Pz-qW3m-Lx9v" } })
    ).json()) as { access_token: string };
    await expectError(
      await call("/user", { method: "PUT", token: session.access_token, body: { password: "motdepasse" } }),
      422,
      "weak_password",
    );
    expect(
      (await call("/user", { method: "PUT", token: session.access_token, body: { password: "Tilleul-Perché-47" } }))
        .status,
    ).toBe(200);
  });
});

describe("brakes on guessing and mail floods", () => {
  it("slows password spraying: 30 failures from one IP across accounts, then 429 even for a right password", async () => {
    const from = networkAddress("IPv6");
    const email = uniqueEmail("victime").toLowerCase();
    expect(
      (
        await via(from, "/admin/users", {
          key: open.ctx.keys.serviceRoleKey,
          body: { email, password: "k7Pz-qW3m-Lx9v", email_confirm: true },
        })
      ).status,
    ).toBe(200);
    for (let i = 0; i < 30; i++) {
      const res = await via(from, "/token?grant_type=password", {
        body: { email: uniqueEmail("spray"), password: "123456" },
      });
      expect(res.status, `attempt ${i + 1}`).toBe(400);
    }
    await expectError(
      await via(from, "/token?grant_type=password", { body: { email, password: "k7Pz-qW3m-Lx9v" } }),
      429,
      "over_request_rate_limit",
      "Request rate limit reached",
    );
    // Another client is not slowed by this one.
    expect(
      (await via("::1", "/token?grant_type=password", { body: { email, password: "k7Pz-qW3m-Lx9v" } })).status,
    ).toBe(200);
  }, 120_000);

  it("locks one address after 10 failures whatever the IPs they come from", async () => {
    const email = uniqueEmail("cible").toLowerCase();
    expect(
      (
        await via("::1", "/admin/users", {
          key: open.ctx.keys.serviceRoleKey,
          body: { email, password: "k7Pz-qW3m-Lx9v", email_confirm: true },
        })
      ).status,
    ).toBe(200);
    const attempt = (from: string, password = "faux-mot-de-passe") =>
      via(from, "/token?grant_type=password", { body: { email, password } });
    let failures = 0;
    for (const from of ["::1", "127.0.0.1", networkAddress("IPv4")]) {
      for (let i = 0; i < 4 && failures < 10; i++, failures++) expect((await attempt(from)).status).toBe(400);
    }
    await expectError(await attempt(networkAddress("IPv4"), "k7Pz-qW3m-Lx9v"), 429, "over_request_rate_limit");
  }, 60_000);

  it("believes X-Forwarded-For only from TRUST_PROXY: a client cannot pose as many", async () => {
    const untrusted = async (email: string, i: number) =>
      via("::1", "/token?grant_type=password", {
        body: { email, password: "faux-mot-de-passe" },
        headers: { "X-Forwarded-For": `203.0.113.${i}` },
      });
    const trusted = async (email: string, i: number) =>
      via(networkAddress("IPv4"), "/token?grant_type=password", {
        body: { email, password: "faux-mot-de-passe" },
        headers: { "X-Forwarded-For": `198.51.100.${i}` },
      });
    const a = uniqueEmail("sans-proxy");
    for (let i = 1; i <= 5; i++) expect((await untrusted(a, i)).status).toBe(400);
    // Five failures from the one real client: a sixth "new" forwarded address changes nothing.
    await expectError(await untrusted(a, 6), 429, "over_request_rate_limit");
    const b = uniqueEmail("par-proxy");
    for (let i = 1; i <= 5; i++) expect((await trusted(b, 1)).status).toBe(400);
    await expectError(await trusted(b, 1), 429, "over_request_rate_limit");
    // Behind the named proxy, each forwarded client is its own.
    expect((await trusted(b, 2)).status).toBe(400);
  });

  it("sends one mail per address per minute, for known and unknown addresses alike", async () => {
    const known = uniqueEmail("frequence").toLowerCase();
    expect(
      (
        await via("::1", "/admin/users", {
          key: open.ctx.keys.serviceRoleKey,
          body: { email: known, password: "k7Pz-qW3m-Lx9v", email_confirm: true },
        })
      ).status,
    ).toBe(200);
    for (const email of [known, uniqueEmail("frequence-inconnue")]) {
      expect((await via("::1", "/recover", { body: { email } })).status).toBe(200);
      const again = await expectError(await via("::1", "/otp", { body: { email } }), 429, "over_email_send_rate_limit");
      expect(again.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
      await expectError(
        await via("::1", "/resend", { body: { email, type: "signup" } }),
        429,
        "over_email_send_rate_limit",
      );
    }
  });

  it("sends at most 30 mails an hour to one IP", async () => {
    const from = networkAddress("IPv4");
    for (let i = 0; i < 30; i++)
      expect((await via(from, "/recover", { body: { email: uniqueEmail("flot") } })).status, `mail ${i + 1}`).toBe(200);
    await expectError(
      await via(from, "/otp", { body: { email: uniqueEmail("flot") } }),
      429,
      "over_email_send_rate_limit",
      "Email rate limit exceeded",
    );
  });
});
