-- Duplicates stopped at the door, merged safely (issue #49, part 3).
-- public.likely_duplicates is the one duplicate rule: the create forms of talents, companies and
-- contacts ask it while the user types; its keys' normalisation lives in the small
-- private.duplicate_key_* functions, which the CSV import calls too. public.merge_records merges two
-- records of one entity: the picked values go to the kept record, every row referencing the dropped
-- one (found from pg_constraint, not from a list) moves to the kept one, a row whose move would
-- break a unique constraint is set aside, and the dropped record is deleted; public.record_merge
-- keeps what was done (readable by whoever reads the entity: the history screen includes the
-- dropped record's rows through record_merge(kept_id, dropped_id)), public.record_merge_snapshot
-- what undoing it needs (the rows as they were, private rows included: read by those who may merge
-- only). public.undo_merge undoes it within 30 days, all or nothing.
-- Rights: merging and undoing are the caller's update and delete (or insert) of the entity, under
-- RLS (only developers may delete talents, companies and contacts today); the rows that move are
-- moved by the security definer private.merge_move_references, called only after those checks.
-- Declarative schema, each object once: tables, indexes, RLS and policies, functions. Change it
-- here, then `npm run db:diff NAME` writes the migration (README, « Changer le schéma »).

-- ## Tables

-- One merge: the dropped record merged into the kept one, what moved (table → column → ids: the
-- row's id, or its primary key as an object when it has no id column), undone or not.
CREATE TABLE public.record_merge (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    entity text NOT NULL,
    kept_id uuid NOT NULL,
    dropped_id uuid NOT NULL,
    dropped_label text,
    moved jsonb DEFAULT '{}'::jsonb NOT NULL,
    merged_by uuid,
    merged_at timestamp with time zone DEFAULT now() NOT NULL,
    undone_at timestamp with time zone,
    undone_by uuid,
    CONSTRAINT record_merge_entity CHECK ((entity = ANY (ARRAY['talent'::text, 'company'::text, 'contact'::text]))),
    CONSTRAINT record_merge_distinct CHECK ((kept_id <> dropped_id)),
    CONSTRAINT record_merge_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.record_merge
    ADD CONSTRAINT record_merge_merged_by_fkey FOREIGN KEY (merged_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.record_merge
    ADD CONSTRAINT record_merge_undone_by_fkey FOREIGN KEY (undone_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.record_merge
    ADD CONSTRAINT record_merge_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON TABLE public.record_merge IS 'une fusion de deux fiches (talents, entreprises ou contacts) : la fiche gardée, la fiche supprimée, les lignes déplacées ; l''historique de la fiche gardée inclut celui de la fiche supprimée par cette table';

REVOKE ALL ON TABLE public.record_merge FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.record_merge TO authenticated;
GRANT ALL ON TABLE public.record_merge TO service_role;

-- What undoing a merge needs: the kept record before, the dropped record with its private rows
-- (talent_private: NIR, IBAN), the rows set aside. Not readable through the API (the NIR and the
-- IBAN are read only through public.reveal_talent_private, logged): public.undo_merge reads it.
CREATE TABLE public.record_merge_snapshot (
    merge_id uuid NOT NULL,
    workspace_id uuid NOT NULL,
    entity text NOT NULL,
    kept_before jsonb NOT NULL,
    dropped_row jsonb NOT NULL,
    set_aside jsonb DEFAULT '[]'::jsonb NOT NULL,
    CONSTRAINT record_merge_snapshot_pkey PRIMARY KEY (merge_id)
);

ALTER TABLE ONLY public.record_merge_snapshot
    ADD CONSTRAINT record_merge_snapshot_merge_id_fkey FOREIGN KEY (merge_id) REFERENCES public.record_merge(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.record_merge_snapshot
    ADD CONSTRAINT record_merge_snapshot_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON TABLE public.record_merge_snapshot IS 'ce qu''il faut pour annuler une fusion : la fiche gardée avant, la fiche supprimée et ses lignes privées, les lignes mises de côté ; lue seulement par l''annulation de la fusion';

REVOKE ALL ON TABLE public.record_merge_snapshot FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.record_merge_snapshot TO service_role;

-- ## Indexes

CREATE INDEX record_merge_workspace_id_idx ON public.record_merge USING btree (workspace_id);

CREATE INDEX record_merge_kept_id_idx ON public.record_merge USING btree (kept_id);

CREATE INDEX record_merge_dropped_id_idx ON public.record_merge USING btree (dropped_id);

CREATE INDEX record_merge_merged_by_idx ON public.record_merge USING btree (merged_by);

CREATE INDEX record_merge_undone_by_idx ON public.record_merge USING btree (undone_by);

CREATE INDEX record_merge_snapshot_workspace_id_idx ON public.record_merge_snapshot USING btree (workspace_id);

-- ## RLS

ALTER TABLE public.record_merge ENABLE ROW LEVEL SECURITY;

-- Whoever reads the entity reads its merges (the history screen); written by the functions only.
CREATE POLICY "record_merge: entity readers can select workspace rows" ON public.record_merge FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND private.can(entity, 'select'::public.permission_action)));

ALTER TABLE public.record_merge_snapshot ENABLE ROW LEVEL SECURITY;

-- ## Functions

-- The duplicate keys, one normalisation each (the CSV import calls them too).
-- An e-mail: trimmed, lower case.
CREATE FUNCTION private.duplicate_key_email(p_email text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select nullif(lower(btrim(p_email)), '')
$$;

REVOKE ALL ON FUNCTION private.duplicate_key_email(p_email text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.duplicate_key_email(p_email text) TO authenticated;
GRANT ALL ON FUNCTION private.duplicate_key_email(p_email text) TO service_role;

-- A phone: E.164, as the database stores it (private.normalize_phone).
CREATE FUNCTION private.duplicate_key_phone(p_phone text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select nullif(private.normalize_phone(p_phone), '')
$$;

REVOKE ALL ON FUNCTION private.duplicate_key_phone(p_phone text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.duplicate_key_phone(p_phone text) TO authenticated;
GRANT ALL ON FUNCTION private.duplicate_key_phone(p_phone text) TO service_role;

-- A NIR, SIREN or SIRET: its digits (and the 2A/2B of Corsica), without spaces or dots.
CREATE FUNCTION private.duplicate_key_number(p_number text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select nullif(upper(regexp_replace(coalesce(p_number, ''), '[^0-9A-Za-z]', '', 'g')), '')
$$;

REVOKE ALL ON FUNCTION private.duplicate_key_number(p_number text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.duplicate_key_number(p_number text) TO authenticated;
GRANT ALL ON FUNCTION private.duplicate_key_number(p_number text) TO service_role;

-- The talents whose NIR is one of p_keys (keys made by private.duplicate_key_number, the form the
-- NIR is stored in), among the private rows the caller may read. Definer because the NIR is not
-- selectable through the API (its reads go through public.reveal_talent_private, logged): a match
-- tells that two records share a NIR, never the NIR.
CREATE FUNCTION private.talents_with_nir(p_keys text[]) RETURNS TABLE(talent_id uuid, nir_key text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select tp.talent_id, tp.social_security_number
    from public.talent_private tp
   where tp.social_security_number = any (p_keys)
     and tp.workspace_id = any (private.current_workspace_ids())
     and private.can('talent_private', 'select')
$$;

REVOKE ALL ON FUNCTION private.talents_with_nir(p_keys text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.talents_with_nir(p_keys text[]) TO authenticated;
GRANT ALL ON FUNCTION private.talents_with_nir(p_keys text[]) TO service_role;

-- A person's name: last name then first name, accents, case, hyphens and spaces folded; null
-- unless both are given.
CREATE FUNCTION private.duplicate_key_person(p_last_name text, p_first_name text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select case when l.k is null or f.k is null then null else l.k || '|' || f.k end
  from (select private.normalize_search(regexp_replace(coalesce(p_last_name, ''), '[-''’.]', ' ', 'g')) as k) as l,
       (select private.normalize_search(regexp_replace(coalesce(p_first_name, ''), '[-''’.]', ' ', 'g')) as k) as f
$$;

REVOKE ALL ON FUNCTION private.duplicate_key_person(p_last_name text, p_first_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.duplicate_key_person(p_last_name text, p_first_name text) TO authenticated;
GRANT ALL ON FUNCTION private.duplicate_key_person(p_last_name text, p_first_name text) TO service_role;

-- A company's name: accents, case and punctuation folded, the legal form (SAS, SARL…) left out.
CREATE FUNCTION private.duplicate_key_company_name(p_name text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select nullif(btrim(regexp_replace(
    regexp_replace(' ' || regexp_replace(coalesce(private.normalize_search(p_name), ''), '[^a-z0-9]+', ' ', 'g') || ' ',
                   ' (sas|sasu|sarl|eurl|sa|sca|scop|sci|snc|selarl|ets|etablissements|societe|ste) ', ' ', 'g'),
    '\s+', ' ', 'g')), '')
$$;

REVOKE ALL ON FUNCTION private.duplicate_key_company_name(p_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.duplicate_key_company_name(p_name text) TO authenticated;
GRANT ALL ON FUNCTION private.duplicate_key_company_name(p_name text) TO service_role;

-- The records the caller reads (RLS: a NIR match on a talent whose private row the caller cannot
-- read finds nothing) that are likely the same as p_values, with the keys they share:
-- talent: nir (social_security_number), email, phone (phone_number), name_birth_date
--   (last_name + first_name + birth_date);
-- company: siren, siret (the company's SIREN and its agencies' SIRETs), name;
-- contact: email, phone, name_company (last_name + first_name + company_id).
-- p_except: the record being edited.
CREATE FUNCTION public.likely_duplicates(p_entity text, p_values jsonb, p_except uuid DEFAULT NULL::uuid) RETURNS TABLE(id uuid, label text, matched_on text[])
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_email text := private.duplicate_key_email(p_values ->> 'email');
  v_phone text := private.duplicate_key_phone(p_values ->> 'phone_number');
  v_nir text := private.duplicate_key_number(p_values ->> 'social_security_number');
  v_person text := private.duplicate_key_person(p_values ->> 'last_name', p_values ->> 'first_name');
  v_birth date;
  v_siren text := private.duplicate_key_number(p_values ->> 'siren');
  v_siret text := private.duplicate_key_number(p_values ->> 'siret');
  v_name text := private.duplicate_key_company_name(p_values ->> 'name');
  v_company uuid;
begin
  if p_values ->> 'birth_date' ~ '^\d{4}-\d{2}-\d{2}$' then
    v_birth := (p_values ->> 'birth_date')::date;
  end if;
  if p_values ->> 'company_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    v_company := (p_values ->> 'company_id')::uuid;
  end if;
  if p_entity = 'talent' then
    return query
    select t.id, btrim(coalesce(t.first_name, '') || ' ' || coalesce(t.last_name, '')),
           array_remove(array[
             case when v_nir is not null and t.id in (select n.talent_id from private.talents_with_nir(array[v_nir]) n) then 'nir' end,
             case when v_email is not null and private.duplicate_key_email(t.email) = v_email then 'email' end,
             case when v_phone is not null and private.duplicate_key_phone(t.phone_number) = v_phone then 'phone' end,
             case when v_person is not null and v_birth is not null and t.birth_date = v_birth
                   and private.duplicate_key_person(t.last_name, t.first_name) = v_person then 'name_birth_date' end
           ], null)
    from public.talent t
    where t.id is distinct from p_except
      and ((v_nir is not null and t.id in (select n.talent_id from private.talents_with_nir(array[v_nir]) n))
        or (v_email is not null and private.duplicate_key_email(t.email) = v_email)
        or (v_phone is not null and private.duplicate_key_phone(t.phone_number) = v_phone)
        or (v_person is not null and v_birth is not null and t.birth_date = v_birth
            and private.duplicate_key_person(t.last_name, t.first_name) = v_person))
    order by t.last_name, t.first_name, t.id
    limit 10;
  elsif p_entity = 'company' then
    return query
    select c.id, c.name,
           array_remove(array[
             case when (v_siren is not null and (c.siren = v_siren or exists (select 1 from public.agency a
                          where a.company_id = c.id and left(a.siret, 9) = v_siren)))
                    or (v_siret is not null and c.siren = left(v_siret, 9)) then 'siren' end,
             case when v_siret is not null and exists (select 1 from public.agency a
                          where a.company_id = c.id and a.siret = v_siret) then 'siret' end,
             case when v_name is not null and private.duplicate_key_company_name(c.name) = v_name then 'name' end
           ], null)
    from public.company c
    where c.id is distinct from p_except
      and ((v_siren is not null and (c.siren = v_siren or c.id in (select a.company_id from public.agency a where left(a.siret, 9) = v_siren)))
        or (v_siret is not null and (c.siren = left(v_siret, 9) or c.id in (select a.company_id from public.agency a where a.siret = v_siret)))
        or (v_name is not null and private.duplicate_key_company_name(c.name) = v_name))
    order by c.name, c.id
    limit 10;
  elsif p_entity = 'contact' then
    return query
    select ct.id, btrim(coalesce(ct.first_name, '') || ' ' || coalesce(ct.last_name, '')) || coalesce(' (' || co.name || ')', ''),
           array_remove(array[
             case when v_email is not null and private.duplicate_key_email(ct.email) = v_email then 'email' end,
             case when v_phone is not null and private.duplicate_key_phone(ct.phone_number) = v_phone then 'phone' end,
             case when v_person is not null and v_company is not null and ct.company_id = v_company
                   and private.duplicate_key_person(ct.last_name, ct.first_name) = v_person then 'name_company' end
           ], null)
    from public.contact ct left join public.company co on co.id = ct.company_id
    where ct.id is distinct from p_except
      and ((v_email is not null and private.duplicate_key_email(ct.email) = v_email)
        or (v_phone is not null and private.duplicate_key_phone(ct.phone_number) = v_phone)
        or (v_person is not null and v_company is not null and ct.company_id = v_company
            and private.duplicate_key_person(ct.last_name, ct.first_name) = v_person))
    order by ct.last_name, ct.first_name, ct.id
    limit 10;
  else
    raise exception using message = 'Type de fiche inconnu : ' || coalesce(p_entity, '—') || ' (talent, entreprise ou contact).', errcode = '22023';
  end if;
end
$$;

REVOKE ALL ON FUNCTION public.likely_duplicates(p_entity text, p_values jsonb, p_except uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.likely_duplicates(p_entity text, p_values jsonb, p_except uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.likely_duplicates(p_entity text, p_values jsonb, p_except uuid) TO authenticated;
GRANT ALL ON FUNCTION public.likely_duplicates(p_entity text, p_values jsonb, p_except uuid) TO service_role;

-- The table of a mergeable entity (refuses any other name).
CREATE FUNCTION private.merge_entity_table(p_entity text) RETURNS regclass
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  if p_entity is null or p_entity not in ('talent', 'company', 'contact') then
    raise exception using message = 'Seuls des talents, des entreprises ou des contacts peuvent être fusionnés.', errcode = '22023';
  end if;
  return ('public.' || p_entity)::regclass;
end
$$;

REVOKE ALL ON FUNCTION private.merge_entity_table(p_entity text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.merge_entity_table(p_entity text) TO authenticated;
GRANT ALL ON FUNCTION private.merge_entity_table(p_entity text) TO service_role;

-- The columns of a table a merge may write: not generated, not the key, the workspace, the
-- creation stamps nor the maintained search text.
CREATE FUNCTION private.merge_columns(p_table regclass, p_all boolean DEFAULT false) RETURNS text[]
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(a.attname::text order by a.attnum), '{}')
  from pg_catalog.pg_attribute a
  where a.attrelid = p_table and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    and (p_all or a.attname not in ('id', 'workspace_id', 'created_at', 'created_by', 'updated_at', 'updated_by', 'search_text'))
$$;

REVOKE ALL ON FUNCTION private.merge_columns(p_table regclass, p_all boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION private.merge_columns(p_table regclass, p_all boolean) TO authenticated;
GRANT ALL ON FUNCTION private.merge_columns(p_table regclass, p_all boolean) TO service_role;

-- Writes a json row's columns `p_columns` over the row of p_table matching p_key (an object of
-- the key's columns), as the caller; the number of rows written.
CREATE FUNCTION private.merge_write_row(p_table regclass, p_columns text[], p_values jsonb, p_key jsonb) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_n integer;
begin
  if cardinality(p_columns) = 0 then
    execute format('select count(*)::int from %s t where (%s) = (select %s from jsonb_populate_record(null::%s, $1) k)',
      p_table, (select string_agg(format('t.%I', c), ', ') from jsonb_object_keys(p_key) c),
      (select string_agg(format('k.%I', c), ', ') from jsonb_object_keys(p_key) c), p_table)
      into v_n using p_key;
    return v_n;
  end if;
  execute format('update %s t set (%s) = (select %s from jsonb_populate_record(null::%s, $1) v) where (%s) = (select %s from jsonb_populate_record(null::%s, $2) k)',
    p_table,
    (select string_agg(format('%I', c), ', ') from unnest(p_columns) c),
    (select string_agg(format('v.%I', c), ', ') from unnest(p_columns) c),
    p_table,
    (select string_agg(format('t.%I', c), ', ') from jsonb_object_keys(p_key) c),
    (select string_agg(format('k.%I', c), ', ') from jsonb_object_keys(p_key) c),
    p_table)
    using p_values, p_key;
  get diagnostics v_n = row_count;
  return v_n;
end
$$;

REVOKE ALL ON FUNCTION private.merge_write_row(p_table regclass, p_columns text[], p_values jsonb, p_key jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.merge_write_row(p_table regclass, p_columns text[], p_values jsonb, p_key jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.merge_write_row(p_table regclass, p_columns text[], p_values jsonb, p_key jsonb) TO service_role;

-- Inserts a json row into p_table (its non-generated columns), as the caller.
CREATE FUNCTION private.merge_insert_row(p_table regclass, p_row jsonb) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_cols text := (select string_agg(format('%I', c), ', ') from unnest(private.merge_columns(p_table, true)) c);
begin
  execute format('insert into %s (%s) select %s from jsonb_populate_record(null::%s, $1)', p_table, v_cols, v_cols, p_table)
    using p_row;
end
$$;

REVOKE ALL ON FUNCTION private.merge_insert_row(p_table regclass, p_row jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.merge_insert_row(p_table regclass, p_row jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.merge_insert_row(p_table regclass, p_row jsonb) TO service_role;

-- The key of a table's row as an object of its primary key's columns.
CREATE FUNCTION private.merge_row_key(p_table regclass, p_row jsonb) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select jsonb_object_agg(a.attname, p_row -> a.attname::text)
  from pg_catalog.pg_index i join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
  where i.indrelid = p_table and i.indisprimary
$$;

REVOKE ALL ON FUNCTION private.merge_row_key(p_table regclass, p_row jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.merge_row_key(p_table regclass, p_row jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.merge_row_key(p_table regclass, p_row jsonb) TO service_role;

-- Moves every row referencing p_drop in p_table to p_keep: every single-column foreign key to the
-- table, discovered from pg_constraint. A row whose move would break a unique or exclusion
-- constraint (both talents hold the job, both have a talent_private row) is set aside: deleted and
-- returned whole. Returns {moved: {table: {column: [id or key]}}, set_aside: [{table, column, row}]}.
-- Security definer: the rows of other tables move whatever the caller's rights on them; called by
-- public.merge_records only, once the caller's update of both records and delete of the dropped
-- one are checked (renfort.merge_pair names the pair the caller was checked for).
CREATE FUNCTION private.merge_move_references(p_table regclass, p_keep uuid, p_drop uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_fk record;
  v_row jsonb;
  v_key jsonb;
  v_moved jsonb := '{}'::jsonb;
  v_aside jsonb := '[]'::jsonb;
  v_ids jsonb;
begin
  if current_setting('renfort.merge_pair', true) is distinct from p_keep::text || '>' || p_drop::text then
    raise exception using message = 'Fusion non autorisée.', errcode = '42501';
  end if;
  for v_fk in
    select c.conrelid::regclass as tbl, a.attname::text as col
    from pg_catalog.pg_constraint c
    join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = p_table and cardinality(c.conkey) = 1
      and c.conrelid not in ('public.record_merge'::regclass, 'public.record_merge_snapshot'::regclass)
    order by c.conrelid::regclass::text, a.attname
  loop
    if not exists (select 1 from pg_catalog.pg_index i where i.indrelid = v_fk.tbl and i.indisprimary) then
      raise exception using message = format('La table %s n''a pas de clé primaire : fusion impossible.', v_fk.tbl), errcode = '55000';
    end if;
    v_ids := '[]'::jsonb;
    for v_row in execute format('select to_jsonb(t) from %s t where t.%I = $1', v_fk.tbl, v_fk.col) using p_drop
    loop
      v_key := private.merge_row_key(v_fk.tbl, v_row);
      begin
        perform private.merge_write_row(v_fk.tbl, array[v_fk.col], jsonb_build_object(v_fk.col, p_keep), v_key);
        if v_key ? v_fk.col then
          v_key := v_key || jsonb_build_object(v_fk.col, p_keep);
        end if;
        v_ids := v_ids || case when v_key ? 'id' and (select count(*) from jsonb_object_keys(v_key)) = 1
                               then jsonb_build_array(v_key -> 'id') else jsonb_build_array(v_key) end;
      exception when unique_violation or exclusion_violation then
        execute format('delete from %s t where (%s) = (select %s from jsonb_populate_record(null::%s, $1) k)',
          v_fk.tbl,
          (select string_agg(format('t.%I', c), ', ') from jsonb_object_keys(v_key) c),
          (select string_agg(format('k.%I', c), ', ') from jsonb_object_keys(v_key) c),
          v_fk.tbl)
          using v_key;
        v_aside := v_aside || jsonb_build_array(jsonb_build_object('table', v_fk.tbl::text, 'column', v_fk.col, 'row', v_row));
      end;
    end loop;
    if jsonb_array_length(v_ids) > 0 then
      v_moved := jsonb_set(v_moved, array[v_fk.tbl::text], coalesce(v_moved -> v_fk.tbl::text, '{}'::jsonb) || jsonb_build_object(v_fk.col, v_ids));
    end if;
  end loop;
  return jsonb_build_object('moved', v_moved, 'set_aside', v_aside);
end
$$;

REVOKE ALL ON FUNCTION private.merge_move_references(p_table regclass, p_keep uuid, p_drop uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.merge_move_references(p_table regclass, p_keep uuid, p_drop uuid) TO authenticated;
GRANT ALL ON FUNCTION private.merge_move_references(p_table regclass, p_keep uuid, p_drop uuid) TO service_role;

-- The dropped record's private rows (talent_private), its label, and the merge's records.
-- Security definer: the caller was checked by public.merge_records (renfort.merge_pair).
CREATE FUNCTION private.record_merge_write(p_entity text, p_keep uuid, p_drop uuid, p_kept_before jsonb, p_dropped jsonb, p_private jsonb, p_moves jsonb) RETURNS public.record_merge
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_merge public.record_merge;
begin
  if current_setting('renfort.merge_pair', true) is distinct from p_keep::text || '>' || p_drop::text then
    raise exception using message = 'Fusion non autorisée.', errcode = '42501';
  end if;
  insert into public.record_merge (workspace_id, entity, kept_id, dropped_id, dropped_label, moved, merged_by)
  values ((p_dropped ->> 'workspace_id')::uuid, p_entity, p_keep, p_drop,
          case p_entity when 'company' then p_dropped ->> 'name'
               else btrim(coalesce(p_dropped ->> 'first_name', '') || ' ' || coalesce(p_dropped ->> 'last_name', '')) end,
          coalesce(p_moves -> 'moved', '{}'::jsonb), auth.uid())
  returning * into v_merge;
  insert into public.record_merge_snapshot (merge_id, workspace_id, entity, kept_before, dropped_row, set_aside)
  values (v_merge.id, v_merge.workspace_id, p_entity, p_kept_before,
          jsonb_build_object('row', p_dropped, 'private', p_private),
          coalesce(p_moves -> 'set_aside', '[]'::jsonb));
  return v_merge;
end
$$;

REVOKE ALL ON FUNCTION private.record_merge_write(p_entity text, p_keep uuid, p_drop uuid, p_kept_before jsonb, p_dropped jsonb, p_private jsonb, p_moves jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.record_merge_write(p_entity text, p_keep uuid, p_drop uuid, p_kept_before jsonb, p_dropped jsonb, p_private jsonb, p_moves jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.record_merge_write(p_entity text, p_keep uuid, p_drop uuid, p_kept_before jsonb, p_dropped jsonb, p_private jsonb, p_moves jsonb) TO service_role;

-- A record's private 1:1 rows (talent_private), read whatever the caller's rights (definer), for
-- the merge's snapshot and for the legal check below.
CREATE FUNCTION private.merge_private_rows(p_entity text, p_id uuid) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case when p_entity = 'talent' then
    coalesce((select jsonb_build_object('public.talent_private', to_jsonb(tp)) from public.talent_private tp where tp.talent_id = p_id), '{}'::jsonb)
  else '{}'::jsonb end
$$;

REVOKE ALL ON FUNCTION private.merge_private_rows(p_entity text, p_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.merge_private_rows(p_entity text, p_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.merge_private_rows(p_entity text, p_id uuid) TO service_role;

-- Merges p_drop into p_keep (two talents, companies or contacts): p_values (column → the value
-- picked) is written to the kept record, every row referencing the dropped record moves to the
-- kept one (a row that would break a unique constraint is set aside), the dropped record is
-- deleted (renfort.trash_skip: the trash does not keep it, the merge does). Refused with the reason
-- when the caller may not update both or delete the dropped one (RLS), when they are not of the
-- same workspace, or when the law forbids it: two talents with different NIRs or two companies
-- with different SIRENs are two legal persons, whose contracts, payslips and invoices must stay
-- theirs.
CREATE FUNCTION public.merge_records(p_entity text, p_keep uuid, p_drop uuid, p_values jsonb DEFAULT '{}'::jsonb) RETURNS public.record_merge
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_table regclass := private.merge_entity_table(p_entity);
  v_keep jsonb;
  v_drop jsonb;
  v_columns text[];
  v_unknown text;
  v_n integer;
  v_moves jsonb;
  v_kept_nir text;
  v_drop_nir text;
  v_private jsonb;
  v_merge public.record_merge;
begin
  if p_keep is null or p_drop is null or p_keep = p_drop then
    raise exception using message = 'Choisissez deux fiches différentes à fusionner.', errcode = '22023';
  end if;
  execute format('select to_jsonb(t) from %s t where t.id = $1 for update', v_table) into v_keep using p_keep;
  execute format('select to_jsonb(t) from %s t where t.id = $1 for update', v_table) into v_drop using p_drop;
  if v_keep is null or v_drop is null then
    raise exception using message = 'Fiche introuvable : elle a été supprimée ou vous n''y avez pas accès.', errcode = 'P0002';
  end if;
  if not private.can(p_entity, 'update') or not private.can(p_entity, 'delete') then
    raise exception using message = 'Fusionner demande le droit de modifier et de supprimer ces fiches.', errcode = '42501';
  end if;
  if v_keep ->> 'workspace_id' is distinct from v_drop ->> 'workspace_id' then
    raise exception using message = 'Deux fiches de workspaces différents ne peuvent être fusionnées.', errcode = '23514';
  end if;
  if p_entity = 'talent' then
    v_kept_nir := private.merge_private_rows('talent', p_keep) #>> '{public.talent_private,social_security_number}';
    v_drop_nir := private.merge_private_rows('talent', p_drop) #>> '{public.talent_private,social_security_number}';
    if v_kept_nir is not null and v_drop_nir is not null and v_kept_nir <> v_drop_nir then
      raise exception using message = 'Ces deux talents ont des numéros de sécurité sociale différents : ce sont deux personnes, dont les contrats et les paies doivent rester distincts.', errcode = '23514';
    end if;
  elsif p_entity = 'company' and v_keep ->> 'siren' is not null and v_drop ->> 'siren' is not null
        and v_keep ->> 'siren' <> v_drop ->> 'siren' then
    raise exception using message = 'Ces deux entreprises ont des SIREN différents : ce sont deux personnes morales, dont les contrats et les factures doivent rester distincts.', errcode = '23514';
  end if;
  select k into v_unknown from jsonb_object_keys(coalesce(p_values, '{}'::jsonb)) k
  where k <> all (private.merge_columns(v_table)) limit 1;
  if v_unknown is not null then
    raise exception using message = 'Champ inconnu ou non fusionnable : ' || v_unknown || '.', errcode = '22023';
  end if;
  -- as the caller: its update of both records (RLS); the dropped one first lets go of the picked
  -- values under a unique index (a talent's e-mail and phone in a workspace), the kept one takes them
  select coalesce(array_agg(a.attname::text), '{}') || array['updated_at'] into v_columns
  from pg_catalog.pg_attribute a
  where a.attrelid = v_table and not a.attnotnull and a.attname::text in (select jsonb_object_keys(coalesce(p_values, '{}'::jsonb)))
    and exists (select 1 from pg_catalog.pg_index i where i.indrelid = v_table and i.indisunique and a.attnum = any (i.indkey));
  v_n := private.merge_write_row(v_table, v_columns, (v_drop - v_columns) || jsonb_build_object('updated_at', v_drop -> 'updated_at'), jsonb_build_object('id', p_drop));
  select coalesce(array_agg(k), '{}') || array['updated_at'] into v_columns from jsonb_object_keys(coalesce(p_values, '{}'::jsonb)) k;
  v_n := v_n + private.merge_write_row(v_table, v_columns, v_keep || coalesce(p_values, '{}'::jsonb), jsonb_build_object('id', p_keep));
  if v_n <> 2 then
    raise exception using message = 'Fusionner demande le droit de modifier les deux fiches.', errcode = '42501';
  end if;
  perform set_config('renfort.merge_pair', p_keep::text || '>' || p_drop::text, true);
  v_private := private.merge_private_rows(p_entity, p_drop);
  v_moves := private.merge_move_references(v_table, p_keep, p_drop);
  v_merge := private.record_merge_write(p_entity, p_keep, p_drop, v_keep, v_drop, v_private, v_moves);
  perform set_config('renfort.merge_pair', '', true);
  -- as the caller: its delete of the dropped record (RLS)
  perform set_config('renfort.trash_skip', 'on', true);
  execute format('delete from %s t where t.id = $1', v_table) using p_drop;
  get diagnostics v_n = row_count;
  perform set_config('renfort.trash_skip', '', true);
  if v_n <> 1 then
    raise exception using message = 'Fusionner demande le droit de supprimer la fiche fusionnée.', errcode = '42501';
  end if;
  return v_merge;
end
$$;

REVOKE ALL ON FUNCTION public.merge_records(p_entity text, p_keep uuid, p_drop uuid, p_values jsonb) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.merge_records(p_entity text, p_keep uuid, p_drop uuid, p_values jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.merge_records(p_entity text, p_keep uuid, p_drop uuid, p_values jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.merge_records(p_entity text, p_keep uuid, p_drop uuid, p_values jsonb) TO service_role;

-- The rows a merge moved go back to the dropped record, the rows it set aside come back, and the
-- merge is marked undone. Refused with the reason when a moved row was since deleted or moved.
-- Security definer: the rows of other tables move back whatever the caller's rights on them;
-- called by public.undo_merge only, once the caller has restored the kept record and re-inserted
-- the dropped one under RLS (renfort.merge_undo names the merge the caller was checked for).
CREATE FUNCTION private.merge_move_back(p_merge_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_merge public.record_merge;
  v_snapshot public.record_merge_snapshot;
  v_table text;
  v_column text;
  v_id jsonb;
  v_key jsonb;
  v_aside jsonb;
begin
  if current_setting('renfort.merge_undo', true) is distinct from p_merge_id::text then
    raise exception using message = 'Annulation de fusion non autorisée.', errcode = '42501';
  end if;
  select * into v_merge from public.record_merge m where m.id = p_merge_id for update;
  select * into v_snapshot from public.record_merge_snapshot s where s.merge_id = p_merge_id;
  for v_table, v_column, v_id in
    select t.key, c.key, i.value
    from jsonb_each(v_merge.moved) t, jsonb_each(t.value) c, jsonb_array_elements(c.value) i
  loop
    v_key := case when jsonb_typeof(v_id) = 'object' then v_id else jsonb_build_object('id', v_id) end;
    if private.merge_write_row(v_table::regclass, array[v_column], jsonb_build_object(v_column, v_merge.dropped_id),
                               v_key || jsonb_build_object(v_column, v_merge.kept_id)) <> 1 then
      raise exception using message = format('Une ligne déplacée par la fusion (%s) a été supprimée ou rattachée ailleurs depuis : la fusion ne peut plus être annulée.', v_table), errcode = '55000';
    end if;
  end loop;
  for v_aside in select a.value from jsonb_array_elements(v_snapshot.set_aside) a loop
    begin
      perform private.merge_insert_row((v_aside ->> 'table')::regclass, v_aside -> 'row');
    exception when unique_violation then
      raise exception using message = format('Une ligne mise de côté par la fusion (%s) ne peut revenir : une ligne identique existe désormais.', v_aside ->> 'table'), errcode = '23505';
    end;
  end loop;
  update public.record_merge m set undone_at = now(), undone_by = auth.uid() where m.id = p_merge_id;
end
$$;

REVOKE ALL ON FUNCTION private.merge_move_back(p_merge_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.merge_move_back(p_merge_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.merge_move_back(p_merge_id uuid) TO service_role;

-- Why the dropped record cannot come back (another record now has its e-mail, its NIR or its
-- SIREN), or null. Security definer: a record the caller does not read conflicts all the same;
-- the reason names the key, not the other record.
CREATE FUNCTION private.merge_undo_conflict(p_merge_id uuid) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_merge public.record_merge;
  v_row jsonb;
  v_nir text;
begin
  select * into v_merge from public.record_merge m where m.id = p_merge_id;
  select s.dropped_row -> 'row', s.dropped_row #>> '{private,public.talent_private,social_security_number}'
  into v_row, v_nir from public.record_merge_snapshot s where s.merge_id = p_merge_id;
  if v_merge.entity = 'talent' then
    if private.duplicate_key_email(v_row ->> 'email') is not null and exists (
         select 1 from public.talent t where t.workspace_id = v_merge.workspace_id and t.id <> v_merge.dropped_id
           and private.duplicate_key_email(t.email) = private.duplicate_key_email(v_row ->> 'email')) then
      return format('un autre talent a désormais l''e-mail %s', v_row ->> 'email');
    end if;
    if v_nir is not null and exists (
         select 1 from public.talent_private tp where tp.workspace_id = v_merge.workspace_id and tp.talent_id <> v_merge.dropped_id
           and tp.social_security_number = v_nir
           -- the dropped talent's own row, moved to the kept one, goes back with the moved rows
           and not (tp.talent_id = v_merge.kept_id and v_merge.moved ? 'public.talent_private')) then
      return 'un autre talent a désormais son numéro de sécurité sociale';
    end if;
  elsif v_merge.entity = 'contact' then
    if private.duplicate_key_email(v_row ->> 'email') is not null and exists (
         select 1 from public.contact c where c.workspace_id = v_merge.workspace_id and c.id <> v_merge.dropped_id
           and private.duplicate_key_email(c.email) = private.duplicate_key_email(v_row ->> 'email')) then
      return format('un autre contact a désormais l''e-mail %s', v_row ->> 'email');
    end if;
  elsif v_merge.entity = 'company' then
    if v_row ->> 'siren' is not null and exists (
         select 1 from public.company c where c.workspace_id = v_merge.workspace_id and c.id <> v_merge.dropped_id
           and c.siren = v_row ->> 'siren') then
      return format('une autre entreprise a désormais le SIREN %s', v_row ->> 'siren');
    end if;
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.merge_undo_conflict(p_merge_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.merge_undo_conflict(p_merge_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.merge_undo_conflict(p_merge_id uuid) TO service_role;

-- A merge's snapshot, for public.undo_merge: not readable through the API (it holds the dropped
-- talent's NIR and IBAN); the caller must read the merge (RLS) and may merge its entity.
CREATE FUNCTION private.merge_snapshot(p_merge_id uuid) RETURNS public.record_merge_snapshot
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select s.* from public.record_merge_snapshot s
   where s.merge_id = p_merge_id
     and s.workspace_id = any (private.current_workspace_ids())
     and private.can(s.entity, 'delete')
$$;

REVOKE ALL ON FUNCTION private.merge_snapshot(p_merge_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.merge_snapshot(p_merge_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.merge_snapshot(p_merge_id uuid) TO service_role;

-- Undoes a merge within 30 days, all or nothing: the kept record gets its values back, the
-- dropped record (and its private and set-aside rows) comes back, the moved rows move back. The
-- dropped record is inserted again by the caller with every value it had, its author and dates
-- included (private.trash_restore_row, the Corbeille's own way of putting a row back).
-- Refused with the reason: already undone, older than 30 days, the kept record deleted, a moved
-- row since deleted, another record now holding the dropped one's e-mail, NIR or SIREN, or the
-- caller not allowed to update, insert and delete the entity (RLS).
CREATE FUNCTION public.undo_merge(p_merge_id uuid) RETURNS public.record_merge
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_merge public.record_merge;
  v_snapshot public.record_merge_snapshot;
  v_table regclass;
  v_conflict text;
begin
  select * into v_merge from public.record_merge m where m.id = p_merge_id;
  if v_merge.id is null then
    raise exception using message = 'Fusion introuvable.', errcode = 'P0002';
  end if;
  v_table := private.merge_entity_table(v_merge.entity);
  if not private.can(v_merge.entity, 'update') or not private.can(v_merge.entity, 'delete')
     or not private.can(v_merge.entity, 'insert') then
    raise exception using message = 'Cette fusion ne peut plus être annulée : ses données ont été effacées (droit à l''effacement, RGPD) ou vous n''avez pas le droit de les lire.', errcode = '55000';
  end if;
  if v_merge.undone_at is not null then
    raise exception using message = 'Cette fusion a déjà été annulée.', errcode = '55000';
  end if;
  if v_merge.merged_at < now() - interval '30 days' then
    raise exception using message = 'Une fusion ne peut être annulée que pendant 30 jours.', errcode = '55000';
  end if;
  v_snapshot := private.merge_snapshot(p_merge_id);
  if v_snapshot.merge_id is null then
    raise exception using message = 'Annuler une fusion demande le droit de modifier, de créer et de supprimer ces fiches.', errcode = '42501';
  end if;
  -- as the caller: the kept record's values back (RLS update), the dropped record back (RLS insert)
  if private.merge_write_row(v_table, private.merge_columns(v_table) || array['updated_at'], v_snapshot.kept_before,
                             jsonb_build_object('id', v_merge.kept_id)) <> 1 then
    raise exception using message = 'La fiche gardée a été supprimée depuis : la fusion ne peut plus être annulée.', errcode = '55000';
  end if;
  v_conflict := private.merge_undo_conflict(p_merge_id);
  if v_conflict is not null then
    raise exception using message = 'Annulation impossible : ' || v_conflict || '.', errcode = '23505';
  end if;
  perform set_config('renfort.trash_restore', jsonb_build_object(
    'table', (select c.relname from pg_catalog.pg_class c where c.oid = v_table), 'row', v_snapshot.dropped_row -> 'row')::text, true);
  begin
    perform private.merge_insert_row(v_table, v_snapshot.dropped_row -> 'row');
  exception when unique_violation then
    raise exception using message = 'Annulation impossible : une autre fiche a désormais une donnée unique de la fiche fusionnée (' || sqlerrm || ').', errcode = '23505';
  end;
  perform set_config('renfort.trash_restore', '', true);
  perform set_config('renfort.merge_undo', p_merge_id::text, true);
  perform private.merge_move_back(p_merge_id);
  perform set_config('renfort.merge_undo', '', true);
  select * into v_merge from public.record_merge m where m.id = p_merge_id;
  return v_merge;
end
$$;

REVOKE ALL ON FUNCTION public.undo_merge(p_merge_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.undo_merge(p_merge_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.undo_merge(p_merge_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.undo_merge(p_merge_id uuid) TO service_role;

-- What merging two records would move: per table, the rows referencing the dropped record (the
-- « Fusionner » screen shows it before the merge). Counts only, whatever the caller reads of those
-- tables (security definer), for a record the caller reads.
CREATE FUNCTION public.merge_preview(p_entity text, p_drop uuid) RETURNS TABLE(table_name text, row_count integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_table regclass := private.merge_entity_table(p_entity);
  v_fk record;
  v_n integer;
  v_visible boolean;
begin
  -- the caller must read the record (the entity's RLS, as checked by its select policy)
  execute format('select exists (select 1 from %s t where t.id = $1 and t.workspace_id = any (private.current_workspace_ids()))', v_table)
    into v_visible using p_drop;
  if not v_visible or not private.can(p_entity, 'select') then
    raise exception using message = 'Fiche introuvable : elle a été supprimée ou vous n''y avez pas accès.', errcode = 'P0002';
  end if;
  for v_fk in
    select c.conrelid::regclass as tbl, a.attname::text as col
    from pg_catalog.pg_constraint c
    join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = v_table and cardinality(c.conkey) = 1
      and c.conrelid not in ('public.record_merge'::regclass, 'public.record_merge_snapshot'::regclass)
    order by c.conrelid::regclass::text, a.attname
  loop
    execute format('select count(*)::int from %s t where t.%I = $1', v_fk.tbl, v_fk.col) into v_n using p_drop;
    if v_n > 0 then
      table_name := replace(v_fk.tbl::text, 'public.', '');
      row_count := v_n;
      return next;
    end if;
  end loop;
end
$$;

REVOKE ALL ON FUNCTION public.merge_preview(p_entity text, p_drop uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.merge_preview(p_entity text, p_drop uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.merge_preview(p_entity text, p_drop uuid) TO authenticated;
GRANT ALL ON FUNCTION public.merge_preview(p_entity text, p_drop uuid) TO service_role;
