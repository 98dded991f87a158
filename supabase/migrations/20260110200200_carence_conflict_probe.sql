-- The délai-de-carence queue probes each open order once, cheaply, before the full test.
--
-- The rule ran, for each open order starting within the window (3 800 for a manager's five
-- consultants, 6 600 for the whole queue on the `large` seed), a lateral subquery with two
-- sorts, a Unique and the workplace comparison: ≈ 8 µs per order even when nothing matched.
-- Now:
-- - a first lateral probe per order (one index-only scan of the post's contracts, limit 1)
--   keeps the orders with a contract on their post that ended in the window (159 of 3 821 for
--   the manager); the full test, unchanged, runs for those only;
-- - the job is compared with `is not distinct from` (not an OR the planner turned into a bitmap
--   of two index scans and heap visits per order);
-- - the order's reference and job name, read for the label only, come from the order by id after
--   the limit, so that the orders are read from their covering index alone.
-- Same items: supabase/tests/action-centre/rule-rewrites.test.ts compares the queue with its
-- previous formulation for each account.

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
    -- the orders with a contract on their post that ended in the window: one cheap probe each;
    -- the full test below (workplace, spans, exemptions) runs for these only
    select m.id, m.workspace_id, m.owner_id, m.company_id, m.job_id, m.address_id, m.contract_reason, m.start_date
    from public.mission m
    cross join lateral (
      select 1 from public.contract c
      where c.workspace_id = m.workspace_id and c.company_id = m.company_id and c.job_id is not distinct from m.job_id
        and c.contract_type = 'mission' and c.status not in ('draft', 'canceled')
        and c.mission_id is distinct from m.id
        and coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 0)) between current_date - 240 and greatest(m.start_date, current_date)
      limit 1
    ) x
    where m.is_client_order and m.status in ('draft', 'open', 'sourcing', 'presented', 'partially_filled')
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
