-- The timesheets list (/timesheets) reads its weeks newest first, then by contract, then by id
-- (resources/timesheets/list-read.ts and the data provider's tiebreak), 25 at a time, under
-- RLS. The policy's `workspace_id = any ((select private.current_workspace_ids()))` is only
-- known when the statement runs, and on PostgreSQL 15 an index scan with `= any` on its first
-- column does not return rows in the order of the columns after it: with
-- (workspace_id, week_start desc, contract_key) the planner read every week of the workspace
-- and sorted them (a sequential scan and a top-N sort of 55 000 weeks on the `large` seed,
-- 30 to 65 ms, for the list and for each status tab). This index gives the list's order
-- itself; the workspace (last column) and the tabs' status filters are checked on the rows
-- as the scan goes, so a page stops after its 25 rows (as the talents list's
-- (created_at desc, workspace_id)). The week filter (week_start = …) uses it as well; the
-- company, talent and owner filters keep their own indexes.
create index timesheet_week_list_order_idx on public.timesheet_week (week_start desc, contract_key, id, workspace_id);

-- The index it replaces: no reader left (its order is unusable under RLS, and the week filter
-- is served by the one above).
drop index if exists public.timesheet_week_list_idx;
