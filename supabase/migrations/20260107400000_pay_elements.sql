-- Pay tracking computed from validated timesheets (domain.md §3.3–§3.4, §6.2), each figure
-- traceable to its timesheet lines:
--   1. the policy parameters the pay reads (majorations, IFM/ICCP rates, the pay cut-off day);
--   2. pay_tracking's missing columns (Sunday and holiday hours, majorations, the meal-voucher
--      share, the companies and owners the list filters on, the export batch);
--   3. pay_element: one line per pay element (code, quantity, rate, amount) with the
--      timesheet weeks and days (and advances) it comes from;
--   4. private.pay_lines (the elements of a talent's validated weeks between two dates) and
--      public.compute_pay_tracking / public.compute_pay_period, recomputing while not exported;
--   5. the lock: an exported or paid line and its elements refuse edits (French message);
--      statuses and who moves them (domain §3.4), regularization to reopen;
--   6. the payroll export (public.export_pay_period, public.pay_export_lines, pay_export_batch);
--   7. the pay cut-off (public.pay_cutoff_status: days left, contracts without a signed
--      timesheet), read by the pay-tracking banner and the action centre;
--   8. a validated timesheet (re)computes its talent's pay of the period (SYS to_prepare → in_progress).
-- A timesheet week belongs to the pay period that contains its Monday (its days, meals and
-- overtime go with it), as the seed's pays do.

-- ---------------------------------------------------------------------------------------
-- 1. Parameters (policy values to confirm with the branch agreement: is_verified = false).
insert into public.legal_parameter (key, value, unit, valid_from, valid_to, source, is_verified, note) values
  ('pay_majoration_night', 25, 'percent', '2020-01-01', null, 'convention / accord (à vérifier)', false, 'heures de nuit (21 h – 6 h)'),
  ('pay_majoration_sunday', 50, 'percent', '2020-01-01', null, 'convention / accord (à vérifier)', false, 'heures travaillées le dimanche'),
  ('pay_majoration_public_holiday', 0, 'percent', '2020-01-01', null, 'L3133-1 ; convention (à vérifier)', false, 'jour férié travaillé autre que le 1er mai'),
  ('pay_majoration_may_first', 100, 'percent', '2020-01-01', null, 'L3133-6', true, '1er mai travaillé'),
  ('ifm_rate', 10, 'percent', '2020-01-01', null, 'L1251-32', true, 'indemnité de fin de mission'),
  ('iccp_rate', 10, 'percent', '2020-01-01', null, 'L1251-19', true, 'indemnité compensatrice de congés payés'),
  ('pay_cutoff_day', 2, 'day', '2020-01-01', null, 'politique interne', true, 'jour du mois suivant où la paie de la période est clôturée')
on conflict (key, valid_from) do nothing;

-- A parameter's value on a date, or its first value for dates before it (pays of past periods).
create or replace function private.pay_parameter(p_key text, p_on date)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.legal_value(p_key, p_on),
                  (select p.value from public.legal_parameter p where p.key = p_key order by p.valid_from limit 1))
$$;

-- ---------------------------------------------------------------------------------------
-- 2. pay_tracking's missing columns.
create type public.pay_element_category as enum (
  'hours', 'overtime', 'majoration', 'paid_absence', 'bonus_subject', 'allowance', 'ifm', 'iccp', 'deduction', 'info'
);
insert into public.enum_label (enum_name, value, label, position) values
  ('pay_element_category', 'hours', 'Heures', 1),
  ('pay_element_category', 'overtime', 'Heures supplémentaires', 2),
  ('pay_element_category', 'majoration', 'Majorations', 3),
  ('pay_element_category', 'paid_absence', 'Absences rémunérées', 4),
  ('pay_element_category', 'bonus_subject', 'Primes soumises à cotisations', 5),
  ('pay_element_category', 'allowance', 'Indemnités non soumises', 6),
  ('pay_element_category', 'ifm', 'Indemnité de fin de mission', 7),
  ('pay_element_category', 'iccp', 'Indemnité compensatrice de congés payés', 8),
  ('pay_element_category', 'deduction', 'Retenues', 9),
  ('pay_element_category', 'info', 'Pour information', 10);

-- pay_export_batch: one payroll export of a period (the file can be produced again from it).
create table public.pay_export_batch (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspace (id) on delete cascade,
  period_start date not null,
  period_end date not null,
  row_count integer not null default 0,
  gross_total numeric(14, 2) not null default 0,
  exported_at timestamptz not null default now(),
  exported_by uuid references public.auth_user (id) on delete set null,
  created_at timestamptz not null default now()
);
create index pay_export_batch_workspace_period_idx on public.pay_export_batch (workspace_id, period_start);
create index pay_export_batch_exported_by_idx on public.pay_export_batch (exported_by);

alter table public.pay_tracking
  add column sunday_hours numeric(6, 2) not null default 0,
  add column holiday_hours numeric(6, 2) not null default 0,
  add column majorations_amount numeric(12, 2) not null default 0,
  add column meal_voucher_employee_share numeric(12, 2) not null default 0,
  add column company_ids uuid[] not null default '{}',
  add column owner_ids uuid[] not null default '{}',
  add column computed_at timestamptz,
  add column payroll_export_batch_id uuid references public.pay_export_batch (id) on delete set null,
  add constraint pay_tracking_new_amounts_positive check (
    least(sunday_hours, holiday_hours, majorations_amount, meal_voucher_employee_share) >= 0
  );
