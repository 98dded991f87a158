-- The talent space's actions (issue #50, item 3, the hours entry aside): open the signing page of
-- a contract waiting for the talent's signature, read a contract and its signed PDF, ask for an
-- acompte within the ceiling the server computes, send a document, say when they are available,
-- read the pay elements of a period. As in 31_portal.sql, a talent has no policy on any table:
-- each action is one SECURITY DEFINER function that starts with private.portal_enter('talent')
-- (their access in force, checked on every call: revoked = refused) and reads or writes the
-- talent's own rows only, with the back office's rules. Nothing the agency keeps to itself leaves
-- them: no coefficient, billing rate, margin or note; the wage shown is the talent's own.
-- Declarative schema, each object once. Change it here, then `npm run db:diff NAME` writes the
-- migration (README, « Changer le schéma »).

-- ## Functions

-- The caller's talent (access in force, else refused in French by private.portal_enter).
CREATE FUNCTION private.portal_talent() RETURNS public.talent
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_access public.portal_access := private.portal_enter('talent');
  v_talent public.talent;
begin
  select t.* into v_talent from public.talent t where t.id = v_access.talent_id;
  if v_talent.id is null then
    perform private.fail('Accès réservé aux clients et talents invités par l''agence', 'portal_access', '42501');
  end if;
  return v_talent;
end
$$;

REVOKE ALL ON FUNCTION private.portal_talent() FROM PUBLIC;
GRANT ALL ON FUNCTION private.portal_talent() TO authenticated;
GRANT ALL ON FUNCTION private.portal_talent() TO service_role;

