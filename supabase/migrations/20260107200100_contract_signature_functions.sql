-- The functions of the contract documents and signature flow: what the PDFs print
-- (contract_document_data), recording them (record_contract_documents), sending and renewing the
-- links (send_contract_for_signature, renew_contract_signature_link), the signer's page
-- (contract_signature_session, sign_contract) and the edge function's service calls.

-- Days a contract works between two dates: its working days of the week, public holidays excluded.
create or replace function private.contract_days_worked(p_start date, p_end date, p_working_days smallint[])
returns integer
language sql
immutable
set search_path = ''
as $$
  select count(*)::integer from generate_series(p_start, p_end, interval '1 day') d
  where extract(isodow from d)::smallint = any (p_working_days) and not private.is_french_public_holiday(d::date)
$$;

-- Souplesse (L1251-30): one day per five days worked, two days for a mission under ten days worked.
create or replace function private.contract_flexibility_days(p_start date, p_end date, p_days smallint[])
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when p_end is null then 0
              when private.contract_days_worked(p_start, p_end, p_days) < 10 then 2
              else private.contract_days_worked(p_start, p_end, p_days) / 5 end
$$;

-- Everything the two documents print, read with the caller's rights (RLS decides; the billing
-- rate only reaches the client's copy, and roles that may not read the contract get nothing).
create or replace function public.contract_document_data(p_contract_id uuid)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'contract', to_jsonb(c) - 'signature_image',
    'reason_label', private.enum_label('contract_reason', c.contract_reason::text),
    'employee_status_label', private.enum_label('employee_status', c.employee_status::text),
    'medical_surveillance_label', private.enum_label('medical_surveillance', c.medical_surveillance::text),
    'ppe_by_agency_labels', (select coalesce(jsonb_agg(private.enum_label('ppe_item', p::text)), '[]') from unnest(c.ppe_by_agency) p),
    'ppe_by_client_labels', (select coalesce(jsonb_agg(private.enum_label('ppe_item', p::text)), '[]') from unnest(c.ppe_by_client) p),
    'job_risk_labels', (select coalesce(jsonb_agg(private.enum_label('job_risk', r::text)), '[]') from unnest(c.job_risks) r),
    'talent', (select jsonb_build_object('first_name', t.first_name, 'last_name', t.last_name, 'email', t.email, 'civility', t.civility,
                                         'address', (select to_jsonb(a) from public.address a where a.id = t.address_id))
               from public.talent t where t.id = c.talent_id),
    'company', (select jsonb_build_object('name', co.name, 'siren', co.siren, 'legal_form', co.legal_form,
                                          'address', (select to_jsonb(a) from public.address a where a.id = co.address_id))
                from public.company co where co.id = c.company_id),
    'workplace', (select to_jsonb(a) from public.address a where a.id = c.address_id),
    'mission', (select jsonb_build_object('bonuses', m.bonuses, 'reference_hourly_wage', m.reference_hourly_wage, 'job_name', m.job_name)
                from public.mission m where m.id = c.mission_id),
    'workspace', (select jsonb_build_object('name', w.name) from public.workspace w where w.id = c.workspace_id),
    'identity', (select to_jsonb(i) from public.workspace_identity i where i.workspace_id = c.workspace_id),
    'smic', private.legal_value('smic_hourly_gross', c.start_date),
    'flexibility_days', case when c.is_precise_term then private.contract_flexibility_days(c.start_date, c.end_date, c.working_days) end
  )
  from public.contract c
  where c.id = p_contract_id
$$;

