-- Reference data shared by every workspace: countries, French regions and departments
-- (from @etalab/decoupage-administratif 6.0.0, metropolitan and overseas), the 10 sectors,
-- the 28 job titles, construction software and the dated legal parameters of domain.md §0.2.

-- country: code = ISO 3166-1 alpha-2, local_code = ISO alpha-3 (address search: FR, MC, BE, CH).
create table public.country (
  code text primary key,
  name text not null,
  local_code text not null unique,
  is_address_search_enabled boolean not null default false,
  constraint country_code_format check (code ~ '^[A-Z]{2}$' and local_code ~ '^[A-Z]{3}$')
);

-- region: code = 'FR-' + INSEE code, local_code = INSEE code ('84').
create table public.region (
  code text primary key,
  name text not null,
  local_code text not null,
  country_code text not null references public.country (code),
  unique (country_code, local_code)
);

-- department: code = 'FR-' + INSEE code, local_code = INSEE code ('69', '2A', '971').
create table public.department (
  code text primary key,
  name text not null,
  local_code text not null,
  region_code text not null references public.region (code),
  country_code text not null references public.country (code),
  unique (country_code, local_code),
  constraint department_local_code_format check (
    country_code <> 'FR' or local_code ~ '^(0[1-9]|1[0-9]|2[1-9AB]|[3-8][0-9]|9[0-5]|97[1-6])$'
  )
);
create index department_region_code_idx on public.department (region_code);

-- sector: the 10 activity sectors (domain.md §9.3).
create table public.sector (
  id uuid primary key default gen_random_uuid(),
  code text not null unique,
  name text not null unique,
  position smallint not null
);

-- job: the 28 job titles (domain.md §9.2); wages are indicative gross hourly ranges for 2026.
create table public.job (
  id uuid primary key default gen_random_uuid(),
  code text not null unique,
  name text not null unique,
  sector_id uuid not null references public.sector (id),
  rome_code text,
  hourly_wage_min numeric(8, 2),
  hourly_wage_max numeric(8, 2),
  typical_qualifications text[] not null default '{}',
  position smallint not null,
  search_text text generated always as (private.normalize_search(name)) stored,
  constraint job_rome_code_format check (rome_code is null or rome_code ~ '^[A-N][0-9]{4}$'),
  constraint job_wage_range check (hourly_wage_min is null or hourly_wage_max is null or hourly_wage_min <= hourly_wage_max)
);
create index job_sector_id_idx on public.job (sector_id);
create index job_search_text_trgm_idx on public.job using gin (search_text extensions.gin_trgm_ops);

-- software: tools a talent masters (talent ↔ software).
create table public.software (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  category text
);

-- legal_parameter: dated legal and policy values; validations read the value in force.
create table public.legal_parameter (
  id uuid primary key default gen_random_uuid(),
  key text not null,
  value numeric not null,
  unit text not null,
  valid_from date not null,
  valid_to date,
  source text,
  is_verified boolean not null default true,
  note text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint legal_parameter_dates check (valid_to is null or valid_to >= valid_from),
  unique (key, valid_from)
);
create index legal_parameter_created_by_idx on public.legal_parameter (created_by);
create index legal_parameter_updated_by_idx on public.legal_parameter (updated_by);

-- Refuses two values of one parameter in force on the same day.
create or replace function private.check_legal_parameter_overlap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.legal_parameter p
    where p.key = new.key and p.id <> new.id
      and p.valid_from <= coalesce(new.valid_to, 'infinity'::date)
      and coalesce(p.valid_to, 'infinity'::date) >= new.valid_from
  ) then
    perform private.fail(format('Deux valeurs du paramètre « %s » se chevauchent', new.key), 'legal_parameter_overlap');
  end if;
  return new;
end
$$;

create trigger legal_parameter_overlap before insert or update on public.legal_parameter
  for each row execute function private.check_legal_parameter_overlap();
create trigger legal_parameter_audit before insert or update on public.legal_parameter
  for each row execute function private.set_audit_fields();

-- The value of a legal parameter in force on a date (null when none).
create or replace function private.legal_value(p_key text, p_on date default current_date)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select p.value from public.legal_parameter p
  where p.key = p_key and p.valid_from <= p_on and (p.valid_to is null or p.valid_to >= p_on)
  order by p.valid_from desc
  limit 1
