-- The matching rankings by tiers (issue 16, Performance; the functions follow in
-- 20260109100200 and 20260109100300): same score, same rows, same order page by page as
-- private.match_scores ranks them; what changes is how much is read.
--
-- A candidate's score lies between `low` and `high`. Read from the job's side, every part is
-- known (the qualification part from the documents): low = high = the score. Read from the
-- place alone (the others of the radius), the qualification part is known only when the
-- mission requires none (25) or only qualified talents are asked (25): else 0 ≤ it ≤ 25.
-- With T = offset + limit and L the T-th best `low` among the candidates read so far, at least
-- T candidates score ≥ L: a candidate whose score is at most some H < L can never reach the
-- page, not even on a tie. So the candidates are read by tiers of decreasing best possible
-- score, and the reading stops at the first tier whose best possible score is below L:
--   1. those of the job (holders of the mission's job; for a talent, the missions of its
--      jobs): up to 100;
--   2. the others within 10 km: at most 30 + 0 + 25 + 15 = 70;
--   3. the others within 10–25 km: at most 60;
--   4. the others within 25 km – the radius: at most 50.
-- Around Lyon the first page needs only the first tier (≈ 1 200 holders of the job within
-- 50 km, instead of ≈ 25 000 talents). Of the candidates read, those with `high` < L are
-- dropped; when all the others have an exact score, they are ranked on what was read (score,
-- distance, then the usual tie-breaks) and only the page goes through private.match_scores;
-- else all of them do. Then the usual order and page.
--
-- The total: exact when every tier was read (total_is_estimate false). When the reading
-- stopped early, the candidates read plus an estimate of the unread tiers from a uniform
-- sample of the addresses (private.sample_bound: the same figure on each call), and
-- total_is_estimate true: the screens say « environ ».
--
-- Security invoker throughout: every table is read under the caller's row-level security
-- (the talent_job copy of the home coordinates only narrows the search; the distance comes
-- from the address as the caller may read it).

-- The scoring helpers below have no `set search_path` (their names are qualified): a SQL
-- function with a SET clause is never inlined, and they run once per candidate row.

-- Available on the start date (the availability part of private.match_scores).
create or replace function private.match_available(
  p_status public.talent_availability_status,
  p_from date,
  p_start date
)
returns boolean
language sql
immutable
as $$
  select coalesce(p_status <> 'unavailable' and (p_from <= p_start or (p_from is null and p_status = 'available')), false)
$$;

-- Holds every required qualification, valid (or expiring soon) up to the date: the "only
-- qualified" filter. Security invoker: the documents the caller may read.
create or replace function private.holds_qualifications(
  p_talent_id uuid,
  p_types public.document_type[],
  p_valid_until date
)
returns boolean
language sql
stable
as $$
  select not exists (
    select 1 from unnest(p_types) as wanted(type)
    where not exists (
      select 1 from public.document d
      where d.talent_id = p_talent_id and d.type = wanted.type and d.status in ('valid', 'expiring_soon')
        and (d.expiry_date is null or d.expiry_date >= p_valid_until)
    )
  )
$$;

-- The qualification part of private.match_scores for a talent: 25 when none is required,
-- else 25 × the share of the required entries held, valid up to the date. Security invoker.
create or replace function private.talent_qualification_points(
  p_talent_id uuid,
  p_required public.document_type[],
  p_valid_until date
)
returns integer
language sql
stable
as $$
  select case when cardinality(p_required) = 0 then 25
              else round(25.0 * (select count(*) from unnest(p_required) as wanted(type)
                                 where exists (select 1 from public.document d
                                               where d.talent_id = p_talent_id and d.type = wanted.type
                                                 and d.status in ('valid', 'expiring_soon')
                                                 and (d.expiry_date is null or d.expiry_date >= p_valid_until)))
                         / cardinality(p_required))::integer end
$$;

-- The same from a talent's valid documents already read (their types, and the date each is
-- valid until, 'infinity' without expiry): for the many missions of one talent.
create or replace function private.qualification_points(
  p_required public.document_type[],
  p_valid_until date,
  p_doc_types public.document_type[],
  p_doc_until date[]
)
returns integer
language sql
immutable
as $$
  select case when cardinality(p_required) = 0 then 25
              else round(25.0 * (select count(*) from unnest(p_required) as wanted(type)
                                 where exists (select 1 from unnest(p_doc_types, p_doc_until) as doc(type, until)
                                               where doc.type = wanted.type and doc.until >= p_valid_until))
                         / cardinality(p_required))::integer end
$$;

-- A uniform sample of a table's rows by key, for about p_rows of them: the rows whose (random,
-- version 4) uuid is below `bound`, a share `fraction` of the key space; no bound (null) and
-- a fraction of 1 for a small table. Read by key order from a covering index, it is the same
-- sample on each call, and unlike TABLESAMPLE SYSTEM (whole blocks) it does not follow the
-- order rows were inserted in (a company's worksites, one after the other, in one town).
create or replace function private.sample_bound(p_table regclass, p_rows integer, out bound uuid, out fraction double precision)
language sql
stable
set search_path = ''
as $$
  -- reltuples: -1 before the first analyze, then the planner's row count
  select case when s.prefix is null then null
              else (pg_catalog.lpad(pg_catalog.to_hex(s.prefix), 8, '0') || '-0000-0000-0000-000000000000')::uuid end,
         coalesce(s.prefix / 4294967296.0, 1)::double precision
  from (select (select case when c.reltuples > p_rows then pg_catalog.floor(4294967296.0 * p_rows / c.reltuples)::bigint end
                from pg_catalog.pg_class c where c.oid = p_table) as prefix) s
$$;

revoke all on function private.match_available(public.talent_availability_status, date, date) from public, anon;
revoke all on function private.holds_qualifications(uuid, public.document_type[], date) from public, anon;
revoke all on function private.talent_qualification_points(uuid, public.document_type[], date) from public, anon;
revoke all on function private.qualification_points(public.document_type[], date, public.document_type[], date[]) from public, anon;
revoke all on function private.sample_bound(regclass, integer) from public, anon;
grant execute on function private.match_available(public.talent_availability_status, date, date) to authenticated, service_role;
grant execute on function private.holds_qualifications(uuid, public.document_type[], date) to authenticated, service_role;
grant execute on function private.talent_qualification_points(uuid, public.document_type[], date) to authenticated, service_role;
grant execute on function private.qualification_points(public.document_type[], date, public.document_type[], date[]) to authenticated, service_role;
grant execute on function private.sample_bound(regclass, integer) to authenticated, service_role;
