// Mail bounces and complaints (issue 33, docs/rules/talents-documents.md#push-marketing): the relay
// records the id the provider answered (public.mail_outbox_mark's third argument); the provider's
// events find the mail by it. A bounce marks the mail and turns a push recipient « Non distribué »
// with its reason, once however often it comes; the relay's 5th failed attempt turns the recipient
// « Échec » with the last error; a complaint opts the contact out. Service role only. Direct
// engine, each test rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, asSystem, one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Mail = { id: string; recipient: string; entity_id: string };

/** A campaign of one talent (with an anonymous resume) sent by marketing to three new contacts; its mails. */
async function sentCampaign(q: Query) {
  const talent = await one<{ id: string }>(
    q,
    "select id from public.talent where workspace_id = $1 order by id limit 1",
    [RENFORT],
  );
  await q(
    `with n as (select gen_random_uuid() as id)
     insert into public.talent_anonymous_document (id, workspace_id, talent_id, kind, bio_text, storage_path)
     select n.id, $1::uuid, $2::uuid, 'resume', 'Coffreur.', $1::text || '/' || $2::text || '/resume-' || n.id || '.pdf' from n`,
    [RENFORT, talent.id],
  );
  const company = await one<{ id: string }>(
    q,
    "insert into public.company (workspace_id, name) values ($1, 'Rebonds BTP') returning id",
    [RENFORT],
  );
  const contacts: string[] = [];
  for (const first of ["Anna", "Basile", "Célia"]) {
    const c = await one<{ id: string }>(
      q,
      `insert into public.contact (workspace_id, company_id, first_name, last_name, email, roles)
       values ($1, $2, $3::text, 'Rebond', lower($3::text) || '.rebond@btp.test', '{decision_maker}') returning id`,
      [RENFORT, company.id, first],
    );
    contacts.push(c.id);
  }
  await as(q, "marketing");
  const campaign = await one<{ id: string }>(q, "select id from public.save_push_campaign($1::jsonb, $2::uuid[])", [
    JSON.stringify({ name: "Rebonds", subject: "Des profils", body: "Bonjour {prenom}", talent_ids: [talent.id] }),
    contacts,
  ]);
  await q("select public.send_push_campaign($1)", [campaign.id]);
  await asSystem(q);
  const mails = (
    await q<Mail>(
      `select o.id, o.recipient, o.entity_id from public.mail_outbox o
       join public.push_campaign_recipient r on r.id = o.entity_id
       where o.entity = 'push_campaign_recipient' and r.campaign_id = $1 order by o.recipient`,
      [campaign.id],
    )
  ).rows;
  return { campaign: campaign.id, mails, contacts };
}

const counts = (q: Query, campaign: string) =>
  one(q, "select sent_count, failed_count from public.push_campaign where id = $1", [campaign]);
const recipient = (q: Query, id: string) =>
  one(q, "select status, failure_reason from public.push_campaign_recipient where id = $1", [id]);

