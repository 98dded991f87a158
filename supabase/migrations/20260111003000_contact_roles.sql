-- Client contacts' roles at work (domain.md §1.4): the contract keeps the client's signatory it
-- sends the contrat de mise à disposition to, beside its timesheet validator; both default to the
-- company's active contact holding the role, are checked when chosen, and a contact who left can
-- no longer sign: sending names them and says how to fix it, and their open links are revoked.

-- ---------------------------------------------------------------------------------------
-- The contract's client signatory (the contact the « Signataire contrats » link goes to).
alter table public.contract
  add column client_signer_contact_id uuid references public.contact (id) on delete set null;
comment on column public.contract.client_signer_contact_id is
  'the client contact who signs the contrat de mise à disposition (role contract_signatory)';
create index contract_client_signer_contact_id_idx on public.contract (client_signer_contact_id);

-- A contact as the messages name them: « Prénom Nom ».
create or replace function private.contact_display_name(p_contact public.contact)
returns text
language sql
immutable
set search_path = ''
as $$
  select '« ' || coalesce(nullif(btrim(concat_ws(' ', p_contact.first_name, p_contact.last_name)), ''), p_contact.email, '?') || ' »'
$$;

-- The company's default contact for a role: active, with an e-mail (both roles sign by mail),
-- the first by name when several hold it.
create or replace function private.company_role_contact(p_company_id uuid, p_role public.contact_role)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select ct.id from public.contact ct
  where ct.company_id = p_company_id and ct.status = 'active' and ct.email is not null and p_role = any (ct.roles)
  order by ct.last_name, ct.first_name, ct.id
  limit 1
$$;

-- Why a contact cannot hold a role on a contract of a company (null when it can), in French.
create or replace function private.contact_role_problem(p_contact_id uuid, p_company_id uuid, p_role public.contact_role)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_contact public.contact;
  v_role text := private.enum_label('contact_role', p_role::text);
begin
  select ct.* into v_contact from public.contact ct where ct.id = p_contact_id;
  if v_contact.id is null or v_contact.company_id is distinct from p_company_id then
    return format('Le contact choisi comme « %s » doit être un contact de l''entreprise du contrat', v_role);
  elsif v_contact.status <> 'active' then
    return format('%s n''est plus actif (%s) : choisissez un autre contact « %s » actif',
                  private.contact_display_name(v_contact), private.enum_label('contact_status', v_contact.status::text), v_role);
  elsif not (p_role = any (v_contact.roles)) then
    return format('%s n''a pas le rôle « %s » : donnez-lui ce rôle sur sa fiche ou choisissez un autre contact',
                  private.contact_display_name(v_contact), v_role);
  end if;
  return null;
end
$$;

-- The contract's client contacts: a company change drops the former company's; an amendment
-- starts with its contract's; an empty one takes the company's default; a chosen one must be an
-- active contact of the company with the role; the signatory no longer changes once the client
-- signed, and a new one revokes the links sent to the previous one.
create or replace function private.prepare_contract_client_contacts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_checked boolean := not private.is_system() and coalesce(current_setting('renfort.applying_amendment', true), '') = '';
  v_amended public.contract;
  v_problem text;
