// Row shapes of the client-invoice screens, derived from src/database.types.ts (`npm run db:types`).
import type { Database, Tables } from "../../database.types.ts";

type CompanyRef = Pick<Tables<"company">, "id" | "name" | "status">;
type Invoice = Tables<"client_invoice">;

/** INVOICE_LIST_SELECT */
export type InvoiceListRow = Pick<
  Invoice,
  | "id"
  | "number"
  | "kind"
  | "status"
  | "company_id"
  | "period_start"
  | "period_end"
  | "grouping_label"
  | "due_date"
  | "issued_at"
  | "total_ttc"
  | "paid_amount"
  | "credited_amount"
  | "platform_status"
> & { company: CompanyRef | null };

/** PLATFORM_EVENT_SELECT */
export type PlatformEventRow = Pick<
  Tables<"client_invoice_platform_event">,
  "id" | "status" | "reason" | "source" | "occurred_at"
>;

/** INVOICE_SHOW_SELECT */
export type InvoiceRow = Invoice & { company: CompanyRef | null };

/** INVOICE_LINE_SELECT */
export type InvoiceLineRow = Pick<
  Tables<"client_invoice_line">,
  | "id"
  | "invoice_id"
  | "position"
  | "category"
  | "label"
  | "detail"
  | "contract_key"
  | "timesheet_week_id"
  | "week_start"
  | "quantity"
  | "coefficient"
  | "unit_price"
  | "amount_ht"
  | "vat_rate"
  | "reason"
  | "credited_line_id"
>;

/** PAYMENT_SELECT */
export type PaymentRow = Pick<
  Tables<"client_invoice_payment">,
  "id" | "invoice_id" | "paid_on" | "amount" | "mode" | "reference"
>;

/** RELATED_SELECT: a credit note of the invoice, or the invoice a credit note credits. */
export type RelatedRow = Pick<
  Invoice,
  "id" | "number" | "kind" | "status" | "issued_at" | "total_ttc" | "credit_reason"
>;

export type HistoryRow = Pick<
  Tables<"status_history">,
  "id" | "from_status" | "to_status" | "comment" | "is_forced" | "changed_at"
>;

type Functions = Database["public"]["Functions"];
export type BacklogRow = Functions["client_billing_backlog"]["Returns"][number];
export type OutstandingRow = Functions["company_outstanding"]["Returns"][number];
