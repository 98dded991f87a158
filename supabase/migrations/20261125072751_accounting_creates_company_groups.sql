-- accounting_creates_company_groups: `npm run db:diff accounting_creates_company_groups` found only
-- this row, written by hand. Accounting creates a company group, as docs/rules/companies-contacts.md
-- (« CONS, CSM et ACC le créent ») and the creation move of public.status_transition already said:
-- the matrix lacked the insert grant the row-level policy of company_group asks.

insert into public.role_permission (role, resource, action, scope, note) values
  ('accounting_team_member', 'company_group', 'insert', 'all', 'CONS, CSM et ACC créent un groupe')
on conflict do nothing;
