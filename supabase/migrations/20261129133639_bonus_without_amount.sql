-- A bonus without an amount is refused on a mission and on a contract (a missing amount let the check through).

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.check_mission_terms()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
    v_last := coalesce(new.end_date, case when not new.is_precise_term and new.minimum_duration_days is not null
                                          then private.contract_last_day(new.start_date, null, null, new.minimum_duration_days) end);
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
       -- coalesce: a bonus without an amount gives null here, which an « or » would let through
       or coalesce(jsonb_typeof(v_bonus -> 'amount'), '') <> 'number' or (v_bonus ->> 'amount')::numeric <= 0 then
      perform private.fail('Chaque prime doit avoir un type et un montant positif', 'mission_bonuses');
    end if;
  end loop;

  if tg_op = 'UPDATE' and new.hourly_wage is distinct from old.hourly_wage then
    new.hourly_billing_rate := (select round(new.hourly_wage * p.coefficient, 2) from public.mission_pricing p where p.mission_id = new.id);
  end if;
  return new;
end
$function$
;

CREATE OR REPLACE FUNCTION private.prepare_contract_amendment()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
       -- coalesce: a bonus without an amount gives null here, which an « or » would let through
       or coalesce(jsonb_typeof(v_bonus -> 'amount'), '') <> 'number' or (v_bonus ->> 'amount')::numeric <= 0 then
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
$function$
;
