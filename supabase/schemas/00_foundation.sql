-- Foundation: schemas, extensions and the private helpers every domain uses (errors, clock, context).
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

set check_function_bodies = off;

-- pgcrypto is in Supabase's `extensions` schema already; the local bootstrap creates it too.
CREATE EXTENSION IF NOT EXISTS pgcrypto WITH SCHEMA extensions;

-- ## Schemas and extensions

CREATE SCHEMA private;

GRANT USAGE ON SCHEMA private TO authenticated;
GRANT USAGE ON SCHEMA private TO service_role;

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA extensions;

CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA extensions;

-- ## Tables

-- An append-only log.
CREATE TABLE public.analytics_event (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    team_member_id uuid NOT NULL,
    auth_user_id uuid DEFAULT auth.uid() NOT NULL,
    kind text NOT NULL,
    event text,
    properties jsonb DEFAULT '{}'::jsonb NOT NULL,
    page_url text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT analytics_event_event_check CHECK (((char_length(event) >= 1) AND (char_length(event) <= 200))),
    CONSTRAINT analytics_event_event_only_for_events CHECK (((kind = 'event'::text) = (event IS NOT NULL))),
    CONSTRAINT analytics_event_kind_check CHECK ((kind = ANY (ARRAY['identify'::text, 'event'::text, 'page_view'::text]))),
    CONSTRAINT analytics_event_page_url_check CHECK ((char_length(page_url) <= 2048)),
    CONSTRAINT analytics_event_page_view_has_url CHECK (((kind <> 'page_view'::text) OR (page_url IS NOT NULL))),
    CONSTRAINT analytics_event_properties_check CHECK ((jsonb_typeof(properties) = 'object'::text)),
    CONSTRAINT analytics_event_pkey PRIMARY KEY (id)
);

REVOKE ALL ON TABLE public.analytics_event FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.analytics_event TO service_role;
GRANT INSERT ON TABLE public.analytics_event TO authenticated;

-- Feature flags: named switches the back office checks (`GET /api/feature-flag/posthog?name=`); an unknown name is off.
CREATE TABLE public.feature_flag (
    name text NOT NULL,
    enabled boolean DEFAULT false NOT NULL,
    description text,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT feature_flag_name_check CHECK (((char_length(name) >= 1) AND (char_length(name) <= 200))),
    CONSTRAINT feature_flag_pkey PRIMARY KEY (name)
);

REVOKE ALL ON TABLE public.feature_flag FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.feature_flag TO service_role;
GRANT SELECT ON TABLE public.feature_flag TO authenticated;

-- ## Indexes
-- Unless a line says otherwise, an index covers a foreign key (the joins, and the parent's deletes
-- that check it), named <table>_<column>_idx, or starts with one and adds the columns a list filters
-- and sorts by within it (<table>_<columns>_idx).

-- An account's events, newest first, for reading the log per user (the app only inserts: reads
-- are the service role's; nothing in the repository reads them yet).
CREATE INDEX analytics_event_auth_user_id_created_at_idx ON public.analytics_event USING btree (auth_user_id, created_at DESC);

-- A team member's events, newest first, for the same per-person reads of the log.
CREATE INDEX analytics_event_team_member_id_created_at_idx ON public.analytics_event USING btree (team_member_id, created_at DESC);

-- ## Triggers
-- Each trigger runs the function of the same purpose; its why is beside the function.

CREATE TRIGGER feature_flag_set_updated_at BEFORE UPDATE ON public.feature_flag FOR EACH ROW EXECUTE FUNCTION public.feature_flag_set_updated_at();

-- ## RLS and policies
-- Each policy's name says who may do what; the read and write rules are in docs/rules/roles.md.

ALTER TABLE public.analytics_event ENABLE ROW LEVEL SECURITY;

-- Analytics policies: a signed-in user inserts rows about themselves; no read, update or delete.
CREATE POLICY "analytics_event: authenticated can insert own rows" ON public.analytics_event FOR INSERT TO authenticated WITH CHECK ((auth_user_id = ( SELECT auth.uid() AS uid)));

ALTER TABLE public.feature_flag ENABLE ROW LEVEL SECURITY;

