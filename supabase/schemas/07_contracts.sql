-- Contracts and amendments: contracts, legal rules, pricing, signatures, changes and definitive ends.
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

-- ## Types

CREATE TYPE public.amendment_type AS ENUM (
    'renewal',
    'pay_change',
    'schedule_change',
    'workplace_change',
    'other_terms'
);

CREATE TYPE public.contract_signature_party AS ENUM (
    'talent',
    'client'
);

-- Contracts and amendments (amendments are contract rows with is_amendment that share the contract_key)…
CREATE TYPE public.contract_status AS ENUM (
    'draft',
    'review',
    'admin_modification_requested',
    'modification',
    'consultant_review',
    'validated',
    'sent_for_signature',
    'partially_signed',
    'signed',
    'active',
    'ended',
    'terminated_early',
    'canceled'
);

CREATE TYPE public.contract_type AS ENUM (
    'mission',
    'cdi_temp_assignment',
    'independent_service'
);

CREATE TYPE public.definitive_end_initiator AS ENUM (
    'client',
    'talent',
    'agency'
);

CREATE TYPE public.definitive_end_reason AS ENUM (
    'term_reached',
    'flex_advance',
    'trial_period',
    'serious_misconduct',
    'force_majeure',
    'talent_cdi_hire',
    'client_cdi_hire',
    'agency_early_termination',
    'mutual_agreement',
    'client_early_termination'
);

-- Where the new contract an early end owes stands (L1251-26): to offer, offered, accepted (the
-- replacement contract linked), refused by the temp, or none offered.
CREATE TYPE public.definitive_end_offer AS ENUM (
    'to_offer',
    'offered',
    'accepted',
    'refused',
    'not_offered'
);

CREATE TYPE public.employee_status AS ENUM (
    'worker',
    'etam',
    'executive'
);

CREATE TYPE public.job_risk AS ENUM (
    'work_at_height',
    'machinery',
    'electrical',
    'asbestos',
    'lead',
    'chemical',
    'noise',
    'manual_handling',
    'confined_space',
    'road_traffic',
    'scaffolding'
);

CREATE TYPE public.meal_type AS ENUM (
    'none',
    'meal_voucher',
    'meal_allowance',
    'canteen'
);

CREATE TYPE public.medical_surveillance AS ENUM (
    'vip',
    'sir'
);

CREATE TYPE public.ppe_item AS ENUM (
    'safety_shoes',
    'helmet',
    'gloves',
    'hi_vis',
    'glasses',
    'ear_protection',
    'harness',
    'workwear',
    'rain_gear'
);

CREATE TYPE public.timesheet_period AS ENUM (
    'week',
    'day'
);

-- ## Tables

-- The contract of a talent on a mission, or an amendment of it (same contract_key).
CREATE TABLE public.contract (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    contract_key text NOT NULL,
    is_amendment boolean DEFAULT false NOT NULL,
    amendment_type public.amendment_type,
    amendment_number smallint DEFAULT 0 NOT NULL,
    amended_contract_id uuid,
    contract_type public.contract_type DEFAULT 'mission'::public.contract_type NOT NULL,
    mission_id uuid,
    talent_id uuid NOT NULL,
    company_id uuid,
    job_id uuid,
    job_name text,
    start_date date NOT NULL,
    end_date date,
    is_precise_term boolean DEFAULT true NOT NULL,
    minimum_duration_days smallint,
    trial_period_days smallint,
    hourly_wage numeric(8,2),
    hourly_billing_rate numeric(8,2),
    employee_status public.employee_status DEFAULT 'worker'::public.employee_status NOT NULL,
    qualification_level text,
    working_days smallint[] DEFAULT '{1,2,3,4,5}'::smallint[] NOT NULL,
    working_hours numeric(5,2) DEFAULT 35 NOT NULL,
    schedule text,
    contract_reason public.contract_reason,
    contract_reason_justification text,
    status public.contract_status DEFAULT 'draft'::public.contract_status NOT NULL,
    status_changed_at timestamp with time zone,
    review_comment text,
    owner_id uuid,
    admin_id uuid,
    manager_validated_at timestamp with time zone,
    manager_validated_by uuid,
    meal_type public.meal_type DEFAULT 'none'::public.meal_type NOT NULL,
    meal_card_value numeric(6,2),
    ppe_by_agency public.ppe_item[] DEFAULT '{}'::public.ppe_item[] NOT NULL,
    ppe_by_client public.ppe_item[] DEFAULT '{}'::public.ppe_item[] NOT NULL,
    is_risky_position boolean DEFAULT false NOT NULL,
    job_risks public.job_risk[] DEFAULT '{}'::public.job_risk[] NOT NULL,
    risks_description text,
    reinforced_safety_training boolean DEFAULT false NOT NULL,
    medical_surveillance public.medical_surveillance DEFAULT 'vip'::public.medical_surveillance NOT NULL,
    timesheet_period public.timesheet_period DEFAULT 'week'::public.timesheet_period NOT NULL,
    timesheet_signer_contact_id uuid,
    timesheet_requires_client_signature boolean DEFAULT true NOT NULL,
    timesheet_auto_send boolean DEFAULT true NOT NULL,
    address_id uuid,
    definitive_end_date date,
    definitive_end_reason public.definitive_end_reason,
    definitive_end_initiator public.definitive_end_initiator,
    definitive_end_comment text,
    definitive_end_requested_at timestamp with time zone,
    definitive_end_requested_by uuid,
    dpae_submitted_at timestamp with time zone,
    dpae_reference text,
    generated_file text,
    signed_file text,
    signature_request_id text,
    talent_signed_at timestamp with time zone,
    client_signed_at timestamp with time zone,
    transmitted_to_talent_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    renewal_refused_by_talent boolean DEFAULT false NOT NULL,
    trial_period_end_date date,
    reference_hourly_wage numeric(8,2),
    replaced_employee text,
    generated_file_sha256 text,
    generated_mad_file text,
    generated_mad_file_sha256 text,
    documents_generated_at timestamp with time zone,
    signed_mad_file text,
    signature_sent_at timestamp with time zone,
    version integer DEFAULT 0 NOT NULL,
    amendment_changes jsonb DEFAULT '[]'::jsonb NOT NULL,
    bonuses jsonb,
    dpae_receipt_file text,
    dpae_recorded_by uuid,
    dpae_recorded_at timestamp with time zone,
    client_signer_contact_id uuid,
    replaced_employee_qualification text,
    CONSTRAINT contract_amendment_changes_array CHECK ((jsonb_typeof(amendment_changes) = 'array'::text)),
    CONSTRAINT contract_amendment_consistency CHECK (((is_amendment AND (amendment_number > 0) AND (amendment_type IS NOT NULL)) OR ((NOT is_amendment) AND (amendment_number = 0) AND (amendment_type IS NULL)))),
    CONSTRAINT contract_bonuses_array CHECK (((bonuses IS NOT NULL) AND (jsonb_typeof(bonuses) = 'array'::text))),
    CONSTRAINT contract_dates_order CHECK (((end_date IS NULL) OR (end_date >= start_date))),
    CONSTRAINT contract_definitive_end_dates CHECK (((definitive_end_date IS NULL) OR ((definitive_end_date >= start_date) AND ((end_date IS NULL) OR (definitive_end_date <= end_date))))),
    CONSTRAINT contract_hourly_wage_positive CHECK (((hourly_wage IS NULL) OR (hourly_wage > (0)::numeric))),
    CONSTRAINT contract_meal_card_value CHECK (((meal_card_value IS NULL) OR ((meal_card_value >= (0)::numeric) AND (meal_card_value <= (25)::numeric)))),
    CONSTRAINT contract_replaced_employee_qualification CHECK (((replaced_employee_qualification IS NULL) OR (char_length(replaced_employee_qualification) <= 200))),
    CONSTRAINT contract_reference_wage_positive CHECK (((reference_hourly_wage IS NULL) OR (reference_hourly_wage > (0)::numeric))),
    CONSTRAINT contract_trial_period_days_range CHECK (((trial_period_days IS NULL) OR ((trial_period_days >= 0) AND (trial_period_days <= 5)))),
    CONSTRAINT contract_version_positive CHECK ((version >= 0)),
    CONSTRAINT contract_working_days CHECK (cardinality(working_days) BETWEEN 1 AND 7 AND working_days <@ '{1,2,3,4,5,6,7}'::smallint[]),
    CONSTRAINT contract_working_hours CHECK (((working_hours > (0)::numeric) AND (working_hours <= (48)::numeric))),
    CONSTRAINT contract_pkey PRIMARY KEY (id),
    CONSTRAINT contract_version_unique UNIQUE (workspace_id, contract_key, amendment_number)
);

