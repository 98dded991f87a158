-- Companies and contacts: client companies, groups, contacts, addresses, commercial conditions, centres.
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

-- ## Types

-- Addresses (WKT `POINT(lng lat)` location + latitude/longitude) and the client side: company groups, companies…
CREATE TYPE public.address_type AS ENUM (
    'home',
    'worksite',
    'head_office',
    'establishment',
    'billing',
    'training_center',
    'medical_center',
    'other'
);

CREATE TYPE public.agency_status AS ENUM (
    'active',
    'inactive',
    'closed'
);

CREATE TYPE public.civility AS ENUM (
    'mr',
    'mrs',
    'entity'
);

CREATE TYPE public.company_group_status AS ENUM (
    'active',
    'archived'
);

CREATE TYPE public.company_status AS ENUM (
    'prospect',
    'active',
    'inactive',
    'blocked',
    'archived'
);

CREATE TYPE public.contact_role AS ENUM (
    'decision_maker',
    'contract_signatory',
    'timesheet_signer',
    'invoice_recipient',
    'hr',
    'safety'
);

CREATE TYPE public.contact_status AS ENUM (
    'active',
    'left_company',
    'archived'
);

CREATE TYPE public.payment_terms_mode AS ENUM (
    'net',
    'end_of_month'
);

-- ## Tables

