-- The access helpers the policies call (private.current_workspace_ids(), private.can(), their
-- helpers) keep their query plans for the session: PL/pgSQL instead of SQL, same queries. A
-- `security definer` SQL function is never inlined, and PostgreSQL 15 parses and plans its
-- queries again at each call (nested calls too): 0.25 to 0.35 ms a call, paid by every
-- statement for every table it reads (one initial plan per helper and per table). A PL/pgSQL
-- function prepares its queries once per connection: 20 to 60 µs a call. Results are those of
-- before: the same queries under the same snapshot (a stable PL/pgSQL function reads the
-- caller's), an active member's row found by its unique auth_user_id; private.can() and
-- private.can_own() read the caller's roles once instead of once per permission row. For the
-- developer's action centre (17 statements, 2 to 4 tables each) ≈ 25 ms of its ≈ 110.

-- The caller's active (not offboarded) team member id, or null.
create or replace function private.current_team_member_id()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (select tm.id from public.team_member tm
          where tm.auth_user_id = auth.uid() and tm.offboarded_at is null);
end
$$;

-- True when the caller is an active team member.
create or replace function private.is_team_member()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return exists (select 1 from public.team_member tm where tm.auth_user_id = auth.uid() and tm.offboarded_at is null);
end
$$;

-- The caller's current workspace (team_member.workspace_id): the default for new rows.
create or replace function private.current_workspace_id()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (select tm.workspace_id from public.team_member tm
          where tm.auth_user_id = auth.uid() and tm.offboarded_at is null);
end
$$;

-- The caller's roles (none unless an active team member).
create or replace function private.current_roles()
returns public.app_role[]
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (select coalesce(array_agg(ur.role order by ur.role), '{}')
          from public.user_role ur
          where ur.user_id = auth.uid()
            and exists (select 1 from public.team_member tm where tm.auth_user_id = auth.uid() and tm.offboarded_at is null));
end
$$;

-- True when the caller holds the role.
create or replace function private.has_role(p_role public.app_role)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return p_role = any (private.current_roles());
end
$$;

-- True when the caller holds at least one of the roles.
create or replace function private.has_any_role(p_roles public.app_role[])
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return private.current_roles() && p_roles;
end
$$;

-- True when one of the caller's roles may do `action` on `resource` on every row of its workspaces.
create or replace function private.can(p_resource text, p_action public.permission_action)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_roles public.app_role[] := private.current_roles();
begin
  return exists (select 1 from public.role_permission p
                 where p.resource = p_resource and p.action = p_action and p.scope = 'all'
                   and p.role = any (v_roles));
end
$$;

-- True when one of the caller's roles may do `action` on `resource` at least on their own rows.
create or replace function private.can_own(p_resource text, p_action public.permission_action)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_roles public.app_role[] := private.current_roles();
begin
  return exists (select 1 from public.role_permission p
                 where p.resource = p_resource and p.action = p_action
                   and p.role = any (v_roles));
end
$$;

-- The caller's management level (0 unless an active team member).
create or replace function private.current_management_level()
returns smallint
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return coalesce((select tm.management_level from public.team_member tm
                   where tm.auth_user_id = auth.uid() and tm.offboarded_at is null), 0::smallint);
end
$$;

-- Every workspace the caller belongs to, whatever they chose to see (the switcher lists these).
create or replace function private.member_workspace_ids()
returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (select coalesce(array_agg(tmw.workspace_id), '{}')
          from public.team_member tm
          join public.team_member_workspace tmw on tmw.team_member_id = tm.id
          where tm.auth_user_id = auth.uid() and tm.offboarded_at is null);
end
$$;

-- True when the caller's roles span workspaces (support roles, developers, independent
-- administrators, managers): they may choose to read all their workspaces at once.
create or replace function private.may_see_all_workspaces()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return private.has_any_role(array['team_member_developer', 'team_member_independent_administrator', 'accounting_team_member',
                                    'csm_team_member', 'external_csm_team_member', 'team_member_marketing']::public.app_role[])
      or private.current_management_level() > 1;
end
$$;

-- The workspaces the caller reads now: the current one, or all theirs when chosen and allowed.
create or replace function private.current_workspace_ids()
returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
as $$
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
