-- Weekly timesheets (timesheet_week + timesheet_day) with the legal hour limits, the
-- customer signature link (a random, single-use, expiring token per week, read and signed
-- through two RPCs only), and pay tracking per talent and pay period.

create type public.timesheet_status as enum ('draft', 'pending_signature', 'signed', 'disputed', 'validated', 'exported', 'invoiced', 'canceled', 'signature_expired');
create type public.absence_type as enum ('none', 'unjustified', 'sick', 'work_accident', 'weather', 'leave', 'training', 'public_holiday');
create type public.day_meal as enum ('none', 'meal_allowance', 'meal_voucher');
create type public.pay_tracking_status as enum ('to_prepare', 'in_progress', 'to_control', 'controlled', 'exported', 'paid', 'anomaly', 'regularization');

insert into public.enum_label (enum_name, value, label, position) values
  ('timesheet_status', 'draft', 'Brouillon', 1),
  ('timesheet_status', 'pending_signature', 'En attente de signature client', 2),
  ('timesheet_status', 'signed', 'Signé par le client', 3),
  ('timesheet_status', 'disputed', 'Contesté', 4),
  ('timesheet_status', 'validated', 'Validé agence', 5),
  ('timesheet_status', 'exported', 'Transmis en paie', 6),
  ('timesheet_status', 'invoiced', 'Facturé', 7),
  ('timesheet_status', 'canceled', 'Annulé', 8),
  ('timesheet_status', 'signature_expired', 'Lien expiré', 9),
  ('absence_type', 'none', 'Aucune', 1),
  ('absence_type', 'unjustified', 'Absence injustifiée', 2),
  ('absence_type', 'sick', 'Maladie', 3),
  ('absence_type', 'work_accident', 'Accident du travail', 4),
  ('absence_type', 'weather', 'Intempéries', 5),
  ('absence_type', 'leave', 'Congé', 6),
  ('absence_type', 'training', 'Formation', 7),
  ('absence_type', 'public_holiday', 'Jour férié', 8),
  ('day_meal', 'none', 'Aucun', 1),
  ('day_meal', 'meal_allowance', 'Panier', 2),
  ('day_meal', 'meal_voucher', 'Titre-restaurant', 3),
  ('pay_tracking_status', 'to_prepare', 'À préparer', 1),
  ('pay_tracking_status', 'in_progress', 'En cours', 2),
  ('pay_tracking_status', 'to_control', 'À contrôler', 3),
  ('pay_tracking_status', 'controlled', 'Contrôlée', 4),
  ('pay_tracking_status', 'exported', 'Exportée', 5),
  ('pay_tracking_status', 'paid', 'Payée', 6),
  ('pay_tracking_status', 'anomaly', 'Anomalie', 7),
  ('pay_tracking_status', 'regularization', 'Régularisation', 8);

-- timesheet_week: the hours of one contract_key over one ISO week, signed by the client.
create table public.timesheet_week (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  contract_id uuid not null references public.contract (id) on delete cascade,
  contract_key text not null,
  talent_id uuid not null references public.talent (id) on delete cascade,
  company_id uuid references public.company (id) on delete set null,
  week_start date not null,
  iso_year smallint generated always as (extract(isoyear from week_start)::smallint) stored,
  iso_week smallint generated always as (extract(week from week_start)::smallint) stored,
  status public.timesheet_status not null default 'draft',
  status_changed_at timestamptz,
  total_hours numeric(5, 2) not null default 0,
  hours_normal numeric(5, 2) not null default 0,
  hours_ot25 numeric(5, 2) not null default 0,
  hours_ot50 numeric(5, 2) not null default 0,
  night_hours numeric(5, 2) not null default 0,
  comment text,
  signer_contact_id uuid references public.contact (id) on delete set null,
  signature_token_hash text,
  signature_token_expires_at timestamptz,
  signature_token_used_at timestamptz,
  signature_sent_at timestamptz,
  signer_name text,
  signer_email text,
  signed_at timestamptz,
  signature_image text,
  signature_ip text,
  signature_user_agent text,
  document_hash text,
  dispute_reason text,
  pdf_file text,
  validated_by uuid references public.auth_user (id) on delete set null,
  validated_at timestamptz,
  exported_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint timesheet_week_unique unique (workspace_id, contract_key, week_start),
  constraint timesheet_week_monday check (extract(isodow from week_start) = 1),
  constraint timesheet_week_max_hours check (total_hours between 0 and 48),
  constraint timesheet_week_signature_image_size check (signature_image is null or char_length(signature_image) <= 500000),
  constraint timesheet_week_token_hash_unique unique (signature_token_hash)
);
create index timesheet_week_workspace_status_idx on public.timesheet_week (workspace_id, status, week_start);
create index timesheet_week_contract_id_idx on public.timesheet_week (contract_id);
create index timesheet_week_talent_id_idx on public.timesheet_week (talent_id, week_start);
create index timesheet_week_company_id_idx on public.timesheet_week (company_id);
create index timesheet_week_signer_contact_id_idx on public.timesheet_week (signer_contact_id);
create index timesheet_week_validated_by_idx on public.timesheet_week (validated_by);
create index timesheet_week_created_by_idx on public.timesheet_week (created_by);
create index timesheet_week_updated_by_idx on public.timesheet_week (updated_by);

