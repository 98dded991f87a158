-- The order's coefficient is a sensitive value (domain.md §0.1: only accounting, CSMs,
-- consultants and developers read coefficients; external CSMs and marketing never do). On the
-- mission row every mission reader saw it, so it moves into mission_pricing (1:1, like the
-- contract's contract_pricing), read and written under the same matrix entry
-- ('contract_pricing': ACC CONS CSM DEV). The billing rate stays on the mission (external CSMs
-- may see it) and is kept from the pricing row.

create table public.mission_pricing (
  mission_id uuid primary key references public.mission (id) on delete cascade,
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  coefficient numeric(5, 3) not null,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint mission_pricing_coefficient_bounds check (coefficient between 1 and 5)
);
create index mission_pricing_workspace_id_idx on public.mission_pricing (workspace_id);
create index mission_pricing_created_by_idx on public.mission_pricing (created_by);
create index mission_pricing_updated_by_idx on public.mission_pricing (updated_by);

insert into public.mission_pricing (mission_id, workspace_id, coefficient)
select m.id, m.workspace_id, m.coefficient from public.mission m where m.coefficient is not null;

alter table public.mission_pricing enable row level security;
create policy "mission_pricing: matrix roles can select workspace rows" on public.mission_pricing
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('contract_pricing', 'select')));
create policy "mission_pricing: matrix roles can insert workspace rows" on public.mission_pricing
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('contract_pricing', 'insert')));
create policy "mission_pricing: matrix roles can update workspace rows" on public.mission_pricing
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('contract_pricing', 'update')))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('contract_pricing', 'update')));
create policy "mission_pricing: matrix roles can delete workspace rows" on public.mission_pricing
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('contract_pricing', 'delete')));
revoke all on public.mission_pricing from anon;

-- The band, whoever writes (the mission's own check moves here), and the mission's workspace.
create or replace function private.prepare_mission_pricing()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_mission public.mission;
  v_min numeric;
  v_max numeric;
begin
  select m.* into v_mission from public.mission m where m.id = new.mission_id;
  new.workspace_id := v_mission.workspace_id;
  if tg_op = 'INSERT' or new.coefficient is distinct from old.coefficient then
    v_min := coalesce(private.legal_value('coefficient_min', coalesce(v_mission.start_date, current_date)), 1.5);
    v_max := coalesce(private.legal_value('coefficient_max', coalesce(v_mission.start_date, current_date)), 2.5);
    if new.coefficient < v_min or new.coefficient > v_max then
      perform private.fail(format('Le coefficient (%s) doit être compris entre %s et %s ; au-delà, une dérogation de la comptabilité est nécessaire',
                                  private.fr_number(new.coefficient), private.fr_number(v_min), private.fr_number(v_max)),
                           'mission_coefficient_range');
    end if;
  end if;
  return new;
end
$$;

-- The mission's billing rate follows its pricing row (security definer: the writer may not
-- be allowed to update the mission row itself, the rate is derived).
create or replace function private.refresh_mission_billing_rate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.mission m
  set hourly_billing_rate = case when tg_op = 'DELETE' then null else round(m.hourly_wage * new.coefficient, 2) end
  where m.id = case when tg_op = 'DELETE' then old.mission_id else new.mission_id end;
  return null;
end
$$;

create trigger mission_pricing_prepare before insert or update on public.mission_pricing
  for each row execute function private.prepare_mission_pricing();
create trigger mission_pricing_audit before insert or update on public.mission_pricing
  for each row execute function private.set_audit_fields();
create trigger mission_pricing_billing_rate after insert or update of coefficient or delete on public.mission_pricing
  for each row execute function private.refresh_mission_billing_rate();

-- The mission's own check without the coefficient; the billing rate from the pricing row when
-- the pay changes.
create or replace function private.check_mission_terms()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rule public.contract_reason_rule;
  v_last date;
  v_bonus jsonb;
begin
  if not new.is_precise_term then
    if new.contract_reason is not null and not coalesce((select r.imprecise_term_allowed from public.contract_reason_rule r
                                                         where r.reason = new.contract_reason), false) then
      perform private.fail('Un terme imprécis n''est possible que pour un remplacement, un emploi saisonnier ou d''usage, ou l''attente d''un CDI', 'mission_imprecise_term');
    end if;
    if new.minimum_duration_days is null then
      perform private.fail('La durée minimale est obligatoire pour une mission à terme imprécis', 'mission_minimum_duration');
    end if;
  end if;

  -- The projected duration within the motif's maximum (L1251-12-1), renewals aside.
  if new.contract_reason is not null and new.start_date is not null then
    select r.* into v_rule from public.contract_reason_rule r where r.reason = new.contract_reason;
    v_last := coalesce(new.end_date, case when not new.is_precise_term then new.start_date + new.minimum_duration_days end);
    if v_rule.max_months is not null and v_rule.is_blocking and v_last is not null
       and v_last >= (new.start_date + make_interval(months => v_rule.max_months))::date then
      perform private.fail(format('La durée prévue de la mission dépasse le maximum de %s mois pour le motif « %s » (L1251-12-1)',
                                  v_rule.max_months, private.enum_label('contract_reason', new.contract_reason::text)), 'mission_max_duration');
    end if;
  end if;

  if new.hourly_wage is not null and new.reference_hourly_wage is not null and new.hourly_wage < new.reference_hourly_wage then
    perform private.fail(format('Le salaire horaire (%s €) est inférieur à la rémunération d''un salarié permanent équivalent (%s €, L1251-18)',
                                private.fr_number(new.hourly_wage), private.fr_number(new.reference_hourly_wage)),
                         'mission_reference_wage');
  end if;

  for v_bonus in select * from jsonb_array_elements(new.bonuses) loop
    if jsonb_typeof(v_bonus) <> 'object'
       or coalesce(v_bonus ->> 'type', '') not in ('meal', 'travel', 'transport', 'tools', 'dirt', 'weather', 'team')
       or jsonb_typeof(v_bonus -> 'amount') <> 'number' or (v_bonus ->> 'amount')::numeric <= 0 then
      perform private.fail('Chaque prime doit avoir un type et un montant positif', 'mission_bonuses');
    end if;
  end loop;

  if tg_op = 'UPDATE' and new.hourly_wage is distinct from old.hourly_wage then
    new.hourly_billing_rate := (select round(new.hourly_wage * p.coefficient, 2) from public.mission_pricing p where p.mission_id = new.id);
  end if;
  return new;
