-- Missions (domain.md §2.1), the order's remaining fields and rules, and the one-call save of
-- the mission screens:
--   1. the columns §2.1 lists that the mission lacked (term, reference pay, coefficient and the
--      billing rate beside it, required qualifications, risks, PPE, bonuses, the attestations);
--   2. their checks, for every writer (trigger): imprecise term, the motif's maximum duration,
--      the coefficient band, the reference pay, the bonuses' shape;
--   3. public.save_mission: the mission and its worksite address in one transaction, as the
--      caller, with the order's mandatory fields and attestations (the app's write path);
--   4. public.mission_warnings (délai de carence, non-blocking) and public.mission_status_counts
--      (the list's quick filters), both as the caller (row-level security applies);
--   5. the indexes of the lists' default order and filters.

-- ---------------------------------------------------------------------------------------
-- 1. Columns.
alter table public.mission
  add column is_precise_term boolean not null default true,
  add column minimum_duration_days smallint,
  add column reference_hourly_wage numeric(8, 2),
  add column coefficient numeric(5, 3),
  add column hourly_billing_rate numeric(8, 2),
  add column required_qualifications public.document_type[] not null default '{}',
  add column job_risk_types public.job_risk[] not null default '{}',
  add column ppe_required public.ppe_item[] not null default '{}',
  add column bonuses jsonb not null default '[]',
  add column striker_replacement_attested boolean not null default false,
  add column economic_dismissal_attested boolean not null default false,
  add constraint mission_minimum_duration check (minimum_duration_days is null or minimum_duration_days between 1 and 1100),
  add constraint mission_coefficient_bounds check (coefficient is null or coefficient between 1 and 5),
  add constraint mission_reference_wage_positive check (reference_hourly_wage is null or reference_hourly_wage > 0),
  add constraint mission_bonuses_array check (jsonb_typeof(bonuses) = 'array');

comment on column public.mission.hourly_billing_rate is 'hourly_wage × coefficient, kept by private.check_mission_terms';
comment on column public.mission.bonuses is '[{type, amount, unit, subject_to_contributions}] (domain.md §2.1)';

-- ---------------------------------------------------------------------------------------
-- 2. The rules on the values, whoever writes them (fires after mission_prepare: names sort).
create or replace function private.check_mission_terms()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rule public.contract_reason_rule;
  v_last date;
  v_min numeric;
  v_max numeric;
  v_bonus jsonb;
begin
  if not new.is_precise_term then
    if new.contract_reason is not null and not coalesce((select r.imprecise_term_allowed from public.contract_reason_rule r
                                                         where r.reason = new.contract_reason), false) then
      perform private.fail('Un terme imprécis n''est possible que pour un remplacement, un emploi saisonnier ou d''usage, ou l''attente d''un CDI', 'mission_imprecise_term');
    end if;
    if new.minimum_duration_days is null then
      perform private.fail('La durée minimale est obligatoire pour une mission à terme imprécis', 'mission_minimum_duration');
    end if;
  end if;

  -- The projected duration within the motif's maximum (L1251-12-1), renewals aside.
  if new.contract_reason is not null and new.start_date is not null then
    select r.* into v_rule from public.contract_reason_rule r where r.reason = new.contract_reason;
    v_last := coalesce(new.end_date, case when not new.is_precise_term then new.start_date + new.minimum_duration_days end);
    if v_rule.max_months is not null and v_rule.is_blocking and v_last is not null
       and v_last >= (new.start_date + make_interval(months => v_rule.max_months))::date then
      perform private.fail(format('La durée prévue de la mission dépasse le maximum de %s mois pour le motif « %s » (L1251-12-1)',
                                  v_rule.max_months, private.enum_label('contract_reason', new.contract_reason::text)), 'mission_max_duration');
    end if;
  end if;

  if new.coefficient is not null and (tg_op = 'INSERT' or new.coefficient is distinct from old.coefficient) then
    v_min := coalesce(private.legal_value('coefficient_min', coalesce(new.start_date, current_date)), 1.5);
    v_max := coalesce(private.legal_value('coefficient_max', coalesce(new.start_date, current_date)), 2.5);
    if new.coefficient < v_min or new.coefficient > v_max then
      perform private.fail(format('Le coefficient (%s) doit être compris entre %s et %s ; au-delà, une dérogation de la comptabilité est nécessaire',
                                  private.fr_number(new.coefficient), private.fr_number(v_min), private.fr_number(v_max)),
                           'mission_coefficient_range');
    end if;
  end if;

  if new.hourly_wage is not null and new.reference_hourly_wage is not null and new.hourly_wage < new.reference_hourly_wage then
    perform private.fail(format('Le salaire horaire (%s €) est inférieur à la rémunération d''un salarié permanent équivalent (%s €, L1251-18)',
                                private.fr_number(new.hourly_wage), private.fr_number(new.reference_hourly_wage)),
                         'mission_reference_wage');
  end if;

  for v_bonus in select * from jsonb_array_elements(new.bonuses) loop
    if jsonb_typeof(v_bonus) <> 'object'
       or coalesce(v_bonus ->> 'type', '') not in ('meal', 'travel', 'transport', 'tools', 'dirt', 'weather', 'team')
       or jsonb_typeof(v_bonus -> 'amount') <> 'number' or (v_bonus ->> 'amount')::numeric <= 0 then
      perform private.fail('Chaque prime doit avoir un type et un montant positif', 'mission_bonuses');
    end if;
  end loop;

  new.hourly_billing_rate := case when new.hourly_wage is not null and new.coefficient is not null
                                  then round(new.hourly_wage * new.coefficient, 2) end;
  return new;
end
$$;

create trigger mission_prepare_terms before insert or update on public.mission
  for each row execute function private.check_mission_terms();

-- ---------------------------------------------------------------------------------------
-- 3. A mission and its worksite address, in one call (see 20260105000600_save_functions.sql
-- for p_values / p_address). A client order needs its motif (and the justification of a
-- replacement or an increase in activity), dates, worksite, pay and coefficient, and the
-- consultant's attestations: no striker replaced (L1251-10), no economic dismissal on the
-- post in the last six months for an increase in activity (L1251-9).
create or replace function public.save_mission(p_values jsonb, p_id uuid default null, p_address jsonb default null)
returns public.mission
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_old public.mission;
  v_new public.mission;
  v_id uuid;
  v_row public.mission;
begin
  if p_id is not null then
    select m.* into v_old from public.mission m where m.id = p_id;
    if v_old.id is null then
      perform private.fail('Cet enregistrement n''existe pas ou n''est pas visible avec vos droits', null, 'P0002');
    end if;
  end if;
  -- the row as it will be: the stored values overlaid with the ones given
  v_new := jsonb_populate_record(v_old, coalesce(p_values, '{}'::jsonb));
  if v_new.is_client_order is null then
    v_new.is_client_order := true;
  end if;
  if v_new.is_client_order then
    if v_new.contract_reason is null then
      perform private.fail('Le motif de recours est obligatoire pour une commande client', 'mission_reason_required');
    end if;
    if (v_new.contract_reason::text like 'replacement%' or v_new.contract_reason = 'activity_increase')
       and coalesce(btrim(v_new.contract_reason_justification), '') = '' then
      perform private.fail('La justification du motif est obligatoire (personne remplacée et sa qualification, ou raison de l''accroissement d''activité)',
                           'mission_reason_justification');
    end if;
    if v_new.start_date is null then
      perform private.fail('La date de début est obligatoire', 'mission_start_date_required');
    end if;
    if coalesce(v_new.is_precise_term, true) and v_new.end_date is null then
      perform private.fail('La date de fin est obligatoire pour une mission à terme précis', 'mission_end_date_required');
    end if;
    if v_new.hourly_wage is null then
      perform private.fail('Le salaire horaire est obligatoire pour une commande client', 'mission_hourly_wage_required');
    end if;
    if v_new.coefficient is null then
      perform private.fail('Le coefficient est obligatoire pour une commande client', 'mission_coefficient_required');
    end if;
    if (p_address is not null and (p_address = '{}'::jsonb or coalesce(btrim(p_address ->> 'city'), '') = ''))
       or (p_address is null and v_old.address_id is null) then
      perform private.fail('L''adresse du chantier est obligatoire pour une commande client', 'mission_worksite_required');
    end if;
    if not coalesce(v_new.striker_replacement_attested, false) then
      perform private.fail('Attestez que la mission ne remplace pas un salarié gréviste (L1251-10)', 'mission_striker_attestation');
    end if;
    if v_new.contract_reason = 'activity_increase' and not coalesce(v_new.economic_dismissal_attested, false) then
      perform private.fail('Attestez qu''aucun licenciement économique n''a touché ce poste dans les 6 derniers mois (L1251-9)',
                           'mission_economic_dismissal_attestation');
    end if;
  end if;
  v_id := private.write_row('public.mission', p_id,
    coalesce(p_values, '{}'::jsonb) || jsonb_build_object('address_id', private.write_address(v_old.address_id, p_address, 'worksite')));
  select * into v_row from public.mission m where m.id = v_id;
  return v_row;
end
$$;

-- ---------------------------------------------------------------------------------------
-- 4. Non-blocking warnings of a mission: a contract on the same post (same client, job and
-- worksite commune) ended inside the délai de carence before the mission's start (L1251-36;
-- the exemptions of L1251-37-1 by motif are left out). As the caller: contracts the caller
-- may not read are not counted.
create or replace function public.mission_warnings(p_id uuid)
returns text[]
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(array_agg(w.message order by w.first_day desc), '{}')
  from (
    select distinct on (c.contract_key)
      format('Délai de carence : un contrat sur ce poste (%s) s''est terminé le %s ; une nouvelle mission ne devrait pas commencer avant le %s (L1251-36)',
             c.contract_key, private.fr_date(private.contract_last_day(c.start_date, c.end_date, c.definitive_end_date, c.minimum_duration_days)),
             private.fr_date(f.first_day)) as message,
      f.first_day
    from public.mission m
    join public.contract c on c.company_id = m.company_id and c.job_id = m.job_id
      and c.status not in ('draft', 'canceled') and (c.mission_id is distinct from m.id)
      and c.contract_reason not in ('urgent_safety_works', 'seasonal', 'usage')
      and not c.renewal_refused_by_talent
    left join public.address ma on ma.id = m.address_id
    left join public.address ca on ca.id = c.address_id
    cross join lateral (
      select private.carence_first_allowed_day(
        private.contract_last_day(c.start_date, c.end_date, c.definitive_end_date, c.minimum_duration_days),
        private.carence_days(private.contract_last_day(c.start_date, c.end_date, c.definitive_end_date, c.minimum_duration_days) - c.start_date + 1),
        c.working_days) as first_day
    ) f
    where m.id = p_id and m.start_date is not null
      and (ma.city is null or ca.city is null or lower(ma.city) = lower(ca.city))
      and private.contract_last_day(c.start_date, c.end_date, c.definitive_end_date, c.minimum_duration_days) < m.start_date
      and m.start_date < f.first_day
    order by c.contract_key, f.first_day desc
  ) w
$$;

-- The list's quick filters: missions per status of one kind, as the caller.
create or replace function public.mission_status_counts(p_is_client_order boolean)
returns table (status public.mission_status, count bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select m.status, count(*) from public.mission m where m.is_client_order = p_is_client_order group by m.status
$$;

revoke all on function public.save_mission(jsonb, uuid, jsonb) from public, anon;
revoke all on function public.mission_warnings(uuid) from public, anon;
revoke all on function public.mission_status_counts(boolean) from public, anon;
grant execute on function public.save_mission(jsonb, uuid, jsonb) to authenticated, service_role;
grant execute on function public.mission_warnings(uuid) to authenticated, service_role;
grant execute on function public.mission_status_counts(boolean) to authenticated, service_role;
revoke all on function private.check_mission_terms() from public, anon;

-- ---------------------------------------------------------------------------------------
-- 5. The lists read one kind, newest first (default order), filtered by status or start date.
create index mission_kind_created_idx on public.mission (workspace_id, is_client_order, created_at desc, id);
create index mission_kind_status_idx on public.mission (workspace_id, is_client_order, status);
create index mission_kind_start_idx on public.mission (workspace_id, is_client_order, start_date);