-- Validates a week: a Monday inside the contract, a signer before sending, a reason to
-- contest; fills the talent, company and key from the contract; stamps validation.
create or replace function private.prepare_timesheet_week()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_contract public.contract;
  v_signer public.contact;
begin
  select c.* into v_contract from public.contract c where c.id = new.contract_id;
  perform private.assert_same_workspace(new.workspace_id, 'contract', new.contract_id, 'Le contrat');
  new.contract_key := v_contract.contract_key;
  new.talent_id := v_contract.talent_id;
  new.company_id := coalesce(v_contract.company_id, new.company_id);
  if extract(isodow from new.week_start) <> 1 then
    perform private.fail('Un relevé hebdomadaire commence un lundi', 'timesheet_week_monday');
  end if;
  if tg_op = 'INSERT' or new.week_start is distinct from old.week_start then
    if new.week_start + 6 < (select min(c.start_date) from public.contract c
                             where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key and c.status <> 'canceled')
       or new.week_start > (select max(coalesce(c.definitive_end_date, c.end_date, 'infinity'::date)) + 10 from public.contract c
                            where c.workspace_id = new.workspace_id and c.contract_key = new.contract_key and c.status <> 'canceled') then
      perform private.fail('La semaine doit être comprise dans la période du contrat (souplesse incluse)', 'timesheet_week_in_contract');
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

create trigger timesheet_week_prepare before insert or update on public.timesheet_week
  for each row execute function private.prepare_timesheet_week();
create trigger timesheet_week_status before insert or update on public.timesheet_week
  for each row execute function private.enforce_status_transition('status', 'dispute_reason');
create trigger timesheet_week_audit before insert or update on public.timesheet_week
  for each row execute function private.set_audit_fields();

-- timesheet_day: one day of a week (times, breaks, hours, absence, meal).
create table public.timesheet_day (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  timesheet_week_id uuid not null references public.timesheet_week (id) on delete cascade,
  date date not null,
  start_time time,
  end_time time,
  break_minutes smallint not null default 0,
  worked_hours numeric(4, 2) not null default 0,
  night_hours numeric(4, 2) not null default 0,
  absence_type public.absence_type not null default 'none',
  meal public.day_meal not null default 'none',
  comment text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint timesheet_day_unique unique (timesheet_week_id, date),
  constraint timesheet_day_max_hours check (worked_hours between 0 and 12),
  constraint timesheet_day_night_hours check (night_hours between 0 and worked_hours),
  constraint timesheet_day_break check (break_minutes between 0 and 600),
  constraint timesheet_day_times_pair check ((start_time is null) = (end_time is null))
);
create index timesheet_day_workspace_id_idx on public.timesheet_day (workspace_id);
create index timesheet_day_created_by_idx on public.timesheet_day (created_by);
create index timesheet_day_updated_by_idx on public.timesheet_day (updated_by);

-- Validates a day: inside its week, the week still editable, hours computed from the times
-- (crossing midnight allowed), ≤ 10 h (L3121-18) and a 20-minute break beyond 6 h (L3121-16).
create or replace function private.prepare_timesheet_day()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_week public.timesheet_week;
  v_minutes integer;
  v_max numeric;
