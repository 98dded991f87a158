// public.talent_space_hours_week()'s answer (supabase/schemas/34_talent_space_hours.sql): one of
// the talent's weeks, day by day, with what the agency entered and what the talent declared.
export type HoursDay = {
  date: string;
  in_contract: boolean;
  agency: {
    start_time: string | null;
    end_time: string | null;
    break_minutes: number;
    worked_hours: number;
    /** computed by the database from the times (docs/rules/timesheets.md#night-hours); absent from a copy kept before */
    night_hours?: number;
    absence_type: string;
    /** the day's version: the base of the talent's next edit */
    updated_at: string;
  } | null;
  declared: {
    start_time: string | null;
    end_time: string | null;
    break_minutes: number;
    worked_hours: number;
    status: "applied" | "conflict";
    declared_at: string;
  } | null;
  /** the talent's declaration differs from what the agency kept */
  conflict: boolean;
};

export type HoursWeek = {
  week: {
    id: string;
    week_start: string;
    status: string;
    total_hours: number;
    /** the week's night hours (absent from a copy kept before they were sent) */
    night_hours?: number;
    company_name: string | null;
    job_name: string | null;
    editable: boolean;
    first_day: string | null;
    last_day: string | null;
    max_daily_hours: number;
    max_weekly_hours: number;
  };
  days: HoursDay[];
};
