// public.document_watch.running_owners, what narrows a consultant's expiring documents: the
// triggers on contract and document keep it equal to a full recomputation when a contract's
// owner, status or talent changes, and the owners' queue follows it.
// Direct engine, each test rolled back.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { account, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, cloneRow, draftContract, one, RENFORT } from "../support/fixtures.ts";
import { twoWriters } from "../support/two-writers.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const WATCH = `select document_id, running_contract_until::text, running_owners::text, superseded
               from public.document_watch order by document_id`;

const day = async (q: Query, offset: number) =>
  (await one<{ d: string }>(q, "select (private.paris_today() + $1::int)::text as d", [offset])).d;

/** A running contract of the owner for the workspace's n-th qualified talent, and a CACES of
 * that talent expiring in 12 days. */
async function cacesDuringContract(q: Query, n = 0, owner = "consultant") {
  const talent = await one<{ id: string }>(
    q,
    `select id from public.talent where workspace_id = $1 and qualification_status = 'qualified' and blacklisted_at is null
     order by id offset $2 limit 1`,
    [RENFORT, n],
  );
  const contract = await draftContract(q, owner, {
    talent_id: talent.id,
    status: "active",
    start_date: await day(q, -10),
    end_date: await day(q, 60),
    dpae_submitted_at: new Date().toISOString(),
    transmitted_to_talent_at: new Date().toISOString(),
  });
  await q("delete from public.document where talent_id = $1 and type = 'caces'", [contract.talent_id]);
  const caces = await cloneRow(q, "document", "workspace_id = $1 and talent_id is not null", [RENFORT], {
    talent_id: contract.talent_id,
    contract_id: null,
    type: "caces",
    status: "valid",
    issued_at: null,
    expiry_date: await day(q, 12),
    file: null,
    mime_type: null,
  });
  return { contract, caces };
}

async function inQueue(q: Query, key: string, documentId: unknown): Promise<boolean> {
  await as(q, key);
  const { n } = await one<{ n: number }>(
    q,
    "select count(*)::int as n from private.action_rule_document_expiring(private.me_and_managee_ids()) where subject_id = $1",
    [documentId],
  );
  await asSystem(q);
  return n === 1;
}

describe("document_watch.running_owners", () => {
  it("stays equal to a full recomputation through contract owner and status changes", async () => {
    await db.system(async (q) => {
      const { contract } = await cacesDuringContract(q);
      const other = await cacesDuringContract(q, 1);
      await q("update public.contract set owner_id = $2 where id = $1", [contract.id, account("manager").teamMemberId]);
      await q("update public.contract set owner_id = null where id = $1", [other.contract.id]);
      await q("select set_config('renfort.actor', 'system', true)");
      await q("update public.contract set status = 'ended' where id = $1", [other.contract.id]);
      const kept = (await q(WATCH)).rows;
      await q("select private.rebuild_document_watch()");
      expect(kept).toEqual((await q(WATCH)).rows);
    });
  });

  it("the owners' queue follows a contract handed to another consultant", async () => {
    await db.system(async (q) => {
      const { contract, caces } = await cacesDuringContract(q, 0, "manager");
      expect(await inQueue(q, "consultant", caces.id)).toBe(false);
      await q("update public.contract set owner_id = $2 where id = $1", [
        contract.id,
        account("consultant").teamMemberId,
      ]);
      expect(await inQueue(q, "consultant", caces.id)).toBe(true);
      await q("update public.contract set owner_id = $2 where id = $1", [contract.id, account("dev").teamMemberId]);
      expect(await inQueue(q, "consultant", caces.id)).toBe(false);
    });
  });
});

// Two transactions writing one talent's rows at the same time (native PostgreSQL). A document
// and a contract, or two documents, of one talent lock no common row: without the triggers'
// lock per talent each computes the rows from sources without the other's change.
if (inject("databaseUrl"))
  describe("document_watch, two writers of one talent", () => {
    /** A running contract of the consultant's for the n-th qualified talent without contracts, committed. */
    const runningContract = (n: number) =>
      db.engine.tx({}, async (q) => {
        const talent = await one<{ id: string }>(
          q,
          `select t.id from public.talent t where t.workspace_id = $1 and t.qualification_status = 'qualified'
           and t.blacklisted_at is null and not exists (select 1 from public.contract c where c.talent_id = t.id)
           order by t.id offset $2 limit 1`,
          [RENFORT, n],
        );
        return draftContract(q, "consultant", {
          talent_id: talent.id,
          mission_id: null,
          status: "active",
          start_date: await day(q, -10),
          end_date: await day(q, 60),
          dpae_submitted_at: new Date().toISOString(),
          transmitted_to_talent_at: new Date().toISOString(),
        });
      });
    const caces = (q: Query, talentId: unknown, expiry: string) =>
      cloneRow(q, "document", "workspace_id = $1 and talent_id is not null", [RENFORT], {
        talent_id: talentId,
        contract_id: null,
        type: "caces",
        status: "valid",
        issued_at: null,
        expiry_date: expiry,
        file: null,
        mime_type: null,
      });
    /** The talent's rows, and what a rebuild gives for them. */
    const keptAndRebuilt = (talentId: unknown) =>
      db.system(async (q) => {
        const rows = `select document_id, running_contract_until::text, running_owners::text, superseded
                      from public.document_watch where talent_id = $1 order by document_id`;
        const kept = (await q(rows, [talentId])).rows;
        await q("select private.rebuild_document_watch()");
        return { kept, rebuilt: (await q(rows, [talentId])).rows };
      });
    const cleanUp = (contract: Record<string, unknown>, documents: unknown[]) =>
      db.engine.tx({}, async (q) => {
        await q("delete from public.document where id = any ($1::uuid[])", [documents]);
        await q("delete from public.planning_entry where workspace_id = $1 and contract_key = $2", [
          RENFORT,
          contract.contract_key,
        ]);
        await q("delete from public.contract where id = $1", [contract.id]);
        await q("delete from public.address where id = $1", [contract.address_id]);
      });

    it("a document written while its talent's contract changes owner: the document's row has the new owner", async () => {
      const contract = await runningContract(0);
      const documents: unknown[] = [];
      try {
        await twoWriters(
          db.engine,
          async (q) => documents.push((await caces(q, contract.talent_id, await day(q, 12))).id),
          (q) =>
            q("update public.contract set owner_id = $2 where id = $1", [contract.id, account("manager").teamMemberId]),
        );
        const { kept, rebuilt } = await keptAndRebuilt(contract.talent_id);
        expect(kept).toEqual(rebuilt);
        expect(kept).toContainEqual(
          expect.objectContaining({
            document_id: documents[0],
            running_owners: `{${account("manager").teamMemberId}}`,
          }),
        );
      } finally {
        await cleanUp(contract, documents);
      }
    });

    it("two versions of one document written at once: the earlier one is superseded", async () => {
      const contract = await runningContract(1);
      const documents: unknown[] = [];
      try {
        await twoWriters(
          db.engine,
          async (q) => documents.push((await caces(q, contract.talent_id, await day(q, 12))).id),
          async (q) => documents.push((await caces(q, contract.talent_id, await day(q, 40))).id),
        );
        const { kept, rebuilt } = await keptAndRebuilt(contract.talent_id);
        expect(kept).toEqual(rebuilt);
        expect(kept).toContainEqual(expect.objectContaining({ document_id: documents[0], superseded: true }));
      } finally {
        await cleanUp(contract, documents);
      }
    });
  });
