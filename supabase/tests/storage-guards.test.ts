// Writes on storage.objects agree with reads (supabase/schemas/15_storage.sql): a user updates or
// deletes only objects they may read, never changes an owner, deletes request attachments
// only with the delete right on their request type; and, like storage-api's trigger, no
// direct DELETE unless the transaction says it is storage (storage.allow_delete_query).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, attempt, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, asSystem, one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const allowDelete = (q: Query) => q("select set_config('storage.allow_delete_query', 'true', true)", []);
/** A request attachment owned by the CSM, written as the system (rolled back with the test). */
async function requestObject(q: Query, folder: string) {
  const name = `${RENFORT}/requests/${folder}/00000000-0000-4000-8000-0000000000cc/piece.pdf`;
  const csm = account("csm").userId;
  return one<{ id: string; name: string; owner_id: string }>(
    q,
    "insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ('documents', $1, $2::uuid, $3, '{}') returning id, name, owner_id",
    [name, csm, csm],
  );
}
const newObject = async (q: Query, name: string, ownerKey: string) =>
  q(
    "insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ('documents', $1, $2::uuid, $3, '{\"mimetype\":\"text/csv\"}')",
    [name, account(ownerKey).userId, account(ownerKey).userId],
  );

describe("updates", () => {
  it("an unfiltered owner takeover by the external CSM fails, and unreadable objects are never reached", async () => {
    await db.system(async (q) => {
      const medical = await requestObject(q, "medical_checkup_result");
      // a convocation the external CSM may read and update (medical_checkup_request rights)
      await requestObject(q, "medical_checkup_request");
      await as(q, "csmExterne");
      const me = account("csmExterne").userId;
      const all = await attempt(q, () => q("update storage.objects set owner = $1::uuid, owner_id = $2", [me, me]));
      expect(all.ok ? null : all.error.code).toBe("42501");
      const targeted = await attempt(q, () =>
        q("update storage.objects set owner = $1::uuid, owner_id = $2 where id = $3", [me, me, medical.id]),
      );
      expect(targeted.ok ? targeted.value.rowCount : targeted.error.code).toBe(0);
      await asSystem(q);
      expect(
        (await one<{ owner_id: string }>(q, "select owner_id from storage.objects where id = $1", [medical.id]))
          .owner_id,
      ).toBe(medical.owner_id);
    });
  });

  it("who may update an object changes its content, never its owner", async () => {
    await db.system(async (q) => {
      const name = `${RENFORT}/talents/00000000-0000-4000-8000-0000000000aa/releve.csv`;
      await as(q, "csmExterne");
      await newObject(q, name, "csmExterne");
      expect(
        (await q('update storage.objects set metadata = \'{"mimetype":"text/plain"}\' where name = $1', [name]))
          .rowCount,
      ).toBe(1);
      const gift = await attempt(q, () =>
        q("update storage.objects set owner_id = $2 where name = $1", [name, account("comptable").userId]),
      );
      expect(gift.ok ? null : gift.error.code).toBe("42501");
    });
  });
});

describe("deletes", () => {
  it("are refused outside the storage API (storage.protect_delete), even to the database owner", async () => {
    await db.system(async (q) => {
      const medical = await requestObject(q, "medical_checkup_result");
      const direct = await attempt(q, () => q("delete from storage.objects where id = $1", [medical.id]));
      expect(direct.ok ? null : [direct.error.code, direct.error.message]).toEqual([
        "42501",
        "Direct deletion from storage tables is not allowed. Use the Storage API instead.",
      ]);
      await allowDelete(q);
      expect((await q("delete from storage.objects where id = $1", [medical.id])).rowCount).toBe(1);
    });
  });

  it("request attachments need the delete right on their request type, and must be readable", async () => {
    const deleted = (key: string) =>
      db.system(async (q) => {
        const convocation = await requestObject(q, "medical_checkup_request");
        await as(q, key);
        await allowDelete(q);
        return (await q("delete from storage.objects where id = $1", [convocation.id])).rowCount;
      });
    expect(await deleted("csmExterne")).toBe(0);
    expect(await deleted("csm")).toBe(0);
    expect(await deleted("dev")).toBe(1);
  });

  it("a document file is deleted by the document delete right only when it is readable", async () => {
    const deleted = (ownerKey: string, key: string) =>
      db.system(async (q) => {
        const name = `${RENFORT}/talents/00000000-0000-4000-8000-0000000000bb/cni.pdf`;
        await newObject(q, name, ownerKey);
        await as(q, key);
        await allowDelete(q);
        return (await q("delete from storage.objects where name = $1", [name])).rowCount;
      });
    // the external CSM reads its upload but may not delete documents
    expect(await deleted("csmExterne", "csmExterne")).toBe(0);
    // the consultant may delete documents, but not a file they cannot read (no document row names it)
    expect(await deleted("csmExterne", "consultant")).toBe(0);
    expect(await deleted("consultant", "consultant")).toBe(1);
  });
});
