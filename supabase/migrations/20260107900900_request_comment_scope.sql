-- request_comment's policies read the caller's workspaces like every table outside the request
-- family (private.current_workspace_ids()); which requests a member reaches is already the
-- request table's own policies' answer, through private.can_read_request().
drop policy "request_comment: readers of the request can select" on public.request_comment;
drop policy "request_comment: readers of the request can write" on public.request_comment;
drop policy "request_comment: authors can delete their messages" on public.request_comment;
create policy "request_comment: readers of the request can select" on public.request_comment
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and private.can_read_request(entity, entity_id));
create policy "request_comment: readers of the request can write" on public.request_comment
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and private.can_read_request(entity, entity_id)
              and created_by = (select auth.uid()));
create policy "request_comment: authors can delete their messages" on public.request_comment
  for delete to authenticated
  using (created_by = (select auth.uid()) and workspace_id = any ((select private.current_workspace_ids())::uuid[]));
