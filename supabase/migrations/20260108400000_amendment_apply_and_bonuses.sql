-- A signed amendment is applied to its contract (domain.md §3.2, issue #17 item 7), and the
-- contract carries its bonuses (§3.1 "bonuses: as in the mission").
--
--   contract.version             0 = the initial terms, +1 per signed amendment (domain §3.1). On an
--                                amendment row: the version it produced (0 until it is signed).
--   contract.amendment_changes   on an amendment: [{field, old, new}] (domain §3.2 `changes`)
--                                against the contract's terms when the amendment was written (a
--                                changed field keeps its "old" side, so that two amendments in
--                                flight do not undo each other's changes), kept current while
--                                it is edited, frozen from its signature.
--   contract.bonuses             [{type, amount, unit, label?}] like mission.bonuses, taken from the
--                                mission when a contract is written without them (an amendment:
--                                from its contract).
--
-- When an amendment becomes `signed` (the e-signature's last signature, or the system), in the
-- same transaction: its changed terms (never the start date: an amendment's start date is its
-- effective date) are written to the initial contract (amendment_number 0), the contract's
-- version becomes the amendment's, the coefficient follows when the amendment changed it, the
-- edit is logged in contract_change like any other (with the amendment's id), and the
-- contract's rules run again (SMIC, 48 h, motif maximum…). Planned days follow: planned
-- entries after the new last day are canceled; a new schedule cancels the planned days from
-- the effective date, and the signed amendment's planning generation plans them again.
-- An amendment stops at `signed` (domain §3.2): the time moves never make it active or ended.

-- ---------------------------------------------------------------------------------------
alter table public.contract
  add column version integer not null default 0,
  add column amendment_changes jsonb not null default '[]',
  add column bonuses jsonb default '[]',
  add constraint contract_version_positive check (version >= 0),
  add constraint contract_amendment_changes_array check (jsonb_typeof(amendment_changes) = 'array'),
  add constraint contract_bonuses_array check (bonuses is not null and jsonb_typeof(bonuses) = 'array');
-- No default from now on: a contract written without bonuses takes its mission's (trigger
-- below). Never null (the check), but nullable for the API so that an insert may leave it out.
alter table public.contract alter column bonuses drop default;
comment on column public.contract.version is '0 = initial terms, +1 per signed amendment; on an amendment: the version it produced (domain.md §3.1)';
comment on column public.contract.amendment_changes is '[{field, old, new}] of an amendment (domain.md §3.2)';
comment on column public.contract.bonuses is '[{type, amount, unit, label?}] as in the mission (domain.md §3.1)';

alter table public.contract_change add column amendment_id uuid references public.contract (id) on delete set null;
create index contract_change_amendment_id_idx on public.contract_change (amendment_id);
comment on column public.contract_change.amendment_id is 'the signed amendment whose changes this line applied';

-- The terms an amendment may change (not the parties, the motif — rule 8 — nor the start date).
create or replace function private.amendment_term_fields()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['end_date', 'is_precise_term', 'minimum_duration_days', 'hourly_wage', 'reference_hourly_wage', 'bonuses',
               'working_days', 'working_hours', 'schedule', 'job_id', 'job_name', 'qualification_level', 'employee_status',
               'address_id', 'meal_type', 'meal_card_value', 'ppe_by_agency', 'ppe_by_client', 'is_risky_position', 'job_risks',
               'risks_description', 'reinforced_safety_training', 'medical_surveillance', 'contract_reason_justification',
               'replaced_employee', 'timesheet_period', 'timesheet_signer_contact_id', 'timesheet_requires_client_signature',
               'timesheet_auto_send']
$$;

create or replace function private.contract_terms(p_row jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
  from jsonb_each(p_row) e where e.key = any (private.amendment_term_fields())
$$;

-- While an amendment is applied, its contract's frozen terms and coefficient may change (the
-- apply runs inside the last signer's transaction, who is no system role).
create or replace function private.contract_terms_locked(p_status public.contract_status)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_status in ('signed', 'active', 'ended', 'terminated_early', 'canceled')
         and coalesce(current_setting('renfort.applying_amendment', true), '') = ''
$$;

-- ---------------------------------------------------------------------------------------
-- Bonuses: taken from the mission when not given; the same shape as the mission's.
-- Amendments: their base and diff; the version they produce when they become signed.
create or replace function private.prepare_contract_amendment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_bonus jsonb;
  v_initial public.contract;
  v_base jsonb;
begin
  -- An amendment written without them keeps its contract's (the mission's may have changed since).
  if new.bonuses is null and new.is_amendment then
    new.bonuses := (select c.bonuses from public.contract c
                    where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key and not c.is_amendment);
  end if;
  if new.bonuses is null then
    new.bonuses := coalesce((select m.bonuses from public.mission m where m.id = new.mission_id), '[]'::jsonb);
  end if;
  if jsonb_typeof(new.bonuses) <> 'array' then
    perform private.fail('Les primes doivent être une liste', 'contract_bonuses');
  end if;
  for v_bonus in select * from jsonb_array_elements(new.bonuses) loop
    if jsonb_typeof(v_bonus) <> 'object'
       or coalesce(v_bonus ->> 'type', '') not in ('meal', 'travel', 'transport', 'tools', 'dirt', 'weather', 'team')
       or jsonb_typeof(v_bonus -> 'amount') <> 'number' or (v_bonus ->> 'amount')::numeric <= 0 then
      perform private.fail('Chaque prime doit avoir un type et un montant positif', 'contract_bonuses');
    end if;
  end loop;

  if not new.is_amendment then
    if tg_op = 'INSERT' then
      new.amendment_changes := '[]';
    end if;
    return new;
  end if;
  -- Once signed, an amendment's diff and version are history.
  if tg_op = 'UPDATE' and old.status in ('signed', 'canceled') then
    new.amendment_changes := old.amendment_changes;
    new.version := old.version;
    return new;
  end if;
  select c.* into v_initial from public.contract c
  where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key and not c.is_amendment;
  -- The base: at its writing, the contract's terms; then the amendment's previous values with
  -- the "old" side of the fields it already changed (never the contract's current terms, which
  -- another signed amendment may have changed since).
  if tg_op = 'INSERT' then
    v_base := private.contract_terms(to_jsonb(v_initial));
  else
    select private.contract_terms(to_jsonb(old)) || coalesce(jsonb_object_agg(ch ->> 'field', ch -> 'old'), '{}'::jsonb) into v_base
    from jsonb_array_elements(old.amendment_changes) ch;
  end if;
  new.amendment_changes := private.contract_diff(v_base, private.contract_terms(to_jsonb(new)), '{}');
  -- Rows written already signed (imports, the seed) are taken as they are: no version, no apply.
  if tg_op = 'UPDATE' and new.status = 'signed' then
    new.version := v_initial.version + 1;
  else
    new.version := 0;
  end if;
  return new;
end
$$;

-- Named to fire after contract_prepare (which completes the mission), before contract_rules_*.
create trigger contract_prepare_z_amendment before insert or update on public.contract
  for each row execute function private.prepare_contract_amendment();

-- ---------------------------------------------------------------------------------------
-- The pricing guards of 20260102000700, with the apply of a signed amendment treated as the
-- system's (the coefficient and its override were validated on the amendment).
create or replace function private.prepare_contract_pricing()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_contract public.contract;
  v_min numeric;
  v_max numeric;
  v_old_override text;
begin
  select c.* into v_contract from public.contract c where c.id = new.contract_id;
  new.workspace_id := coalesce(v_contract.workspace_id, new.workspace_id);
  if new.coefficient < 1 or new.coefficient > 5 then
    perform private.fail('Le coefficient doit être compris entre 1 et 5', 'contract_pricing_coefficient_bounds');
  end if;
  if not private.is_system() and coalesce(current_setting('renfort.applying_amendment', true), '') = '' then
    if private.contract_terms_locked(v_contract.status)
       and (tg_op = 'INSERT' or new.coefficient is distinct from old.coefficient) then
      perform private.fail('Le coefficient d''un contrat signé ne peut plus être modifié : créez un avenant', 'contract_pricing_locked');
    end if;
    if tg_op = 'UPDATE' then
      v_old_override := old.coefficient_override_reason;
    end if;
    if new.coefficient_override_reason is distinct from v_old_override then
      if not private.has_any_role('{accounting_team_member,team_member_developer}') then
        perform private.fail('Seule la comptabilité peut accorder une dérogation de coefficient', 'contract_pricing_override_right', '42501');
      end if;
      new.coefficient_override_by := case when new.coefficient_override_reason is null then null else auth.uid() end;
      new.coefficient_override_at := case when new.coefficient_override_reason is null then null else now() end;
    end if;
  end if;
  v_min := coalesce(private.legal_value('coefficient_min', v_contract.start_date), 1.5);
  v_max := coalesce(private.legal_value('coefficient_max', v_contract.start_date), 2.5);
  if (new.coefficient < v_min or new.coefficient > v_max) and coalesce(btrim(new.coefficient_override_reason), '') = '' then
    perform private.fail(format('Le coefficient (%s) doit être compris entre %s et %s ; au-delà, une dérogation de la comptabilité est nécessaire',
                                replace(new.coefficient::text, '.', ','), replace(v_min::text, '.', ','), replace(v_max::text, '.', ',')),
                         'contract_pricing_coefficient_range');
  end if;
  return new;
end
$$;

-- The diff log of 20260107100000, with the amendment being applied (if any). Not the
-- amendment's own bookkeeping columns.
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
    '{status,status_changed_at,review_comment,hourly_billing_rate,created_at,created_by,updated_at,updated_by,amendment_changes}');
  if jsonb_array_length(v_changes) > 0 then
    insert into public.contract_change (workspace_id, contract_id, changed_by, status, is_admin_edit, changes, amendment_id)
    values (new.workspace_id, new.id, auth.uid(), old.status, not private.is_system() and private.is_contract_admin(), v_changes,
            nullif(current_setting('renfort.applying_amendment', true), '')::uuid);
  end if;
  return null;
end
$$;

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
    insert into public.contract_change (workspace_id, contract_id, changed_by, status, is_admin_edit, is_sensitive, changes, amendment_id)
    values (new.workspace_id, new.contract_id, auth.uid(), coalesce(v_status, 'draft'),
            not private.is_system() and private.is_contract_admin(), true, v_changes,
            nullif(current_setting('renfort.applying_amendment', true), '')::uuid);
  end if;
  return null;
end
$$;

-- ---------------------------------------------------------------------------------------
-- The apply itself (AFTER UPDATE of an amendment that became signed).
create or replace function private.apply_signed_amendment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_initial public.contract;
  v_patch jsonb;
  v_next public.contract;
  v_coefficient public.contract_pricing;
  v_previous_flag text := coalesce(current_setting('renfort.applying_amendment', true), '');
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
  v_last date;
  v_from date;
begin
  if not new.is_amendment or new.status <> 'signed' or old.status = 'signed' then
    return null;
  end if;
  select c.* into v_initial from public.contract c
  where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key and not c.is_amendment
  for update;
  select coalesce(jsonb_object_agg(ch ->> 'field', ch -> 'new'), '{}'::jsonb) into v_patch
  from jsonb_array_elements(new.amendment_changes) ch;
  v_next := jsonb_populate_record(v_initial, v_patch);

  perform set_config('renfort.applying_amendment', new.id::text, true);
  perform set_config('renfort.actor', 'system', true);
  select p.* into v_coefficient from public.contract_pricing p where p.contract_id = new.id;
  if v_coefficient.contract_id is not null then
    update public.contract_pricing p
    set coefficient = v_coefficient.coefficient,
        coefficient_override_reason = v_coefficient.coefficient_override_reason,
        coefficient_override_by = v_coefficient.coefficient_override_by,
        coefficient_override_at = v_coefficient.coefficient_override_at
    where p.contract_id = v_initial.id
      and (p.coefficient, p.coefficient_override_reason) is distinct from (v_coefficient.coefficient, v_coefficient.coefficient_override_reason);
  end if;
  update public.contract c
  set end_date = v_next.end_date, is_precise_term = v_next.is_precise_term, minimum_duration_days = v_next.minimum_duration_days,
      hourly_wage = v_next.hourly_wage, reference_hourly_wage = v_next.reference_hourly_wage, bonuses = v_next.bonuses,
      working_days = v_next.working_days, working_hours = v_next.working_hours, schedule = v_next.schedule,
      job_id = v_next.job_id, job_name = v_next.job_name, qualification_level = v_next.qualification_level,
      employee_status = v_next.employee_status, address_id = v_next.address_id, meal_type = v_next.meal_type,
      meal_card_value = v_next.meal_card_value, ppe_by_agency = v_next.ppe_by_agency, ppe_by_client = v_next.ppe_by_client,
      is_risky_position = v_next.is_risky_position, job_risks = v_next.job_risks, risks_description = v_next.risks_description,
      reinforced_safety_training = v_next.reinforced_safety_training, medical_surveillance = v_next.medical_surveillance,
      contract_reason_justification = v_next.contract_reason_justification, replaced_employee = v_next.replaced_employee,
      timesheet_period = v_next.timesheet_period, timesheet_signer_contact_id = v_next.timesheet_signer_contact_id,
      timesheet_requires_client_signature = v_next.timesheet_requires_client_signature,
      timesheet_auto_send = v_next.timesheet_auto_send,
      version = new.version
  where c.id = v_initial.id;

  -- Planned days: none after the new last day; a new schedule plans again from the effective date.
  perform set_config('renfort.planning_generation', 'on', true);
  v_last := coalesce(v_next.definitive_end_date, v_next.end_date);
  if v_last is not null then
    update public.planning_entry e set status = 'canceled'
    where e.workspace_id = new.workspace_id and e.contract_key = new.contract_key and e.status = 'planned' and e.date > v_last;
  end if;
  if (v_next.schedule, v_next.working_days, v_next.working_hours)
     is distinct from (v_initial.schedule, v_initial.working_days, v_initial.working_hours) then
    v_from := greatest(new.start_date, current_date);
    update public.planning_entry e set status = 'canceled'
    where e.workspace_id = new.workspace_id and e.contract_key = new.contract_key and e.status = 'planned' and e.date >= v_from;
  end if;
  perform set_config('renfort.planning_generation', '', true);
  perform set_config('renfort.actor', v_previous_actor, true);
  perform set_config('renfort.applying_amendment', v_previous_flag, true);
  return null;
end
$$;

create trigger contract_apply_signed_amendment after update of status on public.contract
  for each row execute function private.apply_signed_amendment();

-- ---------------------------------------------------------------------------------------
-- The contract time moves of 20260107200200, amendments left out: an amendment ends at
-- `signed`, its terms living on in the contract it changed.
create or replace function private.run_contract_time_moves_at(p_now timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_counts jsonb := '{}';
  v_today date := (p_now at time zone 'Europe/Paris')::date;
  v_row record;
  v_moved integer;
  v_skipped integer;
  v_move record;
begin
  for v_move in
    select * from (values
      ('signed', 'active', 'Début du contrat (automatique)',
       'select id from public.contract where status = ''signed'' and not is_amendment and start_date <= $1 order by start_date, id'),
      ('active', 'ended', 'Fin du contrat (automatique, souplesse comprise)',
       'select id from public.contract c where status = ''active'' and not is_amendment and private.contract_last_day(c) < $1 order by end_date, id')
    ) as m (from_status, to_status, comment, due)
  loop
    v_moved := 0;
    v_skipped := 0;
    for v_row in execute v_move.due using v_today loop
      if private.time_based_move('contract', v_row.id, v_move.to_status, v_move.comment) then
        v_moved := v_moved + 1;
      else
        v_skipped := v_skipped + 1;
      end if;
    end loop;
    v_counts := v_counts || jsonb_build_object(format('contract:%s:%s', v_move.from_status, v_move.to_status),
                                               jsonb_build_object('moved', v_moved, 'skipped', v_skipped));
  end loop;
  return v_counts || private.run_contract_signature_moves(p_now);
end
$$;

revoke all on function private.amendment_term_fields(), private.contract_terms(jsonb), private.prepare_contract_amendment(),
  private.apply_signed_amendment(), private.run_contract_time_moves_at(timestamptz) from public, anon, authenticated;
grant execute on function private.run_contract_time_moves_at(timestamptz) to service_role;
grant execute on function private.amendment_term_fields(), private.contract_terms(jsonb) to authenticated, service_role;