begin
  if tg_op = 'UPDATE' and new.company_id is distinct from old.company_id then
    if new.timesheet_signer_contact_id is not distinct from old.timesheet_signer_contact_id then
      new.timesheet_signer_contact_id := null;
    end if;
    if new.client_signer_contact_id is not distinct from old.client_signer_contact_id then
      new.client_signer_contact_id := null;
    end if;
  end if;
  if tg_op = 'INSERT' and new.is_amendment and new.amended_contract_id is not null then
    select c.* into v_amended from public.contract c where c.id = new.amended_contract_id;
    if v_amended.company_id is not distinct from new.company_id then
      new.timesheet_signer_contact_id := coalesce(new.timesheet_signer_contact_id, v_amended.timesheet_signer_contact_id);
      if private.contact_role_problem(v_amended.client_signer_contact_id, new.company_id, 'contract_signatory') is null then
        new.client_signer_contact_id := coalesce(new.client_signer_contact_id, v_amended.client_signer_contact_id);
      end if;
    end if;
  end if;

  if v_checked and new.timesheet_signer_contact_id is not null
     and (tg_op = 'INSERT' or new.timesheet_signer_contact_id is distinct from old.timesheet_signer_contact_id) then
    v_problem := private.contact_role_problem(new.timesheet_signer_contact_id, new.company_id, 'timesheet_signer');
    if v_problem is not null then
      perform private.fail(v_problem, 'contract_timesheet_signer');
    end if;
  end if;
  if tg_op = 'UPDATE' and new.client_signer_contact_id is distinct from old.client_signer_contact_id then
    if v_checked and (private.contract_terms_locked(old.status)
                      or exists (select 1 from public.contract_signature s where s.contract_id = new.id and s.party = 'client')) then
      perform private.fail('Le client a déjà signé ce contrat : son signataire ne change plus', 'contract_client_signer_signed');
    end if;
    -- The previous signatory's open link would sign for the client: revoked.
    perform private.revoke_contract_signature_links(new.id, 'client');
  end if;
  if v_checked and new.client_signer_contact_id is not null
     and (tg_op = 'INSERT' or new.client_signer_contact_id is distinct from old.client_signer_contact_id) then
    v_problem := private.contact_role_problem(new.client_signer_contact_id, new.company_id, 'contract_signatory');
    if v_problem is not null then
      perform private.fail(v_problem, 'contract_client_signer');
    end if;
  end if;

  if new.company_id is not null then
    new.timesheet_signer_contact_id := coalesce(new.timesheet_signer_contact_id,
                                                private.company_role_contact(new.company_id, 'timesheet_signer'));
    if not private.contract_terms_locked(new.status) then
      new.client_signer_contact_id := coalesce(new.client_signer_contact_id,
                                               private.company_role_contact(new.company_id, 'contract_signatory'));
    end if;
  end if;
  return new;
end
$$;

