-- Timesheets: weeks, days, contests and signature rounds.
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

-- ## Types

CREATE TYPE public.absence_type AS ENUM (
    'none',
    'unjustified',
    'sick',
    'work_accident',
    'weather',
    'leave',
    'training',
    'public_holiday'
);

CREATE TYPE public.day_meal AS ENUM (
    'none',
    'meal_allowance',
    'meal_voucher'
);

CREATE TYPE public.pay_tracking_status AS ENUM (
    'to_prepare',
    'in_progress',
    'to_control',
    'controlled',
    'exported',
    'paid',
    'anomaly',
    'regularization'
);

-- Weekly timesheets (timesheet_week + timesheet_day) with the legal hour limits, the customer signature link…
CREATE TYPE public.timesheet_status AS ENUM (
    'draft',
    'pending_signature',
    'signed',
    'disputed',
    'validated',
    'exported',
    'invoiced',
    'canceled',
    'signature_expired'
);

-- ## Tables

-- The hours of one contract_key over one ISO week, signed by the client.
CREATE TABLE public.timesheet_week (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    contract_id uuid NOT NULL,
    contract_key text NOT NULL,
    talent_id uuid NOT NULL,
    company_id uuid,
    week_start date NOT NULL,
    iso_year smallint GENERATED ALWAYS AS ((EXTRACT(isoyear FROM week_start))::smallint) STORED,
    iso_week smallint GENERATED ALWAYS AS ((EXTRACT(week FROM week_start))::smallint) STORED,
    status public.timesheet_status DEFAULT 'draft'::public.timesheet_status NOT NULL,
    status_changed_at timestamp with time zone,
    total_hours numeric(5,2) DEFAULT 0 NOT NULL,
    hours_normal numeric(5,2) DEFAULT 0 NOT NULL,
    hours_ot25 numeric(5,2) DEFAULT 0 NOT NULL,
    hours_ot50 numeric(5,2) DEFAULT 0 NOT NULL,
    night_hours numeric(5,2) DEFAULT 0 NOT NULL,
    comment text,
    signer_contact_id uuid,
    signature_token_hash text,
    signature_token_expires_at timestamp with time zone,
    signature_token_used_at timestamp with time zone,
    signature_sent_at timestamp with time zone,
    signer_name text,
    signer_email text,
    signed_at timestamp with time zone,
    signature_image text,
    signature_ip text,
    signature_user_agent text,
    document_hash text,
    dispute_reason text,
    pdf_file text,
    validated_by uuid,
    validated_at timestamp with time zone,
    exported_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    owner_id uuid,
    signature_round smallint DEFAULT 1 NOT NULL,
    reminder_sent_at timestamp with time zone,
    escalated_at timestamp with time zone,
    escalated_to_contact_id uuid,
    pdf_sha256 text,
    CONSTRAINT timesheet_week_max_hours CHECK (((total_hours >= (0)::numeric) AND (total_hours <= (48)::numeric))),
    CONSTRAINT timesheet_week_monday CHECK ((EXTRACT(isodow FROM week_start) = (1)::numeric)),
    CONSTRAINT timesheet_week_signature_image_size CHECK (((signature_image IS NULL) OR (char_length(signature_image) <= 500000))),
    CONSTRAINT timesheet_week_pkey PRIMARY KEY (id),
    CONSTRAINT timesheet_week_token_hash_unique UNIQUE (signature_token_hash),
    CONSTRAINT timesheet_week_unique UNIQUE (workspace_id, contract_key, week_start)
);

