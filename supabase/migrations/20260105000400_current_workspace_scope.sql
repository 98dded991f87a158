-- The current workspace scopes what a member reads (spec §6: switching workspace). Every read
-- policy and list function goes through private.current_workspace_ids(): it now returns the
-- member's current workspace (team_member.workspace_id) only, or all their workspaces when
-- they chose "all my workspaces" (team_member.sees_all_workspaces) and their roles allow it.
-- The choice only narrows the memberships RLS already grants, never widens them.
-- Country managers may also rename their current workspace (/settings/workspace).

alter table public.team_member add column sees_all_workspaces boolean not null default false;
comment on column public.team_member.sees_all_workspaces is
  'the member reads all their workspaces at once (when their roles allow it) instead of the current one';

-- Every workspace the caller belongs to, whatever they chose to see (the switcher lists these).
create or replace function private.member_workspace_ids()
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

-- True when the caller's roles span workspaces (support roles, developers, independent
-- administrators, managers): they may choose to read all their workspaces at once.
create or replace function private.may_see_all_workspaces()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.has_any_role(array['team_member_developer', 'team_member_independent_administrator', 'accounting_team_member',
                                    'csm_team_member', 'external_csm_team_member', 'team_member_marketing']::public.app_role[])
      or private.current_management_level() > 1
$$;

-- The workspaces the caller reads now: the current one, or all theirs when chosen and allowed.
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
    and (tmw.workspace_id = tm.workspace_id or (tm.sees_all_workspaces and private.may_see_all_workspaces()))
$$;

-- workspace: a member still sees every workspace they belong to (to switch between them).
drop policy "workspace: members can select their workspaces" on public.workspace;
create policy "workspace: members can select their workspaces" on public.workspace
  for select to authenticated
  using (id = any ((select private.member_workspace_ids())::uuid[]));

-- team_member_workspace: one's own memberships stay visible (who may switch depends on them).
drop policy "team_member_workspace: members can select workspace rows" on public.team_member_workspace;
create policy "team_member_workspace: members can select workspace rows" on public.team_member_workspace
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[])
         or team_member_id = (select private.current_team_member_id()));

-- workspace: country managers rename their current workspace (developers keep every column).
create policy "workspace: country managers can update their current workspace" on public.workspace
  for update to authenticated
  using (id = (select private.current_workspace_id()) and (select private.current_management_level()) >= 3)
  with check (id = (select private.current_workspace_id()) and (select private.current_management_level()) >= 3);

-- Only the name is a country manager's to change; the rest stays with developers.
create or replace function private.check_workspace_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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

create trigger workspace_check before update on public.workspace
  for each row execute function private.check_workspace_update();

-- "All my workspaces" is the member's own choice.
create or replace function private.check_sees_all_workspaces()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.sees_all_workspaces is distinct from old.sees_all_workspaces and not private.is_system()
     and old.id is distinct from private.current_team_member_id() then
    perform private.fail('Vous ne pouvez modifier que votre propre profil', 'team_member_protected_columns', '42501');
  end if;
  return new;
end
$$;

create trigger team_member_sees_all_check before update of sees_all_workspaces on public.team_member
  for each row execute function private.check_sees_all_workspaces();

revoke all on function private.member_workspace_ids(), private.may_see_all_workspaces() from public, anon;
grant execute on function private.member_workspace_ids(), private.may_see_all_workspaces() to authenticated, service_role;
