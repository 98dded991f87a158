// Row shapes of the timesheet screens, derived from src/database.types.ts (`npm run db:types`).
import type { Tables } from "../../src/database.types.ts";
import type { OwnerRef } from "../../src/domain/team/owner.ts";

type Ref = { id: string; name: string };
type Person = { id: string; first_name: string | null; last_name: string | null };

/** TIMESHEET_LIST_SELECT */
export type TimesheetListRow = Pick<
  Tables<"timesheet_week">,
  | "id"
  | "contract_id"
  | "contract_key"
  | "week_start"
  | "iso_year"
  | "iso_week"
  | "status"
  | "total_hours"
  | "hours_normal"
  | "hours_ot25"
  | "hours_ot50"
  | "signature_sent_at"
  | "signed_at"
  | "signature_round"
> & { talent: Person | null; company: Ref | null; owner: OwnerRef | null };

/** TIMESHEET_SHOW_SELECT */
export type TimesheetRow = Tables<"timesheet_week"> & {
  talent: Person | null;
  company: Ref | null;
  owner: OwnerRef | null;
  signer: (Person & { email: string | null }) | null;
  contract: Pick<
    Tables<"contract">,
    | "id"
    | "contract_key"
    | "job_name"
    | "start_date"
    | "end_date"
    | "definitive_end_date"
    | "working_days"
    | "working_hours"
  > | null;
};

/** TIMESHEET_DAY_SELECT */
export type TimesheetDayRow = Pick<
  Tables<"timesheet_day">,
  "id" | "date" | "start_time" | "end_time" | "break_minutes" | "worked_hours" | "absence_type" | "meal" | "comment"
>;

export type RoundRow = Pick<
  Tables<"timesheet_week_round">,
  "id" | "round" | "outcome" | "total_hours" | "days" | "dispute_reason" | "signer_name" | "created_at"
>;
export type ContestRow = Pick<Tables<"timesheet_contest">, "id" | "round" | "day_date" | "reason" | "signer_name">;
export type WarningRow = { code: string; message: string };
/** What the talent declared from their space for a day (supabase/schemas/34_talent_space_hours.sql). */
export type DeclarationRow = Pick<
  Tables<"timesheet_day_declaration">,
  "date" | "start_time" | "end_time" | "break_minutes" | "worked_hours" | "status"
>;