$$;

-- Formats an amount the French way for messages (12,02).
create or replace function private.fr_number(p_value numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select replace(trim(to_char(p_value, 'FM999999990.00')), '.', ',')
$$;

-- Formats a quantity the French way without useless decimals (10, 12,5).
create or replace function private.fr_decimal(p_value numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select replace(rtrim(rtrim(to_char(p_value, 'FM999999990.99'), '0'), '.'), '.', ',')
$$;

-- Formats a date the French way for messages (01/01/2026).
create or replace function private.fr_date(p_value date)
returns text
language sql
immutable
set search_path = ''
as $$
  select to_char(p_value, 'DD/MM/YYYY')
$$;

insert into public.country (code, name, local_code, is_address_search_enabled) values
  ('FR', 'France', 'FRA', true),
  ('MC', 'Monaco', 'MCO', true),
  ('BE', 'Belgique', 'BEL', true),
  ('CH', 'Suisse', 'CHE', true),
  ('LU', 'Luxembourg', 'LUX', false),
  ('DE', 'Allemagne', 'DEU', false),
  ('ES', 'Espagne', 'ESP', false),
  ('IT', 'Italie', 'ITA', false),
  ('PT', 'Portugal', 'PRT', false),
  ('GB', 'Royaume-Uni', 'GBR', false),
  ('NL', 'Pays-Bas', 'NLD', false),
  ('PL', 'Pologne', 'POL', false),
  ('RO', 'Roumanie', 'ROU', false),
  ('BG', 'Bulgarie', 'BGR', false),
  ('UA', 'Ukraine', 'UKR', false),
  ('RS', 'Serbie', 'SRB', false),
  ('AL', 'Albanie', 'ALB', false),
  ('MD', 'Moldavie', 'MDA', false),
  ('TR', 'Turquie', 'TUR', false),
  ('MA', 'Maroc', 'MAR', false),
  ('DZ', 'Algérie', 'DZA', false),
  ('TN', 'Tunisie', 'TUN', false),
  ('SN', 'Sénégal', 'SEN', false),
  ('ML', 'Mali', 'MLI', false),
  ('CI', 'Côte d''Ivoire', 'CIV', false),
  ('CM', 'Cameroun', 'CMR', false),
  ('GN', 'Guinée', 'GIN', false),
  ('MR', 'Mauritanie', 'MRT', false),
  ('CD', 'République démocratique du Congo', 'COD', false),
  ('HT', 'Haïti', 'HTI', false),
  ('BR', 'Brésil', 'BRA', false),
  ('CN', 'Chine', 'CHN', false),
  ('VN', 'Viêt Nam', 'VNM', false),
  ('LK', 'Sri Lanka', 'LKA', false),
  ('IN', 'Inde', 'IND', false),
  ('PK', 'Pakistan', 'PAK', false),
  ('AF', 'Afghanistan', 'AFG', false);

insert into public.region (code, name, local_code, country_code) values
  ('FR-01', 'Guadeloupe', '01', 'FR'),
  ('FR-02', 'Martinique', '02', 'FR'),
  ('FR-03', 'Guyane', '03', 'FR'),
  ('FR-04', 'La Réunion', '04', 'FR'),
  ('FR-06', 'Mayotte', '06', 'FR'),
  ('FR-11', 'Île-de-France', '11', 'FR'),
  ('FR-24', 'Centre-Val de Loire', '24', 'FR'),
  ('FR-27', 'Bourgogne-Franche-Comté', '27', 'FR'),
  ('FR-28', 'Normandie', '28', 'FR'),
  ('FR-32', 'Hauts-de-France', '32', 'FR'),
  ('FR-44', 'Grand Est', '44', 'FR'),
  ('FR-52', 'Pays de la Loire', '52', 'FR'),
  ('FR-53', 'Bretagne', '53', 'FR'),
  ('FR-75', 'Nouvelle-Aquitaine', '75', 'FR'),
  ('FR-76', 'Occitanie', '76', 'FR'),
  ('FR-84', 'Auvergne-Rhône-Alpes', '84', 'FR'),
  ('FR-93', 'Provence-Alpes-Côte d''Azur', '93', 'FR'),
  ('FR-94', 'Corse', '94', 'FR');
insert into public.department (code, name, local_code, region_code, country_code) values
  ('FR-01', 'Ain', '01', 'FR-84', 'FR'),
  ('FR-02', 'Aisne', '02', 'FR-32', 'FR'),
  ('FR-03', 'Allier', '03', 'FR-84', 'FR'),
  ('FR-04', 'Alpes-de-Haute-Provence', '04', 'FR-93', 'FR'),
  ('FR-05', 'Hautes-Alpes', '05', 'FR-93', 'FR'),
  ('FR-06', 'Alpes-Maritimes', '06', 'FR-93', 'FR'),
  ('FR-07', 'Ardèche', '07', 'FR-84', 'FR'),
  ('FR-08', 'Ardennes', '08', 'FR-44', 'FR'),
  ('FR-09', 'Ariège', '09', 'FR-76', 'FR'),
  ('FR-10', 'Aube', '10', 'FR-44', 'FR'),
  ('FR-11', 'Aude', '11', 'FR-76', 'FR'),
  ('FR-12', 'Aveyron', '12', 'FR-76', 'FR'),
  ('FR-13', 'Bouches-du-Rhône', '13', 'FR-93', 'FR'),
  ('FR-14', 'Calvados', '14', 'FR-28', 'FR'),
  ('FR-15', 'Cantal', '15', 'FR-84', 'FR'),
  ('FR-16', 'Charente', '16', 'FR-75', 'FR'),
  ('FR-17', 'Charente-Maritime', '17', 'FR-75', 'FR'),
  ('FR-18', 'Cher', '18', 'FR-24', 'FR'),
  ('FR-19', 'Corrèze', '19', 'FR-75', 'FR'),
  ('FR-21', 'Côte-d''Or', '21', 'FR-27', 'FR'),
  ('FR-22', 'Côtes-d''Armor', '22', 'FR-53', 'FR'),
  ('FR-23', 'Creuse', '23', 'FR-75', 'FR'),
  ('FR-24', 'Dordogne', '24', 'FR-75', 'FR'),
  ('FR-25', 'Doubs', '25', 'FR-27', 'FR'),
  ('FR-26', 'Drôme', '26', 'FR-84', 'FR'),
  ('FR-27', 'Eure', '27', 'FR-28', 'FR'),
  ('FR-28', 'Eure-et-Loir', '28', 'FR-24', 'FR'),
  ('FR-29', 'Finistère', '29', 'FR-53', 'FR'),
  ('FR-2A', 'Corse-du-Sud', '2A', 'FR-94', 'FR'),
  ('FR-2B', 'Haute-Corse', '2B', 'FR-94', 'FR'),
  ('FR-30', 'Gard', '30', 'FR-76', 'FR'),
  ('FR-31', 'Haute-Garonne', '31', 'FR-76', 'FR'),
  ('FR-32', 'Gers', '32', 'FR-76', 'FR'),
  ('FR-33', 'Gironde', '33', 'FR-75', 'FR'),
  ('FR-34', 'Hérault', '34', 'FR-76', 'FR'),
  ('FR-35', 'Ille-et-Vilaine', '35', 'FR-53', 'FR'),
  ('FR-36', 'Indre', '36', 'FR-24', 'FR'),
  ('FR-37', 'Indre-et-Loire', '37', 'FR-24', 'FR'),
  ('FR-38', 'Isère', '38', 'FR-84', 'FR'),
  ('FR-39', 'Jura', '39', 'FR-27', 'FR'),
  ('FR-40', 'Landes', '40', 'FR-75', 'FR'),
  ('FR-41', 'Loir-et-Cher', '41', 'FR-24', 'FR'),
  ('FR-42', 'Loire', '42', 'FR-84', 'FR'),
  ('FR-43', 'Haute-Loire', '43', 'FR-84', 'FR'),
  ('FR-44', 'Loire-Atlantique', '44', 'FR-52', 'FR'),
  ('FR-45', 'Loiret', '45', 'FR-24', 'FR'),
  ('FR-46', 'Lot', '46', 'FR-76', 'FR'),
  ('FR-47', 'Lot-et-Garonne', '47', 'FR-75', 'FR'),
  ('FR-48', 'Lozère', '48', 'FR-76', 'FR'),
  ('FR-49', 'Maine-et-Loire', '49', 'FR-52', 'FR'),
  ('FR-50', 'Manche', '50', 'FR-28', 'FR'),
  ('FR-51', 'Marne', '51', 'FR-44', 'FR'),
  ('FR-52', 'Haute-Marne', '52', 'FR-44', 'FR'),
  ('FR-53', 'Mayenne', '53', 'FR-52', 'FR'),
  ('FR-54', 'Meurthe-et-Moselle', '54', 'FR-44', 'FR'),
  ('FR-55', 'Meuse', '55', 'FR-44', 'FR'),
  ('FR-56', 'Morbihan', '56', 'FR-53', 'FR'),
  ('FR-57', 'Moselle', '57', 'FR-44', 'FR'),
  ('FR-58', 'Nièvre', '58', 'FR-27', 'FR'),
  ('FR-59', 'Nord', '59', 'FR-32', 'FR'),
  ('FR-60', 'Oise', '60', 'FR-32', 'FR'),
  ('FR-61', 'Orne', '61', 'FR-28', 'FR'),
  ('FR-62', 'Pas-de-Calais', '62', 'FR-32', 'FR'),
  ('FR-63', 'Puy-de-Dôme', '63', 'FR-84', 'FR'),
  ('FR-64', 'Pyrénées-Atlantiques', '64', 'FR-75', 'FR'),
  ('FR-65', 'Hautes-Pyrénées', '65', 'FR-76', 'FR'),
  ('FR-66', 'Pyrénées-Orientales', '66', 'FR-76', 'FR'),
  ('FR-67', 'Bas-Rhin', '67', 'FR-44', 'FR'),
  ('FR-68', 'Haut-Rhin', '68', 'FR-44', 'FR'),
  ('FR-69', 'Rhône', '69', 'FR-84', 'FR'),
  ('FR-70', 'Haute-Saône', '70', 'FR-27', 'FR'),
  ('FR-71', 'Saône-et-Loire', '71', 'FR-27', 'FR'),
  ('FR-72', 'Sarthe', '72', 'FR-52', 'FR'),
  ('FR-73', 'Savoie', '73', 'FR-84', 'FR'),
  ('FR-74', 'Haute-Savoie', '74', 'FR-84', 'FR'),
  ('FR-75', 'Paris', '75', 'FR-11', 'FR'),
  ('FR-76', 'Seine-Maritime', '76', 'FR-28', 'FR'),
  ('FR-77', 'Seine-et-Marne', '77', 'FR-11', 'FR'),
  ('FR-78', 'Yvelines', '78', 'FR-11', 'FR'),
  ('FR-79', 'Deux-Sèvres', '79', 'FR-75', 'FR'),
  ('FR-80', 'Somme', '80', 'FR-32', 'FR'),
  ('FR-81', 'Tarn', '81', 'FR-76', 'FR'),
  ('FR-82', 'Tarn-et-Garonne', '82', 'FR-76', 'FR'),
  ('FR-83', 'Var', '83', 'FR-93', 'FR'),
  ('FR-84', 'Vaucluse', '84', 'FR-93', 'FR'),
  ('FR-85', 'Vendée', '85', 'FR-52', 'FR'),
  ('FR-86', 'Vienne', '86', 'FR-75', 'FR'),
  ('FR-87', 'Haute-Vienne', '87', 'FR-75', 'FR'),
  ('FR-88', 'Vosges', '88', 'FR-44', 'FR'),
  ('FR-89', 'Yonne', '89', 'FR-27', 'FR'),
  ('FR-90', 'Territoire de Belfort', '90', 'FR-27', 'FR'),
  ('FR-91', 'Essonne', '91', 'FR-11', 'FR'),
  ('FR-92', 'Hauts-de-Seine', '92', 'FR-11', 'FR'),
  ('FR-93', 'Seine-Saint-Denis', '93', 'FR-11', 'FR'),
  ('FR-94', 'Val-de-Marne', '94', 'FR-11', 'FR'),
  ('FR-95', 'Val-d''Oise', '95', 'FR-11', 'FR'),
  ('FR-971', 'Guadeloupe', '971', 'FR-01', 'FR'),
  ('FR-972', 'Martinique', '972', 'FR-02', 'FR'),
  ('FR-973', 'Guyane', '973', 'FR-03', 'FR'),
  ('FR-974', 'La Réunion', '974', 'FR-04', 'FR'),
  ('FR-976', 'Mayotte', '976', 'FR-06', 'FR');

insert into public.sector (code, name, position) values
  ('tp_vrd', 'TP / VRD', 1),
  ('gros_oeuvre', 'Gros œuvre', 2),
  ('second_oeuvre', 'Second œuvre', 3),
  ('genie_civil', 'Génie civil', 4),
  ('tertiaire', 'Tertiaire', 5),
  ('industrie', 'Industrie', 6),
  ('logistique_transport', 'Logistique & Transport', 7),
  ('reseaux_energie', 'Réseaux & Énergie', 8),
  ('renovation_rehabilitation', 'Rénovation & Réhabilitation', 9),
  ('ferroviaire', 'Ferroviaire', 10);

-- ROME codes are v3 and indicative (à vérifier against ROME 4.0); not used by any rule.
insert into public.job (code, name, sector_id, rome_code, hourly_wage_min, hourly_wage_max, typical_qualifications, position)
select j.code, j.name, s.id, j.rome, j.wmin, j.wmax, j.quals, j.pos
from (values
  ('manoeuvre_btp', 'Manœuvre BTP', 'gros_oeuvre', 'F1704', 12.02, 12.80, '{}'::text[], 1),
  ('aide_macon', 'Aide-maçon', 'gros_oeuvre', 'F1704', 12.10, 13.00, '{}', 2),
  ('macon', 'Maçon', 'gros_oeuvre', 'F1703', 13.50, 16.00, '{}', 3),
  ('macon_vrd', 'Maçon VRD', 'tp_vrd', 'F1703', 13.80, 16.50, '{"AIPR opérateur"}', 4),
  ('coffreur_bancheur', 'Coffreur-bancheur', 'gros_oeuvre', 'F1701', 14.00, 17.00, '{}', 5),
  ('ferrailleur', 'Ferrailleur', 'genie_civil', 'F1701', 13.50, 16.00, '{}', 6),
  ('chef_equipe_gros_oeuvre', 'Chef d''équipe gros œuvre', 'gros_oeuvre', 'F1202', 16.00, 19.00, '{"SST"}', 7),
  ('chef_de_chantier', 'Chef de chantier', 'gros_oeuvre', 'F1202', 18.00, 24.00, '{"AIPR encadrant","SST"}', 8),
  ('conducteur_de_travaux', 'Conducteur de travaux', 'genie_civil', 'F1201', 22.00, 30.00, '{"AIPR concepteur"}', 9),
  ('conducteur_engins', 'Conducteur d''engins (pelle, chargeuse)', 'tp_vrd', 'F1302', 14.00, 18.00, '{"CACES R482 A","CACES R482 B1","CACES R482 C1","AIPR opérateur"}', 10),
  ('grutier', 'Grutier (grue à tour)', 'gros_oeuvre', 'F1301', 16.00, 20.00, '{"CACES R487"}', 11),
  ('canalisateur', 'Canalisateur', 'tp_vrd', 'F1705', 14.00, 17.50, '{"AIPR opérateur"}', 12),
  ('constructeur_routes', 'Constructeur de routes / Régleur', 'tp_vrd', 'F1702', 13.50, 16.50, '{}', 13),
  ('poseur_bordures', 'Poseur de bordures / Paveur', 'tp_vrd', 'F1702', 13.00, 15.50, '{}', 14),
  ('terrassier', 'Terrassier', 'tp_vrd', 'F1704', 12.80, 15.00, '{"AIPR opérateur"}', 15),
  ('electricien_batiment', 'Électricien bâtiment', 'second_oeuvre', 'F1602', 13.50, 17.00, '{"Habilitation B1V","Habilitation BR"}', 16),
  ('monteur_reseaux', 'Monteur réseaux électriques / fibre', 'reseaux_energie', 'F1605', 14.00, 17.50, '{"Habilitation B1V","AIPR opérateur"}', 17),
  ('plombier_chauffagiste', 'Plombier-chauffagiste', 'second_oeuvre', 'F1603', 14.00, 17.50, '{}', 18),
  ('plaquiste', 'Plaquiste', 'second_oeuvre', 'F1604', 13.50, 16.50, '{}', 19),
  ('peintre_batiment', 'Peintre en bâtiment', 'second_oeuvre', 'F1606', 13.00, 15.50, '{}', 20),
  ('carreleur', 'Carreleur', 'second_oeuvre', 'F1608', 13.50, 16.50, '{}', 21),
  ('menuisier_poseur', 'Menuisier poseur', 'second_oeuvre', 'F1607', 13.50, 16.50, '{}', 22),
  ('charpentier_bois', 'Charpentier bois', 'gros_oeuvre', 'F1503', 14.00, 17.50, '{"Travail en hauteur"}', 23),
  ('couvreur', 'Couvreur', 'renovation_rehabilitation', 'F1610', 14.00, 17.50, '{"Travail en hauteur"}', 24),
  ('etancheur', 'Étancheur', 'second_oeuvre', 'F1613', 13.50, 16.50, '{"Travail en hauteur"}', 25),
  ('facadier_enduiseur', 'Façadier-enduiseur', 'renovation_rehabilitation', 'F1611', 13.50, 16.50, '{"Échafaudage R408"}', 26),
  ('soudeur', 'Soudeur', 'industrie', 'H2913', 14.50, 18.50, '{}', 27),
  ('chauffeur_pl', 'Chauffeur PL (benne, toupie)', 'logistique_transport', 'N4101', 13.00, 15.50, '{"Permis C","Permis CE","FIMO","FCO"}', 28)
) as j (code, name, sector_code, rome, wmin, wmax, quals, pos)
join public.sector s on s.code = j.sector_code;

insert into public.software (name, category) values
  ('AutoCAD', 'DAO'),
  ('Revit', 'BIM'),
  ('ArchiCAD', 'BIM'),
  ('Allplan', 'BIM'),
  ('Tekla Structures', 'BIM'),
  ('Navisworks', 'BIM'),
  ('SketchUp', 'DAO'),
  ('Covadis', 'VRD / topographie'),
  ('Mensura', 'VRD / topographie'),
  ('MS Project', 'Planification'),
  ('Primavera P6', 'Planification'),
  ('Excel', 'Bureautique'),
  ('Batigest', 'Gestion de chantier'),
  ('Attic+', 'Métré / chiffrage');

-- Legal values of domain.md §0.2 (2026) plus the previous SMIC values, and the agency's
-- policy parameters. Values flagged is_verified = false are shown, never blocking.
insert into public.legal_parameter (key, value, unit, valid_from, valid_to, source, is_verified, note) values
  ('smic_hourly_gross', 11.65, 'EUR/h', '2024-01-01', '2024-10-31', 'décret 2023-1216', true, null),
  ('smic_hourly_gross', 11.88, 'EUR/h', '2024-11-01', '2025-12-31', 'décret 2024-951', true, null),
  ('smic_hourly_gross', 12.02, 'EUR/h', '2026-01-01', null, 'décret 2025-1228 (SMIC +1,18 %)', true, null),
  ('smic_monthly_35h', 1823.03, 'EUR', '2026-01-01', null, 'décret 2025-1228', true, '151,67 h'),
  ('pass_annual', 48060, 'EUR', '2026-01-01', null, 'BOSS', true, null),
  ('pmss', 4005, 'EUR', '2026-01-01', null, 'BOSS', true, null),
  ('meal_voucher_employer_max', 7.32, 'EUR', '2026-01-01', null, 'URSSAF 2026', true, '50–60 % de la valeur faciale'),
  ('meal_allowance_workplace', 7.50, 'EUR', '2026-01-01', null, 'URSSAF frais professionnels 2026', true, 'repas sur le lieu de travail'),
  ('meal_allowance_outside', 10.40, 'EUR', '2026-01-01', null, 'URSSAF frais professionnels 2026', true, 'hors locaux, pas au restaurant'),
  ('meal_allowance_restaurant', 21.40, 'EUR', '2026-01-01', null, 'URSSAF frais professionnels 2026', true, 'au restaurant'),
  ('carte_btp_fee', 10.80, 'EUR', '2026-01-01', null, 'cartebtp.fr', true, null),
  ('ett_financial_guarantee_min', 151445, 'EUR', '2026-01-01', null, 'décret 2025-12-26', true, 'et ≥ 8 % du CA HT'),
  ('rgdu_tmin', 0.02, 'ratio', '2026-01-01', null, 'décrets 2025-887 et 2025-1446', true, null),
  ('rgdu_p', 1.75, 'ratio', '2026-01-01', null, 'décrets 2025-887 et 2025-1446', true, null),
  ('rgdu_tmax_fnal_010', 0.3981, 'ratio', '2026-01-01', null, 'blog paie', false, 'à vérifier'),
  ('rgdu_tmax_fnal_050', 0.4021, 'ratio', '2026-01-01', null, 'blog paie', false, 'à vérifier'),
  ('vat_standard', 20, 'percent', '2014-01-01', null, 'CGI', true, null),
  ('overtime_majoration_25', 25, 'percent', '2008-01-01', null, 'L3121-36', true, 'heures 36 à 43'),
  ('overtime_majoration_50', 50, 'percent', '2008-01-01', null, 'L3121-36', true, 'à partir de la 44e heure'),
  ('max_daily_hours', 10, 'h', '2016-08-10', null, 'L3121-18', true, '12 h par accord'),
  ('max_weekly_hours', 48, 'h', '2016-08-10', null, 'L3121-20', true, null),
  ('max_average_weekly_hours_12w', 44, 'h', '2016-08-10', null, 'L3121-22', true, 'avertissement ; 46 h par accord'),
  ('coefficient_min', 1.5, 'ratio', '2020-01-01', null, 'politique interne', true, 'en dessous : dérogation comptabilité'),
  ('coefficient_max', 2.5, 'ratio', '2020-01-01', null, 'politique interne', true, 'au-dessus : dérogation comptabilité'),
  ('max_renewals', 2, 'count', '2017-09-24', null, 'L1251-35', true, 'un accord de branche peut le changer'),
  ('timesheet_signature_validity_days', 14, 'days', '2020-01-01', null, 'politique interne', true, null);

-- Row-level security: reference rows are read by team members; the matrix says who edits.
alter table public.country enable row level security;
alter table public.region enable row level security;
alter table public.department enable row level security;
alter table public.sector enable row level security;
alter table public.job enable row level security;
alter table public.software enable row level security;
alter table public.legal_parameter enable row level security;

create policy "country: team members can select all countries" on public.country
  for select to authenticated using ((select private.is_team_member()));
create policy "region: team members can select all regions" on public.region
  for select to authenticated using ((select private.is_team_member()));
create policy "department: team members can select all departments" on public.department
  for select to authenticated using ((select private.is_team_member()));
create policy "sector: team members can select all sectors" on public.sector
  for select to authenticated using ((select private.is_team_member()));

create policy "job: team members can select all jobs" on public.job
  for select to authenticated using ((select private.is_team_member()));
create policy "job: matrix roles can insert workspace rows" on public.job
  for insert to authenticated with check ((select private.can('job', 'insert')));
create policy "job: matrix roles can update workspace rows" on public.job
  for update to authenticated using ((select private.can('job', 'update'))) with check ((select private.can('job', 'update')));
create policy "job: matrix roles can delete workspace rows" on public.job
  for delete to authenticated using ((select private.can('job', 'delete')));

create policy "software: team members can select all software" on public.software
  for select to authenticated using ((select private.is_team_member()));
create policy "software: matrix roles can insert workspace rows" on public.software
  for insert to authenticated with check ((select private.can('software', 'insert')));
create policy "software: matrix roles can update workspace rows" on public.software
  for update to authenticated using ((select private.can('software', 'update'))) with check ((select private.can('software', 'update')));
create policy "software: matrix roles can delete workspace rows" on public.software
  for delete to authenticated using ((select private.can('software', 'delete')));

create policy "legal_parameter: team members can select all parameters" on public.legal_parameter
  for select to authenticated using ((select private.is_team_member()));
create policy "legal_parameter: matrix roles can insert workspace rows" on public.legal_parameter
  for insert to authenticated with check ((select private.can('legal_parameter', 'insert')));
create policy "legal_parameter: matrix roles can update workspace rows" on public.legal_parameter
  for update to authenticated using ((select private.can('legal_parameter', 'update'))) with check ((select private.can('legal_parameter', 'update')));
create policy "legal_parameter: matrix roles can delete workspace rows" on public.legal_parameter
  for delete to authenticated using ((select private.can('legal_parameter', 'delete')));

revoke all on public.country, public.region, public.department, public.sector, public.job, public.software,
  public.legal_parameter from anon;
revoke insert, update, delete on public.country, public.region, public.department, public.sector from authenticated;
revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