create index pay_tracking_period_idx on public.pay_tracking (workspace_id, period_start, status);
create index pay_tracking_company_ids_idx on public.pay_tracking using gin (company_ids);
create index pay_tracking_owner_ids_idx on public.pay_tracking using gin (owner_ids);
create index pay_tracking_payroll_export_batch_id_idx on public.pay_tracking (payroll_export_batch_id);

-- ---------------------------------------------------------------------------------------
-- 3. pay_element: the elements of one pay line, each with the timesheet lines it comes from.
create table public.pay_element (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspace (id) on delete cascade,
  pay_tracking_id uuid not null references public.pay_tracking (id) on delete cascade,
  position smallint not null default 0,
  contract_key text,
  code text not null,
  label text not null,
  category public.pay_element_category not null,
  quantity numeric(10, 2),
  rate numeric(12, 4),
  amount numeric(12, 2) not null default 0,
  timesheet_week_ids uuid[] not null default '{}',
  timesheet_day_ids uuid[] not null default '{}',
  advance_payment_request_ids uuid[] not null default '{}',
  created_at timestamptz not null default now(),
  constraint pay_element_code_format check (code ~ '^[A-Z0-9_]{2,30}$'),
  constraint pay_element_amount_positive check (amount >= 0)
);
create index pay_element_pay_tracking_idx on public.pay_element (pay_tracking_id, position);
create index pay_element_workspace_id_idx on public.pay_element (workspace_id);

-- ---------------------------------------------------------------------------------------
-- 4. The computation.

-- The French label and export code of a mission bonus type (mission.bonuses, domain §2.1).
create or replace function private.pay_bonus_code(p_type text, p_subject boolean)
returns text
language sql
immutable
set search_path = ''
as $$
  select (case when p_subject then 'PRIME_' else 'IND_' end) || case p_type
    when 'meal' then 'REPAS' when 'travel' then 'TRAJET' when 'transport' then 'TRANSPORT' when 'tools' then 'OUTILLAGE'
    when 'dirt' then 'SALISSURE' when 'weather' then 'INTEMPERIES' when 'team' then 'EQUIPE' else 'AUTRE' end
$$;

