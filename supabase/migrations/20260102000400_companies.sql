-- Addresses (WKT `POINT(lng lat)` location + latitude/longitude) and the client side:
-- company groups, companies, their establishments (agency) and contacts, with statuses,
-- transitions, SIREN/SIRET checks and row-level security per workspace.

create type public.address_type as enum ('home', 'worksite', 'head_office', 'establishment', 'billing', 'training_center', 'medical_center', 'other');
create type public.civility as enum ('mr', 'mrs', 'entity');
create type public.company_group_status as enum ('active', 'archived');
create type public.company_status as enum ('prospect', 'active', 'inactive', 'blocked', 'archived');
create type public.agency_status as enum ('active', 'inactive', 'closed');
create type public.contact_status as enum ('active', 'left_company', 'archived');
create type public.contact_role as enum ('decision_maker', 'contract_signatory', 'timesheet_signer', 'invoice_recipient', 'hr', 'safety');
create type public.payment_terms_mode as enum ('net', 'end_of_month');

insert into public.enum_label (enum_name, value, label, position) values
  ('address_type', 'home', 'Domicile', 1),
  ('address_type', 'worksite', 'Chantier', 2),
  ('address_type', 'head_office', 'Siège social', 3),
  ('address_type', 'establishment', 'Établissement', 4),
  ('address_type', 'billing', 'Facturation', 5),
  ('address_type', 'training_center', 'Centre de formation', 6),
  ('address_type', 'medical_center', 'Centre médical', 7),
  ('address_type', 'other', 'Autre', 8),
  ('civility', 'mr', 'M.', 1),
  ('civility', 'mrs', 'Mme', 2),
  ('civility', 'entity', 'Entité', 3),
  ('company_group_status', 'active', 'Actif', 1),
  ('company_group_status', 'archived', 'Archivé', 2),
  ('company_status', 'prospect', 'Prospect', 1),
  ('company_status', 'active', 'Client actif', 2),
  ('company_status', 'inactive', 'Inactif', 3),
  ('company_status', 'blocked', 'Bloqué (impayés / hors encours)', 4),
  ('company_status', 'archived', 'Archivé', 5),
  ('agency_status', 'active', 'Active', 1),
  ('agency_status', 'inactive', 'Inactive', 2),
  ('agency_status', 'closed', 'Fermée', 3),
  ('contact_status', 'active', 'Actif', 1),
  ('contact_status', 'left_company', 'A quitté l''entreprise', 2),
  ('contact_status', 'archived', 'Archivé', 3),
  ('contact_role', 'decision_maker', 'Décideur', 1),
  ('contact_role', 'contract_signatory', 'Signataire contrats', 2),
  ('contact_role', 'timesheet_signer', 'Valideur relevés d''heures', 3),
  ('contact_role', 'invoice_recipient', 'Destinataire factures', 4),
  ('contact_role', 'hr', 'RH', 5),
  ('contact_role', 'safety', 'QSE / Sécurité', 6),
  ('payment_terms_mode', 'net', 'Net', 1),
  ('payment_terms_mode', 'end_of_month', 'Fin de mois', 2);

-- ---------------------------------------------------------------------------------------
-- address: a geocoded address. `location` is WKT text `POINT(lng lat)` (PostGIS-compatible
-- input, no PostGIS needed) kept in step with latitude/longitude, which the radius search
-- and its bounding-box index use.
create table public.address (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  type public.address_type not null default 'other',
  formatted text,
  street1 text,
  street2 text,
  postal_code text,
  city text,
  department_code text,
  department_name text,
  region_name text,
  country_code text not null default 'FR' references public.country (code),
  extra_info text,
  latitude numeric(9, 6),
  longitude numeric(9, 6),
  location text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint address_coordinates_pair check ((latitude is null) = (longitude is null)),
  constraint address_latitude_range check (latitude between -90 and 90),
  constraint address_longitude_range check (longitude between -180 and 180),
  constraint address_location_wkt check (location is null or location ~ '^POINT\(-?[0-9]+(\.[0-9]+)? -?[0-9]+(\.[0-9]+)?\)$'),
  constraint address_postal_code_fr check (country_code <> 'FR' or postal_code is null or postal_code ~ '^(0[1-9]|[1-8][0-9]|9[0-8])[0-9]{3}$')
);
create index address_workspace_id_idx on public.address (workspace_id);
create index address_country_code_idx on public.address (country_code);
create index address_department_code_idx on public.address (department_code);
create index address_postal_code_idx on public.address (postal_code);
create index address_lat_lng_idx on public.address (latitude, longitude);
create index address_created_by_idx on public.address (created_by);
create index address_updated_by_idx on public.address (updated_by);

