// More contract rules of supabase/schemas/07_contracts.sql (docs/rules/contracts.md), each with its French
// message: an imprecise term's minimum duration, what an amendment keeps of its contract (the talent, the
// trial period) and the SMIC it is held to, the cancellation of a signed contract, the carte BTP warning.
// Every case runs in a rolled-back transaction.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, cloneRow, draftContract, one, RENFORT, transition } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

/** A new French talent without documents nor contracts. */
const newTalent = async (q: Query) =>
  (
    await cloneRow(
      q,
      "talent",
      "workspace_id = $1 and qualification_status = 'qualified' and blacklisted_at is null",
      [RENFORT],
      { email: null, phone_number: null, auth_user_id: null, nationality_code: "FR" },
    )
  ).id as string;

const iso = (d: Date) => d.toISOString().slice(0, 10);
const fromToday = (days: number) => iso(new Date(Date.now() + days * 86_400_000));

/** An amendment of `base` taking effect on `start`, with the given columns. */
const amendment = (q: Query, base: Record<string, unknown>, start: string, values: Record<string, unknown> = {}) => {
  const row = {
    workspace_id: RENFORT,
    contract_key: base.contract_key,
    is_amendment: true,
    amendment_type: "pay_change",
    talent_id: base.talent_id,
    mission_id: base.mission_id,
    address_id: base.address_id,
    start_date: start,
    end_date: base.end_date,
    hourly_wage: 15,
    contract_reason: "activity_increase",
    ...values,
  };
  const columns = Object.keys(row);
  return one<{ id: string }>(
    q,
    `insert into public.contract (${columns.join(", ")}) values (${columns.map((_, i) => `$${i + 1}`).join(", ")}) returning id`,
    Object.values(row),
  );
};

describe("the term", () => {
  it("an imprecise term states its minimum duration — R:CTR-MINIMUM-DURATION", async () => {
    await db.system(async (q) => {
      const imprecise = (minimum: number | null) =>
        failureMessage(q, () =>
          draftContract(q, "manager", {
            is_precise_term: false,
            end_date: null,
            minimum_duration_days: minimum,
            contract_reason: "replacement_absence",
            replaced_employee: "Marc Dubois",
          }),
        );
      expect(await imprecise(null)).toBe("La durée minimale est obligatoire pour un contrat à terme imprécis");
      expect(await imprecise(20)).toBeNull();
    });
  });
});

describe("an amendment", () => {
  it("keeps the contract's talent and its trial period — R:CTR-AMEND-TALENT, R:CTR-TRIAL-AMENDMENT", async () => {
    await db.system(async (q) => {
      // 7 December 2026 → 26 February 2027: 5 working days of trial, to Friday 11 December
      const base = await draftContract(q, "manager", { status: "signed", dpae_submitted_at: "2026-12-01T08:00:00Z" });
      const other = await newTalent(q);
      expect(await failureMessage(q, () => amendment(q, base, "2027-01-04", { talent_id: other }))).toBe(
        "Un avenant porte sur le même talent que le contrat initial",
      );
      const a = await amendment(q, base, "2027-01-04", { trial_period_days: 1 });
      expect(
        await one(
          q,
          "select trial_period_days, trial_period_end_date::text as end from public.contract where id = $1",
          [a.id],
        ),
      ).toEqual({ trial_period_days: 5, end: "2026-12-11" });
    });
  });

  it("pays at least the SMIC in force on its effective date — R:CTR-PAY-SMIC, R:CTR-AMEND-LIMITS", async () => {
    await db.system(async (q) => {
      const base = await draftContract(q, "manager", { status: "signed", dpae_submitted_at: "2026-12-01T08:00:00Z" });
      const smic = Number(
        (await one<{ v: string }>(q, "select private.legal_value('smic_hourly_gross', '2027-01-04')::text as v")).v,
      );
      expect(smic).toBeGreaterThan(12);
      const below = Math.floor((smic - 0.01) * 100) / 100;
      expect(await failureMessage(q, () => amendment(q, base, "2027-01-04", { hourly_wage: below }))).toBe(
        `Le salaire horaire (${below.toFixed(2).replace(".", ",")} €) est inférieur au SMIC en vigueur au 04/01/2027 (${smic.toFixed(2).replace(".", ",")} €)`,
      );
      expect(await failureMessage(q, () => amendment(q, base, "2027-01-04", { hourly_wage: smic }))).toBeNull();
    });
  });
});

describe("a signed contract canceled", () => {
  it("by a CSM, with a comment, before its start only — R:CTR-FLOW-CANCEL-SIGNED", async () => {
    await db.system(async (q) => {
      const signed = (start: string, end: string) =>
        newTalent(q).then((talent) =>
          draftContract(q, "manager", { talent_id: talent, status: "signed", start_date: start, end_date: end }),
        );
      const started = await signed(fromToday(0), fromToday(20));
      const coming = await signed(fromToday(10), fromToday(40));
      await as(q, "csm");
      expect(await failureMessage(q, () => transition(q, "contract", coming.id, "canceled"))).toBe(
        "Un commentaire est obligatoire pour passer au statut « Annulé »",
      );
      expect(
        await failureMessage(q, () => transition(q, "contract", started.id, "canceled", "Le client renonce")),
      ).toBe("Un contrat signé ne peut être annulé qu'avant sa date de début");
      expect((await transition(q, "contract", coming.id, "canceled", "Le client renonce")).s).toBe("canceled");
    });
  });
});

describe("the carte BTP", () => {
  it("is a warning on a BTP client's contract until the talent has one valid on the start — R:CTR-DOC-BTP-CARD", async () => {
    await db.system(async (q) => {
      const company = await one<{ id: string }>(
        q,
        "select id from public.company where workspace_id = $1 and naf_code ~ '^4[1-3]\\.' order by id limit 1",
        [RENFORT],
      );
      const talent = await newTalent(q);
      const c = await draftContract(q, "manager", { company_id: company.id, mission_id: null, talent_id: talent });
      const codes = async () => {
        await as(q, "manager");
        const r = await q<{ code: string }>("select code from public.contract_warnings($1)", [c.id]);
        await asSystem(q);
        return r.rows.map((w) => w.code);
      };
      expect(await codes()).toContain("carte_btp_missing");
      // a card ending before the start does not count; one valid on the start does
      const card = await one<{ id: string }>(
        q,
        "insert into public.document (workspace_id, talent_id, type, issued_at, expiry_date, status) values ($1, $2, 'carte_btp', '2021-12-01', '2026-12-06', 'valid') returning id",
        [RENFORT, talent],
      );
      expect(await codes()).toContain("carte_btp_missing");
      await q("update public.document set expiry_date = '2031-11-30' where id = $1", [card.id]);
      expect(await codes()).not.toContain("carte_btp_missing");
    });
  });
});
