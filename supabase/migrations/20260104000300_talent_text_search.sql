-- /talents/list filtered by text (issue 7): the talents whose search text contains the
-- typed text, as a set of talent rows, so that PostgREST's filters, embeds, order, range and
-- exact count apply to the result as to the table itself
-- (POST /rest/v1/rpc/talents_matching_text?select=…), like public.talents_near.
--
-- Why a function: under row-level security the `search_text like '%…%'` filter is not
-- leakproof, so PostgreSQL applies the talent policy first and never uses the trigram index
-- (talent_search_text_trgm_idx): the 200 000 rows of the large seed were read twice (count,
-- then page), ≈ 330 ms. Making textlike leakproof needs a superuser (impossible on hosted
-- Supabase). This function is security definer and applies the talent table's read rule
-- itself, exactly as the policy "talent: matrix roles can select workspace rows" does
-- (the caller's workspaces and the matrix's select right; the matrix has no "own" scope for
-- talent), as public.search_talents and public.super_search_talents do.
--
-- The text is normalised as search_text is (private.normalize_search: lower case, no
-- accents, single spaces) and matched as a literal substring (`%` and `_` escaped), so the
-- rows are those of the plain `search_text ilike '%text%'` filter, without a fuzzy pass (the
-- list has none). An empty text is no criterion. The optional circle (p_latitude,
-- p_longitude, p_radius_km) is public.talents_near's, so that text and distance combine.
-- The statement is built and run with its actual values (execute … using) so that each call
-- is planned with the pattern it matches (a generic plan would not know it is selective).
create or replace function public.talents_matching_text(
  p_query text,
  p_latitude double precision default null,
  p_longitude double precision default null,
  p_radius_km double precision default null
)
returns setof public.talent
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_q text := private.normalize_search(p_query);
  v_where text := 't.workspace_id = any ($1)';
begin
  -- the talent table's read rule (policy "talent: matrix roles can select workspace rows")
  if not coalesce(private.can('talent', 'select'), false) then
    return;
  end if;
  if v_q is not null then
    v_where := v_where || ' and t.search_text like $2';
  end if;
  if p_radius_km is not null or p_latitude is not null or p_longitude is not null then
    if p_radius_km is null or p_latitude is null or p_longitude is null or p_radius_km < 0 then
      return;
    end if;
    v_where := v_where || ' and exists (select 1 from public.address a where a.id = t.address_id'
      || ' and a.latitude between ($3 - $5 / 111.195)::numeric and ($3 + $5 / 111.195)::numeric'
      || ' and a.longitude between ($4 - $5 / (111.195 * greatest(pg_catalog.cos(pg_catalog.radians($3)), 0.01)))::numeric'
      || ' and ($4 + $5 / (111.195 * greatest(pg_catalog.cos(pg_catalog.radians($3)), 0.01)))::numeric'
      || ' and private.distance_km($3, $4, a.latitude::double precision, a.longitude::double precision) <= $5)';
  end if;
  return query execute 'select t.* from public.talent t where ' || v_where
    using private.current_workspace_ids(),
          '%' || replace(replace(replace(coalesce(v_q, ''), '\', '\\'), '%', '\%'), '_', '\_') || '%',
          p_latitude, p_longitude, p_radius_km;
end
$$;

comment on function public.talents_matching_text(text, double precision, double precision, double precision) is
  'Talents readable by the caller (talent select policy) whose search_text contains the normalised p_query, optionally within p_radius_km kilometres of (p_latitude, p_longitude).';

revoke all on function public.talents_matching_text(text, double precision, double precision, double precision) from public, anon;
grant execute on function public.talents_matching_text(text, double precision, double precision, double precision) to authenticated;
