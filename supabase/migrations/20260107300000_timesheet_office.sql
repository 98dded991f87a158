-- The back office of timesheets (issue 18, items 1, 3, 4 and 7):
--   1. the client's contest per day (timesheet_contest) and each round of a week kept
--      (timesheet_week_round) so that a corrected week shows its history;
--   2. database rules: a day inside its contract's dates (souplesse included), the 10 h daily
--      and 48 h weekly limits per talent across all their contracts, the signer an active
--      contact of the contract's company allowed to sign relevés;
--   3. one save function for a week and its days, the sending of the signature link by
--      e-mail (an application mail outbox), bulk sending of a week, link renewal by CSM,
--      unlock by accounting with a mandatory reason;
--   4. chasing: a reminder at D+1 and an escalation to an alternate signer at D+2, inside
--      private.run_timesheet_time_moves(), with an injectable clock.

-- ---------------------------------------------------------------------------------------
-- Columns of the week: who owns it (the contract's consultant, for the list's filter), the
-- signature round (1, then +1 each time a contested week goes back to draft), the chasing.
alter table public.timesheet_week
  add column owner_id uuid references public.team_member (id) on delete set null,
  add column signature_round smallint not null default 1,
  add column reminder_sent_at timestamptz,
  add column escalated_at timestamptz,
  add column escalated_to_contact_id uuid references public.contact (id) on delete set null;
create index timesheet_week_owner_id_idx on public.timesheet_week (owner_id, week_start);
create index timesheet_week_escalated_to_contact_id_idx on public.timesheet_week (escalated_to_contact_id);
-- The list's default order (newest week first, then by contract) and its week filter.
create index timesheet_week_list_idx on public.timesheet_week (workspace_id, week_start desc, contract_key);

update public.timesheet_week w set owner_id = c.owner_id from public.contract c where c.id = w.contract_id and w.owner_id is null;

-- The owner follows the contract's (set before the other checks of the week).
create or replace function private.set_timesheet_week_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.contract_id is distinct from old.contract_id then
    select c.owner_id into new.owner_id from public.contract c where c.id = new.contract_id;
  end if;
  return new;
end
$$;

create trigger timesheet_week_a_owner before insert or update on public.timesheet_week
  for each row execute function private.set_timesheet_week_owner();

-- ---------------------------------------------------------------------------------------
-- timesheet_contest: the client's reason for each contested day of a round (written by the
-- public page's contest RPC, read by the back office).
create table public.timesheet_contest (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspace (id) on delete cascade,
  timesheet_week_id uuid not null references public.timesheet_week (id) on delete cascade,
  round smallint not null,
  day_date date not null,
  reason text not null,
  signer_name text,
  created_at timestamptz not null default now(),
  constraint timesheet_contest_unique unique (timesheet_week_id, round, day_date),
  constraint timesheet_contest_reason check (char_length(btrim(reason)) between 1 and 2000),
  constraint timesheet_contest_round check (round >= 1)
);
create index timesheet_contest_workspace_id_idx on public.timesheet_contest (workspace_id);

-- timesheet_week_round: the week as it was when a round ended (contested or signed), with
-- its days, so that each version stays visible after a correction.
create table public.timesheet_week_round (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspace (id) on delete cascade,
  timesheet_week_id uuid not null references public.timesheet_week (id) on delete cascade,
  round smallint not null,
  outcome public.timesheet_status not null,
  total_hours numeric(5, 2) not null,
  days jsonb not null default '[]',
  dispute_reason text,
  signer_name text,
  created_at timestamptz not null default now(),
  constraint timesheet_week_round_unique unique (timesheet_week_id, round)
);
create index timesheet_week_round_workspace_id_idx on public.timesheet_week_round (workspace_id);

