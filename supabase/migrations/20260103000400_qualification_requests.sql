-- Qualifications (domain.md §4.1–§4.2): training and testing centres (CACES, electrical
-- clearances, AIPR, SST…) and training requests from the request to the certificate, with
-- the approval threshold (CSMs up to the policy amount, accounting above) and booking dates.

create type public.qualification_type as enum ('caces', 'electrical_clearance', 'aipr', 'sst', 'work_at_height', 'scaffolding', 'asbestos', 'other');
create type public.qualification_center_status as enum ('active', 'inactive', 'blacklisted');
create type public.qualification_training_kind as enum ('initial', 'recycling');
create type public.training_funding_source as enum ('agency', 'opco', 'client_rebilled', 'cpf', 'fastt');
create type public.training_result as enum ('passed', 'failed');
create type public.qualification_training_request_status as enum (
  'requested', 'approved', 'booked', 'in_progress', 'completed', 'certified', 'failed', 'no_show', 'rejected', 'canceled'
);

insert into public.enum_label (enum_name, value, label, position) values
  ('qualification_type', 'caces', 'CACES', 1),
  ('qualification_type', 'electrical_clearance', 'Habilitation électrique', 2),
  ('qualification_type', 'aipr', 'AIPR', 3),
  ('qualification_type', 'sst', 'Sauveteur secouriste du travail (SST)', 4),
  ('qualification_type', 'work_at_height', 'Travail en hauteur', 5),
  ('qualification_type', 'scaffolding', 'Échafaudage (R408 / R457)', 6),
  ('qualification_type', 'asbestos', 'Amiante (SS4)', 7),
  ('qualification_type', 'other', 'Autre', 8),
  ('qualification_center_status', 'active', 'Actif', 1),
  ('qualification_center_status', 'inactive', 'Inactif', 2),
  ('qualification_center_status', 'blacklisted', 'Déréférencé', 3),
  ('qualification_training_kind', 'initial', 'Formation initiale', 1),
  ('qualification_training_kind', 'recycling', 'Recyclage', 2),
  ('training_funding_source', 'agency', 'Agence', 1),
  ('training_funding_source', 'opco', 'OPCO', 2),
  ('training_funding_source', 'client_rebilled', 'Refacturée au client', 3),
  ('training_funding_source', 'cpf', 'CPF', 4),
  ('training_funding_source', 'fastt', 'FASTT', 5),
  ('training_result', 'passed', 'Réussite', 1),
  ('training_result', 'failed', 'Échec', 2),
  ('qualification_training_request_status', 'requested', 'Demandée', 1),
  ('qualification_training_request_status', 'approved', 'Validée', 2),
  ('qualification_training_request_status', 'booked', 'Inscrit(e)', 3),
  ('qualification_training_request_status', 'in_progress', 'En formation', 4),
  ('qualification_training_request_status', 'completed', 'Terminée', 5),
  ('qualification_training_request_status', 'certified', 'Attestation reçue', 6),
  ('qualification_training_request_status', 'failed', 'Échec', 7),
  ('qualification_training_request_status', 'no_show', 'Absent(e)', 8),
  ('qualification_training_request_status', 'rejected', 'Refusée', 9),
  ('qualification_training_request_status', 'canceled', 'Annulée', 10),
  ('request_field', 'qualification_center_id', 'le centre de formation', 50),
  ('request_field', 'price', 'le prix', 51),
  ('request_field', 'start_at', 'le début de la session', 52),
  ('request_field', 'end_at', 'la fin de la session', 53),
  ('request_field', 'certificate_file', 'l''attestation', 54),
  ('request_field', 'certificate_number', 'le numéro d''attestation', 55);

insert into public.request_type (entity, label, plural_label, route, status_enum, initial_status, terminal_statuses, has_amounts, deadline_rule, position) values
  ('qualification_training_request', 'Demande de formation', 'Demandes de formation', 'qualification-training-requests', 'qualification_training_request_status',
   'requested', '{certified,failed,rejected,canceled}', true, 'Avant la date de disponibilité du talent, puis la fin de session', 1);

