-- What the contract screens need from the database (domain.md §3.1–3.2, issue 17):
--   1. public.contract_change: the field diffs of every edit of a contract (who, when, at which
--      status, whether an administrator made it), so that the consultant sees what the
--      administration changed; coefficient changes are flagged sensitive and hidden from the
--      roles that may not read contract_pricing (external CSMs, marketing);
--   2. computed fields of the list's filters (PostgREST: a function of one contract row):
--      the mission's agency, "ending within 15 days", "unsigned after 2 working days";
--   3. public.contract_status_counts: the list's quick filters, as the caller;
--   4. public.save_contract: the contract, its workplace and its pricing in one call, as the
--      caller (the app's write path), with the contract's mandatory mentions in French.

-- ---------------------------------------------------------------------------------------
-- 1. Field diffs.
create table public.contract_change (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspace (id) on delete cascade,
  contract_id uuid not null references public.contract (id) on delete cascade,
  changed_by uuid references public.auth_user (id) on delete set null,
  changed_at timestamptz not null default now(),
  -- the contract's status when the edit was made
  status public.contract_status not null,
  is_admin_edit boolean not null default false,
  is_sensitive boolean not null default false,
  changes jsonb not null,
  constraint contract_change_changes_array check (jsonb_typeof(changes) = 'array')
);
comment on column public.contract_change.changes is '[{field, old, new}] (domain.md §3.2)';
create index contract_change_contract_idx on public.contract_change (contract_id, changed_at);
create index contract_change_workspace_id_idx on public.contract_change (workspace_id);
create index contract_change_changed_by_idx on public.contract_change (changed_by);

-- The columns whose edit is worth a line: not the audit columns, the status (its own history),
-- nor the billing rate (derived from the pay and the coefficient).
create or replace function private.contract_diff(p_old jsonb, p_new jsonb, p_skip text[])
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('field', n.key, 'old', o.value, 'new', n.value) order by n.key), '[]'::jsonb)
  from jsonb_each(p_new) n join jsonb_each(p_old) o on o.key = n.key
  where n.value is distinct from o.value and not (n.key = any (p_skip))
$$;

-- An administrator: CSM, external CSM or accounting, not also a consultant (as prepare_contract decides).
create or replace function private.is_contract_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.has_any_role('{csm_team_member,external_csm_team_member,accounting_team_member}')
         and not private.has_role('consultant_team_member')
$$;

create or replace function private.log_contract_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_changes jsonb;
begin
  v_changes := private.contract_diff(to_jsonb(old), to_jsonb(new),
    '{status,status_changed_at,review_comment,hourly_billing_rate,created_at,created_by,updated_at,updated_by}');
  if jsonb_array_length(v_changes) > 0 then
    insert into public.contract_change (workspace_id, contract_id, changed_by, status, is_admin_edit, changes)
    values (new.workspace_id, new.id, auth.uid(), old.status, not private.is_system() and private.is_contract_admin(), v_changes);
  end if;
  return null;
end
$$;

create trigger contract_change_log after update on public.contract
  for each row execute function private.log_contract_change();

-- A coefficient or its override: logged as sensitive (the explicit, logged accounting override).
create or replace function private.log_contract_pricing_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_changes jsonb;
  v_status public.contract_status;
begin
  v_changes := private.contract_diff(
    case when tg_op = 'INSERT' then '{"coefficient": null, "coefficient_override_reason": null}'::jsonb
         else jsonb_build_object('coefficient', old.coefficient, 'coefficient_override_reason', old.coefficient_override_reason) end,
    jsonb_build_object('coefficient', new.coefficient, 'coefficient_override_reason', new.coefficient_override_reason),
    '{}');
  if jsonb_array_length(v_changes) > 0 then
    select c.status into v_status from public.contract c where c.id = new.contract_id;
    insert into public.contract_change (workspace_id, contract_id, changed_by, status, is_admin_edit, is_sensitive, changes)
    values (new.workspace_id, new.contract_id, auth.uid(), coalesce(v_status, 'draft'),
            not private.is_system() and private.is_contract_admin(), true, v_changes);
  end if;
  return null;
