// The timesheets list's read (src/components/table/list-read.ts): weeks newest first, then by
// contract; 400 weeks on the demo seed and far more on the large one: the count is estimated.
import { type ListRead } from "../../src/components/table/list-read.ts";
import { TIMESHEET_LIST_SELECT } from "./select.ts";

export const TIMESHEET_LIST_READ: ListRead = {
  resource: "timesheet_week",
  pageSize: 25,
  sorters: [
    { field: "week_start", order: "desc" },
    { field: "contract_key", order: "asc" },
  ],
  meta: () => ({ select: TIMESHEET_LIST_SELECT, count: "estimated" }),
};
