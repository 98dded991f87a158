// What remains to pay on an independent's monthly invoice, as the database counts it
// (private.validate_independent_payment_request): its amount including tax, minus what was
// paid, minus the payment requests still open on it (requested, approved, scheduled). The
// form pre-fills the amount with it; the database checks it again, on every request (a
// consultant sees only their own).
import { useList, useOne } from "@refinedev/core";
import type { Enums, Tables } from "../../../src/database.types.ts";
import { dayjs, type Dayjs } from "../../../src/lib/dates/dayjs.ts";
import { round2 } from "../../../src/lib/pay/hours.ts";

/** The payment requests that still count against an invoice. */
export const OPEN_PAYMENT_STATUSES = [
  "requested",
  "approved",
  "scheduled",
] as const satisfies readonly Enums<"independent_payment_request_status">[];

export type PayableInvoice = Pick<
  Tables<"independent_monthly_invoice">,
  "id" | "talent_id" | "amount_ttc" | "paid_amount" | "due_date"
>;

export type Remaining = { ttc: number; paid: number; requested: number; remaining: number };

export const remainingToPay = (
  invoice: Pick<PayableInvoice, "amount_ttc" | "paid_amount">,
  open: ReadonlyArray<{ amount: number | string | null }>,
): Remaining => {
  const ttc = Number(invoice.amount_ttc ?? 0);
  const paid = Number(invoice.paid_amount ?? 0);
  const requested = round2(open.reduce((sum, p) => sum + Number(p.amount ?? 0), 0));
  return { ttc, paid, requested, remaining: Math.max(round2(ttc - paid - requested), 0) };
};

/** The payment date offered: the invoice's due date, or today once it has passed (or without one). */
export const defaultPaymentDate = (dueDate: string | null | undefined, today: Dayjs = dayjs()): Dayjs =>
  dueDate && !dayjs(dueDate).isBefore(today, "day") ? dayjs(dueDate) : today.startOf("day");

/** The chosen invoice and what remains to pay on it (undefined while it is read or none is chosen). */
export const useInvoiceRemaining = (invoiceId: string | null | undefined) => {
  const enabled = !!invoiceId;
  const invoice = useOne<PayableInvoice>({
    resource: "independent_monthly_invoice",
    id: invoiceId ?? "",
    meta: { select: "id, talent_id, amount_ttc, paid_amount, due_date" },
    liveMode: "off",
    queryOptions: { enabled },
  });
  const open = useList<Pick<Tables<"independent_payment_request">, "id" | "amount">>({
    resource: "independent_payment_request",
    filters: [
      { field: "independent_monthly_invoice_id", operator: "eq", value: invoiceId },
      { field: "status", operator: "in", value: [...OPEN_PAYMENT_STATUSES] },
    ],
    pagination: { mode: "off" },
    meta: { select: "id, amount" },
    liveMode: "off",
    queryOptions: { enabled },
  });
  const row = invoice.result;
  const ready = enabled && !!row?.id && row.id === invoiceId && !invoice.query.isFetching && !open.query.isFetching;
  return {
    invoice: ready ? row : undefined,
    figures: ready && row ? remainingToPay(row, open.result.data) : undefined,
    error: invoice.query.error ?? open.query.error ?? null,
  };
};
