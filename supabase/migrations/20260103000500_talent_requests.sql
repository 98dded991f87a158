-- Talent-side requests (domain.md §4.5–§4.8): professional BTP cards, protective equipment
-- (PPE) with its items, meal vouchers and meal allowances within the 2026 URSSAF exemption
-- caps, and expense claims with their thresholds, receipts and duplicates.

create type public.professional_card_request_status as enum ('draft', 'submitted', 'awaiting_payment', 'paid', 'card_received', 'delivered', 'rejected', 'canceled');
create type public.card_payment_method as enum ('card', 'transfer');
create type public.ppe_request_status as enum ('requested', 'approved', 'ordered', 'ready', 'partially_delivered', 'delivered', 'rejected', 'canceled');
create type public.ppe_delivery_mode as enum ('agency', 'worksite', 'shipping');
create type public.meal_card_request_status as enum ('requested', 'validated', 'ordered', 'loaded', 'rejected', 'canceled');
create type public.meal_benefit_type as enum ('meal_voucher', 'meal_allowance');
create type public.meal_allowance_kind as enum ('workplace', 'outside', 'restaurant');
create type public.meal_voucher_provider as enum ('edenred', 'pluxee', 'up', 'swile', 'bimpli', 'other');
create type public.expense_claim_request_status as enum ('draft', 'submitted', 'approved', 'partially_approved', 'rejected', 'paid', 'canceled');
create type public.expense_category as enum ('public_transport', 'mileage', 'toll', 'parking', 'meal', 'lodging', 'medical_visit_travel', 'training_travel', 'tools', 'other');

insert into public.enum_label (enum_name, value, label, position) values
  ('professional_card_request_status', 'draft', 'Brouillon', 1),
  ('professional_card_request_status', 'submitted', 'Déposée', 2),
  ('professional_card_request_status', 'awaiting_payment', 'En attente de paiement', 3),
  ('professional_card_request_status', 'paid', 'Payée (attestation provisoire)', 4),
  ('professional_card_request_status', 'card_received', 'Carte reçue', 5),
  ('professional_card_request_status', 'delivered', 'Remise', 6),
  ('professional_card_request_status', 'rejected', 'Rejetée', 7),
  ('professional_card_request_status', 'canceled', 'Annulée', 8),
  ('card_payment_method', 'card', 'Carte bancaire', 1),
  ('card_payment_method', 'transfer', 'Virement', 2),
  ('ppe_request_status', 'requested', 'Demandée', 1),
  ('ppe_request_status', 'approved', 'Validée', 2),
  ('ppe_request_status', 'ordered', 'Commandée', 3),
  ('ppe_request_status', 'ready', 'Prête', 4),
  ('ppe_request_status', 'partially_delivered', 'Remise partielle', 5),
  ('ppe_request_status', 'delivered', 'Remise', 6),
  ('ppe_request_status', 'rejected', 'Refusée', 7),
  ('ppe_request_status', 'canceled', 'Annulée', 8),
  ('ppe_delivery_mode', 'agency', 'Retrait agence', 1),
  ('ppe_delivery_mode', 'worksite', 'Livraison chantier', 2),
  ('ppe_delivery_mode', 'shipping', 'Envoi', 3),
  ('meal_card_request_status', 'requested', 'Demandée', 1),
  ('meal_card_request_status', 'validated', 'Validée', 2),
  ('meal_card_request_status', 'ordered', 'Commandée', 3),
  ('meal_card_request_status', 'loaded', 'Créditée', 4),
  ('meal_card_request_status', 'rejected', 'Refusée', 5),
  ('meal_card_request_status', 'canceled', 'Annulée', 6),
  ('meal_benefit_type', 'meal_voucher', 'Titre-restaurant', 1),
  ('meal_benefit_type', 'meal_allowance', 'Indemnité de panier', 2),
  ('meal_allowance_kind', 'workplace', 'Repas sur le lieu de travail', 1),
  ('meal_allowance_kind', 'outside', 'Repas hors des locaux, pas au restaurant', 2),
  ('meal_allowance_kind', 'restaurant', 'Repas au restaurant', 3),
  ('meal_voucher_provider', 'edenred', 'Edenred', 1),
  ('meal_voucher_provider', 'pluxee', 'Pluxee', 2),
  ('meal_voucher_provider', 'up', 'Up', 3),
  ('meal_voucher_provider', 'swile', 'Swile', 4),
  ('meal_voucher_provider', 'bimpli', 'Bimpli', 5),
  ('meal_voucher_provider', 'other', 'Autre', 6),
  ('expense_claim_request_status', 'draft', 'Brouillon', 1),
  ('expense_claim_request_status', 'submitted', 'Soumise', 2),
  ('expense_claim_request_status', 'approved', 'Approuvée', 3),
  ('expense_claim_request_status', 'partially_approved', 'Approuvée partiellement', 4),
  ('expense_claim_request_status', 'rejected', 'Refusée', 5),
  ('expense_claim_request_status', 'paid', 'Remboursée', 6),
  ('expense_claim_request_status', 'canceled', 'Annulée', 7),
  ('expense_category', 'public_transport', 'Transports en commun', 1),
  ('expense_category', 'mileage', 'Indemnités kilométriques', 2),
  ('expense_category', 'toll', 'Péage', 3),
  ('expense_category', 'parking', 'Stationnement', 4),
  ('expense_category', 'meal', 'Repas', 5),
  ('expense_category', 'lodging', 'Hébergement (grand déplacement)', 6),
  ('expense_category', 'medical_visit_travel', 'Trajet visite médicale', 7),
  ('expense_category', 'training_travel', 'Trajet formation', 8),
  ('expense_category', 'tools', 'Outillage', 9),
  ('expense_category', 'other', 'Autre', 10),
  ('request_field', 'photo_file', 'la photo d''identité', 60),
  ('request_field', 'request_number', 'le numéro de demande', 61),
  ('request_field', 'provisional_attestation_file', 'l''attestation provisoire', 62),
  ('request_field', 'card_number', 'le numéro de carte', 63),
  ('request_field', 'issued_at', 'la date de délivrance', 64),
  ('request_field', 'delivered_at', 'la date de remise', 65),
  ('request_field', 'supplier', 'le fournisseur', 66),
  ('request_field', 'handover_signature_file', 'la remise signée', 67),
  ('request_field', 'loaded_at', 'la date de crédit', 68);

