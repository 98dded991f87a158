-- Talents (candidates, temps, independents) with their links to jobs, software, hiring
-- pools and business units, their resumes, and talent_private: the sensitive columns (NIR,
-- IBAN, birth place, residence permit) behind a stricter policy than the talent row.

create type public.worker_type as enum ('temp', 'cdi_temp', 'independent', 'portage', 'candidate_perm');
create type public.talent_contract_type as enum ('temp', 'cdi_temp', 'cdd', 'cdi', 'freelance', 'portage');
create type public.construction_type as enum ('new_construction', 'renovation', 'maintenance', 'demolition', 'public_works', 'networks', 'industrial');
create type public.experience_level as enum ('beginner', 'intermediate', 'experienced', 'expert');
create type public.talent_qualification_status as enum ('new', 'to_qualify', 'qualified', 'archived', 'anonymized');
create type public.talent_availability_status as enum ('available', 'on_mission', 'unavailable');
create type public.ai_processing_status as enum ('not_started', 'pending', 'processing', 'done', 'failed');
create type public.talent_source as enum ('job_board', 'cooptation', 'walk_in', 'website', 'france_travail', 'social', 'import', 'push_marketing');
create type public.hiring_pool_status as enum ('active', 'archived');
create type public.hiring_pool_visibility as enum ('private', 'workspace');

insert into public.enum_label (enum_name, value, label, position) values
  ('worker_type', 'temp', 'Intérimaire', 1),
  ('worker_type', 'cdi_temp', 'CDI intérimaire', 2),
  ('worker_type', 'independent', 'Indépendant', 3),
  ('worker_type', 'portage', 'Salarié porté', 4),
  ('worker_type', 'candidate_perm', 'Candidat CDI/CDD', 5),
  ('talent_contract_type', 'temp', 'Intérim', 1),
  ('talent_contract_type', 'cdi_temp', 'CDI intérimaire', 2),
  ('talent_contract_type', 'cdd', 'CDD', 3),
  ('talent_contract_type', 'cdi', 'CDI', 4),
  ('talent_contract_type', 'freelance', 'Freelance / indépendant', 5),
  ('talent_contract_type', 'portage', 'Portage salarial', 6),
  ('construction_type', 'new_construction', 'Construction neuve', 1),
  ('construction_type', 'renovation', 'Rénovation / réhabilitation', 2),
  ('construction_type', 'maintenance', 'Entretien / maintenance', 3),
  ('construction_type', 'demolition', 'Démolition', 4),
  ('construction_type', 'public_works', 'Travaux publics', 5),
  ('construction_type', 'networks', 'Réseaux', 6),
  ('construction_type', 'industrial', 'Industriel', 7),
  ('experience_level', 'beginner', 'Débutant (moins de 2 ans)', 1),
  ('experience_level', 'intermediate', 'Confirmé (2 à 5 ans)', 2),
  ('experience_level', 'experienced', 'Expérimenté (5 à 10 ans)', 3),
  ('experience_level', 'expert', 'Expert (plus de 10 ans)', 4),
  ('talent_qualification_status', 'new', 'Nouveau', 1),
  ('talent_qualification_status', 'to_qualify', 'À qualifier', 2),
  ('talent_qualification_status', 'qualified', 'Qualifié', 3),
  ('talent_qualification_status', 'archived', 'Archivé', 4),
  ('talent_qualification_status', 'anonymized', 'Anonymisé (RGPD)', 5),
  ('talent_availability_status', 'available', 'Disponible', 1),
  ('talent_availability_status', 'on_mission', 'En mission', 2),
  ('talent_availability_status', 'unavailable', 'Indisponible', 3),
  ('ai_processing_status', 'not_started', 'Non lancé', 1),
  ('ai_processing_status', 'pending', 'En attente', 2),
  ('ai_processing_status', 'processing', 'En cours', 3),
  ('ai_processing_status', 'done', 'Terminé', 4),
  ('ai_processing_status', 'failed', 'Échec', 5),
  ('talent_source', 'job_board', 'Job board', 1),
  ('talent_source', 'cooptation', 'Cooptation', 2),
  ('talent_source', 'walk_in', 'Candidature spontanée', 3),
  ('talent_source', 'website', 'Site internet', 4),
  ('talent_source', 'france_travail', 'France Travail', 5),
  ('talent_source', 'social', 'Réseaux sociaux', 6),
  ('talent_source', 'import', 'Import', 7),
  ('talent_source', 'push_marketing', 'Push marketing', 8),
  ('hiring_pool_status', 'active', 'Actif', 1),
  ('hiring_pool_status', 'archived', 'Archivé', 2),
  ('hiring_pool_visibility', 'private', 'Privé', 1),
  ('hiring_pool_visibility', 'workspace', 'Tout le workspace', 2);

