-- Client-side requests (domain.md §5.4–§5.6, §5.8): commercial conditions (generated and
-- e-signed, one signed version per scope), recruitment office invoices (placement fees),
-- credit insurance requests on clients, and definitive (early) ends of missions, which end
-- the contract once processed.

create type public.commercial_condition_status as enum (
  'draft', 'pending_validation', 'validated', 'sent_for_signature', 'signed', 'rejected_by_client', 'expired', 'superseded', 'canceled'
);
create type public.commercial_condition_scope as enum ('company', 'company_group');
create type public.invoice_frequency as enum ('weekly', 'monthly');
create type public.invoice_grouping as enum ('contract', 'worksite', 'po', 'company');
create type public.recruitment_office_invoice_request_status as enum ('requested', 'approved', 'invoiced', 'paid', 'credit_note', 'canceled');
create type public.recruitment_contract_type as enum ('cdi', 'cdd');
create type public.recruitment_billing_schedule as enum ('on_hire', 'after_trial', 'retainer_thirds');
create type public.company_insurance_request_status as enum ('draft', 'submitted', 'granted', 'partially_granted', 'refused', 'expired', 'terminated', 'canceled');
create type public.company_insurance_type as enum ('credit_insurance', 'client_rc_certificate', 'client_decennale_certificate');
create type public.credit_insurer as enum ('allianz_trade', 'coface', 'atradius', 'groupama_ac', 'other');
create type public.definitive_end_request_status as enum ('requested', 'under_review', 'approved', 'processed', 'rejected', 'canceled');

insert into public.enum_label (enum_name, value, label, position) values
  ('commercial_condition_status', 'draft', 'Brouillon', 1),
  ('commercial_condition_status', 'pending_validation', 'En validation interne', 2),
  ('commercial_condition_status', 'validated', 'Validées', 3),
  ('commercial_condition_status', 'sent_for_signature', 'Envoyées en signature', 4),
  ('commercial_condition_status', 'signed', 'Signées (en vigueur)', 5),
  ('commercial_condition_status', 'rejected_by_client', 'Refusées', 6),
  ('commercial_condition_status', 'expired', 'Expirées', 7),
  ('commercial_condition_status', 'superseded', 'Remplacées', 8),
  ('commercial_condition_status', 'canceled', 'Annulées', 9),
  ('commercial_condition_scope', 'company', 'Entreprise', 1),
  ('commercial_condition_scope', 'company_group', 'Groupe', 2),
  ('invoice_frequency', 'weekly', 'Hebdomadaire', 1),
  ('invoice_frequency', 'monthly', 'Mensuelle', 2),
  ('invoice_grouping', 'contract', 'Par contrat', 1),
  ('invoice_grouping', 'worksite', 'Par chantier', 2),
  ('invoice_grouping', 'po', 'Par bon de commande', 3),
  ('invoice_grouping', 'company', 'Par entreprise', 4),
  ('recruitment_office_invoice_request_status', 'requested', 'Demandée', 1),
  ('recruitment_office_invoice_request_status', 'approved', 'Validée', 2),
  ('recruitment_office_invoice_request_status', 'invoiced', 'Facturée', 3),
  ('recruitment_office_invoice_request_status', 'paid', 'Payée', 4),
  ('recruitment_office_invoice_request_status', 'credit_note', 'Avoir émis', 5),
  ('recruitment_office_invoice_request_status', 'canceled', 'Annulée', 6),
  ('recruitment_contract_type', 'cdi', 'CDI', 1),
  ('recruitment_contract_type', 'cdd', 'CDD', 2),
  ('recruitment_billing_schedule', 'on_hire', 'À l''embauche', 1),
  ('recruitment_billing_schedule', 'after_trial', 'Après la période d''essai', 2),
  ('recruitment_billing_schedule', 'retainer_thirds', 'Par tiers (signature, présélection, embauche)', 3),
  ('company_insurance_request_status', 'draft', 'Brouillon', 1),
  ('company_insurance_request_status', 'submitted', 'Envoyée à l''assureur', 2),
  ('company_insurance_request_status', 'granted', 'Accordée', 3),
  ('company_insurance_request_status', 'partially_granted', 'Accordée partiellement', 4),
  ('company_insurance_request_status', 'refused', 'Refusée', 5),
  ('company_insurance_request_status', 'expired', 'Expirée', 6),
  ('company_insurance_request_status', 'terminated', 'Résiliée', 7),
  ('company_insurance_request_status', 'canceled', 'Annulée', 8),
  ('company_insurance_type', 'credit_insurance', 'Assurance-crédit (garantie d''encours)', 1),
  ('company_insurance_type', 'client_rc_certificate', 'Attestation RC du client', 2),
  ('company_insurance_type', 'client_decennale_certificate', 'Attestation décennale du client', 3),
  ('credit_insurer', 'allianz_trade', 'Allianz Trade', 1),
  ('credit_insurer', 'coface', 'Coface', 2),
  ('credit_insurer', 'atradius', 'Atradius', 3),
  ('credit_insurer', 'groupama_ac', 'Groupama Assurance-crédit', 4),
  ('credit_insurer', 'other', 'Autre', 5),
  ('definitive_end_request_status', 'requested', 'Demandée', 1),
  ('definitive_end_request_status', 'under_review', 'En examen', 2),
  ('definitive_end_request_status', 'approved', 'Validée', 3),
  ('definitive_end_request_status', 'processed', 'Traitée', 4),
  ('definitive_end_request_status', 'rejected', 'Refusée', 5),
  ('definitive_end_request_status', 'canceled', 'Annulée', 6),
  ('request_field', 'generated_file', 'le document généré', 80),
  ('request_field', 'signer_contact_id', 'le signataire', 81),
  ('request_field', 'signed_file', 'le document signé', 82),
  ('request_field', 'invoice_file', 'la facture', 83),
  ('request_field', 'candidate_left_at', 'la date de départ du candidat', 84),
  ('request_field', 'granted_amount', 'le montant accordé', 85),
  ('request_field', 'decision_date', 'la date de décision', 86),
  ('request_field', 'valid_until', 'la fin de validité', 87),
  ('request_field', 'effective_end_date', 'la date de fin effective', 88),
  ('request_field', 'end_documents', 'les documents de fin de contrat', 89);

