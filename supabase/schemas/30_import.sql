-- Importing an agency's existing files (issue 49, part 6): talents, companies with their sites,
-- contacts from a CSV or XLSX read in the browser (« Importer »). The screen maps the columns,
-- checks each row with the forms' rules and asks public.import_duplicates for the likely
-- duplicates of the whole file (set-based, against the database and within the file); then it
-- stages every row here — the valid ones `pending`, the refused ones `rejected` with their French
-- reason — in chunks (public.create_import_job, public.stage_import_rows), and hands the job to the
-- queue (public.start_import: pending + pg_notify 'import_job').
-- A server worker applies the pending rows batch after batch (private.run_import_jobs): each row in
-- its own subtransaction, written whole (talent + address + private row + job…) or not at all, its
-- failure recorded on the row in French. A batch's rows are claimed `for update skip locked` and
-- marked in the transaction that writes them: a worker killed mid-batch leaves them pending (its
-- writes rolled back), a second worker skips them — no row is ever applied twice.
-- Locally the server wakes the worker on pg_notify('import_job') and drains the queue
-- (server/platform/import-worker.ts); the scheduled entry point also calls it, so on hosted
-- Supabase pg_cron applies the rows (docs/configuration.md, « Import de fichiers »).
-- The rows are written with the job's workspace and its creator as author (claims set to them):
-- the creator's rights are read again when the worker applies the job.
-- Declarative schema, each object once: types, tables, indexes, RLS and policies, functions, then
-- the rows the schema owns. Change it here, then `npm run db:diff NAME` writes the migration.

-- ## Types

CREATE TYPE public.import_entity AS ENUM (
    'talent',
    'company',
    'contact'
);

CREATE TYPE public.import_job_status AS ENUM (
    'staging',
    'pending',
    'running',
    'done',
    'failed'
);

CREATE TYPE public.import_row_status AS ENUM (
    'pending',
    'done',
    'rejected',
    'failed'
);

-- ## Tables

-- One file imported: what, by whom, into which workspace, and how far the worker is.
CREATE TABLE public.import_job (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    entity public.import_entity NOT NULL,
    file_name text NOT NULL,
    columns text[] DEFAULT '{}'::text[] NOT NULL,
    status public.import_job_status DEFAULT 'staging'::public.import_job_status NOT NULL,
    total integer DEFAULT 0 NOT NULL,
    done_count integer DEFAULT 0 NOT NULL,
    error_count integer DEFAULT 0 NOT NULL,
    last_error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid DEFAULT auth.uid() NOT NULL,
    started_at timestamp with time zone,
    finished_at timestamp with time zone,
    CONSTRAINT import_job_file_name CHECK (((char_length(file_name) >= 1) AND (char_length(file_name) <= 255))),
    CONSTRAINT import_job_counts CHECK (((total >= 0) AND (done_count >= 0) AND (error_count >= 0) AND ((done_count + error_count) <= total))),
    CONSTRAINT import_job_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.import_job
    ADD CONSTRAINT import_job_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.import_job
    ADD CONSTRAINT import_job_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON TABLE public.import_job IS 'un fichier importé (talents, entreprises et sites, contacts) : qui, où, et l''avancement du serveur';

REVOKE ALL ON TABLE public.import_job FROM anon, authenticated, service_role;
GRANT SELECT,INSERT,DELETE ON TABLE public.import_job TO authenticated;
GRANT ALL ON TABLE public.import_job TO service_role;

-- One line of the file: its original columns (`source`, for the error file), the mapped values
-- (`data`), and what became of it (the record written, or the French reason it was not).
CREATE TABLE public.import_row (
    job_id uuid NOT NULL,
    line integer NOT NULL,
    source jsonb DEFAULT '{}'::jsonb NOT NULL,
    data jsonb DEFAULT '{}'::jsonb NOT NULL,
    status public.import_row_status DEFAULT 'pending'::public.import_row_status NOT NULL,
    error text,
    record_id uuid,
    CONSTRAINT import_row_error CHECK (((status = ANY (ARRAY['rejected'::public.import_row_status, 'failed'::public.import_row_status])) = (error IS NOT NULL))),
    CONSTRAINT import_row_line CHECK ((line >= 1)),
    CONSTRAINT import_row_pkey PRIMARY KEY (job_id, line)
);

ALTER TABLE ONLY public.import_row
    ADD CONSTRAINT import_row_job_id_fkey FOREIGN KEY (job_id) REFERENCES public.import_job(id) ON DELETE CASCADE;

COMMENT ON TABLE public.import_row IS 'une ligne d''un fichier importé : ses colonnes d''origine, ses valeurs, son sort (écrite, refusée, en échec avec son motif)';

REVOKE ALL ON TABLE public.import_row FROM anon, authenticated, service_role;
GRANT SELECT,INSERT ON TABLE public.import_row TO authenticated;
GRANT ALL ON TABLE public.import_row TO service_role;

-- ## Indexes

-- The worker's claim: the pending rows of a job, in file order.
CREATE INDEX import_row_pending_idx ON public.import_row USING btree (job_id, line) WHERE (status = 'pending'::public.import_row_status);

-- The worker's pick: the jobs waiting, oldest first.
CREATE INDEX import_job_queue_idx ON public.import_job USING btree (created_at) WHERE (status = ANY (ARRAY['pending'::public.import_job_status, 'running'::public.import_job_status]));

CREATE INDEX import_job_workspace_idx ON public.import_job USING btree (workspace_id, created_at);

CREATE INDEX import_job_created_by_idx ON public.import_job USING btree (created_by);

-- ## RLS and policies

ALTER TABLE public.import_job ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.import_row ENABLE ROW LEVEL SECURITY;

-- Those who may import read the imports of their workspaces (who imported what, and how it went).
CREATE POLICY "import_job: importers can select workspace jobs" ON public.import_job FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.may('screen.import'::text) AS may)));

