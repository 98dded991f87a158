-- private.distance_km gave 20 015 km (half the Earth's circumference), not null, when a
-- coordinate was missing: `least(1, null)` is 1, LEAST ignoring nulls. A worksite without
-- coordinates then showed its candidates at "20 015 km" and "beyond their mobility" instead
-- of "address without coordinates" (private.match_scores' distance_unknown). Null now, as the
-- callers expect; still a plain expression, so the planner inlines it (no `strict`, no SET).
create or replace function private.distance_km(p_lat1 double precision, p_lng1 double precision, p_lat2 double precision, p_lng2 double precision)
returns double precision
language sql
immutable
parallel safe
as $$
  select case when p_lat1 is null or p_lng1 is null or p_lat2 is null or p_lng2 is null then null
              else 2 * 6371 * pg_catalog.asin(least(1, pg_catalog.sqrt(
                pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p_lat2 - p_lat1) / 2), 2)
                + pg_catalog.cos(pg_catalog.radians(p_lat1)) * pg_catalog.cos(pg_catalog.radians(p_lat2))
                  * pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p_lng2 - p_lng1) / 2), 2)
              ))) end
$$;
