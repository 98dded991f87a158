-- Pay: pay elements, pay tracking and payroll exports.
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

-- ## Types

CREATE TYPE public.pay_element_category AS ENUM (
    'hours',
    'overtime',
    'majoration',
    'paid_absence',
    'bonus_subject',
    'allowance',
    'ifm',
    'iccp',
    'deduction',
    'info'
);

-- ## Tables

-- One talent's pay over one pay period, from validated timesheets to payment.
CREATE TABLE public.pay_tracking (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    talent_id uuid NOT NULL,
    period_start date NOT NULL,
    period_end date NOT NULL,
    contract_keys text[] DEFAULT '{}'::text[] NOT NULL,
    hours_normal numeric(6,2) DEFAULT 0 NOT NULL,
    hours_ot25 numeric(6,2) DEFAULT 0 NOT NULL,
    hours_ot50 numeric(6,2) DEFAULT 0 NOT NULL,
    night_hours numeric(6,2) DEFAULT 0 NOT NULL,
    gross_base numeric(12,2) DEFAULT 0 NOT NULL,
    gross_overtime numeric(12,2) DEFAULT 0 NOT NULL,
    bonuses_subject numeric(12,2) DEFAULT 0 NOT NULL,
    allowances_not_subject numeric(12,2) DEFAULT 0 NOT NULL,
    ifm_amount numeric(12,2) DEFAULT 0 NOT NULL,
    iccp_amount numeric(12,2) DEFAULT 0 NOT NULL,
    gross_total numeric(12,2) DEFAULT 0 NOT NULL,
    advances_deducted numeric(12,2) DEFAULT 0 NOT NULL,
    net_to_pay numeric(12,2),
    status public.pay_tracking_status DEFAULT 'to_prepare'::public.pay_tracking_status NOT NULL,
    status_changed_at timestamp with time zone,
    anomaly_note text,
    payslip_file text,
    payment_reference text,
    paid_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    sunday_hours numeric(6,2) DEFAULT 0 NOT NULL,
    holiday_hours numeric(6,2) DEFAULT 0 NOT NULL,
    majorations_amount numeric(12,2) DEFAULT 0 NOT NULL,
    meal_voucher_employee_share numeric(12,2) DEFAULT 0 NOT NULL,
    company_ids uuid[] DEFAULT '{}'::uuid[] NOT NULL,
    owner_ids uuid[] DEFAULT '{}'::uuid[] NOT NULL,
    computed_at timestamp with time zone,
    payroll_export_batch_id uuid,
    CONSTRAINT pay_tracking_amounts_positive CHECK ((LEAST(hours_normal, hours_ot25, hours_ot50, night_hours, gross_base, gross_overtime, bonuses_subject, allowances_not_subject, ifm_amount, iccp_amount, gross_total, advances_deducted, COALESCE(net_to_pay, (0)::numeric)) >= (0)::numeric)),
    CONSTRAINT pay_tracking_dates_order CHECK ((period_end >= period_start)),
    CONSTRAINT pay_tracking_new_amounts_positive CHECK ((LEAST(sunday_hours, holiday_hours, majorations_amount, meal_voucher_employee_share) >= (0)::numeric)),
    CONSTRAINT pay_tracking_period UNIQUE (workspace_id, talent_id, period_start),
    CONSTRAINT pay_tracking_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.pay_tracking
    ADD CONSTRAINT pay_tracking_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.pay_tracking
    ADD CONSTRAINT pay_tracking_payroll_export_batch_id_fkey FOREIGN KEY (payroll_export_batch_id) REFERENCES public.pay_export_batch(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.pay_tracking
    ADD CONSTRAINT pay_tracking_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.pay_tracking
    ADD CONSTRAINT pay_tracking_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.pay_tracking
    ADD CONSTRAINT pay_tracking_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.pay_tracking FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.pay_tracking TO authenticated;
GRANT ALL ON TABLE public.pay_tracking TO service_role;

-- Pay tracking computed from validated timesheets, each figure traceable to its timesheet lines…
CREATE TABLE public.pay_element (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    pay_tracking_id uuid NOT NULL,
    "position" smallint DEFAULT 0 NOT NULL,
    contract_key text,
    code text NOT NULL,
    label text NOT NULL,
    category public.pay_element_category NOT NULL,
    quantity numeric(10,2),
    rate numeric(12,4),
    amount numeric(12,2) DEFAULT 0 NOT NULL,
    timesheet_week_ids uuid[] DEFAULT '{}'::uuid[] NOT NULL,
    timesheet_day_ids uuid[] DEFAULT '{}'::uuid[] NOT NULL,
    advance_payment_request_ids uuid[] DEFAULT '{}'::uuid[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT pay_element_amount_positive CHECK ((amount >= (0)::numeric)),
    CONSTRAINT pay_element_code_format CHECK ((code ~ '^[A-Z0-9_]{2,30}$'::text)),
    CONSTRAINT pay_element_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.cooptation
    ADD CONSTRAINT cooptation_paid_in_pay_tracking_id_fkey FOREIGN KEY (paid_in_pay_tracking_id) REFERENCES public.pay_tracking(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.pay_element
    ADD CONSTRAINT pay_element_pay_tracking_id_fkey FOREIGN KEY (pay_tracking_id) REFERENCES public.pay_tracking(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.pay_element
    ADD CONSTRAINT pay_element_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.pay_element FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.pay_element TO authenticated;
GRANT ALL ON TABLE public.pay_element TO service_role;

-- The pay engine's net before tax (URSSAF's rules, modele-social) of a talent's gross earned in a
-- month, computed by the server — the `pay-net` Edge Function, with the service role — and never
-- by a browser: what an acompte's ceiling is a share of (private.validate_advance_payment_request
-- trusts nothing else) and where a pay line's net estimate starts from
-- (public.pay_tracking_net_estimate). Keyed by the gross: a month whose gross moves (hours signed
-- since, a line computed again) has no figure until the function computes the new gross's.
CREATE TABLE public.pay_engine_net (
    talent_id uuid NOT NULL,
    month date NOT NULL,
    gross numeric(12,2) NOT NULL,
    workspace_id uuid NOT NULL,
    net numeric(12,2) NOT NULL,
    computed_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT pay_engine_net_amounts CHECK (((gross > (0)::numeric) AND (net >= (0)::numeric) AND (net <= gross))),
    CONSTRAINT pay_engine_net_month CHECK ((EXTRACT(day FROM month) = (1)::numeric)),
    CONSTRAINT pay_engine_net_pkey PRIMARY KEY (talent_id, month, gross)
);

ALTER TABLE ONLY public.pay_engine_net
    ADD CONSTRAINT pay_engine_net_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.pay_engine_net
    ADD CONSTRAINT pay_engine_net_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON TABLE public.pay_engine_net IS 'le net avant impôt que le moteur de paie du serveur (fonction pay-net) calcule pour le brut d''un talent sur un mois : seule source du plafond d''un acompte et de l''estimation du net d''une paie';

-- Written by the service role only (the pay-net function, through public.record_pay_engine_net).
REVOKE ALL ON TABLE public.pay_engine_net FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.pay_engine_net TO authenticated;
GRANT ALL ON TABLE public.pay_engine_net TO service_role;

-- One payroll export of a period (the file can be produced again from it).
CREATE TABLE public.pay_export_batch (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    period_start date NOT NULL,
    period_end date NOT NULL,
    row_count integer DEFAULT 0 NOT NULL,
    gross_total numeric(14,2) DEFAULT 0 NOT NULL,
    exported_at timestamp with time zone DEFAULT now() NOT NULL,
    exported_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT pay_export_batch_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.pay_export_batch
    ADD CONSTRAINT pay_export_batch_exported_by_fkey FOREIGN KEY (exported_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.pay_export_batch
    ADD CONSTRAINT pay_export_batch_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.pay_export_batch FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.pay_export_batch TO authenticated;
GRANT ALL ON TABLE public.pay_export_batch TO service_role;

-- ## Indexes
-- Unless a line says otherwise, an index covers a foreign key (the joins, and the parent's deletes
-- that check it), named <table>_<column>_idx, or starts with one and adds the columns a list filters
-- and sorts by within it (<table>_<columns>_idx).

CREATE INDEX pay_element_pay_tracking_idx ON public.pay_element USING btree (pay_tracking_id, "position");

-- The pay a referral bonus paid through payroll is claimed by (public.compute_pay_tracking).
CREATE INDEX cooptation_paid_in_pay_tracking_id_idx ON public.cooptation USING btree (paid_in_pay_tracking_id);

CREATE INDEX pay_element_workspace_id_idx ON public.pay_element USING btree (workspace_id);

CREATE INDEX pay_engine_net_workspace_id_idx ON public.pay_engine_net USING btree (workspace_id);

CREATE INDEX pay_export_batch_exported_by_idx ON public.pay_export_batch USING btree (exported_by);

CREATE INDEX pay_export_batch_workspace_period_idx ON public.pay_export_batch USING btree (workspace_id, period_start);

-- The pay tracking list's client filter (company_ids contains the company).
CREATE INDEX pay_tracking_company_ids_idx ON public.pay_tracking USING gin (company_ids);

CREATE INDEX pay_tracking_created_by_idx ON public.pay_tracking USING btree (created_by);

-- The pay tracking list's consultant filter (owner_ids contains the consultant).
CREATE INDEX pay_tracking_owner_ids_idx ON public.pay_tracking USING gin (owner_ids);

CREATE INDEX pay_tracking_payroll_export_batch_id_idx ON public.pay_tracking USING btree (payroll_export_batch_id);

CREATE INDEX pay_tracking_period_idx ON public.pay_tracking USING btree (workspace_id, period_start, status);

CREATE INDEX pay_tracking_talent_id_idx ON public.pay_tracking USING btree (talent_id);

CREATE INDEX pay_tracking_updated_by_idx ON public.pay_tracking USING btree (updated_by);

CREATE INDEX pay_tracking_workspace_status_idx ON public.pay_tracking USING btree (workspace_id, status, period_start);

-- ## Triggers
-- Each trigger runs the function of the same purpose; its why is beside the function.

CREATE TRIGGER pay_element_exported_lock BEFORE INSERT OR DELETE OR UPDATE ON public.pay_element FOR EACH ROW EXECUTE FUNCTION private.guard_exported_pay_element();

CREATE TRIGGER pay_tracking_audit BEFORE INSERT OR UPDATE ON public.pay_tracking FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER pay_tracking_exported_lock BEFORE DELETE OR UPDATE ON public.pay_tracking FOR EACH ROW EXECUTE FUNCTION private.guard_exported_pay_tracking();

CREATE TRIGGER pay_tracking_indemnities_computed BEFORE INSERT OR UPDATE OF ifm_amount, iccp_amount ON public.pay_tracking FOR EACH ROW EXECUTE FUNCTION private.guard_pay_indemnities();

CREATE TRIGGER pay_tracking_prepare BEFORE INSERT OR UPDATE ON public.pay_tracking FOR EACH ROW EXECUTE FUNCTION private.prepare_pay_tracking();

CREATE TRIGGER pay_tracking_status BEFORE INSERT OR UPDATE ON public.pay_tracking FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'anomaly_note');

-- ## RLS and policies
-- Each policy's name says who may do what; the read and write rules are in docs/rules/roles.md.

ALTER TABLE public.pay_element ENABLE ROW LEVEL SECURITY;

-- Whoever reads the pay line reads its elements (written by the functions only).
CREATE POLICY "pay_element: pay readers can select their lines' elements" ON public.pay_element FOR SELECT TO authenticated USING ((EXISTS ( SELECT 1
   FROM public.pay_tracking p
  WHERE (p.id = pay_element.pay_tracking_id))));

ALTER TABLE public.pay_engine_net ENABLE ROW LEVEL SECURITY;

-- Those who read the talent and its pay (a pay line or an acompte): never marketing.
CREATE POLICY "pay_engine_net: pay readers can select their talents' nets" ON public.pay_engine_net FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND (( SELECT private.can('pay_tracking'::text, 'select'::public.permission_action) AS can) OR ( SELECT private.can('advance_payment_request'::text, 'select'::public.permission_action) AS can)) AND (EXISTS ( SELECT 1
   FROM public.talent t
  WHERE (t.id = pay_engine_net.talent_id)))));

ALTER TABLE public.pay_export_batch ENABLE ROW LEVEL SECURITY;

-- Accounting and developers of the workspace read the exports.
CREATE POLICY "pay_export_batch: accounting can select workspace batches" ON public.pay_export_batch FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.has_any_role('{accounting_team_member,team_member_developer}'::public.app_role[]) AS has_any_role)));

