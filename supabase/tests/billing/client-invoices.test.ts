// Client invoices built from validated weeks (docs/rules/billing.md), checked against figures
// computed by hand. The temp earns 14,50 €/h; the contract bills coefficient 2,000, so 29,00 €/h.
// Unit prices are rounded to the cent, then multiplied by the quantity.
//
// Week of 27 April 2026: Mon–Thu 8 h, Fri 1 May worked 7 h → 39 h
//   normal 35 × 29,00 = 1 015,00 · +25 % 4 × 36,25 (18,125 × 2) = 145,00
//   1 May (+100 %) 7 × 29,00 (14,50 × 2) = 203,00 → 1 363,00
// Week of 18 May 2026: Mon–Thu 10 h (panier on Monday), Fri 4 h of which 2 at night, Sun 24 May 4 h → 48 h
//   normal 35 × 29,00 = 1 015,00 · +25 % 8 × 36,25 = 290,00 · +50 % 5 × 43,50 (21,75 × 2) = 217,50
//   night (+25 %) 2 × 7,25 (3,625 × 2) = 14,50 · Sunday (+50 %) 4 × 14,50 (7,25 × 2) = 58,00
//   panier 1 × 7,50 (URSSAF cap, × non-subject coefficient 1,000 without conditions) = 7,50 → 1 602,50
// Monthly, per contract: HT 2 965,50 · TVA 20 % 593,10 · TTC 3 558,60.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asLoaded, asSystem, one, RENFORT } from "../support/fixtures.ts";
import { twoWriters } from "../support/two-writers.ts";
import {
  billedClient,
  invoice,
  linesOf,
  prepare,
  signedConditions,
  validatedWeek,
  weekStatus,
  type Client,
} from "./support.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const h = (date: string, hours: number, extra: { night?: number; meal?: string } = {}) => ({ date, hours, ...extra });

async function twoWeeks(q: Query, c: Client) {
  const april = await validatedWeek(q, c.contractId, "2026-04-27", [
    h("2026-04-27", 8),
    h("2026-04-28", 8),
    h("2026-04-29", 8),
    h("2026-04-30", 8),
    h("2026-05-01", 7),
  ]);
  const may = await validatedWeek(q, c.contractId, "2026-05-18", [
    h("2026-05-18", 10, { meal: "meal_allowance" }),
    h("2026-05-19", 10),
    h("2026-05-20", 10),
    h("2026-05-21", 10),
    h("2026-05-22", 4, { night: 2 }),
    h("2026-05-24", 4),
  ]);
  return { april: april.id, may: may.id };
}

const APRIL_LINES = [
  { category: "normal", quantity: 35, unit_price: 29, amount_ht: 1015 },
  { category: "ot25", quantity: 4, unit_price: 36.25, amount_ht: 145 },
  { category: "holiday", quantity: 7, unit_price: 29, amount_ht: 203 },
];
const MAY_LINES = (allowance: number) => [
  { category: "normal", quantity: 35, unit_price: 29, amount_ht: 1015 },
  { category: "ot25", quantity: 8, unit_price: 36.25, amount_ht: 290 },
  { category: "ot50", quantity: 5, unit_price: 43.5, amount_ht: 217.5 },
  { category: "night", quantity: 2, unit_price: 7.25, amount_ht: 14.5 },
  { category: "sunday", quantity: 4, unit_price: 14.5, amount_ht: 58 },
  { category: "allowance", quantity: 1, unit_price: allowance, amount_ht: allowance },
];

/** The client's month prepared by accounting: one draft (monthly, per contract). */
async function monthDraft(q: Query) {
  const c = await billedClient(q);
  const weeks = await twoWeeks(q, c);
  await as(q, "comptable");
  const drafts = await prepare(q, "2026-04-27", "2026-05-31", c.companyId);
  expect(drafts).toHaveLength(1);
  return { c, weeks, draft: drafts[0]! };
}

