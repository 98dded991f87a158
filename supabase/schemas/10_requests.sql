-- Requests: the request mechanism and every request type (medical, advances, meal cards, PPE…).
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

-- ## Types

CREATE TYPE public.advance_payment_method AS ENUM (
    'sepa_transfer',
    'instant_transfer'
);

-- Advance payments: an acompte pays part of the pay already earned (L3242-1)…
CREATE TYPE public.advance_payment_request_status AS ENUM (
    'requested',
    'approved',
    'paid',
    'deducted',
    'rejected',
    'canceled'
);

CREATE TYPE public.card_payment_method AS ENUM (
    'card',
    'transfer'
);

-- Whom commercial conditions bind: a client, a group of clients, or every client of the workspace without conditions of their own (docs/rules/requests.md#commercial-conditions).
CREATE TYPE public.commercial_condition_scope AS ENUM (
    'company',
    'company_group',
    'agency_default'
);

-- Client-side requests: commercial conditions (generated and e-signed, one signed version per scope)…
CREATE TYPE public.commercial_condition_status AS ENUM (
    'draft',
    'pending_validation',
    'validated',
    'sent_for_signature',
    'signed',
    'rejected_by_client',
    'expired',
    'superseded',
    'canceled'
);

CREATE TYPE public.company_insurance_request_status AS ENUM (
    'draft',
    'submitted',
    'granted',
    'partially_granted',
    'refused',
    'expired',
    'terminated',
    'canceled'
);

CREATE TYPE public.company_insurance_type AS ENUM (
    'credit_insurance',
    'client_rc_certificate',
    'client_decennale_certificate'
);

CREATE TYPE public.cooptation_condition AS ENUM (
    'hours_worked',
    'days_after_start',
    'trial_passed'
);

CREATE TYPE public.cooptation_payout_mode AS ENUM (
    'payroll_bonus',
    'transfer',
    'gift_card'
);

CREATE TYPE public.cooptation_referrer_type AS ENUM (
    'talent',
    'employee',
    'external'
);

-- Talent relations: cooptations (a talent coopted by another, the referral bonus once the condition is met)…
CREATE TYPE public.cooptation_status AS ENUM (
    'submitted',
    'qualified',
    'referee_placed',
    'condition_met',
    'approved',
    'paid',
    'rejected',
    'expired',
    'canceled'
);

CREATE TYPE public.cpam_decision AS ENUM (
    'recognized',
    'refused'
);

CREATE TYPE public.credit_insurer AS ENUM (
    'allianz_trade',
    'coface',
    'atradius',
    'groupama_ac',
    'other'
);

CREATE TYPE public.definitive_end_request_status AS ENUM (
    'requested',
    'under_review',
    'approved',
    'processed',
    'rejected',
    'canceled'
);

CREATE TYPE public.expense_category AS ENUM (
    'public_transport',
    'mileage',
    'toll',
    'parking',
    'meal',
    'lodging',
    'medical_visit_travel',
    'training_travel',
    'tools',
    'other'
);

CREATE TYPE public.expense_claim_request_status AS ENUM (
    'draft',
    'submitted',
    'approved',
    'partially_approved',
    'rejected',
    'paid',
    'canceled'
);

-- Independents: the monthly invoice an independent (freelance or portage) issues to us…
CREATE TYPE public.independent_monthly_invoice_status AS ENUM (
    'draft',
    'generated',
    'pending_independent_validation',
    'validated',
    'booked',
    'partially_paid',
    'paid',
    'disputed',
    'canceled'
);

CREATE TYPE public.independent_payment_request_status AS ENUM (
    'requested',
    'approved',
    'scheduled',
    'paid',
    'rejected',
    'canceled'
);

CREATE TYPE public.invoice_frequency AS ENUM (
    'weekly',
    'monthly'
);

CREATE TYPE public.invoice_grouping AS ENUM (
    'contract',
    'worksite',
    'po',
    'company'
);

CREATE TYPE public.meal_allowance_kind AS ENUM (
    'workplace',
    'outside',
    'restaurant'
);

CREATE TYPE public.meal_benefit_type AS ENUM (
    'meal_voucher',
    'meal_allowance'
);

CREATE TYPE public.meal_card_request_status AS ENUM (
    'requested',
    'validated',
    'ordered',
    'loaded',
    'rejected',
    'canceled'
);

CREATE TYPE public.meal_voucher_provider AS ENUM (
    'edenred',
    'pluxee',
    'up',
    'swile',
    'bimpli',
    'other'
);

CREATE TYPE public.medical_aptitude AS ENUM (
    'follow_up_attestation',
    'fit',
    'fit_with_adjustments',
    'unfit'
);

-- Occupational health: medical centres, medical checkup requests (VIP, SIR, return-to-work visits) with their due date…
CREATE TYPE public.medical_center_kind AS ENUM (
    'spsti_interim',
    'correspondent_doctor',
    'private_center'
);

CREATE TYPE public.medical_center_status AS ENUM (
    'active',
    'inactive'
);

CREATE TYPE public.medical_checkup_request_status AS ENUM (
    'to_schedule',
    'requested',
    'scheduled',
    'done',
    'certificate_received',
    'no_show',
    'canceled'
);

CREATE TYPE public.medical_risk_reason AS ENUM (
    'asbestos',
    'lead',
    'cmr',
    'scaffolding',
    'ionizing_radiation',
    'hyperbaric',
    'biological_agents',
    'driving_authorization',
    'electrical_clearance',
    'young_worker_regulated_tasks'
);

CREATE TYPE public.medical_visit_type AS ENUM (
    'vip_initial',
    'vip_periodic',
    'sir_initial',
    'sir_periodic',
    'return_to_work',
    'pre_return',
    'mid_career',
    'on_request'
);

CREATE TYPE public.ppe_delivery_mode AS ENUM (
    'agency',
    'worksite',
    'shipping'
);

CREATE TYPE public.ppe_request_status AS ENUM (
    'requested',
    'approved',
    'ordered',
    'ready',
    'partially_delivered',
    'delivered',
    'rejected',
    'canceled'
);

-- Talent-side requests: professional BTP cards, protective equipment (PPE) with its items…
CREATE TYPE public.professional_card_request_status AS ENUM (
    'draft',
    'submitted',
    'awaiting_payment',
    'paid',
    'card_received',
    'delivered',
    'rejected',
    'canceled'
);

CREATE TYPE public.qualification_center_status AS ENUM (
    'active',
    'inactive',
    'blacklisted'
);

CREATE TYPE public.qualification_training_kind AS ENUM (
    'initial',
    'recycling'
);

CREATE TYPE public.qualification_training_request_status AS ENUM (
    'requested',
    'approved',
    'booked',
    'in_progress',
    'completed',
    'certified',
    'failed',
    'no_show',
    'rejected',
    'canceled'
);

-- Qualifications: training and testing centres…
CREATE TYPE public.qualification_type AS ENUM (
    'caces',
    'electrical_clearance',
    'aipr',
    'sst',
    'work_at_height',
    'scaffolding',
    'asbestos',
    'other'
);

CREATE TYPE public.recruitment_billing_schedule AS ENUM (
    'on_hire',
    'after_trial',
    'retainer_thirds'
);

CREATE TYPE public.recruitment_contract_type AS ENUM (
    'cdi',
    'cdd'
);

CREATE TYPE public.recruitment_office_invoice_request_status AS ENUM (
    'requested',
    'approved',
    'invoiced',
    'paid',
    'credit_note',
    'canceled'
);

CREATE TYPE public.reference_check_outcome AS ENUM (
    'positive',
    'reserved',
    'negative'
);

CREATE TYPE public.reference_check_status AS ENUM (
    'requested',
    'consent_pending',
    'to_contact',
    'in_progress',
    'completed',
    'unreachable',
    'declined',
    'canceled'
);

CREATE TYPE public.scheduled_email_status AS ENUM (
    'draft',
    'scheduled',
    'sending',
    'sent',
    'partially_failed',
    'failed',
    'canceled'
);

CREATE TYPE public.training_funding_source AS ENUM (
    'agency',
    'opco',
    'client_rebilled',
    'cpf',
    'fastt'
);

CREATE TYPE public.training_result AS ENUM (
    'passed',
    'failed'
);

CREATE TYPE public.work_accident_request_status AS ENUM (
    'reported',
    'prior_info_received',
    'declared',
    'under_investigation',
    'recognized',
    'refused',
    'closed',
    'canceled'
);

-- Work accidents: from the client's notice to the CPAM decision, with the 48-hour declaration deadline…
CREATE TYPE public.work_accident_type AS ENUM (
    'work',
    'commute'
);

-- ## Tables

-- A talent's request for part of the pay already earned this month.
CREATE TABLE public.advance_payment_request (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    talent_id uuid NOT NULL,
    contract_id uuid,
    contract_key text,
    requester_id uuid,
    assignee_id uuid,
    period_month date DEFAULT (date_trunc('month'::text, (private.paris_today())::timestamp with time zone))::date NOT NULL,
    requested_amount numeric(12,2) NOT NULL,
    earned_gross_to_date numeric(12,2) DEFAULT 0 NOT NULL,
    estimated_net_earned numeric(12,2),
    already_advanced numeric(12,2) DEFAULT 0 NOT NULL,
    max_allowed numeric(12,2) DEFAULT 0 NOT NULL,
    exceeds_max_allowed boolean GENERATED ALWAYS AS ((requested_amount > max_allowed)) STORED,
    approved_amount numeric(12,2),
    payment_method public.advance_payment_method DEFAULT 'sepa_transfer'::public.advance_payment_method NOT NULL,
    iban_masked text,
    paid_at timestamp with time zone,
    payment_reference text,
    deducted_in_pay_tracking_id uuid,
    status public.advance_payment_request_status DEFAULT 'requested'::public.advance_payment_request_status NOT NULL,
    status_changed_at timestamp with time zone,
    status_comment text,
    due_at timestamp with time zone,
    closed_at timestamp with time zone,
    comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT advance_payment_request_amounts CHECK (((requested_amount > (0)::numeric) AND ((approved_amount IS NULL) OR (approved_amount > (0)::numeric)))),
    CONSTRAINT advance_payment_request_approved_le_requested CHECK (((approved_amount IS NULL) OR (approved_amount <= requested_amount))),
    CONSTRAINT advance_payment_request_period_month CHECK ((EXTRACT(day FROM period_month) = (1)::numeric)),
    CONSTRAINT advance_payment_request_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.advance_payment_request
    ADD CONSTRAINT advance_payment_request_assignee_id_fkey FOREIGN KEY (assignee_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.advance_payment_request
    ADD CONSTRAINT advance_payment_request_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.advance_payment_request
    ADD CONSTRAINT advance_payment_request_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.advance_payment_request
    ADD CONSTRAINT advance_payment_request_deducted_in_pay_tracking_id_fkey FOREIGN KEY (deducted_in_pay_tracking_id) REFERENCES public.pay_tracking(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.advance_payment_request
    ADD CONSTRAINT advance_payment_request_requester_id_fkey FOREIGN KEY (requester_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.advance_payment_request
    ADD CONSTRAINT advance_payment_request_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.advance_payment_request
    ADD CONSTRAINT advance_payment_request_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.advance_payment_request
    ADD CONSTRAINT advance_payment_request_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON COLUMN public.advance_payment_request.estimated_net_earned IS 'net before tax for earned_gross_to_date, computed by the server''s pay engine (modele-social, the pay-net Edge Function: public.pay_engine_net) and set by the trigger; a value sent is ignored';

REVOKE ALL ON TABLE public.advance_payment_request FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.advance_payment_request TO authenticated;
GRANT ALL ON TABLE public.advance_payment_request TO service_role;

-- A credit limit asked from a credit insurer on a client (or the client's own RC / décennale certificate).
CREATE TABLE public.company_insurance_request (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    company_id uuid NOT NULL,
    requester_id uuid,
    assignee_id uuid,
    type public.company_insurance_type DEFAULT 'credit_insurance'::public.company_insurance_type NOT NULL,
    insurer public.credit_insurer DEFAULT 'allianz_trade'::public.credit_insurer NOT NULL,
    policy_number text,
    requested_amount numeric(12,2) NOT NULL,
    granted_amount numeric(12,2),
    decision_date date,
    valid_until date,
    decision_reason text,
    document_file text,
    status public.company_insurance_request_status DEFAULT 'draft'::public.company_insurance_request_status NOT NULL,
    status_changed_at timestamp with time zone,
    status_comment text,
    due_at timestamp with time zone,
    closed_at timestamp with time zone,
    comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT company_insurance_request_amounts CHECK (((requested_amount > (0)::numeric) AND ((granted_amount IS NULL) OR ((granted_amount >= (0)::numeric) AND (granted_amount <= requested_amount))))),
    CONSTRAINT company_insurance_request_validity CHECK (((valid_until IS NULL) OR (decision_date IS NULL) OR (valid_until >= decision_date))),
    CONSTRAINT company_insurance_request_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.company_insurance_request
    ADD CONSTRAINT company_insurance_request_assignee_id_fkey FOREIGN KEY (assignee_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.company_insurance_request
    ADD CONSTRAINT company_insurance_request_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.company_insurance_request
    ADD CONSTRAINT company_insurance_request_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.company_insurance_request
    ADD CONSTRAINT company_insurance_request_requester_id_fkey FOREIGN KEY (requester_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.company_insurance_request
    ADD CONSTRAINT company_insurance_request_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.company_insurance_request
    ADD CONSTRAINT company_insurance_request_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.company_insurance_request FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.company_insurance_request TO authenticated;
GRANT ALL ON TABLE public.company_insurance_request TO service_role;

-- Costs a talent advanced for a mission (transport, mileage, meals…).
CREATE TABLE public.expense_claim_request (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    talent_id uuid NOT NULL,
    contract_id uuid,
    contract_key text,
    mission_id uuid,
    requester_id uuid,
    assignee_id uuid,
    expense_date date NOT NULL,
    category public.expense_category NOT NULL,
    description text,
    amount_ttc numeric(12,2) NOT NULL,
    vat_amount numeric(12,2) DEFAULT 0 NOT NULL,
    km numeric(8,1),
    fiscal_horsepower smallint,
    receipt_file text,
    rebillable_to_client boolean DEFAULT false NOT NULL,
    rebill_coefficient numeric(5,3),
    approved_amount numeric(12,2),
    paid_at timestamp with time zone,
    payment_reference text,
    is_late_filing boolean DEFAULT false NOT NULL,
    status public.expense_claim_request_status DEFAULT 'draft'::public.expense_claim_request_status NOT NULL,
    status_changed_at timestamp with time zone,
    status_comment text,
    due_at timestamp with time zone,
    closed_at timestamp with time zone,
    comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT expense_claim_request_amounts CHECK (((amount_ttc > (0)::numeric) AND (vat_amount >= (0)::numeric) AND ((approved_amount IS NULL) OR ((approved_amount >= (0)::numeric) AND (approved_amount <= amount_ttc))))),
    CONSTRAINT expense_claim_request_mileage CHECK (((km IS NULL) OR (km > (0)::numeric))),
    CONSTRAINT expense_claim_request_rebill CHECK (((rebill_coefficient IS NULL) OR ((rebill_coefficient >= (1)::numeric) AND (rebill_coefficient <= 1.5)))),
    CONSTRAINT expense_claim_request_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.expense_claim_request
    ADD CONSTRAINT expense_claim_request_assignee_id_fkey FOREIGN KEY (assignee_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.expense_claim_request
    ADD CONSTRAINT expense_claim_request_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.expense_claim_request
    ADD CONSTRAINT expense_claim_request_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.expense_claim_request
    ADD CONSTRAINT expense_claim_request_mission_id_fkey FOREIGN KEY (mission_id) REFERENCES public.mission(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.expense_claim_request
    ADD CONSTRAINT expense_claim_request_requester_id_fkey FOREIGN KEY (requester_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.expense_claim_request
    ADD CONSTRAINT expense_claim_request_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.expense_claim_request
    ADD CONSTRAINT expense_claim_request_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.expense_claim_request
    ADD CONSTRAINT expense_claim_request_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.expense_claim_request FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.expense_claim_request TO authenticated;
GRANT ALL ON TABLE public.expense_claim_request TO service_role;

-- An independent's invoice for a month of work.
CREATE TABLE public.independent_monthly_invoice (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    talent_id uuid NOT NULL,
    contract_id uuid,
    contract_key text,
    requester_id uuid,
    assignee_id uuid,
    month date NOT NULL,
    invoice_number text,
    billed_entity text DEFAULT 'Renfort'::text NOT NULL,
    self_billing boolean DEFAULT false NOT NULL,
    lines jsonb DEFAULT '[]'::jsonb NOT NULL,
    amount numeric(12,2) NOT NULL,
    vat_rate numeric(5,2) DEFAULT 20 NOT NULL,
    vat_amount numeric(12,2) GENERATED ALWAYS AS (round(((amount * vat_rate) / (100)::numeric), 2)) STORED,
    amount_ttc numeric(12,2) GENERATED ALWAYS AS ((amount + round(((amount * vat_rate) / (100)::numeric), 2))) STORED,
    paid_amount numeric(12,2) DEFAULT 0 NOT NULL,
    issue_date date,
    due_date date,
    file text,
    status public.independent_monthly_invoice_status DEFAULT 'draft'::public.independent_monthly_invoice_status NOT NULL,
    status_changed_at timestamp with time zone,
    status_comment text,
    due_at timestamp with time zone,
    closed_at timestamp with time zone,
    comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT independent_monthly_invoice_amount CHECK (((amount > (0)::numeric) AND (paid_amount >= (0)::numeric))),
    CONSTRAINT independent_monthly_invoice_due_date CHECK (((due_date IS NULL) OR (issue_date IS NULL) OR (due_date >= issue_date))),
    CONSTRAINT independent_monthly_invoice_lines CHECK ((jsonb_typeof(lines) = 'array'::text)),
    CONSTRAINT independent_monthly_invoice_month CHECK ((EXTRACT(day FROM month) = (1)::numeric)),
    CONSTRAINT independent_monthly_invoice_vat_rate CHECK ((vat_rate = ANY (ARRAY[(0)::numeric, (20)::numeric]))),
    CONSTRAINT independent_monthly_invoice_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.independent_monthly_invoice
    ADD CONSTRAINT independent_monthly_invoice_assignee_id_fkey FOREIGN KEY (assignee_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.independent_monthly_invoice
    ADD CONSTRAINT independent_monthly_invoice_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.independent_monthly_invoice
    ADD CONSTRAINT independent_monthly_invoice_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.independent_monthly_invoice
    ADD CONSTRAINT independent_monthly_invoice_requester_id_fkey FOREIGN KEY (requester_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.independent_monthly_invoice
    ADD CONSTRAINT independent_monthly_invoice_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.independent_monthly_invoice
    ADD CONSTRAINT independent_monthly_invoice_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.independent_monthly_invoice
    ADD CONSTRAINT independent_monthly_invoice_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.independent_monthly_invoice FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.independent_monthly_invoice TO authenticated;
GRANT ALL ON TABLE public.independent_monthly_invoice TO service_role;

-- The release of (part of) a validated monthly invoice.
CREATE TABLE public.independent_payment_request (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    talent_id uuid NOT NULL,
    independent_monthly_invoice_id uuid NOT NULL,
    requester_id uuid,
    assignee_id uuid,
    amount numeric(12,2) NOT NULL,
    requested_payment_date date DEFAULT private.paris_today() NOT NULL,
    early_payment boolean DEFAULT false NOT NULL,
    early_payment_fee numeric(12,2),
    iban_masked text,
    payment_reference text,
    paid_at timestamp with time zone,
    status public.independent_payment_request_status DEFAULT 'requested'::public.independent_payment_request_status NOT NULL,
    status_changed_at timestamp with time zone,
    status_comment text,
    due_at timestamp with time zone,
    closed_at timestamp with time zone,
    comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT independent_payment_request_amount CHECK (((amount > (0)::numeric) AND ((early_payment_fee IS NULL) OR (early_payment_fee >= (0)::numeric)))),
    CONSTRAINT independent_payment_request_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.independent_payment_request
    ADD CONSTRAINT independent_payment_request_assignee_id_fkey FOREIGN KEY (assignee_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.independent_payment_request
    ADD CONSTRAINT independent_payment_request_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.independent_payment_request
    ADD CONSTRAINT independent_payment_request_independent_monthly_invoice_id_fkey FOREIGN KEY (independent_monthly_invoice_id) REFERENCES public.independent_monthly_invoice(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.independent_payment_request
    ADD CONSTRAINT independent_payment_request_requester_id_fkey FOREIGN KEY (requester_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.independent_payment_request
    ADD CONSTRAINT independent_payment_request_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.independent_payment_request
    ADD CONSTRAINT independent_payment_request_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.independent_payment_request
    ADD CONSTRAINT independent_payment_request_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.independent_payment_request FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.independent_payment_request TO authenticated;
GRANT ALL ON TABLE public.independent_payment_request TO service_role;

-- A month of meal vouchers or meal allowances for a talent's contract.
CREATE TABLE public.meal_card_request (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    talent_id uuid NOT NULL,
    contract_id uuid NOT NULL,
    contract_key text,
    company_id uuid,
    requester_id uuid,
    assignee_id uuid,
    benefit_type public.meal_benefit_type NOT NULL,
    period_month date NOT NULL,
    eligible_days smallint NOT NULL,
    face_value numeric(6,2),
    employer_share_rate numeric(5,2),
    employer_share_amount numeric(6,2) GENERATED ALWAYS AS (round(((face_value * employer_share_rate) / (100)::numeric), 2)) STORED,
    employee_share_amount numeric(6,2) GENERATED ALWAYS AS ((face_value - round(((face_value * employer_share_rate) / (100)::numeric), 2))) STORED,
    allowance_kind public.meal_allowance_kind,
    allowance_unit_amount numeric(6,2),
    total_amount numeric(12,2) GENERATED ALWAYS AS (
CASE
    WHEN (benefit_type = 'meal_voucher'::public.meal_benefit_type) THEN (round(((face_value * employer_share_rate) / (100)::numeric), 2) * (eligible_days)::numeric)
    ELSE (allowance_unit_amount * (eligible_days)::numeric)
END) STORED,
    is_subject_to_contributions boolean DEFAULT false NOT NULL,
    provider public.meal_voucher_provider,
    card_last4 text,
    loaded_at timestamp with time zone,
    status public.meal_card_request_status DEFAULT 'requested'::public.meal_card_request_status NOT NULL,
    status_changed_at timestamp with time zone,
    status_comment text,
    due_at timestamp with time zone,
    closed_at timestamp with time zone,
    comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT meal_card_request_amounts CHECK (((COALESCE(face_value, (0)::numeric) >= (0)::numeric) AND (COALESCE(allowance_unit_amount, (0)::numeric) >= (0)::numeric))),
    CONSTRAINT meal_card_request_card_last4 CHECK (((card_last4 IS NULL) OR (card_last4 ~ '^[0-9]{4}$'::text))),
    CONSTRAINT meal_card_request_days CHECK (((eligible_days >= 0) AND (eligible_days <= 31))),
    CONSTRAINT meal_card_request_period_month CHECK ((EXTRACT(day FROM period_month) = (1)::numeric)),
    CONSTRAINT meal_card_request_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.meal_card_request
    ADD CONSTRAINT meal_card_request_assignee_id_fkey FOREIGN KEY (assignee_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.meal_card_request
    ADD CONSTRAINT meal_card_request_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.meal_card_request
    ADD CONSTRAINT meal_card_request_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.meal_card_request
    ADD CONSTRAINT meal_card_request_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.meal_card_request
    ADD CONSTRAINT meal_card_request_requester_id_fkey FOREIGN KEY (requester_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.meal_card_request
    ADD CONSTRAINT meal_card_request_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.meal_card_request
    ADD CONSTRAINT meal_card_request_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.meal_card_request
    ADD CONSTRAINT meal_card_request_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.meal_card_request FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.meal_card_request TO authenticated;
GRANT ALL ON TABLE public.meal_card_request TO service_role;

-- A legal health visit of a talent (VIP, SIR, return to work).
CREATE TABLE public.medical_checkup_request (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    talent_id uuid NOT NULL,
    contract_id uuid,
    contract_key text,
    company_id uuid,
    requester_id uuid,
    assignee_id uuid,
    visit_type public.medical_visit_type NOT NULL,
    risk_reasons public.medical_risk_reason[] DEFAULT '{}'::public.medical_risk_reason[] NOT NULL,
    medical_center_id uuid,
    appointment_at timestamp with time zone,
    convocation_sent_at timestamp with time zone,
    convocation_file text,
    cost_ht numeric(12,2),
    status public.medical_checkup_request_status DEFAULT 'to_schedule'::public.medical_checkup_request_status NOT NULL,
    status_changed_at timestamp with time zone,
    status_comment text,
    due_at timestamp with time zone,
    closed_at timestamp with time zone,
    comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT medical_checkup_request_cost CHECK (((cost_ht IS NULL) OR (cost_ht >= (0)::numeric))),
    CONSTRAINT medical_checkup_request_sir_risks CHECK (((visit_type <> ALL (ARRAY['sir_initial'::public.medical_visit_type, 'sir_periodic'::public.medical_visit_type])) OR (cardinality(risk_reasons) > 0))),
    CONSTRAINT medical_checkup_request_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.medical_checkup_request
    ADD CONSTRAINT medical_checkup_request_assignee_id_fkey FOREIGN KEY (assignee_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.medical_checkup_request
    ADD CONSTRAINT medical_checkup_request_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.medical_checkup_request
    ADD CONSTRAINT medical_checkup_request_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.medical_checkup_request
    ADD CONSTRAINT medical_checkup_request_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.medical_checkup_request
    ADD CONSTRAINT medical_checkup_request_medical_center_id_fkey FOREIGN KEY (medical_center_id) REFERENCES public.medical_center(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.medical_checkup_request
    ADD CONSTRAINT medical_checkup_request_requester_id_fkey FOREIGN KEY (requester_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.medical_checkup_request
    ADD CONSTRAINT medical_checkup_request_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.medical_checkup_request
    ADD CONSTRAINT medical_checkup_request_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.medical_checkup_request
    ADD CONSTRAINT medical_checkup_request_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.medical_checkup_request FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.medical_checkup_request TO authenticated;
GRANT ALL ON TABLE public.medical_checkup_request TO service_role;

-- The aptitude notice of a visit (1:1), medical data read only by accounting, consultants, CSMs and developers.
CREATE TABLE public.medical_checkup_result (
    medical_checkup_request_id uuid NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    result public.medical_aptitude NOT NULL,
    workplace_restrictions text,
    certificate_file text,
    issued_at date DEFAULT private.paris_today() NOT NULL,
    valid_until date,
    next_visit_due date,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT medical_checkup_result_dates CHECK (((valid_until IS NULL) OR (valid_until >= issued_at))),
    CONSTRAINT medical_checkup_result_file_in_workspace CHECK (((certificate_file IS NULL) OR (split_part(certificate_file, '/'::text, 1) = (workspace_id)::text))),
    CONSTRAINT medical_checkup_result_pkey PRIMARY KEY (medical_checkup_request_id)
);

ALTER TABLE ONLY public.medical_checkup_result
    ADD CONSTRAINT medical_checkup_result_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.medical_checkup_result
    ADD CONSTRAINT medical_checkup_result_medical_checkup_request_id_fkey FOREIGN KEY (medical_checkup_request_id) REFERENCES public.medical_checkup_request(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.medical_checkup_result
    ADD CONSTRAINT medical_checkup_result_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.medical_checkup_result
    ADD CONSTRAINT medical_checkup_result_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.medical_checkup_result FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.medical_checkup_result TO authenticated;
GRANT ALL ON TABLE public.medical_checkup_result TO service_role;

-- Protective equipment to hand over to a talent before a mission starts.
CREATE TABLE public.ppe_request (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    talent_id uuid NOT NULL,
    contract_id uuid,
    contract_key text,
    mission_id uuid,
    company_id uuid NOT NULL,
    requester_id uuid,
    assignee_id uuid,
    needed_by date NOT NULL,
    delivery_mode public.ppe_delivery_mode DEFAULT 'agency'::public.ppe_delivery_mode NOT NULL,
    delivery_address text,
    supplier text,
    total_cost_ht numeric(12,2) DEFAULT 0 NOT NULL,
    is_late_for_start boolean DEFAULT false NOT NULL,
    handover_signature_file text,
    delivered_at timestamp with time zone,
    status public.ppe_request_status DEFAULT 'requested'::public.ppe_request_status NOT NULL,
    status_changed_at timestamp with time zone,
    status_comment text,
    due_at timestamp with time zone,
    closed_at timestamp with time zone,
    comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    renewal_reason text,
    CONSTRAINT ppe_request_total CHECK ((total_cost_ht >= (0)::numeric)),
    CONSTRAINT ppe_request_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.ppe_request
    ADD CONSTRAINT ppe_request_assignee_id_fkey FOREIGN KEY (assignee_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.ppe_request
    ADD CONSTRAINT ppe_request_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.ppe_request
    ADD CONSTRAINT ppe_request_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.ppe_request
    ADD CONSTRAINT ppe_request_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.ppe_request
    ADD CONSTRAINT ppe_request_mission_id_fkey FOREIGN KEY (mission_id) REFERENCES public.mission(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.ppe_request
    ADD CONSTRAINT ppe_request_requester_id_fkey FOREIGN KEY (requester_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.ppe_request
    ADD CONSTRAINT ppe_request_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.ppe_request
    ADD CONSTRAINT ppe_request_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.ppe_request
    ADD CONSTRAINT ppe_request_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON COLUMN public.ppe_request.renewal_reason IS 'Motif d''un renouvellement d''équipement à moins de 6 mois (perte, casse, usure)';

REVOKE ALL ON TABLE public.ppe_request FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.ppe_request TO authenticated;
GRANT ALL ON TABLE public.ppe_request TO service_role;

-- One piece of equipment of a PPE request (size or shoe size in `attribute`).
CREATE TABLE public.ppe_request_item (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    ppe_request_id uuid NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    item_type public.ppe_item NOT NULL,
    label text,
    attribute text,
    quantity smallint DEFAULT 1 NOT NULL,
    unit_cost_ht numeric(10,2) DEFAULT 0 NOT NULL,
    is_canceled boolean DEFAULT false NOT NULL,
    canceled_reason text,
    delivered_quantity smallint,
    is_usually_client_provided boolean GENERATED ALWAYS AS ((item_type <> ALL (ARRAY['helmet'::public.ppe_item, 'safety_shoes'::public.ppe_item]))) STORED,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT ppe_request_item_cost CHECK ((unit_cost_ht >= (0)::numeric)),
    CONSTRAINT ppe_request_item_delivered CHECK (((delivered_quantity IS NULL) OR ((delivered_quantity >= 0) AND (delivered_quantity <= quantity)))),
    CONSTRAINT ppe_request_item_quantity CHECK (((quantity >= 1) AND (quantity <= 5))),
    CONSTRAINT ppe_request_item_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.ppe_request_item
    ADD CONSTRAINT ppe_request_item_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.ppe_request_item
    ADD CONSTRAINT ppe_request_item_ppe_request_id_fkey FOREIGN KEY (ppe_request_id) REFERENCES public.ppe_request(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.ppe_request_item
    ADD CONSTRAINT ppe_request_item_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.ppe_request_item
    ADD CONSTRAINT ppe_request_item_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.ppe_request_item FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.ppe_request_item TO authenticated;
GRANT ALL ON TABLE public.ppe_request_item TO service_role;

-- The carte d'identification professionnelle BTP of a talent.
CREATE TABLE public.professional_card_request (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    talent_id uuid NOT NULL,
    contract_id uuid,
    contract_key text,
    company_id uuid,
    requester_id uuid,
    assignee_id uuid,
    employer_siren text NOT NULL,
    identity_snapshot jsonb DEFAULT '{}'::jsonb NOT NULL,
    photo_file text,
    fee_amount numeric(12,2),
    payment_method public.card_payment_method DEFAULT 'card'::public.card_payment_method NOT NULL,
    request_number text,
    provisional_attestation_file text,
    card_number text,
    issued_at date,
    expires_at date,
    delivered_at timestamp with time zone,
    status public.professional_card_request_status DEFAULT 'draft'::public.professional_card_request_status NOT NULL,
    status_changed_at timestamp with time zone,
    status_comment text,
    due_at timestamp with time zone,
    closed_at timestamp with time zone,
    comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT professional_card_request_fee CHECK (((fee_amount IS NULL) OR (fee_amount >= (0)::numeric))),
    CONSTRAINT professional_card_request_identity CHECK ((jsonb_typeof(identity_snapshot) = 'object'::text)),
    CONSTRAINT professional_card_request_validity CHECK (((expires_at IS NULL) OR (issued_at IS NULL) OR (expires_at > issued_at))),
    CONSTRAINT professional_card_request_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.professional_card_request
    ADD CONSTRAINT professional_card_request_assignee_id_fkey FOREIGN KEY (assignee_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.professional_card_request
    ADD CONSTRAINT professional_card_request_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.professional_card_request
    ADD CONSTRAINT professional_card_request_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.professional_card_request
    ADD CONSTRAINT professional_card_request_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.professional_card_request
    ADD CONSTRAINT professional_card_request_requester_id_fkey FOREIGN KEY (requester_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.professional_card_request
    ADD CONSTRAINT professional_card_request_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.professional_card_request
    ADD CONSTRAINT professional_card_request_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.professional_card_request
    ADD CONSTRAINT professional_card_request_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.professional_card_request FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.professional_card_request TO authenticated;
GRANT ALL ON TABLE public.professional_card_request TO service_role;

-- A talent's training or certification (initial or recycling).
CREATE TABLE public.qualification_training_request (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    talent_id uuid NOT NULL,
    contract_id uuid,
    contract_key text,
    mission_id uuid,
    requester_id uuid,
    assignee_id uuid,
    qualification_type public.qualification_type NOT NULL,
    category text,
    training_kind public.qualification_training_kind DEFAULT 'initial'::public.qualification_training_kind NOT NULL,
    qualification_center_id uuid,
    near_to text,
    possible_start_date date,
    possible_end_date date,
    start_at timestamp with time zone,
    end_at timestamp with time zone,
    hours numeric(5,2),
    to_reschedule boolean DEFAULT false NOT NULL,
    price numeric(12,2),
    funding_source public.training_funding_source DEFAULT 'agency'::public.training_funding_source NOT NULL,
    request_comment text,
    transfer_comment text,
    quote_file text,
    convocation_file text,
    attendance_file text,
    certificate_file text,
    result public.training_result,
    certificate_number text,
    obtained_at date,
    expires_at date,
    status public.qualification_training_request_status DEFAULT 'requested'::public.qualification_training_request_status NOT NULL,
    status_changed_at timestamp with time zone,
    status_comment text,
    due_at timestamp with time zone,
    closed_at timestamp with time zone,
    comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT qualification_training_request_hours CHECK (((hours IS NULL) OR (hours > (0)::numeric))),
    CONSTRAINT qualification_training_request_price CHECK (((price IS NULL) OR (price >= (0)::numeric))),
    CONSTRAINT qualification_training_request_session CHECK (((end_at IS NULL) OR (start_at IS NULL) OR (end_at >= start_at))),
    CONSTRAINT qualification_training_request_validity CHECK (((expires_at IS NULL) OR (obtained_at IS NULL) OR (expires_at >= obtained_at))),
    CONSTRAINT qualification_training_request_window CHECK (((possible_end_date IS NULL) OR (possible_start_date IS NULL) OR (possible_end_date >= possible_start_date))),
    CONSTRAINT qualification_training_request_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.qualification_training_request
    ADD CONSTRAINT qualification_training_request_assignee_id_fkey FOREIGN KEY (assignee_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.qualification_training_request
    ADD CONSTRAINT qualification_training_request_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.qualification_training_request
    ADD CONSTRAINT qualification_training_request_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.qualification_training_request
    ADD CONSTRAINT qualification_training_request_mission_id_fkey FOREIGN KEY (mission_id) REFERENCES public.mission(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.qualification_training_request
    ADD CONSTRAINT qualification_training_request_qualification_center_id_fkey FOREIGN KEY (qualification_center_id) REFERENCES public.qualification_center(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.qualification_training_request
    ADD CONSTRAINT qualification_training_request_requester_id_fkey FOREIGN KEY (requester_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.qualification_training_request
    ADD CONSTRAINT qualification_training_request_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.qualification_training_request
    ADD CONSTRAINT qualification_training_request_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.qualification_training_request
    ADD CONSTRAINT qualification_training_request_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.qualification_training_request FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.qualification_training_request TO authenticated;
GRANT ALL ON TABLE public.qualification_training_request TO service_role;

-- The placement fee of a permanent or fixed-term hire. fee_amount is a percentage of the annual wage when…
CREATE TABLE public.recruitment_office_invoice_request (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    company_id uuid NOT NULL,
    contact_id uuid,
    mission_id uuid,
    talent_id uuid NOT NULL,
    requester_id uuid,
    assignee_id uuid,
    job_name text NOT NULL,
    contract_type public.recruitment_contract_type DEFAULT 'cdi'::public.recruitment_contract_type NOT NULL,
    start_date date NOT NULL,
    annual_wage numeric(12,2) NOT NULL,
    variable_included boolean DEFAULT false NOT NULL,
    is_fee_percentage boolean DEFAULT true NOT NULL,
    fee_amount numeric(12,2) NOT NULL,
    fee_ht numeric(12,2) GENERATED ALWAYS AS (
CASE
    WHEN is_fee_percentage THEN round(((annual_wage * fee_amount) / (100)::numeric), 2)
    ELSE fee_amount
END) STORED,
    vat_amount numeric(12,2) GENERATED ALWAYS AS (round((
CASE
    WHEN is_fee_percentage THEN round(((annual_wage * fee_amount) / (100)::numeric), 2)
    ELSE fee_amount
END * 0.2), 2)) STORED,
    fee_ttc numeric(12,2) GENERATED ALWAYS AS (round((
CASE
    WHEN is_fee_percentage THEN round(((annual_wage * fee_amount) / (100)::numeric), 2)
    ELSE fee_amount
END * 1.2), 2)) STORED,
    fee_comment text,
    timeline text,
    billing_schedule public.recruitment_billing_schedule DEFAULT 'on_hire'::public.recruitment_billing_schedule NOT NULL,
    guarantee_end_date date,
    candidate_left_at date,
    invoice_number text,
    invoice_file text,
    paid_at timestamp with time zone,
    status public.recruitment_office_invoice_request_status DEFAULT 'requested'::public.recruitment_office_invoice_request_status NOT NULL,
    status_changed_at timestamp with time zone,
    status_comment text,
    due_at timestamp with time zone,
    closed_at timestamp with time zone,
    comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT recruitment_office_invoice_request_fee CHECK (((fee_amount > (0)::numeric) AND ((NOT is_fee_percentage) OR (fee_amount <= (50)::numeric)))),
    CONSTRAINT recruitment_office_invoice_request_guarantee CHECK (((guarantee_end_date IS NULL) OR (guarantee_end_date >= start_date))),
    CONSTRAINT recruitment_office_invoice_request_wage CHECK ((annual_wage > (0)::numeric)),
    CONSTRAINT recruitment_office_invoice_request_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.recruitment_office_invoice_request
    ADD CONSTRAINT recruitment_office_invoice_request_assignee_id_fkey FOREIGN KEY (assignee_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.recruitment_office_invoice_request
    ADD CONSTRAINT recruitment_office_invoice_request_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.recruitment_office_invoice_request
    ADD CONSTRAINT recruitment_office_invoice_request_contact_id_fkey FOREIGN KEY (contact_id) REFERENCES public.contact(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.recruitment_office_invoice_request
    ADD CONSTRAINT recruitment_office_invoice_request_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.recruitment_office_invoice_request
    ADD CONSTRAINT recruitment_office_invoice_request_mission_id_fkey FOREIGN KEY (mission_id) REFERENCES public.mission(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.recruitment_office_invoice_request
    ADD CONSTRAINT recruitment_office_invoice_request_requester_id_fkey FOREIGN KEY (requester_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.recruitment_office_invoice_request
    ADD CONSTRAINT recruitment_office_invoice_request_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.recruitment_office_invoice_request
    ADD CONSTRAINT recruitment_office_invoice_request_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.recruitment_office_invoice_request
    ADD CONSTRAINT recruitment_office_invoice_request_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.recruitment_office_invoice_request FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.recruitment_office_invoice_request TO authenticated;
GRANT ALL ON TABLE public.recruitment_office_invoice_request TO service_role;

-- A work or commute accident of a talent on a contract.
CREATE TABLE public.work_accident_request (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    talent_id uuid NOT NULL,
    contract_id uuid NOT NULL,
    contract_key text,
    company_id uuid,
    requester_id uuid,
    assignee_id uuid,
    accident_type public.work_accident_type DEFAULT 'work'::public.work_accident_type NOT NULL,
    occurred_at timestamp with time zone NOT NULL,
    location text NOT NULL,
    client_aware_at timestamp with time zone,
    agency_aware_at timestamp with time zone NOT NULL,
    client_prior_info_file text,
    circumstances text NOT NULL,
    activity_at_time text,
    injury_nature text,
    injury_location text,
    witnesses jsonb DEFAULT '[]'::jsonb NOT NULL,
    work_stoppage boolean DEFAULT false NOT NULL,
    stoppage_start date,
    stoppage_end date,
    hospitalization boolean DEFAULT false NOT NULL,
    initial_certificate_file text,
    declaration_deadline timestamp with time zone,
    declared_at timestamp with time zone,
    dat_reference text,
    is_declared_late boolean DEFAULT false NOT NULL,
    late_declaration_reason text,
    reserves boolean DEFAULT false NOT NULL,
    reserves_text text,
    accident_sheet_given_at timestamp with time zone,
    cpam_decision public.cpam_decision,
    cpam_decision_at date,
    status public.work_accident_request_status DEFAULT 'reported'::public.work_accident_request_status NOT NULL,
    status_changed_at timestamp with time zone,
    status_comment text,
    due_at timestamp with time zone,
    closed_at timestamp with time zone,
    comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    is_client_info_late boolean DEFAULT false NOT NULL,
    CONSTRAINT work_accident_request_reserves CHECK (((NOT reserves) OR (COALESCE(btrim(reserves_text), ''::text) <> ''::text))),
    CONSTRAINT work_accident_request_stoppage_dates CHECK (((stoppage_end IS NULL) OR (stoppage_start IS NULL) OR (stoppage_end >= stoppage_start))),
    CONSTRAINT work_accident_request_witnesses CHECK ((jsonb_typeof(witnesses) = 'array'::text)),
    CONSTRAINT work_accident_request_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.work_accident_request
    ADD CONSTRAINT work_accident_request_assignee_id_fkey FOREIGN KEY (assignee_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.work_accident_request
    ADD CONSTRAINT work_accident_request_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.work_accident_request
    ADD CONSTRAINT work_accident_request_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.work_accident_request
    ADD CONSTRAINT work_accident_request_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.work_accident_request
    ADD CONSTRAINT work_accident_request_requester_id_fkey FOREIGN KEY (requester_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.work_accident_request
    ADD CONSTRAINT work_accident_request_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.work_accident_request
    ADD CONSTRAINT work_accident_request_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.work_accident_request
    ADD CONSTRAINT work_accident_request_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.work_accident_request FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.work_accident_request TO authenticated;
GRANT ALL ON TABLE public.work_accident_request TO service_role;

-- A request's discussion thread (issue "the request family": comments, beside its history and files)…
CREATE TABLE public.request_comment (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    entity text NOT NULL,
    entity_id uuid NOT NULL,
    body text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid DEFAULT auth.uid(),
    CONSTRAINT request_comment_body CHECK (((char_length(btrim(body)) >= 1) AND (char_length(btrim(body)) <= 5000))),
    CONSTRAINT request_comment_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.request_comment
    ADD CONSTRAINT request_comment_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.request_comment
    ADD CONSTRAINT request_comment_entity_fkey FOREIGN KEY (entity) REFERENCES public.request_type(entity) ON DELETE CASCADE;

ALTER TABLE ONLY public.request_comment
    ADD CONSTRAINT request_comment_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.request_comment FROM anon, authenticated, service_role;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,TRUNCATE ON TABLE public.request_comment TO authenticated;
GRANT ALL ON TABLE public.request_comment TO service_role;

-- The action centre's request deadlines read one small table kept up to date by triggers instead of…
CREATE TABLE public.request_deadline (
    entity text NOT NULL,
    request_id uuid NOT NULL,
    workspace_id uuid NOT NULL,
    talent_id uuid,
    status text NOT NULL,
    requester_id uuid,
    assignee_id uuid,
    due_at timestamp with time zone NOT NULL,
    CONSTRAINT request_deadline_pkey PRIMARY KEY (request_id, entity)
);

ALTER TABLE ONLY public.request_deadline
    ADD CONSTRAINT request_deadline_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON TABLE public.request_deadline IS 'open requests with a deadline (one row per row of request_action_item), kept by the request_deadline_sync triggers of the request tables (the action centre''s request deadlines)';

REVOKE ALL ON TABLE public.request_deadline FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.request_deadline TO service_role;
GRANT SELECT ON TABLE public.request_deadline TO authenticated;

-- One row per request workflow (the generic request module of the front end is parameterised by it).
CREATE TABLE public.request_type (
    entity text NOT NULL,
    label text NOT NULL,
    plural_label text NOT NULL,
    route text NOT NULL,
    status_enum text NOT NULL,
    initial_status text NOT NULL,
    terminal_statuses text[] DEFAULT '{}'::text[] NOT NULL,
    has_amounts boolean DEFAULT false NOT NULL,
    deadline_rule text,
    "position" smallint NOT NULL,
    editable_statuses text[] DEFAULT '{}'::text[] NOT NULL,
    content_fields text[] DEFAULT '{}'::text[] NOT NULL,
    CONSTRAINT request_type_editable_statuses CHECK ((initial_status = ANY (editable_statuses))),
    CONSTRAINT request_type_route_format CHECK ((route ~ '^[a-z]+(-[a-z]+)*$'::text)),
    CONSTRAINT request_type_pkey PRIMARY KEY (entity),
    CONSTRAINT request_type_route_key UNIQUE (route)
);

REVOKE ALL ON TABLE public.request_type FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE ON TABLE public.request_type TO authenticated;
GRANT ALL ON TABLE public.request_type TO service_role;

-- ## Indexes
-- Unless a line says otherwise, an index covers a foreign key (the joins, and the parent's deletes
-- that check it), named <table>_<column>_idx, or starts with one and adds the columns a list filters
-- and sorts by within it (<table>_<columns>_idx).

CREATE INDEX advance_payment_request_assignee_id_idx ON public.advance_payment_request USING btree (assignee_id);

CREATE INDEX advance_payment_request_contract_id_idx ON public.advance_payment_request USING btree (contract_id);

CREATE INDEX advance_payment_request_created_by_idx ON public.advance_payment_request USING btree (created_by);

CREATE INDEX advance_payment_request_deducted_in_pay_tracking_id_idx ON public.advance_payment_request USING btree (deducted_in_pay_tracking_id);

-- Uniqueness rule: one advance request in progress per talent (until paid or refused).
CREATE UNIQUE INDEX advance_payment_request_one_open_idx ON public.advance_payment_request USING btree (talent_id) WHERE (status = ANY (ARRAY['requested'::public.advance_payment_request_status, 'approved'::public.advance_payment_request_status]));

-- The open requests with a deadline, as public.request_action_item reads them (the deadlines' rebuild).
CREATE INDEX advance_payment_request_open_due_at_idx ON public.advance_payment_request USING btree (workspace_id, due_at) WHERE ((closed_at IS NULL) AND (due_at IS NOT NULL));

CREATE INDEX advance_payment_request_requester_id_idx ON public.advance_payment_request USING btree (requester_id);

CREATE INDEX advance_payment_request_updated_by_idx ON public.advance_payment_request USING btree (updated_by);

CREATE INDEX advance_payment_request_workspace_id_idx ON public.advance_payment_request USING btree (workspace_id);

CREATE INDEX advance_payment_request_workspace_status_idx ON public.advance_payment_request USING btree (workspace_id, status);

CREATE INDEX company_insurance_request_assignee_id_idx ON public.company_insurance_request USING btree (assignee_id);

CREATE INDEX company_insurance_request_company_id_idx ON public.company_insurance_request USING btree (company_id);

-- A client's granted credit covers: what the action centre's credit-exposure rule compares the exposure with.
CREATE INDEX company_insurance_request_cover_idx ON public.company_insurance_request USING btree (company_id) WHERE ((type = 'credit_insurance'::public.company_insurance_type) AND (status = ANY (ARRAY['granted'::public.company_insurance_request_status, 'partially_granted'::public.company_insurance_request_status])));

CREATE INDEX company_insurance_request_created_by_idx ON public.company_insurance_request USING btree (created_by);

-- The open requests with a deadline, as public.request_action_item reads them (the deadlines' rebuild).
CREATE INDEX company_insurance_request_open_due_at_idx ON public.company_insurance_request USING btree (workspace_id, due_at) WHERE ((closed_at IS NULL) AND (due_at IS NOT NULL));

CREATE INDEX company_insurance_request_requester_id_idx ON public.company_insurance_request USING btree (requester_id);

CREATE INDEX company_insurance_request_updated_by_idx ON public.company_insurance_request USING btree (updated_by);

CREATE INDEX company_insurance_request_workspace_id_idx ON public.company_insurance_request USING btree (workspace_id);

CREATE INDEX company_insurance_request_workspace_status_idx ON public.company_insurance_request USING btree (workspace_id, status);

CREATE INDEX expense_claim_request_assignee_id_idx ON public.expense_claim_request USING btree (assignee_id);

CREATE INDEX expense_claim_request_contract_id_idx ON public.expense_claim_request USING btree (contract_id);

CREATE INDEX expense_claim_request_created_by_idx ON public.expense_claim_request USING btree (created_by);

CREATE INDEX expense_claim_request_mission_id_idx ON public.expense_claim_request USING btree (mission_id);

-- The open requests with a deadline, as public.request_action_item reads them (the deadlines' rebuild).
CREATE INDEX expense_claim_request_open_due_at_idx ON public.expense_claim_request USING btree (workspace_id, due_at) WHERE ((closed_at IS NULL) AND (due_at IS NOT NULL));

CREATE INDEX expense_claim_request_requester_id_idx ON public.expense_claim_request USING btree (requester_id);

CREATE INDEX expense_claim_request_talent_id_idx ON public.expense_claim_request USING btree (talent_id);

CREATE INDEX expense_claim_request_updated_by_idx ON public.expense_claim_request USING btree (updated_by);

CREATE INDEX expense_claim_request_workspace_id_idx ON public.expense_claim_request USING btree (workspace_id);

CREATE INDEX expense_claim_request_workspace_status_idx ON public.expense_claim_request USING btree (workspace_id, status);

CREATE INDEX independent_monthly_invoice_assignee_id_idx ON public.independent_monthly_invoice USING btree (assignee_id);

CREATE INDEX independent_monthly_invoice_contract_id_idx ON public.independent_monthly_invoice USING btree (contract_id);

CREATE INDEX independent_monthly_invoice_created_by_idx ON public.independent_monthly_invoice USING btree (created_by);

-- Uniqueness rule: one invoice per talent, contract and month (canceled ones aside); the monthly run
-- skips what it finds there.
CREATE UNIQUE INDEX independent_monthly_invoice_one_per_month_idx ON public.independent_monthly_invoice USING btree (talent_id, COALESCE(contract_key, ''::text), month) WHERE (status <> 'canceled'::public.independent_monthly_invoice_status);

-- The open requests with a deadline, as public.request_action_item reads them (the deadlines' rebuild).
CREATE INDEX independent_monthly_invoice_open_due_at_idx ON public.independent_monthly_invoice USING btree (workspace_id, due_at) WHERE ((closed_at IS NULL) AND (due_at IS NOT NULL));

-- Invoices still to handle, by status: the action centre's independents' rule.
CREATE INDEX independent_monthly_invoice_open_idx ON public.independent_monthly_invoice USING btree (status) WHERE (status = ANY (ARRAY['generated'::public.independent_monthly_invoice_status, 'pending_independent_validation'::public.independent_monthly_invoice_status, 'disputed'::public.independent_monthly_invoice_status, 'validated'::public.independent_monthly_invoice_status, 'booked'::public.independent_monthly_invoice_status, 'partially_paid'::public.independent_monthly_invoice_status]));

CREATE INDEX independent_monthly_invoice_requester_id_idx ON public.independent_monthly_invoice USING btree (requester_id);

CREATE INDEX independent_monthly_invoice_updated_by_idx ON public.independent_monthly_invoice USING btree (updated_by);

CREATE INDEX independent_monthly_invoice_workspace_id_idx ON public.independent_monthly_invoice USING btree (workspace_id);

CREATE INDEX independent_monthly_invoice_workspace_status_idx ON public.independent_monthly_invoice USING btree (workspace_id, status);

CREATE INDEX independent_payment_request_assignee_id_idx ON public.independent_payment_request USING btree (assignee_id);

CREATE INDEX independent_payment_request_created_by_idx ON public.independent_payment_request USING btree (created_by);

CREATE INDEX independent_payment_request_independent_monthly_invoice_id_idx ON public.independent_payment_request USING btree (independent_monthly_invoice_id);

-- The open requests with a deadline, as public.request_action_item reads them (the deadlines' rebuild).
CREATE INDEX independent_payment_request_open_due_at_idx ON public.independent_payment_request USING btree (workspace_id, due_at) WHERE ((closed_at IS NULL) AND (due_at IS NOT NULL));

-- Payment requests still open, by status: the independents' rule (and whether an invoice has one).
CREATE INDEX independent_payment_request_open_idx ON public.independent_payment_request USING btree (status) WHERE (status = ANY (ARRAY['requested'::public.independent_payment_request_status, 'approved'::public.independent_payment_request_status, 'scheduled'::public.independent_payment_request_status]));

CREATE INDEX independent_payment_request_requester_id_idx ON public.independent_payment_request USING btree (requester_id);

CREATE INDEX independent_payment_request_talent_id_idx ON public.independent_payment_request USING btree (talent_id);

CREATE INDEX independent_payment_request_updated_by_idx ON public.independent_payment_request USING btree (updated_by);

CREATE INDEX independent_payment_request_workspace_id_idx ON public.independent_payment_request USING btree (workspace_id);

CREATE INDEX independent_payment_request_workspace_status_idx ON public.independent_payment_request USING btree (workspace_id, status);

CREATE INDEX meal_card_request_assignee_id_idx ON public.meal_card_request USING btree (assignee_id);

CREATE INDEX meal_card_request_company_id_idx ON public.meal_card_request USING btree (company_id);

CREATE INDEX meal_card_request_contract_id_idx ON public.meal_card_request USING btree (contract_id);

CREATE INDEX meal_card_request_created_by_idx ON public.meal_card_request USING btree (created_by);

-- Uniqueness rule: one meal-card request per contract and month (rejected and canceled ones aside).
CREATE UNIQUE INDEX meal_card_request_one_per_month_idx ON public.meal_card_request USING btree (workspace_id, contract_key, period_month) WHERE (status <> ALL (ARRAY['rejected'::public.meal_card_request_status, 'canceled'::public.meal_card_request_status]));

-- The open requests with a deadline, as public.request_action_item reads them (the deadlines' rebuild).
CREATE INDEX meal_card_request_open_due_at_idx ON public.meal_card_request USING btree (workspace_id, due_at) WHERE ((closed_at IS NULL) AND (due_at IS NOT NULL));

CREATE INDEX meal_card_request_requester_id_idx ON public.meal_card_request USING btree (requester_id);

CREATE INDEX meal_card_request_talent_id_idx ON public.meal_card_request USING btree (talent_id);

CREATE INDEX meal_card_request_updated_by_idx ON public.meal_card_request USING btree (updated_by);

CREATE INDEX meal_card_request_workspace_id_idx ON public.meal_card_request USING btree (workspace_id);

CREATE INDEX meal_card_request_workspace_status_idx ON public.meal_card_request USING btree (workspace_id, status);

CREATE INDEX medical_checkup_request_assignee_id_idx ON public.medical_checkup_request USING btree (assignee_id);

CREATE INDEX medical_checkup_request_company_id_idx ON public.medical_checkup_request USING btree (company_id);

CREATE INDEX medical_checkup_request_contract_id_idx ON public.medical_checkup_request USING btree (contract_id);

CREATE INDEX medical_checkup_request_created_by_idx ON public.medical_checkup_request USING btree (created_by);

CREATE INDEX medical_checkup_request_medical_center_id_idx ON public.medical_checkup_request USING btree (medical_center_id);

-- Uniqueness rule: one open medical check-up request per talent and visit type.
CREATE UNIQUE INDEX medical_checkup_request_one_open_idx ON public.medical_checkup_request USING btree (talent_id, visit_type) WHERE (status <> ALL (ARRAY['certificate_received'::public.medical_checkup_request_status, 'canceled'::public.medical_checkup_request_status]));

-- The open requests with a deadline, as public.request_action_item reads them (the deadlines' rebuild).
CREATE INDEX medical_checkup_request_open_due_at_idx ON public.medical_checkup_request USING btree (workspace_id, due_at) WHERE ((closed_at IS NULL) AND (due_at IS NOT NULL));

CREATE INDEX medical_checkup_request_requester_id_idx ON public.medical_checkup_request USING btree (requester_id);

CREATE INDEX medical_checkup_request_updated_by_idx ON public.medical_checkup_request USING btree (updated_by);

CREATE INDEX medical_checkup_request_workspace_id_idx ON public.medical_checkup_request USING btree (workspace_id);

CREATE INDEX medical_checkup_request_workspace_status_idx ON public.medical_checkup_request USING btree (workspace_id, status);

CREATE INDEX medical_checkup_result_created_by_idx ON public.medical_checkup_result USING btree (created_by);

CREATE INDEX medical_checkup_result_updated_by_idx ON public.medical_checkup_result USING btree (updated_by);

CREATE INDEX medical_checkup_result_workspace_id_idx ON public.medical_checkup_result USING btree (workspace_id);

CREATE INDEX ppe_request_assignee_id_idx ON public.ppe_request USING btree (assignee_id);

CREATE INDEX ppe_request_company_id_idx ON public.ppe_request USING btree (company_id);

CREATE INDEX ppe_request_contract_id_idx ON public.ppe_request USING btree (contract_id);

CREATE INDEX ppe_request_created_by_idx ON public.ppe_request USING btree (created_by);

CREATE INDEX ppe_request_item_created_by_idx ON public.ppe_request_item USING btree (created_by);

CREATE INDEX ppe_request_item_ppe_request_id_idx ON public.ppe_request_item USING btree (ppe_request_id);

CREATE INDEX ppe_request_item_updated_by_idx ON public.ppe_request_item USING btree (updated_by);

CREATE INDEX ppe_request_item_workspace_id_idx ON public.ppe_request_item USING btree (workspace_id);

CREATE INDEX ppe_request_mission_id_idx ON public.ppe_request USING btree (mission_id);

-- The open requests with a deadline, as public.request_action_item reads them (the deadlines' rebuild).
CREATE INDEX ppe_request_open_due_at_idx ON public.ppe_request USING btree (workspace_id, due_at) WHERE ((closed_at IS NULL) AND (due_at IS NOT NULL));

CREATE INDEX ppe_request_requester_id_idx ON public.ppe_request USING btree (requester_id);

CREATE INDEX ppe_request_talent_id_idx ON public.ppe_request USING btree (talent_id);

CREATE INDEX ppe_request_updated_by_idx ON public.ppe_request USING btree (updated_by);

CREATE INDEX ppe_request_workspace_id_idx ON public.ppe_request USING btree (workspace_id);

CREATE INDEX ppe_request_workspace_status_idx ON public.ppe_request USING btree (workspace_id, status);

CREATE INDEX professional_card_request_assignee_id_idx ON public.professional_card_request USING btree (assignee_id);

CREATE INDEX professional_card_request_company_id_idx ON public.professional_card_request USING btree (company_id);

CREATE INDEX professional_card_request_contract_id_idx ON public.professional_card_request USING btree (contract_id);

CREATE INDEX professional_card_request_created_by_idx ON public.professional_card_request USING btree (created_by);

-- The open requests with a deadline, as public.request_action_item reads them (the deadlines' rebuild).
CREATE INDEX professional_card_request_open_due_at_idx ON public.professional_card_request USING btree (workspace_id, due_at) WHERE ((closed_at IS NULL) AND (due_at IS NOT NULL));

CREATE INDEX professional_card_request_requester_id_idx ON public.professional_card_request USING btree (requester_id);

CREATE INDEX professional_card_request_talent_id_idx ON public.professional_card_request USING btree (talent_id);

CREATE INDEX professional_card_request_updated_by_idx ON public.professional_card_request USING btree (updated_by);

CREATE INDEX professional_card_request_workspace_id_idx ON public.professional_card_request USING btree (workspace_id);

CREATE INDEX professional_card_request_workspace_status_idx ON public.professional_card_request USING btree (workspace_id, status);

CREATE INDEX qualification_training_request_assignee_id_idx ON public.qualification_training_request USING btree (assignee_id);

CREATE INDEX qualification_training_request_contract_id_idx ON public.qualification_training_request USING btree (contract_id);

CREATE INDEX qualification_training_request_created_by_idx ON public.qualification_training_request USING btree (created_by);

CREATE INDEX qualification_training_request_mission_id_idx ON public.qualification_training_request USING btree (mission_id);

-- The open requests with a deadline, as public.request_action_item reads them (the deadlines' rebuild).
CREATE INDEX qualification_training_request_open_due_at_idx ON public.qualification_training_request USING btree (workspace_id, due_at) WHERE ((closed_at IS NULL) AND (due_at IS NOT NULL));

CREATE INDEX qualification_training_request_qualification_center_id_idx ON public.qualification_training_request USING btree (qualification_center_id);

CREATE INDEX qualification_training_request_requester_id_idx ON public.qualification_training_request USING btree (requester_id);

CREATE INDEX qualification_training_request_talent_id_idx ON public.qualification_training_request USING btree (talent_id);

CREATE INDEX qualification_training_request_updated_by_idx ON public.qualification_training_request USING btree (updated_by);

CREATE INDEX qualification_training_request_workspace_id_idx ON public.qualification_training_request USING btree (workspace_id);

CREATE INDEX qualification_training_request_workspace_status_idx ON public.qualification_training_request USING btree (workspace_id, status);

CREATE INDEX recruitment_office_invoice_request_assignee_id_idx ON public.recruitment_office_invoice_request USING btree (assignee_id);

CREATE INDEX recruitment_office_invoice_request_company_id_idx ON public.recruitment_office_invoice_request USING btree (company_id);

CREATE INDEX recruitment_office_invoice_request_contact_id_idx ON public.recruitment_office_invoice_request USING btree (contact_id);

CREATE INDEX recruitment_office_invoice_request_created_by_idx ON public.recruitment_office_invoice_request USING btree (created_by);

CREATE INDEX recruitment_office_invoice_request_mission_id_idx ON public.recruitment_office_invoice_request USING btree (mission_id);

-- The open requests with a deadline, as public.request_action_item reads them (the deadlines' rebuild).
CREATE INDEX recruitment_office_invoice_request_open_due_at_idx ON public.recruitment_office_invoice_request USING btree (workspace_id, due_at) WHERE ((closed_at IS NULL) AND (due_at IS NOT NULL));

CREATE INDEX recruitment_office_invoice_request_requester_id_idx ON public.recruitment_office_invoice_request USING btree (requester_id);

CREATE INDEX recruitment_office_invoice_request_talent_id_idx ON public.recruitment_office_invoice_request USING btree (talent_id);

CREATE INDEX recruitment_office_invoice_request_updated_by_idx ON public.recruitment_office_invoice_request USING btree (updated_by);

CREATE INDEX recruitment_office_invoice_request_workspace_id_idx ON public.recruitment_office_invoice_request USING btree (workspace_id);

CREATE INDEX recruitment_office_invoice_request_workspace_status_idx ON public.recruitment_office_invoice_request USING btree (workspace_id, status);

CREATE INDEX request_comment_created_by_idx ON public.request_comment USING btree (created_by);

CREATE INDEX request_comment_thread_idx ON public.request_comment USING btree (entity, entity_id, created_at);

CREATE INDEX request_comment_workspace_id_idx ON public.request_comment USING btree (workspace_id);

CREATE INDEX request_deadline_workspace_idx ON public.request_deadline USING btree (workspace_id);

CREATE INDEX work_accident_request_assignee_id_idx ON public.work_accident_request USING btree (assignee_id);

CREATE INDEX work_accident_request_company_id_idx ON public.work_accident_request USING btree (company_id);

CREATE INDEX work_accident_request_contract_id_idx ON public.work_accident_request USING btree (contract_id);

CREATE INDEX work_accident_request_created_by_idx ON public.work_accident_request USING btree (created_by);

-- The open requests with a deadline, as public.request_action_item reads them (the deadlines' rebuild).
CREATE INDEX work_accident_request_open_due_at_idx ON public.work_accident_request USING btree (workspace_id, due_at) WHERE ((closed_at IS NULL) AND (due_at IS NOT NULL));

CREATE INDEX work_accident_request_requester_id_idx ON public.work_accident_request USING btree (requester_id);

CREATE INDEX work_accident_request_talent_id_idx ON public.work_accident_request USING btree (talent_id);

CREATE INDEX work_accident_request_updated_by_idx ON public.work_accident_request USING btree (updated_by);

CREATE INDEX work_accident_request_workspace_id_idx ON public.work_accident_request USING btree (workspace_id);

CREATE INDEX work_accident_request_workspace_status_idx ON public.work_accident_request USING btree (workspace_id, status);

-- ## Triggers
-- Each trigger runs the function of the same purpose; its why is beside the function.

CREATE TRIGGER advance_payment_request_audit BEFORE INSERT OR UPDATE ON public.advance_payment_request FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER advance_payment_request_edit_lock BEFORE UPDATE ON public.advance_payment_request FOR EACH ROW EXECUTE FUNCTION private.lock_request_content();

CREATE TRIGGER advance_payment_request_notify AFTER INSERT OR UPDATE OF status ON public.advance_payment_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_status();

CREATE TRIGGER advance_payment_request_notify_assignee AFTER INSERT OR UPDATE OF assignee_id ON public.advance_payment_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_assignee();

CREATE TRIGGER advance_payment_request_prepare BEFORE INSERT OR UPDATE ON public.advance_payment_request FOR EACH ROW EXECUTE FUNCTION private.prepare_request();

CREATE TRIGGER advance_payment_request_refresh_pay AFTER INSERT OR UPDATE OF status ON public.advance_payment_request FOR EACH ROW EXECUTE FUNCTION private.refresh_pay_after_advance();

CREATE TRIGGER advance_payment_request_status BEFORE INSERT OR UPDATE ON public.advance_payment_request FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'status_comment');

CREATE TRIGGER advance_payment_request_transition BEFORE INSERT OR UPDATE ON public.advance_payment_request FOR EACH ROW EXECUTE FUNCTION private.check_request_transition();

CREATE TRIGGER advance_payment_request_validate BEFORE INSERT OR UPDATE ON public.advance_payment_request FOR EACH ROW EXECUTE FUNCTION private.validate_advance_payment_request();

CREATE TRIGGER company_insurance_request_audit BEFORE INSERT OR UPDATE ON public.company_insurance_request FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER company_insurance_request_edit_lock BEFORE UPDATE ON public.company_insurance_request FOR EACH ROW EXECUTE FUNCTION private.lock_request_content();

CREATE TRIGGER company_insurance_request_notify AFTER INSERT OR UPDATE OF status ON public.company_insurance_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_status();

CREATE TRIGGER company_insurance_request_notify_assignee AFTER INSERT OR UPDATE OF assignee_id ON public.company_insurance_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_assignee();

CREATE TRIGGER company_insurance_request_prepare BEFORE INSERT OR UPDATE ON public.company_insurance_request FOR EACH ROW EXECUTE FUNCTION private.prepare_request();

CREATE TRIGGER company_insurance_request_status BEFORE INSERT OR UPDATE ON public.company_insurance_request FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'status_comment');

CREATE TRIGGER company_insurance_request_transition BEFORE INSERT OR UPDATE ON public.company_insurance_request FOR EACH ROW EXECUTE FUNCTION private.check_request_transition();

CREATE TRIGGER company_insurance_request_validate BEFORE INSERT OR UPDATE ON public.company_insurance_request FOR EACH ROW EXECUTE FUNCTION private.validate_company_insurance_request();

CREATE TRIGGER expense_claim_request_audit BEFORE INSERT OR UPDATE ON public.expense_claim_request FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER expense_claim_request_edit_lock BEFORE UPDATE ON public.expense_claim_request FOR EACH ROW EXECUTE FUNCTION private.lock_request_content();

CREATE TRIGGER expense_claim_request_notify AFTER INSERT OR UPDATE OF status ON public.expense_claim_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_status();

CREATE TRIGGER expense_claim_request_notify_assignee AFTER INSERT OR UPDATE OF assignee_id ON public.expense_claim_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_assignee();

CREATE TRIGGER expense_claim_request_prepare BEFORE INSERT OR UPDATE ON public.expense_claim_request FOR EACH ROW EXECUTE FUNCTION private.prepare_request();

CREATE TRIGGER expense_claim_request_status BEFORE INSERT OR UPDATE ON public.expense_claim_request FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'status_comment');

CREATE TRIGGER expense_claim_request_transition BEFORE INSERT OR UPDATE ON public.expense_claim_request FOR EACH ROW EXECUTE FUNCTION private.check_request_transition();

CREATE TRIGGER expense_claim_request_validate BEFORE INSERT OR UPDATE ON public.expense_claim_request FOR EACH ROW EXECUTE FUNCTION private.validate_expense_claim_request();

CREATE TRIGGER independent_monthly_invoice_audit BEFORE INSERT OR UPDATE ON public.independent_monthly_invoice FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER independent_monthly_invoice_edit_lock BEFORE UPDATE ON public.independent_monthly_invoice FOR EACH ROW EXECUTE FUNCTION private.lock_request_content();

CREATE TRIGGER independent_monthly_invoice_notify AFTER INSERT OR UPDATE OF status ON public.independent_monthly_invoice FOR EACH ROW EXECUTE FUNCTION private.notify_request_status();

CREATE TRIGGER independent_monthly_invoice_notify_assignee AFTER INSERT OR UPDATE OF assignee_id ON public.independent_monthly_invoice FOR EACH ROW EXECUTE FUNCTION private.notify_request_assignee();

CREATE TRIGGER independent_monthly_invoice_prepare BEFORE INSERT OR UPDATE ON public.independent_monthly_invoice FOR EACH ROW EXECUTE FUNCTION private.prepare_request();

CREATE TRIGGER independent_monthly_invoice_status BEFORE INSERT OR UPDATE ON public.independent_monthly_invoice FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'status_comment');

CREATE TRIGGER independent_monthly_invoice_transition BEFORE INSERT OR UPDATE ON public.independent_monthly_invoice FOR EACH ROW EXECUTE FUNCTION private.check_request_transition();

CREATE TRIGGER independent_monthly_invoice_validate BEFORE INSERT OR UPDATE ON public.independent_monthly_invoice FOR EACH ROW EXECUTE FUNCTION private.validate_independent_monthly_invoice();

CREATE TRIGGER independent_payment_request_audit BEFORE INSERT OR UPDATE ON public.independent_payment_request FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER independent_payment_request_edit_lock BEFORE UPDATE ON public.independent_payment_request FOR EACH ROW EXECUTE FUNCTION private.lock_request_content();

CREATE TRIGGER independent_payment_request_effects AFTER INSERT OR UPDATE ON public.independent_payment_request FOR EACH ROW EXECUTE FUNCTION private.apply_independent_payment_request_effects();

CREATE TRIGGER independent_payment_request_notify AFTER INSERT OR UPDATE OF status ON public.independent_payment_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_status();

CREATE TRIGGER independent_payment_request_notify_assignee AFTER INSERT OR UPDATE OF assignee_id ON public.independent_payment_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_assignee();

CREATE TRIGGER independent_payment_request_prepare BEFORE INSERT OR UPDATE ON public.independent_payment_request FOR EACH ROW EXECUTE FUNCTION private.prepare_request();

CREATE TRIGGER independent_payment_request_status BEFORE INSERT OR UPDATE ON public.independent_payment_request FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'status_comment');

CREATE TRIGGER independent_payment_request_transition BEFORE INSERT OR UPDATE ON public.independent_payment_request FOR EACH ROW EXECUTE FUNCTION private.check_request_transition();

CREATE TRIGGER independent_payment_request_validate BEFORE INSERT OR UPDATE ON public.independent_payment_request FOR EACH ROW EXECUTE FUNCTION private.validate_independent_payment_request();

CREATE TRIGGER meal_card_request_audit BEFORE INSERT OR UPDATE ON public.meal_card_request FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER meal_card_request_edit_lock BEFORE UPDATE ON public.meal_card_request FOR EACH ROW EXECUTE FUNCTION private.lock_request_content();

CREATE TRIGGER meal_card_request_notify AFTER INSERT OR UPDATE OF status ON public.meal_card_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_status();

CREATE TRIGGER meal_card_request_notify_assignee AFTER INSERT OR UPDATE OF assignee_id ON public.meal_card_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_assignee();

CREATE TRIGGER meal_card_request_prepare BEFORE INSERT OR UPDATE ON public.meal_card_request FOR EACH ROW EXECUTE FUNCTION private.prepare_request();

CREATE TRIGGER meal_card_request_status BEFORE INSERT OR UPDATE ON public.meal_card_request FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'status_comment');

CREATE TRIGGER meal_card_request_transition BEFORE INSERT OR UPDATE ON public.meal_card_request FOR EACH ROW EXECUTE FUNCTION private.check_request_transition();

CREATE TRIGGER meal_card_request_validate BEFORE INSERT OR UPDATE ON public.meal_card_request FOR EACH ROW EXECUTE FUNCTION private.validate_meal_card_request();

CREATE TRIGGER medical_checkup_request_audit BEFORE INSERT OR UPDATE ON public.medical_checkup_request FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER medical_checkup_request_edit_lock BEFORE UPDATE ON public.medical_checkup_request FOR EACH ROW EXECUTE FUNCTION private.lock_request_content();

CREATE TRIGGER medical_checkup_request_notify AFTER INSERT OR UPDATE OF status ON public.medical_checkup_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_status();

CREATE TRIGGER medical_checkup_request_notify_assignee AFTER INSERT OR UPDATE OF assignee_id ON public.medical_checkup_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_assignee();

CREATE TRIGGER medical_checkup_request_prepare BEFORE INSERT OR UPDATE ON public.medical_checkup_request FOR EACH ROW EXECUTE FUNCTION private.prepare_request();

CREATE TRIGGER medical_checkup_request_status BEFORE INSERT OR UPDATE ON public.medical_checkup_request FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'status_comment');

CREATE TRIGGER medical_checkup_request_transition BEFORE INSERT OR UPDATE ON public.medical_checkup_request FOR EACH ROW EXECUTE FUNCTION private.check_request_transition();

CREATE TRIGGER medical_checkup_request_validate BEFORE INSERT OR UPDATE ON public.medical_checkup_request FOR EACH ROW EXECUTE FUNCTION private.validate_medical_checkup_request();

CREATE TRIGGER medical_checkup_result_audit BEFORE INSERT OR UPDATE ON public.medical_checkup_result FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER medical_checkup_result_prepare BEFORE INSERT OR DELETE OR UPDATE ON public.medical_checkup_result FOR EACH ROW EXECUTE FUNCTION private.validate_medical_checkup_result();

CREATE TRIGGER ppe_request_audit BEFORE INSERT OR UPDATE ON public.ppe_request FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER ppe_request_edit_lock BEFORE UPDATE ON public.ppe_request FOR EACH ROW EXECUTE FUNCTION private.lock_request_content();

CREATE TRIGGER ppe_request_item_audit BEFORE INSERT OR UPDATE ON public.ppe_request_item FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER ppe_request_item_effects AFTER INSERT OR DELETE OR UPDATE ON public.ppe_request_item FOR EACH ROW EXECUTE FUNCTION private.apply_ppe_request_item_effects();

CREATE TRIGGER ppe_request_item_prepare BEFORE INSERT OR DELETE OR UPDATE ON public.ppe_request_item FOR EACH ROW EXECUTE FUNCTION private.validate_ppe_request_item();

CREATE TRIGGER ppe_request_item_renewal BEFORE INSERT OR UPDATE ON public.ppe_request_item FOR EACH ROW EXECUTE FUNCTION private.check_ppe_request_item_renewal();

CREATE TRIGGER ppe_request_notify AFTER INSERT OR UPDATE OF status ON public.ppe_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_status();

CREATE TRIGGER ppe_request_notify_assignee AFTER INSERT OR UPDATE OF assignee_id ON public.ppe_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_assignee();

CREATE TRIGGER ppe_request_prepare BEFORE INSERT OR UPDATE ON public.ppe_request FOR EACH ROW EXECUTE FUNCTION private.prepare_request();

CREATE TRIGGER ppe_request_status BEFORE INSERT OR UPDATE ON public.ppe_request FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'status_comment');

CREATE TRIGGER ppe_request_transition BEFORE INSERT OR UPDATE ON public.ppe_request FOR EACH ROW EXECUTE FUNCTION private.check_request_transition();

CREATE TRIGGER ppe_request_validate BEFORE INSERT OR UPDATE ON public.ppe_request FOR EACH ROW EXECUTE FUNCTION private.validate_ppe_request();

-- Named to run after the type's own `_validate` trigger (triggers fire in name order).
CREATE TRIGGER ppe_request_validate_needed_by BEFORE INSERT OR UPDATE ON public.ppe_request FOR EACH ROW EXECUTE FUNCTION private.check_ppe_request_needed_by();

CREATE TRIGGER professional_card_request_audit BEFORE INSERT OR UPDATE ON public.professional_card_request FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER professional_card_request_edit_lock BEFORE UPDATE ON public.professional_card_request FOR EACH ROW EXECUTE FUNCTION private.lock_request_content();

CREATE TRIGGER professional_card_request_notify AFTER INSERT OR UPDATE OF status ON public.professional_card_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_status();

CREATE TRIGGER professional_card_request_notify_assignee AFTER INSERT OR UPDATE OF assignee_id ON public.professional_card_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_assignee();

CREATE TRIGGER professional_card_request_prepare BEFORE INSERT OR UPDATE ON public.professional_card_request FOR EACH ROW EXECUTE FUNCTION private.prepare_request();

CREATE TRIGGER professional_card_request_status BEFORE INSERT OR UPDATE ON public.professional_card_request FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'status_comment');

CREATE TRIGGER professional_card_request_transition BEFORE INSERT OR UPDATE ON public.professional_card_request FOR EACH ROW EXECUTE FUNCTION private.check_request_transition();

CREATE TRIGGER professional_card_request_validate BEFORE INSERT OR UPDATE ON public.professional_card_request FOR EACH ROW EXECUTE FUNCTION private.validate_professional_card_request();

CREATE TRIGGER professional_card_request_validate_held BEFORE INSERT OR UPDATE ON public.professional_card_request FOR EACH ROW EXECUTE FUNCTION private.check_professional_card_request_held();

CREATE TRIGGER qualification_training_request_audit BEFORE INSERT OR UPDATE ON public.qualification_training_request FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER qualification_training_request_edit_lock BEFORE UPDATE ON public.qualification_training_request FOR EACH ROW EXECUTE FUNCTION private.lock_request_content();

CREATE TRIGGER qualification_training_request_notify AFTER INSERT OR UPDATE OF status ON public.qualification_training_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_status();

CREATE TRIGGER qualification_training_request_notify_assignee AFTER INSERT OR UPDATE OF assignee_id ON public.qualification_training_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_assignee();

CREATE TRIGGER qualification_training_request_prepare BEFORE INSERT OR UPDATE ON public.qualification_training_request FOR EACH ROW EXECUTE FUNCTION private.prepare_request();

CREATE TRIGGER qualification_training_request_status BEFORE INSERT OR UPDATE ON public.qualification_training_request FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'status_comment');

CREATE TRIGGER qualification_training_request_transition BEFORE INSERT OR UPDATE ON public.qualification_training_request FOR EACH ROW EXECUTE FUNCTION private.check_request_transition();

CREATE TRIGGER qualification_training_request_validate BEFORE INSERT OR UPDATE ON public.qualification_training_request FOR EACH ROW EXECUTE FUNCTION private.validate_qualification_training_request();

CREATE TRIGGER qualification_training_request_validate_recycling BEFORE INSERT OR UPDATE ON public.qualification_training_request FOR EACH ROW EXECUTE FUNCTION private.check_qualification_training_recycling();

CREATE TRIGGER recruitment_office_invoice_request_audit BEFORE INSERT OR UPDATE ON public.recruitment_office_invoice_request FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER recruitment_office_invoice_request_edit_lock BEFORE UPDATE ON public.recruitment_office_invoice_request FOR EACH ROW EXECUTE FUNCTION private.lock_request_content();

CREATE TRIGGER recruitment_office_invoice_request_notify AFTER INSERT OR UPDATE OF status ON public.recruitment_office_invoice_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_status();

CREATE TRIGGER recruitment_office_invoice_request_notify_assignee AFTER INSERT OR UPDATE OF assignee_id ON public.recruitment_office_invoice_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_assignee();

CREATE TRIGGER recruitment_office_invoice_request_prepare BEFORE INSERT OR UPDATE ON public.recruitment_office_invoice_request FOR EACH ROW EXECUTE FUNCTION private.prepare_request();

CREATE TRIGGER recruitment_office_invoice_request_status BEFORE INSERT OR UPDATE ON public.recruitment_office_invoice_request FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'status_comment');

CREATE TRIGGER recruitment_office_invoice_request_transition BEFORE INSERT OR UPDATE ON public.recruitment_office_invoice_request FOR EACH ROW EXECUTE FUNCTION private.check_request_transition();

CREATE TRIGGER recruitment_office_invoice_request_validate BEFORE INSERT OR UPDATE ON public.recruitment_office_invoice_request FOR EACH ROW EXECUTE FUNCTION private.validate_recruitment_office_invoice_request();

CREATE TRIGGER request_comment_prepare BEFORE INSERT ON public.request_comment FOR EACH ROW EXECUTE FUNCTION private.prepare_request_comment();

CREATE TRIGGER request_deadline_sync AFTER INSERT OR DELETE OR UPDATE OF id, workspace_id, talent_id, requester_id, assignee_id, status, due_at, closed_at ON public.advance_payment_request FOR EACH ROW EXECUTE FUNCTION private.sync_request_deadline();

CREATE TRIGGER request_deadline_sync AFTER INSERT OR DELETE OR UPDATE OF id, workspace_id, requester_id, assignee_id, status, due_at, closed_at ON public.company_insurance_request FOR EACH ROW EXECUTE FUNCTION private.sync_request_deadline();

CREATE TRIGGER request_deadline_sync AFTER INSERT OR DELETE OR UPDATE OF id, workspace_id, talent_id, requester_id, assignee_id, status, due_at, closed_at ON public.expense_claim_request FOR EACH ROW EXECUTE FUNCTION private.sync_request_deadline();

CREATE TRIGGER request_deadline_sync AFTER INSERT OR DELETE OR UPDATE OF id, workspace_id, talent_id, requester_id, assignee_id, status, due_at, closed_at ON public.independent_monthly_invoice FOR EACH ROW EXECUTE FUNCTION private.sync_request_deadline();

CREATE TRIGGER request_deadline_sync AFTER INSERT OR DELETE OR UPDATE OF id, workspace_id, talent_id, requester_id, assignee_id, status, due_at, closed_at ON public.independent_payment_request FOR EACH ROW EXECUTE FUNCTION private.sync_request_deadline();

CREATE TRIGGER request_deadline_sync AFTER INSERT OR DELETE OR UPDATE OF id, workspace_id, talent_id, requester_id, assignee_id, status, due_at, closed_at ON public.meal_card_request FOR EACH ROW EXECUTE FUNCTION private.sync_request_deadline();

CREATE TRIGGER request_deadline_sync AFTER INSERT OR DELETE OR UPDATE OF id, workspace_id, talent_id, requester_id, assignee_id, status, due_at, closed_at ON public.medical_checkup_request FOR EACH ROW EXECUTE FUNCTION private.sync_request_deadline();

CREATE TRIGGER request_deadline_sync AFTER INSERT OR DELETE OR UPDATE OF id, workspace_id, talent_id, requester_id, assignee_id, status, due_at, closed_at ON public.ppe_request FOR EACH ROW EXECUTE FUNCTION private.sync_request_deadline();

CREATE TRIGGER request_deadline_sync AFTER INSERT OR DELETE OR UPDATE OF id, workspace_id, talent_id, requester_id, assignee_id, status, due_at, closed_at ON public.professional_card_request FOR EACH ROW EXECUTE FUNCTION private.sync_request_deadline();

CREATE TRIGGER request_deadline_sync AFTER INSERT OR DELETE OR UPDATE OF id, workspace_id, talent_id, requester_id, assignee_id, status, due_at, closed_at ON public.qualification_training_request FOR EACH ROW EXECUTE FUNCTION private.sync_request_deadline();

CREATE TRIGGER request_deadline_sync AFTER INSERT OR DELETE OR UPDATE OF id, workspace_id, talent_id, requester_id, assignee_id, status, due_at, closed_at ON public.recruitment_office_invoice_request FOR EACH ROW EXECUTE FUNCTION private.sync_request_deadline();

CREATE TRIGGER request_deadline_sync AFTER INSERT OR DELETE OR UPDATE OF id, workspace_id, talent_id, requester_id, assignee_id, status, due_at, closed_at ON public.work_accident_request FOR EACH ROW EXECUTE FUNCTION private.sync_request_deadline();

CREATE TRIGGER work_accident_request_audit BEFORE INSERT OR UPDATE ON public.work_accident_request FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER work_accident_request_edit_lock BEFORE UPDATE ON public.work_accident_request FOR EACH ROW EXECUTE FUNCTION private.lock_request_content();

CREATE TRIGGER work_accident_request_notify AFTER INSERT OR UPDATE OF status ON public.work_accident_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_status();

CREATE TRIGGER work_accident_request_notify_assignee AFTER INSERT OR UPDATE OF assignee_id ON public.work_accident_request FOR EACH ROW EXECUTE FUNCTION private.notify_request_assignee();

CREATE TRIGGER work_accident_request_prepare BEFORE INSERT OR UPDATE ON public.work_accident_request FOR EACH ROW EXECUTE FUNCTION private.prepare_request();

CREATE TRIGGER work_accident_request_status BEFORE INSERT OR UPDATE ON public.work_accident_request FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'status_comment');

CREATE TRIGGER work_accident_request_transition BEFORE INSERT OR UPDATE ON public.work_accident_request FOR EACH ROW EXECUTE FUNCTION private.check_request_transition();

CREATE TRIGGER work_accident_request_validate BEFORE INSERT OR UPDATE ON public.work_accident_request FOR EACH ROW EXECUTE FUNCTION private.validate_work_accident_request();

CREATE TRIGGER work_accident_request_validate_prior_info BEFORE INSERT OR UPDATE ON public.work_accident_request FOR EACH ROW EXECUTE FUNCTION private.check_work_accident_prior_info();

-- ## RLS and policies
-- Each policy's name says who may do what; the read and write rules are in docs/rules/roles.md.

ALTER TABLE public.advance_payment_request ENABLE ROW LEVEL SECURITY;

CREATE POLICY "advance_payment_request: matrix roles can delete rows" ON public.advance_payment_request FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('advance_payment_request'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.can_own('advance_payment_request'::text, 'delete'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "advance_payment_request: matrix roles can insert rows" ON public.advance_payment_request FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('advance_payment_request'::text, 'insert'::public.permission_action) AS can) OR (( SELECT private.can_own('advance_payment_request'::text, 'insert'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "advance_payment_request: matrix roles can select rows" ON public.advance_payment_request FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('advance_payment_request'::text, 'select'::public.permission_action) AS can) OR (( SELECT private.can_own('advance_payment_request'::text, 'select'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "advance_payment_request: matrix roles can update rows" ON public.advance_payment_request FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('advance_payment_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('advance_payment_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[])))))) WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('advance_payment_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('advance_payment_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

ALTER TABLE public.company_insurance_request ENABLE ROW LEVEL SECURITY;

CREATE POLICY "company_insurance_request: matrix roles can delete rows" ON public.company_insurance_request FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('company_insurance_request'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.can_own('company_insurance_request'::text, 'delete'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "company_insurance_request: matrix roles can insert rows" ON public.company_insurance_request FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('company_insurance_request'::text, 'insert'::public.permission_action) AS can) OR (( SELECT private.can_own('company_insurance_request'::text, 'insert'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "company_insurance_request: matrix roles can select rows" ON public.company_insurance_request FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('company_insurance_request'::text, 'select'::public.permission_action) AS can) OR (( SELECT private.can_own('company_insurance_request'::text, 'select'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "company_insurance_request: matrix roles can update rows" ON public.company_insurance_request FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('company_insurance_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('company_insurance_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[])))))) WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('company_insurance_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('company_insurance_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

ALTER TABLE public.expense_claim_request ENABLE ROW LEVEL SECURITY;

CREATE POLICY "expense_claim_request: matrix roles can delete rows" ON public.expense_claim_request FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('expense_claim_request'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.can_own('expense_claim_request'::text, 'delete'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "expense_claim_request: matrix roles can insert rows" ON public.expense_claim_request FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('expense_claim_request'::text, 'insert'::public.permission_action) AS can) OR (( SELECT private.can_own('expense_claim_request'::text, 'insert'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "expense_claim_request: matrix roles can select rows" ON public.expense_claim_request FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('expense_claim_request'::text, 'select'::public.permission_action) AS can) OR (( SELECT private.can_own('expense_claim_request'::text, 'select'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "expense_claim_request: matrix roles can update rows" ON public.expense_claim_request FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('expense_claim_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('expense_claim_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[])))))) WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('expense_claim_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('expense_claim_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

ALTER TABLE public.independent_monthly_invoice ENABLE ROW LEVEL SECURITY;

CREATE POLICY "independent_monthly_invoice: matrix roles can delete rows" ON public.independent_monthly_invoice FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('independent_monthly_invoice'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.can_own('independent_monthly_invoice'::text, 'delete'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "independent_monthly_invoice: matrix roles can insert rows" ON public.independent_monthly_invoice FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('independent_monthly_invoice'::text, 'insert'::public.permission_action) AS can) OR (( SELECT private.can_own('independent_monthly_invoice'::text, 'insert'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "independent_monthly_invoice: matrix roles can select rows" ON public.independent_monthly_invoice FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('independent_monthly_invoice'::text, 'select'::public.permission_action) AS can) OR (( SELECT private.can_own('independent_monthly_invoice'::text, 'select'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "independent_monthly_invoice: matrix roles can update rows" ON public.independent_monthly_invoice FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('independent_monthly_invoice'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('independent_monthly_invoice'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[])))))) WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('independent_monthly_invoice'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('independent_monthly_invoice'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

ALTER TABLE public.independent_payment_request ENABLE ROW LEVEL SECURITY;

CREATE POLICY "independent_payment_request: matrix roles can delete rows" ON public.independent_payment_request FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('independent_payment_request'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.can_own('independent_payment_request'::text, 'delete'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "independent_payment_request: matrix roles can insert rows" ON public.independent_payment_request FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('independent_payment_request'::text, 'insert'::public.permission_action) AS can) OR (( SELECT private.can_own('independent_payment_request'::text, 'insert'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "independent_payment_request: matrix roles can select rows" ON public.independent_payment_request FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('independent_payment_request'::text, 'select'::public.permission_action) AS can) OR (( SELECT private.can_own('independent_payment_request'::text, 'select'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "independent_payment_request: matrix roles can update rows" ON public.independent_payment_request FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('independent_payment_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('independent_payment_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[])))))) WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('independent_payment_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('independent_payment_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

ALTER TABLE public.meal_card_request ENABLE ROW LEVEL SECURITY;

CREATE POLICY "meal_card_request: matrix roles can delete rows" ON public.meal_card_request FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('meal_card_request'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.can_own('meal_card_request'::text, 'delete'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "meal_card_request: matrix roles can insert rows" ON public.meal_card_request FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('meal_card_request'::text, 'insert'::public.permission_action) AS can) OR (( SELECT private.can_own('meal_card_request'::text, 'insert'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "meal_card_request: matrix roles can select rows" ON public.meal_card_request FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('meal_card_request'::text, 'select'::public.permission_action) AS can) OR (( SELECT private.can_own('meal_card_request'::text, 'select'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "meal_card_request: matrix roles can update rows" ON public.meal_card_request FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('meal_card_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('meal_card_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[])))))) WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('meal_card_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('meal_card_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

ALTER TABLE public.medical_checkup_request ENABLE ROW LEVEL SECURITY;

CREATE POLICY "medical_checkup_request: matrix roles can delete rows" ON public.medical_checkup_request FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('medical_checkup_request'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.can_own('medical_checkup_request'::text, 'delete'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "medical_checkup_request: matrix roles can insert rows" ON public.medical_checkup_request FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('medical_checkup_request'::text, 'insert'::public.permission_action) AS can) OR (( SELECT private.can_own('medical_checkup_request'::text, 'insert'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "medical_checkup_request: matrix roles can select rows" ON public.medical_checkup_request FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('medical_checkup_request'::text, 'select'::public.permission_action) AS can) OR (( SELECT private.can_own('medical_checkup_request'::text, 'select'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "medical_checkup_request: matrix roles can update rows" ON public.medical_checkup_request FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('medical_checkup_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('medical_checkup_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[])))))) WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('medical_checkup_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('medical_checkup_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

ALTER TABLE public.medical_checkup_result ENABLE ROW LEVEL SECURITY;

CREATE POLICY "medical_checkup_result: matrix roles can delete rows" ON public.medical_checkup_result FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND ( SELECT private.can('medical_checkup_result'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "medical_checkup_result: matrix roles can insert rows" ON public.medical_checkup_result FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND ( SELECT private.can('medical_checkup_result'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "medical_checkup_result: matrix roles can select rows" ON public.medical_checkup_result FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND ( SELECT private.can('medical_checkup_result'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "medical_checkup_result: matrix roles can update rows" ON public.medical_checkup_result FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND ( SELECT private.can('medical_checkup_result'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND ( SELECT private.can('medical_checkup_result'::text, 'update'::public.permission_action) AS can)));

ALTER TABLE public.ppe_request ENABLE ROW LEVEL SECURITY;

CREATE POLICY "ppe_request: matrix roles can delete rows" ON public.ppe_request FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('ppe_request'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.can_own('ppe_request'::text, 'delete'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "ppe_request: matrix roles can insert rows" ON public.ppe_request FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('ppe_request'::text, 'insert'::public.permission_action) AS can) OR (( SELECT private.can_own('ppe_request'::text, 'insert'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "ppe_request: matrix roles can select rows" ON public.ppe_request FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('ppe_request'::text, 'select'::public.permission_action) AS can) OR (( SELECT private.can_own('ppe_request'::text, 'select'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "ppe_request: matrix roles can update rows" ON public.ppe_request FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('ppe_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('ppe_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[])))))) WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('ppe_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('ppe_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

ALTER TABLE public.ppe_request_item ENABLE ROW LEVEL SECURITY;

CREATE POLICY "ppe_request_item: matrix roles can delete rows" ON public.ppe_request_item FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND ( SELECT private.can('ppe_request_item'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "ppe_request_item: matrix roles can insert rows" ON public.ppe_request_item FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND ( SELECT private.can('ppe_request_item'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "ppe_request_item: matrix roles can select rows" ON public.ppe_request_item FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND ( SELECT private.can('ppe_request_item'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "ppe_request_item: matrix roles can update rows" ON public.ppe_request_item FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND ( SELECT private.can('ppe_request_item'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND ( SELECT private.can('ppe_request_item'::text, 'update'::public.permission_action) AS can)));

ALTER TABLE public.professional_card_request ENABLE ROW LEVEL SECURITY;

CREATE POLICY "professional_card_request: matrix roles can delete rows" ON public.professional_card_request FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('professional_card_request'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.can_own('professional_card_request'::text, 'delete'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "professional_card_request: matrix roles can insert rows" ON public.professional_card_request FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('professional_card_request'::text, 'insert'::public.permission_action) AS can) OR (( SELECT private.can_own('professional_card_request'::text, 'insert'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "professional_card_request: matrix roles can select rows" ON public.professional_card_request FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('professional_card_request'::text, 'select'::public.permission_action) AS can) OR (( SELECT private.can_own('professional_card_request'::text, 'select'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "professional_card_request: matrix roles can update rows" ON public.professional_card_request FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('professional_card_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('professional_card_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[])))))) WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('professional_card_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('professional_card_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

ALTER TABLE public.qualification_training_request ENABLE ROW LEVEL SECURITY;

CREATE POLICY "qualification_training_request: matrix roles can delete rows" ON public.qualification_training_request FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('qualification_training_request'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.can_own('qualification_training_request'::text, 'delete'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "qualification_training_request: matrix roles can insert rows" ON public.qualification_training_request FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('qualification_training_request'::text, 'insert'::public.permission_action) AS can) OR (( SELECT private.can_own('qualification_training_request'::text, 'insert'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "qualification_training_request: matrix roles can select rows" ON public.qualification_training_request FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('qualification_training_request'::text, 'select'::public.permission_action) AS can) OR (( SELECT private.can_own('qualification_training_request'::text, 'select'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "qualification_training_request: matrix roles can update rows" ON public.qualification_training_request FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('qualification_training_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('qualification_training_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[])))))) WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('qualification_training_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('qualification_training_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

ALTER TABLE public.recruitment_office_invoice_request ENABLE ROW LEVEL SECURITY;

CREATE POLICY "recruitment_office_invoice_request: matrix roles can delete" ON public.recruitment_office_invoice_request FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('recruitment_office_invoice_request'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.can_own('recruitment_office_invoice_request'::text, 'delete'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "recruitment_office_invoice_request: matrix roles can insert" ON public.recruitment_office_invoice_request FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('recruitment_office_invoice_request'::text, 'insert'::public.permission_action) AS can) OR (( SELECT private.can_own('recruitment_office_invoice_request'::text, 'insert'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "recruitment_office_invoice_request: matrix roles can select" ON public.recruitment_office_invoice_request FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('recruitment_office_invoice_request'::text, 'select'::public.permission_action) AS can) OR (( SELECT private.can_own('recruitment_office_invoice_request'::text, 'select'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "recruitment_office_invoice_request: matrix roles can update" ON public.recruitment_office_invoice_request FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('recruitment_office_invoice_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('recruitment_office_invoice_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[])))))) WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('recruitment_office_invoice_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('recruitment_office_invoice_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

ALTER TABLE public.request_comment ENABLE ROW LEVEL SECURITY;

CREATE POLICY "request_comment: authors can delete their messages" ON public.request_comment FOR DELETE TO authenticated USING (((created_by = ( SELECT auth.uid() AS uid)) AND (workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[]))));

CREATE POLICY "request_comment: readers of the request can select" ON public.request_comment FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND private.can_read_request(entity, entity_id)));

CREATE POLICY "request_comment: readers of the request can write" ON public.request_comment FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND private.can_read_request(entity, entity_id) AND (created_by = ( SELECT auth.uid() AS uid))));

ALTER TABLE public.request_deadline ENABLE ROW LEVEL SECURITY;

-- Each request table's select policy, with can(entity) / can_own(entity) read from the arrays
CREATE POLICY "request_deadline: matrix roles can select rows" ON public.request_deadline FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND ((entity = ANY (( SELECT private.request_entities_can('select'::public.permission_action) AS request_entities_can)::text[])) OR ((entity = ANY (( SELECT private.request_entities_can_own('select'::public.permission_action) AS request_entities_can_own)::text[])) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

ALTER TABLE public.request_type ENABLE ROW LEVEL SECURITY;

-- The registry is reference data: readable by team members, written by migrations.
CREATE POLICY "request_type: team members can select all types" ON public.request_type FOR SELECT TO authenticated USING (( SELECT private.is_team_member() AS is_team_member));

ALTER TABLE public.work_accident_request ENABLE ROW LEVEL SECURITY;

CREATE POLICY "work_accident_request: matrix roles can delete rows" ON public.work_accident_request FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('work_accident_request'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.can_own('work_accident_request'::text, 'delete'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "work_accident_request: matrix roles can insert rows" ON public.work_accident_request FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('work_accident_request'::text, 'insert'::public.permission_action) AS can) OR (( SELECT private.can_own('work_accident_request'::text, 'insert'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "work_accident_request: matrix roles can select rows" ON public.work_accident_request FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('work_accident_request'::text, 'select'::public.permission_action) AS can) OR (( SELECT private.can_own('work_accident_request'::text, 'select'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "work_accident_request: matrix roles can update rows" ON public.work_accident_request FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('work_accident_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('work_accident_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[])))))) WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('work_accident_request'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('work_accident_request'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

-- ## Functions

-- Adds hours to an instant counting only days that are neither Sundays nor public holidays (Paris time)…
CREATE FUNCTION private.add_hours_excluding_sundays_and_holidays(p_from timestamp with time zone, p_hours numeric) RETURNS timestamp with time zone
    LANGUAGE plpgsql STABLE STRICT
    SET search_path TO ''
    AS $$
declare
  v_local timestamp := p_from at time zone 'Europe/Paris';
  v_remaining interval := p_hours * interval '1 hour';
  v_midnight timestamp;
begin
  loop
    v_midnight := (v_local::date + 1)::timestamp;
    if extract(isodow from v_local) = 7 or private.is_french_public_holiday(v_local::date) then
      v_local := v_midnight;
    elsif v_midnight - v_local >= v_remaining then
      return (v_local + v_remaining) at time zone 'Europe/Paris';
    else
      v_remaining := v_remaining - (v_midnight - v_local);
      v_local := v_midnight;
    end if;
  end loop;
end
$$;

REVOKE ALL ON FUNCTION private.add_hours_excluding_sundays_and_holidays(p_from timestamp with time zone, p_hours numeric) FROM PUBLIC;
GRANT ALL ON FUNCTION private.add_hours_excluding_sundays_and_holidays(p_from timestamp with time zone, p_hours numeric) TO authenticated;
GRANT ALL ON FUNCTION private.add_hours_excluding_sundays_and_holidays(p_from timestamp with time zone, p_hours numeric) TO service_role;

-- The month's gross earned on signed or validated timesheet days × the contract's hourly pay…
CREATE FUNCTION private.advance_payment_earned(p_talent_id uuid, p_period_month date, p_contract_key text DEFAULT NULL::text, p_exclude_id uuid DEFAULT NULL::uuid, OUT earned_gross numeric, OUT already_advanced numeric) RETURNS record
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select
    (select coalesce(round(sum(d.worked_hours * c.hourly_wage), 2), 0)
     from public.timesheet_day d
     join public.timesheet_week w on w.id = d.timesheet_week_id
     join public.contract c on c.id = w.contract_id
     where w.talent_id = p_talent_id and w.status in ('signed', 'validated', 'exported', 'invoiced')
       and d.date >= p_period_month and d.date < (p_period_month + interval '1 month')::date
       and (p_contract_key is null or w.contract_key = p_contract_key)
       and c.hourly_wage is not null),
    (select coalesce(sum(coalesce(a.approved_amount, a.requested_amount)), 0)
     from public.advance_payment_request a
     where a.talent_id = p_talent_id and a.period_month = p_period_month and a.status in ('approved', 'paid', 'deducted')
       and a.id is distinct from p_exclude_id)
$$;

REVOKE ALL ON FUNCTION private.advance_payment_earned(p_talent_id uuid, p_period_month date, p_contract_key text, p_exclude_id uuid, OUT earned_gross numeric, OUT already_advanced numeric) FROM PUBLIC;
GRANT ALL ON FUNCTION private.advance_payment_earned(p_talent_id uuid, p_period_month date, p_contract_key text, p_exclude_id uuid, OUT earned_gross numeric, OUT already_advanced numeric) TO authenticated;
GRANT ALL ON FUNCTION private.advance_payment_earned(p_talent_id uuid, p_period_month date, p_contract_key text, p_exclude_id uuid, OUT earned_gross numeric, OUT already_advanced numeric) TO service_role;

-- A new signed version supersedes the previous signed one of the same scope (as the system); a validated agency default is put in force.
CREATE FUNCTION private.apply_commercial_condition_effects() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  -- imports (seeds) bring consistent rows of their own
  if tg_op = 'INSERT' and v_previous_actor = '' and private.is_system() then
    return null;
  end if;
  -- The agency's default is signed by no client: validated by accounting, it is in force at once.
  if new.scope_type = 'agency_default' and new.status = 'validated' and (tg_op = 'INSERT' or old.status <> 'validated') then
    perform set_config('renfort.actor', 'system', true);
    update public.commercial_condition c set status = 'signed', status_comment = 'En vigueur dès la validation : conditions par défaut de l''agence, sans signature du client'
    where c.id = new.id;
    perform set_config('renfort.actor', v_previous_actor, true);
    return null;
  end if;
  if new.status <> 'signed' or (tg_op = 'UPDATE' and old.status = 'signed') then
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

REVOKE ALL ON FUNCTION private.apply_commercial_condition_effects() FROM PUBLIC;
GRANT ALL ON FUNCTION private.apply_commercial_condition_effects() TO authenticated;
GRANT ALL ON FUNCTION private.apply_commercial_condition_effects() TO service_role;

-- A processed end records the definitive end on the contract and, once its date has come, ends it…
CREATE FUNCTION private.apply_definitive_end_request_effects() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
  v_newly boolean := tg_op = 'INSERT' or old.status <> 'processed';
begin
  -- imports (seeds) bring consistent rows of their own
  if new.status <> 'processed' or (tg_op = 'INSERT' and v_previous_actor = '' and private.is_system())
     or not (v_newly or new.compensation_due <> old.compensation_due) then
    return null;
  end if;
  perform set_config('renfort.actor', 'system', true);
  if v_newly then
    update public.contract c
    set definitive_end_date = new.effective_end_date,
        definitive_end_reason = new.reason,
        definitive_end_initiator = new.initiator,
        definitive_end_comment = coalesce(new.status_comment, c.definitive_end_comment),
        status = case when c.status = 'active' and new.effective_end_date <= private.paris_today()
                      then (case when new.effective_end_date < private.contract_last_day(c.start_date, c.end_date, null, c.minimum_duration_days)
                                 then 'terminated_early' else 'ended' end)::public.contract_status
                      else c.status end
    where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key and not c.is_amendment;
    -- the certificat de travail (L1234-19), made by the server from the processed end
    insert into public.document_job (workspace_id, kind, record_id)
    values (new.workspace_id, 'end_certificate', new.id)
    on conflict (kind, record_id) do nothing;
  end if;
  -- the IFM and the wages owed up to the term (L1251-26) go with the open pay of the week the
  -- mission ended in; again when the offer's outcome changes those wages after the end
  perform public.compute_pay_tracking(p.id)
  from public.pay_tracking p
  where p.workspace_id = new.workspace_id and p.talent_id = new.talent_id and p.status not in ('exported', 'paid')
    and private.pay_end_week(new.effective_end_date) between p.period_start and p.period_end;
  perform set_config('renfort.actor', v_previous_actor, true);
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.apply_definitive_end_request_effects() FROM PUBLIC;
GRANT ALL ON FUNCTION private.apply_definitive_end_request_effects() TO authenticated;
GRANT ALL ON FUNCTION private.apply_definitive_end_request_effects() TO service_role;

-- A payment made: adds it to the invoice's paid amount and moves the invoice to partially paid or paid…
CREATE FUNCTION private.apply_independent_payment_request_effects() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  -- imports (seeds) bring consistent rows of their own
  if new.status <> 'paid' or (tg_op = 'UPDATE' and old.status = 'paid') or (tg_op = 'INSERT' and v_previous_actor = '' and private.is_system()) then
    return null;
  end if;
  perform set_config('renfort.actor', 'system', true);
  update public.independent_monthly_invoice i
  set paid_amount = i.paid_amount + new.amount,
      status = case when i.status in ('booked', 'partially_paid')
                    then (case when i.paid_amount + new.amount >= i.amount_ttc then 'paid' else 'partially_paid' end)::public.independent_monthly_invoice_status
                    else i.status end
  where i.id = new.independent_monthly_invoice_id;
  perform set_config('renfort.actor', v_previous_actor, true);
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.apply_independent_payment_request_effects() FROM PUBLIC;
GRANT ALL ON FUNCTION private.apply_independent_payment_request_effects() TO authenticated;
GRANT ALL ON FUNCTION private.apply_independent_payment_request_effects() TO service_role;

-- Keeps the request's total (items not cancelled) and cancels a request whose items all are.
CREATE FUNCTION private.apply_ppe_request_item_effects() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_request_id uuid := coalesce(new.ppe_request_id, old.ppe_request_id);
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  perform set_config('renfort.actor', 'system', true);
  update public.ppe_request r
  set total_cost_ht = coalesce((select sum(i.quantity * i.unit_cost_ht) from public.ppe_request_item i
                                where i.ppe_request_id = r.id and not i.is_canceled), 0)
  where r.id = v_request_id;
  update public.ppe_request r
  set status = 'canceled', status_comment = 'Tous les équipements ont été annulés'
  where r.id = v_request_id and r.status in ('requested', 'approved')
    and exists (select 1 from public.ppe_request_item i where i.ppe_request_id = r.id)
    and not exists (select 1 from public.ppe_request_item i where i.ppe_request_id = r.id and not i.is_canceled);
  perform set_config('renfort.actor', v_previous_actor, true);
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.apply_ppe_request_item_effects() FROM PUBLIC;
GRANT ALL ON FUNCTION private.apply_ppe_request_item_effects() TO authenticated;
GRANT ALL ON FUNCTION private.apply_ppe_request_item_effects() TO service_role;

-- True when every code is a French department code (01…95, 2A, 2B, 971…976).
CREATE FUNCTION private.are_department_codes(p_codes text[]) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select coalesce(bool_and(d ~ '^(0[1-9]|1[0-9]|2[1-9AB]|[3-8][0-9]|9[0-5]|97[1-6])$'), true) from unnest(p_codes) as d
$_$;

REVOKE ALL ON FUNCTION private.are_department_codes(p_codes text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.are_department_codes(p_codes text[]) TO authenticated;
GRANT ALL ON FUNCTION private.are_department_codes(p_codes text[]) TO service_role;

-- What neither the law nor the agency's policy lets a client negotiate: a coefficient under the
-- break-even of its pay (the grid row's minimum pay, else the SMIC: the lowest break-even), a grid
-- row without a coefficient or paid under the SMIC, and a clause forbidding the client to hire the
-- temp after the mission, void under article L1251-44 of the Code du travail.
CREATE FUNCTION private.assert_commercial_terms(p public.commercial_condition) RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_smic numeric := private.legal_value('smic_hourly_gross', p.valid_from);
  v_row jsonb;
  v_coefficient numeric;
  v_pay numeric;
  v_problem text;
begin
  v_problem := coalesce(private.coefficient_floor_problem(p.default_coefficient, v_smic, p.valid_from),
                        private.coefficient_floor_problem(p.overtime_coefficient, v_smic, p.valid_from));
  for v_row in select e.value from jsonb_array_elements(p.coefficient_grid) e loop
    exit when v_problem is not null;
    if jsonb_typeof(v_row) <> 'object' or jsonb_typeof(v_row -> 'coefficient') is distinct from 'number' then
      perform private.fail('Chaque ligne de la grille doit porter un coefficient', 'commercial_condition_grid');
    end if;
    v_coefficient := (v_row ->> 'coefficient')::numeric;
    v_pay := case when jsonb_typeof(v_row -> 'min_pay_rate') = 'number' then (v_row ->> 'min_pay_rate')::numeric end;
    if v_coefficient not between 1 and 5 then
      perform private.fail(format('Le coefficient de la grille (%s) doit être compris entre 1 et 5', private.fr_number(v_coefficient)),
                           'commercial_condition_grid');
    end if;
    if v_pay < v_smic then
      perform private.fail(format('Le taux horaire minimum de la grille (%s €) est sous le SMIC (%s €)', private.fr_number(v_pay), private.fr_number(v_smic)),
                           'commercial_condition_grid');
    end if;
    v_problem := private.coefficient_floor_problem(v_coefficient, coalesce(v_pay, v_smic), p.valid_from);
  end loop;
  if v_problem is not null then
    perform private.fail(v_problem, 'commercial_condition_break_even');
  end if;
  if p.special_clauses ~* '(non[- ]?(sollicitation|embauche|d[ée]bauchage))|((interdi|ne (pas|jamais|pourra|peut|saurait|doit)|renon[cç]|prohib)[^.;]{0,80}(embauch|recrut|d[ée]bauch))' then
    perform private.fail('Une clause interdisant au client d''embaucher l''intérimaire après sa mission est réputée non écrite (article L1251-44 du Code du travail) : retirez-la',
                         'commercial_condition_hiring_clause');
  end if;
end
$$;

REVOKE ALL ON FUNCTION private.assert_commercial_terms(p public.commercial_condition) FROM PUBLIC;
GRANT ALL ON FUNCTION private.assert_commercial_terms(p public.commercial_condition) TO authenticated;
GRANT ALL ON FUNCTION private.assert_commercial_terms(p public.commercial_condition) TO service_role;

-- The commercial conditions in force for a client on a date: the company's signed version, else its
-- group's, else the workspace's agency default (the latest start, then the highest version). Invoker: called by a definer function it
-- reads every row, called by the caller's own function it reads under the caller's rights.
CREATE FUNCTION private.commercial_condition_in_force(p_company_id uuid, p_on date) RETURNS SETOF public.commercial_condition
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select c.* from public.company co
  join public.commercial_condition c
    on c.company_id = co.id or (c.company_group_id is not null and c.company_group_id = co.company_group_id)
       or (c.scope_type = 'agency_default' and c.workspace_id = co.workspace_id)
  where co.id = p_company_id and c.status = 'signed'
    and c.valid_from <= p_on and (c.valid_to is null or c.valid_to >= p_on)
  order by c.company_id is null, c.company_group_id is null, c.valid_from desc, c.version desc
  limit 1
$$;

REVOKE ALL ON FUNCTION private.commercial_condition_in_force(p_company_id uuid, p_on date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.commercial_condition_in_force(p_company_id uuid, p_on date) TO authenticated;
GRANT ALL ON FUNCTION private.commercial_condition_in_force(p_company_id uuid, p_on date) TO service_role;

-- An acompte's figures before it is asked (docs/rules/pay.md#acomptes), read as the caller — the
-- pay-net Edge Function calls it with the user's token: nothing for a talent they do not read, or
-- without the right to read acomptes (RLS and the matrix decide; never marketing). The gross
-- earned on the month's signed or validated days (on the contract's key when one is given), the
-- month's advances already granted, as the request's trigger sums them
-- (private.advance_payment_earned); the policy's ratio; the server's net of that gross
-- (public.pay_engine_net) and the ceiling it gives — null until the server computed it.
CREATE FUNCTION public.advance_payment_earnings(p_talent_id uuid, p_month date DEFAULT NULL::date, p_contract_id uuid DEFAULT NULL::uuid) RETURNS TABLE(talent_id uuid, month date, contract_key text, earned_gross numeric, already_advanced numeric, max_ratio numeric, net numeric, ceiling numeric, computed_at timestamp with time zone)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_month date := date_trunc('month', coalesce(p_month, private.paris_today()))::date;
  v_key text;
  v_earned record;
  v_ratio numeric;
  v_net numeric;
  v_at timestamptz;
begin
  if not private.can('advance_payment_request', 'select')
     or not exists (select 1 from public.talent t where t.id = p_talent_id) then
    return;
  end if;
  if p_contract_id is not null then
    select c.contract_key into v_key from public.contract c where c.id = p_contract_id and c.talent_id = p_talent_id;
    if v_key is null then
      return;
    end if;
  end if;
  v_earned := private.advance_payment_earned(p_talent_id, v_month, v_key);
  v_ratio := private.required_legal_value('advance_payment_max_ratio', v_month);
  select n.net, n.computed_at into v_net, v_at
  from public.pay_engine_net n
  where n.talent_id = p_talent_id and n.month = v_month and n.gross = v_earned.earned_gross;
  return query select p_talent_id, v_month, v_key, v_earned.earned_gross, v_earned.already_advanced, v_ratio, v_net,
                      greatest(round(v_net * v_ratio, 2) - v_earned.already_advanced, 0), v_at;
end
$$;

REVOKE ALL ON FUNCTION public.advance_payment_earnings(p_talent_id uuid, p_month date, p_contract_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.advance_payment_earnings(p_talent_id uuid, p_month date, p_contract_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.advance_payment_earnings(p_talent_id uuid, p_month date, p_contract_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.advance_payment_earnings(p_talent_id uuid, p_month date, p_contract_id uuid) TO service_role;

-- What a client's new order or contract starts from: the signed conditions in force on the date,
-- and the coefficient of the grid line of the job — its name equal to the job's, accents and case
-- aside, else the longest line name the job's name contains (« Maçon » for « Maçon VRD ») —, else
-- the default coefficient. For the roles that see coefficients (contract_pricing), in their
-- workspaces: a consultant reads the terms a colleague negotiated. Nothing when none is in force
-- (a client's or group's signed version, else the agency's default: private.commercial_condition_in_force).
CREATE FUNCTION public.client_coefficient_terms(p_company_id uuid, p_job_name text DEFAULT NULL::text, p_on date DEFAULT private.paris_today()) RETURNS TABLE(condition_id uuid, version smallint, scope_type public.commercial_condition_scope, valid_from date, valid_to date, coefficient numeric, grid_job text, min_pay_rate numeric, default_coefficient numeric, overtime_coefficient numeric, non_subject_coefficient numeric, payment_terms_days smallint, payment_terms_mode public.payment_terms_mode)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select cc.id, cc.version, cc.scope_type, cc.valid_from, cc.valid_to,
         coalesce((g.line ->> 'coefficient')::numeric, cc.default_coefficient)::numeric(5,3),
         g.line ->> 'job',
         case when jsonb_typeof(g.line -> 'min_pay_rate') = 'number' then (g.line ->> 'min_pay_rate')::numeric(8,2) end,
         cc.default_coefficient, cc.overtime_coefficient, cc.non_subject_coefficient, cc.payment_terms_days, cc.payment_terms_mode
  from public.company co
  cross join lateral private.commercial_condition_in_force(co.id, coalesce(p_on, private.paris_today())) cc
  left join lateral (
    select e.value as line
    from jsonb_array_elements(cc.coefficient_grid) e
    cross join lateral (select private.normalize_search(e.value ->> 'job') as job, private.normalize_search(p_job_name) as wanted) n
    where n.job <> '' and (n.job = n.wanted or position(n.job in n.wanted) > 0)
    order by n.job = n.wanted desc, length(n.job) desc
    limit 1
  ) g on true
  where co.id = p_company_id
    and co.workspace_id = any (private.current_workspace_ids())
    and private.can('contract_pricing', 'select')
$$;

REVOKE ALL ON FUNCTION public.client_coefficient_terms(p_company_id uuid, p_job_name text, p_on date) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.client_coefficient_terms(p_company_id uuid, p_job_name text, p_on date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.client_coefficient_terms(p_company_id uuid, p_job_name text, p_on date) TO authenticated;
GRANT ALL ON FUNCTION public.client_coefficient_terms(p_company_id uuid, p_job_name text, p_on date) TO service_role;

-- The lowest coefficient of a version (default, overtime, grid): under the policy's floor, its
-- validation needs the direction's derogation.
CREATE FUNCTION private.commercial_condition_lowest_coefficient(p public.commercial_condition) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select least(p.default_coefficient, p.overtime_coefficient,
               (select min((e.value ->> 'coefficient')::numeric) from jsonb_array_elements(p.coefficient_grid) e
                where jsonb_typeof(e.value -> 'coefficient') = 'number'))
$$;

REVOKE ALL ON FUNCTION private.commercial_condition_lowest_coefficient(p public.commercial_condition) FROM PUBLIC;
GRANT ALL ON FUNCTION private.commercial_condition_lowest_coefficient(p public.commercial_condition) TO authenticated;
GRANT ALL ON FUNCTION private.commercial_condition_lowest_coefficient(p public.commercial_condition) TO service_role;

-- True when an object path is a request file of one of the caller's internal workspaces…
CREATE FUNCTION private.can_access_request_file(p_name text, p_action public.permission_action) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select split_part(p_name, '/', 2) = 'requests'
     and split_part(p_name, '/', 1) = any (private.request_workspace_ids()::text[])
     and (exists (select 1 from public.request_type t where t.entity = split_part(p_name, '/', 3))
          -- a medical notice is stored, never read, through storage: the medical-document
          -- function opens it after public.open_medical_document has logged the reading
          or (split_part(p_name, '/', 3) = 'medical_checkup_result' and p_action <> 'select'))
     and private.can_own(split_part(p_name, '/', 3), p_action)
$$;

REVOKE ALL ON FUNCTION private.can_access_request_file(p_name text, p_action public.permission_action) FROM PUBLIC;
GRANT ALL ON FUNCTION private.can_access_request_file(p_name text, p_action public.permission_action) TO authenticated;
GRANT ALL ON FUNCTION private.can_access_request_file(p_name text, p_action public.permission_action) TO service_role;

-- True when the caller can read request `p_id` of type `p_entity` (its table's RLS applies: security invoker).
CREATE FUNCTION private.can_read_request(p_entity text, p_id uuid) RETURNS boolean
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
declare
  v_found boolean;
begin
  if not exists (select 1 from public.request_type t where t.entity = p_entity) then
    return false;
  end if;
  execute format('select exists (select 1 from public.%I where id = $1)', p_entity) into v_found using p_id;
  return v_found;
end
$_$;

REVOKE ALL ON FUNCTION private.can_read_request(p_entity text, p_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.can_read_request(p_entity text, p_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.can_read_request(p_entity text, p_id uuid) TO service_role;

-- A SIR contract does not start without the talent's medical aptitude (apte, or apte avec aménagements).
CREATE FUNCTION private.check_contract_sir_aptitude() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- Imports are trusted; the time-driven activation (actor `system`) and everyone else are checked.
  if private.is_restoring() or (nullif(current_setting('renfort.actor', true), '') is null and private.is_system()) then
    return new;
  end if;
  if new.status = 'active' and (tg_op = 'INSERT' or old.status is distinct from 'active')
     and new.medical_surveillance = 'sir' and not private.has_sir_aptitude(new.talent_id, greatest(new.start_date, private.paris_today())) then
    perform private.fail('Ce contrat relève d''un suivi individuel renforcé (SIR) : il ne peut pas commencer sans un avis d''aptitude (apte ou apte avec aménagements) du talent',
                         'contract_sir_aptitude_required');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_contract_sir_aptitude() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_contract_sir_aptitude() TO authenticated;
GRANT ALL ON FUNCTION private.check_contract_sir_aptitude() TO service_role;

-- The same PPE item asked again for a talent within ppe_renewal_min_months needs a renewal reason.
CREATE FUNCTION private.check_ppe_request_item_renewal() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_request public.ppe_request;
  v_months integer;
  v_previous timestamptz;
begin
  if private.is_system() or new.is_canceled then
    return new;
  end if;
  if tg_op = 'UPDATE' and (new.item_type, new.is_canceled) is not distinct from (old.item_type, old.is_canceled) then
    return new;
  end if;
  select r.* into v_request from public.ppe_request r where r.id = new.ppe_request_id;
  if coalesce(btrim(v_request.renewal_reason), '') <> '' then
    return new;
  end if;
  v_months := private.required_legal_value('ppe_renewal_min_months')::integer;
  select max(r.created_at) into v_previous
  from public.ppe_request_item i join public.ppe_request r on r.id = i.ppe_request_id
  where r.talent_id = v_request.talent_id and r.id <> v_request.id and i.item_type = new.item_type and not i.is_canceled
    and r.status not in ('rejected', 'canceled')
    and r.created_at < v_request.created_at and r.created_at > v_request.created_at - make_interval(months => v_months);
  if v_previous is not null then
    perform private.fail(format('« %s » a déjà été demandé pour ce talent le %s (moins de %s mois) : indiquez le motif du renouvellement',
                                private.enum_label('ppe_item', new.item_type::text),
                                private.fr_date((v_previous at time zone 'Europe/Paris')::date), v_months),
                         'ppe_request_item_renewal_reason');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_ppe_request_item_renewal() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_ppe_request_item_renewal() TO authenticated;
GRANT ALL ON FUNCTION private.check_ppe_request_item_renewal() TO service_role;

-- A PPE request's date of need is at the latest the start of its contract…
CREATE FUNCTION private.check_ppe_request_needed_by() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_start date;
begin
  if private.is_restoring() or (nullif(current_setting('renfort.actor', true), '') is null and private.is_system()) then
    return new;
  end if;
  if new.contract_id is null or new.status in ('rejected', 'canceled')
     or (tg_op = 'UPDATE' and (new.needed_by, new.contract_id) is not distinct from (old.needed_by, old.contract_id)) then
    return new;
  end if;
  select c.start_date into v_start from public.contract c where c.id = new.contract_id;
  if v_start > private.paris_today() and new.needed_by > v_start then
    perform private.fail(format('Les EPI sont remis avant la prise de poste : la date de besoin (le %s) doit être au plus tard le début du contrat (le %s)',
                                private.fr_date(new.needed_by), private.fr_date(v_start)), 'ppe_request_needed_by_start');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_ppe_request_needed_by() FROM PUBLIC;

-- No new carte BTP for a talent who already holds one valid past the contract's end…
CREATE FUNCTION private.check_professional_card_request_held() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_until date;
  v_end date;
begin
  if private.is_restoring() or (nullif(current_setting('renfort.actor', true), '') is null and private.is_system()) then
    return new;
  end if;
  if new.status in ('rejected', 'canceled')
     or (tg_op = 'UPDATE' and (new.talent_id, new.contract_id) is not distinct from (old.talent_id, old.contract_id)) then
    return new;
  end if;
  select max(d.expiry_date) into v_until
  from public.document d
  where d.talent_id = new.talent_id and d.workspace_id = new.workspace_id and d.type = 'carte_btp'
    and d.status in ('valid', 'expiring_soon') and d.expiry_date is not null;
  select private.contract_last_day(c.start_date, c.end_date, c.definitive_end_date, c.minimum_duration_days) into v_end
  from public.contract c where c.id = new.contract_id;
  v_end := coalesce(v_end, private.paris_today());
  if v_until > v_end then
    perform private.fail(format('Ce talent a déjà une carte BTP valide jusqu''au %s, après la fin du contrat (le %s) : pas de nouvelle carte à demander (une carte d''intérimaire vaut 5 ans, quelle que soit l''agence)',
                                private.fr_date(v_until), private.fr_date(v_end)), 'professional_card_request_card_valid');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_professional_card_request_held() FROM PUBLIC;

-- Accounting edits prices only; the rest of a centre is the CSMs'.
CREATE FUNCTION private.check_qualification_center_rights() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not private.is_system() and private.has_role('accounting_team_member')
     and not private.may('qualification_center.edit_all_fields')
     and (to_jsonb(new) - '{price_list,lead_time_days,updated_at,updated_by}'::text[])
         is distinct from (to_jsonb(old) - '{price_list,lead_time_days,updated_at,updated_by}'::text[]) then
    perform private.fail('La comptabilité ne modifie que les tarifs et délais d''un centre de formation', 'qualification_center_accounting_prices', '42501');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_qualification_center_rights() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_qualification_center_rights() TO authenticated;
GRANT ALL ON FUNCTION private.check_qualification_center_rights() TO service_role;

-- A recycling training renews a qualification the talent holds…
CREATE FUNCTION private.check_qualification_training_recycling() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_type public.document_type;
begin
  if private.is_restoring() or (nullif(current_setting('renfort.actor', true), '') is null and private.is_system()) then
    return new;
  end if;
  if new.training_kind <> 'recycling' or new.status in ('rejected', 'canceled')
     or (tg_op = 'UPDATE' and (new.training_kind, new.qualification_type, new.category, new.talent_id)
                              is not distinct from (old.training_kind, old.qualification_type, old.category, old.talent_id)) then
    return new;
  end if;
  if new.qualification_type::text not in (select e.enumlabel::text from pg_catalog.pg_enum e
                                          where e.enumtypid = 'public.document_type'::regtype) then
    return new;
  end if;
  v_type := new.qualification_type::text::public.document_type;
  if not exists (
    select 1 from public.document d
    where d.talent_id = new.talent_id and d.type = v_type and d.status in ('valid', 'expiring_soon', 'expired')
      and (v_type <> 'caces' or coalesce(btrim(new.category), '') = '' or private.category_matches(d.category, new.category))
  ) and not exists (
    select 1 from public.qualification_training_request r
    where r.talent_id = new.talent_id and r.id <> new.id and r.qualification_type = new.qualification_type and r.status = 'certified'
      and (v_type <> 'caces' or coalesce(btrim(new.category), '') = '' or private.category_matches(r.category, new.category))
  ) then
    perform private.fail(format('Un recyclage « %s »%s renouvelle une qualification que le talent détient : aucune attestation initiale n''est enregistrée pour lui (document vérifié ou formation certifiée) ; demandez une formation initiale',
                                private.enum_label('qualification_type', new.qualification_type::text),
                                case when v_type = 'caces' and coalesce(btrim(new.category), '') <> '' then format(' (%s)', new.category) else '' end),
                         'qualification_training_request_recycling_initial');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_qualification_training_recycling() FROM PUBLIC;

-- After the core check of who may move: the fields the move requires…
CREATE FUNCTION private.check_request_transition() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_new jsonb := to_jsonb(new);
  v_from text := case when tg_op = 'UPDATE' then to_jsonb(old) ->> 'status' end;
  v_to text := v_new ->> 'status';
  v_actor text := nullif(current_setting('renfort.actor', true), '');
  v_comment text := nullif(current_setting('renfort.status_comment', true), '');
  v_enum text := (select t.status_enum from public.request_type t where t.entity = tg_table_name);
  v_roles public.app_role[];
  v_missing text;
begin
  if tg_op = 'UPDATE' and v_to is not distinct from v_from then
    return new;
  end if;
  -- Imports by the system (seeds, migrations) are trusted as they are.
  if tg_op = 'INSERT' and v_actor is null and private.is_system() then
    return new;
  end if;

  select string_agg(private.request_field_label(f), ', ' order by f) into v_missing
  from (select distinct f from public.status_transition t, unnest(t.required_fields) as f
        where t.entity = tg_table_name and t.status_column = 'status' and t.to_status = v_to
          and (t.from_status = v_from or (t.from_status = '*' and v_from is not null) or (t.from_status is null and v_from is null))
          and (v_new -> f is null or jsonb_typeof(v_new -> f) = 'null' or btrim(v_new ->> f) in ('', '[]', '{}'))) as missing;
  if v_missing is not null then
    perform private.fail(format('Pour passer au statut « %s », renseignez : %s', private.enum_label(v_enum, v_to), v_missing),
                         tg_table_name || '_required_fields');
  end if;

  if v_actor is null and not private.is_system() then
    v_roles := private.current_roles();
    -- Every rule that lets the caller move it is limited to their own requests.
    if exists (select 1 from public.status_transition t
               where t.entity = tg_table_name and t.status_column = 'status' and t.to_status = v_to
                 and (t.from_status = v_from or (t.from_status = '*' and v_from is not null) or (t.from_status is null and v_from is null))
                 and t.roles && v_roles)
       and not exists (select 1 from public.status_transition t, unnest(t.roles) as r
                       where t.entity = tg_table_name and t.status_column = 'status' and t.to_status = v_to
                         and (t.from_status = v_from or (t.from_status = '*' and v_from is not null) or (t.from_status is null and v_from is null))
                         and r = any (v_roles) and not r = any (t.requester_only_roles))
       and not private.is_own_request((v_new ->> 'requester_id')::uuid) then
      perform private.fail(format('Seul le demandeur (ou son manager) peut passer de « %s » à « %s »',
                                  private.enum_label(v_enum, v_from), private.enum_label(v_enum, v_to)),
                           tg_table_name || '_transition_requester', '42501');
    end if;
  end if;

  if v_comment is not null then
    new := jsonb_populate_record(new, jsonb_build_object('status_comment', v_comment));
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_request_transition() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_request_transition() TO authenticated;
GRANT ALL ON FUNCTION private.check_request_transition() TO service_role;

-- An accident is declared only with the client's prior information (cerfa 60-3741, R412-2 CSS).
CREATE FUNCTION private.check_work_accident_prior_info() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- Imports (seeds, migrations) are trusted as they are; every other declaration is checked,
  -- a developer's forced move included.
  if private.is_restoring() or (nullif(current_setting('renfort.actor', true), '') is null and private.is_system()) then
    return new;
  end if;
  if new.status = 'declared' and (tg_op = 'INSERT' or old.status is distinct from 'declared')
     and coalesce(btrim(new.client_prior_info_file), '') = '' then
    perform private.fail('L''accident ne peut pas être déclaré sans l''information préalable du client (cerfa 60-3741)',
                         'work_accident_request_prior_info_required');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_work_accident_prior_info() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_work_accident_prior_info() TO authenticated;
GRANT ALL ON FUNCTION private.check_work_accident_prior_info() TO service_role;

-- Whether the agency already knew a referee in the 12 months before the declaration: its record
-- created before the day of the declaration, an application or a contract in that time. E-mail,
-- phone and NIR are unique in a workspace (talent_workspace_*_idx), so a person the agency knows
-- under one of them is that record. A referral bonus rewards bringing someone new.
CREATE FUNCTION private.cooptation_referee_known(p_referee_id uuid, p_declared_at timestamp with time zone) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.talent t where t.id = p_referee_id
                 and t.created_at between p_declared_at - interval '12 months' and p_declared_at - interval '1 day')
      or exists (select 1 from public.application a where a.talent_id = p_referee_id
                 and a.created_at between p_declared_at - interval '12 months' and p_declared_at - interval '1 day')
      or exists (select 1 from public.contract c where c.talent_id = p_referee_id and c.status <> 'canceled'
                 and c.start_date between ((p_declared_at at time zone 'Europe/Paris') - interval '12 months')::date
                                       and (p_declared_at at time zone 'Europe/Paris')::date)
$$;

REVOKE ALL ON FUNCTION private.cooptation_referee_known(p_referee_id uuid, p_declared_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.cooptation_referee_known(p_referee_id uuid, p_declared_at timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION private.cooptation_referee_known(p_referee_id uuid, p_declared_at timestamp with time zone) TO service_role;

-- Days worked (a meal inside the schedule) on signed or validated timesheets of a contract key in a month.
CREATE FUNCTION private.days_worked_in_month(p_workspace_id uuid, p_contract_key text, p_month date, p_statuses public.timesheet_status[]) RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select count(distinct d.date)::integer
  from public.timesheet_day d join public.timesheet_week w on w.id = d.timesheet_week_id
  where w.workspace_id = p_workspace_id and w.contract_key = p_contract_key and w.status = any (p_statuses)
    and d.worked_hours > 0 and d.date >= p_month and d.date < (p_month + interval '1 month')::date
$$;

REVOKE ALL ON FUNCTION private.days_worked_in_month(p_workspace_id uuid, p_contract_key text, p_month date, p_statuses public.timesheet_status[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.days_worked_in_month(p_workspace_id uuid, p_contract_key text, p_month date, p_statuses public.timesheet_status[]) TO authenticated;
GRANT ALL ON FUNCTION private.days_worked_in_month(p_workspace_id uuid, p_contract_key text, p_month date, p_statuses public.timesheet_status[]) TO service_role;

-- Fills notify_roles of an entity's transitions that have none…
CREATE FUNCTION private.derive_notify_roles(p_entity text) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  update public.status_transition t
  set notify_roles = coalesce((
    select array_agg(distinct r order by r) from public.status_transition n, unnest(n.roles) as r
    where n.entity = t.entity and n.status_column = t.status_column and n.from_status = t.to_status
      and n.to_status not in ('canceled') and not r = any (n.requester_only_roles)
  ), '{}')
  where t.entity = p_entity and t.notify_roles = '{}'
$$;

REVOKE ALL ON FUNCTION private.derive_notify_roles(p_entity text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.derive_notify_roles(p_entity text) TO authenticated;
GRANT ALL ON FUNCTION private.derive_notify_roles(p_entity text) TO service_role;

-- Easter Sunday of a year (anonymous Gregorian algorithm), for the movable public holidays.
CREATE FUNCTION private.easter_sunday(p_year integer) RETURNS date
    LANGUAGE plpgsql IMMUTABLE STRICT
    SET search_path TO ''
    AS $$
declare
  a integer := p_year % 19;
  b integer := p_year / 100;
  c integer := p_year % 100;
  d integer := b / 4;
  e integer := b % 4;
  f integer := (b + 8) / 25;
  g integer := (b - f + 1) / 3;
  h integer := (19 * a + b - d - g + 15) % 30;
  i integer := c / 4;
  k integer := c % 4;
  l integer := (32 + 2 * e + 2 * i - h - k) % 7;
  m integer := (a + 11 * h + 22 * l) / 451;
begin
  return make_date(p_year, (h + l - 7 * m + 114) / 31, ((h + l - 7 * m + 114) % 31) + 1);
end
$$;

REVOKE ALL ON FUNCTION private.easter_sunday(p_year integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.easter_sunday(p_year integer) TO authenticated;
GRANT ALL ON FUNCTION private.easter_sunday(p_year integer) TO service_role;

-- The values guessed for a contract's next meal-card request (one row, nulls when unknown).
CREATE FUNCTION private.guess_meal_card_defaults(p_workspace_id uuid, p_contract_key text, p_talent_id uuid, p_company_id uuid) RETURNS TABLE(provider public.meal_voucher_provider, card_last4 text, face_value numeric, allowance_kind public.meal_allowance_kind, assignee_id uuid)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select
    (select r.provider from public.meal_card_request r
     where r.workspace_id = p_workspace_id and r.provider is not null and r.status not in ('rejected', 'canceled')
       and (r.contract_key = p_contract_key or r.talent_id = p_talent_id or r.company_id = p_company_id)
     order by (r.contract_key = p_contract_key) desc, (r.talent_id = p_talent_id) desc, r.period_month desc, r.created_at desc limit 1),
    (select r.card_last4 from public.meal_card_request r
     where r.workspace_id = p_workspace_id and r.talent_id = p_talent_id and r.card_last4 is not null
     order by r.period_month desc, r.created_at desc limit 1),
    (select r.face_value from public.meal_card_request r
     where r.workspace_id = p_workspace_id and r.face_value is not null and r.status not in ('rejected', 'canceled')
       and (r.contract_key = p_contract_key or r.company_id = p_company_id)
     order by (r.contract_key = p_contract_key) desc, r.period_month desc, r.created_at desc limit 1),
    (select r.allowance_kind from public.meal_card_request r
     where r.workspace_id = p_workspace_id and r.allowance_kind is not null and r.status not in ('rejected', 'canceled')
       and (r.contract_key = p_contract_key or r.company_id = p_company_id)
     order by (r.contract_key = p_contract_key) desc, r.period_month desc, r.created_at desc limit 1),
    (select r.assignee_id from public.meal_card_request r
     where r.workspace_id = p_workspace_id and r.contract_key = p_contract_key and r.assignee_id is not null
     order by r.period_month desc, r.created_at desc limit 1)
$$;

REVOKE ALL ON FUNCTION private.guess_meal_card_defaults(p_workspace_id uuid, p_contract_key text, p_talent_id uuid, p_company_id uuid) FROM PUBLIC;

-- True when the talent has a fit notice (fit, or fit with adjustments) of a SIR visit valid on the day.
CREATE FUNCTION private.has_sir_aptitude(p_talent_id uuid, p_on date) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.medical_checkup_result res
    join public.medical_checkup_request v on v.id = res.medical_checkup_request_id
    where v.talent_id = p_talent_id and v.visit_type in ('sir_initial', 'sir_periodic')
      and res.result in ('fit', 'fit_with_adjustments')
      and res.issued_at <= p_on and (res.valid_until is null or res.valid_until >= p_on)
  )
$$;

REVOKE ALL ON FUNCTION private.has_sir_aptitude(p_talent_id uuid, p_on date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.has_sir_aptitude(p_talent_id uuid, p_on date) TO authenticated;
GRANT ALL ON FUNCTION private.has_sir_aptitude(p_talent_id uuid, p_on date) TO service_role;

-- One index per single-column foreign key of a table (unless one already leads with it).
CREATE FUNCTION private.index_foreign_keys(p_table text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_column text;
begin
  for v_column in
    select a.attname from pg_catalog.pg_constraint c
    join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.conrelid = format('public.%I', p_table)::regclass and c.contype = 'f' and cardinality(c.conkey) = 1
      and not exists (select 1 from pg_catalog.pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
  loop
    execute format('create index %I on public.%I (%I)', private.index_name(p_table, v_column), p_table, v_column);
  end loop;
end
$$;

REVOKE ALL ON FUNCTION private.index_foreign_keys(p_table text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.index_foreign_keys(p_table text) TO authenticated;
GRANT ALL ON FUNCTION private.index_foreign_keys(p_table text) TO service_role;

-- An index name within PostgreSQL's 63 bytes.
CREATE FUNCTION private.index_name(p_table text, p_suffix text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when length(p_table || '_' || p_suffix || '_idx') <= 63 then p_table || '_' || p_suffix || '_idx'
              else left(p_table || '_' || p_suffix, 50) || '_' || left(md5(p_table || '_' || p_suffix), 8) || '_idx' end
$$;

REVOKE ALL ON FUNCTION private.index_name(p_table text, p_suffix text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.index_name(p_table text, p_suffix text) TO authenticated;
GRANT ALL ON FUNCTION private.index_name(p_table text, p_suffix text) TO service_role;

-- The trigger on every table of the view…
CREATE FUNCTION private.install_request_deadline_sync() RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_entity text;
  v_rel regclass;
  v_columns text;
begin
  for v_entity in select t.entity from public.request_type t
                  where to_regclass(format('public.%I', t.entity)) is not null loop
    v_rel := format('public.%I', v_entity)::regclass;
    continue when not exists (select 1 from pg_catalog.pg_attribute a
                              where a.attrelid = v_rel and a.attname = 'due_at' and not a.attisdropped);
    select string_agg(quote_ident(a.attname), ', ') into v_columns
    from pg_catalog.pg_attribute a
    where a.attrelid = v_rel and not a.attisdropped
      and a.attname in ('id', 'workspace_id', 'talent_id', 'status', 'requester_id', 'assignee_id', 'due_at', 'closed_at');
    execute format('drop trigger if exists request_deadline_sync on %s', v_rel);
    execute format('create trigger request_deadline_sync after insert or delete or update of %s on %s '
                   'for each row execute function private.sync_request_deadline()', v_columns, v_rel);
  end loop;
end
$$;

REVOKE ALL ON FUNCTION private.install_request_deadline_sync() FROM PUBLIC;

-- A type added later gets the same trigger from the installer (otherwise unchanged).
CREATE FUNCTION private.install_request_table(p_table text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  v_shared constant text[] := array['id', 'workspace_id', 'requester_id', 'assignee_id', 'status', 'status_changed_at',
                                    'status_comment', 'due_at', 'closed_at', 'comment', 'created_at', 'created_by', 'updated_at', 'updated_by'];
  v_rel regclass := format('public.%I', p_table)::regclass;
  v_missing text[];
  v_scope text := 'workspace_id = any ((select private.request_workspace_ids())::uuid[])';
  v_rows text;
  -- policy names stay within PostgreSQL's 63 bytes
  v_name text := case when length(p_table || ': matrix roles can select rows') <= 63 then p_table || ': matrix roles can %s rows' else p_table || ': matrix roles can %s' end;
begin
  if not exists (select 1 from public.request_type t where t.entity = p_table) then
    raise exception 'Type de demande non déclaré dans request_type : %', p_table;
  end if;
  select array_agg(c) into v_missing from unnest(v_shared) as c
  where not exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = v_rel and a.attname = c and not a.attisdropped);
  if v_missing is not null then
    raise exception 'La table % n''a pas les colonnes communes des demandes : %', p_table, v_missing;
  end if;

  perform private.index_foreign_keys(p_table);
  execute format('create index %I on public.%I (workspace_id, status)', private.index_name(p_table, 'workspace_status'), p_table);
  execute format('create index %I on public.%I (workspace_id, due_at) where closed_at is null and due_at is not null',
                 private.index_name(p_table, 'open_due_at'), p_table);

  execute format('create trigger %I before insert or update on public.%I for each row execute function private.set_audit_fields()', p_table || '_audit', p_table);
  execute format('create trigger %I before update on public.%I for each row execute function private.lock_request_content()', p_table || '_edit_lock', p_table);
  execute format('create trigger %I before insert or update on public.%I for each row execute function private.prepare_request()', p_table || '_prepare', p_table);
  execute format('create trigger %I before insert or update on public.%I for each row execute function private.enforce_status_transition(''status'', ''status_comment'')', p_table || '_status', p_table);
  execute format('create trigger %I before insert or update on public.%I for each row execute function private.check_request_transition()', p_table || '_transition', p_table);
  if to_regprocedure(format('private.validate_%s()', p_table)) is not null then
    execute format('create trigger %I before insert or update on public.%I for each row execute function private.%I()', p_table || '_validate', p_table, 'validate_' || p_table);
  end if;
  execute format('create trigger %I after insert or update of status on public.%I for each row execute function private.notify_request_status()', p_table || '_notify', p_table);
  if to_regprocedure(format('private.apply_%s_effects()', p_table)) is not null then
    execute format('create trigger %I after insert or update on public.%I for each row execute function private.%I()', p_table || '_effects', p_table, 'apply_' || p_table || '_effects');
  end if;

  execute format('alter table public.%I enable row level security', p_table);
  v_rows := '((select private.can(%1$L, %2$L)) or ((select private.can_own(%1$L, %2$L)) and requester_id = any ((select private.me_and_managee_ids())::uuid[])))';
  execute format('create policy %I on public.%I for select to authenticated using (%s and %s)',
                 format(v_name, 'select'), p_table, v_scope, format(v_rows, p_table, 'select'));
  execute format('create policy %I on public.%I for insert to authenticated with check (%s and %s)',
                 format(v_name, 'insert'), p_table, v_scope, format(v_rows, p_table, 'insert'));
  execute format('create policy %I on public.%I for update to authenticated using (%s and %s) with check (%s and %s)',
                 format(v_name, 'update'), p_table, v_scope, format(v_rows, p_table, 'update'), v_scope, format(v_rows, p_table, 'update'));
  execute format('create policy %I on public.%I for delete to authenticated using (%s and %s)',
                 format(v_name, 'delete'), p_table, v_scope, format(v_rows, p_table, 'delete'));
  execute format('revoke all on public.%I from anon', p_table);
end
$_$;

REVOKE ALL ON FUNCTION private.install_request_table(p_table text) FROM PUBLIC;

-- Installs a workspace table of the family that is not a request (centers, request items, medical results)…
CREATE FUNCTION private.install_request_workspace_table(p_table text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_rel regclass := format('public.%I', p_table)::regclass;
  v_scope text := 'workspace_id = any ((select private.request_workspace_ids())::uuid[])';
begin
  perform private.index_foreign_keys(p_table);
  execute format('create trigger %I before insert or update on public.%I for each row execute function private.set_audit_fields()', p_table || '_audit', p_table);
  if to_regprocedure(format('private.validate_%s()', p_table)) is not null then
    execute format('create trigger %I before insert or update or delete on public.%I for each row execute function private.%I()', p_table || '_prepare', p_table, 'validate_' || p_table);
  end if;
  if exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = v_rel and a.attname = 'status' and not a.attisdropped) then
    execute format('create trigger %I before insert or update on public.%I for each row execute function private.enforce_status_transition(''status'', ''status_comment'')', p_table || '_status', p_table);
  end if;
  if to_regprocedure(format('private.apply_%s_effects()', p_table)) is not null then
    execute format('create trigger %I after insert or update or delete on public.%I for each row execute function private.%I()', p_table || '_effects', p_table, 'apply_' || p_table || '_effects');
  end if;
  execute format('alter table public.%I enable row level security', p_table);
  execute format('create policy %I on public.%I for select to authenticated using (%s and (select private.can(%L, ''select'')))',
                 p_table || ': matrix roles can select rows', p_table, v_scope, p_table);
  execute format('create policy %I on public.%I for insert to authenticated with check (%s and (select private.can(%L, ''insert'')))',
                 p_table || ': matrix roles can insert rows', p_table, v_scope, p_table);
  execute format('create policy %I on public.%I for update to authenticated using (%s and (select private.can(%L, ''update''))) with check (%s and (select private.can(%L, ''update'')))',
                 p_table || ': matrix roles can update rows', p_table, v_scope, p_table, v_scope, p_table);
  execute format('create policy %I on public.%I for delete to authenticated using (%s and (select private.can(%L, ''delete'')))',
                 p_table || ': matrix roles can delete rows', p_table, v_scope, p_table);
  execute format('revoke all on public.%I from anon', p_table);
end
$$;

REVOKE ALL ON FUNCTION private.install_request_workspace_table(p_table text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.install_request_workspace_table(p_table text) TO authenticated;
GRANT ALL ON FUNCTION private.install_request_workspace_table(p_table text) TO service_role;

-- True on a French public holiday (the eleven of L3133-1; Alsace-Moselle's two extra days not counted).
CREATE FUNCTION private.is_french_public_holiday(p_day date) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT
    SET search_path TO ''
    AS $$
  select to_char(p_day, 'MM-DD') in ('01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25')
      or p_day - private.easter_sunday(extract(year from p_day)::integer) in (1, 39, 50)
$$;

REVOKE ALL ON FUNCTION private.is_french_public_holiday(p_day date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_french_public_holiday(p_day date) TO authenticated;
GRANT ALL ON FUNCTION private.is_french_public_holiday(p_day date) TO service_role;

-- True when the caller, one of their managees, or the system asked for the request.
CREATE FUNCTION private.is_own_request(p_requester_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p_requester_id = any (private.me_and_managee_ids())
$$;

REVOKE ALL ON FUNCTION private.is_own_request(p_requester_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_own_request(p_requester_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.is_own_request(p_requester_id uuid) TO service_role;

-- Refuses a change of the create form's fields once the request left its editable statuses…
CREATE FUNCTION private.lock_request_content() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_type public.request_type;
  v_new jsonb := to_jsonb(new);
  v_old jsonb := to_jsonb(old);
  v_changed text;
begin
  if private.is_system() or coalesce(current_setting('renfort.actor', true), '') = 'system'
     or private.has_role('team_member_developer') then
    return new;
  end if;
  select t.* into v_type from public.request_type t where t.entity = tg_table_name;
  if v_type.entity is null or (v_old ->> 'status') = any (v_type.editable_statuses) then
    return new;
  end if;
  select string_agg(private.request_field_label(f), ', ' order by array_position(v_type.content_fields, f)) into v_changed
  from unnest(v_type.content_fields) as f
  where (v_new -> f) is distinct from (v_old -> f)
    and not exists (select 1 from public.status_transition st
                    where st.entity = tg_table_name and f = any (st.required_fields));
  if v_changed is not null then
    perform private.fail(format('Au statut « %s », cette demande ne peut plus être modifiée (%s)',
                                private.enum_label(v_type.status_enum, v_old ->> 'status'), v_changed), 'request_content_locked');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.lock_request_content() FROM PUBLIC;

-- An IBAN shown with only its country, key and last four characters (FR76 •••• 1234).
CREATE FUNCTION private.mask_iban(p_iban text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when p_iban is null then null
              else left(upper(regexp_replace(p_iban, '\s', '', 'g')), 4) || ' •••• ' || right(upper(regexp_replace(p_iban, '\s', '', 'g')), 4) end
$$;

REVOKE ALL ON FUNCTION private.mask_iban(p_iban text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.mask_iban(p_iban text) TO authenticated;
GRANT ALL ON FUNCTION private.mask_iban(p_iban text) TO service_role;

-- One link to a request, for the action centre's "request_due" items and the two request notifications…
CREATE FUNCTION private.notify_request_status() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_new jsonb := to_jsonb(new);
  v_from text := case when tg_op = 'UPDATE' then to_jsonb(old) ->> 'status' end;
  v_to text := v_new ->> 'status';
  v_type public.request_type;
  v_roles public.app_role[];
  v_title text;
  v_data jsonb;
  v_requester uuid := (v_new ->> 'requester_id')::uuid;
begin
  if tg_op = 'UPDATE' and v_to is not distinct from v_from then
    return null;
  end if;
  if tg_op = 'INSERT' and (private.is_restoring() or (nullif(current_setting('renfort.actor', true), '') is null and private.is_system())) then
    return null;
  end if;
  select t.* into v_type from public.request_type t where t.entity = tg_table_name;
  select coalesce(array_agg(distinct r), '{}') into v_roles
  from public.status_transition t, unnest(t.notify_roles) as r
  where t.entity = tg_table_name and t.status_column = 'status' and t.to_status = v_to
    and (t.from_status = v_from or (t.from_status = '*' and v_from is not null) or (t.from_status is null and v_from is null));
  v_title := format('%s : %s', v_type.label, private.enum_label(v_type.status_enum, v_to));
  v_data := jsonb_build_object('entity', tg_table_name, 'entity_id', v_new ->> 'id', 'from_status', v_from, 'to_status', v_to,
                               'link', private.request_link(tg_table_name, (v_new ->> 'id')::uuid), 'talent_id', v_new ->> 'talent_id',
                               'due_at', v_new ->> 'due_at');
  if cardinality(v_roles) > 0 then
    insert into public.notification (workspace_id, recipient_roles, type, title, data)
    values ((v_new ->> 'workspace_id')::uuid, v_roles, 'status_changed', v_title, v_data);
  end if;
  if v_requester is not null and tg_op = 'UPDATE'
     and v_requester is distinct from private.current_team_member_id()
     and exists (select 1 from public.team_member_workspace tmw
                 where tmw.team_member_id = v_requester and tmw.workspace_id = (v_new ->> 'workspace_id')::uuid) then
    insert into public.notification (workspace_id, recipient_id, type, title, data)
    values ((v_new ->> 'workspace_id')::uuid, v_requester, 'status_changed', v_title, v_data);
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.notify_request_status() FROM PUBLIC;
GRANT ALL ON FUNCTION private.notify_request_status() TO authenticated;
GRANT ALL ON FUNCTION private.notify_request_status() TO service_role;

-- A WKT point `POINT(lng lat)` split into latitude and longitude (null when malformed).
CREATE FUNCTION private.point_coordinates(p_location text, OUT latitude numeric, OUT longitude numeric) RETURNS record
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select m[2]::numeric, m[1]::numeric
  from (select regexp_match(p_location, '^POINT\((-?[0-9]+(?:\.[0-9]+)?) (-?[0-9]+(?:\.[0-9]+)?)\)$') as m) as parsed
$_$;

REVOKE ALL ON FUNCTION private.point_coordinates(p_location text, OUT latitude numeric, OUT longitude numeric) FROM PUBLIC;
GRANT ALL ON FUNCTION private.point_coordinates(p_location text, OUT latitude numeric, OUT longitude numeric) TO authenticated;
GRANT ALL ON FUNCTION private.point_coordinates(p_location text, OUT latitude numeric, OUT longitude numeric) TO service_role;

-- Fills and checks what every request shares: the requester, the contract's talent, key, client and mission…
CREATE FUNCTION private.prepare_request() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_new jsonb := to_jsonb(new);
  v_old jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) end;
  v_patch jsonb := '{}';
  v_type public.request_type;
  v_system boolean := private.is_system() or coalesce(current_setting('renfort.actor', true), '') = 'system';
  v_workspace_id uuid := (v_new ->> 'workspace_id')::uuid;
  v_contract public.contract;
  v_key text;
  v_status_changed boolean;
  v_ignored constant text[] := array['updated_at', 'updated_by', 'comment', 'assignee_id'];
begin
  select t.* into v_type from public.request_type t where t.entity = tg_table_name;
  v_status_changed := tg_op = 'INSERT' or (v_new ->> 'status') is distinct from (v_old ->> 'status');

  -- The requester is the caller; it does not change afterwards.
  if tg_op = 'INSERT' and v_new ->> 'requester_id' is null and not v_system then
    v_patch := v_patch || jsonb_build_object('requester_id', private.current_team_member_id());
  elsif tg_op = 'UPDATE' and not v_system and (v_new -> 'requester_id') is distinct from (v_old -> 'requester_id') then
    perform private.fail('Le demandeur d''une demande ne peut pas être modifié', 'request_requester_locked');
  end if;

  -- A contract gives the talent, the contract key, the client and the mission.
  if v_new ? 'contract_id' and v_new ->> 'contract_id' is not null then
    perform private.assert_same_workspace(v_workspace_id, 'contract', (v_new ->> 'contract_id')::uuid, 'Le contrat');
    select c.* into v_contract from public.contract c where c.id = (v_new ->> 'contract_id')::uuid;
    if v_new ? 'talent_id' then
      if v_new ->> 'talent_id' is null then
        v_patch := v_patch || jsonb_build_object('talent_id', v_contract.talent_id);
      elsif (v_new ->> 'talent_id')::uuid is distinct from v_contract.talent_id then
        perform private.fail('Le contrat doit être celui du talent de la demande', 'request_contract_talent');
      end if;
    end if;
    if v_new ? 'contract_key' then
      v_patch := v_patch || jsonb_build_object('contract_key', v_contract.contract_key);
    end if;
    if v_new ? 'company_id' and v_new ->> 'company_id' is null then
      v_patch := v_patch || jsonb_build_object('company_id', v_contract.company_id);
    end if;
    if v_new ? 'mission_id' and v_new ->> 'mission_id' is null then
      v_patch := v_patch || jsonb_build_object('mission_id', v_contract.mission_id);
    end if;
  end if;
  perform private.assert_same_workspace(v_workspace_id, 'talent', coalesce(v_patch ->> 'talent_id', v_new ->> 'talent_id')::uuid, 'Le talent');
  perform private.assert_same_workspace(v_workspace_id, 'company', coalesce(v_patch ->> 'company_id', v_new ->> 'company_id')::uuid, 'L''entreprise');
  perform private.assert_same_workspace(v_workspace_id, 'mission', coalesce(v_patch ->> 'mission_id', v_new ->> 'mission_id')::uuid, 'La mission');
  if v_new ->> 'assignee_id' is not null and (tg_op = 'INSERT' or (v_new -> 'assignee_id') is distinct from (v_old -> 'assignee_id'))
     and not exists (select 1 from public.team_member_workspace tmw
                     where tmw.team_member_id = (v_new ->> 'assignee_id')::uuid and tmw.workspace_id = v_workspace_id) then
    perform private.fail('La personne assignée doit être membre du workspace', 'request_assignee_workspace');
  end if;

  -- Single-file columns hold a Storage path inside the workspace's folder.
  for v_key in select k from jsonb_object_keys(v_new) as k where k = 'file' or k like '%\_file' loop
    if v_new ->> v_key is not null and split_part(v_new ->> v_key, '/', 1) is distinct from v_workspace_id::text then
      perform private.fail(format('Le fichier « %s » doit être rangé dans le dossier du workspace', private.request_field_label(v_key)), 'request_file_in_workspace');
    end if;
  end loop;

  -- A closed request is frozen (its comment and assignee aside); developers may still fix it.
  if tg_op = 'UPDATE' and not v_status_changed and not v_system and (v_old ->> 'status') = any (v_type.terminal_statuses)
     and not private.has_role('team_member_developer')
     and (v_new - v_ignored) is distinct from (v_old - v_ignored) then
    perform private.fail(format('Cette demande est clôturée (statut « %s ») et ne peut plus être modifiée',
                                private.enum_label(v_type.status_enum, v_old ->> 'status')), 'request_closed');
  end if;

  -- A move carries its own comment: the previous one is not reused.
  if tg_op = 'UPDATE' and v_status_changed and (v_new -> 'status_comment') is not distinct from (v_old -> 'status_comment') then
    v_patch := v_patch || jsonb_build_object('status_comment', null);
  end if;
  if v_status_changed then
    v_patch := v_patch || jsonb_build_object('closed_at',
      case when (v_new ->> 'status') = any (v_type.terminal_statuses) then coalesce(v_new ->> 'closed_at', now()::text) end);
  end if;

  if v_patch <> '{}'::jsonb then
    new := jsonb_populate_record(new, v_patch);
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.prepare_request() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_request() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_request() TO service_role;

-- Validates a medical or training centre: name, SIRET, e-mail, department codes, and keeps `location`…
CREATE FUNCTION private.prepare_request_center() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_point record;
  v_row jsonb := to_jsonb(new);
begin
  if coalesce(btrim(new.name), '') = '' then
    perform private.fail('Le nom du centre est obligatoire', tg_table_name || '_name_required');
  end if;
  if v_row ->> 'siret' is not null and not private.is_valid_siret(v_row ->> 'siret') then
    perform private.fail(format('Le SIRET %s est invalide (14 chiffres et clé de contrôle)', v_row ->> 'siret'), tg_table_name || '_siret_valid');
  end if;
  new.email := lower(nullif(btrim(new.email), ''));
  if new.email is not null and new.email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    perform private.fail(format('L''e-mail « %s » est invalide', new.email), tg_table_name || '_email_format');
  end if;
  new.phone_number := private.normalize_phone(new.phone_number);
  if new.location is not null and (tg_op = 'INSERT' or new.location is distinct from old.location) then
    v_point := private.point_coordinates(new.location);
    if v_point.latitude is null or v_point.latitude not between -90 and 90 or v_point.longitude not between -180 and 180 then
      perform private.fail('La localisation doit être un point POINT(longitude latitude)', tg_table_name || '_location_wkt');
    end if;
    new.latitude := v_point.latitude;
    new.longitude := v_point.longitude;
  elsif new.latitude is not null and new.longitude is not null
        and (tg_op = 'INSERT' or (new.latitude, new.longitude) is distinct from (old.latitude, old.longitude)) then
    new.location := format('POINT(%s %s)', trim(to_char(new.longitude, 'FM990.000000')), trim(to_char(new.latitude, 'FM990.000000')));
  end if;
  -- A move carries its own comment: the previous one is not reused.
  if tg_op = 'UPDATE' and new.status is distinct from old.status and new.status_comment is not distinct from old.status_comment then
    new.status_comment := null;
  end if;
  return new;
end
$_$;

REVOKE ALL ON FUNCTION private.prepare_request_center() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_request_center() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_request_center() TO service_role;

-- The workspace is the request's, the author the caller: neither is the client's to choose.
CREATE FUNCTION private.prepare_request_comment() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
begin
  if not exists (select 1 from public.request_type t where t.entity = new.entity) then
    perform private.fail('Type de demande inconnu', 'request_comment_entity', '22023');
  end if;
  execute format('select workspace_id from public.%I where id = $1', new.entity) into new.workspace_id using new.entity_id;
  if new.workspace_id is null then
    perform private.fail('Cette demande n''existe pas ou n''est pas visible avec vos droits', 'request_comment_request', 'P0002');
  end if;
  if not private.is_system() then
    new.created_by := auth.uid();
  end if;
  new.body := btrim(new.body);
  if new.body = '' then
    perform private.fail('Le message est vide', 'request_comment_body');
  end if;
  return new;
end
$_$;

REVOKE ALL ON FUNCTION private.prepare_request_comment() FROM PUBLIC;

-- Every row again, from the view (after a bulk load made with the triggers off, or to check the triggers)…
CREATE FUNCTION private.rebuild_request_deadline() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from public.request_deadline;
  insert into public.request_deadline (entity, request_id, workspace_id, talent_id, status, requester_id, assignee_id, due_at)
  select i.entity, i.id, i.workspace_id, i.talent_id, i.status, i.requester_id, i.assignee_id, i.due_at
  from public.request_action_item i;
end
$$;

REVOKE ALL ON FUNCTION private.rebuild_request_deadline() FROM PUBLIC;

-- Public.request_summary gains the request's company (company_id where the type has one)…
CREATE FUNCTION private.refresh_request_action_item_view() RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_parts text[];
  v_summary text[];
  v_type public.request_type;
  v_rel regclass;
  v_talent text;
  v_contract text;
  v_company text;
begin
  for v_type in select t.* from public.request_type t where to_regclass(format('public.%I', t.entity)) is not null order by t.position loop
    v_rel := format('public.%I', v_type.entity)::regclass;
    continue when not exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = v_rel and a.attname = 'due_at' and not a.attisdropped);
    v_talent := case when exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = v_rel and a.attname = 'talent_id' and not a.attisdropped)
                     then 'r.talent_id' else 'null::uuid' end;
    v_contract := case when exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = v_rel and a.attname = 'contract_id' and not a.attisdropped)
                       then 'r.contract_id' else 'null::uuid' end;
    v_company := case when exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = v_rel and a.attname = 'company_id' and not a.attisdropped)
                      then 'r.company_id' else 'null::uuid' end;
    v_parts := v_parts || format(
      'select %L::text as entity, r.id, r.workspace_id, %s as talent_id, r.status::text as status, r.requester_id, r.assignee_id, r.due_at '
      'from public.%I r where r.closed_at is null and r.due_at is not null', v_type.entity, v_talent, v_type.entity);
    v_summary := v_summary || format(
      'select %L::text as entity, r.id, r.workspace_id, %s as talent_id, %s as contract_id, r.status::text as status, '
      'r.requester_id, r.due_at, r.closed_at, r.created_at, %s as company_id from public.%I r',
      v_type.entity, v_talent, v_contract, v_company, v_type.entity);
  end loop;
  if v_parts is null then
    return;
  end if;
  execute 'create or replace view public.request_action_item with (security_invoker = on) as '
    || 'select i.entity, i.id, i.workspace_id, i.talent_id, i.status, i.requester_id, i.assignee_id, i.due_at, '
    || 'i.due_at < now() as is_overdue, '
    || 'case when i.due_at < now() + interval ''12 hours'' then ''critical'' when i.due_at < now() + interval ''3 days'' then ''warning'' else ''info'' end as severity '
    || 'from (' || array_to_string(v_parts, ' union all ') || ') as i';
  revoke all on public.request_action_item from anon;
  execute 'create or replace view public.request_summary with (security_invoker = on) as '
    || 'select s.entity, s.id, s.workspace_id, s.talent_id, s.contract_id, s.status, s.requester_id, s.due_at, s.closed_at, s.created_at, s.company_id '
    || 'from (' || array_to_string(v_summary, ' union all ') || ') as s';
  revoke all on public.request_summary from anon;
end
$$;

REVOKE ALL ON FUNCTION private.refresh_request_action_item_view() FROM PUBLIC;

-- Time move at p_now: an early end whose new contract (L1251-26) is still to offer or unanswered
-- on the third working day after the end — the last day that contract may start — reminds its
-- assignee (else its requester) once; past it, the wages up to the term stay due.
CREATE FUNCTION private.remind_end_offers_at(p_now timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_today date := (p_now at time zone 'Europe/Paris')::date;
  v_row record;
  v_count integer := 0;
begin
  for v_row in
    select e.id, e.workspace_id, coalesce(e.assignee_id, e.requester_id) as member_id, e.contract_key,
           private.working_days_after(e.effective_end_date, 3) as deadline,
           private.action_talent_name(t.first_name, t.last_name) as talent
    from public.definitive_end_request e
    left join public.talent t on t.id = e.talent_id
    where e.status in ('approved', 'processed') and e.offer_status in ('to_offer', 'offered') and e.offer_reminded_at is null
      and e.effective_end_date is not null and private.working_days_after(e.effective_end_date, 3) <= v_today
    order by e.effective_end_date, e.id
  loop
    update public.definitive_end_request set offer_reminded_at = p_now where id = v_row.id;
    perform private.notify_member(v_row.workspace_id, v_row.member_id, 'other',
      format('Fin anticipée %s%s : le nouveau contrat devait commencer au plus tard le %s (L1251-26) ; sans lui, la rémunération jusqu''au terme est due',
             v_row.contract_key, coalesce(' (' || v_row.talent || ')', ''), private.fr_date(v_row.deadline)),
      jsonb_build_object('entity', 'definitive_end_request', 'entity_id', v_row.id,
                         'link', private.request_link('definitive_end_request', v_row.id)));
    v_count := v_count + 1;
  end loop;
  return jsonb_build_object('definitive_end_request:offer_reminder', jsonb_build_object('moved', v_count, 'skipped', 0));
end
$$;

REVOKE ALL ON FUNCTION private.remind_end_offers_at(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.remind_end_offers_at(p_now timestamp with time zone) TO service_role;

-- The request entities the caller may act on for every row (`can`) or for their own (`can_own`), as arrays…
CREATE FUNCTION private.request_entities_can(p_action public.permission_action) RETURNS text[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(distinct p.resource), '{}')
  from public.role_permission p
  where p.action = p_action and p.scope = 'all' and p.role = any (private.current_roles())
    and p.resource in (select t.entity from public.request_type t)
$$;

-- The request entities on which one of the caller's roles may do `p_action` on some rows (its own at least).
CREATE FUNCTION private.request_entities_can_own(p_action public.permission_action) RETURNS text[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(distinct p.resource), '{}')
  from public.role_permission p
  where p.action = p_action and p.role = any (private.current_roles())
    and p.resource in (select t.entity from public.request_type t)
$$;

-- The French label of a request column, for messages ("le centre médical").
CREATE FUNCTION private.request_field_label(p_column text) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
  select coalesce((select l.label from public.enum_label l where l.enum_name = 'request_field' and l.value = p_column),
                  replace(regexp_replace(p_column, '_id$', ''), '_', ' '))
$_$;

REVOKE ALL ON FUNCTION private.request_field_label(p_column text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.request_field_label(p_column text) TO authenticated;
GRANT ALL ON FUNCTION private.request_field_label(p_column text) TO service_role;

-- One link to a request: a scheduled e-mail opens its talent's contracts tab…
CREATE FUNCTION private.request_link(p_entity text, p_id uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case
    when p_entity = 'independent_monthly_invoice' then format('/independent-payment-requests?tab=invoices&open=%s', p_id)
    when p_entity = 'scheduled_email' then
      (select case when e.talent_id is not null then format('/talents/%s/contracts', e.talent_id)
                   else format('/talents/hiring-pools/%s/details?open=%s', e.hiring_pool_id, e.id) end
       from public.scheduled_email e where e.id = p_id)
    when rt.route in ('advance-payment-requests', 'expense-claim-requests', 'independent-payment-requests',
                      'medical-checkup-requests', 'professional-card-requests', 'qualification-training-requests',
                      'recruitment-office-invoice-requests', 'work-accident-requests')
      then format('/%s/%s', rt.route, p_id)
    else format('/%s?open=%s', rt.route, p_id) end
  from public.request_type rt where rt.entity = p_entity
$$;

REVOKE ALL ON FUNCTION private.request_link(p_entity text, p_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.request_link(p_entity text, p_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.request_link(p_entity text, p_id uuid) TO service_role;

-- The caller's workspaces that hold requests: internal ones only…
CREATE FUNCTION private.request_workspace_ids() RETURNS uuid[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(w.id), '{}') from public.workspace w
  where w.id = any (private.current_workspace_ids()) and w.type = 'internal'
$$;

REVOKE ALL ON FUNCTION private.request_workspace_ids() FROM PUBLIC;
GRANT ALL ON FUNCTION private.request_workspace_ids() TO authenticated;
GRANT ALL ON FUNCTION private.request_workspace_ids() TO service_role;

-- A policy or legal value in force on a date, failing in French when it is missing.
CREATE FUNCTION private.required_legal_value(p_key text, p_on date DEFAULT private.paris_today()) RETURNS numeric
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_value numeric := private.legal_value(p_key, p_on);
begin
  if v_value is null then
    perform private.fail(format('Le paramètre « %s » n''est pas défini au %s', p_key, private.fr_date(p_on)), 'legal_parameter_missing');
  end if;
  return v_value;
end
$$;

REVOKE ALL ON FUNCTION private.required_legal_value(p_key text, p_on date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.required_legal_value(p_key text, p_on date) TO authenticated;
GRANT ALL ON FUNCTION private.required_legal_value(p_key text, p_on date) TO service_role;

-- The roles named by the abbreviations ('CSM ACC' → {csm, accounting}).
CREATE FUNCTION private.roles_of(p_abbreviations text) RETURNS public.app_role[]
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_roles public.app_role[] := '{}';
  v_abbr text;
begin
  foreach v_abbr in array coalesce(string_to_array(nullif(btrim(p_abbreviations), ''), ' '), '{}') loop
    v_roles := v_roles || case v_abbr
      when 'ACC' then 'accounting_team_member'::public.app_role
      when 'CONS' then 'consultant_team_member'::public.app_role
      when 'CSM' then 'csm_team_member'::public.app_role
      when 'XCSM' then 'external_csm_team_member'::public.app_role
      when 'MKT' then 'team_member_marketing'::public.app_role
      when 'DEV' then 'team_member_developer'::public.app_role
      when 'IND' then 'team_member_independent_administrator'::public.app_role
    end;
    if v_roles[cardinality(v_roles)] is null then
      raise exception 'Abréviation de rôle inconnue : %', v_abbr;
    end if;
  end loop;
  return v_roles;
end
$$;

REVOKE ALL ON FUNCTION private.roles_of(p_abbreviations text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.roles_of(p_abbreviations text) TO authenticated;
GRANT ALL ON FUNCTION private.roles_of(p_abbreviations text) TO service_role;

-- A request written: its row follows it…
CREATE FUNCTION private.sync_request_deadline() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.id <> new.id) then
    delete from public.request_deadline where entity = tg_table_name and request_id = old.id;
  end if;
  if tg_op = 'DELETE' then
    return null;
  end if;
  if new.closed_at is null and new.due_at is not null then
    insert into public.request_deadline as d (entity, request_id, workspace_id, talent_id, status, requester_id, assignee_id, due_at)
    values (tg_table_name, new.id, new.workspace_id, (to_jsonb(new) ->> 'talent_id')::uuid, new.status::text, new.requester_id,
            new.assignee_id, new.due_at)
    on conflict (request_id, entity) do update
      set workspace_id = excluded.workspace_id, talent_id = excluded.talent_id, status = excluded.status,
          requester_id = excluded.requester_id, assignee_id = excluded.assignee_id, due_at = excluded.due_at
      where (d.workspace_id, d.talent_id, d.status, d.requester_id, d.assignee_id, d.due_at)
            is distinct from (excluded.workspace_id, excluded.talent_id, excluded.status, excluded.requester_id,
                              excluded.assignee_id, excluded.due_at);
  elsif tg_op = 'UPDATE' then
    delete from public.request_deadline where entity = tg_table_name and request_id = new.id;
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.sync_request_deadline() FROM PUBLIC;

-- Moves one row as the system; false (and nothing changed) when a rule refuses it.
CREATE FUNCTION private.time_based_move(p_entity text, p_id uuid, p_status text, p_comment text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
begin
  perform set_config('renfort.actor', 'system', true);
  perform set_config('renfort.status_comment', p_comment, true);
  -- the comment reaches the history (and a request's status_comment) through the setting
  execute format('update public.%I set status = $1::%s where id = $2',
                 p_entity, (select format('public.%I', t.typname) from pg_catalog.pg_attribute a join pg_catalog.pg_type t on t.oid = a.atttypid
                            where a.attrelid = format('public.%I', p_entity)::regclass and a.attname = 'status'))
    using p_status, p_id;
  perform set_config('renfort.status_comment', '', true);
  return true;
exception when others then
  perform set_config('renfort.status_comment', '', true);
  return false;
end
$_$;

REVOKE ALL ON FUNCTION private.time_based_move(p_entity text, p_id uuid, p_status text, p_comment text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.time_based_move(p_entity text, p_id uuid, p_status text, p_comment text) TO service_role;
GRANT ALL ON FUNCTION private.time_based_move(p_entity text, p_id uuid, p_status text, p_comment text) TO authenticated;

-- Advance rules: salaried talents only, an IBAN on file (kept masked), the policy minimum, work already done, the net the server computed…
CREATE FUNCTION private.validate_advance_payment_request() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_earned record;
  v_server_net numeric;
  v_worker public.worker_type;
  v_iban text;
  v_min numeric;
begin
  select t.worker_type into v_worker from public.talent t where t.id = new.talent_id;
  select p.iban into v_iban from public.talent_private p where p.talent_id = new.talent_id;
  new.iban_masked := coalesce(new.iban_masked, private.mask_iban(v_iban));
  -- a month sent empty is the column's default, the current month (its figures and its policy
  -- values are read on it)
  new.period_month := coalesce(new.period_month, date_trunc('month', private.paris_today())::date);

  -- An acompte is withheld on its month's pay (docs/payroll-export.md, ACOMPTE): once that pay is
  -- exported or paid, an acompte of the month would never be.
  if not v_system and (tg_op = 'INSERT' or (v_moved and new.status in ('approved', 'paid'))) and exists (
    select 1 from public.pay_tracking p
    where p.workspace_id = new.workspace_id and p.talent_id = new.talent_id and p.status in ('exported', 'paid')
      and new.period_month between date_trunc('month', p.period_start)::date and p.period_end
  ) then
    perform private.fail(format('La paie de %s de ce talent est exportée : un acompte de ce mois n''y serait pas déduit (passez d''abord la paie en régularisation)',
                                to_char(new.period_month, 'MM/YYYY')), 'advance_payment_request_pay_exported');
  end if;

  -- The figures follow the month's signed hours until the request is decided. The net is the
  -- one the server's pay engine computed for the gross earned now (public.pay_engine_net, the
  -- pay-net Edge Function): a net sent by a user is ignored. Without it, a request already
  -- asked keeps the server's earlier figure, rescaled to the gross (hours signed since), until
  -- the function computes the new gross's; the system's rows (seeds, imports) keep the net they carry.
  if new.status = 'requested' or (v_moved and new.status = 'approved') then
    v_earned := private.advance_payment_earned(new.talent_id, new.period_month, new.contract_key, new.id);
    select n.net into v_server_net from public.pay_engine_net n
    where n.talent_id = new.talent_id and n.month = new.period_month and n.gross = v_earned.earned_gross;
    if v_server_net is not null then
      new.estimated_net_earned := v_server_net;
    elsif v_system and (tg_op = 'INSERT' or new.estimated_net_earned is distinct from old.estimated_net_earned) then
      null;
    elsif tg_op = 'UPDATE' and old.earned_gross_to_date > 0 and old.estimated_net_earned is not null then
      new.estimated_net_earned := round(old.estimated_net_earned * v_earned.earned_gross / old.earned_gross_to_date, 2);
    else
      new.estimated_net_earned := null;
    end if;
    new.earned_gross_to_date := v_earned.earned_gross;
    new.already_advanced := v_earned.already_advanced;
    new.max_allowed := greatest(round(coalesce(new.estimated_net_earned, 0)
                                      * private.required_legal_value('advance_payment_max_ratio', new.period_month), 2)
                                - new.already_advanced, 0);
  end if;

  if tg_op = 'INSERT' and not v_system then
    if v_worker not in ('temp', 'cdi_temp', 'portage') then
      perform private.fail('Un acompte ne concerne que les talents salariés (intérimaires, CDI intérimaires, portés)', 'advance_payment_request_worker_type');
    end if;
    if v_iban is null then
      perform private.fail('Le talent n''a pas d''IBAN enregistré : impossible de lui verser un acompte', 'advance_payment_request_iban_required');
    end if;
    v_min := private.required_legal_value('advance_payment_min_amount', new.period_month);
    if new.requested_amount < v_min then
      perform private.fail(format('Un acompte est d''au moins %s €', private.fr_number(v_min)), 'advance_payment_request_min_amount');
    end if;
    if new.earned_gross_to_date <= 0 then
      perform private.fail(format('Aucune heure signée en %s : un acompte ne porte que sur du travail déjà effectué (L3242-1)',
                                  to_char(new.period_month, 'MM/YYYY')), 'advance_payment_request_work_done');
    end if;
    if new.estimated_net_earned is null then
      perform private.fail('Le net déjà gagné n''a pas encore été calculé par le serveur : rouvrez la demande',
                           'advance_payment_request_net_not_computed');
    end if;
  end if;
  if new.estimated_net_earned is not null and new.estimated_net_earned > new.earned_gross_to_date then
    perform private.fail(format('Le net déjà gagné (%s €) ne peut dépasser le brut gagné (%s €)',
                                private.fr_number(new.estimated_net_earned), private.fr_number(new.earned_gross_to_date)),
                         'advance_payment_request_net_le_gross');
  end if;
  if new.status in ('requested', 'approved') and exists (
    select 1 from public.advance_payment_request a
    where a.talent_id = new.talent_id and a.id <> new.id and a.status in ('requested', 'approved')
  ) then
    perform private.fail('Ce talent a déjà une demande d''acompte en cours', 'advance_payment_request_one_open');
  end if;

  if v_moved and new.status = 'approved' then
    if new.approved_amount > new.requested_amount then
      perform private.fail(format('Le montant accordé (%s €) dépasse le montant demandé (%s €)',
                                  private.fr_number(new.approved_amount), private.fr_number(new.requested_amount)), 'advance_payment_request_approved_le_requested');
    end if;
    if new.approved_amount > new.max_allowed then
      perform private.fail(format('Le montant accordé (%s €) dépasse le plafond de %s € (%s %% du net estimé déjà gagné ce mois-ci, acomptes déduits)',
                                  private.fr_number(new.approved_amount), private.fr_number(new.max_allowed),
                                  private.fr_number(100 * private.required_legal_value('advance_payment_max_ratio', new.period_month))),
                           'advance_payment_request_ceiling');
    end if;
  end if;
  if v_moved and new.status = 'paid' then
    new.paid_at := coalesce(new.paid_at, now());
  end if;
  if new.deducted_in_pay_tracking_id is not null then
    perform private.assert_same_workspace(new.workspace_id, 'pay_tracking', new.deducted_in_pay_tracking_id, 'La paie');
  end if;

  -- Due: the Thursday payment batch after the request (or after approval).
  new.due_at := case when new.status in ('requested', 'approved')
                     then (date_trunc('week', coalesce(new.created_at, now()) at time zone 'Europe/Paris')::date
                           + case when extract(isodow from coalesce(new.created_at, now()) at time zone 'Europe/Paris') < 4 then 3 else 10 end
                           + time '12:00') at time zone 'Europe/Paris' end;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.validate_advance_payment_request() FROM PUBLIC;
GRANT ALL ON FUNCTION private.validate_advance_payment_request() TO authenticated;
GRANT ALL ON FUNCTION private.validate_advance_payment_request() TO service_role;

-- Commercial condition rules: one scope (a company, a group of the workspace, or the agency's default), the next version number…
CREATE FUNCTION private.validate_commercial_condition() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_system boolean := private.is_system() or coalesce(current_setting('renfort.actor', true), '') = 'system';
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_signer public.contact;
  v_floor numeric;
  v_lowest numeric;
begin
  if (new.scope_type = 'company') <> (new.company_id is not null) or (new.scope_type = 'company_group') <> (new.company_group_id is not null) then
    perform private.fail('Des conditions commerciales portent soit sur une entreprise, soit sur un groupe, soit sur toute l''agence (sans entreprise ni groupe)', 'commercial_condition_scope');
  end if;
  if v_moved and new.status = 'sent_for_signature' and new.scope_type = 'agency_default' then
    perform private.fail('Les conditions par défaut de l''agence ne sont signées par aucun client : validées, elles sont en vigueur', 'commercial_condition_agency_default_signature');
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
  if tg_op = 'INSERT' or (new.default_coefficient, new.overtime_coefficient, new.coefficient_grid, new.valid_from, new.special_clauses)
                         is distinct from (old.default_coefficient, old.overtime_coefficient, old.coefficient_grid, old.valid_from, old.special_clauses) then
    perform private.assert_commercial_terms(new);
    if tg_op = 'UPDATE' and new.derogation_approved_at is not distinct from old.derogation_approved_at then
      -- the direction agreed to other coefficients
      new.derogation_approved_at := null;
    end if;
  end if;
  v_floor := coalesce(private.legal_value('coefficient_min', new.valid_from), 1.5);
  v_lowest := private.commercial_condition_lowest_coefficient(new);
  new.is_outside_policy := v_lowest < v_floor
                           or greatest(new.default_coefficient, new.overtime_coefficient,
                                       (select max((e.value ->> 'coefficient')::numeric) from jsonb_array_elements(new.coefficient_grid) e))
                              > coalesce(private.legal_value('coefficient_max', new.valid_from), 2.5);
  if new.derogation_approved_at is null then
    new.derogation_approved_by := null;
  elsif tg_op = 'INSERT' or old.derogation_approved_at is null then
    if not v_system and private.current_management_level() < 3 then
      perform private.fail('Seule la direction (niveau de management 3 ou plus) accorde une dérogation de coefficient', 'commercial_condition_derogation_right', '42501');
    end if;
    if not public.commercial_condition_below_floor(new) then
      perform private.fail('Aucun coefficient n''est sous le plancher : il n''y a pas de dérogation à accorder', 'commercial_condition_derogation');
    end if;
    if not v_system then
      new.derogation_approved_at := now();
      new.derogation_approved_by := private.current_team_member_id();
    end if;
  end if;
  if v_moved and new.status = 'validated' and public.commercial_condition_below_floor(new) and new.derogation_approved_at is null and not v_system then
    perform private.fail(format('Un coefficient de %s est sous le plancher de %s : la direction doit accorder la dérogation avant la validation',
                                private.fr_number(v_lowest), private.fr_number(v_floor)), 'commercial_condition_derogation');
  end if;

  if v_moved and new.status = 'sent_for_signature' then
    select c.* into v_signer from public.contact c where c.id = new.signer_contact_id;
    if not v_system and (v_signer.status <> 'active' or v_signer.email is null or not 'contract_signatory' = any (v_signer.roles)
        or not (v_signer.company_id = new.company_id
                or v_signer.company_id in (select co.id from public.company co where co.company_group_id = new.company_group_id))) then
      perform private.fail('Le signataire doit être un contact actif du client, signataire des contrats, avec un e-mail', 'commercial_condition_signer');
    end if;
    new.sent_for_signature_at := coalesce(new.sent_for_signature_at, now());
    new.signature_status := 'sent';
  elsif v_moved and new.status = 'signed' and new.scope_type = 'agency_default' then
    -- in force since its validation; no client signature to record
    new.signed_at := null;
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

REVOKE ALL ON FUNCTION private.validate_commercial_condition() FROM PUBLIC;
GRANT ALL ON FUNCTION private.validate_commercial_condition() TO authenticated;
GRANT ALL ON FUNCTION private.validate_commercial_condition() TO service_role;

-- Insurance rules: a client with a SIREN, the amount granted within the amount asked…
CREATE FUNCTION private.validate_company_insurance_request() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
  if not v_system and new.decision_date > private.paris_today() then
    perform private.fail('La date de décision ne peut pas être dans le futur', 'company_insurance_request_decision_date');
  end if;
  if v_moved and new.status in ('granted', 'partially_granted') then
    select max(r.valid_until) into v_until from public.company_insurance_request r
    where r.company_id = new.company_id and r.type = new.type and r.id <> new.id and r.status in ('granted', 'partially_granted')
      and r.valid_until >= private.paris_today();
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

REVOKE ALL ON FUNCTION private.validate_company_insurance_request() FROM PUBLIC;
GRANT ALL ON FUNCTION private.validate_company_insurance_request() TO authenticated;
GRANT ALL ON FUNCTION private.validate_company_insurance_request() TO service_role;

-- Cooptation rules: who refers…
CREATE FUNCTION private.validate_cooptation() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_min numeric := private.required_legal_value('cooptation_bonus_min');
  v_max numeric := private.required_legal_value('cooptation_bonus_max');
begin
  perform private.assert_same_workspace(new.workspace_id, 'talent', new.coopted_id, 'Le filleul');
  perform private.assert_same_workspace(new.workspace_id, 'talent', new.coopted_by_id, 'Le parrain');
  if tg_op = 'INSERT' and new.referrer_type = 'employee' and new.referrer_team_member_id is null and not v_system then
    -- an employee's referral is declared by that employee
    new.referrer_team_member_id := private.current_team_member_id();
  end if;
  if new.referrer_type = 'talent' and new.coopted_by_id is null then
    perform private.fail('Indiquez le talent qui coopte', 'cooptation_referrer');
  elsif new.referrer_type = 'employee' and new.referrer_team_member_id is null then
    perform private.fail('Indiquez le collaborateur qui coopte', 'cooptation_referrer');
  elsif new.referrer_type = 'external' and (coalesce(btrim(new.referrer_name), '') = '' or (new.referrer_email is null and new.referrer_phone is null)) then
    perform private.fail('Indiquez le nom et un moyen de joindre la personne qui coopte', 'cooptation_referrer');
  end if;
  if new.coopted_by_id = new.coopted_id then
    perform private.fail('Le parrain et le filleul doivent être deux talents différents', 'cooptation_not_self');
  end if;
  if new.bonus_amount not between v_min and v_max then
    perform private.fail(format('La prime de cooptation doit être comprise entre %s € et %s €', private.fr_number(v_min), private.fr_number(v_max)), 'cooptation_bonus');
  end if;
  if new.status not in ('rejected', 'expired', 'canceled') and exists (
    select 1 from public.cooptation c where c.coopted_id = new.coopted_id and c.id <> new.id and c.status not in ('rejected', 'expired', 'canceled')
  ) then
    perform private.fail('Ce talent a déjà été coopté', 'cooptation_one_live_per_referee');
  end if;
  if tg_op = 'INSERT' and not v_system and private.cooptation_referee_known(new.coopted_id, new.declared_at) then
    perform private.fail('L''agence connaît déjà ce talent (fiche, candidature ou contrat de moins de 12 mois) : la cooptation n''est pas recevable',
                         'cooptation_referee_known');
  end if;
  if exists (select 1 from public.talent t
             where t.id = new.coopted_id
               and (lower(t.email) in (lower(new.referrer_email), (select lower(m.email) from public.team_member m where m.id = new.referrer_team_member_id))
                    or t.phone_number = regexp_replace(new.referrer_phone, '[\s.-]', '', 'g'))) then
    perform private.fail('La personne qui coopte ne peut pas être le filleul', 'cooptation_not_self');
  end if;
  if v_moved and new.status = 'paid' then
    new.paid_at := coalesce(new.paid_at, now());
  end if;
  new.due_at := case
    when new.status in ('submitted', 'qualified') then new.declared_at + interval '6 months'
    when new.status = 'condition_met' then coalesce(new.status_changed_at, now()) + interval '7 days'
    when new.status = 'approved' then coalesce(new.status_changed_at, now()) + interval '15 days' end;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.validate_cooptation() FROM PUBLIC;
GRANT ALL ON FUNCTION private.validate_cooptation() TO authenticated;
GRANT ALL ON FUNCTION private.validate_cooptation() TO service_role;

-- The wages an early end owes up to the term, the IFM not included (L1251-26: the pay the temp
-- « aurait perçue jusqu'au terme du contrat »): each working day of the contract from p_from to p_to
-- (private.working_days_between's days) paid its daily hours at the contract's wage with the
-- majorations its schedule would have given that day — night hours (the schedule's shift,
-- private.schedule_shift, inside the agreement's night period, at most the day's hours, as a
-- timesheet day counts them) and Sunday — at the client's rates (private.client_majoration), as
-- pay_lines pays a worked day (docs/rules/contracts.md, fin anticipée).
CREATE FUNCTION private.contract_wages_to_term(p_contract public.contract, p_from date, p_to date) RETURNS numeric
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_days smallint[] := coalesce(nullif(p_contract.working_days, '{}'), '{1,2,3,4,5}'::smallint[]);
  v_daily numeric := private.contract_daily_hours(p_contract.working_hours, p_contract.working_days);
  v_shift record;
begin
  if p_contract.hourly_wage is null or p_to < p_from then
    return 0;
  end if;
  select s.* into v_shift from private.schedule_shift(p_contract.schedule, p_contract.working_hours, cardinality(v_days)) s;
  return coalesce((
    select sum(v_daily * p_contract.hourly_wage
               * (1 + least(private.night_minutes(v_shift.start_time, v_shift.end_time, n.start_hour, n.end_hour) / 60.0, v_daily) / v_daily
                      * private.client_majoration('pay_majoration_night', p_contract.company_id, d::date) / 100
                    + case when extract(isodow from d) = 7
                           then private.client_majoration('pay_majoration_sunday', p_contract.company_id, d::date) / 100 else 0 end))
    from generate_series(p_from::timestamp, p_to::timestamp, interval '1 day') as d
    cross join lateral private.night_window(private.company_convention_idcc(p_contract.company_id), d::date) n
    where extract(isodow from d)::smallint = any (v_days)
      and not private.is_french_public_holiday(d::date)), 0);
end
$$;

REVOKE ALL ON FUNCTION private.contract_wages_to_term(p_contract public.contract, p_from date, p_to date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_wages_to_term(p_contract public.contract, p_from date, p_to date) TO authenticated;
GRANT ALL ON FUNCTION private.contract_wages_to_term(p_contract public.contract, p_from date, p_to date) TO service_role;

-- The early end of a definitive-end request « pendant l'essai » uses the stored trial period (working days)…
CREATE FUNCTION private.validate_definitive_end_request() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_contract public.contract;
  v_replacement public.contract;
  v_early boolean;
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
  if new.reason = 'flex_advance' and not v_contract.is_precise_term then
    perform private.fail('Un contrat à terme imprécis n''a pas de souplesse : son terme ne peut pas être avancé (L1251-30)',
                         'definitive_end_request_flex_imprecise');
  end if;
  if new.reason = 'trial_period'
     and (v_contract.trial_period_end_date is null or coalesce(new.effective_end_date, new.requested_end_date) > v_contract.trial_period_end_date) then
    perform private.fail(case when v_contract.trial_period_end_date is null
                           then 'Ce contrat n''a pas de période d''essai : la rupture pendant l''essai est impossible (L1251-14)'
                           else format('Une rupture pendant l''essai doit intervenir avant la fin de la période d''essai (%s, %s jours travaillés, L1251-14)',
                                       private.fr_date(v_contract.trial_period_end_date), v_contract.trial_period_days) end,
                         'definitive_end_request_trial_period');
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
  -- L1251-26: the agency that ends a mission before its term — of its own accord or because the
  -- client ends it (client_early_termination: the client is not the temp's employer, the agency
  -- is) — offers a new equivalent contract starting within three working days (jours ouvrables),
  -- else pays the wages the temp would have earned up to the term, the IFM included; a new
  -- contract shorter than what was left pays the difference. Serious misconduct, force majeure
  -- and the hirings have their own reasons and owe nothing of it.
  v_early := new.initiator <> 'talent' and new.reason in ('agency_early_termination', 'client_early_termination');
  new.offer_status := case when v_early then coalesce(new.offer_status, 'to_offer') end;
  new.offer_made_on := case when v_early and new.offer_status <> 'to_offer' and new.offer_status <> 'not_offered' then new.offer_made_on end;
  new.replacement_contract_id := case when v_early and new.offer_status = 'accepted' then new.replacement_contract_id end;
  if new.offer_status in ('offered', 'accepted', 'refused') and new.offer_made_on is null then
    perform private.fail('Indiquez la date à laquelle le nouveau contrat a été proposé (L1251-26)', 'definitive_end_request_offer_date');
  end if;
  if new.offer_status = 'accepted' then
    select c.* into v_replacement from public.contract c where c.id = new.replacement_contract_id;
    if v_replacement.id is null then
      perform private.fail('Choisissez le nouveau contrat accepté par l''intérimaire (L1251-26)', 'definitive_end_request_offer_contract');
    end if;
    if v_replacement.talent_id is distinct from new.talent_id or v_replacement.contract_key = new.contract_key
       or v_replacement.status = 'canceled' then
      perform private.fail('Le nouveau contrat doit être un autre contrat du même intérimaire, non annulé', 'definitive_end_request_offer_contract');
    end if;
    if v_replacement.start_date > private.working_days_after(coalesce(new.effective_end_date, new.requested_end_date), 3) then
      perform private.fail(format('Le nouveau contrat doit commencer dans les 3 jours ouvrables suivant la fin, au plus tard le %s (L1251-26)',
                                  private.fr_date(private.working_days_after(coalesce(new.effective_end_date, new.requested_end_date), 3))),
                           'definitive_end_request_offer_delay');
    end if;
  end if;
  new.compensation_due := case
    when v_early and v_contract.hourly_wage is not null
    then round(private.contract_wages_to_term(
                 v_contract,
                 greatest(coalesce(new.effective_end_date, new.requested_end_date),
                          case when new.offer_status = 'accepted'
                               then private.contract_last_day(v_replacement.start_date, v_replacement.end_date, null, v_replacement.minimum_duration_days) end) + 1,
                 private.contract_last_day(v_contract.start_date, v_contract.end_date, null, v_contract.minimum_duration_days))
               * (1 + private.pay_parameter('ifm_rate', coalesce(new.effective_end_date, new.requested_end_date)) / 100), 2)
    else 0 end;

  -- « Traitée » records that the temp has the documents owed at the end of a contract: the
  -- certificat de travail (L1234-19), the attestation France Travail (R1234-9) and the reçu pour
  -- solde de tout compte (L1234-20), each ticked in end_documents
  if v_moved and new.status = 'processed'
     and not new.end_documents @> '{"certificat_de_travail": true, "attestation_france_travail": true, "solde_de_tout_compte": true}'::jsonb then
    perform private.fail('Cochez les trois documents de fin de contrat remis à l''intérimaire : le certificat de travail (L1234-19), l''attestation France Travail (R1234-9) et le reçu pour solde de tout compte (L1234-20)',
                         'definitive_end_request_end_documents');
  end if;
  if v_moved and not v_system and new.status = 'approved' then
    if new.compensation_due > 0 and not private.may('request.decide_above_csm_limit') then
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

REVOKE ALL ON FUNCTION private.validate_definitive_end_request() FROM PUBLIC;
GRANT ALL ON FUNCTION private.validate_definitive_end_request() TO authenticated;
GRANT ALL ON FUNCTION private.validate_definitive_end_request() TO service_role;

-- Validates an expense claim (VAT, mileage, date in the mission, duplicates, receipt, the CSM's limit) and
-- stamps its dates (docs/rules/requests.md, notes de frais).
CREATE FUNCTION private.validate_expense_claim_request() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_span record;
  v_max numeric;
begin
  if new.vat_amount > round(new.amount_ttc * 20 / 120, 2) then
    perform private.fail('La TVA ne peut pas dépasser 20/120 du montant TTC', 'expense_claim_request_vat');
  end if;
  if new.category = 'mileage' and (new.km is null or new.fiscal_horsepower is null) then
    perform private.fail('Des indemnités kilométriques demandent la distance et la puissance fiscale', 'expense_claim_request_mileage');
  end if;
  if not v_system and new.expense_date > private.paris_today() then
    perform private.fail('La date de la dépense ne peut pas être dans le futur', 'expense_claim_request_date_future');
  end if;
  if new.contract_key is not null and new.category not in ('medical_visit_travel', 'training_travel') then
    select min(c.start_date) as first_day, max(coalesce(c.definitive_end_date, c.end_date, 'infinity'::date)) as last_day into v_span
    from public.contract c where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key and c.status <> 'canceled';
    if new.expense_date not between v_span.first_day - 1 and v_span.last_day + 1 then
      perform private.fail('La dépense doit dater de la mission (à un jour près)', 'expense_claim_request_in_contract');
    end if;
  end if;
  if new.status not in ('rejected', 'canceled') and exists (
    select 1 from public.expense_claim_request e
    where e.talent_id = new.talent_id and e.expense_date = new.expense_date and e.amount_ttc = new.amount_ttc
      and e.category = new.category and e.id <> new.id and e.status not in ('rejected', 'canceled')
  ) then
    perform private.fail('Cette note de frais existe déjà (même date, même montant, même catégorie)', 'expense_claim_request_duplicate');
  end if;
  new.is_late_filing := ((coalesce(new.created_at, now()) at time zone 'Europe/Paris')::date - new.expense_date) > private.required_legal_value('expense_claim_filing_days', new.expense_date);

  if v_moved and not v_system then
    if new.status = 'submitted' and new.category <> 'mileage' and new.receipt_file is null then
      perform private.fail('Le justificatif est obligatoire (sauf indemnités kilométriques)', 'expense_claim_request_receipt');
    end if;
    if new.status in ('approved', 'partially_approved', 'rejected') then
      v_max := private.required_legal_value('expense_claim_csm_max_amount', new.expense_date);
      if new.amount_ttc > v_max and not private.may('request.decide_above_csm_limit') then
        perform private.fail(format('Au-delà de %s €, la décision sur une note de frais revient à la comptabilité', private.fr_number(v_max)),
                             'expense_claim_request_threshold', '42501');
      end if;
    end if;
  end if;
  if v_moved and new.status = 'approved' then
    new.approved_amount := coalesce(new.approved_amount, new.amount_ttc);
  end if;
  if v_moved and new.status = 'partially_approved' and new.approved_amount >= new.amount_ttc then
    perform private.fail('Un remboursement partiel est inférieur au montant demandé', 'expense_claim_request_partial');
  end if;
  if v_moved and new.status = 'paid' then
    new.paid_at := coalesce(new.paid_at, now());
  end if;
  new.due_at := case when new.status in ('submitted', 'approved', 'partially_approved')
                     then coalesce(new.status_changed_at, now()) + interval '7 days' end;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.validate_expense_claim_request() FROM PUBLIC;
GRANT ALL ON FUNCTION private.validate_expense_claim_request() TO authenticated;
GRANT ALL ON FUNCTION private.validate_expense_claim_request() TO service_role;

-- Invoice rules: issued by an independent or ported talent, VAT 0 % (art. 293 B) or 20 %, one invoice per talent…
CREATE FUNCTION private.validate_independent_monthly_invoice() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if (tg_op = 'INSERT' or new.talent_id is distinct from old.talent_id)
     and not exists (select 1 from public.talent t where t.id = new.talent_id and t.worker_type in ('independent', 'portage')) then
    perform private.fail('Seul un talent indépendant ou porté émet une facture mensuelle', 'independent_monthly_invoice_worker_type');
  end if;
  if new.vat_rate not in (0, 20) then
    perform private.fail('Le taux de TVA est de 0 % (franchise, art. 293 B du CGI) ou de 20 %', 'independent_monthly_invoice_vat_rate');
  end if;
  if new.due_date > new.issue_date + 60 then
    perform private.fail('L''échéance ne peut pas dépasser 60 jours après l''émission (C. com. L441-10)', 'independent_monthly_invoice_due_date');
  end if;
  if new.status <> 'canceled' and exists (
    select 1 from public.independent_monthly_invoice i
    where i.talent_id = new.talent_id and coalesce(i.contract_key, '') = coalesce(new.contract_key, '') and i.month = new.month
      and i.id <> new.id and i.status <> 'canceled'
  ) then
    perform private.fail(format('Une facture existe déjà pour ce talent, ce contrat et le mois de %s', to_char(new.month, 'MM/YYYY')),
                         'independent_monthly_invoice_one_per_month');
  end if;
  new.due_at := case
    when new.status = 'pending_independent_validation' then coalesce(new.status_changed_at, now()) + interval '5 days'
    when new.status in ('validated', 'booked', 'partially_paid') then new.due_date::timestamp at time zone 'Europe/Paris' end;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.validate_independent_monthly_invoice() FROM PUBLIC;
GRANT ALL ON FUNCTION private.validate_independent_monthly_invoice() TO authenticated;
GRANT ALL ON FUNCTION private.validate_independent_monthly_invoice() TO service_role;

-- Payment rules: the invoice's talent and workspace, a validated invoice, the amount within what remains to pay…
CREATE FUNCTION private.validate_independent_payment_request() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_invoice public.independent_monthly_invoice;
  v_remaining numeric;
  v_threshold numeric;
  v_iban text;
begin
  perform private.assert_same_workspace(new.workspace_id, 'independent_monthly_invoice', new.independent_monthly_invoice_id, 'La facture');
  select i.* into v_invoice from public.independent_monthly_invoice i where i.id = new.independent_monthly_invoice_id;
  new.talent_id := coalesce(new.talent_id, v_invoice.talent_id);
  if new.talent_id is distinct from v_invoice.talent_id then
    perform private.fail('La demande de paiement porte sur une facture de ce talent', 'independent_payment_request_talent');
  end if;
  if v_moved and not v_system and new.status in ('requested', 'approved', 'scheduled')
     and v_invoice.status not in ('validated', 'booked', 'partially_paid') then
    perform private.fail(format('La facture doit être validée avant son paiement (statut « %s »)',
                                private.enum_label('independent_monthly_invoice_status', v_invoice.status::text)), 'independent_payment_request_invoice_validated');
  end if;
  if new.status not in ('rejected', 'canceled', 'paid') then
    v_remaining := v_invoice.amount_ttc - v_invoice.paid_amount - coalesce((
      select sum(p.amount) from public.independent_payment_request p
      where p.independent_monthly_invoice_id = new.independent_monthly_invoice_id and p.id <> new.id and p.status in ('requested', 'approved', 'scheduled')), 0);
    if new.amount > v_remaining then
      perform private.fail(format('Le montant (%s €) dépasse le reste à payer de la facture (%s €)', private.fr_number(new.amount), private.fr_number(greatest(v_remaining, 0))),
                           'independent_payment_request_remaining');
    end if;
  end if;
  if v_moved and not v_system and new.status = 'approved' then
    v_threshold := private.required_legal_value('independent_vigilance_threshold');
    if (select coalesce(sum(i.amount), 0) from public.independent_monthly_invoice i
        where i.talent_id = new.talent_id and i.status <> 'canceled' and extract(year from i.month) = extract(year from v_invoice.month)) >= v_threshold
       and not exists (select 1 from public.document d
                       where d.talent_id = new.talent_id and d.type = 'urssaf_vigilance' and d.status in ('valid', 'expiring_soon')
                         and d.issued_at >= private.paris_today() - interval '6 months') then
      perform private.fail(format('Au-delà de %s € HT dans l''année, une attestation de vigilance URSSAF de moins de 6 mois est obligatoire (L8222-1)',
                                  private.fr_number(v_threshold)), 'independent_payment_request_vigilance');
    end if;
  end if;
  select p.iban into v_iban from public.talent_private p where p.talent_id = new.talent_id;
  new.iban_masked := coalesce(new.iban_masked, private.mask_iban(v_iban));
  if v_moved and new.status = 'paid' then
    new.paid_at := coalesce(new.paid_at, now());
  end if;
  new.due_at := case when new.status = 'requested' then coalesce(new.created_at, now()) + interval '3 days'
                     when new.status in ('approved', 'scheduled') then new.requested_payment_date::timestamp at time zone 'Europe/Paris' end;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.validate_independent_payment_request() FROM PUBLIC;
GRANT ALL ON FUNCTION private.validate_independent_payment_request() TO authenticated;
GRANT ALL ON FUNCTION private.validate_independent_payment_request() TO service_role;

-- Meal rules: vouchers with a face value, an employer share of 50–60 % capped at the URSSAF exemption…
CREATE FUNCTION private.validate_meal_card_request() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_cap numeric;
  v_min numeric;
  v_max numeric;
  v_days integer;
begin
  if new.eligible_days > extract(day from (new.period_month + interval '1 month' - interval '1 day')) then
    perform private.fail(format('Le mois ne compte que %s jours', extract(day from (new.period_month + interval '1 month' - interval '1 day'))), 'meal_card_request_days');
  end if;
  if new.benefit_type = 'meal_voucher' then
    if new.face_value is null or new.employer_share_rate is null or new.provider is null then
      perform private.fail('Pour des titres-restaurant, renseignez la valeur faciale, la part patronale et l''émetteur', 'meal_card_request_voucher_fields');
    end if;
    v_min := private.required_legal_value('meal_voucher_employer_share_min', new.period_month);
    v_max := private.required_legal_value('meal_voucher_employer_share_max', new.period_month);
    if new.employer_share_rate not between v_min and v_max then
      perform private.fail(format('La part patronale doit être comprise entre %s %% et %s %% de la valeur faciale (URSSAF)', v_min::integer, v_max::integer),
                           'meal_card_request_share_rate');
    end if;
    v_cap := private.required_legal_value('meal_voucher_employer_max', new.period_month);
    if round(new.face_value * new.employer_share_rate / 100, 2) > v_cap then
      perform private.fail(format('La part patronale (%s €) dépasse le plafond d''exonération URSSAF de %s € par titre (%s)',
                                  private.fr_number(round(new.face_value * new.employer_share_rate / 100, 2)), private.fr_number(v_cap),
                                  extract(year from new.period_month)), 'meal_card_request_exemption_cap');
    end if;
    new.allowance_kind := null;
    new.allowance_unit_amount := null;
    new.is_subject_to_contributions := false;
  else
    if new.allowance_kind is null or new.allowance_unit_amount is null then
      perform private.fail('Pour une indemnité de panier, renseignez le type de repas et le montant unitaire', 'meal_card_request_allowance_fields');
    end if;
    v_cap := private.required_legal_value('meal_allowance_' || new.allowance_kind::text, new.period_month);
    new.is_subject_to_contributions := new.allowance_unit_amount > v_cap;
    new.face_value := null;
    new.employer_share_rate := null;
    new.provider := null;
  end if;
  if new.status not in ('rejected', 'canceled') and exists (
    select 1 from public.meal_card_request r
    where r.contract_key = new.contract_key and r.period_month = new.period_month and r.id <> new.id and r.status not in ('rejected', 'canceled')
  ) then
    perform private.fail('Une demande de titres-restaurant ou de panier existe déjà pour ce contrat et ce mois', 'meal_card_request_one_per_month');
  end if;
  if v_moved and not v_system and new.status = 'validated' then
    select count(distinct d.date) into v_days
    from public.timesheet_day d join public.timesheet_week w on w.id = d.timesheet_week_id
    where w.contract_key = new.contract_key and w.workspace_id = new.workspace_id and w.status in ('signed', 'validated', 'exported', 'invoiced')
      and d.worked_hours > 0 and d.date >= new.period_month and d.date < (new.period_month + interval '1 month')::date;
    if new.eligible_days > v_days then
      perform private.fail(format('Les jours éligibles (%s) dépassent les jours travaillés sur les relevés signés du mois (%s)', new.eligible_days, v_days),
                           'meal_card_request_days_worked');
    end if;
  end if;
  if v_moved and new.status = 'loaded' then
    new.loaded_at := coalesce(new.loaded_at, now());
  end if;
  new.due_at := case when new.status in ('requested', 'validated', 'ordered')
                     then ((new.period_month + interval '1 month')::date)::timestamp at time zone 'Europe/Paris' end;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.validate_meal_card_request() FROM PUBLIC;
GRANT ALL ON FUNCTION private.validate_meal_card_request() TO authenticated;
GRANT ALL ON FUNCTION private.validate_meal_card_request() TO service_role;

-- Medical visit rules: risks for a SIR, an active centre of the workspace, an appointment in the future, the due date…
CREATE FUNCTION private.validate_medical_checkup_request() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_start date;
begin
  if new.visit_type in ('sir_initial', 'sir_periodic') and cardinality(new.risk_reasons) = 0 then
    perform private.fail('Un suivi individuel renforcé (SIR) doit préciser le risque du poste', 'medical_checkup_request_sir_risks');
  end if;
  if new.medical_center_id is not null and (tg_op = 'INSERT' or new.medical_center_id is distinct from old.medical_center_id) then
    perform private.assert_same_workspace(new.workspace_id, 'medical_center', new.medical_center_id, 'Le centre médical');
    if not v_system and exists (select 1 from public.medical_center m where m.id = new.medical_center_id and m.status <> 'active') then
      perform private.fail('Ce centre médical est inactif', 'medical_checkup_request_center_active');
    end if;
  end if;
  if exists (select 1 from public.medical_checkup_request r
             where r.talent_id = new.talent_id and r.visit_type = new.visit_type and r.id <> new.id
               and r.status not in ('certificate_received', 'canceled'))
     and new.status not in ('certificate_received', 'canceled') then
    perform private.fail(format('Une visite « %s » est déjà en cours pour ce talent', private.enum_label('medical_visit_type', new.visit_type::text)),
                         'medical_checkup_request_one_open');
  end if;

  -- Due date: from the contract for initial visits, otherwise as given.
  if new.contract_id is not null and new.visit_type in ('sir_initial', 'vip_initial') then
    select c.start_date into v_start from public.contract c where c.id = new.contract_id;
    new.due_at := case when new.visit_type = 'sir_initial' then v_start::timestamp at time zone 'Europe/Paris'
                       else (v_start + interval '3 months')::timestamp at time zone 'Europe/Paris' end;
  end if;

  -- fixed, or moved by the centre while « RDV fixé »: in the future
  if not v_system and new.status = 'scheduled'
     and (v_moved or new.appointment_at is distinct from old.appointment_at)
     and (new.appointment_at is null or new.appointment_at <= now()) then
    perform private.fail('Le rendez-vous doit être fixé à une date future', 'medical_checkup_request_appointment_future');
  end if;
  if v_moved and not v_system then
    if new.status = 'done' and new.appointment_at > now() then
      perform private.fail(format('La visite ne peut être marquée réalisée qu''après le rendez-vous du %s',
                                  to_char(new.appointment_at at time zone 'Europe/Paris', 'DD/MM/YYYY à HH24:MI')), 'medical_checkup_request_done_after_appointment');
    end if;
  end if;
  if v_moved and not v_system and new.status = 'certificate_received'
     and not exists (select 1 from public.medical_checkup_result m where m.medical_checkup_request_id = new.id) then
    perform private.fail('Enregistrez l''avis médical (aptitude) avant de clôturer la visite', 'medical_checkup_request_result_required');
  end if;
  if new.status = 'requested' and v_moved then
    new.convocation_sent_at := coalesce(new.convocation_sent_at, now());
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.validate_medical_checkup_request() FROM PUBLIC;
GRANT ALL ON FUNCTION private.validate_medical_checkup_request() TO authenticated;
GRANT ALL ON FUNCTION private.validate_medical_checkup_request() TO service_role;

-- An aptitude belongs to a visit that took place; restrictions go with adjustments.
CREATE FUNCTION private.validate_medical_checkup_result() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_request public.medical_checkup_request;
begin
  select r.* into v_request from public.medical_checkup_request r
  where r.id = case when tg_op = 'DELETE' then old.medical_checkup_request_id else new.medical_checkup_request_id end;
  if tg_op = 'DELETE' then
    if not private.is_system() and v_request.status = 'certificate_received' and not private.has_role('team_member_developer') then
      perform private.fail('L''avis d''une visite clôturée ne peut pas être supprimé', 'medical_checkup_result_locked');
    end if;
    return old;
  end if;
  new.workspace_id := v_request.workspace_id;
  if not private.is_system() and v_request.status not in ('done', 'certificate_received') then
    perform private.fail('L''avis médical s''enregistre une fois la visite réalisée', 'medical_checkup_result_after_visit');
  end if;
  if new.result = 'fit_with_adjustments' and coalesce(btrim(new.workplace_restrictions), '') = '' then
    perform private.fail('Précisez les aménagements de poste indiqués par le médecin', 'medical_checkup_result_restrictions');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.validate_medical_checkup_result() FROM PUBLIC;
GRANT ALL ON FUNCTION private.validate_medical_checkup_result() TO authenticated;
GRANT ALL ON FUNCTION private.validate_medical_checkup_result() TO service_role;

-- « Avis reçu » (docs/rules/requests.md#medical-checkups): the doctor's notice of a visit and the
-- visit's close in one transaction, as the caller (row-level security, status_transition and the
-- triggers apply: the CSM, or the external CSM who records it without reading it back). From
-- « Réalisée », or from « RDV fixé » once the appointment has passed (marked done first, as the
-- time-driven move would have at the appointment's hour). The notice has its file, is dated on or
-- after the visit and not in the future, and an aptitude its end of validity (R4624-28).
CREATE FUNCTION public.record_medical_checkup_result(p_request_id uuid, p_result public.medical_aptitude, p_issued_at date, p_valid_until date, p_certificate_file text, p_workplace_restrictions text DEFAULT NULL::text, p_next_visit_due date DEFAULT NULL::date, p_comment text DEFAULT NULL::text) RETURNS public.medical_checkup_request
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_request public.medical_checkup_request;
begin
  select r.* into v_request from public.medical_checkup_request r where r.id = p_request_id;
  if v_request.id is null then
    perform private.fail('Élément introuvable ou non modifiable', 'medical_checkup_request_not_found', '42501');
  end if;
  if p_result is null then
    perform private.fail('Indiquez l''avis du médecin (aptitude)', 'medical_checkup_result_required');
  end if;
  if p_issued_at is null or p_issued_at > private.paris_today() then
    perform private.fail('L''avis médical doit être daté (au plus tard aujourd''hui)', 'medical_checkup_result_issued_at');
  end if;
  if v_request.appointment_at is not null and p_issued_at < (v_request.appointment_at at time zone 'Europe/Paris')::date then
    perform private.fail(format('L''avis médical ne peut pas être daté avant la visite du %s',
                                private.fr_date((v_request.appointment_at at time zone 'Europe/Paris')::date)), 'medical_checkup_result_issued_at');
  end if;
  if p_valid_until is null and p_result <> 'unfit' then
    perform private.fail('Indiquez la fin de validité de l''avis médical', 'medical_checkup_result_valid_until');
  end if;
  if coalesce(btrim(p_certificate_file), '') = '' then
    perform private.fail('Joignez le fichier de l''avis médical', 'medical_checkup_result_file');
  end if;
  if v_request.status = 'scheduled' then
    update public.medical_checkup_request set status = 'done' where id = p_request_id;
  end if;
  insert into public.medical_checkup_result (medical_checkup_request_id, workspace_id, result, workplace_restrictions,
                                             certificate_file, issued_at, valid_until, next_visit_due)
  values (p_request_id, v_request.workspace_id, p_result, nullif(btrim(p_workplace_restrictions), ''),
          p_certificate_file, p_issued_at, p_valid_until, p_next_visit_due);
  perform public.transition_status('medical_checkup_request', p_request_id, 'certificate_received', p_comment);
  select r.* into v_request from public.medical_checkup_request r where r.id = p_request_id;
  return v_request;
end
$$;

REVOKE ALL ON FUNCTION public.record_medical_checkup_result(p_request_id uuid, p_result public.medical_aptitude, p_issued_at date, p_valid_until date, p_certificate_file text, p_workplace_restrictions text, p_next_visit_due date, p_comment text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.record_medical_checkup_result(p_request_id uuid, p_result public.medical_aptitude, p_issued_at date, p_valid_until date, p_certificate_file text, p_workplace_restrictions text, p_next_visit_due date, p_comment text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_medical_checkup_result(p_request_id uuid, p_result public.medical_aptitude, p_issued_at date, p_valid_until date, p_certificate_file text, p_workplace_restrictions text, p_next_visit_due date, p_comment text) TO authenticated;
GRANT ALL ON FUNCTION public.record_medical_checkup_result(p_request_id uuid, p_result public.medical_aptitude, p_issued_at date, p_valid_until date, p_certificate_file text, p_workplace_restrictions text, p_next_visit_due date, p_comment text) TO service_role;

-- PPE rules: a client, a delivery address unless picked up, flagged when needed after the contract starts…
CREATE FUNCTION private.validate_ppe_request() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_system boolean := private.is_system() or coalesce(current_setting('renfort.actor', true), '') = 'system';
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_start date;
  v_max numeric;
begin
  if new.company_id is null then
    perform private.fail('Indiquez l''entreprise (ou le contrat) de la demande d''EPI', 'ppe_request_company_required');
  end if;
  if new.delivery_mode <> 'agency' and coalesce(btrim(new.delivery_address), '') = '' then
    perform private.fail('L''adresse de livraison est obligatoire hors retrait en agence', 'ppe_request_delivery_address');
  end if;
  select c.start_date into v_start from public.contract c where c.id = new.contract_id;
  new.is_late_for_start := coalesce(new.needed_by > v_start, false);
  if v_moved and not v_system and new.status = 'approved' then
    if not exists (select 1 from public.ppe_request_item i where i.ppe_request_id = new.id and not i.is_canceled) then
      perform private.fail('Ajoutez au moins un équipement avant de valider la demande', 'ppe_request_items_required');
    end if;
    v_max := private.required_legal_value('ppe_csm_max_total');
    if new.total_cost_ht > v_max and not private.may('request.decide_above_csm_limit') then
      perform private.fail(format('Au-delà de %s € HT, la validation d''une demande d''EPI revient à la comptabilité', private.fr_number(v_max)),
                           'ppe_request_threshold', '42501');
    end if;
  end if;
  if v_moved and new.status in ('delivered', 'partially_delivered') then
    new.delivered_at := coalesce(new.delivered_at, now());
  end if;
  new.due_at := case when new.status in ('requested', 'approved', 'ordered', 'ready', 'partially_delivered')
                     then new.needed_by::timestamp at time zone 'Europe/Paris' end;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.validate_ppe_request() FROM PUBLIC;
GRANT ALL ON FUNCTION private.validate_ppe_request() TO authenticated;
GRANT ALL ON FUNCTION private.validate_ppe_request() TO service_role;

-- Item rules: the request's workspace, sizes for sized items (shoes 35–50, gloves 6–11, clothing XS–4XL)…
CREATE FUNCTION private.validate_ppe_request_item() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_row public.ppe_request_item := case when tg_op = 'DELETE' then old else new end;
  v_status public.ppe_request_status;
  v_system boolean := private.is_system();
begin
  select r.status into v_status from public.ppe_request r where r.id = v_row.ppe_request_id;
  if tg_op = 'DELETE' then
    if not v_system and v_status not in ('requested', 'approved') then
      perform private.fail('Les équipements ne se modifient plus une fois la commande passée', 'ppe_request_item_locked');
    end if;
    return old;
  end if;
  new.workspace_id := (select r.workspace_id from public.ppe_request r where r.id = new.ppe_request_id);
  new.attribute := nullif(upper(btrim(new.attribute)), '');
  if new.item_type = 'safety_shoes' and (new.attribute is null or new.attribute !~ '^[0-9]{2}$' or new.attribute::integer not between 35 and 50) then
    perform private.fail('Indiquez la pointure des chaussures de sécurité (35 à 50)', 'ppe_request_item_attribute');
  elsif new.item_type = 'gloves' and (new.attribute is null or new.attribute !~ '^[0-9]{1,2}$' or new.attribute::integer not between 6 and 11) then
    perform private.fail('Indiquez la taille des gants (6 à 11)', 'ppe_request_item_attribute');
  elsif new.item_type in ('workwear', 'hi_vis', 'rain_gear') and (new.attribute is null or new.attribute not in ('XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL')) then
    perform private.fail('Indiquez la taille du vêtement (XS à 4XL)', 'ppe_request_item_attribute');
  end if;
  if new.is_canceled and coalesce(btrim(new.canceled_reason), '') = '' then
    perform private.fail('Un motif est obligatoire pour annuler un équipement', 'ppe_request_item_canceled_reason');
  end if;
  if not v_system then
    if tg_op = 'UPDATE' and new.is_canceled is distinct from old.is_canceled and v_status not in ('requested', 'approved') then
      perform private.fail('Un équipement ne s''annule que jusqu''à la commande', 'ppe_request_item_cancel_before_order');
    end if;
    if (tg_op = 'INSERT' or (new.item_type, new.label, new.attribute, new.quantity, new.unit_cost_ht)
                              is distinct from (old.item_type, old.label, old.attribute, old.quantity, old.unit_cost_ht))
       and v_status not in ('requested', 'approved') then
      perform private.fail('Les équipements ne se modifient plus une fois la commande passée', 'ppe_request_item_locked');
    end if;
    if new.delivered_quantity is distinct from (case when tg_op = 'UPDATE' then old.delivered_quantity end)
       and v_status not in ('ready', 'partially_delivered') then
      perform private.fail('Les quantités remises se saisissent quand la commande est prête', 'ppe_request_item_delivery');
    end if;
  end if;
  return new;
end
$_$;

REVOKE ALL ON FUNCTION private.validate_ppe_request_item() FROM PUBLIC;
GRANT ALL ON FUNCTION private.validate_ppe_request_item() TO authenticated;
GRANT ALL ON FUNCTION private.validate_ppe_request_item() TO service_role;

-- Card rules: the employer's SIREN, the identity as on the ID, a JPEG photo, the fee in force…
CREATE FUNCTION private.validate_professional_card_request() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_talent public.talent;
  v_valid_until date;
  v_start date;
begin
  new.employer_siren := regexp_replace(coalesce(new.employer_siren, ''), '\s', '', 'g');
  if not private.is_valid_siren(new.employer_siren) then
    perform private.fail(format('Le SIREN de l''employeur « %s » est invalide', new.employer_siren), 'professional_card_request_siren');
  end if;
  if new.photo_file is not null and lower(new.photo_file) !~ '\.(jpe?g)$' then
    perform private.fail('La photo d''identité doit être au format JPEG', 'professional_card_request_photo_jpeg');
  end if;
  new.fee_amount := coalesce(new.fee_amount, private.legal_value('carte_btp_fee', private.paris_today()));
  if new.identity_snapshot = '{}'::jsonb then
    select t.* into v_talent from public.talent t where t.id = new.talent_id;
    new.identity_snapshot := jsonb_strip_nulls(jsonb_build_object('last_name', v_talent.last_name, 'first_name', v_talent.first_name,
      'birth_name', v_talent.birth_name, 'birth_date', v_talent.birth_date, 'nationality_code', v_talent.nationality_code,
      'civility', v_talent.civility));
  end if;
  if new.status not in ('delivered', 'rejected', 'canceled') and exists (
    select 1 from public.professional_card_request r
    where r.talent_id = new.talent_id and r.id <> new.id and r.status not in ('delivered', 'rejected', 'canceled')
  ) then
    perform private.fail('Une demande de carte BTP est déjà en cours pour ce talent', 'professional_card_request_one_open');
  end if;
  if tg_op = 'INSERT' and not v_system then
    select max(r.expires_at) into v_valid_until from public.professional_card_request r
    where r.talent_id = new.talent_id and r.status in ('card_received', 'delivered');
    if v_valid_until > coalesce((select coalesce(c.end_date, c.start_date) from public.contract c where c.id = new.contract_id), private.paris_today()) then
      perform private.fail(format('Ce talent a déjà une carte BTP valide jusqu''au %s', private.fr_date(v_valid_until)), 'professional_card_request_card_valid');
    end if;
  end if;
  if v_moved and new.status = 'card_received' then
    new.expires_at := coalesce(new.expires_at, (new.issued_at + make_interval(years => private.required_legal_value('carte_btp_validity_years')::integer))::date);
  end if;
  if v_moved and new.status = 'delivered' then
    new.delivered_at := coalesce(new.delivered_at, now());
  end if;
  select c.start_date into v_start from public.contract c where c.id = new.contract_id;
  new.due_at := case when new.status in ('draft', 'submitted', 'awaiting_payment', 'paid', 'card_received')
                     then coalesce(v_start::timestamp at time zone 'Europe/Paris', new.created_at + interval '15 days') end;
  return new;
end
$_$;

REVOKE ALL ON FUNCTION private.validate_professional_card_request() FROM PUBLIC;
GRANT ALL ON FUNCTION private.validate_professional_card_request() TO authenticated;
GRANT ALL ON FUNCTION private.validate_professional_card_request() TO service_role;

-- Training rules: an active centre that offers the training, one open request per talent and training…
CREATE FUNCTION private.validate_qualification_training_request() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_center public.qualification_center;
  v_max numeric;
begin
  if new.end_at < new.start_at then
    perform private.fail('La fin de la session doit suivre son début', 'qualification_training_request_session');
  end if;
  if new.possible_end_date < new.possible_start_date then
    perform private.fail('La fin des disponibilités doit suivre leur début', 'qualification_training_request_window');
  end if;
  if new.qualification_center_id is not null and (tg_op = 'INSERT' or new.qualification_center_id is distinct from old.qualification_center_id) then
    perform private.assert_same_workspace(new.workspace_id, 'qualification_center', new.qualification_center_id, 'Le centre de formation');
    select c.* into v_center from public.qualification_center c where c.id = new.qualification_center_id;
    if not v_system and v_center.status <> 'active' then
      perform private.fail(format('Le centre « %s » n''est pas actif', v_center.name), 'qualification_training_request_center_active');
    end if;
    if not v_system and v_center.training_type <> new.qualification_type and not new.qualification_type = any (v_center.offered_qualifications) then
      perform private.fail(format('Le centre « %s » ne propose pas cette formation', v_center.name), 'qualification_training_request_center_offer');
    end if;
  end if;
  if new.status not in ('certified', 'failed', 'rejected', 'canceled') and exists (
    select 1 from public.qualification_training_request r
    where r.talent_id = new.talent_id and r.qualification_type = new.qualification_type and r.category is not distinct from new.category
      and r.id <> new.id and r.status not in ('certified', 'failed', 'rejected', 'canceled')
  ) then
    perform private.fail('Une demande de cette formation est déjà en cours pour ce talent', 'qualification_training_request_one_open');
  end if;

  if v_moved and not v_system then
    if new.status = 'approved' and old.status = 'requested' then
      v_max := private.required_legal_value('qualification_training_csm_max_price');
      if new.price > v_max and not private.may('request.decide_above_csm_limit') then
        perform private.fail(format('Au-delà de %s €, la validation d''une formation revient à la comptabilité', private.fr_number(v_max)),
                             'qualification_training_request_threshold', '42501');
      end if;
    end if;
    if new.status = 'booked' and new.start_at <= now() then
      perform private.fail('La session doit commencer dans le futur', 'qualification_training_request_booking_future');
    end if;
  end if;
  if v_moved and new.status = 'no_show' then
    new.to_reschedule := true;
  elsif v_moved and new.status = 'booked' then
    new.to_reschedule := false;
  end if;
  if v_moved and new.status = 'certified' then
    new.result := 'passed';
    new.obtained_at := coalesce(new.obtained_at, private.paris_today());
    -- default validity when the certificate gives none (docs/rules/talents-documents.md, validité par défaut)
    new.expires_at := coalesce(new.expires_at, new.obtained_at + case new.qualification_type
      when 'electrical_clearance' then interval '3 years' when 'sst' then interval '2 years' when 'work_at_height' then interval '3 years'
      else interval '5 years' end);
  elsif v_moved and new.status = 'failed' then
    new.result := 'failed';
  end if;
  new.due_at := case
    when new.status in ('requested', 'approved', 'no_show') then (coalesce(new.possible_start_date, (new.created_at + interval '14 days')::date))::timestamp at time zone 'Europe/Paris'
    when new.status in ('booked', 'in_progress') then new.end_at
    when new.status = 'completed' then coalesce(new.end_at, now()) + interval '15 days' end;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.validate_qualification_training_request() FROM PUBLIC;
GRANT ALL ON FUNCTION private.validate_qualification_training_request() TO authenticated;
GRANT ALL ON FUNCTION private.validate_qualification_training_request() TO service_role;

-- Placement fee rules: a percentage within the policy maximum, a wage at least the annual SMIC, the guarantee end…
CREATE FUNCTION private.validate_recruitment_office_invoice_request() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
     and not private.may('request.decide_above_csm_limit')
     and not exists (
       select 1 from public.commercial_condition cc
       left join public.company co on co.id = new.company_id
       where cc.status = 'signed' and cc.workspace_id = new.workspace_id
         and (cc.company_id = new.company_id or cc.company_group_id = co.company_group_id)
         and cc.valid_from <= private.paris_today() and (cc.valid_to is null or cc.valid_to >= private.paris_today())
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

REVOKE ALL ON FUNCTION private.validate_recruitment_office_invoice_request() FROM PUBLIC;
GRANT ALL ON FUNCTION private.validate_recruitment_office_invoice_request() TO authenticated;
GRANT ALL ON FUNCTION private.validate_recruitment_office_invoice_request() TO service_role;

-- Reference rules: a reachable referee, the application and contact of the workspace (and of that talent), the due date…
CREATE FUNCTION private.validate_reference_check() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
begin
  if new.contact_id is null and coalesce(btrim(new.referee_name), '') = '' then
    perform private.fail('Indiquez le référent (contact ou nom)', 'reference_check_referee');
  end if;
  if new.contact_id is null and new.referee_phone is null and new.referee_email is null then
    perform private.fail('Indiquez un moyen de joindre le référent (contact, téléphone ou e-mail)', 'reference_check_referee_reachable');
  end if;
  perform private.assert_same_workspace(new.workspace_id, 'contact', new.contact_id, 'Le contact');
  perform private.assert_same_workspace(new.workspace_id, 'application', new.application_id, 'La candidature');
  if new.application_id is not null and not exists (select 1 from public.application a where a.id = new.application_id and a.talent_id = new.talent_id) then
    perform private.fail('La candidature doit être celle du talent', 'reference_check_application_talent');
  end if;
  if not v_system and new.consent_obtained_at > now() + interval '5 minutes' then
    perform private.fail('La date du consentement ne peut pas être dans le futur', 'reference_check_consent_future');
  end if;
  if v_moved and new.status in ('to_contact', 'in_progress') and new.is_current_employer and new.consent_proof_file is null then
    perform private.fail('L''employeur actuel ne se contacte qu''avec le consentement écrit du candidat', 'reference_check_current_employer');
  end if;
  if v_moved and new.status = 'in_progress' then
    new.performed_by_id := coalesce(new.performed_by_id, private.current_team_member_id());
    new.performed_at := coalesce(new.performed_at, now());
  end if;
  -- the reminder date, else 2 working days to get the consent (docs/rules/requests.md#reference-checks)
  new.due_at := case
    when new.status in ('completed', 'declined', 'canceled') then null
    when new.reminder_date is not null then (new.reminder_date + time '09:00') at time zone 'Europe/Paris'
    when new.status in ('requested', 'consent_pending') then
      (private.nth_working_day((coalesce(case when new.status = 'consent_pending' then new.status_changed_at end, new.created_at, now())
                                at time zone 'Europe/Paris')::date + 1, 2, '{1,2,3,4,5}') + time '09:00') at time zone 'Europe/Paris' end;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.validate_reference_check() FROM PUBLIC;
GRANT ALL ON FUNCTION private.validate_reference_check() TO authenticated;
GRANT ALL ON FUNCTION private.validate_reference_check() TO service_role;

-- Quiet hours of scheduled e-mails (parameters scheduled_email_quiet_start_hour and _end_hour,
-- docs/rules/requests.md#scheduled-emails): none from 21 h to 8 h nor on Sunday, Paris time; the
-- programming's check and the scheduler's sending both ask it.
CREATE FUNCTION private.scheduled_email_may_send_at(p_at timestamp with time zone) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select extract(isodow from l.t) <> 7
     and extract(hour from l.t) >= private.required_legal_value('scheduled_email_quiet_end_hour', l.t::date)
     and extract(hour from l.t) < private.required_legal_value('scheduled_email_quiet_start_hour', l.t::date)
  from (select p_at at time zone 'Europe/Paris' as t) l
$$;

REVOKE ALL ON FUNCTION private.scheduled_email_may_send_at(p_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.scheduled_email_may_send_at(p_at timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION private.scheduled_email_may_send_at(p_at timestamp with time zone) TO service_role;

-- Scheduled e-mail rules: one audience (a talent, or a hiring pool for marketing's campaigns)…
CREATE FUNCTION private.validate_scheduled_email() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_start numeric := private.required_legal_value('scheduled_email_quiet_start_hour');
  v_end numeric := private.required_legal_value('scheduled_email_quiet_end_hour');
  v_delay numeric := private.required_legal_value('scheduled_email_min_delay_minutes');
begin
  -- the unsubscribe links start with the application's address the author wrote from
  if tg_op = 'INSERT' and not v_system then
    new.base_url := private.request_origin();
  elsif tg_op = 'UPDATE' and not v_system then
    new.base_url := old.base_url;
  end if;
  if num_nonnulls(new.talent_id, new.hiring_pool_id) <> 1 then
    perform private.fail('Un e-mail programmé s''adresse soit à un talent, soit à un vivier', 'scheduled_email_audience');
  end if;
  perform private.assert_same_workspace(new.workspace_id, 'hiring_pool', new.hiring_pool_id, 'Le vivier');
  if not v_system and new.hiring_pool_id is not null and (tg_op = 'INSERT' or new.hiring_pool_id is distinct from old.hiring_pool_id)
     and not private.may('scheduled_email_campaign.target_hiring_pool') then
    perform private.fail('Les campagnes vers un vivier sont réservées au marketing', 'scheduled_email_campaign_marketing', '42501');
  end if;
  if not v_system and new.status = 'scheduled' and (v_moved or new.send_at is distinct from old.send_at) then
    if new.send_at < now() + make_interval(mins => v_delay::integer) then
      perform private.fail(format('L''envoi doit être programmé au moins %s minutes à l''avance', v_delay::integer), 'scheduled_email_min_delay');
    end if;
    if not private.scheduled_email_may_send_at(new.send_at) then
      perform private.fail(format('Pas d''envoi entre %s h et %s h ni le dimanche (heure de Paris)', v_start::integer, v_end::integer), 'scheduled_email_quiet_hours');
    end if;
  end if;
  if v_moved and new.status in ('sent', 'partially_failed') then
    new.sent_at := coalesce(new.sent_at, now());
    new.recipients_count := coalesce(new.recipients_count, case when new.talent_id is not null then 1 end);
  end if;
  if v_moved then
    new.canceled_at := case when new.status = 'canceled' then coalesce(new.canceled_at, now()) end;
  end if;
  new.due_at := case when new.status = 'scheduled' then new.send_at end;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.validate_scheduled_email() FROM PUBLIC;
GRANT ALL ON FUNCTION private.validate_scheduled_email() TO authenticated;
GRANT ALL ON FUNCTION private.validate_scheduled_email() TO service_role;

-- Work accident rules: coherent dates inside the contract, factual circumstances, reasoned reserves…
CREATE FUNCTION private.validate_work_accident_request() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_span record;
begin
  if coalesce(btrim(new.circumstances), '') = '' then
    perform private.fail('Les circonstances de l''accident sont obligatoires', 'work_accident_request_circumstances');
  end if;
  if new.agency_aware_at < new.occurred_at or new.client_aware_at < new.occurred_at then
    perform private.fail('La date où l''accident a été connu ne peut pas précéder l''accident', 'work_accident_request_aware_after');
  end if;
  if not v_system and (new.occurred_at > now() + interval '5 minutes' or new.agency_aware_at > now() + interval '5 minutes') then
    perform private.fail('Les dates de l''accident ne peuvent pas être dans le futur', 'work_accident_request_not_future');
  end if;
  select min(c.start_date) as first_day, max(coalesce(c.definitive_end_date, c.end_date, 'infinity'::date)) as last_day into v_span
  from public.contract c
  where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key and c.status <> 'canceled';
  if (new.occurred_at at time zone 'Europe/Paris')::date not between v_span.first_day - 1 and v_span.last_day + 1 then
    perform private.fail('L''accident doit survenir pendant la mission (ou le trajet qui y mène)', 'work_accident_request_during_contract');
  end if;
  if new.work_stoppage and new.stoppage_start is null then
    perform private.fail('Indiquez le début de l''arrêt de travail', 'work_accident_request_stoppage_start');
  end if;
  if new.reserves and coalesce(btrim(new.reserves_text), '') = '' then
    perform private.fail('Des réserves sur le caractère professionnel doivent être motivées', 'work_accident_request_reserves');
  end if;

  new.declaration_deadline := private.add_hours_excluding_sundays_and_holidays(
    new.agency_aware_at, private.required_legal_value('work_accident_declaration_hours', (new.agency_aware_at at time zone 'Europe/Paris')::date));
  new.due_at := case when new.status in ('reported', 'prior_info_received') then new.declaration_deadline end;

  if v_moved and new.status = 'declared' then
    new.declared_at := coalesce(new.declared_at, now());
    if not v_system and new.declared_at > now() + interval '5 minutes' then
      perform private.fail('La date de déclaration ne peut pas être dans le futur', 'work_accident_request_declared_at');
    end if;
    if new.declared_at > new.declaration_deadline and coalesce(btrim(new.late_declaration_reason), '') = '' then
      perform private.fail(format('Déclaration hors délai : les 48 heures (dimanches et jours fériés non compris) ont expiré le %s ; indiquez le motif du retard',
                                  to_char(new.declaration_deadline at time zone 'Europe/Paris', 'DD/MM/YYYY à HH24:MI')),
                           'work_accident_request_late_reason');
    end if;
  end if;
  new.is_declared_late := coalesce(new.declared_at > new.declaration_deadline, false);
  -- the user company informs the agency within 24 hours of learning of the accident (R412-2 CSS):
  -- later, the request says so (the agency's own 48 hours still run from its own knowledge)
  new.is_client_info_late := coalesce(new.agency_aware_at > new.client_aware_at + interval '24 hours', false);
  if v_moved and new.status in ('recognized', 'refused') then
    new.cpam_decision := new.status::text::public.cpam_decision;
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.validate_work_accident_request() FROM PUBLIC;
GRANT ALL ON FUNCTION private.validate_work_accident_request() TO authenticated;
GRANT ALL ON FUNCTION private.validate_work_accident_request() TO service_role;

-- Whether a version has a coefficient under the policy's floor (parameter coefficient_min): its
-- validation then waits for the direction's derogation. A computed column the detail reads.
CREATE FUNCTION public.commercial_condition_below_floor(p public.commercial_condition) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(private.commercial_condition_lowest_coefficient(p) < coalesce(private.legal_value('coefficient_min', p.valid_from), 1.5), false)
$$;

REVOKE ALL ON FUNCTION public.commercial_condition_below_floor(p public.commercial_condition) FROM PUBLIC;
GRANT ALL ON FUNCTION public.commercial_condition_below_floor(p public.commercial_condition) TO authenticated;
GRANT ALL ON FUNCTION public.commercial_condition_below_floor(p public.commercial_condition) TO service_role;

-- The mailer (service role) claims the e-mails due (scheduled → sending) and reports each one's outcome…
CREATE FUNCTION public.claim_due_scheduled_emails(p_limit integer DEFAULT 100) RETURNS SETOF public.scheduled_email
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform set_config('renfort.actor', 'system', true);
  return query
    update public.scheduled_email e set status = 'sending'
    where e.id in (select s.id from public.scheduled_email s where s.status = 'scheduled' and s.send_at <= now()
                   order by s.send_at limit least(greatest(coalesce(p_limit, 100), 1), 1000) for update skip locked)
    returning e.*;
  perform set_config('renfort.actor', '', true);
end
$$;

REVOKE ALL ON FUNCTION public.claim_due_scheduled_emails(p_limit integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.claim_due_scheduled_emails(p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_due_scheduled_emails(p_limit integer) TO service_role;

-- Reports the outcome of one e-mail being sent (service role).
CREATE FUNCTION public.complete_scheduled_email(p_id uuid, p_sent boolean, p_failure_reason text DEFAULT NULL::text) RETURNS public.scheduled_email_status
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_status public.scheduled_email_status;
begin
  perform set_config('renfort.actor', 'system', true);
  update public.scheduled_email e
  set status = case when p_sent then 'sent' else 'failed' end::public.scheduled_email_status,
      failure_reason = case when p_sent then null else p_failure_reason end
  where e.id = p_id and e.status = 'sending'
  returning e.status into v_status;
  perform set_config('renfort.actor', '', true);
  if v_status is null then
    perform private.fail('Aucun e-mail en cours d''envoi avec cet identifiant', 'scheduled_email_not_sending', 'P0002');
  end if;
  return v_status;
end
$$;

REVOKE ALL ON FUNCTION public.complete_scheduled_email(p_id uuid, p_sent boolean, p_failure_reason text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.complete_scheduled_email(p_id uuid, p_sent boolean, p_failure_reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.complete_scheduled_email(p_id uuid, p_sent boolean, p_failure_reason text) TO service_role;

-- Cron (service role): covers past their validity become expired.
CREATE FUNCTION public.expire_company_insurance_requests() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_count integer;
begin
  perform set_config('renfort.actor', 'system', true);
  update public.company_insurance_request r set status = 'expired'
  where r.status in ('granted', 'partially_granted') and r.valid_until < private.paris_today();
  get diagnostics v_count = row_count;
  perform set_config('renfort.actor', '', true);
  return v_count;
end
$$;

REVOKE ALL ON FUNCTION public.expire_company_insurance_requests() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.expire_company_insurance_requests() FROM PUBLIC;
GRANT ALL ON FUNCTION public.expire_company_insurance_requests() TO service_role;

-- The e-signature provider's webhook (service role): records the signed document, or the refusal…
CREATE FUNCTION public.record_commercial_condition_signature(p_signature_request_id text, p_signed boolean, p_signed_file text DEFAULT NULL::text) RETURNS public.commercial_condition_status
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION public.record_commercial_condition_signature(p_signature_request_id text, p_signed boolean, p_signed_file text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.record_commercial_condition_signature(p_signature_request_id text, p_signed boolean, p_signed_file text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_commercial_condition_signature(p_signature_request_id text, p_signed boolean, p_signed_file text) TO service_role;

-- A referral declared in one transaction with its referee (the cooptation form): the talent picked,
-- else the one the agency already has under the referee's e-mail or phone (e-mail and phone are
-- unique in a workspace; the 12-month rule of private.cooptation_referee_known then decides), else a
-- talent created on the spot with the referee's name, e-mail and phone. Under the caller's rights.
CREATE FUNCTION public.declare_cooptation(p_values jsonb, p_referee jsonb DEFAULT NULL::jsonb) RETURNS public.cooptation
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_referee uuid := nullif(p_values ->> 'coopted_id', '')::uuid;
  v_email text := nullif(lower(btrim(p_referee ->> 'email')), '');
  v_phone text := private.normalize_phone(nullif(btrim(p_referee ->> 'phone_number'), ''));
  v_id uuid;
  v_row public.cooptation;
begin
  if v_referee is null then
    if nullif(btrim(p_referee ->> 'first_name'), '') is null or nullif(btrim(p_referee ->> 'last_name'), '') is null then
      perform private.fail('Indiquez le filleul : choisissez un talent, ou saisissez son prénom et son nom', 'cooptation_referee_required');
    end if;
    select t.id into v_referee from public.talent t
    where t.workspace_id = private.current_workspace_id()
      and ((v_email is not null and lower(t.email) = v_email) or (v_phone is not null and t.phone_number = v_phone))
    order by t.created_at limit 1;
    if v_referee is null then
      v_referee := (public.save_talent(jsonb_strip_nulls(jsonb_build_object(
        'first_name', btrim(p_referee ->> 'first_name'), 'last_name', btrim(p_referee ->> 'last_name'),
        'email', v_email, 'phone_number', v_phone)))).id;
    end if;
  end if;
  v_id := private.write_row('public.cooptation', null, (p_values - 'id') || jsonb_build_object('coopted_id', v_referee));
  select * into v_row from public.cooptation c where c.id = v_id;
  return v_row;
end
$$;

REVOKE ALL ON FUNCTION public.declare_cooptation(p_values jsonb, p_referee jsonb) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.declare_cooptation(p_values jsonb, p_referee jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.declare_cooptation(p_values jsonb, p_referee jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.declare_cooptation(p_values jsonb, p_referee jsonb) TO service_role;

-- Cron (service role): follows cooptations — the referee placed on a contract started since the declaration…
CREATE FUNCTION public.refresh_cooptations() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_count integer := 0;
  v_more integer;
begin
  perform set_config('renfort.actor', 'system', true);
  update public.cooptation c
  set progress_value = case c.condition_type
    when 'hours_worked' then coalesce((select sum(d.worked_hours) from public.timesheet_day d join public.timesheet_week w on w.id = d.timesheet_week_id
                                       where w.talent_id = c.coopted_id and w.status in ('validated', 'exported', 'invoiced') and d.date >= (c.declared_at at time zone 'Europe/Paris')::date), 0)
    when 'days_after_start' then coalesce((select private.paris_today() - min(k.start_date) from public.contract k
                                           where k.talent_id = c.coopted_id and k.status in ('active', 'ended', 'terminated_early') and k.start_date >= (c.declared_at at time zone 'Europe/Paris')::date), 0)
    when 'trial_passed' then case when exists (select 1 from public.contract k where k.talent_id = c.coopted_id
                                                and k.status in ('active', 'ended') and k.start_date >= (c.declared_at at time zone 'Europe/Paris')::date
                                                and coalesce(k.trial_period_end_date, k.start_date) < private.paris_today()) then 1 else 0 end
    else c.progress_value end
  where c.status in ('qualified', 'referee_placed');
  update public.cooptation c set status = 'referee_placed'
  where c.status = 'qualified' and exists (select 1 from public.contract k where k.talent_id = c.coopted_id
                                           and k.status in ('active', 'ended', 'terminated_early') and k.start_date >= (c.declared_at at time zone 'Europe/Paris')::date);
  get diagnostics v_more = row_count;
  v_count := v_count + v_more;
  update public.cooptation c set status = 'condition_met'
  where c.status = 'referee_placed' and c.progress_value >= case c.condition_type when 'trial_passed' then 1 else c.condition_threshold end;
  get diagnostics v_more = row_count;
  v_count := v_count + v_more;
  update public.cooptation c set status = 'expired', status_comment = 'Aucun placement dans les 6 mois'
  where c.status in ('submitted', 'qualified') and c.declared_at < now() - interval '6 months';
  get diagnostics v_more = row_count;
  v_count := v_count + v_more;
  perform set_config('renfort.actor', '', true);
  return v_count;
end
$$;

REVOKE ALL ON FUNCTION public.refresh_cooptations() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.refresh_cooptations() FROM PUBLIC;
GRANT ALL ON FUNCTION public.refresh_cooptations() TO service_role;

-- ## Views

-- The open requests of every type with a deadline and how urgent each is; rebuilt from request_type by
-- private.refresh_request_action_item_view.
CREATE VIEW public.request_action_item WITH (security_invoker='on') AS
 SELECT i.entity,
    i.id,
    i.workspace_id,
    i.talent_id,
    i.status,
    i.requester_id,
    i.assignee_id,
    i.due_at,
    (i.due_at < now()) AS is_overdue,
        CASE
            WHEN (i.due_at < (now() + '12:00:00'::interval)) THEN 'critical'::text
            WHEN (i.due_at < (now() + '3 days'::interval)) THEN 'warning'::text
            ELSE 'info'::text
        END AS severity
   FROM ( SELECT 'qualification_training_request'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            (r.status)::text AS status,
            r.requester_id,
            r.assignee_id,
            r.due_at
           FROM public.qualification_training_request r
          WHERE ((r.closed_at IS NULL) AND (r.due_at IS NOT NULL))
        UNION ALL
         SELECT 'medical_checkup_request'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            (r.status)::text AS status,
            r.requester_id,
            r.assignee_id,
            r.due_at
           FROM public.medical_checkup_request r
          WHERE ((r.closed_at IS NULL) AND (r.due_at IS NOT NULL))
        UNION ALL
         SELECT 'professional_card_request'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            (r.status)::text AS status,
            r.requester_id,
            r.assignee_id,
            r.due_at
           FROM public.professional_card_request r
          WHERE ((r.closed_at IS NULL) AND (r.due_at IS NOT NULL))
        UNION ALL
         SELECT 'ppe_request'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            (r.status)::text AS status,
            r.requester_id,
            r.assignee_id,
            r.due_at
           FROM public.ppe_request r
          WHERE ((r.closed_at IS NULL) AND (r.due_at IS NOT NULL))
        UNION ALL
         SELECT 'meal_card_request'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            (r.status)::text AS status,
            r.requester_id,
            r.assignee_id,
            r.due_at
           FROM public.meal_card_request r
          WHERE ((r.closed_at IS NULL) AND (r.due_at IS NOT NULL))
        UNION ALL
         SELECT 'expense_claim_request'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            (r.status)::text AS status,
            r.requester_id,
            r.assignee_id,
            r.due_at
           FROM public.expense_claim_request r
          WHERE ((r.closed_at IS NULL) AND (r.due_at IS NOT NULL))
        UNION ALL
         SELECT 'advance_payment_request'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            (r.status)::text AS status,
            r.requester_id,
            r.assignee_id,
            r.due_at
           FROM public.advance_payment_request r
          WHERE ((r.closed_at IS NULL) AND (r.due_at IS NOT NULL))
        UNION ALL
         SELECT 'independent_monthly_invoice'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            (r.status)::text AS status,
            r.requester_id,
            r.assignee_id,
            r.due_at
           FROM public.independent_monthly_invoice r
          WHERE ((r.closed_at IS NULL) AND (r.due_at IS NOT NULL))
        UNION ALL
         SELECT 'independent_payment_request'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            (r.status)::text AS status,
            r.requester_id,
            r.assignee_id,
            r.due_at
           FROM public.independent_payment_request r
          WHERE ((r.closed_at IS NULL) AND (r.due_at IS NOT NULL))
        UNION ALL
         SELECT 'recruitment_office_invoice_request'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            (r.status)::text AS status,
            r.requester_id,
            r.assignee_id,
            r.due_at
           FROM public.recruitment_office_invoice_request r
          WHERE ((r.closed_at IS NULL) AND (r.due_at IS NOT NULL))
        UNION ALL
         SELECT 'company_insurance_request'::text AS entity,
            r.id,
            r.workspace_id,
            NULL::uuid AS talent_id,
            (r.status)::text AS status,
            r.requester_id,
            r.assignee_id,
            r.due_at
           FROM public.company_insurance_request r
          WHERE ((r.closed_at IS NULL) AND (r.due_at IS NOT NULL))
        UNION ALL
         SELECT 'work_accident_request'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            (r.status)::text AS status,
            r.requester_id,
            r.assignee_id,
            r.due_at
           FROM public.work_accident_request r
          WHERE ((r.closed_at IS NULL) AND (r.due_at IS NOT NULL))
        UNION ALL
         SELECT 'definitive_end_request'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            (r.status)::text AS status,
            r.requester_id,
            r.assignee_id,
            r.due_at
           FROM public.definitive_end_request r
          WHERE ((r.closed_at IS NULL) AND (r.due_at IS NOT NULL))
        UNION ALL
         SELECT 'commercial_condition'::text AS entity,
            r.id,
            r.workspace_id,
            NULL::uuid AS talent_id,
            (r.status)::text AS status,
            r.requester_id,
            r.assignee_id,
            r.due_at
           FROM public.commercial_condition r
          WHERE ((r.closed_at IS NULL) AND (r.due_at IS NOT NULL))
        UNION ALL
         SELECT 'cooptation'::text AS entity,
            r.id,
            r.workspace_id,
            NULL::uuid AS talent_id,
            (r.status)::text AS status,
            r.requester_id,
            r.assignee_id,
            r.due_at
           FROM public.cooptation r
          WHERE ((r.closed_at IS NULL) AND (r.due_at IS NOT NULL))
        UNION ALL
         SELECT 'reference_check'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            (r.status)::text AS status,
            r.requester_id,
            r.assignee_id,
            r.due_at
           FROM public.reference_check r
          WHERE ((r.closed_at IS NULL) AND (r.due_at IS NOT NULL))
        UNION ALL
         SELECT 'scheduled_email'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            (r.status)::text AS status,
            r.requester_id,
            r.assignee_id,
            r.due_at
           FROM public.scheduled_email r
          WHERE ((r.closed_at IS NULL) AND (r.due_at IS NOT NULL))) i;

REVOKE ALL ON TABLE public.request_action_item FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.request_action_item TO authenticated;
GRANT ALL ON TABLE public.request_action_item TO service_role;

-- Every request of every type in one read, for the request cards of a talent, contract or company; rebuilt
-- with request_action_item.
CREATE VIEW public.request_summary WITH (security_invoker='on') AS
 SELECT s.entity,
    s.id,
    s.workspace_id,
    s.talent_id,
    s.contract_id,
    s.status,
    s.requester_id,
    s.due_at,
    s.closed_at,
    s.created_at,
    s.company_id
   FROM ( SELECT 'qualification_training_request'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            r.contract_id,
            (r.status)::text AS status,
            r.requester_id,
            r.due_at,
            r.closed_at,
            r.created_at,
            NULL::uuid AS company_id
           FROM public.qualification_training_request r
        UNION ALL
         SELECT 'medical_checkup_request'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            r.contract_id,
            (r.status)::text AS status,
            r.requester_id,
            r.due_at,
            r.closed_at,
            r.created_at,
            r.company_id
           FROM public.medical_checkup_request r
        UNION ALL
         SELECT 'professional_card_request'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            r.contract_id,
            (r.status)::text AS status,
            r.requester_id,
            r.due_at,
            r.closed_at,
            r.created_at,
            r.company_id
           FROM public.professional_card_request r
        UNION ALL
         SELECT 'ppe_request'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            r.contract_id,
            (r.status)::text AS status,
            r.requester_id,
            r.due_at,
            r.closed_at,
            r.created_at,
            r.company_id
           FROM public.ppe_request r
        UNION ALL
         SELECT 'meal_card_request'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            r.contract_id,
            (r.status)::text AS status,
            r.requester_id,
            r.due_at,
            r.closed_at,
            r.created_at,
            r.company_id
           FROM public.meal_card_request r
        UNION ALL
         SELECT 'expense_claim_request'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            r.contract_id,
            (r.status)::text AS status,
            r.requester_id,
            r.due_at,
            r.closed_at,
            r.created_at,
            NULL::uuid AS company_id
           FROM public.expense_claim_request r
        UNION ALL
         SELECT 'advance_payment_request'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            r.contract_id,
            (r.status)::text AS status,
            r.requester_id,
            r.due_at,
            r.closed_at,
            r.created_at,
            NULL::uuid AS company_id
           FROM public.advance_payment_request r
        UNION ALL
         SELECT 'independent_monthly_invoice'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            r.contract_id,
            (r.status)::text AS status,
            r.requester_id,
            r.due_at,
            r.closed_at,
            r.created_at,
            NULL::uuid AS company_id
           FROM public.independent_monthly_invoice r
        UNION ALL
         SELECT 'independent_payment_request'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            NULL::uuid AS contract_id,
            (r.status)::text AS status,
            r.requester_id,
            r.due_at,
            r.closed_at,
            r.created_at,
            NULL::uuid AS company_id
           FROM public.independent_payment_request r
        UNION ALL
         SELECT 'recruitment_office_invoice_request'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            NULL::uuid AS contract_id,
            (r.status)::text AS status,
            r.requester_id,
            r.due_at,
            r.closed_at,
            r.created_at,
            r.company_id
           FROM public.recruitment_office_invoice_request r
        UNION ALL
         SELECT 'company_insurance_request'::text AS entity,
            r.id,
            r.workspace_id,
            NULL::uuid AS talent_id,
            NULL::uuid AS contract_id,
            (r.status)::text AS status,
            r.requester_id,
            r.due_at,
            r.closed_at,
            r.created_at,
            r.company_id
           FROM public.company_insurance_request r
        UNION ALL
         SELECT 'work_accident_request'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            r.contract_id,
            (r.status)::text AS status,
            r.requester_id,
            r.due_at,
            r.closed_at,
            r.created_at,
            r.company_id
           FROM public.work_accident_request r
        UNION ALL
         SELECT 'definitive_end_request'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            r.contract_id,
            (r.status)::text AS status,
            r.requester_id,
            r.due_at,
            r.closed_at,
            r.created_at,
            r.company_id
           FROM public.definitive_end_request r
        UNION ALL
         SELECT 'commercial_condition'::text AS entity,
            r.id,
            r.workspace_id,
            NULL::uuid AS talent_id,
            NULL::uuid AS contract_id,
            (r.status)::text AS status,
            r.requester_id,
            r.due_at,
            r.closed_at,
            r.created_at,
            r.company_id
           FROM public.commercial_condition r
        UNION ALL
         SELECT 'cooptation'::text AS entity,
            r.id,
            r.workspace_id,
            NULL::uuid AS talent_id,
            NULL::uuid AS contract_id,
            (r.status)::text AS status,
            r.requester_id,
            r.due_at,
            r.closed_at,
            r.created_at,
            NULL::uuid AS company_id
           FROM public.cooptation r
        UNION ALL
         SELECT 'reference_check'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            NULL::uuid AS contract_id,
            (r.status)::text AS status,
            r.requester_id,
            r.due_at,
            r.closed_at,
            r.created_at,
            NULL::uuid AS company_id
           FROM public.reference_check r
        UNION ALL
         SELECT 'scheduled_email'::text AS entity,
            r.id,
            r.workspace_id,
            r.talent_id,
            NULL::uuid AS contract_id,
            (r.status)::text AS status,
            r.requester_id,
            r.due_at,
            r.closed_at,
            r.created_at,
            NULL::uuid AS company_id
           FROM public.scheduled_email r) s;

REVOKE ALL ON TABLE public.request_summary FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.request_summary TO authenticated;
GRANT ALL ON TABLE public.request_summary TO service_role;

-- ## Rows

-- Rows the schema owns (the application reads them as rules); `on conflict do nothing` keeps a
-- re-run harmless.

insert into public.request_type (entity, label, plural_label, route, status_enum, initial_status, terminal_statuses, has_amounts, deadline_rule, "position", editable_statuses, content_fields) values
  ('advance_payment_request', 'Demande d''acompte', 'Demandes d''acompte', 'advance-payment-requests', 'advance_payment_request_status', 'requested', '{deducted,rejected,canceled}', true, 'Versement hebdomadaire : le jeudi suivant la demande', 9, '{requested}', '{talent_id,contract_id,period_month,requested_amount,payment_method}'),
  ('commercial_condition', 'Conditions commerciales', 'Conditions commerciales', 'commercial-conditions', 'commercial_condition_status', 'draft', '{rejected_by_client,expired,superseded,canceled}', true, 'Validation sous 3 jours, signature sous 14 jours, puis la fin de validité', 16, '{draft}', '{company_id,company_group_id,valid_from,valid_to,default_coefficient,overtime_coefficient,non_subject_coefficient,coefficient_grid,payment_terms_days,payment_terms_mode,invoice_frequency,invoice_grouping,po_required,recruitment_fee_percentage,recruitment_fee_min,guarantee_months,special_clauses}'),
  ('company_insurance_request', 'Demande d''assurance-crédit', 'Demandes d''assurance-crédit', 'company-insurance-requests', 'company_insurance_request_status', 'draft', '{refused,expired,terminated,canceled}', true, 'Réponse de l''assureur sous 15 jours, puis la fin de validité', 13, '{draft}', '{company_id,type,insurer,requested_amount}'),
  ('cooptation', 'Cooptation', 'Cooptations', 'cooptation', 'cooptation_status', 'submitted', '{paid,rejected,expired,canceled}', true, 'Expire 6 mois après la déclaration sans placement ; prime validée sous 7 jours, versée sous 15 jours', 17, '{submitted}', '{}'),
  ('definitive_end_request', 'Fin de mission anticipée', 'Fins de mission anticipées', 'definitive-end-requests', 'definitive_end_request_status', 'requested', '{processed,rejected,canceled}', true, 'Avant la date de fin demandée', 15, '{requested,under_review}', '{contract_id,initiator,reason,requested_end_date}'),
  ('expense_claim_request', 'Note de frais', 'Notes de frais', 'expense-claim-requests', 'expense_claim_request_status', 'draft', '{paid,rejected,canceled}', true, 'Décision sous 7 jours ; dépôt sous 90 jours (signalé au-delà)', 6, '{draft,submitted}', '{talent_id,contract_id,category,expense_date,amount_ttc,description}'),
  ('independent_monthly_invoice', 'Facture mensuelle indépendant', 'Factures mensuelles des indépendants', 'independent-monthly-invoices', 'independent_monthly_invoice_status', 'draft', '{paid,canceled}', true, 'Validation par l''indépendant sous 5 jours, puis l''échéance de la facture (≤ 60 jours, L441-10)', 10, '{draft}', '{}'),
  ('independent_payment_request', 'Demande de paiement indépendant', 'Demandes de paiement indépendant', 'independent-payment-requests', 'independent_payment_request_status', 'requested', '{paid,rejected,canceled}', true, 'Décision sous 3 jours, puis la date de paiement demandée', 11, '{requested}', '{talent_id,independent_monthly_invoice_id,amount,requested_payment_date,early_payment,early_payment_fee}'),
  ('meal_card_request', 'Titres-restaurant / panier', 'Titres-restaurant et paniers', 'meal-card-requests', 'meal_card_request_status', 'requested', '{loaded,rejected,canceled}', true, 'Crédit avant la fin du mois concerné', 5, '{requested}', '{contract_id,period_month,benefit_type,eligible_days}'),
  ('medical_checkup_request', 'Visite médicale', 'Visites médicales', 'medical-checkup-requests', 'medical_checkup_request_status', 'to_schedule', '{certificate_received,canceled}', false, 'SIR : avant l''affectation ; VIP initiale : dans les 3 mois suivant la prise de poste (R4624-10)', 2, '{to_schedule,requested}', '{talent_id,contract_id,visit_type,medical_center_id}'),
  ('ppe_request', 'Demande d''EPI', 'Demandes d''EPI', 'ppe-requests', 'ppe_request_status', 'requested', '{delivered,rejected,canceled}', true, 'Équipements remis avant la date de besoin (au plus tard le début du contrat)', 4, '{requested}', '{talent_id,company_id,contract_id,needed_by,delivery_mode,delivery_address}'),
  ('professional_card_request', 'Demande de carte BTP', 'Demandes de carte BTP', 'professional-card-requests', 'professional_card_request_status', 'draft', '{delivered,rejected,canceled}', true, 'Avant le début de la mission sur un chantier BTP', 3, '{draft}', '{talent_id,contract_id,payment_method}'),
  ('qualification_training_request', 'Demande de formation', 'Demandes de formation', 'qualification-training-requests', 'qualification_training_request_status', 'requested', '{certified,failed,rejected,canceled}', true, 'Avant la date de disponibilité du talent, puis la fin de session', 1, '{requested}', '{talent_id,contract_id,qualification_type,training_kind,near_to,possible_start_date,possible_end_date,request_comment}'),
  ('recruitment_office_invoice_request', 'Facture cabinet de recrutement', 'Factures cabinet de recrutement', 'recruitment-office-invoice-requests', 'recruitment_office_invoice_request_status', 'requested', '{paid,credit_note,canceled}', true, 'Facturation à la prise de poste, paiement sous 30 jours', 12, '{requested}', '{talent_id,company_id,job_name,contract_type,start_date,annual_wage,is_fee_percentage,fee_amount,fee_comment}'),
  ('reference_check', 'Prise de références', 'Prises de références', 'reference-checks', 'reference_check_status', 'requested', '{completed,declined,canceled}', false, 'La date de relance, sinon 2 jours ouvrés pour obtenir le consentement', 18, '{requested}', '{}'),
  ('scheduled_email', 'E-mail programmé', 'E-mails programmés', 'scheduled-emails', 'scheduled_email_status', 'draft', '{sent,partially_failed,canceled}', false, 'La date d''envoi', 19, '{draft}', '{}'),
  ('work_accident_request', 'Accident du travail', 'Accidents du travail', 'work-accident-requests', 'work_accident_request_status', 'reported', '{closed,canceled}', false, 'Déclaration à la CPAM dans les 48 heures, dimanches et jours fériés non compris (CSS R441-3)', 14, '{reported,prior_info_received}', '{contract_id,occurred_at,accident_type,location,circumstances,agency_aware_at,work_stoppage}')
on conflict do nothing;
