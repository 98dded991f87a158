-- public.contract_preview(p_contract jsonb): what the contract form shows as one types, without
-- saving. p_contract holds columns of public.contract (as the form would save them; "id" of a
-- contract being edited overlays the stored row) and optionally "coefficient". The function,
-- as the caller (row-level security applies), tries the save inside a savepoint that it always
-- rolls back, so the warnings and the first blocking error are exactly the database's; it adds
-- the computed values and the problems of the other independent rules. Returns jsonb:
--   trial_period_days, trial_period_max_days, trial_period_end_date  (working days, L1251-14)
--   worked_days, flexibility_days, flexibility_max_advance_days, latest_end_with_flexibility (L1251-30)
--   smic_hourly, hourly_billing_rate, coefficient, break_even_coefficient
--   duration {start_date, end_date, days, max_months, max_end_date, within_max}  (renewals included, L1251-12-1)
--   carence {days, next_start_date}  (a next contract on the post, L1251-36; exemptions aside)
--   warnings [{code, message, details}]  (public.contract_warnings of the row as it would be)
--   errors [{rule, message}]  (blocking now: the save's first error, then the other rules')
--   errors_at_validation [{rule, message}]  (documents, SIR, coefficient floor: blocking from `validated`)
create or replace function public.contract_preview(p_contract jsonb)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_input jsonb := coalesce(p_contract, '{}'::jsonb) - 'coefficient';
  v_id uuid := nullif(p_contract ->> 'id', '')::uuid;
  v_stored public.contract;
  v_row public.contract;
  v_saved public.contract;
  v_cols text;
  v_coefficient numeric := nullif(p_contract ->> 'coefficient', '')::numeric;
  v_errors jsonb := '[]';
  v_at_validation jsonb := '[]';
  v_warnings jsonb := '[]';
  v_message text;
  v_rule text;
  v_last date;
  v_initial public.contract;
  v_trial_max integer;
  v_trial integer;
  v_trial_end date;
  v_worked integer;
  v_flex integer;
  v_span_start date;
  v_span_end date;
  v_rule_row public.contract_reason_rule;
  v_max_end date;
  v_problem text;