begin
  select w.* into v_week from public.timesheet_week w where w.id = coalesce(new.timesheet_week_id, old.timesheet_week_id);
  if tg_op = 'DELETE' then
    if not private.is_system() and v_week.status not in ('draft', 'disputed') then
      perform private.fail(format('Le relevé n''est plus modifiable (statut « %s »)', private.enum_label('timesheet_status', v_week.status::text)), 'timesheet_week_locked');
    end if;
    return old;
  end if;
  new.workspace_id := v_week.workspace_id;
  if not private.is_system() and v_week.status not in ('draft', 'disputed') then
    perform private.fail(format('Le relevé n''est plus modifiable (statut « %s »)', private.enum_label('timesheet_status', v_week.status::text)), 'timesheet_week_locked');
  end if;
  if new.date < v_week.week_start or new.date > v_week.week_start + 6 then
    perform private.fail('Le jour doit appartenir à la semaine du relevé', 'timesheet_day_in_week');
  end if;
  if new.start_time is not null and new.end_time is not null then
    v_minutes := (extract(epoch from (new.end_time - new.start_time)) / 60)::integer;
    if v_minutes <= 0 then
      v_minutes := v_minutes + 24 * 60;
    end if;
    v_minutes := v_minutes - new.break_minutes;
    if v_minutes < 0 then
      perform private.fail('La pause dépasse la durée de la journée', 'timesheet_day_break');
    end if;
    new.worked_hours := round(v_minutes / 60.0, 2);
    if new.worked_hours > 6 and new.break_minutes < 20 then
      perform private.fail('Une pause d''au moins 20 minutes est obligatoire au-delà de 6 h de travail (L3121-16)', 'timesheet_day_break_required');
    end if;
  end if;
  v_max := coalesce(private.legal_value('max_daily_hours', new.date), 10);
  if new.worked_hours > v_max then
    perform private.fail(format('Un jour ne peut pas dépasser %s h de travail (L3121-18)', private.fr_decimal(v_max)), 'timesheet_day_max_hours');
  end if;
  if new.night_hours > new.worked_hours then
    perform private.fail('Les heures de nuit ne peuvent pas dépasser les heures travaillées', 'timesheet_day_night_hours');
  end if;
  if new.absence_type <> 'none' and new.worked_hours > 0 and new.absence_type not in ('weather', 'training') then
    perform private.fail('Un jour d''absence ne peut pas comporter d''heures travaillées', 'timesheet_day_absence_hours');
  end if;
  return new;
end
$$;

create trigger timesheet_day_prepare before insert or update or delete on public.timesheet_day
  for each row execute function private.prepare_timesheet_day();
create trigger timesheet_day_audit before insert or update on public.timesheet_day
  for each row execute function private.set_audit_fields();