insert into public.request_type (entity, label, plural_label, route, status_enum, initial_status, terminal_statuses, has_amounts, deadline_rule, position) values
  ('professional_card_request', 'Demande de carte BTP', 'Demandes de carte BTP', 'professional-card-requests', 'professional_card_request_status', 'draft',
   '{delivered,rejected,canceled}', true, 'Avant le début de la mission sur un chantier BTP', 3),
  ('ppe_request', 'Demande d''EPI', 'Demandes d''EPI', 'ppe-requests', 'ppe_request_status', 'requested',
   '{delivered,rejected,canceled}', true, 'Équipements remis avant la date de besoin (au plus tard le début du contrat)', 4),
  ('meal_card_request', 'Titres-restaurant / panier', 'Titres-restaurant et paniers', 'meal-card-requests', 'meal_card_request_status', 'requested',
   '{loaded,rejected,canceled}', true, 'Crédit avant la fin du mois concerné', 5),
  ('expense_claim_request', 'Note de frais', 'Notes de frais', 'expense-claim-requests', 'expense_claim_request_status', 'draft',
   '{paid,rejected,canceled}', true, 'Décision sous 7 jours ; dépôt sous 90 jours (signalé au-delà)', 6);

-- ---------------------------------------------------------------------------------------
-- professional_card_request: the carte d'identification professionnelle BTP of a talent.
create table public.professional_card_request (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  talent_id uuid not null references public.talent (id) on delete cascade,
  contract_id uuid references public.contract (id) on delete set null,
  contract_key text,
  company_id uuid references public.company (id) on delete set null,
  requester_id uuid references public.team_member (id) on delete set null,
  assignee_id uuid references public.team_member (id) on delete set null,
  employer_siren text not null,
  identity_snapshot jsonb not null default '{}',
  photo_file text,
  fee_amount numeric(12, 2),
  payment_method public.card_payment_method not null default 'card',
  request_number text,
  provisional_attestation_file text,
  card_number text,
  issued_at date,
  expires_at date,
  delivered_at timestamptz,
  status public.professional_card_request_status not null default 'draft',
  status_changed_at timestamptz,
  status_comment text,
  due_at timestamptz,
  closed_at timestamptz,
  comment text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint professional_card_request_identity check (jsonb_typeof(identity_snapshot) = 'object'),
  constraint professional_card_request_fee check (fee_amount is null or fee_amount >= 0),
  constraint professional_card_request_validity check (expires_at is null or issued_at is null or expires_at > issued_at)
);

-- Card rules: the employer's SIREN, the identity as on the ID, a JPEG photo, the fee in
-- force, one open request per talent, no new card while one is valid, the card's 5-year
-- validity, delivery stamp, due before the mission starts.
create or replace function private.validate_professional_card_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_talent public.talent;
  v_valid_until date;
  v_start date;
