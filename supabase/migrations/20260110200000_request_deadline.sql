-- The action centre's request deadlines read one small table kept up to date by triggers instead
-- of public.request_action_item, a union of the 17 request tables each read through its own
-- RLS policy: every branch evaluated its policy's security functions (the workspaces, two
-- permission checks) once per table, ≈ 20 ms of a 22–31 ms queue that every role reads.
--
-- public.request_deadline holds one row per open request with a deadline (closed_at is null,
-- due_at is not null): exactly the rows of public.request_action_item, which stays (the request
-- screens and tests read it). A row-level trigger `request_deadline_sync` on each request table
-- keeps it; its select policy is the request tables' own policy (20260103000000), written once
-- for all entities: the entities the caller may read in full or their own, as two arrays
-- computed once per query. supabase/tests/action-centre/request-deadline.test.ts checks that
-- it equals a rebuild after writes and that every account sees the same rows through it as
-- through the view.

create table public.request_deadline (
  entity text not null,
  request_id uuid not null,
  workspace_id uuid not null references public.workspace (id) on delete cascade,
  talent_id uuid,
  status text not null,
  requester_id uuid,
  assignee_id uuid,
  due_at timestamptz not null,
  -- the id first: the queue reads the whole table (≈ 5 000 rows on the `large` seed) sequentially,
  -- an index led by the entity would tempt the planner into bitmap scans of most of it
  primary key (request_id, entity)
);
comment on table public.request_deadline is
  'open requests with a deadline (one row per row of request_action_item), kept by the request_deadline_sync triggers of the request tables (the action centre''s request deadlines)';

create index request_deadline_workspace_idx on public.request_deadline (workspace_id);

-- ---------------------------------------------------------------------------------------
-- The request entities the caller may act on for every row (`can`) or for their own
-- (`can_own`), as arrays: the policy compares a row's entity with them instead of calling can()
-- once per row (only the request types: a short array to search per row).
create or replace function private.request_entities_can(p_action public.permission_action)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(distinct p.resource), '{}')
  from public.role_permission p
  where p.action = p_action and p.scope = 'all' and p.role = any (private.current_roles())
    and p.resource in (select t.entity from public.request_type t)
$$;

create or replace function private.request_entities_can_own(p_action public.permission_action)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(distinct p.resource), '{}')
  from public.role_permission p
  where p.action = p_action and p.role = any (private.current_roles())
    and p.resource in (select t.entity from public.request_type t)
$$;

alter table public.request_deadline enable row level security;
revoke all on public.request_deadline from anon, authenticated;
grant select on public.request_deadline to authenticated;
-- each request table's select policy, with can(entity) / can_own(entity) read from the arrays
create policy "request_deadline: matrix roles can select rows" on public.request_deadline
  for select to authenticated
  using (workspace_id = any ((select private.request_workspace_ids())::uuid[])
         and (entity = any ((select private.request_entities_can('select'))::text[])
              or (entity = any ((select private.request_entities_can_own('select'))::text[])
                  and requester_id = any ((select private.me_and_managee_ids())::uuid[]))));

-- ---------------------------------------------------------------------------------------
-- A request written: its row follows it (tg_table_name is the entity; talent_id is read from
-- the row as json because some request tables have none, like the view's null).
create or replace function private.sync_request_deadline()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.id <> new.id) then
    delete from public.request_deadline where entity = tg_table_name and request_id = old.id;
  end if;
  if tg_op = 'DELETE' then
    return null;
  end if;
  if new.closed_at is null and new.due_at is not null then
    insert into public.request_deadline as d (entity, request_id, workspace_id, talent_id, status, requester_id, assignee_id, due_at)
    values (tg_table_name, new.id, new.workspace_id, (to_jsonb(new) ->> 'talent_id')::uuid, new.status::text, new.requester_id,
            new.assignee_id, new.due_at)
    on conflict (request_id, entity) do update
      set workspace_id = excluded.workspace_id, talent_id = excluded.talent_id, status = excluded.status,
          requester_id = excluded.requester_id, assignee_id = excluded.assignee_id, due_at = excluded.due_at
      where (d.workspace_id, d.talent_id, d.status, d.requester_id, d.assignee_id, d.due_at)
            is distinct from (excluded.workspace_id, excluded.talent_id, excluded.status, excluded.requester_id,
                              excluded.assignee_id, excluded.due_at);
  elsif tg_op = 'UPDATE' then
    delete from public.request_deadline where entity = tg_table_name and request_id = new.id;
  end if;
  return null;
end
$$;
revoke all on function private.sync_request_deadline() from public, anon, authenticated;

-- every row again, from the view (after a bulk load made with the triggers off, or to check
-- the triggers); the owner reads the request tables without their RLS
create or replace function private.rebuild_request_deadline()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.request_deadline;
  insert into public.request_deadline (entity, request_id, workspace_id, talent_id, status, requester_id, assignee_id, due_at)
  select i.entity, i.id, i.workspace_id, i.talent_id, i.status, i.requester_id, i.assignee_id, i.due_at
  from public.request_action_item i;
end
$$;
revoke all on function private.rebuild_request_deadline() from public, anon, authenticated;

-- the trigger on every table of the view (the request types with a deadline: see
-- private.refresh_request_action_item_view()); a request type added later gets it the same way
-- (the test checks that every table of the view has it)
create or replace function private.install_request_deadline_sync()
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_entity text;
  v_rel regclass;
  v_columns text;
begin
  for v_entity in select t.entity from public.request_type t
                  where to_regclass(format('public.%I', t.entity)) is not null loop
    v_rel := format('public.%I', v_entity)::regclass;
    continue when not exists (select 1 from pg_catalog.pg_attribute a
                              where a.attrelid = v_rel and a.attname = 'due_at' and not a.attisdropped);
    select string_agg(quote_ident(a.attname), ', ') into v_columns
    from pg_catalog.pg_attribute a
    where a.attrelid = v_rel and not a.attisdropped
      and a.attname in ('id', 'workspace_id', 'talent_id', 'status', 'requester_id', 'assignee_id', 'due_at', 'closed_at');
    execute format('drop trigger if exists request_deadline_sync on %s', v_rel);
    execute format('create trigger request_deadline_sync after insert or delete or update of %s on %s '
                   'for each row execute function private.sync_request_deadline()', v_columns, v_rel);
  end loop;
end
$$;
revoke all on function private.install_request_deadline_sync() from public, anon, authenticated;

select private.install_request_deadline_sync();
select private.rebuild_request_deadline();

-- ---------------------------------------------------------------------------------------
-- The rule, from the table. Inlined into public.action_centre() (no SET clause, security
-- invoker: see 20260109200000_action_centre_fast_read.sql); same items, severities and order.
create or replace function private.action_rule_request_due(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'request_due',
         case when i.due_at < now() + interval '12 hours' then 'critical'
              when i.due_at < now() + interval '3 days' then 'warning' else 'info' end,
         i.entity, i.request_id, i.workspace_id,
         concat_ws(' · ', (select rt.label from public.request_type rt where rt.entity = i.entity),
                   (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = i.talent_id)),
         i.due_at,
         private.request_link(i.entity, i.request_id),
         i.assignee_id
  from public.request_deadline i
  -- the statuses the caller's roles may move on, joined once (hashed) rather than probed per row
  left join (select distinct st.entity, st.from_status from public.status_transition st
             where st.status_column = 'status' and st.to_status <> 'canceled'
               and st.roles && (select private.current_roles())) a on a.entity = i.entity and a.from_status = i.status
  where i.assignee_id = (select private.current_team_member_id()) or a.entity is not null
$$;
