-- The action centre (domain.md §7.2): each queue is a rule, a SQL function over the real
-- tables computed live (an item closes by itself when its condition clears), described in
-- public.action_rule (who sees it: every item for some roles, their own items for others);
-- a member's snoozes and dismissals in public.action_item_state; public.action_centre()
-- returns every queue of the caller in one call, public.action_centre_figures() the key
-- figures of the caller's scope. Security invoker throughout: each table's RLS applies.

-- ---------------------------------------------------------------------------------------
-- The item every rule returns.
create type public.action_item as (
  rule text,
  severity text,
  subject_type text,
  subject_id uuid,
  workspace_id uuid,
  label text,
  due_at timestamptz,
  link text,
  owner_id uuid
);

-- The rules: who sees every item (roles), who sees the items they own or their managees own
-- (owner_roles), and the order of the queues.
create table public.action_rule (
  rule text primary key,
  roles public.app_role[] not null default '{}',
  owner_roles public.app_role[] not null default '{}',
  position smallint not null,
  constraint action_rule_name check (rule ~ '^[a-z_]+$')
);

insert into public.action_rule (rule, roles, owner_roles, position) values
  ('contract_unsigned_start', '{csm_team_member}', '{}', 1),
  ('dpae_missing', '{csm_team_member}', '{}', 2),
  ('contract_review', '{csm_team_member,external_csm_team_member}', '{}', 3),
  ('modification_requested', '{}', '{consultant_team_member}', 4),
  ('timesheet_unsigned', '{csm_team_member,external_csm_team_member}', '{}', 5),
  ('timesheet_disputed', '{csm_team_member}', '{}', 6),
  ('request_due', '{}', '{}', 7),
  ('document_expiring', '{}', '{consultant_team_member}', 8),
  ('mission_ending', '{}', '{consultant_team_member}', 9),
  ('order_unstaffed', '{}', '{consultant_team_member}', 10),
  ('new_applications', '{external_csm_team_member}', '{consultant_team_member}', 11),
  ('conditions_expiring', '{csm_team_member}', '{}', 12);

alter table public.action_rule enable row level security;
create policy "action_rule: team members can select all rules" on public.action_rule
  for select to authenticated using ((select private.is_team_member()));
revoke all on public.action_rule from anon;

-- ---------------------------------------------------------------------------------------
-- A member's snooze or dismissal of one item (rule + subject), with its reason.
create table public.action_item_state (
  team_member_id uuid not null default private.current_team_member_id() references public.team_member (id) on delete cascade,
  rule text not null references public.action_rule (rule) on delete cascade,
  subject_id uuid not null,
  status text not null,
  snoozed_until timestamptz,
  reason text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (team_member_id, rule, subject_id),
  constraint action_item_state_status check (status in ('snoozed', 'dismissed')),
  constraint action_item_state_snooze check (status <> 'snoozed' or snoozed_until is not null),
  constraint action_item_state_reason check (char_length(btrim(reason)) between 1 and 500)
);
create index action_item_state_rule_idx on public.action_item_state (rule);

alter table public.action_item_state enable row level security;
-- action_item_state: each member reads and writes only their own.
create policy "action_item_state: members can select their own" on public.action_item_state
  for select to authenticated using (team_member_id = (select private.current_team_member_id()));
create policy "action_item_state: members can insert their own" on public.action_item_state
  for insert to authenticated with check (team_member_id = (select private.current_team_member_id()));
create policy "action_item_state: members can update their own" on public.action_item_state
  for update to authenticated using (team_member_id = (select private.current_team_member_id()))
  with check (team_member_id = (select private.current_team_member_id()));
create policy "action_item_state: members can delete their own" on public.action_item_state
  for delete to authenticated using (team_member_id = (select private.current_team_member_id()));
revoke all on public.action_item_state from anon;

-- Snoozes (p_until set) or dismisses (p_until null) an item for the caller, with a reason.
create or replace function public.set_action_item_state(p_rule text, p_subject_id uuid, p_reason text, p_until timestamptz default null)
returns public.action_item_state
language plpgsql
set search_path = ''
as $$
declare
  v_row public.action_item_state;
