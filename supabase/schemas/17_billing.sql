-- Billing the client: invoices built from validated timesheet weeks, credit notes, payments,
-- overdue follow-up. Rules and mandatory mentions: docs/rules/billing.md.
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

-- ## Types

CREATE TYPE public.client_invoice_kind AS ENUM (
    'invoice',
    'credit_note'
);

CREATE TYPE public.client_invoice_status AS ENUM (
    'draft',
    'issued',
    'sent',
    'partially_paid',
    'paid',
    'overdue',
    'credited',
    'canceled'
);

CREATE TYPE public.client_invoice_line_category AS ENUM (
    'normal',
    'ot25',
    'ot50',
    'night',
    'sunday',
    'holiday',
    'bonus',
    'allowance',
    'expense',
    'free'
);

-- The lifecycle of an e-invoice at the plateforme agréée: the CDAR statuses 200 to 214, 220 and
-- 221 in this order, named (private.platform_status_of maps a code; 23_invoice_platform.sql).
CREATE TYPE public.platform_status AS ENUM (
    'deposited',
    'issued',
    'received',
    'made_available',
    'in_hand',
    'approved',
    'partially_approved',
    'disputed',
    'suspended',
    'completed',
    'refused',
    'payment_sent',
    'cashed',
    'rejected',
    'endorsed',
    'cancelled',
    'routing_error'
);

CREATE TYPE public.client_payment_mode AS ENUM (
    'transfer',
    'direct_debit',
    'check',
    'card',
    'other'
);

-- ## Tables