-- French social-security number (NIR): 15 characters, Corsica 2A/2B, key = 97 − (N mod 97).
create or replace function private.is_valid_nir(p_nir text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select p_nir ~ '^[12378][0-9]{2}[0-9]{2}(2[AB]|[0-9]{2})[0-9]{6}[0-9]{2}$'
     and 97 - (replace(replace(left(p_nir, 13), '2A', '19'), '2B', '18')::numeric % 97) = right(p_nir, 2)::int
$$;

-- IBAN (ISO 13616) mod-97 check; a French IBAN has 27 characters.
create or replace function private.is_valid_iban(p_iban text)
returns boolean
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  v_iban text := upper(regexp_replace(p_iban, '\s', '', 'g'));
  v_rearranged text;
  v_char text;
  v_rest integer := 0;
begin
  if v_iban !~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$' or (left(v_iban, 2) = 'FR' and length(v_iban) <> 27) then
    return false;
  end if;
  v_rearranged := substr(v_iban, 5) || left(v_iban, 4);
  for i in 1 .. length(v_rearranged) loop
    v_char := substr(v_rearranged, i, 1);
    if v_char ~ '[0-9]' then
      v_rest := (v_rest * 10 + v_char::integer) % 97;
    else
      v_rest := (v_rest * 100 + ascii(v_char) - 55) % 97;
    end if;
  end loop;
  return v_rest = 1;
end
$$;

-- A French phone number in E.164 (+33…) when it was typed nationally (06 12 34 56 78).
create or replace function private.normalize_phone(p_phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_phone is null or btrim(p_phone) = '' then null
    when regexp_replace(p_phone, '[\s.\-]', '', 'g') ~ '^0[1-9][0-9]{8}$'
      then '+33' || substr(regexp_replace(p_phone, '[\s.\-]', '', 'g'), 2)
    when regexp_replace(p_phone, '[\s.\-]', '', 'g') ~ '^0033[1-9][0-9]{8}$'
      then '+' || substr(regexp_replace(p_phone, '[\s.\-]', '', 'g'), 3)
    else regexp_replace(p_phone, '[\s.\-]', '', 'g')
  end
$$;

-- ---------------------------------------------------------------------------------------
-- hiring_pool: a named group of talents (vivier) for sourcing and campaigns.
create table public.hiring_pool (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  name text not null,
  description text,
  owner_id uuid references public.team_member (id) on delete set null,
  is_dynamic boolean not null default false,
  criteria jsonb,
  visibility public.hiring_pool_visibility not null default 'workspace',
  status public.hiring_pool_status not null default 'active',
  status_changed_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint hiring_pool_name_length check (char_length(btrim(name)) between 1 and 120),
  constraint hiring_pool_dynamic_criteria check (not is_dynamic or criteria is not null),
  unique (workspace_id, name)
);
create index hiring_pool_owner_id_idx on public.hiring_pool (owner_id);
create index hiring_pool_created_by_idx on public.hiring_pool (created_by);
create index hiring_pool_updated_by_idx on public.hiring_pool (updated_by);

create trigger hiring_pool_status before insert or update on public.hiring_pool
  for each row execute function private.enforce_status_transition('status');
create trigger hiring_pool_audit before insert or update on public.hiring_pool
  for each row execute function private.set_audit_fields();

-- talent: one person (candidate, temp, independent), with availability and AI statuses.
create table public.talent (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  auth_user_id uuid references public.auth_user (id) on delete set null,
  civility public.civility,
  first_name text,
  last_name text,
  birth_name text,
  email text,
  phone_number text,
  birth_date date,
  nationality_code text references public.country (code),
  address_id uuid references public.address (id) on delete set null,
  worker_type public.worker_type not null default 'temp',
  siret text,
  wage numeric(8, 2),
  contract_types public.talent_contract_type[] not null default '{}',
  construction_types public.construction_type[] not null default '{}',
  experience_level public.experience_level,
  qualification_status public.talent_qualification_status not null default 'new',
  availability_status public.talent_availability_status not null default 'available',
  available_from date,
  is_top_profile boolean not null default false,
  is_benched boolean not null default false,
  blacklisted_at timestamptz,
  blacklist_reason text,
  blacklisted_by uuid references public.auth_user (id) on delete set null,
  resume_parsing_status public.ai_processing_status not null default 'not_started',
  anonymous_bio_status public.ai_processing_status not null default 'not_started',
  anonymous_resume_status public.ai_processing_status not null default 'not_started',
  embedding_status public.ai_processing_status not null default 'not_started',
  anonymous_bio text,
  owner_id uuid references public.team_member (id) on delete set null,
  driving_licenses text[] not null default '{}',
  has_vehicle boolean,
  mobility_radius_km smallint not null default 30,
  languages text[] not null default '{}',
  source public.talent_source,
  rgpd_consent_at timestamptz,
  last_activity_at timestamptz,
  search_text text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint talent_email_format check (email is null or email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint talent_phone_format check (phone_number is null or phone_number ~ '^\+?[0-9]{6,15}$'),
  constraint talent_civility_person check (civility is distinct from 'entity'),
  constraint talent_siret_valid check (siret is null or private.is_valid_siret(siret)),
  constraint talent_wage_positive check (wage is null or wage > 0),
  constraint talent_mobility_radius check (mobility_radius_km between 0 and 500),
  constraint talent_blacklist_reason check ((blacklisted_at is null) = (blacklist_reason is null))
);
create index talent_workspace_id_idx on public.talent (workspace_id);
create unique index talent_workspace_email_idx on public.talent (workspace_id, email) where email is not null;
create unique index talent_workspace_phone_idx on public.talent (workspace_id, phone_number) where phone_number is not null;
create index talent_auth_user_id_idx on public.talent (auth_user_id);
create index talent_nationality_code_idx on public.talent (nationality_code);
create index talent_address_id_idx on public.talent (address_id);
create index talent_owner_id_idx on public.talent (owner_id);
create index talent_blacklisted_by_idx on public.talent (blacklisted_by);
create index talent_status_idx on public.talent (workspace_id, qualification_status, availability_status);
create index talent_search_text_trgm_idx on public.talent using gin (search_text extensions.gin_trgm_ops);
create index talent_created_at_idx on public.talent (workspace_id, created_at desc);
create index talent_created_by_idx on public.talent (created_by);
create index talent_updated_by_idx on public.talent (updated_by);

-- Validates a talent with French messages and maintains its search text.
create or replace function private.prepare_talent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_smic numeric;
  v_digits text;
begin
  new.email := lower(nullif(btrim(new.email), ''));
  new.phone_number := private.normalize_phone(new.phone_number);
  if new.email is not null and new.email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    perform private.fail(format('L''e-mail « %s » est invalide', new.email), 'talent_email_format');
  end if;
  if new.phone_number is not null and new.phone_number !~ '^\+?[0-9]{6,15}$' then
    perform private.fail(format('Le téléphone « %s » est invalide', new.phone_number), 'talent_phone_format');
  end if;
  if new.qualification_status <> 'anonymized'
     and (coalesce(btrim(new.first_name), '') = '' or coalesce(btrim(new.last_name), '') = '') then
    perform private.fail('Le prénom et le nom du talent sont obligatoires', 'talent_name_required');
  end if;
  if new.birth_date is not null and (tg_op = 'INSERT' or new.birth_date is distinct from old.birth_date) then
    if new.birth_date > current_date - interval '16 years' then
      perform private.fail('Un talent doit avoir au moins 16 ans', 'talent_minimum_age');
    elsif new.birth_date < date '1920-01-01' then
      perform private.fail('La date de naissance est invalide', 'talent_birth_date');
    end if;
  end if;
  new.siret := nullif(regexp_replace(coalesce(new.siret, ''), '\s', '', 'g'), '');
  if new.siret is not null and not private.is_valid_siret(new.siret) then
    perform private.fail(format('Le SIRET %s est invalide (14 chiffres et clé de contrôle)', new.siret), 'talent_siret_valid');
  end if;
  if new.wage is not null and new.worker_type not in ('independent', 'portage')
     and (tg_op = 'INSERT' or new.wage is distinct from old.wage) then
    v_smic := private.legal_value('smic_hourly_gross', current_date);
    if v_smic is not null and new.wage < v_smic then
      perform private.fail(format('Le salaire horaire souhaité (%s €) est inférieur au SMIC en vigueur (%s €)',
                                  private.fr_number(new.wage), private.fr_number(v_smic)), 'talent_wage_smic');
    end if;
  end if;

  -- Blacklist ("ne plus déléguer"): a reason is mandatory; consultants and CSMs set it,
  -- only a CSM (or a developer) lifts it.
  if tg_op = 'INSERT' or new.blacklisted_at is distinct from old.blacklisted_at then
    if new.blacklisted_at is not null and coalesce(btrim(new.blacklist_reason), '') = '' then
      perform private.fail('Un motif est obligatoire pour ne plus déléguer un talent', 'talent_blacklist_reason');
    end if;
    if not private.is_system() then
      if new.blacklisted_at is not null
         and not private.has_any_role('{consultant_team_member,csm_team_member,team_member_developer}') then
        perform private.fail('Seuls un consultant ou un CSM peuvent interdire la délégation d''un talent', 'talent_blacklist_right', '42501');
      end if;
      if tg_op = 'UPDATE' and new.blacklisted_at is null and old.blacklisted_at is not null
         and not private.has_any_role('{csm_team_member,team_member_developer}') then
        perform private.fail('Seul un CSM peut lever l''interdiction de délégation', 'talent_blacklist_right', '42501');
      end if;
      if new.blacklisted_at is not null then
        new.blacklisted_by := auth.uid();
      end if;
    end if;
  end if;
  if new.blacklisted_at is null then
    new.blacklist_reason := null;
    new.blacklisted_by := null;
  end if;

  perform private.assert_same_workspace(new.workspace_id, 'address', new.address_id, 'L''adresse');
  v_digits := regexp_replace(coalesce(new.phone_number, ''), '^\+33', '0');
  new.search_text := private.normalize_search(concat_ws(' ', new.first_name, new.last_name, new.birth_name, new.email,
                                                        new.phone_number, nullif(v_digits, '')));
  return new;
end
$$;

create trigger talent_prepare before insert or update on public.talent
  for each row execute function private.prepare_talent();
create trigger talent_status_a_qualification before insert or update on public.talent
  for each row execute function private.enforce_status_transition('qualification_status');
create trigger talent_status_b_availability before insert or update on public.talent
  for each row execute function private.enforce_status_transition('availability_status');
create trigger talent_audit before insert or update on public.talent
  for each row execute function private.set_audit_fields();

-- talent_private: the talent's sensitive data, 1:1 (only ACC, CSM, CONS, DEV and IND read it).
create table public.talent_private (
  talent_id uuid primary key references public.talent (id) on delete cascade,
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  social_security_number text,
  iban text,
  bic text,
  bank_holder text,
  birth_place text,
  birth_country_code text references public.country (code),
  residence_permit_type text,
  residence_permit_number text,
  residence_permit_expires_at date,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint talent_private_nir_valid check (social_security_number is null or private.is_valid_nir(social_security_number)),
  constraint talent_private_iban_valid check (iban is null or private.is_valid_iban(iban)),
  constraint talent_private_bic_format check (bic is null or bic ~ '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$')
);
create unique index talent_private_workspace_nir_idx on public.talent_private (workspace_id, social_security_number) where social_security_number is not null;
create index talent_private_birth_country_code_idx on public.talent_private (birth_country_code);
create index talent_private_created_by_idx on public.talent_private (created_by);
create index talent_private_updated_by_idx on public.talent_private (updated_by);

-- Validates the sensitive data (NIR key, IBAN, BIC) and inherits the talent's workspace.
create or replace function private.prepare_talent_private()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.workspace_id := coalesce((select t.workspace_id from public.talent t where t.id = new.talent_id), new.workspace_id);
  new.social_security_number := nullif(upper(regexp_replace(coalesce(new.social_security_number, ''), '\s', '', 'g')), '');
  new.iban := nullif(upper(regexp_replace(coalesce(new.iban, ''), '\s', '', 'g')), '');
  new.bic := nullif(upper(regexp_replace(coalesce(new.bic, ''), '\s', '', 'g')), '');
  if new.social_security_number is not null and not private.is_valid_nir(new.social_security_number) then
    perform private.fail('Le numéro de sécurité sociale est invalide (15 caractères et clé de contrôle)', 'talent_private_nir_valid');
  end if;
  if new.iban is not null and not private.is_valid_iban(new.iban) then
    perform private.fail('L''IBAN est invalide (clé de contrôle)', 'talent_private_iban_valid');
  end if;
  if new.bic is not null and new.bic !~ '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$' then
    perform private.fail('Le BIC est invalide', 'talent_private_bic_format');
  end if;
  return new;
end
$$;

create trigger talent_private_prepare before insert or update on public.talent_private
  for each row execute function private.prepare_talent_private();
create trigger talent_private_audit before insert or update on public.talent_private
  for each row execute function private.set_audit_fields();

-- Link rows take the workspace of their talent and must point inside it.
create or replace function private.prepare_talent_link()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.workspace_id := coalesce((select t.workspace_id from public.talent t where t.id = new.talent_id), new.workspace_id);
  if tg_table_name = 'talent_hiring_pool' then
    perform private.assert_same_workspace(new.workspace_id, 'hiring_pool', (to_jsonb(new) ->> 'hiring_pool_id')::uuid, 'Le vivier');
  elsif tg_table_name = 'talent_business_unit' then
    perform private.assert_same_workspace(new.workspace_id, 'business_unit', (to_jsonb(new) ->> 'business_unit_id')::uuid, 'La business unit');
  end if;
  return new;
end
$$;

-- talent_job: the jobs a talent does (one main job).
create table public.talent_job (
  talent_id uuid not null references public.talent (id) on delete cascade,
  job_id uuid not null references public.job (id),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  is_main boolean not null default false,
  experience_years smallint,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  primary key (talent_id, job_id),
  constraint talent_job_experience check (experience_years is null or experience_years between 0 and 50)
);
create unique index talent_job_single_main_idx on public.talent_job (talent_id) where is_main;
create index talent_job_job_id_idx on public.talent_job (job_id);
create index talent_job_workspace_id_idx on public.talent_job (workspace_id);
create index talent_job_created_by_idx on public.talent_job (created_by);
create index talent_job_updated_by_idx on public.talent_job (updated_by);

create trigger talent_job_prepare before insert or update on public.talent_job
  for each row execute function private.prepare_talent_link();
create trigger talent_job_audit before insert or update on public.talent_job
  for each row execute function private.set_audit_fields();

-- talent_software: the software a talent masters.
create table public.talent_software (
  talent_id uuid not null references public.talent (id) on delete cascade,
  software_id uuid not null references public.software (id),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  level smallint,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  primary key (talent_id, software_id),
  constraint talent_software_level check (level is null or level between 1 and 5)
);
create index talent_software_software_id_idx on public.talent_software (software_id);
create index talent_software_workspace_id_idx on public.talent_software (workspace_id);
create index talent_software_created_by_idx on public.talent_software (created_by);
create index talent_software_updated_by_idx on public.talent_software (updated_by);

create trigger talent_software_prepare before insert or update on public.talent_software
  for each row execute function private.prepare_talent_link();
create trigger talent_software_audit before insert or update on public.talent_software
  for each row execute function private.set_audit_fields();

-- talent_hiring_pool: membership of a talent in a static hiring pool.
create table public.talent_hiring_pool (
  talent_id uuid not null references public.talent (id) on delete cascade,
  hiring_pool_id uuid not null references public.hiring_pool (id) on delete cascade,
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  note text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  primary key (talent_id, hiring_pool_id)
);
create index talent_hiring_pool_hiring_pool_id_idx on public.talent_hiring_pool (hiring_pool_id);
create index talent_hiring_pool_workspace_id_idx on public.talent_hiring_pool (workspace_id);
create index talent_hiring_pool_created_by_idx on public.talent_hiring_pool (created_by);
create index talent_hiring_pool_updated_by_idx on public.talent_hiring_pool (updated_by);

create trigger talent_hiring_pool_prepare before insert or update on public.talent_hiring_pool
  for each row execute function private.prepare_talent_link();
create trigger talent_hiring_pool_audit before insert or update on public.talent_hiring_pool
  for each row execute function private.set_audit_fields();

-- talent_business_unit: the business units a talent is followed by.
create table public.talent_business_unit (
  talent_id uuid not null references public.talent (id) on delete cascade,
  business_unit_id uuid not null references public.business_unit (id) on delete cascade,
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  primary key (talent_id, business_unit_id)
);
create index talent_business_unit_business_unit_id_idx on public.talent_business_unit (business_unit_id);
create index talent_business_unit_workspace_id_idx on public.talent_business_unit (workspace_id);
create index talent_business_unit_created_by_idx on public.talent_business_unit (created_by);
create index talent_business_unit_updated_by_idx on public.talent_business_unit (updated_by);

create trigger talent_business_unit_prepare before insert or update on public.talent_business_unit
  for each row execute function private.prepare_talent_link();
create trigger talent_business_unit_audit before insert or update on public.talent_business_unit
  for each row execute function private.set_audit_fields();

-- resume: a CV file of a talent (original or anonymised), path in the `resumes` bucket.
create table public.resume (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  talent_id uuid not null references public.talent (id) on delete cascade,
  is_anonymized boolean not null default false,
  file text not null,
  file_name text,
  mime_type text,
  content text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint resume_mime_type check (mime_type is null or mime_type = any (private.allowed_upload_mime_types())),
  constraint resume_file_in_workspace check (split_part(file, '/', 1) = workspace_id::text)
);
create index resume_talent_id_idx on public.resume (talent_id);
create index resume_workspace_id_idx on public.resume (workspace_id);
create index resume_created_by_idx on public.resume (created_by);
create index resume_updated_by_idx on public.resume (updated_by);

create trigger resume_prepare before insert or update on public.resume
  for each row execute function private.prepare_talent_link();
create trigger resume_audit before insert or update on public.resume
  for each row execute function private.set_audit_fields();

-- ---------------------------------------------------------------------------------------
-- Who may move the talent statuses (domain.md §1.5).
insert into public.status_transition (entity, status_column, from_status, to_status, roles, requires_comment, note) values
  ('talent', 'qualification_status', null, 'new', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing,team_member_independent_administrator}', false, null),
  ('talent', 'qualification_status', null, 'to_qualify', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing,team_member_independent_administrator}', false, null),
  ('talent', 'qualification_status', null, 'qualified', '{consultant_team_member,team_member_independent_administrator}', false, 'création après entretien'),
  ('talent', 'qualification_status', 'new', 'to_qualify', '{consultant_team_member,external_csm_team_member,team_member_marketing}', false, null),
  ('talent', 'qualification_status', 'new', 'qualified', '{consultant_team_member,team_member_independent_administrator}', false, null),
  ('talent', 'qualification_status', 'to_qualify', 'qualified', '{consultant_team_member,team_member_independent_administrator}', false, 'après entretien et contrôle d''identité'),
  ('talent', 'qualification_status', 'qualified', 'to_qualify', '{consultant_team_member}', false, 'requalification'),
  ('talent', 'qualification_status', '*', 'archived', '{consultant_team_member,csm_team_member}', false, null),
  ('talent', 'qualification_status', 'archived', 'to_qualify', '{consultant_team_member,csm_team_member}', false, 'réactivation'),
  ('talent', 'qualification_status', 'archived', 'anonymized', '{}', false, 'automatique après 24 mois sans activité, ou développeur sur demande d''effacement'),
  ('talent', 'availability_status', null, 'available', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing,team_member_independent_administrator}', false, null),
  ('talent', 'availability_status', null, 'unavailable', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing,team_member_independent_administrator}', false, null),
  ('talent', 'availability_status', 'available', 'on_mission', '{consultant_team_member}', false, 'automatique au début d''un contrat'),
  ('talent', 'availability_status', 'on_mission', 'available', '{consultant_team_member}', false, 'automatique à la fin d''un contrat'),
  ('talent', 'availability_status', '*', 'unavailable', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_independent_administrator}', false, null),
  ('talent', 'availability_status', 'unavailable', 'available', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_independent_administrator}', false, null),
  ('hiring_pool', 'status', null, 'active', '{team_member_marketing,consultant_team_member,csm_team_member}', false, null),
  ('hiring_pool', 'status', 'active', 'archived', '{team_member_marketing,consultant_team_member,csm_team_member}', false, null),
  ('hiring_pool', 'status', 'archived', 'active', '{team_member_marketing,consultant_team_member,csm_team_member}', false, null);

-- ---------------------------------------------------------------------------------------
alter table public.hiring_pool enable row level security;
alter table public.talent enable row level security;
alter table public.talent_private enable row level security;
alter table public.talent_job enable row level security;
alter table public.talent_software enable row level security;
alter table public.talent_hiring_pool enable row level security;
alter table public.talent_business_unit enable row level security;
alter table public.resume enable row level security;

-- hiring_pool: shared pools of the workspace, private ones only for their owner's tree.
create policy "hiring_pool: matrix roles can select workspace rows" on public.hiring_pool
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can_own('hiring_pool', 'select'))
         and (visibility = 'workspace' or owner_id = any ((select private.me_and_managee_ids())::uuid[])
              or (select private.has_role('team_member_developer'))));
create policy "hiring_pool: matrix roles can insert workspace rows" on public.hiring_pool
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('hiring_pool', 'insert')));
create policy "hiring_pool: matrix roles or owners can update rows" on public.hiring_pool
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[])
         and ((select private.can('hiring_pool', 'update'))
              or ((select private.can_own('hiring_pool', 'update')) and owner_id = any ((select private.me_and_managee_ids())::uuid[]))))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can_own('hiring_pool', 'update')));
