-- Super-search (domain §7.3, issue 7): one paged call over the whole talent base with a
-- total count — text (accent-insensitive, typos tolerated), jobs, radius around a point,
-- available by a date, qualification statuses, qualification documents valid on that date
-- (CACES, habilitations…), experience levels; the talents who must no longer be delegated
-- and the anonymised ones are left out unless asked. Like search_talents it is security
-- definer with the talent table's read rule written in (the caller's workspaces and the
-- matrix's select right), and builds its statement with only the criteria given so that
-- the planner sees the actual values. (PGlite cannot evaluate pg_trgm's `%` inside a
-- function: `<%` and LIKE only.)

-- /talents/list's first page (newest first, 25 rows) under row-level security: the policy's
-- `workspace_id = any (current_workspace_ids())` is only known at run time, so the
-- (workspace_id, created_at desc) index cannot give the order and the 200 000 rows were read
-- and sorted (≈ 250 ms); this one walks created_at and checks the workspace in the index.
create index if not exists talent_created_at_workspace_idx on public.talent (created_at desc, workspace_id);

-- The radius without text: the addresses of the box with their id and coordinates (an
-- index-only scan, the exact distance computed from the index), then the talents living
-- there with what the search filters and sorts on, without reading either table.
create index if not exists address_lat_lng_id_idx on public.address (latitude, longitude) include (id);
create index if not exists talent_address_search_idx on public.talent (address_id)
  include (id, workspace_id, qualification_status, blacklisted_at, last_name, first_name);

-- The page in name order when neither text nor radius orders it.
create index if not exists talent_name_order_idx on public.talent (last_name, first_name, id);

-- Valid qualification documents by type, then talent (the "holds a valid CACES" criterion:
-- the holders of the first type asked, then each of their documents).
create index if not exists document_valid_type_talent_idx on public.document (type, talent_id, expiry_date)
  where talent_id is not null and status in ('valid', 'expiring_soon');

