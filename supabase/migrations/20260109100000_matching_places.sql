-- Where the matching rankings read places from (issue 16, Performance), and the client-order
-- list's order.
--
-- Row-level security and index conditions: under a policy, PostgreSQL may only use a user's
-- condition as an index condition when its operators are leakproof. The numeric comparisons
-- (`latitude between …`, latitude being numeric(9,6)) are not, so the bounding box of a radius
-- never narrowed an index scan for an `authenticated` caller: every address of the workspace
-- was read (278 000 on the large seed). The double precision comparisons are leakproof:
-- hence these copies of the coordinates as double precision, indexed.

-- The address's coordinates as double precision, for the radius box under RLS.
alter table public.address
  add column if not exists geo_lat double precision generated always as (latitude::double precision) stored,
  add column if not exists geo_lng double precision generated always as (longitude::double precision) stored;
comment on column public.address.geo_lat is 'latitude as double precision (generated): radius searches compare it under RLS, the numeric comparisons not being leakproof';
comment on column public.address.geo_lng is 'longitude as double precision (generated), see geo_lat';
create index if not exists address_workspace_geo_idx on public.address (workspace_id, geo_lat, geo_lng) include (id);
-- By key, for the rows found from another table (a job's holders, a job's missions).
create index if not exists address_id_place_idx on public.address (id) include (workspace_id, geo_lat, geo_lng);

-- The home coordinates of the talent on each of its jobs: "the holders of this job within
-- 50 km" is then one index range (job, workspace, box) instead of a lookup of every holder's
-- talent and address (≈ 9 600 holders of a job on the large seed, ≈ 1 200 of them around
-- Lyon). Kept by triggers: on a talent_job written, on a talent's address changed, on an
-- address's coordinates changed.
alter table public.talent_job
  add column if not exists home_lat double precision,
  add column if not exists home_lng double precision;
comment on column public.talent_job.home_lat is 'latitude of the talent''s address, kept by triggers (matching: the holders of a job within a radius)';
comment on column public.talent_job.home_lng is 'longitude of the talent''s address, kept by triggers (see home_lat)';

create or replace function private.set_talent_job_home()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- never what the client sent: always the talent's address
  select a.geo_lat, a.geo_lng into new.home_lat, new.home_lng
  from public.talent t join public.address a on a.id = t.address_id
  where t.id = new.talent_id;
  if not found then
    new.home_lat := null;
    new.home_lng := null;
  end if;
  return new;
end
$$;
drop trigger if exists talent_job_home on public.talent_job;
create trigger talent_job_home before insert or update on public.talent_job
  for each row execute function private.set_talent_job_home();

create or replace function private.talent_home_moved()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'talent' then
    update public.talent_job tj set home_lat = a.geo_lat, home_lng = a.geo_lng
    from (select new.address_id as id) moved
    left join public.address a on a.id = moved.id
    where tj.talent_id = new.id;
  else
    update public.talent_job tj set home_lat = new.geo_lat, home_lng = new.geo_lng
    from public.talent t
    where t.address_id = new.id and tj.talent_id = t.id;
  end if;
  return null;
end
$$;
drop trigger if exists talent_home_moved on public.talent;
create trigger talent_home_moved after update of address_id on public.talent
  for each row when (old.address_id is distinct from new.address_id)
  execute function private.talent_home_moved();
drop trigger if exists address_home_moved on public.address;
create trigger address_home_moved after update of latitude, longitude on public.address
  for each row when (old.latitude is distinct from new.latitude or old.longitude is distinct from new.longitude)
  execute function private.talent_home_moved();

revoke all on function private.set_talent_job_home() from public, anon, authenticated;
revoke all on function private.talent_home_moved() from public, anon, authenticated;

-- A job's holders by place; the policy's workspace_id second so that the box (leakproof
-- double precision comparisons) stays an index condition.
create index if not exists talent_job_job_home_idx on public.talent_job (job_id, workspace_id, home_lat, home_lng)
  include (talent_id, is_main);

-- Backfill (the trigger recomputes the columns from the talent's address).
update public.talent_job tj set home_lat = a.geo_lat, home_lng = a.geo_lng
from public.talent t join public.address a on a.id = t.address_id
where t.id = tj.talent_id;

-- A talent by key with what the matching filters, scores and orders on (index-only lookups).
create index if not exists talent_id_match_idx on public.talent (id)
  include (workspace_id, address_id, blacklisted_at, qualification_status, availability_status, available_from, last_name, first_name);

-- Open missions by job and by place, with what the reverse ranking scores on.
create index if not exists mission_open_job_idx on public.mission (job_id)
  include (id, workspace_id, address_id, start_date, end_date, required_qualifications)
  where status in ('open', 'sourcing', 'presented', 'partially_filled');
create index if not exists mission_open_place_idx on public.mission (address_id)
  include (id, workspace_id, job_id, start_date, end_date, required_qualifications)
  where status in ('open', 'sourcing', 'presented', 'partially_filled');
drop index if exists public.mission_open_address_idx;

-- The missions lists (resources/missions/list-read.ts): a kind, newest first. Under RLS the
-- workspace condition is an array known at run time, so (workspace_id, is_client_order,
-- created_at desc) could not give the order and the plan sorted every order of the kind
-- (42 000 on the large seed); the kind then the date give it, the workspace is checked on
-- the index entries.
create index if not exists mission_kind_recent_idx on public.mission (is_client_order, created_at desc, workspace_id);
