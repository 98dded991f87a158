-- Independents (domain.md §5.1–§5.2): the monthly invoice an independent (freelance or
-- portage) issues to us, and the payment requests that release it, owned by the
-- independents' administrator and paid by accounting, with the URSSAF vigilance duty
-- (L8222-1) above 5 000 € HT.

create type public.independent_monthly_invoice_status as enum (
  'draft', 'generated', 'pending_independent_validation', 'validated', 'booked', 'partially_paid', 'paid', 'disputed', 'canceled'
);
create type public.independent_payment_request_status as enum ('requested', 'approved', 'scheduled', 'paid', 'rejected', 'canceled');

insert into public.enum_label (enum_name, value, label, position) values
  ('independent_monthly_invoice_status', 'draft', 'Brouillon', 1),
  ('independent_monthly_invoice_status', 'generated', 'Générée', 2),
  ('independent_monthly_invoice_status', 'pending_independent_validation', 'À valider par l''indépendant', 3),
  ('independent_monthly_invoice_status', 'validated', 'Validée', 4),
  ('independent_monthly_invoice_status', 'booked', 'Comptabilisée', 5),
  ('independent_monthly_invoice_status', 'partially_paid', 'Partiellement payée', 6),
  ('independent_monthly_invoice_status', 'paid', 'Payée', 7),
  ('independent_monthly_invoice_status', 'disputed', 'Contestée', 8),
  ('independent_monthly_invoice_status', 'canceled', 'Annulée (avoir)', 9),
  ('independent_payment_request_status', 'requested', 'Demandée', 1),
  ('independent_payment_request_status', 'approved', 'Validée', 2),
  ('independent_payment_request_status', 'scheduled', 'Programmée', 3),
  ('independent_payment_request_status', 'paid', 'Payée', 4),
  ('independent_payment_request_status', 'rejected', 'Refusée', 5),
  ('independent_payment_request_status', 'canceled', 'Annulée', 6),
  ('request_field', 'file', 'le fichier de la facture', 70),
  ('request_field', 'invoice_number', 'le numéro de facture', 71),
  ('request_field', 'issue_date', 'la date d''émission', 72),
  ('request_field', 'due_date', 'la date d''échéance', 73),
  ('request_field', 'requested_payment_date', 'la date de paiement', 74);

insert into public.request_type (entity, label, plural_label, route, status_enum, initial_status, terminal_statuses, has_amounts, deadline_rule, position) values
  ('independent_monthly_invoice', 'Facture mensuelle indépendant', 'Factures mensuelles des indépendants', 'independent-monthly-invoices',
   'independent_monthly_invoice_status', 'draft', '{paid,canceled}', true, 'Validation par l''indépendant sous 5 jours, puis l''échéance de la facture (≤ 60 jours, L441-10)', 10),
  ('independent_payment_request', 'Demande de paiement indépendant', 'Demandes de paiement indépendant', 'independent-payment-requests',
   'independent_payment_request_status', 'requested', '{paid,rejected,canceled}', true, 'Décision sous 3 jours, puis la date de paiement demandée', 11);

-- ---------------------------------------------------------------------------------------
-- independent_monthly_invoice: an independent's invoice for a month of work (spec: month,
-- amount, comment, status, file). `amount` is excluding tax; VAT 0 % under the franchise.
create table public.independent_monthly_invoice (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  talent_id uuid not null references public.talent (id) on delete restrict,
  contract_id uuid references public.contract (id) on delete set null,
  contract_key text,
  requester_id uuid references public.team_member (id) on delete set null,
  assignee_id uuid references public.team_member (id) on delete set null,
  month date not null,
  invoice_number text,
  billed_entity text not null default 'Renfort',
  self_billing boolean not null default false,
  lines jsonb not null default '[]',
  amount numeric(12, 2) not null,
  vat_rate numeric(5, 2) not null default 20,
  vat_amount numeric(12, 2) generated always as (round(amount * vat_rate / 100, 2)) stored,
  amount_ttc numeric(12, 2) generated always as (amount + round(amount * vat_rate / 100, 2)) stored,
  paid_amount numeric(12, 2) not null default 0,
  issue_date date,
  due_date date,
  file text,
  status public.independent_monthly_invoice_status not null default 'draft',
  status_changed_at timestamptz,
  status_comment text,
  due_at timestamptz,
  closed_at timestamptz,
  comment text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint independent_monthly_invoice_month check (extract(day from month) = 1),
  constraint independent_monthly_invoice_amount check (amount > 0 and paid_amount >= 0),
  constraint independent_monthly_invoice_vat_rate check (vat_rate in (0, 20)),
  constraint independent_monthly_invoice_lines check (jsonb_typeof(lines) = 'array'),
  constraint independent_monthly_invoice_due_date check (due_date is null or issue_date is null or due_date >= issue_date)
);
create unique index independent_monthly_invoice_one_per_month_idx on public.independent_monthly_invoice (talent_id, coalesce(contract_key, ''), month)
  where status <> 'canceled';

