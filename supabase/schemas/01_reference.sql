-- Reference lists: enum labels, countries, regions, departments, jobs, sectors, software, legal parameters.
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

-- ## Tables

-- Maximum total duration (renewals included) per legal reason…
CREATE TABLE public.contract_reason_rule (
    reason public.contract_reason NOT NULL,
    max_months smallint,
    imprecise_term_allowed boolean DEFAULT false NOT NULL,
    is_blocking boolean DEFAULT true NOT NULL,
    note text,
    CONSTRAINT contract_reason_rule_pkey PRIMARY KEY (reason)
);

REVOKE ALL ON TABLE public.contract_reason_rule FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE ON TABLE public.contract_reason_rule TO authenticated;
GRANT ALL ON TABLE public.contract_reason_rule TO service_role;

-- Code = ISO 3166-1 alpha-2, local_code = ISO alpha-3…
CREATE TABLE public.country (
    code text NOT NULL,
    name text NOT NULL,
    local_code text NOT NULL,
    is_address_search_enabled boolean DEFAULT false NOT NULL,
    CONSTRAINT country_code_format CHECK (((code ~ '^[A-Z]{2}$'::text) AND (local_code ~ '^[A-Z]{3}$'::text))),
    CONSTRAINT country_local_code_key UNIQUE (local_code),
    CONSTRAINT country_pkey PRIMARY KEY (code)
);

REVOKE ALL ON TABLE public.country FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE ON TABLE public.country TO authenticated;
GRANT ALL ON TABLE public.country TO service_role;

-- Code = 'FR-' + INSEE code, local_code = INSEE code ('69', '2A', '971').
CREATE TABLE public.department (
    code text NOT NULL,
    name text NOT NULL,
    local_code text NOT NULL,
    region_code text NOT NULL,
    country_code text NOT NULL,
    CONSTRAINT department_local_code_format CHECK (((country_code <> 'FR'::text) OR (local_code ~ '^(0[1-9]|1[0-9]|2[1-9AB]|[3-8][0-9]|9[0-5]|97[1-6])$'::text))),
    CONSTRAINT department_country_code_local_code_key UNIQUE (country_code, local_code),
    CONSTRAINT department_pkey PRIMARY KEY (code)
);

ALTER TABLE ONLY public.department
    ADD CONSTRAINT department_country_code_fkey FOREIGN KEY (country_code) REFERENCES public.country(code);

ALTER TABLE ONLY public.department
    ADD CONSTRAINT department_region_code_fkey FOREIGN KEY (region_code) REFERENCES public.region(code);

REVOKE ALL ON TABLE public.department FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE ON TABLE public.department TO authenticated;
GRANT ALL ON TABLE public.department TO service_role;

-- French labels of every enum value, in display order (one table for all enums).
CREATE TABLE public.enum_label (
    enum_name text NOT NULL,
    value text NOT NULL,
    label text NOT NULL,
    "position" smallint NOT NULL,
    CONSTRAINT enum_label_pkey PRIMARY KEY (enum_name, value)
);

REVOKE ALL ON TABLE public.enum_label FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE ON TABLE public.enum_label TO authenticated;
GRANT ALL ON TABLE public.enum_label TO service_role;

