-- The relevé mensuel des contrats de mission (issue #51, part 3; C. trav. L1251-46, R1251-7 and
-- R1251-8): each month, for each client establishment, the temps it had at its disposal during
-- the month — name, NIR, postal code of residence, nationality, the qualification of the contract,
-- the mission's start date (and its end date when it ended during the month), the gross pay of the
-- month for the mission — with the establishment's name, address, main activity and SIRET.
-- Accounting prepares the month's statements from the contracts and the exported pay
-- (public.prepare_mission_statements), reads what each lacks (anomalies, named in French), marks a
-- statement checked once nothing lacks, exports it (the NIR read through a definer that logs
-- the read, as every NIR read: 25_history.sql) and dates its sending; a sent statement is final.
-- The action centre reminds the month's statements not sent before the 20th (rule
-- mission_statement_due). Writes go through these functions only.
-- Declarative schema, each object once: tables, indexes, triggers, RLS and policies, functions.
-- Change it here, then `npm run db:diff NAME` writes the migration (README, « Changer le schéma »).

-- ## Types

CREATE TYPE public.mission_statement_status AS ENUM (
    'prepared',
    'checked',
    'sent'
);

-- ## Tables

CREATE TABLE public.mission_statement (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    month date NOT NULL,
    site_key text NOT NULL,
    company_id uuid,
    agency_id uuid,
    company_name text NOT NULL,
    siren text,
    site_name text,
    site_siret text,
    site_address text,
    activity text,
    anomalies text[] DEFAULT '{}'::text[] NOT NULL,
    line_count integer DEFAULT 0 NOT NULL,
    anomaly_count integer DEFAULT 0 NOT NULL,
    gross_total numeric(12,2) DEFAULT 0 NOT NULL,
    status public.mission_statement_status DEFAULT 'prepared'::public.mission_statement_status NOT NULL,
    prepared_at timestamp with time zone DEFAULT now() NOT NULL,
    prepared_by uuid,
    checked_at timestamp with time zone,
    checked_by uuid,
    sent_on date,
    sent_at timestamp with time zone,
    sent_by uuid,
    CONSTRAINT mission_statement_month CHECK ((month = (date_trunc('month'::text, (month)::timestamp with time zone))::date)),
    CONSTRAINT mission_statement_sent CHECK (((status <> 'sent'::public.mission_statement_status) OR ((sent_on IS NOT NULL) AND (sent_on >= month)))),
    CONSTRAINT mission_statement_pkey PRIMARY KEY (id),
    CONSTRAINT mission_statement_site_month UNIQUE (workspace_id, month, site_key)
);

