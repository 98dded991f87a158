-- Pay day by day with amendments applied to their contract. A signed amendment now writes its
-- terms on the contract (20260108400000, version +1, each field's old and new value in
-- contract_change with the amendment's id), so the contract row holds the latest terms: the
-- terms of an earlier day are the contract's with the changes of the amendments that start
-- after that day taken back (their old values, the earliest change of each field first).

create or replace function private.contract_terms_on(p_contract public.contract, p_day date)
returns public.contract
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_populate_record(p_contract, coalesce(jsonb_object_agg(f.field, f.old), '{}'))
  from (
    select distinct on (e ->> 'field') e ->> 'field' as field, e -> 'old' as old
    from public.contract_change cc
    join public.contract a on a.id = cc.amendment_id
    cross join lateral jsonb_array_elements(cc.changes) e
    where cc.contract_id = p_contract.id and a.start_date > p_day
    order by e ->> 'field', cc.changed_at, cc.id
  ) f
$$;

revoke all on function private.contract_terms_on(public.contract, date) from public, anon, authenticated;

create or replace function private.pay_lines(p_workspace_id uuid, p_talent_id uuid, p_from date, p_to date, p_keys text[] default null)
returns table (
  contract_key text, code text, label text, category public.pay_element_category, quantity numeric, rate numeric, amount numeric,
  timesheet_week_ids uuid[], timesheet_day_ids uuid[], sort smallint
)
language sql
stable
security definer
set search_path = ''
as $$
  with all_weeks as (
    select w.id, w.contract_key, w.week_start, w.total_hours, c.mission_id, c.id as contract_id
    from public.timesheet_week w
    join public.contract c on c.id = w.contract_id
    where w.workspace_id = p_workspace_id and w.talent_id = p_talent_id
      and w.status in ('validated', 'exported', 'invoiced')
      and w.week_start between p_from and p_to
      and c.contract_type <> 'independent_service' and c.hourly_wage is not null
  ),
  all_days as (
    select d.id, d.timesheet_week_id, d.date, d.start_time, d.worked_hours, d.night_hours, d.absence_type, d.meal,
           wk.contract_key, wk.week_start,
           coalesce(t.hourly_wage, c0.hourly_wage) as wage,
           coalesce(t.working_hours, c0.working_hours) as working_hours,
           coalesce(t.working_days, c0.working_days) as working_days,
           coalesce(t.meal_type, c0.meal_type) as meal_type,
           case when t.id is not null then t.meal_card_value else c0.meal_card_value end as meal_card_value,
           private.company_convention_idcc(coalesce(t.company_id, c0.company_id)) as idcc,
           private.is_french_public_holiday(d.date) as holiday,
           to_char(d.date, 'MM-DD') = '05-01' as may_first,
           extract(isodow from d.date) = 7 as sunday,
           -- hours of the talent's civil week up to this day included, every contract together
           sum(d.worked_hours) over (partition by wk.week_start
                                     order by d.date, d.start_time nulls last, wk.contract_key, d.id
                                     rows between unbounded preceding and current row) as upto
    from public.timesheet_day d
    join all_weeks wk on wk.id = d.timesheet_week_id
    join public.contract c00 on c00.id = wk.contract_id
    -- the contract's terms on the day: those of the amendments applied to it (20260108400000)
    -- that had started by then
    cross join lateral private.contract_terms_on(c00, d.date) c0
    -- an amendment stored already signed and never applied (the seed, imports) carries its
    -- full terms: the latest started on or before the day
    left join lateral (
      select v.id, v.hourly_wage, v.working_hours, v.working_days, v.meal_type, v.meal_card_value, v.company_id
      from public.contract v
      where v.workspace_id = p_workspace_id and v.contract_key = wk.contract_key
        and v.amendment_number > 0 and v.version = 0
        and v.status in ('signed', 'active', 'ended', 'terminated_early')
        and v.start_date <= d.date and v.hourly_wage is not null
      order by v.amendment_number desc
      limit 1
    ) t on true
  ),
  days as (
    select x.*,
           greatest(least(x.upto, 35) - least(x.upto - x.worked_hours, 35), 0) as h_normal,
           greatest(least(x.upto, 43) - greatest(x.upto - x.worked_hours, 35), 0) as h_ot25,
           greatest(x.upto - greatest(x.upto - x.worked_hours, 43), 0) as h_ot50
    from all_days x
    where p_keys is null or x.contract_key = any (p_keys)
  ),
  weeks as (
    select w.* from all_weeks w where p_keys is null or w.contract_key = any (p_keys)
  ),
  -- Hours at their rate: normal, +25 %, +50 % (the day's wage × the dated overtime rate).
  hour_days as (
    select d.contract_key, d.wage, d.id, d.timesheet_week_id, d.date, 'HN' as code, 'Heures normales' as label,
           'hours'::public.pay_element_category as category, d.h_normal as hours, 0::numeric as pct, 1 as sort
    from days d where d.h_normal > 0
    union all
    select d.contract_key, d.wage, d.id, d.timesheet_week_id, d.date, 'HS25', 'Heures supplémentaires à +25 %', 'overtime', d.h_ot25,
           private.pay_parameter('overtime_majoration_25', d.week_start), 2
    from days d where d.h_ot25 > 0
    union all
    select d.contract_key, d.wage, d.id, d.timesheet_week_id, d.date, 'HS50', 'Heures supplémentaires à +50 %', 'overtime', d.h_ot50,
           private.pay_parameter('overtime_majoration_50', d.week_start), 3
    from days d where d.h_ot50 > 0
  ),
  -- Majorations: rate = the day's wage × the client's agreement percentage (night, Sunday
  -- unless a public holiday, public holiday, 1 May).
  majorations as (
    select d.contract_key, d.wage, 'MAJ_NUIT' as code, 'Majoration heures de nuit' as label,
           private.pay_majoration('pay_majoration_night', d.idcc, d.date) as pct,
           d.night_hours as hours, d.id, d.timesheet_week_id, d.date, 11 as sort
    from days d where d.night_hours > 0
    union all
    select d.contract_key, d.wage, 'MAJ_DIMANCHE', 'Majoration dimanche', private.pay_majoration('pay_majoration_sunday', d.idcc, d.date),
           d.worked_hours, d.id, d.timesheet_week_id, d.date, 12
    from days d where d.sunday and not d.holiday and d.worked_hours > 0
    union all
    select d.contract_key, d.wage, 'MAJ_FERIE', 'Majoration jour férié travaillé', private.pay_majoration('pay_majoration_public_holiday', d.idcc, d.date),
           d.worked_hours, d.id, d.timesheet_week_id, d.date, 13
    from days d where d.holiday and not d.may_first and d.worked_hours > 0
    union all
    select d.contract_key, d.wage, 'MAJ_1MAI', 'Majoration 1er mai travaillé', private.pay_parameter('pay_majoration_may_first', d.date),
           d.worked_hours, d.id, d.timesheet_week_id, d.date, 14
    from days d where d.may_first and d.worked_hours > 0
  ),
  bonuses as (
    select wk.contract_key, b ->> 'type' as type, (b ->> 'amount')::numeric as unit_amount,
           coalesce((b ->> 'subject_to_contributions')::boolean, true) as subject, coalesce(b ->> 'unit', 'day') as unit,
           array_agg(distinct wk.id) as week_ids
    from weeks wk join public.mission m on m.id = wk.mission_id
    cross join lateral jsonb_array_elements(m.bonuses) b
    where wk.total_hours > 0
    group by 1, 2, 3, 4, 5
  ),
  lines as (
    select h.contract_key, h.code, h.label, h.category, sum(h.hours) as quantity,
           round(h.wage * (1 + h.pct / 100), 4) as rate,
           round(sum(h.hours) * round(h.wage * (1 + h.pct / 100), 4), 2) as amount,
           array_agg(distinct h.timesheet_week_id) as week_ids, array_agg(h.id order by h.date) as day_ids,
           min(h.sort)::smallint as sort
    from hour_days h group by h.contract_key, h.code, h.label, h.category, h.wage, h.pct
    union all
    select m.contract_key, m.code, m.label, 'majoration', sum(m.hours),
           round(m.wage * m.pct / 100, 4), round(sum(m.hours) * round(m.wage * m.pct / 100, 4), 2),
           array_agg(distinct m.timesheet_week_id), array_agg(m.id order by m.date), min(m.sort)::smallint
    from majorations m where m.pct > 0
    group by m.contract_key, m.code, m.label, m.wage, m.pct
    union all
    -- A public holiday not worked, inside the contract, is paid at the day's contract hours
    -- (L3133-3 and equal treatment with the client's employees, L1251-18).
    select d.contract_key, 'FERIE_CHOME', 'Jour férié chômé payé', 'paid_absence',
           round(count(*) * d.working_hours / cardinality(d.working_days), 2), d.wage,
           round(round(count(*) * d.working_hours / cardinality(d.working_days), 2) * d.wage, 2),
           array_agg(distinct d.timesheet_week_id), array_agg(d.id order by d.date), 20::smallint
    from days d where d.absence_type = 'public_holiday' and d.worked_hours = 0 and d.holiday
    group by d.contract_key, d.wage, d.working_hours, d.working_days
    union all
    select d.contract_key, 'ABS_' || upper(d.absence_type::text), 'Absence : ' || private.enum_label('absence_type', d.absence_type::text), 'info',
           count(*), null::numeric, 0::numeric, array_agg(distinct d.timesheet_week_id), array_agg(d.id order by d.date), 90::smallint
    from days d where d.absence_type not in ('none', 'public_holiday')
    group by d.contract_key, d.absence_type
    union all
    -- The mission's bonuses, per hour, day, week (with hours worked) or month of the period.
    select b.contract_key, private.pay_bonus_code(b.type, b.subject), private.pay_bonus_label(b.type),
           case when b.subject then 'bonus_subject' else 'allowance' end::public.pay_element_category,
           q.quantity, b.unit_amount, round(q.quantity * b.unit_amount, 2), b.week_ids, q.day_ids,
           case when b.subject then 30 else 40 end::smallint
    from bonuses b
    cross join lateral (
      select case b.unit when 'hour' then coalesce(sum(d.worked_hours), 0)
                         when 'day' then count(*) filter (where d.worked_hours > 0)
                         when 'week' then cardinality(b.week_ids)
                         else 1 end::numeric as quantity,
             coalesce(array_agg(d.id order by d.date) filter (where d.worked_hours > 0), '{}') as day_ids
      from days d where d.timesheet_week_id = any (b.week_ids)
    ) q
    where q.quantity > 0
    union all
    -- Meal allowance (panier) per day: the day's contract amount, else the URSSAF workplace cap.
    select d.contract_key, 'IND_PANIER', 'Indemnité de panier', 'allowance', count(*),
           coalesce(case when d.meal_type = 'meal_allowance' then d.meal_card_value end, private.pay_parameter('meal_allowance_workplace', min(d.date))),
           round(count(*) * coalesce(case when d.meal_type = 'meal_allowance' then d.meal_card_value end,
                                     private.pay_parameter('meal_allowance_workplace', min(d.date))), 2),
           array_agg(distinct d.timesheet_week_id), array_agg(d.id order by d.date), 41::smallint
    from days d where d.meal = 'meal_allowance'
    group by d.contract_key, d.meal_type, d.meal_card_value
    union all
    -- The employee's share of the meal vouchers: face value × (1 − the employer's share, as
    -- high as the URSSAF range and exemption cap allow, as the monthly meal-card request sets it).
    select d.contract_key, 'TR_PART_SALARIALE', 'Titres-restaurant (part salariale)', 'deduction', count(*),
           round(d.meal_card_value * (100 - least(private.pay_parameter('meal_voucher_employer_share_max', min(d.date)),
                                                  floor(private.pay_parameter('meal_voucher_employer_max', min(d.date)) * 10000 / d.meal_card_value) / 100)) / 100, 4),
           round(count(*) * round(d.meal_card_value * (100 - least(private.pay_parameter('meal_voucher_employer_share_max', min(d.date)),
                                                  floor(private.pay_parameter('meal_voucher_employer_max', min(d.date)) * 10000 / d.meal_card_value) / 100)) / 100, 4), 2),
           array_agg(distinct d.timesheet_week_id), array_agg(d.id order by d.date), 80::smallint
    from days d where d.meal = 'meal_voucher' and d.meal_card_value > 0
    group by d.contract_key, d.meal_card_value
  )
  select l.contract_key, l.code, l.label, l.category, l.quantity, l.rate, l.amount, l.week_ids, l.day_ids, l.sort from lines l
$$;
