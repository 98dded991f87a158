-- A timesheet week can always be prepared: one period of a contract, souplesse included, for
-- the week opener, the week's trigger, the day's trigger and the grid.
--
-- Before, public.open_timesheet_weeks chose the contracts whose term moved by the souplesse
-- (counted in working days: up to ten, about fourteen calendar days) reached the week, while
-- private.prepare_timesheet_week refused any week starting more than ten calendar days after
-- the term: one ended contract in that gap aborted the whole batch, naming no contract. And the
-- trigger let a week ten days after a 3-day contract's end through (its souplesse is 2 days).
--
-- The souplesse (Code du travail L1251-30): the term may be postponed by one day per five days
-- of work, two days for a mission under ten days of work (private.contract_flexibility_days,
-- 20260108900000_souplesse_postponement.sql, public holidays not counted); the postponed term
-- is that many working days of the contract after its term (private.nth_working_day), as the
-- contract preview's latest_end_with_flexibility says. An early definitive end is the last day;
-- an imprecise term not yet ended has none.

-- First and last day a timesheet of a contract_key may cover: from the first start of its
-- versions (canceled ones aside) to the latest version's term moved by the souplesse. Also
-- returns the term and the souplesse, for the messages. Security definer: a contract's period
-- does not depend on which versions the caller may read.
create or replace function private.contract_period_with_flexibility(p_workspace_id uuid, p_contract_key text)
returns table (first_day date, last_day date, term date, flexibility_days integer, definitive_end date)
language sql
stable
security definer
set search_path = ''
as $$
  with versions as (
    select c.start_date, c.end_date, c.definitive_end_date, c.working_days, c.amendment_number
    from public.contract c
    where c.workspace_id = p_workspace_id and c.contract_key = p_contract_key and c.status <> 'canceled'
  ), latest as (
    select (select min(v.start_date) from versions v) as first_day, v.end_date, v.definitive_end_date, v.working_days
    from versions v order by v.amendment_number desc limit 1
  ), flex as (
    select l.*, case when l.definitive_end_date is not null or l.end_date is null then 0
                     else private.contract_flexibility_days(l.first_day, l.end_date, l.working_days) end as n
    from latest l
  )
  select f.first_day,
         case when f.definitive_end_date is not null then f.definitive_end_date
              when f.end_date is null then null
              else coalesce(private.nth_working_day(f.end_date + 1, f.n, f.working_days), f.end_date) end,
         f.end_date, f.n, f.definitive_end_date
  from flex f
$$;

-- Why the week of p_week_start is outside the contract's period, in French; null when the week
-- shares a day with it. The one reason the trigger raises and the batch lists.
create or replace function private.timesheet_week_outside_period(p_workspace_id uuid, p_contract_key text, p_week_start date)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  p record;
begin
  select * into p from private.contract_period_with_flexibility(p_workspace_id, p_contract_key);
  if p.first_day is null then
    return format('Le contrat %s n''a aucune version en vigueur', p_contract_key);
  elsif p_week_start + 6 < p.first_day then
    return format('La semaine du %s est avant le début du contrat %s (le %s)',
                  private.fr_date(p_week_start), p_contract_key, private.fr_date(p.first_day));
  elsif p.last_day is not null and p_week_start > p.last_day then
    if p.definitive_end is not null then
      return format('La semaine du %s est après la fin définitive du contrat %s (le %s)',
                    private.fr_date(p_week_start), p_contract_key, private.fr_date(p.definitive_end));
    end if;
    return format('La semaine du %s est après la fin du contrat %s, souplesse incluse : terme le %s, reporté au plus de %s jour(s) travaillé(s), soit jusqu''au %s (Code du travail L1251-30)',
                  private.fr_date(p_week_start), p_contract_key, private.fr_date(p.term), p.flexibility_days, private.fr_date(p.last_day));
  end if;
  return null;
end
$$;

-- The day's check reads the same period (its messages unchanged).
create or replace function private.check_timesheet_day_in_contract()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_week public.timesheet_week;
  v_span record;
