-- Talents: the temporary workers, their private data, jobs, software, resumes, cooptations, hiring pools.
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

-- ## Types

CREATE TYPE public.ai_processing_status AS ENUM (
    'not_started',
    'pending',
    'processing',
    'done',
    'failed'
);

-- The two frozen anonymous documents of a talent (docs/rules/talents-documents.md#anonymous-documents).
CREATE TYPE public.anonymous_document_kind AS ENUM (
    'bio',
    'resume'
);

CREATE TYPE public.construction_type AS ENUM (
    'new_construction',
    'renovation',
    'maintenance',
    'demolition',
    'public_works',
    'networks',
    'industrial'
);

CREATE TYPE public.experience_level AS ENUM (
    'beginner',
    'intermediate',
    'experienced',
    'expert'
);

CREATE TYPE public.hiring_pool_status AS ENUM (
    'active',
    'archived'
);

CREATE TYPE public.hiring_pool_visibility AS ENUM (
    'private',
    'workspace'
);

CREATE TYPE public.talent_availability_status AS ENUM (
    'available',
    'on_mission',
    'unavailable'
);

CREATE TYPE public.talent_contract_type AS ENUM (
    'temp',
    'cdi_temp',
    'cdd',
    'cdi',
    'freelance',
    'portage'
);

CREATE TYPE public.talent_qualification_status AS ENUM (
    'new',
    'to_qualify',
    'qualified',
    'archived',
    'anonymized'
);

CREATE TYPE public.talent_source AS ENUM (
    'job_board',
    'cooptation',
    'walk_in',
    'website',
    'france_travail',
    'social',
    'import',
    'push_marketing'
);

-- Talents (candidates, temps, independents) with their links to jobs, software, hiring pools and business units…
CREATE TYPE public.worker_type AS ENUM (
    'temp',
    'cdi_temp',
    'independent',
    'portage',
    'candidate_perm'
);

-- ## Tables

-- One person (candidate, temp, independent), with availability and AI statuses.
-- The talent's matricule: a short number given once, at creation, never changed (prepare_talent),
-- which the payroll file names the employee by (docs/payroll-export.md).
CREATE SEQUENCE public.talent_employee_number_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

REVOKE ALL ON SEQUENCE public.talent_employee_number_seq FROM anon, authenticated, service_role;
GRANT ALL ON SEQUENCE public.talent_employee_number_seq TO authenticated;
GRANT ALL ON SEQUENCE public.talent_employee_number_seq TO service_role;

CREATE TABLE public.talent (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    auth_user_id uuid,
    civility public.civility,
    first_name text,
    last_name text,
    birth_name text,
    email text,
    phone_number text,
    birth_date date,
    nationality_code text,
    address_id uuid,
    worker_type public.worker_type DEFAULT 'temp'::public.worker_type NOT NULL,
    siret text,
    wage numeric(8,2),
    contract_types public.talent_contract_type[] DEFAULT '{}'::public.talent_contract_type[] NOT NULL,
    construction_types public.construction_type[] DEFAULT '{}'::public.construction_type[] NOT NULL,
    experience_level public.experience_level,
    qualification_status public.talent_qualification_status DEFAULT 'new'::public.talent_qualification_status NOT NULL,
    availability_status public.talent_availability_status DEFAULT 'available'::public.talent_availability_status NOT NULL,
    available_from date,
    is_top_profile boolean DEFAULT false NOT NULL,
    is_benched boolean DEFAULT false NOT NULL,
    blacklisted_at timestamp with time zone,
    blacklist_reason text,
    blacklisted_by uuid,
    resume_parsing_status public.ai_processing_status DEFAULT 'not_started'::public.ai_processing_status NOT NULL,
    anonymous_bio_status public.ai_processing_status DEFAULT 'not_started'::public.ai_processing_status NOT NULL,
    anonymous_resume_status public.ai_processing_status DEFAULT 'not_started'::public.ai_processing_status NOT NULL,
    embedding_status public.ai_processing_status DEFAULT 'not_started'::public.ai_processing_status NOT NULL,
    anonymous_bio text,
    owner_id uuid,
    driving_licenses text[] DEFAULT '{}'::text[] NOT NULL,
    has_vehicle boolean,
    mobility_radius_km smallint DEFAULT 30 NOT NULL,
    languages text[] DEFAULT '{}'::text[] NOT NULL,
    source public.talent_source,
    rgpd_consent_at timestamp with time zone,
    last_activity_at timestamp with time zone,
    search_text text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    marketing_opt_out_at timestamp with time zone,
    resume_parsing_error text,
    employee_number text DEFAULT lpad((nextval('public.talent_employee_number_seq'::regclass))::text, 6, '0'::text) NOT NULL,
    CONSTRAINT talent_blacklist_reason CHECK (((blacklisted_at IS NULL) = (blacklist_reason IS NULL))),
    CONSTRAINT talent_civility_person CHECK ((civility IS DISTINCT FROM 'entity'::public.civility)),
    CONSTRAINT talent_email_format CHECK (((email IS NULL) OR (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
    CONSTRAINT talent_mobility_radius CHECK (((mobility_radius_km >= 0) AND (mobility_radius_km <= 500))),
    CONSTRAINT talent_phone_format CHECK (((phone_number IS NULL) OR (phone_number ~ '^\+?[0-9]{6,15}$'::text))),
    CONSTRAINT talent_siret_valid CHECK (((siret IS NULL) OR private.is_valid_siret(siret))),
    CONSTRAINT talent_wage_positive CHECK (((wage IS NULL) OR (wage > (0)::numeric))),
    CONSTRAINT talent_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.talent
    ADD CONSTRAINT talent_address_id_fkey FOREIGN KEY (address_id) REFERENCES public.address(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.talent
    ADD CONSTRAINT talent_auth_user_id_fkey FOREIGN KEY (auth_user_id) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.talent
    ADD CONSTRAINT talent_blacklisted_by_fkey FOREIGN KEY (blacklisted_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.talent
    ADD CONSTRAINT talent_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.talent
    ADD CONSTRAINT talent_nationality_code_fkey FOREIGN KEY (nationality_code) REFERENCES public.country(code);

ALTER TABLE ONLY public.talent
    ADD CONSTRAINT talent_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.talent
    ADD CONSTRAINT talent_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.talent
    ADD CONSTRAINT talent_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.talent FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.talent TO authenticated;
GRANT ALL ON TABLE public.talent TO service_role;

-- A talent (coopted) referred by another talent (coopted_by), an employee or an outsider…
CREATE TABLE public.cooptation (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    coopted_id uuid NOT NULL,
    coopted_by_id uuid,
    referrer_type public.cooptation_referrer_type DEFAULT 'talent'::public.cooptation_referrer_type NOT NULL,
    referrer_team_member_id uuid,
    referrer_name text,
    referrer_email text,
    referrer_phone text,
    mission_id uuid,
    requester_id uuid,
    assignee_id uuid,
    declared_at timestamp with time zone DEFAULT now() NOT NULL,
    condition_type public.cooptation_condition DEFAULT 'hours_worked'::public.cooptation_condition NOT NULL,
    condition_threshold numeric(8,2) DEFAULT 150 NOT NULL,
    progress_value numeric(8,2) DEFAULT 0 NOT NULL,
    bonus_amount numeric(12,2) DEFAULT 150 NOT NULL,
    payout_mode public.cooptation_payout_mode DEFAULT 'payroll_bonus'::public.cooptation_payout_mode NOT NULL,
    paid_at timestamp with time zone,
    payment_reference text,
    status public.cooptation_status DEFAULT 'submitted'::public.cooptation_status NOT NULL,
    status_changed_at timestamp with time zone,
    status_comment text,
    due_at timestamp with time zone,
    closed_at timestamp with time zone,
    comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    paid_in_pay_tracking_id uuid,
    CONSTRAINT cooptation_not_self CHECK ((coopted_by_id IS DISTINCT FROM coopted_id)),
    CONSTRAINT cooptation_referrer_email CHECK (((referrer_email IS NULL) OR (referrer_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
    CONSTRAINT cooptation_threshold CHECK (((condition_threshold > (0)::numeric) AND (progress_value >= (0)::numeric))),
    CONSTRAINT cooptation_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.cooptation
    ADD CONSTRAINT cooptation_assignee_id_fkey FOREIGN KEY (assignee_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.cooptation
    ADD CONSTRAINT cooptation_coopted_by_id_fkey FOREIGN KEY (coopted_by_id) REFERENCES public.talent(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.cooptation
    ADD CONSTRAINT cooptation_coopted_id_fkey FOREIGN KEY (coopted_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.cooptation
    ADD CONSTRAINT cooptation_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.cooptation
    ADD CONSTRAINT cooptation_mission_id_fkey FOREIGN KEY (mission_id) REFERENCES public.mission(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.cooptation
    ADD CONSTRAINT cooptation_referrer_team_member_id_fkey FOREIGN KEY (referrer_team_member_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.cooptation
    ADD CONSTRAINT cooptation_requester_id_fkey FOREIGN KEY (requester_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.cooptation
    ADD CONSTRAINT cooptation_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.cooptation
    ADD CONSTRAINT cooptation_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.cooptation FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.cooptation TO authenticated;
GRANT ALL ON TABLE public.cooptation TO service_role;

-- A named group of talents (vivier) for sourcing and campaigns.
CREATE TABLE public.hiring_pool (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    name text NOT NULL,
    description text,
    owner_id uuid DEFAULT private.current_team_member_id(),
    is_dynamic boolean DEFAULT false NOT NULL,
    criteria jsonb,
    visibility public.hiring_pool_visibility DEFAULT 'workspace'::public.hiring_pool_visibility NOT NULL,
    status public.hiring_pool_status DEFAULT 'active'::public.hiring_pool_status NOT NULL,
    status_changed_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT hiring_pool_dynamic_criteria CHECK (((NOT is_dynamic) OR COALESCE((jsonb_typeof((criteria -> 'args'::text)) = 'object'::text), false))),
    CONSTRAINT hiring_pool_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 120))),
    CONSTRAINT hiring_pool_pkey PRIMARY KEY (id),
    CONSTRAINT hiring_pool_workspace_id_name_key UNIQUE (workspace_id, name)
);

ALTER TABLE ONLY public.hiring_pool
    ADD CONSTRAINT hiring_pool_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.hiring_pool
    ADD CONSTRAINT hiring_pool_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.hiring_pool
    ADD CONSTRAINT hiring_pool_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.hiring_pool
    ADD CONSTRAINT hiring_pool_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.hiring_pool FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.hiring_pool TO authenticated;
GRANT ALL ON TABLE public.hiring_pool TO service_role;

-- A reference call to a candidate's former employer, with the candidate's consent first.
CREATE TABLE public.reference_check (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    talent_id uuid NOT NULL,
    application_id uuid,
    contact_id uuid,
    requester_id uuid,
    assignee_id uuid,
    referee_name text,
    referee_company text,
    referee_role text,
    relationship text,
    referee_phone text,
    referee_email text,
    is_current_employer boolean DEFAULT false NOT NULL,
    consent_obtained_at timestamp with time zone,
    consent_proof_file text,
    questions_answers jsonb DEFAULT '[]'::jsonb NOT NULL,
    outcome public.reference_check_outcome,
    note text,
    reminder_date date,
    performed_by_id uuid,
    performed_at timestamp with time zone,
    status public.reference_check_status DEFAULT 'requested'::public.reference_check_status NOT NULL,
    status_changed_at timestamp with time zone,
    status_comment text,
    due_at timestamp with time zone,
    closed_at timestamp with time zone,
    comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT reference_check_questions CHECK ((jsonb_typeof(questions_answers) = 'array'::text)),
    CONSTRAINT reference_check_referee_email CHECK (((referee_email IS NULL) OR (referee_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
    CONSTRAINT reference_check_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.reference_check
    ADD CONSTRAINT reference_check_application_id_fkey FOREIGN KEY (application_id) REFERENCES public.application(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.reference_check
    ADD CONSTRAINT reference_check_assignee_id_fkey FOREIGN KEY (assignee_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.reference_check
    ADD CONSTRAINT reference_check_contact_id_fkey FOREIGN KEY (contact_id) REFERENCES public.contact(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.reference_check
    ADD CONSTRAINT reference_check_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.reference_check
    ADD CONSTRAINT reference_check_performed_by_id_fkey FOREIGN KEY (performed_by_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.reference_check
    ADD CONSTRAINT reference_check_requester_id_fkey FOREIGN KEY (requester_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.reference_check
    ADD CONSTRAINT reference_check_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.reference_check
    ADD CONSTRAINT reference_check_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.reference_check
    ADD CONSTRAINT reference_check_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.reference_check FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.reference_check TO authenticated;
GRANT ALL ON TABLE public.reference_check TO service_role;

-- A CV file of a talent (original or anonymised), path in the `resumes` bucket.
CREATE TABLE public.resume (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    talent_id uuid NOT NULL,
    is_anonymized boolean DEFAULT false NOT NULL,
    file text NOT NULL,
    file_name text,
    mime_type text,
    content text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT resume_file_in_workspace CHECK ((split_part(file, '/'::text, 1) = (workspace_id)::text)),
    CONSTRAINT resume_mime_type CHECK (((mime_type IS NULL) OR (mime_type = ANY (private.allowed_upload_mime_types())))),
    CONSTRAINT resume_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.resume
    ADD CONSTRAINT resume_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.resume
    ADD CONSTRAINT resume_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.resume
    ADD CONSTRAINT resume_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.resume
    ADD CONSTRAINT resume_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.resume FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.resume TO authenticated;
GRANT ALL ON TABLE public.resume TO service_role;

-- The business units a talent is followed by.
CREATE TABLE public.talent_business_unit (
    talent_id uuid NOT NULL,
    business_unit_id uuid NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT talent_business_unit_pkey PRIMARY KEY (talent_id, business_unit_id)
);

ALTER TABLE ONLY public.talent_business_unit
    ADD CONSTRAINT talent_business_unit_business_unit_id_fkey FOREIGN KEY (business_unit_id) REFERENCES public.business_unit(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.talent_business_unit
    ADD CONSTRAINT talent_business_unit_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.talent_business_unit
    ADD CONSTRAINT talent_business_unit_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.talent_business_unit
    ADD CONSTRAINT talent_business_unit_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.talent_business_unit
    ADD CONSTRAINT talent_business_unit_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.talent_business_unit FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.talent_business_unit TO authenticated;
GRANT ALL ON TABLE public.talent_business_unit TO service_role;

-- Membership of a talent in a static hiring pool.
CREATE TABLE public.talent_hiring_pool (
    talent_id uuid NOT NULL,
    hiring_pool_id uuid NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    note text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT talent_hiring_pool_pkey PRIMARY KEY (talent_id, hiring_pool_id)
);

ALTER TABLE ONLY public.talent_hiring_pool
    ADD CONSTRAINT talent_hiring_pool_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.talent_hiring_pool
    ADD CONSTRAINT talent_hiring_pool_hiring_pool_id_fkey FOREIGN KEY (hiring_pool_id) REFERENCES public.hiring_pool(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.talent_hiring_pool
    ADD CONSTRAINT talent_hiring_pool_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.talent_hiring_pool
    ADD CONSTRAINT talent_hiring_pool_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.talent_hiring_pool
    ADD CONSTRAINT talent_hiring_pool_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.talent_hiring_pool FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.talent_hiring_pool TO authenticated;
GRANT ALL ON TABLE public.talent_hiring_pool TO service_role;

-- The jobs a talent does (one main job).
CREATE TABLE public.talent_job (
    talent_id uuid NOT NULL,
    job_id uuid NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    is_main boolean DEFAULT false NOT NULL,
    experience_years smallint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    home_lat double precision,
    home_lng double precision,
    CONSTRAINT talent_job_experience CHECK (((experience_years IS NULL) OR ((experience_years >= 0) AND (experience_years <= 50)))),
    CONSTRAINT talent_job_pkey PRIMARY KEY (talent_id, job_id)
);

ALTER TABLE ONLY public.talent_job
    ADD CONSTRAINT talent_job_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.talent_job
    ADD CONSTRAINT talent_job_job_id_fkey FOREIGN KEY (job_id) REFERENCES public.job(id);

ALTER TABLE ONLY public.talent_job
    ADD CONSTRAINT talent_job_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.talent_job
    ADD CONSTRAINT talent_job_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.talent_job
    ADD CONSTRAINT talent_job_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON COLUMN public.talent_job.home_lat IS 'latitude of the talent''s address, kept by triggers (matching: the holders of a job within a radius)';

COMMENT ON COLUMN public.talent_job.home_lng IS 'longitude of the talent''s address, kept by triggers (see home_lat)';

REVOKE ALL ON TABLE public.talent_job FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.talent_job TO authenticated;
GRANT ALL ON TABLE public.talent_job TO service_role;

-- The talent's sensitive data, 1:1 (only ACC, CSM, CONS, DEV and IND read it).
CREATE TABLE public.talent_private (
    talent_id uuid NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    social_security_number text,
    iban text,
    bic text,
    bank_holder text,
    birth_place text,
    birth_country_code text,
    residence_permit_type text,
    residence_permit_number text,
    residence_permit_expires_at date,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT talent_private_bic_format CHECK (((bic IS NULL) OR (bic ~ '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$'::text))),
    CONSTRAINT talent_private_iban_valid CHECK (((iban IS NULL) OR private.is_valid_iban(iban))),
    CONSTRAINT talent_private_nir_valid CHECK (((social_security_number IS NULL) OR private.is_valid_nir(social_security_number))),
    CONSTRAINT talent_private_pkey PRIMARY KEY (talent_id)
);

ALTER TABLE ONLY public.talent_private
    ADD CONSTRAINT talent_private_birth_country_code_fkey FOREIGN KEY (birth_country_code) REFERENCES public.country(code);

ALTER TABLE ONLY public.talent_private
    ADD CONSTRAINT talent_private_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.talent_private
    ADD CONSTRAINT talent_private_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.talent_private
    ADD CONSTRAINT talent_private_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.talent_private
    ADD CONSTRAINT talent_private_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

-- The NIR and the IBAN are not selectable through the API: the only way to read them is
-- public.reveal_talent_private, which logs the read on the talent's history (art. 32 RGPD:
-- traceability of access to sensitive data). Writing them stays a plain insert or update.
REVOKE ALL ON TABLE public.talent_private FROM anon, authenticated, service_role;
GRANT SELECT(talent_id, workspace_id, bic, bank_holder, birth_place, birth_country_code, residence_permit_type, residence_permit_number, residence_permit_expires_at, created_at, created_by, updated_at, updated_by) ON TABLE public.talent_private TO authenticated;
GRANT INSERT, UPDATE, DELETE ON TABLE public.talent_private TO authenticated;
GRANT ALL ON TABLE public.talent_private TO service_role;

-- The software a talent masters.
CREATE TABLE public.talent_software (
    talent_id uuid NOT NULL,
    software_id uuid NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    level smallint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT talent_software_level CHECK (((level IS NULL) OR ((level >= 1) AND (level <= 5)))),
    CONSTRAINT talent_software_pkey PRIMARY KEY (talent_id, software_id)
);

ALTER TABLE ONLY public.talent_software
    ADD CONSTRAINT talent_software_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.talent_software
    ADD CONSTRAINT talent_software_software_id_fkey FOREIGN KEY (software_id) REFERENCES public.software(id);

ALTER TABLE ONLY public.talent_software
    ADD CONSTRAINT talent_software_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.talent_software
    ADD CONSTRAINT talent_software_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.talent_software
    ADD CONSTRAINT talent_software_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.talent_software FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.talent_software TO authenticated;
GRANT ALL ON TABLE public.talent_software TO service_role;

-- A frozen anonymous bio or resume of a talent: the paragraph as the consultant validated it and
-- the one-page PDF made from it (bucket `anonymous-documents`). Never updated: a new version is a
-- new row, the newest per (talent, kind) is the current one.
CREATE TABLE public.talent_anonymous_document (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    talent_id uuid NOT NULL,
    kind public.anonymous_document_kind NOT NULL,
    bio_text text NOT NULL,
    storage_path text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT talent_anonymous_document_bio_text CHECK (((char_length(btrim(bio_text)) >= 1) AND (char_length(bio_text) <= 2000))),
    CONSTRAINT talent_anonymous_document_path CHECK ((storage_path = (((((((workspace_id)::text || '/'::text) || (talent_id)::text) || '/'::text) || (kind)::text) || '-'::text) || (id)::text) || '.pdf'::text)),
    CONSTRAINT talent_anonymous_document_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.talent_anonymous_document
    ADD CONSTRAINT talent_anonymous_document_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.talent_anonymous_document
    ADD CONSTRAINT talent_anonymous_document_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.talent_anonymous_document
    ADD CONSTRAINT talent_anonymous_document_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.talent_anonymous_document
    ADD CONSTRAINT talent_anonymous_document_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.talent_anonymous_document FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.talent_anonymous_document TO authenticated;
GRANT ALL ON TABLE public.talent_anonymous_document TO service_role;

-- ## Indexes
-- Unless a line says otherwise, an index covers a foreign key (the joins, and the parent's deletes
-- that check it), named <table>_<column>_idx, or starts with one and adds the columns a list filters
-- and sorts by within it (<table>_<columns>_idx).

CREATE INDEX cooptation_assignee_id_idx ON public.cooptation USING btree (assignee_id);

CREATE INDEX cooptation_coopted_by_id_idx ON public.cooptation USING btree (coopted_by_id);

CREATE INDEX cooptation_created_by_idx ON public.cooptation USING btree (created_by);

CREATE INDEX cooptation_mission_id_idx ON public.cooptation USING btree (mission_id);

-- Uniqueness rule: one cooptation in progress per referred talent (rejected, expired, canceled ones aside).
CREATE UNIQUE INDEX cooptation_one_live_per_referee_idx ON public.cooptation USING btree (coopted_id) WHERE (status <> ALL (ARRAY['rejected'::public.cooptation_status, 'expired'::public.cooptation_status, 'canceled'::public.cooptation_status]));

-- The open requests with a deadline, as public.request_action_item reads them (the deadlines' rebuild).
CREATE INDEX cooptation_open_due_at_idx ON public.cooptation USING btree (workspace_id, due_at) WHERE ((closed_at IS NULL) AND (due_at IS NOT NULL));

CREATE INDEX cooptation_referrer_team_member_id_idx ON public.cooptation USING btree (referrer_team_member_id);

CREATE INDEX cooptation_requester_id_idx ON public.cooptation USING btree (requester_id);

CREATE INDEX cooptation_updated_by_idx ON public.cooptation USING btree (updated_by);

CREATE INDEX cooptation_workspace_id_idx ON public.cooptation USING btree (workspace_id);

CREATE INDEX cooptation_workspace_status_idx ON public.cooptation USING btree (workspace_id, status);

CREATE INDEX hiring_pool_created_by_idx ON public.hiring_pool USING btree (created_by);

CREATE INDEX hiring_pool_owner_id_idx ON public.hiring_pool USING btree (owner_id);

CREATE INDEX hiring_pool_updated_by_idx ON public.hiring_pool USING btree (updated_by);

CREATE INDEX reference_check_application_id_idx ON public.reference_check USING btree (application_id);

CREATE INDEX reference_check_assignee_id_idx ON public.reference_check USING btree (assignee_id);

CREATE INDEX reference_check_contact_id_idx ON public.reference_check USING btree (contact_id);

CREATE INDEX reference_check_created_by_idx ON public.reference_check USING btree (created_by);

-- The open requests with a deadline, as public.request_action_item reads them (the deadlines' rebuild).
CREATE INDEX reference_check_open_due_at_idx ON public.reference_check USING btree (workspace_id, due_at) WHERE ((closed_at IS NULL) AND (due_at IS NOT NULL));

CREATE INDEX reference_check_performed_by_id_idx ON public.reference_check USING btree (performed_by_id);

CREATE INDEX reference_check_requester_id_idx ON public.reference_check USING btree (requester_id);

CREATE INDEX reference_check_talent_id_idx ON public.reference_check USING btree (talent_id);

CREATE INDEX reference_check_updated_by_idx ON public.reference_check USING btree (updated_by);

CREATE INDEX reference_check_workspace_id_idx ON public.reference_check USING btree (workspace_id);

CREATE INDEX reference_check_workspace_status_idx ON public.reference_check USING btree (workspace_id, status);

CREATE INDEX resume_created_by_idx ON public.resume USING btree (created_by);

CREATE INDEX resume_talent_id_idx ON public.resume USING btree (talent_id);

CREATE INDEX resume_updated_by_idx ON public.resume USING btree (updated_by);

CREATE INDEX resume_workspace_id_idx ON public.resume USING btree (workspace_id);

CREATE INDEX talent_address_id_idx ON public.talent USING btree (address_id);

-- The talents of an address with everything the preselection filters and scores on…
CREATE INDEX talent_address_match_idx ON public.talent USING btree (address_id) INCLUDE (id, workspace_id, qualification_status, blacklisted_at, last_name, first_name, availability_status, available_from);

CREATE INDEX talent_auth_user_id_idx ON public.talent USING btree (auth_user_id);

CREATE INDEX talent_blacklisted_by_idx ON public.talent USING btree (blacklisted_by);

CREATE INDEX talent_business_unit_business_unit_id_idx ON public.talent_business_unit USING btree (business_unit_id);

CREATE INDEX talent_business_unit_created_by_idx ON public.talent_business_unit USING btree (created_by);

CREATE INDEX talent_business_unit_updated_by_idx ON public.talent_business_unit USING btree (updated_by);

CREATE INDEX talent_business_unit_workspace_id_idx ON public.talent_business_unit USING btree (workspace_id);

CREATE INDEX talent_created_at_idx ON public.talent USING btree (workspace_id, created_at DESC);

-- The talents list's first page, newest first, under RLS: the workspace is known at run time only, so the
-- scan walks created_at and checks the workspace in the index.
CREATE INDEX talent_created_at_workspace_idx ON public.talent USING btree (created_at DESC, workspace_id);

CREATE INDEX talent_created_by_idx ON public.talent USING btree (created_by);

CREATE INDEX talent_hiring_pool_created_by_idx ON public.talent_hiring_pool USING btree (created_by);

CREATE INDEX talent_hiring_pool_hiring_pool_id_idx ON public.talent_hiring_pool USING btree (hiring_pool_id);

CREATE INDEX talent_hiring_pool_updated_by_idx ON public.talent_hiring_pool USING btree (updated_by);

CREATE INDEX talent_hiring_pool_workspace_id_idx ON public.talent_hiring_pool USING btree (workspace_id);

-- A talent by key with what the matching filters, scores and orders on (index-only lookups).
CREATE INDEX talent_id_match_idx ON public.talent USING btree (id) INCLUDE (workspace_id, address_id, blacklisted_at, qualification_status, availability_status, available_from, last_name, first_name);

-- The independent and ported talents: the URSSAF vigilance rule and the monthly run of their invoices.
CREATE INDEX talent_independent_idx ON public.talent USING btree (id) WHERE (worker_type = ANY (ARRAY['independent'::public.worker_type, 'portage'::public.worker_type]));

CREATE INDEX talent_job_created_by_idx ON public.talent_job USING btree (created_by);

-- A job's holders by place; the policy's workspace_id second so that the box…
CREATE INDEX talent_job_job_home_idx ON public.talent_job USING btree (job_id, workspace_id, home_lat, home_lng) INCLUDE (talent_id, is_main);

-- The holders of a job, main or not (the job part, joined by hash to the radius)…
CREATE INDEX talent_job_job_talent_idx ON public.talent_job USING btree (job_id, talent_id) INCLUDE (is_main, workspace_id);

-- Uniqueness rule: a single main job per talent.
CREATE UNIQUE INDEX talent_job_single_main_idx ON public.talent_job USING btree (talent_id) WHERE is_main;

CREATE INDEX talent_job_updated_by_idx ON public.talent_job USING btree (updated_by);

CREATE INDEX talent_job_workspace_id_idx ON public.talent_job USING btree (workspace_id);

-- The page in name order when neither text nor radius orders it.
CREATE INDEX talent_name_order_idx ON public.talent USING btree (last_name, first_name, id);

CREATE INDEX talent_nationality_code_idx ON public.talent USING btree (nationality_code);

CREATE INDEX talent_owner_id_idx ON public.talent USING btree (owner_id);

CREATE INDEX talent_private_birth_country_code_idx ON public.talent_private USING btree (birth_country_code);

CREATE INDEX talent_private_created_by_idx ON public.talent_private USING btree (created_by);

CREATE INDEX talent_private_updated_by_idx ON public.talent_private USING btree (updated_by);

-- Uniqueness rule: one talent per social security number in a workspace.
CREATE UNIQUE INDEX talent_private_workspace_nir_idx ON public.talent_private USING btree (workspace_id, social_security_number) WHERE (social_security_number IS NOT NULL);

-- Trigram search on the talents' text (like and word similarity): talents_matching_text, the talent
-- searches and the quick search.
CREATE INDEX talent_search_text_trgm_idx ON public.talent USING gin (search_text extensions.gin_trgm_ops);

CREATE INDEX talent_software_created_by_idx ON public.talent_software USING btree (created_by);

CREATE INDEX talent_software_software_id_idx ON public.talent_software USING btree (software_id);

CREATE INDEX talent_software_updated_by_idx ON public.talent_software USING btree (updated_by);

CREATE INDEX talent_software_workspace_id_idx ON public.talent_software USING btree (workspace_id);

CREATE INDEX talent_status_idx ON public.talent USING btree (workspace_id, qualification_status, availability_status);

CREATE INDEX talent_updated_by_idx ON public.talent USING btree (updated_by);

-- Uniqueness rule: one talent per e-mail in a workspace.
CREATE UNIQUE INDEX talent_employee_number_idx ON public.talent USING btree (employee_number);

CREATE UNIQUE INDEX talent_workspace_email_idx ON public.talent USING btree (workspace_id, email) WHERE (email IS NOT NULL);

CREATE INDEX talent_workspace_id_idx ON public.talent USING btree (workspace_id);

-- Uniqueness rule: one talent per phone number in a workspace.
CREATE UNIQUE INDEX talent_workspace_phone_idx ON public.talent USING btree (workspace_id, phone_number) WHERE (phone_number IS NOT NULL);

CREATE INDEX talent_anonymous_document_created_by_idx ON public.talent_anonymous_document USING btree (created_by);

-- The current document of a kind: the newest row of the talent.
CREATE INDEX talent_anonymous_document_talent_id_idx ON public.talent_anonymous_document USING btree (talent_id, kind, created_at DESC);

CREATE INDEX talent_anonymous_document_updated_by_idx ON public.talent_anonymous_document USING btree (updated_by);

CREATE INDEX talent_anonymous_document_workspace_id_idx ON public.talent_anonymous_document USING btree (workspace_id);

-- ## Triggers
-- Each trigger runs the function of the same purpose; its why is beside the function.

CREATE TRIGGER cooptation_audit BEFORE INSERT OR UPDATE ON public.cooptation FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER cooptation_edit_lock BEFORE UPDATE ON public.cooptation FOR EACH ROW EXECUTE FUNCTION private.lock_request_content();

CREATE TRIGGER cooptation_notify AFTER INSERT OR UPDATE OF status ON public.cooptation FOR EACH ROW EXECUTE FUNCTION private.notify_request_status();

CREATE TRIGGER cooptation_notify_assignee AFTER INSERT OR UPDATE OF assignee_id ON public.cooptation FOR EACH ROW EXECUTE FUNCTION private.notify_request_assignee();

CREATE TRIGGER cooptation_prepare BEFORE INSERT OR UPDATE ON public.cooptation FOR EACH ROW EXECUTE FUNCTION private.prepare_request();

CREATE TRIGGER cooptation_status BEFORE INSERT OR UPDATE ON public.cooptation FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'status_comment');

CREATE TRIGGER cooptation_transition BEFORE INSERT OR UPDATE ON public.cooptation FOR EACH ROW EXECUTE FUNCTION private.check_request_transition();

CREATE TRIGGER cooptation_validate BEFORE INSERT OR UPDATE ON public.cooptation FOR EACH ROW EXECUTE FUNCTION private.validate_cooptation();

CREATE TRIGGER hiring_pool_audit BEFORE INSERT OR UPDATE ON public.hiring_pool FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER hiring_pool_status BEFORE INSERT OR UPDATE ON public.hiring_pool FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status');

CREATE TRIGGER reference_check_audit BEFORE INSERT OR UPDATE ON public.reference_check FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER reference_check_edit_lock BEFORE UPDATE ON public.reference_check FOR EACH ROW EXECUTE FUNCTION private.lock_request_content();

CREATE TRIGGER reference_check_notify AFTER INSERT OR UPDATE OF status ON public.reference_check FOR EACH ROW EXECUTE FUNCTION private.notify_request_status();

CREATE TRIGGER reference_check_notify_assignee AFTER INSERT OR UPDATE OF assignee_id ON public.reference_check FOR EACH ROW EXECUTE FUNCTION private.notify_request_assignee();

CREATE TRIGGER reference_check_prepare BEFORE INSERT OR UPDATE ON public.reference_check FOR EACH ROW EXECUTE FUNCTION private.prepare_request();

CREATE TRIGGER reference_check_status BEFORE INSERT OR UPDATE ON public.reference_check FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'status_comment');

CREATE TRIGGER reference_check_transition BEFORE INSERT OR UPDATE ON public.reference_check FOR EACH ROW EXECUTE FUNCTION private.check_request_transition();

CREATE TRIGGER reference_check_validate BEFORE INSERT OR UPDATE ON public.reference_check FOR EACH ROW EXECUTE FUNCTION private.validate_reference_check();

CREATE TRIGGER request_deadline_sync AFTER INSERT OR DELETE OR UPDATE OF id, workspace_id, requester_id, assignee_id, status, due_at, closed_at ON public.cooptation FOR EACH ROW EXECUTE FUNCTION private.sync_request_deadline();

CREATE TRIGGER request_deadline_sync AFTER INSERT OR DELETE OR UPDATE OF id, workspace_id, talent_id, requester_id, assignee_id, status, due_at, closed_at ON public.reference_check FOR EACH ROW EXECUTE FUNCTION private.sync_request_deadline();

CREATE TRIGGER resume_audit BEFORE INSERT OR UPDATE ON public.resume FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER resume_prepare BEFORE INSERT OR UPDATE ON public.resume FOR EACH ROW EXECUTE FUNCTION private.prepare_talent_link();

CREATE TRIGGER talent_a_phone BEFORE INSERT OR UPDATE ON public.talent FOR EACH ROW EXECUTE FUNCTION private.check_phone_columns('phone_number');

CREATE TRIGGER talent_audit BEFORE INSERT OR UPDATE ON public.talent FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER talent_business_unit_audit BEFORE INSERT OR UPDATE ON public.talent_business_unit FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER talent_business_unit_prepare BEFORE INSERT OR UPDATE ON public.talent_business_unit FOR EACH ROW EXECUTE FUNCTION private.prepare_talent_link();

CREATE TRIGGER talent_hiring_pool_audit BEFORE INSERT OR UPDATE ON public.talent_hiring_pool FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER talent_hiring_pool_prepare BEFORE INSERT OR UPDATE ON public.talent_hiring_pool FOR EACH ROW EXECUTE FUNCTION private.prepare_talent_link();

CREATE TRIGGER talent_leave_hiring_pools AFTER UPDATE OF qualification_status ON public.talent FOR EACH ROW WHEN (((new.qualification_status = 'anonymized'::public.talent_qualification_status) AND (old.qualification_status IS DISTINCT FROM new.qualification_status))) EXECUTE FUNCTION private.talent_leave_hiring_pools();

CREATE TRIGGER talent_home_moved AFTER UPDATE OF address_id ON public.talent FOR EACH ROW WHEN ((old.address_id IS DISTINCT FROM new.address_id)) EXECUTE FUNCTION private.talent_home_moved();

CREATE TRIGGER talent_job_audit BEFORE INSERT OR UPDATE ON public.talent_job FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER talent_job_home BEFORE INSERT OR UPDATE ON public.talent_job FOR EACH ROW EXECUTE FUNCTION private.set_talent_job_home();

CREATE TRIGGER talent_job_prepare BEFORE INSERT OR UPDATE ON public.talent_job FOR EACH ROW EXECUTE FUNCTION private.prepare_talent_link();

CREATE TRIGGER talent_prepare BEFORE INSERT OR UPDATE ON public.talent FOR EACH ROW EXECUTE FUNCTION private.prepare_talent();

CREATE TRIGGER talent_private_a_nir_sex BEFORE INSERT OR UPDATE ON public.talent_private FOR EACH ROW EXECUTE FUNCTION private.check_talent_private_nir_sex();

CREATE TRIGGER talent_private_audit BEFORE INSERT OR UPDATE ON public.talent_private FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER talent_private_prepare BEFORE INSERT OR UPDATE ON public.talent_private FOR EACH ROW EXECUTE FUNCTION private.prepare_talent_private();

CREATE TRIGGER talent_release_address AFTER DELETE OR UPDATE OF address_id ON public.talent FOR EACH ROW EXECUTE FUNCTION private.release_address();

CREATE TRIGGER talent_running_contract_watch_sync AFTER UPDATE OF worker_type ON public.talent FOR EACH ROW EXECUTE FUNCTION private.sync_running_contract_watch_talent();

CREATE TRIGGER talent_software_audit BEFORE INSERT OR UPDATE ON public.talent_software FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER talent_software_prepare BEFORE INSERT OR UPDATE ON public.talent_software FOR EACH ROW EXECUTE FUNCTION private.prepare_talent_link();

CREATE TRIGGER talent_status_a_qualification BEFORE INSERT OR UPDATE ON public.talent FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('qualification_status');

CREATE TRIGGER talent_status_b_availability BEFORE INSERT OR UPDATE ON public.talent FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('availability_status');

CREATE TRIGGER talent_anonymous_document_audit BEFORE INSERT OR UPDATE ON public.talent_anonymous_document FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER talent_anonymous_document_frozen AFTER INSERT ON public.talent_anonymous_document FOR EACH ROW EXECUTE FUNCTION private.talent_anonymous_document_frozen();

CREATE TRIGGER talent_anonymous_document_prepare BEFORE INSERT OR UPDATE ON public.talent_anonymous_document FOR EACH ROW EXECUTE FUNCTION private.prepare_talent_link();

-- ## RLS and policies
-- Each policy's name says who may do what; the read and write rules are in docs/rules/roles.md.

ALTER TABLE public.cooptation ENABLE ROW LEVEL SECURITY;

CREATE POLICY "cooptation: matrix roles can delete rows" ON public.cooptation FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('cooptation'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.can_own('cooptation'::text, 'delete'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "cooptation: matrix roles can insert rows" ON public.cooptation FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('cooptation'::text, 'insert'::public.permission_action) AS can) OR (( SELECT private.can_own('cooptation'::text, 'insert'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "cooptation: matrix roles can select rows" ON public.cooptation FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('cooptation'::text, 'select'::public.permission_action) AS can) OR (( SELECT private.can_own('cooptation'::text, 'select'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "cooptation: matrix roles can update rows" ON public.cooptation FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('cooptation'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('cooptation'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[])))))) WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('cooptation'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('cooptation'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

ALTER TABLE public.hiring_pool ENABLE ROW LEVEL SECURITY;

CREATE POLICY "hiring_pool: matrix roles can insert workspace rows" ON public.hiring_pool FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('hiring_pool'::text, 'insert'::public.permission_action) AS can)));

-- Shared pools of the workspace, private ones only for their owner's tree.
CREATE POLICY "hiring_pool: matrix roles can select workspace rows" ON public.hiring_pool FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can_own('hiring_pool'::text, 'select'::public.permission_action) AS can_own) AND ((visibility = 'workspace'::public.hiring_pool_visibility) OR (owner_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[])) OR ( SELECT private.has_role('team_member_developer'::public.app_role) AS has_role))));

CREATE POLICY "hiring_pool: matrix roles or owners can delete rows" ON public.hiring_pool FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND (( SELECT private.can('hiring_pool'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.can_own('hiring_pool'::text, 'delete'::public.permission_action) AS can_own) AND (owner_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "hiring_pool: matrix roles or owners can update rows" ON public.hiring_pool FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND (( SELECT private.can('hiring_pool'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('hiring_pool'::text, 'update'::public.permission_action) AS can_own) AND (owner_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[])))))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can_own('hiring_pool'::text, 'update'::public.permission_action) AS can_own)));

ALTER TABLE public.reference_check ENABLE ROW LEVEL SECURITY;

CREATE POLICY "reference_check: matrix roles can delete rows" ON public.reference_check FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('reference_check'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.can_own('reference_check'::text, 'delete'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "reference_check: matrix roles can insert rows" ON public.reference_check FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('reference_check'::text, 'insert'::public.permission_action) AS can) OR (( SELECT private.can_own('reference_check'::text, 'insert'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "reference_check: matrix roles can select rows" ON public.reference_check FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('reference_check'::text, 'select'::public.permission_action) AS can) OR (( SELECT private.can_own('reference_check'::text, 'select'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "reference_check: matrix roles can update rows" ON public.reference_check FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('reference_check'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('reference_check'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[])))))) WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('reference_check'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('reference_check'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

ALTER TABLE public.resume ENABLE ROW LEVEL SECURITY;

CREATE POLICY "resume: matrix roles can delete workspace rows" ON public.resume FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('resume'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "resume: matrix roles can insert workspace rows" ON public.resume FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('resume'::text, 'insert'::public.permission_action) AS can)));

-- Rows of the caller's workspaces, per the matrix.
CREATE POLICY "resume: matrix roles can select workspace rows" ON public.resume FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('resume'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "resume: matrix roles can update workspace rows" ON public.resume FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('resume'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('resume'::text, 'update'::public.permission_action) AS can)));

ALTER TABLE public.talent ENABLE ROW LEVEL SECURITY;

CREATE POLICY "talent: matrix roles can delete workspace rows" ON public.talent FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "talent: matrix roles can insert workspace rows" ON public.talent FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "talent: matrix roles can select workspace rows" ON public.talent FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "talent: matrix roles can update workspace rows" ON public.talent FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent'::text, 'update'::public.permission_action) AS can)));

ALTER TABLE public.talent_business_unit ENABLE ROW LEVEL SECURITY;

CREATE POLICY "talent_business_unit: matrix roles can delete workspace rows" ON public.talent_business_unit FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_business_unit'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "talent_business_unit: matrix roles can insert workspace rows" ON public.talent_business_unit FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_business_unit'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "talent_business_unit: matrix roles can select workspace rows" ON public.talent_business_unit FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_business_unit'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "talent_business_unit: matrix roles can update workspace rows" ON public.talent_business_unit FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_business_unit'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_business_unit'::text, 'update'::public.permission_action) AS can)));

ALTER TABLE public.talent_hiring_pool ENABLE ROW LEVEL SECURITY;

CREATE POLICY "talent_hiring_pool: matrix roles can delete workspace rows" ON public.talent_hiring_pool FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_hiring_pool'::text, 'delete'::public.permission_action) AS can) AND (EXISTS ( SELECT 1 FROM public.hiring_pool p WHERE (p.id = talent_hiring_pool.hiring_pool_id)))));

CREATE POLICY "talent_hiring_pool: matrix roles can insert workspace rows" ON public.talent_hiring_pool FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_hiring_pool'::text, 'insert'::public.permission_action) AS can) AND (EXISTS ( SELECT 1 FROM public.hiring_pool p WHERE (p.id = talent_hiring_pool.hiring_pool_id)))));

CREATE POLICY "talent_hiring_pool: matrix roles can select workspace rows" ON public.talent_hiring_pool FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_hiring_pool'::text, 'select'::public.permission_action) AS can) AND (EXISTS ( SELECT 1 FROM public.hiring_pool p WHERE (p.id = talent_hiring_pool.hiring_pool_id)))));

CREATE POLICY "talent_hiring_pool: matrix roles can update workspace rows" ON public.talent_hiring_pool FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_hiring_pool'::text, 'update'::public.permission_action) AS can) AND (EXISTS ( SELECT 1 FROM public.hiring_pool p WHERE (p.id = talent_hiring_pool.hiring_pool_id))))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_hiring_pool'::text, 'update'::public.permission_action) AS can) AND (EXISTS ( SELECT 1 FROM public.hiring_pool p WHERE (p.id = talent_hiring_pool.hiring_pool_id)))));

ALTER TABLE public.talent_job ENABLE ROW LEVEL SECURITY;

CREATE POLICY "talent_job: matrix roles can delete workspace rows" ON public.talent_job FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_job'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "talent_job: matrix roles can insert workspace rows" ON public.talent_job FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_job'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "talent_job: matrix roles can select workspace rows" ON public.talent_job FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_job'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "talent_job: matrix roles can update workspace rows" ON public.talent_job FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_job'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_job'::text, 'update'::public.permission_action) AS can)));

ALTER TABLE public.talent_private ENABLE ROW LEVEL SECURITY;

CREATE POLICY "talent_private: matrix roles can delete workspace rows" ON public.talent_private FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_private'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "talent_private: matrix roles can insert workspace rows" ON public.talent_private FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_private'::text, 'insert'::public.permission_action) AS can)));

-- Sensitive data; marketing and external CSMs have no row here.
CREATE POLICY "talent_private: matrix roles can select workspace rows" ON public.talent_private FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_private'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "talent_private: matrix roles can update workspace rows" ON public.talent_private FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_private'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_private'::text, 'update'::public.permission_action) AS can)));

ALTER TABLE public.talent_software ENABLE ROW LEVEL SECURITY;

CREATE POLICY "talent_software: matrix roles can delete workspace rows" ON public.talent_software FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_software'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "talent_software: matrix roles can insert workspace rows" ON public.talent_software FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_software'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "talent_software: matrix roles can select workspace rows" ON public.talent_software FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_software'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "talent_software: matrix roles can update workspace rows" ON public.talent_software FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_software'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_software'::text, 'update'::public.permission_action) AS can)));

ALTER TABLE public.talent_anonymous_document ENABLE ROW LEVEL SECURITY;

-- No update nor delete policy: a frozen document stays as it was sent.
CREATE POLICY "talent_anonymous_document: matrix roles can insert rows" ON public.talent_anonymous_document FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_anonymous_document'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "talent_anonymous_document: matrix roles can select rows" ON public.talent_anonymous_document FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_anonymous_document'::text, 'select'::public.permission_action) AS can)));

-- ## Functions

-- The first digit named in the refusal…
CREATE FUNCTION private.check_talent_private_nir_sex() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_nir text := upper(regexp_replace(coalesce(new.social_security_number, ''), '\s', '', 'g'));
begin
  if v_nir <> '' and left(v_nir, 1) !~ '[1278]'
     and (tg_op = 'INSERT' or new.social_security_number is distinct from old.social_security_number) then
    perform private.fail('Le numéro de sécurité sociale commence par le sexe : 1 (homme) ou 2 (femme), 7 ou 8 pour un numéro provisoire (NIA)',
                         'talent_private_nir_valid');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_talent_private_nir_sex() FROM PUBLIC;

-- IBAN (ISO 13616) mod-97 check; a French IBAN has 27 characters.
CREATE FUNCTION private.is_valid_iban(p_iban text) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    AS $_$
declare
  v_iban text := upper(regexp_replace(p_iban, '\s', '', 'g'));
  v_rearranged text;
  v_char text;
  v_rest integer := 0;
begin
  if v_iban !~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$' or (left(v_iban, 2) = 'FR' and length(v_iban) <> 27) then
    return false;
  end if;
  v_rearranged := substr(v_iban, 5) || left(v_iban, 4);
  for i in 1 .. length(v_rearranged) loop
    v_char := substr(v_rearranged, i, 1);
    if v_char ~ '[0-9]' then
      v_rest := (v_rest * 10 + v_char::integer) % 97;
    else
      v_rest := (v_rest * 100 + ascii(v_char) - 55) % 97;
    end if;
  end loop;
  return v_rest = 1;
end
$_$;

REVOKE ALL ON FUNCTION private.is_valid_iban(p_iban text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_valid_iban(p_iban text) TO authenticated;
GRANT ALL ON FUNCTION private.is_valid_iban(p_iban text) TO service_role;

-- The NIR's first digit is the sex: 1 or 2, or 7 and 8 for a temporary number (NIA)…
CREATE FUNCTION private.is_valid_nir(p_nir text) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    AS $_$
  select p_nir ~ '^[1278][0-9]{2}[0-9]{2}(2[AB]|[0-9]{2})[0-9]{6}[0-9]{2}$'
     and 97 - (replace(replace(left(p_nir, 13), '2A', '19'), '2B', '18')::numeric % 97) = right(p_nir, 2)::int
$_$;

REVOKE ALL ON FUNCTION private.is_valid_nir(p_nir text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_valid_nir(p_nir text) TO authenticated;
GRANT ALL ON FUNCTION private.is_valid_nir(p_nir text) TO service_role;

-- A phone number in E.164: national French numbers (06 12 34 56 78, 0033…, +33 (0)6…) get +33…
CREATE FUNCTION private.normalize_phone(p_phone text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select case
    when v.p is null or v.p = '' then null
    when v.p ~ '^0[1-9][0-9]{8}$' then '+33' || substr(v.p, 2)
    when v.p ~ '^00[1-9]' then regexp_replace('+' || substr(v.p, 3), '^\+(33|32|41)0', '+\1')
    else regexp_replace(v.p, '^\+(33|32|41)0', '+\1')
  end
  from (select regexp_replace(replace(btrim(p_phone), '(0)', ''), '[\s.\-/()]', '', 'g') as p) as v
$_$;

REVOKE ALL ON FUNCTION private.normalize_phone(p_phone text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.normalize_phone(p_phone text) TO authenticated;
GRANT ALL ON FUNCTION private.normalize_phone(p_phone text) TO service_role;

-- Validates a talent with French messages and maintains its search text.
CREATE FUNCTION private.prepare_talent() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

REVOKE ALL ON FUNCTION private.prepare_talent() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_talent() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_talent() TO service_role;

-- Link rows take the workspace of their talent and must point inside it.
CREATE FUNCTION private.prepare_talent_link() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  new.workspace_id := coalesce((select t.workspace_id from public.talent t where t.id = new.talent_id), new.workspace_id);
  if tg_table_name = 'talent_hiring_pool' then
    perform private.assert_same_workspace(new.workspace_id, 'hiring_pool', (to_jsonb(new) ->> 'hiring_pool_id')::uuid, 'Le vivier');
    -- a dynamic pool's members are its criteria's matches (public.hiring_pool_members)
    if exists (select 1 from public.hiring_pool p where p.id = (to_jsonb(new) ->> 'hiring_pool_id')::uuid and p.is_dynamic) then
      perform private.fail('Un vivier dynamique ne prend pas de membres ajoutés à la main : ses membres sont les talents qui répondent à ses critères', 'hiring_pool_static_members');
    end if;
  elsif tg_table_name = 'talent_business_unit' then
    perform private.assert_same_workspace(new.workspace_id, 'business_unit', (to_jsonb(new) ->> 'business_unit_id')::uuid, 'La business unit');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.prepare_talent_link() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_talent_link() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_talent_link() TO service_role;

-- A frozen anonymous document makes its kind « done » on the talent, and a bio becomes the
-- talent's current anonymous bio. Definer: the writer may create the document without the right
-- to update the talent (the status columns are the document's, not the talent form's).
CREATE FUNCTION private.talent_anonymous_document_frozen() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.talent t set
    anonymous_bio_status = case when new.kind = 'bio' then 'done'::public.ai_processing_status else t.anonymous_bio_status end,
    anonymous_resume_status = case when new.kind = 'resume' then 'done'::public.ai_processing_status else t.anonymous_resume_status end,
    anonymous_bio = new.bio_text
  where t.id = new.talent_id;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.talent_anonymous_document_frozen() FROM PUBLIC;
GRANT ALL ON FUNCTION private.talent_anonymous_document_frozen() TO authenticated;
GRANT ALL ON FUNCTION private.talent_anonymous_document_frozen() TO service_role;

-- Validates the sensitive data (NIR key, IBAN, BIC) and inherits the talent's workspace.
CREATE FUNCTION private.prepare_talent_private() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
begin
  new.workspace_id := coalesce((select t.workspace_id from public.talent t where t.id = new.talent_id), new.workspace_id);
  new.social_security_number := nullif(upper(regexp_replace(coalesce(new.social_security_number, ''), '\s', '', 'g')), '');
  new.iban := nullif(upper(regexp_replace(coalesce(new.iban, ''), '\s', '', 'g')), '');
  new.bic := nullif(upper(regexp_replace(coalesce(new.bic, ''), '\s', '', 'g')), '');
  if new.social_security_number is not null and not private.is_valid_nir(new.social_security_number) then
    perform private.fail('Le numéro de sécurité sociale est invalide (15 caractères et clé de contrôle)', 'talent_private_nir_valid');
  end if;
  if new.iban is not null and not private.is_valid_iban(new.iban) then
    perform private.fail('L''IBAN est invalide (clé de contrôle)', 'talent_private_iban_valid');
  end if;
  if new.bic is not null and new.bic !~ '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$' then
    perform private.fail('Le BIC est invalide', 'talent_private_bic_format');
  end if;
  return new;
end
$_$;

REVOKE ALL ON FUNCTION private.prepare_talent_private() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_talent_private() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_talent_private() TO service_role;

-- A talent, its home address and its jobs…
CREATE FUNCTION public.save_talent(p_values jsonb, p_id uuid DEFAULT NULL::uuid, p_address jsonb DEFAULT NULL::jsonb, p_job_ids uuid[] DEFAULT NULL::uuid[]) RETURNS public.talent
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_current uuid;
  v_id uuid;
  v_jobs uuid[];
  v_row public.talent;
begin
  if p_id is not null then
    select t.address_id into v_current from public.talent t where t.id = p_id;
  end if;
  v_id := private.write_row('public.talent', p_id,
    coalesce(p_values, '{}'::jsonb) || jsonb_build_object('address_id', private.write_address(v_current, p_address, 'home')));
  if p_job_ids is not null then
    if cardinality(p_job_ids) <> (select count(distinct j) from unnest(p_job_ids) j) then
      perform private.fail('Un métier ne peut figurer qu''une fois', 'talent_job_pkey', '23505');
    end if;
    select coalesce(array_agg(tj.job_id order by tj.is_main desc, tj.created_at, tj.job_id), '{}') into v_jobs
    from public.talent_job tj where tj.talent_id = v_id;
    if v_jobs is distinct from p_job_ids then
      delete from public.talent_job tj where tj.talent_id = v_id and tj.job_id <> all (p_job_ids);
      -- the old main job gives way first (one main job per talent: talent_job_single_main_idx)
      update public.talent_job tj set is_main = false
      where tj.talent_id = v_id and tj.is_main and tj.job_id is distinct from p_job_ids[1];
      insert into public.talent_job (talent_id, job_id, is_main)
      select v_id, j.job_id, j.n = 1 from unnest(p_job_ids) with ordinality as j (job_id, n)
      on conflict (talent_id, job_id) do update set is_main = excluded.is_main
        where public.talent_job.is_main is distinct from excluded.is_main;
    end if;
  end if;
  select * into v_row from public.talent t where t.id = v_id;
  return v_row;
end
$$;

REVOKE ALL ON FUNCTION public.save_talent(p_values jsonb, p_id uuid, p_address jsonb, p_job_ids uuid[]) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.save_talent(p_values jsonb, p_id uuid, p_address jsonb, p_job_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_talent(p_values jsonb, p_id uuid, p_address jsonb, p_job_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.save_talent(p_values jsonb, p_id uuid, p_address jsonb, p_job_ids uuid[]) TO service_role;

-- Anonymised talents leave their pools by themselves (docs/rules/talents-documents.md#hiring-pools).
-- Security definer: the anonymisation is run by the scheduler or by a developer, whatever their
-- right to delete memberships.
CREATE FUNCTION private.talent_leave_hiring_pools() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from public.talent_hiring_pool m where m.talent_id = new.id;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.talent_leave_hiring_pools() FROM PUBLIC;
