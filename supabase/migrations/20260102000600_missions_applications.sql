-- Missions (client orders, talent pooling, job postings) and applications (the pipeline of
-- a talent on a mission), with their statuses, stages, transitions and checks.

-- The legal reasons (motifs) of a temp contract, also recorded on the client order.
create type public.contract_reason as enum (
  'replacement_absence', 'replacement_departure', 'replacement_waiting_cdi', 'activity_increase',
  'urgent_safety_works', 'export_order', 'abroad', 'seasonal', 'usage', 'replacement_owner',
  'insertion', 'training_complement', 'apprenticeship'
);
create type public.mission_status as enum ('draft', 'open', 'sourcing', 'presented', 'partially_filled', 'filled', 'in_progress', 'closed', 'on_hold', 'canceled', 'lost');
create type public.job_posting_status as enum ('draft', 'published', 'paused', 'expired', 'archived');
create type public.mission_priority as enum ('low', 'normal', 'high', 'urgent');
create type public.mission_closing_reason as enum ('filled_by_us', 'filled_by_competitor', 'filled_internally', 'canceled_by_client', 'no_suitable_profile', 'price_refused', 'other');
create type public.application_stage as enum ('new', 'to_qualify', 'qualified', 'shortlisted', 'presented', 'client_interview', 'retained', 'onboarding', 'placed', 'on_hold');
create type public.application_rejection_reason as enum ('skills', 'availability', 'distance', 'pay', 'documents', 'client_choice', 'no_show', 'withdrawn', 'unreachable', 'other');
create type public.application_source as enum ('job_board', 'push_marketing', 'cooptation', 'manual', 'substitute_bench', 'deep_research');