-- Recomputes the totals of weeks (normal, +25 %, +50 % hours) and refuses a week over 48 h (L3121-20).
create or replace function private.refresh_timesheet_weeks(p_week_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_over record;
  v_previous_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  select w.id, sum(d.worked_hours) as total, min(w.week_start) as week_start into v_over
  from public.timesheet_week w join public.timesheet_day d on d.timesheet_week_id = w.id
  where w.id = any (p_week_ids)
  group by w.id
  having sum(d.worked_hours) > coalesce(private.legal_value('max_weekly_hours', min(w.week_start)), 48)
  limit 1;
  if found then
    perform private.fail(format('La semaine ne peut pas dépasser %s h de travail (L3121-20) : %s h saisies',
                                private.fr_decimal(coalesce(private.legal_value('max_weekly_hours', v_over.week_start), 48)),
                                private.fr_decimal(v_over.total)), 'timesheet_week_max_hours');
  end if;
  perform set_config('renfort.actor', 'system', true);
  update public.timesheet_week w
  set total_hours = t.total,
      hours_normal = least(t.total, 35),
      hours_ot25 = least(greatest(t.total - 35, 0), 8),
      hours_ot50 = greatest(t.total - 43, 0),
      night_hours = t.night
  from (
    select w2.id, coalesce(sum(d.worked_hours), 0) as total, coalesce(sum(d.night_hours), 0) as night
    from public.timesheet_week w2 left join public.timesheet_day d on d.timesheet_week_id = w2.id
    where w2.id = any (p_week_ids)
    group by w2.id
  ) t
  where w.id = t.id and (w.total_hours, w.night_hours) is distinct from (t.total, t.night);
  perform set_config('renfort.actor', v_previous_actor, true);
end
$$;

-- Statement-level refresh after inserts, updates or deletes of days.
create or replace function private.refresh_timesheet_weeks_after_days()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.refresh_timesheet_weeks(array(select distinct timesheet_week_id from old_rows));
  else
    perform private.refresh_timesheet_weeks(array(select distinct timesheet_week_id from new_rows));
  end if;
  return null;
end
$$;

create trigger timesheet_day_totals_insert after insert on public.timesheet_day
  referencing new table as new_rows for each statement execute function private.refresh_timesheet_weeks_after_days();
create trigger timesheet_day_totals_update after update on public.timesheet_day
  referencing new table as new_rows for each statement execute function private.refresh_timesheet_weeks_after_days();
create trigger timesheet_day_totals_delete after delete on public.timesheet_day
  referencing old table as old_rows for each statement execute function private.refresh_timesheet_weeks_after_days();

-- ---------------------------------------------------------------------------------------
-- Customer signature link: a 256-bit random token per week, stored as its SHA-256 hash,
-- single-use and expiring (14 days by default). The public page calls the two RPCs below
-- with the token; nothing else is reachable with it.

-- Creates (or renews) the signature link of a week and returns the token once. The caller
-- needs update rights on the week (RLS applies); the week moves to pending_signature.
create or replace function public.create_timesheet_signature_link(p_timesheet_week_id uuid)
returns table (token text, expires_at timestamptz)
language plpgsql
set search_path = ''
as $$
declare
  v_token text := translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_');
  v_days numeric := coalesce(private.legal_value('timesheet_signature_validity_days', current_date), 14);
  v_expires timestamptz := now() + make_interval(days => v_days::integer);
  v_count integer;
begin
  update public.timesheet_week w
  set status = 'pending_signature',
      signature_token_hash = encode(extensions.digest(v_token, 'sha256'), 'hex'),
      signature_token_expires_at = v_expires,
      signature_token_used_at = null,
      signature_sent_at = now()
  where w.id = p_timesheet_week_id and w.status in ('draft', 'pending_signature', 'signature_expired');
  get diagnostics v_count = row_count;
  if v_count = 0 then
    perform private.fail('Ce relevé ne peut pas être envoyé en signature', 'timesheet_week_signature_link', '42501');
  end if;
  return query select v_token, v_expires;
end
$$;

-- The week behind a valid token (or an error): read access for the public page.
create or replace function private.timesheet_week_for_token(p_token text)
returns public.timesheet_week
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_week public.timesheet_week;
begin
  if p_token is null or length(p_token) < 32 then
    raise exception using message = 'Lien de signature invalide', errcode = 'PT404';
  end if;
  select w.* into v_week from public.timesheet_week w
  where w.signature_token_hash = encode(extensions.digest(p_token, 'sha256'), 'hex');
  if not found then
    raise exception using message = 'Lien de signature invalide', errcode = 'PT404';
  end if;
  if v_week.signature_token_used_at is not null or v_week.status <> 'pending_signature' then
    raise exception using message = 'Ce lien de signature a déjà été utilisé', errcode = 'PT410';
  end if;
  if v_week.signature_token_expires_at < now() then
    raise exception using message = 'Ce lien de signature a expiré', errcode = 'PT410';
  end if;
  return v_week;
end
$$;

-- Public page: what the client signs (names, dates and hours only — no pay, coefficient or NIR).
create or replace function public.get_timesheet_for_signature(p_token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with w as (select * from private.timesheet_week_for_token(p_token))
  select jsonb_build_object(
    'week_start', w.week_start,
    'week_end', w.week_start + 6,
    'iso_year', w.iso_year,
    'iso_week', w.iso_week,
    'status', w.status,
    'expires_at', w.signature_token_expires_at,
    'talent', (select jsonb_build_object('first_name', t.first_name, 'last_name', t.last_name) from public.talent t where t.id = w.talent_id),
    'company', (select jsonb_build_object('name', c.name) from public.company c where c.id = w.company_id),
    'job_name', (select ct.job_name from public.contract ct where ct.id = w.contract_id),
    'contract_key', w.contract_key,
    'signer', (select jsonb_build_object('first_name', s.first_name, 'last_name', s.last_name, 'email', s.email)
               from public.contact s where s.id = w.signer_contact_id),
    'total_hours', w.total_hours,
    'hours_normal', w.hours_normal,
    'hours_ot25', w.hours_ot25,
    'hours_ot50', w.hours_ot50,
    'days', coalesce((select jsonb_agg(jsonb_build_object(
                        'date', d.date, 'start_time', d.start_time, 'end_time', d.end_time,
                        'break_minutes', d.break_minutes, 'worked_hours', d.worked_hours,
                        'night_hours', d.night_hours, 'absence_type', d.absence_type, 'comment', d.comment)
                      order by d.date)
                      from public.timesheet_day d where d.timesheet_week_id = w.id), '[]'::jsonb)
  )
  from w
$$;

-- Public page: the client signs the week (or contests it with a reason); the token is spent.
create or replace function public.sign_timesheet(
  p_token text, p_signer_name text, p_signer_email text, p_signature_image text default null,
  p_accept boolean default true, p_dispute_reason text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_week public.timesheet_week := private.timesheet_week_for_token(p_token);
  v_headers jsonb := coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
  v_status public.timesheet_status := case when p_accept then 'signed' else 'disputed' end;
begin
  if coalesce(btrim(p_signer_name), '') = '' then
    perform private.fail('Le nom du signataire est obligatoire', 'timesheet_week_signer_name');
  end if;
  if p_signer_email is null or p_signer_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    perform private.fail('L''e-mail du signataire est invalide', 'timesheet_week_signer_email');
  end if;
  if p_accept and (p_signature_image is null or p_signature_image !~ '^data:image/(png|svg\+xml);base64,') then
    perform private.fail('La signature est obligatoire (image PNG ou SVG)', 'timesheet_week_signature_image');
  end if;
  if not p_accept and coalesce(btrim(p_dispute_reason), '') = '' then
    perform private.fail('Un motif de contestation est obligatoire', 'timesheet_week_dispute_reason');
  end if;
  perform set_config('renfort.actor', 'external_client', true);
  update public.timesheet_week w
  set status = v_status,
      signer_name = btrim(p_signer_name),
      signer_email = lower(btrim(p_signer_email)),
      signed_at = case when p_accept then now() end,
      signature_image = case when p_accept then p_signature_image end,
      dispute_reason = case when p_accept then null else btrim(p_dispute_reason) end,
      signature_ip = split_part(coalesce(v_headers ->> 'x-forwarded-for', v_headers ->> 'x-real-ip', ''), ',', 1),
      signature_user_agent = left(v_headers ->> 'user-agent', 500),
      signature_token_used_at = now(),
      document_hash = encode(extensions.digest(
        concat_ws('|', w.id, w.contract_key, w.week_start, w.total_hours,
                  (select string_agg(concat_ws(';', d.date, d.start_time, d.end_time, d.break_minutes, d.worked_hours), '|' order by d.date)
                   from public.timesheet_day d where d.timesheet_week_id = w.id)), 'sha256'), 'hex')
  where w.id = v_week.id;
  perform set_config('renfort.actor', '', true);
  return jsonb_build_object('status', v_status, 'signed_at', case when p_accept then now() end);
end
$$;

-- Cron: pending signature links past their expiry become signature_expired.
create or replace function public.expire_timesheet_signature_links()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  perform set_config('renfort.actor', 'system', true);
  update public.timesheet_week w set status = 'signature_expired'
  where w.status = 'pending_signature' and w.signature_token_expires_at < now();
  get diagnostics v_count = row_count;
  perform set_config('renfort.actor', '', true);
  return v_count;
end
$$;

-- ---------------------------------------------------------------------------------------
-- pay_tracking: one talent's pay over one pay period, from validated timesheets to payment.
create table public.pay_tracking (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  talent_id uuid not null references public.talent (id) on delete restrict,
  period_start date not null,
  period_end date not null,
  contract_keys text[] not null default '{}',
  hours_normal numeric(6, 2) not null default 0,
  hours_ot25 numeric(6, 2) not null default 0,
  hours_ot50 numeric(6, 2) not null default 0,
  night_hours numeric(6, 2) not null default 0,
  gross_base numeric(12, 2) not null default 0,
  gross_overtime numeric(12, 2) not null default 0,
  bonuses_subject numeric(12, 2) not null default 0,
  allowances_not_subject numeric(12, 2) not null default 0,
  ifm_amount numeric(12, 2) not null default 0,
  iccp_amount numeric(12, 2) not null default 0,
  gross_total numeric(12, 2) not null default 0,
  advances_deducted numeric(12, 2) not null default 0,
  net_to_pay numeric(12, 2),
  status public.pay_tracking_status not null default 'to_prepare',
  status_changed_at timestamptz,
  anomaly_note text,
  payslip_file text,
  payment_reference text,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint pay_tracking_period unique (workspace_id, talent_id, period_start),
  constraint pay_tracking_dates_order check (period_end >= period_start),
  constraint pay_tracking_amounts_positive check (
    least(hours_normal, hours_ot25, hours_ot50, night_hours, gross_base, gross_overtime, bonuses_subject,
          allowances_not_subject, ifm_amount, iccp_amount, gross_total, advances_deducted, coalesce(net_to_pay, 0)) >= 0
  )
);
create index pay_tracking_workspace_status_idx on public.pay_tracking (workspace_id, status, period_start);
create index pay_tracking_talent_id_idx on public.pay_tracking (talent_id);
create index pay_tracking_created_by_idx on public.pay_tracking (created_by);
create index pay_tracking_updated_by_idx on public.pay_tracking (updated_by);

-- Validates a pay line: dates, net from control onwards, advances ≤ net, anomaly note.
create or replace function private.prepare_pay_tracking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.assert_same_workspace(new.workspace_id, 'talent', new.talent_id, 'Le talent');
  if new.period_end < new.period_start then
    perform private.fail('La fin de période doit être postérieure ou égale au début', 'pay_tracking_dates_order');
  end if;
  if new.status in ('controlled', 'exported', 'paid') and new.net_to_pay is null then
    perform private.fail('Le net à payer est obligatoire à partir du contrôle', 'pay_tracking_net_required');
  end if;
  if new.net_to_pay is not null and new.advances_deducted > new.net_to_pay then
    perform private.fail('Les acomptes déduits ne peuvent pas dépasser le net à payer', 'pay_tracking_advances');
  end if;
  if new.status = 'anomaly' and coalesce(btrim(new.anomaly_note), '') = '' then
    perform private.fail('Une note est obligatoire pour signaler une anomalie', 'pay_tracking_anomaly_note');
  end if;
  if new.status = 'paid' then
    new.paid_at := coalesce(new.paid_at, now());
  end if;
  return new;
end
$$;

create trigger pay_tracking_prepare before insert or update on public.pay_tracking
  for each row execute function private.prepare_pay_tracking();
create trigger pay_tracking_status before insert or update on public.pay_tracking
  for each row execute function private.enforce_status_transition('status', 'anomaly_note');
create trigger pay_tracking_audit before insert or update on public.pay_tracking
  for each row execute function private.set_audit_fields();

-- ---------------------------------------------------------------------------------------
-- Who may move timesheets and pay lines (domain.md §3.3, §3.4).
insert into public.status_transition (entity, from_status, to_status, roles, external_actors, requires_comment, note) values
  ('timesheet_week', null, 'draft', '{consultant_team_member,csm_team_member,external_csm_team_member,accounting_team_member}', '{}', false, null),
  ('timesheet_week', 'draft', 'pending_signature', '{consultant_team_member,csm_team_member,external_csm_team_member}', '{}', false, 'ou envoi automatique du vendredi'),
  ('timesheet_week', 'pending_signature', 'signed', '{}', '{external_client}', false, 'page publique de signature'),
  ('timesheet_week', 'pending_signature', 'disputed', '{}', '{external_client}', false, 'page publique de signature'),
  ('timesheet_week', 'pending_signature', 'signature_expired', '{}', '{}', false, 'automatique à l''expiration du lien'),
  ('timesheet_week', 'signature_expired', 'pending_signature', '{csm_team_member,external_csm_team_member}', '{}', false, 'renvoi du lien'),
  ('timesheet_week', 'disputed', 'draft', '{csm_team_member,consultant_team_member,external_csm_team_member}', '{}', false, null),
  ('timesheet_week', 'signed', 'validated', '{csm_team_member,accounting_team_member}', '{}', false, null),
  ('timesheet_week', 'validated', 'draft', '{accounting_team_member}', '{}', true, 'avant export seulement'),
  ('timesheet_week', 'validated', 'exported', '{accounting_team_member}', '{}', false, null),
  ('timesheet_week', 'exported', 'invoiced', '{accounting_team_member}', '{}', false, null),
  ('timesheet_week', 'draft', 'canceled', '{csm_team_member}', '{}', false, null),
  ('timesheet_week', 'pending_signature', 'canceled', '{csm_team_member}', '{}', false, null),
  ('pay_tracking', null, 'to_prepare', '{accounting_team_member}', '{}', false, null),
  ('pay_tracking', '*', 'to_prepare', '{accounting_team_member}', '{}', false, null),
  ('pay_tracking', '*', 'in_progress', '{accounting_team_member}', '{}', false, 'ou automatiquement au premier relevé validé'),
  ('pay_tracking', '*', 'to_control', '{accounting_team_member}', '{}', false, null),
  ('pay_tracking', '*', 'controlled', '{accounting_team_member}', '{}', false, null),
  ('pay_tracking', '*', 'exported', '{accounting_team_member}', '{}', false, null),
  ('pay_tracking', '*', 'paid', '{accounting_team_member}', '{}', false, null),
  ('pay_tracking', '*', 'anomaly', '{accounting_team_member,csm_team_member}', '{}', true, null),
  ('pay_tracking', '*', 'regularization', '{accounting_team_member}', '{}', false, null);

-- ---------------------------------------------------------------------------------------
alter table public.timesheet_week enable row level security;
alter table public.timesheet_day enable row level security;
alter table public.pay_tracking enable row level security;

-- timesheet_week: rows of the caller's workspaces, per the matrix.
create policy "timesheet_week: matrix roles can select workspace rows" on public.timesheet_week
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('timesheet_week', 'select')));
create policy "timesheet_week: matrix roles can insert workspace rows" on public.timesheet_week
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('timesheet_week', 'insert')));
create policy "timesheet_week: matrix roles can update workspace rows" on public.timesheet_week
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('timesheet_week', 'update')))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('timesheet_week', 'update')));
create policy "timesheet_week: matrix roles can delete workspace rows" on public.timesheet_week
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('timesheet_week', 'delete')));

