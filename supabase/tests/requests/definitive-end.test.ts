// A request to end a mission (private.validate_definitive_end_request, docs/rules/contracts.md#definitive-end):
// its date within the contract, the reasons a temp may end a mission for, the notice a temp hired on a CDI owes
// (L1251-28), the cases without IFM (L1251-32, L1251-33), and who moves it — accounting when wages are owed up to
// the term (L1251-26). The early end's wages, offer and effects: early-end-compensation.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, cloneRow, draftContract, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

/** A running contract of a talent of its own (Monday to Friday, 35 h), from 7 December 2026 to `end`. */
const running = async (q: Query, end: string | null = "2027-02-26", values: Record<string, unknown> = {}) => {
  const talent = await cloneRow(
    q,
    "talent",
    "workspace_id = $1 and qualification_status = 'qualified' and blacklisted_at is null",
    [RENFORT],
    { email: null, phone_number: null, auth_user_id: null, nationality_code: "FR" },
  );
  return (await draftContract(q, "consultant", {
    talent_id: talent.id,
    status: "active",
    start_date: "2026-12-07",
    end_date: end,
    working_days: [1, 2, 3, 4, 5],
    dpae_submitted_at: "2026-12-01T08:00:00Z",
    ...values,
  })) as { id: string };
};

/** The request the consultant writes, read back; rolled back so that the contract may take another. */
const request = async (q: Query, contractId: string, values: Record<string, unknown>) => {
  const row = { workspace_id: RENFORT, contract_id: contractId, requested_end_date: "2026-12-10", ...values };
  const columns = Object.keys(row);
  await as(q, "consultant");
  await q("savepoint request", []);
  try {
    return await one<{ notice_days: number | null; ifm_due: boolean }>(
      q,
      `insert into public.definitive_end_request (${columns.join(", ")})
       values (${columns.map((_, i) => `$${i + 1}`).join(", ")}) returning notice_days, ifm_due`,
      Object.values(row),
    );
  } finally {
    await q("rollback to savepoint request", []);
    await asSystem(q);
  }
};
const refusal = (q: Query, contractId: string, values: Record<string, unknown>) =>
  failureMessage(q, () => request(q, contractId, values));

describe("a request to end a mission", () => {
  it("ends it between the contract's start and its current end — R:CTR-END-DATES", async () => {
    await db.system(async (q) => {
      const c = await running(q);
      const end = (date: string) =>
        refusal(q, c.id, { initiator: "client", reason: "mutual_agreement", requested_end_date: date });
      const message = "La date de fin doit être comprise entre le début (07/12/2026) et la fin (26/02/2027) du contrat";
      expect(await end("2026-12-06")).toBe(message);
      expect(await end("2027-02-27")).toBe(message);
      expect(await end("2026-12-07")).toBeNull();
      expect(await end("2027-02-26")).toBeNull();
    });
  });

  it("from the temp, only for a CDI hire, the agency's serious misconduct or force majeure — R:CTR-END-TALENT-REASONS", async () => {
    await db.system(async (q) => {
      const c = await running(q);
      const message =
        "Un intérimaire ne peut rompre sa mission que pour une embauche en CDI, une faute grave de l'agence ou un cas de force majeure";
      for (const reason of ["mutual_agreement", "agency_early_termination", "client_cdi_hire"])
        expect([reason, await refusal(q, c.id, { initiator: "talent", reason })]).toEqual([reason, message]);
      for (const reason of ["talent_cdi_hire", "serious_misconduct", "force_majeure"])
        expect([reason, await refusal(q, c.id, { initiator: "talent", reason })]).toEqual([reason, null]);
    });
  });

  it("for a CDI hire, gives the temp's notice: a day a week, one day to two weeks (L1251-28) — R:CTR-END-NOTICE", async () => {
    await db.system(async (q) => {
      const notice = async (end: string | null, values: Record<string, unknown> = {}, requested = "2026-12-08") =>
        (
          await request(q, (await running(q, end, values)).id, {
            initiator: "talent",
            reason: "talent_cdi_hire",
            requested_end_date: requested,
          })
        ).notice_days;
      // By hand, a week begun counting as a week: 7 → 9 December, 3 days: 1 day; 7 → 18 December,
      // 12 days (a week and 5 days): 2 days; 7 December → 26 February, 82 days (12 weeks begun):
      // 12 days, held to two weeks of working days, 10.
      expect(await notice("2026-12-09")).toBe(1);
      expect(await notice("2026-12-18")).toBe(2);
      expect(await notice("2027-02-26")).toBe(10);
      // an imprecise term counts the mission done: 7 → 24 December, 18 days (3 weeks begun): 3 days
      const imprecise = {
        is_precise_term: false,
        minimum_duration_days: 10,
        contract_reason: "replacement_absence",
        replaced_employee: "Marc Dubois",
      };
      expect(await notice(null, imprecise, "2026-12-24")).toBe(3);
      // no notice for another reason
      const c = await running(q);
      expect((await request(q, c.id, { initiator: "talent", reason: "force_majeure" })).notice_days).toBeNull();
    });
  });

  it("owes no IFM for a CDI hire, a hiring by the client, serious misconduct, force majeure or the temp's initiative — R:CTR-END-NO-IFM", async () => {
    await db.system(async (q) => {
      const c = await running(q);
      const ifm = async (initiator: string, reason: string) =>
        [initiator, reason, (await request(q, c.id, { initiator, reason })).ifm_due] as const;
      expect(await ifm("talent", "talent_cdi_hire")).toEqual(["talent", "talent_cdi_hire", false]);
      expect(await ifm("client", "client_cdi_hire")).toEqual(["client", "client_cdi_hire", false]);
      expect(await ifm("agency", "serious_misconduct")).toEqual(["agency", "serious_misconduct", false]);
      expect(await ifm("client", "force_majeure")).toEqual(["client", "force_majeure", false]);
      expect(await ifm("talent", "serious_misconduct")).toEqual(["talent", "serious_misconduct", false]);
      expect(await ifm("client", "mutual_agreement")).toEqual(["client", "mutual_agreement", true]);
      expect(await ifm("agency", "agency_early_termination")).toEqual(["agency", "agency_early_termination", true]);
    });
  });
});

