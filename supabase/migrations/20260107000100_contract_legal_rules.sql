-- The contract rules of domain.md §3.1–§3.2 that were missing or wrong (issue #17, item 9 and
-- the renewal rules of item 7), each blocking with a French message naming the rule:
--   1. the trial period (L1251-14), computed in working days and stored with its last day, so
--      that an early end « pendant l'essai » is recorded inside it and refused outside it;
--   2. the daily 10 h and weekly 48 h limits per talent across all their contracts (planned
--      hours of overlapping contracts, and the timesheet days of every contract);
--   3. qualifications before `validated`, signature and `active`: the CACES category, SST, work
--      at height, R408 scaffolding, FIMO/FCO, and the SIR medical aptitude;
--   4. the délai de carence compares the workplace (same normalised street and postal code, or
--      coordinates within 100 m), not the address row; a replacement after a replacement is exempt only on a
--      new absence of the same replaced employee;
--   5. an export order's 6-month initial term (L1251-12); renewals that extend the term and are
--      signed before it (L1251-35); the break-even coefficient floor (domain §6.1/§6.3); the
--      reference pay of the client's equivalent employee (L1251-18).

-- ---------------------------------------------------------------------------------------
-- Columns and parameters.
alter table public.contract
  add column trial_period_end_date date,
  add column reference_hourly_wage numeric(8, 2),
  add column replaced_employee text,
  add constraint contract_trial_period_days_range check (trial_period_days is null or trial_period_days between 0 and 5),
  add constraint contract_reference_wage_positive check (reference_hourly_wage is null or reference_hourly_wage > 0);

comment on column public.contract.trial_period_days is 'working days (L1251-14): 2 up to 1 month, 3 up to 2 months, 5 beyond; computed when empty, never above the legal maximum';
comment on column public.contract.trial_period_end_date is 'last working day of the trial period (private.check_contract_terms); null without trial';
comment on column public.contract.reference_hourly_wage is 'hourly pay of an equivalent employee of the client (L1251-18); the pay may not be lower';
comment on column public.contract.replaced_employee is 'replacement motifs: the replaced employee, compared for the délai de carence exemption of a new absence (L1251-37-1)';

insert into public.legal_parameter (key, value, unit, valid_from, valid_to, source, is_verified, note) values
  ('trial_period_days_upto_1_month', 2, 'days', '2008-05-01', null, 'L1251-14', true, 'jours travaillés, contrat d''un mois au plus'),
  ('trial_period_days_upto_2_months', 3, 'days', '2008-05-01', null, 'L1251-14', true, 'jours travaillés, contrat d''un à deux mois'),
  ('trial_period_days_beyond_2_months', 5, 'days', '2008-05-01', null, 'L1251-14', true, 'jours travaillés, contrat de plus de deux mois'),
  ('export_order_min_months', 6, 'months', '2008-05-01', null, 'L1251-12', true, 'durée initiale minimale d''une commande exceptionnelle à l''export'),
  ('employer_contribution_rate', 0.44, 'ratio', '2026-01-01', null, 'domain §6.3 (approximation)', false, 'taux patronal avant réduction, pour le coefficient de seuil de rentabilité');

-- ---------------------------------------------------------------------------------------
-- Helpers.

-- The p_n-th working day from p_start included (ISO weekdays of p_days, Monday to Friday when
-- none; French public holidays are not worked). Null when p_n <= 0.
create or replace function private.nth_working_day(p_start date, p_n integer, p_days smallint[])
returns date
language sql
immutable
set search_path = ''
as $$
  select case when coalesce(p_n, 0) <= 0 then null else (
    select d::date
    from generate_series(p_start::timestamp, (p_start + 7 * (p_n + 1) + 14)::timestamp, interval '1 day') as d
    where extract(isodow from d)::smallint = any (coalesce(nullif(p_days, '{}'), '{1,2,3,4,5}'::smallint[]))
      and not private.is_french_public_holiday(d::date)
    order by d
    offset p_n - 1 limit 1
  ) end
$$;

-- Working days (as above) from p_start to p_end included.
create or replace function private.working_days_between(p_start date, p_end date, p_days smallint[])
returns integer
language sql
immutable
set search_path = ''
as $$
  select count(*)::integer
  from generate_series(p_start::timestamp, greatest(p_end, p_start - 1)::timestamp, interval '1 day') as d
  where extract(isodow from d)::smallint = any (coalesce(nullif(p_days, '{}'), '{1,2,3,4,5}'::smallint[]))
    and not private.is_french_public_holiday(d::date)
$$;

