-- Request rules of domain.md §4–§5 the first request migrations left out:
--   1. a work accident is declared to the CPAM only with the client's prior information
--      (cerfa 60-3741, CSS R412-2): the direct `reported → declared` move goes, and the
--      declaration needs the file whoever makes it;
--   2. the external CSM records the medical notice of a visit (`done → certificate_received`,
--      §4.4) without being able to read it back (medical data: insert only);
--   3. PPE: no second request for the same item type and talent within 6 months without a
--      reason (§4.6): an item is checked against the talent's earlier live requests;
--   4. a contract under reinforced medical surveillance (SIR) becomes active only with a
--      fit notice of the talent (§4.4);
--   5. one time-driven function, `public.run_time_based_transitions()`, for every move the
--      domain gives to SYS by date: contracts start and end, medical visits done after their
--      appointment, training sessions started and finished, monthly meal cards and the
--      independents' monthly invoices, advance payments deducted from an exported pay,
--      commercial conditions past their validity, plus the older expiry and cooptation jobs.

-- ---------------------------------------------------------------------------------------
-- 1. Work accident: no declaration without the client's prior information.
delete from public.status_transition
where entity = 'work_accident_request' and status_column = 'status' and from_status = 'reported' and to_status = 'declared';

create or replace function private.check_work_accident_prior_info()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Imports (seeds, migrations) are trusted as they are; every other declaration is checked,
  -- a developer's forced move included.
  if nullif(current_setting('renfort.actor', true), '') is null and private.is_system() then
    return new;
  end if;
  if new.status = 'declared' and (tg_op = 'INSERT' or old.status is distinct from 'declared')
     and coalesce(btrim(new.client_prior_info_file), '') = '' then
    perform private.fail('L''accident ne peut pas être déclaré sans l''information préalable du client (cerfa 60-3741)',
                         'work_accident_request_prior_info_required');
  end if;
  return new;
end
$$;

-- Named to run after the type's own `_validate` trigger (triggers fire in name order).
create trigger work_accident_request_validate_prior_info before insert or update on public.work_accident_request
  for each row execute function private.check_work_accident_prior_info();

-- ---------------------------------------------------------------------------------------
-- 2. The external CSM records the medical notice (insert only: never reads medical data).
update public.status_transition
set roles = roles || '{external_csm_team_member}'::public.app_role[],
    note = 'avis médical enregistré par le CSM ou le CSM externe (qui ne peut pas le relire)'
where entity = 'medical_checkup_request' and status_column = 'status' and from_status = 'done' and to_status = 'certificate_received'
  and not 'external_csm_team_member' = any (roles);

insert into public.role_permission (role, resource, action, scope, note)
values ('external_csm_team_member', 'medical_checkup_result', 'insert', 'all', 'enregistre l''avis reçu, sans pouvoir le relire');

-- ---------------------------------------------------------------------------------------
-- 3. PPE: the 6-month renewal rule, checked on each item.
alter table public.ppe_request add column renewal_reason text;
comment on column public.ppe_request.renewal_reason is 'Motif d''un renouvellement d''équipement à moins de 6 mois (perte, casse, usure)';

insert into public.legal_parameter (key, value, unit, valid_from, valid_to, source, is_verified, note) values
  ('ppe_renewal_min_months', 6, 'months', '2020-01-01', null, 'politique interne', true, 'en deçà : motif du renouvellement obligatoire');

insert into public.enum_label (enum_name, value, label, position) values
  ('request_field', 'renewal_reason', 'le motif du renouvellement', 60);

create or replace function private.check_ppe_request_item_renewal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_request public.ppe_request;
  v_months integer;
  v_previous timestamptz;
begin
  if private.is_system() or new.is_canceled then
    return new;
  end if;
  if tg_op = 'UPDATE' and (new.item_type, new.is_canceled) is not distinct from (old.item_type, old.is_canceled) then
    return new;
  end if;
  select r.* into v_request from public.ppe_request r where r.id = new.ppe_request_id;
  if coalesce(btrim(v_request.renewal_reason), '') <> '' then
    return new;
  end if;
  v_months := private.required_legal_value('ppe_renewal_min_months')::integer;
  select max(r.created_at) into v_previous
  from public.ppe_request_item i join public.ppe_request r on r.id = i.ppe_request_id
  where r.talent_id = v_request.talent_id and r.id <> v_request.id and i.item_type = new.item_type and not i.is_canceled
    and r.status not in ('rejected', 'canceled')
    and r.created_at < v_request.created_at and r.created_at > v_request.created_at - make_interval(months => v_months);
  if v_previous is not null then
    perform private.fail(format('« %s » a déjà été demandé pour ce talent le %s (moins de %s mois) : indiquez le motif du renouvellement',
                                private.enum_label('ppe_item', new.item_type::text),
                                private.fr_date((v_previous at time zone 'Europe/Paris')::date), v_months),
                         'ppe_request_item_renewal_reason');
  end if;
  return new;
end
$$;

create trigger ppe_request_item_renewal before insert or update on public.ppe_request_item
  for each row execute function private.check_ppe_request_item_renewal();

-- ---------------------------------------------------------------------------------------
-- 4. SIR: a contract under reinforced surveillance starts only with a fit notice.

-- True when the talent has a fit notice (fit, or fit with adjustments) of a SIR visit valid on the day.
create or replace function private.has_sir_aptitude(p_talent_id uuid, p_on date)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.medical_checkup_result res
    join public.medical_checkup_request v on v.id = res.medical_checkup_request_id
    where v.talent_id = p_talent_id and v.visit_type in ('sir_initial', 'sir_periodic')
      and res.result in ('fit', 'fit_with_adjustments')
      and res.issued_at <= p_on and (res.valid_until is null or res.valid_until >= p_on)
  )
