-- The action centre reads each queue without computing what it does not show: the rules are
-- inlined into public.action_centre()'s query, their labels (the talent's name, a link) are
-- computed for the 50 items shown only, and the queues with many items read covering partial
-- indexes (index-only scans).
--
-- PostgreSQL inlines a `language sql` set-returning function into the calling query only when
-- it has no SET clause and is not security definer: the rules lose their `set search_path`
-- (they name every object with its schema, so an empty search_path added nothing) and their
-- `set jit = off`, now set once on public.action_centre() (compiling the rules' plans cost more
-- than running them). They stay security invoker: each table's RLS applies. Inlined, a rule is
-- planned with the caller's filters (owner, snoozed, dismissed); a label written as a scalar
-- subquery (outside any union) is evaluated after the sort and limit, so a queue of 7 000 contracts looks up 50
-- talents, not 7 000.

-- ---------------------------------------------------------------------------------------
-- Every queue of the caller: the rules of their roles (developers: all), each rule's items
-- visible to them (every item for its roles, their own and their managees' for its owner
-- roles), without what they snoozed (until then) or dismissed; the 50 most urgent items of
-- each rule with the rule's total.
create or replace function public.action_centre()
returns table (
  rule text, severity text, subject_type text, subject_id uuid, workspace_id uuid, label text, due_at timestamptz,
  link text, total bigint
)
language plpgsql
stable
set search_path = ''
set jit = off
as $$
declare
  v_roles public.app_role[] := private.current_roles();
  v_me uuid := private.current_team_member_id();
  v_mine uuid[] := private.me_and_managee_ids();
  v_rule public.action_rule;
  v_owners uuid[];
begin
  if v_me is null then
    return;
  end if;
  for v_rule in select r.* from public.action_rule r order by r.position loop
    if 'team_member_developer' = any (v_roles) or v_rule.roles && v_roles or v_rule.rule = 'request_due' then
      v_owners := null;
    elsif v_rule.owner_roles && v_roles then
      v_owners := v_mine;
    else
      continue;
    end if;
    -- $1 is planned as a constant (EXECUTE … USING): a null list drops the owner filter
    return query execute format(
      'select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, i.link, count(*) over () '
      'from private.%I($1) i '
      'where ($1 is null or i.owner_id = any ($1)) '
      '  and not exists (select 1 from public.action_item_state s where s.team_member_id = $2 and s.rule = i.rule '
      '                  and s.subject_id = i.subject_id and (s.status = ''dismissed'' or s.snoozed_until > now())) '
      'order by case i.severity when ''critical'' then 0 when ''warning'' then 1 else 2 end, i.due_at nulls last, i.subject_id '
      'limit 50', 'action_rule_' || v_rule.rule)
      using v_owners, v_me;
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------
-- The contract queues.

create or replace function private.action_rule_contract_review(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'contract_review', 'warning', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = c.talent_id)),
         c.start_date::timestamptz, format('/contracts/%s/review', c.id), c.owner_id
  from public.contract c
  where c.status = 'review'
$$;

create or replace function private.action_rule_modification_requested(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'modification_requested', 'warning', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = c.talent_id)),
         c.start_date::timestamptz,
         format('/contracts/%s/%s', c.id, case when c.status = 'admin_modification_requested' then 'admin-modification-requested' else 'consultant-review' end),
         c.owner_id
  from public.contract c
  where c.status in ('admin_modification_requested', 'consultant_review')
    and (p_owners is null or c.owner_id = any (p_owners))
$$;

-- Contracts starting by tomorrow and not signed, or signed but not transmitted to the talent
-- within two working days of the start (L1251-17).
create or replace function private.action_rule_contract_unsigned_start(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'contract_unsigned_start', 'critical', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = c.talent_id)),
         c.start_date::timestamptz, format('/contracts/%s', c.id), c.owner_id
  -- the label outside the union: computed for the items shown only
  from (select c.id, c.workspace_id, c.contract_key, c.talent_id, c.start_date, c.owner_id
        from public.contract c
        where c.status in ('draft', 'review', 'admin_modification_requested', 'modification', 'consultant_review', 'validated',
                           'sent_for_signature', 'partially_signed')
          and c.start_date <= current_date + 1
        union all
        select c.id, c.workspace_id, c.contract_key, c.talent_id, c.start_date, c.owner_id
        from public.contract c
        where c.status in ('signed', 'active') and c.transmitted_to_talent_at is null
          and c.start_date >= current_date - 30 and private.add_working_days(c.start_date, 2) < current_date) c
$$;

