-- Workspaces and team: workspaces, business units, agencies, team members, roles and the permission matrix.
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

-- ## Types

-- The seven application roles
CREATE TYPE public.app_role AS ENUM (
    'accounting_team_member',
    'consultant_team_member',
    'csm_team_member',
    'external_csm_team_member',
    'team_member_marketing',
    'team_member_developer',
    'team_member_independent_administrator'
);

CREATE TYPE public.permission_action AS ENUM (
    'select',
    'insert',
    'update',
    'delete'
);

CREATE TYPE public.permission_scope AS ENUM (
    'all',
    'own'
);

CREATE TYPE public.workspace_type AS ENUM (
    'internal',
    'external'
);

-- ## Tables

-- An internal user of one or more workspaces.
CREATE TABLE public.team_member (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    auth_user_id uuid,
    email text NOT NULL,
    workspace_id uuid NOT NULL,
    main_workspace_id uuid NOT NULL,
    management_level smallint DEFAULT 1 NOT NULL,
    offboarded_at timestamp with time zone,
    manager_id uuid,
    slack_id text,
    business_unit_id uuid,
    is_onboarded boolean DEFAULT false NOT NULL,
    is_independent boolean DEFAULT false NOT NULL,
    is_autonomous boolean DEFAULT false NOT NULL,
    temp_first_name text,
    temp_last_name text,
    job_title text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    sees_all_workspaces boolean DEFAULT false NOT NULL,
    CONSTRAINT team_member_email_format CHECK (((email = lower(email)) AND (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
    CONSTRAINT team_member_management_level_range CHECK (((management_level >= 1) AND (management_level <= 4))),
    CONSTRAINT team_member_not_own_manager CHECK ((manager_id IS DISTINCT FROM id)),
    CONSTRAINT team_member_auth_user_id_key UNIQUE (auth_user_id),
    CONSTRAINT team_member_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.team_member
    ADD CONSTRAINT team_member_auth_user_id_fkey FOREIGN KEY (auth_user_id) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.team_member
    ADD CONSTRAINT team_member_business_unit_id_fkey FOREIGN KEY (business_unit_id) REFERENCES public.business_unit(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.team_member
    ADD CONSTRAINT team_member_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.team_member
    ADD CONSTRAINT team_member_main_workspace_id_fkey FOREIGN KEY (main_workspace_id) REFERENCES public.workspace(id);

ALTER TABLE ONLY public.team_member
    ADD CONSTRAINT team_member_manager_id_fkey FOREIGN KEY (manager_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.team_member
    ADD CONSTRAINT team_member_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.team_member
    ADD CONSTRAINT team_member_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id);

COMMENT ON COLUMN public.team_member.sees_all_workspaces IS 'the member reads all their workspaces at once (when their roles allow it) instead of the current one';

REVOKE ALL ON TABLE public.team_member FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.team_member TO authenticated;
GRANT ALL ON TABLE public.team_member TO service_role;

-- An establishment of a client company.
CREATE TABLE public.agency (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    company_id uuid NOT NULL,
    name text NOT NULL,
    siret text,
    naf_code text,
    naf_code_label text,
    is_head_office boolean DEFAULT false NOT NULL,
    address_id uuid,
    status public.agency_status DEFAULT 'active'::public.agency_status NOT NULL,
    status_changed_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT agency_naf_code_format CHECK (((naf_code IS NULL) OR (naf_code ~ '^[0-9]{2}\.[0-9]{2}[A-Z]$'::text))),
    CONSTRAINT agency_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 200))),
    CONSTRAINT agency_siret_valid CHECK (((siret IS NULL) OR private.is_valid_siret(siret))),
    CONSTRAINT agency_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.agency
    ADD CONSTRAINT agency_address_id_fkey FOREIGN KEY (address_id) REFERENCES public.address(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.agency
    ADD CONSTRAINT agency_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.agency
    ADD CONSTRAINT agency_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.agency
    ADD CONSTRAINT agency_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.agency
    ADD CONSTRAINT agency_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.agency FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.agency TO authenticated;
GRANT ALL ON TABLE public.agency TO service_role;

-- The profile of an auth.users row, kept in step with auth.users by a trigger.
CREATE TABLE public.auth_user (
    id uuid NOT NULL,
    first_name text,
    last_name text,
    email text,
    phone_number text,
    avatar text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT auth_user_email_lowercase CHECK ((email = lower(email))),
    CONSTRAINT auth_user_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.auth_user
    ADD CONSTRAINT auth_user_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.auth_user FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,UPDATE ON TABLE public.auth_user TO authenticated;
GRANT ALL ON TABLE public.auth_user TO service_role;

-- A team grouping.
CREATE TABLE public.business_unit (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    name text NOT NULL,
    emoji text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT business_unit_emoji_length CHECK (((emoji IS NULL) OR (char_length(emoji) <= 16))),
    CONSTRAINT business_unit_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 80))),
    CONSTRAINT business_unit_pkey PRIMARY KEY (id),
    CONSTRAINT business_unit_workspace_id_name_key UNIQUE (workspace_id, name)
);

ALTER TABLE ONLY public.business_unit
    ADD CONSTRAINT business_unit_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.business_unit
    ADD CONSTRAINT business_unit_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.business_unit
    ADD CONSTRAINT business_unit_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.business_unit FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.business_unit TO authenticated;
GRANT ALL ON TABLE public.business_unit TO service_role;

-- Who may make an action that is neither a row's select, insert, update or delete (role_permission)
-- nor a status move (status_transition): refusing, forcing, overriding… One row per action; the
-- guarding functions ask private.may(action), the screens read the generated copy
-- (src/lib/permissions/action-rights.generated.ts).
CREATE TABLE public.action_right (
    action text NOT NULL,
    roles public.app_role[] NOT NULL,
    note text NOT NULL,
    CONSTRAINT action_right_pkey PRIMARY KEY (action)
);

REVOKE ALL ON TABLE public.action_right FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE ON TABLE public.action_right TO authenticated;
GRANT ALL ON TABLE public.action_right TO service_role;

-- The permission matrix as data (role × resource × action → scope).
CREATE TABLE public.role_permission (
    role public.app_role NOT NULL,
    resource text NOT NULL,
    action public.permission_action NOT NULL,
    scope public.permission_scope DEFAULT 'all'::public.permission_scope NOT NULL,
    note text,
    CONSTRAINT role_permission_pkey PRIMARY KEY (role, resource, action)
);

REVOKE ALL ON TABLE public.role_permission FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE ON TABLE public.role_permission TO authenticated;
GRANT ALL ON TABLE public.role_permission TO service_role;

-- Membership of a team member in a workspace.
CREATE TABLE public.team_member_workspace (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    team_member_id uuid NOT NULL,
    workspace_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT team_member_workspace_pkey PRIMARY KEY (id),
    CONSTRAINT team_member_workspace_team_member_id_workspace_id_key UNIQUE (team_member_id, workspace_id)
);

ALTER TABLE ONLY public.team_member_workspace
    ADD CONSTRAINT team_member_workspace_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.team_member_workspace
    ADD CONSTRAINT team_member_workspace_team_member_id_fkey FOREIGN KEY (team_member_id) REFERENCES public.team_member(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.team_member_workspace
    ADD CONSTRAINT team_member_workspace_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.team_member_workspace
    ADD CONSTRAINT team_member_workspace_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.team_member_workspace FROM anon, authenticated, service_role;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,TRUNCATE ON TABLE public.team_member_workspace TO authenticated;
GRANT ALL ON TABLE public.team_member_workspace TO service_role;

-- One row per role granted to a user.
CREATE TABLE public.user_role (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    role public.app_role NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT user_role_pkey PRIMARY KEY (id),
    CONSTRAINT user_role_user_id_role_key UNIQUE (user_id, role)
);

ALTER TABLE ONLY public.user_role
    ADD CONSTRAINT user_role_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.user_role
    ADD CONSTRAINT user_role_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.user_role
    ADD CONSTRAINT user_role_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.auth_user(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.user_role FROM anon, authenticated, service_role;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,TRUNCATE ON TABLE public.user_role TO authenticated;
GRANT ALL ON TABLE public.user_role TO service_role;

-- A staffing or client workspace; exactly one has is_renfort_workspace.
CREATE TABLE public.workspace (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    name text NOT NULL,
    type public.workspace_type DEFAULT 'internal'::public.workspace_type NOT NULL,
    is_renfort_workspace boolean DEFAULT false NOT NULL,
    is_independent_workspace boolean DEFAULT false NOT NULL,
    data_transferred_at timestamp with time zone,
    data_transferred_to uuid,
    data_transferred_by uuid,
    CONSTRAINT workspace_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 120))),
    CONSTRAINT workspace_renfort_is_internal CHECK (((NOT is_renfort_workspace) OR (type = 'internal'::public.workspace_type))),
    CONSTRAINT workspace_transfer_complete CHECK (((data_transferred_at IS NULL) = (data_transferred_to IS NULL))),
    CONSTRAINT workspace_transfer_not_self CHECK ((data_transferred_to IS DISTINCT FROM id)),
    CONSTRAINT workspace_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.workspace
    ADD CONSTRAINT workspace_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.workspace
    ADD CONSTRAINT workspace_data_transferred_by_fkey FOREIGN KEY (data_transferred_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.workspace
    ADD CONSTRAINT workspace_data_transferred_to_fkey FOREIGN KEY (data_transferred_to) REFERENCES public.workspace(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.workspace
    ADD CONSTRAINT workspace_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

REVOKE ALL ON TABLE public.workspace FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.workspace TO authenticated;
GRANT ALL ON TABLE public.workspace TO service_role;

-- What the documents print about the staffing firm…
CREATE TABLE public.workspace_identity (
    workspace_id uuid NOT NULL,
    legal_name text NOT NULL,
    legal_form text,
    street text,
    postal_code text,
    city text,
    siret text,
    naf_code text,
    activity_declaration text,
    financial_guarantor text,
    pension_body text,
    prevoyance_body text,
    occupational_health_service text,
    signatory_name text,
    signatory_title text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    vat_on_debits boolean DEFAULT false NOT NULL,
    CONSTRAINT workspace_identity_legal_name CHECK (((char_length(btrim(legal_name)) >= 1) AND (char_length(btrim(legal_name)) <= 200))),
    CONSTRAINT workspace_identity_lengths CHECK (((COALESCE(char_length(street), 0) <= 300) AND (COALESCE(char_length(city), 0) <= 120) AND (COALESCE(char_length(financial_guarantor), 0) <= 500) AND (COALESCE(char_length(pension_body), 0) <= 500) AND (COALESCE(char_length(prevoyance_body), 0) <= 500) AND (COALESCE(char_length(occupational_health_service), 0) <= 500))),
    CONSTRAINT workspace_identity_siret CHECK (((siret IS NULL) OR private.is_valid_siret(siret))),
    CONSTRAINT workspace_identity_pkey PRIMARY KEY (workspace_id)
);

ALTER TABLE ONLY public.workspace_identity
    ADD CONSTRAINT workspace_identity_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.workspace_identity
    ADD CONSTRAINT workspace_identity_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.workspace_identity
    ADD CONSTRAINT workspace_identity_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.workspace_identity FROM anon, authenticated, service_role;
COMMENT ON COLUMN public.workspace_identity.vat_on_debits IS 'option pour le paiement de la TVA d''après les débits (CGI art. 269, 2-c) : ses factures le disent (CGI ann. II art. 242 nonies A, 13°)';

GRANT ALL ON TABLE public.workspace_identity TO authenticated;
GRANT ALL ON TABLE public.workspace_identity TO service_role;

-- ## Indexes
-- Unless a line says otherwise, an index covers a foreign key (the joins, and the parent's deletes
-- that check it), named <table>_<column>_idx, or starts with one and adds the columns a list filters
-- and sorts by within it (<table>_<columns>_idx).

CREATE INDEX agency_address_id_idx ON public.agency USING btree (address_id);

CREATE INDEX agency_created_by_idx ON public.agency USING btree (created_by);

-- Uniqueness rule: one head office per company (the user is told to take the status off the other first).
CREATE UNIQUE INDEX agency_single_head_office_idx ON public.agency USING btree (company_id) WHERE is_head_office;

CREATE INDEX agency_updated_by_idx ON public.agency USING btree (updated_by);

CREATE INDEX agency_workspace_id_idx ON public.agency USING btree (workspace_id);

-- Uniqueness rule: one establishment per SIRET in a workspace.
CREATE UNIQUE INDEX agency_workspace_siret_idx ON public.agency USING btree (workspace_id, siret) WHERE (siret IS NOT NULL);

-- An account by e-mail: public.invite_team_member links the invited address to an existing account.
CREATE INDEX auth_user_email_idx ON public.auth_user USING btree (email);

CREATE INDEX business_unit_created_by_idx ON public.business_unit USING btree (created_by);

CREATE INDEX business_unit_updated_by_idx ON public.business_unit USING btree (updated_by);

-- The matrix by resource and action: private.can() and can_own(), asked by the policies, then test the roles.
CREATE INDEX role_permission_resource_action_idx ON public.role_permission USING btree (resource, action);

CREATE INDEX team_member_business_unit_id_idx ON public.team_member USING btree (business_unit_id);

CREATE INDEX team_member_created_by_idx ON public.team_member USING btree (created_by);

-- Uniqueness rule: one team member per e-mail; also invite_team_member's lookup and the link of a new
-- account to its invitation (private.link_invited_team_member).
CREATE UNIQUE INDEX team_member_email_idx ON public.team_member USING btree (email);

CREATE INDEX team_member_main_workspace_id_idx ON public.team_member USING btree (main_workspace_id);

CREATE INDEX team_member_manager_id_idx ON public.team_member USING btree (manager_id);

CREATE INDEX team_member_updated_by_idx ON public.team_member USING btree (updated_by);

CREATE INDEX team_member_workspace_created_by_idx ON public.team_member_workspace USING btree (created_by);

CREATE INDEX team_member_workspace_id_idx ON public.team_member USING btree (workspace_id);

CREATE INDEX team_member_workspace_updated_by_idx ON public.team_member_workspace USING btree (updated_by);

CREATE INDEX team_member_workspace_workspace_id_idx ON public.team_member_workspace USING btree (workspace_id);

CREATE INDEX user_role_created_by_idx ON public.user_role USING btree (created_by);

-- The accounts holding a given role; no function, policy or screen reads user_role by role alone today.
CREATE INDEX user_role_role_idx ON public.user_role USING btree (role);

CREATE INDEX user_role_updated_by_idx ON public.user_role USING btree (updated_by);

CREATE INDEX workspace_created_by_idx ON public.workspace USING btree (created_by);

CREATE INDEX workspace_data_transferred_by_idx ON public.workspace USING btree (data_transferred_by);

CREATE INDEX workspace_data_transferred_to_idx ON public.workspace USING btree (data_transferred_to);

CREATE INDEX workspace_identity_created_by_idx ON public.workspace_identity USING btree (created_by);

CREATE INDEX workspace_identity_updated_by_idx ON public.workspace_identity USING btree (updated_by);

-- Uniqueness rule: a single Renfort workspace.
CREATE UNIQUE INDEX workspace_single_renfort_idx ON public.workspace USING btree (is_renfort_workspace) WHERE is_renfort_workspace;

CREATE INDEX workspace_updated_by_idx ON public.workspace USING btree (updated_by);

-- ## Triggers
-- Each trigger runs the function of the same purpose; its why is beside the function.

CREATE TRIGGER on_auth_user_written AFTER INSERT OR UPDATE ON auth.users FOR EACH ROW EXECUTE FUNCTION private.sync_auth_user();

CREATE TRIGGER agency_audit BEFORE INSERT OR UPDATE ON public.agency FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER agency_prepare BEFORE INSERT OR UPDATE ON public.agency FOR EACH ROW EXECUTE FUNCTION private.prepare_agency();

CREATE TRIGGER agency_release_address AFTER DELETE OR UPDATE OF address_id ON public.agency FOR EACH ROW EXECUTE FUNCTION private.release_address();

CREATE TRIGGER agency_status BEFORE INSERT OR UPDATE ON public.agency FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status');

CREATE TRIGGER agency_uniqueness BEFORE INSERT OR UPDATE OF siret, is_head_office, company_id, workspace_id ON public.agency FOR EACH ROW EXECUTE FUNCTION private.check_agency_uniqueness();

CREATE TRIGGER auth_user_links_invited_member AFTER INSERT OR UPDATE OF email ON public.auth_user FOR EACH ROW EXECUTE FUNCTION private.link_invited_team_member();

CREATE TRIGGER auth_user_touch BEFORE UPDATE ON public.auth_user FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

CREATE TRIGGER business_unit_audit BEFORE INSERT OR UPDATE ON public.business_unit FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER team_member_audit BEFORE INSERT OR UPDATE ON public.team_member FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER team_member_check BEFORE INSERT OR UPDATE ON public.team_member FOR EACH ROW EXECUTE FUNCTION private.check_team_member_write();

CREATE TRIGGER team_member_memberships AFTER INSERT ON public.team_member FOR EACH ROW EXECUTE FUNCTION private.add_team_member_memberships();

CREATE TRIGGER team_member_sees_all_check BEFORE UPDATE OF sees_all_workspaces ON public.team_member FOR EACH ROW EXECUTE FUNCTION private.check_sees_all_workspaces();

CREATE TRIGGER team_member_workspace_audit BEFORE INSERT OR UPDATE ON public.team_member_workspace FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER team_member_workspace_check BEFORE DELETE ON public.team_member_workspace FOR EACH ROW EXECUTE FUNCTION private.check_team_member_workspace_delete();

CREATE TRIGGER user_role_audit BEFORE INSERT OR UPDATE ON public.user_role FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER user_role_check BEFORE INSERT OR DELETE OR UPDATE ON public.user_role FOR EACH ROW EXECUTE FUNCTION private.check_user_role_write();

CREATE TRIGGER workspace_audit BEFORE INSERT OR UPDATE ON public.workspace FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER workspace_check BEFORE UPDATE ON public.workspace FOR EACH ROW EXECUTE FUNCTION private.check_workspace_update();

CREATE TRIGGER workspace_identity_audit BEFORE INSERT OR UPDATE ON public.workspace_identity FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER workspace_identity_check BEFORE INSERT OR UPDATE ON public.workspace_identity FOR EACH ROW EXECUTE FUNCTION private.check_workspace_identity();

-- ## RLS and policies
-- Each policy's name says who may do what; the read and write rules are in docs/rules/roles.md.

ALTER TABLE public.agency ENABLE ROW LEVEL SECURITY;

CREATE POLICY "agency: matrix roles can delete workspace rows" ON public.agency FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('agency'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "agency: matrix roles can insert workspace rows" ON public.agency FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('agency'::text, 'insert'::public.permission_action) AS can)));

-- Rows of the caller's workspaces, per the matrix.
CREATE POLICY "agency: matrix roles can select workspace rows" ON public.agency FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('agency'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "agency: matrix roles can update workspace rows" ON public.agency FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('agency'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('agency'::text, 'update'::public.permission_action) AS can)));

ALTER TABLE public.auth_user ENABLE ROW LEVEL SECURITY;

CREATE POLICY "auth_user: members can update own profile, developers any" ON public.auth_user FOR UPDATE TO authenticated USING (((id = ANY (( SELECT private.visible_auth_user_ids() AS visible_auth_user_ids)::uuid[])) AND ((id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.can('auth_user'::text, 'update'::public.permission_action) AS can)))) WITH CHECK (((id = ANY (( SELECT private.visible_auth_user_ids() AS visible_auth_user_ids)::uuid[])) AND ((id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.can('auth_user'::text, 'update'::public.permission_action) AS can))));

-- Profiles of the members one works with; one's own profile is editable.
CREATE POLICY "auth_user: team members can select profiles of their workspaces" ON public.auth_user FOR SELECT TO authenticated USING ((id = ANY (( SELECT private.visible_auth_user_ids() AS visible_auth_user_ids)::uuid[])));

ALTER TABLE public.business_unit ENABLE ROW LEVEL SECURITY;

CREATE POLICY "business_unit: matrix roles can delete workspace rows" ON public.business_unit FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('business_unit'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "business_unit: matrix roles can insert workspace rows" ON public.business_unit FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('business_unit'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "business_unit: matrix roles can update workspace rows" ON public.business_unit FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('business_unit'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('business_unit'::text, 'update'::public.permission_action) AS can)));

-- Per workspace, managed per the matrix.
CREATE POLICY "business_unit: members can select units of their workspaces" ON public.business_unit FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('business_unit'::text, 'select'::public.permission_action) AS can)));

