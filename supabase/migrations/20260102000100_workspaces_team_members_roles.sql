-- Workspaces, team members, user roles and the access helpers every policy calls: who the
-- caller is, which workspaces they belong to, their roles, management level and managees,
-- and the permission matrix (data in public.role_permission, filled by the last migration).

-- The seven application roles of spec §6.
create type public.app_role as enum (
  'accounting_team_member',
  'consultant_team_member',
  'csm_team_member',
  'external_csm_team_member',
  'team_member_marketing',
  'team_member_developer',
  'team_member_independent_administrator'
);

create type public.workspace_type as enum ('internal', 'external');
create type public.permission_action as enum ('select', 'insert', 'update', 'delete');
create type public.permission_scope as enum ('all', 'own');

-- French labels of every enum value, in display order (one table for all enums).
create table public.enum_label (
  enum_name text not null,
  value text not null,
  label text not null,
  position smallint not null,
  primary key (enum_name, value)
);

insert into public.enum_label (enum_name, value, label, position) values
  ('app_role', 'accounting_team_member', 'Comptabilité', 1),
  ('app_role', 'consultant_team_member', 'Consultant', 2),
  ('app_role', 'csm_team_member', 'CSM', 3),
  ('app_role', 'external_csm_team_member', 'CSM externe', 4),
  ('app_role', 'team_member_marketing', 'Marketing', 5),
  ('app_role', 'team_member_developer', 'Développeur', 6),
  ('app_role', 'team_member_independent_administrator', 'Administrateur des indépendants', 7),
  ('workspace_type', 'internal', 'Interne', 1),
  ('workspace_type', 'external', 'Externe', 2),
  ('permission_action', 'select', 'Lire', 1),
  ('permission_action', 'insert', 'Créer', 2),
  ('permission_action', 'update', 'Modifier', 3),
  ('permission_action', 'delete', 'Supprimer', 4),
  ('permission_scope', 'all', 'Toutes les lignes du workspace', 1),
  ('permission_scope', 'own', 'Ses lignes et celles de ses managés', 2);

-- ---------------------------------------------------------------------------------------
-- auth_user: the profile of an auth.users row (spec: first_name, last_name, email,
-- phone_number, avatar), kept in step with auth.users by a trigger.
create table public.auth_user (
  id uuid primary key references auth.users (id) on delete cascade,
  first_name text,
  last_name text,
  email text,
  phone_number text,
  avatar text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint auth_user_email_lowercase check (email = lower(email))
);
create index auth_user_email_idx on public.auth_user (email);

-- Creates or refreshes the profile when GoTrue writes a user (names from user metadata).
create or replace function private.sync_auth_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
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

create trigger on_auth_user_written
  after insert or update of email, phone, raw_user_meta_data on auth.users
  for each row execute function private.sync_auth_user();

-- ---------------------------------------------------------------------------------------
-- workspace: a staffing or client workspace; exactly one has is_renfort_workspace.
create table public.workspace (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  name text not null,
  type public.workspace_type not null default 'internal',
  is_renfort_workspace boolean not null default false,
  is_independent_workspace boolean not null default false,
  data_transferred_at timestamptz,
  data_transferred_to uuid references public.workspace (id) on delete set null,
  data_transferred_by uuid references public.auth_user (id) on delete set null,
  constraint workspace_name_length check (char_length(btrim(name)) between 1 and 120),
  constraint workspace_renfort_is_internal check (not is_renfort_workspace or type = 'internal'),
  constraint workspace_transfer_complete check (
    (data_transferred_at is null) = (data_transferred_to is null)
  ),
  constraint workspace_transfer_not_self check (data_transferred_to is distinct from id)
);
create unique index workspace_single_renfort_idx on public.workspace (is_renfort_workspace) where is_renfort_workspace;
create index workspace_data_transferred_to_idx on public.workspace (data_transferred_to);
create index workspace_data_transferred_by_idx on public.workspace (data_transferred_by);
create index workspace_created_by_idx on public.workspace (created_by);
create index workspace_updated_by_idx on public.workspace (updated_by);

create trigger workspace_audit before insert or update on public.workspace
  for each row execute function private.set_audit_fields();

-- business_unit: a team grouping (spec: id, name, emoji).
create table public.business_unit (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspace (id) on delete cascade,
  name text not null,
  emoji text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint business_unit_name_length check (char_length(btrim(name)) between 1 and 80),
  constraint business_unit_emoji_length check (emoji is null or char_length(emoji) <= 16),
  unique (workspace_id, name)
);
create index business_unit_created_by_idx on public.business_unit (created_by);
create index business_unit_updated_by_idx on public.business_unit (updated_by);

create trigger business_unit_audit before insert or update on public.business_unit
  for each row execute function private.set_audit_fields();

