-- public.request_summary gains the request's company (company_id where the type has one), so a
-- company's page lists every request about it in one read, like a talent's and a contract's.
-- The column is appended: the view keeps its other columns in place.

create or replace function private.refresh_request_action_item_view()
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_parts text[];
  v_summary text[];
  v_type public.request_type;
  v_rel regclass;
  v_talent text;
  v_contract text;
  v_company text;
begin
  for v_type in select t.* from public.request_type t where to_regclass(format('public.%I', t.entity)) is not null order by t.position loop
    v_rel := format('public.%I', v_type.entity)::regclass;
    continue when not exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = v_rel and a.attname = 'due_at' and not a.attisdropped);
    v_talent := case when exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = v_rel and a.attname = 'talent_id' and not a.attisdropped)
                     then 'r.talent_id' else 'null::uuid' end;
    v_contract := case when exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = v_rel and a.attname = 'contract_id' and not a.attisdropped)
                       then 'r.contract_id' else 'null::uuid' end;
    v_company := case when exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = v_rel and a.attname = 'company_id' and not a.attisdropped)
                      then 'r.company_id' else 'null::uuid' end;
    v_parts := v_parts || format(
      'select %L::text as entity, r.id, r.workspace_id, %s as talent_id, r.status::text as status, r.requester_id, r.assignee_id, r.due_at '
      'from public.%I r where r.closed_at is null and r.due_at is not null', v_type.entity, v_talent, v_type.entity);
    v_summary := v_summary || format(
      'select %L::text as entity, r.id, r.workspace_id, %s as talent_id, %s as contract_id, r.status::text as status, '
      'r.requester_id, r.due_at, r.closed_at, r.created_at, %s as company_id from public.%I r',
      v_type.entity, v_talent, v_contract, v_company, v_type.entity);
  end loop;
  if v_parts is null then
    return;
  end if;
  execute 'create or replace view public.request_action_item with (security_invoker = on) as '
    || 'select i.entity, i.id, i.workspace_id, i.talent_id, i.status, i.requester_id, i.assignee_id, i.due_at, '
    || 'i.due_at < now() as is_overdue, '
    || 'case when i.due_at < now() + interval ''12 hours'' then ''critical'' when i.due_at < now() + interval ''3 days'' then ''warning'' else ''info'' end as severity '
    || 'from (' || array_to_string(v_parts, ' union all ') || ') as i';
  revoke all on public.request_action_item from anon;
  execute 'create or replace view public.request_summary with (security_invoker = on) as '
    || 'select s.entity, s.id, s.workspace_id, s.talent_id, s.contract_id, s.status, s.requester_id, s.due_at, s.closed_at, s.created_at, s.company_id '
    || 'from (' || array_to_string(v_summary, ' union all ') || ') as s';
  revoke all on public.request_summary from anon;
end
$$;

revoke all on function private.refresh_request_action_item_view() from public, authenticated, service_role;

select private.refresh_request_action_item_view();
