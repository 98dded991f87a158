// An early end of a mission (private.validate_definitive_end_request, supabase/CONTRACT-RULES.md):
// L1251-26 — the agency that ends a mission before its term, whether the client asked for it or
// not, offers a new contract within three working days or pays the wages up to the term, the IFM
// included; an imprecise term's term is the last day of its minimum duration, and it has no
// flexibility to advance it (L1251-30).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbError, testDatabase, type TestDatabase } from "../support/db.ts";
import { as, draftContract, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

// a replacement from Monday 7 December 2026, 26 days at least (to Friday 1 January 2027), 35 h
// over Monday to Friday, 16,50 € an hour
const IMPRECISE = {
  status: "active",
  start_date: "2026-12-07",
  end_date: null,
  is_precise_term: false,
  minimum_duration_days: 26,
  contract_reason: "replacement_absence",
  replaced_employee: "Marc Dubois, grutier",
  hourly_wage: 16.5,
  working_hours: 35,
  working_days: [1, 2, 3, 4, 5],
  dpae_submitted_at: "2026-12-04T08:00:00Z",
  dpae_reference: "DPAE-TEST-EARLY-END",
};

const endRequest = (contractId: string, values: Record<string, unknown>) => ({
  workspace_id: RENFORT,
  contract_id: contractId,
  requested_end_date: "2026-12-10",
  ...values,
});

const insert = (row: Record<string, unknown>) =>
  [
    `insert into public.definitive_end_request (${Object.keys(row).join(", ")})
     select ${Object.keys(row)
       .map((_, i) => `$${i + 1}`)
       .join(", ")} returning compensation_due::float8 as due, ifm_due`,
    Object.values(row),
  ] as const;

describe("an early end before the term (L1251-26)", () => {
  it("asked by the client, owes an imprecise term's wages up to its minimum duration, IFM included", async () => {
    await db.system(async (q) => {
      const c = (await draftContract(q, "consultant", IMPRECISE)) as { id: string };
      await as(q, "consultant");
      const [sql, params] = insert(endRequest(c.id, { initiator: "client", reason: "agency_early_termination" }));
      const created = await one<{ due: number; ifm_due: boolean }>(q, sql, params);
      // By hand: worked to Thursday 10 December; the term is Friday 1 January. Working days left,
      // Monday to Friday, from Friday 11 December: 11, 14–18, 21–24 (25th a holiday), 28–31
      // (1 January a holiday) = 1 + 5 + 4 + 4 = 14 days × 7 h = 98 h × 16,50 € = 1 617,00 €,
      // and the IFM, 10 %: 161,70 € — 1 778,70 € due.
      expect(created).toEqual({ due: 1778.7, ifm_due: true });
    });
  });

  it("owes nothing once a new contract is offered, nor for a serious misconduct", async () => {
    await db.system(async (q) => {
      const c = (await draftContract(q, "consultant", IMPRECISE)) as { id: string };
      const other = (await draftContract(q, "consultant")) as { id: string };
      await as(q, "consultant");
      const [sql, params] = insert(
        endRequest(c.id, {
          initiator: "client",
          reason: "agency_early_termination",
          replacement_contract_id: other.id,
        }),
      );
      expect((await one<{ due: number }>(q, sql, params)).due).toBe(0);
    });
    await db.system(async (q) => {
      const c = (await draftContract(q, "consultant", IMPRECISE)) as { id: string };
      await as(q, "consultant");
      const [sql, params] = insert(endRequest(c.id, { initiator: "agency", reason: "serious_misconduct" }));
      expect(await one<{ due: number; ifm_due: boolean }>(q, sql, params)).toEqual({ due: 0, ifm_due: false });
    });
  });

  it("of a precise term, owes the working days left to its end date", async () => {
    await db.system(async (q) => {
      const c = (await draftContract(q, "consultant", {
        ...IMPRECISE,
        end_date: "2026-12-18",
        is_precise_term: true,
        minimum_duration_days: null,
        contract_reason: "activity_increase",
        replaced_employee: null,
      })) as { id: string };
      await as(q, "consultant");
      const [sql, params] = insert(endRequest(c.id, { initiator: "agency", reason: "agency_early_termination" }));
      // 11 and 14–18 December: 6 days × 7 h = 42 h × 16,50 € = 693,00 € + IFM 69,30 € = 762,30 €
      expect((await one<{ due: number }>(q, sql, params)).due).toBe(762.3);
    });
  });

  it("refuses « Terme avancé (souplesse) » on an imprecise term, in French", async () => {
    await db.system(async (q) => {
      const c = (await draftContract(q, "consultant", IMPRECISE)) as { id: string };
      await as(q, "consultant");
      const [sql, params] = insert(endRequest(c.id, { initiator: "client", reason: "flex_advance" }));
      const error = await dbError(q(sql, [...params]));
      expect(error.message).toBe(
        "Un contrat à terme imprécis n'a pas de souplesse : son terme ne peut pas être avancé (L1251-30)",
      );
    });
  });
});
