-- Vigilance (issue #51, part 4) and the CDI-refusal form (part 6).
-- The agency's own attestations — the URSSAF attestation de vigilance (C. trav. L8222-1, D8222-5:
-- valid 6 months) and the attestation of its financial guarantee (L1251-49, R1251-11: renewed
-- yearly) — are PDF files with their issue and expiry dates on the workspace. A client must get them
-- for every contract of 5 000 € HT or more (D8222-5: the vigilance duty starts at 5 000 € HT) and
-- then every 6 months while the relationship lasts: the database sends them through the mail outbox
-- when such a contract is sent for signature and, from the scheduled job, to each client with a
-- running contract not served for 6 months; each sending is logged per client (vigilance_sending).
-- A missing, expired or soon-expiring attestation is an action-centre item (agency_attestation).
-- The CDI-refusal form (C. trav. L1251-33-1 and décret 2023-1307 du 28 décembre 2023: the client
-- tells France Travail within one month that the temp refused a CDI for the same job)
-- is a PDF the cdi-refusal-form function makes from public.cdi_refusal_form_source, optionally mailed
-- to the client's signatory (public.send_cdi_refusal_form).
-- Declarative schema, each object once: tables, indexes, triggers, RLS and policies, functions.
-- Change it here, then `npm run db:diff NAME` writes the migration (README, « Changer le schéma »).

-- ## Tables

CREATE TABLE public.agency_attestation (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    kind text NOT NULL,
    file text NOT NULL,
    file_name text NOT NULL,
    issued_on date NOT NULL,
    expires_on date NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid DEFAULT private.current_team_member_id(),
    CONSTRAINT agency_attestation_dates CHECK ((expires_on > issued_on)),
    CONSTRAINT agency_attestation_file CHECK (((file ~~ ((workspace_id)::text || '/%'::text)) AND (lower(file) ~~ '%.pdf'::text))),
    CONSTRAINT agency_attestation_file_name CHECK (((char_length(btrim(file_name)) >= 1) AND (char_length(file_name) <= 200))),
    CONSTRAINT agency_attestation_kind CHECK ((kind = ANY (ARRAY['urssaf_vigilance'::text, 'financial_guarantee'::text]))),
    CONSTRAINT agency_attestation_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.agency_attestation
    ADD CONSTRAINT agency_attestation_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.agency_attestation FROM anon, authenticated, service_role;
GRANT SELECT, INSERT, DELETE ON TABLE public.agency_attestation TO authenticated;
GRANT ALL ON TABLE public.agency_attestation TO service_role;

COMMENT ON TABLE public.agency_attestation IS 'The agency''s own attestations sent to its clients: URSSAF attestation de vigilance (L8222-1, D8222-5, 6 months) and financial guarantee (L1251-49, R1251-11, yearly); the newest of each kind is the current one.';

CREATE TABLE public.vigilance_sending (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    company_id uuid NOT NULL,
    contract_id uuid,
    contract_key text,
    reason text NOT NULL,
    attestations jsonb NOT NULL,
    recipients text[] NOT NULL,
    mail_ids uuid[] NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT vigilance_sending_attestations CHECK ((jsonb_typeof(attestations) = 'array'::text)),
    CONSTRAINT vigilance_sending_reason CHECK ((((reason = 'contract'::text) AND (contract_key IS NOT NULL)) OR (reason = 'periodic'::text))),
    CONSTRAINT vigilance_sending_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.vigilance_sending
    ADD CONSTRAINT vigilance_sending_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.vigilance_sending
    ADD CONSTRAINT vigilance_sending_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.vigilance_sending
    ADD CONSTRAINT vigilance_sending_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE SET NULL;

REVOKE ALL ON TABLE public.vigilance_sending FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.vigilance_sending TO authenticated;
GRANT ALL ON TABLE public.vigilance_sending TO service_role;

COMMENT ON TABLE public.vigilance_sending IS 'Each sending of the agency''s attestations to a client (D8222-5): with a contract of 5 000 € HT or more sent for signature (reason contract, once per contract), or every 6 months to a client with a running contract (reason periodic); written by the database only.';

-- ## Indexes

CREATE INDEX agency_attestation_current_idx ON public.agency_attestation USING btree (workspace_id, kind, issued_on DESC, created_at DESC);

CREATE INDEX vigilance_sending_company_idx ON public.vigilance_sending USING btree (company_id, sent_at DESC);

CREATE UNIQUE INDEX vigilance_sending_contract_once ON public.vigilance_sending USING btree (workspace_id, contract_key) WHERE (reason = 'contract'::text);

-- ## Triggers

CREATE TRIGGER contract_vigilance_sending AFTER UPDATE OF status ON public.contract FOR EACH ROW WHEN (((new.status = 'sent_for_signature'::public.contract_status) AND (old.status IS DISTINCT FROM new.status))) EXECUTE FUNCTION private.contract_vigilance_sending();

-- ## RLS and policies

ALTER TABLE public.agency_attestation ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.vigilance_sending ENABLE ROW LEVEL SECURITY;

-- Every member reads the attestations of their workspaces; who writes the legal identity
-- (country managers and developers, as workspace_identity's policies) adds or removes them.
CREATE POLICY "agency_attestation: members can select their workspaces' rows" ON public.agency_attestation FOR SELECT TO authenticated USING ((workspace_id = ANY (( SELECT private.member_workspace_ids() AS member_workspace_ids)::uuid[])));

CREATE POLICY "agency_attestation: identity editors can insert" ON public.agency_attestation FOR INSERT TO authenticated WITH CHECK (((workspace_id = ( SELECT private.current_workspace_id() AS current_workspace_id)) AND ((( SELECT private.current_management_level() AS current_management_level) >= 3) OR ( SELECT private.can('workspace'::text, 'update'::public.permission_action) AS can))));

CREATE POLICY "agency_attestation: identity editors can delete" ON public.agency_attestation FOR DELETE TO authenticated USING (((workspace_id = ( SELECT private.current_workspace_id() AS current_workspace_id)) AND ((( SELECT private.current_management_level() AS current_management_level) >= 3) OR ( SELECT private.can('workspace'::text, 'update'::public.permission_action) AS can))));

-- Who reads the companies of a workspace reads their sendings.
CREATE POLICY "vigilance_sending: company readers can select workspace rows" ON public.vigilance_sending FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('company'::text, 'select'::public.permission_action) AS can)));

