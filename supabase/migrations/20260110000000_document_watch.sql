-- The action centre's expiring documents read a small table kept up to date by triggers instead
-- of checking every worksite document against its talent's contracts at each read (27 000
-- documents on the `large` seed, one contract probe each: 130 ms for a CSM's key figures).
--
-- public.document_watch holds one row per worksite document that can expire (a talent, an
-- expiry date, not rejected), with:
-- - running_contract_until: the latest end of the talent's running contracts in the document's
--   workspace (infinity when a contract has no end; null without a running contract);
-- - superseded: a version of the same document of the talent expires later.
-- The rule keeps its meaning: a document is due when a running contract reaches its expiry (or
-- today, once expired) and no later version exists; the item's owner is still the owner of the
-- earliest such contract, and a watched row is visible to whoever may read its document.

create table public.document_watch (
  document_id uuid primary key references public.document (id) on delete cascade,
  workspace_id uuid not null references public.workspace (id) on delete cascade,
  talent_id uuid not null references public.talent (id) on delete cascade,
  type public.document_type not null,
  expiry_date date not null,
  running_contract_until date,
  superseded boolean not null default false
);
comment on table public.document_watch is
  'worksite documents that can expire, with their talent''s running contracts'' latest end and whether a later version exists; kept by triggers on document and contract (the action centre''s expiring documents)';

alter table public.document_watch enable row level security;
revoke all on public.document_watch from anon, authenticated;
grant select on public.document_watch to authenticated;
-- the document's own select policy (20260102000900), so that the rule need not read the document:
-- supabase/tests/action-centre/document-watch.test.ts checks that both show the same documents
create policy "document_watch: matrix roles can select workspace rows" on public.document_watch
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[])
         and (select private.can('document', 'select'))
         and (not private.is_sensitive_document_type(type) or (select private.can('document_sensitive', 'select'))));

create index document_watch_workspace_idx on public.document_watch (workspace_id);
create index document_watch_talent_idx on public.document_watch (talent_id, type) include (expiry_date);
-- the rule's read: the documents with a running contract, latest versions, by expiry
create index document_watch_due_idx on public.document_watch (expiry_date)
  include (document_id, workspace_id, talent_id, type, running_contract_until)
  where not superseded and running_contract_until is not null;

-- ---------------------------------------------------------------------------------------
-- What is watched, and the talent's running contracts' latest end.
create or replace function private.is_watched_document(p public.document)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p.talent_id is not null and p.expiry_date is not null and p.status <> 'rejected'
     and p.type in ('residence_permit', 'caces', 'electrical_clearance', 'aipr', 'work_at_height', 'carte_btp',
                    'medical_attestation')
$$;

create or replace function private.running_contract_until(p_talent uuid, p_workspace uuid)
returns date
language sql
stable
set search_path = ''
as $$
  select max(coalesce(c.definitive_end_date, c.end_date, 'infinity'::date))
  from public.contract c
  where c.talent_id = p_talent and c.workspace_id = p_workspace
    and c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
$$;

-- the versions of one document of a talent: all but the one expiring last are superseded
create or replace function private.refresh_document_versions(p_talent uuid, p_type public.document_type)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.document_watch w
  set superseded = w.expiry_date < m.latest
  from (select max(expiry_date) as latest from public.document_watch
        where talent_id = p_talent and type = p_type) m
  where w.talent_id = p_talent and w.type = p_type and w.superseded is distinct from (w.expiry_date < m.latest)
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
  set superseded = true
  from (select talent_id, type, max(expiry_date) as latest from public.document_watch group by 1, 2) m
  where w.talent_id = m.talent_id and w.type = m.type and w.expiry_date < m.latest;
end
$$;
revoke all on function private.rebuild_document_watch() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- A document written: its own row, then the versions of its old and new (talent, type).
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
    insert into public.document_watch (document_id, workspace_id, talent_id, type, expiry_date, running_contract_until)
    values (new.id, new.workspace_id, new.talent_id, new.type, new.expiry_date,
            private.running_contract_until(new.talent_id, new.workspace_id));
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

create trigger document_watch_sync
  after insert or delete or update of workspace_id, talent_id, type, status, expiry_date on public.document
  for each row execute function private.sync_document_watch();

-- A contract written: the latest end of its talent's running contracts, on that talent's rows.
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
    -- once per workspace of the talent's watched documents
    update public.document_watch w
    set running_contract_until = n.until
    from (select s.workspace_id, private.running_contract_until(v_talent, s.workspace_id) as until
          from (select distinct workspace_id from public.document_watch where talent_id = v_talent) s) n
    where w.talent_id = v_talent and w.workspace_id = n.workspace_id
      and w.running_contract_until is distinct from n.until;
  end loop;
  return null;
end
$$;

create trigger contract_document_watch_sync
  after insert or delete or update of workspace_id, talent_id, status, end_date, definitive_end_date on public.contract
  for each row execute function private.sync_document_watch_contract();

revoke all on function private.refresh_document_versions(uuid, public.document_type) from public, anon, authenticated;
revoke all on function private.sync_document_watch() from public, anon, authenticated;
revoke all on function private.sync_document_watch_contract() from public, anon, authenticated;

select private.rebuild_document_watch();

-- ---------------------------------------------------------------------------------------
-- The rule, from the watched documents. Inlined into public.action_centre() (no SET clause,
-- security invoker: see 20260109200000_action_centre_fast_read.sql).
create or replace function private.action_rule_document_expiring(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'document_expiring', case when w.expiry_date < current_date then 'critical' else 'warning' end, 'document',
         w.document_id, w.workspace_id,
         concat_ws(' · ', private.enum_label('document_type', w.type::text),
                   (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = w.talent_id)),
         w.expiry_date::timestamptz, format('/talents/%s/documents', w.talent_id), c.owner_id
  from public.document_watch w
  cross join lateral (
    select c.owner_id from public.contract c
    where c.talent_id = w.talent_id and c.workspace_id = w.workspace_id
      and c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
      and (p_owners is null or c.owner_id = any (p_owners))
      and coalesce(c.definitive_end_date, c.end_date, 'infinity'::date) >= greatest(w.expiry_date, current_date)
    order by c.start_date limit 1
  ) c
  where w.expiry_date <= current_date + 30 and not w.superseded
    and w.running_contract_until >= greatest(w.expiry_date, current_date)
$$;
