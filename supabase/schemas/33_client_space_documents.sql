-- The client's space, its documents (issue #50, items 2 and 4): what waits for the signed-in
-- contact's signature (contracts, weeks, commercial conditions), the way to sign them from the
-- space, the invoices with their payments, credit notes and PDF, the « À faire » / « Nouveautés »
-- list of the home, and, for the agency, what each client's space holds (accesses, last visits,
-- pending actions). Every function of the space starts with private.portal_enter('client'): the
-- caller's access in force, checked on every call (31_portal.sql); a contact sees their company's
-- rows only, and none of what the agency keeps to itself (no coefficient, margin, wage or note).
-- Signing from the space is the e-mailed link's legal flow: the space asks for a signing token of
-- the same tables and rules (contract_signature_link, timesheet_week's token), then opens the same
-- public page, so the signature keeps its evidence (docs/contracts.md, docs/rules/timesheets.md).
-- Declarative schema, each object once: change it here, then `npm run db:diff NAME`.

-- ## Functions

-- The signed-in contact (their access in force, stamped as seen) with their company, or the
-- French refusal of private.portal_enter.
CREATE FUNCTION private.client_space_contact() RETURNS public.contact
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_access public.portal_access := private.portal_enter('client');
  v_contact public.contact;
begin
  select c.* into v_contact from public.contact c where c.id = v_access.contact_id and c.status = 'active';
  if v_contact.id is null then
    perform private.fail('Accès réservé aux clients et talents invités par l''agence', 'portal_access', '42501');
  end if;
  return v_contact;
end
$$;

REVOKE ALL ON FUNCTION private.client_space_contact() FROM PUBLIC;
GRANT ALL ON FUNCTION private.client_space_contact() TO authenticated;
GRANT ALL ON FUNCTION private.client_space_contact() TO service_role;

-- The contract copies waiting for this contact's signature: the contract's client signer
-- (private.contract_client_signer, as « Envoyer pour signature » chose it), holding the role
-- « Signataire contrats », while the client's copy is not signed.
CREATE FUNCTION private.client_space_contracts_to_sign(p_contact public.contact) RETURNS SETOF public.contract
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select c.* from public.contract c
  where c.company_id = p_contact.company_id and c.status in ('sent_for_signature', 'partially_signed')
    and 'contract_signatory' = any (p_contact.roles)
    and (private.contract_client_signer(c)).id = p_contact.id
    and not exists (select 1 from public.contract_signature s where s.contract_id = c.id and s.party = 'client')
$$;

REVOKE ALL ON FUNCTION private.client_space_contracts_to_sign(p_contact public.contact) FROM PUBLIC;
GRANT ALL ON FUNCTION private.client_space_contracts_to_sign(p_contact public.contact) TO service_role;

-- The weeks waiting for this contact's approval: a validator (role « Valideur relevés d'heures »)
-- of the week's company, the week's own validator, none named, or the one the week was escalated
-- to (private.check_timesheet_signer and the escalation of 16_realtime_scheduler.sql decide the
-- same), while its signing link is in force.
CREATE FUNCTION private.client_space_weeks_to_approve(p_contact public.contact) RETURNS SETOF public.timesheet_week
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select w.* from public.timesheet_week w
  where w.company_id = p_contact.company_id and w.status = 'pending_signature'
    and w.signature_token_expires_at > now()
    and 'timesheet_signer' = any (p_contact.roles)
    and (w.signer_contact_id is null or w.signer_contact_id = p_contact.id or w.escalated_to_contact_id = p_contact.id)
$$;

REVOKE ALL ON FUNCTION private.client_space_weeks_to_approve(p_contact public.contact) FROM PUBLIC;
GRANT ALL ON FUNCTION private.client_space_weeks_to_approve(p_contact public.contact) TO service_role;

-- The commercial conditions of the contact's company (or of its group's), sent or signed; to_sign
-- when they wait for this contact, their chosen signatory (send_commercial_condition_for_signature).
CREATE FUNCTION private.client_space_condition_rows(p_contact public.contact) RETURNS TABLE(condition public.commercial_condition, to_sign boolean)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select cc, cc.status = 'sent_for_signature' and cc.signer_contact_id = p_contact.id
             and 'contract_signatory' = any (p_contact.roles)
  from public.commercial_condition cc
  where cc.workspace_id = p_contact.workspace_id
    and cc.status in ('sent_for_signature', 'signed', 'superseded', 'expired')
    and (cc.company_id = p_contact.company_id
         or (cc.company_group_id is not null
             and cc.company_group_id = (select co.company_group_id from public.company co where co.id = p_contact.company_id)))
