-- RGPD done for the user (issue 49, part 4; docs/rules/rgpd.md): the register of a talent's
-- requests (access, erasure, rectification, consent renewal), each due one month after it was made
-- (RGPD art. 12.3); « Exporter les données », one archive made by the document queue (kind
-- `talent_data_export`: data.json of every row about the talent, found through the foreign keys to
-- public.talent, and their stored files); « Effacer les données », which anonymises now what the law
-- does not require to keep; and the scheduled retention (private.run_gdpr_retention, called by
-- public.run_time_based_transitions): a talent idle for 2 years is asked by e-mail whether they wish
-- to stay registered, and anonymised one month later without an answer — an employee not before
-- 5 years after their last contract's end, their contracts, pay and invoices kept.
-- Declarative schema, each object once: types, tables, indexes, RLS and policies, functions, then
-- the rows the schema owns. Change it here, then `npm run db:diff NAME` writes the migration
-- (README, « Changer le schéma »).

-- ## Types

CREATE TYPE public.gdpr_request_kind AS ENUM (
    'access',
    'erasure',
    'rectification',
    'consent_renewal'
);

-- ## Tables

-- One request about a talent's personal data, and what was done: the register the RGPD card shows.
CREATE TABLE public.gdpr_request (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    talent_id uuid NOT NULL,
    kind public.gdpr_request_kind NOT NULL,
    requested_at timestamp with time zone DEFAULT now() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    done_at timestamp with time zone,
    requested_by uuid,
    comment text,
    outcome text,
    file text,
    CONSTRAINT gdpr_request_due CHECK ((due_at > requested_at)),
    CONSTRAINT gdpr_request_comment_length CHECK (((comment IS NULL) OR (char_length(comment) <= 2000))),
    CONSTRAINT gdpr_request_file CHECK (((file IS NULL) OR ((kind = 'access'::public.gdpr_request_kind) AND (split_part(file, '/'::text, 1) = (workspace_id)::text)))),
    CONSTRAINT gdpr_request_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.gdpr_request
    ADD CONSTRAINT gdpr_request_requested_by_fkey FOREIGN KEY (requested_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.gdpr_request
    ADD CONSTRAINT gdpr_request_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.gdpr_request
    ADD CONSTRAINT gdpr_request_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON TABLE public.gdpr_request IS 'le registre des demandes RGPD d''un talent (accès, effacement, rectification, renouvellement du consentement) : échéance d''un mois, ce qui a été fait';

REVOKE ALL ON TABLE public.gdpr_request FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.gdpr_request TO authenticated;
GRANT ALL ON TABLE public.gdpr_request TO service_role;

-- The link of a consent-renewal e-mail, by the token's SHA-256: the service role's alone.
CREATE TABLE public.gdpr_consent_token (
    token_hash text NOT NULL,
    request_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT gdpr_consent_token_pkey PRIMARY KEY (token_hash)
);

ALTER TABLE ONLY public.gdpr_consent_token
    ADD CONSTRAINT gdpr_consent_token_request_id_fkey FOREIGN KEY (request_id) REFERENCES public.gdpr_request(id) ON DELETE CASCADE;

COMMENT ON TABLE public.gdpr_consent_token IS 'les liens « Je souhaite rester inscrit » des e-mails de renouvellement du consentement (empreinte du jeton)';

REVOKE ALL ON TABLE public.gdpr_consent_token FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.gdpr_consent_token TO service_role;

-- ## Indexes

CREATE INDEX gdpr_request_talent_idx ON public.gdpr_request USING btree (talent_id, requested_at DESC);

CREATE INDEX gdpr_request_workspace_idx ON public.gdpr_request USING btree (workspace_id);

CREATE INDEX gdpr_request_requested_by_idx ON public.gdpr_request USING btree (requested_by);

-- The retention's open consent renewals.
CREATE INDEX gdpr_request_open_consent_idx ON public.gdpr_request USING btree (due_at) WHERE ((kind = 'consent_renewal'::public.gdpr_request_kind) AND (done_at IS NULL));

CREATE INDEX gdpr_consent_token_request_id_idx ON public.gdpr_consent_token USING btree (request_id);

-- ## RLS and policies

ALTER TABLE public.gdpr_request ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.gdpr_consent_token ENABLE ROW LEVEL SECURITY;

-- The register is read by those who read the talent's private data (NIR, IBAN); written only by
-- the functions below.
CREATE POLICY "gdpr_request: private data readers can select workspace rows" ON public.gdpr_request FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('talent_private'::text, 'select'::public.permission_action) AS can)));

-- The access archives: read by those who may export a talent's data, written by the worker only.
CREATE POLICY "objects: data exporters can select data exports" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'gdpr-exports'::text) AND private.object_workspace_in_mine(name) AND ( SELECT private.may('talent.gdpr_export'::text) AS may)));

-- ## Functions