-- team_member: an internal user of one or more workspaces (spec §3).
create table public.team_member (
  id uuid primary key default gen_random_uuid(),
  auth_user_id uuid unique references public.auth_user (id) on delete set null,
  email text not null,
  workspace_id uuid not null references public.workspace (id),
  main_workspace_id uuid not null references public.workspace (id),
  management_level smallint not null default 1,
  offboarded_at timestamptz,
  manager_id uuid references public.team_member (id) on delete set null,
  slack_id text,
  business_unit_id uuid references public.business_unit (id) on delete set null,
  is_onboarded boolean not null default false,
  is_independent boolean not null default false,
  is_autonomous boolean not null default false,
  temp_first_name text,
  temp_last_name text,
  job_title text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint team_member_management_level_range check (management_level between 1 and 4),
  constraint team_member_email_format check (email = lower(email) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint team_member_not_own_manager check (manager_id is distinct from id)
);
create unique index team_member_email_idx on public.team_member (email);
create index team_member_workspace_id_idx on public.team_member (workspace_id);
create index team_member_main_workspace_id_idx on public.team_member (main_workspace_id);
create index team_member_manager_id_idx on public.team_member (manager_id);
create index team_member_business_unit_id_idx on public.team_member (business_unit_id);
create index team_member_created_by_idx on public.team_member (created_by);
create index team_member_updated_by_idx on public.team_member (updated_by);

-- team_member_workspace: membership of a team member in a workspace.
create table public.team_member_workspace (
  id uuid primary key default gen_random_uuid(),
  team_member_id uuid not null references public.team_member (id) on delete cascade,
  workspace_id uuid not null references public.workspace (id) on delete cascade,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  unique (team_member_id, workspace_id)
);
create index team_member_workspace_workspace_id_idx on public.team_member_workspace (workspace_id);
create index team_member_workspace_created_by_idx on public.team_member_workspace (created_by);
create index team_member_workspace_updated_by_idx on public.team_member_workspace (updated_by);

-- user_role: one row per role granted to a user (spec: read, insert and delete user_role).
create table public.user_role (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.auth_user (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  unique (user_id, role)
);
create index user_role_role_idx on public.user_role (role);
create index user_role_created_by_idx on public.user_role (created_by);
create index user_role_updated_by_idx on public.user_role (updated_by);

-- role_permission: the permission matrix as data (role × resource × action → scope). RLS
-- policies read it through private.can(); the front end's can() is generated from it.
create table public.role_permission (
  role public.app_role not null,
  resource text not null,
  action public.permission_action not null,
  scope public.permission_scope not null default 'all',
  note text,
  primary key (role, resource, action)
);
create index role_permission_resource_action_idx on public.role_permission (resource, action);

-- ---------------------------------------------------------------------------------------
-- Access helpers. security definer so that policies can read these tables without
-- recursing into their own policies; each returns nothing for a non-team member.

-- The caller's active (not offboarded) team member id, or null.
create or replace function private.current_team_member_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select tm.id from public.team_member tm
  where tm.auth_user_id = auth.uid() and tm.offboarded_at is null
$$;

-- True when the caller is an active team member.
create or replace function private.is_team_member()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.team_member tm where tm.auth_user_id = auth.uid() and tm.offboarded_at is null)
$$;

-- The caller's current workspace (team_member.workspace_id): the default for new rows.
create or replace function private.current_workspace_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select tm.workspace_id from public.team_member tm
  where tm.auth_user_id = auth.uid() and tm.offboarded_at is null
$$;

-- Every workspace the caller belongs to.
create or replace function private.current_workspace_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(tmw.workspace_id), '{}')
  from public.team_member tm
  join public.team_member_workspace tmw on tmw.team_member_id = tm.id
  where tm.auth_user_id = auth.uid() and tm.offboarded_at is null
$$;

-- The caller's roles (none unless an active team member).
create or replace function private.current_roles()
returns public.app_role[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(ur.role order by ur.role), '{}')
  from public.user_role ur
  where ur.user_id = auth.uid()
    and exists (select 1 from public.team_member tm where tm.auth_user_id = auth.uid() and tm.offboarded_at is null)
$$;

