-- The independent payment request gets its create form (resources/requests/types/
-- independent-payment-request.ts): what its author types there — the talent, the invoice, the
-- amount, the payment date, the early payment and its fee — may be corrected while the request
-- is `requested` (its editable status since 20260108300000), and is frozen afterwards by
-- private.lock_request_content, which names the fields in French. The payment date stays
-- writable along the way: the move to « Programmée » requires it (a workflow field).
update public.request_type
set content_fields = array['talent_id', 'independent_monthly_invoice_id', 'amount', 'requested_payment_date',
                           'early_payment', 'early_payment_fee']
where entity = 'independent_payment_request';

insert into public.enum_label (enum_name, value, label, position) values
  ('request_field', 'independent_monthly_invoice_id', 'la facture mensuelle', 97),
  ('request_field', 'amount', 'le montant', 98),
  ('request_field', 'early_payment', 'le paiement anticipé', 99),
  ('request_field', 'early_payment_fee', 'les frais de paiement anticipé', 100)
on conflict do nothing;
