// Pay figures the database computes, as the accountant who would type them meets them:
// - IFM and ICCP (supabase/schemas/09_pay.sql): through the REST API, a pay
//   line's IFM of 300 € and ICCP of 5 € on a gross of 1 000 € are refused with the article
//   (L1251-32, L1251-19); the computed figures (100 € and 110 €) or none are accepted; pay
//   elements cannot be written at all;
// - the payroll export (public.export_pay_period): a controlled pay
//   without computed elements stays « Contrôlée » and is listed with its reason; only the pays
//   the file has lines for become « Exportée », and their month's paid acomptes « Déduite sur
//   paie » (private.deduct_exported_advances).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, cloneRow, one, RENFORT, transition } from "../support/fixtures.ts";
import { asRole, ok, refused, service, type Db } from "../requests/support/server.ts";
import { activeContract, freshTalent, payLine, validatedWeek } from "./support.ts";

const ACC = "accounting_team_member";

const IFM_REFUSED =
  "L'indemnité de fin de mission est calculée, pas saisie : 10 % de la rémunération brute totale (L1251-32), soit 100,00 € pour un brut de 1000,00 € (et non 300,00 €)";
const ICCP_REFUSED =
  "L'indemnité compensatrice de congés payés est calculée, pas saisie : 10 % de la rémunération brute totale, IFM comprise (L1251-19), soit 110,00 € pour un brut de 1100,00 € (et non 5,00 €)";

describe("IFM and ICCP typed through the REST API by accounting", () => {
  let svc: Db;
  let talentId: string;
  const created: string[] = [];
  const period = { period_start: "2031-03-01", period_end: "2031-03-31" };

  beforeAll(async () => {
    svc = service();
    // a talent of Renfort without a pay for March 2031 (no test or seed writes that month)
    const talents = ok(await svc.from("talent").select("id").eq("workspace_id", RENFORT).limit(50)) as Array<{
      id: string;
    }>;
    const taken = ok(
      await svc.from("pay_tracking").select("talent_id").eq("period_start", period.period_start),
    ) as Array<{
      talent_id: string;
    }>;
    talentId = talents.find((t) => !taken.some((p) => p.talent_id === t.id))!.id;
  });
  afterAll(async () => {
    if (created.length) await svc.from("pay_tracking").delete().in("id", created);
  });

  const line = { workspace_id: RENFORT, ...period, gross_base: 1000 };

  it("refuses an IFM of 300 € and an ICCP of 5 € on a gross of 1 000 €, citing the articles — R:PAY-IFM-COMPUTED", async () => {
    const acc = await asRole(ACC);
    const ifm = refused(
      await acc
        .from("pay_tracking")
        .insert({ ...line, talent_id: talentId, ifm_amount: 300, iccp_amount: 5 })
        .select()
        .single(),
    );
    expect(ifm.message).toBe(IFM_REFUSED);
    const iccp = refused(
      await acc
        .from("pay_tracking")
        .insert({ ...line, talent_id: talentId, ifm_amount: 100, iccp_amount: 5 })
        .select()
        .single(),
    );
    expect(iccp.message).toBe(ICCP_REFUSED);
    const stored = ok(
      await svc.from("pay_tracking").select("id").eq("talent_id", talentId).eq("period_start", period.period_start),
    ) as unknown[];
    expect(stored).toHaveLength(0);
  });

  it("accepts the computed figures, or none, and refuses a hand-typed change afterwards — R:PAY-IFM-COMPUTED", async () => {
    const acc = await asRole(ACC);
    const row = ok(
      await acc
        .from("pay_tracking")
        .insert({ ...line, talent_id: talentId, ifm_amount: 100, iccp_amount: 110 })
        .select("id, ifm_amount, iccp_amount")
        .single(),
    ) as { id: string; ifm_amount: number; iccp_amount: number };
    created.push(row.id);
    expect([Number(row.ifm_amount), Number(row.iccp_amount)]).toEqual([100, 110]);

    const patched = refused(
      await acc.from("pay_tracking").update({ ifm_amount: 300, iccp_amount: 5 }).eq("id", row.id).select().single(),
    );
    expect(patched.message).toBe(IFM_REFUSED);
    // IFM not due (L1251-33), ICCP on the gross alone: 10 % × 1 000
    ok(await acc.from("pay_tracking").update({ ifm_amount: 0, iccp_amount: 100 }).eq("id", row.id).select().single());
    // any other column is written as before
    ok(await acc.from("pay_tracking").update({ net_to_pay: 850 }).eq("id", row.id).select().single());
    const after = ok(await svc.from("pay_tracking").select("ifm_amount, iccp_amount").eq("id", row.id).single()) as {
      ifm_amount: number;
      iccp_amount: number;
    };
    expect([Number(after.ifm_amount), Number(after.iccp_amount)]).toEqual([0, 100]);
  });

  it("gives accounting no way to write a pay element by hand", async () => {
    const acc = await asRole(ACC);
    const pay = created[0];
    const error = refused(
      await acc
        .from("pay_element")
        .insert({
          workspace_id: RENFORT,
          pay_tracking_id: pay,
          code: "IFM",
          label: "Indemnité de fin de mission",
          category: "ifm",
          amount: 300,
        })
        .select()
        .single(),
    );
    expect(error.code).toBe("42501");
  });
});

