// public.running_contract_watch, what the missing-carte-BTP, medical and independents queues
// read: the triggers on contract, document, company, sector and talent keep it equal to a full
// recomputation, it shows each account exactly the running contracts that account may read, and
// the queues follow an amendment, a company's activity, a card, a talent's way of working and a
// first version's start. Direct engine, each test rolled back.
import { randomInt, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, cloneRow, draftContract, one, RENFORT } from "../support/fixtures.ts";
import { siren } from "../../seed/fr.ts";
import { createRng } from "../../seed/random.ts";
import { twoWriters } from "../support/two-writers.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const day = async (q: Query, offset: number) =>
  (await one<{ d: string }>(q, "select (private.paris_today() + $1::int)::text as d", [offset])).d;

const WATCH = `select contract_id, workspace_id, talent_id, company_id, owner_id, contract_key, amendment_number, is_amendment,
                      is_service, medical_surveillance, start_date::text, last_day::text, first_day::text, superseded,
                      on_worksite, talent_independent, card_until::text, vigilance_issued::text
               from public.running_contract_watch order by contract_id`;

/** A validated contract of the consultant starting in 10 days on a construction company, its talent without card nor request. */
async function contractOnWorksite(q: Query) {
  const company = await one<{ id: string; sector_id: string | null }>(
    q,
    "select id, sector_id from public.company where workspace_id = $1 and naf_code ~ '^4[1-3]\\.' order by id limit 1",
    [RENFORT],
  );
  const contract = await draftContract(q, "consultant", {
    company_id: company.id,
    mission_id: null,
    status: "validated",
    start_date: await day(q, 10),
    end_date: await day(q, 60),
  });
  await q("delete from public.document where talent_id = $1 and type = 'carte_btp'", [contract.talent_id]);
  await q("delete from public.professional_card_request where talent_id = $1", [contract.talent_id]);
  return { company, contract };
}

/** A carte BTP of the talent expiring on that day. */
const card = async (q: Query, talentId: unknown, expiry: string | null) =>
  cloneRow(q, "document", "workspace_id = $1 and talent_id is not null", [RENFORT], {
    talent_id: talentId,
    contract_id: null,
    type: "carte_btp",
    status: "valid",
    issued_at: null,
    expiry_date: expiry,
    file: null,
    mime_type: null,
  });

/** A running amendment of the contract (inserted as the seed loads them, then signed with the triggers on). */
async function signedAmendment(q: Query, contractId: unknown, values: Record<string, unknown> = {}) {
  const id = randomUUID();
  await q("select set_config('session_replication_role', 'replica', true)", []);
  await q(
    `insert into public.contract select (jsonb_populate_record(c, $2::jsonb)).* from public.contract c where c.id = $1`,
    [
      contractId,
      JSON.stringify({
        id,
        is_amendment: true,
        amendment_type: "pay_change",
        amendment_number: 1,
        amended_contract_id: contractId,
        status: "partially_signed",
        amendment_changes: [],
        ...values,
      }),
    ],
  );
  await q("select set_config('session_replication_role', 'origin', true)", []);
  await q("update public.contract set status = 'signed' where id = $1", [id]);
  return id;
}

/** Whether the subject is in the developer's queue of that rule. */
async function inQueue(q: Query, subjectId: unknown, rule = "carte_btp_missing"): Promise<boolean> {
  await as(q, "dev");
  const { n } = await one<{ n: number }>(
    q,
    `select count(*)::int as n from private.action_rule_${rule}(null) where subject_id = $1`,
    [subjectId],
  );
  await asSystem(q);
  return n === 1;
}

