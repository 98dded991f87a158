// Mail bounces end to end through the real server (issue #33): a consultant creates a talent, its
// anonymous resume, a company and three contacts through the API, saves and sends a push campaign
// (public.save_push_campaign, public.send_push_campaign); the relay sends the three mails through a
// fake provider that answers Resend's `{id}`, and records each id; the provider's signed
// `email.bounced` event for one of them turns that recipient « Non distribué » with its reason and
// the campaign's failed count to 1, the others staying sent. A wrong signature or a stale timestamp
// is refused (401) and changes nothing; a redelivered event counts once; a complaint opts the
// contact out; the HTTP entry answers without a JWT and says when it is not configured (503).
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleMailEvent } from "../../../supabase/functions/mail-events/events.ts";
import { sign } from "../../../supabase/functions/mail-events/svix.ts";
import { relayPending } from "../../../supabase/functions/mail-relay/relay.ts";
import { account } from "../../../supabase/tests/support/db.ts";
import { rest, signIn } from "../../../supabase/tests/support/http.ts";
import { raw, serverUrl, serviceRoleKey } from "../helpers.ts";

const SECRET = `whsec_${Buffer.from(`secret de test ${randomUUID()}`).toString("base64")}`;
const tag = randomUUID().slice(0, 6);
/** the id the fake provider answered, by recipient */
const ids = new Map<string, string>();
let fake: Server;
let fakeUrl = "";
let consultant: string;
let campaignId = "";
/** recipient rows by first name */
const recipients: Record<string, { id: string; email: string; contactId: string }> = {};

