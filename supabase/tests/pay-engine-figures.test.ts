// One source for pay figures: URSSAF's rules (modele-social), read here by an independent
// oracle (publicodes on the raw rule names, not the app's module). The SQL copies of dated
// legal values (SMIC, PMSS) must equal the rules on every date their rows cover, and the
// seed's net figures (payslips, advance-payment requests) must be the rules' nets to the cent.
import rules from "modele-social";
import Engine from "publicodes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedNetFromGross } from "../seed/pay.ts";
import { testDatabase, type TestDatabase } from "./support/db.ts";

const oracle = new Engine(rules, { logger: { log() {}, warn() {}, error() {} } });
const fr = (iso: string) => iso.split("-").reverse().join("/");
const at = (iso: string, rule: string): number => {
  oracle.setSituation({ date: `'${fr(iso)}'` });
  return oracle.evaluate(rule).nodeValue as number;
};
/** URSSAF's net before tax of a month's total gross (non-cadre), € to the cent. */
const netOf = (gross: number, iso: string): number => {
  oracle.setSituation({
    date: `'${fr(iso)}'`,
    "salarié . contrat": "'CDI'",
    "salarié . contrat . salaire brut": `${gross} €/mois`,
    "salarié . contrat . statut cadre": "non",
  });
  return (
    Math.round((oracle.evaluate("salarié . rémunération . net . à payer avant impôt").nodeValue as number) * 100) / 100
  );
};
const cents = (n: number) => Math.round(n * 100) / 100;

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  await db.close();
});

type Row = { key: string; value: string; valid_from: string; valid_to: string | null };
const ENGINE_RULE: Record<string, string> = {
  smic_hourly_gross: "SMIC . horaire",
  smic_monthly_35h: "SMIC",
  pmss: "plafond sécurité sociale",
};

describe("dated legal values: the SQL rows equal URSSAF's rules", () => {
  it("on the first and last day of every row (today for the row in force)", async () => {
    const rows = await db.system(
      async (q) =>
        (
          await q<Row>(
            `select key, value::text, valid_from::text, valid_to::text from public.legal_parameter
             where key = any($1::text[]) order by key, valid_from`,
            [Object.keys(ENGINE_RULE)],
          )
        ).rows,
    );
    expect(rows.filter((r) => r.key === "smic_hourly_gross").length).toBeGreaterThanOrEqual(3);
    const today = new Date().toISOString().slice(0, 10);
    const mismatches = rows.flatMap((r) =>
      [r.valid_from, r.valid_to ?? today]
        .map((date) => ({ key: r.key, date, sql: Number(r.value), rules: cents(at(date, ENGINE_RULE[r.key])) }))
        .filter((c) => c.sql !== c.rules),
    );
    expect(mismatches).toEqual([]);
  });
});

describe("the seed's net figures are URSSAF's", () => {
  it("seedNetFromGross equals the rules to the cent, in every bracket", () => {
    const grosses = [12.5, 95.3, 317.42, 980.13, 1823.03, 2205.87, 3999.99, 4005, 4005.01, 5432.1, 12000, 16020, 17000];
    for (const date of ["2025-03-10", "2026-03-02", "2026-07-15"]) {
      expect(grosses.map((g) => [g, seedNetFromGross(g, date)])).toEqual(grosses.map((g) => [g, netOf(g, date)]));
    }
    // ~80 rule evaluations and, in a process that did not seed, the rules' parse
  }, 180_000);

  it("the seeded payslips' net is the rules' net of their gross, plus the allowances", async () => {
    const rows = await db.system(
      async (q) =>
        (
          await q<{ gross_total: string; allowances_not_subject: string; net_to_pay: string; period_start: string }>(
            `select gross_total::text, allowances_not_subject::text, net_to_pay::text, period_start::text
             from public.pay_tracking where net_to_pay is not null order by id limit 12`,
            [],
          )
        ).rows,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => Number(r.net_to_pay))).toEqual(
      rows.map((r) => cents(netOf(Number(r.gross_total), r.period_start) + Number(r.allowances_not_subject))),
    );
  });

  it("the seeded open advance requests carry the rules' net of the gross earned", async () => {
    const rows = await db.system(
      async (q) =>
        (
          await q<{ earned_gross_to_date: string; estimated_net_earned: string; period_month: string }>(
            `select earned_gross_to_date::text, estimated_net_earned::text, period_month::text
             from public.advance_payment_request where status in ('requested', 'approved') and earned_gross_to_date > 0`,
            [],
          )
        ).rows,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => Number(r.estimated_net_earned))).toEqual(
      rows.map((r) => netOf(Number(r.earned_gross_to_date), r.period_month)),
    );
  });
});