-- ---------------------------------------------------------------------------------------
-- qualification_center: a training or testing body where sessions are booked.
create table public.qualification_center (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  name text not null,
  siret text,
  nda text,
  address text,
  location text,
  latitude numeric(9, 6),
  longitude numeric(9, 6),
  email text,
  phone_number text,
  website text,
  contact_name text,
  training_type public.qualification_type not null default 'caces',
  offered_qualifications public.qualification_type[] not null default '{}',
  qualiopi_certified boolean not null default false,
  qualiopi_expires_at date,
  caces_tester_certified boolean not null default false,
  price_list jsonb not null default '[]',
  lead_time_days smallint,
  status public.qualification_center_status not null default 'active',
  status_changed_at timestamptz,
  status_comment text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint qualification_center_name_length check (char_length(btrim(name)) between 1 and 200),
  constraint qualification_center_nda check (nda is null or nda ~ '^[0-9]{11}$'),
  constraint qualification_center_website check (website is null or website ~ '^https?://'),
  constraint qualification_center_price_list check (jsonb_typeof(price_list) = 'array'),
  constraint qualification_center_lead_time check (lead_time_days is null or lead_time_days between 0 and 365),
  unique (workspace_id, name)
);
create index qualification_center_offered_idx on public.qualification_center using gin (offered_qualifications);

-- Accounting edits prices only (domain.md §4.1); the rest of a centre is the CSMs'.
create or replace function private.check_qualification_center_rights()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_system() and private.has_role('accounting_team_member')
     and not private.has_any_role('{csm_team_member,team_member_developer}')
     and (to_jsonb(new) - '{price_list,lead_time_days,updated_at,updated_by}'::text[])
         is distinct from (to_jsonb(old) - '{price_list,lead_time_days,updated_at,updated_by}'::text[]) then
    perform private.fail('La comptabilité ne modifie que les tarifs et délais d''un centre de formation', 'qualification_center_accounting_prices', '42501');
  end if;
  return new;
end
$$;

create trigger qualification_center_prepare before insert or update on public.qualification_center
  for each row execute function private.prepare_request_center();
create trigger qualification_center_rights before update on public.qualification_center
  for each row execute function private.check_qualification_center_rights();
select private.install_request_workspace_table('qualification_center');

-- ---------------------------------------------------------------------------------------
-- qualification_training_request: a talent's training or certification (initial or recycling).
create table public.qualification_training_request (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  talent_id uuid not null references public.talent (id) on delete cascade,
  contract_id uuid references public.contract (id) on delete set null,
  contract_key text,
  mission_id uuid references public.mission (id) on delete set null,
  requester_id uuid references public.team_member (id) on delete set null,
  assignee_id uuid references public.team_member (id) on delete set null,
  qualification_type public.qualification_type not null,
  category text,
  training_kind public.qualification_training_kind not null default 'initial',
  qualification_center_id uuid references public.qualification_center (id) on delete set null,
  near_to text,
  possible_start_date date,
  possible_end_date date,
  start_at timestamptz,
  end_at timestamptz,
  hours numeric(5, 2),
  to_reschedule boolean not null default false,
  price numeric(12, 2),
  funding_source public.training_funding_source not null default 'agency',
  request_comment text,
  transfer_comment text,
  quote_file text,
  convocation_file text,
  attendance_file text,
  certificate_file text,
  result public.training_result,
  certificate_number text,
  obtained_at date,
  expires_at date,
  status public.qualification_training_request_status not null default 'requested',
  status_changed_at timestamptz,
  status_comment text,
  due_at timestamptz,
  closed_at timestamptz,
  comment text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint qualification_training_request_session check (end_at is null or start_at is null or end_at >= start_at),
  constraint qualification_training_request_window check (possible_end_date is null or possible_start_date is null or possible_end_date >= possible_start_date),
  constraint qualification_training_request_price check (price is null or price >= 0),
  constraint qualification_training_request_hours check (hours is null or hours > 0),
  constraint qualification_training_request_validity check (expires_at is null or obtained_at is null or expires_at >= obtained_at)
);