-- Records the two generated PDFs (paths in the `contracts` bucket and their SHA-256), as the
-- caller: RLS on the contract decides, and only before any signature.
create or replace function public.record_contract_documents(
  p_contract_id uuid, p_mission_path text, p_mission_sha256 text, p_mad_path text, p_mad_sha256 text
)
returns public.contract
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_contract public.contract;
begin
  if p_mission_sha256 !~ '^[0-9a-f]{64}$' or p_mad_sha256 !~ '^[0-9a-f]{64}$' then
    perform private.fail('Empreinte de document invalide', 'contract_document_hash');
  end if;
  select c.* into v_contract from public.contract c where c.id = p_contract_id;
  if not found then
    perform private.fail('Contrat introuvable', 'contract_documents_contract', '42501');
  end if;
  if v_contract.status not in ('validated', 'sent_for_signature') or v_contract.talent_signed_at is not null
     or v_contract.client_signed_at is not null then
    perform private.fail('Les documents ne peuvent être générés qu''entre la validation et la première signature', 'contract_documents_status');
  end if;
  if split_part(p_mission_path, '/', 1) <> v_contract.workspace_id::text or split_part(p_mad_path, '/', 1) <> v_contract.workspace_id::text then
    perform private.fail('Le document doit être rangé dans le dossier du workspace du contrat', 'contract_documents_path');
  end if;
  update public.contract c
  set generated_file = p_mission_path, generated_file_sha256 = p_mission_sha256,
      generated_mad_file = p_mad_path, generated_mad_file_sha256 = p_mad_sha256, documents_generated_at = now()
  where c.id = p_contract_id
  returning c.* into v_contract;
  if not found then
    perform private.fail('Vous ne pouvez pas modifier ce contrat', 'contract_documents_right', '42501');
  end if;
  -- Links sent for the previous version would sign another document: they are revoked.
  perform private.revoke_contract_signature_links(p_contract_id, null);
  return v_contract;
end
$$;

-- Revokes the open links of a contract (of one party, or all when p_party is null).
create or replace function private.revoke_contract_signature_links(p_contract_id uuid, p_party public.contract_signature_party)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.contract_signature_link l set revoked_at = now()
  where l.contract_id = p_contract_id and (p_party is null or l.party = p_party)
    and l.used_at is null and l.revoked_at is null;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

