-- The timesheets list's tabs (resources/timesheets/constants.ts TAB_FILTERS) read one group of
-- statuses in the list's order (week_start desc, contract_key, id). Through
-- timesheet_week_list_order_idx a tab's scan starts at the newest week and skips the weeks of
-- other statuses: nothing for the drafts and the weeks awaiting signature (the newest ones),
-- but the whole newest week or two for « Signés à valider », « Contestés » and « Validés »
-- (26 000 weeks skipped on the `large` seed, 14 to 36 ms, and more as weeks accumulate). One
-- partial index per tab gives its weeks already in order: a tab's page is its first 25 index
-- entries. The statuses arrive as `status = any ('{…}')` (the `in` filter) and the drafts'
-- hours as `total_hours = 0` / `total_hours > 0`, which imply the index's predicate whatever
-- the order of the values. Each week sits in one of them at most.
create index timesheet_week_tab_to_fill_idx on public.timesheet_week (week_start desc, contract_key, id, workspace_id)
  where status = 'draft' and total_hours = 0;
create index timesheet_week_tab_to_send_idx on public.timesheet_week (week_start desc, contract_key, id, workspace_id)
  where status = 'draft' and total_hours > 0;
create index timesheet_week_tab_awaiting_idx on public.timesheet_week (week_start desc, contract_key, id, workspace_id)
  where status in ('pending_signature', 'signature_expired');
create index timesheet_week_tab_disputed_idx on public.timesheet_week (week_start desc, contract_key, id, workspace_id)
  where status = 'disputed';
create index timesheet_week_tab_to_validate_idx on public.timesheet_week (week_start desc, contract_key, id, workspace_id)
  where status = 'signed';
create index timesheet_week_tab_validated_idx on public.timesheet_week (week_start desc, contract_key, id, workspace_id)
  where status in ('validated', 'exported', 'invoiced');

-- The tabs' counts, as before; the workspace is read once for the statement (`(select …)`):
-- as a plain call in the WHERE clause of the function's plan (made once for any arguments), it
-- could be evaluated for every week of a sequential scan. Their index:
-- 20260109300300_timesheet_counts_covering_index.sql.
create or replace function public.timesheet_week_counts(
  p_week_start date default null, p_company_id uuid default null, p_talent_id uuid default null, p_owner_id uuid default null
)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'to_fill', count(*) filter (where w.status = 'draft' and w.total_hours = 0),
    'to_send', count(*) filter (where w.status = 'draft' and w.total_hours > 0),
    'awaiting', count(*) filter (where w.status in ('pending_signature', 'signature_expired')),
    'disputed', count(*) filter (where w.status = 'disputed'),
    'to_validate', count(*) filter (where w.status = 'signed'),
    'validated', count(*) filter (where w.status in ('validated', 'exported', 'invoiced')))
  from public.timesheet_week w
  where w.workspace_id = (select private.current_workspace_id())
    and (p_week_start is null or w.week_start = p_week_start)
    and (p_company_id is null or w.company_id = p_company_id)
    and (p_talent_id is null or w.talent_id = p_talent_id)
    and (p_owner_id is null or w.owner_id = p_owner_id)
$$;
