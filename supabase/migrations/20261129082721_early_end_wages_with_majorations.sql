-- An early end's wages to the term count the night and Sunday majorations its schedule would have
-- given (L1251-26); one function for a contract's daily hours.

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.contract_daily_hours(p_working_hours numeric, p_working_days smallint[])
 RETURNS numeric
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select p_working_hours / greatest(cardinality(coalesce(nullif(p_working_days, '{}'), '{1,2,3,4,5}'::smallint[])), 1)
$function$
;

CREATE OR REPLACE FUNCTION private.contract_wages_to_term(p_contract contract, p_from date, p_to date)
 RETURNS numeric
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_days smallint[] := coalesce(nullif(p_contract.working_days, '{}'), '{1,2,3,4,5}'::smallint[]);
  v_daily numeric := private.contract_daily_hours(p_contract.working_hours, p_contract.working_days);
  v_shift record;
begin
  if p_contract.hourly_wage is null or p_to < p_from then
    return 0;
  end if;
  select s.* into v_shift from private.schedule_shift(p_contract.schedule, p_contract.working_hours, cardinality(v_days)) s;
  return coalesce((
    select sum(v_daily * p_contract.hourly_wage
               * (1 + least(private.night_minutes(v_shift.start_time, v_shift.end_time, n.start_hour, n.end_hour) / 60.0, v_daily) / v_daily
                      * private.client_majoration('pay_majoration_night', p_contract.company_id, d::date) / 100
                    + case when extract(isodow from d) = 7
                           then private.client_majoration('pay_majoration_sunday', p_contract.company_id, d::date) / 100 else 0 end))
    from generate_series(p_from::timestamp, p_to::timestamp, interval '1 day') as d
    cross join lateral private.night_window(private.company_convention_idcc(p_contract.company_id), d::date) n
    where extract(isodow from d)::smallint = any (v_days)
      and not private.is_french_public_holiday(d::date)), 0);
end
$function$
;

CREATE OR REPLACE FUNCTION private.contract_estimated_amount(p_contract contract)
 RETURNS numeric
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select round(coalesce(p_contract.hourly_billing_rate, 0)
               * private.contract_daily_hours(p_contract.working_hours, p_contract.working_days)
               * (select count(*) from generate_series(p_contract.start_date,
                    coalesce(p_contract.definitive_end_date, p_contract.end_date,
                             p_contract.start_date + coalesce(p_contract.minimum_duration_days, 0)),
                    interval '1 day') d
                  where extract(isodow from d)::smallint = any (p_contract.working_days)), 2)
$function$
;