begin
  if private.current_team_member_id() is null then
    perform private.fail('Réservé aux membres de l''équipe', 'action_item_state_member', '42501');
  end if;
  if coalesce(btrim(p_reason), '') = '' then
    perform private.fail('Un motif est obligatoire', 'action_item_state_reason');
  end if;
  if char_length(btrim(p_reason)) > 500 then
    perform private.fail('Le motif ne peut pas dépasser 500 caractères', 'action_item_state_reason');
  end if;
  if p_until is not null and p_until <= now() then
    perform private.fail('La date de report doit être dans le futur', 'action_item_state_snooze');
  end if;
  if not exists (select 1 from public.action_rule r where r.rule = p_rule) then
    perform private.fail('Règle inconnue', 'action_item_state_rule');
  end if;
  insert into public.action_item_state (rule, subject_id, status, snoozed_until, reason)
  values (p_rule, p_subject_id, case when p_until is null then 'dismissed' else 'snoozed' end, p_until, btrim(p_reason))
  on conflict (team_member_id, rule, subject_id) do update
    set status = excluded.status, snoozed_until = excluded.snoozed_until, reason = excluded.reason, updated_at = now()
  returning * into v_row;
  return v_row;
end
$$;

-- ---------------------------------------------------------------------------------------
-- Helpers.

