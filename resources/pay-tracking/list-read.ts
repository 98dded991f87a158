// The pay-tracking list's read (src/components/table/list-read.ts): latest periods first, then
// the talent; counted by the planner's estimate like the other big tables.
import type { ListRead } from "../../src/components/table/list-read.ts";
import { PAY_LIST_SELECT } from "./select.ts";

export const PAY_LIST_READ: ListRead = {
  resource: "pay_tracking",
  pageSize: 25,
  sorters: [{ field: "period_start", order: "desc" }],
  meta: () => ({ select: PAY_LIST_SELECT, count: "estimated" }),
};
