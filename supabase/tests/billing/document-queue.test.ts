// The document queue (supabase/schemas/22_document_queue.sql, docs/rules/documents.md): issuing
// records the job in the same transaction; only the system claims, completes and fails jobs; a
// failure is tried again after 30 s × 2^(attempts − 1), six times, or fails at once when final; a
// worker that died leaves its job claimable when its lease passes (six times at most); a document
// recorded is never replaced; a failed one is in accounting's action centre; « Relancer » is for
// those who prepare invoices.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, one } from "../support/fixtures.ts";
import { billedClient, prepare, validatedWeek } from "./support.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Job = {
  id: string;
  status: string;
  attempts: number;
  wait_s: number | null;
  lease_s: number | null;
  last_error: string | null;
};
const JOB = `select id, status::text, attempts, extract(epoch from run_after - now())::int as wait_s,
                    extract(epoch from lease_until - now())::int as lease_s, last_error
             from public.document_job`;
// the invoice's document's job (its deposit at the platform, queued once it is made, is another kind)
const jobOf = (q: Query, invoiceId: string) =>
  one<Job>(q, `${JOB} where record_id = $1 and kind in ('invoice', 'credit_note')`, [invoiceId]);
const SHA = "a".repeat(64);

/** An invoice issued by accounting for a new client's validated week; its id and workspace. */
async function issuedInvoice(q: Query): Promise<{ id: string; workspace_id: string; number: string }> {
  await asSystem(q);
  const c = await billedClient(q);
  await validatedWeek(q, c.contractId, "2026-05-18", [
    { date: "2026-05-18", hours: 8 },
    { date: "2026-05-19", hours: 7 },
  ]);
  await as(q, "comptable");
  const [draft] = await prepare(q, "2026-05-18", "2026-05-24", c.companyId);
  return one(q, "select id, workspace_id, number from public.issue_client_invoice($1)", [draft!.id]);
}

