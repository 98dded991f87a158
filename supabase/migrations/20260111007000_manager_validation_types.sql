-- The notifications of a non-autonomous consultant's contract awaiting their manager's
-- validation (to the manager) and validated (to the consultant), read by
-- 20260111007001_manager_validation_queue.sql. Enum values in a file of their own: a value added
-- by ALTER TYPE cannot be used in the transaction that adds it.
alter type public.notification_type add value if not exists 'contract_manager_validation';
alter type public.notification_type add value if not exists 'contract_manager_validated';

insert into public.enum_label (enum_name, value, label, position) values
  ('notification_type', 'contract_manager_validation', 'Contrat à valider en tant que manager', 13),
  ('notification_type', 'contract_manager_validated', 'Contrat validé par le manager', 14)
on conflict do nothing;
