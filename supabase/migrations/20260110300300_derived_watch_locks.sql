-- public.document_watch and public.running_contract_watch serialise their writers per key, as
-- the order-keyed tables do (20260110200700_open_order_post.sql).
--
-- Their rows are written by triggers on several tables that do not lock one another: a document
-- and a contract of one talent, two documents of one talent, a contract and its talent, its
-- company or another version of it. Each trigger reads the sources with its own statement's
-- snapshot, so that a writer that does not yet see the other's uncommitted change computes the
-- row without it, and the other, not seeing that writer's row, does not correct it: after both
-- commit the row differs from a rebuild (the owners or latest end of a talent's running
-- contracts, a document version left unsuperseded, a contract's card, activity, way of working
-- or supersession). No unique violation: each row is inserted only by a writer of its own
-- document or contract, which holds that source row's lock.
--
-- Each trigger now first takes a transaction advisory lock per key it refreshes:
-- - document_watch: the talent (its documents' rows depend on the talent's documents of the same
--   type and on its contracts);
-- - running_contract_watch: the talent (its documents, its way of working), the company (its
--   activity), the contract key (its versions); a sector's code is read through its companies,
--   so a sector's writer locks the sector, then its companies, and a company's writer its old
--   and new sectors before itself.
-- Under READ COMMITTED the statements after the lock see what the previous writer committed.
-- Locks are taken in the order of their identity (the key's hash), so that two writers of the
-- same keys cannot wait for each other; document_watch's before running_contract_watch's, on
-- contract (trigger names) and on document (its running_contract_watch trigger renamed to fire
-- last). supabase/tests/action-centre/document-watch-owners.test.ts and
-- running-contract-watch.test.ts run such pairs of writers on two connections.

-- Locks the derived table's keys for the transaction, in the order of their lock identity.
create or replace function private.lock_derived_keys(p_table text, p_keys text[])
returns void
language sql
set search_path = ''
as $$
  select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext(p_table), k)
  from (select distinct pg_catalog.hashtext(key) as k from unnest(p_keys) key where key is not null order by 1) keys;
$$;
revoke all on function private.lock_derived_keys(text, text[]) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- document_watch (bodies of 20260110200600_document_watch_owners.sql)

-- A document written: its own row, then the versions of its old and new (talent, type).
create or replace function private.sync_document_watch()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_derived_keys('document_watch', array[
    case when tg_op <> 'INSERT' then old.talent_id::text end,
    case when tg_op <> 'DELETE' then new.talent_id::text end]);
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
  v_talents uuid[] := array_remove(
    case tg_op when 'INSERT' then array[new.talent_id]
               when 'DELETE' then array[old.talent_id]
               else array[old.talent_id, nullif(new.talent_id, old.talent_id)] end, null);
begin
  perform private.lock_derived_keys('document_watch', v_talents::text[]);
  foreach v_talent in array v_talents
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

revoke all on function private.sync_document_watch() from public, anon, authenticated;
revoke all on function private.sync_document_watch_contract() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- running_contract_watch (bodies of 20260110100000_running_contract_watch.sql)

-- A contract written: its own row, then the versions of its old and new contract key (a draft
-- or canceled version moves the first start too).
create or replace function private.sync_running_contract_watch()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_derived_keys('running_contract_watch', array[
    case when tg_op <> 'INSERT' then old.talent_id::text end,
    case when tg_op <> 'INSERT' then old.company_id::text end,
    case when tg_op <> 'INSERT' then old.workspace_id::text || '/' || old.contract_key end,
    case when tg_op <> 'DELETE' then new.talent_id::text end,
    case when tg_op <> 'DELETE' then new.company_id::text end,
    case when tg_op <> 'DELETE' then new.workspace_id::text || '/' || new.contract_key end]);
  if tg_op <> 'INSERT' then
    delete from public.running_contract_watch where contract_id = old.id;
  end if;
  if tg_op <> 'DELETE' and private.is_running_contract_watched(new) then
    insert into public.running_contract_watch (contract_id, workspace_id, talent_id, company_id, owner_id, contract_key,
                                               amendment_number, is_amendment, is_service, medical_surveillance, start_date,
                                               last_day, on_worksite, talent_independent, card_until, vigilance_issued)
    values (new.id, new.workspace_id, new.talent_id, new.company_id, new.owner_id, new.contract_key, new.amendment_number,
            new.is_amendment, new.contract_type = 'independent_service', new.medical_surveillance, new.start_date,
            coalesce(new.definitive_end_date, new.end_date, new.start_date + coalesce(new.minimum_duration_days, 0)),
            private.is_on_worksite(new.company_id), private.is_independent_talent(new.talent_id),
            private.carte_btp_until(new.talent_id, new.workspace_id), private.vigilance_issued(new.talent_id, new.workspace_id));
  end if;
  if tg_op <> 'INSERT' then
    perform private.refresh_running_contract_versions(old.workspace_id, old.contract_key);
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and (old.workspace_id, old.contract_key) is distinct from (new.workspace_id, new.contract_key)) then
    perform private.refresh_running_contract_versions(new.workspace_id, new.contract_key);
  end if;
  return null;