-- A base URL the links may start with: http(s), host, optional port, no path, query or quotes.
create or replace function private.checked_base_url(p_url text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_url is null or p_url !~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?/?$' then
    perform private.fail('Adresse de l''application invalide pour les liens de signature', 'contract_signature_base_url');
  end if;
  return rtrim(p_url, '/');
end
$$;

-- Creates one link for a party, writes its mail to the outbox, returns the link's id. The token
-- (256 random bits) only ever exists in the mail.
create or replace function private.issue_contract_signature_link(
  p_contract public.contract, p_party public.contract_signature_party, p_name text, p_email text,
  p_contact_id uuid, p_base_url text, p_expires_at timestamptz, p_reminder smallint, p_now timestamptz default now()
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_token text := translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_');
  v_link text := p_base_url || '/sign/contract?token=' || v_token;
  v_id uuid;
  v_workspace text := (select w.name from public.workspace w where w.id = p_contract.workspace_id);
  v_document text := case p_party when 'talent' then 'votre contrat de mission' else 'le contrat de mise à disposition' end;
begin
  insert into public.contract_signature_link (workspace_id, contract_id, party, signer_name, signer_email, contact_id, token_hash,
                                              base_url, reminder_number, sent_at, expires_at, created_by)
  values (p_contract.workspace_id, p_contract.id, p_party, p_name, lower(p_email), p_contact_id, private.sha256_hex(v_token),
          p_base_url, p_reminder, p_now, p_expires_at, auth.uid())
  returning id into v_id;
  insert into public.mail_outbox (workspace_id, recipient, subject, body, link, kind, entity, entity_id, created_at)
  values (p_contract.workspace_id, lower(p_email),
          case when p_reminder > 0 then 'Rappel : ' else '' end
            || case p_party when 'talent' then 'Votre contrat de mission ' else 'Contrat de mise à disposition ' end
            || p_contract.contract_key || ' à signer',
          format(E'Bonjour %s,\n\n%s vous invite à signer électroniquement %s %s (mission du %s%s).\n\nCe lien est personnel et ne sert qu''une fois ; il expire le %s.',
                 p_name, v_workspace, v_document, p_contract.contract_key, private.fr_date(p_contract.start_date),
                 coalesce(' au ' || private.fr_date(p_contract.end_date), ''),
                 to_char(p_expires_at at time zone 'Europe/Paris', 'DD/MM/YYYY à HH24:MI')),
          v_link, case when p_reminder > 0 then 'contract_signature_reminder' else 'contract_signature' end,
          'contract', p_contract.id, p_now);
  return v_id;
end
$$;

-- The client's signer: the contract signatory of the client (active, with an e-mail), first by name.
create or replace function private.contract_client_signer(p_contract public.contract)
returns public.contact
language sql
stable
security definer
set search_path = ''
as $$
  select ct.* from public.contact ct
  where ct.company_id = p_contract.company_id and ct.status = 'active' and ct.email is not null
    and 'contract_signatory' = any (ct.roles)
  order by ct.last_name, ct.first_name, ct.id
  limit 1
$$;

-- "Envoyer pour signature": from `validated`, with both documents generated, one link to the
-- talent and one to the client's signatory. The move itself runs as the caller (RLS and the
-- transition table decide who may), then the links are issued.
create or replace function public.send_contract_for_signature(p_contract_id uuid, p_base_url text)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_contract public.contract;
  v_talent public.talent;
  v_signer public.contact;
  v_base text := private.checked_base_url(p_base_url);
  v_days numeric;
  v_expires timestamptz;
begin
  select c.* into v_contract from public.contract c where c.id = p_contract_id;
  if not found then
    perform private.fail('Contrat introuvable', 'contract_signature_contract', '42501');
  end if;
  if v_contract.status <> 'validated' then
    perform private.fail('Seul un contrat validé peut être envoyé pour signature', 'contract_signature_status');
  end if;
  if v_contract.generated_file is null or v_contract.generated_mad_file is null then
    perform private.fail('Les deux documents du contrat doivent être générés avant l''envoi pour signature', 'contract_signature_documents');
  end if;
  v_talent := private.contract_talent_contact(v_contract.talent_id);
  if v_talent.email is null then
    perform private.fail('Le talent n''a pas d''adresse e-mail : le lien de signature ne peut pas lui être envoyé', 'contract_signature_talent_email');
  end if;
  v_signer := private.contract_client_signer(v_contract);
  if v_signer.id is null then
    perform private.fail('Le client n''a pas de signataire de contrats actif avec une adresse e-mail', 'contract_signature_client_signer');
  end if;
  update public.contract c set status = 'sent_for_signature', signature_sent_at = now(), signature_request_id = 'builtin:' || c.id
  where c.id = p_contract_id;
  if not found then
    perform private.fail('Vous ne pouvez pas envoyer ce contrat pour signature', 'contract_signature_right', '42501');
  end if;
  v_days := coalesce(private.legal_value('contract_signature_validity_days', current_date), 7);
  v_expires := now() + make_interval(days => v_days::integer);
  perform private.issue_contract_signature_link(v_contract, 'talent', concat_ws(' ', v_talent.first_name, v_talent.last_name),
                                                v_talent.email, null, v_base, v_expires, 0::smallint);
  perform private.issue_contract_signature_link(v_contract, 'client', concat_ws(' ', v_signer.first_name, v_signer.last_name),
                                                v_signer.email, v_signer.id, v_base, v_expires, 0::smallint);
  return jsonb_build_object('status', 'sent_for_signature', 'expires_at', v_expires,
                            'talent_email', v_talent.email, 'client_email', v_signer.email);
end
$$;

-- The talent's name and e-mail, read as the definer (the caller's RLS already showed the contract).
create or replace function private.contract_talent_contact(p_talent_id uuid)
returns public.talent
language sql
stable
security definer
set search_path = ''
as $$
  select t.* from public.talent t where t.id = p_talent_id
$$;

