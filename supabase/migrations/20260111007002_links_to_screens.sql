-- Every action-centre item and notification opens a screen of the app where it can be resolved
-- (src/app/registry.ts; supabase/tests/action-centre/links.test.ts walks every queue and every
-- notification type):
-- - a timesheet week has no route of its own: it opens in the /timesheets list's drawer
--   (`?open=<id>`, resources/timesheets/list.tsx), not at /timesheets/<id> (« Page Not Found »);
-- - a scheduled e-mail has no route of its own (the spec names no /scheduled-emails): one written
--   to a hiring pool opens in its pool's page (the pool's e-mails, `?open=<id>`,
--   resources/hiring-pools/details.tsx); one written to a talent opens the talent's contracts
--   tab, whose requests card lists it with its status;
-- - reference checks, cooptations and commercial conditions keep their list's drawer
--   (`/<route>?open=<id>`): those lists are real screens now (resources/reference-checks,
--   cooptation, commercial-conditions);
-- - the notifications already sent with the former links are rewritten.

-- The weeks awaiting the client's signature 48 hours after the week ended (20260109200000), opening in the list's drawer.
create or replace function private.action_rule_timesheet_unsigned(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'timesheet_unsigned', 'warning', 'timesheet_week', w.id, w.workspace_id,
         concat_ws(' · ', w.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = w.talent_id), format('S%s', w.iso_week)),
         (w.week_start + 9)::timestamptz, format('/timesheets?open=%s', w.id),
         (select c.owner_id from public.contract c where c.id = w.contract_id)
  from public.timesheet_week w
  where w.status = 'pending_signature' and w.week_start < current_date - 8
    and (w.week_start + 9)::timestamp < (now() at time zone 'Europe/Paris')
$$;

-- The weeks the client disputed (20260109200000), opening in the list's drawer.
create or replace function private.action_rule_timesheet_disputed(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'timesheet_disputed', 'warning', 'timesheet_week', w.id, w.workspace_id,
         concat_ws(' · ', w.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = w.talent_id), format('S%s', w.iso_week)),
         w.status_changed_at, format('/timesheets?open=%s', w.id),
         (select c.owner_id from public.contract c where c.id = w.contract_id)
  from public.timesheet_week w
  where w.status = 'disputed'
$$;

-- Timesheet events (20260107500100), the week opening in the list's drawer.
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
                               'link', format('/timesheets?open=%s', new.id));
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

-- One link to a request (20260108900200): a scheduled e-mail opens its talent's contracts tab
-- (the requests card lists it) or, in a drawer, its hiring pool's page; the other types as before.
create or replace function private.request_link(p_entity text, p_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_entity = 'independent_monthly_invoice' then format('/independent-payment-requests?tab=invoices&open=%s', p_id)
    when p_entity = 'scheduled_email' then
      (select case when e.talent_id is not null then format('/talents/%s/contracts', e.talent_id)
                   else format('/talents/hiring-pools/%s/details?open=%s', e.hiring_pool_id, e.id) end
       from public.scheduled_email e where e.id = p_id)
    when rt.route in ('advance-payment-requests', 'expense-claim-requests', 'independent-payment-requests',
                      'medical-checkup-requests', 'professional-card-requests', 'qualification-training-requests',
                      'recruitment-office-invoice-requests', 'work-accident-requests')
      then format('/%s/%s', rt.route, p_id)
    else format('/%s?open=%s', rt.route, p_id) end
  from public.request_type rt where rt.entity = p_entity
$$;

-- The notifications already sent keep working: their links rewritten as the senders now write them.
update public.notification n
set data = jsonb_set(n.data, '{link}', to_jsonb(format('/timesheets?open=%s', substr(n.data ->> 'link', 13))))
where n.data ->> 'link' ~ '^/timesheets/[0-9a-f-]{36}$';

update public.notification n
set data = jsonb_set(n.data, '{link}', to_jsonb(private.request_link('scheduled_email', (n.data ->> 'entity_id')::uuid)))
where n.data ->> 'link' like '/scheduled-emails%'
  and n.data ->> 'entity_id' ~ '^[0-9a-f-]{36}$'
  and exists (select 1 from public.scheduled_email e where e.id = (n.data ->> 'entity_id')::uuid);