-- Training rules: an active centre that offers the training, one open request per talent and
-- training, CSMs approve up to the policy amount (accounting above), sessions booked in the
-- future, the result and validity of the certificate, the due date.
create or replace function private.validate_qualification_training_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_center public.qualification_center;
  v_max numeric;
begin
  if new.end_at < new.start_at then
    perform private.fail('La fin de la session doit suivre son début', 'qualification_training_request_session');
  end if;
  if new.possible_end_date < new.possible_start_date then
    perform private.fail('La fin des disponibilités doit suivre leur début', 'qualification_training_request_window');
  end if;
  if new.qualification_center_id is not null and (tg_op = 'INSERT' or new.qualification_center_id is distinct from old.qualification_center_id) then
    perform private.assert_same_workspace(new.workspace_id, 'qualification_center', new.qualification_center_id, 'Le centre de formation');
    select c.* into v_center from public.qualification_center c where c.id = new.qualification_center_id;
    if not v_system and v_center.status <> 'active' then
      perform private.fail(format('Le centre « %s » n''est pas actif', v_center.name), 'qualification_training_request_center_active');
    end if;
    if not v_system and v_center.training_type <> new.qualification_type and not new.qualification_type = any (v_center.offered_qualifications) then
      perform private.fail(format('Le centre « %s » ne propose pas cette formation', v_center.name), 'qualification_training_request_center_offer');
    end if;
  end if;
  if new.status not in ('certified', 'failed', 'rejected', 'canceled') and exists (
    select 1 from public.qualification_training_request r
    where r.talent_id = new.talent_id and r.qualification_type = new.qualification_type and r.category is not distinct from new.category
      and r.id <> new.id and r.status not in ('certified', 'failed', 'rejected', 'canceled')
  ) then
    perform private.fail('Une demande de cette formation est déjà en cours pour ce talent', 'qualification_training_request_one_open');
  end if;

  if v_moved and not v_system then
    if new.status = 'approved' and old.status = 'requested' then
      v_max := private.required_legal_value('qualification_training_csm_max_price');
      if new.price > v_max and not private.has_any_role('{accounting_team_member,team_member_developer}') then
        perform private.fail(format('Au-delà de %s €, la validation d''une formation revient à la comptabilité', private.fr_number(v_max)),
                             'qualification_training_request_threshold', '42501');
      end if;
    end if;
    if new.status = 'booked' and new.start_at <= now() then
      perform private.fail('La session doit commencer dans le futur', 'qualification_training_request_booking_future');
    end if;
  end if;
  if v_moved and new.status = 'no_show' then
    new.to_reschedule := true;
  elsif v_moved and new.status = 'booked' then
    new.to_reschedule := false;
  end if;
  if v_moved and new.status = 'certified' then
    new.result := 'passed';
    new.obtained_at := coalesce(new.obtained_at, current_date);
    -- default validity when the certificate gives none (domain.md §1.5)
    new.expires_at := coalesce(new.expires_at, new.obtained_at + case new.qualification_type
      when 'electrical_clearance' then interval '3 years' when 'sst' then interval '2 years' when 'work_at_height' then interval '3 years'
      else interval '5 years' end);
  elsif v_moved and new.status = 'failed' then
    new.result := 'failed';
  end if;
  new.due_at := case
    when new.status in ('requested', 'approved', 'no_show') then (coalesce(new.possible_start_date, (new.created_at + interval '14 days')::date))::timestamp at time zone 'Europe/Paris'
    when new.status in ('booked', 'in_progress') then new.end_at
    when new.status = 'completed' then coalesce(new.end_at, now()) + interval '15 days' end;
  return new;
