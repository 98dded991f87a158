// The mail-relay function (hosted Supabase's way out for public.mail_outbox): the pending rows
// of the real server's outbox are sent to an HTTP e-mail API — here a local fake that records
// what it gets and refuses one recipient — and each outcome is written back (sent, or one more
// attempt with its error). The HTTP entry is the service role's only, and says when unconfigured.
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { relayPending } from "../../../supabase/functions/mail-relay/relay.ts";
import { anonKey, raw, serverUrl, serviceClient, serviceRoleKey } from "../helpers.ts";

type Received = { authorization: string | undefined; body: Record<string, unknown> };
const received: Received[] = [];
let fake: Server;
let fakeUrl = "";

beforeAll(async () => {
  fake = createServer((req, res) => {
    let data = "";
    req.on("data", (chunk) => (data += chunk));
    req.on("end", () => {
      const body = JSON.parse(data) as Record<string, unknown>;
      received.push({ authorization: req.headers.authorization, body });
      const refused = (body.to as string[])[0].startsWith("refuse-");
      res.writeHead(refused ? 422 : 200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(refused ? { message: "adresse refusée" } : { id: randomUUID() }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/emails`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const outboxRow = async (id: string) =>
  (
    await serviceClient()
      .from("mail_outbox")
      .select("sent_at, attempts, last_error, provider_message_id")
      .eq("id", id)
      .single()
  ).data as {
    sent_at: string | null;
    attempts: number;
    last_error: string | null;
    provider_message_id: string | null;
  };

describe("mail-relay", () => {
  it("sends the pending mails through the provider and records each outcome", async () => {
    const tag = randomUUID().slice(0, 8);
    const { data, error } = await serviceClient()
      .from("mail_outbox")
      .insert([
        {
          recipient: `ok-${tag}@example.test`,
          subject: `Votre contrat ${tag} à signer`,
          body: "Bonjour,\nsignez <ici>.",
          link: `http://localhost:8080/sign/contract?token=${tag}`,
          kind: "contract_signature",
        },
        { recipient: `refuse-${tag}@example.test`, subject: `Rappel ${tag}`, body: "Bonjour", kind: "test" },
      ])
      .select("id, recipient");
    expect(error).toBeNull();
    const [ok, refused] = data as Array<{ id: string; recipient: string }>;

    const result = await relayPending(
      { url: serverUrl(), serviceKey: serviceRoleKey() },
      { url: fakeUrl, token: "re_test", from: "Renfort <contrats@renfort.test>", siteUrl: "https://app.renfort.test" },
      100,
    );
    expect(result.sent).toBeGreaterThanOrEqual(1);
    expect(result.failed).toBeGreaterThanOrEqual(1);

    const mail = received.find((r) => (r.body.to as string[])[0] === ok.recipient);
    expect(mail).toEqual({
      authorization: "Bearer re_test",
      body: {
        from: "Renfort <contrats@renfort.test>",
        to: [ok.recipient],
        subject: `Votre contrat ${tag} à signer`,
        text: `Bonjour,\nsignez <ici>.\n\nhttp://localhost:8080/sign/contract?token=${tag}`,
        html: `<p>Bonjour,<br>signez &lt;ici&gt;.</p><p><a href="http://localhost:8080/sign/contract?token=${tag}">http://localhost:8080/sign/contract?token=${tag}</a></p>`,
      },
    });
    // the provider's answer {id} is kept: its bounce events name it (mail-events)
    expect(await outboxRow(ok.id)).toMatchObject({
      sent_at: expect.any(String),
      attempts: 0,
      last_error: null,
      provider_message_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await outboxRow(refused.id)).toMatchObject({
      sent_at: null,
      attempts: 1,
      last_error: expect.stringContaining("HTTP 422"),
      provider_message_id: null,
    });

    // A sent mail is never sent again; the refused one is retried.
    received.length = 0;
    await relayPending(
      { url: serverUrl(), serviceKey: serviceRoleKey() },
      { url: fakeUrl, token: "re_test", from: "contrats@renfort.test", siteUrl: "https://app.renfort.test" },
      100,
    );
    expect(received.map((r) => (r.body.to as string[])[0])).not.toContain(ok.recipient);
    expect((await outboxRow(refused.id)).attempts).toBe(2);
  });

  it("attaches the row's storage objects, read with the service role, and retries when one is missing", async () => {
    const tag = randomUUID().slice(0, 8);
    const sb = serviceClient();
    const pdf = new TextEncoder().encode(`%PDF-1.7 facture ${tag}`);
    const path = `${tag}/facture-${tag}.pdf`;
    expect((await sb.storage.from("invoices").upload(path, pdf, { contentType: "application/pdf" })).error).toBeNull();
    const { data } = await sb
      .from("mail_outbox")
      .insert([
        {
          recipient: `joint-${tag}@example.test`,
          subject: `Facture ${tag}`,
          body: "Bonjour",
          kind: "client_invoice",
          attachments: [{ bucket: "invoices", path, filename: `FA-${tag}.pdf` }],
        },
        {
          recipient: `absent-${tag}@example.test`,
          subject: `Facture ${tag} (fichier absent)`,
          body: "Bonjour",
          kind: "client_invoice",
          attachments: [{ bucket: "invoices", path: `${tag}/absent.pdf`, filename: "absent.pdf" }],
        },
      ])
      .select("id");
    const [sent, missing] = data as Array<{ id: string }>;
    received.length = 0;
    await relayPending(
      { url: serverUrl(), serviceKey: serviceRoleKey() },
      { url: fakeUrl, token: "re_test", from: "factures@renfort.test", siteUrl: "https://app.renfort.test" },
      100,
    );
    const mail = received.find((r) => (r.body.to as string[])[0] === `joint-${tag}@example.test`);
    expect(mail?.body.attachments).toEqual([
      { filename: `FA-${tag}.pdf`, content: Buffer.from(pdf).toString("base64") },
    ]);
    expect(await outboxRow(sent!.id)).toMatchObject({ sent_at: expect.any(String), last_error: null });
    expect(received.map((r) => (r.body.to as string[])[0])).not.toContain(`absent-${tag}@example.test`);
    expect(await outboxRow(missing!.id)).toMatchObject({
      sent_at: null,
      attempts: 1,
      last_error: expect.stringContaining("absent.pdf"),
    });
  });

  it("never hands one mail to two runs: a claimed mail waits for its outcome", async () => {
    const sb = serviceClient();
    const { data } = await sb
      .from("mail_outbox")
      .insert({
        recipient: `claim-${randomUUID().slice(0, 8)}@example.test`,
        subject: "Test",
        body: "Test",
        kind: "test",
      })
      .select("id")
      .single();
    const id = (data as { id: string }).id;
    const pending = async () =>
      ((await sb.rpc("mail_outbox_pending", { p_limit: 100 })).data as Array<{ id: string }>).map((r) => r.id);
    expect(await pending()).toContain(id);
    expect(await pending()).not.toContain(id);
    await sb.rpc("mail_outbox_mark", { p_id: id, p_error: "HTTP 503" });
    expect(await outboxRow(id)).toMatchObject({ sent_at: null, attempts: 1, last_error: "HTTP 503" });
    expect(await pending()).toContain(id);
    // anon and signed-in users have no access to the queue
    const asAnon = await raw("/rest/v1/rpc/mail_outbox_pending", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(asAnon.status).toBeGreaterThanOrEqual(401);
  });

  it("answers the service role only, and says when no provider is configured", async () => {
    const asAnon = await raw("/functions/v1/mail-relay", {
      method: "POST",
      token: anonKey(),
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(asAnon.status).toBe(401);
    const asService = await raw("/functions/v1/mail-relay", {
      method: "POST",
      token: serviceRoleKey(),
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(asService.status).toBe(503);
    expect(((await asService.json()) as { message: string }).message).toBe(
      "Envoi des e-mails non configuré (MAIL_RELAY_URL, MAIL_RELAY_TOKEN, MAIL_FROM)",
    );
  });
});
