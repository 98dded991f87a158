-- Advance payments: the net earned comes from the pay engine, not from a net/gross ratio.
--
-- Why: net pay is URSSAF's computation (modele-social: contributions by bracket, CSG base,
-- fixed parts), which no single ratio reproduces (0.78 is off by +0.80 € to −40.50 € on
-- simple cases) and which SQL cannot run. So whoever creates the request — the app's screen
-- or the seed, both with the engine (src/lib/pay) — sends `estimated_net_earned`: the engine's
-- net for the gross earned on the month's signed hours. The database keeps what it can check
-- without the engine: the gross itself (signed hours × contract pay, recomputed here), a net
-- that is positive and never above that gross, and the ceiling (policy share of that net,
-- minus the month's other advances) that approval may not exceed (domain.md §4.9).
-- When hours are signed after the request (while it waits for its decision), the stored net
-- follows the gross at the engine's own net/gross of that request, until a screen sends a
-- fresh engine figure (any change of estimated_net_earned is taken as that figure).
-- legal_parameter 'net_to_gross_ratio' is removed: nothing reads it any more.

drop function private.advance_payment_ceiling(uuid, date, text, uuid);

-- The month's gross earned on signed or validated timesheet days × the contract's hourly pay,
-- and the other advances of the month.
create or replace function private.advance_payment_earned(
  p_talent_id uuid, p_period_month date, p_contract_key text default null, p_exclude_id uuid default null,
  out earned_gross numeric, out already_advanced numeric
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    (select coalesce(round(sum(d.worked_hours * c.hourly_wage), 2), 0)
     from public.timesheet_day d
     join public.timesheet_week w on w.id = d.timesheet_week_id
     join public.contract c on c.id = w.contract_id
     where w.talent_id = p_talent_id and w.status in ('signed', 'validated', 'exported', 'invoiced')
       and d.date >= p_period_month and d.date < (p_period_month + interval '1 month')::date
       and (p_contract_key is null or w.contract_key = p_contract_key)
       and c.hourly_wage is not null),
    (select coalesce(sum(coalesce(a.approved_amount, a.requested_amount)), 0)
     from public.advance_payment_request a
     where a.talent_id = p_talent_id and a.period_month = p_period_month and a.status in ('approved', 'paid', 'deducted')
       and a.id is distinct from p_exclude_id)
$$;

alter table public.advance_payment_request alter column estimated_net_earned drop default;
alter table public.advance_payment_request alter column estimated_net_earned drop not null;
comment on column public.advance_payment_request.estimated_net_earned is
  'net before tax for earned_gross_to_date, computed by the pay engine (modele-social) and sent by the creator; never above the gross';

-- Advance rules: salaried talents only, an IBAN on file (kept masked), the policy minimum,
-- work already done, the engine's net sent and plausible, one open request per talent, the
-- ceiling on approval, the payment date (Thursday's batch) as the due date, payment and
-- deduction stamps.
create or replace function private.validate_advance_payment_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_earned record;
  v_worker public.worker_type;
  v_iban text;
  v_min numeric;
begin
  select t.worker_type into v_worker from public.talent t where t.id = new.talent_id;
  select p.iban into v_iban from public.talent_private p where p.talent_id = new.talent_id;
  new.iban_masked := coalesce(new.iban_masked, private.mask_iban(v_iban));

  -- The figures follow the month's signed hours until the request is decided.
  if new.status = 'requested' or (v_moved and new.status = 'approved') then
    v_earned := private.advance_payment_earned(new.talent_id, new.period_month, new.contract_key, new.id);
    if tg_op = 'UPDATE' and new.estimated_net_earned is not distinct from old.estimated_net_earned
       and old.earned_gross_to_date > 0 and old.estimated_net_earned is not null then
      new.estimated_net_earned := round(old.estimated_net_earned * v_earned.earned_gross / old.earned_gross_to_date, 2);
    end if;
    new.earned_gross_to_date := v_earned.earned_gross;
    new.already_advanced := v_earned.already_advanced;
    new.max_allowed := greatest(round(coalesce(new.estimated_net_earned, 0)
                                      * private.required_legal_value('advance_payment_max_ratio', new.period_month), 2)
                                - new.already_advanced, 0);
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
    if new.estimated_net_earned is null or new.estimated_net_earned <= 0 then
      perform private.fail('Le net déjà gagné, calculé par le moteur de paie, est requis pour fixer le plafond de l''acompte',
                           'advance_payment_request_net_required');
    end if;
  end if;
  if new.estimated_net_earned is not null and new.estimated_net_earned > new.earned_gross_to_date then
    perform private.fail(format('Le net déjà gagné (%s €) ne peut dépasser le brut gagné (%s €)',
                                private.fr_number(new.estimated_net_earned), private.fr_number(new.earned_gross_to_date)),
                         'advance_payment_request_net_le_gross');
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

delete from public.legal_parameter where key = 'net_to_gross_ratio';
