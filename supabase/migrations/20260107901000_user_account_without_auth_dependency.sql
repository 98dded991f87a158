-- public.user_account read auth.users in a view: a view pins the columns it reads, and GoTrue's
-- own migrations on a hosted project must stay free to alter them (the test "leaves GoTrue
-- free to alter the columns the profile is built from"). The auth columns now come through a
-- function (a function's body pins nothing), still for developers only.
create or replace function private.auth_accounts()
returns table (id uuid, email text, created_at timestamptz, last_sign_in_at timestamptz, email_confirmed_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id, u.email::text, u.created_at, u.last_sign_in_at, u.email_confirmed_at
  from auth.users u
  where private.has_role('team_member_developer')
$$;
revoke all on function private.auth_accounts() from public, anon;
grant execute on function private.auth_accounts() to authenticated, service_role;

drop view public.user_account;
create view public.user_account as
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
from private.auth_accounts() u
left join public.auth_user p on p.id = u.id
left join public.team_member tm on tm.auth_user_id = u.id
where private.has_role('team_member_developer');

revoke all on public.user_account from anon, public;
grant select on public.user_account to authenticated;
