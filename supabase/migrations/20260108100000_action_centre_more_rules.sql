-- Five more queues of the action centre (domain.md §7.2), built like the others
-- (20260107500000_action_centre.sql): a row in public.action_rule, a stable security-invoker
-- function private.action_rule_<rule>(p_owners) over the caller's visible rows, read by
-- public.action_centre() (which enumerates the rules: it is unchanged).
--   medical_required      SIR aptitude missing before the start (critical); VIP due in ≤ 15 days (warning)  CSM, XCSM
--   carence_conflict      an open order on a post still inside its délai de carence                     CONS (owner)
--   independent_invoices  independents' invoices to validate, payment requests to approve or schedule,
--                         invoices overdue with nothing asked, vigilance attestation older than 6 months    IND
--   credit_exposure       a client's exposure over its granted credit-insurance cover                       ACC
--   carte_btp_missing     a BTP worksite and a talent with no valid carte BTP                               XCSM

insert into public.action_rule (rule, roles, owner_roles, position) values
  ('medical_required', '{csm_team_member,external_csm_team_member}', '{}', 13),
  ('carence_conflict', '{}', '{consultant_team_member}', 14),
  ('independent_invoices', '{team_member_independent_administrator}', '{}', 15),
  ('credit_exposure', '{accounting_team_member}', '{}', 16),
  ('carte_btp_missing', '{external_csm_team_member}', '{}', 17);

-- ---------------------------------------------------------------------------------------
-- Helpers.

-- The medical follow-up of the talents of the caller's workspaces, as dates only: until when
-- a SIR aptitude (fit, or fit with adjustments) holds, and until when the follow-up holds (any
-- notice but unfit, up to its end of validity or its next visit). Security definer: external
-- CSMs may not read aptitude notices (medical data) yet must know whether a visit is needed;
-- no notice content leaves this function.
create or replace function private.medical_follow_up()
returns table (talent_id uuid, sir_fit_until date, follow_up_until date)
language sql
stable
security definer
set search_path = ''
as $$
  select v.talent_id,
         max(coalesce(res.valid_until, 'infinity'::date))
           filter (where v.visit_type in ('sir_initial', 'sir_periodic') and res.result in ('fit', 'fit_with_adjustments')),
         max(least(coalesce(res.valid_until, 'infinity'::date), coalesce(res.next_visit_due, 'infinity'::date)))
           filter (where res.result <> 'unfit')
  from public.medical_checkup_result res
  join public.medical_checkup_request v on v.id = res.medical_checkup_request_id
  where res.workspace_id = any ((select private.current_workspace_ids())::uuid[]) and res.issued_at <= current_date
  group by v.talent_id
$$;