ALTER TABLE public.pay_tracking ENABLE ROW LEVEL SECURITY;

CREATE POLICY "pay_tracking: matrix roles can delete workspace rows" ON public.pay_tracking FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('pay_tracking'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "pay_tracking: matrix roles can insert workspace rows" ON public.pay_tracking FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('pay_tracking'::text, 'insert'::public.permission_action) AS can)));

-- Accounting writes; CSMs, consultants and developers read (never marketing).
CREATE POLICY "pay_tracking: matrix roles can select workspace rows" ON public.pay_tracking FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('pay_tracking'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "pay_tracking: matrix roles can update workspace rows" ON public.pay_tracking FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('pay_tracking'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('pay_tracking'::text, 'update'::public.permission_action) AS can)));

-- ## Functions

-- The night, Sunday or public-holiday majoration a temp gets on a client's day: what the client
-- pays its own employees (L1251-18, equal treatment) when the agency recorded it on the company
-- with its source, else its agreement's, else the general value (public.company_majorations says
-- which and why).
CREATE FUNCTION private.client_majoration(p_key text, p_company_id uuid, p_on date) RETURNS numeric
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select case p_key when 'pay_majoration_night' then c.night_majoration_pct
                                     when 'pay_majoration_sunday' then c.sunday_majoration_pct
                                     when 'pay_majoration_public_holiday' then c.holiday_majoration_pct end
                   from public.company c where c.id = p_company_id),
                  private.pay_majoration(p_key, private.company_convention_idcc(p_company_id), p_on))
$$;