-- Named to fire after contract_prepare (which takes the company from the mission and the
-- amendment's contract) and before contract_prepare_z_amendment (whose diff sees the result).
create trigger contract_prepare_y_client_contacts before insert or update on public.contract
  for each row execute function private.prepare_contract_client_contacts();

-- ---------------------------------------------------------------------------------------
-- Signature of the contract: the chosen signatory, or the company's default.
create or replace function private.contract_client_signer(p_contract public.contract)
returns public.contact
language sql
stable
security definer
set search_path = ''
as $$
  select ct.* from public.contact ct
  where ct.id = coalesce(p_contract.client_signer_contact_id,
                         private.company_role_contact(p_contract.company_id, 'contract_signatory'))
$$;

-- The signatory of a contract, refused in French with the way to fix it when there is none or
-- when the chosen one can no longer sign.
create or replace function private.checked_contract_client_signer(p_contract public.contract)
returns public.contact
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_signer public.contact := private.contract_client_signer(p_contract);
begin
  if v_signer.id is null then
    perform private.fail('Le client n''a pas de signataire de contrats actif avec une adresse e-mail : donnez le rôle « Signataire contrats » '
                         || 'à un contact actif de l''entreprise (onglet Contacts de sa fiche), puis renvoyez', 'contract_signature_client_signer');
  elsif v_signer.status <> 'active' then
    perform private.fail(format('Le signataire du contrat, %s, n''est plus actif (%s) et ne peut plus signer : choisissez un autre signataire '
                                || 'dans « Contacts du client » sur la page du contrat, ou donnez le rôle « Signataire contrats » '
                                || 'à un contact actif de l''entreprise (onglet Contacts de sa fiche)',
                                private.contact_display_name(v_signer), private.enum_label('contact_status', v_signer.status::text)),
                         'contract_signature_signer_inactive');
  elsif not ('contract_signatory' = any (v_signer.roles)) or v_signer.email is null then
    perform private.fail(format('Le signataire du contrat, %s, n''a plus le rôle « Signataire contrats » : choisissez un autre signataire '
                                || 'dans « Contacts du client » sur la page du contrat, ou rendez-lui ce rôle sur sa fiche',
                                private.contact_display_name(v_signer)), 'contract_signature_signer_role');
  end if;
  return v_signer;
end
$$;

-- "Envoyer pour signature" of 20260107200100, with the contract's chosen signatory (kept on the
-- contract when it was the company's default) and the French refusals above.
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
  v_signer := private.checked_contract_client_signer(v_contract);
  update public.contract c set status = 'sent_for_signature', signature_sent_at = now(), signature_request_id = 'builtin:' || c.id,
                               client_signer_contact_id = v_signer.id
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

-- "Renvoyer le lien" of 20260107200100: the client's new link goes to the contract's current
-- signatory (another one may have been chosen since the first sending), checked as above.
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
  v_signer public.contact;
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
  if p_party = 'client' then
    v_signer := private.checked_contract_client_signer(v_contract);
    v_previous.signer_name := concat_ws(' ', v_signer.first_name, v_signer.last_name);
    v_previous.signer_email := v_signer.email;
    v_previous.contact_id := v_signer.id;
  else
    select l.* into v_previous from public.contract_signature_link l
    where l.contract_id = p_contract_id and l.party = p_party order by l.sent_at desc limit 1;
    -- Never sent through a link (a contract moved by hand or imported): the talent's current address.
    if v_previous.id is null then
      select concat_ws(' ', t.first_name, t.last_name), t.email into v_previous.signer_name, v_previous.signer_email
      from private.contract_talent_contact(v_contract.talent_id) t;
    end if;
  end if;
  if v_previous.signer_email is null then
    perform private.fail('Aucune adresse e-mail pour envoyer le lien à cette partie', 'contract_signature_no_email');
  end if;
  perform private.revoke_contract_signature_links(p_contract_id, p_party);
  perform private.issue_contract_signature_link(v_contract, p_party, v_previous.signer_name, v_previous.signer_email,
                                                v_previous.contact_id, v_base, v_expires, 0::smallint);
  return jsonb_build_object('party', p_party, 'expires_at', v_expires, 'email', v_previous.signer_email);
end
$$;

-- A contact who leaves (or loses the signatory role) can no longer sign: the open contract
-- links sent to them are revoked (domain.md §1.4).
create or replace function private.revoke_links_of_departed_contact()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (old.status = 'active' and new.status <> 'active')
     or ('contract_signatory' = any (old.roles) and not ('contract_signatory' = any (new.roles))) then
    update public.contract_signature_link l set revoked_at = now()
    where l.contact_id = new.id and l.party = 'client' and l.used_at is null and l.revoked_at is null;
  end if;
  return null;
end
$$;

create trigger contact_revoke_signature_links after update of status, roles on public.contact
  for each row execute function private.revoke_links_of_departed_contact();

-- ---------------------------------------------------------------------------------------
-- A week sent for signature without a validator: the contract's, else the company's active
-- one; none, or one who left, is refused in French with the way to fix it.
create or replace function private.default_timesheet_week_signer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_contract public.contract;
  v_signer public.contact;
begin
  if new.status <> 'pending_signature' or new.signer_contact_id is not null
     or (tg_op = 'UPDATE' and old.status = 'pending_signature') then
    return new;
  end if;
  select c.* into v_contract from public.contract c where c.id = new.contract_id;
  select ct.* into v_signer from public.contact ct
  where ct.id = coalesce(v_contract.timesheet_signer_contact_id,
                         private.company_role_contact(v_contract.company_id, 'timesheet_signer'));
  if v_signer.id is null then
    perform private.fail(format('Un valideur de relevés d''heures doit être désigné avant l''envoi en signature : donnez le rôle '
                                || '« Valideur relevés d''heures » à un contact actif de l''entreprise (onglet Contacts de sa fiche), '
                                || 'ou choisissez le valideur sur la page du contrat %s', v_contract.contract_key),
                         'timesheet_week_signer_required');
  elsif v_signer.status <> 'active' then
    perform private.fail(format('Le valideur des relevés du contrat %s, %s, n''est plus actif (%s) : choisissez un autre valideur '
                                || 'dans « Contacts du client » sur la page du contrat, ou donnez le rôle « Valideur relevés d''heures » '
                                || 'à un contact actif de l''entreprise', v_contract.contract_key,
                                private.contact_display_name(v_signer), private.enum_label('contact_status', v_signer.status::text)),
                         'timesheet_week_signer_active');
  end if;
  new.signer_contact_id := v_signer.id;
  return new;
end
$$;

-- Named to fire before timesheet_week_prepare, which requires the validator it finds here.
create trigger timesheet_week_b_default_signer before insert or update on public.timesheet_week
  for each row execute function private.default_timesheet_week_signer();

revoke all on function private.contact_display_name(public.contact), private.company_role_contact(uuid, public.contact_role),
  private.contact_role_problem(uuid, uuid, public.contact_role), private.checked_contract_client_signer(public.contract)
  from public, anon;
grant execute on function private.contact_display_name(public.contact), private.company_role_contact(uuid, public.contact_role),
  private.contact_role_problem(uuid, uuid, public.contact_role), private.checked_contract_client_signer(public.contract)
  to authenticated, service_role;
-- Trigger functions: called by their triggers only.
revoke all on function private.prepare_contract_client_contacts(), private.revoke_links_of_departed_contact(),
  private.default_timesheet_week_signer() from public, anon, authenticated;
