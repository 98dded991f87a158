-- Contracts and amendments (amendments are contract rows with is_amendment that share the
-- contract_key), the maximum duration per legal reason, the review flow of domain.md §3.1,
-- and contract_pricing: the coefficient, hidden from external CSMs and marketing.

create type public.contract_status as enum (
  'draft', 'review', 'admin_modification_requested', 'modification', 'consultant_review', 'validated',
  'sent_for_signature', 'partially_signed', 'signed', 'active', 'ended', 'terminated_early', 'canceled'
);
create type public.contract_type as enum ('mission', 'cdi_temp_assignment', 'independent_service');
create type public.amendment_type as enum ('renewal', 'pay_change', 'schedule_change', 'workplace_change', 'other_terms');
create type public.employee_status as enum ('worker', 'etam', 'executive');
create type public.meal_type as enum ('none', 'meal_voucher', 'meal_allowance', 'canteen');
create type public.ppe_item as enum ('safety_shoes', 'helmet', 'gloves', 'hi_vis', 'glasses', 'ear_protection', 'harness', 'workwear', 'rain_gear');
create type public.job_risk as enum ('work_at_height', 'machinery', 'electrical', 'asbestos', 'lead', 'chemical', 'noise', 'manual_handling', 'confined_space', 'road_traffic', 'scaffolding');
create type public.medical_surveillance as enum ('vip', 'sir');
create type public.definitive_end_reason as enum ('term_reached', 'flex_advance', 'trial_period', 'serious_misconduct', 'force_majeure', 'talent_cdi_hire', 'client_cdi_hire', 'agency_early_termination', 'mutual_agreement');
create type public.definitive_end_initiator as enum ('client', 'talent', 'agency');
create type public.timesheet_period as enum ('week', 'day');

insert into public.enum_label (enum_name, value, label, position) values
  ('contract_status', 'draft', 'Brouillon', 1),
  ('contract_status', 'review', 'En revue administrative', 2),
  ('contract_status', 'admin_modification_requested', 'Modification demandée par l''administration', 3),
  ('contract_status', 'modification', 'En cours de modification', 4),
  ('contract_status', 'consultant_review', 'Relecture consultant', 5),
  ('contract_status', 'validated', 'Validé', 6),
  ('contract_status', 'sent_for_signature', 'Envoyé en signature', 7),
  ('contract_status', 'partially_signed', 'Partiellement signé', 8),
  ('contract_status', 'signed', 'Signé', 9),
  ('contract_status', 'active', 'En cours', 10),
  ('contract_status', 'ended', 'Terminé', 11),
  ('contract_status', 'terminated_early', 'Rompu par anticipation', 12),
  ('contract_status', 'canceled', 'Annulé', 13),
  ('contract_type', 'mission', 'Contrat de mission', 1),
  ('contract_type', 'cdi_temp_assignment', 'Mission en CDI intérimaire', 2),
  ('contract_type', 'independent_service', 'Contrat de prestation (indépendant)', 3),
  ('amendment_type', 'renewal', 'Renouvellement', 1),
  ('amendment_type', 'pay_change', 'Modification de rémunération', 2),
  ('amendment_type', 'schedule_change', 'Modification d''horaires', 3),
  ('amendment_type', 'workplace_change', 'Changement de lieu', 4),
  ('amendment_type', 'other_terms', 'Autre modification', 5),
  ('employee_status', 'worker', 'Ouvrier', 1),
  ('employee_status', 'etam', 'ETAM', 2),
  ('employee_status', 'executive', 'Cadre', 3),
  ('meal_type', 'none', 'Aucun', 1),
  ('meal_type', 'meal_voucher', 'Titres-restaurant', 2),
  ('meal_type', 'meal_allowance', 'Indemnité de panier', 3),
  ('meal_type', 'canteen', 'Restaurant d''entreprise', 4),
  ('ppe_item', 'safety_shoes', 'Chaussures de sécurité', 1),
  ('ppe_item', 'helmet', 'Casque', 2),
  ('ppe_item', 'gloves', 'Gants', 3),
  ('ppe_item', 'hi_vis', 'Gilet / veste haute visibilité', 4),
  ('ppe_item', 'glasses', 'Lunettes', 5),
  ('ppe_item', 'ear_protection', 'Protections auditives', 6),
  ('ppe_item', 'harness', 'Harnais', 7),
  ('ppe_item', 'workwear', 'Vêtements de travail', 8),
  ('ppe_item', 'rain_gear', 'Tenue de pluie', 9),
  ('job_risk', 'work_at_height', 'Travail en hauteur', 1),
  ('job_risk', 'machinery', 'Conduite d''engins', 2),
  ('job_risk', 'electrical', 'Risque électrique', 3),
  ('job_risk', 'asbestos', 'Amiante', 4),
  ('job_risk', 'lead', 'Plomb', 5),
  ('job_risk', 'chemical', 'Agents chimiques (CMR)', 6),
  ('job_risk', 'noise', 'Bruit', 7),
  ('job_risk', 'manual_handling', 'Manutention', 8),
  ('job_risk', 'confined_space', 'Espace confiné', 9),
  ('job_risk', 'road_traffic', 'Circulation routière', 10),
  ('job_risk', 'scaffolding', 'Échafaudage (montage / démontage)', 11),
  ('medical_surveillance', 'vip', 'Visite d''information et de prévention (VIP)', 1),
  ('medical_surveillance', 'sir', 'Suivi individuel renforcé (SIR)', 2),
  ('definitive_end_reason', 'term_reached', 'Terme normal', 1),
  ('definitive_end_reason', 'flex_advance', 'Terme avancé (souplesse)', 2),
  ('definitive_end_reason', 'trial_period', 'Rupture pendant l''essai', 3),
  ('definitive_end_reason', 'serious_misconduct', 'Faute grave', 4),
  ('definitive_end_reason', 'force_majeure', 'Force majeure', 5),
  ('definitive_end_reason', 'talent_cdi_hire', 'Embauche en CDI de l''intérimaire', 6),
  ('definitive_end_reason', 'client_cdi_hire', 'Embauche par l''entreprise utilisatrice', 7),
  ('definitive_end_reason', 'agency_early_termination', 'Rupture anticipée par l''agence', 8),
  ('definitive_end_reason', 'mutual_agreement', 'Accord des parties', 9),
  ('definitive_end_initiator', 'client', 'Client', 1),
  ('definitive_end_initiator', 'talent', 'Talent', 2),
  ('definitive_end_initiator', 'agency', 'Agence', 3),
  ('timesheet_period', 'week', 'Semaine', 1),
  ('timesheet_period', 'day', 'Jour', 2);