-- A whole amount in euros, grouped by thousands the French way ("27 929").
create or replace function private.action_euros(p_amount numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select replace(to_char(round(p_amount), 'FM999,999,999,990'), ',', ' ')
$$;

-- ---------------------------------------------------------------------------------------
-- The rules. Each runs with JIT off: their plans over the large tables cost enough to trigger
-- it, and compiling took longer than the queries on the large seed (570 ms of compilation for
-- a 450 ms query).

-- Contracts whose medical follow-up is missing (the latest running version of each contract):
-- under SIR (L4624-2), no aptitude on the start (or today) for a contract starting within 15
-- days — critical, the contract cannot start; under VIP, the visit due within 15 days (3 months
-- after the start when no follow-up holds at the start, as the visit requests compute it, else
-- when the follow-up ends) while the contract still runs — warning. Cleared by a visit asked
-- (a request not canceled, not a no-show, not closed) or a notice recorded. Contracts that
-- started more than 120 days ago are not read (an initial VIP then overdue by a month or more
-- has left the queue): the rule reads a window of starts, not every running contract.
create or replace function private.action_rule_medical_required(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
set search_path = ''
set jit = off
as $$
  select 'medical_required', case when x.sir then 'critical' else 'warning' end, 'contract', x.id, x.workspace_id,
         concat_ws(' · ', x.contract_key, private.action_talent_name(t.first_name, t.last_name), case when x.sir then 'SIR' else 'VIP' end),
         x.due::timestamptz, format('/contracts/%s', x.id), x.owner_id
  from (
    select c.id, c.workspace_id, c.contract_key, c.talent_id, c.owner_id, c.medical_surveillance = 'sir' as sir,
           case when c.medical_surveillance = 'sir' then c.start_date
                when f.follow_up_until >= s.first_day then f.follow_up_until
                else (s.first_day + interval '3 months')::date end as due,
           coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 0)) as last_day,
           f.sir_fit_until, c.start_date
    from public.contract c
    cross join lateral (
      select case when c.is_amendment then coalesce((select min(o.start_date) from public.contract o
                                                     where o.workspace_id = c.workspace_id and o.contract_key = c.contract_key
                                                       and o.status <> 'canceled'), c.start_date)
                  else c.start_date end as first_day
    ) s
    left join private.medical_follow_up() f on f.talent_id = c.talent_id
    where c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
      and c.contract_type <> 'independent_service'
      and c.start_date between current_date - 120 and current_date + 15
      and (p_owners is null or c.owner_id = any (p_owners))
      and not exists (select 1 from public.contract a
                      where a.is_amendment and a.workspace_id = c.workspace_id and a.contract_key = c.contract_key and a.amendment_number > c.amendment_number
                        and a.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active'))
  ) x
  join public.talent t on t.id = x.talent_id
  where x.last_day >= current_date
    and case when x.sir then coalesce(x.sir_fit_until, '-infinity'::date) < greatest(x.start_date, current_date)
             else x.due <= current_date + 15 and x.due <= x.last_day end
    and not exists (select 1 from public.medical_checkup_request r
                    where r.talent_id = x.talent_id and r.status in ('to_schedule', 'requested', 'scheduled', 'done')
                      and (r.visit_type in ('sir_initial', 'sir_periodic')
                           or (not x.sir and r.visit_type in ('vip_initial', 'vip_periodic'))))
$$;

-- Open client orders starting within 30 days (or late by a week at most) on a post — the client, the job and the
-- workplace, as private.check_contract_carence compares them — whose start falls inside the
-- délai de carence of the last contract on that post (L1251-36), outside the exemptions of
-- L1251-37-1: the order's consultant must move its start or its reason before a contract can be
-- made. Contracts (renewals included) that ended more than 240 days ago are not read: their
-- délai (a third of at most 24 months, in opening days) is over. An order does not name the
-- employee it replaces: a replacement after a replacement is left to the contract's own check.
create or replace function private.action_rule_carence_conflict(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
set search_path = ''
set jit = off
as $$
  select 'carence_conflict', 'warning', 'mission', m.id, m.workspace_id,
         concat_ws(' · ', m.reference, m.job_name, format('délai de carence après %s : début possible le %s', p.contract_key, private.fr_date(p.first_day))),
         greatest(m.start_date, current_date)::timestamptz, format('/missions/%s', m.id), m.owner_id
  from public.mission m
  cross join lateral (
    select k.contract_key,
           private.carence_first_allowed_day(k.span_end, private.carence_days(k.span_end - k.span_start + 1), l.working_days) as first_day
    from (
      -- the contracts on the post that ended recently (the workplace compared last: it is the costly test)
      select distinct c.contract_key
      from public.contract c
      where c.workspace_id = m.workspace_id and c.company_id = m.company_id
        and (c.job_id = m.job_id or (c.job_id is null and m.job_id is null))
        and c.contract_type = 'mission' and c.status not in ('draft', 'canceled')
        and c.mission_id is distinct from m.id
        and coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 0)) between current_date - 240 and greatest(m.start_date, current_date)
        and case when c.address_id is not distinct from m.address_id then true
                 when c.address_id is null or m.address_id is null then false
                 else private.same_workplace(c.address_id, m.address_id) end
    ) r
    cross join lateral (
      select min(c.start_date) as span_start,
             max(coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 0))) as span_end,
             bool_or(c.definitive_end_initiator = 'talent' or c.renewal_refused_by_talent) as talent_ended,
             max(c.amendment_number) as last_number, r.contract_key
      from public.contract c
      where c.workspace_id = m.workspace_id and c.contract_key = r.contract_key and c.status not in ('draft', 'canceled')
    ) k
    join public.contract l on l.workspace_id = m.workspace_id and l.contract_key = k.contract_key and l.amendment_number = k.last_number
    where k.span_end < greatest(m.start_date, current_date)
      and not case when m.contract_reason is null then coalesce(k.talent_ended, false)
                   else coalesce(private.carence_exempt(l.contract_reason, l.replaced_employee, m.contract_reason, l.replaced_employee, k.talent_ended), true) end
    order by 2 desc
    limit 1
  ) p
  where m.is_client_order and m.status in ('draft', 'open', 'sourcing', 'presented', 'partially_filled')
    and m.company_id is not null and m.start_date between current_date - 7 and current_date + 30
    and (p_owners is null or m.owner_id = any (p_owners))
    and greatest(m.start_date, current_date) < p.first_day