insert into public.enum_label (enum_name, value, label, position) values
  ('contract_reason', 'replacement_absence', 'Remplacement d''un salarié absent', 1),
  ('contract_reason', 'replacement_departure', 'Remplacement — départ définitif précédant la suppression du poste', 2),
  ('contract_reason', 'replacement_waiting_cdi', 'Attente de l''entrée en service d''un salarié en CDI', 3),
  ('contract_reason', 'activity_increase', 'Accroissement temporaire d''activité', 4),
  ('contract_reason', 'urgent_safety_works', 'Travaux urgents de sécurité', 5),
  ('contract_reason', 'export_order', 'Commande exceptionnelle à l''export', 6),
  ('contract_reason', 'abroad', 'Mission exécutée à l''étranger', 7),
  ('contract_reason', 'seasonal', 'Emploi saisonnier', 8),
  ('contract_reason', 'usage', 'Emploi d''usage', 9),
  ('contract_reason', 'replacement_owner', 'Remplacement chef d''entreprise / conjoint / exploitant', 10),
  ('contract_reason', 'insertion', 'Mission d''insertion', 11),
  ('contract_reason', 'training_complement', 'Complément de formation', 12),
  ('contract_reason', 'apprenticeship', 'Apprentissage intérimaire', 13),
  ('mission_status', 'draft', 'Brouillon', 1),
  ('mission_status', 'open', 'Ouverte', 2),
  ('mission_status', 'sourcing', 'En recherche', 3),
  ('mission_status', 'presented', 'Profils présentés', 4),
  ('mission_status', 'partially_filled', 'Partiellement pourvue', 5),
  ('mission_status', 'filled', 'Pourvue', 6),
  ('mission_status', 'in_progress', 'En cours', 7),
  ('mission_status', 'closed', 'Terminée', 8),
  ('mission_status', 'on_hold', 'En pause', 9),
  ('mission_status', 'canceled', 'Annulée (client)', 10),
  ('mission_status', 'lost', 'Perdue', 11),
  ('job_posting_status', 'draft', 'Brouillon', 1),
  ('job_posting_status', 'published', 'Publiée', 2),
  ('job_posting_status', 'paused', 'Suspendue', 3),
  ('job_posting_status', 'expired', 'Expirée', 4),
  ('job_posting_status', 'archived', 'Archivée', 5),
  ('mission_priority', 'low', 'Basse', 1),
  ('mission_priority', 'normal', 'Normale', 2),
  ('mission_priority', 'high', 'Haute', 3),
  ('mission_priority', 'urgent', 'Urgente', 4),
  ('mission_closing_reason', 'filled_by_us', 'Pourvue par nos soins', 1),
  ('mission_closing_reason', 'filled_by_competitor', 'Pourvue par un concurrent', 2),
  ('mission_closing_reason', 'filled_internally', 'Pourvue en interne par le client', 3),
  ('mission_closing_reason', 'canceled_by_client', 'Annulée par le client', 4),
  ('mission_closing_reason', 'no_suitable_profile', 'Pas de profil adapté', 5),
  ('mission_closing_reason', 'price_refused', 'Tarif refusé', 6),
  ('mission_closing_reason', 'other', 'Autre', 7),
  ('application_stage', 'new', 'Nouvelle candidature', 1),
  ('application_stage', 'to_qualify', 'À qualifier', 2),
  ('application_stage', 'qualified', 'Qualifié(e)', 3),
  ('application_stage', 'shortlisted', 'Présélectionné(e)', 4),
  ('application_stage', 'presented', 'Présenté(e) au client', 5),
  ('application_stage', 'client_interview', 'Entretien client', 6),
  ('application_stage', 'retained', 'Retenu(e) par le client', 7),
  ('application_stage', 'onboarding', 'Dossier administratif', 8),
  ('application_stage', 'placed', 'Placé(e) / En mission', 9),
  ('application_stage', 'on_hold', 'En attente (vivier)', 10),
  ('application_rejection_reason', 'skills', 'Compétences', 1),
  ('application_rejection_reason', 'availability', 'Disponibilité', 2),
  ('application_rejection_reason', 'distance', 'Distance', 3),
  ('application_rejection_reason', 'pay', 'Rémunération', 4),
  ('application_rejection_reason', 'documents', 'Documents', 5),
  ('application_rejection_reason', 'client_choice', 'Refusé(e) par le client', 6),
  ('application_rejection_reason', 'no_show', 'Absent(e) au rendez-vous', 7),
  ('application_rejection_reason', 'withdrawn', 'Désistement', 8),
  ('application_rejection_reason', 'unreachable', 'Injoignable', 9),
  ('application_rejection_reason', 'other', 'Autre', 10),
  ('application_source', 'job_board', 'Job board', 1),
  ('application_source', 'push_marketing', 'Push marketing', 2),
  ('application_source', 'cooptation', 'Cooptation', 3),
  ('application_source', 'manual', 'Ajout manuel', 4),
  ('application_source', 'substitute_bench', 'Banc de remplaçants', 5),
  ('application_source', 'deep_research', 'Recherche approfondie', 6);

create sequence public.mission_reference_seq;

