-- Advance payments (domain.md §4.9, user-asks #12): an acompte pays part of the pay already
-- earned (L3242-1), so its ceiling is computed from the signed hours of the month × the
-- contract's pay, estimated net × the policy ratio, minus the other advances of the month.

create type public.advance_payment_request_status as enum ('requested', 'approved', 'paid', 'deducted', 'rejected', 'canceled');
create type public.advance_payment_method as enum ('sepa_transfer', 'instant_transfer');

insert into public.enum_label (enum_name, value, label, position) values
  ('advance_payment_request_status', 'requested', 'Demandée', 1),
  ('advance_payment_request_status', 'approved', 'Acceptée', 2),
  ('advance_payment_request_status', 'paid', 'Versée', 3),
  ('advance_payment_request_status', 'deducted', 'Déduite sur paie', 4),
  ('advance_payment_request_status', 'rejected', 'Refusée', 5),
  ('advance_payment_request_status', 'canceled', 'Annulée', 6),
  ('advance_payment_method', 'sepa_transfer', 'Virement SEPA', 1),
  ('advance_payment_method', 'instant_transfer', 'Virement instantané', 2),
  ('request_field', 'approved_amount', 'le montant accordé', 30),
  ('request_field', 'payment_reference', 'la référence du paiement', 31),
  ('request_field', 'deducted_in_pay_tracking_id', 'la paie qui déduit l''acompte', 32),
  ('request_field', 'paid_at', 'la date de paiement', 33);

insert into public.request_type (entity, label, plural_label, route, status_enum, initial_status, terminal_statuses, has_amounts, deadline_rule, position) values
  ('advance_payment_request', 'Demande d''acompte', 'Demandes d''acompte', 'advance-payment-requests', 'advance_payment_request_status', 'requested',
   '{deducted,rejected,canceled}', true, 'Versement hebdomadaire : le jeudi suivant la demande', 9);

-- advance_payment_request: a talent's request for part of the pay already earned this month.
create table public.advance_payment_request (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  talent_id uuid not null references public.talent (id) on delete restrict,
  contract_id uuid references public.contract (id) on delete set null,
  contract_key text,
  requester_id uuid references public.team_member (id) on delete set null,
  assignee_id uuid references public.team_member (id) on delete set null,
  period_month date not null default date_trunc('month', current_date)::date,
  requested_amount numeric(12, 2) not null,
  earned_gross_to_date numeric(12, 2) not null default 0,
  estimated_net_earned numeric(12, 2) not null default 0,
  already_advanced numeric(12, 2) not null default 0,
  max_allowed numeric(12, 2) not null default 0,
  exceeds_max_allowed boolean generated always as (requested_amount > max_allowed) stored,
  approved_amount numeric(12, 2),
  payment_method public.advance_payment_method not null default 'sepa_transfer',
  iban_masked text,
  paid_at timestamptz,
  payment_reference text,
  deducted_in_pay_tracking_id uuid references public.pay_tracking (id) on delete set null,
  status public.advance_payment_request_status not null default 'requested',
  status_changed_at timestamptz,
  status_comment text,
  due_at timestamptz,
  closed_at timestamptz,
  comment text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint advance_payment_request_period_month check (extract(day from period_month) = 1),
  constraint advance_payment_request_amounts check (requested_amount > 0 and (approved_amount is null or approved_amount > 0)),
  constraint advance_payment_request_approved_le_requested check (approved_amount is null or approved_amount <= requested_amount)
);
create unique index advance_payment_request_one_open_idx on public.advance_payment_request (talent_id) where status in ('requested', 'approved');

-- The ceiling of a talent's advance for a month: gross earned on signed or validated
-- timesheet days × the contract's hourly pay, net estimate, policy ratio, other advances.
create or replace function private.advance_payment_ceiling(
  p_talent_id uuid, p_period_month date, p_contract_key text default null, p_exclude_id uuid default null,
  out earned_gross numeric, out estimated_net numeric, out already_advanced numeric, out max_allowed numeric
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  select coalesce(round(sum(d.worked_hours * c.hourly_wage), 2), 0) into earned_gross
  from public.timesheet_day d
  join public.timesheet_week w on w.id = d.timesheet_week_id
  join public.contract c on c.id = w.contract_id
  where w.talent_id = p_talent_id and w.status in ('signed', 'validated', 'exported', 'invoiced')
    and d.date >= p_period_month and d.date < (p_period_month + interval '1 month')::date
    and (p_contract_key is null or w.contract_key = p_contract_key)
    and c.hourly_wage is not null;
  estimated_net := round(earned_gross * private.required_legal_value('net_to_gross_ratio', p_period_month), 2);
  select coalesce(sum(coalesce(a.approved_amount, a.requested_amount)), 0) into already_advanced
  from public.advance_payment_request a
  where a.talent_id = p_talent_id and a.period_month = p_period_month and a.status in ('approved', 'paid', 'deducted')
    and a.id is distinct from p_exclude_id;
  max_allowed := greatest(round(estimated_net * private.required_legal_value('advance_payment_max_ratio', p_period_month), 2) - already_advanced, 0);
end
$$;

-- Advance rules: salaried talents only, an IBAN on file (kept masked), the policy minimum,
-- work already done, one open request per talent, the ceiling on approval, the payment
-- date (Thursday's batch) as the due date, payment and deduction stamps.
create or replace function private.validate_advance_payment_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_ceiling record;
  v_worker public.worker_type;
  v_iban text;
  v_min numeric;
begin
  select t.worker_type into v_worker from public.talent t where t.id = new.talent_id;
  select p.iban into v_iban from public.talent_private p where p.talent_id = new.talent_id;
  new.iban_masked := coalesce(new.iban_masked, private.mask_iban(v_iban));

  -- The figures follow the month's signed hours until the request is decided.
  if new.status = 'requested' or (v_moved and new.status = 'approved') then
    v_ceiling := private.advance_payment_ceiling(new.talent_id, new.period_month, new.contract_key, new.id);
    new.earned_gross_to_date := v_ceiling.earned_gross;
    new.estimated_net_earned := v_ceiling.estimated_net;
    new.already_advanced := v_ceiling.already_advanced;
    new.max_allowed := v_ceiling.max_allowed;
  end if;

  if tg_op = 'INSERT' and not v_system then
    if v_worker not in ('temp', 'cdi_temp', 'portage') then
      perform private.fail('Un acompte ne concerne que les talents salariés (intérimaires, CDI intérimaires, portés)', 'advance_payment_request_worker_type');
    end if;
    if v_iban is null then
      perform private.fail('Le talent n''a pas d''IBAN enregistré : impossible de lui verser un acompte', 'advance_payment_request_iban_required');
    end if;
    v_min := private.required_legal_value('advance_payment_min_amount', new.period_month);
    if new.requested_amount < v_min then
      perform private.fail(format('Un acompte est d''au moins %s €', private.fr_number(v_min)), 'advance_payment_request_min_amount');
    end if;
    if new.earned_gross_to_date <= 0 then
      perform private.fail(format('Aucune heure signée en %s : un acompte ne porte que sur du travail déjà effectué (L3242-1)',
                                  to_char(new.period_month, 'MM/YYYY')), 'advance_payment_request_work_done');
    end if;
  end if;
  if new.status in ('requested', 'approved') and exists (
    select 1 from public.advance_payment_request a
    where a.talent_id = new.talent_id and a.id <> new.id and a.status in ('requested', 'approved')
  ) then
    perform private.fail('Ce talent a déjà une demande d''acompte en cours', 'advance_payment_request_one_open');
  end if;

  if v_moved and new.status = 'approved' then
    if new.approved_amount > new.requested_amount then
      perform private.fail(format('Le montant accordé (%s €) dépasse le montant demandé (%s €)',
                                  private.fr_number(new.approved_amount), private.fr_number(new.requested_amount)), 'advance_payment_request_approved_le_requested');
    end if;
    if new.approved_amount > new.max_allowed then
      perform private.fail(format('Le montant accordé (%s €) dépasse le plafond de %s € (%s %% du net estimé déjà gagné ce mois-ci, acomptes déduits)',
                                  private.fr_number(new.approved_amount), private.fr_number(new.max_allowed),
                                  private.fr_number(100 * private.required_legal_value('advance_payment_max_ratio', new.period_month))),
                           'advance_payment_request_ceiling');
    end if;
  end if;
  if v_moved and new.status = 'paid' then
    new.paid_at := coalesce(new.paid_at, now());
  end if;
  if new.deducted_in_pay_tracking_id is not null then
    perform private.assert_same_workspace(new.workspace_id, 'pay_tracking', new.deducted_in_pay_tracking_id, 'La paie');
  end if;

  -- Due: the Thursday payment batch after the request (or after approval).
  new.due_at := case when new.status in ('requested', 'approved')
                     then (date_trunc('week', coalesce(new.created_at, now()) at time zone 'Europe/Paris')::date
                           + case when extract(isodow from coalesce(new.created_at, now()) at time zone 'Europe/Paris') < 4 then 3 else 10 end
                           + time '12:00') at time zone 'Europe/Paris' end;
  return new;
end
$$;

select private.install_request_table('advance_payment_request');

-- Who may move advance payments (domain.md §4.9): consultants and external CSMs (or the
-- talent through a link) ask, CSMs or accounting decide, accounting pays, the payroll export deducts.
insert into public.status_transition (entity, from_status, to_status, roles, requester_only_roles, external_actors, requires_comment, required_fields, note)
select 'advance_payment_request', f, t.to_status, private.roles_of(t.roles), private.roles_of(t.own), t.external, t.comment, t.required, t.note
from (values
  (null, 'requested', 'CONS XCSM', '', '{external_talent}'::text[], false, '{}'::text[], null),
  ('requested', 'approved', 'CSM ACC', '', '{}', false, '{approved_amount}', 'plafond : 80 % du net estimé déjà gagné'),
  ('requested', 'rejected', 'CSM ACC', '', '{}', true, '{}', null),
  ('approved', 'paid', 'ACC', '', '{}', false, '{payment_reference}', 'virement hebdomadaire'),
  ('paid', 'deducted', '', '', '{}', false, '{deducted_in_pay_tracking_id}', 'automatique à l''export de la paie'),
  ('requested', 'canceled', 'CONS XCSM', 'CONS XCSM', '{}', false, '{}', 'le demandeur, avant la décision'),
  ('approved', 'canceled', 'ACC', '', '{}', true, '{}', 'versement abandonné')
) as t (froms, to_status, roles, own, external, comment, required, note)
cross join lateral unnest(coalesce(string_to_array(t.froms, ' '), array[null::text])) as f;
select private.derive_notify_roles('advance_payment_request');

-- Permission matrix rows: accounting owns advances; CSMs decide; consultants and external
-- CSMs ask (and see the amounts, domain.md §4.9); never marketing.
insert into public.role_permission (role, resource, action, scope, note)
select r, m.resource, m.action::public.permission_action, 'all', m.note
from (values
  ('advance_payment_request', 'select', 'ACC CONS CSM XCSM DEV', 'jamais le marketing'),
  ('advance_payment_request', 'insert', 'CONS XCSM DEV', null),
  ('advance_payment_request', 'update', 'ACC CONS CSM XCSM DEV', 'qui peut changer le statut : status_transition'),
  ('advance_payment_request', 'delete', 'DEV', 'annuler plutôt que supprimer')
) as m (resource, action, roles, note)
cross join lateral unnest(private.roles_of(m.roles)) as r;

select private.refresh_request_action_item_view();

revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
revoke all on function private.install_request_table(text), private.install_request_workspace_table(text),
  private.index_foreign_keys(text), private.derive_notify_roles(text), private.refresh_request_action_item_view() from authenticated, service_role;