ALTER TABLE ONLY public.timesheet_week
    ADD CONSTRAINT timesheet_week_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.timesheet_week
    ADD CONSTRAINT timesheet_week_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.timesheet_week
    ADD CONSTRAINT timesheet_week_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.timesheet_week
    ADD CONSTRAINT timesheet_week_escalated_to_contact_id_fkey FOREIGN KEY (escalated_to_contact_id) REFERENCES public.contact(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.timesheet_week
    ADD CONSTRAINT timesheet_week_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.team_member(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.timesheet_week
    ADD CONSTRAINT timesheet_week_signer_contact_id_fkey FOREIGN KEY (signer_contact_id) REFERENCES public.contact(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.timesheet_week
    ADD CONSTRAINT timesheet_week_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.timesheet_week
    ADD CONSTRAINT timesheet_week_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.timesheet_week
    ADD CONSTRAINT timesheet_week_validated_by_fkey FOREIGN KEY (validated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.timesheet_week
    ADD CONSTRAINT timesheet_week_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.timesheet_week FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.timesheet_week TO authenticated;
GRANT ALL ON TABLE public.timesheet_week TO service_role;

-- The client's reason for each contested day of a round…
CREATE TABLE public.timesheet_contest (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    timesheet_week_id uuid NOT NULL,
    round smallint NOT NULL,
    day_date date NOT NULL,
    reason text NOT NULL,
    signer_name text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT timesheet_contest_reason CHECK (((char_length(btrim(reason)) >= 1) AND (char_length(btrim(reason)) <= 2000))),
    CONSTRAINT timesheet_contest_round CHECK ((round >= 1)),
    CONSTRAINT timesheet_contest_pkey PRIMARY KEY (id),
    CONSTRAINT timesheet_contest_unique UNIQUE (timesheet_week_id, round, day_date)
);

ALTER TABLE ONLY public.timesheet_contest
    ADD CONSTRAINT timesheet_contest_timesheet_week_id_fkey FOREIGN KEY (timesheet_week_id) REFERENCES public.timesheet_week(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.timesheet_contest
    ADD CONSTRAINT timesheet_contest_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.timesheet_contest FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE ON TABLE public.timesheet_contest TO authenticated;
GRANT ALL ON TABLE public.timesheet_contest TO service_role;

-- One day of a week (times, breaks, hours, absence, meal).
CREATE TABLE public.timesheet_day (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    timesheet_week_id uuid NOT NULL,
    date date NOT NULL,
    start_time time without time zone,
    end_time time without time zone,
    break_minutes smallint DEFAULT 0 NOT NULL,
    worked_hours numeric(4,2) DEFAULT 0 NOT NULL,
    night_hours numeric(4,2) DEFAULT 0 NOT NULL,
    absence_type public.absence_type DEFAULT 'none'::public.absence_type NOT NULL,
    meal public.day_meal DEFAULT 'none'::public.day_meal NOT NULL,
    comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT timesheet_day_break CHECK (((break_minutes >= 0) AND (break_minutes <= 600))),
    CONSTRAINT timesheet_day_max_hours CHECK (((worked_hours >= (0)::numeric) AND (worked_hours <= (12)::numeric))),
    CONSTRAINT timesheet_day_night_hours CHECK (((night_hours >= (0)::numeric) AND (night_hours <= worked_hours))),
    CONSTRAINT timesheet_day_times_pair CHECK (((start_time IS NULL) = (end_time IS NULL))),
    CONSTRAINT timesheet_day_pkey PRIMARY KEY (id),
    CONSTRAINT timesheet_day_unique UNIQUE (timesheet_week_id, date)
);

ALTER TABLE ONLY public.timesheet_day
    ADD CONSTRAINT timesheet_day_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.timesheet_day
    ADD CONSTRAINT timesheet_day_timesheet_week_id_fkey FOREIGN KEY (timesheet_week_id) REFERENCES public.timesheet_week(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.timesheet_day
    ADD CONSTRAINT timesheet_day_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.timesheet_day
    ADD CONSTRAINT timesheet_day_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.timesheet_day FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.timesheet_day TO authenticated;
GRANT ALL ON TABLE public.timesheet_day TO service_role;

-- The week as it was when a round ended (contested or signed), with its days…
CREATE TABLE public.timesheet_week_round (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    timesheet_week_id uuid NOT NULL,
    round smallint NOT NULL,
    outcome public.timesheet_status NOT NULL,
    total_hours numeric(5,2) NOT NULL,
    days jsonb DEFAULT '[]'::jsonb NOT NULL,
    dispute_reason text,
    signer_name text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT timesheet_week_round_pkey PRIMARY KEY (id),
    CONSTRAINT timesheet_week_round_unique UNIQUE (timesheet_week_id, round)
);

ALTER TABLE ONLY public.timesheet_week_round
    ADD CONSTRAINT timesheet_week_round_timesheet_week_id_fkey FOREIGN KEY (timesheet_week_id) REFERENCES public.timesheet_week(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.timesheet_week_round
    ADD CONSTRAINT timesheet_week_round_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.timesheet_week_round FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE ON TABLE public.timesheet_week_round TO authenticated;
GRANT ALL ON TABLE public.timesheet_week_round TO service_role;

-- ## Indexes
-- Unless a line says otherwise, an index covers a foreign key (the joins, and the parent's deletes
-- that check it), named <table>_<column>_idx, or starts with one and adds the columns a list filters
-- and sorts by within it (<table>_<columns>_idx).

CREATE INDEX timesheet_contest_week_idx ON public.timesheet_contest USING btree (timesheet_week_id, round);

CREATE INDEX timesheet_contest_workspace_id_idx ON public.timesheet_contest USING btree (workspace_id);

CREATE INDEX timesheet_day_created_by_idx ON public.timesheet_day USING btree (created_by);

CREATE INDEX timesheet_day_updated_by_idx ON public.timesheet_day USING btree (updated_by);

CREATE INDEX timesheet_day_workspace_id_idx ON public.timesheet_day USING btree (workspace_id);

CREATE INDEX timesheet_week_company_id_idx ON public.timesheet_week USING btree (company_id);

CREATE INDEX timesheet_week_company_week_idx ON public.timesheet_week USING btree (company_id, week_start);

CREATE INDEX timesheet_week_contract_id_idx ON public.timesheet_week USING btree (contract_id);

CREATE INDEX timesheet_week_created_by_idx ON public.timesheet_week USING btree (created_by);

-- Disputed weeks by the date of the dispute: the action centre's disputed-timesheets rule, from the index.
CREATE INDEX timesheet_week_disputed_cover_idx ON public.timesheet_week USING btree (status_changed_at) INCLUDE (id, workspace_id, contract_key, talent_id, iso_week, contract_id) WHERE (status = 'disputed'::public.timesheet_status);

CREATE INDEX timesheet_week_escalated_to_contact_id_idx ON public.timesheet_week USING btree (escalated_to_contact_id);

-- The timesheets list (/timesheets) reads its weeks newest first, then by contract, then by id…
CREATE INDEX timesheet_week_list_order_idx ON public.timesheet_week USING btree (week_start DESC, contract_key, id, workspace_id);

-- Weeks awaiting signature or disputed, by week start: the action centre's timesheet rules.
CREATE INDEX timesheet_week_open_status_idx ON public.timesheet_week USING btree (week_start) WHERE (status = ANY (ARRAY['pending_signature'::public.timesheet_status, 'disputed'::public.timesheet_status]));

CREATE INDEX timesheet_week_owner_id_idx ON public.timesheet_week USING btree (owner_id, week_start);

CREATE INDEX timesheet_week_round_workspace_id_idx ON public.timesheet_week_round USING btree (workspace_id);

-- Signed weeks by signature date: the key figures' hours signed this week and per week, from the index.
CREATE INDEX timesheet_week_signed_cover_idx ON public.timesheet_week USING btree (signed_at) INCLUDE (workspace_id, total_hours, status, contract_id) WHERE (signed_at IS NOT NULL);

CREATE INDEX timesheet_week_signer_contact_id_idx ON public.timesheet_week USING btree (signer_contact_id);

-- The list's « En attente de signature » tab (signature pending or expired), already in the list's order.
CREATE INDEX timesheet_week_tab_awaiting_idx ON public.timesheet_week USING btree (week_start DESC, contract_key, id, workspace_id) WHERE (status = ANY (ARRAY['pending_signature'::public.timesheet_status, 'signature_expired'::public.timesheet_status]));

-- The list's « Contestés » tab, already in the list's order.
CREATE INDEX timesheet_week_tab_disputed_idx ON public.timesheet_week USING btree (week_start DESC, contract_key, id, workspace_id) WHERE (status = 'disputed'::public.timesheet_status);

-- The timesheets list's tabs (resources/timesheets/constants.ts TAB_FILTERS) read one group of statuses in the list's…
CREATE INDEX timesheet_week_tab_to_fill_idx ON public.timesheet_week USING btree (week_start DESC, contract_key, id, workspace_id) WHERE ((status = 'draft'::public.timesheet_status) AND (total_hours = (0)::numeric));

-- The list's « À envoyer » tab (drafts with hours), already in the list's order.
CREATE INDEX timesheet_week_tab_to_send_idx ON public.timesheet_week USING btree (week_start DESC, contract_key, id, workspace_id) WHERE ((status = 'draft'::public.timesheet_status) AND (total_hours > (0)::numeric));

-- The list's « Signés, à valider » tab, already in the list's order.
CREATE INDEX timesheet_week_tab_to_validate_idx ON public.timesheet_week USING btree (week_start DESC, contract_key, id, workspace_id) WHERE (status = 'signed'::public.timesheet_status);

-- The list's « Validés » tab (validated, exported, invoiced), already in the list's order.
CREATE INDEX timesheet_week_tab_validated_idx ON public.timesheet_week USING btree (week_start DESC, contract_key, id, workspace_id) WHERE (status = ANY (ARRAY['validated'::public.timesheet_status, 'exported'::public.timesheet_status, 'invoiced'::public.timesheet_status]));

CREATE INDEX timesheet_week_talent_id_idx ON public.timesheet_week USING btree (talent_id, week_start);

-- Weeks awaiting signature by week: the unsigned-timesheets rule and the key figures' count, from the index.
CREATE INDEX timesheet_week_unsigned_cover_idx ON public.timesheet_week USING btree (week_start) INCLUDE (id, workspace_id, contract_key, talent_id, iso_week, contract_id) WHERE (status = 'pending_signature'::public.timesheet_status);

CREATE INDEX timesheet_week_updated_by_idx ON public.timesheet_week USING btree (updated_by);

CREATE INDEX timesheet_week_validated_by_idx ON public.timesheet_week USING btree (validated_by);

CREATE INDEX timesheet_week_workspace_status_idx ON public.timesheet_week USING btree (workspace_id, status, week_start) INCLUDE (total_hours, company_id, talent_id, owner_id);

-- ## Triggers
-- Each trigger runs the function of the same purpose; its why is beside the function.

CREATE TRIGGER timesheet_day_audit BEFORE INSERT OR UPDATE ON public.timesheet_day FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER timesheet_day_b_in_contract BEFORE INSERT OR UPDATE ON public.timesheet_day FOR EACH ROW EXECUTE FUNCTION private.check_timesheet_day_in_contract();

CREATE TRIGGER timesheet_day_prepare BEFORE INSERT OR DELETE OR UPDATE ON public.timesheet_day FOR EACH ROW EXECUTE FUNCTION private.prepare_timesheet_day();

CREATE TRIGGER timesheet_day_totals_delete AFTER DELETE ON public.timesheet_day REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.refresh_timesheet_weeks_after_days();

CREATE TRIGGER timesheet_day_totals_insert AFTER INSERT ON public.timesheet_day REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.refresh_timesheet_weeks_after_days();

CREATE TRIGGER timesheet_day_totals_update AFTER UPDATE ON public.timesheet_day REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.refresh_timesheet_weeks_after_days();

-- Named to run after timesheet_day_totals_* (a single week over 48 h keeps its own message).
CREATE TRIGGER timesheet_day_z_talent_limits_insert AFTER INSERT ON public.timesheet_day REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.check_talent_hour_limits();

CREATE TRIGGER timesheet_day_z_talent_limits_update AFTER UPDATE ON public.timesheet_day REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.check_talent_hour_limits();

CREATE TRIGGER timesheet_week_a_owner BEFORE INSERT OR UPDATE ON public.timesheet_week FOR EACH ROW EXECUTE FUNCTION private.set_timesheet_week_owner();

CREATE TRIGGER timesheet_week_audit BEFORE INSERT OR UPDATE ON public.timesheet_week FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

-- Named to fire before timesheet_week_prepare, which requires the validator it finds here.
CREATE TRIGGER timesheet_week_b_default_signer BEFORE INSERT OR UPDATE ON public.timesheet_week FOR EACH ROW EXECUTE FUNCTION private.default_timesheet_week_signer();

CREATE TRIGGER timesheet_week_notify_status AFTER UPDATE OF status ON public.timesheet_week FOR EACH ROW EXECUTE FUNCTION private.notify_timesheet_status();

CREATE TRIGGER timesheet_week_pdf_guard BEFORE UPDATE OF pdf_file, pdf_sha256 ON public.timesheet_week FOR EACH ROW EXECUTE FUNCTION private.guard_timesheet_pdf();

CREATE TRIGGER timesheet_week_planning_done AFTER UPDATE ON public.timesheet_week REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_planning_done();

CREATE TRIGGER timesheet_week_prepare BEFORE INSERT OR UPDATE ON public.timesheet_week FOR EACH ROW EXECUTE FUNCTION private.prepare_timesheet_week();

-- Named to run after timesheet_week_prepare and before timesheet_week_status (alphabetical).
CREATE TRIGGER timesheet_week_q_round BEFORE UPDATE ON public.timesheet_week FOR EACH ROW EXECUTE FUNCTION private.open_timesheet_round();

CREATE TRIGGER timesheet_week_r_signer BEFORE INSERT OR UPDATE ON public.timesheet_week FOR EACH ROW EXECUTE FUNCTION private.check_timesheet_signer();

CREATE TRIGGER timesheet_week_refresh_pay AFTER UPDATE OF status ON public.timesheet_week FOR EACH ROW WHEN ((new.status IS DISTINCT FROM old.status)) EXECUTE FUNCTION private.refresh_pay_after_timesheet();

CREATE TRIGGER timesheet_week_status BEFORE INSERT OR UPDATE ON public.timesheet_week FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'dispute_reason');

CREATE TRIGGER timesheet_week_z_round AFTER UPDATE ON public.timesheet_week FOR EACH ROW EXECUTE FUNCTION private.track_timesheet_round();

-- ## RLS and policies
-- Each policy's name says who may do what; the read and write rules are in docs/rules/roles.md.

ALTER TABLE public.timesheet_contest ENABLE ROW LEVEL SECURITY;

CREATE POLICY "timesheet_contest: matrix roles can select workspace rows" ON public.timesheet_contest FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('timesheet_week'::text, 'select'::public.permission_action) AS can)));

ALTER TABLE public.timesheet_day ENABLE ROW LEVEL SECURITY;

CREATE POLICY "timesheet_day: matrix roles can delete workspace rows" ON public.timesheet_day FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('timesheet_day'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "timesheet_day: matrix roles can insert workspace rows" ON public.timesheet_day FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('timesheet_day'::text, 'insert'::public.permission_action) AS can)));

-- Rows of the caller's workspaces, per the matrix.
CREATE POLICY "timesheet_day: matrix roles can select workspace rows" ON public.timesheet_day FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('timesheet_day'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "timesheet_day: matrix roles can update workspace rows" ON public.timesheet_day FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('timesheet_day'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('timesheet_day'::text, 'update'::public.permission_action) AS can)));

ALTER TABLE public.timesheet_week ENABLE ROW LEVEL SECURITY;

CREATE POLICY "timesheet_week: matrix roles can delete workspace rows" ON public.timesheet_week FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('timesheet_week'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "timesheet_week: matrix roles can insert workspace rows" ON public.timesheet_week FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('timesheet_week'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "timesheet_week: matrix roles can select workspace rows" ON public.timesheet_week FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('timesheet_week'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "timesheet_week: matrix roles can update workspace rows" ON public.timesheet_week FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('timesheet_week'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('timesheet_week'::text, 'update'::public.permission_action) AS can)));

ALTER TABLE public.timesheet_week_round ENABLE ROW LEVEL SECURITY;

CREATE POLICY "timesheet_week_round: matrix roles can select workspace rows" ON public.timesheet_week_round FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('timesheet_week'::text, 'select'::public.permission_action) AS can)));

-- ## Functions

-- The daily (10 h, L3121-18) and weekly (48 h, L3121-20) limits per talent, all contracts together…
CREATE FUNCTION private.check_talent_hour_limits() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_row record;
begin
  if private.is_system() and nullif(current_setting('renfort.actor', true), '') is null then
    return null;
  end if;
  for v_row in
    with touched as (
      select distinct w.talent_id, n.date, w.week_start
      from new_rows n join public.timesheet_week w on w.id = n.timesheet_week_id
    )
    select t.talent_id, t.date, sum(d.worked_hours) as hours, coalesce(private.legal_value('max_daily_hours', t.date), 10) as max_hours
    from touched t
    join public.timesheet_week w on w.talent_id = t.talent_id and w.week_start = t.week_start and w.status <> 'canceled'
    join public.timesheet_day d on d.timesheet_week_id = w.id and d.date = t.date
    group by t.talent_id, t.date
    having sum(d.worked_hours) > coalesce(private.legal_value('max_daily_hours', t.date), 10)
    order by t.date
    limit 1
  loop
    perform private.fail(format('Le talent dépasserait %s h de travail le %s, tous contrats confondus (L3121-18) : %s h saisies',
                                private.fr_decimal(v_row.max_hours), private.fr_date(v_row.date), private.fr_decimal(v_row.hours)),
                         'timesheet_talent_daily_hours');
  end loop;
  for v_row in
    with touched as (
      select distinct w.talent_id, w.week_start
      from new_rows n join public.timesheet_week w on w.id = n.timesheet_week_id
    )
    select t.talent_id, t.week_start, sum(d.worked_hours) as hours,
           coalesce(private.legal_value('max_weekly_hours', t.week_start), 48) as max_hours
    from touched t
    join public.timesheet_week w on w.talent_id = t.talent_id and w.week_start = t.week_start and w.status <> 'canceled'
    join public.timesheet_day d on d.timesheet_week_id = w.id
    group by t.talent_id, t.week_start
    having sum(d.worked_hours) > coalesce(private.legal_value('max_weekly_hours', t.week_start), 48)
    limit 1
  loop
    perform private.fail(format('Le talent dépasserait %s h de travail la semaine du %s, tous contrats confondus (L3121-20) : %s h saisies',
                                private.fr_decimal(v_row.max_hours), private.fr_date(v_row.week_start), private.fr_decimal(v_row.hours)),
                         'timesheet_talent_weekly_hours');
  end loop;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.check_talent_hour_limits() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_talent_hour_limits() TO authenticated;
