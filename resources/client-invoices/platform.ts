// The rules of an invoice's lifecycle at the plateforme agréée as its page follows it
// (supabase/schemas/23_invoice_platform.sql): which statuses end it, and how often the page reads
// it again while an answer is expected — the deposit's, the local platform's callback a moment
// after, « Encaissée » once the invoice is paid.
import type { PlatformStatus } from "./constants.ts";
import type { InvoiceRow, PlatformEventRow } from "../../src/domain/invoices/types.ts";

/** Nothing follows these: refused by the client, cashed, rejected by the platform, cancelled. */
export const FINAL_PLATFORM_STATUSES: readonly PlatformStatus[] = ["refused", "cashed", "rejected", "cancelled"];

/** A refusal or a rejection: corrected by a credit note, then a new invoice. */
export const needsCorrection = (status: PlatformStatus | null | undefined): boolean =>
  status === "refused" || status === "rejected";

/** The latest status, the events being oldest first. */
export const latestStatus = (events: readonly Pick<PlatformEventRow, "status">[]): PlatformStatus | null =>
  events.at(-1)?.status ?? null;

const SOON_MS = 2000;
const LATER_MS = 5000;

/** How often to read the lifecycle again (ms), or false when no answer is expected now. */
export const platformWatchMs = (
  invoice: Pick<InvoiceRow, "status">,
  events: readonly Pick<PlatformEventRow, "status">[],
): number | false => {
  const latest = latestStatus(events);
  if (latest && FINAL_PLATFORM_STATUSES.includes(latest)) return false;
  if (!latest || invoice.status === "paid") return SOON_MS;
  return latest === "deposited" ? LATER_MS : false;
};
