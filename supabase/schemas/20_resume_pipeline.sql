-- Resume pipeline (issue 34 item 1; docs/rules/talents-documents.md#resume-pipeline): a talent's
-- most recent CV — the newest of their `cv` documents with a file (« Documents » tab, bucket
-- `documents`) and their original, not anonymised, files of the « CV » tab (public.resume, bucket
-- `resumes`) — is read by the resume-index Edge Function, which
-- records its text in public.talent_resume_text (19_deep_research.sql) or the reason it could not
-- be read in talent.resume_parsing_error; talent.resume_parsing_status follows:
--   not_started (no CV) → pending (a CV was added or replaced, or « Relancer » / « Réindexer »)
--   → done (text recorded) | failed (scan, unreadable file: the reason is shown).
-- The vector part (public.talent_resume_embedding, pgvector) is not declared here: it exists only
-- where the extension does (hosted Supabase), created by a hand-written block of the migration
-- 20261125_resume_pipeline; Debian's PostgreSQL and PGlite run the deep research lexically.
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

-- ## Indexes

-- The scheduled batch and « Relancer les échecs » read the talents waiting or failed, oldest first.
CREATE INDEX talent_resume_parsing_queue_idx ON public.talent USING btree (resume_parsing_status, updated_at) WHERE (resume_parsing_status = ANY (ARRAY['pending'::public.ai_processing_status, 'failed'::public.ai_processing_status]));

-- ## Triggers

CREATE TRIGGER document_resume_pipeline AFTER INSERT OR DELETE OR UPDATE OF type, file, talent_id ON public.document FOR EACH ROW EXECUTE FUNCTION private.document_resume_changed();

CREATE TRIGGER resume_resume_pipeline AFTER INSERT OR DELETE OR UPDATE OF file, talent_id, is_anonymized ON public.resume FOR EACH ROW EXECUTE FUNCTION private.resume_file_changed();

-- ## Functions

-- Who may have a talent's CV read and its result recorded: the system (service role, cron), or a
-- member of the talent's workspace who may update talents or add documents or CVs (whoever uploads
-- a CV has it read: accounting adds documents without editing the talent).
CREATE FUNCTION private.may_index_resume(p_workspace_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.is_system()
      or (p_workspace_id = any (private.current_workspace_ids())
          and (private.can('talent', 'update') or private.can('document', 'insert')
               or private.can('resume', 'insert')))
$$;

REVOKE ALL ON FUNCTION private.may_index_resume(p_workspace_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.may_index_resume(p_workspace_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.may_index_resume(p_workspace_id uuid) TO service_role;

-- A talent's CVs the pipeline may read, from both places a CV is uploaded: `cv` documents with a
-- file (« Documents » tab) and the original files of the « CV » tab (public.resume; not the
-- anonymised copies, which say less and are made from the original). uuids do not collide: one id
-- names either. The newest of them (created_at, then id) is the talent's CV.
CREATE FUNCTION private.talent_cv_sources(p_talent_id uuid) RETURNS TABLE(id uuid, created_at timestamp with time zone)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select d.id, d.created_at from public.document d
   where d.talent_id = p_talent_id and d.type = 'cv' and d.file is not null
  union all
  select r.id, r.created_at from public.resume r
   where r.talent_id = p_talent_id and not r.is_anonymized
$$;

REVOKE ALL ON FUNCTION private.talent_cv_sources(p_talent_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.talent_cv_sources(p_talent_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.talent_cv_sources(p_talent_id uuid) TO service_role;

-- The CV a result is recorded for, a `cv` document or a « CV » tab file (public.resume): it must
-- exist in a workspace the caller may index, be a talent's CV (not an anonymised copy), and be
-- their most recent one (a late result for a replaced CV is refused: the talent's text is always
-- their newest CV's). Errors are French, the same for a missing CV and one of another workspace
-- (nothing is revealed).
CREATE FUNCTION private.resume_source(p_source_id uuid) RETURNS TABLE(source_id uuid, is_resume boolean, talent_id uuid, workspace_id uuid)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v record;
begin
  select d.id, false as is_resume, d.talent_id, d.workspace_id, d.created_at,
         d.type = 'cv' and d.talent_id is not null as is_cv
    into v from public.document d where d.id = p_source_id;
  if v.id is null then
    select r.id, true as is_resume, r.talent_id, r.workspace_id, r.created_at, not r.is_anonymized as is_cv
      into v from public.resume r where r.id = p_source_id;
  end if;
  if v.id is null or not private.may_index_resume(v.workspace_id) then
    perform private.fail('Document introuvable, ou vos droits ne permettent pas de faire lire ce CV', 'resume_index_allowed', '42501');
  end if;
  if not v.is_cv and v.is_resume then
    perform private.fail('Ce CV est anonymisé : seul le CV d''origine du talent est lu', 'resume_index_cv');
  elsif not v.is_cv then
    perform private.fail('Ce document n''est pas le CV d''un talent : seuls les CV sont lus', 'resume_index_cv');
  end if;
  if exists (select 1 from private.talent_cv_sources(v.talent_id) c
             where c.id <> v.id and (c.created_at, c.id) > (v.created_at, v.id)) then
    perform private.fail('Un CV plus récent a été déposé pour ce talent : c''est lui qui est lu', 'resume_index_newest');
  end if;
  return query select v.id, v.is_resume, v.talent_id, v.workspace_id;
end
$$;

REVOKE ALL ON FUNCTION private.resume_source(p_source_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.resume_source(p_source_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.resume_source(p_source_id uuid) TO service_role;

-- The text read from a talent's CV (the resume-index function): kept as the talent's resume text,
-- status « Terminé »; a « CV » tab file keeps it in its own `content` too (the column is there for
-- it). p_document_id names the CV, a document or a « CV » tab file (private.resume_source). The text is that of a CV, 1 to 4 pages: capped at 100 000 characters, like
-- the function's extraction. The previous vector no longer matches the text: embedding_status
-- goes back to « Non lancé » until the function stores the new one (where a provider exists).
CREATE FUNCTION public.record_resume_text(p_document_id uuid, p_text text, p_page_count integer) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_src record;
begin
  select s.* into v_src from private.resume_source(p_document_id) s;
  if coalesce(btrim(p_text), '') = '' then
    perform private.fail('Le texte du CV est vide : enregistrez l''échec de sa lecture avec sa raison', 'resume_text_required');
  end if;
  if length(p_text) > 100000 then
    perform private.fail('Le texte du CV dépasse 100 000 caractères', 'resume_text_length');
  end if;
  if p_page_count is not null and p_page_count < 0 then
    perform private.fail('Le nombre de pages du CV est invalide', 'resume_text_page_count');
  end if;
  insert into public.talent_resume_text as r (talent_id, workspace_id, document_id, resume_id, content, page_count, extracted_at)
  values (v_src.talent_id, v_src.workspace_id, case when not v_src.is_resume then v_src.source_id end,
          case when v_src.is_resume then v_src.source_id end, p_text, p_page_count, now())
  on conflict (talent_id) do update
    set workspace_id = excluded.workspace_id, document_id = excluded.document_id, resume_id = excluded.resume_id,
        content = excluded.content, page_count = excluded.page_count, extracted_at = excluded.extracted_at;
  if v_src.is_resume then
    update public.resume r set content = p_text where r.id = v_src.source_id;
  end if;
  update public.talent t
     set resume_parsing_status = 'done', resume_parsing_error = null, embedding_status = 'not_started'
   where t.id = v_src.talent_id;
end
$$;

REVOKE ALL ON FUNCTION public.record_resume_text(p_document_id uuid, p_text text, p_page_count integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_resume_text(p_document_id uuid, p_text text, p_page_count integer) TO authenticated;
GRANT ALL ON FUNCTION public.record_resume_text(p_document_id uuid, p_text text, p_page_count integer) TO service_role;

-- A CV that could not be read (a scan, a protected or damaged PDF, a format the pipeline does not
-- read): status « Échec » with its reason, shown on the talent's documents tab. The text of an
-- older CV goes: talent_resume_text holds the newest CV's text or nothing.
CREATE FUNCTION public.record_resume_failure(p_document_id uuid, p_reason text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_src record;
begin
  select s.* into v_src from private.resume_source(p_document_id) s;
  if coalesce(btrim(p_reason), '') = '' or length(p_reason) > 500 then
    perform private.fail('La raison de l''échec de la lecture du CV est obligatoire (500 caractères au plus)', 'resume_failure_reason');
  end if;
  delete from public.talent_resume_text r where r.talent_id = v_src.talent_id;
  update public.talent t
     set resume_parsing_status = 'failed', resume_parsing_error = btrim(p_reason), embedding_status = 'not_started'
   where t.id = v_src.talent_id;
end
$$;

REVOKE ALL ON FUNCTION public.record_resume_failure(p_document_id uuid, p_reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_resume_failure(p_document_id uuid, p_reason text) TO authenticated;
GRANT ALL ON FUNCTION public.record_resume_failure(p_document_id uuid, p_reason text) TO service_role;

-- « Relancer » / « Réindexer » (and the scheduled batch): the talents go back to « En attente »
-- and their most recent CVs (a document or a « CV » tab file: document_id names either) are
-- returned, for the resume-index function to read. A talent
-- without a CV file goes back to « Non lancé » (nothing to read) and is not returned. With null:
-- every talent of the caller's workspaces whose reading failed (« Relancer les échecs »).
CREATE FUNCTION public.request_resume_index(p_talent_ids uuid[]) RETURNS TABLE(talent_id uuid, document_id uuid)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_targets uuid[];
begin
  if p_talent_ids is null then
    select coalesce(array_agg(t.id), '{}') into v_targets from public.talent t
     where t.resume_parsing_status = 'failed' and t.workspace_id = any (private.current_workspace_ids())
       and private.may_index_resume(t.workspace_id);
  else
    if exists (select 1 from public.talent t where t.id = any (p_talent_ids) and not private.may_index_resume(t.workspace_id)) then
      perform private.fail('Vos droits ne permettent pas de relancer la lecture du CV de ce talent', 'resume_index_allowed', '42501');
    end if;
    select coalesce(array_agg(t.id), '{}') into v_targets from public.talent t where t.id = any (p_talent_ids);
  end if;

  return query
  with newest as (
    select x.id as tid,
           (select c.id from private.talent_cv_sources(x.id) c order by c.created_at desc, c.id desc limit 1) as did
      from unnest(v_targets) as x(id)
  ), moved as (
    update public.talent t
       set resume_parsing_status = case when q.did is null then 'not_started'::public.ai_processing_status else 'pending' end,
           resume_parsing_error = null
      from newest q
     where t.id = q.tid
    returning t.id as tid, q.did
  )
  select m.tid, m.did from moved m where m.did is not null;
end
$$;

REVOKE ALL ON FUNCTION public.request_resume_index(p_talent_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.request_resume_index(p_talent_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.request_resume_index(p_talent_ids uuid[]) TO service_role;

-- The progress of the pipeline in the caller's workspaces: how many talents are at each status
-- (every status, zero included), the talents the caller reads (RLS).
CREATE FUNCTION public.resume_index_progress() RETURNS TABLE(resume_parsing_status public.ai_processing_status, talent_count bigint)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select s.status, count(t.id)
    from unnest(enum_range(null::public.ai_processing_status)) as s(status)
    left join public.talent t on t.resume_parsing_status = s.status
   group by s.status
   order by s.status
$$;

REVOKE ALL ON FUNCTION public.resume_index_progress() FROM PUBLIC;
GRANT ALL ON FUNCTION public.resume_index_progress() TO authenticated;
GRANT ALL ON FUNCTION public.resume_index_progress() TO service_role;

-- What the talent's documents tab shows of the reading of their CV (« Lecture du CV »): the
-- status, the failure's reason, and the size of the text kept (its length, not the text: a CV's
-- text is up to 100 000 characters). document_id is the CV the text came from, a document or a
-- « CV » tab file. Invoker: the talent and the text are read under RLS.
CREATE FUNCTION public.talent_resume_index_state(p_talent_id uuid) RETURNS TABLE(resume_parsing_status public.ai_processing_status, resume_parsing_error text, embedding_status public.ai_processing_status, document_id uuid, chars integer, page_count integer, extracted_at timestamp with time zone)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select t.resume_parsing_status, t.resume_parsing_error, t.embedding_status, coalesce(r.document_id, r.resume_id), length(r.content),
         r.page_count, r.extracted_at
    from public.talent t
    left join public.talent_resume_text r on r.talent_id = t.id
   where t.id = p_talent_id
$$;

REVOKE ALL ON FUNCTION public.talent_resume_index_state(p_talent_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.talent_resume_index_state(p_talent_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.talent_resume_index_state(p_talent_id uuid) TO service_role;

-- A CV that is no longer one of the talent's (deleted, replaced, moved, anonymised): when its text
-- was the one kept, that text goes (the file it came from is no longer the talent's) and the
-- talent waits for their other CV, or is back to « Non lancé » without one. The text's source is
-- already null when the row is deleted (the foreign key's « set null » ran first): a text without
-- a source goes too.
CREATE FUNCTION private.resume_source_removed(p_talent_id uuid, p_source_id uuid) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_removed integer := 0;
begin
  delete from public.talent_resume_text r
   where r.talent_id = p_talent_id and coalesce(r.document_id, r.resume_id, p_source_id) = p_source_id;
  get diagnostics v_removed = row_count;
  update public.talent t
     set resume_parsing_status = case when exists (select 1 from private.talent_cv_sources(t.id))
                                      then 'pending'::public.ai_processing_status else 'not_started' end,
         resume_parsing_error = null
   where t.id = p_talent_id
     and (v_removed > 0 or t.resume_parsing_status in ('pending', 'processing', 'failed'));
end
$$;

REVOKE ALL ON FUNCTION private.resume_source_removed(p_talent_id uuid, p_source_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.resume_source_removed(p_talent_id uuid, p_source_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.resume_source_removed(p_talent_id uuid, p_source_id uuid) TO service_role;

-- A CV document added, replaced or deleted: its talent's reading follows. A new CV file (or a
-- document that becomes a CV) puts the talent « En attente » for the resume-index function; one
-- that goes is handled by private.resume_source_removed.
-- Definer: the uploader may add a document without the right to update the talent.
CREATE FUNCTION private.document_resume_changed() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_old_cv boolean := tg_op <> 'INSERT' and old.type = 'cv' and old.talent_id is not null;
  v_new_cv boolean := tg_op <> 'DELETE' and new.type = 'cv' and new.talent_id is not null and new.file is not null;
begin
  if v_old_cv and (tg_op = 'DELETE' or new.type <> 'cv' or new.talent_id is distinct from old.talent_id
                   or new.file is distinct from old.file) then
    perform private.resume_source_removed(old.talent_id, old.id);
  end if;
  if v_new_cv and (tg_op = 'INSERT' or old.type <> 'cv' or old.talent_id is distinct from new.talent_id
                   or old.file is distinct from new.file) then
    update public.talent t set resume_parsing_status = 'pending', resume_parsing_error = null where t.id = new.talent_id;
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.document_resume_changed() FROM PUBLIC;
GRANT ALL ON FUNCTION private.document_resume_changed() TO authenticated;
GRANT ALL ON FUNCTION private.document_resume_changed() TO service_role;

-- The same for a file of the talent's « CV » tab (public.resume): an original file added puts the
-- talent « En attente »; one deleted, replaced, moved or marked anonymised goes. The anonymised
-- copies are not read. A row the system inserts (the demo seed, an import) comes with its talent's
-- reading status, which it keeps: only a user's upload waits to be read. Definer, like
-- document_resume_changed.
CREATE FUNCTION private.resume_file_changed() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_old_cv boolean := tg_op <> 'INSERT' and not old.is_anonymized;
  v_new_cv boolean := tg_op <> 'DELETE' and not new.is_anonymized;
begin
  if v_old_cv and (tg_op = 'DELETE' or new.is_anonymized or new.talent_id is distinct from old.talent_id
                   or new.file is distinct from old.file) then
    perform private.resume_source_removed(old.talent_id, old.id);
  end if;
  if v_new_cv and not (tg_op = 'INSERT' and private.is_system())
     and (tg_op = 'INSERT' or old.is_anonymized or old.talent_id is distinct from new.talent_id
          or old.file is distinct from new.file) then
    update public.talent t set resume_parsing_status = 'pending', resume_parsing_error = null where t.id = new.talent_id;
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.resume_file_changed() FROM PUBLIC;
GRANT ALL ON FUNCTION private.resume_file_changed() TO authenticated;
GRANT ALL ON FUNCTION private.resume_file_changed() TO service_role;
