-- The payroll export writes every pay it moves to « Exportée » (domain.md §3.4): a controlled
-- pay without computed elements (imported without detail, or never computed) has no line in
-- the payroll file (public.pay_export_lines reads pay_element), yet the export used to lock it
-- as exported, and said nothing. Such pays now stay « Contrôlée », and the result lists them
-- (`left_out`: the pay, its talent and the French reason) so that the screen says which pays
-- were left out and why. Only the pays that have elements are exported and counted in a batch.

-- Exports the computed controlled pays of a period; returns the count, the batches and the
-- pays left out with their reason. Accounting or developers.
create or replace function public.export_pay_period(p_period_start date)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_workspace uuid;
  v_batch uuid;
  v_batches uuid[] := '{}';
  v_exported integer := 0;
  v_left integer;
  v_left_out jsonb;
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  if not private.has_any_role('{accounting_team_member,team_member_developer}') then
    perform private.fail('Seule la comptabilité peut exporter la paie', 'pay_export_role', '42501');
  end if;
  if not exists (select 1 from public.pay_tracking p where p.workspace_id = any (private.current_workspace_ids())
                 and p.period_start = p_period_start and p.status = 'controlled') then
    perform private.fail(format('Aucune paie contrôlée à exporter pour la période du %s', private.fr_date(p_period_start)), 'pay_export_nothing');
  end if;

  -- The controlled pays without any element: nothing to write for them in the file.
  select coalesce(jsonb_agg(jsonb_build_object(
           'pay_tracking_id', p.id,
           'talent_id', p.talent_id,
           'talent_name', concat_ws(' ', t.first_name, t.last_name),
           'reason', 'Aucun élément de paie calculé : recalculez la paie (relevés validés de la période) avant de l''exporter')
           order by t.last_name, t.first_name, p.id), '[]'::jsonb)
    into v_left_out
  from public.pay_tracking p
  join public.talent t on t.id = p.talent_id
  where p.workspace_id = any (private.current_workspace_ids()) and p.period_start = p_period_start and p.status = 'controlled'
    and not exists (select 1 from public.pay_element e where e.pay_tracking_id = p.id);

  for v_workspace in
    select distinct p.workspace_id from public.pay_tracking p
    where p.workspace_id = any (private.current_workspace_ids()) and p.period_start = p_period_start and p.status = 'controlled'
      and exists (select 1 from public.pay_element e where e.pay_tracking_id = p.id)
  loop
    insert into public.pay_export_batch (workspace_id, period_start, period_end, row_count, gross_total, exported_by)
    select v_workspace, p_period_start, max(p.period_end), count(*), sum(p.gross_total), auth.uid()
    from public.pay_tracking p
    where p.workspace_id = v_workspace and p.period_start = p_period_start and p.status = 'controlled'
      and exists (select 1 from public.pay_element e where e.pay_tracking_id = p.id)
    returning id into v_batch;
    v_batches := v_batches || v_batch;
    perform set_config('renfort.status_comment', 'Export de paie de la période', true);
    update public.pay_tracking p set status = 'exported', payroll_export_batch_id = v_batch
    where p.workspace_id = v_workspace and p.period_start = p_period_start and p.status = 'controlled'
      and exists (select 1 from public.pay_element e where e.pay_tracking_id = p.id);
    perform set_config('renfort.status_comment', '', true);
    perform set_config('renfort.actor', 'system', true);
    update public.timesheet_week w set status = 'exported'
    where w.status = 'validated' and w.id in (
      select unnest(e.timesheet_week_ids) from public.pay_element e join public.pay_tracking p on p.id = e.pay_tracking_id
      where p.payroll_export_batch_id = v_batch);
    perform set_config('renfort.actor', v_previous_actor, true);
  end loop;
  select count(*) into v_exported from public.pay_tracking p where p.payroll_export_batch_id = any (v_batches);
  select count(*) into v_left from public.pay_tracking p
  where p.workspace_id = any (private.current_workspace_ids()) and p.period_start = p_period_start and p.status not in ('exported', 'paid');
  return jsonb_build_object('exported', v_exported, 'not_exported', v_left, 'batch_ids', to_jsonb(v_batches),
                            'left_out', v_left_out);
end
$$;

revoke all on function public.export_pay_period(date) from public, anon;
grant execute on function public.export_pay_period(date) to authenticated, service_role;
