// Row shapes of the pay-tracking screens, derived from src/database.types.ts (`npm run db:types`).
import type { Database, Tables } from "../../src/database.types.ts";

type TalentRef = Pick<Tables<"talent">, "id" | "first_name" | "last_name">;

/** PAY_LIST_SELECT */
export type PayListRow = Pick<
  Tables<"pay_tracking">,
  | "id"
  | "talent_id"
  | "period_start"
  | "period_end"
  | "status"
  | "contract_keys"
  | "hours_normal"
  | "hours_ot25"
  | "hours_ot50"
  | "gross_total"
  | "advances_deducted"
  | "net_to_pay"
  | "anomaly_note"
  | "computed_at"
> & { talent: TalentRef | null };

/** PAY_SHOW_SELECT */
export type PayRow = Tables<"pay_tracking"> & { talent: TalentRef | null };

export type PayElementRow = Tables<"pay_element">;

/** TIMESHEET_DAY_SELECT */
export type TraceDayRow = Pick<
  Tables<"timesheet_day">,
  "id" | "date" | "worked_hours" | "night_hours" | "absence_type" | "meal" | "timesheet_week_id"
> & { week: Pick<Tables<"timesheet_week">, "id" | "week_start" | "status" | "contract_key"> | null };

export type StatusCount = Database["public"]["Functions"]["pay_tracking_status_counts"]["Returns"][number];

/** public.pay_cutoff_status() (jsonb, shape written by the function). */
export type PayCutoffStatus = {
  period_start: string;
  period_end: string;
  cutoff_date: string;
  days_left: number;
  contract_count: number;
  contracts: Array<{
    contract_id: string;
    contract_key: string;
    talent_id: string;
    talent_name: string;
    company_id: string | null;
    company_name: string | null;
    weeks: string[];
  }>;
};

export type TransitionRow = Pick<
  Tables<"status_transition">,
  "id" | "from_status" | "to_status" | "roles" | "requires_comment"
>;
