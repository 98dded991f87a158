-- The permission matrix (domain.md §0.1), in one place: role × resource × action → scope.
-- RLS policies read it through private.can()/can_own(); scripts/gen-types.ts generates the
-- front end's copy (src/lib/permissions/matrix.ts) from this table, and a test checks both
-- the copy and that RLS behaves as the matrix says. `own` = rows owned or authored by the
-- caller or their managees. Rows for resources whose policies are membership-based
-- (workspace, team_member, notification…) describe those policies for the front end.
-- Abbreviations: ACC accounting, CONS consultant, CSM csm, XCSM external csm, MKT marketing,
-- DEV developer, IND independent administrator; ALL = the seven roles.

with abbreviation (abbr, role) as (
  values
    ('ACC', 'accounting_team_member'::public.app_role),
    ('CONS', 'consultant_team_member'),
    ('CSM', 'csm_team_member'),
    ('XCSM', 'external_csm_team_member'),
    ('MKT', 'team_member_marketing'),
    ('DEV', 'team_member_developer'),
    ('IND', 'team_member_independent_administrator')
),
matrix (resource, action, all_rows, own_rows, note) as (
  values
    -- workspaces, members, roles (membership-based policies; country managers, level 3+, also manage members and roles)
    ('workspace', 'select', 'ALL', '', 'workspaces dont on est membre'),
    ('workspace', 'insert', 'DEV', '', null),
    ('workspace', 'update', 'DEV', '', null),
    ('workspace', 'delete', 'DEV', '', null),
    ('team_member', 'select', 'ALL', '', 'membres des workspaces partagés'),
    ('team_member', 'insert', 'DEV', '', null),
    ('team_member', 'update', 'DEV', 'ACC CONS CSM XCSM MKT IND', 'soi-même et ses managés ; country managers : organisation'),
    ('team_member', 'delete', 'DEV', '', null),
    ('team_member_workspace', 'select', 'ALL', '', null),
    ('team_member_workspace', 'insert', 'DEV', '', 'et les country managers'),
    ('team_member_workspace', 'delete', 'DEV', '', 'et les country managers'),
    ('user_role', 'select', 'ALL', '', null),
    ('user_role', 'insert', 'DEV', '', 'et les country managers, sauf le rôle développeur'),
    ('user_role', 'delete', 'DEV', '', 'et les country managers, sauf le rôle développeur'),
    ('auth_user', 'select', 'ALL', '', null),
    ('auth_user', 'update', 'DEV', 'ACC CONS CSM XCSM MKT IND', 'son propre profil'),
    ('business_unit', 'select', 'ALL', '', null),
    ('business_unit', 'insert', 'DEV', '', null),
    ('business_unit', 'update', 'DEV', '', null),
    ('business_unit', 'delete', 'DEV', '', null),
    -- reference data
    ('country', 'select', 'ALL', '', null),
    ('region', 'select', 'ALL', '', null),
    ('department', 'select', 'ALL', '', null),
    ('sector', 'select', 'ALL', '', null),
    ('job', 'select', 'ALL', '', null),
    ('job', 'insert', 'DEV', '', null),
    ('job', 'update', 'DEV', '', null),
    ('job', 'delete', 'DEV', '', null),
    ('software', 'select', 'ALL', '', null),
    ('software', 'insert', 'DEV', '', null),
    ('software', 'update', 'DEV', '', null),
    ('software', 'delete', 'DEV', '', null),
    ('legal_parameter', 'select', 'ALL', '', null),
    ('legal_parameter', 'insert', 'ACC DEV', '', null),
    ('legal_parameter', 'update', 'ACC DEV', '', null),
    ('legal_parameter', 'delete', 'DEV', '', null),
    ('contract_reason_rule', 'select', 'ALL', '', null),
    ('enum_label', 'select', 'ALL', '', null),
    ('status_transition', 'select', 'ALL', '', null),
    ('role_permission', 'select', 'ALL', '', null),
    -- clients
    ('address', 'select', 'ALL', '', null),
    ('address', 'insert', 'ACC CONS CSM XCSM MKT DEV IND', '', null),
    ('address', 'update', 'ACC CONS CSM XCSM MKT DEV IND', '', null),
    ('address', 'delete', 'DEV', '', null),
    ('company_group', 'select', 'ALL', '', null),
    ('company_group', 'insert', 'CONS CSM DEV', '', null),
    ('company_group', 'update', 'ACC CONS CSM DEV', '', null),
    ('company_group', 'delete', 'DEV', '', null),
    ('company', 'select', 'ALL', '', null),
    ('company', 'insert', 'CONS CSM DEV', '', null),
    ('company', 'update', 'ACC CONS CSM DEV', '', 'la comptabilité bloque et débloque'),
    ('company', 'delete', 'DEV', '', null),
    ('agency', 'select', 'ALL', '', null),
    ('agency', 'insert', 'CONS CSM DEV', '', null),
    ('agency', 'update', 'ACC CONS CSM DEV', '', null),
    ('agency', 'delete', 'DEV', '', null),
    ('contact', 'select', 'ALL', '', null),
    ('contact', 'insert', 'CONS CSM XCSM DEV', '', null),
    ('contact', 'update', 'CONS CSM XCSM DEV', '', null),
    ('contact', 'delete', 'DEV', '', null),
    -- talents
    ('talent', 'select', 'ALL', '', null),
    ('talent', 'insert', 'CONS CSM XCSM MKT DEV IND', '', null),
    ('talent', 'update', 'CONS CSM XCSM MKT DEV IND', '', null),
    ('talent', 'delete', 'DEV', '', 'effacement RGPD : anonymisation'),
    ('talent_private', 'select', 'ACC CONS CSM DEV IND', '', 'NIR, IBAN, lieu de naissance, titre de séjour'),
    ('talent_private', 'insert', 'ACC CONS CSM DEV IND', '', null),
    ('talent_private', 'update', 'ACC CONS CSM DEV IND', '', null),
    ('talent_private', 'delete', 'DEV', '', null),
    ('talent_job', 'select', 'ALL', '', null),
    ('talent_job', 'insert', 'CONS CSM XCSM MKT DEV IND', '', null),
    ('talent_job', 'update', 'CONS CSM XCSM MKT DEV IND', '', null),
    ('talent_job', 'delete', 'CONS CSM XCSM MKT DEV IND', '', null),
    ('talent_software', 'select', 'ALL', '', null),
    ('talent_software', 'insert', 'CONS CSM XCSM MKT DEV IND', '', null),
    ('talent_software', 'update', 'CONS CSM XCSM MKT DEV IND', '', null),
    ('talent_software', 'delete', 'CONS CSM XCSM MKT DEV IND', '', null),
    ('talent_business_unit', 'select', 'ALL', '', null),
    ('talent_business_unit', 'insert', 'CONS CSM XCSM MKT DEV IND', '', null),
    ('talent_business_unit', 'update', 'CONS CSM XCSM MKT DEV IND', '', null),
    ('talent_business_unit', 'delete', 'CONS CSM XCSM MKT DEV IND', '', null),
    ('hiring_pool', 'select', 'ALL', '', 'viviers privés : leur propriétaire et ses managers'),
    ('hiring_pool', 'insert', 'CONS CSM MKT DEV', '', null),
    ('hiring_pool', 'update', 'CSM MKT DEV', 'CONS', null),
    ('hiring_pool', 'delete', 'MKT DEV', 'CONS CSM', null),
    ('talent_hiring_pool', 'select', 'ALL', '', null),
    ('talent_hiring_pool', 'insert', 'CONS CSM MKT DEV', '', null),
    ('talent_hiring_pool', 'update', 'CONS CSM MKT DEV', '', null),
    ('talent_hiring_pool', 'delete', 'CONS CSM MKT DEV', '', null),
    ('resume', 'select', 'ALL', '', null),
    ('resume', 'insert', 'CONS CSM XCSM MKT DEV IND', '', null),
    ('resume', 'update', 'CONS CSM XCSM MKT DEV IND', '', null),
    ('resume', 'delete', 'CONS CSM DEV IND', '', null),
    -- missions and pipeline
    ('mission', 'select', 'ALL', '', null),
    ('mission', 'insert', 'CONS CSM DEV', '', null),
    ('mission', 'update', 'CONS CSM XCSM MKT DEV', '', 'le marketing : les annonces'),
    ('mission', 'delete', 'DEV', 'CONS', 'brouillons seulement'),
    ('application', 'select', 'ACC CONS CSM XCSM MKT DEV', '', null),
    ('application', 'insert', 'CONS CSM XCSM MKT DEV', '', null),
    ('application', 'update', 'CONS CSM XCSM MKT DEV', '', null),
    ('application', 'delete', 'DEV', 'CONS', null),
    -- contracts, time, pay
    ('contract', 'select', 'ACC CONS CSM XCSM DEV IND', '', 'jamais le marketing'),
    ('contract', 'insert', 'CONS CSM XCSM DEV', '', null),
    ('contract', 'update', 'ACC CONS CSM XCSM DEV IND', '', 'qui peut changer le statut : status_transition'),
    ('contract', 'delete', 'DEV', 'CONS', 'brouillons seulement'),
    ('contract_pricing', 'select', 'ACC CONS CSM DEV', '', 'coefficients : jamais le CSM externe ni le marketing'),
    ('contract_pricing', 'insert', 'ACC CONS CSM DEV', '', null),
    ('contract_pricing', 'update', 'ACC CONS CSM DEV', '', 'dérogation hors grille : la comptabilité'),
    ('contract_pricing', 'delete', 'DEV', '', null),
    ('timesheet_week', 'select', 'ACC CONS CSM XCSM DEV IND', '', null),
    ('timesheet_week', 'insert', 'ACC CONS CSM XCSM DEV', '', null),
    ('timesheet_week', 'update', 'ACC CONS CSM XCSM DEV IND', '', null),
    ('timesheet_week', 'delete', 'DEV', '', null),
    ('timesheet_day', 'select', 'ACC CONS CSM XCSM DEV IND', '', null),
    ('timesheet_day', 'insert', 'ACC CONS CSM XCSM DEV', '', null),
    ('timesheet_day', 'update', 'ACC CONS CSM XCSM DEV', '', null),
    ('timesheet_day', 'delete', 'ACC CONS CSM XCSM DEV', '', 'relevés en brouillon ou contestés'),
    ('pay_tracking', 'select', 'ACC CONS CSM DEV', '', 'jamais le marketing ni le CSM externe'),
    ('pay_tracking', 'insert', 'ACC DEV', '', null),
    ('pay_tracking', 'update', 'ACC CSM DEV', '', 'le CSM : signaler une anomalie'),
    ('pay_tracking', 'delete', 'DEV', '', null),
    -- documents, notes, notifications
    ('document', 'select', 'ALL', '', 'types sensibles : voir document_sensitive'),
    ('document', 'insert', 'ACC CONS CSM XCSM DEV IND', '', null),
    ('document', 'update', 'ACC CONS CSM XCSM DEV IND', '', null),
    ('document', 'delete', 'CONS CSM DEV IND', '', null),
    ('document_sensitive', 'select', 'ACC CONS CSM DEV IND', '', 'titre de séjour, carte Vitale, RIB, avis médical, bulletin de paie'),
    ('document_sensitive', 'insert', 'ACC CONS CSM DEV IND', '', null),
    ('document_sensitive', 'update', 'ACC CONS CSM DEV IND', '', null),
    ('document_sensitive', 'delete', 'CONS CSM DEV IND', '', null),
    ('note', 'select', 'ALL', '', 'notes de contrat : qui lit les contrats'),
    ('note', 'insert', 'ALL', '', 'notes de service : CSM, comptabilité, développeur'),
    ('note', 'update', 'DEV', 'ACC CONS CSM XCSM MKT IND', 'auteur et ses managers'),
    ('note', 'delete', 'DEV', 'ACC CONS CSM XCSM MKT IND', 'auteur et ses managers'),
    ('notification', 'select', 'ALL', '', 'adressées au membre ou à un de ses rôles'),
    ('notification', 'insert', 'ALL', '', null),
    ('notification', 'update', 'ALL', '', 'marquer comme lue'),
    ('notification', 'delete', '', 'ALL', 'les siennes'),
    ('file_link', 'select', 'ALL', '', 'selon les droits sur l''entité liée'),
    ('status_history', 'select', 'ALL', '', 'selon les droits sur l''entité liée')
),
expanded as (
  select m.resource, m.action, a.role, 'all'::public.permission_scope as scope, m.note
  from matrix m
  cross join lateral unnest(string_to_array(replace(m.all_rows, 'ALL', 'ACC CONS CSM XCSM MKT DEV IND'), ' ')) as r (abbr)
  join abbreviation a on a.abbr = r.abbr
  union all
  select m.resource, m.action, a.role, 'own', m.note
  from matrix m
  cross join lateral unnest(string_to_array(replace(m.own_rows, 'ALL', 'ACC CONS CSM XCSM MKT DEV IND'), ' ')) as r (abbr)
  join abbreviation a on a.abbr = r.abbr
)
insert into public.role_permission (role, resource, action, scope, note)
select role, resource, action::public.permission_action, scope, note from expanded;

