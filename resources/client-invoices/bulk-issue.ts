// « Émettre la sélection »: the drafts issued in one call (public.issue_client_invoices, which
// numbers them in the list's order and leaves the ones it refuses as drafts, with the reason).
// Each issued invoice's document is made by the server's queue: the dialog follows the jobs
// (document-job.ts), and closing it changes nothing to their production.
import { useState } from "react";
import { useInvoiceCall } from "./calls.ts";
import type { InvoiceListRow } from "../../src/domain/invoices/types.ts";

export type BulkIssueAnswer = { issued: string[]; refused: Array<{ id: string; message: string }> };
export type BulkIssueState =
  { phase: "confirm" } | { phase: "issued"; issued: string[]; refused: Array<{ label: string; message: string }> };

/** The refusals named as the list names the drafts (client · grouping), in the answer's order. */
export const refusalLabels = (answer: BulkIssueAnswer, rows: InvoiceListRow[]) => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return answer.refused.map((r) => {
    const row = byId.get(r.id);
    const label = row ? [row.company?.name, row.grouping_label].filter(Boolean).join(" · ") : r.id;
    return { label, message: r.message };
  });
};

export const useBulkIssue = (rows: InvoiceListRow[]) => {
  const { call, busy } = useInvoiceCall();
  const [state, setState] = useState<BulkIssueState>({ phase: "confirm" });

  const issue = async (success: (count: number) => string) => {
    // the function's answer is a JSON object of this shape (17_billing.sql)
    const shaped = (data: unknown) => data as BulkIssueAnswer | undefined;
    const answer = await call("issue_client_invoices", { p_invoice_ids: rows.map((r) => r.id) }, (data) =>
      success(shaped(data)?.issued.length ?? 0),
    );
    if (!answer.ok) return;
    const issued = shaped(answer.data) ?? { issued: [], refused: [] };
    setState({ phase: "issued", issued: issued.issued, refused: refusalLabels(issued, rows) });
  };
  return { state, issue, busy };
};
