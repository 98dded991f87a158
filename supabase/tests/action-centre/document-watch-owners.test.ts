// public.document_watch.running_owners, what narrows a consultant's expiring documents: the
// triggers on contract and document keep it equal to a full recomputation when a contract's
// owner, status or talent changes, and the owners' queue follows it.
// Direct engine, each test rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, cloneRow, draftContract, one, RENFORT } from "../support/fixtures.ts";

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
  (await one<{ d: string }>(q, "select (current_date + $1::int)::text as d", [offset])).d;

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
