-- The requests the time-driven function creates start with sensible guessed values instead of
-- blanks or fixed placeholders (issue 20), taken from what the same contract, talent or client
-- used before:
--  * monthly meal cards: the voucher issuer, the card's last four digits and the face value of
--    the contract's (else the talent's, else the client's) latest voucher request, the meal kind
--    of the latest allowance (its legal amount when the contract sets none), and the person who
--    followed the contract's previous month;
--  * independents' monthly invoices: issued on the job's day with the VAT rate, self-billing,
--    billed entity, payment delay (capped at the legal 60 days, 30 when unknown) and follower of
--    the talent's previous invoice.
-- private.run_request_time_moves() is otherwise unchanged.

-- The values guessed for a contract's next meal-card request (one row, nulls when unknown).
create or replace function private.guess_meal_card_defaults(p_workspace_id uuid, p_contract_key text, p_talent_id uuid, p_company_id uuid)
returns table (provider public.meal_voucher_provider, card_last4 text, face_value numeric, allowance_kind public.meal_allowance_kind, assignee_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select
    (select r.provider from public.meal_card_request r
     where r.workspace_id = p_workspace_id and r.provider is not null and r.status not in ('rejected', 'canceled')
       and (r.contract_key = p_contract_key or r.talent_id = p_talent_id or r.company_id = p_company_id)
     order by (r.contract_key = p_contract_key) desc, (r.talent_id = p_talent_id) desc, r.period_month desc, r.created_at desc limit 1),
    (select r.card_last4 from public.meal_card_request r
     where r.workspace_id = p_workspace_id and r.talent_id = p_talent_id and r.card_last4 is not null
     order by r.period_month desc, r.created_at desc limit 1),
    (select r.face_value from public.meal_card_request r
     where r.workspace_id = p_workspace_id and r.face_value is not null and r.status not in ('rejected', 'canceled')
       and (r.contract_key = p_contract_key or r.company_id = p_company_id)
     order by (r.contract_key = p_contract_key) desc, r.period_month desc, r.created_at desc limit 1),
    (select r.allowance_kind from public.meal_card_request r
     where r.workspace_id = p_workspace_id and r.allowance_kind is not null and r.status not in ('rejected', 'canceled')
       and (r.contract_key = p_contract_key or r.company_id = p_company_id)
     order by (r.contract_key = p_contract_key) desc, r.period_month desc, r.created_at desc limit 1),
    (select r.assignee_id from public.meal_card_request r
     where r.workspace_id = p_workspace_id and r.contract_key = p_contract_key and r.assignee_id is not null
     order by r.period_month desc, r.created_at desc limit 1)
$$;

revoke all on function private.guess_meal_card_defaults(uuid, text, uuid, uuid) from public, anon, authenticated;

create or replace function private.run_request_time_moves()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_counts jsonb := '{}';
  v_row record;
  v_moved integer;
  v_skipped integer;
  v_month date := (date_trunc('month', current_date) - interval '1 month')::date;
  v_days integer;
  v_cap numeric;
  v_rate numeric;
  v_hours numeric;
  v_lines jsonb;
  v_move record;
  v_last record;
begin
  -- Moves by date: entity, from, to, comment, and the rows due (a query returning ids).
  for v_move in
    select * from (values
      ('medical_checkup_request', 'scheduled', 'done', 'Rendez-vous passé (automatique)',
       'select id from public.medical_checkup_request where status = ''scheduled'' and appointment_at <= now() order by appointment_at, id'),
      ('qualification_training_request', 'booked', 'in_progress', 'Début de la session (automatique)',
       'select id from public.qualification_training_request where status = ''booked'' and start_at <= now() order by start_at, id'),
      ('qualification_training_request', 'in_progress', 'completed', 'Fin de la session (automatique)',
       'select id from public.qualification_training_request where status = ''in_progress'' and end_at <= now() order by end_at, id'),
      ('independent_monthly_invoice', 'generated', 'pending_independent_validation', 'Envoyée à l''indépendant pour validation (automatique)',
       'select id from public.independent_monthly_invoice where status = ''generated'' order by month, id'),
      ('commercial_condition', 'signed', 'expired', 'Fin de validité (automatique)',
       'select id from public.commercial_condition where status = ''signed'' and valid_to < current_date order by valid_to, id')
    ) as m (entity, from_status, to_status, comment, due)
  loop
    v_moved := 0;
    v_skipped := 0;
    for v_row in execute v_move.due loop
      if private.time_based_move(v_move.entity, v_row.id, v_move.to_status, v_move.comment) then
        v_moved := v_moved + 1;
      else
        v_skipped := v_skipped + 1;
      end if;
    end loop;
    v_counts := v_counts || jsonb_build_object(format('%s:%s:%s', v_move.entity, v_move.from_status, v_move.to_status),
                                               jsonb_build_object('moved', v_moved, 'skipped', v_skipped));
  end loop;

  -- Monthly meal cards (domain.md §4.7, SYS "monthly from timesheets"): last month's request of
  -- every contract with meal vouchers or meal allowances and days worked on signed timesheets,
  -- unless one exists (whatever its status: a rejected month is not asked again).
  v_moved := 0;
  v_skipped := 0;
  for v_row in
    select c.id, c.workspace_id, c.contract_key, c.meal_type, c.talent_id, c.company_id,
           c.meal_card_value, g.face_value, g.provider, g.card_last4, g.allowance_kind, g.assignee_id
    from public.contract c
    join public.workspace w on w.id = c.workspace_id and w.type = 'internal'
    cross join lateral private.guess_meal_card_defaults(c.workspace_id, c.contract_key, c.talent_id, c.company_id) as g
    where not c.is_amendment and c.meal_type in ('meal_voucher', 'meal_allowance')
      and c.status in ('active', 'ended', 'terminated_early')
      and c.start_date < (v_month + interval '1 month')::date and coalesce(c.definitive_end_date, c.end_date, 'infinity') >= v_month
      and not exists (select 1 from public.meal_card_request r
                      where r.workspace_id = c.workspace_id and r.contract_key = c.contract_key and r.period_month = v_month)
    order by c.contract_key
  loop
    v_days := private.days_worked_in_month(v_row.workspace_id, v_row.contract_key, v_month, '{signed,validated,exported,invoiced}');
    continue when v_days = 0;
    begin
      perform set_config('renfort.actor', 'system', true);
      if v_row.meal_type = 'meal_voucher' then
        -- The employer share as high as the URSSAF range and exemption cap allow.
        v_cap := private.required_legal_value('meal_voucher_employer_max', v_month);
        v_rate := least(private.required_legal_value('meal_voucher_employer_share_max', v_month),
                        floor(v_cap * 10000 / coalesce(v_row.meal_card_value, v_row.face_value)) / 100);
        insert into public.meal_card_request (workspace_id, contract_id, benefit_type, period_month, eligible_days, face_value,
                                              employer_share_rate, provider, card_last4, assignee_id, status, comment)
        values (v_row.workspace_id, v_row.id, 'meal_voucher', v_month, v_days, coalesce(v_row.meal_card_value, v_row.face_value), v_rate,
                coalesce(v_row.provider, 'other'), v_row.card_last4, v_row.assignee_id, 'requested',
                'Créée automatiquement depuis les relevés signés du mois (émetteur, carte et valeur repris des demandes précédentes)');
      else
        insert into public.meal_card_request (workspace_id, contract_id, benefit_type, period_month, eligible_days, allowance_kind,
                                              allowance_unit_amount, assignee_id, status, comment)
        values (v_row.workspace_id, v_row.id, 'meal_allowance', v_month, v_days, coalesce(v_row.allowance_kind, 'workplace'),
                coalesce(v_row.meal_card_value, private.required_legal_value(
                  'meal_allowance_' || coalesce(v_row.allowance_kind, 'workplace')::text, v_month)),
                v_row.assignee_id, 'requested',
                'Créée automatiquement depuis les relevés signés du mois (type de repas repris des demandes précédentes)');
      end if;
      v_moved := v_moved + 1;
    exception when others then
      v_skipped := v_skipped + 1;
    end;
  end loop;
  v_counts := v_counts || jsonb_build_object('meal_card_request:monthly', jsonb_build_object('created', v_moved, 'skipped', v_skipped));

  -- Independents' monthly invoices (domain.md §5.2, SYS on the 1st): last month's draft of
  -- every independent or ported talent's contract from its validated timesheets.
  v_moved := 0;
  v_skipped := 0;
  for v_row in
    select c.id, c.workspace_id, c.contract_key, c.talent_id, c.hourly_wage, c.job_name
    from public.contract c
    join public.workspace w on w.id = c.workspace_id and w.type = 'internal'
    join public.talent t on t.id = c.talent_id and t.worker_type in ('independent', 'portage')
    where not c.is_amendment and c.hourly_wage > 0 and c.status in ('active', 'ended', 'terminated_early')
      and not exists (select 1 from public.independent_monthly_invoice i
                      where i.talent_id = c.talent_id and coalesce(i.contract_key, '') = c.contract_key and i.month = v_month and i.status <> 'canceled')
    order by c.contract_key
  loop
    select coalesce(sum(d.worked_hours), 0) into v_hours
    from public.timesheet_day d join public.timesheet_week tw on tw.id = d.timesheet_week_id
    where tw.workspace_id = v_row.workspace_id and tw.contract_key = v_row.contract_key and tw.status in ('validated', 'exported', 'invoiced')
      and d.date >= v_month and d.date < (v_month + interval '1 month')::date;
    continue when v_hours = 0;
    v_lines := jsonb_build_array(jsonb_build_object(
      'contract_key', v_row.contract_key, 'description', coalesce(v_row.job_name, 'Prestation') || ' — ' || to_char(v_month, 'MM/YYYY'),
      'quantity', v_hours, 'unit', 'hour', 'unit_price_ht', v_row.hourly_wage, 'amount_ht', round(v_hours * v_row.hourly_wage, 2)));
    begin
      perform set_config('renfort.actor', 'system', true);
      -- Issued on the job's day (the 1st), with what the talent's last invoice used: VAT rate
      -- (a franchise at 0 % stays), self-billing, billed entity, payment delay and follower.
      select i.vat_rate, i.self_billing, i.billed_entity, i.due_date - i.issue_date as delay, i.assignee_id into v_last
      from public.independent_monthly_invoice i
      where i.talent_id = v_row.talent_id and i.workspace_id = v_row.workspace_id and i.status <> 'canceled' and i.month < v_month
      order by i.month desc, i.created_at desc limit 1;
      insert into public.independent_monthly_invoice (workspace_id, talent_id, contract_id, contract_key, month, lines, amount,
                                                      vat_rate, self_billing, billed_entity, issue_date, due_date, assignee_id, status, comment)
      values (v_row.workspace_id, v_row.talent_id, v_row.id, v_row.contract_key, v_month, v_lines, round(v_hours * v_row.hourly_wage, 2),
              coalesce(v_last.vat_rate, 20), coalesce(v_last.self_billing, false), coalesce(v_last.billed_entity, 'Renfort'),
              current_date, current_date + coalesce(least(greatest(v_last.delay, 0), 60), 30), v_last.assignee_id, 'draft',
              'Brouillon créé automatiquement depuis les relevés validés du mois (TVA, autofacturation et délai repris de la facture précédente)');
      v_moved := v_moved + 1;
    exception when others then
      v_skipped := v_skipped + 1;
    end;
  end loop;
  v_counts := v_counts || jsonb_build_object('independent_monthly_invoice:monthly', jsonb_build_object('created', v_moved, 'skipped', v_skipped));

  -- Advance payments deducted once the talent's pay of their month is exported (domain.md §4.9).
  v_moved := 0;
  v_skipped := 0;
  for v_row in
    select a.id, (select p.id from public.pay_tracking p
                  where p.talent_id = a.talent_id and p.workspace_id = a.workspace_id and p.status in ('exported', 'paid')
                    and p.period_start < (a.period_month + interval '1 month')::date and p.period_end >= a.period_month
                  order by p.period_end desc, p.id limit 1) as pay_id
    from public.advance_payment_request a
    where a.status = 'paid'
    order by a.period_month, a.id
  loop
    continue when v_row.pay_id is null;
    begin
      perform set_config('renfort.actor', 'system', true);
      perform set_config('renfort.status_comment', 'Déduite de la paie exportée (automatique)', true);
      update public.advance_payment_request set status = 'deducted', deducted_in_pay_tracking_id = v_row.pay_id where id = v_row.id;
      perform set_config('renfort.status_comment', '', true);
      v_moved := v_moved + 1;
    exception when others then
      v_skipped := v_skipped + 1;
    end;
  end loop;
  v_counts := v_counts || jsonb_build_object('advance_payment_request:paid:deducted', jsonb_build_object('moved', v_moved, 'skipped', v_skipped));

  -- The jobs written before this function: expiries and the cooptations' follow-up.
  v_counts := v_counts || jsonb_build_object('cooptation:refresh', public.refresh_cooptations());
  v_counts := v_counts || jsonb_build_object(
    'document:expiry', public.refresh_document_statuses(),
    'company_insurance_request:expired', public.expire_company_insurance_requests());
  return v_counts;
end
$$;


revoke all on function private.run_request_time_moves() from public, anon, authenticated;
grant execute on function private.run_request_time_moves() to service_role;