describe("running_contract_watch", () => {
  it("stays equal to a full recomputation through contract, document, company and sector changes", async () => {
    await db.system(async (q) => {
      const { company, contract } = await contractOnWorksite(q);
      const doc = await card(q, contract.talent_id, await day(q, 30));
      await q("update public.document set expiry_date = null where id = $1", [doc.id]);
      await q("update public.document set status = 'expired' where id = $1", [doc.id]);
      await signedAmendment(q, contract.id);
      await q("update public.contract set end_date = $2 where id = $1", [contract.id, await day(q, 90)]);
      await q("update public.company set naf_code = '62.01Z' where id = $1", [company.id]);
      await q(
        "update public.sector set code = code || '_x' where id = (select sector_id from public.company where id = $1)",
        [company.id],
      );
      await q("delete from public.document where id = $1", [doc.id]);
      const vigilance = await card(q, contract.talent_id, null);
      await q(
        "update public.document set type = 'urssaf_vigilance', issued_at = private.paris_today() - 30 where id = $1",
        [vigilance.id],
      );
      await q("update public.talent set worker_type = 'independent' where id = $1", [contract.talent_id]);
      // the first version starting earlier moves the amendment's first start
      await q("update public.contract set start_date = $2 where id = $1", [contract.id, await day(q, 5)]);
      await q("select set_config('renfort.actor', 'system', true)");
      await q("update public.contract set status = 'canceled' where id = $1", [contract.id]);
      const kept = (await q(WATCH)).rows;
      await q("select private.rebuild_running_contract_watch()");
      expect(kept).toEqual((await q(WATCH)).rows);
    });
  });

  it("shows every account the running contracts it may read, and only those", async () => {
    await db.system(async (q) => {
      for (const key of ["consultant", "csm", "csmExterne", "marketing", "comptable", "partenaire", "dev"]) {
        await as(q, key);
        const seen = await one<{ watch: number; contracts: number }>(
          q,
          `select (select count(*)::int from public.running_contract_watch) as watch,
                  (select count(*)::int from public.contract c
                   where c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')) as contracts`,
        );
        expect(seen.watch, key).toBe(seen.contracts);
        await asSystem(q);
      }
    });
  });

  it("the queue follows the card's validity, a running amendment and the company's activity", async () => {
    await db.system(async (q) => {
      const { company, contract } = await contractOnWorksite(q);
      expect(await inQueue(q, contract.id)).toBe(true);
      // valid through the start only: due once today passes its expiry, not before
      const doc = await card(q, contract.talent_id, await day(q, 10));
      expect(await inQueue(q, contract.id)).toBe(false);
      await q("update public.document set status = 'rejected', rejection_reason = 'Illisible' where id = $1", [doc.id]);
      expect(await inQueue(q, contract.id)).toBe(true);
      const amendment = await signedAmendment(q, contract.id);
      expect(await inQueue(q, contract.id)).toBe(false);
      expect(await inQueue(q, amendment)).toBe(true);
      await q("update public.company set naf_code = '62.01Z', sector_id = null where id = $1", [company.id]);
      expect(await inQueue(q, amendment)).toBe(false);
    });
  });

  // Advisory locks fill PostgreSQL's shared lock table (max_locks_per_transaction per connection):
  // a sector's writer that locked each of its thousands of companies would fail for lack of slots.
  it("a sector's writer takes a bounded number of advisory locks, whatever its number of companies", async () => {
    await db.system(async (q) => {
      const sector = await one<{ id: string }>(
        q,
        "insert into public.sector (code, name, position) values ('essai_verrous', 'Essai verrous', 99) returning id",
      );
      await q(
        `insert into public.company (workspace_id, name, naf_code, sector_id)
         select $1, 'Entreprise d''essai ' || g, '62.01Z', $2 from generate_series(1, 60) g`,
        [RENFORT, sector.id],
      );
      await q("update public.sector set code = 'gros_oeuvre_essai' where id = $1", [sector.id]);
      const { n } = await one<{ n: number }>(
        q,
        "select count(*)::int as n from pg_catalog.pg_locks where locktype = 'advisory' and pid = pg_backend_pid()",
      );
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(3);
    });
  });

  it("an amendment's medical follow-up is due 3 months after its contract's first start", async () => {
    await db.system(async (q) => {
      const contract = await draftContract(q, "consultant", {
        status: "active",
        medical_surveillance: "vip",
        dpae_submitted_at: new Date().toISOString(),
        transmitted_to_talent_at: new Date().toISOString(),
        start_date: await day(q, -100),
        end_date: await day(q, 60),
      });
      await q("delete from public.medical_checkup_request where talent_id = $1", [contract.talent_id]);
      const amendment = await signedAmendment(q, contract.id, { start_date: await day(q, -10) });
      expect(await inQueue(q, amendment, "medical_required")).toBe(true);
      expect(await inQueue(q, contract.id, "medical_required")).toBe(false);
      // its first version started 60 days ago: due in a month, not yet
      await q("update public.contract set start_date = $2 where id = $1", [contract.id, await day(q, -60)]);
      expect(await inQueue(q, amendment, "medical_required")).toBe(false);
    });
  });

  it("an independent's running contract without a recent vigilance attestation, until they work otherwise", async () => {
    await db.system(async (q) => {
      const { contract } = await contractOnWorksite(q);
      await q("delete from public.document where talent_id = $1 and type = 'urssaf_vigilance'", [contract.talent_id]);
      expect(await inQueue(q, contract.talent_id, "independent_invoices")).toBe(false);
      await q("update public.talent set worker_type = 'independent' where id = $1", [contract.talent_id]);
      expect(await inQueue(q, contract.talent_id, "independent_invoices")).toBe(true);
      await q("update public.talent set worker_type = 'temp' where id = $1", [contract.talent_id]);
      expect(await inQueue(q, contract.talent_id, "independent_invoices")).toBe(false);
    });
  });
});

