-- The unstaffed-orders queue reads the few open orders nobody was presented for, kept up to date
-- by triggers, instead of probing the applications of every open order at each read (11 000
-- open client orders on the `large` seed, all of them staffed: 17–54 ms for the whole queue,
-- 12 ms for a manager's).
--
-- public.open_order_unstaffed holds one row per client order open or sourcing with no
-- application presented yet (not rejected, stage presented or later). The rule keeps its
-- meaning under RLS: an application is in its mission's workspace (the application's prepare
-- trigger asserts it), so a caller who can see an order sees its presented applications exactly
-- when they may read applications (or when row security does not apply: the system,
-- service_role); who may not sees every open order as unstaffed, as before.
-- The table's select policy is the mission's. supabase/tests/action-centre/open-order-unstaffed.test.ts
-- checks that it equals a rebuild after writes, and rule-rewrites.test.ts that the queue equals
-- its previous formulation for every account.

create table public.open_order_unstaffed (
  mission_id uuid primary key references public.mission (id) on delete cascade,
  workspace_id uuid not null references public.workspace (id) on delete cascade
);
comment on table public.open_order_unstaffed is
  'client orders open or sourcing with no application presented, kept by triggers on mission and application (the action centre''s unstaffed orders)';

create index open_order_unstaffed_workspace_idx on public.open_order_unstaffed (workspace_id);

alter table public.open_order_unstaffed enable row level security;
revoke all on public.open_order_unstaffed from anon, authenticated;
grant select on public.open_order_unstaffed to authenticated;
-- the mission's select policy
create policy "open_order_unstaffed: matrix roles can select workspace rows" on public.open_order_unstaffed
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[])
         and (select private.can('mission', 'select')));

-- ---------------------------------------------------------------------------------------
-- One order's row, from the order and its applications.
-- An application written does not lock its order: the order's lock first, so that two writers
-- of one order refresh its row one after the other (see refresh_open_order_post).
create or replace function private.refresh_open_order_unstaffed(p_mission uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtext('open_order_unstaffed'), hashtext(p_mission::text));
  delete from public.open_order_unstaffed where mission_id = p_mission;
  insert into public.open_order_unstaffed (mission_id, workspace_id)
  select m.id, m.workspace_id
  from public.mission m
  where m.id = p_mission and m.is_client_order and m.status in ('open', 'sourcing')
    and not exists (select 1 from public.application a
                    where a.mission_id = m.id and not a.is_rejected
                      and a.stage in ('presented', 'client_interview', 'retained', 'onboarding', 'placed'));
$$;
revoke all on function private.refresh_open_order_unstaffed(uuid) from public, anon, authenticated;

-- every row again (after a bulk load made with the triggers off, or to check the triggers)
create or replace function private.rebuild_open_order_unstaffed()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.open_order_unstaffed;
  insert into public.open_order_unstaffed (mission_id, workspace_id)
  select m.id, m.workspace_id
  from public.mission m
  where m.is_client_order and m.status in ('open', 'sourcing')
    and not exists (select 1 from public.application a
                    where a.mission_id = m.id and not a.is_rejected
                      and a.stage in ('presented', 'client_interview', 'retained', 'onboarding', 'placed'));
$$;
revoke all on function private.rebuild_open_order_unstaffed() from public, anon, authenticated;

create or replace function private.sync_open_order_unstaffed_mission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_open_order_unstaffed(new.id);
  return null;
end
$$;
revoke all on function private.sync_open_order_unstaffed_mission() from public, anon, authenticated;

-- (a deleted order's row goes with it: foreign key)
create trigger mission_open_order_unstaffed_sync
  after insert or update of is_client_order, status, workspace_id on public.mission
  for each row execute function private.sync_open_order_unstaffed_mission();

create or replace function private.sync_open_order_unstaffed_application()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op <> 'INSERT' and old.mission_id is not null then
    perform private.refresh_open_order_unstaffed(old.mission_id);
  end if;
  if tg_op <> 'DELETE' and new.mission_id is not null
     and (tg_op = 'INSERT' or new.mission_id is distinct from old.mission_id) then
    perform private.refresh_open_order_unstaffed(new.mission_id);
  end if;
  return null;
end
$$;
revoke all on function private.sync_open_order_unstaffed_application() from public, anon, authenticated;

create trigger application_open_order_unstaffed_sync
  after insert or delete or update of mission_id, stage, is_rejected on public.application
  for each row execute function private.sync_open_order_unstaffed_application();

select private.rebuild_open_order_unstaffed();

-- ---------------------------------------------------------------------------------------
-- The rule: from the table for who may read applications, every open order otherwise (the
-- branch that does not apply is skipped at execution: a one-time filter). Inlined into
-- public.action_centre() (no SET clause, security invoker).
create or replace function private.action_rule_order_unstaffed(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'order_unstaffed', 'warning', 'mission', m.id, m.workspace_id,
         (select concat_ws(' · ', o.reference, o.job_name) from public.mission o where o.id = m.id), m.created_at + interval '48 hours',
         format('/missions/%s/applications', m.id), m.owner_id
  from (
    select m.id, m.workspace_id, m.created_at, m.owner_id
    from public.open_order_unstaffed u
    join public.mission m on m.id = u.mission_id
    where (select not pg_catalog.row_security_active('public.application') or private.can('application', 'select'))
      and m.is_client_order and m.status in ('open', 'sourcing') and m.created_at < now() - interval '48 hours'
      and (p_owners is null or m.owner_id = any (p_owners))
    union all
    select m.id, m.workspace_id, m.created_at, m.owner_id
    from public.mission m
    where not (select not pg_catalog.row_security_active('public.application') or private.can('application', 'select'))
      and m.is_client_order and m.status in ('open', 'sourcing') and m.created_at < now() - interval '48 hours'
      and (p_owners is null or m.owner_id = any (p_owners))
  ) m
$$;