-- timesheet_day: rows of the caller's workspaces, per the matrix.
create policy "timesheet_day: matrix roles can select workspace rows" on public.timesheet_day
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('timesheet_day', 'select')));
create policy "timesheet_day: matrix roles can insert workspace rows" on public.timesheet_day
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('timesheet_day', 'insert')));
create policy "timesheet_day: matrix roles can update workspace rows" on public.timesheet_day
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('timesheet_day', 'update')))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('timesheet_day', 'update')));
create policy "timesheet_day: matrix roles can delete workspace rows" on public.timesheet_day
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('timesheet_day', 'delete')));

-- pay_tracking: accounting writes; CSMs, consultants and developers read (never marketing).
create policy "pay_tracking: matrix roles can select workspace rows" on public.pay_tracking
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('pay_tracking', 'select')));
create policy "pay_tracking: matrix roles can insert workspace rows" on public.pay_tracking
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('pay_tracking', 'insert')));
create policy "pay_tracking: matrix roles can update workspace rows" on public.pay_tracking
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('pay_tracking', 'update')))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('pay_tracking', 'update')));
create policy "pay_tracking: matrix roles can delete workspace rows" on public.pay_tracking
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('pay_tracking', 'delete')));

revoke all on public.timesheet_week, public.timesheet_day, public.pay_tracking from anon;
revoke all on function public.create_timesheet_signature_link(uuid) from public, anon;
grant execute on function public.create_timesheet_signature_link(uuid) to authenticated, service_role;
revoke all on function public.get_timesheet_for_signature(text) from public;
grant execute on function public.get_timesheet_for_signature(text) to anon, authenticated, service_role;
revoke all on function public.sign_timesheet(text, text, text, text, boolean, text) from public;
grant execute on function public.sign_timesheet(text, text, text, text, boolean, text) to anon, authenticated, service_role;
revoke all on function public.expire_timesheet_signature_links() from public, anon, authenticated;
grant execute on function public.expire_timesheet_signature_links() to service_role;
revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