insert into public.request_type (entity, label, plural_label, route, status_enum, initial_status, terminal_statuses, has_amounts, deadline_rule, position) values
  ('recruitment_office_invoice_request', 'Facture cabinet de recrutement', 'Factures cabinet de recrutement', 'recruitment-office-invoice-requests',
   'recruitment_office_invoice_request_status', 'requested', '{paid,credit_note,canceled}', true, 'Facturation à la prise de poste, paiement sous 30 jours', 12),
  ('company_insurance_request', 'Demande d''assurance-crédit', 'Demandes d''assurance-crédit', 'company-insurance-requests',
   'company_insurance_request_status', 'draft', '{refused,expired,terminated,canceled}', true, 'Réponse de l''assureur sous 15 jours, puis la fin de validité', 13),
  ('definitive_end_request', 'Fin de mission anticipée', 'Fins de mission anticipées', 'definitive-end-requests',
   'definitive_end_request_status', 'requested', '{processed,rejected,canceled}', true, 'Avant la date de fin demandée', 15),
  ('commercial_condition', 'Conditions commerciales', 'Conditions commerciales', 'commercial-conditions',
   'commercial_condition_status', 'draft', '{rejected_by_client,expired,superseded,canceled}', true, 'Validation sous 3 jours, signature sous 14 jours, puis la fin de validité', 16);

