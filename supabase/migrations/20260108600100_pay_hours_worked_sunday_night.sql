-- The pay line's night, Sunday and public-holiday hours are the hours worked then (from the
-- validated timesheet days of the period, every contract of the talent), not only the hours
-- that carry a majoration: since 20260108600000 a client's agreement may set a 0 % majoration
-- (national bâtiment agreements on Sundays), and the pay screen's « Heures du dimanche » must
-- still show the Sundays worked. public.compute_pay_tracking is otherwise unchanged.

-- Hours worked at night, on Sundays (not public holidays) and on public holidays in a talent's
-- validated weeks whose Monday lies between two dates (pay_lines' weeks).
create or replace function private.pay_special_hours(p_workspace_id uuid, p_talent_id uuid, p_from date, p_to date)
returns table (night numeric, sunday numeric, holiday numeric)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(d.night_hours), 0),
         coalesce(sum(d.worked_hours) filter (where extract(isodow from d.date) = 7 and not private.is_french_public_holiday(d.date)), 0),
         coalesce(sum(d.worked_hours) filter (where private.is_french_public_holiday(d.date)), 0)
  from public.timesheet_week w
  join public.contract c on c.id = w.contract_id
  join public.timesheet_day d on d.timesheet_week_id = w.id
  where w.workspace_id = p_workspace_id and w.talent_id = p_talent_id
    and w.status in ('validated', 'exported', 'invoiced')
    and w.week_start between p_from and p_to
    and c.contract_type <> 'independent_service' and c.hourly_wage is not null
$$;
revoke all on function private.pay_special_hours(uuid, uuid, date, date) from public;
grant execute on function private.pay_special_hours(uuid, uuid, date, date) to authenticated, service_role;

