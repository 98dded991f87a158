-- Labour-law rules of domain.md §3.1 / §3.3 / §8 not covered by the earlier migrations:
--   1. the délai de carence between successive contracts on the same post (L1251-36,
--      exceptions of L1251-37-1), blocking;
--   2. the talent's mandatory documents (residence permit, qualifications the job requires)
--      valid over the contract when it is sent for signature, signed or activated, blocking;
--   3. non-blocking warnings (12-week average, daily and weekly rest, overlapping contracts,
--      planned hours over 44 h, carte BTP) through public.contract_warnings and
--      public.timesheet_week_warnings, run as the caller (RLS applies);
--   4. phone numbers (E.164: France and overseas, Monaco, Belgium, Switzerland, other
--      international numbers) and postal codes consistent with the country.

-- ---------------------------------------------------------------------------------------
-- Parameters read by the warnings (dated, like the other legal values).
insert into public.legal_parameter (key, value, unit, valid_from, valid_to, source, is_verified, note) values
  ('min_daily_rest_hours', 11, 'h', '2008-05-01', null, 'L3131-1', true, 'avertissement'),
  ('min_weekly_rest_hours', 35, 'h', '2008-05-01', null, 'L3132-2', true, 'avertissement : 24 h + 11 h de repos quotidien');

-- The previous contract's renewal was refused by the talent: no délai de carence before the
-- next contract on the post (L1251-37-1).
alter table public.contract add column renewal_refused_by_talent boolean not null default false;

-- ---------------------------------------------------------------------------------------
-- Helpers.

-- Last day of a contract version: the definitive end, else the term, else the minimum duration.
create or replace function private.contract_last_day(p_start date, p_end date, p_definitive_end date, p_minimum_days integer)
returns date
language sql
immutable
set search_path = ''
as $$
  select coalesce(p_definitive_end, p_end, p_start + coalesce(p_minimum_days, 0))
$$;

