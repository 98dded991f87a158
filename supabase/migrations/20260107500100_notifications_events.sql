-- Notifications (spec §3 `notification`): a per-member read state (a notification addressed
-- to roles is read by each recipient on their own), the inbox and its unread count, mark
-- read / mark all read in one function, and the events the database announces: a contract
-- to review, sent back for modification or signed; a timesheet disputed or signed; a request
-- assigned; a document about to expire (private.run_action_time_moves, periodic).

alter type public.notification_type add value if not exists 'request_assigned';
insert into public.enum_label (enum_name, value, label, position) values
  ('notification_type', 'request_assigned', 'Demande assignée', 12)
on conflict do nothing;

-- notification_read: the notifications a member has read (for role-addressed ones too).
create table public.notification_read (
  notification_id uuid not null references public.notification (id) on delete cascade,
  team_member_id uuid not null default private.current_team_member_id() references public.team_member (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (team_member_id, notification_id)
);
create index notification_read_notification_id_idx on public.notification_read (notification_id);

alter table public.notification_read enable row level security;
-- notification_read: each member reads and writes only their own read marks.
create policy "notification_read: members can select their own" on public.notification_read
  for select to authenticated using (team_member_id = (select private.current_team_member_id()));
create policy "notification_read: members can insert their own" on public.notification_read
  for insert to authenticated with check (team_member_id = (select private.current_team_member_id()));
create policy "notification_read: members can delete their own" on public.notification_read
  for delete to authenticated using (team_member_id = (select private.current_team_member_id()));
revoke all on public.notification_read from anon;

create index if not exists notification_created_at_idx on public.notification (created_at desc);

-- The caller's latest notifications, each with its read state for them.
create or replace function public.notification_inbox(p_limit integer default 30)
returns table (id uuid, type public.notification_type, title text, data jsonb, created_at timestamptz, is_read boolean)
language sql
stable
set search_path = ''
as $$
  select n.id, n.type, n.title, n.data, n.created_at,
         n.is_read and n.recipient_id is not null
           or exists (select 1 from public.notification_read r
                      where r.notification_id = n.id and r.team_member_id = (select private.current_team_member_id()))
  from public.notification n
  order by n.created_at desc, n.id
  limit least(greatest(coalesce(p_limit, 30), 1), 100)
$$;

-- How many of the caller's notifications are unread.
create or replace function public.notification_unread_count()
returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer from public.notification n
  where not (n.is_read and n.recipient_id is not null)
    and not exists (select 1 from public.notification_read r
                    where r.notification_id = n.id and r.team_member_id = (select private.current_team_member_id()))
$$;

-- Marks the given notifications (all the caller's when p_ids is null) read for the caller;
-- returns how many were unread.
create or replace function public.mark_notifications_read(p_ids uuid[] default null)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_me uuid := private.current_team_member_id();
  v_count integer;
begin
  if v_me is null then
    return 0;
  end if;
  insert into public.notification_read (notification_id, team_member_id)
  select n.id, v_me from public.notification n
  where (p_ids is null or n.id = any (p_ids))
    and not (n.is_read and n.recipient_id is not null)
    and not exists (select 1 from public.notification_read r where r.notification_id = n.id and r.team_member_id = v_me)
  on conflict do nothing;
  get diagnostics v_count = row_count;
  update public.notification n set is_read = true
  where n.recipient_id = v_me and not n.is_read and (p_ids is null or n.id = any (p_ids));
  return v_count;
end
$$;

-- ---------------------------------------------------------------------------------------
-- Senders (security definer: a trigger's notification is written whoever caused the event).

-- To one member of the workspace, unless they caused the event themselves.
create or replace function private.notify_member(p_workspace_id uuid, p_member_id uuid, p_type public.notification_type,
                                                 p_title text, p_data jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_member_id is null or p_member_id is not distinct from private.current_team_member_id() then
    return;
  end if;
  if not exists (select 1 from public.team_member_workspace tmw join public.team_member tm on tm.id = tmw.team_member_id
                 where tmw.team_member_id = p_member_id and tmw.workspace_id = p_workspace_id and tm.offboarded_at is null) then
    return;
  end if;
  insert into public.notification (workspace_id, recipient_id, type, title, data)
  values (p_workspace_id, p_member_id, p_type, p_title, p_data);
end
$$;

-- To every member of the workspace holding one of the roles.
create or replace function private.notify_roles(p_workspace_id uuid, p_roles public.app_role[], p_type public.notification_type,
                                                p_title text, p_data jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notification (workspace_id, recipient_roles, type, title, data)
  values (p_workspace_id, p_roles, p_type, p_title, p_data)
$$;

-- A contract's label in a notification: its key and the talent's name.
create or replace function private.contract_notification_label(p_contract public.contract)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select concat_ws(' · ', p_contract.contract_key, private.action_talent_name(t.first_name, t.last_name))
  from public.talent t where t.id = p_contract.talent_id
$$;

-- Contract events: to review (CSM, external CSM), sent back or changed by the administrator
-- (its consultant), signed (its consultant).
create or replace function private.notify_contract_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_label text := private.contract_notification_label(new);
  v_data jsonb := jsonb_build_object('entity', 'contract', 'entity_id', new.id, 'from_status', old.status, 'to_status', new.status);
begin
  if new.status is not distinct from old.status then
    return null;
  end if;
  case new.status
    when 'review' then
      perform private.notify_roles(new.workspace_id, '{csm_team_member,external_csm_team_member}', 'contract_review',
        format('Contrat à revoir : %s', v_label), v_data || jsonb_build_object('link', format('/contracts/%s/review', new.id)));
    when 'admin_modification_requested' then
      perform private.notify_member(new.workspace_id, new.owner_id, 'contract_modification_requested',
        format('Contrat renvoyé pour modification : %s', v_label),
        v_data || jsonb_build_object('link', format('/contracts/%s/admin-modification-requested', new.id), 'comment', new.review_comment));
    when 'consultant_review' then
      perform private.notify_member(new.workspace_id, new.owner_id, 'contract_modification_requested',
        format('Contrat modifié par l''administration, à revoir : %s', v_label),
        v_data || jsonb_build_object('link', format('/contracts/%s/consultant-review', new.id)));
    when 'signed' then
      perform private.notify_member(new.workspace_id, new.owner_id, 'contract_signed', format('Contrat signé : %s', v_label),
        v_data || jsonb_build_object('link', format('/contracts/%s', new.id)));
    else
      null;
  end case;
  return null;
end
$$;

create trigger contract_notify_status after update of status on public.contract
  for each row execute function private.notify_contract_status();

-- Timesheet events: disputed by the client (CSM and the contract's consultant), signed (the consultant).
create or replace function private.notify_timesheet_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_contract public.contract;
  v_label text;
  v_data jsonb;
begin
  if new.status is not distinct from old.status or new.status not in ('disputed', 'signed') then
    return null;
  end if;
  select c.* into v_contract from public.contract c where c.id = new.contract_id;
  v_label := format('%s, semaine %s', private.contract_notification_label(v_contract), new.iso_week);
  v_data := jsonb_build_object('entity', 'timesheet_week', 'entity_id', new.id, 'to_status', new.status,
                               'link', format('/timesheets/%s', new.id));
  if new.status = 'disputed' then
    v_data := v_data || jsonb_build_object('comment', new.dispute_reason);
    perform private.notify_roles(new.workspace_id, '{csm_team_member}', 'timesheet_disputed', format('Relevé contesté : %s', v_label), v_data);
    perform private.notify_member(new.workspace_id, v_contract.owner_id, 'timesheet_disputed', format('Relevé contesté : %s', v_label), v_data);
  else
    perform private.notify_member(new.workspace_id, v_contract.owner_id, 'timesheet_signed', format('Relevé signé : %s', v_label), v_data);
  end if;
  return null;
end
$$;

create trigger timesheet_week_notify_status after update of status on public.timesheet_week
  for each row execute function private.notify_timesheet_status();

-- A request assigned (or reassigned) to a member, by someone else.
create or replace function private.notify_request_assignee()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_new jsonb := to_jsonb(new);
  v_assignee uuid := (v_new ->> 'assignee_id')::uuid;
  v_type public.request_type;
  v_talent text;
begin
  if v_assignee is null or (tg_op = 'UPDATE' and v_assignee is not distinct from (to_jsonb(old) ->> 'assignee_id')::uuid) then
    return null;
  end if;
  select t.* into v_type from public.request_type t where t.entity = tg_table_name;
  select private.action_talent_name(t.first_name, t.last_name) into v_talent from public.talent t where t.id = (v_new ->> 'talent_id')::uuid;
  perform private.notify_member((v_new ->> 'workspace_id')::uuid, v_assignee, 'request_assigned',
    format('%s vous est assignée%s', v_type.label, coalesce(' : ' || v_talent, '')),
    jsonb_build_object('entity', tg_table_name, 'entity_id', v_new ->> 'id', 'due_at', v_new ->> 'due_at',
      'link', case when v_type.route in ('advance-payment-requests', 'expense-claim-requests', 'independent-payment-requests',
                                         'medical-checkup-requests', 'professional-card-requests', 'qualification-training-requests',
                                         'recruitment-office-invoice-requests', 'work-accident-requests')
                   then format('/%s/%s', v_type.route, v_new ->> 'id') else format('/%s?open=%s', v_type.route, v_new ->> 'id') end));
  return null;
end
$$;

do $$
declare
  v_entity text;
begin
  for v_entity in
    select t.entity from public.request_type t
    where exists (select 1 from pg_catalog.pg_attribute a
                  where a.attrelid = to_regclass(format('public.%I', t.entity)) and a.attname = 'assignee_id' and not a.attisdropped)
  loop
    execute format('create trigger %I after insert or update of assignee_id on public.%I for each row execute function private.notify_request_assignee()',
                   v_entity || '_notify_assignee', v_entity);
  end loop;
end $$;

-- ---------------------------------------------------------------------------------------
-- The periodic notifications (private.run_action_time_moves, run by run_time_based_transitions):
-- a worksite document expiring within 30 days (or expired) while its talent has a contract
-- running past the expiry, once per document and expiry date, to the contract's consultant.
create index if not exists notification_document_expiring_idx on public.notification ((data ->> 'entity_id'))
  where type = 'document_expiring';

create or replace function private.notify_expiring_documents()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row record;
  v_count integer := 0;
begin
  for v_row in
    select i.subject_id, i.workspace_id, i.label, i.due_at, i.owner_id, i.link, i.severity
    from private.action_rule_document_expiring() i
    where not exists (select 1 from public.notification n
                      where n.type = 'document_expiring' and n.data ->> 'entity_id' = i.subject_id::text
                        and n.data ->> 'expiry_date' = (i.due_at at time zone 'Europe/Paris')::date::text)
  loop
    perform private.notify_member(v_row.workspace_id, v_row.owner_id, 'document_expiring',
      format('%s : %s le %s', v_row.label, case when v_row.severity = 'critical' then 'expiré' else 'expire' end,
             to_char(v_row.due_at at time zone 'Europe/Paris', 'DD/MM/YYYY')),
      jsonb_build_object('entity', 'document', 'entity_id', v_row.subject_id, 'link', v_row.link,
                         'expiry_date', (v_row.due_at at time zone 'Europe/Paris')::date::text));
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;

create or replace function private.run_action_time_moves()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return jsonb_build_object('notification:document_expiring', private.notify_expiring_documents());
end
$$;

revoke all on function public.notification_inbox(integer), public.notification_unread_count(),
  public.mark_notifications_read(uuid[]) from public, anon;
grant execute on function public.notification_inbox(integer), public.notification_unread_count(),
  public.mark_notifications_read(uuid[]) to authenticated, service_role;
revoke all on function private.notify_member(uuid, uuid, public.notification_type, text, jsonb),
  private.notify_roles(uuid, public.app_role[], public.notification_type, text, jsonb),
  private.contract_notification_label(public.contract), private.notify_contract_status(), private.notify_timesheet_status(),
  private.notify_request_assignee(), private.notify_expiring_documents(), private.run_action_time_moves() from public, anon, authenticated;
grant execute on function private.notify_expiring_documents(), private.run_action_time_moves() to service_role;