create policy "hiring_pool: matrix roles or owners can delete rows" on public.hiring_pool
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[])
         and ((select private.can('hiring_pool', 'delete'))
              or ((select private.can_own('hiring_pool', 'delete')) and owner_id = any ((select private.me_and_managee_ids())::uuid[]))));

-- talent: rows of the caller's workspaces, per the matrix.
create policy "talent: matrix roles can select workspace rows" on public.talent
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent', 'select')));
create policy "talent: matrix roles can insert workspace rows" on public.talent
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent', 'insert')));
create policy "talent: matrix roles can update workspace rows" on public.talent
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent', 'update')))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent', 'update')));
create policy "talent: matrix roles can delete workspace rows" on public.talent
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent', 'delete')));

-- talent_private: sensitive data; marketing and external CSMs have no row here.
create policy "talent_private: matrix roles can select workspace rows" on public.talent_private
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_private', 'select')));
create policy "talent_private: matrix roles can insert workspace rows" on public.talent_private
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_private', 'insert')));
create policy "talent_private: matrix roles can update workspace rows" on public.talent_private
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_private', 'update')))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_private', 'update')));
create policy "talent_private: matrix roles can delete workspace rows" on public.talent_private
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_private', 'delete')));

-- talent_job: rows of the caller's workspaces, per the matrix.
create policy "talent_job: matrix roles can select workspace rows" on public.talent_job
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_job', 'select')));
create policy "talent_job: matrix roles can insert workspace rows" on public.talent_job
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_job', 'insert')));
create policy "talent_job: matrix roles can update workspace rows" on public.talent_job
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_job', 'update')))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_job', 'update')));
create policy "talent_job: matrix roles can delete workspace rows" on public.talent_job
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_job', 'delete')));

