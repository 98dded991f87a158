// The back office of timesheets at the database: one save function for a week and its days,
// the rules a day must keep (inside its contract with the souplesse, 10 h a day and 48 h a
// week per talent across all their contracts), the signer's checks, the signature e-mail,
// the unlock by accounting only, and the contest rounds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempt, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, draftContract, one } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const APP = "http://localhost:5173";

type Day = Record<string, unknown>;
const day = (date: string, start = "08:00", end = "16:00", pause = 60): Day => ({
  date,
  start_time: start,
  end_time: end,
  break_minutes: pause,
});

async function error(q: Query, fn: () => Promise<unknown>) {
  const r = await attempt(q, fn);
  return r.ok ? null : r.error.message;
}

const save = (q: Query, contractId: unknown, week: string, days: Day[], comment: string | null = null) =>
  one<{ id: string; status: string; total_hours: string; hours_normal: string; signature_round: number }>(
    q,
    "select * from public.save_timesheet_week($1, $2, $3::jsonb, $4)",
    [contractId, week, JSON.stringify(days), comment],
  );

/** A contract of 10 working days (7 to 18 December 2026): souplesse of 2 days, to the 22nd. */
const shortContract = (q: Query, values: Record<string, unknown> = {}) =>
  draftContract(q, "consultant", { start_date: "2026-12-07", end_date: "2026-12-18", ...values });

