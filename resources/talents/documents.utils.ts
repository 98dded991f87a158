// Document expiry flags: expired past the date, expiring soon within 30 days
// (the window of public.refresh_document_statuses), computed on screen so they never lag the cron.
export const EXPIRING_SOON_DAYS = 30;

export type ExpiryFlag = "expired" | "expiring_soon" | null;

const DAY_MS = 86_400_000;
const dayOf = (iso: string): number =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));

export const expiryFlag = (expiryDate: string | null | undefined, today: string): ExpiryFlag => {
  if (!expiryDate) return null;
  const days = (dayOf(expiryDate) - dayOf(today)) / DAY_MS;
  if (days < 0) return "expired";
  return days <= EXPIRING_SOON_DAYS ? "expiring_soon" : null;
};

/** The storage path of a talent's document: workspace folder first (storage policies read it). */
export const documentPath = (workspaceId: string, talentId: string, fileName: string, id: string): string =>
  `${workspaceId}/talents/${talentId}/${id}-${fileName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\w.-]+/g, "_")}`;
