-- Extensions and table-independent helpers: the private schema, audit fields, French
-- validators (Luhn SIREN/SIRET), accent-insensitive search text and the 6371 km distance.

-- Only extensions that exist on hosted Supabase and on PGlite, in the `extensions` schema.
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;
create extension if not exists pgcrypto with schema extensions;

-- Helpers used by policies and triggers live here; the schema is not exposed by the API.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

-- True when the statement runs outside an end-user request: migrations, seeds, cron jobs,
-- the service role. Reads the `role` setting, which security definer functions do not change.
create or replace function private.is_system()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(current_setting('role', true), ''), 'none') not in ('authenticated', 'anon')
$$;

-- Raises a French validation error with the SQLSTATE of a check violation and the rule's name.
create or replace function private.fail(p_message text, p_constraint text default null, p_errcode text default '23514')
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using message = p_message, errcode = p_errcode, constraint = coalesce(p_constraint, '');
end
$$;

-- Keeps created_at/created_by/updated_at/updated_by honest whoever writes the row.
create or replace function private.set_audit_fields()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if private.is_system() then
      new.created_at := coalesce(new.created_at, now());
      new.updated_at := coalesce(new.updated_at, new.created_at);
      new.updated_by := coalesce(new.updated_by, new.created_by);
    else
      new.created_at := now();
      new.created_by := auth.uid();
      new.updated_at := new.created_at;
      new.updated_by := new.created_by;
    end if;
  else
    new.created_at := old.created_at;
    new.created_by := old.created_by;
    if private.is_system() then
      new.updated_at := case when new.updated_at is distinct from old.updated_at then new.updated_at else now() end;
    else
      new.updated_at := now();
      new.updated_by := auth.uid();
    end if;
  end if;
  return new;
end
$$;

-- Luhn check over a string of digits (SIREN, SIRET).
create or replace function private.luhn_is_valid(p_digits text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select p_digits ~ '^[0-9]+$' and (
    select sum(case when (length(p_digits) - i) % 2 = 1
                    then case when d * 2 > 9 then d * 2 - 9 else d * 2 end
                    else d end) % 10 = 0
    from (select i, substr(p_digits, i, 1)::int as d from generate_series(1, length(p_digits)) as i) as digits
  )
$$;

-- SIREN: 9 digits with a valid Luhn key.
create or replace function private.is_valid_siren(p_siren text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select p_siren ~ '^[0-9]{9}$' and private.luhn_is_valid(p_siren)
$$;

-- SIRET: 14 digits with a valid Luhn key. La Poste's establishments (SIREN 356000000) use a
-- digit sum multiple of 5 instead (à vérifier: accepted, never rejected).
create or replace function private.is_valid_siret(p_siret text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select p_siret ~ '^[0-9]{14}$' and (
    private.luhn_is_valid(p_siret)
    or (left(p_siret, 9) = '356000000'
        and (select sum(substr(p_siret, i, 1)::int) from generate_series(1, 14) as i) % 5 = 0)
  )
$$;

-- Accent- and case-insensitive form of a text, for trigram search columns.
create or replace function private.normalize_search(p_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select nullif(btrim(regexp_replace(lower(extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(p_text, ''))), '\s+', ' ', 'g')), '')
$$;

-- Great-circle distance in km on a sphere of radius 6371 km (the spec's constant). Not
-- security definer and fully qualified, without a search_path setting, so that the planner
-- inlines it in radius searches.
create or replace function private.distance_km(p_lat1 double precision, p_lng1 double precision, p_lat2 double precision, p_lng2 double precision)
returns double precision
language sql
immutable
strict
parallel safe
as $$
  select 2 * 6371 * pg_catalog.asin(least(1, pg_catalog.sqrt(
    pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p_lat2 - p_lat1) / 2), 2)
    + pg_catalog.cos(pg_catalog.radians(p_lat1)) * pg_catalog.cos(pg_catalog.radians(p_lat2))
      * pg_catalog.power(pg_catalog.sin(pg_catalog.radians(p_lng2 - p_lng1) / 2), 2)
  )))
$$;

grant execute on all functions in schema private to authenticated, service_role;
