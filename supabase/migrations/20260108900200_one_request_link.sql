-- One link to a request, for the action centre's "request_due" items and the two request
-- notifications (a move, an assignment): the detail page of the types that have one, the list
-- opening the request's drawer for the others, and the independents' page's invoices tab for a
-- monthly invoice (it has no route of its own: request_type.route names none that exists).
create or replace function private.request_link(p_entity text, p_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_entity = 'independent_monthly_invoice' then format('/independent-payment-requests?tab=invoices&open=%s', p_id)
    when rt.route in ('advance-payment-requests', 'expense-claim-requests', 'independent-payment-requests',
                      'medical-checkup-requests', 'professional-card-requests', 'qualification-training-requests',
                      'recruitment-office-invoice-requests', 'work-accident-requests')
      then format('/%s/%s', rt.route, p_id)
    else format('/%s?open=%s', rt.route, p_id) end
  from public.request_type rt where rt.entity = p_entity
$$;

revoke all on function private.request_link(text, uuid) from public, anon;
grant execute on function private.request_link(text, uuid) to authenticated, service_role;

create or replace function private.action_rule_request_due(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
set search_path = ''
as $$
  select 'request_due', i.severity, i.entity, i.id, i.workspace_id,
         concat_ws(' · ', rt.label, private.action_talent_name(t.first_name, t.last_name)),
         i.due_at,
         private.request_link(i.entity, i.id),
         i.assignee_id
  from public.request_action_item i
  join public.request_type rt on rt.entity = i.entity
  left join public.talent t on t.id = i.talent_id
  where (i.assignee_id = (select private.current_team_member_id())
         or exists (select 1 from public.status_transition st
                    where st.entity = i.entity and st.status_column = 'status' and st.from_status = i.status
                      and st.to_status <> 'canceled' and st.roles && (select private.current_roles())))
$$;

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
      'link', private.request_link(tg_table_name, (v_new ->> 'id')::uuid)));
  return null;
end
$$;

create or replace function private.notify_request_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_new jsonb := to_jsonb(new);
  v_from text := case when tg_op = 'UPDATE' then to_jsonb(old) ->> 'status' end;
  v_to text := v_new ->> 'status';
  v_type public.request_type;
  v_roles public.app_role[];
  v_title text;
  v_data jsonb;
  v_requester uuid := (v_new ->> 'requester_id')::uuid;
begin
  if tg_op = 'UPDATE' and v_to is not distinct from v_from then
    return null;
  end if;
  if tg_op = 'INSERT' and nullif(current_setting('renfort.actor', true), '') is null and private.is_system() then
    return null;
  end if;
  select t.* into v_type from public.request_type t where t.entity = tg_table_name;
  select coalesce(array_agg(distinct r), '{}') into v_roles
  from public.status_transition t, unnest(t.notify_roles) as r
  where t.entity = tg_table_name and t.status_column = 'status' and t.to_status = v_to
    and (t.from_status = v_from or (t.from_status = '*' and v_from is not null) or (t.from_status is null and v_from is null));
  v_title := format('%s : %s', v_type.label, private.enum_label(v_type.status_enum, v_to));
  v_data := jsonb_build_object('entity', tg_table_name, 'entity_id', v_new ->> 'id', 'from_status', v_from, 'to_status', v_to,
                               'link', private.request_link(tg_table_name, (v_new ->> 'id')::uuid), 'talent_id', v_new ->> 'talent_id',
                               'due_at', v_new ->> 'due_at');
  if cardinality(v_roles) > 0 then
    insert into public.notification (workspace_id, recipient_roles, type, title, data)
    values ((v_new ->> 'workspace_id')::uuid, v_roles, 'status_changed', v_title, v_data);
  end if;
  if v_requester is not null and tg_op = 'UPDATE'
     and v_requester is distinct from private.current_team_member_id()
     and exists (select 1 from public.team_member_workspace tmw
                 where tmw.team_member_id = v_requester and tmw.workspace_id = (v_new ->> 'workspace_id')::uuid) then
    insert into public.notification (workspace_id, recipient_id, type, title, data)
    values ((v_new ->> 'workspace_id')::uuid, v_requester, 'status_changed', v_title, v_data);
  end if;
  return null;
end
$$;
