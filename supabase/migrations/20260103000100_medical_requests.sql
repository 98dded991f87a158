-- Occupational health (domain.md §4.3–§4.4): medical centres, medical checkup requests (VIP,
-- SIR, return-to-work visits) with their due date, and the aptitude result kept apart
-- (medical data: never shown to external CSMs or marketing).

create type public.medical_center_kind as enum ('spsti_interim', 'correspondent_doctor', 'private_center');
create type public.medical_center_status as enum ('active', 'inactive');
create type public.medical_visit_type as enum ('vip_initial', 'vip_periodic', 'sir_initial', 'sir_periodic', 'return_to_work', 'pre_return', 'mid_career', 'on_request');
create type public.medical_risk_reason as enum ('asbestos', 'lead', 'cmr', 'scaffolding', 'ionizing_radiation', 'hyperbaric', 'biological_agents', 'driving_authorization', 'electrical_clearance', 'young_worker_regulated_tasks');
create type public.medical_checkup_request_status as enum ('to_schedule', 'requested', 'scheduled', 'done', 'certificate_received', 'no_show', 'canceled');
create type public.medical_aptitude as enum ('follow_up_attestation', 'fit', 'fit_with_adjustments', 'unfit');

insert into public.enum_label (enum_name, value, label, position) values
  ('medical_center_kind', 'spsti_interim', 'SPSTI agréé intérim', 1),
  ('medical_center_kind', 'correspondent_doctor', 'Médecin praticien correspondant', 2),
  ('medical_center_kind', 'private_center', 'Centre privé', 3),
  ('medical_center_status', 'active', 'Actif', 1),
  ('medical_center_status', 'inactive', 'Inactif', 2),
  ('medical_visit_type', 'vip_initial', 'VIP initiale', 1),
  ('medical_visit_type', 'vip_periodic', 'VIP périodique', 2),
  ('medical_visit_type', 'sir_initial', 'Examen médical d''aptitude (SIR)', 3),
  ('medical_visit_type', 'sir_periodic', 'SIR périodique', 4),
  ('medical_visit_type', 'return_to_work', 'Visite de reprise', 5),
  ('medical_visit_type', 'pre_return', 'Visite de pré-reprise', 6),
  ('medical_visit_type', 'mid_career', 'Visite de mi-carrière', 7),
  ('medical_visit_type', 'on_request', 'Visite à la demande', 8),
  ('medical_risk_reason', 'asbestos', 'Amiante', 1),
  ('medical_risk_reason', 'lead', 'Plomb', 2),
  ('medical_risk_reason', 'cmr', 'Agents CMR', 3),
  ('medical_risk_reason', 'scaffolding', 'Montage et démontage d''échafaudages', 4),
  ('medical_risk_reason', 'ionizing_radiation', 'Rayonnements ionisants', 5),
  ('medical_risk_reason', 'hyperbaric', 'Milieu hyperbare', 6),
  ('medical_risk_reason', 'biological_agents', 'Agents biologiques des groupes 3 et 4', 7),
  ('medical_risk_reason', 'driving_authorization', 'Autorisation de conduite (CACES)', 8),
  ('medical_risk_reason', 'electrical_clearance', 'Habilitation électrique', 9),
  ('medical_risk_reason', 'young_worker_regulated_tasks', 'Jeune affecté à des travaux réglementés', 10),
  ('medical_checkup_request_status', 'to_schedule', 'À planifier', 1),
  ('medical_checkup_request_status', 'requested', 'Demandée au centre', 2),
  ('medical_checkup_request_status', 'scheduled', 'RDV fixé', 3),
  ('medical_checkup_request_status', 'done', 'Réalisée', 4),
  ('medical_checkup_request_status', 'certificate_received', 'Avis reçu', 5),
  ('medical_checkup_request_status', 'no_show', 'Absent(e)', 6),
  ('medical_checkup_request_status', 'canceled', 'Annulée', 7),
  ('medical_aptitude', 'follow_up_attestation', 'Attestation de suivi', 1),
  ('medical_aptitude', 'fit', 'Apte', 2),
  ('medical_aptitude', 'fit_with_adjustments', 'Apte avec aménagements', 3),
  ('medical_aptitude', 'unfit', 'Inapte', 4),
  ('request_field', 'medical_center_id', 'le centre médical', 20),
  ('request_field', 'appointment_at', 'la date du rendez-vous', 21),
  ('request_field', 'convocation_file', 'la convocation', 22);

insert into public.request_type (entity, label, plural_label, route, status_enum, initial_status, terminal_statuses, has_amounts, deadline_rule, position) values
  ('medical_checkup_request', 'Visite médicale', 'Visites médicales', 'medical-checkup-requests', 'medical_checkup_request_status', 'to_schedule',
   '{certificate_received,canceled}', false, 'SIR : avant l''affectation ; VIP initiale : dans les 3 mois suivant la prise de poste (R4624-10)', 2);