-- A talent's display name for an item label ("Prénom NOM").
create or replace function private.action_talent_name(p_first text, p_last text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(btrim(concat_ws(' ', p_first, upper(p_last))), '')
$$;

-- The day n working days (jours ouvrables: Monday to Saturday, public holidays excluded) after p_day.
create or replace function private.add_working_days(p_day date, p_days integer)
returns date
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_day date := p_day;
  v_left integer := p_days;
begin
  while v_left > 0 loop
    v_day := v_day + 1;
    if extract(isodow from v_day) <> 7 and not private.is_french_public_holiday(v_day) then
      v_left := v_left - 1;
    end if;
  end loop;
  return v_day;
end
$$;

-- ---------------------------------------------------------------------------------------
-- The rules. Each is stable, security invoker, over the caller's visible rows.

-- Contracts in review (CSM, external CSM).
create or replace function private.action_rule_contract_review(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
set search_path = ''
as $$
  select 'contract_review', 'warning', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key, private.action_talent_name(t.first_name, t.last_name)),
         c.start_date::timestamptz, format('/contracts/%s/review', c.id), c.owner_id
  from public.contract c join public.talent t on t.id = c.talent_id
  where c.status = 'review'
$$;

-- Contracts sent back to their consultant (administrator's request, or the administrator's changes to review).
create or replace function private.action_rule_modification_requested(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
set search_path = ''
as $$
  select 'modification_requested', 'warning', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key, private.action_talent_name(t.first_name, t.last_name)),
         c.start_date::timestamptz,
         format('/contracts/%s/%s', c.id, case when c.status = 'admin_modification_requested' then 'admin-modification-requested' else 'consultant-review' end),
         c.owner_id
  from public.contract c join public.talent t on t.id = c.talent_id
  where c.status in ('admin_modification_requested', 'consultant_review')
    and (p_owners is null or c.owner_id = any (p_owners))
$$;

-- Contracts starting by tomorrow and not signed, or signed but not transmitted to the talent
-- within two working days of the start (L1251-17).
create or replace function private.action_rule_contract_unsigned_start(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
set search_path = ''
as $$
  select 'contract_unsigned_start', 'critical', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key, private.action_talent_name(t.first_name, t.last_name)),
         c.start_date::timestamptz, format('/contracts/%s', c.id), c.owner_id
  from public.contract c join public.talent t on t.id = c.talent_id
  where (c.status in ('draft', 'review', 'admin_modification_requested', 'modification', 'consultant_review', 'validated',
                      'sent_for_signature', 'partially_signed')
         and c.start_date <= current_date + 1)
     or (c.status in ('signed', 'active') and c.transmitted_to_talent_at is null
         and c.start_date >= current_date - 30 and private.add_working_days(c.start_date, 2) < current_date)
$$;

-- Contracts starting by tomorrow with no DPAE (the declaration precedes any hire).
create or replace function private.action_rule_dpae_missing(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
set search_path = ''
as $$
  select 'dpae_missing', 'critical', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key, private.action_talent_name(t.first_name, t.last_name)),
         c.start_date::timestamptz, format('/contracts/%s', c.id), c.owner_id
  from public.contract c join public.talent t on t.id = c.talent_id
  where c.dpae_submitted_at is null and not c.is_amendment and c.contract_type <> 'independent_service'
    and c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
    and c.start_date <= current_date + 1
$$;

-- Weeks awaiting the client's signature 48 hours after the week ended (Sunday midnight).
create or replace function private.action_rule_timesheet_unsigned(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
set search_path = ''
as $$
  select 'timesheet_unsigned', 'warning', 'timesheet_week', w.id, w.workspace_id,
         concat_ws(' · ', w.contract_key, private.action_talent_name(t.first_name, t.last_name), format('S%s', w.iso_week)),
         (w.week_start + 9)::timestamptz, format('/timesheets/%s', w.id), c.owner_id
  from public.timesheet_week w join public.talent t on t.id = w.talent_id join public.contract c on c.id = w.contract_id
  where w.status = 'pending_signature' and w.week_start < current_date - 8
    and (w.week_start + 9)::timestamp < (now() at time zone 'Europe/Paris')
$$;

-- Weeks the client disputed.
create or replace function private.action_rule_timesheet_disputed(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
set search_path = ''
as $$
  select 'timesheet_disputed', 'warning', 'timesheet_week', w.id, w.workspace_id,
         concat_ws(' · ', w.contract_key, private.action_talent_name(t.first_name, t.last_name), format('S%s', w.iso_week)),
         w.status_changed_at, format('/timesheets/%s', w.id), c.owner_id
  from public.timesheet_week w join public.talent t on t.id = w.talent_id join public.contract c on c.id = w.contract_id
  where w.status = 'disputed'
$$;

-- Open requests with a deadline (request_action_item: a work accident's 48-hour declaration,
-- expense claims to approve, advances to pay, PPE to deliver before the start, cooptation
-- bonuses…), for the roles that may move them on from their status and for their assignee:
-- owner_id carries the assignee; the visibility by role is applied by action_centre().
create or replace function private.action_rule_request_due(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
set search_path = ''
as $$
  select 'request_due', i.severity, i.entity, i.id, i.workspace_id,
         concat_ws(' · ', rt.label, private.action_talent_name(t.first_name, t.last_name)),
         i.due_at,
         case when rt.route in ('advance-payment-requests', 'expense-claim-requests', 'independent-payment-requests',
                                'medical-checkup-requests', 'professional-card-requests', 'qualification-training-requests',
                                'recruitment-office-invoice-requests', 'work-accident-requests')
              then format('/%s/%s', rt.route, i.id) else format('/%s?open=%s', rt.route, i.id) end,
         i.assignee_id
  from public.request_action_item i
  join public.request_type rt on rt.entity = i.entity
  left join public.talent t on t.id = i.talent_id
  where (i.assignee_id = (select private.current_team_member_id())
         or exists (select 1 from public.status_transition st
                    where st.entity = i.entity and st.status_column = 'status' and st.from_status = i.status
                      and st.to_status <> 'canceled' and st.roles && (select private.current_roles())))
$$;

-- Documents that matter on a worksite (residence permit, CACES, habilitations, carte BTP,
-- medical) expiring within 30 days, or expired, while the talent has a contract running past
-- the expiry; cleared by a newer document of the same type valid past it.
create or replace function private.action_rule_document_expiring(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
set search_path = ''
as $$
  select 'document_expiring', case when d.expiry_date < current_date then 'critical' else 'warning' end, 'document', d.id, d.workspace_id,
         concat_ws(' · ', private.enum_label('document_type', d.type::text), private.action_talent_name(t.first_name, t.last_name)),
         d.expiry_date::timestamptz, format('/talents/%s/documents', d.talent_id), c.owner_id
  from public.document d
  join public.talent t on t.id = d.talent_id
  cross join lateral (
    select c.owner_id from public.contract c
    where c.talent_id = d.talent_id and c.workspace_id = d.workspace_id
      and c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
      and (p_owners is null or c.owner_id = any (p_owners))
      and coalesce(c.definitive_end_date, c.end_date, 'infinity'::date) >= greatest(d.expiry_date, current_date)
    order by c.start_date limit 1
  ) c
  where d.expiry_date is not null and d.expiry_date <= current_date + 30
    and (p_owners is null or d.talent_id in (select o.talent_id from public.contract o where o.owner_id = any (p_owners)))
    and d.type in ('residence_permit', 'caces', 'electrical_clearance', 'aipr', 'work_at_height', 'carte_btp', 'medical_attestation')
    and d.status <> 'rejected'
    and not exists (select 1 from public.document n
                    where n.talent_id = d.talent_id and n.type = d.type and n.id <> d.id and n.status <> 'rejected'
                      and n.expiry_date > d.expiry_date)
$$;

-- Contracts ending within 7 days with no later amendment: renew or let end.
create or replace function private.action_rule_mission_ending(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
set search_path = ''
as $$
  select 'mission_ending', 'info', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key, private.action_talent_name(t.first_name, t.last_name)),
         c.end_date::timestamptz, format('/contracts/%s', c.id), c.owner_id
  from public.contract c join public.talent t on t.id = c.talent_id
  where c.status in ('signed', 'active') and c.definitive_end_date is null
    and c.end_date between current_date and current_date + 7
    and (p_owners is null or c.owner_id = any (p_owners))
    and not exists (select 1 from public.contract a
                    where a.workspace_id = c.workspace_id and a.contract_key = c.contract_key
                      and a.amendment_number > c.amendment_number and a.status <> 'canceled')
$$;

-- Client orders open for more than 48 hours with nobody presented yet.
create or replace function private.action_rule_order_unstaffed(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
set search_path = ''
as $$
  select 'order_unstaffed', 'warning', 'mission', m.id, m.workspace_id,
         concat_ws(' · ', m.reference, m.job_name), m.created_at + interval '48 hours',
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
set search_path = ''
as $$
  select 'new_applications', 'info', 'mission', m.id, m.workspace_id,
         format('%s · %s (%s)', m.reference, m.job_name, a.n), a.oldest + interval '24 hours',
         format('/missions/%s/applications', m.id), m.owner_id
  from (select a.mission_id, count(*) as n, min(a.created_at) as oldest
        from public.application a
        where a.stage = 'new' and not a.is_rejected and a.created_at < now() - interval '24 hours'
          and (p_owners is null or a.mission_id in (select o.id from public.mission o where o.owner_id = any (p_owners)))
        group by a.mission_id) a
  join public.mission m on m.id = a.mission_id
  where m.status not in ('closed', 'canceled', 'lost', 'filled')
$$;

-- Signed commercial conditions expiring within 30 days.
create or replace function private.action_rule_conditions_expiring(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
set search_path = ''
as $$
  select 'conditions_expiring', 'info', 'commercial_condition', cc.id, cc.workspace_id,
         coalesce(co.name, 'Conditions commerciales'), cc.valid_to::timestamptz,
         format('/commercial-conditions?open=%s', cc.id), null::uuid
  from public.commercial_condition cc left join public.company co on co.id = cc.company_id
  where cc.status = 'signed' and cc.valid_to between current_date and current_date + 30
$$;

-- ---------------------------------------------------------------------------------------
-- Indexes the rules read by.
create index if not exists contract_start_unsigned_idx on public.contract (start_date)
  where status in ('draft', 'review', 'admin_modification_requested', 'modification', 'consultant_review', 'validated',
                   'sent_for_signature', 'partially_signed');
create index if not exists contract_dpae_missing_idx on public.contract (start_date)
  where dpae_submitted_at is null and not is_amendment;
create index if not exists contract_not_transmitted_idx on public.contract (start_date)
  where transmitted_to_talent_at is null and status in ('signed', 'active');
create index if not exists contract_ending_idx on public.contract (end_date)
  where status in ('signed', 'active') and definitive_end_date is null;
create index if not exists contract_review_flow_idx on public.contract (status)
  where status in ('review', 'admin_modification_requested', 'consultant_review');
create index if not exists document_expiry_types_idx on public.document (expiry_date)
  where expiry_date is not null and status <> 'rejected';
create index if not exists document_talent_type_idx on public.document (talent_id, type, expiry_date);
create index if not exists mission_open_orders_idx on public.mission (created_at)
  where is_client_order and status in ('open', 'sourcing');
create index if not exists application_new_idx on public.application (created_at) where stage = 'new' and not is_rejected;
create index if not exists timesheet_week_open_status_idx on public.timesheet_week (week_start)
  where status in ('pending_signature', 'disputed');

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
as $$
declare
  v_roles public.app_role[] := private.current_roles();
  v_me uuid := private.current_team_member_id();
  v_mine uuid[] := private.me_and_managee_ids();
  v_all boolean;
  v_rule public.action_rule;
begin
  if v_me is null then
    return;
  end if;
  for v_rule in select r.* from public.action_rule r order by r.position loop
    v_all := 'team_member_developer' = any (v_roles) or v_rule.roles && v_roles or v_rule.rule = 'request_due';
    continue when not v_all and not (v_rule.owner_roles && v_roles);
    return query execute format(
      'select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, i.link, count(*) over () '
      'from private.%I(case when $1 then null else $2 end) i '
      'where ($1 or i.owner_id = any ($2)) '
      '  and not exists (select 1 from public.action_item_state s where s.team_member_id = $3 and s.rule = i.rule '
      '                  and s.subject_id = i.subject_id and (s.status = ''dismissed'' or s.snoozed_until > now())) '
      'order by case i.severity when ''critical'' then 0 when ''warning'' then 1 else 2 end, i.due_at nulls last, i.subject_id '
      'limit 50', 'action_rule_' || v_rule.rule)
      using v_all, v_mine, v_me;
  end loop;
end
$$;

-- The key figures of the caller's scope (a consultant: their own and their managees'
-- records; other roles: what they can read in their workspaces), with the hours signed in
-- each of the last 8 weeks for the chart.
create or replace function public.action_centre_figures()
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_roles public.app_role[] := private.current_roles();
  v_own boolean := not (v_roles && '{csm_team_member,external_csm_team_member,accounting_team_member,team_member_developer,team_member_independent_administrator}'::public.app_role[]);
  v_mine uuid[] := private.me_and_managee_ids();
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
    'hours_signed_this_week', (select coalesce(sum(w.total_hours), 0) from public.timesheet_week w join public.contract c on c.id = w.contract_id
                               where w.signed_at >= v_week and w.status in ('signed', 'validated', 'exported', 'invoiced')
                                 and (not v_own or c.owner_id = any (v_mine))),
    'timesheets_awaiting_signature', (select count(*) from public.timesheet_week w join public.contract c on c.id = w.contract_id
                                      where w.status = 'pending_signature' and (not v_own or c.owner_id = any (v_mine))),
    'expiring_documents', (select count(*) from private.action_rule_document_expiring(case when v_own then v_mine end) i
                           where not v_own or i.owner_id = any (v_mine)),
    'hours_by_week', (select coalesce(jsonb_agg(jsonb_build_object('week', g.week::date, 'hours', coalesce(h.hours, 0)) order by g.week), '[]')
                      from generate_series(v_week - 49, v_week, interval '7 days') as g (week)
                      left join (select date_trunc('week', w.signed_at)::date as week, sum(w.total_hours) as hours
                                 from public.timesheet_week w join public.contract c on c.id = w.contract_id
                                 where w.signed_at >= v_week - 49 and w.status in ('signed', 'validated', 'exported', 'invoiced')
                                   and (not v_own or c.owner_id = any (v_mine))
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

create index if not exists timesheet_week_signed_at_idx on public.timesheet_week (signed_at) where signed_at is not null;
create index if not exists mission_open_status_idx on public.mission (status) where is_client_order;

revoke all on function public.action_centre(), public.action_centre_figures(),
  public.set_action_item_state(text, uuid, text, timestamptz) from public, anon;
grant execute on function public.action_centre(), public.action_centre_figures(),
  public.set_action_item_state(text, uuid, text, timestamptz) to authenticated, service_role;
-- The rules and helpers run as the caller (security invoker), called by action_centre().
revoke all on function private.action_talent_name(text, text), private.add_working_days(date, integer),
  private.action_rule_contract_review(uuid[]), private.action_rule_modification_requested(uuid[]), private.action_rule_contract_unsigned_start(uuid[]),
  private.action_rule_dpae_missing(uuid[]), private.action_rule_timesheet_unsigned(uuid[]), private.action_rule_timesheet_disputed(uuid[]),
  private.action_rule_request_due(uuid[]), private.action_rule_document_expiring(uuid[]), private.action_rule_mission_ending(uuid[]),
  private.action_rule_order_unstaffed(uuid[]), private.action_rule_new_applications(uuid[]), private.action_rule_conditions_expiring(uuid[]) from public, anon;
grant execute on function private.action_talent_name(text, text), private.add_working_days(date, integer),
  private.action_rule_contract_review(uuid[]), private.action_rule_modification_requested(uuid[]), private.action_rule_contract_unsigned_start(uuid[]),
  private.action_rule_dpae_missing(uuid[]), private.action_rule_timesheet_unsigned(uuid[]), private.action_rule_timesheet_disputed(uuid[]),
  private.action_rule_request_due(uuid[]), private.action_rule_document_expiring(uuid[]), private.action_rule_mission_ending(uuid[]),
  private.action_rule_order_unstaffed(uuid[]), private.action_rule_new_applications(uuid[]), private.action_rule_conditions_expiring(uuid[]) to authenticated, service_role;
