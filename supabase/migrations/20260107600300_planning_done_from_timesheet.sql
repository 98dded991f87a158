-- SYS confirmed→done from the timesheet (domain.md §3.5): when a week's timesheet is signed or
-- validated, the contract's shifts of that week on days with worked hours become « Réalisé ».
-- Planned shifts that were worked move too: the timesheet is the proof, confirmed or not.

create or replace function private.mark_planning_done()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_previous text := coalesce(current_setting('renfort.planning_from_timesheet', true), '');
begin
  perform set_config('renfort.planning_from_timesheet', 'on', true);
  update public.planning_entry e
  set status = 'done'
  from new_rows n
  join old_rows o on o.id = n.id
  join public.timesheet_day d on d.timesheet_week_id = n.id and d.worked_hours > 0
  where n.status in ('signed', 'validated') and o.status not in ('signed', 'validated')
    and e.workspace_id = n.workspace_id and e.contract_key = n.contract_key and e.date = d.date
    and e.status in ('planned', 'confirmed') and e.shift_type <> 'unavailable';
  perform set_config('renfort.planning_from_timesheet', v_previous, true);
  return null;
end
$$;

create trigger timesheet_week_planning_done after update on public.timesheet_week
  referencing new table as new_rows old table as old_rows
  for each statement execute function private.mark_planning_done();

revoke all on function private.mark_planning_done() from public;
grant execute on function private.mark_planning_done() to authenticated, service_role;