-- A WKT point `POINT(lng lat)` split into latitude and longitude (null when malformed).
create or replace function private.point_coordinates(p_location text, out latitude numeric, out longitude numeric)
language sql
immutable
set search_path = ''
as $$
  select m[2]::numeric, m[1]::numeric
  from (select regexp_match(p_location, '^POINT\((-?[0-9]+(?:\.[0-9]+)?) (-?[0-9]+(?:\.[0-9]+)?)\)$') as m) as parsed
$$;

-- True when every code is a French department code (01…95, 2A, 2B, 971…976).
create or replace function private.are_department_codes(p_codes text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(d ~ '^(0[1-9]|1[0-9]|2[1-9AB]|[3-8][0-9]|9[0-5]|97[1-6])$'), true) from unnest(p_codes) as d
$$;

-- Validates a medical or training centre: name, SIRET, e-mail, department codes, and keeps
-- `location` (WKT) and latitude/longitude in step as the core addresses do.
create or replace function private.prepare_request_center()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_point record;
  v_row jsonb := to_jsonb(new);
begin
  if coalesce(btrim(new.name), '') = '' then
    perform private.fail('Le nom du centre est obligatoire', tg_table_name || '_name_required');
  end if;
  if v_row ->> 'siret' is not null and not private.is_valid_siret(v_row ->> 'siret') then
    perform private.fail(format('Le SIRET %s est invalide (14 chiffres et clé de contrôle)', v_row ->> 'siret'), tg_table_name || '_siret_valid');
  end if;
  new.email := lower(nullif(btrim(new.email), ''));
  if new.email is not null and new.email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    perform private.fail(format('L''e-mail « %s » est invalide', new.email), tg_table_name || '_email_format');
  end if;
  new.phone_number := private.normalize_phone(new.phone_number);
  if new.location is not null and (tg_op = 'INSERT' or new.location is distinct from old.location) then
    v_point := private.point_coordinates(new.location);
    if v_point.latitude is null or v_point.latitude not between -90 and 90 or v_point.longitude not between -180 and 180 then
      perform private.fail('La localisation doit être un point POINT(longitude latitude)', tg_table_name || '_location_wkt');
    end if;
    new.latitude := v_point.latitude;
    new.longitude := v_point.longitude;
  elsif new.latitude is not null and new.longitude is not null
        and (tg_op = 'INSERT' or (new.latitude, new.longitude) is distinct from (old.latitude, old.longitude)) then
    new.location := format('POINT(%s %s)', trim(to_char(new.longitude, 'FM990.000000')), trim(to_char(new.latitude, 'FM990.000000')));
  end if;
  -- A move carries its own comment: the previous one is not reused.
  if tg_op = 'UPDATE' and new.status is distinct from old.status and new.status_comment is not distinct from old.status_comment then
    new.status_comment := null;
  end if;
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------
-- medical_center: an occupational health service (SPSTI) or doctor talents are sent to.
create table public.medical_center (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  name text not null,
  kind public.medical_center_kind not null default 'spsti_interim',
  siret text,
  address text,
  location text,
  latitude numeric(9, 6),
  longitude numeric(9, 6),
  departments_covered text[] not null default '{}',
  phone_number text,
  email text,
  booking_url text,
  opening_hours text,
  instructions_for_talent text,
  status public.medical_center_status not null default 'active',
  status_changed_at timestamptz,
  status_comment text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint medical_center_name_length check (char_length(btrim(name)) between 1 and 200),
  constraint medical_center_booking_url check (booking_url is null or booking_url ~ '^https?://'),
  constraint medical_center_departments check (private.are_department_codes(departments_covered)),
  unique (workspace_id, name)
);
create index medical_center_departments_idx on public.medical_center using gin (departments_covered);

create trigger medical_center_prepare before insert or update on public.medical_center
  for each row execute function private.prepare_request_center();
select private.install_request_workspace_table('medical_center');

-- ---------------------------------------------------------------------------------------
-- medical_checkup_request: a legal health visit of a talent (VIP, SIR, return to work).
create table public.medical_checkup_request (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  talent_id uuid not null references public.talent (id) on delete cascade,
  contract_id uuid references public.contract (id) on delete set null,
  contract_key text,
  company_id uuid references public.company (id) on delete set null,
  requester_id uuid references public.team_member (id) on delete set null,
  assignee_id uuid references public.team_member (id) on delete set null,
  visit_type public.medical_visit_type not null,
  risk_reasons public.medical_risk_reason[] not null default '{}',
  medical_center_id uuid references public.medical_center (id) on delete set null,
  appointment_at timestamptz,
  convocation_sent_at timestamptz,
  convocation_file text,
  cost_ht numeric(12, 2),
  status public.medical_checkup_request_status not null default 'to_schedule',
  status_changed_at timestamptz,
  status_comment text,
  due_at timestamptz,
  closed_at timestamptz,
  comment text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint medical_checkup_request_cost check (cost_ht is null or cost_ht >= 0),
  constraint medical_checkup_request_sir_risks check (visit_type not in ('sir_initial', 'sir_periodic') or cardinality(risk_reasons) > 0)
);
create unique index medical_checkup_request_one_open_idx on public.medical_checkup_request (talent_id, visit_type)
  where status not in ('certificate_received', 'canceled');

