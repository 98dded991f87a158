-- A request's discussion thread (issue "the request family": comments, beside its history and
-- files): one row per message, for every request type. A message is read and written by who may
-- read that very request — the request table's own row-level security decides, through
-- private.can_read_request() run as the caller — in the request's workspace. Messages are
-- not edited; their author may delete one.

-- True when the caller can read request `p_id` of type `p_entity` (its table's RLS applies:
-- security invoker). An unknown type is false.
create or replace function private.can_read_request(p_entity text, p_id uuid)
returns boolean
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_found boolean;
begin
  if not exists (select 1 from public.request_type t where t.entity = p_entity) then
    return false;
  end if;
  execute format('select exists (select 1 from public.%I where id = $1)', p_entity) into v_found using p_id;
  return v_found;
end
$$;

create table public.request_comment (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspace (id) on delete cascade,
  entity text not null references public.request_type (entity) on delete cascade,
  entity_id uuid not null,
  body text not null,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.auth_user (id) on delete set null,
  constraint request_comment_body check (char_length(btrim(body)) between 1 and 5000)
);
create index request_comment_thread_idx on public.request_comment (entity, entity_id, created_at);
create index request_comment_workspace_id_idx on public.request_comment (workspace_id);
create index request_comment_created_by_idx on public.request_comment (created_by);

-- The workspace is the request's, the author the caller: neither is the client's to choose.
create or replace function private.prepare_request_comment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

create trigger request_comment_prepare before insert on public.request_comment
  for each row execute function private.prepare_request_comment();

alter table public.request_comment enable row level security;
create policy "request_comment: readers of the request can select" on public.request_comment
  for select to authenticated
  using (workspace_id = any ((select private.request_workspace_ids())::uuid[]) and private.can_read_request(entity, entity_id));
create policy "request_comment: readers of the request can write" on public.request_comment
  for insert to authenticated
  with check (workspace_id = any ((select private.request_workspace_ids())::uuid[]) and private.can_read_request(entity, entity_id)
              and created_by = (select auth.uid()));
create policy "request_comment: authors can delete their messages" on public.request_comment
  for delete to authenticated
  using (created_by = (select auth.uid()) and workspace_id = any ((select private.request_workspace_ids())::uuid[]));

revoke all on public.request_comment from anon;
revoke update on public.request_comment from authenticated;
revoke all on function private.prepare_request_comment() from public, anon, authenticated;
revoke all on function private.can_read_request(text, uuid) from public, anon;
grant execute on function private.can_read_request(text, uuid) to authenticated, service_role;