ALTER TABLE public.action_right ENABLE ROW LEVEL SECURITY;

CREATE POLICY "action_right: team members can select the rights" ON public.action_right FOR SELECT TO authenticated USING (( SELECT private.is_team_member() AS is_team_member));

ALTER TABLE public.role_permission ENABLE ROW LEVEL SECURITY;

CREATE POLICY "role_permission: team members can select the matrix" ON public.role_permission FOR SELECT TO authenticated USING (( SELECT private.is_team_member() AS is_team_member));

ALTER TABLE public.team_member ENABLE ROW LEVEL SECURITY;

CREATE POLICY "team_member: developers can delete members of their workspaces" ON public.team_member FOR DELETE TO authenticated USING (((id = ANY (( SELECT private.visible_team_member_ids() AS visible_team_member_ids)::uuid[])) AND ( SELECT private.can('team_member'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "team_member: developers can insert members of their workspaces" ON public.team_member FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND (main_workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('team_member'::text, 'insert'::public.permission_action) AS can)));

-- Colleagues of shared workspaces; self-service, managers and developers write…
CREATE POLICY "team_member: members can select colleagues of their workspaces" ON public.team_member FOR SELECT TO authenticated USING ((id = ANY (( SELECT private.visible_team_member_ids() AS visible_team_member_ids)::uuid[])));

CREATE POLICY "team_member: members can update self, managers managees" ON public.team_member FOR UPDATE TO authenticated USING (((id = ANY (( SELECT private.visible_team_member_ids() AS visible_team_member_ids)::uuid[])) AND (( SELECT private.can('team_member'::text, 'update'::public.permission_action) AS can) OR (id = ( SELECT private.current_team_member_id() AS current_team_member_id)) OR (id = ANY (( SELECT private.current_managee_ids() AS current_managee_ids)::uuid[])) OR (( SELECT private.current_management_level() AS current_management_level) >= 3)))) WITH CHECK ((id = ANY (( SELECT private.visible_team_member_ids() AS visible_team_member_ids)::uuid[])));

ALTER TABLE public.team_member_workspace ENABLE ROW LEVEL SECURITY;

CREATE POLICY "team_member_workspace: devs, country managers can delete" ON public.team_member_workspace FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND (( SELECT private.can('team_member_workspace'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.current_management_level() AS current_management_level) >= 3))));

CREATE POLICY "team_member_workspace: devs, country managers can insert" ON public.team_member_workspace FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND (team_member_id = ANY (( SELECT private.visible_team_member_ids() AS visible_team_member_ids)::uuid[])) AND (( SELECT private.can('team_member_workspace'::text, 'insert'::public.permission_action) AS can) OR (( SELECT private.current_management_level() AS current_management_level) >= 3))));

CREATE POLICY "team_member_workspace: members can select workspace rows" ON public.team_member_workspace FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) OR (team_member_id = ( SELECT private.current_team_member_id() AS current_team_member_id))));

ALTER TABLE public.user_role ENABLE ROW LEVEL SECURITY;

CREATE POLICY "user_role: developers and country managers can delete roles" ON public.user_role FOR DELETE TO authenticated USING (((user_id = ANY (( SELECT private.visible_auth_user_ids() AS visible_auth_user_ids)::uuid[])) AND (( SELECT private.can('user_role'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.current_management_level() AS current_management_level) >= 3))));

CREATE POLICY "user_role: developers and country managers can insert roles" ON public.user_role FOR INSERT TO authenticated WITH CHECK (((user_id = ANY (( SELECT private.visible_auth_user_ids() AS visible_auth_user_ids)::uuid[])) AND (( SELECT private.can('user_role'::text, 'insert'::public.permission_action) AS can) OR (( SELECT private.current_management_level() AS current_management_level) >= 3))));

-- Roles of visible colleagues; developers and country managers grant and remove…
CREATE POLICY "user_role: members can select roles of their colleagues" ON public.user_role FOR SELECT TO authenticated USING ((user_id = ANY (( SELECT private.visible_auth_user_ids() AS visible_auth_user_ids)::uuid[])));

ALTER TABLE public.workspace ENABLE ROW LEVEL SECURITY;

-- Country managers rename their current workspace (developers keep every column).
CREATE POLICY "workspace: country managers can update their current workspace" ON public.workspace FOR UPDATE TO authenticated USING (((id = ( SELECT private.current_workspace_id() AS current_workspace_id)) AND (( SELECT private.current_management_level() AS current_management_level) >= 3))) WITH CHECK (((id = ( SELECT private.current_workspace_id() AS current_workspace_id)) AND (( SELECT private.current_management_level() AS current_management_level) >= 3)));

