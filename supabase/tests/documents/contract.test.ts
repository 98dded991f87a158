// A contract's documents through the document queue (supabase/schemas/22_document_queue.sql,
// docs/rules/documents.md): its validation records the jobs of its two documents, and it cannot
// be sent for signature before both exist; each is recorded once (another file refused); a
// contract validated again gets new ones; each party's signature records the job of its sealed
// copy, recorded once and mailed to its signer. Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempt, failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, one } from "../support/fixtures.ts";
import { HASH, mailsOf, reachableContract, signThroughLinks } from "../contracts/amendment-links.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Job = { id: string; status: string; attempts: number };
const jobOf = (q: Query, kind: string, id: string) =>
  q<Job>("select id, status::text, attempts from public.document_job where kind = $1 and record_id = $2", [
    kind,
    id,
  ]).then((r) => r.rows[0] ?? null);

/** What the document worker does once it stored a document: complete its job, as the system. */
async function produced(q: Query, kind: string, id: string, name: string, hash = HASH) {
  await asSystem(q);
  const job = (await jobOf(q, kind, id))!;
  const { path } = await one<{ path: string }>(
    q,
    "select workspace_id || '/' || id || '/' || $2 as path from public.contract where id = $1",
    [id, name],
  );
  await q("select public.complete_document_job($1, $2, $3)", [job.id, path, hash]);
  return path;
}

const validate = (q: Query, id: string) =>
  q("update public.contract set status = 'validated' where id = $1", [id]).then(() => asSystem(q));
const send = (q: Query, id: string) =>
  q("select public.send_contract_for_signature($1, 'http://localhost:8080')", [id]);

describe("a contract's documents in the document queue", () => {
  it("are queued by the validation; the contract is not sent before both exist; each recorded once — R:CTR-PDF-AT-VALIDATION, R:CTR-FLOW-SEND-DOCUMENTS, R:FILE-JOB-CONTRACT, R:FILE-SEND-AFTER-DOCUMENT", async () => {
    await db.system(async (q) => {
      const { id } = await reachableContract(q);
      await asSystem(q);
      expect(await jobOf(q, "contract_mission", id)).toBeNull();
      await validate(q, id);
      expect(await jobOf(q, "contract_mission", id)).toMatchObject({ status: "pending", attempts: 0 });
      expect(await jobOf(q, "contract_mad", id)).toMatchObject({ status: "pending" });

      await as(q, "csm");
      const refusal = "Les deux documents du contrat sont en cours de production : envoyez-le une fois qu'ils existent";
      expect(await failureMessage(q, () => send(q, id))).toBe(refusal);
      await asSystem(q);
      const mission = (await jobOf(q, "contract_mission", id))!;
      expect(
        await failureMessage(q, () =>
          q("select public.complete_document_job($1, 'ailleurs/x.pdf', $2)", [mission.id, HASH]),
        ),
      ).toBe("Document de contrat invalide");
      await produced(q, "contract_mission", id, "m.pdf");
      await as(q, "csm");
      expect(await failureMessage(q, () => send(q, id))).toBe(refusal);
      await produced(q, "contract_mad", id, "d.pdf");
      expect(
        await one(
          q,
          "select generated_file is not null as m, documents_generated_at is not null as dated from public.contract where id = $1",
          [id],
        ),
      ).toEqual({ m: true, dated: true });
      // the same document again is a no-op; another never replaces it
      await produced(q, "contract_mad", id, "d.pdf");
      expect(await failureMessage(q, () => produced(q, "contract_mad", id, "d2.pdf", "d".repeat(64)))).toBe(
        "Le document de ce contrat existe déjà : il n'est jamais remplacé",
      );
      await as(q, "csm");
      await send(q, id);
    });
  });

  it("makes new documents for a contract validated again — R:FILE-JOB-CONTRACT", async () => {
    await db.system(async (q) => {
      const { id } = await reachableContract(q);
      await validate(q, id);
      await produced(q, "contract_mission", id, "m.pdf");
      await produced(q, "contract_mad", id, "d.pdf");
      await q("update public.contract set status = 'consultant_review' where id = $1", [id]);
      await validate(q, id);
      expect(
        await one(q, "select generated_file, generated_mad_file from public.contract where id = $1", [id]),
      ).toEqual({
        generated_file: null,
        generated_mad_file: null,
      });
      expect(await jobOf(q, "contract_mission", id)).toMatchObject({ status: "pending", attempts: 0 });
      await produced(q, "contract_mission", id, "m2.pdf", "e".repeat(64));
    });
  });

  it("queues each party's sealed copy with its signature; recorded once, mailed to its signer — R:CTR-SIGN-SEALED, R:FILE-JOB-CONTRACT, R:FILE-CONTRACT-PDF", async () => {
    await db.system(async (q) => {
      const contract = await reachableContract(q);
      const { id } = contract;
      await validate(q, id);
      await produced(q, "contract_mission", id, "m.pdf");
      await produced(q, "contract_mad", id, "d.pdf");
      await as(q, "csm");
      await send(q, id);
      await asSystem(q);
      expect(await jobOf(q, "contract_signed_talent", id)).toBeNull();
      await signThroughLinks(q, id);
      expect(await jobOf(q, "contract_signed_talent", id)).toMatchObject({ status: "pending" });
      expect(await jobOf(q, "contract_signed_client", id)).toMatchObject({ status: "pending" });
      const talent = await produced(q, "contract_signed_talent", id, "contrat-de-mission-signe.pdf", "f".repeat(64));
      expect(await one(q, "select signed_file from public.contract where id = $1", [id])).toEqual({
        signed_file: talent,
      });
      expect((await mailsOf(q, id, "contract_signed_copy")).map((m) => m.recipient)).toEqual([contract.talentEmail]);
      const again = await attempt(q, () =>
        produced(q, "contract_signed_talent", id, "contrat-de-mission-signe.pdf", "0".repeat(64)),
      );
      expect(again.ok ? null : again.error.message).toBe(
        "La copie signée de ce contrat existe déjà : elle n'est jamais remplacée",
      );
    });
  });
});