-- Feature-flag policies: any signed-in user reads every flag; writes only with the service role.
CREATE POLICY "feature_flag: authenticated can read all flags" ON public.feature_flag FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) IS NOT NULL));

-- ## Functions

-- Extensions and table-independent helpers: the private schema, audit fields, French validators (Luhn SIREN/SIRET)…
CREATE FUNCTION private.is_valid_siret(p_siret text) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    AS $_$
  select p_siret ~ '^[0-9]{14}$' and (
    private.luhn_is_valid(p_siret)
    or (left(p_siret, 9) = '356000000'
        and (select sum(substr(p_siret, i, 1)::int) from generate_series(1, 14) as i) % 5 = 0)
  )
$_$;

REVOKE ALL ON FUNCTION private.is_valid_siret(p_siret text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_valid_siret(p_siret text) TO authenticated;
GRANT ALL ON FUNCTION private.is_valid_siret(p_siret text) TO service_role;

-- Raises a French validation error with the SQLSTATE of a check violation and the rule's name.
CREATE FUNCTION private.fail(p_message text, p_constraint text DEFAULT NULL::text, p_errcode text DEFAULT '23514'::text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception using message = p_message, errcode = p_errcode, constraint = coalesce(p_constraint, '');
end
$$;

REVOKE ALL ON FUNCTION private.fail(p_message text, p_constraint text, p_errcode text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.fail(p_message text, p_constraint text, p_errcode text) TO authenticated;
GRANT ALL ON FUNCTION private.fail(p_message text, p_constraint text, p_errcode text) TO service_role;

-- True while a deleted row is put back as it was (public.restore_trash_item, public.undo_merge:
-- `renfort.trash_restore` holds the row): the rules written for a new row do not judge it again
-- (an approved acompte restored is not a new request over the ceiling), nor notify it.
CREATE FUNCTION private.is_restoring() RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(current_setting('renfort.trash_restore', true), '') <> ''
$$;

REVOKE ALL ON FUNCTION private.is_restoring() FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_restoring() TO authenticated;
GRANT ALL ON FUNCTION private.is_restoring() TO service_role;

-- True while the scheduled job erases what names a person in legal pieces past their ten years
-- (private.run_legal_retention sets `renfort.legal_retention`): the guards of frozen records let
-- that erasure through, and nothing else.
CREATE FUNCTION private.is_legal_retention() RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select current_setting('renfort.legal_retention', true) = 'on'
     and coalesce(nullif(current_setting('role', true), ''), 'none') not in ('authenticated', 'anon')
$$;

REVOKE ALL ON FUNCTION private.is_legal_retention() FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_legal_retention() TO authenticated;
GRANT ALL ON FUNCTION private.is_legal_retention() TO service_role;

-- True when the statement runs outside an end-user request: migrations, seeds, cron jobs, the service
-- role; and while a row is restored (private.is_restoring).
CREATE FUNCTION private.is_system() RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(nullif(current_setting('role', true), ''), 'none') not in ('authenticated', 'anon')
      or private.is_restoring()
$$;

REVOKE ALL ON FUNCTION private.is_system() FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_system() TO authenticated;
GRANT ALL ON FUNCTION private.is_system() TO service_role;

-- Today in France: an invoice's date, its due date and whether it is overdue follow the French calendar,
-- whatever the server's time zone (UTC on hosted Supabase, where current_date is still yesterday
-- between midnight and 1 or 2 a.m. in Paris). Not security definer: inlined where it is read.
CREATE FUNCTION private.paris_today() RETURNS date
    LANGUAGE sql STABLE PARALLEL SAFE
    AS $$
  select (now() at time zone 'Europe/Paris')::date
$$;

REVOKE ALL ON FUNCTION private.paris_today() FROM PUBLIC;
GRANT ALL ON FUNCTION private.paris_today() TO authenticated;
GRANT ALL ON FUNCTION private.paris_today() TO service_role;

-- A well-formed SIREN: nine digits that pass the Luhn check (a client's or an employer's company number).
CREATE FUNCTION private.is_valid_siren(p_siren text) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    AS $_$
  select p_siren ~ '^[0-9]{9}$' and private.luhn_is_valid(p_siren)
$_$;

REVOKE ALL ON FUNCTION private.is_valid_siren(p_siren text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_valid_siren(p_siren text) TO authenticated;
GRANT ALL ON FUNCTION private.is_valid_siren(p_siren text) TO service_role;

-- Luhn check over a string of digits (SIREN, SIRET).
CREATE FUNCTION private.luhn_is_valid(p_digits text) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    AS $_$
  select p_digits ~ '^[0-9]+$' and (
    select sum(case when (length(p_digits) - i) % 2 = 1
                    then case when d * 2 > 9 then d * 2 - 9 else d * 2 end
                    else d end) % 10 = 0
    from (select i, substr(p_digits, i, 1)::int as d from generate_series(1, length(p_digits)) as i) as digits
  )
$_$;

REVOKE ALL ON FUNCTION private.luhn_is_valid(p_digits text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.luhn_is_valid(p_digits text) TO authenticated;
GRANT ALL ON FUNCTION private.luhn_is_valid(p_digits text) TO service_role;

-- Deleting an auth user (GoTrue's admin API, the dashboard) works as on hosted Supabase. 1.
CREATE FUNCTION private.set_audit_fields() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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
    return new;
  end if;
  -- an author's account was deleted: `on delete set null` empties its reference, nothing else
  if (new.created_by is null and old.created_by is not null
        and not exists (select 1 from public.auth_user u where u.id = old.created_by))
     or (new.updated_by is null and old.updated_by is not null
        and not exists (select 1 from public.auth_user u where u.id = old.updated_by)) then
    new.created_at := old.created_at;
    new.updated_at := old.updated_at;
    return new;
  end if;
  new.created_at := old.created_at;
  new.created_by := old.created_by;
  if private.is_system() then
    new.updated_at := case when new.updated_at is distinct from old.updated_at then new.updated_at else now() end;
  else
    new.updated_at := now();
    new.updated_by := auth.uid();
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.set_audit_fields() FROM PUBLIC;
GRANT ALL ON FUNCTION private.set_audit_fields() TO authenticated;
GRANT ALL ON FUNCTION private.set_audit_fields() TO service_role;

-- Writes the keys of p_values given for p_table (insert when p_id is null, update otherwise) and returns the row's id.
CREATE FUNCTION private.write_row(p_table regclass, p_id uuid, p_values jsonb) RETURNS uuid
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  v_cols text;
  v_id uuid;
begin
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into v_cols
  from pg_attribute a
  where a.attrelid = p_table and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    and a.attname not in ('id', 'workspace_id', 'created_at', 'created_by', 'updated_at', 'updated_by', 'search_text')
    and p_values ? a.attname;
  if p_id is null then
    if v_cols is null then
      execute format('insert into %s default values returning id', p_table) into v_id;
    else
      execute format('insert into %1$s (%2$s) select %2$s from jsonb_populate_record(null::%1$s, $1) returning id', p_table, v_cols)
        into v_id using p_values;
    end if;
    return v_id;
  end if;
  if v_cols is not null then
    execute format('update %1$s set (%2$s) = (select %2$s from jsonb_populate_record(null::%1$s, $1)) where id = $2 returning id', p_table, v_cols)
      into v_id using p_values, p_id;
  else
    execute format('select id from %s where id = $1', p_table) into v_id using p_id;
  end if;
  if v_id is null then
    -- not found, or not visible to the caller: nothing was written
    perform private.fail('Cet enregistrement n''existe pas ou n''est pas visible avec vos droits', null, 'P0002');
  end if;
  return v_id;
end
$_$;

REVOKE ALL ON FUNCTION private.write_row(p_table regclass, p_id uuid, p_values jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.write_row(p_table regclass, p_id uuid, p_values jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.write_row(p_table regclass, p_id uuid, p_values jsonb) TO service_role;

-- Keeps feature_flag.updated_at current on every change.
CREATE FUNCTION public.feature_flag_set_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.updated_at := now();
  return new;
end;
$$;

REVOKE ALL ON FUNCTION public.feature_flag_set_updated_at() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.feature_flag_set_updated_at() FROM PUBLIC;
GRANT ALL ON FUNCTION public.feature_flag_set_updated_at() TO service_role;
