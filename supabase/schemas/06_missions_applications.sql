-- Missions and applications: orders, job postings, pricing, the application pipeline and matching.
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

-- ## Types

CREATE TYPE public.application_rejection_reason AS ENUM (
    'skills',
    'availability',
    'distance',
    'pay',
    'documents',
    'client_choice',
    'no_show',
    'withdrawn',
    'unreachable',
    'other'
);

CREATE TYPE public.application_source AS ENUM (
    'job_board',
    'push_marketing',
    'cooptation',
    'manual',
    'substitute_bench',
    'deep_research'
);

CREATE TYPE public.application_stage AS ENUM (
    'new',
    'to_qualify',
    'qualified',
    'shortlisted',
    'presented',
    'client_interview',
    'retained',
    'onboarding',
    'placed',
    'on_hold'
);

-- The legal reasons (motifs) of a temp contract, also recorded on the client order.
CREATE TYPE public.contract_reason AS ENUM (
    'replacement_absence',
    'replacement_departure',
    'replacement_waiting_cdi',
    'activity_increase',
    'urgent_safety_works',
    'export_order',
    'abroad',
    'seasonal',
    'usage',
    'replacement_owner',
    'insertion',
    'training_complement',
    'apprenticeship'
);

-- Columns the mission lacked: required qualifications…
CREATE TYPE public.job_posting_channel AS ENUM (
    'website',
    'france_travail',
    'indeed',
    'hellowork',
    'linkedin',
    'wttj',
    'leboncoin'
);

CREATE TYPE public.job_posting_status AS ENUM (
    'draft',
    'published',
    'paused',
    'expired',
    'archived'
);

CREATE TYPE public.mission_closing_reason AS ENUM (
    'filled_by_us',
    'filled_by_competitor',
    'filled_internally',
    'canceled_by_client',
    'no_suitable_profile',
    'price_refused',
    'other'
);

CREATE TYPE public.mission_priority AS ENUM (
    'low',
    'normal',
    'high',
    'urgent'
);

CREATE TYPE public.mission_status AS ENUM (
    'draft',
    'open',
    'sourcing',
    'presented',
    'partially_filled',
    'filled',
    'in_progress',
    'closed',
    'on_hold',
    'canceled',
    'lost'
);

-- ## Tables

-- A talent in the pipeline of a mission (one per pair).
CREATE TABLE public.application (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    mission_id uuid NOT NULL,
    talent_id uuid NOT NULL,
    stage public.application_stage DEFAULT 'new'::public.application_stage NOT NULL,
    is_rejected boolean DEFAULT false NOT NULL,
    has_stage_been_forced boolean DEFAULT false NOT NULL,
    rejected_at timestamp with time zone,
    rejected_by uuid,
    rejection_reason public.application_rejection_reason,
    source public.application_source DEFAULT 'manual'::public.application_source NOT NULL,
    match_score smallint,
    owner_id uuid,
    presented_at timestamp with time zone,
    client_interview_at timestamp with time zone,
    client_feedback text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    stage_forced_at timestamp with time zone,
    stage_forced_by uuid,
    CONSTRAINT application_match_score CHECK (((match_score IS NULL) OR ((match_score >= 0) AND (match_score <= 100)))),
    CONSTRAINT application_rejection CHECK (((NOT is_rejected) OR (rejection_reason IS NOT NULL))),
    CONSTRAINT application_pkey PRIMARY KEY (id),
    CONSTRAINT application_unique_pair UNIQUE (mission_id, talent_id)
);