-- A client invoice or credit note: built as a draft from validated weeks, frozen when issued (an
-- issued document is corrected by a credit note, never edited: CGI art. 242 nonies A, 289).
CREATE TABLE public.client_invoice (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    company_id uuid NOT NULL,
    kind public.client_invoice_kind DEFAULT 'invoice'::public.client_invoice_kind NOT NULL,
    credited_invoice_id uuid,
    number text,
    sequence_year smallint,
    sequence_number integer,
    period_start date NOT NULL,
    period_end date NOT NULL,
    grouping public.invoice_grouping DEFAULT 'contract'::public.invoice_grouping NOT NULL,
    grouping_key text NOT NULL,
    grouping_label text NOT NULL,
    po_number text,
    po_required boolean DEFAULT false NOT NULL,
    payment_terms_days smallint DEFAULT 30 NOT NULL,
    payment_terms_mode public.payment_terms_mode DEFAULT 'net'::public.payment_terms_mode NOT NULL,
    issued_at date,
    due_date date,
    sent_at timestamp with time zone,
    total_ht numeric(14,2) DEFAULT 0 NOT NULL,
    total_tva numeric(14,2) DEFAULT 0 NOT NULL,
    total_ttc numeric(14,2) DEFAULT 0 NOT NULL,
    paid_amount numeric(14,2) DEFAULT 0 NOT NULL,
    credited_amount numeric(14,2) DEFAULT 0 NOT NULL,
    pdf_file text,
    pdf_sha256 text,
    facturx_profile text,
    status public.client_invoice_status DEFAULT 'draft'::public.client_invoice_status NOT NULL,
    status_changed_at timestamp with time zone,
    status_comment text,
    credit_reason text,
    blocked_override_reason text,
    reminder_count smallint DEFAULT 0 NOT NULL,
    last_reminder_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    buyer jsonb,
    seller jsonb,
    platform_flow_id text,
    platform_status public.platform_status,
    platform_status_at timestamp with time zone,
    CONSTRAINT client_invoice_credit_note CHECK (((kind = 'credit_note'::public.client_invoice_kind) = (credited_invoice_id IS NOT NULL))),
    CONSTRAINT client_invoice_credit_reason CHECK (((kind = 'invoice'::public.client_invoice_kind) OR (char_length(btrim(COALESCE(credit_reason, ''::text))) >= 3))),
    CONSTRAINT client_invoice_period CHECK ((period_end >= period_start)),
    CONSTRAINT client_invoice_po_number CHECK (((po_number IS NULL) OR ((char_length(btrim(po_number)) >= 1) AND (char_length(po_number) <= 60)))),
    CONSTRAINT client_invoice_issued_fields CHECK (((status = ANY (ARRAY['draft'::public.client_invoice_status, 'canceled'::public.client_invoice_status])) OR ((number IS NOT NULL) AND (issued_at IS NOT NULL) AND (due_date IS NOT NULL)))),
    CONSTRAINT client_invoice_due_cap CHECK (((due_date IS NULL) OR (due_date <= (issued_at + 75)))),
    CONSTRAINT client_invoice_amounts CHECK (((total_ht >= (0)::numeric) AND (total_tva >= (0)::numeric) AND (total_ttc = (total_ht + total_tva)) AND (paid_amount >= (0)::numeric) AND (credited_amount >= (0)::numeric) AND ((paid_amount + credited_amount) <= total_ttc))),
    CONSTRAINT client_invoice_number_unique UNIQUE (workspace_id, number),
    CONSTRAINT client_invoice_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.client_invoice
    ADD CONSTRAINT client_invoice_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.client_invoice
    ADD CONSTRAINT client_invoice_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.client_invoice
    ADD CONSTRAINT client_invoice_credited_invoice_id_fkey FOREIGN KEY (credited_invoice_id) REFERENCES public.client_invoice(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.client_invoice
    ADD CONSTRAINT client_invoice_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.client_invoice
    ADD CONSTRAINT client_invoice_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON COLUMN public.client_invoice.buyer IS 'le client tel que le document émis le nomme (nom, adresse, SIREN, TVA), figé à l''émission : private.client_invoice_buyer';

COMMENT ON COLUMN public.client_invoice.seller IS 'l''agence telle que le document émis la nomme (raison sociale, adresse, SIRET, TVA, garant) et son option pour la TVA sur les débits, figée à l''émission : private.client_invoice_seller';

COMMENT ON COLUMN public.client_invoice.due_date IS 'au plus 60 jours après l''émission, ou 45 jours fin de mois (L441-10 C. com.)';

REVOKE ALL ON TABLE public.client_invoice FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.client_invoice TO authenticated;
GRANT ALL ON TABLE public.client_invoice TO service_role;

-- One line of an invoice: hours of one category of one contract's week at the billing rate, a bonus,
-- an allowance, or a free line with its reason; traced to the timesheet days it bills.
CREATE TABLE public.client_invoice_line (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    invoice_id uuid NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    category public.client_invoice_line_category NOT NULL,
    label text NOT NULL,
    detail text,
    contract_key text,
    contract_id uuid,
    talent_id uuid,
    timesheet_week_id uuid,
    week_start date,
    quantity numeric(10,2) NOT NULL,
    pay_rate numeric(12,4),
    coefficient numeric(5,3),
    unit_price numeric(12,2) NOT NULL,
    amount_ht numeric(14,2) NOT NULL,
    vat_rate numeric(5,2) DEFAULT 20 NOT NULL,
    timesheet_day_ids uuid[] DEFAULT '{}'::uuid[] NOT NULL,
    reason text,
    credited_line_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT client_invoice_line_amount CHECK ((amount_ht = round((quantity * unit_price), 2))),
    CONSTRAINT client_invoice_line_free_reason CHECK (((category <> 'free'::public.client_invoice_line_category) OR (char_length(btrim(COALESCE(reason, ''::text))) >= 3))),
    CONSTRAINT client_invoice_line_label CHECK (((char_length(btrim(label)) >= 1) AND (char_length(label) <= 300))),
    CONSTRAINT client_invoice_line_vat CHECK (((vat_rate >= (0)::numeric) AND (vat_rate <= (30)::numeric))),
    CONSTRAINT client_invoice_line_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.client_invoice_line
    ADD CONSTRAINT client_invoice_line_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.client_invoice_line
    ADD CONSTRAINT client_invoice_line_credited_line_id_fkey FOREIGN KEY (credited_line_id) REFERENCES public.client_invoice_line(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.client_invoice_line
    ADD CONSTRAINT client_invoice_line_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.client_invoice(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.client_invoice_line
    ADD CONSTRAINT client_invoice_line_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.client_invoice_line
    ADD CONSTRAINT client_invoice_line_timesheet_week_id_fkey FOREIGN KEY (timesheet_week_id) REFERENCES public.timesheet_week(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.client_invoice_line
    ADD CONSTRAINT client_invoice_line_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.client_invoice_line FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.client_invoice_line TO authenticated;
GRANT ALL ON TABLE public.client_invoice_line TO service_role;

-- The weeks an invoice bills: a week belongs to one invoice at a time (the partial unique index
-- below); a canceled draft deletes its rows, a full credit note releases them.
CREATE TABLE public.client_invoice_week (
    invoice_id uuid NOT NULL,
    timesheet_week_id uuid NOT NULL,
    workspace_id uuid NOT NULL,
    released_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT client_invoice_week_pkey PRIMARY KEY (invoice_id, timesheet_week_id)
);

ALTER TABLE ONLY public.client_invoice_week
    ADD CONSTRAINT client_invoice_week_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.client_invoice(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.client_invoice_week
    ADD CONSTRAINT client_invoice_week_timesheet_week_id_fkey FOREIGN KEY (timesheet_week_id) REFERENCES public.timesheet_week(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.client_invoice_week
    ADD CONSTRAINT client_invoice_week_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.client_invoice_week FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.client_invoice_week TO authenticated;
GRANT ALL ON TABLE public.client_invoice_week TO service_role;

-- A payment received against an issued invoice.
CREATE TABLE public.client_invoice_payment (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    invoice_id uuid NOT NULL,
    paid_on date NOT NULL,
    amount numeric(14,2) NOT NULL,
    mode public.client_payment_mode DEFAULT 'transfer'::public.client_payment_mode NOT NULL,
    reference text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    CONSTRAINT client_invoice_payment_amount CHECK ((amount > (0)::numeric)),
    CONSTRAINT client_invoice_payment_reference CHECK (((reference IS NULL) OR (char_length(reference) <= 140))),
    CONSTRAINT client_invoice_payment_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.client_invoice_payment
    ADD CONSTRAINT client_invoice_payment_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.client_invoice_payment
    ADD CONSTRAINT client_invoice_payment_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.client_invoice(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.client_invoice_payment
    ADD CONSTRAINT client_invoice_payment_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.client_invoice_payment FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.client_invoice_payment TO authenticated;
GRANT ALL ON TABLE public.client_invoice_payment TO service_role;

-- The last number given per workspace, kind and year: the issuing transaction locks its row, so
-- numbers follow each other without a gap (a rolled-back issue gives its number back).
CREATE TABLE public.client_invoice_sequence (
    workspace_id uuid NOT NULL,
    kind public.client_invoice_kind NOT NULL,
    year smallint NOT NULL,
    last_number integer DEFAULT 0 NOT NULL,
    CONSTRAINT client_invoice_sequence_pkey PRIMARY KEY (workspace_id, kind, year)
);

ALTER TABLE ONLY public.client_invoice_sequence
    ADD CONSTRAINT client_invoice_sequence_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.client_invoice_sequence FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.client_invoice_sequence TO service_role;

-- ## Indexes
-- Unless a line says otherwise, an index covers a foreign key (the joins, and the parent's deletes
-- that check it), named <table>_<column>_idx, or starts with one and adds the columns a list filters
-- and sorts by within it (<table>_<columns>_idx).

CREATE INDEX client_invoice_company_idx ON public.client_invoice USING btree (company_id, status);

CREATE INDEX client_invoice_created_by_idx ON public.client_invoice USING btree (created_by);

CREATE INDEX client_invoice_credited_invoice_id_idx ON public.client_invoice USING btree (credited_invoice_id);

CREATE INDEX client_invoice_updated_by_idx ON public.client_invoice USING btree (updated_by);

-- The list's default order (newest period first) within the caller's workspaces.
CREATE INDEX client_invoice_workspace_period_idx ON public.client_invoice USING btree (workspace_id, period_start DESC, id);

-- The scheduler's overdue pass and the action centre's « Factures échues »: open invoices by due date.
CREATE INDEX client_invoice_open_due_idx ON public.client_invoice USING btree (due_date) WHERE (status = ANY (ARRAY['issued'::public.client_invoice_status, 'sent'::public.client_invoice_status, 'partially_paid'::public.client_invoice_status, 'overdue'::public.client_invoice_status]));

CREATE INDEX client_invoice_line_contract_id_idx ON public.client_invoice_line USING btree (contract_id);

CREATE INDEX client_invoice_line_credited_line_id_idx ON public.client_invoice_line USING btree (credited_line_id);

CREATE INDEX client_invoice_line_invoice_idx ON public.client_invoice_line USING btree (invoice_id, "position");

CREATE INDEX client_invoice_line_talent_id_idx ON public.client_invoice_line USING btree (talent_id);

CREATE INDEX client_invoice_line_timesheet_week_id_idx ON public.client_invoice_line USING btree (timesheet_week_id);

CREATE INDEX client_invoice_line_workspace_id_idx ON public.client_invoice_line USING btree (workspace_id);

CREATE INDEX client_invoice_payment_created_by_idx ON public.client_invoice_payment USING btree (created_by);

CREATE INDEX client_invoice_payment_invoice_idx ON public.client_invoice_payment USING btree (invoice_id, paid_on);

CREATE INDEX client_invoice_payment_workspace_id_idx ON public.client_invoice_payment USING btree (workspace_id);

-- A week is billed by one invoice at a time: released rows (full credit note) no longer count.
CREATE UNIQUE INDEX client_invoice_week_active_idx ON public.client_invoice_week USING btree (timesheet_week_id) WHERE (released_at IS NULL);

CREATE INDEX client_invoice_week_timesheet_week_id_idx ON public.client_invoice_week USING btree (timesheet_week_id);

CREATE INDEX client_invoice_week_workspace_id_idx ON public.client_invoice_week USING btree (workspace_id);

-- ## Triggers
-- Each trigger runs the function of the same purpose; its why is beside the function.

CREATE TRIGGER client_invoice_audit BEFORE INSERT OR UPDATE ON public.client_invoice FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER client_invoice_frozen BEFORE DELETE OR UPDATE ON public.client_invoice FOR EACH ROW EXECUTE FUNCTION private.guard_issued_client_invoice();

CREATE TRIGGER client_invoice_line_frozen BEFORE INSERT OR DELETE OR UPDATE ON public.client_invoice_line FOR EACH ROW EXECUTE FUNCTION private.guard_issued_client_invoice_line();

CREATE TRIGGER client_invoice_status BEFORE INSERT OR UPDATE ON public.client_invoice FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'status_comment');

-- On the contract table, but a billing rule: a client whose exposure passes its credit cover gets no
-- new contract (docs/rules/billing.md#encours).
CREATE TRIGGER contract_rules_f_credit_cover BEFORE INSERT ON public.contract FOR EACH ROW EXECUTE FUNCTION private.check_contract_credit_cover();

-- ## RLS and policies
-- Each policy's name says who may do what; the read and write rules are in docs/rules/roles.md.
-- Every write goes through the functions below (security definer, each checking its right).

ALTER TABLE public.client_invoice ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.client_invoice_line ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.client_invoice_payment ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.client_invoice_sequence ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.client_invoice_week ENABLE ROW LEVEL SECURITY;

-- Accounting, CSMs and developers of the workspace read the invoices.
CREATE POLICY "client_invoice: matrix roles can select workspace rows" ON public.client_invoice FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('client_invoice'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "client_invoice_line: invoice readers can select lines" ON public.client_invoice_line FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('client_invoice'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "client_invoice_payment: invoice readers can select payments" ON public.client_invoice_payment FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('client_invoice'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "client_invoice_week: invoice readers can select billed weeks" ON public.client_invoice_week FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('client_invoice'::text, 'select'::public.permission_action) AS can)));

-- ## Functions

-- An amount in euros as French invoices and mails write it: « 2 558,60 ».
CREATE FUNCTION private.fr_euros(p_amount numeric) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select translate(to_char(round(p_amount, 2), 'FM999,999,999,990.00'), ',.', ' ,')
$$;

REVOKE ALL ON FUNCTION private.fr_euros(p_amount numeric) FROM PUBLIC;
GRANT ALL ON FUNCTION private.fr_euros(p_amount numeric) TO authenticated;
GRANT ALL ON FUNCTION private.fr_euros(p_amount numeric) TO service_role;

-- An issued invoice is frozen (CGI art. 289: corrected by a credit note only): after the draft, only
-- its follow-up moves — status, payments and credits received, sending, reminders —, its
-- documents, attached once, and its audit columns (a deleted account leaves them empty). Nothing
-- deletes it.
CREATE FUNCTION private.guard_issued_client_invoice() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_follow_up constant text[] := array['status', 'status_changed_at', 'status_comment', 'paid_amount', 'credited_amount',
                                       'sent_at', 'reminder_count', 'last_reminder_at', 'created_by', 'updated_at', 'updated_by',
                                       'pdf_file', 'pdf_sha256', 'facturx_profile',
                                       'platform_flow_id', 'platform_status', 'platform_status_at'];
begin
  if old.status in ('draft', 'canceled') then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  if tg_op = 'DELETE' then
    perform private.fail('Une facture émise ne peut pas être supprimée : émettez un avoir', 'client_invoice_frozen', '42501');
  end if;
  -- ten years after its year's close, its PDF goes (private.run_legal_retention)
  if private.is_legal_retention() and new.pdf_file is null
     and (to_jsonb(new) - v_follow_up) is not distinct from (to_jsonb(old) - v_follow_up) then
    return new;
  end if;
  if (to_jsonb(new) - v_follow_up) is distinct from (to_jsonb(old) - v_follow_up)
     or (old.pdf_file is not null and (new.pdf_file, new.pdf_sha256, new.facturx_profile) is distinct from (old.pdf_file, old.pdf_sha256, old.facturx_profile)) then
    perform private.fail('Une facture émise ne peut plus être modifiée : émettez un avoir', 'client_invoice_frozen', '42501');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.guard_issued_client_invoice() FROM PUBLIC;

-- The lines of an issued invoice are frozen with it.
CREATE FUNCTION private.guard_issued_client_invoice_line() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_status public.client_invoice_status;
begin
  select i.status into v_status from public.client_invoice i
  where i.id = case when tg_op = 'DELETE' then old.invoice_id else new.invoice_id end;
  if v_status is not null and v_status not in ('draft', 'canceled')
     -- ten years after, a line stops naming its temp (private.run_legal_retention)
     and not (tg_op = 'UPDATE' and private.is_legal_retention() and new.label = 'effacé (RGPD)'
              and (to_jsonb(new) - array['label', 'updated_at', 'updated_by']) = (to_jsonb(old) - array['label', 'updated_at', 'updated_by'])) then
    perform private.fail('Une facture émise ne peut plus être modifiée : émettez un avoir', 'client_invoice_frozen', '42501');
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;

REVOKE ALL ON FUNCTION private.guard_issued_client_invoice_line() FROM PUBLIC;

-- The billing terms of a client on a date: its signed commercial conditions in force (the company's,
-- else its group's), else the company's payment terms with the agency's defaults (monthly, per
-- contract, allowances at cost, overtime at the contract's coefficient).
CREATE FUNCTION private.client_billing_terms(p_company_id uuid, p_on date) RETURNS TABLE(default_coefficient numeric, non_subject_coefficient numeric, payment_terms_days smallint, payment_terms_mode public.payment_terms_mode, invoice_frequency public.invoice_frequency, invoice_grouping public.invoice_grouping, po_required boolean, overtime_coefficient numeric)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select cc.default_coefficient,
         coalesce(cc.non_subject_coefficient, 1.000),
         coalesce(cc.payment_terms_days, co.payment_terms_days),
         coalesce(cc.payment_terms_mode, co.payment_terms_mode),
         coalesce(cc.invoice_frequency, 'monthly'),
         coalesce(cc.invoice_grouping, 'contract'),
         coalesce(cc.po_required, false),
         cc.overtime_coefficient
  from public.company co
  left join lateral private.commercial_condition_in_force(co.id, p_on) cc on true
  where co.id = p_company_id
$$;

REVOKE ALL ON FUNCTION private.client_billing_terms(p_company_id uuid, p_on date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.client_billing_terms(p_company_id uuid, p_on date) TO authenticated;
GRANT ALL ON FUNCTION private.client_billing_terms(p_company_id uuid, p_on date) TO service_role;

-- A contract's billing coefficient on a day, as its pay terms (private.contract_terms_on): an amendment
-- applied to it bills from its effective date, the days before at the coefficient it replaced; an
-- amendment stored already signed and never applied (the seed, imports) at its own from its date.
CREATE FUNCTION private.contract_coefficient_on(p_contract_id uuid, p_day date) RETURNS numeric
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(
    (select vp.coefficient
     from public.contract v
     join public.contract_pricing vp on vp.contract_id = v.id
     where v.workspace_id = c.workspace_id and v.contract_key = c.contract_key
       and v.amendment_number > 0 and v.version = 0
       and v.status in ('signed', 'active', 'ended', 'terminated_early')
       and v.start_date <= p_day
     order by v.amendment_number desc
     limit 1),
    (select (e ->> 'old')::numeric
     from public.contract_change cc
     join public.contract a on a.id = cc.amendment_id
     cross join lateral jsonb_array_elements(cc.changes) e
     where cc.contract_id = c.id and a.start_date > p_day and e ->> 'field' = 'coefficient'
     order by cc.changed_at, cc.id
     limit 1),
    p.coefficient)
  from public.contract w
  -- a week's contract may be an amendment's row: the dates of the changes are on the initial contract's
  join public.contract c on c.workspace_id = w.workspace_id and c.contract_key = w.contract_key
   and c.id = coalesce((select i.id from public.contract i
                        where i.workspace_id = w.workspace_id and i.contract_key = w.contract_key and not i.is_amendment),
                       w.id)
  left join public.contract_pricing p on p.contract_id = c.id
  where w.id = p_contract_id
$$;

REVOKE ALL ON FUNCTION private.contract_coefficient_on(p_contract_id uuid, p_day date) FROM PUBLIC;

-- The billed lines of one timesheet week: the week's pay lines (private.pay_lines: hours split at
-- 35 and 43 h over the talent's civil week, majorations of the client's agreement, bonuses,
-- allowances, each day at the terms in force that day, amendments included) times the contract's
-- coefficient — the non-subject one for allowances, the conditions' overtime one for overtime hours
-- when they set one. Unit prices are rounded to the cent first (what the client reads), then
-- multiplied by the quantity. IFM, ICCP and deductions are not
-- billed: the coefficient covers them (docs/rules/billing.md#montants).
-- Plain SQL, neither security definer nor with a search_path of its own (every name is qualified):
-- the planner inlines it into private.build_client_invoices' statement, so that private.pay_lines
-- and private.contract_coefficient_on are planned once for all the weeks; called as a function of
-- its own, PostgreSQL 15 planned pay_lines again for each week (≈ 15 ms a week,
-- docs/performance/billing.md). Only the database owner's functions call it (no grant).
CREATE FUNCTION private.client_invoice_week_lines(p_week_id uuid, p_non_subject numeric, p_default_coefficient numeric, p_overtime numeric DEFAULT NULL::numeric) RETURNS TABLE(category public.client_invoice_line_category, label text, detail text, contract_key text, contract_id uuid, talent_id uuid, timesheet_week_id uuid, week_start date, quantity numeric, pay_rate numeric, coefficient numeric, unit_price numeric, amount_ht numeric, timesheet_day_ids uuid[], sort integer)
    LANGUAGE sql STABLE
    AS $$
  with w as (
    select w.*, c.id as cid, concat_ws(' ', t.first_name, t.last_name) as talent_name
    from public.timesheet_week w
    join public.contract c on c.id = w.contract_id
    join public.talent t on t.id = w.talent_id
    where w.id = p_week_id
  ),
  l as (
    select w.*, pl.code, pl.label as pay_label, pl.category as pay_category, pl.quantity as q, pl.rate, pl.timesheet_day_ids as day_ids, pl.sort as pay_sort,
           -- the coefficient in force on the line's first day, like its pay rate (amendments included)
           coalesce(private.contract_coefficient_on(w.cid, coalesce((select min(d.date) from public.timesheet_day d where d.id = any (pl.timesheet_day_ids)),
                                                                    w.week_start)),
                    p_default_coefficient) as coefficient
    from w cross join lateral private.pay_lines(w.workspace_id, w.talent_id, w.week_start, w.week_start, array[w.contract_key]) pl
    where pl.category not in ('info', 'deduction', 'ifm', 'iccp') and pl.quantity > 0 and pl.rate > 0
  ),
  priced as (
    select l.*,
           case l.code when 'HN' then 'normal' when 'HS25' then 'ot25' when 'HS50' then 'ot50'
                       when 'MAJ_NUIT' then 'night' when 'MAJ_DIMANCHE' then 'sunday'
                       when 'MAJ_FERIE' then 'holiday' when 'MAJ_1MAI' then 'holiday' when 'FERIE_CHOME' then 'holiday'
                       else case when l.pay_category = 'allowance' then 'allowance' else 'bonus' end
           end::public.client_invoice_line_category as line_category,
           case when l.pay_category = 'allowance' then p_non_subject
                when l.code in ('HS25', 'HS50') then coalesce(p_overtime, l.coefficient)
                else l.coefficient end as coef
    from l
  )
  select p.line_category, p.pay_label,
         format('Semaine %s du %s · %s · contrat %s', p.iso_week, to_char(p.week_start, 'DD/MM/YYYY'), p.talent_name, p.contract_key),
         p.contract_key, p.cid, p.talent_id, p.id, p.week_start, p.q, p.rate, p.coef,
         round(p.rate * p.coef, 2), round(p.q * round(p.rate * p.coef, 2), 2), p.day_ids, p.pay_sort::integer
  from priced p
$$;

REVOKE ALL ON FUNCTION private.client_invoice_week_lines(p_week_id uuid, p_non_subject numeric, p_default_coefficient numeric, p_overtime numeric) FROM PUBLIC;

-- Rewrites drafts' computed lines from their weeks (free lines stay), drops the weeks that are no
-- longer validated, and sums the totals (VAT per line rate, rounded per rate). Many drafts in one
-- pass: « Préparer la facturation » builds a month's drafts at once, and one statement computing
-- every week's lines lets PostgreSQL plan the per-week functions once instead of once per week
-- (docs/performance/billing.md). Without JIT: the planner counts 1 000 rows for each set-returning
-- function (pay_lines), prices the lines' statement far above jit_above_cost and, on native
-- PostgreSQL, compiled it for ≈ 0,5 to 1,5 s where running it takes a few milliseconds a week.
CREATE FUNCTION private.build_client_invoices(p_invoice_ids uuid[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    SET jit TO 'off'
    AS $$
declare
  v_missing text;
begin
  perform 1 from public.client_invoice i where i.id = any (p_invoice_ids) order by i.id for update;
  if exists (select 1 from public.client_invoice i where i.id = any (p_invoice_ids) and i.status <> 'draft') then
    perform private.fail('Seul un brouillon peut être recalculé', 'client_invoice_frozen');
  end if;

  delete from public.client_invoice_week iw
  using public.timesheet_week w
  where iw.invoice_id = any (p_invoice_ids) and w.id = iw.timesheet_week_id and w.status not in ('validated', 'exported');

  select string_agg(distinct w.contract_key, ', ') into v_missing
  from public.client_invoice i
  cross join lateral private.client_billing_terms(i.company_id, i.period_end) terms
  join public.client_invoice_week iw on iw.invoice_id = i.id
  join public.timesheet_week w on w.id = iw.timesheet_week_id
  left join public.contract_pricing p on p.contract_id = w.contract_id
  where i.id = any (p_invoice_ids) and p.coefficient is null and terms.default_coefficient is null;
  if v_missing is not null then
    perform private.fail(format('Coefficient de facturation manquant pour le contrat %s : renseignez-le sur le contrat ou signez des conditions commerciales', v_missing), 'client_invoice_coefficient');
  end if;

  delete from public.client_invoice_line where invoice_id = any (p_invoice_ids) and category <> 'free';
  insert into public.client_invoice_line (workspace_id, invoice_id, "position", category, label, detail, contract_key, contract_id, talent_id,
                                          timesheet_week_id, week_start, quantity, pay_rate, coefficient, unit_price, amount_ht, vat_rate, timesheet_day_ids)
  select i.workspace_id, i.id,
         row_number() over (partition by i.id order by x.contract_key, x.week_start, x.sort, x.label) * 10,
         x.category, x.label, x.detail, x.contract_key, x.contract_id, x.talent_id, x.timesheet_week_id, x.week_start,
         x.quantity, x.pay_rate, x.coefficient, x.unit_price, x.amount_ht, 20, x.timesheet_day_ids
  from public.client_invoice i
  cross join lateral private.client_billing_terms(i.company_id, i.period_end) terms
  join public.client_invoice_week iw on iw.invoice_id = i.id
  cross join lateral private.client_invoice_week_lines(iw.timesheet_week_id, terms.non_subject_coefficient, terms.default_coefficient, terms.overtime_coefficient) x
  where i.id = any (p_invoice_ids);

  update public.client_invoice_line set "position" = 100000 + "position"
  where invoice_id = any (p_invoice_ids) and category = 'free' and "position" < 100000;
  perform private.sum_client_invoices(p_invoice_ids);
end
$$;

REVOKE ALL ON FUNCTION private.build_client_invoices(p_invoice_ids uuid[]) FROM PUBLIC;

-- One draft rebuilt (regenerate), returned.
CREATE FUNCTION private.build_client_invoice(p_invoice_id uuid) RETURNS public.client_invoice
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_invoice public.client_invoice;
begin
  perform private.build_client_invoices(array[p_invoice_id]);
  select * into v_invoice from public.client_invoice where id = p_invoice_id;
  return v_invoice;
end
$$;

REVOKE ALL ON FUNCTION private.build_client_invoice(p_invoice_id uuid) FROM PUBLIC;

-- Totals from the lines: HT, VAT rounded per rate (one amount per rate, as the invoice shows it),
-- TTC; an invoice without lines sums to zero.
CREATE FUNCTION private.sum_client_invoices(p_invoice_ids uuid[]) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update public.client_invoice i
  set total_ht = t.ht, total_tva = t.tva, total_ttc = t.ht + t.tva
  from (
    select ids.id, coalesce(sum(r.ht), 0) as ht, coalesce(sum(round(r.ht * r.vat_rate / 100, 2)), 0) as tva
    from unnest(p_invoice_ids) ids(id)
    left join (select l.invoice_id, l.vat_rate, sum(l.amount_ht) as ht
               from public.client_invoice_line l
               where l.invoice_id = any (p_invoice_ids)
               group by l.invoice_id, l.vat_rate) r on r.invoice_id = ids.id
    group by ids.id
  ) t
  where i.id = t.id
    and (i.total_ht, i.total_tva, i.total_ttc) is distinct from (t.ht, t.tva, t.ht + t.tva)
$$;

REVOKE ALL ON FUNCTION private.sum_client_invoices(p_invoice_ids uuid[]) FROM PUBLIC;

CREATE FUNCTION private.sum_client_invoice(p_invoice_id uuid) RETURNS public.client_invoice
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_invoice public.client_invoice;
begin
  perform private.sum_client_invoices(array[p_invoice_id]);
  select * into v_invoice from public.client_invoice where id = p_invoice_id;
  return v_invoice;
end
$$;

REVOKE ALL ON FUNCTION private.sum_client_invoice(p_invoice_id uuid) FROM PUBLIC;

-- The next number of a workspace's sequence for a kind and year, taken under the sequence row's
-- lock: two issuers wait for each other, and a rolled-back issue leaves no gap.
CREATE FUNCTION private.next_client_invoice_number(p_workspace_id uuid, p_kind public.client_invoice_kind, p_year smallint) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_number integer;
begin
  insert into public.client_invoice_sequence (workspace_id, kind, year) values (p_workspace_id, p_kind, p_year)
  on conflict do nothing;
  update public.client_invoice_sequence s set last_number = s.last_number + 1
  where s.workspace_id = p_workspace_id and s.kind = p_kind and s.year = p_year
  returning s.last_number into v_number;
  return v_number;
end
$$;

REVOKE ALL ON FUNCTION private.next_client_invoice_number(p_workspace_id uuid, p_kind public.client_invoice_kind, p_year smallint) FROM PUBLIC;

-- Gives drafts their numbers and dates, freezes them with the client as it is that day (its name,
-- address and identifiers stay those the document was issued with), and moves an invoice's weeks
-- to « Facturé ».
-- Numbers follow the order of p_invoice_ids within each workspace and kind, taken under the
-- sequence row's lock: a gapless, chronological numbering even for a month issued at once.
CREATE FUNCTION private.issue_client_documents(p_invoice_ids uuid[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_year smallint := extract(year from private.paris_today())::smallint;
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
  v_sequence record;
  v_last integer;
begin
  for v_sequence in
    select i.workspace_id, i.kind, count(*)::integer as n
    from public.client_invoice i where i.id = any (p_invoice_ids)
    group by i.workspace_id, i.kind order by i.workspace_id, i.kind
  loop
    insert into public.client_invoice_sequence (workspace_id, kind, year) values (v_sequence.workspace_id, v_sequence.kind, v_year)
    on conflict do nothing;
    update public.client_invoice_sequence s set last_number = s.last_number + v_sequence.n
    where s.workspace_id = v_sequence.workspace_id and s.kind = v_sequence.kind and s.year = v_year
    returning s.last_number into v_last;
    -- The caller's move (logged with their name); the comment lets a developer's forced move through.
    perform set_config('renfort.status_comment', case v_sequence.kind when 'invoice' then 'Émission de la facture' else 'Émission de l''avoir' end, true);
    update public.client_invoice i
    set number = format('%s-%s-%s', case i.kind when 'invoice' then 'FA' else 'AV' end, v_year, lpad((v_last - v_sequence.n + o.n)::text, 6, '0')),
        sequence_year = v_year, sequence_number = v_last - v_sequence.n + o.n, issued_at = private.paris_today(),
        due_date = case i.payment_terms_mode
                     when 'end_of_month' then (date_trunc('month', private.paris_today() + i.payment_terms_days) + interval '1 month - 1 day')::date
                     else private.paris_today() + i.payment_terms_days end,
        buyer = private.client_invoice_buyer(i.company_id),
        seller = private.client_invoice_seller(i.workspace_id),
        status = 'issued'
    from (select u.id, row_number() over (order by u.ord)::integer as n
          from unnest(p_invoice_ids) with ordinality u(id, ord)
          join public.client_invoice x on x.id = u.id
          where x.workspace_id = v_sequence.workspace_id and x.kind = v_sequence.kind) o
    where i.id = o.id;
  end loop;
  perform set_config('renfort.status_comment', '', true);

  perform set_config('renfort.actor', 'system', true);
  update public.timesheet_week w set status = 'invoiced'
  where w.id in (select iw.timesheet_week_id from public.client_invoice_week iw
                 join public.client_invoice i on i.id = iw.invoice_id
                 where iw.invoice_id = any (p_invoice_ids) and i.kind = 'invoice')
    and w.status <> 'invoiced';
  perform set_config('renfort.actor', v_previous_actor, true);
end
$$;

REVOKE ALL ON FUNCTION private.issue_client_documents(p_invoice_ids uuid[]) FROM PUBLIC;

-- One draft issued (an invoice, or a credit note), returned.
CREATE FUNCTION private.issue_client_document(p_invoice_id uuid) RETURNS public.client_invoice
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_invoice public.client_invoice;
begin
  perform 1 from public.client_invoice where id = p_invoice_id for update;
  perform private.issue_client_documents(array[p_invoice_id]);
  select * into v_invoice from public.client_invoice where id = p_invoice_id;
  return v_invoice;
end
$$;

REVOKE ALL ON FUNCTION private.issue_client_document(p_invoice_id uuid) FROM PUBLIC;

-- Why a draft cannot be issued, with its error code; null when it can. The purchase-order number
-- and the blocked client's reason are those the issue gives (p_has_reason: a reason was given).
CREATE FUNCTION private.client_invoice_issue_refusal(p_invoice public.client_invoice, p_company public.company, p_has_reason boolean, OUT message text, OUT code text) RETURNS record
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select r.message, r.code from (values
    (1, p_invoice.status <> 'draft' or p_invoice.kind <> 'invoice', 'Seul un brouillon de facture peut être émis', 'client_invoice_frozen'),
    (2, p_invoice.po_required and p_invoice.po_number is null, 'Ce client exige un numéro de bon de commande sur ses factures', 'client_invoice_po_required'),
    (3, p_company.status = 'blocked' and not p_has_reason,
        format('Le compte de %s est bloqué : un motif est obligatoire pour le facturer', p_company.name), 'client_invoice_blocked_company'),
    (4, p_invoice.total_ht <= 0, 'Une facture sans montant ne peut pas être émise', 'client_invoice_empty')
  ) r(n, refused, message, code)
  where r.refused
  order by r.n
  limit 1
$$;

REVOKE ALL ON FUNCTION private.client_invoice_issue_refusal(p_invoice public.client_invoice, p_company public.company, p_has_reason boolean, OUT message text, OUT code text) FROM PUBLIC;

-- « Préparer la facturation »: one draft per client and group of its validated weeks not billed yet
-- in the period (weeks starting between the two dates), grouped as the client's conditions say —
-- per contract, worksite, purchase order or company; weekly clients get one draft per week, its
-- period the week; a monthly client's draft covers the period billed.
-- Returns the drafts created.
CREATE FUNCTION public.prepare_client_invoices(p_period_start date, p_period_end date, p_company_id uuid DEFAULT NULL::uuid) RETURNS SETOF public.client_invoice
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_group record;
  v_invoice public.client_invoice;
  v_ids uuid[] := '{}';
begin
  if not private.may('client_invoice.prepare') then
    perform private.fail('Seuls la comptabilité et les CSM préparent la facturation', 'client_invoice_prepare_role', '42501');
  end if;
  if p_period_end < p_period_start or p_period_end > p_period_start + 92 then
    perform private.fail('La période de facturation doit tenir en trois mois au plus', 'client_invoice_period');
  end if;
  for v_group in
    with weeks as (
      select w.id, w.workspace_id, w.week_start, w.contract_key, w.company_id, co.status as company_status, co.name as company_name,
             terms.invoice_frequency, terms.invoice_grouping, terms.po_required, terms.payment_terms_days, terms.payment_terms_mode,
             m.client_po_number, coalesce(c.address_id, m.address_id) as worksite_id,
             concat_ws(' ', t.first_name, t.last_name) as talent_name
      from public.timesheet_week w
      join public.contract c on c.id = w.contract_id
      join public.company co on co.id = w.company_id
      join public.talent t on t.id = w.talent_id
      left join public.mission m on m.id = c.mission_id
      cross join lateral private.client_billing_terms(w.company_id, p_period_end) terms
      where w.workspace_id = any (private.current_workspace_ids())
        and w.status in ('validated', 'exported') and w.total_hours > 0
        and w.week_start between p_period_start and p_period_end
        and c.contract_type <> 'independent_service'
        and (p_company_id is null or w.company_id = p_company_id)
        and not exists (select 1 from public.client_invoice_week iw where iw.timesheet_week_id = w.id and iw.released_at is null)
    ),
    keyed as (
      select w.*,
             case w.invoice_grouping
               when 'contract' then 'contract:' || w.contract_key
               when 'worksite' then 'worksite:' || coalesce(w.worksite_id::text, 'none')
               when 'po' then 'po:' || coalesce(w.client_po_number, 'none')
               else 'company' end
             || case when w.invoice_frequency = 'weekly' then ':' || w.week_start::text else '' end as key,
             case w.invoice_grouping
               when 'contract' then format('Contrat %s · %s', w.contract_key, w.talent_name)
               when 'worksite' then coalesce('Chantier · ' || (select a.formatted from public.address a where a.id = w.worksite_id), 'Sans chantier')
               when 'po' then coalesce('Bon de commande ' || w.client_po_number, 'Sans bon de commande')
               else w.company_name end as label
      from weeks w
    )
    select k.workspace_id, k.company_id, k.key, min(k.label) as label, min(k.invoice_grouping::text)::public.invoice_grouping as grouping,
           bool_or(k.po_required) as po_required, min(k.invoice_frequency::text) as frequency, min(k.payment_terms_days) as days, min(k.payment_terms_mode::text)::public.payment_terms_mode as mode,
           min(k.week_start) as first_week, max(k.week_start) as last_week, array_agg(k.id) as week_ids,
           case when count(distinct k.client_po_number) = 1 then min(k.client_po_number) end as po_number
    from keyed k
    group by k.workspace_id, k.company_id, k.key
    order by min(k.company_name), k.key
  loop
    insert into public.client_invoice (workspace_id, company_id, period_start, period_end, grouping, grouping_key, grouping_label,
                                       po_number, po_required, payment_terms_days, payment_terms_mode)
    values (v_group.workspace_id, v_group.company_id,
            -- a monthly client's invoice covers the period billed (its month); a weekly one's, its week
            case when v_group.frequency = 'weekly' then greatest(v_group.first_week, p_period_start) else p_period_start end,
            case when v_group.frequency = 'weekly' then least(v_group.last_week + 6, p_period_end) else p_period_end end,
            v_group.grouping, v_group.key, v_group.label, v_group.po_number, v_group.po_required, v_group.days, v_group.mode)
    returning * into v_invoice;
    insert into public.client_invoice_week (invoice_id, timesheet_week_id, workspace_id)
    select v_invoice.id, unnest(v_group.week_ids), v_invoice.workspace_id;
    v_ids := v_ids || v_invoice.id;
  end loop;
  perform private.build_client_invoices(v_ids);
  return query
    select i.* from unnest(v_ids) with ordinality u(id, n) join public.client_invoice i on i.id = u.id order by u.n;
end
$$;

REVOKE ALL ON FUNCTION public.prepare_client_invoices(p_period_start date, p_period_end date, p_company_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.prepare_client_invoices(p_period_start date, p_period_end date, p_company_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.prepare_client_invoices(p_period_start date, p_period_end date, p_company_id uuid) TO service_role;

-- Recomputes a draft from its weeks (after a week was corrected, or the conditions changed).
CREATE FUNCTION public.regenerate_client_invoice(p_invoice_id uuid) RETURNS public.client_invoice
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.client_invoice_for_write(p_invoice_id, private.may('client_invoice.prepare'));
  return private.build_client_invoice(p_invoice_id);
end
$$;

REVOKE ALL ON FUNCTION public.regenerate_client_invoice(p_invoice_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.regenerate_client_invoice(p_invoice_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.regenerate_client_invoice(p_invoice_id uuid) TO service_role;

-- The invoice the caller may act on (p_allowed: their right, private.may), locked; refused with a
-- French message otherwise.
CREATE FUNCTION private.client_invoice_for_write(p_invoice_id uuid, p_allowed boolean) RETURNS public.client_invoice
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_invoice public.client_invoice;
begin
  select * into v_invoice from public.client_invoice i
  where i.id = p_invoice_id and i.workspace_id = any (private.current_workspace_ids())
  for update;
  if v_invoice.id is null then
    perform private.fail('Facture introuvable', 'client_invoice_not_found', 'P0002');
  end if;
  if not p_allowed then
    perform private.fail('Vos rôles ne permettent pas cette action sur les factures clients', 'client_invoice_role', '42501');
  end if;
  return v_invoice;
end
$$;

REVOKE ALL ON FUNCTION private.client_invoice_for_write(p_invoice_id uuid, p_allowed boolean) FROM PUBLIC;

-- A free line on a draft (a travel cost, a correction…), with its reason; or its removal.
CREATE FUNCTION public.add_client_invoice_line(p_invoice_id uuid, p_label text, p_quantity numeric, p_unit_price numeric, p_reason text, p_category public.client_invoice_line_category DEFAULT 'free'::public.client_invoice_line_category) RETURNS public.client_invoice
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_invoice public.client_invoice := private.client_invoice_for_write(p_invoice_id, private.may('client_invoice.prepare'));
begin
  if v_invoice.status <> 'draft' then
    perform private.fail('Une facture émise ne peut plus être modifiée : émettez un avoir', 'client_invoice_frozen', '42501');
  end if;
  if p_category not in ('free', 'expense') then
    perform private.fail('Une ligne ajoutée à la main est une ligne libre ou un frais', 'client_invoice_line_category');
  end if;
  if coalesce(p_quantity, 0) <= 0 or p_unit_price is null then
    perform private.fail('La quantité doit être positive et le prix unitaire renseigné', 'client_invoice_line_amount');
  end if;
  insert into public.client_invoice_line (workspace_id, invoice_id, "position", category, label, quantity, unit_price, amount_ht, reason)
  values (v_invoice.workspace_id, p_invoice_id,
          coalesce((select max(l."position") from public.client_invoice_line l where l.invoice_id = p_invoice_id), 0) + 100000,
          p_category, btrim(p_label), p_quantity, round(p_unit_price, 2), round(p_quantity * round(p_unit_price, 2), 2), nullif(btrim(p_reason), ''));
  return private.sum_client_invoice(p_invoice_id);
end
$$;

REVOKE ALL ON FUNCTION public.add_client_invoice_line(p_invoice_id uuid, p_label text, p_quantity numeric, p_unit_price numeric, p_reason text, p_category public.client_invoice_line_category) FROM PUBLIC;
GRANT ALL ON FUNCTION public.add_client_invoice_line(p_invoice_id uuid, p_label text, p_quantity numeric, p_unit_price numeric, p_reason text, p_category public.client_invoice_line_category) TO authenticated;
GRANT ALL ON FUNCTION public.add_client_invoice_line(p_invoice_id uuid, p_label text, p_quantity numeric, p_unit_price numeric, p_reason text, p_category public.client_invoice_line_category) TO service_role;

CREATE FUNCTION public.remove_client_invoice_line(p_line_id uuid) RETURNS public.client_invoice
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_line public.client_invoice_line;
begin
  select * into v_line from public.client_invoice_line where id = p_line_id;
  perform private.client_invoice_for_write(v_line.invoice_id, private.may('client_invoice.prepare'));
  if v_line.category <> 'free' then
    perform private.fail('Seule une ligne libre se retire ; les autres viennent des relevés', 'client_invoice_line_category');
  end if;
  delete from public.client_invoice_line where id = p_line_id;
  return private.sum_client_invoice(v_line.invoice_id);
end
$$;

REVOKE ALL ON FUNCTION public.remove_client_invoice_line(p_line_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.remove_client_invoice_line(p_line_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.remove_client_invoice_line(p_line_id uuid) TO service_role;

-- Cancels a draft: its weeks can be billed again.
CREATE FUNCTION public.cancel_client_invoice(p_invoice_id uuid) RETURNS public.client_invoice
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_invoice public.client_invoice := private.client_invoice_for_write(p_invoice_id, private.may('client_invoice.prepare'));
begin
  if v_invoice.status <> 'draft' then
    perform private.fail('Seul un brouillon s''annule ; une facture émise se corrige par un avoir', 'client_invoice_frozen');
  end if;
  delete from public.client_invoice_week where invoice_id = p_invoice_id;
  perform set_config('renfort.status_comment', 'Brouillon annulé', true);
  update public.client_invoice set status = 'canceled' where id = p_invoice_id returning * into v_invoice;
  perform set_config('renfort.status_comment', '', true);
  return v_invoice;
end
$$;

REVOKE ALL ON FUNCTION public.cancel_client_invoice(p_invoice_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.cancel_client_invoice(p_invoice_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.cancel_client_invoice(p_invoice_id uuid) TO service_role;

-- Issues a draft: the purchase order when the client requires one, a blocked client only by
-- accounting with a reason, at least one line; then the number, the due date, and the weeks move
-- to « Facturé ».
CREATE FUNCTION public.issue_client_invoice(p_invoice_id uuid, p_po_number text DEFAULT NULL::text, p_blocked_reason text DEFAULT NULL::text) RETURNS public.client_invoice
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_invoice public.client_invoice := private.client_invoice_for_write(p_invoice_id, private.may('client_invoice.issue'));
  v_company public.company;
  v_message text;
  v_code text;
begin
  select * into v_company from public.company where id = v_invoice.company_id;
  if v_invoice.status = 'draft' and nullif(btrim(p_po_number), '') is not null then
    update public.client_invoice set po_number = btrim(p_po_number) where id = p_invoice_id returning * into v_invoice;
  end if;
  if v_invoice.status = 'draft' then
    v_invoice := private.sum_client_invoice(p_invoice_id);
  end if;
  select r.message, r.code into v_message, v_code
  from private.client_invoice_issue_refusal(v_invoice, v_company, coalesce(btrim(p_blocked_reason), '') <> '') r;
  if v_message is not null then
    perform private.fail(v_message, v_code);
  end if;
  if v_company.status = 'blocked' then
    update public.client_invoice set blocked_override_reason = btrim(p_blocked_reason) where id = p_invoice_id;
  end if;
  return private.issue_client_document(p_invoice_id);
end
$$;

REVOKE ALL ON FUNCTION public.issue_client_invoice(p_invoice_id uuid, p_po_number text, p_blocked_reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.issue_client_invoice(p_invoice_id uuid, p_po_number text, p_blocked_reason text) TO authenticated;
GRANT ALL ON FUNCTION public.issue_client_invoice(p_invoice_id uuid, p_po_number text, p_blocked_reason text) TO service_role;

-- « Émettre la sélection »: the month's drafts issued in one call, numbered in the list's order
-- (client, period, grouping). A draft the single issue would refuse (purchase order missing,
-- client blocked, no amount, not a draft) is left as it is and reported with the same message;
-- the others are issued. Returns {"issued": [ids], "refused": [{"id", "message"}]}.
CREATE FUNCTION public.issue_client_invoices(p_invoice_ids uuid[]) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_ids uuid[];
  v_ok uuid[];
  v_refused jsonb;
begin
  if not private.may('client_invoice.issue') then
    perform private.fail('Vos rôles ne permettent pas cette action sur les factures clients', 'client_invoice_role', '42501');
  end if;
  if cardinality(p_invoice_ids) > 10000 then
    perform private.fail('10 000 factures au plus par émission', 'client_invoice_issue_batch');
  end if;
  select array_agg(i.id order by c.name, i.period_start, i.grouping_label, i.id) into v_ids
  from public.client_invoice i join public.company c on c.id = i.company_id
  where i.id = any (p_invoice_ids) and i.workspace_id = any (private.current_workspace_ids());
  v_ids := coalesce(v_ids, '{}');
  perform 1 from public.client_invoice where id = any (v_ids) order by id for update;
  perform private.sum_client_invoices(array(select i.id from public.client_invoice i where i.id = any (v_ids) and i.status = 'draft'));

  with checked as (
    select u.id, u.ord, (private.client_invoice_issue_refusal(i, c, false)).message as message
    from unnest(v_ids) with ordinality u(id, ord)
    join public.client_invoice i on i.id = u.id
    join public.company c on c.id = i.company_id
  )
  select coalesce(array_agg(k.id order by k.ord) filter (where k.message is null), '{}'),
         coalesce(jsonb_agg(jsonb_build_object('id', k.id, 'message', k.message) order by k.ord) filter (where k.message is not null), '[]')
  into v_ok, v_refused
  from checked k;
  -- an id the caller cannot see is reported as not found, as the single issue says
  v_refused := v_refused || coalesce((
    select jsonb_agg(jsonb_build_object('id', x.id, 'message', 'Facture introuvable'))
    from (select distinct unnest(p_invoice_ids) as id) x where not (x.id = any (v_ids))), '[]');

  perform private.issue_client_documents(v_ok);
  return jsonb_build_object('issued', to_jsonb(v_ok), 'refused', v_refused);
end
$$;

REVOKE ALL ON FUNCTION public.issue_client_invoices(p_invoice_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.issue_client_invoices(p_invoice_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.issue_client_invoices(p_invoice_ids uuid[]) TO service_role;

-- The statuses of an issued invoice still owed something: the one list the functions below, the
-- scheduler's overdue pass and the screens (resources/client-invoices/constants.ts OPEN_STATUSES,
-- kept equal by supabase/tests/billing/invoice-rules-parity.test.ts) share.
CREATE FUNCTION private.client_invoice_open_statuses() RETURNS public.client_invoice_status[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select '{issued,sent,partially_paid,overdue}'::public.client_invoice_status[]
$$;

REVOKE ALL ON FUNCTION private.client_invoice_open_statuses() FROM PUBLIC;
GRANT ALL ON FUNCTION private.client_invoice_open_statuses() TO authenticated;
GRANT ALL ON FUNCTION private.client_invoice_open_statuses() TO service_role;

-- The status an issued invoice has from what it received: paid, partly paid, fully credited, or
-- overdue past its due date.
CREATE FUNCTION private.client_invoice_settled_status(p_invoice public.client_invoice) RETURNS public.client_invoice_status
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case
    when p_invoice.credited_amount >= p_invoice.total_ttc then 'credited'
    when p_invoice.paid_amount + p_invoice.credited_amount >= p_invoice.total_ttc then 'paid'
    when p_invoice.due_date < private.paris_today() then 'overdue'
    when p_invoice.paid_amount > 0 then 'partially_paid'
    when p_invoice.sent_at is not null then 'sent'
    else 'issued' end::public.client_invoice_status
$$;

REVOKE ALL ON FUNCTION private.client_invoice_settled_status(p_invoice public.client_invoice) FROM PUBLIC;

-- Records a payment received (accounting): at most what is still due; the invoice becomes partly
-- paid or paid.
CREATE FUNCTION public.record_client_invoice_payment(p_invoice_id uuid, p_paid_on date, p_amount numeric, p_mode public.client_payment_mode DEFAULT 'transfer'::public.client_payment_mode, p_reference text DEFAULT NULL::text) RETURNS public.client_invoice
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_invoice public.client_invoice := private.client_invoice_for_write(p_invoice_id, private.may('client_invoice.record_payment'));
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  if v_invoice.kind <> 'invoice' or not v_invoice.status = any (private.client_invoice_open_statuses()) then
    perform private.fail('Un paiement s''enregistre sur une facture émise qui reste à payer', 'client_invoice_payment_status');
  end if;
  if coalesce(p_amount, 0) <= 0 then
    perform private.fail('Le montant du paiement doit être positif', 'client_invoice_payment_amount');
  end if;
  if p_amount > v_invoice.total_ttc - v_invoice.paid_amount - v_invoice.credited_amount then
    perform private.fail(format('Le paiement dépasse le reste à payer (%s €)',
                                private.fr_euros(v_invoice.total_ttc - v_invoice.paid_amount - v_invoice.credited_amount)), 'client_invoice_payment_amount');
  end if;
  -- today in Paris, where the accountant is: the server's date (UTC) is still yesterday after midnight
  if p_paid_on is null or p_paid_on > private.paris_today() or p_paid_on < v_invoice.issued_at - 30 then
    perform private.fail('La date du paiement doit être passée et proche de l''émission', 'client_invoice_payment_date');
  end if;
  insert into public.client_invoice_payment (workspace_id, invoice_id, paid_on, amount, mode, reference, created_by)
  values (v_invoice.workspace_id, p_invoice_id, p_paid_on, round(p_amount, 2), p_mode, nullif(btrim(p_reference), ''), auth.uid());
  perform set_config('renfort.actor', 'system', true);
  update public.client_invoice i set paid_amount = i.paid_amount + round(p_amount, 2) where i.id = p_invoice_id returning * into v_invoice;
  update public.client_invoice i set status = private.client_invoice_settled_status(v_invoice) where i.id = p_invoice_id returning * into v_invoice;
  perform set_config('renfort.actor', v_previous_actor, true);
  return v_invoice;
end
$$;

REVOKE ALL ON FUNCTION public.record_client_invoice_payment(p_invoice_id uuid, p_paid_on date, p_amount numeric, p_mode public.client_payment_mode, p_reference text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_client_invoice_payment(p_invoice_id uuid, p_paid_on date, p_amount numeric, p_mode public.client_payment_mode, p_reference text) TO authenticated;
GRANT ALL ON FUNCTION public.record_client_invoice_payment(p_invoice_id uuid, p_paid_on date, p_amount numeric, p_mode public.client_payment_mode, p_reference text) TO service_role;

-- A credit note (accounting), issued at once with its own number: full (every line, and the weeks
-- become billable again) or partial (p_lines: [{ "line_id", "quantity" }], quantities at most
-- what is left to credit on each line). The invoice's credited amount grows by its TTC.
CREATE FUNCTION public.credit_client_invoice(p_invoice_id uuid, p_reason text, p_lines jsonb DEFAULT NULL::jsonb) RETURNS public.client_invoice
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_invoice public.client_invoice := private.client_invoice_for_write(p_invoice_id, private.may('client_invoice.credit'));
  v_note public.client_invoice;
  v_bad text;
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  if v_invoice.kind <> 'invoice' or v_invoice.status in ('draft', 'canceled', 'credited') then
    perform private.fail('Un avoir se fait sur une facture émise qui n''est pas déjà entièrement créditée', 'client_invoice_credit_status');
  end if;
  if char_length(btrim(coalesce(p_reason, ''))) < 3 then
    perform private.fail('Le motif de l''avoir est obligatoire', 'client_invoice_credit_reason');
  end if;
  if p_lines is not null and (jsonb_typeof(p_lines) <> 'array' or jsonb_array_length(p_lines) = 0) then
    perform private.fail('Choisissez au moins une ligne à créditer', 'client_invoice_credit_lines');
  end if;

  insert into public.client_invoice (workspace_id, company_id, kind, credited_invoice_id, period_start, period_end, grouping, grouping_key,
                                     grouping_label, po_number, payment_terms_days, payment_terms_mode, credit_reason)
  values (v_invoice.workspace_id, v_invoice.company_id, 'credit_note', p_invoice_id, v_invoice.period_start, v_invoice.period_end,
          v_invoice.grouping, v_invoice.grouping_key, v_invoice.grouping_label, v_invoice.po_number, 0, 'net', btrim(p_reason))
  returning * into v_note;

  with wanted as (
    select l.*, coalesce(x.quantity, l.quantity - coalesce(done.q, 0)) as credit_quantity, l.quantity - coalesce(done.q, 0) as left_quantity
    from public.client_invoice_line l
    left join (select (e ->> 'line_id')::uuid as line_id, (e ->> 'quantity')::numeric as quantity from jsonb_array_elements(coalesce(p_lines, '[]')) e) x
      on x.line_id = l.id
    left join lateral (select sum(c.quantity) as q from public.client_invoice_line c
                       join public.client_invoice n on n.id = c.invoice_id and n.status <> 'canceled'
                       where c.credited_line_id = l.id) done on true
    where l.invoice_id = p_invoice_id and (p_lines is null or x.line_id is not null)
  )
  select string_agg(w.label, ', ') into v_bad from wanted w where w.credit_quantity <= 0 or w.credit_quantity > w.left_quantity;
  if v_bad is not null or (p_lines is not null and (select count(*) from jsonb_array_elements(p_lines) e
                                                     where not exists (select 1 from public.client_invoice_line l
                                                                       where l.invoice_id = p_invoice_id and l.id = (e ->> 'line_id')::uuid)) > 0) then
    perform private.fail(format('Quantité à créditer impossible (%s) : au plus ce qui reste à créditer sur la ligne', coalesce(v_bad, 'ligne inconnue')), 'client_invoice_credit_lines');
  end if;

  insert into public.client_invoice_line (workspace_id, invoice_id, "position", category, label, detail, contract_key, contract_id, talent_id,
                                          timesheet_week_id, week_start, quantity, pay_rate, coefficient, unit_price, amount_ht, vat_rate,
                                          timesheet_day_ids, reason, credited_line_id)
  select l.workspace_id, v_note.id, l."position", l.category, l.label, l.detail, l.contract_key, l.contract_id, l.talent_id,
         l.timesheet_week_id, l.week_start, q.quantity, l.pay_rate, l.coefficient, l.unit_price, round(q.quantity * l.unit_price, 2), l.vat_rate,
         l.timesheet_day_ids, l.reason, l.id
  from public.client_invoice_line l
  cross join lateral (
    select coalesce((select (e ->> 'quantity')::numeric from jsonb_array_elements(coalesce(p_lines, '[]')) e where (e ->> 'line_id')::uuid = l.id),
                    l.quantity - coalesce((select sum(c.quantity) from public.client_invoice_line c
                                           join public.client_invoice n on n.id = c.invoice_id and n.status <> 'canceled'
                                           where c.credited_line_id = l.id), 0)) as quantity
  ) q
  where l.invoice_id = p_invoice_id and q.quantity > 0
    and (p_lines is null or exists (select 1 from jsonb_array_elements(p_lines) e where (e ->> 'line_id')::uuid = l.id));

  v_note := private.sum_client_invoice(v_note.id);
  if v_note.total_ttc > v_invoice.total_ttc - v_invoice.paid_amount - v_invoice.credited_amount + 0.005 and v_invoice.paid_amount > 0 then
    perform private.fail('L''avoir dépasse le reste à payer de la facture : remboursez d''abord le trop-perçu', 'client_invoice_credit_amount');
  end if;
  v_note := private.issue_client_document(v_note.id);

  perform set_config('renfort.actor', 'system', true);
  update public.client_invoice i set credited_amount = least(i.total_ttc - i.paid_amount, i.credited_amount + v_note.total_ttc)
  where i.id = p_invoice_id returning * into v_invoice;
  perform set_config('renfort.status_comment', format('Avoir %s : %s', v_note.number, btrim(p_reason)), true);
  update public.client_invoice i set status = private.client_invoice_settled_status(v_invoice) where i.id = p_invoice_id;
  perform set_config('renfort.status_comment', '', true);
  -- Once every line is credited in full, the weeks are free to be billed again.
  if not exists (select 1 from public.client_invoice_line l
                 where l.invoice_id = p_invoice_id
                   and l.quantity > coalesce((select sum(c.quantity) from public.client_invoice_line c
                                              join public.client_invoice n on n.id = c.invoice_id and n.status <> 'canceled'
                                              where c.credited_line_id = l.id), 0)) then
    update public.client_invoice_week set released_at = now() where invoice_id = p_invoice_id and released_at is null;
    update public.timesheet_week w set status = case when w.exported_at is not null then 'exported' else 'validated' end::public.timesheet_status
    where w.status = 'invoiced'
      and w.id in (select iw.timesheet_week_id from public.client_invoice_week iw where iw.invoice_id = p_invoice_id)
      and not exists (select 1 from public.client_invoice_week other where other.timesheet_week_id = w.id and other.released_at is null);
  end if;
  perform set_config('renfort.actor', v_previous_actor, true);
  return v_note;
end
$$;

REVOKE ALL ON FUNCTION public.credit_client_invoice(p_invoice_id uuid, p_reason text, p_lines jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.credit_client_invoice(p_invoice_id uuid, p_reason text, p_lines jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.credit_client_invoice(p_invoice_id uuid, p_reason text, p_lines jsonb) TO service_role;

-- The e-mail addresses an invoice goes to: the client's active « Destinataire factures » contacts,
-- else its billing e-mail.
CREATE FUNCTION private.client_invoice_recipients(p_company_id uuid) RETURNS text[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(
    (select array_agg(distinct lower(c.email)) from public.contact c
     where c.company_id = p_company_id and 'invoice_recipient' = any (c.roles) and c.email is not null and c.status = 'active'),
    (select array[lower(co.billing_email)] from public.company co where co.id = p_company_id and co.billing_email is not null),
    '{}')
$$;

REVOKE ALL ON FUNCTION private.client_invoice_recipients(p_company_id uuid) FROM PUBLIC;

-- Sends an issued invoice or credit note through the mail outbox to the client's invoice recipients,
-- its PDF and the signed timesheets it bills attached.
CREATE FUNCTION public.send_client_invoice(p_invoice_id uuid) RETURNS public.client_invoice
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_invoice public.client_invoice := private.client_invoice_for_write(p_invoice_id, private.may('client_invoice.issue'));
  v_recipients text[] := private.client_invoice_recipients(v_invoice.company_id);
  v_identity public.workspace_identity;
  v_attachments jsonb;
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  if v_invoice.status in ('draft', 'canceled') then
    perform private.fail('Émettez la facture avant de l''envoyer', 'client_invoice_send_status');
  end if;
  if v_invoice.pdf_file is null then
    perform private.fail('Le PDF de la facture n''est pas encore produit : réessayez dans un instant', 'client_invoice_send_pdf');
  end if;
  if cardinality(v_recipients) = 0 then
    perform private.fail('Aucun destinataire : ajoutez un contact « Destinataire factures » ou l''e-mail de facturation de l''entreprise', 'client_invoice_send_recipient');
  end if;
  select * into v_identity from public.workspace_identity where workspace_id = v_invoice.workspace_id;
  -- the invoice's PDF, then the signed timesheets it bills (those whose PDF was produced)
  select jsonb_build_array(jsonb_build_object('bucket', 'invoices', 'path', v_invoice.pdf_file, 'filename', v_invoice.number || '.pdf'))
         || coalesce(jsonb_agg(jsonb_build_object('bucket', 'signed-timesheets', 'path', w.pdf_file,
                                                  'filename', format('releve-%s-%s-S%s.pdf', w.contract_key, w.iso_year, lpad(w.iso_week::text, 2, '0')))
                               order by w.contract_key, w.week_start), '[]')
    into v_attachments
  from public.client_invoice_week iw
  join public.timesheet_week w on w.id = iw.timesheet_week_id and w.pdf_file is not null
  where iw.invoice_id = coalesce(v_invoice.credited_invoice_id, v_invoice.id) and iw.released_at is null;
  insert into public.mail_outbox (workspace_id, recipient, subject, body, link, kind, entity, entity_id, attachments)
  select v_invoice.workspace_id, r,
         format('%s %s — %s', case v_invoice.kind when 'invoice' then 'Facture' else 'Avoir' end, v_invoice.number, coalesce(v_identity.legal_name, 'Renfort')),
         format(E'Bonjour,\n\nVeuillez trouver ci-joint %s n° %s du %s, d''un montant de %s € TTC%s, avec les relevés d''heures signés qu''elle facture.\n\nCordialement,\n%s',
                case v_invoice.kind when 'invoice' then 'notre facture' else 'notre avoir' end, v_invoice.number, private.fr_date(v_invoice.issued_at),
                private.fr_euros(v_invoice.total_ttc),
                case v_invoice.kind when 'invoice' then ', à régler au plus tard le ' || private.fr_date(v_invoice.due_date) else '' end,
                coalesce(v_identity.legal_name, 'Renfort')),
         -- the client's space, never a team screen (the contact cannot open /client-invoices)
         format('/client/invoices/%s', v_invoice.id), 'client_invoice', 'client_invoice', v_invoice.id,
         v_attachments
  from unnest(v_recipients) r;
  perform set_config('renfort.actor', 'system', true);
  update public.client_invoice i set sent_at = now() where i.id = p_invoice_id returning * into v_invoice;
  update public.client_invoice i set status = private.client_invoice_settled_status(v_invoice)
  where i.id = p_invoice_id and i.status = 'issued' returning * into v_invoice;
  perform set_config('renfort.actor', v_previous_actor, true);
  return (select i from public.client_invoice i where i.id = p_invoice_id);
end
$$;

REVOKE ALL ON FUNCTION public.send_client_invoice(p_invoice_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.send_client_invoice(p_invoice_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.send_client_invoice(p_invoice_id uuid) TO service_role;

-- The scheduler's pass: open invoices past their due date become « En retard »; a reminder leaves
-- through the outbox at due + 7 and due + 30 days.
CREATE FUNCTION private.run_client_invoice_time_moves() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_overdue integer;
  v_reminders integer;
begin
  perform set_config('renfort.actor', 'system', true);
  update public.client_invoice i set status = 'overdue'
  where i.kind = 'invoice' and i.status = any (private.client_invoice_open_statuses()) and i.status <> 'overdue'
    and i.due_date < private.paris_today();
  get diagnostics v_overdue = row_count;

  with due as (
    select i.* from public.client_invoice i
    where i.status = 'overdue'
      and ((i.reminder_count = 0 and private.paris_today() >= i.due_date + 7) or (i.reminder_count = 1 and private.paris_today() >= i.due_date + 30))
  ),
  mails as (
    insert into public.mail_outbox (workspace_id, recipient, subject, body, link, kind, entity, entity_id)
    select d.workspace_id, r,
           format('Relance : facture %s échue le %s', d.number, private.fr_date(d.due_date)),
           format(E'Bonjour,\n\nSauf erreur de notre part, la facture n° %s du %s (%s € TTC) reste à régler : %s €, échue le %s.\nDes pénalités de retard et l''indemnité forfaitaire de 40 € pour frais de recouvrement sont dues (C. com. L441-10).\n\nCordialement',
                  d.number, private.fr_date(d.issued_at), private.fr_euros(d.total_ttc),
                  private.fr_euros(d.total_ttc - d.paid_amount - d.credited_amount), private.fr_date(d.due_date)),
           format('/client/invoices/%s', d.id), 'client_invoice_reminder', 'client_invoice', d.id
    from due d cross join lateral unnest(private.client_invoice_recipients(d.company_id)) r
    returning entity_id
  )
  update public.client_invoice i set reminder_count = i.reminder_count + 1, last_reminder_at = now()
  from due d where i.id = d.id;
  get diagnostics v_reminders = row_count;
  return jsonb_build_object('client_invoice:overdue', v_overdue, 'client_invoice:reminders', v_reminders);
end
$$;

REVOKE ALL ON FUNCTION private.run_client_invoice_time_moves() FROM PUBLIC;

-- The client as an invoice names it (CGI ann. II art. 242 nonies A: name, address, SIREN, VAT
-- number), in the shape of the document's buyer (supabase/functions/_shared/invoice-pdf/types.ts):
-- its address is private.company_billing_address. Read with the caller's rights.
CREATE FUNCTION private.client_invoice_buyer(p_company_id uuid) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'name', co.name, 'legalForm', co.legal_form, 'street', nullif(concat_ws(' ', a.street1, a.street2), ''),
    'postalCode', a.postal_code, 'city', a.city, 'country', coalesce(a.country_code, 'FR'),
    'siren', co.siren, 'vatNumber', co.vat_number)
  from public.company co
  left join lateral private.company_billing_address(co.id) a on true
  where co.id = p_company_id
$$;

REVOKE ALL ON FUNCTION private.client_invoice_buyer(p_company_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.client_invoice_buyer(p_company_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.client_invoice_buyer(p_company_id uuid) TO service_role;

-- The agency as an invoice names it (CGI ann. II art. 242 nonies A: name, address, SIRET, VAT number;
-- C. trav. R1251-12: its financial guarantor), with its option for VAT on debits, in the shape of the
-- document's seller (supabase/functions/_shared/invoice-pdf/types.ts). Read with the caller's rights.
CREATE FUNCTION private.client_invoice_seller(p_workspace_id uuid) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'name', wi.legal_name, 'legalForm', wi.legal_form, 'street', wi.street, 'postalCode', wi.postal_code, 'city', wi.city,
    'country', 'FR', 'siret', wi.siret, 'siren', left(wi.siret, 9),
    'vatNumber', case when wi.siret ~ '^[0-9]{14}$'
                      then 'FR' || lpad(((12 + 3 * (left(wi.siret, 9)::bigint % 97)) % 97)::text, 2, '0') || left(wi.siret, 9) end,
    'activityDeclaration', wi.activity_declaration, 'financialGuarantor', wi.financial_guarantor,
    'vatOnDebits', coalesce(wi.vat_on_debits, false))
  from (select p_workspace_id as workspace_id) w
  left join public.workspace_identity wi on wi.workspace_id = w.workspace_id
$$;

REVOKE ALL ON FUNCTION private.client_invoice_seller(p_workspace_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.client_invoice_seller(p_workspace_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.client_invoice_seller(p_workspace_id uuid) TO service_role;

-- What the document worker renders: the invoice, its lines and totals, the agency's identity and the
-- client's — as issued (client_invoice.seller and .buyer), or as they are today for a draft —, as the
-- document's JSON (supabase/functions/_shared/invoice-pdf/types.ts). Never what was paid since, nor
-- an identity edited since: the issued document is the invoice as issued (CGI art. 242 nonies A).
CREATE FUNCTION public.client_invoice_document(p_invoice_id uuid) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'workspaceId', i.workspace_id,
    'invoiceId', i.id,
    'document', jsonb_build_object(
      'kind', i.kind, 'number', i.number, 'issueDate', i.issued_at, 'dueDate', i.due_date,
      'periodStart', i.period_start, 'periodEnd', i.period_end, 'currency', 'EUR',
      'seller', s.party - 'vatOnDebits',
      'buyer', coalesce(i.buyer, private.client_invoice_buyer(i.company_id)),
      'poNumber', i.po_number,
      'creditedInvoice', (select jsonb_build_object('number', o.number, 'issueDate', o.issued_at) from public.client_invoice o where o.id = i.credited_invoice_id),
      'lines', coalesce((select jsonb_agg(jsonb_build_object(
                  'position', l."position", 'label', l.label, 'detail', l.detail, 'quantity', l.quantity,
                  'unit', case when l.category in ('normal', 'ot25', 'ot50', 'night', 'sunday', 'holiday') then 'HUR' else 'C62' end,
                  'unitPriceHt', l.unit_price, 'vatRate', l.vat_rate, 'amountHt', l.amount_ht) order by l."position", l.id)
                from public.client_invoice_line l where l.invoice_id = i.id), '[]'),
      'totals', jsonb_build_object(
        'ht', i.total_ht, 'tva', i.total_tva, 'ttc', i.total_ttc,
        'vat', coalesce((select jsonb_agg(jsonb_build_object('rate', r.vat_rate, 'base', r.ht, 'amount', round(r.ht * r.vat_rate / 100, 2)) order by r.vat_rate)
                         from (select l.vat_rate, sum(l.amount_ht) as ht from public.client_invoice_line l where l.invoice_id = i.id group by l.vat_rate) r), '[]')),
      'paymentTerms', case i.payment_terms_mode when 'end_of_month' then format('%s jours fin de mois', i.payment_terms_days)
                                                else format('%s jours nets', i.payment_terms_days) end,
      'latePenaltyRate', 'trois fois le taux d''intérêt légal',
      'recoveryIndemnity', 40,
      'vatOnDebits', coalesce((s.party ->> 'vatOnDebits')::boolean, false),
      'notes', case when i.kind = 'credit_note' then jsonb_build_array('Motif de l''avoir : ' || i.credit_reason) else '[]'::jsonb end))
  from public.client_invoice i
  cross join lateral (select coalesce(i.seller, private.client_invoice_seller(i.workspace_id)) as party) s
  where i.id = p_invoice_id
$$;

REVOKE ALL ON FUNCTION public.client_invoice_document(p_invoice_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.client_invoice_document(p_invoice_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.client_invoice_document(p_invoice_id uuid) TO service_role;

-- Attaches the PDF (Factur-X) produced by the edge function to an issued invoice, once.
CREATE FUNCTION public.attach_client_invoice_documents(p_invoice_id uuid, p_pdf_file text, p_pdf_sha256 text, p_facturx_profile text) RETURNS public.client_invoice
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_invoice public.client_invoice := private.client_invoice_for_write(p_invoice_id, private.may('client_invoice.prepare'));
begin
  if v_invoice.status in ('draft', 'canceled') then
    perform private.fail('Le PDF d''une facture se produit à son émission', 'client_invoice_pdf_status');
  end if;
  if v_invoice.pdf_file is not null then
    return v_invoice;
  end if;
  if p_pdf_sha256 !~ '^[0-9a-f]{64}$' or p_pdf_file !~ ('^' || v_invoice.workspace_id || '/' || v_invoice.id || '/') then
    perform private.fail('Document de facture invalide', 'client_invoice_pdf_file');
  end if;
  update public.client_invoice i set pdf_file = p_pdf_file, pdf_sha256 = p_pdf_sha256, facturx_profile = p_facturx_profile
  where i.id = p_invoice_id returning * into v_invoice;
  return v_invoice;
end
$$;

REVOKE ALL ON FUNCTION public.attach_client_invoice_documents(p_invoice_id uuid, p_pdf_file text, p_pdf_sha256 text, p_facturx_profile text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.attach_client_invoice_documents(p_invoice_id uuid, p_pdf_file text, p_pdf_sha256 text, p_facturx_profile text) TO authenticated;
GRANT ALL ON FUNCTION public.attach_client_invoice_documents(p_invoice_id uuid, p_pdf_file text, p_pdf_sha256 text, p_facturx_profile text) TO service_role;

-- What a week of p_hours bills, estimated before its invoice is built (« Préparer la facturation »,
-- a client's encours): the hours split as the pay splits them (private.pay_hours_split), each at
-- the wage × the coefficient — the conditions' overtime coefficient for overtime hours when they
-- set one — with the dated overtime majorations, the unit price rounded to the cent then
-- multiplied, as private.client_invoice_week_lines bills them. It leaves out what only the days
-- tell: night, Sunday and public-holiday majorations, the mission's bonuses and allowances, hours
-- worked the same week under another contract.
CREATE FUNCTION private.estimated_week_ht(p_hours numeric, p_wage numeric, p_coefficient numeric, p_overtime_coefficient numeric, p_on date) RETURNS numeric
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select round(s.normal * round(p_wage * p_coefficient, 2), 2)
       + round(s.ot25 * round(round(p_wage * (1 + private.pay_parameter('overtime_majoration_25', p_on) / 100), 4)
                              * coalesce(p_overtime_coefficient, p_coefficient), 2), 2)
       + round(s.ot50 * round(round(p_wage * (1 + private.pay_parameter('overtime_majoration_50', p_on) / 100), 4)
                              * coalesce(p_overtime_coefficient, p_coefficient), 2), 2)
  from private.pay_hours_split(coalesce(p_hours, 0)) s
$$;

REVOKE ALL ON FUNCTION private.estimated_week_ht(p_hours numeric, p_wage numeric, p_coefficient numeric, p_overtime_coefficient numeric, p_on date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.estimated_week_ht(p_hours numeric, p_wage numeric, p_coefficient numeric, p_overtime_coefficient numeric, p_on date) TO authenticated;
GRANT ALL ON FUNCTION private.estimated_week_ht(p_hours numeric, p_wage numeric, p_coefficient numeric, p_overtime_coefficient numeric, p_on date) TO service_role;

-- « Préparer la facturation »: per client, its validated weeks of the period not billed yet, their
-- hours and what they should bill (private.estimated_week_ht, overtime included, at the terms the
-- drafts will take: those in force at the period's end).
CREATE FUNCTION public.client_billing_backlog(p_period_start date, p_period_end date) RETURNS TABLE(company_id uuid, company_name text, company_status public.company_status, week_count bigint, hours numeric, estimated_ht numeric, first_week date, last_week date, invoice_frequency public.invoice_frequency, invoice_grouping public.invoice_grouping, po_required boolean)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select co.id, co.name, co.status, count(*), sum(w.total_hours),
         coalesce(sum(private.estimated_week_ht(w.total_hours, c.hourly_wage, coalesce(p.coefficient, terms.default_coefficient),
                                                terms.overtime_coefficient, w.week_start)), 0),
         min(w.week_start), max(w.week_start), terms.invoice_frequency, terms.invoice_grouping, terms.po_required
  from public.timesheet_week w
  join public.contract c on c.id = w.contract_id
  left join public.contract_pricing p on p.contract_id = c.id
  join public.company co on co.id = w.company_id
  cross join lateral private.client_billing_terms(co.id, p_period_end) terms
  where w.status in ('validated', 'exported') and w.total_hours > 0 and w.week_start between p_period_start and p_period_end
    and c.contract_type <> 'independent_service'
    and not exists (select 1 from public.client_invoice_week iw where iw.timesheet_week_id = w.id and iw.released_at is null)
  group by co.id, co.name, co.status, terms.invoice_frequency, terms.invoice_grouping, terms.po_required
  order by co.name, co.id
$$;

REVOKE ALL ON FUNCTION public.client_billing_backlog(p_period_start date, p_period_end date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.client_billing_backlog(p_period_start date, p_period_end date) TO authenticated;
GRANT ALL ON FUNCTION public.client_billing_backlog(p_period_start date, p_period_end date) TO service_role;

-- A client's « Encours » (docs/rules/billing.md#encours), read with the caller's rights: what its
-- issued invoices were and still are owed (TTC), the overdue part, and the two other parts of its
-- exposure (private.company_exposure_parts, HT) with the total.
CREATE FUNCTION public.company_outstanding(p_company_id uuid) RETURNS TABLE(issued_ttc numeric, outstanding numeric, overdue numeric, overdue_count bigint, open_count bigint, unbilled_ht numeric, running_ht numeric, exposure numeric)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(sum(i.total_ttc), 0),
         coalesce(sum(i.total_ttc - i.paid_amount - i.credited_amount), 0),
         coalesce(sum(i.total_ttc - i.paid_amount - i.credited_amount) filter (where i.status = 'overdue'), 0),
         count(*) filter (where i.status = 'overdue'),
         count(*) filter (where i.status = any (private.client_invoice_open_statuses())),
         coalesce(min(e.unbilled_ht), 0), coalesce(min(e.running_ht), 0), coalesce(min(e.unpaid_ttc + e.unbilled_ht + e.running_ht), 0)
  from private.company_exposure_parts(p_company_id) e
  left join public.client_invoice i
    on i.company_id = p_company_id and i.kind = 'invoice' and i.status in ('issued', 'sent', 'partially_paid', 'overdue', 'paid')
$$;

REVOKE ALL ON FUNCTION public.company_outstanding(p_company_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.company_outstanding(p_company_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.company_outstanding(p_company_id uuid) TO service_role;

-- A client's account statement on a day (« Relevé de compte »): its invoices and credit notes issued,
-- and the payments received, up to that day, oldest first, with the running balance; what is due
-- and what is past due. Its own document (the account-statement function renders it): an issued
-- invoice's document never carries the payments (CGI ann. II art. 242 nonies A). Read with the
-- caller's rights: null for a client or invoices the caller does not read.
CREATE FUNCTION public.company_account_statement(p_company_id uuid, p_on date DEFAULT NULL::date) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with d as (select coalesce(p_on, private.paris_today()) as on_day),
  entries as (
    select i.issued_at as day, case i.kind when 'invoice' then 0 else 1 end as rank, i.number as ref,
           i.kind::text as kind, i.due_date,
           case i.kind when 'invoice' then i.total_ttc else 0 end as debit,
           case i.kind when 'credit_note' then i.total_ttc else 0 end as credit,
           coalesce((select c.number from public.client_invoice c where c.id = i.credited_invoice_id), '') as about
    from public.client_invoice i, d
    where i.company_id = p_company_id and i.number is not null and i.status <> 'canceled' and i.issued_at <= d.on_day
    union all
    select p.paid_on, 2, coalesce(p.reference, ''), 'payment', null, 0, p.amount, i.number
    from public.client_invoice_payment p
    join public.client_invoice i on i.id = p.invoice_id, d
    where i.company_id = p_company_id and p.paid_on <= d.on_day
  ),
  running as (
    select e.*, sum(e.debit - e.credit) over (order by e.day, e.rank, e.ref, e.about rows unbounded preceding) as balance
    from entries e
  )
  select jsonb_build_object(
    'on', d.on_day,
    'seller', private.client_invoice_seller(co.workspace_id),
    'buyer', private.client_invoice_buyer(co.id),
    'entries', coalesce((select jsonb_agg(jsonb_build_object(
                 'date', r.day, 'kind', r.kind, 'reference', r.ref, 'about', nullif(r.about, ''), 'dueDate', r.due_date,
                 'debit', r.debit, 'credit', r.credit, 'balance', r.balance) order by r.day, r.rank, r.ref, r.about)
               from running r), '[]'::jsonb),
    'balance', coalesce((select sum(e.debit - e.credit) from entries e), 0),
    -- past due on that day: what each invoice due before it still owed then
    'overdue', coalesce((select sum(greatest(i.total_ttc
                   - coalesce((select sum(p.amount) from public.client_invoice_payment p
                               where p.invoice_id = i.id and p.paid_on <= d.on_day), 0)
                   - coalesce((select sum(c.total_ttc) from public.client_invoice c
                               where c.credited_invoice_id = i.id and c.number is not null and c.status <> 'canceled'
                                 and c.issued_at <= d.on_day), 0), 0))
                         from public.client_invoice i
                         where i.company_id = co.id and i.kind = 'invoice' and i.number is not null
                           and i.status <> 'canceled' and i.issued_at <= d.on_day and i.due_date < d.on_day), 0))
  from public.company co, d
  where co.id = p_company_id and private.can('client_invoice', 'select')
$$;

REVOKE ALL ON FUNCTION public.company_account_statement(p_company_id uuid, p_on date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.company_account_statement(p_company_id uuid, p_on date) TO authenticated;
GRANT ALL ON FUNCTION public.company_account_statement(p_company_id uuid, p_on date) TO service_role;

-- A group's exposure: the sum of its companies' (public.company_outstanding, under the caller's rights).
CREATE FUNCTION public.company_group_outstanding(p_group_id uuid) RETURNS TABLE(issued_ttc numeric, outstanding numeric, overdue numeric, overdue_count bigint, open_count bigint, unbilled_ht numeric, running_ht numeric, exposure numeric)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(sum(o.issued_ttc), 0), coalesce(sum(o.outstanding), 0), coalesce(sum(o.overdue), 0),
         coalesce(sum(o.overdue_count), 0)::bigint, coalesce(sum(o.open_count), 0)::bigint,
         coalesce(sum(o.unbilled_ht), 0), coalesce(sum(o.running_ht), 0), coalesce(sum(o.exposure), 0)
  from public.company co
  cross join lateral public.company_outstanding(co.id) o
  where co.company_group_id = p_group_id
$$;

REVOKE ALL ON FUNCTION public.company_group_outstanding(p_group_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.company_group_outstanding(p_group_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.company_group_outstanding(p_group_id uuid) TO service_role;

-- The action centre's « Semaines validées non facturées »: a client with validated weeks of a past
-- month still unbilled.
CREATE FUNCTION private.action_rule_weeks_unbilled(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    AS $$
  select 'weeks_unbilled', 'warning', 'company', co.id, co.workspace_id,
         format('%s · %s semaine(s) validée(s) non facturée(s)', co.name, count(*)),
         (min(w.week_start) + 7)::timestamptz,
         format('/client-invoices/prepare?from=%s&to=%s&company=%s', date_trunc('month', min(w.week_start))::date,
                (date_trunc('month', private.paris_today()) - interval '1 day')::date, co.id),
         co.csm_id
  from public.timesheet_week w
  join public.company co on co.id = w.company_id
  join public.contract c on c.id = w.contract_id
  where w.status in ('validated', 'exported') and w.total_hours > 0 and w.week_start < date_trunc('month', private.paris_today())
    and c.contract_type <> 'independent_service'
    and not exists (select 1 from public.client_invoice_week iw where iw.timesheet_week_id = w.id and iw.released_at is null)
  group by co.id, co.workspace_id, co.name, co.csm_id
$$;

REVOKE ALL ON FUNCTION private.action_rule_weeks_unbilled(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_weeks_unbilled(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_weeks_unbilled(p_owners uuid[]) TO service_role;

-- The action centre's « Factures échues »: overdue invoices, oldest due first.
CREATE FUNCTION private.action_rule_invoices_overdue(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    AS $$
  select 'invoices_overdue', case when i.due_date < private.paris_today() - 30 then 'critical' else 'warning' end, 'client_invoice', i.id, i.workspace_id,
         format('%s · %s · reste %s € · échue le %s', i.number, co.name,
                private.fr_euros(i.total_ttc - i.paid_amount - i.credited_amount), private.fr_date(i.due_date)),
         i.due_date::timestamptz, format('/client-invoices/%s', i.id), co.csm_id
  from public.client_invoice i
  join public.company co on co.id = i.company_id
  where i.status = 'overdue'
$$;

REVOKE ALL ON FUNCTION private.action_rule_invoices_overdue(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_invoices_overdue(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_invoices_overdue(p_owners uuid[]) TO service_role;

-- A client's exposure in its three parts (docs/rules/billing.md#encours): what its issued invoices
-- still owe (TTC), the worked weeks not invoiced yet (signed or validated) and four weeks of its
-- running contracts (HT), both as the invoices will bill them (private.estimated_week_ht, overtime
-- included, at the client's terms in force today). Read with the caller's rights: the « Encours »
-- tab calls it as the user, the credit-cover check as the system (private.company_exposure).
CREATE FUNCTION private.company_exposure_parts(p_company_id uuid) RETURNS TABLE(unpaid_ttc numeric, unbilled_ht numeric, running_ht numeric)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce((select sum(i.total_ttc - i.paid_amount - i.credited_amount) from public.client_invoice i
                   where i.company_id = p_company_id and i.kind = 'invoice' and i.status = any (private.client_invoice_open_statuses())), 0),
         coalesce((select sum(private.estimated_week_ht(w.total_hours, c.hourly_wage, coalesce(p.coefficient, terms.default_coefficient),
                                                        terms.overtime_coefficient, w.week_start))
                   from public.timesheet_week w
                   join public.contract c on c.id = w.contract_id
                   left join public.contract_pricing p on p.contract_id = c.id
                   where w.company_id = p_company_id and w.status in ('signed', 'validated', 'exported')
                     and not exists (select 1 from public.client_invoice_week iw where iw.timesheet_week_id = w.id and iw.released_at is null)), 0),
         coalesce((select sum(4 * private.estimated_week_ht(c.working_hours, c.hourly_wage, coalesce(p.coefficient, terms.default_coefficient),
                                                            terms.overtime_coefficient, private.paris_today()))
                   from public.contract c
                   left join public.contract_pricing p on p.contract_id = c.id
                   where c.company_id = p_company_id and c.status in ('signed', 'active') and c.start_date <= private.paris_today()
                     and coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 0)) >= private.paris_today()), 0)
  from private.client_billing_terms(p_company_id, private.paris_today()) terms
$$;

REVOKE ALL ON FUNCTION private.company_exposure_parts(p_company_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.company_exposure_parts(p_company_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.company_exposure_parts(p_company_id uuid) TO service_role;

-- A client's exposure, whoever asks (the credit-cover check on a new contract, the action centre):
-- the sum of its parts.
CREATE FUNCTION private.company_exposure(p_company_id uuid) RETURNS numeric
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select e.unpaid_ttc + e.unbilled_ht + e.running_ht from private.company_exposure_parts(p_company_id) e), 0)
$$;

REVOKE ALL ON FUNCTION private.company_exposure(p_company_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.company_exposure(p_company_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.company_exposure(p_company_id uuid) TO service_role;

-- The credit insurer's cover of a client in force today (the largest granted), or null.
CREATE FUNCTION private.company_credit_cover(p_company_id uuid) RETURNS numeric
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select max(r.granted_amount) from public.company_insurance_request r
  where r.company_id = p_company_id and r.type = 'credit_insurance' and r.status in ('granted', 'partially_granted')
    and r.granted_amount is not null and (r.valid_until is null or r.valid_until >= private.paris_today())
$$;

REVOKE ALL ON FUNCTION private.company_credit_cover(p_company_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.company_credit_cover(p_company_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.company_credit_cover(p_company_id uuid) TO service_role;

-- A new contract for a client whose exposure passes 110 % of its credit cover needs accounting's
-- agreement: the agency pays wages weekly and is paid a month or two later. Imports and the
-- system's own writes are left alone.
CREATE FUNCTION private.check_contract_credit_cover() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_cover numeric;
  v_exposure numeric;
begin
  if private.is_system() or new.is_amendment or new.company_id is null or new.contract_type = 'independent_service' then
    return new;
  end if;
  v_cover := private.company_credit_cover(new.company_id);
  if v_cover is null then
    return new;
  end if;
  v_exposure := private.company_exposure(new.company_id);
  if v_exposure > v_cover * 1.1 and not private.may('contract.exceed_credit_cover') then
    perform private.fail(format('L''encours de ce client (%s €) dépasse de plus de 10 %% sa garantie d''assurance-crédit (%s €) : un nouveau contrat demande l''accord de la comptabilité',
                                private.fr_euros(v_exposure), private.fr_euros(v_cover)), 'contract_credit_cover');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_contract_credit_cover() FROM PUBLIC;

-- The sales journal of a period for the accountant's software: one row per issued invoice or credit
-- note and VAT rate, credit notes negative (docs/sales-journal.md).
CREATE FUNCTION public.client_sales_journal(p_from date, p_to date) RETURNS TABLE(issued_at date, number text, kind public.client_invoice_kind, company_id uuid, company_name text, client_account text, siren text, vat_rate numeric, amount_ht numeric, amount_tva numeric, amount_ttc numeric, due_date date, credited_number text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select i.issued_at, i.number, i.kind, co.id, co.name, '411' || coalesce(co.siren, upper(left(replace(co.id::text, '-', ''), 9))), co.siren,
         r.vat_rate, s.sign * r.ht, s.sign * round(r.ht * r.vat_rate / 100, 2), s.sign * (r.ht + round(r.ht * r.vat_rate / 100, 2)),
         i.due_date, o.number
  from public.client_invoice i
  join public.company co on co.id = i.company_id
  left join public.client_invoice o on o.id = i.credited_invoice_id
  cross join lateral (select case i.kind when 'credit_note' then -1 else 1 end as sign) s
  cross join lateral (select l.vat_rate, sum(l.amount_ht) as ht from public.client_invoice_line l where l.invoice_id = i.id group by l.vat_rate) r
  where i.status not in ('draft', 'canceled') and i.issued_at between p_from and p_to
  order by i.issued_at, i.number, r.vat_rate
$$;

REVOKE ALL ON FUNCTION public.client_sales_journal(p_from date, p_to date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.client_sales_journal(p_from date, p_to date) TO authenticated;
GRANT ALL ON FUNCTION public.client_sales_journal(p_from date, p_to date) TO service_role;

-- ## Rows

insert into public.enum_label (enum_name, value, label, "position") values
  ('client_invoice_kind', 'credit_note', 'Avoir', 2),
  ('client_invoice_kind', 'invoice', 'Facture', 1),
  ('client_invoice_line_category', 'allowance', 'Indemnité non soumise', 8),
  ('client_invoice_line_category', 'bonus', 'Prime', 7),
  ('client_invoice_line_category', 'expense', 'Frais', 9),
  ('client_invoice_line_category', 'free', 'Ligne libre', 10),
  ('client_invoice_line_category', 'holiday', 'Jour férié', 6),
  ('client_invoice_line_category', 'night', 'Nuit', 4),
  ('client_invoice_line_category', 'normal', 'Heures normales', 1),
  ('client_invoice_line_category', 'ot25', 'Heures à +25 %', 2),
  ('client_invoice_line_category', 'ot50', 'Heures à +50 %', 3),
  ('client_invoice_line_category', 'sunday', 'Dimanche', 5),
  ('client_invoice_status', 'canceled', 'Annulée', 8),
  ('client_invoice_status', 'credited', 'Annulée par avoir', 7),
  ('client_invoice_status', 'draft', 'Brouillon', 1),
  ('client_invoice_status', 'issued', 'Émise', 2),
  ('client_invoice_status', 'overdue', 'En retard', 6),
  ('client_invoice_status', 'paid', 'Payée', 5),
  ('client_invoice_status', 'partially_paid', 'Partiellement payée', 4),
  ('client_invoice_status', 'sent', 'Envoyée', 3),
  ('client_payment_mode', 'card', 'Carte', 4),
  ('client_payment_mode', 'check', 'Chèque', 3),
  ('client_payment_mode', 'direct_debit', 'Prélèvement', 2),
  ('client_payment_mode', 'other', 'Autre', 5),
  ('client_payment_mode', 'transfer', 'Virement', 1)
on conflict do nothing;

insert into public.role_permission (role, resource, action, scope, note) values
  ('accounting_team_member', 'client_invoice', 'select', 'all', 'la comptabilité émet, les CSM préparent'),
  ('csm_team_member', 'client_invoice', 'select', 'all', 'la comptabilité émet, les CSM préparent'),
  ('team_member_developer', 'client_invoice', 'select', 'all', 'la comptabilité émet, les CSM préparent')
on conflict do nothing;

insert into public.action_right (action, roles, note) values
  ('client_invoice.credit', '{accounting_team_member,team_member_developer}', 'Émettre un avoir sur une facture client'),
  ('contract.exceed_credit_cover', '{accounting_team_member,team_member_developer}', 'Créer un contrat pour un client au-delà de sa garantie d''assurance-crédit'),
  ('client_invoice.issue', '{accounting_team_member,team_member_developer}', 'Émettre et envoyer une facture client'),
  ('client_invoice.prepare', '{accounting_team_member,csm_team_member,team_member_developer}', 'Préparer les brouillons de factures clients'),
  ('client_invoice.record_payment', '{accounting_team_member,team_member_developer}', 'Enregistrer le paiement d''une facture client')
on conflict do nothing;

insert into public.status_transition (entity, status_column, from_status, to_status, roles, external_actors, requires_comment, note, required_fields, requester_only_roles, notify_roles) values
  ('client_invoice', 'status', null, 'draft', '{accounting_team_member,csm_team_member}', '{}', false, 'Préparer la facturation', '{}', '{}', '{}'),
  ('client_invoice', 'status', 'draft', 'canceled', '{accounting_team_member,csm_team_member}', '{}', false, 'ses semaines redeviennent facturables', '{}', '{}', '{}'),
  ('client_invoice', 'status', 'draft', 'issued', '{accounting_team_member}', '{}', false, 'numéro pris à l''émission, contenu figé', '{}', '{}', '{}'),
  ('client_invoice', 'status', 'issued', 'sent', '{}', '{}', false, 'automatiquement à l''envoi', '{}', '{}', '{}'),
  ('client_invoice', 'status', '*', 'partially_paid', '{}', '{}', false, 'automatiquement au paiement', '{}', '{}', '{}'),
  ('client_invoice', 'status', '*', 'paid', '{}', '{}', false, 'automatiquement au paiement', '{}', '{}', '{}'),
  ('client_invoice', 'status', '*', 'overdue', '{}', '{}', false, 'automatiquement à l''échéance', '{}', '{}', '{}'),
  ('client_invoice', 'status', '*', 'credited', '{}', '{}', false, 'automatiquement à l''avoir total', '{}', '{}', '{}'),
  ('timesheet_week', 'status', 'validated', 'invoiced', '{}', '{}', false, 'automatiquement à l''émission de la facture', '{}', '{}', '{}'),
  ('timesheet_week', 'status', 'invoiced', 'validated', '{}', '{}', false, 'automatiquement à l''avoir total', '{}', '{}', '{}'),
  ('timesheet_week', 'status', 'invoiced', 'exported', '{}', '{}', false, 'automatiquement à l''avoir total', '{}', '{}', '{}')
on conflict do nothing;

insert into public.action_rule (rule, roles, owner_roles, "position") values
  ('invoices_overdue', '{accounting_team_member,csm_team_member}', '{}', 20),
  ('weeks_unbilled', '{accounting_team_member,csm_team_member}', '{}', 19)
on conflict do nothing;
