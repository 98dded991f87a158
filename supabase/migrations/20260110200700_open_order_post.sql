-- The délai-de-carence queue without an index probe per open order: public.open_order_post keeps,
-- for each running client order with a company, its start date, its owner and the ends of the
-- mission contracts on its post (same workspace, company and job; not draft nor canceled; not of
-- the order itself), kept by triggers on mission and contract. The queue reads the orders
-- starting in its window from this table and keeps those with an end in the délai's window (an
-- array test per row, no probe: 3 800 probes for a manager on the `large` seed, 6 600 for the
-- whole queue); the order itself, read again, and the full test (workplace, spans, exemptions,
-- under the caller's RLS) decide, as before, for those only. The table is a superset filter:
-- a contract the caller may not read is in it, and the full test leaves it out.
-- supabase/tests/action-centre/open-order-post.test.ts checks it against a rebuild after
-- writes; rule-rewrites.test.ts, the queue against its previous formulation for every account.

create table public.open_order_post (
  mission_id uuid primary key references public.mission (id) on delete cascade,
  workspace_id uuid not null references public.workspace (id) on delete cascade,
  owner_id uuid,
  start_date date,
  post_ends date[] not null default '{}'
);
comment on table public.open_order_post is
  'running client orders with the ends of the mission contracts on their post, kept by triggers on mission and contract (the action centre''s délai de carence)';

create index open_order_post_start_idx on public.open_order_post (start_date)
  include (mission_id, workspace_id, owner_id, post_ends);
create index open_order_post_workspace_idx on public.open_order_post (workspace_id);

alter table public.open_order_post enable row level security;
revoke all on public.open_order_post from anon, authenticated;
grant select on public.open_order_post to authenticated;
-- the mission's select policy
create policy "open_order_post: matrix roles can select workspace rows" on public.open_order_post
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[])
         and (select private.can('mission', 'select')));

-- ---------------------------------------------------------------------------------------
-- The rows of the given orders (null: every order), from the orders and the contracts.
-- Writers of one post take its orders' locks first, in one order: a contract written does not
-- lock the order, and two transactions refreshing the same row would otherwise each insert it
-- (the second failing on the key) or keep what its own snapshot saw. Under READ COMMITTED the
-- statements after the lock see what the previous writer committed.
create or replace function private.refresh_open_order_post(p_missions uuid[])
returns void
language sql
security definer
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtext('open_order_post'), hashtext(id::text))
  from (select distinct id from unnest(p_missions) id order by id) ids;
  delete from public.open_order_post where p_missions is null or mission_id = any (p_missions);
  insert into public.open_order_post (mission_id, workspace_id, owner_id, start_date, post_ends)
  select m.id, m.workspace_id, m.owner_id, m.start_date,
         coalesce((select array_agg(coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 0))
                                    order by 1)
                   from public.contract c
                   where c.workspace_id = m.workspace_id and c.company_id = m.company_id and c.job_id is not distinct from m.job_id
                     and c.contract_type = 'mission' and c.status not in ('draft', 'canceled')
                     and c.mission_id is distinct from m.id), '{}')
  from public.mission m
  where (p_missions is null or m.id = any (p_missions))
    and m.is_client_order and m.status in ('draft', 'open', 'sourcing', 'presented', 'partially_filled')
    and m.company_id is not null;
$$;
revoke all on function private.refresh_open_order_post(uuid[]) from public, anon, authenticated;

create or replace function private.rebuild_open_order_post()
returns void
language sql
security definer
set search_path = ''
as $$
  select private.refresh_open_order_post(null);
$$;
revoke all on function private.rebuild_open_order_post() from public, anon, authenticated;

create or replace function private.sync_open_order_post_mission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_open_order_post(array[new.id]);
  return null;
end
$$;
revoke all on function private.sync_open_order_post_mission() from public, anon, authenticated;