-- A person at a client company (decision maker, signatory, timesheet signer...).
CREATE TABLE public.contact (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    company_id uuid NOT NULL,
    agency_id uuid,
    civility public.civility,
    first_name text,
    last_name text,
    email text,
    phone_number text,
    job_title text,
    department text,
    manager_contact_id uuid,
    roles public.contact_role[] DEFAULT '{}'::public.contact_role[] NOT NULL,
    marketing_opt_out boolean DEFAULT false NOT NULL,
    last_contacted_at timestamp with time zone,
    status public.contact_status DEFAULT 'active'::public.contact_status NOT NULL,
    status_changed_at timestamp with time zone,
    search_text text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    marketing_opt_out_at timestamp with time zone,
    CONSTRAINT contact_email_format CHECK (((email IS NULL) OR (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
    CONSTRAINT contact_not_own_manager CHECK ((manager_contact_id IS DISTINCT FROM id)),
    CONSTRAINT contact_phone_format CHECK (((phone_number IS NULL) OR (phone_number ~ '^\+?[0-9][0-9 .-]{5,19}$'::text))),
    CONSTRAINT contact_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.contact
    ADD CONSTRAINT contact_agency_id_fkey FOREIGN KEY (agency_id) REFERENCES public.agency(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contact
    ADD CONSTRAINT contact_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.contact
    ADD CONSTRAINT contact_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contact
    ADD CONSTRAINT contact_manager_contact_id_fkey FOREIGN KEY (manager_contact_id) REFERENCES public.contact(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contact
    ADD CONSTRAINT contact_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contact
    ADD CONSTRAINT contact_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.contact FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.contact TO authenticated;
GRANT ALL ON TABLE public.contact TO service_role;

-- A client company (entreprise utilisatrice), identified by its SIREN.
CREATE TABLE public.company (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    name text NOT NULL,
    siren text,
    vat_number text GENERATED ALWAYS AS (
CASE
    WHEN (siren ~ '^[0-9]{9}$'::text) THEN (('FR'::text || lpad((((12 + (3 * ((siren)::bigint % (97)::bigint))) % (97)::bigint))::text, 2, '0'::text)) || siren)
    ELSE NULL::text
END) STORED,
    company_group_id uuid,
    address_id uuid,
    formatted_address text,
    naf_code text,
    naf_code_label text,
    sector_id uuid,
    legal_form text,
    phone_number text,
    website text,
    billing_email text,
    payment_terms_days smallint DEFAULT 30 NOT NULL,
    payment_terms_mode public.payment_terms_mode DEFAULT 'net'::public.payment_terms_mode NOT NULL,
    owner_id uuid,
    csm_id uuid,
    status public.company_status DEFAULT 'prospect'::public.company_status NOT NULL,
    status_changed_at timestamp with time zone,
    search_text text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    idcc text,
    night_majoration_pct numeric(5,2),
    sunday_majoration_pct numeric(5,2),
    holiday_majoration_pct numeric(5,2),
    majorations_source text,
    CONSTRAINT company_majorations_range CHECK ((LEAST(COALESCE(night_majoration_pct, (0)::numeric), COALESCE(sunday_majoration_pct, (0)::numeric), COALESCE(holiday_majoration_pct, (0)::numeric)) >= (0)::numeric) AND (GREATEST(COALESCE(night_majoration_pct, (0)::numeric), COALESCE(sunday_majoration_pct, (0)::numeric), COALESCE(holiday_majoration_pct, (0)::numeric)) <= (300)::numeric)),
    CONSTRAINT company_majorations_source CHECK ((((night_majoration_pct IS NULL) AND (sunday_majoration_pct IS NULL) AND (holiday_majoration_pct IS NULL)) OR (char_length(btrim(COALESCE(majorations_source, ''::text))) >= 3))),
    CONSTRAINT company_billing_email_format CHECK (((billing_email IS NULL) OR (billing_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
    CONSTRAINT company_idcc_format CHECK (((idcc IS NULL) OR (idcc ~ '^\d{4}$'::text))),
    CONSTRAINT company_naf_code_format CHECK (((naf_code IS NULL) OR (naf_code ~ '^[0-9]{2}\.[0-9]{2}[A-Z]$'::text))),
    CONSTRAINT company_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 200))),
    CONSTRAINT company_payment_terms CHECK ((((payment_terms_mode = 'net'::public.payment_terms_mode) AND ((payment_terms_days >= 0) AND (payment_terms_days <= 60))) OR ((payment_terms_mode = 'end_of_month'::public.payment_terms_mode) AND ((payment_terms_days >= 0) AND (payment_terms_days <= 45))))),
    CONSTRAINT company_siren_valid CHECK (((siren IS NULL) OR private.is_valid_siren(siren))),
    CONSTRAINT company_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.company
    ADD CONSTRAINT company_address_id_fkey FOREIGN KEY (address_id) REFERENCES public.address(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.company
    ADD CONSTRAINT company_company_group_id_fkey FOREIGN KEY (company_group_id) REFERENCES public.company_group(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.company
    ADD CONSTRAINT company_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.company
    ADD CONSTRAINT company_csm_id_fkey FOREIGN KEY (csm_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.company
    ADD CONSTRAINT company_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.company
    ADD CONSTRAINT company_sector_id_fkey FOREIGN KEY (sector_id) REFERENCES public.sector(id);

ALTER TABLE ONLY public.company
    ADD CONSTRAINT company_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.company
    ADD CONSTRAINT company_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON COLUMN public.company.night_majoration_pct IS 'La majoration des heures de nuit que l''entreprise utilisatrice applique à ses propres salariés (L1251-18), qui remplace celle de la convention ; sa source dans majorations_source';

COMMENT ON COLUMN public.company.idcc IS 'Convention collective de l''entreprise utilisatrice (IDCC), qui fixe les majorations de nuit, dimanche et jours fériés';

REVOKE ALL ON TABLE public.company FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.company TO authenticated;
GRANT ALL ON TABLE public.company TO service_role;

-- An occupational health service (SPSTI) or doctor talents are sent to.
CREATE TABLE public.medical_center (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    name text NOT NULL,
    kind public.medical_center_kind DEFAULT 'spsti_interim'::public.medical_center_kind NOT NULL,
    siret text,
    address text,
    location text,
    latitude numeric(9,6),
    longitude numeric(9,6),
    departments_covered text[] DEFAULT '{}'::text[] NOT NULL,
    phone_number text,
    email text,
    booking_url text,
    opening_hours text,
    instructions_for_talent text,
    status public.medical_center_status DEFAULT 'active'::public.medical_center_status NOT NULL,
    status_changed_at timestamp with time zone,
    status_comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    address_id uuid,
    CONSTRAINT medical_center_booking_url CHECK (((booking_url IS NULL) OR (booking_url ~ '^https?://'::text))),
    CONSTRAINT medical_center_departments CHECK (private.are_department_codes(departments_covered)),
    CONSTRAINT medical_center_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 200))),
    CONSTRAINT medical_center_pkey PRIMARY KEY (id),
    CONSTRAINT medical_center_workspace_id_name_key UNIQUE (workspace_id, name)
);

ALTER TABLE ONLY public.medical_center
    ADD CONSTRAINT medical_center_address_id_fkey FOREIGN KEY (address_id) REFERENCES public.address(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.medical_center
    ADD CONSTRAINT medical_center_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.medical_center
    ADD CONSTRAINT medical_center_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.medical_center
    ADD CONSTRAINT medical_center_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.medical_center FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.medical_center TO authenticated;
GRANT ALL ON TABLE public.medical_center TO service_role;

-- A training or testing body where sessions are booked.
CREATE TABLE public.qualification_center (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    name text NOT NULL,
    siret text,
    nda text,
    address text,
    location text,
    latitude numeric(9,6),
    longitude numeric(9,6),
    email text,
    phone_number text,
    website text,
    contact_name text,
    training_type public.qualification_type DEFAULT 'caces'::public.qualification_type NOT NULL,
    offered_qualifications public.qualification_type[] DEFAULT '{}'::public.qualification_type[] NOT NULL,
    qualiopi_certified boolean DEFAULT false NOT NULL,
    qualiopi_expires_at date,
    caces_tester_certified boolean DEFAULT false NOT NULL,
    price_list jsonb DEFAULT '[]'::jsonb NOT NULL,
    lead_time_days smallint,
    status public.qualification_center_status DEFAULT 'active'::public.qualification_center_status NOT NULL,
    status_changed_at timestamp with time zone,
    status_comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    address_id uuid,
    CONSTRAINT qualification_center_lead_time CHECK (((lead_time_days IS NULL) OR ((lead_time_days >= 0) AND (lead_time_days <= 365)))),
    CONSTRAINT qualification_center_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 200))),
    CONSTRAINT qualification_center_nda CHECK (((nda IS NULL) OR (nda ~ '^[0-9]{11}$'::text))),
    CONSTRAINT qualification_center_price_list CHECK ((jsonb_typeof(price_list) = 'array'::text)),
    CONSTRAINT qualification_center_website CHECK (((website IS NULL) OR (website ~ '^https?://'::text))),
    CONSTRAINT qualification_center_pkey PRIMARY KEY (id),
    CONSTRAINT qualification_center_workspace_id_name_key UNIQUE (workspace_id, name)
);

ALTER TABLE ONLY public.qualification_center
    ADD CONSTRAINT qualification_center_address_id_fkey FOREIGN KEY (address_id) REFERENCES public.address(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.qualification_center
    ADD CONSTRAINT qualification_center_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.qualification_center
    ADD CONSTRAINT qualification_center_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.qualification_center
    ADD CONSTRAINT qualification_center_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.qualification_center FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.qualification_center TO authenticated;
GRANT ALL ON TABLE public.qualification_center TO service_role;

-- A geocoded address.
CREATE TABLE public.address (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    type public.address_type DEFAULT 'other'::public.address_type NOT NULL,
    formatted text,
    street1 text,
    street2 text,
    postal_code text,
    city text,
    department_code text,
    department_name text,
    region_name text,
    country_code text DEFAULT 'FR'::text NOT NULL,
    extra_info text,
    latitude numeric(9,6),
    longitude numeric(9,6),
    location text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    geo_lat double precision GENERATED ALWAYS AS ((latitude)::double precision) STORED,
    geo_lng double precision GENERATED ALWAYS AS ((longitude)::double precision) STORED,
    CONSTRAINT address_coordinates_pair CHECK (((latitude IS NULL) = (longitude IS NULL))),
    CONSTRAINT address_latitude_range CHECK (((latitude >= ('-90'::integer)::numeric) AND (latitude <= (90)::numeric))),
    CONSTRAINT address_location_wkt CHECK (((location IS NULL) OR (location ~ '^POINT\(-?[0-9]+(\.[0-9]+)? -?[0-9]+(\.[0-9]+)?\)$'::text))),
    CONSTRAINT address_longitude_range CHECK (((longitude >= ('-180'::integer)::numeric) AND (longitude <= (180)::numeric))),
    CONSTRAINT address_postal_code_fr CHECK (((country_code <> 'FR'::text) OR (postal_code IS NULL) OR (postal_code ~ '^(0[1-9]|[1-8][0-9]|9[0-8])[0-9]{3}$'::text))),
    CONSTRAINT address_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.address
    ADD CONSTRAINT address_country_code_fkey FOREIGN KEY (country_code) REFERENCES public.country(code);

ALTER TABLE ONLY public.address
    ADD CONSTRAINT address_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.address
    ADD CONSTRAINT address_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.address
    ADD CONSTRAINT address_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON COLUMN public.address.geo_lat IS 'latitude as double precision (generated): radius searches compare it under RLS, the numeric comparisons not being leakproof';

COMMENT ON COLUMN public.address.geo_lng IS 'longitude as double precision (generated), see geo_lat';

REVOKE ALL ON TABLE public.address FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.address TO authenticated;
GRANT ALL ON TABLE public.address TO service_role;

-- A client's (or group's) negotiated coefficients and terms, generated as a PDF and e-signed; versions per scope…
CREATE TABLE public.commercial_condition (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    scope_type public.commercial_condition_scope DEFAULT 'company'::public.commercial_condition_scope NOT NULL,
    company_id uuid,
    company_group_id uuid,
    requester_id uuid,
    assignee_id uuid,
    version smallint DEFAULT 1 NOT NULL,
    valid_from date DEFAULT private.paris_today() NOT NULL,
    valid_to date,
    coefficient_grid jsonb DEFAULT '[]'::jsonb NOT NULL,
    default_coefficient numeric(5,3) NOT NULL,
    overtime_coefficient numeric(5,3),
    non_subject_coefficient numeric(5,3) DEFAULT 1.05 NOT NULL,
    recruitment_fee_percentage numeric(5,2),
    recruitment_fee_min numeric(12,2),
    guarantee_months smallint,
    payment_terms_days smallint DEFAULT 30 NOT NULL,
    payment_terms_mode public.payment_terms_mode DEFAULT 'net'::public.payment_terms_mode NOT NULL,
    invoice_frequency public.invoice_frequency DEFAULT 'monthly'::public.invoice_frequency NOT NULL,
    invoice_grouping public.invoice_grouping DEFAULT 'contract'::public.invoice_grouping NOT NULL,
    po_required boolean DEFAULT false NOT NULL,
    special_clauses text,
    signer_contact_id uuid,
    generated_file text,
    signed_file text,
    signature_provider text,
    signature_request_id text,
    signature_status public.signature_submission_status DEFAULT 'not_sent'::public.signature_submission_status NOT NULL,
    sent_for_signature_at timestamp with time zone,
    signed_at timestamp with time zone,
    is_outside_policy boolean DEFAULT false NOT NULL,
    status public.commercial_condition_status DEFAULT 'draft'::public.commercial_condition_status NOT NULL,
    status_changed_at timestamp with time zone,
    status_comment text,
    due_at timestamp with time zone,
    closed_at timestamp with time zone,
    comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    derogation_approved_at timestamp with time zone,
    derogation_approved_by uuid,
    generated_file_sha256 text,
    CONSTRAINT commercial_condition_generated_hash CHECK (((generated_file_sha256 IS NULL) OR (generated_file_sha256 ~ '^[0-9a-f]{64}$'::text))),
    CONSTRAINT commercial_condition_coefficients CHECK (default_coefficient BETWEEN 1 AND 5 AND (overtime_coefficient IS NULL OR overtime_coefficient BETWEEN 1 AND 5) AND non_subject_coefficient BETWEEN 1 AND 2),
    CONSTRAINT commercial_condition_dates CHECK (((valid_to IS NULL) OR (valid_to >= valid_from))),
    CONSTRAINT commercial_condition_fee CHECK (((recruitment_fee_percentage IS NULL) OR ((recruitment_fee_percentage >= (0)::numeric) AND (recruitment_fee_percentage <= (50)::numeric)))),
    CONSTRAINT commercial_condition_grid CHECK ((jsonb_typeof(coefficient_grid) = 'array'::text)),
    CONSTRAINT commercial_condition_payment_terms CHECK ((((payment_terms_mode = 'net'::public.payment_terms_mode) AND ((payment_terms_days >= 0) AND (payment_terms_days <= 60))) OR ((payment_terms_mode = 'end_of_month'::public.payment_terms_mode) AND ((payment_terms_days >= 0) AND (payment_terms_days <= 45))))),
    CONSTRAINT commercial_condition_scope CHECK ((((scope_type = 'company'::public.commercial_condition_scope) AND (company_id IS NOT NULL) AND (company_group_id IS NULL)) OR ((scope_type = 'company_group'::public.commercial_condition_scope) AND (company_group_id IS NOT NULL) AND (company_id IS NULL)) OR ((scope_type = 'agency_default'::public.commercial_condition_scope) AND (company_id IS NULL) AND (company_group_id IS NULL)))),
    CONSTRAINT commercial_condition_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.commercial_condition
    ADD CONSTRAINT commercial_condition_derogation_approved_by_fkey FOREIGN KEY (derogation_approved_by) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.commercial_condition
    ADD CONSTRAINT commercial_condition_assignee_id_fkey FOREIGN KEY (assignee_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.commercial_condition
    ADD CONSTRAINT commercial_condition_company_group_id_fkey FOREIGN KEY (company_group_id) REFERENCES public.company_group(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.commercial_condition
    ADD CONSTRAINT commercial_condition_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.commercial_condition
    ADD CONSTRAINT commercial_condition_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.commercial_condition
    ADD CONSTRAINT commercial_condition_requester_id_fkey FOREIGN KEY (requester_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.commercial_condition
    ADD CONSTRAINT commercial_condition_signer_contact_id_fkey FOREIGN KEY (signer_contact_id) REFERENCES public.contact(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.commercial_condition
    ADD CONSTRAINT commercial_condition_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.commercial_condition
    ADD CONSTRAINT commercial_condition_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.commercial_condition FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.commercial_condition TO authenticated;
GRANT ALL ON TABLE public.commercial_condition TO service_role;

-- A group of client companies (shared conditions, consolidated invoicing).
CREATE TABLE public.company_group (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    name text NOT NULL,
    status public.company_group_status DEFAULT 'active'::public.company_group_status NOT NULL,
    status_changed_at timestamp with time zone,
    owner_id uuid,
    consolidated_invoicing boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    head_company_id uuid,
    CONSTRAINT company_group_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 200))),
    CONSTRAINT company_group_pkey PRIMARY KEY (id),
    CONSTRAINT company_group_workspace_id_name_key UNIQUE (workspace_id, name)
);

ALTER TABLE ONLY public.company_group
    ADD CONSTRAINT company_group_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.company_group
    ADD CONSTRAINT company_group_head_company_id_fkey FOREIGN KEY (head_company_id) REFERENCES public.company(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.company_group
    ADD CONSTRAINT company_group_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.company_group
    ADD CONSTRAINT company_group_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.company_group
    ADD CONSTRAINT company_group_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.company_group FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.company_group TO authenticated;
GRANT ALL ON TABLE public.company_group TO service_role;

-- ## Indexes
-- Unless a line says otherwise, an index covers a foreign key (the joins, and the parent's deletes
-- that check it), named <table>_<column>_idx, or starts with one and adds the columns a list filters
-- and sorts by within it (<table>_<columns>_idx).

CREATE INDEX address_country_code_idx ON public.address USING btree (country_code);

CREATE INDEX address_created_by_idx ON public.address USING btree (created_by);

-- Addresses by département; nothing filters addresses on it today (medical centres keep their own list).
CREATE INDEX address_department_code_idx ON public.address USING btree (department_code);

-- By key, for the rows found from another table (a job's holders, a job's missions).
CREATE INDEX address_id_place_idx ON public.address USING btree (id) INCLUDE (workspace_id, geo_lat, geo_lng);

-- The radius without text: the addresses of the box with their id and coordinates…
CREATE INDEX address_lat_lng_id_idx ON public.address USING btree (latitude, longitude) INCLUDE (id);

-- The radius box (latitude, then longitude) of the talent searches; address_lat_lng_id_idx also holds the id.
CREATE INDEX address_lat_lng_idx ON public.address USING btree (latitude, longitude);

-- Addresses by postal code; no search, list or rule filters on it today.
CREATE INDEX address_postal_code_idx ON public.address USING btree (postal_code);

CREATE INDEX address_updated_by_idx ON public.address USING btree (updated_by);

CREATE INDEX address_workspace_geo_idx ON public.address USING btree (workspace_id, geo_lat, geo_lng) INCLUDE (id);

CREATE INDEX address_workspace_id_idx ON public.address USING btree (workspace_id);

-- Covering indexes for the preselection.
CREATE INDEX address_workspace_lat_lng_idx ON public.address USING btree (workspace_id, latitude, longitude) INCLUDE (id);

CREATE INDEX commercial_condition_assignee_id_idx ON public.commercial_condition USING btree (assignee_id);

CREATE INDEX commercial_condition_company_group_id_idx ON public.commercial_condition USING btree (company_group_id);

CREATE INDEX commercial_condition_company_id_idx ON public.commercial_condition USING btree (company_id);

CREATE INDEX commercial_condition_derogation_approved_by_idx ON public.commercial_condition USING btree (derogation_approved_by);

CREATE INDEX commercial_condition_created_by_idx ON public.commercial_condition USING btree (created_by);

-- The open requests with a deadline, as public.request_action_item reads them (the deadlines' rebuild).
CREATE INDEX commercial_condition_open_due_at_idx ON public.commercial_condition USING btree (workspace_id, due_at) WHERE ((closed_at IS NULL) AND (due_at IS NOT NULL));

CREATE INDEX commercial_condition_requester_id_idx ON public.commercial_condition USING btree (requester_id);

-- One condition per e-signature request, found by it when the signature is recorded
-- (public.record_commercial_condition_signature).
CREATE UNIQUE INDEX commercial_condition_signature_request_idx ON public.commercial_condition USING btree (signature_request_id) WHERE (signature_request_id IS NOT NULL);

CREATE INDEX commercial_condition_signer_contact_id_idx ON public.commercial_condition USING btree (signer_contact_id);

CREATE INDEX commercial_condition_updated_by_idx ON public.commercial_condition USING btree (updated_by);

CREATE INDEX commercial_condition_workspace_id_idx ON public.commercial_condition USING btree (workspace_id);

CREATE INDEX commercial_condition_workspace_status_idx ON public.commercial_condition USING btree (workspace_id, status);

-- Addresses belong to the rows that point at them…
CREATE INDEX company_address_id_idx ON public.company USING btree (address_id);

CREATE INDEX company_company_group_id_idx ON public.company USING btree (company_group_id);

CREATE INDEX company_created_by_idx ON public.company USING btree (created_by);

CREATE INDEX company_csm_id_idx ON public.company USING btree (csm_id);

CREATE INDEX company_group_created_by_idx ON public.company_group USING btree (created_by);

CREATE INDEX company_group_head_company_id_idx ON public.company_group USING btree (head_company_id);

CREATE INDEX company_group_owner_id_idx ON public.company_group USING btree (owner_id);

CREATE INDEX company_group_updated_by_idx ON public.company_group USING btree (updated_by);

CREATE INDEX company_owner_id_idx ON public.company USING btree (owner_id);

-- Trigram search on the companies' text: the quick search (public.search_records: like, then similarity).
CREATE INDEX company_search_text_trgm_idx ON public.company USING gin (search_text extensions.gin_trgm_ops);

CREATE INDEX company_sector_id_idx ON public.company USING btree (sector_id);

CREATE INDEX company_status_idx ON public.company USING btree (workspace_id, status);

CREATE INDEX company_updated_by_idx ON public.company USING btree (updated_by);

-- Uniqueness rule: one company per SIREN in a workspace.
CREATE UNIQUE INDEX company_workspace_siren_idx ON public.company USING btree (workspace_id, siren) WHERE (siren IS NOT NULL);

CREATE INDEX contact_agency_id_idx ON public.contact USING btree (agency_id);

CREATE INDEX contact_company_id_idx ON public.contact USING btree (company_id);

CREATE INDEX contact_created_by_idx ON public.contact USING btree (created_by);

CREATE INDEX contact_manager_contact_id_idx ON public.contact USING btree (manager_contact_id);

-- Trigram search on the contacts' text: the quick search's like (public.search_records).
CREATE INDEX contact_search_text_trgm_idx ON public.contact USING gin (search_text extensions.gin_trgm_ops);

CREATE INDEX contact_updated_by_idx ON public.contact USING btree (updated_by);

CREATE INDEX contact_workspace_id_idx ON public.contact USING btree (workspace_id);

CREATE INDEX medical_center_address_id_idx ON public.medical_center USING btree (address_id);

CREATE INDEX medical_center_created_by_idx ON public.medical_center USING btree (created_by);

-- The medical centres list's département filter (departments_covered contains the code).
CREATE INDEX medical_center_departments_idx ON public.medical_center USING gin (departments_covered);

CREATE INDEX medical_center_updated_by_idx ON public.medical_center USING btree (updated_by);

CREATE INDEX qualification_center_address_id_idx ON public.qualification_center USING btree (address_id);

CREATE INDEX qualification_center_created_by_idx ON public.qualification_center USING btree (created_by);

-- The qualification centres list's filter on an offered qualification (offered_qualifications contains it).
CREATE INDEX qualification_center_offered_idx ON public.qualification_center USING gin (offered_qualifications);

CREATE INDEX qualification_center_updated_by_idx ON public.qualification_center USING btree (updated_by);

-- ## Triggers
-- Each trigger runs the function of the same purpose; its why is beside the function.

CREATE TRIGGER address_a_postal_code BEFORE INSERT OR UPDATE ON public.address FOR EACH ROW EXECUTE FUNCTION private.check_address_postal_code();

CREATE TRIGGER address_audit BEFORE INSERT OR UPDATE ON public.address FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER address_home_moved AFTER UPDATE OF latitude, longitude ON public.address FOR EACH ROW WHEN (((old.latitude IS DISTINCT FROM new.latitude) OR (old.longitude IS DISTINCT FROM new.longitude))) EXECUTE FUNCTION private.talent_home_moved();

CREATE TRIGGER address_open_order_post_sync AFTER UPDATE ON public.address FOR EACH ROW WHEN (((old.latitude IS DISTINCT FROM new.latitude) OR (old.longitude IS DISTINCT FROM new.longitude) OR (old.street1 IS DISTINCT FROM new.street1) OR (old.postal_code IS DISTINCT FROM new.postal_code) OR (old.country_code IS DISTINCT FROM new.country_code))) EXECUTE FUNCTION private.sync_open_order_post_address();

CREATE TRIGGER address_prepare BEFORE INSERT OR UPDATE ON public.address FOR EACH ROW EXECUTE FUNCTION private.prepare_address();

CREATE TRIGGER commercial_condition_audit BEFORE INSERT OR UPDATE ON public.commercial_condition FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER commercial_condition_edit_lock BEFORE UPDATE ON public.commercial_condition FOR EACH ROW EXECUTE FUNCTION private.lock_request_content();

CREATE TRIGGER commercial_condition_effects AFTER INSERT OR UPDATE ON public.commercial_condition FOR EACH ROW EXECUTE FUNCTION private.apply_commercial_condition_effects();

CREATE TRIGGER commercial_condition_notify AFTER INSERT OR UPDATE OF status ON public.commercial_condition FOR EACH ROW EXECUTE FUNCTION private.notify_request_status();

CREATE TRIGGER commercial_condition_notify_assignee AFTER INSERT OR UPDATE OF assignee_id ON public.commercial_condition FOR EACH ROW EXECUTE FUNCTION private.notify_request_assignee();

CREATE TRIGGER commercial_condition_prepare BEFORE INSERT OR UPDATE ON public.commercial_condition FOR EACH ROW EXECUTE FUNCTION private.prepare_request();

CREATE TRIGGER commercial_condition_status BEFORE INSERT OR UPDATE ON public.commercial_condition FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'status_comment');

CREATE TRIGGER commercial_condition_transition BEFORE INSERT OR UPDATE ON public.commercial_condition FOR EACH ROW EXECUTE FUNCTION private.check_request_transition();

CREATE TRIGGER commercial_condition_validate BEFORE INSERT OR UPDATE ON public.commercial_condition FOR EACH ROW EXECUTE FUNCTION private.validate_commercial_condition();

CREATE TRIGGER company_a_phone BEFORE INSERT OR UPDATE ON public.company FOR EACH ROW EXECUTE FUNCTION private.check_phone_columns('phone_number');

CREATE TRIGGER company_audit BEFORE INSERT OR UPDATE ON public.company FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER company_group_audit BEFORE INSERT OR UPDATE ON public.company_group FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER company_group_status BEFORE INSERT OR UPDATE ON public.company_group FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status');

CREATE TRIGGER company_prepare BEFORE INSERT OR UPDATE ON public.company FOR EACH ROW EXECUTE FUNCTION private.prepare_company();

CREATE TRIGGER company_release_address AFTER DELETE OR UPDATE OF address_id ON public.company FOR EACH ROW EXECUTE FUNCTION private.release_address();

CREATE TRIGGER company_running_contract_watch_sync AFTER UPDATE OF naf_code, sector_id ON public.company FOR EACH ROW EXECUTE FUNCTION private.sync_running_contract_watch_company();

CREATE TRIGGER company_status BEFORE INSERT OR UPDATE ON public.company FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status');

-- After the transition check (company_status): a role that may not make the move reads that first.
CREATE TRIGGER company_status_guards BEFORE UPDATE OF status ON public.company FOR EACH ROW EXECUTE FUNCTION private.check_company_status_guards();

CREATE TRIGGER company_uniqueness BEFORE INSERT OR UPDATE OF siren, workspace_id ON public.company FOR EACH ROW EXECUTE FUNCTION private.check_company_uniqueness();

CREATE TRIGGER contact_a_phone BEFORE INSERT OR UPDATE ON public.contact FOR EACH ROW EXECUTE FUNCTION private.check_phone_columns('phone_number');

CREATE TRIGGER contact_audit BEFORE INSERT OR UPDATE ON public.contact FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER contact_prepare BEFORE INSERT OR UPDATE ON public.contact FOR EACH ROW EXECUTE FUNCTION private.prepare_contact();

CREATE TRIGGER contact_revoke_signature_links AFTER UPDATE OF status, roles ON public.contact FOR EACH ROW EXECUTE FUNCTION private.revoke_links_of_departed_contact();

CREATE TRIGGER contact_status BEFORE INSERT OR UPDATE ON public.contact FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status');

CREATE TRIGGER medical_center_a_phone BEFORE INSERT OR UPDATE ON public.medical_center FOR EACH ROW EXECUTE FUNCTION private.check_phone_columns('phone_number');

CREATE TRIGGER medical_center_audit BEFORE INSERT OR UPDATE ON public.medical_center FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER medical_center_prepare BEFORE INSERT OR UPDATE ON public.medical_center FOR EACH ROW EXECUTE FUNCTION private.prepare_request_center();

CREATE TRIGGER medical_center_release_address AFTER DELETE OR UPDATE OF address_id ON public.medical_center FOR EACH ROW EXECUTE FUNCTION private.release_address();

CREATE TRIGGER medical_center_status BEFORE INSERT OR UPDATE ON public.medical_center FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'status_comment');

CREATE TRIGGER qualification_center_a_phone BEFORE INSERT OR UPDATE ON public.qualification_center FOR EACH ROW EXECUTE FUNCTION private.check_phone_columns('phone_number');

CREATE TRIGGER qualification_center_audit BEFORE INSERT OR UPDATE ON public.qualification_center FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER qualification_center_prepare BEFORE INSERT OR UPDATE ON public.qualification_center FOR EACH ROW EXECUTE FUNCTION private.prepare_request_center();

CREATE TRIGGER qualification_center_release_address AFTER DELETE OR UPDATE OF address_id ON public.qualification_center FOR EACH ROW EXECUTE FUNCTION private.release_address();

CREATE TRIGGER qualification_center_rights BEFORE UPDATE ON public.qualification_center FOR EACH ROW EXECUTE FUNCTION private.check_qualification_center_rights();

CREATE TRIGGER qualification_center_status BEFORE INSERT OR UPDATE ON public.qualification_center FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'status_comment');

CREATE TRIGGER request_deadline_sync AFTER INSERT OR DELETE OR UPDATE OF id, workspace_id, requester_id, assignee_id, status, due_at, closed_at ON public.commercial_condition FOR EACH ROW EXECUTE FUNCTION private.sync_request_deadline();

-- ## RLS and policies
-- Each policy's name says who may do what; the read and write rules are in docs/rules/roles.md.

ALTER TABLE public.address ENABLE ROW LEVEL SECURITY;

CREATE POLICY "address: matrix roles can delete workspace rows" ON public.address FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('address'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "address: matrix roles can insert workspace rows" ON public.address FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('address'::text, 'insert'::public.permission_action) AS can)));

-- Rows of the caller's workspaces, per the matrix.
CREATE POLICY "address: matrix roles can select workspace rows" ON public.address FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('address'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "address: matrix roles can update workspace rows" ON public.address FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('address'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('address'::text, 'update'::public.permission_action) AS can)));

ALTER TABLE public.commercial_condition ENABLE ROW LEVEL SECURITY;

CREATE POLICY "commercial_condition: matrix roles can delete rows" ON public.commercial_condition FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('commercial_condition'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.can_own('commercial_condition'::text, 'delete'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "commercial_condition: matrix roles can insert rows" ON public.commercial_condition FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('commercial_condition'::text, 'insert'::public.permission_action) AS can) OR (( SELECT private.can_own('commercial_condition'::text, 'insert'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "commercial_condition: matrix roles can select rows" ON public.commercial_condition FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('commercial_condition'::text, 'select'::public.permission_action) AS can) OR (( SELECT private.can_own('commercial_condition'::text, 'select'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "commercial_condition: matrix roles can update rows" ON public.commercial_condition FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('commercial_condition'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('commercial_condition'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[])))))) WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('commercial_condition'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('commercial_condition'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

ALTER TABLE public.company ENABLE ROW LEVEL SECURITY;

CREATE POLICY "company: matrix roles can delete workspace rows" ON public.company FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('company'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "company: matrix roles can insert workspace rows" ON public.company FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('company'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "company: matrix roles can select workspace rows" ON public.company FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('company'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "company: matrix roles can update workspace rows" ON public.company FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('company'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('company'::text, 'update'::public.permission_action) AS can)));

ALTER TABLE public.company_group ENABLE ROW LEVEL SECURITY;

CREATE POLICY "company_group: matrix roles can delete workspace rows" ON public.company_group FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('company_group'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "company_group: matrix roles can insert workspace rows" ON public.company_group FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('company_group'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "company_group: matrix roles can select workspace rows" ON public.company_group FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('company_group'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "company_group: matrix roles can update workspace rows" ON public.company_group FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('company_group'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('company_group'::text, 'update'::public.permission_action) AS can)));

ALTER TABLE public.contact ENABLE ROW LEVEL SECURITY;

CREATE POLICY "contact: matrix roles can delete workspace rows" ON public.contact FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('contact'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "contact: matrix roles can insert workspace rows" ON public.contact FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('contact'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "contact: matrix roles can select workspace rows" ON public.contact FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('contact'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "contact: matrix roles can update workspace rows" ON public.contact FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('contact'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('contact'::text, 'update'::public.permission_action) AS can)));

ALTER TABLE public.medical_center ENABLE ROW LEVEL SECURITY;

CREATE POLICY "medical_center: matrix roles can delete rows" ON public.medical_center FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND ( SELECT private.can('medical_center'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "medical_center: matrix roles can insert rows" ON public.medical_center FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND ( SELECT private.can('medical_center'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "medical_center: matrix roles can select rows" ON public.medical_center FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND ( SELECT private.can('medical_center'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "medical_center: matrix roles can update rows" ON public.medical_center FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND ( SELECT private.can('medical_center'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND ( SELECT private.can('medical_center'::text, 'update'::public.permission_action) AS can)));

ALTER TABLE public.qualification_center ENABLE ROW LEVEL SECURITY;

CREATE POLICY "qualification_center: matrix roles can delete rows" ON public.qualification_center FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND ( SELECT private.can('qualification_center'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "qualification_center: matrix roles can insert rows" ON public.qualification_center FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND ( SELECT private.can('qualification_center'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "qualification_center: matrix roles can select rows" ON public.qualification_center FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND ( SELECT private.can('qualification_center'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "qualification_center: matrix roles can update rows" ON public.qualification_center FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND ( SELECT private.can('qualification_center'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND ( SELECT private.can('qualification_center'::text, 'update'::public.permission_action) AS can)));

-- ## Functions

-- Two guards of a client company's statuses (docs/rules/companies-contacts.md)…
CREATE FUNCTION private.check_company_status_guards() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_open bigint;
  v_example text;
begin
  if private.is_restoring() or (nullif(current_setting('renfort.actor', true), '') is null and private.is_system()) then
    return new;
  end if;
  if tg_op <> 'UPDATE' or new.status is not distinct from old.status then
    return new;
  end if;

  if new.status = 'active' and old.status = 'prospect' and not exists (
    select 1 from public.agency a
    where a.company_id = new.id and a.status = 'active' and a.siret is not null
      and private.is_valid_siret(a.siret) and left(a.siret, 9) = new.siren
  ) then
    perform private.fail('Un prospect devient client actif avec un SIRET valide : ajoutez un établissement actif avec son SIRET (14 chiffres, commençant par le SIREN) dans l''onglet « Établissements »',
                         'company_active_siret');
  end if;

  if new.status = 'archived' then
    select count(*), min(c.contract_key) into v_open, v_example
    from public.contract c
    where c.company_id = new.id and c.status not in ('ended', 'terminated_early', 'canceled');
    if v_open > 0 then
      perform private.fail(format('Ce client a encore %s contrat(s) en cours ou en préparation (dont %s) : terminez-les ou annulez-les avant de l''archiver',
                                  v_open, v_example), 'company_archived_open_contract');
    end if;
    if exists (select 1 from public.recruitment_office_invoice_request r where r.company_id = new.id and r.status = 'invoiced') then
      perform private.fail('Ce client a une facture de recrutement impayée : elle doit être payée ou annulée par un avoir avant l''archivage',
                           'company_archived_unpaid_invoice');
    end if;
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_company_status_guards() FROM PUBLIC;

-- The signatory of a contract, refused in French with the way to fix it when there is none or when the chosen one can…
CREATE FUNCTION private.checked_contract_client_signer(p_contract public.contract) RETURNS public.contact
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_signer public.contact := private.contract_client_signer(p_contract);
begin
  if v_signer.id is null then
    perform private.fail('Le client n''a pas de signataire de contrats actif avec une adresse e-mail : donnez le rôle « Signataire contrats » '
                         || 'à un contact actif de l''entreprise (onglet Contacts de sa fiche), puis renvoyez', 'contract_signature_client_signer');
  elsif v_signer.status <> 'active' then
    perform private.fail(format('Le signataire du contrat, %s, n''est plus actif (%s) et ne peut plus signer : choisissez un autre signataire '
                                || 'dans « Contacts du client » sur la page du contrat, ou donnez le rôle « Signataire contrats » '
                                || 'à un contact actif de l''entreprise (onglet Contacts de sa fiche)',
                                private.contact_display_name(v_signer), private.enum_label('contact_status', v_signer.status::text)),
                         'contract_signature_signer_inactive');
  elsif not ('contract_signatory' = any (v_signer.roles)) or v_signer.email is null then
    perform private.fail(format('Le signataire du contrat, %s, n''a plus le rôle « Signataire contrats » : choisissez un autre signataire '
                                || 'dans « Contacts du client » sur la page du contrat, ou rendez-lui ce rôle sur sa fiche',
                                private.contact_display_name(v_signer)), 'contract_signature_signer_role');
  end if;
  return v_signer;
end
$$;

REVOKE ALL ON FUNCTION private.checked_contract_client_signer(p_contract public.contract) FROM PUBLIC;
GRANT ALL ON FUNCTION private.checked_contract_client_signer(p_contract public.contract) TO authenticated;
GRANT ALL ON FUNCTION private.checked_contract_client_signer(p_contract public.contract) TO service_role;

-- The company's default contact for a role: active, with an e-mail (both roles sign by mail)…
CREATE FUNCTION private.company_role_contact(p_company_id uuid, p_role public.contact_role) RETURNS uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select ct.id from public.contact ct
  where ct.company_id = p_company_id and ct.status = 'active' and ct.email is not null and p_role = any (ct.roles)
  order by ct.last_name, ct.first_name, ct.id
  limit 1
$$;

REVOKE ALL ON FUNCTION private.company_role_contact(p_company_id uuid, p_role public.contact_role) FROM PUBLIC;
GRANT ALL ON FUNCTION private.company_role_contact(p_company_id uuid, p_role public.contact_role) TO authenticated;
GRANT ALL ON FUNCTION private.company_role_contact(p_company_id uuid, p_role public.contact_role) TO service_role;

-- A contact as the messages name them.
CREATE FUNCTION private.contact_display_name(p_contact public.contact) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select '« ' || coalesce(nullif(btrim(concat_ws(' ', p_contact.first_name, p_contact.last_name)), ''), p_contact.email, '?') || ' »'
$$;

REVOKE ALL ON FUNCTION private.contact_display_name(p_contact public.contact) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contact_display_name(p_contact public.contact) TO authenticated;
GRANT ALL ON FUNCTION private.contact_display_name(p_contact public.contact) TO service_role;

-- Why a contact cannot hold a role on a contract of a company (null when it can), in French.
CREATE FUNCTION private.contact_role_problem(p_contact_id uuid, p_company_id uuid, p_role public.contact_role) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_contact public.contact;
  v_role text := private.enum_label('contact_role', p_role::text);
begin
  select ct.* into v_contact from public.contact ct where ct.id = p_contact_id;
  if v_contact.id is null or v_contact.company_id is distinct from p_company_id then
    return format('Le contact choisi comme « %s » doit être un contact de l''entreprise du contrat', v_role);
  elsif v_contact.status <> 'active' then
    return format('%s n''est plus actif (%s) : choisissez un autre contact « %s » actif',
                  private.contact_display_name(v_contact), private.enum_label('contact_status', v_contact.status::text), v_role);
  elsif not (p_role = any (v_contact.roles)) then
    return format('%s n''a pas le rôle « %s » : donnez-lui ce rôle sur sa fiche ou choisissez un autre contact',
                  private.contact_display_name(v_contact), v_role);
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.contact_role_problem(p_contact_id uuid, p_company_id uuid, p_role public.contact_role) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contact_role_problem(p_contact_id uuid, p_company_id uuid, p_role public.contact_role) TO authenticated;
GRANT ALL ON FUNCTION private.contact_role_problem(p_contact_id uuid, p_company_id uuid, p_role public.contact_role) TO service_role;

-- A week sent for signature without a validator: the contract's, else the company's active one; none, or one who left…
CREATE FUNCTION private.default_timesheet_week_signer() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_contract public.contract;
  v_signer public.contact;
begin
  if new.status <> 'pending_signature' or new.signer_contact_id is not null
     or (tg_op = 'UPDATE' and old.status = 'pending_signature') then
    return new;
  end if;
  select c.* into v_contract from public.contract c where c.id = new.contract_id;
  select ct.* into v_signer from public.contact ct
  where ct.id = coalesce(v_contract.timesheet_signer_contact_id,
                         private.company_role_contact(v_contract.company_id, 'timesheet_signer'));
  if v_signer.id is null then
    perform private.fail(format('Un valideur de relevés d''heures doit être désigné avant l''envoi en signature : donnez le rôle '
                                || '« Valideur relevés d''heures » à un contact actif de l''entreprise (onglet Contacts de sa fiche), '
                                || 'ou choisissez le valideur sur la page du contrat %s', v_contract.contract_key),
                         'timesheet_week_signer_required');
  elsif v_signer.status <> 'active' then
    perform private.fail(format('Le valideur des relevés du contrat %s, %s, n''est plus actif (%s) : choisissez un autre valideur '
                                || 'dans « Contacts du client » sur la page du contrat, ou donnez le rôle « Valideur relevés d''heures » '
                                || 'à un contact actif de l''entreprise', v_contract.contract_key,
                                private.contact_display_name(v_signer), private.enum_label('contact_status', v_signer.status::text)),
                         'timesheet_week_signer_active');
  end if;
  new.signer_contact_id := v_signer.id;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.default_timesheet_week_signer() FROM PUBLIC;

-- The address a client is billed and written to (CGI ann. II art. 242 nonies A: the client's
-- address on the invoice; C. trav. L1251-43: the user company on the contract): the company's own
-- (what save_company records, the imports and the seed), else its head-office establishment's —
-- a client created through the screens has its address on its establishment « Siège social »
-- only. An address without a city does not count. Read with the caller's rights.
CREATE FUNCTION private.company_billing_address(p_company_id uuid) RETURNS public.address
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select a.*
  from (select co.address_id, 1 as rank from public.company co where co.id = p_company_id
        union all
        select ag.address_id, 2 from public.agency ag where ag.company_id = p_company_id and ag.is_head_office) x
  join public.address a on a.id = x.address_id
  where btrim(coalesce(a.city, '')) <> ''
  order by x.rank
  limit 1
$$;

REVOKE ALL ON FUNCTION private.company_billing_address(p_company_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.company_billing_address(p_company_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.company_billing_address(p_company_id uuid) TO service_role;

-- A centre's address belongs to it like a company's: released when the centre lets it go.
CREATE FUNCTION private.delete_orphan_address(p_address_id uuid, p_workspace_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if p_address_id is null
     or exists (select 1 from public.company where address_id = p_address_id)
     or exists (select 1 from public.agency where address_id = p_address_id)
     or exists (select 1 from public.talent where address_id = p_address_id)
     or exists (select 1 from public.mission where address_id = p_address_id)
     or exists (select 1 from public.contract where address_id = p_address_id)
     or exists (select 1 from public.medical_center where address_id = p_address_id)
     or exists (select 1 from public.qualification_center where address_id = p_address_id) then
    return;
  end if;
  delete from public.address where id = p_address_id and workspace_id = p_workspace_id;
end;
$$;

REVOKE ALL ON FUNCTION private.delete_orphan_address(p_address_id uuid, p_workspace_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.delete_orphan_address(p_address_id uuid, p_workspace_id uuid) TO service_role;
GRANT ALL ON FUNCTION private.delete_orphan_address(p_address_id uuid, p_workspace_id uuid) TO authenticated;

-- Keeps location and latitude/longitude in step, and fills the department and region from the postal code when missing.
CREATE FUNCTION private.prepare_address() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_parts text[];
begin
  if new.location is not null and (tg_op = 'INSERT' or new.location is distinct from old.location)
     and new.location ~ '^POINT\(-?[0-9]+(\.[0-9]+)? -?[0-9]+(\.[0-9]+)?\)$' then
    v_parts := regexp_match(new.location, '^POINT\((-?[0-9.]+) (-?[0-9.]+)\)$');
    new.longitude := v_parts[1]::numeric;
    new.latitude := v_parts[2]::numeric;
  elsif new.latitude is not null and new.longitude is not null then
    new.location := format('POINT(%s %s)', trim(to_char(new.longitude, 'FM990.000000')), trim(to_char(new.latitude, 'FM990.000000')));
  elsif new.latitude is null and new.longitude is null then
    new.location := null;
  end if;
  if new.country_code = 'FR' and new.department_code is null and new.postal_code ~ '^[0-9]{5}$' then
    new.department_code := case
      when left(new.postal_code, 2) = '20' then case when new.postal_code < '20200' then '2A' else '2B' end
      when left(new.postal_code, 2) = '97' then left(new.postal_code, 3)
      else left(new.postal_code, 2) end;
  end if;
  if new.department_code is not null and (new.department_name is null or new.region_name is null) then
    select coalesce(new.department_name, d.name), coalesce(new.region_name, r.name)
      into new.department_name, new.region_name
    from public.department d join public.region r on r.code = d.region_code
    where d.country_code = new.country_code and d.local_code = new.department_code;
  end if;
  if new.formatted is null and new.city is not null then
    new.formatted := concat_ws(', ', nullif(concat_ws(' ', new.street1, new.street2), ''), concat_ws(' ', new.postal_code, new.city));
  end if;
  return new;
end
$_$;

REVOKE ALL ON FUNCTION private.prepare_address() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_address() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_address() TO service_role;

-- Validates an establishment.
CREATE FUNCTION private.prepare_agency() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_siren text;
begin
  new.siret := nullif(regexp_replace(coalesce(new.siret, ''), '\s', '', 'g'), '');
  if new.siret is not null and not private.is_valid_siret(new.siret) then
    perform private.fail(format('Le SIRET %s est invalide (14 chiffres et clé de contrôle)', new.siret), 'agency_siret_valid');
  end if;
  select c.siren into v_siren from public.company c where c.id = new.company_id;
  if new.siret is not null and v_siren is not null and left(new.siret, 9) <> v_siren then
    perform private.fail(format('Le SIRET %s ne commence pas par le SIREN de l''entreprise (%s)', new.siret, v_siren), 'agency_siret_prefix');
  end if;
  if new.naf_code ~ '^[0-9]{4}[A-Z]$' then
    new.naf_code := left(new.naf_code, 2) || '.' || right(new.naf_code, 3);
  end if;
  if new.naf_code is not null and new.naf_code !~ '^[0-9]{2}\.[0-9]{2}[A-Z]$' then
    perform private.fail(format('Le code NAF %s est invalide (format 43.99C)', new.naf_code), 'agency_naf_code_format');
  end if;
  perform private.assert_same_workspace(new.workspace_id, 'company', new.company_id, 'L''entreprise');
  perform private.assert_same_workspace(new.workspace_id, 'address', new.address_id, 'L''adresse');
  return new;
end
$_$;

REVOKE ALL ON FUNCTION private.prepare_agency() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_agency() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_agency() TO service_role;

-- Validates a company with French messages and fills derived columns.
CREATE FUNCTION private.prepare_company() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
begin
  new.siren := nullif(regexp_replace(coalesce(new.siren, ''), '\s', '', 'g'), '');
  if new.siren is not null and not private.is_valid_siren(new.siren) then
    perform private.fail(format('Le SIREN %s est invalide (9 chiffres et clé de contrôle)', new.siren), 'company_siren_valid');
  end if;
  if new.naf_code ~ '^[0-9]{4}[A-Z]$' then
    new.naf_code := left(new.naf_code, 2) || '.' || right(new.naf_code, 3);
  end if;
  if new.naf_code is not null and new.naf_code !~ '^[0-9]{2}\.[0-9]{2}[A-Z]$' then
    perform private.fail(format('Le code NAF %s est invalide (format 43.99C)', new.naf_code), 'company_naf_code_format');
  end if;
  if (new.payment_terms_mode = 'net' and new.payment_terms_days > 60)
     or (new.payment_terms_mode = 'end_of_month' and new.payment_terms_days > 45) then
    perform private.fail('Le délai de paiement dépasse le plafond légal (60 jours nets ou 45 jours fin de mois)', 'company_payment_terms');
  end if;
  if new.status = 'active' and new.siren is null then
    perform private.fail('Un client actif doit avoir un SIREN', 'company_active_siren');
  end if;
  perform private.assert_same_workspace(new.workspace_id, 'company_group', new.company_group_id, 'Le groupe');
  perform private.assert_same_workspace(new.workspace_id, 'address', new.address_id, 'L''adresse');
  if new.address_id is not null and (new.formatted_address is null or tg_op = 'INSERT' or new.address_id is distinct from old.address_id) then
    new.formatted_address := coalesce((select a.formatted from public.address a where a.id = new.address_id), new.formatted_address);
  end if;
  new.search_text := private.normalize_search(concat_ws(' ', new.name, new.siren));
  return new;
end
$_$;

REVOKE ALL ON FUNCTION private.prepare_company() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_company() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_company() TO service_role;

-- Validates a contact: a name (or the entity civility), an e-mail for signers, no cycles.
CREATE FUNCTION private.prepare_contact() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  new.email := lower(nullif(btrim(new.email), ''));
  if coalesce(btrim(new.last_name), '') = '' and coalesce(btrim(new.first_name), '') = '' and new.civility is distinct from 'entity' then
    perform private.fail('Un contact doit avoir un nom ou être une entité', 'contact_name_required');
  end if;
  if new.email is null and new.phone_number is null then
    perform private.fail('Un contact doit avoir un e-mail ou un téléphone', 'contact_reachable');
  end if;
  if new.email is null and new.roles && array['timesheet_signer', 'contract_signatory']::public.contact_role[] then
    perform private.fail('Un signataire de contrats ou un valideur de relevés d''heures doit avoir un e-mail', 'contact_signer_email');
  end if;
  if new.manager_contact_id is not null and exists (
    with recursive chain (id, depth) as (
      select c.manager_contact_id, 1 from public.contact c where c.id = new.manager_contact_id
      union all
      select c.manager_contact_id, chain.depth + 1 from public.contact c join chain on c.id = chain.id
      where chain.depth < 12 and c.manager_contact_id is not null
    )
    select 1 from chain where chain.id = new.id
  ) then
    perform private.fail('Ce rattachement créerait un cycle dans l''organigramme', 'contact_manager_cycle');
  end if;
  perform private.assert_same_workspace(new.workspace_id, 'company', new.company_id, 'L''entreprise');
  perform private.assert_same_workspace(new.workspace_id, 'agency', new.agency_id, 'L''établissement');
  perform private.assert_same_workspace(new.workspace_id, 'contact', new.manager_contact_id, 'Le responsable');
  new.search_text := private.normalize_search(concat_ws(' ', new.first_name, new.last_name, new.email, new.phone_number, new.job_title));
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.prepare_contact() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_contact() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_contact() TO service_role;

-- The contract's client contacts: a company change drops the former company's; an amendment starts with its contract's…
CREATE FUNCTION private.prepare_contract_client_contacts() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_checked boolean := not private.is_system() and coalesce(current_setting('renfort.applying_amendment', true), '') = '';
  v_amended public.contract;
  v_problem text;
begin
  if tg_op = 'UPDATE' and new.company_id is distinct from old.company_id then
    if new.timesheet_signer_contact_id is not distinct from old.timesheet_signer_contact_id then
      new.timesheet_signer_contact_id := null;
    end if;
    if new.client_signer_contact_id is not distinct from old.client_signer_contact_id then
      new.client_signer_contact_id := null;
    end if;
  end if;
  if tg_op = 'INSERT' and new.is_amendment and new.amended_contract_id is not null then
    select c.* into v_amended from public.contract c where c.id = new.amended_contract_id;
    if v_amended.company_id is not distinct from new.company_id then
      new.timesheet_signer_contact_id := coalesce(new.timesheet_signer_contact_id, v_amended.timesheet_signer_contact_id);
      if private.contact_role_problem(v_amended.client_signer_contact_id, new.company_id, 'contract_signatory') is null then
        new.client_signer_contact_id := coalesce(new.client_signer_contact_id, v_amended.client_signer_contact_id);
      end if;
    end if;
  end if;

  if v_checked and new.timesheet_signer_contact_id is not null
     and (tg_op = 'INSERT' or new.timesheet_signer_contact_id is distinct from old.timesheet_signer_contact_id) then
    v_problem := private.contact_role_problem(new.timesheet_signer_contact_id, new.company_id, 'timesheet_signer');
    if v_problem is not null then
      perform private.fail(v_problem, 'contract_timesheet_signer');
    end if;
  end if;
  if tg_op = 'UPDATE' and new.client_signer_contact_id is distinct from old.client_signer_contact_id then
    if v_checked and (private.contract_terms_locked(old.status)
                      or exists (select 1 from public.contract_signature s where s.contract_id = new.id and s.party = 'client')) then
      perform private.fail('Le client a déjà signé ce contrat : son signataire ne change plus', 'contract_client_signer_signed');
    end if;
    -- The previous signatory's open link would sign for the client: revoked.
    perform private.revoke_contract_signature_links(new.id, 'client');
  end if;
  if v_checked and new.client_signer_contact_id is not null
     and (tg_op = 'INSERT' or new.client_signer_contact_id is distinct from old.client_signer_contact_id) then
    v_problem := private.contact_role_problem(new.client_signer_contact_id, new.company_id, 'contract_signatory');
    if v_problem is not null then
      perform private.fail(v_problem, 'contract_client_signer');
    end if;
  end if;

  if new.company_id is not null then
    new.timesheet_signer_contact_id := coalesce(new.timesheet_signer_contact_id,
                                                private.company_role_contact(new.company_id, 'timesheet_signer'));
    if not private.contract_terms_locked(new.status) then
      new.client_signer_contact_id := coalesce(new.client_signer_contact_id,
                                               private.company_role_contact(new.company_id, 'contract_signatory'));
    end if;
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.prepare_contract_client_contacts() FROM PUBLIC;

-- AFTER trigger: a row that lets its address go (deleted, or pointed elsewhere) deletes it once unused.
CREATE FUNCTION private.release_address() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'DELETE' or old.address_id is distinct from new.address_id then
    perform private.delete_orphan_address(old.address_id, old.workspace_id);
  end if;
  return null;
end;
$$;

REVOKE ALL ON FUNCTION private.release_address() FROM PUBLIC;
GRANT ALL ON FUNCTION private.release_address() TO authenticated;
GRANT ALL ON FUNCTION private.release_address() TO service_role;

-- A contact who leaves (or loses the signatory role) can no longer sign: the open contract links sent to them are revoked.
CREATE FUNCTION private.revoke_links_of_departed_contact() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if (old.status = 'active' and new.status <> 'active')
     or ('contract_signatory' = any (old.roles) and not ('contract_signatory' = any (new.roles))) then
    update public.contract_signature_link l set revoked_at = now()
    where l.contact_id = new.id and l.party = 'client' and l.used_at is null and l.revoked_at is null;
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.revoke_links_of_departed_contact() FROM PUBLIC;

-- The address a row points at after a save (see p_address above): its id, or null.
CREATE FUNCTION private.write_address(p_current uuid, p_address jsonb, p_type public.address_type) RETURNS uuid
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_values jsonb;
  v_same boolean;
begin
  if p_address is null then
    return p_current;
  end if;
  if p_address = '{}'::jsonb or jsonb_typeof(p_address) <> 'object' then
    return null;
  end if;
  v_values := p_address - 'type' || jsonb_build_object('type', coalesce(p_address ->> 'type', p_type::text));
  if p_current is not null then
    -- unchanged: not written again (a role may edit the owner row without the right to update addresses)
    select not exists (select 1 from jsonb_each(v_values - 'type') e where to_jsonb(a) -> e.key is distinct from e.value)
      into v_same
    from public.address a where a.id = p_current;
    if v_same then
      return p_current;
    end if;
    if v_same is not null then
      return private.write_row('public.address', p_current, v_values);
    end if;
  end if;
  return private.write_row('public.address', null, v_values);
end
$$;

REVOKE ALL ON FUNCTION private.write_address(p_current uuid, p_address jsonb, p_type public.address_type) FROM PUBLIC;
GRANT ALL ON FUNCTION private.write_address(p_current uuid, p_address jsonb, p_type public.address_type) TO authenticated;
GRANT ALL ON FUNCTION private.write_address(p_current uuid, p_address jsonb, p_type public.address_type) TO service_role;

-- A company, its head-office address and, when given, its head office's SIRET: the head-office
-- establishment (public.agency) takes it, created under the company's name and NAF when the
-- company has none yet, so that a client met with its address and SIRET is entered in one form.
CREATE FUNCTION public.save_company(p_values jsonb, p_id uuid DEFAULT NULL::uuid, p_address jsonb DEFAULT NULL::jsonb, p_head_office_siret text DEFAULT NULL::text) RETURNS public.company
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_current uuid;
  v_id uuid;
  v_head uuid;
  v_siret text := nullif(replace(btrim(coalesce(p_head_office_siret, '')), ' ', ''), '');
  v_row public.company;
begin
  if p_id is not null then
    select c.address_id into v_current from public.company c where c.id = p_id;
  end if;
  v_id := private.write_row('public.company', p_id,
    coalesce(p_values, '{}'::jsonb) || jsonb_build_object('address_id', private.write_address(v_current, p_address, 'head_office')));
  select * into v_row from public.company c where c.id = v_id;
  if v_siret is not null then
    select a.id into v_head from public.agency a where a.company_id = v_id and a.is_head_office;
    perform public.save_agency(
      jsonb_build_object('siret', v_siret) || case when v_head is null then jsonb_build_object(
        'company_id', v_id, 'name', v_row.name, 'is_head_office', true,
        'naf_code', v_row.naf_code, 'naf_code_label', v_row.naf_code_label) else '{}'::jsonb end,
      v_head);
  end if;
  return v_row;
end
$$;

REVOKE ALL ON FUNCTION public.save_company(p_values jsonb, p_id uuid, p_address jsonb, p_head_office_siret text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.save_company(p_values jsonb, p_id uuid, p_address jsonb, p_head_office_siret text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_company(p_values jsonb, p_id uuid, p_address jsonb, p_head_office_siret text) TO authenticated;
GRANT ALL ON FUNCTION public.save_company(p_values jsonb, p_id uuid, p_address jsonb, p_head_office_siret text) TO service_role;