-- The caller's effective permissions (what the front end's can() is fed with).
create or replace function public.get_my_permissions()
returns table (resource text, action public.permission_action, scope public.permission_scope)
language sql
stable
set search_path = ''
as $$
  select p.resource, p.action,
         case when bool_or(p.scope = 'all') then 'all'::public.permission_scope else 'own'::public.permission_scope end
  from public.role_permission p
  where p.role = any (private.current_roles())
  group by p.resource, p.action
  order by p.resource, p.action
$$;

-- Who the caller is for the application: member, workspaces, roles, level, managees.
create or replace function public.get_current_user_access()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case when tm.id is null then null else jsonb_build_object(
    'team_member_id', tm.id,
    'workspace_id', tm.workspace_id,
    'main_workspace_id', tm.main_workspace_id,
    'workspace_ids', to_jsonb(private.current_workspace_ids()),
    'roles', to_jsonb(private.current_roles()),
    'management_level', tm.management_level,
    'is_autonomous', tm.management_level > 1 or tm.is_autonomous,
    'is_independent', tm.is_independent,
    'managee_ids', to_jsonb(private.current_managee_ids())
  ) end
  from (select 1) as one
  left join public.team_member tm on tm.id = private.current_team_member_id()
$$;

revoke all on function public.get_my_permissions() from public, anon;
grant execute on function public.get_my_permissions() to authenticated, service_role;
revoke all on function public.get_current_user_access() from public, anon;
grant execute on function public.get_current_user_access() to authenticated, service_role;