$$;

create or replace function private.check_contract_sir_aptitude()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Imports are trusted; the time-driven activation (actor `system`) and everyone else are checked.
  if nullif(current_setting('renfort.actor', true), '') is null and private.is_system() then
    return new;
  end if;
  if new.status = 'active' and (tg_op = 'INSERT' or old.status is distinct from 'active')
     and new.medical_surveillance = 'sir' and not private.has_sir_aptitude(new.talent_id, greatest(new.start_date, current_date)) then
    perform private.fail('Ce contrat relève d''un suivi individuel renforcé (SIR) : il ne peut pas commencer sans un avis d''aptitude (apte ou apte avec aménagements) du talent',
                         'contract_sir_aptitude_required');
  end if;
  return new;
end
$$;

create trigger contract_sir_aptitude before insert or update of status on public.contract
  for each row execute function private.check_contract_sir_aptitude();

-- ---------------------------------------------------------------------------------------
-- 5. The time-driven function (cron, service role). Each group of moves runs row by row in
-- its own block: a row its rules refuse (no DPAE, no SIR aptitude…) stays where it is, is
-- counted as skipped, and the others move. Schedule it every 15 minutes, e.g. with pg_cron:
--   select cron.schedule('renfort-time-based', '*/15 * * * *', 'select public.run_time_based_transitions()');

-- Moves one row as the system; false (and nothing changed) when a rule refuses it.
create or replace function private.time_based_move(p_entity text, p_id uuid, p_status text, p_comment text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform set_config('renfort.actor', 'system', true);
  perform set_config('renfort.status_comment', p_comment, true);
  -- the comment reaches the history (and a request's status_comment) through the setting
  execute format('update public.%I set status = $1::%s where id = $2',
                 p_entity, (select format('public.%I', t.typname) from pg_catalog.pg_attribute a join pg_catalog.pg_type t on t.oid = a.atttypid
                            where a.attrelid = format('public.%I', p_entity)::regclass and a.attname = 'status'))
    using p_status, p_id;
  perform set_config('renfort.status_comment', '', true);
  return true;
exception when others then
  perform set_config('renfort.status_comment', '', true);
  return false;
end
$$;

-- Days worked (a meal inside the schedule) on signed or validated timesheets of a contract key in a month.
create or replace function private.days_worked_in_month(p_workspace_id uuid, p_contract_key text, p_month date, p_statuses public.timesheet_status[])
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(distinct d.date)::integer
  from public.timesheet_day d join public.timesheet_week w on w.id = d.timesheet_week_id
  where w.workspace_id = p_workspace_id and w.contract_key = p_contract_key and w.status = any (p_statuses)
    and d.worked_hours > 0 and d.date >= p_month and d.date < (p_month + interval '1 month')::date
$$;

create or replace function public.run_time_based_transitions()
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
begin
  -- Moves by date: entity, from, to, comment, and the rows due (a query returning ids).
  for v_move in
    select * from (values
      ('contract', 'signed', 'active', 'Début du contrat (automatique)',
       'select id from public.contract where status = ''signed'' and start_date <= current_date order by start_date, id'),
      ('contract', 'active', 'ended', 'Fin du contrat (automatique)',
       'select id from public.contract where status = ''active'' and definitive_end_date is null and end_date < current_date order by end_date, id'),
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
    select c.id, c.workspace_id, c.contract_key, c.meal_type, c.meal_card_value
    from public.contract c
    join public.workspace w on w.id = c.workspace_id and w.type = 'internal'
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
                        floor(v_cap * 10000 / v_row.meal_card_value) / 100);
        insert into public.meal_card_request (workspace_id, contract_id, benefit_type, period_month, eligible_days, face_value,
                                              employer_share_rate, provider, status, comment)
        values (v_row.workspace_id, v_row.id, 'meal_voucher', v_month, v_days, v_row.meal_card_value, v_rate, 'other', 'requested',
                'Créée automatiquement depuis les relevés signés du mois');
      else
        insert into public.meal_card_request (workspace_id, contract_id, benefit_type, period_month, eligible_days, allowance_kind,
                                              allowance_unit_amount, status, comment)
        values (v_row.workspace_id, v_row.id, 'meal_allowance', v_month, v_days, 'workplace',
                coalesce(v_row.meal_card_value, private.required_legal_value('meal_allowance_workplace', v_month)), 'requested',
                'Créée automatiquement depuis les relevés signés du mois');
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
      insert into public.independent_monthly_invoice (workspace_id, talent_id, contract_id, contract_key, month, lines, amount, status, comment)
      values (v_row.workspace_id, v_row.talent_id, v_row.id, v_row.contract_key, v_month, v_lines, round(v_hours * v_row.hourly_wage, 2), 'draft',
              'Brouillon créé automatiquement depuis les relevés validés du mois');
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
    'timesheet_week:signature_expired', public.expire_timesheet_signature_links(),
    'document:expiry', public.refresh_document_statuses(),
    'company_insurance_request:expired', public.expire_company_insurance_requests());
  perform set_config('renfort.actor', '', true);
  return v_counts;
end
$$;

revoke all on function public.run_time_based_transitions() from public, anon, authenticated;
grant execute on function public.run_time_based_transitions() to service_role;

revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
revoke all on function private.install_request_table(text), private.install_request_workspace_table(text),
  private.index_foreign_keys(text), private.derive_notify_roles(text), private.refresh_request_action_item_view() from authenticated, service_role;
revoke all on function private.time_based_move(text, uuid, text, text) from authenticated;
