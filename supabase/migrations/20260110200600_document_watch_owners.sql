-- A consultant's expiring documents: only the documents of talents with a running contract of
-- theirs are probed for the earliest such contract. public.document_watch also keeps the owners
-- of the talent's running contracts in the document's workspace (running_owners, sorted, no
-- nulls), maintained with running_contract_until by the same triggers, and the owners' queue
-- tests `running_owners && p_owners` (one array test per row, read from the partial index)
-- before its probe: 449 probes instead of 3 114 for one consultant on the `large` seed, 1 831
-- for a manager's five, in the queue and again in the key figures' count. A contract whose
-- owner changes refreshes its talent's rows (trigger contract_document_watch_owner_sync).
-- supabase/tests/action-centre/document-watch-owners.test.ts checks the column against a
-- rebuild after contract changes; rule-rewrites.test.ts, the queue against its previous
-- formulation for every account.

alter table public.document_watch add column running_owners uuid[] not null default '{}';
comment on column public.document_watch.running_owners is
  'owners of the talent''s running contracts in the document''s workspace (sorted, without nulls)';

create or replace function private.running_contract_owners(p_talent uuid, p_workspace uuid)
returns uuid[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(distinct c.owner_id order by c.owner_id) filter (where c.owner_id is not null), '{}')
  from public.contract c
  where c.talent_id = p_talent and c.workspace_id = p_workspace
    and c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
$$;

-- every row again (after a bulk load made with the triggers off, or to check the triggers)
create or replace function private.rebuild_document_watch()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.document_watch;
  insert into public.document_watch (document_id, workspace_id, talent_id, type, expiry_date, running_contract_until)
  select d.id, d.workspace_id, d.talent_id, d.type, d.expiry_date, private.running_contract_until(d.talent_id, d.workspace_id)
  from public.document d
  where private.is_watched_document(d);
  update public.document_watch w
  set running_owners = r.owners
  from (select c.talent_id, c.workspace_id,
               array_agg(distinct c.owner_id order by c.owner_id) filter (where c.owner_id is not null) as owners
        from public.contract c
        where c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
        group by 1, 2) r
  where w.talent_id = r.talent_id and w.workspace_id = r.workspace_id and r.owners is not null;
  update public.document_watch w
  set superseded = true
  from (select talent_id, type, max(expiry_date) as latest from public.document_watch group by 1, 2) m
  where w.talent_id = m.talent_id and w.type = m.type and w.expiry_date < m.latest;
end
$$;
revoke all on function private.rebuild_document_watch() from public, anon, authenticated;

-- A document written: as in 20260110000000_document_watch.sql, with its talent's owners.
create or replace function private.sync_document_watch()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op <> 'INSERT' then
    delete from public.document_watch where document_id = old.id;
  end if;
  if tg_op <> 'DELETE' and private.is_watched_document(new) then
    insert into public.document_watch (document_id, workspace_id, talent_id, type, expiry_date, running_contract_until, running_owners)
    values (new.id, new.workspace_id, new.talent_id, new.type, new.expiry_date,
            private.running_contract_until(new.talent_id, new.workspace_id),
            private.running_contract_owners(new.talent_id, new.workspace_id));
  end if;
  if tg_op <> 'INSERT' and old.talent_id is not null then
    perform private.refresh_document_versions(old.talent_id, old.type);
  end if;
  if tg_op <> 'DELETE' and new.talent_id is not null
     and (tg_op = 'INSERT' or (old.talent_id, old.type) is distinct from (new.talent_id, new.type)) then
    perform private.refresh_document_versions(new.talent_id, new.type);
  end if;
  return null;
end
$$;