-- Keeps location and latitude/longitude in step, and fills the department and region from
-- the postal code when missing. A location written by the client wins over coordinates.
create or replace function private.prepare_address()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_parts text[];
begin
  if new.location is not null and (tg_op = 'INSERT' or new.location is distinct from old.location)
     and new.location ~ '^POINT\(-?[0-9]+(\.[0-9]+)? -?[0-9]+(\.[0-9]+)?\)$' then
    v_parts := regexp_match(new.location, '^POINT\((-?[0-9.]+) (-?[0-9.]+)\)$');
    new.longitude := v_parts[1]::numeric;
    new.latitude := v_parts[2]::numeric;
  elsif new.latitude is not null and new.longitude is not null then
    new.location := format('POINT(%s %s)', trim(to_char(new.longitude, 'FM990.000000')), trim(to_char(new.latitude, 'FM990.000000')));
  elsif new.latitude is null and new.longitude is null then
    new.location := null;
  end if;
  if new.country_code = 'FR' and new.department_code is null and new.postal_code ~ '^[0-9]{5}$' then
    new.department_code := case
      when left(new.postal_code, 2) = '20' then case when new.postal_code < '20200' then '2A' else '2B' end
      when left(new.postal_code, 2) = '97' then left(new.postal_code, 3)
      else left(new.postal_code, 2) end;
  end if;
  if new.department_code is not null and (new.department_name is null or new.region_name is null) then
    select coalesce(new.department_name, d.name), coalesce(new.region_name, r.name)
      into new.department_name, new.region_name
    from public.department d join public.region r on r.code = d.region_code
    where d.country_code = new.country_code and d.local_code = new.department_code;
  end if;
  if new.formatted is null and new.city is not null then
    new.formatted := concat_ws(', ', nullif(concat_ws(' ', new.street1, new.street2), ''), concat_ws(' ', new.postal_code, new.city));
  end if;
  return new;
end
$$;

create trigger address_prepare before insert or update on public.address
  for each row execute function private.prepare_address();
create trigger address_audit before insert or update on public.address
  for each row execute function private.set_audit_fields();

-- ---------------------------------------------------------------------------------------
-- company_group: a group of client companies (shared conditions, consolidated invoicing).
create table public.company_group (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  name text not null,
  status public.company_group_status not null default 'active',
  status_changed_at timestamptz,
  owner_id uuid references public.team_member (id) on delete set null,
  consolidated_invoicing boolean not null default false,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint company_group_name_length check (char_length(btrim(name)) between 1 and 200),
  unique (workspace_id, name)
);
create index company_group_owner_id_idx on public.company_group (owner_id);
create index company_group_created_by_idx on public.company_group (created_by);
create index company_group_updated_by_idx on public.company_group (updated_by);

create trigger company_group_status before insert or update on public.company_group
  for each row execute function private.enforce_status_transition('status');
create trigger company_group_audit before insert or update on public.company_group
  for each row execute function private.set_audit_fields();