GRANT ALL ON FUNCTION private.check_talent_hour_limits() TO service_role;

-- The day's check reads the same period (its messages unchanged).
CREATE FUNCTION private.check_timesheet_day_in_contract() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_week public.timesheet_week;
  v_span record;
begin
  if private.is_system() and nullif(current_setting('renfort.actor', true), '') is null then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.date = old.date then
    return new;
  end if;
  select w.* into v_week from public.timesheet_week w where w.id = new.timesheet_week_id;
  select * into v_span from private.contract_period_with_flexibility(v_week.workspace_id, v_week.contract_key);
  if new.date < v_span.first_day or (v_span.last_day is not null and new.date > v_span.last_day) then
    perform private.fail(
      case when v_span.last_day is null
        then format('Le %s est en dehors du contrat, qui commence le %s', private.fr_date(new.date), private.fr_date(v_span.first_day))
        else format('Le %s est en dehors des dates du contrat (du %s au %s, souplesse incluse)',
                    private.fr_date(new.date), private.fr_date(v_span.first_day), private.fr_date(v_span.last_day)) end,
      'timesheet_day_in_contract');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_timesheet_day_in_contract() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_timesheet_day_in_contract() TO authenticated;
GRANT ALL ON FUNCTION private.check_timesheet_day_in_contract() TO service_role;

-- The signer: an active contact of the contract's company with the role « Valideur relevés d'heures »…
CREATE FUNCTION private.check_timesheet_signer() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_signer public.contact;
begin
  if new.status <> 'pending_signature' or new.signer_contact_id is null
     or (tg_op = 'UPDATE' and old.status = 'pending_signature' and new.signer_contact_id is not distinct from old.signer_contact_id) then
    return new;
  end if;
  select ct.* into v_signer from public.contact ct where ct.id = new.signer_contact_id;
  if v_signer.status <> 'active' then
    perform private.fail('Ce contact n''est plus actif et ne peut pas signer de relevé', 'timesheet_week_signer_active');
  end if;
  if v_signer.company_id is distinct from new.company_id then
    perform private.fail('Le valideur doit être un contact de l''entreprise du contrat', 'timesheet_week_signer_company');
  end if;
  if not ('timesheet_signer' = any (v_signer.roles)) then
    perform private.fail(format('%s %s n''est pas autorisé(e) à valider les relevés d''heures (rôle « Valideur relevés d''heures »)',
                                v_signer.first_name, v_signer.last_name), 'timesheet_week_signer_role');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_timesheet_signer() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_timesheet_signer() TO authenticated;
GRANT ALL ON FUNCTION private.check_timesheet_signer() TO service_role;

-- First and last day a timesheet of a contract_key may cover: from the first start of its versions…
CREATE FUNCTION private.contract_period_with_flexibility(p_workspace_id uuid, p_contract_key text) RETURNS TABLE(first_day date, last_day date, term date, flexibility_days integer, definitive_end date)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with versions as (
    select c.start_date, c.end_date, c.definitive_end_date, c.working_days, c.amendment_number
    from public.contract c
    where c.workspace_id = p_workspace_id and c.contract_key = p_contract_key and c.status <> 'canceled'
  ), latest as (
    select (select min(v.start_date) from versions v) as first_day, v.end_date, v.definitive_end_date, v.working_days
    from versions v order by v.amendment_number desc limit 1
  ), flex as (
    select l.*, case when l.definitive_end_date is not null or l.end_date is null then 0
                     else private.contract_flexibility_days(l.first_day, l.end_date, l.working_days) end as n
    from latest l
  )
  select f.first_day,
         case when f.definitive_end_date is not null then f.definitive_end_date
              when f.end_date is null then null
              else coalesce(private.nth_working_day(f.end_date + 1, f.n, f.working_days), f.end_date) end,
         f.end_date, f.n, f.definitive_end_date
  from flex f
$$;

