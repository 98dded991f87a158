-- public.document_watch and public.running_contract_watch serialise their writers per key, as
-- the order-keyed tables do (20260110200700_open_order_post.sql).
--
-- Their rows are written by triggers on several tables that do not lock one another: a document
-- and a contract of one talent, two documents of one talent, a contract and its talent, its
-- company, its company's sector or another version of it. Each trigger reads the sources with
-- its own statement's snapshot, so that a writer that does not yet see the other's uncommitted
-- change computes the row without it, and the other, not seeing that writer's row, does not
-- correct it: after both commit the row differs from a rebuild (the owners or latest end of a
-- talent's running contracts, a document version left unsuperseded, a contract's card,
-- activity, way of working or supersession). No unique violation: each row is inserted only by
-- a writer of its own document or contract, which holds that source row's lock.
--
-- Each trigger now first takes transaction advisory locks on the keys it refreshes:
-- - document_watch: the talent (its documents' rows depend on the talent's documents of the same
--   type and on its contracts);
-- - running_contract_watch: the talent (its documents, its way of working), the company (its
--   activity), the contract key (its versions), all exclusive;
-- - a contract's on_worksite also reads its company's sector's code. A sector's writer does not
--   lock the sector's companies (thousands of advisory locks would fill the shared lock table,
--   max_locks_per_transaction x connections slots, and fail with "out of shared memory"): it
--   takes its sector's key EXCLUSIVE, one lock, and the writers that compute on_worksite from a
--   sector take its key SHARED, so that they wait for a sector's writer but not for one another:
--   . a contract's writer, the sector of its new company, read once it holds the company's key:
--     the company's sector cannot change until it commits (a company's writer waits for that
--     key before it commits), so the sector it locks is the one its row is computed from. Its
--     old company's sector is not needed: it only deletes that row, and a sector's writer that
--     updated it first makes the delete wait for its commit, or finds it deleted;
--   . a company's writer, after its company's key, its old and new sectors (one if unchanged:
--     a NAF code's change alone is also computed with the sector's code). Shared suffices: a
--     company changing sector changes no sector's code, two companies' writers of one sector
--     refresh different rows, and one company's writers are serialised by its key; what it
--     must wait for, or make wait, is a sector's writer. If the sector's writer locks first,
--     the company's writer then computes with its committed code; if the company's writer
--     locks first, the sector's writer waits for it, then reads the sector's companies with the
--     company's move committed. The new sector: without it, a company's writer could compute
--     with the sector's old code while the sector's writer, not yet seeing the company in it,
--     leaves the company's rows alone. The old sector: without it, a sector's writer that read
--     the company still in the sector, its update then waiting on the row for the company's
--     writer, would rewrite the row with the old sector's code once the company's writer commits.
-- The locks of an AFTER trigger are taken once its statement has written its own source row;
-- under READ COMMITTED the statements after the lock see what the previous writer committed.
--
-- Global lock order, in which every writer takes its locks (within a step, in the order of the
-- keys' lock identity, their hash), so that two writers cannot wait for each other:
--   1. document_watch: talents;
--   2. running_contract_watch: talents, companies and contract keys together;
--   3. running_contract_watch.sector: sectors, shared or exclusive.
-- A document's writer takes 1 then 2 (its talents; its running_contract_watch trigger renamed to
-- fire after document_watch's); a contract's writer 1 (contract_document_watch_*), 2, then 3
-- shared (contract_running_contract_watch_sync fires after them); a talent's writer 2; a
-- company's writer 2 (itself) then 3 shared; a sector's writer 3 exclusive only. Step 3 is its
-- own namespace, so that no sector's key is ever one of step 2's. Pair by pair: contract and
-- contract, document, talent or company meet in steps 1 and 2 in one order, and contracts' and
-- companies' shared sector locks never wait for one another; a sector's writer meets contracts
-- and companies in step 3 only and holds no other of these locks when it waits, so it closes no
-- cycle; document and talent writers take no sector lock. Several rows in one statement or
-- several statements in one transaction take their rows' keys one after another, as they take
-- the rows' own locks; and a transaction that wrote a sector's contract, then that sector's
-- code, upgrades its shared lock: two such transactions at once would deadlock, and PostgreSQL
-- would cancel one (sectors are reference data, edited by hand).
-- supabase/tests/action-centre/document-watch-owners.test.ts and running-contract-watch.test.ts
-- run such pairs of writers on two connections, and check that a sector's writer takes a
-- bounded number of locks.

-- Locks the derived table's keys for the transaction, in the order of their lock identity,
-- exclusive or shared.
create or replace function private.lock_derived_keys(p_table text, p_keys text[], p_shared boolean default false)
returns void
language sql
set search_path = ''
as $$
  select case when p_shared then pg_catalog.pg_advisory_xact_lock_shared(pg_catalog.hashtext(p_table), k)
              else pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext(p_table), k) end
  from (select distinct pg_catalog.hashtext(key) as k from unnest(p_keys) key where key is not null order by 1) keys;
$$;
revoke all on function private.lock_derived_keys(text, text[], boolean) from public, anon, authenticated;

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
declare
  v_watched boolean := false;
begin
  if tg_op <> 'DELETE' then
    v_watched := private.is_running_contract_watched(new);
  end if;
  perform private.lock_derived_keys('running_contract_watch', array[
    case when tg_op <> 'INSERT' then old.talent_id::text end,
    case when tg_op <> 'INSERT' then old.company_id::text end,
    case when tg_op <> 'INSERT' then old.workspace_id::text || '/' || old.contract_key end,
    case when tg_op <> 'DELETE' then new.talent_id::text end,
    case when tg_op <> 'DELETE' then new.company_id::text end,
    case when tg_op <> 'DELETE' then new.workspace_id::text || '/' || new.contract_key end]);
  -- its row's on_worksite: its company's sector, read now that the company's key is held
  if v_watched then
    perform private.lock_derived_keys('running_contract_watch.sector',
                                      array(select co.sector_id::text from public.company co where co.id = new.company_id),
                                      true);
  end if;
  if tg_op <> 'INSERT' then
    delete from public.running_contract_watch where contract_id = old.id;
  end if;
  if v_watched then
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
-- worksite. A company's writer locks itself, then its old and new sectors shared; a sector's
-- writer its sector only, exclusive (one lock, whatever its number of companies), then reads its
-- companies, so that it also finds a company that has just joined it.
create or replace function private.sync_running_contract_watch_company()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'company' then
    perform private.lock_derived_keys('running_contract_watch', array[new.id::text]);
    perform private.lock_derived_keys('running_contract_watch.sector', array[old.sector_id::text, new.sector_id::text], true);
  else
    perform private.lock_derived_keys('running_contract_watch.sector', array[new.id::text]);
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
