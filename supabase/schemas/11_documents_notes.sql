-- Documents, notes and file links.
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

-- ## Types

-- What a note is (docs/rules/general.md#notes): a service note is broadcast to an audience, a
-- voice note carries a recording; the other three are written text.
CREATE TYPE public.note_type AS ENUM (
    'internal',
    'call_summary',
    'meeting',
    'service_note',
    'voice'
);

-- A service note's life: written, shown to its audience until each reader marks it read, put away.
CREATE TYPE public.service_note_status AS ENUM (
    'draft',
    'published',
    'archived'
);

-- ## Tables

-- A file about a talent, contract, company or mission, with expiry and e-signature.
CREATE TABLE public.document (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    type public.document_type NOT NULL,
    name text,
    number text,
    category text,
    issued_at date,
    expiry_date date,
    status public.document_status DEFAULT 'pending_verification'::public.document_status NOT NULL,
    status_changed_at timestamp with time zone,
    file text,
    file_name text,
    mime_type text,
    talent_id uuid,
    contract_id uuid,
    company_id uuid,
    mission_id uuid,
    verified_by uuid,
    verified_at timestamp with time zone,
    rejection_reason text,
    signature_provider text,
    signature_submission_id text,
    signature_submission_status public.signature_submission_status DEFAULT 'not_sent'::public.signature_submission_status NOT NULL,
    signature_submission_url text,
    signature_submitted_at timestamp with time zone,
    signature_completed_at timestamp with time zone,
    signers jsonb,
    signed_file text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT document_dates_order CHECK (((expiry_date IS NULL) OR (issued_at IS NULL) OR (expiry_date >= issued_at))),
    CONSTRAINT document_file_in_workspace CHECK (((file IS NULL) OR (split_part(file, '/'::text, 1) = (workspace_id)::text))),
    CONSTRAINT document_mime_type CHECK (((mime_type IS NULL) OR (mime_type = ANY (private.allowed_upload_mime_types())))),
    CONSTRAINT document_subject CHECK ((num_nonnulls(talent_id, contract_id, company_id, mission_id) >= 1)),
    CONSTRAINT document_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.document
    ADD CONSTRAINT document_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.document
    ADD CONSTRAINT document_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.document
    ADD CONSTRAINT document_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.document
    ADD CONSTRAINT document_mission_id_fkey FOREIGN KEY (mission_id) REFERENCES public.mission(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.document
    ADD CONSTRAINT document_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.document
    ADD CONSTRAINT document_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.document
    ADD CONSTRAINT document_verified_by_fkey FOREIGN KEY (verified_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.document
    ADD CONSTRAINT document_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.document FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.document TO authenticated;
GRANT ALL ON TABLE public.document TO service_role;

-- Shared workflow pieces for every entity with a status (this part and the request family of part 2)…
CREATE TABLE public.file_link (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    entity text NOT NULL,
    entity_id uuid NOT NULL,
    kind public.file_kind DEFAULT 'attachment'::public.file_kind NOT NULL,
    bucket_id text NOT NULL,
    object_path text NOT NULL,
    file_name text NOT NULL,
    mime_type text NOT NULL,
    size_bytes bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT file_link_bucket CHECK ((bucket_id = ANY (ARRAY['documents'::text, 'resumes'::text, 'avatars'::text, 'signatures'::text, 'generated'::text]))),
    CONSTRAINT file_link_mime_type CHECK ((mime_type = ANY (private.allowed_upload_mime_types()))),
    CONSTRAINT file_link_path_in_workspace CHECK ((split_part(object_path, '/'::text, 1) = (workspace_id)::text)),
    CONSTRAINT file_link_size CHECK (((size_bytes IS NULL) OR ((size_bytes >= 1) AND (size_bytes <= 26214400)))),
    CONSTRAINT file_link_bucket_id_object_path_key UNIQUE (bucket_id, object_path),
    CONSTRAINT file_link_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.file_link
    ADD CONSTRAINT file_link_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.file_link
    ADD CONSTRAINT file_link_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.file_link
    ADD CONSTRAINT file_link_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.file_link FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.file_link TO authenticated;
GRANT ALL ON TABLE public.file_link TO service_role;

-- A free-text or voice note on a record, or a service note broadcast to the team.
CREATE TABLE public.note (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    title text,
    content text,
    talent_id uuid,
    contact_id uuid,
    contract_id uuid,
    mission_id uuid,
    company_id uuid,
    application_id uuid,
    timesheet_week_id uuid,
    is_service_note boolean DEFAULT false NOT NULL,
    is_pinned boolean DEFAULT false NOT NULL,
    audio_file text,
    audio_duration_seconds integer,
    audio_transcription text,
    transcription_status public.ai_processing_status DEFAULT 'not_started'::public.ai_processing_status NOT NULL,
    summarized_content text,
    is_feedback_positive boolean,
    feedback text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    audience_agency_ids uuid[] DEFAULT '{}'::uuid[] NOT NULL,
    audience_roles public.app_role[] DEFAULT '{}'::public.app_role[] NOT NULL,
    note_type public.note_type DEFAULT 'internal'::public.note_type NOT NULL,
    published_at timestamp with time zone,
    request_id uuid,
    request_table text,
    status public.service_note_status,
    CONSTRAINT note_audio_duration CHECK (((audio_duration_seconds IS NULL) OR ((audio_duration_seconds >= 1) AND (audio_duration_seconds <= 900)))),
    CONSTRAINT note_content_length CHECK (((content IS NULL) OR (char_length(content) <= 100000))),
    CONSTRAINT note_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.note
    ADD CONSTRAINT note_application_id_fkey FOREIGN KEY (application_id) REFERENCES public.application(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.note
    ADD CONSTRAINT note_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.note
    ADD CONSTRAINT note_contact_id_fkey FOREIGN KEY (contact_id) REFERENCES public.contact(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.note
    ADD CONSTRAINT note_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.note
    ADD CONSTRAINT note_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.note
    ADD CONSTRAINT note_mission_id_fkey FOREIGN KEY (mission_id) REFERENCES public.mission(id) ON DELETE CASCADE;

-- A request is a row of one of the request tables (docs/rules/requests.md#request-family): the
-- pair names the table, checked against request_type, and the row, checked by private.prepare_note.
ALTER TABLE ONLY public.note
    ADD CONSTRAINT note_request_table_fkey FOREIGN KEY (request_table) REFERENCES public.request_type(entity);

ALTER TABLE ONLY public.note
    ADD CONSTRAINT note_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.note
    ADD CONSTRAINT note_timesheet_week_id_fkey FOREIGN KEY (timesheet_week_id) REFERENCES public.timesheet_week(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.note
    ADD CONSTRAINT note_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.note
    ADD CONSTRAINT note_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.note FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.note TO authenticated;
GRANT ALL ON TABLE public.note TO service_role;

-- Who has read which service note: a published service note is shown to its audience until read.
CREATE TABLE public.note_read (
    note_id uuid NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    read_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT note_read_pkey PRIMARY KEY (note_id, user_id)
);

ALTER TABLE ONLY public.note_read
    ADD CONSTRAINT note_read_note_id_fkey FOREIGN KEY (note_id) REFERENCES public.note(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.note_read
    ADD CONSTRAINT note_read_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.auth_user(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.note_read FROM anon, authenticated, service_role;
GRANT SELECT,INSERT,DELETE ON TABLE public.note_read TO authenticated;
GRANT ALL ON TABLE public.note_read TO service_role;

-- ## Indexes
-- Unless a line says otherwise, an index covers a foreign key (the joins, and the parent's deletes
-- that check it), named <table>_<column>_idx, or starts with one and adds the columns a list filters
-- and sorts by within it (<table>_<columns>_idx).

-- The talents' valid cartes BTP
CREATE INDEX document_carte_btp_valid_idx ON public.document USING btree (talent_id) INCLUDE (workspace_id, expiry_date) WHERE ((type = 'carte_btp'::public.document_type) AND (status = ANY (ARRAY['valid'::public.document_status, 'expiring_soon'::public.document_status])));

CREATE INDEX document_company_id_idx ON public.document USING btree (company_id);

CREATE INDEX document_contract_id_idx ON public.document USING btree (contract_id);

CREATE INDEX document_created_by_idx ON public.document USING btree (created_by);

CREATE INDEX document_expiry_date_idx ON public.document USING btree (workspace_id, expiry_date) WHERE (expiry_date IS NOT NULL);

-- Documents with an expiry, by date: the daily status refresh (public.refresh_document_statuses).
CREATE INDEX document_expiry_types_idx ON public.document USING btree (expiry_date) WHERE ((expiry_date IS NOT NULL) AND (status <> 'rejected'::public.document_status));

-- A document by its file's path: the storage policy opening a file to whoever may read its document.
CREATE INDEX document_file_idx ON public.document USING btree (file) WHERE (file IS NOT NULL);

CREATE INDEX document_mission_id_idx ON public.document USING btree (mission_id);

-- A document by its e-signature submission id (a provider's callback); nothing reads by it today.
CREATE INDEX document_signature_submission_id_idx ON public.document USING btree (signature_submission_id) WHERE (signature_submission_id IS NOT NULL);

-- A document by its signed file's path: the same storage read policy as document_file_idx.
CREATE INDEX document_signed_file_idx ON public.document USING btree (signed_file) WHERE (signed_file IS NOT NULL);

CREATE INDEX document_talent_id_idx ON public.document USING btree (talent_id);

CREATE INDEX document_talent_type_idx ON public.document USING btree (talent_id, type, expiry_date);

CREATE INDEX document_updated_by_idx ON public.document USING btree (updated_by);

-- The independents' URSSAF vigilance attestations
CREATE INDEX document_urssaf_vigilance_idx ON public.document USING btree (talent_id) INCLUDE (workspace_id, issued_at, created_at) WHERE ((type = 'urssaf_vigilance'::public.document_type) AND (status = ANY (ARRAY['valid'::public.document_status, 'expiring_soon'::public.document_status, 'pending_verification'::public.document_status])));

-- Valid qualification documents by type, then talent…
CREATE INDEX document_valid_type_talent_idx ON public.document USING btree (type, talent_id, expiry_date) WHERE ((talent_id IS NOT NULL) AND (status = ANY (ARRAY['valid'::public.document_status, 'expiring_soon'::public.document_status])));

CREATE INDEX document_verified_by_idx ON public.document USING btree (verified_by);

-- The worksite documents with an expiry, by date (the whole queue); by talent just below.
CREATE INDEX document_worksite_expiry_idx ON public.document USING btree (expiry_date) INCLUDE (id, workspace_id, talent_id, type) WHERE ((expiry_date IS NOT NULL) AND (status <> 'rejected'::public.document_status) AND (type = ANY (ARRAY['residence_permit'::public.document_type, 'caces'::public.document_type, 'electrical_clearance'::public.document_type, 'aipr'::public.document_type, 'work_at_height'::public.document_type, 'carte_btp'::public.document_type, 'medical_attestation'::public.document_type])));

-- The worksite documents with an expiry: by talent (a consultant's running contracts) and by date
CREATE INDEX document_worksite_expiry_talent_idx ON public.document USING btree (talent_id, expiry_date) INCLUDE (id, workspace_id, type) WHERE ((expiry_date IS NOT NULL) AND (status <> 'rejected'::public.document_status) AND (type = ANY (ARRAY['residence_permit'::public.document_type, 'caces'::public.document_type, 'electrical_clearance'::public.document_type, 'aipr'::public.document_type, 'work_at_height'::public.document_type, 'carte_btp'::public.document_type, 'medical_attestation'::public.document_type])));

CREATE INDEX document_workspace_status_idx ON public.document USING btree (workspace_id, status);

CREATE INDEX document_workspace_type_idx ON public.document USING btree (workspace_id, type);

CREATE INDEX file_link_created_by_idx ON public.file_link USING btree (created_by);

-- A record's attached files (entity, entity_id); no screen or function reads file_link today.
CREATE INDEX file_link_entity_idx ON public.file_link USING btree (entity, entity_id);

CREATE INDEX file_link_updated_by_idx ON public.file_link USING btree (updated_by);

CREATE INDEX file_link_workspace_id_idx ON public.file_link USING btree (workspace_id);

CREATE INDEX note_application_id_idx ON public.note USING btree (application_id);

CREATE INDEX note_company_id_idx ON public.note USING btree (company_id);

CREATE INDEX note_contact_id_idx ON public.note USING btree (contact_id);

CREATE INDEX note_contract_id_idx ON public.note USING btree (contract_id);

CREATE INDEX note_created_by_idx ON public.note USING btree (created_by);

CREATE INDEX note_mission_id_idx ON public.note USING btree (mission_id);

CREATE INDEX note_read_user_id_idx ON public.note_read USING btree (user_id);

-- A request's notes (the request's drawer reads them by table and id).
CREATE INDEX note_request_table_request_id_idx ON public.note USING btree (request_table, request_id);

-- A workspace's service notes (broadcast to the team); nothing lists them by it today.
CREATE INDEX note_service_idx ON public.note USING btree (workspace_id) WHERE is_service_note;

CREATE INDEX note_talent_id_idx ON public.note USING btree (talent_id);

CREATE INDEX note_timesheet_week_id_idx ON public.note USING btree (timesheet_week_id);

CREATE INDEX note_updated_by_idx ON public.note USING btree (updated_by);

CREATE INDEX note_workspace_id_idx ON public.note USING btree (workspace_id, created_at DESC);

-- ## Triggers
-- Each trigger runs the function of the same purpose; its why is beside the function.

CREATE TRIGGER document_audit BEFORE INSERT OR UPDATE ON public.document FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER document_prepare BEFORE INSERT OR UPDATE ON public.document FOR EACH ROW EXECUTE FUNCTION private.prepare_document();

CREATE TRIGGER document_status BEFORE INSERT OR UPDATE ON public.document FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'rejection_reason');

CREATE TRIGGER document_watch_sync AFTER INSERT OR DELETE OR UPDATE OF workspace_id, talent_id, type, status, expiry_date ON public.document FOR EACH ROW EXECUTE FUNCTION private.sync_document_watch();

CREATE TRIGGER document_z_running_contract_watch_sync AFTER INSERT OR DELETE OR UPDATE OF workspace_id, talent_id, type, status, expiry_date, issued_at, created_at ON public.document FOR EACH ROW EXECUTE FUNCTION private.sync_running_contract_watch_document();

CREATE TRIGGER file_link_audit BEFORE INSERT OR UPDATE ON public.file_link FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER note_audit BEFORE INSERT OR UPDATE ON public.note FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER note_prepare BEFORE INSERT OR UPDATE ON public.note FOR EACH ROW EXECUTE FUNCTION private.prepare_note();

CREATE TRIGGER note_status BEFORE INSERT OR UPDATE ON public.note FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status');

-- ## RLS and policies
-- Each policy's name says who may do what; the read and write rules are in docs/rules/roles.md.

ALTER TABLE public.document ENABLE ROW LEVEL SECURITY;

CREATE POLICY "document: matrix roles can delete workspace rows" ON public.document FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('document'::text, 'delete'::public.permission_action) AS can) AND ((NOT private.is_sensitive_document_type(type)) OR ( SELECT private.can('document_sensitive'::text, 'delete'::public.permission_action) AS can))));

CREATE POLICY "document: matrix roles can insert workspace rows" ON public.document FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('document'::text, 'insert'::public.permission_action) AS can) AND ((NOT private.is_sensitive_document_type(type)) OR ( SELECT private.can('document_sensitive'::text, 'insert'::public.permission_action) AS can))));

-- Rows of the caller's workspaces; sensitive types need the document_sensitive right.
CREATE POLICY "document: matrix roles can select workspace rows" ON public.document FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('document'::text, 'select'::public.permission_action) AS can) AND ((NOT private.is_sensitive_document_type(type)) OR ( SELECT private.can('document_sensitive'::text, 'select'::public.permission_action) AS can))));

CREATE POLICY "document: matrix roles can update workspace rows" ON public.document FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('document'::text, 'update'::public.permission_action) AS can) AND ((NOT private.is_sensitive_document_type(type)) OR ( SELECT private.can('document_sensitive'::text, 'update'::public.permission_action) AS can)))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('document'::text, 'update'::public.permission_action) AS can) AND ((NOT private.is_sensitive_document_type(type)) OR ( SELECT private.can('document_sensitive'::text, 'update'::public.permission_action) AS can))));