describe("the document queue", () => {
  it("records the job with the issue; only the system claims it, leased 2 minutes — R:BIL-DOCUMENT, R:FILE-JOB-INVOICE, R:FILE-CLAIM", async () => {
    await db.system(async (q) => {
      const invoice = await issuedInvoice(q);
      const job = await jobOf(q, invoice.id);
      expect(job).toMatchObject({ status: "pending", attempts: 0, wait_s: 0, lease_s: null });
      // the accountant reads it (the invoice's readers) but moves nothing
      expect((await q("select id from public.document_job where id = $1", [job.id])).rows).toHaveLength(1);
      expect(await failureMessage(q, () => q("select * from public.claim_document_jobs(5, null)"))).toBe(
        "Réservé au service qui produit les documents",
      );
      expect(await failureMessage(q, () => q("select public.fail_document_job($1, 'x')", [job.id]))).toBe(
        "Réservé au service qui produit les documents",
      );
      await asSystem(q);
      const claimed = await q<{ id: string }>("select id from public.claim_document_jobs(5, $1)", [[job.id]]);
      expect(claimed.rows).toEqual([{ id: job.id }]);
      expect(await jobOf(q, invoice.id)).toMatchObject({ status: "running", attempts: 1, lease_s: 120 });
      // leased: no second worker gets it
      expect((await q("select id from public.claim_document_jobs(5, $1)", [[job.id]])).rows).toEqual([]);
    });
  });

  it("tries a failed job again after 30 s, 1, 2, 4, 8 minutes, then fails it; a final failure at once — R:FILE-BACKOFF, R:FILE-FINAL-FAILURE", async () => {
    await db.system(async (q) => {
      const invoice = await issuedInvoice(q);
      await asSystem(q);
      const { id } = await jobOf(q, invoice.id);
      const failAt = async (attempts: number, final = false) => {
        await q("update public.document_job set status = 'running', attempts = $2 where id = $1", [id, attempts]);
        await q("select public.fail_document_job($1, 'Stockage : HTTP 503', $2)", [id, final]);
        return jobOf(q, invoice.id);
      };
      expect(await failAt(1)).toMatchObject({ status: "pending", wait_s: 30, last_error: "Stockage : HTTP 503" });
      expect(await failAt(2)).toMatchObject({ status: "pending", wait_s: 60 });
      expect(await failAt(5)).toMatchObject({ status: "pending", wait_s: 480 });
      expect(await failAt(6)).toMatchObject({ status: "failed", last_error: "Stockage : HTTP 503" });
      expect(await failAt(1, true)).toMatchObject({ status: "failed", attempts: 1 });
    });
  });

  it("records a credit note's job with its issue, and one per invoice of a selection issued at once — R:FILE-JOB-INVOICE", async () => {
    await db.system(async (q) => {
      const invoice = await issuedInvoice(q);
      const note = await one<{ id: string }>(
        q,
        "select id from public.credit_client_invoice($1, 'Erreur de coefficient')",
        [invoice.id],
      );
      expect(
        await one(q, "select kind, status::text from public.document_job where record_id = $1", [note.id]),
      ).toEqual({
        kind: "credit_note",
        status: "pending",
      });
      await asSystem(q);
      const c = await billedClient(q);
      await validatedWeek(q, c.contractId, "2026-05-18", [{ date: "2026-05-18", hours: 8 }]);
      await as(q, "comptable");
      const [draft] = await prepare(q, "2026-05-18", "2026-05-24", c.companyId);
      const answer = await one<{ r: { issued: string[] } }>(q, "select public.issue_client_invoices($1::uuid[]) as r", [
        [draft!.id],
      ]);
      expect(answer.r.issued).toEqual([draft!.id]);
      expect(await jobOf(q, draft!.id)).toMatchObject({ status: "pending", attempts: 0 });
    });
  });

  it("gives the demo a credit note whose document failed six times, in accounting's action centre — R:FILE-DEMO-FAILED", async () => {
    await db.system(async (q) => {
      await as(q, "comptable");
      const failed = await q<{ id: string; label: string }>(
        `select j.record_id as id, a.label from public.document_job j
         join public.action_centre() a on a.rule = 'documents_failed' and a.subject_id = j.record_id
         where j.kind = 'credit_note' and j.status = 'failed' and j.attempts = 6
           and j.last_error like 'Stockage des documents : HTTP 503%'`,
      );
      expect(failed.rows).toHaveLength(1);
      expect(failed.rows[0]!.label).toMatch(/document non produit : Stockage des documents : HTTP 503/);
    });
  });

  it("takes back the job of a worker that died when its lease passes, six times at most — R:FILE-CLAIM", async () => {
    await db.system(async (q) => {
      const invoice = await issuedInvoice(q);
      await asSystem(q);
      const { id } = await jobOf(q, invoice.id);
      const lapse = (attempts: number) =>
        q(
          "update public.document_job set status = 'running', attempts = $2, lease_until = now() - interval '1 second' where id = $1",
          [id, attempts],
        );
      await lapse(1);
      expect((await q("select id from public.claim_document_jobs(5, $1)", [[id]])).rows).toEqual([{ id }]);
      expect(await jobOf(q, invoice.id)).toMatchObject({ status: "running", attempts: 2, lease_s: 120 });
      await lapse(6);
      expect((await q("select id from public.claim_document_jobs(5, $1)", [[id]])).rows).toEqual([]);
      expect(await jobOf(q, invoice.id)).toMatchObject({
        status: "failed",
        last_error: "La production a été interrompue à chaque essai",
      });
    });
  });

  it("records the document on its invoice once; another file for it is refused — R:FILE-INVOICE-ONCE", async () => {
    await db.system(async (q) => {
      const invoice = await issuedInvoice(q);
      await asSystem(q);
      const { id } = await jobOf(q, invoice.id);
      const path = `${invoice.workspace_id}/${invoice.id}/${invoice.number}.pdf`;
      const complete = (file: string, sha: string) =>
        q("select public.complete_document_job($1, $2, $3, 'EN 16931')", [id, file, sha]);
      expect(await failureMessage(q, () => complete(`${invoice.workspace_id}/autre/x.pdf`, SHA))).toBe(
        "Document de facture invalide",
      );
      expect(await failureMessage(q, () => complete(path, "pas-une-empreinte"))).toBe("Empreinte SHA-256 invalide");
      await complete(path, SHA);
      expect(await jobOf(q, invoice.id)).toMatchObject({ status: "done", lease_s: null });
      expect(
        await one(q, "select pdf_file, pdf_sha256, facturx_profile from public.client_invoice where id = $1", [
          invoice.id,
        ]),
      ).toEqual({ pdf_file: path, pdf_sha256: SHA, facturx_profile: "EN 16931" });
      // the same document recorded again is a no-op; a different one never replaces it
      await complete(path, SHA);
      expect(await failureMessage(q, () => complete(path, "b".repeat(64)))).toBe(
        "Le document de cette facture existe déjà : il n'est jamais remplacé",
      );
      // a done job is never claimed again
      expect((await q("select id from public.claim_document_jobs(5, $1)", [[id]])).rows).toEqual([]);
    });
  });

  it("« Relancer »: those who prepare invoices put a failed job back in the queue, now — R:BIL-DOCUMENT, R:AC-DOCUMENTS-FAILED, R:FILE-RETRY, R:FILE-ACTION-CENTRE", async () => {
    await db.system(async (q) => {
      const invoice = await issuedInvoice(q);
      await asSystem(q);
      const { id } = await jobOf(q, invoice.id);
      await q("update public.document_job set status = 'running', attempts = 1 where id = $1", [id]);
      await q("select public.fail_document_job($1, 'BR-FR-12', true)", [id]);
      // accounting finds it in the action centre, with the reason
      await as(q, "comptable");
      const items = await q<{ rule: string; label: string; link: string }>(
        "select rule, label, link from public.action_centre() where rule = 'documents_failed' and subject_id = $1",
        [invoice.id],
      );
      expect(items.rows).toEqual([
        {
          rule: "documents_failed",
          label: expect.stringMatching(new RegExp(`^${invoice.number} · .+ · document non produit : BR-FR-12$`)),
          link: `/client-invoices/${invoice.id}`,
        },
      ]);
      await as(q, "consultant");
      expect(await failureMessage(q, () => q("select public.retry_document_job($1)", [id]))).toMatch(
        /introuvable|Vos rôles/,
      );
      await as(q, "comptable");
      await q("select public.retry_document_job($1)", [id]);
      expect(await jobOf(q, invoice.id)).toMatchObject({ status: "pending", attempts: 0, wait_s: 0 });
      await asSystem(q);
      await q(
        "update public.document_job set status = 'done', file = 'f', sha256 = $2, done_at = now() where id = $1",
        [id, SHA],
      );
      await as(q, "comptable");
      expect(await failureMessage(q, () => q("select public.retry_document_job($1)", [id]))).toBe(
        "Ce document est déjà produit ou en cours de production",
      );
    });
  });
});
