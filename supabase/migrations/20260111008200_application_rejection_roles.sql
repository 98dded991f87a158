-- Who records which refusal of an application (domain rules of the pipeline's negative stages,
-- issue #29 §4, probe AP4). The negative stages are reasons of a rejected application: « Refusé(e)
-- par le client » (`client_choice`) is the client's answer, relayed by those who present the
-- talent to the client (consultants and CSMs), not by the external CSM; « Désistement »
-- (`withdrawn`) is the candidate's, recorded by those who follow the candidate (consultants and
-- external CSMs), not by the CSM. Developers keep their break-glass rights; the system is trusted.
-- The other reasons keep the rights of private.prepare_application. The board offers each role its
-- reasons only (resources/missions/kanban/move-rules.ts, rejectionReasonsFor).

create or replace function private.check_application_rejection_reason_role()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not new.is_rejected or private.is_system() or private.has_role('team_member_developer') then
    return new;
  end if;
  if tg_op = 'UPDATE' and old.is_rejected and new.rejection_reason is not distinct from old.rejection_reason then
    return new;
  end if;
  if new.rejection_reason = 'client_choice'
     and not private.has_any_role('{consultant_team_member,csm_team_member}') then
    perform private.fail('Seuls un consultant ou un CSM enregistrent le refus du client (« Refusé(e) par le client »)',
                         'application_rejection_reason_role', '42501');
  end if;
  if new.rejection_reason = 'withdrawn'
     and not private.has_any_role('{consultant_team_member,external_csm_team_member}') then
    perform private.fail('Seuls un consultant ou un CSM externe enregistrent le désistement du candidat (« Désistement »)',
                         'application_rejection_reason_role', '42501');
  end if;
  return new;
end
$$;

revoke all on function private.check_application_rejection_reason_role() from public, anon;

-- After application_prepare (the reason is required, and who may reject at all, first).
create trigger application_prepare_rejection_role before insert or update on public.application
  for each row execute function private.check_application_rejection_reason_role();