-- ---------------------------------------------------------------------------------------
-- commercial_condition: a client's (or group's) negotiated coefficients and terms, generated
-- as a PDF and e-signed; versions per scope, one signed version in force.
create table public.commercial_condition (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  scope_type public.commercial_condition_scope not null default 'company',
  company_id uuid references public.company (id) on delete cascade,
  company_group_id uuid references public.company_group (id) on delete cascade,
  requester_id uuid references public.team_member (id) on delete set null,
  assignee_id uuid references public.team_member (id) on delete set null,
  version smallint not null default 1,
  valid_from date not null default current_date,
  valid_to date,
  coefficient_grid jsonb not null default '[]',
  default_coefficient numeric(5, 3) not null,
  overtime_coefficient numeric(5, 3),
  non_subject_coefficient numeric(5, 3) not null default 1.05,
  recruitment_fee_percentage numeric(5, 2),
  recruitment_fee_min numeric(12, 2),
  guarantee_months smallint,
  payment_terms_days smallint not null default 30,
  payment_terms_mode public.payment_terms_mode not null default 'net',
  invoice_frequency public.invoice_frequency not null default 'monthly',
  invoice_grouping public.invoice_grouping not null default 'contract',
  po_required boolean not null default false,
  special_clauses text,
  signer_contact_id uuid references public.contact (id) on delete set null,
  generated_file text,
  signed_file text,
  signature_provider text,
  signature_request_id text,
  signature_status public.signature_submission_status not null default 'not_sent',
  sent_for_signature_at timestamptz,
  signed_at timestamptz,
  is_outside_policy boolean not null default false,
  status public.commercial_condition_status not null default 'draft',
  status_changed_at timestamptz,
  status_comment text,
  due_at timestamptz,
  closed_at timestamptz,
  comment text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint commercial_condition_scope check (
    (scope_type = 'company' and company_id is not null and company_group_id is null)
    or (scope_type = 'company_group' and company_group_id is not null and company_id is null)
  ),
  constraint commercial_condition_dates check (valid_to is null or valid_to >= valid_from),
  constraint commercial_condition_coefficients check (
    default_coefficient between 1 and 5 and (overtime_coefficient is null or overtime_coefficient between 1 and 5)
    and non_subject_coefficient between 1 and 2
  ),
  constraint commercial_condition_grid check (jsonb_typeof(coefficient_grid) = 'array'),
  constraint commercial_condition_fee check (recruitment_fee_percentage is null or recruitment_fee_percentage between 0 and 50),
  constraint commercial_condition_payment_terms check (
    (payment_terms_mode = 'net' and payment_terms_days between 0 and 60) or (payment_terms_mode = 'end_of_month' and payment_terms_days between 0 and 45)
  )
);
create unique index commercial_condition_signature_request_idx on public.commercial_condition (signature_request_id) where signature_request_id is not null;

-- Commercial condition rules: one scope (a company or a group of the workspace), the next
-- version number, coefficients flagged outside the policy range, legal payment terms, a
-- signatory contact of the client to send, the e-signature fields along the way, due dates.
create or replace function private.validate_commercial_condition()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_system boolean := private.is_system() or coalesce(current_setting('renfort.actor', true), '') = 'system';
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_signer public.contact;
begin
  if (new.scope_type = 'company') <> (new.company_id is not null) or (new.scope_type = 'company_group') <> (new.company_group_id is not null) then
    perform private.fail('Des conditions commerciales portent soit sur une entreprise, soit sur un groupe', 'commercial_condition_scope');
  end if;
  perform private.assert_same_workspace(new.workspace_id, 'company_group', new.company_group_id, 'Le groupe');
  perform private.assert_same_workspace(new.workspace_id, 'contact', new.signer_contact_id, 'Le signataire');
  if new.valid_to < new.valid_from then
    perform private.fail('La fin de validité doit suivre le début', 'commercial_condition_dates');
  end if;
  if (new.payment_terms_mode = 'net' and new.payment_terms_days > 60) or (new.payment_terms_mode = 'end_of_month' and new.payment_terms_days > 45) then
    perform private.fail('Le délai de paiement dépasse le plafond légal (60 jours nets ou 45 jours fin de mois)', 'commercial_condition_payment_terms');
  end if;
  if tg_op = 'INSERT' then
    new.version := coalesce((select max(c.version) from public.commercial_condition c
                             where c.workspace_id = new.workspace_id and c.company_id is not distinct from new.company_id
                               and c.company_group_id is not distinct from new.company_group_id), 0) + 1;
  end if;
  new.is_outside_policy := new.default_coefficient < coalesce(private.legal_value('coefficient_min', new.valid_from), 1.5)
                           or new.default_coefficient > coalesce(private.legal_value('coefficient_max', new.valid_from), 2.5);

  if v_moved and new.status = 'sent_for_signature' then
    select c.* into v_signer from public.contact c where c.id = new.signer_contact_id;
    if not v_system and (v_signer.status <> 'active' or v_signer.email is null or not 'contract_signatory' = any (v_signer.roles)
        or not (v_signer.company_id = new.company_id
                or v_signer.company_id in (select co.id from public.company co where co.company_group_id = new.company_group_id))) then
      perform private.fail('Le signataire doit être un contact actif du client, signataire des contrats, avec un e-mail', 'commercial_condition_signer');
    end if;
    new.sent_for_signature_at := coalesce(new.sent_for_signature_at, now());
    new.signature_status := 'sent';
  elsif v_moved and new.status = 'signed' then
    new.signed_at := coalesce(new.signed_at, now());
    new.signature_status := 'completed';
  elsif v_moved and new.status = 'rejected_by_client' then
    new.signature_status := 'declined';
  elsif v_moved and new.status = 'expired' and new.signature_status in ('sent', 'opened') then
    new.signature_status := 'expired';
  end if;
  new.due_at := case
    when new.status = 'pending_validation' then coalesce(new.status_changed_at, now()) + interval '3 days'
    when new.status = 'sent_for_signature' then coalesce(new.sent_for_signature_at, now()) + interval '14 days'
    when new.status = 'signed' then new.valid_to::timestamp at time zone 'Europe/Paris' end;
  return new;
