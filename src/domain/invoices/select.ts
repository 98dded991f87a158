// meta.select strings of the client-invoice screens.
const COMPANY = "company:company_id(id, name, status)";
export const INVOICE_LIST_SELECT = `id, number, kind, status, company_id, period_start, period_end, grouping_label, due_date, issued_at, total_ttc, paid_amount, credited_amount, platform_status, ${COMPANY}`;
export const INVOICE_SHOW_SELECT = `*, ${COMPANY}`;
/** The invoice page's read (its useOne), which the router also starts at navigation (AppRoute.reads). */
export const invoiceShowRead = (id: string) => ({
  resource: "client_invoice",
  id,
  meta: { select: INVOICE_SHOW_SELECT },
});
export const INVOICE_LINE_SELECT =
  "id, invoice_id, position, category, label, detail, contract_key, timesheet_week_id, week_start, quantity, coefficient, unit_price, amount_ht, vat_rate, reason, credited_line_id";
export const PAYMENT_SELECT = "id, invoice_id, paid_on, amount, mode, reference";
export const RELATED_SELECT = "id, number, kind, status, issued_at, total_ttc, credit_reason";
export const PLATFORM_EVENT_SELECT = "id, status, reason, source, occurred_at";
export const STATUS_HISTORY_SELECT = "id, from_status, to_status, comment, is_forced, changed_at";
