-- A client order that leaves the draft has its motif (issue #29 §4, probe M1). public.save_mission
-- (20260107900000_mission_pricing.sql) asked for it, but a row written directly through the API
-- — an open order inserted, a draft moved to "Ouverte" — went through without one.
--
-- The motif is one of the cases of recourse of the Code du travail (L1251-6, L1251-7) and the
-- contract must state it with precise justifications, notably the name and qualification of the
-- person replaced (L1251-43 2°): like save_mission, a replacement or an increase in activity needs
-- its justification. A draft may still be incomplete (and be put on hold as such: it is checked
-- when it opens); a canceled or lost order never became one.
-- Checked when the order is written at or moved to another status, or its motif changes, so that
-- an unrelated edit of an older row is not refused.

create or replace function private.check_mission_order_reason()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not new.is_client_order or new.status in ('draft', 'canceled', 'lost')
     or (new.status = 'on_hold' and tg_op = 'UPDATE' and old.status = 'draft') then
    return new;
  end if;
  if tg_op = 'UPDATE'
     and (new.status, new.is_client_order, new.contract_reason, new.contract_reason_justification)
         is not distinct from (old.status, old.is_client_order, old.contract_reason, old.contract_reason_justification) then
    return new;
  end if;
  if new.contract_reason is null then
    perform private.fail('Le motif de recours est obligatoire pour une commande client (cas de recours de l''article L1251-6 du Code du travail)',
                         'mission_reason_required');
  end if;
  if (new.contract_reason::text like 'replacement%' or new.contract_reason = 'activity_increase')
     and coalesce(btrim(new.contract_reason_justification), '') = '' then
    perform private.fail('La justification du motif est obligatoire : personne remplacée et sa qualification, ou raison de l''accroissement d''activité (article L1251-43 du Code du travail)',
                         'mission_reason_justification');
  end if;
  return new;
end
$$;

revoke all on function private.check_mission_order_reason() from public, anon;

-- After the status transition check (mission_status_a_status): a refused role reads its own message.
create trigger mission_status_d_order_reason before insert or update on public.mission
  for each row execute function private.check_mission_order_reason();
