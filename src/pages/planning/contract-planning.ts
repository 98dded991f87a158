// /planning/:contract_key: the read of public.planning_of_contract, the planned and worked
// days side by side (one line per date), and the edit form's values ⇄ save_planning_entry.
import type { Database } from "../../database.types.ts";
import type { PlanningStatus, ShiftType } from "./timeline.ts";

export type PlannedEntry = Database["public"]["Tables"]["planning_entry"]["Row"];
export type WorkedDay = {
  id: string;
  date: string;
  start_time: string | null;
  end_time: string | null;
  break_minutes: number;
  worked_hours: number;
  absence_type: string;
  week_status: string;
};
export type ContractPlanning = {
  contract: {
    contract_key: string;
    status: string;
    job_name: string | null;
    start_date: string;
    end_date: string | null;
    schedule: string | null;
    talent_id: string;
    talent_name: string;
    company_name: string | null;
  };
  planned: PlannedEntry[];
  worked: WorkedDay[];
};

export type DayLine = { date: string; planned: PlannedEntry[]; worked: WorkedDay | null };

/** One line per date that has a shift or a worked day, in date order. */
export const dayLines = (data: Pick<ContractPlanning, "planned" | "worked">): DayLine[] => {
  const lines = new Map<string, DayLine>();
  const line = (date: string) => {
    let l = lines.get(date);
    if (!l) lines.set(date, (l = { date, planned: [], worked: null }));
    return l;
  };
  for (const e of data.planned) line(e.date).planned.push(e);
  for (const w of data.worked) line(w.date).worked = w;
  return [...lines.values()].sort((a, b) => a.date.localeCompare(b.date));
};

/** Planned hours (canceled and unavailability excluded) and worked hours. */
export const totals = (data: Pick<ContractPlanning, "planned" | "worked">) => ({
  planned: data.planned
    .filter((e) => e.status !== "canceled" && e.shift_type !== "unavailable")
    .reduce((s, e) => s + Number(e.planned_hours ?? 0), 0),
  worked: data.worked.reduce((s, w) => s + Number(w.worked_hours), 0),
});

/** A shift that can still be moved or canceled (done and canceled ones are final). */
export const isEditable = (e: Pick<PlannedEntry, "status">) => e.status !== "done" && e.status !== "canceled";

export type EntryFormValues = {
  date: string;
  start_time: string;
  end_time: string;
  break_minutes?: number | null;
  shift_type: Exclude<ShiftType, "unavailable">;
  worksite_label?: string | null;
};

/** "08:00:00" → "08:00" for the time inputs. */
export const hhmm = (time: string | null | undefined) => (time ? time.slice(0, 5) : "");

export const formValuesOf = (e: PlannedEntry): EntryFormValues => ({
  date: e.date,
  start_time: hhmm(e.start_time),
  end_time: hhmm(e.end_time),
  break_minutes: e.break_minutes,
  shift_type: e.shift_type === "unavailable" ? "day" : e.shift_type,
  worksite_label: e.worksite_label,
});

/** The p_values of save_planning_entry for a new shift or a move. */
export const toSave = (values: EntryFormValues, contractKey: string | null) => ({
  ...(contractKey ? { contract_key: contractKey } : {}),
  date: values.date,
  start_time: values.start_time,
  end_time: values.end_time,
  break_minutes: values.break_minutes ?? 0,
  shift_type: values.shift_type,
  worksite_label: values.worksite_label ?? null,
});

export const cancelSave = () => ({ status: "canceled" as PlanningStatus });