-- Contracts starting by tomorrow with no DPAE (the declaration precedes any hire).
create or replace function private.action_rule_dpae_missing(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'dpae_missing', 'critical', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = c.talent_id)),
         c.start_date::timestamptz, format('/contracts/%s', c.id), c.owner_id
  from public.contract c
  where c.dpae_submitted_at is null and not c.is_amendment and c.contract_type <> 'independent_service'
    and c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
    and c.start_date <= current_date + 1
$$;

-- Contracts ending within 7 days with no later amendment: renew or let end.
create or replace function private.action_rule_mission_ending(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'mission_ending', 'info', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = c.talent_id)),
         c.end_date::timestamptz, format('/contracts/%s', c.id), c.owner_id
  from public.contract c
  where c.status in ('signed', 'active') and c.definitive_end_date is null
    and c.end_date between current_date and current_date + 7
    and (p_owners is null or c.owner_id = any (p_owners))
    and not exists (select 1 from public.contract a
                    where a.workspace_id = c.workspace_id and a.contract_key = c.contract_key
                      and a.amendment_number > c.amendment_number and a.status <> 'canceled')
$$;

-- ---------------------------------------------------------------------------------------
-- The timesheet queues: the contract's consultant is looked up only where a filter needs it.

-- Weeks awaiting the client's signature 48 hours after the week ended (Sunday midnight).
create or replace function private.action_rule_timesheet_unsigned(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'timesheet_unsigned', 'warning', 'timesheet_week', w.id, w.workspace_id,
         concat_ws(' · ', w.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = w.talent_id), format('S%s', w.iso_week)),
         (w.week_start + 9)::timestamptz, format('/timesheets/%s', w.id),
         (select c.owner_id from public.contract c where c.id = w.contract_id)
  from public.timesheet_week w
  where w.status = 'pending_signature' and w.week_start < current_date - 8
    and (w.week_start + 9)::timestamp < (now() at time zone 'Europe/Paris')
$$;

-- Weeks the client disputed.
create or replace function private.action_rule_timesheet_disputed(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'timesheet_disputed', 'warning', 'timesheet_week', w.id, w.workspace_id,
         concat_ws(' · ', w.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = w.talent_id), format('S%s', w.iso_week)),
         w.status_changed_at, format('/timesheets/%s', w.id),
         (select c.owner_id from public.contract c where c.id = w.contract_id)
  from public.timesheet_week w
  where w.status = 'disputed'
$$;