describe("invoices computed from validated weeks", () => {
  it("bills each week's hours by category at pay rate × coefficient, to the cent — R:BIL-PERIOD, R:BIL-WEEKS, R:BIL-GROUPING, R:BIL-NO-CONDITIONS, R:BIL-COEF, R:BIL-ALLOWANCE-COEF, R:BIL-ROUNDING", async () => {
    await db.system(async (q) => {
      const { c, draft } = await monthDraft(q);
      expect(draft.grouping_key).toBe(`contract:${c.contractKey}`);
      expect(await linesOf(q, draft.id)).toEqual([...APRIL_LINES, ...MAY_LINES(7.5)]);
      // a monthly client's invoice covers the period prepared, not only its weeks (27 April, 18 May)
      expect(
        await one(
          q,
          "select period_start::text as start, period_end::text as end from public.client_invoice where id = $1",
          [draft.id],
        ),
      ).toEqual({ start: "2026-04-27", end: "2026-05-31" });
      expect([draft.status, draft.number, draft.total_ht, draft.total_tva, draft.total_ttc]).toEqual([
        "draft",
        null,
        "2965.50",
        "593.10",
        "3558.60",
      ]);
      // every computed line traces back to its week and days
      const untraced = await one<{ n: string }>(
        q,
        "select count(*)::text as n from public.client_invoice_line where invoice_id = $1 and (timesheet_week_id is null or cardinality(timesheet_day_ids) = 0)",
        [draft.id],
      );
      expect(untraced.n).toBe("0");
    });
  });

  it("follows the signed conditions: weekly invoices per purchase order, allowances × the non-subject coefficient, PO required — R:BIL-PERIOD, R:BIL-ORDER-PO, R:ORDER-BONUS-BILLING, R:BIL-ALLOWANCE-COEF", async () => {
    await db.system(async (q) => {
      const c = await billedClient(q);
      await signedConditions(q, c.companyId, {
        invoice_frequency: "weekly",
        invoice_grouping: "po",
        po_required: true,
        non_subject_coefficient: 1.1,
      });
      await twoWeeks(q, c);
      await as(q, "comptable");
      const drafts = await prepare(q, "2026-04-27", "2026-05-31", c.companyId);
      // a weekly client's invoices cover their week
      const periods = await q<{ start: string; end: string }>(
        "select period_start::text as start, period_end::text as end from public.client_invoice where id = any ($1) order by period_start",
        [drafts.map((d) => d.id)],
      );
      expect(periods.rows).toEqual([
        { start: "2026-04-27", end: "2026-05-03" },
        { start: "2026-05-18", end: "2026-05-24" },
      ]);
      expect(drafts.map((d) => [d.grouping_key, d.total_ht, d.total_tva, d.total_ttc])).toEqual([
        ["po:none:2026-04-27", "1363.00", "272.60", "1635.60"],
        // panier 7,50 × 1,10 = 8,25 → 1 602,50 − 7,50 + 8,25
        ["po:none:2026-05-18", "1603.25", "320.65", "1923.90"],
      ]);
      expect((await linesOf(q, drafts[1]!.id)).at(-1)).toEqual({
        category: "allowance",
        quantity: 1,
        unit_price: 8.25,
        amount_ht: 8.25,
      });
      expect(await failureMessage(q, () => q("select public.issue_client_invoice($1)", [drafts[0]!.id]))).toBe(
        "Ce client exige un numéro de bon de commande sur ses factures",
      );
      const issued = await one<{ number: string; po_number: string; due: number }>(
        q,
        "select number, po_number, due_date - issued_at as due from public.issue_client_invoice($1, 'BC-778')",
        [drafts[0]!.id],
      );
      expect(issued.number).toMatch(/^FA-\d{4}-\d{6}$/);
      expect([issued.po_number, issued.due]).toEqual(["BC-778", 30]);
    });
  });

  it("bills overtime hours at the conditions' overtime coefficient, the other hours at the contract's — R:BIL-OT-COEF, R:BIL-ROUNDING", async () => {
    await db.system(async (q) => {
      const c = await billedClient(q);
      await signedConditions(q, c.companyId, { overtime_coefficient: 2.2 });
      await twoWeeks(q, c);
      await as(q, "comptable");
      const [draft] = await prepare(q, "2026-04-27", "2026-05-31", c.companyId);
      // +25 %: 18,125 × 2,2 = 39,875 → 39,88 a hour; +50 %: 21,75 × 2,2 = 47,85
      expect(
        (await linesOf(q, draft!.id)).filter((l) => l.category.startsWith("ot") || l.category === "normal"),
      ).toEqual([
        { category: "normal", quantity: 35, unit_price: 29, amount_ht: 1015 },
        { category: "ot25", quantity: 4, unit_price: 39.88, amount_ht: 159.52 },
        { category: "normal", quantity: 35, unit_price: 29, amount_ht: 1015 },
        { category: "ot25", quantity: 8, unit_price: 39.88, amount_ht: 319.04 },
        { category: "ot50", quantity: 5, unit_price: 47.85, amount_ht: 239.25 },
      ]);
    });
  });

  it("groups two contracts of one client on one invoice per company, and bills a week once — R:BIL-GROUPING, R:BIL-WEEK-ONCE, R:BIL-ALLOWANCE-COEF", async () => {
    await db.system(async (q) => {
      const c = await billedClient(q);
      await signedConditions(q, c.companyId, { invoice_grouping: "company" });
      await twoWeeks(q, c);
      const other = await billedClient(q);
      await q("update public.contract set company_id = $2 where id = $1", [other.contractId, c.companyId]);
      await validatedWeek(
        q,
        other.contractId,
        "2026-05-18",
        ["18", "19", "20", "21", "22"].map((d) => h(`2026-05-${d}`, 7)),
      );
      await as(q, "csm");
      const drafts = await prepare(q, "2026-04-27", "2026-05-31", c.companyId);
      // the conditions' non-subject coefficient (1,05 unless negotiated): panier 7,50 × 1,05 = 7,88;
      // 2 965,50 − 7,50 + 7,88 + 35 × 29,00 = 3 980,88
      expect(drafts.map((d) => [d.grouping_key, d.total_ht])).toEqual([["company", "3980.88"]]);
      expect(await prepare(q, "2026-04-27", "2026-05-31", c.companyId)).toEqual([]);
    });
  });

  // Two contracts of one client on two worksites, billed per worksite: A's week validated, B's sent
  // to payroll, each 5 × 7 h = 35 × 29,00 = 1 015,00 HT; A's week of 4 May only signed (4 × 7 h, it
  // would add 812,00) is not billed.
  it("bills the weeks validated or sent to payroll, not a week only signed, one invoice per worksite — R:BIL-WEEKS, R:BIL-GROUPING", async () => {
    await db.system(async (q) => {
      const a = await billedClient(q);
      await signedConditions(q, a.companyId, { invoice_grouping: "worksite" });
      const b = await billedClient(q);
      await q("update public.contract set company_id = $2 where id = $1", [b.contractId, a.companyId]);
      const week = ["18", "19", "20", "21", "22"].map((d) => h(`2026-05-${d}`, 7));
      await validatedWeek(q, a.contractId, "2026-05-18", week);
      await validatedWeek(q, b.contractId, "2026-05-18", week, "exported");
      await validatedWeek(
        q,
        a.contractId,
        "2026-05-04",
        ["04", "05", "06", "07"].map((d) => h(`2026-05-${d}`, 7)),
        "signed",
      );
      const sites = await q<{ site: string }>(
        "select address_id::text as site from public.contract where id = any ($1::uuid[]) order by address_id",
        [[a.contractId, b.contractId]],
      );
      await as(q, "comptable");
      const drafts = await prepare(q, "2026-05-01", "2026-05-31", a.companyId);
      expect(drafts.map((d) => [d.grouping_key, d.total_ht])).toEqual(
        sites.rows.map((s) => [`worksite:${s.site}`, "1015.00"]),
      );
    });
  });

  it("follows its group's signed conditions when it has none of its own; its own win — R:BIL-CONDITIONS", async () => {
    await db.system(async (q) => {
      const c = await billedClient(q);
      const group = await one<{ id: string }>(
        q,
        "insert into public.company_group (workspace_id, name) values ($1, 'Groupe facturé à la semaine') returning id",
        [RENFORT],
      );
      await q("update public.company set company_group_id = $1 where id = $2", [group.id, c.companyId]);
      await asLoaded(
        q,
        `insert into public.commercial_condition (workspace_id, scope_type, company_group_id, valid_from, default_coefficient,
           invoice_frequency, status)
         values ($1, 'company_group', $2, '2026-01-01', 2, 'weekly', 'signed')`,
        [RENFORT, group.id],
      );
      await twoWeeks(q, c);
      await as(q, "comptable");
      // the group's: one draft a week
      const weekly = await prepare(q, "2026-04-27", "2026-05-31", c.companyId);
      // panier 7,50 × the conditions' non-subject coefficient 1,05 = 7,88: 1 602,50 − 7,50 + 7,88
      expect(weekly.map((d) => d.total_ht)).toEqual(["1363.00", "1602.88"]);
      for (const d of weekly) await q("select public.cancel_client_invoice($1)", [d.id]);
      // its own, monthly: one draft for the month
      await asSystem(q);
      await signedConditions(q, c.companyId, { invoice_frequency: "monthly" });
      await as(q, "comptable");
      expect((await prepare(q, "2026-04-27", "2026-05-31", c.companyId)).map((d) => d.total_ht)).toEqual(["2965.88"]);
    });
  });

  // 14,50 €/h at the signed conditions' 1,800 for a contract priced without its own coefficient:
  // 26,10 €/h, 35 h = 913,50 HT
  it("bills a contract without a coefficient at the signed conditions' one, and says which contract has none — R:BIL-COEF", async () => {
    await db.system(async (q) => {
      const c = await billedClient(q);
      await asLoaded(q, "delete from public.contract_pricing where contract_id = $1", [c.contractId]);
      await validatedWeek(
        q,
        c.contractId,
        "2026-05-18",
        ["18", "19", "20", "21", "22"].map((d) => h(`2026-05-${d}`, 7)),
      );
      await as(q, "comptable");
      expect(await failureMessage(q, () => prepare(q, "2026-05-01", "2026-05-31", c.companyId))).toBe(
        `Coefficient de facturation manquant pour le contrat ${c.contractKey} : renseignez-le sur le contrat ou signez des conditions commerciales`,
      );
      await asSystem(q);
      await signedConditions(q, c.companyId, { default_coefficient: 1.8 });
      await as(q, "comptable");
      const [draft] = await prepare(q, "2026-05-01", "2026-05-31", c.companyId);
      expect(await linesOf(q, draft!.id)).toEqual([
        { category: "normal", quantity: 35, unit_price: 26.1, amount_ht: 913.5 },
      ]);
    });
  });
});