REVOKE ALL ON FUNCTION private.contract_period_with_flexibility(p_workspace_id uuid, p_contract_key text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_period_with_flexibility(p_workspace_id uuid, p_contract_key text) TO authenticated;
GRANT ALL ON FUNCTION private.contract_period_with_flexibility(p_workspace_id uuid, p_contract_key text) TO service_role;

-- The timesheet signature mails: the link shown as "Ouvrir le relevé" in the dev mailbox came from enqueue_mail…
CREATE FUNCTION private.enqueue_mail(p_workspace_id uuid, p_recipient text, p_subject text, p_body text, p_link text, p_type text, p_entity text, p_entity_id uuid) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_id uuid;
begin
  insert into public.mail_outbox (workspace_id, recipient, subject, body, link, kind, entity, entity_id)
  values (p_workspace_id, lower(btrim(p_recipient)), p_subject, p_body, p_link, p_type, p_entity, p_entity_id)
  returning id into v_id;
  return v_id;
end
$$;

REVOKE ALL ON FUNCTION private.enqueue_mail(p_workspace_id uuid, p_recipient text, p_subject text, p_body text, p_link text, p_type text, p_entity text, p_entity_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.enqueue_mail(p_workspace_id uuid, p_recipient text, p_subject text, p_body text, p_link text, p_type text, p_entity text, p_entity_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.enqueue_mail(p_workspace_id uuid, p_recipient text, p_subject text, p_body text, p_link text, p_type text, p_entity text, p_entity_id uuid) TO service_role;

-- The signed PDF's path and hash are written by the document queue (private.document_done_timesheet_week_signed, 22_document_queue.sql) or by SQL functions of the database…
CREATE FUNCTION private.guard_timesheet_pdf() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if (new.pdf_file, new.pdf_sha256) is distinct from (old.pdf_file, old.pdf_sha256)
     and not private.is_system() and current_user in ('anon', 'authenticated') then
    perform private.fail('Le PDF signé d''un relevé ne peut pas être modifié', 'timesheet_week_pdf_locked', '42501');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.guard_timesheet_pdf() FROM PUBLIC;
GRANT ALL ON FUNCTION private.guard_timesheet_pdf() TO authenticated;
GRANT ALL ON FUNCTION private.guard_timesheet_pdf() TO service_role;

-- The system moves planning entries from confirmed to done from the timesheet: when a week's timesheet is signed or validated…
CREATE FUNCTION private.mark_planning_done() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_previous text := coalesce(current_setting('renfort.planning_from_timesheet', true), '');
begin
  perform set_config('renfort.planning_from_timesheet', 'on', true);
  update public.planning_entry e
  set status = 'done'
  from new_rows n
  join old_rows o on o.id = n.id
  join public.timesheet_day d on d.timesheet_week_id = n.id and d.worked_hours > 0
  where n.status in ('signed', 'validated') and o.status not in ('signed', 'validated')
    and e.workspace_id = n.workspace_id and e.contract_key = n.contract_key and e.date = d.date
    and e.status in ('planned', 'confirmed') and e.shift_type <> 'unavailable';
  perform set_config('renfort.planning_from_timesheet', v_previous, true);
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.mark_planning_done() FROM PUBLIC;
GRANT ALL ON FUNCTION private.mark_planning_done() TO authenticated;
GRANT ALL ON FUNCTION private.mark_planning_done() TO service_role;

-- The minutes of a shift inside a night period (docs/rules/timesheets.md#night-hours). The shift
-- runs from p_start to p_end, the next day when p_end is at or before p_start (a night shift, as
-- private.prepare_timesheet_day counts it); the period runs from p_from_hour to p_to_hour, hours
-- since midnight, across midnight when p_to_hour is at or before p_from_hour (21 h – 6 h). Three
-- periods can touch a shift of at most a day: the one that began the evening before (its morning
-- part, 00:00 – 06:00 of the shift's day), the one that begins on the shift's day (21:00 to 06:00
-- the next day), and the next day's (a shift running past 21:00 of the next day).
CREATE FUNCTION private.night_minutes(p_start time without time zone, p_end time without time zone, p_from_hour numeric, p_to_hour numeric) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  with s as (
    select (extract(epoch from p_start) / 60)::integer as a,
           (extract(epoch from p_end) / 60)::integer + case when p_end <= p_start then 24 * 60 else 0 end as b,
           round(p_from_hour * 60)::integer as f,
           round(p_to_hour * 60)::integer + case when p_to_hour <= p_from_hour then 24 * 60 else 0 end as t
  )
  select coalesce(sum(greatest(0, least(s.b, k * 24 * 60 + s.t) - greatest(s.a, k * 24 * 60 + s.f))), 0)::integer
  from s cross join generate_series(-1, 1) as g(k)
$$;

REVOKE ALL ON FUNCTION private.night_minutes(p_start time without time zone, p_end time without time zone, p_from_hour numeric, p_to_hour numeric) FROM PUBLIC;
GRANT ALL ON FUNCTION private.night_minutes(p_start time without time zone, p_end time without time zone, p_from_hour numeric, p_to_hour numeric) TO authenticated;
GRANT ALL ON FUNCTION private.night_minutes(p_start time without time zone, p_end time without time zone, p_from_hour numeric, p_to_hour numeric) TO service_role;

-- The night period of a collective agreement on a day, in hours since midnight: from 21 h to 6 h
-- « à défaut » of an agreement (L3122-2, parameters night_work_start_hour and night_work_end_hour),
-- the agreement's own where a dated parameter night_work_<start|end>_hour_idcc_<IDCC> sets one
-- (bâtiment 1596/1597: 20 h – 6 h for exceptional night work) — resolved as
-- private.pay_majoration resolves the night majoration of the same agreement.
CREATE FUNCTION private.night_window(p_idcc text, p_on date, OUT start_hour numeric, OUT end_hour numeric) RETURNS record
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(case when p_idcc is not null then private.legal_value('night_work_start_hour_idcc_' || p_idcc, p_on) end,
                  private.pay_parameter('night_work_start_hour', p_on), 21),
         coalesce(case when p_idcc is not null then private.legal_value('night_work_end_hour_idcc_' || p_idcc, p_on) end,
                  private.pay_parameter('night_work_end_hour', p_on), 6)
$$;

REVOKE ALL ON FUNCTION private.night_window(p_idcc text, p_on date, OUT start_hour numeric, OUT end_hour numeric) FROM PUBLIC;
GRANT ALL ON FUNCTION private.night_window(p_idcc text, p_on date, OUT start_hour numeric, OUT end_hour numeric) TO authenticated;
GRANT ALL ON FUNCTION private.night_window(p_idcc text, p_on date, OUT start_hour numeric, OUT end_hour numeric) TO service_role;

-- The back office of timesheets (issue 18, items 1, 3, 4 and 7): 1. the client's contest per day…
CREATE FUNCTION private.open_timesheet_round() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'UPDATE' and old.status = 'disputed' and new.status = 'draft' then
    new.signature_round := old.signature_round + 1;
    new.dispute_reason := null;
    new.reminder_sent_at := null;
    new.escalated_at := null;
    new.escalated_to_contact_id := null;
  end if;
  -- A new link (or a week reopened) starts the chasing again.
  if tg_op = 'UPDATE' and (new.signature_sent_at is distinct from old.signature_sent_at
                           or (old.status = 'validated' and new.status = 'draft')) then
    new.reminder_sent_at := null;
    new.escalated_at := null;
    new.escalated_to_contact_id := null;
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.open_timesheet_round() FROM PUBLIC;
GRANT ALL ON FUNCTION private.open_timesheet_round() TO authenticated;
GRANT ALL ON FUNCTION private.open_timesheet_round() TO service_role;

-- Validates a pay line: dates, the timesheets validated before control…
CREATE FUNCTION private.prepare_pay_tracking() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_pending integer;
begin
  perform private.assert_same_workspace(new.workspace_id, 'talent', new.talent_id, 'Le talent');
  if new.period_end < new.period_start then
    perform private.fail('La fin de période doit être postérieure ou égale au début', 'pay_tracking_dates_order');
  end if;
  if new.status = 'controlled' and (tg_op = 'INSERT' or old.status is distinct from 'controlled') and not private.is_system() then
    select count(*) into v_pending from public.timesheet_week w
    where w.workspace_id = new.workspace_id and w.talent_id = new.talent_id and w.week_start between new.period_start and new.period_end
      and w.status not in ('validated', 'exported', 'invoiced', 'canceled');
    if v_pending > 0 then
      perform private.fail(format('Tous les relevés de la période doivent être validés avant le contrôle (%s en attente)', v_pending),
                           'pay_tracking_timesheets_validated');
    end if;
  end if;
  if new.status in ('controlled', 'exported', 'paid') and new.net_to_pay is null then
    perform private.fail('Le net à payer est obligatoire à partir du contrôle', 'pay_tracking_net_required');
  end if;
  if new.net_to_pay is not null and new.advances_deducted > new.net_to_pay then
    perform private.fail('Les acomptes déduits ne peuvent pas dépasser le net à payer', 'pay_tracking_advances');
  end if;
  if new.status = 'anomaly' and coalesce(btrim(new.anomaly_note), '') = '' then
    perform private.fail('Une note est obligatoire pour signaler une anomalie', 'pay_tracking_anomaly_note');
  end if;
  if tg_op = 'UPDATE' and old.status = 'anomaly' and new.status <> 'anomaly' then
    new.anomaly_note := null;
  end if;
  if new.status = 'paid' then
    new.paid_at := coalesce(new.paid_at, now());
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.prepare_pay_tracking() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_pay_tracking() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_pay_tracking() TO service_role;

-- Validates a day: inside its week, the week still editable, hours computed from the times
-- (crossing midnight allowed), the legal limits (L3121-16, L3121-18). With times, the night hours
-- are computed too (docs/rules/timesheets.md#night-hours): the minutes of the shift inside the
-- night period of the client's agreement (private.night_window of the week's company, as the pay
-- reads its night majoration: private.company_convention_idcc), at most the hours worked. Only the
-- break's length is known, not when it was taken: it comes out of the day part of the shift first,
-- and out of the night part only when the shift has no day part left to take it from, so that
-- night = least(minutes at night, hours worked) — a 21:00 → 05:00 shift with a 30-minute break has
-- 7,5 h worked, all at night; 18:00 → 02:00 has 7,5 h worked, 5 h at night. Without times (a day
-- typed as hours only), the night hours entered stay.
CREATE FUNCTION private.prepare_timesheet_day() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_week public.timesheet_week;
  v_minutes integer;
  v_max numeric;
  v_night record;
begin
  select w.* into v_week from public.timesheet_week w where w.id = coalesce(new.timesheet_week_id, old.timesheet_week_id);
  if tg_op = 'DELETE' then
    if not private.is_system() and v_week.status not in ('draft', 'disputed') then
      perform private.fail(format('Le relevé n''est plus modifiable (statut « %s »)', private.enum_label('timesheet_status', v_week.status::text)), 'timesheet_week_locked');
    end if;
    return old;
  end if;
  new.workspace_id := v_week.workspace_id;
  if not private.is_system() and v_week.status not in ('draft', 'disputed') then
    perform private.fail(format('Le relevé n''est plus modifiable (statut « %s »)', private.enum_label('timesheet_status', v_week.status::text)), 'timesheet_week_locked');
  end if;
  if new.date < v_week.week_start or new.date > v_week.week_start + 6 then
    perform private.fail('Le jour doit appartenir à la semaine du relevé', 'timesheet_day_in_week');
  end if;
  if new.start_time is not null and new.end_time is not null then
    v_minutes := (extract(epoch from (new.end_time - new.start_time)) / 60)::integer;
    if v_minutes <= 0 then
      v_minutes := v_minutes + 24 * 60;
    end if;
    v_minutes := v_minutes - new.break_minutes;
    if v_minutes < 0 then
      perform private.fail('La pause dépasse la durée de la journée', 'timesheet_day_break');
    end if;
    new.worked_hours := round(v_minutes / 60.0, 2);
    if new.worked_hours > 6 and new.break_minutes < 20 then
      perform private.fail('Une pause d''au moins 20 minutes est obligatoire au-delà de 6 h de travail (L3121-16)', 'timesheet_day_break_required');
    end if;
    select n.start_hour, n.end_hour into v_night
    from private.night_window(private.company_convention_idcc(v_week.company_id), new.date) n;
    new.night_hours := least(round(private.night_minutes(new.start_time, new.end_time, v_night.start_hour, v_night.end_hour) / 60.0, 2),
                             new.worked_hours);
  end if;
  v_max := coalesce(private.legal_value('max_daily_hours', new.date), 10);
  if new.worked_hours > v_max then
    perform private.fail(format('Un jour ne peut pas dépasser %s h de travail (L3121-18)', private.fr_decimal(v_max)), 'timesheet_day_max_hours');
  end if;
  if new.night_hours > new.worked_hours then
    perform private.fail('Les heures de nuit ne peuvent pas dépasser les heures travaillées', 'timesheet_day_night_hours');
  end if;
  if new.absence_type <> 'none' and new.worked_hours > 0 and new.absence_type not in ('weather', 'training') then
    perform private.fail('Un jour d''absence ne peut pas comporter d''heures travaillées', 'timesheet_day_absence_hours');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.prepare_timesheet_day() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_timesheet_day() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_timesheet_day() TO service_role;

-- The week's trigger, its period check the one above.
CREATE FUNCTION private.prepare_timesheet_week() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_contract public.contract;
  v_signer public.contact;
  v_outside text;
begin
  select c.* into v_contract from public.contract c where c.id = new.contract_id;
  perform private.assert_same_workspace(new.workspace_id, 'contract', new.contract_id, 'Le contrat');
  new.contract_key := v_contract.contract_key;
  new.talent_id := v_contract.talent_id;
  new.company_id := coalesce(v_contract.company_id, new.company_id);
  if extract(isodow from new.week_start) <> 1 then
    perform private.fail('Un relevé hebdomadaire commence un lundi', 'timesheet_week_monday');
  end if;
  if tg_op = 'INSERT' or new.week_start is distinct from old.week_start or new.contract_key is distinct from old.contract_key then
    v_outside := private.timesheet_week_outside_period(new.workspace_id, new.contract_key, new.week_start);
    if v_outside is not null then
      perform private.fail(v_outside, 'timesheet_week_in_contract');
    end if;
  end if;
  if new.status = 'disputed' and coalesce(btrim(new.dispute_reason), '') = '' then
    perform private.fail('Un motif de contestation est obligatoire', 'timesheet_week_dispute_reason');
  end if;
  if new.status = 'pending_signature' and (tg_op = 'INSERT' or old.status is distinct from 'pending_signature') then
    new.signer_contact_id := coalesce(new.signer_contact_id, v_contract.timesheet_signer_contact_id);
    select ct.* into v_signer from public.contact ct where ct.id = new.signer_contact_id;
    if v_signer.id is null then
      perform private.fail('Un valideur de relevés d''heures doit être désigné avant l''envoi en signature', 'timesheet_week_signer_required');
    elsif v_signer.status <> 'active' then
      perform private.fail('Ce contact n''est plus actif et ne peut pas signer de relevé', 'timesheet_week_signer_active');
    elsif v_signer.email is null then
      perform private.fail('Le valideur doit avoir un e-mail', 'timesheet_week_signer_email');
    end if;
    perform private.assert_same_workspace(new.workspace_id, 'contact', new.signer_contact_id, 'Le valideur');
    new.signature_sent_at := coalesce(new.signature_sent_at, now());
  end if;
  -- Leaving the signature step revokes the link.
  if tg_op = 'UPDATE' and old.status = 'pending_signature' and new.status not in ('pending_signature', 'signed', 'disputed') then
    new.signature_token_hash := null;
    new.signature_token_expires_at := null;
  end if;
  if new.status = 'validated' and (tg_op = 'INSERT' or old.status is distinct from 'validated') then
    new.validated_at := coalesce(new.validated_at, now());
    new.validated_by := coalesce(auth.uid(), new.validated_by);
  end if;
  if new.status = 'exported' and (tg_op = 'INSERT' or old.status is distinct from 'exported') then
    new.exported_at := coalesce(new.exported_at, now());
  end if;
  if tg_op = 'UPDATE' and not private.is_system() and nullif(current_setting('renfort.actor', true), '') is null
     and old.status not in ('draft', 'disputed') and new.status = old.status
     and (new.comment, new.week_start, new.contract_id) is distinct from (old.comment, old.week_start, old.contract_id) then
    perform private.fail(format('Le relevé n''est plus modifiable (statut « %s »)', private.enum_label('timesheet_status', old.status::text)), 'timesheet_week_locked');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.prepare_timesheet_week() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_timesheet_week() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_timesheet_week() TO service_role;

-- Recomputes the totals of weeks (normal, +25 %, +50 % hours) and refuses a week over 48 h (L3121-20).
CREATE FUNCTION private.refresh_timesheet_weeks(p_week_ids uuid[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_over record;
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  select w.id, sum(d.worked_hours) as total, min(w.week_start) as week_start into v_over
  from public.timesheet_week w join public.timesheet_day d on d.timesheet_week_id = w.id
  where w.id = any (p_week_ids)
  group by w.id
  having sum(d.worked_hours) > coalesce(private.legal_value('max_weekly_hours', min(w.week_start)), 48)
  limit 1;
  if found then
    perform private.fail(format('La semaine ne peut pas dépasser %s h de travail (L3121-20) : %s h saisies',
                                private.fr_decimal(coalesce(private.legal_value('max_weekly_hours', v_over.week_start), 48)),
                                private.fr_decimal(v_over.total)), 'timesheet_week_max_hours');
  end if;
  perform set_config('renfort.actor', 'system', true);
  update public.timesheet_week w
  set total_hours = t.total,
      hours_normal = least(t.total, 35),
      hours_ot25 = least(greatest(t.total - 35, 0), 8),
      hours_ot50 = greatest(t.total - 43, 0),
      night_hours = t.night
  from (
    select w2.id, coalesce(sum(d.worked_hours), 0) as total, coalesce(sum(d.night_hours), 0) as night
    from public.timesheet_week w2 left join public.timesheet_day d on d.timesheet_week_id = w2.id
    where w2.id = any (p_week_ids)
    group by w2.id
  ) t
  where w.id = t.id and (w.total_hours, w.night_hours) is distinct from (t.total, t.night);
  perform set_config('renfort.actor', v_previous_actor, true);
end
$$;

REVOKE ALL ON FUNCTION private.refresh_timesheet_weeks(p_week_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.refresh_timesheet_weeks(p_week_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.refresh_timesheet_weeks(p_week_ids uuid[]) TO service_role;

-- Statement-level refresh after inserts, updates or deletes of days.
CREATE FUNCTION private.refresh_timesheet_weeks_after_days() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'DELETE' then
    perform private.refresh_timesheet_weeks(array(select distinct timesheet_week_id from old_rows));
  else
    perform private.refresh_timesheet_weeks(array(select distinct timesheet_week_id from new_rows));
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.refresh_timesheet_weeks_after_days() FROM PUBLIC;
GRANT ALL ON FUNCTION private.refresh_timesheet_weeks_after_days() TO authenticated;
GRANT ALL ON FUNCTION private.refresh_timesheet_weeks_after_days() TO service_role;

-- The owner follows the contract's (set before the other checks of the week).
CREATE FUNCTION private.set_timesheet_week_owner() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' or new.contract_id is distinct from old.contract_id then
    select c.owner_id into new.owner_id from public.contract c where c.id = new.contract_id;
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.set_timesheet_week_owner() FROM PUBLIC;
GRANT ALL ON FUNCTION private.set_timesheet_week_owner() TO authenticated;
GRANT ALL ON FUNCTION private.set_timesheet_week_owner() TO service_role;

-- The content hash of a week as signed (same formula as sign_timesheet's document_hash).
CREATE FUNCTION private.timesheet_content_hash(p_week_id uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.sha256_hex(
    concat_ws('|', w.id, w.contract_key, w.week_start, w.total_hours,
              (select string_agg(concat_ws(';', d.date, d.start_time, d.end_time, d.break_minutes, d.worked_hours), '|' order by d.date)
               from public.timesheet_day d where d.timesheet_week_id = w.id)))
  from public.timesheet_week w where w.id = p_week_id
$$;

REVOKE ALL ON FUNCTION private.timesheet_content_hash(p_week_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.timesheet_content_hash(p_week_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.timesheet_content_hash(p_week_id uuid) TO service_role;

-- The version a new week hangs off: the latest signed, running or ended one of the key…
CREATE FUNCTION private.timesheet_contract_version(p_workspace_id uuid, p_contract_key text) RETURNS uuid
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select c.id from public.contract c
  where c.workspace_id = p_workspace_id and c.contract_key = p_contract_key
    and c.status in ('signed', 'active', 'ended', 'terminated_early')
  order by c.amendment_number desc
  limit 1
$$;

REVOKE ALL ON FUNCTION private.timesheet_contract_version(p_workspace_id uuid, p_contract_key text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.timesheet_contract_version(p_workspace_id uuid, p_contract_key text) TO authenticated;
GRANT ALL ON FUNCTION private.timesheet_contract_version(p_workspace_id uuid, p_contract_key text) TO service_role;

-- The text of a signature e-mail for a week.
CREATE FUNCTION private.timesheet_mail_text(p_week_id uuid, p_kind text) RETURNS TABLE(subject text, body text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select
    case p_kind
      when 'reminder' then 'Rappel : relevé d''heures à signer'
      when 'escalation' then 'Relevé d''heures en attente de signature'
      else 'Relevé d''heures à signer'
    end || format(' — %s %s, semaine %s', t.first_name, t.last_name, w.iso_week),
    format(E'Bonjour,\n\n%s\nTalent : %s %s\nEntreprise : %s\nSemaine du %s au %s : %s h\n\nLe lien est valable jusqu''au %s.',
           case p_kind
             when 'reminder' then 'Le relevé d''heures ci-dessous attend toujours votre signature.'
             when 'escalation' then 'Le valideur habituel n''a pas encore signé ce relevé d''heures : pouvez-vous le valider à sa place ?'
             else 'Merci de vérifier et de signer le relevé d''heures ci-dessous.'
           end,
           t.first_name, t.last_name, coalesce(co.name, ''), private.fr_date(w.week_start), private.fr_date(w.week_start + 6),
           private.fr_decimal(w.total_hours), private.fr_date((w.signature_token_expires_at at time zone 'Europe/Paris')::date))
  from public.timesheet_week w
  join public.talent t on t.id = w.talent_id
  left join public.company co on co.id = w.company_id
  where w.id = p_week_id
$$;

REVOKE ALL ON FUNCTION private.timesheet_mail_text(p_week_id uuid, p_kind text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.timesheet_mail_text(p_week_id uuid, p_kind text) TO authenticated;
GRANT ALL ON FUNCTION private.timesheet_mail_text(p_week_id uuid, p_kind text) TO service_role;

-- The public link of a token, on the app's address given by the caller (its window origin).
CREATE FUNCTION private.timesheet_signature_url(p_app_url text, p_token text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
begin
  if p_app_url is null or p_app_url !~ '^https?://[A-Za-z0-9.:\[\]-]+$' then
    perform private.fail('Adresse de l''application invalide', 'timesheet_signature_url');
  end if;
  return p_app_url || '/customer/timesheets/signature?token=' || p_token;
end
$_$;

REVOKE ALL ON FUNCTION private.timesheet_signature_url(p_app_url text, p_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.timesheet_signature_url(p_app_url text, p_token text) TO authenticated;
GRANT ALL ON FUNCTION private.timesheet_signature_url(p_app_url text, p_token text) TO service_role;

-- Signature evidence that holds: the customer signature RPCs hash with PostgreSQL's own sha256()…
CREATE FUNCTION private.timesheet_week_for_token(p_token text) RETURNS public.timesheet_week
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_week public.timesheet_week;
begin
  if p_token is null or length(p_token) < 32 or length(p_token) > 128 then
    raise exception using message = 'Lien de signature invalide', errcode = 'PT404';
  end if;
  select w.* into v_week from public.timesheet_week w
  where w.signature_token_hash = private.sha256_hex(p_token);
  if not found then
    raise exception using message = 'Lien de signature invalide', errcode = 'PT404';
  end if;
  if v_week.signature_token_used_at is not null or v_week.status <> 'pending_signature' then
    raise exception using message = 'Ce lien de signature a déjà été utilisé', errcode = 'PT410';
  end if;
  if v_week.signature_token_expires_at < now() then
    raise exception using message = 'Ce lien de signature a expiré', errcode = 'PT410';
  end if;
  return v_week;
end
$$;

REVOKE ALL ON FUNCTION private.timesheet_week_for_token(p_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.timesheet_week_for_token(p_token text) TO authenticated;
GRANT ALL ON FUNCTION private.timesheet_week_for_token(p_token text) TO service_role;

-- Why the week of p_week_start is outside the contract's period, in French; null when the week shares a day with it.
CREATE FUNCTION private.timesheet_week_outside_period(p_workspace_id uuid, p_contract_key text, p_week_start date) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  p record;
begin
  select * into p from private.contract_period_with_flexibility(p_workspace_id, p_contract_key);
  if p.first_day is null then
    return format('Le contrat %s n''a aucune version en vigueur', p_contract_key);
  elsif p_week_start + 6 < p.first_day then
    return format('La semaine du %s est avant le début du contrat %s (le %s)',
                  private.fr_date(p_week_start), p_contract_key, private.fr_date(p.first_day));
  elsif p.last_day is not null and p_week_start > p.last_day then
    if p.definitive_end is not null then
      return format('La semaine du %s est après la fin définitive du contrat %s (le %s)',
                    private.fr_date(p_week_start), p_contract_key, private.fr_date(p.definitive_end));
    end if;
    return format('La semaine du %s est après la fin du contrat %s, souplesse incluse : terme le %s, reporté au plus de %s jour(s) travaillé(s), soit jusqu''au %s (Code du travail L1251-30)',
                  private.fr_date(p_week_start), p_contract_key, private.fr_date(p.term), p.flexibility_days, private.fr_date(p.last_day));
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.timesheet_week_outside_period(p_workspace_id uuid, p_contract_key text, p_week_start date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.timesheet_week_outside_period(p_workspace_id uuid, p_contract_key text, p_week_start date) TO authenticated;
GRANT ALL ON FUNCTION private.timesheet_week_outside_period(p_workspace_id uuid, p_contract_key text, p_week_start date) TO service_role;

-- Ends a round when the client contests or signs…
CREATE FUNCTION private.track_timesheet_round() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.status in ('disputed', 'signed') and old.status is distinct from new.status then
    insert into public.timesheet_week_round (workspace_id, timesheet_week_id, round, outcome, total_hours, days, dispute_reason, signer_name)
    values (new.workspace_id, new.id, new.signature_round, new.status, new.total_hours,
            coalesce((select jsonb_agg(jsonb_build_object('date', d.date, 'start_time', d.start_time, 'end_time', d.end_time,
                                                          'break_minutes', d.break_minutes, 'worked_hours', d.worked_hours,
                                                          'absence_type', d.absence_type, 'meal', d.meal) order by d.date)
                      from public.timesheet_day d where d.timesheet_week_id = new.id), '[]'),
            new.dispute_reason, new.signer_name)
    on conflict (timesheet_week_id, round) do update
      set outcome = excluded.outcome, total_hours = excluded.total_hours, days = excluded.days,
          dispute_reason = excluded.dispute_reason, signer_name = excluded.signer_name, created_at = now();
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.track_timesheet_round() FROM PUBLIC;
GRANT ALL ON FUNCTION private.track_timesheet_round() TO authenticated;
GRANT ALL ON FUNCTION private.track_timesheet_round() TO service_role;

-- A client's per-day contest…
CREATE FUNCTION public.contest_timesheet(p_token text, p_days jsonb, p_signer_name text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_week public.timesheet_week := private.timesheet_week_for_token(p_token);
  v_headers jsonb := coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
  v_round integer;
  v_day jsonb;
  v_date date;
  v_dates date[] := '{}';
  v_reason text;
  v_summary text;
begin
  if coalesce(btrim(p_signer_name), '') = '' then
    perform private.fail('Le nom du signataire est obligatoire', 'timesheet_week_signer_name');
  end if;
  if char_length(btrim(p_signer_name)) > 200 then
    perform private.fail('Le nom du signataire ne doit pas dépasser 200 caractères', 'timesheet_week_signer_name');
  end if;
  if p_days is null or jsonb_typeof(p_days) <> 'array' or jsonb_array_length(p_days) = 0 then
    perform private.fail('Indiquez au moins un jour contesté', 'timesheet_contest_days');
  end if;
  if jsonb_array_length(p_days) > 7 then
    perform private.fail('Une semaine compte au plus 7 jours contestés', 'timesheet_contest_days');
  end if;
  v_round := v_week.signature_round;
  for v_day in select * from jsonb_array_elements(p_days) loop
    begin
      v_date := (v_day ->> 'date')::date;
    exception when others then
      v_date := null;
    end;
    if v_date is null or v_date < v_week.week_start or v_date > v_week.week_start + 6 then
      perform private.fail('Un jour contesté doit appartenir à la semaine du relevé', 'timesheet_contest_day');
    end if;
    if v_date = any (v_dates) then
      perform private.fail('Un même jour ne peut être contesté qu''une fois', 'timesheet_contest_day');
    end if;
    v_dates := v_dates || v_date;
    v_reason := btrim(coalesce(v_day ->> 'reason', ''));
    if v_reason = '' then
      perform private.fail('Un motif est obligatoire pour chaque jour contesté', 'timesheet_contest_reason');
    end if;
    if char_length(v_reason) > 2000 then
      perform private.fail('Le motif de contestation ne doit pas dépasser 2000 caractères', 'timesheet_contest_reason');
    end if;
    insert into public.timesheet_contest (workspace_id, timesheet_week_id, round, day_date, reason, signer_name)
    values (v_week.workspace_id, v_week.id, v_round, v_date, v_reason, btrim(p_signer_name));
  end loop;
  select string_agg(to_char(c.day_date, 'DD/MM/YYYY') || ' : ' || c.reason, E'\n' order by c.day_date) into v_summary
  from public.timesheet_contest c where c.timesheet_week_id = v_week.id and c.round = v_round;

  perform set_config('renfort.actor', 'external_client', true);
  update public.timesheet_week w
  set status = 'disputed',
      signer_name = btrim(p_signer_name),
      signed_at = null,
      signature_image = null,
      dispute_reason = left(v_summary, 15000),
      signature_ip = left(btrim(split_part(coalesce(v_headers ->> 'x-forwarded-for', ''), ',', 1)), 64),
      signature_user_agent = left(v_headers ->> 'user-agent', 500),
      signature_token_used_at = now(),
      document_hash = private.timesheet_content_hash(w.id)
  where w.id = v_week.id;
  perform set_config('renfort.actor', '', true);
  return jsonb_build_object('status', 'disputed', 'round', v_round, 'days', cardinality(v_dates));
end
$$;

REVOKE ALL ON FUNCTION public.contest_timesheet(p_token text, p_days jsonb, p_signer_name text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.contest_timesheet(p_token text, p_days jsonb, p_signer_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.contest_timesheet(p_token text, p_days jsonb, p_signer_name text) TO anon;
GRANT ALL ON FUNCTION public.contest_timesheet(p_token text, p_days jsonb, p_signer_name text) TO authenticated;
GRANT ALL ON FUNCTION public.contest_timesheet(p_token text, p_days jsonb, p_signer_name text) TO service_role;

-- The period of a contract the caller may read, for the grid's days and the week picker: { first_day, last_day…
CREATE FUNCTION public.contract_timesheet_period(p_contract_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_contract public.contract;
begin
  select c.* into v_contract from public.contract c where c.id = p_contract_id;
  if v_contract.id is null then
    perform private.fail('Cet enregistrement n''existe pas ou n''est pas visible avec vos droits', null, 'P0002');
  end if;
  return (select to_jsonb(p) from private.contract_period_with_flexibility(v_contract.workspace_id, v_contract.contract_key) p);
end
$$;

REVOKE ALL ON FUNCTION public.contract_timesheet_period(p_contract_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.contract_timesheet_period(p_contract_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.contract_timesheet_period(p_contract_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.contract_timesheet_period(p_contract_id uuid) TO service_role;

-- The night period of a contract's client on a day (private.night_window of its agreement), for the
-- grid's live night hours, which the day's trigger computes again on save: { start_hour, end_hour },
-- hours since midnight; a contract the caller may read.
CREATE FUNCTION public.contract_night_window(p_contract_id uuid, p_on date) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_contract public.contract;
begin
  select c.* into v_contract from public.contract c where c.id = p_contract_id;
  if v_contract.id is null then
    perform private.fail('Cet enregistrement n''existe pas ou n''est pas visible avec vos droits', null, 'P0002');
  end if;
  return (select to_jsonb(n) from private.night_window(private.company_convention_idcc(v_contract.company_id), p_on) n);
end
$$;

REVOKE ALL ON FUNCTION public.contract_night_window(p_contract_id uuid, p_on date) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.contract_night_window(p_contract_id uuid, p_on date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.contract_night_window(p_contract_id uuid, p_on date) TO authenticated;
GRANT ALL ON FUNCTION public.contract_night_window(p_contract_id uuid, p_on date) TO service_role;

-- Puts a week up for the client's signature with a new single-use link: the token is returned once, only its
-- hash is kept (docs/rules/timesheets.md, signature du client).
CREATE FUNCTION public.create_timesheet_signature_link(p_timesheet_week_id uuid) RETURNS TABLE(token text, expires_at timestamp with time zone)
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  -- 256 random bits from pgcrypto's gen_random_bytes (PostgreSQL's pg_strong_random, no OpenSSL digest).
  v_token text := translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_');
  v_days numeric := coalesce(private.legal_value('timesheet_signature_validity_days', private.paris_today()), 14);
  v_expires timestamptz := now() + make_interval(days => v_days::integer);
  v_count integer;
begin
  update public.timesheet_week w
  set status = 'pending_signature',
      signature_token_hash = private.sha256_hex(v_token),
      signature_token_expires_at = v_expires,
      signature_token_used_at = null,
      signature_sent_at = now()
  where w.id = p_timesheet_week_id and w.status in ('draft', 'pending_signature', 'signature_expired');
  get diagnostics v_count = row_count;
  if v_count = 0 then
    perform private.fail('Ce relevé ne peut pas être envoyé en signature', 'timesheet_week_signature_link', '42501');
  end if;
  return query select v_token, v_expires;
end
$$;

REVOKE ALL ON FUNCTION public.create_timesheet_signature_link(p_timesheet_week_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.create_timesheet_signature_link(p_timesheet_week_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.create_timesheet_signature_link(p_timesheet_week_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.create_timesheet_signature_link(p_timesheet_week_id uuid) TO service_role;

-- The signing link a reminder or an escalation mails: the week's link as first mailed while its
-- token still opens the week, else the same page with a fresh token. A week has one token, and
-- the client's space replaces it when a contact opens the week from « À signer »
-- (public.client_space_signing_link): the first mail's link no longer opens it then.
CREATE FUNCTION private.timesheet_live_link(p_week_id uuid, p_link text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_token text := substring(p_link from '[?&]token=([^&#]+)');
  v_fresh text;
begin
  if p_link is null or exists (select 1 from public.timesheet_week w
                               where w.id = p_week_id and v_token is not null
                                 and w.signature_token_hash = private.sha256_hex(v_token)) then
    return p_link;
  end if;
  v_fresh := translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_');
  update public.timesheet_week w set signature_token_hash = private.sha256_hex(v_fresh) where w.id = p_week_id;
  return regexp_replace(p_link, '([?&]token=)[^&#]*', '\1' || v_fresh);
end
$$;

REVOKE ALL ON FUNCTION private.timesheet_live_link(p_week_id uuid, p_link text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.timesheet_live_link(p_week_id uuid, p_link text) TO service_role;

-- Creates the draft week of a contract for a Monday (« Créer un relevé »): the contract signed, running or ended…
CREATE FUNCTION public.create_timesheet_week(p_contract_id uuid, p_week_start date) RETURNS public.timesheet_week
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_contract public.contract;
  v_version uuid;
  v_outside text;
  v_week public.timesheet_week;
begin
  select c.* into v_contract from public.contract c where c.id = p_contract_id;
  if v_contract.id is null then
    perform private.fail('Cet enregistrement n''existe pas ou n''est pas visible avec vos droits', null, 'P0002');
  end if;
  if p_week_start is null or extract(isodow from p_week_start) <> 1 then
    perform private.fail('Un relevé hebdomadaire commence un lundi', 'timesheet_week_monday');
  end if;
  v_version := private.timesheet_contract_version(v_contract.workspace_id, v_contract.contract_key);
  if v_version is null then
    perform private.fail(format('Le contrat %s n''est ni signé, ni en cours, ni terminé : aucun relevé ne peut y être créé',
                                v_contract.contract_key), 'timesheet_week_contract_status');
  end if;
  v_outside := private.timesheet_week_outside_period(v_contract.workspace_id, v_contract.contract_key, p_week_start);
  if v_outside is not null then
    perform private.fail(v_outside, 'timesheet_week_in_contract');
  end if;
  if exists (select 1 from public.timesheet_week w
             where w.workspace_id = v_contract.workspace_id and w.contract_key = v_contract.contract_key and w.week_start = p_week_start) then
    perform private.fail(format('Le relevé de la semaine du %s existe déjà pour le contrat %s',
                                private.fr_date(p_week_start), v_contract.contract_key), 'timesheet_week_unique', '23505');
  end if;
  begin
    insert into public.timesheet_week (workspace_id, contract_id, contract_key, talent_id, company_id, week_start)
    select c.workspace_id, c.id, c.contract_key, c.talent_id, c.company_id, p_week_start
    from public.contract c where c.id = v_version
    returning * into v_week;
  exception when unique_violation then
    perform private.fail(format('Le relevé de la semaine du %s existe déjà pour le contrat %s',
                                private.fr_date(p_week_start), v_contract.contract_key), 'timesheet_week_unique', '23505');
  end;
  return v_week;
end
$$;

REVOKE ALL ON FUNCTION public.create_timesheet_week(p_contract_id uuid, p_week_start date) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.create_timesheet_week(p_contract_id uuid, p_week_start date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.create_timesheet_week(p_contract_id uuid, p_week_start date) TO authenticated;
GRANT ALL ON FUNCTION public.create_timesheet_week(p_contract_id uuid, p_week_start date) TO service_role;

-- Pending signature links past their expiry become signature_expired.
CREATE FUNCTION public.expire_timesheet_signature_links() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_count integer;
begin
  perform set_config('renfort.actor', 'system', true);
  update public.timesheet_week w set status = 'signature_expired'
  where w.status = 'pending_signature' and w.signature_token_expires_at < now();
  get diagnostics v_count = row_count;
  perform set_config('renfort.actor', '', true);
  return v_count;
end
$$;

REVOKE ALL ON FUNCTION public.expire_timesheet_signature_links() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.expire_timesheet_signature_links() FROM PUBLIC;
GRANT ALL ON FUNCTION public.expire_timesheet_signature_links() TO service_role;

-- Public page: what the client signs (names, dates and hours only — no pay, coefficient or NIR), with
-- each day's comment (the agency's, written in the grid) and, on a corrected week, the days the
-- client contested in the round it answers with their reasons: this week's rows only, by its token.
CREATE FUNCTION public.get_timesheet_for_signature(p_token text) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with w as (select * from private.timesheet_week_for_token(p_token))
  select jsonb_build_object(
    'week_start', w.week_start,
    'week_end', w.week_start + 6,
    'iso_year', w.iso_year,
    'iso_week', w.iso_week,
    'status', w.status,
    'expires_at', w.signature_token_expires_at,
    'talent', (select jsonb_build_object('first_name', t.first_name, 'last_name', t.last_name) from public.talent t where t.id = w.talent_id),
    'company', (select jsonb_build_object('name', c.name) from public.company c where c.id = w.company_id),
    'job_name', (select ct.job_name from public.contract ct where ct.id = w.contract_id),
    'contract_key', w.contract_key,
    'signer', (select jsonb_build_object('first_name', s.first_name, 'last_name', s.last_name, 'email', s.email)
               from public.contact s where s.id = w.signer_contact_id),
    'total_hours', w.total_hours,
    'hours_normal', w.hours_normal,
    'hours_ot25', w.hours_ot25,
    'hours_ot50', w.hours_ot50,
    'night_hours', w.night_hours,
    'days', coalesce((select jsonb_agg(jsonb_build_object(
                        'date', d.date, 'start_time', d.start_time, 'end_time', d.end_time,
                        'break_minutes', d.break_minutes, 'worked_hours', d.worked_hours,
                        'night_hours', d.night_hours, 'absence_type', d.absence_type, 'comment', d.comment)
                      order by d.date)
                      from public.timesheet_day d where d.timesheet_week_id = w.id), '[]'::jsonb),
    'corrected_days', coalesce((select jsonb_agg(jsonb_build_object('date', c.day_date, 'reason', c.reason) order by c.day_date)
                                from public.timesheet_contest c
                                where c.timesheet_week_id = w.id and c.round = w.signature_round - 1), '[]'::jsonb)
  )
  from w
$$;

REVOKE ALL ON FUNCTION public.get_timesheet_for_signature(p_token text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.get_timesheet_for_signature(p_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_timesheet_for_signature(p_token text) TO anon;
GRANT ALL ON FUNCTION public.get_timesheet_for_signature(p_token text) TO authenticated;
GRANT ALL ON FUNCTION public.get_timesheet_for_signature(p_token text) TO service_role;

-- A timesheet week can always be prepared: one period of a contract, souplesse included, for the week opener…
CREATE FUNCTION public.open_timesheet_weeks(p_week_start date) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_row record;
  v_created integer := 0;
  v_existing integer := 0;
  v_skipped jsonb := '[]';
  v_outside text;
begin
  if p_week_start is null or extract(isodow from p_week_start) <> 1 then
    perform private.fail('Un relevé hebdomadaire commence un lundi', 'timesheet_week_monday');
  end if;
  -- without the right to create weeks, every contract would be refused one by one
  if not private.can('timesheet_week', 'insert') then
    perform private.fail('Vous n''avez pas les droits nécessaires pour préparer les relevés', 'timesheet_week_insert', '42501');
  end if;
  for v_row in
    with latest as (
      select distinct on (c.contract_key) c.id, c.workspace_id, c.contract_key, c.talent_id, c.company_id
      from public.contract c
      where c.workspace_id = private.current_workspace_id()
        and c.status in ('signed', 'active', 'ended', 'terminated_early')
        and c.contract_type <> 'independent_service'
        -- a cheap first cut before the period: a souplesse (one working day per five worked)
        -- never spans more than a quarter of the contract's length plus 30 days
        and (c.end_date is null
             or c.end_date + (c.end_date - (select min(v.start_date) from public.contract v
                                           where v.workspace_id = c.workspace_id and v.contract_key = c.contract_key)) / 4 + 30
                >= p_week_start)
      order by c.contract_key, c.amendment_number desc
    )
    select l.*, p.first_day, p.last_day, concat_ws(' ', t.first_name, upper(t.last_name)) as talent
    from latest l
    cross join lateral private.contract_period_with_flexibility(l.workspace_id, l.contract_key) p
    left join public.talent t on t.id = l.talent_id
    where p.first_day <= p_week_start + 6
      -- the period, or the contract's own term, reaches the week
      and (p.last_day is null or p.last_day >= p_week_start or p.term >= p_week_start)
    order by l.contract_key
  loop
    if exists (select 1 from public.timesheet_week w
               where w.workspace_id = v_row.workspace_id and w.contract_key = v_row.contract_key and w.week_start = p_week_start) then
      v_existing := v_existing + 1;
      continue;
    end if;
    -- reached by its term but not by its period (an earlier definitive end): listed with the reason
    if v_row.last_day < p_week_start then
      v_outside := private.timesheet_week_outside_period(v_row.workspace_id, v_row.contract_key, p_week_start);
      v_skipped := v_skipped || jsonb_build_object('contract_id', v_row.id, 'contract_key', v_row.contract_key,
                                                   'talent', v_row.talent, 'reason', v_outside);
      continue;
    end if;
    begin
      insert into public.timesheet_week (workspace_id, contract_id, contract_key, talent_id, company_id, week_start)
      values (v_row.workspace_id, v_row.id, v_row.contract_key, v_row.talent_id, v_row.company_id, p_week_start);
      v_created := v_created + 1;
    exception
      when unique_violation then
        v_existing := v_existing + 1;
      when others then
        v_skipped := v_skipped || jsonb_build_object('contract_id', v_row.id, 'contract_key', v_row.contract_key,
                                                     'talent', v_row.talent, 'reason', sqlerrm);
    end;
  end loop;
  return jsonb_build_object('created', v_created, 'existing', v_existing, 'skipped', v_skipped);
end
$$;

REVOKE ALL ON FUNCTION public.open_timesheet_weeks(p_week_start date) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.open_timesheet_weeks(p_week_start date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.open_timesheet_weeks(p_week_start date) TO authenticated;
GRANT ALL ON FUNCTION public.open_timesheet_weeks(p_week_start date) TO service_role;

-- Renews the link of a week awaiting signature or whose link expired.
CREATE FUNCTION public.renew_timesheet_signature_link(p_week_id uuid, p_app_url text) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if not private.may('timesheet_week.renew_link') then
    perform private.fail('Seul un CSM peut renouveler le lien de signature', 'timesheet_week_renew_link', '42501');
  end if;
  if not exists (select 1 from public.timesheet_week w where w.id = p_week_id and w.status in ('pending_signature', 'signature_expired')) then
    perform private.fail('Seul le lien d''un relevé en attente de signature ou expiré peut être renouvelé', 'timesheet_week_renew_link');
  end if;
  return public.send_timesheet_for_signature(p_week_id, p_app_url);
end
$$;

REVOKE ALL ON FUNCTION public.renew_timesheet_signature_link(p_week_id uuid, p_app_url text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.renew_timesheet_signature_link(p_week_id uuid, p_app_url text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.renew_timesheet_signature_link(p_week_id uuid, p_app_url text) TO authenticated;
GRANT ALL ON FUNCTION public.renew_timesheet_signature_link(p_week_id uuid, p_app_url text) TO service_role;

-- Saves a week and its days in one call (the grid's Enregistrer): creates the week of a contract if it does not exist…
CREATE FUNCTION public.save_timesheet_week(p_contract_id uuid, p_week_start date, p_days jsonb DEFAULT '[]'::jsonb, p_comment text DEFAULT NULL::text) RETURNS public.timesheet_week
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_contract public.contract;
  v_week public.timesheet_week;
begin
  select c.* into v_contract from public.contract c where c.id = p_contract_id;
  if v_contract.id is null then
    perform private.fail('Cet enregistrement n''existe pas ou n''est pas visible avec vos droits', null, 'P0002');
  end if;
  if jsonb_typeof(coalesce(p_days, '[]')) <> 'array' or jsonb_array_length(coalesce(p_days, '[]')) > 7 then
    perform private.fail('Les jours du relevé sont invalides', 'timesheet_week_days');
  end if;
  if char_length(p_comment) > 2000 then
    perform private.fail('Le commentaire ne doit pas dépasser 2000 caractères', 'timesheet_week_comment');
  end if;
  select w.* into v_week from public.timesheet_week w
  where w.workspace_id = v_contract.workspace_id and w.contract_key = v_contract.contract_key and w.week_start = p_week_start;
  if v_week.id is null then
    insert into public.timesheet_week (workspace_id, contract_id, contract_key, talent_id, company_id, week_start, comment)
    values (v_contract.workspace_id, v_contract.id, v_contract.contract_key, v_contract.talent_id, v_contract.company_id,
            p_week_start, nullif(btrim(p_comment), ''))
    returning * into v_week;
  else
    if v_week.status = 'disputed' then
      update public.timesheet_week w set status = 'draft' where w.id = v_week.id;
    end if;
    update public.timesheet_week w set comment = nullif(btrim(p_comment), '')
    where w.id = v_week.id and w.comment is distinct from nullif(btrim(p_comment), '');
  end if;

  delete from public.timesheet_day d
  using jsonb_to_recordset(coalesce(p_days, '[]')) as x (date date, start_time time, end_time time, worked_hours numeric,
                                                     absence_type public.absence_type, meal public.day_meal, comment text)
  where d.timesheet_week_id = v_week.id and d.date = x.date
    and x.start_time is null and coalesce(x.worked_hours, 0) = 0 and coalesce(x.absence_type, 'none') = 'none'
    and coalesce(x.meal, 'none') = 'none' and coalesce(btrim(x.comment), '') = '';

  insert into public.timesheet_day (timesheet_week_id, date, start_time, end_time, break_minutes, worked_hours, night_hours,
                                    absence_type, meal, comment)
  select v_week.id, x.date, x.start_time, x.end_time, coalesce(x.break_minutes, 0), coalesce(x.worked_hours, 0),
         coalesce(x.night_hours, 0), coalesce(x.absence_type, 'none'), coalesce(x.meal, 'none'), nullif(btrim(x.comment), '')
  from jsonb_to_recordset(coalesce(p_days, '[]')) as x (date date, start_time time, end_time time, break_minutes smallint,
                                                     worked_hours numeric, night_hours numeric, absence_type public.absence_type,
                                                     meal public.day_meal, comment text)
  where not (x.start_time is null and coalesce(x.worked_hours, 0) = 0 and coalesce(x.absence_type, 'none') = 'none'
             and coalesce(x.meal, 'none') = 'none' and coalesce(btrim(x.comment), '') = '')
  on conflict (timesheet_week_id, date) do update
    set start_time = excluded.start_time, end_time = excluded.end_time, break_minutes = excluded.break_minutes,
        worked_hours = excluded.worked_hours, night_hours = excluded.night_hours, absence_type = excluded.absence_type,
        meal = excluded.meal, comment = excluded.comment;

  select w.* into v_week from public.timesheet_week w where w.id = v_week.id;
  return v_week;
end
$$;

REVOKE ALL ON FUNCTION public.save_timesheet_week(p_contract_id uuid, p_week_start date, p_days jsonb, p_comment text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.save_timesheet_week(p_contract_id uuid, p_week_start date, p_days jsonb, p_comment text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_timesheet_week(p_contract_id uuid, p_week_start date, p_days jsonb, p_comment text) TO authenticated;
GRANT ALL ON FUNCTION public.save_timesheet_week(p_contract_id uuid, p_week_start date, p_days jsonb, p_comment text) TO service_role;

-- Sends a week for signature: a new link (create_timesheet_signature_link, RLS applies)…
CREATE FUNCTION public.send_timesheet_for_signature(p_week_id uuid, p_app_url text) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_link record;
  v_week public.timesheet_week;
  v_email text;
  v_mail record;
begin
  select * into v_link from public.create_timesheet_signature_link(p_week_id);
  select w.* into v_week from public.timesheet_week w where w.id = p_week_id;
  select ct.email into v_email from public.contact ct where ct.id = v_week.signer_contact_id;
  select * into v_mail from private.timesheet_mail_text(p_week_id, 'signature');
  perform private.enqueue_mail(v_week.workspace_id, v_email, v_mail.subject, v_mail.body,
                               private.timesheet_signature_url(p_app_url, v_link.token), 'timesheet_signature', 'timesheet_week', p_week_id);
  return jsonb_build_object('id', p_week_id, 'recipient', v_email, 'expires_at', v_link.expires_at);
end
$$;

REVOKE ALL ON FUNCTION public.send_timesheet_for_signature(p_week_id uuid, p_app_url text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.send_timesheet_for_signature(p_week_id uuid, p_app_url text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.send_timesheet_for_signature(p_week_id uuid, p_app_url text) TO authenticated;
GRANT ALL ON FUNCTION public.send_timesheet_for_signature(p_week_id uuid, p_app_url text) TO service_role;

-- Bulk sending of a week: every draft week of that Monday with hours (or the given ones) the caller may send…
CREATE FUNCTION public.send_timesheet_week_for_signature(p_week_start date, p_app_url text, p_week_ids uuid[] DEFAULT NULL::uuid[]) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_week record;
  v_sent integer := 0;
  v_failed jsonb := '[]';
begin
  for v_week in
    select w.id, w.contract_key from public.timesheet_week w
    where w.week_start = p_week_start and w.status = 'draft' and w.total_hours > 0
      and (p_week_ids is null or w.id = any (p_week_ids))
    order by w.contract_key
  loop
    begin
      perform public.send_timesheet_for_signature(v_week.id, p_app_url);
      v_sent := v_sent + 1;
    exception when others then
      v_failed := v_failed || jsonb_build_object('id', v_week.id, 'contract_key', v_week.contract_key, 'message', sqlerrm);
    end;
  end loop;
  return jsonb_build_object('sent', v_sent, 'failed', v_failed);
end
$$;

REVOKE ALL ON FUNCTION public.send_timesheet_week_for_signature(p_week_start date, p_app_url text, p_week_ids uuid[]) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.send_timesheet_week_for_signature(p_week_start date, p_app_url text, p_week_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.send_timesheet_week_for_signature(p_week_start date, p_app_url text, p_week_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.send_timesheet_week_for_signature(p_week_start date, p_app_url text, p_week_ids uuid[]) TO service_role;

-- The client's answer from the public page: signs the week (name, drawn signature) or disputes it, keeping
-- the evidence of a simple electronic signature (IP, browser, hash of the signed content).
CREATE FUNCTION public.sign_timesheet(p_token text, p_signer_name text, p_signer_email text, p_signature_image text DEFAULT NULL::text, p_accept boolean DEFAULT true, p_dispute_reason text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_week public.timesheet_week := private.timesheet_week_for_token(p_token);
  v_headers jsonb := coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
  v_status public.timesheet_status := case when p_accept then 'signed' else 'disputed' end;
begin
  if coalesce(btrim(p_signer_name), '') = '' then
    perform private.fail('Le nom du signataire est obligatoire', 'timesheet_week_signer_name');
  end if;
  if char_length(btrim(p_signer_name)) > 200 then
    perform private.fail('Le nom du signataire ne doit pas dépasser 200 caractères', 'timesheet_week_signer_name');
  end if;
  if char_length(p_signer_email) > 254 then
    perform private.fail('L''e-mail du signataire ne doit pas dépasser 254 caractères', 'timesheet_week_signer_email');
  end if;
  if p_signer_email is null or p_signer_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    perform private.fail('L''e-mail du signataire est invalide', 'timesheet_week_signer_email');
  end if;
  if char_length(p_signature_image) > 500000 then
    perform private.fail('L''image de signature est trop volumineuse', 'timesheet_week_signature_image');
  end if;
  if p_accept and not private.is_png_data_url(p_signature_image) then
    perform private.fail('La signature est obligatoire (image PNG)', 'timesheet_week_signature_image');
  end if;
  if char_length(p_dispute_reason) > 2000 then
    perform private.fail('Le motif de contestation ne doit pas dépasser 2000 caractères', 'timesheet_week_dispute_reason');
  end if;
  if not p_accept and coalesce(btrim(p_dispute_reason), '') = '' then
    perform private.fail('Un motif de contestation est obligatoire', 'timesheet_week_dispute_reason');
  end if;
  perform set_config('renfort.actor', 'external_client', true);
  update public.timesheet_week w
  set status = v_status,
      signer_name = btrim(p_signer_name),
      signer_email = lower(btrim(p_signer_email)),
      signed_at = case when p_accept then now() end,
      signature_image = case when p_accept then p_signature_image end,
      dispute_reason = case when p_accept then null else btrim(p_dispute_reason) end,
      signature_ip = left(btrim(split_part(coalesce(v_headers ->> 'x-forwarded-for', ''), ',', 1)), 64),
      signature_user_agent = left(v_headers ->> 'user-agent', 500),
      signature_token_used_at = now(),
      document_hash = private.sha256_hex(
        concat_ws('|', w.id, w.contract_key, w.week_start, w.total_hours,
                  (select string_agg(concat_ws(';', d.date, d.start_time, d.end_time, d.break_minutes, d.worked_hours), '|' order by d.date)
                   from public.timesheet_day d where d.timesheet_week_id = w.id)))
  where w.id = v_week.id;
  perform set_config('renfort.actor', '', true);
  return jsonb_build_object('status', v_status, 'signed_at', case when p_accept then now() end);
end
$_$;

REVOKE ALL ON FUNCTION public.sign_timesheet(p_token text, p_signer_name text, p_signer_email text, p_signature_image text, p_accept boolean, p_dispute_reason text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.sign_timesheet(p_token text, p_signer_name text, p_signer_email text, p_signature_image text, p_accept boolean, p_dispute_reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.sign_timesheet(p_token text, p_signer_name text, p_signer_email text, p_signature_image text, p_accept boolean, p_dispute_reason text) TO anon;
GRANT ALL ON FUNCTION public.sign_timesheet(p_token text, p_signer_name text, p_signer_email text, p_signature_image text, p_accept boolean, p_dispute_reason text) TO authenticated;
GRANT ALL ON FUNCTION public.sign_timesheet(p_token text, p_signer_name text, p_signer_email text, p_signature_image text, p_accept boolean, p_dispute_reason text) TO service_role;

-- For the document queue's producer and the PDF link function (service role only): what the signed PDF shows…
CREATE FUNCTION public.timesheet_pdf_source(p_token text DEFAULT NULL::text, p_week_id uuid DEFAULT NULL::uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_week public.timesheet_week;
begin
  if p_token is not null then
    select w.* into v_week from public.timesheet_week w
    where w.signature_token_hash = private.sha256_hex(p_token) and w.signed_at > now() - interval '1 day';
  elsif p_week_id is not null then
    select w.* into v_week from public.timesheet_week w where w.id = p_week_id;
  end if;
  if v_week.id is null or v_week.signed_at is null or v_week.signature_image is null then
    raise exception using message = 'Aucun relevé signé ne correspond à ce lien', errcode = 'PT404';
  end if;
  return jsonb_build_object(
    'id', v_week.id,
    'workspace_id', v_week.workspace_id,
    'week_start', v_week.week_start,
    'week_end', v_week.week_start + 6,
    'iso_year', v_week.iso_year,
    'iso_week', v_week.iso_week,
    'contract_key', v_week.contract_key,
    'job_name', (select ct.job_name from public.contract ct where ct.id = v_week.contract_id),
    'talent', (select jsonb_build_object('first_name', t.first_name, 'last_name', t.last_name) from public.talent t where t.id = v_week.talent_id),
    'company', (select jsonb_build_object('name', c.name) from public.company c where c.id = v_week.company_id),
    'total_hours', v_week.total_hours,
    'hours_normal', v_week.hours_normal,
    'hours_ot25', v_week.hours_ot25,
    'hours_ot50', v_week.hours_ot50,
    'days', coalesce((select jsonb_agg(jsonb_build_object(
                        'date', d.date, 'start_time', d.start_time, 'end_time', d.end_time,
                        'break_minutes', d.break_minutes, 'worked_hours', d.worked_hours,
                        'absence_type', d.absence_type,
                        'absence_label', private.enum_label('absence_type', d.absence_type::text))
                      order by d.date)
                      from public.timesheet_day d where d.timesheet_week_id = v_week.id), '[]'::jsonb),
    'signer_name', v_week.signer_name,
    'signer_email', v_week.signer_email,
    'signed_at', v_week.signed_at,
    'signature_image', v_week.signature_image,
    'signature_ip', v_week.signature_ip,
    'signature_user_agent', v_week.signature_user_agent,
    'document_hash', v_week.document_hash,
    'pdf_file', v_week.pdf_file,
    'pdf_sha256', v_week.pdf_sha256
  );
end
$$;

REVOKE ALL ON FUNCTION public.timesheet_pdf_source(p_token text, p_week_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.timesheet_pdf_source(p_token text, p_week_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.timesheet_pdf_source(p_token text, p_week_id uuid) TO service_role;

-- The tabs' counts, as before; the workspace is read once for the statement (`(select …)`)…
CREATE FUNCTION public.timesheet_week_counts(p_week_start date DEFAULT NULL::date, p_company_id uuid DEFAULT NULL::uuid, p_talent_id uuid DEFAULT NULL::uuid, p_owner_id uuid DEFAULT NULL::uuid) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'to_fill', count(*) filter (where w.status = 'draft' and w.total_hours = 0),
    'to_send', count(*) filter (where w.status = 'draft' and w.total_hours > 0),
    'awaiting', count(*) filter (where w.status in ('pending_signature', 'signature_expired')),
    'disputed', count(*) filter (where w.status = 'disputed'),
    'to_validate', count(*) filter (where w.status = 'signed'),
    'validated', count(*) filter (where w.status in ('validated', 'exported', 'invoiced')))
  from public.timesheet_week w
  where w.workspace_id = (select private.current_workspace_id())
    and (p_week_start is null or w.week_start = p_week_start)
    and (p_company_id is null or w.company_id = p_company_id)
    and (p_talent_id is null or w.talent_id = p_talent_id)
    and (p_owner_id is null or w.owner_id = p_owner_id)
$$;

REVOKE ALL ON FUNCTION public.timesheet_week_counts(p_week_start date, p_company_id uuid, p_talent_id uuid, p_owner_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.timesheet_week_counts(p_week_start date, p_company_id uuid, p_talent_id uuid, p_owner_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.timesheet_week_counts(p_week_start date, p_company_id uuid, p_talent_id uuid, p_owner_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.timesheet_week_counts(p_week_start date, p_company_id uuid, p_talent_id uuid, p_owner_id uuid) TO service_role;

-- Unlocks a validated week (back to draft): accounting only, before export, reason mandatory…
CREATE FUNCTION public.unlock_timesheet_week(p_week_id uuid, p_reason text) RETURNS public.timesheet_week
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_week public.timesheet_week;
begin
  if not private.has_role('accounting_team_member') then
    perform private.fail('Seule la comptabilité peut déverrouiller un relevé validé', 'timesheet_week_unlock_role', '42501');
  end if;
  if coalesce(btrim(p_reason), '') = '' then
    perform private.fail('Le motif du déverrouillage est obligatoire', 'timesheet_week_unlock_reason');
  end if;
  if char_length(p_reason) > 2000 then
    perform private.fail('Le motif ne doit pas dépasser 2000 caractères', 'timesheet_week_unlock_reason');
  end if;
  if not exists (select 1 from public.timesheet_week w where w.id = p_week_id and w.status = 'validated') then
    perform private.fail('Seul un relevé validé (pas encore transmis en paie) peut être déverrouillé', 'timesheet_week_unlock_status');
  end if;
  perform public.transition_status('timesheet_week', p_week_id, 'draft', btrim(p_reason));
  select w.* into v_week from public.timesheet_week w where w.id = p_week_id;
  return v_week;
end
$$;

REVOKE ALL ON FUNCTION public.unlock_timesheet_week(p_week_id uuid, p_reason text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.unlock_timesheet_week(p_week_id uuid, p_reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.unlock_timesheet_week(p_week_id uuid, p_reason text) TO authenticated;
GRANT ALL ON FUNCTION public.unlock_timesheet_week(p_week_id uuid, p_reason text) TO service_role;