-- Medical visit rules: risks for a SIR, an active centre of the workspace, an appointment in
-- the future, the due date (SIR before the assignment, VIP within 3 months, R4624-10), one
-- open visit of a kind per talent, and the aptitude recorded before closing.
create or replace function private.validate_medical_checkup_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_start date;
begin
  if new.visit_type in ('sir_initial', 'sir_periodic') and cardinality(new.risk_reasons) = 0 then
    perform private.fail('Un suivi individuel renforcé (SIR) doit préciser le risque du poste', 'medical_checkup_request_sir_risks');
  end if;
  if new.medical_center_id is not null and (tg_op = 'INSERT' or new.medical_center_id is distinct from old.medical_center_id) then
    perform private.assert_same_workspace(new.workspace_id, 'medical_center', new.medical_center_id, 'Le centre médical');
    if not v_system and exists (select 1 from public.medical_center m where m.id = new.medical_center_id and m.status <> 'active') then
      perform private.fail('Ce centre médical est inactif', 'medical_checkup_request_center_active');
    end if;
  end if;
  if exists (select 1 from public.medical_checkup_request r
             where r.talent_id = new.talent_id and r.visit_type = new.visit_type and r.id <> new.id
               and r.status not in ('certificate_received', 'canceled'))
     and new.status not in ('certificate_received', 'canceled') then
    perform private.fail(format('Une visite « %s » est déjà en cours pour ce talent', private.enum_label('medical_visit_type', new.visit_type::text)),
                         'medical_checkup_request_one_open');
  end if;

  -- Due date: from the contract for initial visits, otherwise as given.
  if new.contract_id is not null and new.visit_type in ('sir_initial', 'vip_initial') then
    select c.start_date into v_start from public.contract c where c.id = new.contract_id;
    new.due_at := case when new.visit_type = 'sir_initial' then v_start::timestamp at time zone 'Europe/Paris'
                       else (v_start + interval '3 months')::timestamp at time zone 'Europe/Paris' end;
  end if;

  if v_moved and not v_system then
    if new.status = 'scheduled' and new.appointment_at <= now() then
      perform private.fail('Le rendez-vous doit être fixé à une date future', 'medical_checkup_request_appointment_future');
    end if;
    if new.status = 'done' and new.appointment_at > now() then
      perform private.fail(format('La visite ne peut être marquée réalisée qu''après le rendez-vous du %s',
                                  to_char(new.appointment_at at time zone 'Europe/Paris', 'DD/MM/YYYY à HH24:MI')), 'medical_checkup_request_done_after_appointment');
    end if;
  end if;
  if v_moved and not v_system and new.status = 'certificate_received'
     and not exists (select 1 from public.medical_checkup_result m where m.medical_checkup_request_id = new.id) then
    perform private.fail('Enregistrez l''avis médical (aptitude) avant de clôturer la visite', 'medical_checkup_request_result_required');
  end if;
  if new.status = 'requested' and v_moved then
    new.convocation_sent_at := coalesce(new.convocation_sent_at, now());
  end if;
  return new;
end
$$;

select private.install_request_table('medical_checkup_request');

-- ---------------------------------------------------------------------------------------
-- medical_checkup_result: the aptitude notice of a visit (1:1), medical data read only by
-- accounting, consultants, CSMs and developers. Only the doctor's workplace wording is
-- copied, never a diagnosis.
create table public.medical_checkup_result (
  medical_checkup_request_id uuid primary key references public.medical_checkup_request (id) on delete cascade,
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  result public.medical_aptitude not null,
  workplace_restrictions text,
  certificate_file text,
  issued_at date not null default current_date,
  valid_until date,
  next_visit_due date,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint medical_checkup_result_dates check (valid_until is null or valid_until >= issued_at),
  constraint medical_checkup_result_file_in_workspace check (certificate_file is null or split_part(certificate_file, '/', 1) = workspace_id::text)
);

