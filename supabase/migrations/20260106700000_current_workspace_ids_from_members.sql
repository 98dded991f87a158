-- private.current_workspace_ids() is private.member_workspace_ids() narrowed by the member's
-- choice (20260105000400 repeated the membership join in both): one definition of "the
-- workspaces I belong to", so a change to membership (offboarding, a new link table) cannot
-- reach one function and miss the other. Same results: team_member.auth_user_id is unique,
-- so the memberships are the one member's, and the current workspace counts only when it is
-- one of them.
create or replace function private.current_workspace_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select case
             when tm.sees_all_workspaces and private.may_see_all_workspaces() then m.ids
             when tm.workspace_id = any (m.ids) then array[tm.workspace_id]
             else '{}'::uuid[]
           end
    from public.team_member tm
    cross join lateral (select private.member_workspace_ids() as ids) m
    where tm.auth_user_id = auth.uid() and tm.offboarded_at is null
  ), '{}'::uuid[])
$$;