-- company: a client company (entreprise utilisatrice), identified by its SIREN.
create table public.company (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  name text not null,
  siren text,
  vat_number text generated always as (
    case when siren ~ '^[0-9]{9}$'
         then 'FR' || lpad(((12 + 3 * (siren::bigint % 97)) % 97)::text, 2, '0') || siren end
  ) stored,
  company_group_id uuid references public.company_group (id) on delete set null,
  address_id uuid references public.address (id) on delete set null,
  formatted_address text,
  naf_code text,
  naf_code_label text,
  sector_id uuid references public.sector (id),
  legal_form text,
  phone_number text,
  website text,
  billing_email text,
  payment_terms_days smallint not null default 30,
  payment_terms_mode public.payment_terms_mode not null default 'net',
  owner_id uuid references public.team_member (id) on delete set null,
  csm_id uuid references public.team_member (id) on delete set null,
  status public.company_status not null default 'prospect',
  status_changed_at timestamptz,
  search_text text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint company_name_length check (char_length(btrim(name)) between 1 and 200),
  constraint company_siren_valid check (siren is null or private.is_valid_siren(siren)),
  constraint company_naf_code_format check (naf_code is null or naf_code ~ '^[0-9]{2}\.[0-9]{2}[A-Z]$'),
  constraint company_payment_terms check (
    (payment_terms_mode = 'net' and payment_terms_days between 0 and 60)
    or (payment_terms_mode = 'end_of_month' and payment_terms_days between 0 and 45)
  ),
  constraint company_billing_email_format check (billing_email is null or billing_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')
);
create unique index company_workspace_siren_idx on public.company (workspace_id, siren) where siren is not null;
create index company_company_group_id_idx on public.company (company_group_id);
create index company_address_id_idx on public.company (address_id);
create index company_sector_id_idx on public.company (sector_id);
create index company_owner_id_idx on public.company (owner_id);
create index company_csm_id_idx on public.company (csm_id);
create index company_status_idx on public.company (workspace_id, status);
create index company_search_text_trgm_idx on public.company using gin (search_text extensions.gin_trgm_ops);
create index company_created_by_idx on public.company (created_by);
create index company_updated_by_idx on public.company (updated_by);

alter table public.company_group add column head_company_id uuid references public.company (id) on delete set null;
create index company_group_head_company_id_idx on public.company_group (head_company_id);

-- Validates a company with French messages and fills derived columns.
create or replace function private.prepare_company()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.siren := nullif(regexp_replace(coalesce(new.siren, ''), '\s', '', 'g'), '');
  if new.siren is not null and not private.is_valid_siren(new.siren) then
    perform private.fail(format('Le SIREN %s est invalide (9 chiffres et clé de contrôle)', new.siren), 'company_siren_valid');
  end if;
  if new.naf_code ~ '^[0-9]{4}[A-Z]$' then
    new.naf_code := left(new.naf_code, 2) || '.' || right(new.naf_code, 3);
  end if;
  if new.naf_code is not null and new.naf_code !~ '^[0-9]{2}\.[0-9]{2}[A-Z]$' then
    perform private.fail(format('Le code NAF %s est invalide (format 43.99C)', new.naf_code), 'company_naf_code_format');
  end if;
  if (new.payment_terms_mode = 'net' and new.payment_terms_days > 60)
     or (new.payment_terms_mode = 'end_of_month' and new.payment_terms_days > 45) then
    perform private.fail('Le délai de paiement dépasse le plafond légal (60 jours nets ou 45 jours fin de mois)', 'company_payment_terms');
  end if;
  if new.status = 'active' and new.siren is null then
    perform private.fail('Un client actif doit avoir un SIREN', 'company_active_siren');
  end if;
  perform private.assert_same_workspace(new.workspace_id, 'company_group', new.company_group_id, 'Le groupe');
  perform private.assert_same_workspace(new.workspace_id, 'address', new.address_id, 'L''adresse');
  if new.address_id is not null and (new.formatted_address is null or tg_op = 'INSERT' or new.address_id is distinct from old.address_id) then
    new.formatted_address := coalesce((select a.formatted from public.address a where a.id = new.address_id), new.formatted_address);
  end if;
  new.search_text := private.normalize_search(concat_ws(' ', new.name, new.siren));
  return new;
end
$$;

create trigger company_prepare before insert or update on public.company
  for each row execute function private.prepare_company();
create trigger company_status before insert or update on public.company
  for each row execute function private.enforce_status_transition('status');
create trigger company_audit before insert or update on public.company
  for each row execute function private.set_audit_fields();

-- agency: an establishment of a client company (spec: siret, NAF, head office flag).
create table public.agency (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  company_id uuid not null references public.company (id) on delete cascade,
  name text not null,
  siret text,
  naf_code text,
  naf_code_label text,
  is_head_office boolean not null default false,
  address_id uuid references public.address (id) on delete set null,
  status public.agency_status not null default 'active',
  status_changed_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint agency_name_length check (char_length(btrim(name)) between 1 and 200),
  constraint agency_siret_valid check (siret is null or private.is_valid_siret(siret)),
  constraint agency_naf_code_format check (naf_code is null or naf_code ~ '^[0-9]{2}\.[0-9]{2}[A-Z]$')
);
create unique index agency_workspace_siret_idx on public.agency (workspace_id, siret) where siret is not null;
create unique index agency_single_head_office_idx on public.agency (company_id) where is_head_office;
create index agency_workspace_id_idx on public.agency (workspace_id);
create index agency_address_id_idx on public.agency (address_id);
create index agency_created_by_idx on public.agency (created_by);
create index agency_updated_by_idx on public.agency (updated_by);

-- Validates an establishment: SIRET key, SIRET prefix = company SIREN, same workspace.
create or replace function private.prepare_agency()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_siren text;
begin
  new.siret := nullif(regexp_replace(coalesce(new.siret, ''), '\s', '', 'g'), '');
  if new.siret is not null and not private.is_valid_siret(new.siret) then
    perform private.fail(format('Le SIRET %s est invalide (14 chiffres et clé de contrôle)', new.siret), 'agency_siret_valid');
  end if;
  select c.siren into v_siren from public.company c where c.id = new.company_id;
  if new.siret is not null and v_siren is not null and left(new.siret, 9) <> v_siren then
    perform private.fail(format('Le SIRET %s ne commence pas par le SIREN de l''entreprise (%s)', new.siret, v_siren), 'agency_siret_prefix');
  end if;
  if new.naf_code ~ '^[0-9]{4}[A-Z]$' then
    new.naf_code := left(new.naf_code, 2) || '.' || right(new.naf_code, 3);
  end if;
  if new.naf_code is not null and new.naf_code !~ '^[0-9]{2}\.[0-9]{2}[A-Z]$' then
    perform private.fail(format('Le code NAF %s est invalide (format 43.99C)', new.naf_code), 'agency_naf_code_format');
  end if;
  perform private.assert_same_workspace(new.workspace_id, 'company', new.company_id, 'L''entreprise');
  perform private.assert_same_workspace(new.workspace_id, 'address', new.address_id, 'L''adresse');
  return new;
end
$$;

create trigger agency_prepare before insert or update on public.agency
  for each row execute function private.prepare_agency();
create trigger agency_status before insert or update on public.agency
  for each row execute function private.enforce_status_transition('status');
create trigger agency_audit before insert or update on public.agency
  for each row execute function private.set_audit_fields();

-- contact: a person at a client company (decision maker, signatory, timesheet signer...).
create table public.contact (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  company_id uuid not null references public.company (id) on delete cascade,
  agency_id uuid references public.agency (id) on delete set null,
  civility public.civility,
  first_name text,
  last_name text,
  email text,
  phone_number text,
  job_title text,
  department text,
  manager_contact_id uuid references public.contact (id) on delete set null,
  roles public.contact_role[] not null default '{}',
  marketing_opt_out boolean not null default false,
  last_contacted_at timestamptz,
  status public.contact_status not null default 'active',
  status_changed_at timestamptz,
  search_text text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint contact_email_format check (email is null or email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint contact_phone_format check (phone_number is null or phone_number ~ '^\+?[0-9][0-9 .-]{5,19}$'),
  constraint contact_not_own_manager check (manager_contact_id is distinct from id)
);
create index contact_workspace_id_idx on public.contact (workspace_id);
create index contact_company_id_idx on public.contact (company_id);
create index contact_agency_id_idx on public.contact (agency_id);
create index contact_manager_contact_id_idx on public.contact (manager_contact_id);
create index contact_search_text_trgm_idx on public.contact using gin (search_text extensions.gin_trgm_ops);
create index contact_created_by_idx on public.contact (created_by);
create index contact_updated_by_idx on public.contact (updated_by);

-- Validates a contact: a name (or the entity civility), an e-mail for signers, no cycles.
create or replace function private.prepare_contact()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.email := lower(nullif(btrim(new.email), ''));
  if coalesce(btrim(new.last_name), '') = '' and coalesce(btrim(new.first_name), '') = '' and new.civility is distinct from 'entity' then
    perform private.fail('Un contact doit avoir un nom ou être une entité', 'contact_name_required');
  end if;
  if new.email is null and new.phone_number is null then
    perform private.fail('Un contact doit avoir un e-mail ou un téléphone', 'contact_reachable');
  end if;
  if new.email is null and new.roles && array['timesheet_signer', 'contract_signatory']::public.contact_role[] then
    perform private.fail('Un signataire de contrats ou un valideur de relevés d''heures doit avoir un e-mail', 'contact_signer_email');
  end if;
  if new.manager_contact_id is not null and exists (
    with recursive chain (id, depth) as (
      select c.manager_contact_id, 1 from public.contact c where c.id = new.manager_contact_id
      union all
      select c.manager_contact_id, chain.depth + 1 from public.contact c join chain on c.id = chain.id
      where chain.depth < 12 and c.manager_contact_id is not null
    )
    select 1 from chain where chain.id = new.id
  ) then
    perform private.fail('Ce rattachement créerait un cycle dans l''organigramme', 'contact_manager_cycle');
  end if;
  perform private.assert_same_workspace(new.workspace_id, 'company', new.company_id, 'L''entreprise');
  perform private.assert_same_workspace(new.workspace_id, 'agency', new.agency_id, 'L''établissement');
  perform private.assert_same_workspace(new.workspace_id, 'contact', new.manager_contact_id, 'Le responsable');
  new.search_text := private.normalize_search(concat_ws(' ', new.first_name, new.last_name, new.email, new.phone_number, new.job_title));
  return new;
end
$$;

create trigger contact_prepare before insert or update on public.contact
  for each row execute function private.prepare_contact();
create trigger contact_status before insert or update on public.contact
  for each row execute function private.enforce_status_transition('status');
create trigger contact_audit before insert or update on public.contact
  for each row execute function private.set_audit_fields();

-- ---------------------------------------------------------------------------------------
-- Who may move the client-side statuses (domain.md §1.2–§1.4).
insert into public.status_transition (entity, from_status, to_status, roles, requires_comment, note) values
  ('company_group', null, 'active', '{consultant_team_member,csm_team_member,accounting_team_member}', false, null),
  ('company_group', 'active', 'archived', '{csm_team_member,accounting_team_member}', false, null),
  ('company_group', 'archived', 'active', '{csm_team_member,accounting_team_member}', false, null),
  ('company', null, 'prospect', '{consultant_team_member,csm_team_member}', false, null),
  ('company', null, 'active', '{consultant_team_member,csm_team_member}', false, 'import d''un client existant'),
  ('company', 'prospect', 'active', '{consultant_team_member,csm_team_member}', false, null),
  ('company', 'active', 'inactive', '{csm_team_member}', false, 'ou automatiquement après 12 mois sans mission'),
  ('company', 'inactive', 'active', '{consultant_team_member,csm_team_member}', false, null),
  ('company', 'active', 'blocked', '{accounting_team_member}', true, null),
  ('company', 'inactive', 'blocked', '{accounting_team_member}', true, null),
  ('company', 'blocked', 'active', '{accounting_team_member}', false, null),
  ('company', '*', 'archived', '{csm_team_member,accounting_team_member}', false, null),
  ('agency', null, 'active', '{consultant_team_member,csm_team_member}', false, null),
  ('agency', 'active', 'inactive', '{consultant_team_member,csm_team_member}', false, null),
  ('agency', 'inactive', 'active', '{consultant_team_member,csm_team_member}', false, null),
  ('agency', '*', 'closed', '{csm_team_member,accounting_team_member}', false, null),
  ('contact', null, 'active', '{consultant_team_member,csm_team_member,external_csm_team_member}', false, null),
  ('contact', 'active', 'left_company', '{consultant_team_member,csm_team_member,external_csm_team_member}', false, null),
  ('contact', 'left_company', 'active', '{consultant_team_member,csm_team_member,external_csm_team_member}', false, null),
  ('contact', '*', 'archived', '{csm_team_member}', false, null);

-- ---------------------------------------------------------------------------------------
alter table public.address enable row level security;
alter table public.company_group enable row level security;
alter table public.company enable row level security;
alter table public.agency enable row level security;
alter table public.contact enable row level security;

-- address: rows of the caller's workspaces, per the matrix.
create policy "address: matrix roles can select workspace rows" on public.address
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('address', 'select')));
create policy "address: matrix roles can insert workspace rows" on public.address
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('address', 'insert')));
create policy "address: matrix roles can update workspace rows" on public.address
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('address', 'update')))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('address', 'update')));
create policy "address: matrix roles can delete workspace rows" on public.address
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('address', 'delete')));