-- Ends a round when the client contests or signs; a contested week going back to draft
-- opens the next round and its contest reason moves to the round's record.
create or replace function private.track_timesheet_round()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status in ('disputed', 'signed') and old.status is distinct from new.status then
    insert into public.timesheet_week_round (workspace_id, timesheet_week_id, round, outcome, total_hours, days, dispute_reason, signer_name)
    values (new.workspace_id, new.id, new.signature_round, new.status, new.total_hours,
            coalesce((select jsonb_agg(jsonb_build_object('date', d.date, 'start_time', d.start_time, 'end_time', d.end_time,
                                                          'break_minutes', d.break_minutes, 'worked_hours', d.worked_hours,
                                                          'absence_type', d.absence_type, 'meal', d.meal) order by d.date)
                      from public.timesheet_day d where d.timesheet_week_id = new.id), '[]'),
            new.dispute_reason, new.signer_name)
    on conflict (timesheet_week_id, round) do update
      set outcome = excluded.outcome, total_hours = excluded.total_hours, days = excluded.days,
          dispute_reason = excluded.dispute_reason, signer_name = excluded.signer_name, created_at = now();
  end if;
  return null;
end
$$;

create trigger timesheet_week_z_round after update on public.timesheet_week
  for each row execute function private.track_timesheet_round();

create or replace function private.open_timesheet_round()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.status = 'disputed' and new.status = 'draft' then
    new.signature_round := old.signature_round + 1;
    new.dispute_reason := null;
    new.reminder_sent_at := null;
    new.escalated_at := null;
    new.escalated_to_contact_id := null;
  end if;
  -- A new link (or a week reopened) starts the chasing again.
  if tg_op = 'UPDATE' and (new.signature_sent_at is distinct from old.signature_sent_at
                           or (old.status = 'validated' and new.status = 'draft')) then
    new.reminder_sent_at := null;
    new.escalated_at := null;
    new.escalated_to_contact_id := null;
  end if;
  return new;
end
$$;

-- Named to run after timesheet_week_prepare and before timesheet_week_status (alphabetical).
create trigger timesheet_week_q_round before update on public.timesheet_week
  for each row execute function private.open_timesheet_round();

-- ---------------------------------------------------------------------------------------
-- Rules (domain.md §3.3).

-- Souplesse of a contract (L1251-30): one day per five working days, two below ten working
-- days, at most ten; in the contract's working days.
create or replace function private.contract_flexibility_days(p_start date, p_end date, p_days smallint[])
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when n < 10 then 2 else least(n / 5, 10) end
  from (select count(*)::integer as n
        from generate_series(p_start::timestamp, p_end::timestamp, interval '1 day') as d
        where extract(isodow from d)::smallint = any (coalesce(nullif(p_days, '{}'), '{1,2,3,4,5}'::smallint[]))) x
$$;

-- First and last day a timesheet of a contract_key may cover: from the first start to the
-- last term moved by the souplesse (an early definitive end is the last day; an imprecise
-- term not yet ended has no last day).
create or replace function private.contract_key_timesheet_span(p_workspace_id uuid, p_contract_key text)
returns table (first_day date, last_day date)
language sql
stable
security definer
set search_path = ''
as $$
  with versions as (
    select c.* from public.contract c
    where c.workspace_id = p_workspace_id and c.contract_key = p_contract_key and c.status <> 'canceled'
  ), latest as (
    select v.* from versions v order by v.amendment_number desc limit 1
  )
  select (select min(v.start_date) from versions v),
         case
           when l.definitive_end_date is not null then l.definitive_end_date
           when l.end_date is null then null
           else private.carence_first_allowed_day(
                  l.end_date,
                  private.contract_flexibility_days((select min(v.start_date) from versions v), l.end_date, l.working_days),
                  l.working_days) - 1
         end
  from latest l
$$;

-- A day inside its contract's dates, souplesse included.
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
  select * into v_span from private.contract_key_timesheet_span(v_week.workspace_id, v_week.contract_key);
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

create trigger timesheet_day_b_in_contract before insert or update on public.timesheet_day
  for each row execute function private.check_timesheet_day_in_contract();

