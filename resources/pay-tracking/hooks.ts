// Reads of the pay-tracking screens: counts per status (public.pay_tracking_status_counts), the
// pay cut-off (public.pay_cutoff_status), talents for the filter, the transitions and history,
// the elements of a line and the timesheet days an element traces to.
import { useList } from "@refinedev/core";
import { useRpc } from "../../providers/rpc.ts";
import { STATUS_HISTORY_SELECT } from "./select.ts";
import { TIMESHEET_DAY_SELECT } from "./constants.ts";
import type { PayCutoffStatus, PayElementRow, StatusCount, TraceDayRow, TransitionRow } from "./types.ts";
import type { StatusHistoryRow } from "../../src/domain/status/history.ts";

export const usePayStatusCounts = (periodStart: string | undefined) => {
  const { data, query } = useRpc("pay_tracking_status_counts", periodStart ? { p_period_start: periodStart } : {}, {
    errorNotification: false,
  });
  const counts: StatusCount[] = data ?? [];
  return { counts, refetch: query.refetch };
};

/** The period being closed, the days left and the contracts without a signed timesheet. */
export const usePayCutoff = () => {
  const { data: answer, query } = useRpc("pay_cutoff_status", {}, { errorNotification: false });
  // a JSON object of this shape (public.pay_cutoff_status)
  const data = answer as PayCutoffStatus | null | undefined;
  return { cutoff: data && "days_left" in data ? data : null, loading: query.isLoading };
};

/** Talents by any part of their name (« Mamadou Michel » too), as the timesheets list finds them. */

export const usePayTransitions = () =>
  useList<TransitionRow>({
    liveMode: "off",
    resource: "status_transition",
    filters: [
      { field: "entity", operator: "eq", value: "pay_tracking" },
      { field: "status_column", operator: "eq", value: "status" },
    ],
    pagination: { pageSize: 100 },
    meta: { select: "id, from_status, to_status, roles, requires_comment" },
  });

export const usePayHistory = (payId: string) =>
  useList<StatusHistoryRow>({
    resource: "status_history",
    filters: [
      { field: "entity", operator: "eq", value: "pay_tracking" },
      { field: "entity_id", operator: "eq", value: payId },
    ],
    sorters: [{ field: "changed_at", order: "desc" }],
    pagination: { pageSize: 50 },
    meta: { select: STATUS_HISTORY_SELECT },
  });

export const usePayElements = (payId: string) =>
  useList<PayElementRow>({
    resource: "pay_element",
    filters: [{ field: "pay_tracking_id", operator: "eq", value: payId }],
    sorters: [
      { field: "position", order: "asc" },
      { field: "code", order: "asc" },
    ],
    pagination: { pageSize: 200 },
  });

export const useTraceDays = (dayIds: readonly string[]) =>
  useList<TraceDayRow>({
    liveMode: "off",
    resource: "timesheet_day",
    filters: [{ field: "id", operator: "in", value: dayIds }],
    sorters: [{ field: "date", order: "asc" }],
    pagination: { pageSize: 200 },
    meta: { select: TIMESHEET_DAY_SELECT },
    queryOptions: { enabled: dayIds.length > 0 },
  });
