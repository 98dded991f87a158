-- commercial_condition_scope_agency_default: written by hand. The agency's default conditions, for the
-- clients without conditions of their own (docs/rules/requests.md#commercial-conditions). Alone in
-- its migration: PostgreSQL refuses a new enum value in the transaction that added it, and
-- 20261125074230_commercial_condition_agency_default.sql uses it.
alter type public.commercial_condition_scope add value if not exists 'agency_default';