end
$$;

-- A new signed version supersedes the previous signed one of the same scope (as the system).
create or replace function private.apply_commercial_condition_effects()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  -- imports (seeds) bring consistent rows of their own
  if new.status <> 'signed' or (tg_op = 'UPDATE' and old.status = 'signed') or (tg_op = 'INSERT' and v_previous_actor = '' and private.is_system()) then
    return null;
  end if;
  perform set_config('renfort.actor', 'system', true);
  update public.commercial_condition c set status = 'superseded', status_comment = format('Remplacées par la version %s', new.version)
  where c.workspace_id = new.workspace_id and c.id <> new.id and c.status = 'signed'
    and c.company_id is not distinct from new.company_id and c.company_group_id is not distinct from new.company_group_id;
  perform set_config('renfort.actor', v_previous_actor, true);
  return null;
end
$$;

select private.install_request_table('commercial_condition');

-- The e-signature provider's webhook (service role): records the signed document, or the
-- refusal, of the conditions sent under that signature request.
create or replace function public.record_commercial_condition_signature(p_signature_request_id text, p_signed boolean, p_signed_file text default null)
returns public.commercial_condition_status
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status public.commercial_condition_status;
begin
  perform set_config('renfort.actor', 'system', true);
  update public.commercial_condition c
  set status = case when p_signed then 'signed' else 'rejected_by_client' end::public.commercial_condition_status,
      signed_file = case when p_signed then coalesce(p_signed_file, c.signed_file) else c.signed_file end
  where c.signature_request_id = p_signature_request_id and c.status = 'sent_for_signature'
  returning c.status into v_status;
  perform set_config('renfort.actor', '', true);
  if v_status is null then
    perform private.fail('Aucunes conditions commerciales en attente de signature pour cette demande', 'commercial_condition_signature_request', 'P0002');
  end if;
  return v_status;
end
$$;

-- ---------------------------------------------------------------------------------------
-- recruitment_office_invoice_request: the placement fee of a permanent or fixed-term hire
-- (spec: status, annual_wage, fee_comment, is_fee_percentage, fee_amount, start_date,
-- comment, timeline, job_name). fee_amount is a percentage of the annual wage when
-- is_fee_percentage, an amount excluding tax otherwise.
create table public.recruitment_office_invoice_request (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  company_id uuid not null references public.company (id) on delete restrict,
  contact_id uuid references public.contact (id) on delete set null,
  mission_id uuid references public.mission (id) on delete set null,
  talent_id uuid not null references public.talent (id) on delete restrict,
  requester_id uuid references public.team_member (id) on delete set null,
  assignee_id uuid references public.team_member (id) on delete set null,
  job_name text not null,
  contract_type public.recruitment_contract_type not null default 'cdi',
  start_date date not null,
  annual_wage numeric(12, 2) not null,
  variable_included boolean not null default false,
  is_fee_percentage boolean not null default true,
  fee_amount numeric(12, 2) not null,
  fee_ht numeric(12, 2) generated always as (case when is_fee_percentage then round(annual_wage * fee_amount / 100, 2) else fee_amount end) stored,
  vat_amount numeric(12, 2) generated always as (round((case when is_fee_percentage then round(annual_wage * fee_amount / 100, 2) else fee_amount end) * 0.2, 2)) stored,
  fee_ttc numeric(12, 2) generated always as (round((case when is_fee_percentage then round(annual_wage * fee_amount / 100, 2) else fee_amount end) * 1.2, 2)) stored,
  fee_comment text,
  timeline text,
  billing_schedule public.recruitment_billing_schedule not null default 'on_hire',
  guarantee_end_date date,
  candidate_left_at date,
  invoice_number text,
  invoice_file text,
  paid_at timestamptz,
  status public.recruitment_office_invoice_request_status not null default 'requested',
  status_changed_at timestamptz,
  status_comment text,
  due_at timestamptz,
  closed_at timestamptz,
  comment text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint recruitment_office_invoice_request_fee check (fee_amount > 0 and (not is_fee_percentage or fee_amount <= 50)),
  constraint recruitment_office_invoice_request_wage check (annual_wage > 0),
  constraint recruitment_office_invoice_request_guarantee check (guarantee_end_date is null or guarantee_end_date >= start_date)
);

