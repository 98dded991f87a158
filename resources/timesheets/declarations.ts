// The talent's declarations that still differ from the week's days (issue #50: the talent enters
// their hours from their space; a day the agency had changed meanwhile keeps the agency's hours
// and the declaration is kept as a conflict, supabase/schemas/34_talent_space_hours.sql). A
// conflict the agency has since settled (the day now holds what the talent declared) is not one.
import type { DeclarationRow, TimesheetDayRow } from "./types.ts";

const hhmm = (t: string | null | undefined) => (t ? t.slice(0, 5) : null);

export function differingDeclarations(
  declarations: readonly DeclarationRow[],
  days: ReadonlyArray<Pick<TimesheetDayRow, "date" | "start_time" | "end_time" | "break_minutes">>,
): DeclarationRow[] {
  return declarations.filter((x) => {
    if (x.status !== "conflict") return false;
    const day = days.find((d) => d.date === x.date);
    const sameTimes = hhmm(day?.start_time) === hhmm(x.start_time) && hhmm(day?.end_time) === hhmm(x.end_time);
    // a day declared as not worked has no break to compare
    return !sameTimes || (x.start_time !== null && (day?.break_minutes ?? 0) !== x.break_minutes);
  });
}
