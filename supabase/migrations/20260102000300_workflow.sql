-- Shared workflow pieces for every entity with a status (this part and the request family
-- of part 2): the transition table (who may move what), the status history, the triggers
-- that enforce both with French messages, a transition RPC and generic file links.

-- status_transition: allowed moves per entity and status column, and the roles allowed to
-- make each one. from_status null = creation, '*' = from any status. The system (migrations,
-- cron, webhooks, service role) is trusted; developers may force any move with a comment.
create table public.status_transition (
  id uuid primary key default gen_random_uuid(),
  entity text not null,
  status_column text not null default 'status',
  from_status text,
  to_status text not null,
  roles public.app_role[] not null default '{}',
  external_actors text[] not null default '{}',
  requires_comment boolean not null default false,
  note text,
  constraint status_transition_external_actors check (external_actors <@ array['external_client', 'external_talent']),
  constraint status_transition_not_same check (from_status is distinct from to_status),
  unique nulls not distinct (entity, status_column, from_status, to_status)
);
create index status_transition_lookup_idx on public.status_transition (entity, status_column, to_status);

-- status_history: one row per status change, written by the transition trigger.
create table public.status_history (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspace (id) on delete cascade,
  entity text not null,
  status_column text not null default 'status',
  entity_id uuid not null,
  from_status text,
  to_status text not null,
  changed_by uuid references public.auth_user (id) on delete set null,
  actor text not null,
  is_forced boolean not null default false,
  comment text,
  changed_at timestamptz not null default now(),
  constraint status_history_actor check (actor in ('user', 'system', 'developer_override', 'external_client', 'external_talent'))
);
create index status_history_entity_idx on public.status_history (entity, entity_id, changed_at);
create index status_history_workspace_id_idx on public.status_history (workspace_id);
create index status_history_changed_by_idx on public.status_history (changed_by);

-- The French label of an enum value (falls back to the value).
create or replace function private.enum_label(p_enum text, p_value text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select l.label from public.enum_label l where l.enum_name = p_enum and l.value = p_value), p_value, '—')
$$;

-- Checks that the caller may move `entity` from one status to another; returns true when
-- the move is a developer's forced one. Raises French messages otherwise.
create or replace function private.assert_status_transition(
  p_entity text, p_column text, p_enum text, p_from text, p_to text, p_comment text
)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_actor text := nullif(current_setting('renfort.actor', true), '');
  v_roles public.app_role[];
  v_rule public.status_transition;
  v_from_label text := private.enum_label(p_enum, p_from);
  v_to_label text := private.enum_label(p_enum, p_to);
begin
  -- Trusted: the system itself, and side effects that a trigger runs as the system.
  if v_actor = 'system' or (v_actor is null and private.is_system()) then
    return false;
  end if;

  select t.* into v_rule from public.status_transition t
  where t.entity = p_entity and t.status_column = p_column and t.to_status = p_to
    and (t.from_status = p_from or (t.from_status = '*' and p_from is not null) or (t.from_status is null and p_from is null))
    and (case when v_actor is not null then v_actor = any (t.external_actors)
              else t.roles && private.current_roles() end)
  order by t.from_status = '*'
  limit 1;

  if found then
    if v_rule.requires_comment and coalesce(btrim(p_comment), '') = '' then
      perform private.fail(format('Un commentaire est obligatoire pour passer au statut « %s »', v_to_label), p_entity || '_transition_comment');
    end if;
    return false;
  end if;

  v_roles := private.current_roles();
  if v_actor is null and 'team_member_developer' = any (v_roles) then
    -- Creating a row at a status some role may create it at is not a forced move.
    if p_from is null and exists (select 1 from public.status_transition t
                                  where t.entity = p_entity and t.status_column = p_column
                                    and t.from_status is null and t.to_status = p_to) then
      return false;
    end if;
    if coalesce(btrim(p_comment), '') = '' then
      perform private.fail(format('Transition forcée de « %s » à « %s » : un commentaire est obligatoire', v_from_label, v_to_label), p_entity || '_transition_comment');
    end if;
    return true;
  end if;

  if p_from is null then
    perform private.fail(format('Vous ne pouvez pas créer cet élément au statut « %s »', v_to_label), p_entity || '_transition', '42501');
  elsif exists (select 1 from public.status_transition t
                where t.entity = p_entity and t.status_column = p_column and t.to_status = p_to
                  and (t.from_status = p_from or t.from_status = '*')) then
    perform private.fail(format('Votre rôle ne permet pas de passer de « %s » à « %s »', v_from_label, v_to_label), p_entity || '_transition', '42501');
  else
    perform private.fail(format('Transition impossible de « %s » à « %s »', v_from_label, v_to_label), p_entity || '_transition');
  end if;
  return false;