-- contract_reason_rule: maximum total duration (renewals included) per legal reason,
-- L1251-12-1 absent a branch accord. is_blocking = false for the values to verify.
create table public.contract_reason_rule (
  reason public.contract_reason primary key,
  max_months smallint,
  imprecise_term_allowed boolean not null default false,
  is_blocking boolean not null default true,
  note text
);

insert into public.contract_reason_rule (reason, max_months, imprecise_term_allowed, is_blocking, note) values
  ('replacement_absence', 18, true, true, null),
  ('replacement_departure', 24, false, true, null),
  ('replacement_waiting_cdi', 9, true, true, null),
  ('activity_increase', 18, false, true, 'tâche occasionnelle incluse'),
  ('urgent_safety_works', 9, false, true, null),
  ('export_order', 24, false, true, 'contrat initial d''au moins 6 mois'),
  ('abroad', 24, false, true, null),
  ('seasonal', null, true, false, 'durée de la saison'),
  ('usage', null, true, false, 'règle du secteur'),
  ('replacement_owner', 18, true, false, 'à vérifier : non bloquant'),
  ('insertion', null, false, false, 'selon accord (L1251-7)'),
  ('training_complement', null, false, false, 'selon accord (L1251-7)'),
  ('apprenticeship', 36, false, true, null);

create sequence public.contract_key_seq;