-- True when the caller holds the role.
create or replace function private.has_role(p_role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_role = any (private.current_roles())
$$;

-- True when the caller holds at least one of the roles.
create or replace function private.has_any_role(p_roles public.app_role[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.current_roles() && p_roles
$$;

-- The caller's management level (1..4), 0 for a non-team member.
create or replace function private.current_management_level()
returns smallint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select tm.management_level from public.team_member tm
                   where tm.auth_user_id = auth.uid() and tm.offboarded_at is null), 0::smallint)
$$;

-- The caller's managees, at every depth, skipping offboarded members.
create or replace function private.current_managee_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
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

-- The caller and their managees: the `own` scope of the permission matrix.
create or replace function private.me_and_managee_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select case when private.current_team_member_id() is null then '{}'::uuid[]
              else array_append(private.current_managee_ids(), private.current_team_member_id()) end
$$;

-- Team members sharing at least one workspace with the caller.
create or replace function private.visible_team_member_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(distinct tmw.team_member_id), '{}')
  from public.team_member_workspace tmw
  where tmw.workspace_id = any (private.current_workspace_ids())
$$;

-- Auth users behind the visible team members (for auth_user and user_role).
create or replace function private.visible_auth_user_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(tm.auth_user_id), '{}')
  from public.team_member tm
  where tm.id = any (private.visible_team_member_ids()) and tm.auth_user_id is not null
$$;

-- True when one of the caller's roles may do `action` on every row of `resource` in their workspaces.
create or replace function private.can(p_resource text, p_action public.permission_action)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.role_permission p
    where p.resource = p_resource and p.action = p_action and p.scope = 'all'
      and p.role = any (private.current_roles())
  )
$$;

-- True when one of the caller's roles may do `action` on `resource` at least on their own rows.
create or replace function private.can_own(p_resource text, p_action public.permission_action)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.role_permission p
    where p.resource = p_resource and p.action = p_action
      and p.role = any (private.current_roles())
  )
$$;

-- ---------------------------------------------------------------------------------------
-- Team member rules: memberships follow the current and main workspaces, the management
-- level moves one step at a time within 1..4, and only some columns are self-service.

-- Validates a team member write: management level steps, who may change what.
create or replace function private.check_team_member_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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

create trigger team_member_check before insert or update on public.team_member
  for each row execute function private.check_team_member_write();
create trigger team_member_audit before insert or update on public.team_member
  for each row execute function private.set_audit_fields();

-- Adds the memberships of a new member's current and main workspaces.
create or replace function private.add_team_member_memberships()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.team_member_workspace (team_member_id, workspace_id, created_by)
  select new.id, w, new.created_by from unnest(array[new.workspace_id, new.main_workspace_id]) as w
  on conflict (team_member_id, workspace_id) do nothing;
  return null;
end
$$;

create trigger team_member_memberships after insert on public.team_member
  for each row execute function private.add_team_member_memberships();

-- Keeps a member's current and main workspaces among their memberships.
create or replace function private.check_team_member_workspace_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.team_member tm
             where tm.id = old.team_member_id and old.workspace_id in (tm.workspace_id, tm.main_workspace_id)) then
    perform private.fail('Impossible de retirer un membre de son workspace courant ou principal', 'team_member_workspace_current');
  end if;
  return old;
end
$$;

create trigger team_member_workspace_check before delete on public.team_member_workspace
  for each row execute function private.check_team_member_workspace_delete();
create trigger team_member_workspace_audit before insert or update on public.team_member_workspace
  for each row execute function private.set_audit_fields();

-- Only a developer may grant or remove the developer role; nobody edits their own roles.
create or replace function private.check_user_role_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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

create trigger user_role_check before insert or update or delete on public.user_role
  for each row execute function private.check_user_role_write();
create trigger user_role_audit before insert or update on public.user_role
  for each row execute function private.set_audit_fields();

-- Keeps profile timestamps current.
create or replace function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger auth_user_touch before update on public.auth_user
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------------------------------
-- Row-level security.

alter table public.enum_label enable row level security;
alter table public.auth_user enable row level security;
alter table public.workspace enable row level security;
alter table public.business_unit enable row level security;
alter table public.team_member enable row level security;
alter table public.team_member_workspace enable row level security;
alter table public.user_role enable row level security;
alter table public.role_permission enable row level security;

-- Reference rows: readable by team members, written by migrations only.
create policy "enum_label: team members can select all labels" on public.enum_label
  for select to authenticated using ((select private.is_team_member()));
create policy "role_permission: team members can select the matrix" on public.role_permission
  for select to authenticated using ((select private.is_team_member()));

-- auth_user: profiles of the members one works with; one's own profile is editable.
create policy "auth_user: team members can select profiles of their workspaces" on public.auth_user
  for select to authenticated
  using (id = any ((select private.visible_auth_user_ids())::uuid[]));
create policy "auth_user: members can update own profile, developers any" on public.auth_user
  for update to authenticated
  using (id = any ((select private.visible_auth_user_ids())::uuid[])
         and (id = (select auth.uid()) or (select private.can('auth_user', 'update'))))
  with check (id = any ((select private.visible_auth_user_ids())::uuid[])
              and (id = (select auth.uid()) or (select private.can('auth_user', 'update'))));

