-- The running orders by start date, with what the carence-conflict rule reads of them (owner,
-- company, post, workplace, motif): the rule's first step becomes an index-only scan instead of
-- a bitmap of the orders starting within 30 days and their heap pages (≈ 40 ms for a manager's
-- five consultants on the `large` seed, 2.5 ms now). Same key and predicate as the index it
-- replaces, so its other readers keep it.
create index if not exists mission_open_orders_start_cover_idx on public.mission (start_date)
  include (id, workspace_id, owner_id, company_id, job_id, address_id, contract_reason)
  where is_client_order and status in ('draft', 'open', 'sourcing', 'presented', 'partially_filled');
drop index if exists public.mission_open_orders_start_idx;
