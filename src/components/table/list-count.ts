// A list's total as the server counted it. With `meta.count = "estimated"` PostgREST counts
// exactly up to db-max-rows and answers the planner's estimate above it (no full count(*) on a
// big table), so the page shows such a total as approximate.

/** PostgREST's db-max-rows: the local server's default and hosted Supabase's. */
export const DB_MAX_ROWS = 1000;

/** Whether a list's total is the planner's estimate rather than a count. */
export const isEstimatedTotal = (count: unknown, total: number | undefined): boolean =>
  count === "estimated" && (total ?? 0) > DB_MAX_ROWS;
