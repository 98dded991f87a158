-- One meal-card request per contract and month, within its workspace: contract keys are unique
-- per workspace only (contract_version_unique), so two workspaces' contracts of the same key
-- collided on this index (the large seed failed to load on it).
drop index if exists public.meal_card_request_one_per_month_idx;
create unique index meal_card_request_one_per_month_idx on public.meal_card_request (workspace_id, contract_key, period_month)
  where status not in ('rejected', 'canceled');
