// Push marketing (issue 33, docs/rules/talents-documents.md#push-marketing): marketing saves a
// campaign of anonymous profiles for client contacts (public.save_push_campaign), sends it
// (public.send_push_campaign: one outbox mail per contact, each talent's anonymous resume
// attached, opted-out contacts skipped and counted), and the contacts answer by the mails'
// one-click links (public.answer_marketing_link, anonymous). Programmed campaigns leave with the
// scheduler, never in quiet hours. Direct engine, each test rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbError, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, asSystem, one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Outbox = { recipient: string; subject: string; body: string; link: string; attachments: { path: string }[] };

/** Two talents of Renfort, each with an anonymous resume; a company with four contacts, the fourth opted out. */
async function fixtures(q: Query) {
  const talents = (
    await q<{ id: string }>("select id from public.talent where workspace_id = $1 order by id limit 2", [RENFORT])
  ).rows.map((r) => r.id);
  for (const id of talents)
    await q(
      `with n as (select gen_random_uuid() as id)
       insert into public.talent_anonymous_document (id, workspace_id, talent_id, kind, bio_text, storage_path)
       select n.id, $1::uuid, $2::uuid, 'resume', 'Coffreur expérimenté.', $1::text || '/' || $2::text || '/resume-' || n.id || '.pdf' from n`,
      [RENFORT, id],
    );
  const company = await one<{ id: string; name: string }>(
    q,
    "insert into public.company (workspace_id, name) values ($1, 'Bâtiments du Rhône') returning id, name",
    [RENFORT],
  );
  const contacts: string[] = [];
  for (const [first, optedOut] of [
    ["Alice", false],
    ["Bruno", false],
    ["Chloé", false],
    ["Denis", true],
  ] as const) {
    const c = await one<{ id: string }>(
      q,
      `insert into public.contact (workspace_id, company_id, first_name, last_name, email, job_title, roles, marketing_opt_out_at)
       values ($1, $2, $3::text, 'Martin', lower($3::text) || '.push@btp-rhone.test', 'Directeur de travaux', '{decision_maker}', $4)
       returning id`,
      [RENFORT, company.id, first, optedOut ? "2026-01-01T00:00:00Z" : null],
    );
    contacts.push(c.id);
  }
  return { talents, company, contacts };
}

const save = (q: Query, values: Record<string, unknown>, contacts: string[]) =>
  one<{ id: string; status: string; recipients_count: number }>(
    q,
    "select * from public.save_push_campaign($1::jsonb, $2::uuid[])",
    [JSON.stringify(values), contacts],
  );

const template = (talents: string[]) => ({
  name: "Coffreurs disponibles",
  subject: "{prenom}, des profils pour {entreprise}",
  body: "Bonjour {prenom} {nom},\n\nEn tant que {metier}, ces profils pourraient vous intéresser :\n{profils}",
  talent_ids: talents,
  base_url: "http://localhost:8080",
});

const outbox = async (q: Query, campaign: string) => {
  await asSystem(q);
  return (
    await q<Outbox>(
      `select o.recipient, o.subject, o.body, o.link, o.attachments from public.mail_outbox o
       join public.push_campaign_recipient r on r.id = o.entity_id
       where o.entity = 'push_campaign_recipient' and r.campaign_id = $1 order by o.recipient`,
      [campaign],
    )
  ).rows;
};

const tokenOf = (mail: Outbox) => new URL(mail.link).searchParams.get("token") as string;

const answer = async (q: Query, token: string, action: string, order = false) => {
  await q("select set_config('role', 'anon', true), set_config('request.jwt.claims', '', true)");
  const r = await one<{ r: Record<string, unknown> }>(q, "select public.answer_marketing_link($1, $2, $3) as r", [
    token,
    action,
    order,
  ]);
  await asSystem(q);
  return r.r;
};