describe("mail bounces", () => {
  it("a bounce marks the mail and the recipient « Non distribué », once; the others stay sent — R:TAL-PUSH-BOUNCE", async () => {
    await db.system(async (q) => {
      const { campaign, mails } = await sentCampaign(q);
      const [anna, basile, celia] = mails;
      await q("select public.mail_outbox_mark($1, null, $2)", [anna.id, "re_anna"]);
      await q("select public.mail_outbox_mark($1, null, 're_basile')", [basile.id]);
      await q("select public.mail_outbox_mark($1)", [celia.id]); // the former call, no id: still sent
      expect(
        await one(q, "select sent_at is not null as sent, provider_message_id from public.mail_outbox where id = $1", [
          celia.id,
        ]),
      ).toEqual({ sent: true, provider_message_id: null });

      const bounce = (id: string, reason: string | null) =>
        one<{ r: unknown }>(q, "select public.mail_outbox_bounce($1, $2) as r", [id, reason]);
      expect((await bounce("re_anna", "550 5.1.1 Mailbox does not exist")).r).toEqual({ found: true, bounced: true });
      expect(await recipient(q, anna.entity_id)).toEqual({
        status: "bounced",
        failure_reason: "Adresse refusée par le serveur du destinataire : 550 5.1.1 Mailbox does not exist",
      });
      expect(
        await one(q, "select bounced_at is not null as bounced, bounce_reason from public.mail_outbox where id = $1", [
          anna.id,
        ]),
      ).toEqual({ bounced: true, bounce_reason: "550 5.1.1 Mailbox does not exist" });
      expect(await counts(q, campaign)).toEqual({ sent_count: 2, failed_count: 1 });
      // repeated: nothing changes
      expect((await bounce("re_anna", "autre raison")).r).toEqual({ found: true, bounced: false });
      expect(await counts(q, campaign)).toEqual({ sent_count: 2, failed_count: 1 });
      expect((await recipient(q, anna.entity_id)).failure_reason).toContain("Mailbox does not exist");
      // unknown id, empty id: nothing
      expect((await bounce("re_inconnu", "x")).r).toEqual({ found: false, bounced: false });
      expect((await bounce("", "x")).r).toEqual({ found: false, bounced: false });
      expect(await recipient(q, basile.entity_id)).toEqual({ status: "sent", failure_reason: null });
      // without a reason, the sentence stands alone
      await bounce("re_basile", null);
      expect((await recipient(q, basile.entity_id)).failure_reason).toBe(
        "Adresse refusée par le serveur du destinataire",
      );
    });
  });

  it("the relay's 5th failed attempt turns the recipient « Échec » with the last error — R:TAL-PUSH-RELAY-FAILURE", async () => {
    await db.system(async (q) => {
      const { campaign, mails } = await sentCampaign(q);
      const [anna] = mails;
      for (let i = 1; i <= 4; i++) await q("select public.mail_outbox_mark($1, $2)", [anna.id, `HTTP 503 essai ${i}`]);
      expect((await recipient(q, anna.entity_id)).status).toBe("sent");
      await q("select public.mail_outbox_mark($1, 'HTTP 422 adresse refusée')", [anna.id]);
      expect(await recipient(q, anna.entity_id)).toEqual({
        status: "failed",
        failure_reason: "Envoi abandonné après 5 tentatives : HTTP 422 adresse refusée",
      });
      expect(await counts(q, campaign)).toEqual({ sent_count: 2, failed_count: 1 });
      // the relay no longer gets it
      const pending = await q<{ id: string }>("select id from public.mail_outbox_pending(100)");
      expect(pending.rows.map((r) => r.id)).not.toContain(anna.id);
    });
  });

  it("a complaint opts the contact out of marketing mails, idempotent — R:TAL-PUSH-COMPLAINT", async () => {
    await db.system(async (q) => {
      const { mails, contacts } = await sentCampaign(q);
      await q("select public.mail_outbox_mark($1, null, 're_plainte')", [mails[0].id]);
      expect((await one<{ r: unknown }>(q, "select public.mail_outbox_complaint('re_plainte') as r")).r).toEqual({
        found: true,
        opted_out: 1,
      });
      expect((await one<{ r: unknown }>(q, "select public.mail_outbox_complaint('re_plainte') as r")).r).toEqual({
        found: true,
        opted_out: 0,
      });
      expect(
        await one(
          q,
          "select marketing_opt_out, marketing_opt_out_at is not null as since from public.contact where id = $1",
          [contacts[0]],
        ),
      ).toEqual({ marketing_opt_out: true, since: true });
    });
  });

  it("only the service role calls them", async () => {
    await db.system(async (q) => {
      await as(q, "dev");
      for (const call of [
        "select public.mail_outbox_bounce('x', 'y')",
        "select public.mail_outbox_complaint('x')",
        "select public.mail_outbox_mark(gen_random_uuid(), null, 'x')",
      ])
        expect(await failureMessage(q, () => q(call))).toMatch(/permission denied/);
    });
  });
});
