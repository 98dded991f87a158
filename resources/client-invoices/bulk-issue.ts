// « Émettre la sélection »: the drafts issued in one call (public.issue_client_invoices, which
// numbers them in the list's order and leaves the ones it refuses as drafts, with the reason),
// then each issued invoice's PDF produced in turn, counted as it goes. A PDF that fails is only
// counted: the invoice is issued, and its detail offers to produce it again.
import { useState } from "react";
import { invokeFunction } from "../../providers/client-calls.ts";
import { useInvoiceCall } from "./calls.ts";
import type { InvoiceListRow } from "./types.ts";

export type BulkIssueAnswer = { issued: string[]; refused: Array<{ id: string; message: string }> };
export type BulkIssueState =
  | { phase: "confirm" }
  | {
      phase: "documents" | "done";
      issued: string[];
      refused: Array<{ label: string; message: string }>;
      done: number;
      failed: number;
    };

/** The refusals named as the list names the drafts (client · grouping), in the answer's order. */
export const refusalLabels = (answer: BulkIssueAnswer, rows: InvoiceListRow[]) => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return answer.refused.map((r) => {
    const row = byId.get(r.id);
    const label = row ? [row.company?.name, row.grouping_label].filter(Boolean).join(" · ") : r.id;
    return { label, message: r.message };
  });
};

export const useBulkIssue = (
  rows: InvoiceListRow[],
  produce = (id: string) => invokeFunction("invoice-documents", { invoice_id: id }),
) => {
  const { call, busy } = useInvoiceCall();
  const [state, setState] = useState<BulkIssueState>({ phase: "confirm" });

  const issue = async (success: (count: number) => string) => {
    const answer = await call<BulkIssueAnswer>(
      "issue_client_invoices",
      { p_invoice_ids: rows.map((r) => r.id) },
      (data) => success((data as BulkIssueAnswer | undefined)?.issued.length ?? 0),
    );
    if (!answer.ok) return;
    const { issued } = answer.data;
    const refused = refusalLabels(answer.data, rows);
    let done = 0;
    let failed = 0;
    setState({ phase: "documents", issued, refused, done, failed });
    for (const id of issued) {
      try {
        await produce(id);
        done += 1;
      } catch {
        failed += 1;
      }
      setState({ phase: "documents", issued, refused, done, failed });
    }
    setState({ phase: "done", issued, refused, done, failed });
  };
  return { state, issue, busy };
};
