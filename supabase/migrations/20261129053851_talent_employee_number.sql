-- talent_employee_number: each talent's matricule (six digits, given at creation, never changed), which
-- the payroll file names the employee by instead of the talent's id. The talents already there take
-- theirs as the column is added.

create sequence "public"."talent_employee_number_seq";

drop function if exists "public"."pay_export_lines"(p_period_start date);

drop function if exists "public"."pay_export_missions"(p_period_start date);

alter table "public"."talent" add column "employee_number" text not null default lpad((nextval('talent_employee_number_seq'::regclass))::text, 6, '0'::text);

CREATE UNIQUE INDEX talent_employee_number_idx ON public.talent USING btree (employee_number);

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.prepare_talent()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_smic numeric;
  v_digits text;
begin
  if tg_op = 'UPDATE' then
    new.employee_number := old.employee_number;
  end if;
  new.email := lower(nullif(btrim(new.email), ''));
  new.phone_number := private.normalize_phone(new.phone_number);
  if new.email is not null and new.email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    perform private.fail(format('L''e-mail « %s » est invalide', new.email), 'talent_email_format');
  end if;
  if new.phone_number is not null and new.phone_number !~ '^\+?[0-9]{6,15}$' then
    perform private.fail(format('Le téléphone « %s » est invalide', new.phone_number), 'talent_phone_format');
  end if;
  if new.qualification_status <> 'anonymized'
     and (coalesce(btrim(new.first_name), '') = '' or coalesce(btrim(new.last_name), '') = '') then
    perform private.fail('Le prénom et le nom du talent sont obligatoires', 'talent_name_required');
  end if;
  if new.birth_date is not null and (tg_op = 'INSERT' or new.birth_date is distinct from old.birth_date) then
    if new.birth_date > private.paris_today() - interval '16 years' then
      perform private.fail('Un talent doit avoir au moins 16 ans', 'talent_minimum_age');
    elsif new.birth_date < date '1920-01-01' then
      perform private.fail('La date de naissance est invalide', 'talent_birth_date');
    end if;
  end if;
  new.siret := nullif(regexp_replace(coalesce(new.siret, ''), '\s', '', 'g'), '');
  if new.siret is not null and not private.is_valid_siret(new.siret) then
    perform private.fail(format('Le SIRET %s est invalide (14 chiffres et clé de contrôle)', new.siret), 'talent_siret_valid');
  end if;
  if new.wage is not null and new.worker_type not in ('independent', 'portage')
     and (tg_op = 'INSERT' or new.wage is distinct from old.wage) then
    v_smic := private.legal_value('smic_hourly_gross', private.paris_today());
    if v_smic is not null and new.wage < v_smic then
      perform private.fail(format('Le salaire horaire souhaité (%s €) est inférieur au SMIC en vigueur (%s €)',
                                  private.fr_number(new.wage), private.fr_number(v_smic)), 'talent_wage_smic');
    end if;
  end if;

  -- Blacklist ("ne plus déléguer"): a reason is mandatory; consultants and CSMs set it,
  -- only a CSM (or a developer) lifts it.
  if tg_op = 'INSERT' or new.blacklisted_at is distinct from old.blacklisted_at then
    if new.blacklisted_at is not null and coalesce(btrim(new.blacklist_reason), '') = '' then
      perform private.fail('Un motif est obligatoire pour ne plus déléguer un talent', 'talent_blacklist_reason');
    end if;
    if not private.is_system() then
      if new.blacklisted_at is not null
         and not private.may('talent.blacklist') then
        perform private.fail('Seuls un consultant ou un CSM peuvent interdire la délégation d''un talent', 'talent_blacklist_right', '42501');
      end if;
      if tg_op = 'UPDATE' and new.blacklisted_at is null and old.blacklisted_at is not null
         and not private.may('talent.lift_blacklist') then
        perform private.fail('Seul un CSM peut lever l''interdiction de délégation', 'talent_blacklist_right', '42501');
      end if;
      if new.blacklisted_at is not null then
        new.blacklisted_by := auth.uid();
      end if;
    end if;
  end if;
  if new.blacklisted_at is null then
    new.blacklist_reason := null;
    new.blacklisted_by := null;
  end if;

  perform private.assert_same_workspace(new.workspace_id, 'address', new.address_id, 'L''adresse');
  v_digits := regexp_replace(coalesce(new.phone_number, ''), '^\+33', '0');
  new.search_text := private.normalize_search(concat_ws(' ', new.first_name, new.last_name, new.birth_name, new.email,
                                                        new.phone_number, nullif(v_digits, '')));
  return new;
end
$function$
;

CREATE OR REPLACE FUNCTION public.pay_export_lines(p_period_start date)
 RETURNS TABLE(talent_id uuid, last_name text, first_name text, period_start date, period_end date, code text, label text, category pay_element_category, quantity numeric, rate numeric, amount numeric, contract_keys text, batch_id uuid, employee_number text)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if not private.may('pay.export') then
    perform private.fail('Seule la comptabilité peut exporter la paie', 'pay_export_role', '42501');
  end if;
  return query
  select p.talent_id, t.last_name, t.first_name, p.period_start, p.period_end, e.code, min(e.label), e.category,
         sum(e.quantity), e.rate, sum(e.amount), string_agg(distinct e.contract_key, ' '), p.payroll_export_batch_id,
         t.employee_number
  from public.pay_tracking p
  join public.talent t on t.id = p.talent_id
  join public.pay_element e on e.pay_tracking_id = p.id
  where p.period_start = p_period_start and p.status in ('exported', 'paid')
  group by p.talent_id, t.last_name, t.first_name, t.employee_number, p.period_start, p.period_end, e.code, e.category, e.rate, p.payroll_export_batch_id
  order by t.last_name, t.first_name, p.talent_id, min(e.position), e.code, e.rate;
