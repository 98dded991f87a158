// The pay-tracking enums of supabase/schemas/08_timesheets.sql and supabase/schemas/09_pay.sql:
// their colours (labels: public.enum_label, src/lib/enums/labels.ts).
import { Constants } from "../../src/database.types.ts";
import { enumStyle } from "../../src/lib/enums/labels.ts";

const E = Constants.public.Enums;

export const PAY_STATUSES = E.pay_tracking_status;
export type PayStatus = (typeof PAY_STATUSES)[number];
export const PAY_STATUS_STYLE = enumStyle("pay_tracking_status", {
  to_prepare: "default",
  in_progress: "blue",
  to_control: "gold",
  controlled: "cyan",
  exported: "purple",
  paid: "green",
  anomaly: "red",
  regularization: "orange",
});

/** Statuses whose figures are frozen (the database refuses edits until a regularization). */
export const LOCKED_STATUSES: readonly PayStatus[] = ["exported", "paid"];

export const PAY_CATEGORIES = E.pay_element_category;
export type PayCategory = (typeof PAY_CATEGORIES)[number];
export const PAY_CATEGORY_STYLE = enumStyle("pay_element_category", {
  hours: "blue",
  overtime: "geekblue",
  majoration: "purple",
  paid_absence: "cyan",
  bonus_subject: "green",
  allowance: "lime",
  ifm: "gold",
  iccp: "gold",
  deduction: "red",
  info: "default",
});

/** The talent's timesheet days a trace opens. */
export const TIMESHEET_DAY_SELECT =
  "id, date, worked_hours, night_hours, absence_type, meal, timesheet_week_id, week:timesheet_week_id(id, week_start, status, contract_key)";
