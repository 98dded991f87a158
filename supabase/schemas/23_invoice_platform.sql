-- The exchange with the plateforme agréée (PA) that carries the agency's e-invoices since the
-- reform (CGI art. 289 bis; docs/rules/invoice-platform.md). Every issued invoice and credit note
-- is deposited once its document is stored, through the document queue (kind
-- `platform_deposit`); the platform answers 200 « Déposée » or 213 « Rejetée » and then calls back
-- with the lifecycle statuses (CDAR): 210 « Refusée » by the client, 205 « Approuvée »… The agency
-- sends 212 « Encaissée » when the invoice is fully paid (kind `platform_paid`): VAT on services is
-- due on payment (CGI art. 269, 2-c). Each status is kept with its reason in
-- public.client_invoice_platform_event; the invoice carries the latest. A status for an unknown
-- deposit or for an invoice whose lifecycle is over is refused.
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

-- ## Tables

CREATE TABLE public.client_invoice_platform_event (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    invoice_id uuid NOT NULL,
    status public.platform_status NOT NULL,
    reason text,
    source text NOT NULL,
    occurred_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT client_invoice_platform_event_source CHECK ((source = ANY (ARRAY['platform'::text, 'agency'::text, 'client'::text]))),
    CONSTRAINT client_invoice_platform_event_reason CHECK (((status <> ALL (ARRAY['refused'::public.platform_status, 'rejected'::public.platform_status])) OR (char_length(btrim(COALESCE(reason, ''::text))) >= 2))),
    CONSTRAINT client_invoice_platform_event_once UNIQUE (invoice_id, status, occurred_at),
    CONSTRAINT client_invoice_platform_event_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.client_invoice_platform_event
    ADD CONSTRAINT client_invoice_platform_event_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.client_invoice(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.client_invoice_platform_event
    ADD CONSTRAINT client_invoice_platform_event_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

-- source: who gave the status: 'platform' (its answer or callback), 'agency' (« Encaissée »),
-- 'client' (the buyer's refusal made from the client space, public.client_space_refuse_invoice:
-- the buyer's own status, CDAR 210, recorded as it was given rather than as a platform callback).

COMMENT ON TABLE public.client_invoice_platform_event IS 'le cycle de vie d''une facture à la plateforme agréée : chaque statut reçu ou envoyé, avec son motif';

REVOKE ALL ON TABLE public.client_invoice_platform_event FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.client_invoice_platform_event TO authenticated;
GRANT SELECT ON TABLE public.client_invoice_platform_event TO service_role;

-- ## Indexes

CREATE UNIQUE INDEX client_invoice_platform_flow_idx ON public.client_invoice USING btree (platform_flow_id) WHERE (platform_flow_id IS NOT NULL);

CREATE INDEX client_invoice_platform_status_idx ON public.client_invoice USING btree (workspace_id, platform_status) WHERE (platform_status IS NOT NULL);

-- ## Triggers

CREATE TRIGGER client_invoice_platform_deposit AFTER UPDATE OF pdf_file ON public.client_invoice FOR EACH ROW EXECUTE FUNCTION private.enqueue_platform_deposit();

CREATE TRIGGER client_invoice_platform_paid AFTER UPDATE OF status, platform_flow_id ON public.client_invoice FOR EACH ROW EXECUTE FUNCTION private.enqueue_platform_paid();

-- ## RLS and policies

ALTER TABLE public.client_invoice_platform_event ENABLE ROW LEVEL SECURITY;

CREATE POLICY "client_invoice_platform_event: invoice readers can select" ON public.client_invoice_platform_event FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('client_invoice'::text, 'select'::public.permission_action) AS can)));

-- ## Functions

-- The statuses after which nothing more happens to a deposit: rejected by the platform, refused
-- by the client, cashed, cancelled.
CREATE FUNCTION private.platform_status_final(p_status public.platform_status) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(p_status in ('refused', 'cashed', 'rejected', 'cancelled'), false)
$$;

REVOKE ALL ON FUNCTION private.platform_status_final(p_status public.platform_status) FROM PUBLIC;
GRANT ALL ON FUNCTION private.platform_status_final(p_status public.platform_status) TO authenticated;
GRANT ALL ON FUNCTION private.platform_status_final(p_status public.platform_status) TO service_role;