-- workspace: members see their workspaces; developers manage them.
create policy "workspace: members can select their workspaces" on public.workspace
  for select to authenticated
  using (id = any ((select private.current_workspace_ids())::uuid[]));
create policy "workspace: developers can insert workspaces" on public.workspace
  for insert to authenticated
  with check ((select private.can('workspace', 'insert')));
create policy "workspace: developers can update their workspaces" on public.workspace
  for update to authenticated
  using (id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('workspace', 'update')))
  with check (id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('workspace', 'update')));
create policy "workspace: developers can delete their workspaces" on public.workspace
  for delete to authenticated
  using (id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('workspace', 'delete')));

-- business_unit: per workspace, managed per the matrix.
create policy "business_unit: members can select units of their workspaces" on public.business_unit
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('business_unit', 'select')));
create policy "business_unit: matrix roles can insert workspace rows" on public.business_unit
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('business_unit', 'insert')));
create policy "business_unit: matrix roles can update workspace rows" on public.business_unit
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('business_unit', 'update')))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('business_unit', 'update')));
create policy "business_unit: matrix roles can delete workspace rows" on public.business_unit
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('business_unit', 'delete')));

-- team_member: colleagues of shared workspaces; self-service, managers and developers write
-- (which columns each may change is checked by private.check_team_member_write).
create policy "team_member: members can select colleagues of their workspaces" on public.team_member
  for select to authenticated
  using (id = any ((select private.visible_team_member_ids())::uuid[]));
create policy "team_member: developers can insert members of their workspaces" on public.team_member
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[])
              and main_workspace_id = any ((select private.current_workspace_ids())::uuid[])
              and (select private.can('team_member', 'insert')));
create policy "team_member: members can update self, managers managees" on public.team_member
  for update to authenticated
  using (id = any ((select private.visible_team_member_ids())::uuid[])
         and ((select private.can('team_member', 'update'))
              or id = (select private.current_team_member_id())
              or id = any ((select private.current_managee_ids())::uuid[])
              or (select private.current_management_level()) >= 3))
  with check (id = any ((select private.visible_team_member_ids())::uuid[]));
create policy "team_member: developers can delete members of their workspaces" on public.team_member
  for delete to authenticated
  using (id = any ((select private.visible_team_member_ids())::uuid[]) and (select private.can('team_member', 'delete')));

-- team_member_workspace: memberships of one's workspaces; developers and country managers manage them.
create policy "team_member_workspace: members can select workspace rows" on public.team_member_workspace
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]));
create policy "team_member_workspace: devs, country managers can insert" on public.team_member_workspace
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[])
              and team_member_id = any ((select private.visible_team_member_ids())::uuid[])
              and ((select private.can('team_member_workspace', 'insert')) or (select private.current_management_level()) >= 3));
create policy "team_member_workspace: devs, country managers can delete" on public.team_member_workspace
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[])
         and ((select private.can('team_member_workspace', 'delete')) or (select private.current_management_level()) >= 3));

-- user_role: roles of visible colleagues; developers and country managers grant and remove
-- (the developer role by developers only, see private.check_user_role_write).
create policy "user_role: members can select roles of their colleagues" on public.user_role
  for select to authenticated
  using (user_id = any ((select private.visible_auth_user_ids())::uuid[]));
create policy "user_role: developers and country managers can insert roles" on public.user_role
  for insert to authenticated
  with check (user_id = any ((select private.visible_auth_user_ids())::uuid[])
              and ((select private.can('user_role', 'insert')) or (select private.current_management_level()) >= 3));
create policy "user_role: developers and country managers can delete roles" on public.user_role
  for delete to authenticated
  using (user_id = any ((select private.visible_auth_user_ids())::uuid[])
         and ((select private.can('user_role', 'delete')) or (select private.current_management_level()) >= 3));

-- ---------------------------------------------------------------------------------------
-- RPC (spec §7): the caller's managees, offboarded members excluded.

-- Returns the team members the caller manages, directly or through their managers.
create or replace function public.get_current_user_managees()
returns table (managee_id uuid)
language sql
stable
set search_path = ''
as $$
  select unnest(private.current_managee_ids()) as managee_id
$$;

-- Grants: the API roles reach these tables through RLS only; anon gets nothing.
revoke all on public.enum_label, public.auth_user, public.workspace, public.business_unit, public.team_member,
  public.team_member_workspace, public.user_role, public.role_permission from anon;
revoke insert, update, delete on public.enum_label, public.role_permission from authenticated;
revoke insert, delete on public.auth_user from authenticated;
revoke update on public.team_member_workspace, public.user_role from authenticated;
revoke all on function public.get_current_user_managees() from public, anon;
grant execute on function public.get_current_user_managees() to authenticated, service_role;
revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