-- Invoice rules: issued by an independent or ported talent, VAT 0 % (art. 293 B) or 20 %,
-- one invoice per talent, contract and month, due within 60 days of issue (L441-10), due
-- dates for the independent's validation and the payment.
create or replace function private.validate_independent_monthly_invoice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (tg_op = 'INSERT' or new.talent_id is distinct from old.talent_id)
     and not exists (select 1 from public.talent t where t.id = new.talent_id and t.worker_type in ('independent', 'portage')) then
    perform private.fail('Seul un talent indépendant ou porté émet une facture mensuelle', 'independent_monthly_invoice_worker_type');
  end if;
  if new.vat_rate not in (0, 20) then
    perform private.fail('Le taux de TVA est de 0 % (franchise, art. 293 B du CGI) ou de 20 %', 'independent_monthly_invoice_vat_rate');
  end if;
  if new.due_date > new.issue_date + 60 then
    perform private.fail('L''échéance ne peut pas dépasser 60 jours après l''émission (C. com. L441-10)', 'independent_monthly_invoice_due_date');
  end if;
  if new.status <> 'canceled' and exists (
    select 1 from public.independent_monthly_invoice i
    where i.talent_id = new.talent_id and coalesce(i.contract_key, '') = coalesce(new.contract_key, '') and i.month = new.month
      and i.id <> new.id and i.status <> 'canceled'
  ) then
    perform private.fail(format('Une facture existe déjà pour ce talent, ce contrat et le mois de %s', to_char(new.month, 'MM/YYYY')),
                         'independent_monthly_invoice_one_per_month');
  end if;
  new.due_at := case
    when new.status = 'pending_independent_validation' then coalesce(new.status_changed_at, now()) + interval '5 days'
    when new.status in ('validated', 'booked', 'partially_paid') then new.due_date::timestamp at time zone 'Europe/Paris' end;
  return new;
end
$$;

select private.install_request_table('independent_monthly_invoice');

-- ---------------------------------------------------------------------------------------
-- independent_payment_request: the release of (part of) a validated monthly invoice.
create table public.independent_payment_request (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  talent_id uuid not null references public.talent (id) on delete restrict,
  independent_monthly_invoice_id uuid not null references public.independent_monthly_invoice (id) on delete restrict,
  requester_id uuid references public.team_member (id) on delete set null,
  assignee_id uuid references public.team_member (id) on delete set null,
  amount numeric(12, 2) not null,
  requested_payment_date date not null default current_date,
  early_payment boolean not null default false,
  early_payment_fee numeric(12, 2),
  iban_masked text,
  payment_reference text,
  paid_at timestamptz,
  status public.independent_payment_request_status not null default 'requested',
  status_changed_at timestamptz,
  status_comment text,
  due_at timestamptz,
  closed_at timestamptz,
  comment text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint independent_payment_request_amount check (amount > 0 and (early_payment_fee is null or early_payment_fee >= 0))
);

-- Payment rules: the invoice's talent and workspace, a validated invoice, the amount within
-- what remains to pay, the URSSAF vigilance attestation (< 6 months) once the relationship
-- reaches 5 000 € HT in the year (L8222-1, D8222-1), the masked IBAN, due dates.
create or replace function private.validate_independent_payment_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_invoice public.independent_monthly_invoice;
  v_remaining numeric;
  v_threshold numeric;
  v_iban text;
