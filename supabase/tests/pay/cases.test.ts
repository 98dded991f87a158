// Pay and billing cases, not one story (issue 69): each case is one validated week of a temp at
// 14,50 €/h billed at coefficient 2 (29,00 €/h), its client's agreement or own majorations, its
// days, and the pay lines and invoice lines computed by hand below, compared to the database's own
// functions (private.pay_lines, private.client_invoice_week_lines) on both engines. The general
// majorations (a client without agreement): night +25 %, Sunday +50 %, public holiday 0 %, 1 May
// +100 % (L3133-6); IDCC 1597: night +100 %, Sunday 0 %. May 2026: Friday 1 and 8 are public
// holidays, Thursday 14 is Ascension, Monday 25 Pentecost; the weeks below avoid the others.
// — R:PAY-CASES
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type TestDatabase } from "../support/db.ts";
import { billedClient, validatedWeek, type Day } from "../billing/support.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

/** code → [quantity, rate, amount] */
type PayLines = Record<string, [number, number, number]>;
/** category → [quantity, unit price, amount HT] */
type InvoiceLines = Array<[string, number, number, number]>;

type Case = {
  name: string;
  company?: Record<string, unknown>;
  contract?: Record<string, unknown>;
  monday: string;
  days: Day[];
  pay: PayLines;
  invoice: InvoiceLines;
};