end
$$;

create trigger contract_pricing_change_log after insert or update on public.contract_pricing
  for each row execute function private.log_contract_pricing_change();

alter table public.contract_change enable row level security;
create policy "contract_change: contract readers see the diffs, coefficients to pricing readers only" on public.contract_change
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[])
         and (select private.can('contract', 'select'))
         and (not is_sensitive or (select private.can('contract_pricing', 'select'))));
revoke all on public.contract_change from anon;
revoke insert, update, delete on public.contract_change from authenticated;

-- ---------------------------------------------------------------------------------------
-- 2. Computed fields for the list's filters (as the caller: RLS applies to the mission read).
create or replace function public.contract_agency_id(p_contract public.contract)
returns uuid
language sql
stable
set search_path = ''
as $$
  select m.agency_id from public.mission m where m.id = p_contract.mission_id
$$;

-- A live contract whose last day (definitive end, or end) falls within the next 15 days.
create or replace function public.contract_ending_soon(p_contract public.contract)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_contract.status not in ('ended', 'terminated_early', 'canceled')
         and coalesce(p_contract.definitive_end_date, p_contract.end_date) between current_date and current_date + 15
$$;

-- Not signed although 2 jours ouvrables (Monday to Saturday, public holidays aside) have passed
-- since the start (L1251-17): from the day after the second one.
create or replace function public.contract_signature_overdue(p_contract public.contract)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_contract.status in ('draft', 'review', 'admin_modification_requested', 'modification', 'consultant_review',
                               'validated', 'sent_for_signature', 'partially_signed')
         and current_date >= private.carence_first_allowed_day(p_contract.start_date, 2, '{1,2,3,4,5,6}')
$$;

