-- Work accidents (domain.md §5.7, user-asks #20): from the client's notice to the CPAM
-- decision, with the 48-hour declaration deadline (Sundays and public holidays not counted,
-- CSS R441-3) computed from when the agency learned of it; a late declaration is flagged
-- and must give its reason.

create type public.work_accident_type as enum ('work', 'commute');
create type public.work_accident_request_status as enum ('reported', 'prior_info_received', 'declared', 'under_investigation', 'recognized', 'refused', 'closed', 'canceled');
create type public.cpam_decision as enum ('recognized', 'refused');

insert into public.enum_label (enum_name, value, label, position) values
  ('work_accident_type', 'work', 'Accident du travail', 1),
  ('work_accident_type', 'commute', 'Accident de trajet', 2),
  ('work_accident_request_status', 'reported', 'Signalé', 1),
  ('work_accident_request_status', 'prior_info_received', 'Information préalable reçue', 2),
  ('work_accident_request_status', 'declared', 'Déclaré CPAM', 3),
  ('work_accident_request_status', 'under_investigation', 'Instruction CPAM', 4),
  ('work_accident_request_status', 'recognized', 'Pris en charge', 5),
  ('work_accident_request_status', 'refused', 'Refusé', 6),
  ('work_accident_request_status', 'closed', 'Clôturé', 7),
  ('work_accident_request_status', 'canceled', 'Erreur de saisie', 8),
  ('cpam_decision', 'recognized', 'Prise en charge', 1),
  ('cpam_decision', 'refused', 'Refus de prise en charge', 2),
  ('request_field', 'client_prior_info_file', 'l''information préalable du client (cerfa 60-3741)', 40),
  ('request_field', 'dat_reference', 'la référence de la déclaration (DAT)', 41),
  ('request_field', 'accident_sheet_given_at', 'la date de remise de la feuille d''accident', 42),
  ('request_field', 'cpam_decision_at', 'la date de la décision de la CPAM', 43);

insert into public.request_type (entity, label, plural_label, route, status_enum, initial_status, terminal_statuses, has_amounts, deadline_rule, position) values
  ('work_accident_request', 'Accident du travail', 'Accidents du travail', 'work-accident-requests', 'work_accident_request_status', 'reported',
   '{closed,canceled}', false, 'Déclaration à la CPAM dans les 48 heures, dimanches et jours fériés non compris (CSS R441-3)', 14);

-- work_accident_request: a work or commute accident of a talent on a contract.
create table public.work_accident_request (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  talent_id uuid not null references public.talent (id) on delete restrict,
  contract_id uuid not null references public.contract (id) on delete restrict,
  contract_key text,
  company_id uuid references public.company (id) on delete restrict,
  requester_id uuid references public.team_member (id) on delete set null,
  assignee_id uuid references public.team_member (id) on delete set null,
  accident_type public.work_accident_type not null default 'work',
  occurred_at timestamptz not null,
  location text not null,
  client_aware_at timestamptz,
  agency_aware_at timestamptz not null,
  client_prior_info_file text,
  circumstances text not null,
  activity_at_time text,
  injury_nature text,
  injury_location text,
  witnesses jsonb not null default '[]',
  work_stoppage boolean not null default false,
  stoppage_start date,
  stoppage_end date,
  hospitalization boolean not null default false,
  initial_certificate_file text,
  declaration_deadline timestamptz,
  declared_at timestamptz,
  dat_reference text,
  is_declared_late boolean not null default false,
  late_declaration_reason text,
  reserves boolean not null default false,
  reserves_text text,
  accident_sheet_given_at timestamptz,
  cpam_decision public.cpam_decision,
  cpam_decision_at date,
  status public.work_accident_request_status not null default 'reported',
  status_changed_at timestamptz,
  status_comment text,
  due_at timestamptz,
  closed_at timestamptz,
  comment text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint work_accident_request_witnesses check (jsonb_typeof(witnesses) = 'array'),
  constraint work_accident_request_stoppage_dates check (stoppage_end is null or stoppage_start is null or stoppage_end >= stoppage_start),
  constraint work_accident_request_reserves check (not reserves or coalesce(btrim(reserves_text), '') <> '')
);

-- Work accident rules: coherent dates inside the contract, factual circumstances, reasoned
-- reserves, the 48-hour deadline as due date until declared, and a late declaration flagged
-- with its reason.
create or replace function private.validate_work_accident_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_span record;
begin
  if coalesce(btrim(new.circumstances), '') = '' then
    perform private.fail('Les circonstances de l''accident sont obligatoires', 'work_accident_request_circumstances');
  end if;
  if new.agency_aware_at < new.occurred_at or new.client_aware_at < new.occurred_at then
    perform private.fail('La date où l''accident a été connu ne peut pas précéder l''accident', 'work_accident_request_aware_after');
  end if;
  if not v_system and (new.occurred_at > now() + interval '5 minutes' or new.agency_aware_at > now() + interval '5 minutes') then
    perform private.fail('Les dates de l''accident ne peuvent pas être dans le futur', 'work_accident_request_not_future');
  end if;
  select min(c.start_date) as first_day, max(coalesce(c.definitive_end_date, c.end_date, 'infinity'::date)) as last_day into v_span
  from public.contract c
  where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key and c.status <> 'canceled';
  if (new.occurred_at at time zone 'Europe/Paris')::date not between v_span.first_day - 1 and v_span.last_day + 1 then
    perform private.fail('L''accident doit survenir pendant la mission (ou le trajet qui y mène)', 'work_accident_request_during_contract');
  end if;
  if new.work_stoppage and new.stoppage_start is null then
    perform private.fail('Indiquez le début de l''arrêt de travail', 'work_accident_request_stoppage_start');
  end if;
  if new.reserves and coalesce(btrim(new.reserves_text), '') = '' then
    perform private.fail('Des réserves sur le caractère professionnel doivent être motivées', 'work_accident_request_reserves');
  end if;

  new.declaration_deadline := private.add_hours_excluding_sundays_and_holidays(
    new.agency_aware_at, private.required_legal_value('work_accident_declaration_hours', (new.agency_aware_at at time zone 'Europe/Paris')::date));
  new.due_at := case when new.status in ('reported', 'prior_info_received') then new.declaration_deadline end;

  if v_moved and new.status = 'declared' then
    new.declared_at := coalesce(new.declared_at, now());
    if not v_system and new.declared_at > now() + interval '5 minutes' then
      perform private.fail('La date de déclaration ne peut pas être dans le futur', 'work_accident_request_declared_at');
    end if;
    if new.declared_at > new.declaration_deadline and coalesce(btrim(new.late_declaration_reason), '') = '' then
      perform private.fail(format('Déclaration hors délai : les 48 heures (dimanches et jours fériés non compris) ont expiré le %s ; indiquez le motif du retard',
                                  to_char(new.declaration_deadline at time zone 'Europe/Paris', 'DD/MM/YYYY à HH24:MI')),
                           'work_accident_request_late_reason');
    end if;
  end if;
  new.is_declared_late := coalesce(new.declared_at > new.declaration_deadline, false);
  if v_moved and new.status in ('recognized', 'refused') then
    new.cpam_decision := new.status::text::public.cpam_decision;
  end if;
  return new;
end
$$;

select private.install_request_table('work_accident_request');

-- Who may move work accidents (domain.md §5.7). Declaring without the client's prior
-- information is possible (the 48 hours run anyway) but needs a comment.
insert into public.status_transition (entity, from_status, to_status, roles, requester_only_roles, requires_comment, required_fields, note)
select 'work_accident_request', f, t.to_status, private.roles_of(t.roles), private.roles_of(t.own), t.comment, t.required, t.note
from (values
  (null, 'reported', 'CONS CSM XCSM', '', false, '{}'::text[], 'ou le client depuis le lien de la mission'),
  ('reported', 'prior_info_received', 'CSM XCSM', '', false, '{client_prior_info_file}', 'cerfa 60-3741 reçu du client'),
  ('prior_info_received', 'declared', 'CSM ACC', '', false, '{dat_reference,accident_sheet_given_at}', 'DAT sur net-entreprises'),
  ('reported', 'declared', 'CSM ACC', '', true, '{dat_reference,accident_sheet_given_at}', 'sans l''information préalable du client : motif obligatoire'),
  ('declared', 'under_investigation', 'CSM', '', false, '{}', null),
  ('declared under_investigation', 'recognized', 'CSM', '', false, '{cpam_decision_at}', null),
  ('declared under_investigation', 'refused', 'CSM', '', true, '{cpam_decision_at}', null),
  ('recognized refused', 'closed', 'CSM', '', false, '{}', null),
  ('reported prior_info_received', 'canceled', 'CSM', '', true, '{}', 'erreur de saisie')
) as t (froms, to_status, roles, own, comment, required, note)
cross join lateral unnest(coalesce(string_to_array(t.froms, ' '), array[null::text])) as f;
select private.derive_notify_roles('work_accident_request');

-- Permission matrix rows: everyone who handles contracts, never marketing.
insert into public.role_permission (role, resource, action, scope, note)
select r, m.resource, m.action::public.permission_action, 'all', m.note
from (values
  ('work_accident_request', 'select', 'ACC CONS CSM XCSM DEV', 'jamais le marketing'),
  ('work_accident_request', 'insert', 'CONS CSM XCSM DEV', null),
  ('work_accident_request', 'update', 'ACC CONS CSM XCSM DEV', 'qui peut changer le statut : status_transition'),
  ('work_accident_request', 'delete', 'DEV', 'annuler plutôt que supprimer')
) as m (resource, action, roles, note)
cross join lateral unnest(private.roles_of(m.roles)) as r;

select private.refresh_request_action_item_view();

revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
revoke all on function private.install_request_table(text), private.install_request_workspace_table(text),
  private.index_foreign_keys(text), private.derive_notify_roles(text), private.refresh_request_action_item_view() from authenticated, service_role;
