-- The read policies of team_member and auth_user (embedded by every list that shows an owner:
-- the client-order list reads `owner:owner_id(…, auth_user:auth_user_id(…))`) evaluate these
-- sets once per statement. Their bodies called the caller's workspaces (resp. the visible team
-- members) in a plain condition, i.e. once per row scanned: visible_auth_user_ids took
-- 50–120 ms for 14 team members on the large seed, most of the client-order list's time.
-- Same sets; the inner call is now an init plan, computed once.

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
  where tmw.workspace_id = any ((select private.current_workspace_ids())::uuid[])
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
  where tm.id = any ((select private.visible_team_member_ids())::uuid[]) and tm.auth_user_id is not null
$$;
