// Pay priced day by day (supabase/schemas/09_pay.sql), against figures
// computed by hand. Calendar: 1 June 2026 is a Monday; 14 July 2026 (fête nationale) a Tuesday.
//
// 1. Amendment on the 15th. Contract 1–26 June at 14,50 €/h; a pay_change amendment effective
//    Monday 15 June raises it to 16,00 €/h.
//      weeks of 1 and 8 June: Mon–Fri 7 h → 70 h × 14,50 = 1 015,00
//      week of 15 June: Mon–Fri 8 h → 35 h × 16,00 = 560,00 and 5 h × 20,00 (16 × 1,25) = 100,00
//      week of 22 June: Mon–Fri 7 h → 35 h × 16,00 = 560,00
//      HN 70 h @ 14,50 = 1 015,00 · HN 70 h @ 16,00 = 1 120,00 · HS25 5 h @ 20,00 = 100,00
//      IFM 10 % × 2 235,00 = 223,50 · ICCP 10 % × 2 458,50 = 245,85
// 2. Majorations of the client's agreement. Contract 6–17 July at 14,50 €/h.
//      week of 6 July: Mon–Thu 7 h, Fri 7 h of which 2 h at night, Sun 12 July 4 h → 39 h
//      week of 13 July: Mon 7 h, Tue 14 July worked 7 h, Wed–Fri 7 h → 35 h
//    Isère bâtiment (IDCC 2033: night, Sunday, public holiday +100 %):
//      MAJ_NUIT 2 × 14,50 = 29,00 · MAJ_DIMANCHE 4 × 14,50 = 58,00 · MAJ_FERIE 7 × 14,50 = 101,50
//    bâtiment by its NAF 43.99C (IDCC 1597: night +100 %, Sunday and holiday 0 %): MAJ_NUIT 29,00 only
//    no known agreement (NAF 70.22Z): the general parameters, night 25 %, Sunday 50 %, holiday 0 %:
//      MAJ_NUIT 2 × 3,625 = 7,25 · MAJ_DIMANCHE 4 × 7,25 = 29,00
// 3. Overtime across contracts, week of 1 June: contract A (14,50 €/h) Mon–Tue 10 h = 20 h,
//    contract B (16,00 €/h) Wed–Thu 10 h = 20 h → 40 h in the week, the last 5 on B:
//      A: HN 20 × 14,50 = 290,00 · B: HN 15 × 16,00 = 240,00, HS25 5 × 20,00 = 100,00
//    (each contract's own week still splits 20 / 0 / 0 for the timesheets list).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, one } from "../support/fixtures.ts";
import { activeContract, freshTalent, payLine, validatedWeek, type Day } from "./support.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const week = (monday: string, hours: number[]): Day[] =>
  hours.map((h, i) => {
    const d = new Date(`${monday}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    return { date: d.toISOString().slice(0, 10), hours: h };
  });

/** A signed amendment of the contract (as the seed loads them: the review flow is the contracts' tests). */
async function signedAmendment(q: Query, contractId: string, values: Record<string, unknown>) {
  await q("select set_config('session_replication_role', 'replica', true)", []);
  await q(
    `insert into public.contract
     select (jsonb_populate_record(c, $2::jsonb)).* from public.contract c where c.id = $1`,
    [
      contractId,
      JSON.stringify({
        id: randomUUID(),
        is_amendment: true,
        amendment_type: "pay_change",
        amendment_number: 1,
        amended_contract_id: contractId,
        status: "signed",
        ...values,
      }),
    ],
  );
  await q("select set_config('session_replication_role', 'origin', true)", []);
}

/** An amendment awaiting its last signature, then signed: applied to its contract (private.apply_signed_amendment). */
async function appliedAmendment(
  q: Query,
  contractId: string,
  values: Record<string, unknown>,
  changes: Array<{ field: string; old: unknown; new: unknown }>,
) {
  const id = randomUUID();
  await q("select set_config('session_replication_role', 'replica', true)", []);
  await q(
    `insert into public.contract
     select (jsonb_populate_record(c, $2::jsonb)).* from public.contract c where c.id = $1`,
    [
      contractId,
      JSON.stringify({
        id,
        is_amendment: true,
        amendment_type: "pay_change",
        amendment_number: 1,
        amended_contract_id: contractId,
        status: "partially_signed",
        ...values,
        amendment_changes: changes,
      }),
    ],
  );
  await q("select set_config('session_replication_role', 'origin', true)", []);
  await q("update public.contract set status = 'signed' where id = $1", [id]);
}

type Line = { contract_key: string; code: string; quantity: number | null; rate: number | null; amount: number };

/** The pay of the month computed by accounting; its elements, ordered by contract, code and rate. */
async function computed(q: Query, talent: string, from: string, to: string): Promise<Line[]> {
  const pay = await payLine(q, talent, from, to);
  await as(q, "comptable");
  await q("select public.compute_pay_tracking($1)", [pay.id]);
  await asSystem(q);
  const rows = await q<{
    contract_key: string;
    code: string;
    quantity: string | null;
    rate: string | null;
    amount: string;
  }>(
    `select contract_key, code, quantity::text, rate::text, amount::text from public.pay_element
     where pay_tracking_id = $1 order by contract_key, position, code, rate`,
    [pay.id],
  );
  return rows.rows.map((r) => ({
    contract_key: r.contract_key,
    code: r.code,
    quantity: r.quantity === null ? null : Number(r.quantity),
    rate: r.rate === null ? null : Number(r.rate),
    amount: Number(r.amount),
  }));
}

const brief = (lines: Line[], codes: string[]) =>
  lines.filter((l) => codes.includes(l.code)).map((l) => [l.code, l.quantity, l.rate, l.amount]);

describe("pay priced day by day", () => {
  it("prices each half of the month at the wage of the amendment in force that day — R:PAY-DAY-TERMS", async () => {
    await db.system(async (q) => {
      const talent = await freshTalent(q);
      const c = await activeContract(q, talent, { start_date: "2026-06-01", end_date: "2026-06-26" });
      await signedAmendment(q, c.id, { start_date: "2026-06-15", hourly_wage: 16 });
      await validatedWeek(q, c.id, "2026-06-01", week("2026-06-01", [7, 7, 7, 7, 7]));
      await validatedWeek(q, c.id, "2026-06-08", week("2026-06-08", [7, 7, 7, 7, 7]));
      await validatedWeek(q, c.id, "2026-06-15", week("2026-06-15", [8, 8, 8, 8, 8]));
      await validatedWeek(q, c.id, "2026-06-22", week("2026-06-22", [7, 7, 7, 7, 7]));
      const lines = await computed(q, talent, "2026-06-01", "2026-06-30");
      expect(brief(lines, ["HN", "HS25", "HS50", "IFM", "ICCP"])).toEqual([
        ["HN", 70, 14.5, 1015],
        ["HN", 70, 16, 1120],
        ["HS25", 5, 20, 100],
        ["IFM", 2235, 0.1, 223.5],
        ["ICCP", 2458.5, 0.1, 245.85],
      ]);
    });
  });

  it("prices the days before an amendment applied to the contract at the terms it replaced — R:PAY-DAY-TERMS, R:CTR-AMEND-DAILY-TERMS", async () => {
    await db.system(async (q) => {
      const talent = await freshTalent(q);
      const c = await activeContract(q, talent, { start_date: "2026-06-01", end_date: "2026-06-26" });
      // a French talent: no residence permit for the amendment's signature to check
      await q("update public.talent set nationality_code = 'FR' where id = $1", [talent]);
      await appliedAmendment(q, c.id, { start_date: "2026-06-15", hourly_wage: 16 }, [
        { field: "hourly_wage", old: 14.5, new: 16 },
      ]);
      const applied = await one<{ hourly_wage: string; version: number }>(
        q,
        "select hourly_wage::text, version from public.contract where id = $1",
        [c.id],
      );
      expect([Number(applied.hourly_wage), applied.version]).toEqual([16, 1]);
      await validatedWeek(q, c.id, "2026-06-01", week("2026-06-01", [7, 7, 7, 7, 7]));
      await validatedWeek(q, c.id, "2026-06-08", week("2026-06-08", [7, 7, 7, 7, 7]));
      await validatedWeek(q, c.id, "2026-06-15", week("2026-06-15", [8, 8, 8, 8, 8]));
      await validatedWeek(q, c.id, "2026-06-22", week("2026-06-22", [7, 7, 7, 7, 7]));
      const lines = await computed(q, talent, "2026-06-01", "2026-06-30");
      // the same figures as an amendment stored already signed (the test above)
      expect(brief(lines, ["HN", "HS25", "HS50", "IFM", "ICCP"])).toEqual([
        ["HN", 70, 14.5, 1015],
        ["HN", 70, 16, 1120],
        ["HS25", 5, 20, 100],
        ["IFM", 2235, 0.1, 223.5],
        ["ICCP", 2458.5, 0.1, 245.85],
      ]);
    });
  });

  const julyWeeks = async (q: Query, contractId: string) => {
    await validatedWeek(q, contractId, "2026-07-06", [
      ...week("2026-07-06", [7, 7, 7, 7]),
      { date: "2026-07-10", hours: 7, night: 2 },
      { date: "2026-07-12", hours: 4 },
    ]);
    await validatedWeek(q, contractId, "2026-07-13", week("2026-07-13", [7, 7, 7, 7, 7]));
  };
  const majorationsFor = async (q: Query, company: Record<string, string | null>) => {
    const talent = await freshTalent(q);
    const c = await activeContract(q, talent, { start_date: "2026-07-06", end_date: "2026-07-17" });
    await q(
      "update public.company set idcc = $2, naf_code = $3 where id = (select company_id from public.contract where id = $1)",
      [c.id, company.idcc, company.naf],
    );
    await julyWeeks(q, c.id);
    return brief(await computed(q, talent, "2026-07-01", "2026-07-31"), [
      "HN",
      "HS25",
      "MAJ_NUIT",
      "MAJ_DIMANCHE",
      "MAJ_FERIE",
    ]);
  };

  it("takes night, Sunday and public-holiday majorations from the client's collective agreement — R:PAY-MAJ-AGREEMENT", async () => {
    await db.system(async (q) => {
      const hours = [
        ["HN", 70, 14.5, 1015],
        ["HS25", 4, 18.125, 72.5],
      ];
      expect(await majorationsFor(q, { idcc: "2033", naf: "43.99C" })).toEqual([
        ...hours,
        ["MAJ_NUIT", 2, 14.5, 29],
        ["MAJ_DIMANCHE", 4, 14.5, 58],
        ["MAJ_FERIE", 7, 14.5, 101.5],
      ]);
      expect(await majorationsFor(q, { idcc: null, naf: "43.99C" })).toEqual([...hours, ["MAJ_NUIT", 2, 14.5, 29]]);
      expect(await majorationsFor(q, { idcc: null, naf: "70.22Z" })).toEqual([
        ...hours,
        ["MAJ_NUIT", 2, 3.625, 7.25],
        ["MAJ_DIMANCHE", 4, 7.25, 29],
      ]);
    });
  });

  it("keeps the agreements' values as dated parameters that cannot be rewritten", async () => {
    await db.system(async (q) => {
      const row = await one<{ value: string; valid_from: string }>(
        q,
        "select value::text, valid_from::text from public.legal_parameter where key = 'pay_majoration_night_idcc_1597'",
        [],
      );
      expect([Number(row.value), row.valid_from]).toEqual([100, "2018-07-01"]);
      await q("savepoint s", []);
      const refused = await q(
        "update public.legal_parameter set value = 50 where key = 'pay_majoration_night_idcc_1597'",
        [],
      ).then(
        () => null,
        (e: { message: string }) => e.message,
      );
      await q("rollback to savepoint s", []);
      expect(refused).toContain("ne peut pas être modifiée");
    });
  });

  it("counts the week's 35 h across the talent's contracts, the overtime on the contract that comes last — R:PAY-OVERTIME-CONTRACTS", async () => {
    await db.system(async (q) => {
      const talent = await freshTalent(q);
      const a = await activeContract(q, talent, {
        start_date: "2026-06-01",
        end_date: "2026-06-30",
        working_hours: 20,
      });
      const b = await activeContract(q, talent, {
        start_date: "2026-06-01",
        end_date: "2026-06-30",
        working_hours: 20,
        hourly_wage: 16,
      });
      const wa = await validatedWeek(q, a.id, "2026-06-01", week("2026-06-01", [10, 10]));
      const wb = await validatedWeek(q, b.id, "2026-06-01", [
        { date: "2026-06-03", hours: 10 },
        { date: "2026-06-04", hours: 10 },
      ]);
      const lines = await computed(q, talent, "2026-06-01", "2026-06-30");
      const of = (key: string) =>
        brief(
          lines.filter((l) => l.contract_key === key),
          ["HN", "HS25", "HS50"],
        );
      expect(of(a.key)).toEqual([["HN", 20, 14.5, 290]]);
      expect(of(b.key)).toEqual([
        ["HN", 15, 16, 240],
        ["HS25", 5, 20, 100],
      ]);
      // the timesheets list keeps each contract's own week
      const own = await q<{ n: string; a: string }>(
        "select hours_normal::text as n, hours_ot25::text as a from public.timesheet_week where id = any ($1::uuid[])",
        [[wa.id, wb.id]],
      );
      expect(own.rows.map((r) => [Number(r.n), Number(r.a)])).toEqual([
        [20, 0],
        [20, 0],
      ]);
    });
  });
});
