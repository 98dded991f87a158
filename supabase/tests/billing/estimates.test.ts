// The figures given before an invoice exists, against the invoice itself (issue #46, item 11): the
// « Estimation HT » of « Préparer la facturation » (public.client_billing_backlog) and a client's
// « Encours » (public.company_outstanding, docs/rules/billing.md#encours). The temp earns 14,50 €/h,
// billed at coefficient 2,000 (29,00 €/h); overtime at +25 % is 18,125 × 2 = 36,25, at +50 %
// 21,75 × 2 = 43,50.
//
// A 44 h week (Mon–Thu 9 h, Fri 8 h, week of 18 May 2026, no public holiday):
//   35 × 29,00 + 8 × 36,25 + 1 × 43,50 = 1 015,00 + 290,00 + 43,50 = 1 348,50 HT (not 44 × 29 = 1 276,00)
// The encours of a client with that week invoiced (TTC 1 618,20, 618,20 paid: 1 000,00 owed), a
// signed week of 40 h not invoiced (35 × 29,00 + 5 × 36,25 = 1 196,25) and a running 39 h contract
// (4 weeks × (35 × 29,00 + 4 × 36,25) = 4 × 1 160,00 = 4 640,00): 1 000,00 + 1 196,25 + 4 640,00
// = 6 836,25.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { splitWeeklyHours } from "../../../src/lib/pay/hours.ts";
import { testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asLoaded, asSystem, one, RENFORT } from "../support/fixtures.ts";
import { activeContract, freshTalent } from "../pay/support.ts";
import { billedClient, prepare, signedConditions, validatedWeek, type Client } from "./support.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const WEEK_44H = [
  { date: "2026-05-18", hours: 9 },
  { date: "2026-05-19", hours: 9 },
  { date: "2026-05-20", hours: 9 },
  { date: "2026-05-21", hours: 9 },
  { date: "2026-05-22", hours: 8 },
];

/** The client's « Estimation HT » over the week of 18 May 2026, read by accounting. */
const backlogEstimate = async (q: Query, c: Client) =>
  (
    await one<{ estimated_ht: string; hours: string }>(
      q,
      "select estimated_ht::text, hours::text from public.client_billing_backlog('2026-05-18', '2026-05-24') where company_id = $1",
      [c.companyId],
    )
  ).estimated_ht;

describe("the week's hours split", () => {
  it("is the rule the screens use (src/lib/pay/hours.ts): 35 h normal, the 36th to the 43rd at +25 %, beyond at +50 % — R:BIL-ESTIMATE", async () => {
    await db.system(async (q) => {
      const totals = Array.from({ length: 241 }, (_, i) => i / 4); // 0 to 60 h by quarters
      const r = await q<{ total: string; normal: string; ot25: string; ot50: string }>(
        `select t::text as total, s.normal::text, s.ot25::text, s.ot50::text
         from unnest($1::numeric[]) t cross join lateral private.pay_hours_split(t) s order by t`,
        [totals],
      );
      expect(
        r.rows.map((row) => ({ normal: Number(row.normal), ot25: Number(row.ot25), ot50: Number(row.ot50) })),
      ).toEqual(totals.map(splitWeeklyHours));
    });
  });
});

describe("« Estimation HT » of « Préparer la facturation »", () => {
  it("counts the overtime of a 44 h week as its invoice bills it — R:BIL-ESTIMATE", async () => {
    await db.system(async (q) => {
      const c = await billedClient(q);
      await validatedWeek(q, c.contractId, "2026-05-18", WEEK_44H);
      await as(q, "comptable");
      expect(await backlogEstimate(q, c)).toBe("1348.50");
      const [draft] = await prepare(q, "2026-05-18", "2026-05-24", c.companyId);
      expect(draft!.total_ht).toBe("1348.50");
    });
  });

  it("takes the conditions' overtime coefficient for the overtime hours, as the draft does — R:REQ-CC-BILLING-TERMS, R:BIL-ESTIMATE", async () => {
    await db.system(async (q) => {
      const c = await billedClient(q);
      // overtime at 2,2: +25 % 18,125 × 2,2 = 39,875 → 39,88; +50 % 21,75 × 2,2 = 47,85
      // 1 015,00 + 8 × 39,88 + 47,85 = 1 381,89
      await signedConditions(q, c.companyId, { overtime_coefficient: 2.2 });
      await validatedWeek(q, c.contractId, "2026-05-18", WEEK_44H);
      await as(q, "comptable");
      expect(await backlogEstimate(q, c)).toBe("1381.89");
      const [draft] = await prepare(q, "2026-05-18", "2026-05-24", c.companyId);
      expect(draft!.total_ht).toBe("1381.89");
    });
  });
});

type Outstanding = {
  outstanding: string;
  unbilled_ht: string;
  running_ht: string;
  exposure: string;
};

describe("a client's « Encours »", () => {
  it("adds to what its invoices owe its unbilled signed or validated weeks and four weeks of its running contracts — R:REQ-INS-EXPOSURE, R:BIL-OUTSTANDING", async () => {
    await db.system(async (q) => {
      const c = await billedClient(q);
      await validatedWeek(q, c.contractId, "2026-05-18", WEEK_44H);
      await as(q, "comptable");
      const [draft] = await prepare(q, "2026-05-18", "2026-05-24", c.companyId);
      const issued = await one<{ total_ttc: string }>(
        q,
        "select total_ttc::text from public.issue_client_invoice($1)",
        [draft!.id],
      );
      expect(issued.total_ttc).toBe("1618.20");
      await q("select public.record_client_invoice_payment($1, private.paris_today(), 618.20)", [draft!.id]);

      // a 39 h contract running since last week's Monday, whose week is signed by the client and not invoiced
      await asSystem(q);
      const { monday, end, dpae } = await one<{ monday: string; end: string; dpae: string }>(
        q,
        `select m::text as monday, (m + 60)::text as "end", (m - 2)::text as dpae
         from (select (date_trunc('week', private.paris_today()) - interval '7 days')::date as m) x`,
      );
      const running = await activeContract(q, await freshTalent(q), {
        company_id: c.companyId,
        start_date: monday,
        end_date: end,
        working_hours: 39,
        dpae_submitted_at: `${dpae}T08:00:00Z`,
      });
      await asLoaded(
        q,
        "insert into public.contract_pricing (contract_id, workspace_id, coefficient) values ($1, $2, 2.000) on conflict (contract_id) do update set coefficient = 2.000",
        [running.id, RENFORT],
      );
      const days = [0, 1, 2, 3, 4].map((n) => ({
        date: new Date(Date.parse(`${monday}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10),
        hours: 8,
      }));
      await validatedWeek(q, running.id, monday, days, "signed");

      // read as accounting: the function runs under the caller's rights
      await as(q, "comptable");
      const out = await one<Outstanding>(
        q,
        "select outstanding::text, unbilled_ht::text, running_ht::text, exposure::text from public.company_outstanding($1)",
        [c.companyId],
      );
      expect(out).toEqual({
        outstanding: "1000.00",
        unbilled_ht: "1196.25",
        running_ht: "4640.00",
        exposure: "6836.25",
      });
      // the credit-cover check (private.company_exposure, as the system) reads the same total
      await asSystem(q);
      const exposure = await one<{ e: string }>(q, "select private.company_exposure($1)::text as e", [c.companyId]);
      expect(exposure.e).toBe("6836.25");
    });
  });
});