ALTER TABLE public.file_link ENABLE ROW LEVEL SECURITY;

CREATE POLICY "file_link: members can delete files on editable entities" ON public.file_link FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND private.can_own(entity, 'update'::public.permission_action)));

CREATE POLICY "file_link: members can insert files on editable entities" ON public.file_link FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND private.can_own(entity, 'update'::public.permission_action)));

-- File links follow the rights on their entity: read to see them, update to attach or detach.
CREATE POLICY "file_link: members can select files of readable entities" ON public.file_link FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND private.can_own(entity, 'select'::public.permission_action)));

CREATE POLICY "file_link: members can update files on editable entities" ON public.file_link FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND private.can_own(entity, 'update'::public.permission_action))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND private.can_own(entity, 'update'::public.permission_action)));

ALTER TABLE public.note ENABLE ROW LEVEL SECURITY;

CREATE POLICY "note: authors can delete their notes, developers any" ON public.note FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND (( SELECT private.can('note'::text, 'delete'::public.permission_action) AS can) OR (( SELECT private.can_own('note'::text, 'delete'::public.permission_action) AS can_own) AND (created_by = ANY (( SELECT private.me_and_managee_user_ids() AS me_and_managee_user_ids)::uuid[]))))));

CREATE POLICY "note: authors can update their notes, developers any" ON public.note FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND (( SELECT private.can('note'::text, 'update'::public.permission_action) AS can) OR (( SELECT private.can_own('note'::text, 'update'::public.permission_action) AS can_own) AND (created_by = ANY (( SELECT private.me_and_managee_user_ids() AS me_and_managee_user_ids)::uuid[])))))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can_own('note'::text, 'update'::public.permission_action) AS can_own)));