describe("save_timesheet_week", () => {
  it("creates the week and its days in one call, computes the split, and removes an emptied day — R:TS-SPLIT", async () => {
    await db.system(async (q) => {
      const contract = await shortContract(q);
      await as(q, "consultant");
      const days = ["2026-12-07", "2026-12-08", "2026-12-09", "2026-12-10", "2026-12-11"].map((d) =>
        day(d, "07:00", "17:00", 60),
      );
      const week = await save(q, contract.id, "2026-12-07", days, "Semaine chargée");
      expect(week).toMatchObject({ status: "draft", total_hours: "45.00", hours_normal: "35.00" });
      expect(await one(q, "select hours_ot25, hours_ot50 from public.timesheet_week where id = $1", [week.id])).toEqual(
        {
          hours_ot25: "8.00",
          hours_ot50: "2.00",
        },
      );
      const again = await save(q, contract.id, "2026-12-07", [{ date: "2026-12-11" }], "Semaine chargée");
      expect(again.id).toBe(week.id);
      expect(again.total_hours).toBe("36.00");
      const count = await one<{ n: number }>(
        q,
        "select count(*)::int as n from public.timesheet_day where timesheet_week_id = $1",
        [week.id],
      );
      expect(count.n).toBe(4);
    });
  });

  it("keeps a day inside the contract, souplesse included (boundaries) — R:TS-DAY-IN-CONTRACT", async () => {
    await db.system(async (q) => {
      // 8 working days from Wednesday 9 December: the souplesse is still 2 days (to the 22nd).
      const contract = await shortContract(q, { start_date: "2026-12-09" });
      await as(q, "consultant");
      expect(await error(q, () => save(q, contract.id, "2026-12-07", [day("2026-12-08")]))).toBe(
        "Le 08/12/2026 est en dehors des dates du contrat (du 09/12/2026 au 22/12/2026, souplesse incluse)",
      );
      expect((await save(q, contract.id, "2026-12-07", [day("2026-12-09")])).total_hours).toBe("7.00");
    });
    await db.system(async (q) => {
      const contract = await shortContract(q);
      await as(q, "consultant");
      const ok = await save(q, contract.id, "2026-12-21", [day("2026-12-21"), day("2026-12-22")]);
      expect(ok.total_hours).toBe("14.00");
      expect(await error(q, () => save(q, contract.id, "2026-12-21", [day("2026-12-23")]))).toMatch(
        /^Le 23\/12\/2026 est en dehors des dates du contrat/,
      );
    });
  });

  it("refuses more than 10 h a day for a talent across two contracts, 10 h exactly passes — R:TS-DAY-MAX, R:TS-ALL-CONTRACTS", async () => {
    await db.system(async (q) => {
      const a = await shortContract(q);
      const b = await shortContract(q, { talent_id: a.talent_id });
      await as(q, "consultant");
      await save(q, a.id, "2026-12-07", [day("2026-12-08", "06:00", "12:00", 0)]);
      const ok = await save(q, b.id, "2026-12-07", [day("2026-12-08", "13:00", "17:00", 0)]);
      expect(ok.total_hours).toBe("4.00");
      expect(await error(q, () => save(q, b.id, "2026-12-07", [day("2026-12-08", "13:00", "17:15", 0)]))).toBe(
        "Le talent dépasserait 10 h de travail le 08/12/2026, tous contrats confondus (L3121-18) : 10,25 h saisies",
      );
    });
  });

  it("refuses more than 48 h a week for a talent across two contracts — R:TS-WEEK-MAX, R:TS-ALL-CONTRACTS", async () => {
    await db.system(async (q) => {
      const a = await shortContract(q);
      const b = await shortContract(q, { talent_id: a.talent_id });
      await as(q, "consultant");
      const weekdays = ["2026-12-07", "2026-12-08", "2026-12-09", "2026-12-10", "2026-12-11"];
      await save(
        q,
        a.id,
        "2026-12-07",
        weekdays.map((d) => day(d, "08:00", "14:00", 0)),
      );
      const ok = await save(q, b.id, "2026-12-07", [
        ...weekdays.slice(0, 4).map((d) => day(d, "15:00", "19:00", 0)),
        day("2026-12-11", "15:00", "17:00", 0),
      ]);
      expect(ok.total_hours).toBe("18.00");
      expect(await error(q, () => save(q, b.id, "2026-12-07", [day("2026-12-12", "08:00", "08:30", 0)]))).toBe(
        "Le talent dépasserait 48 h de travail la semaine du 07/12/2026, tous contrats confondus (L3121-20) : 48,5 h saisies",
      );
    });
  });

  it("turns a contested week back to draft on correction: a new round, the contested one kept — R:TS-CONTESTED-DRAFT", async () => {
    await db.system(async (q) => {
      const contract = await shortContract(q);
      await as(q, "consultant");
      const week = await save(q, contract.id, "2026-12-07", [day("2026-12-07"), day("2026-12-08")]);
      await asSystem(q);
      await q("update public.timesheet_week set status = 'pending_signature' where id = $1", [week.id]);
      await q(
        "update public.timesheet_week set status = 'disputed', dispute_reason = 'Mardi non travaillé' where id = $1",
        [week.id],
      );
      await as(q, "consultant");
      const corrected = await save(q, contract.id, "2026-12-07", [{ date: "2026-12-08" }]);
      expect(corrected).toMatchObject({ status: "draft", signature_round: 2, total_hours: "7.00" });
      const round = await one<{ outcome: string; total_hours: string; dispute_reason: string; n: number }>(
        q,
        "select outcome, total_hours, dispute_reason, jsonb_array_length(days) as n from public.timesheet_week_round where timesheet_week_id = $1 and round = 1",
        [week.id],
      );
      expect(round).toEqual({ outcome: "disputed", total_hours: "14.00", dispute_reason: "Mardi non travaillé", n: 2 });
    });
  });
});