begin
  perform private.assert_same_workspace(new.workspace_id, 'independent_monthly_invoice', new.independent_monthly_invoice_id, 'La facture');
  select i.* into v_invoice from public.independent_monthly_invoice i where i.id = new.independent_monthly_invoice_id;
  new.talent_id := coalesce(new.talent_id, v_invoice.talent_id);
  if new.talent_id is distinct from v_invoice.talent_id then
    perform private.fail('La demande de paiement porte sur une facture de ce talent', 'independent_payment_request_talent');
  end if;
  if v_moved and not v_system and new.status in ('requested', 'approved', 'scheduled')
     and v_invoice.status not in ('validated', 'booked', 'partially_paid') then
    perform private.fail(format('La facture doit être validée avant son paiement (statut « %s »)',
                                private.enum_label('independent_monthly_invoice_status', v_invoice.status::text)), 'independent_payment_request_invoice_validated');
  end if;
  if new.status not in ('rejected', 'canceled', 'paid') then
    v_remaining := v_invoice.amount_ttc - v_invoice.paid_amount - coalesce((
      select sum(p.amount) from public.independent_payment_request p
      where p.independent_monthly_invoice_id = new.independent_monthly_invoice_id and p.id <> new.id and p.status in ('requested', 'approved', 'scheduled')), 0);
    if new.amount > v_remaining then
      perform private.fail(format('Le montant (%s €) dépasse le reste à payer de la facture (%s €)', private.fr_number(new.amount), private.fr_number(greatest(v_remaining, 0))),
                           'independent_payment_request_remaining');
    end if;
  end if;
  if v_moved and not v_system and new.status = 'approved' then
    v_threshold := private.required_legal_value('independent_vigilance_threshold');
    if (select coalesce(sum(i.amount), 0) from public.independent_monthly_invoice i
        where i.talent_id = new.talent_id and i.status <> 'canceled' and extract(year from i.month) = extract(year from v_invoice.month)) >= v_threshold
       and not exists (select 1 from public.document d
                       where d.talent_id = new.talent_id and d.type = 'urssaf_vigilance' and d.status in ('valid', 'expiring_soon')
                         and d.issued_at >= current_date - interval '6 months') then
      perform private.fail(format('Au-delà de %s € HT dans l''année, une attestation de vigilance URSSAF de moins de 6 mois est obligatoire (L8222-1)',
                                  private.fr_number(v_threshold)), 'independent_payment_request_vigilance');
    end if;
  end if;
  select p.iban into v_iban from public.talent_private p where p.talent_id = new.talent_id;
  new.iban_masked := coalesce(new.iban_masked, private.mask_iban(v_iban));
  if v_moved and new.status = 'paid' then
    new.paid_at := coalesce(new.paid_at, now());
  end if;
  new.due_at := case when new.status = 'requested' then coalesce(new.created_at, now()) + interval '3 days'
                     when new.status in ('approved', 'scheduled') then new.requested_payment_date::timestamp at time zone 'Europe/Paris' end;
  return new;
end
$$;

-- A payment made: adds it to the invoice's paid amount and moves the invoice to partially
-- paid or paid (as the system, once accounting has booked it).
create or replace function private.apply_independent_payment_request_effects()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  -- imports (seeds) bring consistent rows of their own
  if new.status <> 'paid' or (tg_op = 'UPDATE' and old.status = 'paid') or (tg_op = 'INSERT' and v_previous_actor = '' and private.is_system()) then
    return null;
  end if;
  perform set_config('renfort.actor', 'system', true);
  update public.independent_monthly_invoice i
  set paid_amount = i.paid_amount + new.amount,
      status = case when i.status in ('booked', 'partially_paid')
                    then (case when i.paid_amount + new.amount >= i.amount_ttc then 'paid' else 'partially_paid' end)::public.independent_monthly_invoice_status
                    else i.status end
  where i.id = new.independent_monthly_invoice_id;
  perform set_config('renfort.actor', v_previous_actor, true);
  return null;
end
$$;

select private.install_request_table('independent_payment_request');