begin
  if private.is_system() and nullif(current_setting('renfort.actor', true), '') is null then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.date = old.date then
    return new;
  end if;
  select w.* into v_week from public.timesheet_week w where w.id = new.timesheet_week_id;
  select * into v_span from private.contract_period_with_flexibility(v_week.workspace_id, v_week.contract_key);
  if new.date < v_span.first_day or (v_span.last_day is not null and new.date > v_span.last_day) then
    perform private.fail(
      case when v_span.last_day is null
        then format('Le %s est en dehors du contrat, qui commence le %s', private.fr_date(new.date), private.fr_date(v_span.first_day))
        else format('Le %s est en dehors des dates du contrat (du %s au %s, souplesse incluse)',
                    private.fr_date(new.date), private.fr_date(v_span.first_day), private.fr_date(v_span.last_day)) end,
      'timesheet_day_in_contract');
  end if;
  return new;
end
$$;

drop function private.contract_key_timesheet_span(uuid, text);

-- The week's trigger (20260102000800_timesheets_pay.sql), its period check now the one above.
create or replace function private.prepare_timesheet_week()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_contract public.contract;
  v_signer public.contact;
  v_outside text;
begin
  select c.* into v_contract from public.contract c where c.id = new.contract_id;
  perform private.assert_same_workspace(new.workspace_id, 'contract', new.contract_id, 'Le contrat');
  new.contract_key := v_contract.contract_key;
  new.talent_id := v_contract.talent_id;
  new.company_id := coalesce(v_contract.company_id, new.company_id);
  if extract(isodow from new.week_start) <> 1 then
    perform private.fail('Un relevé hebdomadaire commence un lundi', 'timesheet_week_monday');
  end if;
  if tg_op = 'INSERT' or new.week_start is distinct from old.week_start or new.contract_key is distinct from old.contract_key then
    v_outside := private.timesheet_week_outside_period(new.workspace_id, new.contract_key, new.week_start);
    if v_outside is not null then
      perform private.fail(v_outside, 'timesheet_week_in_contract');
    end if;
  end if;
  if new.status = 'disputed' and coalesce(btrim(new.dispute_reason), '') = '' then
    perform private.fail('Un motif de contestation est obligatoire', 'timesheet_week_dispute_reason');
  end if;
  if new.status = 'pending_signature' and (tg_op = 'INSERT' or old.status is distinct from 'pending_signature') then
    new.signer_contact_id := coalesce(new.signer_contact_id, v_contract.timesheet_signer_contact_id);
    select ct.* into v_signer from public.contact ct where ct.id = new.signer_contact_id;
    if v_signer.id is null then
      perform private.fail('Un valideur de relevés d''heures doit être désigné avant l''envoi en signature', 'timesheet_week_signer_required');
    elsif v_signer.status <> 'active' then
      perform private.fail('Ce contact n''est plus actif et ne peut pas signer de relevé', 'timesheet_week_signer_active');
    elsif v_signer.email is null then
      perform private.fail('Le valideur doit avoir un e-mail', 'timesheet_week_signer_email');
    end if;
    perform private.assert_same_workspace(new.workspace_id, 'contact', new.signer_contact_id, 'Le valideur');
    new.signature_sent_at := coalesce(new.signature_sent_at, now());
  end if;
  -- Leaving the signature step revokes the link.
  if tg_op = 'UPDATE' and old.status = 'pending_signature' and new.status not in ('pending_signature', 'signed', 'disputed') then
    new.signature_token_hash := null;
    new.signature_token_expires_at := null;
  end if;
  if new.status = 'validated' and (tg_op = 'INSERT' or old.status is distinct from 'validated') then
    new.validated_at := coalesce(new.validated_at, now());
    new.validated_by := coalesce(auth.uid(), new.validated_by);
  end if;
  if new.status = 'exported' and (tg_op = 'INSERT' or old.status is distinct from 'exported') then
    new.exported_at := coalesce(new.exported_at, now());
  end if;
  if tg_op = 'UPDATE' and not private.is_system() and nullif(current_setting('renfort.actor', true), '') is null
     and old.status not in ('draft', 'disputed') and new.status = old.status
     and (new.comment, new.week_start, new.contract_id) is distinct from (old.comment, old.week_start, old.contract_id) then
    perform private.fail(format('Le relevé n''est plus modifiable (statut « %s »)', private.enum_label('timesheet_status', old.status::text)), 'timesheet_week_locked');
  end if;
  return new;