-- An aptitude belongs to a visit that took place; restrictions go with adjustments.
create or replace function private.validate_medical_checkup_result()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_request public.medical_checkup_request;
begin
  select r.* into v_request from public.medical_checkup_request r
  where r.id = case when tg_op = 'DELETE' then old.medical_checkup_request_id else new.medical_checkup_request_id end;
  if tg_op = 'DELETE' then
    if not private.is_system() and v_request.status = 'certificate_received' and not private.has_role('team_member_developer') then
      perform private.fail('L''avis d''une visite clôturée ne peut pas être supprimé', 'medical_checkup_result_locked');
    end if;
    return old;
  end if;
  new.workspace_id := v_request.workspace_id;
  if not private.is_system() and v_request.status not in ('done', 'certificate_received') then
    perform private.fail('L''avis médical s''enregistre une fois la visite réalisée', 'medical_checkup_result_after_visit');
  end if;
  if new.result = 'fit_with_adjustments' and coalesce(btrim(new.workplace_restrictions), '') = '' then
    perform private.fail('Précisez les aménagements de poste indiqués par le médecin', 'medical_checkup_result_restrictions');
  end if;
  return new;
end
$$;

select private.install_request_workspace_table('medical_checkup_result');

-- ---------------------------------------------------------------------------------------
-- Who may move medical centres and visits (domain.md §4.3–§4.4).
insert into public.status_transition (entity, from_status, to_status, roles, requester_only_roles, requires_comment, required_fields, note)
select t.entity, f, t.to_status, private.roles_of(t.roles), private.roles_of(t.own), t.comment, t.required, t.note
from (values
  ('medical_center', null, 'active', 'CSM', '', false, '{}'::text[], null),
  ('medical_center', 'active', 'inactive', 'CSM', '', true, '{}', null),
  ('medical_center', 'inactive', 'active', 'CSM', '', false, '{}', null),
  ('medical_checkup_request', null, 'to_schedule', 'CONS CSM XCSM', '', false, '{}', 'ou automatiquement quand un contrat l''exige'),
  ('medical_checkup_request', 'to_schedule', 'requested', 'CSM XCSM', '', false, '{medical_center_id}', null),
  ('medical_checkup_request', 'requested', 'scheduled', 'CSM XCSM', '', false, '{medical_center_id,appointment_at}', null),
  ('medical_checkup_request', 'scheduled', 'done', 'CSM', '', false, '{}', 'ou automatiquement à l''heure du rendez-vous'),
  ('medical_checkup_request', 'done', 'certificate_received', 'CSM', '', false, '{}', 'avis médical enregistré (données médicales : pas le CSM externe)'),
  ('medical_checkup_request', 'scheduled', 'no_show', 'CSM XCSM', '', false, '{}', null),
  ('medical_checkup_request', 'no_show', 'to_schedule', 'CSM XCSM', '', false, '{}', 'à reprogrammer'),
  ('medical_checkup_request', 'to_schedule requested scheduled no_show', 'canceled', 'CSM', '', true, '{}', null)
) as t (entity, froms, to_status, roles, own, comment, required, note)
cross join lateral unnest(coalesce(string_to_array(t.froms, ' '), array[null::text])) as f;
select private.derive_notify_roles('medical_checkup_request');

-- Permission matrix rows (domain.md §0.1): medical data never for marketing; the result
-- never for external CSMs.
insert into public.role_permission (role, resource, action, scope, note)
select r, m.resource, m.action::public.permission_action, 'all', m.note
from (values
  ('medical_center', 'select', 'ACC CONS CSM XCSM MKT DEV IND', null),
  ('medical_center', 'insert', 'CSM DEV', null),
  ('medical_center', 'update', 'CSM DEV', null),
  ('medical_center', 'delete', 'DEV', null),
  ('medical_checkup_request', 'select', 'ACC CONS CSM XCSM DEV', 'jamais le marketing'),
  ('medical_checkup_request', 'insert', 'CONS CSM XCSM DEV', null),
  ('medical_checkup_request', 'update', 'CONS CSM XCSM DEV', 'qui peut changer le statut : status_transition'),
  ('medical_checkup_request', 'delete', 'DEV', 'annuler plutôt que supprimer'),
  ('medical_checkup_result', 'select', 'ACC CONS CSM DEV', 'aptitude : donnée médicale'),
  ('medical_checkup_result', 'insert', 'CSM DEV', null),
  ('medical_checkup_result', 'update', 'CSM DEV', null),
  ('medical_checkup_result', 'delete', 'DEV', 'dossier médical : correction par un développeur')
) as m (resource, action, roles, note)
cross join lateral unnest(private.roles_of(m.roles)) as r;

select private.refresh_request_action_item_view();

revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
revoke all on function private.install_request_table(text), private.install_request_workspace_table(text),
  private.index_foreign_keys(text), private.derive_notify_roles(text), private.refresh_request_action_item_view() from authenticated, service_role;
