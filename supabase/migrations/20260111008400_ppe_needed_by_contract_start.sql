-- A PPE request's date of need is at the latest the start of its contract (issue #29 §4, probe
-- RQ10; the rule of the PPE requests: the equipment is handed over before the talent takes the
-- post). private.validate_ppe_request (20260103000500_talent_requests.sql) only flagged a later
-- date (is_late_for_start). A contract that has already started is not bound: a request during
-- the mission replaces worn or lost equipment (with its renewal reason, 20260106400000), and its
-- flag still says it came after the start. Imports by the system are trusted.

create or replace function private.check_ppe_request_needed_by()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_start date;
begin
  if nullif(current_setting('renfort.actor', true), '') is null and private.is_system() then
    return new;
  end if;
  if new.contract_id is null or new.status in ('rejected', 'canceled')
     or (tg_op = 'UPDATE' and (new.needed_by, new.contract_id) is not distinct from (old.needed_by, old.contract_id)) then
    return new;
  end if;
  select c.start_date into v_start from public.contract c where c.id = new.contract_id;
  if v_start > current_date and new.needed_by > v_start then
    perform private.fail(format('Les EPI sont remis avant la prise de poste : la date de besoin (le %s) doit être au plus tard le début du contrat (le %s)',
                                private.fr_date(new.needed_by), private.fr_date(v_start)), 'ppe_request_needed_by_start');
  end if;
  return new;
end
$$;

revoke all on function private.check_ppe_request_needed_by() from public, anon;

-- Named to run after the type's own `_validate` trigger (triggers fire in name order).
create trigger ppe_request_validate_needed_by before insert or update on public.ppe_request
  for each row execute function private.check_ppe_request_needed_by();
