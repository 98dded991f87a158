-- A developer's break-glass move of an application on the kanban (domain §0.1, DEV; issue 16):
-- any stage the transition table refuses them, with a mandatory comment, logged as forced in
-- the status history (private.assert_status_transition, through the renfort.status_comment
-- setting as public.transition_status does), and flagged on the card (has_stage_been_forced,
-- stage_forced_at, stage_forced_by). Security invoker: RLS and every trigger run as the caller.
create or replace function public.force_application_stage(p_id uuid, p_stage public.application_stage, p_comment text)
returns public.application
language plpgsql
set search_path = ''
as $$
declare
  v_row public.application;
begin
  if not private.has_role('team_member_developer') then
    perform private.fail('Seul un développeur peut forcer l''étape d''une candidature', 'application_force_right', '42501');
  end if;
  if coalesce(btrim(p_comment), '') = '' then
    perform private.fail('Un commentaire est obligatoire pour forcer une étape', 'application_force_comment');
  end if;
  if char_length(btrim(p_comment)) > 1000 then
    perform private.fail('Le commentaire ne peut pas dépasser 1 000 caractères', 'application_force_comment_length');
  end if;
  select * into v_row from public.application a where a.id = p_id;
  if not found then
    perform private.fail('Candidature introuvable ou non modifiable', 'application_force_not_found', '42501');
  end if;
  if v_row.stage = p_stage and not v_row.is_rejected then
    perform private.fail(format('La candidature est déjà à l''étape « %s »',
                                private.enum_label('application_stage', p_stage::text)), 'application_force_same');
  end if;
  -- The pipeline's checks (qualified talent before "presented", a contract before "placed")
  -- stand aside for a newly forced stage only (private.prepare_application): an application
  -- forced before is unflagged first so that this forcing counts as new.
  if v_row.has_stage_been_forced then
    update public.application a set has_stage_been_forced = false where a.id = p_id;
  end if;
  perform set_config('renfort.status_comment', btrim(p_comment), true);
  update public.application a
  set stage = p_stage, is_rejected = false, has_stage_been_forced = true,
      stage_forced_at = now(), stage_forced_by = auth.uid()
  where a.id = p_id
  returning * into v_row;
  perform set_config('renfort.status_comment', '', true);
  if not found then
    perform private.fail('Candidature introuvable ou non modifiable', 'application_force_not_found', '42501');
  end if;
  return v_row;
end
$$;

revoke all on function public.force_application_stage(uuid, public.application_stage, text) from public, anon;
grant execute on function public.force_application_stage(uuid, public.application_stage, text) to authenticated, service_role;
