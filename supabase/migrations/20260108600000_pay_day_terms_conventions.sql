-- Pay elements computed day by day (issue #18), replacing private.pay_lines of
-- 20260107400000_pay_elements.sql (same signature and output, so compute_pay_tracking, the
-- IFM base and the export read it unchanged):
--   1. each worked day is priced with the contract terms in force that day: an amendment is a
--      contract row of the same contract_key whose start_date is its effective date (the seed
--      and the amendment form write it so; a renewal starts the day after the term it moves),
--      so the terms of a day are those of the signed version with the highest amendment_number
--      that started on or before it (hourly wage, weekly hours and working days for a paid
--      public holiday, meal terms). Bonuses live on the mission (a contract has none), so they
--      do not change with an amendment;
--   2. the weekly thresholds of overtime (35 h, then +25 % up to 43 h, +50 % beyond: L3121-27,
--      L3121-36) apply to the talent's hours of the civil week across all their contracts in the
--      workspace — the employer (domain §6.2: "per civil week and per employee") — not per
--      contract. Rule chosen: the week's days are taken in time order (date, start time, then
--      contract_key and day id so that ties are stable) and the hours beyond 35 h go to the
--      days — hence the contracts — that come last. 20 h on contract A Mon–Tue and 20 h on
--      contract B Wed–Thu: A gets 20 normal hours, B 15 normal and 5 at +25 %;
--   3. night, Sunday and public-holiday majorations read the collective agreement of the
--      client (the temp is paid as the client's own staff, L1251-18 / L1251-43): a dated
--      parameter `<key>_idcc_<IDCC>` when the agreement has one, else the workspace's general
--      parameter. The client's IDCC is company.idcc (added here, domain §1.3), else the
--      national agreement of its NAF division: 41 and 43 → ouvriers du bâtiment (1597; 1596
--      has the same values), 42 → ouvriers des travaux publics (1702).
-- The timesheet list's own per-week split (timesheet_week.hours_*) is untouched.

-- ---------------------------------------------------------------------------------------
-- The client's collective agreement (IDCC, four digits: domain §8).
alter table public.company add column idcc text,
  add constraint company_idcc_format check (idcc is null or idcc ~ '^\d{4}$');
comment on column public.company.idcc is 'Convention collective de l''entreprise utilisatrice (IDCC), qui fixe les majorations de nuit, dimanche et jours fériés';

create or replace function private.company_convention_idcc(p_company_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(c.idcc,
                  case when c.naf_code ~ '^4[13]' then '1597' when c.naf_code ~ '^42' then '1702' end)
  from public.company c where c.id = p_company_id
$$;

-- ---------------------------------------------------------------------------------------
-- Majorations of the BTP ouvriers agreements, as dated values (never rewritten: a change is a
-- new dated row, 20260107000200_legal_parameter_dated.sql).
--   Bâtiment, ouvriers (IDCC 1596 up to 10 employees, 1597 over 10): conventions collectives
--   nationales du 7 mars 2018, in force on 1 July 2018 (Légifrance KALICONT000005635221 and
--   KALICONT000005635220, titre III « Durée du travail »). Exceptional night work (hours
--   between 20 h and 6 h of an ouvrier who is not a habitual night worker — a temp on a
--   mission is one in practice) is paid +100 %; the habitual night worker's counterparts are
--   set by the BTP accord national of 12 July 2006 and the company. The national agreements
--   set no Sunday or public-holiday majoration (the departmental agreements do, e.g. Isère,
--   IDCC 2033: +100 %), hence 0 % — a worked 1 May stays at +100 % (L3133-6).
--   Travaux publics, ouvriers (IDCC 1702, convention du 15 décembre 1992, art. 1.2): the
--   night majoration comes from the specialty avenants (USIRF roads, SETVF railways: +100 %
--   for exceptional night work, FNTP); the national text sets none, nor for Sundays and
--   public holidays.
--   Isère, ouvriers du bâtiment (IDCC 2033, art. 2.1.1 a and 2.1.2): exceptional night work,
--   Sundays and public holidays +100 %.
-- is_verified = false: the article references are to be checked against Légifrance by the
-- payroll team before the first export (the values are the agreements' published ones).
insert into public.legal_parameter (key, value, unit, valid_from, valid_to, source, is_verified, note) values
  ('pay_majoration_night_idcc_1596', 100, 'percent', '2018-07-01', null, 'CCN ouvriers du bâtiment jusqu''à 10 salariés du 7 mars 2018 (IDCC 1596), titre III', false, 'travail exceptionnel de nuit (20 h – 6 h)'),
  ('pay_majoration_sunday_idcc_1596', 0, 'percent', '2018-07-01', null, 'CCN ouvriers du bâtiment du 7 mars 2018 (IDCC 1596) : pas de majoration nationale', false, 'dimanche : conventions départementales'),
  ('pay_majoration_public_holiday_idcc_1596', 0, 'percent', '2018-07-01', null, 'CCN ouvriers du bâtiment du 7 mars 2018 (IDCC 1596) : pas de majoration nationale', false, 'jour férié autre que le 1er mai'),
  ('pay_majoration_night_idcc_1597', 100, 'percent', '2018-07-01', null, 'CCN ouvriers du bâtiment plus de 10 salariés du 7 mars 2018 (IDCC 1597), titre III', false, 'travail exceptionnel de nuit (20 h – 6 h)'),
  ('pay_majoration_sunday_idcc_1597', 0, 'percent', '2018-07-01', null, 'CCN ouvriers du bâtiment du 7 mars 2018 (IDCC 1597) : pas de majoration nationale', false, 'dimanche : conventions départementales'),
  ('pay_majoration_public_holiday_idcc_1597', 0, 'percent', '2018-07-01', null, 'CCN ouvriers du bâtiment du 7 mars 2018 (IDCC 1597) : pas de majoration nationale', false, 'jour férié autre que le 1er mai'),
  ('pay_majoration_night_idcc_1702', 0, 'percent', '1993-01-01', null, 'CCN ouvriers des travaux publics du 15 décembre 1992 (IDCC 1702), art. 1.2 : avenants de spécialité', false, 'nuit : avenants USIRF, SETVF (+100 %)'),
  ('pay_majoration_sunday_idcc_1702', 0, 'percent', '1993-01-01', null, 'CCN ouvriers des travaux publics du 15 décembre 1992 (IDCC 1702)', false, 'dimanche'),
  ('pay_majoration_public_holiday_idcc_1702', 0, 'percent', '1993-01-01', null, 'CCN ouvriers des travaux publics du 15 décembre 1992 (IDCC 1702)', false, 'jour férié autre que le 1er mai'),
  ('pay_majoration_night_idcc_2033', 100, 'percent', '2018-07-01', null, 'Convention des ouvriers du bâtiment de l''Isère (IDCC 2033), art. 2.1.1 a', false, 'travail exceptionnel de nuit (21 h – 6 h)'),
  ('pay_majoration_sunday_idcc_2033', 100, 'percent', '2018-07-01', null, 'Convention des ouvriers du bâtiment de l''Isère (IDCC 2033), art. 2.1.2', false, 'dimanche'),
  ('pay_majoration_public_holiday_idcc_2033', 100, 'percent', '2018-07-01', null, 'Convention des ouvriers du bâtiment de l''Isère (IDCC 2033), art. 2.1.2', false, 'jour férié autre que le 1er mai')
on conflict (key, valid_from) do nothing;

-- A majoration's percentage on a date for a collective agreement (the general value without one).
create or replace function private.pay_majoration(p_key text, p_idcc text, p_on date)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(case when p_idcc is not null then private.legal_value(p_key || '_idcc_' || p_idcc, p_on) end,
                  private.pay_parameter(p_key, p_on))
$$;

-- ---------------------------------------------------------------------------------------
-- The elements of a talent's validated weeks whose Monday lies between two dates, priced day
-- by day (see the header). p_keys keeps the lines of some contract_keys only (the IFM base of
-- one mission): the overtime split still counts every contract of the talent's weeks.
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
    join public.contract c0 on c0.id = wk.contract_id
    -- the terms in force on the day: the latest signed version started on or before it
    left join lateral (
      select v.id, v.hourly_wage, v.working_hours, v.working_days, v.meal_type, v.meal_card_value, v.company_id
      from public.contract v
      where v.workspace_id = p_workspace_id and v.contract_key = wk.contract_key
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

revoke all on function private.company_convention_idcc(uuid), private.pay_majoration(text, text, date) from public;
grant execute on function private.company_convention_idcc(uuid), private.pay_majoration(text, text, date) to authenticated, service_role;
