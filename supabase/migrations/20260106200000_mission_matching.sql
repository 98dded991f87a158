-- Matching talents and missions (issue 16, domain §2.1–§2.2): one readable score out of 100
-- shared by both directions — /missions/:id/find-talents (public.mission_candidates) and
-- /talents/:id/find-missions (public.talent_missions) — and the atomic bulk add to a
-- pipeline (public.add_talents_to_pipeline).
--
-- Score parts (each hit says why it matched, `reasons`, and what is missing, `missing`):
--   distance       30  ≤ 10 km of the worksite 30 · ≤ 25 km 20 · within the search radius 10
--   job title      30  the mission's job is the talent's main job 30 · one of their jobs 20
--   qualifications 25  share of the mission's required qualifications the talent holds, valid
--                      (document `valid` or `expiring_soon`) up to the mission's end date
--                      (its start date when the term is open); 25 when none is required
--   availability   15  available on the start date: not `unavailable`, and a known date on or
--                      before it, or no date and `available` (as public.super_search_talents)
-- Never candidates: talents who must no longer be delegated (blacklisted), anonymised ones,
-- and those already in the mission's pipeline.
--
-- Security invoker throughout: the caller's row-level security decides which talents,
-- missions, addresses, documents and applications take part (a user who may not read the
-- documents sees the qualifications as missing). The policies are per-workspace checks on
-- init plans, cheap enough for the few thousand rows of a radius.

