// The relevé mensuel des contrats de mission (supabase/schemas/39_mission_statement.sql): prepared
// for a month from the contracts and the exported pay, one per client establishment, its lines
// with the mentions of R1251-8 and the month's gross, what lacks named in French; checked only
// when nothing lacks, sent on a dated day, then final; its export reads the NIR and logs it; the
// action centre reminds last month's establishments not sent. Every case is rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, asLoaded, asSystem, cloneRow, draftContract, one, RENFORT, transition } from "./support/fixtures.ts";
import { activeContract, freshTalent, payLine, validatedWeek } from "./pay/support.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Statement = {
  id: string;
  status: string;
  company_name: string;
  site_address: string | null;
  activity: string | null;
  anomalies: string[];
  line_count: number;
  anomaly_count: number;
  gross_total: string;
  prepared_at: string;
};
type Line = {
  last_name: string;
  first_name: string;
  residence_postal_code: string | null;
  nationality: string | null;
  qualification: string | null;
  start_date: string;
  end_date: string | null;
  gross: string;
  anomalies: string[];
};

/** A client of its own (no establishment: the statement is the company's), so that no seeded contract shares its statement. */
async function ownClient(q: Query, values: Record<string, unknown> = {}) {
  const company = await cloneRow(q, "company", "workspace_id = $1 and siren is not null", [RENFORT], {
    name: `Client du relevé ${Math.random().toString(36).slice(2, 8)}`,
    siren: null,
    address_id: null,
    formatted_address: "12 rue des Essais, 69003 Lyon",
    naf_code: "43.99C",
    naf_code_label: "Travaux de maçonnerie générale",
    ...values,
  });
  return String(company.id);
}

/** A talent with a validated week of 39 h in May 2026 at a client of its own, and its May pay line. */
async function mayMission(q: Query) {
  const company = await ownClient(q);
  const talent = await freshTalent(q);
  const contract = await activeContract(q, talent, { end_date: "2026-07-31", company_id: company });
  await validatedWeek(
    q,
    contract.id,
    "2026-05-18",
    ["18", "19", "20", "21"].map((d) => ({ date: `2026-05-${d}`, hours: 8 })).concat({ date: "2026-05-22", hours: 7 }),
  );
  const pay = await payLine(q, talent, "2026-05-01", "2026-05-31");
  return { company, talent, contract, pay: pay.id };
}

/** The May pay line controlled, then the period exported, as accounting. */
async function exportMay(q: Query, pay: string) {
  await as(q, "comptable");
  await transition(q, "pay_tracking", pay, "to_control");
  await q("update public.pay_tracking set net_to_pay = 420 where id = $1", [pay]);
  await transition(q, "pay_tracking", pay, "controlled");
  await q("select public.export_pay_period('2026-05-01')");
}

const statementOf = (q: Query, company: string, month = "2026-05-01") =>
  one<Statement>(
    q,
    `select id, status::text, company_name, site_address, activity, anomalies, line_count, anomaly_count,
            gross_total::text, prepared_at::text
       from public.mission_statement where company_id = $1 and month = $2`,
    [company, month],
  );
const linesOf = (q: Query, statement: string) =>
  q<Line>(
    `select last_name, first_name, residence_postal_code, nationality, qualification, start_date::text,
            end_date::text, gross::text, anomalies
       from public.mission_statement_line where statement_id = $1 order by last_name`,
    [statement],
  ).then((r) => r.rows);

/** A mission contract of the talent at the client, signed as the seed loads contracts (the signature's checks belong to the contracts' tests). */
async function signedContract(q: Query, talent: string, company: string, start_date: string, end_date: string) {
  const c = await draftContract(q, "consultant", {
    talent_id: talent,
    company_id: company,
    mission_id: null,
    start_date,
    end_date,
  });
  await asLoaded(q, "update public.contract set status = 'signed' where id = $1", [c.id]);
  return c;
}

