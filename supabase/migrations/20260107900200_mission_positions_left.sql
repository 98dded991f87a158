-- The positions still to fill of a mission: its open positions less its placed applications
-- (domain.md §2.1 "open positions left"). A computed field (PostgREST calls a function taking
-- the row type like a column: `select=positions_left`, `positions_left=gte.1`), read as the
-- caller: an inlinable SQL function, counted through application_unique_pair (mission_id, …).
create or replace function public.positions_left(public.mission)
returns integer
language sql
stable
set search_path = ''
as $$
  select greatest($1.number_of_open_positions - (
    select count(*)::integer from public.application a
    where a.mission_id = $1.id and a.stage = 'placed' and not a.is_rejected
  ), 0)
$$;

revoke all on function public.positions_left(public.mission) from public, anon;
grant execute on function public.positions_left(public.mission) to authenticated, service_role;
