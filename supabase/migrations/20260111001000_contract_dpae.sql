-- The DPAE on the contract (déclaration préalable à l'embauche, Code du travail L1221-10 and
-- R1221-5): a signed contract's DPAE is recorded by the onboarding roles (domain.md, stage
-- "Dossier administratif": CSM and external CSM; developers too) with its date and time, its
-- URSSAF reference and an optional receipt; refused when declared after the hiring, more than
-- 8 days before it, or in the future. Activation (private.prepare_contract, `signed → active` of
-- private.run_contract_time_moves_at) already waits for dpae_submitted_at; the action centre's
-- "DPAE manquantes" item now opens the contract page on its DPAE block.
--   1. the receipt and who recorded the declaration (columns);
--   2. who may record it: the permission matrix's `contract_dpae` (as `document_sensitive`, a
--      right that is not a table), read by private.can() and the front end's can();
--   3. the hiring instant and the rules, in a trigger: they hold whoever writes the row;
--   4. public.record_contract_dpae, the save path of the screen's built-in provider;
--   5. the receipt readable by whoever reads the contract;
--   6. the diff log without the bookkeeping columns; the action centre's link.

-- ---------------------------------------------------------------------------------------
-- 1. Columns.
alter table public.contract
  add column dpae_receipt_file text,
  add column dpae_recorded_by uuid references public.auth_user (id) on delete set null,
  add column dpae_recorded_at timestamptz;
comment on column public.contract.dpae_receipt_file is
  'DPAE receipt (accusé de réception), documents bucket: <workspace>/contracts/<contract>/dpae/<file>';
create index contract_dpae_recorded_by_idx on public.contract (dpae_recorded_by);
create index contract_dpae_receipt_file_idx on public.contract (dpae_receipt_file) where dpae_receipt_file is not null;

