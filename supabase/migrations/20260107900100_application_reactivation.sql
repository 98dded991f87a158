-- A rejected application comes back to "À qualifier" only (domain.md §2.3: "Any negative stage
-- can go back to to_qualify (CONS)"): the reactivation set any stage. The system and a
-- developer's break-glass move (with its comment, logged as forced) are not bound by it.
create or replace function private.check_application_reactivation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.is_rejected and not new.is_rejected and new.stage <> 'to_qualify'
     and not private.is_system() and not private.has_any_role('{team_member_developer}') then
    perform private.fail('Une candidature refusée repart à l''étape « À qualifier »', 'application_reactivation_stage');
  end if;
  return new;
end
$$;

create trigger application_reactivation before update of is_rejected on public.application
  for each row when (old.is_rejected and not new.is_rejected)
  execute function private.check_application_reactivation();

revoke all on function private.check_application_reactivation() from public, anon;
