-- Document queue (issue 47; docs/rules/documents.md): a legal document is made by the server from
-- the frozen record, never by a browser. The transaction that issues an invoice or a credit note
-- records a job here; the `document-worker` Edge Function claims jobs (service role), renders the
-- document from the record as it was issued, stores it once with its SHA-256 and marks the job
-- done, or records why it failed and when it is tried again:
--   pending → running (claimed, leased 2 minutes) → done
--                                               ↘ pending again after 30 s × 2^(attempts − 1)
--                                               ↘ failed after 6 attempts, or at once when the
--                                                 record itself is wrong (« Relancer » once fixed)
-- A worker killed mid-job leaves its job `running` with a lease that passes: the next claim takes
-- it again, and the storage's refusal to overwrite keeps the first bytes. Locally the server wakes
-- the worker on `pg_notify('document_job')` and every minute; on hosted Supabase pg_cron calls it
-- (docs/configuration.md, « Production des documents »).
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

-- ## Types

CREATE TYPE public.document_job_status AS ENUM (
    'pending',
    'running',
    'done',
    'failed'
);

-- ## Tables

-- The kinds of document the queue makes, one registry: the resource whose readers see a job's
-- state (RLS below), the permission that may « Relancer » it, and the function that records a
-- made document on its record (`recorder`, called with the job, the file, its SHA-256 and its
-- profile; several kinds may share one). A domain adds its kind here with its recording function,
-- and one producer in supabase/functions/document-worker/index.ts.
CREATE TABLE public.document_kind (
    kind text NOT NULL,
    resource text NOT NULL,
    retry_permission text NOT NULL,
    recorder regproc NOT NULL,
    CONSTRAINT document_kind_pkey PRIMARY KEY (kind)
);

COMMENT ON TABLE public.document_kind IS 'les sortes de documents que la file produit : qui les lit, qui peut les relancer';

REVOKE ALL ON TABLE public.document_kind FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.document_kind TO authenticated;
GRANT SELECT ON TABLE public.document_kind TO service_role;

CREATE TABLE public.document_job (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    kind text NOT NULL,
    record_id uuid NOT NULL,
    status public.document_job_status DEFAULT 'pending'::public.document_job_status NOT NULL,
    attempts smallint DEFAULT 0 NOT NULL,
    run_after timestamp with time zone DEFAULT now() NOT NULL,
    lease_until timestamp with time zone,
    last_error text,
    file text,
    sha256 text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    done_at timestamp with time zone,
    CONSTRAINT document_job_done CHECK (((status <> 'done'::public.document_job_status) OR ((file IS NOT NULL) AND (sha256 ~ '^[0-9a-f]{64}$'::text) AND (done_at IS NOT NULL)))),
    CONSTRAINT document_job_record UNIQUE (kind, record_id),
    CONSTRAINT document_job_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.document_job
    ADD CONSTRAINT document_job_kind_fkey FOREIGN KEY (kind) REFERENCES public.document_kind(kind);

ALTER TABLE ONLY public.document_job
    ADD CONSTRAINT document_job_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON TABLE public.document_job IS 'la production d''un document légal par le serveur : file d''attente, essais, motif d''échec';

REVOKE ALL ON TABLE public.document_job FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.document_job TO authenticated;
GRANT ALL ON TABLE public.document_job TO service_role;

-- ## Indexes

-- The worker's claim reads the jobs due, oldest first.
CREATE INDEX document_job_due_idx ON public.document_job USING btree (run_after) WHERE (status = ANY (ARRAY['pending'::public.document_job_status, 'running'::public.document_job_status]));

CREATE INDEX document_job_workspace_idx ON public.document_job USING btree (workspace_id, status);

-- ## Triggers

CREATE TRIGGER client_invoice_document_job AFTER INSERT OR UPDATE OF number ON public.client_invoice FOR EACH ROW EXECUTE FUNCTION private.enqueue_client_invoice_document();

CREATE TRIGGER timesheet_week_document_job AFTER INSERT OR UPDATE OF signed_at ON public.timesheet_week FOR EACH ROW EXECUTE FUNCTION private.enqueue_timesheet_week_document();

CREATE TRIGGER commercial_condition_document_job AFTER INSERT OR UPDATE OF status ON public.commercial_condition FOR EACH ROW EXECUTE FUNCTION private.enqueue_commercial_condition_document();

CREATE TRIGGER contract_document_job AFTER INSERT OR UPDATE OF status ON public.contract FOR EACH ROW EXECUTE FUNCTION private.enqueue_contract_documents();

CREATE TRIGGER contract_documents_reset BEFORE UPDATE OF status ON public.contract FOR EACH ROW EXECUTE FUNCTION private.reset_contract_documents();

CREATE TRIGGER contract_signature_document_job AFTER INSERT ON public.contract_signature FOR EACH ROW EXECUTE FUNCTION private.enqueue_signed_document();

-- ## RLS and policies

ALTER TABLE public.document_job ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.document_kind ENABLE ROW LEVEL SECURITY;

CREATE POLICY "document_job: readers of its resource can select" ON public.document_job FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND (EXISTS ( SELECT 1
   FROM public.document_kind k
  WHERE ((k.kind = document_job.kind) AND private.can(k.resource, 'select'::public.permission_action))))));