-- contract: the contract of a talent on a mission, or an amendment of it (same contract_key).
create table public.contract (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  contract_key text not null,
  is_amendment boolean not null default false,
  amendment_type public.amendment_type,
  amendment_number smallint not null default 0,
  amended_contract_id uuid references public.contract (id) on delete set null,
  contract_type public.contract_type not null default 'mission',
  mission_id uuid references public.mission (id) on delete restrict,
  talent_id uuid not null references public.talent (id) on delete restrict,
  company_id uuid references public.company (id) on delete restrict,
  job_id uuid references public.job (id),
  job_name text,
  start_date date not null,
  end_date date,
  is_precise_term boolean not null default true,
  minimum_duration_days smallint,
  trial_period_days smallint,
  hourly_wage numeric(8, 2),
  hourly_billing_rate numeric(8, 2),
  employee_status public.employee_status not null default 'worker',
  qualification_level text,
  working_days smallint[] not null default '{1,2,3,4,5}',
  working_hours numeric(5, 2) not null default 35,
  schedule text,
  contract_reason public.contract_reason,
  contract_reason_justification text,
  status public.contract_status not null default 'draft',
  status_changed_at timestamptz,
  review_comment text,
  owner_id uuid references public.team_member (id) on delete set null,
  admin_id uuid references public.team_member (id) on delete set null,
  manager_validated_at timestamptz,
  manager_validated_by uuid references public.auth_user (id) on delete set null,
  meal_type public.meal_type not null default 'none',
  meal_card_value numeric(6, 2),
  ppe_by_agency public.ppe_item[] not null default '{}',
  ppe_by_client public.ppe_item[] not null default '{}',
  is_risky_position boolean not null default false,
  job_risks public.job_risk[] not null default '{}',
  risks_description text,
  reinforced_safety_training boolean not null default false,
  medical_surveillance public.medical_surveillance not null default 'vip',
  timesheet_period public.timesheet_period not null default 'week',
  timesheet_signer_contact_id uuid references public.contact (id) on delete set null,
  timesheet_requires_client_signature boolean not null default true,
  timesheet_auto_send boolean not null default true,
  address_id uuid references public.address (id) on delete set null,
  definitive_end_date date,
  definitive_end_reason public.definitive_end_reason,
  definitive_end_initiator public.definitive_end_initiator,
  definitive_end_comment text,
  definitive_end_requested_at timestamptz,
  definitive_end_requested_by uuid references public.auth_user (id) on delete set null,
  dpae_submitted_at timestamptz,
  dpae_reference text,
  generated_file text,
  signed_file text,
  signature_request_id text,
  talent_signed_at timestamptz,
  client_signed_at timestamptz,
  transmitted_to_talent_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint contract_version_unique unique (workspace_id, contract_key, amendment_number),
  constraint contract_amendment_consistency check (
    (is_amendment and amendment_number > 0 and amendment_type is not null)
    or (not is_amendment and amendment_number = 0 and amendment_type is null)
  ),
  constraint contract_dates_order check (end_date is null or end_date >= start_date),
  constraint contract_working_hours check (working_hours > 0 and working_hours <= 48),
  constraint contract_working_days check (cardinality(working_days) between 1 and 7 and working_days <@ '{1,2,3,4,5,6,7}'),
  constraint contract_hourly_wage_positive check (hourly_wage is null or hourly_wage > 0),
  constraint contract_meal_card_value check (meal_card_value is null or meal_card_value between 0 and 25),
  constraint contract_definitive_end_dates check (
    definitive_end_date is null or (definitive_end_date >= start_date and (end_date is null or definitive_end_date <= end_date))
  )
);
create index contract_workspace_status_idx on public.contract (workspace_id, status);
create index contract_contract_key_idx on public.contract (contract_key);
create index contract_amended_contract_id_idx on public.contract (amended_contract_id);
create index contract_mission_id_idx on public.contract (mission_id);
create index contract_talent_id_idx on public.contract (talent_id, start_date);
create index contract_company_id_idx on public.contract (company_id);
create index contract_job_id_idx on public.contract (job_id);
create index contract_owner_id_idx on public.contract (owner_id);
create index contract_admin_id_idx on public.contract (admin_id);
create index contract_manager_validated_by_idx on public.contract (manager_validated_by);
create index contract_timesheet_signer_contact_id_idx on public.contract (timesheet_signer_contact_id);
create index contract_address_id_idx on public.contract (address_id);
create index contract_definitive_end_requested_by_idx on public.contract (definitive_end_requested_by);
create index contract_dates_idx on public.contract (workspace_id, start_date, end_date);
create index contract_created_by_idx on public.contract (created_by);
create index contract_updated_by_idx on public.contract (updated_by);

-- contract_pricing: the contract's coefficient (1:1). Read by accounting, CSMs, consultants
-- and developers only: external CSMs and marketing never see coefficients or margins.
create table public.contract_pricing (
  contract_id uuid primary key references public.contract (id) on delete cascade,
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  coefficient numeric(5, 3) not null,
  coefficient_override_reason text,
  coefficient_override_by uuid references public.auth_user (id) on delete set null,
  coefficient_override_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint contract_pricing_coefficient_bounds check (coefficient between 1 and 5)
);
create index contract_pricing_workspace_id_idx on public.contract_pricing (workspace_id);
create index contract_pricing_coefficient_override_by_idx on public.contract_pricing (coefficient_override_by);
create index contract_pricing_created_by_idx on public.contract_pricing (created_by);
create index contract_pricing_updated_by_idx on public.contract_pricing (updated_by);

