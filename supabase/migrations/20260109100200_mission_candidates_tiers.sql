-- /missions/:id/find-talents by tiers (see 20260109100100_matching_helpers.sql): the holders
-- of the mission's job first (talent_job_job_home_idx: job, workspace, box), scored exactly;
-- then the other talents of the radius by distance band while a band can still reach the
-- page. The result gains total_is_estimate.
drop function if exists public.mission_candidates(uuid, double precision, boolean, boolean, integer, integer);
create function public.mission_candidates(
  p_mission_id uuid,
  p_radius_km double precision default 50,
  p_only_available boolean default false,
  p_only_qualified boolean default false,
  p_limit integer default 50,
  p_offset integer default 0
)
returns table (
  talent_id uuid,
  first_name text,
  last_name text,
  city text,
  main_job_name text,
  qualification_status public.talent_qualification_status,
  availability_status public.talent_availability_status,
  available_from date,
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
-- narrow rows read by key: parallel workers cost more than they save on 2 cores
set max_parallel_workers_per_gather = 0
-- planned with the mission's actual place and job each time
set plan_cache_mode = force_custom_plan
as $$
declare
  v_mission public.mission;
  v_lat double precision;
  v_lng double precision;
  v_radius double precision := greatest(coalesce(p_radius_km, 50), 0);
  v_limit integer := greatest(coalesce(p_limit, 50), 0);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_only_available boolean := coalesce(p_only_available, false);
  v_only_qualified boolean := coalesce(p_only_qualified, false);
  v_t integer;
  v_start date;
  v_valid_until date;
  -- the qualification part known without reading documents: 25 when none is required or
  -- only qualified talents are asked; else 0 (it lies between 0 and 25)
  v_band_quals integer;
  v_ids uuid[];
  v_lows integer[];
  v_highs integer[];
  v_kms double precision[];
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
  v_skip integer;
  v_pipeline uuid[];
begin
  select m.* into v_mission from public.mission m where m.id = p_mission_id;
  if not found or v_limit = 0 then
    return;
  end if;
  v_t := v_offset + v_limit;
  v_start := coalesce(v_mission.start_date, current_date);
  v_valid_until := coalesce(v_mission.end_date, v_mission.start_date, current_date);
  v_band_quals := case when cardinality(v_mission.required_qualifications) = 0 or v_only_qualified then 25 else 0 end;
  select a.geo_lat, a.geo_lng into v_lat, v_lng from public.address a where a.id = v_mission.address_id;
  -- already in the pipeline: a few hundred at most, compared by hash in each tier
  v_pipeline := array(select ap.talent_id from public.application ap where ap.mission_id = v_mission.id);

  -- Tier 1: the holders of the mission's job (within the radius of a located worksite, all
  -- of them otherwise), scored exactly.
  select coalesce(array_agg(c.id), '{}'), coalesce(array_agg(c.score), '{}'), coalesce(array_agg(c.km), '{}')
  into v_ids, v_lows, v_kms
  from (
    select t.id, d.km,
           (case when d.km is null then 0 when d.km <= 10 then 30 when d.km <= 25 then 20 when d.km <= v_radius then 10 else 0 end)
         + (case when tj.is_main then 30 else 20 end)
         + (case when private.match_available(t.availability_status, t.available_from, v_start) then 15 else 0 end)
         + (case when cardinality(v_mission.required_qualifications) = 0 then 25
                 else private.talent_qualification_points(t.id, v_mission.required_qualifications, v_valid_until) end) as score
    from public.talent_job tj
    join public.talent t on t.id = tj.talent_id
    left join public.address a on a.id = t.address_id
    cross join lateral (select private.distance_km(v_lat, v_lng, a.geo_lat, a.geo_lng) as km) d
    where tj.job_id = v_mission.job_id
      and tj.workspace_id = v_mission.workspace_id
      and (v_lat is null or v_lng is null or (
            tj.home_lat between v_lat - v_radius / 111.195 and v_lat + v_radius / 111.195
            and tj.home_lng between v_lng - v_radius / (111.195 * greatest(cos(radians(v_lat)), 0.01))
                                and v_lng + v_radius / (111.195 * greatest(cos(radians(v_lat)), 0.01))
            and d.km <= v_radius))
      and t.workspace_id = v_mission.workspace_id
      and t.blacklisted_at is null
      and t.qualification_status <> 'anonymized'
      and t.id <> all (v_pipeline)
      and (not v_only_available or private.match_available(t.availability_status, t.available_from, v_start))
      and (not v_only_qualified or private.holds_qualifications(t.id, v_mission.required_qualifications, v_valid_until))
  ) c;
  v_highs := v_lows;
  v_l := (select x from unnest(v_lows) x order by x desc offset v_t - 1 limit 1);

  -- Tiers 2–4: the other talents of the radius, by distance band, while a band can still
  -- reach the page (a worksite without coordinates has only the job's holders).
  if v_lat is not null and v_lng is not null then
    foreach v_edge in array array[10, 25, v_radius]::double precision[] loop
      v_to := least(v_edge, v_radius);
      continue when v_to <= v_from;
      -- the band's best possible score: its distance part, no job part, 25 + 15
      if v_l is not null and v_l > (case when v_from < 10 then 30 when v_from < 25 then 20 else 10 end) + 40 then
        v_stopped := true;
        exit;
      end if;
      v_dlat := v_to / 111.195;
      v_dlng := v_to / (111.195 * greatest(cos(radians(v_lat)), 0.01));
      select coalesce(array_agg(c.id), '{}') as ids, coalesce(array_agg(c.low), '{}') as lows,
             coalesce(array_agg(c.low + 25 - v_band_quals), '{}') as highs, coalesce(array_agg(c.km), '{}') as kms
      into v_more
      from (
        select t.id, d.km,
               (case when d.km <= 10 then 30 when d.km <= 25 then 20 else 10 end)
             + (case when private.match_available(t.availability_status, t.available_from, v_start) then 15 else 0 end)
             + v_band_quals as low
        from public.address a
        join public.talent t on t.address_id = a.id
        cross join lateral (select private.distance_km(v_lat, v_lng, a.geo_lat, a.geo_lng) as km) d
        where a.workspace_id = v_mission.workspace_id
          and a.geo_lat between v_lat - v_dlat and v_lat + v_dlat
          and a.geo_lng between v_lng - v_dlng and v_lng + v_dlng
          and d.km <= v_to and d.km > v_from
          and t.workspace_id = v_mission.workspace_id
          and t.blacklisted_at is null
          and t.qualification_status <> 'anonymized'
          and not exists (select 1 from public.talent_job tj where tj.talent_id = t.id and tj.job_id = v_mission.job_id)
          and t.id <> all (v_pipeline)
          and (not v_only_available or private.match_available(t.availability_status, t.available_from, v_start))
          and (not v_only_qualified or private.holds_qualifications(t.id, v_mission.required_qualifications, v_valid_until))
      ) c;
      v_ids := v_ids || v_more.ids;
      v_lows := v_lows || v_more.lows;
      v_highs := v_highs || v_more.highs;
      v_kms := v_kms || v_more.kms;
      v_l := (select x from unnest(v_lows) x order by x desc offset v_t - 1 limit 1);
      v_from := v_to;
    end loop;
  end if;

  v_total := cardinality(v_ids);
  if v_stopped then
    -- the unread bands (beyond v_from km, not holders of the job), from a uniform sample of the addresses
    select * into v_sample from private.sample_bound('public.address'::regclass, 6000);
    select count(*) into v_sampled
    from public.address a
    join public.talent t on t.address_id = a.id
    cross join lateral (select private.distance_km(v_lat, v_lng, a.geo_lat, a.geo_lng) as km) d
    where (v_sample.bound is null or a.id < v_sample.bound)
      and d.km <= v_radius and d.km > v_from
      and t.workspace_id = v_mission.workspace_id
      and t.blacklisted_at is null
      and t.qualification_status <> 'anonymized'
      and not exists (select 1 from public.talent_job tj where tj.talent_id = t.id and tj.job_id = v_mission.job_id)
      and t.id <> all (v_pipeline)
      and (not v_only_available or private.match_available(t.availability_status, t.available_from, v_start))
      and (not v_only_qualified or private.holds_qualifications(t.id, v_mission.required_qualifications, v_valid_until));
    v_total := v_total + round(v_sampled / v_sample.fraction)::bigint;
  end if;

  if not exists (select 1 from unnest(v_lows, v_highs) c(low, high) where c.high >= coalesce(v_l, -1) and c.low <> c.high) then
    -- every candidate that can reach the page has an exact score: the page from what was read
    select array_agg(p.id) into v_keep
    from (
      select c.id
      from unnest(v_ids, v_lows, v_highs, v_kms) as c(id, low, high, km)
      join public.talent t on t.id = c.id
      where c.high >= coalesce(v_l, -1)
      order by c.low desc, c.km nulls last, t.last_name, t.first_name, t.id
      offset v_offset limit v_limit
    ) p;
    v_skip := 0;
  else
    select array_agg(c.id) into v_keep
    from unnest(v_ids, v_highs) as c(id, high)
    where c.high >= coalesce(v_l, -1);
    v_skip := v_offset;
  end if;
  if v_keep is null then
    return;
  end if;

  return query
  select t.id, t.first_name, t.last_name, ta.city, j.name, t.qualification_status, t.availability_status, t.available_from,
         s.distance_km, s.score, s.distance_points, s.job_points, s.qualification_points, s.availability_points,
         s.reasons, s.missing, s.missing_qualifications::text[], v_total, v_stopped
  from private.match_scores(array_fill(v_mission.id, array[cardinality(v_keep)]), v_keep, v_radius) s
  join public.talent t on t.id = s.talent_id
  left join public.address ta on ta.id = t.address_id
  left join public.talent_job mj on mj.talent_id = t.id and mj.is_main
  left join public.job j on j.id = mj.job_id
  order by s.score desc, s.distance_km nulls last, t.last_name, t.first_name, t.id
  limit v_limit offset v_skip;
end
$$;

comment on function public.mission_candidates(uuid, double precision, boolean, boolean, integer, integer) is
  'Talents for a mission ranked by the matching score (distance, job, qualifications, availability) with its parts, reasons and what is missing; blacklisted, anonymised and already-in-pipeline talents left out; read by tiers of decreasing best possible score (the job''s holders, then the others by distance band) until no further tier can reach the page; total_count exact unless total_is_estimate (the unread tiers estimated from a sample); the caller''s row-level security applies.';

revoke all on function public.mission_candidates(uuid, double precision, boolean, boolean, integer, integer) from public, anon;
grant execute on function public.mission_candidates(uuid, double precision, boolean, boolean, integer, integer) to authenticated, service_role;