-- A note on a request only by who reads that request type.
CREATE POLICY "note: matrix roles can insert workspace rows" ON public.note FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('note'::text, 'insert'::public.permission_action) AS can) AND (((contract_id IS NULL) AND (timesheet_week_id IS NULL)) OR ( SELECT private.can('contract'::text, 'select'::public.permission_action) AS can)) AND ((request_table IS NULL) OR private.can_own(request_table, 'select'::public.permission_action))));

-- Readable in the workspace (contract and timesheet notes only by who reads contracts, request
-- notes by who reads the request type); a service note also in the agencies it is addressed to,
-- and only to its audience once published (drafts: the author and who may publish).
CREATE POLICY "note: matrix roles can select workspace rows" ON public.note FOR SELECT TO authenticated USING ((((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) OR (is_service_note AND (audience_agency_ids && ( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[]))) AND ( SELECT private.can('note'::text, 'select'::public.permission_action) AS can) AND (((contract_id IS NULL) AND (timesheet_week_id IS NULL)) OR ( SELECT private.can('contract'::text, 'select'::public.permission_action) AS can)) AND ((request_table IS NULL) OR private.can_own(request_table, 'select'::public.permission_action)) AND ((NOT is_service_note) OR private.sees_service_note(status, audience_roles, created_by))));

ALTER TABLE public.note_read ENABLE ROW LEVEL SECURITY;

CREATE POLICY "note_read: users can delete their own reads" ON public.note_read FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

-- Only a note the user may read (the note's own policy decides, under the caller's rights).
CREATE POLICY "note_read: users can insert their own reads of readable notes" ON public.note_read FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (EXISTS ( SELECT 1
   FROM public.note n
  WHERE (n.id = note_read.note_id)))));