describe("terms that change within the month", () => {
  // Amendment on Monday 18 May raising the pay to 16,00 €/h (billed 32,00 €/h):
  //   week of 11 May, Mon–Fri 7 h (Ascension worked: no majoration without an agreement) → 35 × 29,00 = 1 015,00
  //   week of 18 May, Mon–Fri 8 h → 35 × 32,00 = 1 120,00 · +25 % 5 × 40,00 (20,00 × 2) = 200,00
  //   → 2 335,00 HT
  it("bills each day at the pay of the amendment in force that day — R:BIL-PAY-LINES", async () => {
    await db.system(async (q) => {
      const c = await billedClient(q);
      await asLoaded(
        q,
        `insert into public.contract select (jsonb_populate_record(c, $2::jsonb)).* from public.contract c where c.id = $1`,
        [
          c.contractId,
          JSON.stringify({
            id: (await one<{ id: string }>(q, "select gen_random_uuid() as id")).id,
            is_amendment: true,
            amendment_type: "pay_change",
            amendment_number: 1,
            amended_contract_id: c.contractId,
            status: "signed",
            start_date: "2026-05-18",
            hourly_wage: 16,
          }),
        ],
      );
      const days = (monday: string, hours: number) =>
        [0, 1, 2, 3, 4].map((i) => h(`2026-05-${String(Number(monday.slice(8)) + i).padStart(2, "0")}`, hours));
      await validatedWeek(q, c.contractId, "2026-05-11", days("2026-05-11", 7));
      await validatedWeek(q, c.contractId, "2026-05-18", days("2026-05-18", 8));
      await as(q, "comptable");
      const [draft] = await prepare(q, "2026-05-01", "2026-05-31", c.companyId);
      expect(await linesOf(q, draft!.id)).toEqual([
        { category: "normal", quantity: 35, unit_price: 29, amount_ht: 1015 },
        { category: "normal", quantity: 35, unit_price: 32, amount_ht: 1120 },
        { category: "ot25", quantity: 5, unit_price: 40, amount_ht: 200 },
      ]);
      expect(draft!.total_ht).toBe("2335.00");
    });
  });

  // The order's bonus of 5,00 € a worked day, subject to contributions (× 2: 10,00 € billed), on
  // the week of 11 May (5 days) → 50,00 €; the order's purchase order groups the invoice; a
  // travel expense added by hand: 1 × 84,60 €.
  it("bills the order's bonus, groups by its purchase order, and takes an expense line — R:ORDER-BONUS-BILLING, R:BIL-GROUPING, R:BIL-PAY-LINES", async () => {
    await db.system(async (q) => {
      const c = await billedClient(q);
      await signedConditions(q, c.companyId, { invoice_grouping: "po" });
      const mission = await one<{ id: string }>(
        q,
        "select id from public.mission where workspace_id = $1 order by id limit 1",
        [RENFORT],
      );
      await asLoaded(
        q,
        `update public.mission set client_po_number = 'BC-2026-17',
           bonuses = '[{"type": "dirty_work", "amount": 5, "unit": "day", "subject_to_contributions": true}]' where id = $1`,
        [mission.id],
      );
      await asLoaded(q, "update public.contract set mission_id = $2 where id = $1", [c.contractId, mission.id]);
      await validatedWeek(
        q,
        c.contractId,
        "2026-05-11",
        ["11", "12", "13", "14", "15"].map((d) => h(`2026-05-${d}`, 7)),
      );
      await as(q, "comptable");
      const [draft] = await prepare(q, "2026-05-01", "2026-05-31", c.companyId);
      expect([draft!.grouping_key, draft!.po_number]).toEqual(["po:BC-2026-17", "BC-2026-17"]);
      expect((await linesOf(q, draft!.id)).filter((l) => l.category === "bonus")).toEqual([
        { category: "bonus", quantity: 5, unit_price: 10, amount_ht: 50 },
      ]);
      const withExpense = await one<{ total_ht: string }>(
        q,
        "select total_ht::text from public.add_client_invoice_line($1, 'Frais de déplacement', 1, 84.60, 'Trajet Lyon – Grenoble', 'expense')",
        [draft!.id],
      );
      // 1 015,00 + 50,00 + 84,60
      expect(withExpense.total_ht).toBe("1149.60");
      expect((await linesOf(q, draft!.id)).at(-1)).toEqual({
        category: "expense",
        quantity: 1,
        unit_price: 84.6,
        amount_ht: 84.6,
      });
    });
  });
});