create or replace function private.pay_bonus_label(p_type text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_type
    when 'meal' then 'Prime de repas' when 'travel' then 'Indemnité de trajet' when 'transport' then 'Indemnité de transport'
    when 'tools' then 'Prime d''outillage' when 'dirt' then 'Prime de salissure' when 'weather' then 'Prime d''intempéries'
    when 'team' then 'Prime d''équipe' else 'Prime' end
$$;

-- Whether the IFM is due on a contract (L1251-32/33, domain §5.6): a mission contract (not a
-- CDI intérimaire), not a seasonal or usage job, not ended for a CDI hire, serious misconduct,
-- force majeure, the trial period or at the talent's initiative, and not switched off on the
-- contract (an `ifm_applicable` column, when the contract has one).
create or replace function private.pay_ifm_due(p_contract public.contract)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_contract.contract_type = 'mission'
     and coalesce(p_contract.contract_reason::text, '') not in ('seasonal', 'usage')
     and coalesce(p_contract.definitive_end_reason::text, '') not in ('talent_cdi_hire', 'client_cdi_hire', 'serious_misconduct', 'force_majeure', 'trial_period')
     and p_contract.definitive_end_initiator is distinct from 'talent'
     and coalesce((to_jsonb(p_contract) ->> 'ifm_applicable')::boolean, true)
$$;

-- The elements of a talent's validated weeks (validated, exported or invoiced) whose Monday
-- lies between two dates, per contract_key and rate — hours, overtime, majorations, paid
-- public holidays, absences (for information), the mission's bonuses, meal allowances and the
-- meal-voucher share — without IFM, ICCP or advances. Each line lists its weeks and days.
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
  with weeks as (
    select w.id, w.contract_key, w.week_start, w.total_hours, w.hours_normal, w.hours_ot25, w.hours_ot50,
           c.hourly_wage as wage, c.mission_id, c.meal_type, c.meal_card_value, c.working_hours, c.working_days
    from public.timesheet_week w
    join public.contract c on c.id = w.contract_id
    where w.workspace_id = p_workspace_id and w.talent_id = p_talent_id
      and w.status in ('validated', 'exported', 'invoiced')
      and w.week_start between p_from and p_to
      and (p_keys is null or w.contract_key = any (p_keys))
      and c.contract_type <> 'independent_service' and c.hourly_wage is not null
  ),
  days as (
    select d.id, d.timesheet_week_id, d.date, d.worked_hours, d.night_hours, d.absence_type, d.meal,
           wk.contract_key, wk.wage, wk.meal_type, wk.meal_card_value, wk.working_hours, wk.working_days,
           private.is_french_public_holiday(d.date) as holiday,
           to_char(d.date, 'MM-DD') = '05-01' as may_first,
           extract(isodow from d.date) = 7 as sunday
    from public.timesheet_day d join weeks wk on wk.id = d.timesheet_week_id
  ),
  -- Majorations: rate = wage × percentage (night, Sunday unless a public holiday, holiday, 1 May).
  majorations as (
    select d.contract_key, d.wage, 'MAJ_NUIT' as code, 'Majoration heures de nuit' as label, 'pay_majoration_night' as param,
           d.night_hours as hours, d.id, d.timesheet_week_id, d.date, 11 as sort
    from days d where d.night_hours > 0
    union all
    select d.contract_key, d.wage, 'MAJ_DIMANCHE', 'Majoration dimanche', 'pay_majoration_sunday', d.worked_hours, d.id, d.timesheet_week_id, d.date, 12
    from days d where d.sunday and not d.holiday and d.worked_hours > 0
    union all
    select d.contract_key, d.wage, 'MAJ_FERIE', 'Majoration jour férié travaillé', 'pay_majoration_public_holiday', d.worked_hours, d.id, d.timesheet_week_id, d.date, 13
    from days d where d.holiday and not d.may_first and d.worked_hours > 0
    union all
    select d.contract_key, d.wage, 'MAJ_1MAI', 'Majoration 1er mai travaillé', 'pay_majoration_may_first', d.worked_hours, d.id, d.timesheet_week_id, d.date, 14
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
    select wk.contract_key, 'HN' as code, 'Heures normales' as label, 'hours'::public.pay_element_category as category,
           sum(wk.hours_normal) as quantity, wk.wage as rate, round(sum(wk.hours_normal) * wk.wage, 2) as amount,
           array_agg(wk.id order by wk.week_start) as week_ids,
           (select coalesce(array_agg(d.id order by d.date), '{}') from days d where d.timesheet_week_id = any (array_agg(wk.id)) and d.worked_hours > 0) as day_ids,
           1::smallint as sort
    from weeks wk group by wk.contract_key, wk.wage having sum(wk.hours_normal) > 0
    union all
    select wk.contract_key, 'HS25', 'Heures supplémentaires à +25 %', 'overtime',
           sum(wk.hours_ot25), round(wk.wage * (1 + private.pay_parameter('overtime_majoration_25', min(wk.week_start)) / 100), 4),
           round(sum(wk.hours_ot25) * round(wk.wage * (1 + private.pay_parameter('overtime_majoration_25', min(wk.week_start)) / 100), 4), 2),
           array_agg(wk.id order by wk.week_start),
           (select coalesce(array_agg(d.id order by d.date), '{}') from days d where d.timesheet_week_id = any (array_agg(wk.id)) and d.worked_hours > 0),
           2::smallint
    from weeks wk where wk.hours_ot25 > 0 group by wk.contract_key, wk.wage
    union all
    select wk.contract_key, 'HS50', 'Heures supplémentaires à +50 %', 'overtime',
           sum(wk.hours_ot50), round(wk.wage * (1 + private.pay_parameter('overtime_majoration_50', min(wk.week_start)) / 100), 4),
           round(sum(wk.hours_ot50) * round(wk.wage * (1 + private.pay_parameter('overtime_majoration_50', min(wk.week_start)) / 100), 4), 2),
           array_agg(wk.id order by wk.week_start),
           (select coalesce(array_agg(d.id order by d.date), '{}') from days d where d.timesheet_week_id = any (array_agg(wk.id)) and d.worked_hours > 0),
           3::smallint
    from weeks wk where wk.hours_ot50 > 0 group by wk.contract_key, wk.wage
    union all
    select m.contract_key, m.code, m.label, 'majoration', sum(m.hours),
           round(m.wage * private.pay_parameter(m.param, min(m.date)) / 100, 4),
           round(sum(m.hours) * round(m.wage * private.pay_parameter(m.param, min(m.date)) / 100, 4), 2),
           array_agg(distinct m.timesheet_week_id), array_agg(m.id order by m.date), min(m.sort)::smallint
    from majorations m group by m.contract_key, m.code, m.label, m.param, m.wage
    having private.pay_parameter(m.param, min(m.date)) > 0
    union all
    -- A public holiday not worked, inside the contract, is paid at the contract's daily hours
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
    -- Meal allowance (panier) per day: the contract's amount, else the URSSAF workplace cap.
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

-- Categories that make the gross subject to contributions (IFM and ICCP bases).
create or replace function private.pay_is_gross(p_category public.pay_element_category)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_category in ('hours', 'overtime', 'majoration', 'paid_absence', 'bonus_subject')
$$;

-- Recomputes one pay line from its talent's validated timesheets: its elements (replaced)
-- and its totals. IFM and ICCP on the mission's last pay (the period holding the week of its
-- end), on the whole mission's gross; the advances paid for the period's months deducted.
-- Refused once exported (regularization reopens it). Accounting, developers or the system.
create or replace function public.compute_pay_tracking(p_pay_tracking_id uuid)
returns public.pay_tracking
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pay public.pay_tracking;
  v_key record;
  v_base numeric;
  v_ifm numeric;
  v_weeks uuid[];
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  select p.* into v_pay from public.pay_tracking p where p.id = p_pay_tracking_id;
  if v_pay.id is null or not (private.is_system() or v_pay.workspace_id = any (private.current_workspace_ids())) then
    perform private.fail('Paie introuvable', 'pay_tracking_not_found', '42501');
  end if;
  if not (private.is_system() or v_previous_actor = 'system' or private.has_any_role('{accounting_team_member,team_member_developer}')) then
    perform private.fail('Seule la comptabilité peut calculer la paie', 'pay_tracking_compute_role', '42501');
  end if;
  if v_pay.status in ('exported', 'paid') and not private.is_system() then
    perform private.fail('La paie de cette période est exportée : elle n''est plus modifiable (passez-la en régularisation pour la corriger)',
                         'pay_tracking_exported_locked');
  end if;

  perform set_config('renfort.actor', 'system', true);
  delete from public.pay_element e where e.pay_tracking_id = v_pay.id;
  insert into public.pay_element (workspace_id, pay_tracking_id, position, contract_key, code, label, category, quantity, rate, amount,
                                  timesheet_week_ids, timesheet_day_ids)
  select v_pay.workspace_id, v_pay.id, l.sort, l.contract_key, l.code, l.label, l.category, l.quantity, l.rate, l.amount,
         l.timesheet_week_ids, l.timesheet_day_ids
  from private.pay_lines(v_pay.workspace_id, v_pay.talent_id, v_pay.period_start, v_pay.period_end) l;

  -- IFM and ICCP of each mission whose end falls in a week of this period.
  for v_key in
    select c.*, coalesce(c.definitive_end_date, c.end_date) as last_day
    from public.contract c
    where c.workspace_id = v_pay.workspace_id and c.talent_id = v_pay.talent_id and not c.is_amendment
      and c.contract_type <> 'independent_service' and c.status <> 'canceled'
      and coalesce(c.definitive_end_date, c.end_date) is not null
      and (coalesce(c.definitive_end_date, c.end_date) - (extract(isodow from coalesce(c.definitive_end_date, c.end_date))::integer - 1))
          between v_pay.period_start and v_pay.period_end
    order by c.contract_key
  loop
    select coalesce(sum(l.amount) filter (where private.pay_is_gross(l.category)), 0),
           coalesce((select array_agg(distinct w) from private.pay_lines(v_pay.workspace_id, v_pay.talent_id, '-infinity', v_pay.period_end, array[v_key.contract_key]) l2,
                     unnest(l2.timesheet_week_ids) w), '{}')
      into v_base, v_weeks
    from private.pay_lines(v_pay.workspace_id, v_pay.talent_id, '-infinity', v_pay.period_end, array[v_key.contract_key]) l;
    continue when v_base <= 0 or v_key.contract_type <> 'mission';
    v_ifm := 0;
    if private.pay_ifm_due((select c from public.contract c where c.id = v_key.id)) then
      v_ifm := round(v_base * private.pay_parameter('ifm_rate', v_key.last_day) / 100, 2);
      insert into public.pay_element (workspace_id, pay_tracking_id, position, contract_key, code, label, category, quantity, rate, amount, timesheet_week_ids)
      values (v_pay.workspace_id, v_pay.id, 50, v_key.contract_key, 'IFM', 'Indemnité de fin de mission', 'ifm', v_base,
              private.pay_parameter('ifm_rate', v_key.last_day) / 100, v_ifm, v_weeks);
    end if;
    insert into public.pay_element (workspace_id, pay_tracking_id, position, contract_key, code, label, category, quantity, rate, amount, timesheet_week_ids)
    values (v_pay.workspace_id, v_pay.id, 51, v_key.contract_key, 'ICCP', 'Indemnité compensatrice de congés payés', 'iccp', v_base + v_ifm,
            private.pay_parameter('iccp_rate', v_key.last_day) / 100,
            round((v_base + v_ifm) * private.pay_parameter('iccp_rate', v_key.last_day) / 100, 2), v_weeks);
  end loop;

  -- Advances paid for the months of the period (and not deducted by another pay).
  insert into public.pay_element (workspace_id, pay_tracking_id, position, code, label, category, quantity, amount, advance_payment_request_ids)
  select v_pay.workspace_id, v_pay.id, 81, 'ACOMPTE', 'Acomptes versés', 'deduction', count(*), sum(coalesce(a.approved_amount, a.requested_amount)),
         array_agg(a.id order by a.paid_at, a.id)
  from public.advance_payment_request a
  where a.workspace_id = v_pay.workspace_id and a.talent_id = v_pay.talent_id and a.status in ('paid', 'deducted')
    and a.period_month between date_trunc('month', v_pay.period_start)::date and v_pay.period_end
    and (a.deducted_in_pay_tracking_id is null or a.deducted_in_pay_tracking_id = v_pay.id)
  having count(*) > 0;

  update public.pay_tracking p
  set hours_normal = t.hn, hours_ot25 = t.hs25, hours_ot50 = t.hs50, night_hours = t.night, sunday_hours = t.sunday, holiday_hours = t.holiday,
      gross_base = t.base, gross_overtime = t.overtime, majorations_amount = t.majorations, bonuses_subject = t.bonuses,
      allowances_not_subject = t.allowances, ifm_amount = t.ifm, iccp_amount = t.iccp,
      gross_total = t.base + t.overtime + t.majorations + t.bonuses + t.ifm + t.iccp,
      advances_deducted = t.advances, meal_voucher_employee_share = t.vouchers,
      contract_keys = coalesce(k.keys, '{}'), company_ids = coalesce(k.companies, '{}'), owner_ids = coalesce(k.owners, '{}'),
      computed_at = now()
  from (
    select coalesce(sum(e.quantity) filter (where e.code = 'HN'), 0) as hn,
           coalesce(sum(e.quantity) filter (where e.code = 'HS25'), 0) as hs25,
           coalesce(sum(e.quantity) filter (where e.code = 'HS50'), 0) as hs50,
           coalesce(sum(e.quantity) filter (where e.code = 'MAJ_NUIT'), 0) as night,
           coalesce(sum(e.quantity) filter (where e.code = 'MAJ_DIMANCHE'), 0) as sunday,
           coalesce(sum(e.quantity) filter (where e.code in ('MAJ_FERIE', 'MAJ_1MAI')), 0) as holiday,
           coalesce(sum(e.amount) filter (where e.category in ('hours', 'paid_absence')), 0) as base,
           coalesce(sum(e.amount) filter (where e.category = 'overtime'), 0) as overtime,
           coalesce(sum(e.amount) filter (where e.category = 'majoration'), 0) as majorations,
           coalesce(sum(e.amount) filter (where e.category = 'bonus_subject'), 0) as bonuses,
           coalesce(sum(e.amount) filter (where e.category = 'allowance'), 0) as allowances,
           coalesce(sum(e.amount) filter (where e.category = 'ifm'), 0) as ifm,
           coalesce(sum(e.amount) filter (where e.category = 'iccp'), 0) as iccp,
           coalesce(sum(e.amount) filter (where e.code = 'ACOMPTE'), 0) as advances,
           coalesce(sum(e.amount) filter (where e.code = 'TR_PART_SALARIALE'), 0) as vouchers
    from public.pay_element e where e.pay_tracking_id = v_pay.id
  ) t
  left join lateral (
    select array_agg(distinct c.contract_key) as keys,
           array_agg(distinct c.company_id) filter (where c.company_id is not null) as companies,
           array_agg(distinct c.owner_id) filter (where c.owner_id is not null) as owners
    from public.contract c
    where c.workspace_id = v_pay.workspace_id and not c.is_amendment
      and c.contract_key in (select e.contract_key from public.pay_element e where e.pay_tracking_id = v_pay.id)
  ) k on true
  where p.id = v_pay.id
  returning p.* into v_pay;
  perform set_config('renfort.actor', v_previous_actor, true);
  return v_pay;
end
$$;

-- Creates the missing pay lines of a period (talents with validated weeks in it, or a mission
-- ending in it) in the caller's workspaces and recomputes every line not exported. Returns
-- the number of lines computed. Accounting, developers or the system.
create or replace function public.compute_pay_period(p_period_start date, p_period_end date default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_end date := coalesce(p_period_end, (date_trunc('month', p_period_start) + interval '1 month - 1 day')::date);
  v_workspaces uuid[] := case when private.is_system() then (select array_agg(w.id) from public.workspace w) else private.current_workspace_ids() end;
  v_row record;
  v_count integer := 0;
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  if not (private.is_system() or private.has_any_role('{accounting_team_member,team_member_developer}')) then
    perform private.fail('Seule la comptabilité peut calculer la paie', 'pay_tracking_compute_role', '42501');
  end if;
  if v_end < p_period_start then
    perform private.fail('La fin de période doit être postérieure ou égale au début', 'pay_tracking_dates_order');
  end if;
  perform set_config('renfort.actor', 'system', true);
  insert into public.pay_tracking (workspace_id, talent_id, period_start, period_end, status)
  select distinct w.workspace_id, w.talent_id, p_period_start, v_end, 'to_prepare'::public.pay_tracking_status
  from public.timesheet_week w join public.contract c on c.id = w.contract_id
  where w.workspace_id = any (v_workspaces) and w.status in ('validated', 'exported', 'invoiced')
    and w.week_start between p_period_start and v_end and c.contract_type <> 'independent_service'
  on conflict (workspace_id, talent_id, period_start) do nothing;
  for v_row in
    select p.id, p.status from public.pay_tracking p
    where p.workspace_id = any (v_workspaces) and p.period_start = p_period_start and p.status not in ('exported', 'paid')
    order by p.id
  loop
    perform public.compute_pay_tracking(v_row.id);
    if v_row.status = 'to_prepare' and exists (select 1 from public.pay_element e where e.pay_tracking_id = v_row.id) then
      update public.pay_tracking set status = 'in_progress' where id = v_row.id;
    end if;
    v_count := v_count + 1;
  end loop;
  perform set_config('renfort.actor', v_previous_actor, true);
  return v_count;
end
$$;

-- ---------------------------------------------------------------------------------------
-- 5. Statuses (domain §3.4): accounting moves the line along; a CSM may flag an anomaly (with
-- its note); an exported line only goes to paid or, with a comment, to regularization, which
-- reopens it for a new control and export.
delete from public.status_transition where entity = 'pay_tracking';
insert into public.status_transition (entity, from_status, to_status, roles, external_actors, requires_comment, note) values
  ('pay_tracking', null, 'to_prepare', '{accounting_team_member}', '{}', false, null),
  ('pay_tracking', null, 'in_progress', '{accounting_team_member}', '{}', false, null),
  ('pay_tracking', 'to_prepare', 'in_progress', '{accounting_team_member}', '{}', false, 'ou automatiquement au premier relevé validé'),
  ('pay_tracking', 'in_progress', 'to_control', '{accounting_team_member}', '{}', false, null),
  ('pay_tracking', 'to_control', 'in_progress', '{accounting_team_member}', '{}', false, null),
  ('pay_tracking', 'to_control', 'controlled', '{accounting_team_member}', '{}', false, 'tous les relevés de la période validés'),
  ('pay_tracking', 'controlled', 'to_control', '{accounting_team_member}', '{}', false, null),
  ('pay_tracking', 'controlled', 'exported', '{accounting_team_member}', '{}', false, 'par l''export de paie de la période'),
  ('pay_tracking', 'exported', 'paid', '{accounting_team_member}', '{}', false, null),
  ('pay_tracking', 'exported', 'regularization', '{accounting_team_member}', '{}', true, 'rouvre la paie exportée'),
  ('pay_tracking', 'paid', 'regularization', '{accounting_team_member}', '{}', true, 'rouvre la paie payée'),
  ('pay_tracking', 'regularization', 'to_control', '{accounting_team_member}', '{}', false, null),
  ('pay_tracking', 'to_prepare', 'anomaly', '{accounting_team_member,csm_team_member}', '{}', true, 'note obligatoire'),
  ('pay_tracking', 'in_progress', 'anomaly', '{accounting_team_member,csm_team_member}', '{}', true, 'note obligatoire'),
  ('pay_tracking', 'to_control', 'anomaly', '{accounting_team_member,csm_team_member}', '{}', true, 'note obligatoire'),
  ('pay_tracking', 'controlled', 'anomaly', '{accounting_team_member,csm_team_member}', '{}', true, 'note obligatoire'),
  ('pay_tracking', 'regularization', 'anomaly', '{accounting_team_member,csm_team_member}', '{}', true, 'note obligatoire'),
  ('pay_tracking', 'anomaly', 'in_progress', '{accounting_team_member}', '{}', false, 'anomalie levée'),
  ('pay_tracking', 'anomaly', 'to_control', '{accounting_team_member}', '{}', false, 'anomalie levée');

-- Validates a pay line: dates, the timesheets validated before control, the net from control
-- onwards and advances ≤ net, the anomaly note (cleared when the anomaly is lifted).
create or replace function private.prepare_pay_tracking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pending integer;
begin
  perform private.assert_same_workspace(new.workspace_id, 'talent', new.talent_id, 'Le talent');
  if new.period_end < new.period_start then
    perform private.fail('La fin de période doit être postérieure ou égale au début', 'pay_tracking_dates_order');
  end if;
  if new.status = 'controlled' and (tg_op = 'INSERT' or old.status is distinct from 'controlled') and not private.is_system() then
    select count(*) into v_pending from public.timesheet_week w
    where w.workspace_id = new.workspace_id and w.talent_id = new.talent_id and w.week_start between new.period_start and new.period_end
      and w.status not in ('validated', 'exported', 'invoiced', 'canceled');
    if v_pending > 0 then
      perform private.fail(format('Tous les relevés de la période doivent être validés avant le contrôle (%s en attente)', v_pending),
                           'pay_tracking_timesheets_validated');
    end if;
  end if;
  if new.status in ('controlled', 'exported', 'paid') and new.net_to_pay is null then
    perform private.fail('Le net à payer est obligatoire à partir du contrôle', 'pay_tracking_net_required');
  end if;
  if new.net_to_pay is not null and new.advances_deducted > new.net_to_pay then
    perform private.fail('Les acomptes déduits ne peuvent pas dépasser le net à payer', 'pay_tracking_advances');
  end if;
  if new.status = 'anomaly' and coalesce(btrim(new.anomaly_note), '') = '' then
    perform private.fail('Une note est obligatoire pour signaler une anomalie', 'pay_tracking_anomaly_note');
  end if;
  if tg_op = 'UPDATE' and old.status = 'anomaly' and new.status <> 'anomaly' then
    new.anomaly_note := null;
  end if;
  if new.status = 'paid' then
    new.paid_at := coalesce(new.paid_at, now());
  end if;
  return new;
end
$$;

-- An exported or paid line keeps its figures: only its status (paid, regularization), the
-- net and the payment's details change. The system (imports, migrations) is trusted.
create or replace function private.guard_exported_pay_tracking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_free text[] := array['status', 'status_changed_at', 'net_to_pay', 'payslip_file', 'payment_reference', 'paid_at', 'updated_at', 'updated_by'];
begin
  if private.is_system() or old.status not in ('exported', 'paid') then
    return coalesce(new, old);
  end if;
  if tg_op = 'DELETE' and private.has_role('team_member_developer') then
    return old;
  end if;
  if tg_op = 'DELETE' or (to_jsonb(new) - v_free) is distinct from (to_jsonb(old) - v_free) then
    perform private.fail('La paie de cette période est exportée : elle n''est plus modifiable (passez-la en régularisation pour la corriger)',
                         'pay_tracking_exported_locked');
  end if;
  return new;
end
$$;

create trigger pay_tracking_exported_lock before update or delete on public.pay_tracking
  for each row execute function private.guard_exported_pay_tracking();

-- The elements of an exported or paid line are frozen with it.
create or replace function private.guard_exported_pay_element()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_system() and exists (
    select 1 from public.pay_tracking p where p.id = coalesce(new.pay_tracking_id, old.pay_tracking_id) and p.status in ('exported', 'paid')
  ) then
    perform private.fail('La paie de cette période est exportée : elle n''est plus modifiable (passez-la en régularisation pour la corriger)',
                         'pay_tracking_exported_locked');
  end if;
  return coalesce(new, old);
end
$$;

create trigger pay_element_exported_lock before insert or update or delete on public.pay_element
  for each row execute function private.guard_exported_pay_element();

-- Counts per status of the caller's pay lines (a period, or all), for the list's quick filters.
create or replace function public.pay_tracking_status_counts(p_period_start date default null)
returns table (status public.pay_tracking_status, count bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select p.status, count(*) from public.pay_tracking p
  where p_period_start is null or p.period_start = p_period_start
  group by p.status
$$;

-- ---------------------------------------------------------------------------------------
-- 6. Payroll export of a period: every controlled line of the caller's workspaces is exported
-- as it was controlled (locked) under one batch per workspace; its validated timesheet weeks
-- become "transmis en paie". Accounting or developers.
create or replace function public.export_pay_period(p_period_start date)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_workspace uuid;
  v_batch uuid;
  v_batches uuid[] := '{}';
  v_row record;
  v_exported integer := 0;
  v_left integer;
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  if not private.has_any_role('{accounting_team_member,team_member_developer}') then
    perform private.fail('Seule la comptabilité peut exporter la paie', 'pay_export_role', '42501');
  end if;
  if not exists (select 1 from public.pay_tracking p where p.workspace_id = any (private.current_workspace_ids())
                 and p.period_start = p_period_start and p.status = 'controlled') then
    perform private.fail(format('Aucune paie contrôlée à exporter pour la période du %s', private.fr_date(p_period_start)), 'pay_export_nothing');
  end if;
  for v_workspace in
    select distinct p.workspace_id from public.pay_tracking p
    where p.workspace_id = any (private.current_workspace_ids()) and p.period_start = p_period_start and p.status = 'controlled'
  loop
    insert into public.pay_export_batch (workspace_id, period_start, period_end, row_count, gross_total, exported_by)
    select v_workspace, p_period_start, max(p.period_end), count(*), sum(p.gross_total), auth.uid()
    from public.pay_tracking p where p.workspace_id = v_workspace and p.period_start = p_period_start and p.status = 'controlled'
    returning id into v_batch;
    v_batches := v_batches || v_batch;
    perform set_config('renfort.status_comment', 'Export de paie de la période', true);
    update public.pay_tracking p set status = 'exported', payroll_export_batch_id = v_batch
    where p.workspace_id = v_workspace and p.period_start = p_period_start and p.status = 'controlled';
    perform set_config('renfort.status_comment', '', true);
    perform set_config('renfort.actor', 'system', true);
    update public.timesheet_week w set status = 'exported'
    where w.status = 'validated' and w.id in (
      select unnest(e.timesheet_week_ids) from public.pay_element e join public.pay_tracking p on p.id = e.pay_tracking_id
      where p.payroll_export_batch_id = v_batch);
    perform set_config('renfort.actor', v_previous_actor, true);
  end loop;
  select count(*) into v_exported from public.pay_tracking p where p.payroll_export_batch_id = any (v_batches);
  select count(*) into v_left from public.pay_tracking p
  where p.workspace_id = any (private.current_workspace_ids()) and p.period_start = p_period_start and p.status not in ('exported', 'paid');
  return jsonb_build_object('exported', v_exported, 'not_exported', v_left, 'batch_ids', to_jsonb(v_batches));
end
$$;

-- The lines of a period's payroll file: one per talent, element code and rate, from the
-- exported (or paid) lines the caller sees (RLS applies). Accounting or developers.
create or replace function public.pay_export_lines(p_period_start date)
returns table (
  talent_id uuid, last_name text, first_name text, period_start date, period_end date, code text, label text,
  category public.pay_element_category, quantity numeric, rate numeric, amount numeric, contract_keys text, batch_id uuid
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not private.has_any_role('{accounting_team_member,team_member_developer}') then
    perform private.fail('Seule la comptabilité peut exporter la paie', 'pay_export_role', '42501');
  end if;
  return query
  select p.talent_id, t.last_name, t.first_name, p.period_start, p.period_end, e.code, min(e.label), e.category,
         sum(e.quantity), e.rate, sum(e.amount), string_agg(distinct e.contract_key, ' '), p.payroll_export_batch_id
  from public.pay_tracking p
  join public.talent t on t.id = p.talent_id
  join public.pay_element e on e.pay_tracking_id = p.id
  where p.period_start = p_period_start and p.status in ('exported', 'paid')
  group by p.talent_id, t.last_name, t.first_name, p.period_start, p.period_end, e.code, e.category, e.rate, p.payroll_export_batch_id
  order by t.last_name, t.first_name, p.talent_id, min(e.position), e.code, e.rate;
end
$$;

-- ---------------------------------------------------------------------------------------
-- 7. The pay cut-off: the period being closed (the previous month until its cut-off day, the
-- current month after), the days left, and the contracts of the caller (RLS applies) with a
-- week of that period, already begun, without a signed timesheet. One function for the
-- pay-tracking banner and the action centre.
create or replace function public.pay_cutoff_status(p_today date default current_date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with params as (
    select coalesce(private.pay_parameter('pay_cutoff_day', p_today), 2)::integer as cutoff_day
  ),
  period as (
    select case when extract(day from p_today) <= pa.cutoff_day
                then (date_trunc('month', p_today) - interval '1 month')::date
                else date_trunc('month', p_today)::date end as period_start,
           pa.cutoff_day
    from params pa
  ),
  bounds as (
    select pe.period_start, (pe.period_start + interval '1 month - 1 day')::date as period_end,
           (pe.period_start + interval '1 month' + make_interval(days => pe.cutoff_day - 1))::date as cutoff_date
    from period pe
  ),
  missing as (
    select c.id, c.contract_key, c.talent_id, c.company_id, array_agg(wk.monday order by wk.monday) as weeks
    from bounds b
    join public.contract c
      on not c.is_amendment and c.contract_type <> 'independent_service' and c.status in ('active', 'ended', 'terminated_early')
     and c.workspace_id = any (private.current_workspace_ids())
     and c.start_date <= least(b.period_end, p_today) and coalesce(c.definitive_end_date, c.end_date, 'infinity'::date) >= b.period_start
    cross join lateral (
      select g::date as monday
      from generate_series(
        (greatest(b.period_start, c.start_date) - (extract(isodow from greatest(b.period_start, c.start_date))::integer - 1))::timestamp,
        least(b.period_end, p_today, coalesce(c.definitive_end_date, c.end_date, 'infinity'::date))::timestamp, interval '7 days') g
    ) wk
    where wk.monday between b.period_start and b.period_end
      and not exists (select 1 from public.timesheet_week w
                      where w.workspace_id = c.workspace_id and w.contract_key = c.contract_key and w.week_start = wk.monday
                        and w.status in ('signed', 'validated', 'exported', 'invoiced'))
    group by c.id, c.contract_key, c.talent_id, c.company_id
  )
  select jsonb_build_object(
    'period_start', b.period_start,
    'period_end', b.period_end,
    'cutoff_date', b.cutoff_date,
    'days_left', b.cutoff_date - p_today,
    'contract_count', (select count(*) from missing),
    'contracts', coalesce((
      select jsonb_agg(jsonb_build_object(
               'contract_id', m.id, 'contract_key', m.contract_key,
               'talent_id', m.talent_id, 'talent_name', concat_ws(' ', t.first_name, t.last_name),
               'company_id', m.company_id, 'company_name', co.name, 'weeks', to_jsonb(m.weeks))
             order by co.name, t.last_name, m.contract_key)
      from missing m left join public.talent t on t.id = m.talent_id left join public.company co on co.id = m.company_id), '[]'::jsonb)
  )
  from bounds b
$$;

-- ---------------------------------------------------------------------------------------
-- 8. A week validated (or sent back from validated to draft) recomputes its talent's pay of
-- the period, creating the line when needed (SYS to_prepare → in_progress); an exported line
-- is left alone (a regularization reopens it).
create or replace function private.refresh_pay_after_timesheet()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pay public.pay_tracking;
  v_start date := date_trunc('month', new.week_start)::date;
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  if not (new.status = 'validated' or (old.status = 'validated' and new.status = 'draft')) then
    return null;
  end if;
  -- an independent's hours are invoiced (monthly invoice), not paid
  if exists (select 1 from public.contract c where c.id = new.contract_id and c.contract_type = 'independent_service') then
    return null;
  end if;
  select p.* into v_pay from public.pay_tracking p
  where p.workspace_id = new.workspace_id and p.talent_id = new.talent_id and new.week_start between p.period_start and p.period_end;
  if v_pay.id is null and new.status = 'validated' then
    perform set_config('renfort.actor', 'system', true);
    insert into public.pay_tracking (workspace_id, talent_id, period_start, period_end, status)
    values (new.workspace_id, new.talent_id, v_start, (v_start + interval '1 month - 1 day')::date, 'to_prepare')
    returning * into v_pay;
  end if;
  if v_pay.id is null or v_pay.status in ('exported', 'paid') then
    perform set_config('renfort.actor', v_previous_actor, true);
    return null;
  end if;
  perform set_config('renfort.actor', 'system', true);
  perform public.compute_pay_tracking(v_pay.id);
  if v_pay.status = 'to_prepare' and new.status = 'validated' then
    perform set_config('renfort.status_comment', 'Premier relevé validé (automatique)', true);
    update public.pay_tracking set status = 'in_progress' where id = v_pay.id;
    perform set_config('renfort.status_comment', '', true);
  end if;
  perform set_config('renfort.actor', v_previous_actor, true);
  return null;
end
$$;

create trigger timesheet_week_refresh_pay after update of status on public.timesheet_week
  for each row when (new.status is distinct from old.status) execute function private.refresh_pay_after_timesheet();

-- ---------------------------------------------------------------------------------------
alter table public.pay_element enable row level security;
alter table public.pay_export_batch enable row level security;

-- pay_element: whoever reads the pay line reads its elements (written by the functions only).
create policy "pay_element: pay readers can select their lines' elements" on public.pay_element
  for select to authenticated
  using (exists (select 1 from public.pay_tracking p where p.id = pay_tracking_id));

-- pay_export_batch: accounting and developers of the workspace read the exports.
create policy "pay_export_batch: accounting can select workspace batches" on public.pay_export_batch
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[])
         and (select private.has_any_role('{accounting_team_member,team_member_developer}')));

revoke all on public.pay_element, public.pay_export_batch from anon;
grant select on public.pay_element, public.pay_export_batch to authenticated;
grant all on public.pay_element, public.pay_export_batch to service_role;

revoke all on function public.compute_pay_tracking(uuid), public.compute_pay_period(date, date), public.export_pay_period(date),
  public.pay_export_lines(date), public.pay_cutoff_status(date), public.pay_tracking_status_counts(date) from public, anon;
grant execute on function public.compute_pay_tracking(uuid), public.compute_pay_period(date, date), public.export_pay_period(date),
  public.pay_export_lines(date), public.pay_cutoff_status(date), public.pay_tracking_status_counts(date) to authenticated, service_role;
revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;

-- The list listens to its lines (realtime, as the other screens' tables).
do $$
begin
  if exists (select from pg_publication where pubname = 'supabase_realtime') and not exists (
    select from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'pay_tracking'
  ) then
    alter publication supabase_realtime add table public.pay_tracking;
  end if;
end $$;