-- Statuses after which the contract's terms are frozen (changes go through an amendment).
create or replace function private.contract_terms_locked(p_status public.contract_status)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_status in ('signed', 'active', 'ended', 'terminated_early', 'canceled')
$$;

-- Validates a contract or amendment (French messages), numbers amendments, applies the
-- legal checks (SMIC, 48 h, maximum duration per reason, renewals, reason kept) and the
-- review-flow guards (manager validation, admin edit → consultant review).
create or replace function private.prepare_contract()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_initial public.contract;
  v_rule public.contract_reason_rule;
  v_smic numeric;
  v_max_renewals numeric;
  v_renewals integer;
  v_span_start date;
  v_span_end date;
  v_me public.team_member;
  v_terms_changed boolean := false;
  v_coefficient numeric;
  v_override text;
  v_talent public.talent;
begin
  -- Amendments share the key of the contract they amend and get the next number.
  if new.is_amendment then
    if new.amended_contract_id is not null and (tg_op = 'INSERT' or new.amended_contract_id is distinct from old.amended_contract_id) then
      new.contract_key := coalesce((select c.contract_key from public.contract c where c.id = new.amended_contract_id), new.contract_key);
    end if;
    select c.* into v_initial from public.contract c
    where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key and not c.is_amendment;
    if not found then
      perform private.fail('Un avenant doit porter sur un contrat existant (même clé de contrat)', 'contract_amendment_initial');
    end if;
    if tg_op = 'INSERT' and (new.amendment_number is null or new.amendment_number = 0) then
      new.amendment_number := coalesce((select max(c.amendment_number) from public.contract c
                                        where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key), 0) + 1;
    end if;
    if new.amended_contract_id is null then
      new.amended_contract_id := (select c.id from public.contract c
                                  where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key
                                    and c.amendment_number < new.amendment_number
                                  order by c.amendment_number desc limit 1);
    end if;
    if new.amendment_type is null then
      perform private.fail('Le type d''avenant est obligatoire', 'contract_amendment_type');
    end if;
    if new.talent_id is distinct from v_initial.talent_id then
      perform private.fail('Un avenant porte sur le même talent que le contrat initial', 'contract_amendment_talent');
    end if;
    if new.contract_reason is distinct from v_initial.contract_reason then
      perform private.fail('Le motif de recours ne peut pas changer par avenant : il faut un nouveau contrat', 'contract_amendment_reason');
    end if;
    new.mission_id := coalesce(new.mission_id, v_initial.mission_id);
    new.company_id := coalesce(new.company_id, v_initial.company_id);
    if new.amendment_type = 'renewal' and new.status <> 'canceled' then
      v_max_renewals := coalesce(private.legal_value('max_renewals', new.start_date), 2);
      select count(*) into v_renewals from public.contract c
      where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key and c.amendment_type = 'renewal'
        and c.status <> 'canceled' and c.id <> new.id;
      if v_renewals + 1 > v_max_renewals then
        perform private.fail(format('Un contrat ne peut être renouvelé que %s fois (L1251-35)', v_max_renewals), 'contract_max_renewals');
      end if;
    end if;
  else
    if tg_op = 'INSERT' and new.contract_key is null then
      new.contract_key := 'CTR-' || to_char(coalesce(new.start_date, current_date), 'YYYY') || '-'
                          || lpad(nextval('public.contract_key_seq')::text, 6, '0');
    end if;
    new.amendment_number := 0;
    new.amendment_type := null;
  end if;

  -- The order the contract comes from gives its client, job and workplace by default.
  if new.mission_id is not null then
    select coalesce(new.company_id, m.company_id), coalesce(new.job_id, m.job_id), coalesce(new.job_name, m.job_name),
           coalesce(new.address_id, m.address_id)
      into new.company_id, new.job_id, new.job_name, new.address_id
    from public.mission m where m.id = new.mission_id;
  end if;
  perform private.assert_same_workspace(new.workspace_id, 'mission', new.mission_id, 'La mission');
  perform private.assert_same_workspace(new.workspace_id, 'talent', new.talent_id, 'Le talent');
  perform private.assert_same_workspace(new.workspace_id, 'company', new.company_id, 'L''entreprise');
  perform private.assert_same_workspace(new.workspace_id, 'address', new.address_id, 'Le lieu de mission');
  perform private.assert_same_workspace(new.workspace_id, 'contact', new.timesheet_signer_contact_id, 'Le valideur des relevés');

  if tg_op = 'INSERT' then
    select t.* into v_talent from public.talent t where t.id = new.talent_id;
    if v_talent.blacklisted_at is not null and not private.is_system() then
      perform private.fail('Ce talent ne peut plus être délégué (interdiction de délégation)', 'contract_talent_blacklisted');
    end if;
  end if;

  -- Dates and term.
  if new.end_date is not null and new.end_date < new.start_date then
    perform private.fail('La date de fin doit être postérieure ou égale à la date de début', 'contract_dates_order');
  end if;
  if new.is_precise_term and new.end_date is null then
    perform private.fail('La date de fin est obligatoire pour un contrat à terme précis', 'contract_end_date_required');
  end if;
  if new.contract_type <> 'independent_service' and new.contract_reason is null then
    perform private.fail('Le motif de recours est obligatoire', 'contract_reason_required');
  end if;
  if new.contract_reason is not null then
    select r.* into v_rule from public.contract_reason_rule r where r.reason = new.contract_reason;
    if not new.is_precise_term then
      if not v_rule.imprecise_term_allowed then
        perform private.fail('Un terme imprécis n''est possible que pour un remplacement, un emploi saisonnier ou d''usage, ou l''attente d''un CDI', 'contract_imprecise_term');
      end if;
      if new.minimum_duration_days is null then
        perform private.fail('La durée minimale est obligatoire pour un contrat à terme imprécis', 'contract_minimum_duration');
      end if;
    end if;
    -- Maximum total duration, renewals included, over every live version of the contract_key.
    if v_rule.max_months is not null and v_rule.is_blocking and new.status <> 'canceled' then
      select least(min(c.start_date), new.start_date),
             greatest(max(coalesce(c.end_date, c.start_date + coalesce(c.minimum_duration_days, 0))),
                      coalesce(new.end_date, new.start_date + coalesce(new.minimum_duration_days, 0)))
        into v_span_start, v_span_end
      from public.contract c
      where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key and c.id <> new.id and c.status <> 'canceled';
      v_span_start := coalesce(v_span_start, new.start_date);
      v_span_end := coalesce(v_span_end, coalesce(new.end_date, new.start_date + coalesce(new.minimum_duration_days, 0)));
      if v_span_end >= (v_span_start + make_interval(months => v_rule.max_months))::date then
        perform private.fail(format('La durée totale du contrat, avenants compris, dépasse le maximum de %s mois pour le motif « %s » (L1251-12-1)',
                                    v_rule.max_months, private.enum_label('contract_reason', new.contract_reason::text)), 'contract_max_duration');
      end if;
    end if;
  end if;

  -- Pay and working time.
  if new.contract_type <> 'independent_service' then
    if new.hourly_wage is null then
      perform private.fail('Le salaire horaire est obligatoire', 'contract_hourly_wage_required');
    end if;
    v_smic := private.legal_value('smic_hourly_gross', new.start_date);
    if v_smic is not null and new.hourly_wage < v_smic then
      perform private.fail(format('Le salaire horaire (%s €) est inférieur au SMIC en vigueur au %s (%s €)',
                                  private.fr_number(new.hourly_wage), private.fr_date(new.start_date), private.fr_number(v_smic)),
                           'contract_hourly_wage_smic');
    end if;
  end if;
  if new.working_hours > coalesce(private.legal_value('max_weekly_hours', new.start_date), 48) then
    perform private.fail('La durée hebdomadaire ne peut pas dépasser 48 h (L3121-20)', 'contract_working_hours');
  end if;
  if new.meal_type = 'meal_voucher' and coalesce(new.meal_card_value, 0) <= 0 then
    perform private.fail('La valeur du titre-restaurant est obligatoire', 'contract_meal_card_value');
  end if;
  if new.meal_type = 'none' then
    new.meal_card_value := null;
  end if;
  if new.is_risky_position and cardinality(new.job_risks) = 0 and coalesce(btrim(new.risks_description), '') = '' then
    perform private.fail('Les risques d''un poste à risque doivent être décrits', 'contract_job_risks_required');
  end if;

  -- Definitive end.
  if new.definitive_end_date is not null then
    if new.definitive_end_date < new.start_date or (new.end_date is not null and new.definitive_end_date > new.end_date) then
      perform private.fail('La date de fin définitive doit être comprise entre le début et la fin du contrat', 'contract_definitive_end_dates');
    end if;
    if new.definitive_end_reason is null then
      perform private.fail('Le motif de fin définitive est obligatoire', 'contract_definitive_end_reason');
    end if;
    if tg_op = 'INSERT' or old.definitive_end_date is null then
      new.definitive_end_requested_at := coalesce(new.definitive_end_requested_at, now());
      new.definitive_end_requested_by := coalesce(auth.uid(), new.definitive_end_requested_by);
    end if;
  end if;

  -- Billing rate = pay × coefficient (the coefficient itself stays in contract_pricing).
  select p.coefficient, p.coefficient_override_reason into v_coefficient, v_override
  from public.contract_pricing p where p.contract_id = new.id;
  new.hourly_billing_rate := case when v_coefficient is not null and new.hourly_wage is not null
                                  then round(new.hourly_wage * v_coefficient, 2) end;

  if tg_op = 'UPDATE' and not private.is_system() then
    v_terms_changed := (new.start_date, new.end_date, new.hourly_wage, new.working_hours, new.working_days, new.schedule,
                        new.contract_reason, new.contract_reason_justification, new.talent_id, new.mission_id,
                        new.employee_status, new.address_id, new.is_precise_term, new.minimum_duration_days)
                       is distinct from
                       (old.start_date, old.end_date, old.hourly_wage, old.working_hours, old.working_days, old.schedule,
                        old.contract_reason, old.contract_reason_justification, old.talent_id, old.mission_id,
                        old.employee_status, old.address_id, old.is_precise_term, old.minimum_duration_days);
    if v_terms_changed and private.contract_terms_locked(old.status) then
      perform private.fail('Un contrat signé ne peut plus être modifié : créez un avenant', 'contract_terms_locked');
    end if;
    -- An administrator editing a contract under review sends it back to the consultant.
    if v_terms_changed and old.status in ('review', 'validated') and new.status = old.status
       and private.has_any_role('{csm_team_member,external_csm_team_member,accounting_team_member}')
       and not private.has_role('consultant_team_member') then
      new.status := 'consultant_review';
    end if;
    -- Manager validation: only a manager of the contract's owner.
    if new.manager_validated_at is distinct from old.manager_validated_at then
      if new.manager_validated_at is not null then
        if not (new.owner_id = any (private.current_managee_ids()) or private.current_management_level() >= 3
                or private.has_role('team_member_developer')) then
          perform private.fail('Seul le manager du consultant peut valider ce contrat', 'contract_manager_validation', '42501');
        end if;
        new.manager_validated_by := auth.uid();
      else
        new.manager_validated_by := null;
      end if;
    end if;
  end if;

  -- Status guards that depend on the row (who may move is in status_transition).
  if tg_op = 'UPDATE' and new.status is distinct from old.status and not private.is_system()
     and private.may_transition('contract', 'status', old.status::text, new.status::text) then
    if old.status = 'draft' and new.status = 'review' and private.has_role('consultant_team_member')
       and not private.has_any_role('{csm_team_member,external_csm_team_member,team_member_developer}') then
      select tm.* into v_me from public.team_member tm where tm.id = private.current_team_member_id();
      if v_me.management_level <= 1 and not v_me.is_autonomous and new.manager_validated_at is null then
        perform private.fail('Votre manager doit valider ce contrat avant sa mise en revue (vous n''êtes pas autonome)', 'contract_manager_validation_required');
      end if;
    end if;
    if new.status = 'validated' then
      if new.contract_type <> 'independent_service' and v_coefficient is null then
        perform private.fail('Le coefficient doit être renseigné avant la validation', 'contract_coefficient_required');
      end if;
      if v_override is not null and not private.has_any_role('{accounting_team_member,team_member_developer}') then
        perform private.fail('Un coefficient hors grille impose une validation par la comptabilité', 'contract_coefficient_override_validation', '42501');
      end if;
    end if;
    if new.status = 'canceled' and old.status = 'signed' and new.start_date <= current_date then
      perform private.fail('Un contrat signé ne peut être annulé qu''avant sa date de début', 'contract_cancel_after_start');
    end if;
  end if;
  if new.status = 'active' and new.contract_type <> 'independent_service' and new.dpae_submitted_at is null
     and (tg_op = 'INSERT' or old.status is distinct from 'active')
     and private.may_transition('contract', 'status', case when tg_op = 'UPDATE' then old.status::text end, 'active') then
    perform private.fail('La DPAE doit être déclarée avant le début du contrat', 'contract_dpae_required');
  end if;
  return new;
