-- Everything the shell needs about the signed-in user, in one call: the verified identity (the
-- JWT's subject, e-mail and metadata), the profile, roles, team membership with its current
-- workspace and invitations, the main (Renfort) workspace and the active managees. Security
-- invoker: every row is read under the caller's RLS, exactly as the separate reads it replaces.
-- Null when the request carries no user.
create or replace function public.current_user_context()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with me as (
    select m.*
    from public.team_member m
    where m.auth_user_id = (select auth.uid())
  )
  select case when (select auth.uid()) is null then null else jsonb_build_object(
    'user_id', (select auth.uid()),
    'email', (select auth.jwt() ->> 'email'),
    'user_metadata', coalesce((select auth.jwt() -> 'user_metadata'), '{}'::jsonb),
    'profile', (select to_jsonb(u) from public.auth_user u where u.id = (select auth.uid())),
    'roles', coalesce((select jsonb_agg(r.role order by r.role) from public.user_role r where r.user_id = (select auth.uid())), '[]'::jsonb),
    'team_member', (
      select to_jsonb(me) || jsonb_build_object('auth_user', (
        select jsonb_build_object('first_name', u.first_name, 'last_name', u.last_name, 'email', u.email, 'phone_number', u.phone_number, 'avatar', u.avatar)
        from public.auth_user u where u.id = me.auth_user_id))
      from me
    ),
    'workspace', (select to_jsonb(w) from public.workspace w join me on w.id = me.workspace_id),
    'invited_workspace_ids', coalesce((
      select jsonb_agg(l.workspace_id) from public.team_member_workspace l join me on l.team_member_id = me.id
    ), '[]'::jsonb),
    'main_workspace_id', (select w.id from public.workspace w where w.is_renfort_workspace limit 1),
    'managees', coalesce((
      select jsonb_agg(to_jsonb(m) || jsonb_build_object('auth_user', (
        select jsonb_build_object('first_name', u.first_name, 'last_name', u.last_name, 'email', u.email, 'phone_number', u.phone_number, 'avatar', u.avatar)
        from public.auth_user u where u.id = m.auth_user_id)))
      from public.team_member m
      where m.id = any (private.current_managee_ids()) and m.offboarded_at is null
    ), '[]'::jsonb)
  ) end
$$;

revoke all on function public.current_user_context() from public, anon;
grant execute on function public.current_user_context() to authenticated, service_role;
