-- Three action-centre queues read a table of the running contracts kept up to date by triggers
-- instead of probing, for each running contract of their window, its talent's documents, its
-- company, its amendments or its talent at each read (on the `large` seed: the missing cartes BTP
-- ≈ 110 ms for a developer, 17 000 contracts; the independents' vigilance attestations ≈ 35 ms,
-- 14 000 independents against 30 000 contracts; the medical follow-up ≈ 50 ms, 30 000 contracts).
--
-- public.running_contract_watch holds one row per running contract (validated to active) with
-- what those rules read of it and:
-- - last_day: its end (definitive, planned, or start + minimum duration);
-- - first_day: the start of its first version (the earliest start of its contract key, canceled
--   versions aside);
-- - superseded: a later amendment of the contract runs;
-- - on_worksite: its company is in construction (NAF 41 to 43, or a construction sector);
-- - talent_independent: its talent works as an independent or in portage;
-- - card_until: the latest validity of the talent's valid cartes BTP (infinity for a card without
--   expiry, null without one), vigilance_issued: the latest URSSAF vigilance attestation's date;
--   a talent's documents are in the talent's workspace, the contract's one
--   (private.assert_same_workspace), so they are read in that workspace.
-- Triggers on contract, document, company, sector and talent keep it (a test compares it to a
-- full recomputation). Its rows are visible to whoever may read the contract (the contract's
-- policy). The rules keep their conditions; what a rule reads through the watch of another table
-- (a document, a company, a talent) it reads there only for a caller who may read that table in
-- the contract's workspace, any other caller gets the former read, so that every caller sees
-- exactly the items of before. What stays read live: the card and medical requests and the
-- medical results (their own visibility, few rows).

create table public.running_contract_watch (
  contract_id uuid primary key references public.contract (id) on delete cascade,
  workspace_id uuid not null references public.workspace (id) on delete cascade,
  talent_id uuid not null references public.talent (id) on delete cascade,
  company_id uuid references public.company (id) on delete cascade,
  owner_id uuid,
  contract_key text not null,
  amendment_number integer not null,
  is_amendment boolean not null,
  is_service boolean not null,
  medical_surveillance public.medical_surveillance,
  start_date date not null,
  last_day date not null,
  first_day date,
  superseded boolean not null default false,
  on_worksite boolean not null default false,
  talent_independent boolean not null default false,
  card_until date,
  vigilance_issued date
);
comment on table public.running_contract_watch is
  'running contracts with what the action centre''s carte BTP, medical and independents queues read of their versions, company, talent and talent''s documents; kept by triggers on contract, document, company, sector and talent';

alter table public.running_contract_watch enable row level security;
revoke all on public.running_contract_watch from anon, authenticated;
grant select on public.running_contract_watch to authenticated;
-- the contract's own select policy (20260102000700): supabase/tests/action-centre/running-contract-watch.test.ts
-- checks that every demo account sees the same contracts through both
create policy "running_contract_watch: matrix roles can select workspace rows" on public.running_contract_watch
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('contract', 'select')));

create index running_contract_watch_talent_idx on public.running_contract_watch (talent_id, workspace_id)
  include (start_date, last_day, is_amendment, is_service, superseded, medical_surveillance);
create index running_contract_watch_company_idx on public.running_contract_watch (company_id);
-- also the workspace's rows (its deletion)
create index running_contract_watch_key_idx on public.running_contract_watch (workspace_id, contract_key);
-- the missing cartes BTP: what can be due (no card valid to the end), by start
create index running_contract_watch_carte_btp_idx on public.running_contract_watch (start_date)
  include (contract_id, workspace_id, talent_id, company_id, owner_id, contract_key, last_day, card_until)
  where on_worksite and not superseded and not is_service and (card_until is null or card_until < greatest(start_date, last_day));
-- the medical follow-up: the SIR contracts by start, the others by version and start
create index running_contract_watch_sir_idx on public.running_contract_watch (start_date)
  include (contract_id, workspace_id, talent_id, owner_id, contract_key, last_day)
  where medical_surveillance = 'sir' and not superseded and not is_service;
create index running_contract_watch_vip_idx on public.running_contract_watch (is_amendment, start_date)
  include (contract_id, workspace_id, talent_id, owner_id, contract_key, first_day, last_day)
  where medical_surveillance <> 'sir' and not superseded and not is_service;
-- the independents' contracts
create index running_contract_watch_independent_idx on public.running_contract_watch (talent_id)
  include (workspace_id, start_date, last_day, vigilance_issued)
  where talent_independent;

-- ---------------------------------------------------------------------------------------
create or replace function private.carte_btp_until(p_talent uuid, p_workspace uuid)
returns date
language sql
stable
set search_path = ''
as $$
  select max(coalesce(d.expiry_date, 'infinity'::date))
  from public.document d
  where d.talent_id = p_talent and d.workspace_id = p_workspace and d.type = 'carte_btp'
    and d.status in ('valid', 'expiring_soon')
