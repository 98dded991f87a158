// The pay-tracking enums of 20260102000800_timesheets_pay.sql and 20260107400000_pay_elements.sql
// with their French labels (the enum_label rows) and colours.
import type { EnumStyle } from "../../src/components/table/columns.tsx";
import { Constants } from "../../src/database.types.ts";

const E = Constants.public.Enums;

export const PAY_STATUSES = E.pay_tracking_status;
export type PayStatus = (typeof PAY_STATUSES)[number];
export const PAY_STATUS_STYLE: EnumStyle<PayStatus> = {
  to_prepare: { label: "À préparer", color: "default" },
  in_progress: { label: "En cours", color: "blue" },
  to_control: { label: "À contrôler", color: "gold" },
  controlled: { label: "Contrôlée", color: "cyan" },
  exported: { label: "Exportée", color: "purple" },
  paid: { label: "Payée", color: "green" },
  anomaly: { label: "Anomalie", color: "red" },
  regularization: { label: "Régularisation", color: "orange" },
};

/** Statuses whose figures are frozen (the database refuses edits until a regularization). */
export const LOCKED_STATUSES: readonly PayStatus[] = ["exported", "paid"];

export const PAY_CATEGORIES = E.pay_element_category;
export type PayCategory = (typeof PAY_CATEGORIES)[number];
export const PAY_CATEGORY_STYLE: EnumStyle<PayCategory> = {
  hours: { label: "Heures", color: "blue" },
  overtime: { label: "Heures supplémentaires", color: "geekblue" },
  majoration: { label: "Majorations", color: "purple" },
  paid_absence: { label: "Absences rémunérées", color: "cyan" },
  bonus_subject: { label: "Primes soumises à cotisations", color: "green" },
  allowance: { label: "Indemnités non soumises", color: "lime" },
  ifm: { label: "Indemnité de fin de mission", color: "gold" },
  iccp: { label: "Indemnité compensatrice de congés payés", color: "gold" },
  deduction: { label: "Retenues", color: "red" },
  info: { label: "Pour information", color: "default" },
};

/** The talent's timesheet days a trace opens. */
export const TIMESHEET_DAY_SELECT =
  "id, date, worked_hours, night_hours, absence_type, meal, timesheet_week_id, week:timesheet_week_id(id, week_start, status, contract_key)";
