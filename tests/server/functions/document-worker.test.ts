// An issued invoice's document through the real server's queue (supabase/schemas/22_document_queue.sql,
// issue #47): issuing records the job in the same transaction; the invoice cannot be sent before
// its document exists; the `document-worker` function (service role only) makes the Factur-X PDF
// from the frozen invoice, stores it once and records its SHA-256; a worker killed after storing
// leaves a file that the next attempt keeps; a document the e-invoicing rules refuse fails at once
// with its French reason, and « Relancer » puts it back. The suites' server leaves the queue to
// the tests (documentWorkerIntervalMs 0): each step runs the worker as the server would.
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../../supabase/functions/_shared/timesheet-pdf.ts";
import { fileName } from "../../../supabase/functions/document-worker/invoice.ts";
import { account } from "../../../supabase/tests/support/db.ts";
import { rest, serviceRest, signIn } from "../../../supabase/tests/support/http.ts";
import { documentJobOf, raw, runDocumentJob, serviceRoleKey } from "../helpers.ts";

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const from = isoDay(new Date(Date.now() - 90 * 86_400_000));
const to = isoDay(new Date());

describe("document-worker", () => {
  it("makes an issued invoice's document in the server's queue, once, before it can be sent — R:BIL-DOCUMENT, R:BIL-SEND, R:FILE-SEND-AFTER-DOCUMENT", async () => {
    const accountant = await signIn(account("comptable"));
    const backlog = await rest(accountant, "POST", "rpc/client_billing_backlog", "", {
      body: { p_period_start: from, p_period_end: to },
    });
    expect(backlog.error).toBeNull();
    const client = backlog.rows.find((r) => r.company_status !== "blocked" && !r.po_required) as {
      company_id: string;
    };
    expect(client).toBeDefined();
    const drafts = await rest(accountant, "POST", "rpc/prepare_client_invoices", "", {
      body: { p_period_start: from, p_period_end: to, p_company_id: client.company_id },
    });
    expect(drafts.error?.message ?? null).toBeNull();
    const draft = drafts.rows[0] as { id: string; workspace_id: string };
    const issued = await rest(accountant, "POST", "rpc/issue_client_invoice", "", { body: { p_invoice_id: draft.id } });
    expect(issued.error).toBeNull();
    const number = issued.rows[0]!.number as string;

    // the issuing transaction recorded the job; the accountant reads it (RLS: invoice readers)
    expect(await documentJobOf(draft.id)).toMatchObject({ status: "pending", attempts: 0, file: null });
    const seen = await rest(accountant, "GET", "document_job", `record_id=eq.${draft.id}&select=status`);
    expect(seen.rows).toEqual([{ status: "pending" }]);
    // the mail carries the document: nothing leaves before it exists
    const early = await rest(accountant, "POST", "rpc/send_client_invoice", "", { body: { p_invoice_id: draft.id } });
    expect(early.error?.message).toMatch(/PDF/);
    // only the system runs the worker and moves jobs
    const refused = await raw("/functions/v1/document-worker", {
      method: "POST",
      token: accountant,
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(refused.status).toBe(403);
    const claim = await rest(accountant, "POST", "rpc/claim_document_jobs", "", { body: { p_limit: 1 } });
    expect(claim.error).not.toBeNull();

    expect(await runDocumentJob(draft.id)).toEqual({ claimed: 1, done: 1, failed: [] });
    const job = (await documentJobOf(draft.id))!;
    const path = `${draft.workspace_id}/${draft.id}/${number}.pdf`;
    expect(job).toMatchObject({ status: "done", attempts: 1, file: path });
    const row = (
      await serviceRest("GET", "client_invoice", `id=eq.${draft.id}&select=pdf_file,pdf_sha256,facturx_profile`)
    ).rows[0];
    expect(row).toEqual({ pdf_file: path, pdf_sha256: job.sha256, facturx_profile: "EN 16931" });
    const file = await raw(`/storage/v1/object/invoices/${path}`, { token: accountant });
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(await sha256Hex(bytes)).toBe(job.sha256);
    expect(Buffer.from(bytes).toString("latin1")).toContain("factur-x.xml");
    // a done job is never made twice
    expect(await runDocumentJob(draft.id)).toEqual({ claimed: 0, done: 0, failed: [] });

    const sent = await rest(accountant, "POST", "rpc/send_client_invoice", "", { body: { p_invoice_id: draft.id } });
    expect(sent.error).toBeNull();
    expect(sent.rows[0]!.status).toBe("sent");
    const mails = await serviceRest("GET", "mail_outbox", `entity_id=eq.${draft.id}&select=subject,attachments`);
    expect(mails.rows.length).toBeGreaterThan(0);
    expect(mails.rows[0]!.subject).toMatch(new RegExp(`^Facture ${number} — `));
    // the invoice's PDF first, then the signed timesheets it bills
    const attachments = mails.rows[0]!.attachments as Array<{ bucket: string; path: string; filename: string }>;
    expect(attachments[0]).toEqual({ bucket: "invoices", path, filename: `${number}.pdf` });
    expect(
      attachments
        .slice(1)
        .every((a) => a.bucket === "signed-timesheets" && /^releve-.+-\d{4}-S\d{2}\.pdf$/.test(a.filename)),
    ).toBe(true);

    // a credit note is queued by its own issue; its worker dies after storing the file (kill -9
    // between the storage and the record): when the lease passes, the next attempt keeps that file
    const credit = await rest(accountant, "POST", "rpc/credit_client_invoice", "", {
      body: { p_invoice_id: draft.id, p_reason: "Fin du test : semaines rendues" },
    });
    expect(credit.error).toBeNull();
    const note = credit.rows[0] as { id: string; number: string; workspace_id: string };
    const noteJob = (await documentJobOf(note.id))!;
    expect(noteJob.status).toBe("pending");
    const leased = await serviceRest("POST", "rpc/claim_document_jobs", "", {
      body: { p_limit: 1, p_ids: [noteJob.id] },
    });
    expect(leased.status).toBe(200);
    expect(leased.rows).toMatchObject([{ id: noteJob.id, status: "running", attempts: 1 }]);
    const notePath = `${note.workspace_id}/${note.id}/${fileName(note.number)}`;
    const firstBytes = new TextEncoder().encode("%PDF-1.7 stored by the worker that died\n%%EOF\n");
    const stored = await raw(`/storage/v1/object/invoices/${notePath}`, {
      method: "POST",
      token: serviceRoleKey(),
      headers: { apikey: serviceRoleKey(), "content-type": "application/pdf", "x-upsert": "false" },
      body: firstBytes,
    });
    expect(stored.status).toBe(200);
    // still leased: no second worker takes it
    expect(await runDocumentJob(note.id)).toEqual({ claimed: 0, done: 0, failed: [] });
    const lapsed = await serviceRest("PATCH", "document_job", `id=eq.${noteJob.id}`, {
      body: { lease_until: new Date(Date.now() - 1000).toISOString() },
    });
    expect(lapsed.error).toBeNull();
    expect(await runDocumentJob(note.id)).toEqual({ claimed: 1, done: 1, failed: [] });
    const kept = (await documentJobOf(note.id))!;
    expect(kept).toMatchObject({ status: "done", attempts: 2, file: notePath, sha256: await sha256Hex(firstBytes) });
  });

  it("fails a document the e-invoicing rules refuse at once, with its French reason; « Relancer » queues it again — R:BIL-BR-FR-REFUSE, R:FILE-FINAL-FAILURE", async () => {
    const accountant = await signIn(account("comptable"));
    const backlog = await rest(accountant, "POST", "rpc/client_billing_backlog", "", {
      body: { p_period_start: from, p_period_end: to },
    });
    const client = backlog.rows.find((r) => r.company_status !== "blocked" && !r.po_required) as {
      company_id: string;
    };
    const company = (await serviceRest("GET", "company", `id=eq.${client.company_id}&select=siren,status`)).rows[0] as {
      siren: string;
      status: string;
    };
    // a client blocked and recorded without its SIREN (an active one must have it), billed with a
    // reason: the buyer frozen at issue has no SIREN (BR-FR-12)
    const unset = await serviceRest("PATCH", "company", `id=eq.${client.company_id}`, {
      body: { status: "blocked", siren: null },
    });
    expect(unset.error, JSON.stringify(unset.error)).toBeNull();
    try {
      const drafts = await rest(accountant, "POST", "rpc/prepare_client_invoices", "", {
        body: { p_period_start: from, p_period_end: to, p_company_id: client.company_id },
      });
      expect(drafts.error?.message ?? null).toBeNull();
      const id = (drafts.rows[0] as { id: string }).id;
      const issued = await rest(accountant, "POST", "rpc/issue_client_invoice", "", {
        body: { p_invoice_id: id, p_blocked_reason: "Régularisation des heures faites avant le blocage" },
      });
      expect(issued.error).toBeNull();

      const answer = await runDocumentJob(id);
      expect(answer).toMatchObject({ claimed: 1, done: 0 });
      expect(answer.failed).toEqual([expect.objectContaining({ record_id: id, final: true })]);
      const failed = (await documentJobOf(id))!;
      expect(failed).toMatchObject({ status: "failed", attempts: 1, file: null });
      expect(failed.last_error).toMatch(/non conforme à la facturation électronique : .*SIREN/);
      expect((await serviceRest("GET", "client_invoice", `id=eq.${id}&select=pdf_file`)).rows[0]).toEqual({
        pdf_file: null,
      });

      const retried = await rest(accountant, "POST", "rpc/retry_document_job", "", { body: { p_job_id: failed.id } });
      expect(retried.error).toBeNull();
      expect(await documentJobOf(id)).toMatchObject({ status: "pending", attempts: 0 });
      // a role that does not prepare invoices cannot
      const marketing = await signIn(account("marketing"));
      const no = await rest(marketing, "POST", "rpc/retry_document_job", "", { body: { p_job_id: failed.id } });
      expect(no.error).not.toBeNull();
    } finally {
      await serviceRest("PATCH", "company", `id=eq.${client.company_id}`, { body: company });
    }
  });
});