-- The 28 job titles; wages are indicative gross hourly ranges for 2026.
CREATE TABLE public.job (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    code text NOT NULL,
    name text NOT NULL,
    sector_id uuid NOT NULL,
    rome_code text,
    hourly_wage_min numeric(8,2),
    hourly_wage_max numeric(8,2),
    typical_qualifications text[] DEFAULT '{}'::text[] NOT NULL,
    "position" smallint NOT NULL,
    search_text text GENERATED ALWAYS AS (private.normalize_search(name)) STORED,
    pcs_ese_code text,
    CONSTRAINT job_pcs_ese_code_format CHECK (((pcs_ese_code IS NULL) OR (pcs_ese_code ~ '^[0-9]{3}[a-z]$'::text))),
    CONSTRAINT job_rome_code_format CHECK (((rome_code IS NULL) OR (rome_code ~ '^[A-N][0-9]{4}$'::text))),
    CONSTRAINT job_wage_range CHECK (((hourly_wage_min IS NULL) OR (hourly_wage_max IS NULL) OR (hourly_wage_min <= hourly_wage_max))),
    CONSTRAINT job_code_key UNIQUE (code),
    CONSTRAINT job_name_key UNIQUE (name),
    CONSTRAINT job_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.job
    ADD CONSTRAINT job_sector_id_fkey FOREIGN KEY (sector_id) REFERENCES public.sector(id);

REVOKE ALL ON TABLE public.job FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.job TO authenticated;
GRANT ALL ON TABLE public.job TO service_role;

-- Dated legal and policy values; validations read the value in force.
CREATE TABLE public.legal_parameter (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    key text NOT NULL,
    value numeric NOT NULL,
    unit text NOT NULL,
    valid_from date NOT NULL,
    valid_to date,
    source text,
    is_verified boolean DEFAULT true NOT NULL,
    note text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT legal_parameter_dates CHECK (((valid_to IS NULL) OR (valid_to >= valid_from))),
    CONSTRAINT legal_parameter_key_valid_from_key UNIQUE (key, valid_from),
    CONSTRAINT legal_parameter_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.legal_parameter
    ADD CONSTRAINT legal_parameter_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.legal_parameter
    ADD CONSTRAINT legal_parameter_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

REVOKE ALL ON TABLE public.legal_parameter FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.legal_parameter TO authenticated;
GRANT ALL ON TABLE public.legal_parameter TO service_role;

-- Code = 'FR-' + INSEE code, local_code = INSEE code ('84').
CREATE TABLE public.region (
    code text NOT NULL,
    name text NOT NULL,
    local_code text NOT NULL,
    country_code text NOT NULL,
    CONSTRAINT region_country_code_local_code_key UNIQUE (country_code, local_code),
    CONSTRAINT region_pkey PRIMARY KEY (code)
);

ALTER TABLE ONLY public.region
    ADD CONSTRAINT region_country_code_fkey FOREIGN KEY (country_code) REFERENCES public.country(code);

REVOKE ALL ON TABLE public.region FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE ON TABLE public.region TO authenticated;
GRANT ALL ON TABLE public.region TO service_role;

-- The 10 activity sectors.
CREATE TABLE public.sector (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    code text NOT NULL,
    name text NOT NULL,
    "position" smallint NOT NULL,
    CONSTRAINT sector_code_key UNIQUE (code),
    CONSTRAINT sector_name_key UNIQUE (name),
    CONSTRAINT sector_pkey PRIMARY KEY (id)
);

REVOKE ALL ON TABLE public.sector FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE ON TABLE public.sector TO authenticated;
GRANT ALL ON TABLE public.sector TO service_role;

-- Tools a talent masters (talent ↔ software).
CREATE TABLE public.software (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    category text,
    CONSTRAINT software_name_key UNIQUE (name),
    CONSTRAINT software_pkey PRIMARY KEY (id)
);

REVOKE ALL ON TABLE public.software FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.software TO authenticated;
GRANT ALL ON TABLE public.software TO service_role;

-- ## Indexes
-- Unless a line says otherwise, an index covers a foreign key (the joins, and the parent's deletes
-- that check it), named <table>_<column>_idx, or starts with one and adds the columns a list filters
-- and sorts by within it (<table>_<columns>_idx).

CREATE INDEX department_region_code_idx ON public.department USING btree (region_code);

-- Trigram search on job titles: the talent searches also match the text against their jobs' names.
CREATE INDEX job_search_text_trgm_idx ON public.job USING gin (search_text extensions.gin_trgm_ops);

CREATE INDEX job_sector_id_idx ON public.job USING btree (sector_id);

CREATE INDEX legal_parameter_created_by_idx ON public.legal_parameter USING btree (created_by);

CREATE INDEX legal_parameter_updated_by_idx ON public.legal_parameter USING btree (updated_by);

-- ## Triggers
-- Each trigger runs the function of the same purpose; its why is beside the function.

CREATE TRIGGER legal_parameter_a_close_previous BEFORE INSERT ON public.legal_parameter FOR EACH ROW EXECUTE FUNCTION private.close_previous_legal_parameter();

CREATE TRIGGER legal_parameter_a_history BEFORE DELETE OR UPDATE ON public.legal_parameter FOR EACH ROW EXECUTE FUNCTION private.guard_legal_parameter_history();

CREATE TRIGGER legal_parameter_audit BEFORE INSERT OR UPDATE ON public.legal_parameter FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER legal_parameter_overlap BEFORE INSERT OR UPDATE ON public.legal_parameter FOR EACH ROW EXECUTE FUNCTION private.check_legal_parameter_overlap();

CREATE TRIGGER sector_running_contract_watch_sync AFTER UPDATE OF code ON public.sector FOR EACH ROW EXECUTE FUNCTION private.sync_running_contract_watch_company();

-- ## RLS and policies
-- Each policy's name says who may do what; the read and write rules are in docs/rules/roles.md.

ALTER TABLE public.contract_reason_rule ENABLE ROW LEVEL SECURITY;

CREATE POLICY "contract_reason_rule: team members can select all rules" ON public.contract_reason_rule FOR SELECT TO authenticated USING (( SELECT private.is_team_member() AS is_team_member));

ALTER TABLE public.country ENABLE ROW LEVEL SECURITY;

CREATE POLICY "country: team members can select all countries" ON public.country FOR SELECT TO authenticated USING (( SELECT private.is_team_member() AS is_team_member));

ALTER TABLE public.department ENABLE ROW LEVEL SECURITY;

CREATE POLICY "department: team members can select all departments" ON public.department FOR SELECT TO authenticated USING (( SELECT private.is_team_member() AS is_team_member));

ALTER TABLE public.enum_label ENABLE ROW LEVEL SECURITY;

-- Reference rows: readable by team members, written by migrations only.
CREATE POLICY "enum_label: team members can select all labels" ON public.enum_label FOR SELECT TO authenticated USING (( SELECT private.is_team_member() AS is_team_member));

ALTER TABLE public.job ENABLE ROW LEVEL SECURITY;

CREATE POLICY "job: matrix roles can delete workspace rows" ON public.job FOR DELETE TO authenticated USING (( SELECT private.can('job'::text, 'delete'::public.permission_action) AS can));

CREATE POLICY "job: matrix roles can insert workspace rows" ON public.job FOR INSERT TO authenticated WITH CHECK (( SELECT private.can('job'::text, 'insert'::public.permission_action) AS can));

CREATE POLICY "job: matrix roles can update workspace rows" ON public.job FOR UPDATE TO authenticated USING (( SELECT private.can('job'::text, 'update'::public.permission_action) AS can)) WITH CHECK (( SELECT private.can('job'::text, 'update'::public.permission_action) AS can));

CREATE POLICY "job: team members can select all jobs" ON public.job FOR SELECT TO authenticated USING (( SELECT private.is_team_member() AS is_team_member));

ALTER TABLE public.legal_parameter ENABLE ROW LEVEL SECURITY;

CREATE POLICY "legal_parameter: matrix roles can delete workspace rows" ON public.legal_parameter FOR DELETE TO authenticated USING (( SELECT private.can('legal_parameter'::text, 'delete'::public.permission_action) AS can));

CREATE POLICY "legal_parameter: matrix roles can insert workspace rows" ON public.legal_parameter FOR INSERT TO authenticated WITH CHECK (( SELECT private.can('legal_parameter'::text, 'insert'::public.permission_action) AS can));

CREATE POLICY "legal_parameter: matrix roles can update workspace rows" ON public.legal_parameter FOR UPDATE TO authenticated USING (( SELECT private.can('legal_parameter'::text, 'update'::public.permission_action) AS can)) WITH CHECK (( SELECT private.can('legal_parameter'::text, 'update'::public.permission_action) AS can));

CREATE POLICY "legal_parameter: team members can select all parameters" ON public.legal_parameter FOR SELECT TO authenticated USING (( SELECT private.is_team_member() AS is_team_member));

ALTER TABLE public.region ENABLE ROW LEVEL SECURITY;

CREATE POLICY "region: team members can select all regions" ON public.region FOR SELECT TO authenticated USING (( SELECT private.is_team_member() AS is_team_member));

ALTER TABLE public.sector ENABLE ROW LEVEL SECURITY;

CREATE POLICY "sector: team members can select all sectors" ON public.sector FOR SELECT TO authenticated USING (( SELECT private.is_team_member() AS is_team_member));

ALTER TABLE public.software ENABLE ROW LEVEL SECURITY;

CREATE POLICY "software: matrix roles can delete workspace rows" ON public.software FOR DELETE TO authenticated USING (( SELECT private.can('software'::text, 'delete'::public.permission_action) AS can));

CREATE POLICY "software: matrix roles can insert workspace rows" ON public.software FOR INSERT TO authenticated WITH CHECK (( SELECT private.can('software'::text, 'insert'::public.permission_action) AS can));

CREATE POLICY "software: matrix roles can update workspace rows" ON public.software FOR UPDATE TO authenticated USING (( SELECT private.can('software'::text, 'update'::public.permission_action) AS can)) WITH CHECK (( SELECT private.can('software'::text, 'update'::public.permission_action) AS can));

CREATE POLICY "software: team members can select all software" ON public.software FOR SELECT TO authenticated USING (( SELECT private.is_team_member() AS is_team_member));

-- ## Functions

-- One SIRET per workspace (agency_workspace_siret_idx), one head office per company (agency_single_head_office_idx).
CREATE FUNCTION private.check_agency_uniqueness() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_head_office text;
begin
  if new.siret is not null and exists (
    select 1 from public.agency a where a.workspace_id = new.workspace_id and a.siret = new.siret and a.id <> new.id
  ) then
    perform private.fail(format('Le SIRET %s est déjà celui d''un autre établissement', new.siret), 'agency_workspace_siret_idx', '23505');
  end if;
  if new.is_head_office then
    select a.name into v_head_office from public.agency a
    where a.company_id = new.company_id and a.is_head_office and a.id <> new.id
    limit 1;
    if found then
      perform private.fail(format('« %s » est déjà le siège social de cette entreprise : retirez-lui d''abord ce statut', v_head_office),
                           'agency_single_head_office_idx', '23505');
    end if;
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_agency_uniqueness() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_agency_uniqueness() TO authenticated;
GRANT ALL ON FUNCTION private.check_agency_uniqueness() TO service_role;

-- One SIREN per workspace (company_workspace_siren_idx).
CREATE FUNCTION private.check_company_uniqueness() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.siren is not null and exists (
    select 1 from public.company c where c.workspace_id = new.workspace_id and c.siren = new.siren and c.id <> new.id
  ) then
    perform private.fail(format('Une entreprise avec le SIREN %s existe déjà', new.siren), 'company_workspace_siren_idx', '23505');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_company_uniqueness() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_company_uniqueness() TO authenticated;
GRANT ALL ON FUNCTION private.check_company_uniqueness() TO service_role;

-- Refuses two values of one parameter in force on the same day.
CREATE FUNCTION private.check_legal_parameter_overlap() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if exists (
    select 1 from public.legal_parameter p
    where p.key = new.key and p.id <> new.id
      and p.valid_from <= coalesce(new.valid_to, 'infinity'::date)
      and coalesce(p.valid_to, 'infinity'::date) >= new.valid_from
  ) then
    perform private.fail(format('Deux valeurs du paramètre « %s » se chevauchent', new.key), 'legal_parameter_overlap');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_legal_parameter_overlap() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_legal_parameter_overlap() TO authenticated;
GRANT ALL ON FUNCTION private.check_legal_parameter_overlap() TO service_role;

-- Formats a date the French way for messages (01/01/2026).
CREATE FUNCTION private.fr_date(p_value date) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select to_char(p_value, 'DD/MM/YYYY')
$$;

REVOKE ALL ON FUNCTION private.fr_date(p_value date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.fr_date(p_value date) TO authenticated;
GRANT ALL ON FUNCTION private.fr_date(p_value date) TO service_role;

-- Formats a quantity the French way without useless decimals (10, 12,5).
CREATE FUNCTION private.fr_decimal(p_value numeric) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select replace(rtrim(rtrim(to_char(p_value, 'FM999999990.99'), '0'), '.'), '.', ',')
$$;

REVOKE ALL ON FUNCTION private.fr_decimal(p_value numeric) FROM PUBLIC;
GRANT ALL ON FUNCTION private.fr_decimal(p_value numeric) TO authenticated;
GRANT ALL ON FUNCTION private.fr_decimal(p_value numeric) TO service_role;

-- Formats an amount the French way for messages (12,02).
CREATE FUNCTION private.fr_number(p_value numeric) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select replace(trim(to_char(p_value, 'FM999999990.00')), '.', ',')
$$;

REVOKE ALL ON FUNCTION private.fr_number(p_value numeric) FROM PUBLIC;
GRANT ALL ON FUNCTION private.fr_number(p_value numeric) TO authenticated;
GRANT ALL ON FUNCTION private.fr_number(p_value numeric) TO service_role;

-- The value of a legal parameter in force on a date (null when none).
CREATE FUNCTION private.legal_value(p_key text, p_on date DEFAULT private.paris_today()) RETURNS numeric
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.value from public.legal_parameter p
  where p.key = p_key and p.valid_from <= p_on and (p.valid_to is null or p.valid_to >= p_on)
  order by p.valid_from desc
  limit 1
$$;

REVOKE ALL ON FUNCTION private.legal_value(p_key text, p_on date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.legal_value(p_key text, p_on date) TO authenticated;
GRANT ALL ON FUNCTION private.legal_value(p_key text, p_on date) TO service_role;

-- ## Rows

-- Rows the schema owns (the application reads them as rules); `on conflict do nothing` keeps a
-- re-run harmless.

insert into public.enum_label (enum_name, value, label, "position") values
  ('absence_type', 'leave', 'Congé', 6),
  ('absence_type', 'none', 'Aucune', 1),
  ('absence_type', 'public_holiday', 'Jour férié', 8),
  ('absence_type', 'sick', 'Maladie', 3),
  ('absence_type', 'training', 'Formation', 7),
  ('absence_type', 'unjustified', 'Absence injustifiée', 2),
  ('absence_type', 'weather', 'Intempéries', 5),
  ('absence_type', 'work_accident', 'Accident du travail', 4),
  ('address_type', 'billing', 'Facturation', 5),
  ('address_type', 'establishment', 'Établissement', 4),
  ('address_type', 'head_office', 'Siège social', 3),
  ('address_type', 'home', 'Domicile', 1),
  ('address_type', 'medical_center', 'Centre médical', 7),
  ('address_type', 'other', 'Autre', 8),
  ('address_type', 'training_center', 'Centre de formation', 6),
  ('address_type', 'worksite', 'Chantier', 2),
  ('advance_payment_method', 'instant_transfer', 'Virement instantané', 2),
  ('advance_payment_method', 'sepa_transfer', 'Virement SEPA', 1),
  ('advance_payment_request_status', 'approved', 'Acceptée', 2),
  ('advance_payment_request_status', 'canceled', 'Annulée', 6),
  ('advance_payment_request_status', 'deducted', 'Déduite sur paie', 4),
  ('advance_payment_request_status', 'paid', 'Versée', 3),
  ('advance_payment_request_status', 'rejected', 'Refusée', 5),
  ('advance_payment_request_status', 'requested', 'Demandée', 1),
  ('agency_status', 'active', 'Active', 1),
  ('agency_status', 'closed', 'Fermée', 3),
  ('agency_status', 'inactive', 'Inactive', 2),
  ('ai_processing_status', 'done', 'Terminé', 4),
  ('anonymous_document_kind', 'bio', 'Bio anonyme', 1),
  ('anonymous_document_kind', 'resume', 'CV anonyme', 2),
  ('ai_processing_status', 'failed', 'Échec', 5),
  ('ai_processing_status', 'not_started', 'Non lancé', 1),
  ('ai_processing_status', 'pending', 'En attente', 2),
  ('ai_processing_status', 'processing', 'En cours', 3),
  ('amendment_type', 'other_terms', 'Autre modification', 5),
  ('amendment_type', 'pay_change', 'Modification de rémunération', 2),
  ('amendment_type', 'renewal', 'Renouvellement', 1),
  ('amendment_type', 'schedule_change', 'Modification d''horaires', 3),
  ('amendment_type', 'workplace_change', 'Changement de lieu', 4),
  ('app_role', 'accounting_team_member', 'Comptabilité', 1),
  ('app_role', 'consultant_team_member', 'Consultant', 2),
  ('app_role', 'csm_team_member', 'CSM', 3),
  ('app_role', 'external_csm_team_member', 'CSM externe', 4),
  ('app_role', 'team_member_developer', 'Développeur', 6),
  ('app_role', 'team_member_independent_administrator', 'Administrateur des indépendants', 7),
  ('app_role', 'team_member_marketing', 'Marketing', 5),
  ('application_rejection_reason', 'availability', 'Disponibilité', 2),
  ('application_rejection_reason', 'client_choice', 'Refusé(e) par le client', 6),
  ('application_rejection_reason', 'distance', 'Distance', 3),
  ('application_rejection_reason', 'documents', 'Documents', 5),
  ('application_rejection_reason', 'no_show', 'Absent(e) au rendez-vous', 7),
  ('application_rejection_reason', 'other', 'Autre', 10),
  ('application_rejection_reason', 'pay', 'Rémunération', 4),
  ('application_rejection_reason', 'skills', 'Compétences', 1),
  ('application_rejection_reason', 'unreachable', 'Injoignable', 9),
  ('application_rejection_reason', 'withdrawn', 'Désistement', 8),
  ('application_source', 'cooptation', 'Cooptation', 3),
  ('application_source', 'deep_research', 'Recherche approfondie', 6),
  ('application_source', 'job_board', 'Job board', 1),
  ('application_source', 'manual', 'Ajout manuel', 4),
  ('application_source', 'push_marketing', 'Push marketing', 2),
  ('application_source', 'substitute_bench', 'Banc de remplaçants', 5),
  ('application_stage', 'client_interview', 'Entretien client', 6),
  ('application_stage', 'new', 'Nouvelle candidature', 1),
  ('application_stage', 'on_hold', 'En attente (vivier)', 10),
  ('application_stage', 'onboarding', 'Dossier administratif', 8),
  ('application_stage', 'placed', 'Placé(e) / En mission', 9),
  ('application_stage', 'presented', 'Présenté(e) au client', 5),
  ('application_stage', 'qualified', 'Qualifié(e)', 3),
  ('application_stage', 'retained', 'Retenu(e) par le client', 7),
  ('application_stage', 'shortlisted', 'Présélectionné(e)', 4),
  ('application_stage', 'to_qualify', 'À qualifier', 2),
  ('card_payment_method', 'card', 'Carte bancaire', 1),
  ('card_payment_method', 'transfer', 'Virement', 2),
  ('civility', 'entity', 'Entité', 3),
  ('civility', 'mr', 'M.', 1),
  ('civility', 'mrs', 'Mme', 2),
  ('commercial_condition_scope', 'company', 'Entreprise', 1),
  ('commercial_condition_scope', 'company_group', 'Groupe', 2),
  ('commercial_condition_scope', 'agency_default', 'Conditions par défaut de l''agence', 3),
  ('commercial_condition_status', 'canceled', 'Annulées', 9),
  ('commercial_condition_status', 'draft', 'Brouillon', 1),
  ('commercial_condition_status', 'expired', 'Expirées', 7),
  ('commercial_condition_status', 'pending_validation', 'En validation interne', 2),
  ('commercial_condition_status', 'rejected_by_client', 'Refusées', 6),
  ('commercial_condition_status', 'sent_for_signature', 'Envoyées en signature', 4),
  ('commercial_condition_status', 'signed', 'Signées (en vigueur)', 5),
  ('commercial_condition_status', 'superseded', 'Remplacées', 8),
  ('commercial_condition_status', 'validated', 'Validées', 3),
  ('company_group_status', 'active', 'Actif', 1),
  ('company_group_status', 'archived', 'Archivé', 2),
  ('company_insurance_request_status', 'canceled', 'Annulée', 8),
  ('company_insurance_request_status', 'draft', 'Brouillon', 1),
  ('company_insurance_request_status', 'expired', 'Expirée', 6),
  ('company_insurance_request_status', 'granted', 'Accordée', 3),
  ('company_insurance_request_status', 'partially_granted', 'Accordée partiellement', 4),
  ('company_insurance_request_status', 'refused', 'Refusée', 5),
  ('company_insurance_request_status', 'submitted', 'Envoyée à l''assureur', 2),
  ('company_insurance_request_status', 'terminated', 'Résiliée', 7),
  ('company_insurance_type', 'client_decennale_certificate', 'Attestation décennale du client', 3),
  ('company_insurance_type', 'client_rc_certificate', 'Attestation RC du client', 2),
  ('company_insurance_type', 'credit_insurance', 'Assurance-crédit (garantie d''encours)', 1),
  ('company_status', 'active', 'Client actif', 2),
  ('company_status', 'archived', 'Archivé', 5),
  ('company_status', 'blocked', 'Bloqué (impayés / hors encours)', 4),
  ('company_status', 'inactive', 'Inactif', 3),
  ('company_status', 'prospect', 'Prospect', 1),
  ('construction_type', 'demolition', 'Démolition', 4),
  ('construction_type', 'industrial', 'Industriel', 7),
  ('construction_type', 'maintenance', 'Entretien / maintenance', 3),
  ('construction_type', 'networks', 'Réseaux', 6),
  ('construction_type', 'new_construction', 'Construction neuve', 1),
  ('construction_type', 'public_works', 'Travaux publics', 5),
  ('construction_type', 'renovation', 'Rénovation / réhabilitation', 2),
  ('contact_role', 'contract_signatory', 'Signataire contrats', 2),
  ('contact_role', 'decision_maker', 'Décideur', 1),
  ('contact_role', 'hr', 'RH', 5),
  ('contact_role', 'invoice_recipient', 'Destinataire factures', 4),
  ('contact_role', 'safety', 'QSE / Sécurité', 6),
  ('contact_role', 'timesheet_signer', 'Valideur relevés d''heures', 3),
  ('contact_status', 'active', 'Actif', 1),
  ('contact_status', 'archived', 'Archivé', 3),
  ('contact_status', 'left_company', 'A quitté l''entreprise', 2),
  ('contract_reason', 'abroad', 'Mission exécutée à l''étranger', 7),
  ('contract_reason', 'activity_increase', 'Accroissement temporaire d''activité', 4),
  ('contract_reason', 'apprenticeship', 'Apprentissage intérimaire', 13),
  ('contract_reason', 'export_order', 'Commande exceptionnelle à l''export', 6),
  ('contract_reason', 'insertion', 'Mission d''insertion', 11),
  ('contract_reason', 'replacement_absence', 'Remplacement d''un salarié absent', 1),
  ('contract_reason', 'replacement_departure', 'Remplacement — départ définitif précédant la suppression du poste', 2),
  ('contract_reason', 'replacement_owner', 'Remplacement chef d''entreprise / conjoint / exploitant', 10),
  ('contract_reason', 'replacement_waiting_cdi', 'Attente de l''entrée en service d''un salarié en CDI', 3),
  ('contract_reason', 'seasonal', 'Emploi saisonnier', 8),
  ('contract_reason', 'training_complement', 'Complément de formation', 12),
  ('contract_reason', 'urgent_safety_works', 'Travaux urgents de sécurité', 5),
  ('contract_reason', 'usage', 'Emploi d''usage', 9),
  ('contract_signature_party', 'client', 'Client (contrat de mise à disposition)', 2),
  ('contract_signature_party', 'talent', 'Talent (contrat de mission)', 1),
  ('contract_status', 'active', 'En cours', 10),
  ('contract_status', 'admin_modification_requested', 'Modification demandée par l''administration', 3),
  ('contract_status', 'canceled', 'Annulé', 13),
  ('contract_status', 'consultant_review', 'Relecture consultant', 5),
  ('contract_status', 'draft', 'Brouillon', 1),
  ('contract_status', 'ended', 'Terminé', 11),
  ('contract_status', 'modification', 'En cours de modification', 4),
  ('contract_status', 'partially_signed', 'Partiellement signé', 8),
  ('contract_status', 'review', 'En revue administrative', 2),
  ('contract_status', 'sent_for_signature', 'Envoyé en signature', 7),
  ('contract_status', 'signed', 'Signé', 9),
  ('contract_status', 'terminated_early', 'Rompu par anticipation', 12),
  ('contract_status', 'validated', 'Validé', 6),
  ('contract_type', 'cdi_temp_assignment', 'Mission en CDI intérimaire', 2),
  ('contract_type', 'independent_service', 'Contrat de prestation (indépendant)', 3),
  ('contract_type', 'mission', 'Contrat de mission', 1),
  ('cooptation_condition', 'days_after_start', 'Jours après le début de mission', 2),
  ('cooptation_condition', 'hours_worked', 'Heures travaillées', 1),
  ('cooptation_condition', 'trial_passed', 'Période d''essai validée', 3),
  ('cooptation_payout_mode', 'gift_card', 'Carte cadeau', 3),
  ('cooptation_payout_mode', 'payroll_bonus', 'Prime sur la paie', 1),
  ('cooptation_payout_mode', 'transfer', 'Virement', 2),
  ('cooptation_referrer_type', 'employee', 'Collaborateur', 2),
  ('cooptation_referrer_type', 'external', 'Personne extérieure', 3),
  ('cooptation_referrer_type', 'talent', 'Talent', 1),
  ('cooptation_status', 'approved', 'Prime validée', 5),
  ('cooptation_status', 'canceled', 'Annulée', 9),
  ('cooptation_status', 'condition_met', 'Condition atteinte', 4),
  ('cooptation_status', 'expired', 'Expirée', 8),
  ('cooptation_status', 'paid', 'Prime versée', 6),
  ('cooptation_status', 'qualified', 'Validée', 2),
  ('cooptation_status', 'referee_placed', 'Filleul en mission', 3),
  ('cooptation_status', 'rejected', 'Refusée (doublon)', 7),
  ('cooptation_status', 'submitted', 'Déclarée', 1),
  ('cpam_decision', 'recognized', 'Prise en charge', 1),
  ('cpam_decision', 'refused', 'Refus de prise en charge', 2),
  ('credit_insurer', 'allianz_trade', 'Allianz Trade', 1),
  ('credit_insurer', 'atradius', 'Atradius', 3),
  ('credit_insurer', 'coface', 'Coface', 2),
  ('credit_insurer', 'groupama_ac', 'Groupama Assurance-crédit', 4),
  ('credit_insurer', 'other', 'Autre', 5),
  ('day_meal', 'meal_allowance', 'Panier', 2),
  ('day_meal', 'meal_voucher', 'Titre-restaurant', 3),
  ('day_meal', 'none', 'Aucun', 1),
  ('definitive_end_initiator', 'agency', 'Agence', 3),
  ('definitive_end_initiator', 'client', 'Client', 1),
  ('definitive_end_initiator', 'talent', 'Talent', 2),
  ('definitive_end_offer', 'accepted', 'Acceptée : nouveau contrat', 3),
  ('definitive_end_offer', 'not_offered', 'Aucune proposition', 5),
  ('definitive_end_offer', 'offered', 'Proposée, en attente de réponse', 2),
  ('definitive_end_offer', 'refused', 'Refusée par l''intérimaire', 4),
  ('definitive_end_offer', 'to_offer', 'À proposer', 1),
  ('definitive_end_reason', 'agency_early_termination', 'Rupture anticipée par l''agence', 8),
  ('definitive_end_reason', 'client_cdi_hire', 'Embauche par l''entreprise utilisatrice', 7),
  ('definitive_end_reason', 'client_early_termination', 'Rupture à l''initiative de l''entreprise utilisatrice', 10),
  ('definitive_end_reason', 'flex_advance', 'Terme avancé (souplesse)', 2),
  ('definitive_end_reason', 'force_majeure', 'Force majeure', 5),
  ('definitive_end_reason', 'mutual_agreement', 'Accord des parties', 9),
  ('definitive_end_reason', 'serious_misconduct', 'Faute grave', 4),
  ('definitive_end_reason', 'talent_cdi_hire', 'Embauche en CDI de l''intérimaire', 6),
  ('definitive_end_reason', 'term_reached', 'Terme normal', 1),
  ('definitive_end_reason', 'trial_period', 'Rupture pendant l''essai', 3),
  ('definitive_end_request_status', 'approved', 'Validée', 3),
  ('definitive_end_request_status', 'canceled', 'Annulée', 6),
  ('definitive_end_request_status', 'processed', 'Traitée', 4),
  ('definitive_end_request_status', 'rejected', 'Refusée', 5),
  ('definitive_end_request_status', 'requested', 'Demandée', 1),
  ('definitive_end_request_status', 'under_review', 'En examen', 2),
  ('document_status', 'expired', 'Expiré', 4),
  ('document_status', 'expiring_soon', 'Expire bientôt', 3),
  ('document_status', 'pending_verification', 'À vérifier', 1),
  ('document_status', 'rejected', 'Refusé', 5),
  ('document_status', 'valid', 'Valide', 2),
  ('document_type', 'aipr', 'AIPR', 11),
  ('document_type', 'amendment', 'Avenant', 22),
  ('document_type', 'caces', 'CACES', 9),
  ('document_type', 'carte_btp', 'Carte BTP', 15),
  ('document_type', 'carte_vitale', 'Carte Vitale / attestation de sécurité sociale', 4),
  ('document_type', 'cv', 'CV', 7),
  ('document_type', 'diploma', 'Diplôme', 8),
  ('document_type', 'driver_qualification', 'Qualification conducteur (FIMO / FCO)', 26),
  ('document_type', 'driving_license', 'Permis de conduire', 16),
  ('document_type', 'electrical_clearance', 'Habilitation électrique', 10),
  ('document_type', 'id_card', 'Carte d''identité', 1),
  ('document_type', 'kbis', 'Extrait Kbis', 19),
  ('document_type', 'medical_attestation', 'Avis médical / attestation de suivi', 14),
  ('document_type', 'mission_contract', 'Contrat de mission', 20),
  ('document_type', 'other', 'Autre', 24),
  ('document_type', 'passport', 'Passeport', 2),
  ('document_type', 'payslip', 'Bulletin de paie', 23),
  ('document_type', 'proof_of_address', 'Justificatif de domicile', 5),
  ('document_type', 'provision_contract', 'Contrat de mise à disposition', 21),
  ('document_type', 'rc_pro', 'Attestation RC Pro', 18),
  ('document_type', 'residence_permit', 'Titre de séjour', 3),
  ('document_type', 'rib', 'RIB', 6),
  ('document_type', 'scaffolding', 'Échafaudage (R408)', 25),
  ('document_type', 'sst', 'SST', 12),
  ('document_type', 'urssaf_vigilance', 'Attestation de vigilance URSSAF', 17),
  ('document_type', 'work_at_height', 'Travail en hauteur', 13),
  ('employee_status', 'etam', 'ETAM', 2),
  ('employee_status', 'executive', 'Cadre', 3),
  ('employee_status', 'worker', 'Ouvrier', 1),
  ('expense_category', 'lodging', 'Hébergement (grand déplacement)', 6),
  ('expense_category', 'meal', 'Repas', 5),
  ('expense_category', 'medical_visit_travel', 'Trajet visite médicale', 7),
  ('expense_category', 'mileage', 'Indemnités kilométriques', 2),
  ('expense_category', 'other', 'Autre', 10),
  ('expense_category', 'parking', 'Stationnement', 4),
  ('expense_category', 'public_transport', 'Transports en commun', 1),
  ('expense_category', 'toll', 'Péage', 3),
  ('expense_category', 'tools', 'Outillage', 9),
  ('expense_category', 'training_travel', 'Trajet formation', 8),
  ('expense_claim_request_status', 'approved', 'Approuvée', 3),
  ('expense_claim_request_status', 'canceled', 'Annulée', 7),
  ('expense_claim_request_status', 'draft', 'Brouillon', 1),
  ('expense_claim_request_status', 'paid', 'Remboursée', 6),
  ('expense_claim_request_status', 'partially_approved', 'Approuvée partiellement', 4),
  ('expense_claim_request_status', 'rejected', 'Refusée', 5),
  ('expense_claim_request_status', 'submitted', 'Soumise', 2),
  ('experience_level', 'beginner', 'Débutant (moins de 2 ans)', 1),
  ('experience_level', 'experienced', 'Expérimenté (5 à 10 ans)', 3),
  ('experience_level', 'expert', 'Expert (plus de 10 ans)', 4),
  ('experience_level', 'intermediate', 'Confirmé (2 à 5 ans)', 2),
  ('feature_access_request_status', 'granted', 'Accordée', 2),
  ('feature_access_request_status', 'pending', 'En attente', 1),
  ('feature_access_request_status', 'refused', 'Refusée', 3),
  ('file_kind', 'attachment', 'Pièce jointe', 1),
  ('file_kind', 'generated', 'Document généré', 2),
  ('file_kind', 'other', 'Autre', 7),
  ('file_kind', 'photo', 'Photo', 5),
  ('file_kind', 'proof', 'Justificatif', 6),
  ('file_kind', 'signature', 'Signature', 4),
  ('file_kind', 'signed', 'Document signé', 3),
  ('hiring_pool_status', 'active', 'Actif', 1),
  ('hiring_pool_status', 'archived', 'Archivé', 2),
  ('hiring_pool_visibility', 'private', 'Privé', 1),
  ('hiring_pool_visibility', 'workspace', 'Tout le workspace', 2),
  ('independent_monthly_invoice_status', 'booked', 'Comptabilisée', 5),
  ('independent_monthly_invoice_status', 'canceled', 'Annulée (avoir)', 9),
  ('independent_monthly_invoice_status', 'disputed', 'Contestée', 8),
  ('independent_monthly_invoice_status', 'draft', 'Brouillon', 1),
  ('independent_monthly_invoice_status', 'generated', 'Générée', 2),
  ('independent_monthly_invoice_status', 'paid', 'Payée', 7),
  ('independent_monthly_invoice_status', 'partially_paid', 'Partiellement payée', 6),
  ('independent_monthly_invoice_status', 'pending_independent_validation', 'À valider par l''indépendant', 3),
  ('independent_monthly_invoice_status', 'validated', 'Validée', 4),
  ('independent_payment_request_status', 'approved', 'Validée', 2),
  ('independent_payment_request_status', 'canceled', 'Annulée', 6),
  ('independent_payment_request_status', 'paid', 'Payée', 4),
  ('independent_payment_request_status', 'rejected', 'Refusée', 5),
  ('independent_payment_request_status', 'requested', 'Demandée', 1),
  ('independent_payment_request_status', 'scheduled', 'Programmée', 3),
  ('invoice_frequency', 'monthly', 'Mensuelle', 2),
  ('invoice_frequency', 'weekly', 'Hebdomadaire', 1),
  ('invoice_grouping', 'company', 'Par entreprise', 4),
  ('invoice_grouping', 'contract', 'Par contrat', 1),
  ('invoice_grouping', 'po', 'Par bon de commande', 3),
  ('invoice_grouping', 'worksite', 'Par chantier', 2),
  ('job_posting_channel', 'france_travail', 'France Travail', 2),
  ('job_posting_channel', 'hellowork', 'HelloWork', 4),
  ('job_posting_channel', 'indeed', 'Indeed', 3),
  ('job_posting_channel', 'leboncoin', 'leboncoin', 7),
  ('job_posting_channel', 'linkedin', 'LinkedIn', 5),
  ('job_posting_channel', 'website', 'Site Renfort', 1),
  ('job_posting_channel', 'wttj', 'Welcome to the Jungle', 6),
  ('job_posting_status', 'archived', 'Archivée', 5),
  ('job_posting_status', 'draft', 'Brouillon', 1),
  ('job_posting_status', 'expired', 'Expirée', 4),
  ('job_posting_status', 'paused', 'Suspendue', 3),
  ('job_posting_status', 'published', 'Publiée', 2),
  ('job_risk', 'asbestos', 'Amiante', 4),
  ('job_risk', 'chemical', 'Agents chimiques (CMR)', 6),
  ('job_risk', 'confined_space', 'Espace confiné', 9),
  ('job_risk', 'electrical', 'Risque électrique', 3),
  ('job_risk', 'lead', 'Plomb', 5),
  ('job_risk', 'machinery', 'Conduite d''engins', 2),
  ('job_risk', 'manual_handling', 'Manutention', 8),
  ('job_risk', 'noise', 'Bruit', 7),
  ('job_risk', 'road_traffic', 'Circulation routière', 10),
  ('job_risk', 'scaffolding', 'Échafaudage (montage / démontage)', 11),
  ('job_risk', 'work_at_height', 'Travail en hauteur', 1),
  ('meal_allowance_kind', 'outside', 'Repas hors des locaux, pas au restaurant', 2),
  ('meal_allowance_kind', 'restaurant', 'Repas au restaurant', 3),
  ('meal_allowance_kind', 'workplace', 'Repas sur le lieu de travail', 1),
  ('meal_benefit_type', 'meal_allowance', 'Indemnité de panier', 2),
  ('meal_benefit_type', 'meal_voucher', 'Titre-restaurant', 1),
  ('meal_card_request_status', 'canceled', 'Annulée', 6),
  ('meal_card_request_status', 'loaded', 'Créditée', 4),
  ('meal_card_request_status', 'ordered', 'Commandée', 3),
  ('meal_card_request_status', 'rejected', 'Refusée', 5),
  ('meal_card_request_status', 'requested', 'Demandée', 1),
  ('meal_card_request_status', 'validated', 'Validée', 2),
  ('meal_type', 'canteen', 'Restaurant d''entreprise', 4),
  ('meal_type', 'meal_allowance', 'Indemnité de panier', 3),
  ('meal_type', 'meal_voucher', 'Titres-restaurant', 2),
  ('meal_type', 'none', 'Aucun', 1),
  ('meal_voucher_provider', 'bimpli', 'Bimpli', 5),
  ('meal_voucher_provider', 'edenred', 'Edenred', 1),
  ('meal_voucher_provider', 'other', 'Autre', 6),
  ('meal_voucher_provider', 'pluxee', 'Pluxee', 2),
  ('meal_voucher_provider', 'swile', 'Swile', 4),
  ('meal_voucher_provider', 'up', 'Up', 3),
  ('medical_aptitude', 'fit', 'Apte', 2),
  ('medical_aptitude', 'fit_with_adjustments', 'Apte avec aménagements', 3),
  ('medical_aptitude', 'follow_up_attestation', 'Attestation de suivi', 1),
  ('medical_aptitude', 'unfit', 'Inapte', 4),
  ('medical_center_kind', 'correspondent_doctor', 'Médecin praticien correspondant', 2),
  ('medical_center_kind', 'private_center', 'Centre privé', 3),
  ('medical_center_kind', 'spsti_interim', 'SPSTI agréé intérim', 1),
  ('medical_center_status', 'active', 'Actif', 1),
  ('medical_center_status', 'inactive', 'Inactif', 2),
  ('medical_checkup_request_status', 'canceled', 'Annulée', 7),
  ('medical_checkup_request_status', 'certificate_received', 'Avis reçu', 5),
  ('medical_checkup_request_status', 'done', 'Réalisée', 4),
  ('medical_checkup_request_status', 'no_show', 'Absent(e)', 6),
  ('medical_checkup_request_status', 'requested', 'Demandée au centre', 2),
  ('medical_checkup_request_status', 'scheduled', 'RDV fixé', 3),
  ('medical_checkup_request_status', 'to_schedule', 'À planifier', 1),
  ('medical_risk_reason', 'asbestos', 'Amiante', 1),
  ('medical_risk_reason', 'biological_agents', 'Agents biologiques des groupes 3 et 4', 7),
  ('medical_risk_reason', 'cmr', 'Agents CMR', 3),
  ('medical_risk_reason', 'driving_authorization', 'Autorisation de conduite (CACES)', 8),
  ('medical_risk_reason', 'electrical_clearance', 'Habilitation électrique', 9),
  ('medical_risk_reason', 'hyperbaric', 'Milieu hyperbare', 6),
  ('medical_risk_reason', 'ionizing_radiation', 'Rayonnements ionisants', 5),
  ('medical_risk_reason', 'lead', 'Plomb', 2),
  ('medical_risk_reason', 'scaffolding', 'Montage et démontage d''échafaudages', 4),
  ('medical_risk_reason', 'young_worker_regulated_tasks', 'Jeune affecté à des travaux réglementés', 10),
  ('medical_surveillance', 'sir', 'Suivi individuel renforcé (SIR)', 2),
  ('medical_surveillance', 'vip', 'Visite d''information et de prévention (VIP)', 1),
  ('medical_visit_type', 'mid_career', 'Visite de mi-carrière', 7),
  ('medical_visit_type', 'on_request', 'Visite à la demande', 8),
  ('medical_visit_type', 'pre_return', 'Visite de pré-reprise', 6),
  ('medical_visit_type', 'return_to_work', 'Visite de reprise', 5),
  ('medical_visit_type', 'sir_initial', 'Examen médical d''aptitude (SIR)', 3),
  ('medical_visit_type', 'sir_periodic', 'SIR périodique', 4),
  ('medical_visit_type', 'vip_initial', 'VIP initiale', 1),
  ('medical_visit_type', 'vip_periodic', 'VIP périodique', 2),
  ('mission_closing_reason', 'canceled_by_client', 'Annulée par le client', 4),
  ('mission_closing_reason', 'filled_by_competitor', 'Pourvue par un concurrent', 2),
  ('mission_closing_reason', 'filled_by_us', 'Pourvue par nos soins', 1),
  ('mission_closing_reason', 'filled_internally', 'Pourvue en interne par le client', 3),
  ('mission_closing_reason', 'no_suitable_profile', 'Pas de profil adapté', 5),
  ('mission_closing_reason', 'other', 'Autre', 7),
  ('mission_closing_reason', 'price_refused', 'Tarif refusé', 6),
  ('mission_priority', 'high', 'Haute', 3),
  ('mission_priority', 'low', 'Basse', 1),
  ('mission_priority', 'normal', 'Normale', 2),
  ('mission_priority', 'urgent', 'Urgente', 4),
  ('mission_status', 'canceled', 'Annulée (client)', 10),
  ('mission_status', 'closed', 'Terminée', 8),
  ('mission_status', 'draft', 'Brouillon', 1),
  ('mission_status', 'filled', 'Pourvue', 6),
  ('mission_status', 'in_progress', 'En cours', 7),
  ('mission_status', 'lost', 'Perdue', 11),
  ('mission_status', 'on_hold', 'En pause', 9),
  ('mission_status', 'open', 'Ouverte', 2),
  ('mission_status', 'partially_filled', 'Partiellement pourvue', 5),
  ('mission_status', 'presented', 'Profils présentés', 4),
  ('mission_status', 'sourcing', 'En recherche', 3),
  ('note_type', 'call_summary', 'Compte rendu d''appel', 2),
  ('note_type', 'internal', 'Note interne', 1),
  ('note_type', 'meeting', 'Compte rendu de RDV', 3),
  ('note_type', 'service_note', 'Note de service', 4),
  ('note_type', 'voice', 'Note vocale', 5),
  ('notification_type', 'application_new', 'Nouvelle candidature', 7),
  ('notification_type', 'contract_manager_validated', 'Contrat validé par le manager', 14),
  ('notification_type', 'contract_manager_validation', 'Contrat à valider en tant que manager', 13),
  ('notification_type', 'contract_modification_requested', 'Modification de contrat demandée', 2),
  ('notification_type', 'contract_review', 'Contrat à revoir', 1),
  ('notification_type', 'contract_signed', 'Contrat signé', 3),
  ('notification_type', 'document_expiring', 'Document bientôt expiré', 6),
  ('notification_type', 'mention', 'Mention', 8),
  ('notification_type', 'other', 'Autre', 11),
  ('notification_type', 'request_assigned', 'Demande assignée', 12),
  ('notification_type', 'service_note', 'Note de service', 9),
  ('notification_type', 'status_changed', 'Changement de statut', 10),
  ('notification_type', 'timesheet_disputed', 'Relevé d''heures contesté', 5),
  ('notification_type', 'timesheet_signed', 'Relevé d''heures signé', 4),
  ('pay_element_category', 'allowance', 'Indemnités non soumises', 6),
  ('pay_element_category', 'bonus_subject', 'Primes soumises à cotisations', 5),
  ('pay_element_category', 'deduction', 'Retenues', 9),
  ('pay_element_category', 'hours', 'Heures', 1),
  ('pay_element_category', 'iccp', 'Indemnité compensatrice de congés payés', 8),
  ('pay_element_category', 'ifm', 'Indemnité de fin de mission', 7),
  ('pay_element_category', 'info', 'Pour information', 10),
  ('pay_element_category', 'majoration', 'Majorations', 3),
  ('pay_element_category', 'overtime', 'Heures supplémentaires', 2),
  ('pay_element_category', 'paid_absence', 'Absences rémunérées', 4),
  ('pay_tracking_status', 'anomaly', 'Anomalie', 7),
  ('pay_tracking_status', 'controlled', 'Contrôlée', 4),
  ('pay_tracking_status', 'exported', 'Exportée', 5),
  ('pay_tracking_status', 'in_progress', 'En cours', 2),
  ('pay_tracking_status', 'paid', 'Payée', 6),
  ('pay_tracking_status', 'regularization', 'Régularisation', 8),
  ('pay_tracking_status', 'to_control', 'À contrôler', 3),
  ('pay_tracking_status', 'to_prepare', 'À préparer', 1),
  ('payment_terms_mode', 'end_of_month', 'Fin de mois', 2),
  ('payment_terms_mode', 'net', 'Net', 1),
  ('permission_action', 'delete', 'Supprimer', 4),
  ('permission_action', 'insert', 'Créer', 2),
  ('permission_action', 'select', 'Lire', 1),
  ('permission_action', 'update', 'Modifier', 3),
  ('permission_scope', 'all', 'Toutes les lignes du workspace', 1),
  ('permission_scope', 'own', 'Ses lignes et celles de ses managés', 2),
  ('planning_shift_type', 'day', 'Jour', 1),
  ('planning_shift_type', 'night', 'Nuit', 2),
  ('planning_shift_type', 'on_call', 'Astreinte', 3),
  ('planning_shift_type', 'unavailable', 'Indisponibilité', 4),
  ('planning_status', 'absent', 'Absence', 4),
  ('planning_status', 'canceled', 'Annulé', 5),
  ('planning_status', 'confirmed', 'Confirmé', 2),
  ('planning_status', 'done', 'Réalisé', 3),
  ('planning_status', 'planned', 'Planifié', 1),
  ('planning_unavailability_reason', 'leave', 'Congés', 1),
  ('planning_unavailability_reason', 'other', 'Autre', 5),
  ('planning_unavailability_reason', 'other_job', 'Autre engagement professionnel', 3),
  ('planning_unavailability_reason', 'personal', 'Raison personnelle', 4),
  ('planning_unavailability_reason', 'training', 'Formation', 2),
  ('ppe_delivery_mode', 'agency', 'Retrait agence', 1),
  ('ppe_delivery_mode', 'shipping', 'Envoi', 3),
  ('ppe_delivery_mode', 'worksite', 'Livraison chantier', 2),
  ('ppe_item', 'ear_protection', 'Protections auditives', 6),
  ('ppe_item', 'glasses', 'Lunettes', 5),
  ('ppe_item', 'gloves', 'Gants', 3),
  ('ppe_item', 'harness', 'Harnais', 7),
  ('ppe_item', 'helmet', 'Casque', 2),
  ('ppe_item', 'hi_vis', 'Gilet / veste haute visibilité', 4),
  ('ppe_item', 'rain_gear', 'Tenue de pluie', 9),
  ('ppe_item', 'safety_shoes', 'Chaussures de sécurité', 1),
  ('ppe_item', 'workwear', 'Vêtements de travail', 8),
  ('ppe_request_status', 'approved', 'Validée', 2),
  ('ppe_request_status', 'canceled', 'Annulée', 8),
  ('ppe_request_status', 'delivered', 'Remise', 6),
  ('ppe_request_status', 'ordered', 'Commandée', 3),
  ('ppe_request_status', 'partially_delivered', 'Remise partielle', 5),
  ('ppe_request_status', 'ready', 'Prête', 4),
  ('ppe_request_status', 'rejected', 'Refusée', 7),
  ('ppe_request_status', 'requested', 'Demandée', 1),
  ('professional_card_request_status', 'awaiting_payment', 'En attente de paiement', 3),
  ('professional_card_request_status', 'canceled', 'Annulée', 8),
  ('professional_card_request_status', 'card_received', 'Carte reçue', 5),
  ('professional_card_request_status', 'delivered', 'Remise', 6),
  ('professional_card_request_status', 'draft', 'Brouillon', 1),
  ('professional_card_request_status', 'paid', 'Payée (attestation provisoire)', 4),
  ('professional_card_request_status', 'rejected', 'Rejetée', 7),
  ('professional_card_request_status', 'submitted', 'Déposée', 2),
  ('push_campaign_status', 'canceled', 'Annulée', 5),
  ('push_campaign_status', 'draft', 'Brouillon', 1),
  ('push_campaign_status', 'scheduled', 'Programmée', 2),
  ('push_campaign_status', 'sending', 'En cours d''envoi', 3),
  ('push_campaign_status', 'sent', 'Envoyée', 4),
  ('push_recipient_status', 'bounced', 'Non distribué', 3),
  ('push_recipient_status', 'failed', 'Échec', 4),
  ('push_recipient_status', 'opted_out', 'Désabonné', 5),
  ('push_recipient_status', 'pending', 'En attente', 1),
  ('push_recipient_status', 'sent', 'Envoyé', 2),
  ('qualification_center_status', 'active', 'Actif', 1),
  ('qualification_center_status', 'blacklisted', 'Déréférencé', 3),
  ('qualification_center_status', 'inactive', 'Inactif', 2),
  ('qualification_training_kind', 'initial', 'Formation initiale', 1),
  ('qualification_training_kind', 'recycling', 'Recyclage', 2),
  ('qualification_training_request_status', 'approved', 'Validée', 2),
  ('qualification_training_request_status', 'booked', 'Inscrit(e)', 3),
  ('qualification_training_request_status', 'canceled', 'Annulée', 10),
  ('qualification_training_request_status', 'certified', 'Attestation reçue', 6),
  ('qualification_training_request_status', 'completed', 'Terminée', 5),
  ('qualification_training_request_status', 'failed', 'Échec', 7),
  ('qualification_training_request_status', 'in_progress', 'En formation', 4),
  ('qualification_training_request_status', 'no_show', 'Absent(e)', 8),
  ('qualification_training_request_status', 'rejected', 'Refusée', 9),
  ('qualification_training_request_status', 'requested', 'Demandée', 1),
  ('qualification_type', 'aipr', 'AIPR', 3),
  ('qualification_type', 'asbestos', 'Amiante (SS4)', 7),
  ('qualification_type', 'caces', 'CACES', 1),
  ('qualification_type', 'electrical_clearance', 'Habilitation électrique', 2),
  ('qualification_type', 'other', 'Autre', 8),
  ('qualification_type', 'scaffolding', 'Échafaudage (R408 / R457)', 6),
  ('qualification_type', 'sst', 'Sauveteur secouriste du travail (SST)', 4),
  ('qualification_type', 'work_at_height', 'Travail en hauteur', 5),
  ('recruitment_billing_schedule', 'after_trial', 'Après la période d''essai', 2),
  ('recruitment_billing_schedule', 'on_hire', 'À l''embauche', 1),
  ('recruitment_billing_schedule', 'retainer_thirds', 'Par tiers (signature, présélection, embauche)', 3),
  ('recruitment_contract_type', 'cdd', 'CDD', 2),
  ('recruitment_contract_type', 'cdi', 'CDI', 1),
  ('recruitment_office_invoice_request_status', 'approved', 'Validée', 2),
  ('recruitment_office_invoice_request_status', 'canceled', 'Annulée', 6),
  ('recruitment_office_invoice_request_status', 'credit_note', 'Avoir émis', 5),
  ('recruitment_office_invoice_request_status', 'invoiced', 'Facturée', 3),
  ('recruitment_office_invoice_request_status', 'paid', 'Payée', 4),
  ('recruitment_office_invoice_request_status', 'requested', 'Demandée', 1),
  ('reference_check_outcome', 'negative', 'Négative', 3),
  ('reference_check_outcome', 'positive', 'Positive', 1),
  ('reference_check_outcome', 'reserved', 'Réservée', 2),
  ('reference_check_status', 'canceled', 'Annulée', 8),
  ('reference_check_status', 'completed', 'Terminée', 5),
  ('reference_check_status', 'consent_pending', 'Consentement en attente', 2),
  ('reference_check_status', 'declined', 'Refus du référent', 7),
  ('reference_check_status', 'in_progress', 'En cours', 4),
  ('reference_check_status', 'requested', 'Demandée', 1),
  ('reference_check_status', 'to_contact', 'À contacter', 3),
  ('reference_check_status', 'unreachable', 'Injoignable', 6),
  ('request_field', 'accident_sheet_given_at', 'la date de remise de la feuille d''accident', 42),
  ('request_field', 'accident_type', 'le type d''accident', 26),
  ('request_field', 'agency_aware_at', 'la date de connaissance par l''agence', 29),
  ('request_field', 'amount', 'le montant', 98),
  ('request_field', 'amount_ttc', 'le montant TTC', 43),
  ('request_field', 'annual_wage', 'le salaire annuel', 48),
  ('request_field', 'appointment_at', 'la date du rendez-vous', 21),
  ('request_field', 'approved_amount', 'le montant accordé', 30),
  ('request_field', 'assignee_id', 'la personne assignée', 5),
  ('request_field', 'benefit_type', 'le type d''avantage', 39),
  ('request_field', 'candidate_left_at', 'la date de départ du candidat', 84),
  ('request_field', 'card_number', 'le numéro de carte', 63),
  ('request_field', 'category', 'la catégorie', 41),
  ('request_field', 'certificate_file', 'l''attestation', 54),
  ('request_field', 'certificate_number', 'le numéro d''attestation', 55),
  ('request_field', 'circumstances', 'les circonstances', 28),
  ('request_field', 'client_prior_info_file', 'l''information préalable du client (cerfa 60-3741)', 40),
  ('request_field', 'comment', 'le commentaire', 6),
  ('request_field', 'company_id', 'l''entreprise', 3),
  ('request_field', 'consent_obtained_at', 'la date du consentement du candidat', 90),
  ('request_field', 'content', 'le contenu', 95),
  ('request_field', 'contract_id', 'le contrat', 2),
  ('request_field', 'contract_type', 'le type de contrat', 46),
  ('request_field', 'convocation_file', 'la convocation', 22),
  ('request_field', 'cpam_decision_at', 'la date de la décision de la CPAM', 43),
  ('request_field', 'dat_reference', 'la référence de la déclaration (DAT)', 41),
  ('request_field', 'decision_date', 'la date de décision', 86),
  ('request_field', 'deducted_in_pay_tracking_id', 'la paie qui déduit l''acompte', 32),
  ('request_field', 'delivered_at', 'la date de remise', 65),
  ('request_field', 'delivery_address', 'l''adresse de livraison', 57),
  ('request_field', 'delivery_mode', 'le mode de remise', 38),
  ('request_field', 'description', 'la description', 44),
  ('request_field', 'due_date', 'la date d''échéance', 73),
  ('request_field', 'early_payment', 'le paiement anticipé', 99),
  ('request_field', 'early_payment_fee', 'les frais de paiement anticipé', 100),
  ('request_field', 'effective_end_date', 'la date de fin effective', 88),
  ('request_field', 'eligible_days', 'le nombre de jours', 40),
  ('request_field', 'end_at', 'la fin de la session', 53),
  ('request_field', 'end_documents', 'les documents de fin de contrat', 89),
  ('request_field', 'expense_date', 'la date de la dépense', 42),
  ('request_field', 'fee_amount', 'les honoraires', 50),
  ('request_field', 'fee_comment', 'le commentaire sur les honoraires', 51),
  ('request_field', 'file', 'le fichier de la facture', 70),
  ('request_field', 'generated_file', 'le document généré', 80),
  ('request_field', 'granted_amount', 'le montant accordé', 85),
  ('request_field', 'handover_signature_file', 'la remise signée', 67),
  ('request_field', 'independent_monthly_invoice_id', 'la facture mensuelle', 97),
  ('request_field', 'initiator', 'l''initiative', 54),
  ('request_field', 'insurer', 'l''assureur', 53),
  ('request_field', 'invoice_file', 'la facture', 83),
  ('request_field', 'invoice_number', 'le numéro de facture', 71),
  ('request_field', 'is_fee_percentage', 'le mode d''honoraires', 49),
  ('request_field', 'issue_date', 'la date d''émission', 72),
  ('request_field', 'issued_at', 'la date de délivrance', 64),
  ('request_field', 'job_name', 'le poste', 45),
  ('request_field', 'loaded_at', 'la date de crédit', 68),
  ('request_field', 'location', 'le lieu', 27),
  ('request_field', 'medical_center_id', 'le centre médical', 20),
  ('request_field', 'mission_id', 'la mission', 4),
  ('request_field', 'near_to', 'le lieu souhaité', 33),
  ('request_field', 'needed_by', 'la date de besoin', 37),
  ('request_field', 'note', 'la synthèse', 92),
  ('request_field', 'occurred_at', 'la date de l''accident', 25),
  ('request_field', 'outcome', 'le résultat', 91),
  ('request_field', 'paid_at', 'la date de paiement', 33),
  ('request_field', 'payment_method', 'le mode de paiement', 24),
  ('request_field', 'payment_reference', 'la référence du paiement', 31),
  ('request_field', 'period_month', 'le mois', 22),
  ('request_field', 'photo_file', 'la photo d''identité', 60),
  ('request_field', 'possible_end_date', 'la date de fin possible', 35),
  ('request_field', 'possible_start_date', 'la date de début possible', 34),
  ('request_field', 'price', 'le prix', 51),
  ('request_field', 'provisional_attestation_file', 'l''attestation provisoire', 62),
  ('request_field', 'qualification_center_id', 'le centre de formation', 50),
  ('request_field', 'qualification_type', 'la qualification', 31),
  ('request_field', 'questions_answers', 'les questions et réponses', 93),
  ('request_field', 'reason', 'le motif', 55),
  ('request_field', 'renewal_reason', 'le motif du renouvellement', 60),
  ('request_field', 'request_comment', 'le commentaire de la demande', 36),
  ('request_field', 'request_number', 'le numéro de demande', 61),
  ('request_field', 'requested_amount', 'le montant demandé', 23),
  ('request_field', 'requested_end_date', 'la date de fin demandée', 56),
  ('request_field', 'requested_payment_date', 'la date de paiement', 74),
  ('request_field', 'send_at', 'la date d''envoi', 96),
  ('request_field', 'signed_file', 'le document signé', 82),
  ('request_field', 'signer_contact_id', 'le signataire', 81),
  ('request_field', 'start_at', 'le début de la session', 52),
  ('request_field', 'start_date', 'la date de début', 47),
  ('request_field', 'subject', 'l''objet', 94),
  ('request_field', 'supplier', 'le fournisseur', 66),
  ('request_field', 'talent_id', 'le talent', 1),
  ('request_field', 'training_kind', 'le type de formation', 32),
  ('request_field', 'type', 'le type', 52),
  ('request_field', 'valid_until', 'la fin de validité', 87),
  ('request_field', 'visit_type', 'le type de visite', 20),
  ('request_field', 'work_stoppage', 'l''arrêt de travail', 30),
  ('request_field', 'coefficient_grid', 'la grille de coefficients', 101),
  ('request_field', 'company_group_id', 'le groupe', 102),
  ('request_field', 'default_coefficient', 'le coefficient par défaut', 103),
  ('request_field', 'guarantee_months', 'la garantie (mois)', 104),
  ('request_field', 'invoice_frequency', 'la fréquence de facturation', 105),
  ('request_field', 'invoice_grouping', 'le regroupement des factures', 106),
  ('request_field', 'non_subject_coefficient', 'le coefficient des éléments non soumis', 107),
  ('request_field', 'overtime_coefficient', 'le coefficient des heures supplémentaires', 108),
  ('request_field', 'payment_terms_days', 'le délai de paiement', 109),
  ('request_field', 'payment_terms_mode', 'le mode de calcul du délai de paiement', 110),
  ('request_field', 'po_required', 'l''exigence d''un bon de commande', 111),
  ('request_field', 'recruitment_fee_min', 'le minimum des honoraires de recrutement', 112),
  ('request_field', 'recruitment_fee_percentage', 'le taux des honoraires de recrutement', 113),
  ('request_field', 'special_clauses', 'les clauses particulières', 114),
  ('request_field', 'valid_from', 'le début de validité', 115),
  ('request_field', 'valid_to', 'la fin de validité des conditions', 116),
  ('request_field', 'offer_status', 'la proposition d''un nouveau contrat', 117),
  ('request_field', 'offer_made_on', 'la date de la proposition', 118),
  ('request_field', 'replacement_contract_id', 'le nouveau contrat', 119),
  ('scheduled_email_status', 'canceled', 'Annulé', 7),
  ('scheduled_email_status', 'draft', 'Brouillon', 1),
  ('scheduled_email_status', 'failed', 'Échec', 6),
  ('scheduled_email_status', 'partially_failed', 'Envoi partiel', 5),
  ('scheduled_email_status', 'scheduled', 'Programmé', 2),
  ('scheduled_email_status', 'sending', 'En cours d''envoi', 3),
  ('scheduled_email_status', 'sent', 'Envoyé', 4),
  ('service_note_status', 'archived', 'Archivée', 3),
  ('service_note_status', 'draft', 'Brouillon', 1),
  ('service_note_status', 'published', 'Publiée', 2),
  ('signature_submission_status', 'completed', 'Signé', 5),
  ('signature_submission_status', 'declined', 'Refusé', 6),
  ('signature_submission_status', 'expired', 'Expiré', 7),
  ('signature_submission_status', 'not_sent', 'Non envoyé', 1),
  ('signature_submission_status', 'opened', 'Ouvert', 3),
  ('signature_submission_status', 'partially_signed', 'Partiellement signé', 4),
  ('signature_submission_status', 'sent', 'Envoyé', 2),
  ('talent_availability_status', 'available', 'Disponible', 1),
  ('talent_availability_status', 'on_mission', 'En mission', 2),
  ('talent_availability_status', 'unavailable', 'Indisponible', 3),
  ('talent_contract_type', 'cdd', 'CDD', 3),
  ('talent_contract_type', 'cdi', 'CDI', 4),
  ('talent_contract_type', 'cdi_temp', 'CDI intérimaire', 2),
  ('talent_contract_type', 'freelance', 'Freelance / indépendant', 5),
  ('talent_contract_type', 'portage', 'Portage salarial', 6),
  ('talent_contract_type', 'temp', 'Intérim', 1),
  ('talent_qualification_status', 'anonymized', 'Anonymisé (RGPD)', 5),
  ('talent_qualification_status', 'archived', 'Archivé', 4),
  ('talent_qualification_status', 'new', 'Nouveau', 1),
  ('talent_qualification_status', 'qualified', 'Qualifié', 3),
  ('talent_qualification_status', 'to_qualify', 'À qualifier', 2),
  ('talent_source', 'cooptation', 'Cooptation', 2),
  ('talent_source', 'france_travail', 'France Travail', 5),
  ('talent_source', 'import', 'Import', 7),
  ('talent_source', 'job_board', 'Job board', 1),
  ('talent_source', 'push_marketing', 'Push marketing', 8),
  ('talent_source', 'social', 'Réseaux sociaux', 6),
  ('talent_source', 'walk_in', 'Candidature spontanée', 3),
  ('talent_source', 'website', 'Site internet', 4),
  ('timesheet_period', 'day', 'Jour', 2),
  ('timesheet_period', 'week', 'Semaine', 1),
  ('timesheet_status', 'canceled', 'Annulé', 8),
  ('timesheet_status', 'disputed', 'Contesté', 4),
  ('timesheet_status', 'draft', 'Brouillon', 1),
  ('timesheet_status', 'exported', 'Transmis en paie', 6),
  ('timesheet_status', 'invoiced', 'Facturé', 7),
  ('timesheet_status', 'pending_signature', 'En attente de signature client', 2),
  ('timesheet_status', 'signature_expired', 'Lien expiré', 9),
  ('timesheet_status', 'signed', 'Signé par le client', 3),
  ('timesheet_status', 'validated', 'Validé agence', 5),
  ('training_funding_source', 'agency', 'Agence', 1),
  ('training_funding_source', 'client_rebilled', 'Refacturée au client', 3),
  ('training_funding_source', 'cpf', 'CPF', 4),
  ('training_funding_source', 'fastt', 'FASTT', 5),
  ('training_funding_source', 'opco', 'OPCO', 2),
  ('training_result', 'failed', 'Échec', 2),
  ('training_result', 'passed', 'Réussite', 1),
  ('work_accident_request_status', 'canceled', 'Erreur de saisie', 8),
  ('work_accident_request_status', 'closed', 'Clôturé', 7),
  ('work_accident_request_status', 'declared', 'Déclaré CPAM', 3),
  ('work_accident_request_status', 'prior_info_received', 'Information préalable reçue', 2),
  ('work_accident_request_status', 'recognized', 'Pris en charge', 5),
  ('work_accident_request_status', 'refused', 'Refusé', 6),
  ('work_accident_request_status', 'reported', 'Signalé', 1),
  ('work_accident_request_status', 'under_investigation', 'Instruction CPAM', 4),
  ('work_accident_type', 'commute', 'Accident de trajet', 2),
  ('work_accident_type', 'work', 'Accident du travail', 1),
  ('worker_type', 'candidate_perm', 'Candidat CDI/CDD', 5),
  ('worker_type', 'cdi_temp', 'CDI intérimaire', 2),
  ('worker_type', 'independent', 'Indépendant', 3),
  ('worker_type', 'portage', 'Salarié porté', 4),
  ('worker_type', 'temp', 'Intérimaire', 1),
  ('workspace_type', 'external', 'Externe', 2),
  ('workspace_type', 'internal', 'Interne', 1)
on conflict do nothing;

insert into public.department (code, name, local_code, region_code, country_code) values
  ('FR-01', 'Ain', '01', 'FR-84', 'FR'),
  ('FR-02', 'Aisne', '02', 'FR-32', 'FR'),
  ('FR-03', 'Allier', '03', 'FR-84', 'FR'),
  ('FR-04', 'Alpes-de-Haute-Provence', '04', 'FR-93', 'FR'),
  ('FR-05', 'Hautes-Alpes', '05', 'FR-93', 'FR'),
  ('FR-06', 'Alpes-Maritimes', '06', 'FR-93', 'FR'),
  ('FR-07', 'Ardèche', '07', 'FR-84', 'FR'),
  ('FR-08', 'Ardennes', '08', 'FR-44', 'FR'),
  ('FR-09', 'Ariège', '09', 'FR-76', 'FR'),
  ('FR-10', 'Aube', '10', 'FR-44', 'FR'),
  ('FR-11', 'Aude', '11', 'FR-76', 'FR'),
  ('FR-12', 'Aveyron', '12', 'FR-76', 'FR'),
  ('FR-13', 'Bouches-du-Rhône', '13', 'FR-93', 'FR'),
  ('FR-14', 'Calvados', '14', 'FR-28', 'FR'),
  ('FR-15', 'Cantal', '15', 'FR-84', 'FR'),
  ('FR-16', 'Charente', '16', 'FR-75', 'FR'),
  ('FR-17', 'Charente-Maritime', '17', 'FR-75', 'FR'),
  ('FR-18', 'Cher', '18', 'FR-24', 'FR'),
  ('FR-19', 'Corrèze', '19', 'FR-75', 'FR'),
  ('FR-21', 'Côte-d''Or', '21', 'FR-27', 'FR'),
  ('FR-22', 'Côtes-d''Armor', '22', 'FR-53', 'FR'),
  ('FR-23', 'Creuse', '23', 'FR-75', 'FR'),
  ('FR-24', 'Dordogne', '24', 'FR-75', 'FR'),
  ('FR-25', 'Doubs', '25', 'FR-27', 'FR'),
  ('FR-26', 'Drôme', '26', 'FR-84', 'FR'),
  ('FR-27', 'Eure', '27', 'FR-28', 'FR'),
  ('FR-28', 'Eure-et-Loir', '28', 'FR-24', 'FR'),
  ('FR-29', 'Finistère', '29', 'FR-53', 'FR'),
  ('FR-2A', 'Corse-du-Sud', '2A', 'FR-94', 'FR'),
  ('FR-2B', 'Haute-Corse', '2B', 'FR-94', 'FR'),
  ('FR-30', 'Gard', '30', 'FR-76', 'FR'),
  ('FR-31', 'Haute-Garonne', '31', 'FR-76', 'FR'),
  ('FR-32', 'Gers', '32', 'FR-76', 'FR'),
  ('FR-33', 'Gironde', '33', 'FR-75', 'FR'),
  ('FR-34', 'Hérault', '34', 'FR-76', 'FR'),
  ('FR-35', 'Ille-et-Vilaine', '35', 'FR-53', 'FR'),
  ('FR-36', 'Indre', '36', 'FR-24', 'FR'),
  ('FR-37', 'Indre-et-Loire', '37', 'FR-24', 'FR'),
  ('FR-38', 'Isère', '38', 'FR-84', 'FR'),
  ('FR-39', 'Jura', '39', 'FR-27', 'FR'),
  ('FR-40', 'Landes', '40', 'FR-75', 'FR'),
  ('FR-41', 'Loir-et-Cher', '41', 'FR-24', 'FR'),
  ('FR-42', 'Loire', '42', 'FR-84', 'FR'),
  ('FR-43', 'Haute-Loire', '43', 'FR-84', 'FR'),
  ('FR-44', 'Loire-Atlantique', '44', 'FR-52', 'FR'),
  ('FR-45', 'Loiret', '45', 'FR-24', 'FR'),
  ('FR-46', 'Lot', '46', 'FR-76', 'FR'),
  ('FR-47', 'Lot-et-Garonne', '47', 'FR-75', 'FR'),
  ('FR-48', 'Lozère', '48', 'FR-76', 'FR'),
  ('FR-49', 'Maine-et-Loire', '49', 'FR-52', 'FR'),
  ('FR-50', 'Manche', '50', 'FR-28', 'FR'),
  ('FR-51', 'Marne', '51', 'FR-44', 'FR'),
  ('FR-52', 'Haute-Marne', '52', 'FR-44', 'FR'),
  ('FR-53', 'Mayenne', '53', 'FR-52', 'FR'),
  ('FR-54', 'Meurthe-et-Moselle', '54', 'FR-44', 'FR'),
  ('FR-55', 'Meuse', '55', 'FR-44', 'FR'),
  ('FR-56', 'Morbihan', '56', 'FR-53', 'FR'),
  ('FR-57', 'Moselle', '57', 'FR-44', 'FR'),
  ('FR-58', 'Nièvre', '58', 'FR-27', 'FR'),
  ('FR-59', 'Nord', '59', 'FR-32', 'FR'),
  ('FR-60', 'Oise', '60', 'FR-32', 'FR'),
  ('FR-61', 'Orne', '61', 'FR-28', 'FR'),
  ('FR-62', 'Pas-de-Calais', '62', 'FR-32', 'FR'),
  ('FR-63', 'Puy-de-Dôme', '63', 'FR-84', 'FR'),
  ('FR-64', 'Pyrénées-Atlantiques', '64', 'FR-75', 'FR'),
  ('FR-65', 'Hautes-Pyrénées', '65', 'FR-76', 'FR'),
  ('FR-66', 'Pyrénées-Orientales', '66', 'FR-76', 'FR'),
  ('FR-67', 'Bas-Rhin', '67', 'FR-44', 'FR'),
  ('FR-68', 'Haut-Rhin', '68', 'FR-44', 'FR'),
  ('FR-69', 'Rhône', '69', 'FR-84', 'FR'),
  ('FR-70', 'Haute-Saône', '70', 'FR-27', 'FR'),
  ('FR-71', 'Saône-et-Loire', '71', 'FR-27', 'FR'),
  ('FR-72', 'Sarthe', '72', 'FR-52', 'FR'),
  ('FR-73', 'Savoie', '73', 'FR-84', 'FR'),
  ('FR-74', 'Haute-Savoie', '74', 'FR-84', 'FR'),
  ('FR-75', 'Paris', '75', 'FR-11', 'FR'),
  ('FR-76', 'Seine-Maritime', '76', 'FR-28', 'FR'),
  ('FR-77', 'Seine-et-Marne', '77', 'FR-11', 'FR'),
  ('FR-78', 'Yvelines', '78', 'FR-11', 'FR'),
  ('FR-79', 'Deux-Sèvres', '79', 'FR-75', 'FR'),
  ('FR-80', 'Somme', '80', 'FR-32', 'FR'),
  ('FR-81', 'Tarn', '81', 'FR-76', 'FR'),
  ('FR-82', 'Tarn-et-Garonne', '82', 'FR-76', 'FR'),
  ('FR-83', 'Var', '83', 'FR-93', 'FR'),
  ('FR-84', 'Vaucluse', '84', 'FR-93', 'FR'),
  ('FR-85', 'Vendée', '85', 'FR-52', 'FR'),
  ('FR-86', 'Vienne', '86', 'FR-75', 'FR'),
  ('FR-87', 'Haute-Vienne', '87', 'FR-75', 'FR'),
  ('FR-88', 'Vosges', '88', 'FR-44', 'FR'),
  ('FR-89', 'Yonne', '89', 'FR-27', 'FR'),
  ('FR-90', 'Territoire de Belfort', '90', 'FR-27', 'FR'),
  ('FR-91', 'Essonne', '91', 'FR-11', 'FR'),
  ('FR-92', 'Hauts-de-Seine', '92', 'FR-11', 'FR'),
  ('FR-93', 'Seine-Saint-Denis', '93', 'FR-11', 'FR'),
  ('FR-94', 'Val-de-Marne', '94', 'FR-11', 'FR'),
  ('FR-95', 'Val-d''Oise', '95', 'FR-11', 'FR'),
  ('FR-971', 'Guadeloupe', '971', 'FR-01', 'FR'),
  ('FR-972', 'Martinique', '972', 'FR-02', 'FR'),
  ('FR-973', 'Guyane', '973', 'FR-03', 'FR'),
  ('FR-974', 'La Réunion', '974', 'FR-04', 'FR'),
  ('FR-976', 'Mayotte', '976', 'FR-06', 'FR')
on conflict do nothing;

insert into public.legal_parameter (key, value, unit, valid_from, valid_to, source, is_verified, note) values
  ('scheduled_email_quiet_start_hour', 21, 'h', '2020-01-01', null, 'politique interne', true, 'pas d''envoi de 21 h à 8 h ni le dimanche'),
  ('pass_annual', 48060, 'EUR', '2026-01-01', null, 'BOSS', true, null),
  ('trial_period_days_upto_1_month', 2, 'days', '2008-05-01', null, 'L1251-14', true, 'jours travaillés, contrat d''un mois au plus'),
  ('expense_claim_csm_max_amount', 300, 'EUR', '2020-01-01', null, 'politique interne', true, 'au-delà : validation de la comptabilité'),
  ('meal_voucher_employer_share_max', 60, 'percent', '2020-01-01', null, 'URSSAF', true, 'part patronale maximale'),
  ('smic_hourly_gross', 11.88, 'EUR/h', '2024-11-01', '2025-12-31', 'décret 2024-951', true, null),
  ('recruitment_fee_percentage_max', 50, 'percent', '2020-01-01', null, 'politique interne', true, null),
  ('pay_majoration_public_holiday_idcc_2033', 100, 'percent', '2018-07-01', null, 'Convention des ouvriers du bâtiment de l''Isère (IDCC 2033), art. 2.1.2', false, 'jour férié autre que le 1er mai'),
  ('pmss', 4005, 'EUR', '2026-01-01', null, 'BOSS', true, null),
  ('pay_majoration_may_first', 100, 'percent', '2020-01-01', null, 'L3133-6', true, '1er mai travaillé'),
  ('trial_period_days_upto_2_months', 3, 'days', '2008-05-01', null, 'L1251-14', true, 'jours travaillés, contrat d''un à deux mois'),
  ('pay_majoration_sunday', 50, 'percent', '2020-01-01', null, 'convention / accord (à vérifier)', false, 'heures travaillées le dimanche'),
  ('vat_standard', 20, 'percent', '2014-01-01', null, 'CGI', true, null),
  ('cooptation_bonus_max', 1000, 'EUR', '2020-01-01', null, 'politique interne', true, null),
  ('employer_contribution_rate', 0.44, 'ratio', '2026-01-01', null, 'docs/rules/pay.md, coût employeur (approximation)', false, 'taux patronal avant réduction, pour le coefficient de seuil de rentabilité'),
  ('iccp_rate', 10, 'percent', '2020-01-01', null, 'L1251-19', true, 'indemnité compensatrice de congés payés'),
  ('pay_majoration_night', 25, 'percent', '2020-01-01', null, 'convention / accord (à vérifier)', false, 'heures de nuit (21 h – 6 h)'),
  ('smic_monthly_35h', 1823.03, 'EUR', '2026-01-01', '2026-05-31', 'décret 2025-1228', true, '151,67 h'),
  ('cooptation_bonus_min', 50, 'EUR', '2020-01-01', null, 'politique interne', true, null),
  ('contract_signature_validity_days', 7, 'days', '2020-01-01', null, 'politique interne', true, 'Durée de validité d''un lien de signature de contrat (choix de l''agence, pas une règle légale)'),
  ('meal_voucher_employer_share_min', 50, 'percent', '2020-01-01', null, 'URSSAF', true, 'part patronale minimale'),
  ('meal_allowance_restaurant', 21.40, 'EUR', '2026-01-01', null, 'URSSAF frais professionnels 2026', true, 'au restaurant'),
  ('max_renewals', 2, 'count', '2017-09-24', null, 'L1251-35', true, 'un accord de branche peut le changer'),
  ('pay_cutoff_day', 2, 'day', '2020-01-01', null, 'politique interne', true, 'jour du mois suivant où la paie de la période est clôturée'),
  ('min_daily_rest_hours', 11, 'h', '2008-05-01', null, 'L3131-1', true, 'avertissement'),
  ('trial_period_days_beyond_2_months', 5, 'days', '2008-05-01', null, 'L1251-14', true, 'jours travaillés, contrat de plus de deux mois'),
  ('smic_hourly_gross', 11.65, 'EUR/h', '2024-01-01', '2024-10-31', 'décret 2023-1216', true, null),
  ('ifm_rate', 10, 'percent', '2020-01-01', null, 'L1251-32', true, 'indemnité de fin de mission'),
  ('pay_majoration_public_holiday', 0, 'percent', '2020-01-01', null, 'L3133-1 ; convention (à vérifier)', false, 'jour férié travaillé autre que le 1er mai'),
  ('ppe_renewal_min_months', 6, 'months', '2020-01-01', null, 'politique interne', true, 'en deçà : motif du renouvellement obligatoire'),
  ('rgdu_tmax_fnal_010', 0.3981, 'ratio', '2026-01-01', null, 'décrets 2025-887 et 2025-1446 (règles URSSAF, modele-social)', true, null),
  ('expense_claim_filing_days', 90, 'days', '2020-01-01', null, 'politique interne', true, 'au-delà : signalée tardive'),
  ('pay_majoration_sunday_idcc_1597', 0, 'percent', '2018-07-01', null, 'CCN ouvriers du bâtiment du 7 mars 2018 (IDCC 1597) : pas de majoration nationale', false, 'dimanche : conventions départementales'),
  ('pay_majoration_sunday_idcc_1596', 0, 'percent', '2018-07-01', null, 'CCN ouvriers du bâtiment du 7 mars 2018 (IDCC 1596) : pas de majoration nationale', false, 'dimanche : conventions départementales'),
  ('max_daily_hours', 10, 'h', '2016-08-10', null, 'L3121-18', true, '12 h par accord'),
  ('night_work_start_hour', 21, 'h', '2016-08-10', null, 'L3122-2', true, 'début de la période de nuit à défaut d''accord (21 h – 6 h) ; une convention peut en fixer une autre'),
  ('night_work_end_hour', 6, 'h', '2016-08-10', null, 'L3122-2', true, 'fin de la période de nuit à défaut d''accord (21 h – 6 h)'),
  ('night_work_start_hour_idcc_1597', 20, 'h', '2018-07-01', null, 'CCN ouvriers du bâtiment plus de 10 salariés du 7 mars 2018 (IDCC 1597), titre III', false, 'travail exceptionnel de nuit (20 h – 6 h)'),
  ('night_work_start_hour_idcc_1596', 20, 'h', '2018-07-01', null, 'CCN ouvriers du bâtiment jusqu''à 10 salariés du 7 mars 2018 (IDCC 1596), titre III', false, 'travail exceptionnel de nuit (20 h – 6 h)'),
  ('export_order_min_months', 6, 'months', '2008-05-01', null, 'L1251-12', true, 'durée initiale minimale d''une commande exceptionnelle à l''export'),
  ('pay_majoration_night_idcc_1702', 0, 'percent', '1993-01-01', null, 'CCN ouvriers des travaux publics du 15 décembre 1992 (IDCC 1702), art. 1.2 : renvoi aux avenants de spécialité, aucune majoration nationale — FNTP, https://preprod-frtp.fr/le-travail-de-nuit/', true, 'nuit exceptionnelle ; adhérents USIRF, SETVF (et SERCE à titre volontaire) : +100 %'),
  ('qualification_training_csm_max_price', 800, 'EUR', '2020-01-01', null, 'politique interne', true, 'au-delà : validation de la comptabilité'),
  ('scheduled_email_min_delay_minutes', 5, 'min', '2020-01-01', null, 'politique interne', true, null),
  ('work_accident_declaration_hours', 48, 'h', '2000-01-01', null, 'CSS L441-2 et R441-3', true, 'dimanches et jours fériés non compris'),
  ('max_weekly_hours', 48, 'h', '2016-08-10', null, 'L3121-20', true, null),
  ('smic_hourly_gross', 12.31, 'EUR/h', '2026-06-01', null, 'revalorisation du 1er juin 2026 (règles URSSAF, modele-social)', true, null),
  ('rgdu_p', 1.75, 'ratio', '2026-01-01', null, 'décrets 2025-887 et 2025-1446', true, null),
  ('pay_majoration_night_idcc_1597', 100, 'percent', '2018-07-01', null, 'CCN ouvriers du bâtiment plus de 10 salariés du 7 mars 2018 (IDCC 1597), titre III', false, 'travail exceptionnel de nuit (20 h – 6 h)'),
  ('independent_vigilance_threshold', 5000, 'EUR', '2012-01-01', null, 'C. trav. L8222-1 et D8222-1', true, 'HT, sur la relation'),
  ('meal_voucher_employer_max', 7.32, 'EUR', '2026-01-01', null, 'URSSAF 2026', true, '50–60 % de la valeur faciale'),
  ('smic_monthly_35h', 1867.02, 'EUR', '2026-06-01', null, 'revalorisation du 1er juin 2026 (règles URSSAF, modele-social)', true, '151,67 h'),
  ('carte_btp_validity_years', 5, 'years', '2017-03-22', null, 'cartebtp.fr', true, 'intérimaires : 5 ans'),
  ('ppe_csm_max_total', 150, 'EUR', '2020-01-01', null, 'politique interne', true, 'au-delà : validation de la comptabilité'),
  ('pay_majoration_night_idcc_1596', 100, 'percent', '2018-07-01', null, 'CCN ouvriers du bâtiment jusqu''à 10 salariés du 7 mars 2018 (IDCC 1596), titre III', false, 'travail exceptionnel de nuit (20 h – 6 h)'),
  ('overtime_majoration_25', 25, 'percent', '2008-01-01', null, 'L3121-36', true, 'heures 36 à 43'),
  ('timesheet_signature_validity_days', 14, 'days', '2020-01-01', null, 'politique interne', true, null),
  ('carte_btp_fee', 10.80, 'EUR', '2026-01-01', null, 'cartebtp.fr', true, null),
  ('pay_majoration_night_idcc_2033', 100, 'percent', '2018-07-01', null, 'Convention des ouvriers du bâtiment de l''Isère (IDCC 2033), art. 2.1.1 a', false, 'travail exceptionnel de nuit (21 h – 6 h)'),
  ('overtime_majoration_50', 50, 'percent', '2008-01-01', null, 'L3121-36', true, 'à partir de la 44e heure'),
  ('pay_majoration_public_holiday_idcc_1596', 0, 'percent', '2018-07-01', null, 'CCN ouvriers du bâtiment jusqu''à 10 salariés (IDCC 1596) : aucune majoration nationale du jour férié travaillé — LégiSocial, https://legisocial.fr/conventions-collectives-nationales/1596-entreprises-batiment-moins-10-salaries-capeb/jours-feries-chomes-paiement-majoration.html', true, 'jour férié autre que le 1er mai ; des conventions régionales peuvent en prévoir une'),
  ('rgdu_tmin', 0.02, 'ratio', '2026-01-01', null, 'décrets 2025-887 et 2025-1446', true, null),
  ('min_weekly_rest_hours', 35, 'h', '2008-05-01', null, 'L3132-2', true, 'avertissement : 24 h + 11 h de repos quotidien'),
  ('meal_allowance_outside', 10.40, 'EUR', '2026-01-01', null, 'URSSAF frais professionnels 2026', true, 'hors locaux, pas au restaurant'),
  ('smic_hourly_gross', 12.02, 'EUR/h', '2026-01-01', '2026-05-31', 'décret 2025-1228 (SMIC +1,18 %)', true, null),
  ('rgdu_tmax_fnal_050', 0.4021, 'ratio', '2026-01-01', null, 'décrets 2025-887 et 2025-1446 (règles URSSAF, modele-social)', true, null),
  ('coefficient_max', 2.5, 'ratio', '2020-01-01', null, 'politique interne', true, 'au-dessus : dérogation comptabilité'),
  ('advance_payment_min_amount', 50, 'EUR', '2020-01-01', null, 'politique interne', true, 'acompte minimum'),
  ('advance_payment_max_ratio', 0.8, 'ratio', '2020-01-01', null, 'politique interne', true, 'part du net déjà gagné versée en acompte'),
  ('pay_majoration_public_holiday_idcc_1597', 0, 'percent', '2018-07-01', null, 'CCN ouvriers du bâtiment du 7 mars 2018 (IDCC 1597) : pas de majoration nationale', false, 'jour férié autre que le 1er mai'),
  ('scheduled_email_quiet_end_hour', 8, 'h', '2020-01-01', null, 'politique interne', true, null),
  ('pay_majoration_sunday_idcc_2033', 100, 'percent', '2018-07-01', null, 'Convention des ouvriers du bâtiment de l''Isère (IDCC 2033), art. 2.1.2', false, 'dimanche'),
  ('pay_majoration_public_holiday_idcc_1702', 0, 'percent', '1993-01-01', null, 'CCN ouvriers des travaux publics du 15 décembre 1992 (IDCC 1702)', false, 'jour férié autre que le 1er mai'),
  ('ett_financial_guarantee_min', 151445, 'EUR', '2026-01-01', null, 'décret 2025-12-26', true, 'et ≥ 8 % du CA HT'),
  ('coefficient_min', 1.5, 'ratio', '2020-01-01', null, 'politique interne', true, 'en dessous : dérogation comptabilité'),
  ('meal_allowance_workplace', 7.50, 'EUR', '2026-01-01', null, 'URSSAF frais professionnels 2026', true, 'repas sur le lieu de travail'),
  ('pay_majoration_sunday_idcc_1702', 0, 'percent', '1993-01-01', null, 'CCN ouvriers des travaux publics (IDCC 1702) : dimanche sans majoration — Code du travail numérique, https://code.travail.gouv.fr/contribution/1702-travail-du-dimanche-quelle-contrepartie', true, 'dimanche ; équipe de suppléance de fin de semaine : +50 % (L3132-19), non suivie par les relevés'),
  ('max_average_weekly_hours_12w', 44, 'h', '2016-08-10', null, 'L3121-22', true, 'avertissement ; 46 h par accord')
on conflict do nothing;

insert into public.country (code, name, local_code, is_address_search_enabled) values
  ('AF', 'Afghanistan', 'AFG', false),
  ('AL', 'Albanie', 'ALB', false),
  ('BE', 'Belgique', 'BEL', true),
  ('BG', 'Bulgarie', 'BGR', false),
  ('BR', 'Brésil', 'BRA', false),
  ('CD', 'République démocratique du Congo', 'COD', false),
  ('CH', 'Suisse', 'CHE', true),
  ('CI', 'Côte d''Ivoire', 'CIV', false),
  ('CM', 'Cameroun', 'CMR', false),
  ('CN', 'Chine', 'CHN', false),
  ('DE', 'Allemagne', 'DEU', false),
  ('DZ', 'Algérie', 'DZA', false),
  ('ES', 'Espagne', 'ESP', false),
  ('FR', 'France', 'FRA', true),
  ('GB', 'Royaume-Uni', 'GBR', false),
  ('GN', 'Guinée', 'GIN', false),
  ('HT', 'Haïti', 'HTI', false),
  ('IN', 'Inde', 'IND', false),
  ('IT', 'Italie', 'ITA', false),
  ('LK', 'Sri Lanka', 'LKA', false),
  ('LU', 'Luxembourg', 'LUX', false),
  ('MA', 'Maroc', 'MAR', false),
  ('MC', 'Monaco', 'MCO', true),
  ('MD', 'Moldavie', 'MDA', false),
  ('ML', 'Mali', 'MLI', false),
  ('MR', 'Mauritanie', 'MRT', false),
  ('NL', 'Pays-Bas', 'NLD', false),
  ('PK', 'Pakistan', 'PAK', false),
  ('PL', 'Pologne', 'POL', false),
  ('PT', 'Portugal', 'PRT', false),
  ('RO', 'Roumanie', 'ROU', false),
  ('RS', 'Serbie', 'SRB', false),
  ('SN', 'Sénégal', 'SEN', false),
  ('TN', 'Tunisie', 'TUN', false),
  ('TR', 'Turquie', 'TUR', false),
  ('UA', 'Ukraine', 'UKR', false),
  ('VN', 'Viêt Nam', 'VNM', false)
on conflict do nothing;

insert into public.job (code, name, sector_id, rome_code, hourly_wage_min, hourly_wage_max, typical_qualifications, "position") values
  ('macon', 'Maçon', '849ca0f9-b711-48f6-86d9-ff4e464e3097', 'F1703', 13.50, 16.00, '{}', 3),
  ('electricien_batiment', 'Électricien bâtiment', 'a010c2f1-42fd-4461-94c8-7c6c41a33ba1', 'F1602', 13.50, 17.00, '{"Habilitation B1V","Habilitation BR"}', 16),
  ('soudeur', 'Soudeur', '95ae26f2-3518-4257-91f1-494d8e7ae793', 'H2913', 14.50, 18.50, '{}', 27),
  ('chef_de_chantier', 'Chef de chantier', '849ca0f9-b711-48f6-86d9-ff4e464e3097', 'F1202', 18.00, 24.00, '{"AIPR encadrant",SST}', 8),
  ('menuisier_poseur', 'Menuisier poseur', 'a010c2f1-42fd-4461-94c8-7c6c41a33ba1', 'F1607', 13.50, 16.50, '{}', 22),
  ('grutier', 'Grutier (grue à tour)', '849ca0f9-b711-48f6-86d9-ff4e464e3097', 'F1301', 16.00, 20.00, '{"CACES R487"}', 11),
  ('canalisateur', 'Canalisateur', '3806dbf4-37a6-4393-a03a-95acf130d35f', 'F1705', 14.00, 17.50, '{"AIPR opérateur"}', 12),
  ('ferrailleur', 'Ferrailleur', 'b0f019ef-dd43-4303-844f-56d89a4a91eb', 'F1701', 13.50, 16.00, '{}', 6),
  ('manoeuvre_btp', 'Manœuvre BTP', '849ca0f9-b711-48f6-86d9-ff4e464e3097', 'F1704', 12.31, 12.80, '{}', 1),
  ('chauffeur_pl', 'Chauffeur PL (benne, toupie)', '493a853d-2ac0-43df-bc73-5917496ad716', 'N4101', 13.00, 15.50, '{"Permis C","Permis CE",FIMO,FCO}', 28),
  ('chef_equipe_gros_oeuvre', 'Chef d''équipe gros œuvre', '849ca0f9-b711-48f6-86d9-ff4e464e3097', 'F1202', 16.00, 19.00, '{SST}', 7),
  ('couvreur', 'Couvreur', '2f1c6435-8564-450e-80cf-4ca4887664e5', 'F1610', 14.00, 17.50, '{"Travail en hauteur"}', 24),
  ('conducteur_de_travaux', 'Conducteur de travaux', 'b0f019ef-dd43-4303-844f-56d89a4a91eb', 'F1201', 22.00, 30.00, '{"AIPR concepteur"}', 9),
  ('charpentier_bois', 'Charpentier bois', '849ca0f9-b711-48f6-86d9-ff4e464e3097', 'F1503', 14.00, 17.50, '{"Travail en hauteur"}', 23),
  ('macon_vrd', 'Maçon VRD', '3806dbf4-37a6-4393-a03a-95acf130d35f', 'F1703', 13.80, 16.50, '{"AIPR opérateur"}', 4),
  ('conducteur_engins', 'Conducteur d''engins (pelle, chargeuse)', '3806dbf4-37a6-4393-a03a-95acf130d35f', 'F1302', 14.00, 18.00, '{"CACES R482 A","CACES R482 B1","CACES R482 C1","AIPR opérateur"}', 10),
  ('peintre_batiment', 'Peintre en bâtiment', 'a010c2f1-42fd-4461-94c8-7c6c41a33ba1', 'F1606', 13.00, 15.50, '{}', 20),
  ('plombier_chauffagiste', 'Plombier-chauffagiste', 'a010c2f1-42fd-4461-94c8-7c6c41a33ba1', 'F1603', 14.00, 17.50, '{}', 18),
  ('poseur_bordures', 'Poseur de bordures / Paveur', '3806dbf4-37a6-4393-a03a-95acf130d35f', 'F1702', 13.00, 15.50, '{}', 14),
  ('monteur_reseaux', 'Monteur réseaux électriques / fibre', '91d78a28-8b1c-444d-ac40-b5c46dc88b38', 'F1605', 14.00, 17.50, '{"Habilitation B1V","AIPR opérateur"}', 17),
  ('carreleur', 'Carreleur', 'a010c2f1-42fd-4461-94c8-7c6c41a33ba1', 'F1608', 13.50, 16.50, '{}', 21),
  ('aide_macon', 'Aide-maçon', '849ca0f9-b711-48f6-86d9-ff4e464e3097', 'F1704', 12.31, 13.00, '{}', 2),
  ('etancheur', 'Étancheur', 'a010c2f1-42fd-4461-94c8-7c6c41a33ba1', 'F1613', 13.50, 16.50, '{"Travail en hauteur"}', 25),
  ('coffreur_bancheur', 'Coffreur-bancheur', '849ca0f9-b711-48f6-86d9-ff4e464e3097', 'F1701', 14.00, 17.00, '{}', 5),
  ('plaquiste', 'Plaquiste', 'a010c2f1-42fd-4461-94c8-7c6c41a33ba1', 'F1604', 13.50, 16.50, '{}', 19),
  ('constructeur_routes', 'Constructeur de routes / Régleur', '3806dbf4-37a6-4393-a03a-95acf130d35f', 'F1702', 13.50, 16.50, '{}', 13),
  ('facadier_enduiseur', 'Façadier-enduiseur', '2f1c6435-8564-450e-80cf-4ca4887664e5', 'F1611', 13.50, 16.50, '{"Échafaudage R408"}', 26),
  ('terrassier', 'Terrassier', '3806dbf4-37a6-4393-a03a-95acf130d35f', 'F1704', 12.80, 15.00, '{"AIPR opérateur"}', 15)
on conflict do nothing;

-- The job's PCS-ESE code (INSEE's nomenclature of occupations, 2017 edition), which the DSN's
-- contract block asks for each mission (docs/payroll-export.md, « Missions »): the payroll
-- manager checks it against the nomenclature; a job without one is exported with it empty.
update public.job j set pcs_ese_code = v.code
from (values
  ('macon', '632a'), ('aide_macon', '681a'), ('manoeuvre_btp', '681a'), ('chef_equipe_gros_oeuvre', '621a'),
  ('chef_de_chantier', '481b'), ('conducteur_de_travaux', '481a'), ('coffreur_bancheur', '621b'),
  ('ferrailleur', '621b'), ('grutier', '651a'), ('conducteur_engins', '621c'), ('canalisateur', '621e'),
  ('macon_vrd', '621e'), ('poseur_bordures', '621e'), ('constructeur_routes', '621e'), ('terrassier', '671b'),
  ('monteur_reseaux', '621d'), ('electricien_batiment', '633a'), ('plombier_chauffagiste', '632f'),
  ('menuisier_poseur', '632d'), ('charpentier_bois', '632c'), ('couvreur', '632e'), ('etancheur', '632e'),
  ('peintre_batiment', '632g'), ('facadier_enduiseur', '632g'), ('plaquiste', '632j'), ('carreleur', '632h'),
  ('soudeur', '623c'), ('chauffeur_pl', '641a')
) v(job, code)
where j.code = v.job and j.pcs_ese_code is null;

insert into public.region (code, name, local_code, country_code) values
  ('FR-01', 'Guadeloupe', '01', 'FR'),
  ('FR-02', 'Martinique', '02', 'FR'),
  ('FR-03', 'Guyane', '03', 'FR'),
  ('FR-04', 'La Réunion', '04', 'FR'),
  ('FR-06', 'Mayotte', '06', 'FR'),
  ('FR-11', 'Île-de-France', '11', 'FR'),
  ('FR-24', 'Centre-Val de Loire', '24', 'FR'),
  ('FR-27', 'Bourgogne-Franche-Comté', '27', 'FR'),
  ('FR-28', 'Normandie', '28', 'FR'),
  ('FR-32', 'Hauts-de-France', '32', 'FR'),
  ('FR-44', 'Grand Est', '44', 'FR'),
  ('FR-52', 'Pays de la Loire', '52', 'FR'),
  ('FR-53', 'Bretagne', '53', 'FR'),
  ('FR-75', 'Nouvelle-Aquitaine', '75', 'FR'),
  ('FR-76', 'Occitanie', '76', 'FR'),
  ('FR-84', 'Auvergne-Rhône-Alpes', '84', 'FR'),
  ('FR-93', 'Provence-Alpes-Côte d''Azur', '93', 'FR'),
  ('FR-94', 'Corse', '94', 'FR')
on conflict do nothing;

insert into public.software (name, category) values
  ('AutoCAD', 'DAO'),
  ('Attic+', 'Métré / chiffrage'),
  ('Primavera P6', 'Planification'),
  ('ArchiCAD', 'BIM'),
  ('Allplan', 'BIM'),
  ('Revit', 'BIM'),
  ('Covadis', 'VRD / topographie'),
  ('MS Project', 'Planification'),
  ('Batigest', 'Gestion de chantier'),
  ('Excel', 'Bureautique'),
  ('SketchUp', 'DAO'),
  ('Tekla Structures', 'BIM'),
  ('Navisworks', 'BIM'),
  ('Mensura', 'VRD / topographie')
on conflict do nothing;

insert into public.contract_reason_rule (reason, max_months, imprecise_term_allowed, is_blocking, note) values
  ('abroad', 24, false, true, null),
  ('activity_increase', 18, false, true, 'tâche occasionnelle incluse'),
  ('apprenticeship', 36, false, true, null),
  ('export_order', 24, false, true, 'contrat initial d''au moins 6 mois'),
  ('insertion', null, false, false, 'selon accord (L1251-7)'),
  ('replacement_absence', 18, true, true, null),
  ('replacement_departure', 24, false, true, null),
  ('replacement_owner', 18, true, false, 'à vérifier : non bloquant'),
  ('replacement_waiting_cdi', 9, true, true, null),
  ('seasonal', null, true, false, 'durée de la saison'),
  ('training_complement', null, false, false, 'selon accord (L1251-7)'),
  ('urgent_safety_works', 9, false, true, null),
  ('usage', null, true, false, 'règle du secteur')
on conflict do nothing;

insert into public.sector (id, code, name, "position") values
  ('0c23acfc-60a9-427d-8414-9210297b5ee0', 'tertiaire', 'Tertiaire', 5),
  ('2f1c6435-8564-450e-80cf-4ca4887664e5', 'renovation_rehabilitation', 'Rénovation & Réhabilitation', 9),
  ('3806dbf4-37a6-4393-a03a-95acf130d35f', 'tp_vrd', 'TP / VRD', 1),
  ('493a853d-2ac0-43df-bc73-5917496ad716', 'logistique_transport', 'Logistique & Transport', 7),
  ('849ca0f9-b711-48f6-86d9-ff4e464e3097', 'gros_oeuvre', 'Gros œuvre', 2),
  ('91d78a28-8b1c-444d-ac40-b5c46dc88b38', 'reseaux_energie', 'Réseaux & Énergie', 8),
  ('95ae26f2-3518-4257-91f1-494d8e7ae793', 'industrie', 'Industrie', 6),
  ('a010c2f1-42fd-4461-94c8-7c6c41a33ba1', 'second_oeuvre', 'Second œuvre', 3),
  ('b0f019ef-dd43-4303-844f-56d89a4a91eb', 'genie_civil', 'Génie civil', 4),
  ('ff05c2ee-eb3d-4ceb-9be2-9b06c3c3b58c', 'ferroviaire', 'Ferroviaire', 10)
on conflict do nothing;
