-- The key figures read a consultant's timesheet weeks once: the weeks awaiting signature (from
-- their covering index) and those signed in the last 8 weeks, kept when the week's contract is
-- theirs, feed the three timesheet figures. Each figure tested the contract of every week with
-- its own hashed set of the consultant's contracts: 57 000 contracts hashed three times for a
-- manager's five consultants on the `large` seed; once now. The roles that read every record
-- keep their three index reads. Same figures for every demo account (compared on the `large`
-- database; supabase/tests/action-centre/figures.test.ts).

create or replace function public.action_centre_figures()
returns jsonb
language plpgsql
stable
set search_path = ''
set jit = off
as $$
declare
  v_roles public.app_role[] := private.current_roles();
  v_own boolean := not (v_roles && '{csm_team_member,external_csm_team_member,accounting_team_member,team_member_developer,team_member_independent_administrator}'::public.app_role[]);
  v_mine uuid[] := private.me_and_managee_ids();
  v_owners uuid[] := case when v_own then v_mine end;
  v_week date := date_trunc('week', current_date)::date;
  v_hours_week numeric;
  v_awaiting bigint;
  v_by_week jsonb;
  v_result jsonb;
begin
  if private.current_team_member_id() is null then
    return null;
  end if;
  -- the timesheet figures: the signed weeks by signature date and the weeks awaiting signature,
  -- each read from its covering index; a consultant's are the weeks of their contracts, whose
  -- set is hashed once for the three figures (57 000 contracts for a manager: once, not thrice)
  with weeks as materialized (
    select w.status, w.signed_at, w.total_hours
    from (select 'pending_signature'::public.timesheet_status as status, null::timestamptz as signed_at, null::numeric as total_hours, w.contract_id
          from public.timesheet_week w
          where v_own and w.status = 'pending_signature'
          union all
          select w.status, w.signed_at, w.total_hours, w.contract_id
          from public.timesheet_week w
          where v_own and w.signed_at >= v_week - 49 and w.status in ('signed', 'validated', 'exported', 'invoiced')) w
    where exists (select 1 from public.contract c where c.id = w.contract_id and c.owner_id = any (v_mine))
  )
  select case when v_own then (select coalesce(sum(w.total_hours), 0) from weeks w
                                where w.signed_at >= v_week and w.status in ('signed', 'validated', 'exported', 'invoiced'))
              else (select coalesce(sum(w.total_hours), 0) from public.timesheet_week w
                    where w.signed_at >= v_week and w.status in ('signed', 'validated', 'exported', 'invoiced')) end,
         case when v_own then (select count(*) from weeks w where w.status = 'pending_signature')
              else (select count(*) from public.timesheet_week w where w.status = 'pending_signature') end,
         (select coalesce(jsonb_agg(jsonb_build_object('week', g.week::date, 'hours', coalesce(h.hours, 0)) order by g.week), '[]')
          from generate_series(v_week - 49, v_week, interval '7 days') as g (week)
          left join (select date_trunc('week', w.signed_at)::date as week, sum(w.total_hours) as hours
                     from (select w.signed_at, w.total_hours, w.status from weeks w
                           union all
                           select w.signed_at, w.total_hours, w.status from public.timesheet_week w
                           where not v_own and w.signed_at >= v_week - 49) w
                     where w.signed_at >= v_week - 49 and w.status in ('signed', 'validated', 'exported', 'invoiced')
                     group by 1) h on h.week = g.week::date)
  into v_hours_week, v_awaiting, v_by_week;
  select jsonb_build_object(
    'open_orders', coalesce(o.orders, 0),
    'positions_left', coalesce(o.positions, 0),
    'active_contracts', (select count(*) from public.contract c
                         where c.status = 'active' and not c.is_amendment and (not v_own or c.owner_id = any (v_mine))),
    'hours_signed_this_week', v_hours_week,
    'timesheets_awaiting_signature', v_awaiting,
    'expiring_documents', (select count(*) from private.action_rule_document_expiring(v_owners) i),
    'hours_by_week', v_by_week)
  into v_result
  from (select count(*) as orders, sum(greatest(m.number_of_open_positions - coalesce(p.placed, 0), 0)) as positions
        from public.mission m
        left join lateral (select count(*) as placed from public.application a
                           where a.mission_id = m.id and a.stage = 'placed' and not a.is_rejected) p on true
        where m.is_client_order and m.status in ('open', 'sourcing', 'presented', 'partially_filled')
          and (not v_own or m.owner_id = any (v_mine))) o;
  return v_result;
end
$$;