describe("the invoice's life", () => {
  it("issues with a number and freezes the invoice and its weeks — R:BIL-IMMUTABLE, R:BIL-WEEK-STATUS", async () => {
    await db.system(async (q) => {
      const { weeks, draft } = await monthDraft(q);
      const issued = await one<{ number: string; status: string }>(
        q,
        "select number, status::text from public.issue_client_invoice($1)",
        [draft.id],
      );
      expect(issued.status).toBe("issued");
      expect([await weekStatus(q, weeks.april), await weekStatus(q, weeks.may)]).toEqual(["invoiced", "invoiced"]);
      expect(
        await failureMessage(q, () => q("update public.client_invoice set total_ht = 1 where id = $1", [draft.id])),
      ).toMatch(/permission denied/);
      expect(
        await failureMessage(q, () =>
          q("select public.add_client_invoice_line($1, 'Déplacement', 1, 50, 'oubli')", [draft.id]),
        ),
      ).toBe("Une facture émise ne peut plus être modifiée : émettez un avoir");
      await asSystem(q);
      for (const sql of [
        "update public.client_invoice set total_ht = 1 where id = $1",
        "update public.client_invoice_line set unit_price = 1, amount_ht = round(quantity, 2) where invoice_id = $1",
        "delete from public.client_invoice where id = $1",
      ])
        expect(await failureMessage(q, () => q(sql, [draft.id]))).toMatch(
          /Une facture émise ne peut (plus être modifiée|pas être supprimée)/,
        );
    });
  });

  it("dates the invoice and its due date by the calendar in Paris, whatever the session's time zone — R:BIL-PARIS-DAY, R:BIL-NO-CONDITIONS", async () => {
    // UTC+14 and UTC−12: at any hour one of them is on another day than Paris, as UTC is between
    // midnight and 1 or 2 a.m. there
    const otherDay: boolean[] = [];
    for (const zone of ["Pacific/Kiritimati", "Etc/GMT+12"])
      await db.system(async (q) => {
        const { draft } = await monthDraft(q);
        await q(`set local timezone = '${zone}'`);
        const days = await one<{ paris: string; local: string }>(
          q,
          "select ((now() at time zone 'Europe/Paris')::date)::text as paris, current_date::text as local",
        );
        otherDay.push(days.paris !== days.local);
        const issued = await one<{ issued_at: string; due: number }>(
          q,
          "select issued_at::text, due_date - issued_at as due from public.issue_client_invoice($1)",
          [draft.id],
        );
        expect(issued).toEqual({ issued_at: days.paris, due: 30 });
      });
    expect(otherDay).toContain(true);
  });

  it("records payments up to the total, and credits part of a line — R:BIL-PAYMENT, R:BIL-CREDIT-NOTE, R:BIL-NUMBER", async () => {
    await db.system(async (q) => {
      const { draft } = await monthDraft(q);
      await q("select public.issue_client_invoice($1)", [draft.id]);
      const today = (await one<{ d: string }>(q, "select private.paris_today()::text as d")).d;
      await q("select public.record_client_invoice_payment($1, $2, 1000, 'transfer', 'VIR 123')", [draft.id, today]);
      expect((await invoice(q, draft.id)).status).toBe("partially_paid");
      expect(
        await failureMessage(q, () =>
          q("select public.record_client_invoice_payment($1, $2, 2600)", [draft.id, today]),
        ),
      ).toBe("Le paiement dépasse le reste à payer (2 558,60 €)");
      // the 4 hours at +25 % of April credited: 145,00 HT, 174,00 TTC
      const ot25 = await one<{ id: string }>(
        q,
        "select id from public.client_invoice_line where invoice_id = $1 and category = 'ot25' order by position limit 1",
        [draft.id],
      );
      const note = await one<{ number: string; kind: string; total_ttc: string }>(
        q,
        "select number, kind::text, total_ttc::text from public.credit_client_invoice($1, 'Heures supplémentaires contestées', $2::jsonb)",
        [draft.id, JSON.stringify([{ line_id: ot25.id, quantity: 4 }])],
      );
      expect(note.number).toMatch(/^AV-\d{4}-\d{6}$/);
      expect([note.kind, note.total_ttc]).toEqual(["credit_note", "174.00"]);
      expect((await invoice(q, draft.id)).credited_amount).toBe("174.00");
      await q("select public.record_client_invoice_payment($1, $2, 2384.60)", [draft.id, today]);
      const paid = await invoice(q, draft.id);
      expect([paid.status, paid.paid_amount]).toEqual(["paid", "3384.60"]);
    });
  });

  it("a full credit note frees the weeks, which a new draft bills again — R:BIL-WEEK-ONCE, R:BIL-WEEK-STATUS, R:BIL-CREDIT-NOTE", async () => {
    await db.system(async (q) => {
      const { c, weeks, draft } = await monthDraft(q);
      await q("select public.issue_client_invoice($1)", [draft.id]);
      await q("select public.credit_client_invoice($1, 'Erreur de coefficient')", [draft.id]);
      expect((await invoice(q, draft.id)).status).toBe("credited");
      expect([await weekStatus(q, weeks.april), await weekStatus(q, weeks.may)]).toEqual(["validated", "validated"]);
      const again = await prepare(q, "2026-04-27", "2026-05-31", c.companyId);
      expect(again.map((d) => d.total_ttc)).toEqual(["3558.60"]);
    });
  });

  it("issues for a blocked client only with a reason, kept on the invoice — R:BIL-BLOCKED", async () => {
    await db.system(async (q) => {
      const { c, draft } = await monthDraft(q);
      await asSystem(q);
      await asLoaded(q, "update public.company set status = 'blocked' where id = $1", [c.companyId]);
      await as(q, "comptable");
      expect(await failureMessage(q, () => q("select public.issue_client_invoice($1)", [draft.id]))).toMatch(
        /^Le compte de .+ est bloqué : un motif est obligatoire pour le facturer$/,
      );
      expect((await invoice(q, draft.id)).number).toBeNull();
      const issued = await one<{ status: string; reason: string }>(
        q,
        "select status::text, blocked_override_reason as reason from public.issue_client_invoice($1, null, 'Heures faites avant le blocage')",
        [draft.id],
      );
      expect(issued).toEqual({ status: "issued", reason: "Heures faites avant le blocage" });
    });
  });

  it("refuses a credit note without its reason, beyond what is left to credit on a line, or beyond what is left to pay — R:BIL-CREDIT-NOTE", async () => {
    await db.system(async (q) => {
      const { draft } = await monthDraft(q);
      await q("select public.issue_client_invoice($1)", [draft.id]);
      const ot25 = await one<{ id: string }>(
        q,
        "select id from public.client_invoice_line where invoice_id = $1 and category = 'ot25' order by position limit 1",
        [draft.id],
      );
      const credit = (reason: string, lines: unknown = null) =>
        failureMessage(q, () =>
          q("select public.credit_client_invoice($1, $2, $3::jsonb)", [
            draft.id,
            reason,
            lines === null ? null : JSON.stringify(lines),
          ]),
        );
      expect(await credit("  ")).toBe("Le motif de l'avoir est obligatoire");
      // the line bills 4 h: 5 cannot be credited
      expect(await credit("Heures contestées", [{ line_id: ot25.id, quantity: 5 }])).toMatch(
        /^Quantité à créditer impossible \(.*\) : au plus ce qui reste à créditer sur la ligne$/,
      );
      // 3 558,60 TTC, 3 000,00 paid: a full credit note (3 558,60) passes what is left to pay (558,60)
      await q("select public.record_client_invoice_payment($1, private.paris_today(), 3000)", [draft.id]);
      expect(await credit("Erreur de coefficient")).toBe(
        "L'avoir dépasse le reste à payer de la facture : remboursez d'abord le trop-perçu",
      );
      // 4 h at +25 %: 145,00 HT, 174,00 TTC, within it
      expect(await credit("Heures contestées", [{ line_id: ot25.id, quantity: 4 }])).toBeNull();
      expect((await invoice(q, draft.id)).credited_amount).toBe("174.00");
    });
  });

  it("lets accounting and CSMs read the invoices, not consultants nor marketing — R:BIL-ROLES", async () => {
    await db.system(async (q) => {
      const { draft } = await monthDraft(q);
      const seen = async (key: string) => {
        await as(q, key);
        return (await q("select id from public.client_invoice where id = $1", [draft.id])).rows.length;
      };
      expect({ comptable: await seen("comptable"), csm: await seen("csm") }).toEqual({ comptable: 1, csm: 1 });
      expect({ consultant: await seen("consultant"), marketing: await seen("marketing") }).toEqual({
        consultant: 0,
        marketing: 0,
      });
    });
  });

  it("lets CSMs prepare but only accounting issue, pay and credit; consultants do neither — R:BIL-ROLES, R:BIL-WEEK-ONCE", async () => {
    await db.system(async (q) => {
      const c = await billedClient(q);
      await twoWeeks(q, c);
      await as(q, "consultant");
      expect(await failureMessage(q, () => prepare(q, "2026-04-27", "2026-05-31", c.companyId))).toBe(
        "Seuls la comptabilité et les CSM préparent la facturation",
      );
      await as(q, "csm");
      const [draft] = await prepare(q, "2026-04-27", "2026-05-31", c.companyId);
      for (const sql of [
        "select public.issue_client_invoice($1)",
        "select public.record_client_invoice_payment($1, private.paris_today(), 10)",
        "select public.credit_client_invoice($1, 'motif')",
      ])
        expect(await failureMessage(q, () => q(sql, [draft!.id]))).toMatch(/^Vos rôles ne permettent pas cette action/);
      await q("select public.cancel_client_invoice($1)", [draft!.id]);
      expect((await invoice(q, draft!.id)).status).toBe("canceled");
      expect(await prepare(q, "2026-04-27", "2026-05-31", c.companyId)).toHaveLength(1);
    });
  });
});

