-- A paid acompte is « Déduite sur paie » as soon as the pay of its month is exported (the
-- transition's own rule: « automatique à l'export de la paie »): the export used to leave it
-- « Versée » until the scheduler's next tick, so accounting saw the retenue in the payroll file
-- and the acompte still waiting. The export now deducts the acomptes of the pays it writes; the
-- scheduler's sweep stays, for pays exported before this function or imported as exported.

-- Marks « Déduite sur paie » the paid acomptes whose month the batch's pays cover, as the system
-- (the move is automatic: no role makes it by hand). Returns how many moved.
create or replace function private.deduct_exported_advances(p_batch uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row record;
  v_moved integer := 0;
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  for v_row in
    select a.id, p.id as pay_id
    from public.advance_payment_request a
    join lateral (
      select p.id from public.pay_tracking p
      where p.payroll_export_batch_id = p_batch and p.talent_id = a.talent_id and p.workspace_id = a.workspace_id
        and p.period_start < (a.period_month + interval '1 month')::date and p.period_end >= a.period_month
      order by p.period_end desc, p.id limit 1
    ) p on true
    where a.status = 'paid'
    order by a.period_month, a.id
  loop
    perform set_config('renfort.actor', 'system', true);
    perform set_config('renfort.status_comment', 'Déduite de la paie exportée', true);
    update public.advance_payment_request set status = 'deducted', deducted_in_pay_tracking_id = v_row.pay_id
    where id = v_row.id;
    v_moved := v_moved + 1;
  end loop;
  perform set_config('renfort.status_comment', '', true);
  perform set_config('renfort.actor', v_previous_actor, true);
  return v_moved;
end
$$;

revoke all on function private.deduct_exported_advances(uuid) from public, anon, authenticated;

-- The export of 20260111004001, deducting the acomptes of each batch it writes.
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
    perform private.deduct_exported_advances(v_batch);
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
