-- The team screens: /team-members (a directory of the workspace's members), /users (every
-- account, for developers) and offboarding.

-- One row per visible member with the names, roles and organisation the list shows and
-- filters on server side (security invoker: team_member, auth_user and user_role policies apply).
create or replace view public.team_member_directory with (security_invoker = on) as
select tm.id,
       tm.email,
       tm.auth_user_id,
       coalesce(nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''),
                nullif(btrim(coalesce(tm.temp_first_name, '') || ' ' || coalesce(tm.temp_last_name, '')), ''),
                tm.email) as full_name,
       tm.job_title,
       tm.management_level,
       tm.manager_id,
       coalesce(nullif(btrim(coalesce(mu.first_name, '') || ' ' || coalesce(mu.last_name, '')), ''),
                nullif(btrim(coalesce(m.temp_first_name, '') || ' ' || coalesce(m.temp_last_name, '')), ''),
                m.email) as manager_name,
       tm.business_unit_id,
       bu.name as business_unit_name,
       tm.offboarded_at,
       tm.offboarded_at is not null as is_offboarded,
       tm.is_independent,
       tm.is_autonomous,
       tm.is_onboarded,
       tm.main_workspace_id,
       coalesce((select array_agg(ur.role order by ur.role) from public.user_role ur where ur.user_id = tm.auth_user_id),
                '{}')::public.app_role[] as roles,
       coalesce((select array_agg(tmw.workspace_id) from public.team_member_workspace tmw where tmw.team_member_id = tm.id),
                '{}')::uuid[] as workspace_ids,
       private.normalize_search(concat_ws(' ', u.first_name, u.last_name, tm.temp_first_name, tm.temp_last_name,
                                          tm.email, tm.job_title)) as search_text,
       tm.created_at
from public.team_member tm
left join public.auth_user u on u.id = tm.auth_user_id
left join public.business_unit bu on bu.id = tm.business_unit_id
left join public.team_member m on m.id = tm.manager_id
left join public.auth_user mu on mu.id = m.auth_user_id;

revoke all on public.team_member_directory from anon;
grant select on public.team_member_directory to authenticated;

-- Every account of the platform, members or not, with its member link and roles: for
-- developers only (the view reads auth.users as its owner; the where clause is the guard).
create or replace view public.user_account as
select u.id,
       u.email,
       p.first_name,
       p.last_name,
       u.created_at,
       u.last_sign_in_at,
       u.email_confirmed_at,
       tm.id as team_member_id,
       tm.offboarded_at,
       tm.management_level,
       coalesce((select array_agg(ur.role order by ur.role) from public.user_role ur where ur.user_id = u.id),
                '{}')::public.app_role[] as roles,
       tm.id is not null as is_team_member,
       private.normalize_search(concat_ws(' ', p.first_name, p.last_name, u.email)) as search_text
from auth.users u
left join public.auth_user p on p.id = u.id
left join public.team_member tm on tm.auth_user_id = u.id
where private.has_role('team_member_developer');

revoke all on public.user_account from anon, public;
grant select on public.user_account to authenticated;

-- Offboards a member (or brings them back, p_offboard false): developers or country managers
-- (level 3+), never oneself. Their managees move to the member's own manager so the
-- organigram keeps a root; their sessions end with the member's rights (current_roles reads
-- offboarded_at). Returns the member.
create or replace function public.offboard_team_member(p_team_member_id uuid, p_offboard boolean default true)
returns public.team_member
language plpgsql
set search_path = ''
as $$
declare
  v_member public.team_member;
begin
  if not (private.has_role('team_member_developer') or private.current_management_level() >= 3) then
    perform private.fail('Seul un country manager (niveau 3 ou plus) ou un développeur peut faire partir un membre',
                         'team_member_offboard_right', '42501');
  end if;
  if p_team_member_id = private.current_team_member_id() then
    perform private.fail('Vous ne pouvez pas vous faire partir vous-même', 'team_member_offboard_self', '42501');
  end if;
  select * into v_member from public.team_member tm where tm.id = p_team_member_id;
  if not found then
    perform private.fail('Ce membre est introuvable', 'team_member_not_found', 'P0002');
  end if;
  if p_offboard and v_member.offboarded_at is not null then
    perform private.fail('Ce membre est déjà parti', 'team_member_already_offboarded');
  end if;
  if p_offboard then
    update public.team_member tm set manager_id = v_member.manager_id
    where tm.manager_id = v_member.id and tm.id <> coalesce(v_member.manager_id, '00000000-0000-0000-0000-000000000000');
  end if;
  update public.team_member tm
  set offboarded_at = case when p_offboard then now() else null end
  where tm.id = p_team_member_id
  returning * into v_member;
  if not found then
    perform private.fail('Vos droits ne permettent pas de modifier ce membre', 'team_member_offboard_right', '42501');
  end if;
  return v_member;
end
$$;

revoke all on function public.offboard_team_member(uuid, boolean) from public, anon;
grant execute on function public.offboard_team_member(uuid, boolean) to authenticated;

insert into public.role_permission (role, resource, action, scope, note)
select r, m.resource, m.action::public.permission_action, 'all', m.note
from (values
  ('team_member_directory', 'select', 'ACC CONS CSM XCSM MKT DEV IND', 'membres des workspaces partagés'),
  ('user_account', 'select', 'DEV', 'tous les comptes')
) as m (resource, action, roles, note)
cross join lateral unnest(private.roles_of(m.roles)) as r;