$$;

-- The independents' administrator's to-do (domain §5.1–5.3): monthly invoices to validate
-- (generated, awaiting the independent's validation, or disputed), payment requests to
-- approve or schedule, invoices past their due date with nothing left asked, and independents
-- under a running contract whose URSSAF vigilance attestation is missing or older than 6
-- months (L8222-1, D8222-5).
create or replace function private.action_rule_independent_invoices(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
set search_path = ''
set jit = off
as $$
  select 'independent_invoices', 'warning', 'independent_monthly_invoice', i.id, i.workspace_id,
         concat_ws(' · ', private.action_talent_name(t.first_name, t.last_name), to_char(i.month, 'MM/YYYY'),
                   private.enum_label('independent_monthly_invoice_status', i.status::text)),
         coalesce(i.due_at, i.due_date::timestamptz, i.status_changed_at, i.created_at),
         format('/independent-payment-requests?tab=invoices&open=%s', i.id), i.assignee_id
  from public.independent_monthly_invoice i join public.talent t on t.id = i.talent_id
  where i.status in ('generated', 'pending_independent_validation', 'disputed')
     or (i.status in ('validated', 'booked', 'partially_paid') and i.due_date < current_date
         and not exists (select 1 from public.independent_payment_request p
                         where p.independent_monthly_invoice_id = i.id and p.status in ('requested', 'approved', 'scheduled')))
  union all
  select 'independent_invoices', 'warning', 'independent_payment_request', p.id, p.workspace_id,
         concat_ws(' · ', private.action_talent_name(t.first_name, t.last_name), private.action_euros(p.amount) || ' €',
                   private.enum_label('independent_payment_request_status', p.status::text)),
         coalesce(p.due_at, p.requested_payment_date::timestamptz), format('/independent-payment-requests/%s', p.id), p.assignee_id
  from public.independent_payment_request p join public.talent t on t.id = p.talent_id
  where p.status in ('requested', 'approved')
  union all
  select 'independent_invoices', 'warning', 'talent', t.id, t.workspace_id,
         concat_ws(' · ', private.action_talent_name(t.first_name, t.last_name),
                   case when v.issued is null then 'Attestation de vigilance URSSAF manquante'
                        else 'Attestation de vigilance URSSAF de plus de 6 mois' end),
         (v.issued + interval '6 months')::timestamptz, format('/talents/%s/documents', t.id), null::uuid
  from public.talent t
  left join lateral (
    select max(coalesce(d.issued_at, (d.created_at at time zone 'Europe/Paris')::date)) as issued
    from public.document d
    where d.talent_id = t.id and d.type = 'urssaf_vigilance' and d.status in ('valid', 'expiring_soon', 'pending_verification')
  ) v on true
  where t.worker_type in ('independent', 'portage')
    and exists (select 1 from public.contract c
                where c.talent_id = t.id and c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
                  and c.start_date <= current_date + 15
                  and coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 0)) >= current_date)
    and (v.issued is null or v.issued < current_date - interval '6 months')
$$;

-- Clients whose exposure exceeds the credit insurer's current cover (domain §5.5): exposure =
-- what is billed and not yet paid — standing in for unpaid invoices until a client ledger
-- exists, the weeks worked in the last 60 days (the longest payment term, C. com. L441-10) —
-- plus 4 weeks of projected billing of the contracts running today.
create or replace function private.action_rule_credit_exposure(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
set search_path = ''
set jit = off
as $$
  select 'credit_exposure', 'critical', 'company', co.id, co.workspace_id,
         format('%s · encours %s € pour %s € garantis', co.name, private.action_euros(e.exposure), private.action_euros(ci.granted)),
         null::timestamptz, format('/companies/%s', co.id), null::uuid
  from (
    select r.company_id, max(r.granted_amount) as granted
    from public.company_insurance_request r
    where r.type = 'credit_insurance' and r.status in ('granted', 'partially_granted') and r.granted_amount is not null
      and (r.valid_until is null or r.valid_until >= current_date)
    group by r.company_id
  ) ci
  join public.company co on co.id = ci.company_id
  cross join lateral (
    select coalesce((select sum(w.total_hours * c.hourly_billing_rate)
                     from public.timesheet_week w join public.contract c on c.id = w.contract_id
                     where w.company_id = co.id and w.week_start >= current_date - 60
                       and w.status in ('signed', 'validated', 'exported', 'invoiced')), 0)
         + coalesce((select sum(c.working_hours * c.hourly_billing_rate * 4)
                     from public.contract c
                     where c.company_id = co.id and c.status in ('signed', 'active') and c.start_date <= current_date
                       and coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 0)) >= current_date), 0)
           as exposure
  ) e
  where e.exposure > ci.granted
