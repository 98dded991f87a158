-- The independents' queue (20260108100000_action_centre_more_rules.sql) reads the independents
-- whose vigilance attestation is missing or older than 6 months from public.running_contract_watch
-- (20260110100000): their running contracts with the talent's way of working and latest
-- attestation, ≈ 3 000 rows, instead of the 14 000 independents each checked against the 30 000
-- running contracts and their documents. The conditions are unchanged; a caller who may not read
-- the talents or their documents gets the former read (private.action_independent_vigilance_scan).
-- The labels are computed after the sort and the limit, for the 50 items shown.

-- The former read of the attestations (a SET clause keeps it out of the caller's plan).
create or replace function private.action_independent_vigilance_scan()
returns table (id uuid, workspace_id uuid, issued date)
language sql
stable
set search_path = ''
as $$
  select t.id, t.workspace_id, v.issued
  from public.talent t
  left join lateral (
    select max(coalesce(d.issued_at, (d.created_at at time zone 'Europe/Paris')::date)) as issued
    from public.document d
    where d.talent_id = t.id and d.type = 'urssaf_vigilance' and d.status in ('valid', 'expiring_soon', 'pending_verification')
  ) v on true
  where t.worker_type in ('independent', 'portage')
    and exists (select 1 from public.contract c
                where c.talent_id = t.id and c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
                  and c.start_date <= current_date + 15
                  and coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 0)) >= current_date)
    and (v.issued is null or v.issued < current_date - interval '6 months')
$$;
revoke all on function private.action_independent_vigilance_scan() from public, anon;
grant execute on function private.action_independent_vigilance_scan() to authenticated;

create or replace function private.action_rule_independent_invoices(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'independent_invoices', 'warning', x.subject_type, x.id, x.workspace_id,
         concat_ws(' · ', (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = x.talent_id),
                   case x.subject_type
                     when 'independent_monthly_invoice' then to_char(x.month, 'MM/YYYY')
                     when 'independent_payment_request' then private.action_euros(x.amount) || ' €'
                     when 'talent' then case when x.issued is null then 'Attestation de vigilance URSSAF manquante'
                                             else 'Attestation de vigilance URSSAF de plus de 6 mois' end end,
                   case x.subject_type
                     when 'independent_monthly_invoice' then private.enum_label('independent_monthly_invoice_status', x.status)
                     when 'independent_payment_request' then private.enum_label('independent_payment_request_status', x.status) end),
         x.due_at, x.link, x.owner_id
  -- the labels outside the union: computed for the items shown only
  from (
    select 'independent_monthly_invoice' as subject_type, i.id, i.workspace_id, i.talent_id, i.month, null::numeric as amount,
           i.status::text as status, null::date as issued,
           coalesce(i.due_at, i.due_date::timestamptz, i.status_changed_at, i.created_at) as due_at,
           format('/independent-payment-requests?tab=invoices&open=%s', i.id) as link, i.assignee_id as owner_id
    from public.independent_monthly_invoice i join public.talent t on t.id = i.talent_id
    where i.status in ('generated', 'pending_independent_validation', 'disputed')
       or (i.status in ('validated', 'booked', 'partially_paid') and i.due_date < current_date
           and not exists (select 1 from public.independent_payment_request p
                           where p.independent_monthly_invoice_id = i.id and p.status in ('requested', 'approved', 'scheduled')))
    union all
    select 'independent_payment_request', p.id, p.workspace_id, p.talent_id, null, p.amount, p.status::text, null,
           coalesce(p.due_at, p.requested_payment_date::timestamptz), format('/independent-payment-requests/%s', p.id), p.assignee_id
    from public.independent_payment_request p join public.talent t on t.id = p.talent_id
    where p.status in ('requested', 'approved')
    union all
    -- the watch's rows are the contracts' (their policy); the talent and its attestations are
    -- read there for a caller who may read them (the contract's workspace is the talent's)
    select 'talent', v.talent_id, v.workspace_id, v.talent_id, null, null, null, v.issued,
           (v.issued + interval '6 months')::timestamptz, format('/talents/%s/documents', v.talent_id), null::uuid
    from (select distinct w.talent_id, w.workspace_id, w.vigilance_issued as issued
          from public.running_contract_watch w
          where (select private.can('talent', 'select')) and (select private.can('document', 'select'))
            and (not private.is_sensitive_document_type('urssaf_vigilance') or (select private.can('document_sensitive', 'select')))
            and w.talent_independent and w.start_date <= current_date + 15 and w.last_day >= current_date
            and (w.vigilance_issued is null or w.vigilance_issued < current_date - interval '6 months')) v
    union all
    select 'talent', s.id, s.workspace_id, s.id, null, null, null, s.issued, (s.issued + interval '6 months')::timestamptz,
           format('/talents/%s/documents', s.id), null::uuid
    from private.action_independent_vigilance_scan() s
    where not ((select private.can('talent', 'select')) and (select private.can('document', 'select'))
               and (not private.is_sensitive_document_type('urssaf_vigilance') or (select private.can('document_sensitive', 'select'))))
  ) x
$$;
