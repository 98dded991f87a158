-- The DPAE behind an adapter (issue #51, part 1; déclaration préalable à l'embauche, C. trav.
-- L1221-10, R1221-1 to R1221-5). The database builds the declaration from the contract, the talent
-- and the agency's identity (public.workspace_identity), names in French the fields it misses, and
-- queues a sending: at the contract's signature (origin « signature ») or on « Envoyer la DPAE »
-- (origin « user »). The edge function `dpae-send` (supabase/functions/dpae-send) claims the due
-- sendings, reads the declaration with the NIR through public.dpae_sending_payload (service role
-- only, the read logged on the talent's history as public.reveal_talent_private logs it), sends it
-- through the adapter configured by DPAE_PROVIDER (docs/configuration.md, « DPAE ») and records
-- the answer here: the URSSAF's acknowledgement (its reference and file become the contract's
-- DPAE), an anomaly (code and label; an action-centre item), or a timeout (tried again with
-- back-off, 5 times at most). A contract acknowledged once is never sent again. The rules the
-- contract already enforces stay (private.check_contract_dpae): never more than 8 days before the
-- hiring (R1221-5), and the contract does not start without its DPAE.
-- Declarative schema, each object once: tables, indexes, triggers, RLS and policies, functions.
-- Change it here, then `npm run db:diff NAME` writes the migration (README, « Changer le schéma »).

-- ## Types

-- à envoyer / envoyée (deposited, its return awaited) / accusé reçu / anomalie
CREATE TYPE public.dpae_sending_status AS ENUM (
    'to_send',
    'sent',
    'acknowledged',
    'anomaly'
);

-- ## Tables