-- Team members only: a space's user (supabase/schemas/31_portal.sql) reads no table at all.
CREATE POLICY "document_kind: members can select" ON public.document_kind FOR SELECT TO authenticated USING (( SELECT private.is_team_member() AS is_team_member));

-- ## Functions

-- An invoice or a credit note gets its number in the transaction that issues it: the same
-- transaction records the job that makes its document (an invoice whose document exists —
-- the demo's, attached by the seed — needs none).
CREATE FUNCTION private.enqueue_client_invoice_document() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.number is not null and new.pdf_file is null and (tg_op = 'INSERT' or old.number is null) then
    insert into public.document_job (workspace_id, kind, record_id)
    values (new.workspace_id, new.kind::text, new.id)
    on conflict (kind, record_id) do nothing;
    perform pg_notify('document_job', new.kind::text);
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.enqueue_client_invoice_document() FROM PUBLIC;

-- A relevé signed by the client (public.sign_timesheet, the public page) is a legal document from
-- that moment: the transaction that records the signature records the job that makes its signed
-- PDF. A week signed again (unlocked, corrected, sent and signed anew) is a new document: its job
-- starts again, the earlier signature's file stays where it was stored. A seeded week that comes
-- with its file needs none.
CREATE FUNCTION private.enqueue_timesheet_week_document() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.signed_at is not null and new.signature_image is not null
     and (tg_op = 'INSERT' and new.pdf_file is null
          or tg_op = 'UPDATE' and old.signed_at is distinct from new.signed_at) then
    insert into public.document_job (workspace_id, kind, record_id)
    values (new.workspace_id, 'timesheet_week_signed', new.id)
    on conflict (kind, record_id) do update
    set status = 'pending', attempts = 0, run_after = now(), lease_until = null, last_error = null,
        file = null, sha256 = null, done_at = null;
    perform pg_notify('document_job', 'timesheet_week_signed');
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.enqueue_timesheet_week_document() FROM PUBLIC;

-- Commercial conditions are a document from their validation on (docs/rules/requests.md): the
-- transaction that validates them records the job that makes their PDF, the one they are sent
-- for signature with (send_commercial_condition_for_signature refuses them until it exists).
-- Conditions that come with their file (the demo's sent and signed ones) need none.
CREATE FUNCTION private.enqueue_commercial_condition_document() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.status = 'validated' and new.generated_file is null
     and (tg_op = 'INSERT' or old.status is distinct from new.status) then
    insert into public.document_job (workspace_id, kind, record_id)
    values (new.workspace_id, 'commercial_condition', new.id)
    on conflict (kind, record_id) do nothing;
    perform pg_notify('document_job', 'commercial_condition');
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.enqueue_commercial_condition_document() FROM PUBLIC;

-- A contract (or an amendment) is validated with its content frozen until it is sent: the same
-- transaction records the jobs that make its two documents — the contrat de mission for the
-- talent, the contrat de mise à disposition for the client (C. trav. L1251-16, L1251-42) —, which
-- it is sent for signature with (send_contract_for_signature refuses it until both exist). A
-- contract validated again (after an administrator's change) gets new documents: its jobs start
-- over. A contract that comes with its files (the demo's) needs none.
CREATE FUNCTION private.enqueue_contract_documents() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.status = 'validated' and new.generated_file is null
     and (tg_op = 'INSERT' or old.status is distinct from new.status) then
    insert into public.document_job (workspace_id, kind, record_id)
    values (new.workspace_id, 'contract_mission', new.id), (new.workspace_id, 'contract_mad', new.id)
    on conflict (kind, record_id) do update
    set status = 'pending', attempts = 0, run_after = now(), lease_until = null, last_error = null,
        file = null, sha256 = null, done_at = null;
    perform pg_notify('document_job', 'contract');
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.enqueue_contract_documents() FROM PUBLIC;

-- Validated again, a contract's earlier documents no longer say what it says: they are set aside
-- (their files stay stored) for the ones its new jobs make; an update that brings its own files
-- keeps them.
CREATE FUNCTION private.reset_contract_documents() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.status = 'validated' and old.status is distinct from new.status
     and new.generated_file is not distinct from old.generated_file then
    new.generated_file := null;
    new.generated_file_sha256 := null;
    new.generated_mad_file := null;
    new.generated_mad_file_sha256 := null;
    new.documents_generated_at := null;
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.reset_contract_documents() FROM PUBLIC;

-- A signature (public.sign_contract, the public page) records, in its own transaction, the job
-- that seals what was signed: the document with its evidence page (eIDAS art. 25, a simple
-- electronic signature kept with its proof): a contract's or an amendment's party's own copy, or
-- the commercial conditions' (one signer, the client's).
CREATE FUNCTION private.enqueue_signed_document() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_kind text := case when new.commercial_condition_id is not null then 'commercial_condition_signed'
                      else 'contract_signed_' || new.party::text end;
begin
  insert into public.document_job (workspace_id, kind, record_id)
  values (new.workspace_id, v_kind, coalesce(new.contract_id, new.commercial_condition_id))
  on conflict (kind, record_id) do nothing;
  perform pg_notify('document_job', v_kind);
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.enqueue_signed_document() FROM PUBLIC;

-- Only the system (the worker's service role, pg_cron) moves jobs.
CREATE FUNCTION private.require_document_worker() RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if not private.is_system() then
    perform private.fail('Réservé au service qui produit les documents', 'document_job_worker', '42501');
  end if;
end
$$;

REVOKE ALL ON FUNCTION private.require_document_worker() FROM PUBLIC;
GRANT ALL ON FUNCTION private.require_document_worker() TO authenticated;
GRANT ALL ON FUNCTION private.require_document_worker() TO service_role;

-- Up to p_limit due jobs (only p_ids when given), leased to the caller for 2 minutes: pending ones
-- whose time has come and running ones whose worker died (its lease passed). Two workers never
-- get the same job (skip locked). A job interrupted at its sixth attempt fails instead of being
-- tried forever.
CREATE FUNCTION public.claim_document_jobs(p_limit integer DEFAULT 5, p_ids uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.document_job
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_document_worker();
  update public.document_job j
  set status = 'failed', lease_until = null,
      last_error = coalesce(j.last_error, 'La production a été interrompue à chaque essai')
  where j.status = 'running' and j.lease_until < now() and j.attempts >= 6;
  return query
  update public.document_job j
  set status = 'running', attempts = j.attempts + 1, lease_until = now() + interval '2 minutes'
  where j.id in (select d.id from public.document_job d
                 where ((d.status = 'pending' and d.run_after <= now())
                        or (d.status = 'running' and d.lease_until < now()))
                   and (p_ids is null or d.id = any (p_ids))
                 order by d.run_after, d.created_at, d.id
                 limit greatest(1, least(coalesce(p_limit, 5), 50))
                 for update skip locked)
  returning j.*;
end
$$;

REVOKE ALL ON FUNCTION public.claim_document_jobs(p_limit integer, p_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_document_jobs(p_limit integer, p_ids uuid[]) TO service_role;

-- An invoice's or a credit note's document is recorded on it once: a second, different file for
-- the same record is refused (what was issued is never replaced).
CREATE FUNCTION private.document_done_invoice(p_job public.document_job, p_file text, p_sha256 text, p_profile text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_invoice public.client_invoice;
begin
  select * into v_invoice from public.client_invoice where id = p_job.record_id for update;
  if p_file !~ ('^' || v_invoice.workspace_id || '/' || v_invoice.id || '/') then
    perform private.fail('Document de facture invalide', 'client_invoice_pdf_file');
  end if;
  if v_invoice.pdf_file is null then
    update public.client_invoice set pdf_file = p_file, pdf_sha256 = p_sha256, facturx_profile = p_profile
    where id = v_invoice.id;
  elsif v_invoice.pdf_sha256 is distinct from p_sha256 then
    perform private.fail('Le document de cette facture existe déjà : il n''est jamais remplacé', 'client_invoice_pdf_exists');
  end if;
end
$$;

REVOKE ALL ON FUNCTION private.document_done_invoice(p_job public.document_job, p_file text, p_sha256 text, p_profile text) FROM PUBLIC;

-- A signed relevé's PDF is recorded on its week once per signature: the file of the signature the
-- week holds now (<workspace>/<week>/<signed_at in ms>.pdf, the worker's path), never another one
-- for the same signature.
CREATE FUNCTION private.document_done_timesheet_week_signed(p_job public.document_job, p_file text, p_sha256 text, p_profile text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_week public.timesheet_week;
begin
  select * into v_week from public.timesheet_week where id = p_job.record_id for update;
  if v_week.signed_at is null
     or p_file is distinct from format('%s/%s/%s.pdf', v_week.workspace_id, v_week.id,
                                       floor(extract(epoch from v_week.signed_at) * 1000)::bigint) then
    perform private.fail('Ce PDF n''est pas celui de la signature du relevé', 'timesheet_week_pdf_file');
  end if;
  if v_week.pdf_file is distinct from p_file then
    update public.timesheet_week set pdf_file = p_file, pdf_sha256 = p_sha256 where id = v_week.id;
  elsif v_week.pdf_sha256 is distinct from p_sha256 then
    perform private.fail('Le PDF signé de ce relevé existe déjà : il n''est jamais remplacé', 'timesheet_week_pdf_exists');
  end if;
end
$$;

REVOKE ALL ON FUNCTION private.document_done_timesheet_week_signed(p_job public.document_job, p_file text, p_sha256 text, p_profile text) FROM PUBLIC;

-- Records the certificat de travail of a processed end (L1234-19) once: under the contract's folder
-- of the `contracts` bucket, never replaced.
CREATE FUNCTION private.record_end_certificate(p_job public.document_job, p_file text, p_sha256 text, p_profile text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_end public.definitive_end_request;
begin
  select * into v_end from public.definitive_end_request where id = p_job.record_id for update;
  if p_file not like v_end.workspace_id::text || '/' || v_end.contract_id::text || '/%' then
    perform private.fail('Certificat de travail invalide', 'end_certificate_path');
  end if;
  if v_end.certificate_file is not null then
    if v_end.certificate_file is distinct from p_file or v_end.certificate_sha256 is distinct from p_sha256 then
      perform private.fail('Le certificat de travail existe déjà : il n''est jamais remplacé', 'end_certificate_exists');
    end if;
    return;
  end if;
  perform set_config('renfort.actor', 'system', true);
  update public.definitive_end_request set certificate_file = p_file, certificate_sha256 = p_sha256 where id = v_end.id;
end
$$;

REVOKE ALL ON FUNCTION private.record_end_certificate(p_job public.document_job, p_file text, p_sha256 text, p_profile text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.record_end_certificate(p_job public.document_job, p_file text, p_sha256 text, p_profile text) TO service_role;

-- What the certificat de travail of a processed end says (L1234-19, D1234-6), for the document
-- worker (service role): the agency as employer, the temp, the dates of entry and exit (the
-- contract's first day, the effective end), the job held over that period with its qualification
-- and status, the contract's number, the prévoyance body (portability, L911-8 CSS) and the day
-- the end was processed — the day the document is dated, so that making it twice gives the same bytes.
CREATE FUNCTION public.end_certificate_data(p_request_id uuid) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'request_id', e.id, 'workspace_id', e.workspace_id, 'contract_id', e.contract_id, 'status', e.status,
    'processed_at', e.status_changed_at,
    'contract_key', c.contract_key, 'start_date', c.start_date, 'end_date', e.effective_end_date,
    'job_name', coalesce(c.job_name, (select j.name from public.job j where j.id = c.job_id)),
    'qualification_level', c.qualification_level,
    'employee_status_label', private.enum_label('employee_status', c.employee_status::text),
    'talent', (select jsonb_build_object('civility', t.civility, 'first_name', t.first_name, 'last_name', t.last_name,
                                         'address', (select to_jsonb(a) from public.address a where a.id = t.address_id))
               from public.talent t where t.id = c.talent_id),
    'identity', (select to_jsonb(i) from public.workspace_identity i where i.workspace_id = e.workspace_id),
    'workspace', (select jsonb_build_object('name', w.name) from public.workspace w where w.id = e.workspace_id))
  from public.definitive_end_request e
  join public.contract c on c.id = e.contract_id
  where e.id = p_request_id
$$;

REVOKE ALL ON FUNCTION public.end_certificate_data(p_request_id uuid) FROM PUBLIC;
REVOKE ALL ON FUNCTION public.end_certificate_data(p_request_id uuid) FROM anon, authenticated;
GRANT ALL ON FUNCTION public.end_certificate_data(p_request_id uuid) TO service_role;

-- A validated contract's document (one per party) is recorded on it once, in its folder, while it
-- is validated (its jobs are made before it can be sent); another file for the same validation is
-- refused. Both recorded, the contract's documents are dated.
CREATE FUNCTION private.record_contract_document(p_job public.document_job, p_file text, p_sha256 text, p_profile text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_contract public.contract;
  v_mission boolean := p_job.kind = 'contract_mission';
  v_current text;
begin
  select * into v_contract from public.contract where id = p_job.record_id for update;
  if p_file not like v_contract.workspace_id::text || '/' || v_contract.id::text || '/%' then
    perform private.fail('Document de contrat invalide', 'contract_documents_path');
  end if;
  v_current := case when v_mission then v_contract.generated_file else v_contract.generated_mad_file end;
  if v_current is not null then
    if v_current is distinct from p_file
       or (case when v_mission then v_contract.generated_file_sha256 else v_contract.generated_mad_file_sha256 end) is distinct from p_sha256 then
      perform private.fail('Le document de ce contrat existe déjà : il n''est jamais remplacé', 'contract_document_exists');
    end if;
    return;
  end if;
  if v_contract.status <> 'validated' then
    perform private.fail('Les documents d''un contrat se font entre sa validation et son envoi pour signature', 'contract_documents_status');
  end if;
  perform set_config('renfort.actor', 'system', true);
  update public.contract c
  set generated_file = case when v_mission then p_file else c.generated_file end,
      generated_file_sha256 = case when v_mission then p_sha256 else c.generated_file_sha256 end,
      generated_mad_file = case when v_mission then c.generated_mad_file else p_file end,
      generated_mad_file_sha256 = case when v_mission then c.generated_mad_file_sha256 else p_sha256 end
  where c.id = v_contract.id
  returning c.* into v_contract;
  if v_contract.generated_file is not null and v_contract.generated_mad_file is not null then
    update public.contract c set documents_generated_at = now() where c.id = v_contract.id;
  end if;
  perform set_config('renfort.actor', '', true);
end
$$;

REVOKE ALL ON FUNCTION private.record_contract_document(p_job public.document_job, p_file text, p_sha256 text, p_profile text) FROM PUBLIC;

-- A party's sealed copy (its document with the evidence page) is recorded once, and mailed to its
-- signer then: the copy the signing page promises.
CREATE FUNCTION private.record_contract_signed_copy(p_job public.document_job, p_file text, p_sha256 text, p_profile text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_party public.contract_signature_party := (case p_job.kind when 'contract_signed_talent' then 'talent' else 'client' end)::public.contract_signature_party;
  v_signature public.contract_signature;
  v_contract public.contract;
  v_current text;
  v_copy text;
  v_document text;
  v_file text;
begin
  select s.* into v_signature from public.contract_signature s
  where s.contract_id = p_job.record_id and s.party = v_party order by s.signed_at desc limit 1;
  select c.* into v_contract from public.contract c where c.id = p_job.record_id for update;
  if v_signature.id is null then
    perform private.fail('Cette partie n''a pas encore signé', 'contract_signed_file_signature');
  end if;
  if p_file not like v_contract.workspace_id::text || '/' || v_contract.id::text || '/%' then
    perform private.fail('Document de contrat invalide', 'contract_documents_path');
  end if;
  v_current := case v_party when 'talent' then v_contract.signed_file else v_contract.signed_mad_file end;
  if v_current is not null then
    if v_current is distinct from p_file
       or (select j.sha256 from public.document_job j where j.id = p_job.id) is distinct from p_sha256 then
      perform private.fail('La copie signée de ce contrat existe déjà : elle n''est jamais remplacée', 'contract_signed_file_exists');
    end if;
    return;
  end if;
  perform set_config('renfort.actor', 'system', true);
  update public.contract c
  set signed_file = case when v_party = 'talent' then p_file else c.signed_file end,
      signed_mad_file = case when v_party = 'client' then p_file else c.signed_mad_file end
  where c.id = v_contract.id;
  perform set_config('renfort.actor', '', true);
  v_copy := case v_party when 'talent' then 'contrat de mission' else 'contrat de mise à disposition' end;
  v_file := case v_party when 'talent' then 'contrat-de-mission' else 'contrat-de-mise-a-disposition' end;
  if v_contract.is_amendment then
    v_document := format('l''avenant n° %s %s %s', v_contract.amendment_number,
                         case v_party when 'talent' then 'à votre contrat de mission' else 'au contrat de mise à disposition' end, v_contract.contract_key);
    v_file := format('avenant-%s-%s-%s-signe.pdf', v_contract.amendment_number, v_file, v_contract.contract_key);
    v_copy := format('Avenant n° %s au %s %s signé', v_contract.amendment_number, v_copy, v_contract.contract_key);
  else
    v_document := case v_party when 'talent' then 'votre contrat de mission ' else 'le contrat de mise à disposition ' end || v_contract.contract_key;
    v_file := format('%s-%s-signe.pdf', v_file, v_contract.contract_key);
    v_copy := case v_party when 'talent' then 'Votre contrat de mission ' else 'Contrat de mise à disposition ' end || v_contract.contract_key || ' signé';
  end if;
  insert into public.mail_outbox (workspace_id, recipient, subject, body, kind, entity, entity_id, attachments)
  values (v_contract.workspace_id, v_signature.signer_email, v_copy,
          format(E'Bonjour %s,\n\nVous trouverez ci-joint %s, signé électroniquement le %s, avec sa page de preuves de signature. Conservez-le.\n\n%s',
                 v_signature.signer_name, v_document, to_char(v_signature.signed_at at time zone 'Europe/Paris', 'DD/MM/YYYY à HH24:MI'),
                 (select coalesce(i.legal_name, w.name) from public.workspace w
                  left join public.workspace_identity i on i.workspace_id = w.id where w.id = v_contract.workspace_id)),
          'contract_signed_copy', 'contract', v_contract.id,
          jsonb_build_array(jsonb_build_object('bucket', 'contracts', 'path', p_file, 'filename', v_file)));
end
$$;

REVOKE ALL ON FUNCTION private.record_contract_signed_copy(p_job public.document_job, p_file text, p_sha256 text, p_profile text) FROM PUBLIC;

-- The PDF of validated conditions is recorded on them once, in their request's folder; another
-- file for them is refused.
CREATE FUNCTION private.document_done_commercial_condition(p_job public.document_job, p_file text, p_sha256 text, p_profile text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_condition public.commercial_condition;
begin
  select * into v_condition from public.commercial_condition where id = p_job.record_id for update;
  if p_file not like v_condition.workspace_id::text || '/requests/commercial_condition/' || v_condition.id::text || '/%' then
    perform private.fail('Document de conditions commerciales invalide', 'commercial_condition_document_file');
  end if;
  if v_condition.generated_file is null then
    perform set_config('renfort.actor', 'system', true);
    update public.commercial_condition set generated_file = p_file, generated_file_sha256 = p_sha256
    where id = v_condition.id;
    perform set_config('renfort.actor', '', true);
  elsif v_condition.generated_file is distinct from p_file or v_condition.generated_file_sha256 is distinct from p_sha256 then
    perform private.fail('Le document de ces conditions existe déjà : il n''est jamais remplacé', 'commercial_condition_document_exists');
  end if;
end
$$;

REVOKE ALL ON FUNCTION private.document_done_commercial_condition(p_job public.document_job, p_file text, p_sha256 text, p_profile text) FROM PUBLIC;

-- The sealed copy of signed conditions (their document and the evidence page) is recorded once, and
-- mailed to the signatory then: the copy the signing page promises.
CREATE FUNCTION private.document_done_commercial_condition_signed(p_job public.document_job, p_file text, p_sha256 text, p_profile text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_signature public.contract_signature;
  v_condition public.commercial_condition;
begin
  select s.* into v_signature from public.contract_signature s
  where s.commercial_condition_id = p_job.record_id order by s.signed_at desc limit 1;
  select cc.* into v_condition from public.commercial_condition cc where cc.id = p_job.record_id for update;
  if v_signature.id is null then
    perform private.fail('Ces conditions n''ont pas encore été signées', 'commercial_condition_signed_file_signature');
  end if;
  if p_file not like v_condition.workspace_id::text || '/requests/commercial_condition/' || v_condition.id::text || '/%' then
    perform private.fail('Document de conditions commerciales invalide', 'commercial_condition_document_file');
  end if;
  if v_condition.signed_file is not null then
    if v_condition.signed_file is distinct from p_file
       or (select j.sha256 from public.document_job j where j.id = p_job.id) is distinct from p_sha256 then
      perform private.fail('La copie signée de ces conditions existe déjà : elle n''est jamais remplacée', 'commercial_condition_signed_file_exists');
    end if;
    return;
  end if;
  perform set_config('renfort.actor', 'system', true);
  update public.commercial_condition cc set signed_file = p_file where cc.id = v_condition.id;
  perform set_config('renfort.actor', '', true);
  insert into public.mail_outbox (workspace_id, recipient, subject, body, kind, entity, entity_id, attachments)
  values (v_condition.workspace_id, v_signature.signer_email, format('Conditions commerciales (version %s) signées', v_condition.version),
          format(E'Bonjour %s,\n\nVous trouverez ci-joint nos conditions commerciales (version %s), signées électroniquement le %s, avec leur page de preuves de signature. Conservez-les.\n\n%s',
                 v_signature.signer_name, v_condition.version, to_char(v_signature.signed_at at time zone 'Europe/Paris', 'DD/MM/YYYY à HH24:MI'),
                 (select coalesce(i.legal_name, w.name) from public.workspace w
                  left join public.workspace_identity i on i.workspace_id = w.id where w.id = v_condition.workspace_id)),
          'commercial_condition_signed_copy', 'commercial_condition', v_condition.id,
          jsonb_build_array(jsonb_build_object('bucket', 'documents', 'path', p_file,
                                               'filename', format('conditions-commerciales-v%s-signees.pdf', v_condition.version))));
end
$$;

REVOKE ALL ON FUNCTION private.document_done_commercial_condition_signed(p_job public.document_job, p_file text, p_sha256 text, p_profile text) FROM PUBLIC;

-- The document of a claimed job is stored: the kind's function records it on its record, and
-- the job is done.
CREATE FUNCTION public.complete_document_job(p_job_id uuid, p_file text, p_sha256 text, p_profile text DEFAULT NULL::text) RETURNS public.document_job
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_job public.document_job;
begin
  perform private.require_document_worker();
  select * into v_job from public.document_job where id = p_job_id for update;
  if v_job.id is null then
    perform private.fail('Tâche de production introuvable', 'document_job_not_found', 'P0002');
  end if;
  if v_job.status = 'done' and v_job.sha256 = p_sha256 then
    return v_job;
  end if;
  if coalesce(p_sha256, '') !~ '^[0-9a-f]{64}$' then
    perform private.fail('Empreinte SHA-256 invalide', 'document_job_sha256');
  end if;
  -- the kind's own recording, named by the registry
  execute format('select %s($1, $2, $3, $4)', (select k.recorder from public.document_kind k where k.kind = v_job.kind))
    using v_job, p_file, p_sha256, p_profile;
  update public.document_job
  set status = 'done', file = p_file, sha256 = p_sha256, done_at = now(), lease_until = null, last_error = null
  where id = p_job_id returning * into v_job;
  return v_job;
end
$_$;

REVOKE ALL ON FUNCTION public.complete_document_job(p_job_id uuid, p_file text, p_sha256 text, p_profile text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.complete_document_job(p_job_id uuid, p_file text, p_sha256 text, p_profile text) TO service_role;

-- A claimed job could not produce its document: tried again after 30 s, 1, 2, 4, 8 minutes, then
-- failed with its French reason; p_final fails it at once (the record itself is wrong: a client
-- without SIREN, a missing legal identity — trying again changes nothing until it is fixed).
CREATE FUNCTION public.fail_document_job(p_job_id uuid, p_error text, p_final boolean DEFAULT false) RETURNS public.document_job
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_job public.document_job;
begin
  perform private.require_document_worker();
  update public.document_job j
  set status = case when p_final or j.attempts >= 6 then 'failed'::public.document_job_status else 'pending' end,
      run_after = now() + interval '30 seconds' * power(2, greatest(j.attempts - 1, 0)),
      lease_until = null,
      last_error = left(coalesce(nullif(btrim(p_error), ''), 'Erreur inconnue'), 500)
  where j.id = p_job_id and j.status <> 'done'
  returning * into v_job;
  if v_job.id is null then
    perform private.fail('Tâche de production introuvable ou terminée', 'document_job_not_found', 'P0002');
  end if;
  return v_job;
end
$$;

REVOKE ALL ON FUNCTION public.fail_document_job(p_job_id uuid, p_error text, p_final boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.fail_document_job(p_job_id uuid, p_error text, p_final boolean) TO service_role;

-- « Relancer » on a record whose document failed (or waits for its next attempt): whoever may
-- prepare invoices puts it back in the queue, now, with its attempts counted afresh.
CREATE FUNCTION public.retry_document_job(p_job_id uuid) RETURNS public.document_job
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_job public.document_job;
begin
  select * into v_job from public.document_job j
  where j.id = p_job_id and j.workspace_id = any (private.current_workspace_ids()) for update;
  if v_job.id is null then
    perform private.fail('Tâche de production introuvable', 'document_job_not_found', 'P0002');
  end if;
  if not private.may((select k.retry_permission from public.document_kind k where k.kind = v_job.kind)) then
    perform private.fail('Vos rôles ne permettent pas de relancer ce document', 'document_job_role', '42501');
  end if;
  if v_job.status not in ('failed', 'pending') then
    perform private.fail('Ce document est déjà produit ou en cours de production', 'document_job_status');
  end if;
  update public.document_job
  set status = 'pending', attempts = 0, run_after = now(), lease_until = null
  where id = p_job_id returning * into v_job;
  perform pg_notify('document_job', v_job.kind);
  return v_job;
end
$$;

REVOKE ALL ON FUNCTION public.retry_document_job(p_job_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.retry_document_job(p_job_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.retry_document_job(p_job_id uuid) TO service_role;

-- The action centre's queue of documents that failed (rule `documents_failed`, accounting): every
-- kind's, with its record, its client and the French reason, and the link to the record where
-- « Relancer » is.
CREATE FUNCTION private.action_rule_documents_failed(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select 'documents_failed', 'critical', 'client_invoice', i.id, i.workspace_id,
         format('%s · %s · document non produit : %s', i.number, co.name, j.last_error),
         j.created_at, format('/client-invoices/%s', i.id), co.csm_id
  from public.document_job j
  join public.client_invoice i on i.id = j.record_id
  join public.company co on co.id = i.company_id
  where j.status = 'failed' and j.kind in ('invoice', 'credit_note')
  union all
  select 'documents_failed', 'critical', 'timesheet_week', w.id, w.workspace_id,
         format('Relevé %s, semaine %s de %s · %s · PDF signé non produit : %s',
                w.contract_key, w.iso_week, w.iso_year, coalesce(co.name, '—'), j.last_error),
         j.created_at, format('/timesheets?open=%s', w.id), co.csm_id
  from public.document_job j
  join public.timesheet_week w on w.id = j.record_id
  left join public.company co on co.id = w.company_id
  where j.status = 'failed' and j.kind = 'timesheet_week_signed'
  union all
  select 'documents_failed', 'critical', 'commercial_condition', cc.id, cc.workspace_id,
         format('Conditions commerciales v%s · %s · %s non produit : %s', cc.version,
                coalesce(co.name, g.name, 'agence'),
                case j.kind when 'commercial_condition' then 'document' else 'copie signée' end, j.last_error),
         j.created_at, format('/commercial-conditions?open=%s', cc.id), co.csm_id
  from public.document_job j
  join public.commercial_condition cc on cc.id = j.record_id
  left join public.company co on co.id = cc.company_id
  left join public.company_group g on g.id = cc.company_group_id
  where j.status = 'failed' and j.kind in ('commercial_condition', 'commercial_condition_signed')
  union all
  select 'documents_failed', 'critical', 'contract', c.id, c.workspace_id,
         format('%s%s · %s · %s non produit : %s', c.contract_key,
                case when c.is_amendment then format(' (avenant n° %s)', c.amendment_number) else '' end,
                coalesce(co.name, '—'),
                case j.kind when 'contract_mission' then 'contrat de mission'
                            when 'contract_mad' then 'contrat de mise à disposition'
                            when 'contract_signed_talent' then 'contrat de mission signé'
                            else 'contrat de mise à disposition signé' end, j.last_error),
         j.created_at, format('/contracts/%s', c.id), co.csm_id
  from public.document_job j
  join public.contract c on c.id = j.record_id
  left join public.company co on co.id = c.company_id
  where j.status = 'failed' and j.kind in ('contract_mission', 'contract_mad', 'contract_signed_talent', 'contract_signed_client')
$$;

REVOKE ALL ON FUNCTION private.action_rule_documents_failed(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_documents_failed(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_documents_failed(p_owners uuid[]) TO service_role;

-- ## Rows

insert into public.document_kind (kind, resource, retry_permission, recorder) values
  ('invoice', 'client_invoice', 'client_invoice.prepare', 'private.document_done_invoice'),
  ('credit_note', 'client_invoice', 'client_invoice.prepare', 'private.document_done_invoice'),
  ('timesheet_week_signed', 'timesheet_week', 'timesheet_week.retry_document', 'private.document_done_timesheet_week_signed'),
  ('commercial_condition', 'commercial_condition', 'commercial_condition.retry_document', 'private.document_done_commercial_condition'),
  ('commercial_condition_signed', 'commercial_condition', 'commercial_condition.retry_document', 'private.document_done_commercial_condition_signed'),
  ('contract_mission', 'contract', 'contract.retry_document', 'private.record_contract_document'),
  ('contract_mad', 'contract', 'contract.retry_document', 'private.record_contract_document'),
  ('contract_signed_talent', 'contract', 'contract.retry_document', 'private.record_contract_signed_copy'),
  ('contract_signed_client', 'contract', 'contract.retry_document', 'private.record_contract_signed_copy'),
  ('end_certificate', 'definitive_end_request', 'contract.retry_document', 'private.record_end_certificate');

insert into public.action_right (action, roles, note) values
  ('timesheet_week.retry_document', '{csm_team_member,accounting_team_member,team_member_developer}', 'Relancer la production du PDF signé d''un relevé'),
  ('commercial_condition.retry_document', '{consultant_team_member,csm_team_member,accounting_team_member,team_member_developer}', 'Relancer la production du document ou de la copie signée de conditions commerciales'),
  ('contract.retry_document', '{consultant_team_member,csm_team_member,accounting_team_member,team_member_developer}', 'Relancer la production des documents ou des copies signées d''un contrat');

insert into public.action_rule (rule, roles, owner_roles, "position") values
  ('documents_failed', '{accounting_team_member}', '{}', 21)
on conflict do nothing;

insert into public.enum_label (enum_name, value, label, "position") values
  ('document_job_status', 'pending', 'En attente de production', 1),
  ('document_job_status', 'running', 'En cours de production', 2),
  ('document_job_status', 'done', 'Produit', 3),
  ('document_job_status', 'failed', 'Échec', 4);