REVOKE ALL ON FUNCTION private.client_majoration(p_key text, p_company_id uuid, p_on date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.client_majoration(p_key text, p_company_id uuid, p_on date) TO authenticated;
GRANT ALL ON FUNCTION private.client_majoration(p_key text, p_company_id uuid, p_on date) TO service_role;

-- The majorations a client's temps are paid on a date, kind by kind (night, Sunday, public
-- holiday), with where each comes from: the client's own practice recorded on the company
-- (« client », its source), its collective agreement (« agreement », the parameter's source), or the
-- general value (« default »). What the company page, the order and the contract state.
CREATE FUNCTION public.company_majorations(p_company_id uuid, p_on date DEFAULT private.paris_today()) RETURNS TABLE(kind text, label text, pct numeric, origin text, source text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with co as (
    select c.*, private.company_convention_idcc(c.id) as conv
    from public.company c
    where c.id = p_company_id and (private.is_system() or c.workspace_id = any (private.current_workspace_ids()))
  ),
  kinds(kind, label, key, sort) as (
    values ('night', 'Heures de nuit', 'pay_majoration_night', 1),
           ('sunday', 'Dimanche', 'pay_majoration_sunday', 2),
           ('holiday', 'Jour férié travaillé', 'pay_majoration_public_holiday', 3)
  )
  select k.kind, k.label,
         coalesce(own.pct, private.pay_majoration(k.key, co.conv, p_on)),
         case when own.pct is not null then 'client'
              when co.conv is not null and private.legal_value(k.key || '_idcc_' || co.conv, p_on) is not null then 'agreement'
              else 'default' end,
         case when own.pct is not null then co.majorations_source
              else (select p.source from public.legal_parameter p
                    where p.key in (k.key || '_idcc_' || coalesce(co.conv, ''), k.key) and p.valid_from <= p_on
                      and (p.valid_to is null or p.valid_to >= p_on)
                    order by p.key = k.key, p.valid_from desc limit 1) end
  from co cross join kinds k
  cross join lateral (select case k.kind when 'night' then co.night_majoration_pct when 'sunday' then co.sunday_majoration_pct
                                         else co.holiday_majoration_pct end as pct) own
  order by k.sort
$$;

REVOKE ALL ON FUNCTION public.company_majorations(p_company_id uuid, p_on date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.company_majorations(p_company_id uuid, p_on date) TO authenticated;
GRANT ALL ON FUNCTION public.company_majorations(p_company_id uuid, p_on date) TO service_role;

-- The collective agreement (IDCC) of a client company: its own, else the construction one its NAF code implies
-- (41/43: building workers 1597, 42: public works 1702).
CREATE FUNCTION private.company_convention_idcc(p_company_id uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(c.idcc,
                  case when c.naf_code ~ '^4[13]' then '1597' when c.naf_code ~ '^42' then '1702' end)
  from public.company c where c.id = p_company_id
$$;

REVOKE ALL ON FUNCTION private.company_convention_idcc(p_company_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.company_convention_idcc(p_company_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.company_convention_idcc(p_company_id uuid) TO service_role;

-- Pay day by day with amendments applied to their contract.
CREATE FUNCTION private.contract_terms_on(p_contract public.contract, p_day date) RETURNS public.contract
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select jsonb_populate_record(p_contract, coalesce(jsonb_object_agg(f.field, f.old), '{}'))
  from (
    select distinct on (e ->> 'field') e ->> 'field' as field, e -> 'old' as old
    from public.contract_change cc
    join public.contract a on a.id = cc.amendment_id
    cross join lateral jsonb_array_elements(cc.changes) e
    where cc.contract_id = p_contract.id and a.start_date > p_day
    order by e ->> 'field', cc.changed_at, cc.id
  ) f
$$;

REVOKE ALL ON FUNCTION private.contract_terms_on(p_contract public.contract, p_day date) FROM PUBLIC;

-- The referral bonuses a pay of a referrer takes: approved, paid through payroll, to a talent who
-- referred (an employee is paid by the agency's own payroll, an outsider by transfer), approved by the
-- end of the pay's period and not claimed by another pay.
CREATE FUNCTION private.pay_referral_bonuses(p_workspaces uuid[], p_talent_id uuid, p_until date) RETURNS TABLE(id uuid, workspace_id uuid, coopted_by_id uuid)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select k.id, k.workspace_id, k.coopted_by_id
  from public.cooptation k
  where k.workspace_id = any (p_workspaces) and (p_talent_id is null or k.coopted_by_id = p_talent_id)
    and k.status = 'approved' and k.payout_mode = 'payroll_bonus' and k.referrer_type = 'talent'
    and k.coopted_by_id is not null and k.paid_in_pay_tracking_id is null
    and (coalesce(k.status_changed_at, k.updated_at) at time zone 'Europe/Paris')::date <= p_until
$$;

REVOKE ALL ON FUNCTION private.pay_referral_bonuses(p_workspaces uuid[], p_talent_id uuid, p_until date) FROM PUBLIC;

-- An exported pay pays the referral bonuses it carries: « Payée », with the pay's period as reference.
CREATE FUNCTION private.pay_exported_referral_bonuses(p_batch uuid) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_moved integer;
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  perform set_config('renfort.actor', 'system', true);
  perform set_config('renfort.status_comment', 'Versée avec la paie exportée', true);
  update public.cooptation k
  set status = 'paid', paid_at = now(),
      payment_reference = 'Paie de ' || to_char(p.period_start, 'MM/YYYY')
  from public.pay_tracking p
  where p.payroll_export_batch_id = p_batch and k.paid_in_pay_tracking_id = p.id and k.status = 'approved';
  get diagnostics v_moved = row_count;
  perform set_config('renfort.status_comment', '', true);
  perform set_config('renfort.actor', v_previous_actor, true);
  return v_moved;
end
$$;

REVOKE ALL ON FUNCTION private.pay_exported_referral_bonuses(p_batch uuid) FROM PUBLIC;

-- Marks « Déduite sur paie » the paid acomptes the batch's pays withhold (their ACOMPTE element,
-- the payroll file's line), as the system: never one the file does not withhold
-- (docs/payroll-export.md, ACOMPTE).
CREATE FUNCTION private.deduct_exported_advances(p_batch uuid) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_row record;
  v_moved integer := 0;
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  for v_row in
    select a.id, p.id as pay_id
    from public.pay_tracking p
    join public.pay_element e on e.pay_tracking_id = p.id and e.code = 'ACOMPTE'
    join public.advance_payment_request a on a.id = any (e.advance_payment_request_ids)
    where p.payroll_export_batch_id = p_batch and a.status = 'paid'
    order by a.period_month, a.id
  loop
    perform set_config('renfort.actor', 'system', true);
    perform set_config('renfort.status_comment', 'Déduite de la paie exportée', true);
    update public.advance_payment_request set status = 'deducted', deducted_in_pay_tracking_id = v_row.pay_id
    where id = v_row.id;
    v_moved := v_moved + 1;
  end loop;
  perform set_config('renfort.status_comment', '', true);
  perform set_config('renfort.actor', v_previous_actor, true);
  return v_moved;
end
$$;

REVOKE ALL ON FUNCTION private.deduct_exported_advances(p_batch uuid) FROM PUBLIC;

-- The elements of an exported or paid line are frozen with it.
CREATE FUNCTION private.guard_exported_pay_element() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not private.is_system() and exists (
    select 1 from public.pay_tracking p where p.id = coalesce(new.pay_tracking_id, old.pay_tracking_id) and p.status in ('exported', 'paid')
  ) then
    perform private.fail('La paie de cette période est exportée : elle n''est plus modifiable (passez-la en régularisation pour la corriger)',
                         'pay_tracking_exported_locked');
  end if;
  return coalesce(new, old);
end
$$;

REVOKE ALL ON FUNCTION private.guard_exported_pay_element() FROM PUBLIC;
GRANT ALL ON FUNCTION private.guard_exported_pay_element() TO authenticated;
GRANT ALL ON FUNCTION private.guard_exported_pay_element() TO service_role;

-- An exported or paid line keeps its figures: only its status (paid, regularization)…
CREATE FUNCTION private.guard_exported_pay_tracking() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_free text[] := array['status', 'status_changed_at', 'net_to_pay', 'payslip_file', 'payment_reference', 'paid_at', 'updated_at', 'updated_by'];
begin
  if private.is_system() or old.status not in ('exported', 'paid') then
    return coalesce(new, old);
  end if;
  if tg_op = 'DELETE' and private.has_role('team_member_developer') then
    return old;
  end if;
  if tg_op = 'DELETE' or (to_jsonb(new) - v_free) is distinct from (to_jsonb(old) - v_free) then
    perform private.fail('La paie de cette période est exportée : elle n''est plus modifiable (passez-la en régularisation pour la corriger)',
                         'pay_tracking_exported_locked');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.guard_exported_pay_tracking() FROM PUBLIC;
GRANT ALL ON FUNCTION private.guard_exported_pay_tracking() TO authenticated;
GRANT ALL ON FUNCTION private.guard_exported_pay_tracking() TO service_role;

-- Refuses hand-typed IFM and ICCP that differ from their computation on the line's gross.
CREATE FUNCTION private.guard_pay_indemnities() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_on date := coalesce(new.period_end, new.period_start);
  v_gross numeric := coalesce(new.gross_base, 0) + coalesce(new.gross_overtime, 0) + coalesce(new.majorations_amount, 0)
                     + coalesce(new.bonuses_subject, 0);
  v_ifm numeric;
  v_iccp numeric;
begin
  -- the pay computation (compute_pay_tracking runs as the system), seeds and imports
  if private.is_system() or coalesce(current_setting('renfort.actor', true), '') = 'system' then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.ifm_amount is not distinct from old.ifm_amount
     and new.iccp_amount is not distinct from old.iccp_amount then
    return new;
  end if;
  v_ifm := round(v_gross * private.pay_parameter('ifm_rate', v_on) / 100, 2);
  if new.ifm_amount <> 0 and abs(new.ifm_amount - v_ifm) > 0.01 then
    perform private.fail(format('L''indemnité de fin de mission est calculée, pas saisie : 10 %% de la rémunération brute totale (L1251-32), soit %s € pour un brut de %s € (et non %s €)',
                                private.fr_number(v_ifm), private.fr_number(v_gross), private.fr_number(new.ifm_amount)),
                         'pay_tracking_ifm_computed');
  end if;
  v_iccp := round((v_gross + new.ifm_amount) * private.pay_parameter('iccp_rate', v_on) / 100, 2);
  if (new.iccp_amount <> 0 or new.ifm_amount <> 0) and abs(new.iccp_amount - v_iccp) > 0.01 then
    perform private.fail(format('L''indemnité compensatrice de congés payés est calculée, pas saisie : 10 %% de la rémunération brute totale, IFM comprise (L1251-19), soit %s € pour un brut de %s € (et non %s €)',
                                private.fr_number(v_iccp), private.fr_number(v_gross + new.ifm_amount), private.fr_number(new.iccp_amount)),
                         'pay_tracking_iccp_computed');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.guard_pay_indemnities() FROM PUBLIC;
GRANT ALL ON FUNCTION private.guard_pay_indemnities() TO authenticated;
GRANT ALL ON FUNCTION private.guard_pay_indemnities() TO service_role;

-- The French label and export code of a mission bonus type.
CREATE FUNCTION private.pay_bonus_code(p_type text, p_subject boolean) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select (case when p_subject then 'PRIME_' else 'IND_' end) || case p_type
    when 'meal' then 'REPAS' when 'travel' then 'TRAJET' when 'transport' then 'TRANSPORT' when 'tools' then 'OUTILLAGE'
    when 'dirt' then 'SALISSURE' when 'weather' then 'INTEMPERIES' when 'team' then 'EQUIPE' else 'AUTRE' end
$$;

REVOKE ALL ON FUNCTION private.pay_bonus_code(p_type text, p_subject boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION private.pay_bonus_code(p_type text, p_subject boolean) TO authenticated;
GRANT ALL ON FUNCTION private.pay_bonus_code(p_type text, p_subject boolean) TO service_role;

-- The French label of a mission bonus type on its pay element.
CREATE FUNCTION private.pay_bonus_label(p_type text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case p_type
    when 'meal' then 'Prime de repas' when 'travel' then 'Indemnité de trajet' when 'transport' then 'Indemnité de transport'
    when 'tools' then 'Prime d''outillage' when 'dirt' then 'Prime de salissure' when 'weather' then 'Prime d''intempéries'
    when 'team' then 'Prime d''équipe' else 'Prime' end
$$;

REVOKE ALL ON FUNCTION private.pay_bonus_label(p_type text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.pay_bonus_label(p_type text) TO authenticated;
GRANT ALL ON FUNCTION private.pay_bonus_label(p_type text) TO service_role;

-- A week's hours by rate (docs/rules/pay.md#overtime, C. trav. L3121-28 and L3121-36): the first 35
-- normal, the 36th to the 43rd at +25 %, the 44th on at +50 %. private.pay_lines splits each day as
-- the split up to it minus the split up to the day before; the billing estimates split a week's
-- total (private.estimated_week_ht). src/lib/pay/hours.ts#splitWeeklyHours is this rule on the
-- screens: supabase/tests/billing/estimates.test.ts keeps the two equal. Plain SQL without a
-- search_path of its own so that the planner inlines it where it is called (once per day).
CREATE FUNCTION private.pay_hours_split(p_hours numeric) RETURNS TABLE(normal numeric, ot25 numeric, ot50 numeric)
    LANGUAGE sql IMMUTABLE
    AS $$
  select least(p_hours, 35), least(greatest(p_hours - 35, 0), 8), greatest(p_hours - 43, 0)
$$;

REVOKE ALL ON FUNCTION private.pay_hours_split(p_hours numeric) FROM PUBLIC;
GRANT ALL ON FUNCTION private.pay_hours_split(p_hours numeric) TO authenticated;
GRANT ALL ON FUNCTION private.pay_hours_split(p_hours numeric) TO service_role;

-- Whether the IFM is due on a contract: a mission contract (not a CDI intérimaire), not a seasonal or usage job…
CREATE FUNCTION private.pay_ifm_due(p_contract public.contract) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select p_contract.contract_type = 'mission'
     and coalesce(p_contract.contract_reason::text, '') not in ('seasonal', 'usage')
     and coalesce(p_contract.definitive_end_reason::text, '') not in ('talent_cdi_hire', 'client_cdi_hire', 'serious_misconduct', 'force_majeure', 'trial_period')
     and p_contract.definitive_end_initiator is distinct from 'talent'
     and coalesce((to_jsonb(p_contract) ->> 'ifm_applicable')::boolean, true)
$$;

REVOKE ALL ON FUNCTION private.pay_ifm_due(p_contract public.contract) FROM PUBLIC;
GRANT ALL ON FUNCTION private.pay_ifm_due(p_contract public.contract) TO authenticated;
GRANT ALL ON FUNCTION private.pay_ifm_due(p_contract public.contract) TO service_role;

-- The Monday of the week a mission ends in: the pay its IFM, ICCP and early-end wages are paid
-- with is the one whose period holds that Monday (the last week's timesheet is in it).
CREATE FUNCTION private.pay_end_week(p_last_day date) RETURNS date
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select p_last_day - (extract(isodow from p_last_day)::integer - 1)
$$;

REVOKE ALL ON FUNCTION private.pay_end_week(p_last_day date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.pay_end_week(p_last_day date) TO authenticated;
GRANT ALL ON FUNCTION private.pay_end_week(p_last_day date) TO service_role;

-- Categories that make the gross subject to contributions (IFM and ICCP bases).
CREATE FUNCTION private.pay_is_gross(p_category public.pay_element_category) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select p_category in ('hours', 'overtime', 'majoration', 'paid_absence', 'bonus_subject')
$$;

REVOKE ALL ON FUNCTION private.pay_is_gross(p_category public.pay_element_category) FROM PUBLIC;
GRANT ALL ON FUNCTION private.pay_is_gross(p_category public.pay_element_category) TO authenticated;
GRANT ALL ON FUNCTION private.pay_is_gross(p_category public.pay_element_category) TO service_role;

-- A talent's pay elements over a period, from validated timesheets: hours by rate, majorations, bonuses,
-- allowances and deductions, each traceable to the weeks and days it comes from.
CREATE FUNCTION private.pay_lines(p_workspace_id uuid, p_talent_id uuid, p_from date, p_to date, p_keys text[] DEFAULT NULL::text[]) RETURNS TABLE(contract_key text, code text, label text, category public.pay_element_category, quantity numeric, rate numeric, amount numeric, timesheet_week_ids uuid[], timesheet_day_ids uuid[], sort smallint)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with all_weeks as (
    select w.id, w.contract_key, w.week_start, w.total_hours, c.mission_id, c.id as contract_id,
           -- a week points at the version signed when it was made (an amendment's row, once one
           -- is signed): the terms of a day come from the initial contract, which the applied
           -- amendments changed and whose change log dates each change
           coalesce((select i.id from public.contract i
                     where i.workspace_id = w.workspace_id and i.contract_key = w.contract_key and not i.is_amendment),
                    c.id) as base_contract_id
    from public.timesheet_week w
    join public.contract c on c.id = w.contract_id
    where w.workspace_id = p_workspace_id and w.talent_id = p_talent_id
      and w.status in ('validated', 'exported', 'invoiced')
      and w.week_start between p_from and p_to
      and c.contract_type <> 'independent_service' and c.hourly_wage is not null
  ),
  all_days as (
    select d.id, d.timesheet_week_id, d.date, d.start_time, d.worked_hours, d.night_hours, d.absence_type, d.meal,
           wk.contract_key, wk.week_start,
           coalesce(t.hourly_wage, c0.hourly_wage) as wage,
           coalesce(t.working_hours, c0.working_hours) as working_hours,
           coalesce(t.working_days, c0.working_days) as working_days,
           coalesce(t.meal_type, c0.meal_type) as meal_type,
           case when t.id is not null then t.meal_card_value else c0.meal_card_value end as meal_card_value,
           coalesce(t.company_id, c0.company_id) as company_id,
           private.is_french_public_holiday(d.date) as holiday,
           to_char(d.date, 'MM-DD') = '05-01' as may_first,
           extract(isodow from d.date) = 7 as sunday,
           -- hours of the talent's civil week up to this day included, every contract together
           sum(d.worked_hours) over (partition by wk.week_start
                                     order by d.date, d.start_time nulls last, wk.contract_key, d.id
                                     rows between unbounded preceding and current row) as upto
    from public.timesheet_day d
    join all_weeks wk on wk.id = d.timesheet_week_id
    join public.contract c00 on c00.id = wk.base_contract_id
    -- the contract's terms on the day: those of the amendments applied to it (07_contracts.sql)
    -- that had started by then
    cross join lateral private.contract_terms_on(c00, d.date) c0
    -- an amendment stored already signed and never applied (the seed, imports) carries its
    -- full terms: the latest started on or before the day
    left join lateral (
      select v.id, v.hourly_wage, v.working_hours, v.working_days, v.meal_type, v.meal_card_value, v.company_id
      from public.contract v
      where v.workspace_id = p_workspace_id and v.contract_key = wk.contract_key
        and v.amendment_number > 0 and v.version = 0
        and v.status in ('signed', 'active', 'ended', 'terminated_early')
        and v.start_date <= d.date and v.hourly_wage is not null
      order by v.amendment_number desc
      limit 1
    ) t on true
  ),
  -- the day's hours by rate: the week's split up to the day minus its split up to the day before
  days as (
    select x.*, s.normal - b.normal as h_normal, s.ot25 - b.ot25 as h_ot25, s.ot50 - b.ot50 as h_ot50
    from all_days x
    cross join lateral private.pay_hours_split(x.upto) s
    cross join lateral private.pay_hours_split(x.upto - x.worked_hours) b
    where p_keys is null or x.contract_key = any (p_keys)
  ),
  weeks as (
    select w.* from all_weeks w where p_keys is null or w.contract_key = any (p_keys)
  ),
  -- Hours at their rate: normal, +25 %, +50 % (the day's wage × the dated overtime rate).
  hour_days as (
    select d.contract_key, d.wage, d.id, d.timesheet_week_id, d.date, 'HN' as code, 'Heures normales' as label,
           'hours'::public.pay_element_category as category, d.h_normal as hours, 0::numeric as pct, 1 as sort
    from days d where d.h_normal > 0
    union all
    select d.contract_key, d.wage, d.id, d.timesheet_week_id, d.date, 'HS25', 'Heures supplémentaires à +25 %', 'overtime', d.h_ot25,
           private.pay_parameter('overtime_majoration_25', d.week_start), 2
    from days d where d.h_ot25 > 0
    union all
    select d.contract_key, d.wage, d.id, d.timesheet_week_id, d.date, 'HS50', 'Heures supplémentaires à +50 %', 'overtime', d.h_ot50,
           private.pay_parameter('overtime_majoration_50', d.week_start), 3
    from days d where d.h_ot50 > 0
  ),
  -- Majorations: rate = the day's wage × the client's percentage (night, Sunday unless a public
  -- holiday, public holiday: its own practice recorded on the company, else its agreement's —
  -- private.client_majoration), and 1 May's legal 100 %.
  majorations as (
    select d.contract_key, d.wage, 'MAJ_NUIT' as code, 'Majoration heures de nuit' as label,
           private.client_majoration('pay_majoration_night', d.company_id, d.date) as pct,
           d.night_hours as hours, d.id, d.timesheet_week_id, d.date, 11 as sort
    from days d where d.night_hours > 0
    union all
    select d.contract_key, d.wage, 'MAJ_DIMANCHE', 'Majoration dimanche', private.client_majoration('pay_majoration_sunday', d.company_id, d.date),
           d.worked_hours, d.id, d.timesheet_week_id, d.date, 12
    from days d where d.sunday and not d.holiday and d.worked_hours > 0
    union all
    select d.contract_key, d.wage, 'MAJ_FERIE', 'Majoration jour férié travaillé', private.client_majoration('pay_majoration_public_holiday', d.company_id, d.date),
           d.worked_hours, d.id, d.timesheet_week_id, d.date, 13
    from days d where d.holiday and not d.may_first and d.worked_hours > 0
    union all
    select d.contract_key, d.wage, 'MAJ_1MAI', 'Majoration 1er mai travaillé', private.pay_parameter('pay_majoration_may_first', d.date),
           d.worked_hours, d.id, d.timesheet_week_id, d.date, 14
    from days d where d.may_first and d.worked_hours > 0
  ),
  bonuses as (
    select wk.contract_key, b ->> 'type' as type, (b ->> 'amount')::numeric as unit_amount,
           coalesce((b ->> 'subject_to_contributions')::boolean, true) as subject, coalesce(b ->> 'unit', 'day') as unit,
           array_agg(distinct wk.id) as week_ids
    from weeks wk join public.mission m on m.id = wk.mission_id
    cross join lateral jsonb_array_elements(m.bonuses) b
    where wk.total_hours > 0
    group by 1, 2, 3, 4, 5
  ),
  lines as (
    select h.contract_key, h.code, h.label, h.category, sum(h.hours) as quantity,
           round(h.wage * (1 + h.pct / 100), 4) as rate,
           round(sum(h.hours) * round(h.wage * (1 + h.pct / 100), 4), 2) as amount,
           array_agg(distinct h.timesheet_week_id) as week_ids, array_agg(h.id order by h.date) as day_ids,
           min(h.sort)::smallint as sort
    from hour_days h group by h.contract_key, h.code, h.label, h.category, h.wage, h.pct
    union all
    select m.contract_key, m.code, m.label, 'majoration', sum(m.hours),
           round(m.wage * m.pct / 100, 4), round(sum(m.hours) * round(m.wage * m.pct / 100, 4), 2),
           array_agg(distinct m.timesheet_week_id), array_agg(m.id order by m.date), min(m.sort)::smallint
    from majorations m where m.pct > 0
    group by m.contract_key, m.code, m.label, m.wage, m.pct
    union all
    -- A public holiday not worked, inside the contract, is paid at the day's contract hours
    -- (L3133-3 and equal treatment with the client's employees, L1251-18).
    select d.contract_key, 'FERIE_CHOME', 'Jour férié chômé payé', 'paid_absence',
           round(count(*) * private.contract_daily_hours(d.working_hours, d.working_days), 2), d.wage,
           round(round(count(*) * private.contract_daily_hours(d.working_hours, d.working_days), 2) * d.wage, 2),
           array_agg(distinct d.timesheet_week_id), array_agg(d.id order by d.date), 20::smallint
    from days d where d.absence_type = 'public_holiday' and d.worked_hours = 0 and d.holiday
    group by d.contract_key, d.wage, d.working_hours, d.working_days
    union all
    select d.contract_key, 'ABS_' || upper(d.absence_type::text), 'Absence : ' || private.enum_label('absence_type', d.absence_type::text), 'info',
           count(*), null::numeric, 0::numeric, array_agg(distinct d.timesheet_week_id), array_agg(d.id order by d.date), 90::smallint
    from days d where d.absence_type not in ('none', 'public_holiday')
    group by d.contract_key, d.absence_type
    union all
    -- The mission's bonuses, per hour, day, week (with hours worked) or month of the period.
    select b.contract_key, private.pay_bonus_code(b.type, b.subject), private.pay_bonus_label(b.type),
           case when b.subject then 'bonus_subject' else 'allowance' end::public.pay_element_category,
           q.quantity, b.unit_amount, round(q.quantity * b.unit_amount, 2), b.week_ids, q.day_ids,
           case when b.subject then 30 else 40 end::smallint
    from bonuses b
    cross join lateral (
      select case b.unit when 'hour' then coalesce(sum(d.worked_hours), 0)
                         when 'day' then count(*) filter (where d.worked_hours > 0)
                         when 'week' then cardinality(b.week_ids)
                         else 1 end::numeric as quantity,
             coalesce(array_agg(d.id order by d.date) filter (where d.worked_hours > 0), '{}') as day_ids
      from days d where d.timesheet_week_id = any (b.week_ids)
    ) q
    where q.quantity > 0
    union all
    -- Meal allowance (panier) per day: the day's contract amount, else the URSSAF workplace cap.
    select d.contract_key, 'IND_PANIER', 'Indemnité de panier', 'allowance', count(*),
           coalesce(case when d.meal_type = 'meal_allowance' then d.meal_card_value end, private.pay_parameter('meal_allowance_workplace', min(d.date))),
           round(count(*) * coalesce(case when d.meal_type = 'meal_allowance' then d.meal_card_value end,
                                     private.pay_parameter('meal_allowance_workplace', min(d.date))), 2),
           array_agg(distinct d.timesheet_week_id), array_agg(d.id order by d.date), 41::smallint
    from days d where d.meal = 'meal_allowance'
    group by d.contract_key, d.meal_type, d.meal_card_value
    union all
    -- The employee's share of the meal vouchers: face value × (1 − the employer's share, as
    -- high as the URSSAF range and exemption cap allow, as the monthly meal-card request sets it).
    select d.contract_key, 'TR_PART_SALARIALE', 'Titres-restaurant (part salariale)', 'deduction', count(*),
           round(d.meal_card_value * (100 - least(private.pay_parameter('meal_voucher_employer_share_max', min(d.date)),
                                                  floor(private.pay_parameter('meal_voucher_employer_max', min(d.date)) * 10000 / d.meal_card_value) / 100)) / 100, 4),
           round(count(*) * round(d.meal_card_value * (100 - least(private.pay_parameter('meal_voucher_employer_share_max', min(d.date)),
                                                  floor(private.pay_parameter('meal_voucher_employer_max', min(d.date)) * 10000 / d.meal_card_value) / 100)) / 100, 4), 2),
           array_agg(distinct d.timesheet_week_id), array_agg(d.id order by d.date), 80::smallint
    from days d where d.meal = 'meal_voucher' and d.meal_card_value > 0
    group by d.contract_key, d.meal_card_value
  )
  select l.contract_key, l.code, l.label, l.category, l.quantity, l.rate, l.amount, l.week_ids, l.day_ids, l.sort from lines l
$$;

REVOKE ALL ON FUNCTION private.pay_lines(p_workspace_id uuid, p_talent_id uuid, p_from date, p_to date, p_keys text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.pay_lines(p_workspace_id uuid, p_talent_id uuid, p_from date, p_to date, p_keys text[]) TO authenticated;
GRANT ALL ON FUNCTION private.pay_lines(p_workspace_id uuid, p_talent_id uuid, p_from date, p_to date, p_keys text[]) TO service_role;

-- A majoration's percentage on a date for a collective agreement (the general value without one).
CREATE FUNCTION private.pay_majoration(p_key text, p_idcc text, p_on date) RETURNS numeric
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(case when p_idcc is not null then private.legal_value(p_key || '_idcc_' || p_idcc, p_on) end,
                  private.pay_parameter(p_key, p_on))
$$;

REVOKE ALL ON FUNCTION private.pay_majoration(p_key text, p_idcc text, p_on date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.pay_majoration(p_key text, p_idcc text, p_on date) TO authenticated;
GRANT ALL ON FUNCTION private.pay_majoration(p_key text, p_idcc text, p_on date) TO service_role;

-- A parameter's value on a date, or its first value for dates before it (pays of past periods).
CREATE FUNCTION private.pay_parameter(p_key text, p_on date) RETURNS numeric
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(private.legal_value(p_key, p_on),
                  (select p.value from public.legal_parameter p where p.key = p_key order by p.valid_from limit 1))
$$;

REVOKE ALL ON FUNCTION private.pay_parameter(p_key text, p_on date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.pay_parameter(p_key text, p_on date) TO authenticated;
GRANT ALL ON FUNCTION private.pay_parameter(p_key text, p_on date) TO service_role;

-- Hours worked at night, on Sundays (not public holidays) and on public holidays in a talent's validated weeks whose…
CREATE FUNCTION private.pay_special_hours(p_workspace_id uuid, p_talent_id uuid, p_from date, p_to date) RETURNS TABLE(night numeric, sunday numeric, holiday numeric)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(sum(d.night_hours), 0),
         coalesce(sum(d.worked_hours) filter (where extract(isodow from d.date) = 7 and not private.is_french_public_holiday(d.date)), 0),
         coalesce(sum(d.worked_hours) filter (where private.is_french_public_holiday(d.date)), 0)
  from public.timesheet_week w
  join public.contract c on c.id = w.contract_id
  join public.timesheet_day d on d.timesheet_week_id = w.id
  where w.workspace_id = p_workspace_id and w.talent_id = p_talent_id
    and w.status in ('validated', 'exported', 'invoiced')
    and w.week_start between p_from and p_to
    and c.contract_type <> 'independent_service' and c.hourly_wage is not null
$$;

REVOKE ALL ON FUNCTION private.pay_special_hours(p_workspace_id uuid, p_talent_id uuid, p_from date, p_to date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.pay_special_hours(p_workspace_id uuid, p_talent_id uuid, p_from date, p_to date) TO authenticated;
GRANT ALL ON FUNCTION private.pay_special_hours(p_workspace_id uuid, p_talent_id uuid, p_from date, p_to date) TO service_role;

-- The acomptes a pay withholds, by id: those paid for the months of its period and not deducted by
-- another pay (a pay reopened in regularization keeps those deducted in it) — its ACOMPTE element
-- (docs/payroll-export.md, ACOMPTE).
CREATE FUNCTION private.pay_withheld_advance_ids(p_pay public.pay_tracking) RETURNS uuid[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(a.id order by a.id), '{}')
  from public.advance_payment_request a
  where a.workspace_id = p_pay.workspace_id and a.talent_id = p_pay.talent_id and a.status in ('paid', 'deducted')
    and a.period_month between date_trunc('month', p_pay.period_start)::date and p_pay.period_end
    and (a.deducted_in_pay_tracking_id is null or a.deducted_in_pay_tracking_id = p_pay.id)
$$;

REVOKE ALL ON FUNCTION private.pay_withheld_advance_ids(p_pay public.pay_tracking) FROM PUBLIC;

-- An acompte paid (« Versée ») is withheld at once by its month's pay while that pay is open: a pay
-- computed before the payment (the week's validation computes it) would otherwise be exported
-- without it (docs/payroll-export.md, ACOMPTE); one that is no longer « Versée » otherwise than by
-- the export's deduction (a status put back) is no longer withheld. An exported or paid pay takes
-- no more acompte of its month (private.validate_advance_payment_request).
CREATE FUNCTION private.refresh_pay_after_advance() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_pay uuid;
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  if (new.status <> 'paid' and (tg_op = 'INSERT' or old.status <> 'paid' or new.status = 'deducted'))
     or (tg_op = 'UPDATE' and old.status = 'paid' and new.status = 'paid') then
    return null;
  end if;
  perform set_config('renfort.actor', 'system', true);
  for v_pay in
    select p.id from public.pay_tracking p
    where p.workspace_id = new.workspace_id and p.talent_id = new.talent_id and p.status not in ('exported', 'paid')
      and new.period_month between date_trunc('month', p.period_start)::date and p.period_end
    order by p.id
  loop
    perform public.compute_pay_tracking(v_pay);
  end loop;
  perform set_config('renfort.actor', v_previous_actor, true);
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.refresh_pay_after_advance() FROM PUBLIC;
GRANT ALL ON FUNCTION private.refresh_pay_after_advance() TO authenticated;
GRANT ALL ON FUNCTION private.refresh_pay_after_advance() TO service_role;

-- A week validated (or reopened) recomputes its talent's pay of the month, created at the first validation;
-- an exported or paid pay and an independent's hours are left alone.
CREATE FUNCTION private.refresh_pay_after_timesheet() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_pay public.pay_tracking;
  v_start date := date_trunc('month', new.week_start)::date;
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  if not (new.status = 'validated' or (old.status = 'validated' and new.status = 'draft')) then
    return null;
  end if;
  -- an independent's hours are invoiced (monthly invoice), not paid
  if exists (select 1 from public.contract c where c.id = new.contract_id and c.contract_type = 'independent_service') then
    return null;
  end if;
  select p.* into v_pay from public.pay_tracking p
  where p.workspace_id = new.workspace_id and p.talent_id = new.talent_id and new.week_start between p.period_start and p.period_end;
  if v_pay.id is null and new.status = 'validated' then
    perform set_config('renfort.actor', 'system', true);
    insert into public.pay_tracking (workspace_id, talent_id, period_start, period_end, status)
    values (new.workspace_id, new.talent_id, v_start, (v_start + interval '1 month - 1 day')::date, 'to_prepare')
    returning * into v_pay;
  end if;
  if v_pay.id is null or v_pay.status in ('exported', 'paid') then
    perform set_config('renfort.actor', v_previous_actor, true);
    return null;
  end if;
  perform set_config('renfort.actor', 'system', true);
  perform public.compute_pay_tracking(v_pay.id);
  if v_pay.status = 'to_prepare' and new.status = 'validated' then
    perform set_config('renfort.status_comment', 'Premier relevé validé (automatique)', true);
    update public.pay_tracking set status = 'in_progress' where id = v_pay.id;
    perform set_config('renfort.status_comment', '', true);
  end if;
  perform set_config('renfort.actor', v_previous_actor, true);
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.refresh_pay_after_timesheet() FROM PUBLIC;
GRANT ALL ON FUNCTION private.refresh_pay_after_timesheet() TO authenticated;
GRANT ALL ON FUNCTION private.refresh_pay_after_timesheet() TO service_role;

-- Creates the missing pay lines of a period…
CREATE FUNCTION public.compute_pay_period(p_period_start date, p_period_end date DEFAULT NULL::date) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_end date := coalesce(p_period_end, (date_trunc('month', p_period_start) + interval '1 month - 1 day')::date);
  v_workspaces uuid[] := case when private.is_system() then (select array_agg(w.id) from public.workspace w) else private.current_workspace_ids() end;
  v_row record;
  v_count integer := 0;
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  if not (private.is_system() or private.may('pay.compute')) then
    perform private.fail('Seule la comptabilité peut calculer la paie', 'pay_tracking_compute_role', '42501');
  end if;
  if v_end < p_period_start then
    perform private.fail('La fin de période doit être postérieure ou égale au début', 'pay_tracking_dates_order');
  end if;
  perform set_config('renfort.actor', 'system', true);
  insert into public.pay_tracking (workspace_id, talent_id, period_start, period_end, status)
  select distinct w.workspace_id, w.talent_id, p_period_start, v_end, 'to_prepare'::public.pay_tracking_status
  from public.timesheet_week w join public.contract c on c.id = w.contract_id
  where w.workspace_id = any (v_workspaces) and w.status in ('validated', 'exported', 'invoiced')
    and w.week_start between p_period_start and v_end and c.contract_type <> 'independent_service'
  union
  select k.workspace_id, k.coopted_by_id, p_period_start, v_end, 'to_prepare'::public.pay_tracking_status
  from private.pay_referral_bonuses(v_workspaces, null, v_end) k
  union
  select e.workspace_id, e.talent_id, p_period_start, v_end, 'to_prepare'::public.pay_tracking_status
  from public.definitive_end_request e
  where e.workspace_id = any (v_workspaces) and e.status = 'processed' and e.compensation_due > 0
    and private.pay_end_week(e.effective_end_date) between p_period_start and v_end
  on conflict (workspace_id, talent_id, period_start) do nothing;
  for v_row in
    select p.id, p.status from public.pay_tracking p
    where p.workspace_id = any (v_workspaces) and p.period_start = p_period_start and p.status not in ('exported', 'paid')
    order by p.id
  loop
    perform public.compute_pay_tracking(v_row.id);
    if v_row.status = 'to_prepare' and exists (select 1 from public.pay_element e where e.pay_tracking_id = v_row.id) then
      update public.pay_tracking set status = 'in_progress' where id = v_row.id;
    end if;
    v_count := v_count + 1;
  end loop;
  perform set_config('renfort.actor', v_previous_actor, true);
  return v_count;
end
$$;

REVOKE ALL ON FUNCTION public.compute_pay_period(p_period_start date, p_period_end date) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.compute_pay_period(p_period_start date, p_period_end date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.compute_pay_period(p_period_start date, p_period_end date) TO authenticated;
GRANT ALL ON FUNCTION public.compute_pay_period(p_period_start date, p_period_end date) TO service_role;

-- Recomputes one pay line from its talent's validated timesheets: its elements (replaced) and its totals.
CREATE FUNCTION public.compute_pay_tracking(p_pay_tracking_id uuid) RETURNS public.pay_tracking
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_pay public.pay_tracking;
  v_key record;
  v_base numeric;
  v_ifm numeric;
  v_weeks uuid[];
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  select p.* into v_pay from public.pay_tracking p where p.id = p_pay_tracking_id;
  if v_pay.id is null or not (private.is_system() or v_pay.workspace_id = any (private.current_workspace_ids())) then
    perform private.fail('Paie introuvable', 'pay_tracking_not_found', '42501');
  end if;
  if not (private.is_system() or v_previous_actor = 'system' or private.may('pay.compute')) then
    perform private.fail('Seule la comptabilité peut calculer la paie', 'pay_tracking_compute_role', '42501');
  end if;
  if v_pay.status in ('exported', 'paid') and not private.is_system() then
    perform private.fail('La paie de cette période est exportée : elle n''est plus modifiable (passez-la en régularisation pour la corriger)',
                         'pay_tracking_exported_locked');
  end if;

  perform set_config('renfort.actor', 'system', true);
  delete from public.pay_element e where e.pay_tracking_id = v_pay.id;
  insert into public.pay_element (workspace_id, pay_tracking_id, position, contract_key, code, label, category, quantity, rate, amount,
                                  timesheet_week_ids, timesheet_day_ids)
  select v_pay.workspace_id, v_pay.id, l.sort, l.contract_key, l.code, l.label, l.category, l.quantity, l.rate, l.amount,
         l.timesheet_week_ids, l.timesheet_day_ids
  from private.pay_lines(v_pay.workspace_id, v_pay.talent_id, v_pay.period_start, v_pay.period_end) l;

  -- IFM and ICCP of each mission whose end falls in a week of this period.
  for v_key in
    select c.*, coalesce(c.definitive_end_date, c.end_date) as last_day
    from public.contract c
    where c.workspace_id = v_pay.workspace_id and c.talent_id = v_pay.talent_id and not c.is_amendment
      and c.contract_type <> 'independent_service' and c.status <> 'canceled'
      and coalesce(c.definitive_end_date, c.end_date) is not null
      and private.pay_end_week(coalesce(c.definitive_end_date, c.end_date)) between v_pay.period_start and v_pay.period_end
    order by c.contract_key
  loop
    select coalesce(sum(l.amount) filter (where private.pay_is_gross(l.category)), 0),
           coalesce((select array_agg(distinct w) from private.pay_lines(v_pay.workspace_id, v_pay.talent_id, '-infinity', v_pay.period_end, array[v_key.contract_key]) l2,
                     unnest(l2.timesheet_week_ids) w), '{}')
      into v_base, v_weeks
    from private.pay_lines(v_pay.workspace_id, v_pay.talent_id, '-infinity', v_pay.period_end, array[v_key.contract_key]) l;
    continue when v_base <= 0 or v_key.contract_type <> 'mission';
    v_ifm := 0;
    if private.pay_ifm_due((select c from public.contract c where c.id = v_key.id)) then
      v_ifm := round(v_base * private.pay_parameter('ifm_rate', v_key.last_day) / 100, 2);
      insert into public.pay_element (workspace_id, pay_tracking_id, position, contract_key, code, label, category, quantity, rate, amount, timesheet_week_ids)
      values (v_pay.workspace_id, v_pay.id, 50, v_key.contract_key, 'IFM', 'Indemnité de fin de mission', 'ifm', v_base,
              private.pay_parameter('ifm_rate', v_key.last_day) / 100, v_ifm, v_weeks);
    end if;
    insert into public.pay_element (workspace_id, pay_tracking_id, position, contract_key, code, label, category, quantity, rate, amount, timesheet_week_ids)
    values (v_pay.workspace_id, v_pay.id, 51, v_key.contract_key, 'ICCP', 'Indemnité compensatrice de congés payés', 'iccp', v_base + v_ifm,
            private.pay_parameter('iccp_rate', v_key.last_day) / 100,
            round((v_base + v_ifm) * private.pay_parameter('iccp_rate', v_key.last_day) / 100, 2), v_weeks);
  end loop;

  -- The wages owed up to the term of a mission ended early without an equivalent new contract
  -- (L1251-26, IFM included: definitive_end_request.compensation_due), paid with the pay of the
  -- week the mission ended in, like its IFM; wages, so subject to contributions.
  insert into public.pay_element (workspace_id, pay_tracking_id, position, contract_key, code, label, category, quantity, rate, amount)
  select v_pay.workspace_id, v_pay.id, 52, e.contract_key, 'IND_RUPTURE_L1251_26',
         'Rémunération due jusqu''au terme (rupture anticipée, L1251-26, IFM comprise)', 'bonus_subject', 1, e.compensation_due, e.compensation_due
  from public.definitive_end_request e
  where e.workspace_id = v_pay.workspace_id and e.talent_id = v_pay.talent_id and e.status = 'processed' and e.compensation_due > 0
    and private.pay_end_week(e.effective_end_date) between v_pay.period_start and v_pay.period_end;

  -- Referral bonuses paid through payroll: claimed by the first pay of the referrer computed after
  -- the approval, then subject to contributions like the mission's bonuses (article L242-1 of the
  -- Code de la sécurité sociale: any sum paid in return for work or on the occasion of it).
  perform set_config('renfort.actor', 'system', true);
  update public.cooptation k set paid_in_pay_tracking_id = v_pay.id
  from private.pay_referral_bonuses(array[v_pay.workspace_id], v_pay.talent_id, v_pay.period_end) b
  where k.id = b.id and k.paid_in_pay_tracking_id is null;
  insert into public.pay_element (workspace_id, pay_tracking_id, position, code, label, category, quantity, rate, amount)
  select v_pay.workspace_id, v_pay.id, 35, 'PRIME_COOPTATION',
         'Prime de cooptation : ' || concat_ws(' ', t.first_name, t.last_name), 'bonus_subject', 1, k.bonus_amount, k.bonus_amount
  from public.cooptation k join public.talent t on t.id = k.coopted_id
  where k.paid_in_pay_tracking_id = v_pay.id and k.status in ('approved', 'paid');

  -- Advances paid for the months of the period (and not deducted by another pay).
  insert into public.pay_element (workspace_id, pay_tracking_id, position, code, label, category, quantity, amount, advance_payment_request_ids)
  select v_pay.workspace_id, v_pay.id, 81, 'ACOMPTE', 'Acomptes versés', 'deduction', count(*), sum(coalesce(a.approved_amount, a.requested_amount)),
         array_agg(a.id order by a.paid_at, a.id)
  from public.advance_payment_request a
  where a.id = any (private.pay_withheld_advance_ids(v_pay))
  having count(*) > 0;

  update public.pay_tracking p
  set hours_normal = t.hn, hours_ot25 = t.hs25, hours_ot50 = t.hs50, night_hours = h.night, sunday_hours = h.sunday, holiday_hours = h.holiday,
      gross_base = t.base, gross_overtime = t.overtime, majorations_amount = t.majorations, bonuses_subject = t.bonuses,
      allowances_not_subject = t.allowances, ifm_amount = t.ifm, iccp_amount = t.iccp,
      gross_total = t.base + t.overtime + t.majorations + t.bonuses + t.ifm + t.iccp,
      advances_deducted = t.advances, meal_voucher_employee_share = t.vouchers,
      contract_keys = coalesce(k.keys, '{}'), company_ids = coalesce(k.companies, '{}'), owner_ids = coalesce(k.owners, '{}'),
      computed_at = now()
  from (
    select coalesce(sum(e.quantity) filter (where e.code = 'HN'), 0) as hn,
           coalesce(sum(e.quantity) filter (where e.code = 'HS25'), 0) as hs25,
           coalesce(sum(e.quantity) filter (where e.code = 'HS50'), 0) as hs50,
           coalesce(sum(e.amount) filter (where e.category in ('hours', 'paid_absence')), 0) as base,
           coalesce(sum(e.amount) filter (where e.category = 'overtime'), 0) as overtime,
           coalesce(sum(e.amount) filter (where e.category = 'majoration'), 0) as majorations,
           coalesce(sum(e.amount) filter (where e.category = 'bonus_subject'), 0) as bonuses,
           coalesce(sum(e.amount) filter (where e.category = 'allowance'), 0) as allowances,
           coalesce(sum(e.amount) filter (where e.category = 'ifm'), 0) as ifm,
           coalesce(sum(e.amount) filter (where e.category = 'iccp'), 0) as iccp,
           coalesce(sum(e.amount) filter (where e.code = 'ACOMPTE'), 0) as advances,
           coalesce(sum(e.amount) filter (where e.code = 'TR_PART_SALARIALE'), 0) as vouchers
    from public.pay_element e where e.pay_tracking_id = v_pay.id
  ) t
  cross join private.pay_special_hours(v_pay.workspace_id, v_pay.talent_id, v_pay.period_start, v_pay.period_end) h
  left join lateral (
    select array_agg(distinct c.contract_key) as keys,
           array_agg(distinct c.company_id) filter (where c.company_id is not null) as companies,
           array_agg(distinct c.owner_id) filter (where c.owner_id is not null) as owners
    from public.contract c
    where c.workspace_id = v_pay.workspace_id and not c.is_amendment
      and c.contract_key in (select e.contract_key from public.pay_element e where e.pay_tracking_id = v_pay.id)
  ) k on true
  where p.id = v_pay.id
  returning p.* into v_pay;
  perform set_config('renfort.actor', v_previous_actor, true);
  return v_pay;
end
$$;

REVOKE ALL ON FUNCTION public.compute_pay_tracking(p_pay_tracking_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.compute_pay_tracking(p_pay_tracking_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.compute_pay_tracking(p_pay_tracking_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.compute_pay_tracking(p_pay_tracking_id uuid) TO service_role;

-- The payroll export (docs/payroll-export.md), deducting the acomptes of each batch it writes.
CREATE FUNCTION public.export_pay_period(p_period_start date) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_workspace uuid;
  v_batch uuid;
  v_batches uuid[] := '{}';
  v_exported integer := 0;
  v_left integer;
  v_left_out jsonb;
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  if not private.may('pay.export') then
    perform private.fail('Seule la comptabilité peut exporter la paie', 'pay_export_role', '42501');
  end if;
  if not exists (select 1 from public.pay_tracking p where p.workspace_id = any (private.current_workspace_ids())
                 and p.period_start = p_period_start and p.status = 'controlled') then
    perform private.fail(format('Aucune paie contrôlée à exporter pour la période du %s', private.fr_date(p_period_start)), 'pay_export_nothing');
  end if;

  -- A controlled pay that does not withhold the acomptes paid for its month (paid after its
  -- computation by an import, or before the payment recomputed the pay) is computed again first:
  -- the file withholds every acompte it marks « Déduite sur paie » (docs/payroll-export.md, ACOMPTE).
  perform set_config('renfort.actor', 'system', true);
  perform public.compute_pay_tracking(p.id)
  from public.pay_tracking p
  where p.workspace_id = any (private.current_workspace_ids()) and p.period_start = p_period_start and p.status = 'controlled'
    and private.pay_withheld_advance_ids(p) <> (
      select coalesce(array_agg(x order by x), '{}') from public.pay_element e, unnest(e.advance_payment_request_ids) x
      where e.pay_tracking_id = p.id and e.code = 'ACOMPTE');
  perform set_config('renfort.actor', v_previous_actor, true);

  -- The controlled pays without any element: nothing to write for them in the file.
  select coalesce(jsonb_agg(jsonb_build_object(
           'pay_tracking_id', p.id,
           'talent_id', p.talent_id,
           'talent_name', concat_ws(' ', t.first_name, t.last_name),
           'reason', 'Aucun élément de paie calculé : recalculez la paie (relevés validés de la période) avant de l''exporter')
           order by t.last_name, t.first_name, p.id), '[]'::jsonb)
    into v_left_out
  from public.pay_tracking p
  join public.talent t on t.id = p.talent_id
  where p.workspace_id = any (private.current_workspace_ids()) and p.period_start = p_period_start and p.status = 'controlled'
    and not exists (select 1 from public.pay_element e where e.pay_tracking_id = p.id);

  for v_workspace in
    select distinct p.workspace_id from public.pay_tracking p
    where p.workspace_id = any (private.current_workspace_ids()) and p.period_start = p_period_start and p.status = 'controlled'
      and exists (select 1 from public.pay_element e where e.pay_tracking_id = p.id)
  loop
    insert into public.pay_export_batch (workspace_id, period_start, period_end, row_count, gross_total, exported_by)
    select v_workspace, p_period_start, max(p.period_end), count(*), sum(p.gross_total), auth.uid()
    from public.pay_tracking p
    where p.workspace_id = v_workspace and p.period_start = p_period_start and p.status = 'controlled'
      and exists (select 1 from public.pay_element e where e.pay_tracking_id = p.id)
    returning id into v_batch;
    v_batches := v_batches || v_batch;
    perform set_config('renfort.status_comment', 'Export de paie de la période', true);
    update public.pay_tracking p set status = 'exported', payroll_export_batch_id = v_batch
    where p.workspace_id = v_workspace and p.period_start = p_period_start and p.status = 'controlled'
      and exists (select 1 from public.pay_element e where e.pay_tracking_id = p.id);
    perform set_config('renfort.status_comment', '', true);
    perform set_config('renfort.actor', 'system', true);
    update public.timesheet_week w set status = 'exported'
    where w.status = 'validated' and w.id in (
      select unnest(e.timesheet_week_ids) from public.pay_element e join public.pay_tracking p on p.id = e.pay_tracking_id
      where p.payroll_export_batch_id = v_batch);
    perform private.deduct_exported_advances(v_batch);
    perform private.pay_exported_referral_bonuses(v_batch);
    perform set_config('renfort.actor', v_previous_actor, true);
  end loop;
  select count(*) into v_exported from public.pay_tracking p where p.payroll_export_batch_id = any (v_batches);
  select count(*) into v_left from public.pay_tracking p
  where p.workspace_id = any (private.current_workspace_ids()) and p.period_start = p_period_start and p.status not in ('exported', 'paid');
  return jsonb_build_object('exported', v_exported, 'not_exported', v_left, 'batch_ids', to_jsonb(v_batches),
                            'left_out', v_left_out);
end
$$;

REVOKE ALL ON FUNCTION public.export_pay_period(p_period_start date) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.export_pay_period(p_period_start date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.export_pay_period(p_period_start date) TO authenticated;
GRANT ALL ON FUNCTION public.export_pay_period(p_period_start date) TO service_role;

-- The pay cut-off banner: the period, its cut-off date and the contracts with weeks not signed yet
-- (docs/rules/pay.md, clôture de paie).
CREATE FUNCTION public.pay_cutoff_status(p_today date DEFAULT private.paris_today()) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with params as (
    select coalesce(private.pay_parameter('pay_cutoff_day', p_today), 2)::integer as cutoff_day
  ),
  period as (
    select case when extract(day from p_today) <= pa.cutoff_day
                then (date_trunc('month', p_today) - interval '1 month')::date
                else date_trunc('month', p_today)::date end as period_start,
           pa.cutoff_day
    from params pa
  ),
  bounds as (
    select pe.period_start, (pe.period_start + interval '1 month - 1 day')::date as period_end,
           (pe.period_start + interval '1 month' + make_interval(days => pe.cutoff_day - 1))::date as cutoff_date
    from period pe
  ),
  missing as (
    select c.id, c.contract_key, c.talent_id, c.company_id, array_agg(wk.monday order by wk.monday) as weeks
    from bounds b
    join public.contract c
      on not c.is_amendment and c.contract_type <> 'independent_service' and c.status in ('active', 'ended', 'terminated_early')
     and c.workspace_id = any (private.current_workspace_ids())
     and c.start_date <= least(b.period_end, p_today) and coalesce(c.definitive_end_date, c.end_date, 'infinity'::date) >= b.period_start
    cross join lateral (
      select g::date as monday
      from generate_series(
        (greatest(b.period_start, c.start_date) - (extract(isodow from greatest(b.period_start, c.start_date))::integer - 1))::timestamp,
        least(b.period_end, p_today, coalesce(c.definitive_end_date, c.end_date, 'infinity'::date))::timestamp, interval '7 days') g
    ) wk
    where wk.monday between b.period_start and b.period_end
      and not exists (select 1 from public.timesheet_week w
                      where w.workspace_id = c.workspace_id and w.contract_key = c.contract_key and w.week_start = wk.monday
                        and w.status in ('signed', 'validated', 'exported', 'invoiced'))
    group by c.id, c.contract_key, c.talent_id, c.company_id
  )
  select jsonb_build_object(
    'period_start', b.period_start,
    'period_end', b.period_end,
    'cutoff_date', b.cutoff_date,
    'days_left', b.cutoff_date - p_today,
    'contract_count', (select count(*) from missing),
    'contracts', coalesce((
      select jsonb_agg(jsonb_build_object(
               'contract_id', m.id, 'contract_key', m.contract_key,
               'talent_id', m.talent_id, 'talent_name', concat_ws(' ', t.first_name, t.last_name),
               'company_id', m.company_id, 'company_name', co.name, 'weeks', to_jsonb(m.weeks))
             order by co.name, t.last_name, m.contract_key)
      from missing m left join public.talent t on t.id = m.talent_id left join public.company co on co.id = m.company_id), '[]'::jsonb)
  )
  from bounds b
$$;

REVOKE ALL ON FUNCTION public.pay_cutoff_status(p_today date) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.pay_cutoff_status(p_today date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.pay_cutoff_status(p_today date) TO authenticated;
GRANT ALL ON FUNCTION public.pay_cutoff_status(p_today date) TO service_role;

-- The lines of a period's payroll file: one per talent, element code and rate, from the exported…
CREATE FUNCTION public.pay_export_lines(p_period_start date) RETURNS TABLE(talent_id uuid, last_name text, first_name text, period_start date, period_end date, code text, label text, category public.pay_element_category, quantity numeric, rate numeric, amount numeric, contract_keys text, batch_id uuid, employee_number text)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if not private.may('pay.export') then
    perform private.fail('Seule la comptabilité peut exporter la paie', 'pay_export_role', '42501');
  end if;
  return query
  select p.talent_id, t.last_name, t.first_name, p.period_start, p.period_end, e.code, min(e.label), e.category,
         sum(e.quantity), e.rate, sum(e.amount), string_agg(distinct e.contract_key, ' '), p.payroll_export_batch_id,
         t.employee_number
  from public.pay_tracking p
  join public.talent t on t.id = p.talent_id
  join public.pay_element e on e.pay_tracking_id = p.id
  where p.period_start = p_period_start and p.status in ('exported', 'paid')
  group by p.talent_id, t.last_name, t.first_name, t.employee_number, p.period_start, p.period_end, e.code, e.category, e.rate, p.payroll_export_batch_id
  order by t.last_name, t.first_name, p.talent_id, min(e.position), e.code, e.rate;
end
$$;

REVOKE ALL ON FUNCTION public.pay_export_lines(p_period_start date) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.pay_export_lines(p_period_start date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.pay_export_lines(p_period_start date) TO authenticated;
GRANT ALL ON FUNCTION public.pay_export_lines(p_period_start date) TO service_role;

-- The missions of a period's exported pays, one line per contract (all its versions), with what
-- the DSN's contract block and its end-of-contract event need and the payroll lines do not carry
-- (docs/payroll-export.md, « Missions »): the dates, the motif de recours, the job with its PCS-ESE
-- code and qualification, the client's establishment (SIRET) and the place of work, then the
-- mission's hours, gross, IFM and ICCP in the period (the pay elements of that contract), and the
-- end of the contract when it falls in the period. Read as the caller (row-level security), for
-- who may export the pay.
CREATE FUNCTION public.pay_export_missions(p_period_start date) RETURNS TABLE(talent_id uuid, last_name text, first_name text, period_start date, period_end date, contract_key text, amendment_number smallint, contract_type public.contract_type, start_date date, planned_end_date date, contract_reason public.contract_reason, contract_reason_justification text, replaced_employee text, job_name text, pcs_ese_code text, qualification_level text, employee_status public.employee_status, weekly_hours numeric, hourly_wage numeric, company_name text, company_siren text, site_siret text, work_place text, work_postal_code text, work_city text, hours numeric, gross numeric, allowances numeric, ifm numeric, iccp numeric, end_date date, end_reason public.definitive_end_reason, end_initiator public.definitive_end_initiator, batch_id uuid, employee_number text)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if not private.may('pay.export') then
    perform private.fail('Seule la comptabilité peut exporter la paie', 'pay_export_role', '42501');
  end if;
  return query
  with elements as (
    select p.talent_id, p.period_start, p.period_end, p.payroll_export_batch_id, p.workspace_id, e.contract_key,
           sum(e.quantity) filter (where e.category in ('hours', 'overtime')) as hours,
           sum(e.amount) filter (where e.category in ('hours', 'overtime', 'majoration', 'paid_absence', 'bonus_subject')) as gross,
           sum(e.amount) filter (where e.category = 'allowance') as allowances,
           sum(e.amount) filter (where e.category = 'ifm') as ifm,
           sum(e.amount) filter (where e.category = 'iccp') as iccp
    from public.pay_tracking p
    join public.pay_element e on e.pay_tracking_id = p.id
    where p.period_start = p_period_start and p.status in ('exported', 'paid') and e.contract_key is not null
    group by p.talent_id, p.period_start, p.period_end, p.payroll_export_batch_id, p.workspace_id, e.contract_key
  )
  select x.talent_id, t.last_name, t.first_name, x.period_start, x.period_end, x.contract_key,
         -- the planned end: the term, or for an imprecise term (no end date) the last day of its
         -- minimum duration, as the DPAE declares it (private.dpae_declaration)
         l.amendment_number, f.contract_type, f.start_date,
         coalesce(l.end_date, private.contract_last_day(f.start_date, null, null, l.minimum_duration_days)), f.contract_reason,
         f.contract_reason_justification, nullif(concat_ws(', ', f.replaced_employee, f.replaced_employee_qualification), ''), l.job_name, j.pcs_ese_code, l.qualification_level,
         l.employee_status, l.working_hours, l.hourly_wage, co.name, co.siren,
         -- the client's establishment: the order's, else the company's only active one
         coalesce(ag.siret, (select min(o.siret) from public.agency o
                              where o.company_id = l.company_id and o.status = 'active' and o.siret is not null
                              having count(*) = 1)),
         a.formatted, a.postal_code,
         a.city, coalesce(x.hours, 0), coalesce(x.gross, 0), coalesce(x.allowances, 0), coalesce(x.ifm, 0),
         coalesce(x.iccp, 0),
         -- the contract's end (the early end, or its term) on the pay that closes it: the one of
         -- the period it falls in, or the one that pays its end-of-contract indemnities (its last
         -- week belongs to the period of its Monday)
         case when e.closes then coalesce(l.definitive_end_date, l.end_date) end,
         case when e.closes then coalesce(l.definitive_end_reason, 'term_reached') end,
         case when e.closes and l.definitive_end_date is not null then l.definitive_end_initiator end,
         x.payroll_export_batch_id, t.employee_number
  from elements x
  join public.talent t on t.id = x.talent_id
  -- the first version gives the hiring (start, motif); the latest signed one what is in force
  cross join lateral (
    select c.* from public.contract c
    where c.workspace_id = x.workspace_id and c.contract_key = x.contract_key and c.status <> 'canceled'
    order by c.amendment_number, c.created_at limit 1) f
  cross join lateral (
    select c.* from public.contract c
    where c.workspace_id = x.workspace_id and c.contract_key = x.contract_key
      and c.status in ('signed', 'active', 'ended', 'terminated_early')
    order by c.amendment_number desc, c.created_at desc limit 1) l
  left join public.job j on j.id = l.job_id
  left join public.company co on co.id = l.company_id
  left join public.address a on a.id = l.address_id
  left join public.mission mi on mi.id = l.mission_id
  left join public.agency ag on ag.id = mi.agency_id
  cross join lateral (
    select coalesce(l.definitive_end_date, l.end_date) between x.period_start and x.period_end
           or coalesce(x.ifm, 0) > 0 or coalesce(x.iccp, 0) > 0 as closes) e
  order by t.last_name, t.first_name, x.talent_id, f.start_date, x.contract_key;
end
$$;

REVOKE ALL ON FUNCTION public.pay_export_missions(p_period_start date) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.pay_export_missions(p_period_start date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.pay_export_missions(p_period_start date) TO authenticated;
GRANT ALL ON FUNCTION public.pay_export_missions(p_period_start date) TO service_role;

-- A pay line's net estimate (docs/rules/pay.md#pay-tracking), read as the caller: no row for a
-- line they do not read (RLS). The server's engine net of the line's gross total
-- (public.pay_engine_net, computed by the pay-net Edge Function), plus the allowances not subject
-- to contributions, minus the advances deducted and the meal-voucher share; net_before_tax and
-- estimated_net stay null while the server has not computed the net of this gross (a line
-- computed again since). The pay line's page shows it, never computes it.
CREATE FUNCTION public.pay_tracking_net_estimate(p_pay_tracking_id uuid) RETURNS TABLE(pay_tracking_id uuid, talent_id uuid, month date, gross_total numeric, net_before_tax numeric, estimated_net numeric, computed_at timestamp with time zone)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select p.id, p.talent_id, date_trunc('month', p.period_start)::date, p.gross_total, x.net,
         round(x.net + p.allowances_not_subject - p.advances_deducted - p.meal_voucher_employee_share, 2),
         n.computed_at
  from public.pay_tracking p
  left join public.pay_engine_net n
    on n.talent_id = p.talent_id and n.month = date_trunc('month', p.period_start)::date and n.gross = p.gross_total
  cross join lateral (select case when p.gross_total <= 0 then 0::numeric else n.net end as net) x
  where p.id = p_pay_tracking_id
$$;

REVOKE ALL ON FUNCTION public.pay_tracking_net_estimate(p_pay_tracking_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.pay_tracking_net_estimate(p_pay_tracking_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.pay_tracking_net_estimate(p_pay_tracking_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.pay_tracking_net_estimate(p_pay_tracking_id uuid) TO service_role;

-- Counts per status of the caller's pay lines (a period, or all), for the list's quick filters.
CREATE FUNCTION public.pay_tracking_status_counts(p_period_start date DEFAULT NULL::date) RETURNS TABLE(status public.pay_tracking_status, count bigint)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select p.status, count(*) from public.pay_tracking p
  where p_period_start is null or p.period_start = p_period_start
  group by p.status
$$;

REVOKE ALL ON FUNCTION public.pay_tracking_status_counts(p_period_start date) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.pay_tracking_status_counts(p_period_start date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.pay_tracking_status_counts(p_period_start date) TO authenticated;
GRANT ALL ON FUNCTION public.pay_tracking_status_counts(p_period_start date) TO service_role;

-- Records the net the server's pay engine computed for a talent's gross of a month (the pay-net
-- Edge Function, after reading that gross as its caller): the service role only — a browser
-- never writes a net the database trusts. The talent's workspace is the row's; the same gross
-- computed again is updated (a newer version of the rules).
CREATE FUNCTION public.record_pay_engine_net(p_talent_id uuid, p_month date, p_gross numeric, p_net numeric) RETURNS public.pay_engine_net
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  insert into public.pay_engine_net (talent_id, month, gross, workspace_id, net)
  select t.id, date_trunc('month', p_month)::date, p_gross, t.workspace_id, p_net
  from public.talent t where t.id = p_talent_id
  on conflict (talent_id, month, gross) do update set net = excluded.net, computed_at = now()
  returning *
$$;

REVOKE ALL ON FUNCTION public.record_pay_engine_net(p_talent_id uuid, p_month date, p_gross numeric, p_net numeric) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.record_pay_engine_net(p_talent_id uuid, p_month date, p_gross numeric, p_net numeric) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_pay_engine_net(p_talent_id uuid, p_month date, p_gross numeric, p_net numeric) TO service_role;
