-- The medical follow-up queue (20260108100000_action_centre_more_rules.sql) reads its contracts
-- from public.running_contract_watch (20260110100000), where a contract's first version's start
-- and its later running amendments are kept, and only the contracts that can be due: the SIR
-- ones of the window (≈ 9 000, nearly all due), the amendments, the contracts of talents with a
-- medical follow-up, and the others started long enough ago for their 3 months to fall within
-- 15 days — instead of the 30 000 running contracts of the window, each with its versions looked
-- up. A VIP contract without follow-up is due 3 months after its first start; 3 months are at
-- least 89 days, so a first contract started less than 70 days ago is not due within 15 days.
-- The conditions are unchanged; the medical results (private.medical_follow_up()) and the
-- requests are read live; private.medical_follow_up() returns one row per followed talent (a
-- few dozen): said to the planner, which otherwise expects 1 000 and sorts the contracts to
-- merge them with it. (No WITH clause: a query with one is not flattened into
-- public.action_centre()'s, and its labels would be computed for every item, not the 50 shown.)
create or replace function private.action_rule_medical_required(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'medical_required', case when x.sir then 'critical' else 'warning' end, 'contract', x.id, x.workspace_id,
         concat_ws(' · ', x.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = x.talent_id),
                   case when x.sir then 'SIR' else 'VIP' end),
         x.due::timestamptz, format('/contracts/%s', x.id), x.owner_id
  from (
    select w.id, w.workspace_id, w.contract_key, w.talent_id, w.owner_id, w.sir,
           case when w.sir then w.start_date
                when f.follow_up_until >= w.first_day then f.follow_up_until
                else (w.first_day + interval '3 months')::date end as due,
           w.last_day, f.sir_fit_until, w.start_date
    from (
      select w.contract_id as id, w.workspace_id, w.contract_key, w.talent_id, w.owner_id, true as sir, w.start_date,
             w.start_date as first_day, w.last_day
      from public.running_contract_watch w
      where w.medical_surveillance = 'sir' and not w.superseded and not w.is_service
        and w.start_date between current_date - 120 and current_date + 15
      union all
      -- first contracts started long enough ago
      select w.contract_id, w.workspace_id, w.contract_key, w.talent_id, w.owner_id, false, w.start_date, w.start_date, w.last_day
      from public.running_contract_watch w
      where w.medical_surveillance <> 'sir' and not w.superseded and not w.is_service
        and not w.is_amendment and w.start_date between current_date - 120 and current_date - 70
      union all
      -- every amendment
      select w.contract_id, w.workspace_id, w.contract_key, w.talent_id, w.owner_id, false, w.start_date,
             coalesce(w.first_day, w.start_date), w.last_day
      from public.running_contract_watch w
      where w.medical_surveillance <> 'sir' and not w.superseded and not w.is_service
        and w.is_amendment and w.start_date between current_date - 120 and current_date + 15
      union all
      -- the later first contracts of the talents with a follow-up (one probe per talent)
      select w.contract_id, w.workspace_id, w.contract_key, w.talent_id, w.owner_id, false, w.start_date, w.start_date, w.last_day
      from private.medical_follow_up() t
      cross join lateral (
        select w.* from public.running_contract_watch w
        where w.talent_id = t.talent_id
          and w.medical_surveillance <> 'sir' and not w.superseded and not w.is_service and not w.is_amendment
          and w.start_date > current_date - 70 and w.start_date <= current_date + 15
      ) w
    ) w
    left join private.medical_follow_up() f on f.talent_id = w.talent_id
    where (p_owners is null or w.owner_id = any (p_owners))
  ) x
  where x.last_day >= current_date
    and case when x.sir then coalesce(x.sir_fit_until, '-infinity'::date) < greatest(x.start_date, current_date)
             else x.due <= current_date + 15 and x.due <= x.last_day end
    and not exists (select 1 from public.medical_checkup_request r
                    where r.talent_id = x.talent_id and r.status in ('to_schedule', 'requested', 'scheduled', 'done')
                      and (r.visit_type in ('sir_initial', 'sir_periodic')
                           or (not x.sir and r.visit_type in ('vip_initial', 'vip_periodic'))))
$$;

alter function private.medical_follow_up() rows 100;