begin
  new.employer_siren := regexp_replace(coalesce(new.employer_siren, ''), '\s', '', 'g');
  if not private.is_valid_siren(new.employer_siren) then
    perform private.fail(format('Le SIREN de l''employeur « %s » est invalide', new.employer_siren), 'professional_card_request_siren');
  end if;
  if new.photo_file is not null and lower(new.photo_file) !~ '\.(jpe?g)$' then
    perform private.fail('La photo d''identité doit être au format JPEG', 'professional_card_request_photo_jpeg');
  end if;
  new.fee_amount := coalesce(new.fee_amount, private.legal_value('carte_btp_fee', current_date));
  if new.identity_snapshot = '{}'::jsonb then
    select t.* into v_talent from public.talent t where t.id = new.talent_id;
    new.identity_snapshot := jsonb_strip_nulls(jsonb_build_object('last_name', v_talent.last_name, 'first_name', v_talent.first_name,
      'birth_name', v_talent.birth_name, 'birth_date', v_talent.birth_date, 'nationality_code', v_talent.nationality_code,
      'civility', v_talent.civility));
  end if;
  if new.status not in ('delivered', 'rejected', 'canceled') and exists (
    select 1 from public.professional_card_request r
    where r.talent_id = new.talent_id and r.id <> new.id and r.status not in ('delivered', 'rejected', 'canceled')
  ) then
    perform private.fail('Une demande de carte BTP est déjà en cours pour ce talent', 'professional_card_request_one_open');
  end if;
  if tg_op = 'INSERT' and not v_system then
    select max(r.expires_at) into v_valid_until from public.professional_card_request r
    where r.talent_id = new.talent_id and r.status in ('card_received', 'delivered');
    if v_valid_until > coalesce((select coalesce(c.end_date, c.start_date) from public.contract c where c.id = new.contract_id), current_date) then
      perform private.fail(format('Ce talent a déjà une carte BTP valide jusqu''au %s', private.fr_date(v_valid_until)), 'professional_card_request_card_valid');
    end if;
  end if;
  if v_moved and new.status = 'card_received' then
    new.expires_at := coalesce(new.expires_at, (new.issued_at + make_interval(years => private.required_legal_value('carte_btp_validity_years')::integer))::date);
  end if;
  if v_moved and new.status = 'delivered' then
    new.delivered_at := coalesce(new.delivered_at, now());
  end if;
  select c.start_date into v_start from public.contract c where c.id = new.contract_id;
  new.due_at := case when new.status in ('draft', 'submitted', 'awaiting_payment', 'paid', 'card_received')
                     then coalesce(v_start::timestamp at time zone 'Europe/Paris', new.created_at + interval '15 days') end;
  return new;
end
$$;

select private.install_request_table('professional_card_request');

-- ---------------------------------------------------------------------------------------
-- ppe_request: protective equipment to hand over to a talent before a mission starts.
create table public.ppe_request (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  talent_id uuid not null references public.talent (id) on delete cascade,
  contract_id uuid references public.contract (id) on delete set null,
  contract_key text,
  mission_id uuid references public.mission (id) on delete set null,
  company_id uuid not null references public.company (id) on delete cascade,
  requester_id uuid references public.team_member (id) on delete set null,
  assignee_id uuid references public.team_member (id) on delete set null,
  needed_by date not null,
  delivery_mode public.ppe_delivery_mode not null default 'agency',
  delivery_address text,
  supplier text,
  total_cost_ht numeric(12, 2) not null default 0,
  is_late_for_start boolean not null default false,
  handover_signature_file text,
  delivered_at timestamptz,
  status public.ppe_request_status not null default 'requested',
  status_changed_at timestamptz,
  status_comment text,
  due_at timestamptz,
  closed_at timestamptz,
  comment text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint ppe_request_total check (total_cost_ht >= 0)
);

-- PPE rules: a client, a delivery address unless picked up, flagged when needed after the
-- contract starts, at least one item to approve, CSMs approve up to the policy total
-- (accounting above), delivery stamp, due on the date needed.
create or replace function private.validate_ppe_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_system boolean := private.is_system() or coalesce(current_setting('renfort.actor', true), '') = 'system';
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_start date;
  v_max numeric;
begin
  if new.company_id is null then
    perform private.fail('Indiquez l''entreprise (ou le contrat) de la demande d''EPI', 'ppe_request_company_required');
  end if;
  if new.delivery_mode <> 'agency' and coalesce(btrim(new.delivery_address), '') = '' then
    perform private.fail('L''adresse de livraison est obligatoire hors retrait en agence', 'ppe_request_delivery_address');
  end if;
  select c.start_date into v_start from public.contract c where c.id = new.contract_id;
  new.is_late_for_start := coalesce(new.needed_by > v_start, false);
  if v_moved and not v_system and new.status = 'approved' then
    if not exists (select 1 from public.ppe_request_item i where i.ppe_request_id = new.id and not i.is_canceled) then
      perform private.fail('Ajoutez au moins un équipement avant de valider la demande', 'ppe_request_items_required');
    end if;
    v_max := private.required_legal_value('ppe_csm_max_total');
    if new.total_cost_ht > v_max and not private.has_any_role('{accounting_team_member,team_member_developer}') then
      perform private.fail(format('Au-delà de %s € HT, la validation d''une demande d''EPI revient à la comptabilité', private.fr_number(v_max)),
                           'ppe_request_threshold', '42501');
    end if;
  end if;
  if v_moved and new.status in ('delivered', 'partially_delivered') then
    new.delivered_at := coalesce(new.delivered_at, now());
  end if;
  new.due_at := case when new.status in ('requested', 'approved', 'ordered', 'ready', 'partially_delivered')
                     then new.needed_by::timestamp at time zone 'Europe/Paris' end;
  return new;