beforeAll(async () => {
  fake = createServer((req, res) => {
    let data = "";
    req.on("data", (chunk) => (data += chunk));
    req.on("end", () => {
      const to = (JSON.parse(data) as { to: string[] }).to[0]!;
      const id = `re_${randomUUID()}`;
      ids.set(to, id);
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ id }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/emails`;

  consultant = await signIn(account("consultant"));
  const ok = <T extends { error: unknown }>(r: T) => {
    expect(r.error).toBeNull();
    return r;
  };
  const job = await rest(consultant, "GET", "job", "code=eq.macon&select=id");
  const talent = ok(
    await rest(consultant, "POST", "rpc/save_talent", "", {
      body: {
        p_values: { first_name: "Rebond", last_name: `Talent${tag}`, email: `talent-${tag}@exemple.test` },
        p_address: { street1: "1 rue des Lilas", postal_code: "69003", city: "Lyon", country_code: "FR" },
        p_job_ids: [job.rows[0]!.id],
      },
    }),
  ).rows[0]!.id as string;
  const resume = await raw("/functions/v1/anonymous-documents", {
    method: "POST",
    token: consultant,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ talent_id: talent, kind: "resume", bio_text: "Maçon expérimenté, gros œuvre." }),
  });
  expect(resume.status).toBe(200);
  const company = ok(
    await rest(consultant, "POST", "company", "", {
      body: { name: `Rebonds BTP ${tag}` },
      prefer: "return=representation",
    }),
  ).rows[0]!.id as string;
  const contactIds: string[] = [];
  for (const first of ["Anna", "Basile", "Celia"]) {
    const email = `${first.toLowerCase()}-${tag}@btp-rebond.test`;
    const c = ok(
      await rest(consultant, "POST", "contact", "", {
        body: { company_id: company, first_name: first, last_name: "Rebond", email, roles: ["decision_maker"] },
        prefer: "return=representation",
      }),
    ).rows[0]!;
    contactIds.push(c.id as string);
    recipients[first] = { id: "", email, contactId: c.id as string };
  }
  const campaign = ok(
    await rest(consultant, "POST", "rpc/save_push_campaign", "", {
      body: {
        p_values: {
          name: `Rebonds ${tag}`,
          subject: "{prenom}, un profil pour {entreprise}",
          body: "Bonjour {prenom},\n{profils}",
          talent_ids: [talent],
          base_url: "http://localhost:8080",
        },
        p_contact_ids: contactIds,
      },
    }),
  ).rows[0]!;
  campaignId = campaign.id as string;
  const sent = ok(await rest(consultant, "POST", "rpc/send_push_campaign", "", { body: { p_id: campaignId } }));
  expect(sent.rows[0]).toMatchObject({ sent: 3, remaining: 0 });
  const rows = (
    await rest(consultant, "GET", "push_campaign_recipient", `campaign_id=eq.${campaignId}&select=id,email`)
  ).rows as Array<{ id: string; email: string }>;
  for (const r of Object.values(recipients)) r.id = rows.find((x) => x.email === r.email)!.id;

  // the relay sends them (other files' pending mails go too: the fake provider takes them all)
  for (let round = 0; round < 5 && !Object.values(recipients).every((r) => ids.has(r.email)); round++)
    await relayPending(
      { url: serverUrl(), serviceKey: serviceRoleKey() },
      { url: fakeUrl, token: "re_test", from: "Renfort <push@renfort.test>", siteUrl: "https://app.renfort.test" },
      100,
    );
  expect(Object.values(recipients).every((r) => ids.has(r.email))).toBe(true);
}, 120_000);
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const config = () => ({ secret: SECRET, url: serverUrl(), serviceKey: serviceRoleKey() });

/** A provider event as Resend delivers it, signed at `at` (Unix seconds) with `secret`. */
async function event(body: unknown, opts: { at?: number; secret?: string } = {}) {
  const text = JSON.stringify(body);
  const id = `msg_${randomUUID()}`;
  const timestamp = String(opts.at ?? Math.floor(Date.now() / 1000));
  const signature = `v1,${await sign(opts.secret ?? SECRET, id, timestamp, text)}`;
  return new Request("http://localhost/functions/v1/mail-events", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "svix-id": id,
      "svix-timestamp": timestamp,
      "svix-signature": signature,
    },
    body: text,
  });
}

const bounced = (email: string) => ({
  type: "email.bounced",
  created_at: new Date().toISOString(),
  data: {
    email_id: ids.get(email),
    to: [email],
    bounce: { message: "550 5.1.1 The email account that you tried to reach does not exist", type: "Permanent" },
  },
});

const state = async () => {
  const campaign = (
    await rest(consultant, "GET", "push_campaign", `id=eq.${campaignId}&select=sent_count,failed_count`)
  ).rows[0];
  const rows = (
    await rest(
      consultant,
      "GET",
      "push_campaign_recipient",
      `campaign_id=eq.${campaignId}&select=email,status,failure_reason`,
    )
  ).rows as Array<{ email: string; status: string; failure_reason: string | null }>;
  const by = Object.fromEntries(
    Object.entries(recipients).map(([name, r]) => {
      const row = rows.find((x) => x.email === r.email)!;
      return [name, { status: row.status, failure_reason: row.failure_reason }];
    }),
  ) as Record<"Anna" | "Basile" | "Celia", { status: string; failure_reason: string | null }>;
  return { campaign, ...by };
};

describe("mail-events", () => {
  it("refuses a wrong signature or a stale timestamp, and changes nothing", async () => {
    const before = await state();
    const forged = await handleMailEvent(
      await event(bounced(recipients.Anna!.email), { secret: `whsec_${Buffer.from("autre").toString("base64")}` }),
      config(),
    );
    expect(forged.status).toBe(401);
    const stale = await handleMailEvent(
      await event(bounced(recipients.Anna!.email), { at: Math.floor(Date.now() / 1000) - 6 * 60 }),
      config(),
    );
    expect(stale.status).toBe(401);
    const tampered = await event(bounced(recipients.Anna!.email));
    const altered = new Request(tampered.url, {
      method: "POST",
      headers: tampered.headers,
      body: JSON.stringify(bounced(recipients.Basile!.email)),
    });
    expect((await handleMailEvent(altered, config())).status).toBe(401);
    expect(await state()).toEqual(before);
    expect(before).toMatchObject({
      campaign: { sent_count: 3, failed_count: 0 },
      Anna: { status: "sent" },
      Basile: { status: "sent" },
      Celia: { status: "sent" },
    });
  });

  it("a signed email.bounced turns that recipient « Non distribué » with its reason, once", async () => {
    const res = await handleMailEvent(await event(bounced(recipients.Anna!.email)), config());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ type: "email.bounced", result: { found: true, bounced: true } });
    const expected = {
      campaign: { sent_count: 2, failed_count: 1 },
      Anna: {
        status: "bounced",
        failure_reason:
          "Adresse refusée par le serveur du destinataire : 550 5.1.1 The email account that you tried to reach does not exist",
      },
      Basile: { status: "sent", failure_reason: null },
      Celia: { status: "sent", failure_reason: null },
    };
    expect(await state()).toEqual(expected);
    // the provider delivers it again (or a second time by mistake): counted once
    const again = await handleMailEvent(await event(bounced(recipients.Anna!.email)), config());
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ type: "email.bounced", result: { found: true, bounced: false } });
    expect(await state()).toEqual(expected);
  });

  it("email.complained opts the contact out; other events are acknowledged and ignored", async () => {
    const basile = recipients.Basile!;
    const res = await handleMailEvent(
      await event({ type: "email.complained", data: { email_id: ids.get(basile.email) } }),
      config(),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ type: "email.complained", result: { found: true, opted_out: 1 } });
    const contact = await rest(consultant, "GET", "contact", `id=eq.${basile.contactId}&select=marketing_opt_out_at`);
    expect(contact.rows[0]!.marketing_opt_out_at).toEqual(expect.any(String));

    const delivered = await handleMailEvent(
      await event({ type: "email.delivered", data: { email_id: ids.get(recipients.Celia!.email) } }),
      config(),
    );
    expect(await delivered.json()).toEqual({ ignored: true, type: "email.delivered" });
    expect((await state()).Celia).toEqual({ status: "sent", failure_reason: null });
  });

  it("the HTTP entry takes no JWT, and answers 503 while MAIL_WEBHOOK_SECRET is unset", async () => {
    const req = await event(bounced(recipients.Celia!.email));
    const res = await fetch(`${serverUrl()}/functions/v1/mail-events`, {
      method: "POST",
      headers: req.headers,
      body: await req.text(),
    });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toBe(
      "Réception des événements e-mail non configurée (MAIL_WEBHOOK_SECRET)",
    );
    expect((await state()).Celia).toEqual({ status: "sent", failure_reason: null });
  });
});
