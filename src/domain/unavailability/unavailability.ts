// A talent's unavailability (docs/rules/timesheets.md#unavailability, planning_entry rows of type « Indisponibilité »
// grouped by unavailability_id): the form's values, what public.save_unavailability takes, and
// how a recorded one reads. Pure, shared by the modal, the talent's card and the /planning grid.
import type { Database } from "../../database.types.ts";
import { t, type MessageVars } from "../../i18n/index.ts";
import { formatDate } from "../../lib/dates/dayjs.ts";

export type UnavailabilityReason = Database["public"]["Enums"]["planning_unavailability_reason"];
/** One row of public.talent_unavailabilities (its comment may be null, which the generated type omits). */
export type Unavailability = Omit<
  Database["public"]["Functions"]["talent_unavailabilities"]["Returns"][number],
  "comment"
> & { comment: string | null };
export const PARTS = ["full", "morning", "afternoon", "hours"] as const;
export type UnavailabilityPart = (typeof PARTS)[number];

export type UnavailabilityFormValues = {
  talent_id?: string;
  date_from: string;
  date_to?: string;
  part: UnavailabilityPart;
  start_time?: string;
  end_time?: string;
  reason: UnavailabilityReason;
  comment?: string;
};

export const u = (key: string, vars?: MessageVars) =>
  t(`planning.unavailability.${key}` as Parameters<typeof t>[0], vars);

/** "08:00:00" → "08:00" (the time input's value). */
const hhmm = (time: string | null | undefined) => (time ? time.slice(0, 5) : undefined);

/** The values of public.save_unavailability (p_values); one day when no end date is given. */
export const toSave = (v: UnavailabilityFormValues) => ({
  talent_id: v.talent_id ?? null,
  date_from: v.date_from,
  date_to: v.date_to || v.date_from,
  part: v.part,
  start_time: v.part === "hours" ? (v.start_time ?? null) : null,
  end_time: v.part === "hours" ? (v.end_time ?? null) : null,
  reason: v.reason,
  comment: v.comment?.trim() || null,
});

/** The form's values of a recorded unavailability. */
export const formValuesOf = (row: Unavailability): UnavailabilityFormValues => ({
  talent_id: row.talent_id,
  date_from: row.date_from,
  date_to: row.date_to,
  part: (PARTS as readonly string[]).includes(row.part) ? (row.part as UnavailabilityPart) : "hours",
  start_time: hhmm(row.start_time),
  end_time: hhmm(row.end_time),
  reason: row.reason,
  comment: row.comment ?? undefined,
});

/** "Du 19/12/2026 au 20/12/2026 · Journée entière", "Le 21/12/2026 · 18:00–23:00". */
export const periodText = (row: Unavailability): string => {
  const dates =
    row.date_from === row.date_to
      ? u("oneDay", { date: formatDate(row.date_from) })
      : u("range", { from: formatDate(row.date_from), to: formatDate(row.date_to) });
  const part = row.part === "hours" ? `${hhmm(row.start_time)}–${hhmm(row.end_time)}` : u(`parts.${row.part}`);
  return `${dates} · ${part}`;
};

/** The unavailability a grid cell's entry belongs to. */
export const findByEntry = (rows: readonly Unavailability[], entryId: string) =>
  rows.find((row) => row.entry_ids.includes(entryId));

/** The end date is on or after the start (mirrors the database's check). */
export const datesInOrder = (from?: string, to?: string) => !from || !to || to >= from;
