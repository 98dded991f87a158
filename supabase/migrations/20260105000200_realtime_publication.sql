-- Realtime: the tables the app's screens listen to (Refine's live mode) are published in
-- `supabase_realtime`, as on Supabase, so their changes reach the subscribed browsers as
-- `postgres_changes`, each event filtered by the subscriber's row-level security.
-- Not published: talent_private (NIR, IBAN), documents and storage, audit and analytics
-- tables — nobody listens to them, and each published table costs a capture per write.
-- Idempotent: creates the publication if absent (Supabase has it, empty) and adds only the
-- tables not already in it (ALTER PUBLICATION … ADD TABLE refuses a member).
do $$
declare
  t text;
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  foreach t in array array[
    'talent', 'note', 'notification', 'company', 'contact', 'application',
    'contract', 'mission', 'timesheet_week', 'timesheet_day',
    'advance_payment_request', 'company_insurance_request', 'definitive_end_request',
    'expense_claim_request', 'independent_payment_request', 'meal_card_request',
    'medical_checkup_request', 'ppe_request', 'professional_card_request',
    'qualification_training_request', 'recruitment_office_invoice_request', 'work_accident_request'
  ] loop
    if not exists (
      select from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t
    ) then
      execute format('alter publication supabase_realtime add table public.%I', t);
    end if;
  end loop;
end $$;