end
$$;

-- True when the caller may make this move (the system, a developer, or a role of the table):
-- row guards run only then, so that a refused role gets the role message first.
create or replace function private.may_transition(p_entity text, p_column text, p_from text, p_to text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_system() or private.has_role('team_member_developer') or exists (
    select 1 from public.status_transition t
    where t.entity = p_entity and t.status_column = p_column and t.to_status = p_to
      and (t.from_status = p_from or (t.from_status = '*' and p_from is not null) or (t.from_status is null and p_from is null))
      and t.roles && private.current_roles()
  )
$$;

-- BEFORE INSERT OR UPDATE trigger: enforces the transition table on the status column named
-- by TG_ARGV[0] (default `status`), stamps status_changed_at when the table has it, and
-- writes the status history. The comment comes from the `renfort.status_comment` setting
-- (set by public.transition_status) or from the column named by TG_ARGV[1].
create or replace function private.enforce_status_transition()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_column text := coalesce(tg_argv[0], 'status');
  v_row jsonb := to_jsonb(new);
  v_new text := v_row ->> v_column;
  v_old text := case when tg_op = 'UPDATE' then to_jsonb(old) ->> v_column end;
  v_comment text := coalesce(nullif(current_setting('renfort.status_comment', true), ''),
                             case when tg_argv[1] is not null then v_row ->> tg_argv[1] end);
  v_enum text;
  v_forced boolean;
  v_actor text := nullif(current_setting('renfort.actor', true), '');
begin
  if tg_op = 'UPDATE' and v_new is not distinct from v_old then
    return new;
  end if;
  if v_new is null then
    return new;
  end if;
  select t.typname into v_enum from pg_catalog.pg_attribute a join pg_catalog.pg_type t on t.oid = a.atttypid
  where a.attrelid = tg_relid and a.attname = v_column;

  v_forced := private.assert_status_transition(tg_table_name, v_column, v_enum, v_old, v_new, v_comment);

  if v_column = 'status' and v_row ? 'status_changed_at' then
    new := jsonb_populate_record(new, jsonb_build_object('status_changed_at', now()));
  end if;

  -- Imports by the system (seeds, migrations) do not log creations; every other move is logged.
  if not (tg_op = 'INSERT' and v_actor is null and private.is_system()) then
    insert into public.status_history (workspace_id, entity, status_column, entity_id, from_status, to_status, changed_by, actor, is_forced, comment)
    values ((v_row ->> 'workspace_id')::uuid, tg_table_name, v_column, (v_row ->> 'id')::uuid, v_old, v_new, auth.uid(),
            case when v_actor is not null then v_actor
                 when v_forced then 'developer_override'
                 when private.is_system() then 'system'
                 else 'user' end,
            v_forced, v_comment);
  end if;
  return new;
end
$$;

-- Moves one row of an entity to a new status with an optional comment (RLS applies: the
-- caller updates the row as themselves; the transition trigger checks the move).
create or replace function public.transition_status(
  p_entity text, p_id uuid, p_status text, p_comment text default null, p_column text default 'status'
)
returns text
language plpgsql
set search_path = ''
as $$
declare
  v_count integer;
begin
  if not exists (select 1 from public.status_transition t where t.entity = p_entity and t.status_column = p_column) then
    perform private.fail(format('Entité ou colonne de statut inconnue : %s.%s', p_entity, p_column), 'transition_status_entity', '22023');
  end if;
  perform set_config('renfort.status_comment', coalesce(p_comment, ''), true);
  execute format('update public.%I set %I = $1::public.%I where id = $2', p_entity, p_column,
                 (select t.typname from pg_catalog.pg_attribute a join pg_catalog.pg_type t on t.oid = a.atttypid
                  where a.attrelid = format('public.%I', p_entity)::regclass and a.attname = p_column))
    using p_status, p_id;
  get diagnostics v_count = row_count;
  perform set_config('renfort.status_comment', '', true);
  if v_count = 0 then
    perform private.fail('Élément introuvable ou non modifiable', 'transition_status_not_found', '42501');
  end if;
  return p_status;
end
$$;

-- Refuses a link to a row of another workspace (the system, trusted, is not checked).
create or replace function private.assert_same_workspace(p_workspace_id uuid, p_table text, p_id uuid, p_label text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_workspace_id uuid;
begin
  if p_id is null or private.is_system() then
    return;
  end if;
  execute format('select workspace_id from public.%I where id = $1', p_table) into v_workspace_id using p_id;
  if v_workspace_id is distinct from p_workspace_id then
    perform private.fail(format('%s doit appartenir au même workspace', p_label), p_table || '_same_workspace');
  end if;
end
$$;

-- The auth user ids of the caller and their managees (the `own` scope for authored rows).
create or replace function private.me_and_managee_user_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(tm.auth_user_id), '{}') from public.team_member tm
  where tm.id = any (private.me_and_managee_ids()) and tm.auth_user_id is not null
$$;

-- ---------------------------------------------------------------------------------------
-- Files: single-file columns hold a Storage path (`<workspace_id>/<entity>/<id>/<name>`);
-- file_link attaches any number of files to any entity (used by part 2's requests too).

create type public.file_kind as enum ('attachment', 'generated', 'signed', 'signature', 'photo', 'proof', 'other');

insert into public.enum_label (enum_name, value, label, position) values
  ('file_kind', 'attachment', 'Pièce jointe', 1),
  ('file_kind', 'generated', 'Document généré', 2),
  ('file_kind', 'signed', 'Document signé', 3),
  ('file_kind', 'signature', 'Signature', 4),
  ('file_kind', 'photo', 'Photo', 5),
  ('file_kind', 'proof', 'Justificatif', 6),
  ('file_kind', 'other', 'Autre', 7);

-- The upload types the spec accepts: jpeg, png, pdf, spreadsheets, heic/heif.
create or replace function private.allowed_upload_mime_types()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'image/jpeg', 'image/png', 'application/pdf', 'image/heic', 'image/heif',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.oasis.opendocument.spreadsheet',
    'text/csv'
  ]
$$;

create table public.file_link (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  entity text not null,
  entity_id uuid not null,
  kind public.file_kind not null default 'attachment',
  bucket_id text not null,
  object_path text not null,
  file_name text not null,
  mime_type text not null,
  size_bytes bigint,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint file_link_bucket check (bucket_id in ('documents', 'resumes', 'avatars', 'signatures', 'generated')),
  constraint file_link_mime_type check (mime_type = any (private.allowed_upload_mime_types())),
  constraint file_link_size check (size_bytes is null or size_bytes between 1 and 26214400),
  constraint file_link_path_in_workspace check (split_part(object_path, '/', 1) = workspace_id::text),
  unique (bucket_id, object_path)
);
create index file_link_entity_idx on public.file_link (entity, entity_id);
create index file_link_workspace_id_idx on public.file_link (workspace_id);
create index file_link_created_by_idx on public.file_link (created_by);
create index file_link_updated_by_idx on public.file_link (updated_by);

create trigger file_link_audit before insert or update on public.file_link
  for each row execute function private.set_audit_fields();

-- ---------------------------------------------------------------------------------------
alter table public.status_transition enable row level security;
alter table public.status_history enable row level security;
alter table public.file_link enable row level security;

-- The transition table is public knowledge for team members (the UI shows the allowed moves).
create policy "status_transition: team members can select all transitions" on public.status_transition
  for select to authenticated using ((select private.is_team_member()));

-- History: readable where the entity itself is readable; written only by the trigger.
create policy "status_history: members can select history of readable entities" on public.status_history
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and private.can_own(entity, 'select'));

-- File links follow the rights on their entity: read to see them, update to attach or detach.
create policy "file_link: members can select files of readable entities" on public.file_link
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and private.can_own(entity, 'select'));
create policy "file_link: members can insert files on editable entities" on public.file_link
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and private.can_own(entity, 'update'));
create policy "file_link: members can update files on editable entities" on public.file_link
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and private.can_own(entity, 'update'))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and private.can_own(entity, 'update'));
create policy "file_link: members can delete files on editable entities" on public.file_link
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and private.can_own(entity, 'update'));

revoke all on public.status_transition, public.status_history, public.file_link from anon;
revoke insert, update, delete on public.status_transition, public.status_history from authenticated;
revoke all on function public.transition_status(text, uuid, text, text, text) from public, anon;
grant execute on function public.transition_status(text, uuid, text, text, text) to authenticated, service_role;
revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