describe("signer", () => {
  async function weekWithSigner(q: Query, contact: Record<string, unknown>) {
    const contract = await shortContract(q);
    const signer = await one<{ id: string }>(
      q,
      `insert into public.contact (workspace_id, company_id, first_name, last_name, email, roles, status)
       select c.workspace_id, c.company_id, 'Paul', 'Valideur', 'paul.valideur@example.fr', $2::public.contact_role[], $3::public.contact_status
       from public.contract c where c.id = $1 returning id`,
      [contract.id, contact.roles ?? "{timesheet_signer}", contact.status ?? "active"],
    );
    if (contact.otherCompany)
      await q(
        "update public.contact set company_id = (select id from public.company where id <> contact.company_id and workspace_id = contact.workspace_id limit 1) where id = $1",
        [signer.id],
      );
    await q("update public.contract set timesheet_signer_contact_id = $2 where id = $1", [contract.id, signer.id]);
    await as(q, "consultant");
    return save(q, contract.id, "2026-12-07", [day("2026-12-07")]);
  }
  const send = (q: Query, id: string) => q("select public.send_timesheet_for_signature($1, $2)", [id, APP]);

  it.each([
    [
      { roles: "{decision_maker}" },
      "Paul Valideur n'est pas autorisé(e) à valider les relevés d'heures (rôle « Valideur relevés d'heures »)",
    ],
    // named, with the way to fix it (private.contact_role_problem)
    [
      { status: "left_company" },
      /^Le valideur des relevés du contrat TEST-[0-9a-f]{8}, « Paul Valideur », n'est plus actif \(A quitté l'entreprise\) : choisissez un autre valideur/,
    ],
    [{ otherCompany: true }, "Le valideur doit être un contact de l'entreprise du contrat"],
  ])("refuses a signer %o — R:TS-SIGNER", async (contact, message) => {
    await db.system(async (q) => {
      const week = await weekWithSigner(q, contact);
      if (typeof message === "string") expect(await error(q, () => send(q, week.id))).toBe(message);
      else expect(await error(q, () => send(q, week.id))).toMatch(message);
    });
  });

  it("takes the company's signer for a contract without one, and the contract's for a week sent without one — R:TS-SIGNER-DEFAULT", async () => {
    await db.system(async (q) => {
      const contract = await shortContract(q);
      const company = await one<{ id: string }>(
        q,
        "select id from public.company where workspace_id = $1 and id <> $2 order by id limit 1",
        [contract.workspace_id, contract.company_id],
      );
      const signer = await one<{ id: string }>(
        q,
        `insert into public.contact (workspace_id, company_id, first_name, last_name, email, roles)
         values ($1, $2, 'Anne', 'Aaaa-Valideuse', 'anne.valideuse@example.fr', '{timesheet_signer}') returning id`,
        [contract.workspace_id, company.id],
      );
      // the contract moved to another company: the former company's signer is dropped, the new one's taken
      const moved = await one<{ signer: string }>(
        q,
        "update public.contract set company_id = $2 where id = $1 returning timesheet_signer_contact_id as signer",
        [contract.id, company.id],
      );
      expect(moved.signer).toBe(signer.id);
      await as(q, "consultant");
      const week = await save(q, contract.id, "2026-12-07", [day("2026-12-07")]);
      const sent = await one<{ r: { recipient: string } }>(
        q,
        "select public.send_timesheet_for_signature($1, $2) as r",
        [week.id, APP],
      );
      expect(sent.r.recipient).toBe("anne.valideuse@example.fr");
      const row = await one<{ signer: string }>(
        q,
        "select signer_contact_id as signer from public.timesheet_week where id = $1",
        [week.id],
      );
      expect(row.signer).toBe(signer.id);
    });
  });

  it("mails the link to an allowed signer; the week awaits signature — R:TS-SEND, R:TS-SIGNER-DEFAULT", async () => {
    await db.system(async (q) => {
      const week = await weekWithSigner(q, {});
      const r = await one<{ r: { recipient: string } }>(q, "select public.send_timesheet_for_signature($1, $2) as r", [
        week.id,
        APP,
      ]);
      expect(r.r.recipient).toBe("paul.valideur@example.fr");
      await asSystem(q);
      const mail = await one<{ recipient: string; link: string; subject: string; status: string }>(
        q,
        `select o.recipient, o.link, o.subject, w.status from public.mail_outbox o join public.timesheet_week w on w.id = o.entity_id
         where o.entity_id = $1`,
        [week.id],
      );
      expect(mail.status).toBe("pending_signature");
      expect(mail.link).toMatch(/^http:\/\/localhost:5173\/customer\/timesheets\/signature\?token=[A-Za-z0-9_-]{43}$/);
      expect(mail.subject).toMatch(/^Relevé d'heures à signer — /);
    });
  });
});