ALTER TABLE ONLY public.application
    ADD CONSTRAINT application_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.application
    ADD CONSTRAINT application_mission_id_fkey FOREIGN KEY (mission_id) REFERENCES public.mission(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.application
    ADD CONSTRAINT application_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.application
    ADD CONSTRAINT application_rejected_by_fkey FOREIGN KEY (rejected_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.application
    ADD CONSTRAINT application_stage_forced_by_fkey FOREIGN KEY (stage_forced_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.application
    ADD CONSTRAINT application_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.application
    ADD CONSTRAINT application_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.application
    ADD CONSTRAINT application_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.application FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.application TO authenticated;
GRANT ALL ON TABLE public.application TO service_role;

CREATE SEQUENCE public.mission_reference_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

REVOKE ALL ON SEQUENCE public.mission_reference_seq FROM anon, authenticated, service_role;
GRANT ALL ON SEQUENCE public.mission_reference_seq TO authenticated;
GRANT ALL ON SEQUENCE public.mission_reference_seq TO service_role;

-- An order, a talent-pooling push or a job posting (is_client_order tells orders apart).
CREATE TABLE public.mission (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    reference text DEFAULT ((('CMD-'::text || to_char((private.paris_today())::timestamp with time zone, 'YYYY'::text)) || '-'::text) || lpad((nextval('public.mission_reference_seq'::regclass))::text, 6, '0'::text)) NOT NULL,
    company_id uuid,
    agency_id uuid,
    job_id uuid,
    job_name text NOT NULL,
    description text,
    priority public.mission_priority DEFAULT 'normal'::public.mission_priority NOT NULL,
    status public.mission_status DEFAULT 'draft'::public.mission_status NOT NULL,
    status_changed_at timestamp with time zone,
    start_date date,
    end_date date,
    number_of_open_positions smallint DEFAULT 1 NOT NULL,
    job_posting_status public.job_posting_status DEFAULT 'draft'::public.job_posting_status NOT NULL,
    job_posting_date timestamp with time zone,
    is_public boolean DEFAULT false NOT NULL,
    is_client_order boolean DEFAULT true NOT NULL,
    closing_reason public.mission_closing_reason,
    closing_comment text,
    owner_id uuid,
    assignee_id uuid,
    lead_contact_id uuid,
    interviewer_contact_id uuid,
    decision_maker_contact_id uuid,
    address_id uuid,
    hourly_wage numeric(8,2),
    contract_reason public.contract_reason,
    contract_reason_justification text,
    working_hours numeric(5,2),
    schedule text,
    is_risky_position boolean DEFAULT false NOT NULL,
    job_risks text,
    search_text text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    is_precise_term boolean DEFAULT true NOT NULL,
    minimum_duration_days smallint,
    reference_hourly_wage numeric(8,2),
    hourly_billing_rate numeric(8,2),
    required_qualifications public.document_type[] DEFAULT '{}'::public.document_type[] NOT NULL,
    job_risk_types public.job_risk[] DEFAULT '{}'::public.job_risk[] NOT NULL,
    ppe_required public.ppe_item[] DEFAULT '{}'::public.ppe_item[] NOT NULL,
    bonuses jsonb DEFAULT '[]'::jsonb NOT NULL,
    striker_replacement_attested boolean DEFAULT false NOT NULL,
    economic_dismissal_attested boolean DEFAULT false NOT NULL,
    job_posting_title text,
    job_posting_description text,
    job_posting_channels public.job_posting_channel[] DEFAULT '{}'::public.job_posting_channel[] NOT NULL,
    job_posting_expires_at timestamp with time zone,
    client_po_number text,
    CONSTRAINT mission_client_po_number CHECK (((client_po_number IS NULL) OR ((char_length(btrim(client_po_number)) >= 1) AND (char_length(client_po_number) <= 60)))),
    CONSTRAINT mission_bonuses_array CHECK ((jsonb_typeof(bonuses) = 'array'::text)),
    CONSTRAINT mission_dates_order CHECK (((end_date IS NULL) OR (start_date IS NULL) OR (end_date >= start_date))),
    CONSTRAINT mission_hourly_wage_positive CHECK (((hourly_wage IS NULL) OR (hourly_wage > (0)::numeric))),
    CONSTRAINT mission_minimum_duration CHECK (((minimum_duration_days IS NULL) OR ((minimum_duration_days >= 1) AND (minimum_duration_days <= 1100)))),
    CONSTRAINT mission_positions CHECK (((number_of_open_positions >= 1) AND (number_of_open_positions <= 500))),
    CONSTRAINT mission_reference_wage_positive CHECK (((reference_hourly_wage IS NULL) OR (reference_hourly_wage > (0)::numeric))),
    CONSTRAINT mission_working_hours CHECK (((working_hours IS NULL) OR ((working_hours >= (1)::numeric) AND (working_hours <= (48)::numeric)))),
    CONSTRAINT mission_pkey PRIMARY KEY (id),
    CONSTRAINT mission_reference_unique UNIQUE (workspace_id, reference)
);

ALTER TABLE ONLY public.mission
    ADD CONSTRAINT mission_address_id_fkey FOREIGN KEY (address_id) REFERENCES public.address(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.mission
    ADD CONSTRAINT mission_agency_id_fkey FOREIGN KEY (agency_id) REFERENCES public.agency(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.mission
    ADD CONSTRAINT mission_assignee_id_fkey FOREIGN KEY (assignee_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.mission
    ADD CONSTRAINT mission_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.mission
    ADD CONSTRAINT mission_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.mission
    ADD CONSTRAINT mission_decision_maker_contact_id_fkey FOREIGN KEY (decision_maker_contact_id) REFERENCES public.contact(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.mission
    ADD CONSTRAINT mission_interviewer_contact_id_fkey FOREIGN KEY (interviewer_contact_id) REFERENCES public.contact(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.mission
    ADD CONSTRAINT mission_job_id_fkey FOREIGN KEY (job_id) REFERENCES public.job(id);

ALTER TABLE ONLY public.mission
    ADD CONSTRAINT mission_lead_contact_id_fkey FOREIGN KEY (lead_contact_id) REFERENCES public.contact(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.mission
    ADD CONSTRAINT mission_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.mission
    ADD CONSTRAINT mission_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.mission
    ADD CONSTRAINT mission_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON COLUMN public.mission.client_po_number IS 'le numéro du bon de commande du client, repris sur ses factures (regroupement par bon de commande)';

COMMENT ON COLUMN public.mission.hourly_billing_rate IS 'hourly_wage × coefficient, kept by private.check_mission_terms';

COMMENT ON COLUMN public.mission.bonuses IS '[{type, amount, unit, subject_to_contributions}] (docs/rules/missions-applications.md, primes et indemnités)';

REVOKE ALL ON TABLE public.mission FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.mission TO authenticated;
GRANT ALL ON TABLE public.mission TO service_role;

-- The order's coefficient is a sensitive value.
CREATE TABLE public.mission_pricing (
    mission_id uuid NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    coefficient numeric(5,3) NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT mission_pricing_coefficient_bounds CHECK (((coefficient >= (1)::numeric) AND (coefficient <= (5)::numeric))),
    CONSTRAINT mission_pricing_pkey PRIMARY KEY (mission_id)
);

ALTER TABLE ONLY public.mission_pricing
    ADD CONSTRAINT mission_pricing_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.mission_pricing
    ADD CONSTRAINT mission_pricing_mission_id_fkey FOREIGN KEY (mission_id) REFERENCES public.mission(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.mission_pricing
    ADD CONSTRAINT mission_pricing_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.mission_pricing
    ADD CONSTRAINT mission_pricing_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.mission_pricing FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.mission_pricing TO authenticated;
GRANT ALL ON TABLE public.mission_pricing TO service_role;

-- ## Indexes
-- Unless a line says otherwise, an index covers a foreign key (the joins, and the parent's deletes
-- that check it), named <table>_<column>_idx, or starts with one and adds the columns a list filters
-- and sorts by within it (<table>_<columns>_idx).

CREATE INDEX application_created_by_idx ON public.application USING btree (created_by);

-- Applications still `new`, by age: the action centre's rule on those left more than 24 hours.
CREATE INDEX application_new_idx ON public.application USING btree (created_at) WHERE ((stage = 'new'::public.application_stage) AND (NOT is_rejected));

CREATE INDEX application_owner_id_idx ON public.application USING btree (owner_id);

-- Public.positions_left(mission), the computed column of the missions lists…
CREATE INDEX application_placed_mission_idx ON public.application USING btree (mission_id) INCLUDE (workspace_id) WHERE ((stage = 'placed'::public.application_stage) AND (NOT is_rejected));

-- A mission's applications past `new`, not rejected: whether an open order is still unstaffed.
CREATE INDEX application_presented_idx ON public.application USING btree (mission_id) INCLUDE (workspace_id) WHERE ((NOT is_rejected) AND (stage = ANY (ARRAY['presented'::public.application_stage, 'client_interview'::public.application_stage, 'retained'::public.application_stage, 'onboarding'::public.application_stage, 'placed'::public.application_stage])));

CREATE INDEX application_rejected_by_idx ON public.application USING btree (rejected_by);

CREATE INDEX application_stage_forced_by_idx ON public.application USING btree (stage_forced_by);

CREATE INDEX application_talent_id_idx ON public.application USING btree (talent_id);

CREATE INDEX application_updated_by_idx ON public.application USING btree (updated_by);

CREATE INDEX application_workspace_stage_idx ON public.application USING btree (workspace_id, stage);

CREATE INDEX mission_address_id_idx ON public.mission USING btree (address_id);

CREATE INDEX mission_agency_id_idx ON public.mission USING btree (agency_id);

CREATE INDEX mission_assignee_id_idx ON public.mission USING btree (assignee_id);

CREATE INDEX mission_company_id_idx ON public.mission USING btree (company_id);

CREATE INDEX mission_created_by_idx ON public.mission USING btree (created_by);

CREATE INDEX mission_decision_maker_contact_id_idx ON public.mission USING btree (decision_maker_contact_id);

CREATE INDEX mission_interviewer_contact_id_idx ON public.mission USING btree (interviewer_contact_id);

CREATE INDEX mission_job_id_idx ON public.mission USING btree (job_id);

CREATE INDEX mission_kind_created_idx ON public.mission USING btree (workspace_id, is_client_order, created_at DESC, id);

-- The missions lists (resources/missions/list-read.ts): a kind, newest first.
CREATE INDEX mission_kind_recent_idx ON public.mission USING btree (is_client_order, created_at DESC, workspace_id);

CREATE INDEX mission_kind_start_idx ON public.mission USING btree (workspace_id, is_client_order, start_date);

CREATE INDEX mission_kind_status_idx ON public.mission USING btree (workspace_id, is_client_order, status);

CREATE INDEX mission_lead_contact_id_idx ON public.mission USING btree (lead_contact_id);

-- Open missions by job and by place, with what the reverse ranking scores on.
CREATE INDEX mission_open_job_idx ON public.mission USING btree (job_id) INCLUDE (id, workspace_id, address_id, start_date, end_date, required_qualifications) WHERE (status = ANY (ARRAY['open'::public.mission_status, 'sourcing'::public.mission_status, 'presented'::public.mission_status, 'partially_filled'::public.mission_status]));

-- The key figures: running orders (their placed applications: application_placed_mission_idx), active contracts…
CREATE INDEX mission_open_order_cover_idx ON public.mission USING btree (owner_id) INCLUDE (id, workspace_id, number_of_open_positions) WHERE (is_client_order AND (status = ANY (ARRAY['open'::public.mission_status, 'sourcing'::public.mission_status, 'presented'::public.mission_status, 'partially_filled'::public.mission_status])));

-- The open orders by creation, the applications past `new`, the contracts on a post
CREATE INDEX mission_open_orders_cover_idx ON public.mission USING btree (created_at) INCLUDE (id, workspace_id, owner_id) WHERE (is_client_order AND (status = ANY (ARRAY['open'::public.mission_status, 'sourcing'::public.mission_status])));

-- The running orders by start date, with what the carence-conflict rule reads of them…
CREATE INDEX mission_open_orders_start_cover_idx ON public.mission USING btree (start_date) INCLUDE (id, workspace_id, owner_id, company_id, job_id, address_id, contract_reason) WHERE (is_client_order AND (status = ANY (ARRAY['draft'::public.mission_status, 'open'::public.mission_status, 'sourcing'::public.mission_status, 'presented'::public.mission_status, 'partially_filled'::public.mission_status])));

-- Open missions by place: the radius bands of the reverse ranking (public.talent_missions).
CREATE INDEX mission_open_place_idx ON public.mission USING btree (address_id) INCLUDE (id, workspace_id, job_id, start_date, end_date, required_qualifications) WHERE (status = ANY (ARRAY['open'::public.mission_status, 'sourcing'::public.mission_status, 'presented'::public.mission_status, 'partially_filled'::public.mission_status]));

-- Client orders by status: the orders list's counts per status (public.mission_status_counts).
CREATE INDEX mission_open_status_idx ON public.mission USING btree (status) WHERE is_client_order;

CREATE INDEX mission_owner_id_idx ON public.mission USING btree (owner_id);

CREATE INDEX mission_pricing_created_by_idx ON public.mission_pricing USING btree (created_by);

CREATE INDEX mission_pricing_updated_by_idx ON public.mission_pricing USING btree (updated_by);

CREATE INDEX mission_pricing_workspace_id_idx ON public.mission_pricing USING btree (workspace_id);

-- Trigram search on the missions' text: the quick search's like (public.search_records).
CREATE INDEX mission_search_text_trgm_idx ON public.mission USING gin (search_text extensions.gin_trgm_ops);

CREATE INDEX mission_start_date_idx ON public.mission USING btree (workspace_id, start_date);

CREATE INDEX mission_updated_by_idx ON public.mission USING btree (updated_by);

CREATE INDEX mission_workspace_status_idx ON public.mission USING btree (workspace_id, status);

-- ## Triggers
-- Each trigger runs the function of the same purpose; its why is beside the function.

CREATE TRIGGER application_audit BEFORE INSERT OR UPDATE ON public.application FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER application_open_order_unstaffed_sync AFTER INSERT OR DELETE OR UPDATE OF mission_id, stage, is_rejected ON public.application FOR EACH ROW EXECUTE FUNCTION private.sync_open_order_unstaffed_application();

CREATE TRIGGER application_prepare BEFORE INSERT OR UPDATE ON public.application FOR EACH ROW EXECUTE FUNCTION private.prepare_application();

CREATE TRIGGER application_prepare_forced BEFORE INSERT OR UPDATE ON public.application FOR EACH ROW EXECUTE FUNCTION private.stamp_application_forced();

-- After application_prepare (the reason is required, and who may reject at all, first).
CREATE TRIGGER application_prepare_rejection_role BEFORE INSERT OR UPDATE ON public.application FOR EACH ROW EXECUTE FUNCTION private.check_application_rejection_reason_role();

CREATE TRIGGER application_reactivation BEFORE UPDATE OF is_rejected ON public.application FOR EACH ROW WHEN ((old.is_rejected AND (NOT new.is_rejected))) EXECUTE FUNCTION private.check_application_reactivation();

CREATE TRIGGER application_running_order_staffing_sync AFTER INSERT OR DELETE OR UPDATE OF mission_id, stage, is_rejected ON public.application FOR EACH ROW EXECUTE FUNCTION private.sync_running_order_staffing_application();

CREATE TRIGGER application_stage BEFORE INSERT OR UPDATE ON public.application FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('stage');

CREATE TRIGGER mission_audit BEFORE INSERT OR UPDATE ON public.mission FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER mission_open_order_post_sync AFTER INSERT OR UPDATE OF is_client_order, status, workspace_id, company_id, job_id, owner_id, start_date, address_id ON public.mission FOR EACH ROW EXECUTE FUNCTION private.sync_open_order_post_mission();

CREATE TRIGGER mission_open_order_unstaffed_sync AFTER INSERT OR UPDATE OF is_client_order, status, workspace_id ON public.mission FOR EACH ROW EXECUTE FUNCTION private.sync_open_order_unstaffed_mission();

CREATE TRIGGER mission_prepare BEFORE INSERT OR UPDATE ON public.mission FOR EACH ROW EXECUTE FUNCTION private.prepare_mission();

CREATE TRIGGER mission_prepare_terms BEFORE INSERT OR UPDATE ON public.mission FOR EACH ROW EXECUTE FUNCTION private.check_mission_terms();

CREATE TRIGGER mission_pricing_audit BEFORE INSERT OR UPDATE ON public.mission_pricing FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER mission_pricing_billing_rate AFTER INSERT OR DELETE OR UPDATE OF coefficient ON public.mission_pricing FOR EACH ROW EXECUTE FUNCTION private.refresh_mission_billing_rate();

CREATE TRIGGER mission_pricing_prepare BEFORE INSERT OR UPDATE ON public.mission_pricing FOR EACH ROW EXECUTE FUNCTION private.prepare_mission_pricing();

CREATE TRIGGER mission_release_address AFTER DELETE OR UPDATE OF address_id ON public.mission FOR EACH ROW EXECUTE FUNCTION private.release_address();

CREATE TRIGGER mission_running_order_staffing_sync AFTER INSERT OR UPDATE OF is_client_order, status, workspace_id, owner_id, number_of_open_positions ON public.mission FOR EACH ROW EXECUTE FUNCTION private.sync_running_order_staffing_mission();

CREATE TRIGGER mission_status_a_status BEFORE INSERT OR UPDATE ON public.mission FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'closing_comment');

CREATE TRIGGER mission_status_b_job_posting BEFORE INSERT OR UPDATE ON public.mission FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('job_posting_status');

CREATE TRIGGER mission_status_c_job_posting_content BEFORE INSERT OR UPDATE ON public.mission FOR EACH ROW EXECUTE FUNCTION private.prepare_job_posting();

-- After the status transition check (mission_status_a_status): a refused role reads its own message.
CREATE TRIGGER mission_status_d_order_reason BEFORE INSERT OR UPDATE ON public.mission FOR EACH ROW EXECUTE FUNCTION private.check_mission_order_reason();

-- ## RLS and policies
-- Each policy's name says who may do what; the read and write rules are in docs/rules/roles.md.

ALTER TABLE public.application ENABLE ROW LEVEL SECURITY;

CREATE POLICY "application: matrix roles can insert workspace rows" ON public.application FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('application'::text, 'insert'::public.permission_action) AS can)));

-- Rows of the caller's workspaces; owners delete their own.
CREATE POLICY "application: matrix roles can select workspace rows" ON public.application FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('application'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "application: matrix roles can update workspace rows" ON public.application FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('application'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('application'::text, 'update'::public.permission_action) AS can)));

CREATE POLICY "application: matrix roles or owners can delete rows" ON public.application FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND (( SELECT private.can('application'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.can_own('application'::text, 'delete'::public.permission_action) AS can_own) AND (owner_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

ALTER TABLE public.mission ENABLE ROW LEVEL SECURITY;

CREATE POLICY "mission: matrix roles can insert workspace rows" ON public.mission FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('mission'::text, 'insert'::public.permission_action) AS can)));

-- Rows of the caller's workspaces; consultants delete only their (and managees') drafts.
CREATE POLICY "mission: matrix roles can select workspace rows" ON public.mission FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('mission'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "mission: matrix roles can update workspace rows" ON public.mission FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('mission'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('mission'::text, 'update'::public.permission_action) AS can)));

CREATE POLICY "mission: matrix roles or owners can delete drafts" ON public.mission FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND (( SELECT private.can('mission'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.can_own('mission'::text, 'delete'::public.permission_action) AS can_own) AND (status = 'draft'::public.mission_status) AND (owner_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

ALTER TABLE public.mission_pricing ENABLE ROW LEVEL SECURITY;

CREATE POLICY "mission_pricing: matrix roles can delete workspace rows" ON public.mission_pricing FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('contract_pricing'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "mission_pricing: matrix roles can insert workspace rows" ON public.mission_pricing FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('contract_pricing'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "mission_pricing: matrix roles can select workspace rows" ON public.mission_pricing FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('contract_pricing'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "mission_pricing: matrix roles can update workspace rows" ON public.mission_pricing FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('contract_pricing'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('contract_pricing'::text, 'update'::public.permission_action) AS can)));

-- ## Functions

-- A rejected application comes back to "À qualifier" only…
CREATE FUNCTION private.check_application_reactivation() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if old.is_rejected and not new.is_rejected and new.stage <> 'to_qualify'
     and not private.is_system() and not private.may('application.reactivate_to_any_stage') then
    perform private.fail('Une candidature refusée repart à l''étape « À qualifier »', 'application_reactivation_stage');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_application_reactivation() FROM PUBLIC;

-- Who records which refusal of an application (docs/rules/missions-applications.md, règles du pipeline).
CREATE FUNCTION private.check_application_rejection_reason_role() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not new.is_rejected or private.is_system() then
    return new;
  end if;
  if tg_op = 'UPDATE' and old.is_rejected and new.rejection_reason is not distinct from old.rejection_reason then
    return new;
  end if;
  if new.rejection_reason = 'client_choice'
     and not private.may('application.reject_client_choice') then
    perform private.fail('Seuls un consultant ou un CSM enregistrent le refus du client (« Refusé(e) par le client »)',
                         'application_rejection_reason_role', '42501');
  end if;
  if new.rejection_reason = 'withdrawn'
     and not private.may('application.reject_withdrawn') then
    perform private.fail('Seuls un consultant ou un CSM externe enregistrent le désistement du candidat (« Désistement »)',
                         'application_rejection_reason_role', '42501');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_application_rejection_reason_role() FROM PUBLIC;

-- A client order that leaves the draft has its motif (docs/rules/missions-applications.md, règles d'une commande). public.save_mission…
CREATE FUNCTION private.check_mission_order_reason() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not new.is_client_order or new.status in ('draft', 'canceled', 'lost')
     or (new.status = 'on_hold' and tg_op = 'UPDATE' and old.status = 'draft') then
    return new;
  end if;
  if tg_op = 'UPDATE'
     and (new.status, new.is_client_order, new.contract_reason, new.contract_reason_justification)
         is not distinct from (old.status, old.is_client_order, old.contract_reason, old.contract_reason_justification) then
    return new;
  end if;
  if new.contract_reason is null then
    perform private.fail('Le motif de recours est obligatoire pour une commande client (cas de recours de l''article L1251-6 du Code du travail)',
                         'mission_reason_required');
  end if;
  if (new.contract_reason::text like 'replacement%' or new.contract_reason = 'activity_increase')
     and coalesce(btrim(new.contract_reason_justification), '') = '' then
    perform private.fail('La justification du motif est obligatoire : personne remplacée et sa qualification, ou raison de l''accroissement d''activité (article L1251-43 du Code du travail)',
                         'mission_reason_justification');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_mission_order_reason() FROM PUBLIC;

-- The mission's own check without the coefficient; the billing rate from the pricing row when the pay changes.
CREATE FUNCTION private.check_mission_terms() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_rule public.contract_reason_rule;
  v_last date;
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
    v_last := coalesce(new.end_date, case when not new.is_precise_term and new.minimum_duration_days is not null
                                          then private.contract_last_day(new.start_date, null, null, new.minimum_duration_days) end);
    if v_rule.max_months is not null and v_rule.is_blocking and v_last is not null
       and v_last >= (new.start_date + make_interval(months => v_rule.max_months))::date then
      perform private.fail(format('La durée prévue de la mission dépasse le maximum de %s mois pour le motif « %s » (L1251-12-1)',
                                  v_rule.max_months, private.enum_label('contract_reason', new.contract_reason::text)), 'mission_max_duration');
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
       -- coalesce: a bonus without an amount gives null here, which an « or » would let through
       or coalesce(jsonb_typeof(v_bonus -> 'amount'), '') <> 'number' or (v_bonus ->> 'amount')::numeric <= 0 then
      perform private.fail('Chaque prime doit avoir un type et un montant positif', 'mission_bonuses');
    end if;
  end loop;

  if tg_op = 'UPDATE' and new.hourly_wage is distinct from old.hourly_wage then
    new.hourly_billing_rate := (select round(new.hourly_wage * p.coefficient, 2) from public.mission_pricing p where p.mission_id = new.id);
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_mission_terms() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_mission_terms() TO authenticated;
GRANT ALL ON FUNCTION private.check_mission_terms() TO service_role;

-- The forbidden criteria found in a text, each once, in list order.
CREATE FUNCTION private.discriminatory_criteria(p_text text) RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  with t as (
    select ' ' || btrim(regexp_replace(coalesce(private.normalize_search(p_text), ''), '[^a-z0-9]+', ' ', 'g')) || ' ' as padded
  ), found as (
    select p.criterion, min(p.ord) as ord
    from private.discriminatory_patterns() with ordinality as p(criterion, pattern, ord), t
    where t.padded ~ p.pattern
    group by p.criterion
  )
  select coalesce(array_agg(criterion order by ord), '{}') from found
$$;

REVOKE ALL ON FUNCTION private.discriminatory_criteria(p_text text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.discriminatory_criteria(p_text text) TO authenticated;
GRANT ALL ON FUNCTION private.discriminatory_criteria(p_text text) TO service_role;

-- Forbidden criteria of a job ad (Code du travail L1132-1, L5321-2)…
CREATE FUNCTION private.discriminatory_patterns() RETURNS TABLE(criterion text, pattern text)
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  values
    ('l''âge', ' age (maximum|minimum|max|min|limite) '),
    ('l''âge', ' agee?s? (de|entre) [0-9]+ '),
    ('l''âge', ' agee?s? de (moins|plus) de '),
    ('l''âge', ' (moins|plus) de [0-9]+ ans (maximum|minimum|max|min|au plus|au moins) '),
    ('l''âge', ' jeunes? (homme|femme|fille|garcon|retraite)s? '),
    ('l''âge', ' nee?s? (apres|avant) '),
    ('le sexe', ' (homme|femme|masculin|feminin)s? (uniquement|exclusivement|seulement) '),
    ('le sexe', ' (uniquement|exclusivement|seulement|que) (des )?(homme|femme)s? '),
    ('le sexe', ' de sexe '),
    ('le sexe', ' reservee?s? (exclusivement |uniquement )?(aux|a des) (homme|femme)s? '),
    ('l''origine', ' origine '),
    ('l''origine', ' ethnie '),
    ('l''origine', ' ethniques? '),
    ('l''origine', ' race '),
    ('l''origine', ' couleur de peau '),
    ('l''origine', ' de souche '),
    ('la nationalité', ' nationalite (francaise|europeenne) (exigee|obligatoire|uniquement|requise) '),
    ('la situation de famille', ' situation (de famille|familiale|matrimoniale) '),
    ('la situation de famille', ' celibataires? '),
    ('la situation de famille', ' sans enfants? '),
    ('la situation de famille', ' enfants? a charge '),
    ('la grossesse', ' grossesse '),
    ('la grossesse', ' enceintes? '),
    ('l''apparence physique', ' apparence physique '),
    ('l''apparence physique', ' physique agreable '),
    ('l''apparence physique', ' (belle|jolie) (presentation|apparence) '),
    ('l''apparence physique', ' (taille|poids) (minimum|maximum|minimale|maximale) '),
    ('les convictions religieuses', ' religion '),
    ('les convictions religieuses', ' religieu(x|se|ses) '),
    ('les convictions religieuses', ' (chretien|musulman|juif|catholique|protestant|athee)(ne|nes|s)? '),
    ('le handicap', ' (pas|sans|aucun) (de )?handicap'),
    ('le handicap', ' handicapes? s abstenir '),
    ('l''état de santé', ' etat de sante '),
    ('l''état de santé', ' bonne sante '),
    ('l''orientation sexuelle', ' orientation sexuelle '),
    ('l''orientation sexuelle', ' (hetero|homo)sexuel(le)?s? '),
    ('l''identité de genre', ' identite de genre '),
    ('les opinions politiques', ' opinions? politiques? '),
    ('les activités syndicales', ' syndica(t|ts|l|le|les|ux) '),
    ('les activités syndicales', ' syndique(e|es|s)? '),
    ('les mœurs', ' moeurs '),
    ('le lieu de résidence', ' lieu de residence '),
    ('le nom de famille', ' nom de famille '),
    ('la langue', ' langue maternelle '),
    ('les caractéristiques génétiques', ' genetiques? '),
    ('la domiciliation bancaire', ' domiciliation bancaire ')
$$;

REVOKE ALL ON FUNCTION private.discriminatory_patterns() FROM PUBLIC;
GRANT ALL ON FUNCTION private.discriminatory_patterns() TO authenticated;
GRANT ALL ON FUNCTION private.discriminatory_patterns() TO service_role;

-- Holds every required qualification, valid (or expiring soon) up to the date: the "only qualified" filter.
CREATE FUNCTION private.holds_qualifications(p_talent_id uuid, p_types public.document_type[], p_valid_until date) RETURNS boolean
    LANGUAGE sql STABLE
    AS $$
  select not exists (
    select 1 from unnest(p_types) as wanted(type)
    where not exists (
      select 1 from public.document d
      where d.talent_id = p_talent_id and d.type = wanted.type and d.status in ('valid', 'expiring_soon')
        and (d.expiry_date is null or d.expiry_date >= p_valid_until)
    )
  )
$$;

REVOKE ALL ON FUNCTION private.holds_qualifications(p_talent_id uuid, p_types public.document_type[], p_valid_until date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.holds_qualifications(p_talent_id uuid, p_types public.document_type[], p_valid_until date) TO authenticated;
GRANT ALL ON FUNCTION private.holds_qualifications(p_talent_id uuid, p_types public.document_type[], p_valid_until date) TO service_role;

-- Available on the start date (the availability part of private.match_scores).
CREATE FUNCTION private.match_available(p_status public.talent_availability_status, p_from date, p_start date) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    AS $$
  select coalesce(p_status <> 'unavailable' and (p_from <= p_start or (p_from is null and p_status = 'available')), false)
$$;

REVOKE ALL ON FUNCTION private.match_available(p_status public.talent_availability_status, p_from date, p_start date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.match_available(p_status public.talent_availability_status, p_from date, p_start date) TO authenticated;
GRANT ALL ON FUNCTION private.match_available(p_status public.talent_availability_status, p_from date, p_start date) TO service_role;

-- The score of (mission, talent) pairs, given as two arrays of the same length.
CREATE FUNCTION private.match_scores(p_mission_ids uuid[], p_talent_ids uuid[], p_radius_km double precision) RETURNS TABLE(mission_id uuid, talent_id uuid, distance_km double precision, distance_points smallint, job_points smallint, qualification_points smallint, availability_points smallint, score smallint, reasons text[], missing text[], missing_qualifications public.document_type[])
    LANGUAGE sql STABLE
    AS $$
  select
    m.id, t.id, d.km,
    parts.distance_points, parts.job_points, parts.qualification_points, parts.availability_points,
    (parts.distance_points + parts.job_points + parts.qualification_points + parts.availability_points)::smallint,
    array_remove(array[
      case when d.km <= 10 then 'near_worksite' when d.km <= p_radius_km then 'within_radius' end,
      case when d.km <= t.mobility_radius_km then 'within_mobility' end,
      case j.kind when 'main' then 'main_job' when 'other' then 'other_job' end,
      case when cardinality(m.required_qualifications) > 0 and cardinality(q.missing) = 0 then 'qualifications_valid' end,
      case when av.ok then 'available' end
    ], null),
    array_remove(array[
      case when d.km is null then 'distance_unknown' end,
      case when d.km > t.mobility_radius_km then 'beyond_mobility' end,
      case when j.kind is null then 'job' end,
      case when cardinality(q.missing) > 0 then 'qualifications' end,
      case when not av.ok then 'availability' end
    ], null),
    q.missing
  from unnest(p_mission_ids, p_talent_ids) as pair(mission_id, talent_id)
  join public.mission m on m.id = pair.mission_id
  join public.talent t on t.id = pair.talent_id
  left join public.address ma on ma.id = m.address_id
  left join public.address ta on ta.id = t.address_id
  cross join lateral (
    select private.distance_km(ma.latitude::double precision, ma.longitude::double precision,
                               ta.latitude::double precision, ta.longitude::double precision) as km
  ) d
  cross join lateral (
    select case when bool_or(tj.is_main) then 'main' when count(*) > 0 then 'other' end as kind
    from public.talent_job tj
    where tj.talent_id = t.id and tj.job_id = m.job_id
  ) j
  cross join lateral (
    select coalesce(array_agg(wanted.type order by wanted.type), '{}')::public.document_type[] as missing
    from unnest(m.required_qualifications) as wanted(type)
    where not exists (
      select 1 from public.document doc
      where doc.talent_id = t.id and doc.type = wanted.type and doc.status in ('valid', 'expiring_soon')
        and (doc.expiry_date is null or doc.expiry_date >= coalesce(m.end_date, m.start_date, private.paris_today()))
    )
  ) q
  cross join lateral (
    select coalesce(t.availability_status <> 'unavailable'
       and (t.available_from <= coalesce(m.start_date, private.paris_today())
            or (t.available_from is null and t.availability_status = 'available')), false) as ok
  ) av
  cross join lateral (
    select
      (case when d.km is null then 0 when d.km <= 10 then 30 when d.km <= 25 then 20 when d.km <= p_radius_km then 10 else 0 end)::smallint as distance_points,
      (case j.kind when 'main' then 30 when 'other' then 20 else 0 end)::smallint as job_points,
      (case when cardinality(m.required_qualifications) = 0 then 25
            else round(25.0 * (cardinality(m.required_qualifications) - cardinality(q.missing)) / cardinality(m.required_qualifications)) end)::smallint as qualification_points,
      (case when coalesce(av.ok, false) then 15 else 0 end)::smallint as availability_points
  ) parts
$$;

REVOKE ALL ON FUNCTION private.match_scores(p_mission_ids uuid[], p_talent_ids uuid[], p_radius_km double precision) FROM PUBLIC;
GRANT ALL ON FUNCTION private.match_scores(p_mission_ids uuid[], p_talent_ids uuid[], p_radius_km double precision) TO authenticated;
GRANT ALL ON FUNCTION private.match_scores(p_mission_ids uuid[], p_talent_ids uuid[], p_radius_km double precision) TO service_role;

-- Pipeline rules: rejections need a reason, going back or skipping a guard marks the stage as forced…
CREATE FUNCTION private.prepare_application() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_old_stage public.application_stage := case when tg_op = 'UPDATE' then old.stage end;
  v_talent public.talent;
  v_forcing boolean := new.has_stage_been_forced and (tg_op = 'INSERT' or not old.has_stage_been_forced);
begin
  perform private.assert_same_workspace(new.workspace_id, 'mission', new.mission_id, 'La mission');
  perform private.assert_same_workspace(new.workspace_id, 'talent', new.talent_id, 'Le talent');

  if new.is_rejected then
    if new.rejection_reason is null then
      perform private.fail('Un motif de refus est obligatoire', 'application_rejection');
    end if;
    if tg_op = 'INSERT' or not old.is_rejected then
      new.rejected_at := now();
      new.rejected_by := coalesce(auth.uid(), new.rejected_by);
      if not private.is_system() and not private.may('application.reject') then
        perform private.fail('Votre rôle ne permet pas de refuser une candidature', 'application_rejection_right', '42501');
      end if;
    elsif new.stage is distinct from old.stage then
      perform private.fail('Une candidature refusée doit être réactivée avant de changer d''étape', 'application_rejected_stage');
    end if;
  elsif tg_op = 'UPDATE' and old.is_rejected then
    if not private.is_system() and not private.may('application.reactivate') then
      perform private.fail('Seul un consultant peut réactiver une candidature refusée', 'application_rejection_right', '42501');
    end if;
    new.rejected_at := null;
    new.rejected_by := null;
    new.rejection_reason := null;
  end if;

  if v_old_stage is not null and new.stage is distinct from v_old_stage then
    if v_old_stage <> 'on_hold' and new.stage <> 'on_hold' and new.stage < v_old_stage then
      if not private.is_system() and not private.may('application.move_back') then
        perform private.fail('Seuls un consultant ou un CSM peuvent faire reculer une candidature', 'application_stage_back', '42501');
      end if;
      new.has_stage_been_forced := true;
    end if;
  end if;

  if new.stage is distinct from v_old_stage and new.stage in ('presented', 'client_interview', 'retained', 'onboarding', 'placed') then
    select t.* into v_talent from public.talent t where t.id = new.talent_id;
    if v_talent.blacklisted_at is not null then
      perform private.fail('Ce talent ne peut plus être délégué (interdiction de délégation)', 'application_talent_blacklisted');
    end if;
    if new.stage = 'presented' and v_talent.qualification_status <> 'qualified' and not v_forcing and not private.is_system() then
      perform private.fail('Le talent doit être qualifié avant d''être présenté au client', 'application_presented_qualified');
    end if;
    if new.stage = 'presented' then
      new.presented_at := coalesce(new.presented_at, now());
    end if;
    if new.stage = 'placed' and not v_forcing and not private.is_system() and not exists (
      select 1 from public.contract c
      where c.talent_id = new.talent_id and c.mission_id = new.mission_id and c.status <> 'canceled'
    ) then
      perform private.fail('Une candidature ne peut passer à « Placé(e) / En mission » qu''avec un contrat', 'application_placed_contract');
    end if;
  end if;
  if v_forcing and not private.is_system() and not private.may('application.force_stage') then
    perform private.fail('Seul un consultant peut forcer une étape', 'application_stage_force', '42501');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.prepare_application() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_application() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_application() TO service_role;

-- A published ad: a description, no forbidden criterion, an expiry after its posting date.
CREATE FUNCTION private.prepare_job_posting() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_found text[];
begin
  if new.job_posting_expires_at is not null and new.job_posting_date is not null
     and new.job_posting_expires_at <= new.job_posting_date then
    perform private.fail('La date d''expiration de l''annonce doit suivre sa date de publication', 'mission_job_posting_expiry');
  end if;
  if new.job_posting_status = 'published' and (
       tg_op = 'INSERT' or old.job_posting_status is distinct from 'published'
       or new.job_posting_title is distinct from old.job_posting_title
       or new.job_posting_description is distinct from old.job_posting_description) then
    if coalesce(btrim(new.job_posting_description), '') = '' then
      perform private.fail('Une annonce publiée doit avoir une description', 'mission_job_posting_description');
    end if;
    v_found := private.discriminatory_criteria(concat_ws(' ', new.job_posting_title, new.job_posting_description));
    if cardinality(v_found) > 0 then
      perform private.fail(format('L''annonce mentionne un critère discriminatoire interdit (article L1132-1 du Code du travail) : %s',
                                  array_to_string(v_found, ', ')), 'mission_job_posting_discrimination');
    end if;
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.prepare_job_posting() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_job_posting() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_job_posting() TO service_role;

-- Validates a mission with French messages and fills derived columns.
CREATE FUNCTION private.prepare_mission() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_smic numeric;
begin
  if new.job_name is null and new.job_id is not null then
    new.job_name := (select j.name from public.job j where j.id = new.job_id);
  end if;
  if coalesce(btrim(new.job_name), '') = '' then
    perform private.fail('L''intitulé du poste est obligatoire', 'mission_job_name_required');
  end if;
  if new.end_date is not null and new.start_date is not null and new.end_date < new.start_date then
    perform private.fail('La date de fin doit être postérieure ou égale à la date de début', 'mission_dates_order');
  end if;
  if new.number_of_open_positions < 1 then
    perform private.fail('Le nombre de postes doit être au moins égal à 1', 'mission_positions');
  end if;
  if new.is_client_order and new.company_id is null then
    perform private.fail('Une commande client doit être rattachée à une entreprise', 'mission_company_required');
  end if;
  if new.working_hours is not null and new.working_hours > 48 then
    perform private.fail('La durée hebdomadaire ne peut pas dépasser 48 h (L3121-20)', 'mission_working_hours');
  end if;
  if new.hourly_wage is not null and (tg_op = 'INSERT' or new.hourly_wage is distinct from old.hourly_wage
                                      or new.start_date is distinct from old.start_date) then
    v_smic := private.legal_value('smic_hourly_gross', coalesce(new.start_date, private.paris_today()));
    if v_smic is not null and new.hourly_wage < v_smic then
      perform private.fail(format('Le salaire horaire (%s €) est inférieur au SMIC en vigueur au %s (%s €)',
                                  private.fr_number(new.hourly_wage), private.fr_date(coalesce(new.start_date, private.paris_today())),
                                  private.fr_number(v_smic)), 'mission_hourly_wage_smic');
    end if;
  end if;
  if new.is_risky_position and coalesce(btrim(new.job_risks), '') = '' then
    perform private.fail('Les risques d''un poste à risque doivent être décrits', 'mission_job_risks_required');
  end if;
  if new.status in ('canceled', 'lost') and new.closing_reason is null then
    perform private.fail('Un motif de clôture est obligatoire pour annuler ou perdre une mission', 'mission_closing_reason_required');
  end if;
  if new.job_posting_status = 'published' and (tg_op = 'INSERT' or old.job_posting_status is distinct from 'published') then
    new.job_posting_date := coalesce(new.job_posting_date, now());
  end if;
  perform private.assert_same_workspace(new.workspace_id, 'company', new.company_id, 'L''entreprise');
  perform private.assert_same_workspace(new.workspace_id, 'agency', new.agency_id, 'L''établissement');
  perform private.assert_same_workspace(new.workspace_id, 'address', new.address_id, 'L''adresse du chantier');
  if new.company_id is not null and exists (
    select 1 from public.contact c
    where c.id in (new.lead_contact_id, new.interviewer_contact_id, new.decision_maker_contact_id)
      and c.company_id <> new.company_id
  ) then
    perform private.fail('Les contacts de la mission doivent appartenir à son entreprise', 'mission_contact_company');
  end if;
  new.search_text := private.normalize_search(concat_ws(' ', new.reference, new.job_name));
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.prepare_mission() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_mission() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_mission() TO service_role;

-- The band, whoever writes (the mission's own check moves here), and the mission's workspace.
CREATE FUNCTION private.prepare_mission_pricing() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_mission public.mission;
  v_min numeric;
  v_max numeric;
begin
  select m.* into v_mission from public.mission m where m.id = new.mission_id;
  new.workspace_id := v_mission.workspace_id;
  if tg_op = 'INSERT' or new.coefficient is distinct from old.coefficient then
    v_min := coalesce(private.legal_value('coefficient_min', coalesce(v_mission.start_date, private.paris_today())), 1.5);
    v_max := coalesce(private.legal_value('coefficient_max', coalesce(v_mission.start_date, private.paris_today())), 2.5);
    if new.coefficient < v_min or new.coefficient > v_max then
      perform private.fail(format('Le coefficient (%s) doit être compris entre %s et %s ; au-delà, une dérogation de la comptabilité est nécessaire',
                                  private.fr_number(new.coefficient), private.fr_number(v_min), private.fr_number(v_max)),
                           'mission_coefficient_range');
    end if;
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.prepare_mission_pricing() FROM PUBLIC;

-- The same from a talent's valid documents already read…
CREATE FUNCTION private.qualification_points(p_required public.document_type[], p_valid_until date, p_doc_types public.document_type[], p_doc_until date[]) RETURNS integer
    LANGUAGE sql IMMUTABLE
    AS $$
  select case when cardinality(p_required) = 0 then 25
              else round(25.0 * (select count(*) from unnest(p_required) as wanted(type)
                                 where exists (select 1 from unnest(p_doc_types, p_doc_until) as doc(type, until)
                                               where doc.type = wanted.type and doc.until >= p_valid_until))
                         / cardinality(p_required))::integer end
$$;

REVOKE ALL ON FUNCTION private.qualification_points(p_required public.document_type[], p_valid_until date, p_doc_types public.document_type[], p_doc_until date[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.qualification_points(p_required public.document_type[], p_valid_until date, p_doc_types public.document_type[], p_doc_until date[]) TO authenticated;
GRANT ALL ON FUNCTION private.qualification_points(p_required public.document_type[], p_valid_until date, p_doc_types public.document_type[], p_doc_until date[]) TO service_role;

-- The mission's billing rate follows its pricing row…
CREATE FUNCTION private.refresh_mission_billing_rate() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.mission m
  set hourly_billing_rate = case when tg_op = 'DELETE' then null else round(m.hourly_wage * new.coefficient, 2) end
  where m.id = case when tg_op = 'DELETE' then old.mission_id else new.mission_id end;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.refresh_mission_billing_rate() FROM PUBLIC;

-- A uniform sample of a table's rows by key, for about p_rows of them: the rows whose…
CREATE FUNCTION private.sample_bound(p_table regclass, p_rows integer, OUT bound uuid, OUT fraction double precision) RETURNS record
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  -- reltuples: -1 before the first analyze, then the planner's row count
  select case when s.prefix is null then null
              else (pg_catalog.lpad(pg_catalog.to_hex(s.prefix), 8, '0') || '-0000-0000-0000-000000000000')::uuid end,
         coalesce(s.prefix / 4294967296.0, 1)::double precision
  from (select (select case when c.reltuples > p_rows then pg_catalog.floor(4294967296.0 * p_rows / c.reltuples)::bigint end
                from pg_catalog.pg_class c where c.oid = p_table) as prefix) s
$$;

REVOKE ALL ON FUNCTION private.sample_bound(p_table regclass, p_rows integer, OUT bound uuid, OUT fraction double precision) FROM PUBLIC;
GRANT ALL ON FUNCTION private.sample_bound(p_table regclass, p_rows integer, OUT bound uuid, OUT fraction double precision) TO authenticated;
GRANT ALL ON FUNCTION private.sample_bound(p_table regclass, p_rows integer, OUT bound uuid, OUT fraction double precision) TO service_role;

-- Where the matching rankings read places from (issue 16, Performance), and the client-order list's order.
CREATE FUNCTION private.set_talent_job_home() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- never what the client sent: always the talent's address
  select a.geo_lat, a.geo_lng into new.home_lat, new.home_lng
  from public.talent t join public.address a on a.id = t.address_id
  where t.id = new.talent_id;
  if not found then
    new.home_lat := null;
    new.home_lng := null;
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.set_talent_job_home() FROM PUBLIC;

-- Runs after application_prepare (triggers fire in name order), which sets the flag on a backward move…
CREATE FUNCTION private.stamp_application_forced() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.has_stage_been_forced and (
    tg_op = 'INSERT'
    or not old.has_stage_been_forced
    or (new.stage is distinct from old.stage and old.stage <> 'on_hold' and new.stage <> 'on_hold' and new.stage < old.stage)
  ) then
    new.stage_forced_at := now();
    new.stage_forced_by := auth.uid();
  elsif not new.has_stage_been_forced then
    new.stage_forced_at := null;
    new.stage_forced_by := null;
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.stamp_application_forced() FROM PUBLIC;
GRANT ALL ON FUNCTION private.stamp_application_forced() TO authenticated;
GRANT ALL ON FUNCTION private.stamp_application_forced() TO service_role;

-- Keeps talent_job's copy of a talent's home point in step when the talent moves or the address is
-- geocoded again: the matching finds a job's holders within a radius from that index.
CREATE FUNCTION private.talent_home_moved() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_table_name = 'talent' then
    update public.talent_job tj set home_lat = a.geo_lat, home_lng = a.geo_lng
    from (select new.address_id as id) moved
    left join public.address a on a.id = moved.id
    where tj.talent_id = new.id;
  else
    update public.talent_job tj set home_lat = new.geo_lat, home_lng = new.geo_lng
    from public.talent t
    where t.address_id = new.id and tj.talent_id = t.id;
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.talent_home_moved() FROM PUBLIC;

-- The qualification part of private.match_scores for a talent: 25 when none is required…
CREATE FUNCTION private.talent_qualification_points(p_talent_id uuid, p_required public.document_type[], p_valid_until date) RETURNS integer
    LANGUAGE sql STABLE
    AS $$
  select case when cardinality(p_required) = 0 then 25
              else round(25.0 * (select count(*) from unnest(p_required) as wanted(type)
                                 where exists (select 1 from public.document d
                                               where d.talent_id = p_talent_id and d.type = wanted.type
                                                 and d.status in ('valid', 'expiring_soon')
                                                 and (d.expiry_date is null or d.expiry_date >= p_valid_until)))
                         / cardinality(p_required))::integer end
$$;

REVOKE ALL ON FUNCTION private.talent_qualification_points(p_talent_id uuid, p_required public.document_type[], p_valid_until date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.talent_qualification_points(p_talent_id uuid, p_required public.document_type[], p_valid_until date) TO authenticated;
GRANT ALL ON FUNCTION private.talent_qualification_points(p_talent_id uuid, p_required public.document_type[], p_valid_until date) TO service_role;

-- Adds talents to a mission's pipeline in one statement (all or nothing): stage `new`, the given source…
CREATE FUNCTION public.add_talents_to_pipeline(p_mission_id uuid, p_talent_ids uuid[], p_source public.application_source DEFAULT 'manual'::public.application_source) RETURNS SETOF public.application
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_mission public.mission;
begin
  select m.* into v_mission from public.mission m where m.id = p_mission_id;
  if not found then
    perform private.fail('Mission introuvable', 'application_mission_not_found', 'P0002');
  end if;
  if coalesce(cardinality(p_talent_ids), 0) = 0 then
    perform private.fail('Choisissez au moins un talent', 'application_talents_required');
  end if;
  if exists (select 1 from unnest(p_talent_ids) wanted(id)
             where not exists (select 1 from public.talent t where t.id = wanted.id)) then
    perform private.fail('Talent introuvable', 'application_talent_not_found', 'P0002');
  end if;
  if exists (select 1 from public.talent t where t.id = any (p_talent_ids) and t.blacklisted_at is not null) then
    perform private.fail('Ce talent ne peut plus être délégué (interdiction de délégation)', 'application_talent_blacklisted');
  end if;
  return query
  insert into public.application (workspace_id, mission_id, talent_id, stage, source, match_score, owner_id)
  select v_mission.workspace_id, v_mission.id, s.talent_id, 'new', coalesce(p_source, 'manual'), s.score,
         private.current_team_member_id()
  from (select distinct id from unnest(p_talent_ids) as wanted(id)) ids
  cross join lateral private.match_scores(array[v_mission.id], array[ids.id], 50) s
  on conflict (mission_id, talent_id) do nothing
  returning *;
end
$$;

COMMENT ON FUNCTION public.add_talents_to_pipeline(p_mission_id uuid, p_talent_ids uuid[], p_source public.application_source) IS 'Adds talents to a mission''s pipeline atomically (stage new, the matching score); talents already in it are skipped; the caller''s row-level security applies.';

REVOKE ALL ON FUNCTION public.add_talents_to_pipeline(p_mission_id uuid, p_talent_ids uuid[], p_source public.application_source) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.add_talents_to_pipeline(p_mission_id uuid, p_talent_ids uuid[], p_source public.application_source) FROM PUBLIC;
GRANT ALL ON FUNCTION public.add_talents_to_pipeline(p_mission_id uuid, p_talent_ids uuid[], p_source public.application_source) TO authenticated;
GRANT ALL ON FUNCTION public.add_talents_to_pipeline(p_mission_id uuid, p_talent_ids uuid[], p_source public.application_source) TO service_role;

-- Published postings past their expiry date become expired.
CREATE FUNCTION public.expire_job_postings() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_count integer;
begin
  perform set_config('renfort.actor', 'system', true);
  update public.mission m set job_posting_status = 'expired'
  where m.job_posting_status = 'published' and m.job_posting_expires_at <= now();
  get diagnostics v_count = row_count;
  perform set_config('renfort.actor', '', true);
  return v_count;
end
$$;

REVOKE ALL ON FUNCTION public.expire_job_postings() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.expire_job_postings() FROM PUBLIC;
GRANT ALL ON FUNCTION public.expire_job_postings() TO service_role;

-- A developer's break-glass move of an application on the kanban: any stage the transition table refuses them…
CREATE FUNCTION public.force_application_stage(p_id uuid, p_stage public.application_stage, p_comment text) RETURNS public.application
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_row public.application;
begin
  if not private.has_role('team_member_developer') then
    perform private.fail('Seul un développeur peut forcer l''étape d''une candidature', 'application_force_right', '42501');
  end if;
  if coalesce(btrim(p_comment), '') = '' then
    perform private.fail('Un commentaire est obligatoire pour forcer une étape', 'application_force_comment');
  end if;
  if char_length(btrim(p_comment)) > 1000 then
    perform private.fail('Le commentaire ne peut pas dépasser 1 000 caractères', 'application_force_comment_length');
  end if;
  select * into v_row from public.application a where a.id = p_id;
  if not found then
    perform private.fail('Candidature introuvable ou non modifiable', 'application_force_not_found', '42501');
  end if;
  if v_row.stage = p_stage and not v_row.is_rejected then
    perform private.fail(format('La candidature est déjà à l''étape « %s »',
                                private.enum_label('application_stage', p_stage::text)), 'application_force_same');
  end if;
  -- The pipeline's checks (qualified talent before "presented", a contract before "placed")
  -- stand aside for a newly forced stage only (private.prepare_application): an application
  -- forced before is unflagged first so that this forcing counts as new.
  if v_row.has_stage_been_forced then
    update public.application a set has_stage_been_forced = false where a.id = p_id;
  end if;
  perform set_config('renfort.status_comment', btrim(p_comment), true);
  update public.application a
  set stage = p_stage, is_rejected = false, has_stage_been_forced = true,
      stage_forced_at = now(), stage_forced_by = auth.uid()
  where a.id = p_id
  returning * into v_row;
  perform set_config('renfort.status_comment', '', true);
  if not found then
    perform private.fail('Candidature introuvable ou non modifiable', 'application_force_not_found', '42501');
  end if;
  return v_row;
end
$$;

REVOKE ALL ON FUNCTION public.force_application_stage(p_id uuid, p_stage public.application_stage, p_comment text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.force_application_stage(p_id uuid, p_stage public.application_stage, p_comment text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.force_application_stage(p_id uuid, p_stage public.application_stage, p_comment text) TO authenticated;
GRANT ALL ON FUNCTION public.force_application_stage(p_id uuid, p_stage public.application_stage, p_comment text) TO service_role;

-- Who the caller is for the application: member, workspaces, roles, level, managees.
CREATE FUNCTION public.get_current_user_access() RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case when tm.id is null then null else jsonb_build_object(
    'team_member_id', tm.id,
    'workspace_id', tm.workspace_id,
    'main_workspace_id', tm.main_workspace_id,
    'workspace_ids', to_jsonb(private.current_workspace_ids()),
    'roles', to_jsonb(private.current_roles()),
    'management_level', tm.management_level,
    'is_autonomous', tm.management_level > 1 or tm.is_autonomous,
    'is_independent', tm.is_independent,
    'managee_ids', to_jsonb(private.current_managee_ids())
  ) end
  from (select 1) as one
  left join public.team_member tm on tm.id = private.current_team_member_id()
$$;

REVOKE ALL ON FUNCTION public.get_current_user_access() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.get_current_user_access() FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_current_user_access() TO authenticated;
GRANT ALL ON FUNCTION public.get_current_user_access() TO service_role;

-- The caller's effective permissions (what the front end's can() is fed with).
CREATE FUNCTION public.get_my_permissions() RETURNS TABLE(resource text, action public.permission_action, scope public.permission_scope)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select p.resource, p.action,
         case when bool_or(p.scope = 'all') then 'all'::public.permission_scope else 'own'::public.permission_scope end
  from public.role_permission p
  where p.role = any (private.current_roles())
  group by p.resource, p.action
  order by p.resource, p.action
$$;

REVOKE ALL ON FUNCTION public.get_my_permissions() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.get_my_permissions() FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_my_permissions() TO authenticated;
GRANT ALL ON FUNCTION public.get_my_permissions() TO service_role;

-- The talents ranked for a mission, each score with its reasons and what is missing: the mission's
-- find-talents tab (docs/rules/missions-applications.md, classement talents ↔ missions).
CREATE FUNCTION public.mission_candidates(p_mission_id uuid, p_radius_km double precision DEFAULT 50, p_only_available boolean DEFAULT false, p_only_qualified boolean DEFAULT false, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0) RETURNS TABLE(talent_id uuid, first_name text, last_name text, city text, main_job_name text, qualification_status public.talent_qualification_status, availability_status public.talent_availability_status, available_from date, distance_km double precision, score smallint, distance_points smallint, job_points smallint, qualification_points smallint, availability_points smallint, reasons text[], missing text[], missing_qualifications text[], total_count bigint, total_is_estimate boolean)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    SET max_parallel_workers_per_gather TO '0'
    SET plan_cache_mode TO 'force_custom_plan'
    AS $$
declare
  v_mission public.mission;
  v_lat double precision;
  v_lng double precision;
  v_radius double precision := greatest(coalesce(p_radius_km, 50), 0);
  v_limit integer := greatest(coalesce(p_limit, 50), 0);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_only_available boolean := coalesce(p_only_available, false);
  v_only_qualified boolean := coalesce(p_only_qualified, false);
  v_t integer;
  v_start date;
  v_valid_until date;
  -- the qualification part known without reading documents: 25 when none is required or
  -- only qualified talents are asked; else 0 (it lies between 0 and 25)
  v_band_quals integer;
  v_ids uuid[];
  v_lows integer[];
  v_highs integer[];
  v_kms double precision[];
  v_more record;
  v_l integer;
  v_from double precision := -1;
  v_to double precision;
  v_edge double precision;
  v_dlat double precision;
  v_dlng double precision;
  v_stopped boolean := false;
  v_sample record;
  v_sampled bigint;
  v_total bigint;
  v_keep uuid[];
  v_skip integer;
  v_pipeline uuid[];
begin
  select m.* into v_mission from public.mission m where m.id = p_mission_id;
  if not found or v_limit = 0 then
    return;
  end if;
  v_t := v_offset + v_limit;
  v_start := coalesce(v_mission.start_date, private.paris_today());
  v_valid_until := coalesce(v_mission.end_date, v_mission.start_date, private.paris_today());
  v_band_quals := case when cardinality(v_mission.required_qualifications) = 0 or v_only_qualified then 25 else 0 end;
  select a.geo_lat, a.geo_lng into v_lat, v_lng from public.address a where a.id = v_mission.address_id;
  -- already in the pipeline: a few hundred at most, compared by hash in each tier
  v_pipeline := array(select ap.talent_id from public.application ap where ap.mission_id = v_mission.id);

  -- Tier 1: the holders of the mission's job (within the radius of a located worksite, all
  -- of them otherwise), scored exactly.
  select coalesce(array_agg(c.id), '{}'), coalesce(array_agg(c.score), '{}'), coalesce(array_agg(c.km), '{}')
  into v_ids, v_lows, v_kms
  from (
    select t.id, d.km,
           (case when d.km is null then 0 when d.km <= 10 then 30 when d.km <= 25 then 20 when d.km <= v_radius then 10 else 0 end)
         + (case when tj.is_main then 30 else 20 end)
         + (case when private.match_available(t.availability_status, t.available_from, v_start) then 15 else 0 end)
         + (case when cardinality(v_mission.required_qualifications) = 0 then 25
                 else private.talent_qualification_points(t.id, v_mission.required_qualifications, v_valid_until) end) as score
    from public.talent_job tj
    join public.talent t on t.id = tj.talent_id
    left join public.address a on a.id = t.address_id
    cross join lateral (select private.distance_km(v_lat, v_lng, a.geo_lat, a.geo_lng) as km) d
    where tj.job_id = v_mission.job_id
      and tj.workspace_id = v_mission.workspace_id
      and (v_lat is null or v_lng is null or (
            tj.home_lat between v_lat - v_radius / 111.195 and v_lat + v_radius / 111.195
            and tj.home_lng between v_lng - v_radius / (111.195 * greatest(cos(radians(v_lat)), 0.01))
                                and v_lng + v_radius / (111.195 * greatest(cos(radians(v_lat)), 0.01))
            and d.km <= v_radius))
      and t.workspace_id = v_mission.workspace_id
      and t.blacklisted_at is null
      and t.qualification_status <> 'anonymized'
      and t.id <> all (v_pipeline)
      and (not v_only_available or private.match_available(t.availability_status, t.available_from, v_start))
      and (not v_only_qualified or private.holds_qualifications(t.id, v_mission.required_qualifications, v_valid_until))
  ) c;
  v_highs := v_lows;
  v_l := (select x from unnest(v_lows) x order by x desc offset v_t - 1 limit 1);

  -- Tiers 2–4: the other talents of the radius, by distance band, while a band can still
  -- reach the page (a worksite without coordinates has only the job's holders).
  if v_lat is not null and v_lng is not null then
    foreach v_edge in array array[10, 25, v_radius]::double precision[] loop
      v_to := least(v_edge, v_radius);
      continue when v_to <= v_from;
      -- the band's best possible score: its distance part, no job part, 25 + 15
      if v_l is not null and v_l > (case when v_from < 10 then 30 when v_from < 25 then 20 else 10 end) + 40 then
        v_stopped := true;
        exit;
      end if;
      v_dlat := v_to / 111.195;
      v_dlng := v_to / (111.195 * greatest(cos(radians(v_lat)), 0.01));
      select coalesce(array_agg(c.id), '{}') as ids, coalesce(array_agg(c.low), '{}') as lows,
             coalesce(array_agg(c.low + 25 - v_band_quals), '{}') as highs, coalesce(array_agg(c.km), '{}') as kms
      into v_more
      from (
        select t.id, d.km,
               (case when d.km <= 10 then 30 when d.km <= 25 then 20 else 10 end)
             + (case when private.match_available(t.availability_status, t.available_from, v_start) then 15 else 0 end)
             + v_band_quals as low
        from public.address a
        join public.talent t on t.address_id = a.id
        cross join lateral (select private.distance_km(v_lat, v_lng, a.geo_lat, a.geo_lng) as km) d
        where a.workspace_id = v_mission.workspace_id
          and a.geo_lat between v_lat - v_dlat and v_lat + v_dlat
          and a.geo_lng between v_lng - v_dlng and v_lng + v_dlng
          and d.km <= v_to and d.km > v_from
          and t.workspace_id = v_mission.workspace_id
          and t.blacklisted_at is null
          and t.qualification_status <> 'anonymized'
          and not exists (select 1 from public.talent_job tj where tj.talent_id = t.id and tj.job_id = v_mission.job_id)
          and t.id <> all (v_pipeline)
          and (not v_only_available or private.match_available(t.availability_status, t.available_from, v_start))
          and (not v_only_qualified or private.holds_qualifications(t.id, v_mission.required_qualifications, v_valid_until))
      ) c;
      v_ids := v_ids || v_more.ids;
      v_lows := v_lows || v_more.lows;
      v_highs := v_highs || v_more.highs;
      v_kms := v_kms || v_more.kms;
      v_l := (select x from unnest(v_lows) x order by x desc offset v_t - 1 limit 1);
      v_from := v_to;
    end loop;
  end if;

  v_total := cardinality(v_ids);
  if v_stopped then
    -- the unread bands (beyond v_from km, not holders of the job), from a uniform sample of the addresses
    select * into v_sample from private.sample_bound('public.address'::regclass, 6000);
    select count(*) into v_sampled
    from public.address a
    join public.talent t on t.address_id = a.id
    cross join lateral (select private.distance_km(v_lat, v_lng, a.geo_lat, a.geo_lng) as km) d
    where (v_sample.bound is null or a.id < v_sample.bound)
      and d.km <= v_radius and d.km > v_from
      and t.workspace_id = v_mission.workspace_id
      and t.blacklisted_at is null
      and t.qualification_status <> 'anonymized'
      and not exists (select 1 from public.talent_job tj where tj.talent_id = t.id and tj.job_id = v_mission.job_id)
      and t.id <> all (v_pipeline)
      and (not v_only_available or private.match_available(t.availability_status, t.available_from, v_start))
      and (not v_only_qualified or private.holds_qualifications(t.id, v_mission.required_qualifications, v_valid_until));
    v_total := v_total + round(v_sampled / v_sample.fraction)::bigint;
  end if;

  if not exists (select 1 from unnest(v_lows, v_highs) c(low, high) where c.high >= coalesce(v_l, -1) and c.low <> c.high) then
    -- every candidate that can reach the page has an exact score: the page from what was read
    select array_agg(p.id) into v_keep
    from (
      select c.id
      from unnest(v_ids, v_lows, v_highs, v_kms) as c(id, low, high, km)
      join public.talent t on t.id = c.id
      where c.high >= coalesce(v_l, -1)
      order by c.low desc, c.km nulls last, t.last_name, t.first_name, t.id
      offset v_offset limit v_limit
    ) p;
    v_skip := 0;
  else
    select array_agg(c.id) into v_keep
    from unnest(v_ids, v_highs) as c(id, high)
    where c.high >= coalesce(v_l, -1);
    v_skip := v_offset;
  end if;
  if v_keep is null then
    return;
  end if;

  return query
  select t.id, t.first_name, t.last_name, ta.city, j.name, t.qualification_status, t.availability_status, t.available_from,
         s.distance_km, s.score, s.distance_points, s.job_points, s.qualification_points, s.availability_points,
         s.reasons, s.missing, s.missing_qualifications::text[], v_total, v_stopped
  from private.match_scores(array_fill(v_mission.id, array[cardinality(v_keep)]), v_keep, v_radius) s
  join public.talent t on t.id = s.talent_id
  left join public.address ta on ta.id = t.address_id
  left join public.talent_job mj on mj.talent_id = t.id and mj.is_main
  left join public.job j on j.id = mj.job_id
  order by s.score desc, s.distance_km nulls last, t.last_name, t.first_name, t.id
  limit v_limit offset v_skip;
end
$$;

COMMENT ON FUNCTION public.mission_candidates(p_mission_id uuid, p_radius_km double precision, p_only_available boolean, p_only_qualified boolean, p_limit integer, p_offset integer) IS 'Talents for a mission ranked by the matching score (distance, job, qualifications, availability) with its parts, reasons and what is missing; blacklisted, anonymised and already-in-pipeline talents left out; read by tiers of decreasing best possible score (the job''s holders, then the others by distance band) until no further tier can reach the page; total_count exact unless total_is_estimate (the unread tiers estimated from a sample); the caller''s row-level security applies.';

REVOKE ALL ON FUNCTION public.mission_candidates(p_mission_id uuid, p_radius_km double precision, p_only_available boolean, p_only_qualified boolean, p_limit integer, p_offset integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.mission_candidates(p_mission_id uuid, p_radius_km double precision, p_only_available boolean, p_only_qualified boolean, p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.mission_candidates(p_mission_id uuid, p_radius_km double precision, p_only_available boolean, p_only_qualified boolean, p_limit integer, p_offset integer) TO authenticated;
GRANT ALL ON FUNCTION public.mission_candidates(p_mission_id uuid, p_radius_km double precision, p_only_available boolean, p_only_qualified boolean, p_limit integer, p_offset integer) TO service_role;

-- The list's quick filters: missions per status of one kind, as the caller.
CREATE FUNCTION public.mission_status_counts(p_is_client_order boolean) RETURNS TABLE(status public.mission_status, count bigint)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select m.status, count(*) from public.mission m where m.is_client_order = p_is_client_order group by m.status
$$;

REVOKE ALL ON FUNCTION public.mission_status_counts(p_is_client_order boolean) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.mission_status_counts(p_is_client_order boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.mission_status_counts(p_is_client_order boolean) TO authenticated;
GRANT ALL ON FUNCTION public.mission_status_counts(p_is_client_order boolean) TO service_role;

-- A mission's non-blocking warnings: a contract on the same post whose délai de carence (L1251-36)
-- runs past the mission's start.
CREATE FUNCTION public.mission_warnings(p_id uuid) RETURNS text[]
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION public.mission_warnings(p_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.mission_warnings(p_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.mission_warnings(p_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.mission_warnings(p_id uuid) TO service_role;

-- Moves (p_stage) or rejects (p_rejection_reason) several applications at once, all or none…
CREATE FUNCTION public.move_applications(p_ids uuid[], p_stage public.application_stage DEFAULT NULL::public.application_stage, p_rejection_reason public.application_rejection_reason DEFAULT NULL::public.application_rejection_reason) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_wanted integer := coalesce(array_length(p_ids, 1), 0);
  v_found integer;
  v_count integer;
begin
  if (p_stage is null) = (p_rejection_reason is null) then
    perform private.fail('Choisissez une étape ou un motif de refus', 'move_applications_target', '22023');
  end if;
  if v_wanted = 0 then
    return 0;
  end if;
  if v_wanted > 1000 then
    perform private.fail('1000 candidatures au plus à la fois', 'move_applications_limit', '22023');
  end if;
  select count(*) into v_found from public.application a where a.id = any (p_ids);
  if v_found < (select count(distinct x) from unnest(p_ids) x) then
    perform private.fail('Élément introuvable ou non modifiable', 'move_applications_not_found', '42501');
  end if;
  if p_stage is not null then
    update public.application a set stage = p_stage where a.id = any (p_ids) and a.stage <> p_stage;
  else
    update public.application a set is_rejected = true, rejection_reason = p_rejection_reason
    where a.id = any (p_ids) and (not a.is_rejected or a.rejection_reason is distinct from p_rejection_reason);
  end if;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

REVOKE ALL ON FUNCTION public.move_applications(p_ids uuid[], p_stage public.application_stage, p_rejection_reason public.application_rejection_reason) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.move_applications(p_ids uuid[], p_stage public.application_stage, p_rejection_reason public.application_rejection_reason) FROM PUBLIC;
GRANT ALL ON FUNCTION public.move_applications(p_ids uuid[], p_stage public.application_stage, p_rejection_reason public.application_rejection_reason) TO authenticated;
GRANT ALL ON FUNCTION public.move_applications(p_ids uuid[], p_stage public.application_stage, p_rejection_reason public.application_rejection_reason) TO service_role;

-- The positions still to fill of a mission: its open positions less its placed applications.
CREATE FUNCTION public.positions_left(public.mission) RETURNS integer
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $_$
  select greatest($1.number_of_open_positions - (
    select count(*)::integer from public.application a
    where a.mission_id = $1.id and a.stage = 'placed' and not a.is_rejected
  ), 0)
$_$;

REVOKE ALL ON FUNCTION public.positions_left(public.mission) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.positions_left(public.mission) FROM PUBLIC;
GRANT ALL ON FUNCTION public.positions_left(public.mission) TO authenticated;
GRANT ALL ON FUNCTION public.positions_left(public.mission) TO service_role;

-- Save_mission takes the coefficient with the mission's values…
CREATE FUNCTION public.save_mission(p_values jsonb, p_id uuid DEFAULT NULL::uuid, p_address jsonb DEFAULT NULL::jsonb) RETURNS public.mission
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_old public.mission;
  v_new public.mission;
  v_id uuid;
  v_row public.mission;
  v_values jsonb := coalesce(p_values, '{}'::jsonb) - 'coefficient';
  v_coefficient numeric := (p_values ->> 'coefficient')::numeric;
  v_has_coefficient boolean;
begin
  if p_id is not null then
    select m.* into v_old from public.mission m where m.id = p_id;
    if v_old.id is null then
      perform private.fail('Cet enregistrement n''existe pas ou n''est pas visible avec vos droits', null, 'P0002');
    end if;
  end if;
  v_has_coefficient := v_coefficient is not null
    or (p_id is not null and exists (select 1 from public.mission_pricing p where p.mission_id = p_id));
  -- the row as it will be: the stored values overlaid with the ones given
  v_new := jsonb_populate_record(v_old, v_values);
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
    if not v_has_coefficient and private.can('contract_pricing', 'insert') then
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
    v_values || jsonb_build_object('address_id', private.write_address(v_old.address_id, p_address, 'worksite')));
  if v_coefficient is not null then
    insert into public.mission_pricing (mission_id, coefficient) values (v_id, v_coefficient)
    on conflict (mission_id) do update set coefficient = excluded.coefficient
      where public.mission_pricing.coefficient is distinct from excluded.coefficient;
  end if;
  select * into v_row from public.mission m where m.id = v_id;
  return v_row;
end
$$;

REVOKE ALL ON FUNCTION public.save_mission(p_values jsonb, p_id uuid, p_address jsonb) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.save_mission(p_values jsonb, p_id uuid, p_address jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_mission(p_values jsonb, p_id uuid, p_address jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.save_mission(p_values jsonb, p_id uuid, p_address jsonb) TO service_role;

-- The reverse ranking: the open missions scored for a talent, for the talent's find-missions tab.
CREATE FUNCTION public.talent_missions(p_talent_id uuid, p_radius_km double precision DEFAULT 50, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0) RETURNS TABLE(mission_id uuid, reference text, job_name text, company_name text, city text, start_date date, end_date date, status public.mission_status, is_client_order boolean, distance_km double precision, score smallint, distance_points smallint, job_points smallint, qualification_points smallint, availability_points smallint, reasons text[], missing text[], missing_qualifications text[], total_count bigint, total_is_estimate boolean)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    SET max_parallel_workers_per_gather TO '0'
    SET plan_cache_mode TO 'force_custom_plan'
    AS $$
declare
  v_talent public.talent;
  v_lat double precision;
  v_lng double precision;
  v_radius double precision := greatest(coalesce(p_radius_km, 50), 0);
  v_limit integer := greatest(coalesce(p_limit, 50), 0);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_t integer;
  v_jobs uuid[];
  v_main uuid[];
  v_doc_types public.document_type[];
  v_doc_until date[];
  v_avail_max integer;
  v_ids uuid[];
  v_scores integer[];
  v_kms double precision[];
  v_starts date[];
  v_more record;
  v_l integer;
  v_from double precision := -1;
  v_to double precision;
  v_edge double precision;
  v_dlat double precision;
  v_dlng double precision;
  v_stopped boolean := false;
  v_sample record;
  v_sampled bigint;
  v_total bigint;
  v_keep uuid[];
  v_pipeline uuid[];
begin
  select t.* into v_talent from public.talent t where t.id = p_talent_id;
  if not found or v_talent.blacklisted_at is not null or v_talent.qualification_status = 'anonymized' or v_limit = 0 then
    return;
  end if;
  v_t := v_offset + v_limit;
  select a.geo_lat, a.geo_lng into v_lat, v_lng from public.address a where a.id = v_talent.address_id;
  select coalesce(array_agg(tj.job_id), '{}'), coalesce(array_agg(tj.job_id) filter (where tj.is_main), '{}')
  into v_jobs, v_main
  from public.talent_job tj where tj.talent_id = v_talent.id;
  -- the missions whose pipeline the talent is already in, compared by hash in each tier
  v_pipeline := array(select ap.mission_id from public.application ap where ap.talent_id = v_talent.id);
  -- the talent's valid qualification documents (read as the caller, as match_scores does)
  select coalesce(array_agg(d.type), '{}'), coalesce(array_agg(coalesce(d.expiry_date, 'infinity'::date)), '{}')
  into v_doc_types, v_doc_until
  from public.document d
  where d.talent_id = v_talent.id and d.status in ('valid', 'expiring_soon');
  -- a talent never available (unavailable, or no date without being available) gets no
  -- availability part from any mission: the bands' best possible score drops by 15
  v_avail_max := case when v_talent.availability_status = 'unavailable'
                        or (v_talent.available_from is null and v_talent.availability_status <> 'available') then 0 else 15 end;

  -- Tier 1: the open missions of the talent's jobs (within the radius when located).
  select coalesce(array_agg(c.id), '{}'), coalesce(array_agg(c.score), '{}'), coalesce(array_agg(c.km), '{}'),
         coalesce(array_agg(c.start_date), '{}')
  into v_ids, v_scores, v_kms, v_starts
  from (
    select m.id, d.km, m.start_date,
           (case when d.km is null then 0 when d.km <= 10 then 30 when d.km <= 25 then 20 when d.km <= v_radius then 10 else 0 end)
         + (case when m.job_id = any (v_main) then 30 else 20 end)
         + (case when private.match_available(v_talent.availability_status, v_talent.available_from, coalesce(m.start_date, private.paris_today())) then 15 else 0 end)
         + private.qualification_points(m.required_qualifications, coalesce(m.end_date, m.start_date, private.paris_today()), v_doc_types, v_doc_until) as score
    from public.mission m
    left join public.address a on a.id = m.address_id
    cross join lateral (select private.distance_km(v_lat, v_lng, a.geo_lat, a.geo_lng) as km) d
    where m.job_id = any (v_jobs)
      and m.status in ('open', 'sourcing', 'presented', 'partially_filled')
      and m.workspace_id = v_talent.workspace_id
      and (v_lat is null or v_lng is null or d.km <= v_radius)
      and m.id <> all (v_pipeline)
  ) c;
  v_l := (select x from unnest(v_scores) x order by x desc offset v_t - 1 limit 1);

  -- Tiers 2–4: the other open missions of the radius, by distance band.
  if v_lat is not null and v_lng is not null then
    foreach v_edge in array array[10, 25, v_radius]::double precision[] loop
      v_to := least(v_edge, v_radius);
      continue when v_to <= v_from;
      if v_l is not null and v_l > (case when v_from < 10 then 30 when v_from < 25 then 20 else 10 end) + 25 + v_avail_max then
        v_stopped := true;
        exit;
      end if;
      v_dlat := v_to / 111.195;
      v_dlng := v_to / (111.195 * greatest(cos(radians(v_lat)), 0.01));
      select coalesce(array_agg(c.id), '{}') as ids, coalesce(array_agg(c.score), '{}') as scores,
             coalesce(array_agg(c.km), '{}') as kms, coalesce(array_agg(c.start_date), '{}') as starts
      into v_more
      from (
        select m.id, d.km, m.start_date,
               (case when d.km <= 10 then 30 when d.km <= 25 then 20 else 10 end)
             + (case when private.match_available(v_talent.availability_status, v_talent.available_from, coalesce(m.start_date, private.paris_today())) then 15 else 0 end)
             + private.qualification_points(m.required_qualifications, coalesce(m.end_date, m.start_date, private.paris_today()), v_doc_types, v_doc_until) as score
        from public.address a
        join public.mission m on m.address_id = a.id
        cross join lateral (select private.distance_km(v_lat, v_lng, a.geo_lat, a.geo_lng) as km) d
        where a.workspace_id = v_talent.workspace_id
          and a.geo_lat between v_lat - v_dlat and v_lat + v_dlat
          and a.geo_lng between v_lng - v_dlng and v_lng + v_dlng
          and d.km <= v_to and d.km > v_from
          and m.status in ('open', 'sourcing', 'presented', 'partially_filled')
          and m.workspace_id = v_talent.workspace_id
          and not (m.job_id = any (v_jobs))
          and m.id <> all (v_pipeline)
      ) c;
      v_ids := v_ids || v_more.ids;
      v_scores := v_scores || v_more.scores;
      v_kms := v_kms || v_more.kms;
      v_starts := v_starts || v_more.starts;
      v_l := (select x from unnest(v_scores) x order by x desc offset v_t - 1 limit 1);
      v_from := v_to;
    end loop;
  end if;

  v_total := cardinality(v_ids);
  if v_stopped then
    -- the unread bands (beyond v_from km, not of the talent's jobs), from a uniform sample of the addresses
    select * into v_sample from private.sample_bound('public.address'::regclass, 8000);
    select count(*) into v_sampled
    from public.address a
    join public.mission m on m.address_id = a.id
    cross join lateral (select private.distance_km(v_lat, v_lng, a.geo_lat, a.geo_lng) as km) d
    where (v_sample.bound is null or a.id < v_sample.bound)
      and d.km <= v_radius and d.km > v_from
      and m.status in ('open', 'sourcing', 'presented', 'partially_filled')
      and m.workspace_id = v_talent.workspace_id
      and not (m.job_id = any (v_jobs))
      and m.id <> all (v_pipeline);
    v_total := v_total + round(v_sampled / v_sample.fraction)::bigint;
  end if;

  -- every mission read has an exact score: the page from what was read, then its scores
  select array_agg(p.id) into v_keep
  from (
    select c.id
    from unnest(v_ids, v_scores, v_kms, v_starts) as c(id, score, km, start_date)
    order by c.score desc, c.km nulls last, c.start_date nulls last, c.id
    offset v_offset limit v_limit
  ) p;
  if v_keep is null then
    return;
  end if;

  return query
  select m.id, m.reference, m.job_name, c.name, ma.city, m.start_date, m.end_date, m.status, m.is_client_order,
         s.distance_km, s.score, s.distance_points, s.job_points, s.qualification_points, s.availability_points,
         s.reasons, s.missing, s.missing_qualifications::text[], v_total, v_stopped
  from private.match_scores(v_keep, array_fill(v_talent.id, array[cardinality(v_keep)]), v_radius) s
  join public.mission m on m.id = s.mission_id
  left join public.company c on c.id = m.company_id
  left join public.address ma on ma.id = m.address_id
  order by s.score desc, s.distance_km nulls last, m.start_date nulls last, m.id
  limit v_limit;
end
$$;

COMMENT ON FUNCTION public.talent_missions(p_talent_id uuid, p_radius_km double precision, p_limit integer, p_offset integer) IS 'Open missions for a talent ranked by the matching score of public.mission_candidates, read by tiers (the missions of its jobs, then the others by distance band) until no further tier can reach the page; total_count exact unless total_is_estimate; the caller''s row-level security applies.';

REVOKE ALL ON FUNCTION public.talent_missions(p_talent_id uuid, p_radius_km double precision, p_limit integer, p_offset integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.talent_missions(p_talent_id uuid, p_radius_km double precision, p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.talent_missions(p_talent_id uuid, p_radius_km double precision, p_limit integer, p_offset integer) TO authenticated;
GRANT ALL ON FUNCTION public.talent_missions(p_talent_id uuid, p_radius_km double precision, p_limit integer, p_offset integer) TO service_role;