end
$$;

alter table public.mission drop column coefficient;

-- save_mission takes the coefficient with the mission's values (the form's shape) and writes
-- it to mission_pricing as the caller: a role that may not write coefficients gets the
-- database's refusal if it sends one. An order needs its coefficient only from a caller who
-- may set it (marketing and external CSMs edit orders without ever seeing it).
create or replace function public.save_mission(p_values jsonb, p_id uuid default null, p_address jsonb default null)
returns public.mission
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_old public.mission;
  v_new public.mission;
  v_id uuid;
  v_row public.mission;
  v_values jsonb := coalesce(p_values, '{}'::jsonb) - 'coefficient';
  v_coefficient numeric := (p_values ->> 'coefficient')::numeric;
  v_has_coefficient boolean;
begin
  if p_id is not null then
    select m.* into v_old from public.mission m where m.id = p_id;
    if v_old.id is null then
      perform private.fail('Cet enregistrement n''existe pas ou n''est pas visible avec vos droits', null, 'P0002');
    end if;
  end if;
  v_has_coefficient := v_coefficient is not null
    or (p_id is not null and exists (select 1 from public.mission_pricing p where p.mission_id = p_id));
  -- the row as it will be: the stored values overlaid with the ones given
  v_new := jsonb_populate_record(v_old, v_values);
  if v_new.is_client_order is null then
    v_new.is_client_order := true;
  end if;
  if v_new.is_client_order then
    if v_new.contract_reason is null then
      perform private.fail('Le motif de recours est obligatoire pour une commande client', 'mission_reason_required');
    end if;
    if (v_new.contract_reason::text like 'replacement%' or v_new.contract_reason = 'activity_increase')
       and coalesce(btrim(v_new.contract_reason_justification), '') = '' then
      perform private.fail('La justification du motif est obligatoire (personne remplacée et sa qualification, ou raison de l''accroissement d''activité)',
                           'mission_reason_justification');
    end if;
    if v_new.start_date is null then
      perform private.fail('La date de début est obligatoire', 'mission_start_date_required');
    end if;
    if coalesce(v_new.is_precise_term, true) and v_new.end_date is null then
      perform private.fail('La date de fin est obligatoire pour une mission à terme précis', 'mission_end_date_required');
    end if;
    if v_new.hourly_wage is null then
      perform private.fail('Le salaire horaire est obligatoire pour une commande client', 'mission_hourly_wage_required');
    end if;
    if not v_has_coefficient and private.can('contract_pricing', 'insert') then
      perform private.fail('Le coefficient est obligatoire pour une commande client', 'mission_coefficient_required');
    end if;
    if (p_address is not null and (p_address = '{}'::jsonb or coalesce(btrim(p_address ->> 'city'), '') = ''))
       or (p_address is null and v_old.address_id is null) then
      perform private.fail('L''adresse du chantier est obligatoire pour une commande client', 'mission_worksite_required');
    end if;
    if not coalesce(v_new.striker_replacement_attested, false) then
      perform private.fail('Attestez que la mission ne remplace pas un salarié gréviste (L1251-10)', 'mission_striker_attestation');
    end if;
    if v_new.contract_reason = 'activity_increase' and not coalesce(v_new.economic_dismissal_attested, false) then
      perform private.fail('Attestez qu''aucun licenciement économique n''a touché ce poste dans les 6 derniers mois (L1251-9)',
                           'mission_economic_dismissal_attestation');
    end if;
  end if;
  v_id := private.write_row('public.mission', p_id,
    v_values || jsonb_build_object('address_id', private.write_address(v_old.address_id, p_address, 'worksite')));
  if v_coefficient is not null then
    insert into public.mission_pricing (mission_id, coefficient) values (v_id, v_coefficient)
    on conflict (mission_id) do update set coefficient = excluded.coefficient
      where public.mission_pricing.coefficient is distinct from excluded.coefficient;
  end if;
  select * into v_row from public.mission m where m.id = v_id;
  return v_row;
end
$$;

revoke all on function private.prepare_mission_pricing(), private.refresh_mission_billing_rate() from public, anon, authenticated;