-- The attestations' files: `<workspace id>/<kind>/<name>.pdf` in the agency-attestations bucket
-- (PDF only), read by the workspace's members, written by the identity's editors.
CREATE POLICY "objects: members can select agency attestations" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'agency-attestations'::text) AND ( SELECT private.is_team_member() AS is_team_member) AND private.object_workspace_in_mine(name)));

CREATE POLICY "objects: identity editors can insert agency attestations" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'agency-attestations'::text) AND (split_part(name, '/'::text, 1) = (( SELECT private.current_workspace_id() AS current_workspace_id))::text) AND ((( SELECT private.current_management_level() AS current_management_level) >= 3) OR ( SELECT private.can('workspace'::text, 'update'::public.permission_action) AS can))));

-- ## Functions

-- The contract's estimated amount HT: its billing rate × its hours over its duration. No stored
-- estimate exists for a contract, so it is computed here: the hours per working day (weekly hours
-- ÷ working days a week) × the working days (its working_days' ISO weekdays) from the start to the
-- last day (the early end, else the end, else the start + the minimum duration of an imprecise
-- term) × hourly_billing_rate (the wage × the pricing coefficient, kept by the contract's triggers).
CREATE FUNCTION private.contract_estimated_amount(p_contract public.contract) RETURNS numeric
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select round(coalesce(p_contract.hourly_billing_rate, 0)
               * private.contract_daily_hours(p_contract.working_hours, p_contract.working_days)
               * (select count(*) from generate_series(p_contract.start_date,
                    coalesce(p_contract.definitive_end_date, p_contract.end_date,
                             p_contract.start_date + coalesce(p_contract.minimum_duration_days, 0)),
                    interval '1 day') d
                  where extract(isodow from d)::smallint = any (p_contract.working_days)), 2)
$$;

REVOKE ALL ON FUNCTION private.contract_estimated_amount(p_contract public.contract) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_estimated_amount(p_contract public.contract) TO authenticated;
GRANT ALL ON FUNCTION private.contract_estimated_amount(p_contract public.contract) TO service_role;

-- The current attestation of each kind (the newest issued) of a workspace.
CREATE FUNCTION private.current_agency_attestations(p_workspace_id uuid) RETURNS SETOF public.agency_attestation
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select distinct on (a.kind) a.*
  from public.agency_attestation a
  where a.workspace_id = p_workspace_id
  order by a.kind, a.issued_on desc, a.created_at desc
$$;

REVOKE ALL ON FUNCTION private.current_agency_attestations(p_workspace_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.current_agency_attestations(p_workspace_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.current_agency_attestations(p_workspace_id uuid) TO service_role;

-- Sends the workspace's two current attestations to a client's recipients, one mail each, and
-- logs the sending; nothing (null) unless both are valid on the day (an expired or missing one is
-- an action-centre item instead) or without any recipient.
CREATE FUNCTION private.send_vigilance_attestations(p_workspace_id uuid, p_company_id uuid, p_contract public.contract, p_reason text, p_recipients text[], p_now timestamp with time zone) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_today date := (p_now at time zone 'Europe/Paris')::date;
  v_valid public.agency_attestation[];
  v_recipients text[];
  v_agency text;
  v_company text;
  v_mail_ids uuid[];
  v_id uuid;
begin
  select array_agg(a order by a.kind desc) into v_valid
  from private.current_agency_attestations(p_workspace_id) a
  where a.issued_on <= v_today and a.expires_on >= v_today;
  select array_agg(distinct lower(btrim(r))) into v_recipients
  from unnest(p_recipients) r where r ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$';
  if coalesce(cardinality(v_valid), 0) < 2 or coalesce(cardinality(v_recipients), 0) = 0 then
    return null;
  end if;
  select coalesce(i.legal_name, w.name) into v_agency
  from public.workspace w left join public.workspace_identity i on i.workspace_id = w.id where w.id = p_workspace_id;
  select c.name into v_company from public.company c where c.id = p_company_id;
  with sent as (
    insert into public.mail_outbox (workspace_id, recipient, subject, body, kind, entity, entity_id, attachments, created_at)
    select p_workspace_id, r,
           format('Attestations de vigilance et de garantie financière — %s', v_agency),
           format(E'Bonjour,\n\n%s\n\nVous trouverez ci-joint :\n- notre attestation de vigilance URSSAF du %s (valable jusqu''au %s) ;\n- notre attestation de garantie financière du %s (valable jusqu''au %s).\n\nCes documents vous sont remis au titre de l''obligation de vigilance (art. L8222-1 et D8222-5 du Code du travail) et de la garantie financière des entreprises de travail temporaire (art. L1251-49).\n\nCordialement,\n%s',
                  case when p_reason = 'contract'
                       then format('Pour le contrat %s que nous vous adressons pour signature (%s), nous vous remettons nos attestations.', p_contract.contract_key, v_company)
                       else format('Comme tous les 6 mois pendant notre collaboration (%s), nous vous remettons nos attestations à jour.', v_company) end,
                  private.fr_date((v_valid[1]).issued_on), private.fr_date((v_valid[1]).expires_on),
                  private.fr_date((v_valid[2]).issued_on), private.fr_date((v_valid[2]).expires_on),
                  v_agency),
           'vigilance_attestations', 'company', p_company_id,
           (select jsonb_agg(jsonb_build_object('bucket', 'agency-attestations', 'path', a.file,
                                                'filename', case a.kind when 'urssaf_vigilance' then 'attestation-vigilance-urssaf.pdf'
                                                                        else 'attestation-garantie-financiere.pdf' end)
                             order by a.kind desc)
            from unnest(v_valid) a),
           p_now
    from unnest(v_recipients) r
    returning id
  )
  select array_agg(id) into v_mail_ids from sent;
  insert into public.vigilance_sending (workspace_id, company_id, contract_id, contract_key, reason, attestations, recipients, mail_ids, sent_at)
  values (p_workspace_id, p_company_id, p_contract.id, p_contract.contract_key, p_reason,
          (select jsonb_agg(jsonb_build_object('id', a.id, 'kind', a.kind, 'file_name', a.file_name,
                                               'issued_on', a.issued_on, 'expires_on', a.expires_on) order by a.kind desc)
           from unnest(v_valid) a),
          v_recipients, v_mail_ids, p_now)
  returning id into v_id;
  return v_id;
end
$$;

REVOKE ALL ON FUNCTION private.send_vigilance_attestations(p_workspace_id uuid, p_company_id uuid, p_contract public.contract, p_reason text, p_recipients text[], p_now timestamp with time zone) FROM PUBLIC;

-- A contract of 5 000 € HT or more (D8222-5) sent for signature: its client gets the attestations,
-- once per contract (its amendments included), at its signatory's address.
CREATE FUNCTION private.contract_vigilance_sending() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.company_id is null or new.contract_type = 'independent_service'
     or private.contract_estimated_amount(new) < 5000
     or exists (select 1 from public.vigilance_sending s
                where s.workspace_id = new.workspace_id and s.contract_key = new.contract_key and s.reason = 'contract') then
    return null;
  end if;
  perform private.send_vigilance_attestations(new.workspace_id, new.company_id, new, 'contract',
    array(select ct.email from public.contact ct where ct.id = new.client_signer_contact_id and ct.email is not null), now());
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.contract_vigilance_sending() FROM PUBLIC;

-- The scheduled job's part (public.run_time_based_transitions): each client with a running contract
-- (signed or active, the day within its dates) that got no sending in the last 6 months gets the
-- attestations, at its contract signatories' addresses (else the running contracts' signers).
CREATE FUNCTION private.run_vigilance_sendings(p_now timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_today date := (p_now at time zone 'Europe/Paris')::date;
  v_client record;
  v_count integer := 0;
begin
  for v_client in
    select c.workspace_id, c.company_id,
           array_agg(distinct ct.email) filter (where ct.email is not null) as signers
    from public.contract c
    left join public.contact ct on ct.id = c.client_signer_contact_id and ct.status = 'active'
    where c.company_id is not null and c.status in ('signed', 'active') and c.contract_type <> 'independent_service'
      and c.start_date <= v_today
      and coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 0)) >= v_today
      and not exists (select 1 from public.vigilance_sending s
                      where s.company_id = c.company_id and s.sent_at > p_now - interval '6 months')
    group by c.workspace_id, c.company_id
  loop
    if private.send_vigilance_attestations(v_client.workspace_id, v_client.company_id, null, 'periodic',
         coalesce(nullif(array(select ct.email from public.contact ct
                               where ct.company_id = v_client.company_id and ct.status = 'active'
                                 and 'contract_signatory' = any (ct.roles) and ct.email is not null), '{}'),
                  v_client.signers), p_now) is not null then
      v_count := v_count + 1;
    end if;
  end loop;
  return jsonb_build_object('company:vigilance_sent', v_count);
end
$$;

REVOKE ALL ON FUNCTION private.run_vigilance_sendings(p_now timestamp with time zone) FROM PUBLIC;

-- The action centre's item (rule `agency_attestation`): for each workspace of the caller, each
-- attestation missing, expired, or expiring within 30 days, leading to the workspace settings.
CREATE FUNCTION private.action_rule_agency_attestation(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select 'agency_attestation',
         case when a.id is null or a.expires_on < private.paris_today() then 'critical' else 'warning' end,
         'agency_attestation', coalesce(a.id, md5(w.id::text || k.kind)::uuid), w.id,
         concat_ws(' · ', w.name,
                   case k.kind when 'urssaf_vigilance' then 'Attestation de vigilance URSSAF' else 'Attestation de garantie financière' end
                   || case when a.id is null then ' manquante'
                           when a.expires_on < private.paris_today() then ' expirée le ' || private.fr_date(a.expires_on)
                           else ' expire le ' || private.fr_date(a.expires_on) end),
         coalesce(a.expires_on::timestamptz, now()), '/settings/workspace', null::uuid
  from public.workspace w
  cross join (values ('urssaf_vigilance'), ('financial_guarantee')) k(kind)
  left join lateral (select c.* from private.current_agency_attestations(w.id) c where c.kind = k.kind) a on true
  where w.id = any (private.current_workspace_ids())
    and (a.id is null or a.expires_on <= private.paris_today() + 30)
$$;

REVOKE ALL ON FUNCTION private.action_rule_agency_attestation(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_agency_attestation(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_agency_attestation(p_owners uuid[]) TO service_role;

-- What the CDI-refusal form prints (décret 2023-1307): the agency, the client (name, SIRET of the
-- site or of the head office, address), the temp, the job, qualification, workplace and the
-- mission's dates, and the client's signatory; read as the caller (RLS: who reads the contract).
-- The CDI's pay and the dates of the offer and of the refusal are the client's to fill in.
CREATE FUNCTION public.cdi_refusal_form_source(p_contract_id uuid) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'contract_key', c.contract_key,
    'agency', jsonb_build_object('name', coalesce(i.legal_name, w.name), 'siret', i.siret,
                                 'address', concat_ws(' ', i.street, i.postal_code, i.city)),
    'client', jsonb_build_object('name', co.name,
                                 'siret', coalesce(ag.siret, (select h.siret from public.agency h
                                                              where h.company_id = co.id and h.is_head_office and h.siret is not null limit 1)),
                                 'siren', co.siren,
                                 'address', coalesce(nullif(concat_ws(' ', ca.street1, ca.postal_code, ca.city), ''), co.formatted_address)),
    'talent', jsonb_build_object('first_name', t.first_name, 'last_name', t.last_name, 'birth_date', t.birth_date),
    'job', coalesce(c.job_name, j.name),
    'qualification', c.qualification_level,
    'workplace', coalesce(nullif(concat_ws(' ', wa.street1, wa.postal_code, wa.city), ''), wa.formatted),
    'start_date', c.start_date,
    'end_date', coalesce(c.definitive_end_date, c.end_date),
    'signatory', case when s.id is not null then jsonb_build_object('name', concat_ws(' ', s.first_name, s.last_name), 'email', s.email) end,
    'workspace_id', c.workspace_id)
  from public.contract c
  join public.workspace w on w.id = c.workspace_id
  left join public.workspace_identity i on i.workspace_id = c.workspace_id
  left join public.company co on co.id = c.company_id
  left join public.agency ag on ag.id = public.contract_agency_id(c)
  left join public.address ca on ca.id = coalesce(ag.address_id, co.address_id)
  left join public.talent t on t.id = c.talent_id
  left join public.job j on j.id = c.job_id
  left join public.address wa on wa.id = c.address_id
  left join public.contact s on s.id = coalesce(c.client_signer_contact_id, c.timesheet_signer_contact_id)
  where c.id = p_contract_id
$$;

REVOKE ALL ON FUNCTION public.cdi_refusal_form_source(p_contract_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.cdi_refusal_form_source(p_contract_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.cdi_refusal_form_source(p_contract_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.cdi_refusal_form_source(p_contract_id uuid) TO service_role;

-- Mails the form the cdi-refusal-form function stored (generated bucket,
-- `<workspace>/cdi-refusal/<contract>/…`) to the contract's client signatory; the caller must read
-- the contract (RLS, read first as the caller) and the file must be this contract's.
CREATE FUNCTION public.send_cdi_refusal_form(p_contract_id uuid, p_file text) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_source jsonb := public.cdi_refusal_form_source(p_contract_id);
begin
  if v_source is null then
    perform private.fail('Contrat introuvable', 'cdi_refusal_contract', '42501');
  end if;
  if p_file is null or p_file not like format('%s/cdi-refusal/%s/%%.pdf', v_source ->> 'workspace_id', p_contract_id) then
    perform private.fail('Le formulaire de refus de CDI n''appartient pas à ce contrat', 'cdi_refusal_file', '42501');
  end if;
  if v_source -> 'signatory' ->> 'email' is null then
    perform private.fail('Le contrat n''a pas de signataire client avec une adresse e-mail : choisissez-le avant d''envoyer le formulaire', 'cdi_refusal_signatory');
  end if;
  return private.enqueue_cdi_refusal_form(p_contract_id, v_source, p_file);
end
$$;

REVOKE ALL ON FUNCTION public.send_cdi_refusal_form(p_contract_id uuid, p_file text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.send_cdi_refusal_form(p_contract_id uuid, p_file text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.send_cdi_refusal_form(p_contract_id uuid, p_file text) TO authenticated;
GRANT ALL ON FUNCTION public.send_cdi_refusal_form(p_contract_id uuid, p_file text) TO service_role;

-- The outbox is written by the database only: the form's mail, its PDF attached.
CREATE FUNCTION private.enqueue_cdi_refusal_form(p_contract_id uuid, p_source jsonb, p_file text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_id uuid;
begin
  insert into public.mail_outbox (workspace_id, recipient, subject, body, kind, entity, entity_id, attachments)
  values ((p_source ->> 'workspace_id')::uuid, lower(btrim(p_source -> 'signatory' ->> 'email')),
          format('Refus d''un CDI par %s %s — formulaire à transmettre à France Travail',
                 p_source -> 'talent' ->> 'first_name', p_source -> 'talent' ->> 'last_name'),
          format(E'Bonjour %s,\n\nSi %s %s, mis(e) à votre disposition (contrat %s), a refusé le CDI que vous lui avez proposé pour le même emploi, vous devez en informer France Travail dans le délai d''un mois (décret n° 2023-1307 du 28 décembre 2023).\n\nVous trouverez ci-joint le formulaire prérempli : complétez la rémunération proposée, la date de la proposition et celle du refus.\n\nCordialement,\n%s',
                 p_source -> 'signatory' ->> 'name', p_source -> 'talent' ->> 'first_name', p_source -> 'talent' ->> 'last_name',
                 p_source ->> 'contract_key', p_source -> 'agency' ->> 'name'),
          'cdi_refusal_form', 'contract', p_contract_id,
          jsonb_build_array(jsonb_build_object('bucket', 'generated', 'path', p_file,
                                               'filename', format('refus-cdi-%s.pdf', p_source ->> 'contract_key'))))
  returning id into v_id;
  return jsonb_build_object('mail_id', v_id, 'recipient', lower(btrim(p_source -> 'signatory' ->> 'email')));
end
$$;

REVOKE ALL ON FUNCTION private.enqueue_cdi_refusal_form(p_contract_id uuid, p_source jsonb, p_file text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.enqueue_cdi_refusal_form(p_contract_id uuid, p_source jsonb, p_file text) TO authenticated;

-- ## Rows

insert into storage.buckets (id, name, "public", file_size_limit, allowed_mime_types) values
  ('agency-attestations', 'agency-attestations', false, 10485760, '{application/pdf}')
on conflict do nothing;

insert into public.action_rule (rule, roles, owner_roles, "position") values
  ('agency_attestation', '{csm_team_member}', '{}', 41)
on conflict do nothing;