end
$$;

select private.install_request_table('ppe_request');

-- ppe_request_item: one piece of equipment of a PPE request (size or shoe size in `attribute`).
create table public.ppe_request_item (
  id uuid primary key default gen_random_uuid(),
  ppe_request_id uuid not null references public.ppe_request (id) on delete cascade,
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  item_type public.ppe_item not null,
  label text,
  attribute text,
  quantity smallint not null default 1,
  unit_cost_ht numeric(10, 2) not null default 0,
  is_canceled boolean not null default false,
  canceled_reason text,
  delivered_quantity smallint,
  is_usually_client_provided boolean generated always as (item_type not in ('helmet', 'safety_shoes')) stored,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint ppe_request_item_quantity check (quantity between 1 and 5),
  constraint ppe_request_item_cost check (unit_cost_ht >= 0),
  constraint ppe_request_item_delivered check (delivered_quantity is null or delivered_quantity between 0 and quantity)
);

-- Item rules: the request's workspace, sizes for sized items (shoes 35–50, gloves 6–11,
-- clothing XS–4XL), items edited while the request is not ordered, cancelled with a reason
-- until the order, delivered quantities once ready.
create or replace function private.validate_ppe_request_item()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.ppe_request_item := case when tg_op = 'DELETE' then old else new end;
  v_status public.ppe_request_status;
  v_system boolean := private.is_system();
begin
  select r.status into v_status from public.ppe_request r where r.id = v_row.ppe_request_id;
  if tg_op = 'DELETE' then
    if not v_system and v_status not in ('requested', 'approved') then
      perform private.fail('Les équipements ne se modifient plus une fois la commande passée', 'ppe_request_item_locked');
    end if;
    return old;
  end if;
  new.workspace_id := (select r.workspace_id from public.ppe_request r where r.id = new.ppe_request_id);
  new.attribute := nullif(upper(btrim(new.attribute)), '');
  if new.item_type = 'safety_shoes' and (new.attribute is null or new.attribute !~ '^[0-9]{2}$' or new.attribute::integer not between 35 and 50) then
    perform private.fail('Indiquez la pointure des chaussures de sécurité (35 à 50)', 'ppe_request_item_attribute');
  elsif new.item_type = 'gloves' and (new.attribute is null or new.attribute !~ '^[0-9]{1,2}$' or new.attribute::integer not between 6 and 11) then
    perform private.fail('Indiquez la taille des gants (6 à 11)', 'ppe_request_item_attribute');
  elsif new.item_type in ('workwear', 'hi_vis', 'rain_gear') and (new.attribute is null or new.attribute not in ('XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL')) then
    perform private.fail('Indiquez la taille du vêtement (XS à 4XL)', 'ppe_request_item_attribute');
  end if;
  if new.is_canceled and coalesce(btrim(new.canceled_reason), '') = '' then
    perform private.fail('Un motif est obligatoire pour annuler un équipement', 'ppe_request_item_canceled_reason');
  end if;
  if not v_system then
    if tg_op = 'UPDATE' and new.is_canceled is distinct from old.is_canceled and v_status not in ('requested', 'approved') then
      perform private.fail('Un équipement ne s''annule que jusqu''à la commande', 'ppe_request_item_cancel_before_order');
    end if;
    if (tg_op = 'INSERT' or (new.item_type, new.label, new.attribute, new.quantity, new.unit_cost_ht)
                              is distinct from (old.item_type, old.label, old.attribute, old.quantity, old.unit_cost_ht))
       and v_status not in ('requested', 'approved') then
      perform private.fail('Les équipements ne se modifient plus une fois la commande passée', 'ppe_request_item_locked');
    end if;
    if new.delivered_quantity is distinct from (case when tg_op = 'UPDATE' then old.delivered_quantity end)
       and v_status not in ('ready', 'partially_delivered') then
      perform private.fail('Les quantités remises se saisissent quand la commande est prête', 'ppe_request_item_delivery');
    end if;
  end if;
  return new;
end
$$;

-- Keeps the request's total (items not cancelled) and cancels a request whose items all are.
create or replace function private.apply_ppe_request_item_effects()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_request_id uuid := coalesce(new.ppe_request_id, old.ppe_request_id);
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  perform set_config('renfort.actor', 'system', true);
  update public.ppe_request r
  set total_cost_ht = coalesce((select sum(i.quantity * i.unit_cost_ht) from public.ppe_request_item i
                                where i.ppe_request_id = r.id and not i.is_canceled), 0)
  where r.id = v_request_id;
  update public.ppe_request r
  set status = 'canceled', status_comment = 'Tous les équipements ont été annulés'
  where r.id = v_request_id and r.status in ('requested', 'approved')
    and exists (select 1 from public.ppe_request_item i where i.ppe_request_id = r.id)
    and not exists (select 1 from public.ppe_request_item i where i.ppe_request_id = r.id and not i.is_canceled);
  perform set_config('renfort.actor', v_previous_actor, true);
  return null;