-- One sending of a contract's DPAE through the adapter; the contract's history of sendings.
CREATE TABLE public.contract_dpae_sending (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    contract_id uuid NOT NULL,
    status public.dpae_sending_status DEFAULT 'to_send'::public.dpae_sending_status NOT NULL,
    origin text NOT NULL,
    declaration jsonb NOT NULL,
    provider text,
    requested_by uuid,
    requested_at timestamp with time zone DEFAULT now() NOT NULL,
    attempts smallint DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    locked_until timestamp with time zone,
    flow_id text,
    sent_at timestamp with time zone,
    reference text,
    acknowledged_at timestamp with time zone,
    receipt_file text,
    anomaly_code text,
    anomaly_label text,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT contract_dpae_sending_origin CHECK ((origin = ANY (ARRAY['signature'::text, 'user'::text]))),
    CONSTRAINT contract_dpae_sending_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.contract_dpae_sending
    ADD CONSTRAINT contract_dpae_sending_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.contract_dpae_sending
    ADD CONSTRAINT contract_dpae_sending_requested_by_fkey FOREIGN KEY (requested_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contract_dpae_sending
    ADD CONSTRAINT contract_dpae_sending_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

ALTER TABLE public.contract_dpae_sending ENABLE ROW LEVEL SECURITY;

REVOKE ALL ON TABLE public.contract_dpae_sending FROM anon, authenticated, service_role;
COMMENT ON TABLE public.contract_dpae_sending IS 'DPAE sendings through the adapter (37_dpae_adapter.sql): the declaration without the NIR, the URSSAF''s answer';
GRANT SELECT ON TABLE public.contract_dpae_sending TO authenticated;
GRANT ALL ON TABLE public.contract_dpae_sending TO service_role;

-- What happened to a contract's DPAE, in order: queued, sent, timeout, acknowledged, anomaly, recorded by hand.
CREATE TABLE public.contract_dpae_event (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    contract_id uuid NOT NULL,
    sending_id uuid,
    kind text NOT NULL,
    detail text,
    actor_id uuid,
    occurred_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
    CONSTRAINT contract_dpae_event_kind CHECK ((kind = ANY (ARRAY['queued'::text, 'sent'::text, 'timeout'::text, 'acknowledged'::text, 'anomaly'::text, 'recorded'::text]))),
    CONSTRAINT contract_dpae_event_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.contract_dpae_event
    ADD CONSTRAINT contract_dpae_event_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.contract_dpae_event
    ADD CONSTRAINT contract_dpae_event_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.contract_dpae_event
    ADD CONSTRAINT contract_dpae_event_sending_id_fkey FOREIGN KEY (sending_id) REFERENCES public.contract_dpae_sending(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.contract_dpae_event
    ADD CONSTRAINT contract_dpae_event_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

ALTER TABLE public.contract_dpae_event ENABLE ROW LEVEL SECURITY;

REVOKE ALL ON TABLE public.contract_dpae_event FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.contract_dpae_event TO authenticated;
GRANT ALL ON TABLE public.contract_dpae_event TO service_role;

-- ## Indexes

CREATE INDEX contract_dpae_event_actor_id_idx ON public.contract_dpae_event USING btree (actor_id);

CREATE INDEX contract_dpae_event_contract_idx ON public.contract_dpae_event USING btree (contract_id, occurred_at);

CREATE INDEX contract_dpae_event_sending_id_idx ON public.contract_dpae_event USING btree (sending_id);

CREATE INDEX contract_dpae_event_workspace_id_idx ON public.contract_dpae_event USING btree (workspace_id);

-- Never twice for the same contract once acknowledged.
CREATE UNIQUE INDEX contract_dpae_sending_acknowledged_key ON public.contract_dpae_sending USING btree (contract_id) WHERE (status = 'acknowledged'::public.dpae_sending_status);

CREATE INDEX contract_dpae_sending_anomaly_idx ON public.contract_dpae_sending USING btree (workspace_id) WHERE (status = 'anomaly'::public.dpae_sending_status);

-- The queue: the due sendings, one open at a time per contract.
CREATE INDEX contract_dpae_sending_due_idx ON public.contract_dpae_sending USING btree (next_attempt_at) WHERE (status = ANY (ARRAY['to_send'::public.dpae_sending_status, 'sent'::public.dpae_sending_status]));

CREATE UNIQUE INDEX contract_dpae_sending_open_key ON public.contract_dpae_sending USING btree (contract_id) WHERE (status = ANY (ARRAY['to_send'::public.dpae_sending_status, 'sent'::public.dpae_sending_status]));

CREATE INDEX contract_dpae_sending_requested_by_idx ON public.contract_dpae_sending USING btree (requested_by);

CREATE INDEX contract_dpae_sending_workspace_id_idx ON public.contract_dpae_sending USING btree (workspace_id);

-- ## Policies

CREATE POLICY "contract_dpae_event: contract readers can select" ON public.contract_dpae_event FOR SELECT TO authenticated USING ((EXISTS ( SELECT 1
   FROM public.contract c
  WHERE (c.id = contract_dpae_event.contract_id))));

CREATE POLICY "contract_dpae_sending: contract readers can select" ON public.contract_dpae_sending FOR SELECT TO authenticated USING ((EXISTS ( SELECT 1
   FROM public.contract c
  WHERE (c.id = contract_dpae_sending.contract_id))));

-- ## Functions

-- The declaration of a contract's DPAE, from the contract, its talent, their private data and the
-- agency's identity: the fields the URSSAF's DPAE asks (employer, employee, contract), and
-- `missing`, the French names of those that are empty. A contract of imprecise term has no end
-- date: its `end_date` is the last day of its minimum duration (private.contract_last_day). The
-- NIR is put in only when `p_nir` is given (the worker's payload); otherwise the declaration says
-- whether it is filled.
CREATE FUNCTION private.dpae_declaration(p_contract_id uuid, p_with_nir boolean DEFAULT false) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  c public.contract;
  t public.talent;
  tp public.talent_private;
  w public.workspace_identity;
  v_hiring timestamptz;
  v_missing text[] := '{}';
  v_sex text;
begin
  select * into c from public.contract where id = p_contract_id;
  if c.id is null then
    return null;
  end if;
  select * into t from public.talent where id = c.talent_id;
  select * into tp from public.talent_private where talent_id = c.talent_id;
  select * into w from public.workspace_identity where workspace_id = c.workspace_id;
  v_hiring := private.contract_hiring_at(c.start_date, c.schedule);
  v_sex := case t.civility when 'mr' then 'M' when 'mrs' then 'F' end;
  -- the fields the DPAE cannot go without (R1221-1 lists what it holds), in the form's order
  if nullif(w.siret, '') is null then v_missing := array_append(v_missing, 'SIRET de l''agence'); end if;
  if nullif(btrim(coalesce(w.street, '')), '') is null or nullif(w.postal_code, '') is null or nullif(w.city, '') is null then
    v_missing := array_append(v_missing, 'adresse de l''agence');
  end if;
  if nullif(w.naf_code, '') is null then v_missing := array_append(v_missing, 'code NAF de l''agence'); end if;
  if nullif(btrim(coalesce(w.occupational_health_service, '')), '') is null then
    v_missing := array_append(v_missing, 'service de santé au travail');
  end if;
  if nullif(btrim(coalesce(t.last_name, '')), '') is null then v_missing := array_append(v_missing, 'nom'); end if;
  if nullif(btrim(coalesce(t.first_name, '')), '') is null then v_missing := array_append(v_missing, 'prénom'); end if;
  if v_sex is null then v_missing := array_append(v_missing, 'sexe (civilité)'); end if;
  if t.birth_date is null then v_missing := array_append(v_missing, 'date de naissance'); end if;
  if nullif(btrim(coalesce(tp.birth_place, '')), '') is null then v_missing := array_append(v_missing, 'lieu de naissance'); end if;
  if tp.birth_country_code is null then v_missing := array_append(v_missing, 'pays de naissance'); end if;
  if t.nationality_code is null then v_missing := array_append(v_missing, 'nationalité'); end if;
  if tp.social_security_number is null then v_missing := array_append(v_missing, 'numéro de sécurité sociale (NIR)'); end if;
  -- a mission of precise term declares its end date; one of imprecise term (L1251-11: a
  -- replacement, a seasonal job) has none, and declares the end of its minimum duration instead,
  -- which the contract's checks make mandatory (contract_minimum_duration)
  if c.contract_type = 'mission' and c.is_precise_term and c.end_date is null then
    v_missing := array_append(v_missing, 'date de fin du contrat');
  end if;
  return jsonb_build_object(
    'employer', jsonb_build_object(
      'siret', w.siret, 'legal_name', w.legal_name, 'naf_code', w.naf_code,
      'street', w.street, 'postal_code', w.postal_code, 'city', w.city,
      'occupational_health_service', w.occupational_health_service),
    'employee', jsonb_build_object(
      'last_name', upper(btrim(t.last_name)), 'birth_name', upper(btrim(coalesce(nullif(t.birth_name, ''), t.last_name))),
      'first_name', btrim(t.first_name), 'sex', v_sex, 'birth_date', t.birth_date,
      'birth_place', tp.birth_place, 'birth_country_code', tp.birth_country_code,
      'nationality_code', t.nationality_code,
      'nir_filled', tp.social_security_number is not null)
      || case when p_with_nir then jsonb_build_object('nir', tp.social_security_number) else '{}'::jsonb end,
    'contract', jsonb_build_object(
      'contract_key', c.contract_key,
      -- the DUE's contract nature: CTT for a mission, CDI for a CDI intérimaire (not verified against the cahier technique)
      'nature', case c.contract_type when 'mission' then 'CTT' else 'CDI' end,
      'hiring_date', to_char(v_hiring at time zone 'Europe/Paris', 'YYYY-MM-DD'),
      'hiring_time', to_char(v_hiring at time zone 'Europe/Paris', 'HH24:MI'),
      'end_date', case when c.contract_type = 'mission' and not c.is_precise_term
                       then private.contract_last_day(c.start_date, null, null, c.minimum_duration_days)
                       else c.end_date end,
      'is_precise_term', c.is_precise_term, 'minimum_duration_days', c.minimum_duration_days,
      'trial_period_days', c.trial_period_days),
    'missing', to_jsonb(v_missing));
end
$$;

REVOKE ALL ON FUNCTION private.dpae_declaration(p_contract_id uuid, p_with_nir boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION private.dpae_declaration(p_contract_id uuid, p_with_nir boolean) TO service_role;

-- The French sentence naming what a declaration misses; null when complete.
CREATE FUNCTION private.dpae_missing_message(p_declaration jsonb) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when jsonb_array_length(coalesce(p_declaration->'missing', '[]')) > 0 then
    'Pour envoyer la DPAE, il manque : ' || (select string_agg(m, ', ') from jsonb_array_elements_text(p_declaration->'missing') m)
  end
$$;

REVOKE ALL ON FUNCTION private.dpae_missing_message(p_declaration jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.dpae_missing_message(p_declaration jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.dpae_missing_message(p_declaration jsonb) TO service_role;

CREATE FUNCTION private.dpae_event(p_sending public.contract_dpae_sending, p_kind text, p_detail text) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into public.contract_dpae_event (workspace_id, contract_id, sending_id, kind, detail, actor_id)
  values (p_sending.workspace_id, p_sending.contract_id, p_sending.id, p_kind, p_detail, auth.uid())
$$;

REVOKE ALL ON FUNCTION private.dpae_event(p_sending public.contract_dpae_sending, p_kind text, p_detail text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.dpae_event(p_sending public.contract_dpae_sending, p_kind text, p_detail text) TO service_role;

-- Queues a contract's DPAE (the signature's trigger, « Envoyer la DPAE »): a declaration that
-- misses fields is not queued; an open sending is made due again; never once acknowledged. Not
-- before 8 days ahead of the hiring (R1221-5): the signature queues it for that moment.
CREATE FUNCTION private.queue_contract_dpae(p_contract_id uuid, p_origin text) RETURNS public.contract_dpae_sending
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  c public.contract;
  v_declaration jsonb;
  v_earliest timestamptz;
  v_row public.contract_dpae_sending;
begin
  select * into c from public.contract where id = p_contract_id for update;
  if c.is_amendment or c.contract_type = 'independent_service' then
    perform private.fail('Un avenant ou un contrat de prestation n''a pas de DPAE : elle se déclare sur le contrat de mission',
                         'contract_dpae_not_applicable');
  end if;
  if exists (select 1 from public.contract_dpae_sending s where s.contract_id = c.id and s.status = 'acknowledged') then
    perform private.fail(format('La DPAE de ce contrat a déjà reçu son accusé de réception (référence %s) : elle n''est pas envoyée deux fois',
                                (select s.reference from public.contract_dpae_sending s where s.contract_id = c.id and s.status = 'acknowledged')),
                         'contract_dpae_already_acknowledged', '23505');
  end if;
  if c.dpae_submitted_at is not null then
    perform private.fail('La DPAE de ce contrat est déjà enregistrée', 'contract_dpae_already_recorded', '23505');
  end if;
  if not (c.status = 'signed' or c.status = 'active') then
    perform private.fail('La DPAE s''envoie une fois le contrat signé', 'contract_dpae_status');
  end if;
  v_earliest := private.contract_hiring_at(c.start_date, c.schedule) - interval '8 days';
  if p_origin = 'user' and now() < v_earliest then
    perform private.fail(format('La DPAE ne peut être faite plus de 8 jours avant l''embauche, au plus tôt le %s (art. R1221-5 du Code du travail)',
                                private.paris_date_time(v_earliest)), 'contract_dpae_too_early');
  end if;
  v_declaration := private.dpae_declaration(c.id, false);
  if p_origin = 'user' and private.dpae_missing_message(v_declaration) is not null then
    perform private.fail(private.dpae_missing_message(v_declaration), 'contract_dpae_missing_fields');
  end if;
  select * into v_row from public.contract_dpae_sending s
   where s.contract_id = c.id and s.status in ('to_send', 'sent') for update;
  if v_row.id is not null then
    update public.contract_dpae_sending s
       set next_attempt_at = greatest(now(), v_earliest), locked_until = null, attempts = 0,
           declaration = case when s.flow_id is null then v_declaration else s.declaration end,
           requested_by = coalesce(auth.uid(), s.requested_by), origin = p_origin, updated_at = now()
     where s.id = v_row.id
    returning s.* into v_row;
  elsif private.dpae_missing_message(v_declaration) is not null then
    -- at the signature, a declaration that misses fields is not sent: an anomaly says which
    insert into public.contract_dpae_sending (workspace_id, contract_id, status, origin, declaration, requested_by,
                                              anomaly_code, anomaly_label)
    values (c.workspace_id, c.id, 'anomaly', p_origin, v_declaration, auth.uid(),
            'INCOMPLETE', private.dpae_missing_message(v_declaration))
    returning * into v_row;
    perform private.dpae_event(v_row, 'anomaly', v_row.anomaly_label);
    return v_row;
  else
    insert into public.contract_dpae_sending (workspace_id, contract_id, origin, declaration, requested_by, next_attempt_at)
    values (c.workspace_id, c.id, p_origin, v_declaration, auth.uid(), greatest(now(), v_earliest))
    returning * into v_row;
  end if;
  perform private.dpae_event(v_row, 'queued', case p_origin when 'signature' then 'À la signature du contrat' else 'Envoi demandé' end);
  perform pg_notify('dpae_sending', v_row.id::text);
  return v_row;
end
$$;

REVOKE ALL ON FUNCTION private.queue_contract_dpae(p_contract_id uuid, p_origin text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.queue_contract_dpae(p_contract_id uuid, p_origin text) TO authenticated;
GRANT ALL ON FUNCTION private.queue_contract_dpae(p_contract_id uuid, p_origin text) TO service_role;

-- « Envoyer la DPAE » from the contract's block: the CSMs (the `contract_dpae` right) of a
-- contract they read; refused with the missing fields named, before the 8 days, once acknowledged.
CREATE FUNCTION public.request_contract_dpae(p_contract_id uuid) RETURNS public.contract_dpae_sending
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if not private.can('contract_dpae', 'update') then
    perform private.fail('Seuls les CSM envoient la DPAE d''un contrat', 'contract_dpae_right', '42501');
  end if;
  -- read as the caller: RLS says whether they see the contract
  if not exists (select 1 from public.contract c where c.id = p_contract_id) then
    perform private.fail('Contrat introuvable', 'contract_not_found', 'P0002');
  end if;
  return private.queue_contract_dpae(p_contract_id, 'user');
end
$$;

REVOKE ALL ON FUNCTION public.request_contract_dpae(p_contract_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.request_contract_dpae(p_contract_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.request_contract_dpae(p_contract_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.request_contract_dpae(p_contract_id uuid) TO service_role;

-- What the DPAE block shows before a sending: the fields the declaration misses (their French
-- names only, no private value), for a contract the caller reads.
CREATE FUNCTION public.contract_dpae_missing(p_contract_id uuid) RETURNS text[]
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not private.can('contract', 'select') or not exists (
      select 1 from public.contract c where c.id = p_contract_id and c.workspace_id = any (private.current_workspace_ids())) then
    return null;
  end if;
  return array(select jsonb_array_elements_text(private.dpae_declaration(p_contract_id, false)->'missing'));
end
$$;

REVOKE ALL ON FUNCTION public.contract_dpae_missing(p_contract_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.contract_dpae_missing(p_contract_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.contract_dpae_missing(p_contract_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.contract_dpae_missing(p_contract_id uuid) TO service_role;

-- The worker takes the due sendings (service role): `p_ids` only those; `p_all` false leaves the
-- ones queued at the signature (DPAE_SEND_AT_SIGNATURE=0). Leased 2 minutes, attempts counted.
CREATE FUNCTION public.claim_dpae_sendings(p_limit integer DEFAULT 10, p_ids uuid[] DEFAULT NULL::uuid[], p_all boolean DEFAULT true) RETURNS SETOF public.contract_dpae_sending
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  return query
  update public.contract_dpae_sending s
     set locked_until = now() + interval '2 minutes', attempts = s.attempts + 1, updated_at = now()
   where s.id in (
     select q.id from public.contract_dpae_sending q
      where q.status in ('to_send', 'sent') and q.next_attempt_at <= now()
        and (q.locked_until is null or q.locked_until < now())
        and (p_ids is null or q.id = any (p_ids))
        and (p_all or p_ids is not null or q.origin = 'user')
      order by q.next_attempt_at
      limit greatest(1, least(coalesce(p_limit, 10), 50))
      for update skip locked)
  returning s.*;
end
$$;

REVOKE ALL ON FUNCTION public.claim_dpae_sendings(p_limit integer, p_ids uuid[], p_all boolean) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.claim_dpae_sendings(p_limit integer, p_ids uuid[], p_all boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_dpae_sendings(p_limit integer, p_ids uuid[], p_all boolean) TO service_role;

-- The declaration a sending sends, with the NIR (service role only): rebuilt now, refused when a
-- field is missing; the read of the talent's private data logged on their history exactly as
-- public.reveal_talent_private logs it.
CREATE FUNCTION public.dpae_sending_payload(p_sending_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  s public.contract_dpae_sending;
  v_talent uuid;
  v_declaration jsonb;
begin
  select * into s from public.contract_dpae_sending where id = p_sending_id;
  if s.id is null then
    perform private.fail('Envoi de DPAE introuvable', 'dpae_sending_not_found', 'P0002');
  end if;
  v_declaration := private.dpae_declaration(s.contract_id, true);
  if private.dpae_missing_message(v_declaration) is not null then
    perform private.fail(private.dpae_missing_message(v_declaration), 'contract_dpae_missing_fields');
  end if;
  select c.talent_id into v_talent from public.contract c where c.id = s.contract_id;
  perform private.record_history_log_read(s.workspace_id, 'talent_private', v_talent, 'talent', v_talent,
    array(select k from (values ('birth_country_code'), ('birth_place'), ('social_security_number')) f(k) order by k));
  return v_declaration || jsonb_build_object('sending_id', s.id, 'workspace_id', s.workspace_id, 'contract_id', s.contract_id);
end
$$;

REVOKE ALL ON FUNCTION public.dpae_sending_payload(p_sending_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.dpae_sending_payload(p_sending_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.dpae_sending_payload(p_sending_id uuid) TO service_role;

-- The adapter's answer for a sending (service role): `sent` (deposited, its flow id), `acknowledged`
-- (reference and receipt: they become the contract's DPAE, at the time it was deposited),
-- `anomaly` (code and French label), `timeout` (tried again after 30 s, 1, 2, 4 min; the fifth
-- one is an anomaly). A second acknowledgement for a contract is refused.
CREATE FUNCTION public.record_dpae_result(p_sending_id uuid, p_outcome text, p_provider text DEFAULT NULL::text, p_flow_id text DEFAULT NULL::text, p_reference text DEFAULT NULL::text, p_code text DEFAULT NULL::text, p_label text DEFAULT NULL::text, p_receipt_path text DEFAULT NULL::text) RETURNS public.contract_dpae_sending
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  s public.contract_dpae_sending;
begin
  select * into s from public.contract_dpae_sending where id = p_sending_id for update;
  if s.id is null then
    perform private.fail('Envoi de DPAE introuvable', 'dpae_sending_not_found', 'P0002');
  end if;
  if s.status in ('acknowledged', 'anomaly') then
    perform private.fail('Cet envoi de DPAE a déjà sa réponse', 'dpae_sending_final', '23505');
  end if;
  case p_outcome
  when 'sent' then
    update public.contract_dpae_sending x
       set status = 'sent', provider = p_provider, flow_id = p_flow_id, sent_at = now(), updated_at = now()
     where x.id = s.id returning x.* into s;
    perform private.dpae_event(s, 'sent', format('Déposée (flux %s)', p_flow_id));
  when 'acknowledged' then
    if exists (select 1 from public.contract_dpae_sending x where x.contract_id = s.contract_id and x.status = 'acknowledged') then
      perform private.fail('La DPAE de ce contrat a déjà reçu son accusé de réception : elle n''est pas envoyée deux fois',
                           'contract_dpae_already_acknowledged', '23505');
    end if;
    update public.contract_dpae_sending x
       set status = 'acknowledged', provider = coalesce(p_provider, x.provider), reference = p_reference,
           receipt_file = p_receipt_path, acknowledged_at = now(), sent_at = coalesce(x.sent_at, now()),
           locked_until = null, updated_at = now()
     where x.id = s.id returning x.* into s;
    -- the contract's DPAE, as a system write (private.check_contract_dpae trusts it)
    update public.contract c
       set dpae_submitted_at = s.sent_at, dpae_reference = p_reference, dpae_receipt_file = p_receipt_path
     where c.id = s.contract_id;
    perform private.dpae_event(s, 'acknowledged', format('Accusé de réception, référence %s', p_reference));
  when 'anomaly' then
    update public.contract_dpae_sending x
       set status = 'anomaly', provider = coalesce(p_provider, x.provider), anomaly_code = p_code,
           anomaly_label = p_label, locked_until = null, updated_at = now()
     where x.id = s.id returning x.* into s;
    perform private.dpae_event(s, 'anomaly', concat_ws(' : ', p_code, p_label));
  when 'timeout' then
    if s.attempts >= 5 then
      update public.contract_dpae_sending x
         set status = 'anomaly', anomaly_code = 'TIMEOUT',
             anomaly_label = format('Le service de l''URSSAF n''a pas répondu après %s essais : envoyez-la de nouveau ou déclarez-la sur net-entreprises.fr', s.attempts),
             locked_until = null, updated_at = now()
       where x.id = s.id returning x.* into s;
      perform private.dpae_event(s, 'anomaly', s.anomaly_label);
    else
      update public.contract_dpae_sending x
         set next_attempt_at = now() + interval '30 seconds' * power(2, greatest(s.attempts - 1, 0)),
             locked_until = null, updated_at = now()
       where x.id = s.id returning x.* into s;
      perform private.dpae_event(s, 'timeout', coalesce(p_label, 'Pas de réponse du service, nouvel essai prévu'));
    end if;
  else
    perform private.fail('Réponse de DPAE inconnue', 'dpae_outcome', '22023');
  end case;
  return s;
end
$$;

REVOKE ALL ON FUNCTION public.record_dpae_result(p_sending_id uuid, p_outcome text, p_provider text, p_flow_id text, p_reference text, p_code text, p_label text, p_receipt_path text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.record_dpae_result(p_sending_id uuid, p_outcome text, p_provider text, p_flow_id text, p_reference text, p_code text, p_label text, p_receipt_path text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_dpae_result(p_sending_id uuid, p_outcome text, p_provider text, p_flow_id text, p_reference text, p_code text, p_label text, p_receipt_path text) TO service_role;

-- The contract's signature queues its DPAE; a DPAE recorded by hand closes the sending not yet
-- deposited (the user declared it elsewhere) and is noted in the history.
CREATE FUNCTION private.contract_dpae_follow() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_row public.contract_dpae_sending;
begin
  if new.status = 'signed' and old.status is distinct from 'signed' and new.dpae_submitted_at is null
     and not new.is_amendment and new.contract_type <> 'independent_service'
     and not exists (select 1 from public.contract_dpae_sending s where s.contract_id = new.id and s.status = 'acknowledged') then
    perform private.queue_contract_dpae(new.id, 'signature');
  end if;
  if new.dpae_submitted_at is not null and old.dpae_submitted_at is null
     and not exists (select 1 from public.contract_dpae_sending s where s.contract_id = new.id and s.status = 'acknowledged') then
    delete from public.contract_dpae_sending s where s.contract_id = new.id and s.status = 'to_send';
    insert into public.contract_dpae_event (workspace_id, contract_id, kind, detail, actor_id)
    values (new.workspace_id, new.id, 'recorded', format('Enregistrée à la main, référence %s', new.dpae_reference), auth.uid());
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.contract_dpae_follow() FROM PUBLIC;

CREATE TRIGGER contract_dpae_follow AFTER UPDATE OF status, dpae_submitted_at ON public.contract FOR EACH ROW EXECUTE FUNCTION private.contract_dpae_follow();

-- The action centre's DPAE anomalies (rule `dpae_anomaly`, the CSMs): the URSSAF's anomaly, or
-- what the declaration misses, on a contract still without its DPAE.
CREATE FUNCTION private.action_rule_dpae_anomaly(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select distinct on (c.id) 'dpae_anomaly', 'critical', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = c.talent_id),
                   concat_ws(' : ', s.anomaly_code, s.anomaly_label)),
         s.updated_at, format('/contracts/%s?section=dpae', c.id), c.owner_id
  from public.contract_dpae_sending s
  join public.contract c on c.id = s.contract_id
  where s.status = 'anomaly' and c.dpae_submitted_at is null
    and c.status in ('signed', 'active')
    -- sent again since: the new sending's own answer decides
    and not exists (select 1 from public.contract_dpae_sending o
                     where o.contract_id = s.contract_id and o.status <> 'anomaly')
  order by c.id, s.updated_at desc
$$;

REVOKE ALL ON FUNCTION private.action_rule_dpae_anomaly(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_dpae_anomaly(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_dpae_anomaly(p_owners uuid[]) TO service_role;

-- ## Rows

insert into public.action_rule (rule, roles, owner_roles, "position") values
  ('dpae_anomaly', '{csm_team_member,external_csm_team_member}', '{}', 24)
on conflict do nothing;

insert into public.enum_label (enum_name, value, label, "position") values
  ('dpae_sending_status', 'to_send', 'À envoyer', 1),
  ('dpae_sending_status', 'sent', 'Envoyée', 2),
  ('dpae_sending_status', 'acknowledged', 'Accusé reçu', 3),
  ('dpae_sending_status', 'anomaly', 'Anomalie', 4);