describe("numbering", () => {
  it("the demo data number their invoices and credit notes in the order of their dates (CGI ann. II art. 242 nonies A) — R:BIL-NUMBER", async () => {
    await db.system(async (q) => {
      const { rows } = await q<{ kind: string; number: string; issued_at: string; previous: string | null }>(
        `select kind::text, number, issued_at::text, previous::text from (
           select kind, number, issued_at, lag(issued_at) over (partition by workspace_id, kind, extract(year from issued_at) order by sequence_number) as previous
           from public.client_invoice where sequence_number is not null) n
         where issued_at < previous`,
        [],
      );
      const issued = await one<{ n: number }>(
        q,
        "select count(*)::int as n from public.client_invoice where sequence_number is not null",
        [],
      );
      expect(issued.n).toBeGreaterThan(20);
      expect(rows).toEqual([]);
    });
  });

  it("gives consecutive numbers, and a refused issue takes none — R:BIL-NUMBER", async () => {
    await db.system(async (q) => {
      const a = await monthDraft(q);
      await asSystem(q);
      const b = await billedClient(q);
      await signedConditions(q, b.companyId, { po_required: true });
      await twoWeeks(q, b);
      await as(q, "comptable");
      const [refused] = await prepare(q, "2026-04-27", "2026-05-31", b.companyId);
      const first = await one<{ n: number }>(q, "select sequence_number as n from public.issue_client_invoice($1)", [
        a.draft.id,
      ]);
      expect(await failureMessage(q, () => q("select public.issue_client_invoice($1)", [refused!.id]))).not.toBeNull();
      const second = await one<{ n: number }>(
        q,
        "select sequence_number as n from public.issue_client_invoice($1, 'BC-1')",
        [refused!.id],
      );
      expect(second.n).toBe(first.n + 1);
    });
  });

  it("issues a selection at once: consecutive numbers in the list's order, a refused draft left with its reason — R:BIL-ISSUE-SELECTION", async () => {
    await db.system(async (q) => {
      // three clients, named so that the list's order (client name) is known: B, then C; A
      // requires a purchase order its draft does not have
      const made: Record<string, string> = {};
      const tag = Date.now().toString(36);
      for (const [name, values] of [
        ["C", {}],
        ["A", { po_required: true }],
        ["B", {}],
      ] as const) {
        await asSystem(q);
        const c = await billedClient(q, { name: `Lot ${name} ${tag}` });
        if (Object.keys(values).length) await signedConditions(q, c.companyId, values);
        await twoWeeks(q, c);
        await as(q, "comptable");
        made[name] = (await prepare(q, "2026-04-27", "2026-05-31", c.companyId))[0]!.id;
      }
      await as(q, "consultant");
      expect(await failureMessage(q, () => q("select public.issue_client_invoices($1::uuid[])", [[made.B]]))).toBe(
        "Vos rôles ne permettent pas cette action sur les factures clients",
      );

      await asSystem(q);
      const before = await one<{ last: number | null }>(
        q,
        "select (select s.last_number from public.client_invoice_sequence s where s.workspace_id = $1 and s.kind = 'invoice' and s.year = extract(year from private.paris_today())) as last",
        [RENFORT],
      );
      await as(q, "comptable");
      const answer = await one<{ r: { issued: string[]; refused: Array<{ id: string; message: string }> } }>(
        q,
        "select public.issue_client_invoices($1::uuid[]) as r",
        [[made.C, made.A, made.B]],
      );
      expect(answer.r.issued).toEqual([made.B, made.C]);
      expect(answer.r.refused).toEqual([
        { id: made.A, message: "Ce client exige un numéro de bon de commande sur ses factures" },
      ]);
      const rows = await q<{ id: string; n: number; status: string; total_ttc: string }>(
        "select id, sequence_number as n, status::text, total_ttc from public.client_invoice where id = any ($1::uuid[]) order by sequence_number nulls last",
        [[made.A, made.B, made.C]],
      );
      const last = Number(before.last ?? 0);
      expect(rows.rows.map((r) => [r.id, r.n, r.status])).toEqual([
        [made.B, last + 1, "issued"],
        [made.C, last + 2, "issued"],
        [made.A, null, "draft"],
      ]);
      // each issued invoice carries the month's two weeks, now « Facturé », and its total (3 558,60 TTC)
      expect(rows.rows.slice(0, 2).map((r) => r.total_ttc)).toEqual(["3558.60", "3558.60"]);
      const weeks = await q<{ status: string; n: string }>(
        "select w.status::text as status, count(*)::text as n from public.client_invoice_week iw join public.timesheet_week w on w.id = iw.timesheet_week_id where iw.invoice_id = any ($1::uuid[]) group by 1",
        [[made.B, made.C]],
      );
      expect(weeks.rows).toEqual([{ status: "invoiced", n: "4" }]);
      // the refused draft's weeks wait for it; issued again, nothing changes
      expect(
        (await one<{ r: { issued: string[] } }>(q, "select public.issue_client_invoices($1::uuid[]) as r", [[made.B]]))
          .r.issued,
      ).toEqual([]);
    });
  });

  it.runIf(inject("databaseUrl"))(
    "two accountants issuing at once get two consecutive numbers (native PostgreSQL) — R:BIL-NUMBER",
    async () => {
      const made: string[] = [];
      const companies: string[] = [];
      try {
        for (let i = 0; i < 2; i++)
          await db.engine.tx({}, async (q) => {
            const c = await billedClient(q);
            companies.push(c.companyId);
            await twoWeeks(q, c);
            await as(q, "comptable");
            made.push((await prepare(q, "2026-04-27", "2026-05-31", c.companyId))[0]!.id);
          });
        const issue = (id: string) => async (q: Query) => {
          await as(q, "comptable");
          await q("select public.issue_client_invoice($1)", [id]);
        };
        await twoWriters(db.engine, issue(made[0]!), issue(made[1]!));
        const numbers = await db.engine.query<{ n: number }>(
          "select sequence_number as n from public.client_invoice where id = any ($1::uuid[]) order by sequence_number",
          [made],
        );
        const [x, y] = numbers.rows.map((r) => r.n);
        expect(y).toBe(x! + 1);
      } finally {
        // what the two committed transactions left: the invoices (their guard bypassed, as the
        // seed loads rows), then the clients' weeks, pays, contracts, talents and the clients
        await db.engine.tx({}, async (q) => {
          const set = `'{${companies.join(",")}}'::uuid[]`;
          const invoices = `select id from public.client_invoice where company_id = any (${set})`;
          await asLoaded(q, `delete from public.client_invoice_line where invoice_id in (${invoices})`);
          await asLoaded(q, `delete from public.client_invoice_week where invoice_id in (${invoices})`);
          await asLoaded(q, `delete from public.client_invoice where company_id = any (${set})`);
          const talents = (
            await q<{ id: string }>(`select talent_id as id from public.contract where company_id = any (${set})`, [])
          ).rows.map((t) => t.id);
          await q(`delete from public.timesheet_week where company_id = any (${set})`, []);
          await q("delete from public.pay_tracking where talent_id = any ($1::uuid[])", [talents]);
          await q(`delete from public.contract where company_id = any (${set})`, []);
          await q("delete from public.talent where id = any ($1::uuid[])", [talents]);
          await q(`delete from public.company where id = any (${set})`, []);
          await q(
            "update public.client_invoice_sequence s set last_number = coalesce((select max(i.sequence_number) from public.client_invoice i where i.workspace_id = s.workspace_id and i.kind = s.kind and i.sequence_year = s.year), 0)",
            [],
          );
        });
      }
    },
  );
});