/** Fills what the relevé asks of the talent: NIR, nationality, a home with its postal code. */
async function completeTalent(q: Query, talent: string, nir = "185057800608491") {
  await asSystem(q);
  const home = await cloneRow(q, "address", "workspace_id = $1", [RENFORT], { postal_code: "69007", city: "Lyon" });
  await q("update public.talent set nationality_code = 'FR', address_id = $2 where id = $1", [talent, home.id]);
  await q(
    `insert into public.talent_private (talent_id, workspace_id, social_security_number) values ($1, $2, $3)
     on conflict (talent_id) do update set social_security_number = excluded.social_security_number`,
    [talent, RENFORT, nir],
  );
}

describe("preparing a month", () => {
  it("gives the establishment's statement its temp's line, what lacks, then the gross once the pay is exported", () =>
    db.system(async (q) => {
      const { company, contract, pay } = await mayMission(q);
      await as(q, "comptable");
      await q("select public.prepare_mission_statements('2026-05-01')");
      let statement = await statementOf(q, company);
      expect(statement).toMatchObject({
        status: "prepared",
        site_address: "12 rue des Essais, 69003 Lyon",
        activity: "43.99C Travaux de maçonnerie générale",
        anomalies: [],
        line_count: 1,
        anomaly_count: 1,
      });
      const [before] = await linesOf(q, statement.id);
      expect(before).toMatchObject({
        last_name: "ESSAI-PAIE",
        first_name: "Paul",
        start_date: "2026-04-27",
        end_date: null,
      });
      expect(before.anomalies).toContain("Numéro de sécurité sociale (NIR) manquant");
      expect(before.anomalies).toContain("Paie du mois pas encore exportée");
      expect(before.gross).toBe("0.00");

      await exportMay(q, pay);
      await q("select public.prepare_mission_statements('2026-05-01')");
      statement = await statementOf(q, company);
      const [after] = await linesOf(q, statement.id);
      expect(after.anomalies).not.toContain("Paie du mois pas encore exportée");
      // the gross of the pay for this mission: wages, overtime and majorations of the 39 h
      const gross = await one<{ g: string }>(
        q,
        `select sum(e.amount)::text as g from public.pay_element e
          where e.pay_tracking_id = $1 and e.contract_key = $2
            and e.category in ('hours', 'overtime', 'majoration', 'paid_absence', 'bonus_subject', 'ifm', 'iccp')`,
        [pay, contract.key],
      );
      expect(Number(gross.g)).toBeGreaterThan(39 * 14.5);
      expect(after.gross).toBe(gross.g);
      expect(statement.gross_total).toBe(gross.g);
    }));

  it("dates a mission's end only when it ended during the month, and leaves a month with none", () =>
    db.system(async (q) => {
      const company = await ownClient(q);
      const talent = await freshTalent(q);
      const c = await draftContract(q, "consultant", {
        talent_id: talent,
        company_id: company,
        mission_id: null,
        start_date: "2026-06-08",
        end_date: "2026-06-19",
      });
      // signed as the seed loads contracts: the signature's checks belong to the contracts' tests
      await asLoaded(q, "update public.contract set status = 'signed' where id = $1", [c.id]);
      await as(q, "comptable");
      await q("select public.prepare_mission_statements('2026-06-01')");
      const june = await statementOf(q, company, "2026-06-01");
      expect(await linesOf(q, june.id)).toMatchObject([{ start_date: "2026-06-08", end_date: "2026-06-19" }]);
      await q("select public.prepare_mission_statements('2026-07-01')");
      expect(
        (await q("select 1 from public.mission_statement where company_id = $1 and month = '2026-07-01'", [company]))
          .rows,
      ).toEqual([]);
    }));

  it("takes a pay without elements (a former tool's) as the mission's gross when it is the talent's only one", () =>
    db.system(async (q) => {
      const company = await ownClient(q);
      const talent = await freshTalent(q);
      const signed = async (start_date: string, end_date: string) => {
        const c = await draftContract(q, "consultant", {
          talent_id: talent,
          company_id: company,
          mission_id: null,
          start_date,
          end_date,
        });
        await asLoaded(q, "update public.contract set status = 'signed' where id = $1", [c.id]);
      };
      await signed("2026-03-02", "2026-03-13");
      // exported with its totals only, as an import leaves a pay
      await asLoaded(
        q,
        `insert into public.pay_tracking (workspace_id, talent_id, period_start, period_end, status, gross_total, net_to_pay)
         values ($1, $2, '2026-03-01', '2026-03-31', 'exported', 1234.56, 950)`,
        [RENFORT, talent],
      );
      await as(q, "comptable");
      await q("select public.prepare_mission_statements('2026-03-01')");
      const march = await statementOf(q, company, "2026-03-01");
      expect(await linesOf(q, march.id)).toMatchObject([{ gross: "1234.56" }]);
      expect((await linesOf(q, march.id))[0].anomalies).not.toContain(
        "Brut du mois non réparti entre les missions du talent (paie sans éléments)",
      );

      // a second mission that month: the total cannot be shared out, which the line says
      await asSystem(q);
      await signed("2026-03-16", "2026-03-27");
      await as(q, "comptable");
      await q("select public.prepare_mission_statements('2026-03-01')");
      const lines = await linesOf(q, march.id);
      expect(lines).toHaveLength(2);
      for (const line of lines) {
        expect(line.gross).toBe("0.00");
        expect(line.anomalies).toContain("Brut du mois non réparti entre les missions du talent (paie sans éléments)");
      }
    }));

  it("prepares one statement again for its establishment and month only", () =>
    db.system(async (q) => {
      const a = await mayMission(q);
      await exportMay(q, a.pay);
      await asSystem(q);
      const other = await ownClient(q);
      const otherTalent = await freshTalent(q);
      await signedContract(q, otherTalent, other, "2026-05-04", "2026-05-15");
      await as(q, "comptable");
      await q("select public.prepare_mission_statements('2026-05-01')");
      const [mine, theirs] = [await statementOf(q, a.company), await statementOf(q, other)];
      for (const id of [mine.id, theirs.id])
        expect((await linesOf(q, id))[0].anomalies).toContain("Numéro de sécurité sociale (NIR) manquant");

      // both temps completed; « Préparer à nouveau » on one statement reads today's records for it only
      await completeTalent(q, a.talent);
      await completeTalent(q, otherTalent, "285057800608441");
      await as(q, "comptable");
      const again = await one<Statement>(
        q,
        "select id, status::text, anomaly_count from public.prepare_mission_statement($1)",
        [mine.id],
      );
      expect(again).toMatchObject({ id: mine.id, status: "prepared", anomaly_count: 0 });
      expect((await linesOf(q, mine.id))[0].anomalies).toEqual([]);
      expect((await linesOf(q, theirs.id))[0].anomalies).toContain("Numéro de sécurité sociale (NIR) manquant");

      // « Marquer comme vérifié » prepares its own statement again, not the month's others
      await q("select public.check_mission_statement($1)", [mine.id]);
      expect((await statementOf(q, a.company)).status).toBe("checked");
      expect((await linesOf(q, theirs.id))[0].anomalies).toContain("Numéro de sécurité sociale (NIR) manquant");
      await q("select public.prepare_mission_statements('2026-05-01')");
      expect((await linesOf(q, theirs.id))[0].anomalies).not.toContain("Numéro de sécurité sociale (NIR) manquant");

      await as(q, "consultant");
      expect(await failureMessage(q, () => q("select public.prepare_mission_statement($1)", [mine.id]))).toBe(
        "Seule la comptabilité peut préparer les relevés mensuels des contrats de mission",
      );
    }));

  it("prepared again alone, a statement still sees its temp's missions at other clients (a pay that cannot be shared out)", () =>
    db.system(async (q) => {
      const [one_, two] = [await ownClient(q), await ownClient(q)];
      const talent = await freshTalent(q);
      await asSystem(q);
      await signedContract(q, talent, one_, "2026-03-02", "2026-03-13");
      await signedContract(q, talent, two, "2026-03-16", "2026-03-27");
      // exported with its totals only, as an import leaves a pay
      await asLoaded(
        q,
        `insert into public.pay_tracking (workspace_id, talent_id, period_start, period_end, status, gross_total, net_to_pay)
         values ($1, $2, '2026-03-01', '2026-03-31', 'exported', 1234.56, 950)`,
        [RENFORT, talent],
      );
      await as(q, "comptable");
      await q("select public.prepare_mission_statements('2026-03-01')");
      const { id } = await statementOf(q, one_, "2026-03-01");
      const month = await linesOf(q, id);
      await q("select public.prepare_mission_statement($1)", [id]);
      const alone = await linesOf(q, id);
      expect(alone).toEqual(month);
      expect(alone[0].gross).toBe("0.00");
      expect(alone[0].anomalies).toContain(
        "Brut du mois non réparti entre les missions du talent (paie sans éléments)",
      );
    }));

  it("is accounting's: a consultant is refused in French", () =>
    db.system(async (q) => {
      await as(q, "consultant");
      expect(await failureMessage(q, () => q("select public.prepare_mission_statements('2026-05-01')"))).toBe(
        "Seule la comptabilité peut préparer les relevés mensuels des contrats de mission",
      );
    }));
});

