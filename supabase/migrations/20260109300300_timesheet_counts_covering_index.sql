-- The tabs' counts (public.timesheet_week_counts) run as a function, planned once for any
-- arguments: its optional filters (`p_week_start is null or week_start = p_week_start`, and the
-- same for company, talent and owner) stay in the plan and read those columns on every week.
-- With them in the workspace/status index as well, every week is counted from the index alone
-- (index-only scan, no table page read), with or without filters.
drop index if exists public.timesheet_week_workspace_status_idx;
create index timesheet_week_workspace_status_idx on public.timesheet_week (workspace_id, status, week_start)
  include (total_hours, company_id, talent_id, owner_id);
