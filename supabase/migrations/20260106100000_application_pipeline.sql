-- The applications pipeline (kanban of a mission, /applications):
-- 1. who forced an application's stage, and when, on the row itself, so that a board of 200
--    cards reads them in its one request (an embed of the author) instead of the history;
-- 2. public.move_applications: a bulk move or a bulk rejection in one atomic call.

alter table public.application
  add column stage_forced_at timestamptz,
  add column stage_forced_by uuid references public.auth_user (id) on delete set null;
create index application_stage_forced_by_idx on public.application (stage_forced_by);

-- Runs after application_prepare (triggers fire in name order), which sets the flag on a
-- backward move: stamps the author and time of each forcing (a new flag or another move back).
create or replace function private.stamp_application_forced()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.has_stage_been_forced and (
    tg_op = 'INSERT'
    or not old.has_stage_been_forced
    or (new.stage is distinct from old.stage and old.stage <> 'on_hold' and new.stage <> 'on_hold' and new.stage < old.stage)
  ) then
    new.stage_forced_at := now();
    new.stage_forced_by := auth.uid();
  elsif not new.has_stage_been_forced then
    new.stage_forced_at := null;
    new.stage_forced_by := null;
  end if;
  return new;
end
$$;

create trigger application_prepare_forced before insert or update on public.application
  for each row execute function private.stamp_application_forced();

-- Moves (p_stage) or rejects (p_rejection_reason) several applications at once, all or none:
-- each row goes through RLS and the triggers as the caller (security invoker), so the first
-- refusal (French message) cancels the whole call. Returns the number of rows changed.
create or replace function public.move_applications(
  p_ids uuid[],
  p_stage public.application_stage default null,
  p_rejection_reason public.application_rejection_reason default null
)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_wanted integer := coalesce(array_length(p_ids, 1), 0);
  v_found integer;
  v_count integer;
begin
  if (p_stage is null) = (p_rejection_reason is null) then
    perform private.fail('Choisissez une étape ou un motif de refus', 'move_applications_target', '22023');
  end if;
  if v_wanted = 0 then
    return 0;
  end if;
  if v_wanted > 1000 then
    perform private.fail('1000 candidatures au plus à la fois', 'move_applications_limit', '22023');
  end if;
  select count(*) into v_found from public.application a where a.id = any (p_ids);
  if v_found < (select count(distinct x) from unnest(p_ids) x) then
    perform private.fail('Élément introuvable ou non modifiable', 'move_applications_not_found', '42501');
  end if;
  if p_stage is not null then
    update public.application a set stage = p_stage where a.id = any (p_ids) and a.stage <> p_stage;
  else
    update public.application a set is_rejected = true, rejection_reason = p_rejection_reason
    where a.id = any (p_ids) and (not a.is_rejected or a.rejection_reason is distinct from p_rejection_reason);
  end if;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

revoke all on function public.move_applications(uuid[], public.application_stage, public.application_rejection_reason) from public, anon;
grant execute on function public.move_applications(uuid[], public.application_stage, public.application_rejection_reason) to authenticated, service_role;
revoke all on function private.stamp_application_forced() from public;
grant execute on function private.stamp_application_forced() to authenticated, service_role;