describe("checking, exporting and sending", () => {
  it("checks only when nothing lacks, sends on a dated day, then keeps it final", () =>
    db.system(async (q) => {
      const { company, talent, pay } = await mayMission(q);
      await exportMay(q, pay);
      await q("select public.prepare_mission_statements('2026-05-01')");
      const { id } = await statementOf(q, company);
      expect(await failureMessage(q, () => q("select public.check_mission_statement($1)", [id]))).toBe(
        "Le relevé ne peut pas être vérifié : 1 point(s) à corriger",
      );
      expect(
        await failureMessage(q, () => q("select public.mark_mission_statement_sent($1, '2026-06-10')", [id])),
      ).toBe("Vérifiez le relevé avant de le marquer envoyé");

      await completeTalent(q, talent);
      await as(q, "comptable");
      await q("select public.check_mission_statement($1)", [id]);
      const checked = await statementOf(q, company);
      expect(checked).toMatchObject({ status: "checked", anomaly_count: 0 });
      expect((await linesOf(q, id))[0]).toMatchObject({
        residence_postal_code: "69007",
        nationality: "France",
        anomalies: [],
      });

      expect(
        await failureMessage(q, () => q("select public.mark_mission_statement_sent($1, '2026-05-31')", [id])),
      ).toBe("Le relevé d'un mois s'envoie à partir du 1er du mois suivant");
      expect(
        await failureMessage(q, () => q("select public.mark_mission_statement_sent($1, '2099-01-01')", [id])),
      ).toBe("La date d'envoi ne peut pas être dans le futur");
      await q("select public.mark_mission_statement_sent($1, '2026-06-10')", [id]);
      const sent = await statementOf(q, company);
      expect(sent.status).toBe("sent");

      // final: prepared again it stays as sent; nobody changes nor deletes it, the system neither
      await q("select public.prepare_mission_statements('2026-05-01')");
      expect((await statementOf(q, company)).prepared_at).toBe(sent.prepared_at);
      await asSystem(q);
      expect(
        await failureMessage(q, () => q("update public.mission_statement set gross_total = 0 where id = $1", [id])),
      ).toBe("Un relevé mensuel envoyé ne peut plus être modifié ni supprimé");
      expect(
        await failureMessage(q, () => q("delete from public.mission_statement_line where statement_id = $1", [id])),
      ).toBe("Un relevé mensuel envoyé ne peut plus être modifié ni supprimé");
      await as(q, "comptable");
      expect(await failureMessage(q, () => q("select public.check_mission_statement($1)", [id]))).toBe(
        "Ce relevé mensuel est déjà envoyé",
      );
    }));

  it("exports the lines with each temp's NIR and logs the read on the talent's history; writes go through the functions only", () =>
    db.system(async (q) => {
      const { company, talent, pay } = await mayMission(q);
      await exportMay(q, pay);
      await completeTalent(q, talent);
      await as(q, "comptable");
      await q("select public.prepare_mission_statements('2026-05-01')");
      const { id } = await statementOf(q, company);
      const rows = await q<{ nir: string; last_name: string }>(
        "select nir, last_name from public.mission_statement_export($1)",
        [id],
      );
      expect(rows.rows).toEqual([{ nir: "185057800608491", last_name: "ESSAI-PAIE" }]);
      await asSystem(q);
      const logged = await one<{ n: number }>(
        q,
        `select count(*)::int as n from public.record_history
          where record_id = $1 and action = 'read' and changes ? 'social_security_number'`,
        [talent],
      );
      expect(logged.n).toBe(1);
      await as(q, "comptable");

      expect(
        await failureMessage(q, () => q("update public.mission_statement set status = 'sent' where id = $1", [id])),
      ).toMatch(/permission denied|droits/i);
      await as(q, "consultant");
      expect(await failureMessage(q, () => q("select * from public.mission_statement_export($1)", [id]))).toBe(
        "Seule la comptabilité peut vérifier, exporter et envoyer les relevés mensuels",
      );
    }));
});