CREATE POLICY "workspace: developers can delete their workspaces" ON public.workspace FOR DELETE TO authenticated USING (((id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('workspace'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "workspace: developers can insert workspaces" ON public.workspace FOR INSERT TO authenticated WITH CHECK (( SELECT private.can('workspace'::text, 'insert'::public.permission_action) AS can));

CREATE POLICY "workspace: developers can update their workspaces" ON public.workspace FOR UPDATE TO authenticated USING (((id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('workspace'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('workspace'::text, 'update'::public.permission_action) AS can)));

CREATE POLICY "workspace: members can select their workspaces" ON public.workspace FOR SELECT TO authenticated USING ((id = ANY (( SELECT private.member_workspace_ids() AS member_workspace_ids)::uuid[])));

ALTER TABLE public.workspace_identity ENABLE ROW LEVEL SECURITY;

CREATE POLICY "workspace_identity: country managers and developers can insert " ON public.workspace_identity FOR INSERT TO authenticated WITH CHECK (((workspace_id = ( SELECT private.current_workspace_id() AS current_workspace_id)) AND ((( SELECT private.current_management_level() AS current_management_level) >= 3) OR ( SELECT private.can('workspace'::text, 'update'::public.permission_action) AS can))));

CREATE POLICY "workspace_identity: country managers and developers can update " ON public.workspace_identity FOR UPDATE TO authenticated USING (((workspace_id = ( SELECT private.current_workspace_id() AS current_workspace_id)) AND ((( SELECT private.current_management_level() AS current_management_level) >= 3) OR ( SELECT private.can('workspace'::text, 'update'::public.permission_action) AS can)))) WITH CHECK (((workspace_id = ( SELECT private.current_workspace_id() AS current_workspace_id)) AND ((( SELECT private.current_management_level() AS current_management_level) >= 3) OR ( SELECT private.can('workspace'::text, 'update'::public.permission_action) AS can))));

CREATE POLICY "workspace_identity: members can select their workspaces' identi" ON public.workspace_identity FOR SELECT TO authenticated USING ((workspace_id = ANY (( SELECT private.member_workspace_ids() AS member_workspace_ids)::uuid[])));

-- ## Functions

-- Adds the memberships of a new member's current and main workspaces.
CREATE FUNCTION private.add_team_member_memberships() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.team_member_workspace (team_member_id, workspace_id, created_by)
  select new.id, w, new.created_by from unnest(array[new.workspace_id, new.main_workspace_id]) as w
  on conflict (team_member_id, workspace_id) do nothing;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.add_team_member_memberships() FROM PUBLIC;
GRANT ALL ON FUNCTION private.add_team_member_memberships() TO authenticated;
GRANT ALL ON FUNCTION private.add_team_member_memberships() TO service_role;

-- Public.user_account read auth.users in a view: a view pins the columns it reads…
CREATE FUNCTION private.auth_accounts() RETURNS TABLE(id uuid, email text, created_at timestamp with time zone, last_sign_in_at timestamp with time zone, email_confirmed_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select u.id, u.email::text, u.created_at, u.last_sign_in_at, u.email_confirmed_at
  from auth.users u
  where private.has_role('team_member_developer')
$$;

REVOKE ALL ON FUNCTION private.auth_accounts() FROM PUBLIC;
GRANT ALL ON FUNCTION private.auth_accounts() TO authenticated;
GRANT ALL ON FUNCTION private.auth_accounts() TO service_role;

-- True when one of the caller's roles may make the action (public.action_right; an unknown action: false).
CREATE FUNCTION private.may(p_action text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select r.roles && private.current_roles() from public.action_right r where r.action = p_action), false)
$$;

REVOKE ALL ON FUNCTION private.may(p_action text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.may(p_action text) TO authenticated;
GRANT ALL ON FUNCTION private.may(p_action text) TO service_role;

-- True when one of the caller's roles may do `action` on `resource` on every row of its workspaces.
CREATE FUNCTION private.can(p_resource text, p_action public.permission_action) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_roles public.app_role[] := private.current_roles();
begin
  return exists (select 1 from public.role_permission p
                 where p.resource = p_resource and p.action = p_action and p.scope = 'all'
                   and p.role = any (v_roles));
end
$$;

REVOKE ALL ON FUNCTION private.can(p_resource text, p_action public.permission_action) FROM PUBLIC;
GRANT ALL ON FUNCTION private.can(p_resource text, p_action public.permission_action) TO authenticated;
GRANT ALL ON FUNCTION private.can(p_resource text, p_action public.permission_action) TO service_role;

-- True when one of the caller's roles may do `action` on `resource` at least on their own rows.
CREATE FUNCTION private.can_own(p_resource text, p_action public.permission_action) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_roles public.app_role[] := private.current_roles();
begin
  return exists (select 1 from public.role_permission p
                 where p.resource = p_resource and p.action = p_action
                   and p.role = any (v_roles));
end
$$;

REVOKE ALL ON FUNCTION private.can_own(p_resource text, p_action public.permission_action) FROM PUBLIC;
GRANT ALL ON FUNCTION private.can_own(p_resource text, p_action public.permission_action) TO authenticated;
GRANT ALL ON FUNCTION private.can_own(p_resource text, p_action public.permission_action) TO service_role;

-- "All my workspaces" is the member's own choice.
CREATE FUNCTION private.check_sees_all_workspaces() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.sees_all_workspaces is distinct from old.sees_all_workspaces and not private.is_system()
     and old.id is distinct from private.current_team_member_id() then
    perform private.fail('Vous ne pouvez modifier que votre propre profil', 'team_member_protected_columns', '42501');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_sees_all_workspaces() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_sees_all_workspaces() TO authenticated;
GRANT ALL ON FUNCTION private.check_sees_all_workspaces() TO service_role;

-- Keeps a member's current and main workspaces among their memberships.
CREATE FUNCTION private.check_team_member_workspace_delete() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if exists (select 1 from public.team_member tm
             where tm.id = old.team_member_id and old.workspace_id in (tm.workspace_id, tm.main_workspace_id)) then
    perform private.fail('Impossible de retirer un membre de son workspace courant ou principal', 'team_member_workspace_current');
  end if;
  return old;
end
$$;

REVOKE ALL ON FUNCTION private.check_team_member_workspace_delete() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_team_member_workspace_delete() TO authenticated;
GRANT ALL ON FUNCTION private.check_team_member_workspace_delete() TO service_role;

-- Validates a team member write: management level steps, who may change what.
CREATE FUNCTION private.check_team_member_write() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_me uuid := private.current_team_member_id();
  v_level smallint := private.current_management_level();
  v_is_dev boolean := private.has_role('team_member_developer');
  v_old_level smallint := case when tg_op = 'UPDATE' then old.management_level else 1 end;
begin
  new.email := lower(btrim(new.email));

  if new.management_level is distinct from v_old_level or tg_op = 'INSERT' then
    if new.management_level > 4 then
      perform private.fail('Impossible de monter au-dessus de 4', 'team_member_management_level_range');
    elsif new.management_level < 1 then
      perform private.fail('Impossible de descendre en dessous de 1', 'team_member_management_level_range');
    end if;
  end if;

  if tg_op = 'UPDATE' and new.management_level is distinct from old.management_level then
    if abs(new.management_level - old.management_level) > 1 then
      perform private.fail('Le niveau de management change d''un niveau à la fois', 'team_member_management_level_step');
    end if;
    if not private.is_system() and not v_is_dev then
      if old.id = v_me then
        perform private.fail('Vous ne pouvez pas modifier votre propre niveau de management', 'team_member_management_level_self', '42501');
      elsif v_level < 3 then
        perform private.fail('Seul un country manager (niveau 3 ou plus) ou un développeur peut modifier un niveau de management', 'team_member_management_level_right', '42501');
      elsif new.management_level > v_level then
        perform private.fail('Impossible d''attribuer un niveau de management supérieur au vôtre', 'team_member_management_level_right', '42501');
      end if;
    end if;
  end if;

  if tg_op = 'UPDATE' and not private.is_system() and not v_is_dev then
    -- Identity and placement columns: developers only.
    if new.auth_user_id is distinct from old.auth_user_id or new.email is distinct from old.email
       or new.main_workspace_id is distinct from old.main_workspace_id
       or new.is_independent is distinct from old.is_independent then
      perform private.fail('Seul un développeur peut modifier l''identité ou le workspace principal d''un membre', 'team_member_protected_columns', '42501');
    end if;
    -- Organisation columns: country managers (level 3+), not on themselves.
    if (new.manager_id is distinct from old.manager_id or new.business_unit_id is distinct from old.business_unit_id
        or new.offboarded_at is distinct from old.offboarded_at)
       and (v_level < 3 or old.id = v_me) then
      perform private.fail('Seul un country manager (niveau 3 ou plus) peut modifier le manager, la business unit ou le départ d''un membre', 'team_member_protected_columns', '42501');
    end if;
    -- Autonomy: the member's managers (or country managers), not the member.
    if new.is_autonomous is distinct from old.is_autonomous
       and (old.id = v_me or not (old.id = any (private.current_managee_ids()) or v_level >= 3)) then
      perform private.fail('Seul un manager du membre peut modifier son autonomie', 'team_member_protected_columns', '42501');
    end if;
    -- Self-service columns (current workspace, Slack, onboarding, temporary names) on oneself only.
    if old.id is distinct from v_me and v_level < 3
       and (new.workspace_id is distinct from old.workspace_id or new.slack_id is distinct from old.slack_id
            or new.is_onboarded is distinct from old.is_onboarded or new.temp_first_name is distinct from old.temp_first_name
            or new.temp_last_name is distinct from old.temp_last_name or new.job_title is distinct from old.job_title) then
      perform private.fail('Vous ne pouvez modifier que votre propre profil', 'team_member_protected_columns', '42501');
    end if;
  end if;

  -- The current workspace must be one of the member's workspaces (created with the member).
  if tg_op = 'UPDATE' and new.workspace_id is distinct from old.workspace_id
     and not exists (select 1 from public.team_member_workspace tmw
                     where tmw.team_member_id = new.id and tmw.workspace_id = new.workspace_id) then
    perform private.fail('Ce membre n''appartient pas à ce workspace', 'team_member_workspace_membership');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_team_member_write() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_team_member_write() TO authenticated;
GRANT ALL ON FUNCTION private.check_team_member_write() TO service_role;

-- Only a developer may grant or remove the developer role; nobody edits their own roles.
CREATE FUNCTION private.check_user_role_write() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_row public.user_role := case when tg_op = 'DELETE' then old else new end;
begin
  if private.is_system() then
    return v_row;
  end if;
  if (v_row.role = 'team_member_developer' or (tg_op = 'UPDATE' and old.role = 'team_member_developer'))
     and not private.has_role('team_member_developer') then
    perform private.fail('Seul un développeur peut attribuer ou retirer le rôle développeur', 'user_role_developer', '42501');
  end if;
  if v_row.user_id = auth.uid() and not private.has_role('team_member_developer') then
    perform private.fail('Vous ne pouvez pas modifier vos propres rôles', 'user_role_self', '42501');
  end if;
  return v_row;
end
$$;

REVOKE ALL ON FUNCTION private.check_user_role_write() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_user_role_write() TO authenticated;
GRANT ALL ON FUNCTION private.check_user_role_write() TO service_role;

-- The agency's legal identity…
CREATE FUNCTION private.check_workspace_identity() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
begin
  new.legal_name := btrim(new.legal_name);
  new.siret := nullif(replace(coalesce(new.siret, ''), ' ', ''), '');
  new.naf_code := nullif(upper(btrim(coalesce(new.naf_code, ''))), '');
  if new.naf_code ~ '^[0-9]{4}[A-Z]$' then
    new.naf_code := left(new.naf_code, 2) || '.' || right(new.naf_code, 3);
  end if;
  new.postal_code := nullif(btrim(coalesce(new.postal_code, '')), '');
  if new.legal_name is null or char_length(new.legal_name) not between 1 and 200 then
    perform private.fail('La raison sociale est obligatoire (200 caractères au plus)', 'workspace_identity_legal_name');
  end if;
  if new.siret is null or btrim(coalesce(new.street, '')) = '' or new.postal_code is null or btrim(coalesce(new.city, '')) = ''
     or btrim(coalesce(new.financial_guarantor, '')) = '' then
    perform private.fail('Le SIRET, l''adresse et le garant financier de l''agence sont obligatoires : les contrats les mentionnent',
                         'workspace_identity_required');
  end if;
  if not private.is_valid_siret(new.siret) then
    perform private.fail('Le SIRET est invalide (14 chiffres et clé de contrôle)', 'workspace_identity_siret');
  end if;
  if new.naf_code is not null and new.naf_code !~ '^[0-9]{2}\.[0-9]{2}[A-Z]$' then
    perform private.fail('Le code APE doit avoir la forme 78.20Z', 'workspace_identity_naf_code');
  end if;
  if new.postal_code is not null and new.postal_code !~ '^[0-9]{5}$' then
    perform private.fail('Le code postal doit compter 5 chiffres', 'workspace_identity_postal_code');
  end if;
  if coalesce(char_length(new.legal_form), 0) > 100 or coalesce(char_length(new.street), 0) > 300
     or coalesce(char_length(new.city), 0) > 120 or coalesce(char_length(new.activity_declaration), 0) > 200
     or coalesce(char_length(new.financial_guarantor), 0) > 500 or coalesce(char_length(new.pension_body), 0) > 500
     or coalesce(char_length(new.prevoyance_body), 0) > 500 or coalesce(char_length(new.occupational_health_service), 0) > 500
     or coalesce(char_length(new.signatory_name), 0) > 200 or coalesce(char_length(new.signatory_title), 0) > 200 then
    perform private.fail('Un champ de l''identité de l''agence est trop long', 'workspace_identity_lengths');
  end if;
  return new;
end
$_$;

-- Only the name is a country manager's to change; the rest stays with developers.
CREATE FUNCTION private.check_workspace_update() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not private.is_system() and not private.has_role('team_member_developer')
     and (new.type is distinct from old.type or new.is_renfort_workspace is distinct from old.is_renfort_workspace
          or new.is_independent_workspace is distinct from old.is_independent_workspace
          or new.data_transferred_at is distinct from old.data_transferred_at
          or new.data_transferred_to is distinct from old.data_transferred_to
          or new.data_transferred_by is distinct from old.data_transferred_by) then
    perform private.fail('Seul un développeur peut modifier ce paramètre du workspace', 'workspace_protected_columns', '42501');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_workspace_update() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_workspace_update() TO authenticated;
GRANT ALL ON FUNCTION private.check_workspace_update() TO service_role;

-- The caller's current workspace (team_member.workspace_id): the default for new rows.
CREATE FUNCTION private.current_workspace_id() RETURNS uuid
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return (select tm.workspace_id from public.team_member tm
          where tm.auth_user_id = auth.uid() and tm.offboarded_at is null);
end
$$;

REVOKE ALL ON FUNCTION private.current_workspace_id() FROM PUBLIC;
GRANT ALL ON FUNCTION private.current_workspace_id() TO authenticated;
GRANT ALL ON FUNCTION private.current_workspace_id() TO service_role;

-- The caller's managees, at every depth, skipping offboarded members.
CREATE FUNCTION private.current_managee_ids() RETURNS uuid[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with recursive tree (id, depth) as (
    select tm.id, 1 from public.team_member tm
    where tm.manager_id = private.current_team_member_id() and tm.offboarded_at is null
    union
    select tm.id, tree.depth + 1 from public.team_member tm
    join tree on tm.manager_id = tree.id
    where tm.offboarded_at is null and tree.depth < 10
  )
  select coalesce(array_agg(distinct id), '{}') from tree
$$;

REVOKE ALL ON FUNCTION private.current_managee_ids() FROM PUBLIC;
GRANT ALL ON FUNCTION private.current_managee_ids() TO authenticated;
GRANT ALL ON FUNCTION private.current_managee_ids() TO service_role;

-- The caller's management level (0 unless an active team member).
CREATE FUNCTION private.current_management_level() RETURNS smallint
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return coalesce((select tm.management_level from public.team_member tm
                   where tm.auth_user_id = auth.uid() and tm.offboarded_at is null), 0::smallint);
end
$$;

REVOKE ALL ON FUNCTION private.current_management_level() FROM PUBLIC;
GRANT ALL ON FUNCTION private.current_management_level() TO authenticated;
GRANT ALL ON FUNCTION private.current_management_level() TO service_role;

-- The caller's roles (none unless an active team member).
CREATE FUNCTION private.current_roles() RETURNS public.app_role[]
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return (select coalesce(array_agg(ur.role order by ur.role), '{}')
          from public.user_role ur
          where ur.user_id = auth.uid()
            and exists (select 1 from public.team_member tm where tm.auth_user_id = auth.uid() and tm.offboarded_at is null));
end
$$;

REVOKE ALL ON FUNCTION private.current_roles() FROM PUBLIC;
GRANT ALL ON FUNCTION private.current_roles() TO authenticated;
GRANT ALL ON FUNCTION private.current_roles() TO service_role;

-- The caller's active (not offboarded) team member id, or null.
CREATE FUNCTION private.current_team_member_id() RETURNS uuid
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return (select tm.id from public.team_member tm
          where tm.auth_user_id = auth.uid() and tm.offboarded_at is null);
end
$$;

REVOKE ALL ON FUNCTION private.current_team_member_id() FROM PUBLIC;
GRANT ALL ON FUNCTION private.current_team_member_id() TO authenticated;
GRANT ALL ON FUNCTION private.current_team_member_id() TO service_role;

-- The workspaces the caller reads now: the current one, or all theirs when chosen and allowed.
CREATE FUNCTION private.current_workspace_ids() RETURNS uuid[]
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return coalesce((
    select case
             when tm.sees_all_workspaces and private.may_see_all_workspaces() then m.ids
             when tm.workspace_id = any (m.ids) then array[tm.workspace_id]
             else '{}'::uuid[]
           end
    from public.team_member tm
    cross join lateral (select private.member_workspace_ids() as ids) m
    where tm.auth_user_id = auth.uid() and tm.offboarded_at is null
  ), '{}'::uuid[]);
end
$$;

REVOKE ALL ON FUNCTION private.current_workspace_ids() FROM PUBLIC;
GRANT ALL ON FUNCTION private.current_workspace_ids() TO authenticated;
GRANT ALL ON FUNCTION private.current_workspace_ids() TO service_role;

-- True when the caller holds at least one of the roles.
CREATE FUNCTION private.has_any_role(p_roles public.app_role[]) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return private.current_roles() && p_roles;
end
$$;

REVOKE ALL ON FUNCTION private.has_any_role(p_roles public.app_role[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.has_any_role(p_roles public.app_role[]) TO authenticated;
GRANT ALL ON FUNCTION private.has_any_role(p_roles public.app_role[]) TO service_role;

-- True when the caller holds the role.
CREATE FUNCTION private.has_role(p_role public.app_role) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return p_role = any (private.current_roles());
end
$$;

REVOKE ALL ON FUNCTION private.has_role(p_role public.app_role) FROM PUBLIC;
GRANT ALL ON FUNCTION private.has_role(p_role public.app_role) TO authenticated;
GRANT ALL ON FUNCTION private.has_role(p_role public.app_role) TO service_role;

-- Whether a data URL holds a PNG: the declared type and the 8-byte PNG signature of its bytes.
CREATE FUNCTION private.is_png_data_url(p_url text) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
begin
  if p_url is null or p_url !~ '^data:image/png;base64,[A-Za-z0-9+/]+={0,2}$' then
    return false;
  end if;
  return substring(decode(substring(p_url from 23 for 16), 'base64') from 1 for 8) = '\x89504e470d0a1a0a'::bytea;
exception when others then
  return false;
end
$_$;

REVOKE ALL ON FUNCTION private.is_png_data_url(p_url text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_png_data_url(p_url text) TO authenticated;
GRANT ALL ON FUNCTION private.is_png_data_url(p_url text) TO service_role;

-- True when the caller is an active team member.
CREATE FUNCTION private.is_team_member() RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return exists (select 1 from public.team_member tm where tm.auth_user_id = auth.uid() and tm.offboarded_at is null);
end
$$;

REVOKE ALL ON FUNCTION private.is_team_member() FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_team_member() TO authenticated;
GRANT ALL ON FUNCTION private.is_team_member() TO service_role;

-- The account GoTrue creates for an invited address becomes that member's.
CREATE FUNCTION private.link_invited_team_member() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.email is not null then
    update public.team_member tm set auth_user_id = new.id
    where tm.email = new.email and tm.auth_user_id is null;
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.link_invited_team_member() FROM PUBLIC;
GRANT ALL ON FUNCTION private.link_invited_team_member() TO authenticated;
GRANT ALL ON FUNCTION private.link_invited_team_member() TO service_role;

-- True when the caller's roles span workspaces (support roles, developers, independent administrators, managers)…
CREATE FUNCTION private.may_see_all_workspaces() RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return private.has_any_role(array['team_member_developer', 'team_member_independent_administrator', 'accounting_team_member',
                                    'csm_team_member', 'external_csm_team_member', 'team_member_marketing']::public.app_role[])
      or private.current_management_level() > 1;
end
$$;

REVOKE ALL ON FUNCTION private.may_see_all_workspaces() FROM PUBLIC;
GRANT ALL ON FUNCTION private.may_see_all_workspaces() TO authenticated;
GRANT ALL ON FUNCTION private.may_see_all_workspaces() TO service_role;

-- The caller and their managees: the `own` scope of the permission matrix.
CREATE FUNCTION private.me_and_managee_ids() RETURNS uuid[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case when private.current_team_member_id() is null then '{}'::uuid[]
              else array_append(private.current_managee_ids(), private.current_team_member_id()) end
$$;

REVOKE ALL ON FUNCTION private.me_and_managee_ids() FROM PUBLIC;
GRANT ALL ON FUNCTION private.me_and_managee_ids() TO authenticated;
GRANT ALL ON FUNCTION private.me_and_managee_ids() TO service_role;

-- Every workspace the caller belongs to, whatever they chose to see (the switcher lists these).
CREATE FUNCTION private.member_workspace_ids() RETURNS uuid[]
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return (select coalesce(array_agg(tmw.workspace_id), '{}')
          from public.team_member tm
          join public.team_member_workspace tmw on tmw.team_member_id = tm.id
          where tm.auth_user_id = auth.uid() and tm.offboarded_at is null);
end
$$;

REVOKE ALL ON FUNCTION private.member_workspace_ids() FROM PUBLIC;
GRANT ALL ON FUNCTION private.member_workspace_ids() TO authenticated;
GRANT ALL ON FUNCTION private.member_workspace_ids() TO service_role;

-- Signature evidence that holds: the customer signature RPCs hash with PostgreSQL's own sha256()…
CREATE FUNCTION private.sha256_hex(p_text text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT
    SET search_path TO ''
    AS $$
  select encode(pg_catalog.sha256(pg_catalog.convert_to(p_text, 'UTF8')), 'hex')
$$;

REVOKE ALL ON FUNCTION private.sha256_hex(p_text text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.sha256_hex(p_text text) TO authenticated;
GRANT ALL ON FUNCTION private.sha256_hex(p_text text) TO service_role;

-- Deleting an auth user (GoTrue's admin API, the dashboard) works as on hosted Supabase. 1.
CREATE FUNCTION private.sync_auth_user() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- GoTrue updates users on every sign-in: only the profile's sources matter here
  if tg_op = 'UPDATE'
     and new.email is not distinct from old.email
     and new.phone is not distinct from old.phone
     and new.raw_user_meta_data is not distinct from old.raw_user_meta_data then
    return new;
  end if;
  insert into public.auth_user (id, first_name, last_name, email, phone_number, created_at, updated_at)
  values (
    new.id,
    nullif(new.raw_user_meta_data ->> 'first_name', ''),
    nullif(new.raw_user_meta_data ->> 'last_name', ''),
    lower(new.email),
    coalesce(new.phone, nullif(new.raw_user_meta_data ->> 'phone_number', '')),
    coalesce(new.created_at, now()),
    now()
  )
  on conflict (id) do update
    set email = excluded.email,
        first_name = coalesce(public.auth_user.first_name, excluded.first_name),
        last_name = coalesce(public.auth_user.last_name, excluded.last_name),
        phone_number = coalesce(public.auth_user.phone_number, excluded.phone_number),
        updated_at = now();
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.sync_auth_user() FROM PUBLIC;
GRANT ALL ON FUNCTION private.sync_auth_user() TO authenticated;
GRANT ALL ON FUNCTION private.sync_auth_user() TO service_role;

-- Keeps profile timestamps current.
CREATE FUNCTION private.touch_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.updated_at := now();
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.touch_updated_at() FROM PUBLIC;
GRANT ALL ON FUNCTION private.touch_updated_at() TO authenticated;
GRANT ALL ON FUNCTION private.touch_updated_at() TO service_role;

-- Auth users behind the visible team members (for auth_user and user_role).
CREATE FUNCTION private.visible_auth_user_ids() RETURNS uuid[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(tm.auth_user_id), '{}')
  from public.team_member tm
  where tm.id = any ((select private.visible_team_member_ids())::uuid[]) and tm.auth_user_id is not null
$$;

REVOKE ALL ON FUNCTION private.visible_auth_user_ids() FROM PUBLIC;
GRANT ALL ON FUNCTION private.visible_auth_user_ids() TO authenticated;
GRANT ALL ON FUNCTION private.visible_auth_user_ids() TO service_role;

-- Team members sharing at least one workspace with the caller.
CREATE FUNCTION private.visible_team_member_ids() RETURNS uuid[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(distinct tmw.team_member_id), '{}')
  from public.team_member_workspace tmw
  where tmw.workspace_id = any ((select private.current_workspace_ids())::uuid[])
$$;

REVOKE ALL ON FUNCTION private.visible_team_member_ids() FROM PUBLIC;
GRANT ALL ON FUNCTION private.visible_team_member_ids() TO authenticated;
GRANT ALL ON FUNCTION private.visible_team_member_ids() TO service_role;

-- Everything the shell needs about the signed-in user, in one call: the verified identity…
CREATE FUNCTION public.current_user_context() RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with me as (
    select m.*
    from public.team_member m
    where m.auth_user_id = (select auth.uid())
  )
  select case when (select auth.uid()) is null then null else jsonb_build_object(
    'user_id', (select auth.uid()),
    'email', (select auth.jwt() ->> 'email'),
    'user_metadata', coalesce((select auth.jwt() -> 'user_metadata'), '{}'::jsonb),
    'profile', (select to_jsonb(u) from public.auth_user u where u.id = (select auth.uid())),
    'roles', coalesce((select jsonb_agg(r.role order by r.role) from public.user_role r where r.user_id = (select auth.uid())), '[]'::jsonb),
    'team_member', (
      select to_jsonb(me) || jsonb_build_object('auth_user', (
        select jsonb_build_object('first_name', u.first_name, 'last_name', u.last_name, 'email', u.email, 'phone_number', u.phone_number, 'avatar', u.avatar)
        from public.auth_user u where u.id = me.auth_user_id))
      from me
    ),
    'workspace', (select to_jsonb(w) from public.workspace w join me on w.id = me.workspace_id),
    'invited_workspace_ids', coalesce((
      select jsonb_agg(l.workspace_id) from public.team_member_workspace l join me on l.team_member_id = me.id
    ), '[]'::jsonb),
    'main_workspace_id', (select w.id from public.workspace w where w.is_renfort_workspace limit 1),
    'managees', coalesce((
      select jsonb_agg(to_jsonb(m) || jsonb_build_object('auth_user', (
        select jsonb_build_object('first_name', u.first_name, 'last_name', u.last_name, 'email', u.email, 'phone_number', u.phone_number, 'avatar', u.avatar)
        from public.auth_user u where u.id = m.auth_user_id)))
      from public.team_member m
      where m.id = any (private.current_managee_ids()) and m.offboarded_at is null
    ), '[]'::jsonb)
  ) end
$$;

REVOKE ALL ON FUNCTION public.current_user_context() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.current_user_context() FROM PUBLIC;
GRANT ALL ON FUNCTION public.current_user_context() TO authenticated;
GRANT ALL ON FUNCTION public.current_user_context() TO service_role;

-- Returns the team members the caller manages, directly or through their managers.
CREATE FUNCTION public.get_current_user_managees() RETURNS TABLE(managee_id uuid)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select unnest(private.current_managee_ids()) as managee_id
$$;

REVOKE ALL ON FUNCTION public.get_current_user_managees() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.get_current_user_managees() FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_current_user_managees() TO authenticated;
GRANT ALL ON FUNCTION public.get_current_user_managees() TO service_role;

-- Members join by invitation (sign-up is off, as in a hosted back office): a developer or a country manager…
CREATE FUNCTION public.invite_team_member(p_email text, p_first_name text DEFAULT NULL::text, p_last_name text DEFAULT NULL::text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_workspace uuid := private.current_workspace_id();
  v_member public.team_member;
begin
  if v_workspace is null or not (private.can('team_member', 'insert') or private.current_management_level() >= 3) then
    perform private.fail('Seul un country manager (niveau 3 ou plus) ou un développeur peut inviter un membre', 'team_member_invitation_right', '42501');
  end if;
  if char_length(v_email) > 254 or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    perform private.fail('L''adresse e-mail est invalide', 'team_member_email_format');
  end if;
  if char_length(p_first_name) > 100 or char_length(p_last_name) > 100 then
    perform private.fail('Le prénom et le nom ne doivent pas dépasser 100 caractères', 'team_member_invitation_name');
  end if;
  select * into v_member from public.team_member tm where tm.email = v_email;
  if found then
    -- Invited again before joining: the same member, the invitation mailed again.
    if v_member.auth_user_id is not null and exists (
      select 1 from public.team_member_workspace m where m.team_member_id = v_member.id and m.workspace_id = v_workspace
    ) then
      perform private.fail('Cette personne est déjà membre de ce workspace', 'team_member_email_idx', '23505');
    end if;
    insert into public.team_member_workspace (team_member_id, workspace_id) values (v_member.id, v_workspace)
    on conflict (team_member_id, workspace_id) do nothing;
    return v_member.id;
  end if;
  insert into public.team_member (email, workspace_id, main_workspace_id, temp_first_name, temp_last_name, auth_user_id)
  values (v_email, v_workspace, v_workspace, nullif(btrim(p_first_name), ''), nullif(btrim(p_last_name), ''),
          (select u.id from public.auth_user u where u.email = v_email))
  returning * into v_member;
  return v_member.id;
end
$_$;

REVOKE ALL ON FUNCTION public.invite_team_member(p_email text, p_first_name text, p_last_name text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.invite_team_member(p_email text, p_first_name text, p_last_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.invite_team_member(p_email text, p_first_name text, p_last_name text) TO authenticated;
GRANT ALL ON FUNCTION public.invite_team_member(p_email text, p_first_name text, p_last_name text) TO service_role;

-- Offboards a member (or brings them back, p_offboard false): developers or country managers (level 3+), never oneself.
CREATE FUNCTION public.offboard_team_member(p_team_member_id uuid, p_offboard boolean DEFAULT true) RETURNS public.team_member
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_member public.team_member;
begin
  if not (private.has_role('team_member_developer') or private.current_management_level() >= 3) then
    perform private.fail('Seul un country manager (niveau 3 ou plus) ou un développeur peut faire partir un membre',
                         'team_member_offboard_right', '42501');
  end if;
  if p_team_member_id = private.current_team_member_id() then
    perform private.fail('Vous ne pouvez pas vous faire partir vous-même', 'team_member_offboard_self', '42501');
  end if;
  select * into v_member from public.team_member tm where tm.id = p_team_member_id;
  if not found then
    perform private.fail('Ce membre est introuvable', 'team_member_not_found', 'P0002');
  end if;
  if p_offboard and v_member.offboarded_at is not null then
    perform private.fail('Ce membre est déjà parti', 'team_member_already_offboarded');
  end if;
  if p_offboard then
    update public.team_member tm set manager_id = v_member.manager_id
    where tm.manager_id = v_member.id and tm.id <> coalesce(v_member.manager_id, '00000000-0000-0000-0000-000000000000');
  end if;
  update public.team_member tm
  set offboarded_at = case when p_offboard then now() else null end
  where tm.id = p_team_member_id
  returning * into v_member;
  if not found then
    perform private.fail('Vos droits ne permettent pas de modifier ce membre', 'team_member_offboard_right', '42501');
  end if;
  return v_member;
end
$$;

REVOKE ALL ON FUNCTION public.offboard_team_member(p_team_member_id uuid, p_offboard boolean) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.offboard_team_member(p_team_member_id uuid, p_offboard boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.offboard_team_member(p_team_member_id uuid, p_offboard boolean) TO authenticated;
GRANT ALL ON FUNCTION public.offboard_team_member(p_team_member_id uuid, p_offboard boolean) TO service_role;

-- An establishment and its address (type head_office or establishment, as the agency is).
CREATE FUNCTION public.save_agency(p_values jsonb, p_id uuid DEFAULT NULL::uuid, p_address jsonb DEFAULT NULL::jsonb) RETURNS public.agency
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_current uuid;
  v_id uuid;
  v_head boolean;
  v_row public.agency;
begin
  if p_id is not null then
    select a.address_id, a.is_head_office into v_current, v_head from public.agency a where a.id = p_id;
  end if;
  v_head := coalesce((p_values ->> 'is_head_office')::boolean, v_head, false);
  v_id := private.write_row('public.agency', p_id,
    coalesce(p_values, '{}'::jsonb) || jsonb_build_object('address_id',
      private.write_address(v_current, p_address, case when v_head then 'head_office' else 'establishment' end::public.address_type)));
  select * into v_row from public.agency a where a.id = v_id;
  return v_row;
end
$$;

REVOKE ALL ON FUNCTION public.save_agency(p_values jsonb, p_id uuid, p_address jsonb) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.save_agency(p_values jsonb, p_id uuid, p_address jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_agency(p_values jsonb, p_id uuid, p_address jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.save_agency(p_values jsonb, p_id uuid, p_address jsonb) TO service_role;

-- ## Views

-- One row per visible member with the names, roles and organisation the list shows and filters on server side…
CREATE VIEW public.team_member_directory WITH (security_invoker='on') AS
 SELECT tm.id,
    tm.email,
    tm.auth_user_id,
    COALESCE(NULLIF(btrim(((COALESCE(u.first_name, ''::text) || ' '::text) || COALESCE(u.last_name, ''::text))), ''::text), NULLIF(btrim(((COALESCE(tm.temp_first_name, ''::text) || ' '::text) || COALESCE(tm.temp_last_name, ''::text))), ''::text), tm.email) AS full_name,
    tm.job_title,
    tm.management_level,
    tm.manager_id,
    COALESCE(NULLIF(btrim(((COALESCE(mu.first_name, ''::text) || ' '::text) || COALESCE(mu.last_name, ''::text))), ''::text), NULLIF(btrim(((COALESCE(m.temp_first_name, ''::text) || ' '::text) || COALESCE(m.temp_last_name, ''::text))), ''::text), m.email) AS manager_name,
    tm.business_unit_id,
    bu.name AS business_unit_name,
    tm.offboarded_at,
    (tm.offboarded_at IS NOT NULL) AS is_offboarded,
    tm.is_independent,
    tm.is_autonomous,
    tm.is_onboarded,
    tm.main_workspace_id,
    COALESCE(( SELECT array_agg(ur.role ORDER BY ur.role) AS array_agg
           FROM public.user_role ur
          WHERE (ur.user_id = tm.auth_user_id)), '{}'::public.app_role[]) AS roles,
    COALESCE(( SELECT array_agg(tmw.workspace_id) AS array_agg
           FROM public.team_member_workspace tmw
          WHERE (tmw.team_member_id = tm.id)), '{}'::uuid[]) AS workspace_ids,
    private.normalize_search(concat_ws(' '::text, u.first_name, u.last_name, tm.temp_first_name, tm.temp_last_name, tm.email, tm.job_title)) AS search_text,
    tm.created_at
   FROM ((((public.team_member tm
     LEFT JOIN public.auth_user u ON ((u.id = tm.auth_user_id)))
     LEFT JOIN public.business_unit bu ON ((bu.id = tm.business_unit_id)))
     LEFT JOIN public.team_member m ON ((m.id = tm.manager_id)))
     LEFT JOIN public.auth_user mu ON ((mu.id = m.auth_user_id)));

REVOKE ALL ON TABLE public.team_member_directory FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.team_member_directory TO authenticated;
GRANT ALL ON TABLE public.team_member_directory TO service_role;

-- Every account of the platform, team member or not, with its roles: the developers' users screen
-- (other roles see no row).
CREATE VIEW public.user_account AS
 SELECT u.id,
    u.email,
    p.first_name,
    p.last_name,
    u.created_at,
    u.last_sign_in_at,
    u.email_confirmed_at,
    tm.id AS team_member_id,
    tm.offboarded_at,
    tm.management_level,
    COALESCE(( SELECT array_agg(ur.role ORDER BY ur.role) AS array_agg
           FROM public.user_role ur
          WHERE (ur.user_id = u.id)), '{}'::public.app_role[]) AS roles,
    (tm.id IS NOT NULL) AS is_team_member,
    private.normalize_search(concat_ws(' '::text, p.first_name, p.last_name, u.email)) AS search_text
   FROM ((private.auth_accounts() u(id, email, created_at, last_sign_in_at, email_confirmed_at)
     LEFT JOIN public.auth_user p ON ((p.id = u.id)))
     LEFT JOIN public.team_member tm ON ((tm.auth_user_id = u.id)))
  WHERE private.has_role('team_member_developer'::public.app_role);

REVOKE ALL ON TABLE public.user_account FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.user_account TO authenticated;
GRANT ALL ON TABLE public.user_account TO service_role;

-- ## Rows

-- Rows the schema owns (the application reads them as rules); `on conflict do nothing` keeps a
-- re-run harmless.

insert into public.role_permission (role, resource, action, scope, note) values
  ('accounting_team_member', 'address', 'insert', 'all', null),
  ('accounting_team_member', 'address', 'select', 'all', null),
  ('accounting_team_member', 'address', 'update', 'all', null),
  ('accounting_team_member', 'advance_payment_request', 'select', 'all', 'jamais le marketing'),
  ('accounting_team_member', 'advance_payment_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('accounting_team_member', 'agency', 'select', 'all', null),
  ('accounting_team_member', 'agency', 'update', 'all', null),
  ('accounting_team_member', 'application', 'select', 'all', null),
  ('accounting_team_member', 'auth_user', 'select', 'all', null),
  ('accounting_team_member', 'auth_user', 'update', 'own', 'son propre profil'),
  ('accounting_team_member', 'business_unit', 'select', 'all', null),
  ('accounting_team_member', 'commercial_condition', 'select', 'all', 'coefficients : jamais le CSM externe ni le marketing'),
  ('accounting_team_member', 'commercial_condition', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('accounting_team_member', 'company', 'select', 'all', null),
  ('accounting_team_member', 'company', 'update', 'all', 'la comptabilité bloque et débloque'),
  ('accounting_team_member', 'company_group', 'insert', 'all', 'CONS, CSM et ACC créent un groupe'),
  ('accounting_team_member', 'company_group', 'select', 'all', null),
  ('accounting_team_member', 'company_group', 'update', 'all', null),
  ('accounting_team_member', 'company_insurance_request', 'select', 'all', 'encours : jamais le CSM externe ni le marketing'),
  ('accounting_team_member', 'company_insurance_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('accounting_team_member', 'contact', 'select', 'all', null),
  ('accounting_team_member', 'contract', 'select', 'all', 'jamais le marketing'),
  ('accounting_team_member', 'contract', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('accounting_team_member', 'contract_dpae', 'select', 'all', null),
  ('accounting_team_member', 'contract_pricing', 'insert', 'all', null),
  ('accounting_team_member', 'contract_pricing', 'select', 'all', 'coefficients : jamais le CSM externe ni le marketing'),
  ('accounting_team_member', 'contract_pricing', 'update', 'all', 'dérogation hors grille : la comptabilité'),
  ('accounting_team_member', 'contract_reason_rule', 'select', 'all', null),
  ('accounting_team_member', 'cooptation', 'select', 'all', null),
  ('accounting_team_member', 'cooptation', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('accounting_team_member', 'country', 'select', 'all', null),
  ('accounting_team_member', 'deep_research_synonym', 'select', 'all', 'le lecteur de la recherche approfondie'),
  ('accounting_team_member', 'definitive_end_request', 'select', 'all', 'jamais le marketing'),
  ('accounting_team_member', 'definitive_end_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('accounting_team_member', 'department', 'select', 'all', null),
  ('accounting_team_member', 'document', 'insert', 'all', null),
  ('accounting_team_member', 'document', 'select', 'all', 'types sensibles : voir document_sensitive'),
  ('accounting_team_member', 'document', 'update', 'all', null),
  ('accounting_team_member', 'document_sensitive', 'insert', 'all', null),
  ('accounting_team_member', 'document_sensitive', 'select', 'all', 'titre de séjour, carte Vitale, RIB, avis médical, bulletin de paie'),
  ('accounting_team_member', 'document_sensitive', 'update', 'all', null),
  ('accounting_team_member', 'enum_label', 'select', 'all', null),
  ('accounting_team_member', 'expense_claim_request', 'select', 'all', 'jamais le marketing'),
  ('accounting_team_member', 'expense_claim_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('accounting_team_member', 'file_link', 'select', 'all', 'selon les droits sur l''entité liée'),
  ('accounting_team_member', 'hiring_pool', 'select', 'all', 'viviers privés : leur propriétaire et ses managers'),
  ('accounting_team_member', 'independent_monthly_invoice', 'select', 'all', 'montants : administrateur des indépendants et comptabilité'),
  ('accounting_team_member', 'independent_monthly_invoice', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('accounting_team_member', 'independent_payment_request', 'select', 'all', null),
  ('accounting_team_member', 'independent_payment_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('accounting_team_member', 'job', 'select', 'all', null),
  ('accounting_team_member', 'legal_parameter', 'insert', 'all', null),
  ('accounting_team_member', 'legal_parameter', 'select', 'all', null),
  ('accounting_team_member', 'legal_parameter', 'update', 'all', null),
  ('accounting_team_member', 'meal_card_request', 'select', 'all', 'jamais le marketing'),
  ('accounting_team_member', 'meal_card_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('accounting_team_member', 'medical_center', 'select', 'all', null),
  ('accounting_team_member', 'medical_checkup_request', 'select', 'all', 'jamais le marketing'),
  ('accounting_team_member', 'medical_checkup_result', 'select', 'all', 'aptitude : donnée médicale'),
  ('accounting_team_member', 'mission', 'select', 'all', null),
  ('accounting_team_member', 'note', 'delete', 'own', 'auteur et ses managers'),
  ('accounting_team_member', 'note', 'insert', 'all', 'notes de service : CSM, comptabilité, développeur'),
  ('accounting_team_member', 'note', 'select', 'all', 'notes de contrat : qui lit les contrats'),
  ('accounting_team_member', 'note', 'update', 'own', 'auteur et ses managers'),
  ('accounting_team_member', 'notification', 'delete', 'own', 'les siennes'),
  ('accounting_team_member', 'notification', 'insert', 'all', null),
  ('accounting_team_member', 'notification', 'select', 'all', 'adressées au membre ou à un de ses rôles'),
  ('accounting_team_member', 'notification', 'update', 'all', 'marquer comme lue'),
  ('accounting_team_member', 'pay_tracking', 'insert', 'all', null),
  ('accounting_team_member', 'pay_tracking', 'select', 'all', 'jamais le marketing ni le CSM externe'),
  ('accounting_team_member', 'pay_tracking', 'update', 'all', 'le CSM : signaler une anomalie'),
  ('accounting_team_member', 'planning_entry', 'select', 'all', 'comme le contrat'),
  ('accounting_team_member', 'ppe_request', 'select', 'all', 'jamais le marketing'),
  ('accounting_team_member', 'ppe_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('accounting_team_member', 'ppe_request_item', 'select', 'all', null),
  ('accounting_team_member', 'professional_card_request', 'select', 'all', 'jamais le marketing'),
  ('accounting_team_member', 'professional_card_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('accounting_team_member', 'qualification_center', 'select', 'all', null),
  ('accounting_team_member', 'qualification_center', 'update', 'all', 'la comptabilité : les tarifs'),
  ('accounting_team_member', 'qualification_training_request', 'select', 'all', 'jamais le marketing'),
  ('accounting_team_member', 'qualification_training_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('accounting_team_member', 'recruitment_office_invoice_request', 'select', 'all', 'honoraires : jamais le CSM externe ni le marketing'),
  ('accounting_team_member', 'recruitment_office_invoice_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('accounting_team_member', 'region', 'select', 'all', null),
  ('accounting_team_member', 'request_type', 'select', 'all', 'registre des types de demandes'),
  ('accounting_team_member', 'resume', 'select', 'all', null),
  ('accounting_team_member', 'role_permission', 'select', 'all', null),
  ('accounting_team_member', 'sector', 'select', 'all', null),
  ('accounting_team_member', 'software', 'select', 'all', null),
  ('accounting_team_member', 'status_history', 'select', 'all', 'selon les droits sur l''entité liée'),
  ('accounting_team_member', 'status_transition', 'select', 'all', null),
  ('accounting_team_member', 'talent', 'select', 'all', null),
  ('accounting_team_member', 'talent_anonymous_document', 'select', 'all', null),
  ('accounting_team_member', 'talent_business_unit', 'select', 'all', null),
  ('accounting_team_member', 'talent_hiring_pool', 'select', 'all', null),
  ('accounting_team_member', 'talent_job', 'select', 'all', null),
  ('accounting_team_member', 'talent_private', 'insert', 'all', null),
  ('accounting_team_member', 'talent_private', 'select', 'all', 'NIR, IBAN, lieu de naissance, titre de séjour'),
  ('accounting_team_member', 'talent_private', 'update', 'all', null),
  ('accounting_team_member', 'talent_software', 'select', 'all', null),
  ('accounting_team_member', 'team_member', 'select', 'all', 'membres des workspaces partagés'),
  ('accounting_team_member', 'team_member', 'update', 'own', 'soi-même et ses managés ; country managers : organisation'),
  ('accounting_team_member', 'team_member_directory', 'select', 'all', 'membres des workspaces partagés'),
  ('accounting_team_member', 'team_member_workspace', 'select', 'all', null),
  ('accounting_team_member', 'timesheet_day', 'delete', 'all', 'relevés en brouillon ou contestés'),
  ('accounting_team_member', 'timesheet_day', 'insert', 'all', null),
  ('accounting_team_member', 'timesheet_day', 'select', 'all', null),
  ('accounting_team_member', 'timesheet_day', 'update', 'all', null),
  ('accounting_team_member', 'timesheet_week', 'insert', 'all', null),
  ('accounting_team_member', 'timesheet_week', 'select', 'all', null),
  ('accounting_team_member', 'timesheet_week', 'update', 'all', null),
  ('accounting_team_member', 'user_role', 'select', 'all', null),
  ('accounting_team_member', 'work_accident_request', 'select', 'all', 'jamais le marketing'),
  ('accounting_team_member', 'work_accident_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('accounting_team_member', 'workspace', 'select', 'all', 'workspaces dont on est membre'),
  ('consultant_team_member', 'address', 'insert', 'all', null),
  ('consultant_team_member', 'address', 'select', 'all', null),
  ('consultant_team_member', 'address', 'update', 'all', null),
  ('consultant_team_member', 'advance_payment_request', 'insert', 'all', null),
  ('consultant_team_member', 'advance_payment_request', 'select', 'all', 'jamais le marketing'),
  ('consultant_team_member', 'advance_payment_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('consultant_team_member', 'agency', 'insert', 'all', null),
  ('consultant_team_member', 'agency', 'select', 'all', null),
  ('consultant_team_member', 'agency', 'update', 'all', null),
  ('consultant_team_member', 'application', 'delete', 'own', null),
  ('consultant_team_member', 'application', 'insert', 'all', null),
  ('consultant_team_member', 'application', 'select', 'all', null),
  ('consultant_team_member', 'application', 'update', 'all', null),
  ('consultant_team_member', 'auth_user', 'select', 'all', null),
  ('consultant_team_member', 'auth_user', 'update', 'own', 'son propre profil'),
  ('consultant_team_member', 'business_unit', 'select', 'all', null),
  ('consultant_team_member', 'commercial_condition', 'insert', 'all', null),
  ('consultant_team_member', 'commercial_condition', 'select', 'all', 'coefficients : jamais le CSM externe ni le marketing'),
  ('consultant_team_member', 'commercial_condition', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('consultant_team_member', 'company', 'insert', 'all', null),
  ('consultant_team_member', 'company', 'select', 'all', null),
  ('consultant_team_member', 'company', 'update', 'all', 'la comptabilité bloque et débloque'),
  ('consultant_team_member', 'company_group', 'insert', 'all', null),
  ('consultant_team_member', 'company_group', 'select', 'all', null),
  ('consultant_team_member', 'company_group', 'update', 'all', null),
  ('consultant_team_member', 'company_insurance_request', 'insert', 'all', null),
  ('consultant_team_member', 'company_insurance_request', 'select', 'all', 'encours : jamais le CSM externe ni le marketing'),
  ('consultant_team_member', 'company_insurance_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('consultant_team_member', 'contact', 'insert', 'all', null),
  ('consultant_team_member', 'contact', 'select', 'all', null),
  ('consultant_team_member', 'contact', 'update', 'all', null),
  ('consultant_team_member', 'contract', 'delete', 'own', 'brouillons seulement'),
  ('consultant_team_member', 'contract', 'insert', 'all', null),
  ('consultant_team_member', 'contract', 'select', 'all', 'jamais le marketing'),
  ('consultant_team_member', 'contract', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('consultant_team_member', 'contract_dpae', 'select', 'all', null),
  ('consultant_team_member', 'contract_pricing', 'insert', 'all', null),
  ('consultant_team_member', 'contract_pricing', 'select', 'all', 'coefficients : jamais le CSM externe ni le marketing'),
  ('consultant_team_member', 'contract_pricing', 'update', 'all', 'dérogation hors grille : la comptabilité'),
  ('consultant_team_member', 'contract_reason_rule', 'select', 'all', null),
  ('consultant_team_member', 'cooptation', 'insert', 'all', null),
  ('consultant_team_member', 'cooptation', 'select', 'all', null),
  ('consultant_team_member', 'cooptation', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('consultant_team_member', 'country', 'select', 'all', null),
  ('consultant_team_member', 'deep_research_synonym', 'delete', 'all', null),
  ('consultant_team_member', 'deep_research_synonym', 'insert', 'all', null),
  ('consultant_team_member', 'deep_research_synonym', 'select', 'all', null),
  ('consultant_team_member', 'deep_research_synonym', 'update', 'all', null),
  ('consultant_team_member', 'definitive_end_request', 'insert', 'all', null),
  ('consultant_team_member', 'definitive_end_request', 'select', 'all', 'jamais le marketing'),
  ('consultant_team_member', 'definitive_end_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('consultant_team_member', 'department', 'select', 'all', null),
  ('consultant_team_member', 'document', 'delete', 'all', null),
  ('consultant_team_member', 'document', 'insert', 'all', null),
  ('consultant_team_member', 'document', 'select', 'all', 'types sensibles : voir document_sensitive'),
  ('consultant_team_member', 'document', 'update', 'all', null),
  ('consultant_team_member', 'document_sensitive', 'delete', 'all', null),
  ('consultant_team_member', 'document_sensitive', 'insert', 'all', null),
  ('consultant_team_member', 'document_sensitive', 'select', 'all', 'titre de séjour, carte Vitale, RIB, avis médical, bulletin de paie'),
  ('consultant_team_member', 'document_sensitive', 'update', 'all', null),
  ('consultant_team_member', 'enum_label', 'select', 'all', null),
  ('consultant_team_member', 'expense_claim_request', 'insert', 'all', null),
  ('consultant_team_member', 'expense_claim_request', 'select', 'all', 'jamais le marketing'),
  ('consultant_team_member', 'expense_claim_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('consultant_team_member', 'file_link', 'select', 'all', 'selon les droits sur l''entité liée'),
  ('consultant_team_member', 'hiring_pool', 'delete', 'own', null),
  ('consultant_team_member', 'hiring_pool', 'insert', 'all', null),
  ('consultant_team_member', 'hiring_pool', 'select', 'all', 'viviers privés : leur propriétaire et ses managers'),
  ('consultant_team_member', 'hiring_pool', 'update', 'own', null),
  ('consultant_team_member', 'independent_payment_request', 'insert', 'all', null),
  ('consultant_team_member', 'independent_payment_request', 'select', 'own', 'ses demandes et celles de ses managés'),
  ('consultant_team_member', 'independent_payment_request', 'update', 'own', 'annuler sa demande'),
  ('consultant_team_member', 'job', 'select', 'all', null),
  ('consultant_team_member', 'legal_parameter', 'select', 'all', null),
  ('consultant_team_member', 'meal_card_request', 'insert', 'all', null),
  ('consultant_team_member', 'meal_card_request', 'select', 'all', 'jamais le marketing'),
  ('consultant_team_member', 'meal_card_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('consultant_team_member', 'medical_center', 'select', 'all', null),
  ('consultant_team_member', 'medical_checkup_request', 'insert', 'all', null),
  ('consultant_team_member', 'medical_checkup_request', 'select', 'all', 'jamais le marketing'),
  ('consultant_team_member', 'medical_checkup_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('consultant_team_member', 'medical_checkup_result', 'select', 'all', 'aptitude : donnée médicale'),
  ('consultant_team_member', 'mission', 'delete', 'own', 'brouillons seulement'),
  ('consultant_team_member', 'mission', 'insert', 'all', null),
  ('consultant_team_member', 'mission', 'select', 'all', null),
  ('consultant_team_member', 'mission', 'update', 'all', 'le marketing : les annonces'),
  ('consultant_team_member', 'note', 'delete', 'own', 'auteur et ses managers'),
  ('consultant_team_member', 'note', 'insert', 'all', 'notes de service : CSM, comptabilité, développeur'),
  ('consultant_team_member', 'note', 'select', 'all', 'notes de contrat : qui lit les contrats'),
  ('consultant_team_member', 'note', 'update', 'own', 'auteur et ses managers'),
  ('consultant_team_member', 'notification', 'delete', 'own', 'les siennes'),
  ('consultant_team_member', 'notification', 'insert', 'all', null),
  ('consultant_team_member', 'notification', 'select', 'all', 'adressées au membre ou à un de ses rôles'),
  ('consultant_team_member', 'notification', 'update', 'all', 'marquer comme lue'),
  ('consultant_team_member', 'pay_tracking', 'select', 'all', 'jamais le marketing ni le CSM externe'),
  ('consultant_team_member', 'planning_entry', 'insert', 'all', 'par save_planning_entry'),
  ('consultant_team_member', 'planning_entry', 'select', 'all', 'comme le contrat'),
  ('consultant_team_member', 'planning_entry', 'update', 'all', 'déplacer, confirmer, annuler'),
  ('consultant_team_member', 'ppe_request', 'insert', 'all', null),
  ('consultant_team_member', 'ppe_request', 'select', 'all', 'jamais le marketing'),
  ('consultant_team_member', 'ppe_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('consultant_team_member', 'ppe_request_item', 'delete', 'all', 'tant que la demande n''est pas commandée'),
  ('consultant_team_member', 'ppe_request_item', 'insert', 'all', 'tant que la demande n''est pas commandée'),
  ('consultant_team_member', 'ppe_request_item', 'select', 'all', null),
  ('consultant_team_member', 'ppe_request_item', 'update', 'all', 'annulation d''un équipement jusqu''à la commande'),
  ('consultant_team_member', 'professional_card_request', 'insert', 'all', null),
  ('consultant_team_member', 'professional_card_request', 'select', 'all', 'jamais le marketing'),
  ('consultant_team_member', 'professional_card_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('consultant_team_member', 'push_campaign', 'insert', 'all', 'par save_push_campaign'),
  ('consultant_team_member', 'push_campaign', 'select', 'all', null),
  ('consultant_team_member', 'push_campaign', 'update', 'all', 'avant l''envoi ; le statut : status_transition'),
  ('consultant_team_member', 'push_campaign_recipient', 'delete', 'all', 'avant l''envoi'),
  ('consultant_team_member', 'push_campaign_recipient', 'insert', 'all', 'avant l''envoi'),
  ('consultant_team_member', 'push_campaign_recipient', 'select', 'all', null),
  ('consultant_team_member', 'push_campaign_recipient', 'update', 'all', 'avant l''envoi ; l''envoi et les liens : le système'),
  ('consultant_team_member', 'qualification_center', 'select', 'all', null),
  ('consultant_team_member', 'qualification_training_request', 'insert', 'all', null),
  ('consultant_team_member', 'qualification_training_request', 'select', 'all', 'jamais le marketing'),
  ('consultant_team_member', 'qualification_training_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('consultant_team_member', 'recruitment_office_invoice_request', 'insert', 'all', null),
  ('consultant_team_member', 'recruitment_office_invoice_request', 'select', 'all', 'honoraires : jamais le CSM externe ni le marketing'),
  ('consultant_team_member', 'recruitment_office_invoice_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('consultant_team_member', 'reference_check', 'insert', 'all', null),
  ('consultant_team_member', 'reference_check', 'select', 'all', null),
  ('consultant_team_member', 'reference_check', 'update', 'all', null),
  ('consultant_team_member', 'region', 'select', 'all', null),
  ('consultant_team_member', 'request_type', 'select', 'all', 'registre des types de demandes'),
  ('consultant_team_member', 'resume', 'delete', 'all', null),
  ('consultant_team_member', 'resume', 'insert', 'all', null),
  ('consultant_team_member', 'resume', 'select', 'all', null),
  ('consultant_team_member', 'resume', 'update', 'all', null),
  ('consultant_team_member', 'role_permission', 'select', 'all', null),
  ('consultant_team_member', 'scheduled_email', 'insert', 'all', 'les campagnes vers un vivier : le marketing'),
  ('consultant_team_member', 'scheduled_email', 'select', 'all', null),
  ('consultant_team_member', 'scheduled_email', 'update', 'own', 'leurs e-mails'),
  ('consultant_team_member', 'sector', 'select', 'all', null),
  ('consultant_team_member', 'software', 'select', 'all', null),
  ('consultant_team_member', 'status_history', 'select', 'all', 'selon les droits sur l''entité liée'),
  ('consultant_team_member', 'status_transition', 'select', 'all', null),
  ('consultant_team_member', 'talent', 'insert', 'all', null),
  ('consultant_team_member', 'talent', 'select', 'all', null),
  ('consultant_team_member', 'talent', 'update', 'all', null),
  ('consultant_team_member', 'talent_anonymous_document', 'insert', 'all', null),
  ('consultant_team_member', 'talent_anonymous_document', 'select', 'all', null),
  ('consultant_team_member', 'talent_business_unit', 'delete', 'all', null),
  ('consultant_team_member', 'talent_business_unit', 'insert', 'all', null),
  ('consultant_team_member', 'talent_business_unit', 'select', 'all', null),
  ('consultant_team_member', 'talent_business_unit', 'update', 'all', null),
  ('consultant_team_member', 'talent_hiring_pool', 'delete', 'all', null),
  ('consultant_team_member', 'talent_hiring_pool', 'insert', 'all', null),
  ('consultant_team_member', 'talent_hiring_pool', 'select', 'all', null),
  ('consultant_team_member', 'talent_hiring_pool', 'update', 'all', null),
  ('consultant_team_member', 'talent_job', 'delete', 'all', null),
  ('consultant_team_member', 'talent_job', 'insert', 'all', null),
  ('consultant_team_member', 'talent_job', 'select', 'all', null),
  ('consultant_team_member', 'talent_job', 'update', 'all', null),
  ('consultant_team_member', 'talent_private', 'insert', 'all', null),
  ('consultant_team_member', 'talent_private', 'select', 'all', 'NIR, IBAN, lieu de naissance, titre de séjour'),
  ('consultant_team_member', 'talent_private', 'update', 'all', null),
  ('consultant_team_member', 'talent_software', 'delete', 'all', null),
  ('consultant_team_member', 'talent_software', 'insert', 'all', null),
  ('consultant_team_member', 'talent_software', 'select', 'all', null),
  ('consultant_team_member', 'talent_software', 'update', 'all', null),
  ('consultant_team_member', 'team_member', 'select', 'all', 'membres des workspaces partagés'),
  ('consultant_team_member', 'team_member', 'update', 'own', 'soi-même et ses managés ; country managers : organisation'),
  ('consultant_team_member', 'team_member_directory', 'select', 'all', 'membres des workspaces partagés'),
  ('consultant_team_member', 'team_member_workspace', 'select', 'all', null),
  ('consultant_team_member', 'timesheet_day', 'delete', 'all', 'relevés en brouillon ou contestés'),
  ('consultant_team_member', 'timesheet_day', 'insert', 'all', null),
  ('consultant_team_member', 'timesheet_day', 'select', 'all', null),
  ('consultant_team_member', 'timesheet_day', 'update', 'all', null),
  ('consultant_team_member', 'timesheet_week', 'insert', 'all', null),
  ('consultant_team_member', 'timesheet_week', 'select', 'all', null),
  ('consultant_team_member', 'timesheet_week', 'update', 'all', null),
  ('consultant_team_member', 'user_role', 'select', 'all', null),
  ('consultant_team_member', 'work_accident_request', 'insert', 'all', null),
  ('consultant_team_member', 'work_accident_request', 'select', 'all', 'jamais le marketing'),
  ('consultant_team_member', 'work_accident_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('consultant_team_member', 'workspace', 'select', 'all', 'workspaces dont on est membre'),
  ('csm_team_member', 'address', 'insert', 'all', null),
  ('csm_team_member', 'address', 'select', 'all', null),
  ('csm_team_member', 'address', 'update', 'all', null),
  ('csm_team_member', 'advance_payment_request', 'select', 'all', 'jamais le marketing'),
  ('csm_team_member', 'advance_payment_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('csm_team_member', 'agency', 'insert', 'all', null),
  ('csm_team_member', 'agency', 'select', 'all', null),
  ('csm_team_member', 'agency', 'update', 'all', null),
  ('csm_team_member', 'application', 'insert', 'all', null),
  ('csm_team_member', 'application', 'select', 'all', null),
  ('csm_team_member', 'application', 'update', 'all', null),
  ('csm_team_member', 'auth_user', 'select', 'all', null),
  ('csm_team_member', 'auth_user', 'update', 'own', 'son propre profil'),
  ('csm_team_member', 'business_unit', 'select', 'all', null),
  ('csm_team_member', 'commercial_condition', 'insert', 'all', null),
  ('csm_team_member', 'commercial_condition', 'select', 'all', 'coefficients : jamais le CSM externe ni le marketing'),
  ('csm_team_member', 'commercial_condition', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('csm_team_member', 'company', 'insert', 'all', null),
  ('csm_team_member', 'company', 'select', 'all', null),
  ('csm_team_member', 'company', 'update', 'all', 'la comptabilité bloque et débloque'),
  ('csm_team_member', 'company_group', 'insert', 'all', null),
  ('csm_team_member', 'company_group', 'select', 'all', null),
  ('csm_team_member', 'company_group', 'update', 'all', null),
  ('csm_team_member', 'company_insurance_request', 'insert', 'all', null),
  ('csm_team_member', 'company_insurance_request', 'select', 'all', 'encours : jamais le CSM externe ni le marketing'),
  ('csm_team_member', 'company_insurance_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('csm_team_member', 'contact', 'insert', 'all', null),
  ('csm_team_member', 'contact', 'select', 'all', null),
  ('csm_team_member', 'contact', 'update', 'all', null),
  ('csm_team_member', 'contract', 'insert', 'all', null),
  ('csm_team_member', 'contract', 'select', 'all', 'jamais le marketing'),
  ('csm_team_member', 'contract', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('csm_team_member', 'contract_dpae', 'select', 'all', null),
  ('csm_team_member', 'contract_dpae', 'update', 'all', 'DPAE d''un contrat signé (dossier administratif)'),
  ('csm_team_member', 'contract_pricing', 'insert', 'all', null),
  ('csm_team_member', 'contract_pricing', 'select', 'all', 'coefficients : jamais le CSM externe ni le marketing'),
  ('csm_team_member', 'contract_pricing', 'update', 'all', 'dérogation hors grille : la comptabilité'),
  ('csm_team_member', 'contract_reason_rule', 'select', 'all', null),
  ('csm_team_member', 'cooptation', 'select', 'all', null),
  ('csm_team_member', 'cooptation', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('csm_team_member', 'country', 'select', 'all', null),
  ('csm_team_member', 'deep_research_synonym', 'delete', 'all', null),
  ('csm_team_member', 'deep_research_synonym', 'insert', 'all', null),
  ('csm_team_member', 'deep_research_synonym', 'select', 'all', null),
  ('csm_team_member', 'deep_research_synonym', 'update', 'all', null),
  ('csm_team_member', 'definitive_end_request', 'insert', 'all', null),
  ('csm_team_member', 'definitive_end_request', 'select', 'all', 'jamais le marketing'),
  ('csm_team_member', 'definitive_end_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('csm_team_member', 'department', 'select', 'all', null),
  ('csm_team_member', 'document', 'delete', 'all', null),
  ('csm_team_member', 'document', 'insert', 'all', null),
  ('csm_team_member', 'document', 'select', 'all', 'types sensibles : voir document_sensitive'),
  ('csm_team_member', 'document', 'update', 'all', null),
  ('csm_team_member', 'document_sensitive', 'delete', 'all', null),
  ('csm_team_member', 'document_sensitive', 'insert', 'all', null),
  ('csm_team_member', 'document_sensitive', 'select', 'all', 'titre de séjour, carte Vitale, RIB, avis médical, bulletin de paie'),
  ('csm_team_member', 'document_sensitive', 'update', 'all', null),
  ('csm_team_member', 'enum_label', 'select', 'all', null),
  ('csm_team_member', 'expense_claim_request', 'select', 'all', 'jamais le marketing'),
  ('csm_team_member', 'expense_claim_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('csm_team_member', 'file_link', 'select', 'all', 'selon les droits sur l''entité liée'),
  ('csm_team_member', 'hiring_pool', 'delete', 'own', null),
  ('csm_team_member', 'hiring_pool', 'insert', 'all', null),
  ('csm_team_member', 'hiring_pool', 'select', 'all', 'viviers privés : leur propriétaire et ses managers'),
  ('csm_team_member', 'hiring_pool', 'update', 'all', null),
  ('csm_team_member', 'job', 'select', 'all', null),
  ('csm_team_member', 'legal_parameter', 'select', 'all', null),
  ('csm_team_member', 'meal_card_request', 'select', 'all', 'jamais le marketing'),
  ('csm_team_member', 'meal_card_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('csm_team_member', 'medical_center', 'insert', 'all', null),
  ('csm_team_member', 'medical_center', 'select', 'all', null),
  ('csm_team_member', 'medical_center', 'update', 'all', null),
  ('csm_team_member', 'medical_checkup_request', 'insert', 'all', null),
  ('csm_team_member', 'medical_checkup_request', 'select', 'all', 'jamais le marketing'),
  ('csm_team_member', 'medical_checkup_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('csm_team_member', 'medical_checkup_result', 'insert', 'all', null),
  ('csm_team_member', 'medical_checkup_result', 'select', 'all', 'aptitude : donnée médicale'),
  ('csm_team_member', 'medical_checkup_result', 'update', 'all', null),
  ('csm_team_member', 'mission', 'insert', 'all', null),
  ('csm_team_member', 'mission', 'select', 'all', null),
  ('csm_team_member', 'mission', 'update', 'all', 'le marketing : les annonces'),
  ('csm_team_member', 'note', 'delete', 'own', 'auteur et ses managers'),
  ('csm_team_member', 'note', 'insert', 'all', 'notes de service : CSM, comptabilité, développeur'),
  ('csm_team_member', 'note', 'select', 'all', 'notes de contrat : qui lit les contrats'),
  ('csm_team_member', 'note', 'update', 'own', 'auteur et ses managers'),
  ('csm_team_member', 'notification', 'delete', 'own', 'les siennes'),
  ('csm_team_member', 'notification', 'insert', 'all', null),
  ('csm_team_member', 'notification', 'select', 'all', 'adressées au membre ou à un de ses rôles'),
  ('csm_team_member', 'notification', 'update', 'all', 'marquer comme lue'),
  ('csm_team_member', 'pay_tracking', 'select', 'all', 'jamais le marketing ni le CSM externe'),
  ('csm_team_member', 'pay_tracking', 'update', 'all', 'le CSM : signaler une anomalie'),
  ('csm_team_member', 'planning_entry', 'insert', 'all', 'par save_planning_entry'),
  ('csm_team_member', 'planning_entry', 'select', 'all', 'comme le contrat'),
  ('csm_team_member', 'planning_entry', 'update', 'all', 'déplacer, confirmer, annuler'),
  ('csm_team_member', 'ppe_request', 'insert', 'all', null),
  ('csm_team_member', 'ppe_request', 'select', 'all', 'jamais le marketing'),
  ('csm_team_member', 'ppe_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('csm_team_member', 'ppe_request_item', 'delete', 'all', 'tant que la demande n''est pas commandée'),
  ('csm_team_member', 'ppe_request_item', 'insert', 'all', 'tant que la demande n''est pas commandée'),
  ('csm_team_member', 'ppe_request_item', 'select', 'all', null),
  ('csm_team_member', 'ppe_request_item', 'update', 'all', 'annulation d''un équipement jusqu''à la commande'),
  ('csm_team_member', 'professional_card_request', 'insert', 'all', null),
  ('csm_team_member', 'professional_card_request', 'select', 'all', 'jamais le marketing'),
  ('csm_team_member', 'professional_card_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('csm_team_member', 'qualification_center', 'insert', 'all', null),
  ('csm_team_member', 'qualification_center', 'select', 'all', null),
  ('csm_team_member', 'qualification_center', 'update', 'all', 'la comptabilité : les tarifs'),
  ('csm_team_member', 'qualification_training_request', 'insert', 'all', null),
  ('csm_team_member', 'qualification_training_request', 'select', 'all', 'jamais le marketing'),
  ('csm_team_member', 'qualification_training_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('csm_team_member', 'recruitment_office_invoice_request', 'select', 'all', 'honoraires : jamais le CSM externe ni le marketing'),
  ('csm_team_member', 'recruitment_office_invoice_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('csm_team_member', 'reference_check', 'select', 'all', null),
  ('csm_team_member', 'region', 'select', 'all', null),
  ('csm_team_member', 'request_type', 'select', 'all', 'registre des types de demandes'),
  ('csm_team_member', 'resume', 'delete', 'all', null),
  ('csm_team_member', 'resume', 'insert', 'all', null),
  ('csm_team_member', 'resume', 'select', 'all', null),
  ('csm_team_member', 'resume', 'update', 'all', null),
  ('csm_team_member', 'role_permission', 'select', 'all', null),
  ('csm_team_member', 'scheduled_email', 'insert', 'all', 'les campagnes vers un vivier : le marketing'),
  ('csm_team_member', 'scheduled_email', 'select', 'all', null),
  ('csm_team_member', 'scheduled_email', 'update', 'own', 'leurs e-mails'),
  ('csm_team_member', 'sector', 'select', 'all', null),
  ('csm_team_member', 'software', 'select', 'all', null),
  ('csm_team_member', 'status_history', 'select', 'all', 'selon les droits sur l''entité liée'),
  ('csm_team_member', 'status_transition', 'select', 'all', null),
  ('csm_team_member', 'talent', 'insert', 'all', null),
  ('csm_team_member', 'talent', 'select', 'all', null),
  ('csm_team_member', 'talent', 'update', 'all', null),
  ('csm_team_member', 'talent_anonymous_document', 'insert', 'all', null),
  ('csm_team_member', 'talent_anonymous_document', 'select', 'all', null),
  ('csm_team_member', 'talent_business_unit', 'delete', 'all', null),
  ('csm_team_member', 'talent_business_unit', 'insert', 'all', null),
  ('csm_team_member', 'talent_business_unit', 'select', 'all', null),
  ('csm_team_member', 'talent_business_unit', 'update', 'all', null),
  ('csm_team_member', 'talent_hiring_pool', 'delete', 'all', null),
  ('csm_team_member', 'talent_hiring_pool', 'insert', 'all', null),
  ('csm_team_member', 'talent_hiring_pool', 'select', 'all', null),
  ('csm_team_member', 'talent_hiring_pool', 'update', 'all', null),
  ('csm_team_member', 'talent_job', 'delete', 'all', null),
  ('csm_team_member', 'talent_job', 'insert', 'all', null),
  ('csm_team_member', 'talent_job', 'select', 'all', null),
  ('csm_team_member', 'talent_job', 'update', 'all', null),
  ('csm_team_member', 'talent_private', 'insert', 'all', null),
  ('csm_team_member', 'talent_private', 'select', 'all', 'NIR, IBAN, lieu de naissance, titre de séjour'),
  ('csm_team_member', 'talent_private', 'update', 'all', null),
  ('csm_team_member', 'talent_software', 'delete', 'all', null),
  ('csm_team_member', 'talent_software', 'insert', 'all', null),
  ('csm_team_member', 'talent_software', 'select', 'all', null),
  ('csm_team_member', 'talent_software', 'update', 'all', null),
  ('csm_team_member', 'team_member', 'select', 'all', 'membres des workspaces partagés'),
  ('csm_team_member', 'team_member', 'update', 'own', 'soi-même et ses managés ; country managers : organisation'),
  ('csm_team_member', 'team_member_directory', 'select', 'all', 'membres des workspaces partagés'),
  ('csm_team_member', 'team_member_workspace', 'select', 'all', null),
  ('csm_team_member', 'timesheet_day', 'delete', 'all', 'relevés en brouillon ou contestés'),
  ('csm_team_member', 'timesheet_day', 'insert', 'all', null),
  ('csm_team_member', 'timesheet_day', 'select', 'all', null),
  ('csm_team_member', 'timesheet_day', 'update', 'all', null),
  ('csm_team_member', 'timesheet_week', 'insert', 'all', null),
  ('csm_team_member', 'timesheet_week', 'select', 'all', null),
  ('csm_team_member', 'timesheet_week', 'update', 'all', null),
  ('csm_team_member', 'user_role', 'select', 'all', null),
  ('csm_team_member', 'work_accident_request', 'insert', 'all', null),
  ('csm_team_member', 'work_accident_request', 'select', 'all', 'jamais le marketing'),
  ('csm_team_member', 'work_accident_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('csm_team_member', 'workspace', 'select', 'all', 'workspaces dont on est membre'),
  ('external_csm_team_member', 'address', 'insert', 'all', null),
  ('external_csm_team_member', 'address', 'select', 'all', null),
  ('external_csm_team_member', 'address', 'update', 'all', null),
  ('external_csm_team_member', 'advance_payment_request', 'insert', 'all', null),
  ('external_csm_team_member', 'advance_payment_request', 'select', 'all', 'jamais le marketing'),
  ('external_csm_team_member', 'advance_payment_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('external_csm_team_member', 'agency', 'select', 'all', null),
  ('external_csm_team_member', 'application', 'insert', 'all', null),
  ('external_csm_team_member', 'application', 'select', 'all', null),
  ('external_csm_team_member', 'application', 'update', 'all', null),
  ('external_csm_team_member', 'auth_user', 'select', 'all', null),
  ('external_csm_team_member', 'auth_user', 'update', 'own', 'son propre profil'),
  ('external_csm_team_member', 'business_unit', 'select', 'all', null),
  ('external_csm_team_member', 'company', 'select', 'all', null),
  ('external_csm_team_member', 'company_group', 'select', 'all', null),
  ('external_csm_team_member', 'contact', 'insert', 'all', null),
  ('external_csm_team_member', 'contact', 'select', 'all', null),
  ('external_csm_team_member', 'contact', 'update', 'all', null),
  ('external_csm_team_member', 'contract', 'insert', 'all', null),
  ('external_csm_team_member', 'contract', 'select', 'all', 'jamais le marketing'),
  ('external_csm_team_member', 'contract', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('external_csm_team_member', 'contract_dpae', 'select', 'all', null),
  ('external_csm_team_member', 'contract_dpae', 'update', 'all', 'DPAE d''un contrat signé (dossier administratif)'),
  ('external_csm_team_member', 'contract_reason_rule', 'select', 'all', null),
  ('external_csm_team_member', 'cooptation', 'insert', 'all', null),
  ('external_csm_team_member', 'cooptation', 'select', 'all', null),
  ('external_csm_team_member', 'cooptation', 'update', 'own', 'les cooptations qu''ils ont déclarées'),
  ('external_csm_team_member', 'country', 'select', 'all', null),
  ('external_csm_team_member', 'deep_research_synonym', 'select', 'all', 'le lecteur de la recherche approfondie'),
  ('external_csm_team_member', 'definitive_end_request', 'insert', 'all', null),
  ('external_csm_team_member', 'definitive_end_request', 'select', 'all', 'jamais le marketing'),
  ('external_csm_team_member', 'definitive_end_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('external_csm_team_member', 'department', 'select', 'all', null),
  ('external_csm_team_member', 'document', 'insert', 'all', null),
  ('external_csm_team_member', 'document', 'select', 'all', 'types sensibles : voir document_sensitive'),
  ('external_csm_team_member', 'document', 'update', 'all', null),
  ('external_csm_team_member', 'enum_label', 'select', 'all', null),
  ('external_csm_team_member', 'expense_claim_request', 'insert', 'all', null),
  ('external_csm_team_member', 'expense_claim_request', 'select', 'all', 'jamais le marketing'),
  ('external_csm_team_member', 'expense_claim_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('external_csm_team_member', 'file_link', 'select', 'all', 'selon les droits sur l''entité liée'),
  ('external_csm_team_member', 'hiring_pool', 'select', 'all', 'viviers privés : leur propriétaire et ses managers'),
  ('external_csm_team_member', 'job', 'select', 'all', null),
  ('external_csm_team_member', 'legal_parameter', 'select', 'all', null),
  ('external_csm_team_member', 'meal_card_request', 'insert', 'all', null),
  ('external_csm_team_member', 'meal_card_request', 'select', 'all', 'jamais le marketing'),
  ('external_csm_team_member', 'meal_card_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('external_csm_team_member', 'medical_center', 'select', 'all', null),
  ('external_csm_team_member', 'medical_checkup_request', 'insert', 'all', null),
  ('external_csm_team_member', 'medical_checkup_request', 'select', 'all', 'jamais le marketing'),
  ('external_csm_team_member', 'medical_checkup_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('external_csm_team_member', 'medical_checkup_result', 'insert', 'all', 'enregistre l''avis reçu, sans pouvoir le relire'),
  ('external_csm_team_member', 'mission', 'select', 'all', null),
  ('external_csm_team_member', 'mission', 'update', 'all', 'le marketing : les annonces'),
  ('external_csm_team_member', 'note', 'delete', 'own', 'auteur et ses managers'),
  ('external_csm_team_member', 'note', 'insert', 'all', 'notes de service : CSM, comptabilité, développeur'),
  ('external_csm_team_member', 'note', 'select', 'all', 'notes de contrat : qui lit les contrats'),
  ('external_csm_team_member', 'note', 'update', 'own', 'auteur et ses managers'),
  ('external_csm_team_member', 'notification', 'delete', 'own', 'les siennes'),
  ('external_csm_team_member', 'notification', 'insert', 'all', null),
  ('external_csm_team_member', 'notification', 'select', 'all', 'adressées au membre ou à un de ses rôles'),
  ('external_csm_team_member', 'notification', 'update', 'all', 'marquer comme lue'),
  ('external_csm_team_member', 'planning_entry', 'insert', 'all', 'par save_planning_entry'),
  ('external_csm_team_member', 'planning_entry', 'select', 'all', 'comme le contrat'),
  ('external_csm_team_member', 'planning_entry', 'update', 'all', 'déplacer, confirmer, annuler'),
  ('external_csm_team_member', 'ppe_request', 'insert', 'all', null),
  ('external_csm_team_member', 'ppe_request', 'select', 'all', 'jamais le marketing'),
  ('external_csm_team_member', 'ppe_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('external_csm_team_member', 'ppe_request_item', 'delete', 'all', 'tant que la demande n''est pas commandée'),
  ('external_csm_team_member', 'ppe_request_item', 'insert', 'all', 'tant que la demande n''est pas commandée'),
  ('external_csm_team_member', 'ppe_request_item', 'select', 'all', null),
  ('external_csm_team_member', 'ppe_request_item', 'update', 'all', 'annulation d''un équipement jusqu''à la commande'),
  ('external_csm_team_member', 'professional_card_request', 'insert', 'all', null),
  ('external_csm_team_member', 'professional_card_request', 'select', 'all', 'jamais le marketing'),
  ('external_csm_team_member', 'professional_card_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('external_csm_team_member', 'qualification_center', 'select', 'all', null),
  ('external_csm_team_member', 'qualification_training_request', 'insert', 'all', null),
  ('external_csm_team_member', 'qualification_training_request', 'select', 'all', 'jamais le marketing'),
  ('external_csm_team_member', 'qualification_training_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('external_csm_team_member', 'reference_check', 'insert', 'all', null),
  ('external_csm_team_member', 'reference_check', 'select', 'all', null),
  ('external_csm_team_member', 'reference_check', 'update', 'all', null),
  ('external_csm_team_member', 'region', 'select', 'all', null),
  ('external_csm_team_member', 'request_type', 'select', 'all', 'registre des types de demandes'),
  ('external_csm_team_member', 'resume', 'insert', 'all', null),
  ('external_csm_team_member', 'resume', 'select', 'all', null),
  ('external_csm_team_member', 'resume', 'update', 'all', null),
  ('external_csm_team_member', 'role_permission', 'select', 'all', null),
  ('external_csm_team_member', 'sector', 'select', 'all', null),
  ('external_csm_team_member', 'software', 'select', 'all', null),
  ('external_csm_team_member', 'status_history', 'select', 'all', 'selon les droits sur l''entité liée'),
  ('external_csm_team_member', 'status_transition', 'select', 'all', null),
  ('external_csm_team_member', 'talent', 'insert', 'all', null),
  ('external_csm_team_member', 'talent', 'select', 'all', null),
  ('external_csm_team_member', 'talent', 'update', 'all', null),
  ('external_csm_team_member', 'talent_anonymous_document', 'select', 'all', null),
  ('external_csm_team_member', 'talent_business_unit', 'delete', 'all', null),
  ('external_csm_team_member', 'talent_business_unit', 'insert', 'all', null),
  ('external_csm_team_member', 'talent_business_unit', 'select', 'all', null),
  ('external_csm_team_member', 'talent_business_unit', 'update', 'all', null),
  ('external_csm_team_member', 'talent_hiring_pool', 'select', 'all', null),
  ('external_csm_team_member', 'talent_job', 'delete', 'all', null),
  ('external_csm_team_member', 'talent_job', 'insert', 'all', null),
  ('external_csm_team_member', 'talent_job', 'select', 'all', null),
  ('external_csm_team_member', 'talent_job', 'update', 'all', null),
  ('external_csm_team_member', 'talent_software', 'delete', 'all', null),
  ('external_csm_team_member', 'talent_software', 'insert', 'all', null),
  ('external_csm_team_member', 'talent_software', 'select', 'all', null),
  ('external_csm_team_member', 'talent_software', 'update', 'all', null),
  ('external_csm_team_member', 'team_member', 'select', 'all', 'membres des workspaces partagés'),
  ('external_csm_team_member', 'team_member', 'update', 'own', 'soi-même et ses managés ; country managers : organisation'),
  ('external_csm_team_member', 'team_member_directory', 'select', 'all', 'membres des workspaces partagés'),
  ('external_csm_team_member', 'team_member_workspace', 'select', 'all', null),
  ('external_csm_team_member', 'timesheet_day', 'delete', 'all', 'relevés en brouillon ou contestés'),
  ('external_csm_team_member', 'timesheet_day', 'insert', 'all', null),
  ('external_csm_team_member', 'timesheet_day', 'select', 'all', null),
  ('external_csm_team_member', 'timesheet_day', 'update', 'all', null),
  ('external_csm_team_member', 'timesheet_week', 'insert', 'all', null),
  ('external_csm_team_member', 'timesheet_week', 'select', 'all', null),
  ('external_csm_team_member', 'timesheet_week', 'update', 'all', null),
  ('external_csm_team_member', 'user_role', 'select', 'all', null),
  ('external_csm_team_member', 'work_accident_request', 'insert', 'all', null),
  ('external_csm_team_member', 'work_accident_request', 'select', 'all', 'jamais le marketing'),
  ('external_csm_team_member', 'work_accident_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('external_csm_team_member', 'workspace', 'select', 'all', 'workspaces dont on est membre'),
  ('team_member_developer', 'address', 'delete', 'all', null),
  ('team_member_developer', 'address', 'insert', 'all', null),
  ('team_member_developer', 'address', 'select', 'all', null),
  ('team_member_developer', 'address', 'update', 'all', null),
  ('team_member_developer', 'advance_payment_request', 'delete', 'all', 'annuler plutôt que supprimer'),
  ('team_member_developer', 'advance_payment_request', 'insert', 'all', null),
  ('team_member_developer', 'advance_payment_request', 'select', 'all', 'jamais le marketing'),
  ('team_member_developer', 'advance_payment_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('team_member_developer', 'agency', 'delete', 'all', null),
  ('team_member_developer', 'agency', 'insert', 'all', null),
  ('team_member_developer', 'agency', 'select', 'all', null),
  ('team_member_developer', 'agency', 'update', 'all', null),
  ('team_member_developer', 'application', 'delete', 'all', null),
  ('team_member_developer', 'application', 'insert', 'all', null),
  ('team_member_developer', 'application', 'select', 'all', null),
  ('team_member_developer', 'application', 'update', 'all', null),
  ('team_member_developer', 'auth_user', 'select', 'all', null),
  ('team_member_developer', 'auth_user', 'update', 'all', 'son propre profil'),
  ('team_member_developer', 'business_unit', 'delete', 'all', null),
  ('team_member_developer', 'business_unit', 'insert', 'all', null),
  ('team_member_developer', 'business_unit', 'select', 'all', null),
  ('team_member_developer', 'business_unit', 'update', 'all', null),
  ('team_member_developer', 'commercial_condition', 'delete', 'all', 'annuler plutôt que supprimer'),
  ('team_member_developer', 'commercial_condition', 'insert', 'all', null),
  ('team_member_developer', 'commercial_condition', 'select', 'all', 'coefficients : jamais le CSM externe ni le marketing'),
  ('team_member_developer', 'commercial_condition', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('team_member_developer', 'company', 'delete', 'all', null),
  ('team_member_developer', 'company', 'insert', 'all', null),
  ('team_member_developer', 'company', 'select', 'all', null),
  ('team_member_developer', 'company', 'update', 'all', 'la comptabilité bloque et débloque'),
  ('team_member_developer', 'company_group', 'delete', 'all', null),
  ('team_member_developer', 'company_group', 'insert', 'all', null),
  ('team_member_developer', 'company_group', 'select', 'all', null),
  ('team_member_developer', 'company_group', 'update', 'all', null),
  ('team_member_developer', 'company_insurance_request', 'delete', 'all', 'annuler plutôt que supprimer'),
  ('team_member_developer', 'company_insurance_request', 'insert', 'all', null),
  ('team_member_developer', 'company_insurance_request', 'select', 'all', 'encours : jamais le CSM externe ni le marketing'),
  ('team_member_developer', 'company_insurance_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('team_member_developer', 'contact', 'delete', 'all', null),
  ('team_member_developer', 'contact', 'insert', 'all', null),
  ('team_member_developer', 'contact', 'select', 'all', null),
  ('team_member_developer', 'contact', 'update', 'all', null),
  ('team_member_developer', 'contract', 'delete', 'all', 'brouillons seulement'),
  ('team_member_developer', 'contract', 'insert', 'all', null),
  ('team_member_developer', 'contract', 'select', 'all', 'jamais le marketing'),
  ('team_member_developer', 'contract', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('team_member_developer', 'contract_dpae', 'select', 'all', null),
  ('team_member_developer', 'contract_dpae', 'update', 'all', null),
  ('team_member_developer', 'contract_pricing', 'delete', 'all', null),
  ('team_member_developer', 'contract_pricing', 'insert', 'all', null),
  ('team_member_developer', 'contract_pricing', 'select', 'all', 'coefficients : jamais le CSM externe ni le marketing'),
  ('team_member_developer', 'contract_pricing', 'update', 'all', 'dérogation hors grille : la comptabilité'),
  ('team_member_developer', 'contract_reason_rule', 'select', 'all', null),
  ('team_member_developer', 'cooptation', 'delete', 'all', 'annuler plutôt que supprimer'),
  ('team_member_developer', 'cooptation', 'insert', 'all', null),
  ('team_member_developer', 'cooptation', 'select', 'all', null),
  ('team_member_developer', 'cooptation', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('team_member_developer', 'country', 'select', 'all', null),
  ('team_member_developer', 'deep_research_synonym', 'delete', 'all', null),
  ('team_member_developer', 'deep_research_synonym', 'insert', 'all', null),
  ('team_member_developer', 'deep_research_synonym', 'select', 'all', null),
  ('team_member_developer', 'deep_research_synonym', 'update', 'all', null),
  ('team_member_developer', 'definitive_end_request', 'delete', 'all', 'annuler plutôt que supprimer'),
  ('team_member_developer', 'definitive_end_request', 'insert', 'all', null),
  ('team_member_developer', 'definitive_end_request', 'select', 'all', 'jamais le marketing'),
  ('team_member_developer', 'definitive_end_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('team_member_developer', 'department', 'select', 'all', null),
  ('team_member_developer', 'document', 'delete', 'all', null),
  ('team_member_developer', 'document', 'insert', 'all', null),
  ('team_member_developer', 'document', 'select', 'all', 'types sensibles : voir document_sensitive'),
  ('team_member_developer', 'document', 'update', 'all', null),
  ('team_member_developer', 'document_sensitive', 'delete', 'all', null),
  ('team_member_developer', 'document_sensitive', 'insert', 'all', null),
  ('team_member_developer', 'document_sensitive', 'select', 'all', 'titre de séjour, carte Vitale, RIB, avis médical, bulletin de paie'),
  ('team_member_developer', 'document_sensitive', 'update', 'all', null),
  ('team_member_developer', 'enum_label', 'select', 'all', null),
  ('team_member_developer', 'expense_claim_request', 'delete', 'all', 'annuler plutôt que supprimer'),
  ('team_member_developer', 'expense_claim_request', 'insert', 'all', null),
  ('team_member_developer', 'expense_claim_request', 'select', 'all', 'jamais le marketing'),
  ('team_member_developer', 'expense_claim_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('team_member_developer', 'file_link', 'select', 'all', 'selon les droits sur l''entité liée'),
  ('team_member_developer', 'hiring_pool', 'delete', 'all', null),
  ('team_member_developer', 'hiring_pool', 'insert', 'all', null),
  ('team_member_developer', 'hiring_pool', 'select', 'all', 'viviers privés : leur propriétaire et ses managers'),
  ('team_member_developer', 'hiring_pool', 'update', 'all', null),
  ('team_member_developer', 'independent_monthly_invoice', 'delete', 'all', 'annuler (avoir) plutôt que supprimer'),
  ('team_member_developer', 'independent_monthly_invoice', 'insert', 'all', null),
  ('team_member_developer', 'independent_monthly_invoice', 'select', 'all', 'montants : administrateur des indépendants et comptabilité'),
  ('team_member_developer', 'independent_monthly_invoice', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('team_member_developer', 'independent_payment_request', 'delete', 'all', 'annuler plutôt que supprimer'),
  ('team_member_developer', 'independent_payment_request', 'insert', 'all', null),
  ('team_member_developer', 'independent_payment_request', 'select', 'all', null),
  ('team_member_developer', 'independent_payment_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('team_member_developer', 'job', 'delete', 'all', null),
  ('team_member_developer', 'job', 'insert', 'all', null),
  ('team_member_developer', 'job', 'select', 'all', null),
  ('team_member_developer', 'job', 'update', 'all', null),
  ('team_member_developer', 'legal_parameter', 'delete', 'all', null),
  ('team_member_developer', 'legal_parameter', 'insert', 'all', null),
  ('team_member_developer', 'legal_parameter', 'select', 'all', null),
  ('team_member_developer', 'legal_parameter', 'update', 'all', null),
  ('team_member_developer', 'meal_card_request', 'delete', 'all', 'annuler plutôt que supprimer'),
  ('team_member_developer', 'meal_card_request', 'insert', 'all', null),
  ('team_member_developer', 'meal_card_request', 'select', 'all', 'jamais le marketing'),
  ('team_member_developer', 'meal_card_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('team_member_developer', 'medical_center', 'delete', 'all', null),
  ('team_member_developer', 'medical_center', 'insert', 'all', null),
  ('team_member_developer', 'medical_center', 'select', 'all', null),
  ('team_member_developer', 'medical_center', 'update', 'all', null),
  ('team_member_developer', 'medical_checkup_request', 'delete', 'all', 'annuler plutôt que supprimer'),
  ('team_member_developer', 'medical_checkup_request', 'insert', 'all', null),
  ('team_member_developer', 'medical_checkup_request', 'select', 'all', 'jamais le marketing'),
  ('team_member_developer', 'medical_checkup_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('team_member_developer', 'medical_checkup_result', 'delete', 'all', 'dossier médical : correction par un développeur'),
  ('team_member_developer', 'medical_checkup_result', 'insert', 'all', null),
  ('team_member_developer', 'medical_checkup_result', 'select', 'all', 'aptitude : donnée médicale'),
  ('team_member_developer', 'medical_checkup_result', 'update', 'all', null),
  ('team_member_developer', 'mission', 'delete', 'all', 'brouillons seulement'),
  ('team_member_developer', 'mission', 'insert', 'all', null),
  ('team_member_developer', 'mission', 'select', 'all', null),
  ('team_member_developer', 'mission', 'update', 'all', 'le marketing : les annonces'),
  ('team_member_developer', 'note', 'delete', 'all', 'auteur et ses managers'),
  ('team_member_developer', 'note', 'insert', 'all', 'notes de service : CSM, comptabilité, développeur'),
  ('team_member_developer', 'note', 'select', 'all', 'notes de contrat : qui lit les contrats'),
  ('team_member_developer', 'note', 'update', 'all', 'auteur et ses managers'),
  ('team_member_developer', 'notification', 'delete', 'own', 'les siennes'),
  ('team_member_developer', 'notification', 'insert', 'all', null),
  ('team_member_developer', 'notification', 'select', 'all', 'adressées au membre ou à un de ses rôles'),
  ('team_member_developer', 'notification', 'update', 'all', 'marquer comme lue'),
  ('team_member_developer', 'pay_tracking', 'delete', 'all', null),
  ('team_member_developer', 'pay_tracking', 'insert', 'all', null),
  ('team_member_developer', 'pay_tracking', 'select', 'all', 'jamais le marketing ni le CSM externe'),
  ('team_member_developer', 'pay_tracking', 'update', 'all', 'le CSM : signaler une anomalie'),
  ('team_member_developer', 'planning_entry', 'delete', 'all', 'annuler plutôt que supprimer'),
  ('team_member_developer', 'planning_entry', 'insert', 'all', 'par save_planning_entry'),
  ('team_member_developer', 'planning_entry', 'select', 'all', 'comme le contrat'),
  ('team_member_developer', 'planning_entry', 'update', 'all', 'déplacer, confirmer, annuler'),
  ('team_member_developer', 'ppe_request', 'delete', 'all', 'annuler plutôt que supprimer'),
  ('team_member_developer', 'ppe_request', 'insert', 'all', null),
  ('team_member_developer', 'ppe_request', 'select', 'all', 'jamais le marketing'),
  ('team_member_developer', 'ppe_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('team_member_developer', 'ppe_request_item', 'delete', 'all', 'tant que la demande n''est pas commandée'),
  ('team_member_developer', 'ppe_request_item', 'insert', 'all', 'tant que la demande n''est pas commandée'),
  ('team_member_developer', 'ppe_request_item', 'select', 'all', null),
  ('team_member_developer', 'ppe_request_item', 'update', 'all', 'annulation d''un équipement jusqu''à la commande'),
  ('team_member_developer', 'professional_card_request', 'delete', 'all', 'annuler plutôt que supprimer'),
  ('team_member_developer', 'professional_card_request', 'insert', 'all', null),
  ('team_member_developer', 'professional_card_request', 'select', 'all', 'jamais le marketing'),
  ('team_member_developer', 'professional_card_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('team_member_developer', 'qualification_center', 'delete', 'all', null),
  ('team_member_developer', 'qualification_center', 'insert', 'all', null),
  ('team_member_developer', 'push_campaign', 'delete', 'all', 'annuler plutôt que supprimer'),
  ('team_member_developer', 'push_campaign', 'insert', 'all', 'par save_push_campaign'),
  ('team_member_developer', 'push_campaign', 'select', 'all', null),
  ('team_member_developer', 'push_campaign', 'update', 'all', 'avant l''envoi ; le statut : status_transition'),
  ('team_member_developer', 'push_campaign_recipient', 'delete', 'all', 'avant l''envoi'),
  ('team_member_developer', 'push_campaign_recipient', 'insert', 'all', 'avant l''envoi'),
  ('team_member_developer', 'push_campaign_recipient', 'select', 'all', null),
  ('team_member_developer', 'push_campaign_recipient', 'update', 'all', 'avant l''envoi ; l''envoi et les liens : le système'),
  ('team_member_developer', 'qualification_center', 'select', 'all', null),
  ('team_member_developer', 'qualification_center', 'update', 'all', 'la comptabilité : les tarifs'),
  ('team_member_developer', 'qualification_training_request', 'delete', 'all', 'annuler plutôt que supprimer'),
  ('team_member_developer', 'qualification_training_request', 'insert', 'all', null),
  ('team_member_developer', 'qualification_training_request', 'select', 'all', 'jamais le marketing'),
  ('team_member_developer', 'qualification_training_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('team_member_developer', 'recruitment_office_invoice_request', 'delete', 'all', 'annuler plutôt que supprimer'),
  ('team_member_developer', 'recruitment_office_invoice_request', 'insert', 'all', null),
  ('team_member_developer', 'recruitment_office_invoice_request', 'select', 'all', 'honoraires : jamais le CSM externe ni le marketing'),
  ('team_member_developer', 'recruitment_office_invoice_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('team_member_developer', 'reference_check', 'delete', 'all', 'purgée avec le talent'),
  ('team_member_developer', 'reference_check', 'insert', 'all', null),
  ('team_member_developer', 'reference_check', 'select', 'all', null),
  ('team_member_developer', 'reference_check', 'update', 'all', null),
  ('team_member_developer', 'region', 'select', 'all', null),
  ('team_member_developer', 'request_type', 'select', 'all', 'registre des types de demandes'),
  ('team_member_developer', 'resume', 'delete', 'all', null),
  ('team_member_developer', 'resume', 'insert', 'all', null),
  ('team_member_developer', 'resume', 'select', 'all', null),
  ('team_member_developer', 'resume', 'update', 'all', null),
  ('team_member_developer', 'role_permission', 'select', 'all', null),
  ('team_member_developer', 'scheduled_email', 'delete', 'all', 'annuler plutôt que supprimer'),
  ('team_member_developer', 'scheduled_email', 'insert', 'all', 'les campagnes vers un vivier : le marketing'),
  ('team_member_developer', 'scheduled_email', 'select', 'all', null),
  ('team_member_developer', 'scheduled_email', 'update', 'all', null),
  ('team_member_developer', 'sector', 'select', 'all', null),
  ('team_member_developer', 'software', 'delete', 'all', null),
  ('team_member_developer', 'software', 'insert', 'all', null),
  ('team_member_developer', 'software', 'select', 'all', null),
  ('team_member_developer', 'software', 'update', 'all', null),
  ('team_member_developer', 'status_history', 'select', 'all', 'selon les droits sur l''entité liée'),
  ('team_member_developer', 'status_transition', 'select', 'all', null),
  ('team_member_developer', 'talent', 'delete', 'all', 'effacement RGPD : anonymisation'),
  ('team_member_developer', 'talent', 'insert', 'all', null),
  ('team_member_developer', 'talent', 'select', 'all', null),
  ('team_member_developer', 'talent', 'update', 'all', null),
  ('team_member_developer', 'talent_anonymous_document', 'insert', 'all', null),
  ('team_member_developer', 'talent_anonymous_document', 'select', 'all', null),
  ('team_member_developer', 'talent_business_unit', 'delete', 'all', null),
  ('team_member_developer', 'talent_business_unit', 'insert', 'all', null),
  ('team_member_developer', 'talent_business_unit', 'select', 'all', null),
  ('team_member_developer', 'talent_business_unit', 'update', 'all', null),
  ('team_member_developer', 'talent_hiring_pool', 'delete', 'all', null),
  ('team_member_developer', 'talent_hiring_pool', 'insert', 'all', null),
  ('team_member_developer', 'talent_hiring_pool', 'select', 'all', null),
  ('team_member_developer', 'talent_hiring_pool', 'update', 'all', null),
  ('team_member_developer', 'talent_job', 'delete', 'all', null),
  ('team_member_developer', 'talent_job', 'insert', 'all', null),
  ('team_member_developer', 'talent_job', 'select', 'all', null),
  ('team_member_developer', 'talent_job', 'update', 'all', null),
  ('team_member_developer', 'talent_private', 'delete', 'all', null),
  ('team_member_developer', 'talent_private', 'insert', 'all', null),
  ('team_member_developer', 'talent_private', 'select', 'all', 'NIR, IBAN, lieu de naissance, titre de séjour'),
  ('team_member_developer', 'talent_private', 'update', 'all', null),
  ('team_member_developer', 'talent_software', 'delete', 'all', null),
  ('team_member_developer', 'talent_software', 'insert', 'all', null),
  ('team_member_developer', 'talent_software', 'select', 'all', null),
  ('team_member_developer', 'talent_software', 'update', 'all', null),
  ('team_member_developer', 'team_member', 'delete', 'all', null),
  ('team_member_developer', 'team_member', 'insert', 'all', null),
  ('team_member_developer', 'team_member', 'select', 'all', 'membres des workspaces partagés'),
  ('team_member_developer', 'team_member', 'update', 'all', 'soi-même et ses managés ; country managers : organisation'),
  ('team_member_developer', 'team_member_directory', 'select', 'all', 'membres des workspaces partagés'),
  ('team_member_developer', 'team_member_workspace', 'delete', 'all', 'et les country managers'),
  ('team_member_developer', 'team_member_workspace', 'insert', 'all', 'et les country managers'),
  ('team_member_developer', 'team_member_workspace', 'select', 'all', null),
  ('team_member_developer', 'timesheet_day', 'delete', 'all', 'relevés en brouillon ou contestés'),
  ('team_member_developer', 'timesheet_day', 'insert', 'all', null),
  ('team_member_developer', 'timesheet_day', 'select', 'all', null),
  ('team_member_developer', 'timesheet_day', 'update', 'all', null),
  ('team_member_developer', 'timesheet_week', 'delete', 'all', null),
  ('team_member_developer', 'timesheet_week', 'insert', 'all', null),
  ('team_member_developer', 'timesheet_week', 'select', 'all', null),
  ('team_member_developer', 'timesheet_week', 'update', 'all', null),
  ('team_member_developer', 'user_account', 'select', 'all', 'tous les comptes'),
  ('team_member_developer', 'user_role', 'delete', 'all', 'et les country managers, sauf le rôle développeur'),
  ('team_member_developer', 'user_role', 'insert', 'all', 'et les country managers, sauf le rôle développeur'),
  ('team_member_developer', 'user_role', 'select', 'all', null),
  ('team_member_developer', 'work_accident_request', 'delete', 'all', 'annuler plutôt que supprimer'),
  ('team_member_developer', 'work_accident_request', 'insert', 'all', null),
  ('team_member_developer', 'work_accident_request', 'select', 'all', 'jamais le marketing'),
  ('team_member_developer', 'work_accident_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('team_member_developer', 'workspace', 'delete', 'all', null),
  ('team_member_developer', 'workspace', 'insert', 'all', null),
  ('team_member_developer', 'workspace', 'select', 'all', 'workspaces dont on est membre'),
  ('team_member_developer', 'workspace', 'update', 'all', null),
  ('team_member_independent_administrator', 'address', 'insert', 'all', null),
  ('team_member_independent_administrator', 'address', 'select', 'all', null),
  ('team_member_independent_administrator', 'address', 'update', 'all', null),
  ('team_member_independent_administrator', 'agency', 'select', 'all', null),
  ('team_member_independent_administrator', 'auth_user', 'select', 'all', null),
  ('team_member_independent_administrator', 'auth_user', 'update', 'own', 'son propre profil'),
  ('team_member_independent_administrator', 'business_unit', 'select', 'all', null),
  ('team_member_independent_administrator', 'company', 'select', 'all', null),
  ('team_member_independent_administrator', 'company_group', 'select', 'all', null),
  ('team_member_independent_administrator', 'contact', 'select', 'all', null),
  ('team_member_independent_administrator', 'contract', 'select', 'all', 'jamais le marketing'),
  ('team_member_independent_administrator', 'contract', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('team_member_independent_administrator', 'contract_dpae', 'select', 'all', null),
  ('team_member_independent_administrator', 'contract_reason_rule', 'select', 'all', null),
  ('team_member_independent_administrator', 'country', 'select', 'all', null),
  ('team_member_independent_administrator', 'deep_research_synonym', 'select', 'all', 'le lecteur de la recherche approfondie'),
  ('team_member_independent_administrator', 'department', 'select', 'all', null),
  ('team_member_independent_administrator', 'document', 'delete', 'all', null),
  ('team_member_independent_administrator', 'document', 'insert', 'all', null),
  ('team_member_independent_administrator', 'document', 'select', 'all', 'types sensibles : voir document_sensitive'),
  ('team_member_independent_administrator', 'document', 'update', 'all', null),
  ('team_member_independent_administrator', 'document_sensitive', 'delete', 'all', null),
  ('team_member_independent_administrator', 'document_sensitive', 'insert', 'all', null),
  ('team_member_independent_administrator', 'document_sensitive', 'select', 'all', 'titre de séjour, carte Vitale, RIB, avis médical, bulletin de paie'),
  ('team_member_independent_administrator', 'document_sensitive', 'update', 'all', null),
  ('team_member_independent_administrator', 'enum_label', 'select', 'all', null),
  ('team_member_independent_administrator', 'expense_claim_request', 'select', 'all', 'jamais le marketing'),
  ('team_member_independent_administrator', 'file_link', 'select', 'all', 'selon les droits sur l''entité liée'),
  ('team_member_independent_administrator', 'hiring_pool', 'select', 'all', 'viviers privés : leur propriétaire et ses managers'),
  ('team_member_independent_administrator', 'independent_monthly_invoice', 'insert', 'all', null),
  ('team_member_independent_administrator', 'independent_monthly_invoice', 'select', 'all', 'montants : administrateur des indépendants et comptabilité'),
  ('team_member_independent_administrator', 'independent_monthly_invoice', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('team_member_independent_administrator', 'independent_payment_request', 'insert', 'all', null),
  ('team_member_independent_administrator', 'independent_payment_request', 'select', 'all', null),
  ('team_member_independent_administrator', 'independent_payment_request', 'update', 'all', 'qui peut changer le statut : status_transition'),
  ('team_member_independent_administrator', 'job', 'select', 'all', null),
  ('team_member_independent_administrator', 'legal_parameter', 'select', 'all', null),
  ('team_member_independent_administrator', 'medical_center', 'select', 'all', null),
  ('team_member_independent_administrator', 'mission', 'select', 'all', null),
  ('team_member_independent_administrator', 'note', 'delete', 'own', 'auteur et ses managers'),
  ('team_member_independent_administrator', 'note', 'insert', 'all', 'notes de service : CSM, comptabilité, développeur'),
  ('team_member_independent_administrator', 'note', 'select', 'all', 'notes de contrat : qui lit les contrats'),
  ('team_member_independent_administrator', 'note', 'update', 'own', 'auteur et ses managers'),
  ('team_member_independent_administrator', 'notification', 'delete', 'own', 'les siennes'),
  ('team_member_independent_administrator', 'notification', 'insert', 'all', null),
  ('team_member_independent_administrator', 'notification', 'select', 'all', 'adressées au membre ou à un de ses rôles'),
  ('team_member_independent_administrator', 'notification', 'update', 'all', 'marquer comme lue'),
  ('team_member_independent_administrator', 'planning_entry', 'select', 'all', 'comme le contrat'),
  ('team_member_independent_administrator', 'qualification_center', 'select', 'all', null),
  ('team_member_independent_administrator', 'region', 'select', 'all', null),
  ('team_member_independent_administrator', 'request_type', 'select', 'all', 'registre des types de demandes'),
  ('team_member_independent_administrator', 'resume', 'delete', 'all', null),
  ('team_member_independent_administrator', 'resume', 'insert', 'all', null),
  ('team_member_independent_administrator', 'resume', 'select', 'all', null),
  ('team_member_independent_administrator', 'resume', 'update', 'all', null),
  ('team_member_independent_administrator', 'role_permission', 'select', 'all', null),
  ('team_member_independent_administrator', 'sector', 'select', 'all', null),
  ('team_member_independent_administrator', 'software', 'select', 'all', null),
  ('team_member_independent_administrator', 'status_history', 'select', 'all', 'selon les droits sur l''entité liée'),
  ('team_member_independent_administrator', 'status_transition', 'select', 'all', null),
  ('team_member_independent_administrator', 'talent', 'insert', 'all', null),
  ('team_member_independent_administrator', 'talent', 'select', 'all', null),
  ('team_member_independent_administrator', 'talent', 'update', 'all', null),
  ('team_member_independent_administrator', 'talent_anonymous_document', 'select', 'all', null),
  ('team_member_independent_administrator', 'talent_business_unit', 'delete', 'all', null),
  ('team_member_independent_administrator', 'talent_business_unit', 'insert', 'all', null),
  ('team_member_independent_administrator', 'talent_business_unit', 'select', 'all', null),
  ('team_member_independent_administrator', 'talent_business_unit', 'update', 'all', null),
  ('team_member_independent_administrator', 'talent_hiring_pool', 'select', 'all', null),
  ('team_member_independent_administrator', 'talent_job', 'delete', 'all', null),
  ('team_member_independent_administrator', 'talent_job', 'insert', 'all', null),
  ('team_member_independent_administrator', 'talent_job', 'select', 'all', null),
  ('team_member_independent_administrator', 'talent_job', 'update', 'all', null),
  ('team_member_independent_administrator', 'talent_private', 'insert', 'all', null),
  ('team_member_independent_administrator', 'talent_private', 'select', 'all', 'NIR, IBAN, lieu de naissance, titre de séjour'),
  ('team_member_independent_administrator', 'talent_private', 'update', 'all', null),
  ('team_member_independent_administrator', 'talent_software', 'delete', 'all', null),
  ('team_member_independent_administrator', 'talent_software', 'insert', 'all', null),
  ('team_member_independent_administrator', 'talent_software', 'select', 'all', null),
  ('team_member_independent_administrator', 'talent_software', 'update', 'all', null),
  ('team_member_independent_administrator', 'team_member', 'select', 'all', 'membres des workspaces partagés'),
  ('team_member_independent_administrator', 'team_member', 'update', 'own', 'soi-même et ses managés ; country managers : organisation'),
  ('team_member_independent_administrator', 'team_member_directory', 'select', 'all', 'membres des workspaces partagés'),
  ('team_member_independent_administrator', 'team_member_workspace', 'select', 'all', null),
  ('team_member_independent_administrator', 'timesheet_day', 'select', 'all', null),
  ('team_member_independent_administrator', 'timesheet_week', 'select', 'all', null),
  ('team_member_independent_administrator', 'timesheet_week', 'update', 'all', null),
  ('team_member_independent_administrator', 'user_role', 'select', 'all', null),
  ('team_member_independent_administrator', 'workspace', 'select', 'all', 'workspaces dont on est membre'),
  ('team_member_marketing', 'address', 'insert', 'all', null),
  ('team_member_marketing', 'address', 'select', 'all', null),
  ('team_member_marketing', 'address', 'update', 'all', null),
  ('team_member_marketing', 'agency', 'select', 'all', null),
  ('team_member_marketing', 'application', 'insert', 'all', null),
  ('team_member_marketing', 'application', 'select', 'all', null),
  ('team_member_marketing', 'application', 'update', 'all', null),
  ('team_member_marketing', 'auth_user', 'select', 'all', null),
  ('team_member_marketing', 'auth_user', 'update', 'own', 'son propre profil'),
  ('team_member_marketing', 'business_unit', 'select', 'all', null),
  ('team_member_marketing', 'company', 'select', 'all', null),
  ('team_member_marketing', 'company_group', 'select', 'all', null),
  ('team_member_marketing', 'contact', 'select', 'all', null),
  ('team_member_marketing', 'contract_reason_rule', 'select', 'all', null),
  ('team_member_marketing', 'cooptation', 'insert', 'all', null),
  ('team_member_marketing', 'cooptation', 'select', 'all', null),
  ('team_member_marketing', 'cooptation', 'update', 'own', 'les cooptations qu''ils ont déclarées'),
  ('team_member_marketing', 'country', 'select', 'all', null),
  ('team_member_marketing', 'deep_research_synonym', 'select', 'all', 'le lecteur de la recherche approfondie'),
  ('team_member_marketing', 'department', 'select', 'all', null),
  ('team_member_marketing', 'document', 'select', 'all', 'types sensibles : voir document_sensitive'),
  ('team_member_marketing', 'enum_label', 'select', 'all', null),
  ('team_member_marketing', 'file_link', 'select', 'all', 'selon les droits sur l''entité liée'),
  ('team_member_marketing', 'hiring_pool', 'delete', 'all', null),
  ('team_member_marketing', 'hiring_pool', 'insert', 'all', null),
  ('team_member_marketing', 'hiring_pool', 'select', 'all', 'viviers privés : leur propriétaire et ses managers'),
  ('team_member_marketing', 'hiring_pool', 'update', 'all', null),
  ('team_member_marketing', 'job', 'select', 'all', null),
  ('team_member_marketing', 'legal_parameter', 'select', 'all', null),
  ('team_member_marketing', 'medical_center', 'select', 'all', null),
  ('team_member_marketing', 'mission', 'select', 'all', null),
  ('team_member_marketing', 'mission', 'update', 'all', 'le marketing : les annonces'),
  ('team_member_marketing', 'note', 'delete', 'own', 'auteur et ses managers'),
  ('team_member_marketing', 'note', 'insert', 'all', 'notes de service : CSM, comptabilité, développeur'),
  ('team_member_marketing', 'note', 'select', 'all', 'notes de contrat : qui lit les contrats'),
  ('team_member_marketing', 'note', 'update', 'own', 'auteur et ses managers'),
  ('team_member_marketing', 'notification', 'delete', 'own', 'les siennes'),
  ('team_member_marketing', 'notification', 'insert', 'all', null),
  ('team_member_marketing', 'notification', 'select', 'all', 'adressées au membre ou à un de ses rôles'),
  ('team_member_marketing', 'notification', 'update', 'all', 'marquer comme lue'),
  ('team_member_marketing', 'push_campaign', 'insert', 'all', 'par save_push_campaign'),
  ('team_member_marketing', 'push_campaign', 'select', 'all', null),
  ('team_member_marketing', 'push_campaign', 'update', 'all', 'avant l''envoi ; le statut : status_transition'),
  ('team_member_marketing', 'push_campaign_recipient', 'delete', 'all', 'avant l''envoi'),
  ('team_member_marketing', 'push_campaign_recipient', 'insert', 'all', 'avant l''envoi'),
  ('team_member_marketing', 'push_campaign_recipient', 'select', 'all', null),
  ('team_member_marketing', 'push_campaign_recipient', 'update', 'all', 'avant l''envoi ; l''envoi et les liens : le système'),
  ('team_member_marketing', 'qualification_center', 'select', 'all', null),
  ('team_member_marketing', 'region', 'select', 'all', null),
  ('team_member_marketing', 'request_type', 'select', 'all', 'registre des types de demandes'),
  ('team_member_marketing', 'resume', 'insert', 'all', null),
  ('team_member_marketing', 'resume', 'select', 'all', null),
  ('team_member_marketing', 'resume', 'update', 'all', null),
  ('team_member_marketing', 'role_permission', 'select', 'all', null),
  ('team_member_marketing', 'scheduled_email', 'insert', 'all', 'les campagnes vers un vivier : le marketing'),
  ('team_member_marketing', 'scheduled_email', 'select', 'all', null),
  ('team_member_marketing', 'scheduled_email', 'update', 'all', null),
  ('team_member_marketing', 'sector', 'select', 'all', null),
  ('team_member_marketing', 'software', 'select', 'all', null),
  ('team_member_marketing', 'status_history', 'select', 'all', 'selon les droits sur l''entité liée'),
  ('team_member_marketing', 'status_transition', 'select', 'all', null),
  ('team_member_marketing', 'talent', 'insert', 'all', null),
  ('team_member_marketing', 'talent', 'select', 'all', null),
  ('team_member_marketing', 'talent', 'update', 'all', null),
  ('team_member_marketing', 'talent_anonymous_document', 'insert', 'all', null),
  ('team_member_marketing', 'talent_anonymous_document', 'select', 'all', null),
  ('team_member_marketing', 'talent_business_unit', 'delete', 'all', null),
  ('team_member_marketing', 'talent_business_unit', 'insert', 'all', null),
  ('team_member_marketing', 'talent_business_unit', 'select', 'all', null),
  ('team_member_marketing', 'talent_business_unit', 'update', 'all', null),
  ('team_member_marketing', 'talent_hiring_pool', 'delete', 'all', null),
  ('team_member_marketing', 'talent_hiring_pool', 'insert', 'all', null),
  ('team_member_marketing', 'talent_hiring_pool', 'select', 'all', null),
  ('team_member_marketing', 'talent_hiring_pool', 'update', 'all', null),
  ('team_member_marketing', 'talent_job', 'delete', 'all', null),
  ('team_member_marketing', 'talent_job', 'insert', 'all', null),
  ('team_member_marketing', 'talent_job', 'select', 'all', null),
  ('team_member_marketing', 'talent_job', 'update', 'all', null),
  ('team_member_marketing', 'talent_software', 'delete', 'all', null),
  ('team_member_marketing', 'talent_software', 'insert', 'all', null),
  ('team_member_marketing', 'talent_software', 'select', 'all', null),
  ('team_member_marketing', 'talent_software', 'update', 'all', null),
  ('team_member_marketing', 'team_member', 'select', 'all', 'membres des workspaces partagés'),
  ('team_member_marketing', 'team_member', 'update', 'own', 'soi-même et ses managés ; country managers : organisation'),
  ('team_member_marketing', 'team_member_directory', 'select', 'all', 'membres des workspaces partagés'),
  ('team_member_marketing', 'team_member_workspace', 'select', 'all', null),
  ('team_member_marketing', 'user_role', 'select', 'all', null),
  ('team_member_marketing', 'workspace', 'select', 'all', 'workspaces dont on est membre')
on conflict do nothing;

insert into public.action_right (action, roles, note) values
  ('application.force_stage', '{consultant_team_member,team_member_developer}', 'Forcer l''étape d''une candidature'),
  ('application.move_back', '{consultant_team_member,csm_team_member,team_member_developer}', 'Faire reculer une candidature'),
  ('application.reactivate', '{consultant_team_member,team_member_developer}', 'Réactiver une candidature refusée'),
  ('application.reactivate_to_any_stage', '{team_member_developer}', 'Réactiver une candidature ailleurs qu''à « À qualifier »'),
  ('application.reject', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_developer}', 'Refuser une candidature'),
  ('application.reject_client_choice', '{consultant_team_member,csm_team_member,team_member_developer}', 'Enregistrer le refus du client'),
  ('application.reject_withdrawn', '{consultant_team_member,external_csm_team_member,team_member_developer}', 'Enregistrer le désistement du candidat'),
  ('contract.coefficient_override', '{accounting_team_member,team_member_developer}', 'Accorder une dérogation de coefficient et valider un contrat qui en a une'),
  ('contract.review_without_manager', '{csm_team_member,external_csm_team_member,team_member_developer}', 'Mettre en revue un contrat sans la validation du manager'),
  ('note.publish_service_note', '{csm_team_member,accounting_team_member,team_member_developer}', 'Publier une note de service'),
  ('pay.compute', '{accounting_team_member,team_member_developer}', 'Calculer la paie'),
  ('pay.export', '{accounting_team_member,team_member_developer}', 'Exporter la paie'),
  ('qualification_center.edit_all_fields', '{csm_team_member,team_member_developer}', 'Modifier un centre de formation au-delà de ses tarifs'),
  ('request.decide_above_csm_limit', '{accounting_team_member,team_member_developer}', 'Décider d''une demande au-delà du plafond des CSM'),
  ('scheduled_email_campaign.target_hiring_pool', '{team_member_marketing,team_member_developer}', 'Adresser une campagne à un vivier'),
  ('talent.blacklist', '{consultant_team_member,csm_team_member,team_member_developer}', 'Interdire la délégation d''un talent'),
  ('talent.lift_blacklist', '{csm_team_member,team_member_developer}', 'Lever l''interdiction de délégation d''un talent'),
  ('timesheet_week.renew_link', '{csm_team_member,external_csm_team_member,team_member_developer}', 'Renouveler le lien de signature d''un relevé')
on conflict do nothing;

-- The screens that are not a table (search, tools, settings, developer pages): who may open them
-- (docs/rules/roles.md#roles). The menu and the routes read them generated
-- (src/lib/permissions/action-rights.generated.ts); each screen's data stay guarded by RLS.
insert into public.action_right (action, roles, note) values
  ('screen.action_center', '{accounting_team_member,consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing,team_member_developer,team_member_independent_administrator}', 'Ouvrir le centre d''actions'),
  ('screen.organigram', '{accounting_team_member,consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing,team_member_developer,team_member_independent_administrator}', 'Ouvrir l''organigramme'),
  ('screen.planning', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_developer}', 'Ouvrir le planning'),
  ('screen.super_search', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing,team_member_developer}', 'Ouvrir la super recherche'),
  ('screen.deep_research', '{consultant_team_member,csm_team_member,team_member_developer}', 'Ouvrir la recherche approfondie'),
  ('screen.push_marketing', '{consultant_team_member,team_member_marketing,team_member_developer}', 'Ouvrir le push marketing'),
  ('screen.substitute_bench', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_developer}', 'Ouvrir le banc des remplaçants'),
  ('screen.calculator', '{accounting_team_member,consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing,team_member_developer}', 'Ouvrir le calculateur'),
  ('screen.invoice_simulator', '{accounting_team_member,consultant_team_member,csm_team_member,external_csm_team_member,team_member_developer}', 'Ouvrir le simulateur de facture'),
  ('screen.convert', '{accounting_team_member,consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing,team_member_developer}', 'Ouvrir le convertisseur'),
  ('screen.settings', '{accounting_team_member,consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing,team_member_developer,team_member_independent_administrator}', 'Ouvrir les paramètres'),
  ('screen.calendar_connection', '{accounting_team_member,consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing,team_member_developer,team_member_independent_administrator}', 'Connecter son agenda'),
  ('screen.user_admin', '{team_member_developer}', 'Ouvrir l''administration des utilisateurs'),
  ('screen.playground', '{team_member_developer}', 'Ouvrir le bac à sable')
on conflict do nothing;
