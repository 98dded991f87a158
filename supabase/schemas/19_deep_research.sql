-- Deep research (issue 34; docs/rules/talents-documents.md#deep-research): the text of each
-- talent's most recent CV, indexed for French full-text search with accents folded, the trade's
-- synonym dictionary, the search that explains each result, and the log of the queries
-- (AI Act, Annex III 4(a): a system used to select candidates keeps its queries and results).
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

-- ## Text search configuration

-- French stemming with accents folded first: « Nucléaire », « nucleaires » and « NUCLÉAIRE » give
-- the same lexeme. unaccent runs before the Snowball stemmer on the words that carry non-ASCII
-- letters (the ASCII ones have nothing to fold); the stemmer lower-cases.
CREATE TEXT SEARCH CONFIGURATION public.french_unaccent (COPY = pg_catalog.french);

ALTER TEXT SEARCH CONFIGURATION public.french_unaccent
    ALTER MAPPING FOR hword, hword_part, word WITH extensions.unaccent, french_stem;

-- ## Tables

-- The text of a talent's most recent CV (document type `cv`, or an original file of the « CV »
-- tab: resume_id), one row per talent, written by the
-- resume pipeline (public.record_resume_text, security definer): no direct write for users.
CREATE TABLE public.talent_resume_text (
    talent_id uuid NOT NULL,
    workspace_id uuid NOT NULL,
    document_id uuid,
    content text NOT NULL,
    page_count integer,
    extracted_at timestamp with time zone DEFAULT now() NOT NULL,
    search_vector tsvector GENERATED ALWAYS AS (to_tsvector('public.french_unaccent'::regconfig, content)) STORED,
    resume_id uuid,
    CONSTRAINT talent_resume_text_page_count_check CHECK ((page_count >= 0)),
    CONSTRAINT talent_resume_text_pkey PRIMARY KEY (talent_id)
);

ALTER TABLE ONLY public.talent_resume_text
    ADD CONSTRAINT talent_resume_text_document_id_fkey FOREIGN KEY (document_id) REFERENCES public.document(id) ON DELETE SET NULL;

