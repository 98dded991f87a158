// The scheduler sends the scheduled e-mails (issue 33, docs/rules/requests.md#scheduled-emails):
// private.run_scheduled_email_sends(p_now), run by public.run_time_based_transitions(), writes one
// mail_outbox row per address and records the outcome, never in quiet hours (21 h–8 h and Sunday,
// Paris time: private.scheduled_email_may_send_at). The instant is a parameter, so fixed instants
// stand for the clock. Direct engine, each test rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

// a Monday morning in Paris, before the seed's e-mails (programmed from today on)
const MONDAY = "2026-01-05T10:00:00+01:00";

const mayAt = async (q: Query, at: string) =>
  (await one<{ ok: boolean }>(q, "select private.scheduled_email_may_send_at($1::timestamptz) as ok", [at])).ok;

const run = async (q: Query, at: string) =>
  (await one<{ r: Record<string, number> }>(q, "select private.run_scheduled_email_sends($1::timestamptz) as r", [at]))
    .r;

async function talentWithEmail(q: Query, skip: string[] = []) {
  return one<{ id: string; email: string }>(
    q,
    `select id, email from public.talent where workspace_id = $1 and email is not null and not (id = any($2::uuid[]))
     order by id limit 1`,
    [RENFORT, skip],
  );
}

async function email(
  q: Query,
  values: { talent?: string; pool?: string; status: string; sendAt: string; author?: string },
) {
  return (
    await one<{ id: string }>(
      q,
      `insert into public.scheduled_email (workspace_id, talent_id, hiring_pool_id, subject, content, sender_identity, send_at, status, created_by)
       values ($1, $2, $3, 'Une mission près de chez vous', 'Bonjour, une mission vous attend.', 'Renfort — Lyon', $4, $5, $6)
       returning id`,
      [RENFORT, values.talent ?? null, values.pool ?? null, values.sendAt, values.status, values.author ?? null],
    )
  ).id;
}

const state = (q: Query, id: string) =>
  one<{ status: string; recipients_count: number | null; failure_reason: string | null; sent: boolean }>(
    q,
    "select status, recipients_count, failure_reason, sent_at is not null as sent from public.scheduled_email where id = $1",
    [id],
  );

const outbox = async (q: Query, id: string) =>
  (
    await q<{ recipient: string; subject: string; body: string; kind: string }>(
      "select recipient, subject, body, kind from public.mail_outbox where entity = 'scheduled_email' and entity_id = $1 order by recipient",
      [id],
    )
  ).rows;

describe("quiet hours of scheduled e-mails", () => {
  it("allow 8 h to 21 h on Monday to Saturday, Paris time — R:REQ-MAIL-QUIET-HOURS", async () => {
    await db.system(async (q) => {
      expect(await mayAt(q, "2026-11-28T20:59:00+01:00")).toBe(true); // Saturday
      expect(await mayAt(q, "2026-11-28T21:00:00+01:00")).toBe(false);
      expect(await mayAt(q, "2026-11-29T12:00:00+01:00")).toBe(false); // Sunday
      expect(await mayAt(q, "2026-11-30T07:59:00+01:00")).toBe(false); // Monday
      expect(await mayAt(q, "2026-11-30T08:00:00+01:00")).toBe(true);
    });
  });

  it("follow Paris's clock across the changes of time — R:REQ-MAIL-QUIET-HOURS", async () => {
    await db.system(async (q) => {
      // 06:30 UTC is 07:30 in Paris in winter, 08:30 after the change of 29 March 2026
      expect(await mayAt(q, "2026-03-23T06:30:00Z")).toBe(false);
      expect(await mayAt(q, "2026-03-30T06:30:00Z")).toBe(true);
      expect(await mayAt(q, "2026-03-30T05:59:00Z")).toBe(false); // 07:59 CEST
      // 19:00 UTC is 21:00 in Paris before the change of 25 October 2026, 20:00 after
      expect(await mayAt(q, "2026-10-24T19:00:00Z")).toBe(false);
      expect(await mayAt(q, "2026-10-23T18:59:00Z")).toBe(true);
      expect(await mayAt(q, "2026-10-26T19:00:00Z")).toBe(true);
      expect(await mayAt(q, "2026-10-25T10:00:00Z")).toBe(false); // Sunday
    });
  });
});

