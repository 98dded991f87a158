-- Storage: buckets and the policies on storage.objects.
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

-- ## RLS and policies
-- Each policy's name says who may do what; the read and write rules are in docs/rules/roles.md.

-- Buckets are listed to team members only (the storage API reads them as the caller).
CREATE POLICY "buckets: team members can select the buckets" ON storage.buckets FOR SELECT TO authenticated USING (( SELECT private.is_team_member() AS is_team_member));

-- Anonymous bios and resumes (<workspace>/<talent>/<kind>-<id>.pdf): written once by the
-- anonymous-documents function as the caller, read by who reads the documents' rows; no update
-- nor delete policy, a frozen document is never replaced.
CREATE POLICY "objects: anonymous document readers can select them" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'anonymous-documents'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('talent_anonymous_document'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "objects: anonymous document writers can insert them" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'anonymous-documents'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('talent_anonymous_document'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "objects: contract readers can select DPAE receipts" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'documents'::text) AND (split_part(name, '/'::text, 2) = 'contracts'::text) AND private.object_workspace_in_mine(name) AND (EXISTS ( SELECT 1
   FROM public.contract c
  WHERE (c.dpae_receipt_file = objects.name)))));

-- Invoice PDFs are written by the invoice-documents function (service role) and never changed:
-- readers of the invoices read them, nobody writes them through the API.
CREATE POLICY "objects: invoice readers can select invoice PDFs" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'invoices'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('client_invoice'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "objects: matrix roles can delete contract files of workspaces" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'contracts'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('contract'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "objects: matrix roles can delete document files of workspaces" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'documents'::text) AND (split_part(name, '/'::text, 2) <> 'requests'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('document'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "objects: matrix roles can delete generated files of workspaces" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'generated'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('contract'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "objects: matrix roles can delete resume files of workspaces" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'resumes'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('resume'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "objects: matrix roles can delete signatures of workspaces" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'signatures'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('timesheet_week'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "objects: matrix roles can insert contract files of workspaces" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'contracts'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('contract'::text, 'update'::public.permission_action) AS can)));

CREATE POLICY "objects: matrix roles can insert document files of workspaces" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'documents'::text) AND (split_part(name, '/'::text, 2) <> 'requests'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('document'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "objects: matrix roles can insert generated files of workspaces" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'generated'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('contract'::text, 'update'::public.permission_action) AS can)));

CREATE POLICY "objects: matrix roles can insert resume files of workspaces" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'resumes'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('resume'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "objects: matrix roles can insert signatures of workspaces" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'signatures'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('timesheet_week'::text, 'update'::public.permission_action) AS can)));

CREATE POLICY "objects: matrix roles can select contract files of workspaces" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'contracts'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('contract'::text, 'select'::public.permission_action) AS can)));

-- Contract PDFs and exports, with the contract rights of the matrix.
CREATE POLICY "objects: matrix roles can select generated files of workspaces" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'generated'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('contract'::text, 'select'::public.permission_action) AS can)));

-- Per the resume rights of the matrix.
CREATE POLICY "objects: matrix roles can select resume files of workspaces" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'resumes'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('resume'::text, 'select'::public.permission_action) AS can)));