-- Rows of one page plus the number of matching talents (total_count, the same on each row).
-- "Available by D": available now with no later start date, or a known availability date
-- on or before D (a talent on mission whose mission ends before D); never `unavailable`.
-- "Qualification valid on D": a `valid` (or `expiring_soon`) document of each type asked,
-- with no expiry or an expiry on or after D (D = the availability date, else today).
create or replace function public.super_search_talents(
  p_query text default null,
  p_job_ids uuid[] default null,
  p_latitude double precision default null,
  p_longitude double precision default null,
  p_radius_km double precision default null,
  p_available_by date default null,
  p_availability public.talent_availability_status[] default null,
  p_qualification_statuses public.talent_qualification_status[] default null,
  p_document_types public.document_type[] default null,
  p_experience_levels public.experience_level[] default null,
  p_include_blacklisted boolean default false,
  p_limit integer default 25,
  p_offset integer default 0
)
returns table (
  talent_id uuid,
  first_name text,
  last_name text,
  email text,
  phone_number text,
  city text,
  postal_code text,
  main_job_name text,
  qualification_status public.talent_qualification_status,
  availability_status public.talent_availability_status,
  available_from date,
  is_top_profile boolean,
  blacklisted boolean,
  distance_km double precision,
  score real,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
-- the matches are read by primary key from an id list or an index: priced as on SSD (1.1),
-- not as random reads on a spinning disk (PostgreSQL's default, 4)
set random_page_cost = 1.1
-- a few thousand rows at most per statement: parallel workers cost more than they save
set max_parallel_workers_per_gather = 0
as $$
declare
  v_workspaces uuid[] := private.current_workspace_ids();
  v_q text := private.normalize_search(p_query);
  v_pattern text := '%' || replace(replace(replace(coalesce(private.normalize_search(p_query), ''), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  v_point boolean := p_latitude is not null and p_longitude is not null;
  v_radius boolean := p_radius_km is not null and p_latitude is not null and p_longitude is not null;
  v_dlat double precision := p_radius_km / 111.195;
  v_dlng double precision := p_radius_km / (111.195 * greatest(cos(radians(coalesce(p_latitude, 0))), 0.01));
  v_valid_on date := coalesce(p_available_by, current_date);
  v_documents public.document_type[] := p_document_types;
  v_ids uuid[];
  v_where text := 't.workspace_id = any ($12) and t.qualification_status <> ''anonymized''';
  -- inlined by the planner since private.distance_km is no longer strict (20260104000500)
  v_distance text := 'private.distance_km($3, $4, a.latitude::double precision, a.longitude::double precision)';
  v_address text;
  v_order text;
  v_total bigint;
begin
  -- the talent table's read rule (policy "talent: matrix roles can select workspace rows")
  if not private.can('talent', 'select') then
    return;
  end if;
  -- the document criterion reads documents: only with their read right (sensitive types apart)
  if cardinality(v_documents) > 0 and (not private.can('document', 'select')
      or (not private.can('document_sensitive', 'select') and exists (select 1 from unnest(v_documents) d where private.is_sensitive_document_type(d)))) then
    return;
  end if;
  if cardinality(p_job_ids) > 0 then
    v_where := v_where || ' and exists (select 1 from public.talent_job tj where tj.talent_id = t.id and tj.job_id = any ($8))';
  end if;
  if cardinality(p_availability) > 0 then
    v_where := v_where || ' and t.availability_status = any ($9)';
  end if;
  if p_available_by is not null then
    v_where := v_where || ' and t.availability_status <> ''unavailable'''
                       || ' and (t.available_from <= $13 or (t.available_from is null and t.availability_status = ''available''))';
  end if;
  if cardinality(p_qualification_statuses) > 0 then
    v_where := v_where || ' and t.qualification_status = any ($14)';
  end if;
  if cardinality(v_documents) > 0 then
    -- the holders of the first type drive; each type is then checked
    v_where := v_where || ' and t.id in (select d.talent_id from public.document d where d.type = ($15)[1]'
                       || ' and d.status in (''valid'', ''expiring_soon'') and (d.expiry_date is null or d.expiry_date >= $17))'
                       || ' and not exists (select 1 from unnest($15) wanted(type) where not exists ('
                       || 'select 1 from public.document d where d.talent_id = t.id and d.type = wanted.type'
                       || ' and d.status in (''valid'', ''expiring_soon'') and (d.expiry_date is null or d.expiry_date >= $17)))';
  end if;
  if cardinality(p_experience_levels) > 0 then
    v_where := v_where || ' and t.experience_level = any ($16)';
  end if;
  if not coalesce(p_include_blacklisted, false) then
    v_where := v_where || ' and t.blacklisted_at is null';
  end if;
  -- Text: the talents whose search text or one of whose job titles contains it and who meet
  -- the other criteria but the radius, gathered first (trigram index) so that they drive the
  -- plan — the planner underestimates a radius around a dense city and would otherwise start
  -- from its thousands of addresses. When nothing at all contains the text, the fuzzy pass
  -- (word similarity, `<%`, also indexed).
  if v_q is not null then
    execute 'select array_agg(m.id) from (select t.id from public.talent t where ' || v_where || ' and t.search_text like $2'
         || ' union select t.id from public.talent t join public.talent_job tjq on tjq.talent_id = t.id'
         || ' join public.job jq on jq.id = tjq.job_id where ' || v_where || ' and jq.search_text like $2) m'
      into v_ids
      using v_q, v_pattern, p_latitude, p_longitude, v_dlat, v_dlng, p_radius_km, p_job_ids, p_availability,
            null::integer, null::integer, v_workspaces, p_available_by, p_qualification_statuses, v_documents, p_experience_levels, v_valid_on;
    if v_ids is null
       and not exists (select 1 from public.talent t where t.workspace_id = any (v_workspaces) and t.search_text like v_pattern)
       and not exists (select 1 from public.job j where j.search_text like v_pattern) then
      execute 'select array_agg(t.id) from public.talent t where ' || v_where || ' and $1 operator(extensions.<%) t.search_text'
        into v_ids
        using v_q, v_pattern, p_latitude, p_longitude, v_dlat, v_dlng, p_radius_km, p_job_ids, p_availability,
              null::integer, null::integer, v_workspaces, p_available_by, p_qualification_statuses, v_documents, p_experience_levels, v_valid_on;
    end if;
    if v_ids is null then
      return;
    end if;
    -- the other criteria are met already
    v_where := 't.workspace_id = any ($12) and t.id = any ($18)';
  end if;
  if v_radius then
    -- bounding box on the (latitude, longitude) btree, then the exact distance
    v_where := v_where || ' and a.latitude between ($3 - $5)::numeric and ($3 + $5)::numeric'
                       || ' and a.longitude between ($4 - $6)::numeric and ($4 + $6)::numeric'
                       || ' and ' || v_distance || ' <= $7';
  end if;
  -- the address: for the talents found by text, one primary-key lookup each (a lateral
  -- subquery the planner cannot turn into a scan of all addresses); else a plain join
  v_address := case
    when v_q is not null then case when v_radius then ' cross join lateral' else ' left join lateral' end
      || ' (select a1.city, a1.postal_code, a1.latitude, a1.longitude from public.address a1 where a1.id = t.address_id limit 1) a'
      || case when v_radius then '' else ' on true' end
    else case when v_radius then ' join' else ' left join' end || ' public.address a on a.id = t.address_id' end;
  -- best matches first, then nearest, then by name
  v_order := case when v_q is not null then 'score desc, ' else '' end
          || case when v_point then 'distance_km asc nulls last, ' else '' end || 'last_name, first_name, id';
  -- Without text or radius the matches can be the whole base: counted on their own (no
  -- sort, no address), and the page read in name order. Otherwise one pass: the window
  -- count over the matches, which the relevance or distance order reads all anyway.
  if v_q is null and not v_radius then
    execute 'select count(*) from public.talent t where ' || v_where into v_total
      using v_q, v_pattern, p_latitude, p_longitude, v_dlat, v_dlng, p_radius_km, p_job_ids, p_availability,
            null::integer, null::integer, v_workspaces, p_available_by, p_qualification_statuses, v_documents, p_experience_levels, v_valid_on, v_ids;
    if v_total = 0 then
      return;
    end if;
  end if;
  -- The matches in a narrow row (id, sort keys, total), sorted and cut to the page; then the
  -- page's 25 rows completed by primary key (talent, address, main job).
  return query execute
    'select t.id, t.first_name, t.last_name, t.email, t.phone_number, a.city, a.postal_code,'
    || ' (select j.name from public.talent_job tj join public.job j on j.id = tj.job_id where tj.talent_id = t.id order by tj.is_main desc, j.position limit 1),'
    || ' t.qualification_status, t.availability_status, t.available_from, t.is_top_profile, t.blacklisted_at is not null,'
    || ' round(p.distance_km::numeric, 2)::double precision, p.score, p.total'
    || ' from (select t.id, t.last_name, t.first_name, '
    || case when v_point then v_distance else 'null::double precision' end || ' as distance_km,'
    || case when v_q is not null then ' extensions.word_similarity($1, coalesce(t.search_text, ''''))::real' else ' 0::real' end || ' as score,'
    || case when v_total is null then ' count(*) over ()' else ' $19::bigint' end || ' as total'
    || ' from public.talent t' || v_address
    || ' where ' || v_where
    || ' order by ' || v_order || ' limit $10 offset $11) p'
    || ' join public.talent t on t.id = p.id left join public.address a on a.id = t.address_id'
    || ' order by ' || regexp_replace(v_order, '(^|, )', '\1p.', 'g')
    using v_q, v_pattern, p_latitude, p_longitude, v_dlat, v_dlng, p_radius_km, p_job_ids, p_availability,
          least(greatest(coalesce(p_limit, 25), 1), 200), greatest(coalesce(p_offset, 0), 0), v_workspaces,
          p_available_by, p_qualification_statuses, v_documents, p_experience_levels, v_valid_on, v_ids, v_total;
end
$$;

revoke all on function public.super_search_talents(text, uuid[], double precision, double precision, double precision, date, public.talent_availability_status[], public.talent_qualification_status[], public.document_type[], public.experience_level[], boolean, integer, integer) from public, anon;
grant execute on function public.super_search_talents(text, uuid[], double precision, double precision, double precision, date, public.talent_availability_status[], public.talent_qualification_status[], public.document_type[], public.experience_level[], boolean, integer, integer) to authenticated, service_role;
