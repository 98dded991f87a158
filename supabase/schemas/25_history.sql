-- Field-level history written by the database (issue #49 « Rien de perdu, tout expliqué »): who,
-- when, which fields, before → after, on the records the back office edits. One generic AFTER row
-- trigger (private.record_history_write) writes public.record_history on every insert, update and
-- delete of the tables below, whatever wrote them (a screen, the API, a job, the service role), so
-- that no call can skip it; the history itself is append-only for every role. A record's
-- « Historique » tab reads its rows by parent (a day shows on its week, a payment on its invoice,
-- the NIR on its talent); the « Journal » screen reads them all through public.record_history_entry,
-- which masks the values of sensitive fields (NIR, IBAN, medical data) for the roles that may not
-- read them. Reading a NIR, an IBAN or a medical notice is logged too (action 'read').
-- public.status_history (03) and public.contract_change (07) stay as they are: their readers (the
-- status cards, the contract's diff of review) keep working; this history covers them field by field.
-- Declarative schema, each object once: tables, indexes, triggers, RLS and policies, functions,
-- views, then the rows the schema owns. Change it here, then `npm run db:diff NAME` writes the
-- migration (README, « Changer le schéma »).

-- ## Tables

-- One row per change of one record (its changed fields in `changes`), or per read of sensitive
-- values. Written only by the SECURITY DEFINER functions below: no API role may write it.
CREATE TABLE public.record_history (
    id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
    workspace_id uuid,
    entity text NOT NULL,
    record_id uuid NOT NULL,
    parent_entity text NOT NULL,
    parent_id uuid NOT NULL,
    action text NOT NULL,
    changes jsonb DEFAULT '{}'::jsonb NOT NULL,
    actor_id uuid,
    actor text NOT NULL,
    changed_at timestamp with time zone DEFAULT now() NOT NULL,
    txid bigint DEFAULT txid_current() NOT NULL,
    CONSTRAINT record_history_action CHECK ((action = ANY (ARRAY['insert'::text, 'update'::text, 'delete'::text, 'read'::text]))),
    CONSTRAINT record_history_actor CHECK ((actor = ANY (ARRAY['user'::text, 'system'::text, 'developer_override'::text, 'external_client'::text, 'external_talent'::text]))),
    CONSTRAINT record_history_pkey PRIMARY KEY (id)
);

COMMENT ON TABLE public.record_history IS 'l''historique des champs : qui, quand, quels champs, avant → après ; en ajout seul, écrit par les déclencheurs';

COMMENT ON COLUMN public.record_history.changes IS '{"champ": {"before": …, "after": …}} : les seuls champs changés (une lecture : les champs lus)';

COMMENT ON COLUMN public.record_history.txid IS 'txid_current() : les lignes d''une même transaction forment un même ensemble de changements';

REVOKE ALL ON TABLE public.record_history FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.record_history TO service_role;

-- ## Indexes

-- A record's « Historique » tab: its rows by parent, newest first.
CREATE INDEX record_history_parent_idx ON public.record_history USING btree (parent_entity, parent_id, id DESC);

-- The Journal: a workspace's rows by date, and by author.
CREATE INDEX record_history_workspace_changed_at_idx ON public.record_history USING btree (workspace_id, changed_at DESC);

CREATE INDEX record_history_actor_id_idx ON public.record_history USING btree (actor_id, changed_at DESC);

-- ## Triggers

CREATE TRIGGER record_history_append_only BEFORE DELETE OR UPDATE ON public.record_history FOR EACH ROW EXECUTE FUNCTION private.refuse_record_history_change();

CREATE TRIGGER record_history_no_truncate BEFORE TRUNCATE ON public.record_history FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_record_history_change();

-- The recorded tables. Arguments: the key column, the parent entity, the parent's key column, the
-- columns not recorded beyond the audit ones (secrets, images, derived figures).
CREATE TRIGGER advance_payment_request_record_history AFTER INSERT OR DELETE OR UPDATE ON public.advance_payment_request FOR EACH ROW EXECUTE FUNCTION private.record_history_write('id', 'advance_payment_request', 'id');

CREATE TRIGGER client_invoice_line_record_history AFTER INSERT OR DELETE OR UPDATE ON public.client_invoice_line FOR EACH ROW EXECUTE FUNCTION private.record_history_write('id', 'client_invoice', 'invoice_id');

CREATE TRIGGER client_invoice_payment_record_history AFTER INSERT OR DELETE OR UPDATE ON public.client_invoice_payment FOR EACH ROW EXECUTE FUNCTION private.record_history_write('id', 'client_invoice', 'invoice_id');

CREATE TRIGGER client_invoice_record_history AFTER INSERT OR DELETE OR UPDATE ON public.client_invoice FOR EACH ROW EXECUTE FUNCTION private.record_history_write('id', 'client_invoice', 'id', '{buyer,seller}');

CREATE TRIGGER company_record_history AFTER INSERT OR DELETE OR UPDATE ON public.company FOR EACH ROW EXECUTE FUNCTION private.record_history_write('id', 'company', 'id');

CREATE TRIGGER contact_record_history AFTER INSERT OR DELETE OR UPDATE ON public.contact FOR EACH ROW EXECUTE FUNCTION private.record_history_write('id', 'contact', 'id');

-- A contract and its amendments (contract rows with is_amendment): each shows its own history.
CREATE TRIGGER contract_pricing_record_history AFTER INSERT OR DELETE OR UPDATE ON public.contract_pricing FOR EACH ROW EXECUTE FUNCTION private.record_history_write('contract_id', 'contract', 'contract_id');

CREATE TRIGGER contract_record_history AFTER INSERT OR DELETE OR UPDATE ON public.contract FOR EACH ROW EXECUTE FUNCTION private.record_history_write('id', 'contract', 'id', '{generated_file_sha256,generated_mad_file_sha256,version}');

-- The medical data of a talent show on the talent.
CREATE TRIGGER medical_checkup_request_record_history AFTER INSERT OR DELETE OR UPDATE ON public.medical_checkup_request FOR EACH ROW EXECUTE FUNCTION private.record_history_write('id', 'talent', 'talent_id');

CREATE TRIGGER medical_checkup_result_record_history AFTER INSERT OR DELETE OR UPDATE ON public.medical_checkup_result FOR EACH ROW EXECUTE FUNCTION private.record_history_write('medical_checkup_request_id', 'talent', 'talent_id');

CREATE TRIGGER pay_element_record_history AFTER INSERT OR DELETE OR UPDATE ON public.pay_element FOR EACH ROW EXECUTE FUNCTION private.record_history_write('id', 'pay_tracking', 'pay_tracking_id');

CREATE TRIGGER pay_tracking_record_history AFTER INSERT OR DELETE OR UPDATE ON public.pay_tracking FOR EACH ROW EXECUTE FUNCTION private.record_history_write('id', 'pay_tracking', 'id');

-- A space's access shows on its contact or talent (who invited, who revoked, when); the kind
-- decides the parent, hence one trigger each. Its deletion goes with the record's (a cascade),
-- or with an anonymisation, which erases what named the person. The visits are not history.
CREATE TRIGGER portal_access_client_record_history AFTER INSERT OR UPDATE ON public.portal_access FOR EACH ROW WHEN ((new.kind = 'client'::public.portal_kind)) EXECUTE FUNCTION private.record_history_write('id', 'contact', 'contact_id', '{last_seen_at}');

CREATE TRIGGER portal_access_talent_record_history AFTER INSERT OR UPDATE ON public.portal_access FOR EACH ROW WHEN ((new.kind = 'talent'::public.portal_kind)) EXECUTE FUNCTION private.record_history_write('id', 'talent', 'talent_id', '{last_seen_at}');

CREATE TRIGGER talent_private_record_history AFTER INSERT OR DELETE OR UPDATE ON public.talent_private FOR EACH ROW EXECUTE FUNCTION private.record_history_write('talent_id', 'talent', 'talent_id');

CREATE TRIGGER talent_record_history AFTER INSERT OR DELETE OR UPDATE ON public.talent FOR EACH ROW EXECUTE FUNCTION private.record_history_write('id', 'talent', 'id', '{last_activity_at,resume_parsing_status,anonymous_bio_status,anonymous_resume_status,embedding_status,resume_parsing_error}');

CREATE TRIGGER team_member_record_history AFTER INSERT OR DELETE OR UPDATE ON public.team_member FOR EACH ROW EXECUTE FUNCTION private.record_history_write('id', 'team_member', 'id');

CREATE TRIGGER team_member_workspace_record_history AFTER INSERT OR DELETE OR UPDATE ON public.team_member_workspace FOR EACH ROW EXECUTE FUNCTION private.record_history_write('id', 'team_member', 'team_member_id');

CREATE TRIGGER timesheet_day_record_history AFTER INSERT OR DELETE OR UPDATE ON public.timesheet_day FOR EACH ROW EXECUTE FUNCTION private.record_history_write('id', 'timesheet_week', 'timesheet_week_id');

CREATE TRIGGER timesheet_week_record_history AFTER INSERT OR DELETE OR UPDATE ON public.timesheet_week FOR EACH ROW EXECUTE FUNCTION private.record_history_write('id', 'timesheet_week', 'id', '{signature_token_hash,signature_token_expires_at,signature_image,signature_ip,signature_user_agent,document_hash,pdf_sha256,reminder_sent_at}');

-- A role shows on its member (user_role has the account, not the member: the function looks it up).
CREATE TRIGGER user_role_record_history AFTER INSERT OR DELETE OR UPDATE ON public.user_role FOR EACH ROW EXECUTE FUNCTION private.record_history_write('id', 'team_member', 'user_id');

-- ## RLS and policies

ALTER TABLE public.record_history ENABLE ROW LEVEL SECURITY;

-- Readable where the record it shows on is readable (the API roles read it through
-- public.record_history_entry, which masks the sensitive values; no role writes it).
CREATE POLICY "record_history: members can select history of readable records" ON public.record_history FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND private.can_own(parent_entity, 'select'::public.permission_action)));