end
$$;

select private.install_request_workspace_table('ppe_request_item');

-- ---------------------------------------------------------------------------------------
-- meal_card_request: a month of meal vouchers or meal allowances for a talent's contract.
create table public.meal_card_request (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  talent_id uuid not null references public.talent (id) on delete cascade,
  contract_id uuid not null references public.contract (id) on delete cascade,
  contract_key text,
  company_id uuid references public.company (id) on delete set null,
  requester_id uuid references public.team_member (id) on delete set null,
  assignee_id uuid references public.team_member (id) on delete set null,
  benefit_type public.meal_benefit_type not null,
  period_month date not null,
  eligible_days smallint not null,
  face_value numeric(6, 2),
  employer_share_rate numeric(5, 2),
  employer_share_amount numeric(6, 2) generated always as (round(face_value * employer_share_rate / 100, 2)) stored,
  employee_share_amount numeric(6, 2) generated always as (face_value - round(face_value * employer_share_rate / 100, 2)) stored,
  allowance_kind public.meal_allowance_kind,
  allowance_unit_amount numeric(6, 2),
  total_amount numeric(12, 2) generated always as (
    case when benefit_type = 'meal_voucher' then round(face_value * employer_share_rate / 100, 2) * eligible_days
         else allowance_unit_amount * eligible_days end
  ) stored,
  is_subject_to_contributions boolean not null default false,
  provider public.meal_voucher_provider,
  card_last4 text,
  loaded_at timestamptz,
  status public.meal_card_request_status not null default 'requested',
  status_changed_at timestamptz,
  status_comment text,
  due_at timestamptz,
  closed_at timestamptz,
  comment text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint meal_card_request_period_month check (extract(day from period_month) = 1),
  constraint meal_card_request_days check (eligible_days between 0 and 31),
  constraint meal_card_request_amounts check (coalesce(face_value, 0) >= 0 and coalesce(allowance_unit_amount, 0) >= 0),
  constraint meal_card_request_card_last4 check (card_last4 is null or card_last4 ~ '^[0-9]{4}$')
);
create unique index meal_card_request_one_per_month_idx on public.meal_card_request (contract_key, period_month)
  where status not in ('rejected', 'canceled');

-- Meal rules: vouchers with a face value, an employer share of 50–60 % capped at the URSSAF
-- exemption (7,32 € in 2026, enforced); allowances over the URSSAF cap are flagged as
-- subject to contributions; one benefit per contract and month; eligible days within the
-- month and, on validation, within the days worked on signed timesheets.
create or replace function private.validate_meal_card_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_cap numeric;
  v_min numeric;
  v_max numeric;
  v_days integer;
begin
  if new.eligible_days > extract(day from (new.period_month + interval '1 month' - interval '1 day')) then
    perform private.fail(format('Le mois ne compte que %s jours', extract(day from (new.period_month + interval '1 month' - interval '1 day'))), 'meal_card_request_days');
  end if;
  if new.benefit_type = 'meal_voucher' then
    if new.face_value is null or new.employer_share_rate is null or new.provider is null then
      perform private.fail('Pour des titres-restaurant, renseignez la valeur faciale, la part patronale et l''émetteur', 'meal_card_request_voucher_fields');
    end if;
    v_min := private.required_legal_value('meal_voucher_employer_share_min', new.period_month);
    v_max := private.required_legal_value('meal_voucher_employer_share_max', new.period_month);
    if new.employer_share_rate not between v_min and v_max then
      perform private.fail(format('La part patronale doit être comprise entre %s %% et %s %% de la valeur faciale (URSSAF)', v_min::integer, v_max::integer),
                           'meal_card_request_share_rate');
    end if;
    v_cap := private.required_legal_value('meal_voucher_employer_max', new.period_month);
    if round(new.face_value * new.employer_share_rate / 100, 2) > v_cap then
      perform private.fail(format('La part patronale (%s €) dépasse le plafond d''exonération URSSAF de %s € par titre (%s)',
                                  private.fr_number(round(new.face_value * new.employer_share_rate / 100, 2)), private.fr_number(v_cap),
                                  extract(year from new.period_month)), 'meal_card_request_exemption_cap');
    end if;
    new.allowance_kind := null;
    new.allowance_unit_amount := null;
    new.is_subject_to_contributions := false;
  else
    if new.allowance_kind is null or new.allowance_unit_amount is null then
      perform private.fail('Pour une indemnité de panier, renseignez le type de repas et le montant unitaire', 'meal_card_request_allowance_fields');
    end if;
    v_cap := private.required_legal_value('meal_allowance_' || new.allowance_kind::text, new.period_month);
    new.is_subject_to_contributions := new.allowance_unit_amount > v_cap;
    new.face_value := null;
    new.employer_share_rate := null;
    new.provider := null;
  end if;
  if new.status not in ('rejected', 'canceled') and exists (
    select 1 from public.meal_card_request r
    where r.contract_key = new.contract_key and r.period_month = new.period_month and r.id <> new.id and r.status not in ('rejected', 'canceled')
  ) then
    perform private.fail('Une demande de titres-restaurant ou de panier existe déjà pour ce contrat et ce mois', 'meal_card_request_one_per_month');
  end if;
  if v_moved and not v_system and new.status = 'validated' then
    select count(distinct d.date) into v_days
    from public.timesheet_day d join public.timesheet_week w on w.id = d.timesheet_week_id
    where w.contract_key = new.contract_key and w.workspace_id = new.workspace_id and w.status in ('signed', 'validated', 'exported', 'invoiced')
      and d.worked_hours > 0 and d.date >= new.period_month and d.date < (new.period_month + interval '1 month')::date;
    if new.eligible_days > v_days then
      perform private.fail(format('Les jours éligibles (%s) dépassent les jours travaillés sur les relevés signés du mois (%s)', new.eligible_days, v_days),
                           'meal_card_request_days_worked');
    end if;
  end if;
  if v_moved and new.status = 'loaded' then
    new.loaded_at := coalesce(new.loaded_at, now());
  end if;
  new.due_at := case when new.status in ('requested', 'validated', 'ordered')
                     then ((new.period_month + interval '1 month')::date)::timestamp at time zone 'Europe/Paris' end;
  return new;