-- (a deleted order's row goes with it: foreign key)
create trigger mission_open_order_post_sync
  after insert or update of is_client_order, status, workspace_id, company_id, job_id, owner_id, start_date on public.mission
  for each row execute function private.sync_open_order_post_mission();

-- A contract written: the orders on its old and new post.
create or replace function private.sync_open_order_post_contract()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_missions uuid[];
begin
  select array_agg(o.mission_id) into v_missions
  from public.open_order_post o
  join public.mission m on m.id = o.mission_id
  where (tg_op <> 'INSERT' and m.workspace_id = old.workspace_id and m.company_id = old.company_id
         and m.job_id is not distinct from old.job_id)
     or (tg_op <> 'DELETE' and m.workspace_id = new.workspace_id and m.company_id = new.company_id
         and m.job_id is not distinct from new.job_id);
  if v_missions is not null then
    perform private.refresh_open_order_post(v_missions);
  end if;
  return null;
end
$$;
revoke all on function private.sync_open_order_post_contract() from public, anon, authenticated;

create trigger contract_open_order_post_sync
  after insert or delete or update of workspace_id, company_id, job_id, contract_type, status, mission_id, start_date,
    end_date, definitive_end_date, minimum_duration_days on public.contract
  for each row execute function private.sync_open_order_post_contract();

-- (the orders on a post: mission_company_id_idx)
select private.rebuild_open_order_post();

-- ---------------------------------------------------------------------------------------
-- The rule (20260110200200_carence_conflict_probe.sql), its probe replaced by the table's ends.
create or replace function private.action_rule_carence_conflict(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'carence_conflict', 'warning', 'mission', m.id, m.workspace_id,
         (select concat_ws(' · ', o.reference, o.job_name, format('délai de carence après %s : début possible le %s', p.contract_key, private.fr_date(p.first_day)))
          from public.mission o where o.id = m.id),
         greatest(m.start_date, current_date)::timestamptz, format('/missions/%s', m.id), m.owner_id
  from (
    -- the orders with a contract on their post that ended in the window (from the table's
    -- ends, without a probe), read again from the orders; the full test below runs for these only
    select m.id, m.workspace_id, m.owner_id, m.company_id, m.job_id, m.address_id, m.contract_reason, m.start_date
    from public.open_order_post w
    join public.mission m on m.id = w.mission_id
    where w.start_date between current_date - 7 and current_date + 30
      and (p_owners is null or w.owner_id = any (p_owners))
      and exists (select 1 from unnest(w.post_ends) e where e between current_date - 240 and greatest(w.start_date, current_date))
      and m.is_client_order and m.status in ('draft', 'open', 'sourcing', 'presented', 'partially_filled')
      and m.company_id is not null and m.start_date between current_date - 7 and current_date + 30
      and (p_owners is null or m.owner_id = any (p_owners))
    offset 0
  ) m
  cross join lateral (
    select k.contract_key,
           private.carence_first_allowed_day(k.span_end, private.carence_days(k.span_end - k.span_start + 1), l.working_days) as first_day
    from (
      -- the contracts on the post that ended recently (the workplace compared last: it is the costly test)
      select distinct c.contract_key
      from public.contract c
      where c.workspace_id = m.workspace_id and c.company_id = m.company_id
        -- not an OR: the probe stays an index-only scan by company
        and c.job_id is not distinct from m.job_id
        and c.contract_type = 'mission' and c.status not in ('draft', 'canceled')
        and c.mission_id is distinct from m.id
        and coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 0)) between current_date - 240 and greatest(m.start_date, current_date)
        and case when c.address_id is not distinct from m.address_id then true
                 when c.address_id is null or m.address_id is null then false
                 else private.same_workplace(c.address_id, m.address_id) end
    ) r
    cross join lateral (
      select min(c.start_date) as span_start,
             max(coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 0))) as span_end,
             bool_or(c.definitive_end_initiator = 'talent' or c.renewal_refused_by_talent) as talent_ended,
             max(c.amendment_number) as last_number, r.contract_key
      from public.contract c
      where c.workspace_id = m.workspace_id and c.contract_key = r.contract_key and c.status not in ('draft', 'canceled')
    ) k
    join public.contract l on l.workspace_id = m.workspace_id and l.contract_key = k.contract_key and l.amendment_number = k.last_number
    where k.span_end < greatest(m.start_date, current_date)
      and not case when m.contract_reason is null then coalesce(k.talent_ended, false)
                   else coalesce(private.carence_exempt(l.contract_reason, l.replaced_employee, m.contract_reason, l.replaced_employee, k.talent_ended), true) end
    order by 2 desc
    limit 1
  ) p
  where greatest(m.start_date, current_date) < p.first_day
$$;