describe("chasing", () => {
  it("reminds the signer at D+1 and escalates to an alternate signer at D+2, once each — R:TS-CHASE", async () => {
    await db.system(async (q) => {
      const contract = await shortContract(q);
      const alternate = await one<{ id: string }>(
        q,
        `insert into public.contact (workspace_id, company_id, first_name, last_name, email, roles)
         select c.workspace_id, c.company_id, 'Aline', 'Aaaa-Suppléante', 'aline.suppleante@example.fr', '{timesheet_signer}'
         from public.contract c where c.id = $1 returning id`,
        [contract.id],
      );
      await as(q, "consultant");
      const week = await save(q, contract.id, "2026-12-07", [day("2026-12-07")]);
      await q("select public.send_timesheet_for_signature($1, $2)", [week.id, APP]);
      await asSystem(q);
      const chase = (hours: number) =>
        one<{ r: Record<string, number> }>(
          q,
          "select private.run_timesheet_chasing(now() + make_interval(hours => $1)) as r",
          [hours],
        ).then((x) => x.r);
      const mails = () =>
        q<{ type: string; recipient: string; link: string }>(
          "select kind as type, recipient, link from public.mail_outbox where entity_id = $1 order by seq",
          [week.id],
        ).then((r) => r.rows);
      expect((await chase(23)).valueOf()).toMatchObject({
        "timesheet_week:reminder": 0,
        "timesheet_week:escalation": 0,
      });
      await chase(25);
      let sent = await mails();
      expect(sent.map((m) => m.type)).toEqual(["timesheet_signature", "timesheet_reminder"]);
      expect(sent[1].link).toBe(sent[0].link);
      await chase(26);
      expect((await mails()).length).toBe(2);
      await chase(49);
      sent = await mails();
      expect(sent.map((m) => m.type)).toEqual(["timesheet_signature", "timesheet_reminder", "timesheet_escalation"]);
      expect(sent[2]).toMatchObject({ recipient: "aline.suppleante@example.fr", link: sent[0].link });
      const row = await one(q, "select escalated_to_contact_id from public.timesheet_week where id = $1", [week.id]);
      expect(row.escalated_to_contact_id).toBe(alternate.id);
      await chase(50);
      expect((await mails()).length).toBe(3);
    });
  });

  it("mails a link that still opens the week when the client's space replaced its token meanwhile", async () => {
    await db.system(async (q) => {
      const contract = await shortContract(q);
      await as(q, "consultant");
      const week = await save(q, contract.id, "2026-12-07", [day("2026-12-07")]);
      await q("select public.send_timesheet_for_signature($1, $2)", [week.id, APP]);
      await asSystem(q);
      // a contact opened the week from « À signer », then left it unsigned: the week's one token changed
      await q("update public.timesheet_week set signature_token_hash = private.sha256_hex('du-space') where id = $1", [
        week.id,
      ]);
      await q("select private.run_timesheet_chasing(now() + interval '25 hours')");
      const [first, reminder] = (
        await q<{ link: string }>("select link from public.mail_outbox where entity_id = $1 order by seq", [week.id])
      ).rows;
      expect(reminder.link).not.toBe(first.link);
      expect(reminder.link).toMatch(
        /^http:\/\/localhost:5173\/customer\/timesheets\/signature\?token=[A-Za-z0-9_-]{43}$/,
      );
      const token = new URL(reminder.link).searchParams.get("token");
      const opens = await one<{ ok: boolean }>(
        q,
        "select signature_token_hash = private.sha256_hex($2) as ok from public.timesheet_week where id = $1",
        [week.id, token],
      );
      expect(opens.ok).toBe(true);
    });
  });
});

describe("renewal and validation", () => {
  async function sentWeek(q: Query) {
    const contract = await shortContract(q);
    await as(q, "consultant");
    const week = await save(q, contract.id, "2026-12-07", [day("2026-12-07")]);
    await q("select public.send_timesheet_for_signature($1, $2)", [week.id, APP]);
    return week;
  }
  const renew = (q: Query, id: string) => q("select public.renew_timesheet_signature_link($1, $2)", [id, APP]);

  it("renews a link by CSM only: a new link is mailed, the old one no longer opens the week — R:TS-RENEW, R:TS-LINK", async () => {
    await db.system(async (q) => {
      const week = await sentWeek(q);
      expect(await error(q, () => renew(q, week.id))).toBe("Seul un CSM peut renouveler le lien de signature");
      await as(q, "csm");
      await renew(q, week.id);
      await asSystem(q);
      const links = await q<{ link: string }>(
        "select link from public.mail_outbox where entity_id = $1 and kind = 'timesheet_signature' order by seq",
        [week.id],
      );
      expect(links.rows).toHaveLength(2);
      expect(links.rows[0].link).not.toBe(links.rows[1].link);
      const token = (link: string) => new URL(link).searchParams.get("token");
      expect(
        await error(q, () => q("select public.get_timesheet_for_signature($1)", [token(links.rows[0].link)])),
      ).toBe("Lien de signature invalide");
      const data = await one<{ d: { status: string } }>(q, "select public.get_timesheet_for_signature($1) as d", [
        token(links.rows[1].link),
      ]);
      expect(data.d.status).toBe("pending_signature");
    });
  });

  it.each([
    ["consultant", false],
    ["csm", true],
    ["comptable", true],
  ])("a signed week is validated by %s: %s — R:TS-VALIDATE", async (key, allowed) => {
    await db.system(async (q) => {
      const week = await sentWeek(q);
      await asSystem(q);
      await q("update public.timesheet_week set status = 'signed' where id = $1", [week.id]);
      await as(q, key);
      const failure = await error(q, () =>
        q("select public.transition_status('timesheet_week', $1, 'validated')", [week.id]),
      );
      expect(failure === null).toBe(allowed);
    });
  });
});

