-- Search RPCs: accent-insensitive trigram search on talent names, e-mails, phones and job
-- titles, and the radius search around a point or a mission's address (sphere of 6371 km,
-- latitude/longitude bounding box on an index, then the exact distance). They run as
-- security definer with the tables' own read rule written in (the caller's workspaces and
-- the matrix's select right): under RLS the planner may not use the trigram indexes, whose
-- operators are not leakproof, and a search over 200 000 talents would scan them all.

-- The normalised form the search columns hold (lower case, no accents): for clients that
-- filter search_text columns directly.
create or replace function public.normalize_search_text(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select private.normalize_search(p_text)
$$;

-- Talents matching a text (names, e-mail, phone, job titles; typos tolerated), optionally
-- within a radius of a point, for some jobs and availabilities; best matches first. The
-- statement is built with only the criteria given, so that the planner uses the trigram
-- index (substring match) and the latitude/longitude index (bounding box) with the actual
-- values; the fuzzy pass (word similarity, `<%`, also indexed) runs only when nothing
-- contains the text. (PGlite cannot evaluate pg_trgm's `%` inside a function: not used.)
create or replace function public.search_talents(
  p_query text default null,
  p_latitude double precision default null,
  p_longitude double precision default null,
  p_radius_km double precision default null,
  p_job_ids uuid[] default null,
  p_availability public.talent_availability_status[] default null,
  p_limit integer default 50,
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
  distance_km double precision,
  score real
)
language plpgsql
stable
security definer
set search_path = ''
as $$
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
$$;

-- Talents around a mission's worksite (its address), optionally only those doing its job.
create or replace function public.search_talents_around_mission(
  p_mission_id uuid,
  p_radius_km double precision default 30,
  p_query text default null,
  p_same_job boolean default false,
  p_limit integer default 50,
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
  distance_km double precision,
  score real
)
language plpgsql
stable
security definer
set search_path = ''
as $$
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

-- Global quick search (command palette): talents, companies, contacts and missions whose
-- search text contains the query, or resembles it when nothing contains it.
create or replace function public.search_records(p_query text, p_limit integer default 20)
returns table (entity text, id uuid, label text, detail text, score real)
language sql
stable
security definer
set search_path = ''
as $$
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

revoke all on function public.search_talents(text, double precision, double precision, double precision, uuid[], public.talent_availability_status[], integer, integer) from public, anon;
grant execute on function public.search_talents(text, double precision, double precision, double precision, uuid[], public.talent_availability_status[], integer, integer) to authenticated, service_role;
revoke all on function public.search_talents_around_mission(uuid, double precision, text, boolean, integer, integer) from public, anon;
grant execute on function public.search_talents_around_mission(uuid, double precision, text, boolean, integer, integer) to authenticated, service_role;
revoke all on function public.search_records(text, integer) from public, anon;
grant execute on function public.search_records(text, integer) to authenticated, service_role;
revoke all on function public.normalize_search_text(text) from public, anon;
grant execute on function public.normalize_search_text(text) to authenticated, service_role;
