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

-- The text of a talent's most recent CV (document type `cv`), one row per talent, written by the
-- resume pipeline (public.record_resume_text, security definer): no direct write for users.
CREATE TABLE public.talent_resume_text (
    talent_id uuid NOT NULL,
    workspace_id uuid NOT NULL,
    document_id uuid,
    content text NOT NULL,
    page_count integer,
    extracted_at timestamp with time zone DEFAULT now() NOT NULL,
    search_vector tsvector GENERATED ALWAYS AS (to_tsvector('public.french_unaccent'::regconfig, content)) STORED,
    CONSTRAINT talent_resume_text_page_count_check CHECK ((page_count >= 0)),
    CONSTRAINT talent_resume_text_pkey PRIMARY KEY (talent_id)
);

ALTER TABLE ONLY public.talent_resume_text
    ADD CONSTRAINT talent_resume_text_document_id_fkey FOREIGN KEY (document_id) REFERENCES public.document(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.talent_resume_text
    ADD CONSTRAINT talent_resume_text_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.talent_resume_text
    ADD CONSTRAINT talent_resume_text_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.talent_resume_text FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.talent_resume_text TO authenticated;
GRANT ALL ON TABLE public.talent_resume_text TO service_role;

-- ## Indexes

CREATE INDEX talent_resume_text_search_vector_idx ON public.talent_resume_text USING gin (search_vector);

CREATE INDEX talent_resume_text_workspace_id_idx ON public.talent_resume_text USING btree (workspace_id);

CREATE INDEX talent_resume_text_document_id_idx ON public.talent_resume_text USING btree (document_id);

-- ## RLS and policies

ALTER TABLE public.talent_resume_text ENABLE ROW LEVEL SECURITY;

-- The talent table's read rule (policy "talent: matrix roles can select workspace rows").
CREATE POLICY "talent_resume_text: matrix roles can select workspace rows" ON public.talent_resume_text FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent'::text, 'select'::public.permission_action) AS can)));