ALTER TABLE ONLY public.contract
    ADD CONSTRAINT contract_address_id_fkey FOREIGN KEY (address_id) REFERENCES public.address(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contract
    ADD CONSTRAINT contract_admin_id_fkey FOREIGN KEY (admin_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contract
    ADD CONSTRAINT contract_amended_contract_id_fkey FOREIGN KEY (amended_contract_id) REFERENCES public.contract(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contract
    ADD CONSTRAINT contract_client_signer_contact_id_fkey FOREIGN KEY (client_signer_contact_id) REFERENCES public.contact(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contract
    ADD CONSTRAINT contract_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.contract
    ADD CONSTRAINT contract_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contract
    ADD CONSTRAINT contract_definitive_end_requested_by_fkey FOREIGN KEY (definitive_end_requested_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contract
    ADD CONSTRAINT contract_dpae_recorded_by_fkey FOREIGN KEY (dpae_recorded_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contract
    ADD CONSTRAINT contract_job_id_fkey FOREIGN KEY (job_id) REFERENCES public.job(id);

ALTER TABLE ONLY public.contract
    ADD CONSTRAINT contract_manager_validated_by_fkey FOREIGN KEY (manager_validated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contract
    ADD CONSTRAINT contract_mission_id_fkey FOREIGN KEY (mission_id) REFERENCES public.mission(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.contract
    ADD CONSTRAINT contract_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contract
    ADD CONSTRAINT contract_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.contract
    ADD CONSTRAINT contract_timesheet_signer_contact_id_fkey FOREIGN KEY (timesheet_signer_contact_id) REFERENCES public.contact(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contract
    ADD CONSTRAINT contract_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contract
    ADD CONSTRAINT contract_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON COLUMN public.contract.trial_period_days IS 'working days (L1251-14): 2 up to 1 month, 3 up to 2 months, 5 beyond; computed when empty, never above the legal maximum';

COMMENT ON COLUMN public.contract.trial_period_end_date IS 'last working day of the trial period (private.check_contract_terms); null without trial';

COMMENT ON COLUMN public.contract.reference_hourly_wage IS 'hourly pay of an equivalent employee of the client (L1251-18); the pay may not be lower';

COMMENT ON COLUMN public.contract.replaced_employee_qualification IS 'replacement motifs: the replaced employee''s qualification, which the contract states with the name (L1251-43, 1°)';

COMMENT ON COLUMN public.contract.replaced_employee IS 'replacement motifs: the replaced employee, compared for the délai de carence exemption of a new absence (L1251-37-1)';

COMMENT ON COLUMN public.contract.version IS '0 = initial terms, +1 per signed amendment; on an amendment: the version it produced (docs/rules/contracts.md, avenants)';

COMMENT ON COLUMN public.contract.amendment_changes IS '[{field, old, new}] of an amendment (docs/rules/contracts.md, avenants)';

COMMENT ON COLUMN public.contract.bonuses IS '[{type, amount, unit, label?}] as in the mission (docs/rules/contracts.md, rémunération)';

COMMENT ON COLUMN public.contract.dpae_receipt_file IS 'DPAE receipt (accusé de réception), documents bucket: <workspace>/contracts/<contract>/dpae/<file>';

COMMENT ON COLUMN public.contract.client_signer_contact_id IS 'the client contact who signs the contrat de mise à disposition (role contract_signatory)';

REVOKE ALL ON TABLE public.contract FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.contract TO authenticated;
GRANT ALL ON TABLE public.contract TO service_role;

-- One link per party and sending (reminders send a new link with the same expiry); only the SHA-256 of the token is kept.
-- A link signs a contract's copy, or a version of commercial conditions (party client): one mechanism for both.
CREATE TABLE public.contract_signature_link (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    contract_id uuid,
    party public.contract_signature_party NOT NULL,
    signer_name text NOT NULL,
    signer_email text NOT NULL,
    contact_id uuid,
    token_hash text NOT NULL,
    base_url text NOT NULL,
    reminder_number smallint DEFAULT 0 NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    revoked_at timestamp with time zone,
    expired_at timestamp with time zone,
    created_by uuid,
    commercial_condition_id uuid,
    CONSTRAINT contract_signature_link_document CHECK ((((contract_id IS NULL) <> (commercial_condition_id IS NULL)) AND ((commercial_condition_id IS NULL) OR (party = 'client'::public.contract_signature_party)))),
    CONSTRAINT contract_signature_link_hash CHECK ((token_hash ~ '^[0-9a-f]{64}$'::text)),
    CONSTRAINT contract_signature_link_reminder CHECK (((reminder_number >= 0) AND (reminder_number <= 2))),
    CONSTRAINT contract_signature_link_pkey PRIMARY KEY (id),
    CONSTRAINT contract_signature_link_token_hash_key UNIQUE (token_hash)
);

ALTER TABLE ONLY public.contract_signature_link
    ADD CONSTRAINT contract_signature_link_contact_id_fkey FOREIGN KEY (contact_id) REFERENCES public.contact(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contract_signature_link
    ADD CONSTRAINT contract_signature_link_commercial_condition_id_fkey FOREIGN KEY (commercial_condition_id) REFERENCES public.commercial_condition(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.contract_signature_link
    ADD CONSTRAINT contract_signature_link_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.contract_signature_link
    ADD CONSTRAINT contract_signature_link_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contract_signature_link
    ADD CONSTRAINT contract_signature_link_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.contract_signature_link FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE ON TABLE public.contract_signature_link TO authenticated;
GRANT ALL ON TABLE public.contract_signature_link TO service_role;

-- What the contract screens need from the database: 1. public.contract_change…
CREATE TABLE public.contract_change (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    contract_id uuid NOT NULL,
    changed_by uuid,
    changed_at timestamp with time zone DEFAULT now() NOT NULL,
    status public.contract_status NOT NULL,
    is_admin_edit boolean DEFAULT false NOT NULL,
    is_sensitive boolean DEFAULT false NOT NULL,
    changes jsonb NOT NULL,
    amendment_id uuid,
    CONSTRAINT contract_change_changes_array CHECK ((jsonb_typeof(changes) = 'array'::text)),
    CONSTRAINT contract_change_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.contract_change
    ADD CONSTRAINT contract_change_amendment_id_fkey FOREIGN KEY (amendment_id) REFERENCES public.contract(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contract_change
    ADD CONSTRAINT contract_change_changed_by_fkey FOREIGN KEY (changed_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contract_change
    ADD CONSTRAINT contract_change_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.contract_change
    ADD CONSTRAINT contract_change_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON COLUMN public.contract_change.changes IS '[{field, old, new}] (docs/rules/contracts.md, avenants)';

COMMENT ON COLUMN public.contract_change.amendment_id IS 'the signed amendment whose changes this line applied';

REVOKE ALL ON TABLE public.contract_change FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE ON TABLE public.contract_change TO authenticated;
GRANT ALL ON TABLE public.contract_change TO service_role;

CREATE SEQUENCE public.contract_key_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

REVOKE ALL ON SEQUENCE public.contract_key_seq FROM anon, authenticated, service_role;
GRANT ALL ON SEQUENCE public.contract_key_seq TO authenticated;
GRANT ALL ON SEQUENCE public.contract_key_seq TO service_role;

-- The contract's coefficient (1:1).
CREATE TABLE public.contract_pricing (
    contract_id uuid NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    coefficient numeric(5,3) NOT NULL,
    coefficient_override_reason text,
    coefficient_override_by uuid,
    coefficient_override_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT contract_pricing_coefficient_bounds CHECK (((coefficient >= (1)::numeric) AND (coefficient <= (5)::numeric))),
    CONSTRAINT contract_pricing_pkey PRIMARY KEY (contract_id)
);

ALTER TABLE ONLY public.contract_pricing
    ADD CONSTRAINT contract_pricing_coefficient_override_by_fkey FOREIGN KEY (coefficient_override_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contract_pricing
    ADD CONSTRAINT contract_pricing_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.contract_pricing
    ADD CONSTRAINT contract_pricing_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contract_pricing
    ADD CONSTRAINT contract_pricing_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contract_pricing
    ADD CONSTRAINT contract_pricing_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.contract_pricing FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.contract_pricing TO authenticated;
GRANT ALL ON TABLE public.contract_pricing TO service_role;

-- The evidence of one party's signature (eIDAS simple electronic signature): who, when, from which address and browser…
CREATE TABLE public.contract_signature (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    contract_id uuid,
    link_id uuid,
    party public.contract_signature_party NOT NULL,
    signer_name text NOT NULL,
    signer_email text NOT NULL,
    signed_at timestamp with time zone DEFAULT now() NOT NULL,
    ip text,
    user_agent text,
    channel text DEFAULT 'email_link'::text NOT NULL,
    provider text DEFAULT 'builtin'::text NOT NULL,
    document_path text NOT NULL,
    document_sha256 text NOT NULL,
    signature_image text NOT NULL,
    consent_text text NOT NULL,
    commercial_condition_id uuid,
    CONSTRAINT contract_signature_document CHECK ((((contract_id IS NULL) <> (commercial_condition_id IS NULL)) AND ((commercial_condition_id IS NULL) OR (party = 'client'::public.contract_signature_party)))),
    CONSTRAINT contract_signature_image CHECK ((char_length(signature_image) <= 500000)),
    CONSTRAINT contract_signature_once UNIQUE (contract_id, party),
    CONSTRAINT contract_signature_conditions_once UNIQUE (commercial_condition_id, party),
    CONSTRAINT contract_signature_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.contract_signature
    ADD CONSTRAINT contract_signature_commercial_condition_id_fkey FOREIGN KEY (commercial_condition_id) REFERENCES public.commercial_condition(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.contract_signature
    ADD CONSTRAINT contract_signature_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.contract_signature
    ADD CONSTRAINT contract_signature_link_id_fkey FOREIGN KEY (link_id) REFERENCES public.contract_signature_link(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contract_signature
    ADD CONSTRAINT contract_signature_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.contract_signature FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE ON TABLE public.contract_signature TO authenticated;
GRANT ALL ON TABLE public.contract_signature TO service_role;

-- An early (or at-term) end of a talent's contract, with notice, end-of-mission allowance (IFM) and compensation computed.
CREATE TABLE public.definitive_end_request (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    talent_id uuid,
    contract_id uuid NOT NULL,
    contract_key text,
    company_id uuid,
    mission_id uuid,
    requester_id uuid,
    assignee_id uuid,
    initiator public.definitive_end_initiator NOT NULL,
    reason public.definitive_end_reason NOT NULL,
    requested_end_date date NOT NULL,
    effective_end_date date,
    notice_days smallint,
    ifm_due boolean DEFAULT true NOT NULL,
    replacement_contract_id uuid,
    compensation_due numeric(12,2) DEFAULT 0 NOT NULL,
    proof_file text,
    end_documents jsonb DEFAULT '{}'::jsonb NOT NULL,
    status public.definitive_end_request_status DEFAULT 'requested'::public.definitive_end_request_status NOT NULL,
    status_changed_at timestamp with time zone,
    status_comment text,
    due_at timestamp with time zone,
    closed_at timestamp with time zone,
    comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    offer_status public.definitive_end_offer,
    offer_made_on date,
    offer_reminded_at timestamp with time zone,
    certificate_file text,
    certificate_sha256 text,
    CONSTRAINT definitive_end_request_compensation CHECK ((compensation_due >= (0)::numeric)),
    CONSTRAINT definitive_end_request_documents CHECK ((jsonb_typeof(end_documents) = 'object'::text)),
    CONSTRAINT definitive_end_request_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.definitive_end_request
    ADD CONSTRAINT definitive_end_request_assignee_id_fkey FOREIGN KEY (assignee_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.definitive_end_request
    ADD CONSTRAINT definitive_end_request_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.definitive_end_request
    ADD CONSTRAINT definitive_end_request_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.definitive_end_request
    ADD CONSTRAINT definitive_end_request_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.definitive_end_request
    ADD CONSTRAINT definitive_end_request_mission_id_fkey FOREIGN KEY (mission_id) REFERENCES public.mission(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.definitive_end_request
    ADD CONSTRAINT definitive_end_request_replacement_contract_id_fkey FOREIGN KEY (replacement_contract_id) REFERENCES public.contract(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.definitive_end_request
    ADD CONSTRAINT definitive_end_request_requester_id_fkey FOREIGN KEY (requester_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.definitive_end_request
    ADD CONSTRAINT definitive_end_request_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.definitive_end_request
    ADD CONSTRAINT definitive_end_request_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.definitive_end_request
    ADD CONSTRAINT definitive_end_request_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.definitive_end_request FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.definitive_end_request TO authenticated;
GRANT ALL ON TABLE public.definitive_end_request TO service_role;

-- ## Indexes
-- Unless a line says otherwise, an index covers a foreign key (the joins, and the parent's deletes
-- that check it), named <table>_<column>_idx, or starts with one and adds the columns a list filters
-- and sorts by within it (<table>_<columns>_idx).

-- The key figures' active contracts (initial versions), counted per owner from the index alone.
CREATE INDEX contract_active_cover_idx ON public.contract USING btree (owner_id) INCLUDE (workspace_id) WHERE ((status = 'active'::public.contract_status) AND (NOT is_amendment));

CREATE INDEX contract_address_id_idx ON public.contract USING btree (address_id);

CREATE INDEX contract_admin_id_idx ON public.contract USING btree (admin_id);

CREATE INDEX contract_amended_contract_id_idx ON public.contract USING btree (amended_contract_id);

-- Drafts awaiting their manager's validation, by owner: the action centre's manager-validation rule.
CREATE INDEX contract_awaiting_manager_idx ON public.contract USING btree (owner_id) WHERE ((status = 'draft'::public.contract_status) AND (manager_validated_at IS NULL));

CREATE INDEX contract_change_amendment_id_idx ON public.contract_change USING btree (amendment_id);

CREATE INDEX contract_change_changed_by_idx ON public.contract_change USING btree (changed_by);

CREATE INDEX contract_change_contract_idx ON public.contract_change USING btree (contract_id, changed_at);

CREATE INDEX contract_change_workspace_id_idx ON public.contract_change USING btree (workspace_id);

CREATE INDEX contract_client_signer_contact_id_idx ON public.contract USING btree (client_signer_contact_id);

CREATE INDEX contract_company_id_idx ON public.contract USING btree (company_id);

-- A client's signed or active contracts: its exposure in the action centre's credit-exposure rule.
CREATE INDEX contract_company_running_idx ON public.contract USING btree (company_id) WHERE (status = ANY (ARRAY['signed'::public.contract_status, 'active'::public.contract_status]));

-- A contract's versions by their shared key (contract and amendments), for the reads without a workspace.
CREATE INDEX contract_contract_key_idx ON public.contract USING btree (contract_key);

CREATE INDEX contract_created_by_idx ON public.contract USING btree (created_by);

CREATE INDEX contract_dates_idx ON public.contract USING btree (workspace_id, start_date, end_date);

CREATE INDEX contract_definitive_end_requested_by_idx ON public.contract USING btree (definitive_end_requested_by);

-- The DPAE-missing rule's queue by start (running initial contracts, services aside), from the index alone.
CREATE INDEX contract_dpae_missing_cover_idx ON public.contract USING btree (start_date) INCLUDE (id, workspace_id, owner_id, contract_key, talent_id) WHERE ((dpae_submitted_at IS NULL) AND (NOT is_amendment) AND (contract_type <> 'independent_service'::public.contract_type) AND (status = ANY (ARRAY['validated'::public.contract_status, 'sent_for_signature'::public.contract_status, 'partially_signed'::public.contract_status, 'signed'::public.contract_status, 'active'::public.contract_status])));

-- A contract by its DPAE receipt's path: the storage policy letting contract readers open the receipt.
CREATE INDEX contract_dpae_receipt_file_idx ON public.contract USING btree (dpae_receipt_file) WHERE (dpae_receipt_file IS NOT NULL);

CREATE INDEX contract_dpae_recorded_by_idx ON public.contract USING btree (dpae_recorded_by);

-- Signed or active contracts by end date: the rule on contracts ending within 7 days.
CREATE INDEX contract_ending_idx ON public.contract USING btree (end_date) WHERE ((status = ANY (ARRAY['signed'::public.contract_status, 'active'::public.contract_status])) AND (definitive_end_date IS NULL));

-- Contracts in review by start: the action centre's review queue, counted and sorted from the index alone.
CREATE INDEX contract_in_review_cover_idx ON public.contract USING btree (start_date) INCLUDE (id, workspace_id, owner_id, contract_key, talent_id) WHERE (status = 'review'::public.contract_status);

CREATE INDEX contract_job_id_idx ON public.contract USING btree (job_id);

-- The list's default order (newest first) and its start-date filter.
CREATE INDEX contract_kind_created_idx ON public.contract USING btree (workspace_id, is_amendment, created_at DESC, id);

CREATE INDEX contract_manager_validated_by_idx ON public.contract USING btree (manager_validated_by);

CREATE INDEX contract_mission_id_idx ON public.contract USING btree (mission_id);

-- Contracts with a modification asked or back in consultant review, by start: the modification rule's queue.
CREATE INDEX contract_modification_cover_idx ON public.contract USING btree (start_date) INCLUDE (id, workspace_id, owner_id, contract_key, talent_id, status) WHERE (status = ANY (ARRAY['admin_modification_requested'::public.contract_status, 'consultant_review'::public.contract_status]));

-- Signed or active contracts not yet sent to the talent, by start: the unsigned-start rule's second part.
CREATE INDEX contract_not_transmitted_cover_idx ON public.contract USING btree (start_date) INCLUDE (id, workspace_id, owner_id, contract_key, talent_id) WHERE ((transmitted_to_talent_at IS NULL) AND (status = ANY (ARRAY['signed'::public.contract_status, 'active'::public.contract_status])));

-- A consultant's contracts by owner, with their ids (the weeks of their contracts)
CREATE INDEX contract_owner_cover_idx ON public.contract USING btree (owner_id) INCLUDE (id, workspace_id);

CREATE INDEX contract_post_cover_idx ON public.contract USING btree (company_id, job_id) INCLUDE (id, workspace_id, contract_key, mission_id, address_id, start_date, end_date, definitive_end_date, minimum_duration_days) WHERE ((contract_type = 'mission'::public.contract_type) AND (status <> ALL (ARRAY['draft'::public.contract_status, 'canceled'::public.contract_status])));

CREATE INDEX contract_pricing_coefficient_override_by_idx ON public.contract_pricing USING btree (coefficient_override_by);

CREATE INDEX contract_pricing_created_by_idx ON public.contract_pricing USING btree (created_by);

CREATE INDEX contract_pricing_updated_by_idx ON public.contract_pricing USING btree (updated_by);

CREATE INDEX contract_pricing_workspace_id_idx ON public.contract_pricing USING btree (workspace_id);

-- The contracts in the review flow (review, modification asked, consultant review), by status: the review
-- queues' first index, before their covering ones above.
CREATE INDEX contract_review_flow_idx ON public.contract USING btree (status) WHERE (status = ANY (ARRAY['review'::public.contract_status, 'admin_modification_requested'::public.contract_status, 'consultant_review'::public.contract_status]));

-- The later running versions of a contract (amendments only), and the contracts on a post
CREATE INDEX contract_running_amendment_idx ON public.contract USING btree (workspace_id, contract_key, amendment_number) WHERE (is_amendment AND (status = ANY (ARRAY['validated'::public.contract_status, 'sent_for_signature'::public.contract_status, 'partially_signed'::public.contract_status, 'signed'::public.contract_status, 'active'::public.contract_status])));

-- A consultant's running contracts with their talents, for the owners' queues over running contracts
-- (made for the expiring documents, whose queue now starts from document_watch.running_owners).
CREATE INDEX contract_running_owner_idx ON public.contract USING btree (owner_id) INCLUDE (talent_id, workspace_id) WHERE (status = ANY (ARRAY['validated'::public.contract_status, 'sent_for_signature'::public.contract_status, 'partially_signed'::public.contract_status, 'signed'::public.contract_status, 'active'::public.contract_status]));

-- Covering partial indexes of the long queues: the count and the sort read the index alone.
CREATE INDEX contract_running_start_cover_idx ON public.contract USING btree (start_date) INCLUDE (id, workspace_id, owner_id, contract_key, talent_id, company_id, is_amendment, amendment_number, contract_type, medical_surveillance, end_date, definitive_end_date, minimum_duration_days) WHERE (status = ANY (ARRAY['validated'::public.contract_status, 'sent_for_signature'::public.contract_status, 'partially_signed'::public.contract_status, 'signed'::public.contract_status, 'active'::public.contract_status]));

-- Indexes the rules read by: the contracts validated to running (by start)…
CREATE INDEX contract_running_start_idx ON public.contract USING btree (start_date) WHERE (status = ANY (ARRAY['validated'::public.contract_status, 'sent_for_signature'::public.contract_status, 'partially_signed'::public.contract_status, 'signed'::public.contract_status, 'active'::public.contract_status]));

-- A talent's running contracts with owner and dates: the watched documents' running end and owners.
CREATE INDEX contract_running_talent_idx ON public.contract USING btree (talent_id) INCLUDE (workspace_id, owner_id, start_date, end_date, definitive_end_date) WHERE (status = ANY (ARRAY['validated'::public.contract_status, 'sent_for_signature'::public.contract_status, 'partially_signed'::public.contract_status, 'signed'::public.contract_status, 'active'::public.contract_status]));

CREATE INDEX contract_signature_link_commercial_condition_idx ON public.contract_signature_link USING btree (commercial_condition_id, sent_at DESC) WHERE (commercial_condition_id IS NOT NULL);

CREATE INDEX contract_signature_link_contact_id_idx ON public.contract_signature_link USING btree (contact_id);

CREATE INDEX contract_signature_link_contract_idx ON public.contract_signature_link USING btree (contract_id, party, sent_at DESC);

CREATE INDEX contract_signature_link_created_by_idx ON public.contract_signature_link USING btree (created_by);

CREATE INDEX contract_signature_link_id_idx ON public.contract_signature USING btree (link_id);

-- Open signature links by sending date: their expiry and reminders (private.run_contract_signature_moves).
CREATE INDEX contract_signature_link_open_idx ON public.contract_signature_link USING btree (sent_at) WHERE ((used_at IS NULL) AND (revoked_at IS NULL) AND (expired_at IS NULL));

CREATE INDEX contract_signature_link_workspace_id_idx ON public.contract_signature_link USING btree (workspace_id);

CREATE INDEX contract_signature_workspace_id_idx ON public.contract_signature USING btree (workspace_id);

CREATE INDEX contract_talent_id_idx ON public.contract USING btree (talent_id, start_date);

CREATE INDEX contract_timesheet_signer_contact_id_idx ON public.contract USING btree (timesheet_signer_contact_id);

-- Unsigned contracts by start: the unsigned-start rule and public.contract_signature_overdue_at.
CREATE INDEX contract_unsigned_start_cover_idx ON public.contract USING btree (start_date) INCLUDE (id, workspace_id, owner_id, contract_key, talent_id) WHERE (status = ANY (ARRAY['draft'::public.contract_status, 'review'::public.contract_status, 'admin_modification_requested'::public.contract_status, 'modification'::public.contract_status, 'consultant_review'::public.contract_status, 'validated'::public.contract_status, 'sent_for_signature'::public.contract_status, 'partially_signed'::public.contract_status]));

CREATE INDEX contract_updated_by_idx ON public.contract USING btree (updated_by);

CREATE INDEX contract_workspace_status_idx ON public.contract USING btree (workspace_id, status);

CREATE INDEX definitive_end_request_assignee_id_idx ON public.definitive_end_request USING btree (assignee_id);

CREATE INDEX definitive_end_request_company_id_idx ON public.definitive_end_request USING btree (company_id);

CREATE INDEX definitive_end_request_contract_id_idx ON public.definitive_end_request USING btree (contract_id);

CREATE INDEX definitive_end_request_created_by_idx ON public.definitive_end_request USING btree (created_by);

CREATE INDEX definitive_end_request_mission_id_idx ON public.definitive_end_request USING btree (mission_id);

-- The open requests with a deadline, as public.request_action_item reads them (the deadlines' rebuild).
CREATE INDEX definitive_end_request_open_due_at_idx ON public.definitive_end_request USING btree (workspace_id, due_at) WHERE ((closed_at IS NULL) AND (due_at IS NOT NULL));

CREATE INDEX definitive_end_request_replacement_contract_id_idx ON public.definitive_end_request USING btree (replacement_contract_id);

CREATE INDEX definitive_end_request_requester_id_idx ON public.definitive_end_request USING btree (requester_id);

CREATE INDEX definitive_end_request_talent_id_idx ON public.definitive_end_request USING btree (talent_id);

CREATE INDEX definitive_end_request_updated_by_idx ON public.definitive_end_request USING btree (updated_by);

CREATE INDEX definitive_end_request_workspace_id_idx ON public.definitive_end_request USING btree (workspace_id);

CREATE INDEX definitive_end_request_workspace_status_idx ON public.definitive_end_request USING btree (workspace_id, status);

-- ## Triggers
-- Each trigger runs the function of the same purpose; its why is beside the function.

CREATE TRIGGER contract_apply_signed_amendment AFTER UPDATE OF status ON public.contract FOR EACH ROW EXECUTE FUNCTION private.apply_signed_amendment();

CREATE TRIGGER contract_audit BEFORE INSERT OR UPDATE ON public.contract FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER contract_change_log AFTER UPDATE ON public.contract FOR EACH ROW EXECUTE FUNCTION private.log_contract_change();

CREATE TRIGGER contract_closes_mission AFTER UPDATE OF status ON public.contract FOR EACH ROW EXECUTE FUNCTION private.close_mission_after_last_contract();

-- The existing trigger (contract_document_watch_sync) does not follow the owner
CREATE TRIGGER contract_document_watch_owner_sync AFTER UPDATE OF owner_id ON public.contract FOR EACH ROW WHEN ((old.owner_id IS DISTINCT FROM new.owner_id)) EXECUTE FUNCTION private.sync_document_watch_contract();

CREATE TRIGGER contract_document_watch_sync AFTER INSERT OR DELETE OR UPDATE OF workspace_id, talent_id, status, end_date, definitive_end_date ON public.contract FOR EACH ROW EXECUTE FUNCTION private.sync_document_watch_contract();

CREATE TRIGGER contract_dpae_check BEFORE INSERT OR UPDATE ON public.contract FOR EACH ROW EXECUTE FUNCTION private.check_contract_dpae();

CREATE TRIGGER contract_generate_planning_insert AFTER INSERT ON public.contract REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.generate_planning_after_contract_insert();

CREATE TRIGGER contract_generate_planning_signed AFTER UPDATE ON public.contract REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.generate_planning_after_contract_signed();

CREATE TRIGGER contract_notify_manager_validation AFTER INSERT OR UPDATE OF owner_id, manager_validated_at ON public.contract FOR EACH ROW EXECUTE FUNCTION private.notify_contract_manager_validation();

CREATE TRIGGER contract_notify_status AFTER UPDATE OF status ON public.contract FOR EACH ROW EXECUTE FUNCTION private.notify_contract_status();

CREATE TRIGGER contract_open_order_post_sync AFTER INSERT OR DELETE OR UPDATE OF workspace_id, company_id, job_id, contract_type, status, mission_id, start_date, end_date, definitive_end_date, minimum_duration_days, address_id ON public.contract FOR EACH ROW EXECUTE FUNCTION private.sync_open_order_post_contract();

CREATE TRIGGER contract_prepare BEFORE INSERT OR UPDATE ON public.contract FOR EACH ROW EXECUTE FUNCTION private.prepare_contract();

-- Named to fire after contract_prepare (which takes the company from the mission and the amendment's contract) and…
CREATE TRIGGER contract_prepare_y_client_contacts BEFORE INSERT OR UPDATE ON public.contract FOR EACH ROW EXECUTE FUNCTION private.prepare_contract_client_contacts();

-- Named to fire after contract_prepare (which completes the mission), before contract_rules_*.
CREATE TRIGGER contract_prepare_z_amendment BEFORE INSERT OR UPDATE ON public.contract FOR EACH ROW EXECUTE FUNCTION private.prepare_contract_amendment();

CREATE TRIGGER contract_pricing_audit BEFORE INSERT OR UPDATE ON public.contract_pricing FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER contract_pricing_billing_rate AFTER INSERT OR UPDATE OF coefficient ON public.contract_pricing FOR EACH ROW EXECUTE FUNCTION private.refresh_contract_billing_rate();

CREATE TRIGGER contract_pricing_change_log AFTER INSERT OR UPDATE ON public.contract_pricing FOR EACH ROW EXECUTE FUNCTION private.log_contract_pricing_change();

CREATE TRIGGER contract_pricing_prepare BEFORE INSERT OR UPDATE ON public.contract_pricing FOR EACH ROW EXECUTE FUNCTION private.prepare_contract_pricing();

CREATE TRIGGER contract_pricing_prepare_floor BEFORE INSERT OR UPDATE ON public.contract_pricing FOR EACH ROW EXECUTE FUNCTION private.check_contract_pricing_floor();

CREATE TRIGGER contract_release_address AFTER DELETE OR UPDATE OF address_id ON public.contract FOR EACH ROW EXECUTE FUNCTION private.release_address();

CREATE TRIGGER contract_rules_a_carence BEFORE INSERT OR UPDATE ON public.contract FOR EACH ROW EXECUTE FUNCTION private.check_contract_carence();

CREATE TRIGGER contract_rules_a_sir_aptitude BEFORE INSERT OR UPDATE OF status ON public.contract FOR EACH ROW EXECUTE FUNCTION private.check_contract_sir_aptitude();

CREATE TRIGGER contract_rules_b_documents BEFORE UPDATE ON public.contract FOR EACH ROW EXECUTE FUNCTION private.check_contract_documents();

CREATE TRIGGER contract_rules_c_terms BEFORE INSERT OR UPDATE ON public.contract FOR EACH ROW EXECUTE FUNCTION private.check_contract_terms();

CREATE TRIGGER contract_rules_d_talent_hours BEFORE INSERT OR UPDATE ON public.contract FOR EACH ROW EXECUTE FUNCTION private.check_contract_talent_hours();

CREATE TRIGGER contract_rules_e_floor BEFORE UPDATE ON public.contract FOR EACH ROW EXECUTE FUNCTION private.check_contract_validation_floor();

CREATE TRIGGER contract_running_contract_watch_sync AFTER INSERT OR DELETE OR UPDATE OF workspace_id, talent_id, company_id, owner_id, contract_key, amendment_number, is_amendment, status, contract_type, medical_surveillance, start_date, end_date, definitive_end_date, minimum_duration_days ON public.contract FOR EACH ROW EXECUTE FUNCTION private.sync_running_contract_watch();

CREATE TRIGGER contract_status BEFORE INSERT OR UPDATE ON public.contract FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'review_comment');

CREATE TRIGGER contract_status_effects AFTER UPDATE OF status ON public.contract FOR EACH ROW EXECUTE FUNCTION private.apply_contract_status_effects();

CREATE TRIGGER definitive_end_request_audit BEFORE INSERT OR UPDATE ON public.definitive_end_request FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER definitive_end_request_edit_lock BEFORE UPDATE ON public.definitive_end_request FOR EACH ROW EXECUTE FUNCTION private.lock_request_content();

CREATE TRIGGER definitive_end_request_effects AFTER INSERT OR UPDATE ON public.definitive_end_request FOR EACH ROW EXECUTE FUNCTION private.apply_definitive_end_request_effects();

CREATE TRIGGER definitive_end_request_notify AFTER INSERT OR UPDATE OF status ON public.definitive_end_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_status();

CREATE TRIGGER definitive_end_request_notify_assignee AFTER INSERT OR UPDATE OF assignee_id ON public.definitive_end_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_assignee();

CREATE TRIGGER definitive_end_request_prepare BEFORE INSERT OR UPDATE ON public.definitive_end_request FOR EACH ROW EXECUTE FUNCTION private.prepare_request();

CREATE TRIGGER definitive_end_request_status BEFORE INSERT OR UPDATE ON public.definitive_end_request FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'status_comment');

CREATE TRIGGER definitive_end_request_transition BEFORE INSERT OR UPDATE ON public.definitive_end_request FOR EACH ROW EXECUTE FUNCTION private.check_request_transition();

CREATE TRIGGER definitive_end_request_validate BEFORE INSERT OR UPDATE ON public.definitive_end_request FOR EACH ROW EXECUTE FUNCTION private.validate_definitive_end_request();

CREATE TRIGGER request_deadline_sync AFTER INSERT OR DELETE OR UPDATE OF id, workspace_id, talent_id, requester_id, assignee_id, status, due_at, closed_at ON public.definitive_end_request FOR EACH ROW EXECUTE FUNCTION private.sync_request_deadline();

-- ## RLS and policies
-- Each policy's name says who may do what; the read and write rules are in docs/rules/roles.md.

ALTER TABLE public.contract ENABLE ROW LEVEL SECURITY;

CREATE POLICY "contract: matrix roles can insert workspace rows" ON public.contract FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('contract'::text, 'insert'::public.permission_action) AS can)));

-- Rows of the caller's workspaces; owners delete their drafts.
CREATE POLICY "contract: matrix roles can select workspace rows" ON public.contract FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('contract'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "contract: matrix roles can update workspace rows" ON public.contract FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('contract'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('contract'::text, 'update'::public.permission_action) AS can)));

CREATE POLICY "contract: matrix roles or owners can delete drafts" ON public.contract FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND (( SELECT private.can('contract'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.can_own('contract'::text, 'delete'::public.permission_action) AS can_own) AND (status = 'draft'::public.contract_status) AND (owner_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

ALTER TABLE public.contract_change ENABLE ROW LEVEL SECURITY;

CREATE POLICY "contract_change: contract readers see the diffs, coefficients t" ON public.contract_change FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('contract'::text, 'select'::public.permission_action) AS can) AND ((NOT is_sensitive) OR ( SELECT private.can('contract_pricing'::text, 'select'::public.permission_action) AS can))));

ALTER TABLE public.contract_pricing ENABLE ROW LEVEL SECURITY;

CREATE POLICY "contract_pricing: matrix roles can delete workspace rows" ON public.contract_pricing FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('contract_pricing'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "contract_pricing: matrix roles can insert workspace rows" ON public.contract_pricing FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('contract_pricing'::text, 'insert'::public.permission_action) AS can)));

-- Coefficients; no row for external CSMs and marketing.
CREATE POLICY "contract_pricing: matrix roles can select workspace rows" ON public.contract_pricing FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('contract_pricing'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "contract_pricing: matrix roles can update workspace rows" ON public.contract_pricing FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('contract_pricing'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('contract_pricing'::text, 'update'::public.permission_action) AS can)));

ALTER TABLE public.contract_signature ENABLE ROW LEVEL SECURITY;

CREATE POLICY "contract_signature: contract readers can select workspace rows" ON public.contract_signature FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND CASE WHEN (commercial_condition_id IS NULL) THEN ( SELECT private.can('contract'::text, 'select'::public.permission_action) AS can) ELSE ( SELECT private.can('commercial_condition'::text, 'select'::public.permission_action) AS can) END));

ALTER TABLE public.contract_signature_link ENABLE ROW LEVEL SECURITY;

CREATE POLICY "contract_signature_link: contract readers can select workspace " ON public.contract_signature_link FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND CASE WHEN (commercial_condition_id IS NULL) THEN ( SELECT private.can('contract'::text, 'select'::public.permission_action) AS can) ELSE ( SELECT private.can('commercial_condition'::text, 'select'::public.permission_action) AS can) END));

ALTER TABLE public.definitive_end_request ENABLE ROW LEVEL SECURITY;

CREATE POLICY "definitive_end_request: matrix roles can delete rows" ON public.definitive_end_request FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('definitive_end_request'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.can_own('definitive_end_request'::text, 'delete'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "definitive_end_request: matrix roles can insert rows" ON public.definitive_end_request FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('definitive_end_request'::text, 'insert'::public.permission_action) AS can) OR (( SELECT private.can_own('definitive_end_request'::text, 'insert'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "definitive_end_request: matrix roles can select rows" ON public.definitive_end_request FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('definitive_end_request'::text, 'select'::public.permission_action) AS can) OR (( SELECT private.can_own('definitive_end_request'::text, 'select'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "definitive_end_request: matrix roles can update rows" ON public.definitive_end_request FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('definitive_end_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('definitive_end_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[])))))) WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('definitive_end_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('definitive_end_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

-- ## Functions

-- The terms an amendment may change (not the parties, the motif — rule 8 — nor the start date).
CREATE FUNCTION private.amendment_term_fields() RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select array['end_date', 'is_precise_term', 'minimum_duration_days', 'hourly_wage', 'reference_hourly_wage', 'bonuses',
               'working_days', 'working_hours', 'schedule', 'job_id', 'job_name', 'qualification_level', 'employee_status',
               'address_id', 'meal_type', 'meal_card_value', 'ppe_by_agency', 'ppe_by_client', 'is_risky_position', 'job_risks',
               'risks_description', 'reinforced_safety_training', 'medical_surveillance', 'contract_reason_justification',
               'replaced_employee', 'timesheet_period', 'timesheet_signer_contact_id', 'timesheet_requires_client_signature',
               'timesheet_auto_send', 'replaced_employee_qualification']
$$;

REVOKE ALL ON FUNCTION private.amendment_term_fields() FROM PUBLIC;
GRANT ALL ON FUNCTION private.amendment_term_fields() TO authenticated;
GRANT ALL ON FUNCTION private.amendment_term_fields() TO service_role;

-- Effects of a contract's status on the talent and the pipeline, done as the system.
CREATE FUNCTION private.apply_contract_status_effects() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.apply_contract_status_effects() FROM PUBLIC;
GRANT ALL ON FUNCTION private.apply_contract_status_effects() TO authenticated;
GRANT ALL ON FUNCTION private.apply_contract_status_effects() TO service_role;

-- The apply itself (AFTER UPDATE of an amendment that became signed).
CREATE FUNCTION private.apply_signed_amendment() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_initial public.contract;
  v_patch jsonb;
  v_next public.contract;
  v_coefficient public.contract_pricing;
  v_previous_flag text := coalesce(current_setting('renfort.applying_amendment', true), '');
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
  v_last date;
  v_from date;
begin
  if not new.is_amendment or new.status <> 'signed' or old.status = 'signed' then
    return null;
  end if;
  select c.* into v_initial from public.contract c
  where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key and not c.is_amendment
  for update;
  select coalesce(jsonb_object_agg(ch ->> 'field', ch -> 'new'), '{}'::jsonb) into v_patch
  from jsonb_array_elements(new.amendment_changes) ch;
  v_next := jsonb_populate_record(v_initial, v_patch);

  perform set_config('renfort.applying_amendment', new.id::text, true);
  perform set_config('renfort.actor', 'system', true);
  select p.* into v_coefficient from public.contract_pricing p where p.contract_id = new.id;
  if v_coefficient.contract_id is not null then
    update public.contract_pricing p
    set coefficient = v_coefficient.coefficient,
        coefficient_override_reason = v_coefficient.coefficient_override_reason,
        coefficient_override_by = v_coefficient.coefficient_override_by,
        coefficient_override_at = v_coefficient.coefficient_override_at
    where p.contract_id = v_initial.id
      and (p.coefficient, p.coefficient_override_reason) is distinct from (v_coefficient.coefficient, v_coefficient.coefficient_override_reason);
  end if;
  update public.contract c
  set end_date = v_next.end_date, is_precise_term = v_next.is_precise_term, minimum_duration_days = v_next.minimum_duration_days,
      hourly_wage = v_next.hourly_wage, reference_hourly_wage = v_next.reference_hourly_wage, bonuses = v_next.bonuses,
      working_days = v_next.working_days, working_hours = v_next.working_hours, schedule = v_next.schedule,
      job_id = v_next.job_id, job_name = v_next.job_name, qualification_level = v_next.qualification_level,
      employee_status = v_next.employee_status, address_id = v_next.address_id, meal_type = v_next.meal_type,
      meal_card_value = v_next.meal_card_value, ppe_by_agency = v_next.ppe_by_agency, ppe_by_client = v_next.ppe_by_client,
      is_risky_position = v_next.is_risky_position, job_risks = v_next.job_risks, risks_description = v_next.risks_description,
      reinforced_safety_training = v_next.reinforced_safety_training, medical_surveillance = v_next.medical_surveillance,
      contract_reason_justification = v_next.contract_reason_justification, replaced_employee = v_next.replaced_employee,
      replaced_employee_qualification = v_next.replaced_employee_qualification,
      timesheet_period = v_next.timesheet_period, timesheet_signer_contact_id = v_next.timesheet_signer_contact_id,
      timesheet_requires_client_signature = v_next.timesheet_requires_client_signature,
      timesheet_auto_send = v_next.timesheet_auto_send,
      version = new.version
  where c.id = v_initial.id;

  -- Planned days: none after the new last day; a new schedule plans again from the effective date.
  perform set_config('renfort.planning_generation', 'on', true);
  v_last := coalesce(v_next.definitive_end_date, v_next.end_date);
  if v_last is not null then
    update public.planning_entry e set status = 'canceled'
    where e.workspace_id = new.workspace_id and e.contract_key = new.contract_key and e.status = 'planned' and e.date > v_last;
  end if;
  if (v_next.schedule, v_next.working_days, v_next.working_hours)
     is distinct from (v_initial.schedule, v_initial.working_days, v_initial.working_hours) then
    v_from := greatest(new.start_date, private.paris_today());
    update public.planning_entry e set status = 'canceled'
    where e.workspace_id = new.workspace_id and e.contract_key = new.contract_key and e.status = 'planned' and e.date >= v_from;
  end if;
  perform set_config('renfort.planning_generation', '', true);
  perform set_config('renfort.actor', v_previous_actor, true);
  perform set_config('renfort.applying_amendment', v_previous_flag, true);
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.apply_signed_amendment() FROM PUBLIC;

-- Employer's break-even coefficient at an hourly pay: 1,21 × (1 + employer rate − RGDU)…
CREATE FUNCTION private.break_even_coefficient(p_hourly_wage numeric, p_on date) RETURNS numeric
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.break_even_coefficient(p_hourly_wage numeric, p_on date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.break_even_coefficient(p_hourly_wage numeric, p_on date) TO authenticated;
GRANT ALL ON FUNCTION private.break_even_coefficient(p_hourly_wage numeric, p_on date) TO service_role;

-- Délai de carence after a contract of p_days calendar days (renewals included)…
CREATE FUNCTION private.carence_days(p_days integer) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when p_days >= 14 then ceil(p_days / 3.0)::integer else ceil(p_days / 2.0)::integer end
$$;

REVOKE ALL ON FUNCTION private.carence_days(p_days integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.carence_days(p_days integer) TO authenticated;
GRANT ALL ON FUNCTION private.carence_days(p_days integer) TO service_role;

-- Whether no waiting period (délai de carence) applies between two contracts on the same post: the
-- next contract's reason waives it, or it replaces the same absent person again, or the talent ended the
-- previous one early (L1251-37-1).
CREATE FUNCTION private.carence_exempt(p_prev_reason public.contract_reason, p_prev_replaced text, p_next_reason public.contract_reason, p_next_replaced text, p_talent_ended boolean) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select p_next_reason in ('urgent_safety_works', 'seasonal', 'usage', 'replacement_owner')
      or (p_next_reason = 'replacement_absence' and p_prev_reason = 'replacement_absence'
          and private.normalize_search(p_prev_replaced) = private.normalize_search(p_next_replaced))
      or coalesce(p_talent_ended, false)
$$;

REVOKE ALL ON FUNCTION private.carence_exempt(p_prev_reason public.contract_reason, p_prev_replaced text, p_next_reason public.contract_reason, p_next_replaced text, p_talent_ended boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION private.carence_exempt(p_prev_reason public.contract_reason, p_prev_replaced text, p_next_reason public.contract_reason, p_next_replaced text, p_talent_ended boolean) TO authenticated;
GRANT ALL ON FUNCTION private.carence_exempt(p_prev_reason public.contract_reason, p_prev_replaced text, p_next_reason public.contract_reason, p_next_replaced text, p_talent_ended boolean) TO service_role;

-- Opening days after p_after needed before a contract may start again: the day following the p_count-th opening day.
CREATE FUNCTION private.carence_first_allowed_day(p_after date, p_count integer, p_days smallint[]) RETURNS date
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when p_count <= 0 then p_after + 1 else (
    select d::date + 1
    from generate_series((p_after + 1)::timestamp, (p_after + 7 * (p_count + 1) + 14)::timestamp, interval '1 day') as d
    where extract(isodow from d)::smallint = any (coalesce(nullif(p_days, '{}'), '{1,2,3,4,5}'::smallint[]))
      and not private.is_french_public_holiday(d::date)
    order by d
    offset p_count - 1 limit 1
  ) end
$$;

REVOKE ALL ON FUNCTION private.carence_first_allowed_day(p_after date, p_count integer, p_days smallint[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.carence_first_allowed_day(p_after date, p_count integer, p_days smallint[]) TO authenticated;
GRANT ALL ON FUNCTION private.carence_first_allowed_day(p_after date, p_count integer, p_days smallint[]) TO service_role;

-- A category compared without spaces or punctuation.
CREATE FUNCTION private.category_matches(p_held text, p_required text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select upper(regexp_replace(coalesce(p_held, ''), '[^[:alnum:]]', '', 'g'))
         like upper(regexp_replace(p_required, '[^[:alnum:]]', '', 'g')) || '%'
$$;

REVOKE ALL ON FUNCTION private.category_matches(p_held text, p_required text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.category_matches(p_held text, p_required text) TO authenticated;
GRANT ALL ON FUNCTION private.category_matches(p_held text, p_required text) TO service_role;

-- BEFORE trigger: removes the spaces of a postal code and refuses one that does not fit its country.
CREATE FUNCTION private.check_address_postal_code() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.check_address_postal_code() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_address_postal_code() TO authenticated;
GRANT ALL ON FUNCTION private.check_address_postal_code() TO service_role;

-- Refuses a mission contract that starts within the délai de carence of another on the same post
-- (client, job, workplace), unless exempt (L1251-36, L1251-37-1; docs/rules/contracts.md, carence).
CREATE FUNCTION private.check_contract_carence() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.check_contract_carence() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_contract_carence() TO authenticated;
GRANT ALL ON FUNCTION private.check_contract_carence() TO service_role;

-- Checked when the contract is validated, sent for signature, signed or activated.
CREATE FUNCTION private.check_contract_documents() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.check_contract_documents() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_contract_documents() TO authenticated;
GRANT ALL ON FUNCTION private.check_contract_documents() TO service_role;

-- Checks a DPAE written by a user (the system — seed, imports, a declaration service's callback — is trusted)…
CREATE FUNCTION private.check_contract_dpae() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_status public.contract_status := case when tg_op = 'UPDATE' then old.status else new.status end;
  v_had_dpae boolean := tg_op = 'UPDATE' and old.dpae_submitted_at is not null;
  v_hiring timestamptz;
  v_folder text;
begin
  if tg_op = 'UPDATE' and (new.dpae_submitted_at, new.dpae_reference, new.dpae_receipt_file)
                          is not distinct from (old.dpae_submitted_at, old.dpae_reference, old.dpae_receipt_file) then
    if not private.is_system() then
      new.dpae_recorded_by := old.dpae_recorded_by;
      new.dpae_recorded_at := old.dpae_recorded_at;
    end if;
    return new;
  end if;
  if private.is_system() then
    return new;
  end if;
  if tg_op = 'INSERT' and new.dpae_submitted_at is null and new.dpae_reference is null and new.dpae_receipt_file is null then
    new.dpae_recorded_by := null;
    new.dpae_recorded_at := null;
    return new;
  end if;

  if not private.can('contract_dpae', 'update') then
    perform private.fail('Seuls les CSM enregistrent la DPAE d''un contrat', 'contract_dpae_right', '42501');
  end if;
  if new.is_amendment or new.contract_type = 'independent_service' then
    perform private.fail('Un avenant ou un contrat de prestation n''a pas de DPAE : elle se déclare sur le contrat de mission',
                         'contract_dpae_not_applicable');
  end if;
  if not (v_status = 'signed' or (v_status = 'active' and not v_had_dpae)) then
    perform private.fail('La DPAE s''enregistre sur un contrat signé, et se corrige jusqu''à son début', 'contract_dpae_status');
  end if;
  new.dpae_reference := nullif(btrim(new.dpae_reference), '');
  if new.dpae_submitted_at is null or new.dpae_reference is null then
    perform private.fail('La date et l''heure de la DPAE et sa référence URSSAF sont obligatoires', 'contract_dpae_incomplete');
  end if;
  if char_length(new.dpae_reference) > 64 then
    perform private.fail('La référence de la DPAE ne doit pas dépasser 64 caractères', 'contract_dpae_reference_length');
  end if;
  if new.dpae_submitted_at > now() then
    perform private.fail('La date de la DPAE ne peut pas être dans le futur', 'contract_dpae_future');
  end if;
  v_hiring := private.contract_hiring_at(new.start_date, new.schedule);
  -- A DPAE made after the hiring breaks L1221-10, but it was made: it is recorded at its true
  -- date (the contract may then start), and the contract's page says « DPAE tardive ». Refusing
  -- it left a contract started without DPAE no honest way forward.
  if new.dpae_submitted_at < v_hiring - interval '8 days' then
    perform private.fail(format('La DPAE ne peut être faite plus de 8 jours avant l''embauche, au plus tôt le %s (art. R1221-5 du Code du travail)',
                                private.paris_date_time(v_hiring - interval '8 days')), 'contract_dpae_too_early');
  end if;
  if new.dpae_receipt_file is not null
     and (tg_op = 'INSERT' or new.dpae_receipt_file is distinct from old.dpae_receipt_file) then
    v_folder := format('%s/contracts/%s/dpae/', new.workspace_id, new.id);
    if left(new.dpae_receipt_file, length(v_folder)) <> v_folder
       or not exists (select 1 from storage.objects o where o.bucket_id = 'documents' and o.name = new.dpae_receipt_file) then
      perform private.fail('Le justificatif de la DPAE doit être déposé sur ce contrat', 'contract_dpae_receipt');
    end if;
  end if;
  new.dpae_recorded_by := auth.uid();
  new.dpae_recorded_at := now();
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_contract_dpae() FROM PUBLIC;

-- A coefficient a user writes is never under the break-even one for the contract's pay, even by derogation.
CREATE FUNCTION private.check_contract_pricing_floor() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.check_contract_pricing_floor() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_contract_pricing_floor() TO authenticated;
GRANT ALL ON FUNCTION private.check_contract_pricing_floor() TO service_role;

-- The per-talent 10 h / 48 h check of a contract's planned hours…
CREATE FUNCTION private.check_contract_talent_hours() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_problem text;
begin
  if new.status in ('canceled', 'draft') or new.contract_type = 'independent_service' then
    return new;
  end if;
  if tg_op = 'UPDATE' and (new.start_date, new.end_date, new.definitive_end_date, new.minimum_duration_days, new.talent_id,
                           new.working_hours, new.working_days)
                          is not distinct from
                          (old.start_date, old.end_date, old.definitive_end_date, old.minimum_duration_days, old.talent_id,
                           old.working_hours, old.working_days)
     and old.status not in ('canceled', 'draft') then
    return new;
  end if;
  v_problem := private.talent_planned_hours_problem(new);
  if v_problem is not null then
    perform private.fail(v_problem, 'contract_talent_hours');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_contract_talent_hours() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_contract_talent_hours() TO authenticated;
GRANT ALL ON FUNCTION private.check_contract_talent_hours() TO service_role;

-- The legal terms of a contract or amendment: trial period (L1251-14), export-order minimum (L1251-12),
-- equal pay (L1251-18), the amendment's effective date and renewals (L1251-35).
CREATE FUNCTION private.check_contract_terms() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

  -- A signed amendment is history: its contract took its terms (a renewal's term is now the
  -- contract's own), so its period and renewal rules are not checked again when a later write
  -- touches it (its sealed copies recorded by the contract-documents function).
  if new.is_amendment and tg_op = 'UPDATE' and old.status = 'signed' then
    return new;
  end if;
  if new.is_amendment then
    select c.* into v_previous from public.contract c
    where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key and c.amendment_number < new.amendment_number
      and c.status <> 'canceled'
    order by c.amendment_number desc limit 1;
  end if;
  -- Another amendment takes effect inside the contract's period (docs/rules/contracts.md, avenants).
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
       and v_previous.end_date is not null and private.paris_today() > v_previous.end_date then
      perform private.fail(format('Un renouvellement doit être signé avant le terme du contrat (%s) : après, il faut un nouveau contrat (L1251-35)',
                                  private.fr_date(v_previous.end_date)), 'contract_renewal_signed_before_term');
    end if;
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_contract_terms() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_contract_terms() TO authenticated;
GRANT ALL ON FUNCTION private.check_contract_terms() TO service_role;

-- A user cannot validate a contract whose coefficient is under the break-even one (its pay may have changed).
CREATE FUNCTION private.check_contract_validation_floor() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.check_contract_validation_floor() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_contract_validation_floor() TO authenticated;
GRANT ALL ON FUNCTION private.check_contract_validation_floor() TO service_role;

-- BEFORE trigger: normalises and validates the phone columns named in the arguments.
CREATE FUNCTION private.check_phone_columns() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.check_phone_columns() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_phone_columns() TO authenticated;
GRANT ALL ON FUNCTION private.check_phone_columns() TO service_role;

-- A base URL the links may start with: http(s), host, optional port, no path, query or quotes.
CREATE FUNCTION private.checked_base_url(p_url text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
begin
  if p_url is null or p_url !~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?/?$' then
    perform private.fail('Adresse de l''application invalide pour les liens de signature', 'contract_signature_base_url');
  end if;
  return rtrim(p_url, '/');
end
$_$;

REVOKE ALL ON FUNCTION private.checked_base_url(p_url text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.checked_base_url(p_url text) TO authenticated;
GRANT ALL ON FUNCTION private.checked_base_url(p_url text) TO service_role;

-- Three automatic moves of the transition table that nothing made (docs/reachability.md): 1.
CREATE FUNCTION private.close_mission_after_last_contract() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  if new.mission_id is null or new.is_amendment or new.status not in ('ended', 'terminated_early', 'canceled')
     or new.status is not distinct from old.status then
    return null;
  end if;
  if exists (select 1 from public.contract c
             where c.mission_id = new.mission_id and not c.is_amendment
               and c.status not in ('ended', 'terminated_early', 'canceled')) then
    return null;
  end if;
  perform set_config('renfort.actor', 'system', true);
  perform set_config('renfort.status_comment', 'Fin du dernier contrat de la commande (automatique)', true);
  update public.mission m set status = 'closed' where m.id = new.mission_id and m.status = 'in_progress';
  perform set_config('renfort.status_comment', '', true);
  perform set_config('renfort.actor', v_previous_actor, true);
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.close_mission_after_last_contract() FROM PUBLIC;

-- A new dated value closes the open row of its key the day before it starts.
CREATE FUNCTION private.close_previous_legal_parameter() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.legal_parameter p set valid_to = new.valid_from - 1
  where p.key = new.key and p.valid_to is null and p.valid_from < new.valid_from;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.close_previous_legal_parameter() FROM PUBLIC;
GRANT ALL ON FUNCTION private.close_previous_legal_parameter() TO authenticated;
GRANT ALL ON FUNCTION private.close_previous_legal_parameter() TO service_role;

-- The French refusal of a coefficient under the break-even coefficient at a pay (null when it is not): no
-- derogation goes below it (docs/rules/contracts.md, coefficient).
CREATE FUNCTION private.coefficient_floor_problem(p_coefficient numeric, p_hourly_wage numeric, p_on date) RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_floor numeric := private.break_even_coefficient(p_hourly_wage, p_on);
begin
  if p_coefficient is not null and v_floor is not null and p_coefficient < v_floor then
    return format('Le coefficient (%s) est sous le seuil de rentabilité de %s pour un salaire de %s € (charges, IFM et ICCP comprises) : même une dérogation ne peut l''accepter',
                  private.fr_number(p_coefficient), private.fr_number(v_floor), private.fr_number(p_hourly_wage));
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.coefficient_floor_problem(p_coefficient numeric, p_hourly_wage numeric, p_on date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.coefficient_floor_problem(p_coefficient numeric, p_hourly_wage numeric, p_on date) TO authenticated;
GRANT ALL ON FUNCTION private.coefficient_floor_problem(p_coefficient numeric, p_hourly_wage numeric, p_on date) TO service_role;

-- Signature of the contract: the chosen signatory, or the company's default.
CREATE FUNCTION private.contract_client_signer(p_contract public.contract) RETURNS public.contact
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select ct.* from public.contact ct
  where ct.id = coalesce(p_contract.client_signer_contact_id,
                         private.company_role_contact(p_contract.company_id, 'contract_signatory'))
$$;

REVOKE ALL ON FUNCTION private.contract_client_signer(p_contract public.contract) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_client_signer(p_contract public.contract) TO authenticated;
GRANT ALL ON FUNCTION private.contract_client_signer(p_contract public.contract) TO service_role;

-- Days a contract works between two dates: its working days of the week, public holidays excluded.
CREATE FUNCTION private.contract_days_worked(p_start date, p_end date, p_working_days smallint[]) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select count(*)::integer from generate_series(p_start, p_end, interval '1 day') d
  where extract(isodow from d)::smallint = any (p_working_days) and not private.is_french_public_holiday(d::date)
$$;

REVOKE ALL ON FUNCTION private.contract_days_worked(p_start date, p_end date, p_working_days smallint[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_days_worked(p_start date, p_end date, p_working_days smallint[]) TO authenticated;
GRANT ALL ON FUNCTION private.contract_days_worked(p_start date, p_end date, p_working_days smallint[]) TO service_role;

-- The columns whose edit is worth a line: not the audit columns, the status (its own history), nor the billing rate…
CREATE FUNCTION private.contract_diff(p_old jsonb, p_new jsonb, p_skip text[]) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(jsonb_agg(jsonb_build_object('field', n.key, 'old', o.value, 'new', n.value) order by n.key), '[]'::jsonb)
  from jsonb_each(p_new) n join jsonb_each(p_old) o on o.key = n.key
  where n.value is distinct from o.value and not (n.key = any (p_skip))
$$;

REVOKE ALL ON FUNCTION private.contract_diff(p_old jsonb, p_new jsonb, p_skip text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_diff(p_old jsonb, p_new jsonb, p_skip text[]) TO authenticated;
GRANT ALL ON FUNCTION private.contract_diff(p_old jsonb, p_new jsonb, p_skip text[]) TO service_role;

-- The SIR medical aptitude of a contract is the one held when the talent takes the post…
CREATE FUNCTION private.contract_document_problem(p_talent_id uuid, p_job_id uuid, p_start date, p_end date) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.contract_document_problem(p_talent_id, p_job_id, null, p_start, p_end, private.contract_needs_sir('vip', false, p_job_id))
$$;

REVOKE ALL ON FUNCTION private.contract_document_problem(p_talent_id uuid, p_job_id uuid, p_start date, p_end date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_document_problem(p_talent_id uuid, p_job_id uuid, p_start date, p_end date) TO authenticated;
GRANT ALL ON FUNCTION private.contract_document_problem(p_talent_id uuid, p_job_id uuid, p_start date, p_end date) TO service_role;

-- The first mandatory document a talent lacks for a contract (residence permit, job and order qualifications,
-- SIR aptitude) as a French message, null when none (docs/rules/contracts.md, documents obligatoires).
CREATE FUNCTION private.contract_document_problem(p_talent_id uuid, p_job_id uuid, p_mission_id uuid, p_start date, p_end date, p_sir boolean) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_nationality text;
  v_req record;
  v_best record;
  v_label text;
  v_any boolean;
  v_on date;
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

  -- SIR: an aptitude (apte, apte avec aménagements) valid on the day the talent takes the post
  -- (the start, or today once it has passed), from a SIR visit or a verified medical document of
  -- category SIR / aptitude, never an unfitness (« SIR – inapte »).
  v_on := greatest(p_start, private.paris_today());
  if p_sir and not private.has_sir_aptitude(p_talent_id, v_on) and not exists (
    select 1 from public.document d
    where d.talent_id = p_talent_id and d.type = 'medical_attestation' and d.status in ('valid', 'expiring_soon')
      and (d.category ilike '%SIR%' or d.category ilike '%apt%') and d.category not ilike '%inapt%'
      and (d.issued_at is null or d.issued_at <= v_on) and (d.expiry_date is null or d.expiry_date >= v_on)
  ) then
    return format('Poste en suivi individuel renforcé (SIR) : le talent n''a pas d''avis d''aptitude médicale valide le %s, jour de sa prise de poste (R4624-24)',
                  private.fr_date(v_on));
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.contract_document_problem(p_talent_id uuid, p_job_id uuid, p_mission_id uuid, p_start date, p_end date, p_sir boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_document_problem(p_talent_id uuid, p_job_id uuid, p_mission_id uuid, p_start date, p_end date, p_sir boolean) TO authenticated;
GRANT ALL ON FUNCTION private.contract_document_problem(p_talent_id uuid, p_job_id uuid, p_mission_id uuid, p_start date, p_end date, p_sir boolean) TO service_role;

-- One souplesse (L1251-30) for the preview, the documents, the time moves and the timesheets' contract span…
CREATE FUNCTION private.contract_flexibility_days(p_start date, p_end date, p_days smallint[]) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when p_end is null then 0 else
    private.flexibility_days(private.contract_days_worked(p_start, p_end, coalesce(nullif(p_days, '{}'), '{1,2,3,4,5}'::smallint[]))) end
$$;

REVOKE ALL ON FUNCTION private.contract_flexibility_days(p_start date, p_end date, p_days smallint[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_flexibility_days(p_start date, p_end date, p_days smallint[]) TO authenticated;
GRANT ALL ON FUNCTION private.contract_flexibility_days(p_start date, p_end date, p_days smallint[]) TO service_role;

-- The hiring instant: the start date at the first time the contract's schedule names ("7h30–12h / 13h–16h30" → 7:30)…
CREATE FUNCTION private.contract_hiring_at(p_start date, p_schedule text) RETURNS timestamp with time zone
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_match text[];
  v_time time := time '00:00';
begin
  v_match := regexp_match(coalesce(p_schedule, ''), '(\d{1,2})\s*h\s*(\d{2})?');
  if v_match is not null and v_match[1]::integer < 24 and coalesce(nullif(v_match[2], ''), '0')::integer < 60 then
    v_time := make_time(v_match[1]::integer, coalesce(nullif(v_match[2], ''), '0')::integer, 0);
  end if;
  return (p_start + v_time) at time zone 'Europe/Paris';
end
$$;

REVOKE ALL ON FUNCTION private.contract_hiring_at(p_start date, p_schedule text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_hiring_at(p_start date, p_schedule text) TO authenticated;
GRANT ALL ON FUNCTION private.contract_hiring_at(p_start date, p_schedule text) TO service_role;

-- The last day a contract may run: see the header.
CREATE FUNCTION private.contract_last_day(p_contract public.contract) RETURNS date
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_flex integer;
  v_day date;
begin
  if p_contract.definitive_end_date is not null then
    return case when p_contract.definitive_end_reason in ('term_reached', 'flex_advance') then p_contract.definitive_end_date end;
  end if;
  if p_contract.end_date is null then
    return null;
  end if;
  v_flex := private.contract_flexibility_days(p_contract.start_date, p_contract.end_date, p_contract.working_days);
  v_day := p_contract.end_date;
  while v_flex > 0 loop
    v_day := v_day + 1;
    if extract(isodow from v_day)::smallint = any (p_contract.working_days) and not private.is_french_public_holiday(v_day) then
      v_flex := v_flex - 1;
    end if;
  end loop;
  return v_day;
end
$$;

REVOKE ALL ON FUNCTION private.contract_last_day(p_contract public.contract) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_last_day(p_contract public.contract) TO authenticated;
GRANT ALL ON FUNCTION private.contract_last_day(p_contract public.contract) TO service_role;

-- A contract's last day from its dates: the definitive end, else the term, else the last day of the
-- minimum duration (imprecise term, L1251-11: a 26-day minimum from 7 December ends on 1 January,
-- its first day counted); the carence and duration rules compare contracts by it.
CREATE FUNCTION private.contract_last_day(p_start date, p_end date, p_definitive_end date, p_minimum_days integer) RETURNS date
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(p_definitive_end, p_end, p_start + greatest(coalesce(p_minimum_days, 1), 1) - 1)
$$;

REVOKE ALL ON FUNCTION private.contract_last_day(p_start date, p_end date, p_definitive_end date, p_minimum_days integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_last_day(p_start date, p_end date, p_definitive_end date, p_minimum_days integer) TO authenticated;
GRANT ALL ON FUNCTION private.contract_last_day(p_start date, p_end date, p_definitive_end date, p_minimum_days integer) TO service_role;

-- Whether a contract needs the SIR medical aptitude: a SIR post, a post at risk…
CREATE FUNCTION private.contract_needs_sir(p_medical public.medical_surveillance, p_risky boolean, p_job_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p_medical = 'sir' or coalesce(p_risky, false)
         or exists (select 1 from private.job_document_requirements(p_job_id) r where r.type in ('caces', 'electrical_clearance'))
$$;

REVOKE ALL ON FUNCTION private.contract_needs_sir(p_medical public.medical_surveillance, p_risky boolean, p_job_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_needs_sir(p_medical public.medical_surveillance, p_risky boolean, p_job_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.contract_needs_sir(p_medical public.medical_surveillance, p_risky boolean, p_job_id uuid) TO service_role;

-- The documents of a contract (row), as the rules read them.
CREATE FUNCTION private.contract_row_document_problem(p_contract public.contract) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case when p_contract.contract_type = 'independent_service' then null else
    private.contract_document_problem(p_contract.talent_id, p_contract.job_id, p_contract.mission_id, p_contract.start_date,
      private.contract_last_day(p_contract.start_date, p_contract.end_date, p_contract.definitive_end_date, p_contract.minimum_duration_days),
      private.contract_needs_sir(p_contract.medical_surveillance, p_contract.is_risky_position, p_contract.job_id)) end
$$;

REVOKE ALL ON FUNCTION private.contract_row_document_problem(p_contract public.contract) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_row_document_problem(p_contract public.contract) TO authenticated;
GRANT ALL ON FUNCTION private.contract_row_document_problem(p_contract public.contract) TO service_role;

-- The text the signer accepts, kept with the evidence: a contract's, or an amendment's (by its number).
CREATE FUNCTION private.contract_signature_consent(p_party public.contract_signature_party, p_amendment_number smallint DEFAULT 0) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case
    when coalesce(p_amendment_number, 0) > 0 and p_party = 'talent'
      then format('J''ai lu l''avenant n° %s à mon contrat de mission et je le signe électroniquement.', p_amendment_number)
    when coalesce(p_amendment_number, 0) > 0
      then format('J''ai lu l''avenant n° %s au contrat de mise à disposition et je le signe électroniquement au nom de l''entreprise utilisatrice.',
                  p_amendment_number)
    when p_party = 'talent' then 'J''ai lu le contrat de mission et je le signe électroniquement.'
    else 'J''ai lu le contrat de mise à disposition et je le signe électroniquement au nom de l''entreprise utilisatrice.' end
$$;

REVOKE ALL ON FUNCTION private.contract_signature_consent(p_party public.contract_signature_party, p_amendment_number smallint) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_signature_consent(p_party public.contract_signature_party, p_amendment_number smallint) TO authenticated;
GRANT ALL ON FUNCTION private.contract_signature_consent(p_party public.contract_signature_party, p_amendment_number smallint) TO service_role;

-- Start + 2 jours ouvrables (every day but Sundays and public holidays), L1251-17: the one count of the
-- 2-working-day rule (the action centre, « Contrats hors délai », the list's filter; the screens' twin is
-- src/lib/contracts/late-start.ts)…
CREATE FUNCTION private.contract_signature_deadline(p_start date) RETURNS date
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  v_day date := p_start;
  v_left integer := 2;
begin
  while v_left > 0 loop
    v_day := v_day + 1;
    if extract(isodow from v_day) <> 7 and not private.is_french_public_holiday(v_day) then
      v_left := v_left - 1;
    end if;
  end loop;
  return v_day;
end
$$;

REVOKE ALL ON FUNCTION private.contract_signature_deadline(p_start date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_signature_deadline(p_start date) TO authenticated;
GRANT ALL ON FUNCTION private.contract_signature_deadline(p_start date) TO service_role;

-- The link of a token, or the French refusal the page shows: unknown (PT404), used, revoked or expired…
CREATE FUNCTION private.contract_signature_link_for_token(p_token text, p_now timestamp with time zone DEFAULT now()) RETURNS public.contract_signature_link
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_link public.contract_signature_link;
  v_amendment boolean;
begin
  if p_token is null or length(p_token) < 32 or length(p_token) > 128 then
    raise exception using message = 'Lien de signature inconnu', errcode = 'PT404', hint = 'unknown';
  end if;
  select l.* into v_link from public.contract_signature_link l where l.token_hash = private.sha256_hex(p_token);
  if not found then
    raise exception using message = 'Lien de signature inconnu', errcode = 'PT404', hint = 'unknown';
  end if;
  if v_link.commercial_condition_id is not null then
    if v_link.used_at is not null or exists (select 1 from public.contract_signature s where s.commercial_condition_id = v_link.commercial_condition_id) then
      raise exception using message = 'Ces conditions ont déjà été signées avec ce lien', errcode = 'PT410', hint = 'used';
    end if;
  end if;
  v_amendment := coalesce((select c.is_amendment from public.contract c where c.id = v_link.contract_id), false);
  if v_link.commercial_condition_id is null
     and (v_link.used_at is not null or exists (select 1 from public.contract_signature s where s.contract_id = v_link.contract_id and s.party = v_link.party)) then
    raise exception using message = case when v_amendment then 'Cet avenant a déjà été signé avec ce lien' else 'Ce contrat a déjà été signé avec ce lien' end,
                          errcode = 'PT410', hint = 'used';
  end if;
  if v_link.revoked_at is not null then
    raise exception using message = 'Ce lien a été remplacé par un lien plus récent', errcode = 'PT410', hint = 'revoked';
  end if;
  if v_link.expires_at <= p_now or v_link.expired_at is not null then
    raise exception using message = 'Ce lien de signature a expiré', errcode = 'PT410', hint = 'expired';
  end if;
  if v_link.commercial_condition_id is not null then
    if not exists (select 1 from public.commercial_condition cc where cc.id = v_link.commercial_condition_id and cc.status = 'sent_for_signature') then
      raise exception using message = 'Ces conditions n''attendent plus de signature', errcode = 'PT410', hint = 'closed';
    end if;
  elsif not exists (select 1 from public.contract c where c.id = v_link.contract_id and c.status in ('sent_for_signature', 'partially_signed')) then
    raise exception using message = case when v_amendment then 'Cet avenant n''attend plus de signature' else 'Ce contrat n''attend plus de signature' end,
                          errcode = 'PT410', hint = 'closed';
  end if;
  return v_link;
end
$$;

REVOKE ALL ON FUNCTION private.contract_signature_link_for_token(p_token text, p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_signature_link_for_token(p_token text, p_now timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION private.contract_signature_link_for_token(p_token text, p_now timestamp with time zone) TO service_role;

-- The talent's name and e-mail, read as the definer (the caller's RLS already showed the contract).
CREATE FUNCTION private.contract_talent_contact(p_talent_id uuid) RETURNS public.talent
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select t.* from public.talent t where t.id = p_talent_id
$$;

REVOKE ALL ON FUNCTION private.contract_talent_contact(p_talent_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_talent_contact(p_talent_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.contract_talent_contact(p_talent_id uuid) TO service_role;

-- A signed amendment is applied to its contract, and the contract carries its bonuses…
CREATE FUNCTION private.contract_terms(p_row jsonb) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
  from jsonb_each(p_row) e where e.key = any (private.amendment_term_fields())
$$;

REVOKE ALL ON FUNCTION private.contract_terms(p_row jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_terms(p_row jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.contract_terms(p_row jsonb) TO service_role;

-- While an amendment is applied, its contract's frozen terms and coefficient may change…
CREATE FUNCTION private.contract_terms_locked(p_status public.contract_status) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select p_status in ('signed', 'active', 'ended', 'terminated_early', 'canceled')
         and coalesce(current_setting('renfort.applying_amendment', true), '') = ''
$$;

REVOKE ALL ON FUNCTION private.contract_terms_locked(p_status public.contract_status) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_terms_locked(p_status public.contract_status) TO authenticated;
GRANT ALL ON FUNCTION private.contract_terms_locked(p_status public.contract_status) TO service_role;

-- Souplesse (L1251-30): one day per five days worked, two days under ten days worked.
CREATE FUNCTION private.flexibility_days(p_worked_days integer) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when p_worked_days < 10 then 2 else p_worked_days / 5 end
$$;

REVOKE ALL ON FUNCTION private.flexibility_days(p_worked_days integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.flexibility_days(p_worked_days integer) TO authenticated;
GRANT ALL ON FUNCTION private.flexibility_days(p_worked_days integer) TO service_role;

-- Hours written the French way (9,5 h).
CREATE FUNCTION private.fr_hours(p_interval interval) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select private.fr_decimal(round((extract(epoch from p_interval) / 3600)::numeric, 2)) || ' h'
$$;

REVOKE ALL ON FUNCTION private.fr_hours(p_interval interval) FROM PUBLIC;
GRANT ALL ON FUNCTION private.fr_hours(p_interval interval) TO authenticated;
GRANT ALL ON FUNCTION private.fr_hours(p_interval interval) TO service_role;

-- Dated legal values are never rewritten in place: the SMIC of a period that has begun stays what it was…
CREATE FUNCTION private.guard_legal_parameter_history() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'DELETE' then
    if old.valid_from <= private.paris_today() then
      perform private.fail(format('La valeur du paramètre « %s » en vigueur depuis le %s ne peut pas être supprimée : ajoutez une nouvelle valeur datée',
                                  old.key, private.fr_date(old.valid_from)), 'legal_parameter_history');
    end if;
    return old;
  end if;
  if tg_op = 'UPDATE' and old.valid_from <= private.paris_today() then
    if (new.key, new.value, new.unit, new.valid_from) is distinct from (old.key, old.value, old.unit, old.valid_from) then
      perform private.fail(format('La valeur du paramètre « %s » en vigueur depuis le %s ne peut pas être modifiée : ajoutez une nouvelle valeur datée à partir d''aujourd''hui',
                                  old.key, private.fr_date(old.valid_from)), 'legal_parameter_history');
    end if;
    if new.valid_to is distinct from old.valid_to and new.valid_to is not null and new.valid_to < private.paris_today() - 1 then
      perform private.fail(format('La période du paramètre « %s » ne peut pas être close avant hier (%s) : le passé ne se réécrit pas',
                                  old.key, private.fr_date(private.paris_today() - 1)), 'legal_parameter_history');
    end if;
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.guard_legal_parameter_history() FROM PUBLIC;
GRANT ALL ON FUNCTION private.guard_legal_parameter_history() TO authenticated;
GRANT ALL ON FUNCTION private.guard_legal_parameter_history() TO service_role;

-- A contract administrator (CSM, external CSM, accounting, not also a consultant): their edits send a
-- contract under review back to the consultant and are flagged as administrative in its change log.
CREATE FUNCTION private.is_contract_admin() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.has_any_role('{csm_team_member,external_csm_team_member,accounting_team_member}')
         and not private.has_role('consultant_team_member')
$$;

REVOKE ALL ON FUNCTION private.is_contract_admin() FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_contract_admin() TO authenticated;
GRANT ALL ON FUNCTION private.is_contract_admin() TO service_role;

-- Nationals of the EU, the EEA and Switzerland need no residence permit to work in France.
CREATE FUNCTION private.is_eea_or_swiss(p_country text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select p_country = any ('{AT,BE,BG,HR,CY,CZ,DK,EE,FI,FR,DE,GR,HU,IE,IT,LV,LT,LU,MT,NL,PL,PT,RO,SK,SI,ES,SE,IS,LI,NO,CH}'::text[])
$$;

REVOKE ALL ON FUNCTION private.is_eea_or_swiss(p_country text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_eea_or_swiss(p_country text) TO authenticated;
GRANT ALL ON FUNCTION private.is_eea_or_swiss(p_country text) TO service_role;

-- An E.164 number that the front end's validator (libphonenumber) would also accept for France, Monaco (+377), Belgium…
CREATE FUNCTION private.is_valid_phone(p_phone text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select p_phone ~ '^\+[1-9][0-9]{5,14}$' and case
    when p_phone like '+33%' then p_phone ~ '^\+33[1-9][0-9]{8}$'
    when p_phone like '+377%' then p_phone ~ '^\+377([3-9][0-9]{7}|6[0-9]{8})$'
    when p_phone like '+32%' then p_phone ~ '^\+32([1-9][0-9]{7}|4[0-9]{8})$'
    when p_phone like '+41%' then p_phone ~ '^\+41[1-9][0-9]{8}$'
    else true
  end
$_$;

REVOKE ALL ON FUNCTION private.is_valid_phone(p_phone text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_valid_phone(p_phone text) TO authenticated;
GRANT ALL ON FUNCTION private.is_valid_phone(p_phone text) TO service_role;

-- Creates one link for a party, writes its mail to the outbox, returns the link's id.
CREATE FUNCTION private.issue_contract_signature_link(p_contract public.contract, p_party public.contract_signature_party, p_name text, p_email text, p_contact_id uuid, p_base_url text, p_expires_at timestamp with time zone, p_reminder smallint, p_now timestamp with time zone DEFAULT now()) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_token text := translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_');
  v_link text := p_base_url || '/sign/contract?token=' || v_token;
  v_id uuid;
  v_workspace text := (select w.name from public.workspace w where w.id = p_contract.workspace_id);
  v_document text := case p_party when 'talent' then 'votre contrat de mission' else 'le contrat de mise à disposition' end;
  v_subject text;
  v_invitation text;
begin
  insert into public.contract_signature_link (workspace_id, contract_id, party, signer_name, signer_email, contact_id, token_hash,
                                              base_url, reminder_number, sent_at, expires_at, created_by)
  values (p_contract.workspace_id, p_contract.id, p_party, p_name, lower(p_email), p_contact_id, private.sha256_hex(v_token),
          p_base_url, p_reminder, p_now, p_expires_at, auth.uid())
  returning id into v_id;
  -- An amendment is signed as one (docs/rules/contracts.md#amendments): its number, its type, its
  -- effective date and its term, to each party in their words.
  if p_contract.is_amendment then
    v_subject := format('Avenant n° %s au %s %s à signer', p_contract.amendment_number,
                        case p_party when 'talent' then 'contrat de mission' else 'contrat de mise à disposition' end, p_contract.contract_key);
    v_invitation := format('l''avenant n° %s %s %s (%s, à compter du %s%s)', p_contract.amendment_number,
                           case p_party when 'talent' then 'à votre contrat de mission' else 'au contrat de mise à disposition' end,
                           p_contract.contract_key, lower(private.enum_label('amendment_type', p_contract.amendment_type::text)),
                           private.fr_date(p_contract.start_date), coalesce(', fin le ' || private.fr_date(p_contract.end_date), ''));
  else
    v_subject := case p_party when 'talent' then 'Votre contrat de mission ' else 'Contrat de mise à disposition ' end
                 || p_contract.contract_key || ' à signer';
    v_invitation := format('%s %s (mission du %s%s)', v_document, p_contract.contract_key, private.fr_date(p_contract.start_date),
                           coalesce(' au ' || private.fr_date(p_contract.end_date), ''));
  end if;
  insert into public.mail_outbox (workspace_id, recipient, subject, body, link, kind, entity, entity_id, created_at)
  values (p_contract.workspace_id, lower(p_email),
          case when p_reminder > 0 then 'Rappel : ' else '' end || v_subject,
          format(E'Bonjour %s,\n\n%s vous invite à signer électroniquement %s.\n\nCe lien est personnel et ne sert qu''une fois ; il expire le %s.',
                 p_name, v_workspace, v_invitation, to_char(p_expires_at at time zone 'Europe/Paris', 'DD/MM/YYYY à HH24:MI')),
          v_link, case when p_reminder > 0 then 'contract_signature_reminder' else 'contract_signature' end,
          'contract', p_contract.id, p_now);
  return v_id;
end
$$;

REVOKE ALL ON FUNCTION private.issue_contract_signature_link(p_contract public.contract, p_party public.contract_signature_party, p_name text, p_email text, p_contact_id uuid, p_base_url text, p_expires_at timestamp with time zone, p_reminder smallint, p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.issue_contract_signature_link(p_contract public.contract, p_party public.contract_signature_party, p_name text, p_email text, p_contact_id uuid, p_base_url text, p_expires_at timestamp with time zone, p_reminder smallint, p_now timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION private.issue_contract_signature_link(p_contract public.contract, p_party public.contract_signature_party, p_name text, p_email text, p_contact_id uuid, p_base_url text, p_expires_at timestamp with time zone, p_reminder smallint, p_now timestamp with time zone) TO service_role;

-- The documents a job requires, from its typical qualifications, with the accepted categories…
CREATE FUNCTION private.job_document_requirements(p_job_id uuid) RETURNS TABLE(type public.document_type, categories text[])
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.job_document_requirements(p_job_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.job_document_requirements(p_job_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.job_document_requirements(p_job_id uuid) TO service_role;

-- The document types a job requires, as one sorted array (without the accepted categories).
CREATE FUNCTION private.job_required_document_types(p_job_id uuid) RETURNS public.document_type[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(r.type order by r.type), '{}') from private.job_document_requirements(p_job_id) r
$$;

REVOKE ALL ON FUNCTION private.job_required_document_types(p_job_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.job_required_document_types(p_job_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.job_required_document_types(p_job_id uuid) TO service_role;

-- The DPAE on the contract (déclaration préalable à l'embauche, Code du travail L1221-10 and R1221-5)…
CREATE FUNCTION private.log_contract_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_changes jsonb;
begin
  v_changes := private.contract_diff(to_jsonb(old), to_jsonb(new),
    '{status,status_changed_at,review_comment,hourly_billing_rate,created_at,created_by,updated_at,updated_by,amendment_changes,dpae_recorded_by,dpae_recorded_at}');
  if jsonb_array_length(v_changes) > 0 then
    insert into public.contract_change (workspace_id, contract_id, changed_by, status, is_admin_edit, changes, amendment_id)
    values (new.workspace_id, new.id, auth.uid(), old.status, not private.is_system() and private.is_contract_admin(), v_changes,
            nullif(current_setting('renfort.applying_amendment', true), '')::uuid);
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.log_contract_change() FROM PUBLIC;
GRANT ALL ON FUNCTION private.log_contract_change() TO authenticated;
GRANT ALL ON FUNCTION private.log_contract_change() TO service_role;

-- Logs a contract's coefficient change in contract_change as a sensitive line: who changed the price, when.
CREATE FUNCTION private.log_contract_pricing_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_changes jsonb;
  v_status public.contract_status;
begin
  v_changes := private.contract_diff(
    case when tg_op = 'INSERT' then '{"coefficient": null, "coefficient_override_reason": null}'::jsonb
         else jsonb_build_object('coefficient', old.coefficient, 'coefficient_override_reason', old.coefficient_override_reason) end,
    jsonb_build_object('coefficient', new.coefficient, 'coefficient_override_reason', new.coefficient_override_reason),
    '{}');
  if jsonb_array_length(v_changes) > 0 then
    select c.status into v_status from public.contract c where c.id = new.contract_id;
    insert into public.contract_change (workspace_id, contract_id, changed_by, status, is_admin_edit, is_sensitive, changes, amendment_id)
    values (new.workspace_id, new.contract_id, auth.uid(), coalesce(v_status, 'draft'),
            not private.is_system() and private.is_contract_admin(), true, v_changes,
            nullif(current_setting('renfort.applying_amendment', true), '')::uuid);
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.log_contract_pricing_change() FROM PUBLIC;
GRANT ALL ON FUNCTION private.log_contract_pricing_change() TO authenticated;
GRANT ALL ON FUNCTION private.log_contract_pricing_change() TO service_role;

-- Copies a mail to the local server's dev mailbox when it exists (never on hosted Supabase).
CREATE FUNCTION private.mirror_mail_to_dev_outbox() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
begin
  if to_regclass('auth._mail_outbox') is not null then
    execute 'insert into auth._mail_outbox (recipient, subject, html, body, link, type) values ($1, $2, $3, $4, $5, $6)'
      using new.recipient, new.subject,
            '<p>' || replace(replace(replace(new.body, '&', '&amp;'), '<', '&lt;'), E'\n', '<br>') || '</p>'
              || coalesce('<p><a href="' || replace(new.link, '"', '%22') || '">' || replace(new.link, '<', '&lt;') || '</a></p>', '')
              || coalesce('<p>Pièces jointes : ' || replace((select string_agg(a ->> 'filename', ', ') from jsonb_array_elements(new.attachments) a), '<', '&lt;') || '</p>', ''),
            new.body, new.link, new.kind;
  end if;
  return null;
end
$_$;

REVOKE ALL ON FUNCTION private.mirror_mail_to_dev_outbox() FROM PUBLIC;
GRANT ALL ON FUNCTION private.mirror_mail_to_dev_outbox() TO authenticated;
GRANT ALL ON FUNCTION private.mirror_mail_to_dev_outbox() TO service_role;

-- The p_n-th working day from p_start included…
CREATE FUNCTION private.nth_working_day(p_start date, p_n integer, p_days smallint[]) RETURNS date
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when coalesce(p_n, 0) <= 0 then null else (
    select d::date
    from generate_series(p_start::timestamp, (p_start + 7 * (p_n + 1) + 14)::timestamp, interval '1 day') as d
    where extract(isodow from d)::smallint = any (coalesce(nullif(p_days, '{}'), '{1,2,3,4,5}'::smallint[]))
      and not private.is_french_public_holiday(d::date)
    order by d
    offset p_n - 1 limit 1
  ) end
$$;

REVOKE ALL ON FUNCTION private.nth_working_day(p_start date, p_n integer, p_days smallint[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.nth_working_day(p_start date, p_n integer, p_days smallint[]) TO authenticated;
GRANT ALL ON FUNCTION private.nth_working_day(p_start date, p_n integer, p_days smallint[]) TO service_role;

-- "DD/MM/YYYY à HH:MI", Paris time: the instants the messages cite.
CREATE FUNCTION private.paris_date_time(p_at timestamp with time zone) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select to_char(p_at at time zone 'Europe/Paris', 'DD/MM/YYYY "à" HH24:MI')
$$;

REVOKE ALL ON FUNCTION private.paris_date_time(p_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.paris_date_time(p_at timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION private.paris_date_time(p_at timestamp with time zone) TO service_role;

-- The French message for a postal code that does not fit its country (null when it fits).
CREATE FUNCTION private.postal_code_problem(p_country text, p_postal_code text) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

REVOKE ALL ON FUNCTION private.postal_code_problem(p_country text, p_postal_code text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.postal_code_problem(p_country text, p_postal_code text) TO authenticated;
GRANT ALL ON FUNCTION private.postal_code_problem(p_country text, p_postal_code text) TO service_role;

-- Validates a contract or amendment (French messages), numbers amendments, applies the legal checks…
CREATE FUNCTION private.prepare_contract() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
      new.contract_key := 'CTR-' || to_char(coalesce(new.start_date, private.paris_today()), 'YYYY') || '-'
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
             greatest(max(private.contract_last_day(c.start_date, c.end_date, null, c.minimum_duration_days)),
                      private.contract_last_day(new.start_date, new.end_date, null, new.minimum_duration_days))
        into v_span_start, v_span_end
      from public.contract c
      where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key and c.id <> new.id and c.status <> 'canceled';
      v_span_start := coalesce(v_span_start, new.start_date);
      v_span_end := coalesce(v_span_end, private.contract_last_day(new.start_date, new.end_date, null, new.minimum_duration_days));
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
                        new.employee_status, new.address_id, new.is_precise_term, new.minimum_duration_days,
                        new.replaced_employee, new.replaced_employee_qualification)
                       is distinct from
                       (old.start_date, old.end_date, old.hourly_wage, old.working_hours, old.working_days, old.schedule,
                        old.contract_reason, old.contract_reason_justification, old.talent_id, old.mission_id,
                        old.employee_status, old.address_id, old.is_precise_term, old.minimum_duration_days,
                        old.replaced_employee, old.replaced_employee_qualification);
    if v_terms_changed and private.contract_terms_locked(old.status) then
      perform private.fail('Un contrat signé ne peut plus être modifié : créez un avenant', 'contract_terms_locked');
    end if;
    -- An administrator editing a contract under review sends it back to the consultant.
    if v_terms_changed and old.status in ('review', 'validated') and new.status = old.status
       and private.is_contract_admin() then
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
       and not private.may('contract.review_without_manager') then
      select tm.* into v_me from public.team_member tm where tm.id = private.current_team_member_id();
      if v_me.management_level <= 1 and not v_me.is_autonomous and new.manager_validated_at is null then
        perform private.fail('Votre manager doit valider ce contrat avant sa mise en revue (vous n''êtes pas autonome)', 'contract_manager_validation_required');
      end if;
    end if;
    if new.status = 'validated' then
      -- L1251-43, 1°: a replacement states the name and the qualification of the person replaced
      if new.contract_reason::text like 'replacement%'
         and (coalesce(btrim(new.replaced_employee), '') = '' or coalesce(btrim(new.replaced_employee_qualification), '') = '') then
        perform private.fail('Un contrat de remplacement indique le nom et la qualification de la personne remplacée (L1251-43)',
                             'contract_replaced_employee_required');
      end if;
      if new.contract_type <> 'independent_service' and v_coefficient is null then
        perform private.fail('Le coefficient doit être renseigné avant la validation', 'contract_coefficient_required');
      end if;
      if v_override is not null and not private.may('contract.coefficient_override') then
        perform private.fail('Un coefficient hors grille impose une validation par la comptabilité', 'contract_coefficient_override_validation', '42501');
      end if;
    end if;
    if new.status = 'canceled' and old.status = 'signed' and new.start_date <= private.paris_today() then
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

REVOKE ALL ON FUNCTION private.prepare_contract() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_contract() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_contract() TO service_role;

-- Taken from the mission when not given; the same shape as the mission's.
CREATE FUNCTION private.prepare_contract_amendment() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_bonus jsonb;
  v_initial public.contract;
  v_base jsonb;
begin
  -- An amendment written without them keeps its contract's (the mission's may have changed since).
  if new.bonuses is null and new.is_amendment then
    new.bonuses := (select c.bonuses from public.contract c
                    where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key and not c.is_amendment);
  end if;
  if new.bonuses is null then
    new.bonuses := coalesce((select m.bonuses from public.mission m where m.id = new.mission_id), '[]'::jsonb);
  end if;
  if jsonb_typeof(new.bonuses) <> 'array' then
    perform private.fail('Les primes doivent être une liste', 'contract_bonuses');
  end if;
  for v_bonus in select * from jsonb_array_elements(new.bonuses) loop
    if jsonb_typeof(v_bonus) <> 'object'
       or coalesce(v_bonus ->> 'type', '') not in ('meal', 'travel', 'transport', 'tools', 'dirt', 'weather', 'team')
       -- coalesce: a bonus without an amount gives null here, which an « or » would let through
       or coalesce(jsonb_typeof(v_bonus -> 'amount'), '') <> 'number' or (v_bonus ->> 'amount')::numeric <= 0 then
      perform private.fail('Chaque prime doit avoir un type et un montant positif', 'contract_bonuses');
    end if;
  end loop;

  if not new.is_amendment then
    if tg_op = 'INSERT' then
      new.amendment_changes := '[]';
    end if;
    return new;
  end if;
  -- Once signed, an amendment's diff and version are history.
  if tg_op = 'UPDATE' and old.status in ('signed', 'canceled') then
    new.amendment_changes := old.amendment_changes;
    new.version := old.version;
    return new;
  end if;
  select c.* into v_initial from public.contract c
  where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key and not c.is_amendment;
  -- The base: at its writing, the contract's terms; then the amendment's previous values with
  -- the "old" side of the fields it already changed (never the contract's current terms, which
  -- another signed amendment may have changed since).
  if tg_op = 'INSERT' then
    v_base := private.contract_terms(to_jsonb(v_initial));
  else
    select private.contract_terms(to_jsonb(old)) || coalesce(jsonb_object_agg(ch ->> 'field', ch -> 'old'), '{}'::jsonb) into v_base
    from jsonb_array_elements(old.amendment_changes) ch;
  end if;
  new.amendment_changes := private.contract_diff(v_base, private.contract_terms(to_jsonb(new)), '{}');
  -- Rows written already signed (imports, the seed) are taken as they are: no version, no apply.
  if tg_op = 'UPDATE' and new.status = 'signed' then
    new.version := v_initial.version + 1;
  else
    new.version := 0;
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.prepare_contract_amendment() FROM PUBLIC;

-- The pricing guards, with the apply of a signed amendment treated as the system's…
CREATE FUNCTION private.prepare_contract_pricing() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
  if not private.is_system() and coalesce(current_setting('renfort.applying_amendment', true), '') = '' then
    if private.contract_terms_locked(v_contract.status)
       and (tg_op = 'INSERT' or new.coefficient is distinct from old.coefficient) then
      perform private.fail('Le coefficient d''un contrat signé ne peut plus être modifié : créez un avenant', 'contract_pricing_locked');
    end if;
    if tg_op = 'UPDATE' then
      v_old_override := old.coefficient_override_reason;
    end if;
    if new.coefficient_override_reason is distinct from v_old_override then
      if not private.may('contract.coefficient_override') then
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

REVOKE ALL ON FUNCTION private.prepare_contract_pricing() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_contract_pricing() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_contract_pricing() TO service_role;

-- Recomputes the contract's billing rate after a coefficient change.
CREATE FUNCTION private.refresh_contract_billing_rate() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.contract c
  set hourly_billing_rate = case when c.hourly_wage is not null then round(c.hourly_wage * new.coefficient, 2) end
  where c.id = new.contract_id and c.hourly_billing_rate is distinct from round(c.hourly_wage * new.coefficient, 2);
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.refresh_contract_billing_rate() FROM PUBLIC;
GRANT ALL ON FUNCTION private.refresh_contract_billing_rate() TO authenticated;
GRANT ALL ON FUNCTION private.refresh_contract_billing_rate() TO service_role;

-- Revokes the open links of a contract (of one party, or all when p_party is null).
CREATE FUNCTION private.revoke_contract_signature_links(p_contract_id uuid, p_party public.contract_signature_party) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_count integer;
begin
  update public.contract_signature_link l set revoked_at = now()
  where l.contract_id = p_contract_id and (p_party is null or l.party = p_party)
    and l.used_at is null and l.revoked_at is null;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

REVOKE ALL ON FUNCTION private.revoke_contract_signature_links(p_contract_id uuid, p_party public.contract_signature_party) FROM PUBLIC;
GRANT ALL ON FUNCTION private.revoke_contract_signature_links(p_contract_id uuid, p_party public.contract_signature_party) TO authenticated;
GRANT ALL ON FUNCTION private.revoke_contract_signature_links(p_contract_id uuid, p_party public.contract_signature_party) TO service_role;

-- Time move at p_now: an active contract whose definitive end (not at term) has come ends, early or not.
CREATE FUNCTION private.run_contract_definitive_end_moves_at(p_now timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_today date := (p_now at time zone 'Europe/Paris')::date;
  v_row record;
  v_moved integer := 0;
  v_skipped integer := 0;
begin
  for v_row in
    select c.id,
           case when c.definitive_end_date < private.contract_last_day(c.start_date, c.end_date, null, c.minimum_duration_days)
                then 'terminated_early' else 'ended' end as to_status
    from public.contract c
    where c.status = 'active' and not c.is_amendment and c.definitive_end_date is not null
      and c.definitive_end_reason not in ('term_reached', 'flex_advance') and c.definitive_end_date <= v_today
    order by c.definitive_end_date, c.id
  loop
    if private.time_based_move('contract', v_row.id, v_row.to_status, 'Fin définitive à sa date d''effet (automatique)') then
      v_moved := v_moved + 1;
    else
      v_skipped := v_skipped + 1;
    end if;
  end loop;
  return jsonb_build_object('contract:active:definitive_end', jsonb_build_object('moved', v_moved, 'skipped', v_skipped));
end
$$;

REVOKE ALL ON FUNCTION private.run_contract_definitive_end_moves_at(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.run_contract_definitive_end_moves_at(p_now timestamp with time zone) TO service_role;

-- Signs a version of commercial conditions from its link (called by public.sign_contract): the same evidence as a contract's copy…
CREATE FUNCTION private.sign_commercial_condition(p_link public.contract_signature_link, p_signer_name text, p_signature_image text, p_document_sha256 text, p_headers jsonb) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_condition public.commercial_condition;
  v_now timestamptz := now();
begin
  select cc.* into v_condition from public.commercial_condition cc where cc.id = p_link.commercial_condition_id for update;
  if v_condition.generated_file_sha256 is null or p_document_sha256 is distinct from v_condition.generated_file_sha256 then
    perform private.fail('Le document a changé depuis l''ouverture de cette page : rechargez-la avant de signer', 'contract_signature_document_changed');
  end if;
  insert into public.contract_signature (workspace_id, commercial_condition_id, link_id, party, signer_name, signer_email, signed_at, ip, user_agent,
                                         channel, document_path, document_sha256, signature_image, consent_text)
  values (v_condition.workspace_id, v_condition.id, p_link.id, 'client', p_signer_name, p_link.signer_email, v_now,
          nullif(left(btrim(split_part(coalesce(p_headers ->> 'x-forwarded-for', ''), ',', 1)), 64), ''),
          left(p_headers ->> 'user-agent', 500),
          case when p_link.reminder_number > 0 then 'email_link_reminder_' || p_link.reminder_number else 'email_link' end,
          v_condition.generated_file, v_condition.generated_file_sha256, p_signature_image,
          'J''ai lu les conditions commerciales et je les signe électroniquement au nom de l''entreprise.');
  update public.contract_signature_link l set used_at = v_now
  where l.commercial_condition_id = v_condition.id and l.used_at is null and l.revoked_at is null;
  -- The signed version supersedes the previous one (private.apply_commercial_condition_effects).
  perform set_config('renfort.actor', 'external_client', true);
  perform set_config('renfort.status_comment', format('Signature électronique par %s', p_signer_name), true);
  update public.commercial_condition cc set status = 'signed', signed_at = v_now, signature_provider = 'builtin'
  where cc.id = v_condition.id;
  perform set_config('renfort.status_comment', '', true);
  perform set_config('renfort.actor', '', true);
  return jsonb_build_object('status', 'signed', 'signed_at', v_now, 'party', 'client', 'commercial_condition_id', v_condition.id);
end
$$;

REVOKE ALL ON FUNCTION private.sign_commercial_condition(p_link public.contract_signature_link, p_signer_name text, p_signature_image text, p_document_sha256 text, p_headers jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.sign_commercial_condition(p_link public.contract_signature_link, p_signer_name text, p_signature_image text, p_document_sha256 text, p_headers jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.sign_commercial_condition(p_link public.contract_signature_link, p_signer_name text, p_signature_image text, p_document_sha256 text, p_headers jsonb) TO service_role;

-- Sends one link to the client's signatory of a version of commercial conditions, and its e-mail through the outbox.
CREATE FUNCTION private.issue_commercial_condition_signature_link(p_condition public.commercial_condition, p_signer public.contact, p_base_url text, p_expires_at timestamp with time zone) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_token text := translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_');
  v_name text := concat_ws(' ', p_signer.first_name, p_signer.last_name);
  v_id uuid;
  v_workspace text := (select coalesce(i.legal_name, w.name) from public.workspace w
                       left join public.workspace_identity i on i.workspace_id = w.id where w.id = p_condition.workspace_id);
begin
  -- one open link at a time: a new sending replaces the previous ones
  update public.contract_signature_link l set revoked_at = now()
  where l.commercial_condition_id = p_condition.id and l.used_at is null and l.revoked_at is null;
  insert into public.contract_signature_link (workspace_id, commercial_condition_id, party, signer_name, signer_email, contact_id, token_hash,
                                              base_url, sent_at, expires_at, created_by)
  values (p_condition.workspace_id, p_condition.id, 'client', v_name, lower(p_signer.email), p_signer.id, private.sha256_hex(v_token),
          p_base_url, now(), p_expires_at, auth.uid())
  returning id into v_id;
  insert into public.mail_outbox (workspace_id, recipient, subject, body, link, kind, entity, entity_id)
  values (p_condition.workspace_id, lower(p_signer.email),
          format('Conditions commerciales (version %s) à signer', p_condition.version),
          format(E'Bonjour %s,\n\n%s vous invite à signer électroniquement ses conditions commerciales (version %s, en vigueur à partir du %s).\n\nCe lien est personnel et ne sert qu''une fois ; il expire le %s.',
                 v_name, v_workspace, p_condition.version, private.fr_date(p_condition.valid_from),
                 to_char(p_expires_at at time zone 'Europe/Paris', 'DD/MM/YYYY à HH24:MI')),
          p_base_url || '/sign/contract?token=' || v_token, 'commercial_condition_signature', 'commercial_condition', p_condition.id);
  return v_id;
end
$$;

REVOKE ALL ON FUNCTION private.issue_commercial_condition_signature_link(p_condition public.commercial_condition, p_signer public.contact, p_base_url text, p_expires_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.issue_commercial_condition_signature_link(p_condition public.commercial_condition, p_signer public.contact, p_base_url text, p_expires_at timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION private.issue_commercial_condition_signature_link(p_condition public.commercial_condition, p_signer public.contact, p_base_url text, p_expires_at timestamp with time zone) TO service_role;

-- The client's signatory of commercial conditions: an active contact of the company (or of a company of the group), signatory, with an e-mail.
CREATE FUNCTION private.checked_commercial_condition_signer(p_condition public.commercial_condition, p_contact_id uuid) RETURNS public.contact
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_signer public.contact;
begin
  select c.* into v_signer from public.contact c
  where c.id = p_contact_id and c.workspace_id = p_condition.workspace_id and c.status = 'active' and c.email is not null
    and 'contract_signatory' = any (c.roles)
    and (c.company_id = p_condition.company_id
         or c.company_id in (select co.id from public.company co where co.company_group_id = p_condition.company_group_id));
  if v_signer.id is null then
    perform private.fail('Le signataire doit être un contact actif du client, signataire des contrats, avec un e-mail', 'commercial_condition_signer');
  end if;
  return v_signer;
end
$$;

REVOKE ALL ON FUNCTION private.checked_commercial_condition_signer(p_condition public.commercial_condition, p_contact_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.checked_commercial_condition_signer(p_condition public.commercial_condition, p_contact_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.checked_commercial_condition_signer(p_condition public.commercial_condition, p_contact_id uuid) TO service_role;

-- Signature links past their expiry are marked expired; the parties not signed yet get a new link…
CREATE FUNCTION private.run_contract_signature_moves(p_now timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_expired integer;
  v_reminders integer := 0;
  v_round record;
  v_step record;
begin
  update public.contract_signature_link l set expired_at = p_now
  where l.expires_at <= p_now and l.used_at is null and l.revoked_at is null and l.expired_at is null;
  get diagnostics v_expired = row_count;

  for v_round in
    select distinct on (l.contract_id, l.party) l.*, to_jsonb(c) as contract_json
    from public.contract_signature_link l
    join public.contract c on c.id = l.contract_id and c.status in ('sent_for_signature', 'partially_signed')
    where l.reminder_number = 0 and l.revoked_at is null and l.used_at is null and l.expires_at > p_now
      and not exists (select 1 from public.contract_signature s where s.contract_id = l.contract_id and s.party = l.party)
    order by l.contract_id, l.party, l.sent_at desc
  loop
    for v_step in select * from (values (1::smallint, interval '24 hours'), (2::smallint, interval '40 hours')) as s (n, after) loop
      if p_now >= v_round.sent_at + v_step.after and not exists (
        select 1 from public.contract_signature_link r
        where r.contract_id = v_round.contract_id and r.party = v_round.party and r.reminder_number = v_step.n and r.sent_at >= v_round.sent_at
      ) then
        perform private.issue_contract_signature_link(jsonb_populate_record(null::public.contract, v_round.contract_json), v_round.party,
                                                      v_round.signer_name, v_round.signer_email, v_round.contact_id, v_round.base_url,
                                                      v_round.expires_at, v_step.n, p_now);
        v_reminders := v_reminders + 1;
        exit;
      end if;
    end loop;
  end loop;
  return jsonb_build_object('contract_signature_link:expired', v_expired, 'contract_signature_link:reminders', v_reminders);
end
$$;

REVOKE ALL ON FUNCTION private.run_contract_signature_moves(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.run_contract_signature_moves(p_now timestamp with time zone) TO service_role;
GRANT ALL ON FUNCTION private.run_contract_signature_moves(p_now timestamp with time zone) TO authenticated;

-- A worksite compared by what it is, not by its row: the same row, or the same coordinates (within 100 m)…
CREATE FUNCTION private.same_workplace(p_a uuid, p_b uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.same_workplace(p_a uuid, p_b uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.same_workplace(p_a uuid, p_b uuid) TO authenticated;
GRANT ALL ON FUNCTION private.same_workplace(p_a uuid, p_b uuid) TO service_role;

-- Working-time warnings of a talent over the weeks from p_from to p_to: 12-week average over 44 h (L3121-22)…
CREATE FUNCTION private.talent_hours_warnings(p_talent_id uuid, p_from date, p_to date) RETURNS TABLE(code text, message text, details jsonb)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.talent_hours_warnings(p_talent_id uuid, p_from date, p_to date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.talent_hours_warnings(p_talent_id uuid, p_from date, p_to date) TO authenticated;
GRANT ALL ON FUNCTION private.talent_hours_warnings(p_talent_id uuid, p_from date, p_to date) TO service_role;

-- Planned hours: the weekly hours of the contract and of the talent's other live contracts…
CREATE FUNCTION private.talent_planned_hours_problem(p_contract public.contract) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.talent_planned_hours_problem(p_contract public.contract) FROM PUBLIC;
GRANT ALL ON FUNCTION private.talent_planned_hours_problem(p_contract public.contract) TO authenticated;
GRANT ALL ON FUNCTION private.talent_planned_hours_problem(p_contract public.contract) TO service_role;

-- Worked periods of a talent (timesheet days with times) between two dates, local time…
CREATE FUNCTION private.talent_work_periods(p_talent_id uuid, p_from date, p_to date) RETURNS TABLE(work_date date, starts_at timestamp without time zone, ends_at timestamp without time zone)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select d.date, d.date + d.start_time,
         d.date + d.end_time + case when d.end_time <= d.start_time then interval '1 day' else interval '0' end
  from public.timesheet_day d
  join public.timesheet_week w on w.id = d.timesheet_week_id
  where w.talent_id = p_talent_id and w.status <> 'canceled' and d.date between p_from and p_to
    and d.start_time is not null and d.end_time is not null and d.worked_hours > 0
$$;

REVOKE ALL ON FUNCTION private.talent_work_periods(p_talent_id uuid, p_from date, p_to date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.talent_work_periods(p_talent_id uuid, p_from date, p_to date) TO authenticated;
GRANT ALL ON FUNCTION private.talent_work_periods(p_talent_id uuid, p_from date, p_to date) TO service_role;

-- The legal maximum trial period in working days of a contract running p_start → p_last (L1251-14): up to one month…
CREATE FUNCTION private.trial_period_max_days(p_start date, p_last date) RETURNS integer
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case
    when p_last < (p_start + interval '1 month')::date then coalesce(private.legal_value('trial_period_days_upto_1_month', p_start), 2)
    when p_last < (p_start + interval '2 months')::date then coalesce(private.legal_value('trial_period_days_upto_2_months', p_start), 3)
    else coalesce(private.legal_value('trial_period_days_beyond_2_months', p_start), 5)
  end::integer
$$;

REVOKE ALL ON FUNCTION private.trial_period_max_days(p_start date, p_last date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.trial_period_max_days(p_start date, p_last date) TO authenticated;
GRANT ALL ON FUNCTION private.trial_period_max_days(p_start date, p_last date) TO service_role;

-- The p_count-th working day (jour ouvrable: Monday to Saturday, public holidays aside) after
-- p_day: the last day an early end's new contract may start (L1251-26, three jours ouvrables).
CREATE FUNCTION private.working_days_after(p_day date, p_count integer) RETURNS date
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select d::date
  from generate_series((p_day + 1)::timestamp, (p_day + 7 * greatest(p_count, 1) + 7)::timestamp, interval '1 day') as d
  where extract(isodow from d) < 7 and not private.is_french_public_holiday(d::date)
  order by d
  offset greatest(p_count, 1) - 1 limit 1
$$;

REVOKE ALL ON FUNCTION private.working_days_after(p_day date, p_count integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.working_days_after(p_day date, p_count integer) TO authenticated;
GRANT ALL ON FUNCTION private.working_days_after(p_day date, p_count integer) TO service_role;

-- The hours of one working day of a contract: its weekly hours over its working days (Monday to
-- Friday when none is given), the day the pay of a holiday not worked, the wages owed to the term
-- of an early end and the vigilance amount all count by.
CREATE FUNCTION private.contract_daily_hours(p_working_hours numeric, p_working_days smallint[]) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select p_working_hours / greatest(cardinality(coalesce(nullif(p_working_days, '{}'), '{1,2,3,4,5}'::smallint[])), 1)
$$;

REVOKE ALL ON FUNCTION private.contract_daily_hours(p_working_hours numeric, p_working_days smallint[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_daily_hours(p_working_hours numeric, p_working_days smallint[]) TO authenticated;
GRANT ALL ON FUNCTION private.contract_daily_hours(p_working_hours numeric, p_working_days smallint[]) TO service_role;

-- A contract's working days (its ISO weekdays, Monday to Friday when none is given, public
-- holidays excluded) from p_start to p_end included.
CREATE FUNCTION private.working_days_between(p_start date, p_end date, p_days smallint[]) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select count(*)::integer
  from generate_series(p_start::timestamp, greatest(p_end, p_start - 1)::timestamp, interval '1 day') as d
  where extract(isodow from d)::smallint = any (coalesce(nullif(p_days, '{}'), '{1,2,3,4,5}'::smallint[]))
    and not private.is_french_public_holiday(d::date)
$$;

REVOKE ALL ON FUNCTION private.working_days_between(p_start date, p_end date, p_days smallint[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.working_days_between(p_start date, p_end date, p_days smallint[]) TO authenticated;
GRANT ALL ON FUNCTION private.working_days_between(p_start date, p_end date, p_days smallint[]) TO service_role;

-- A contract's agency, through its mission: the computed column the contract list filters by agency on.
CREATE FUNCTION public.contract_agency_id(p_contract public.contract) RETURNS uuid
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select m.agency_id from public.mission m where m.id = p_contract.mission_id
$$;

REVOKE ALL ON FUNCTION public.contract_agency_id(p_contract public.contract) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.contract_agency_id(p_contract public.contract) FROM PUBLIC;
GRANT ALL ON FUNCTION public.contract_agency_id(p_contract public.contract) TO authenticated;
GRANT ALL ON FUNCTION public.contract_agency_id(p_contract public.contract) TO service_role;

-- Everything the two documents print, read with the caller's rights…
CREATE FUNCTION public.contract_document_data(p_contract_id uuid) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'contract', to_jsonb(c) - 'signature_image',
    'reason_label', private.enum_label('contract_reason', c.contract_reason::text),
    'employee_status_label', private.enum_label('employee_status', c.employee_status::text),
    'medical_surveillance_label', private.enum_label('medical_surveillance', c.medical_surveillance::text),
    'ppe_by_agency_labels', (select coalesce(jsonb_agg(private.enum_label('ppe_item', p::text)), '[]') from unnest(c.ppe_by_agency) p),
    'ppe_by_client_labels', (select coalesce(jsonb_agg(private.enum_label('ppe_item', p::text)), '[]') from unnest(c.ppe_by_client) p),
    'job_risk_labels', (select coalesce(jsonb_agg(private.enum_label('job_risk', r::text)), '[]') from unnest(c.job_risks) r),
    'talent', (select jsonb_build_object('first_name', t.first_name, 'last_name', t.last_name, 'email', t.email, 'civility', t.civility,
                                         'address', (select to_jsonb(a) from public.address a where a.id = t.address_id))
               from public.talent t where t.id = c.talent_id),
    'company', (select jsonb_build_object('name', co.name, 'siren', co.siren, 'legal_form', co.legal_form,
                                          'address', (select to_jsonb(a) from private.company_billing_address(co.id) a where a.id is not null))
                from public.company co where co.id = c.company_id),
    'workplace', (select to_jsonb(a) from public.address a where a.id = c.address_id),
    'mission', (select jsonb_build_object('bonuses', m.bonuses, 'reference_hourly_wage', m.reference_hourly_wage, 'job_name', m.job_name)
                from public.mission m where m.id = c.mission_id),
    'workspace', (select jsonb_build_object('name', w.name) from public.workspace w where w.id = c.workspace_id),
    'identity', (select to_jsonb(i) from public.workspace_identity i where i.workspace_id = c.workspace_id),
    'smic', private.legal_value('smic_hourly_gross', c.start_date),
    -- the client's night, Sunday and holiday majorations with their source (L1251-18, L1251-43 6°)
    'majorations', (select coalesce(jsonb_agg(jsonb_build_object('label', m.label, 'pct', m.pct, 'source', m.source)), '[]')
                    from public.company_majorations(c.company_id, c.start_date) m),
    'flexibility_days', case when c.is_precise_term then private.contract_flexibility_days(c.start_date, c.end_date, c.working_days) end
  )
  from public.contract c
  where c.id = p_contract_id
$$;

REVOKE ALL ON FUNCTION public.contract_document_data(p_contract_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.contract_document_data(p_contract_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.contract_document_data(p_contract_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.contract_document_data(p_contract_id uuid) TO service_role;

-- A live contract whose last day (definitive end, or end) falls within the next 15 days.
CREATE FUNCTION public.contract_ending_soon(p_contract public.contract) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select p_contract.status not in ('ended', 'terminated_early', 'canceled')
         and coalesce(p_contract.definitive_end_date, p_contract.end_date) between private.paris_today() and private.paris_today() + 15
$$;

REVOKE ALL ON FUNCTION public.contract_ending_soon(p_contract public.contract) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.contract_ending_soon(p_contract public.contract) FROM PUBLIC;
GRANT ALL ON FUNCTION public.contract_ending_soon(p_contract public.contract) TO authenticated;
GRANT ALL ON FUNCTION public.contract_ending_soon(p_contract public.contract) TO service_role;

-- Public.contract_preview(p_contract jsonb): what the contract form shows as one types…
CREATE FUNCTION public.contract_preview(p_contract jsonb) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  v_input jsonb := coalesce(p_contract, '{}'::jsonb) - 'coefficient';
  v_id uuid := nullif(p_contract ->> 'id', '')::uuid;
  v_stored public.contract;
  v_row public.contract;
  v_saved public.contract;
  v_cols text;
  v_coefficient numeric := nullif(p_contract ->> 'coefficient', '')::numeric;
  v_errors jsonb := '[]';
  v_at_validation jsonb := '[]';
  v_warnings jsonb := '[]';
  v_message text;
  v_rule text;
  v_last date;
  v_initial public.contract;
  v_trial_max integer;
  v_trial integer;
  v_trial_end date;
  v_worked integer;
  v_flex integer;
  v_span_start date;
  v_span_end date;
  v_rule_row public.contract_reason_rule;
  v_max_end date;
  v_problem text;
  v_imprecise boolean;
begin
  if v_id is not null then
    select c.* into v_stored from public.contract c where c.id = v_id;
    if v_stored.id is null then
      perform private.fail('Cet enregistrement n''existe pas ou n''est pas visible avec vos droits', null, 'P0002');
    end if;
    v_row := jsonb_populate_record(v_stored, v_input);
    v_coefficient := coalesce(v_coefficient, (select p.coefficient from public.contract_pricing p where p.contract_id = v_id));
  else
    v_row := jsonb_populate_record(null::public.contract, v_input);
    v_row.working_days := coalesce(v_row.working_days, '{1,2,3,4,5}');
    v_row.working_hours := coalesce(v_row.working_hours, 35);
    v_row.contract_type := coalesce(v_row.contract_type, 'mission');
    v_row.is_precise_term := coalesce(v_row.is_precise_term, true);
    v_row.status := coalesce(v_row.status, 'draft');
  end if;

  -- The save, rolled back: its first blocking error, the billing rate and the warnings.
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into v_cols
  from pg_catalog.pg_attribute a
  where a.attrelid = 'public.contract'::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    and a.attname <> 'id' and v_input ? a.attname;
  begin
    if v_id is not null then
      if v_cols is not null then
        execute format('update public.contract set (%s) = (select %s from jsonb_populate_record(null::public.contract, $1)) where id = $2 returning *',
                       v_cols, v_cols) using v_input, v_id into v_saved;
      else
        v_saved := v_stored;
      end if;
    else
      execute format('insert into public.contract (%s) select %s from jsonb_populate_record(null::public.contract, $1) returning *',
                     coalesce(v_cols, 'talent_id'), coalesce(v_cols, 'talent_id')) using v_input into v_saved;
    end if;
    if v_coefficient is not null and p_contract ? 'coefficient' then
      insert into public.contract_pricing (contract_id, workspace_id, coefficient) values (v_saved.id, v_saved.workspace_id, v_coefficient)
      on conflict (contract_id) do update set coefficient = excluded.coefficient;
    end if;
    select coalesce(jsonb_agg(to_jsonb(w)), '[]') into v_warnings from public.contract_warnings(v_saved.id) w;
    v_row.contract_key := v_saved.contract_key;
    v_row.workspace_id := v_saved.workspace_id;
    raise exception using errcode = 'P0R01', message = 'aperçu annulé';
  exception
    when sqlstate 'P0R01' then null;
    when others then
      get stacked diagnostics v_message = message_text, v_rule = constraint_name;
      v_errors := v_errors || jsonb_build_object('rule', nullif(v_rule, ''), 'message', v_message);
  end;

  -- Computed values.
  v_last := private.contract_last_day(v_row.start_date, v_row.end_date, null, v_row.minimum_duration_days);
  if v_row.is_amendment then
    select c.* into v_initial from public.contract c where c.contract_key = v_row.contract_key and not c.is_amendment
      and c.workspace_id = coalesce(v_row.workspace_id, c.workspace_id) limit 1;
    v_trial := v_initial.trial_period_days;
    v_trial_end := v_initial.trial_period_end_date;
  elsif v_row.start_date is not null and v_row.contract_type <> 'independent_service' then
    v_trial_max := private.trial_period_max_days(v_row.start_date, v_last);
    v_trial := coalesce(v_row.trial_period_days, v_trial_max);
    v_trial_end := private.nth_working_day(v_row.start_date, v_trial, v_row.working_days);
  end if;
  -- A term that is not precise (L1251-11: replacement, seasonal work…) has no flexibility to
  -- move it (L1251-30 moves a term set in the contract), and its length is a minimum only.
  v_imprecise := not coalesce(v_row.is_precise_term, v_row.end_date is not null);
  if v_row.start_date is not null and v_last is not null then
    v_worked := private.working_days_between(v_row.start_date, v_last, v_row.working_days);
    v_flex := case when not v_imprecise then private.flexibility_days(v_worked) end;
  end if;

  select least(min(c.start_date), v_row.start_date),
         greatest(max(private.contract_last_day(c.start_date, c.end_date, c.definitive_end_date, c.minimum_duration_days)), v_last)
    into v_span_start, v_span_end
  from public.contract c
  where v_row.contract_key is not null and c.contract_key = v_row.contract_key and c.id is distinct from v_id
    and c.status <> 'canceled' and c.workspace_id = coalesce(v_row.workspace_id, c.workspace_id);
  v_span_start := coalesce(v_span_start, v_row.start_date);
  v_span_end := coalesce(v_span_end, v_last);
  select r.* into v_rule_row from public.contract_reason_rule r where r.reason = v_row.contract_reason;
  if v_rule_row.max_months is not null and v_span_start is not null then
    v_max_end := (v_span_start + make_interval(months => v_rule_row.max_months))::date - 1;
  end if;

  -- The other rules, each on its own (the save stops at its first error).
  if v_row.start_date is not null and v_row.talent_id is not null and v_row.status <> 'canceled' then
    v_problem := private.talent_planned_hours_problem(v_row);
    if v_problem is not null then
      v_errors := v_errors || jsonb_build_object('rule', 'contract_talent_hours', 'message', v_problem);
    end if;
    v_problem := private.contract_row_document_problem(v_row);
    if v_problem is not null then
      v_at_validation := v_at_validation || jsonb_build_object('rule', 'contract_documents', 'message', v_problem);
    end if;
  end if;
  v_problem := private.coefficient_floor_problem(v_coefficient, v_row.hourly_wage, v_row.start_date);
  if v_problem is not null then
    v_at_validation := v_at_validation || jsonb_build_object('rule', 'contract_pricing_break_even', 'message', v_problem);
  end if;
  if v_row.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active') then
    v_errors := v_errors || v_at_validation;
  end if;
  select coalesce(jsonb_agg(e order by n), '[]') into v_errors
  from (select distinct on (e ->> 'message') e, n from jsonb_array_elements(v_errors) with ordinality as x (e, n) order by e ->> 'message', n) d;

  return jsonb_build_object(
    'trial_period_days', v_trial,
    'trial_period_max_days', v_trial_max,
    'trial_period_end_date', v_trial_end,
    'worked_days', v_worked,
    'flexibility_days', v_flex,
    'flexibility_max_advance_days', case when v_flex is not null then least(v_flex, 10) end,
    'latest_end_with_flexibility', case when v_flex is not null then private.nth_working_day(v_last + 1, v_flex, v_row.working_days) end,
    'smic_hourly', private.legal_value('smic_hourly_gross', v_row.start_date),
    'coefficient', v_coefficient,
    'hourly_billing_rate', case when v_coefficient is not null and v_row.hourly_wage is not null then round(v_row.hourly_wage * v_coefficient, 2) end,
    'break_even_coefficient', private.break_even_coefficient(v_row.hourly_wage, v_row.start_date),
    'duration', jsonb_build_object('start_date', v_span_start, 'end_date', v_span_end, 'days', v_span_end - v_span_start + 1,
                                   'imprecise_term', v_imprecise,
                                   'max_months', v_rule_row.max_months, 'max_end_date', v_max_end,
                                   'within_max', case when v_max_end is not null then v_span_end <= v_max_end end),
    'carence', case when v_span_end is not null then jsonb_build_object(
                 'days', private.carence_days(v_span_end - v_span_start + 1),
                 'next_start_date', private.carence_first_allowed_day(v_span_end, private.carence_days(v_span_end - v_span_start + 1), v_row.working_days)) end,
    'warnings', v_warnings,
    'errors', v_errors,
    'errors_at_validation', v_at_validation
  );
end
$_$;

REVOKE ALL ON FUNCTION public.contract_preview(p_contract jsonb) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.contract_preview(p_contract jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.contract_preview(p_contract jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.contract_preview(p_contract jsonb) TO service_role;

-- The contract pickers of the request forms search contracts server-side by their reference and by their talent's and…
CREATE FUNCTION public.contract_search_text(p_contract public.contract) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select concat_ws(' ',
    public.normalize_search_text(p_contract.contract_key),
    (select t.search_text from public.talent t where t.id = p_contract.talent_id),
    (select c.search_text from public.company c where c.id = p_contract.company_id))
$$;

REVOKE ALL ON FUNCTION public.contract_search_text(p_contract public.contract) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.contract_search_text(p_contract public.contract) FROM PUBLIC;
GRANT ALL ON FUNCTION public.contract_search_text(p_contract public.contract) TO authenticated;
GRANT ALL ON FUNCTION public.contract_search_text(p_contract public.contract) TO service_role;

-- For the edge function (service role): the link of a token whatever its state, with what the sealing needs.
CREATE FUNCTION public.contract_signature_link_by_token(p_token text) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select jsonb_build_object('link', to_jsonb(l), 'contract_status', c.status, 'workspace_id', l.workspace_id,
                            'document_path', case when l.commercial_condition_id is not null then cc.generated_file
                                                  when l.party = 'talent' then c.generated_file else c.generated_mad_file end,
                            'is_amendment', coalesce(c.is_amendment, false), 'amendment_number', c.amendment_number,
                            -- a link that signed reads what it signed: the sealed copy once made, else the signed document
                            'signed_path', (select coalesce(case when l.commercial_condition_id is not null then cc.signed_file
                                                                 when l.party = 'talent' then c.signed_file else c.signed_mad_file end,
                                                            s.document_path)
                                            from public.contract_signature s where s.link_id = l.id order by s.signed_at desc limit 1))
  from public.contract_signature_link l
  left join public.contract c on c.id = l.contract_id
  left join public.commercial_condition cc on cc.id = l.commercial_condition_id
  where l.token_hash = private.sha256_hex(p_token)
$$;

REVOKE ALL ON FUNCTION public.contract_signature_link_by_token(p_token text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.contract_signature_link_by_token(p_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.contract_signature_link_by_token(p_token text) TO service_role;

-- Not signed although 2 jours ouvrables (Monday to Saturday, public holidays aside) have passed since the start
-- (private.contract_signature_deadline, in Paris)…
CREATE FUNCTION public.contract_signature_overdue(p_contract public.contract) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select p_contract.status in ('draft', 'review', 'admin_modification_requested', 'modification', 'consultant_review',
                               'validated', 'sent_for_signature', 'partially_signed')
         and (now() at time zone 'Europe/Paris')::date > private.contract_signature_deadline(p_contract.start_date)
$$;

REVOKE ALL ON FUNCTION public.contract_signature_overdue(p_contract public.contract) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.contract_signature_overdue(p_contract public.contract) FROM PUBLIC;
GRANT ALL ON FUNCTION public.contract_signature_overdue(p_contract public.contract) TO authenticated;
GRANT ALL ON FUNCTION public.contract_signature_overdue(p_contract public.contract) TO service_role;

-- "Contrats hors délai" at an instant: not signed by both parties (nor canceled) once the signature deadline has passed.
CREATE FUNCTION public.contract_signature_overdue_at(p_now timestamp with time zone DEFAULT now()) RETURNS TABLE(contract_id uuid, workspace_id uuid, contract_key text, status public.contract_status, start_date date, signature_deadline date, days_late integer, talent_id uuid, company_id uuid, owner_id uuid, talent_signed_at timestamp with time zone, client_signed_at timestamp with time zone)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select c.id, c.workspace_id, c.contract_key, c.status, c.start_date, private.contract_signature_deadline(c.start_date),
         ((p_now at time zone 'Europe/Paris')::date - private.contract_signature_deadline(c.start_date))::integer,
         c.talent_id, c.company_id, c.owner_id, c.talent_signed_at, c.client_signed_at
  from public.contract c
  where c.status in ('draft', 'review', 'admin_modification_requested', 'modification', 'consultant_review', 'validated',
                     'sent_for_signature', 'partially_signed')
    and private.contract_signature_deadline(c.start_date) < (p_now at time zone 'Europe/Paris')::date
$$;

REVOKE ALL ON FUNCTION public.contract_signature_overdue_at(p_now timestamp with time zone) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.contract_signature_overdue_at(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.contract_signature_overdue_at(p_now timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.contract_signature_overdue_at(p_now timestamp with time zone) TO service_role;

-- What the signer's page shows: the party, the signer, the contract's names and dates, the document's hash…
CREATE FUNCTION public.contract_signature_session(p_token text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_link public.contract_signature_link := private.contract_signature_link_for_token(p_token);
  v_contract public.contract;
  v_initial public.contract;
  v_condition public.commercial_condition;
begin
  if v_link.commercial_condition_id is not null then
    select cc.* into v_condition from public.commercial_condition cc where cc.id = v_link.commercial_condition_id;
    return jsonb_build_object(
      'document', 'commercial_condition',
      'party', v_link.party,
      'signer_name', v_link.signer_name,
      'signer_email', v_link.signer_email,
      'expires_at', v_link.expires_at,
      'version', v_condition.version,
      'valid_from', v_condition.valid_from,
      'valid_to', v_condition.valid_to,
      'company_name', coalesce((select co.name from public.company co where co.id = v_condition.company_id),
                               (select g.name from public.company_group g where g.id = v_condition.company_group_id)),
      'workspace_name', (select coalesce(i.legal_name, w.name) from public.workspace w
                         left join public.workspace_identity i on i.workspace_id = w.id where w.id = v_condition.workspace_id),
      'document_sha256', v_condition.generated_file_sha256
    );
  end if;
  select c.* into v_contract from public.contract c where c.id = v_link.contract_id;
  if v_contract.is_amendment then
    select c.* into v_initial from public.contract c
    where c.workspace_id = v_contract.workspace_id and c.contract_key = v_contract.contract_key and not c.is_amendment;
  end if;
  return jsonb_build_object(
    'document', 'contract',
    'party', v_link.party,
    'signer_name', v_link.signer_name,
    'signer_email', v_link.signer_email,
    'expires_at', v_link.expires_at,
    'contract_key', v_contract.contract_key,
    'job_name', v_contract.job_name,
    'start_date', v_contract.start_date,
    'end_date', v_contract.end_date,
    -- an imprecise term has no end date: its minimum duration (L1251-11) says how long at least
    'minimum_duration_days', case when not v_contract.is_precise_term then coalesce(v_contract.minimum_duration_days, v_initial.minimum_duration_days) end,
    'talent_name', (select concat_ws(' ', t.first_name, t.last_name) from public.talent t where t.id = v_contract.talent_id),
    'company_name', (select co.name from public.company co where co.id = v_contract.company_id),
    'workspace_name', (select coalesce(i.legal_name, w.name) from public.workspace w
                       left join public.workspace_identity i on i.workspace_id = w.id where w.id = v_contract.workspace_id),
    'document_sha256', case v_link.party when 'talent' then v_contract.generated_file_sha256 else v_contract.generated_mad_file_sha256 end,
    'is_amendment', v_contract.is_amendment
  )
  -- An amendment: its number, type and effective date, the contract's start, what it changes
  -- (field, old, new); to the client also the hourly price it bills, never to the talent.
  || case when v_contract.is_amendment then jsonb_build_object(
       'amendment_number', v_contract.amendment_number,
       'amendment_type', v_contract.amendment_type,
       'effective_date', v_contract.start_date,
       'contract_start_date', v_initial.start_date,
       'changes', v_contract.amendment_changes)
       || case when v_link.party = 'client' and v_contract.hourly_billing_rate is distinct from v_initial.hourly_billing_rate
               then jsonb_build_object('billing_rate', jsonb_build_object('old', v_initial.hourly_billing_rate, 'new', v_contract.hourly_billing_rate))
               else '{}'::jsonb end
     else '{}'::jsonb end;
end
$$;

REVOKE ALL ON FUNCTION public.contract_signature_session(p_token text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.contract_signature_session(p_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.contract_signature_session(p_token text) TO authenticated;
GRANT ALL ON FUNCTION public.contract_signature_session(p_token text) TO service_role;
GRANT ALL ON FUNCTION public.contract_signature_session(p_token text) TO anon;

-- The list's quick filters: contracts (or amendments) per status, as the caller.
CREATE FUNCTION public.contract_status_counts(p_is_amendment boolean DEFAULT false) RETURNS TABLE(status public.contract_status, count bigint)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select c.status, count(*) from public.contract c where c.is_amendment = p_is_amendment group by c.status
$$;

REVOKE ALL ON FUNCTION public.contract_status_counts(p_is_amendment boolean) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.contract_status_counts(p_is_amendment boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.contract_status_counts(p_is_amendment boolean) TO authenticated;
GRANT ALL ON FUNCTION public.contract_status_counts(p_is_amendment boolean) TO service_role;

-- The warnings of a contract: planned hours over 44 h, the talent's other contracts over the same period…
CREATE FUNCTION public.contract_warnings(p_contract_id uuid) RETURNS TABLE(code text, message text, details jsonb)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
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

  -- L4154-2: a temp on a post of the list of particular risks gets a reinforced safety training
  if v_contract.is_risky_position and not v_contract.reinforced_safety_training then
    code := 'reinforced_safety_training_missing';
    message := 'Poste à risque (liste de l''article L4154-2) : la formation renforcée à la sécurité n''est pas prévue, alors qu''elle est due au salarié temporaire (L4154-2)';
    details := jsonb_build_object('job_risks', v_contract.job_risks);
    return next;
  end if;

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

REVOKE ALL ON FUNCTION public.contract_warnings(p_contract_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.contract_warnings(p_contract_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.contract_warnings(p_contract_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.contract_warnings(p_contract_id uuid) TO service_role;

-- Records the DPAE of a signed contract (time, URSSAF reference, receipt) from its block; the contract's
-- checks refuse one after the hiring or more than 8 days before it (L1221-10, R1221-5).
CREATE FUNCTION public.record_contract_dpae(p_contract_id uuid, p_submitted_at timestamp with time zone, p_reference text, p_receipt_path text DEFAULT NULL::text) RETURNS public.contract
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_row public.contract;
begin
  if not private.can('contract_dpae', 'update') then
    perform private.fail('Seuls les CSM enregistrent la DPAE d''un contrat', 'contract_dpae_right', '42501');
  end if;
  update public.contract c
  set dpae_submitted_at = p_submitted_at,
      dpae_reference = p_reference,
      dpae_receipt_file = coalesce(p_receipt_path, c.dpae_receipt_file)
  where c.id = p_contract_id
  returning c.* into v_row;
  if v_row.id is null then
    perform private.fail('Contrat introuvable', 'contract_not_found', 'P0002');
  end if;
  return v_row;
end
$$;

REVOKE ALL ON FUNCTION public.record_contract_dpae(p_contract_id uuid, p_submitted_at timestamp with time zone, p_reference text, p_receipt_path text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.record_contract_dpae(p_contract_id uuid, p_submitted_at timestamp with time zone, p_reference text, p_receipt_path text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_contract_dpae(p_contract_id uuid, p_submitted_at timestamp with time zone, p_reference text, p_receipt_path text) TO authenticated;
GRANT ALL ON FUNCTION public.record_contract_dpae(p_contract_id uuid, p_submitted_at timestamp with time zone, p_reference text, p_receipt_path text) TO service_role;

-- "Renvoyer le lien": the client's new link goes to the contract's current signatory…
CREATE FUNCTION public.renew_contract_signature_link(p_contract_id uuid, p_party public.contract_signature_party, p_base_url text) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_contract public.contract;
  v_base text := private.checked_base_url(p_base_url);
  v_previous public.contract_signature_link;
  v_signer public.contact;
  v_expires timestamptz := now() + make_interval(days => coalesce(private.legal_value('contract_signature_validity_days', private.paris_today()), 7)::integer);
begin
  -- A no-op update under RLS: proves the caller may update this contract.
  update public.contract c set signature_sent_at = c.signature_sent_at where c.id = p_contract_id returning c.* into v_contract;
  if not found or not private.may_transition('contract', 'status', 'validated', 'sent_for_signature') then
    perform private.fail('Vous ne pouvez pas renvoyer de lien pour ce contrat', 'contract_signature_right', '42501');
  end if;
  if v_contract.status not in ('sent_for_signature', 'partially_signed') then
    perform private.fail('Ce contrat n''attend pas de signature', 'contract_signature_status');
  end if;
  if exists (select 1 from public.contract_signature s where s.contract_id = p_contract_id and s.party = p_party) then
    perform private.fail('Cette partie a déjà signé', 'contract_signature_already_signed');
  end if;
  if p_party = 'client' then
    v_signer := private.checked_contract_client_signer(v_contract);
    v_previous.signer_name := concat_ws(' ', v_signer.first_name, v_signer.last_name);
    v_previous.signer_email := v_signer.email;
    v_previous.contact_id := v_signer.id;
  else
    select l.* into v_previous from public.contract_signature_link l
    where l.contract_id = p_contract_id and l.party = p_party order by l.sent_at desc limit 1;
    -- Never sent through a link (a contract moved by hand or imported): the talent's current address.
    if v_previous.id is null then
      select concat_ws(' ', t.first_name, t.last_name), t.email into v_previous.signer_name, v_previous.signer_email
      from private.contract_talent_contact(v_contract.talent_id) t;
    end if;
  end if;
  if v_previous.signer_email is null then
    perform private.fail('Aucune adresse e-mail pour envoyer le lien à cette partie', 'contract_signature_no_email');
  end if;
  perform private.revoke_contract_signature_links(p_contract_id, p_party);
  perform private.issue_contract_signature_link(v_contract, p_party, v_previous.signer_name, v_previous.signer_email,
                                                v_previous.contact_id, v_base, v_expires, 0::smallint);
  return jsonb_build_object('party', p_party, 'expires_at', v_expires, 'email', v_previous.signer_email);
end
$$;

REVOKE ALL ON FUNCTION public.renew_contract_signature_link(p_contract_id uuid, p_party public.contract_signature_party, p_base_url text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.renew_contract_signature_link(p_contract_id uuid, p_party public.contract_signature_party, p_base_url text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.renew_contract_signature_link(p_contract_id uuid, p_party public.contract_signature_party, p_base_url text) TO authenticated;
GRANT ALL ON FUNCTION public.renew_contract_signature_link(p_contract_id uuid, p_party public.contract_signature_party, p_base_url text) TO service_role;

-- Saves a contract with its workplace and coefficient in one call (the contract form): a changed worksite
-- becomes the contract's own address, never an edit of the mission's.
CREATE FUNCTION public.save_contract(p_values jsonb, p_id uuid DEFAULT NULL::uuid, p_address jsonb DEFAULT NULL::jsonb, p_pricing jsonb DEFAULT NULL::jsonb) RETURNS public.contract
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_old public.contract;
  v_new public.contract;
  v_id uuid;
  v_row public.contract;
  v_current_address uuid;
  v_same boolean;
  v_address jsonb;
  v_pricing public.contract_pricing;
begin
  if p_id is not null then
    select c.* into v_old from public.contract c where c.id = p_id;
    if v_old.id is null then
      perform private.fail('Cet enregistrement n''existe pas ou n''est pas visible avec vos droits', null, 'P0002');
    end if;
  end if;
  v_new := jsonb_populate_record(v_old, coalesce(p_values, '{}'::jsonb));
  if v_new.talent_id is null then
    perform private.fail('Le talent est obligatoire', 'contract_talent_required');
  end if;
  if v_new.start_date is null then
    perform private.fail('La date de début est obligatoire', 'contract_start_date_required');
  end if;
  if coalesce(v_new.contract_type, 'mission') <> 'independent_service' then
    if v_new.company_id is null and v_new.mission_id is null then
      perform private.fail('L''entreprise utilisatrice est obligatoire', 'contract_company_required');
    end if;
    if v_new.contract_reason is not null and coalesce(btrim(v_new.contract_reason_justification), '') = '' then
      perform private.fail('La justification du motif est obligatoire (personne remplacée et sa qualification, ou raison précise)',
                           'contract_reason_justification');
    end if;
    if coalesce(btrim(v_new.schedule), '') = '' then
      perform private.fail('Les horaires de travail sont obligatoires', 'contract_schedule_required');
    end if;
  end if;

  -- The workplace: the mission's worksite row is never edited from a contract (an edited
  -- workplace becomes the contract's own row; an unchanged one stays the mission's).
  v_current_address := coalesce(v_old.address_id,
    case when p_id is null then (select m.address_id from public.mission m where m.id = v_new.mission_id) end);
  if p_address is null then
    v_address := '{}'::jsonb;
  elsif p_address = '{}'::jsonb then
    v_address := jsonb_build_object('address_id', null);
  elsif v_current_address is not null and exists (select 1 from public.mission m where m.address_id = v_current_address) then
    select not exists (select 1 from jsonb_each(p_address - 'type') e where to_jsonb(a) -> e.key is distinct from e.value)
      into v_same
    from public.address a where a.id = v_current_address;
    v_address := jsonb_build_object('address_id',
      case when coalesce(v_same, false) then v_current_address else private.write_address(null, p_address, 'worksite') end);
  else
    v_address := jsonb_build_object('address_id', private.write_address(v_current_address, p_address, 'worksite'));
  end if;
  v_id := private.write_row('public.contract', p_id, coalesce(p_values, '{}'::jsonb) || v_address);

  if p_pricing is not null and p_pricing ? 'coefficient' and p_pricing ->> 'coefficient' is not null then
    select p.* into v_pricing from public.contract_pricing p where p.contract_id = v_id;
    if v_pricing.contract_id is null then
      insert into public.contract_pricing (contract_id, coefficient, coefficient_override_reason)
      values (v_id, (p_pricing ->> 'coefficient')::numeric, nullif(btrim(p_pricing ->> 'coefficient_override_reason'), ''));
    elsif v_pricing.coefficient is distinct from (p_pricing ->> 'coefficient')::numeric
          or (p_pricing ? 'coefficient_override_reason'
              and v_pricing.coefficient_override_reason is distinct from nullif(btrim(p_pricing ->> 'coefficient_override_reason'), '')) then
      update public.contract_pricing p
      set coefficient = (p_pricing ->> 'coefficient')::numeric,
          coefficient_override_reason = case when p_pricing ? 'coefficient_override_reason'
                                             then nullif(btrim(p_pricing ->> 'coefficient_override_reason'), '')
                                             else p.coefficient_override_reason end
      where p.contract_id = v_id;
    end if;
  end if;
  select c.* into v_row from public.contract c where c.id = v_id;
  return v_row;
end
$$;

REVOKE ALL ON FUNCTION public.save_contract(p_values jsonb, p_id uuid, p_address jsonb, p_pricing jsonb) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.save_contract(p_values jsonb, p_id uuid, p_address jsonb, p_pricing jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_contract(p_values jsonb, p_id uuid, p_address jsonb, p_pricing jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.save_contract(p_values jsonb, p_id uuid, p_address jsonb, p_pricing jsonb) TO service_role;

-- "Envoyer pour signature", with the contract's chosen signatory…
CREATE FUNCTION public.send_contract_for_signature(p_contract_id uuid, p_base_url text) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_contract public.contract;
  v_talent public.talent;
  v_signer public.contact;
  v_base text := private.checked_base_url(p_base_url);
  v_days numeric;
  v_expires timestamptz;
begin
  select c.* into v_contract from public.contract c where c.id = p_contract_id;
  if not found then
    perform private.fail('Contrat introuvable', 'contract_signature_contract', '42501');
  end if;
  if v_contract.status <> 'validated' then
    perform private.fail('Seul un contrat validé peut être envoyé pour signature', 'contract_signature_status');
  end if;
  if v_contract.generated_file is null or v_contract.generated_mad_file is null then
    perform private.fail('Les deux documents du contrat sont en cours de production : envoyez-le une fois qu''ils existent', 'contract_signature_documents');
  end if;
  v_talent := private.contract_talent_contact(v_contract.talent_id);
  if v_talent.email is null then
    perform private.fail('Le talent n''a pas d''adresse e-mail : le lien de signature ne peut pas lui être envoyé', 'contract_signature_talent_email');
  end if;
  v_signer := private.checked_contract_client_signer(v_contract);
  update public.contract c set status = 'sent_for_signature', signature_sent_at = now(), signature_request_id = 'builtin:' || c.id,
                               client_signer_contact_id = v_signer.id
  where c.id = p_contract_id;
  if not found then
    perform private.fail('Vous ne pouvez pas envoyer ce contrat pour signature', 'contract_signature_right', '42501');
  end if;
  v_days := coalesce(private.legal_value('contract_signature_validity_days', private.paris_today()), 7);
  v_expires := now() + make_interval(days => v_days::integer);
  perform private.issue_contract_signature_link(v_contract, 'talent', concat_ws(' ', v_talent.first_name, v_talent.last_name),
                                                v_talent.email, null, v_base, v_expires, 0::smallint);
  perform private.issue_contract_signature_link(v_contract, 'client', concat_ws(' ', v_signer.first_name, v_signer.last_name),
                                                v_signer.email, v_signer.id, v_base, v_expires, 0::smallint);
  return jsonb_build_object('status', 'sent_for_signature', 'expires_at', v_expires,
                            'talent_email', v_talent.email, 'client_email', v_signer.email);
end
$$;

REVOKE ALL ON FUNCTION public.send_contract_for_signature(p_contract_id uuid, p_base_url text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.send_contract_for_signature(p_contract_id uuid, p_base_url text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.send_contract_for_signature(p_contract_id uuid, p_base_url text) TO authenticated;
GRANT ALL ON FUNCTION public.send_contract_for_signature(p_contract_id uuid, p_base_url text) TO service_role;

-- Sends validated commercial conditions to the client's signatory (as the caller: RLS and the transition table decide).
CREATE FUNCTION public.send_commercial_condition_for_signature(p_commercial_condition_id uuid, p_signer_contact_id uuid, p_base_url text) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_condition public.commercial_condition;
  v_signer public.contact;
  v_base text := private.checked_base_url(p_base_url);
  v_expires timestamptz := now() + make_interval(days => coalesce(private.legal_value('contract_signature_validity_days', private.paris_today()), 7)::integer);
begin
  select cc.* into v_condition from public.commercial_condition cc where cc.id = p_commercial_condition_id;
  if not found then
    perform private.fail('Conditions commerciales introuvables', 'commercial_condition_signature_right', '42501');
  end if;
  if v_condition.status <> 'validated' then
    perform private.fail('Seules des conditions validées peuvent être envoyées pour signature', 'commercial_condition_signature_status');
  end if;
  if v_condition.generated_file is null then
    perform private.fail('Le document des conditions est en cours de production : envoyez-les une fois qu''il existe', 'commercial_condition_signature_document');
  end if;
  v_signer := private.checked_commercial_condition_signer(v_condition, p_signer_contact_id);
  update public.commercial_condition cc set signer_contact_id = v_signer.id, status = 'sent_for_signature', signature_provider = 'builtin',
                                            signature_request_id = 'builtin:' || cc.id
  where cc.id = p_commercial_condition_id
  returning cc.* into v_condition;
  if not found then
    perform private.fail('Vous ne pouvez pas envoyer ces conditions pour signature', 'commercial_condition_signature_right', '42501');
  end if;
  perform private.issue_commercial_condition_signature_link(v_condition, v_signer, v_base, v_expires);
  return jsonb_build_object('status', v_condition.status, 'expires_at', v_expires, 'email', lower(v_signer.email));
end
$$;

REVOKE ALL ON FUNCTION public.send_commercial_condition_for_signature(p_commercial_condition_id uuid, p_signer_contact_id uuid, p_base_url text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.send_commercial_condition_for_signature(p_commercial_condition_id uuid, p_signer_contact_id uuid, p_base_url text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.send_commercial_condition_for_signature(p_commercial_condition_id uuid, p_signer_contact_id uuid, p_base_url text) TO authenticated;
GRANT ALL ON FUNCTION public.send_commercial_condition_for_signature(p_commercial_condition_id uuid, p_signer_contact_id uuid, p_base_url text) TO service_role;

-- « Renvoyer le lien » of commercial conditions: the signatory gets a new link, which revokes the open ones.
CREATE FUNCTION public.renew_commercial_condition_signature_link(p_commercial_condition_id uuid, p_base_url text) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_condition public.commercial_condition;
  v_signer public.contact;
  v_base text := private.checked_base_url(p_base_url);
  v_expires timestamptz := now() + make_interval(days => coalesce(private.legal_value('contract_signature_validity_days', private.paris_today()), 7)::integer);
begin
  -- A no-op update under RLS: proves the caller may update these conditions.
  update public.commercial_condition cc set signer_contact_id = cc.signer_contact_id where cc.id = p_commercial_condition_id
  returning cc.* into v_condition;
  if not found or not private.may_transition('commercial_condition', 'status', 'validated', 'sent_for_signature') then
    perform private.fail('Vous ne pouvez pas renvoyer de lien pour ces conditions', 'commercial_condition_signature_right', '42501');
  end if;
  if v_condition.status <> 'sent_for_signature' then
    perform private.fail('Ces conditions n''attendent pas de signature', 'commercial_condition_signature_status');
  end if;
  v_signer := private.checked_commercial_condition_signer(v_condition, v_condition.signer_contact_id);
  perform private.issue_commercial_condition_signature_link(v_condition, v_signer, v_base, v_expires);
  return jsonb_build_object('expires_at', v_expires, 'email', lower(v_signer.email));
end
$$;

REVOKE ALL ON FUNCTION public.renew_commercial_condition_signature_link(p_commercial_condition_id uuid, p_base_url text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.renew_commercial_condition_signature_link(p_commercial_condition_id uuid, p_base_url text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.renew_commercial_condition_signature_link(p_commercial_condition_id uuid, p_base_url text) TO authenticated;
GRANT ALL ON FUNCTION public.renew_commercial_condition_signature_link(p_commercial_condition_id uuid, p_base_url text) TO service_role;

-- What the PDF of commercial conditions prints (read as the caller: RLS decides), for the document queue's producer (service role).
CREATE FUNCTION public.commercial_condition_document_data(p_commercial_condition_id uuid) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'condition', to_jsonb(cc),
    'invoice_frequency_label', private.enum_label('invoice_frequency', cc.invoice_frequency::text),
    'invoice_grouping_label', private.enum_label('invoice_grouping', cc.invoice_grouping::text),
    'company', (select jsonb_build_object('name', co.name, 'siren', co.siren, 'legal_form', co.legal_form,
                                          'address', (select to_jsonb(a) from private.company_billing_address(co.id) a where a.id is not null))
                from public.company co where co.id = cc.company_id),
    'company_group', (select jsonb_build_object('name', g.name,
                                                'companies', (select coalesce(jsonb_agg(jsonb_build_object('name', co.name, 'siren', co.siren) order by co.name), '[]')
                                                              from public.company co where co.company_group_id = g.id))
                      from public.company_group g where g.id = cc.company_group_id),
    'signer', (select jsonb_build_object('first_name', c.first_name, 'last_name', c.last_name, 'job_title', c.job_title)
               from public.contact c where c.id = cc.signer_contact_id),
    'workspace', (select jsonb_build_object('name', w.name) from public.workspace w where w.id = cc.workspace_id),
    'identity', (select to_jsonb(i) from public.workspace_identity i where i.workspace_id = cc.workspace_id)
  )
  from public.commercial_condition cc
  where cc.id = p_commercial_condition_id
$$;

REVOKE ALL ON FUNCTION public.commercial_condition_document_data(p_commercial_condition_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.commercial_condition_document_data(p_commercial_condition_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.commercial_condition_document_data(p_commercial_condition_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.commercial_condition_document_data(p_commercial_condition_id uuid) TO service_role;

-- Signs one party's document from its link: checks the link and the document's hash, keeps the evidence…
CREATE FUNCTION public.sign_contract(p_token text, p_signer_name text, p_signature_image text, p_document_sha256 text, p_consent boolean DEFAULT false) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_link public.contract_signature_link := private.contract_signature_link_for_token(p_token);
  v_contract public.contract;
  v_headers jsonb := coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
  v_path text;
  v_hash text;
  v_other boolean;
  v_status public.contract_status;
  v_now timestamptz := now();
begin
  if coalesce(btrim(p_signer_name), '') = '' then
    perform private.fail('Le nom du signataire est obligatoire', 'contract_signature_signer_name');
  end if;
  if char_length(btrim(p_signer_name)) > 200 then
    perform private.fail('Le nom du signataire ne doit pas dépasser 200 caractères', 'contract_signature_signer_name');
  end if;
  if char_length(p_signature_image) > 500000 then
    perform private.fail('L''image de signature est trop volumineuse', 'contract_signature_image');
  end if;
  if not private.is_png_data_url(p_signature_image) then
    perform private.fail('La signature est obligatoire (image PNG)', 'contract_signature_image');
  end if;
  if not coalesce(p_consent, false) then
    perform private.fail(case when v_link.commercial_condition_id is null then 'Cochez la case pour confirmer que vous avez lu le contrat'
                              else 'Cochez la case pour confirmer que vous avez lu les conditions commerciales' end, 'contract_signature_consent');
  end if;
  if v_link.commercial_condition_id is not null then
    return private.sign_commercial_condition(v_link, btrim(p_signer_name), p_signature_image, p_document_sha256, v_headers);
  end if;
  select c.* into v_contract from public.contract c where c.id = v_link.contract_id for update;
  v_path := case v_link.party when 'talent' then v_contract.generated_file else v_contract.generated_mad_file end;
  v_hash := case v_link.party when 'talent' then v_contract.generated_file_sha256 else v_contract.generated_mad_file_sha256 end;
  if v_hash is null or p_document_sha256 is distinct from v_hash then
    perform private.fail('Le document a changé depuis l''ouverture de cette page : rechargez-la avant de signer', 'contract_signature_document_changed');
  end if;
  insert into public.contract_signature (workspace_id, contract_id, link_id, party, signer_name, signer_email, signed_at, ip, user_agent,
                                         channel, document_path, document_sha256, signature_image, consent_text)
  values (v_contract.workspace_id, v_contract.id, v_link.id, v_link.party, btrim(p_signer_name), v_link.signer_email, v_now,
          nullif(left(btrim(split_part(coalesce(v_headers ->> 'x-forwarded-for', ''), ',', 1)), 64), ''),
          left(v_headers ->> 'user-agent', 500),
          case when v_link.reminder_number > 0 then 'email_link_reminder_' || v_link.reminder_number else 'email_link' end,
          v_path, v_hash, p_signature_image, private.contract_signature_consent(v_link.party, v_contract.amendment_number));
  update public.contract_signature_link l set used_at = v_now
  where l.contract_id = v_contract.id and l.party = v_link.party and l.used_at is null and l.revoked_at is null;

  v_other := exists (select 1 from public.contract_signature s where s.contract_id = v_contract.id and s.party <> v_link.party);
  v_status := case when v_other then 'signed' else 'partially_signed' end;
  perform set_config('renfort.actor', case v_link.party when 'talent' then 'external_talent' else 'external_client' end, true);
  perform set_config('renfort.status_comment', format('Signature électronique (%s)', private.enum_label('contract_signature_party', v_link.party::text)), true);
  update public.contract c
  set status = v_status,
      talent_signed_at = case when v_link.party = 'talent' then v_now else c.talent_signed_at end,
      client_signed_at = case when v_link.party = 'client' then v_now else c.client_signed_at end,
      transmitted_to_talent_at = case when v_link.party = 'talent' then coalesce(c.transmitted_to_talent_at, c.signature_sent_at, v_now)
                                      else c.transmitted_to_talent_at end
  where c.id = v_contract.id;
  perform set_config('renfort.status_comment', '', true);
  perform set_config('renfort.actor', '', true);
  return jsonb_build_object('status', v_status, 'signed_at', v_now, 'party', v_link.party, 'contract_id', v_contract.id);
end
$$;

REVOKE ALL ON FUNCTION public.sign_contract(p_token text, p_signer_name text, p_signature_image text, p_document_sha256 text, p_consent boolean) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.sign_contract(p_token text, p_signer_name text, p_signature_image text, p_document_sha256 text, p_consent boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.sign_contract(p_token text, p_signer_name text, p_signature_image text, p_document_sha256 text, p_consent boolean) TO authenticated;
GRANT ALL ON FUNCTION public.sign_contract(p_token text, p_signer_name text, p_signature_image text, p_document_sha256 text, p_consent boolean) TO service_role;
GRANT ALL ON FUNCTION public.sign_contract(p_token text, p_signer_name text, p_signature_image text, p_document_sha256 text, p_consent boolean) TO anon;

-- The working-time warnings of a timesheet week (for its talent, all contracts together).
CREATE FUNCTION public.timesheet_week_warnings(p_week_id uuid) RETURNS TABLE(code text, message text, details jsonb)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION public.timesheet_week_warnings(p_week_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.timesheet_week_warnings(p_week_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.timesheet_week_warnings(p_week_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.timesheet_week_warnings(p_week_id uuid) TO service_role;

-- ## Views

-- The moves time makes on contracts, with an injectable clock: private.run_contract_time_moves_at(p_now) does the work…
CREATE VIEW public.contract_signature_overdue WITH (security_invoker='on') AS
 SELECT contract_signature_overdue_at.contract_id,
    contract_signature_overdue_at.workspace_id,
    contract_signature_overdue_at.contract_key,
    contract_signature_overdue_at.status,
    contract_signature_overdue_at.start_date,
    contract_signature_overdue_at.signature_deadline,
    contract_signature_overdue_at.days_late,
    contract_signature_overdue_at.talent_id,
    contract_signature_overdue_at.company_id,
    contract_signature_overdue_at.owner_id,
    contract_signature_overdue_at.talent_signed_at,
    contract_signature_overdue_at.client_signed_at
   FROM public.contract_signature_overdue_at(now()) contract_signature_overdue_at(contract_id, workspace_id, contract_key, status, start_date, signature_deadline, days_late, talent_id, company_id, owner_id, talent_signed_at, client_signed_at);

REVOKE ALL ON TABLE public.contract_signature_overdue FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.contract_signature_overdue TO authenticated;
GRANT ALL ON TABLE public.contract_signature_overdue TO service_role;