-- ---------------------------------------------------------------------------------------
-- Open requests with a deadline, for the roles that may move them on from their status and
-- for their assignee (owner_id carries the assignee).
create or replace function private.action_rule_request_due(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'request_due', i.severity, i.entity, i.id, i.workspace_id,
         concat_ws(' · ', (select rt.label from public.request_type rt where rt.entity = i.entity),
                   (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = i.talent_id)),
         i.due_at,
         private.request_link(i.entity, i.id),
         i.assignee_id
  from public.request_action_item i
  where (i.assignee_id = (select private.current_team_member_id())
         or exists (select 1 from public.status_transition st
                    where st.entity = i.entity and st.status_column = 'status' and st.from_status = i.status
                      and st.to_status <> 'canceled' and st.roles && (select private.current_roles())))
$$;

-- Documents that matter on a worksite expiring within 30 days, or expired, while the talent
-- has a contract running past the expiry; cleared by a newer document of the same type valid
-- past it. A consultant's queue starts from the talents of their running contracts, the whole
-- queue from the documents (the branch that does not apply is pruned when the query is planned).
create or replace function private.action_rule_document_expiring(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'document_expiring', case when d.expiry_date < current_date then 'critical' else 'warning' end, 'document', d.id, d.workspace_id,
         concat_ws(' · ', private.enum_label('document_type', d.type::text),
                   (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = d.talent_id)),
         d.expiry_date::timestamptz, format('/talents/%s/documents', d.talent_id), d.owner_id
  -- the running contract is checked before the newer document (fewer documents pass it);
  -- offset 0 keeps that order
  from (
  select d.*, c.owner_id
  from (
    select d.id, d.workspace_id, d.talent_id, d.type, d.expiry_date
    from public.document d
    where p_owners is null
      and d.expiry_date is not null and d.expiry_date <= current_date + 30 and d.status <> 'rejected'
      and d.type in ('residence_permit', 'caces', 'electrical_clearance', 'aipr', 'work_at_height', 'carte_btp', 'medical_attestation')
    union all
    select d.id, d.workspace_id, d.talent_id, d.type, d.expiry_date
    from (select distinct o.talent_id from public.contract o
          where p_owners is not null and o.owner_id = any (p_owners)
            and o.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')) o
    -- one index probe per talent (offset 0 keeps the planner from hashing every expiring document instead)
    cross join lateral (
      select d.id, d.workspace_id, d.talent_id, d.type, d.expiry_date
      from public.document d
      where d.talent_id = o.talent_id
        and d.expiry_date is not null and d.expiry_date <= current_date + 30 and d.status <> 'rejected'
        and d.type in ('residence_permit', 'caces', 'electrical_clearance', 'aipr', 'work_at_height', 'carte_btp', 'medical_attestation')
      offset 0
    ) d
  ) d
  cross join lateral (
    select c.owner_id from public.contract c
    where c.talent_id = d.talent_id and c.workspace_id = d.workspace_id
      and c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
      and (p_owners is null or c.owner_id = any (p_owners))
      and coalesce(c.definitive_end_date, c.end_date, 'infinity'::date) >= greatest(d.expiry_date, current_date)
    order by c.start_date limit 1
  ) c
  offset 0
  ) d
  where not exists (select 1 from public.document n
                    where n.talent_id = d.talent_id and n.type = d.type and n.id <> d.id and n.status <> 'rejected'
                      and n.expiry_date > d.expiry_date
                      -- implied by the above, spelled out for the covering index by talent
                      and n.type in ('residence_permit', 'caces', 'electrical_clearance', 'aipr', 'work_at_height', 'carte_btp', 'medical_attestation'))
$$;

-- Contracts whose medical follow-up is missing (20260108100000_action_centre_more_rules.sql).
create or replace function private.action_rule_medical_required(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'medical_required', case when x.sir then 'critical' else 'warning' end, 'contract', x.id, x.workspace_id,
         concat_ws(' · ', x.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = x.talent_id),
                   case when x.sir then 'SIR' else 'VIP' end),
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
  where x.last_day >= current_date
    and case when x.sir then coalesce(x.sir_fit_until, '-infinity'::date) < greatest(x.start_date, current_date)
             else x.due <= current_date + 15 and x.due <= x.last_day end
    and not exists (select 1 from public.medical_checkup_request r
                    where r.talent_id = x.talent_id and r.status in ('to_schedule', 'requested', 'scheduled', 'done')
                      and (r.visit_type in ('sir_initial', 'sir_periodic')
                           or (not x.sir and r.visit_type in ('vip_initial', 'vip_periodic'))))
$$;

-- ---------------------------------------------------------------------------------------
-- The order queues.

-- Client orders open for more than 48 hours with nobody presented yet.
create or replace function private.action_rule_order_unstaffed(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'order_unstaffed', 'warning', 'mission', m.id, m.workspace_id,
         (select concat_ws(' · ', o.reference, o.job_name) from public.mission o where o.id = m.id), m.created_at + interval '48 hours',
         format('/missions/%s/applications', m.id), m.owner_id
  from public.mission m
  where m.is_client_order and m.status in ('open', 'sourcing') and m.created_at < now() - interval '48 hours'
    and (p_owners is null or m.owner_id = any (p_owners))
    and not exists (select 1 from public.application a
                    where a.mission_id = m.id and not a.is_rejected
                      and a.stage in ('presented', 'client_interview', 'retained', 'onboarding', 'placed'))
$$;

-- Missions with applications still `new` after 24 hours (one item per mission).
create or replace function private.action_rule_new_applications(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'new_applications', 'info', 'mission', m.id, m.workspace_id,
         format('%s · %s (%s)', m.reference, m.job_name, a.n), a.oldest + interval '24 hours',
         format('/missions/%s/applications', m.id), m.owner_id
  from (select a.mission_id, count(*) as n, min(a.created_at) as oldest
        from public.application a
        where a.stage = 'new' and not a.is_rejected and a.created_at < now() - interval '24 hours'
        group by a.mission_id) a
  join public.mission m on m.id = a.mission_id
  where m.status not in ('closed', 'canceled', 'lost', 'filled')
    and (p_owners is null or m.owner_id = any (p_owners))
$$;

-- Contracts on a construction worksite whose talent has no valid carte BTP (20260108100000_action_centre_more_rules.sql).
create or replace function private.action_rule_carte_btp_missing(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'carte_btp_missing', 'warning', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key,
                   (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = c.talent_id), co.name),
         c.start_date::timestamptz, format('/talents/%s/documents', c.talent_id), c.owner_id
  from public.contract c
  join public.company co on co.id = c.company_id
  left join public.sector s on s.id = co.sector_id
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

-- Nothing the API roles create can shadow what the rules name (PostgreSQL 15 and later
-- already withhold CREATE on public; said here for any project that granted it).
revoke create on schema public from public, anon, authenticated;

-- The other rules keep their bodies and lose their SET clauses (inlinable).
do $$
declare
  v_fn regprocedure;
begin
  for v_fn in select p.oid::regprocedure from pg_catalog.pg_proc p
              where p.pronamespace = 'private'::regnamespace and p.proname like 'action\_rule\_%'
                and p.proconfig is not null loop
    execute format('alter function %s reset all', v_fn);
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------
-- The key figures of the caller's scope (a consultant: their own and their managees'
-- records; other roles: what they can read in their workspaces), with the hours signed in
-- each of the last 8 weeks for the chart. A week's consultant is looked up only for a
-- consultant's figures; each count reads a covering index.
create or replace function public.action_centre_figures()
returns jsonb
language plpgsql
stable
set search_path = ''
set jit = off
as $$
declare
  v_roles public.app_role[] := private.current_roles();
  v_own boolean := not (v_roles && '{csm_team_member,external_csm_team_member,accounting_team_member,team_member_developer,team_member_independent_administrator}'::public.app_role[]);
  v_mine uuid[] := private.me_and_managee_ids();
  v_owners uuid[] := case when v_own then v_mine end;
  v_week date := date_trunc('week', current_date)::date;
  v_result jsonb;
begin
  if private.current_team_member_id() is null then
    return null;
  end if;
  select jsonb_build_object(
    'open_orders', coalesce(o.orders, 0),
    'positions_left', coalesce(o.positions, 0),
    'active_contracts', (select count(*) from public.contract c
                         where c.status = 'active' and not c.is_amendment and (not v_own or c.owner_id = any (v_mine))),
    'hours_signed_this_week', (select coalesce(sum(w.total_hours), 0) from public.timesheet_week w
                               where w.signed_at >= v_week and w.status in ('signed', 'validated', 'exported', 'invoiced')
                                 and (not v_own or exists (select 1 from public.contract c where c.id = w.contract_id and c.owner_id = any (v_mine)))),
    'timesheets_awaiting_signature', (select count(*) from public.timesheet_week w
                                      where w.status = 'pending_signature'
                                        and (not v_own or exists (select 1 from public.contract c where c.id = w.contract_id and c.owner_id = any (v_mine)))),
    'expiring_documents', (select count(*) from private.action_rule_document_expiring(v_owners) i),
    'hours_by_week', (select coalesce(jsonb_agg(jsonb_build_object('week', g.week::date, 'hours', coalesce(h.hours, 0)) order by g.week), '[]')
                      from generate_series(v_week - 49, v_week, interval '7 days') as g (week)
                      left join (select date_trunc('week', w.signed_at)::date as week, sum(w.total_hours) as hours
                                 from public.timesheet_week w
                                 where w.signed_at >= v_week - 49 and w.status in ('signed', 'validated', 'exported', 'invoiced')
                                   and (not v_own or exists (select 1 from public.contract c where c.id = w.contract_id and c.owner_id = any (v_mine)))
                                 group by 1) h on h.week = g.week::date))
  into v_result
  from (select count(*) as orders, sum(greatest(m.number_of_open_positions - coalesce(p.placed, 0), 0)) as positions
        from public.mission m
        left join lateral (select count(*) as placed from public.application a
                           where a.mission_id = m.id and a.stage = 'placed' and not a.is_rejected) p on true
        where m.is_client_order and m.status in ('open', 'sourcing', 'presented', 'partially_filled')
          and (not v_own or m.owner_id = any (v_mine))) o;
  return v_result;
end
$$;

-- ---------------------------------------------------------------------------------------
-- Covering partial indexes of the long queues: the count and the sort read the index alone.
create index if not exists contract_running_start_cover_idx on public.contract (start_date)
  include (id, workspace_id, owner_id, contract_key, talent_id, company_id, is_amendment, amendment_number, contract_type,
           medical_surveillance, end_date, definitive_end_date, minimum_duration_days)
  where status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active');
create index if not exists contract_in_review_cover_idx on public.contract (start_date)
  include (id, workspace_id, owner_id, contract_key, talent_id) where status = 'review';
create index if not exists contract_modification_cover_idx on public.contract (start_date)
  include (id, workspace_id, owner_id, contract_key, talent_id, status)
  where status in ('admin_modification_requested', 'consultant_review');
create index if not exists contract_unsigned_start_cover_idx on public.contract (start_date)
  include (id, workspace_id, owner_id, contract_key, talent_id)
  where status in ('draft', 'review', 'admin_modification_requested', 'modification', 'consultant_review', 'validated',
                   'sent_for_signature', 'partially_signed');
create index if not exists contract_not_transmitted_cover_idx on public.contract (start_date)
  include (id, workspace_id, owner_id, contract_key, talent_id)
  where transmitted_to_talent_at is null and status in ('signed', 'active');
create index if not exists contract_dpae_missing_cover_idx on public.contract (start_date)
  include (id, workspace_id, owner_id, contract_key, talent_id)
  where dpae_submitted_at is null and not is_amendment and contract_type <> 'independent_service'
    and status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active');
create index if not exists contract_running_talent_idx on public.contract (talent_id)
  include (workspace_id, owner_id, start_date, end_date, definitive_end_date)
  where status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active');
create index if not exists timesheet_week_unsigned_cover_idx on public.timesheet_week (week_start)
  include (id, workspace_id, contract_key, talent_id, iso_week, contract_id) where status = 'pending_signature';
create index if not exists timesheet_week_disputed_cover_idx on public.timesheet_week (status_changed_at)
  include (id, workspace_id, contract_key, talent_id, iso_week, contract_id) where status = 'disputed';
create index if not exists contract_running_owner_idx on public.contract (owner_id)
  include (talent_id, workspace_id)
  where status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active');
-- the worksite documents with an expiry: by talent (a consultant's running contracts) and by date
create index if not exists document_worksite_expiry_talent_idx on public.document (talent_id, expiry_date)
  include (id, workspace_id, type)
  where expiry_date is not null and status <> 'rejected'
    and type in ('residence_permit', 'caces', 'electrical_clearance', 'aipr', 'work_at_height', 'carte_btp', 'medical_attestation');
create index if not exists document_worksite_expiry_idx on public.document (expiry_date)
  include (id, workspace_id, talent_id, type)
  where expiry_date is not null and status <> 'rejected'
    and type in ('residence_permit', 'caces', 'electrical_clearance', 'aipr', 'work_at_height', 'carte_btp', 'medical_attestation');
-- the key figures: running orders (their placed applications: application_placed_mission_idx), active
-- contracts, signed weeks
create index if not exists mission_open_order_cover_idx on public.mission (owner_id)
  include (id, workspace_id, number_of_open_positions)
  where is_client_order and status in ('open', 'sourcing', 'presented', 'partially_filled');
create index if not exists contract_active_cover_idx on public.contract (owner_id)
  include (workspace_id) where status = 'active' and not is_amendment;
create index if not exists timesheet_week_signed_cover_idx on public.timesheet_week (signed_at)
  include (workspace_id, total_hours, status, contract_id) where signed_at is not null;
drop index if exists public.timesheet_week_signed_at_idx;
-- a consultant's contracts by owner, with their ids (the weeks of their contracts)
create index if not exists contract_owner_cover_idx on public.contract (owner_id) include (id, workspace_id);
drop index if exists public.contract_owner_id_idx;
-- the open orders by creation, the applications past `new`, the contracts on a post
create index if not exists mission_open_orders_cover_idx on public.mission (created_at)
  include (id, workspace_id, owner_id) where is_client_order and status in ('open', 'sourcing');
drop index if exists public.mission_open_orders_idx;
create index if not exists application_presented_idx on public.application (mission_id)
  include (workspace_id)
  where not is_rejected and stage in ('presented', 'client_interview', 'retained', 'onboarding', 'placed');
create index if not exists contract_post_cover_idx on public.contract (company_id, job_id)
  include (id, workspace_id, contract_key, mission_id, address_id, start_date, end_date, definitive_end_date, minimum_duration_days)
  where contract_type = 'mission' and status not in ('draft', 'canceled');
drop index if exists public.contract_post_idx;
-- the talents' valid cartes BTP
create index if not exists document_carte_btp_valid_idx on public.document (talent_id)
  include (workspace_id, expiry_date) where type = 'carte_btp' and status in ('valid', 'expiring_soon');
-- the independents' URSSAF vigilance attestations
create index if not exists document_urssaf_vigilance_idx on public.document (talent_id)
  include (workspace_id, issued_at, created_at)
  where type = 'urssaf_vigilance' and status in ('valid', 'expiring_soon', 'pending_verification');
-- superseded by the covering ones
drop index if exists public.contract_start_unsigned_idx;
drop index if exists public.contract_not_transmitted_idx;
drop index if exists public.contract_dpae_missing_idx;

