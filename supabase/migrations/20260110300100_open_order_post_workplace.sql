-- The délai-de-carence queue compares workplaces at write time, not at each read:
-- public.open_order_post (20260110200700) keeps, beside the ends of the contracts on an order's
-- post, `workplace_ends`, the ends of those at the order's workplace (same address, or
-- private.same_workplace(): within 100 m, or same street, postal code and country). The queue
-- keeps from its array test only the orders with such an end in the délai's window, and the full
-- test (workplace, spans, exemptions, under the caller's RLS) runs for these only: for the
-- developer on the `large` seed, 275 orders, each with its post's contracts compared one by one
-- (≈ 430 calls of private.same_workplace(), ≈ 40 µs each: 18 ms of the queue's 24), become the few
-- whose workplace had a contract end in the window (none there: 24 → 0.1 ms, a partial index
-- holding only the orders with workplace ends). The table stays a superset filter (a contract
-- the caller may not read is in it; the full test leaves it out) with the mission's select
-- policy. Kept by the same triggers, now also on the order's and the contract's address, and by
-- one on the address itself (its position, street, postal code or country changed: the orders
-- at it, and those on a post with a contract at it), all through
-- private.refresh_open_order_post() and its per-order advisory locks (concurrent writers refresh
-- a row in turn); the seed's bulk load ends with private.rebuild_open_order_post(), as before.
-- supabase/tests/action-centre/open-order-post.test.ts checks it against a rebuild after writes;
-- rule-rewrites.test.ts, the queue against its previous formulation.

alter table public.open_order_post add column workplace_ends date[] not null default '{}';
comment on column public.open_order_post.workplace_ends is
  'ends of the mission contracts on the order''s post at its workplace (same address or private.same_workplace())';

-- the queue reads the orders whose workplace saw a contract of their post end (none on the
-- `large` seed), by start, in an index-only scan
drop index public.open_order_post_start_idx;
create index open_order_post_workplace_start_idx on public.open_order_post (start_date)
  include (mission_id, workspace_id, owner_id, workplace_ends)
  where workplace_ends <> '{}';

-- ---------------------------------------------------------------------------------------
-- The rows of the given orders (null: every order), as before, with the workplace ends (the
-- rule's workplace test, written the same way).
create or replace function private.refresh_open_order_post(p_missions uuid[])
returns void
language sql
security definer
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtext('open_order_post'), hashtext(id::text))
  from (select distinct id from unnest(p_missions) id order by id) ids;
  delete from public.open_order_post where p_missions is null or mission_id = any (p_missions);
  insert into public.open_order_post (mission_id, workspace_id, owner_id, start_date, post_ends, workplace_ends)
  select m.id, m.workspace_id, m.owner_id, m.start_date, coalesce(e.post_ends, '{}'), coalesce(e.workplace_ends, '{}')
  from public.mission m
  cross join lateral (
    select array_agg(x.last_day order by x.last_day) as post_ends,
           array_agg(x.last_day order by x.last_day) filter (where x.same_place) as workplace_ends
    from (
      select coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 0)) as last_day,
             case when c.address_id is not distinct from m.address_id then true
                  when c.address_id is null or m.address_id is null then false
                  else private.same_workplace(c.address_id, m.address_id) end as same_place
      from public.contract c
      where c.workspace_id = m.workspace_id and c.company_id = m.company_id and c.job_id is not distinct from m.job_id
        and c.contract_type = 'mission' and c.status not in ('draft', 'canceled')
        and c.mission_id is distinct from m.id
    ) x
  ) e
  where (p_missions is null or m.id = any (p_missions))
    and m.is_client_order and m.status in ('draft', 'open', 'sourcing', 'presented', 'partially_filled')
    and m.company_id is not null;
$$;
revoke all on function private.refresh_open_order_post(uuid[]) from public, anon, authenticated;

-- The order's workplace and the contract's are read: their address changes refresh the rows.
drop trigger mission_open_order_post_sync on public.mission;
create trigger mission_open_order_post_sync
  after insert or update of is_client_order, status, workspace_id, company_id, job_id, owner_id, start_date, address_id
  on public.mission
  for each row execute function private.sync_open_order_post_mission();

drop trigger contract_open_order_post_sync on public.contract;
create trigger contract_open_order_post_sync
  after insert or delete or update of workspace_id, company_id, job_id, contract_type, status, mission_id, start_date,
    end_date, definitive_end_date, minimum_duration_days, address_id on public.contract
  for each row execute function private.sync_open_order_post_contract();

-- An address moved or renamed: the orders at it, and the orders on a post with a contract at it.
-- (A deleted address sets the orders' and contracts' address_id to null: their triggers run.)
-- No column list: private.prepare_address() sets the position from `location`, and a trigger
-- `of latitude` would not see that; the WHEN clause compares the stored values.
create or replace function private.sync_open_order_post_address()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_missions uuid[];
begin
  select array_agg(distinct s.mission_id) into v_missions
  from (
    select o.mission_id
    from public.mission m
    join public.open_order_post o on o.mission_id = m.id
    where m.address_id = new.id
    union all
    select o.mission_id
    from public.contract c
    join public.mission m on m.workspace_id = c.workspace_id and m.company_id = c.company_id
                         and m.job_id is not distinct from c.job_id
    join public.open_order_post o on o.mission_id = m.id
    where c.address_id = new.id and c.contract_type = 'mission' and c.status not in ('draft', 'canceled')
  ) s;
  if v_missions is not null then
    perform private.refresh_open_order_post(v_missions);
  end if;
  return null;
end
$$;
revoke all on function private.sync_open_order_post_address() from public, anon, authenticated;

create trigger address_open_order_post_sync
  after update on public.address
  for each row
  when (old.latitude is distinct from new.latitude or old.longitude is distinct from new.longitude
        or old.street1 is distinct from new.street1 or old.postal_code is distinct from new.postal_code
        or old.country_code is distinct from new.country_code)
  execute function private.sync_open_order_post_address();

select private.rebuild_open_order_post();

-- ---------------------------------------------------------------------------------------
-- The rule (20260110200700_open_order_post.sql), its array test on the workplace ends.
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
    -- the orders with a contract at their workplace on their post that ended in the window
    -- (from the table's ends, without a probe), read again from the orders; the full test
    -- below runs for these only
    select m.id, m.workspace_id, m.owner_id, m.company_id, m.job_id, m.address_id, m.contract_reason, m.start_date
    from public.open_order_post w
    join public.mission m on m.id = w.mission_id
    where w.start_date between current_date - 7 and current_date + 30
      and (p_owners is null or w.owner_id = any (p_owners))
      -- (the partial index's predicate, implied by the test after it)
      and w.workplace_ends <> '{}'
      and exists (select 1 from unnest(w.workplace_ends) e where e between current_date - 240 and greatest(w.start_date, current_date))
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

-- the rows were all rewritten: fresh statistics for the queue's plan
analyze public.open_order_post;
