-- French messages for the uniqueness rules a user can meet when entering client data: the
-- unique indexes stay the guarantee (concurrent saves), these triggers say what is wrong first.

-- One SIREN per workspace (company_workspace_siren_idx).
create or replace function private.check_company_uniqueness()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.siren is not null and exists (
    select 1 from public.company c where c.workspace_id = new.workspace_id and c.siren = new.siren and c.id <> new.id
  ) then
    perform private.fail(format('Une entreprise avec le SIREN %s existe déjà', new.siren), 'company_workspace_siren_idx', '23505');
  end if;
  return new;
end
$$;

-- One SIRET per workspace (agency_workspace_siret_idx), one head office per company
-- (agency_single_head_office_idx). Runs after agency_prepare (triggers fire by name), so the
-- SIRET is already without spaces.
create or replace function private.check_agency_uniqueness()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_head_office text;
begin
  if new.siret is not null and exists (
    select 1 from public.agency a where a.workspace_id = new.workspace_id and a.siret = new.siret and a.id <> new.id
  ) then
    perform private.fail(format('Le SIRET %s est déjà celui d''un autre établissement', new.siret), 'agency_workspace_siret_idx', '23505');
  end if;
  if new.is_head_office then
    select a.name into v_head_office from public.agency a
    where a.company_id = new.company_id and a.is_head_office and a.id <> new.id
    limit 1;
    if found then
      perform private.fail(format('« %s » est déjà le siège social de cette entreprise : retirez-lui d''abord ce statut', v_head_office),
                           'agency_single_head_office_idx', '23505');
    end if;
  end if;
  return new;
end
$$;

create trigger company_uniqueness before insert or update of siren, workspace_id on public.company
  for each row execute function private.check_company_uniqueness();
create trigger agency_uniqueness before insert or update of siret, is_head_office, company_id, workspace_id on public.agency
  for each row execute function private.check_agency_uniqueness();