-- The daily (10 h, L3121-18) and weekly (48 h, L3121-20) limits per talent, all contracts
-- together, checked once per statement over the days it wrote (canceled weeks excluded).
create or replace function private.check_talent_hour_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row record;
begin
  if private.is_system() and nullif(current_setting('renfort.actor', true), '') is null then
    return null;
  end if;
  for v_row in
    with touched as (
      select distinct w.talent_id, n.date, w.week_start
      from new_rows n join public.timesheet_week w on w.id = n.timesheet_week_id
    )
    select t.talent_id, t.date, sum(d.worked_hours) as hours, coalesce(private.legal_value('max_daily_hours', t.date), 10) as max_hours
    from touched t
    join public.timesheet_week w on w.talent_id = t.talent_id and w.week_start = t.week_start and w.status <> 'canceled'
    join public.timesheet_day d on d.timesheet_week_id = w.id and d.date = t.date
    group by t.talent_id, t.date
    having sum(d.worked_hours) > coalesce(private.legal_value('max_daily_hours', t.date), 10)
    order by t.date
    limit 1
  loop
    perform private.fail(format('Le talent dépasserait %s h de travail le %s, tous contrats confondus (L3121-18) : %s h saisies',
                                private.fr_decimal(v_row.max_hours), private.fr_date(v_row.date), private.fr_decimal(v_row.hours)),
                         'timesheet_talent_daily_hours');
  end loop;
  for v_row in
    with touched as (
      select distinct w.talent_id, w.week_start
      from new_rows n join public.timesheet_week w on w.id = n.timesheet_week_id
    )
    select t.talent_id, t.week_start, sum(d.worked_hours) as hours,
           coalesce(private.legal_value('max_weekly_hours', t.week_start), 48) as max_hours
    from touched t
    join public.timesheet_week w on w.talent_id = t.talent_id and w.week_start = t.week_start and w.status <> 'canceled'
    join public.timesheet_day d on d.timesheet_week_id = w.id
    group by t.talent_id, t.week_start
    having sum(d.worked_hours) > coalesce(private.legal_value('max_weekly_hours', t.week_start), 48)
    limit 1
  loop
    perform private.fail(format('Le talent dépasserait %s h de travail la semaine du %s, tous contrats confondus (L3121-20) : %s h saisies',
                                private.fr_decimal(v_row.max_hours), private.fr_date(v_row.week_start), private.fr_decimal(v_row.hours)),
                         'timesheet_talent_weekly_hours');
  end loop;
  return null;
end
$$;

-- Named to run after timesheet_day_totals_* (a single week over 48 h keeps its own message).
create trigger timesheet_day_z_talent_limits_insert after insert on public.timesheet_day
  referencing new table as new_rows for each statement execute function private.check_talent_hour_limits();
create trigger timesheet_day_z_talent_limits_update after update on public.timesheet_day
  referencing new table as new_rows for each statement execute function private.check_talent_hour_limits();

-- The signer: an active contact of the contract's company with the role « Valideur relevés
-- d'heures » (checked when the week is sent and when its signer changes while it waits).
create or replace function private.check_timesheet_signer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_signer public.contact;
begin
  if new.status <> 'pending_signature' or new.signer_contact_id is null
     or (tg_op = 'UPDATE' and old.status = 'pending_signature' and new.signer_contact_id is not distinct from old.signer_contact_id) then
    return new;
  end if;
  select ct.* into v_signer from public.contact ct where ct.id = new.signer_contact_id;
  if v_signer.status <> 'active' then
    perform private.fail('Ce contact n''est plus actif et ne peut pas signer de relevé', 'timesheet_week_signer_active');
  end if;
  if v_signer.company_id is distinct from new.company_id then
    perform private.fail('Le valideur doit être un contact de l''entreprise du contrat', 'timesheet_week_signer_company');
  end if;
  if not ('timesheet_signer' = any (v_signer.roles)) then
    perform private.fail(format('%s %s n''est pas autorisé(e) à valider les relevés d''heures (rôle « Valideur relevés d''heures »)',
                                v_signer.first_name, v_signer.last_name), 'timesheet_week_signer_role');
  end if;
  return new;
end
$$;