-- ---------------------------------------------------------------------------------------
-- Columns the mission lacked: required qualifications (document types, as the
-- super-search's "valid qualification" criterion) and the public ad.
create type public.job_posting_channel as enum ('website', 'france_travail', 'indeed', 'hellowork', 'linkedin', 'wttj', 'leboncoin');
insert into public.enum_label (enum_name, value, label, position) values
  ('job_posting_channel', 'website', 'Site Renfort', 1),
  ('job_posting_channel', 'france_travail', 'France Travail', 2),
  ('job_posting_channel', 'indeed', 'Indeed', 3),
  ('job_posting_channel', 'hellowork', 'HelloWork', 4),
  ('job_posting_channel', 'linkedin', 'LinkedIn', 5),
  ('job_posting_channel', 'wttj', 'Welcome to the Jungle', 6),
  ('job_posting_channel', 'leboncoin', 'leboncoin', 7);

alter table public.mission
  add column if not exists required_qualifications public.document_type[] not null default '{}',
  add column if not exists job_posting_title text,
  add column if not exists job_posting_description text,
  add column if not exists job_posting_channels public.job_posting_channel[] not null default '{}',
  add column if not exists job_posting_expires_at timestamptz;

-- Open missions by place, for the talent side (the missions of a radius, by their worksite).
create index if not exists mission_open_address_idx on public.mission (address_id)
  include (id, workspace_id, job_id, start_date, end_date)
  where status in ('open', 'sourcing', 'presented', 'partially_filled');
-- A mission's pipeline by talent (exclusion of the talents already in it): the unique pair
-- (mission_id, talent_id) already serves it.

-- ---------------------------------------------------------------------------------------
-- Forbidden criteria of a job ad (Code du travail L1132-1, L5321-2): patterns over the text
-- normalised as search_text is (private.normalize_search), every other character than a
-- letter or digit turned into a space, padded with one space at each end. The same list is
-- in resources/missions/job-posting/discrimination.ts (supabase/tests/job-posting.test.ts
-- compares them); the screen explains, the database refuses to publish.
create or replace function private.discriminatory_patterns()
returns table (criterion text, pattern text)
language sql
immutable
set search_path = ''
as $$
  values
    ('l''âge', ' age (maximum|minimum|max|min|limite) '),
    ('l''âge', ' agee?s? (de|entre) [0-9]+ '),
    ('l''âge', ' agee?s? de (moins|plus) de '),
    ('l''âge', ' (moins|plus) de [0-9]+ ans (maximum|minimum|max|min|au plus|au moins) '),
    ('l''âge', ' jeunes? (homme|femme|fille|garcon|retraite)s? '),
    ('l''âge', ' nee?s? (apres|avant) '),
    ('le sexe', ' (homme|femme|masculin|feminin)s? (uniquement|exclusivement|seulement) '),
    ('le sexe', ' (uniquement|exclusivement|seulement|que) (des )?(homme|femme)s? '),
    ('le sexe', ' de sexe '),
    ('le sexe', ' reservee?s? (exclusivement |uniquement )?(aux|a des) (homme|femme)s? '),
    ('l''origine', ' origine '),
    ('l''origine', ' ethnie '),
    ('l''origine', ' ethniques? '),
    ('l''origine', ' race '),
    ('l''origine', ' couleur de peau '),
    ('l''origine', ' de souche '),
    ('la nationalité', ' nationalite (francaise|europeenne) (exigee|obligatoire|uniquement|requise) '),
    ('la situation de famille', ' situation (de famille|familiale|matrimoniale) '),
    ('la situation de famille', ' celibataires? '),
    ('la situation de famille', ' sans enfants? '),
    ('la situation de famille', ' enfants? a charge '),
    ('la grossesse', ' grossesse '),
    ('la grossesse', ' enceintes? '),
    ('l''apparence physique', ' apparence physique '),
    ('l''apparence physique', ' physique agreable '),
    ('l''apparence physique', ' (belle|jolie) (presentation|apparence) '),
    ('l''apparence physique', ' (taille|poids) (minimum|maximum|minimale|maximale) '),
    ('les convictions religieuses', ' religion '),
    ('les convictions religieuses', ' religieu(x|se|ses) '),
    ('les convictions religieuses', ' (chretien|musulman|juif|catholique|protestant|athee)(ne|nes|s)? '),
    ('le handicap', ' (pas|sans|aucun) (de )?handicap'),
    ('le handicap', ' handicapes? s abstenir '),
    ('l''état de santé', ' etat de sante '),
    ('l''état de santé', ' bonne sante '),
    ('l''orientation sexuelle', ' orientation sexuelle '),
    ('l''orientation sexuelle', ' (hetero|homo)sexuel(le)?s? '),
    ('l''identité de genre', ' identite de genre '),
    ('les opinions politiques', ' opinions? politiques? '),
    ('les activités syndicales', ' syndica(t|ts|l|le|les|ux) '),
    ('les activités syndicales', ' syndique(e|es|s)? '),
    ('les mœurs', ' moeurs '),
    ('le lieu de résidence', ' lieu de residence '),
    ('le nom de famille', ' nom de famille '),
    ('la langue', ' langue maternelle '),
    ('les caractéristiques génétiques', ' genetiques? '),
    ('la domiciliation bancaire', ' domiciliation bancaire ')
$$;

-- The forbidden criteria found in a text, each once, in list order.
create or replace function private.discriminatory_criteria(p_text text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  with t as (
    select ' ' || btrim(regexp_replace(coalesce(private.normalize_search(p_text), ''), '[^a-z0-9]+', ' ', 'g')) || ' ' as padded
  ), found as (
    select p.criterion, min(p.ord) as ord
    from private.discriminatory_patterns() with ordinality as p(criterion, pattern, ord), t
    where t.padded ~ p.pattern
    group by p.criterion
  )
  select coalesce(array_agg(criterion order by ord), '{}') from found
$$;

-- A published ad: a description, no forbidden criterion, an expiry after its posting date.
create or replace function private.prepare_job_posting()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_found text[];
begin
  if new.job_posting_expires_at is not null and new.job_posting_date is not null
     and new.job_posting_expires_at <= new.job_posting_date then
    perform private.fail('La date d''expiration de l''annonce doit suivre sa date de publication', 'mission_job_posting_expiry');
  end if;
  if new.job_posting_status = 'published' and (
       tg_op = 'INSERT' or old.job_posting_status is distinct from 'published'
       or new.job_posting_title is distinct from old.job_posting_title
       or new.job_posting_description is distinct from old.job_posting_description) then
    if coalesce(btrim(new.job_posting_description), '') = '' then
      perform private.fail('Une annonce publiée doit avoir une description', 'mission_job_posting_description');
    end if;
    v_found := private.discriminatory_criteria(concat_ws(' ', new.job_posting_title, new.job_posting_description));
    if cardinality(v_found) > 0 then
      perform private.fail(format('L''annonce mentionne un critère discriminatoire interdit (article L1132-1 du Code du travail) : %s',
                                  array_to_string(v_found, ', ')), 'mission_job_posting_discrimination');
    end if;
  end if;
  return new;
end
$$;

create trigger mission_status_c_job_posting_content before insert or update on public.mission
  for each row execute function private.prepare_job_posting();

-- "Expirer" from the screen: marketing and consultants may end a posting before its date
-- (the automatic expiry at job_posting_expires_at stays the system's).
update public.status_transition
set roles = '{team_member_marketing,consultant_team_member}', note = 'automatique à l''expiration, ou manuelle'
where entity = 'mission' and status_column = 'job_posting_status' and from_status = 'published' and to_status = 'expired';

-- Cron: published postings past their expiry date become expired.
create or replace function public.expire_job_postings()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  perform set_config('renfort.actor', 'system', true);
  update public.mission m set job_posting_status = 'expired'
  where m.job_posting_status = 'published' and m.job_posting_expires_at <= now();
  get diagnostics v_count = row_count;
  perform set_config('renfort.actor', '', true);
  return v_count;
end
$$;
revoke all on function public.expire_job_postings() from public, anon, authenticated;
grant execute on function public.expire_job_postings() to service_role;

-- ---------------------------------------------------------------------------------------
-- The score of (mission, talent) pairs, given as two arrays of the same length. Plain SQL
-- and security invoker: RLS applies to every table it reads.
create or replace function private.match_scores(p_mission_ids uuid[], p_talent_ids uuid[], p_radius_km double precision)
returns table (
  mission_id uuid,
  talent_id uuid,
  distance_km double precision,
  distance_points smallint,
  job_points smallint,
  qualification_points smallint,
  availability_points smallint,
  score smallint,
  reasons text[],
  missing text[],
  missing_qualifications public.document_type[]
)
language sql
stable
security invoker
as $$
  select
    m.id, t.id, d.km,
    parts.distance_points, parts.job_points, parts.qualification_points, parts.availability_points,
    (parts.distance_points + parts.job_points + parts.qualification_points + parts.availability_points)::smallint,
    array_remove(array[
      case when d.km <= 10 then 'near_worksite' when d.km <= p_radius_km then 'within_radius' end,
      case when d.km <= t.mobility_radius_km then 'within_mobility' end,
      case j.kind when 'main' then 'main_job' when 'other' then 'other_job' end,
      case when cardinality(m.required_qualifications) > 0 and cardinality(q.missing) = 0 then 'qualifications_valid' end,
      case when av.ok then 'available' end
    ], null),
    array_remove(array[
      case when d.km is null then 'distance_unknown' end,
      case when d.km > t.mobility_radius_km then 'beyond_mobility' end,
      case when j.kind is null then 'job' end,
      case when cardinality(q.missing) > 0 then 'qualifications' end,
      case when not av.ok then 'availability' end
    ], null),
    q.missing
  from unnest(p_mission_ids, p_talent_ids) as pair(mission_id, talent_id)
  join public.mission m on m.id = pair.mission_id
  join public.talent t on t.id = pair.talent_id
  left join public.address ma on ma.id = m.address_id
  left join public.address ta on ta.id = t.address_id
  cross join lateral (
    select private.distance_km(ma.latitude::double precision, ma.longitude::double precision,
                               ta.latitude::double precision, ta.longitude::double precision) as km
  ) d
  cross join lateral (
    select case when bool_or(tj.is_main) then 'main' when count(*) > 0 then 'other' end as kind
    from public.talent_job tj
    where tj.talent_id = t.id and tj.job_id = m.job_id
  ) j
  cross join lateral (
    select coalesce(array_agg(wanted.type order by wanted.type), '{}')::public.document_type[] as missing
    from unnest(m.required_qualifications) as wanted(type)
    where not exists (
      select 1 from public.document doc
      where doc.talent_id = t.id and doc.type = wanted.type and doc.status in ('valid', 'expiring_soon')
        and (doc.expiry_date is null or doc.expiry_date >= coalesce(m.end_date, m.start_date, current_date))
    )
  ) q
  cross join lateral (
    select coalesce(t.availability_status <> 'unavailable'
       and (t.available_from <= coalesce(m.start_date, current_date)
            or (t.available_from is null and t.availability_status = 'available')), false) as ok
  ) av
  cross join lateral (
    select
      (case when d.km is null then 0 when d.km <= 10 then 30 when d.km <= 25 then 20 when d.km <= p_radius_km then 10 else 0 end)::smallint as distance_points,
      (case j.kind when 'main' then 30 when 'other' then 20 else 0 end)::smallint as job_points,
      (case when cardinality(m.required_qualifications) = 0 then 25
            else round(25.0 * (cardinality(m.required_qualifications) - cardinality(q.missing)) / cardinality(m.required_qualifications)) end)::smallint as qualification_points,
      (case when coalesce(av.ok, false) then 15 else 0 end)::smallint as availability_points
  ) parts
$$;

-- ---------------------------------------------------------------------------------------
-- /missions/:id/find-talents: the talents for a mission, best first, with the total count.
-- Candidates: within p_radius_km of the worksite when it has coordinates, else the talents
-- of the mission's job. p_only_available / p_only_qualified keep the talents available on
-- the start date / holding every required qualification.
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
-- a few thousand rows read by key: parallel workers cost more than they save
set max_parallel_workers_per_gather = 0
as $$
declare
  v_mission public.mission;
  v_lat double precision;
  v_lng double precision;
  v_radius double precision := greatest(coalesce(p_radius_km, 50), 0);
  v_ids uuid[];
begin
  select m.* into v_mission from public.mission m where m.id = p_mission_id;
  if not found then
    return;
  end if;
  select a.latitude, a.longitude into v_lat, v_lng from public.address a where a.id = v_mission.address_id;
  if v_lat is not null and v_lng is not null then
    select array_agg(t.id) into v_ids
    from public.address a
    join public.talent t on t.address_id = a.id
    where a.latitude between (v_lat - v_radius / 111.195)::numeric and (v_lat + v_radius / 111.195)::numeric
      and a.longitude between (v_lng - v_radius / (111.195 * greatest(cos(radians(v_lat)), 0.01)))::numeric
                          and (v_lng + v_radius / (111.195 * greatest(cos(radians(v_lat)), 0.01)))::numeric
      and private.distance_km(v_lat, v_lng, a.latitude::double precision, a.longitude::double precision) <= v_radius
      and t.workspace_id = v_mission.workspace_id
      and t.blacklisted_at is null
      and t.qualification_status <> 'anonymized'
      and not exists (select 1 from public.application ap where ap.mission_id = v_mission.id and ap.talent_id = t.id);
  else
    select array_agg(t.id) into v_ids
    from public.talent_job tj
    join public.talent t on t.id = tj.talent_id
    where tj.job_id = v_mission.job_id
      and t.workspace_id = v_mission.workspace_id
      and t.blacklisted_at is null
      and t.qualification_status <> 'anonymized'
      and not exists (select 1 from public.application ap where ap.mission_id = v_mission.id and ap.talent_id = t.id);
  end if;
  if v_ids is null then
    return;
  end if;
  return query
  select t.id, t.first_name, t.last_name, ta.city, j.name, t.qualification_status, t.availability_status, t.available_from,
         s.distance_km, s.score, s.distance_points, s.job_points, s.qualification_points, s.availability_points,
         s.reasons, s.missing, s.missing_qualifications::text[], count(*) over ()
  from private.match_scores(array_fill(v_mission.id, array[cardinality(v_ids)]), v_ids, v_radius) s
  join public.talent t on t.id = s.talent_id
  left join public.address ta on ta.id = t.address_id
  left join public.talent_job mj on mj.talent_id = t.id and mj.is_main
  left join public.job j on j.id = mj.job_id
  where (not coalesce(p_only_available, false) or s.availability_points > 0)
    and (not coalesce(p_only_qualified, false) or cardinality(s.missing_qualifications) = 0)
  order by s.score desc, s.distance_km nulls last, t.last_name, t.first_name, t.id
  limit greatest(coalesce(p_limit, 50), 0) offset greatest(coalesce(p_offset, 0), 0);
end
$$;

comment on function public.mission_candidates(uuid, double precision, boolean, boolean, integer, integer) is
  'Talents for a mission ranked by the matching score (distance, job, qualifications, availability) with its parts, reasons and what is missing; blacklisted, anonymised and already-in-pipeline talents left out; the caller''s row-level security applies.';

-- /talents/:id/find-missions: the open missions for a talent, best first, by the same score.
-- Missions: open ones (open, sourcing, presented, partially filled) whose worksite is within
-- p_radius_km of the talent's address when it has coordinates, else those of the talent's
-- jobs; not those the talent is already in. A blacklisted talent gets none.
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
as $$
declare
  v_talent public.talent;
  v_lat double precision;
  v_lng double precision;
  v_radius double precision := greatest(coalesce(p_radius_km, 50), 0);
  v_ids uuid[];
begin
  select t.* into v_talent from public.talent t where t.id = p_talent_id;
  if not found or v_talent.blacklisted_at is not null or v_talent.qualification_status = 'anonymized' then
    return;
  end if;
  select a.latitude, a.longitude into v_lat, v_lng from public.address a where a.id = v_talent.address_id;
  if v_lat is not null and v_lng is not null then
    select array_agg(m.id) into v_ids
    from public.address a
    join public.mission m on m.address_id = a.id
    where a.latitude between (v_lat - v_radius / 111.195)::numeric and (v_lat + v_radius / 111.195)::numeric
      and a.longitude between (v_lng - v_radius / (111.195 * greatest(cos(radians(v_lat)), 0.01)))::numeric
                          and (v_lng + v_radius / (111.195 * greatest(cos(radians(v_lat)), 0.01)))::numeric
      and private.distance_km(v_lat, v_lng, a.latitude::double precision, a.longitude::double precision) <= v_radius
      and m.status in ('open', 'sourcing', 'presented', 'partially_filled')
      and m.workspace_id = v_talent.workspace_id
      and not exists (select 1 from public.application ap where ap.mission_id = m.id and ap.talent_id = v_talent.id);
  else
    select array_agg(m.id) into v_ids
    from public.talent_job tj
    join public.mission m on m.job_id = tj.job_id
    where tj.talent_id = v_talent.id
      and m.status in ('open', 'sourcing', 'presented', 'partially_filled')
      and m.workspace_id = v_talent.workspace_id
      and not exists (select 1 from public.application ap where ap.mission_id = m.id and ap.talent_id = v_talent.id);
  end if;
  if v_ids is null then
    return;
  end if;
  return query
  select m.id, m.reference, m.job_name, c.name, ma.city, m.start_date, m.end_date, m.status, m.is_client_order,
         s.distance_km, s.score, s.distance_points, s.job_points, s.qualification_points, s.availability_points,
         s.reasons, s.missing, s.missing_qualifications::text[], count(*) over ()
  from private.match_scores(v_ids, array_fill(v_talent.id, array[cardinality(v_ids)]), v_radius) s
  join public.mission m on m.id = s.mission_id
  left join public.company c on c.id = m.company_id
  left join public.address ma on ma.id = m.address_id
  order by s.score desc, s.distance_km nulls last, m.start_date nulls last, m.id
  limit greatest(coalesce(p_limit, 50), 0) offset greatest(coalesce(p_offset, 0), 0);
end
$$;

comment on function public.talent_missions(uuid, double precision, integer, integer) is
  'Open missions for a talent ranked by the matching score of public.mission_candidates; the caller''s row-level security applies.';

-- Adds talents to a mission's pipeline in one statement (all or nothing): stage `new`, the
-- given source (`manual` from the screens), the matching score, the caller as owner. Talents
-- already in the pipeline are skipped; returns the rows created.
create or replace function public.add_talents_to_pipeline(
  p_mission_id uuid,
  p_talent_ids uuid[],
  p_source public.application_source default 'manual'
)
returns setof public.application
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_mission public.mission;
begin
  select m.* into v_mission from public.mission m where m.id = p_mission_id;
  if not found then
    perform private.fail('Mission introuvable', 'application_mission_not_found', 'P0002');
  end if;
  if coalesce(cardinality(p_talent_ids), 0) = 0 then
    perform private.fail('Choisissez au moins un talent', 'application_talents_required');
  end if;
  if exists (select 1 from unnest(p_talent_ids) wanted(id)
             where not exists (select 1 from public.talent t where t.id = wanted.id)) then
    perform private.fail('Talent introuvable', 'application_talent_not_found', 'P0002');
  end if;
  if exists (select 1 from public.talent t where t.id = any (p_talent_ids) and t.blacklisted_at is not null) then
    perform private.fail('Ce talent ne peut plus être délégué (interdiction de délégation)', 'application_talent_blacklisted');
  end if;
  return query
  insert into public.application (workspace_id, mission_id, talent_id, stage, source, match_score, owner_id)
  select v_mission.workspace_id, v_mission.id, s.talent_id, 'new', coalesce(p_source, 'manual'), s.score,
         private.current_team_member_id()
  from (select distinct id from unnest(p_talent_ids) as wanted(id)) ids
  cross join lateral private.match_scores(array[v_mission.id], array[ids.id], 50) s
  on conflict (mission_id, talent_id) do nothing
  returning *;
end
$$;

comment on function public.add_talents_to_pipeline(uuid, uuid[], public.application_source) is
  'Adds talents to a mission''s pipeline atomically (stage new, the matching score); talents already in it are skipped; the caller''s row-level security applies.';

revoke all on function public.mission_candidates(uuid, double precision, boolean, boolean, integer, integer) from public, anon;
revoke all on function public.talent_missions(uuid, double precision, integer, integer) from public, anon;
revoke all on function public.add_talents_to_pipeline(uuid, uuid[], public.application_source) from public, anon;
grant execute on function public.mission_candidates(uuid, double precision, boolean, boolean, integer, integer) to authenticated, service_role;
grant execute on function public.talent_missions(uuid, double precision, integer, integer) to authenticated, service_role;
grant execute on function public.add_talents_to_pipeline(uuid, uuid[], public.application_source) to authenticated, service_role;
revoke all on function private.match_scores(uuid[], uuid[], double precision) from public, anon;
revoke all on function private.discriminatory_patterns() from public, anon;
revoke all on function private.discriminatory_criteria(text) from public, anon;
grant execute on function private.match_scores(uuid[], uuid[], double precision) to authenticated, service_role;
grant execute on function private.discriminatory_patterns() to authenticated, service_role;
grant execute on function private.discriminatory_criteria(text) to authenticated, service_role;
