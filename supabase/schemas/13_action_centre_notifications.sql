-- Action centre and notifications: rules, derived watches, notifications, mail outbox.
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

-- ## Types

-- The item every rule returns.
CREATE TYPE public.action_item AS (
	rule text,
	severity text,
	subject_type text,
	subject_id uuid,
	workspace_id uuid,
	label text,
	due_at timestamp with time zone,
	link text,
	owner_id uuid
);

CREATE TYPE public.document_status AS ENUM (
    'pending_verification',
    'valid',
    'expiring_soon',
    'expired',
    'rejected'
);

-- Documents (type, expiry, verification, e-signature submission), notes…
CREATE TYPE public.document_type AS ENUM (
    'id_card',
    'passport',
    'residence_permit',
    'carte_vitale',
    'proof_of_address',
    'rib',
    'cv',
    'diploma',
    'caces',
    'electrical_clearance',
    'aipr',
    'sst',
    'work_at_height',
    'medical_attestation',
    'carte_btp',
    'driving_license',
    'urssaf_vigilance',
    'rc_pro',
    'kbis',
    'mission_contract',
    'provision_contract',
    'amendment',
    'payslip',
    'other',
    'scaffolding',
    'driver_qualification'
);

CREATE TYPE public.notification_type AS ENUM (
    'contract_review',
    'contract_modification_requested',
    'contract_signed',
    'timesheet_signed',
    'timesheet_disputed',
    'document_expiring',
    'application_new',
    'mention',
    'service_note',
    'status_changed',
    'other',
    'request_assigned',
    'contract_manager_validation',
    'contract_manager_validated'
);

CREATE TYPE public.signature_submission_status AS ENUM (
    'not_sent',
    'sent',
    'opened',
    'partially_signed',
    'completed',
    'declined',
    'expired'
);

-- ## Tables

-- An e-mail to a talent (or a campaign to a hiring pool) sent later.
CREATE TABLE public.scheduled_email (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    talent_id uuid,
    hiring_pool_id uuid,
    requester_id uuid,
    assignee_id uuid,
    subject text,
    content text,
    sender_identity text DEFAULT 'Renfort'::text NOT NULL,
    send_at timestamp with time zone,
    is_sent boolean GENERATED ALWAYS AS ((status = ANY (ARRAY['sent'::public.scheduled_email_status, 'partially_failed'::public.scheduled_email_status]))) STORED,
    sent_at timestamp with time zone,
    canceled_at timestamp with time zone,
    recipients_count integer,
    failure_reason text,
    status public.scheduled_email_status DEFAULT 'draft'::public.scheduled_email_status NOT NULL,
    status_changed_at timestamp with time zone,
    status_comment text,
    due_at timestamp with time zone,
    closed_at timestamp with time zone,
    comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    base_url text,
    opted_out_count integer,
    CONSTRAINT scheduled_email_audience CHECK ((num_nonnulls(talent_id, hiring_pool_id) = 1)),
    CONSTRAINT scheduled_email_content_length CHECK (((content IS NULL) OR (char_length(content) <= 100000))),
    CONSTRAINT scheduled_email_recipients CHECK (((recipients_count IS NULL) OR (recipients_count >= 0))),
    CONSTRAINT scheduled_email_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.scheduled_email
    ADD CONSTRAINT scheduled_email_assignee_id_fkey FOREIGN KEY (assignee_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.scheduled_email
    ADD CONSTRAINT scheduled_email_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.scheduled_email
    ADD CONSTRAINT scheduled_email_hiring_pool_id_fkey FOREIGN KEY (hiring_pool_id) REFERENCES public.hiring_pool(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.scheduled_email
    ADD CONSTRAINT scheduled_email_requester_id_fkey FOREIGN KEY (requester_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.scheduled_email
    ADD CONSTRAINT scheduled_email_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.scheduled_email
    ADD CONSTRAINT scheduled_email_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.scheduled_email
    ADD CONSTRAINT scheduled_email_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.scheduled_email FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.scheduled_email TO authenticated;
GRANT ALL ON TABLE public.scheduled_email TO service_role;

-- The application's e-mails (signature links, reminders), one row each, sent by whatever relays them…
CREATE TABLE public.mail_outbox (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid,
    recipient text NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    link text,
    kind text NOT NULL,
    entity text,
    entity_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    sent_at timestamp with time zone,
    seq bigint NOT NULL,
    claimed_at timestamp with time zone,
    attempts smallint DEFAULT 0 NOT NULL,
    last_error text,
    attachments jsonb DEFAULT '[]'::jsonb NOT NULL,
    provider_message_id text,
    bounced_at timestamp with time zone,
    bounce_reason text,
    complained_at timestamp with time zone,
    CONSTRAINT mail_outbox_attachments CHECK ((jsonb_typeof(attachments) = 'array'::text)),
    CONSTRAINT mail_outbox_pkey PRIMARY KEY (id)
);

ALTER TABLE public.mail_outbox
    ADD CONSTRAINT mail_outbox_recipient CHECK (((recipient ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text) AND (char_length(recipient) <= 254))) NOT VALID;

ALTER TABLE ONLY public.mail_outbox
    ADD CONSTRAINT mail_outbox_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON COLUMN public.mail_outbox.attempts IS 'failed sendings so far (the relay stops at 5)';

COMMENT ON COLUMN public.mail_outbox.attachments IS 'storage objects sent with the mail: [{bucket, path, filename}]';

COMMENT ON COLUMN public.mail_outbox.provider_message_id IS 'the id the e-mail provider answered at sending (Resend: {id}); its bounce and complaint events name it';

COMMENT ON COLUMN public.mail_outbox.bounced_at IS 'when the provider reported that the recipient''s server refused the mail (public.mail_outbox_bounce)';

COMMENT ON COLUMN public.mail_outbox.bounce_reason IS 'the refusal as the provider reported it';

COMMENT ON COLUMN public.mail_outbox.complained_at IS 'when the recipient reported the mail as spam (public.mail_outbox_complaint)';

REVOKE ALL ON TABLE public.mail_outbox FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.mail_outbox TO service_role;

-- A member's snooze or dismissal of one item (rule + subject), with its reason.
CREATE TABLE public.action_item_state (
    team_member_id uuid DEFAULT private.current_team_member_id() NOT NULL,
    rule text NOT NULL,
    subject_id uuid NOT NULL,
    status text NOT NULL,
    snoozed_until timestamp with time zone,
    reason text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT action_item_state_reason CHECK (((char_length(btrim(reason)) >= 1) AND (char_length(btrim(reason)) <= 500))),
    CONSTRAINT action_item_state_snooze CHECK (((status <> 'snoozed'::text) OR (snoozed_until IS NOT NULL))),
    CONSTRAINT action_item_state_status CHECK ((status = ANY (ARRAY['snoozed'::text, 'dismissed'::text]))),
    CONSTRAINT action_item_state_pkey PRIMARY KEY (team_member_id, rule, subject_id)
);

ALTER TABLE ONLY public.action_item_state
    ADD CONSTRAINT action_item_state_rule_fkey FOREIGN KEY (rule) REFERENCES public.action_rule(rule) ON DELETE CASCADE;

ALTER TABLE ONLY public.action_item_state
    ADD CONSTRAINT action_item_state_team_member_id_fkey FOREIGN KEY (team_member_id) REFERENCES public.team_member(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.action_item_state FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.action_item_state TO authenticated;
GRANT ALL ON TABLE public.action_item_state TO service_role;

-- The rules: who sees every item (roles), who sees the items they own or their managees own (owner_roles)…
CREATE TABLE public.action_rule (
    rule text NOT NULL,
    roles public.app_role[] DEFAULT '{}'::public.app_role[] NOT NULL,
    owner_roles public.app_role[] DEFAULT '{}'::public.app_role[] NOT NULL,
    "position" smallint NOT NULL,
    CONSTRAINT action_rule_name CHECK ((rule ~ '^[a-z_]+$'::text)),
    CONSTRAINT action_rule_pkey PRIMARY KEY (rule)
);

REVOKE ALL ON TABLE public.action_rule FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.action_rule TO authenticated;
GRANT ALL ON TABLE public.action_rule TO service_role;

-- The action centre's expiring documents read a small table kept up to date by triggers instead of checking every…
CREATE TABLE public.document_watch (
    document_id uuid NOT NULL,
    workspace_id uuid NOT NULL,
    talent_id uuid NOT NULL,
    type public.document_type NOT NULL,
    expiry_date date NOT NULL,
    running_contract_until date,
    superseded boolean DEFAULT false NOT NULL,
    running_owners uuid[] DEFAULT '{}'::uuid[] NOT NULL,
    CONSTRAINT document_watch_pkey PRIMARY KEY (document_id)
);

ALTER TABLE ONLY public.document_watch
    ADD CONSTRAINT document_watch_document_id_fkey FOREIGN KEY (document_id) REFERENCES public.document(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.document_watch
    ADD CONSTRAINT document_watch_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.document_watch
    ADD CONSTRAINT document_watch_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON TABLE public.document_watch IS 'worksite documents that can expire, with their talent''s running contracts'' latest end and whether a later version exists; kept by triggers on document and contract (the action centre''s expiring documents)';

COMMENT ON COLUMN public.document_watch.running_owners IS 'owners of the talent''s running contracts in the document''s workspace (sorted, without nulls)';

REVOKE ALL ON TABLE public.document_watch FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.document_watch TO service_role;
GRANT SELECT ON TABLE public.document_watch TO authenticated;

ALTER TABLE public.mail_outbox ALTER COLUMN seq ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.mail_outbox_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

REVOKE ALL ON SEQUENCE public.mail_outbox_seq_seq FROM anon, authenticated, service_role;
GRANT ALL ON SEQUENCE public.mail_outbox_seq_seq TO anon;
GRANT ALL ON SEQUENCE public.mail_outbox_seq_seq TO authenticated;
GRANT ALL ON SEQUENCE public.mail_outbox_seq_seq TO service_role;

-- An in-app message to one member or to every member holding some roles.
CREATE TABLE public.notification (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    recipient_id uuid,
    recipient_roles public.app_role[] DEFAULT '{}'::public.app_role[] NOT NULL,
    type public.notification_type DEFAULT 'other'::public.notification_type NOT NULL,
    title text,
    data jsonb DEFAULT '{}'::jsonb NOT NULL,
    is_read boolean DEFAULT false NOT NULL,
    read_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT notification_recipient CHECK (((recipient_id IS NOT NULL) OR (cardinality(recipient_roles) > 0))),
    CONSTRAINT notification_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.notification
    ADD CONSTRAINT notification_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.notification
    ADD CONSTRAINT notification_recipient_id_fkey FOREIGN KEY (recipient_id) REFERENCES public.team_member(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.notification
    ADD CONSTRAINT notification_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.notification
    ADD CONSTRAINT notification_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.notification FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.notification TO authenticated;
GRANT ALL ON TABLE public.notification TO service_role;

-- The notifications a member has read (for role-addressed ones too).
CREATE TABLE public.notification_read (
    notification_id uuid NOT NULL,
    team_member_id uuid DEFAULT private.current_team_member_id() NOT NULL,
    read_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT notification_read_pkey PRIMARY KEY (team_member_id, notification_id)
);

ALTER TABLE ONLY public.notification_read
    ADD CONSTRAINT notification_read_notification_id_fkey FOREIGN KEY (notification_id) REFERENCES public.notification(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.notification_read
    ADD CONSTRAINT notification_read_team_member_id_fkey FOREIGN KEY (team_member_id) REFERENCES public.team_member(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.notification_read FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.notification_read TO authenticated;
GRANT ALL ON TABLE public.notification_read TO service_role;

-- The délai-de-carence queue without an index probe per open order: public.open_order_post keeps…
CREATE TABLE public.open_order_post (
    mission_id uuid NOT NULL,
    workspace_id uuid NOT NULL,
    owner_id uuid,
    start_date date,
    post_ends date[] DEFAULT '{}'::date[] NOT NULL,
    workplace_ends date[] DEFAULT '{}'::date[] NOT NULL,
    CONSTRAINT open_order_post_pkey PRIMARY KEY (mission_id)
);

ALTER TABLE ONLY public.open_order_post
    ADD CONSTRAINT open_order_post_mission_id_fkey FOREIGN KEY (mission_id) REFERENCES public.mission(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.open_order_post
    ADD CONSTRAINT open_order_post_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON TABLE public.open_order_post IS 'running client orders with the ends of the mission contracts on their post, kept by triggers on mission and contract (the action centre''s délai de carence)';

COMMENT ON COLUMN public.open_order_post.workplace_ends IS 'ends of the mission contracts on the order''s post at its workplace (same address or private.same_workplace())';

REVOKE ALL ON TABLE public.open_order_post FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.open_order_post TO service_role;
GRANT SELECT ON TABLE public.open_order_post TO authenticated;

-- The unstaffed-orders queue reads the few open orders nobody was presented for, kept up to date by triggers…
CREATE TABLE public.open_order_unstaffed (
    mission_id uuid NOT NULL,
    workspace_id uuid NOT NULL,
    CONSTRAINT open_order_unstaffed_pkey PRIMARY KEY (mission_id)
);

ALTER TABLE ONLY public.open_order_unstaffed
    ADD CONSTRAINT open_order_unstaffed_mission_id_fkey FOREIGN KEY (mission_id) REFERENCES public.mission(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.open_order_unstaffed
    ADD CONSTRAINT open_order_unstaffed_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON TABLE public.open_order_unstaffed IS 'client orders open or sourcing with no application presented, kept by triggers on mission and application (the action centre''s unstaffed orders)';

REVOKE ALL ON TABLE public.open_order_unstaffed FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.open_order_unstaffed TO service_role;
GRANT SELECT ON TABLE public.open_order_unstaffed TO authenticated;

-- Three action-centre queues read a table of the running contracts kept up to date by triggers instead of probing…
CREATE TABLE public.running_contract_watch (
    contract_id uuid NOT NULL,
    workspace_id uuid NOT NULL,
    talent_id uuid NOT NULL,
    company_id uuid,
    owner_id uuid,
    contract_key text NOT NULL,
    amendment_number integer NOT NULL,
    is_amendment boolean NOT NULL,
    is_service boolean NOT NULL,
    medical_surveillance public.medical_surveillance,
    start_date date NOT NULL,
    last_day date NOT NULL,
    first_day date,
    superseded boolean DEFAULT false NOT NULL,
    on_worksite boolean DEFAULT false NOT NULL,
    talent_independent boolean DEFAULT false NOT NULL,
    card_until date,
    vigilance_issued date,
    CONSTRAINT running_contract_watch_pkey PRIMARY KEY (contract_id)
);

ALTER TABLE ONLY public.running_contract_watch
    ADD CONSTRAINT running_contract_watch_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.running_contract_watch
    ADD CONSTRAINT running_contract_watch_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.running_contract_watch
    ADD CONSTRAINT running_contract_watch_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.running_contract_watch
    ADD CONSTRAINT running_contract_watch_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON TABLE public.running_contract_watch IS 'running contracts with what the action centre''s carte BTP, medical and independents queues read of their versions, company, talent and talent''s documents; kept by triggers on contract, document, company, sector and talent';

REVOKE ALL ON TABLE public.running_contract_watch FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.running_contract_watch TO service_role;
GRANT SELECT ON TABLE public.running_contract_watch TO authenticated;

-- The key figures' open orders and positions left read one small row per running client order…
CREATE TABLE public.running_order_staffing (
    mission_id uuid NOT NULL,
    workspace_id uuid NOT NULL,
    owner_id uuid,
    open_positions smallint NOT NULL,
    placed bigint NOT NULL,
    CONSTRAINT running_order_staffing_pkey PRIMARY KEY (mission_id)
);

ALTER TABLE ONLY public.running_order_staffing
    ADD CONSTRAINT running_order_staffing_mission_id_fkey FOREIGN KEY (mission_id) REFERENCES public.mission(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.running_order_staffing
    ADD CONSTRAINT running_order_staffing_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON TABLE public.running_order_staffing IS 'running client orders with their owner, open positions and placed applications, kept by triggers on mission and application (the action centre''s key figures)';

REVOKE ALL ON TABLE public.running_order_staffing FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.running_order_staffing TO service_role;
GRANT SELECT ON TABLE public.running_order_staffing TO authenticated;

-- ## Indexes
-- Unless a line says otherwise, an index covers a foreign key (the joins, and the parent's deletes
-- that check it), named <table>_<column>_idx, or starts with one and adds the columns a list filters
-- and sorts by within it (<table>_<columns>_idx).

CREATE INDEX action_item_state_rule_idx ON public.action_item_state USING btree (rule);

-- The expiring-documents rule's read: the documents with a running contract, latest versions, by expiry.
CREATE INDEX document_watch_due_idx ON public.document_watch USING btree (expiry_date) INCLUDE (document_id, workspace_id, talent_id, type, running_contract_until, running_owners) WHERE ((NOT superseded) AND (running_contract_until IS NOT NULL));

CREATE INDEX document_watch_talent_idx ON public.document_watch USING btree (talent_id, type) INCLUDE (expiry_date);

CREATE INDEX document_watch_workspace_idx ON public.document_watch USING btree (workspace_id);

-- A record's mails newest first by creation; nothing reads it today (the chasing reads by `seq`, below).
CREATE INDEX mail_outbox_entity_idx ON public.mail_outbox USING btree (entity, entity_id, created_at DESC);

-- A record's latest mail: the timesheet chasing reads the signature link last sent for a week.
CREATE INDEX mail_outbox_entity_seq_idx ON public.mail_outbox USING btree (entity, entity_id, seq DESC);

-- The relay's queue: unsent mails with attempts left, in order (public.mail_outbox_pending).
-- The provider's events (bounces, complaints) find their mail by the id it gave at sending.
CREATE INDEX mail_outbox_provider_message_id_idx ON public.mail_outbox USING btree (provider_message_id) WHERE (provider_message_id IS NOT NULL);

CREATE INDEX mail_outbox_pending_idx ON public.mail_outbox USING btree (seq) WHERE ((sent_at IS NULL) AND (attempts < 5));

-- Unsent mails by age; the relay reads mail_outbox_pending_idx instead (nothing reads this one today).
CREATE INDEX mail_outbox_unsent_idx ON public.mail_outbox USING btree (created_at) WHERE (sent_at IS NULL);

CREATE INDEX mail_outbox_workspace_id_idx ON public.mail_outbox USING btree (workspace_id);

-- The inbox newest first (public.notification_inbox), the policy choosing the caller's rows.
CREATE INDEX notification_created_at_idx ON public.notification USING btree (created_at DESC);

CREATE INDEX notification_created_by_idx ON public.notification USING btree (created_by);

-- The periodic notifications (private.run_action_time_moves, run by run_time_based_transitions)…
CREATE INDEX notification_document_expiring_idx ON public.notification USING btree (((data ->> 'entity_id'::text))) WHERE (type = 'document_expiring'::public.notification_type);

CREATE INDEX notification_read_notification_id_idx ON public.notification_read USING btree (notification_id);

CREATE INDEX notification_recipient_idx ON public.notification USING btree (recipient_id, is_read, created_at DESC);

CREATE INDEX notification_updated_by_idx ON public.notification USING btree (updated_by);

CREATE INDEX notification_workspace_id_idx ON public.notification USING btree (workspace_id, created_at DESC);

-- Notifications addressed to roles: the policies' `recipient_roles &&` the caller's roles.
CREATE INDEX notification_workspace_roles_idx ON public.notification USING gin (recipient_roles);

-- The carence-conflict queue: orders whose workplace saw a contract of their post end, by start.
CREATE INDEX open_order_post_workplace_start_idx ON public.open_order_post USING btree (start_date) INCLUDE (mission_id, workspace_id, owner_id, workplace_ends) WHERE (workplace_ends <> '{}'::date[]);

CREATE INDEX open_order_post_workspace_idx ON public.open_order_post USING btree (workspace_id);

CREATE INDEX open_order_unstaffed_workspace_idx ON public.open_order_unstaffed USING btree (workspace_id);

-- The missing cartes BTP: what can be due (no card valid to the end), by start
CREATE INDEX running_contract_watch_carte_btp_idx ON public.running_contract_watch USING btree (start_date) INCLUDE (contract_id, workspace_id, talent_id, company_id, owner_id, contract_key, last_day, card_until) WHERE (on_worksite AND (NOT superseded) AND (NOT is_service) AND ((card_until IS NULL) OR (card_until < GREATEST(start_date, last_day))));

CREATE INDEX running_contract_watch_company_idx ON public.running_contract_watch USING btree (company_id);

-- The independents' contracts
CREATE INDEX running_contract_watch_independent_idx ON public.running_contract_watch USING btree (talent_id) INCLUDE (workspace_id, start_date, last_day, vigilance_issued) WHERE talent_independent;

-- Also the workspace's rows (its deletion)
CREATE INDEX running_contract_watch_key_idx ON public.running_contract_watch USING btree (workspace_id, contract_key);

-- The medical follow-up: the SIR contracts by start, the others by version and start
CREATE INDEX running_contract_watch_sir_idx ON public.running_contract_watch USING btree (start_date) INCLUDE (contract_id, workspace_id, talent_id, owner_id, contract_key, last_day) WHERE ((medical_surveillance = 'sir'::public.medical_surveillance) AND (NOT superseded) AND (NOT is_service));

CREATE INDEX running_contract_watch_talent_idx ON public.running_contract_watch USING btree (talent_id, workspace_id) INCLUDE (start_date, last_day, is_amendment, is_service, superseded, medical_surveillance);

-- The medical follow-up's other (non-SIR) contracts, by version, then start.
CREATE INDEX running_contract_watch_vip_idx ON public.running_contract_watch USING btree (is_amendment, start_date) INCLUDE (contract_id, workspace_id, talent_id, owner_id, contract_key, first_day, last_day) WHERE ((medical_surveillance <> 'sir'::public.medical_surveillance) AND (NOT superseded) AND (NOT is_service));

-- The key figures' running orders per owner: open positions and placed applications from the index.
CREATE INDEX running_order_staffing_owner_idx ON public.running_order_staffing USING btree (owner_id) INCLUDE (workspace_id, open_positions, placed);

CREATE INDEX running_order_staffing_workspace_idx ON public.running_order_staffing USING btree (workspace_id);

CREATE INDEX scheduled_email_assignee_id_idx ON public.scheduled_email USING btree (assignee_id);

CREATE INDEX scheduled_email_created_by_idx ON public.scheduled_email USING btree (created_by);

CREATE INDEX scheduled_email_hiring_pool_id_idx ON public.scheduled_email USING btree (hiring_pool_id);

-- The open requests with a deadline, as public.request_action_item reads them (the deadlines' rebuild).
CREATE INDEX scheduled_email_open_due_at_idx ON public.scheduled_email USING btree (workspace_id, due_at) WHERE ((closed_at IS NULL) AND (due_at IS NOT NULL));

CREATE INDEX scheduled_email_requester_id_idx ON public.scheduled_email USING btree (requester_id);

CREATE INDEX scheduled_email_talent_id_idx ON public.scheduled_email USING btree (talent_id);

CREATE INDEX scheduled_email_updated_by_idx ON public.scheduled_email USING btree (updated_by);

CREATE INDEX scheduled_email_workspace_id_idx ON public.scheduled_email USING btree (workspace_id);

CREATE INDEX scheduled_email_workspace_status_idx ON public.scheduled_email USING btree (workspace_id, status);

-- ## Triggers
-- Each trigger runs the function of the same purpose; its why is beside the function.

CREATE TRIGGER mail_outbox_dev_mirror AFTER INSERT ON public.mail_outbox FOR EACH ROW EXECUTE FUNCTION private.mirror_mail_to_dev_outbox();

CREATE TRIGGER notification_audit BEFORE INSERT OR UPDATE ON public.notification FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER notification_prepare BEFORE INSERT OR UPDATE ON public.notification FOR EACH ROW EXECUTE FUNCTION private.prepare_notification();

CREATE TRIGGER request_deadline_sync AFTER INSERT OR DELETE OR UPDATE OF id, workspace_id, talent_id, requester_id, assignee_id, status, due_at, closed_at ON public.scheduled_email FOR EACH ROW EXECUTE FUNCTION private.sync_request_deadline();

CREATE TRIGGER scheduled_email_audit BEFORE INSERT OR UPDATE ON public.scheduled_email FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER scheduled_email_edit_lock BEFORE UPDATE ON public.scheduled_email FOR EACH ROW EXECUTE FUNCTION private.lock_request_content();

CREATE TRIGGER scheduled_email_notify AFTER INSERT OR UPDATE OF status ON public.scheduled_email FOR EACH ROW EXECUTE FUNCTION private.notify_request_status();

CREATE TRIGGER scheduled_email_notify_assignee AFTER INSERT OR UPDATE OF assignee_id ON public.scheduled_email FOR EACH ROW EXECUTE FUNCTION private.notify_request_assignee();

CREATE TRIGGER scheduled_email_prepare BEFORE INSERT OR UPDATE ON public.scheduled_email FOR EACH ROW EXECUTE FUNCTION private.prepare_request();

CREATE TRIGGER scheduled_email_status BEFORE INSERT OR UPDATE ON public.scheduled_email FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'status_comment');

CREATE TRIGGER scheduled_email_transition BEFORE INSERT OR UPDATE ON public.scheduled_email FOR EACH ROW EXECUTE FUNCTION private.check_request_transition();

CREATE TRIGGER scheduled_email_validate BEFORE INSERT OR UPDATE ON public.scheduled_email FOR EACH ROW EXECUTE FUNCTION private.validate_scheduled_email();

-- ## RLS and policies
-- Each policy's name says who may do what; the read and write rules are in docs/rules/roles.md.

ALTER TABLE public.action_item_state ENABLE ROW LEVEL SECURITY;

CREATE POLICY "action_item_state: members can delete their own" ON public.action_item_state FOR DELETE TO authenticated USING ((team_member_id = ( SELECT private.current_team_member_id() AS current_team_member_id)));

CREATE POLICY "action_item_state: members can insert their own" ON public.action_item_state FOR INSERT TO authenticated WITH CHECK ((team_member_id = ( SELECT private.current_team_member_id() AS current_team_member_id)));

-- Each member reads and writes only their own.
CREATE POLICY "action_item_state: members can select their own" ON public.action_item_state FOR SELECT TO authenticated USING ((team_member_id = ( SELECT private.current_team_member_id() AS current_team_member_id)));

CREATE POLICY "action_item_state: members can update their own" ON public.action_item_state FOR UPDATE TO authenticated USING ((team_member_id = ( SELECT private.current_team_member_id() AS current_team_member_id))) WITH CHECK ((team_member_id = ( SELECT private.current_team_member_id() AS current_team_member_id)));

ALTER TABLE public.action_rule ENABLE ROW LEVEL SECURITY;

CREATE POLICY "action_rule: team members can select all rules" ON public.action_rule FOR SELECT TO authenticated USING (( SELECT private.is_team_member() AS is_team_member));

ALTER TABLE public.document_watch ENABLE ROW LEVEL SECURITY;

CREATE POLICY "document_watch: matrix roles can select workspace rows" ON public.document_watch FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('document'::text, 'select'::public.permission_action) AS can) AND (( SELECT private.can('document_sensitive'::text, 'select'::public.permission_action) AS can) OR (NOT private.is_sensitive_document_type(type)))));

ALTER TABLE public.mail_outbox ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.notification ENABLE ROW LEVEL SECURITY;

CREATE POLICY "notification: matrix roles can insert workspace rows" ON public.notification FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('notification'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "notification: recipients can delete their own notifications" ON public.notification FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND (recipient_id = ( SELECT private.current_team_member_id() AS current_team_member_id))));

CREATE POLICY "notification: recipients can mark their notifications read" ON public.notification FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ((recipient_id = ( SELECT private.current_team_member_id() AS current_team_member_id)) OR (recipient_roles && ( SELECT private.current_roles() AS current_roles))))) WITH CHECK ((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])));

-- A member sees what is addressed to them or to one of their roles.
CREATE POLICY "notification: recipients can select their notifications" ON public.notification FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ((recipient_id = ( SELECT private.current_team_member_id() AS current_team_member_id)) OR (recipient_roles && ( SELECT private.current_roles() AS current_roles)))));

ALTER TABLE public.notification_read ENABLE ROW LEVEL SECURITY;

CREATE POLICY "notification_read: members can delete their own" ON public.notification_read FOR DELETE TO authenticated USING ((team_member_id = ( SELECT private.current_team_member_id() AS current_team_member_id)));

CREATE POLICY "notification_read: members can insert their own" ON public.notification_read FOR INSERT TO authenticated WITH CHECK ((team_member_id = ( SELECT private.current_team_member_id() AS current_team_member_id)));

-- Each member reads and writes only their own read marks.
CREATE POLICY "notification_read: members can select their own" ON public.notification_read FOR SELECT TO authenticated USING ((team_member_id = ( SELECT private.current_team_member_id() AS current_team_member_id)));

ALTER TABLE public.open_order_post ENABLE ROW LEVEL SECURITY;

-- The mission's select policy
CREATE POLICY "open_order_post: matrix roles can select workspace rows" ON public.open_order_post FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('mission'::text, 'select'::public.permission_action) AS can)));