create trigger timesheet_week_r_signer before insert or update on public.timesheet_week
  for each row execute function private.check_timesheet_signer();

-- ---------------------------------------------------------------------------------------
-- Application mail outbox: every e-mail the database decides to send (signature links,
-- reminders, escalations), delivered by a sender outside the database. On the local server
-- the same message is also written to its development outbox (auth._mail_outbox, shown at
-- /_dev/mail); hosted Supabase has no such table and skips that copy.
create table private.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity,
  workspace_id uuid references public.workspace (id) on delete cascade,
  recipient text not null,
  subject text not null,
  body text not null,
  link text,
  type text not null,
  entity text,
  entity_id uuid,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index mail_outbox_entity_idx on private.mail_outbox (entity, entity_id, seq desc);
create index mail_outbox_unsent_idx on private.mail_outbox (created_at) where sent_at is null;

create or replace function private.enqueue_mail(
  p_workspace_id uuid, p_recipient text, p_subject text, p_body text, p_link text, p_type text, p_entity text, p_entity_id uuid
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  insert into private.mail_outbox (workspace_id, recipient, subject, body, link, type, entity, entity_id)
  values (p_workspace_id, p_recipient, p_subject, p_body, p_link, p_type, p_entity, p_entity_id)
  returning id into v_id;
  if to_regclass('auth._mail_outbox') is not null then
    execute 'insert into auth._mail_outbox (recipient, subject, html, body, link, type) values ($1, $2, $3, $4, $5, $6)'
      using p_recipient, p_subject,
            '<p>' || replace(replace(replace(p_body, '&', '&amp;'), '<', '&lt;'), E'\n', '<br>') || '</p>'
              || case when p_link is not null then format('<p><a href="%s">Ouvrir le relevé</a></p>', replace(p_link, '"', '%22')) else '' end,
            p_body || case when p_link is not null then E'\n\n' || p_link else '' end, p_link, p_type;
  end if;
  return v_id;
end
$$;

-- The text of a signature e-mail for a week.
create or replace function private.timesheet_mail_text(p_week_id uuid, p_kind text)
returns table (subject text, body text)
language sql
stable
security definer
set search_path = ''
as $$
  select
    case p_kind
      when 'reminder' then 'Rappel : relevé d''heures à signer'
      when 'escalation' then 'Relevé d''heures en attente de signature'
      else 'Relevé d''heures à signer'
    end || format(' — %s %s, semaine %s', t.first_name, t.last_name, w.iso_week),
    format(E'Bonjour,\n\n%s\nTalent : %s %s\nEntreprise : %s\nSemaine du %s au %s : %s h\n\nLe lien est valable jusqu''au %s.',
           case p_kind
             when 'reminder' then 'Le relevé d''heures ci-dessous attend toujours votre signature.'
             when 'escalation' then 'Le valideur habituel n''a pas encore signé ce relevé d''heures : pouvez-vous le valider à sa place ?'
             else 'Merci de vérifier et de signer le relevé d''heures ci-dessous.'
           end,
           t.first_name, t.last_name, coalesce(co.name, ''), private.fr_date(w.week_start), private.fr_date(w.week_start + 6),
           private.fr_decimal(w.total_hours), private.fr_date((w.signature_token_expires_at at time zone 'Europe/Paris')::date))
  from public.timesheet_week w
  join public.talent t on t.id = w.talent_id
  left join public.company co on co.id = w.company_id
  where w.id = p_week_id
$$;

-- ---------------------------------------------------------------------------------------
-- Saves.

-- Saves a week and its days in one call (the grid's Enregistrer): creates the week of a
-- contract if it does not exist, writes the given days (a day with no time, hours, absence,
-- meal or comment is removed), the comment; a contested week being corrected goes back to
-- draft (a new round). Security invoker: RLS and the triggers' rules apply.
create or replace function public.save_timesheet_week(
  p_contract_id uuid, p_week_start date, p_days jsonb default '[]', p_comment text default null
)
returns public.timesheet_week
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_contract public.contract;
  v_week public.timesheet_week;
begin
  select c.* into v_contract from public.contract c where c.id = p_contract_id;
  if v_contract.id is null then
    perform private.fail('Cet enregistrement n''existe pas ou n''est pas visible avec vos droits', null, 'P0002');
  end if;
  if jsonb_typeof(coalesce(p_days, '[]')) <> 'array' or jsonb_array_length(coalesce(p_days, '[]')) > 7 then
    perform private.fail('Les jours du relevé sont invalides', 'timesheet_week_days');
  end if;
  if char_length(p_comment) > 2000 then
    perform private.fail('Le commentaire ne doit pas dépasser 2000 caractères', 'timesheet_week_comment');
  end if;
  select w.* into v_week from public.timesheet_week w
  where w.workspace_id = v_contract.workspace_id and w.contract_key = v_contract.contract_key and w.week_start = p_week_start;
  if v_week.id is null then
    insert into public.timesheet_week (workspace_id, contract_id, contract_key, talent_id, company_id, week_start, comment)
    values (v_contract.workspace_id, v_contract.id, v_contract.contract_key, v_contract.talent_id, v_contract.company_id,
            p_week_start, nullif(btrim(p_comment), ''))
    returning * into v_week;
  else
    if v_week.status = 'disputed' then
      update public.timesheet_week w set status = 'draft' where w.id = v_week.id;
    end if;
    update public.timesheet_week w set comment = nullif(btrim(p_comment), '')
    where w.id = v_week.id and w.comment is distinct from nullif(btrim(p_comment), '');
  end if;

  delete from public.timesheet_day d
  using jsonb_to_recordset(coalesce(p_days, '[]')) as x (date date, start_time time, end_time time, worked_hours numeric,
                                                     absence_type public.absence_type, meal public.day_meal, comment text)
  where d.timesheet_week_id = v_week.id and d.date = x.date
    and x.start_time is null and coalesce(x.worked_hours, 0) = 0 and coalesce(x.absence_type, 'none') = 'none'
    and coalesce(x.meal, 'none') = 'none' and coalesce(btrim(x.comment), '') = '';

  insert into public.timesheet_day (timesheet_week_id, date, start_time, end_time, break_minutes, worked_hours, night_hours,
                                    absence_type, meal, comment)
  select v_week.id, x.date, x.start_time, x.end_time, coalesce(x.break_minutes, 0), coalesce(x.worked_hours, 0),
         coalesce(x.night_hours, 0), coalesce(x.absence_type, 'none'), coalesce(x.meal, 'none'), nullif(btrim(x.comment), '')
  from jsonb_to_recordset(coalesce(p_days, '[]')) as x (date date, start_time time, end_time time, break_minutes smallint,
                                                     worked_hours numeric, night_hours numeric, absence_type public.absence_type,
                                                     meal public.day_meal, comment text)
  where not (x.start_time is null and coalesce(x.worked_hours, 0) = 0 and coalesce(x.absence_type, 'none') = 'none'
             and coalesce(x.meal, 'none') = 'none' and coalesce(btrim(x.comment), '') = '')
  on conflict (timesheet_week_id, date) do update
    set start_time = excluded.start_time, end_time = excluded.end_time, break_minutes = excluded.break_minutes,
        worked_hours = excluded.worked_hours, night_hours = excluded.night_hours, absence_type = excluded.absence_type,
        meal = excluded.meal, comment = excluded.comment;

  select w.* into v_week from public.timesheet_week w where w.id = v_week.id;
  return v_week;
end
$$;

-- Creates the missing draft weeks of a Monday for every signed, active or ended contract of
-- the caller's workspace that covers it (the « À remplir » tab's button); returns how many.
create or replace function public.open_timesheet_weeks(p_week_start date)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_count integer;
begin
  if p_week_start is null or extract(isodow from p_week_start) <> 1 then
    perform private.fail('Un relevé hebdomadaire commence un lundi', 'timesheet_week_monday');
  end if;
  insert into public.timesheet_week (workspace_id, contract_id, contract_key, talent_id, company_id, week_start)
  select distinct on (c.contract_key) c.workspace_id, c.id, c.contract_key, c.talent_id, c.company_id, p_week_start
  from public.contract c
  cross join lateral private.contract_key_timesheet_span(c.workspace_id, c.contract_key) s
  where c.workspace_id = private.current_workspace_id() and c.status in ('signed', 'active', 'ended')
    and c.contract_type <> 'independent_service'
    and s.first_day <= p_week_start + 6 and (s.last_day is null or s.last_day >= p_week_start)
    and not exists (select 1 from public.timesheet_week w
                    where w.workspace_id = c.workspace_id and w.contract_key = c.contract_key and w.week_start = p_week_start)
  order by c.contract_key, c.amendment_number desc
  on conflict do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

-- The public link of a token, on the app's address given by the caller (its window origin).
create or replace function private.timesheet_signature_url(p_app_url text, p_token text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_app_url is null or p_app_url !~ '^https?://[A-Za-z0-9.:\[\]-]+$' then
    perform private.fail('Adresse de l''application invalide', 'timesheet_signature_url');
  end if;
  return p_app_url || '/customer/timesheets/signature?token=' || p_token;
end
$$;

-- Sends a week for signature: a new link (create_timesheet_signature_link, RLS applies),
-- mailed to the signer the week's checks chose. Returns the recipient and the expiry.
create or replace function public.send_timesheet_for_signature(p_week_id uuid, p_app_url text)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_link record;
  v_week public.timesheet_week;
  v_email text;
  v_mail record;
begin
  select * into v_link from public.create_timesheet_signature_link(p_week_id);
  select w.* into v_week from public.timesheet_week w where w.id = p_week_id;
  select ct.email into v_email from public.contact ct where ct.id = v_week.signer_contact_id;
  select * into v_mail from private.timesheet_mail_text(p_week_id, 'signature');
  perform private.enqueue_mail(v_week.workspace_id, v_email, v_mail.subject, v_mail.body,
                               private.timesheet_signature_url(p_app_url, v_link.token), 'timesheet_signature', 'timesheet_week', p_week_id);
  return jsonb_build_object('id', p_week_id, 'recipient', v_email, 'expires_at', v_link.expires_at);
end
$$;

-- Bulk sending of a week: every draft week of that Monday with hours (or the given ones)
-- the caller may send; each failure is reported with its French message, the others go.
create or replace function public.send_timesheet_week_for_signature(p_week_start date, p_app_url text, p_week_ids uuid[] default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_week record;
  v_sent integer := 0;
  v_failed jsonb := '[]';
begin
  for v_week in
    select w.id, w.contract_key from public.timesheet_week w
    where w.week_start = p_week_start and w.status = 'draft' and w.total_hours > 0
      and (p_week_ids is null or w.id = any (p_week_ids))
    order by w.contract_key
  loop
    begin
      perform public.send_timesheet_for_signature(v_week.id, p_app_url);
      v_sent := v_sent + 1;
    exception when others then
      v_failed := v_failed || jsonb_build_object('id', v_week.id, 'contract_key', v_week.contract_key, 'message', sqlerrm);
    end;
  end loop;
  return jsonb_build_object('sent', v_sent, 'failed', v_failed);
end
$$;

-- Renews the link of a week awaiting signature or whose link expired: CSM only (domain.md §3.3).
create or replace function public.renew_timesheet_signature_link(p_week_id uuid, p_app_url text)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if not private.has_any_role('{csm_team_member,external_csm_team_member,team_member_developer}') then
    perform private.fail('Seul un CSM peut renouveler le lien de signature', 'timesheet_week_renew_link', '42501');
  end if;
  if not exists (select 1 from public.timesheet_week w where w.id = p_week_id and w.status in ('pending_signature', 'signature_expired')) then
    perform private.fail('Seul le lien d''un relevé en attente de signature ou expiré peut être renouvelé', 'timesheet_week_renew_link');
  end if;
  return public.send_timesheet_for_signature(p_week_id, p_app_url);
end
$$;

-- Unlocks a validated week (back to draft): accounting only, before export, reason
-- mandatory; logged in status_history with the reason.
create or replace function public.unlock_timesheet_week(p_week_id uuid, p_reason text)
returns public.timesheet_week
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_week public.timesheet_week;
begin
  if not private.has_role('accounting_team_member') then
    perform private.fail('Seule la comptabilité peut déverrouiller un relevé validé', 'timesheet_week_unlock_role', '42501');
  end if;
  if coalesce(btrim(p_reason), '') = '' then
    perform private.fail('Le motif du déverrouillage est obligatoire', 'timesheet_week_unlock_reason');
  end if;
  if char_length(p_reason) > 2000 then
    perform private.fail('Le motif ne doit pas dépasser 2000 caractères', 'timesheet_week_unlock_reason');
  end if;
  if not exists (select 1 from public.timesheet_week w where w.id = p_week_id and w.status = 'validated') then
    perform private.fail('Seul un relevé validé (pas encore transmis en paie) peut être déverrouillé', 'timesheet_week_unlock_status');
  end if;
  perform public.transition_status('timesheet_week', p_week_id, 'draft', btrim(p_reason));
  select w.* into v_week from public.timesheet_week w where w.id = p_week_id;
  return v_week;
end
$$;

-- Quick counts of the list's tabs under the same filters (RLS applies).
create or replace function public.timesheet_week_counts(
  p_week_start date default null, p_company_id uuid default null, p_talent_id uuid default null, p_owner_id uuid default null
)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'to_fill', count(*) filter (where w.status = 'draft' and w.total_hours = 0),
    'to_send', count(*) filter (where w.status = 'draft' and w.total_hours > 0),
    'awaiting', count(*) filter (where w.status in ('pending_signature', 'signature_expired')),
    'disputed', count(*) filter (where w.status = 'disputed'),
    'to_validate', count(*) filter (where w.status = 'signed'),
    'validated', count(*) filter (where w.status in ('validated', 'exported', 'invoiced')))
  from public.timesheet_week w
  where w.workspace_id = private.current_workspace_id()
    and (p_week_start is null or w.week_start = p_week_start)
    and (p_company_id is null or w.company_id = p_company_id)
    and (p_talent_id is null or w.talent_id = p_talent_id)
    and (p_owner_id is null or w.owner_id = p_owner_id)
$$;

-- ---------------------------------------------------------------------------------------
-- Chasing (domain.md, user asks §1): one day after the link was sent, a reminder to the
-- signer; two days after, the link goes to an alternate signer (another active contact of
-- the company allowed to sign) or, without one, to the contract's consultant. p_now is the
-- clock (tests move it); the link is the one already mailed (the token is stored hashed).
create or replace function private.run_timesheet_chasing(p_now timestamptz default now())
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_week record;
  v_mail record;
  v_link text;
  v_to record;
  v_reminders integer := 0;
  v_escalations integer := 0;
begin
  perform set_config('renfort.actor', 'system', true);
  for v_week in
    select w.* from public.timesheet_week w
    where w.status = 'pending_signature' and w.signature_token_expires_at > p_now
      and w.reminder_sent_at is null and w.signature_sent_at <= p_now - interval '1 day'
  loop
    select o.link into v_link from private.mail_outbox o
    where o.entity = 'timesheet_week' and o.entity_id = v_week.id and o.type = 'timesheet_signature' and o.created_at >= v_week.signature_sent_at - interval '1 minute'
    order by o.seq desc limit 1;
    select ct.email into v_to from public.contact ct where ct.id = v_week.signer_contact_id;
    if v_link is not null and v_to.email is not null then
      select * into v_mail from private.timesheet_mail_text(v_week.id, 'reminder');
      perform private.enqueue_mail(v_week.workspace_id, v_to.email, v_mail.subject, v_mail.body, v_link, 'timesheet_reminder', 'timesheet_week', v_week.id);
      v_reminders := v_reminders + 1;
    end if;
    update public.timesheet_week w set reminder_sent_at = p_now where w.id = v_week.id;
  end loop;

  for v_week in
    select w.* from public.timesheet_week w
    where w.status = 'pending_signature' and w.signature_token_expires_at > p_now
      and w.escalated_at is null and w.signature_sent_at <= p_now - interval '2 days'
  loop
    select o.link into v_link from private.mail_outbox o
    where o.entity = 'timesheet_week' and o.entity_id = v_week.id and o.type = 'timesheet_signature' and o.created_at >= v_week.signature_sent_at - interval '1 minute'
    order by o.seq desc limit 1;
    select ct.id, ct.email into v_to from public.contact ct
    where ct.company_id = v_week.company_id and ct.id <> coalesce(v_week.signer_contact_id, '00000000-0000-0000-0000-000000000000'::uuid)
      and ct.status = 'active' and 'timesheet_signer' = any (ct.roles) and ct.email is not null
    order by ct.last_name, ct.first_name, ct.id limit 1;
    if v_to.id is null then
      select null::uuid as id, tm.email into v_to from public.team_member tm where tm.id = v_week.owner_id;
    end if;
    if v_link is not null and v_to.email is not null then
      select * into v_mail from private.timesheet_mail_text(v_week.id, 'escalation');
      perform private.enqueue_mail(v_week.workspace_id, v_to.email, v_mail.subject, v_mail.body, v_link, 'timesheet_escalation', 'timesheet_week', v_week.id);
      v_escalations := v_escalations + 1;
    end if;
    update public.timesheet_week w set escalated_at = p_now, escalated_to_contact_id = v_to.id where w.id = v_week.id;
  end loop;
  perform set_config('renfort.actor', '', true);
  return jsonb_build_object('timesheet_week:reminder', v_reminders, 'timesheet_week:escalation', v_escalations);
end
$$;

create or replace function private.run_timesheet_time_moves()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return jsonb_build_object('timesheet_week:signature_expired', public.expire_timesheet_signature_links())
    || private.run_timesheet_chasing(now());
end
$$;

-- ---------------------------------------------------------------------------------------
alter table public.timesheet_contest enable row level security;
alter table public.timesheet_week_round enable row level security;

-- timesheet_contest and timesheet_week_round: read like their week; written by the database.
create policy "timesheet_contest: matrix roles can select workspace rows" on public.timesheet_contest
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('timesheet_week', 'select')));
create policy "timesheet_week_round: matrix roles can select workspace rows" on public.timesheet_week_round
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('timesheet_week', 'select')));

