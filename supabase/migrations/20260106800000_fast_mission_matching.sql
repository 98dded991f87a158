-- The matching rankings within 100 ms on 200 000 talents (issue 16, Performance): around Lyon
-- a 50 km radius holds ≈ 26 000 talents, and scoring each one through private.match_scores
-- (documents, jobs, RLS on every table) took seconds. Same score, same rows, same order; only
-- the work changes:
--
-- 1. Preselection, from covering indexes only: the eligible candidates of the radius with the
--    cheap parts of their score — distance, job title, availability (and the qualification
--    part when the mission requires none: 25 for all). Its size is the exact `total_count`.
-- 2. Bounds: a candidate's score lies between `low` (the cheap parts, qualifications at 0,
--    or at 25 when none is required) and `high` = cheap parts + 25. With T = offset + limit,
--    let L be the T-th best `low`: at least T candidates score ≥ L, so a candidate whose
--    `high` is below L can never reach the page (not even on a tie, its score being strictly
--    lower). Only the candidates with `high` ≥ L are kept — a few hundred on a first page.
-- 3. Those alone go through private.match_scores (qualifications read from the documents),
--    then the usual order and page.
--
-- "Only qualified" is applied in the preselection by a semi-join on the holders of every
-- required qualification (document_valid_type_talent_idx), so the count stays exact.