-- Recomputes one pay line from its talent's validated timesheets: its elements (replaced)
-- and its totals. IFM and ICCP on the mission's last pay (the period holding the week of its
-- end), on the whole mission's gross; the advances paid for the period's months deducted.
-- Refused once exported (regularization reopens it). Accounting, developers or the system.
create or replace function public.compute_pay_tracking(p_pay_tracking_id uuid)
returns public.pay_tracking
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pay public.pay_tracking;
  v_key record;
  v_base numeric;
  v_ifm numeric;
  v_weeks uuid[];
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  select p.* into v_pay from public.pay_tracking p where p.id = p_pay_tracking_id;
  if v_pay.id is null or not (private.is_system() or v_pay.workspace_id = any (private.current_workspace_ids())) then
    perform private.fail('Paie introuvable', 'pay_tracking_not_found', '42501');
  end if;
  if not (private.is_system() or v_previous_actor = 'system' or private.has_any_role('{accounting_team_member,team_member_developer}')) then
    perform private.fail('Seule la comptabilité peut calculer la paie', 'pay_tracking_compute_role', '42501');
  end if;
  if v_pay.status in ('exported', 'paid') and not private.is_system() then
    perform private.fail('La paie de cette période est exportée : elle n''est plus modifiable (passez-la en régularisation pour la corriger)',
                         'pay_tracking_exported_locked');
  end if;

  perform set_config('renfort.actor', 'system', true);
  delete from public.pay_element e where e.pay_tracking_id = v_pay.id;
  insert into public.pay_element (workspace_id, pay_tracking_id, position, contract_key, code, label, category, quantity, rate, amount,
                                  timesheet_week_ids, timesheet_day_ids)
  select v_pay.workspace_id, v_pay.id, l.sort, l.contract_key, l.code, l.label, l.category, l.quantity, l.rate, l.amount,
         l.timesheet_week_ids, l.timesheet_day_ids
  from private.pay_lines(v_pay.workspace_id, v_pay.talent_id, v_pay.period_start, v_pay.period_end) l;

  -- IFM and ICCP of each mission whose end falls in a week of this period.
  for v_key in
    select c.*, coalesce(c.definitive_end_date, c.end_date) as last_day
    from public.contract c
    where c.workspace_id = v_pay.workspace_id and c.talent_id = v_pay.talent_id and not c.is_amendment
      and c.contract_type <> 'independent_service' and c.status <> 'canceled'
      and coalesce(c.definitive_end_date, c.end_date) is not null
      and (coalesce(c.definitive_end_date, c.end_date) - (extract(isodow from coalesce(c.definitive_end_date, c.end_date))::integer - 1))
          between v_pay.period_start and v_pay.period_end
    order by c.contract_key
  loop
    select coalesce(sum(l.amount) filter (where private.pay_is_gross(l.category)), 0),
           coalesce((select array_agg(distinct w) from private.pay_lines(v_pay.workspace_id, v_pay.talent_id, '-infinity', v_pay.period_end, array[v_key.contract_key]) l2,
                     unnest(l2.timesheet_week_ids) w), '{}')
      into v_base, v_weeks
    from private.pay_lines(v_pay.workspace_id, v_pay.talent_id, '-infinity', v_pay.period_end, array[v_key.contract_key]) l;
    continue when v_base <= 0 or v_key.contract_type <> 'mission';
    v_ifm := 0;
    if private.pay_ifm_due((select c from public.contract c where c.id = v_key.id)) then
      v_ifm := round(v_base * private.pay_parameter('ifm_rate', v_key.last_day) / 100, 2);
      insert into public.pay_element (workspace_id, pay_tracking_id, position, contract_key, code, label, category, quantity, rate, amount, timesheet_week_ids)
      values (v_pay.workspace_id, v_pay.id, 50, v_key.contract_key, 'IFM', 'Indemnité de fin de mission', 'ifm', v_base,
              private.pay_parameter('ifm_rate', v_key.last_day) / 100, v_ifm, v_weeks);
    end if;
    insert into public.pay_element (workspace_id, pay_tracking_id, position, contract_key, code, label, category, quantity, rate, amount, timesheet_week_ids)
    values (v_pay.workspace_id, v_pay.id, 51, v_key.contract_key, 'ICCP', 'Indemnité compensatrice de congés payés', 'iccp', v_base + v_ifm,
            private.pay_parameter('iccp_rate', v_key.last_day) / 100,
            round((v_base + v_ifm) * private.pay_parameter('iccp_rate', v_key.last_day) / 100, 2), v_weeks);
  end loop;

  -- Advances paid for the months of the period (and not deducted by another pay).
  insert into public.pay_element (workspace_id, pay_tracking_id, position, code, label, category, quantity, amount, advance_payment_request_ids)
  select v_pay.workspace_id, v_pay.id, 81, 'ACOMPTE', 'Acomptes versés', 'deduction', count(*), sum(coalesce(a.approved_amount, a.requested_amount)),
         array_agg(a.id order by a.paid_at, a.id)
  from public.advance_payment_request a
  where a.workspace_id = v_pay.workspace_id and a.talent_id = v_pay.talent_id and a.status in ('paid', 'deducted')
    and a.period_month between date_trunc('month', v_pay.period_start)::date and v_pay.period_end
    and (a.deducted_in_pay_tracking_id is null or a.deducted_in_pay_tracking_id = v_pay.id)
  having count(*) > 0;

  update public.pay_tracking p
  set hours_normal = t.hn, hours_ot25 = t.hs25, hours_ot50 = t.hs50, night_hours = h.night, sunday_hours = h.sunday, holiday_hours = h.holiday,
      gross_base = t.base, gross_overtime = t.overtime, majorations_amount = t.majorations, bonuses_subject = t.bonuses,
      allowances_not_subject = t.allowances, ifm_amount = t.ifm, iccp_amount = t.iccp,
      gross_total = t.base + t.overtime + t.majorations + t.bonuses + t.ifm + t.iccp,
      advances_deducted = t.advances, meal_voucher_employee_share = t.vouchers,
      contract_keys = coalesce(k.keys, '{}'), company_ids = coalesce(k.companies, '{}'), owner_ids = coalesce(k.owners, '{}'),
      computed_at = now()
  from (
    select coalesce(sum(e.quantity) filter (where e.code = 'HN'), 0) as hn,
           coalesce(sum(e.quantity) filter (where e.code = 'HS25'), 0) as hs25,
           coalesce(sum(e.quantity) filter (where e.code = 'HS50'), 0) as hs50,
           coalesce(sum(e.amount) filter (where e.category in ('hours', 'paid_absence')), 0) as base,
           coalesce(sum(e.amount) filter (where e.category = 'overtime'), 0) as overtime,
           coalesce(sum(e.amount) filter (where e.category = 'majoration'), 0) as majorations,
           coalesce(sum(e.amount) filter (where e.category = 'bonus_subject'), 0) as bonuses,
           coalesce(sum(e.amount) filter (where e.category = 'allowance'), 0) as allowances,
           coalesce(sum(e.amount) filter (where e.category = 'ifm'), 0) as ifm,
           coalesce(sum(e.amount) filter (where e.category = 'iccp'), 0) as iccp,
           coalesce(sum(e.amount) filter (where e.code = 'ACOMPTE'), 0) as advances,
           coalesce(sum(e.amount) filter (where e.code = 'TR_PART_SALARIALE'), 0) as vouchers
    from public.pay_element e where e.pay_tracking_id = v_pay.id
  ) t
  cross join private.pay_special_hours(v_pay.workspace_id, v_pay.talent_id, v_pay.period_start, v_pay.period_end) h
  left join lateral (
    select array_agg(distinct c.contract_key) as keys,
           array_agg(distinct c.company_id) filter (where c.company_id is not null) as companies,
           array_agg(distinct c.owner_id) filter (where c.owner_id is not null) as owners
    from public.contract c
    where c.workspace_id = v_pay.workspace_id and not c.is_amendment
      and c.contract_key in (select e.contract_key from public.pay_element e where e.pay_tracking_id = v_pay.id)
  ) k on true
  where p.id = v_pay.id
  returning p.* into v_pay;
  perform set_config('renfort.actor', v_previous_actor, true);
  return v_pay;
end
$$;