-- A job is opened by its creator, in one of their workspaces, staging.
CREATE POLICY "import_job: importers can insert their jobs" ON public.import_job FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND (created_by = ( SELECT auth.uid() AS uid)) AND (status = 'staging'::public.import_job_status) AND (done_count = 0) AND (error_count = 0) AND ( SELECT private.may('screen.import'::text) AS may)));

-- A file checked again (another mapping) or given up before « Importer »: its staging job goes.
CREATE POLICY "import_job: the creator deletes a staging job" ON public.import_job FOR DELETE TO authenticated USING (((created_by = ( SELECT auth.uid() AS uid)) AND (status = 'staging'::public.import_job_status)));

CREATE POLICY "import_row: readers of the job can select" ON public.import_row FOR SELECT TO authenticated USING ((EXISTS ( SELECT 1
   FROM public.import_job j
  WHERE (j.id = import_row.job_id))));

-- Rows are added by the job's creator while it is staging, pending or refused, never done.
CREATE POLICY "import_row: the creator stages rows" ON public.import_row FOR INSERT TO authenticated WITH CHECK (((status = ANY (ARRAY['pending'::public.import_row_status, 'rejected'::public.import_row_status])) AND (record_id IS NULL) AND (EXISTS ( SELECT 1
   FROM public.import_job j
  WHERE ((j.id = import_row.job_id) AND (j.created_by = ( SELECT auth.uid() AS uid)) AND (j.status = 'staging'::public.import_job_status))))));

-- ## Functions

-- A file to import: the job, staging, for the caller's current workspace.
CREATE FUNCTION public.create_import_job(p_entity public.import_entity, p_file_name text, p_columns text[] DEFAULT '{}'::text[]) RETURNS public.import_job
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_job public.import_job;
begin
  if not private.may('screen.import') then
    perform private.fail('Vos droits ne permettent pas d''importer des fichiers', null, '42501');
  end if;
  insert into public.import_job (entity, file_name, columns)
  values (p_entity, left(coalesce(nullif(btrim(p_file_name), ''), 'import'), 255), coalesce(p_columns, '{}'))
  returning * into v_job;
  return v_job;
end
$$;

