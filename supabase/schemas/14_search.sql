-- Search: text normalisation, super search, distances and matching helpers.
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

-- ## Functions

-- Private.distance_km gave 20 015 km (half the Earth's circumference), not null, when a coordinate was missing.
CREATE FUNCTION private.distance_km(p_lat1 double precision, p_lng1 double precision, p_lat2 double precision, p_lng2 double precision) RETURNS double precision
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  select case when p_lat1 is null or p_lng1 is null or p_lat2 is null or p_lng2 is null then null
              else 2 * 6371 * pg_catalog.asin(least(1, pg_catalog.sqrt(
                pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p_lat2 - p_lat1) / 2), 2)
                + pg_catalog.cos(pg_catalog.radians(p_lat1)) * pg_catalog.cos(pg_catalog.radians(p_lat2))
                  * pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p_lng2 - p_lng1) / 2), 2)
              ))) end
$$;

REVOKE ALL ON FUNCTION private.distance_km(p_lat1 double precision, p_lng1 double precision, p_lat2 double precision, p_lng2 double precision) FROM PUBLIC;
GRANT ALL ON FUNCTION private.distance_km(p_lat1 double precision, p_lng1 double precision, p_lat2 double precision, p_lng2 double precision) TO authenticated;
GRANT ALL ON FUNCTION private.distance_km(p_lat1 double precision, p_lng1 double precision, p_lat2 double precision, p_lng2 double precision) TO service_role;

-- Accent- and case-insensitive form of a text, for trigram search columns.
CREATE FUNCTION private.normalize_search(p_text text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select nullif(btrim(regexp_replace(lower(extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(p_text, ''))), '\s+', ' ', 'g')), '')
$$;