$$;

REVOKE ALL ON FUNCTION private.client_space_condition_rows(p_contact public.contact) FROM PUBLIC;
GRANT ALL ON FUNCTION private.client_space_condition_rows(p_contact public.contact) TO service_role;

-- What the client pays of an invoice: nothing once paid, credited or canceled (the home's rule).
CREATE FUNCTION private.client_invoice_left_to_pay(p_invoice public.client_invoice) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when p_invoice.kind <> 'invoice' or p_invoice.status in ('canceled', 'credited', 'paid') then 0
              else greatest(p_invoice.total_ttc - p_invoice.paid_amount - p_invoice.credited_amount, 0) end
$$;

REVOKE ALL ON FUNCTION private.client_invoice_left_to_pay(p_invoice public.client_invoice) FROM PUBLIC;
GRANT ALL ON FUNCTION private.client_invoice_left_to_pay(p_invoice public.client_invoice) TO authenticated;
GRANT ALL ON FUNCTION private.client_invoice_left_to_pay(p_invoice public.client_invoice) TO service_role;

-- An issued invoice or credit note of the contact's company, or the French refusal (P0002: the
-- same answer for another company's as for an unknown id, so nothing is told of it).
CREATE FUNCTION private.client_space_invoice_row(p_contact public.contact, p_invoice_id uuid) RETURNS public.client_invoice
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_invoice public.client_invoice;
begin
  select i.* into v_invoice from public.client_invoice i
  where i.id = p_invoice_id and i.company_id = p_contact.company_id
    and i.status <> 'draft' and i.issued_at is not null and i.number is not null;
  if v_invoice.id is null then
    perform private.fail('Facture introuvable', 'client_space_invoice', 'P0002');
  end if;
  return v_invoice;
end
$$;

REVOKE ALL ON FUNCTION private.client_space_invoice_row(p_contact public.contact, p_invoice_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.client_space_invoice_row(p_contact public.contact, p_invoice_id uuid) TO service_role;

-- Whether the client can refuse an invoice from the space (« Refuser la facture », CDAR 210
-- « Refusée »: the buyer's status of the e-invoice's lifecycle, CGI art. 289 bis;
-- docs/rules/invoice-platform.md): an invoice, not a credit note (a credit note corrects an
-- invoice in the client's favour; one they dispute is settled with the agency, and a refused
-- credit note would have no credit note to correct it), deposited at the platform, whose lifecycle
-- is not over (refused, rejected, cashed, cancelled), neither paid in full nor credited nor
-- canceled. The reasons a refusal is refused are public.client_space_refuse_invoice's.
CREATE FUNCTION private.client_invoice_refusable(p_invoice public.client_invoice) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select p_invoice.kind = 'invoice' and p_invoice.platform_flow_id is not null
         and not private.platform_status_final(p_invoice.platform_status)
         and p_invoice.status not in ('paid', 'credited', 'canceled')
$$;

REVOKE ALL ON FUNCTION private.client_invoice_refusable(p_invoice public.client_invoice) FROM PUBLIC;
GRANT ALL ON FUNCTION private.client_invoice_refusable(p_invoice public.client_invoice) TO service_role;

-- The space's « À signer » screen: the contracts and weeks waiting for this contact, and the
-- company's commercial conditions (those waiting for them marked). What each shows is what the
-- signing page shows: names, dates, hours; never the conditions' coefficients or a wage.
CREATE FUNCTION public.client_space_documents() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_contact public.contact := private.client_space_contact();
begin
  return jsonb_build_object(
    'contracts', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', c.id, 'contract_key', c.contract_key, 'is_amendment', c.is_amendment,
               'amendment_number', case when c.is_amendment then c.amendment_number end,
               'talent_name', nullif(btrim(concat_ws(' ', t.first_name, t.last_name)), ''),
               'job_name', c.job_name, 'start_date', c.start_date, 'end_date', c.end_date, 'status', c.status)
             order by c.start_date, c.contract_key, c.amendment_number)
      from private.client_space_contracts_to_sign(v_contact) c
      join public.talent t on t.id = c.talent_id), '[]'::jsonb),
    'weeks', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', w.id, 'week_start', w.week_start, 'contract_key', w.contract_key,
               'talent_name', nullif(btrim(concat_ws(' ', t.first_name, t.last_name)), ''),
               'total_hours', w.total_hours, 'status', w.status, 'expires_at', w.signature_token_expires_at)
             order by w.week_start, w.contract_key)
      from private.client_space_weeks_to_approve(v_contact) w
      join public.talent t on t.id = w.talent_id), '[]'::jsonb),
    'conditions', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', (r.condition).id, 'version', (r.condition).version, 'valid_from', (r.condition).valid_from,
               'valid_to', (r.condition).valid_to, 'status', (r.condition).status,
               'sent_at', (r.condition).sent_for_signature_at, 'signed_at', (r.condition).signed_at, 'to_sign', r.to_sign)
             order by r.to_sign desc, (r.condition).valid_from desc, (r.condition).version desc)
      from private.client_space_condition_rows(v_contact) r), '[]'::jsonb),
    'roles', to_jsonb(v_contact.roles));