end
$$;

create trigger contract_prepare before insert or update on public.contract
  for each row execute function private.prepare_contract();
create trigger contract_status before insert or update on public.contract
  for each row execute function private.enforce_status_transition('status', 'review_comment');
create trigger contract_audit before insert or update on public.contract
  for each row execute function private.set_audit_fields();

-- Effects of a contract's status on the talent and the pipeline, done as the system.
create or replace function private.apply_contract_status_effects()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  if new.status is not distinct from old.status then
    return null;
  end if;
  perform set_config('renfort.actor', 'system', true);
  if new.status = 'signed' then
    update public.application a set stage = 'placed'
    where a.talent_id = new.talent_id and a.mission_id = new.mission_id and not a.is_rejected and a.stage <> 'placed';
  elsif new.status = 'active' then
    update public.talent t set availability_status = 'on_mission'
    where t.id = new.talent_id and t.availability_status = 'available';
    update public.mission m set status = 'in_progress'
    where m.id = new.mission_id and m.status = 'filled';
  elsif new.status in ('ended', 'terminated_early') then
    update public.talent t set availability_status = 'available'
    where t.id = new.talent_id and t.availability_status = 'on_mission'
      and not exists (select 1 from public.contract c where c.talent_id = new.talent_id and c.status = 'active' and c.id <> new.id);
  end if;
  perform set_config('renfort.actor', v_previous_actor, true);
  return null;
