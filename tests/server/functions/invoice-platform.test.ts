// The exchange with the plateforme agréée through the real server (supabase/schemas/23_invoice_platform.sql,
// issue #47 item 3): an issued invoice's stored document is deposited by the queue (200
// « Déposée », then the local platform calls back 203); the client's refusal (210) comes back with
// its reason, lists the invoice in the accountants' action centre, and closes the lifecycle (a
// later status is refused, 409); a fully paid invoice sends « Encaissée » (212); a document the
// platform's rules refuse is « Rejetée » (213) with the rules it breaks; the callback refuses a
// wrong key, an unknown deposit and a malformed status. The suites' server leaves the queue to
// the tests (documentWorkerIntervalMs 0): each step runs the worker as the server would.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { account } from "../../../supabase/tests/support/db.ts";
import { rest, serviceRest, signIn } from "../../../supabase/tests/support/http.ts";
import { documentJobOf, raw, runDocumentJob, serviceRoleKey } from "../helpers.ts";

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const from = isoDay(new Date(Date.now() - 85 * 86_400_000));
const to = isoDay(new Date());

type Invoice = { id: string; workspace_id: string; number: string; total_ttc: number };
type Platform = { platform_flow_id: string | null; platform_status: string | null };

const service = { apikey: serviceRoleKey(), "content-type": "application/json" };

/** A new invoice for a client with weeks to bill, issued by the accountant. */
const issueOne = async (accountant: string): Promise<Invoice> => {
  const backlog = await rest(accountant, "POST", "rpc/client_billing_backlog", "", {
    body: { p_period_start: from, p_period_end: to },
  });
  const client = backlog.rows.find((r) => r.company_status !== "blocked" && !r.po_required) as
    { company_id: string } | undefined;
  expect(client, "un client avec des semaines à facturer").toBeDefined();
  const drafts = await rest(accountant, "POST", "rpc/prepare_client_invoices", "", {
    body: { p_period_start: from, p_period_end: to, p_company_id: client!.company_id },
  });
  expect(drafts.error?.message ?? null).toBeNull();
  const issued = await rest(accountant, "POST", "rpc/issue_client_invoice", "", {
    body: { p_invoice_id: (drafts.rows[0] as { id: string }).id },
  });
  expect(issued.error).toBeNull();
  return issued.rows[0] as Invoice;
};

const platformOf = async (id: string): Promise<Platform> =>
  (await serviceRest("GET", "client_invoice", `id=eq.${id}&select=platform_flow_id,platform_status`))
    .rows[0] as Platform;

const eventsOf = async (id: string) =>
  (
    await serviceRest(
      "GET",
      "client_invoice_platform_event",
      `invoice_id=eq.${id}&select=status,reason,source&order=occurred_at`,
    )
  ).rows;