-- Images of signatures, with the timesheet rights of the matrix.
CREATE POLICY "objects: matrix roles can select signatures of workspaces" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'signatures'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('timesheet_week'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "objects: matrix roles can update contract files of workspaces" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = 'contracts'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('contract'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((bucket_id = 'contracts'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('contract'::text, 'update'::public.permission_action) AS can)));

CREATE POLICY "objects: matrix roles can update document files of workspaces" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = 'documents'::text) AND (split_part(name, '/'::text, 2) <> 'requests'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('document'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((bucket_id = 'documents'::text) AND (split_part(name, '/'::text, 2) <> 'requests'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('document'::text, 'update'::public.permission_action) AS can)));

CREATE POLICY "objects: matrix roles can update generated files of workspaces" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = 'generated'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('contract'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((bucket_id = 'generated'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('contract'::text, 'update'::public.permission_action) AS can)));

CREATE POLICY "objects: matrix roles can update resume files of workspaces" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = 'resumes'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('resume'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((bucket_id = 'resumes'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('resume'::text, 'update'::public.permission_action) AS can)));

CREATE POLICY "objects: matrix roles can update signatures of workspaces" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = 'signatures'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('timesheet_week'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((bucket_id = 'signatures'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('timesheet_week'::text, 'update'::public.permission_action) AS can)));

CREATE POLICY "objects: members can delete request files of deletable types" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'documents'::text) AND private.can_access_request_file(name, 'delete'::public.permission_action)));

CREATE POLICY "objects: members can insert request files of editable types" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'documents'::text) AND private.can_access_request_file(name, 'update'::public.permission_action)));

-- A file is readable when its document row is (so sensitive types stay hidden), or by its uploader…
CREATE POLICY "objects: members can select document files they may read" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'documents'::text) AND ( SELECT private.is_team_member() AS is_team_member) AND private.object_workspace_in_mine(name) AND (split_part(name, '/'::text, 3) <> 'medical_checkup_result'::text) AND (NOT private.is_medical_attestation_file(name)) AND ((owner_id = (( SELECT auth.uid() AS uid))::text) OR (EXISTS ( SELECT 1
   FROM public.document d
  WHERE ((d.file = objects.name) OR (d.signed_file = objects.name)))))));

CREATE POLICY "objects: members can select request files of readable types" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'documents'::text) AND private.can_access_request_file(name, 'select'::public.permission_action)));

CREATE POLICY "objects: members can update request files of editable types" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = 'documents'::text) AND private.can_access_request_file(name, 'update'::public.permission_action))) WITH CHECK (((bucket_id = 'documents'::text) AND private.can_access_request_file(name, 'update'::public.permission_action)));

-- Voice notes (docs/rules/general.md#notes): written in a workspace folder of the caller by who may
-- add notes; read when their note is readable, or by their uploader before the note is saved.
CREATE POLICY "objects: note writers can insert voice notes" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'voice-notes'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('note'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "objects: note readers can select voice notes" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'voice-notes'::text) AND private.object_workspace_in_mine(name) AND ((owner_id = (( SELECT auth.uid() AS uid))::text) OR (EXISTS ( SELECT 1
   FROM public.note n
  WHERE (n.audio_file = objects.name))))));

CREATE POLICY "objects: uploaders can delete their voice notes" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'voice-notes'::text) AND (owner_id = (( SELECT auth.uid() AS uid))::text)));

-- Every team member sees avatars; each user writes in their own folder.
CREATE POLICY "objects: team members can select avatars" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'avatars'::text) AND ( SELECT private.is_team_member() AS is_team_member)));

-- Read by the members who read timesheets; no insert, update or delete policy: only the service role…
CREATE POLICY "objects: timesheet readers can select signed timesheet PDFs" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'signed-timesheets'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.can('timesheet_week'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "objects: users can delete only objects they may read" ON storage.objects AS RESTRICTIVE FOR DELETE TO anon, authenticated USING (private.storage_object_readable(id));

CREATE POLICY "objects: users can delete their own avatar" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'avatars'::text) AND (split_part(name, '/'::text, 1) = (( SELECT auth.uid() AS uid))::text)));

CREATE POLICY "objects: users can insert their own avatar" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'avatars'::text) AND ( SELECT private.is_team_member() AS is_team_member) AND (split_part(name, '/'::text, 1) = (( SELECT auth.uid() AS uid))::text)));

CREATE POLICY "objects: users can update only objects they may read, keeping t" ON storage.objects AS RESTRICTIVE FOR UPDATE TO anon, authenticated USING (private.storage_object_readable(id)) WITH CHECK (private.storage_object_owner_kept(id, owner, owner_id));

