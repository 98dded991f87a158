// A signed amendment is applied to its contract (private.apply_signed_amendment, docs/rules/contracts.md#amendments):
// its changed terms, the coefficient and the version in the signer's own transaction, logged
// in contract_change; the renewal rules still refuse in French; the planning follows; an
// amendment never becomes active. And the contract's bonuses, taken from the mission.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempt, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, cloneRow, draftContract, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
const HASH = "c".repeat(64);

async function asAnon(q: Query) {
  await q("reset role", []);
  await q(
    `select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true),
            set_config('request.headers', '{"user-agent":"Test"}', true)`,
    [],
  );
}

const failure = async (q: Query, fn: () => Promise<unknown>) => {
  const r = await attempt(q, fn);
  return r.ok ? null : r.error.message;
};

/** A signed contract (7 Dec 2026 → 26 Feb 2027, activity increase: 18 months at most). */
async function signedContract(q: Query) {
  const c = await draftContract(q, "consultant", { start_date: "2026-12-07", end_date: "2027-02-26" });
  const id = c.id as string;
  await q("insert into public.contract_pricing (contract_id, workspace_id, coefficient) values ($1, $2, 2)", [
    id,
    RENFORT,
  ]);
  await q("update public.talent set email = $2 where id = $1", [c.talent_id, `t-${id.slice(0, 8)}@example.test`]);
  await q(
    `insert into public.contact (workspace_id, company_id, first_name, last_name, email, roles, status)
     select workspace_id, company_id, 'Sonia', 'Signataire', $2, '{contract_signatory}', 'active' from public.contract where id = $1`,
    [id, `s-${id.slice(0, 8)}@example.test`],
  );
  await q("update public.contract set status = 'signed', dpae_submitted_at = now() where id = $1", [id]);
  return id;
}

/** An amendment of `contractId` written by the consultant's form (a copy of the contract's terms). */
async function amendment(q: Query, contractId: string, type: string, values: Record<string, unknown>) {
  const a = await cloneRow(q, "contract", "id = $1", [contractId], {
    is_amendment: true,
    amendment_type: type,
    amendment_number: 0,
    amended_contract_id: contractId,
    status: "draft",
    version: 0,
    amendment_changes: [],
    dpae_submitted_at: null,
    ...values,
  });
  await q(
    "insert into public.contract_pricing (contract_id, workspace_id, coefficient) select $1, workspace_id, coefficient from public.contract_pricing where contract_id = $2",
    [a.id, contractId],
  );
  return a.id as string;
}

/** Validated, sent by the CSM, signed by the talent then the client from their links. */
async function signThroughLinks(q: Query, id: string) {
  await q(
    `update public.contract set status = 'validated', generated_file = 'x/m.pdf', generated_file_sha256 = $2,
            generated_mad_file = 'x/d.pdf', generated_mad_file_sha256 = $2 where id = $1`,
    [id, HASH],
  );
  await as(q, "csm");
  await q("select public.send_contract_for_signature($1, 'http://localhost:8080')", [id]);
  await asSystem(q);
  const links = await q<{ link: string }>(
    "select link from public.mail_outbox where entity_id = $1 and kind = 'contract_signature' order by seq",
    [id],
  );
  expect(links.rows).toHaveLength(2);
  for (const { link } of links.rows) {
    await asAnon(q);
    await q("select public.sign_contract($1, 'É. Test', $2, $3, true)", [
      new URL(link).searchParams.get("token"),
      PNG,
      HASH,
    ]);
  }
  await asSystem(q);
}

const row = (q: Query, id: string) =>
  one<Record<string, unknown>>(
    q,
    `select status, version, start_date::text, end_date::text, hourly_wage::text, working_hours::text, amendment_changes,
            hourly_billing_rate::text, (select coefficient::text from public.contract_pricing p where p.contract_id = c.id) as coefficient
     from public.contract c where id = $1`,
    [id],
  );