describe("follow-up", () => {
  it("turns an unpaid invoice overdue, sends reminders at due + 7 and + 30, and lists it in the action centre — R:BIL-OVERDUE", async () => {
    await db.system(async (q) => {
      const { c, draft } = await monthDraft(q);
      await q("select public.issue_client_invoice($1)", [draft.id]);
      await asSystem(q);
      await asLoaded(
        q,
        "update public.client_invoice set issued_at = private.paris_today() - 40, due_date = private.paris_today() - 10 where id = $1",
        [draft.id],
      );
      const moves = await one<{ r: Record<string, number> }>(q, "select private.run_client_invoice_time_moves() as r");
      expect(moves.r["client_invoice:overdue"]).toBeGreaterThanOrEqual(1);
      const state = await one<{ status: string; reminder_count: number }>(
        q,
        "select status::text, reminder_count from public.client_invoice where id = $1",
        [draft.id],
      );
      expect(state).toEqual({ status: "overdue", reminder_count: 1 });
      const mail = await one<{ recipient: string; subject: string; link: string }>(
        q,
        "select recipient, subject, link from public.mail_outbox where entity_id = $1 and kind = 'client_invoice_reminder'",
        [draft.id],
      );
      expect(mail.recipient).toMatch(/^factures-.*@client-essai\.fr$/);
      // the client's space, not the team's invoice screen
      expect(mail.link).toBe(`/client/invoices/${draft.id}`);
      await as(q, "comptable");
      const items = await q<{ rule: string; link: string }>(
        "select rule, link from public.action_centre() where subject_id = $1",
        [draft.id],
      );
      expect(items.rows).toEqual([{ rule: "invoices_overdue", link: `/client-invoices/${draft.id}` }]);
      expect(c.companyId).toBeTruthy();
    });
  });

  it("lists an invoice due 30 days ago as a warning, past 30 days as critical — R:BIL-OVERDUE, R:AC-OVERDUE", async () => {
    await db.system(async (q) => {
      const { draft } = await monthDraft(q);
      await q("select public.issue_client_invoice($1)", [draft.id]);
      const severity = async (late: number) => {
        await asSystem(q);
        await asLoaded(
          q,
          "update public.client_invoice set issued_at = private.paris_today() - 60, due_date = private.paris_today() - $2::int where id = $1",
          [draft.id, late],
        );
        await q("select private.run_client_invoice_time_moves()");
        await as(q, "comptable");
        return (
          await one<{ severity: string }>(
            q,
            "select severity from public.action_centre() where rule = 'invoices_overdue' and subject_id = $1",
            [draft.id],
          )
        ).severity;
      };
      expect(await severity(30)).toBe("warning");
      expect(await severity(31)).toBe("critical");
    });
  });

  it("sends to the client's active « Destinataire factures » contacts, else to its billing e-mail — R:BIL-SEND", async () => {
    await db.system(async (q) => {
      const c = await billedClient(q);
      const recipients = async () =>
        (await one<{ r: string[] }>(q, "select private.client_invoice_recipients($1) as r", [c.companyId])).r;
      const { billing } = await one<{ billing: string }>(
        q,
        "select billing_email as billing from public.company where id = $1",
        [c.companyId],
      );
      expect(await recipients()).toEqual([billing]);
      await q(
        `insert into public.contact (workspace_id, company_id, first_name, last_name, email, roles, status)
         values ($1, $2, 'Paul', 'Comptable', 'paul.comptable@client-essai.fr', '{invoice_recipient}', 'active'),
                ($1, $2, 'Ancien', 'Comptable', 'ancien.comptable@client-essai.fr', '{invoice_recipient}', 'left_company')`,
        [RENFORT, c.companyId],
      );
      expect(await recipients()).toEqual(["paul.comptable@client-essai.fr"]);
    });
  });

  it("lists a client's validated weeks of a past month not billed yet, and the outstanding amount — R:BIL-OUTSTANDING, R:AC-UNBILLED", async () => {
    await db.system(async (q) => {
      const c = await billedClient(q);
      await twoWeeks(q, c);
      await as(q, "comptable");
      const item = await one<{ rule: string; label: string }>(
        q,
        "select rule, label from public.action_centre() where rule = 'weeks_unbilled' and subject_id = $1",
        [c.companyId],
      );
      expect(item.label).toMatch(/2 semaine\(s\) validée\(s\) non facturée\(s\)$/);
      const [draft] = await prepare(q, "2026-04-27", "2026-05-31", c.companyId);
      await q("select public.issue_client_invoice($1)", [draft!.id]);
      await q("select public.record_client_invoice_payment($1, private.paris_today(), 558.60)", [draft!.id]);
      const out = await one<{ outstanding: string; overdue: string }>(
        q,
        "select outstanding::text, overdue::text from public.company_outstanding($1)",
        [c.companyId],
      );
      expect(out).toEqual({ outstanding: "3000.00", overdue: "0" });
    });
  });
});

