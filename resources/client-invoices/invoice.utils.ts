// The client-invoice screens' rules (pure): what is left to pay, the « En retard » flag, the
// actions a user's rights offer at a status, the lines grouped by timesheet week, the period
// « Préparer la facturation » opens on, and a partial credit note's lines.
import { dayjs } from "../../src/lib/dates/dayjs.ts";
import { mayDo } from "../../src/lib/permissions/action-rights.ts";
import { OPEN_STATUSES, type InvoiceKind, type InvoiceStatus } from "./constants.ts";

/** The client's billing address as the issued invoice froze it (client_invoice.buyer), on one line. */
export const buyerAddress = (buyer: unknown): string | null => {
  if (!buyer || typeof buyer !== "object" || Array.isArray(buyer)) return null;
  const b = buyer as Record<string, unknown>;
  const text = (key: string) => (typeof b[key] === "string" && b[key] ? (b[key] as string) : null);
  const city = [text("postalCode"), text("city")].filter(Boolean).join(" ");
  const line = [text("street"), city].filter(Boolean).join(", ");
  return line || null;
};

type Amounts = { total_ttc: number; paid_amount: number; credited_amount: number };

/** TTC − paid − credited, to the cent. */
export const remainingOf = (row: Amounts): number =>
  Math.round((Number(row.total_ttc) - Number(row.paid_amount) - Number(row.credited_amount)) * 100) / 100;

/** Issued (numbered, frozen): neither a draft nor a canceled one. */
export const isIssued = (row: { status: InvoiceStatus }): boolean =>
  row.status !== "draft" && row.status !== "canceled";

/** What is left to pay on an issued invoice; none for a draft, a canceled one or a credit note. */
export const remainingShown = (row: Amounts & { kind: InvoiceKind; status: InvoiceStatus }): number | null =>
  row.kind === "invoice" && isIssued(row) ? remainingOf(row) : null;

/** Only a free line leaves a draft by hand: the others come from the timesheets. */
export const isRemovableLine = (line: { category: string }): boolean => line.category === "free";

/** Today as the database writes a date (YYYY-MM-DD, the browser's day). */
export const todayIso = (now: Date = new Date()): string => dayjs(now).format("YYYY-MM-DD");

/**
 * An issued invoice still to be paid whose due date has passed: the scheduler's pass
 * (private.run_client_invoice_time_moves) moves it to « En retard », possibly not yet.
 */
export const isOverdue = (
  row: { kind: InvoiceKind; status: InvoiceStatus; due_date: string | null },
  today: string = todayIso(),
): boolean =>
  row.status === "overdue" ||
  (row.kind === "invoice" && OPEN_STATUSES.includes(row.status) && !!row.due_date && row.due_date < today);

export type InvoiceAction = "regenerate" | "addLine" | "cancel" | "issue" | "send" | "recordPayment" | "credit";

type ActionFacts = {
  kind: InvoiceKind;
  status: InvoiceStatus;
  sent_at: string | null;
  pdf_file: string | null;
};

/**
 * The actions offered on an invoice at its status to a user with these roles, as the database
 * functions check them (private.may and the status tests of 17_billing.sql, kept equal by
 * supabase/tests/billing/invoice-rules-parity.test.ts): a draft is recalculated, completed or
 * canceled by those who prepare, issued by those who issue; an open invoice is sent once its
 * document exists, paid and credited.
 */
export const invoiceActions = (invoice: ActionFacts, roles: readonly string[]): InvoiceAction[] => {
  const prepare = mayDo(roles, "client_invoice.prepare");
  const issue = mayDo(roles, "client_invoice.issue");
  const actions: InvoiceAction[] = [];
  if (invoice.status === "draft") {
    if (prepare) actions.push("regenerate", "addLine");
    if (issue && invoice.kind === "invoice") actions.push("issue");
    if (prepare) actions.push("cancel");
    return actions;
  }
  if (!isIssued(invoice)) return actions;
  const open = OPEN_STATUSES.includes(invoice.status);
  // the mail carries the document: it leaves once the server has made it (client_invoice_send_pdf)
  if (open && issue && !invoice.sent_at && invoice.pdf_file) actions.push("send");
  if (open && invoice.kind === "invoice") {
    if (mayDo(roles, "client_invoice.record_payment")) actions.push("recordPayment");
    if (mayDo(roles, "client_invoice.credit")) actions.push("credit");
  }
  return actions;
};

type Line = { id: string; position: number; timesheet_week_id: string | null; week_start: string | null };

export type WeekGroup<L extends Line> = { key: string; weekId: string | null; weekStart: string | null; lines: L[] };

/** The lines by timesheet week (oldest first), each in its order; lines of no week last. */
export const groupLinesByWeek = <L extends Line>(lines: readonly L[]): WeekGroup<L>[] => {
  const groups = new Map<string, WeekGroup<L>>();
  for (const line of [...lines].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))) {
    const key = line.timesheet_week_id ?? "";
    const group = groups.get(key) ?? { key, weekId: line.timesheet_week_id, weekStart: line.week_start, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) =>
    !a.weekId ? 1 : !b.weekId ? -1 : (a.weekStart ?? "").localeCompare(b.weekStart ?? "") || a.key.localeCompare(b.key),
  );
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PreparePeriod = { from: string; to: string; company?: string };

/** Up to this day of a month, « Préparer la facturation » opens on the month before (month-end billing). */
export const MONTH_END_BILLING_DAYS = 10;

/**
 * The calendar month billed by default: the previous one in the first days of a month (what is
 * billed at the start of a month), the current one after (a mission ended mid-month, a weekly
 * client).
 */
export const defaultBillingMonth = (today: string = todayIso()): PreparePeriod => {
  const day = dayjs(today);
  const start = (day.date() <= MONTH_END_BILLING_DAYS ? day.subtract(1, "month") : day).startOf("month");
  return { from: start.format("YYYY-MM-DD"), to: start.endOf("month").format("YYYY-MM-DD") };
};

/**
 * The period and client « Préparer la facturation » opens on: `?from=&to=&company=` (the action
 * centre's « Semaines validées non facturées » links so), each ignored when malformed; else the
 * month billed by default.
 */
export const preparePeriodOf = (search: URLSearchParams, today: string = todayIso()): PreparePeriod => {
  const fallback = defaultBillingMonth(today);
  const from = search.get("from") ?? "";
  const to = search.get("to") ?? "";
  const company = search.get("company") ?? "";
  const valid = ISO_DATE.test(from) && ISO_DATE.test(to) && from <= to;
  return {
    from: valid ? from : fallback.from,
    to: valid ? to : fallback.to,
    ...(UUID.test(company) ? { company } : {}),
  };
};

/** A partial credit note's p_lines: the lines given a positive quantity. */
export const creditLines = (quantities: Readonly<Record<string, number | null | undefined>>) =>
  Object.entries(quantities)
    .filter((entry): entry is [string, number] => typeof entry[1] === "number" && entry[1] > 0)
    .map(([line_id, quantity]) => ({ line_id, quantity }));

/** What is left to credit on each line: its quantity less what the credit notes already took. */
export const creditableQuantities = (
  lines: readonly { id: string; quantity: number }[],
  credited: readonly { credited_line_id: string | null; quantity: number }[],
): Record<string, number> =>
  Object.fromEntries(
    lines.map((line) => {
      const done = credited
        .filter((c) => c.credited_line_id === line.id)
        .reduce((sum, c) => sum + Number(c.quantity), 0);
      return [line.id, Math.round((Number(line.quantity) - done) * 100) / 100];
    }),
  );