-- Placement fee rules: a percentage within the policy maximum, a wage at least the annual
-- SMIC, the guarantee end (3 months by default), the client's contact, CSM approval only
-- within signed commercial conditions (accounting otherwise), a credit note only for a
-- candidate who left during the guarantee, due dates.
create or replace function private.validate_recruitment_office_invoice_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_max numeric;
  v_annual_smic numeric;
begin
  if coalesce(btrim(new.job_name), '') = '' then
    perform private.fail('L''intitulé du poste est obligatoire', 'recruitment_office_invoice_request_job_name');
  end if;
  v_max := private.required_legal_value('recruitment_fee_percentage_max', new.start_date);
  if new.is_fee_percentage and (new.fee_amount <= 0 or new.fee_amount > v_max) then
    perform private.fail(format('Le pourcentage d''honoraires doit être compris entre 0 et %s %%', v_max::integer), 'recruitment_office_invoice_request_fee');
  end if;
  v_annual_smic := round(private.required_legal_value('smic_monthly_35h', new.start_date) * 12, 2);
  if new.annual_wage < v_annual_smic then
    perform private.fail(format('Le salaire annuel (%s €) est inférieur au SMIC annuel (%s €)', private.fr_number(new.annual_wage), private.fr_number(v_annual_smic)),
                         'recruitment_office_invoice_request_wage_smic');
  end if;
  new.guarantee_end_date := coalesce(new.guarantee_end_date, (new.start_date + interval '3 months')::date);
  perform private.assert_same_workspace(new.workspace_id, 'contact', new.contact_id, 'Le contact');
  if new.contact_id is not null and not exists (select 1 from public.contact c where c.id = new.contact_id and c.company_id = new.company_id) then
    perform private.fail('Le contact doit appartenir à l''entreprise facturée', 'recruitment_office_invoice_request_contact_company');
  end if;
  if v_moved and not v_system and new.status = 'approved'
     and not private.has_any_role('{accounting_team_member,team_member_developer}')
     and not exists (
       select 1 from public.commercial_condition cc
       left join public.company co on co.id = new.company_id
       where cc.status = 'signed' and cc.workspace_id = new.workspace_id
         and (cc.company_id = new.company_id or cc.company_group_id = co.company_group_id)
         and cc.valid_from <= current_date and (cc.valid_to is null or cc.valid_to >= current_date)
         and (case when new.is_fee_percentage then new.fee_amount >= coalesce(cc.recruitment_fee_percentage, 0)
                   else new.fee_amount >= coalesce(cc.recruitment_fee_min, 0) end)
     ) then
    perform private.fail('Honoraires hors conditions commerciales signées : la validation revient à la comptabilité',
                         'recruitment_office_invoice_request_outside_conditions', '42501');
  end if;
  if v_moved and new.status = 'credit_note' and not (new.candidate_left_at < new.guarantee_end_date) then
    perform private.fail(format('Un avoir n''est possible que si le candidat part avant la fin de la garantie (%s)', private.fr_date(new.guarantee_end_date)),
                         'recruitment_office_invoice_request_credit_note');
  end if;
  if v_moved and new.status = 'paid' then
    new.paid_at := coalesce(new.paid_at, now());
  end if;
  new.due_at := case
    when new.status in ('requested', 'approved') then new.start_date::timestamp at time zone 'Europe/Paris'
    when new.status = 'invoiced' then coalesce(new.status_changed_at, now()) + interval '30 days' end;
  return new;
end
$$;

select private.install_request_table('recruitment_office_invoice_request');

