-- Storage buckets (documents, resumes, avatars, signatures, generated files) with the
-- spec's upload types, and their policies on storage.objects. Object paths start with the
-- workspace id (`<workspace_id>/…`), avatars with the user id (`<user_id>/…`).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('documents', 'documents', false, 10485760, array[
    'image/jpeg', 'image/png', 'application/pdf', 'image/heic', 'image/heif', 'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.oasis.opendocument.spreadsheet', 'text/csv']),
  ('resumes', 'resumes', false, 10485760, array[
    'image/jpeg', 'image/png', 'application/pdf', 'image/heic', 'image/heif', 'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.oasis.opendocument.spreadsheet', 'text/csv']),
  ('avatars', 'avatars', false, 2097152, array['image/jpeg', 'image/png', 'image/heic', 'image/heif']),
  ('signatures', 'signatures', false, 1048576, array['image/png', 'image/jpeg']),
  ('generated', 'generated', false, 26214400, array[
    'application/pdf', 'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.oasis.opendocument.spreadsheet', 'text/csv'])
on conflict (id) do update
  set name = excluded.name,
      public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- The workspace folder of an object path, as text (no cast error on foreign paths).
create or replace function private.object_workspace_in_mine(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select split_part(p_name, '/', 1) = any (private.current_workspace_ids()::text[])
$$;

create index if not exists document_file_idx on public.document (file) where file is not null;
create index if not exists document_signed_file_idx on public.document (signed_file) where signed_file is not null;

-- documents: a file is readable when its document row is (so sensitive types stay hidden),
-- or by its uploader; writes follow the document rights of the matrix.
create policy "objects: members can select document files they may read" on storage.objects
  for select to authenticated
  using (bucket_id = 'documents' and (select private.is_team_member()) and private.object_workspace_in_mine(name)
         and (owner_id = (select auth.uid())::text
              or exists (select 1 from public.document d where d.file = storage.objects.name or d.signed_file = storage.objects.name)));
create policy "objects: matrix roles can insert document files of workspaces" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'documents' and private.object_workspace_in_mine(name) and (select private.can('document', 'insert')));
create policy "objects: matrix roles can update document files of workspaces" on storage.objects
  for update to authenticated
  using (bucket_id = 'documents' and private.object_workspace_in_mine(name) and (select private.can('document', 'update')))
  with check (bucket_id = 'documents' and private.object_workspace_in_mine(name) and (select private.can('document', 'update')));
create policy "objects: matrix roles can delete document files of workspaces" on storage.objects
  for delete to authenticated
  using (bucket_id = 'documents' and private.object_workspace_in_mine(name) and (select private.can('document', 'delete')));

-- resumes: per the resume rights of the matrix.
create policy "objects: matrix roles can select resume files of workspaces" on storage.objects
  for select to authenticated
  using (bucket_id = 'resumes' and private.object_workspace_in_mine(name) and (select private.can('resume', 'select')));
create policy "objects: matrix roles can insert resume files of workspaces" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'resumes' and private.object_workspace_in_mine(name) and (select private.can('resume', 'insert')));
create policy "objects: matrix roles can update resume files of workspaces" on storage.objects
  for update to authenticated
  using (bucket_id = 'resumes' and private.object_workspace_in_mine(name) and (select private.can('resume', 'update')))
  with check (bucket_id = 'resumes' and private.object_workspace_in_mine(name) and (select private.can('resume', 'update')));
create policy "objects: matrix roles can delete resume files of workspaces" on storage.objects
  for delete to authenticated
  using (bucket_id = 'resumes' and private.object_workspace_in_mine(name) and (select private.can('resume', 'delete')));

-- avatars: every team member sees avatars; each user writes in their own folder.
create policy "objects: team members can select avatars" on storage.objects
  for select to authenticated
  using (bucket_id = 'avatars' and (select private.is_team_member()));
create policy "objects: users can insert their own avatar" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'avatars' and (select private.is_team_member()) and split_part(name, '/', 1) = (select auth.uid())::text);
create policy "objects: users can update their own avatar" on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and split_part(name, '/', 1) = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and split_part(name, '/', 1) = (select auth.uid())::text);
create policy "objects: users can delete their own avatar" on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and split_part(name, '/', 1) = (select auth.uid())::text);

-- signatures: images of signatures, with the timesheet rights of the matrix.
create policy "objects: matrix roles can select signatures of workspaces" on storage.objects
  for select to authenticated
  using (bucket_id = 'signatures' and private.object_workspace_in_mine(name) and (select private.can('timesheet_week', 'select')));
create policy "objects: matrix roles can insert signatures of workspaces" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'signatures' and private.object_workspace_in_mine(name) and (select private.can('timesheet_week', 'update')));
create policy "objects: matrix roles can update signatures of workspaces" on storage.objects
  for update to authenticated
  using (bucket_id = 'signatures' and private.object_workspace_in_mine(name) and (select private.can('timesheet_week', 'update')))
  with check (bucket_id = 'signatures' and private.object_workspace_in_mine(name) and (select private.can('timesheet_week', 'update')));
create policy "objects: matrix roles can delete signatures of workspaces" on storage.objects
  for delete to authenticated
  using (bucket_id = 'signatures' and private.object_workspace_in_mine(name) and (select private.can('timesheet_week', 'delete')));

-- generated: contract PDFs and exports, with the contract rights of the matrix.
create policy "objects: matrix roles can select generated files of workspaces" on storage.objects
  for select to authenticated
  using (bucket_id = 'generated' and private.object_workspace_in_mine(name) and (select private.can('contract', 'select')));
create policy "objects: matrix roles can insert generated files of workspaces" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'generated' and private.object_workspace_in_mine(name) and (select private.can('contract', 'update')));
create policy "objects: matrix roles can update generated files of workspaces" on storage.objects
  for update to authenticated
  using (bucket_id = 'generated' and private.object_workspace_in_mine(name) and (select private.can('contract', 'update')))
  with check (bucket_id = 'generated' and private.object_workspace_in_mine(name) and (select private.can('contract', 'update')));
create policy "objects: matrix roles can delete generated files of workspaces" on storage.objects
  for delete to authenticated
  using (bucket_id = 'generated' and private.object_workspace_in_mine(name) and (select private.can('contract', 'delete')));

-- Buckets are listed to team members only (the storage API reads them as the caller).
create policy "buckets: team members can select the buckets" on storage.buckets
  for select to authenticated
  using ((select private.is_team_member()));

revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
