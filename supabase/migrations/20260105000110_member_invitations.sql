-- Members join by invitation (sign-up is off, as in a hosted back office): a developer or a
-- country manager (management level 3+) of the current workspace invites an address from
-- /settings/members. invite_team_member records the member of the workspace (before they have
-- an account); the invite-member edge function then has GoTrue mail the invitation, and the
-- account GoTrue creates is linked to that member by its address. Following the link, the
-- invited person chooses a password and is a member of the workspace.

create or replace function public.invite_team_member(p_email text, p_first_name text default null, p_last_name text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_workspace uuid := private.current_workspace_id();
  v_member public.team_member;
begin
  if v_workspace is null or not (private.can('team_member', 'insert') or private.current_management_level() >= 3) then
    perform private.fail('Seul un country manager (niveau 3 ou plus) ou un développeur peut inviter un membre', 'team_member_invitation_right', '42501');
  end if;
  if char_length(v_email) > 254 or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    perform private.fail('L''adresse e-mail est invalide', 'team_member_email_format');
  end if;
  if char_length(p_first_name) > 100 or char_length(p_last_name) > 100 then
    perform private.fail('Le prénom et le nom ne doivent pas dépasser 100 caractères', 'team_member_invitation_name');
  end if;
  select * into v_member from public.team_member tm where tm.email = v_email;
  if found then
    -- Invited again before joining: the same member, the invitation mailed again.
    if v_member.auth_user_id is not null and exists (
      select 1 from public.team_member_workspace m where m.team_member_id = v_member.id and m.workspace_id = v_workspace
    ) then
      perform private.fail('Cette personne est déjà membre de ce workspace', 'team_member_email_idx', '23505');
    end if;
    insert into public.team_member_workspace (team_member_id, workspace_id) values (v_member.id, v_workspace)
    on conflict (team_member_id, workspace_id) do nothing;
    return v_member.id;
  end if;
  insert into public.team_member (email, workspace_id, main_workspace_id, temp_first_name, temp_last_name, auth_user_id)
  values (v_email, v_workspace, v_workspace, nullif(btrim(p_first_name), ''), nullif(btrim(p_last_name), ''),
          (select u.id from public.auth_user u where u.email = v_email))
  returning * into v_member;
  return v_member.id;
end
$$;

revoke all on function public.invite_team_member(text, text, text) from public, anon;
grant execute on function public.invite_team_member(text, text, text) to authenticated;

-- The account GoTrue creates for an invited address becomes that member's.
create or replace function private.link_invited_team_member()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is not null then
    update public.team_member tm set auth_user_id = new.id
    where tm.email = new.email and tm.auth_user_id is null;
  end if;
  return null;
end
$$;

create trigger auth_user_links_invited_member after insert or update of email on public.auth_user
  for each row execute function private.link_invited_team_member();
