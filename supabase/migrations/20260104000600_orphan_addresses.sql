-- Addresses belong to the rows that point at them (company, agency, talent, mission, contract;
-- a contract may share its mission's). When the last of them is deleted, or moves to another
-- address, the address row goes too: an agency deleted from a company's page no longer leaves
-- its address behind. Security definer so that the check sees every owner whatever the
-- caller's RLS; it only ever deletes an address no row points at any more, in the workspace
-- of the row that let go of it.

create index if not exists company_address_id_idx on public.company (address_id);
create index if not exists agency_address_id_idx on public.agency (address_id);
create index if not exists mission_address_id_idx on public.mission (address_id);
create index if not exists contract_address_id_idx on public.contract (address_id);

create or replace function private.delete_orphan_address(p_address_id uuid, p_workspace_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_address_id is null
     or exists (select 1 from public.company where address_id = p_address_id)
     or exists (select 1 from public.agency where address_id = p_address_id)
     or exists (select 1 from public.talent where address_id = p_address_id)
     or exists (select 1 from public.mission where address_id = p_address_id)
     or exists (select 1 from public.contract where address_id = p_address_id) then
    return;
  end if;
  delete from public.address where id = p_address_id and workspace_id = p_workspace_id;
end;
$$;

revoke all on function private.delete_orphan_address(uuid, uuid) from public, anon, authenticated;

create or replace function private.release_address()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' or old.address_id is distinct from new.address_id then
    perform private.delete_orphan_address(old.address_id, old.workspace_id);
  end if;
  return null;
end;
$$;

create trigger company_release_address after delete or update of address_id on public.company
  for each row execute function private.release_address();
create trigger agency_release_address after delete or update of address_id on public.agency
  for each row execute function private.release_address();
create trigger talent_release_address after delete or update of address_id on public.talent
  for each row execute function private.release_address();
create trigger mission_release_address after delete or update of address_id on public.mission
  for each row execute function private.release_address();
create trigger contract_release_address after delete or update of address_id on public.contract
  for each row execute function private.release_address();
