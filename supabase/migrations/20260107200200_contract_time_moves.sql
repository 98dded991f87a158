-- The moves time makes on contracts (domain.md §3.1, issue #17 item 6), with an injectable
-- clock: private.run_contract_time_moves_at(p_now) does the work, the area function of
-- public.run_time_based_transitions() calls it with now().
--   signed → active on the start date (Paris), skipped while the DPAE is missing;
--   active → ended the day after the last day the contract may run: the definitive end date
--     when the term was reached or advanced by souplesse, otherwise the end date pushed by the
--     flexibility days (L1251-30); an imprecise term or an early end waits for its definitive end;
--   signature links past their expiry are marked expired; reminders at H+24 and H+40.

-- The last day a contract may run: see the header. Null while it can only end by a definitive end.
create or replace function private.contract_last_day(p_contract public.contract)
returns date
language plpgsql
stable
set search_path = ''
as $$
declare
  v_flex integer;
  v_day date;
begin
  if p_contract.definitive_end_date is not null then
    return case when p_contract.definitive_end_reason in ('term_reached', 'flex_advance') then p_contract.definitive_end_date end;
  end if;
  if p_contract.end_date is null then
    return null;
  end if;
  v_flex := private.contract_flexibility_days(p_contract.start_date, p_contract.end_date, p_contract.working_days);
  v_day := p_contract.end_date;
  while v_flex > 0 loop
    v_day := v_day + 1;
    if extract(isodow from v_day)::smallint = any (p_contract.working_days) and not private.is_french_public_holiday(v_day) then
      v_flex := v_flex - 1;
    end if;
  end loop;
  return v_day;
end
$$;

-- Start + 2 jours ouvrables (every day but Sundays and public holidays): the contract must be
-- signed and transmitted by then (L1251-17).
create or replace function private.contract_signature_deadline(p_start date)
returns date
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_day date := p_start;
  v_left integer := 2;
begin
  while v_left > 0 loop
    v_day := v_day + 1;
    if extract(isodow from v_day) <> 7 and not private.is_french_public_holiday(v_day) then
      v_left := v_left - 1;
    end if;
  end loop;
  return v_day;
end
$$;

-- "Contrats hors délai" at an instant: not signed by both parties (nor canceled) once the
-- signature deadline has passed. Security invoker: the caller's RLS decides which rows.
create or replace function public.contract_signature_overdue_at(p_now timestamptz default now())
returns table (contract_id uuid, workspace_id uuid, contract_key text, status public.contract_status, start_date date,
               signature_deadline date, days_late integer, talent_id uuid, company_id uuid, owner_id uuid,
               talent_signed_at timestamptz, client_signed_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.id, c.workspace_id, c.contract_key, c.status, c.start_date, private.contract_signature_deadline(c.start_date),
         ((p_now at time zone 'Europe/Paris')::date - private.contract_signature_deadline(c.start_date))::integer,
         c.talent_id, c.company_id, c.owner_id, c.talent_signed_at, c.client_signed_at
  from public.contract c
  where c.status in ('draft', 'review', 'admin_modification_requested', 'modification', 'consultant_review', 'validated',
                     'sent_for_signature', 'partially_signed')
    and private.contract_signature_deadline(c.start_date) < (p_now at time zone 'Europe/Paris')::date
$$;

create view public.contract_signature_overdue with (security_invoker = on) as
  select * from public.contract_signature_overdue_at(now());

revoke all on function public.contract_signature_overdue_at(timestamptz) from public, anon;
grant execute on function public.contract_signature_overdue_at(timestamptz) to authenticated, service_role;
revoke all on public.contract_signature_overdue from anon;
grant select on public.contract_signature_overdue to authenticated, service_role;

-- Signature links past their expiry are marked expired; the parties not signed yet get a new
-- link (same expiry) 24 h and 40 h after their last sending.
create or replace function private.run_contract_signature_moves(p_now timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_expired integer;
  v_reminders integer := 0;
  v_round record;
  v_step record;
begin
  update public.contract_signature_link l set expired_at = p_now
  where l.expires_at <= p_now and l.used_at is null and l.revoked_at is null and l.expired_at is null;
  get diagnostics v_expired = row_count;

  for v_round in
    select distinct on (l.contract_id, l.party) l.*, to_jsonb(c) as contract_json
    from public.contract_signature_link l
    join public.contract c on c.id = l.contract_id and c.status in ('sent_for_signature', 'partially_signed')
    where l.reminder_number = 0 and l.revoked_at is null and l.used_at is null and l.expires_at > p_now
      and not exists (select 1 from public.contract_signature s where s.contract_id = l.contract_id and s.party = l.party)
    order by l.contract_id, l.party, l.sent_at desc
  loop
    for v_step in select * from (values (1::smallint, interval '24 hours'), (2::smallint, interval '40 hours')) as s (n, after) loop
      if p_now >= v_round.sent_at + v_step.after and not exists (
        select 1 from public.contract_signature_link r
        where r.contract_id = v_round.contract_id and r.party = v_round.party and r.reminder_number = v_step.n and r.sent_at >= v_round.sent_at
      ) then
        perform private.issue_contract_signature_link(jsonb_populate_record(null::public.contract, v_round.contract_json), v_round.party,
                                                      v_round.signer_name, v_round.signer_email, v_round.contact_id, v_round.base_url,
                                                      v_round.expires_at, v_step.n, p_now);
        v_reminders := v_reminders + 1;
        exit;
      end if;
    end loop;
  end loop;
  return jsonb_build_object('contract_signature_link:expired', v_expired, 'contract_signature_link:reminders', v_reminders);
end
$$;

create or replace function private.run_contract_time_moves_at(p_now timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_counts jsonb := '{}';
  v_today date := (p_now at time zone 'Europe/Paris')::date;
  v_row record;
  v_moved integer;
  v_skipped integer;
  v_move record;
begin
  for v_move in
    select * from (values
      ('signed', 'active', 'Début du contrat (automatique)',
       'select id from public.contract where status = ''signed'' and start_date <= $1 order by start_date, id'),
      ('active', 'ended', 'Fin du contrat (automatique, souplesse comprise)',
       'select id from public.contract c where status = ''active'' and private.contract_last_day(c) < $1 order by end_date, id')
    ) as m (from_status, to_status, comment, due)
  loop
    v_moved := 0;
    v_skipped := 0;
    for v_row in execute v_move.due using v_today loop
      if private.time_based_move('contract', v_row.id, v_move.to_status, v_move.comment) then
        v_moved := v_moved + 1;
      else
        v_skipped := v_skipped + 1;
      end if;
    end loop;
    v_counts := v_counts || jsonb_build_object(format('contract:%s:%s', v_move.from_status, v_move.to_status),
                                               jsonb_build_object('moved', v_moved, 'skipped', v_skipped));
  end loop;
  return v_counts || private.run_contract_signature_moves(p_now);
end
$$;

create or replace function private.run_contract_time_moves()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.run_contract_time_moves_at(now());
end
$$;

revoke all on function private.run_contract_time_moves_at(timestamptz), private.run_contract_signature_moves(timestamptz),
  private.run_contract_time_moves() from public, anon, authenticated;
grant execute on function private.run_contract_time_moves_at(timestamptz), private.run_contract_signature_moves(timestamptz),
  private.run_contract_time_moves() to service_role;