end
$$;

select private.install_request_table('meal_card_request');

-- ---------------------------------------------------------------------------------------
-- expense_claim_request: costs a talent advanced for a mission (transport, mileage, meals…).
create table public.expense_claim_request (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  talent_id uuid not null references public.talent (id) on delete restrict,
  contract_id uuid references public.contract (id) on delete set null,
  contract_key text,
  mission_id uuid references public.mission (id) on delete set null,
  requester_id uuid references public.team_member (id) on delete set null,
  assignee_id uuid references public.team_member (id) on delete set null,
  expense_date date not null,
  category public.expense_category not null,
  description text,
  amount_ttc numeric(12, 2) not null,
  vat_amount numeric(12, 2) not null default 0,
  km numeric(8, 1),
  fiscal_horsepower smallint,
  receipt_file text,
  rebillable_to_client boolean not null default false,
  rebill_coefficient numeric(5, 3),
  approved_amount numeric(12, 2),
  paid_at timestamptz,
  payment_reference text,
  is_late_filing boolean not null default false,
  status public.expense_claim_request_status not null default 'draft',
  status_changed_at timestamptz,
  status_comment text,
  due_at timestamptz,
  closed_at timestamptz,
  comment text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint expense_claim_request_amounts check (amount_ttc > 0 and vat_amount >= 0 and (approved_amount is null or approved_amount between 0 and amount_ttc)),
  constraint expense_claim_request_mileage check (km is null or km > 0),
  constraint expense_claim_request_rebill check (rebill_coefficient is null or rebill_coefficient between 1 and 1.5)
);

-- Expense rules: VAT within 20/120 of the amount, mileage with distance and horsepower, a
-- date of the mission (± 1 day, medical and training trips aside), no duplicate, a receipt to
-- submit, CSMs decide up to the policy amount (accounting above), partial approvals below
-- the amount, late filing flagged, due a week after submission.
create or replace function private.validate_expense_claim_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_span record;
  v_max numeric;