describe("unlock", () => {
  async function validatedWeek(q: Query) {
    const contract = await shortContract(q);
    await as(q, "consultant");
    const week = await save(q, contract.id, "2026-12-07", [day("2026-12-07")]);
    await asSystem(q);
    for (const s of ["pending_signature", "signed", "validated"])
      await q("update public.timesheet_week set status = $2 where id = $1", [week.id, s]);
    return week;
  }
  const unlock = (q: Query, id: string, reason: string | null) =>
    q("select public.unlock_timesheet_week($1, $2)", [id, reason]);

  it.each(["csm", "consultant"])("is refused to %s — R:TS-UNLOCK", async (key) => {
    await db.system(async (q) => {
      const week = await validatedWeek(q);
      await as(q, key);
      expect(await error(q, () => unlock(q, week.id, "Erreur de saisie"))).toBe(
        "Seule la comptabilité peut déverrouiller un relevé validé",
      );
    });
  });

  it("is refused once the week is sent to payroll — R:TS-UNLOCK", async () => {
    await db.system(async (q) => {
      const week = await validatedWeek(q);
      await q("update public.timesheet_week set status = 'exported' where id = $1", [week.id]);
      await as(q, "comptable");
      expect(await error(q, () => unlock(q, week.id, "Heures du lundi erronées"))).toBe(
        "Seul un relevé validé (pas encore transmis en paie) peut être déverrouillé",
      );
    });
  });

  it("needs a reason, then reopens the week and logs the reason — R:TS-UNLOCK", async () => {
    await db.system(async (q) => {
      const week = await validatedWeek(q);
      await as(q, "comptable");
      expect(await error(q, () => unlock(q, week.id, "  "))).toBe("Le motif du déverrouillage est obligatoire");
      await unlock(q, week.id, "Heures du lundi erronées");
      const log = await one(
        q,
        "select h.comment, w.status from public.status_history h join public.timesheet_week w on w.id = h.entity_id where h.entity_id = $1 and h.from_status = 'validated' and h.to_status = 'draft'",
        [week.id],
      );
      expect(log).toEqual({ comment: "Heures du lundi erronées", status: "draft" });
    });
  });
});

describe("timesheet_contest", () => {
  it("is read like its week (not by marketing) and written only by the database", async () => {
    await db.system(async (q) => {
      const contract = await shortContract(q);
      await as(q, "consultant");
      const week = await save(q, contract.id, "2026-12-07", [day("2026-12-07")]);
      await asSystem(q);
      await q(
        "insert into public.timesheet_contest (workspace_id, timesheet_week_id, round, day_date, reason, signer_name) select workspace_id, id, 1, '2026-12-07', 'Absent ce jour', 'Marc Durand' from public.timesheet_week where id = $1",
        [week.id],
      );
      const seen = (key: string) =>
        as(q, key).then(() =>
          q<{ n: number }>("select count(*)::int as n from public.timesheet_contest where timesheet_week_id = $1", [
            week.id,
          ]).then((r) => r.rows[0].n),
        );
      expect(await seen("consultant")).toBe(1);
      expect(await seen("csm")).toBe(1);
      expect(await seen("marketing")).toBe(0);
      await as(q, "csm");
      expect(
        await error(q, () =>
          q(
            "insert into public.timesheet_contest (workspace_id, timesheet_week_id, round, day_date, reason) values ($1, $2, 1, '2026-12-08', 'x')",
            [contract.workspace_id, week.id],
          ),
        ),
      ).toMatch(/permission denied/);
    });
  });
});