-- Opening days (ISO weekdays) after p_after needed before a contract may start again: the
-- day following the p_count-th opening day (the délai counts in the client's opening days;
-- the post's working days stand for them, public holidays are not deducted: à vérifier).
create or replace function private.carence_first_allowed_day(p_after date, p_count integer, p_days smallint[])
returns date
language sql
immutable
set search_path = ''
as $$
  select case when p_count <= 0 then p_after + 1 else (
    select d::date + 1
    from generate_series((p_after + 1)::timestamp, (p_after + 7 * (p_count + 1))::timestamp, interval '1 day') as d
    where extract(isodow from d)::smallint = any (coalesce(nullif(p_days, '{}'), '{1,2,3,4,5}'::smallint[]))
    order by d
    offset p_count - 1 limit 1
  ) end
$$;

-- Délai de carence after a contract of p_days calendar days (renewals included): a third of
-- the duration from 14 days on, half below (L1251-36), rounded up to whole days.
create or replace function private.carence_days(p_days integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when p_days >= 14 then ceil(p_days / 3.0)::integer else ceil(p_days / 2.0)::integer end
$$;

-- Nationals of the EU, the EEA and Switzerland need no residence permit to work in France.
create or replace function private.is_eea_or_swiss(p_country text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_country = any ('{AT,BE,BG,HR,CY,CZ,DK,EE,FI,FR,DE,GR,HU,IE,IT,LV,LT,LU,MT,NL,PL,PT,RO,SK,SI,ES,SE,IS,LI,NO,CH}'::text[])
$$;

-- Document types a job requires, from its typical qualifications (domain.md §9.2): CACES,
-- AIPR, habilitation électrique and driving licences. The category is not compared.
create or replace function private.job_required_document_types(p_job_id uuid)
returns public.document_type[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(distinct t.type order by t.type), '{}')
  from public.job j
  cross join lateral unnest(j.typical_qualifications) as q (name)
  cross join lateral (select case
    when q.name ilike 'CACES%' then 'caces'::public.document_type
    when q.name ilike 'AIPR%' then 'aipr'::public.document_type
    when q.name ilike 'Habilitation%' then 'electrical_clearance'::public.document_type
    when q.name ilike 'Permis%' then 'driving_license'::public.document_type
  end as type) t
  where j.id = p_job_id and t.type is not null
$$;

-- ---------------------------------------------------------------------------------------
-- 1. Délai de carence (domain.md §3.1 item 2). A new contract on the same post (same client,
-- job and worksite) cannot start before the délai after the previous one; the versions of
-- one contract_key (amendments) are one contract. Exempt (L1251-37-1): urgent safety works,
-- seasonal or usage jobs, a new absence of a replaced employee (replacement after a
-- replacement), an early end at the talent's initiative, a renewal refused by the talent.
-- Drafts of other contracts are ignored until they leave the draft status.
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
                           new.job_id, new.address_id, new.contract_reason, new.contract_type, new.status = 'draft')
                          is not distinct from
                          (old.start_date, old.end_date, old.definitive_end_date, old.minimum_duration_days, old.company_id,
                           old.job_id, old.address_id, old.contract_reason, old.contract_type, old.status = 'draft')
     and old.status <> 'canceled' then
    return new;
  end if;

  -- This contract (all its live versions, this one as written).
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
         new.working_days as working_days,
         (new.definitive_end_initiator = 'talent') or new.renewal_refused_by_talent
           or exists (select 1 from public.contract c where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key
                        and c.id <> new.id and c.status not in ('draft', 'canceled')
                        and (c.definitive_end_initiator = 'talent' or c.renewal_refused_by_talent)) as talent_ended
    into v_this;

  for v_other in
    select k.contract_key, k.span_start, k.span_end, l.contract_reason as reason, l.working_days, k.talent_ended
    from (
      select c.contract_key, min(c.start_date) as span_start,
             max(private.contract_last_day(c.start_date, c.end_date, c.definitive_end_date, c.minimum_duration_days)) as span_end,
             bool_or(c.definitive_end_initiator = 'talent' or c.renewal_refused_by_talent) as talent_ended,
             max(c.amendment_number) as last_number
      from public.contract c
      where c.workspace_id = new.workspace_id and c.company_id = new.company_id
        and c.job_id is not distinct from new.job_id and c.address_id is not distinct from new.address_id
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
    if v_next.reason in ('urgent_safety_works', 'seasonal', 'usage')
       or (v_next.reason = 'replacement_absence' and v_prev.reason = 'replacement_absence')
       or coalesce(v_prev.talent_ended, false) then
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

create trigger contract_rules_a_carence before insert or update on public.contract
  for each row execute function private.check_contract_carence();

-- ---------------------------------------------------------------------------------------
-- 2. Mandatory documents (domain.md §1.5 and §3.1 item 5): when a contract is sent for
-- signature, signed or activated, the talent's residence permit (nationals outside the
-- EU/EEA/Switzerland) and the qualifications its job requires must be verified, valid at the
-- start and until the end of the contract. The carte BTP and the SIR aptitude are warnings.

-- The first missing or expiring mandatory document of a talent over a period, as a French
-- message (null when all are valid).
create or replace function private.contract_document_problem(p_talent_id uuid, p_job_id uuid, p_start date, p_end date)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_types public.document_type[] := private.job_required_document_types(p_job_id);
  v_nationality text;
  v_type public.document_type;
  v_best record;
  v_label text;
begin
  select t.nationality_code into v_nationality from public.talent t where t.id = p_talent_id;
  if v_nationality is not null and not private.is_eea_or_swiss(v_nationality) then
    v_types := array['residence_permit'::public.document_type] || v_types;
  end if;
  foreach v_type in array v_types loop
    v_label := private.enum_label('document_type', v_type::text);
    select d.expiry_date into v_best
    from public.document d
    where d.talent_id = p_talent_id and d.type = v_type and d.status in ('valid', 'expiring_soon', 'expired')
      and (d.issued_at is null or d.issued_at <= p_start)
    order by d.expiry_date desc nulls first
    limit 1;
    if not found then
      return format('Document obligatoire manquant pour ce contrat : « %s » du talent (vérifié et en cours de validité)', v_label);
    elsif v_best.expiry_date < p_start then
      return format('Le document « %s » du talent est expiré depuis le %s, avant le début du contrat (%s)',
                    v_label, private.fr_date(v_best.expiry_date), private.fr_date(p_start));
    elsif v_best.expiry_date < p_end then
      return format('Le document « %s » du talent expire le %s, avant la fin du contrat (%s)',
                    v_label, private.fr_date(v_best.expiry_date), private.fr_date(p_end));
    end if;
  end loop;
  return null;
end
$$;

create or replace function private.check_contract_documents()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_problem text;
begin
  if new.status is distinct from old.status and new.status in ('sent_for_signature', 'signed', 'active')
     and new.contract_type <> 'independent_service'
     and private.may_transition('contract', 'status', old.status::text, new.status::text) then
    v_problem := private.contract_document_problem(new.talent_id, new.job_id, new.start_date,
      private.contract_last_day(new.start_date, new.end_date, new.definitive_end_date, new.minimum_duration_days));
    if v_problem is not null then
      perform private.fail(v_problem, 'contract_documents');
    end if;
  end if;
  return new;
end
$$;

create trigger contract_rules_b_documents before update on public.contract
  for each row execute function private.check_contract_documents();

-- ---------------------------------------------------------------------------------------
-- 3. Warnings (non-blocking). These functions run as the caller: RLS decides which
-- contracts, timesheets and documents they see.

-- Worked periods of a talent (timesheet days with times) between two dates, local time; a
-- day ending at or before its start ends the next day.
create or replace function private.talent_work_periods(p_talent_id uuid, p_from date, p_to date)
returns table (work_date date, starts_at timestamp, ends_at timestamp)
language sql
stable
set search_path = ''
as $$
  select d.date, d.date + d.start_time,
         d.date + d.end_time + case when d.end_time <= d.start_time then interval '1 day' else interval '0' end
  from public.timesheet_day d
  join public.timesheet_week w on w.id = d.timesheet_week_id
  where w.talent_id = p_talent_id and w.status <> 'canceled' and d.date between p_from and p_to
    and d.start_time is not null and d.end_time is not null and d.worked_hours > 0
$$;

-- Hours written the French way (9,5 h).
create or replace function private.fr_hours(p_interval interval)
returns text
language sql
immutable
set search_path = ''
as $$
  select private.fr_decimal(round((extract(epoch from p_interval) / 3600)::numeric, 2)) || ' h'
$$;

-- Working-time warnings of a talent over the weeks from p_from to p_to: 12-week average
-- over 44 h (L3121-22), daily rest under 11 h (L3131-1), weekly rest under 35 h (L3132-2).
create or replace function private.talent_hours_warnings(p_talent_id uuid, p_from date, p_to date)
returns table (code text, message text, details jsonb)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_first_week date := p_from - (extract(isodow from p_from)::integer - 1);
  v_last_week date := p_to - (extract(isodow from p_to)::integer - 1);
  v_max_average numeric := coalesce(private.legal_value('max_average_weekly_hours_12w', p_to), 44);
  v_daily_rest interval := make_interval(hours => coalesce(private.legal_value('min_daily_rest_hours', p_to), 11)::integer);
  v_weekly_rest interval := make_interval(hours => coalesce(private.legal_value('min_weekly_rest_hours', p_to), 35)::integer);
  v_row record;
begin
  -- 12-week rolling average (weeks without timesheet count as 0 h).
  for v_row in
    with weeks as (
      select w.week_start, sum(w.total_hours) as hours
      from public.timesheet_week w
      where w.talent_id = p_talent_id and w.status <> 'canceled' and w.week_start between v_first_week - 77 and v_last_week + 77
      group by w.week_start
    ), windows as (
      select e.week_start as window_end, (select sum(x.hours) from weeks x where x.week_start between e.week_start - 77 and e.week_start) as total
      from weeks e
    )
    select window_end, total, round(total / 12.0, 2) as average from windows
    where window_end - 77 <= v_last_week and window_end >= v_first_week and total / 12.0 > v_max_average
    order by total desc, window_end
    limit 1
  loop
    code := 'average_weekly_hours_12w';
    message := format('Moyenne de %s h par semaine sur les 12 semaines du %s au %s : elle dépasse %s h (L3121-22)',
                      private.fr_decimal(v_row.average), private.fr_date(v_row.window_end - 77), private.fr_date(v_row.window_end + 6),
                      private.fr_decimal(v_max_average));
    details := jsonb_build_object('from', v_row.window_end - 77, 'to', v_row.window_end + 6, 'total_hours', v_row.total,
                                  'average_hours', v_row.average, 'max_average_hours', v_max_average);
    return next;
  end loop;

  -- Daily rest between two worked days.
  for v_row in
    select p.work_date, p.ends_at, p.next_date, p.next_start, p.next_start - p.ends_at as rest
    from (select x.*, lead(x.starts_at) over (order by x.starts_at, x.ends_at) as next_start,
                 lead(x.work_date) over (order by x.starts_at, x.ends_at) as next_date
          from private.talent_work_periods(p_talent_id, v_first_week - 1, v_last_week + 7) x) p
    where p.next_date > p.work_date and p.next_start - p.ends_at < v_daily_rest
      and (p.work_date between v_first_week and v_last_week + 6 or p.next_date between v_first_week and v_last_week + 6)
    order by p.work_date
  loop
    code := 'daily_rest';
    message := format('Repos quotidien de %s seulement entre le %s et le %s : %s consécutives sont obligatoires (L3131-1)',
                      private.fr_hours(v_row.rest), private.fr_date(v_row.work_date), private.fr_date(v_row.next_date),
                      private.fr_hours(v_daily_rest));
    details := jsonb_build_object('from_date', v_row.work_date, 'to_date', v_row.next_date, 'ended_at', v_row.ends_at,
                                  'resumed_at', v_row.next_start, 'rest_hours', round((extract(epoch from v_row.rest) / 3600)::numeric, 2));
    return next;
  end loop;

  -- Weekly rest: in each worked week, one rest of 35 consecutive hours of which at least
  -- 24 h fall inside the week (the daily 11 h may lie in the next or previous week).
  for v_row in
    with periods as (
      select x.starts_at, x.ends_at from private.talent_work_periods(p_talent_id, v_first_week - 7, v_last_week + 13) x
    ), gaps as (
      select coalesce(lag(p.ends_at) over (order by p.starts_at), (v_first_week - 14)::timestamp) as gap_start, p.starts_at as gap_end
      from periods p
      union all
      select coalesce(max(p.ends_at), (v_first_week - 14)::timestamp), (v_last_week + 21)::timestamp from periods p
    ), worked_weeks as (
      select distinct (p.starts_at::date - (extract(isodow from p.starts_at)::integer - 1)) as week_start
      from periods p where p.starts_at::date between v_first_week and v_last_week + 6
    )
    select ww.week_start from worked_weeks ww
    where not exists (
      select 1 from gaps g
      where g.gap_end - g.gap_start >= v_weekly_rest
        and least(g.gap_end, (ww.week_start + 7)::timestamp) - greatest(g.gap_start, ww.week_start::timestamp) >= interval '24 hours')
    order by ww.week_start
  loop
    code := 'weekly_rest';
    message := format('Semaine du %s : aucun repos hebdomadaire de %s consécutives (24 h dans la semaine + 11 h, L3132-2)',
                      private.fr_date(v_row.week_start), private.fr_hours(v_weekly_rest));
    details := jsonb_build_object('week_start', v_row.week_start, 'min_rest_hours', extract(epoch from v_weekly_rest) / 3600);
    return next;
  end loop;
end
$$;

-- The warnings of a contract: planned hours over 44 h, the talent's other contracts over the
-- same period, the carte BTP on a construction client, and the working-time warnings of the
-- talent over the contract's weeks.
create or replace function public.contract_warnings(p_contract_id uuid)
returns table (code text, message text, details jsonb)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_contract public.contract;
  v_last_day date;
  v_max_average numeric;
  v_row record;
  v_btp boolean;
begin
  select c.* into v_contract from public.contract c where c.id = p_contract_id;
  if not found then
    raise exception using message = 'Contrat introuvable', errcode = 'PT404';
  end if;
  v_last_day := private.contract_last_day(v_contract.start_date, v_contract.end_date, v_contract.definitive_end_date, v_contract.minimum_duration_days);
  v_max_average := coalesce(private.legal_value('max_average_weekly_hours_12w', v_contract.start_date), 44);

  if v_contract.working_hours > v_max_average then
    code := 'planned_weekly_hours';
    message := format('Durée hebdomadaire prévue de %s h : au-delà de %s h, la moyenne sur 12 semaines consécutives est dépassée (L3121-22)',
                      private.fr_decimal(v_contract.working_hours), private.fr_decimal(v_max_average));
    details := jsonb_build_object('working_hours', v_contract.working_hours, 'max_average_hours', v_max_average);
    return next;
  end if;

  for v_row in
    select c.contract_key, min(c.start_date) as span_start,
           max(private.contract_last_day(c.start_date, c.end_date, c.definitive_end_date, c.minimum_duration_days)) as span_end,
           (array_agg(c.id order by c.amendment_number))[1] as contract_id,
           (array_agg(c.status order by c.amendment_number desc))[1] as status
    from public.contract c
    where c.talent_id = v_contract.talent_id and c.contract_key <> v_contract.contract_key and c.status <> 'canceled'
    group by c.contract_key
    having min(c.start_date) <= v_last_day
       and max(private.contract_last_day(c.start_date, c.end_date, c.definitive_end_date, c.minimum_duration_days)) >= v_contract.start_date
    order by min(c.start_date), c.contract_key
  loop
    code := 'overlapping_contract';
    message := format('Le talent a un autre contrat sur la même période : %s, du %s au %s (« %s »)',
                      v_row.contract_key, private.fr_date(v_row.span_start), private.fr_date(v_row.span_end),
                      private.enum_label('contract_status', v_row.status::text));
    details := jsonb_build_object('contract_id', v_row.contract_id, 'contract_key', v_row.contract_key,
                                  'start_date', v_row.span_start, 'end_date', v_row.span_end, 'status', v_row.status);
    return next;
  end loop;

  -- Carte BTP: a client in NAF 41–43 or a construction sector (action centre carte_btp_missing).
  select (co.naf_code ~ '^4[1-3]\.') or coalesce(s.code in ('tp_vrd', 'gros_oeuvre', 'second_oeuvre', 'genie_civil', 'renovation_rehabilitation'), false)
    into v_btp
  from public.company co left join public.sector s on s.id = co.sector_id
  where co.id = v_contract.company_id;
  if coalesce(v_btp, false) and v_contract.contract_type <> 'independent_service' and not exists (
    select 1 from public.document d
    where d.talent_id = v_contract.talent_id and d.type = 'carte_btp' and d.status in ('valid', 'expiring_soon', 'expired')
      and (d.expiry_date is null or d.expiry_date >= v_contract.start_date)
  ) then
    code := 'carte_btp_missing';
    message := 'Chantier du BTP : le talent n''a pas de carte BTP valide au début du contrat';
    details := jsonb_build_object('start_date', v_contract.start_date);
    return next;
  end if;

  return query select * from private.talent_hours_warnings(v_contract.talent_id, v_contract.start_date, least(v_last_day, v_contract.start_date + 366));
end
$$;

-- The working-time warnings of a timesheet week (for its talent, all contracts together).
create or replace function public.timesheet_week_warnings(p_week_id uuid)
returns table (code text, message text, details jsonb)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_week public.timesheet_week;
begin
  select w.* into v_week from public.timesheet_week w where w.id = p_week_id;
  if not found then
    raise exception using message = 'Relevé introuvable', errcode = 'PT404';
  end if;
  return query select * from private.talent_hours_warnings(v_week.talent_id, v_week.week_start, v_week.week_start + 6);
end
$$;

-- ---------------------------------------------------------------------------------------
-- 4. Phone numbers and postal codes.

-- A phone number in E.164: national French numbers (06 12 34 56 78, 0033…, +33 (0)6…) get
-- +33, the 00 international prefix becomes +, the trunk 0 written after +33, +32 or +41 goes
-- (as libphonenumber does); spaces, dots, dashes, slashes and brackets go.
create or replace function private.normalize_phone(p_phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when v.p is null or v.p = '' then null
    when v.p ~ '^0[1-9][0-9]{8}$' then '+33' || substr(v.p, 2)
    when v.p ~ '^00[1-9]' then regexp_replace('+' || substr(v.p, 3), '^\+(33|32|41)0', '+\1')
    else regexp_replace(v.p, '^\+(33|32|41)0', '+\1')
  end
  from (select regexp_replace(replace(btrim(p_phone), '(0)', ''), '[\s.\-/()]', '', 'g') as p) as v
$$;

-- An E.164 number that the front end's validator (libphonenumber) would also accept for
-- France (+33, domain.md §8), Monaco (+377), Belgium (+32) and Switzerland (+41); other
-- countries get the E.164 length check (French overseas codes +262, +590… included).
create or replace function private.is_valid_phone(p_phone text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_phone ~ '^\+[1-9][0-9]{5,14}$' and case
    when p_phone like '+33%' then p_phone ~ '^\+33[1-9][0-9]{8}$'
    when p_phone like '+377%' then p_phone ~ '^\+377([3-9][0-9]{7}|6[0-9]{8})$'
    when p_phone like '+32%' then p_phone ~ '^\+32([1-9][0-9]{7}|4[0-9]{8})$'
    when p_phone like '+41%' then p_phone ~ '^\+41[1-9][0-9]{8}$'
    else true
  end
$$;

-- BEFORE trigger: normalises and validates the phone columns named in the arguments.
create or replace function private.check_phone_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_column text;
  v_value text;
  v_changes jsonb := '{}';
begin
  foreach v_column in array tg_argv loop
    v_value := to_jsonb(new) ->> v_column;
    if tg_op = 'UPDATE' and v_value is not distinct from (to_jsonb(old) ->> v_column) then
      continue;
    end if;
    v_value := private.normalize_phone(v_value);
    if v_value is not null and not private.is_valid_phone(v_value) then
      perform private.fail(format('Le téléphone « %s » est invalide', v_value), tg_table_name || '_' || v_column || '_valid');
    end if;
    v_changes := v_changes || jsonb_build_object(v_column, v_value);
  end loop;
  if v_changes <> '{}' then
    new := jsonb_populate_record(new, v_changes);
  end if;
  return new;
end
$$;

create trigger talent_a_phone before insert or update on public.talent
  for each row execute function private.check_phone_columns('phone_number');
create trigger contact_a_phone before insert or update on public.contact
  for each row execute function private.check_phone_columns('phone_number');
create trigger company_a_phone before insert or update on public.company
  for each row execute function private.check_phone_columns('phone_number');
create trigger medical_center_a_phone before insert or update on public.medical_center
  for each row execute function private.check_phone_columns('phone_number');
create trigger qualification_center_a_phone before insert or update on public.qualification_center
  for each row execute function private.check_phone_columns('phone_number');

-- The French message for a postal code that does not fit its country (null when it fits):
-- France 5 digits whose department exists (20 → 2A/2B, 971–976; 975, 984, 986–988 are
-- overseas collectivities), Monaco 980xx, Belgium and Switzerland 4 digits.
create or replace function private.postal_code_problem(p_country text, p_postal_code text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_department text;
begin
  if p_postal_code is null then
    return null;
  end if;
  if p_country = 'FR' then
    if p_postal_code ~ '^980[0-9]{2}$' then
      return format('Le code postal « %s » est celui de Monaco : choisissez le pays Monaco', p_postal_code);
    end if;
    if p_postal_code !~ '^[0-9]{5}$' then
      return format('Le code postal « %s » est invalide : 5 chiffres en France', p_postal_code);
    end if;
    v_department := case
      when left(p_postal_code, 2) = '20' then case when p_postal_code < '20200' then '2A' else '2B' end
      when left(p_postal_code, 2) in ('97', '98') then left(p_postal_code, 3)
      else left(p_postal_code, 2) end;
    if v_department not in ('975', '984', '986', '987', '988')
       and not exists (select 1 from public.department d where d.country_code = 'FR' and d.local_code = v_department) then
      return format('Le code postal « %s » est invalide : le département %s n''existe pas', p_postal_code, v_department);
    end if;
  elsif p_country = 'MC' and p_postal_code !~ '^980[0-9]{2}$' then
    return format('Le code postal « %s » est invalide : 980 suivi de 2 chiffres à Monaco', p_postal_code);
  elsif p_country = 'BE' and p_postal_code !~ '^[1-9][0-9]{3}$' then
    return format('Le code postal « %s » est invalide : 4 chiffres en Belgique', p_postal_code);
  elsif p_country = 'CH' and p_postal_code !~ '^[1-9][0-9]{3}$' then
    return format('Le code postal « %s » est invalide : 4 chiffres en Suisse', p_postal_code);
  end if;
  return null;
end
$$;

create or replace function private.check_address_postal_code()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_problem text;
begin
  new.postal_code := nullif(regexp_replace(coalesce(new.postal_code, ''), '\s', '', 'g'), '');
  if tg_op = 'INSERT' or (new.postal_code, new.country_code) is distinct from (old.postal_code, old.country_code) then
    v_problem := private.postal_code_problem(new.country_code, new.postal_code);
    if v_problem is not null then
      perform private.fail(v_problem, 'address_postal_code_valid');
    end if;
  end if;
  return new;
end
$$;

create trigger address_a_postal_code before insert or update on public.address
  for each row execute function private.check_address_postal_code();

-- ---------------------------------------------------------------------------------------
revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
revoke all on function public.contract_warnings(uuid) from public, anon;
grant execute on function public.contract_warnings(uuid) to authenticated, service_role;
revoke all on function public.timesheet_week_warnings(uuid) from public, anon;
grant execute on function public.timesheet_week_warnings(uuid) to authenticated, service_role;