describe("the action centre", () => {
  it("reminds last month's establishments whose statement is not sent, until it is", () =>
    db.system(async (q) => {
      const month = await one<{ m: string }>(
        q,
        "select (date_trunc('month', private.paris_today()) - interval '1 month')::date::text as m",
      );
      const company = await ownClient(q);
      const talent = await freshTalent(q);
      const c = await draftContract(q, "consultant", {
        talent_id: talent,
        company_id: company,
        mission_id: null,
        start_date: `${month.m.slice(0, 8)}10`,
        end_date: `${month.m.slice(0, 8)}20`,
      });
      // signed as the seed loads contracts: the signature's checks belong to the contracts' tests
      await asLoaded(q, "update public.contract set status = 'signed' where id = $1", [c.id]);
      const sites = async () => {
        await as(q, "comptable");
        const item = await q<{ label: string }>(
          "select label from public.action_centre() where rule = 'mission_statement_due' and workspace_id = $1",
          [RENFORT],
        );
        return Number(/(\d+) établissement\(s\)/.exec(item.rows[0]?.label ?? "")?.[1] ?? 0);
      };
      const due = await sites();
      expect(due).toBeGreaterThanOrEqual(1);
      await q("select public.prepare_mission_statements($1)", [month.m]);
      const { id } = await statementOf(q, company, month.m);
      // sent (its checks are the cases above)
      await asSystem(q);
      await q("update public.mission_statement set status = 'sent', sent_on = private.paris_today() where id = $1", [
        id,
      ]);
      expect(await sites()).toBe(due - 1);
      // a consultant has no such item
      await as(q, "consultant");
      expect((await q("select 1 from public.action_centre() where rule = 'mission_statement_due'")).rows).toEqual([]);
    }));

  it("counts an establishment that had a temp last month before its statement is prepared, as the rule always did", () =>
    db.system(async (q) => {
      const month = await one<{ m: string }>(
        q,
        "select (date_trunc('month', private.paris_today()) - interval '1 month')::date::text as m",
      );
      const sites = async () => {
        await as(q, "comptable");
        const item = await q<{ label: string }>(
          "select label from public.action_centre() where rule = 'mission_statement_due' and workspace_id = $1",
          [RENFORT],
        );
        return Number(/(\d+) établissement\(s\)/.exec(item.rows[0]?.label ?? "")?.[1] ?? 0);
      };
      const before = await sites();
      await asSystem(q);
      const company = await ownClient(q);
      await signedContract(q, await freshTalent(q), company, `${month.m.slice(0, 8)}03`, `${month.m.slice(0, 8)}14`);
      // no statement prepared for it: it counts all the same
      expect(await sites()).toBe(before + 1);
      expect(
        (await q("select 1 from public.mission_statement where company_id = $1 and month = $2", [company, month.m]))
          .rows,
      ).toEqual([]);
      // prepared (or checked) is not sent: it still counts
      await q("select public.prepare_mission_statements($1)", [month.m]);
      expect(await sites()).toBe(before + 1);
      // a contract of the month before last, or a draft of last month, counts for nothing
      await asSystem(q);
      const older = await ownClient(q);
      const previous = await one<{ m: string }>(q, "select ($1::date - interval '1 month')::date::text as m", [
        month.m,
      ]);
      await signedContract(
        q,
        await freshTalent(q),
        older,
        `${previous.m.slice(0, 8)}03`,
        `${previous.m.slice(0, 8)}14`,
      );
      await draftContract(q, "consultant", {
        talent_id: await freshTalent(q),
        company_id: older,
        mission_id: null,
        start_date: `${month.m.slice(0, 8)}03`,
        end_date: `${month.m.slice(0, 8)}14`,
      });
      expect(await sites()).toBe(before + 1);
    }));
});