end
$$;

create trigger contract_status_effects after update of status on public.contract
  for each row execute function private.apply_contract_status_effects();

-- Validates the coefficient: within the policy range, or with an accounting override;
-- frozen once the contract is signed; keeps the contract's billing rate current.
create or replace function private.prepare_contract_pricing()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_contract public.contract;
  v_min numeric;
  v_max numeric;
  v_old_override text;
begin
  select c.* into v_contract from public.contract c where c.id = new.contract_id;
  new.workspace_id := coalesce(v_contract.workspace_id, new.workspace_id);
  if new.coefficient < 1 or new.coefficient > 5 then
    perform private.fail('Le coefficient doit être compris entre 1 et 5', 'contract_pricing_coefficient_bounds');
  end if;
  if not private.is_system() then
    if private.contract_terms_locked(v_contract.status)
       and (tg_op = 'INSERT' or new.coefficient is distinct from old.coefficient) then
      perform private.fail('Le coefficient d''un contrat signé ne peut plus être modifié : créez un avenant', 'contract_pricing_locked');
    end if;
    if tg_op = 'UPDATE' then
      v_old_override := old.coefficient_override_reason;
    end if;
    if new.coefficient_override_reason is distinct from v_old_override then
      if not private.has_any_role('{accounting_team_member,team_member_developer}') then
        perform private.fail('Seule la comptabilité peut accorder une dérogation de coefficient', 'contract_pricing_override_right', '42501');
      end if;
      new.coefficient_override_by := case when new.coefficient_override_reason is null then null else auth.uid() end;
      new.coefficient_override_at := case when new.coefficient_override_reason is null then null else now() end;
    end if;
  end if;
  v_min := coalesce(private.legal_value('coefficient_min', v_contract.start_date), 1.5);
  v_max := coalesce(private.legal_value('coefficient_max', v_contract.start_date), 2.5);
  if (new.coefficient < v_min or new.coefficient > v_max) and coalesce(btrim(new.coefficient_override_reason), '') = '' then
    perform private.fail(format('Le coefficient (%s) doit être compris entre %s et %s ; au-delà, une dérogation de la comptabilité est nécessaire',
                                replace(new.coefficient::text, '.', ','), replace(v_min::text, '.', ','), replace(v_max::text, '.', ',')),
                         'contract_pricing_coefficient_range');
  end if;
  return new;