-- A contract written: the latest end and the owners of its talent's running contracts, on that
-- talent's rows, once per workspace of its watched documents.
create or replace function private.sync_document_watch_contract()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_talent uuid;
begin
  foreach v_talent in array array_remove(
    case tg_op when 'INSERT' then array[new.talent_id]
               when 'DELETE' then array[old.talent_id]
               else array[old.talent_id, nullif(new.talent_id, old.talent_id)] end, null)
  loop
    update public.document_watch w
    set running_contract_until = n.until, running_owners = n.owners
    from (select s.workspace_id, private.running_contract_until(v_talent, s.workspace_id) as until,
                 private.running_contract_owners(v_talent, s.workspace_id) as owners
          from (select distinct workspace_id from public.document_watch where talent_id = v_talent) s) n
    where w.talent_id = v_talent and w.workspace_id = n.workspace_id
      and (w.running_contract_until, w.running_owners) is distinct from (n.until, n.owners);
  end loop;
  return null;
end
$$;

-- the existing trigger (contract_document_watch_sync) does not follow the owner
create trigger contract_document_watch_owner_sync
  after update of owner_id on public.contract
  for each row when (old.owner_id is distinct from new.owner_id)
  execute function private.sync_document_watch_contract();

revoke all on function private.running_contract_owners(uuid, uuid) from public, anon, authenticated;
revoke all on function private.sync_document_watch() from public, anon, authenticated;
revoke all on function private.sync_document_watch_contract() from public, anon, authenticated;

-- the queue's partial index, with the owners (before the rows are filled: built after, it
-- would wait for the transactions older than this one before serving, see indcheckxmin)
drop index public.document_watch_due_idx;
create index document_watch_due_idx on public.document_watch (expiry_date)
  include (document_id, workspace_id, talent_id, type, running_contract_until, running_owners)
  where not superseded and running_contract_until is not null;

-- the current rows
update public.document_watch w
set running_owners = r.owners
from (select c.talent_id, c.workspace_id,
             array_agg(distinct c.owner_id order by c.owner_id) filter (where c.owner_id is not null) as owners
      from public.contract c
      where c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
      group by 1, 2) r
where w.talent_id = r.talent_id and w.workspace_id = r.workspace_id and r.owners is not null;

-- ---------------------------------------------------------------------------------------
-- The rule (20260110200100_document_expiring_whole_queue.sql), the owners' branch narrowed by
-- running_owners before its probe.
create or replace function private.action_rule_document_expiring(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'document_expiring', case when w.expiry_date < current_date then 'critical' else 'warning' end, 'document',
         w.document_id, w.workspace_id,
         concat_ws(' · ', private.enum_label('document_type', w.type::text),
                   (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = w.talent_id)),
         w.expiry_date::timestamptz, format('/talents/%s/documents', w.talent_id), w.owner_id
  from (
    -- the whole queue: a running contract reaches the expiry, visible to whoever may read
    -- contracts (see 20260110200100); its owner looked up only where it is read
    select w.document_id, w.workspace_id, w.talent_id, w.type, w.expiry_date,
           (select c.owner_id from public.contract c
            where c.talent_id = w.talent_id and c.workspace_id = w.workspace_id
              and c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
              and coalesce(c.definitive_end_date, c.end_date, 'infinity'::date) >= greatest(w.expiry_date, current_date)
            order by c.start_date limit 1) as owner_id
    from public.document_watch w
    where p_owners is null
      and (select not pg_catalog.row_security_active('public.contract') or private.can('contract', 'select'))
      and w.expiry_date <= current_date + 30 and not w.superseded
      and w.running_contract_until >= greatest(w.expiry_date, current_date)
    union all
    -- the owners' queue: the documents of talents with a running contract of theirs, then the
    -- earliest of those contracts that reaches the expiry
    select w.document_id, w.workspace_id, w.talent_id, w.type, w.expiry_date, c.owner_id
    from public.document_watch w
    cross join lateral (
      select c.owner_id from public.contract c
      where c.talent_id = w.talent_id and c.workspace_id = w.workspace_id
        and c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
        and c.owner_id = any (p_owners)
        and coalesce(c.definitive_end_date, c.end_date, 'infinity'::date) >= greatest(w.expiry_date, current_date)
      order by c.start_date limit 1
    ) c
    where p_owners is not null
      and w.expiry_date <= current_date + 30 and not w.superseded
      and w.running_contract_until >= greatest(w.expiry_date, current_date)
      and w.running_owners && p_owners
  ) w
$$;
