-- private.distance_km without `strict`: a strict SQL function is not inlined by the planner,
-- which then calls it once per address of a radius search's bounding box. Without `strict`
-- it is inlined into search_talents, super_search_talents, talents_near and
-- talents_matching_text alike; a null coordinate still gives a null distance (the arithmetic
-- propagates it), as before.
create or replace function private.distance_km(p_lat1 double precision, p_lng1 double precision, p_lat2 double precision, p_lng2 double precision)
returns double precision
language sql
immutable
parallel safe
as $$
  select 2 * 6371 * pg_catalog.asin(least(1, pg_catalog.sqrt(
    pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p_lat2 - p_lat1) / 2), 2)
    + pg_catalog.cos(pg_catalog.radians(p_lat1)) * pg_catalog.cos(pg_catalog.radians(p_lat2))
      * pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p_lng2 - p_lng1) / 2), 2)
  )))
$$;
