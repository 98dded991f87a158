-- No new carte BTP for a talent who already holds one valid past the contract's end (issue #29
-- §4, probe RQ12; the rule of the card requests). private.validate_professional_card_request
-- (20260103000500_talent_requests.sql) looked only at the cards its own requests brought
-- (`card_received`, `delivered`): a card recorded among the talent's documents (type `carte_btp`,
-- verified: valid or expiring soon, with its end date) let a second request through. A temporary
-- worker's card stays valid 5 years whichever agency employs them (parameter
-- carte_btp_validity_years). The end is the contract's last day (its definitive end, its term,
-- or its minimum duration); without a contract, today. Imports by the system are trusted.

create or replace function private.check_professional_card_request_held()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_until date;
  v_end date;
begin
  if nullif(current_setting('renfort.actor', true), '') is null and private.is_system() then
    return new;
  end if;
  if new.status in ('rejected', 'canceled')
     or (tg_op = 'UPDATE' and (new.talent_id, new.contract_id) is not distinct from (old.talent_id, old.contract_id)) then
    return new;
  end if;
  select max(d.expiry_date) into v_until
  from public.document d
  where d.talent_id = new.talent_id and d.workspace_id = new.workspace_id and d.type = 'carte_btp'
    and d.status in ('valid', 'expiring_soon') and d.expiry_date is not null;
  select private.contract_last_day(c.start_date, c.end_date, c.definitive_end_date, c.minimum_duration_days) into v_end
  from public.contract c where c.id = new.contract_id;
  v_end := coalesce(v_end, current_date);
  if v_until > v_end then
    perform private.fail(format('Ce talent a déjà une carte BTP valide jusqu''au %s, après la fin du contrat (le %s) : pas de nouvelle carte à demander (une carte d''intérimaire vaut 5 ans, quelle que soit l''agence)',
                                private.fr_date(v_until), private.fr_date(v_end)), 'professional_card_request_card_valid');
  end if;
  return new;
end
$$;

revoke all on function private.check_professional_card_request_held() from public, anon;

-- Named to run after the type's own `_validate` trigger (triggers fire in name order).
create trigger professional_card_request_validate_held before insert or update on public.professional_card_request
  for each row execute function private.check_professional_card_request_held();