-- The talent's last activity, what the 2-year retention counts from: the talent's own row (created,
-- updated — an edit, a consent answer), their applications, notes, documents, CVs and contracts.
CREATE FUNCTION private.talent_last_activity(p_talent_id uuid) RETURNS timestamp with time zone
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select greatest(
    (select greatest(t.created_at, t.updated_at, t.last_activity_at, t.rgpd_consent_at) from public.talent t where t.id = p_talent_id),
    (select max(greatest(a.created_at, a.updated_at)) from public.application a where a.talent_id = p_talent_id),
    (select max(n.created_at) from public.note n where n.talent_id = p_talent_id),
    (select max(d.created_at) from public.document d where d.talent_id = p_talent_id),
    (select max(r.created_at) from public.resume r where r.talent_id = p_talent_id),
    (select max(c.updated_at) from public.contract c where c.talent_id = p_talent_id))
$$;

REVOKE ALL ON FUNCTION private.talent_last_activity(p_talent_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.talent_last_activity(p_talent_id uuid) TO service_role;

-- The end of the talent's employment, null for a candidate (never a contract signed): the last end
-- of their signed, active, ended or terminated contracts. The registre du personnel keeps them
-- 5 years after it (C. trav. R1221-26).
CREATE FUNCTION private.talent_employment_end(p_talent_id uuid) RETURNS date
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select max(coalesce(c.definitive_end_date, c.end_date, greatest(c.start_date, private.paris_today())))
  from public.contract c
  where c.talent_id = p_talent_id and c.status in ('signed', 'active', 'ended', 'terminated_early')
$$;

REVOKE ALL ON FUNCTION private.talent_employment_end(p_talent_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.talent_employment_end(p_talent_id uuid) TO service_role;

-- What may be erased of a talent at any time: notes, CVs (original, anonymised, their text), pools,
-- reference checks, planned e-mails and their links; marketing mails stop.
CREATE FUNCTION private.erase_talent_optional_data(p_talent_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform set_config('renfort.actor', 'system', true);
  -- erased, not moved to the Corbeille (26_trash.sql): nothing of it may be restored
  perform set_config('renfort.trash_skip', 'on', true);
  -- their files go with them, as the Storage API deletes (its setting; the bytes: server/storage/sweep.ts)
  perform set_config('storage.allow_delete_query', 'true', true);
  delete from storage.objects o
  where (o.bucket_id = 'resumes' and o.name in (select r.file from public.resume r where r.talent_id = p_talent_id))
     or (o.bucket_id = 'voice-notes'
         and o.name in (select n.audio_file from public.note n where n.talent_id = p_talent_id and n.audio_file is not null));
  perform set_config('storage.allow_delete_query', 'false', true);
  delete from public.note where talent_id = p_talent_id;
  delete from public.resume where talent_id = p_talent_id;
  delete from public.talent_resume_text where talent_id = p_talent_id;
  delete from public.talent_anonymous_document where talent_id = p_talent_id;
  delete from public.talent_hiring_pool where talent_id = p_talent_id;
  delete from public.reference_check where talent_id = p_talent_id;
  delete from public.talent_unsubscribe_token where talent_id = p_talent_id;
  delete from public.scheduled_email where talent_id = p_talent_id and status in ('draft', 'scheduled');
  update public.talent set marketing_opt_out_at = coalesce(marketing_opt_out_at, now()), anonymous_bio = null
  where id = p_talent_id;
  perform private.erase_talent_copies(p_talent_id);
  perform set_config('renfort.trash_skip', '', true);
  perform set_config('renfort.actor', '', true);
end
$$;

REVOKE ALL ON FUNCTION private.erase_talent_optional_data(p_talent_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.erase_talent_optional_data(p_talent_id uuid) TO service_role;

-- The copies the product keeps of a talent's data elsewhere, erased with it: the values of the
-- field history (record_history: which fields changed, when and by whom stay; the values become
-- « effacé (RGPD) »), the Corbeille's snapshots of their deleted rows (26_trash.sql), and the
-- snapshots that would undo a merge they were part of (27_merge.sql: that merge can no longer be
-- undone).
CREATE FUNCTION private.erase_talent_copies(p_talent_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform set_config('renfort.history_erasure', 'on', true);
  update public.record_history h
  set changes = (select coalesce(jsonb_object_agg(c.key, jsonb_build_object(
                   'before', case when c.value -> 'before' is null or c.value -> 'before' = 'null'::jsonb then null else to_jsonb('effacé (RGPD)'::text) end,
                   'after', case when c.value -> 'after' is null or c.value -> 'after' = 'null'::jsonb then null else to_jsonb('effacé (RGPD)'::text) end)), '{}'::jsonb)
                 from jsonb_each(h.changes) c)
  where h.parent_entity = 'talent' and h.parent_id = p_talent_id and h.changes <> '{}'::jsonb;
  perform set_config('renfort.history_erasure', '', true);
  delete from public.trash_item i
  where i.record_id = p_talent_id
     or exists (select 1 from public.trash_item_row r where r.item_id = i.id and r."row" ->> 'talent_id' = p_talent_id::text);
  delete from public.record_merge_snapshot s
  using public.record_merge m
  where s.merge_id = m.id and m.entity = 'talent' and p_talent_id in (m.kept_id, m.dropped_id);
end
$$;

REVOKE ALL ON FUNCTION private.erase_talent_copies(p_talent_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.erase_talent_copies(p_talent_id uuid) TO service_role;

-- Anonymises a talent as a person (qualification « Anonymisé (RGPD) »): identity, contact details,
-- address, NIR and IBAN (talent_private), documents, notes and CVs go, with their stored files;
-- what is not about the person (jobs, skills, the applications' and contracts' rows, pay and invoices, kept by law) stays.
CREATE FUNCTION private.anonymize_talent(p_talent_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.erase_talent_optional_data(p_talent_id);
  perform set_config('renfort.actor', 'system', true);
  perform set_config('renfort.trash_skip', 'on', true);
  perform set_config('storage.allow_delete_query', 'true', true);
  delete from storage.objects o
  using public.document d
  where d.talent_id = p_talent_id and o.bucket_id = 'documents' and o.name in (d.file, d.signed_file)
    and not exists (select 1 from public.document other
                    where other.talent_id is distinct from p_talent_id and o.name in (other.file, other.signed_file));
  perform set_config('storage.allow_delete_query', 'false', true);
  delete from public.document where talent_id = p_talent_id;
  delete from public.talent_private where talent_id = p_talent_id;
  update public.talent
  set qualification_status = 'anonymized', civility = null, first_name = null, last_name = null, birth_name = null,
      email = null, phone_number = null, birth_date = null, nationality_code = null, address_id = null,
      siret = null, auth_user_id = null, wage = null, has_vehicle = null, driving_licenses = '{}', languages = '{}',
      blacklisted_at = null, blacklist_reason = null, anonymous_bio = null, rgpd_consent_at = null,
      search_text = null, is_top_profile = false
  where id = p_talent_id;
  -- the values the anonymisation itself just recorded in the history go too
  perform private.erase_talent_copies(p_talent_id);
  perform set_config('renfort.trash_skip', '', true);
  perform set_config('renfort.actor', '', true);
end
$$;

REVOKE ALL ON FUNCTION private.anonymize_talent(p_talent_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.anonymize_talent(p_talent_id uuid) TO service_role;

-- The talent the caller asks about: in their workspaces and readable, else refused.
CREATE FUNCTION private.gdpr_talent(p_talent_id uuid) RETURNS public.talent
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_talent public.talent;
begin
  select t.* into v_talent from public.talent t
  where t.id = p_talent_id and t.workspace_id = any (private.current_workspace_ids());
  if v_talent.id is null then
    perform private.fail('Talent introuvable', 'gdpr_talent', 'P0002');
  end if;
  return v_talent;
end
$$;

REVOKE ALL ON FUNCTION private.gdpr_talent(p_talent_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.gdpr_talent(p_talent_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.gdpr_talent(p_talent_id uuid) TO service_role;

-- Sends the consent-renewal e-mail of a talent (or records that they have no address to send it
-- to): a consent_renewal request, due in one month, with its one-click link to the public page
-- « Je souhaite rester inscrit » (function gdpr-consent).
CREATE FUNCTION private.send_gdpr_consent_renewal(p_talent public.talent, p_now timestamp with time zone, p_requested_by uuid) RETURNS public.gdpr_request
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_request public.gdpr_request;
  v_token text := private.new_link_token();
  v_link text := private.marketing_link_base(null) || '/functions/v1/gdpr-consent?token=' || v_token;
  v_agency text := (select coalesce(i.legal_name, w.name) from public.workspace w
                    left join public.workspace_identity i on i.workspace_id = w.id where w.id = p_talent.workspace_id);
  v_mailable boolean := p_talent.email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(p_talent.email) <= 254;
begin
  insert into public.gdpr_request (workspace_id, talent_id, kind, requested_at, due_at, requested_by, outcome)
  values (p_talent.workspace_id, p_talent.id, 'consent_renewal', p_now, p_now + interval '1 month', p_requested_by,
          case when v_mailable then null else 'Aucune adresse e-mail : le talent n''a pas pu être prévenu' end)
  returning * into v_request;
  if v_mailable then
    insert into public.gdpr_consent_token (token_hash, request_id) values (private.sha256_hex(v_token), v_request.id);
    perform private.enqueue_mail(
      p_talent.workspace_id, p_talent.email, 'Souhaitez-vous rester inscrit(e) chez nous ?',
      format(E'Bonjour %s,\n\nVous êtes inscrit(e) chez %s, mais nous n''avons plus eu de contact depuis longtemps. '
             'Souhaitez-vous que nous gardions votre profil pour vous proposer des missions ?\n\n'
             'Pour rester inscrit(e), ouvrez ce lien avant le %s : %s\n\n'
             'Sans réponse de votre part, vos données personnelles seront anonymisées à cette date '
             '(RGPD, référentiel de la CNIL sur le recrutement).\n\n%s',
             coalesce(p_talent.first_name, ''), v_agency,
             to_char(v_request.due_at at time zone 'Europe/Paris', 'DD/MM/YYYY'), v_link, v_agency),
      v_link, 'gdpr_consent_renewal', 'talent', p_talent.id);
  end if;
  return v_request;
end
$$;

REVOKE ALL ON FUNCTION private.send_gdpr_consent_renewal(p_talent public.talent, p_now timestamp with time zone, p_requested_by uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.send_gdpr_consent_renewal(p_talent public.talent, p_now timestamp with time zone, p_requested_by uuid) TO service_role;

-- « Exporter les données » (RGPD art. 15): the request, due in one month, and the document queue's
-- job that makes its archive.
CREATE FUNCTION public.request_talent_data_export(p_talent_id uuid) RETURNS public.gdpr_request
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_talent public.talent;
  v_request public.gdpr_request;
begin
  if not private.may('talent.gdpr_export') then
    perform private.fail('Vos rôles ne permettent pas d''exporter les données d''un talent', 'gdpr_export_role', '42501');
  end if;
  v_talent := private.gdpr_talent(p_talent_id);
  if v_talent.qualification_status = 'anonymized' then
    perform private.fail('Ce talent est anonymisé : il n''a plus de données personnelles à exporter', 'gdpr_export_anonymized');
  end if;
  if exists (select 1 from public.gdpr_request r where r.talent_id = p_talent_id and r.kind = 'access' and r.done_at is null) then
    perform private.fail('Une archive de ce talent est déjà en cours de production', 'gdpr_export_pending');
  end if;
  insert into public.gdpr_request (workspace_id, talent_id, kind, requested_at, due_at, requested_by)
  values (v_talent.workspace_id, v_talent.id, 'access', now(), now() + interval '1 month', auth.uid())
  returning * into v_request;
  insert into public.document_job (workspace_id, kind, record_id)
  values (v_talent.workspace_id, 'talent_data_export', v_request.id);
  perform pg_notify('document_job', 'talent_data_export');
  return v_request;
end
$$;

REVOKE ALL ON FUNCTION public.request_talent_data_export(p_talent_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.request_talent_data_export(p_talent_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.request_talent_data_export(p_talent_id uuid) TO service_role;

-- What the access archive holds (the worker's, service role only): every row about the talent —
-- their own, then the rows of every table that references public.talent, then the rows that
-- reference those (pay lines of their pay, days of their weeks…), found through the foreign keys,
-- the status history of all of them and, where it exists, public.record_history —, and the stored
-- files to add (documents, CVs, voice notes, contracts' documents). Link tokens and search
-- vectors are left out.
CREATE FUNCTION public.talent_data_export_source(p_request_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_request public.gdpr_request;
  v_tables jsonb := '{}'::jsonb;
  v_ids uuid[] := '{}';
  v_level1 jsonb := '[]'::jsonb;
  v_fk record;
  v_rows jsonb;
  v_row_ids uuid[];
  v_history jsonb := '[]'::jsonb;
  v_column text;
  v_files jsonb;
  v_strip text[] := array['search_text', 'embedding', 'search_vector', 'token_hash'];
begin
  perform private.require_document_worker();
  select * into v_request from public.gdpr_request where id = p_request_id;
  if v_request.id is null or v_request.kind <> 'access' then
    return null;
  end if;
  v_tables := jsonb_build_object('talent', (select jsonb_agg(to_jsonb(t) - v_strip) from public.talent t where t.id = v_request.talent_id));
  v_ids := array[v_request.talent_id];
  -- level 1: the tables that reference public.talent (one column), then level 2: those that
  -- reference the level-1 tables' ids
  for v_fk in
    select c.conrelid::regclass::text as tbl, cl.relname as name, a.attname as col, 1 as level, null::text as parent
    from pg_catalog.pg_constraint c
    join pg_catalog.pg_class cl on cl.oid = c.conrelid
    join pg_catalog.pg_namespace n on n.oid = cl.relnamespace
    join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'public.talent'::regclass and array_length(c.conkey, 1) = 1
      and n.nspname = 'public' and cl.relname not like '%token' and cl.relname <> 'gdpr_request'
    order by cl.relname, a.attname
  loop
    execute format('select jsonb_agg(to_jsonb(r) - $2), array_agg((to_jsonb(r) ->> ''id'')::uuid) filter (where to_jsonb(r) ? ''id'') from %s r where r.%I = $1', v_fk.tbl, v_fk.col)
      into v_rows, v_row_ids using v_request.talent_id, v_strip;
    if v_rows is not null then
      v_tables := v_tables || jsonb_build_object(v_fk.name, coalesce(v_tables -> v_fk.name, '[]'::jsonb) || v_rows);
      v_ids := v_ids || coalesce(v_row_ids, '{}');
      v_level1 := v_level1 || jsonb_build_object('oid', v_fk.tbl::regclass::oid, 'ids', to_jsonb(coalesce(v_row_ids, '{}')));
    end if;
  end loop;
  for v_fk in
    select c.conrelid::regclass::text as tbl, cl.relname as name, a.attname as col, l.value -> 'ids' as ids
    from jsonb_array_elements(v_level1) l
    join pg_catalog.pg_constraint c on c.confrelid = (l.value ->> 'oid')::oid
    join pg_catalog.pg_class cl on cl.oid = c.conrelid
    join pg_catalog.pg_namespace n on n.oid = cl.relnamespace
    join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and array_length(c.conkey, 1) = 1 and n.nspname = 'public'
      and cl.relname not like '%token' and cl.relname not in ('talent', 'document_job', 'gdpr_request')
      and jsonb_array_length(l.value -> 'ids') > 0
    order by cl.relname, a.attname
  loop
    execute format('select jsonb_agg(to_jsonb(r) - $2), array_agg((to_jsonb(r) ->> ''id'')::uuid) filter (where to_jsonb(r) ? ''id'') from %s r where r.%I = any (select jsonb_array_elements_text($1)::uuid)', v_fk.tbl, v_fk.col)
      into v_rows, v_row_ids using v_fk.ids, v_strip;
    if v_rows is not null then
      -- a row reached by two paths is written once
      v_tables := v_tables || jsonb_build_object(v_fk.name, (
        select jsonb_agg(distinct e.value) from jsonb_array_elements(coalesce(v_tables -> v_fk.name, '[]'::jsonb) || v_rows) e));
      v_ids := v_ids || coalesce(v_row_ids, '{}');
    end if;
  end loop;
  v_tables := v_tables || jsonb_build_object('status_history',
    coalesce((select jsonb_agg(to_jsonb(h) order by h.changed_at) from public.status_history h where h.entity_id = any (v_ids)), '[]'::jsonb));
  -- the history of changes (another part of issue 49) when it exists: its record column, whatever its name
  if to_regclass('public.record_history') is not null then
    select a.attname into v_column from pg_catalog.pg_attribute a
    where a.attrelid = to_regclass('public.record_history') and a.attname in ('record_id', 'entity_id', 'row_id') and not a.attisdropped
    order by array_position(array['record_id', 'entity_id', 'row_id'], a.attname::text) limit 1;
    if v_column is not null then
      execute format('select coalesce(jsonb_agg(to_jsonb(h)), ''[]''::jsonb) from public.record_history h where h.%I::text = any ($1)', v_column)
        into v_history using v_ids::text[];
    end if;
    v_tables := v_tables || jsonb_build_object('record_history', v_history);
  end if;
  v_files := coalesce((
    select jsonb_agg(f order by f ->> 'bucket', f ->> 'path') from (
      select jsonb_build_object('bucket', 'documents', 'path', d.file, 'name', coalesce(d.file_name, d.name)) as f
      from public.document d where d.talent_id = v_request.talent_id and d.file is not null
      union all
      select jsonb_build_object('bucket', 'resumes', 'path', r.file, 'name', r.file_name)
      from public.resume r where r.talent_id = v_request.talent_id
      union all
      select jsonb_build_object('bucket', 'voice-notes', 'path', n.audio_file, 'name', null)
      from public.note n where n.talent_id = v_request.talent_id and n.audio_file is not null
      union all
      select jsonb_build_object('bucket', 'contracts', 'path', x.path, 'name', null)
      from public.contract c, unnest(array[c.generated_file, c.signed_file]) x(path)
      where c.talent_id = v_request.talent_id and x.path is not null) s), '[]'::jsonb);
  return jsonb_build_object(
    'request', jsonb_build_object('id', v_request.id, 'workspace_id', v_request.workspace_id, 'talent_id', v_request.talent_id,
                                  'requested_at', v_request.requested_at, 'due_at', v_request.due_at),
    'data', jsonb_build_object('talent_id', v_request.talent_id, 'requested_at', v_request.requested_at,
                               'legal_basis', 'RGPD art. 15 : droit d''accès', 'tables', v_tables),
    'files', v_files);
end
$_$;

REVOKE ALL ON FUNCTION public.talent_data_export_source(p_request_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.talent_data_export_source(p_request_id uuid) TO service_role;

-- The access archive is recorded on its request once, in the talent's folder of the gdpr-exports
-- bucket: the request is done.
CREATE FUNCTION private.record_talent_data_export(p_job public.document_job, p_file text, p_sha256 text, p_profile text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_request public.gdpr_request;
begin
  select * into v_request from public.gdpr_request where id = p_job.record_id for update;
  if v_request.id is null then
    perform private.fail('Demande d''accès introuvable', 'gdpr_export_request', 'P0002');
  end if;
  if p_file not like v_request.workspace_id::text || '/' || v_request.talent_id::text || '/%.zip' then
    perform private.fail('Archive des données invalide', 'gdpr_export_file');
  end if;
  if v_request.file is not null and v_request.file is distinct from p_file then
    perform private.fail('L''archive de cette demande existe déjà : elle n''est jamais remplacée', 'gdpr_export_exists');
  end if;
  update public.gdpr_request
  set file = p_file, done_at = coalesce(done_at, now()),
      outcome = 'Archive des données produite (données et documents)'
  where id = v_request.id;
end
$$;

REVOKE ALL ON FUNCTION private.record_talent_data_export(p_job public.document_job, p_file text, p_sha256 text, p_profile text) FROM PUBLIC;

-- « Effacer les données » (RGPD art. 17) with its reason: a candidate, or an employee whose
-- registre du personnel retention has passed, is anonymised now; an employee still within it
-- keeps what the law requires (identity, NIR, IBAN and documents until 5 years after their last
-- contract; contracts, pay and invoices 10 years) and loses the rest (notes, CVs, pools,
-- marketing). Recorded, with what was done, in the register.
CREATE FUNCTION public.erase_talent_data(p_talent_id uuid, p_reason text) RETURNS public.gdpr_request
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_talent public.talent;
  v_end date;
  v_keep_until date;
  v_outcome text;
  v_request public.gdpr_request;
begin
  if not private.may('talent.gdpr_erase') then
    perform private.fail('Vos rôles ne permettent pas d''effacer les données d''un talent', 'gdpr_erase_role', '42501');
  end if;
  if coalesce(btrim(p_reason), '') = '' then
    perform private.fail('Le motif de l''effacement est obligatoire', 'gdpr_erase_reason');
  end if;
  v_talent := private.gdpr_talent(p_talent_id);
  if v_talent.qualification_status = 'anonymized' then
    perform private.fail('Ce talent est déjà anonymisé', 'gdpr_erase_anonymized');
  end if;
  v_end := private.talent_employment_end(p_talent_id);
  v_keep_until := (v_end + interval '5 years')::date;
  if v_end is null or v_keep_until <= private.paris_today() then
    perform private.anonymize_talent(p_talent_id);
    v_outcome := case when v_end is null then 'Données anonymisées (candidat sans contrat)'
                      else 'Données anonymisées ; contrats, paies et factures conservés 10 ans (C. com. L123-22)' end;
  else
    perform private.erase_talent_optional_data(p_talent_id);
    v_outcome := format('Effacement limité : identité, NIR, IBAN et documents conservés jusqu''au %s (registre du personnel, '
                        'C. trav. R1221-26) ; contrats, paies et factures 10 ans (C. com. L123-22). '
                        'Effacés : notes, CV, viviers, prises de références, e-mails marketing.',
                        to_char(v_keep_until, 'DD/MM/YYYY'));
  end if;
  insert into public.gdpr_request (workspace_id, talent_id, kind, requested_at, due_at, done_at, requested_by, comment, outcome)
  values (v_talent.workspace_id, v_talent.id, 'erasure', now(), now() + interval '1 month', now(), auth.uid(), btrim(p_reason), v_outcome)
  returning * into v_request;
  return v_request;
end
$$;

REVOKE ALL ON FUNCTION public.erase_talent_data(p_talent_id uuid, p_reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.erase_talent_data(p_talent_id uuid, p_reason text) TO authenticated;
GRANT ALL ON FUNCTION public.erase_talent_data(p_talent_id uuid, p_reason text) TO service_role;

-- « Enregistrer une rectification » (RGPD art. 16): what the person asked to correct, recorded done
-- (the correction itself is made on the talent's form).
CREATE FUNCTION public.record_talent_rectification(p_talent_id uuid, p_comment text) RETURNS public.gdpr_request
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_talent public.talent;
  v_request public.gdpr_request;
begin
  if not private.may('talent.gdpr_rectify') then
    perform private.fail('Vos rôles ne permettent pas d''enregistrer une rectification', 'gdpr_rectify_role', '42501');
  end if;
  if coalesce(btrim(p_comment), '') = '' then
    perform private.fail('Dites ce que la personne a demandé de rectifier', 'gdpr_rectify_comment');
  end if;
  v_talent := private.gdpr_talent(p_talent_id);
  insert into public.gdpr_request (workspace_id, talent_id, kind, requested_at, due_at, done_at, requested_by, comment, outcome)
  values (v_talent.workspace_id, v_talent.id, 'rectification', now(), now() + interval '1 month', now(), auth.uid(),
          btrim(p_comment), 'Rectification enregistrée')
  returning * into v_request;
  return v_request;
end
$$;

REVOKE ALL ON FUNCTION public.record_talent_rectification(p_talent_id uuid, p_comment text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_talent_rectification(p_talent_id uuid, p_comment text) TO authenticated;
GRANT ALL ON FUNCTION public.record_talent_rectification(p_talent_id uuid, p_comment text) TO service_role;

-- « Demander le renouvellement du consentement » from the RGPD card: the same e-mail as the
-- retention's, now.
CREATE FUNCTION public.request_talent_consent_renewal(p_talent_id uuid) RETURNS public.gdpr_request
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_talent public.talent;
begin
  if not private.may('talent.gdpr_consent') then
    perform private.fail('Vos rôles ne permettent pas de demander le renouvellement du consentement', 'gdpr_consent_role', '42501');
  end if;
  v_talent := private.gdpr_talent(p_talent_id);
  if v_talent.qualification_status = 'anonymized' then
    perform private.fail('Ce talent est déjà anonymisé', 'gdpr_consent_anonymized');
  end if;
  if coalesce(v_talent.email, '') = '' then
    perform private.fail('Ce talent n''a pas d''adresse e-mail', 'gdpr_consent_email');
  end if;
  if exists (select 1 from public.gdpr_request r where r.talent_id = p_talent_id and r.kind = 'consent_renewal' and r.done_at is null) then
    perform private.fail('Une demande de renouvellement du consentement attend déjà la réponse du talent', 'gdpr_consent_pending');
  end if;
  return private.send_gdpr_consent_renewal(v_talent, now(), auth.uid());
end
$$;

REVOKE ALL ON FUNCTION public.request_talent_consent_renewal(p_talent_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.request_talent_consent_renewal(p_talent_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.request_talent_consent_renewal(p_talent_id uuid) TO service_role;

-- The public page's answer « Je souhaite rester inscrit » (anon, the token is the right): the
-- request is done, the consent recorded and the 2-year clock starts again. Idempotent; a link of a
-- talent anonymised since answers expired.
CREATE FUNCTION public.answer_gdpr_consent(p_token text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_request public.gdpr_request;
begin
  select r.* into v_request from public.gdpr_consent_token k join public.gdpr_request r on r.id = k.request_id
  where k.token_hash = private.sha256_hex(coalesce(p_token, '')) for update of r;
  if v_request.id is null then
    return jsonb_build_object('ok', false, 'reason', 'unknown');
  end if;
  if (select t.qualification_status from public.talent t where t.id = v_request.talent_id) = 'anonymized' then
    return jsonb_build_object('ok', false, 'reason', 'expired');
  end if;
  if v_request.done_at is null then
    update public.gdpr_request set done_at = now(), outcome = 'Le talent souhaite rester inscrit' where id = v_request.id;
    perform set_config('renfort.actor', 'system', true);
    update public.talent set rgpd_consent_at = now() where id = v_request.talent_id;
    perform set_config('renfort.actor', '', true);
  end if;
  return jsonb_build_object('ok', true);
end
$$;

REVOKE ALL ON FUNCTION public.answer_gdpr_consent(p_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.answer_gdpr_consent(p_token text) TO anon;
GRANT ALL ON FUNCTION public.answer_gdpr_consent(p_token text) TO authenticated;
GRANT ALL ON FUNCTION public.answer_gdpr_consent(p_token text) TO service_role;

-- The scheduled retention (docs/rules/rgpd.md): 1. the consent renewals unanswered for a month
-- anonymise their talent when they were idle for 2 years when asked (one active since the e-mail
-- is kept: activity is an answer; one asked from the card while active is kept); 2. a talent
-- idle for 2 years — a candidate, or an employee whose last contract ended more than 5 years ago —
-- without an open renewal gets the e-mail (200 a run).
CREATE FUNCTION private.run_gdpr_retention(p_now timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_request public.gdpr_request;
  v_talent public.talent;
  v_anonymized integer := 0;
  v_kept integer := 0;
  v_sent integer := 0;
begin
  for v_request in
    select r.* from public.gdpr_request r
    where r.kind = 'consent_renewal' and r.done_at is null and r.due_at <= p_now
    order by r.due_at for update skip locked
  loop
    if private.talent_last_activity(v_request.talent_id) > v_request.requested_at then
      update public.gdpr_request set done_at = p_now, outcome = 'Activité du talent depuis l''e-mail : conservé' where id = v_request.id;
      v_kept := v_kept + 1;
    elsif private.talent_last_activity(v_request.talent_id) > v_request.requested_at - interval '2 years' then
      -- asked from the card while not idle: no answer is no reason to anonymise them
      update public.gdpr_request set done_at = p_now, outcome = 'Sans réponse, mais actif moins de 2 ans avant la demande : conservé' where id = v_request.id;
      v_kept := v_kept + 1;
    elsif coalesce((private.talent_employment_end(v_request.talent_id) + interval '5 years') > p_now, false) then
      update public.gdpr_request set done_at = p_now, outcome = 'Conservé : registre du personnel (5 ans après le dernier contrat)' where id = v_request.id;
      v_kept := v_kept + 1;
    else
      perform private.anonymize_talent(v_request.talent_id);
      update public.gdpr_request set done_at = p_now, outcome = 'Sans réponse après un mois : données anonymisées' where id = v_request.id;
      v_anonymized := v_anonymized + 1;
    end if;
  end loop;
  for v_talent in
    select t.* from public.talent t
    where t.qualification_status <> 'anonymized'
      and greatest(t.created_at, t.updated_at, t.last_activity_at, t.rgpd_consent_at) < p_now - interval '2 years'
      and not exists (select 1 from public.gdpr_request r where r.talent_id = t.id and r.kind = 'consent_renewal'
                      and (r.done_at is null or r.requested_at > p_now - interval '2 years'))
      and private.talent_last_activity(t.id) < p_now - interval '2 years'
      and coalesce((private.talent_employment_end(t.id) + interval '5 years') <= p_now, true)
    order by t.updated_at, t.id
    limit 200
  loop
    perform private.send_gdpr_consent_renewal(v_talent, p_now, null);
    v_sent := v_sent + 1;
  end loop;
  return jsonb_build_object('talent:gdpr_consent_sent', v_sent, 'talent:gdpr_kept', v_kept, 'talent:gdpr_anonymized', v_anonymized);
end
$$;

REVOKE ALL ON FUNCTION private.run_gdpr_retention(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.run_gdpr_retention(p_now timestamp with time zone) TO service_role;

-- The legal pieces' retention ends ten years after the close of their financial year (C. com.
-- L123-22; the year is the calendar year): past it, what still names a person in them goes — the
-- stored files (contract PDFs and signed copies, DPAE receipts, relevé PDFs, invoice PDFs,
-- payslips), the signers' names, e-mails, IP addresses and images, the invoice lines' labels.
-- The rows and their figures stay, about nobody. A contract counts from its end, a relevé from its
-- week, an invoice from its issue, a payslip from its period. Idempotent: what is done is not redone.
CREATE FUNCTION private.run_legal_retention(p_now timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  -- pieces dated before this day belong to a year closed more than ten years ago
  v_before date := (date_trunc('year', (p_now at time zone 'Europe/Paris')) - interval '10 years')::date;
  v_erased constant text := 'effacé (RGPD)';
  v_files text[];
  v_more text[];
begin
  perform set_config('renfort.actor', 'system', true);
  perform set_config('renfort.legal_retention', 'on', true);

  with c as (
    update public.contract c
       set generated_file = null, signed_file = null, generated_mad_file = null, signed_mad_file = null,
           dpae_receipt_file = null
      from public.contract o
     where o.id = c.id and coalesce(o.definitive_end_date, o.end_date, o.start_date) < v_before
       and (o.generated_file is not null or o.signed_file is not null or o.generated_mad_file is not null
            or o.signed_mad_file is not null or o.dpae_receipt_file is not null
            or exists (select 1 from public.contract_signature s where s.contract_id = o.id and s.signer_name <> v_erased))
    returning c.id, array[o.generated_file, o.signed_file, o.generated_mad_file, o.signed_mad_file, o.dpae_receipt_file] as files
  ), s as (
    update public.contract_signature s
       set signer_name = v_erased, signer_email = v_erased, ip = null, user_agent = null, signature_image = ''
      from c where s.contract_id = c.id
    returning s.document_path
  )
  select array(select unnest(c.files) from c union select s.document_path from s) into v_files;

  with u as (
    update public.timesheet_week t
       set pdf_file = null, signer_name = null, signer_email = null, signature_image = null, signature_ip = null,
           signature_user_agent = null
      from public.timesheet_week o
     where o.id = t.id and o.week_start < v_before - 6
       and (o.pdf_file is not null or o.signer_name is not null or o.signer_email is not null
            or o.signature_image is not null or o.signature_ip is not null)
    returning o.pdf_file
  )
  select array(select u.pdf_file from u) into v_more;
  v_files := v_files || v_more;

  with i as (
    select i.id from public.client_invoice i
     where i.issued_at < v_before
       and (i.pdf_file is not null
            or exists (select 1 from public.client_invoice_line l
                        where l.invoice_id = i.id and l.talent_id is not null and l.label <> v_erased))
  ), l as (
    update public.client_invoice_line l set label = v_erased
      from i where l.invoice_id = i.id and l.talent_id is not null and l.label <> v_erased
    returning l.id
  ), u as (
    update public.client_invoice x set pdf_file = null
      from public.client_invoice o, i where o.id = x.id and x.id = i.id
    returning o.pdf_file
  )
  select array(select u.pdf_file from u) into v_more;
  v_files := v_files || v_more;

  with p as (
    update public.pay_tracking p set payslip_file = null
      from public.pay_tracking o
     where o.id = p.id and o.period_end < v_before and o.payslip_file is not null
    returning o.payslip_file
  )
  select array(select p.payslip_file from p) into v_more;
  v_files := array(select distinct f from unnest(v_files || v_more) f where f is not null);

  perform set_config('storage.allow_delete_query', 'true', true);
  delete from storage.objects o where o.name = any (v_files)
     and o.bucket_id in ('contracts', 'generated', 'documents', 'signatures', 'invoices');
  perform set_config('storage.allow_delete_query', 'false', true);
  perform set_config('renfort.legal_retention', '', true);
  perform set_config('renfort.actor', '', true);
  return jsonb_build_object('legal:files_erased', cardinality(v_files));
end
$$;

REVOKE ALL ON FUNCTION private.run_legal_retention(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.run_legal_retention(p_now timestamp with time zone) TO service_role;

-- ## Rows

insert into storage.buckets (id, name, "public", file_size_limit, allowed_mime_types) values
  ('gdpr-exports', 'gdpr-exports', false, 209715200, '{application/zip}')
on conflict do nothing;

insert into public.document_kind (kind, resource, retry_permission, recorder) values
  ('talent_data_export', 'talent_private', 'talent.gdpr_export', 'private.record_talent_data_export');

insert into public.action_right (action, roles, note) values
  ('talent.gdpr_export', '{consultant_team_member,csm_team_member,accounting_team_member,team_member_independent_administrator,team_member_developer}', 'Exporter les données d''un talent (RGPD, droit d''accès) et télécharger l''archive'),
  ('talent.gdpr_erase', '{csm_team_member,team_member_developer}', 'Effacer les données d''un talent (RGPD, droit à l''effacement), dans les limites des durées légales'),
  ('talent.gdpr_rectify', '{consultant_team_member,csm_team_member,accounting_team_member,team_member_independent_administrator,team_member_developer}', 'Enregistrer une rectification demandée par le talent (RGPD)'),
  ('talent.gdpr_consent', '{consultant_team_member,csm_team_member,team_member_independent_administrator,team_member_developer}', 'Demander au talent de renouveler son consentement (RGPD)');

insert into public.enum_label (enum_name, value, label, "position") values
  ('gdpr_request_kind', 'access', 'Accès (export des données)', 1),
  ('gdpr_request_kind', 'erasure', 'Effacement', 2),
  ('gdpr_request_kind', 'rectification', 'Rectification', 3),
  ('gdpr_request_kind', 'consent_renewal', 'Renouvellement du consentement', 4);
