-- invoice_open_statuses: the open statuses of a client invoice as one function the billing functions
-- share (supabase/schemas/17_billing.sql), kept equal to the screens' copy by a parity test.

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.client_invoice_open_statuses()
 RETURNS client_invoice_status[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select '{issued,sent,partially_paid,overdue}'::public.client_invoice_status[]
$function$
;

CREATE OR REPLACE FUNCTION private.company_exposure_parts(p_company_id uuid)
 RETURNS TABLE(unpaid_ttc numeric, unbilled_ht numeric, running_ht numeric)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.run_client_invoice_time_moves()
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
           format('/client-invoices/%s', d.id), 'client_invoice_reminder', 'client_invoice', d.id
    from due d cross join lateral unnest(private.client_invoice_recipients(d.company_id)) r
    returning entity_id
  )
  update public.client_invoice i set reminder_count = i.reminder_count + 1, last_reminder_at = now()
  from due d where i.id = d.id;
  get diagnostics v_reminders = row_count;
  return jsonb_build_object('client_invoice:overdue', v_overdue, 'client_invoice:reminders', v_reminders);
end
$function$
;

CREATE OR REPLACE FUNCTION public.company_outstanding(p_company_id uuid)
 RETURNS TABLE(issued_ttc numeric, outstanding numeric, overdue numeric, overdue_count bigint, open_count bigint, unbilled_ht numeric, running_ht numeric, exposure numeric)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(sum(i.total_ttc), 0),
         coalesce(sum(i.total_ttc - i.paid_amount - i.credited_amount), 0),
         coalesce(sum(i.total_ttc - i.paid_amount - i.credited_amount) filter (where i.status = 'overdue'), 0),
         count(*) filter (where i.status = 'overdue'),
         count(*) filter (where i.status = any (private.client_invoice_open_statuses())),
         coalesce(min(e.unbilled_ht), 0), coalesce(min(e.running_ht), 0), coalesce(min(e.unpaid_ttc + e.unbilled_ht + e.running_ht), 0)
  from private.company_exposure_parts(p_company_id) e
  left join public.client_invoice i
    on i.company_id = p_company_id and i.kind = 'invoice' and i.status in ('issued', 'sent', 'partially_paid', 'overdue', 'paid')
$function$
;

CREATE OR REPLACE FUNCTION public.record_client_invoice_payment(p_invoice_id uuid, p_paid_on date, p_amount numeric, p_mode client_payment_mode DEFAULT 'transfer'::client_payment_mode, p_reference text DEFAULT NULL::text)
 RETURNS client_invoice
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

REVOKE ALL ON FUNCTION private.client_invoice_open_statuses() FROM PUBLIC;
GRANT ALL ON FUNCTION private.client_invoice_open_statuses() TO authenticated;
GRANT ALL ON FUNCTION private.client_invoice_open_statuses() TO service_role;