-- ---------------------------------------------------------------------------------------
-- Who may move invoices and payments (domain.md §5.1–§5.2): the independents' administrator
-- runs them (or the independent through a link), accounting books and pays.
insert into public.status_transition (entity, from_status, to_status, roles, requester_only_roles, external_actors, requires_comment, required_fields, note)
select t.entity, f, t.to_status, private.roles_of(t.roles), private.roles_of(t.own), t.external, t.comment, t.required, t.note
from (values
  ('independent_monthly_invoice', null, 'draft', 'IND', '', '{}'::text[], false, '{}'::text[], 'ou automatiquement le 1er du mois depuis les relevés'),
  ('independent_monthly_invoice', 'draft', 'generated', 'IND', '', '{}', false, '{file,invoice_number,issue_date,due_date}', null),
  ('independent_monthly_invoice', 'generated', 'pending_independent_validation', 'IND', '', '{}', false, '{}', 'ou automatiquement à l''envoi'),
  ('independent_monthly_invoice', 'pending_independent_validation', 'validated', 'IND', '', '{external_talent}', true, '{}', 'l''administrateur sur accord écrit de l''indépendant'),
  ('independent_monthly_invoice', 'pending_independent_validation', 'disputed', 'IND', '', '{external_talent}', true, '{}', null),
  ('independent_monthly_invoice', 'disputed', 'draft', 'IND', '', '{}', false, '{}', null),
  ('independent_monthly_invoice', 'validated', 'booked', 'ACC', '', '{}', false, '{}', null),
  ('independent_monthly_invoice', 'booked', 'partially_paid', 'ACC', '', '{}', false, '{}', 'ou automatiquement au paiement'),
  ('independent_monthly_invoice', 'booked partially_paid', 'paid', 'ACC', '', '{}', false, '{}', 'ou automatiquement au paiement'),
  ('independent_monthly_invoice', 'draft generated pending_independent_validation disputed validated booked', 'canceled', 'ACC', '', '{}', true, '{}', 'avoir émis'),
  ('independent_payment_request', null, 'requested', 'IND CONS', '', '{external_talent}', false, '{}', null),
  ('independent_payment_request', 'requested', 'approved', 'IND', '', '{}', false, '{}', null),
  ('independent_payment_request', 'requested', 'rejected', 'IND', '', '{}', true, '{}', null),
  ('independent_payment_request', 'approved', 'scheduled', 'IND', '', '{}', false, '{requested_payment_date}', 'lot SEPA'),
  ('independent_payment_request', 'scheduled', 'paid', 'ACC', '', '{}', false, '{payment_reference}', null),
  ('independent_payment_request', 'requested', 'canceled', 'IND CONS', 'CONS', '{}', false, '{}', 'le demandeur, avant la décision'),
  ('independent_payment_request', 'approved scheduled', 'canceled', 'IND', '', '{}', true, '{}', null)
) as t (entity, froms, to_status, roles, own, external, comment, required, note)
cross join lateral unnest(coalesce(string_to_array(t.froms, ' '), array[null::text])) as f;
select private.derive_notify_roles('independent_monthly_invoice');
select private.derive_notify_roles('independent_payment_request');

-- Permission matrix rows: the independents' administrator owns both, accounting books and
-- pays, a consultant follows the payment requests they made; nobody else sees these amounts.
insert into public.role_permission (role, resource, action, scope, note)
select r, m.resource, m.action::public.permission_action, m.scope::public.permission_scope, m.note
from (values
  ('independent_monthly_invoice', 'select', 'all', 'ACC DEV IND', 'montants : administrateur des indépendants et comptabilité'),
  ('independent_monthly_invoice', 'insert', 'all', 'DEV IND', null),
  ('independent_monthly_invoice', 'update', 'all', 'ACC DEV IND', 'qui peut changer le statut : status_transition'),
  ('independent_monthly_invoice', 'delete', 'all', 'DEV', 'annuler (avoir) plutôt que supprimer'),
  ('independent_payment_request', 'select', 'all', 'ACC DEV IND', null),
  ('independent_payment_request', 'select', 'own', 'CONS', 'ses demandes et celles de ses managés'),
  ('independent_payment_request', 'insert', 'all', 'CONS DEV IND', null),
  ('independent_payment_request', 'update', 'all', 'ACC DEV IND', 'qui peut changer le statut : status_transition'),
  ('independent_payment_request', 'update', 'own', 'CONS', 'annuler sa demande'),
  ('independent_payment_request', 'delete', 'all', 'DEV', 'annuler plutôt que supprimer')
) as m (resource, action, scope, roles, note)
cross join lateral unnest(private.roles_of(m.roles)) as r;

select private.refresh_request_action_item_view();

revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
revoke all on function private.install_request_table(text), private.install_request_workspace_table(text),
  private.index_foreign_keys(text), private.derive_notify_roles(text), private.refresh_request_action_item_view() from authenticated, service_role;