-- The legal maximum trial period in working days of a contract running p_start → p_last
-- (L1251-14): up to one month, up to two months, beyond.
create or replace function private.trial_period_max_days(p_start date, p_last date)
returns integer
language sql
stable
set search_path = ''
as $$
  select case
    when p_last < (p_start + interval '1 month')::date then coalesce(private.legal_value('trial_period_days_upto_1_month', p_start), 2)
    when p_last < (p_start + interval '2 months')::date then coalesce(private.legal_value('trial_period_days_upto_2_months', p_start), 3)
    else coalesce(private.legal_value('trial_period_days_beyond_2_months', p_start), 5)
  end::integer
$$;

-- Souplesse (L1251-30): one day per five days worked, two days under ten days worked.
create or replace function private.flexibility_days(p_worked_days integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when p_worked_days < 10 then 2 else p_worked_days / 5 end
$$;

-- Employer's break-even coefficient at an hourly pay (domain §6.3, as src/lib/pay/estimate.ts):
-- 1,21 × (1 + employer rate − RGDU), the RGDU read from the hourly ratio to the SMIC.
create or replace function private.break_even_coefficient(p_hourly_wage numeric, p_on date)
returns numeric
language plpgsql
stable
set search_path = ''
as $$
declare
  v_smic numeric := private.legal_value('smic_hourly_gross', p_on);
  v_tmin numeric := coalesce(private.legal_value('rgdu_tmin', p_on), 0.02);
  v_tmax numeric := coalesce(private.legal_value('rgdu_tmax_fnal_010', p_on), 0.3981);
  v_p numeric := coalesce(private.legal_value('rgdu_p', p_on), 1.75);
  v_rate numeric := coalesce(private.legal_value('employer_contribution_rate', p_on), 0.44);
  v_ratio numeric;
  v_rgdu numeric := 0;
begin
  if p_hourly_wage is null or p_hourly_wage <= 0 or v_smic is null then
    return null;
  end if;
  v_ratio := p_hourly_wage * 1.21 / v_smic;
  if v_ratio < 3 then
    v_rgdu := least(v_tmin + (v_tmax - v_tmin) * power(0.5 * (3 / v_ratio - 1), v_p), v_tmax);
  end if;
  return round(1.21 * (1 + v_rate - v_rgdu), 3);
end
$$;

-- A worksite compared by what it is, not by its row: the same row, or the same coordinates
-- (within 100 m), or the same normalised street, postal code and country.
create or replace function private.same_workplace(p_a uuid, p_b uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_a = p_b or coalesce((
    select (a.latitude is not null and b.latitude is not null
            and private.distance_km(a.latitude::double precision, a.longitude::double precision,
                                    b.latitude::double precision, b.longitude::double precision) < 0.1)
        or (private.normalize_search(regexp_replace(a.street1, '[[:punct:]]', ' ', 'g')) = private.normalize_search(regexp_replace(b.street1, '[[:punct:]]', ' ', 'g'))
            and a.postal_code = b.postal_code and a.country_code = b.country_code)
    from public.address a, public.address b
    where a.id = p_a and b.id = p_b
  ), false)
$$;

-- ---------------------------------------------------------------------------------------
-- 1 and 5. The terms of a contract (BEFORE trigger, after contract_prepare: names sort).
create or replace function private.check_contract_terms()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_initial public.contract;
  v_previous public.contract;
  v_last date := private.contract_last_day(new.start_date, new.end_date, null, new.minimum_duration_days);
  v_max integer;
  v_min_months numeric;
  v_min_end date;
  v_reference numeric;
begin
  if new.status = 'canceled' then
    return new;
  end if;

  -- Trial period: computed on the initial contract, kept by its amendments (a renewal has none).
  if new.contract_type = 'independent_service' then
    new.trial_period_days := null;
    new.trial_period_end_date := null;
  elsif new.is_amendment then
    select c.* into v_initial from public.contract c
    where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key and not c.is_amendment;
    new.trial_period_days := v_initial.trial_period_days;
    new.trial_period_end_date := v_initial.trial_period_end_date;
  else
    v_max := private.trial_period_max_days(new.start_date, v_last);
    if new.trial_period_days is null then
      new.trial_period_days := v_max;
    elsif new.trial_period_days < 0 then
      perform private.fail('La période d''essai ne peut pas être négative', 'contract_trial_period_days');
    elsif new.trial_period_days > v_max then
      perform private.fail(format('La période d''essai (%s jours) dépasse le maximum légal de %s jours travaillés pour un contrat %s (L1251-14)',
                                  new.trial_period_days, v_max,
                                  case v_max when 2 then 'd''un mois au plus' when 3 then 'd''un à deux mois' else 'de plus de deux mois' end),
                           'contract_trial_period_days');
    end if;
    new.trial_period_end_date := private.nth_working_day(new.start_date, new.trial_period_days, new.working_days);
  end if;
  if new.definitive_end_reason = 'trial_period' and new.definitive_end_date is not null
     and (new.trial_period_end_date is null or new.definitive_end_date > new.trial_period_end_date)
     and (tg_op = 'INSERT' or (new.definitive_end_date, new.definitive_end_reason, new.trial_period_end_date)
                              is distinct from (old.definitive_end_date, old.definitive_end_reason, old.trial_period_end_date)) then
    perform private.fail(case when new.trial_period_end_date is null
                           then 'Ce contrat n''a pas de période d''essai : la rupture pendant l''essai est impossible (L1251-14)'
                           else format('La rupture pendant l''essai doit intervenir au plus tard le %s, dernier jour de la période d''essai (%s jours travaillés, L1251-14)',
                                       private.fr_date(new.trial_period_end_date), new.trial_period_days) end,
                         'contract_trial_period_end');
  end if;

  -- Export order: an initial term of at least six months (L1251-12).
  if new.contract_reason = 'export_order' and not new.is_amendment then
    v_min_months := coalesce(private.legal_value('export_order_min_months', new.start_date), 6);
    v_min_end := (new.start_date + make_interval(months => v_min_months::integer))::date - 1;
    if v_last < v_min_end then
      perform private.fail(format('Une commande exceptionnelle à l''export impose un contrat initial d''au moins %s mois : fin au plus tôt le %s (L1251-12)',
                                  v_min_months, private.fr_date(v_min_end)), 'contract_export_order_min_duration');
    end if;
  end if;

  -- Equal pay with the client's equivalent employee (L1251-18): the order's reference pay by default.
  if tg_op = 'INSERT' and new.reference_hourly_wage is null and new.mission_id is not null then
    select m.reference_hourly_wage into v_reference from public.mission m where m.id = new.mission_id;
    new.reference_hourly_wage := v_reference;
  end if;
  if new.hourly_wage is not null and new.reference_hourly_wage is not null and new.hourly_wage < new.reference_hourly_wage then
    perform private.fail(format('Le salaire horaire (%s €) est inférieur à la rémunération d''un salarié permanent équivalent de l''entreprise utilisatrice (%s €, L1251-18)',
                                private.fr_number(new.hourly_wage), private.fr_number(new.reference_hourly_wage)), 'contract_reference_wage');
  end if;

  if new.is_amendment then
    select c.* into v_previous from public.contract c
    where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key and c.amendment_number < new.amendment_number
      and c.status <> 'canceled'
    order by c.amendment_number desc limit 1;
  end if;
  -- Another amendment takes effect inside the contract's period (domain.md §3.2).
  if new.is_amendment and new.amendment_type <> 'renewal' and v_previous.id is not null
     and (new.start_date < v_initial.start_date or (v_previous.end_date is not null and new.start_date > v_previous.end_date)) then
    perform private.fail(format('La date d''effet de l''avenant doit être comprise dans la période du contrat (du %s au %s)',
                                private.fr_date(v_initial.start_date), coalesce(private.fr_date(v_previous.end_date), 'terme imprécis')),
                         'contract_amendment_effective_date');
  end if;
  -- Renewals (L1251-35): they move the term later, and are signed before the current term
  -- (not after it, nor during the flexibility that follows it).
  if new.is_amendment and new.amendment_type = 'renewal' then
    if v_previous.end_date is not null and (new.end_date is null or new.end_date <= v_previous.end_date) then
      perform private.fail(format('Un renouvellement doit reporter le terme du contrat au-delà du %s', private.fr_date(v_previous.end_date)),
                           'contract_renewal_end_date');
    end if;
    if new.status in ('partially_signed', 'signed')
       and ((tg_op = 'UPDATE' and old.status not in ('partially_signed', 'signed')) or (tg_op = 'INSERT' and not private.is_system()))
       and v_previous.end_date is not null and current_date > v_previous.end_date then
      perform private.fail(format('Un renouvellement doit être signé avant le terme du contrat (%s) : après, il faut un nouveau contrat (L1251-35)',
                                  private.fr_date(v_previous.end_date)), 'contract_renewal_signed_before_term');
    end if;
  end if;
  return new;
end
$$;

create trigger contract_rules_c_terms before insert or update on public.contract
  for each row execute function private.check_contract_terms();

-- The early end of a definitive-end request « pendant l'essai » uses the stored trial period
-- (working days), the other rules of 20260103000700_client_requests.sql unchanged.
create or replace function private.validate_definitive_end_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_contract public.contract;
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
  new.compensation_due := case
    when new.initiator = 'agency' and new.reason = 'agency_early_termination' and new.replacement_contract_id is null
         and v_contract.end_date is not null and v_contract.hourly_wage is not null
    then round(v_contract.hourly_wage * v_contract.working_hours / 7
               * greatest(v_contract.end_date - coalesce(new.effective_end_date, new.requested_end_date), 0) * 1.1, 2)
    else 0 end;

  if v_moved and not v_system and new.status = 'approved' then
    if new.compensation_due > 0 and not private.has_any_role('{accounting_team_member,team_member_developer}') then
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
$$;

-- ---------------------------------------------------------------------------------------
-- 2. Daily and weekly limits per talent, every contract together.

-- Planned hours: the weekly hours of the contract and of the talent's other live contracts
-- (their last live version; drafts of others ignored) over the days they overlap; a day's
-- hours are the weekly hours spread over the contract's working days. Null when within limits.
create or replace function private.talent_planned_hours_problem(p_contract public.contract)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_last date := private.contract_last_day(p_contract.start_date, p_contract.end_date, p_contract.definitive_end_date, p_contract.minimum_duration_days);
  v_max_day numeric := coalesce(private.legal_value('max_daily_hours', p_contract.start_date), 10);
  v_max_week numeric := coalesce(private.legal_value('max_weekly_hours', p_contract.start_date), 48);
  v_row record;
begin
  if p_contract.contract_type = 'independent_service' then
    return null;
  end if;
  for v_row in
    with others as (
      select distinct on (c.contract_key) c.contract_key, c.start_date,
             private.contract_last_day(c.start_date, c.end_date, c.definitive_end_date, c.minimum_duration_days) as last_day,
             c.working_hours, c.working_days
      from public.contract c
      where c.talent_id = p_contract.talent_id and c.contract_key <> p_contract.contract_key
        and c.contract_type <> 'independent_service' and c.status not in ('draft', 'canceled')
      order by c.contract_key, c.amendment_number desc
    ), spans as (
      select p_contract.contract_key as contract_key, p_contract.start_date as start_date, v_last as last_day,
             p_contract.working_hours as working_hours, p_contract.working_days as working_days
      union all
      select o.* from others o where o.start_date <= v_last and o.last_day >= p_contract.start_date
    ), points as (
      select distinct greatest(s.start_date, p_contract.start_date) as day from spans s
    )
    select p.day, sum(s.working_hours) as week_hours,
           string_agg(s.contract_key, ', ' order by s.contract_key) filter (where s.contract_key <> p_contract.contract_key) as others,
           (select max(x.hours) from (
              select sum(s2.working_hours / cardinality(s2.working_days)) as hours
              from spans s2 cross join generate_series(1, 7) as w (dow)
              where p.day between s2.start_date and s2.last_day and w.dow = any (s2.working_days)
              group by w.dow) x) as day_hours
    from points p join spans s on p.day between s.start_date and s.last_day
    group by p.day
    having count(*) > 1
    order by p.day
  loop
    if v_row.week_hours > v_max_week then
      return format('Avec ses autres contrats (%s), le talent travaillerait %s h par semaine à partir du %s : au plus %s h (L3121-20)',
                    v_row.others, private.fr_decimal(v_row.week_hours), private.fr_date(v_row.day), private.fr_decimal(v_max_week));
    end if;
    if round(v_row.day_hours, 2) > v_max_day then
      return format('Avec ses autres contrats (%s), le talent travaillerait %s h par jour à partir du %s : au plus %s h (L3121-18)',
                    v_row.others, private.fr_decimal(round(v_row.day_hours, 2)), private.fr_date(v_row.day), private.fr_decimal(v_max_day));
    end if;
  end loop;
  return null;
end
$$;

create or replace function private.check_contract_talent_hours()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_problem text;
begin
  if new.status = 'canceled' or new.contract_type = 'independent_service' then
    return new;
  end if;
  if tg_op = 'UPDATE' and (new.start_date, new.end_date, new.definitive_end_date, new.minimum_duration_days, new.talent_id,
                           new.working_hours, new.working_days)
                          is not distinct from
                          (old.start_date, old.end_date, old.definitive_end_date, old.minimum_duration_days, old.talent_id,
                           old.working_hours, old.working_days)
     and old.status <> 'canceled' and not (old.status = 'draft' and new.status <> 'draft') then
    return new;
  end if;
  v_problem := private.talent_planned_hours_problem(new);
  if v_problem is not null then
    perform private.fail(v_problem, 'contract_talent_hours');
  end if;
  return new;
end
$$;

create trigger contract_rules_d_talent_hours before insert or update on public.contract
  for each row execute function private.check_contract_talent_hours();

-- Timesheets: a talent's worked hours of a day and of a week, every contract together (one
-- week over 48 h on its own keeps the message of private.refresh_timesheet_weeks).
create or replace function private.check_timesheet_talent_hours()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_talent uuid;
  v_day numeric;
  v_week numeric;
  v_own_week numeric;
  v_monday date := new.date - (extract(isodow from new.date)::integer - 1);
  v_max numeric;
begin
  select w.talent_id into v_talent from public.timesheet_week w where w.id = new.timesheet_week_id;
  select coalesce(sum(d.worked_hours) filter (where d.date = new.date), 0), coalesce(sum(d.worked_hours), 0),
         coalesce(sum(d.worked_hours) filter (where d.timesheet_week_id = new.timesheet_week_id), 0)
    into v_day, v_week, v_own_week
  from public.timesheet_day d join public.timesheet_week w on w.id = d.timesheet_week_id
  where w.talent_id = v_talent and w.status <> 'canceled' and d.date between v_monday and v_monday + 6;
  v_max := coalesce(private.legal_value('max_daily_hours', new.date), 10);
  if v_day > v_max then
    perform private.fail(format('Le talent aurait %s h de travail le %s sur l''ensemble de ses contrats : au plus %s h par jour (L3121-18)',
                                private.fr_decimal(v_day), private.fr_date(new.date), private.fr_decimal(v_max)), 'timesheet_talent_daily_hours');
  end if;
  v_max := coalesce(private.legal_value('max_weekly_hours', v_monday), 48);
  if v_week > v_max and v_own_week <= v_max then
    perform private.fail(format('Le talent aurait %s h de travail la semaine du %s sur l''ensemble de ses contrats : au plus %s h par semaine (L3121-20)',
                                private.fr_decimal(v_week), private.fr_date(v_monday), private.fr_decimal(v_max)), 'timesheet_talent_weekly_hours');
  end if;
  return null;
end
$$;

create trigger timesheet_day_talent_hours after insert or update of date, worked_hours, timesheet_week_id on public.timesheet_day
  for each row execute function private.check_timesheet_talent_hours();

-- ---------------------------------------------------------------------------------------
-- 3. Qualifications.

-- The documents a job requires, from its typical qualifications (domain.md §9.2), with the
-- accepted categories (any one of them; null = any category): CACES by recommendation and
-- category (R482 A, R487…), AIPR, electrical clearance, driving licence, SST, work at height,
-- R408 scaffolding, FIMO/FCO.
create or replace function private.job_document_requirements(p_job_id uuid)
returns table (type public.document_type, categories text[])
language sql
stable
security definer
set search_path = ''
as $$
  select t.type, array_agg(distinct t.category order by t.category) filter (where t.category is not null)
  from public.job j
  cross join lateral unnest(j.typical_qualifications) as q (name)
  cross join lateral (select case
    when q.name ilike 'CACES%' then 'caces'
    when q.name ilike 'AIPR%' then 'aipr'
    when q.name ilike 'Habilitation%' then 'electrical_clearance'
    when q.name ilike 'Permis%' then 'driving_license'
    when q.name ilike 'SST%' then 'sst'
    when q.name ilike 'Travail en hauteur%' then 'work_at_height'
    when q.name ilike '%R408%' or q.name ilike '%chafaudage%' then 'scaffolding'
    when q.name ilike 'FIMO%' or q.name ilike 'FCO%' then 'driver_qualification'
  end::public.document_type as type,
  case when q.name ilike 'CACES%' then nullif(btrim(substr(q.name, 6)), '') end as category) t
  where j.id = p_job_id and t.type is not null
  group by t.type
$$;

create or replace function private.job_required_document_types(p_job_id uuid)
returns public.document_type[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(r.type order by r.type), '{}') from private.job_document_requirements(p_job_id) r
$$;

-- A category compared without spaces or punctuation: « R482 A » = « R482A »; a requirement
-- « R487 » accepts every category of R487.
create or replace function private.category_matches(p_held text, p_required text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select upper(regexp_replace(coalesce(p_held, ''), '[^[:alnum:]]', '', 'g'))
         like upper(regexp_replace(p_required, '[^[:alnum:]]', '', 'g')) || '%'
$$;

-- Whether a contract needs the SIR medical aptitude (domain.md §3.1 item 5): a SIR post, a
-- post at risk, or a job needing a driving authorisation (CACES) or an electrical clearance.
create or replace function private.contract_needs_sir(p_medical public.medical_surveillance, p_risky boolean, p_job_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_medical = 'sir' or coalesce(p_risky, false)
         or exists (select 1 from private.job_document_requirements(p_job_id) r where r.type in ('caces', 'electrical_clearance'))
$$;

-- The first missing or expiring mandatory document of a talent for a contract, as a French
-- message (null when all are valid): residence permit, the job's and the order's
-- qualifications (with the CACES category), the SIR aptitude.
create or replace function private.contract_document_problem(p_talent_id uuid, p_job_id uuid, p_mission_id uuid, p_start date, p_end date, p_sir boolean)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_nationality text;
  v_req record;
  v_best record;
  v_label text;
  v_any boolean;
begin
  select t.nationality_code into v_nationality from public.talent t where t.id = p_talent_id;
  for v_req in
    select x.type, max(x.categories) as categories
    from (
      select 'residence_permit'::public.document_type as type, null::text[] as categories, 0 as rank
      where v_nationality is not null and not private.is_eea_or_swiss(v_nationality)
      union all
      select r.type, r.categories, 1 from private.job_document_requirements(p_job_id) r
      union all
      select q.type, null, 1 from public.mission m cross join lateral unnest(m.required_qualifications) as q (type) where m.id = p_mission_id
    ) x
    group by x.type
    order by min(x.rank), x.type
  loop
    v_label := private.enum_label('document_type', v_req.type::text);
    select d.expiry_date, d.category into v_best
    from public.document d
    where d.talent_id = p_talent_id and d.type = v_req.type and d.status in ('valid', 'expiring_soon', 'expired')
      and (d.issued_at is null or d.issued_at <= p_start)
      and (v_req.categories is null or exists (select 1 from unnest(v_req.categories) c where private.category_matches(d.category, c)))
    order by d.expiry_date desc nulls first
    limit 1;
    if not found then
      select exists (select 1 from public.document d where d.talent_id = p_talent_id and d.type = v_req.type
                       and d.status in ('valid', 'expiring_soon', 'expired')) into v_any;
      if v_any and v_req.categories is not null then
        return format('Le « %s » du talent ne couvre pas la catégorie exigée pour ce poste (%s)', v_label, array_to_string(v_req.categories, ' ou '));
      end if;
      return format('Document obligatoire manquant pour ce contrat : « %s » du talent (vérifié et en cours de validité)', v_label);
    elsif v_best.expiry_date < p_start then
      return format('Le document « %s » du talent est expiré depuis le %s, avant le début du contrat (%s)',
                    v_label, private.fr_date(v_best.expiry_date), private.fr_date(p_start));
    elsif v_best.expiry_date < p_end then
      return format('Le document « %s » du talent expire le %s, avant la fin du contrat (%s)',
                    v_label, private.fr_date(v_best.expiry_date), private.fr_date(p_end));
    end if;
  end loop;

  -- SIR: an aptitude (apte, apte avec aménagements) valid over the contract, from a SIR visit
  -- or a verified medical document of category SIR / aptitude.
  if p_sir and not exists (
    select 1 from public.medical_checkup_result r join public.medical_checkup_request v on v.id = r.medical_checkup_request_id
    where v.talent_id = p_talent_id and v.visit_type in ('sir_initial', 'sir_periodic') and r.result in ('fit', 'fit_with_adjustments')
      and r.issued_at <= p_start and (r.valid_until is null or r.valid_until >= p_end)
  ) and not exists (
    select 1 from public.document d
    where d.talent_id = p_talent_id and d.type = 'medical_attestation' and d.status in ('valid', 'expiring_soon')
      and (d.category ilike '%SIR%' or d.category ilike '%apt%')
      and (d.issued_at is null or d.issued_at <= p_start) and (d.expiry_date is null or d.expiry_date >= p_end)
  ) then
    return format('Poste en suivi individuel renforcé (SIR) : le talent n''a pas d''avis d''aptitude médicale valide du %s au %s (R4624-24)',
                  private.fr_date(p_start), private.fr_date(p_end));
  end if;
  return null;
end
$$;

-- The former signature (talent, job, period) keeps its callers: no order, SIR as the job says.
create or replace function private.contract_document_problem(p_talent_id uuid, p_job_id uuid, p_start date, p_end date)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.contract_document_problem(p_talent_id, p_job_id, null, p_start, p_end, private.contract_needs_sir('vip', false, p_job_id))
$$;

-- The documents of a contract (row), as the rules read them.
create or replace function private.contract_row_document_problem(p_contract public.contract)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case when p_contract.contract_type = 'independent_service' then null else
    private.contract_document_problem(p_contract.talent_id, p_contract.job_id, p_contract.mission_id, p_contract.start_date,
      private.contract_last_day(p_contract.start_date, p_contract.end_date, p_contract.definitive_end_date, p_contract.minimum_duration_days),
      private.contract_needs_sir(p_contract.medical_surveillance, p_contract.is_risky_position, p_contract.job_id)) end
$$;

-- Checked when the contract is validated, sent for signature, signed or activated.
create or replace function private.check_contract_documents()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_problem text;
begin
  if new.status is distinct from old.status and new.status in ('validated', 'sent_for_signature', 'signed', 'active')
     and new.contract_type <> 'independent_service'
     and private.may_transition('contract', 'status', old.status::text, new.status::text) then
    v_problem := private.contract_row_document_problem(new);
    if v_problem is not null then
      perform private.fail(v_problem, 'contract_documents');
    end if;
  end if;
  return new;
end
$$;

-- The activation check of a SIR contract (20260106400000_request_rules.sql: an aptitude on the
-- start date, imports trusted) keeps its message: it now fires before the documents check.
drop trigger contract_sir_aptitude on public.contract;
create trigger contract_rules_a_sir_aptitude before insert or update of status on public.contract
  for each row execute function private.check_contract_sir_aptitude();

-- ---------------------------------------------------------------------------------------
-- 4. Délai de carence: the post is the client, the job and the workplace (the same worksite
-- whatever its address row; a contract without one takes its order's, contract_prepare). Exempt (L1251-37-1): urgent safety works,
-- seasonal or usage jobs, the replacement of a company head (L1251-6 4° and 5°), a new absence
-- of the same replaced employee, an early end at the talent's initiative, a renewal refused
-- by the talent.
create or replace function private.carence_exempt(p_prev_reason public.contract_reason, p_prev_replaced text,
                                                  p_next_reason public.contract_reason, p_next_replaced text, p_talent_ended boolean)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_next_reason in ('urgent_safety_works', 'seasonal', 'usage', 'replacement_owner')
      or (p_next_reason = 'replacement_absence' and p_prev_reason = 'replacement_absence'
          and private.normalize_search(p_prev_replaced) = private.normalize_search(p_next_replaced))
      or coalesce(p_talent_ended, false)
$$;

create or replace function private.check_contract_carence()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_span_start date;
  v_span_end date;
  v_other record;
  v_prev record;
  v_next record;
  v_days integer;
  v_first_day date;
  v_this record;
begin
  if new.contract_type <> 'mission' or new.status = 'canceled' or new.company_id is null then
    return new;
  end if;
  if tg_op = 'UPDATE' and (new.start_date, new.end_date, new.definitive_end_date, new.minimum_duration_days, new.company_id,
                           new.job_id, new.address_id, new.mission_id, new.contract_reason, new.replaced_employee, new.contract_type,
                           new.status = 'draft')
                          is not distinct from
                          (old.start_date, old.end_date, old.definitive_end_date, old.minimum_duration_days, old.company_id,
                           old.job_id, old.address_id, old.mission_id, old.contract_reason, old.replaced_employee, old.contract_type,
                           old.status = 'draft')
     and old.status <> 'canceled' then
    return new;
  end if;

  select least(min(c.start_date), new.start_date),
         greatest(max(private.contract_last_day(c.start_date, c.end_date, c.definitive_end_date, c.minimum_duration_days)),
                  private.contract_last_day(new.start_date, new.end_date, new.definitive_end_date, new.minimum_duration_days))
    into v_span_start, v_span_end
  from public.contract c
  where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key and c.id <> new.id
    and c.status not in ('draft', 'canceled');
  v_span_start := coalesce(v_span_start, new.start_date);
  v_span_end := coalesce(v_span_end, private.contract_last_day(new.start_date, new.end_date, new.definitive_end_date, new.minimum_duration_days));
  select new.contract_key as contract_key, v_span_start as span_start, v_span_end as span_end, new.contract_reason as reason,
         new.replaced_employee as replaced, new.working_days as working_days,
         (new.definitive_end_initiator = 'talent') or new.renewal_refused_by_talent
           or exists (select 1 from public.contract c where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key
                        and c.id <> new.id and c.status not in ('draft', 'canceled')
                        and (c.definitive_end_initiator = 'talent' or c.renewal_refused_by_talent)) as talent_ended
    into v_this;

  for v_other in
    select k.contract_key, k.span_start, k.span_end, l.contract_reason as reason, l.replaced_employee as replaced, l.working_days, k.talent_ended
    from (
      select c.contract_key, min(c.start_date) as span_start,
             max(private.contract_last_day(c.start_date, c.end_date, c.definitive_end_date, c.minimum_duration_days)) as span_end,
             bool_or(c.definitive_end_initiator = 'talent' or c.renewal_refused_by_talent) as talent_ended,
             max(c.amendment_number) as last_number
      from public.contract c
      where c.workspace_id = new.workspace_id and c.company_id = new.company_id
        and c.job_id is not distinct from new.job_id
        and (c.address_id is not distinct from new.address_id
             or (c.address_id is not null and new.address_id is not null and private.same_workplace(c.address_id, new.address_id)))
        and c.contract_type = 'mission' and c.contract_key <> new.contract_key and c.status not in ('draft', 'canceled')
      group by c.contract_key
    ) k
    join public.contract l on l.workspace_id = new.workspace_id and l.contract_key = k.contract_key and l.amendment_number = k.last_number
  loop
    if v_other.span_end < v_this.span_start then
      v_prev := v_other;
      v_next := v_this;
    elsif v_this.span_end < v_other.span_start then
      v_prev := v_this;
      v_next := v_other;
    else
      continue; -- simultaneous contracts (several positions): no carence
    end if;
    if private.carence_exempt(v_prev.reason, v_prev.replaced, v_next.reason, v_next.replaced, v_prev.talent_ended) then
      continue;
    end if;
    v_days := v_prev.span_end - v_prev.span_start + 1;
    v_first_day := private.carence_first_allowed_day(v_prev.span_end, private.carence_days(v_days), v_prev.working_days);
    if v_next.span_start < v_first_day then
      perform private.fail(format(
        'Délai de carence non respecté sur ce poste : après le contrat %s terminé le %s (%s jours), un nouveau contrat ne peut commencer qu''à partir du %s (%s jours d''ouverture, L1251-36)',
        v_prev.contract_key, private.fr_date(v_prev.span_end), v_days, private.fr_date(v_first_day), private.carence_days(v_days)),
        'contract_carence');
    end if;
  end loop;
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------
-- 5. The break-even coefficient floor: never below it, even with accounting's override of
-- the policy band (which only opens the band). Checked when a person sets the coefficient
-- and when the contract is validated; system imports bring their own figures.
create or replace function private.coefficient_floor_problem(p_coefficient numeric, p_hourly_wage numeric, p_on date)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_floor numeric := private.break_even_coefficient(p_hourly_wage, p_on);
begin
  if p_coefficient is not null and v_floor is not null and p_coefficient < v_floor then
    return format('Le coefficient (%s) est sous le seuil de rentabilité de %s pour un salaire de %s € (charges, IFM et ICCP comprises, domaine §6.3) : même une dérogation ne peut l''accepter',
                  private.fr_number(p_coefficient), private.fr_number(v_floor), private.fr_number(p_hourly_wage));
  end if;
  return null;
end
$$;

create or replace function private.check_contract_pricing_floor()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_contract public.contract;
  v_problem text;
begin
  if private.is_system() or (tg_op = 'UPDATE' and new.coefficient is not distinct from old.coefficient) then
    return new;
  end if;
  select c.* into v_contract from public.contract c where c.id = new.contract_id;
  v_problem := private.coefficient_floor_problem(new.coefficient, v_contract.hourly_wage, v_contract.start_date);
  if v_problem is not null then
    perform private.fail(v_problem, 'contract_pricing_break_even');
  end if;
  return new;
end
$$;

create trigger contract_pricing_prepare_floor before insert or update on public.contract_pricing
  for each row execute function private.check_contract_pricing_floor();

create or replace function private.check_contract_validation_floor()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_problem text;
begin
  if new.status = 'validated' and old.status is distinct from 'validated' and not private.is_system()
     and new.contract_type <> 'independent_service' then
    v_problem := private.coefficient_floor_problem((select p.coefficient from public.contract_pricing p where p.contract_id = new.id),
                                                   new.hourly_wage, new.start_date);
    if v_problem is not null then
      perform private.fail(v_problem, 'contract_pricing_break_even');
    end if;
  end if;
  return new;
end
$$;

create trigger contract_rules_e_floor before update on public.contract
  for each row execute function private.check_contract_validation_floor();

-- ---------------------------------------------------------------------------------------
revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