-- company_group: rows of the caller's workspaces, per the matrix.
create policy "company_group: matrix roles can select workspace rows" on public.company_group
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('company_group', 'select')));
create policy "company_group: matrix roles can insert workspace rows" on public.company_group
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('company_group', 'insert')));
create policy "company_group: matrix roles can update workspace rows" on public.company_group
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('company_group', 'update')))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('company_group', 'update')));
create policy "company_group: matrix roles can delete workspace rows" on public.company_group
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('company_group', 'delete')));

-- company: rows of the caller's workspaces, per the matrix.
create policy "company: matrix roles can select workspace rows" on public.company
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('company', 'select')));
create policy "company: matrix roles can insert workspace rows" on public.company
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('company', 'insert')));
create policy "company: matrix roles can update workspace rows" on public.company
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('company', 'update')))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('company', 'update')));
create policy "company: matrix roles can delete workspace rows" on public.company
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('company', 'delete')));

-- agency: rows of the caller's workspaces, per the matrix.
create policy "agency: matrix roles can select workspace rows" on public.agency
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('agency', 'select')));
create policy "agency: matrix roles can insert workspace rows" on public.agency
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('agency', 'insert')));
create policy "agency: matrix roles can update workspace rows" on public.agency
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('agency', 'update')))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('agency', 'update')));
create policy "agency: matrix roles can delete workspace rows" on public.agency
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('agency', 'delete')));

-- contact: rows of the caller's workspaces, per the matrix.
create policy "contact: matrix roles can select workspace rows" on public.contact
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('contact', 'select')));
create policy "contact: matrix roles can insert workspace rows" on public.contact
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('contact', 'insert')));
create policy "contact: matrix roles can update workspace rows" on public.contact
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('contact', 'update')))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('contact', 'update')));
create policy "contact: matrix roles can delete workspace rows" on public.contact
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('contact', 'delete')));

revoke all on public.address, public.company_group, public.company, public.agency, public.contact from anon;
revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