REVOKE ALL ON FUNCTION private.normalize_search(p_text text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.normalize_search(p_text text) TO authenticated;
GRANT ALL ON FUNCTION private.normalize_search(p_text text) TO service_role;

-- The normalised form the search columns hold (lower case, no accents)…
CREATE FUNCTION public.normalize_search_text(p_text text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select private.normalize_search(p_text)
$$;

REVOKE ALL ON FUNCTION public.normalize_search_text(p_text text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.normalize_search_text(p_text text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.normalize_search_text(p_text text) TO authenticated;
GRANT ALL ON FUNCTION public.normalize_search_text(p_text text) TO service_role;

-- Global quick search (command palette): talents, companies…
CREATE FUNCTION public.search_records(p_query text, p_limit integer DEFAULT 20) RETURNS TABLE(entity text, id uuid, label text, detail text, score real)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with q as (select private.normalize_search(p_query) as q, private.current_workspace_ids() as ws,
                    private.can('talent', 'select') as talents, private.can('company', 'select') as companies,
                    private.can('contact', 'select') as contacts, private.can('mission', 'select') as missions),
  exact as (
    select 'talent'::text as entity, t.id, concat_ws(' ', t.first_name, t.last_name) as label, t.email as detail, t.search_text
    from public.talent t, q where q.q is not null and q.talents and t.workspace_id = any (q.ws) and t.search_text like '%' || q.q || '%'
    union all
    select 'company', c.id, c.name, c.siren, c.search_text
    from public.company c, q where q.q is not null and q.companies and c.workspace_id = any (q.ws) and c.search_text like '%' || q.q || '%'
    union all
    select 'contact', ct.id, concat_ws(' ', ct.first_name, ct.last_name), ct.job_title, ct.search_text
    from public.contact ct, q where q.q is not null and q.contacts and ct.workspace_id = any (q.ws) and ct.search_text like '%' || q.q || '%'
    union all
    select 'mission', m.id, m.job_name, m.reference, m.search_text
    from public.mission m, q where q.q is not null and q.missions and m.workspace_id = any (q.ws) and m.search_text like '%' || q.q || '%'
  ),
  fuzzy as (
    select 'talent'::text as entity, t.id, concat_ws(' ', t.first_name, t.last_name) as label, t.email as detail, t.search_text
    from public.talent t, q where q.q is not null and q.talents and t.workspace_id = any (q.ws) and not exists (select 1 from exact)
      and q.q operator(extensions.<%) t.search_text
    union all
    select 'company', c.id, c.name, c.siren, c.search_text
    from public.company c, q where q.q is not null and q.companies and c.workspace_id = any (q.ws) and not exists (select 1 from exact)
      and q.q operator(extensions.<%) c.search_text
  )
  select r.entity, r.id, r.label, r.detail, extensions.word_similarity(q.q, coalesce(r.search_text, ''))::real as score
  from (select * from exact union all select * from fuzzy) r, q
  order by score desc, r.label
  limit least(greatest(coalesce(p_limit, 20), 1), 100)
$$;

REVOKE ALL ON FUNCTION public.search_records(p_query text, p_limit integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.search_records(p_query text, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.search_records(p_query text, p_limit integer) TO authenticated;
GRANT ALL ON FUNCTION public.search_records(p_query text, p_limit integer) TO service_role;

-- Talents matching a text (names, e-mail, phone, job titles; typos tolerated), optionally within a radius of a point…
CREATE FUNCTION public.search_talents(p_query text DEFAULT NULL::text, p_latitude double precision DEFAULT NULL::double precision, p_longitude double precision DEFAULT NULL::double precision, p_radius_km double precision DEFAULT NULL::double precision, p_job_ids uuid[] DEFAULT NULL::uuid[], p_availability public.talent_availability_status[] DEFAULT NULL::public.talent_availability_status[], p_limit integer DEFAULT 50, p_offset integer DEFAULT 0) RETURNS TABLE(talent_id uuid, first_name text, last_name text, email text, phone_number text, city text, postal_code text, main_job_name text, qualification_status public.talent_qualification_status, availability_status public.talent_availability_status, distance_km double precision, score real)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_workspaces uuid[] := private.current_workspace_ids();
  v_q text := private.normalize_search(p_query);
  v_pattern text := '%' || replace(replace(replace(coalesce(private.normalize_search(p_query), ''), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  v_point boolean := p_latitude is not null and p_longitude is not null;
  v_radius boolean := p_radius_km is not null and p_latitude is not null and p_longitude is not null;
  v_dlat numeric := p_radius_km / 111.195;
  v_dlng numeric := p_radius_km / (111.195 * greatest(cos(radians(coalesce(p_latitude, 0))), 0.01));
  v_fuzzy boolean := false;
  v_where text := 't.workspace_id = any ($12) and t.qualification_status <> ''anonymized''';
begin
  -- the talent table's read rule (policy "talent: matrix roles can select workspace rows")
  if not private.can('talent', 'select') then
    return;
  end if;
  if v_q is not null then
    v_fuzzy := not exists (select 1 from public.talent t where t.workspace_id = any (v_workspaces) and t.search_text like v_pattern)
               and not exists (select 1 from public.job j where j.search_text like v_pattern);
    v_where := v_where || case when v_fuzzy
      then ' and $1 operator(extensions.<%) t.search_text'
      else ' and t.id in (select t2.id from public.talent t2 where t2.workspace_id = any ($12) and t2.search_text like $2'
           || ' union select tj.talent_id from public.talent_job tj join public.job j on j.id = tj.job_id where j.search_text like $2)' end;
  end if;
  if v_radius then
    v_where := v_where || ' and a.latitude between $3::numeric - $5 and $3::numeric + $5'
                       || ' and a.longitude between $4::numeric - $6 and $4::numeric + $6'
                       || ' and private.distance_km($3, $4, a.latitude::double precision, a.longitude::double precision) <= $7';
  end if;
  if p_job_ids is not null then
    v_where := v_where || ' and exists (select 1 from public.talent_job tj where tj.talent_id = t.id and tj.job_id = any ($8))';
  end if;
  if p_availability is not null then
    v_where := v_where || ' and t.availability_status = any ($9)';
  end if;
  return query execute
    'select t.id, t.first_name, t.last_name, t.email, t.phone_number, a.city, a.postal_code,'
    || ' (select j.name from public.talent_job tj join public.job j on j.id = tj.job_id where tj.talent_id = t.id order by tj.is_main desc, j.position limit 1),'
    || ' t.qualification_status, t.availability_status, '
    || case when v_point then 'round(private.distance_km($3, $4, a.latitude::double precision, a.longitude::double precision)::numeric, 2)::double precision'
            else 'null::double precision' end || ','
    || case when v_q is not null then ' extensions.word_similarity($1, coalesce(t.search_text, ''''))::real' else ' 0::real' end
    || ' from public.talent t ' || case when v_radius then 'join' else 'left join' end || ' public.address a on a.id = t.address_id'
    || ' where ' || v_where
    || ' order by 12 desc, 11 asc nulls last, t.last_name, t.first_name, t.id'
    || ' limit $10 offset $11'
    using v_q, v_pattern, p_latitude, p_longitude, v_dlat, v_dlng, p_radius_km, p_job_ids, p_availability,
          least(greatest(coalesce(p_limit, 50), 1), 500), greatest(coalesce(p_offset, 0), 0), v_workspaces;
end
$_$;

REVOKE ALL ON FUNCTION public.search_talents(p_query text, p_latitude double precision, p_longitude double precision, p_radius_km double precision, p_job_ids uuid[], p_availability public.talent_availability_status[], p_limit integer, p_offset integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.search_talents(p_query text, p_latitude double precision, p_longitude double precision, p_radius_km double precision, p_job_ids uuid[], p_availability public.talent_availability_status[], p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.search_talents(p_query text, p_latitude double precision, p_longitude double precision, p_radius_km double precision, p_job_ids uuid[], p_availability public.talent_availability_status[], p_limit integer, p_offset integer) TO authenticated;
GRANT ALL ON FUNCTION public.search_talents(p_query text, p_latitude double precision, p_longitude double precision, p_radius_km double precision, p_job_ids uuid[], p_availability public.talent_availability_status[], p_limit integer, p_offset integer) TO service_role;

-- Talents around a mission's worksite (its address), optionally only those doing its job.
CREATE FUNCTION public.search_talents_around_mission(p_mission_id uuid, p_radius_km double precision DEFAULT 30, p_query text DEFAULT NULL::text, p_same_job boolean DEFAULT false, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0) RETURNS TABLE(talent_id uuid, first_name text, last_name text, email text, phone_number text, city text, postal_code text, main_job_name text, qualification_status public.talent_qualification_status, availability_status public.talent_availability_status, distance_km double precision, score real)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_mission public.mission;
  v_address public.address;
begin
  select m.* into v_mission from public.mission m
  where m.id = p_mission_id and m.workspace_id = any (private.current_workspace_ids()) and private.can('mission', 'select');
  if not found then
    raise exception using message = 'Mission introuvable', errcode = 'PT404';
  end if;
  select a.* into v_address from public.address a where a.id = v_mission.address_id;
  if v_address.latitude is null then
    perform private.fail('L''adresse de la mission n''est pas géolocalisée', 'mission_address_location');
  end if;
  return query
    select s.* from public.search_talents(
      p_query, v_address.latitude::double precision, v_address.longitude::double precision, p_radius_km,
      case when p_same_job and v_mission.job_id is not null then array[v_mission.job_id] end,
      null, p_limit, p_offset) s
    order by s.distance_km asc nulls last, s.score desc;
end
$$;

REVOKE ALL ON FUNCTION public.search_talents_around_mission(p_mission_id uuid, p_radius_km double precision, p_query text, p_same_job boolean, p_limit integer, p_offset integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.search_talents_around_mission(p_mission_id uuid, p_radius_km double precision, p_query text, p_same_job boolean, p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.search_talents_around_mission(p_mission_id uuid, p_radius_km double precision, p_query text, p_same_job boolean, p_limit integer, p_offset integer) TO authenticated;
GRANT ALL ON FUNCTION public.search_talents_around_mission(p_mission_id uuid, p_radius_km double precision, p_query text, p_same_job boolean, p_limit integer, p_offset integer) TO service_role;

-- Rows of one page plus the number of matching talents (total_count, the same on each row).
CREATE FUNCTION public.super_search_talents(p_query text DEFAULT NULL::text, p_job_ids uuid[] DEFAULT NULL::uuid[], p_latitude double precision DEFAULT NULL::double precision, p_longitude double precision DEFAULT NULL::double precision, p_radius_km double precision DEFAULT NULL::double precision, p_available_by date DEFAULT NULL::date, p_availability public.talent_availability_status[] DEFAULT NULL::public.talent_availability_status[], p_qualification_statuses public.talent_qualification_status[] DEFAULT NULL::public.talent_qualification_status[], p_document_types public.document_type[] DEFAULT NULL::public.document_type[], p_experience_levels public.experience_level[] DEFAULT NULL::public.experience_level[], p_include_blacklisted boolean DEFAULT false, p_limit integer DEFAULT 25, p_offset integer DEFAULT 0) RETURNS TABLE(talent_id uuid, first_name text, last_name text, email text, phone_number text, city text, postal_code text, main_job_name text, qualification_status public.talent_qualification_status, availability_status public.talent_availability_status, available_from date, is_top_profile boolean, blacklisted boolean, distance_km double precision, score real, total_count bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET random_page_cost TO '1.1'
    SET max_parallel_workers_per_gather TO '0'
    AS $_$
declare
  v_workspaces uuid[] := private.current_workspace_ids();
  v_q text := private.normalize_search(p_query);
  v_pattern text := '%' || replace(replace(replace(coalesce(private.normalize_search(p_query), ''), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  v_point boolean := p_latitude is not null and p_longitude is not null;
  v_radius boolean := p_radius_km is not null and p_latitude is not null and p_longitude is not null;
  v_dlat double precision := p_radius_km / 111.195;
  v_dlng double precision := p_radius_km / (111.195 * greatest(cos(radians(coalesce(p_latitude, 0))), 0.01));
  v_valid_on date := coalesce(p_available_by, private.paris_today());
  v_documents public.document_type[] := p_document_types;
  v_ids uuid[];
  v_where text := 't.workspace_id = any ($12) and t.qualification_status <> ''anonymized''';
  -- inlined by the planner since private.distance_km is no longer strict
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
$_$;

REVOKE ALL ON FUNCTION public.super_search_talents(p_query text, p_job_ids uuid[], p_latitude double precision, p_longitude double precision, p_radius_km double precision, p_available_by date, p_availability public.talent_availability_status[], p_qualification_statuses public.talent_qualification_status[], p_document_types public.document_type[], p_experience_levels public.experience_level[], p_include_blacklisted boolean, p_limit integer, p_offset integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.super_search_talents(p_query text, p_job_ids uuid[], p_latitude double precision, p_longitude double precision, p_radius_km double precision, p_available_by date, p_availability public.talent_availability_status[], p_qualification_statuses public.talent_qualification_status[], p_document_types public.document_type[], p_experience_levels public.experience_level[], p_include_blacklisted boolean, p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.super_search_talents(p_query text, p_job_ids uuid[], p_latitude double precision, p_longitude double precision, p_radius_km double precision, p_available_by date, p_availability public.talent_availability_status[], p_qualification_statuses public.talent_qualification_status[], p_document_types public.document_type[], p_experience_levels public.experience_level[], p_include_blacklisted boolean, p_limit integer, p_offset integer) TO authenticated;
GRANT ALL ON FUNCTION public.super_search_talents(p_query text, p_job_ids uuid[], p_latitude double precision, p_longitude double precision, p_radius_km double precision, p_available_by date, p_availability public.talent_availability_status[], p_qualification_statuses public.talent_qualification_status[], p_document_types public.document_type[], p_experience_levels public.experience_level[], p_include_blacklisted boolean, p_limit integer, p_offset integer) TO service_role;

-- The talent list's text search, with the read rule applied inside so that the trigram index on search_text
-- is used (row-level security would read every talent).
CREATE FUNCTION public.talents_matching_text(p_query text, p_latitude double precision DEFAULT NULL::double precision, p_longitude double precision DEFAULT NULL::double precision, p_radius_km double precision DEFAULT NULL::double precision) RETURNS SETOF public.talent
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

COMMENT ON FUNCTION public.talents_matching_text(p_query text, p_latitude double precision, p_longitude double precision, p_radius_km double precision) IS 'Talents readable by the caller (talent select policy) whose search_text contains the normalised p_query, optionally within p_radius_km kilometres of (p_latitude, p_longitude).';

REVOKE ALL ON FUNCTION public.talents_matching_text(p_query text, p_latitude double precision, p_longitude double precision, p_radius_km double precision) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.talents_matching_text(p_query text, p_latitude double precision, p_longitude double precision, p_radius_km double precision) FROM PUBLIC;
GRANT ALL ON FUNCTION public.talents_matching_text(p_query text, p_latitude double precision, p_longitude double precision, p_radius_km double precision) TO authenticated;
GRANT ALL ON FUNCTION public.talents_matching_text(p_query text, p_latitude double precision, p_longitude double precision, p_radius_km double precision) TO service_role;

-- "Distance d'une ville" on /talents/list: the talents whose address lies within a radius of a point…
CREATE FUNCTION public.talents_near(p_latitude double precision, p_longitude double precision, p_radius_km double precision) RETURNS SETOF public.talent
    LANGUAGE sql STABLE
    AS $$
  select t.*
  from public.talent t
  join public.address a on a.id = t.address_id
  where p_radius_km >= 0
    and a.latitude between (p_latitude - p_radius_km / 111.195)::numeric and (p_latitude + p_radius_km / 111.195)::numeric
    and a.longitude between (p_longitude - p_radius_km / (111.195 * greatest(pg_catalog.cos(pg_catalog.radians(p_latitude)), 0.01)))::numeric
                        and (p_longitude + p_radius_km / (111.195 * greatest(pg_catalog.cos(pg_catalog.radians(p_latitude)), 0.01)))::numeric
    and private.distance_km(p_latitude, p_longitude, a.latitude::double precision, a.longitude::double precision) <= p_radius_km
$$;

COMMENT ON FUNCTION public.talents_near(p_latitude double precision, p_longitude double precision, p_radius_km double precision) IS 'Talents whose address is within p_radius_km kilometres of (p_latitude, p_longitude), earth radius 6371 km; the caller''s row-level security applies.';

REVOKE ALL ON FUNCTION public.talents_near(p_latitude double precision, p_longitude double precision, p_radius_km double precision) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.talents_near(p_latitude double precision, p_longitude double precision, p_radius_km double precision) FROM PUBLIC;
GRANT ALL ON FUNCTION public.talents_near(p_latitude double precision, p_longitude double precision, p_radius_km double precision) TO authenticated;
GRANT ALL ON FUNCTION public.talents_near(p_latitude double precision, p_longitude double precision, p_radius_km double precision) TO service_role;

-- Hiring pools (docs/rules/talents-documents.md#hiring-pools). A dynamic pool is a saved
-- super-search: its criteria hold public.super_search_talents' named arguments under "args"
-- (p_query, p_job_ids, p_latitude, p_longitude, p_radius_km, p_available_by, p_availability,
-- p_qualification_statuses, p_document_types, p_experience_levels, p_include_blacklisted), the
-- super-search's query string under "search" (to reopen it) and, instead of a fixed day,
-- "available_within_days" (available by today + n). The members are re-read at each call, with
-- the super-search's own SQL: no second matcher.
-- A dynamic pool's saved search, run: one page of public.super_search_talents (its own read rule
-- and matcher) with the total of the matches; criteria.available_within_days counts from today.
CREATE FUNCTION private.hiring_pool_search(p_criteria jsonb, p_limit integer, p_offset integer) RETURNS TABLE(talent_id uuid, total_count bigint)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select s.talent_id, s.total_count
  from public.super_search_talents(
    p_query => p_criteria -> 'args' ->> 'p_query',
    p_job_ids => (select array_agg(x::uuid) from jsonb_array_elements_text(p_criteria -> 'args' -> 'p_job_ids') x),
    p_latitude => (p_criteria -> 'args' ->> 'p_latitude')::double precision,
    p_longitude => (p_criteria -> 'args' ->> 'p_longitude')::double precision,
    p_radius_km => (p_criteria -> 'args' ->> 'p_radius_km')::double precision,
    p_available_by => coalesce((p_criteria -> 'args' ->> 'p_available_by')::date,
                               private.paris_today() + (p_criteria ->> 'available_within_days')::integer),
    p_availability => (select array_agg(x::public.talent_availability_status) from jsonb_array_elements_text(p_criteria -> 'args' -> 'p_availability') x),
    p_qualification_statuses => (select array_agg(x::public.talent_qualification_status) from jsonb_array_elements_text(p_criteria -> 'args' -> 'p_qualification_statuses') x),
    p_document_types => (select array_agg(x::public.document_type) from jsonb_array_elements_text(p_criteria -> 'args' -> 'p_document_types') x),
    p_experience_levels => (select array_agg(x::public.experience_level) from jsonb_array_elements_text(p_criteria -> 'args' -> 'p_experience_levels') x),
    p_include_blacklisted => coalesce((p_criteria -> 'args' ->> 'p_include_blacklisted')::boolean, false),
    p_limit => p_limit,
    p_offset => p_offset) s
$$;

REVOKE ALL ON FUNCTION private.hiring_pool_search(p_criteria jsonb, p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.hiring_pool_search(p_criteria jsonb, p_limit integer, p_offset integer) TO authenticated;
GRANT ALL ON FUNCTION private.hiring_pool_search(p_criteria jsonb, p_limit integer, p_offset integer) TO service_role;

CREATE FUNCTION public.hiring_pool_members(p_pool_id uuid) RETURNS SETOF public.talent
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_pool public.hiring_pool;
  v_ids uuid[] := '{}';
  v_page uuid[];
  v_offset integer := 0;
begin
  -- the pool's read rule (private pools: their owner and the owner's managers) applies here
  select * into v_pool from public.hiring_pool p where p.id = p_pool_id;
  if not found then
    return;
  end if;
  if not v_pool.is_dynamic then
    return query
      select t.* from public.talent t
      join public.talent_hiring_pool m on m.talent_id = t.id
      where m.hiring_pool_id = p_pool_id and t.qualification_status <> 'anonymized';
    return;
  end if;
  -- super_search_talents reads at most 200 rows a call (anonymised talents never among them)
  loop
    select array_agg(s.talent_id) into v_page from private.hiring_pool_search(v_pool.criteria, 200, v_offset) s;
    exit when v_page is null;
    v_ids := v_ids || v_page;
    exit when cardinality(v_page) < 200;
    v_offset := v_offset + 200;
  end loop;
  return query select t.* from public.talent t where t.id = any (v_ids);
end
$$;

COMMENT ON FUNCTION public.hiring_pool_members(p_pool_id uuid) IS 'The talents of a hiring pool the caller may read: a static pool''s member rows, a dynamic pool''s current super-search matches (criteria.args, criteria.available_within_days); anonymised talents never; nothing for a pool the caller may not read.';

REVOKE ALL ON FUNCTION public.hiring_pool_members(p_pool_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.hiring_pool_members(p_pool_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.hiring_pool_members(p_pool_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.hiring_pool_members(p_pool_id uuid) TO service_role;

-- The pools list's « Membres » column (a computed field: select=*,member_count:hiring_pool_member_count).
CREATE FUNCTION public.hiring_pool_member_count(p_pool public.hiring_pool) RETURNS integer
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case
    when not p_pool.is_dynamic then
      (select count(*)::integer from public.talent_hiring_pool m join public.talent t on t.id = m.talent_id
       where m.hiring_pool_id = p_pool.id and t.qualification_status <> 'anonymized')
    -- the search's own total: one row read, not every member
    else coalesce((select s.total_count::integer from private.hiring_pool_search(p_pool.criteria, 1, 0) s limit 1), 0)
  end
$$;

REVOKE ALL ON FUNCTION public.hiring_pool_member_count(p_pool public.hiring_pool) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.hiring_pool_member_count(p_pool public.hiring_pool) FROM PUBLIC;
GRANT ALL ON FUNCTION public.hiring_pool_member_count(p_pool public.hiring_pool) TO authenticated;
GRANT ALL ON FUNCTION public.hiring_pool_member_count(p_pool public.hiring_pool) TO service_role;

-- « Ajouter à un vivier » (talents list, super-search, a mission's applicants): one call for the
-- whole selection. Idempotent (a talent already in the pool is not counted again); anonymised
-- talents and talents of another workspace than the pool's are left out; returns the number added.
CREATE FUNCTION public.add_talents_to_hiring_pool(p_pool_id uuid, p_talent_ids uuid[]) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_pool public.hiring_pool;
  v_count integer;
begin
  select * into v_pool from public.hiring_pool p where p.id = p_pool_id;
  if not found then
    perform private.fail('Ce vivier n''existe pas ou n''est pas visible avec vos droits', 'hiring_pool_not_found');
  end if;
  if v_pool.is_dynamic then
    perform private.fail(format('« %s » est un vivier dynamique : ses membres sont les talents qui répondent à ses critères, on n''y ajoute personne à la main', v_pool.name), 'hiring_pool_static_members');
  end if;
  if v_pool.status = 'archived' then
    perform private.fail(format('Le vivier « %s » est archivé : réactivez-le avant d''y ajouter des talents', v_pool.name), 'hiring_pool_archived');
  end if;
  insert into public.talent_hiring_pool (talent_id, hiring_pool_id, workspace_id)
  select t.id, v_pool.id, t.workspace_id
  from public.talent t
  where t.id = any (p_talent_ids) and t.workspace_id = v_pool.workspace_id and t.qualification_status <> 'anonymized'
  on conflict (talent_id, hiring_pool_id) do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

REVOKE ALL ON FUNCTION public.add_talents_to_hiring_pool(p_pool_id uuid, p_talent_ids uuid[]) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.add_talents_to_hiring_pool(p_pool_id uuid, p_talent_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.add_talents_to_hiring_pool(p_pool_id uuid, p_talent_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.add_talents_to_hiring_pool(p_pool_id uuid, p_talent_ids uuid[]) TO service_role;

-- « Ajouter à un vivier » with a new pool named inline: the static pool created (its creator its
-- owner) and the talents added in one transaction, so that a refused addition leaves no empty pool.
CREATE FUNCTION public.add_talents_to_new_hiring_pool(p_name text, p_talent_ids uuid[]) RETURNS TABLE(id uuid, name text, added integer)
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  v_pool public.hiring_pool;
begin
  insert into public.hiring_pool (name) values (btrim(p_name)) returning * into v_pool;
  return query select v_pool.id, v_pool.name, public.add_talents_to_hiring_pool(v_pool.id, p_talent_ids);
end
$$;

REVOKE ALL ON FUNCTION public.add_talents_to_new_hiring_pool(p_name text, p_talent_ids uuid[]) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.add_talents_to_new_hiring_pool(p_name text, p_talent_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.add_talents_to_new_hiring_pool(p_name text, p_talent_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.add_talents_to_new_hiring_pool(p_name text, p_talent_ids uuid[]) TO service_role;

-- « Retirer » on a static pool's page: its memberships of these talents, as the caller may delete
-- them (row-level security); returns the number removed. The membership has no id of its own.
CREATE FUNCTION public.remove_talents_from_hiring_pool(p_pool_id uuid, p_talent_ids uuid[]) RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  with removed as (
    delete from public.talent_hiring_pool m
    where m.hiring_pool_id = p_pool_id and m.talent_id = any (p_talent_ids)
    returning 1)
  select count(*)::integer from removed
$$;

REVOKE ALL ON FUNCTION public.remove_talents_from_hiring_pool(p_pool_id uuid, p_talent_ids uuid[]) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.remove_talents_from_hiring_pool(p_pool_id uuid, p_talent_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.remove_talents_from_hiring_pool(p_pool_id uuid, p_talent_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.remove_talents_from_hiring_pool(p_pool_id uuid, p_talent_ids uuid[]) TO service_role;

-- A pool member's « Dernier contact » (a computed field of talent): the newest note, application or
-- contract about the talent among those the caller may read (a marketer reads no contract).
CREATE FUNCTION public.talent_last_contact(p_talent public.talent) RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select greatest(
    (select max(n.created_at) from public.note n where n.talent_id = p_talent.id),
    (select max(a.created_at) from public.application a where a.talent_id = p_talent.id),
    (select max(c.created_at) from public.contract c where c.talent_id = p_talent.id))
$$;

REVOKE ALL ON FUNCTION public.talent_last_contact(p_talent public.talent) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.talent_last_contact(p_talent public.talent) FROM PUBLIC;
GRANT ALL ON FUNCTION public.talent_last_contact(p_talent public.talent) TO authenticated;
GRANT ALL ON FUNCTION public.talent_last_contact(p_talent public.talent) TO service_role;

-- The substitute bench (/talents/substitute-bench, docs/rules/talents-documents.md#substitute-bench): today's
-- needs — the running contracts (signed or active on the day, the temp absent or not) and the open client
-- orders starting within a week — each with its best substitutes: talents of the need's workspace who hold its
-- job, are free that day (no running contract, no unavailability in the planning, not declared unavailable)
-- and live within the radius of the worksite. Score out of 100, its parts returned so that the screen explains
-- it: 40·qualification (share of the order's required qualifications held valid to the need's end)
-- + 25·(1 − distance/radius) + 15·worked for this client before without an early end + 10·availability
-- certainty (1 declared available, 0.5 declared on mission with no contract that day) + 10·reliability
-- (1 − 0.25 per no-show — planning day marked absent, application rejected for no-show — or disputed
-- timesheet over the last twelve months). Reliability is read for the 4 × p_per_need best by the other parts.
-- Needs in order: the absent temps first, then the orders to fill, then the other running contracts.
-- Security invoker: the caller's row-level security decides which contracts, orders and talents it sees. JIT
-- off: compiling the plan of a few hundred index lookups cost more than running it (2 s on the large seed).
-- One row per need and candidate (rank 1…p_per_need), or one row with no candidate for a need nobody fits.
CREATE FUNCTION public.substitute_bench(p_day date DEFAULT NULL::date, p_contract_id uuid DEFAULT NULL::uuid, p_radius_km integer DEFAULT 30, p_agency_id uuid DEFAULT NULL::uuid, p_job_id uuid DEFAULT NULL::uuid, p_benched_only boolean DEFAULT false, p_per_need integer DEFAULT 5, p_needs integer DEFAULT 30) RETURNS TABLE(need_kind text, contract_id uuid, mission_id uuid, need_reference text, company_id uuid, company_name text, job_id uuid, job_name text, need_start date, need_end date, worksite_city text, replaced_talent_id uuid, replaced_first_name text, replaced_last_name text, absent_today boolean, rank integer, talent_id uuid, first_name text, last_name text, talent_city text, is_benched boolean, score smallint, qualification_match numeric, distance_km numeric, worked_here_before boolean, availability_certainty numeric, reliability numeric, no_shows integer, disputes integer, missing_qualifications public.document_type[])
    LANGUAGE sql STABLE
    SET search_path TO ''
    SET jit TO 'off'
    AS $$
  with params as (
    select coalesce(p_day, private.paris_today()) as day,
           least(greatest(coalesce(p_radius_km, 30), 1), 200)::double precision as radius,
           least(greatest(coalesce(p_per_need, 5), 1), 20) as per_need
  ),
  -- the given contract (by its key), or the running ones: two branches, so that each uses its index
  contract_rows as (
    select c.* from public.contract c where p_contract_id is not null and c.id = p_contract_id
    union all
    select c.* from params p join public.contract c on true
    where p_contract_id is null and c.status in ('signed', 'active') and c.start_date <= p.day
      and coalesce(c.definitive_end_date, c.end_date, p.day) >= p.day
  ),
  contract_needs as (
    select 'contract'::text as kind, c.workspace_id, c.id as contract_id, c.mission_id, c.contract_key as reference,
           c.company_id, c.job_id, c.job_name, greatest(c.start_date, p.day) as start_date,
           coalesce(c.definitive_end_date, c.end_date) as end_date, c.address_id, c.talent_id as replaced_id,
           exists (select 1 from public.planning_entry pe
                   where pe.talent_id = c.talent_id and pe.date = p.day and pe.status <> 'canceled'
                     and (pe.status = 'absent' and pe.contract_key = c.contract_key or pe.shift_type = 'unavailable')) as absent
    from params p
    join contract_rows c on true
    where not c.is_amendment
      and (p_job_id is null or c.job_id = p_job_id)
      and (p_agency_id is null or exists (select 1 from public.mission m where m.id = c.mission_id and m.agency_id = p_agency_id))
  ),
  mission_needs as (
    select 'mission'::text, m.workspace_id, null::uuid, m.id, m.reference, m.company_id, m.job_id, m.job_name,
           greatest(m.start_date, p.day), m.end_date, m.address_id, null::uuid, false
    from params p
    join public.mission m on true
    where p_contract_id is null and m.is_client_order
      and m.status in ('open', 'sourcing', 'presented', 'partially_filled')
      and m.start_date <= p.day + 7 and coalesce(m.end_date, p.day) >= p.day
      and (p_job_id is null or m.job_id = p_job_id)
      and (p_agency_id is null or m.agency_id = p_agency_id)
  ),
  -- the first needs in order; their worksite and the order's required qualifications are read for those only
  first_needs as (
    select u.* from (select * from contract_needs union all select * from mission_needs) u
    order by u.absent desc, u.kind = 'contract', u.start_date, u.reference
    limit least(greatest(coalesce(p_needs, 30), 1), 100)
  ),
  needs as (
    select n.*, coalesce(m.required_qualifications, '{}') as required_qualifications,
           a.city as city, a.geo_lat as lat, a.geo_lng as lng
    from first_needs n
    left join public.mission m on m.id = n.mission_id
    left join public.address a on a.id = coalesce(n.address_id, m.address_id)
  )
  select n.kind, n.contract_id, n.mission_id, n.reference, n.company_id, co.name, n.job_id, n.job_name,
         n.start_date, n.end_date, n.city, n.replaced_id, rt.first_name, rt.last_name, n.absent,
         s.rank, s.talent_id, s.first_name, s.last_name, s.city, s.is_benched, s.score, s.qualification_match,
         s.distance_km, s.worked_here, s.availability, s.reliability, s.no_shows, s.disputes, s.missing
  from params p
  cross join needs n
  left join public.company co on co.id = n.company_id
  left join public.talent rt on rt.id = n.replaced_id
  left join lateral (
    select (row_number() over (order by r.score desc, r.distance_km nulls last, r.last_name, r.talent_id))::integer as rank, r.*
    from (
      select c.*, rel.no_shows, rel.disputes, rel.reliability,
             round(40 * c.qualification_match + 25 * c.distance_part + 15 * c.worked_here::integer
                   + 10 * c.availability + 10 * rel.reliability)::smallint as score
      from (select c0.* from (
        select t.id as talent_id, t.first_name, t.last_name, ta.city, t.is_benched,
               round(d.km::numeric, 1) as distance_km, q.missing,
               case when cardinality(n.required_qualifications) = 0 then 1::numeric
                    else round((cardinality(n.required_qualifications) - cardinality(q.missing))::numeric
                               / cardinality(n.required_qualifications), 2) end as qualification_match,
               coalesce(greatest(0, 1 - d.km / p.radius), 0)::numeric as distance_part,
               exists (select 1 from public.contract k
                       where k.talent_id = t.id and k.company_id = n.company_id and not k.is_amendment
                         and k.status in ('signed', 'active', 'ended') and k.start_date < p.day) as worked_here,
               case t.availability_status when 'available' then 1::numeric else 0.5 end as availability
        from public.talent_job tj
        join public.talent t on t.id = tj.talent_id
        left join public.address ta on ta.id = t.address_id
        cross join lateral (
          select private.distance_km(n.lat, n.lng, tj.home_lat, tj.home_lng) as km
        ) d
        cross join lateral (
          select coalesce(array_agg(wanted.type order by wanted.type), '{}')::public.document_type[] as missing
          from unnest(n.required_qualifications) as wanted(type)
          where not exists (
            select 1 from public.document doc
            where doc.talent_id = t.id and doc.type = wanted.type and doc.status in ('valid', 'expiring_soon')
              and (doc.expiry_date is null or doc.expiry_date >= coalesce(n.end_date, n.start_date)))
        ) q
        where tj.job_id = n.job_id and tj.workspace_id = n.workspace_id
          -- the worksite's bounding box on the talent_job copy of the home coordinates, then the distance
          and (n.lat is null or (tj.home_lat between n.lat - p.radius / 111.195 and n.lat + p.radius / 111.195
               and tj.home_lng between n.lng - p.radius / (111.195 * greatest(cos(radians(n.lat)), 0.01))
                                   and n.lng + p.radius / (111.195 * greatest(cos(radians(n.lat)), 0.01))
               and d.km <= p.radius))
          and t.id is distinct from n.replaced_id
          and t.qualification_status not in ('anonymized', 'archived') and t.blacklisted_at is null
          and (not coalesce(p_benched_only, false) or t.is_benched)
          and (private.match_available(t.availability_status, t.available_from, n.start_date)
               or (t.availability_status = 'on_mission' and coalesce(t.available_from, n.start_date) <= n.start_date))
          and not exists (select 1 from public.contract k
                          where k.talent_id = t.id
                            and k.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
                            and k.start_date <= n.start_date
                            and coalesce(k.definitive_end_date, k.end_date, n.start_date) >= n.start_date)
          and not exists (select 1 from public.planning_entry pe
                          where pe.talent_id = t.id and pe.date = n.start_date
                            and pe.shift_type = 'unavailable' and pe.status <> 'canceled')
      ) c0
      order by 40 * c0.qualification_match + 25 * c0.distance_part + 15 * c0.worked_here::integer + 10 * c0.availability desc
      limit 4 * p.per_need) c
      cross join lateral (
        select x.no_shows, x.disputes, greatest(0, 1 - 0.25 * (x.no_shows + x.disputes))::numeric as reliability
        from (select
          ((select count(*) from public.planning_entry pe
            where pe.talent_id = c.talent_id and pe.status = 'absent' and pe.contract_key is not null
              and pe.date between p.day - 365 and p.day)
           + (select count(*) from public.application ap
              where ap.talent_id = c.talent_id and ap.rejection_reason = 'no_show'
                and ap.updated_at >= p.day - 365))::integer as no_shows,
          (select count(*) from public.timesheet_week w
           where w.talent_id = c.talent_id and w.status = 'disputed' and w.week_start >= p.day - 365)::integer as disputes
        ) x
      ) rel
    ) r
    order by r.score desc, r.distance_km nulls last, r.last_name, r.talent_id
    limit p.per_need
  ) s on true
  order by n.absent desc, n.kind = 'contract', n.start_date, n.reference, s.rank
$$;

COMMENT ON FUNCTION public.substitute_bench(p_day date, p_contract_id uuid, p_radius_km integer, p_agency_id uuid, p_job_id uuid, p_benched_only boolean, p_per_need integer, p_needs integer) IS 'The substitute bench: per need of the day (running contract or order starting within 7 days) its ranked substitutes and the parts of their score; the caller''s row-level security applies.';

REVOKE ALL ON FUNCTION public.substitute_bench(p_day date, p_contract_id uuid, p_radius_km integer, p_agency_id uuid, p_job_id uuid, p_benched_only boolean, p_per_need integer, p_needs integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.substitute_bench(p_day date, p_contract_id uuid, p_radius_km integer, p_agency_id uuid, p_job_id uuid, p_benched_only boolean, p_per_need integer, p_needs integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.substitute_bench(p_day date, p_contract_id uuid, p_radius_km integer, p_agency_id uuid, p_job_id uuid, p_benched_only boolean, p_per_need integer, p_needs integer) TO authenticated;
GRANT ALL ON FUNCTION public.substitute_bench(p_day date, p_contract_id uuid, p_radius_km integer, p_agency_id uuid, p_job_id uuid, p_benched_only boolean, p_per_need integer, p_needs integer) TO service_role;