describe("a signed amendment", () => {
  it("writes its renewed term and new coefficient to the contract in the last signer's transaction, version 1, logged — R:CTR-KEY-VERSION, R:CTR-AMEND-APPLY, R:CTR-AMEND-FLOW", async () => {
    await db.system(async (q) => {
      const id = await signedContract(q);
      const a = await amendment(q, id, "renewal", { start_date: "2027-03-01", end_date: "2027-04-30" });
      await q("update public.contract_pricing set coefficient = 2.1 where contract_id = $1", [a]);
      expect((await row(q, a)).amendment_changes).toEqual([
        { field: "end_date", old: "2027-02-26", new: "2027-04-30" },
      ]);
      expect((await row(q, id)).version).toBe(0);

      await signThroughLinks(q, a);

      expect(await row(q, a)).toMatchObject({ status: "signed", version: 1 });
      expect(await row(q, id)).toMatchObject({
        status: "signed",
        version: 1,
        start_date: "2026-12-07",
        end_date: "2027-04-30",
        coefficient: "2.100",
        hourly_billing_rate: "30.45",
      });
      const log = await q<{ changes: Array<{ field: string }>; is_sensitive: boolean; amendment_id: string }>(
        "select changes, is_sensitive, amendment_id from public.contract_change where contract_id = $1 order by changed_at, is_sensitive",
        [id],
      );
      expect(log.rows.map((l) => [l.changes.map((c) => c.field).sort(), l.is_sensitive, l.amendment_id])).toEqual(
        expect.arrayContaining([
          [["end_date", "version"], false, a],
          [["coefficient"], true, a],
        ]),
      );
      // the planning of the key now runs to the new term
      const last = await one<{ d: string }>(
        q,
        "select max(date)::text as d from public.planning_entry where contract_key = (select contract_key from public.contract where id = $1) and status <> 'canceled'",
        [id],
      );
      expect(last.d).toBe("2027-04-30");
    });
  });

  it("applies only what it changed: two amendments in flight keep each other's changes (versions 1 then 2) — R:CTR-KEY-VERSION, R:CTR-AMEND-APPLY", async () => {
    await db.system(async (q) => {
      const id = await signedContract(q);
      const pay = await amendment(q, id, "pay_change", { start_date: "2027-01-04", hourly_wage: 15.2 });
      const hours = await amendment(q, id, "schedule_change", { start_date: "2027-01-11", working_hours: 39 });
      await q("update public.contract set status = 'signed' where id = $1", [pay]);
      await q("update public.contract set status = 'signed' where id = $1", [hours]);
      expect(await row(q, id)).toMatchObject({
        version: 2,
        start_date: "2026-12-07",
        hourly_wage: "15.20",
        working_hours: "39.00",
      });
      expect([(await row(q, pay)).version, (await row(q, hours)).version]).toEqual([1, 2]);
    });
  });

  it("moves the planning: a new schedule plans again from its effective date, an earlier term cancels the days after it — R:CTR-AMEND-APPLY, R:TS-PLAN-GENERATE", async () => {
    await db.system(async (q) => {
      const id = await signedContract(q);
      const days = async (where: string) =>
        (
          await q<{ d: string }>(
            `select date::text as d from public.planning_entry
             where contract_key = (select contract_key from public.contract where id = $1) and status = 'planned' and ${where}
             order by date`,
            [id],
          )
        ).rows.map((r) => r.d);
      expect(await days("extract(isodow from date) = 5 and date between '2027-01-01' and '2027-01-16'")).toEqual([
        "2027-01-01",
        "2027-01-08",
        "2027-01-15",
      ]);
      const fourDays = await amendment(q, id, "schedule_change", {
        start_date: "2027-01-11",
        working_days: [1, 2, 3, 4],
      });
      await q("update public.contract set status = 'signed' where id = $1", [fourDays]);
      expect(await days("extract(isodow from date) = 5 and date between '2027-01-01' and '2027-01-16'")).toEqual([
        "2027-01-01",
        "2027-01-08",
      ]);
      expect(await days("date between '2027-01-11' and '2027-01-17'")).toEqual([
        "2027-01-11",
        "2027-01-12",
        "2027-01-13",
        "2027-01-14",
      ]);
      const earlier = await amendment(q, id, "other_terms", { start_date: "2027-01-18", end_date: "2027-02-12" });
      await q("update public.contract set status = 'signed' where id = $1", [earlier]);
      expect(await days("date > '2027-02-12'")).toEqual([]);
      expect(await days("date between '2027-02-08' and '2027-02-12'")).toEqual([
        "2027-02-08",
        "2027-02-09",
        "2027-02-10",
        "2027-02-11",
      ]);
      expect((await row(q, id)).end_date).toBe("2027-02-12");
    });
  });

  it("keeps the legal rules: a renewal past the motif maximum, and a third renewal, are refused in French — R:CTR-AMEND-LIMITS, R:CTR-RENEWAL-MAX", async () => {
    await db.system(async (q) => {
      const id = await signedContract(q);
      expect(
        await failure(q, () => amendment(q, id, "renewal", { start_date: "2027-02-27", end_date: "2028-06-30" })),
      ).toBe(
        "La durée totale du contrat, avenants compris, dépasse le maximum de 18 mois pour le motif « Accroissement temporaire d'activité » (L1251-12-1)",
      );
      for (const end of ["2027-03-31", "2027-04-30"]) {
        const r = await amendment(q, id, "renewal", { start_date: "2027-02-27", end_date: end });
        await q("update public.contract set status = 'signed' where id = $1", [r]);
      }
      expect((await row(q, id)).end_date).toBe("2027-04-30");
      expect(
        await failure(q, () => amendment(q, id, "renewal", { start_date: "2027-05-01", end_date: "2027-05-31" })),
      ).toBe("Un contrat ne peut être renouvelé que 2 fois (L1251-35)");
    });
  });

  it("stops at signed: the time moves make its contract active, never the amendment — R:CTR-AMEND-FLOW", async () => {
    await db.system(async (q) => {
      const id = await signedContract(q);
      const a = await amendment(q, id, "renewal", { start_date: "2027-02-27", end_date: "2027-03-31" });
      await q("update public.contract set status = 'signed' where id = $1", [a]);
      await q("select private.run_contract_time_moves_at('2026-12-08 09:00+01')");
      expect([(await row(q, id)).status, (await row(q, a)).status]).toEqual(["active", "signed"]);
    });
  });

  it("leaves a contract's terms locked to people outside an amendment", async () => {
    await db.system(async (q) => {
      const id = await signedContract(q);
      await as(q, "consultant");
      expect(await failure(q, () => q("update public.contract set end_date = '2027-03-31' where id = $1", [id]))).toBe(
        "Un contrat signé ne peut plus être modifié : créez un avenant",
      );
    });
  });
});