-- ## Functions

-- The history is append-only, for every role: an update, a delete or a truncate is refused. One
-- exception, the right to erasure (RGPD art. 17): private.erase_talent_copies (28_rgpd.sql) replaces
-- the values of an anonymised talent's rows, nothing else of them.
CREATE FUNCTION private.refuse_record_history_change() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'UPDATE' and current_setting('renfort.history_erasure', true) = 'on'
     and (to_jsonb(new) - 'changes') = (to_jsonb(old) - 'changes') then
    return new;
  end if;
  raise exception using message = 'L''historique ne peut être ni modifié ni effacé', errcode = '42501';
end
$$;

REVOKE ALL ON FUNCTION private.refuse_record_history_change() FROM PUBLIC;
GRANT ALL ON FUNCTION private.refuse_record_history_change() TO authenticated;
GRANT ALL ON FUNCTION private.refuse_record_history_change() TO service_role;

-- The resource whose read right reveals an entity's recorded values (null: not sensitive). The
-- values stay masked for the roles that may not read that resource (the rule guarding the rows).
CREATE FUNCTION private.record_history_guard(p_entity text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select case p_entity
    when 'talent_private' then 'talent_private'
    when 'medical_checkup_result' then 'medical_checkup_result'
    when 'medical_checkup_request' then 'medical_checkup_request'
  end
$$;

REVOKE ALL ON FUNCTION private.record_history_guard(p_entity text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.record_history_guard(p_entity text) TO authenticated;
GRANT ALL ON FUNCTION private.record_history_guard(p_entity text) TO service_role;

-- The resources the caller's roles may read, at least their own rows (private.can_own for each):
-- read once per query by public.record_history_entry instead of once per row.
CREATE FUNCTION private.readable_resources() RETURNS text[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(distinct p.resource), '{}'::text[]) from public.role_permission p
   where p.action = 'select' and p.role = any (private.current_roles())
$$;

REVOKE ALL ON FUNCTION private.readable_resources() FROM PUBLIC;
GRANT ALL ON FUNCTION private.readable_resources() TO authenticated;
GRANT ALL ON FUNCTION private.readable_resources() TO service_role;

-- The changes as the caller may see them: a sensitive entity's values become « •••• » (the fact
-- of the change, and which field, stay) unless the caller may read that entity. The NIR and the
-- IBAN stay masked for every role: they are read through public.reveal_talent_private, logged.
CREATE FUNCTION private.record_history_masked(p_entity text, p_changes jsonb) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_guard text := private.record_history_guard(p_entity);
  -- the fields masked for a reader of the entity; every field for the others (null)
  v_masked text[] := case when p_entity = 'talent_private' then array['social_security_number', 'iban'] else '{}' end;
begin
  if v_guard is null or p_changes = '{}'::jsonb then
    return p_changes;
  end if;
  if not private.can_own(v_guard, 'select') then
    v_masked := null;
  elsif not (p_changes ?| v_masked) then
    return p_changes;
  end if;
  return (select coalesce(jsonb_object_agg(c.key,
            case when v_masked is not null and not (c.key = any (v_masked)) then c.value
                 when jsonb_typeof(c.value) = 'object'
                 then (select coalesce(jsonb_object_agg(v.key, case when v.value = 'null'::jsonb then v.value else '"••••"'::jsonb end), '{}'::jsonb)
                       from jsonb_each(c.value) v)
                 else c.value end), '{}'::jsonb)
          from jsonb_each(p_changes) c);
end
$$;

REVOKE ALL ON FUNCTION private.record_history_masked(p_entity text, p_changes jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.record_history_masked(p_entity text, p_changes jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.record_history_masked(p_entity text, p_changes jsonb) TO service_role;

-- The actor's kind: the external party or the system a job declares (renfort.actor), the system
-- outside a user's request, else the user (auth.uid() is recorded beside it).
CREATE FUNCTION private.record_history_actor() RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(nullif(current_setting('renfort.actor', true), ''),
                  case when private.is_system() then 'system' else 'user' end)
$$;

REVOKE ALL ON FUNCTION private.record_history_actor() FROM PUBLIC;
GRANT ALL ON FUNCTION private.record_history_actor() TO authenticated;
GRANT ALL ON FUNCTION private.record_history_actor() TO service_role;

-- AFTER INSERT/UPDATE/DELETE row trigger of every recorded table (TG_ARGV: key column, parent
-- entity, parent's key column, extra ignored columns). An update records only the changed fields,
-- without the audit columns; nothing changed: nothing written. A creation or a deletion records
-- the fields that hold something. Imports by the system (seeds,
-- migrations) do not record creations, as status_history does not; every other write is recorded.
CREATE FUNCTION private.record_history_write() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_actor text := private.record_history_actor();
  v_old jsonb;
  v_new jsonb;
  v_row jsonb;
  v_ignored text[];
  v_changes jsonb;
  v_parent_id uuid;
  v_workspace_id uuid;
begin
  if tg_op = 'INSERT' and v_actor = 'system' and nullif(current_setting('renfort.actor', true), '') is null then
    return null;
  end if;
  v_ignored := array['created_at', 'created_by', 'updated_at', 'updated_by', 'search_text', 'status_changed_at']
               || coalesce(tg_argv[3]::text[], '{}'::text[]);
  if tg_op = 'UPDATE' then
    v_old := to_jsonb(old);
    v_new := to_jsonb(new);
    v_row := v_new;
    select jsonb_object_agg(n.key, jsonb_build_object('before', v_old -> n.key, 'after', n.value))
      into v_changes
      from jsonb_each(v_new) n
     where n.value is distinct from v_old -> n.key and n.key <> all (v_ignored);
    if v_changes is null then
      return null;
    end if;
  else
    v_row := case when tg_op = 'INSERT' then to_jsonb(new) else to_jsonb(old) end;
    select coalesce(jsonb_object_agg(n.key, case when tg_op = 'INSERT' then jsonb_build_object('before', null, 'after', n.value)
                                                 else jsonb_build_object('before', n.value, 'after', null) end), '{}'::jsonb)
      into v_changes
      from jsonb_each(v_row) n
     where n.value not in ('null'::jsonb, '[]'::jsonb, '{}'::jsonb, '""'::jsonb)
       and n.key <> all (v_ignored) and n.key not in ('id', 'workspace_id');
  end if;

  v_workspace_id := (v_row ->> 'workspace_id')::uuid;
  if tg_table_name = 'user_role' then
    select tm.id, tm.workspace_id into v_parent_id, v_workspace_id
      from public.team_member tm where tm.auth_user_id = (v_row ->> 'user_id')::uuid;
  elsif tg_table_name = 'medical_checkup_result' then
    select r.talent_id into v_parent_id
      from public.medical_checkup_request r where r.id = (v_row ->> 'medical_checkup_request_id')::uuid;
  else
    v_parent_id := (v_row ->> tg_argv[2])::uuid;
  end if;
  if v_parent_id is null then
    -- the parent is gone (a cascade): the row shows on the record itself
    v_parent_id := (v_row ->> tg_argv[0])::uuid;
  end if;

  insert into public.record_history (workspace_id, entity, record_id, parent_entity, parent_id, action, changes, actor_id, actor)
  values (v_workspace_id, tg_table_name, (v_row ->> tg_argv[0])::uuid, tg_argv[1], v_parent_id, lower(tg_op), v_changes,
          auth.uid(), v_actor);
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.record_history_write() FROM PUBLIC;
GRANT ALL ON FUNCTION private.record_history_write() TO authenticated;
GRANT ALL ON FUNCTION private.record_history_write() TO service_role;

-- Logs that the caller read sensitive values (the fields named), on the record they belong to.
CREATE FUNCTION private.record_history_log_read(p_workspace_id uuid, p_entity text, p_record_id uuid, p_parent_entity text, p_parent_id uuid, p_fields text[]) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into public.record_history (workspace_id, entity, record_id, parent_entity, parent_id, action, changes, actor_id, actor)
  select p_workspace_id, p_entity, p_record_id, p_parent_entity, p_parent_id, 'read',
         coalesce((select jsonb_object_agg(f, '{}'::jsonb) from unnest(p_fields) f), '{}'::jsonb),
         auth.uid(), private.record_history_actor()
$$;

REVOKE ALL ON FUNCTION private.record_history_log_read(p_workspace_id uuid, p_entity text, p_record_id uuid, p_parent_entity text, p_parent_id uuid, p_fields text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.record_history_log_read(p_workspace_id uuid, p_entity text, p_record_id uuid, p_parent_entity text, p_parent_id uuid, p_fields text[]) TO authenticated;
GRANT ALL ON FUNCTION private.record_history_log_read(p_workspace_id uuid, p_entity text, p_record_id uuid, p_parent_entity text, p_parent_id uuid, p_fields text[]) TO service_role;

-- « Afficher » on a talent's NIR, IBAN…: returns the talent's private data to a role that may read
-- them, and logs the read on the talent's history. Null when the talent has none.
CREATE FUNCTION public.reveal_talent_private(p_talent_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_row public.talent_private;
  v_values jsonb;
begin
  if not private.can('talent_private', 'select') then
    raise exception using message = 'Votre rôle ne permet pas de lire les données privées d''un talent', errcode = '42501';
  end if;
  select tp.* into v_row from public.talent_private tp
   where tp.talent_id = p_talent_id and tp.workspace_id = any (private.current_workspace_ids());
  if not found then
    return null;
  end if;
  v_values := to_jsonb(v_row) - array['workspace_id', 'created_at', 'created_by', 'updated_at', 'updated_by'];
  perform private.record_history_log_read(v_row.workspace_id, 'talent_private', p_talent_id, 'talent', p_talent_id,
    array(select k from jsonb_each(v_values) e(k, v) where k <> 'talent_id' and v <> 'null'::jsonb order by k));
  return v_values;
end
$$;

REVOKE ALL ON FUNCTION public.reveal_talent_private(p_talent_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.reveal_talent_private(p_talent_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.reveal_talent_private(p_talent_id uuid) TO service_role;

-- Whether a talent's NIR and IBAN are filled in, without reading them (their values are read only
-- through public.reveal_talent_private, logged): the profile's « Données sensibles » line.
CREATE FUNCTION public.talent_private_filled(p_talent_id uuid) RETURNS TABLE(nir boolean, iban boolean)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select tp.social_security_number is not null, tp.iban is not null
    from public.talent_private tp
   where tp.talent_id = p_talent_id
     and tp.workspace_id = any (private.current_workspace_ids())
     and private.can('talent_private', 'select')
$$;

REVOKE ALL ON FUNCTION public.talent_private_filled(p_talent_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.talent_private_filled(p_talent_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.talent_private_filled(p_talent_id uuid) TO service_role;

-- Called before a medical notice's signed URL is asked for: refuses a role that may not read
-- medical data, logs the opening on the talent's history, returns the file's path.
CREATE FUNCTION public.open_medical_document(p_medical_checkup_request_id uuid) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_file text;
  v_workspace_id uuid;
  v_talent_id uuid;
begin
  if not private.can('medical_checkup_result', 'select') then
    raise exception using message = 'Votre rôle ne permet pas d''ouvrir un document médical', errcode = '42501';
  end if;
  select m.certificate_file, m.workspace_id, r.talent_id into v_file, v_workspace_id, v_talent_id
    from public.medical_checkup_result m join public.medical_checkup_request r on r.id = m.medical_checkup_request_id
   where m.medical_checkup_request_id = p_medical_checkup_request_id
     and m.workspace_id = any (private.current_workspace_ids());
  if v_file is null then
    raise exception using message = 'Aucun avis d''aptitude n''est joint à cette visite', errcode = 'P0002';
  end if;
  perform private.record_history_log_read(v_workspace_id, 'medical_checkup_result', p_medical_checkup_request_id,
    'talent', v_talent_id, array['certificate_file']);
  return v_file;
end
$$;

REVOKE ALL ON FUNCTION public.open_medical_document(p_medical_checkup_request_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.open_medical_document(p_medical_checkup_request_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.open_medical_document(p_medical_checkup_request_id uuid) TO service_role;

-- A talent's medical attestation (the aptitude notice kept on the Documents tab): opened through
-- the medical-document function, which calls this as the caller — the document's own read rules
-- (RLS) decide —, the opening logged on the talent's history; the file's path returned.
CREATE FUNCTION public.open_medical_attestation(p_document_id uuid) RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_doc record;
begin
  select d.file, d.workspace_id, d.talent_id into v_doc
    from public.document d where d.id = p_document_id and d.type = 'medical_attestation';
  if not found then
    raise exception using message = 'Attestation médicale introuvable', errcode = 'P0002';
  end if;
  if v_doc.file is null then
    raise exception using message = 'Aucun fichier n''est joint à cette attestation', errcode = 'P0002';
  end if;
  perform private.record_history_log_read(v_doc.workspace_id, 'document', p_document_id, 'talent', v_doc.talent_id,
    array['file']);
  return v_doc.file;
end
$$;

REVOKE ALL ON FUNCTION public.open_medical_attestation(p_document_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.open_medical_attestation(p_document_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.open_medical_attestation(p_document_id uuid) TO service_role;

-- Whether a stored file is a talent's medical attestation: no storage read policy reaches those
-- (public.open_medical_attestation logs each opening). Definer: whatever the caller reads.
CREATE FUNCTION private.is_medical_attestation_file(p_name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.document d
                  where d.type = 'medical_attestation' and (d.file = p_name or d.signed_file = p_name))
$$;

REVOKE ALL ON FUNCTION private.is_medical_attestation_file(p_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_medical_attestation_file(p_name text) TO authenticated;
GRANT ALL ON FUNCTION private.is_medical_attestation_file(p_name text) TO service_role;

-- ## Views

-- The history as the caller may read it: the rows of the records they may read (their workspaces,
-- the read right on the record it shows on), the sensitive values masked, the author's name. The
-- Journal's list (filters by author, entity, period; sort; count; export) and the Historique tabs.
CREATE VIEW public.record_history_entry AS
 SELECT h.id,
    h.workspace_id,
    h.entity,
    h.record_id,
    h.parent_entity,
    h.parent_id,
    h.action,
    private.record_history_masked(h.entity, h.changes) AS changes,
    h.actor_id,
    tm.id AS actor_member_id,
    h.actor,
    COALESCE(NULLIF(btrim(((COALESCE(u.first_name, ''::text) || ' '::text) || COALESCE(u.last_name, ''::text))), ''::text), NULLIF(btrim(((COALESCE(tm.temp_first_name, ''::text) || ' '::text) || COALESCE(tm.temp_last_name, ''::text))), ''::text), tm.email) AS actor_name,
    h.changed_at,
    h.txid
   FROM ((public.record_history h
     LEFT JOIN public.auth_user u ON ((u.id = h.actor_id)))
     LEFT JOIN public.team_member tm ON ((tm.auth_user_id = h.actor_id)))
  WHERE ((h.workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND (h.parent_entity = ANY (( SELECT private.readable_resources() AS readable_resources)::text[])));

REVOKE ALL ON TABLE public.record_history_entry FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.record_history_entry TO authenticated;
GRANT SELECT ON TABLE public.record_history_entry TO service_role;

-- A record's « Historique »: its rows and those of its parts (a week's days, an invoice's lines
-- and payments, a talent's private and medical data), and those of the records merged into it
-- (public.record_merge, not undone: a merge keeps the history of both), newest first.
CREATE FUNCTION public.record_history_for(p_entity text, p_record_id uuid, p_limit integer DEFAULT 200) RETURNS SETOF public.record_history_entry
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with recursive merged (id) as (
    select p_record_id
    union
    select m.dropped_id from public.record_merge m join merged on m.kept_id = merged.id
     where m.entity = p_entity and m.undone_at is null
  )
  select e.* from public.record_history_entry e
   where e.parent_entity = p_entity and e.parent_id in (select merged.id from merged)
   order by e.id desc
   limit least(greatest(coalesce(p_limit, 200), 1), 1000)
$$;

REVOKE ALL ON FUNCTION public.record_history_for(p_entity text, p_record_id uuid, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_history_for(p_entity text, p_record_id uuid, p_limit integer) TO authenticated;
GRANT ALL ON FUNCTION public.record_history_for(p_entity text, p_record_id uuid, p_limit integer) TO service_role;

-- ## Rows

insert into public.action_right (action, roles, note) values
  ('screen.journal', '{accounting_team_member,csm_team_member,team_member_developer,team_member_independent_administrator}', 'Ouvrir le journal des modifications')
on conflict do nothing;