CREATE POLICY "note_read: users can select their own reads" ON public.note_read FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

-- ## Functions

-- Marks a service note read by the caller; marking it twice changes nothing.
CREATE FUNCTION public.mark_service_note_read(p_note_id uuid) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  insert into public.note_read (note_id, user_id) values (p_note_id, auth.uid()) on conflict do nothing
$$;

REVOKE ALL ON FUNCTION public.mark_service_note_read(p_note_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.mark_service_note_read(p_note_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.mark_service_note_read(p_note_id uuid) TO service_role;

-- True when the caller sees this service note: its author and who may publish always, the
-- audience (roles; none listed = every role) once it is published.
CREATE FUNCTION private.sees_service_note(p_status public.service_note_status, p_roles public.app_role[], p_created_by uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p_created_by = auth.uid() or private.may('note.publish_service_note')
      or (p_status = 'published' and (cardinality(p_roles) = 0 or p_roles && private.current_roles()))
$$;

REVOKE ALL ON FUNCTION private.sees_service_note(p_status public.service_note_status, p_roles public.app_role[], p_created_by uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.sees_service_note(p_status public.service_note_status, p_roles public.app_role[], p_created_by uuid) TO authenticated;
GRANT ALL ON FUNCTION private.sees_service_note(p_status public.service_note_status, p_roles public.app_role[], p_created_by uuid) TO service_role;

-- The published service notes addressed to the caller (by role) that they have not read yet,
-- pinned then newest first: the banner shows them until « Marquer comme lue ». Their author knows them.
CREATE FUNCTION public.unread_service_notes() RETURNS SETOF public.note
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select n.* from public.note n
  where n.is_service_note and n.status = 'published'
    and (cardinality(n.audience_roles) = 0 or n.audience_roles && private.current_roles())
    and n.created_by is distinct from auth.uid()
    and not exists (select 1 from public.note_read r where r.note_id = n.id and r.user_id = auth.uid())
  order by n.is_pinned desc, n.published_at desc nulls last, n.created_at desc
$$;

REVOKE ALL ON FUNCTION public.unread_service_notes() FROM PUBLIC;
GRANT ALL ON FUNCTION public.unread_service_notes() TO authenticated;
GRANT ALL ON FUNCTION public.unread_service_notes() TO service_role;