begin
  if new.vat_amount > round(new.amount_ttc * 20 / 120, 2) then
    perform private.fail('La TVA ne peut pas dépasser 20/120 du montant TTC', 'expense_claim_request_vat');
  end if;
  if new.category = 'mileage' and (new.km is null or new.fiscal_horsepower is null) then
    perform private.fail('Des indemnités kilométriques demandent la distance et la puissance fiscale', 'expense_claim_request_mileage');
  end if;
  if not v_system and new.expense_date > current_date then
    perform private.fail('La date de la dépense ne peut pas être dans le futur', 'expense_claim_request_date_future');
  end if;
  if new.contract_key is not null and new.category not in ('medical_visit_travel', 'training_travel') then
    select min(c.start_date) as first_day, max(coalesce(c.definitive_end_date, c.end_date, 'infinity'::date)) as last_day into v_span
    from public.contract c where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key and c.status <> 'canceled';
    if new.expense_date not between v_span.first_day - 1 and v_span.last_day + 1 then
      perform private.fail('La dépense doit dater de la mission (à un jour près)', 'expense_claim_request_in_contract');
    end if;
  end if;
  if new.status not in ('rejected', 'canceled') and exists (
    select 1 from public.expense_claim_request e
    where e.talent_id = new.talent_id and e.expense_date = new.expense_date and e.amount_ttc = new.amount_ttc
      and e.category = new.category and e.id <> new.id and e.status not in ('rejected', 'canceled')
  ) then
    perform private.fail('Cette note de frais existe déjà (même date, même montant, même catégorie)', 'expense_claim_request_duplicate');
  end if;
  new.is_late_filing := (coalesce(new.created_at, now())::date - new.expense_date) > private.required_legal_value('expense_claim_filing_days', new.expense_date);

  if v_moved and not v_system then
    if new.status = 'submitted' and new.category <> 'mileage' and new.receipt_file is null then
      perform private.fail('Le justificatif est obligatoire (sauf indemnités kilométriques)', 'expense_claim_request_receipt');
    end if;
    if new.status in ('approved', 'partially_approved', 'rejected') then
      v_max := private.required_legal_value('expense_claim_csm_max_amount', new.expense_date);
      if new.amount_ttc > v_max and not private.has_any_role('{accounting_team_member,team_member_developer}') then
        perform private.fail(format('Au-delà de %s €, la décision sur une note de frais revient à la comptabilité', private.fr_number(v_max)),
                             'expense_claim_request_threshold', '42501');
      end if;
    end if;
  end if;
  if v_moved and new.status = 'approved' then
    new.approved_amount := coalesce(new.approved_amount, new.amount_ttc);
  end if;
  if v_moved and new.status = 'partially_approved' and new.approved_amount >= new.amount_ttc then
    perform private.fail('Un remboursement partiel est inférieur au montant demandé', 'expense_claim_request_partial');
  end if;
  if v_moved and new.status = 'paid' then
    new.paid_at := coalesce(new.paid_at, now());
  end if;
  new.due_at := case when new.status in ('submitted', 'approved', 'partially_approved')
                     then coalesce(new.status_changed_at, now()) + interval '7 days' end;
  return new;
end
$$;

select private.install_request_table('expense_claim_request');

-- ---------------------------------------------------------------------------------------
-- Who may move the talent-side requests (domain.md §4.5–§4.8).
insert into public.status_transition (entity, from_status, to_status, roles, requester_only_roles, external_actors, requires_comment, required_fields, note)
select t.entity, f, t.to_status, private.roles_of(t.roles), private.roles_of(t.own), t.external, t.comment, t.required, t.note
from (values
  ('professional_card_request', null, 'draft', 'CONS CSM XCSM', '', '{}'::text[], false, '{}'::text[], null),
  ('professional_card_request', 'draft', 'submitted', 'CONS CSM XCSM', '', '{}', false, '{photo_file,request_number}', 'dépôt sur cartebtp.fr'),
  ('professional_card_request', 'submitted', 'awaiting_payment', 'CSM XCSM ACC', '', '{}', false, '{}', 'paiement par virement'),
  ('professional_card_request', 'submitted awaiting_payment', 'paid', 'ACC', '', '{}', false, '{provisional_attestation_file}', 'ou automatiquement sur paiement par carte'),
  ('professional_card_request', 'paid', 'card_received', 'CSM XCSM', '', '{}', false, '{card_number,issued_at}', null),
  ('professional_card_request', 'card_received', 'delivered', 'CSM XCSM', '', '{}', false, '{}', null),
  ('professional_card_request', 'submitted awaiting_payment', 'rejected', 'CSM', '', '{}', true, '{}', 'ou automatiquement par l''organisme'),
  ('professional_card_request', 'draft', 'canceled', 'CONS CSM XCSM', 'CONS XCSM', '{}', false, '{}', null),
  ('professional_card_request', 'submitted awaiting_payment', 'canceled', 'CSM', '', '{}', true, '{}', null),
  ('ppe_request', null, 'requested', 'CONS CSM XCSM', '', '{}', false, '{}', null),
  ('ppe_request', 'requested', 'approved', 'CSM ACC', '', '{}', false, '{}', 'le CSM jusqu''au seuil, la comptabilité au-delà'),
  ('ppe_request', 'requested', 'rejected', 'CSM ACC', '', '{}', true, '{}', null),
  ('ppe_request', 'approved', 'ordered', 'CSM XCSM', '', '{}', false, '{supplier}', null),
  ('ppe_request', 'ordered', 'ready', 'CSM XCSM', '', '{}', false, '{}', null),
  ('ppe_request', 'ready', 'delivered', 'CSM XCSM', '', '{}', false, '{handover_signature_file}', null),
  ('ppe_request', 'ready', 'partially_delivered', 'CSM XCSM', '', '{}', false, '{handover_signature_file}', null),
  ('ppe_request', 'partially_delivered', 'delivered', 'CSM XCSM', '', '{}', false, '{}', null),
  ('ppe_request', 'requested approved ordered ready', 'canceled', 'CSM', '', '{}', true, '{}', 'ou automatiquement quand tous les équipements sont annulés'),
  ('meal_card_request', null, 'requested', 'CONS XCSM', '', '{}', false, '{}', 'ou automatiquement chaque mois depuis les relevés'),
  ('meal_card_request', 'requested', 'validated', 'CSM', '', '{}', false, '{}', null),
  ('meal_card_request', 'requested', 'rejected', 'CSM', '', '{}', true, '{}', null),
  ('meal_card_request', 'validated', 'ordered', 'ACC', '', '{}', false, '{}', null),
  ('meal_card_request', 'ordered', 'loaded', 'ACC', '', '{}', false, '{loaded_at}', null),
  ('meal_card_request', 'requested validated', 'canceled', 'CSM', '', '{}', true, '{}', null),
  ('expense_claim_request', null, 'draft', 'CONS XCSM', '', '{external_talent}', false, '{}', null),
  ('expense_claim_request', null, 'submitted', 'CONS XCSM', '', '{external_talent}', false, '{}', null),
  ('expense_claim_request', 'draft', 'submitted', 'CONS XCSM', '', '{external_talent}', false, '{}', 'justificatif sauf indemnités kilométriques'),
  ('expense_claim_request', 'submitted', 'approved', 'CSM ACC', '', '{}', false, '{}', 'le CSM jusqu''au seuil, la comptabilité au-delà'),
  ('expense_claim_request', 'submitted', 'partially_approved', 'CSM ACC', '', '{}', true, '{approved_amount}', null),
  ('expense_claim_request', 'submitted', 'rejected', 'CSM ACC', '', '{}', true, '{}', null),
  ('expense_claim_request', 'approved partially_approved', 'paid', 'ACC', '', '{}', false, '{payment_reference}', null),
  ('expense_claim_request', 'draft submitted', 'canceled', 'CONS XCSM', 'CONS XCSM', '{}', false, '{}', 'l''auteur, avant la décision')
) as t (entity, froms, to_status, roles, own, external, comment, required, note)
cross join lateral unnest(coalesce(string_to_array(t.froms, ' '), array[null::text])) as f;
select private.derive_notify_roles('professional_card_request');
select private.derive_notify_roles('ppe_request');
select private.derive_notify_roles('meal_card_request');
select private.derive_notify_roles('expense_claim_request');