-- ---------------------------------------------------------------------------------------
-- 3. The list's quick filters: contracts (or amendments) per status, as the caller.
create or replace function public.contract_status_counts(p_is_amendment boolean default false)
returns table (status public.contract_status, count bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.status, count(*) from public.contract c where c.is_amendment = p_is_amendment group by c.status
$$;

-- ---------------------------------------------------------------------------------------
-- 4. One save for the contract, its workplace and its pricing.
--   p_values  the contract's columns (only the keys given are written);
--   p_address null: the workplace stays; {}: none; else the workplace's columns. The
--             mission's worksite is shared: an edited workplace becomes the contract's own row;
--   p_pricing null: the pricing stays; else {coefficient, coefficient_override_reason?} —
--             the override reason is written only when its key is given (accounting's right).
create or replace function public.save_contract(
  p_values jsonb, p_id uuid default null, p_address jsonb default null, p_pricing jsonb default null
)
returns public.contract
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_old public.contract;
  v_new public.contract;
  v_id uuid;
  v_row public.contract;
  v_current_address uuid;
  v_same boolean;
  v_address jsonb;
  v_pricing public.contract_pricing;
begin
  if p_id is not null then
    select c.* into v_old from public.contract c where c.id = p_id;
    if v_old.id is null then
      perform private.fail('Cet enregistrement n''existe pas ou n''est pas visible avec vos droits', null, 'P0002');
    end if;
  end if;
  v_new := jsonb_populate_record(v_old, coalesce(p_values, '{}'::jsonb));
  if v_new.talent_id is null then
    perform private.fail('Le talent est obligatoire', 'contract_talent_required');
  end if;
  if v_new.start_date is null then
    perform private.fail('La date de début est obligatoire', 'contract_start_date_required');
  end if;
  if coalesce(v_new.contract_type, 'mission') <> 'independent_service' then
    if v_new.company_id is null and v_new.mission_id is null then
      perform private.fail('L''entreprise utilisatrice est obligatoire', 'contract_company_required');
    end if;
    if v_new.contract_reason is not null and coalesce(btrim(v_new.contract_reason_justification), '') = '' then
      perform private.fail('La justification du motif est obligatoire (personne remplacée et sa qualification, ou raison précise)',
                           'contract_reason_justification');
    end if;
    if coalesce(btrim(v_new.schedule), '') = '' then
      perform private.fail('Les horaires de travail sont obligatoires', 'contract_schedule_required');
    end if;
  end if;

  -- The workplace: the mission's worksite row is never edited from a contract (an edited
  -- workplace becomes the contract's own row; an unchanged one stays the mission's).
  v_current_address := coalesce(v_old.address_id,
    case when p_id is null then (select m.address_id from public.mission m where m.id = v_new.mission_id) end);
  if p_address is null then
    v_address := '{}'::jsonb;
  elsif p_address = '{}'::jsonb then
    v_address := jsonb_build_object('address_id', null);
  elsif v_current_address is not null and exists (select 1 from public.mission m where m.address_id = v_current_address) then
    select not exists (select 1 from jsonb_each(p_address - 'type') e where to_jsonb(a) -> e.key is distinct from e.value)
      into v_same
    from public.address a where a.id = v_current_address;
    v_address := jsonb_build_object('address_id',
      case when coalesce(v_same, false) then v_current_address else private.write_address(null, p_address, 'worksite') end);
  else
    v_address := jsonb_build_object('address_id', private.write_address(v_current_address, p_address, 'worksite'));
  end if;
  v_id := private.write_row('public.contract', p_id, coalesce(p_values, '{}'::jsonb) || v_address);

  if p_pricing is not null and p_pricing ? 'coefficient' and p_pricing ->> 'coefficient' is not null then
    select p.* into v_pricing from public.contract_pricing p where p.contract_id = v_id;
    if v_pricing.contract_id is null then
      insert into public.contract_pricing (contract_id, coefficient, coefficient_override_reason)
      values (v_id, (p_pricing ->> 'coefficient')::numeric, nullif(btrim(p_pricing ->> 'coefficient_override_reason'), ''));
    elsif v_pricing.coefficient is distinct from (p_pricing ->> 'coefficient')::numeric
          or (p_pricing ? 'coefficient_override_reason'
              and v_pricing.coefficient_override_reason is distinct from nullif(btrim(p_pricing ->> 'coefficient_override_reason'), '')) then
      update public.contract_pricing p
      set coefficient = (p_pricing ->> 'coefficient')::numeric,
          coefficient_override_reason = case when p_pricing ? 'coefficient_override_reason'
                                             then nullif(btrim(p_pricing ->> 'coefficient_override_reason'), '')
                                             else p.coefficient_override_reason end
      where p.contract_id = v_id;
    end if;
  end if;
  select c.* into v_row from public.contract c where c.id = v_id;
  return v_row;
end
$$;

revoke all on function public.save_contract(jsonb, uuid, jsonb, jsonb) from public, anon;
revoke all on function public.contract_status_counts(boolean) from public, anon;
revoke all on function public.contract_agency_id(public.contract) from public, anon;
revoke all on function public.contract_ending_soon(public.contract) from public, anon;
revoke all on function public.contract_signature_overdue(public.contract) from public, anon;
grant execute on function public.save_contract(jsonb, uuid, jsonb, jsonb) to authenticated, service_role;
grant execute on function public.contract_status_counts(boolean) to authenticated, service_role;
grant execute on function public.contract_agency_id(public.contract) to authenticated, service_role;
grant execute on function public.contract_ending_soon(public.contract) to authenticated, service_role;
grant execute on function public.contract_signature_overdue(public.contract) to authenticated, service_role;
revoke all on function private.contract_diff(jsonb, jsonb, text[]), private.is_contract_admin(),
  private.log_contract_change(), private.log_contract_pricing_change() from public, anon;
grant execute on function private.contract_diff(jsonb, jsonb, text[]), private.is_contract_admin()
  to authenticated, service_role;

-- The list's default order (newest first) and its start-date filter.
create index contract_kind_created_idx on public.contract (workspace_id, is_amendment, created_at desc, id);