-- "Renvoyer le lien": a new link for a party that has not signed yet (the previous ones are
-- revoked), valid for the full period again. The caller must be allowed to update the contract.
create or replace function public.renew_contract_signature_link(
  p_contract_id uuid, p_party public.contract_signature_party, p_base_url text
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_contract public.contract;
  v_base text := private.checked_base_url(p_base_url);
  v_previous public.contract_signature_link;
  v_expires timestamptz := now() + make_interval(days => coalesce(private.legal_value('contract_signature_validity_days', current_date), 7)::integer);
begin
  -- A no-op update under RLS: proves the caller may update this contract.
  update public.contract c set signature_sent_at = c.signature_sent_at where c.id = p_contract_id returning c.* into v_contract;
  if not found or not private.may_transition('contract', 'status', 'validated', 'sent_for_signature') then
    perform private.fail('Vous ne pouvez pas renvoyer de lien pour ce contrat', 'contract_signature_right', '42501');
  end if;
  if v_contract.status not in ('sent_for_signature', 'partially_signed') then
    perform private.fail('Ce contrat n''attend pas de signature', 'contract_signature_status');
  end if;
  if exists (select 1 from public.contract_signature s where s.contract_id = p_contract_id and s.party = p_party) then
    perform private.fail('Cette partie a déjà signé', 'contract_signature_already_signed');
  end if;
  select l.* into v_previous from public.contract_signature_link l
  where l.contract_id = p_contract_id and l.party = p_party order by l.sent_at desc limit 1;
  -- Never sent through a link (a contract moved by hand or imported): the party's current address.
  if v_previous.id is null then
    if p_party = 'talent' then
      select concat_ws(' ', t.first_name, t.last_name), t.email into v_previous.signer_name, v_previous.signer_email
      from private.contract_talent_contact(v_contract.talent_id) t;
    else
      select concat_ws(' ', ct.first_name, ct.last_name), ct.email, ct.id into v_previous.signer_name, v_previous.signer_email, v_previous.contact_id
      from private.contract_client_signer(v_contract) ct;
    end if;
    if v_previous.signer_email is null then
      perform private.fail('Aucune adresse e-mail pour envoyer le lien à cette partie', 'contract_signature_no_email');
    end if;
  end if;
  perform private.revoke_contract_signature_links(p_contract_id, p_party);
  perform private.issue_contract_signature_link(v_contract, p_party, v_previous.signer_name, v_previous.signer_email,
                                                v_previous.contact_id, v_base, v_expires, 0::smallint);
  return jsonb_build_object('party', p_party, 'expires_at', v_expires, 'email', v_previous.signer_email);
end
$$;

-- The link of a token, or the French refusal the page shows: unknown (PT404), used, revoked or
-- expired (PT410, the hint says which).
create or replace function private.contract_signature_link_for_token(p_token text, p_now timestamptz default now())
returns public.contract_signature_link
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_link public.contract_signature_link;
begin
  if p_token is null or length(p_token) < 32 or length(p_token) > 128 then
    raise exception using message = 'Lien de signature inconnu', errcode = 'PT404', hint = 'unknown';
  end if;
  select l.* into v_link from public.contract_signature_link l where l.token_hash = private.sha256_hex(p_token);
  if not found then
    raise exception using message = 'Lien de signature inconnu', errcode = 'PT404', hint = 'unknown';
  end if;
  if v_link.used_at is not null or exists (select 1 from public.contract_signature s where s.contract_id = v_link.contract_id and s.party = v_link.party) then
    raise exception using message = 'Ce contrat a déjà été signé avec ce lien', errcode = 'PT410', hint = 'used';
  end if;
  if v_link.revoked_at is not null then
    raise exception using message = 'Ce lien a été remplacé par un lien plus récent', errcode = 'PT410', hint = 'revoked';
  end if;
  if v_link.expires_at <= p_now or v_link.expired_at is not null then
    raise exception using message = 'Ce lien de signature a expiré', errcode = 'PT410', hint = 'expired';
  end if;
  if not exists (select 1 from public.contract c where c.id = v_link.contract_id and c.status in ('sent_for_signature', 'partially_signed')) then
    raise exception using message = 'Ce contrat n''attend plus de signature', errcode = 'PT410', hint = 'closed';
  end if;
  return v_link;
end
$$;

-- What the signer's page shows: the party, the signer, the contract's names and dates, the
-- document's hash (echoed back when signing). No pay rate, coefficient or NIR.
create or replace function public.contract_signature_session(p_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_link public.contract_signature_link := private.contract_signature_link_for_token(p_token);
  v_contract public.contract;
begin
  select c.* into v_contract from public.contract c where c.id = v_link.contract_id;
  return jsonb_build_object(
    'party', v_link.party,
    'signer_name', v_link.signer_name,
    'signer_email', v_link.signer_email,
    'expires_at', v_link.expires_at,
    'contract_key', v_contract.contract_key,
    'job_name', v_contract.job_name,
    'start_date', v_contract.start_date,
    'end_date', v_contract.end_date,
    'talent_name', (select concat_ws(' ', t.first_name, t.last_name) from public.talent t where t.id = v_contract.talent_id),
    'company_name', (select co.name from public.company co where co.id = v_contract.company_id),
    'workspace_name', (select coalesce(i.legal_name, w.name) from public.workspace w
                       left join public.workspace_identity i on i.workspace_id = w.id where w.id = v_contract.workspace_id),
    'document_sha256', case v_link.party when 'talent' then v_contract.generated_file_sha256 else v_contract.generated_mad_file_sha256 end
  );
end
$$;

-- The text the signer accepts, kept with the evidence.
create or replace function private.contract_signature_consent(p_party public.contract_signature_party)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_party
    when 'talent' then 'J''ai lu le contrat de mission et je le signe électroniquement.'
    else 'J''ai lu le contrat de mise à disposition et je le signe électroniquement au nom de l''entreprise utilisatrice.' end
$$;

-- Signs one party's document from its link: checks the link and the document's hash, keeps the
-- evidence (IP from the socket as the server sets it, user agent, channel), kills the party's
-- links and moves the contract (partially_signed after the first, signed after both).
create or replace function public.sign_contract(
  p_token text, p_signer_name text, p_signature_image text, p_document_sha256 text, p_consent boolean default false
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_link public.contract_signature_link := private.contract_signature_link_for_token(p_token);
  v_contract public.contract;
  v_headers jsonb := coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
  v_path text;
  v_hash text;
  v_other boolean;
  v_status public.contract_status;
  v_now timestamptz := now();
begin
  if coalesce(btrim(p_signer_name), '') = '' then
    perform private.fail('Le nom du signataire est obligatoire', 'contract_signature_signer_name');
  end if;
  if char_length(btrim(p_signer_name)) > 200 then
    perform private.fail('Le nom du signataire ne doit pas dépasser 200 caractères', 'contract_signature_signer_name');
  end if;
  if char_length(p_signature_image) > 500000 then
    perform private.fail('L''image de signature est trop volumineuse', 'contract_signature_image');
  end if;
  if not private.is_png_data_url(p_signature_image) then
    perform private.fail('La signature est obligatoire (image PNG)', 'contract_signature_image');
  end if;
  if not coalesce(p_consent, false) then
    perform private.fail('Cochez la case pour confirmer que vous avez lu le contrat', 'contract_signature_consent');
  end if;
  select c.* into v_contract from public.contract c where c.id = v_link.contract_id for update;
  v_path := case v_link.party when 'talent' then v_contract.generated_file else v_contract.generated_mad_file end;
  v_hash := case v_link.party when 'talent' then v_contract.generated_file_sha256 else v_contract.generated_mad_file_sha256 end;
  if v_hash is null or p_document_sha256 is distinct from v_hash then
    perform private.fail('Le document a changé depuis l''ouverture de cette page : rechargez-la avant de signer', 'contract_signature_document_changed');
  end if;
  insert into public.contract_signature (workspace_id, contract_id, link_id, party, signer_name, signer_email, signed_at, ip, user_agent,
                                         channel, document_path, document_sha256, signature_image, consent_text)
  values (v_contract.workspace_id, v_contract.id, v_link.id, v_link.party, btrim(p_signer_name), v_link.signer_email, v_now,
          nullif(left(btrim(split_part(coalesce(v_headers ->> 'x-forwarded-for', ''), ',', 1)), 64), ''),
          left(v_headers ->> 'user-agent', 500),
          case when v_link.reminder_number > 0 then 'email_link_reminder_' || v_link.reminder_number else 'email_link' end,
          v_path, v_hash, p_signature_image, private.contract_signature_consent(v_link.party));
  update public.contract_signature_link l set used_at = v_now
  where l.contract_id = v_contract.id and l.party = v_link.party and l.used_at is null and l.revoked_at is null;

  v_other := exists (select 1 from public.contract_signature s where s.contract_id = v_contract.id and s.party <> v_link.party);
  v_status := case when v_other then 'signed' else 'partially_signed' end;
  perform set_config('renfort.actor', case v_link.party when 'talent' then 'external_talent' else 'external_client' end, true);
  perform set_config('renfort.status_comment', format('Signature électronique (%s)', private.enum_label('contract_signature_party', v_link.party::text)), true);
  update public.contract c
  set status = v_status,
      talent_signed_at = case when v_link.party = 'talent' then v_now else c.talent_signed_at end,
      client_signed_at = case when v_link.party = 'client' then v_now else c.client_signed_at end,
      transmitted_to_talent_at = case when v_link.party = 'talent' then coalesce(c.transmitted_to_talent_at, c.signature_sent_at, v_now)
                                      else c.transmitted_to_talent_at end
  where c.id = v_contract.id;
  perform set_config('renfort.status_comment', '', true);
  perform set_config('renfort.actor', '', true);
  return jsonb_build_object('status', v_status, 'signed_at', v_now, 'party', v_link.party, 'contract_id', v_contract.id);
end
$$;

-- For the edge function (service role): the link of a token whatever its state, with what the
-- sealing needs. Never granted to end users.
create or replace function public.contract_signature_link_by_token(p_token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('link', to_jsonb(l), 'contract_status', c.status, 'workspace_id', c.workspace_id,
                            'document_path', case l.party when 'talent' then c.generated_file else c.generated_mad_file end)
  from public.contract_signature_link l join public.contract c on c.id = l.contract_id
  where l.token_hash = private.sha256_hex(p_token)
$$;

-- Records a signed PDF (the document with its evidence page appended), by the edge function.
create or replace function public.record_contract_signed_file(
  p_contract_id uuid, p_party public.contract_signature_party, p_path text
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.contract_signature s where s.contract_id = p_contract_id and s.party = p_party) then
    perform private.fail('Cette partie n''a pas encore signé', 'contract_signed_file_signature');
  end if;
  perform set_config('renfort.actor', 'system', true);
  update public.contract c
  set signed_file = case when p_party = 'talent' then p_path else c.signed_file end,
      signed_mad_file = case when p_party = 'client' then p_path else c.signed_mad_file end
  where c.id = p_contract_id;
  perform set_config('renfort.actor', '', true);
end
$$;

revoke all on function public.contract_document_data(uuid), public.record_contract_documents(uuid, text, text, text, text),
  public.send_contract_for_signature(uuid, text), public.renew_contract_signature_link(uuid, public.contract_signature_party, text),
  public.contract_signature_session(text), public.sign_contract(text, text, text, text, boolean),
  public.contract_signature_link_by_token(text), public.record_contract_signed_file(uuid, public.contract_signature_party, text)
  from public, anon;
grant execute on function public.contract_document_data(uuid), public.record_contract_documents(uuid, text, text, text, text),
  public.send_contract_for_signature(uuid, text), public.renew_contract_signature_link(uuid, public.contract_signature_party, text)
  to authenticated, service_role;
grant execute on function public.contract_signature_session(text), public.sign_contract(text, text, text, text, boolean)
  to anon, authenticated, service_role;
revoke execute on function public.contract_signature_link_by_token(text), public.record_contract_signed_file(uuid, public.contract_signature_party, text)
  from authenticated;
grant execute on function public.contract_signature_link_by_token(text), public.record_contract_signed_file(uuid, public.contract_signature_party, text)
  to service_role;

insert into public.legal_parameter (key, value, unit, valid_from, source, is_verified, note)
select 'contract_signature_validity_days', 7, 'days', '2020-01-01', 'politique interne', true,
       'Durée de validité d''un lien de signature de contrat (choix de l''agence, pas une règle légale)'
where not exists (select 1 from public.legal_parameter where key = 'contract_signature_validity_days');

revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