-- Permission matrix rows: CSMs and external CSMs run the compliance requests, accounting
-- pays; the independents' administrator reads expense claims (independents file some);
-- never marketing.
insert into public.role_permission (role, resource, action, scope, note)
select r, m.resource, m.action::public.permission_action, 'all', m.note
from (values
  ('professional_card_request', 'select', 'ACC CONS CSM XCSM DEV', 'jamais le marketing'),
  ('professional_card_request', 'insert', 'CONS CSM XCSM DEV', null),
  ('professional_card_request', 'update', 'ACC CONS CSM XCSM DEV', 'qui peut changer le statut : status_transition'),
  ('professional_card_request', 'delete', 'DEV', 'annuler plutôt que supprimer'),
  ('ppe_request', 'select', 'ACC CONS CSM XCSM DEV', 'jamais le marketing'),
  ('ppe_request', 'insert', 'CONS CSM XCSM DEV', null),
  ('ppe_request', 'update', 'ACC CONS CSM XCSM DEV', 'qui peut changer le statut : status_transition'),
  ('ppe_request', 'delete', 'DEV', 'annuler plutôt que supprimer'),
  ('ppe_request_item', 'select', 'ACC CONS CSM XCSM DEV', null),
  ('ppe_request_item', 'insert', 'CONS CSM XCSM DEV', 'tant que la demande n''est pas commandée'),
  ('ppe_request_item', 'update', 'CONS CSM XCSM DEV', 'annulation d''un équipement jusqu''à la commande'),
  ('ppe_request_item', 'delete', 'CONS CSM XCSM DEV', 'tant que la demande n''est pas commandée'),
  ('meal_card_request', 'select', 'ACC CONS CSM XCSM DEV', 'jamais le marketing'),
  ('meal_card_request', 'insert', 'CONS XCSM DEV', null),
  ('meal_card_request', 'update', 'ACC CONS CSM XCSM DEV', 'qui peut changer le statut : status_transition'),
  ('meal_card_request', 'delete', 'DEV', 'annuler plutôt que supprimer'),
  ('expense_claim_request', 'select', 'ACC CONS CSM XCSM DEV IND', 'jamais le marketing'),
  ('expense_claim_request', 'insert', 'CONS XCSM DEV', null),
  ('expense_claim_request', 'update', 'ACC CONS CSM XCSM DEV', 'qui peut changer le statut : status_transition'),
  ('expense_claim_request', 'delete', 'DEV', 'annuler plutôt que supprimer')
) as m (resource, action, roles, note)
cross join lateral unnest(private.roles_of(m.roles)) as r;

select private.refresh_request_action_item_view();

revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
revoke all on function private.install_request_table(text), private.install_request_workspace_table(text),
  private.index_foreign_keys(text), private.derive_notify_roles(text), private.refresh_request_action_item_view() from authenticated, service_role;
