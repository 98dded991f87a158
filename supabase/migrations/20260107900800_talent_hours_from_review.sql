-- The per-talent 10 h / 48 h check of a contract's planned hours (20260107000100) binds from the
-- moment the contract leaves its draft (submitted for review, or written at a later status), as
-- the documents do from validation: a consultant may save a draft while the talent's other
-- contracts are being settled; submitting it is refused with the same French message, and the
-- form's preview (public.contract_preview) shows it from the first keystroke.
create or replace function private.check_contract_talent_hours()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_problem text;
begin
  if new.status in ('canceled', 'draft') or new.contract_type = 'independent_service' then
    return new;
  end if;
  if tg_op = 'UPDATE' and (new.start_date, new.end_date, new.definitive_end_date, new.minimum_duration_days, new.talent_id,
                           new.working_hours, new.working_days)
                          is not distinct from
                          (old.start_date, old.end_date, old.definitive_end_date, old.minimum_duration_days, old.talent_id,
                           old.working_hours, old.working_days)
     and old.status not in ('canceled', 'draft') then
    return new;
  end if;
  v_problem := private.talent_planned_hours_problem(new);
  if v_problem is not null then
    perform private.fail(v_problem, 'contract_talent_hours');
  end if;
  return new;
end
$$;
