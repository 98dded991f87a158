-- The key figures' open orders and positions left read one small row per running client order,
-- kept up to date by triggers, instead of counting each order's placed applications at each read
-- (12 000 orders probed for a manager's figures on the `large` seed, 21 000 for a CSM's).
--
-- public.running_order_staffing holds one row per client order open, sourcing, presented or
-- partially filled: its owner, its open positions and its placed applications (not rejected).
-- The figures keep their meaning under RLS: the table's select policy is the mission's, and the
-- placed applications count only for who may read applications (an application is in its
-- mission's workspace: the application's prepare trigger asserts it), as when they were counted
-- under the application's policy. supabase/tests/action-centre/running-order-staffing.test.ts
-- checks that the table equals a rebuild after writes and that the figures are unchanged.

create table public.running_order_staffing (
  mission_id uuid primary key references public.mission (id) on delete cascade,
  workspace_id uuid not null references public.workspace (id) on delete cascade,
  owner_id uuid,
  open_positions smallint not null,
  placed bigint not null
);
comment on table public.running_order_staffing is
  'running client orders with their owner, open positions and placed applications, kept by triggers on mission and application (the action centre''s key figures)';

create index running_order_staffing_owner_idx on public.running_order_staffing (owner_id)
  include (workspace_id, open_positions, placed);
create index running_order_staffing_workspace_idx on public.running_order_staffing (workspace_id);

alter table public.running_order_staffing enable row level security;
revoke all on public.running_order_staffing from anon, authenticated;
grant select on public.running_order_staffing to authenticated;
-- the mission's select policy
create policy "running_order_staffing: matrix roles can select workspace rows" on public.running_order_staffing
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[])
         and (select private.can('mission', 'select')));

-- ---------------------------------------------------------------------------------------
-- An application written does not lock its order: the order's lock first, so that two writers
-- of one order refresh its row one after the other (see refresh_open_order_post).
create or replace function private.refresh_running_order_staffing(p_mission uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtext('running_order_staffing'), hashtext(p_mission::text));
  delete from public.running_order_staffing where mission_id = p_mission;
  insert into public.running_order_staffing (mission_id, workspace_id, owner_id, open_positions, placed)
  select m.id, m.workspace_id, m.owner_id, m.number_of_open_positions,
         (select count(*) from public.application a where a.mission_id = m.id and a.stage = 'placed' and not a.is_rejected)
  from public.mission m
  where m.id = p_mission and m.is_client_order and m.status in ('open', 'sourcing', 'presented', 'partially_filled');
$$;
revoke all on function private.refresh_running_order_staffing(uuid) from public, anon, authenticated;

-- every row again (after a bulk load made with the triggers off, or to check the triggers)
create or replace function private.rebuild_running_order_staffing()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.running_order_staffing;
  insert into public.running_order_staffing (mission_id, workspace_id, owner_id, open_positions, placed)
  select m.id, m.workspace_id, m.owner_id, m.number_of_open_positions, coalesce(p.placed, 0)
  from public.mission m
  left join (select a.mission_id, count(*) as placed from public.application a
             where a.stage = 'placed' and not a.is_rejected group by 1) p on p.mission_id = m.id
  where m.is_client_order and m.status in ('open', 'sourcing', 'presented', 'partially_filled');
$$;
revoke all on function private.rebuild_running_order_staffing() from public, anon, authenticated;

create or replace function private.sync_running_order_staffing_mission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_running_order_staffing(new.id);
  return null;
end
$$;
revoke all on function private.sync_running_order_staffing_mission() from public, anon, authenticated;

-- (a deleted order's row goes with it: foreign key)
create trigger mission_running_order_staffing_sync
  after insert or update of is_client_order, status, workspace_id, owner_id, number_of_open_positions on public.mission
  for each row execute function private.sync_running_order_staffing_mission();

create or replace function private.sync_running_order_staffing_application()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op <> 'INSERT' and old.mission_id is not null then
    perform private.refresh_running_order_staffing(old.mission_id);
  end if;
  if tg_op <> 'DELETE' and new.mission_id is not null
     and (tg_op = 'INSERT' or new.mission_id is distinct from old.mission_id) then
    perform private.refresh_running_order_staffing(new.mission_id);
  end if;
  return null;
end
$$;
revoke all on function private.sync_running_order_staffing_application() from public, anon, authenticated;

create trigger application_running_order_staffing_sync
  after insert or delete or update of mission_id, stage, is_rejected on public.application
  for each row execute function private.sync_running_order_staffing_application();

select private.rebuild_running_order_staffing();

-- ---------------------------------------------------------------------------------------
-- The figures, with the open orders from the table (the rest as in
-- 20260110200300_action_centre_figures_weeks_once.sql).
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
  -- the placed applications count for who may read applications (see above)
  v_applications boolean := not pg_catalog.row_security_active('public.application') or private.can('application', 'select');
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
  from (select count(*) as orders,
               sum(greatest(s.open_positions - case when v_applications then s.placed else 0 end, 0)) as positions
        from public.running_order_staffing s
        where not v_own or s.owner_id = any (v_mine)) o;
  return v_result;
end
$$;