-- One contract of the caller's (never a draft nor a canceled one), else « Contrat introuvable »
-- (P0002: another talent's contract is not told apart from one that does not exist).
CREATE FUNCTION private.portal_talent_contract(p_talent_id uuid, p_contract_id uuid) RETURNS public.contract
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_contract public.contract;
begin
  select c.* into v_contract from public.contract c
  where c.id = p_contract_id and c.talent_id = p_talent_id and c.status not in ('draft', 'canceled');
  if v_contract.id is null then
    perform private.fail('Contrat introuvable', 'talent_space_contract', 'P0002');
  end if;
  return v_contract;
end
$$;

REVOKE ALL ON FUNCTION private.portal_talent_contract(p_talent_id uuid, p_contract_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.portal_talent_contract(p_talent_id uuid, p_contract_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.portal_talent_contract(p_talent_id uuid, p_contract_id uuid) TO service_role;

-- /talent/contracts/:id — a contract as its talent reads it: company, site, dates, job, hours,
-- their own hourly wage, status, whether it waits for their signature and whether its signed PDF
-- exists (the talent-contract-pdf function opens it). Never the billing rate nor a coefficient.
CREATE FUNCTION public.talent_space_contract(p_contract_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_talent public.talent := private.portal_talent();
  v_contract public.contract := private.portal_talent_contract(v_talent.id, p_contract_id);
begin
  return jsonb_build_object(
    'id', v_contract.id, 'contract_key', v_contract.contract_key, 'status', v_contract.status,
    'is_amendment', v_contract.is_amendment, 'amendment_number', v_contract.amendment_number,
    'company_name', (select co.name from public.company co where co.id = v_contract.company_id),
    'site_address', (select a.formatted from public.address a where a.id = v_contract.address_id),
    'start_date', v_contract.start_date, 'end_date', coalesce(v_contract.definitive_end_date, v_contract.end_date),
    'job_name', v_contract.job_name, 'working_hours', v_contract.working_hours,
    'working_days', to_jsonb(v_contract.working_days), 'schedule', v_contract.schedule,
    'hourly_wage', v_contract.hourly_wage,
    'talent_signed_at', v_contract.talent_signed_at,
    'to_sign', v_contract.status in ('sent_for_signature', 'partially_signed')
               and not exists (select 1 from public.contract_signature s
                               where s.contract_id = v_contract.id and s.party = 'talent'),
    'has_signed_pdf', v_contract.signed_file is not null);
end
$$;

REVOKE ALL ON FUNCTION public.talent_space_contract(p_contract_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.talent_space_contract(p_contract_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.talent_space_contract(p_contract_id uuid) TO service_role;

-- « Signer mon contrat »: a signing link for the talent's party of a contract waiting for their
-- signature, in the e-mailed link's table and under its rules (contract_signature_link, checked
-- by contract_signature_session and sign_contract: single use, refused once signed, revoked or
-- expired). Only the SHA-256 of a token is kept, so a token cannot be given twice: each opening
-- issues one, no mail is sent, and the caller's own earlier unused links are revoked (the
-- agency's e-mailed link stays valid). It lives for an hour at most (it is opened at once), never
-- past the e-mailed link's validity. The space opens /sign/contract?token=… with it.
CREATE FUNCTION public.talent_space_contract_signing(p_contract_id uuid, p_base_url text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_talent public.talent := private.portal_talent();
  v_contract public.contract := private.portal_talent_contract(v_talent.id, p_contract_id);
  v_base text := private.checked_base_url(p_base_url);
  v_token text := translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_');
  v_expires timestamptz := least(now() + interval '1 hour',
    now() + make_interval(days => coalesce(private.legal_value('contract_signature_validity_days', private.paris_today()), 7)::integer));
  v_email text;
begin
  if v_contract.status not in ('sent_for_signature', 'partially_signed') then
    perform private.fail('Ce contrat n''attend pas votre signature', 'talent_space_contract_signing');
  end if;
  if exists (select 1 from public.contract_signature s where s.contract_id = v_contract.id and s.party = 'talent') then
    perform private.fail('Vous avez déjà signé ce contrat', 'talent_space_contract_signing');
  end if;
  -- the address the e-mailed link went to, else the talent's (a contract moved by hand)
  select l.signer_email into v_email from public.contract_signature_link l
  where l.contract_id = v_contract.id and l.party = 'talent' order by l.sent_at desc limit 1;
  v_email := lower(coalesce(v_email, nullif(btrim(v_talent.email), ''),
                            (select a.email from public.portal_access a
                             where a.talent_id = v_talent.id and a.revoked_at is null limit 1)));
  update public.contract_signature_link l set revoked_at = now()
  where l.contract_id = v_contract.id and l.party = 'talent' and l.created_by = auth.uid()
    and l.used_at is null and l.revoked_at is null;
  insert into public.contract_signature_link (workspace_id, contract_id, party, signer_name, signer_email, token_hash,
                                              base_url, reminder_number, sent_at, expires_at, created_by)
  values (v_contract.workspace_id, v_contract.id, 'talent', concat_ws(' ', v_talent.first_name, v_talent.last_name),
          v_email, private.sha256_hex(v_token), v_base, 0, now(), v_expires, auth.uid());
  return jsonb_build_object('token', v_token, 'path', '/sign/contract?token=' || v_token, 'expires_at', v_expires);
end
$$;

REVOKE ALL ON FUNCTION public.talent_space_contract_signing(p_contract_id uuid, p_base_url text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.talent_space_contract_signing(p_contract_id uuid, p_base_url text) TO authenticated;
GRANT ALL ON FUNCTION public.talent_space_contract_signing(p_contract_id uuid, p_base_url text) TO service_role;

-- The storage path (bucket contracts) of the talent's signed copy of their contract, for the
-- talent-contract-pdf function, which signs a short link to it as the service role.
CREATE FUNCTION public.talent_space_contract_pdf(p_contract_id uuid) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_talent public.talent := private.portal_talent();
  v_contract public.contract := private.portal_talent_contract(v_talent.id, p_contract_id);
begin
  if v_contract.signed_file is null then
    perform private.fail('Le contrat signé n''est pas encore disponible', 'talent_space_contract_pdf', 'P0002');
  end if;
  return v_contract.signed_file;
end
$$;

REVOKE ALL ON FUNCTION public.talent_space_contract_pdf(p_contract_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.talent_space_contract_pdf(p_contract_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.talent_space_contract_pdf(p_contract_id uuid) TO service_role;

-- /talent/advance — the acompte the talent may ask this month (docs/rules/pay.md#acomptes): the
-- figures of public.advance_payment_earnings for the caller's own record (gross earned on the
-- month's signed days, acomptes already granted, the policy's ratio, the server's net of that
-- gross from public.pay_engine_net and the ceiling it gives: null until the pay-net function
-- computed it), the minimum, what stops a request, and their recent requests with their status.
CREATE FUNCTION public.talent_space_advance() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_talent public.talent := private.portal_talent();
  v_month date := date_trunc('month', private.paris_today())::date;
  v_earned record := private.advance_payment_earned(v_talent.id, v_month);
  v_ratio numeric := private.required_legal_value('advance_payment_max_ratio', v_month);
  v_net numeric;
  v_blocked text;
begin
  select n.net into v_net from public.pay_engine_net n
  where n.talent_id = v_talent.id and n.month = v_month and n.gross = v_earned.earned_gross;
  v_blocked := case
    when v_talent.worker_type not in ('temp', 'cdi_temp', 'portage') then 'worker_type'
    when not exists (select 1 from public.talent_private p where p.talent_id = v_talent.id and p.iban is not null) then 'iban'
    when exists (select 1 from public.advance_payment_request a
                 where a.talent_id = v_talent.id and a.status in ('requested', 'approved')) then 'open'
    when v_earned.earned_gross <= 0 then 'no_work' end;
  return jsonb_build_object(
    'talent_id', v_talent.id, 'month', v_month, 'earned_gross', v_earned.earned_gross, 'already_advanced', v_earned.already_advanced,
    'max_ratio', v_ratio, 'net', v_net,
    'ceiling', case when v_net is not null then greatest(round(v_net * v_ratio, 2) - v_earned.already_advanced, 0) end,
    'min_amount', private.required_legal_value('advance_payment_min_amount', v_month),
    'blocked', v_blocked,
    'requests', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', a.id, 'created_at', a.created_at, 'period_month', a.period_month, 'requested_amount', a.requested_amount,
               'approved_amount', a.approved_amount, 'status', a.status, 'paid_at', a.paid_at)
             order by a.created_at desc)
      from (select * from public.advance_payment_request a where a.talent_id = v_talent.id
            order by a.created_at desc limit 12) a), '[]'::jsonb));
end
$$;

REVOKE ALL ON FUNCTION public.talent_space_advance() FROM PUBLIC;
GRANT ALL ON FUNCTION public.talent_space_advance() TO authenticated;
GRANT ALL ON FUNCTION public.talent_space_advance() TO service_role;

-- « Demander un acompte »: the same advance-payment request the back office creates (status
-- requested, the agency's accounting and CSMs notified by its trigger, as the talent: actor
-- external_talent, whom the transition table lets create it), refused in French above the
-- ceiling the server computed; the talent's owner is told too.
CREATE FUNCTION public.talent_space_request_advance(p_amount numeric, p_comment text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_talent public.talent := private.portal_talent();
  v_figures jsonb := public.talent_space_advance();
  v_ceiling numeric := (v_figures ->> 'ceiling')::numeric;
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
  v_request public.advance_payment_request;
begin
  if p_amount is null or p_amount <= 0 then
    perform private.fail('Indiquez le montant de l''acompte en euros', 'talent_space_advance_amount', '22023');
  end if;
  if char_length(coalesce(p_comment, '')) > 500 then
    perform private.fail('Le commentaire ne peut pas dépasser 500 caractères', 'talent_space_advance_comment', '22023');
  end if;
  if v_figures ->> 'blocked' = 'open' then
    perform private.fail('Vous avez déjà une demande d''acompte en cours : attendez la réponse de l''agence', 'advance_payment_request_one_open');
  end if;
  if (v_figures ->> 'earned_gross')::numeric > 0 and v_ceiling is null then
    perform private.fail('Votre plafond n''a pas encore été calculé : rouvrez la page puis réessayez', 'advance_payment_request_net_not_computed');
  end if;
  if v_ceiling is not null and p_amount > v_ceiling then
    perform private.fail(format('Le montant demandé (%s €) dépasse votre plafond de %s € ce mois-ci (%s %% du net déjà gagné, acomptes déduits)',
                                private.fr_number(p_amount), private.fr_number(v_ceiling),
                                private.fr_number(100 * (v_figures ->> 'max_ratio')::numeric)),
                         'advance_payment_request_ceiling');
  end if;
  perform set_config('renfort.actor', 'external_talent', true);
  insert into public.advance_payment_request (workspace_id, talent_id, requested_amount, comment, status)
  values (v_talent.workspace_id, v_talent.id, round(p_amount, 2), nullif(btrim(p_comment), ''), 'requested')
  returning * into v_request;
  perform set_config('renfort.actor', v_previous_actor, true);
  if v_talent.owner_id is not null then
    insert into public.notification (workspace_id, recipient_id, type, title, data)
    values (v_talent.workspace_id, v_talent.owner_id, 'status_changed',
            format('Demande d''acompte de %s : %s €', concat_ws(' ', v_talent.first_name, v_talent.last_name),
                   private.fr_number(v_request.requested_amount)),
            jsonb_build_object('entity', 'advance_payment_request', 'entity_id', v_request.id, 'to_status', 'requested',
                               'link', private.request_link('advance_payment_request', v_request.id),
                               'talent_id', v_talent.id));
  end if;
  return jsonb_build_object('id', v_request.id, 'status', v_request.status, 'requested_amount', v_request.requested_amount,
                            'created_at', v_request.created_at);
end
$$;

REVOKE ALL ON FUNCTION public.talent_space_request_advance(p_amount numeric, p_comment text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.talent_space_request_advance(p_amount numeric, p_comment text) TO authenticated;
GRANT ALL ON FUNCTION public.talent_space_request_advance(p_amount numeric, p_comment text) TO service_role;

-- The document types a talent sends from their space: identity, right to work, social security,
-- bank details, address, résumé, diplomas and certifications. A medical notice (its category is
-- the agency's to name), the agency's and the clients' papers stay the agency's to file.
CREATE FUNCTION private.talent_space_document_types() RETURNS public.document_type[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select array['id_card', 'passport', 'residence_permit', 'carte_vitale', 'rib', 'proof_of_address', 'cv', 'diploma',
               'caces', 'electrical_clearance', 'aipr', 'sst', 'work_at_height', 'scaffolding', 'carte_btp',
               'driving_license', 'driver_qualification']::public.document_type[]
$$;

REVOKE ALL ON FUNCTION private.talent_space_document_types() FROM PUBLIC;
GRANT ALL ON FUNCTION private.talent_space_document_types() TO authenticated;
GRANT ALL ON FUNCTION private.talent_space_document_types() TO service_role;

-- /talent/documents — the talent's documents (those expiring soon or expired first), each with
-- whether a newer one of its type was sent and waits for the agency's check; those to send, none
-- of their kind being valid or under check (an identity document — card, passport or residence
-- permit —, the carte Vitale, the RIB: what every mission's pay and DPAE need); and the types and
-- file limits of « Envoyer un document » (the documents bucket's: 15_storage.sql).
CREATE FUNCTION public.talent_space_documents() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_talent public.talent := private.portal_talent();
begin
  return jsonb_build_object(
    'types', to_jsonb(private.talent_space_document_types()),
    'mime_types', (select to_jsonb(b.allowed_mime_types) from storage.buckets b where b.id = 'documents'),
    'max_bytes', (select b.file_size_limit from storage.buckets b where b.id = 'documents'),
    'missing', coalesce((
      select jsonb_agg(k.type order by k.n)
      from (values (1, 'id_card'::public.document_type, array['id_card', 'passport', 'residence_permit']::public.document_type[]),
                   (2, 'carte_vitale', array['carte_vitale']::public.document_type[]),
                   (3, 'rib', array['rib']::public.document_type[])) as k (n, type, kinds)
      where not exists (select 1 from public.document d
                        where d.talent_id = v_talent.id and d.type = any (k.kinds)
                          and d.status in ('pending_verification', 'valid', 'expiring_soon'))), '[]'::jsonb),
    'documents', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', d.id, 'type', d.type, 'name', d.name, 'expiry_date', d.expiry_date, 'status', d.status,
               'created_at', d.created_at, 'rejection_reason', d.rejection_reason,
               'replacement_pending', d.status in ('expiring_soon', 'expired', 'rejected') and exists (
                 select 1 from public.document n
                 where n.talent_id = d.talent_id and n.type = d.type and n.id <> d.id
                   and n.status = 'pending_verification' and n.created_at > d.created_at))
             order by (d.status in ('expiring_soon', 'expired', 'rejected')) desc, d.created_at desc)
      from (select * from public.document d where d.talent_id = v_talent.id
            order by d.created_at desc limit 50) d), '[]'::jsonb));
end
$$;

REVOKE ALL ON FUNCTION public.talent_space_documents() FROM PUBLIC;
GRANT ALL ON FUNCTION public.talent_space_documents() TO authenticated;
GRANT ALL ON FUNCTION public.talent_space_documents() TO service_role;

-- Before a talent's file is stored (talent-document function, with the caller's token): the type
-- is one a talent sends, the file's type and size are the documents bucket's; answers the path
-- the function writes it at with the service role, in the talent's folder as the agency's
-- upload does (resources/talents/documents.utils.ts documentPath).
CREATE FUNCTION public.talent_space_document_slot(p_type public.document_type, p_file_name text, p_mime_type text, p_size bigint) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_talent public.talent := private.portal_talent();
  v_bucket storage.buckets;
  v_id uuid := gen_random_uuid();
  v_name text := left(regexp_replace(coalesce(nullif(btrim(p_file_name), ''), 'document'), '[^A-Za-z0-9._-]+', '_', 'g'), 120);
begin
  select b.* into v_bucket from storage.buckets b where b.id = 'documents';
  if p_type is null or not p_type = any (private.talent_space_document_types()) then
    perform private.fail('Ce type de document ne s''envoie pas depuis votre espace : adressez-le à votre agence', 'talent_space_document_type', '22023');
  end if;
  if p_mime_type is null or not p_mime_type = any (v_bucket.allowed_mime_types) then
    perform private.fail('Type de fichier non accepté (JPEG, PNG, PDF, tableur, HEIC/HEIF)', 'document_mime_type', '22023');
  end if;
  if p_size is null or p_size <= 0 or p_size > v_bucket.file_size_limit then
    perform private.fail(format('Le fichier doit peser au plus %s Mo', v_bucket.file_size_limit / 1048576), 'talent_space_document_size', '22023');
  end if;
  return jsonb_build_object('id', v_id, 'path', format('%s/talents/%s/%s-%s', v_talent.workspace_id, v_talent.id, v_id, v_name));
end
$$;

REVOKE ALL ON FUNCTION public.talent_space_document_slot(p_type public.document_type, p_file_name text, p_mime_type text, p_size bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.talent_space_document_slot(p_type public.document_type, p_file_name text, p_mime_type text, p_size bigint) TO authenticated;
GRANT ALL ON FUNCTION public.talent_space_document_slot(p_type public.document_type, p_file_name text, p_mime_type text, p_size bigint) TO service_role;

-- After the file is stored: the document row as the agency's upload makes it, to be checked by the
-- agency (pending_verification), for a stored object of the talent's own folder only.
CREATE FUNCTION public.talent_space_add_document(p_path text, p_type public.document_type, p_file_name text, p_expiry_date date DEFAULT NULL::date) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_talent public.talent := private.portal_talent();
  v_object storage.objects;
  v_document public.document;
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  if p_type is null or not p_type = any (private.talent_space_document_types()) then
    perform private.fail('Ce type de document ne s''envoie pas depuis votre espace : adressez-le à votre agence', 'talent_space_document_type', '22023');
  end if;
  if p_path is null or p_path not like format('%s/talents/%s/%%', v_talent.workspace_id, v_talent.id) then
    perform private.fail('Fichier introuvable', 'talent_space_document_file', 'P0002');
  end if;
  select o.* into v_object from storage.objects o where o.bucket_id = 'documents' and o.name = p_path;
  if v_object.id is null or exists (select 1 from public.document d where d.file = p_path) then
    perform private.fail('Fichier introuvable', 'talent_space_document_file', 'P0002');
  end if;
  if p_expiry_date is not null and p_expiry_date < private.paris_today() then
    perform private.fail('Ce document a déjà expiré : envoyez un document en cours de validité', 'talent_space_document_expiry', '22023');
  end if;
  -- The talent is no role of the transition table: the move to « À vérifier » is this
  -- function's, made after its own checks (status_history keeps the talent's uid as changed_by).
  perform set_config('renfort.actor', 'system', true);
  insert into public.document (workspace_id, type, name, expiry_date, status, file, file_name, mime_type, talent_id)
  values (v_talent.workspace_id, p_type, private.enum_label('document_type', p_type::text), p_expiry_date, 'pending_verification',
          p_path, left(coalesce(nullif(btrim(p_file_name), ''), 'document'), 200), v_object.metadata ->> 'mimetype', v_talent.id)
  returning * into v_document;
  perform set_config('renfort.actor', v_previous_actor, true);
  return jsonb_build_object('id', v_document.id, 'type', v_document.type, 'status', v_document.status,
                            'expiry_date', v_document.expiry_date);
end
$$;

REVOKE ALL ON FUNCTION public.talent_space_add_document(p_path text, p_type public.document_type, p_file_name text, p_expiry_date date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.talent_space_add_document(p_path text, p_type public.document_type, p_file_name text, p_expiry_date date) TO authenticated;
GRANT ALL ON FUNCTION public.talent_space_add_document(p_path text, p_type public.document_type, p_file_name text, p_expiry_date date) TO service_role;

-- /talent/availability — « disponible à partir du … » and the talent's unavailabilities to come
-- (public.talent_unavailabilities' grouping: one row per unavailability).
CREATE FUNCTION public.talent_space_availability() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_talent public.talent := private.portal_talent();
begin
  return jsonb_build_object(
    'available_from', v_talent.available_from,
    'unavailabilities', coalesce((
      select jsonb_agg(jsonb_build_object('id', u.id, 'date_from', u.date_from, 'date_to', u.date_to, 'reason', u.reason,
                                          'comment', u.comment) order by u.date_from)
      from (select coalesce(e.unavailability_id, e.id) as id, min(e.date) as date_from, max(e.date) as date_to,
                   min(e.unavailability_reason) as reason, min(e.comment) as comment
            from public.planning_entry e
            where e.talent_id = v_talent.id and e.shift_type = 'unavailable' and e.status <> 'canceled'
            group by coalesce(e.unavailability_id, e.id)
            having max(e.date) >= private.paris_today()) u), '[]'::jsonb));
end
$$;

REVOKE ALL ON FUNCTION public.talent_space_availability() FROM PUBLIC;
GRANT ALL ON FUNCTION public.talent_space_availability() TO authenticated;
GRANT ALL ON FUNCTION public.talent_space_availability() TO service_role;

-- An unavailability the talent declares, whole days, with public.save_unavailability's rules: the
-- dates in order, at most 366 days, not over a day they are planned to work (refused in French,
-- naming the day and the contract) nor over another unavailability; from today on. The reason is
-- optional here (« Autre » by default).
CREATE FUNCTION public.talent_space_add_unavailability(p_date_from date, p_date_to date DEFAULT NULL::date, p_reason public.planning_unavailability_reason DEFAULT NULL::public.planning_unavailability_reason, p_comment text DEFAULT NULL::text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_talent public.talent := private.portal_talent();
  v_id uuid := gen_random_uuid();
  v_to date := coalesce(p_date_to, p_date_from);
  v_comment text := nullif(btrim(p_comment), '');
  v_clash record;
begin
  if p_date_from is null then
    perform private.fail('La date de début est obligatoire', 'planning_unavailability_date', '22023');
  end if;
  if p_date_from < private.paris_today() then
    perform private.fail('Une indisponibilité se déclare à partir d''aujourd''hui', 'planning_unavailability_date', '22023');
  end if;
  if v_to < p_date_from then
    perform private.fail('La date de fin doit être postérieure ou égale à la date de début', 'planning_unavailability_dates', '22023');
  end if;
  if v_to - p_date_from > 365 then
    perform private.fail('Une indisponibilité ne peut pas dépasser 366 jours', 'planning_unavailability_length', '22023');
  end if;
  if char_length(v_comment) > 500 then
    perform private.fail('Le commentaire ne peut pas dépasser 500 caractères', 'planning_entry_comment', '22023');
  end if;
  perform pg_advisory_xact_lock(hashtextextended('planning_entry:' || v_talent.id::text, 0));
  select e.date, e.start_time, e.end_time, e.contract_key into v_clash
  from public.planning_entry e
  where e.talent_id = v_talent.id and e.status <> 'canceled' and e.date between p_date_from and v_to
  order by e.date, e.start_time
  limit 1;
  if found then
    if v_clash.contract_key is not null then
      perform private.fail(format('Vous travaillez le %s (%s–%s, contrat %s) : ce jour ne peut pas être déclaré indisponible. Parlez-en à votre agence.',
                                  to_char(v_clash.date, 'DD/MM/YYYY'), to_char(v_clash.start_time, 'HH24"h"MI'),
                                  to_char(v_clash.end_time, 'HH24"h"MI'), v_clash.contract_key),
                           'planning_unavailability_overlap');
    end if;
    perform private.fail(format('Vous êtes déjà indisponible le %s', to_char(v_clash.date, 'DD/MM/YYYY')),
                         'planning_unavailability_overlap');
  end if;
  insert into public.planning_entry (workspace_id, contract_key, talent_id, date, start_time, end_time, shift_type,
                                     status, unavailability_id, unavailability_reason, comment)
  select v_talent.workspace_id, null, v_talent.id, g.d::date, time '00:00', time '00:00', 'unavailable', 'planned', v_id,
         coalesce(p_reason, 'other'), v_comment
  from generate_series(p_date_from, v_to, interval '1 day') as g (d);
  return v_id;
end
$$;

REVOKE ALL ON FUNCTION public.talent_space_add_unavailability(p_date_from date, p_date_to date, p_reason public.planning_unavailability_reason, p_comment text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.talent_space_add_unavailability(p_date_from date, p_date_to date, p_reason public.planning_unavailability_reason, p_comment text) TO authenticated;
GRANT ALL ON FUNCTION public.talent_space_add_unavailability(p_date_from date, p_date_to date, p_reason public.planning_unavailability_reason, p_comment text) TO service_role;

-- Removes one of the talent's own unavailabilities (its days canceled, kept for the record, as
-- public.cancel_unavailability does).
CREATE FUNCTION public.talent_space_remove_unavailability(p_id uuid) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_talent public.talent := private.portal_talent();
  v_count integer;
begin
  update public.planning_entry e set status = 'canceled'
  where coalesce(e.unavailability_id, e.id) = p_id and e.talent_id = v_talent.id
    and e.shift_type = 'unavailable' and e.status <> 'canceled';
  get diagnostics v_count = row_count;
  if v_count = 0 then
    perform private.fail('Cette indisponibilité est introuvable', 'planning_unavailability_not_found', 'P0002');
  end if;
  return v_count;
end
$$;

REVOKE ALL ON FUNCTION public.talent_space_remove_unavailability(p_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.talent_space_remove_unavailability(p_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.talent_space_remove_unavailability(p_id uuid) TO service_role;

-- « Disponible à partir du … » (talent.available_from, which the matching reads); null clears it.
CREATE FUNCTION public.talent_space_set_available_from(p_date date) RETURNS date
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_talent public.talent := private.portal_talent();
begin
  if p_date is not null and p_date < private.paris_today() then
    perform private.fail('Indiquez une date à partir d''aujourd''hui', 'talent_space_available_from', '22023');
  end if;
  if p_date is not null and p_date > private.paris_today() + 730 then
    perform private.fail('Indiquez une date dans les deux prochaines années', 'talent_space_available_from', '22023');
  end if;
  update public.talent t set available_from = p_date where t.id = v_talent.id;
  return p_date;
end
$$;

REVOKE ALL ON FUNCTION public.talent_space_set_available_from(p_date date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.talent_space_set_available_from(p_date date) TO authenticated;
GRANT ALL ON FUNCTION public.talent_space_set_available_from(p_date date) TO service_role;

-- /talent/pay/:period — one pay period of the talent's (public.pay_tracking): hours, gross, the
-- acomptes withheld, the net to pay once the pay is computed, and the pay date: the day it was
-- paid, else none (the workspace keeps no pay day: the screen says the agency tells it). The
-- agency's notes on the line (anomaly_note) and its contracts' rates stay out.
CREATE FUNCTION public.talent_space_pay(p_period_start date) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_talent public.talent := private.portal_talent();
  v_pay public.pay_tracking;
begin
  select p.* into v_pay from public.pay_tracking p where p.talent_id = v_talent.id and p.period_start = p_period_start;
  if v_pay.id is null then
    perform private.fail('Paie introuvable', 'talent_space_pay', 'P0002');
  end if;
  return jsonb_build_object(
    'period_start', v_pay.period_start, 'period_end', v_pay.period_end, 'status', v_pay.status,
    'hours_normal', v_pay.hours_normal, 'hours_ot25', v_pay.hours_ot25, 'hours_ot50', v_pay.hours_ot50,
    'night_hours', v_pay.night_hours, 'sunday_hours', v_pay.sunday_hours, 'holiday_hours', v_pay.holiday_hours,
    'gross_base', v_pay.gross_base, 'gross_overtime', v_pay.gross_overtime, 'majorations_amount', v_pay.majorations_amount,
    'bonuses_subject', v_pay.bonuses_subject, 'allowances_not_subject', v_pay.allowances_not_subject,
    'ifm_amount', v_pay.ifm_amount, 'iccp_amount', v_pay.iccp_amount, 'gross_total', v_pay.gross_total,
    'advances_deducted', v_pay.advances_deducted, 'net_to_pay', v_pay.net_to_pay,
    'paid_at', v_pay.paid_at,
    'advances', coalesce((
      select jsonb_agg(jsonb_build_object('amount', coalesce(a.approved_amount, a.requested_amount), 'paid_at', a.paid_at,
                                          'status', a.status) order by a.created_at)
      from public.advance_payment_request a
      where a.talent_id = v_talent.id and a.status in ('approved', 'paid', 'deducted')
        and a.period_month between date_trunc('month', v_pay.period_start)::date and v_pay.period_end), '[]'::jsonb));
end
$$;

REVOKE ALL ON FUNCTION public.talent_space_pay(p_period_start date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.talent_space_pay(p_period_start date) TO authenticated;
GRANT ALL ON FUNCTION public.talent_space_pay(p_period_start date) TO service_role;