ALTER TABLE public.open_order_unstaffed ENABLE ROW LEVEL SECURITY;

CREATE POLICY "open_order_unstaffed: matrix roles can select workspace rows" ON public.open_order_unstaffed FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('mission'::text, 'select'::public.permission_action) AS can)));

ALTER TABLE public.running_contract_watch ENABLE ROW LEVEL SECURITY;

-- The contract's own select policy (07_contracts.sql)…
CREATE POLICY "running_contract_watch: matrix roles can select workspace rows" ON public.running_contract_watch FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('contract'::text, 'select'::public.permission_action) AS can)));

ALTER TABLE public.running_order_staffing ENABLE ROW LEVEL SECURITY;

CREATE POLICY "running_order_staffing: matrix roles can select workspace rows" ON public.running_order_staffing FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('mission'::text, 'select'::public.permission_action) AS can)));

ALTER TABLE public.scheduled_email ENABLE ROW LEVEL SECURITY;

CREATE POLICY "scheduled_email: matrix roles can delete rows" ON public.scheduled_email FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('scheduled_email'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.can_own('scheduled_email'::text, 'delete'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "scheduled_email: matrix roles can insert rows" ON public.scheduled_email FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('scheduled_email'::text, 'insert'::public.permission_action) AS can) OR (( SELECT private.can_own('scheduled_email'::text, 'insert'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "scheduled_email: matrix roles can select rows" ON public.scheduled_email FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('scheduled_email'::text, 'select'::public.permission_action) AS can) OR (( SELECT private.can_own('scheduled_email'::text, 'select'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

CREATE POLICY "scheduled_email: matrix roles can update rows" ON public.scheduled_email FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('scheduled_email'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('scheduled_email'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[])))))) WITH CHECK (((workspace_id = ANY (( SELECT private.request_workspace_ids() AS request_workspace_ids)::uuid[])) AND (( SELECT private.can('scheduled_email'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('scheduled_email'::text, 'update'::public.permission_action) AS can_own) AND (requester_id = ANY (( SELECT private.me_and_managee_ids() AS me_and_managee_ids)::uuid[]))))));

-- ## Functions

-- The argument, unchanged; its cost tells the planner to compute it after the sort and the limit.
CREATE FUNCTION private.action_after_limit(p_value text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE COST 1000
    SET search_path TO ''
    AS $$
begin
  return p_value;
end
$$;

REVOKE ALL ON FUNCTION private.action_after_limit(p_value text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_after_limit(p_value text) TO authenticated;
GRANT ALL ON FUNCTION private.action_after_limit(p_value text) TO service_role;

-- The rule's conditions over every running contract of the window (the former read)…
CREATE FUNCTION private.action_carte_btp_missing_scan(p_owners uuid[]) RETURNS TABLE(id uuid, workspace_id uuid, contract_key text, talent_id uuid, company_id uuid, start_date date, owner_id uuid)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select c.id, c.workspace_id, c.contract_key, c.talent_id, c.company_id, c.start_date, c.owner_id
  from public.contract c
  join public.company co on co.id = c.company_id
  left join public.sector s on s.id = co.sector_id
  where c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
    and c.contract_type <> 'independent_service'
    and c.start_date between private.paris_today() - 30 and private.paris_today() + 15
    and (p_owners is null or c.owner_id = any (p_owners))
    and coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 0)) >= private.paris_today()
    and (co.naf_code ~ '^4[1-3]\.'
         or s.code in ('tp_vrd', 'gros_oeuvre', 'second_oeuvre', 'genie_civil', 'renovation_rehabilitation'))
    and not exists (select 1 from public.contract a
                    where a.is_amendment and a.workspace_id = c.workspace_id and a.contract_key = c.contract_key and a.amendment_number > c.amendment_number
                      and a.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active'))
    and not exists (select 1 from public.document d
                    where d.talent_id = c.talent_id and d.type = 'carte_btp' and d.status in ('valid', 'expiring_soon')
                      and (d.expiry_date is null or d.expiry_date >= greatest(c.start_date, private.paris_today())))
    and not exists (select 1 from public.professional_card_request r
                    where r.talent_id = c.talent_id and r.status in ('submitted', 'awaiting_payment', 'paid', 'card_received'))
$$;

REVOKE ALL ON FUNCTION private.action_carte_btp_missing_scan(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_carte_btp_missing_scan(p_owners uuid[]) TO authenticated;

-- A whole amount in euros, grouped by thousands the French way ("27 929").
CREATE FUNCTION private.action_euros(p_amount numeric) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select replace(to_char(round(p_amount), 'FM999,999,999,990'), ',', ' ')
$$;

REVOKE ALL ON FUNCTION private.action_euros(p_amount numeric) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_euros(p_amount numeric) TO authenticated;
GRANT ALL ON FUNCTION private.action_euros(p_amount numeric) TO service_role;

-- The former read of the attestations (a SET clause keeps it out of the caller's plan).
CREATE FUNCTION private.action_independent_vigilance_scan() RETURNS TABLE(id uuid, workspace_id uuid, issued date)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select t.id, t.workspace_id, v.issued
  from public.talent t
  left join lateral (
    select max(coalesce(d.issued_at, (d.created_at at time zone 'Europe/Paris')::date)) as issued
    from public.document d
    where d.talent_id = t.id and d.type = 'urssaf_vigilance' and d.status in ('valid', 'expiring_soon', 'pending_verification')
  ) v on true
  where t.worker_type in ('independent', 'portage')
    and exists (select 1 from public.contract c
                where c.talent_id = t.id and c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
                  and c.start_date <= private.paris_today() + 15
                  and coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 0)) >= private.paris_today())
    and (v.issued is null or v.issued < private.paris_today() - interval '6 months')
$$;

REVOKE ALL ON FUNCTION private.action_independent_vigilance_scan() FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_independent_vigilance_scan() TO authenticated;

-- The rule, its array test on the workplace ends.
CREATE FUNCTION private.action_rule_carence_conflict(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    AS $$
  select 'carence_conflict', 'warning', 'mission', m.id, m.workspace_id,
         (select concat_ws(' · ', o.reference, o.job_name, format('délai de carence après %s : début possible le %s', p.contract_key, private.fr_date(p.first_day)))
          from public.mission o where o.id = m.id),
         greatest(m.start_date, private.paris_today())::timestamptz, format('/missions/%s', m.id), m.owner_id
  from (
    -- the orders with a contract at their workplace on their post that ended in the window
    -- (from the table's ends, without a probe), read again from the orders; the full test
    -- below runs for these only
    select m.id, m.workspace_id, m.owner_id, m.company_id, m.job_id, m.address_id, m.contract_reason, m.start_date
    from public.open_order_post w
    join public.mission m on m.id = w.mission_id
    where w.start_date between private.paris_today() - 7 and private.paris_today() + 30
      and (p_owners is null or w.owner_id = any (p_owners))
      -- (the partial index's predicate, implied by the test after it)
      and w.workplace_ends <> '{}'
      and exists (select 1 from unnest(w.workplace_ends) e where e between private.paris_today() - 240 and greatest(w.start_date, private.paris_today()))
      and m.is_client_order and m.status in ('draft', 'open', 'sourcing', 'presented', 'partially_filled')
      and m.company_id is not null and m.start_date between private.paris_today() - 7 and private.paris_today() + 30
      and (p_owners is null or m.owner_id = any (p_owners))
    offset 0
  ) m
  cross join lateral (
    select k.contract_key,
           private.carence_first_allowed_day(k.span_end, private.carence_days(k.span_end - k.span_start + 1), l.working_days) as first_day
    from (
      -- the contracts on the post that ended recently (the workplace compared last: it is the costly test)
      select distinct c.contract_key
      from public.contract c
      where c.workspace_id = m.workspace_id and c.company_id = m.company_id
        -- not an OR: the probe stays an index-only scan by company
        and c.job_id is not distinct from m.job_id
        and c.contract_type = 'mission' and c.status not in ('draft', 'canceled')
        and c.mission_id is distinct from m.id
        and coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 0)) between private.paris_today() - 240 and greatest(m.start_date, private.paris_today())
        and case when c.address_id is not distinct from m.address_id then true
                 when c.address_id is null or m.address_id is null then false
                 else private.same_workplace(c.address_id, m.address_id) end
    ) r
    cross join lateral (
      select min(c.start_date) as span_start,
             max(coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 0))) as span_end,
             bool_or(c.definitive_end_initiator = 'talent' or c.renewal_refused_by_talent) as talent_ended,
             max(c.amendment_number) as last_number, r.contract_key
      from public.contract c
      where c.workspace_id = m.workspace_id and c.contract_key = r.contract_key and c.status not in ('draft', 'canceled')
    ) k
    join public.contract l on l.workspace_id = m.workspace_id and l.contract_key = k.contract_key and l.amendment_number = k.last_number
    where k.span_end < greatest(m.start_date, private.paris_today())
      and not case when m.contract_reason is null then coalesce(k.talent_ended, false)
                   else coalesce(private.carence_exempt(l.contract_reason, l.replaced_employee, m.contract_reason, l.replaced_employee, k.talent_ended), true) end
    order by 2 desc
    limit 1
  ) p
  where greatest(m.start_date, private.paris_today()) < p.first_day
$$;

REVOKE ALL ON FUNCTION private.action_rule_carence_conflict(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_carence_conflict(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_carence_conflict(p_owners uuid[]) TO service_role;

-- Contracts on a construction worksite whose talent has no valid carte BTP…
CREATE FUNCTION private.action_rule_carte_btp_missing(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    AS $$
  select 'carte_btp_missing', 'warning', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key,
                   (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = c.talent_id),
                   (select co.name from public.company co where co.id = c.company_id)),
         c.start_date::timestamptz, format('/talents/%s/documents', c.talent_id), c.owner_id
  -- the labels outside the union: computed for the items shown only
  from (
    select w.contract_id as id, w.workspace_id, w.contract_key, w.talent_id, w.company_id, w.start_date, w.owner_id
    from public.running_contract_watch w
    where (select private.can('document', 'select')) and (select private.can('company', 'select'))
      and (not private.is_sensitive_document_type('carte_btp') or (select private.can('document_sensitive', 'select')))
      -- the partial index's predicate, then the rule's
      and w.on_worksite and not w.superseded and not w.is_service
      and (w.card_until is null or w.card_until < greatest(w.start_date, w.last_day))
      and w.start_date between private.paris_today() - 30 and private.paris_today() + 15 and w.last_day >= private.paris_today()
      and (w.card_until is null or w.card_until < greatest(w.start_date, private.paris_today()))
      and (p_owners is null or w.owner_id = any (p_owners))
      and not exists (select 1 from public.professional_card_request r
                      where r.talent_id = w.talent_id and r.status in ('submitted', 'awaiting_payment', 'paid', 'card_received'))
    union all
    select s.* from private.action_carte_btp_missing_scan(p_owners) s
    where not ((select private.can('document', 'select')) and (select private.can('company', 'select'))
               and (not private.is_sensitive_document_type('carte_btp') or (select private.can('document_sensitive', 'select'))))
  ) c
$$;

REVOKE ALL ON FUNCTION private.action_rule_carte_btp_missing(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_carte_btp_missing(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_carte_btp_missing(p_owners uuid[]) TO service_role;

-- Signed commercial conditions expiring within 30 days.
CREATE FUNCTION private.action_rule_conditions_expiring(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    AS $$
  select 'conditions_expiring', 'info', 'commercial_condition', cc.id, cc.workspace_id,
         coalesce(co.name, 'Conditions commerciales'), cc.valid_to::timestamptz,
         format('/commercial-conditions?open=%s', cc.id), null::uuid
  from public.commercial_condition cc left join public.company co on co.id = cc.company_id
  where cc.status = 'signed' and cc.valid_to between private.paris_today() and private.paris_today() + 30
$$;

REVOKE ALL ON FUNCTION private.action_rule_conditions_expiring(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_conditions_expiring(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_conditions_expiring(p_owners uuid[]) TO service_role;

-- The contract queues.
CREATE FUNCTION private.action_rule_contract_review(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    AS $$
  select 'contract_review', 'warning', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = c.talent_id)),
         c.start_date::timestamptz, format('/contracts/%s/review', c.id), c.owner_id
  from public.contract c
  where c.status = 'review'
$$;

REVOKE ALL ON FUNCTION private.action_rule_contract_review(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_contract_review(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_contract_review(p_owners uuid[]) TO service_role;

-- Contracts starting by tomorrow and not signed…
CREATE FUNCTION private.action_rule_contract_unsigned_start(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    AS $$
  select 'contract_unsigned_start', 'critical', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = c.talent_id)),
         c.start_date::timestamptz, format('/contracts/%s', c.id), c.owner_id
  -- the label outside the union: computed for the items shown only
  from (select c.id, c.workspace_id, c.contract_key, c.talent_id, c.start_date, c.owner_id
        from public.contract c
        where c.status in ('draft', 'review', 'admin_modification_requested', 'modification', 'consultant_review', 'validated',
                           'sent_for_signature', 'partially_signed')
          and c.start_date <= private.paris_today() + 1
        union all
        select c.id, c.workspace_id, c.contract_key, c.talent_id, c.start_date, c.owner_id
        from public.contract c
        where c.status in ('signed', 'active') and c.transmitted_to_talent_at is null
          and c.start_date >= private.paris_today() - 30 and private.contract_signature_deadline(c.start_date) < private.paris_today()) c
$$;

REVOKE ALL ON FUNCTION private.action_rule_contract_unsigned_start(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_contract_unsigned_start(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_contract_unsigned_start(p_owners uuid[]) TO service_role;

-- Clients whose exposure (private.company_exposure: unpaid invoices, worked weeks not invoiced, four
-- weeks of running contracts) exceeds the credit insurer's current cover.
CREATE FUNCTION private.action_rule_credit_exposure(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    AS $$
  select 'credit_exposure', 'critical', 'company', co.id, co.workspace_id,
         format('%s · encours %s € pour %s € garantis', co.name, private.action_euros(e.exposure), private.action_euros(ci.granted)),
         null::timestamptz, format('/companies/%s', co.id), null::uuid
  from (
    select r.company_id, max(r.granted_amount) as granted
    from public.company_insurance_request r
    where r.type = 'credit_insurance' and r.status in ('granted', 'partially_granted') and r.granted_amount is not null
      and (r.valid_until is null or r.valid_until >= private.paris_today())
    group by r.company_id
  ) ci
  join public.company co on co.id = ci.company_id
  cross join lateral (select private.company_exposure(co.id) as exposure) e
  where e.exposure > ci.granted
$$;

REVOKE ALL ON FUNCTION private.action_rule_credit_exposure(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_credit_exposure(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_credit_exposure(p_owners uuid[]) TO service_role;

-- The expiring documents' rule, read from document_watch: the whole queue, or the owners'.
CREATE FUNCTION private.action_rule_document_expiring(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    AS $$
  select 'document_expiring', case when w.expiry_date < private.paris_today() then 'critical' else 'warning' end, 'document',
         w.document_id, w.workspace_id,
         concat_ws(' · ', private.enum_label('document_type', w.type::text),
                   (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = w.talent_id)),
         w.expiry_date::timestamptz, format('/talents/%s/documents', w.talent_id), w.owner_id
  from (
    -- the whole queue: a running contract reaches the expiry, visible to whoever may read
    -- contracts; its owner looked up only where it is read
    select w.document_id, w.workspace_id, w.talent_id, w.type, w.expiry_date,
           (select c.owner_id from public.contract c
            where c.talent_id = w.talent_id and c.workspace_id = w.workspace_id
              and c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
              and coalesce(c.definitive_end_date, c.end_date, 'infinity'::date) >= greatest(w.expiry_date, private.paris_today())
            order by c.start_date limit 1) as owner_id
    from public.document_watch w
    where p_owners is null
      and (select not pg_catalog.row_security_active('public.contract') or private.can('contract', 'select'))
      and w.expiry_date <= private.paris_today() + 30 and not w.superseded
      and w.running_contract_until >= greatest(w.expiry_date, private.paris_today())
    union all
    -- the owners' queue: the documents of talents with a running contract of theirs, then the
    -- earliest of those contracts that reaches the expiry
    select w.document_id, w.workspace_id, w.talent_id, w.type, w.expiry_date, c.owner_id
    from public.document_watch w
    cross join lateral (
      select c.owner_id from public.contract c
      where c.talent_id = w.talent_id and c.workspace_id = w.workspace_id
        and c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
        and c.owner_id = any (p_owners)
        and coalesce(c.definitive_end_date, c.end_date, 'infinity'::date) >= greatest(w.expiry_date, private.paris_today())
      order by c.start_date limit 1
    ) c
    where p_owners is not null
      and w.expiry_date <= private.paris_today() + 30 and not w.superseded
      and w.running_contract_until >= greatest(w.expiry_date, private.paris_today())
      and w.running_owners && p_owners
  ) w
$$;

REVOKE ALL ON FUNCTION private.action_rule_document_expiring(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_document_expiring(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_document_expiring(p_owners uuid[]) TO service_role;

-- The DPAE rule, its link on the contract page's DPAE block.
CREATE FUNCTION private.action_rule_dpae_missing(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    AS $$
  select 'dpae_missing', 'critical', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = c.talent_id)),
         c.start_date::timestamptz, format('/contracts/%s?section=dpae', c.id), c.owner_id
  from public.contract c
  where c.dpae_submitted_at is null and not c.is_amendment and c.contract_type <> 'independent_service'
    and c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
    and c.start_date <= private.paris_today() + 1
$$;

REVOKE ALL ON FUNCTION private.action_rule_dpae_missing(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_dpae_missing(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_dpae_missing(p_owners uuid[]) TO service_role;

-- The independents' queue reads the independents whose vigilance…
CREATE FUNCTION private.action_rule_independent_invoices(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    AS $$
  select 'independent_invoices', 'warning', x.subject_type, x.id, x.workspace_id,
         concat_ws(' · ', (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = x.talent_id),
                   case x.subject_type
                     when 'independent_monthly_invoice' then to_char(x.month, 'MM/YYYY')
                     when 'independent_payment_request' then private.action_euros(x.amount) || ' €'
                     when 'talent' then case when x.issued is null then 'Attestation de vigilance URSSAF manquante'
                                             else 'Attestation de vigilance URSSAF de plus de 6 mois' end end,
                   case x.subject_type
                     when 'independent_monthly_invoice' then private.enum_label('independent_monthly_invoice_status', x.status)
                     when 'independent_payment_request' then private.enum_label('independent_payment_request_status', x.status) end),
         x.due_at, x.link, x.owner_id
  -- the labels outside the union: computed for the items shown only
  from (
    select 'independent_monthly_invoice' as subject_type, i.id, i.workspace_id, i.talent_id, i.month, null::numeric as amount,
           i.status::text as status, null::date as issued,
           coalesce(i.due_at, i.due_date::timestamptz, i.status_changed_at, i.created_at) as due_at,
           format('/independent-payment-requests?tab=invoices&open=%s', i.id) as link, i.assignee_id as owner_id
    from public.independent_monthly_invoice i join public.talent t on t.id = i.talent_id
    where i.status in ('generated', 'pending_independent_validation', 'disputed')
       or (i.status in ('validated', 'booked', 'partially_paid') and i.due_date < private.paris_today()
           and not exists (select 1 from public.independent_payment_request p
                           where p.independent_monthly_invoice_id = i.id and p.status in ('requested', 'approved', 'scheduled')))
    union all
    select 'independent_payment_request', p.id, p.workspace_id, p.talent_id, null, p.amount, p.status::text, null,
           coalesce(p.due_at, p.requested_payment_date::timestamptz), format('/independent-payment-requests/%s', p.id), p.assignee_id
    from public.independent_payment_request p join public.talent t on t.id = p.talent_id
    where p.status in ('requested', 'approved')
    union all
    -- the watch's rows are the contracts' (their policy); the talent and its attestations are
    -- read there for a caller who may read them (the contract's workspace is the talent's)
    select 'talent', v.talent_id, v.workspace_id, v.talent_id, null, null, null, v.issued,
           (v.issued + interval '6 months')::timestamptz, format('/talents/%s/documents', v.talent_id), null::uuid
    from (select distinct w.talent_id, w.workspace_id, w.vigilance_issued as issued
          from public.running_contract_watch w
          where (select private.can('talent', 'select')) and (select private.can('document', 'select'))
            and (not private.is_sensitive_document_type('urssaf_vigilance') or (select private.can('document_sensitive', 'select')))
            and w.talent_independent and w.start_date <= private.paris_today() + 15 and w.last_day >= private.paris_today()
            and (w.vigilance_issued is null or w.vigilance_issued < private.paris_today() - interval '6 months')) v
    union all
    select 'talent', s.id, s.workspace_id, s.id, null, null, null, s.issued, (s.issued + interval '6 months')::timestamptz,
           format('/talents/%s/documents', s.id), null::uuid
    from private.action_independent_vigilance_scan() s
    where not ((select private.can('talent', 'select')) and (select private.can('document', 'select'))
               and (not private.is_sensitive_document_type('urssaf_vigilance') or (select private.can('document_sensitive', 'select'))))
  ) x
$$;

REVOKE ALL ON FUNCTION private.action_rule_independent_invoices(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_independent_invoices(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_independent_invoices(p_owners uuid[]) TO service_role;

-- The drafts awaiting their manager's validation, for the owner's managers…
CREATE FUNCTION private.action_rule_manager_validation(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    AS $$
  select 'manager_validation', 'warning', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = c.talent_id)),
         c.start_date::timestamptz, format('/contracts/%s', c.id), c.owner_id
  from public.contract c
  join public.team_member o on o.id = c.owner_id
  where c.status = 'draft' and c.manager_validated_at is null
    and o.management_level <= 1 and not o.is_autonomous
    and (p_owners is null or c.owner_id = any (p_owners))
    and c.owner_id is distinct from (select private.current_team_member_id())
$$;

REVOKE ALL ON FUNCTION private.action_rule_manager_validation(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_manager_validation(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_manager_validation(p_owners uuid[]) TO service_role;

-- The medical follow-up queue reads its contracts from…
CREATE FUNCTION private.action_rule_medical_required(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    AS $$
  select 'medical_required', case when x.sir then 'critical' else 'warning' end, 'contract', x.id, x.workspace_id,
         concat_ws(' · ', x.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = x.talent_id),
                   case when x.sir then 'SIR' else 'VIP' end),
         x.due::timestamptz, format('/contracts/%s', x.id), x.owner_id
  from (
    select w.id, w.workspace_id, w.contract_key, w.talent_id, w.owner_id, w.sir,
           case when w.sir then w.start_date
                when f.follow_up_until >= w.first_day then f.follow_up_until
                else (w.first_day + interval '3 months')::date end as due,
           w.last_day, f.sir_fit_until, w.start_date
    from (
      select w.contract_id as id, w.workspace_id, w.contract_key, w.talent_id, w.owner_id, true as sir, w.start_date,
             w.start_date as first_day, w.last_day
      from public.running_contract_watch w
      where w.medical_surveillance = 'sir' and not w.superseded and not w.is_service
        and w.start_date between private.paris_today() - 120 and private.paris_today() + 15
      union all
      -- first contracts started long enough ago
      select w.contract_id, w.workspace_id, w.contract_key, w.talent_id, w.owner_id, false, w.start_date, w.start_date, w.last_day
      from public.running_contract_watch w
      where w.medical_surveillance <> 'sir' and not w.superseded and not w.is_service
        and not w.is_amendment and w.start_date between private.paris_today() - 120 and private.paris_today() - 70
      union all
      -- every amendment
      select w.contract_id, w.workspace_id, w.contract_key, w.talent_id, w.owner_id, false, w.start_date,
             coalesce(w.first_day, w.start_date), w.last_day
      from public.running_contract_watch w
      where w.medical_surveillance <> 'sir' and not w.superseded and not w.is_service
        and w.is_amendment and w.start_date between private.paris_today() - 120 and private.paris_today() + 15
      union all
      -- the later first contracts of the talents with a follow-up (one probe per talent)
      select w.contract_id, w.workspace_id, w.contract_key, w.talent_id, w.owner_id, false, w.start_date, w.start_date, w.last_day
      from private.medical_follow_up() t
      cross join lateral (
        select w.* from public.running_contract_watch w
        where w.talent_id = t.talent_id
          and w.medical_surveillance <> 'sir' and not w.superseded and not w.is_service and not w.is_amendment
          and w.start_date > private.paris_today() - 70 and w.start_date <= private.paris_today() + 15
      ) w
    ) w
    left join private.medical_follow_up() f on f.talent_id = w.talent_id
    where (p_owners is null or w.owner_id = any (p_owners))
  ) x
  where x.last_day >= private.paris_today()
    and case when x.sir then coalesce(x.sir_fit_until, '-infinity'::date) < greatest(x.start_date, private.paris_today())
             else x.due <= private.paris_today() + 15 and x.due <= x.last_day end
    and not exists (select 1 from public.medical_checkup_request r
                    where r.talent_id = x.talent_id and r.status in ('to_schedule', 'requested', 'scheduled', 'done')
                      and (r.visit_type in ('sir_initial', 'sir_periodic')
                           or (not x.sir and r.visit_type in ('vip_initial', 'vip_periodic'))))
$$;

REVOKE ALL ON FUNCTION private.action_rule_medical_required(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_medical_required(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_medical_required(p_owners uuid[]) TO service_role;

-- Contracts ending within 7 days with no later amendment: renew or let end.
CREATE FUNCTION private.action_rule_mission_ending(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    AS $$
  select 'mission_ending', 'info', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = c.talent_id)),
         c.end_date::timestamptz, format('/contracts/%s', c.id), c.owner_id
  from public.contract c
  where c.status in ('signed', 'active') and c.definitive_end_date is null
    and c.end_date between private.paris_today() and private.paris_today() + 7
    and (p_owners is null or c.owner_id = any (p_owners))
    and not exists (select 1 from public.contract a
                    where a.workspace_id = c.workspace_id and a.contract_key = c.contract_key
                      and a.amendment_number > c.amendment_number and a.status <> 'canceled')
$$;

REVOKE ALL ON FUNCTION private.action_rule_mission_ending(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_mission_ending(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_mission_ending(p_owners uuid[]) TO service_role;

-- The action centre reads each queue without computing what it does not show…
CREATE FUNCTION private.action_rule_modification_requested(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    AS $$
  select 'modification_requested', 'warning', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = c.talent_id)),
         c.start_date::timestamptz,
         format('/contracts/%s/%s', c.id, case when c.status = 'admin_modification_requested' then 'admin-modification-requested' else 'consultant-review' end),
         c.owner_id
  from public.contract c
  where c.status in ('admin_modification_requested', 'consultant_review')
    and (p_owners is null or c.owner_id = any (p_owners))
$$;

REVOKE ALL ON FUNCTION private.action_rule_modification_requested(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_modification_requested(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_modification_requested(p_owners uuid[]) TO service_role;

-- Missions with applications still `new` after 24 hours (one item per mission).
CREATE FUNCTION private.action_rule_new_applications(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    AS $$
  select 'new_applications', 'info', 'mission', m.id, m.workspace_id,
         format('%s · %s (%s)', m.reference, m.job_name, a.n), a.oldest + interval '24 hours',
         format('/missions/%s/applications', m.id), m.owner_id
  from (select a.mission_id, count(*) as n, min(a.created_at) as oldest
        from public.application a
        where a.stage = 'new' and not a.is_rejected and a.created_at < now() - interval '24 hours'
        group by a.mission_id) a
  join public.mission m on m.id = a.mission_id
  where m.status not in ('closed', 'canceled', 'lost', 'filled')
    and (p_owners is null or m.owner_id = any (p_owners))
$$;

REVOKE ALL ON FUNCTION private.action_rule_new_applications(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_new_applications(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_new_applications(p_owners uuid[]) TO service_role;

-- The rule: from the table for who may read applications, every open order otherwise…
CREATE FUNCTION private.action_rule_order_unstaffed(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    AS $$
  select 'order_unstaffed', 'warning', 'mission', m.id, m.workspace_id,
         (select concat_ws(' · ', o.reference, o.job_name) from public.mission o where o.id = m.id), m.created_at + interval '48 hours',
         format('/missions/%s/applications', m.id), m.owner_id
  from (
    select m.id, m.workspace_id, m.created_at, m.owner_id
    from public.open_order_unstaffed u
    join public.mission m on m.id = u.mission_id
    where (select not pg_catalog.row_security_active('public.application') or private.can('application', 'select'))
      and m.is_client_order and m.status in ('open', 'sourcing') and m.created_at < now() - interval '48 hours'
      and (p_owners is null or m.owner_id = any (p_owners))
    union all
    select m.id, m.workspace_id, m.created_at, m.owner_id
    from public.mission m
    where not (select not pg_catalog.row_security_active('public.application') or private.can('application', 'select'))
      and m.is_client_order and m.status in ('open', 'sourcing') and m.created_at < now() - interval '48 hours'
      and (p_owners is null or m.owner_id = any (p_owners))
  ) m
$$;

REVOKE ALL ON FUNCTION private.action_rule_order_unstaffed(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_order_unstaffed(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_order_unstaffed(p_owners uuid[]) TO service_role;

-- The rule, from the table.
CREATE FUNCTION private.action_rule_request_due(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    AS $$
  select 'request_due',
         case when i.due_at < now() + interval '12 hours' then 'critical'
              when i.due_at < now() + interval '3 days' then 'warning' else 'info' end,
         i.entity, i.request_id, i.workspace_id,
         concat_ws(' · ', (select rt.label from public.request_type rt where rt.entity = i.entity),
                   (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = i.talent_id)),
         i.due_at,
         private.request_link(i.entity, i.request_id),
         i.assignee_id
  from public.request_deadline i
  -- the statuses the caller's roles may move on, joined once (hashed) rather than probed per row
  left join (select distinct st.entity, st.from_status from public.status_transition st
             where st.status_column = 'status' and st.to_status <> 'canceled'
               and st.roles && (select private.current_roles())) a on a.entity = i.entity and a.from_status = i.status
  where i.assignee_id = (select private.current_team_member_id()) or a.entity is not null
$$;

REVOKE ALL ON FUNCTION private.action_rule_request_due(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_request_due(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_request_due(p_owners uuid[]) TO service_role;

-- The weeks the client disputed, opening in the list's drawer.
CREATE FUNCTION private.action_rule_timesheet_disputed(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    AS $$
  select 'timesheet_disputed', 'warning', 'timesheet_week', w.id, w.workspace_id,
         concat_ws(' · ', w.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = w.talent_id), format('S%s', w.iso_week)),
         w.status_changed_at, format('/timesheets?open=%s', w.id),
         (select c.owner_id from public.contract c where c.id = w.contract_id)
  from public.timesheet_week w
  where w.status = 'disputed'
$$;

REVOKE ALL ON FUNCTION private.action_rule_timesheet_disputed(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_timesheet_disputed(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_timesheet_disputed(p_owners uuid[]) TO service_role;

-- The weeks awaiting the client's signature 48 hours after the week ended, opening in the list's drawer.
CREATE FUNCTION private.action_rule_timesheet_unsigned(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    AS $$
  select 'timesheet_unsigned', 'warning', 'timesheet_week', w.id, w.workspace_id,
         concat_ws(' · ', w.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = w.talent_id), format('S%s', w.iso_week)),
         (w.week_start + 9)::timestamptz, format('/timesheets?open=%s', w.id),
         (select c.owner_id from public.contract c where c.id = w.contract_id)
  from public.timesheet_week w
  where w.status = 'pending_signature' and w.week_start < private.paris_today() - 8
    and (w.week_start + 9)::timestamp < (now() at time zone 'Europe/Paris')
$$;

REVOKE ALL ON FUNCTION private.action_rule_timesheet_unsigned(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_timesheet_unsigned(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_timesheet_unsigned(p_owners uuid[]) TO service_role;

-- A talent's display name for an item label ("Prénom NOM").
CREATE FUNCTION private.action_talent_name(p_first text, p_last text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select nullif(btrim(concat_ws(' ', p_first, upper(p_last))), '')
$$;

REVOKE ALL ON FUNCTION private.action_talent_name(p_first text, p_last text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_talent_name(p_first text, p_last text) TO authenticated;
GRANT ALL ON FUNCTION private.action_talent_name(p_first text, p_last text) TO service_role;

-- Until when a talent holds a valid carte BTP in a workspace (infinity without expiry, null without one).
CREATE FUNCTION private.carte_btp_until(p_talent uuid, p_workspace uuid) RETURNS date
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select max(coalesce(d.expiry_date, 'infinity'::date))
  from public.document d
  where d.talent_id = p_talent and d.workspace_id = p_workspace and d.type = 'carte_btp'
    and d.status in ('valid', 'expiring_soon')
$$;

-- A contract's label in a notification: its key and the talent's name.
CREATE FUNCTION private.contract_notification_label(p_contract public.contract) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select concat_ws(' · ', p_contract.contract_key, private.action_talent_name(t.first_name, t.last_name))
  from public.talent t where t.id = p_contract.talent_id
$$;

REVOKE ALL ON FUNCTION private.contract_notification_label(p_contract public.contract) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_notification_label(p_contract public.contract) TO authenticated;
GRANT ALL ON FUNCTION private.contract_notification_label(p_contract public.contract) TO service_role;

-- An independent or umbrella-company (portage) talent: the independents' queue watches their contracts.
CREATE FUNCTION private.is_independent_talent(p_talent uuid) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce((select t.worker_type in ('independent', 'portage') from public.talent t where t.id = p_talent), false)
$$;

-- A construction client (NAF 41 to 43 or a BTP sector): its contracts need the talent's carte BTP.
CREATE FUNCTION private.is_on_worksite(p_company uuid) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce((select co.naf_code ~ '^4[1-3]\.'
                          or s.code in ('tp_vrd', 'gros_oeuvre', 'second_oeuvre', 'genie_civil', 'renovation_rehabilitation')
                   from public.company co left join public.sector s on s.id = co.sector_id
                   where co.id = p_company), false)
$$;

-- The contracts running_contract_watch keeps a row for: validated up to active.
CREATE FUNCTION private.is_running_contract_watched(p public.contract) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select p.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
$$;

-- Document types whose content is medical, bank, social-security, residence or pay data.
CREATE FUNCTION private.is_sensitive_document_type(p_type public.document_type) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select p_type in ('residence_permit', 'carte_vitale', 'rib', 'medical_attestation', 'payslip')
$$;

REVOKE ALL ON FUNCTION private.is_sensitive_document_type(p_type public.document_type) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_sensitive_document_type(p_type public.document_type) TO authenticated;
GRANT ALL ON FUNCTION private.is_sensitive_document_type(p_type public.document_type) TO service_role;

-- What is watched, and the talent's running contracts' latest end.
CREATE FUNCTION private.is_watched_document(p public.document) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select p.talent_id is not null and p.expiry_date is not null and p.status <> 'rejected'
     and p.type in ('residence_permit', 'caces', 'electrical_clearance', 'aipr', 'work_at_height', 'carte_btp',
                    'medical_attestation')
$$;

-- Locks the derived table's keys for the transaction, in the order of their lock identity, exclusive or shared.
CREATE FUNCTION private.lock_derived_keys(p_table text, p_keys text[], p_shared boolean DEFAULT false) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select case when p_shared then pg_catalog.pg_advisory_xact_lock_shared(pg_catalog.hashtext(p_table), k)
              else pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext(p_table), k) end
  from (select distinct pg_catalog.hashtext(key) as k from unnest(p_keys) key where key is not null order by 1) keys;
$$;

REVOKE ALL ON FUNCTION private.lock_derived_keys(p_table text, p_keys text[], p_shared boolean) FROM PUBLIC;

-- The medical follow-up of the talents of the caller's workspaces, as dates only: until when a SIR aptitude…
CREATE FUNCTION private.medical_follow_up() RETURNS TABLE(talent_id uuid, sir_fit_until date, follow_up_until date)
    LANGUAGE sql STABLE SECURITY DEFINER ROWS 100
    SET search_path TO ''
    AS $$
  select v.talent_id,
         max(coalesce(res.valid_until, 'infinity'::date))
           filter (where v.visit_type in ('sir_initial', 'sir_periodic') and res.result in ('fit', 'fit_with_adjustments')),
         max(least(coalesce(res.valid_until, 'infinity'::date), coalesce(res.next_visit_due, 'infinity'::date)))
           filter (where res.result <> 'unfit')
  from public.medical_checkup_result res
  join public.medical_checkup_request v on v.id = res.medical_checkup_request_id
  where res.workspace_id = any ((select private.current_workspace_ids())::uuid[]) and res.issued_at <= private.paris_today()
  group by v.talent_id
$$;

REVOKE ALL ON FUNCTION private.medical_follow_up() FROM PUBLIC;
GRANT ALL ON FUNCTION private.medical_follow_up() TO authenticated;
GRANT ALL ON FUNCTION private.medical_follow_up() TO service_role;

-- To the manager when a draft of a non-autonomous consultant is made (or handed to one) without the validation…
CREATE FUNCTION private.notify_contract_manager_validation() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_owner public.team_member;
  v_data jsonb := jsonb_build_object('entity', 'contract', 'entity_id', new.id, 'link', format('/contracts/%s', new.id));
begin
  if new.status <> 'draft' then
    return null;
  end if;
  select tm.* into v_owner from public.team_member tm where tm.id = new.owner_id;
  if v_owner.id is null or v_owner.management_level > 1 or v_owner.is_autonomous then
    return null;
  end if;
  if new.manager_validated_at is null then
    if tg_op = 'INSERT' or new.owner_id is distinct from old.owner_id then
      perform private.notify_member(new.workspace_id, v_owner.manager_id, 'contract_manager_validation',
        format('Contrat à valider en tant que manager : %s', private.contract_notification_label(new)), v_data);
    end if;
  elsif tg_op = 'UPDATE' and old.manager_validated_at is null then
    perform private.notify_member(new.workspace_id, new.owner_id, 'contract_manager_validated',
      format('Contrat validé par votre manager, à soumettre en revue : %s', private.contract_notification_label(new)), v_data);
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.notify_contract_manager_validation() FROM PUBLIC;

-- Contract events: to review (CSM, external CSM), sent back or changed by the administrator (its consultant), signed…
CREATE FUNCTION private.notify_contract_status() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_label text := private.contract_notification_label(new);
  v_data jsonb := jsonb_build_object('entity', 'contract', 'entity_id', new.id, 'from_status', old.status, 'to_status', new.status);
begin
  if new.status is not distinct from old.status then
    return null;
  end if;
  case new.status
    when 'review' then
      perform private.notify_roles(new.workspace_id, '{csm_team_member,external_csm_team_member}', 'contract_review',
        format('Contrat à revoir : %s', v_label), v_data || jsonb_build_object('link', format('/contracts/%s/review', new.id)));
    when 'admin_modification_requested' then
      perform private.notify_member(new.workspace_id, new.owner_id, 'contract_modification_requested',
        format('Contrat renvoyé pour modification : %s', v_label),
        v_data || jsonb_build_object('link', format('/contracts/%s/admin-modification-requested', new.id), 'comment', new.review_comment));
    when 'consultant_review' then
      perform private.notify_member(new.workspace_id, new.owner_id, 'contract_modification_requested',
        format('Contrat modifié par l''administration, à revoir : %s', v_label),
        v_data || jsonb_build_object('link', format('/contracts/%s/consultant-review', new.id)));
    when 'signed' then
      perform private.notify_member(new.workspace_id, new.owner_id, 'contract_signed', format('Contrat signé : %s', v_label),
        v_data || jsonb_build_object('link', format('/contracts/%s', new.id)));
    else
      null;
  end case;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.notify_contract_status() FROM PUBLIC;
GRANT ALL ON FUNCTION private.notify_contract_status() TO authenticated;
GRANT ALL ON FUNCTION private.notify_contract_status() TO service_role;

-- Notifications: a per-member read state (a notification addressed to roles is read by each recipient on their own)…
CREATE FUNCTION private.notify_expiring_documents() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_row record;
  v_count integer := 0;
begin
  for v_row in
    select i.subject_id, i.workspace_id, i.label, i.due_at, i.owner_id, i.link, i.severity
    from private.action_rule_document_expiring() i
    where not exists (select 1 from public.notification n
                      where n.type = 'document_expiring' and n.data ->> 'entity_id' = i.subject_id::text
                        and n.data ->> 'expiry_date' = (i.due_at at time zone 'Europe/Paris')::date::text)
  loop
    perform private.notify_member(v_row.workspace_id, v_row.owner_id, 'document_expiring',
      format('%s : %s le %s', v_row.label, case when v_row.severity = 'critical' then 'expiré' else 'expire' end,
             to_char(v_row.due_at at time zone 'Europe/Paris', 'DD/MM/YYYY')),
      jsonb_build_object('entity', 'document', 'entity_id', v_row.subject_id, 'link', v_row.link,
                         'expiry_date', (v_row.due_at at time zone 'Europe/Paris')::date::text));
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;

REVOKE ALL ON FUNCTION private.notify_expiring_documents() FROM PUBLIC;
GRANT ALL ON FUNCTION private.notify_expiring_documents() TO service_role;
GRANT ALL ON FUNCTION private.notify_expiring_documents() TO authenticated;

-- To one member of the workspace, unless they caused the event themselves.
CREATE FUNCTION private.notify_member(p_workspace_id uuid, p_member_id uuid, p_type public.notification_type, p_title text, p_data jsonb) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if p_member_id is null or p_member_id is not distinct from private.current_team_member_id() then
    return;
  end if;
  if not exists (select 1 from public.team_member_workspace tmw join public.team_member tm on tm.id = tmw.team_member_id
                 where tmw.team_member_id = p_member_id and tmw.workspace_id = p_workspace_id and tm.offboarded_at is null) then
    return;
  end if;
  insert into public.notification (workspace_id, recipient_id, type, title, data)
  values (p_workspace_id, p_member_id, p_type, p_title, p_data);
end
$$;

REVOKE ALL ON FUNCTION private.notify_member(p_workspace_id uuid, p_member_id uuid, p_type public.notification_type, p_title text, p_data jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.notify_member(p_workspace_id uuid, p_member_id uuid, p_type public.notification_type, p_title text, p_data jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.notify_member(p_workspace_id uuid, p_member_id uuid, p_type public.notification_type, p_title text, p_data jsonb) TO service_role;

-- One link to a request, for the action centre's "request_due" items and the two request notifications…
CREATE FUNCTION private.notify_request_assignee() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_new jsonb := to_jsonb(new);
  v_assignee uuid := (v_new ->> 'assignee_id')::uuid;
  v_type public.request_type;
  v_talent text;
begin
  if v_assignee is null or (tg_op = 'UPDATE' and v_assignee is not distinct from (to_jsonb(old) ->> 'assignee_id')::uuid) then
    return null;
  end if;
  select t.* into v_type from public.request_type t where t.entity = tg_table_name;
  select private.action_talent_name(t.first_name, t.last_name) into v_talent from public.talent t where t.id = (v_new ->> 'talent_id')::uuid;
  perform private.notify_member((v_new ->> 'workspace_id')::uuid, v_assignee, 'request_assigned',
    format('%s vous est assignée%s', v_type.label, coalesce(' : ' || v_talent, '')),
    jsonb_build_object('entity', tg_table_name, 'entity_id', v_new ->> 'id', 'due_at', v_new ->> 'due_at',
      'link', private.request_link(tg_table_name, (v_new ->> 'id')::uuid)));
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.notify_request_assignee() FROM PUBLIC;
GRANT ALL ON FUNCTION private.notify_request_assignee() TO authenticated;
GRANT ALL ON FUNCTION private.notify_request_assignee() TO service_role;

-- To every member of the workspace holding one of the roles.
CREATE FUNCTION private.notify_roles(p_workspace_id uuid, p_roles public.app_role[], p_type public.notification_type, p_title text, p_data jsonb) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into public.notification (workspace_id, recipient_roles, type, title, data)
  values (p_workspace_id, p_roles, p_type, p_title, p_data)
$$;

REVOKE ALL ON FUNCTION private.notify_roles(p_workspace_id uuid, p_roles public.app_role[], p_type public.notification_type, p_title text, p_data jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.notify_roles(p_workspace_id uuid, p_roles public.app_role[], p_type public.notification_type, p_title text, p_data jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.notify_roles(p_workspace_id uuid, p_roles public.app_role[], p_type public.notification_type, p_title text, p_data jsonb) TO service_role;

-- Timesheet events, the week opening in the list's drawer.
CREATE FUNCTION private.notify_timesheet_status() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_contract public.contract;
  v_label text;
  v_data jsonb;
begin
  if new.status is not distinct from old.status or new.status not in ('disputed', 'signed') then
    return null;
  end if;
  select c.* into v_contract from public.contract c where c.id = new.contract_id;
  v_label := format('%s, semaine %s', private.contract_notification_label(v_contract), new.iso_week);
  v_data := jsonb_build_object('entity', 'timesheet_week', 'entity_id', new.id, 'to_status', new.status,
                               'link', format('/timesheets?open=%s', new.id));
  if new.status = 'disputed' then
    v_data := v_data || jsonb_build_object('comment', new.dispute_reason);
    perform private.notify_roles(new.workspace_id, '{csm_team_member}', 'timesheet_disputed', format('Relevé contesté : %s', v_label), v_data);
    perform private.notify_member(new.workspace_id, v_contract.owner_id, 'timesheet_disputed', format('Relevé contesté : %s', v_label), v_data);
  else
    perform private.notify_member(new.workspace_id, v_contract.owner_id, 'timesheet_signed', format('Relevé signé : %s', v_label), v_data);
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.notify_timesheet_status() FROM PUBLIC;
GRANT ALL ON FUNCTION private.notify_timesheet_status() TO authenticated;
GRANT ALL ON FUNCTION private.notify_timesheet_status() TO service_role;

-- Validates a document (dates, subject, type, rejection reason) and stamps verification.
CREATE FUNCTION private.prepare_document() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.expiry_date is not null and new.issued_at is not null and new.expiry_date < new.issued_at then
    perform private.fail('La date d''expiration doit être postérieure à la date de délivrance', 'document_dates_order');
  end if;
  if num_nonnulls(new.talent_id, new.contract_id, new.company_id, new.mission_id) = 0 then
    perform private.fail('Un document doit être rattaché à un talent, un contrat, une entreprise ou une mission', 'document_subject');
  end if;
  if new.mime_type is not null and not new.mime_type = any (private.allowed_upload_mime_types()) then
    perform private.fail('Type de fichier non accepté (JPEG, PNG, PDF, tableur, HEIC/HEIF)', 'document_mime_type');
  end if;
  if new.status = 'rejected' and coalesce(btrim(new.rejection_reason), '') = '' then
    perform private.fail('Un motif est obligatoire pour refuser un document', 'document_rejection_reason');
  end if;
  -- A medical notice counts for a SIR post by its category (private.contract_document_problem): a
  -- team member names it, and a SIR aptitude's end of validity (renewed within four years, R4624-28).
  if new.type = 'medical_attestation' and not private.is_system()
     and (tg_op = 'INSERT' or new.category is distinct from old.category or new.expiry_date is distinct from old.expiry_date) then
    if coalesce(btrim(new.category), '') = '' then
      perform private.fail('Précisez la catégorie de l''avis médical (SIR apte, apte avec aménagements ou inapte, ou VIP)', 'document_medical_category');
    end if;
    if new.category ilike 'SIR%' and new.category not ilike '%inapt%' and new.expiry_date is null then
      perform private.fail('Un avis d''aptitude SIR doit préciser sa fin de validité (« Expire le »)', 'document_medical_expiry');
    end if;
  end if;
  if new.status = 'valid' and (tg_op = 'INSERT' or old.status is distinct from 'valid') then
    new.verified_at := coalesce(new.verified_at, now());
    new.verified_by := coalesce(auth.uid(), new.verified_by);
  end if;
  if new.signature_submission_status = 'completed' then
    new.signature_completed_at := coalesce(new.signature_completed_at, now());
  end if;
  perform private.assert_same_workspace(new.workspace_id, 'talent', new.talent_id, 'Le talent');
  perform private.assert_same_workspace(new.workspace_id, 'contract', new.contract_id, 'Le contrat');
  perform private.assert_same_workspace(new.workspace_id, 'company', new.company_id, 'L''entreprise');
  perform private.assert_same_workspace(new.workspace_id, 'mission', new.mission_id, 'La mission');
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.prepare_document() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_document() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_document() TO service_role;

-- Validates a note: a subject (unless a service note), some content, who publishes service notes.
CREATE FUNCTION private.prepare_note() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- note_type is the truth; is_service_note (older writers, the index) follows it, or leads it
  -- when a writer only sets the flag.
  if tg_op = 'INSERT' and new.is_service_note and new.note_type = 'internal' then
    new.note_type := 'service_note';
  elsif tg_op = 'UPDATE' and new.is_service_note is distinct from old.is_service_note and new.note_type = old.note_type then
    new.note_type := case when new.is_service_note then 'service_note' else 'internal' end::public.note_type;
  end if;
  new.is_service_note := new.note_type = 'service_note';
  if new.is_service_note then
    new.status := coalesce(new.status, 'draft');
    if new.status = 'published' and new.published_at is null then
      new.published_at := now();
    end if;
  else
    new.status := null;
    new.audience_roles := '{}';
    new.audience_agency_ids := '{}';
  end if;
  if (new.request_table is null) <> (new.request_id is null) then
    perform private.fail('Une note sur une demande nomme le type et la demande', 'note_request');
  end if;
  if not new.is_service_note and num_nonnulls(new.talent_id, new.contact_id, new.contract_id, new.mission_id,
                                               new.company_id, new.application_id, new.timesheet_week_id, new.request_id) = 0 then
    perform private.fail('Une note doit être rattachée à un élément (talent, contact, contrat, mission…)', 'note_subject');
  end if;
  if new.is_service_note and coalesce(btrim(new.title), '') = '' then
    perform private.fail('Une note de service doit avoir un titre', 'note_service_title');
  end if;
  if new.note_type = 'voice' and new.audio_file is null then
    perform private.fail('Une note vocale doit avoir un enregistrement audio', 'note_voice_audio');
  end if;
  if coalesce(btrim(new.content), '') = '' and new.audio_file is null then
    perform private.fail('Une note doit avoir un contenu ou un enregistrement audio', 'note_content');
  end if;
  -- The agencies of the temp agency are workspaces: a service note reaches only the author's.
  if new.is_service_note and not private.is_system()
     and not new.audience_agency_ids <@ private.member_workspace_ids() then
    perform private.fail('Une note de service ne vise que des agences dont vous êtes membre', 'note_service_agencies', '42501');
  end if;
  if new.is_service_note and (tg_op = 'INSERT' or not old.is_service_note) and not private.is_system()
     and not private.may('note.publish_service_note') then
    perform private.fail('Seuls un CSM, la comptabilité ou un développeur peuvent publier une note de service', 'note_service_right', '42501');
  end if;
  perform private.assert_same_workspace(new.workspace_id, 'talent', new.talent_id, 'Le talent');
  perform private.assert_same_workspace(new.workspace_id, 'contact', new.contact_id, 'Le contact');
  perform private.assert_same_workspace(new.workspace_id, 'contract', new.contract_id, 'Le contrat');
  perform private.assert_same_workspace(new.workspace_id, 'mission', new.mission_id, 'La mission');
  perform private.assert_same_workspace(new.workspace_id, 'company', new.company_id, 'L''entreprise');
  perform private.assert_same_workspace(new.workspace_id, 'application', new.application_id, 'La candidature');
  perform private.assert_same_workspace(new.workspace_id, 'timesheet_week', new.timesheet_week_id, 'Le relevé');
  if new.request_table is not null then
    perform private.assert_same_workspace(new.workspace_id, new.request_table, new.request_id, 'La demande');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.prepare_note() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_note() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_note() TO service_role;

-- Recipients may only mark a notification read or unread.
CREATE FUNCTION private.prepare_notification() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' then
    if new.recipient_id is null and cardinality(new.recipient_roles) = 0 then
      perform private.fail('Une notification doit avoir un destinataire ou des rôles destinataires', 'notification_recipient');
    end if;
    if new.recipient_id is not null and not exists (
      select 1 from public.team_member_workspace tmw
      where tmw.team_member_id = new.recipient_id and tmw.workspace_id = new.workspace_id
    ) then
      perform private.fail('Le destinataire doit être membre du workspace', 'notification_recipient_workspace');
    end if;
  elsif not private.is_system()
        and (new.recipient_id, new.recipient_roles, new.type, new.title, new.data, new.workspace_id)
            is distinct from (old.recipient_id, old.recipient_roles, old.type, old.title, old.data, old.workspace_id) then
    perform private.fail('Seul le statut de lecture d''une notification peut être modifié', 'notification_read_only');
  end if;
  new.read_at := case when new.is_read then coalesce(new.read_at, now()) end;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.prepare_notification() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_notification() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_notification() TO service_role;

-- Every row again (after a bulk load made with the triggers off, or to check the triggers)
CREATE FUNCTION private.rebuild_document_watch() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from public.document_watch;
  insert into public.document_watch (document_id, workspace_id, talent_id, type, expiry_date, running_contract_until)
  select d.id, d.workspace_id, d.talent_id, d.type, d.expiry_date, private.running_contract_until(d.talent_id, d.workspace_id)
  from public.document d
  where private.is_watched_document(d);
  update public.document_watch w
  set running_owners = r.owners
  from (select c.talent_id, c.workspace_id,
               array_agg(distinct c.owner_id order by c.owner_id) filter (where c.owner_id is not null) as owners
        from public.contract c
        where c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
        group by 1, 2) r
  where w.talent_id = r.talent_id and w.workspace_id = r.workspace_id and r.owners is not null;
  update public.document_watch w
  set superseded = true
  from (select talent_id, type, max(expiry_date) as latest from public.document_watch group by 1, 2) m
  where w.talent_id = m.talent_id and w.type = m.type and w.expiry_date < m.latest;
end
$$;

REVOKE ALL ON FUNCTION private.rebuild_document_watch() FROM PUBLIC;

-- Every open_order_post row again (after a bulk load made with the triggers off, or to check them).
CREATE FUNCTION private.rebuild_open_order_post() RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.refresh_open_order_post(null);
$$;

REVOKE ALL ON FUNCTION private.rebuild_open_order_post() FROM PUBLIC;

-- Every open_order_unstaffed row again (after a bulk load made with the triggers off, or to check them).
CREATE FUNCTION private.rebuild_open_order_unstaffed() RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  delete from public.open_order_unstaffed;
  insert into public.open_order_unstaffed (mission_id, workspace_id)
  select m.id, m.workspace_id
  from public.mission m
  where m.is_client_order and m.status in ('open', 'sourcing')
    and not exists (select 1 from public.application a
                    where a.mission_id = m.id and not a.is_rejected
                      and a.stage in ('presented', 'client_interview', 'retained', 'onboarding', 'placed'));
$$;

REVOKE ALL ON FUNCTION private.rebuild_open_order_unstaffed() FROM PUBLIC;

-- Every running_contract_watch row again (after a bulk load made with the triggers off, or to check them).
CREATE FUNCTION private.rebuild_running_contract_watch() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from public.running_contract_watch;
  insert into public.running_contract_watch (contract_id, workspace_id, talent_id, company_id, owner_id, contract_key,
                                             amendment_number, is_amendment, is_service, medical_surveillance, start_date,
                                             last_day, first_day, superseded, on_worksite, talent_independent, card_until,
                                             vigilance_issued)
  select c.id, c.workspace_id, c.talent_id, c.company_id, c.owner_id, c.contract_key, c.amendment_number, c.is_amendment,
         c.contract_type = 'independent_service', c.medical_surveillance, c.start_date,
         coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 0)),
         k.first_day,
         exists (select 1 from public.contract a
                 where a.is_amendment and a.workspace_id = c.workspace_id and a.contract_key = c.contract_key
                   and a.amendment_number > c.amendment_number
                   and a.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')),
         coalesce(co.naf_code ~ '^4[1-3]\.'
                  or s.code in ('tp_vrd', 'gros_oeuvre', 'second_oeuvre', 'genie_civil', 'renovation_rehabilitation'), false),
         t.worker_type in ('independent', 'portage'), d.card_until, d.vigilance_issued
  from public.contract c
  join public.talent t on t.id = c.talent_id
  left join public.company co on co.id = c.company_id
  left join public.sector s on s.id = co.sector_id
  left join (select o.workspace_id, o.contract_key, min(o.start_date) as first_day from public.contract o
             where o.status <> 'canceled' group by 1, 2) k on k.workspace_id = c.workspace_id and k.contract_key = c.contract_key
  left join (select d.talent_id, d.workspace_id,
                    max(coalesce(d.expiry_date, 'infinity'::date))
                      filter (where d.type = 'carte_btp' and d.status in ('valid', 'expiring_soon')) as card_until,
                    max(coalesce(d.issued_at, (d.created_at at time zone 'Europe/Paris')::date))
                      filter (where d.type = 'urssaf_vigilance' and d.status in ('valid', 'expiring_soon', 'pending_verification')) as vigilance_issued
             from public.document d
             where d.type in ('carte_btp', 'urssaf_vigilance')
             group by 1, 2) d on d.talent_id = c.talent_id and d.workspace_id = c.workspace_id
  where private.is_running_contract_watched(c);
end
$$;

REVOKE ALL ON FUNCTION private.rebuild_running_contract_watch() FROM PUBLIC;

-- Every running_order_staffing row again (after a bulk load made with the triggers off, or to check them).
CREATE FUNCTION private.rebuild_running_order_staffing() RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  delete from public.running_order_staffing;
  insert into public.running_order_staffing (mission_id, workspace_id, owner_id, open_positions, placed)
  select m.id, m.workspace_id, m.owner_id, m.number_of_open_positions, coalesce(p.placed, 0)
  from public.mission m
  left join (select a.mission_id, count(*) as placed from public.application a
             where a.stage = 'placed' and not a.is_rejected group by 1) p on p.mission_id = m.id
  where m.is_client_order and m.status in ('open', 'sourcing', 'presented', 'partially_filled');
$$;

REVOKE ALL ON FUNCTION private.rebuild_running_order_staffing() FROM PUBLIC;

-- The versions of one document of a talent: all but the one expiring last are superseded
CREATE FUNCTION private.refresh_document_versions(p_talent uuid, p_type public.document_type) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update public.document_watch w
  set superseded = w.expiry_date < m.latest
  from (select max(expiry_date) as latest from public.document_watch
        where talent_id = p_talent and type = p_type) m
  where w.talent_id = p_talent and w.type = p_type and w.superseded is distinct from (w.expiry_date < m.latest)
$$;

REVOKE ALL ON FUNCTION private.refresh_document_versions(p_talent uuid, p_type public.document_type) FROM PUBLIC;

-- The rows of the given orders (null: every order), as before, with the workplace ends…
CREATE FUNCTION private.refresh_open_order_post(p_missions uuid[]) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select pg_advisory_xact_lock(hashtext('open_order_post'), hashtext(id::text))
  from (select distinct id from unnest(p_missions) id order by id) ids;
  delete from public.open_order_post where p_missions is null or mission_id = any (p_missions);
  insert into public.open_order_post (mission_id, workspace_id, owner_id, start_date, post_ends, workplace_ends)
  select m.id, m.workspace_id, m.owner_id, m.start_date, coalesce(e.post_ends, '{}'), coalesce(e.workplace_ends, '{}')
  from public.mission m
  cross join lateral (
    select array_agg(x.last_day order by x.last_day) as post_ends,
           array_agg(x.last_day order by x.last_day) filter (where x.same_place) as workplace_ends
    from (
      select coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 0)) as last_day,
             case when c.address_id is not distinct from m.address_id then true
                  when c.address_id is null or m.address_id is null then false
                  else private.same_workplace(c.address_id, m.address_id) end as same_place
      from public.contract c
      where c.workspace_id = m.workspace_id and c.company_id = m.company_id and c.job_id is not distinct from m.job_id
        and c.contract_type = 'mission' and c.status not in ('draft', 'canceled')
        and c.mission_id is distinct from m.id
    ) x
  ) e
  where (p_missions is null or m.id = any (p_missions))
    and m.is_client_order and m.status in ('draft', 'open', 'sourcing', 'presented', 'partially_filled')
    and m.company_id is not null;
$$;

REVOKE ALL ON FUNCTION private.refresh_open_order_post(p_missions uuid[]) FROM PUBLIC;

-- One order's row, from the order and its applications.
CREATE FUNCTION private.refresh_open_order_unstaffed(p_mission uuid) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select pg_advisory_xact_lock(hashtext('open_order_unstaffed'), hashtext(p_mission::text));
  delete from public.open_order_unstaffed where mission_id = p_mission;
  insert into public.open_order_unstaffed (mission_id, workspace_id)
  select m.id, m.workspace_id
  from public.mission m
  where m.id = p_mission and m.is_client_order and m.status in ('open', 'sourcing')
    and not exists (select 1 from public.application a
                    where a.mission_id = m.id and not a.is_rejected
                      and a.stage in ('presented', 'client_interview', 'retained', 'onboarding', 'placed'));
$$;

REVOKE ALL ON FUNCTION private.refresh_open_order_unstaffed(p_mission uuid) FROM PUBLIC;

-- The versions of one contract key: the first start, and each superseded while a later amendment runs
CREATE FUNCTION private.refresh_running_contract_versions(p_workspace uuid, p_key text) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update public.running_contract_watch w
  set superseded = n.superseded, first_day = n.first_day
  from (select w.contract_id,
               exists (select 1 from public.contract a
                       where a.is_amendment and a.workspace_id = w.workspace_id and a.contract_key = w.contract_key
                         and a.amendment_number > w.amendment_number
                         and a.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')) as superseded,
               (select min(o.start_date) from public.contract o
                where o.workspace_id = w.workspace_id and o.contract_key = w.contract_key and o.status <> 'canceled') as first_day
        from public.running_contract_watch w
        where w.workspace_id = p_workspace and w.contract_key = p_key) n
  where w.contract_id = n.contract_id
    and (w.superseded, w.first_day) is distinct from (n.superseded, n.first_day)
$$;

REVOKE ALL ON FUNCTION private.refresh_running_contract_versions(p_workspace uuid, p_key text) FROM PUBLIC;

-- An application written does not lock its order: the order's lock first…
CREATE FUNCTION private.refresh_running_order_staffing(p_mission uuid) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select pg_advisory_xact_lock(hashtext('running_order_staffing'), hashtext(p_mission::text));
  delete from public.running_order_staffing where mission_id = p_mission;
  insert into public.running_order_staffing (mission_id, workspace_id, owner_id, open_positions, placed)
  select m.id, m.workspace_id, m.owner_id, m.number_of_open_positions,
         (select count(*) from public.application a where a.mission_id = m.id and a.stage = 'placed' and not a.is_rejected)
  from public.mission m
  where m.id = p_mission and m.is_client_order and m.status in ('open', 'sourcing', 'presented', 'partially_filled');
$$;

REVOKE ALL ON FUNCTION private.refresh_running_order_staffing(p_mission uuid) FROM PUBLIC;

-- A consultant's expiring documents: only the documents of talents with a running contract of theirs are probed for…
CREATE FUNCTION private.running_contract_owners(p_talent uuid, p_workspace uuid) RETURNS uuid[]
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(distinct c.owner_id order by c.owner_id) filter (where c.owner_id is not null), '{}')
  from public.contract c
  where c.talent_id = p_talent and c.workspace_id = p_workspace
    and c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
$$;

REVOKE ALL ON FUNCTION private.running_contract_owners(p_talent uuid, p_workspace uuid) FROM PUBLIC;

-- The latest end of a talent's running contracts in a workspace: a document expiring before it is flagged.
CREATE FUNCTION private.running_contract_until(p_talent uuid, p_workspace uuid) RETURNS date
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select max(coalesce(c.definitive_end_date, c.end_date, 'infinity'::date))
  from public.contract c
  where c.talent_id = p_talent and c.workspace_id = p_workspace
    and c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
$$;

-- A centre and its address: the centre's own address line and point follow its address row…
CREATE FUNCTION private.save_center(p_table regclass, p_values jsonb, p_id uuid, p_address jsonb, p_type public.address_type) RETURNS uuid
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  v_current uuid;
  v_address uuid;
  v_point jsonb := '{}';
begin
  if p_id is not null then
    execute format('select address_id from %s where id = $1', p_table) into v_current using p_id;
  end if;
  v_address := private.write_address(v_current, p_address, p_type);
  if p_address is not null then
    select jsonb_build_object('address', coalesce(a.formatted, concat_ws(', ', a.street1, concat_ws(' ', a.postal_code, a.city))),
                              'location', a.location, 'latitude', a.latitude, 'longitude', a.longitude)
      into v_point
    from public.address a where a.id = v_address;
    v_point := coalesce(v_point, jsonb_build_object('address', null, 'location', null, 'latitude', null, 'longitude', null));
  end if;
  return private.write_row(p_table, p_id, coalesce(p_values, '{}'::jsonb) - '{address,location,latitude,longitude}'::text[]
                                          || v_point || jsonb_build_object('address_id', v_address));
end
$_$;

REVOKE ALL ON FUNCTION private.save_center(p_table regclass, p_values jsonb, p_id uuid, p_address jsonb, p_type public.address_type) FROM PUBLIC;
GRANT ALL ON FUNCTION private.save_center(p_table regclass, p_values jsonb, p_id uuid, p_address jsonb, p_type public.address_type) TO authenticated;
GRANT ALL ON FUNCTION private.save_center(p_table regclass, p_values jsonb, p_id uuid, p_address jsonb, p_type public.address_type) TO service_role;

-- A document written: its own row, then the versions of its old and new (talent, type).
CREATE FUNCTION private.sync_document_watch() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.lock_derived_keys('document_watch', array[
    case when tg_op <> 'INSERT' then old.talent_id::text end,
    case when tg_op <> 'DELETE' then new.talent_id::text end]);
  if tg_op <> 'INSERT' then
    delete from public.document_watch where document_id = old.id;
  end if;
  if tg_op <> 'DELETE' and private.is_watched_document(new) then
    insert into public.document_watch (document_id, workspace_id, talent_id, type, expiry_date, running_contract_until, running_owners)
    values (new.id, new.workspace_id, new.talent_id, new.type, new.expiry_date,
            private.running_contract_until(new.talent_id, new.workspace_id),
            private.running_contract_owners(new.talent_id, new.workspace_id));
  end if;
  if tg_op <> 'INSERT' and old.talent_id is not null then
    perform private.refresh_document_versions(old.talent_id, old.type);
  end if;
  if tg_op <> 'DELETE' and new.talent_id is not null
     and (tg_op = 'INSERT' or (old.talent_id, old.type) is distinct from (new.talent_id, new.type)) then
    perform private.refresh_document_versions(new.talent_id, new.type);
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.sync_document_watch() FROM PUBLIC;

-- A contract written: the latest end and the owners of its talent's running contracts, on that talent's rows…
CREATE FUNCTION private.sync_document_watch_contract() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_talent uuid;
  v_talents uuid[] := array_remove(
    case tg_op when 'INSERT' then array[new.talent_id]
               when 'DELETE' then array[old.talent_id]
               else array[old.talent_id, nullif(new.talent_id, old.talent_id)] end, null);
begin
  perform private.lock_derived_keys('document_watch', v_talents::text[]);
  foreach v_talent in array v_talents
  loop
    update public.document_watch w
    set running_contract_until = n.until, running_owners = n.owners
    from (select s.workspace_id, private.running_contract_until(v_talent, s.workspace_id) as until,
                 private.running_contract_owners(v_talent, s.workspace_id) as owners
          from (select distinct workspace_id from public.document_watch where talent_id = v_talent) s) n
    where w.talent_id = v_talent and w.workspace_id = n.workspace_id
      and (w.running_contract_until, w.running_owners) is distinct from (n.until, n.owners);
  end loop;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.sync_document_watch_contract() FROM PUBLIC;

-- An address moved or renamed: the orders at it, and the orders on a post with a contract at it.…
CREATE FUNCTION private.sync_open_order_post_address() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_missions uuid[];
begin
  select array_agg(distinct s.mission_id) into v_missions
  from (
    select o.mission_id
    from public.mission m
    join public.open_order_post o on o.mission_id = m.id
    where m.address_id = new.id
    union all
    select o.mission_id
    from public.contract c
    join public.mission m on m.workspace_id = c.workspace_id and m.company_id = c.company_id
                         and m.job_id is not distinct from c.job_id
    join public.open_order_post o on o.mission_id = m.id
    where c.address_id = new.id and c.contract_type = 'mission' and c.status not in ('draft', 'canceled')
  ) s;
  if v_missions is not null then
    perform private.refresh_open_order_post(v_missions);
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.sync_open_order_post_address() FROM PUBLIC;

-- A contract written: the orders on its old and new post.
CREATE FUNCTION private.sync_open_order_post_contract() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_missions uuid[];
begin
  select array_agg(o.mission_id) into v_missions
  from public.open_order_post o
  join public.mission m on m.id = o.mission_id
  where (tg_op <> 'INSERT' and m.workspace_id = old.workspace_id and m.company_id = old.company_id
         and m.job_id is not distinct from old.job_id)
     or (tg_op <> 'DELETE' and m.workspace_id = new.workspace_id and m.company_id = new.company_id
         and m.job_id is not distinct from new.job_id);
  if v_missions is not null then
    perform private.refresh_open_order_post(v_missions);
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.sync_open_order_post_contract() FROM PUBLIC;

-- A mission written: its own open_order_post row.
CREATE FUNCTION private.sync_open_order_post_mission() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.refresh_open_order_post(array[new.id]);
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.sync_open_order_post_mission() FROM PUBLIC;

-- An application written: the open_order_unstaffed rows of its old and new order.
CREATE FUNCTION private.sync_open_order_unstaffed_application() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op <> 'INSERT' and old.mission_id is not null then
    perform private.refresh_open_order_unstaffed(old.mission_id);
  end if;
  if tg_op <> 'DELETE' and new.mission_id is not null
     and (tg_op = 'INSERT' or new.mission_id is distinct from old.mission_id) then
    perform private.refresh_open_order_unstaffed(new.mission_id);
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.sync_open_order_unstaffed_application() FROM PUBLIC;

-- A mission written: its own open_order_unstaffed row.
CREATE FUNCTION private.sync_open_order_unstaffed_mission() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.refresh_open_order_unstaffed(new.id);
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.sync_open_order_unstaffed_mission() FROM PUBLIC;

-- A contract written: its own row, then the versions of its old and new contract key…
CREATE FUNCTION private.sync_running_contract_watch() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_watched boolean := false;
begin
  if tg_op <> 'DELETE' then
    v_watched := private.is_running_contract_watched(new);
  end if;
  perform private.lock_derived_keys('running_contract_watch', array[
    case when tg_op <> 'INSERT' then old.talent_id::text end,
    case when tg_op <> 'INSERT' then old.company_id::text end,
    case when tg_op <> 'INSERT' then old.workspace_id::text || '/' || old.contract_key end,
    case when tg_op <> 'DELETE' then new.talent_id::text end,
    case when tg_op <> 'DELETE' then new.company_id::text end,
    case when tg_op <> 'DELETE' then new.workspace_id::text || '/' || new.contract_key end]);
  -- its row's on_worksite: its company's sector, read now that the company's key is held
  if v_watched then
    perform private.lock_derived_keys('running_contract_watch.sector',
                                      array(select co.sector_id::text from public.company co where co.id = new.company_id),
                                      true);
  end if;
  if tg_op <> 'INSERT' then
    delete from public.running_contract_watch where contract_id = old.id;
  end if;
  if v_watched then
    insert into public.running_contract_watch (contract_id, workspace_id, talent_id, company_id, owner_id, contract_key,
                                               amendment_number, is_amendment, is_service, medical_surveillance, start_date,
                                               last_day, on_worksite, talent_independent, card_until, vigilance_issued)
    values (new.id, new.workspace_id, new.talent_id, new.company_id, new.owner_id, new.contract_key, new.amendment_number,
            new.is_amendment, new.contract_type = 'independent_service', new.medical_surveillance, new.start_date,
            coalesce(new.definitive_end_date, new.end_date, new.start_date + coalesce(new.minimum_duration_days, 0)),
            private.is_on_worksite(new.company_id), private.is_independent_talent(new.talent_id),
            private.carte_btp_until(new.talent_id, new.workspace_id), private.vigilance_issued(new.talent_id, new.workspace_id));
  end if;
  if tg_op <> 'INSERT' then
    perform private.refresh_running_contract_versions(old.workspace_id, old.contract_key);
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and (old.workspace_id, old.contract_key) is distinct from (new.workspace_id, new.contract_key)) then
    perform private.refresh_running_contract_versions(new.workspace_id, new.contract_key);
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.sync_running_contract_watch() FROM PUBLIC;

-- A company's NAF code or sector changed, or a sector's code: whether its contracts are on a worksite.
CREATE FUNCTION private.sync_running_contract_watch_company() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_table_name = 'company' then
    perform private.lock_derived_keys('running_contract_watch', array[new.id::text]);
    perform private.lock_derived_keys('running_contract_watch.sector', array[old.sector_id::text, new.sector_id::text], true);
  else
    perform private.lock_derived_keys('running_contract_watch.sector', array[new.id::text]);
  end if;
  update public.running_contract_watch w
  set on_worksite = private.is_on_worksite(w.company_id)
  where (tg_table_name = 'company' and w.company_id = new.id)
     or (tg_table_name = 'sector' and w.company_id in (select co.id from public.company co where co.sector_id = new.id));
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.sync_running_contract_watch_company() FROM PUBLIC;

-- A carte BTP or a vigilance attestation written: on its talent's rows (old and new talent and workspace).
CREATE FUNCTION private.sync_running_contract_watch_document() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.lock_derived_keys('running_contract_watch', array[
    case when tg_op <> 'INSERT' and old.type in ('carte_btp', 'urssaf_vigilance') then old.talent_id::text end,
    case when tg_op <> 'DELETE' and new.type in ('carte_btp', 'urssaf_vigilance') then new.talent_id::text end]);
  if tg_op <> 'INSERT' and old.type in ('carte_btp', 'urssaf_vigilance') and old.talent_id is not null then
    update public.running_contract_watch w
    set card_until = private.carte_btp_until(old.talent_id, old.workspace_id),
        vigilance_issued = private.vigilance_issued(old.talent_id, old.workspace_id)
    where w.talent_id = old.talent_id and w.workspace_id = old.workspace_id;
  end if;
  if tg_op <> 'DELETE' and new.type in ('carte_btp', 'urssaf_vigilance') and new.talent_id is not null then
    update public.running_contract_watch w
    set card_until = private.carte_btp_until(new.talent_id, new.workspace_id),
        vigilance_issued = private.vigilance_issued(new.talent_id, new.workspace_id)
    where w.talent_id = new.talent_id and w.workspace_id = new.workspace_id;
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.sync_running_contract_watch_document() FROM PUBLIC;

-- A talent's way of working changed.
CREATE FUNCTION private.sync_running_contract_watch_talent() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.lock_derived_keys('running_contract_watch', array[new.id::text]);
  update public.running_contract_watch w
  set talent_independent = new.worker_type in ('independent', 'portage')
  where w.talent_id = new.id and w.talent_independent is distinct from (new.worker_type in ('independent', 'portage'));
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.sync_running_contract_watch_talent() FROM PUBLIC;

-- An application written: the running_order_staffing rows of its old and new order.
CREATE FUNCTION private.sync_running_order_staffing_application() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op <> 'INSERT' and old.mission_id is not null then
    perform private.refresh_running_order_staffing(old.mission_id);
  end if;
  if tg_op <> 'DELETE' and new.mission_id is not null
     and (tg_op = 'INSERT' or new.mission_id is distinct from old.mission_id) then
    perform private.refresh_running_order_staffing(new.mission_id);
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.sync_running_order_staffing_application() FROM PUBLIC;

-- A mission written: its own running_order_staffing row.
CREATE FUNCTION private.sync_running_order_staffing_mission() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.refresh_running_order_staffing(new.id);
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.sync_running_order_staffing_mission() FROM PUBLIC;

-- When a talent's latest URSSAF vigilance attestation was issued: one over 6 months is flagged (L8222-1).
CREATE FUNCTION private.vigilance_issued(p_talent uuid, p_workspace uuid) RETURNS date
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select max(coalesce(d.issued_at, (d.created_at at time zone 'Europe/Paris')::date))
  from public.document d
  where d.talent_id = p_talent and d.workspace_id = p_workspace and d.type = 'urssaf_vigilance'
    and d.status in ('valid', 'expiring_soon', 'pending_verification')
$$;

-- The action centre, with the statements of the manager_validation queue…
CREATE FUNCTION public.action_centre() RETURNS TABLE(rule text, severity text, subject_type text, subject_id uuid, workspace_id uuid, label text, due_at timestamp with time zone, link text, total bigint)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    SET jit TO 'off'
    AS $_$
declare
  v_roles public.app_role[] := private.current_roles();
  v_me uuid := private.current_team_member_id();
  v_mine uuid[] := private.me_and_managee_ids();
  v_rule public.action_rule;
  v_owners uuid[];
  v_key text;
begin
  if v_me is null then
    return;
  end if;
  for v_rule in select r.* from public.action_rule r order by r.position loop
    if 'team_member_developer' = any (v_roles) or v_rule.roles && v_roles or v_rule.rule = 'request_due' then
      v_owners := null;
    elsif v_rule.owner_roles && v_roles then
      v_owners := v_mine;
    else
      continue;
    end if;
    v_key := v_rule.rule || case when v_owners is null then '' else ':mine' end;
    case v_key
      when 'contract_unsigned_start' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_contract_unsigned_start(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'dpae_missing' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_dpae_missing(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      -- the DPAE adapter's anomalies (37_dpae_adapter.sql, issue #51): the URSSAF's or the declaration's
      when 'dpae_anomaly' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_dpae_anomaly(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'contract_review' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_contract_review(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'modification_requested' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_modification_requested(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'timesheet_unsigned' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_timesheet_unsigned(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'timesheet_disputed' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_timesheet_disputed(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'request_due' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_request_due(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'document_expiring' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_document_expiring(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'weeks_unbilled' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_weeks_unbilled(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'invoices_overdue' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_invoices_overdue(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'documents_failed' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_documents_failed(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'backup_failed' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_backup_failed(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'agency_attestation' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_agency_attestation(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      -- the relevé mensuel des contrats de mission (39_mission_statement.sql, issue #51)
      when 'mission_statement_due' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_mission_statement_due(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'invoices_platform_rejected' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_invoices_platform_rejected(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'mission_ending' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_mission_ending(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'order_unstaffed' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_order_unstaffed(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'new_applications' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_new_applications(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'conditions_expiring' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_conditions_expiring(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'medical_required' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_medical_required(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'carence_conflict' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_carence_conflict(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'independent_invoices' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_independent_invoices(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'credit_exposure' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_credit_exposure(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'carte_btp_missing' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_carte_btp_missing(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'manager_validation' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_manager_validation(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'modification_requested:mine' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_modification_requested(v_mine) i
        where i.owner_id = any (v_mine)
          and not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'document_expiring:mine' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_document_expiring(v_mine) i
        where i.owner_id = any (v_mine)
          and not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'mission_ending:mine' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_mission_ending(v_mine) i
        where i.owner_id = any (v_mine)
          and not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'order_unstaffed:mine' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_order_unstaffed(v_mine) i
        where i.owner_id = any (v_mine)
          and not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'new_applications:mine' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_new_applications(v_mine) i
        where i.owner_id = any (v_mine)
          and not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'carence_conflict:mine' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_carence_conflict(v_mine) i
        where i.owner_id = any (v_mine)
          and not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'manager_validation:mine' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_manager_validation(v_mine) i
        where i.owner_id = any (v_mine)
          and not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      else
        -- $1 is planned as a constant (EXECUTE … USING): a null list drops the owner filter
        return query execute format(
          'select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over () '
          'from private.%I($1) i '
          'where ($1 is null or i.owner_id = any ($1)) '
          '  and not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s '
          '                  where s.team_member_id = $2 and (s.status = ''dismissed'' or s.snoozed_until > now())), false) '
          'order by case i.severity when ''critical'' then 0 when ''warning'' then 1 else 2 end, i.due_at nulls last, i.subject_id '
          'limit 50', 'action_rule_' || v_rule.rule)
          using v_owners, v_me;
    end case;
  end loop;
end
$_$;

REVOKE ALL ON FUNCTION public.action_centre() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.action_centre() FROM PUBLIC;
GRANT ALL ON FUNCTION public.action_centre() TO authenticated;
GRANT ALL ON FUNCTION public.action_centre() TO service_role;

-- The figures, with the open orders from the table.
CREATE FUNCTION public.action_centre_figures() RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    SET jit TO 'off'
    AS $$
declare
  v_roles public.app_role[] := private.current_roles();
  v_own boolean := not (v_roles && '{csm_team_member,external_csm_team_member,accounting_team_member,team_member_developer,team_member_independent_administrator}'::public.app_role[]);
  v_mine uuid[] := private.me_and_managee_ids();
  v_owners uuid[] := case when v_own then v_mine end;
  v_week date := date_trunc('week', private.paris_today())::date;
  -- the weeks' bounds as instants: Monday midnight in Paris (the database's clock is UTC)
  v_week_from timestamptz := v_week::timestamp at time zone 'Europe/Paris';
  v_since timestamptz := (v_week - 49)::timestamp at time zone 'Europe/Paris';
  -- the placed applications count for who may read applications (see above)
  v_applications boolean := not pg_catalog.row_security_active('public.application') or private.can('application', 'select');
  v_hours_week numeric;
  v_awaiting bigint;
  v_by_week jsonb;
  v_result jsonb;
begin
  if private.current_team_member_id() is null then
    return null;
  end if;
  -- the timesheet figures: the signed weeks by signature date and the weeks awaiting signature,
  -- each read from its covering index; a consultant's are the weeks of their contracts, whose
  -- set is hashed once for the three figures (57 000 contracts for a manager: once, not thrice)
  with weeks as materialized (
    select w.status, w.signed_at, w.total_hours
    from (select 'pending_signature'::public.timesheet_status as status, null::timestamptz as signed_at, null::numeric as total_hours, w.contract_id
          from public.timesheet_week w
          where v_own and w.status = 'pending_signature'
          union all
          select w.status, w.signed_at, w.total_hours, w.contract_id
          from public.timesheet_week w
          where v_own and w.signed_at >= v_since and w.status in ('signed', 'validated', 'exported', 'invoiced')) w
    where exists (select 1 from public.contract c where c.id = w.contract_id and c.owner_id = any (v_mine))
  )
  select case when v_own then (select coalesce(sum(w.total_hours), 0) from weeks w
                                where w.signed_at >= v_week_from and w.status in ('signed', 'validated', 'exported', 'invoiced'))
              else (select coalesce(sum(w.total_hours), 0) from public.timesheet_week w
                    where w.signed_at >= v_week_from and w.status in ('signed', 'validated', 'exported', 'invoiced')) end,
         case when v_own then (select count(*) from weeks w where w.status = 'pending_signature')
              else (select count(*) from public.timesheet_week w where w.status = 'pending_signature') end,
         (select coalesce(jsonb_agg(jsonb_build_object('week', g.week::date, 'hours', coalesce(h.hours, 0)) order by g.week), '[]')
          from generate_series(v_week - 49, v_week, interval '7 days') as g (week)
          left join (select date_trunc('week', w.signed_at at time zone 'Europe/Paris')::date as week, sum(w.total_hours) as hours
                     from (select w.signed_at, w.total_hours, w.status from weeks w
                           union all
                           select w.signed_at, w.total_hours, w.status from public.timesheet_week w
                           where not v_own and w.signed_at >= v_since) w
                     where w.signed_at >= v_since and w.status in ('signed', 'validated', 'exported', 'invoiced')
                     group by 1) h on h.week = g.week::date)
  into v_hours_week, v_awaiting, v_by_week;
  select jsonb_build_object(
    'open_orders', coalesce(o.orders, 0),
    'positions_left', coalesce(o.positions, 0),
    'active_contracts', (select count(*) from public.contract c
                         where c.status = 'active' and not c.is_amendment and (not v_own or c.owner_id = any (v_mine))),
    'hours_signed_this_week', v_hours_week,
    'timesheets_awaiting_signature', v_awaiting,
    'expiring_documents', (select count(*) from private.action_rule_document_expiring(v_owners) i),
    'hours_by_week', v_by_week)
  into v_result
  from (select count(*) as orders,
               sum(greatest(s.open_positions - case when v_applications then s.placed else 0 end, 0)) as positions
        from public.running_order_staffing s
        where not v_own or s.owner_id = any (v_mine)) o;
  return v_result;
end
$$;

REVOKE ALL ON FUNCTION public.action_centre_figures() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.action_centre_figures() FROM PUBLIC;
GRANT ALL ON FUNCTION public.action_centre_figures() TO authenticated;
GRANT ALL ON FUNCTION public.action_centre_figures() TO service_role;

-- Centres ranked by distance (km, great circle on a 6371 km sphere) from a talent's home or an address…
CREATE FUNCTION public.centers_near(p_kind text, p_talent_id uuid DEFAULT NULL::uuid, p_address_id uuid DEFAULT NULL::uuid, p_limit integer DEFAULT 20) RETURNS TABLE(id uuid, name text, status text, address text, latitude numeric, longitude numeric, distance_km double precision, origin_latitude numeric, origin_longitude numeric)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with origin as (
    select a.latitude, a.longitude from public.address a
    where a.id = coalesce(p_address_id, (select t.address_id from public.talent t where t.id = p_talent_id))
  ),
  centers as (
    select m.id, m.name, m.status::text as status, m.address, m.latitude, m.longitude
    from public.medical_center m where p_kind = 'medical'
    union all
    select q.id, q.name, q.status::text, q.address, q.latitude, q.longitude
    from public.qualification_center q where p_kind = 'qualification'
  )
  select c.id, c.name, c.status, c.address, c.latitude, c.longitude,
         round(private.distance_km(o.latitude::double precision, o.longitude::double precision,
                                   c.latitude::double precision, c.longitude::double precision)::numeric, 1)::double precision,
         o.latitude, o.longitude
  from centers c left join origin o on true
  order by 7 nulls last, c.name
  limit least(greatest(coalesce(p_limit, 20), 1), 200)
$$;

COMMENT ON FUNCTION public.centers_near(p_kind text, p_talent_id uuid, p_address_id uuid, p_limit integer) IS 'Medical or qualification centres ranked by distance from a talent''s home or an address; the caller''s row-level security applies.';

REVOKE ALL ON FUNCTION public.centers_near(p_kind text, p_talent_id uuid, p_address_id uuid, p_limit integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.centers_near(p_kind text, p_talent_id uuid, p_address_id uuid, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.centers_near(p_kind text, p_talent_id uuid, p_address_id uuid, p_limit integer) TO authenticated;
GRANT ALL ON FUNCTION public.centers_near(p_kind text, p_talent_id uuid, p_address_id uuid, p_limit integer) TO service_role;

-- A provider's bounce (the mail-events webhook, service role only): the mail found by the id the
-- provider answered at sending is marked bounced with the reason; a push campaign's recipient
-- becomes « Non distribué » with it (private.push_recipient_mail_failed, which recounts the
-- campaign). Idempotent: a repeated event changes nothing. Returns {found, bounced} (bounced:
-- this call recorded it).
CREATE FUNCTION public.mail_outbox_bounce(p_provider_message_id text, p_reason text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_row public.mail_outbox;
  v_reason text := nullif(left(btrim(coalesce(p_reason, '')), 1000), '');
begin
  if coalesce(btrim(p_provider_message_id), '') = '' then
    return jsonb_build_object('found', false, 'bounced', false);
  end if;
  -- locked: two deliveries of the same event record it once
  select o.* into v_row from public.mail_outbox o
  where o.provider_message_id = btrim(p_provider_message_id)
  order by o.seq desc limit 1
  for update;
  if not found then
    return jsonb_build_object('found', false, 'bounced', false);
  end if;
  if v_row.bounced_at is not null then
    return jsonb_build_object('found', true, 'bounced', false);
  end if;
  update public.mail_outbox o set bounced_at = now(), bounce_reason = v_reason where o.id = v_row.id;
  if v_row.entity = 'push_campaign_recipient' then
    perform private.push_recipient_mail_failed(v_row.entity_id, 'bounced',
      'Adresse refusée par le serveur du destinataire' || coalesce(' : ' || v_reason, ''));
  end if;
  return jsonb_build_object('found', true, 'bounced', true);
end
$$;

REVOKE ALL ON FUNCTION public.mail_outbox_bounce(p_provider_message_id text, p_reason text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.mail_outbox_bounce(p_provider_message_id text, p_reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.mail_outbox_bounce(p_provider_message_id text, p_reason text) TO service_role;

-- One application mail outbox: public.mail_outbox. The relay's outcome of one
-- sending (service role only): sent, with the id the provider answered (its bounce and complaint
-- events name it; none when it answered none), or one more failed attempt with its error. The
-- 5th failure is final (public.mail_outbox_pending stops there): a push campaign's recipient,
-- « Envoyé » since its mail was queued, becomes « Échec » with the last error. The former
-- two-argument calls still work (p_provider_message_id defaults to null).
CREATE FUNCTION public.mail_outbox_mark(p_id uuid, p_error text DEFAULT NULL::text, p_provider_message_id text DEFAULT NULL::text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_row public.mail_outbox;
begin
  update public.mail_outbox o
  set sent_at = case when p_error is null then now() else o.sent_at end,
      attempts = case when p_error is null then o.attempts else o.attempts + 1 end,
      last_error = left(p_error, 1000),
      provider_message_id = case when p_error is null then nullif(left(btrim(p_provider_message_id), 200), '') else o.provider_message_id end,
      claimed_at = null
  where o.id = p_id and o.sent_at is null
  returning o.* into v_row;
  if found and p_error is not null and v_row.attempts >= 5 and v_row.entity = 'push_campaign_recipient' then
    perform private.push_recipient_mail_failed(v_row.entity_id, 'failed',
      format('Envoi abandonné après %s tentatives : %s', v_row.attempts, v_row.last_error));
  end if;
end
$$;

REVOKE ALL ON FUNCTION public.mail_outbox_mark(p_id uuid, p_error text, p_provider_message_id text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.mail_outbox_mark(p_id uuid, p_error text, p_provider_message_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.mail_outbox_mark(p_id uuid, p_error text, p_provider_message_id text) TO service_role;

-- The relay's two calls (service role only): claim the next pending mails, and record the outcome of one…
CREATE FUNCTION public.mail_outbox_pending(p_limit integer DEFAULT 20) RETURNS SETOF public.mail_outbox
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update public.mail_outbox o set claimed_at = now()
  where o.id in (
    select p.id from public.mail_outbox p
    where p.sent_at is null and p.attempts < 5 and (p.claimed_at is null or p.claimed_at < now() - interval '5 minutes')
    order by p.seq
    limit least(greatest(coalesce(p_limit, 20), 1), 100)
    for update skip locked
  )
  returning o.*
$$;

REVOKE ALL ON FUNCTION public.mail_outbox_pending(p_limit integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.mail_outbox_pending(p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.mail_outbox_pending(p_limit integer) TO service_role;

-- Marks the given notifications (all the caller's when p_ids is null) read for the caller; returns how many were unread.
CREATE FUNCTION public.mark_notifications_read(p_ids uuid[] DEFAULT NULL::uuid[]) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_me uuid := private.current_team_member_id();
  v_count integer;
begin
  if v_me is null then
    return 0;
  end if;
  insert into public.notification_read (notification_id, team_member_id)
  select n.id, v_me from public.notification n
  where (p_ids is null or n.id = any (p_ids))
    and not (n.is_read and n.recipient_id is not null)
    and not exists (select 1 from public.notification_read r where r.notification_id = n.id and r.team_member_id = v_me)
  on conflict do nothing;
  get diagnostics v_count = row_count;
  update public.notification n set is_read = true
  where n.recipient_id = v_me and not n.is_read and (p_ids is null or n.id = any (p_ids));
  return v_count;
end
$$;

REVOKE ALL ON FUNCTION public.mark_notifications_read(p_ids uuid[]) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.mark_notifications_read(p_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.mark_notifications_read(p_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.mark_notifications_read(p_ids uuid[]) TO service_role;

-- The caller's latest notifications, each with its read state for them.
CREATE FUNCTION public.notification_inbox(p_limit integer DEFAULT 30) RETURNS TABLE(id uuid, type public.notification_type, title text, data jsonb, created_at timestamp with time zone, is_read boolean)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select n.id, n.type, n.title, n.data, n.created_at,
         n.is_read and n.recipient_id is not null
           or exists (select 1 from public.notification_read r
                      where r.notification_id = n.id and r.team_member_id = (select private.current_team_member_id()))
  from public.notification n
  order by n.created_at desc, n.id
  limit least(greatest(coalesce(p_limit, 30), 1), 100)
$$;

REVOKE ALL ON FUNCTION public.notification_inbox(p_limit integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.notification_inbox(p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.notification_inbox(p_limit integer) TO authenticated;
GRANT ALL ON FUNCTION public.notification_inbox(p_limit integer) TO service_role;

-- How many of the caller's notifications are unread.
CREATE FUNCTION public.notification_unread_count() RETURNS integer
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select count(*)::integer from public.notification n
  where not (n.is_read and n.recipient_id is not null)
    and not exists (select 1 from public.notification_read r
                    where r.notification_id = n.id and r.team_member_id = (select private.current_team_member_id()))
$$;

REVOKE ALL ON FUNCTION public.notification_unread_count() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.notification_unread_count() FROM PUBLIC;
GRANT ALL ON FUNCTION public.notification_unread_count() TO authenticated;
GRANT ALL ON FUNCTION public.notification_unread_count() TO service_role;

-- Documents past their expiry become expired, those within 30 days expiring_soon.
CREATE FUNCTION public.refresh_document_statuses() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_count integer;
  v_more integer;
begin
  perform set_config('renfort.actor', 'system', true);
  update public.document d set status = 'expired'
  where d.expiry_date < private.paris_today() and d.status in ('valid', 'expiring_soon');
  get diagnostics v_count = row_count;
  update public.document d set status = 'expiring_soon'
  where d.expiry_date between private.paris_today() and private.paris_today() + 30 and d.status = 'valid';
  get diagnostics v_more = row_count;
  perform set_config('renfort.actor', '', true);
  return v_count + v_more;
end
$$;

REVOKE ALL ON FUNCTION public.refresh_document_statuses() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.refresh_document_statuses() FROM PUBLIC;
GRANT ALL ON FUNCTION public.refresh_document_statuses() TO service_role;

-- Saves a medical centre and its address in one call (the centre screens' form).
CREATE FUNCTION public.save_medical_center(p_values jsonb, p_id uuid DEFAULT NULL::uuid, p_address jsonb DEFAULT NULL::jsonb) RETURNS public.medical_center
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_id uuid;
  v_row public.medical_center;
begin
  -- saved first: a volatile call inside the WHERE would run once per row scanned
  v_id := private.save_center('public.medical_center', p_values, p_id, p_address, 'medical_center');
  select * into v_row from public.medical_center c where c.id = v_id;
  return v_row;
end
$$;

REVOKE ALL ON FUNCTION public.save_medical_center(p_values jsonb, p_id uuid, p_address jsonb) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.save_medical_center(p_values jsonb, p_id uuid, p_address jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_medical_center(p_values jsonb, p_id uuid, p_address jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.save_medical_center(p_values jsonb, p_id uuid, p_address jsonb) TO service_role;

-- Saves a qualification centre and its address in one call (the centre screens' form).
CREATE FUNCTION public.save_qualification_center(p_values jsonb, p_id uuid DEFAULT NULL::uuid, p_address jsonb DEFAULT NULL::jsonb) RETURNS public.qualification_center
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_id uuid;
  v_row public.qualification_center;
begin
  -- saved first: a volatile call inside the WHERE would run once per row scanned
  v_id := private.save_center('public.qualification_center', p_values, p_id, p_address, 'training_center');
  select * into v_row from public.qualification_center c where c.id = v_id;
  return v_row;
end
$$;

REVOKE ALL ON FUNCTION public.save_qualification_center(p_values jsonb, p_id uuid, p_address jsonb) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.save_qualification_center(p_values jsonb, p_id uuid, p_address jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_qualification_center(p_values jsonb, p_id uuid, p_address jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.save_qualification_center(p_values jsonb, p_id uuid, p_address jsonb) TO service_role;

-- Snoozes (p_until set) or dismisses (p_until null) an item for the caller, with a reason.
CREATE FUNCTION public.set_action_item_state(p_rule text, p_subject_id uuid, p_reason text, p_until timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS public.action_item_state
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_row public.action_item_state;
begin
  if private.current_team_member_id() is null then
    perform private.fail('Réservé aux membres de l''équipe', 'action_item_state_member', '42501');
  end if;
  if coalesce(btrim(p_reason), '') = '' then
    perform private.fail('Un motif est obligatoire', 'action_item_state_reason');
  end if;
  if char_length(btrim(p_reason)) > 500 then
    perform private.fail('Le motif ne peut pas dépasser 500 caractères', 'action_item_state_reason');
  end if;
  if p_until is not null and p_until <= now() then
    perform private.fail('La date de report doit être dans le futur', 'action_item_state_snooze');
  end if;
  if not exists (select 1 from public.action_rule r where r.rule = p_rule) then
    perform private.fail('Règle inconnue', 'action_item_state_rule');
  end if;
  insert into public.action_item_state (rule, subject_id, status, snoozed_until, reason)
  values (p_rule, p_subject_id, case when p_until is null then 'dismissed' else 'snoozed' end, p_until, btrim(p_reason))
  on conflict (team_member_id, rule, subject_id) do update
    set status = excluded.status, snoozed_until = excluded.snoozed_until, reason = excluded.reason, updated_at = now()
  returning * into v_row;
  return v_row;
end
$$;

REVOKE ALL ON FUNCTION public.set_action_item_state(p_rule text, p_subject_id uuid, p_reason text, p_until timestamp with time zone) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.set_action_item_state(p_rule text, p_subject_id uuid, p_reason text, p_until timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_action_item_state(p_rule text, p_subject_id uuid, p_reason text, p_until timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.set_action_item_state(p_rule text, p_subject_id uuid, p_reason text, p_until timestamp with time zone) TO service_role;

-- ## Rows

-- Rows the schema owns (the application reads them as rules); `on conflict do nothing` keeps a
-- re-run harmless.

insert into public.action_rule (rule, roles, owner_roles, "position") values
  ('carence_conflict', '{}', '{consultant_team_member}', 14),
  ('carte_btp_missing', '{external_csm_team_member}', '{}', 17),
  ('conditions_expiring', '{csm_team_member}', '{}', 12),
  ('contract_review', '{csm_team_member,external_csm_team_member}', '{}', 3),
  ('contract_unsigned_start', '{csm_team_member}', '{}', 1),
  ('credit_exposure', '{accounting_team_member}', '{}', 16),
  ('document_expiring', '{}', '{consultant_team_member}', 8),
  ('dpae_missing', '{csm_team_member}', '{}', 2),
  ('independent_invoices', '{team_member_independent_administrator}', '{}', 15),
  ('manager_validation', '{}', '{consultant_team_member}', 18),
  ('medical_required', '{csm_team_member,external_csm_team_member}', '{}', 13),
  ('mission_ending', '{}', '{consultant_team_member}', 9),
  ('modification_requested', '{}', '{consultant_team_member}', 4),
  ('new_applications', '{external_csm_team_member}', '{consultant_team_member}', 11),
  ('order_unstaffed', '{}', '{consultant_team_member}', 10),
  ('request_due', '{}', '{}', 7),
  ('timesheet_disputed', '{csm_team_member}', '{}', 6),
  ('timesheet_unsigned', '{csm_team_member,external_csm_team_member}', '{}', 5)
on conflict do nothing;