describe("a push campaign", () => {
  it("sends one mail per contact with the resumes attached, skips and counts the opted-out contact — R:TAL-PUSH-MAILS, R:TAL-PUSH-SEND-NOW, R:TAL-PUSH-OPT-OUT", async () => {
    await db.system(async (q) => {
      const f = await fixtures(q);
      await as(q, "marketing");
      const campaign = await save(q, template(f.talents), f.contacts);
      expect(campaign).toMatchObject({ status: "draft", recipients_count: 4 });
      const r = await one<{ r: { sent: number; remaining: number } }>(q, "select public.send_push_campaign($1) as r", [
        campaign.id,
      ]);
      expect(r.r).toMatchObject({ sent: 3, remaining: 0 });

      const mails = await outbox(q, campaign.id);
      expect(mails.map((m) => m.recipient)).toEqual([
        "alice.push@btp-rhone.test",
        "bruno.push@btp-rhone.test",
        "chloé.push@btp-rhone.test",
      ]);
      for (const mail of mails) {
        expect(mail.attachments.map((a) => a.path.split("/")[1])).toEqual(f.talents);
        expect(mail.subject).toMatch(/^(Alice|Bruno|Chloé), des profils pour Bâtiments du Rhône$/);
        expect(mail.body).toContain("En tant que Directeur de travaux");
        expect(mail.body).toMatch(/- Profil 1 : .*\n- Profil 2 : /);
        expect(mail.body).toContain(`/functions/v1/push-links/interested?token=${tokenOf(mail)}`);
        expect(mail.body).toContain(`/functions/v1/push-links/unsubscribe?token=${tokenOf(mail)}`);
        expect(mail.body).not.toMatch(/\{(prenom|nom|metier|entreprise|profils)\}/);
      }
      // anonymous: no talent's name in any mail
      const names = (
        await q<{ first_name: string; last_name: string }>(
          "select first_name, last_name from public.talent where id = any($1)",
          [f.talents],
        )
      ).rows;
      for (const mail of mails)
        for (const n of names) expect(mail.body).not.toContain(`${n.first_name} ${n.last_name}`);

      expect(
        await one(
          q,
          "select status, recipients_count, sent_count, opted_out_count, sent_at is not null as sent from public.push_campaign where id = $1",
          [campaign.id],
        ),
      ).toEqual({ status: "sent", recipients_count: 4, sent_count: 3, opted_out_count: 1, sent: true });
      expect(
        (
          await q<{ status: string }>(
            "select status from public.push_campaign_recipient where campaign_id = $1 order by status",
            [campaign.id],
          )
        ).rows.map((x) => x.status),
      ).toEqual(["sent", "sent", "sent", "opted_out"]);
    });
  });

  it("refuses to send a talent without anonymous resume, naming them — R:TAL-PUSH-MAILS", async () => {
    await db.system(async (q) => {
      const f = await fixtures(q);
      const bare = await one<{ id: string; first_name: string; last_name: string }>(
        q,
        `select t.id, t.first_name, t.last_name from public.talent t where t.workspace_id = $1 and not (t.id = any($2))
           and not exists (select 1 from public.talent_anonymous_document d where d.talent_id = t.id) order by t.id limit 1`,
        [RENFORT, f.talents],
      );
      await as(q, "marketing");
      const campaign = await save(q, template([...f.talents, bare.id]), f.contacts);
      const e = await dbError(q("select public.send_push_campaign($1)", [campaign.id]));
      expect(e.message).toBe(`Pas de CV anonyme pour : ${bare.first_name} ${bare.last_name}`);
    });
  });

  it("« intéressé » records the interest, tells the author and creates the draft order when asked — R:TAL-PUSH-INTERESTED", async () => {
    await db.system(async (q) => {
      const f = await fixtures(q);
      await as(q, "marketing");
      const campaign = await save(q, template(f.talents), f.contacts);
      await q("select public.send_push_campaign($1)", [campaign.id]);
      const [alice, bruno] = await outbox(q, campaign.id);

      expect(await answer(q, tokenOf(alice), "interested")).toMatchObject({ ok: true, ordered: false });
      expect(await answer(q, tokenOf(alice), "interested")).toMatchObject({ ok: true }); // idempotent
      expect(await answer(q, tokenOf(bruno), "interested", true)).toMatchObject({ ok: true, ordered: true });
      expect(await answer(q, "not-a-token", "interested")).toEqual({ ok: false });

      expect(await one(q, "select interested_count from public.push_campaign where id = $1", [campaign.id])).toEqual({
        interested_count: 2,
      });
      const notes = (
        await q<{ title: string; link: string }>(
          `select n.title, n.data ->> 'link' as link from public.notification n
           join public.team_member tm on tm.id = n.recipient_id
           join public.auth_user u on u.id = tm.auth_user_id
           where u.email = 'marketing@renfort.test' and n.data ->> 'push_campaign_id' = $1 order by n.created_at, n.title`,
          [campaign.id],
        )
      ).rows;
      expect(notes).toHaveLength(2);
      expect(notes[0].link).toBe(`/talents/push-marketing?open=${campaign.id}`);
      expect(notes.map((n) => n.title).join(" | ")).toContain("Bruno Martin (Bâtiments du Rhône) est intéressé(e)");

      const missions = (
        await q<{ status: string; company_id: string; lead_contact_id: string }>(
          "select status, company_id, lead_contact_id from public.mission where company_id = $1",
          [f.company.id],
        )
      ).rows;
      expect(missions).toEqual([{ status: "draft", company_id: f.company.id, lead_contact_id: f.contacts[1] }]);
      // a second click does not order twice
      await answer(q, tokenOf(bruno), "interested", true);
      expect((await q("select 1 from public.mission where company_id = $1", [f.company.id])).rows).toHaveLength(1);
    });
  });

  it("« se désabonner » opts the contact out, and the next push skips them — R:TAL-PUSH-OPT-OUT", async () => {
    await db.system(async (q) => {
      const f = await fixtures(q);
      await as(q, "marketing");
      const first = await save(q, template(f.talents), f.contacts.slice(0, 3));
      await q("select public.send_push_campaign($1)", [first.id]);
      const [alice] = await outbox(q, first.id);
      expect(await answer(q, tokenOf(alice), "unsubscribe")).toMatchObject({ ok: true, who: "contact" });
      expect(
        await one(
          q,
          "select marketing_opt_out, marketing_opt_out_at is not null as at from public.contact where id = $1",
          [f.contacts[0]],
        ),
      ).toEqual({ marketing_opt_out: true, at: true });

      await as(q, "marketing");
      const second = await save(q, template(f.talents), f.contacts.slice(0, 3));
      await q("select public.send_push_campaign($1)", [second.id]);
      expect((await outbox(q, second.id)).map((m) => m.recipient)).toEqual([
        "bruno.push@btp-rhone.test",
        "chloé.push@btp-rhone.test",
      ]);
      expect(await one(q, "select opted_out_count from public.push_campaign where id = $1", [second.id])).toEqual({
        opted_out_count: 1,
      });
    });
  });

  it("a programmed campaign leaves with the scheduler at its time, never in quiet hours — R:TAL-PUSH-SCHEDULED", async () => {
    await db.system(async (q) => {
      const f = await fixtures(q);
      // a weekday at 10:00 Paris time, two to four days ahead
      const at = (
        await one<{ at: string }>(
          q,
          `select (d + time '10:00') at time zone 'Europe/Paris' as at
           from (select (now() at time zone 'Europe/Paris')::date + 2 as d0) x,
           lateral (select case when extract(isodow from x.d0) = 7 then x.d0 + 1 else x.d0 end as d) y`,
        )
      ).at;
      const iso = new Date(at).toISOString();
      await as(q, "marketing");
      const campaign = await save(q, { ...template(f.talents), status: "scheduled", scheduled_at: iso }, f.contacts);
      expect(campaign.status).toBe("scheduled");
      await asSystem(q);
      const run = async (offsetMinutes: number) =>
        (
          await one<{ r: Record<string, number> }>(q, "select private.run_push_campaign_sends($1::timestamptz) as r", [
            new Date(Date.parse(iso) + offsetMinutes * 60_000).toISOString(),
          ])
        ).r;
      expect(await run(-1)).toEqual({ "push_campaign:sent": 0, "push_campaign:mails": 0 });
      expect(await run(12 * 60)).toEqual({ "push_campaign:sent": 0, "push_campaign:mails": 0 }); // 22:00
      expect(
        (await one<{ status: string }>(q, "select status from public.push_campaign where id = $1", [campaign.id]))
          .status,
      ).toBe("scheduled");
      expect(await run(5)).toEqual({ "push_campaign:sent": 1, "push_campaign:mails": 3 });
      expect(await outbox(q, campaign.id)).toHaveLength(3);
      expect(await run(10)).toEqual({ "push_campaign:sent": 0, "push_campaign:mails": 0 });
    });
  });

  it("refuses a programmed date in quiet hours or too soon — R:TAL-PUSH-SCHEDULED", async () => {
    await db.system(async (q) => {
      const f = await fixtures(q);
      await as(q, "marketing");
      const soon = await dbError(
        save(q, { ...template(f.talents), status: "scheduled", scheduled_at: new Date().toISOString() }, f.contacts),
      );
      expect(soon.message).toBe("L'envoi doit être programmé au moins 5 minutes à l'avance");
    });
  });

  it("is invisible to a partner workspace, and closed to roles without the screen — R:TAL-PUSH-ROLES", async () => {
    await db.system(async (q) => {
      const f = await fixtures(q);
      await as(q, "marketing");
      const campaign = await save(q, template(f.talents), f.contacts);
      await as(q, "partenaire");
      expect((await q("select id from public.push_campaign where id = $1", [campaign.id])).rows).toEqual([]);
      expect(
        (await q("select id from public.push_campaign_recipient where campaign_id = $1", [campaign.id])).rows,
      ).toEqual([]);
      await as(q, "csm");
      expect((await q("select id from public.push_campaign where id = $1", [campaign.id])).rows).toEqual([]);
      await as(q, "partenaire");
      const e = await dbError(q("select public.send_push_campaign($1)", [campaign.id]));
      expect(e.message).toBe("Campagne introuvable");
    });
  });

  it("keeps the counts and the sending's columns to the system", async () => {
    await db.system(async (q) => {
      const f = await fixtures(q);
      await as(q, "marketing");
      const campaign = await save(q, template(f.talents), f.contacts);
      await q("update public.push_campaign set sent_count = 99, interested_count = 5 where id = $1", [campaign.id]);
      await q(
        "update public.push_campaign_recipient set status = 'sent', interested_at = now() where campaign_id = $1",
        [campaign.id],
      );
      expect(
        await one(q, "select sent_count, interested_count from public.push_campaign where id = $1", [campaign.id]),
      ).toEqual({ sent_count: 0, interested_count: 0 });
      expect(
        (
          await q("select 1 from public.push_campaign_recipient where campaign_id = $1 and status = 'pending'", [
            campaign.id,
          ])
        ).rows,
      ).toHaveLength(4);
      const e = await dbError(q("update public.push_campaign set status = 'sent' where id = $1", [campaign.id]));
      expect(e.message).toMatch(/Brouillon.*Envoyée|Envoyée/);
    });
  });
});