end
$$;

-- Recomputes the contract's billing rate after a coefficient change.
create or replace function private.refresh_contract_billing_rate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.contract c
  set hourly_billing_rate = case when c.hourly_wage is not null then round(c.hourly_wage * new.coefficient, 2) end
  where c.id = new.contract_id and c.hourly_billing_rate is distinct from round(c.hourly_wage * new.coefficient, 2);
  return null;
end
$$;

create trigger contract_pricing_prepare before insert or update on public.contract_pricing
  for each row execute function private.prepare_contract_pricing();
create trigger contract_pricing_audit before insert or update on public.contract_pricing
  for each row execute function private.set_audit_fields();
create trigger contract_pricing_billing_rate after insert or update of coefficient on public.contract_pricing
  for each row execute function private.refresh_contract_billing_rate();

-- ---------------------------------------------------------------------------------------
-- Who may move contracts and amendments (domain.md §3.1, §3.2).
insert into public.status_transition (entity, from_status, to_status, roles, requires_comment, note) values
  ('contract', null, 'draft', '{consultant_team_member,csm_team_member,external_csm_team_member}', false, null),
  ('contract', 'draft', 'review', '{consultant_team_member,external_csm_team_member}', false, 'validation du manager si le consultant n''est pas autonome'),
  ('contract', 'review', 'validated', '{csm_team_member,accounting_team_member}', false, 'la comptabilité si le coefficient est hors grille'),
  ('contract', 'review', 'admin_modification_requested', '{csm_team_member,external_csm_team_member,accounting_team_member}', true, null),
  ('contract', 'admin_modification_requested', 'modification', '{consultant_team_member}', false, null),
  ('contract', 'modification', 'review', '{consultant_team_member}', false, null),
  ('contract', 'review', 'consultant_review', '{csm_team_member,external_csm_team_member,accounting_team_member}', false, 'automatique quand un administrateur modifie le contrat'),
  ('contract', 'validated', 'consultant_review', '{csm_team_member,external_csm_team_member,accounting_team_member}', false, 'automatique quand un administrateur modifie le contrat'),
  ('contract', 'consultant_review', 'validated', '{consultant_team_member}', false, null),
  ('contract', 'consultant_review', 'modification', '{consultant_team_member}', false, null),
  ('contract', 'validated', 'sent_for_signature', '{csm_team_member,consultant_team_member}', false, null),
  ('contract', 'sent_for_signature', 'partially_signed', '{}', false, 'signature électronique (webhook)'),
  ('contract', 'sent_for_signature', 'signed', '{}', false, 'signature électronique (webhook)'),
  ('contract', 'partially_signed', 'signed', '{}', false, 'signature électronique (webhook)'),
  ('contract', 'signed', 'active', '{}', false, 'automatique à la date de début'),
  ('contract', 'active', 'ended', '{}', false, 'automatique à la date de fin'),
  ('contract', 'active', 'terminated_early', '{}', false, 'automatique quand une fin définitive est traitée'),
  ('contract', 'draft', 'canceled', '{consultant_team_member,csm_team_member}', false, null),
  ('contract', 'review', 'canceled', '{csm_team_member}', false, null),
  ('contract', 'admin_modification_requested', 'canceled', '{csm_team_member}', false, null),
  ('contract', 'modification', 'canceled', '{csm_team_member}', false, null),
  ('contract', 'consultant_review', 'canceled', '{csm_team_member}', false, null),
  ('contract', 'validated', 'canceled', '{csm_team_member}', false, null),
  ('contract', 'sent_for_signature', 'canceled', '{csm_team_member}', false, null),
  ('contract', 'partially_signed', 'canceled', '{csm_team_member}', false, null),
  ('contract', 'signed', 'canceled', '{csm_team_member,accounting_team_member}', true, 'avant la date de début seulement');