ALTER TABLE ONLY public.mission_statement
    ADD CONSTRAINT mission_statement_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.mission_statement
    ADD CONSTRAINT mission_statement_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.mission_statement
    ADD CONSTRAINT mission_statement_agency_id_fkey FOREIGN KEY (agency_id) REFERENCES public.agency(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.mission_statement
    ADD CONSTRAINT mission_statement_prepared_by_fkey FOREIGN KEY (prepared_by) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.mission_statement
    ADD CONSTRAINT mission_statement_checked_by_fkey FOREIGN KEY (checked_by) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.mission_statement
    ADD CONSTRAINT mission_statement_sent_by_fkey FOREIGN KEY (sent_by) REFERENCES public.team_member(id) ON DELETE SET NULL;

REVOKE ALL ON TABLE public.mission_statement FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.mission_statement TO authenticated;
GRANT ALL ON TABLE public.mission_statement TO service_role;

COMMENT ON TABLE public.mission_statement IS 'Relevé mensuel des contrats de mission (C. trav. L1251-46, R1251-7, R1251-8): one per client establishment and month, prepared from the contracts and the exported pay, checked, sent (then final).';

CREATE TABLE public.mission_statement_line (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    statement_id uuid NOT NULL,
    workspace_id uuid NOT NULL,
    contract_key text NOT NULL,
    contract_id uuid,
    talent_id uuid,
    last_name text NOT NULL,
    first_name text NOT NULL,
    residence_postal_code text,
    nationality text,
    qualification text,
    work_place text,
    start_date date NOT NULL,
    end_date date,
    gross numeric(12,2) DEFAULT 0 NOT NULL,
    anomalies text[] DEFAULT '{}'::text[] NOT NULL,
    CONSTRAINT mission_statement_line_pkey PRIMARY KEY (id),
    CONSTRAINT mission_statement_line_contract UNIQUE (statement_id, contract_key)
);

ALTER TABLE ONLY public.mission_statement_line
    ADD CONSTRAINT mission_statement_line_statement_id_fkey FOREIGN KEY (statement_id) REFERENCES public.mission_statement(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.mission_statement_line
    ADD CONSTRAINT mission_statement_line_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.mission_statement_line
    ADD CONSTRAINT mission_statement_line_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.mission_statement_line
    ADD CONSTRAINT mission_statement_line_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE SET NULL;

REVOKE ALL ON TABLE public.mission_statement_line FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.mission_statement_line TO authenticated;
GRANT ALL ON TABLE public.mission_statement_line TO service_role;

COMMENT ON TABLE public.mission_statement_line IS 'A temp''s mission on a relevé mensuel (R1251-8 2°): the mentions at preparation, the month''s gross for the mission, what lacks; the NIR is read at export only (public.mission_statement_export, logged).';

-- ## Indexes

CREATE INDEX mission_statement_month_idx ON public.mission_statement USING btree (workspace_id, month DESC, company_name);

CREATE INDEX mission_statement_company_idx ON public.mission_statement USING btree (company_id);

CREATE INDEX mission_statement_line_statement_idx ON public.mission_statement_line USING btree (statement_id, last_name, first_name);

CREATE INDEX mission_statement_line_talent_idx ON public.mission_statement_line USING btree (talent_id);

-- ## Triggers

-- A sent statement is final: neither it nor its lines change or go (but with their workspace).
CREATE TRIGGER mission_statement_final BEFORE DELETE OR UPDATE ON public.mission_statement FOR EACH ROW EXECUTE FUNCTION private.keep_sent_mission_statement();

CREATE TRIGGER mission_statement_line_final BEFORE DELETE OR UPDATE ON public.mission_statement_line FOR EACH ROW EXECUTE FUNCTION private.keep_sent_mission_statement();

-- ## RLS and policies

ALTER TABLE public.mission_statement ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.mission_statement_line ENABLE ROW LEVEL SECURITY;

-- Who reads the pay of a workspace reads its statements (they carry the month's gross).
CREATE POLICY "mission_statement: pay readers can select workspace rows" ON public.mission_statement FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('pay_tracking'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "mission_statement_line: pay readers can select workspace rows" ON public.mission_statement_line FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('pay_tracking'::text, 'select'::public.permission_action) AS can)));

-- ## Functions

CREATE FUNCTION private.keep_sent_mission_statement() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_sent boolean;
begin
  if tg_table_name = 'mission_statement' then
    v_sent := old.status = 'sent';
  else
    select s.status = 'sent' into v_sent from public.mission_statement s where s.id = old.statement_id;
  end if;
  if not coalesce(v_sent, false) or not exists (select 1 from public.workspace w where w.id = old.workspace_id) then
    return case tg_op when 'DELETE' then old else new end;
  end if;
  -- the links to a deleted company, establishment, contract or talent are emptied by their keys
  if tg_op = 'UPDATE'
     and (to_jsonb(new) - array['company_id', 'agency_id', 'contract_id', 'talent_id', 'checked_by', 'prepared_by', 'sent_by'])
         = (to_jsonb(old) - array['company_id', 'agency_id', 'contract_id', 'talent_id', 'checked_by', 'prepared_by', 'sent_by']) then
    return new;
  end if;
  perform private.fail('Un relevé mensuel envoyé ne peut plus être modifié ni supprimé', 'mission_statement_final', '42501');
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.keep_sent_mission_statement() FROM PUBLIC;

-- The missions of a month, one row per contract (all its versions: its contract_key) of a temp
-- (mission, or CDI intérimaire's assignment) that ran during the month: the first signed version
-- gives the start, the latest signed one what is in force (company, establishment, place, job,
-- qualification, end — the early end when there is one). The establishment is the order's, else
-- the company's only active one. `paid`: the talent's pay of the month is exported or paid;
-- `gross`: what that pay gives the mission (wages, overtime, majorations, paid absences, bonuses
-- subject to contributions, IFM, ICCP — not the allowances for expenses), from its elements. A
-- pay without elements (totals only: a pay brought from a former tool) is the mission's when the
-- talent had only this one that month; else `gross_unsplit` says it cannot be shared out.
-- `p_company_id`: that client's missions only (one statement prepared again); its temps' missions
-- at other clients are still read for `gross_unsplit`, so that a line is the same either way.
CREATE FUNCTION private.mission_statement_sources(p_workspace_id uuid, p_month date, p_company_id uuid DEFAULT NULL::uuid) RETURNS TABLE(contract_key text, contract_id uuid, talent_id uuid, company_id uuid, agency_id uuid, address_id uuid, job_name text, qualification_level text, start_date date, end_date date, paid boolean, gross numeric, gross_unsplit boolean)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with versions as (
    select c.contract_key, c.talent_id, c.company_id from public.contract c
     where c.workspace_id = p_workspace_id
       and c.contract_type in ('mission', 'cdi_temp_assignment')
       and c.status in ('signed', 'active', 'ended', 'terminated_early')
       and c.start_date <= (p_month + interval '1 month - 1 day')::date
       and coalesce(c.definitive_end_date, c.end_date, 'infinity'::date) >= p_month
  ), keys as (
    -- for one client: the missions of its temps (their other clients' too, for talent_missions)
    select distinct v.contract_key from versions v
     where p_company_id is null
        or v.talent_id in (select x.talent_id from versions x where x.company_id = p_company_id)
  ), missions as (
    select k.contract_key, l.id, l.talent_id, l.company_id,
           coalesce(mi.agency_id, (select min(o.id::text)::uuid from public.agency o
                                    where o.company_id = l.company_id and o.status = 'active' having count(*) = 1)) as agency_id,
           l.address_id, l.job_name, l.qualification_level, f.start_date,
           coalesce(l.definitive_end_date, l.end_date) as end_date,
           count(*) over (partition by l.talent_id) as talent_missions
      from keys k
     cross join lateral (
       select c.* from public.contract c
        where c.workspace_id = p_workspace_id and c.contract_key = k.contract_key
          and c.status in ('signed', 'active', 'ended', 'terminated_early')
        order by c.amendment_number, c.created_at limit 1) f
     cross join lateral (
       select c.* from public.contract c
        where c.workspace_id = p_workspace_id and c.contract_key = k.contract_key
          and c.status in ('signed', 'active', 'ended', 'terminated_early')
        order by c.amendment_number desc, c.created_at desc limit 1) l
      left join public.mission mi on mi.id = l.mission_id
     -- the version in force may have moved the end before the month (an early end)
     where f.start_date <= (p_month + interval '1 month - 1 day')::date
       and coalesce(l.definitive_end_date, l.end_date, 'infinity'::date) >= p_month
  )
  select m.contract_key, m.id, m.talent_id, m.company_id, m.agency_id, m.address_id, m.job_name,
         m.qualification_level, m.start_date, m.end_date, pay.paid,
         case when pay.itemised then coalesce(pay.mission_gross, 0)
              when m.talent_missions = 1 then coalesce(pay.total_gross, 0)
              else 0 end,
         pay.paid and not pay.itemised and m.talent_missions > 1
    from missions m
   cross join lateral (
     select count(p.id) > 0 as paid,
            sum(p.gross_total) as total_gross,
            coalesce(bool_or(exists (select 1 from public.pay_element e
                                      where e.pay_tracking_id = p.id and e.contract_key is not null)), false) as itemised,
            (select sum(e.amount) from public.pay_element e
               join public.pay_tracking pp on pp.id = e.pay_tracking_id
              where pp.workspace_id = p_workspace_id and pp.talent_id = m.talent_id
                and pp.period_start between p_month and (p_month + interval '1 month - 1 day')::date
                and pp.status in ('exported', 'paid') and e.contract_key = m.contract_key
                and e.category in ('hours', 'overtime', 'majoration', 'paid_absence', 'bonus_subject', 'ifm', 'iccp')) as mission_gross
       from public.pay_tracking p
      where p.workspace_id = p_workspace_id and p.talent_id = m.talent_id
        and p.period_start between p_month and (p_month + interval '1 month - 1 day')::date
        and p.status in ('exported', 'paid')) pay
   where p_company_id is null or m.company_id = p_company_id
$$;

REVOKE ALL ON FUNCTION private.mission_statement_sources(p_workspace_id uuid, p_month date, p_company_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.mission_statement_sources(p_workspace_id uuid, p_month date, p_company_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.mission_statement_sources(p_workspace_id uuid, p_month date, p_company_id uuid) TO service_role;

-- The statement's key for an establishment: the company, and its establishment when known.
CREATE FUNCTION private.mission_statement_site_key(p_company_id uuid, p_agency_id uuid) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select p_company_id::text || '/' || coalesce(p_agency_id::text, '-')
$$;

REVOKE ALL ON FUNCTION private.mission_statement_site_key(p_company_id uuid, p_agency_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.mission_statement_site_key(p_company_id uuid, p_agency_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.mission_statement_site_key(p_company_id uuid, p_agency_id uuid) TO service_role;

-- Prepares (again) one workspace's statements of a month: every establishment's (p_site_key null),
-- or that one establishment's only (« Préparer à nouveau » and « Marquer comme vérifié » on one
-- statement: its client's contracts only are read). One statement per establishment that had a
-- temp during the month (or has one planned, for a month not over), its lines and what lacks; a
-- statement already sent is kept as it is, one no mission is left in goes. Called by the public
-- functions below once they have checked who calls; returns the counts.
CREATE FUNCTION private.prepare_mission_statement_sites(p_workspace_id uuid, p_month date, p_site_key text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_month date := date_trunc('month', p_month)::date;
  -- the site key is '<company>/<establishment or ->' (private.mission_statement_site_key)
  v_company uuid := nullif(split_part(p_site_key, '/', 1), '')::uuid;
  v_me uuid := private.current_team_member_id();
  v_statement public.mission_statement;
  v_site record;
  v_statements integer := 0;
  v_lines integer := 0;
  v_anomalies integer := 0;
begin
  -- the month's missions with their establishment's key
  drop table if exists pg_temp.mission_statement_src;
  create temporary table pg_temp.mission_statement_src on commit drop as
    select s.*, private.mission_statement_site_key(s.company_id, s.agency_id) as site_key
      from private.mission_statement_sources(p_workspace_id, v_month, v_company) s
     where s.company_id is not null
       and (p_site_key is null or private.mission_statement_site_key(s.company_id, s.agency_id) = p_site_key);

  -- statements no mission is left in go (unless sent)
  delete from public.mission_statement m
   where m.workspace_id = p_workspace_id and m.month = v_month and m.status <> 'sent'
     and (p_site_key is null or m.site_key = p_site_key)
     and m.site_key not in (select x.site_key from pg_temp.mission_statement_src x);

  for v_site in
    select x.site_key, x.company_id, x.agency_id from pg_temp.mission_statement_src x
     group by x.site_key, x.company_id, x.agency_id order by x.site_key
  loop
    select m.* into v_statement from public.mission_statement m
     where m.workspace_id = p_workspace_id and m.month = v_month and m.site_key = v_site.site_key;
    if v_statement.status = 'sent' then
      continue;
    end if;
    insert into public.mission_statement as m (
      workspace_id, month, site_key, company_id, agency_id, company_name, siren, site_name, site_siret,
      site_address, activity, anomalies, status, prepared_at, prepared_by, checked_at, checked_by)
    select p_workspace_id, v_month, v_site.site_key, co.id, ag.id, co.name, co.siren, ag.name, ag.siret,
           coalesce(aa.formatted, ca.formatted, co.formatted_address),
           nullif(concat_ws(' ', coalesce(ag.naf_code, co.naf_code), coalesce(ag.naf_code_label, co.naf_code_label)), ''),
           array_remove(array[
             case when coalesce(aa.formatted, ca.formatted, co.formatted_address) is null then 'Adresse de l''établissement manquante' end,
             case when coalesce(ag.naf_code, co.naf_code) is null then 'Activité principale (code NAF) de l''établissement manquante' end],
             null),
           'prepared', now(), v_me, null, null
      from public.company co
      left join public.agency ag on ag.id = v_site.agency_id
      left join public.address aa on aa.id = ag.address_id
      left join public.address ca on ca.id = co.address_id
     where co.id = v_site.company_id
    on conflict (workspace_id, month, site_key) do update
      set company_name = excluded.company_name, siren = excluded.siren, site_name = excluded.site_name,
          site_siret = excluded.site_siret, site_address = excluded.site_address, activity = excluded.activity,
          anomalies = excluded.anomalies, status = 'prepared', prepared_at = excluded.prepared_at,
          prepared_by = excluded.prepared_by, checked_at = null, checked_by = null
    returning m.* into v_statement;

    delete from public.mission_statement_line l where l.statement_id = v_statement.id;
    insert into public.mission_statement_line (
      statement_id, workspace_id, contract_key, contract_id, talent_id, last_name, first_name,
      residence_postal_code, nationality, qualification, work_place, start_date, end_date, gross, anomalies)
    select v_statement.id, p_workspace_id, x.contract_key, x.contract_id, t.id, upper(t.last_name), t.first_name,
           ta.postal_code, n.name, nullif(concat_ws(' — ', x.job_name, x.qualification_level), ''),
           -- the place of the mission when it is not the establishment's address (R1251-8 1°)
           nullif(wa.formatted, v_statement.site_address), x.start_date,
           -- an end date for a mission that ended during the month only (R1251-8 2°)
           case when x.end_date <= (v_month + interval '1 month - 1 day')::date then x.end_date end,
           x.gross,
           array_remove(array[
             case when tp.social_security_number is null then 'Numéro de sécurité sociale (NIR) manquant' end,
             case when ta.postal_code is null then 'Code postal de résidence manquant' end,
             case when n.name is null then 'Nationalité manquante' end,
             case when x.job_name is null and x.qualification_level is null then 'Qualification manquante' end,
             case when not x.paid then 'Paie du mois pas encore exportée' end,
             case when x.gross_unsplit then 'Brut du mois non réparti entre les missions du talent (paie sans éléments)' end],
             null)
      from pg_temp.mission_statement_src x
      join public.talent t on t.id = x.talent_id
      left join public.talent_private tp on tp.talent_id = t.id
      left join public.address ta on ta.id = t.address_id
      left join public.country n on n.code = t.nationality_code
      left join public.address wa on wa.id = x.address_id
     where x.site_key = v_site.site_key;

    update public.mission_statement m
       set line_count = s.lines, gross_total = s.gross,
           anomaly_count = cardinality(m.anomalies) + s.lines_with_anomalies
      from (select count(*)::int as lines, coalesce(sum(l.gross), 0) as gross,
                   count(*) filter (where cardinality(l.anomalies) > 0)::int as lines_with_anomalies
              from public.mission_statement_line l where l.statement_id = v_statement.id) s
     where m.id = v_statement.id
    returning m.* into v_statement;
    v_statements := v_statements + 1;
    v_lines := v_lines + v_statement.line_count;
    v_anomalies := v_anomalies + v_statement.anomaly_count;
  end loop;
  return jsonb_build_object('statements', v_statements, 'lines', v_lines, 'anomalies', v_anomalies);
end
$$;

REVOKE ALL ON FUNCTION private.prepare_mission_statement_sites(p_workspace_id uuid, p_month date, p_site_key text) FROM PUBLIC;
REVOKE ALL ON FUNCTION private.prepare_mission_statement_sites(p_workspace_id uuid, p_month date, p_site_key text) FROM anon, authenticated, service_role;

-- Prepares (again) the month's statements of the caller's workspaces (private.prepare_mission_statement_sites
-- for each). Accounting's (action pay.export). Returns the counts.
CREATE FUNCTION public.prepare_mission_statements(p_month date) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_workspace uuid;
  v_done jsonb;
  v_statements integer := 0;
  v_lines integer := 0;
  v_anomalies integer := 0;
begin
  if not private.may('pay.export') then
    perform private.fail('Seule la comptabilité peut préparer les relevés mensuels des contrats de mission', 'mission_statement_role', '42501');
  end if;
  -- a month not over yet may be prepared too, to see early what lacks; it is sent once over
  if p_month is null then
    perform private.fail('Indiquez le mois du relevé', 'mission_statement_month');
  end if;
  foreach v_workspace in array private.current_workspace_ids() loop
    v_done := private.prepare_mission_statement_sites(v_workspace, p_month);
    v_statements := v_statements + (v_done ->> 'statements')::integer;
    v_lines := v_lines + (v_done ->> 'lines')::integer;
    v_anomalies := v_anomalies + (v_done ->> 'anomalies')::integer;
  end loop;
  return jsonb_build_object('statements', v_statements, 'lines', v_lines, 'anomalies', v_anomalies);
end
$$;

REVOKE ALL ON FUNCTION public.prepare_mission_statements(p_month date) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.prepare_mission_statements(p_month date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.prepare_mission_statements(p_month date) TO authenticated;
GRANT ALL ON FUNCTION public.prepare_mission_statements(p_month date) TO service_role;

-- The statement of the caller's workspaces that accounting may act on, locked; refused otherwise.
CREATE FUNCTION private.mission_statement_for_action(p_statement_id uuid) RETURNS public.mission_statement
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_statement public.mission_statement;
begin
  if not private.may('pay.export') then
    perform private.fail('Seule la comptabilité peut vérifier, exporter et envoyer les relevés mensuels', 'mission_statement_role', '42501');
  end if;
  select m.* into v_statement from public.mission_statement m
   where m.id = p_statement_id and m.workspace_id = any (private.current_workspace_ids())
   for update;
  if v_statement.id is null then
    perform private.fail('Relevé mensuel introuvable', 'mission_statement_missing', 'P0002');
  end if;
  return v_statement;
end
$$;

REVOKE ALL ON FUNCTION private.mission_statement_for_action(p_statement_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.mission_statement_for_action(p_statement_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.mission_statement_for_action(p_statement_id uuid) TO service_role;

-- « Préparer à nouveau » on one statement: that establishment's month only is prepared again from
-- today's records (not the whole month's statements); the statement, or null when no mission is
-- left in it (it is then removed, as preparing the month removes it).
CREATE FUNCTION public.prepare_mission_statement(p_statement_id uuid) RETURNS public.mission_statement
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_statement public.mission_statement;
begin
  if not private.may('pay.export') then
    perform private.fail('Seule la comptabilité peut préparer les relevés mensuels des contrats de mission', 'mission_statement_role', '42501');
  end if;
  v_statement := private.mission_statement_for_action(p_statement_id);
  if v_statement.status = 'sent' then
    perform private.fail('Ce relevé mensuel est déjà envoyé', 'mission_statement_final');
  end if;
  perform private.prepare_mission_statement_sites(v_statement.workspace_id, v_statement.month, v_statement.site_key);
  select m.* into v_statement from public.mission_statement m
   where m.workspace_id = v_statement.workspace_id and m.month = v_statement.month and m.site_key = v_statement.site_key;
  return v_statement;
end
$$;

REVOKE ALL ON FUNCTION public.prepare_mission_statement(p_statement_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.prepare_mission_statement(p_statement_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.prepare_mission_statement(p_statement_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.prepare_mission_statement(p_statement_id uuid) TO service_role;

-- « Marquer comme vérifié »: the statement is prepared again from today's records first (its
-- establishment's month only), and is checked only when nothing lacks (the count is named otherwise).
CREATE FUNCTION public.check_mission_statement(p_statement_id uuid) RETURNS public.mission_statement
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_statement public.mission_statement := private.mission_statement_for_action(p_statement_id);
begin
  if v_statement.status = 'sent' then
    perform private.fail('Ce relevé mensuel est déjà envoyé', 'mission_statement_final');
  end if;
  perform private.prepare_mission_statement_sites(v_statement.workspace_id, v_statement.month, v_statement.site_key);
  select m.* into v_statement from public.mission_statement m
   where m.workspace_id = v_statement.workspace_id and m.month = v_statement.month and m.site_key = v_statement.site_key;
  if v_statement.id is null then
    perform private.fail('Ce relevé mensuel n''a plus de mission : il a été retiré', 'mission_statement_missing', 'P0002');
  end if;
  if v_statement.anomaly_count > 0 then
    perform private.fail(format('Le relevé ne peut pas être vérifié : %s point(s) à corriger', v_statement.anomaly_count),
                         'mission_statement_anomalies');
  end if;
  update public.mission_statement m
     set status = 'checked', checked_at = now(), checked_by = private.current_team_member_id()
   where m.id = v_statement.id
  returning m.* into v_statement;
  return v_statement;
end
$$;

REVOKE ALL ON FUNCTION public.check_mission_statement(p_statement_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.check_mission_statement(p_statement_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.check_mission_statement(p_statement_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.check_mission_statement(p_statement_id uuid) TO service_role;

-- « Marquer comme envoyé »: a checked statement, sent on a day from the month after its own to
-- today; it is final from then on.
CREATE FUNCTION public.mark_mission_statement_sent(p_statement_id uuid, p_sent_on date) RETURNS public.mission_statement
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_statement public.mission_statement := private.mission_statement_for_action(p_statement_id);
begin
  if v_statement.status = 'sent' then
    perform private.fail('Ce relevé mensuel est déjà envoyé', 'mission_statement_final');
  end if;
  if v_statement.status <> 'checked' then
    perform private.fail('Vérifiez le relevé avant de le marquer envoyé', 'mission_statement_unchecked');
  end if;
  if p_sent_on is null or p_sent_on > private.paris_today() then
    perform private.fail('La date d''envoi ne peut pas être dans le futur', 'mission_statement_sent_on');
  end if;
  if p_sent_on < (v_statement.month + interval '1 month')::date then
    perform private.fail('Le relevé d''un mois s''envoie à partir du 1er du mois suivant', 'mission_statement_sent_on');
  end if;
  update public.mission_statement m
     set status = 'sent', sent_on = p_sent_on, sent_at = now(), sent_by = private.current_team_member_id()
   where m.id = v_statement.id
  returning m.* into v_statement;
  return v_statement;
end
$$;

REVOKE ALL ON FUNCTION public.mark_mission_statement_sent(p_statement_id uuid, p_sent_on date) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.mark_mission_statement_sent(p_statement_id uuid, p_sent_on date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.mark_mission_statement_sent(p_statement_id uuid, p_sent_on date) TO authenticated;
GRANT ALL ON FUNCTION public.mark_mission_statement_sent(p_statement_id uuid, p_sent_on date) TO service_role;

-- The statement's lines for its export, with each temp's NIR: the NIR is read here only, and
-- each read is logged on the talent's history (as « Afficher » does: 25_history.sql).
CREATE FUNCTION public.mission_statement_export(p_statement_id uuid) RETURNS TABLE(line_id uuid, talent_id uuid, last_name text, first_name text, nir text, residence_postal_code text, nationality text, qualification text, work_place text, start_date date, end_date date, gross numeric, anomalies text[])
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_statement public.mission_statement := private.mission_statement_for_action(p_statement_id);
  v_talent uuid;
begin
  for v_talent in
    select distinct l.talent_id from public.mission_statement_line l
     where l.statement_id = v_statement.id and l.talent_id is not null
  loop
    perform private.record_history_log_read(v_statement.workspace_id, 'talent_private', v_talent, 'talent', v_talent,
                                            array['social_security_number']);
  end loop;
  return query
  select l.id, l.talent_id, l.last_name, l.first_name, tp.social_security_number, l.residence_postal_code,
         l.nationality, l.qualification, l.work_place, l.start_date, l.end_date, l.gross, l.anomalies
    from public.mission_statement_line l
    left join public.talent_private tp on tp.talent_id = l.talent_id
   where l.statement_id = v_statement.id
   order by l.last_name, l.first_name, l.start_date, l.contract_key;
end
$$;

REVOKE ALL ON FUNCTION public.mission_statement_export(p_statement_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.mission_statement_export(p_statement_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.mission_statement_export(p_statement_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.mission_statement_export(p_statement_id uuid) TO service_role;

-- The action centre's item (rule `mission_statement_due`): for each workspace of the caller,
-- last month's establishments whose statement is not sent (prepared or not), from the 1st of the
-- month; critical from the 15th, the statement being due before the 20th (R1251-7). It reads the
-- contracts' establishments only (not private.mission_statement_sources, which computes each
-- mission's gross from the pay): the count is the same.
CREATE FUNCTION private.action_rule_mission_statement_due(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with m as (
    select (date_trunc('month', private.paris_today()) - interval '1 month')::date as month,
           (date_trunc('month', private.paris_today()) - interval '1 day')::date as month_end,
           (date_trunc('month', private.paris_today()) + interval '19 days')::date as due
  ), keys as (
    -- last month's contracts, read as private.mission_statement_sources reads them, without the
    -- pay and the lines: only their establishments count here
    select distinct c.workspace_id, c.contract_key
      from public.contract c cross join m
     -- read once (an init plan), not once per contract row
     where c.workspace_id = any ((select private.current_workspace_ids())::uuid[])
       and c.contract_type in ('mission', 'cdi_temp_assignment')
       and c.status in ('signed', 'active', 'ended', 'terminated_early')
       and c.start_date <= m.month_end
       and coalesce(c.definitive_end_date, c.end_date, 'infinity'::date) >= m.month
  ), sites as (
    select distinct k.workspace_id,
           private.mission_statement_site_key(l.company_id,
             coalesce(mi.agency_id, (select min(o.id::text)::uuid from public.agency o
                                      where o.company_id = l.company_id and o.status = 'active' having count(*) = 1))) as site_key
      from keys k cross join m
     -- the version in force, and the first version's start (one read of the contract's versions)
     cross join lateral (
       select c.company_id, c.mission_id, coalesce(c.definitive_end_date, c.end_date) as end_date,
              first_value(c.start_date) over (order by c.amendment_number, c.created_at) as first_start
         from public.contract c
        where c.workspace_id = k.workspace_id and c.contract_key = k.contract_key
          and c.status in ('signed', 'active', 'ended', 'terminated_early')
        order by c.amendment_number desc, c.created_at desc limit 1) l
      left join public.mission mi on mi.id = l.mission_id
     where l.company_id is not null
       and l.first_start <= m.month_end
       and coalesce(l.end_date, 'infinity'::date) >= m.month
  ), due as (
    -- a statement not prepared yet counts as well as one prepared or checked: only the sending ends it
    select s.workspace_id, count(*) as sites
      from sites s cross join m
     where not exists (select 1 from public.mission_statement x
                        where x.workspace_id = s.workspace_id and x.month = m.month and x.site_key = s.site_key
                          and x.status = 'sent')
     group by s.workspace_id
  )
  select 'mission_statement_due',
         case when extract(day from private.paris_today()) >= 15 then 'critical' else 'warning' end,
         'mission_statement', md5(d.workspace_id::text || m.month::text)::uuid, d.workspace_id,
         concat_ws(' · ', w.name,
                   format('Relevé mensuel des contrats de mission de %s : %s établissement(s) à envoyer avant le %s',
                          to_char(m.month, 'MM/YYYY'), d.sites, private.fr_date(m.due))),
         m.due::timestamptz, '/mission-statements', null::uuid
    from due d join public.workspace w on w.id = d.workspace_id cross join m
$$;

REVOKE ALL ON FUNCTION private.action_rule_mission_statement_due(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_mission_statement_due(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_mission_statement_due(p_owners uuid[]) TO service_role;

-- ## Reference rows

insert into public.action_rule (rule, roles, owner_roles, "position") values
  ('mission_statement_due', '{accounting_team_member}', '{}', 42)
on conflict do nothing;

insert into public.enum_label (enum_name, value, label, "position") values
  ('mission_statement_status', 'prepared', 'Préparé', 1),
  ('mission_statement_status', 'checked', 'Vérifié', 2),
  ('mission_statement_status', 'sent', 'Envoyé', 3)
on conflict do nothing;