-- The status of a CDAR code (200 to 214, 220, 221: the enum's order), null for any other.
CREATE FUNCTION private.platform_status_of(p_code text) RETURNS public.platform_status
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select (enum_range(null::public.platform_status))[
    array_position(array['200', '201', '202', '203', '204', '205', '206', '207', '208', '209', '210', '211', '212',
                         '213', '214', '220', '221'], p_code)]
$$;

REVOKE ALL ON FUNCTION private.platform_status_of(p_code text) FROM PUBLIC;

-- An invoice's stored document is deposited at the platform (once: an invoice already deposited,
-- as the demo's are, needs no job).
CREATE FUNCTION private.enqueue_platform_deposit() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if old.pdf_file is null and new.pdf_file is not null and new.number is not null and new.platform_flow_id is null then
    insert into public.document_job (workspace_id, kind, record_id)
    values (new.workspace_id, 'platform_deposit', new.id)
    on conflict (kind, record_id) do nothing;
    perform pg_notify('document_job', 'platform_deposit');
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.enqueue_platform_deposit() FROM PUBLIC;

-- A fully paid invoice, deposited, whose lifecycle is still open: the agency tells the platform
-- « Encaissée » (paid before its deposit was answered, it is queued when the deposit is: below).
CREATE FUNCTION private.enqueue_platform_paid() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.kind = 'invoice' and new.status = 'paid' and new.platform_flow_id is not null
     and (old.status is distinct from 'paid' or old.platform_flow_id is null)
     and not private.platform_status_final(new.platform_status) then
    insert into public.document_job (workspace_id, kind, record_id)
    values (new.workspace_id, 'platform_paid', new.id)
    on conflict (kind, record_id) do nothing;
    perform pg_notify('document_job', 'platform_paid');
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.enqueue_platform_paid() FROM PUBLIC;

-- Records a status of a deposited invoice's lifecycle, by its CDAR code, for its two callers
-- (public.record_platform_status: the platform's answers and callbacks, the agency's « Encaissée »;
-- public.client_space_refuse_invoice: the buyer's refusal from the client space), the invoice
-- locked by the caller. The same status at the same instant twice is recorded once (a platform
-- repeats its callbacks); a status after a final one is refused; the invoice shows the latest by
-- time (a final status whatever its time).
CREATE FUNCTION private.record_platform_event(p_invoice public.client_invoice, p_flow_id text, p_code text, p_reason text, p_source text, p_at timestamp with time zone) RETURNS public.client_invoice_platform_event
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_event public.client_invoice_platform_event;
  p_status public.platform_status := private.platform_status_of(p_code);
begin
  if exists (select 1 from public.client_invoice_platform_event e
             where e.invoice_id = p_invoice.id and e.status = p_status and e.occurred_at = p_at) then
    select * into v_event from public.client_invoice_platform_event e
    where e.invoice_id = p_invoice.id and e.status = p_status and e.occurred_at = p_at;
    return v_event;
  end if;
  if private.platform_status_final(p_invoice.platform_status) then
    perform private.fail(format('La facture %s a déjà un statut final à la plateforme (« %s ») : statut %s refusé',
                                p_invoice.number, private.enum_label('platform_status', p_invoice.platform_status::text), p_code),
                         'platform_status_final', 'PT409');
  end if;
  insert into public.client_invoice_platform_event (workspace_id, invoice_id, status, reason, source, occurred_at)
  values (p_invoice.workspace_id, p_invoice.id, p_status, nullif(btrim(p_reason), ''), p_source, p_at)
  returning * into v_event;
  update public.client_invoice
  set platform_flow_id = p_flow_id,
      platform_status = case when platform_status_at is null or p_at >= platform_status_at
                                  or private.platform_status_final(p_status) then p_status else platform_status end,
      platform_status_at = case when platform_status_at is null or p_at >= platform_status_at
                                     or private.platform_status_final(p_status) then p_at else platform_status_at end
  where id = p_invoice.id;
  return v_event;
end
$$;

REVOKE ALL ON FUNCTION private.record_platform_event(p_invoice public.client_invoice, p_flow_id text, p_code text, p_reason text, p_source text, p_at timestamp with time zone) FROM PUBLIC;

-- A status of an invoice's lifecycle, by its CDAR code (service role only: the worker with the platform's answer to
-- a deposit or to a status sent, the callback the platform calls). The invoice is the one given
-- (a deposit's answer, which also records the platform's flow id) or the one of p_flow_id (a
-- callback). Refused: an unknown deposit, a status after a final one, a refusal or a rejection
-- without its reason. Recorded by private.record_platform_event.
CREATE FUNCTION public.record_platform_status(p_invoice_id uuid, p_flow_id text, p_code text, p_reason text DEFAULT NULL::text, p_source text DEFAULT 'platform'::text, p_at timestamp with time zone DEFAULT now()) RETURNS public.client_invoice_platform_event
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_invoice public.client_invoice;
  p_status public.platform_status := private.platform_status_of(p_code);
begin
  if not private.is_system() then
    perform private.fail('Réservé à l''échange avec la plateforme agréée', 'platform_status_caller', '42501');
  end if;
  if p_status is null then
    perform private.fail(format('Statut de cycle de vie inconnu : %s', coalesce(p_code, '—')), 'platform_status_code');
  end if;
  if p_invoice_id is not null then
    select * into v_invoice from public.client_invoice where id = p_invoice_id and number is not null for update;
  else
    select * into v_invoice from public.client_invoice where platform_flow_id = p_flow_id for update;
  end if;
  if v_invoice.id is null or coalesce(btrim(p_flow_id), '') = ''
     or (v_invoice.platform_flow_id is not null and v_invoice.platform_flow_id <> p_flow_id) then
    perform private.fail(format('Dépôt inconnu de la plateforme : %s', coalesce(p_flow_id, '—')), 'platform_flow_unknown', 'PT404');
  end if;
  return private.record_platform_event(v_invoice, p_flow_id, p_code, p_reason, p_source, p_at);
end
$$;

REVOKE ALL ON FUNCTION public.record_platform_status(p_invoice_id uuid, p_flow_id text, p_code text, p_reason text, p_source text, p_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_platform_status(p_invoice_id uuid, p_flow_id text, p_code text, p_reason text, p_source text, p_at timestamp with time zone) TO service_role;

-- What the worker hands the platform: the issued document and the identifiers a platform routes
-- by (service role only).
CREATE FUNCTION public.platform_deposit_data(p_invoice_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v jsonb;
begin
  perform private.require_document_worker();
  select jsonb_build_object(
           'invoice_id', i.id, 'workspace_id', i.workspace_id, 'number', i.number, 'kind', i.kind,
           'issued_at', i.issued_at, 'total_ttc', i.total_ttc, 'paid_amount', i.paid_amount, 'status', i.status,
           'pdf_file', i.pdf_file, 'pdf_sha256', i.pdf_sha256, 'flow_id', i.platform_flow_id,
           'platform_status', i.platform_status, 'final', private.platform_status_final(i.platform_status),
           'seller_siren', i.seller ->> 'siren', 'buyer_siren', i.buyer ->> 'siren',
           'paid_at', (select max(p.paid_on) from public.client_invoice_payment p where p.invoice_id = i.id))
  into v
  from public.client_invoice i where i.id = p_invoice_id and i.number is not null;
  return v;
end
$$;

REVOKE ALL ON FUNCTION public.platform_deposit_data(p_invoice_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.platform_deposit_data(p_invoice_id uuid) TO service_role;

-- A deposit is done when the platform answered it (200 or 213, recorded by the worker): the file
-- deposited is the invoice's issued document, nothing else.
CREATE FUNCTION private.document_done_platform_deposit(p_job public.document_job, p_file text, p_sha256 text, p_profile text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not exists (select 1 from public.client_invoice i
                 where i.id = p_job.record_id and i.pdf_file = p_file and i.pdf_sha256 = p_sha256
                   and i.platform_status is not null) then
    perform private.fail('Le dépôt ne correspond pas au document émis de la facture', 'platform_deposit_file');
  end if;
end
$$;

REVOKE ALL ON FUNCTION private.document_done_platform_deposit(p_job public.document_job, p_file text, p_sha256 text, p_profile text) FROM PUBLIC;

-- « Encaissée » is sent when the platform acknowledged it (the worker recorded the agency's 212);
-- the file is the invoice's document the status is about.
CREATE FUNCTION private.document_done_platform_paid(p_job public.document_job, p_file text, p_sha256 text, p_profile text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not exists (select 1 from public.client_invoice i
                 join public.client_invoice_platform_event e on e.invoice_id = i.id and e.status = 'cashed'
                 where i.id = p_job.record_id and i.pdf_file = p_file and i.pdf_sha256 = p_sha256) then
    perform private.fail('Le statut « Encaissée » n''a pas été transmis à la plateforme', 'platform_paid_file');
  end if;
end
$$;

REVOKE ALL ON FUNCTION private.document_done_platform_paid(p_job public.document_job, p_file text, p_sha256 text, p_profile text) FROM PUBLIC;

-- The action centre's queue of invoices the platform rejected or the client refused (rule
-- `invoices_platform_rejected`, accounting), with the reason, until a credit note corrects them;
-- and of those whose exchange with the platform failed (« Relancer » on the queue's job).
CREATE FUNCTION private.action_rule_invoices_platform_rejected(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select 'invoices_platform_rejected', 'critical', 'client_invoice', i.id, i.workspace_id,
         format('%s · %s · %s : %s', i.number, co.name,
                case i.platform_status when 'rejected' then 'rejetée par la plateforme' else 'refusée par le client' end,
                coalesce((select e.reason from public.client_invoice_platform_event e
                          where e.invoice_id = i.id and e.status = i.platform_status
                          order by e.occurred_at desc limit 1), '—')),
         i.platform_status_at, format('/client-invoices/%s', i.id), co.csm_id
  from public.client_invoice i
  join public.company co on co.id = i.company_id
  where i.platform_status in ('refused', 'rejected')
    and not exists (select 1 from public.client_invoice c where c.credited_invoice_id = i.id and c.number is not null)
  union all
  select 'invoices_platform_rejected', 'critical', 'client_invoice', i.id, i.workspace_id,
         format('%s · %s · %s : %s', i.number, co.name,
                case j.kind when 'platform_deposit' then 'dépôt à la plateforme en échec'
                            else '« Encaissée » non transmis à la plateforme' end, j.last_error),
         j.created_at, format('/client-invoices/%s', i.id), co.csm_id
  from public.document_job j
  join public.client_invoice i on i.id = j.record_id
  join public.company co on co.id = i.company_id
  where j.status = 'failed' and j.kind in ('platform_deposit', 'platform_paid')
$$;

REVOKE ALL ON FUNCTION private.action_rule_invoices_platform_rejected(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_invoices_platform_rejected(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_invoices_platform_rejected(p_owners uuid[]) TO service_role;

-- ## Rows

insert into public.document_kind (kind, resource, retry_permission, recorder) values
  ('platform_deposit', 'client_invoice', 'client_invoice.prepare', 'private.document_done_platform_deposit'),
  ('platform_paid', 'client_invoice', 'client_invoice.prepare', 'private.document_done_platform_paid');

insert into public.action_rule (rule, roles, owner_roles, "position") values
  ('invoices_platform_rejected', '{accounting_team_member}', '{}', 22)
on conflict do nothing;

insert into public.enum_label (enum_name, value, label, "position") values
  ('platform_status', 'deposited', 'Déposée', 1),
  ('platform_status', 'issued', 'Émise par la plateforme', 2),
  ('platform_status', 'received', 'Reçue par la plateforme', 3),
  ('platform_status', 'made_available', 'Mise à disposition', 4),
  ('platform_status', 'in_hand', 'Prise en charge', 5),
  ('platform_status', 'approved', 'Approuvée', 6),
  ('platform_status', 'partially_approved', 'Approuvée partiellement', 7),
  ('platform_status', 'disputed', 'En litige', 8),
  ('platform_status', 'suspended', 'Suspendue', 9),
  ('platform_status', 'completed', 'Complétée', 10),
  ('platform_status', 'refused', 'Refusée', 11),
  ('platform_status', 'payment_sent', 'Paiement transmis', 12),
  ('platform_status', 'cashed', 'Encaissée', 13),
  ('platform_status', 'rejected', 'Rejetée', 14),
  ('platform_status', 'endorsed', 'Visée', 15),
  ('platform_status', 'cancelled', 'Annulée', 16),
  ('platform_status', 'routing_error', 'Erreur de routage', 17);
