// What the hours screen says of a day kept, out of the JSX: an absence, the hours — the agency's,
// or the talent's own declaration once applied —, with their night hours (computed by the database from the times, docs/rules/timesheets.md#night-hours),
// or nothing entered; and the week's night hours.
import { hours } from "../../portal/format.ts";
import { hoursTexts as t } from "./texts.ts";
import type { HoursDay, HoursWeek } from "./types.ts";

export const agencyText = (day: HoursDay): string => {
  const agency = day.agency;
  if (agency?.absence_type && agency.absence_type !== "none") return t.absence;
  if (!agency || (!agency.start_time && !(agency.worked_hours > 0))) return t.agencyNone;
  const night = Number(agency.night_hours ?? 0);
  // the day kept is the talent's own declaration, applied: said as theirs, not the agency's
  if (day.declared?.status === "applied")
    return night > 0 ? t.ownNight(hours(agency.worked_hours), hours(night)) : t.own(hours(agency.worked_hours));
  return night > 0 ? t.agencyNight(hours(agency.worked_hours), hours(night)) : t.agency(hours(agency.worked_hours));
};

/** The week's night hours (« 30 h »), or null when it has none. */
export const weekNight = (week: HoursWeek["week"]): string | null =>
  Number(week.night_hours ?? 0) > 0 ? hours(Number(week.night_hours)) : null;
