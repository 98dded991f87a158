-- Two qualifications a job may require that had no document type (domain.md §9.2): the
-- scaffolding training (R408, « Échafaudage R408 ») and the driver qualification card of a
-- heavy-goods driver (FIMO, then FCO every five years). Added in a migration of their own: a
-- new enum value cannot be used in the transaction that adds it (20260107000100 uses them).
alter type public.document_type add value if not exists 'scaffolding';
alter type public.document_type add value if not exists 'driver_qualification';

insert into public.enum_label (enum_name, value, label, position) values
  ('document_type', 'scaffolding', 'Échafaudage (R408)', 25),
  ('document_type', 'driver_qualification', 'Qualification conducteur (FIMO / FCO)', 26)
on conflict do nothing;
