-- Three automatic moves of the transition table that nothing made (docs/reachability.md):
-- 1. A contract whose definitive end was processed before its effective date (an early end:
--    trial period, misconduct, hiring by the client…) stayed « En cours » for ever: the
--    processing applies the status only when the date has come, and private.contract_last_day
--    answers null for such an end, so the daily « Fin du contrat » move never picked it. It now
--    becomes « Rompu par anticipation » (before the planned end) or « Terminé » on that date, by
--    the same rule as the processing (private.apply_definitive_end_request_effects).
-- 2. An order « En cours » becomes « Terminée » when its last contract is over (ended, broken
--    or canceled), as the transition's note says (« automatique à la fin du dernier contrat »).
-- 3. Published job postings past their expiry date become « Expirée »: public.expire_job_postings()
--    existed, but no scheduled job called it.

-- 1. Early ends whose effective date has come, at an instant (injectable clock for the tests).
create or replace function private.run_contract_definitive_end_moves_at(p_now timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := (p_now at time zone 'Europe/Paris')::date;
  v_row record;
  v_moved integer := 0;
  v_skipped integer := 0;
begin
  for v_row in
    select c.id,
           case when c.definitive_end_date < c.end_date then 'terminated_early' else 'ended' end as to_status
    from public.contract c
    where c.status = 'active' and not c.is_amendment and c.definitive_end_date is not null
      and c.definitive_end_reason not in ('term_reached', 'flex_advance') and c.definitive_end_date <= v_today
    order by c.definitive_end_date, c.id
  loop
    if private.time_based_move('contract', v_row.id, v_row.to_status, 'Fin définitive à sa date d''effet (automatique)') then
      v_moved := v_moved + 1;
    else
      v_skipped := v_skipped + 1;
    end if;
  end loop;
  return jsonb_build_object('contract:active:definitive_end', jsonb_build_object('moved', v_moved, 'skipped', v_skipped));
end
$$;

revoke all on function private.run_contract_definitive_end_moves_at(timestamptz) from public, anon, authenticated;
grant execute on function private.run_contract_definitive_end_moves_at(timestamptz) to service_role;

-- 2. The order follows its last contract.
create or replace function private.close_mission_after_last_contract()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  if new.mission_id is null or new.is_amendment or new.status not in ('ended', 'terminated_early', 'canceled')
     or new.status is not distinct from old.status then
    return null;
  end if;
  if exists (select 1 from public.contract c
             where c.mission_id = new.mission_id and not c.is_amendment
               and c.status not in ('ended', 'terminated_early', 'canceled')) then
    return null;
  end if;
  perform set_config('renfort.actor', 'system', true);
  perform set_config('renfort.status_comment', 'Fin du dernier contrat de la commande (automatique)', true);
  update public.mission m set status = 'closed' where m.id = new.mission_id and m.status = 'in_progress';
  perform set_config('renfort.status_comment', '', true);
  perform set_config('renfort.actor', v_previous_actor, true);
  return null;
end
$$;

revoke all on function private.close_mission_after_last_contract() from public, anon, authenticated;

create trigger contract_closes_mission after update of status on public.contract
  for each row execute function private.close_mission_after_last_contract();

-- The scheduled entry point (20260106950000), with the early ends and the postings' expiry.
create or replace function public.run_time_based_transitions()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_counts jsonb;
begin
  v_counts := private.run_request_time_moves()
    || private.run_contract_time_moves()
    || private.run_contract_definitive_end_moves_at(now())
    || private.run_timesheet_time_moves()
    || private.run_action_time_moves()
    || jsonb_build_object('mission:job_posting_expired', public.expire_job_postings());
  perform set_config('renfort.actor', '', true);
  return v_counts;
end
$$;

revoke all on function public.run_time_based_transitions() from public, anon, authenticated;
grant execute on function public.run_time_based_transitions() to service_role;