$$;

-- Contracts on a construction worksite (a client in NAF 41–43 or a construction sector, as in
-- public.contract_warnings) starting within 15 days or running (the latest running
-- version of each) whose talent has no carte BTP valid on the start (or today) and no card
-- request filed (R8291-1: every employee sent on a BTP worksite, temporary workers included).
-- Contracts that started more than 30 days ago are not read: the rule reads a window of starts.
create or replace function private.action_rule_carte_btp_missing(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
set search_path = ''
set jit = off
as $$
  select 'carte_btp_missing', 'warning', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key, private.action_talent_name(t.first_name, t.last_name), co.name),
         c.start_date::timestamptz, format('/talents/%s/documents', c.talent_id), c.owner_id
  from public.contract c
  join public.company co on co.id = c.company_id
  left join public.sector s on s.id = co.sector_id
  join public.talent t on t.id = c.talent_id
  where c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
    and c.contract_type <> 'independent_service'
    and c.start_date between current_date - 30 and current_date + 15
    and (p_owners is null or c.owner_id = any (p_owners))
    and coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 0)) >= current_date
    and (co.naf_code ~ '^4[1-3]\.'
         or s.code in ('tp_vrd', 'gros_oeuvre', 'second_oeuvre', 'genie_civil', 'renovation_rehabilitation'))
    and not exists (select 1 from public.contract a
                    where a.is_amendment and a.workspace_id = c.workspace_id and a.contract_key = c.contract_key and a.amendment_number > c.amendment_number
                      and a.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active'))
    and not exists (select 1 from public.document d
                    where d.talent_id = c.talent_id and d.type = 'carte_btp' and d.status in ('valid', 'expiring_soon')
                      and (d.expiry_date is null or d.expiry_date >= greatest(c.start_date, current_date)))
    and not exists (select 1 from public.professional_card_request r
                    where r.talent_id = c.talent_id and r.status in ('submitted', 'awaiting_payment', 'paid', 'card_received'))
$$;

-- ---------------------------------------------------------------------------------------
-- Indexes the rules read by: the contracts validated to running (by start), the independent
-- requests and invoices by status, the credit covers by type and status.
create index if not exists contract_running_start_idx on public.contract (start_date)
  where status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active');
create index if not exists contract_company_running_idx on public.contract (company_id)
  where status in ('signed', 'active');
create index if not exists independent_monthly_invoice_open_idx on public.independent_monthly_invoice (status)
  where status in ('generated', 'pending_independent_validation', 'disputed', 'validated', 'booked', 'partially_paid');
create index if not exists independent_payment_request_open_idx on public.independent_payment_request (status)
  where status in ('requested', 'approved', 'scheduled');
create index if not exists company_insurance_request_cover_idx on public.company_insurance_request (company_id)
  where type = 'credit_insurance' and status in ('granted', 'partially_granted');
-- the later running versions of a contract (amendments only), and the contracts on a post
create index if not exists contract_running_amendment_idx on public.contract (workspace_id, contract_key, amendment_number)
  where is_amendment and status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active');
create index if not exists contract_post_idx on public.contract (company_id, job_id)
  where contract_type = 'mission' and status not in ('draft', 'canceled');
create index if not exists mission_open_orders_start_idx on public.mission (start_date)
  where is_client_order and status in ('draft', 'open', 'sourcing', 'presented', 'partially_filled');
create index if not exists talent_independent_idx on public.talent (id) where worker_type in ('independent', 'portage');
create index if not exists timesheet_week_company_week_idx on public.timesheet_week (company_id, week_start);

revoke all on function private.medical_follow_up(), private.action_euros(numeric),
  private.action_rule_medical_required(uuid[]), private.action_rule_carence_conflict(uuid[]),
  private.action_rule_independent_invoices(uuid[]), private.action_rule_credit_exposure(uuid[]),
  private.action_rule_carte_btp_missing(uuid[]) from public, anon;
grant execute on function private.medical_follow_up(), private.action_euros(numeric),
  private.action_rule_medical_required(uuid[]), private.action_rule_carence_conflict(uuid[]),
  private.action_rule_independent_invoices(uuid[]), private.action_rule_credit_exposure(uuid[]),
  private.action_rule_carte_btp_missing(uuid[]) to authenticated, service_role;