-- Covering indexes for the preselection. The functions are security invoker: the read
-- policies (`workspace_id = any (current_workspace_ids())`) apply to every row, so each index
-- carries workspace_id for an index-only scan to evaluate them without reading the tables.
-- The addresses of a box in the caller's workspace: without workspace_id leading, the
-- planner read the policy's address_workspace_id_idx (all 278 000 addresses of the large seed).
create index if not exists address_workspace_lat_lng_idx on public.address (workspace_id, latitude, longitude) include (id);
-- The talents of an address with everything the preselection filters and scores on
-- (superset of the super-search's talent_address_search_idx, replaced: plus availability).
create index if not exists talent_address_match_idx on public.talent (address_id)
  include (id, workspace_id, qualification_status, blacklisted_at, last_name, first_name, availability_status, available_from);
drop index if exists public.talent_address_search_idx;
-- The holders of a job, main or not (the job part, joined by hash to the radius); it also
-- serves the foreign key on job_id, hence talent_job_job_id_idx goes.
create index if not exists talent_job_job_talent_idx on public.talent_job (job_id, talent_id) include (is_main, workspace_id);
drop index if exists public.talent_job_job_id_idx;

-- ---------------------------------------------------------------------------------------
create or replace function public.mission_candidates(
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
  total_count bigint
)
language plpgsql
stable
security invoker
set search_path = ''
-- a few thousand narrow rows: parallel workers cost more than they save on 2 cores
set max_parallel_workers_per_gather = 0
-- planned with the mission's actual place and job each time (a generic plan would guess
-- the radius's size and could probe talent_job once per talent instead of hashing it)
set plan_cache_mode = force_custom_plan
as $$
declare
  v_mission public.mission;
  v_lat double precision;
  v_lng double precision;
  v_radius double precision := greatest(coalesce(p_radius_km, 50), 0);
  v_limit integer := greatest(coalesce(p_limit, 50), 0);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_required integer;
  v_none_required integer;
  v_start date;
  v_valid_until date;
  v_ids uuid[];
  v_total bigint;
begin
  select m.* into v_mission from public.mission m where m.id = p_mission_id;
  if not found or v_limit = 0 then
    return;
  end if;
  v_required := (select count(distinct q) from unnest(v_mission.required_qualifications) q);
  v_none_required := case when v_required = 0 then 25 else 0 end;
  v_start := coalesce(v_mission.start_date, current_date);
  v_valid_until := coalesce(v_mission.end_date, v_mission.start_date, current_date);
  select a.latitude, a.longitude into v_lat, v_lng from public.address a where a.id = v_mission.address_id;

  with pre as materialized (
    select c.id,
           (case when c.km is null then 0 when c.km <= 10 then 30 when c.km <= 25 then 20 when c.km <= v_radius then 10 else 0 end)
         + (case when c.is_main then 30 when c.is_main is not null then 20 else 0 end)
         + (case when av.available then 15 else 0 end)
         + v_none_required as low
    from (
      -- within the radius of a located worksite: the addresses of the box, the exact distance
      select t.id, private.distance_km(v_lat, v_lng, a.latitude::double precision, a.longitude::double precision) as km,
             tj.is_main, t.availability_status, t.available_from
      from public.address a
      join public.talent t on t.address_id = a.id
      left join public.talent_job tj on tj.job_id = v_mission.job_id and tj.talent_id = t.id
      where v_lat is not null and v_lng is not null
        and a.latitude between (v_lat - v_radius / 111.195)::numeric and (v_lat + v_radius / 111.195)::numeric
        and a.longitude between (v_lng - v_radius / (111.195 * greatest(cos(radians(v_lat)), 0.01)))::numeric
                            and (v_lng + v_radius / (111.195 * greatest(cos(radians(v_lat)), 0.01)))::numeric
        and private.distance_km(v_lat, v_lng, a.latitude::double precision, a.longitude::double precision) <= v_radius
        and t.workspace_id = v_mission.workspace_id
        and t.blacklisted_at is null
        and t.qualification_status <> 'anonymized'
      union all
      -- a worksite without coordinates: the talents of the mission's job (no distance)
      select t.id, null, tj.is_main, t.availability_status, t.available_from
      from public.talent_job tj
      join public.talent t on t.id = tj.talent_id
      where (v_lat is null or v_lng is null)
        and tj.job_id = v_mission.job_id
        and t.workspace_id = v_mission.workspace_id
        and t.blacklisted_at is null
        and t.qualification_status <> 'anonymized'
    ) c
    cross join lateral (
      select coalesce(c.availability_status <> 'unavailable'
         and (c.available_from <= v_start or (c.available_from is null and c.availability_status = 'available')), false) as available
    ) av
    where not exists (select 1 from public.application ap where ap.mission_id = v_mission.id and ap.talent_id = c.id)
      and (not coalesce(p_only_available, false) or av.available)
      and (not coalesce(p_only_qualified, false) or v_required = 0 or c.id in (
        select d.talent_id from public.document d
        where d.type = any (v_mission.required_qualifications)
          and d.talent_id is not null and d.status in ('valid', 'expiring_soon')
          and (d.expiry_date is null or d.expiry_date >= v_valid_until)
        group by d.talent_id
        having count(distinct d.type) = v_required))
  ), bound as (
    select coalesce((select p.low from pre p order by p.low desc offset v_offset + v_limit - 1 limit 1), -1) as l
  )
  select (select array_agg(p.id) from pre p, bound b where p.low + (25 - v_none_required) >= b.l),
         (select count(*) from pre)
  into v_ids, v_total;
  if v_ids is null then
    return;
  end if;

  return query
  select t.id, t.first_name, t.last_name, ta.city, j.name, t.qualification_status, t.availability_status, t.available_from,
         s.distance_km, s.score, s.distance_points, s.job_points, s.qualification_points, s.availability_points,
         s.reasons, s.missing, s.missing_qualifications::text[], v_total
  from private.match_scores(array_fill(v_mission.id, array[cardinality(v_ids)]), v_ids, v_radius) s
  join public.talent t on t.id = s.talent_id
  left join public.address ta on ta.id = t.address_id
  left join public.talent_job mj on mj.talent_id = t.id and mj.is_main
  left join public.job j on j.id = mj.job_id
  order by s.score desc, s.distance_km nulls last, t.last_name, t.first_name, t.id
  limit v_limit offset v_offset;
end
$$;

comment on function public.mission_candidates(uuid, double precision, boolean, boolean, integer, integer) is
  'Talents for a mission ranked by the matching score (distance, job, qualifications, availability) with its parts, reasons and what is missing; blacklisted, anonymised and already-in-pipeline talents left out; only the candidates whose score bound can reach the page are fully scored; total_count is exact; the caller''s row-level security applies.';

-- ---------------------------------------------------------------------------------------
-- /talents/:id/find-missions: the same preselection and bounds, over the open missions of
-- the radius (mission_open_address_idx) or of the talent's jobs.
create or replace function public.talent_missions(
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
  total_count bigint
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
  v_ids uuid[];
  v_total bigint;
begin
  select t.* into v_talent from public.talent t where t.id = p_talent_id;
  if not found or v_talent.blacklisted_at is not null or v_talent.qualification_status = 'anonymized' or v_limit = 0 then
    return;
  end if;
  select a.latitude, a.longitude into v_lat, v_lng from public.address a where a.id = v_talent.address_id;

  with jobs as materialized (
    select tj.job_id, tj.is_main from public.talent_job tj where tj.talent_id = v_talent.id
  ), pre as materialized (
    select c.id,
           (case when c.km is null then 0 when c.km <= 10 then 30 when c.km <= 25 then 20 when c.km <= v_radius then 10 else 0 end)
         + (case when c.is_main then 30 when c.is_main is not null then 20 else 0 end)
         + (case when coalesce(v_talent.availability_status <> 'unavailable'
                   and (v_talent.available_from <= coalesce(c.start_date, current_date)
                        or (v_talent.available_from is null and v_talent.availability_status = 'available')), false)
                 then 15 else 0 end) as cheap,
           c.none_required
    from (
      select m.id, private.distance_km(v_lat, v_lng, a.latitude::double precision, a.longitude::double precision) as km,
             (select bool_or(j.is_main) from jobs j where j.job_id = m.job_id) as is_main,
             m.start_date, cardinality(m.required_qualifications) = 0 as none_required
      from public.address a
      join public.mission m on m.address_id = a.id
      where v_lat is not null and v_lng is not null
        and a.latitude between (v_lat - v_radius / 111.195)::numeric and (v_lat + v_radius / 111.195)::numeric
        and a.longitude between (v_lng - v_radius / (111.195 * greatest(cos(radians(v_lat)), 0.01)))::numeric
                            and (v_lng + v_radius / (111.195 * greatest(cos(radians(v_lat)), 0.01)))::numeric
        and private.distance_km(v_lat, v_lng, a.latitude::double precision, a.longitude::double precision) <= v_radius
        and m.status in ('open', 'sourcing', 'presented', 'partially_filled')
        and m.workspace_id = v_talent.workspace_id
      union all
      select m.id, null, (select bool_or(j.is_main) from jobs j where j.job_id = m.job_id),
             m.start_date, cardinality(m.required_qualifications) = 0
      from public.mission m
      where (v_lat is null or v_lng is null)
        and m.job_id in (select j.job_id from jobs j)
        and m.status in ('open', 'sourcing', 'presented', 'partially_filled')
        and m.workspace_id = v_talent.workspace_id
    ) c
    where not exists (select 1 from public.application ap where ap.mission_id = c.id and ap.talent_id = v_talent.id)
  ), bound as (
    select coalesce((select p.cheap + case when p.none_required then 25 else 0 end as low
                     from pre p order by low desc offset v_offset + v_limit - 1 limit 1), -1) as l
  )
  select (select array_agg(p.id) from pre p, bound b where p.cheap + 25 >= b.l),
         (select count(*) from pre)
  into v_ids, v_total;
  if v_ids is null then
    return;
  end if;

  return query
  select m.id, m.reference, m.job_name, c.name, ma.city, m.start_date, m.end_date, m.status, m.is_client_order,
         s.distance_km, s.score, s.distance_points, s.job_points, s.qualification_points, s.availability_points,
         s.reasons, s.missing, s.missing_qualifications::text[], v_total
  from private.match_scores(v_ids, array_fill(v_talent.id, array[cardinality(v_ids)]), v_radius) s
  join public.mission m on m.id = s.mission_id
  left join public.company c on c.id = m.company_id
  left join public.address ma on ma.id = m.address_id
  order by s.score desc, s.distance_km nulls last, m.start_date nulls last, m.id
  limit v_limit offset v_offset;
end
$$;

comment on function public.talent_missions(uuid, double precision, integer, integer) is
  'Open missions for a talent ranked by the matching score of public.mission_candidates (only the missions whose score bound can reach the page are fully scored; total_count is exact); the caller''s row-level security applies.';
