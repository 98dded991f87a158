// An invoice's PDF through the real server: accounting prepares and issues a draft from seeded
// validated weeks, the `invoice-documents` function renders the Factur-X PDF and stores it once
// in the `invoices` bucket, the invoice records its SHA-256, a second call is refused, and the
// invoice goes out through the mail outbox. A full credit note then gives the weeks back.
import { describe, expect, it } from "vitest";
import { rest, serviceRest, signIn } from "../../../supabase/tests/support/http.ts";
import { account } from "../../../supabase/tests/support/db.ts";
import { sha256Hex } from "../../../supabase/functions/_shared/timesheet-pdf.ts";
import { raw } from "../helpers.ts";

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

describe("invoice-documents", () => {
  it("stores the issued invoice's Factur-X PDF once, then the invoice is sent", async () => {
    const accountant = await signIn(account("comptable"));
    const from = isoDay(new Date(Date.now() - 90 * 86_400_000));
    const to = isoDay(new Date());
    const backlog = await rest(accountant, "POST", "rpc/client_billing_backlog", "", {
      body: { p_period_start: from, p_period_end: to },
    });
    expect(backlog.error).toBeNull();
    const client = backlog.rows.find((r) => r.company_status !== "blocked" && !r.po_required) as { company_id: string };
    expect(client).toBeDefined();
    const drafts = await rest(accountant, "POST", "rpc/prepare_client_invoices", "", {
      body: { p_period_start: from, p_period_end: to, p_company_id: client.company_id },
    });
    expect(drafts.error?.message ?? null).toBeNull();
    const draft = drafts.rows[0] as { id: string; workspace_id: string };
    const issued = await rest(accountant, "POST", "rpc/issue_client_invoice", "", { body: { p_invoice_id: draft.id } });
    expect(issued.error).toBeNull();
    const number = issued.rows[0]!.number as string;

    const call = () =>
      raw("/functions/v1/invoice-documents", {
        method: "POST",
        token: accountant,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ invoice_id: draft.id }),
      });
    const first = await call();
    expect(first.status).toBe(200);
    const made = (await first.json()) as { pdf_file: string; sha256: string };
    expect(made.pdf_file).toBe(`${draft.workspace_id}/${draft.id}/${number}.pdf`);

    const row = (
      await serviceRest("GET", "client_invoice", `id=eq.${draft.id}&select=pdf_file,pdf_sha256,facturx_profile`)
    ).rows[0] as { pdf_file: string; pdf_sha256: string; facturx_profile: string };
    expect(row).toEqual({ pdf_file: made.pdf_file, pdf_sha256: made.sha256, facturx_profile: "EN 16931" });
    const file = await raw(`/storage/v1/object/invoices/${made.pdf_file}`, { token: accountant });
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(await sha256Hex(bytes)).toBe(made.sha256);
    expect(Buffer.from(bytes).toString("latin1")).toContain("factur-x.xml");

    expect((await call()).status).toBe(409);

    const sent = await rest(accountant, "POST", "rpc/send_client_invoice", "", { body: { p_invoice_id: draft.id } });
    expect(sent.error).toBeNull();
    expect(sent.rows[0]!.status).toBe("sent");
    const mails = await serviceRest("GET", "mail_outbox", `entity_id=eq.${draft.id}&select=subject,attachments`);
    expect(mails.rows.length).toBeGreaterThan(0);
    expect(mails.rows[0]!.subject).toMatch(new RegExp(`^Facture ${number} — `));
    // the invoice's PDF first, then the signed timesheets it bills
    const attachments = mails.rows[0]!.attachments as Array<{ bucket: string; path: string; filename: string }>;
    expect(attachments[0]).toEqual({ bucket: "invoices", path: made.pdf_file, filename: `${number}.pdf` });
    expect(
      attachments
        .slice(1)
        .every((a) => a.bucket === "signed-timesheets" && /^releve-.+-\d{4}-S\d{2}\.pdf$/.test(a.filename)),
    ).toBe(true);

    const credit = await rest(accountant, "POST", "rpc/credit_client_invoice", "", {
      body: { p_invoice_id: draft.id, p_reason: "Fin du test : semaines rendues" },
    });
    expect(credit.error).toBeNull();
  });
});