// Two transactions writing one contract's row at the same time (native PostgreSQL): a contract
// and a document of its talent, its talent, its company or its company's sector lock no common
// source row, so that without the triggers' lock per talent, company and contract key (and the
// sector's, shared by the contract's writer) each computes the row from sources without the
// other's change.
if (inject("databaseUrl"))
  describe("running_contract_watch, two writers of one contract's row", () => {
    /** The n-th qualified talent without contracts. */
    const talentWithoutContracts = async (q: Query, n: number) =>
      one<{ id: string }>(
        q,
        `select t.id from public.talent t where t.workspace_id = $1 and t.qualification_status = 'qualified'
         and t.blacklisted_at is null and t.worker_type = 'temp'
         and not exists (select 1 from public.contract c where c.talent_id = t.id)
         order by t.id offset $2 limit 1`,
        [RENFORT, n],
      );
    /** A company of its own, cloned from a construction company (its NAF code and sector unless given). */
    const companyOfItsOwn = (q: Query, values: Record<string, unknown> = {}) =>
      cloneRow(q, "company", "workspace_id = $1 and naf_code ~ '^4[1-3]\\.'", [RENFORT], {
        siren: siren(createRng(randomInt(2 ** 31))),
        name: `Chantier d'essai ${Math.random().toString(36).slice(2, 8)}`,
        ...values,
      });
    /** A validated contract of the talent on the company, starting in 10 days. */
    const validatedContract = async (q: Query, talentId: unknown, companyId: unknown) =>
      draftContract(q, "consultant", {
        talent_id: talentId,
        company_id: companyId,
        mission_id: null,
        status: "validated",
        start_date: await day(q, 10),
        end_date: await day(q, 60),
      });
    /** A validated contract on a company of its own (construction unless told) for the n-th qualified talent without contracts, committed. */
    const contractOfItsOwn = (n: number, companyValues: Record<string, unknown> = {}) =>
      db.engine.tx({}, async (q) => {
        const talent = await talentWithoutContracts(q, n);
        const company = await companyOfItsOwn(q, companyValues);
        const contract = await validatedContract(q, talent.id, company.id);
        return { company, contract };
      });
    const keptAndRebuilt = (contractId: unknown) =>
      db.system(async (q) => {
        const rows = `${WATCH.replace(" order by contract_id", "")} where contract_id = $1`;
        const kept = (await q(rows, [contractId])).rows;
        await q("select private.rebuild_running_contract_watch()");
        return { kept, rebuilt: (await q(rows, [contractId])).rows };
      });
    const cleanUp = (
      made: { company: Record<string, unknown>; contract: Record<string, unknown> },
      documents: unknown[],
    ) =>
      db.engine.tx({}, async (q) => {
        await q("delete from public.document where id = any ($1::uuid[])", [documents]);
        await q("delete from public.contract where id = $1", [made.contract.id]);
        await q("delete from public.address where id = $1", [made.contract.address_id]);
        await q("delete from public.company where id = $1", [made.company.id]);
      });

    it("a carte BTP written while its talent's contract moves: the contract's row has the card", async () => {
      const made = await contractOfItsOwn(2);
      const documents: unknown[] = [];
      try {
        await twoWriters(
          db.engine,
          async (q) =>
            q("update public.contract set start_date = $2 where id = $1", [made.contract.id, await day(q, 12)]),
          async (q) => documents.push((await card(q, made.contract.talent_id, await day(q, 90))).id),
        );
        const { kept, rebuilt } = await keptAndRebuilt(made.contract.id);
        expect(kept).toEqual(rebuilt);
        expect(kept[0]?.card_until).not.toBeNull();
      } finally {
        await cleanUp(made, documents);
      }
    });

    it("a talent turned independent while their contract is written: the contract's row says so", async () => {
      const made = await contractOfItsOwn(3);
      try {
        await twoWriters(
          db.engine,
          async (q) =>
            q("update public.contract set start_date = $2 where id = $1", [made.contract.id, await day(q, 12)]),
          (q) => q("update public.talent set worker_type = 'independent' where id = $1", [made.contract.talent_id]),
        );
        const { kept, rebuilt } = await keptAndRebuilt(made.contract.id);
        expect(kept).toEqual(rebuilt);
        expect(kept[0]?.talent_independent).toBe(true);
      } finally {
        await db.engine.query("update public.talent set worker_type = 'temp' where id = $1", [made.contract.talent_id]);
        await cleanUp(made, []);
      }
    });

    it("a company leaving construction while its contract is written: the contract's row is off the worksite", async () => {
      const made = await contractOfItsOwn(4);
      try {
        await twoWriters(
          db.engine,
          async (q) =>
            q("update public.contract set start_date = $2 where id = $1", [made.contract.id, await day(q, 12)]),
          (q) => q("update public.company set naf_code = '62.01Z', sector_id = null where id = $1", [made.company.id]),
        );
        const { kept, rebuilt } = await keptAndRebuilt(made.contract.id);
        expect(kept).toEqual(rebuilt);
        expect(kept[0]?.on_worksite).toBe(false);
      } finally {
        await cleanUp(made, []);
      }
    });

    // A sector's code: its writer locks the sector only, which the contract's writer takes shared.
    // The sector is a construction sector of the seed whose companies all have a construction NAF
    // code, so that its code, changed for the test and given back, moves no other contract's row.
    const constructionSector = () =>
      db.engine
        .query<{ id: string; code: string }>(
          `select s.id, s.code from public.sector s
           where s.code in ('tp_vrd', 'gros_oeuvre', 'second_oeuvre', 'genie_civil', 'renovation_rehabilitation')
             and not exists (select 1 from public.company co
                             where co.sector_id = s.id and (co.naf_code is null or co.naf_code !~ '^4[1-3]\\.'))
           order by s.position limit 1`,
        )
        .then((r) => {
          const sector = r.rows[0];
          if (!sector) throw new Error("aucun secteur du BTP dont toutes les entreprises ont un code NAF du BTP");
          return sector;
        });
    const setSectorCode = (q: Query, sectorId: string, code: string) =>
      q("update public.sector set code = $2 where id = $1", [sectorId, code]);

    it("a sector leaving construction while its company's contract moves: the contract's row is off the worksite", async () => {
      const sector = await constructionSector();
      const made = await contractOfItsOwn(5, { naf_code: "62.01Z", sector_id: sector.id });
      try {
        expect((await keptAndRebuilt(made.contract.id)).kept[0]?.on_worksite).toBe(true);
        await twoWriters(
          db.engine,
          async (q) =>
            q("update public.contract set start_date = $2 where id = $1", [made.contract.id, await day(q, 12)]),
          (q) => setSectorCode(q, sector.id, `${sector.code}_essai`),
        );
        const { kept, rebuilt } = await keptAndRebuilt(made.contract.id);
        expect(kept).toEqual(rebuilt);
        expect(kept[0]?.on_worksite).toBe(false);
      } finally {
        await setSectorCode(db.engine.query, sector.id, sector.code);
        await cleanUp(made, []);
      }
    });

    it("a contract inserted while its company's sector returns to construction: the contract's row is on the worksite", async () => {
      const sector = await constructionSector();
      const made = await db.engine.tx({}, async (q) => ({
        talent: await talentWithoutContracts(q, 6),
        company: await companyOfItsOwn(q, { naf_code: "62.01Z", sector_id: sector.id }),
      }));
      let contract: Record<string, unknown> | undefined;
      try {
        await setSectorCode(db.engine.query, sector.id, `${sector.code}_essai`);
        await twoWriters(
          db.engine,
          (q) => setSectorCode(q, sector.id, sector.code),
          async (q) => (contract = await validatedContract(q, made.talent.id, made.company.id)),
        );
        const { kept, rebuilt } = await keptAndRebuilt(contract?.id);
        expect(kept).toEqual(rebuilt);
        expect(kept[0]?.on_worksite).toBe(true);
      } finally {
        await setSectorCode(db.engine.query, sector.id, sector.code);
        if (contract) await cleanUp({ company: made.company, contract }, []);
        else await db.engine.query("delete from public.company where id = $1", [made.company.id]);
      }
    });
  });