CREATE OR REPLACE FUNCTION private.pay_lines(p_workspace_id uuid, p_talent_id uuid, p_from date, p_to date, p_keys text[] DEFAULT NULL::text[])
 RETURNS TABLE(contract_key text, code text, label text, category pay_element_category, quantity numeric, rate numeric, amount numeric, timesheet_week_ids uuid[], timesheet_day_ids uuid[], sort smallint)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with all_weeks as (
    select w.id, w.contract_key, w.week_start, w.total_hours, c.mission_id, c.id as contract_id,
           -- a week points at the version signed when it was made (an amendment's row, once one
           -- is signed): the terms of a day come from the initial contract, which the applied
           -- amendments changed and whose change log dates each change
           coalesce((select i.id from public.contract i
                     where i.workspace_id = w.workspace_id and i.contract_key = w.contract_key and not i.is_amendment),
                    c.id) as base_contract_id
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
           coalesce(t.company_id, c0.company_id) as company_id,
           private.is_french_public_holiday(d.date) as holiday,
           to_char(d.date, 'MM-DD') = '05-01' as may_first,
           extract(isodow from d.date) = 7 as sunday,
           -- hours of the talent's civil week up to this day included, every contract together
           sum(d.worked_hours) over (partition by wk.week_start
                                     order by d.date, d.start_time nulls last, wk.contract_key, d.id
                                     rows between unbounded preceding and current row) as upto
    from public.timesheet_day d
    join all_weeks wk on wk.id = d.timesheet_week_id
    join public.contract c00 on c00.id = wk.base_contract_id
    -- the contract's terms on the day: those of the amendments applied to it (07_contracts.sql)
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
  -- the day's hours by rate: the week's split up to the day minus its split up to the day before
  days as (
    select x.*, s.normal - b.normal as h_normal, s.ot25 - b.ot25 as h_ot25, s.ot50 - b.ot50 as h_ot50
    from all_days x
    cross join lateral private.pay_hours_split(x.upto) s
    cross join lateral private.pay_hours_split(x.upto - x.worked_hours) b
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
  -- Majorations: rate = the day's wage × the client's percentage (night, Sunday unless a public
  -- holiday, public holiday: its own practice recorded on the company, else its agreement's —
  -- private.client_majoration), and 1 May's legal 100 %.
  majorations as (
    select d.contract_key, d.wage, 'MAJ_NUIT' as code, 'Majoration heures de nuit' as label,
           private.client_majoration('pay_majoration_night', d.company_id, d.date) as pct,
           d.night_hours as hours, d.id, d.timesheet_week_id, d.date, 11 as sort
    from days d where d.night_hours > 0
    union all
    select d.contract_key, d.wage, 'MAJ_DIMANCHE', 'Majoration dimanche', private.client_majoration('pay_majoration_sunday', d.company_id, d.date),
           d.worked_hours, d.id, d.timesheet_week_id, d.date, 12
    from days d where d.sunday and not d.holiday and d.worked_hours > 0
    union all
    select d.contract_key, d.wage, 'MAJ_FERIE', 'Majoration jour férié travaillé', private.client_majoration('pay_majoration_public_holiday', d.company_id, d.date),
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
           round(count(*) * private.contract_daily_hours(d.working_hours, d.working_days), 2), d.wage,
           round(round(count(*) * private.contract_daily_hours(d.working_hours, d.working_days), 2) * d.wage, 2),
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
$function$
;

CREATE OR REPLACE FUNCTION private.validate_definitive_end_request()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_contract public.contract;
  v_replacement public.contract;
  v_early boolean;
  v_end date;
begin
  select c.* into v_contract from public.contract c where c.id = new.contract_id;
  v_end := coalesce(v_contract.end_date, 'infinity'::date);
  if new.requested_end_date not between v_contract.start_date and v_end
     or (new.effective_end_date is not null and new.effective_end_date not between v_contract.start_date and v_end) then
    perform private.fail(format('La date de fin doit être comprise entre le début (%s) et la fin (%s) du contrat',
                                private.fr_date(v_contract.start_date), coalesce(private.fr_date(v_contract.end_date), 'terme imprécis')),
                         'definitive_end_request_dates');
  end if;
  if new.initiator = 'talent' and new.reason not in ('talent_cdi_hire', 'serious_misconduct', 'force_majeure') then
    perform private.fail('Un intérimaire ne peut rompre sa mission que pour une embauche en CDI, une faute grave de l''agence ou un cas de force majeure',
                         'definitive_end_request_talent_reason');
  end if;
  if new.reason = 'flex_advance' and not v_contract.is_precise_term then
    perform private.fail('Un contrat à terme imprécis n''a pas de souplesse : son terme ne peut pas être avancé (L1251-30)',
                         'definitive_end_request_flex_imprecise');
  end if;
  if new.reason = 'trial_period'
     and (v_contract.trial_period_end_date is null or coalesce(new.effective_end_date, new.requested_end_date) > v_contract.trial_period_end_date) then
    perform private.fail(case when v_contract.trial_period_end_date is null
                           then 'Ce contrat n''a pas de période d''essai : la rupture pendant l''essai est impossible (L1251-14)'
                           else format('Une rupture pendant l''essai doit intervenir avant la fin de la période d''essai (%s, %s jours travaillés, L1251-14)',
                                       private.fr_date(v_contract.trial_period_end_date), v_contract.trial_period_days) end,
                         'definitive_end_request_trial_period');
  end if;
  perform private.assert_same_workspace(new.workspace_id, 'contract', new.replacement_contract_id, 'Le contrat de remplacement');
  if new.status not in ('processed', 'rejected', 'canceled') and exists (
    select 1 from public.definitive_end_request d
    where d.contract_key = new.contract_key and d.workspace_id = new.workspace_id and d.id <> new.id and d.status not in ('processed', 'rejected', 'canceled')
  ) then
    perform private.fail('Une fin de mission est déjà en cours pour ce contrat', 'definitive_end_request_one_open');
  end if;

  new.notice_days := case when new.reason = 'talent_cdi_hire'
    then least(greatest(ceil(((coalesce(v_contract.end_date, coalesce(new.effective_end_date, new.requested_end_date)) - v_contract.start_date + 1) / 7.0))::integer, 1), 10) end;
  new.ifm_due := not (new.reason in ('talent_cdi_hire', 'client_cdi_hire', 'serious_misconduct', 'force_majeure', 'trial_period') or new.initiator = 'talent');
  -- L1251-26: the agency that ends a mission before its term — of its own accord or because the
  -- client ends it (client_early_termination: the client is not the temp's employer, the agency
  -- is) — offers a new equivalent contract starting within three working days (jours ouvrables),
  -- else pays the wages the temp would have earned up to the term, the IFM included; a new
  -- contract shorter than what was left pays the difference. Serious misconduct, force majeure
  -- and the hirings have their own reasons and owe nothing of it.
  v_early := new.initiator <> 'talent' and new.reason in ('agency_early_termination', 'client_early_termination');
  new.offer_status := case when v_early then coalesce(new.offer_status, 'to_offer') end;
  new.offer_made_on := case when v_early and new.offer_status <> 'to_offer' and new.offer_status <> 'not_offered' then new.offer_made_on end;
  new.replacement_contract_id := case when v_early and new.offer_status = 'accepted' then new.replacement_contract_id end;
  if new.offer_status in ('offered', 'accepted', 'refused') and new.offer_made_on is null then
    perform private.fail('Indiquez la date à laquelle le nouveau contrat a été proposé (L1251-26)', 'definitive_end_request_offer_date');
  end if;
  if new.offer_status = 'accepted' then
    select c.* into v_replacement from public.contract c where c.id = new.replacement_contract_id;
    if v_replacement.id is null then
      perform private.fail('Choisissez le nouveau contrat accepté par l''intérimaire (L1251-26)', 'definitive_end_request_offer_contract');
    end if;
    if v_replacement.talent_id is distinct from new.talent_id or v_replacement.contract_key = new.contract_key
       or v_replacement.status = 'canceled' then
      perform private.fail('Le nouveau contrat doit être un autre contrat du même intérimaire, non annulé', 'definitive_end_request_offer_contract');
    end if;
    if v_replacement.start_date > private.working_days_after(coalesce(new.effective_end_date, new.requested_end_date), 3) then
      perform private.fail(format('Le nouveau contrat doit commencer dans les 3 jours ouvrables suivant la fin, au plus tard le %s (L1251-26)',
                                  private.fr_date(private.working_days_after(coalesce(new.effective_end_date, new.requested_end_date), 3))),
                           'definitive_end_request_offer_delay');
    end if;
  end if;
  new.compensation_due := case
    when v_early and v_contract.hourly_wage is not null
    then round(private.contract_wages_to_term(
                 v_contract,
                 greatest(coalesce(new.effective_end_date, new.requested_end_date),
                          case when new.offer_status = 'accepted'
                               then private.contract_last_day(v_replacement.start_date, v_replacement.end_date, null, v_replacement.minimum_duration_days) end) + 1,
                 private.contract_last_day(v_contract.start_date, v_contract.end_date, null, v_contract.minimum_duration_days))
               * (1 + private.pay_parameter('ifm_rate', coalesce(new.effective_end_date, new.requested_end_date)) / 100), 2)
    else 0 end;

  -- « Traitée » records that the temp has the documents owed at the end of a contract: the
  -- certificat de travail (L1234-19), the attestation France Travail (R1234-9) and the reçu pour
  -- solde de tout compte (L1234-20), each ticked in end_documents
  if v_moved and new.status = 'processed'
     and not new.end_documents @> '{"certificat_de_travail": true, "attestation_france_travail": true, "solde_de_tout_compte": true}'::jsonb then
    perform private.fail('Cochez les trois documents de fin de contrat remis à l''intérimaire : le certificat de travail (L1234-19), l''attestation France Travail (R1234-9) et le reçu pour solde de tout compte (L1234-20)',
                         'definitive_end_request_end_documents');
  end if;
  if v_moved and not v_system and new.status = 'approved' then
    if new.compensation_due > 0 and not private.may('request.decide_above_csm_limit') then
      perform private.fail(format('Une indemnité de %s € est due : la validation revient à la comptabilité', private.fr_number(new.compensation_due)),
                           'definitive_end_request_compensation_approval', '42501');
    end if;
    if new.reason in ('talent_cdi_hire', 'client_cdi_hire', 'serious_misconduct') and new.proof_file is null then
      perform private.fail('Joignez le justificatif (promesse d''embauche, contrat, lettre) avant de valider', 'definitive_end_request_proof');
    end if;
  end if;
  new.due_at := case when new.status in ('requested', 'under_review', 'approved')
                     then coalesce(new.effective_end_date, new.requested_end_date)::timestamp at time zone 'Europe/Paris' end;
  return new;
end
$function$
;

REVOKE ALL ON FUNCTION private.contract_daily_hours(p_working_hours numeric, p_working_days smallint[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_daily_hours(p_working_hours numeric, p_working_days smallint[]) TO authenticated;
GRANT ALL ON FUNCTION private.contract_daily_hours(p_working_hours numeric, p_working_days smallint[]) TO service_role;
REVOKE ALL ON FUNCTION private.contract_wages_to_term(p_contract public.contract, p_from date, p_to date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_wages_to_term(p_contract public.contract, p_from date, p_to date) TO authenticated;
GRANT ALL ON FUNCTION private.contract_wages_to_term(p_contract public.contract, p_from date, p_to date) TO service_role;