describe("the client's exposure and the sales journal", () => {
  it("refuses a new contract for a client whose exposure passes 110 % of its credit cover, unless accounting — R:REQ-INS-CONTRACT-BLOCK, R:BIL-COVER-110", async () => {
    await db.system(async (q) => {
      const { c, draft } = await monthDraft(q);
      await q("select public.issue_client_invoice($1)", [draft.id]);
      await asSystem(q);
      // 3 558,60 owed against a cover of 3 000: 118 %
      await asLoaded(
        q,
        `insert into public.company_insurance_request (workspace_id, company_id, type, insurer, requested_amount, granted_amount, status, decision_date)
         values ((select workspace_id from public.company where id = $1), $1, 'credit_insurance', 'coface', 3000, 3000, 'granted', private.paris_today())`,
        [c.companyId],
      );
      const contract = async (key: string) => {
        await as(q, key);
        return failureMessage(q, () =>
          q(
            `insert into public.contract (workspace_id, contract_key, talent_id, company_id, start_date, end_date, hourly_wage, contract_reason, contract_reason_justification)
             values ((select workspace_id from public.company where id = $1), 'CREDIT-' || $2, $3, $1, private.paris_today() + 30, private.paris_today() + 60, 14.5, 'activity_increase', 'Surcroît de commandes')`,
            [c.companyId, key, c.talentId],
          ),
        );
      };
      expect(await contract("consultant")).toBe(
        "L'encours de ce client (3 558,60 €) dépasse de plus de 10 % sa garantie d'assurance-crédit (3 000,00 €) : un nouveau contrat demande l'accord de la comptabilité",
      );
      expect(await contract("comptable")).not.toMatch(/encours/);
    });
  });

  it("writes one journal row per document and VAT rate, credit notes negative", async () => {
    await db.system(async (q) => {
      const { draft } = await monthDraft(q);
      await q("select public.issue_client_invoice($1)", [draft.id]);
      await q("select public.credit_client_invoice($1, 'Erreur de coefficient')", [draft.id]);
      const rows = await q<{ kind: string; ht: string; tva: string; ttc: string; credited: string | null }>(
        `select kind::text, amount_ht::text as ht, amount_tva::text as tva, amount_ttc::text as ttc, credited_number as credited
         from public.client_sales_journal(private.paris_today(), private.paris_today()) j
         where j.number in (select number from public.client_invoice where id = $1 or credited_invoice_id = $1) order by j.amount_ttc desc`,
        [draft.id],
      );
      const number = (await invoice(q, draft.id)).number;
      expect(rows.rows).toEqual([
        { kind: "invoice", ht: "2965.50", tva: "593.10", ttc: "3558.60", credited: null },
        { kind: "credit_note", ht: "-2965.50", tva: "-593.10", ttc: "-3558.60", credited: number },
      ]);
    });
  });
});