describe("who moves a request to end a mission", () => {
  it("the roles of the doc's table; accounting approves when wages are owed to the term — R:CTR-END-FLOW", async () => {
    await db.system(async (q) => {
      const moves = await q<{ move: string; roles: string[]; comment: boolean }>(
        `select coalesce(from_status::text, '∅') || '→' || to_status as move, roles::text[] as roles, requires_comment as comment
         from public.status_transition where entity = 'definitive_end_request' order by 1`,
        [],
      );
      const CONS = "consultant_team_member";
      const CSM = "csm_team_member";
      const XCSM = "external_csm_team_member";
      const ACC = "accounting_team_member";
      expect(moves.rows.map((m) => [m.move, [...m.roles].sort(), m.comment])).toEqual([
        ["approved→processed", [ACC, CSM], false],
        ["requested→canceled", [CONS, CSM, XCSM], true],
        ["requested→under_review", [CSM], false],
        ["under_review→approved", [ACC, CSM], false],
        ["under_review→canceled", [CSM], true],
        ["under_review→rejected", [ACC, CSM], true],
        ["∅→requested", [CONS, CSM, XCSM], false],
      ]);

      // ended early by the agency with no new contract offered yet: the wages to the term are owed
      const c = await running(q);
      await as(q, "consultant");
      const { id, due } = await one<{ id: string; due: number }>(
        q,
        `insert into public.definitive_end_request (workspace_id, contract_id, initiator, reason, requested_end_date)
         values ($1, $2, 'agency', 'agency_early_termination', '2026-12-10') returning id, compensation_due::float8 as due`,
        [RENFORT, c.id],
      );
      expect(due).toBeGreaterThan(0);
      const approve = async (who: string) => {
        await as(q, who);
        return failureMessage(q, () =>
          q(
            "update public.definitive_end_request set status = 'approved', effective_end_date = '2026-12-10' where id = $1",
            [id],
          ),
        );
      };
      await as(q, "csm");
      await q("update public.definitive_end_request set status = 'under_review' where id = $1", [id]);
      expect(await approve("csm")).toMatch(
        /^Une indemnité de [\d\s ,]+ € est due : la validation revient à la comptabilité$/,
      );
      expect(await approve("comptable")).toBeNull();
    });
  });
});
