// The customer signature RPCs as the public page calls them (issue #12, finding 9): they keep
// working after thousands of hashes and across a restart (their hashing no longer goes through
// pgcrypto's OpenSSL digest), record the signer's IP from the connection and never from the
// X-Forwarded-For the client writes, take only a real PNG as signature image, and cap every
// field the public sends, with French messages.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, inject, it } from "vitest";
import WebSocket from "ws";
import { startServer } from "../../../server/main.ts";
import { DEMO_PASSWORD } from "../../../supabase/seed/accounts.ts";
import { copyTemplateInto } from "../../../supabase/tests/support/template.ts";
import { OPEN_AUTH } from "../open-auth.ts";
import { anonKey, serverUrl, serviceClient } from "../helpers.ts";

const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
const SVG = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>').toString("base64")}`;
const SVG_AS_PNG = SVG.replace("image/svg+xml", "image/png");

const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as never },
};

/** The public page: anonymous, with whatever headers a hostile visitor adds. */
const publicPage = (url = serverUrl(), key = anonKey()) =>
  createClient(url, key, { ...options, global: { headers: { "X-Forwarded-For": "6.6.6.6", "X-Real-IP": "6.6.6.6" } } });

async function csm(url = serverUrl(), key = anonKey()): Promise<SupabaseClient> {
  const sb = createClient(url, key, options);
  const { error } = await sb.auth.signInWithPassword({ email: "csm@renfort.test", password: DEMO_PASSWORD });
  expect(error).toBeNull();
  return sb;
}

/** A fresh signature link on a draft week of the CSM's workspace. */
async function newLink(sb: SupabaseClient, offset: number): Promise<{ weekId: string; token: string }> {
  const { data: weeks, error } = await sb
    .from("timesheet_week")
    .select("id")
    .eq("status", "draft")
    .order("id")
    .range(offset, offset);
  expect(error).toBeNull();
  const weekId = (weeks as { id: string }[])[0]?.id;
  expect(weekId, "a draft week").toBeTruthy();
  const link = await sb.rpc("create_timesheet_signature_link", { p_timesheet_week_id: weekId });
  expect(link.error).toBeNull();
  return { weekId, token: (link.data as { token: string }[])[0].token };
}

const sign = (token: string, fields: Record<string, unknown> = {}, page = publicPage()) =>
  page.rpc("sign_timesheet", {
    p_token: token,
    p_signer_name: "Marc Durand",
    p_signer_email: "marc.durand@client.fr",
    p_signature_image: PNG,
    ...fields,
  });

describe("the public signature", () => {
  it("records the IP of the connection, not the X-Forwarded-For the client sends — R:TS-SIGN-EVIDENCE", async () => {
    const { weekId, token } = await newLink(await csm(), 0);
    const signed = await sign(token);
    expect(signed.error).toBeNull();
    const { data } = await serviceClient()
      .from("timesheet_week")
      .select("status, signature_ip, document_hash")
      .eq("id", weekId)
      .single();
    expect(data).toMatchObject({ status: "signed" });
    expect(["127.0.0.1", "::ffff:127.0.0.1", "::1"]).toContain(data?.signature_ip);
    expect(data?.document_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("takes only a real PNG: an SVG with a script is refused, even declared as PNG", async () => {
    const { token } = await newLink(await csm(), 1);
    for (const image of [SVG, SVG_AS_PNG, "data:image/png;base64,!!!", "data:image/png;base64,"]) {
      const r = await sign(token, { p_signature_image: image });
      expect(r.error?.message, image.slice(0, 30)).toBe("La signature est obligatoire (image PNG)");
    }
    const tooBig = await sign(token, { p_signature_image: PNG + "A".repeat(500_000) });
    expect(tooBig.error?.message).toBe("L'image de signature est trop volumineuse");
    // Nothing was spent by the refusals.
    expect((await sign(token)).error).toBeNull();
  });

  it("caps every public field, in French", async () => {
    const { token } = await newLink(await csm(), 2);
    const cases: [Record<string, unknown>, string][] = [
      [{ p_signer_name: "M".repeat(201) }, "Le nom du signataire ne doit pas dépasser 200 caractères"],
      [
        { p_signer_email: `${"m".repeat(250)}@client.fr` },
        "L'e-mail du signataire ne doit pas dépasser 254 caractères",
      ],
      [
        { p_accept: false, p_signature_image: null, p_dispute_reason: "x".repeat(2001) },
        "Le motif de contestation ne doit pas dépasser 2000 caractères",
      ],
    ];
    for (const [fields, message] of cases) expect((await sign(token, fields)).error?.message).toBe(message);
    const page = publicPage();
    const longToken = await page.rpc("get_timesheet_for_signature", { p_token: "x".repeat(10_000) });
    expect(longToken.error?.message).toBe("Lien de signature invalide");
    const disputed = await sign(token, {
      p_accept: false,
      p_signature_image: null,
      p_dispute_reason: "x".repeat(2000),
    });
    expect(disputed.error).toBeNull();
  });

  it("creates, reads and signs after thousands of hashes", async () => {
    const page = publicPage();
    for (let i = 0; i < 2000; i++) {
      const r = await page.rpc("get_timesheet_for_signature", { p_token: `jeton-inconnu-${i}-${"x".repeat(40)}` });
      expect(r.error?.message).toBe("Lien de signature invalide");
    }
    const { token } = await newLink(await csm(), 3);
    expect((await page.rpc("get_timesheet_for_signature", { p_token: token })).error).toBeNull();
    expect((await sign(token)).error).toBeNull();
  }, 120_000);

  it("creates, reads and signs after a restart, with links sent before it", async () => {
    const engine = inject("engine");
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "renfort-restart-"));
    // PGlite: the suite's migrated and seeded template, as a first start would have left it
    if (engine === "pglite") copyTemplateInto(inject("pgliteTemplate"), dataDir);
    const start = () =>
      startServer(
        {
          port: 0,
          host: "127.0.0.1",
          dataDir,
          inMemory: false,
          jwtSecret: inject("jwtSecret"),
          distDir: undefined,
          devMode: true,
          // the signatures are the subject: not the demo's ≈ 350 documents, made at each start
          // by the queue's worker, nor the scheduled moves
          documentWorkerIntervalMs: 0,
          scheduledJobsIntervalMs: 0,
          ...OPEN_AUTH,
          databaseUrl: engine === "postgres" ? inject("databaseUrl") : undefined,
        },
        { ...process.env, DATABASE_URL: "" },
      );
    try {
      let server = await start();
      const before = await newLink(await csm(server.url, server.ctx.keys.anonKey), 4);
      await server.close();
      server = await start();
      try {
        const page = publicPage(server.url, server.ctx.keys.anonKey);
        expect((await page.rpc("get_timesheet_for_signature", { p_token: before.token })).error).toBeNull();
        expect((await sign(before.token, {}, page)).error).toBeNull();
        const after = await newLink(await csm(server.url, server.ctx.keys.anonKey), 5);
        expect((await sign(after.token, {}, page)).error).toBeNull();
      } finally {
        await server.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