-- talent_software: rows of the caller's workspaces, per the matrix.
create policy "talent_software: matrix roles can select workspace rows" on public.talent_software
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_software', 'select')));
create policy "talent_software: matrix roles can insert workspace rows" on public.talent_software
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_software', 'insert')));
create policy "talent_software: matrix roles can update workspace rows" on public.talent_software
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_software', 'update')))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_software', 'update')));
create policy "talent_software: matrix roles can delete workspace rows" on public.talent_software
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_software', 'delete')));

-- talent_hiring_pool: rows of the caller's workspaces, per the matrix.
create policy "talent_hiring_pool: matrix roles can select workspace rows" on public.talent_hiring_pool
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_hiring_pool', 'select')));
create policy "talent_hiring_pool: matrix roles can insert workspace rows" on public.talent_hiring_pool
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_hiring_pool', 'insert')));
create policy "talent_hiring_pool: matrix roles can update workspace rows" on public.talent_hiring_pool
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_hiring_pool', 'update')))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_hiring_pool', 'update')));
create policy "talent_hiring_pool: matrix roles can delete workspace rows" on public.talent_hiring_pool
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_hiring_pool', 'delete')));

-- talent_business_unit: rows of the caller's workspaces, per the matrix.
create policy "talent_business_unit: matrix roles can select workspace rows" on public.talent_business_unit
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_business_unit', 'select')));
create policy "talent_business_unit: matrix roles can insert workspace rows" on public.talent_business_unit
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_business_unit', 'insert')));
create policy "talent_business_unit: matrix roles can update workspace rows" on public.talent_business_unit
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_business_unit', 'update')))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_business_unit', 'update')));
create policy "talent_business_unit: matrix roles can delete workspace rows" on public.talent_business_unit
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('talent_business_unit', 'delete')));

-- resume: rows of the caller's workspaces, per the matrix.
create policy "resume: matrix roles can select workspace rows" on public.resume
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('resume', 'select')));
create policy "resume: matrix roles can insert workspace rows" on public.resume
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('resume', 'insert')));
create policy "resume: matrix roles can update workspace rows" on public.resume
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('resume', 'update')))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('resume', 'update')));
create policy "resume: matrix roles can delete workspace rows" on public.resume
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('resume', 'delete')));

revoke all on public.hiring_pool, public.talent, public.talent_private, public.talent_job, public.talent_software,
  public.talent_hiring_pool, public.talent_business_unit, public.resume from anon;
revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
