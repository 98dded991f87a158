-- Dated legal values are never rewritten in place (issue #17): the SMIC of a period that has
-- begun stays what it was, since contracts, payslips and checks of that period read it. A new
-- value is a new dated row; adding it closes the open row of the same key the day before.
--   - a row whose period has begun (valid_from <= today) keeps its key, value, unit and start;
--     its end may only be set to yesterday or later (closing it from today on);
--   - such a row is never deleted;
--   - a row starting in the future may still be corrected or removed;
--   - inserting a row after the open row of its key closes that row (valid_to = new start − 1),
--     which the rule above refuses when the new start is in the past: no backdating.
-- The values URSSAF's rules know (SMIC, PMSS, PASS, meal-voucher cap, RGDU parameters) are
-- compared with modele-social by supabase/tests/contracts/legal-parameters.test.ts; the RGDU
-- maxima, so verified, are marked as such here.

update public.legal_parameter
set is_verified = true, source = 'décrets 2025-887 et 2025-1446 (règles URSSAF, modele-social)', note = null
where key in ('rgdu_tmax_fnal_010', 'rgdu_tmax_fnal_050') and valid_from = '2026-01-01';

create or replace function private.guard_legal_parameter_history()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.valid_from <= current_date then
      perform private.fail(format('La valeur du paramètre « %s » en vigueur depuis le %s ne peut pas être supprimée : ajoutez une nouvelle valeur datée',
                                  old.key, private.fr_date(old.valid_from)), 'legal_parameter_history');
    end if;
    return old;
  end if;
  if tg_op = 'UPDATE' and old.valid_from <= current_date then
    if (new.key, new.value, new.unit, new.valid_from) is distinct from (old.key, old.value, old.unit, old.valid_from) then
      perform private.fail(format('La valeur du paramètre « %s » en vigueur depuis le %s ne peut pas être modifiée : ajoutez une nouvelle valeur datée à partir d''aujourd''hui',
                                  old.key, private.fr_date(old.valid_from)), 'legal_parameter_history');
    end if;
    if new.valid_to is distinct from old.valid_to and new.valid_to is not null and new.valid_to < current_date - 1 then
      perform private.fail(format('La période du paramètre « %s » ne peut pas être close avant hier (%s) : le passé ne se réécrit pas',
                                  old.key, private.fr_date(current_date - 1)), 'legal_parameter_history');
    end if;
  end if;
  return new;
end
$$;

-- A new dated value closes the open row of its key the day before it starts.
create or replace function private.close_previous_legal_parameter()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.legal_parameter p set valid_to = new.valid_from - 1
  where p.key = new.key and p.valid_to is null and p.valid_from < new.valid_from;
  return new;
end
$$;

create trigger legal_parameter_a_history before update or delete on public.legal_parameter
  for each row execute function private.guard_legal_parameter_history();
create trigger legal_parameter_a_close_previous before insert on public.legal_parameter
  for each row execute function private.close_previous_legal_parameter();

revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