end
$$;

-- The version a new week hangs off: the latest signed, running or ended one of the key (an
-- amendment supersedes the contract it amends). Null when the key has none.
create or replace function private.timesheet_contract_version(p_workspace_id uuid, p_contract_key text)
returns uuid
language sql
stable
security invoker
set search_path = ''
as $$
  select c.id from public.contract c
  where c.workspace_id = p_workspace_id and c.contract_key = p_contract_key
    and c.status in ('signed', 'active', 'ended', 'terminated_early')
  order by c.amendment_number desc
  limit 1
$$;

-- The period of a contract the caller may read, for the grid's days and the week picker:
-- { first_day, last_day (null: no end yet), term, flexibility_days, definitive_end }.
create or replace function public.contract_timesheet_period(p_contract_id uuid)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_contract public.contract;
begin
  select c.* into v_contract from public.contract c where c.id = p_contract_id;
  if v_contract.id is null then
    perform private.fail('Cet enregistrement n''existe pas ou n''est pas visible avec vos droits', null, 'P0002');
  end if;
  return (select to_jsonb(p) from private.contract_period_with_flexibility(v_contract.workspace_id, v_contract.contract_key) p);
end
$$;

-- Creates the draft week of a contract for a Monday (« Créer un relevé »): the contract signed,
-- running or ended, the week inside its period, not already there; French messages only (the
-- unique violation of a concurrent creation included). Security invoker: RLS applies.
create or replace function public.create_timesheet_week(p_contract_id uuid, p_week_start date)
returns public.timesheet_week
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_contract public.contract;
  v_version uuid;
  v_outside text;
  v_week public.timesheet_week;
begin
  select c.* into v_contract from public.contract c where c.id = p_contract_id;
  if v_contract.id is null then
    perform private.fail('Cet enregistrement n''existe pas ou n''est pas visible avec vos droits', null, 'P0002');
  end if;
  if p_week_start is null or extract(isodow from p_week_start) <> 1 then
    perform private.fail('Un relevé hebdomadaire commence un lundi', 'timesheet_week_monday');
  end if;
  v_version := private.timesheet_contract_version(v_contract.workspace_id, v_contract.contract_key);
  if v_version is null then
    perform private.fail(format('Le contrat %s n''est ni signé, ni en cours, ni terminé : aucun relevé ne peut y être créé',
                                v_contract.contract_key), 'timesheet_week_contract_status');
  end if;
  v_outside := private.timesheet_week_outside_period(v_contract.workspace_id, v_contract.contract_key, p_week_start);
  if v_outside is not null then
    perform private.fail(v_outside, 'timesheet_week_in_contract');
  end if;
  if exists (select 1 from public.timesheet_week w
             where w.workspace_id = v_contract.workspace_id and w.contract_key = v_contract.contract_key and w.week_start = p_week_start) then
    perform private.fail(format('Le relevé de la semaine du %s existe déjà pour le contrat %s',
                                private.fr_date(p_week_start), v_contract.contract_key), 'timesheet_week_unique', '23505');
  end if;
  begin
    insert into public.timesheet_week (workspace_id, contract_id, contract_key, talent_id, company_id, week_start)
    select c.workspace_id, c.id, c.contract_key, c.talent_id, c.company_id, p_week_start
    from public.contract c where c.id = v_version
    returning * into v_week;
  exception when unique_violation then
    perform private.fail(format('Le relevé de la semaine du %s existe déjà pour le contrat %s',
                                private.fr_date(p_week_start), v_contract.contract_key), 'timesheet_week_unique', '23505');
  end;
  return v_week;
end
$$;