end
$$;

-- A carte BTP or a vigilance attestation written: on its talent's rows (old and new talent and workspace).
create or replace function private.sync_running_contract_watch_document()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_derived_keys('running_contract_watch', array[
    case when tg_op <> 'INSERT' and old.type in ('carte_btp', 'urssaf_vigilance') then old.talent_id::text end,
    case when tg_op <> 'DELETE' and new.type in ('carte_btp', 'urssaf_vigilance') then new.talent_id::text end]);
  if tg_op <> 'INSERT' and old.type in ('carte_btp', 'urssaf_vigilance') and old.talent_id is not null then
    update public.running_contract_watch w
    set card_until = private.carte_btp_until(old.talent_id, old.workspace_id),
        vigilance_issued = private.vigilance_issued(old.talent_id, old.workspace_id)
    where w.talent_id = old.talent_id and w.workspace_id = old.workspace_id;
  end if;
  if tg_op <> 'DELETE' and new.type in ('carte_btp', 'urssaf_vigilance') and new.talent_id is not null then
    update public.running_contract_watch w
    set card_until = private.carte_btp_until(new.talent_id, new.workspace_id),
        vigilance_issued = private.vigilance_issued(new.talent_id, new.workspace_id)
    where w.talent_id = new.talent_id and w.workspace_id = new.workspace_id;
  end if;
  return null;
end
$$;

-- A company's NAF code or sector changed, or a sector's code: whether its contracts are on a
-- worksite. Sectors are locked before companies (a contract's writer locks its company only):
-- a sector's writer reads its companies once it holds the sector, so that it also finds a
-- company that has just joined it.
create or replace function private.sync_running_contract_watch_company()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'company' then
    perform private.lock_derived_keys('running_contract_watch', array[old.sector_id::text, new.sector_id::text]);
    perform private.lock_derived_keys('running_contract_watch', array[new.id::text]);
  else
    perform private.lock_derived_keys('running_contract_watch', array[new.id::text]);
    perform private.lock_derived_keys('running_contract_watch',
                                      array(select co.id::text from public.company co where co.sector_id = new.id));
  end if;
  update public.running_contract_watch w
  set on_worksite = private.is_on_worksite(w.company_id)
  where (tg_table_name = 'company' and w.company_id = new.id)
     or (tg_table_name = 'sector' and w.company_id in (select co.id from public.company co where co.sector_id = new.id));
  return null;
end
$$;

-- A talent's way of working changed.
create or replace function private.sync_running_contract_watch_talent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_derived_keys('running_contract_watch', array[new.id::text]);
  update public.running_contract_watch w
  set talent_independent = new.worker_type in ('independent', 'portage')
  where w.talent_id = new.id and w.talent_independent is distinct from (new.worker_type in ('independent', 'portage'));
  return null;
end
$$;

revoke all on function private.sync_running_contract_watch() from public, anon, authenticated;
revoke all on function private.sync_running_contract_watch_document() from public, anon, authenticated;
revoke all on function private.sync_running_contract_watch_company() from public, anon, authenticated;
revoke all on function private.sync_running_contract_watch_talent() from public, anon, authenticated;

-- After-row triggers of one event fire in the order of their names: on contract,
-- contract_document_watch_* fire before contract_running_contract_watch_sync; on document this
-- name keeps document_watch_sync first, so that a contract's and a document's writers of one
-- talent take document_watch's lock, then running_contract_watch's, and cannot wait for each other.
alter trigger document_running_contract_watch_sync on public.document rename to document_z_running_contract_watch_sync;