-- ---------------------------------------------------------------------------------------
alter table public.contract_reason_rule enable row level security;
alter table public.contract enable row level security;
alter table public.contract_pricing enable row level security;

create policy "contract_reason_rule: team members can select all rules" on public.contract_reason_rule
  for select to authenticated using ((select private.is_team_member()));

-- contract: rows of the caller's workspaces; owners delete their drafts.
create policy "contract: matrix roles can select workspace rows" on public.contract
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('contract', 'select')));
create policy "contract: matrix roles can insert workspace rows" on public.contract
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('contract', 'insert')));
create policy "contract: matrix roles can update workspace rows" on public.contract
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('contract', 'update')))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('contract', 'update')));
create policy "contract: matrix roles or owners can delete drafts" on public.contract
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[])
         and ((select private.can('contract', 'delete'))
              or ((select private.can_own('contract', 'delete')) and status = 'draft'
                  and owner_id = any ((select private.me_and_managee_ids())::uuid[]))));

-- contract_pricing: coefficients; no row for external CSMs and marketing.
create policy "contract_pricing: matrix roles can select workspace rows" on public.contract_pricing
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('contract_pricing', 'select')));
create policy "contract_pricing: matrix roles can insert workspace rows" on public.contract_pricing
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('contract_pricing', 'insert')));
create policy "contract_pricing: matrix roles can update workspace rows" on public.contract_pricing
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('contract_pricing', 'update')))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('contract_pricing', 'update')));
create policy "contract_pricing: matrix roles can delete workspace rows" on public.contract_pricing
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('contract_pricing', 'delete')));

revoke all on public.contract_reason_rule, public.contract, public.contract_pricing from anon;
revoke insert, update, delete on public.contract_reason_rule from authenticated;
revoke all on sequence public.contract_key_seq from anon;
revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