end
$$;

REVOKE ALL ON FUNCTION public.client_space_documents() FROM PUBLIC;
GRANT ALL ON FUNCTION public.client_space_documents() TO authenticated;
GRANT ALL ON FUNCTION public.client_space_documents() TO service_role;

-- The commercial conditions of the caller's company (or group), sent or signed, for the space;
-- to_sign when they wait for the caller's signature. No coefficient: the signed document has them.
CREATE FUNCTION public.client_space_conditions() RETURNS jsonb
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select public.client_space_documents() -> 'conditions'
$$;

REVOKE ALL ON FUNCTION public.client_space_conditions() FROM PUBLIC;
GRANT ALL ON FUNCTION public.client_space_conditions() TO authenticated;
GRANT ALL ON FUNCTION public.client_space_conditions() TO service_role;

-- « Signer » / « Approuver ou contester » from the space: a fresh signing token for the caller,
-- when the item waits for them (the rules above), and the path of the public page that signs it
-- (the same page and rules as the e-mailed link, with `return` leading back to the space).
-- p_kind: 'contract' (the client's copy), 'commercial_condition' or 'timesheet_week'.
-- A contract's or conditions' link is a new row of contract_signature_link for the contact, made
-- by their own account (created_by), valid two hours, without a mail: the e-mailed link stays
-- valid, and signing through either marks the others used. A week has one token: the new one
-- replaces the e-mailed link's (08_timesheets.sql), its expiry unchanged.
CREATE FUNCTION public.client_space_signing_link(p_kind text, p_id uuid, p_base_url text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_contact public.contact := private.client_space_contact();
  v_token text := translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_');
  v_name text := concat_ws(' ', v_contact.first_name, v_contact.last_name);
  v_contract public.contract;
  v_condition public.commercial_condition;
  v_week public.timesheet_week;
  v_base text := private.checked_base_url(p_base_url);
  v_expires timestamptz := now() + interval '2 hours';
begin
  if p_kind = 'contract' then
    select c.* into v_contract from private.client_space_contracts_to_sign(v_contact) c where c.id = p_id;
    if v_contract.id is null then
      perform private.fail('Ce contrat n''attend pas votre signature', 'client_space_signing', 'P0002');
    end if;
    insert into public.contract_signature_link (workspace_id, contract_id, party, signer_name, signer_email, contact_id, token_hash,
                                                base_url, sent_at, expires_at, created_by)
    values (v_contract.workspace_id, v_contract.id, 'client', v_name, lower(v_contact.email), v_contact.id,
            private.sha256_hex(v_token), v_base, now(), v_expires, auth.uid());
    return jsonb_build_object('path', '/sign/contract?token=' || v_token, 'expires_at', v_expires);
  elsif p_kind = 'commercial_condition' then
    select (r.condition).* into v_condition from private.client_space_condition_rows(v_contact) r
    where (r.condition).id = p_id and r.to_sign;
    if v_condition.id is null then
      perform private.fail('Ces conditions commerciales n''attendent pas votre signature', 'client_space_signing', 'P0002');
    end if;
    -- the same signatory check as the agency's sending (an active signatory with an e-mail)
    perform private.checked_commercial_condition_signer(v_condition, v_contact.id);
    insert into public.contract_signature_link (workspace_id, commercial_condition_id, party, signer_name, signer_email, contact_id,
                                                token_hash, base_url, sent_at, expires_at, created_by)
    values (v_condition.workspace_id, v_condition.id, 'client', v_name, lower(v_contact.email), v_contact.id,
            private.sha256_hex(v_token), v_base, now(), v_expires, auth.uid());
    return jsonb_build_object('path', '/sign/contract?token=' || v_token, 'expires_at', v_expires);
  elsif p_kind = 'timesheet_week' then
    select w.* into v_week from private.client_space_weeks_to_approve(v_contact) w where w.id = p_id;
    if v_week.id is null then
      perform private.fail('Ce relevé d''heures n''attend pas votre validation', 'client_space_signing', 'P0002');
    end if;
    update public.timesheet_week w
    set signature_token_hash = private.sha256_hex(v_token), signature_token_used_at = null
    where w.id = v_week.id;
    return jsonb_build_object('path', '/customer/timesheets/signature?token=' || v_token,
                              'expires_at', v_week.signature_token_expires_at);
  end if;
  perform private.fail('Document à signer inconnu', 'client_space_signing', '22023');
  return null;
end
$$;

REVOKE ALL ON FUNCTION public.client_space_signing_link(p_kind text, p_id uuid, p_base_url text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.client_space_signing_link(p_kind text, p_id uuid, p_base_url text) TO authenticated;
GRANT ALL ON FUNCTION public.client_space_signing_link(p_kind text, p_id uuid, p_base_url text) TO service_role;

-- An invoice (or credit note) of the caller's company as its PDF shows it: number, dates, the
-- lines (designation, quantity, unit price, VAT, amount: no pay rate nor coefficient), totals,
-- what is left to pay, the payments received, its status and the e-invoicing platform's, and
-- its credit notes (an invoice) or the invoice it credits (a credit note); can_refuse when the
-- contact may refuse it (private.client_invoice_refusable).
CREATE FUNCTION public.client_space_invoice(p_invoice_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_contact public.contact := private.client_space_contact();
  v_invoice public.client_invoice := private.client_space_invoice_row(v_contact, p_invoice_id);
begin
  return jsonb_build_object(
    'id', v_invoice.id, 'kind', v_invoice.kind, 'number', v_invoice.number,
    'issued_at', v_invoice.issued_at, 'due_date', v_invoice.due_date,
    'period_start', v_invoice.period_start, 'period_end', v_invoice.period_end,
    'label', v_invoice.grouping_label, 'po_number', v_invoice.po_number,
    'total_ht', v_invoice.total_ht, 'total_tva', v_invoice.total_tva, 'total_ttc', v_invoice.total_ttc,
    'paid_amount', v_invoice.paid_amount, 'credited_amount', v_invoice.credited_amount,
    'left_to_pay', private.client_invoice_left_to_pay(v_invoice),
    'status', v_invoice.status, 'platform_status', v_invoice.platform_status,
    'platform_status_at', v_invoice.platform_status_at, 'has_pdf', v_invoice.pdf_file is not null,
    'credit_reason', v_invoice.credit_reason, 'can_refuse', private.client_invoice_refusable(v_invoice),
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', l.id, 'label', l.label, 'detail', l.detail, 'category', l.category, 'quantity', l.quantity,
               'unit_price', l.unit_price, 'vat_rate', l.vat_rate, 'amount_ht', l.amount_ht)
             order by l.position, l.created_at, l.id)
      from public.client_invoice_line l where l.invoice_id = v_invoice.id), '[]'::jsonb),
    'payments', coalesce((
      select jsonb_agg(jsonb_build_object('id', p.id, 'paid_on', p.paid_on, 'amount', p.amount, 'mode', p.mode)
             order by p.paid_on, p.created_at)
      from public.client_invoice_payment p where p.invoice_id = v_invoice.id), '[]'::jsonb),
    'credit_notes', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', n.id, 'number', n.number, 'issued_at', n.issued_at, 'total_ttc', n.total_ttc,
               'status', n.status, 'has_pdf', n.pdf_file is not null)
             order by n.issued_at, n.number)
      from public.client_invoice n
      where n.credited_invoice_id = v_invoice.id and n.kind = 'credit_note' and n.status <> 'draft'
        and n.issued_at is not null and n.number is not null), '[]'::jsonb),
    'credited_invoice', (
      select jsonb_build_object('id', o.id, 'number', o.number)
      from public.client_invoice o where o.id = v_invoice.credited_invoice_id and o.company_id = v_contact.company_id));