revoke all on public.timesheet_contest, public.timesheet_week_round from anon;
revoke insert, update, delete on public.timesheet_contest, public.timesheet_week_round from authenticated;
grant select on public.timesheet_contest, public.timesheet_week_round to authenticated;
revoke all on private.mail_outbox from public, anon, authenticated;

revoke all on function public.save_timesheet_week(uuid, date, jsonb, text), public.open_timesheet_weeks(date),
  public.send_timesheet_for_signature(uuid, text), public.send_timesheet_week_for_signature(date, text, uuid[]),
  public.renew_timesheet_signature_link(uuid, text), public.unlock_timesheet_week(uuid, text),
  public.timesheet_week_counts(date, uuid, uuid, uuid) from public, anon;
grant execute on function public.save_timesheet_week(uuid, date, jsonb, text), public.open_timesheet_weeks(date),
  public.send_timesheet_for_signature(uuid, text), public.send_timesheet_week_for_signature(date, text, uuid[]),
  public.renew_timesheet_signature_link(uuid, text), public.unlock_timesheet_week(uuid, text),
  public.timesheet_week_counts(date, uuid, uuid, uuid) to authenticated, service_role;
revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
revoke all on function private.run_timesheet_time_moves(), private.run_timesheet_chasing(timestamptz) from public, anon, authenticated;
grant execute on function private.run_timesheet_time_moves(), private.run_timesheet_chasing(timestamptz) to service_role;