end
$$;

select private.install_request_table('qualification_training_request');

-- Who may move centres and trainings (domain.md §4.1–§4.2).
insert into public.status_transition (entity, from_status, to_status, roles, requester_only_roles, requires_comment, required_fields, note)
select t.entity, f, t.to_status, private.roles_of(t.roles), private.roles_of(t.own), t.comment, t.required, t.note
from (values
  ('qualification_center', null, 'active', 'CSM', '', false, '{}'::text[], null),
  ('qualification_center', 'active', 'inactive', 'CSM', '', true, '{}', null),
  ('qualification_center', 'inactive', 'active', 'CSM', '', false, '{}', null),
  ('qualification_center', 'active inactive', 'blacklisted', 'CSM', '', true, '{}', 'déréférencement'),
  ('qualification_center', 'blacklisted', 'active', 'CSM', '', true, '{}', null),
  ('qualification_training_request', null, 'requested', 'CONS CSM XCSM', '', false, '{}', null),
  ('qualification_training_request', 'requested', 'approved', 'CSM ACC', '', false, '{qualification_center_id,price}', 'le CSM jusqu''au seuil, la comptabilité au-delà'),
  ('qualification_training_request', 'requested', 'rejected', 'CSM ACC', '', true, '{}', null),
  ('qualification_training_request', 'approved', 'booked', 'CSM XCSM', '', false, '{start_at,end_at}', null),
  ('qualification_training_request', 'booked', 'in_progress', 'CSM', '', false, '{}', 'ou automatiquement au début de la session'),
  ('qualification_training_request', 'in_progress', 'completed', 'CSM', '', false, '{}', 'ou automatiquement à la fin de la session'),
  ('qualification_training_request', 'completed', 'certified', 'CSM XCSM', '', false, '{certificate_file,certificate_number}', null),
  ('qualification_training_request', 'completed', 'failed', 'CSM XCSM', '', false, '{}', null),
  ('qualification_training_request', 'booked', 'no_show', 'CSM', '', false, '{}', null),
  ('qualification_training_request', 'no_show', 'approved', 'CSM XCSM', '', false, '{}', 'à reprogrammer'),
  ('qualification_training_request', 'requested approved booked', 'canceled', 'CSM', '', true, '{}', null)
) as t (entity, froms, to_status, roles, own, comment, required, note)
cross join lateral unnest(coalesce(string_to_array(t.froms, ' '), array[null::text])) as f;
select private.derive_notify_roles('qualification_training_request');

-- Permission matrix rows: centres are reference data of the workspace; trainings are
-- handled by CSMs (accounting above the threshold), never marketing.
insert into public.role_permission (role, resource, action, scope, note)
select r, m.resource, m.action::public.permission_action, 'all', m.note
from (values
  ('qualification_center', 'select', 'ACC CONS CSM XCSM MKT DEV IND', null),
  ('qualification_center', 'insert', 'CSM DEV', null),
  ('qualification_center', 'update', 'ACC CSM DEV', 'la comptabilité : les tarifs'),
  ('qualification_center', 'delete', 'DEV', null),
  ('qualification_training_request', 'select', 'ACC CONS CSM XCSM DEV', 'jamais le marketing'),
  ('qualification_training_request', 'insert', 'CONS CSM XCSM DEV', null),
  ('qualification_training_request', 'update', 'ACC CONS CSM XCSM DEV', 'qui peut changer le statut : status_transition'),
  ('qualification_training_request', 'delete', 'DEV', 'annuler plutôt que supprimer')
) as m (resource, action, roles, note)
cross join lateral unnest(private.roles_of(m.roles)) as r;

select private.refresh_request_action_item_view();

revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
revoke all on function private.install_request_table(text), private.install_request_workspace_table(text),
  private.index_foreign_keys(text), private.derive_notify_roles(text), private.refresh_request_action_item_view() from authenticated, service_role;
