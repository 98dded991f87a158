-- Two guards of a client company's statuses (domain rules of the company, issue #29 §4, probes
-- CO7 and CO8), whoever makes the move (imports by the system aside, as the seed's companies come
-- with their establishments and contracts):
--   1. `prospect → active` needs a valid SIRET: an active establishment of the company whose SIRET
--      has its key and starts with the company's SIREN. The other conditions of that move (signed
--      commercial conditions, credit cover, each "or an accounting override") stay warnings, in
--      supabase/CONTRACT-RULES.md: no screen yet signs commercial conditions and there is no
--      override to record. A company created directly as active (an existing client imported by
--      hand) is not checked: its establishment can only be added after it.
--   2. `* → archived` only when no contract of the company is still open (anything but ended,
--      terminated early or canceled) and no recruitment fee invoiced to it is unpaid. Temporary
--      work invoices have no table yet: they are not checked (CONTRACT-RULES.md).

create or replace function private.check_company_status_guards()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_open bigint;
  v_example text;
begin
  if nullif(current_setting('renfort.actor', true), '') is null and private.is_system() then
    return new;
  end if;
  if tg_op <> 'UPDATE' or new.status is not distinct from old.status then
    return new;
  end if;

  if new.status = 'active' and old.status = 'prospect' and not exists (
    select 1 from public.agency a
    where a.company_id = new.id and a.status = 'active' and a.siret is not null
      and private.is_valid_siret(a.siret) and left(a.siret, 9) = new.siren
  ) then
    perform private.fail('Un prospect devient client actif avec un SIRET valide : ajoutez un établissement actif avec son SIRET (14 chiffres, commençant par le SIREN) dans l''onglet « Établissements »',
                         'company_active_siret');
  end if;

  if new.status = 'archived' then
    select count(*), min(c.contract_key) into v_open, v_example
    from public.contract c
    where c.company_id = new.id and c.status not in ('ended', 'terminated_early', 'canceled');
    if v_open > 0 then
      perform private.fail(format('Ce client a encore %s contrat(s) en cours ou en préparation (dont %s) : terminez-les ou annulez-les avant de l''archiver',
                                  v_open, v_example), 'company_archived_open_contract');
    end if;
    if exists (select 1 from public.recruitment_office_invoice_request r where r.company_id = new.id and r.status = 'invoiced') then
      perform private.fail('Ce client a une facture de recrutement impayée : elle doit être payée ou annulée par un avoir avant l''archivage',
                           'company_archived_unpaid_invoice');
    end if;
  end if;
  return new;
end
$$;

revoke all on function private.check_company_status_guards() from public, anon;

-- After the transition check (company_status): a role that may not make the move reads that first.
create trigger company_status_guards before update of status on public.company
  for each row execute function private.check_company_status_guards();
