-- The client's space, second part (issue #50, item 2): a client contact places an order, orders
-- again a worker already placed, answers the profiles the agency presented for an order, and
-- reports a work accident. Same design as 31_portal.sql: the contact has no policy on any table;
-- each action is one SECURITY DEFINER function that starts with private.portal_enter('client')
-- (identity from auth.uid(), revoked = refused) and only touches the companies
-- private.portal_client_companies() gives. Writes run under renfort.actor = 'external_client'
-- (the status rules' external actor, 03_workflow.sql), so that the order and the accident are the
-- agency's own rows, with their status history, action-centre items and notifications.
-- Declarative schema, each object once: tables, indexes, RLS and policies, functions. Change it
-- here, then `npm run db:diff NAME` writes the migration (README, « Changer le schéma »).

-- ## Tables

-- An order placed from the client's space: who placed it and, for « Recommander », the worker
-- asked by name and the contract they worked under (the agency reads it beside the order).
CREATE TABLE public.client_order_request (
    mission_id uuid NOT NULL,
    workspace_id uuid NOT NULL,
    contact_id uuid,
    talent_id uuid,
    contract_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT client_order_request_pkey PRIMARY KEY (mission_id)
);

ALTER TABLE ONLY public.client_order_request
    ADD CONSTRAINT client_order_request_contact_id_fkey FOREIGN KEY (contact_id) REFERENCES public.contact(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.client_order_request
    ADD CONSTRAINT client_order_request_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.client_order_request
    ADD CONSTRAINT client_order_request_mission_id_fkey FOREIGN KEY (mission_id) REFERENCES public.mission(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.client_order_request
    ADD CONSTRAINT client_order_request_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.client_order_request
    ADD CONSTRAINT client_order_request_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON TABLE public.client_order_request IS 'une commande passée depuis l''espace client : le contact qui l''a passée, et pour « Recommander » l''intérimaire demandé et son contrat';

REVOKE ALL ON TABLE public.client_order_request FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.client_order_request TO authenticated;
GRANT ALL ON TABLE public.client_order_request TO service_role;

-- The client's answer to a profile the agency presented: accepted, or declined with its reason.
-- One answer per application; the agency moves the application in its pipeline afterwards.
CREATE TABLE public.client_application_answer (
    application_id uuid NOT NULL,
    workspace_id uuid NOT NULL,
    mission_id uuid NOT NULL,
    contact_id uuid,
    accepted boolean NOT NULL,
    reason text,
    answered_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT client_application_answer_pkey PRIMARY KEY (application_id)
);

ALTER TABLE ONLY public.client_application_answer
    ADD CONSTRAINT client_application_answer_application_id_fkey FOREIGN KEY (application_id) REFERENCES public.application(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.client_application_answer
    ADD CONSTRAINT client_application_answer_contact_id_fkey FOREIGN KEY (contact_id) REFERENCES public.contact(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.client_application_answer
    ADD CONSTRAINT client_application_answer_mission_id_fkey FOREIGN KEY (mission_id) REFERENCES public.mission(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.client_application_answer
    ADD CONSTRAINT client_application_answer_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON TABLE public.client_application_answer IS 'la réponse du client à un profil présenté : accepté, ou refusé avec sa raison';

REVOKE ALL ON TABLE public.client_application_answer FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.client_application_answer TO authenticated;
GRANT ALL ON TABLE public.client_application_answer TO service_role;

-- ## Indexes

CREATE INDEX client_application_answer_contact_id_idx ON public.client_application_answer USING btree (contact_id);

CREATE INDEX client_application_answer_mission_id_idx ON public.client_application_answer USING btree (mission_id);

CREATE INDEX client_application_answer_workspace_id_idx ON public.client_application_answer USING btree (workspace_id);

CREATE INDEX client_order_request_contact_id_idx ON public.client_order_request USING btree (contact_id);

CREATE INDEX client_order_request_contract_id_idx ON public.client_order_request USING btree (contract_id);

CREATE INDEX client_order_request_talent_id_idx ON public.client_order_request USING btree (talent_id);

CREATE INDEX client_order_request_workspace_id_idx ON public.client_order_request USING btree (workspace_id);

-- ## RLS and policies

ALTER TABLE public.client_application_answer ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.client_order_request ENABLE ROW LEVEL SECURITY;

-- The agency reads them with the orders and applications it reads; nobody writes them but the
-- space functions below, and a portal user reads nothing of them.
CREATE POLICY "client_application_answer: readers of applications can select" ON public.client_application_answer FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('application'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "client_order_request: readers of missions can select" ON public.client_order_request FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('mission'::text, 'select'::public.permission_action) AS can)));

-- ## Functions

-- The companies the signed-in client contact may see: their own, and every company of its group
-- when the contact is a decision maker (role « Décideur ») of the group's head company — the
-- person who orders for the whole group. Empty for anyone without a client access in force.
CREATE FUNCTION private.portal_client_companies() RETURNS uuid[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(distinct co.id order by co.id), '{}')
  from private.portal_identity('client') a
  join public.contact c on c.id = a.contact_id and c.status = 'active'
  join public.company own on own.id = c.company_id
  left join public.company_group g on g.id = own.company_group_id and g.status = 'active'
    and g.head_company_id = own.id and 'decision_maker' = any (c.roles)
  join public.company co on co.id = own.id
    or (g.id is not null and co.company_group_id = g.id and co.workspace_id = own.workspace_id)
  where a.id is not null
$$;

REVOKE ALL ON FUNCTION private.portal_client_companies() FROM PUBLIC;
GRANT ALL ON FUNCTION private.portal_client_companies() TO authenticated;
GRANT ALL ON FUNCTION private.portal_client_companies() TO service_role;

-- The sites of a company a client may order for: its own address and the worksites of its orders
-- and contracts, each place once (the most recent row of it).
CREATE FUNCTION private.portal_client_sites(p_companies uuid[]) RETURNS TABLE(id uuid, company_id uuid, label text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select s.id, s.company_id, s.label
  from (
    select distinct on (u.company_id, lower(u.label)) u.id, u.company_id, u.label, u.at
    from (
      select a.id, co.id as company_id, coalesce(nullif(btrim(a.formatted), ''), concat_ws(' ', a.street1, a.postal_code, a.city)) as label,
             co.updated_at as at
      from public.company co join public.address a on a.id = co.address_id
      where co.id = any (p_companies)
      union all
      select a.id, m.company_id, coalesce(nullif(btrim(a.formatted), ''), concat_ws(' ', a.street1, a.postal_code, a.city)), m.created_at
      from public.mission m join public.address a on a.id = m.address_id
      where m.company_id = any (p_companies) and m.is_client_order
      union all
      select a.id, c.company_id, coalesce(nullif(btrim(a.formatted), ''), concat_ws(' ', a.street1, a.postal_code, a.city)), c.created_at
      from public.contract c join public.address a on a.id = c.address_id
      where c.company_id = any (p_companies) and c.status <> 'canceled'
    ) u
    where btrim(u.label) <> ''
    order by u.company_id, lower(u.label), u.at desc, u.id
  ) s
  order by s.company_id, s.label
$$;

REVOKE ALL ON FUNCTION private.portal_client_sites(p_companies uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.portal_client_sites(p_companies uuid[]) TO service_role;

-- The team member an order or an accident of the company goes to: its owner, else its CSM.
CREATE FUNCTION private.portal_company_member(p_company_id uuid) RETURNS uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(co.owner_id, co.csm_id) from public.company co where co.id = p_company_id
$$;

REVOKE ALL ON FUNCTION private.portal_company_member(p_company_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.portal_company_member(p_company_id uuid) TO service_role;

-- What « Passer une commande » offers: the companies the contact orders for, the jobs of the
-- reference list, each company's sites, the legal reasons (motifs de recours, L1251-6) with
-- whether they need a justification (L1251-43); and for « Recommander » (p_contract_id), the
-- order pre-filled from that past contract of the company: its job, site and worker.
CREATE FUNCTION public.client_order_form(p_contract_id uuid DEFAULT NULL::uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_access public.portal_access := private.portal_enter('client');
  v_companies uuid[] := private.portal_client_companies();
  v_own uuid := (select c.company_id from public.contact c where c.id = v_access.contact_id);
  v_contract public.contract;
  v_reorder jsonb;
begin
  if p_contract_id is not null then
    select c.* into v_contract from public.contract c
    where c.id = p_contract_id and c.company_id = any (v_companies) and c.status not in ('draft', 'canceled');
    if v_contract.id is null then
      perform private.fail('Contrat introuvable', 'client_order_contract', 'P0002');
    end if;
    select jsonb_build_object(
             'contract_id', v_contract.id, 'company_id', v_contract.company_id, 'job_id', v_contract.job_id,
             'job_name', v_contract.job_name,
             'address_id', (select s.id from private.portal_client_sites(array[v_contract.company_id]) s
                            join public.address a on a.id = v_contract.address_id
                            where lower(s.label) = lower(coalesce(nullif(btrim(a.formatted), ''), concat_ws(' ', a.street1, a.postal_code, a.city)))
                            limit 1),
             'talent_id', t.id,
             'talent_name', nullif(btrim(concat_ws(' ', t.first_name, t.last_name)), ''),
             'contract_reason', v_contract.contract_reason)
      into v_reorder
    from public.talent t where t.id = v_contract.talent_id;
  end if;
  return jsonb_build_object(
    'company_id', v_own,
    'companies', coalesce((select jsonb_agg(jsonb_build_object('id', co.id, 'name', co.name) order by co.id <> v_own, co.name)
                           from public.company co where co.id = any (v_companies)), '[]'::jsonb),
    'jobs', coalesce((select jsonb_agg(jsonb_build_object('id', j.id, 'name', j.name) order by j.name)
                      from public.job j), '[]'::jsonb),
    'sites', coalesce((select jsonb_agg(jsonb_build_object('id', s.id, 'company_id', s.company_id, 'label', s.label))
                       from private.portal_client_sites(v_companies) s), '[]'::jsonb),
    'reasons', coalesce((select jsonb_agg(jsonb_build_object(
                                  'value', e.value, 'label', private.enum_label('contract_reason', e.value),
                                  'needs_justification', e.value like 'replacement%' or e.value = 'activity_increase')
                                order by e.ord)
                         from unnest(enum_range(null::public.contract_reason)::text[]) with ordinality e(value, ord)
                         -- the reasons an employer cannot give for a temp (insertion, apprenticeship
                         -- complement) are the agency's own contracts: not offered to a client
                         where e.value not in ('insertion', 'training_complement', 'apprenticeship')), '[]'::jsonb),
    'reorder', v_reorder);
end
$$;

REVOKE ALL ON FUNCTION public.client_order_form(p_contract_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.client_order_form(p_contract_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.client_order_form(p_contract_id uuid) TO service_role;

-- « Passer une commande »: a client order (public.mission, is_client_order) at the status
-- « Ouverte », for the company's owner (else its CSM), exactly as if the agency had entered and
-- opened it: its status history (actor external_client), the action centre's open-order rules, a
-- notification to the person in charge. The site is copied into the order's own worksite address
-- (the agency edits an order's address in place). Checked here in French first, and again by the
-- mission's own triggers (motif's maximum duration, 48 h a week…). The client's purchase-order
-- number, when given, is the order's: its invoices carry it and group by it.
CREATE FUNCTION public.client_place_order(p_company_id uuid, p_job_id uuid, p_address_id uuid, p_start_date date, p_end_date date, p_positions integer DEFAULT 1, p_working_hours numeric DEFAULT NULL::numeric, p_schedule text DEFAULT NULL::text, p_reason public.contract_reason DEFAULT NULL::public.contract_reason, p_justification text DEFAULT NULL::text, p_comment text DEFAULT NULL::text, p_striker_attested boolean DEFAULT false, p_dismissal_attested boolean DEFAULT false, p_contract_id uuid DEFAULT NULL::uuid, p_po_number text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_access public.portal_access := private.portal_enter('client');
  v_contact public.contact;
  v_company public.company;
  v_job public.job;
  v_contract public.contract;
  v_talent_name text;
  v_address uuid;
  v_owner uuid;
  v_mission public.mission;
  v_description text;
  v_today date := private.paris_today();
begin
  select c.* into v_contact from public.contact c where c.id = v_access.contact_id;
  select co.* into v_company from public.company co
  where co.id = coalesce(p_company_id, v_contact.company_id) and co.id = any (private.portal_client_companies());
  if v_company.id is null then
    perform private.fail('Entreprise introuvable', 'client_order_company', 'P0002');
  end if;
  if p_job_id is null then
    perform private.fail('Choisissez le poste', 'client_order_job');
  end if;
  select j.* into v_job from public.job j where j.id = p_job_id;
  if v_job.id is null then
    perform private.fail('Ce poste n''existe pas dans la liste des métiers', 'client_order_job', 'P0002');
  end if;
  if p_address_id is null or not exists (select 1 from private.portal_client_sites(array[v_company.id]) s where s.id = p_address_id) then
    perform private.fail('Choisissez le lieu de la mission parmi les adresses de l''entreprise', 'client_order_site');
  end if;
  if p_start_date is null then
    perform private.fail('La date de début est obligatoire', 'client_order_start');
  end if;
  if p_start_date < v_today then
    perform private.fail('La date de début ne peut pas être passée', 'client_order_start_past');
  end if;
  if p_end_date is null then
    perform private.fail('La date de fin est obligatoire', 'client_order_end');
  end if;
  if p_end_date < p_start_date then
    perform private.fail('La date de fin doit être postérieure ou égale à la date de début', 'client_order_dates_order');
  end if;
  if p_positions is null or p_positions < 1 then
    perform private.fail('Le nombre d''intérimaires doit être au moins égal à 1', 'client_order_positions');
  end if;
  if p_positions > 500 then
    perform private.fail('Le nombre d''intérimaires ne peut pas dépasser 500 : appelez l''agence', 'client_order_positions');
  end if;
  if p_working_hours is not null and (p_working_hours < 1 or p_working_hours > 48) then
    perform private.fail('La durée hebdomadaire doit être comprise entre 1 et 48 heures (L3121-20)', 'client_order_hours');
  end if;
  if p_reason is null then
    perform private.fail('Le motif de recours est obligatoire (article L1251-6 du Code du travail)', 'client_order_reason');
  end if;
  if p_reason in ('insertion', 'training_complement', 'apprenticeship') then
    perform private.fail('Ce motif de recours ne peut pas être choisi pour une commande : appelez l''agence', 'client_order_reason');
  end if;
  if (p_reason::text like 'replacement%' or p_reason = 'activity_increase') and coalesce(btrim(p_justification), '') = '' then
    perform private.fail('Précisez le motif : la personne remplacée et sa qualification, ou la raison de l''accroissement d''activité (article L1251-43 du Code du travail)',
                         'client_order_justification');
  end if;
  if not coalesce(p_striker_attested, false) then
    perform private.fail('Attestez que la mission ne remplace pas un salarié gréviste (L1251-10)', 'client_order_striker');
  end if;
  if p_reason = 'activity_increase' and not coalesce(p_dismissal_attested, false) then
    perform private.fail('Attestez qu''aucun licenciement économique n''a touché ce poste dans les 6 derniers mois (L1251-9)',
                         'client_order_dismissal');
  end if;
  if char_length(btrim(p_po_number)) > 60 then
    perform private.fail('Le numéro de bon de commande compte au plus 60 caractères', 'client_order_po_number');
  end if;
  if p_contract_id is not null then
    select c.* into v_contract from public.contract c
    where c.id = p_contract_id and c.company_id = v_company.id and c.status not in ('draft', 'canceled');
    if v_contract.id is null then
      perform private.fail('Contrat introuvable', 'client_order_contract', 'P0002');
    end if;
    select nullif(btrim(concat_ws(' ', t.first_name, t.last_name)), '') into v_talent_name
    from public.talent t where t.id = v_contract.talent_id;
  end if;

  insert into public.address (workspace_id, type, formatted, street1, street2, postal_code, city, department_code,
                              department_name, region_name, country_code, extra_info, latitude, longitude)
  select v_company.workspace_id, 'worksite', a.formatted, a.street1, a.street2, a.postal_code, a.city, a.department_code,
         a.department_name, a.region_name, a.country_code, a.extra_info, a.latitude, a.longitude
  from public.address a where a.id = p_address_id
  returning id into v_address;

  v_owner := private.portal_company_member(v_company.id);
  v_description := concat_ws(E'\n',
    format('Commande passée depuis l''espace client par %s.', nullif(btrim(concat_ws(' ', v_contact.first_name, v_contact.last_name)), '')),
    case when v_contract.id is not null then
      format('Intérimaire demandé(e) : %s (contrat %s).', coalesce(v_talent_name, '—'), v_contract.contract_key) end,
    nullif(btrim(p_comment), ''));

  perform set_config('renfort.actor', 'external_client', true);
  perform set_config('renfort.status_comment', 'Commande passée depuis l''espace client', true);
  insert into public.mission (workspace_id, company_id, job_id, job_name, status, start_date, end_date,
                              number_of_open_positions, working_hours, schedule, contract_reason,
                              contract_reason_justification, description, address_id, owner_id, lead_contact_id,
                              striker_replacement_attested, economic_dismissal_attested, is_client_order, client_po_number)
  values (v_company.workspace_id, v_company.id, v_job.id, v_job.name, 'open', p_start_date, p_end_date,
          p_positions, p_working_hours, nullif(btrim(p_schedule), ''), p_reason, nullif(btrim(p_justification), ''),
          v_description, v_address, v_owner, v_contact.id, true, coalesce(p_dismissal_attested, false), true,
          nullif(btrim(p_po_number), ''))
  returning * into v_mission;
  perform set_config('renfort.status_comment', '', true);
  perform set_config('renfort.actor', '', true);

  insert into public.client_order_request (mission_id, workspace_id, contact_id, talent_id, contract_id)
  values (v_mission.id, v_mission.workspace_id, v_contact.id, v_contract.talent_id, v_contract.id);

  if v_owner is not null then
    perform private.notify_member(v_mission.workspace_id, v_owner, 'other',
      format('Nouvelle commande client : %s', concat_ws(' · ', v_mission.reference, v_mission.job_name, v_company.name)),
      jsonb_build_object('entity', 'mission', 'entity_id', v_mission.id, 'link', format('/missions/%s', v_mission.id)));
  else
    perform private.notify_roles(v_mission.workspace_id, '{consultant_team_member,csm_team_member}', 'other',
      format('Nouvelle commande client : %s', concat_ws(' · ', v_mission.reference, v_mission.job_name, v_company.name)),
      jsonb_build_object('entity', 'mission', 'entity_id', v_mission.id, 'link', format('/missions/%s', v_mission.id)));
  end if;
  return jsonb_build_object('id', v_mission.id, 'reference', v_mission.reference, 'status', v_mission.status);
end
$$;

REVOKE ALL ON FUNCTION public.client_place_order(p_company_id uuid, p_job_id uuid, p_address_id uuid, p_start_date date, p_end_date date, p_positions integer, p_working_hours numeric, p_schedule text, p_reason public.contract_reason, p_justification text, p_comment text, p_striker_attested boolean, p_dismissal_attested boolean, p_contract_id uuid, p_po_number text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.client_place_order(p_company_id uuid, p_job_id uuid, p_address_id uuid, p_start_date date, p_end_date date, p_positions integer, p_working_hours numeric, p_schedule text, p_reason public.contract_reason, p_justification text, p_comment text, p_striker_attested boolean, p_dismissal_attested boolean, p_contract_id uuid, p_po_number text) TO authenticated;
GRANT ALL ON FUNCTION public.client_place_order(p_company_id uuid, p_job_id uuid, p_address_id uuid, p_start_date date, p_end_date date, p_positions integer, p_working_hours numeric, p_schedule text, p_reason public.contract_reason, p_justification text, p_comment text, p_striker_attested boolean, p_dismissal_attested boolean, p_contract_id uuid, p_po_number text) TO service_role;

-- An order's status as its client reads it: while the agency still sources it (open, sourcing,
-- presented, partially filled), the workers placed on it — its contracts neither draft nor
-- canceled, one per worker — say « Partiellement pourvue » or « Pourvue » without waiting for the
-- consultant to move it; the agency's own later statuses (in progress, closed…) are kept.
CREATE FUNCTION private.client_order_status(p_mission public.mission) RETURNS public.mission_status
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case
    when p_mission.status not in ('open', 'sourcing', 'presented', 'partially_filled') or placed.n = 0 then p_mission.status
    when placed.n >= greatest(p_mission.number_of_open_positions, 1) then 'filled'::public.mission_status
    else 'partially_filled'::public.mission_status end
  from (select count(distinct c.contract_key) as n from public.contract c
        where c.mission_id = p_mission.id and not c.is_amendment and c.status not in ('draft', 'canceled')) placed
$$;

REVOKE ALL ON FUNCTION private.client_order_status(p_mission public.mission) FROM PUBLIC;
GRANT ALL ON FUNCTION private.client_order_status(p_mission public.mission) TO authenticated;
GRANT ALL ON FUNCTION private.client_order_status(p_mission public.mission) TO service_role;

-- Whether the client may still answer the profiles of an order at this status.
CREATE FUNCTION private.client_order_answerable(p_status public.mission_status) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select p_status in ('open', 'sourcing', 'presented', 'partially_filled', 'on_hold')
$$;

REVOKE ALL ON FUNCTION private.client_order_answerable(p_status public.mission_status) FROM PUBLIC;
GRANT ALL ON FUNCTION private.client_order_answerable(p_status public.mission_status) TO authenticated;
GRANT ALL ON FUNCTION private.client_order_answerable(p_status public.mission_status) TO service_role;

-- An order of the client's companies (/client/orders/:id): its status, dates and site, the worker
-- asked by name, and the profiles the agency presented (the applications it moved to « Présenté
-- au client » or further), each as an anonymous résumé: first name and initial, job, years of
-- experience, qualifications held, availability — never a contact detail, the NIR, a wage, a
-- note, nor anything of another client — with the client's answer once given.
CREATE FUNCTION public.client_order(p_mission_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_access public.portal_access := private.portal_enter('client');
  v_mission public.mission;
  v_today date := private.paris_today();
begin
  select m.* into v_mission from public.mission m
  where m.id = p_mission_id and m.is_client_order and m.status <> 'draft'
    and m.company_id = any (private.portal_client_companies());
  if v_mission.id is null then
    perform private.fail('Commande introuvable', 'client_order_record', 'P0002');
  end if;
  return jsonb_build_object(
    'id', v_mission.id, 'reference', v_mission.reference, 'job_name', v_mission.job_name,
    'status', private.client_order_status(v_mission),
    'start_date', v_mission.start_date, 'end_date', v_mission.end_date, 'positions', v_mission.number_of_open_positions,
    'working_hours', v_mission.working_hours, 'schedule', v_mission.schedule,
    'reason', private.enum_label('contract_reason', v_mission.contract_reason::text),
    'company_name', (select co.name from public.company co where co.id = v_mission.company_id),
    'site', (select coalesce(nullif(btrim(a.formatted), ''), concat_ws(' ', a.street1, a.postal_code, a.city))
             from public.address a where a.id = v_mission.address_id),
    'created_at', v_mission.created_at,
    'requested_talent', (select nullif(btrim(concat_ws(' ', t.first_name, t.last_name)), '')
                         from public.client_order_request r join public.talent t on t.id = r.talent_id
                         where r.mission_id = v_mission.id),
    'answerable', private.client_order_answerable(v_mission.status),
    'profiles', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', ap.id,
               'first_name', t.first_name,
               'initial', upper(left(btrim(t.last_name), 1)),
               'job_name', coalesce(mj.name, v_mission.job_name),
               'experience_years', coalesce(tj.experience_years, mj.experience_years),
               'experience_level', private.enum_label('experience_level', t.experience_level::text),
               'qualifications', coalesce((
                 select jsonb_agg(distinct private.enum_label('document_type', d.type::text))
                 from public.document d
                 where d.talent_id = t.id and d.status in ('valid', 'expiring_soon')
                   and d.type in ('diploma', 'caces', 'electrical_clearance', 'aipr', 'sst', 'work_at_height', 'carte_btp',
                                  'driving_license', 'scaffolding', 'driver_qualification')
                   and (d.expiry_date is null or d.expiry_date >= v_today)), '[]'::jsonb),
               'available', t.availability_status = 'available'
                            or (t.available_from is not null and t.available_from <= coalesce(v_mission.start_date, v_today)),
               'available_from', t.available_from,
               'presented_at', ap.presented_at,
               'answer', case when an.application_id is not null then jsonb_build_object(
                           'accepted', an.accepted, 'reason', an.reason, 'answered_at', an.answered_at) end,
               'withdrawn', ap.is_rejected and an.application_id is null)
             order by ap.presented_at nulls last, ap.id)
      from public.application ap
      join public.talent t on t.id = ap.talent_id
      left join public.talent_job tj on tj.talent_id = t.id and tj.job_id = v_mission.job_id
      left join lateral (select j.name, x.experience_years from public.talent_job x join public.job j on j.id = x.job_id
                         where x.talent_id = t.id order by x.is_main desc, x.experience_years desc nulls last limit 1) mj on true
      left join public.client_application_answer an on an.application_id = ap.id
      where ap.mission_id = v_mission.id
        and (ap.presented_at is not null
             or ap.stage in ('presented', 'client_interview', 'retained', 'onboarding', 'placed'))), '[]'::jsonb));
end
$$;

REVOKE ALL ON FUNCTION public.client_order(p_mission_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.client_order(p_mission_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.client_order(p_mission_id uuid) TO service_role;

-- The client accepts or declines (with a reason) a profile presented for one of their orders.
-- Recorded once (public.client_application_answer) and told to the person in charge of the
-- application (else of the order) by a notification linking to the order's pipeline, where the
-- agency moves it (« Retenu(e) », or refused « Refusé(e) par le client »). Refused in French once
-- answered, for another company's order, or once the order is closed.
CREATE FUNCTION public.client_answer_profile(p_application_id uuid, p_accepted boolean, p_reason text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_access public.portal_access := private.portal_enter('client');
  v_application public.application;
  v_mission public.mission;
  v_talent public.talent;
  v_answer public.client_application_answer;
  v_who text;
begin
  select ap.* into v_application from public.application ap where ap.id = p_application_id for update;
  select m.* into v_mission from public.mission m
  where m.id = v_application.mission_id and m.is_client_order and m.status <> 'draft'
    and m.company_id = any (private.portal_client_companies());
  if v_mission.id is null
     or not (v_application.presented_at is not null
             or v_application.stage in ('presented', 'client_interview', 'retained', 'onboarding', 'placed')) then
    perform private.fail('Profil introuvable', 'client_answer_record', 'P0002');
  end if;
  if p_accepted is null then
    perform private.fail('Indiquez si vous acceptez ce profil', 'client_answer_decision');
  end if;
  if exists (select 1 from public.client_application_answer a where a.application_id = v_application.id) then
    perform private.fail('Vous avez déjà répondu pour ce profil', 'client_answer_once');
  end if;
  if not private.client_order_answerable(v_mission.status) then
    perform private.fail(format('Cette commande est « %s » : ses profils ne se choisissent plus',
                                private.enum_label('mission_status', v_mission.status::text)), 'client_answer_closed');
  end if;
  if v_application.is_rejected then
    perform private.fail('Ce profil n''est plus proposé par l''agence', 'client_answer_withdrawn');
  end if;
  if not p_accepted and coalesce(btrim(p_reason), '') = '' then
    perform private.fail('Indiquez la raison du refus', 'client_answer_reason');
  end if;

  insert into public.client_application_answer (application_id, workspace_id, mission_id, contact_id, accepted, reason)
  values (v_application.id, v_application.workspace_id, v_mission.id, v_access.contact_id, p_accepted,
          nullif(btrim(p_reason), ''))
  returning * into v_answer;

  select t.* into v_talent from public.talent t where t.id = v_application.talent_id;
  v_who := private.action_talent_name(v_talent.first_name, v_talent.last_name);
  perform private.notify_member(v_mission.workspace_id, coalesce(v_application.owner_id, v_mission.owner_id), 'other',
    case when p_accepted then format('Profil accepté par le client : %s · %s', v_who, v_mission.reference)
         else format('Profil refusé par le client : %s · %s — %s', v_who, v_mission.reference, btrim(p_reason)) end,
    jsonb_build_object('entity', 'application', 'entity_id', v_application.id,
                       'link', format('/missions/%s/applications', v_mission.id)));
  return jsonb_build_object('application_id', v_answer.application_id, 'accepted', v_answer.accepted,
                            'reason', v_answer.reason, 'answered_at', v_answer.answered_at);
end
$$;

REVOKE ALL ON FUNCTION public.client_answer_profile(p_application_id uuid, p_accepted boolean, p_reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.client_answer_profile(p_application_id uuid, p_accepted boolean, p_reason text) TO authenticated;
GRANT ALL ON FUNCTION public.client_answer_profile(p_application_id uuid, p_accepted boolean, p_reason text) TO service_role;

-- The contracts of the client's companies whose worker may have had an accident now: started,
-- and not ended more than two days ago (an accident is reported within 48 h of the employer
-- learning it, CSS R441-3), one per contract key (its latest amendment).
CREATE FUNCTION private.portal_client_workers(p_companies uuid[]) RETURNS TABLE(contract_id uuid, talent_id uuid, talent_name text, job_name text, company_name text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select w.id, w.talent_id, w.talent_name, w.job_name, w.company_name
  from (
    select distinct on (c.workspace_id, c.contract_key) c.id, c.talent_id,
           nullif(btrim(concat_ws(' ', t.first_name, t.last_name)), '') as talent_name, c.job_name, co.name as company_name
    from public.contract c
    join public.talent t on t.id = c.talent_id
    join public.company co on co.id = c.company_id
    where c.company_id = any (p_companies)
      and c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active', 'ended', 'terminated_early')
      and c.start_date <= private.paris_today()
      and coalesce(c.definitive_end_date, c.end_date, 'infinity'::date) >= private.paris_today() - 2
    order by c.workspace_id, c.contract_key, c.amendment_number desc, c.start_date desc
  ) w
  order by w.talent_name, w.id
$$;

REVOKE ALL ON FUNCTION private.portal_client_workers(p_companies uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.portal_client_workers(p_companies uuid[]) TO service_role;

-- What « Déclarer un accident du travail » offers: the workers placed with the client's
-- companies now (their name and job: the client knows them, nothing else is given).
CREATE FUNCTION public.client_accident_form() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_access public.portal_access := private.portal_enter('client');
begin
  return jsonb_build_object('workers', coalesce((
    select jsonb_agg(jsonb_build_object('contract_id', w.contract_id, 'talent_name', w.talent_name,
                                        'job_name', w.job_name, 'company_name', w.company_name))
    from private.portal_client_workers(private.portal_client_companies()) w), '[]'::jsonb));
end
$$;

REVOKE ALL ON FUNCTION public.client_accident_form() FROM PUBLIC;
GRANT ALL ON FUNCTION public.client_accident_form() TO authenticated;
GRANT ALL ON FUNCTION public.client_accident_form() TO service_role;

-- A work accident reported by the client: the agency's work-accident request (« Signalé »), known
-- to the agency at once (agency_aware_at: the 48 h of its declaration to the CPAM start now,
-- Sundays and holidays excluded, CSS L441-2 and R441-3, as the request's own trigger computes),
-- assigned to the contract's person in charge (else the company's) and notified as the back
-- office's own reports are. The answer gives the deadline the agency has.
CREATE FUNCTION public.client_report_accident(p_contract_id uuid, p_occurred_at timestamp with time zone, p_location text, p_circumstances text, p_injuries text, p_witnesses text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_access public.portal_access := private.portal_enter('client');
  v_contact public.contact;
  v_contract public.contract;
  v_now timestamptz := now();
  v_request public.work_accident_request;
begin
  select c.* into v_contract from public.contract c
  where c.id = (select w.contract_id from private.portal_client_workers(private.portal_client_companies()) w
                where w.contract_id = p_contract_id);
  if v_contract.id is null then
    perform private.fail('Choisissez un intérimaire qui travaille pour votre entreprise', 'client_accident_worker', 'P0002');
  end if;
  if p_occurred_at is null then
    perform private.fail('Indiquez la date et l''heure de l''accident', 'client_accident_when');
  end if;
  if p_occurred_at > v_now + interval '5 minutes' then
    perform private.fail('L''accident ne peut pas être dans le futur', 'client_accident_when');
  end if;
  if coalesce(btrim(p_location), '') = '' then
    perform private.fail('Indiquez le lieu de l''accident', 'client_accident_where');
  end if;
  if coalesce(btrim(p_circumstances), '') = '' then
    perform private.fail('Décrivez ce qui s''est passé', 'client_accident_what');
  end if;
  if coalesce(btrim(p_injuries), '') = '' then
    perform private.fail('Décrivez les blessures (ou « aucune blessure apparente »)', 'client_accident_injuries');
  end if;
  select c.* into v_contact from public.contact c where c.id = v_access.contact_id;

  perform set_config('renfort.actor', 'external_client', true);
  perform set_config('renfort.status_comment', 'Signalé depuis l''espace client', true);
  insert into public.work_accident_request (workspace_id, talent_id, contract_id, company_id, assignee_id, accident_type,
                                            occurred_at, location, client_aware_at, agency_aware_at, circumstances,
                                            injury_nature, witnesses, comment)
  values (v_contract.workspace_id, v_contract.talent_id, v_contract.id, v_contract.company_id,
          coalesce(v_contract.owner_id, private.portal_company_member(v_contract.company_id)), 'work',
          p_occurred_at, btrim(p_location), greatest(v_now, p_occurred_at), greatest(v_now, p_occurred_at),
          btrim(p_circumstances), btrim(p_injuries),
          case when coalesce(btrim(p_witnesses), '') = '' then '[]'::jsonb
               else jsonb_build_array(jsonb_build_object('name', btrim(p_witnesses))) end,
          format('Signalé depuis l''espace client par %s', nullif(btrim(concat_ws(' ', v_contact.first_name, v_contact.last_name)), '')))
  returning * into v_request;
  perform set_config('renfort.status_comment', '', true);
  perform set_config('renfort.actor', '', true);
  return jsonb_build_object('id', v_request.id, 'status', v_request.status, 'agency_aware_at', v_request.agency_aware_at,
                            'declaration_deadline', v_request.declaration_deadline);
end
$$;

REVOKE ALL ON FUNCTION public.client_report_accident(p_contract_id uuid, p_occurred_at timestamp with time zone, p_location text, p_circumstances text, p_injuries text, p_witnesses text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.client_report_accident(p_contract_id uuid, p_occurred_at timestamp with time zone, p_location text, p_circumstances text, p_injuries text, p_witnesses text) TO authenticated;
GRANT ALL ON FUNCTION public.client_report_accident(p_contract_id uuid, p_occurred_at timestamp with time zone, p_location text, p_circumstances text, p_injuries text, p_witnesses text) TO service_role;
