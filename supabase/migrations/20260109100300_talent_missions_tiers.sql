-- /talents/:id/find-missions by tiers (see 20260109100100_matching_helpers.sql): the open
-- missions of the talent's jobs first (mission_open_job_idx), then the other open missions of
-- the radius by distance band (address_workspace_geo_idx, mission_open_place_idx). The talent
-- is one: its documents are read once, so every mission read has an exact score. The result
-- gains total_is_estimate.
drop function if exists public.talent_missions(uuid, double precision, integer, integer);
create function public.talent_missions(
  p_talent_id uuid,
  p_radius_km double precision default 50,
  p_limit integer default 50,
  p_offset integer default 0
)
returns table (
  mission_id uuid,
  reference text,
  job_name text,
  company_name text,
  city text,
  start_date date,
  end_date date,
  status public.mission_status,
  is_client_order boolean,
  distance_km double precision,
  score smallint,
  distance_points smallint,
  job_points smallint,
  qualification_points smallint,
  availability_points smallint,
  reasons text[],
  missing text[],
  missing_qualifications text[],
  total_count bigint,
  total_is_estimate boolean
)
language plpgsql
stable
security invoker
set search_path = ''
set max_parallel_workers_per_gather = 0
set plan_cache_mode = force_custom_plan
as $$
declare
  v_talent public.talent;
  v_lat double precision;
  v_lng double precision;
  v_radius double precision := greatest(coalesce(p_radius_km, 50), 0);
  v_limit integer := greatest(coalesce(p_limit, 50), 0);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_t integer;
  v_jobs uuid[];
  v_main uuid[];
  v_doc_types public.document_type[];
  v_doc_until date[];
  v_avail_max integer;
  v_ids uuid[];
  v_scores integer[];
  v_kms double precision[];
  v_starts date[];
  v_more record;
  v_l integer;
  v_from double precision := -1;
  v_to double precision;
  v_edge double precision;
  v_dlat double precision;
  v_dlng double precision;
  v_stopped boolean := false;
  v_sample record;
  v_sampled bigint;
  v_total bigint;
  v_keep uuid[];
  v_pipeline uuid[];
