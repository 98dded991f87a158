-- Writes on storage.objects agree with reads: whatever the bucket's own policies allow, a
-- user updates or deletes only an object they may read, never changes its owner, and
-- request attachments are deleted only with the delete right on their request type.
-- Policies only (no `alter table` on storage.objects: it belongs to supabase_storage_admin on
-- hosted Supabase, where these statements run unchanged).

-- True when the caller may read the object: evaluated with the caller's rights (security
-- invoker), so the SELECT policies of storage.objects decide, exactly as for a download.
create or replace function private.storage_object_readable(p_id uuid)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select exists (select 1 from storage.objects o where o.id = p_id)
$$;

-- True when the row `p_id` had these owners before the statement that is writing it (the
-- statement's snapshot still shows the old version): an update may not change the owner.
create or replace function private.storage_object_owner_kept(p_id uuid, p_owner uuid, p_owner_id text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from storage.objects o
    where o.id = p_id and o.owner is not distinct from p_owner and o.owner_id is not distinct from p_owner_id
  )
$$;

revoke all on function private.storage_object_readable(uuid), private.storage_object_owner_kept(uuid, uuid, text) from public;
grant execute on function private.storage_object_readable(uuid), private.storage_object_owner_kept(uuid, uuid, text)
  to anon, authenticated, service_role;

-- Restrictive: they hold on top of every permissive policy, present or future, of any bucket.
-- Without them an UPDATE with no filter and `return=minimal` (no row read back) skipped the
-- SELECT policies, and "uploaders may read their files" turned `owner_id = me` into a read right.
create policy "objects: users can update only objects they may read, keeping the owner" on storage.objects
  as restrictive
  for update to anon, authenticated
  using (private.storage_object_readable(id))
  with check (private.storage_object_owner_kept(id, owner, owner_id));
create policy "objects: users can delete only objects they may read" on storage.objects
  as restrictive
  for delete to anon, authenticated
  using (private.storage_object_readable(id));

-- Request attachments (`<workspace>/requests/<entity>/<id>/…`) follow their request type only:
-- the document rights no longer reach them, and deleting one needs the delete right.
drop policy if exists "objects: matrix roles can insert document files of workspaces" on storage.objects;
drop policy if exists "objects: matrix roles can update document files of workspaces" on storage.objects;
drop policy if exists "objects: matrix roles can delete document files of workspaces" on storage.objects;
create policy "objects: matrix roles can insert document files of workspaces" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'documents' and split_part(name, '/', 2) <> 'requests'
              and private.object_workspace_in_mine(name) and (select private.can('document', 'insert')));
create policy "objects: matrix roles can update document files of workspaces" on storage.objects
  for update to authenticated
  using (bucket_id = 'documents' and split_part(name, '/', 2) <> 'requests'
         and private.object_workspace_in_mine(name) and (select private.can('document', 'update')))
  with check (bucket_id = 'documents' and split_part(name, '/', 2) <> 'requests'
              and private.object_workspace_in_mine(name) and (select private.can('document', 'update')));
create policy "objects: matrix roles can delete document files of workspaces" on storage.objects
  for delete to authenticated
  using (bucket_id = 'documents' and split_part(name, '/', 2) <> 'requests'
         and private.object_workspace_in_mine(name) and (select private.can('document', 'delete')));

drop policy if exists "objects: members can delete request files of editable types" on storage.objects;
create policy "objects: members can delete request files of deletable types" on storage.objects
  for delete to authenticated
  using (bucket_id = 'documents' and private.can_access_request_file(name, 'delete'));
