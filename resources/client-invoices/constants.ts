// The client-invoice enums of supabase/schemas/17_billing.sql: their colours (labels:
// public.enum_label, src/lib/enums/labels.ts).
import { Constants } from "../../src/database.types.ts";
import { enumStyle } from "../../src/lib/enums/labels.ts";

const E = Constants.public.Enums;

export const INVOICE_STATUSES = E.client_invoice_status;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_STYLE = enumStyle("client_invoice_status", {
  draft: "default",
  issued: "blue",
  sent: "geekblue",
  partially_paid: "gold",
  paid: "green",
  overdue: "red",
  credited: "purple",
  canceled: "default",
});

/** Issued and still to be paid: the statuses private.run_client_invoice_time_moves watches. */
export const OPEN_STATUSES: readonly InvoiceStatus[] = ["issued", "sent", "partially_paid", "overdue"];

export const INVOICE_KINDS = E.client_invoice_kind;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_STYLE = enumStyle("client_invoice_kind", { invoice: "blue", credit_note: "magenta" });

/** The lifecycle at the plateforme agréée (supabase/schemas/23_invoice_platform.sql). */
export const PLATFORM_STATUSES = E.platform_status;
export type PlatformStatus = (typeof PLATFORM_STATUSES)[number];
export const PLATFORM_STATUS_STYLE = enumStyle("platform_status", {
  deposited: "blue",
  issued: "blue",
  received: "blue",
  made_available: "geekblue",
  in_hand: "geekblue",
  approved: "cyan",
  partially_approved: "cyan",
  disputed: "orange",
  suspended: "orange",
  completed: "cyan",
  refused: "red",
  payment_sent: "lime",
  cashed: "green",
  rejected: "red",
  endorsed: "cyan",
  cancelled: "default",
  routing_error: "red",
});

export const LINE_CATEGORY_STYLE = enumStyle("client_invoice_line_category");

export const PAYMENT_MODES = E.client_payment_mode;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_STYLE = enumStyle("client_payment_mode");

export const INVOICE_FREQUENCY_STYLE = enumStyle("invoice_frequency");
export const INVOICE_GROUPING_STYLE = enumStyle("invoice_grouping");

/** How long the PDF's signed link lives (seconds). */
export const PDF_URL_TTL_S = 300;