-- ---------------------------------------------------------------------------------------
-- 2. Who reads the DPAE (the contract's readers) and who records it.
insert into public.role_permission (role, resource, action, scope, note) values
  ('accounting_team_member', 'contract_dpae', 'select', 'all', null),
  ('consultant_team_member', 'contract_dpae', 'select', 'all', null),
  ('csm_team_member', 'contract_dpae', 'select', 'all', null),
  ('external_csm_team_member', 'contract_dpae', 'select', 'all', null),
  ('team_member_developer', 'contract_dpae', 'select', 'all', null),
  ('team_member_independent_administrator', 'contract_dpae', 'select', 'all', null),
  ('csm_team_member', 'contract_dpae', 'update', 'all', 'DPAE d''un contrat signé (dossier administratif)'),
  ('external_csm_team_member', 'contract_dpae', 'update', 'all', 'DPAE d''un contrat signé (dossier administratif)'),
  ('team_member_developer', 'contract_dpae', 'update', 'all', null)
on conflict (role, resource, action) do nothing;

-- ---------------------------------------------------------------------------------------
-- 3. The rules.

-- The hiring instant: the start date at the first time the contract's schedule names
-- ("7h30–12h / 13h–16h30" → 7:30), else the start of that day, in Paris. The twin of
-- hiringAt() in resources/contracts/dpae/dpae.utils.ts.
create or replace function private.contract_hiring_at(p_start date, p_schedule text)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
declare
  v_match text[];
  v_time time := time '00:00';
begin
  v_match := regexp_match(coalesce(p_schedule, ''), '(\d{1,2})\s*h\s*(\d{2})?');
  if v_match is not null and v_match[1]::integer < 24 and coalesce(nullif(v_match[2], ''), '0')::integer < 60 then
    v_time := make_time(v_match[1]::integer, coalesce(nullif(v_match[2], ''), '0')::integer, 0);
  end if;
  return (p_start + v_time) at time zone 'Europe/Paris';
end
$$;

-- "DD/MM/YYYY à HH:MI", Paris time: the instants the messages cite.
create or replace function private.paris_date_time(p_at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select to_char(p_at at time zone 'Europe/Paris', 'DD/MM/YYYY "à" HH24:MI')
$$;

-- Checks a DPAE written by a user (the system — seed, imports, a declaration service's
-- callback — is trusted): the right, a signed contract (or an active one still without it),
-- the date and reference, the legal window, the receipt stored under the contract; and notes
-- who recorded it. A write that leaves the DPAE alone keeps its bookkeeping.
create or replace function private.check_contract_dpae()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status public.contract_status := case when tg_op = 'UPDATE' then old.status else new.status end;
  v_had_dpae boolean := tg_op = 'UPDATE' and old.dpae_submitted_at is not null;
  v_hiring timestamptz;
  v_folder text;
begin
  if tg_op = 'UPDATE' and (new.dpae_submitted_at, new.dpae_reference, new.dpae_receipt_file)
                          is not distinct from (old.dpae_submitted_at, old.dpae_reference, old.dpae_receipt_file) then
    if not private.is_system() then
      new.dpae_recorded_by := old.dpae_recorded_by;
      new.dpae_recorded_at := old.dpae_recorded_at;
    end if;
    return new;
  end if;
  if private.is_system() then
    return new;
  end if;
  if tg_op = 'INSERT' and new.dpae_submitted_at is null and new.dpae_reference is null and new.dpae_receipt_file is null then
    new.dpae_recorded_by := null;
    new.dpae_recorded_at := null;
    return new;
  end if;

  if not private.can('contract_dpae', 'update') then
    perform private.fail('Seuls les CSM enregistrent la DPAE d''un contrat', 'contract_dpae_right', '42501');
  end if;
  if new.is_amendment or new.contract_type = 'independent_service' then
    perform private.fail('Un avenant ou un contrat de prestation n''a pas de DPAE : elle se déclare sur le contrat de mission',
                         'contract_dpae_not_applicable');
  end if;
  if not (v_status = 'signed' or (v_status = 'active' and not v_had_dpae)) then
    perform private.fail('La DPAE s''enregistre sur un contrat signé, et se corrige jusqu''à son début', 'contract_dpae_status');
  end if;
  new.dpae_reference := nullif(btrim(new.dpae_reference), '');
  if new.dpae_submitted_at is null or new.dpae_reference is null then
    perform private.fail('La date et l''heure de la DPAE et sa référence URSSAF sont obligatoires', 'contract_dpae_incomplete');
  end if;
  if char_length(new.dpae_reference) > 64 then
    perform private.fail('La référence de la DPAE ne doit pas dépasser 64 caractères', 'contract_dpae_reference_length');
  end if;
  if new.dpae_submitted_at > now() then
    perform private.fail('La date de la DPAE ne peut pas être dans le futur', 'contract_dpae_future');
  end if;
  v_hiring := private.contract_hiring_at(new.start_date, new.schedule);
  if new.dpae_submitted_at > v_hiring then
    perform private.fail(format('La DPAE doit précéder l''embauche, au plus tard le %s (art. L1221-10 du Code du travail)',
                                private.paris_date_time(v_hiring)), 'contract_dpae_after_hiring');
  end if;
  if new.dpae_submitted_at < v_hiring - interval '8 days' then
    perform private.fail(format('La DPAE ne peut être faite plus de 8 jours avant l''embauche, au plus tôt le %s (art. R1221-5 du Code du travail)',
                                private.paris_date_time(v_hiring - interval '8 days')), 'contract_dpae_too_early');
  end if;
  if new.dpae_receipt_file is not null
     and (tg_op = 'INSERT' or new.dpae_receipt_file is distinct from old.dpae_receipt_file) then
    v_folder := format('%s/contracts/%s/dpae/', new.workspace_id, new.id);
    if left(new.dpae_receipt_file, length(v_folder)) <> v_folder
       or not exists (select 1 from storage.objects o where o.bucket_id = 'documents' and o.name = new.dpae_receipt_file) then
      perform private.fail('Le justificatif de la DPAE doit être déposé sur ce contrat', 'contract_dpae_receipt');
    end if;
  end if;
  new.dpae_recorded_by := auth.uid();
  new.dpae_recorded_at := now();
  return new;
end
$$;

create trigger contract_dpae_check before insert or update on public.contract
  for each row execute function private.check_contract_dpae();

-- ---------------------------------------------------------------------------------------
-- 4. The save path: records (or corrects) the DPAE of a contract as the caller, so the
-- contract's RLS and the trigger's rules apply; without a new receipt, the recorded one stays.
create or replace function public.record_contract_dpae(
  p_contract_id uuid,
  p_submitted_at timestamptz,
  p_reference text,
  p_receipt_path text default null
)
returns public.contract
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_row public.contract;
begin
  if not private.can('contract_dpae', 'update') then
    perform private.fail('Seuls les CSM enregistrent la DPAE d''un contrat', 'contract_dpae_right', '42501');
  end if;
  update public.contract c
  set dpae_submitted_at = p_submitted_at,
      dpae_reference = p_reference,
      dpae_receipt_file = coalesce(p_receipt_path, c.dpae_receipt_file)
  where c.id = p_contract_id
  returning c.* into v_row;
  if v_row.id is null then
    perform private.fail('Contrat introuvable', 'contract_not_found', 'P0002');
  end if;
  return v_row;
end
$$;

revoke all on function public.record_contract_dpae(uuid, timestamptz, text, text) from public, anon;
grant execute on function public.record_contract_dpae(uuid, timestamptz, text, text) to authenticated, service_role;
revoke all on function private.check_contract_dpae(), private.contract_hiring_at(date, text), private.paris_date_time(timestamptz)
  from public, anon;
grant execute on function private.contract_hiring_at(date, text), private.paris_date_time(timestamptz) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- 5. A DPAE receipt is readable by whoever reads its contract (the contract's RLS applies in
-- the subquery); the documents bucket's own policy only lets its uploader read it.
create policy "objects: contract readers can select DPAE receipts" on storage.objects
  for select to authenticated
  using (bucket_id = 'documents' and split_part(name, '/', 2) = 'contracts' and private.object_workspace_in_mine(name)
         and exists (select 1 from public.contract c where c.dpae_receipt_file = storage.objects.name));

-- ---------------------------------------------------------------------------------------
-- 6. The diff log of 20260108400000 without the DPAE's bookkeeping (the change's author is
-- its recorder).
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
    '{status,status_changed_at,review_comment,hourly_billing_rate,created_at,created_by,updated_at,updated_by,amendment_changes,dpae_recorded_by,dpae_recorded_at}');
  if jsonb_array_length(v_changes) > 0 then
    insert into public.contract_change (workspace_id, contract_id, changed_by, status, is_admin_edit, changes, amendment_id)
    values (new.workspace_id, new.id, auth.uid(), old.status, not private.is_system() and private.is_contract_admin(), v_changes,
            nullif(current_setting('renfort.applying_amendment', true), '')::uuid);
  end if;
  return null;
end
$$;

-- The rule of 20260109200000, its link on the contract page's DPAE block.
create or replace function private.action_rule_dpae_missing(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'dpae_missing', 'critical', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = c.talent_id)),
         c.start_date::timestamptz, format('/contracts/%s?section=dpae', c.id), c.owner_id
  from public.contract c
  where c.dpae_submitted_at is null and not c.is_amendment and c.contract_type <> 'independent_service'
    and c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
    and c.start_date <= current_date + 1
$$;