describe("payroll export of a period", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await testDatabase();
  });
  afterAll(async () => {
    if (db?.kind === "pglite") await db.close();
  });

  /** A controlled pay line of a fresh talent, imported with figures but no element (as the system). */
  async function controlledWithoutElements(q: Query, periodStart: string, periodEnd: string) {
    const talent = await freshTalent(q);
    await q("update public.talent set first_name = 'Lise', last_name = 'Sans-Élément' where id = $1", [talent]);
    const pay = await one<{ id: string }>(
      q,
      `insert into public.pay_tracking (workspace_id, talent_id, period_start, period_end, gross_base, gross_total, net_to_pay, status)
       values ($1, $2, $3, $4, 1000, 1000, 780, 'controlled') returning id`,
      [RENFORT, talent, periodStart, periodEnd],
    );
    return { talent, pay: pay.id };
  }

  const statusOf = async (q: Query, id: string) =>
    (await one<{ status: string }>(q, "select status from public.pay_tracking where id = $1", [id])).status;

  type Result = {
    exported: number;
    batch_ids: string[];
    left_out: Array<{ pay_tracking_id: string; talent_id: string; talent_name: string; reason: string }>;
  };
  const exportPeriod = async (q: Query, periodStart: string) =>
    (await one<{ r: Result }>(q, "select public.export_pay_period($1) as r", [periodStart])).r;

  it("exports the computed pays only; the one without elements stays controlled and is listed with its reason", async () => {
    await db.system(async (q) => {
      const talent = await freshTalent(q);
      const contract = await activeContract(q, talent, { end_date: "2026-07-31" });
      await validatedWeek(
        q,
        contract.id,
        "2026-05-18",
        ["18", "19", "20", "21", "22"].map((d) => ({ date: `2026-05-${d}`, hours: 7 })),
      );
      // an acompte of May, paid: the export deducts it (no scheduler tick needed)
      const advance = await cloneRow(q, "advance_payment_request", "workspace_id = $1 and status = 'paid'", [RENFORT], {
        talent_id: talent,
        contract_id: contract.id,
        period_month: "2026-05-01",
        deducted_in_pay_tracking_id: null,
      });
      const computed = (await payLine(q, talent, "2026-05-01", "2026-05-31")).id;
      const empty = await controlledWithoutElements(q, "2026-05-01", "2026-05-31");
      await as(q, "comptable");
      await transition(q, "pay_tracking", computed, "to_control");
      await q("update public.pay_tracking set net_to_pay = 400 where id = $1", [computed]);
      await transition(q, "pay_tracking", computed, "controlled");

      const result = await exportPeriod(q, "2026-05-01");
      expect(await statusOf(q, computed)).toBe("exported");
      expect(await statusOf(q, empty.pay)).toBe("controlled");
      expect(
        await one(
          q,
          "select status::text, deducted_in_pay_tracking_id as pay from public.advance_payment_request where id = $1",
          [advance.id],
        ),
      ).toEqual({ status: "deducted", pay: computed });
      expect(result.left_out).toContainEqual({
        pay_tracking_id: empty.pay,
        talent_id: empty.talent,
        talent_name: "Lise Sans-Élément",
        reason:
          "Aucun élément de paie calculé : recalculez la paie (relevés validés de la période) avant de l'exporter",
      });
      // the batch counts the pays it wrote, and the file has a line for each of them
      const batch = await one<{ row_count: number; n: string }>(
        q,
        `select b.row_count, (select count(*) from public.pay_tracking p where p.payroll_export_batch_id = b.id
                              and not exists (select 1 from public.pay_element e where e.pay_tracking_id = p.id)) as n
         from public.pay_export_batch b where b.id = (select payroll_export_batch_id from public.pay_tracking where id = $1)`,
        [computed],
      );
      expect(Number(batch.n)).toBe(0);
      expect(result.exported).toBe(Number(batch.row_count));
      const lines = await q<{ talent_id: string }>("select talent_id from public.pay_export_lines('2026-05-01')");
      expect(lines.rows.some((l) => l.talent_id === empty.talent)).toBe(false);
      expect(lines.rows.some((l) => l.talent_id === talent)).toBe(true);
    });
  });

  it("exports nothing when no controlled pay of the period has elements, and says which ones and why", async () => {
    await db.system(async (q) => {
      const empty = await controlledWithoutElements(q, "2031-05-01", "2031-05-31");
      await as(q, "comptable");
      const result = await exportPeriod(q, "2031-05-01");
      expect(result.exported).toBe(0);
      expect(result.batch_ids).toEqual([]);
      expect(result.left_out.map((l) => l.pay_tracking_id)).toEqual([empty.pay]);
      expect(await statusOf(q, empty.pay)).toBe("controlled");
      // the message of an empty period is unchanged
      expect(await failureMessage(q, () => q("select public.export_pay_period('2031-06-01')"))).toBe(
        "Aucune paie contrôlée à exporter pour la période du 01/06/2031",
      );
    });
  });
});
