// The timesheet enums of supabase/schemas/08_timesheets.sql: their colours (labels:
// public.enum_label, src/lib/enums/labels.ts), and the list's tabs (the steps of a week,
// docs/rules/timesheets.md#timesheet-statuses).
import type { CrudFilter } from "@refinedev/core";
import { Constants } from "../../src/database.types.ts";
import { enumStyle } from "../../src/lib/enums/labels.ts";

const E = Constants.public.Enums;

export const TIMESHEET_STATUSES = E.timesheet_status;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];
export const TIMESHEET_STATUS_STYLE = enumStyle("timesheet_status", {
  draft: "default",
  pending_signature: "gold",
  signed: "blue",
  disputed: "red",
  validated: "green",
  exported: "cyan",
  invoiced: "purple",
  canceled: "default",
  signature_expired: "orange",
});

export const ABSENCE_TYPES = E.absence_type;
export const ABSENCE_STYLE = enumStyle("absence_type");

export const DAY_MEALS = E.day_meal;
export const MEAL_STYLE = enumStyle("day_meal");

/** The list's tabs: each one a set of filters on status (and hours) that the counts mirror. */
export const TIMESHEET_TABS = [
  "to_fill",
  "to_send",
  "awaiting",
  "disputed",
  "to_validate",
  "validated",
  "all",
] as const;
export type TimesheetTab = (typeof TIMESHEET_TABS)[number];

export const TAB_FILTERS: Record<TimesheetTab, CrudFilter[]> = {
  to_fill: [
    { field: "status", operator: "in", value: ["draft"] },
    { field: "total_hours", operator: "eq", value: 0 },
  ],
  to_send: [
    { field: "status", operator: "in", value: ["draft"] },
    { field: "total_hours", operator: "gt", value: 0 },
  ],
  awaiting: [{ field: "status", operator: "in", value: ["pending_signature", "signature_expired"] }],
  disputed: [{ field: "status", operator: "in", value: ["disputed"] }],
  to_validate: [{ field: "status", operator: "in", value: ["signed"] }],
  validated: [{ field: "status", operator: "in", value: ["validated", "exported", "invoiced"] }],
  all: [],
};

/** Statuses whose days may still be written (the database's lock). */
export const EDITABLE_STATUSES: readonly TimesheetStatus[] = ["draft", "disputed"];

/** The contract statuses a week may be created for (public.create_timesheet_week, open_timesheet_weeks). */
export const WEEK_CONTRACT_STATUSES = [
  "signed",
  "active",
  "ended",
  "terminated_early",
] as const satisfies ReadonlyArray<(typeof E.contract_status)[number]>;