-- mission: an order, a talent-pooling push or a job posting (is_client_order tells orders apart).
create table public.mission (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  reference text not null default ('CMD-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('public.mission_reference_seq')::text, 6, '0')),
  company_id uuid references public.company (id) on delete restrict,
  agency_id uuid references public.agency (id) on delete set null,
  job_id uuid references public.job (id),
  job_name text not null,
  description text,
  priority public.mission_priority not null default 'normal',
  status public.mission_status not null default 'draft',
  status_changed_at timestamptz,
  start_date date,
  end_date date,
  number_of_open_positions smallint not null default 1,
  job_posting_status public.job_posting_status not null default 'draft',
  job_posting_date timestamptz,
  is_public boolean not null default false,
  is_client_order boolean not null default true,
  closing_reason public.mission_closing_reason,
  closing_comment text,
  owner_id uuid references public.team_member (id) on delete set null,
  assignee_id uuid references public.team_member (id) on delete set null,
  lead_contact_id uuid references public.contact (id) on delete set null,
  interviewer_contact_id uuid references public.contact (id) on delete set null,
  decision_maker_contact_id uuid references public.contact (id) on delete set null,
  address_id uuid references public.address (id) on delete set null,
  hourly_wage numeric(8, 2),
  contract_reason public.contract_reason,
  contract_reason_justification text,
  working_hours numeric(5, 2),
  schedule text,
  is_risky_position boolean not null default false,
  job_risks text,
  search_text text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint mission_reference_unique unique (workspace_id, reference),
  constraint mission_dates_order check (end_date is null or start_date is null or end_date >= start_date),
  constraint mission_positions check (number_of_open_positions between 1 and 500),
  constraint mission_working_hours check (working_hours is null or working_hours between 1 and 48),
  constraint mission_hourly_wage_positive check (hourly_wage is null or hourly_wage > 0)
);
create index mission_workspace_status_idx on public.mission (workspace_id, status);
create index mission_company_id_idx on public.mission (company_id);
create index mission_agency_id_idx on public.mission (agency_id);
create index mission_job_id_idx on public.mission (job_id);
create index mission_owner_id_idx on public.mission (owner_id);
create index mission_assignee_id_idx on public.mission (assignee_id);
create index mission_lead_contact_id_idx on public.mission (lead_contact_id);
create index mission_interviewer_contact_id_idx on public.mission (interviewer_contact_id);
create index mission_decision_maker_contact_id_idx on public.mission (decision_maker_contact_id);
create index mission_address_id_idx on public.mission (address_id);
create index mission_start_date_idx on public.mission (workspace_id, start_date);
create index mission_search_text_trgm_idx on public.mission using gin (search_text extensions.gin_trgm_ops);
create index mission_created_by_idx on public.mission (created_by);
create index mission_updated_by_idx on public.mission (updated_by);

-- Validates a mission with French messages and fills derived columns.
create or replace function private.prepare_mission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_smic numeric;
begin
  if new.job_name is null and new.job_id is not null then
    new.job_name := (select j.name from public.job j where j.id = new.job_id);
  end if;
  if coalesce(btrim(new.job_name), '') = '' then
    perform private.fail('L''intitulé du poste est obligatoire', 'mission_job_name_required');
  end if;
  if new.end_date is not null and new.start_date is not null and new.end_date < new.start_date then
    perform private.fail('La date de fin doit être postérieure ou égale à la date de début', 'mission_dates_order');
  end if;
  if new.number_of_open_positions < 1 then
    perform private.fail('Le nombre de postes doit être au moins égal à 1', 'mission_positions');
  end if;
  if new.is_client_order and new.company_id is null then
    perform private.fail('Une commande client doit être rattachée à une entreprise', 'mission_company_required');
  end if;
  if new.working_hours is not null and new.working_hours > 48 then
    perform private.fail('La durée hebdomadaire ne peut pas dépasser 48 h (L3121-20)', 'mission_working_hours');
  end if;
  if new.hourly_wage is not null and (tg_op = 'INSERT' or new.hourly_wage is distinct from old.hourly_wage
                                      or new.start_date is distinct from old.start_date) then
    v_smic := private.legal_value('smic_hourly_gross', coalesce(new.start_date, current_date));
    if v_smic is not null and new.hourly_wage < v_smic then
      perform private.fail(format('Le salaire horaire (%s €) est inférieur au SMIC en vigueur au %s (%s €)',
                                  private.fr_number(new.hourly_wage), private.fr_date(coalesce(new.start_date, current_date)),
                                  private.fr_number(v_smic)), 'mission_hourly_wage_smic');
    end if;
  end if;
  if new.is_risky_position and coalesce(btrim(new.job_risks), '') = '' then
    perform private.fail('Les risques d''un poste à risque doivent être décrits', 'mission_job_risks_required');
  end if;
  if new.status in ('canceled', 'lost') and new.closing_reason is null then
    perform private.fail('Un motif de clôture est obligatoire pour annuler ou perdre une mission', 'mission_closing_reason_required');
  end if;
  if new.job_posting_status = 'published' and (tg_op = 'INSERT' or old.job_posting_status is distinct from 'published') then
    new.job_posting_date := coalesce(new.job_posting_date, now());
  end if;
  perform private.assert_same_workspace(new.workspace_id, 'company', new.company_id, 'L''entreprise');
  perform private.assert_same_workspace(new.workspace_id, 'agency', new.agency_id, 'L''établissement');
  perform private.assert_same_workspace(new.workspace_id, 'address', new.address_id, 'L''adresse du chantier');
  if new.company_id is not null and exists (
    select 1 from public.contact c
    where c.id in (new.lead_contact_id, new.interviewer_contact_id, new.decision_maker_contact_id)
      and c.company_id <> new.company_id
  ) then
    perform private.fail('Les contacts de la mission doivent appartenir à son entreprise', 'mission_contact_company');
  end if;
  new.search_text := private.normalize_search(concat_ws(' ', new.reference, new.job_name));
  return new;
end
$$;

create trigger mission_prepare before insert or update on public.mission
  for each row execute function private.prepare_mission();
create trigger mission_status_a_status before insert or update on public.mission
  for each row execute function private.enforce_status_transition('status', 'closing_comment');
create trigger mission_status_b_job_posting before insert or update on public.mission
  for each row execute function private.enforce_status_transition('job_posting_status');
create trigger mission_audit before insert or update on public.mission
  for each row execute function private.set_audit_fields();

-- application: a talent in the pipeline of a mission (one per pair).
create table public.application (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  mission_id uuid not null references public.mission (id) on delete cascade,
  talent_id uuid not null references public.talent (id) on delete cascade,
  stage public.application_stage not null default 'new',
  is_rejected boolean not null default false,
  has_stage_been_forced boolean not null default false,
  rejected_at timestamptz,
  rejected_by uuid references public.auth_user (id) on delete set null,
  rejection_reason public.application_rejection_reason,
  source public.application_source not null default 'manual',
  match_score smallint,
  owner_id uuid references public.team_member (id) on delete set null,
  presented_at timestamptz,
  client_interview_at timestamptz,
  client_feedback text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint application_unique_pair unique (mission_id, talent_id),
  constraint application_match_score check (match_score is null or match_score between 0 and 100),
  constraint application_rejection check (not is_rejected or rejection_reason is not null)
);
create index application_workspace_stage_idx on public.application (workspace_id, stage);
create index application_talent_id_idx on public.application (talent_id);
create index application_owner_id_idx on public.application (owner_id);
create index application_rejected_by_idx on public.application (rejected_by);
create index application_created_by_idx on public.application (created_by);
create index application_updated_by_idx on public.application (updated_by);

-- Pipeline rules: rejections need a reason, going back or skipping a guard marks the stage
-- as forced, `presented` needs a qualified talent, `placed` needs a contract.
create or replace function private.prepare_application()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old_stage public.application_stage := case when tg_op = 'UPDATE' then old.stage end;
  v_talent public.talent;
  v_forcing boolean := new.has_stage_been_forced and (tg_op = 'INSERT' or not old.has_stage_been_forced);
begin
  perform private.assert_same_workspace(new.workspace_id, 'mission', new.mission_id, 'La mission');
  perform private.assert_same_workspace(new.workspace_id, 'talent', new.talent_id, 'Le talent');

  if new.is_rejected then
    if new.rejection_reason is null then
      perform private.fail('Un motif de refus est obligatoire', 'application_rejection');
    end if;
    if tg_op = 'INSERT' or not old.is_rejected then
      new.rejected_at := now();
      new.rejected_by := coalesce(auth.uid(), new.rejected_by);
      if not private.is_system() and not private.has_any_role('{consultant_team_member,csm_team_member,external_csm_team_member,team_member_developer}') then
        perform private.fail('Votre rôle ne permet pas de refuser une candidature', 'application_rejection_right', '42501');
      end if;
    elsif new.stage is distinct from old.stage then
      perform private.fail('Une candidature refusée doit être réactivée avant de changer d''étape', 'application_rejected_stage');
    end if;
  elsif tg_op = 'UPDATE' and old.is_rejected then
    if not private.is_system() and not private.has_any_role('{consultant_team_member,team_member_developer}') then
      perform private.fail('Seul un consultant peut réactiver une candidature refusée', 'application_rejection_right', '42501');
    end if;
    new.rejected_at := null;
    new.rejected_by := null;
    new.rejection_reason := null;
  end if;

  if v_old_stage is not null and new.stage is distinct from v_old_stage then
    if v_old_stage <> 'on_hold' and new.stage <> 'on_hold' and new.stage < v_old_stage then
      if not private.is_system() and not private.has_any_role('{consultant_team_member,csm_team_member,team_member_developer}') then
        perform private.fail('Seuls un consultant ou un CSM peuvent faire reculer une candidature', 'application_stage_back', '42501');
      end if;
      new.has_stage_been_forced := true;
    end if;
  end if;

  if new.stage is distinct from v_old_stage and new.stage in ('presented', 'client_interview', 'retained', 'onboarding', 'placed') then
    select t.* into v_talent from public.talent t where t.id = new.talent_id;
    if v_talent.blacklisted_at is not null then
      perform private.fail('Ce talent ne peut plus être délégué (interdiction de délégation)', 'application_talent_blacklisted');
    end if;
    if new.stage = 'presented' and v_talent.qualification_status <> 'qualified' and not v_forcing and not private.is_system() then
      perform private.fail('Le talent doit être qualifié avant d''être présenté au client', 'application_presented_qualified');
    end if;
    if new.stage = 'presented' then
      new.presented_at := coalesce(new.presented_at, now());
    end if;
    if new.stage = 'placed' and not v_forcing and not private.is_system() and not exists (
      select 1 from public.contract c
      where c.talent_id = new.talent_id and c.mission_id = new.mission_id and c.status <> 'canceled'
    ) then
      perform private.fail('Une candidature ne peut passer à « Placé(e) / En mission » qu''avec un contrat', 'application_placed_contract');
    end if;
  end if;
  if v_forcing and not private.is_system() and not private.has_any_role('{consultant_team_member,team_member_developer}') then
    perform private.fail('Seul un consultant peut forcer une étape', 'application_stage_force', '42501');
  end if;
  return new;
end
$$;

create trigger application_prepare before insert or update on public.application
  for each row execute function private.prepare_application();
create trigger application_stage before insert or update on public.application
  for each row execute function private.enforce_status_transition('stage');
create trigger application_audit before insert or update on public.application
  for each row execute function private.set_audit_fields();

-- ---------------------------------------------------------------------------------------
-- Who may move missions, postings and applications (domain.md §2.1–§2.3).
insert into public.status_transition (entity, status_column, from_status, to_status, roles, requires_comment, note) values
  ('mission', 'status', null, 'draft', '{consultant_team_member,csm_team_member}', false, null),
  ('mission', 'status', null, 'open', '{consultant_team_member,csm_team_member}', false, null),
  ('mission', 'status', 'draft', 'open', '{consultant_team_member,csm_team_member}', false, null),
  ('mission', 'status', 'open', 'sourcing', '{consultant_team_member}', false, 'ou automatiquement depuis les candidatures'),
  ('mission', 'status', 'open', 'presented', '{consultant_team_member}', false, null),
  ('mission', 'status', 'sourcing', 'presented', '{consultant_team_member}', false, null),
  ('mission', 'status', 'open', 'partially_filled', '{consultant_team_member}', false, null),
  ('mission', 'status', 'sourcing', 'partially_filled', '{consultant_team_member}', false, null),
  ('mission', 'status', 'presented', 'partially_filled', '{consultant_team_member}', false, null),
  ('mission', 'status', 'open', 'filled', '{consultant_team_member}', false, null),
  ('mission', 'status', 'sourcing', 'filled', '{consultant_team_member}', false, null),
  ('mission', 'status', 'presented', 'filled', '{consultant_team_member}', false, null),
  ('mission', 'status', 'partially_filled', 'filled', '{consultant_team_member}', false, null),
  ('mission', 'status', 'filled', 'in_progress', '{}', false, 'automatique au début du premier contrat'),
  ('mission', 'status', 'in_progress', 'closed', '{}', false, 'automatique à la fin du dernier contrat'),
  ('mission', 'status', 'open', 'closed', '{consultant_team_member,csm_team_member}', false, 'fin d''un vivier (talent pooling)'),
  ('mission', 'status', '*', 'on_hold', '{consultant_team_member,csm_team_member}', true, null),
  ('mission', 'status', 'on_hold', 'open', '{consultant_team_member,csm_team_member}', false, null),
  ('mission', 'status', '*', 'canceled', '{consultant_team_member,csm_team_member}', false, 'motif de clôture obligatoire'),
  ('mission', 'status', '*', 'lost', '{consultant_team_member,csm_team_member}', false, 'motif de clôture obligatoire'),
  ('mission', 'job_posting_status', null, 'draft', '{consultant_team_member,csm_team_member,team_member_marketing}', false, null),
  ('mission', 'job_posting_status', 'draft', 'published', '{team_member_marketing,consultant_team_member}', false, null),
  ('mission', 'job_posting_status', 'published', 'paused', '{team_member_marketing,consultant_team_member}', false, null),
  ('mission', 'job_posting_status', 'paused', 'published', '{team_member_marketing,consultant_team_member}', false, null),
  ('mission', 'job_posting_status', 'published', 'expired', '{}', false, 'automatique à l''expiration'),
  ('mission', 'job_posting_status', 'expired', 'published', '{team_member_marketing,consultant_team_member}', false, 'republication'),
  ('mission', 'job_posting_status', '*', 'archived', '{team_member_marketing,consultant_team_member}', false, null),
  ('application', 'stage', null, 'new', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing}', false, null),
  ('application', 'stage', null, 'to_qualify', '{consultant_team_member,external_csm_team_member}', false, null),
  ('application', 'stage', null, 'qualified', '{consultant_team_member}', false, null),
  ('application', 'stage', null, 'shortlisted', '{consultant_team_member}', false, null),
  ('application', 'stage', null, 'presented', '{consultant_team_member}', false, null),
  ('application', 'stage', '*', 'new', '{consultant_team_member}', false, 'retour en arrière (étape forcée)'),
  ('application', 'stage', '*', 'to_qualify', '{consultant_team_member,external_csm_team_member}', false, null),
  ('application', 'stage', '*', 'qualified', '{consultant_team_member,external_csm_team_member}', false, null),
  ('application', 'stage', '*', 'shortlisted', '{consultant_team_member}', false, null),
  ('application', 'stage', '*', 'presented', '{consultant_team_member,csm_team_member}', false, 'talent qualifié requis'),
  ('application', 'stage', '*', 'client_interview', '{consultant_team_member,csm_team_member}', false, null),
  ('application', 'stage', '*', 'retained', '{consultant_team_member,csm_team_member}', false, null),
  ('application', 'stage', '*', 'onboarding', '{consultant_team_member,csm_team_member,external_csm_team_member}', false, null),
  ('application', 'stage', '*', 'placed', '{consultant_team_member}', false, 'contrat requis, ou automatique à la signature'),
  ('application', 'stage', '*', 'on_hold', '{consultant_team_member}', false, null);

-- ---------------------------------------------------------------------------------------
alter table public.mission enable row level security;
alter table public.application enable row level security;

-- mission: rows of the caller's workspaces; consultants delete only their (and managees') drafts.
create policy "mission: matrix roles can select workspace rows" on public.mission
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('mission', 'select')));
create policy "mission: matrix roles can insert workspace rows" on public.mission
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('mission', 'insert')));
create policy "mission: matrix roles can update workspace rows" on public.mission
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('mission', 'update')))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('mission', 'update')));
create policy "mission: matrix roles or owners can delete drafts" on public.mission
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[])
         and ((select private.can('mission', 'delete'))
              or ((select private.can_own('mission', 'delete')) and status = 'draft'
                  and owner_id = any ((select private.me_and_managee_ids())::uuid[]))));

-- application: rows of the caller's workspaces; owners delete their own.
create policy "application: matrix roles can select workspace rows" on public.application
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('application', 'select')));
create policy "application: matrix roles can insert workspace rows" on public.application
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('application', 'insert')));
create policy "application: matrix roles can update workspace rows" on public.application
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('application', 'update')))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('application', 'update')));
create policy "application: matrix roles or owners can delete rows" on public.application
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[])
         and ((select private.can('application', 'delete'))
              or ((select private.can_own('application', 'delete')) and owner_id = any ((select private.me_and_managee_ids())::uuid[]))));

revoke all on public.mission, public.application from anon;
revoke all on sequence public.mission_reference_seq from anon;
revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
