-- IFM and ICCP are computed, never typed (domain.md §3.4 and §6.2): the indemnité de fin de
-- mission is 10 % of the total gross pay (L1251-32), the indemnité compensatrice de congés payés
-- 10 % of the total gross pay including the IFM (L1251-19). public.compute_pay_tracking writes
-- them from the pay elements (as the system); accounting could still type any figure through
-- the REST API (a pay line's IFM of 300 € and ICCP of 5 € on a gross of 1 000 € were stored as
-- entered). A user's write that sets them now gets them checked against the line's own gross
-- (hours, overtime, majorations and bonuses subject to contributions, private.pay_is_gross):
-- 0 € (the IFM not due, L1251-33, or not the mission's last pay) or the computed amount, to the
-- cent; anything else is refused with the article. pay_element stays written by the database's
-- functions only (no insert, update or delete privilege for authenticated).

-- Refuses hand-typed IFM and ICCP that differ from their computation on the line's gross.
create or replace function private.guard_pay_indemnities()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_on date := coalesce(new.period_end, new.period_start);
  v_gross numeric := coalesce(new.gross_base, 0) + coalesce(new.gross_overtime, 0) + coalesce(new.majorations_amount, 0)
                     + coalesce(new.bonuses_subject, 0);
  v_ifm numeric;
  v_iccp numeric;
begin
  -- the pay computation (compute_pay_tracking runs as the system), seeds and imports
  if private.is_system() or coalesce(current_setting('renfort.actor', true), '') = 'system' then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.ifm_amount is not distinct from old.ifm_amount
     and new.iccp_amount is not distinct from old.iccp_amount then
    return new;
  end if;
  v_ifm := round(v_gross * private.pay_parameter('ifm_rate', v_on) / 100, 2);
  if new.ifm_amount <> 0 and abs(new.ifm_amount - v_ifm) > 0.01 then
    perform private.fail(format('L''indemnité de fin de mission est calculée, pas saisie : 10 %% de la rémunération brute totale (L1251-32), soit %s € pour un brut de %s € (et non %s €)',
                                private.fr_number(v_ifm), private.fr_number(v_gross), private.fr_number(new.ifm_amount)),
                         'pay_tracking_ifm_computed');
  end if;
  v_iccp := round((v_gross + new.ifm_amount) * private.pay_parameter('iccp_rate', v_on) / 100, 2);
  if (new.iccp_amount <> 0 or new.ifm_amount <> 0) and abs(new.iccp_amount - v_iccp) > 0.01 then
    perform private.fail(format('L''indemnité compensatrice de congés payés est calculée, pas saisie : 10 %% de la rémunération brute totale, IFM comprise (L1251-19), soit %s € pour un brut de %s € (et non %s €)',
                                private.fr_number(v_iccp), private.fr_number(v_gross + new.ifm_amount), private.fr_number(new.iccp_amount)),
                         'pay_tracking_iccp_computed');
  end if;
  return new;
end
$$;

create trigger pay_tracking_indemnities_computed before insert or update of ifm_amount, iccp_amount on public.pay_tracking
  for each row execute function private.guard_pay_indemnities();

revoke all on function private.guard_pay_indemnities() from public, anon;
grant execute on function private.guard_pay_indemnities() to authenticated, service_role;