begin
  if v_id is not null then
    select c.* into v_stored from public.contract c where c.id = v_id;
    if v_stored.id is null then
      perform private.fail('Cet enregistrement n''existe pas ou n''est pas visible avec vos droits', null, 'P0002');
    end if;
    v_row := jsonb_populate_record(v_stored, v_input);
    v_coefficient := coalesce(v_coefficient, (select p.coefficient from public.contract_pricing p where p.contract_id = v_id));
  else
    v_row := jsonb_populate_record(null::public.contract, v_input);
    v_row.working_days := coalesce(v_row.working_days, '{1,2,3,4,5}');
    v_row.working_hours := coalesce(v_row.working_hours, 35);
    v_row.contract_type := coalesce(v_row.contract_type, 'mission');
    v_row.is_precise_term := coalesce(v_row.is_precise_term, true);
    v_row.status := coalesce(v_row.status, 'draft');
  end if;

  -- The save, rolled back: its first blocking error, the billing rate and the warnings.
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into v_cols
  from pg_catalog.pg_attribute a
  where a.attrelid = 'public.contract'::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    and a.attname <> 'id' and v_input ? a.attname;
  begin
    if v_id is not null then
      if v_cols is not null then
        execute format('update public.contract set (%s) = (select %s from jsonb_populate_record(null::public.contract, $1)) where id = $2 returning *',
                       v_cols, v_cols) using v_input, v_id into v_saved;
      else
        v_saved := v_stored;
      end if;
    else
      execute format('insert into public.contract (%s) select %s from jsonb_populate_record(null::public.contract, $1) returning *',
                     coalesce(v_cols, 'talent_id'), coalesce(v_cols, 'talent_id')) using v_input into v_saved;
    end if;
    if v_coefficient is not null and p_contract ? 'coefficient' then
      insert into public.contract_pricing (contract_id, workspace_id, coefficient) values (v_saved.id, v_saved.workspace_id, v_coefficient)
      on conflict (contract_id) do update set coefficient = excluded.coefficient;
    end if;
    select coalesce(jsonb_agg(to_jsonb(w)), '[]') into v_warnings from public.contract_warnings(v_saved.id) w;
    v_row.contract_key := v_saved.contract_key;
    v_row.workspace_id := v_saved.workspace_id;
    raise exception using errcode = 'P0R01', message = 'aperçu annulé';
  exception
    when sqlstate 'P0R01' then null;
    when others then
      get stacked diagnostics v_message = message_text, v_rule = constraint_name;
      v_errors := v_errors || jsonb_build_object('rule', nullif(v_rule, ''), 'message', v_message);
  end;

  -- Computed values.
  v_last := private.contract_last_day(v_row.start_date, v_row.end_date, null, v_row.minimum_duration_days);
  if v_row.is_amendment then
    select c.* into v_initial from public.contract c where c.contract_key = v_row.contract_key and not c.is_amendment
      and c.workspace_id = coalesce(v_row.workspace_id, c.workspace_id) limit 1;
    v_trial := v_initial.trial_period_days;
    v_trial_end := v_initial.trial_period_end_date;
  elsif v_row.start_date is not null and v_row.contract_type <> 'independent_service' then
    v_trial_max := private.trial_period_max_days(v_row.start_date, v_last);
    v_trial := coalesce(v_row.trial_period_days, v_trial_max);
    v_trial_end := private.nth_working_day(v_row.start_date, v_trial, v_row.working_days);
  end if;
  if v_row.start_date is not null and v_last is not null then
    v_worked := private.working_days_between(v_row.start_date, v_last, v_row.working_days);
    v_flex := private.flexibility_days(v_worked);
  end if;

  select least(min(c.start_date), v_row.start_date),
         greatest(max(private.contract_last_day(c.start_date, c.end_date, c.definitive_end_date, c.minimum_duration_days)), v_last)
    into v_span_start, v_span_end
  from public.contract c
  where v_row.contract_key is not null and c.contract_key = v_row.contract_key and c.id is distinct from v_id
    and c.status <> 'canceled' and c.workspace_id = coalesce(v_row.workspace_id, c.workspace_id);
  v_span_start := coalesce(v_span_start, v_row.start_date);
  v_span_end := coalesce(v_span_end, v_last);
  select r.* into v_rule_row from public.contract_reason_rule r where r.reason = v_row.contract_reason;
  if v_rule_row.max_months is not null and v_span_start is not null then
    v_max_end := (v_span_start + make_interval(months => v_rule_row.max_months))::date - 1;
  end if;

  -- The other rules, each on its own (the save stops at its first error).
  if v_row.start_date is not null and v_row.talent_id is not null and v_row.status <> 'canceled' then
    v_problem := private.talent_planned_hours_problem(v_row);
    if v_problem is not null then
      v_errors := v_errors || jsonb_build_object('rule', 'contract_talent_hours', 'message', v_problem);
    end if;
    v_problem := private.contract_row_document_problem(v_row);
    if v_problem is not null then
      v_at_validation := v_at_validation || jsonb_build_object('rule', 'contract_documents', 'message', v_problem);
    end if;
  end if;
  v_problem := private.coefficient_floor_problem(v_coefficient, v_row.hourly_wage, v_row.start_date);
  if v_problem is not null then
    v_at_validation := v_at_validation || jsonb_build_object('rule', 'contract_pricing_break_even', 'message', v_problem);
  end if;
  if v_row.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active') then
    v_errors := v_errors || v_at_validation;
  end if;
  select coalesce(jsonb_agg(e order by n), '[]') into v_errors
  from (select distinct on (e ->> 'message') e, n from jsonb_array_elements(v_errors) with ordinality as x (e, n) order by e ->> 'message', n) d;

  return jsonb_build_object(
    'trial_period_days', v_trial,
    'trial_period_max_days', v_trial_max,
    'trial_period_end_date', v_trial_end,
    'worked_days', v_worked,
    'flexibility_days', v_flex,
    'flexibility_max_advance_days', least(v_flex, 10),
    'latest_end_with_flexibility', case when v_flex is not null then private.nth_working_day(v_last + 1, v_flex, v_row.working_days) end,
    'smic_hourly', private.legal_value('smic_hourly_gross', v_row.start_date),
    'coefficient', v_coefficient,
    'hourly_billing_rate', case when v_coefficient is not null and v_row.hourly_wage is not null then round(v_row.hourly_wage * v_coefficient, 2) end,
    'break_even_coefficient', private.break_even_coefficient(v_row.hourly_wage, v_row.start_date),
    'duration', jsonb_build_object('start_date', v_span_start, 'end_date', v_span_end, 'days', v_span_end - v_span_start + 1,
                                   'max_months', v_rule_row.max_months, 'max_end_date', v_max_end,
                                   'within_max', case when v_max_end is not null then v_span_end <= v_max_end end),
    'carence', case when v_span_end is not null then jsonb_build_object(
                 'days', private.carence_days(v_span_end - v_span_start + 1),
                 'next_start_date', private.carence_first_allowed_day(v_span_end, private.carence_days(v_span_end - v_span_start + 1), v_row.working_days)) end,
    'warnings', v_warnings,
    'errors', v_errors,
    'errors_at_validation', v_at_validation
  );
end
$$;

revoke all on function public.contract_preview(jsonb) from public, anon;
grant execute on function public.contract_preview(jsonb) to authenticated, service_role;
