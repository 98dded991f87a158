// French formatting for the contract documents: dates, amounts, lists, and the typography of
// French (a no-break space inside « » and before ; : ! ?), plus the computed terms the documents
// state (trial period, souplesse). Pure: no DOM, no Node API.

const NBSP = "\u00a0";
const NNBSP = "\u202f";

const dateFormat = new Intl.DateTimeFormat("fr-FR", {
  day: "2-digit",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const euro = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });

/** 1 juin 2026 → "01 juin 2026" (ISO date in, no time-zone shift). */
export const frDate = (iso: string | null | undefined): string =>
  iso ? dateFormat.format(new Date(`${iso}T00:00:00Z`)) : "—";

/** 12.31 → "12,31 €" (Intl's no-break spaces). */
export const frMoney = (value: number | null | undefined): string => (value == null ? "—" : euro.format(Number(value)));

export const frNumber = (value: number): string =>
  new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 }).format(value);

/** « text » with the no-break spaces French puts inside the guillemets. */
export const quote = (text: string): string => `«${NBSP}${text}${NBSP}»`;

/** French spacing: a no-break space before ; : ! ? and inside guillemets written with plain spaces;
 * one final stop where a typed value ending in a stop meets the mention's own (« de nuit.. »),
 * an ellipsis kept. */
export const frTypography = (text: string): string =>
  text
    .replace(/(?<!\.)\.\.(?!\.)/g, ".")
    .replace(/ ?([;!?])/g, `${NNBSP}$1`)
    .replace(/ :(?=\s|$)/g, `${NBSP}:`)
    .replace(/«[ \u00a0]?/g, `«${NBSP}`)
    .replace(/[ \u00a0]?»/g, `${NBSP}»`)
    .replace(/'/g, "’");

export const frList = (items: readonly string[]): string => {
  if (items.length === 0) return "aucun";
  if (items.length === 1) return items[0];
  return `${items.slice(0, -1).join(", ")} et ${items[items.length - 1]}`;
};

const WEEKDAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"];
export const frWeekdays = (days: readonly number[]): string =>
  frList([...days].sort((a, b) => a - b).map((d) => WEEKDAYS[d - 1] ?? String(d)));

const addDays = (iso: string, days: number): Date => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d;
};

/** Days a contract works between its dates (its days of the week; public holidays are the database's to remove). */
export const daysWorked = (start: string, end: string, workingDays: readonly number[]): number => {
  let count = 0;
  for (let d = new Date(`${start}T00:00:00Z`); d <= new Date(`${end}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    const iso = ((d.getUTCDay() + 6) % 7) + 1;
    if (workingDays.includes(iso)) count += 1;
  }
  return count;
};

/** Souplesse (L1251-30): one day per five days worked; two days under ten days worked. */
export const flexibilityDays = (start: string, end: string | null, workingDays: readonly number[]): number => {
  if (!end) return 0;
  const worked = daysWorked(start, end, workingDays);
  return worked < 10 ? 2 : Math.floor(worked / 5);
};

/** Trial period in days worked (L1251-14): ≤ 1 month → 2, ≤ 2 months → 3, beyond → 5. */
export const trialPeriodDays = (start: string, end: string | null, minimumDays: number | null): number => {
  const last = end ? new Date(`${end}T00:00:00Z`) : addDays(start, Math.max((minimumDays ?? 1) - 1, 0));
  const oneMonth = new Date(`${start}T00:00:00Z`);
  oneMonth.setUTCMonth(oneMonth.getUTCMonth() + 1);
  const twoMonths = new Date(`${start}T00:00:00Z`);
  twoMonths.setUTCMonth(twoMonths.getUTCMonth() + 2);
  if (last < oneMonth) return 2;
  if (last < twoMonths) return 3;
  return 5;
};

export const formatAddress = (
  a: {
    street1?: string | null;
    street2?: string | null;
    postal_code?: string | null;
    city?: string | null;
    formatted?: string | null;
  } | null,
): string => {
  if (!a) return "non renseignée";
  const line = [a.street1, a.street2, [a.postal_code, a.city].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return line || a.formatted || "non renseignée";
};

/**
 * A signature's channel as the proof page states it (contract_signature.channel: `email_link`,
 * or `email_link_reminder_<n>` for the n-th reminder's link), never the stored code.
 */
export const frSignatureChannel = (channel: string): string => {
  if (channel === "email_link") return "lien personnel à usage unique reçu par e-mail";
  const reminder = /^email_link_reminder_(\d+)$/.exec(channel);
  return reminder
    ? `lien personnel à usage unique reçu par e-mail (relance n° ${reminder[1]})`
    : "lien personnel reçu par e-mail";
};