CREATE POLICY "objects: users can update their own avatar" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = 'avatars'::text) AND (split_part(name, '/'::text, 1) = (( SELECT auth.uid() AS uid))::text))) WITH CHECK (((bucket_id = 'avatars'::text) AND (split_part(name, '/'::text, 1) = (( SELECT auth.uid() AS uid))::text)));

-- ## Functions

-- The workspace folder of an object path, as text (no cast error on foreign paths).
CREATE FUNCTION private.object_workspace_in_mine(p_name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select split_part(p_name, '/', 1) = any (private.current_workspace_ids()::text[])
$$;

REVOKE ALL ON FUNCTION private.object_workspace_in_mine(p_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.object_workspace_in_mine(p_name text) TO authenticated;
GRANT ALL ON FUNCTION private.object_workspace_in_mine(p_name text) TO service_role;

-- True when the row `p_id` had these owners before the statement that is writing it…
CREATE FUNCTION private.storage_object_owner_kept(p_id uuid, p_owner uuid, p_owner_id text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from storage.objects o
    where o.id = p_id and o.owner is not distinct from p_owner and o.owner_id is not distinct from p_owner_id
  )
$$;

REVOKE ALL ON FUNCTION private.storage_object_owner_kept(p_id uuid, p_owner uuid, p_owner_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.storage_object_owner_kept(p_id uuid, p_owner uuid, p_owner_id text) TO anon;
GRANT ALL ON FUNCTION private.storage_object_owner_kept(p_id uuid, p_owner uuid, p_owner_id text) TO authenticated;
GRANT ALL ON FUNCTION private.storage_object_owner_kept(p_id uuid, p_owner uuid, p_owner_id text) TO service_role;

-- True when the caller may read the object: evaluated with the caller's rights (security invoker)…
CREATE FUNCTION private.storage_object_readable(p_id uuid) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select exists (select 1 from storage.objects o where o.id = p_id)
$$;

REVOKE ALL ON FUNCTION private.storage_object_readable(p_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.storage_object_readable(p_id uuid) TO anon;
GRANT ALL ON FUNCTION private.storage_object_readable(p_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.storage_object_readable(p_id uuid) TO service_role;

-- ## Rows

-- Rows the schema owns (the application reads them as rules); `on conflict do nothing` keeps a
-- re-run harmless.

insert into storage.buckets (id, name, "public", file_size_limit, allowed_mime_types) values
  ('anonymous-documents', 'anonymous-documents', false, 5242880, '{application/pdf}'),
  ('avatars', 'avatars', false, 2097152, '{image/jpeg,image/png,image/heic,image/heif}'),
  ('contracts', 'contracts', false, 10485760, '{application/pdf}'),
  ('documents', 'documents', false, 10485760, '{image/jpeg,image/png,application/pdf,image/heic,image/heif,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.oasis.opendocument.spreadsheet,text/csv}'),
  ('generated', 'generated', false, 26214400, '{application/pdf,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.oasis.opendocument.spreadsheet,text/csv}'),
  ('invoices', 'invoices', false, 10485760, '{application/pdf}'),
  ('resumes', 'resumes', false, 10485760, '{image/jpeg,image/png,application/pdf,image/heic,image/heif,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.oasis.opendocument.spreadsheet,text/csv}'),
  ('signatures', 'signatures', false, 1048576, '{image/png,image/jpeg}'),
  ('signed-timesheets', 'signed-timesheets', false, 5242880, '{application/pdf}'),
  -- WebM, Ogg, MP3, M4A, WAV; a browser's WebM recording is sniffed as video/webm (one container).
  ('voice-notes', 'voice-notes', false, 26214400, '{audio/webm,video/webm,audio/ogg,audio/mpeg,audio/mp4,audio/x-m4a,audio/wav,audio/x-wav}')
on conflict do nothing;