end
$$;

REVOKE ALL ON FUNCTION public.client_space_invoice(p_invoice_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.client_space_invoice(p_invoice_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.client_space_invoice(p_invoice_id uuid) TO service_role;

-- « Refuser la facture » from the client space: the signed-in contact refuses an invoice of their
-- company, with its reason, as the buyer's status of the e-invoice's lifecycle (CDAR 210
-- « Refusée », CGI art. 289 bis; docs/rules/invoice-platform.md). Recorded as the platform's
-- statuses are (private.record_platform_event), with the source 'client': the invoice shows
-- « Refusée », the agency's action centre lists it until a credit note corrects it (rule
-- invoices_platform_rejected). Refused in French: another company's invoice (unknown, as
-- client_space_invoice says), a credit note, an invoice not deposited yet, one whose lifecycle is
-- over or that is paid, credited or canceled, a reason missing, too short or too long.
CREATE FUNCTION public.client_space_refuse_invoice(p_invoice_id uuid, p_reason text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_contact public.contact := private.client_space_contact();
  v_invoice public.client_invoice := private.client_space_invoice_row(v_contact, p_invoice_id);
  v_reason text := btrim(coalesce(p_reason, ''));
begin
  select i.* into v_invoice from public.client_invoice i where i.id = v_invoice.id for update;
  if v_invoice.kind <> 'invoice' then
    perform private.fail(format('L''avoir %s ne peut pas être refusé depuis votre espace : contactez l''agence', v_invoice.number),
                         'client_invoice_refusal');
  end if;
  if v_invoice.platform_flow_id is null then
    perform private.fail(format('La facture %s n''est pas encore déposée à la plateforme de facturation : elle ne peut pas encore être refusée',
                                v_invoice.number), 'client_invoice_refusal');
  end if;
  if private.platform_status_final(v_invoice.platform_status) then
    perform private.fail(format('La facture %s ne peut plus être refusée : son statut à la plateforme est final (« %s »)',
                                v_invoice.number, private.enum_label('platform_status', v_invoice.platform_status::text)),
                         'client_invoice_refusal');
  end if;
  if v_invoice.status in ('paid', 'credited', 'canceled') then
    perform private.fail(format('La facture %s ne peut plus être refusée : elle est %s',
                                v_invoice.number, lower(private.enum_label('client_invoice_status', v_invoice.status::text))),
                         'client_invoice_refusal');
  end if;
  if char_length(v_reason) < 5 then
    perform private.fail('Indiquez le motif du refus (au moins 5 caractères)', 'client_invoice_refusal_reason', '22023');
  end if;
  if char_length(v_reason) > 1000 then
    perform private.fail('Le motif du refus est trop long (1 000 caractères au plus)', 'client_invoice_refusal_reason', '22023');
  end if;
  perform private.record_platform_event(v_invoice, v_invoice.platform_flow_id, '210', v_reason, 'client', now());
  return public.client_space_invoice(v_invoice.id);
end
$$;

REVOKE ALL ON FUNCTION public.client_space_refuse_invoice(p_invoice_id uuid, p_reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.client_space_refuse_invoice(p_invoice_id uuid, p_reason text) TO authenticated;
GRANT ALL ON FUNCTION public.client_space_refuse_invoice(p_invoice_id uuid, p_reason text) TO service_role;

-- For the client-invoice-pdf function, called with the contact's token: the stored path of the
-- frozen PDF of an issued invoice or credit note of their company (the function then signs a
-- link with the service role: no storage policy lets a contact read the invoices bucket).
CREATE FUNCTION public.client_space_invoice_pdf(p_invoice_id uuid) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_contact public.contact := private.client_space_contact();
  v_invoice public.client_invoice := private.client_space_invoice_row(v_contact, p_invoice_id);
begin
  if v_invoice.pdf_file is null then
    perform private.fail('Le PDF de cette facture est en cours de production : réessayez dans un instant', 'client_space_invoice_pdf', 'P0002');
  end if;
  return v_invoice.pdf_file;
end
$$;

REVOKE ALL ON FUNCTION public.client_space_invoice_pdf(p_invoice_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.client_space_invoice_pdf(p_invoice_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.client_space_invoice_pdf(p_invoice_id uuid) TO service_role;

-- The home's « À faire » and « Nouveautés », computed on each call (no mail): what waits for
-- the caller (contracts, weeks, conditions to sign; invoices overdue or due within 7 days) and
-- what changed for their company these last 14 days (invoices and credit notes issued, weeks
-- approved or contested, contracts and conditions signed). Each item names its screen (path).
CREATE FUNCTION public.client_space_news() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_contact public.contact := private.client_space_contact();
  v_today date := private.paris_today();
  v_since timestamptz := now() - interval '14 days';
begin
  return jsonb_build_object(
    'todo', coalesce((
      select jsonb_agg(x.item order by x.rank, x.at nulls last) from (
        select 1 as rank, c.start_date::timestamptz as at,
               jsonb_build_object('kind', 'contract_to_sign', 'id', c.id, 'path', '/documents',
                                  'talent_name', nullif(btrim(concat_ws(' ', t.first_name, t.last_name)), ''),
                                  'reference', c.contract_key, 'date', c.start_date) as item
        from private.client_space_contracts_to_sign(v_contact) c join public.talent t on t.id = c.talent_id
        union all
        select 2, w.week_start::timestamptz,
               jsonb_build_object('kind', 'week_to_approve', 'id', w.id, 'path', '/documents',
                                  'talent_name', nullif(btrim(concat_ws(' ', t.first_name, t.last_name)), ''),
                                  'reference', w.contract_key, 'date', w.week_start)
        from private.client_space_weeks_to_approve(v_contact) w join public.talent t on t.id = w.talent_id
        union all
        select 3, (r.condition).valid_from::timestamptz,
               jsonb_build_object('kind', 'condition_to_sign', 'id', (r.condition).id, 'path', '/documents',
                                  'reference', (r.condition).version::text, 'date', (r.condition).valid_from)
        from private.client_space_condition_rows(v_contact) r where r.to_sign
        union all
        select 4, i.due_date::timestamptz,
               jsonb_build_object('kind', case when i.status = 'overdue' or i.due_date < v_today then 'invoice_overdue' else 'invoice_due' end,
                                  'id', i.id, 'path', '/invoices/' || i.id, 'reference', i.number, 'date', i.due_date,
                                  'amount', private.client_invoice_left_to_pay(i))
        from public.client_invoice i
        where i.company_id = v_contact.company_id and i.kind = 'invoice' and i.issued_at is not null
          and i.status in ('issued', 'sent', 'partially_paid', 'overdue') and private.client_invoice_left_to_pay(i) > 0
          and (i.status = 'overdue' or i.due_date <= v_today + 7)
      ) x), '[]'::jsonb),
    'news', coalesce((
      select jsonb_agg(x.item order by x.at desc) from (
        select i.issued_at::timestamptz as at,
               jsonb_build_object('kind', case i.kind when 'invoice' then 'invoice_issued' else 'credit_note_issued' end,
                                  'id', i.id, 'path', '/invoices/' || i.id, 'reference', i.number, 'date', i.issued_at,
                                  'amount', i.total_ttc) as item
        from public.client_invoice i
        where i.company_id = v_contact.company_id and i.status <> 'draft' and i.number is not null
          and i.issued_at >= v_today - 14
        union all
        select w.signed_at, jsonb_build_object('kind', 'week_signed', 'id', w.id, 'path', '/',
                                               'talent_name', nullif(btrim(concat_ws(' ', t.first_name, t.last_name)), ''),
                                               'reference', w.contract_key, 'date', w.week_start)
        from public.timesheet_week w join public.talent t on t.id = w.talent_id
        where w.company_id = v_contact.company_id and w.signed_at >= v_since and w.status not in ('draft', 'canceled', 'disputed')
        union all
        select w.signature_token_used_at, jsonb_build_object('kind', 'week_disputed', 'id', w.id, 'path', '/',
                                               'talent_name', nullif(btrim(concat_ws(' ', t.first_name, t.last_name)), ''),
                                               'reference', w.contract_key, 'date', w.week_start)
        from public.timesheet_week w join public.talent t on t.id = w.talent_id
        where w.company_id = v_contact.company_id and w.status = 'disputed' and w.signature_token_used_at >= v_since
        union all
        select c.client_signed_at, jsonb_build_object('kind', 'contract_signed', 'id', c.id, 'path', '/',
                                               'talent_name', nullif(btrim(concat_ws(' ', t.first_name, t.last_name)), ''),
                                               'reference', c.contract_key, 'date', c.start_date)
        from public.contract c join public.talent t on t.id = c.talent_id
        where c.company_id = v_contact.company_id and c.client_signed_at >= v_since and c.status <> 'canceled'
        union all
        select (r.condition).signed_at, jsonb_build_object('kind', 'condition_signed', 'id', (r.condition).id, 'path', '/documents',
                                                           'reference', (r.condition).version::text, 'date', (r.condition).valid_from)
        from private.client_space_condition_rows(v_contact) r where (r.condition).signed_at >= v_since
        order by 1 desc
        limit 10
      ) x), '[]'::jsonb));
end
$$;

REVOKE ALL ON FUNCTION public.client_space_news() FROM PUBLIC;
GRANT ALL ON FUNCTION public.client_space_news() TO authenticated;
GRANT ALL ON FUNCTION public.client_space_news() TO service_role;

-- The company page's « Espace client » card: the company's contacts with an access (invited,
-- last visit) and what waits for the client (contracts, weeks, conditions to sign, invoices
-- unpaid). Run as the caller (no SECURITY DEFINER): each table's RLS decides what is counted,
-- and a company the caller may not read is refused (P0002).
CREATE FUNCTION public.company_portal_summary(p_company_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_company public.company;
begin
  select co.* into v_company from public.company co where co.id = p_company_id;
  if v_company.id is null or not private.is_team_member() then
    perform private.fail('Entreprise introuvable', 'company_portal_summary', 'P0002');
  end if;
  return jsonb_build_object(
    'contacts', coalesce((
      select jsonb_agg(jsonb_build_object(
               'contact_id', c.id, 'name', nullif(btrim(concat_ws(' ', c.first_name, c.last_name)), ''),
               'email', a.email, 'roles', c.roles, 'access_id', a.id, 'invited_at', a.invited_at,
               'last_seen_at', a.last_seen_at, 'linked', a.auth_user_id is not null)
             order by a.last_seen_at desc nulls last, c.last_name, c.first_name)
      from public.contact c
      join public.portal_access a on a.contact_id = c.id and a.revoked_at is null
      where c.company_id = p_company_id), '[]'::jsonb),
    'contracts_to_sign', (
      select count(*) from public.contract c
      where c.company_id = p_company_id and c.status in ('sent_for_signature', 'partially_signed') and c.client_signed_at is null),
    'weeks_to_approve', (
      select count(*) from public.timesheet_week w
      where w.company_id = p_company_id and w.status = 'pending_signature'),
    'conditions_to_sign', (
      select count(*) from public.commercial_condition cc
      where cc.company_id = p_company_id and cc.status = 'sent_for_signature'),
    'invoices_unpaid', (
      select count(*) from public.client_invoice i
      where i.company_id = p_company_id and i.kind = 'invoice' and i.status in ('issued', 'sent', 'partially_paid', 'overdue')),
    'invoices_overdue', (
      select count(*) from public.client_invoice i
      where i.company_id = p_company_id and i.kind = 'invoice' and i.status = 'overdue'),
    'left_to_pay', (
      select coalesce(sum(private.client_invoice_left_to_pay(i)), 0) from public.client_invoice i
      where i.company_id = p_company_id and i.kind = 'invoice' and i.status in ('issued', 'sent', 'partially_paid', 'overdue')));
end
$$;

REVOKE ALL ON FUNCTION public.company_portal_summary(p_company_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.company_portal_summary(p_company_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.company_portal_summary(p_company_id uuid) TO service_role;