-- The CV may also be a file of the talent's « CV » tab (public.resume): its own nullable column,
-- the smallest change that keeps document_id's foreign key; one of the two names the source.
ALTER TABLE ONLY public.talent_resume_text
    ADD CONSTRAINT talent_resume_text_resume_id_fkey FOREIGN KEY (resume_id) REFERENCES public.resume(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.talent_resume_text
    ADD CONSTRAINT talent_resume_text_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.talent_resume_text
    ADD CONSTRAINT talent_resume_text_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.talent_resume_text FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.talent_resume_text TO authenticated;
GRANT ALL ON TABLE public.talent_resume_text TO service_role;

-- The trade's synonyms, per workspace: the query reader (the deep research screen) expands a
-- term into its synonyms, each variant counting for the term. Default rows for every workspace
-- (private.add_default_deep_research_synonyms, on workspace insert); CONS, CSM and DEV edit them.
CREATE TABLE public.deep_research_synonym (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    term text NOT NULL,
    synonyms text[] DEFAULT '{}'::text[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT deep_research_synonym_pkey PRIMARY KEY (id),
    CONSTRAINT deep_research_synonym_synonyms_check CHECK ((cardinality(synonyms) <= 30)),
    CONSTRAINT deep_research_synonym_term_check CHECK (((char_length(term) >= 1) AND (char_length(term) <= 100)))
);

ALTER TABLE ONLY public.deep_research_synonym
    ADD CONSTRAINT deep_research_synonym_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.deep_research_synonym
    ADD CONSTRAINT deep_research_synonym_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.deep_research_synonym
    ADD CONSTRAINT deep_research_synonym_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.deep_research_synonym FROM anon, authenticated, service_role;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.deep_research_synonym TO authenticated;
GRANT ALL ON TABLE public.deep_research_synonym TO service_role;

-- The deep research queries and the results shown (AI Act, Annex III 4(a): a system used to
-- select candidates keeps its logs): one row per search, written by public.deep_research_search
-- only; developers and managers of level 3 or more read them; nobody changes them.
CREATE TABLE public.deep_research_log (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    team_member_id uuid,
    auth_user_id uuid,
    terms jsonb DEFAULT '[]'::jsonb NOT NULL,
    criteria jsonb DEFAULT '{}'::jsonb NOT NULL,
    result_talent_ids uuid[] DEFAULT '{}'::uuid[] NOT NULL,
    total_count bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT deep_research_log_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.deep_research_log
    ADD CONSTRAINT deep_research_log_team_member_id_fkey FOREIGN KEY (team_member_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.deep_research_log
    ADD CONSTRAINT deep_research_log_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.deep_research_log FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.deep_research_log TO authenticated;
GRANT ALL ON TABLE public.deep_research_log TO service_role;

-- The words of a workspace's resumes (accents folded, lower case, 4 characters or more), for the
-- deep research's spelling tolerance: a searched word that no resume of the workspace contains is
-- also searched as the close words (pg_trgm similarity ≥ 0.5) that some do (« nucleire » finds
-- « nucléaire »). The vocabulary only grows: a word of a deleted resume stays and matches nothing.
CREATE TABLE public.resume_word (
    workspace_id uuid NOT NULL,
    word text NOT NULL,
    CONSTRAINT resume_word_pkey PRIMARY KEY (workspace_id, word)
);

ALTER TABLE ONLY public.resume_word
    ADD CONSTRAINT resume_word_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.resume_word FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.resume_word TO authenticated;
GRANT ALL ON TABLE public.resume_word TO service_role;

-- ## Indexes

CREATE INDEX talent_resume_text_search_vector_idx ON public.talent_resume_text USING gin (search_vector);

CREATE INDEX talent_resume_text_workspace_id_idx ON public.talent_resume_text USING btree (workspace_id);

CREATE INDEX talent_resume_text_document_id_idx ON public.talent_resume_text USING btree (document_id);

CREATE INDEX talent_resume_text_resume_id_idx ON public.talent_resume_text USING btree (resume_id);

CREATE UNIQUE INDEX deep_research_synonym_workspace_term_idx ON public.deep_research_synonym USING btree (workspace_id, lower(term));

CREATE INDEX deep_research_synonym_created_by_idx ON public.deep_research_synonym USING btree (created_by);

CREATE INDEX deep_research_synonym_updated_by_idx ON public.deep_research_synonym USING btree (updated_by);

CREATE INDEX deep_research_log_workspace_created_at_idx ON public.deep_research_log USING btree (workspace_id, created_at DESC);

CREATE INDEX deep_research_log_team_member_id_idx ON public.deep_research_log USING btree (team_member_id);

-- The talents the deep research never shows (anonymised, not to be delegated again): a few
-- thousand rows, so that the candidates of a broad query (tens of thousands of resumes) are
-- checked against them instead of looking each talent up.
CREATE INDEX talent_unsearchable_idx ON public.talent USING btree (workspace_id) INCLUDE (id) WHERE ((qualification_status = 'anonymized'::public.talent_qualification_status) OR (blacklisted_at IS NOT NULL));

-- The close spellings of a searched word (deep_research_spelling).
CREATE INDEX resume_word_trgm_idx ON public.resume_word USING gin (word extensions.gin_trgm_ops);

-- ## Triggers

CREATE TRIGGER talent_resume_text_words_insert AFTER INSERT ON public.talent_resume_text REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.add_resume_words();

CREATE TRIGGER talent_resume_text_words_update AFTER UPDATE ON public.talent_resume_text REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.add_resume_words();

CREATE TRIGGER deep_research_synonym_audit BEFORE INSERT OR UPDATE ON public.deep_research_synonym FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER deep_research_synonym_normalize BEFORE INSERT OR UPDATE OF term, synonyms ON public.deep_research_synonym FOR EACH ROW EXECUTE FUNCTION private.normalize_deep_research_synonym();

CREATE TRIGGER workspace_deep_research_synonyms AFTER INSERT ON public.workspace FOR EACH ROW EXECUTE FUNCTION private.workspace_deep_research_synonyms();

-- ## RLS and policies

ALTER TABLE public.talent_resume_text ENABLE ROW LEVEL SECURITY;

-- The talent table's read rule (policy "talent: matrix roles can select workspace rows").
CREATE POLICY "talent_resume_text: matrix roles can select workspace rows" ON public.talent_resume_text FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent'::text, 'select'::public.permission_action) AS can)));

ALTER TABLE public.deep_research_synonym ENABLE ROW LEVEL SECURITY;

CREATE POLICY "deep_research_synonym: matrix roles can delete workspace rows" ON public.deep_research_synonym FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('deep_research_synonym'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "deep_research_synonym: matrix roles can insert workspace rows" ON public.deep_research_synonym FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('deep_research_synonym'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "deep_research_synonym: matrix roles can select workspace rows" ON public.deep_research_synonym FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('deep_research_synonym'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "deep_research_synonym: matrix roles can update workspace rows" ON public.deep_research_synonym FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('deep_research_synonym'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('deep_research_synonym'::text, 'update'::public.permission_action) AS can)));

ALTER TABLE public.deep_research_log ENABLE ROW LEVEL SECURITY;

CREATE POLICY "deep_research_log: developers and country managers can select workspace rows" ON public.deep_research_log FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND (( SELECT private.has_role('team_member_developer'::public.app_role) AS has_role) OR (( SELECT private.current_management_level() AS current_management_level) >= 3))));

ALTER TABLE public.resume_word ENABLE ROW LEVEL SECURITY;

CREATE POLICY "resume_word: matrix roles can select workspace rows" ON public.resume_word FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent'::text, 'select'::public.permission_action) AS can)));

-- ## Functions

-- Adds the words of the resumes just written to their workspace's vocabulary (public.resume_word), once
-- per statement: the large seed writes tens of thousands of resumes in one insert.
CREATE FUNCTION private.add_resume_words() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.resume_word (workspace_id, word)
  select distinct n.workspace_id, w.word
  from new_rows n
  cross join lateral regexp_split_to_table(lower(extensions.unaccent('extensions.unaccent'::regdictionary, n.content)), '[^a-z0-9]+') as w(word)
  where char_length(w.word) between 4 and 40
  on conflict do nothing;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.add_resume_words() FROM PUBLIC;
GRANT ALL ON FUNCTION private.add_resume_words() TO authenticated;
GRANT ALL ON FUNCTION private.add_resume_words() TO service_role;

-- The words of the workspaces' resumes close to the searched words that none contains (one word
-- of 4 characters or more each, accents folded): at most 3 each, the closest first. The GIN trigram
-- index finds the candidates (similarity_threshold, 0.3 by default), then 0.5 keeps the close ones.
CREATE FUNCTION private.deep_research_spelling(p_workspaces uuid[], p_words text[]) RETURNS text[]
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(c.word order by q.n, c.rank), '{}')
  from (select lower(extensions.unaccent('extensions.unaccent'::regdictionary, btrim(w))) as word, n
        from unnest(p_words) with ordinality as u(w, n)) q
  cross join lateral (
    select r.word, row_number() over (order by extensions.similarity(r.word, q.word) desc, r.word) as rank
    from (select distinct rw.word from public.resume_word rw
          where rw.workspace_id = any (p_workspaces) and rw.word operator(extensions.%) q.word) r
    where extensions.similarity(r.word, q.word) >= 0.5
    order by rank limit 3) c
  where q.word ~ '^[a-z0-9]{4,40}$'
    and not exists (select 1 from public.resume_word e where e.workspace_id = any (p_workspaces) and e.word = q.word)
$$;

REVOKE ALL ON FUNCTION private.deep_research_spelling(p_workspaces uuid[], p_words text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.deep_research_spelling(p_workspaces uuid[], p_words text[]) TO authenticated;
GRANT ALL ON FUNCTION private.deep_research_spelling(p_workspaces uuid[], p_words text[]) TO service_role;

-- Trims the term and its synonyms, drops empty and repeated synonyms and the term itself
-- (compared without accents nor case: « Étanchéité » repeats « étanchéité »; lower() alone
-- leaves accented capitals as they are under the C collation).
CREATE FUNCTION private.normalize_deep_research_synonym() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.term := btrim(regexp_replace(new.term, '\s+', ' ', 'g'));
  new.synonyms := coalesce((
    select array_agg(s.value order by s.n)
    from (select distinct on (v.folded) v.value, v.n
          from unnest(new.synonyms) with ordinality x(raw, n)
          cross join lateral (select btrim(regexp_replace(x.raw, '\s+', ' ', 'g')) as value, x.n,
                                     private.normalize_search(x.raw) as folded) v
          where v.folded is not null and v.folded is distinct from private.normalize_search(new.term)
          order by v.folded, v.n) s
  ), '{}');
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.normalize_deep_research_synonym() FROM PUBLIC;
GRANT ALL ON FUNCTION private.normalize_deep_research_synonym() TO authenticated;
GRANT ALL ON FUNCTION private.normalize_deep_research_synonym() TO service_role;

-- The default synonyms of the trade for a workspace (terms it already has are kept as they are).
CREATE FUNCTION private.add_default_deep_research_synonyms(p_workspace_id uuid) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_count integer;
begin
  insert into public.deep_research_synonym (workspace_id, term, synonyms)
  select p_workspace_id, d.term, d.synonyms
  from (values
    ('coffreur', array['bancheur', 'coffreur bancheur', 'coffreur boiseur']),
    ('bancheur', array['coffreur', 'coffreur bancheur', 'banche']),
    ('maçon', array['maçonnerie', 'maçon VRD', 'maçon coffreur']),
    ('ferrailleur', array['ferraillage', 'armatures']),
    ('CACES R482', array['engins de chantier', 'conducteur d''engins', 'CACES engins']),
    ('CACES R489', array['chariot élévateur', 'cariste']),
    ('CACES R487', array['grue à tour', 'grutier']),
    ('nucléaire', array['centrale nucléaire', 'CNPE', 'EDF', 'zone contrôlée']),
    ('EDF', array['Électricité de France', 'CNPE']),
    ('CNPE', array['centrale nucléaire', 'centre nucléaire de production d''électricité', 'EDF']),
    ('électricien', array['électricité', 'habilitation électrique', 'électricien du bâtiment']),
    ('plombier', array['plomberie', 'chauffagiste']),
    ('soudeur', array['soudure', 'soudeur TIG', 'tuyauteur']),
    ('carreleur', array['carrelage', 'faïence']),
    ('peintre', array['peinture', 'peintre en bâtiment']),
    ('plaquiste', array['plâtrier', 'plaque de plâtre', 'cloisons sèches']),
    ('échafaudeur', array['échafaudage', 'monteur d''échafaudage']),
    ('chef de chantier', array['chef d''équipe', 'conducteur de travaux']),
    ('manœuvre', array['aide maçon', 'ouvrier polyvalent']),
    ('gros œuvre', array['béton armé', 'génie civil']),
    ('VRD', array['voirie et réseaux divers', 'canalisateur', 'terrassement'])
  ) d(term, synonyms)
  on conflict do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

REVOKE ALL ON FUNCTION private.add_default_deep_research_synonyms(p_workspace_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.add_default_deep_research_synonyms(p_workspace_id uuid) TO service_role;

-- A new workspace starts with the default synonyms.
CREATE FUNCTION private.workspace_deep_research_synonyms() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.add_default_deep_research_synonyms(new.id);
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.workspace_deep_research_synonyms() FROM PUBLIC;
GRANT ALL ON FUNCTION private.workspace_deep_research_synonyms() TO service_role;

-- A group of the query: any of its variants, each read as a phrase (« centrale nucléaire » is
-- the two words side by side), accents, case and plurals folded; null when no variant has a
-- searchable word (only stop words such as « de »).
CREATE FUNCTION private.deep_research_group_query(p_variants text[]) RETURNS tsquery
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_query tsquery;
  v_part tsquery;
  v_variant text;
begin
  foreach v_variant in array coalesce(p_variants, '{}') loop
    v_part := pg_catalog.phraseto_tsquery('public.french_unaccent', coalesce(v_variant, ''));
    if pg_catalog.numnode(v_part) > 0 then
      v_query := case when v_query is null then v_part else v_query || v_part end;
    end if;
  end loop;
  return v_query;
end
$$;

REVOKE ALL ON FUNCTION private.deep_research_group_query(p_variants text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.deep_research_group_query(p_variants text[]) TO authenticated;
GRANT ALL ON FUNCTION private.deep_research_group_query(p_variants text[]) TO service_role;

-- Up to three excerpts of a resume around the words found, each found word between ⟦ and ⟧.
CREATE FUNCTION private.deep_research_passages(p_content text, p_query tsquery) RETURNS text[]
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(btrim(f.fragment) order by f.n) filter (where btrim(f.fragment) <> ''), '{}')
  from unnest(string_to_array(pg_catalog.ts_headline('public.french_unaccent', p_content, p_query,
         'StartSel=⟦, StopSel=⟧, MaxFragments=3, MaxWords=24, MinWords=8, FragmentDelimiter=⁂'), '⁂'))
       with ordinality f(fragment, n)
$$;

REVOKE ALL ON FUNCTION private.deep_research_passages(p_content text, p_query tsquery) FROM PUBLIC;
GRANT ALL ON FUNCTION private.deep_research_passages(p_content text, p_query tsquery) TO authenticated;
GRANT ALL ON FUNCTION private.deep_research_passages(p_content text, p_query tsquery) TO service_role;

-- A date as the screens say it: « 02/12 » this year, « 02/12/2027 » another.
CREATE FUNCTION private.deep_research_day(p_date date) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case when extract(year from p_date) = extract(year from private.paris_today()) then to_char(p_date, 'DD/MM')
              else to_char(p_date, 'DD/MM/YYYY') end
$$;

REVOKE ALL ON FUNCTION private.deep_research_day(p_date date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.deep_research_day(p_date date) TO authenticated;
GRANT ALL ON FUNCTION private.deep_research_day(p_date date) TO service_role;

-- The structured criteria asked, each met or missed with its French detail, for one talent of a
-- results page: [{"key", "met", "detail"}] in the order job, documents, radius, availability,
-- contract types. Security invoker: called by public.deep_research_search, as its owner.
CREATE FUNCTION private.deep_research_criteria(p_talent_id uuid, p_distance_km double precision, p_job_ids uuid[], p_document_types public.document_type[], p_radius_km double precision, p_available_by date, p_contract_types public.talent_contract_type[]) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_talent public.talent;
  v_out jsonb := '[]';
  v_names text;
  v_missing text;
  v_met boolean;
  v_radius text;
begin
  select * into v_talent from public.talent t where t.id = p_talent_id;
  if cardinality(p_job_ids) > 0 then
    select string_agg(j.name, ', ' order by j.position, j.name) into v_names
    from public.talent_job tj join public.job j on j.id = tj.job_id
    where tj.talent_id = p_talent_id and tj.job_id = any (p_job_ids);
    if v_names is null then
      select string_agg(j.name, ', ' order by j.position, j.name) into v_missing from public.job j where j.id = any (p_job_ids);
    end if;
    v_out := v_out || jsonb_build_object('key', 'job', 'met', v_names is not null,
      'detail', case when v_names is not null then 'Métier : ' || v_names else 'Métier : ' || coalesce(v_missing, '?') || ' (absent du profil)' end);
  end if;
  if cardinality(p_document_types) > 0 then
    select string_agg(coalesce(l.label, w.type::text), ', ' order by w.n) filter (where not w.held),
           string_agg(coalesce(l.label, w.type::text), ', ' order by w.n) filter (where w.held)
      into v_missing, v_names
    from (select x.type, x.n, exists (select 1 from public.document d where d.talent_id = p_talent_id and d.type = x.type
                                        and d.status in ('valid', 'expiring_soon')
                                        and (d.expiry_date is null or d.expiry_date >= coalesce(p_available_by, private.paris_today()))) as held
          from unnest(p_document_types) with ordinality x(type, n)) w
    left join public.enum_label l on l.enum_name = 'document_type' and l.value = w.type::text;
    v_out := v_out || jsonb_build_object('key', 'documents', 'met', v_missing is null,
      'detail', case when v_missing is null then 'Documents valides : ' || v_names else 'Documents manquants : ' || v_missing end);
  end if;
  if p_radius_km is not null then
    v_radius := replace(rtrim(rtrim(to_char(p_radius_km, 'FM999990.0'), '0'), '.'), '.', ',');
    v_out := v_out || jsonb_build_object('key', 'radius', 'met', coalesce(p_distance_km <= p_radius_km, false),
      'detail', case when p_distance_km is null then 'Adresse inconnue (rayon ' || v_radius || ' km)'
                     else round(p_distance_km)::integer || ' km (rayon ' || v_radius || ' km)' end);
  end if;
  if p_available_by is not null then
    v_met := v_talent.availability_status <> 'unavailable'
             and (v_talent.available_from <= p_available_by
                  or (v_talent.available_from is null and v_talent.availability_status = 'available'));
    v_out := v_out || jsonb_build_object('key', 'availability', 'met', coalesce(v_met, false),
      'detail', case
        when v_talent.availability_status = 'unavailable' then 'Indisponible'
        when v_talent.available_from is null and v_talent.availability_status = 'available' then 'Disponible dès maintenant'
        when v_talent.available_from is null then 'En mission, date de fin inconnue'
        when v_talent.available_from <= private.paris_today() then 'Disponible dès maintenant'
        when v_met then 'Disponible le ' || private.deep_research_day(v_talent.available_from)
        else 'Disponible le ' || private.deep_research_day(v_talent.available_from)
             || ' (souhaité le ' || private.deep_research_day(p_available_by) || ')' end);
  end if;
  if cardinality(p_contract_types) > 0 then
    select string_agg(coalesce(l.label, c.type::text), ', ' order by c.type) filter (where c.type = any (p_contract_types)),
           string_agg(coalesce(l.label, c.type::text), ', ' order by c.type)
      into v_names, v_missing
    from unnest(v_talent.contract_types) c(type)
    left join public.enum_label l on l.enum_name = 'talent_contract_type' and l.value = c.type::text;
    v_out := v_out || jsonb_build_object('key', 'contract_types', 'met', v_names is not null,
      'detail', case when v_names is not null then 'Contrats : ' || v_names
                     else 'Contrats acceptés : ' || coalesce(v_missing, 'non renseignés') end);
  end if;
  return v_out;
end
$$;

REVOKE ALL ON FUNCTION private.deep_research_criteria(p_talent_id uuid, p_distance_km double precision, p_job_ids uuid[], p_document_types public.document_type[], p_radius_km double precision, p_available_by date, p_contract_types public.talent_contract_type[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.deep_research_criteria(p_talent_id uuid, p_distance_km double precision, p_job_ids uuid[], p_document_types public.document_type[], p_radius_km double precision, p_available_by date, p_contract_types public.talent_contract_type[]) TO service_role;

-- Deep research (docs/rules/talents-documents.md#deep-research): talents whose resumes say the
-- terms, each result explained. p_terms = [{"term", "variants": [...]}]: a group is met when any
-- of its variants is found (a phrase, accents and plurals folded). With terms, the resumes that
-- meet at least one group are the candidates (GIN index), ranked by the number of groups met,
-- then ts_rank (how often the words occur: ts_rank_cd, the cover density, cost 13 times as much,
-- 380 ms for the 10 000 resumes of a broad query on the large seed), then the structured criteria
-- met, then the distance; the criteria do not exclude, they are reported met or missed. Without
-- terms, the criteria filter as in the super search. Passages (ts_headline, costly) and criteria details are computed for the page only.
-- The query and the page's talents are logged (public.deep_research_log).
CREATE FUNCTION public.deep_research_search(p_terms jsonb DEFAULT '[]'::jsonb, p_job_ids uuid[] DEFAULT NULL::uuid[], p_document_types public.document_type[] DEFAULT NULL::public.document_type[], p_latitude double precision DEFAULT NULL::double precision, p_longitude double precision DEFAULT NULL::double precision, p_radius_km double precision DEFAULT NULL::double precision, p_available_by date DEFAULT NULL::date, p_contract_types text[] DEFAULT NULL::text[], p_limit integer DEFAULT 25, p_offset integer DEFAULT 0) RETURNS TABLE(talent_id uuid, first_name text, last_name text, city text, postal_code text, main_job_name text, availability_status public.talent_availability_status, available_from date, distance_km double precision, score real, terms_met text[], terms_missed text[], criteria jsonb, passages text[], total_count bigint)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    SET random_page_cost TO '1.1'
    SET max_parallel_workers_per_gather TO '0'
    SET jit TO 'off'
    AS $_$
#variable_conflict use_column
declare
  v_workspaces uuid[] := private.current_workspace_ids();
  v_workspace uuid := private.current_workspace_id();
  v_group jsonb;
  v_term text;
  v_variants text[];
  v_terms text[] := '{}';
  v_queries tsquery[] := '{}';
  v_query tsquery;
  v_any tsquery;
  v_jobs uuid[] := case when cardinality(p_job_ids) > 0 then p_job_ids end;
  v_documents public.document_type[] := case when cardinality(p_document_types) > 0 then p_document_types end;
  v_contracts public.talent_contract_type[];
  v_point boolean := p_latitude is not null and p_longitude is not null;
  v_radius double precision := case when p_latitude is not null and p_longitude is not null then p_radius_km end;
  v_dlat double precision := p_radius_km / 111.195;
  v_dlng double precision := p_radius_km / (111.195 * greatest(cos(radians(coalesce(p_latitude, 0))), 0.01));
  v_valid_on date := coalesce(p_available_by, private.paris_today());
  v_limit integer := least(greatest(coalesce(p_limit, 25), 1), 100);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_distance text := 'private.distance_km($5, $6, a.latitude::double precision, a.longitude::double precision)';
  v_conditions text[] := '{}';
  v_met text := '0';
  v_groups text := '0';
  v_asked integer := 0;
  v_order text;
  v_sql text;
  v_ids uuid[];
  v_scores real[];
  v_total bigint := 0;
begin
  -- the talent table's read rule (policy "talent: matrix roles can select workspace rows")
  if not private.can('talent', 'select') or cardinality(v_workspaces) = 0 then
    return;
  end if;
  -- the document criterion reads documents: only with their read right (sensitive types apart)
  if v_documents is not null and (not private.can('document', 'select')
      or (not private.can('document_sensitive', 'select') and exists (select 1 from unnest(v_documents) d where private.is_sensitive_document_type(d)))) then
    return;
  end if;
  if p_terms is not null and jsonb_typeof(p_terms) <> 'array' then
    raise exception using message = 'Les termes de la recherche doivent être une liste.', errcode = '22023';
  end if;
  -- the groups: the term and its variants (20 groups and 30 variants each at most)
  for v_group in select e.value from jsonb_array_elements(coalesce(p_terms, '[]')) with ordinality e(value, n)
                 where jsonb_typeof(e.value) = 'object' order by e.n limit 20 loop
    v_term := nullif(btrim(v_group->>'term'), '');
    continue when v_term is null;
    v_variants := array_prepend(v_term, array(
      select v.value from jsonb_array_elements_text(case when jsonb_typeof(v_group->'variants') = 'array' then v_group->'variants' else '[]' end)
                          with ordinality v(value, n) order by v.n limit 30));
    -- the user's own word misspelt: also the close words the resumes contain (the dictionary's variants are trusted)
    v_variants := v_variants || private.deep_research_spelling(v_workspaces, array[v_term]);
    v_query := private.deep_research_group_query(v_variants);
    v_terms := v_terms || v_term;
    v_queries := v_queries || v_query;
    if v_query is not null then
      v_any := case when v_any is null then v_query else v_any || v_query end;
    end if;
    v_groups := v_groups || ' + coalesce(r.search_vector @@ ($2)[' || cardinality(v_terms) || '], false)::integer';
  end loop;
  select array_agg(e order by e) into v_contracts
  from unnest(enum_range(null::public.talent_contract_type)) e where e::text = any (p_contract_types);
  -- the structured criteria asked: each a condition (a filter without terms, a score with them)
  if v_jobs is not null then
    v_conditions := array_append(v_conditions, 'exists (select 1 from public.talent_job tj where tj.talent_id = t.id and tj.job_id = any ($3))');
  end if;
  if v_documents is not null then
    v_conditions := array_append(v_conditions, 'not exists (select 1 from unnest($4) wanted(type) where not exists ('
      || 'select 1 from public.document d where d.talent_id = t.id and d.type = wanted.type'
      || ' and d.status in (''valid'', ''expiring_soon'') and (d.expiry_date is null or d.expiry_date >= $9)))');
  end if;
  if v_radius is not null then
    v_conditions := array_append(v_conditions, 'coalesce(' || v_distance || ' <= $7, false)');
  end if;
  if p_available_by is not null then
    v_conditions := array_append(v_conditions, '(t.availability_status <> ''unavailable'' and (t.available_from <= $8'
      || ' or (t.available_from is null and t.availability_status = ''available'')))');
  end if;
  if v_contracts is not null then
    v_conditions := array_append(v_conditions, 't.contract_types && $10');
  end if;
  v_asked := cardinality(v_conditions);
  if v_asked > 0 then
    v_met := '(' || (select string_agg('coalesce(' || c || ', false)::integer', ' + ') from unnest(v_conditions) c) || ')';
  end if;

  if cardinality(v_terms) > 0 then
    -- Candidates: the resumes meeting a group (GIN index, one pass), each with the number of its
    -- groups met, but the anonymised and blacklisted talents (their count is the total). ts_rank only for
    -- those that can reach the page (as many groups met as its last row), then the criteria and
    -- the distance only for those that can still reach it (as many groups and as high a rank).
    if v_any is not null then
      v_order := 'gm desc, rk desc, cm desc, dist asc nulls last, last_name, first_name, id';
      -- (the query through unnest: its estimate is then a few hundred rows, and the GIN index is
      -- used; from the constant the planner may guess half the table and read it all)
      v_sql := 'with c as (select r.talent_id as id, (' || v_groups || ') as gm from unnest(array[$1]) v(q)'
        || ' cross join lateral (select r.talent_id, r.search_vector from public.talent_resume_text r'
        || ' where r.search_vector @@ v.q and r.workspace_id = any ($11)) r),'
        || ' f as materialized (select c.id, c.gm from c where not exists (select 1 from public.talent t'
        || ' where t.id = c.id and (t.qualification_status = ''anonymized'' or t.blacklisted_at is not null)'
        || ' and t.workspace_id = any ($11))),'
        || ' cut as (select coalesce(min(x.gm), 0) as gm from (select f.gm from f order by f.gm desc limit $14 + $15) x),'
        || ' tier as materialized (select f.id, f.gm, pg_catalog.ts_rank(r.search_vector, $1) as rk from f'
        || ' join public.talent_resume_text r on r.talent_id = f.id where f.gm >= (select cut.gm from cut)),'
        || ' edge as (select x.gm, x.rk from tier x order by x.gm desc, x.rk desc offset $14 + $15 - 1 limit 1),'
        || ' ranked as (select t.id, x.gm, x.rk, t.last_name, t.first_name, ' || v_met || ' as cm, '
        || case when v_point then v_distance else 'null::double precision' end || ' as dist'
        || ' from tier x join public.talent t on t.id = x.id'
        || case when v_point then ' left join public.address a on a.id = t.address_id' else '' end
        || ' where not exists (select 1 from edge) or (x.gm, x.rk) >= (select edge.gm, edge.rk from edge))'
        || ' select array_agg(s.id order by ' || regexp_replace(v_order, '(^|, )', '\1s.', 'g') || '),'
        || ' array_agg(((s.gm + s.cm)::real / ' || (cardinality(v_terms) + v_asked) || ') order by '
        || regexp_replace(v_order, '(^|, )', '\1s.', 'g') || '), (select count(*) from f)'
        || ' from (select * from ranked order by ' || v_order || ' limit $14 offset $15) s';
      execute v_sql into v_ids, v_scores, v_total
        using v_any, v_queries, v_jobs, v_documents, p_latitude, p_longitude, v_radius, p_available_by, v_valid_on,
              v_contracts, v_workspaces, v_dlat, v_dlng, v_limit, v_offset;
    end if;
  elsif v_asked > 0 then
    -- No terms: the criteria filter, nearest first when there is a point, then by name.
    v_sql := ' from public.talent t'
      || case when v_radius is not null then ' join public.address a on a.id = t.address_id'
                || ' and a.latitude between ($5 - $12)::numeric and ($5 + $12)::numeric'
                || ' and a.longitude between ($6 - $13)::numeric and ($6 + $13)::numeric'
              when v_point then ' left join public.address a on a.id = t.address_id' else '' end
      || ' where t.workspace_id = any ($11) and t.qualification_status <> ''anonymized'' and t.blacklisted_at is null and '
      || array_to_string(v_conditions, ' and ');
    execute 'select count(*)' || v_sql into v_total
      using v_any, v_queries, v_jobs, v_documents, p_latitude, p_longitude, v_radius, p_available_by, v_valid_on,
            v_contracts, v_workspaces, v_dlat, v_dlng, v_limit, v_offset;
    if v_total > 0 then
      v_order := case when v_point then 'dist asc nulls last, ' else '' end || 'last_name, first_name, id';
      execute 'select array_agg(s.id order by ' || regexp_replace(v_order, '(^|, )', '\1s.', 'g') || '), array_agg(1::real)'
        || ' from (select t.id, t.last_name, t.first_name, '
        || case when v_point then v_distance else 'null::double precision' end || ' as dist'
        || v_sql || ' order by ' || v_order || ' limit $14 offset $15) s'
        into v_ids, v_scores
        using v_any, v_queries, v_jobs, v_documents, p_latitude, p_longitude, v_radius, p_available_by, v_valid_on,
              v_contracts, v_workspaces, v_dlat, v_dlng, v_limit, v_offset;
    end if;
  end if;

  -- the log (AI Act, Annex III): the query as asked and the talents shown
  if v_workspace is not null then
    insert into public.deep_research_log (workspace_id, team_member_id, auth_user_id, terms, criteria, result_talent_ids, total_count)
    values (v_workspace, private.current_team_member_id(), auth.uid(), coalesce(p_terms, '[]'),
            jsonb_strip_nulls(jsonb_build_object('job_ids', v_jobs, 'document_types', v_documents,
              'latitude', p_latitude, 'longitude', p_longitude, 'radius_km', p_radius_km, 'available_by', p_available_by,
              'contract_types', v_contracts, 'limit', v_limit, 'offset', v_offset)),
            coalesce(v_ids, '{}'), coalesce(v_total, 0));
  end if;
  if v_ids is null then
    return;
  end if;

  -- the page, completed: address, main job, terms met and missed, criteria, passages
  return query
  select t.id, t.first_name, t.last_name, a.city, a.postal_code,
         (select j.name from public.talent_job tj join public.job j on j.id = tj.job_id
          where tj.talent_id = t.id order by tj.is_main desc, j.position limit 1),
         t.availability_status, t.available_from,
         round(d.km::numeric, 2)::double precision,
         v_scores[p.n::integer],
         array(select g.term from unnest(v_terms, v_queries) with ordinality g(term, query, n)
               where coalesce(r.search_vector @@ g.query, false) order by g.n),
         array(select g.term from unnest(v_terms, v_queries) with ordinality g(term, query, n)
               where not coalesce(r.search_vector @@ g.query, false) order by g.n),
         private.deep_research_criteria(t.id, d.km, v_jobs, v_documents, v_radius, p_available_by, v_contracts),
         case when v_any is not null and r.search_vector @@ v_any then private.deep_research_passages(r.content, v_any)
              else '{}'::text[] end,
         v_total
  from unnest(v_ids) with ordinality p(id, n)
  join public.talent t on t.id = p.id
  left join public.address a on a.id = t.address_id
  left join public.talent_resume_text r on r.talent_id = t.id
  cross join lateral (select private.distance_km(p_latitude, p_longitude, a.latitude::double precision, a.longitude::double precision) as km) d
  order by p.n;
end
$_$;

REVOKE ALL ON FUNCTION public.deep_research_search(p_terms jsonb, p_job_ids uuid[], p_document_types public.document_type[], p_latitude double precision, p_longitude double precision, p_radius_km double precision, p_available_by date, p_contract_types text[], p_limit integer, p_offset integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.deep_research_search(p_terms jsonb, p_job_ids uuid[], p_document_types public.document_type[], p_latitude double precision, p_longitude double precision, p_radius_km double precision, p_available_by date, p_contract_types text[], p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.deep_research_search(p_terms jsonb, p_job_ids uuid[], p_document_types public.document_type[], p_latitude double precision, p_longitude double precision, p_radius_km double precision, p_available_by date, p_contract_types text[], p_limit integer, p_offset integer) TO authenticated;
GRANT ALL ON FUNCTION public.deep_research_search(p_terms jsonb, p_job_ids uuid[], p_document_types public.document_type[], p_latitude double precision, p_longitude double precision, p_radius_km double precision, p_available_by date, p_contract_types text[], p_limit integer, p_offset integer) TO service_role;