$$;

create or replace function private.vigilance_issued(p_talent uuid, p_workspace uuid)
returns date
language sql
stable
set search_path = ''
as $$
  select max(coalesce(d.issued_at, (d.created_at at time zone 'Europe/Paris')::date))
  from public.document d
  where d.talent_id = p_talent and d.workspace_id = p_workspace and d.type = 'urssaf_vigilance'
    and d.status in ('valid', 'expiring_soon', 'pending_verification')
$$;

create or replace function private.is_on_worksite(p_company uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((select co.naf_code ~ '^4[1-3]\.'
                          or s.code in ('tp_vrd', 'gros_oeuvre', 'second_oeuvre', 'genie_civil', 'renovation_rehabilitation')
                   from public.company co left join public.sector s on s.id = co.sector_id
                   where co.id = p_company), false)
$$;

create or replace function private.is_independent_talent(p_talent uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((select t.worker_type in ('independent', 'portage') from public.talent t where t.id = p_talent), false)
$$;

create or replace function private.is_running_contract_watched(p public.contract)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
$$;

-- the versions of one contract key: the first start, and each superseded while a later amendment runs
create or replace function private.refresh_running_contract_versions(p_workspace uuid, p_key text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.running_contract_watch w
  set superseded = n.superseded, first_day = n.first_day
  from (select w.contract_id,
               exists (select 1 from public.contract a
                       where a.is_amendment and a.workspace_id = w.workspace_id and a.contract_key = w.contract_key
                         and a.amendment_number > w.amendment_number
                         and a.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')) as superseded,
               (select min(o.start_date) from public.contract o
                where o.workspace_id = w.workspace_id and o.contract_key = w.contract_key and o.status <> 'canceled') as first_day
        from public.running_contract_watch w
        where w.workspace_id = p_workspace and w.contract_key = p_key) n
  where w.contract_id = n.contract_id
    and (w.superseded, w.first_day) is distinct from (n.superseded, n.first_day)
$$;

-- every row again (after a bulk load made with the triggers off, or to check the triggers)
create or replace function private.rebuild_running_contract_watch()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.running_contract_watch;
  insert into public.running_contract_watch (contract_id, workspace_id, talent_id, company_id, owner_id, contract_key,
                                             amendment_number, is_amendment, is_service, medical_surveillance, start_date,
                                             last_day, first_day, superseded, on_worksite, talent_independent, card_until,
                                             vigilance_issued)
  select c.id, c.workspace_id, c.talent_id, c.company_id, c.owner_id, c.contract_key, c.amendment_number, c.is_amendment,
         c.contract_type = 'independent_service', c.medical_surveillance, c.start_date,
         coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 0)),
         k.first_day,
         exists (select 1 from public.contract a
                 where a.is_amendment and a.workspace_id = c.workspace_id and a.contract_key = c.contract_key
                   and a.amendment_number > c.amendment_number
                   and a.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')),
         coalesce(co.naf_code ~ '^4[1-3]\.'
                  or s.code in ('tp_vrd', 'gros_oeuvre', 'second_oeuvre', 'genie_civil', 'renovation_rehabilitation'), false),
         t.worker_type in ('independent', 'portage'), d.card_until, d.vigilance_issued
  from public.contract c
  join public.talent t on t.id = c.talent_id
  left join public.company co on co.id = c.company_id
  left join public.sector s on s.id = co.sector_id
  left join (select o.workspace_id, o.contract_key, min(o.start_date) as first_day from public.contract o
             where o.status <> 'canceled' group by 1, 2) k on k.workspace_id = c.workspace_id and k.contract_key = c.contract_key
  left join (select d.talent_id, d.workspace_id,
                    max(coalesce(d.expiry_date, 'infinity'::date))
                      filter (where d.type = 'carte_btp' and d.status in ('valid', 'expiring_soon')) as card_until,
                    max(coalesce(d.issued_at, (d.created_at at time zone 'Europe/Paris')::date))
                      filter (where d.type = 'urssaf_vigilance' and d.status in ('valid', 'expiring_soon', 'pending_verification')) as vigilance_issued
             from public.document d
             where d.type in ('carte_btp', 'urssaf_vigilance')
             group by 1, 2) d on d.talent_id = c.talent_id and d.workspace_id = c.workspace_id
  where private.is_running_contract_watched(c);
end
$$;
revoke all on function private.rebuild_running_contract_watch() from public, anon, authenticated;

-- A contract written: its own row, then the versions of its old and new contract key (a draft
-- or canceled version moves the first start too).
create or replace function private.sync_running_contract_watch()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
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

create trigger contract_running_contract_watch_sync
  after insert or delete or update of workspace_id, talent_id, company_id, owner_id, contract_key, amendment_number,
    is_amendment, status, contract_type, medical_surveillance, start_date, end_date, definitive_end_date,
    minimum_duration_days on public.contract
  for each row execute function private.sync_running_contract_watch();

-- A carte BTP or a vigilance attestation written: on its talent's rows (old and new talent and workspace).
create or replace function private.sync_running_contract_watch_document()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
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

create trigger document_running_contract_watch_sync
  after insert or delete or update of workspace_id, talent_id, type, status, expiry_date, issued_at, created_at on public.document
  for each row execute function private.sync_running_contract_watch_document();

-- A company's NAF code or sector changed, or a sector's code: whether its contracts are on a worksite.
create or replace function private.sync_running_contract_watch_company()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.running_contract_watch w
  set on_worksite = private.is_on_worksite(w.company_id)
  where (tg_table_name = 'company' and w.company_id = new.id)
     or (tg_table_name = 'sector' and w.company_id in (select co.id from public.company co where co.sector_id = new.id));
  return null;
end
$$;

create trigger company_running_contract_watch_sync
  after update of naf_code, sector_id on public.company
  for each row execute function private.sync_running_contract_watch_company();
create trigger sector_running_contract_watch_sync
  after update of code on public.sector
  for each row execute function private.sync_running_contract_watch_company();

-- A talent's way of working changed.
create or replace function private.sync_running_contract_watch_talent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.running_contract_watch w
  set talent_independent = new.worker_type in ('independent', 'portage')
  where w.talent_id = new.id and w.talent_independent is distinct from (new.worker_type in ('independent', 'portage'));
  return null;
end
$$;

create trigger talent_running_contract_watch_sync
  after update of worker_type on public.talent
  for each row execute function private.sync_running_contract_watch_talent();

revoke all on function private.refresh_running_contract_versions(uuid, text) from public, anon, authenticated;
revoke all on function private.sync_running_contract_watch() from public, anon, authenticated;
revoke all on function private.sync_running_contract_watch_document() from public, anon, authenticated;
revoke all on function private.sync_running_contract_watch_company() from public, anon, authenticated;
revoke all on function private.sync_running_contract_watch_talent() from public, anon, authenticated;

select private.rebuild_running_contract_watch();
analyze public.running_contract_watch;

-- ---------------------------------------------------------------------------------------
-- The rule's conditions over every running contract of the window (the former read): for a
-- caller who may not read the workspace's cartes BTP or companies. A SET clause keeps it out of the caller's
-- plan (it is planned only when it runs).
create or replace function private.action_carte_btp_missing_scan(p_owners uuid[])
returns table (id uuid, workspace_id uuid, contract_key text, talent_id uuid, company_id uuid, start_date date, owner_id uuid)
language sql
stable
set search_path = ''
as $$
  select c.id, c.workspace_id, c.contract_key, c.talent_id, c.company_id, c.start_date, c.owner_id
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
revoke all on function private.action_carte_btp_missing_scan(uuid[]) from public, anon;
grant execute on function private.action_carte_btp_missing_scan(uuid[]) to authenticated;

-- Contracts on a construction worksite whose talent has no valid carte BTP (the conditions of
-- 20260108100000_action_centre_more_rules.sql), from the watched contracts that can be due.
-- Inlined into public.action_centre() (no SET clause, security invoker).
create or replace function private.action_rule_carte_btp_missing(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'carte_btp_missing', 'warning', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key,
                   (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = c.talent_id),
                   (select co.name from public.company co where co.id = c.company_id)),
         c.start_date::timestamptz, format('/talents/%s/documents', c.talent_id), c.owner_id
  -- the labels outside the union: computed for the items shown only
  from (
    select w.contract_id as id, w.workspace_id, w.contract_key, w.talent_id, w.company_id, w.start_date, w.owner_id
    from public.running_contract_watch w
    where (select private.can('document', 'select')) and (select private.can('company', 'select'))
      and (not private.is_sensitive_document_type('carte_btp') or (select private.can('document_sensitive', 'select')))
      -- the partial index's predicate, then the rule's
      and w.on_worksite and not w.superseded and not w.is_service
      and (w.card_until is null or w.card_until < greatest(w.start_date, w.last_day))
      and w.start_date between current_date - 30 and current_date + 15 and w.last_day >= current_date
      and (w.card_until is null or w.card_until < greatest(w.start_date, current_date))
      and (p_owners is null or w.owner_id = any (p_owners))
      and not exists (select 1 from public.professional_card_request r
                      where r.talent_id = w.talent_id and r.status in ('submitted', 'awaiting_payment', 'paid', 'card_received'))
    union all
    select s.* from private.action_carte_btp_missing_scan(p_owners) s
    where not ((select private.can('document', 'select')) and (select private.can('company', 'select'))
               and (not private.is_sensitive_document_type('carte_btp') or (select private.can('document_sensitive', 'select'))))
  ) c
$$;