-- Creates the missing draft weeks of a Monday for the contracts of the caller's workspace
-- (signed, running, ended or terminated early; independents' services aside) whose period
-- shares a day with the week; never stops on one contract: a contract whose dates reach the
-- week but whose period does not (an early definitive end), or whose week the database refuses,
-- is listed with its French reason and the others are prepared.
-- Returns { created, existing, skipped: [{ contract_id, contract_key, talent, reason }] }.
drop function public.open_timesheet_weeks(date);
create function public.open_timesheet_weeks(p_week_start date)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_row record;
  v_created integer := 0;
  v_existing integer := 0;
  v_skipped jsonb := '[]';
  v_outside text;
begin
  if p_week_start is null or extract(isodow from p_week_start) <> 1 then
    perform private.fail('Un relevé hebdomadaire commence un lundi', 'timesheet_week_monday');
  end if;
  -- without the right to create weeks, every contract would be refused one by one
  if not private.can('timesheet_week', 'insert') then
    perform private.fail('Vous n''avez pas les droits nécessaires pour préparer les relevés', 'timesheet_week_insert', '42501');
  end if;
  for v_row in
    with latest as (
      select distinct on (c.contract_key) c.id, c.workspace_id, c.contract_key, c.talent_id, c.company_id
      from public.contract c
      where c.workspace_id = private.current_workspace_id()
        and c.status in ('signed', 'active', 'ended', 'terminated_early')
        and c.contract_type <> 'independent_service'
        -- a cheap first cut before the period: a souplesse (one working day per five worked)
        -- never spans more than a quarter of the contract's length plus 30 days
        and (c.end_date is null
             or c.end_date + (c.end_date - (select min(v.start_date) from public.contract v
                                           where v.workspace_id = c.workspace_id and v.contract_key = c.contract_key)) / 4 + 30
                >= p_week_start)
      order by c.contract_key, c.amendment_number desc
    )
    select l.*, p.first_day, p.last_day, concat_ws(' ', t.first_name, upper(t.last_name)) as talent
    from latest l
    cross join lateral private.contract_period_with_flexibility(l.workspace_id, l.contract_key) p
    left join public.talent t on t.id = l.talent_id
    where p.first_day <= p_week_start + 6
      -- the period, or the contract's own term, reaches the week
      and (p.last_day is null or p.last_day >= p_week_start or p.term >= p_week_start)
    order by l.contract_key
  loop
    if exists (select 1 from public.timesheet_week w
               where w.workspace_id = v_row.workspace_id and w.contract_key = v_row.contract_key and w.week_start = p_week_start) then
      v_existing := v_existing + 1;
      continue;
    end if;
    -- reached by its term but not by its period (an earlier definitive end): listed with the reason
    if v_row.last_day < p_week_start then
      v_outside := private.timesheet_week_outside_period(v_row.workspace_id, v_row.contract_key, p_week_start);
      v_skipped := v_skipped || jsonb_build_object('contract_id', v_row.id, 'contract_key', v_row.contract_key,
                                                   'talent', v_row.talent, 'reason', v_outside);
      continue;
    end if;
    begin
      insert into public.timesheet_week (workspace_id, contract_id, contract_key, talent_id, company_id, week_start)
      values (v_row.workspace_id, v_row.id, v_row.contract_key, v_row.talent_id, v_row.company_id, p_week_start);
      v_created := v_created + 1;
    exception
      when unique_violation then
        v_existing := v_existing + 1;
      when others then
        v_skipped := v_skipped || jsonb_build_object('contract_id', v_row.id, 'contract_key', v_row.contract_key,
                                                     'talent', v_row.talent, 'reason', sqlerrm);
    end;
  end loop;
  return jsonb_build_object('created', v_created, 'existing', v_existing, 'skipped', v_skipped);
end
$$;

revoke all on function public.open_timesheet_weeks(date), public.create_timesheet_week(uuid, date),
  public.contract_timesheet_period(uuid) from public, anon;
grant execute on function public.open_timesheet_weeks(date), public.create_timesheet_week(uuid, date),
  public.contract_timesheet_period(uuid) to authenticated, service_role;
revoke all on function private.contract_period_with_flexibility(uuid, text), private.timesheet_week_outside_period(uuid, text, date),
  private.timesheet_contract_version(uuid, text) from public, anon;
grant execute on function private.contract_period_with_flexibility(uuid, text), private.timesheet_week_outside_period(uuid, text, date),
  private.timesheet_contract_version(uuid, text) to authenticated, service_role;