REVOKE ALL ON FUNCTION public.create_import_job(p_entity public.import_entity, p_file_name text, p_columns text[]) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.create_import_job(p_entity public.import_entity, p_file_name text, p_columns text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.create_import_job(p_entity public.import_entity, p_file_name text, p_columns text[]) TO authenticated;
GRANT ALL ON FUNCTION public.create_import_job(p_entity public.import_entity, p_file_name text, p_columns text[]) TO service_role;

-- A chunk of the file (1 000 rows a request): [{ line, source, data, error? }] — a row with an
-- error is staged `rejected` (it goes to the error file), the others `pending`. Security invoker:
-- the policies above let only the job's creator add rows, while it is staging.
CREATE FUNCTION public.stage_import_rows(p_job_id uuid, p_rows jsonb) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_count integer;
begin
  if jsonb_typeof(p_rows) is distinct from 'array' then
    perform private.fail('Les lignes à importer doivent être une liste', null, '22023');
  end if;
  insert into public.import_row (job_id, line, source, data, status, error)
  select p_job_id, (r ->> 'line')::integer, coalesce(r -> 'source', '{}'), coalesce(r -> 'data', '{}'),
         case when nullif(r ->> 'error', '') is null then 'pending' else 'rejected' end::public.import_row_status,
         nullif(r ->> 'error', '')
  from jsonb_array_elements(p_rows) r;
  get diagnostics v_count = row_count;
  return v_count;
exception when unique_violation then
  perform private.fail('Une ligne du fichier a déjà été envoyée pour cet import', 'import_row_pkey', '23505');
  return 0;
end
$$;

REVOKE ALL ON FUNCTION public.stage_import_rows(p_job_id uuid, p_rows jsonb) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.stage_import_rows(p_job_id uuid, p_rows jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.stage_import_rows(p_job_id uuid, p_rows jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.stage_import_rows(p_job_id uuid, p_rows jsonb) TO service_role;

-- « Importer les N lignes valides »: the staged job goes to the queue, the worker is woken.
-- Security definer: the caller cannot update jobs; it may start only its own, once.
CREATE FUNCTION public.start_import(p_job_id uuid) RETURNS public.import_job
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_job public.import_job;
begin
  select * into v_job from public.import_job j where j.id = p_job_id for update;
  if v_job.id is null or v_job.created_by is distinct from auth.uid() then
    perform private.fail('Cet import n''existe pas ou n''est pas le vôtre', null, 'P0002');
  end if;
  if v_job.status <> 'staging' then
    perform private.fail('Cet import est déjà lancé', null, '55000');
  end if;
  update public.import_job j
  set status = case when exists (select 1 from public.import_row r where r.job_id = j.id and r.status = 'pending')
                    then 'pending' else 'done' end::public.import_job_status,
      total = (select count(*) from public.import_row r where r.job_id = j.id),
      error_count = (select count(*) from public.import_row r where r.job_id = j.id and r.status = 'rejected'),
      started_at = now(),
      finished_at = case when exists (select 1 from public.import_row r where r.job_id = j.id and r.status = 'pending')
                         then null else now() end
  where j.id = p_job_id
  returning * into v_job;
  if v_job.status = 'pending' then
    perform pg_notify('import_job', v_job.id::text);
  end if;
  return v_job;
end
$$;

REVOKE ALL ON FUNCTION public.start_import(p_job_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.start_import(p_job_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.start_import(p_job_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.start_import(p_job_id uuid) TO service_role;

-- The rejected and failed rows of a job, for « Télécharger le fichier d'erreurs ».
CREATE FUNCTION public.import_errors(p_job_id uuid) RETURNS TABLE(line integer, source jsonb, error text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select r.line, r.source, r.error
  from public.import_row r
  where r.job_id = p_job_id and r.status in ('rejected', 'failed')
  order by r.line
$$;

REVOKE ALL ON FUNCTION public.import_errors(p_job_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.import_errors(p_job_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.import_errors(p_job_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.import_errors(p_job_id uuid) TO service_role;

-- The normalised keys a record is compared on, for the file and for the database alike: the
-- duplicate rule's own keys (private.duplicate_key_*, 27_merge.sql), which the forms' live warning
-- (public.likely_duplicates) compares on too — one normalisation for both doors.
CREATE FUNCTION private.import_key(p_kind text, p_value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select case p_kind
    when 'email' then private.duplicate_key_email(p_value)
    when 'phone' then private.duplicate_key_phone(p_value)
    when 'company_name' then private.duplicate_key_company_name(p_value)
    else private.duplicate_key_number(p_value)
  end
$$;

REVOKE ALL ON FUNCTION private.import_key(p_kind text, p_value text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.import_key(p_kind text, p_value text) TO authenticated;
GRANT ALL ON FUNCTION private.import_key(p_kind text, p_value text) TO service_role;

-- The likely duplicates of a whole file, set-based: p_rows = [{ line, email, phone, nir,
-- first_name, last_name, birth_date, siren, siret, name }] (the mapped values). A line is a
-- duplicate of a record of the caller's workspaces (read under RLS: a NIR is compared only by those
-- who may read it) or of an earlier line of the file with the same key. Talents: NIR, e-mail,
-- phone, name + birth date; companies: SIRET, then SIREN or name for a line without SIRET (lines
-- sharing a SIREN with different SIRETs are sites of one company); contacts: e-mail, phone.
-- A company line is compared as private.import_company_row will find its company: a line without
-- SIRET on the SIREN of any earlier line (that line's SIRET's first nine digits without one), a
-- line without SIRET or SIREN on the name of any earlier line — `own` says which keys a line is
-- itself judged on, the others only serve the lines after it.
CREATE FUNCTION public.import_duplicates(p_entity public.import_entity, p_rows jsonb) RETURNS TABLE(line integer, message text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with rows as (
    select (r ->> 'line')::integer as line, r
    from jsonb_array_elements(coalesce(p_rows, '[]'::jsonb)) r
  ),
  keys as (
    select rows.line, k.kind, k.value, k.own
    from rows
    cross join lateral (values
      ('nir', private.import_key('nir', rows.r ->> 'nir'), true),
      ('email', private.import_key('email', rows.r ->> 'email'), true),
      ('phone', private.import_key('phone', rows.r ->> 'phone'), true),
      ('identity', case when p_entity = 'talent' and rows.r ->> 'birth_date' is not null
                        then private.duplicate_key_person(rows.r ->> 'last_name', rows.r ->> 'first_name')
                             || '|' || (rows.r ->> 'birth_date') end, true),
      ('siret', case when p_entity = 'company' then private.import_key('siret', rows.r ->> 'siret') end, true),
      ('siren', case when p_entity = 'company'
                     then private.import_key('siren', coalesce(nullif(rows.r ->> 'siren', ''), left(rows.r ->> 'siret', 9))) end,
                coalesce(rows.r ->> 'siret', '') = ''),
      ('name', case when p_entity = 'company' then private.import_key('company_name', rows.r ->> 'name') end,
               coalesce(rows.r ->> 'siret', '') = '' and coalesce(rows.r ->> 'siren', '') = '')
    ) as k (kind, value, own)
    where k.value is not null
      and (p_entity = 'talent' or k.kind not in ('nir', 'identity'))
      and (p_entity <> 'company' or k.kind not in ('email', 'phone'))
  ),
  label as (
    select * from (values
      ('nir', 'même NIR'), ('email', 'même e-mail'), ('phone', 'même téléphone'),
      ('identity', 'même nom et même date de naissance'), ('siret', 'même SIRET'),
      ('siren', 'même SIREN'), ('name', 'même nom')
    ) as l (kind, text)
  ),
  in_file as (
    select k.line, k.kind, k.own, min(k.line) over (partition by k.kind, k.value) as first_line
    from keys k
  ),
  -- the talents born on a date of the file, each with its key computed once: inside this function
  -- the planner cannot see the file's size (it guesses 100 lines) and may join them to the keys in
  -- a nested loop, where a key computed in the join (a function call per pair) took 18 s for 10 000
  -- lines on PostgreSQL
  identities as materialized (
    select private.duplicate_key_person(t.last_name, t.first_name) || '|' || t.birth_date::text as value
    from public.talent t
    where t.birth_date in (select split_part(i.value, '|', 3)::date from keys i where i.kind = 'identity')
  ),
  -- joins, not a probe per key: each record kind read once (hash joins over the whole file)
  existing as (
    select k.line, k.kind from keys k
    join private.talents_with_nir(array(select n.value from keys n where n.kind = 'nir')) tp on tp.nir_key = k.value
    where k.kind = 'nir' and p_entity = 'talent'
    union all
    select k.line, k.kind from keys k
    join public.talent t on private.duplicate_key_email(t.email) = k.value
    where k.kind = 'email' and p_entity = 'talent'
    union all
    select k.line, k.kind from keys k
    join public.talent t on private.duplicate_key_phone(t.phone_number) = k.value
    where k.kind = 'phone' and p_entity = 'talent'
    union all
    select k.line, k.kind from keys k
    join identities t on t.value = k.value
    where k.kind = 'identity'
    union all
    select k.line, k.kind from keys k
    join (select private.duplicate_key_email(c.email) as email, private.duplicate_key_phone(c.phone_number) as phone from public.contact c) c
      on (k.kind = 'email' and c.email = k.value) or (k.kind = 'phone' and c.phone = k.value)
    where p_entity = 'contact'
    union all
    select k.line, k.kind from keys k
    join public.agency a on private.duplicate_key_number(a.siret) = k.value
    where k.kind = 'siret'
    union all
    select k.line, k.kind from keys k
    join public.company c on private.duplicate_key_number(c.siren) = k.value
    where k.kind = 'siren' and k.own
    union all
    select k.line, k.kind from keys k
    join public.company c on private.duplicate_key_company_name(c.name) = k.value
    where k.kind = 'name' and k.own
  ),
  found as (
    select f.line, f.kind, format('%s que la ligne %s', l.text, f.first_line) as text
    from in_file f join label l on l.kind = f.kind
    where f.line > f.first_line and f.own
    union
    select e.line, e.kind,
           format('%s qu''%s', l.text, case p_entity when 'talent' then 'un talent existant'
                                                    when 'company' then 'une entreprise existante'
                                                    else 'un contact existant' end)
    from existing e join label l on l.kind = e.kind
  )
  select f.line, 'Doublon probable : ' || string_agg(f.text, ', ' order by f.kind, f.text)
  from found f
  group by f.line
  order by f.line
$$;

REVOKE ALL ON FUNCTION public.import_duplicates(p_entity public.import_entity, p_rows jsonb) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.import_duplicates(p_entity public.import_entity, p_rows jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.import_duplicates(p_entity public.import_entity, p_rows jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.import_duplicates(p_entity public.import_entity, p_rows jsonb) TO service_role;

-- The staged rows' likely duplicates (public.import_duplicates over the whole file, read under the
-- caller's RLS), refused: each such row becomes `rejected` with the message, which it returns for
-- the preview. Security invoker; the rows are marked by private.reject_import_duplicates.
CREATE FUNCTION public.flag_import_duplicates(p_job_id uuid) RETURNS TABLE(line integer, message text)
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_entity public.import_entity;
  v_found jsonb;
begin
  select j.entity into v_entity from public.import_job j where j.id = p_job_id;
  select coalesce(jsonb_agg(jsonb_build_object('line', d.line, 'message', d.message)), '[]') into v_found
  from public.import_duplicates(v_entity, (
    select coalesce(jsonb_agg(r.data || jsonb_build_object('line', r.line, 'phone', r.data ->> 'phone_number',
                                                           'nir', r.data ->> 'social_security_number')), '[]')
    from public.import_row r where r.job_id = p_job_id and r.status = 'pending')) d;
  perform private.reject_import_duplicates(p_job_id, v_found);
  return query select (f ->> 'line')::integer, f ->> 'message' from jsonb_array_elements(v_found) f;
end
$$;

REVOKE ALL ON FUNCTION public.flag_import_duplicates(p_job_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.flag_import_duplicates(p_job_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.flag_import_duplicates(p_job_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.flag_import_duplicates(p_job_id uuid) TO service_role;

-- Marks the duplicates found as refused, on the caller's own job while it is staging (the caller
-- may not update rows). Security definer.
CREATE FUNCTION private.reject_import_duplicates(p_job_id uuid, p_found jsonb) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not exists (select 1 from public.import_job j
                 where j.id = p_job_id and j.created_by = auth.uid() and j.status = 'staging') then
    perform private.fail('Cet import n''existe pas, n''est pas le vôtre ou est déjà lancé', null, 'P0002');
  end if;
  update public.import_row r set status = 'rejected', error = f ->> 'message'
  from jsonb_array_elements(p_found) f
  where r.job_id = p_job_id and r.line = (f ->> 'line')::integer and r.status = 'pending';
end
$$;

REVOKE ALL ON FUNCTION private.reject_import_duplicates(p_job_id uuid, p_found jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.reject_import_duplicates(p_job_id uuid, p_found jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.reject_import_duplicates(p_job_id uuid, p_found jsonb) TO service_role;

-- An address from a row's columns (street1, postal_code, city), or null when it has none.
CREATE FUNCTION private.import_address(p_job public.import_job, p_data jsonb, p_type public.address_type) RETURNS uuid
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_id uuid;
begin
  if coalesce(btrim(p_data ->> 'street1'), '') = '' and coalesce(btrim(p_data ->> 'postal_code'), '') = ''
     and coalesce(btrim(p_data ->> 'city'), '') = '' then
    return null;
  end if;
  insert into public.address (workspace_id, type, street1, postal_code, city, country_code, created_by)
  values (p_job.workspace_id, p_type, nullif(btrim(p_data ->> 'street1'), ''), nullif(btrim(p_data ->> 'postal_code'), ''),
          nullif(btrim(p_data ->> 'city'), ''), 'FR', p_job.created_by)
  returning id into v_id;
  return v_id;
end
$$;

REVOKE ALL ON FUNCTION private.import_address(p_job public.import_job, p_data jsonb, p_type public.address_type) FROM PUBLIC;
GRANT ALL ON FUNCTION private.import_address(p_job public.import_job, p_data jsonb, p_type public.address_type) TO service_role;

-- One talent row: the talent (its triggers normalise, validate and fill search_text, as for
-- public.save_talent), its home address, its NIR (talent_private) and its job when the label is
-- one of the reference list's.
CREATE FUNCTION private.import_talent_row(p_job public.import_job, p_data jsonb) RETURNS uuid
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_id uuid;
  v_job_id uuid;
  v_nir text := nullif(upper(regexp_replace(coalesce(p_data ->> 'social_security_number', ''), '\s', '', 'g')), '');
begin
  if nullif(btrim(p_data ->> 'job'), '') is not null then
    select j.id into v_job_id from public.job j where j.search_text = private.normalize_search(p_data ->> 'job');
    if v_job_id is null then
      perform private.fail(format('Métier inconnu : « %s » (la liste des métiers de référence)', btrim(p_data ->> 'job')), null, '23503');
    end if;
  end if;
  if v_nir is not null and not private.can('talent_private', 'insert') then
    perform private.fail('Vos droits ne permettent pas d''importer le NIR', null, '42501');
  end if;
  insert into public.talent (workspace_id, civility, first_name, last_name, email, phone_number, birth_date, address_id,
                             source, created_by)
  values (p_job.workspace_id, nullif(p_data ->> 'civility', '')::public.civility, p_data ->> 'first_name', p_data ->> 'last_name',
          nullif(p_data ->> 'email', ''), nullif(p_data ->> 'phone_number', ''), nullif(p_data ->> 'birth_date', '')::date,
          private.import_address(p_job, p_data, 'home'), null, p_job.created_by)
  returning id into v_id;
  if v_nir is not null then
    insert into public.talent_private (talent_id, workspace_id, social_security_number, created_by)
    values (v_id, p_job.workspace_id, v_nir, p_job.created_by);
  end if;
  if v_job_id is not null then
    insert into public.talent_job (talent_id, job_id, workspace_id, is_main, created_by)
    values (v_id, v_job_id, p_job.workspace_id, true, p_job.created_by);
  end if;
  return v_id;
end
$$;

REVOKE ALL ON FUNCTION private.import_talent_row(p_job public.import_job, p_data jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.import_talent_row(p_job public.import_job, p_data jsonb) TO service_role;

-- One company row: the company (found by SIREN, or by name without one, if an earlier row or the
-- database has it) and its site when the row has a SIRET — a row per site, linked by the SIREN.
CREATE FUNCTION private.import_company_row(p_job public.import_job, p_data jsonb) RETURNS uuid
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_siret text := nullif(regexp_replace(coalesce(p_data ->> 'siret', ''), '\D', '', 'g'), '');
  v_siren text := nullif(regexp_replace(coalesce(p_data ->> 'siren', ''), '\D', '', 'g'), '');
  v_company uuid;
  v_address uuid;
begin
  v_siren := coalesce(v_siren, left(v_siret, 9));
  if v_siren is not null then
    select c.id into v_company from public.company c where c.workspace_id = p_job.workspace_id and c.siren = v_siren;
  else
    select c.id into v_company from public.company c
    where c.workspace_id = p_job.workspace_id and private.normalize_search(c.name) = private.normalize_search(p_data ->> 'name')
    order by c.created_at limit 1;
  end if;
  if v_company is null then
    v_address := private.import_address(p_job, p_data, 'head_office');
    insert into public.company (workspace_id, name, siren, naf_code, phone_number, address_id, created_by)
    values (p_job.workspace_id, btrim(p_data ->> 'name'), v_siren, nullif(upper(btrim(p_data ->> 'naf_code')), ''),
            nullif(p_data ->> 'phone_number', ''), v_address, p_job.created_by)
    returning id into v_company;
  elsif v_siret is null then
    perform private.fail('Cette entreprise existe déjà (même SIREN ou même nom) et la ligne ne donne pas de SIRET de site', null, '23505');
  end if;
  if v_siret is not null then
    insert into public.agency (workspace_id, company_id, name, siret, naf_code, address_id, created_by)
    values (p_job.workspace_id, v_company, coalesce(nullif(btrim(p_data ->> 'site_name'), ''), btrim(p_data ->> 'name')), v_siret,
            nullif(upper(btrim(p_data ->> 'naf_code')), ''), coalesce(v_address, private.import_address(p_job, p_data, 'other')),
            p_job.created_by);
  end if;
  return v_company;
end
$$;

REVOKE ALL ON FUNCTION private.import_company_row(p_job public.import_job, p_data jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.import_company_row(p_job public.import_job, p_data jsonb) TO service_role;

-- One contact row: its company found by SIRET (its site too), SIREN or name, in the job's workspace.
CREATE FUNCTION private.import_contact_row(p_job public.import_job, p_data jsonb) RETURNS uuid
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_siret text := nullif(regexp_replace(coalesce(p_data ->> 'company_siret', ''), '\D', '', 'g'), '');
  v_siren text := nullif(regexp_replace(coalesce(p_data ->> 'company_siren', ''), '\D', '', 'g'), '');
  v_company uuid;
  v_agency uuid;
  v_id uuid;
begin
  if v_siret is not null then
    select a.company_id, a.id into v_company, v_agency from public.agency a
    where a.workspace_id = p_job.workspace_id and a.siret = v_siret;
  end if;
  if v_company is null and coalesce(v_siren, left(v_siret, 9)) is not null then
    select c.id into v_company from public.company c
    where c.workspace_id = p_job.workspace_id and c.siren = coalesce(v_siren, left(v_siret, 9));
  end if;
  if v_company is null and nullif(btrim(p_data ->> 'company_name'), '') is not null then
    select c.id into v_company from public.company c
    where c.workspace_id = p_job.workspace_id
      and private.normalize_search(c.name) = private.normalize_search(p_data ->> 'company_name')
    order by c.created_at limit 1;
  end if;
  if v_company is null then
    perform private.fail(format('Entreprise introuvable : %s',
      coalesce(v_siret, v_siren, nullif(btrim(p_data ->> 'company_name'), ''), 'aucune entreprise donnée')), null, '23503');
  end if;
  insert into public.contact (workspace_id, company_id, agency_id, civility, first_name, last_name, email, phone_number,
                              job_title, created_by)
  values (p_job.workspace_id, v_company, v_agency, nullif(p_data ->> 'civility', '')::public.civility, p_data ->> 'first_name',
          p_data ->> 'last_name', nullif(lower(btrim(p_data ->> 'email')), ''), nullif(p_data ->> 'phone_number', ''),
          nullif(btrim(p_data ->> 'job_title'), ''), p_job.created_by)
  returning id into v_id;
  return v_id;
end
$$;

REVOKE ALL ON FUNCTION private.import_contact_row(p_job public.import_job, p_data jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.import_contact_row(p_job public.import_job, p_data jsonb) TO service_role;

-- A database refusal as the importer reads it: the French message of the triggers as is, the
-- unique indexes and checks named.
CREATE FUNCTION private.import_error_message(p_state text, p_constraint text, p_message text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case
    when p_constraint = 'talent_workspace_email_idx' then 'Doublon : un talent de ce workspace a déjà cet e-mail'
    when p_constraint = 'talent_workspace_phone_idx' then 'Doublon : un talent de ce workspace a déjà ce téléphone'
    when p_constraint = 'talent_private_workspace_nir_idx' then 'Doublon : un talent de ce workspace a déjà ce NIR'
    when p_constraint = 'agency_workspace_siret_idx' then 'Doublon : un site de ce workspace a déjà ce SIRET'
    when p_constraint = 'company_workspace_siren_idx' then 'Doublon : une entreprise de ce workspace a déjà ce SIREN'
    when p_constraint = 'talent_private_nir_valid' then 'Le NIR est invalide'
    when p_constraint in ('company_siren_valid', 'agency_siret_valid') then 'Le SIREN ou le SIRET est invalide'
    when p_constraint in ('company_naf_code_format', 'agency_naf_code_format') then 'Le code NAF est invalide (ex. 43.99C)'
    when p_constraint = 'address_postal_code_fr' then 'Le code postal est invalide'
    when p_constraint in ('contact_email_format', 'talent_email_format') then 'L''e-mail est invalide'
    when p_constraint in ('contact_phone_format', 'talent_phone_format') then 'Le téléphone est invalide'
    when p_state = '22007' or p_state = '22008' then 'La date est invalide (JJ/MM/AAAA)'
    when p_state = '22P02' then 'Une valeur est invalide : ' || p_message
    when p_state = '42501' and p_message like 'new row violates row-level security%' then 'Vos droits ne permettent pas de créer cet enregistrement'
    else p_message
  end
$$;

REVOKE ALL ON FUNCTION private.import_error_message(p_state text, p_constraint text, p_message text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.import_error_message(p_state text, p_constraint text, p_message text) TO service_role;

-- The worker: applies up to p_max_rows pending rows of the oldest jobs, each row in its own
-- subtransaction (written whole or not at all, its refusal recorded in French), the rows claimed
-- `for update skip locked` and marked in this transaction. Security definer, run by the service
-- role (the local server's worker, the scheduled entry point): the rows are written in the job's
-- workspace with its creator as author, the creator's rights read again with the claims set to them.
-- Returns { 'import:rows': n } (the scheduler's counts).
CREATE FUNCTION private.run_import_jobs(p_now timestamp with time zone, p_max_rows integer DEFAULT 1000) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_job public.import_job;
  v_row record;
  v_left integer := greatest(coalesce(p_max_rows, 1000), 1);
  v_total integer := 0;
  v_done integer;
  v_failed integer;
  v_id uuid;
  v_state text;
  v_constraint text;
  v_message text;
  v_claims text := current_setting('request.jwt.claims', true);
  v_sub text := current_setting('request.jwt.claim.sub', true);
  v_resource text;
  v_lines integer[];
  v_ids uuid[];
  v_errors text[];
begin
  for v_job in
    select * from public.import_job j where j.status in ('pending', 'running') and j.created_at <= p_now
    order by j.created_at, j.id
  loop
    exit when v_left <= 0;
    -- the creator's identity for the triggers (auth.uid(): author, rights) and the checks below
    perform set_config('request.jwt.claims', jsonb_build_object('sub', v_job.created_by, 'role', 'authenticated')::text, true);
    perform set_config('request.jwt.claim.sub', v_job.created_by::text, true);
    v_resource := v_job.entity::text;
    v_done := 0;
    v_failed := 0;
    if not (private.can(v_resource, 'insert') and private.may('screen.import')
            and v_job.workspace_id = any (private.member_workspace_ids())) then
      update public.import_row r set status = 'failed',
        error = 'L''auteur de l''import n''a plus le droit de créer ces enregistrements dans ce workspace'
      where r.job_id = v_job.id and r.status = 'pending';
      get diagnostics v_failed = row_count;
      update public.import_job j set status = 'failed', error_count = j.error_count + v_failed, finished_at = now(),
        last_error = 'L''auteur de l''import n''a plus le droit de créer ces enregistrements dans ce workspace'
      where j.id = v_job.id;
      continue;
    end if;
    v_lines := '{}';
    v_ids := '{}';
    v_errors := '{}';
    for v_row in
      select r.line, r.data from public.import_row r
      where r.job_id = v_job.id and r.status = 'pending'
      order by r.line
      limit v_left
      for update skip locked
    loop
      -- a subtransaction per row: written whole, or rolled back whole with its French reason
      begin
        v_id := case v_job.entity
          when 'talent' then private.import_talent_row(v_job, v_row.data)
          when 'company' then private.import_company_row(v_job, v_row.data)
          else private.import_contact_row(v_job, v_row.data)
        end;
        v_message := null;
        v_done := v_done + 1;
      exception when others then
        get stacked diagnostics v_state = returned_sqlstate, v_constraint = constraint_name, v_message = message_text;
        v_id := null;
        v_message := private.import_error_message(v_state, nullif(v_constraint, ''), v_message);
        v_failed := v_failed + 1;
      end;
      v_lines := v_lines || v_row.line;
      v_ids := v_ids || v_id;
      v_errors := v_errors || v_message;
      v_left := v_left - 1;
    end loop;
    -- the batch's rows marked at once, in the transaction that wrote them
    update public.import_row r
    set status = case when u.error is null then 'done' else 'failed' end::public.import_row_status,
        record_id = u.id, error = u.error
    from unnest(v_lines, v_ids, v_errors) as u (line, id, error)
    where r.job_id = v_job.id and r.line = u.line;
    v_total := v_total + v_done + v_failed;
    -- the job's counts, from its rows; a worker that finds the job locked by another leaves them
    -- to it (or to the next run, which claims no row and only counts): no worker waits for another
    perform 1 from public.import_job j where j.id = v_job.id for update skip locked;
    if found then
      update public.import_job j
      set done_count = c.done, error_count = c.errors,
          status = case when c.pending > 0 then 'running' else 'done' end::public.import_job_status,
          finished_at = case when c.pending > 0 then null else now() end
      from (select count(*) filter (where r.status = 'done')::integer as done,
                   count(*) filter (where r.status in ('rejected', 'failed'))::integer as errors,
                   count(*) filter (where r.status = 'pending')::integer as pending
            from public.import_row r where r.job_id = v_job.id) c
      where j.id = v_job.id;
    end if;
  end loop;
  perform set_config('request.jwt.claims', coalesce(v_claims, ''), true);
  perform set_config('request.jwt.claim.sub', coalesce(v_sub, ''), true);
  return jsonb_build_object('import:rows', v_total);
end
$$;

REVOKE ALL ON FUNCTION private.run_import_jobs(p_now timestamp with time zone, p_max_rows integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.run_import_jobs(p_now timestamp with time zone, p_max_rows integer) TO service_role;

-- The server's worker calls this (service role): one batch, its count of rows applied.
CREATE FUNCTION public.process_import_batch(p_max_rows integer DEFAULT 500) RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select (private.run_import_jobs(now(), p_max_rows) ->> 'import:rows')::integer
$$;

REVOKE ALL ON FUNCTION public.process_import_batch(p_max_rows integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.process_import_batch(p_max_rows integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.process_import_batch(p_max_rows integer) TO service_role;

-- ## Rows

insert into public.action_right (action, roles, note) values
  ('screen.import', '{consultant_team_member,csm_team_member,team_member_developer}', 'Ouvrir l''import de fichiers (talents, entreprises et sites, contacts)');

insert into public.enum_label (enum_name, value, label, "position") values
  ('import_entity', 'talent', 'Talents', 1),
  ('import_entity', 'company', 'Entreprises et sites', 2),
  ('import_entity', 'contact', 'Contacts', 3),
  ('import_job_status', 'staging', 'En préparation', 1),
  ('import_job_status', 'pending', 'En attente', 2),
  ('import_job_status', 'running', 'En cours', 3),
  ('import_job_status', 'done', 'Terminé', 4),
  ('import_job_status', 'failed', 'Échec', 5),
  ('import_row_status', 'pending', 'En attente', 1),
  ('import_row_status', 'done', 'Importée', 2),
  ('import_row_status', 'rejected', 'Refusée', 3),
  ('import_row_status', 'failed', 'En échec', 4);
