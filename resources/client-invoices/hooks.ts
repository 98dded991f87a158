// Reads of the client-invoice screens: an invoice's lines, payments, credit notes (or the invoice
// a credit note credits), its status history, its lifecycle at the plateforme agréée, the lines already credited; the backlog of
// « Préparer la facturation » (public.client_billing_backlog) and a client's outstanding
// (public.company_outstanding).
import { useList } from "@refinedev/core";
import { useRpc } from "../../providers/rpc.ts";
import { platformWatchMs } from "./platform.ts";
import {
  INVOICE_LINE_SELECT,
  INVOICE_LIST_SELECT,
  PAYMENT_SELECT,
  PLATFORM_EVENT_SELECT,
  RELATED_SELECT,
  STATUS_HISTORY_SELECT,
} from "../../src/domain/invoices/select.ts";
import type {
  BacklogRow,
  HistoryRow,
  InvoiceLineRow,
  InvoiceListRow,
  InvoiceRow,
  OutstandingRow,
  PaymentRow,
  PlatformEventRow,
  RelatedRow,
} from "../../src/domain/invoices/types.ts";

export const useInvoiceLines = (invoiceId: string) =>
  useList<InvoiceLineRow>({
    resource: "client_invoice_line",
    filters: [{ field: "invoice_id", operator: "eq", value: invoiceId }],
    sorters: [{ field: "position", order: "asc" }],
    pagination: { pageSize: 500 },
    meta: { select: INVOICE_LINE_SELECT },
  });

/** The credit notes' lines that point at these lines (what is already credited on each). */
export const useCreditedLines = (lineIds: readonly string[]) =>
  useList<Pick<InvoiceLineRow, "id" | "credited_line_id" | "quantity">>({
    liveMode: "off",
    resource: "client_invoice_line",
    filters: [{ field: "credited_line_id", operator: "in", value: lineIds }],
    pagination: { pageSize: 1000 },
    meta: { select: "id, credited_line_id, quantity" },
    queryOptions: { enabled: lineIds.length > 0 },
  });

export const useInvoicePayments = (invoiceId: string, enabled: boolean) =>
  useList<PaymentRow>({
    resource: "client_invoice_payment",
    filters: [{ field: "invoice_id", operator: "eq", value: invoiceId }],
    sorters: [{ field: "paid_on", order: "asc" }],
    pagination: { pageSize: 200 },
    meta: { select: PAYMENT_SELECT },
    queryOptions: { enabled },
  });

/** The credit notes of an invoice (credited_invoice_id = its id). */
export const useCreditNotes = (invoiceId: string, enabled: boolean) =>
  useList<RelatedRow>({
    resource: "client_invoice",
    filters: [{ field: "credited_invoice_id", operator: "eq", value: invoiceId }],
    sorters: [{ field: "issued_at", order: "asc" }],
    pagination: { pageSize: 100 },
    meta: { select: RELATED_SELECT },
    queryOptions: { enabled },
  });

/** The invoice's lifecycle at the plateforme agréée, oldest first, read again while an answer is expected. */
export const usePlatformEvents = (invoice: Pick<InvoiceRow, "id" | "status">) =>
  useList<PlatformEventRow>({
    liveMode: "off",
    resource: "client_invoice_platform_event",
    filters: [{ field: "invoice_id", operator: "eq", value: invoice.id }],
    sorters: [{ field: "occurred_at", order: "asc" }],
    pagination: { pageSize: 50 },
    meta: { select: PLATFORM_EVENT_SELECT },
    queryOptions: { refetchInterval: (q) => platformWatchMs(invoice, q.state.data?.data ?? []) },
  });

export const useInvoiceHistory = (invoiceId: string) =>
  useList<HistoryRow>({
    resource: "status_history",
    filters: [
      { field: "entity", operator: "eq", value: "client_invoice" },
      { field: "entity_id", operator: "eq", value: invoiceId },
    ],
    sorters: [{ field: "changed_at", order: "desc" }],
    pagination: { pageSize: 50 },
    meta: { select: STATUS_HISTORY_SELECT },
  });

export const useBillingBacklog = (from: string, to: string) => {
  const { data, query } = useRpc(
    "client_billing_backlog",
    { p_period_start: from, p_period_end: to },
    { errorNotification: false, queryOptions: { enabled: from <= to } },
  );
  const rows: BacklogRow[] = data ?? [];
  return { rows, query };
};

export const useCompanyOutstanding = (companyId: string) => {
  const { data, query } = useRpc("company_outstanding", { p_company_id: companyId }, { errorNotification: false });
  const outstanding: OutstandingRow | null = data?.[0] ?? null;
  return { outstanding, query };
};

/** A client's latest invoices (the company page's « Encours »). */
export const useCompanyInvoices = (companyId: string) =>
  useList<InvoiceListRow>({
    resource: "client_invoice",
    filters: [{ field: "company_id", operator: "eq", value: companyId }],
    sorters: [{ field: "period_start", order: "desc" }],
    pagination: { pageSize: 10 },
    meta: { select: INVOICE_LIST_SELECT },
  });