-- ---------------------------------------------------------------------------------------
-- company_insurance_request: a credit limit asked from a credit insurer on a client (or the
-- client's own RC / décennale certificate).
create table public.company_insurance_request (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  company_id uuid not null references public.company (id) on delete cascade,
  requester_id uuid references public.team_member (id) on delete set null,
  assignee_id uuid references public.team_member (id) on delete set null,
  type public.company_insurance_type not null default 'credit_insurance',
  insurer public.credit_insurer not null default 'allianz_trade',
  policy_number text,
  requested_amount numeric(12, 2) not null,
  granted_amount numeric(12, 2),
  decision_date date,
  valid_until date,
  decision_reason text,
  document_file text,
  status public.company_insurance_request_status not null default 'draft',
  status_changed_at timestamptz,
  status_comment text,
  due_at timestamptz,
  closed_at timestamptz,
  comment text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint company_insurance_request_amounts check (requested_amount > 0 and (granted_amount is null or granted_amount between 0 and requested_amount)),
  constraint company_insurance_request_validity check (valid_until is null or decision_date is null or valid_until >= decision_date)
);

-- Insurance rules: a client with a SIREN, the amount granted within the amount asked (all of
-- it when granted, less when partially), one active cover per client and type, decisions
-- not in the future, due dates (the insurer's answer, then the renewal).
create or replace function private.validate_company_insurance_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_until date;
begin
  if new.type = 'credit_insurance' and not exists (select 1 from public.company c where c.id = new.company_id and c.siren is not null) then
    perform private.fail('L''entreprise doit avoir un SIREN pour une demande d''assurance-crédit', 'company_insurance_request_siren');
  end if;
  if v_moved and new.status = 'granted' then
    new.granted_amount := coalesce(new.granted_amount, new.requested_amount);
  end if;
  if new.granted_amount > new.requested_amount then
    perform private.fail('Le montant accordé ne peut pas dépasser le montant demandé', 'company_insurance_request_granted');
  end if;
  if v_moved and new.status = 'partially_granted' and new.granted_amount >= new.requested_amount then
    perform private.fail('Une garantie partielle est inférieure au montant demandé', 'company_insurance_request_partial');
  end if;
  if not v_system and new.decision_date > current_date then
    perform private.fail('La date de décision ne peut pas être dans le futur', 'company_insurance_request_decision_date');
  end if;
  if v_moved and new.status in ('granted', 'partially_granted') then
    select max(r.valid_until) into v_until from public.company_insurance_request r
    where r.company_id = new.company_id and r.type = new.type and r.id <> new.id and r.status in ('granted', 'partially_granted')
      and r.valid_until >= current_date;
    if v_until is not null then
      perform private.fail(format('Une garantie de ce type est déjà active pour cette entreprise jusqu''au %s', private.fr_date(v_until)),
                           'company_insurance_request_one_active');
    end if;
  end if;
  new.due_at := case
    when new.status = 'submitted' then coalesce(new.status_changed_at, now()) + interval '15 days'
    when new.status in ('granted', 'partially_granted') then new.valid_until::timestamp at time zone 'Europe/Paris' end;
  return new;
end
$$;

select private.install_request_table('company_insurance_request');

-- Cron (service role): covers past their validity become expired.
create or replace function public.expire_company_insurance_requests()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  perform set_config('renfort.actor', 'system', true);
  update public.company_insurance_request r set status = 'expired'
  where r.status in ('granted', 'partially_granted') and r.valid_until < current_date;
  get diagnostics v_count = row_count;
  perform set_config('renfort.actor', '', true);
  return v_count;
end
$$;

-- ---------------------------------------------------------------------------------------
-- definitive_end_request: an early (or at-term) end of a talent's contract, with notice,
-- end-of-mission allowance (IFM) and compensation computed.
create table public.definitive_end_request (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  talent_id uuid references public.talent (id) on delete restrict,
  contract_id uuid not null references public.contract (id) on delete restrict,
  contract_key text,
  company_id uuid references public.company (id) on delete set null,
  mission_id uuid references public.mission (id) on delete set null,
  requester_id uuid references public.team_member (id) on delete set null,
  assignee_id uuid references public.team_member (id) on delete set null,
  initiator public.definitive_end_initiator not null,
  reason public.definitive_end_reason not null,
  requested_end_date date not null,
  effective_end_date date,
  notice_days smallint,
  ifm_due boolean not null default true,
  replacement_contract_id uuid references public.contract (id) on delete set null,
  compensation_due numeric(12, 2) not null default 0,
  proof_file text,
  end_documents jsonb not null default '{}',
  status public.definitive_end_request_status not null default 'requested',
  status_changed_at timestamptz,
  status_comment text,
  due_at timestamptz,
  closed_at timestamptz,
  comment text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint definitive_end_request_documents check (jsonb_typeof(end_documents) = 'object'),
  constraint definitive_end_request_compensation check (compensation_due >= 0)
);

-- Early-end rules (L1251-26 ff.): dates inside the contract, the talent's own reasons only
-- (CDI hire, the agency's serious misconduct, force majeure), the trial period, the notice of
-- a CDI hire (a day per week, 1 to 10 working days), the IFM, the compensation of an agency
-- termination without replacement (accounting approves it), proof for a CDI hire or
-- misconduct, one open request per contract, due on the end date.
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
     and coalesce(new.effective_end_date, new.requested_end_date) > v_contract.start_date + coalesce(v_contract.trial_period_days, 0) then
    perform private.fail(format('Une rupture pendant l''essai doit intervenir avant la fin de la période d''essai (%s)',
                                private.fr_date(v_contract.start_date + coalesce(v_contract.trial_period_days, 0))), 'definitive_end_request_trial_period');
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

-- A processed end records the definitive end on the contract and, once its date has come,
-- ends it (terminated early before its term), as the system.
create or replace function private.apply_definitive_end_request_effects()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  -- imports (seeds) bring consistent rows of their own
  if new.status <> 'processed' or (tg_op = 'UPDATE' and old.status = 'processed') or (tg_op = 'INSERT' and v_previous_actor = '' and private.is_system()) then
    return null;
  end if;
  perform set_config('renfort.actor', 'system', true);
  update public.contract c
  set definitive_end_date = new.effective_end_date,
      definitive_end_reason = new.reason,
      definitive_end_initiator = new.initiator,
      definitive_end_comment = coalesce(new.status_comment, c.definitive_end_comment),
      status = case when c.status = 'active' and new.effective_end_date <= current_date
                    then (case when new.effective_end_date < c.end_date then 'terminated_early' else 'ended' end)::public.contract_status
                    else c.status end
  where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key and not c.is_amendment;
  perform set_config('renfort.actor', v_previous_actor, true);
  return null;
end
$$;

select private.install_request_table('definitive_end_request');

-- ---------------------------------------------------------------------------------------
-- Who may move the client-side requests (domain.md §5.4–§5.6, §5.8).
insert into public.status_transition (entity, from_status, to_status, roles, requester_only_roles, requires_comment, required_fields, note)
select t.entity, f, t.to_status, private.roles_of(t.roles), private.roles_of(t.own), t.comment, t.required, t.note
from (values
  ('commercial_condition', null, 'draft', 'CONS CSM', '', false, '{}'::text[], null),
  ('commercial_condition', 'draft', 'pending_validation', 'CONS CSM', 'CONS CSM', false, '{}', 'l''auteur'),
  ('commercial_condition', 'pending_validation', 'validated', 'ACC', '', false, '{}', 'un coefficient sous le plancher : avec la direction'),
  ('commercial_condition', 'pending_validation', 'draft', 'ACC', '', true, '{}', 'renvoyées à l''auteur'),
  ('commercial_condition', 'validated', 'sent_for_signature', 'CSM CONS', '', false, '{generated_file,signer_contact_id}', null),
  ('commercial_condition', 'sent_for_signature', 'signed', '', '', false, '{signed_file}', 'signature électronique (webhook)'),
  ('commercial_condition', 'sent_for_signature', 'rejected_by_client', '', '', false, '{}', 'signature électronique (webhook)'),
  ('commercial_condition', 'signed', 'superseded', '', '', false, '{}', 'automatique à la signature d''une nouvelle version'),
  ('commercial_condition', 'signed', 'expired', '', '', false, '{}', 'automatique après la fin de validité'),
  ('commercial_condition', 'draft pending_validation', 'canceled', 'CONS CSM', 'CONS CSM', false, '{}', 'l''auteur'),
  ('recruitment_office_invoice_request', null, 'requested', 'CONS', '', false, '{}', null),
  ('recruitment_office_invoice_request', 'requested', 'approved', 'CSM ACC', '', false, '{}', 'la comptabilité hors conditions commerciales'),
  ('recruitment_office_invoice_request', 'requested approved', 'canceled', 'CSM', '', true, '{}', 'avant facturation'),
  ('recruitment_office_invoice_request', 'approved', 'invoiced', 'ACC', '', false, '{invoice_number,invoice_file}', null),
  ('recruitment_office_invoice_request', 'invoiced', 'paid', 'ACC', '', false, '{}', null),
  ('recruitment_office_invoice_request', 'invoiced paid', 'credit_note', 'ACC', '', true, '{candidate_left_at}', 'départ pendant la garantie'),
  ('company_insurance_request', null, 'draft', 'CSM CONS', '', false, '{}', null),
  ('company_insurance_request', 'draft', 'submitted', 'ACC', '', false, '{}', null),
  ('company_insurance_request', 'submitted', 'granted', 'ACC', '', false, '{decision_date,valid_until}', null),
  ('company_insurance_request', 'submitted', 'partially_granted', 'ACC', '', false, '{granted_amount,decision_date,valid_until}', null),
  ('company_insurance_request', 'submitted', 'refused', 'ACC', '', true, '{decision_date}', null),
  ('company_insurance_request', 'granted partially_granted', 'expired', '', '', false, '{}', 'automatique après la fin de validité'),
  ('company_insurance_request', 'granted partially_granted', 'terminated', 'ACC', '', true, '{}', null),
  ('company_insurance_request', 'draft', 'canceled', 'CSM CONS', 'CONS', false, '{}', null),
  ('company_insurance_request', 'submitted', 'canceled', 'ACC', '', true, '{}', null),
  ('definitive_end_request', null, 'requested', 'CONS CSM XCSM', '', false, '{}', null),
  ('definitive_end_request', 'requested', 'under_review', 'CSM', '', false, '{}', null),
  ('definitive_end_request', 'under_review', 'approved', 'CSM ACC', '', false, '{effective_end_date}', 'la comptabilité quand une indemnité est due'),
  ('definitive_end_request', 'under_review', 'rejected', 'CSM ACC', '', true, '{}', null),
  ('definitive_end_request', 'approved', 'processed', 'ACC CSM', '', false, '{end_documents}', 'certificat de travail, attestation France Travail, solde de tout compte'),
  ('definitive_end_request', 'requested', 'canceled', 'CONS CSM XCSM', 'CONS XCSM', true, '{}', null),
  ('definitive_end_request', 'under_review', 'canceled', 'CSM', '', true, '{}', null)
) as t (entity, froms, to_status, roles, own, comment, required, note)
cross join lateral unnest(coalesce(string_to_array(t.froms, ' '), array[null::text])) as f;
select private.derive_notify_roles('commercial_condition');
select private.derive_notify_roles('recruitment_office_invoice_request');
select private.derive_notify_roles('company_insurance_request');
select private.derive_notify_roles('definitive_end_request');

-- Permission matrix rows: coefficients, fees and credit limits are never shown to external
-- CSMs nor marketing (domain.md §0.1); a definitive end is prepared by external CSMs too.
insert into public.role_permission (role, resource, action, scope, note)
select r, m.resource, m.action::public.permission_action, 'all', m.note
from (values
  ('commercial_condition', 'select', 'ACC CONS CSM DEV', 'coefficients : jamais le CSM externe ni le marketing'),
  ('commercial_condition', 'insert', 'CONS CSM DEV', null),
  ('commercial_condition', 'update', 'ACC CONS CSM DEV', 'qui peut changer le statut : status_transition'),
  ('commercial_condition', 'delete', 'DEV', 'annuler plutôt que supprimer'),
  ('recruitment_office_invoice_request', 'select', 'ACC CONS CSM DEV', 'honoraires : jamais le CSM externe ni le marketing'),
  ('recruitment_office_invoice_request', 'insert', 'CONS DEV', null),
  ('recruitment_office_invoice_request', 'update', 'ACC CONS CSM DEV', 'qui peut changer le statut : status_transition'),
  ('recruitment_office_invoice_request', 'delete', 'DEV', 'annuler plutôt que supprimer'),
  ('company_insurance_request', 'select', 'ACC CONS CSM DEV', 'encours : jamais le CSM externe ni le marketing'),
  ('company_insurance_request', 'insert', 'CONS CSM DEV', null),
  ('company_insurance_request', 'update', 'ACC CONS CSM DEV', 'qui peut changer le statut : status_transition'),
  ('company_insurance_request', 'delete', 'DEV', 'annuler plutôt que supprimer'),
  ('definitive_end_request', 'select', 'ACC CONS CSM XCSM DEV', 'jamais le marketing'),
  ('definitive_end_request', 'insert', 'CONS CSM XCSM DEV', null),
  ('definitive_end_request', 'update', 'ACC CONS CSM XCSM DEV', 'qui peut changer le statut : status_transition'),
  ('definitive_end_request', 'delete', 'DEV', 'annuler plutôt que supprimer')
) as m (resource, action, roles, note)
cross join lateral unnest(private.roles_of(m.roles)) as r;

select private.refresh_request_action_item_view();

revoke all on function public.record_commercial_condition_signature(text, boolean, text) from public, anon, authenticated;
grant execute on function public.record_commercial_condition_signature(text, boolean, text) to service_role;
revoke all on function public.expire_company_insurance_requests() from public, anon, authenticated;
grant execute on function public.expire_company_insurance_requests() to service_role;
revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
revoke all on function private.install_request_table(text), private.install_request_workspace_table(text),
  private.index_foreign_keys(text), private.derive_notify_roles(text), private.refresh_request_action_item_view() from authenticated, service_role;