describe("the scheduler sends the due e-mails", () => {
  it("sends a talent's e-mail to the talent's address, fails one without address, leaves the rest", async () => {
    await db.system(async (q) => {
      const talent = await talentWithEmail(q);
      const bare = await talentWithEmail(q, [talent.id]);
      await q("update public.talent set email = null where id = $1", [bare.id]);
      const due = await email(q, { talent: talent.id, status: "scheduled", sendAt: "2026-01-05T09:00:00+01:00" });
      const noAddress = await email(q, { talent: bare.id, status: "scheduled", sendAt: "2026-01-05T09:30:00+01:00" });
      const canceled = await email(q, { talent: talent.id, status: "canceled", sendAt: "2026-01-05T09:00:00+01:00" });
      const draft = await email(q, { talent: talent.id, status: "draft", sendAt: "2026-01-05T09:00:00+01:00" });
      const later = await email(q, { talent: talent.id, status: "scheduled", sendAt: "2026-01-05T11:00:00+01:00" });

      expect(await run(q, MONDAY)).toEqual({
        "scheduled_email:sent": 1,
        "scheduled_email:partially_failed": 0,
        "scheduled_email:failed": 1,
      });

      expect(await state(q, due)).toEqual({ status: "sent", recipients_count: 1, failure_reason: null, sent: true });
      const [mail, ...others] = await outbox(q, due);
      expect(others).toEqual([]);
      expect(mail).toMatchObject({
        recipient: talent.email.trim().toLowerCase(),
        subject: "Une mission près de chez vous",
        kind: "scheduled_email",
      });
      expect(mail.body).toMatch(
        /^Bonjour, une mission vous attend\.\n\nRenfort — Lyon\n\nVous ne souhaitez plus recevoir nos e-mails \? Se désabonner : http:\/\/localhost:8080\/functions\/v1\/push-links\/unsubscribe\?token=[\w-]+$/,
      );
      expect(await state(q, noAddress)).toEqual({
        status: "failed",
        recipients_count: 0,
        failure_reason: "Le talent n'a pas d'adresse e-mail",
        sent: false,
      });
      expect(await outbox(q, noAddress)).toEqual([]);
      for (const [id, status] of [
        [canceled, "canceled"],
        [draft, "draft"],
        [later, "scheduled"],
      ]) {
        expect((await state(q, id)).status).toBe(status);
        expect(await outbox(q, id)).toEqual([]);
      }
      // a second run sends nothing twice
      expect(await run(q, MONDAY)).toEqual({
        "scheduled_email:sent": 0,
        "scheduled_email:partially_failed": 0,
        "scheduled_email:failed": 0,
      });
      expect(await outbox(q, due)).toHaveLength(1);
    });
  });

  it("sends a campaign to each member of the pool that has an address — R:REQ-MAIL-PARTIAL", async () => {
    await db.system(async (q) => {
      const a = await talentWithEmail(q);
      const b = await talentWithEmail(q, [a.id]);
      const c = await talentWithEmail(q, [a.id, b.id]);
      await q("update public.talent set email = null where id = $1", [c.id]);
      const pool = await one<{ id: string }>(
        q,
        "insert into public.hiring_pool (workspace_id, name) values ($1, 'Coffreurs de Lyon') returning id",
        [RENFORT],
      );
      await q(
        "insert into public.talent_hiring_pool (workspace_id, talent_id, hiring_pool_id) select $1, unnest($2::uuid[]), $3",
        [RENFORT, [a.id, b.id, c.id], pool.id],
      );
      const campaign = await email(q, { pool: pool.id, status: "scheduled", sendAt: "2026-01-05T09:00:00+01:00" });
      const empty = await one<{ id: string }>(
        q,
        "insert into public.hiring_pool (workspace_id, name) values ($1, 'Vivier vide') returning id",
        [RENFORT],
      );
      const nobody = await email(q, { pool: empty.id, status: "scheduled", sendAt: "2026-01-05T09:00:00+01:00" });

      await run(q, MONDAY);

      // c has no address: the others got it, the e-mail says so
      expect(await state(q, campaign)).toMatchObject({
        status: "partially_failed",
        recipients_count: 2,
        failure_reason: "1 talent(s) du vivier sans adresse e-mail valide",
      });
      expect((await outbox(q, campaign)).map((m) => m.recipient)).toEqual(
        [a.email, b.email].map((e) => e.trim().toLowerCase()).sort(),
      );
      expect(await state(q, nobody)).toMatchObject({
        status: "failed",
        recipients_count: 0,
        failure_reason: "Aucun talent du vivier n'a d'adresse e-mail",
      });
    });
  });

  it("sends a dynamic pool's campaign to its criteria's matches, as its author may see them — R:TAL-POOL-CAMPAIGN", async () => {
    await db.system(async (q) => {
      const a = await talentWithEmail(q);
      const { job_id } = await one<{ job_id: string }>(
        q,
        "select job_id from public.talent_job where talent_id = $1 order by is_main desc limit 1",
        [a.id],
      );
      const pool = await one<{ id: string }>(
        q,
        `insert into public.hiring_pool (workspace_id, name, is_dynamic, criteria)
         values ($1, 'Dynamique par métier', true, jsonb_build_object('args', jsonb_build_object('p_job_ids', jsonb_build_array($2::uuid))))
         returning id`,
        [RENFORT, job_id],
      );
      const at = "2026-01-05T09:00:00+01:00";
      const campaign = await email(q, {
        pool: pool.id,
        status: "scheduled",
        sendAt: at,
        author: account("marketing").userId,
      });
      const orphan = await email(q, { pool: pool.id, status: "scheduled", sendAt: at });

      await run(q, MONDAY);

      const sent = await state(q, campaign);
      expect(sent.status).toMatch(/^(sent|partially_failed)$/);
      expect(sent.recipients_count).toBeGreaterThan(0);
      expect((await outbox(q, campaign)).map((m) => m.recipient)).toContain(a.email.trim().toLowerCase());
      // without an author, the search sees no workspace: nobody, said so
      expect(await state(q, orphan)).toMatchObject({ status: "failed", recipients_count: 0 });
      // the scheduler's own identity is back after the search
      expect((await one<{ sub: string | null }>(q, "select auth.uid()::text as sub")).sub).toBeNull();
    });
  });

  it("waits for the end of quiet hours, then sends — R:REQ-MAIL-QUIET-HOURS", async () => {
    await db.system(async (q) => {
      const talent = await talentWithEmail(q);
      const id = await email(q, { talent: talent.id, status: "scheduled", sendAt: "2026-01-03T20:30:00+01:00" });
      expect(await run(q, "2026-01-03T21:00:00+01:00")).toEqual({
        "scheduled_email:sent": 0,
        "scheduled_email:partially_failed": 0,
        "scheduled_email:failed": 0,
      });
      expect(await run(q, "2026-01-04T12:00:00+01:00")).toEqual({
        "scheduled_email:sent": 0,
        "scheduled_email:partially_failed": 0,
        "scheduled_email:failed": 0,
      });
      expect(await run(q, "2026-01-05T07:45:00+01:00")).toEqual({
        "scheduled_email:sent": 0,
        "scheduled_email:partially_failed": 0,
        "scheduled_email:failed": 0,
      });
      expect((await state(q, id)).status).toBe("scheduled");
      expect(await run(q, "2026-01-05T08:00:00+01:00")).toEqual({
        "scheduled_email:sent": 1,
        "scheduled_email:partially_failed": 0,
        "scheduled_email:failed": 0,
      });
      expect((await state(q, id)).status).toBe("sent");
    });
  });

  it("fills the variables per talent, skips and counts the opted-out ones, and their link opts them out — R:REQ-MAIL-VARIABLES, R:REQ-MAIL-OPTED-OUT, R:REQ-MAIL-UNSUBSCRIBE", async () => {
    await db.system(async (q) => {
      const a = await talentWithEmail(q);
      const b = await talentWithEmail(q, [a.id]);
      await q("update public.talent set first_name = 'Inès' where id = $1", [a.id]);
      await q("update public.talent set marketing_opt_out_at = now() where id = $1", [b.id]);
      const pool = await one<{ id: string }>(
        q,
        "insert into public.hiring_pool (workspace_id, name) values ($1, 'Variables') returning id",
        [RENFORT],
      );
      await q(
        "insert into public.talent_hiring_pool (workspace_id, talent_id, hiring_pool_id) select $1, unnest($2::uuid[]), $3",
        [RENFORT, [a.id, b.id], pool.id],
      );
      const id = (
        await one<{ id: string }>(
          q,
          `insert into public.scheduled_email (workspace_id, hiring_pool_id, subject, content, send_at, status)
           values ($1, $2, '{prenom}, une mission de {metier}', 'Bonjour {prenom}, à {ville}. Plus d''offres : {lien}', $3, 'scheduled')
           returning id`,
          [RENFORT, pool.id, "2026-01-05T09:00:00+01:00"],
        )
      ).id;
      await run(q, MONDAY);
      const expected = await one<{ job: string | null; city: string | null }>(
        q,
        `select (select j.name from public.talent_job tj join public.job j on j.id = tj.job_id where tj.talent_id = t.id
                 order by tj.is_main desc, tj.created_at limit 1) as job,
                (select ad.city from public.address ad where ad.id = t.address_id) as city
         from public.talent t where t.id = $1`,
        [a.id],
      );
      const [mail, ...others] = await outbox(q, id);
      expect(others).toEqual([]);
      expect(mail.subject).toBe(`Inès, une mission de ${expected.job ?? ""}`);
      expect(mail.body).toMatch(new RegExp(`^Bonjour Inès, à ${expected.city ?? ""}\\. Plus d'offres : http`));
      expect(mail.body).not.toMatch(/\{(prenom|metier|ville|lien)\}/);
      expect(
        await one(q, "select status, recipients_count, opted_out_count from public.scheduled_email where id = $1", [
          id,
        ]),
      ).toEqual({ status: "sent", recipients_count: 1, opted_out_count: 1 });

      const token = /unsubscribe\?token=([\w-]+)/.exec(mail.body)?.[1];
      await q("select set_config('role', 'anon', true)");
      const r = await one<{ r: unknown }>(q, "select public.answer_marketing_link($1, 'unsubscribe') as r", [token]);
      await q("reset role");
      expect(r.r).toEqual({ ok: true, action: "unsubscribe", who: "talent" });
      expect(
        await one(q, "select marketing_opt_out_at is not null as out from public.talent where id = $1", [a.id]),
      ).toEqual({ out: true });
    });
  });

  it("fails a talent's e-mail when the talent opted out — R:REQ-MAIL-OPTED-OUT", async () => {
    await db.system(async (q) => {
      const talent = await talentWithEmail(q);
      await q("update public.talent set marketing_opt_out_at = now() where id = $1", [talent.id]);
      const id = await email(q, { talent: talent.id, status: "scheduled", sendAt: "2026-01-05T09:00:00+01:00" });
      await run(q, MONDAY);
      expect(await state(q, id)).toMatchObject({
        status: "failed",
        recipients_count: 0,
        failure_reason: "Le talent s'est désabonné des e-mails marketing",
      });
      expect(await outbox(q, id)).toEqual([]);
    });
  });

  it("is a step of the scheduled job — R:REQ-MAIL-SCHEDULED-JOB", async () => {
    await db.system(async (q) => {
      const r = (await one<{ r: Record<string, number> }>(q, "select public.run_time_based_transitions() as r")).r;
      expect(r).toHaveProperty("scheduled_email:sent");
      expect(r).toHaveProperty("scheduled_email:failed");
      expect(r).toHaveProperty("push_campaign:sent");
    });
  });
});
