-- "Distance d'une ville" on /talents/list: the talents whose address lies within a radius of
-- a point, as a set of talent rows, so PostgREST's filters, embeds, order, range and exact
-- count apply to the result as to the table itself (POST /rest/v1/rpc/talents_near?select=…).
-- Bounding box on address (latitude, longitude) (index address_lat_lng_idx), then the exact
-- great-circle distance on a 6371 km sphere (private.distance_km), as public.search_talents.
--
-- Security invoker and plain SQL without SET: the talent and address policies apply to the
-- caller, and the planner inlines the function into the caller's query (filters, order and
-- limit pushed down). Every name is schema-qualified.
create or replace function public.talents_near(
  p_latitude double precision,
  p_longitude double precision,
  p_radius_km double precision
)
returns setof public.talent
language sql
stable
security invoker
as $$
  select t.*
  from public.talent t
  join public.address a on a.id = t.address_id
  where p_radius_km >= 0
    and a.latitude between (p_latitude - p_radius_km / 111.195)::numeric and (p_latitude + p_radius_km / 111.195)::numeric
    and a.longitude between (p_longitude - p_radius_km / (111.195 * greatest(pg_catalog.cos(pg_catalog.radians(p_latitude)), 0.01)))::numeric
                        and (p_longitude + p_radius_km / (111.195 * greatest(pg_catalog.cos(pg_catalog.radians(p_latitude)), 0.01)))::numeric
    and private.distance_km(p_latitude, p_longitude, a.latitude::double precision, a.longitude::double precision) <= p_radius_km
$$;

comment on function public.talents_near(double precision, double precision, double precision) is
  'Talents whose address is within p_radius_km kilometres of (p_latitude, p_longitude), earth radius 6371 km; the caller''s row-level security applies.';

revoke all on function public.talents_near(double precision, double precision, double precision) from public, anon;
grant execute on function public.talents_near(double precision, double precision, double precision) to authenticated, service_role;