end
$function$
;

CREATE OR REPLACE FUNCTION public.pay_export_missions(p_period_start date)
 RETURNS TABLE(talent_id uuid, last_name text, first_name text, period_start date, period_end date, contract_key text, amendment_number smallint, contract_type contract_type, start_date date, planned_end_date date, contract_reason contract_reason, contract_reason_justification text, replaced_employee text, job_name text, pcs_ese_code text, qualification_level text, employee_status employee_status, weekly_hours numeric, hourly_wage numeric, company_name text, company_siren text, site_siret text, work_place text, work_postal_code text, work_city text, hours numeric, gross numeric, allowances numeric, ifm numeric, iccp numeric, end_date date, end_reason definitive_end_reason, end_initiator definitive_end_initiator, batch_id uuid, employee_number text)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if not private.may('pay.export') then
    perform private.fail('Seule la comptabilité peut exporter la paie', 'pay_export_role', '42501');
  end if;
  return query
  with elements as (
    select p.talent_id, p.period_start, p.period_end, p.payroll_export_batch_id, p.workspace_id, e.contract_key,
           sum(e.quantity) filter (where e.category in ('hours', 'overtime')) as hours,
           sum(e.amount) filter (where e.category in ('hours', 'overtime', 'majoration', 'paid_absence', 'bonus_subject')) as gross,
           sum(e.amount) filter (where e.category = 'allowance') as allowances,
           sum(e.amount) filter (where e.category = 'ifm') as ifm,
           sum(e.amount) filter (where e.category = 'iccp') as iccp
    from public.pay_tracking p
    join public.pay_element e on e.pay_tracking_id = p.id
    where p.period_start = p_period_start and p.status in ('exported', 'paid') and e.contract_key is not null
    group by p.talent_id, p.period_start, p.period_end, p.payroll_export_batch_id, p.workspace_id, e.contract_key
  )
  select x.talent_id, t.last_name, t.first_name, x.period_start, x.period_end, x.contract_key,
         -- the planned end: the term, or for an imprecise term (no end date) the last day of its
         -- minimum duration, as the DPAE declares it (private.dpae_declaration)
         l.amendment_number, f.contract_type, f.start_date,
         coalesce(l.end_date, private.contract_last_day(f.start_date, null, null, l.minimum_duration_days)), f.contract_reason,
         f.contract_reason_justification, nullif(concat_ws(', ', f.replaced_employee, f.replaced_employee_qualification), ''), l.job_name, j.pcs_ese_code, l.qualification_level,
         l.employee_status, l.working_hours, l.hourly_wage, co.name, co.siren,
         -- the client's establishment: the order's, else the company's only active one
         coalesce(ag.siret, (select min(o.siret) from public.agency o
                              where o.company_id = l.company_id and o.status = 'active' and o.siret is not null
                              having count(*) = 1)),
         a.formatted, a.postal_code,
         a.city, coalesce(x.hours, 0), coalesce(x.gross, 0), coalesce(x.allowances, 0), coalesce(x.ifm, 0),
         coalesce(x.iccp, 0),
         -- the contract's end (the early end, or its term) on the pay that closes it: the one of
         -- the period it falls in, or the one that pays its end-of-contract indemnities (its last
         -- week belongs to the period of its Monday)
         case when e.closes then coalesce(l.definitive_end_date, l.end_date) end,
         case when e.closes then coalesce(l.definitive_end_reason, 'term_reached') end,
         case when e.closes and l.definitive_end_date is not null then l.definitive_end_initiator end,
         x.payroll_export_batch_id, t.employee_number
  from elements x
  join public.talent t on t.id = x.talent_id
  -- the first version gives the hiring (start, motif); the latest signed one what is in force
  cross join lateral (
    select c.* from public.contract c
    where c.workspace_id = x.workspace_id and c.contract_key = x.contract_key and c.status <> 'canceled'
    order by c.amendment_number, c.created_at limit 1) f
  cross join lateral (
    select c.* from public.contract c
    where c.workspace_id = x.workspace_id and c.contract_key = x.contract_key
      and c.status in ('signed', 'active', 'ended', 'terminated_early')
    order by c.amendment_number desc, c.created_at desc limit 1) l
  left join public.job j on j.id = l.job_id
  left join public.company co on co.id = l.company_id
  left join public.address a on a.id = l.address_id
  left join public.mission mi on mi.id = l.mission_id
  left join public.agency ag on ag.id = mi.agency_id
  cross join lateral (
    select coalesce(l.definitive_end_date, l.end_date) between x.period_start and x.period_end
           or coalesce(x.ifm, 0) > 0 or coalesce(x.iccp, 0) > 0 as closes) e
  order by t.last_name, t.first_name, x.talent_id, f.start_date, x.contract_key;
end
$function$
;

REVOKE ALL ON SEQUENCE public.talent_employee_number_seq FROM anon, authenticated, service_role;
GRANT ALL ON SEQUENCE public.talent_employee_number_seq TO authenticated;
GRANT ALL ON SEQUENCE public.talent_employee_number_seq TO service_role;

REVOKE ALL ON FUNCTION public.pay_export_lines(p_period_start date) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.pay_export_lines(p_period_start date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.pay_export_lines(p_period_start date) TO authenticated;
GRANT ALL ON FUNCTION public.pay_export_lines(p_period_start date) TO service_role;

REVOKE ALL ON FUNCTION public.pay_export_missions(p_period_start date) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.pay_export_missions(p_period_start date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.pay_export_missions(p_period_start date) TO authenticated;
GRANT ALL ON FUNCTION public.pay_export_missions(p_period_start date) TO service_role;
