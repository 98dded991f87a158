-- public.positions_left(mission), the computed column of the missions lists, counts a
-- mission's placed applications once per row of the page: read from this index alone
-- (workspace_id for the read policy) instead of every application of the mission's pipeline.
create index if not exists application_placed_mission_idx on public.application (mission_id) include (workspace_id)
  where stage = 'placed' and not is_rejected;
