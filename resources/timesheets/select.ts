// meta.select strings of the timesheet screens.
const OWNER =
  "owner:owner_id(id, email, temp_first_name, temp_last_name, auth_user:auth_user_id(first_name, last_name))";
export const TIMESHEET_LIST_SELECT = `id, contract_id, contract_key, week_start, iso_year, iso_week, status, total_hours, hours_normal, hours_ot25, hours_ot50, signature_sent_at, signed_at, signature_round, talent:talent_id(id, first_name, last_name), company:company_id(id, name), ${OWNER}`;
/** The week's drawer: the row, its contract's dates and schedule, its signer. */
export const TIMESHEET_SHOW_SELECT = `*, talent:talent_id(id, first_name, last_name), company:company_id(id, name), contract:contract_id(id, contract_key, job_name, start_date, end_date, definitive_end_date, working_days, working_hours), signer:signer_contact_id(id, first_name, last_name, email), ${OWNER}`;
export const TIMESHEET_DAY_SELECT =
  "id, date, start_time, end_time, break_minutes, worked_hours, absence_type, meal, comment";