const callback = (body: unknown, key = serviceRoleKey()) =>
  raw("/functions/v1/platform-callback", {
    method: "POST",
    token: key,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const until = async (check: () => Promise<boolean>, ms = 8000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("délai dépassé");
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe("invoice platform", () => {
  it("deposits an issued invoice, records the platform's statuses, and closes its lifecycle on the client's refusal — R:PA-DEPOSIT-WHEN, R:PA-DEPOSIT-WHAT, R:PA-EVENTS, R:PA-CODES, R:PA-CALLBACK, R:PA-REJECTED-QUEUE, R:PA-LOCAL, R:FILE-JOB-PLATFORM", async () => {
    const accountant = await signIn(account("comptable"));
    const invoice = await issueOne(accountant);
    // nothing is deposited before the document exists
    expect(await documentJobOf(invoice.id, "platform_deposit")).toBeUndefined();
    expect(await runDocumentJob(invoice.id)).toEqual({ claimed: 1, done: 1, failed: [] });
    const job = await documentJobOf(invoice.id, "platform_deposit");
    expect(job).toMatchObject({ status: "pending" });
    // the accountant follows the deposit like the document (RLS: invoice readers)
    const seen = await rest(
      accountant,
      "GET",
      "document_job",
      `record_id=eq.${invoice.id}&kind=eq.platform_deposit&select=status`,
    );
    expect(seen.rows).toEqual([{ status: "pending" }]);

    expect(await runDocumentJob(invoice.id, "platform_deposit")).toEqual({ claimed: 1, done: 1, failed: [] });
    const doc = (await documentJobOf(invoice.id))!;
    expect(await documentJobOf(invoice.id, "platform_deposit")).toMatchObject({
      status: "done",
      file: doc.file,
      sha256: doc.sha256,
    });
    const deposited = await platformOf(invoice.id);
    expect(deposited.platform_flow_id).toMatch(/^LOCAL-[0-9A-F]{20}$/);
    // the deposit's tracking id is the invoice's: a platform answers the same flow to a deposit tried twice
    const tracked = createHash("sha256").update(invoice.id).digest("hex").slice(0, 20).toUpperCase();
    expect(deposited.platform_flow_id).toBe(`LOCAL-${tracked}`);
    // the buyer's platform makes it available a moment later (the local platform's callback)
    await until(async () => (await platformOf(invoice.id)).platform_status === "made_available");
    expect(await eventsOf(invoice.id)).toEqual([
      { status: "deposited", reason: null, source: "platform" },
      { status: "made_available", reason: null, source: "platform" },
    ]);
    // the accountant reads the lifecycle
    const history = await rest(
      accountant,
      "GET",
      "client_invoice_platform_event",
      `invoice_id=eq.${invoice.id}&select=status`,
    );
    expect(history.rows).toHaveLength(2);
    // RLS: a role that does not read invoices does not read their lifecycle either
    const marketing = await signIn(account("marketing"));
    const hidden = await rest(
      marketing,
      "GET",
      "client_invoice_platform_event",
      `invoice_id=eq.${invoice.id}&select=status`,
    );
    expect(hidden.rows).toEqual([]);

    const flowId = deposited.platform_flow_id!;
    // the callback: the platform's key only, a known deposit, a CDAR status
    expect((await callback({ flowId, status: "205" }, accountant)).status).toBe(401);
    expect((await callback({ flowId: "LOCAL-INCONNU", status: "205" })).status).toBe(404);
    expect((await callback({ flowId, status: "299" })).status).toBe(400);
    expect((await callback({ flowId, status: "210" })).status).toBe(400); // a refusal says why

    // the client refuses it, through its platform
    const refusal = await raw("/functions/v1/platform-local/v1/simulate", {
      method: "POST",
      token: serviceRoleKey(),
      headers: service,
      body: JSON.stringify({ flowId, status: "210", reason: "Heures contestées sur le chantier" }),
    });
    expect(refusal.status).toBe(200);
    expect(await platformOf(invoice.id)).toMatchObject({ platform_status: "refused" });
    const items = await rest(
      accountant,
      "POST",
      "rpc/action_centre",
      `rule=eq.invoices_platform_rejected&subject_id=eq.${invoice.id}&select=label,link`,
    );
    expect(items.rows).toEqual([
      {
        label: expect.stringMatching(
          new RegExp(`^${invoice.number} · .+ · refusée par le client : Heures contestées sur le chantier$`),
        ),
        link: `/client-invoices/${invoice.id}`,
      },
    ]);
    // a status after the final one is refused (and logged), the same one repeated is not recorded twice
    const late = await callback({ flowId, status: "205" });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toMatch(
      /statut final à la plateforme \(« Refusée »\)/,
    );
    expect((await eventsOf(invoice.id)).map((e) => e.status)).toEqual(["deposited", "made_available", "refused"]);

    // corrected by a credit note: out of the action centre
    const credit = await rest(accountant, "POST", "rpc/credit_client_invoice", "", {
      body: { p_invoice_id: invoice.id, p_reason: "Refusée par le client : heures à revoir" },
    });
    expect(credit.error).toBeNull();
    const after = await rest(
      accountant,
      "POST",
      "rpc/action_centre",
      `rule=eq.invoices_platform_rejected&subject_id=eq.${invoice.id}&select=label`,
    );
    expect(after.rows).toEqual([]);
  });

  it("sends « Encaissée » when the invoice is fully paid, after its deposit or once it is deposited — R:PA-PAID, R:PA-CALLBACK, R:FILE-JOB-PLATFORM", async () => {
    const accountant = await signIn(account("comptable"));
    const pay = (invoice: Invoice) =>
      rest(accountant, "POST", "rpc/record_client_invoice_payment", "", {
        body: {
          p_invoice_id: invoice.id,
          p_paid_on: to,
          p_amount: invoice.total_ttc,
          p_reference: "VIR test encaissée",
        },
      });
    // paid once deposited
    const invoice = await issueOne(accountant);
    await runDocumentJob(invoice.id);
    await runDocumentJob(invoice.id, "platform_deposit");
    const paid = await pay(invoice);
    expect(paid.error).toBeNull();
    expect(paid.rows[0]!.status).toBe("paid");
    expect(await documentJobOf(invoice.id, "platform_paid")).toMatchObject({ status: "pending" });
    expect(await runDocumentJob(invoice.id, "platform_paid")).toEqual({ claimed: 1, done: 1, failed: [] });
    expect(await platformOf(invoice.id)).toMatchObject({ platform_status: "cashed" });
    expect((await eventsOf(invoice.id)).filter((e) => e.source === "agency")).toEqual([
      { status: "cashed", reason: null, source: "agency" },
    ]);
    // the platform's late « Prise en charge » changes nothing: the lifecycle is over
    expect((await callback({ flowId: (await platformOf(invoice.id)).platform_flow_id, status: "204" })).status).toBe(
      409,
    );

    // paid before the platform answered its deposit: « Encaissée » waits for the deposit
    const early = await issueOne(accountant);
    await runDocumentJob(early.id);
    expect((await pay(early)).error).toBeNull();
    expect(await documentJobOf(early.id, "platform_paid")).toBeUndefined();
    await runDocumentJob(early.id, "platform_deposit");
    expect(await documentJobOf(early.id, "platform_paid")).toMatchObject({ status: "pending" });
    expect(await runDocumentJob(early.id, "platform_paid")).toEqual({ claimed: 1, done: 1, failed: [] });
    expect(await platformOf(early.id)).toMatchObject({ platform_status: "cashed" });
  });

  it("is rejected by the platform when the stored document breaks its rules, with the rules in the reason — R:PA-RESPONSE, R:PA-REJECTED-QUEUE, R:PA-PAID, R:PA-LOCAL", async () => {
    const accountant = await signIn(account("comptable"));
    const invoice = await issueOne(accountant);
    const job = (await documentJobOf(invoice.id))!;
    // the document's worker stored a file that is no Factur-X, and died (the queue keeps that file)
    await serviceRest("POST", "rpc/claim_document_jobs", "", { body: { p_limit: 1, p_ids: [job.id] } });
    const path = `${invoice.workspace_id}/${invoice.id}/${invoice.number}.pdf`;
    const stored = await raw(`/storage/v1/object/invoices/${path}`, {
      method: "POST",
      token: serviceRoleKey(),
      headers: { apikey: serviceRoleKey(), "content-type": "application/pdf", "x-upsert": "false" },
      body: new TextEncoder().encode(
        "%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
      ),
    });
    expect(stored.status).toBe(200);
    await serviceRest("PATCH", "document_job", `id=eq.${job.id}`, {
      body: { lease_until: new Date(Date.now() - 1000).toISOString() },
    });
    expect(await runDocumentJob(invoice.id)).toMatchObject({ done: 1 });
    // a deposit that failed (the platform did not answer, six times): accounting sees it, and
    // « Relancer » puts it back in the queue
    const deposit = (await documentJobOf(invoice.id, "platform_deposit"))!;
    await serviceRest("PATCH", "document_job", `id=eq.${deposit.id}`, {
      body: { status: "failed", attempts: 6, last_error: "Plateforme : HTTP 503" },
    });
    const failedItem = await rest(
      accountant,
      "POST",
      "rpc/action_centre",
      `rule=eq.invoices_platform_rejected&subject_id=eq.${invoice.id}&select=label`,
    );
    expect(failedItem.rows).toEqual([
      { label: expect.stringMatching(/ · dépôt à la plateforme en échec : Plateforme : HTTP 503$/) },
    ]);
    expect(
      (await rest(accountant, "POST", "rpc/retry_document_job", "", { body: { p_job_id: deposit.id } })).error,
    ).toBeNull();
    expect(await runDocumentJob(invoice.id, "platform_deposit")).toEqual({ claimed: 1, done: 1, failed: [] });
    expect(await platformOf(invoice.id)).toMatchObject({ platform_status: "rejected" });
    const [rejection] = await eventsOf(invoice.id);
    expect(rejection).toMatchObject({
      status: "rejected",
      source: "platform",
      reason: expect.stringMatching(/^Factur-X illisible : /),
    });
    const items = await rest(
      accountant,
      "POST",
      "rpc/action_centre",
      `rule=eq.invoices_platform_rejected&subject_id=eq.${invoice.id}&select=label`,
    );
    expect(items.rows[0]!.label).toMatch(/rejetée par la plateforme : /);
    // a rejected invoice paid all the same sends nothing: its lifecycle is over
    const paid = await rest(accountant, "POST", "rpc/record_client_invoice_payment", "", {
      body: { p_invoice_id: invoice.id, p_paid_on: to, p_amount: invoice.total_ttc },
    });
    expect(paid.error).toBeNull();
    expect(await documentJobOf(invoice.id, "platform_paid")).toBeUndefined();
  });
});