describe("the contract's bonuses", () => {
  it("are taken from the mission when not given, kept when given, and refused in French when malformed — R:CTR-FROM-ORDER, R:CTR-BONUS-SHAPE, R:ORDER-BONUS-TO-CONTRACT", async () => {
    await db.system(async (q) => {
      const bonuses = [{ type: "dirt", amount: 2.5, unit: "day" }];
      // on a mission of its own: the seeded contract it is cloned from may have none
      const mission = await one<{ id: string }>(
        q,
        "select id from public.mission where workspace_id = $1 and is_client_order order by id limit 1",
        [RENFORT],
      );
      const c = await draftContract(q, "consultant", { mission_id: mission.id });
      await q("update public.mission set bonuses = $2 where id = $1", [c.mission_id, JSON.stringify(bonuses)]);
      const fresh = await draftContract(q, "consultant", { mission_id: c.mission_id, bonuses: null });
      const own = await draftContract(q, "consultant", { mission_id: c.mission_id, bonuses: [] });
      const read = async (id: unknown) =>
        (await one<{ b: unknown }>(q, "select bonuses as b from public.contract where id = $1", [id])).b;
      expect(await read(fresh.id)).toEqual(bonuses);
      expect(await read(own.id)).toEqual([]);
      // an amendment written without bonuses keeps its contract's, not the mission's
      await q("update public.contract set status = 'signed', dpae_submitted_at = now() where id = $1", [own.id]);
      const a = await amendment(q, own.id as string, "pay_change", { start_date: "2027-01-04", bonuses: null });
      expect(await read(a)).toEqual([]);
      expect((await row(q, a)).amendment_changes).toEqual([]);
      expect(
        await failure(q, () =>
          q('update public.contract set bonuses = \'[{"type":"dirt","amount":0}]\' where id = $1', [own.id]),
        ),
      ).toBe("Chaque prime doit avoir un type et un montant positif");
      // without an amount at all (not 0: absent)
      expect(
        await failure(q, () => q('update public.contract set bonuses = \'[{"type":"dirt"}]\' where id = $1', [own.id])),
      ).toBe("Chaque prime doit avoir un type et un montant positif");
    });
  });
});