const d = (date: string, hours: number, extra: Partial<Day> = {}): Day => ({ date, hours, ...extra });
const week = (monday: string, hours: number[]) =>
  hours.map((h, i) => d(new Date(Date.parse(`${monday}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10), h));

const CASES: Case[] = [
  {
    // 5 × 7 h: HN 35 × 14,50 = 507,50 — billed 35 × 29,00 = 1 015,00
    name: "a day week of 35 h",
    monday: "2026-05-18",
    days: week("2026-05-18", [7, 7, 7, 7, 7]),
    pay: { HN: [35, 14.5, 507.5] },
    invoice: [["normal", 35, 29, 1015]],
  },
  {
    // an imprecise term (a replacement, 10 days at least from 27 April, no end date): its weeks
    // are paid and billed as any week's — 5 × 7 h: HN 35 × 14,50 = 507,50, billed 35 × 29,00 = 1 015,00
    name: "a week of an imprecise term",
    contract: {
      is_precise_term: false,
      end_date: null,
      minimum_duration_days: 10,
      contract_reason: "replacement_absence",
      replaced_employee: "Marc Dubois",
      replaced_employee_qualification: "Grutier N3P2",
    },
    monday: "2026-05-18",
    days: week("2026-05-18", [7, 7, 7, 7, 7]),
    pay: { HN: [35, 14.5, 507.5] },
    invoice: [["normal", 35, 29, 1015]],
  },
  {
    // 48 h: 35 normal (507,50), 36th–43rd at +25 % 8 × 18,125 = 145,00, 44th–48th at +50 % 5 × 21,75 = 108,75
    // billed 35 × 29,00 = 1 015,00 · 8 × 36,25 = 290,00 · 5 × 43,50 = 217,50
    name: "overtime at 35 h and at 43 h — R:PAY-OVERTIME",
    monday: "2026-05-18",
    days: week("2026-05-18", [10, 10, 10, 10, 8]),
    pay: { HN: [35, 14.5, 507.5], HS25: [8, 18.125, 145], HS50: [5, 21.75, 108.75] },
    invoice: [
      ["normal", 35, 29, 1015],
      ["ot25", 8, 36.25, 290],
      ["ot50", 5, 43.5, 217.5],
    ],
  },
  {
    // four nights of 7,5 h all at night, general +25 %: HN 30 × 14,50 = 435,00 · MAJ_NUIT 30 × 3,625 = 108,75
    // billed 30 × 29,00 = 870,00 · night 30 × 7,25 = 217,50
    name: "night work at the general majoration",
    monday: "2026-05-18",
    days: week("2026-05-18", [7.5, 7.5, 7.5, 7.5]).map((x) => ({ ...x, night: 7.5 })),
    pay: { HN: [30, 14.5, 435], MAJ_NUIT: [30, 3.625, 108.75] },
    invoice: [
      ["normal", 30, 29, 870],
      ["night", 30, 7.25, 217.5],
    ],
  },
  {
    // one night of 7,5 h for a client of IDCC 1597 whose own employees get +25 % (recorded with its
    // source): MAJ_NUIT 7,5 × 3,625 = 27,1875 → 27,19 · billed night 7,5 × 7,25 = 54,375 → 54,38
    name: "a crossing-midnight night at the client's own rate, not its agreement's +100 %",
    company: {
      idcc: "1597",
      night_majoration_pct: 25,
      majorations_source: "Accord d'entreprise, travail de nuit régulier",
    },
    monday: "2026-05-18",
    days: [d("2026-05-18", 7.5, { night: 7.5 })],
    pay: { HN: [7.5, 14.5, 108.75], MAJ_NUIT: [7.5, 3.625, 27.19] },
    invoice: [
      ["normal", 7.5, 29, 217.5],
      ["night", 7.5, 7.25, 54.38],
    ],
  },
  {
    // 40 h, Friday's 8 h all at night (general +25 %): the 36th–40th hours are overtime and night.
    // HN 35 × 14,50 = 507,50 · HS25 5 × 18,125 = 90,625 → 90,63 · MAJ_NUIT on the base rate,
    // 8 × 3,625 (14,50 × 25 %) = 29,00, not on the overtime rate (18,125 × 25 % = 4,53125)
    // billed 35 × 29,00 = 1 015,00 · 5 × 36,25 = 181,25 · night 8 × 7,25 = 58,00
    name: "night hours that are also overtime: the night majoration on the base rate — R:PAY-MAJ-BASE",
    monday: "2026-05-18",
    days: [...week("2026-05-18", [8, 8, 8, 8]), d("2026-05-22", 8, { night: 8 })],
    pay: { HN: [35, 14.5, 507.5], HS25: [5, 18.125, 90.63], MAJ_NUIT: [8, 3.625, 29] },
    invoice: [
      ["normal", 35, 29, 1015],
      ["ot25", 5, 36.25, 181.25],
      ["night", 8, 7.25, 58],
    ],
  },
  {
    // Sunday 24 May, 7 h at the general +50 %: HN 101,50 · MAJ_DIMANCHE 7 × 7,25 = 50,75
    // billed 7 × 29,00 = 203,00 · Sunday 7 × 14,50 = 101,50
    name: "a Sunday at the general majoration",
    monday: "2026-05-18",
    days: [d("2026-05-24", 7)],
    pay: { HN: [7, 14.5, 101.5], MAJ_DIMANCHE: [7, 7.25, 50.75] },
    invoice: [
      ["normal", 7, 29, 203],
      ["sunday", 7, 14.5, 101.5],
    ],
  },
  {
    // the same Sunday for a client of IDCC 1597 (no national Sunday majoration): HN only
    name: "a Sunday under an agreement without Sunday majoration",
    company: { idcc: "1597" },
    monday: "2026-05-18",
    days: [d("2026-05-24", 7)],
    pay: { HN: [7, 14.5, 101.5] },
    invoice: [["normal", 7, 29, 203]],
  },
  {
    // 1 May worked, 7 h: HN 101,50 · MAJ_1MAI 7 × 14,50 (+100 %, L3133-6) = 101,50
    // billed 7 × 29,00 = 203,00 · holiday 7 × 29,00 = 203,00
    name: "1 May worked — R:PAY-MAY-FIRST",
    monday: "2026-04-27",
    days: [d("2026-05-01", 7)],
    pay: { HN: [7, 14.5, 101.5], MAJ_1MAI: [7, 14.5, 101.5] },
    invoice: [
      ["normal", 7, 29, 203],
      ["holiday", 7, 29, 203],
    ],
  },
  {
    // Monday–Thursday 7 h, Friday 8 May a public holiday not worked, paid at the day's hours
    // (35 h / 5 days = 7 h): HN 28 × 14,50 = 406,00 · FERIE_CHOME 7 × 14,50 = 101,50
    // billed 28 × 29,00 = 812,00 · holiday 7 × 29,00 = 203,00
    name: "a public holiday not worked, paid",
    monday: "2026-05-04",
    days: [...week("2026-05-04", [7, 7, 7, 7]), d("2026-05-08", 0, { absence: "public_holiday" })],
    pay: { HN: [28, 14.5, 406], FERIE_CHOME: [7, 14.5, 101.5] },
    invoice: [
      ["normal", 28, 29, 812],
      ["holiday", 7, 29, 203],
    ],
  },
];

describe("pay and billing cases, computed by hand", () => {
  it.each(CASES)("$name", async (c) => {
    const out = await db.system(async (q) => {
      const client = await billedClient(q, c.company ?? {}, c.contract ?? {});
      const w = await validatedWeek(q, client.contractId, c.monday, c.days);
      const pay = await q<{ code: string; quantity: string; rate: string; amount: string }>(
        `select l.code, l.quantity::text, l.rate::text, l.amount::text
         from public.contract c, private.pay_lines(c.workspace_id, c.talent_id, $2, $2, array[c.contract_key]) l
         where c.id = $1 and l.amount > 0 order by l.sort, l.code`,
        [client.contractId, c.monday],
      );
      const invoice = await q<{ category: string; quantity: string; unit_price: string; amount_ht: string }>(
        `select l.category::text, l.quantity::text, l.unit_price::text, l.amount_ht::text
         from private.client_invoice_week_lines($1, 1, 2) l order by l.sort, l.category`,
        [w.id],
      );
      return { pay: pay.rows, invoice: invoice.rows };
    });
    expect(
      Object.fromEntries(out.pay.map((l) => [l.code, [Number(l.quantity), Number(l.rate), Number(l.amount)]])),
    ).toEqual(c.pay);
    expect(out.invoice.map((l) => [l.category, Number(l.quantity), Number(l.unit_price), Number(l.amount_ht)])).toEqual(
      c.invoice,
    );
  });
});
