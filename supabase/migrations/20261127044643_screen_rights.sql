-- screen_rights: the screens that are not a table as rows of public.action_right
-- (supabase/schemas/02_workspaces_team.sql), which the front end reads generated.

-- The screens that are not a table (search, tools, settings, developer pages): who may open them
-- (docs/rules/roles.md#roles). The menu and the routes read them generated
-- (src/lib/permissions/action-rights.generated.ts); each screen's data stay guarded by RLS.
insert into public.action_right (action, roles, note) values
  ('screen.action_center', '{accounting_team_member,consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing,team_member_developer,team_member_independent_administrator}', 'Ouvrir le centre d''actions'),
  ('screen.organigram', '{accounting_team_member,consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing,team_member_developer,team_member_independent_administrator}', 'Ouvrir l''organigramme'),
  ('screen.planning', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_developer}', 'Ouvrir le planning'),
  ('screen.super_search', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing,team_member_developer}', 'Ouvrir la super recherche'),
  ('screen.deep_research', '{consultant_team_member,csm_team_member,team_member_developer}', 'Ouvrir la recherche approfondie'),
  ('screen.push_marketing', '{consultant_team_member,team_member_marketing,team_member_developer}', 'Ouvrir le push marketing'),
  ('screen.substitute_bench', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_developer}', 'Ouvrir le banc des remplaçants'),
  ('screen.calculator', '{accounting_team_member,consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing,team_member_developer}', 'Ouvrir le calculateur'),
  ('screen.invoice_simulator', '{accounting_team_member,consultant_team_member,csm_team_member,external_csm_team_member,team_member_developer}', 'Ouvrir le simulateur de facture'),
  ('screen.convert', '{accounting_team_member,consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing,team_member_developer}', 'Ouvrir le convertisseur'),
  ('screen.settings', '{accounting_team_member,consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing,team_member_developer,team_member_independent_administrator}', 'Ouvrir les paramètres'),
  ('screen.calendar_connection', '{accounting_team_member,consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing,team_member_developer,team_member_independent_administrator}', 'Connecter son agenda'),
  ('screen.user_admin', '{team_member_developer}', 'Ouvrir l''administration des utilisateurs'),
  ('screen.playground', '{team_member_developer}', 'Ouvrir le bac à sable')
on conflict do nothing;
