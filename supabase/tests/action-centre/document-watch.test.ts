// public.document_watch, what the expiring-documents queue reads: the triggers on document and
// contract keep it equal to a full recomputation, it shows each account exactly the documents
// that account may read, and the queue follows a contract's end and a document's versions.
// Direct engine, each test rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, cloneRow, draftContract, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const day = async (q: Query, offset: number) =>
  (await one<{ d: string }>(q, "select (private.paris_today() + $1::int)::text as d", [offset])).d;

const WATCH = `select document_id, workspace_id, talent_id, type, expiry_date::text, running_contract_until::text, superseded
               from public.document_watch order by document_id`;

/** A running contract of the consultant, and a CACES of its talent expiring in `days`. */
async function cacesDuringContract(q: Query, days: number) {
  const contract = await draftContract(q, "consultant", {
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
    expiry_date: await day(q, days),
    file: null,
    mime_type: null,
  });
  return { contract, caces };
}

/** The contract's end, as the scheduler records it. */
async function endContract(q: Query, id: unknown) {
  await q("select set_config('renfort.actor', 'system', true)");
  await q("update public.contract set status = 'ended' where id = $1", [id]);
}

/** Whether the document is in the consultant's expiring-documents queue. */
async function inQueue(q: Query, documentId: unknown): Promise<boolean> {
  await as(q, "consultant");
  const { n } = await one<{ n: number }>(
    q,
    "select count(*)::int as n from private.action_rule_document_expiring(private.me_and_managee_ids()) where subject_id = $1",
    [documentId],
  );
  await asSystem(q);
  return n === 1;
}

describe("document_watch", () => {
  it("stays equal to a full recomputation through document and contract changes", async () => {
    await db.system(async (q) => {
      const { contract, caces } = await cacesDuringContract(q, 12);
      const newer = await cloneRow(q, "document", "id = $1", [caces.id], { expiry_date: await day(q, 400) });
      await q("update public.document set status = 'rejected', rejection_reason = 'Illisible' where id = $1", [
        newer.id,
      ]);
      await q("update public.document set type = 'aipr' where id = $1", [caces.id]);
      await endContract(q, contract.id);
      await q(
        "delete from public.document where id in (select document_id from public.document_watch where superseded limit 3)",
      );
      const kept = (await q(WATCH)).rows;
      await q("select private.rebuild_document_watch()");
      expect(kept).toEqual((await q(WATCH)).rows);
    });
  });

  it("shows every account the watched documents it may read, and only those", async () => {
    await db.system(async (q) => {
      for (const key of ["consultant", "csm", "marketing", "comptable", "partenaire", "dev"]) {
        await as(q, key);
        const seen = await one<{ watch: number; documents: number }>(
          q,
          `select (select count(*)::int from public.document_watch) as watch,
                  (select count(*)::int from public.document d
                   where d.talent_id is not null and d.expiry_date is not null and d.status <> 'rejected'
                     and d.type in ('residence_permit', 'caces', 'electrical_clearance', 'aipr', 'work_at_height',
                                    'carte_btp', 'medical_attestation')) as documents`,
        );
        expect(seen.watch, key).toBe(seen.documents);
        await asSystem(q);
      }
    });
  });

  it("the queue drops a document when its talent's contract ends", async () => {
    await db.system(async (q) => {
      const { contract, caces } = await cacesDuringContract(q, 12);
      expect(await inQueue(q, caces.id)).toBe(true);
      await endContract(q, contract.id);
      expect(await inQueue(q, caces.id)).toBe(false);
    });
  });

  it("a later version removes the document from the queue; rejecting that version brings it back", async () => {
    await db.system(async (q) => {
      const { caces } = await cacesDuringContract(q, 12);
      const newer = await cloneRow(q, "document", "id = $1", [caces.id], { expiry_date: await day(q, 400) });
      expect(await inQueue(q, caces.id)).toBe(false);
      await q("update public.document set status = 'rejected', rejection_reason = 'Illisible' where id = $1", [
        newer.id,
      ]);
      expect(await inQueue(q, caces.id)).toBe(true);
    });
  });
});