begin
  select t.* into v_talent from public.talent t where t.id = p_talent_id;
  if not found or v_talent.blacklisted_at is not null or v_talent.qualification_status = 'anonymized' or v_limit = 0 then
    return;
  end if;
  v_t := v_offset + v_limit;
  select a.geo_lat, a.geo_lng into v_lat, v_lng from public.address a where a.id = v_talent.address_id;
  select coalesce(array_agg(tj.job_id), '{}'), coalesce(array_agg(tj.job_id) filter (where tj.is_main), '{}')
  into v_jobs, v_main
  from public.talent_job tj where tj.talent_id = v_talent.id;
  -- the missions whose pipeline the talent is already in, compared by hash in each tier
  v_pipeline := array(select ap.mission_id from public.application ap where ap.talent_id = v_talent.id);
  -- the talent's valid qualification documents (read as the caller, as match_scores does)
  select coalesce(array_agg(d.type), '{}'), coalesce(array_agg(coalesce(d.expiry_date, 'infinity'::date)), '{}')
  into v_doc_types, v_doc_until
  from public.document d
  where d.talent_id = v_talent.id and d.status in ('valid', 'expiring_soon');
  -- a talent never available (unavailable, or no date without being available) gets no
  -- availability part from any mission: the bands' best possible score drops by 15
  v_avail_max := case when v_talent.availability_status = 'unavailable'
                        or (v_talent.available_from is null and v_talent.availability_status <> 'available') then 0 else 15 end;

  -- Tier 1: the open missions of the talent's jobs (within the radius when located).
  select coalesce(array_agg(c.id), '{}'), coalesce(array_agg(c.score), '{}'), coalesce(array_agg(c.km), '{}'),
         coalesce(array_agg(c.start_date), '{}')
  into v_ids, v_scores, v_kms, v_starts
  from (
    select m.id, d.km, m.start_date,
           (case when d.km is null then 0 when d.km <= 10 then 30 when d.km <= 25 then 20 when d.km <= v_radius then 10 else 0 end)
         + (case when m.job_id = any (v_main) then 30 else 20 end)
         + (case when private.match_available(v_talent.availability_status, v_talent.available_from, coalesce(m.start_date, current_date)) then 15 else 0 end)
         + private.qualification_points(m.required_qualifications, coalesce(m.end_date, m.start_date, current_date), v_doc_types, v_doc_until) as score
    from public.mission m
    left join public.address a on a.id = m.address_id
    cross join lateral (select private.distance_km(v_lat, v_lng, a.geo_lat, a.geo_lng) as km) d
    where m.job_id = any (v_jobs)
      and m.status in ('open', 'sourcing', 'presented', 'partially_filled')
      and m.workspace_id = v_talent.workspace_id
      and (v_lat is null or v_lng is null or d.km <= v_radius)
      and m.id <> all (v_pipeline)
  ) c;
  v_l := (select x from unnest(v_scores) x order by x desc offset v_t - 1 limit 1);

  -- Tiers 2–4: the other open missions of the radius, by distance band.
  if v_lat is not null and v_lng is not null then
    foreach v_edge in array array[10, 25, v_radius]::double precision[] loop
      v_to := least(v_edge, v_radius);
      continue when v_to <= v_from;
      if v_l is not null and v_l > (case when v_from < 10 then 30 when v_from < 25 then 20 else 10 end) + 25 + v_avail_max then
        v_stopped := true;
        exit;
      end if;
      v_dlat := v_to / 111.195;
      v_dlng := v_to / (111.195 * greatest(cos(radians(v_lat)), 0.01));
      select coalesce(array_agg(c.id), '{}') as ids, coalesce(array_agg(c.score), '{}') as scores,
             coalesce(array_agg(c.km), '{}') as kms, coalesce(array_agg(c.start_date), '{}') as starts
      into v_more
      from (
        select m.id, d.km, m.start_date,
               (case when d.km <= 10 then 30 when d.km <= 25 then 20 else 10 end)
             + (case when private.match_available(v_talent.availability_status, v_talent.available_from, coalesce(m.start_date, current_date)) then 15 else 0 end)
             + private.qualification_points(m.required_qualifications, coalesce(m.end_date, m.start_date, current_date), v_doc_types, v_doc_until) as score
        from public.address a
        join public.mission m on m.address_id = a.id
        cross join lateral (select private.distance_km(v_lat, v_lng, a.geo_lat, a.geo_lng) as km) d
        where a.workspace_id = v_talent.workspace_id
          and a.geo_lat between v_lat - v_dlat and v_lat + v_dlat
          and a.geo_lng between v_lng - v_dlng and v_lng + v_dlng
          and d.km <= v_to and d.km > v_from
          and m.status in ('open', 'sourcing', 'presented', 'partially_filled')
          and m.workspace_id = v_talent.workspace_id
          and not (m.job_id = any (v_jobs))
          and m.id <> all (v_pipeline)
      ) c;
      v_ids := v_ids || v_more.ids;
      v_scores := v_scores || v_more.scores;
      v_kms := v_kms || v_more.kms;
      v_starts := v_starts || v_more.starts;
      v_l := (select x from unnest(v_scores) x order by x desc offset v_t - 1 limit 1);
      v_from := v_to;
    end loop;
  end if;

  v_total := cardinality(v_ids);
  if v_stopped then
    -- the unread bands (beyond v_from km, not of the talent's jobs), from a uniform sample of the addresses
    select * into v_sample from private.sample_bound('public.address'::regclass, 8000);
    select count(*) into v_sampled
    from public.address a
    join public.mission m on m.address_id = a.id
    cross join lateral (select private.distance_km(v_lat, v_lng, a.geo_lat, a.geo_lng) as km) d
    where (v_sample.bound is null or a.id < v_sample.bound)
      and d.km <= v_radius and d.km > v_from
      and m.status in ('open', 'sourcing', 'presented', 'partially_filled')
      and m.workspace_id = v_talent.workspace_id
      and not (m.job_id = any (v_jobs))
      and m.id <> all (v_pipeline);
    v_total := v_total + round(v_sampled / v_sample.fraction)::bigint;
  end if;

  -- every mission read has an exact score: the page from what was read, then its scores
  select array_agg(p.id) into v_keep
  from (
    select c.id
    from unnest(v_ids, v_scores, v_kms, v_starts) as c(id, score, km, start_date)
    order by c.score desc, c.km nulls last, c.start_date nulls last, c.id
    offset v_offset limit v_limit
  ) p;
  if v_keep is null then
    return;
  end if;

  return query
  select m.id, m.reference, m.job_name, c.name, ma.city, m.start_date, m.end_date, m.status, m.is_client_order,
         s.distance_km, s.score, s.distance_points, s.job_points, s.qualification_points, s.availability_points,
         s.reasons, s.missing, s.missing_qualifications::text[], v_total, v_stopped
  from private.match_scores(v_keep, array_fill(v_talent.id, array[cardinality(v_keep)]), v_radius) s
  join public.mission m on m.id = s.mission_id
  left join public.company c on c.id = m.company_id
  left join public.address ma on ma.id = m.address_id
  order by s.score desc, s.distance_km nulls last, m.start_date nulls last, m.id
  limit v_limit;
end
$$;

comment on function public.talent_missions(uuid, double precision, integer, integer) is
  'Open missions for a talent ranked by the matching score of public.mission_candidates, read by tiers (the missions of its jobs, then the others by distance band) until no further tier can reach the page; total_count exact unless total_is_estimate; the caller''s row-level security applies.';

revoke all on function public.talent_missions(uuid, double precision, integer, integer) from public, anon;
grant execute on function public.talent_missions(uuid, double precision, integer, integer) to authenticated, service_role;
