-- Planning (domain.md §3.5): the planned shifts of each contract_key and a talent's
-- unavailability. Entries are generated from the contract's schedule when it is signed; CONS,
-- CSM and XCSM edit them through public.save_planning_entry (add, move, cancel). The database
-- refuses an entry outside the contract period, an overlap for the talent, and planned hours
-- beyond the daily and weekly limits of timesheets (legal_parameter max_daily_hours and
-- max_weekly_hours), in French.

create type public.planning_shift_type as enum ('day', 'night', 'on_call', 'unavailable');
create type public.planning_status as enum ('planned', 'confirmed', 'done', 'absent', 'canceled');

insert into public.enum_label (enum_name, value, label, position) values
  ('planning_shift_type', 'day', 'Jour', 1),
  ('planning_shift_type', 'night', 'Nuit', 2),
  ('planning_shift_type', 'on_call', 'Astreinte', 3),
  ('planning_shift_type', 'unavailable', 'Indisponibilité', 4),
  ('planning_status', 'planned', 'Planifié', 1),
  ('planning_status', 'confirmed', 'Confirmé', 2),
  ('planning_status', 'done', 'Réalisé', 3),
  ('planning_status', 'absent', 'Absence', 4),
  ('planning_status', 'canceled', 'Annulé', 5);

create table public.planning_entry (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  contract_key text,
  talent_id uuid not null references public.talent (id) on delete cascade,
  company_id uuid references public.company (id) on delete set null,
  date date not null,
  start_time time not null,
  end_time time not null,
  break_minutes smallint not null default 0,
  -- A shift ending at or before its start ends the next day (night shifts).
  starts_at timestamp generated always as (date + start_time) stored,
  ends_at timestamp generated always as (
    date + end_time + case when end_time <= start_time then interval '1 day' else interval '0' end
  ) stored,
  planned_hours numeric(4, 2) generated always as (
    round((extract(epoch from (end_time - start_time
      + case when end_time <= start_time then interval '1 day' else interval '0' end)) / 3600.0
      - break_minutes / 60.0)::numeric, 2)
  ) stored,
  shift_type public.planning_shift_type not null default 'day',
  worksite_label text,
  status public.planning_status not null default 'planned',
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint planning_entry_contract_key check ((contract_key is null) = (shift_type = 'unavailable')),
  constraint planning_entry_break check (break_minutes between 0 and 600),
  constraint planning_entry_worksite_label check (char_length(worksite_label) <= 200)
);
create index planning_entry_talent_date_idx on public.planning_entry (talent_id, date);
create index planning_entry_contract_key_idx on public.planning_entry (workspace_id, contract_key, date);
create index planning_entry_workspace_date_idx on public.planning_entry (workspace_id, date);
create index planning_entry_company_id_idx on public.planning_entry (company_id);
create index planning_entry_created_by_idx on public.planning_entry (created_by);
create index planning_entry_updated_by_idx on public.planning_entry (updated_by);

-- The period of a contract_key: from its first start to its last end (a definitive end cuts
-- it), over the versions that are not canceled.
create or replace function private.contract_key_period(p_workspace_id uuid, p_contract_key text)
returns table (start_date date, end_date date, talent_id uuid, company_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select min(c.start_date),
         max(coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 90))),
         (array_agg(c.talent_id order by c.amendment_number desc))[1],
         (array_agg(c.company_id order by c.amendment_number desc))[1]
  from public.contract c
  where c.workspace_id = p_workspace_id and c.contract_key = p_contract_key and c.status <> 'canceled'
$$;

-- Validates an entry (French messages). Generation from a signed contract sets
-- renfort.planning_generation: it picks only free days within the limits itself.
create or replace function private.prepare_planning_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_period record;
  v_minutes integer;
  v_max numeric;
  v_total numeric;
  v_clash public.planning_entry;
begin
  -- The timesheet's own move (private.mark_planning_done) is the system's, whoever signs.
  if not private.is_system() and current_setting('renfort.planning_from_timesheet', true) is distinct from 'on' then
    if tg_op = 'UPDATE' and old.status in ('done', 'canceled') then
      perform private.fail(format('Un créneau « %s » ne peut plus être modifié',
                                  private.enum_label('planning_status', old.status::text)), 'planning_entry_locked');
    end if;
    if new.status = 'done' and (tg_op = 'INSERT' or old.status <> 'done') then
      perform private.fail('Un créneau passe à « Réalisé » par le relevé d''heures seulement', 'planning_entry_done_by_timesheet');
    end if;
  end if;
  if tg_op = 'UPDATE' then
    new.workspace_id := old.workspace_id;
    new.contract_key := old.contract_key;
  end if;
  if new.contract_key is not null then
    select * into v_period from private.contract_key_period(new.workspace_id, new.contract_key);
    if v_period.start_date is null then
      perform private.fail('Le contrat de ce créneau est introuvable', 'planning_entry_contract');
    end if;
    new.talent_id := v_period.talent_id;
    new.company_id := v_period.company_id;
    if new.date < v_period.start_date or new.date > v_period.end_date then
      perform private.fail(format('Le créneau doit être compris dans la période du contrat (du %s au %s)',
                                  to_char(v_period.start_date, 'DD/MM/YYYY'), to_char(v_period.end_date, 'DD/MM/YYYY')),
                           'planning_entry_in_contract');
    end if;
  end if;
  if current_setting('renfort.planning_generation', true) = 'on' or current_setting('renfort.planning_from_timesheet', true) = 'on'
     or new.status = 'canceled' then
    return new;
  end if;
  v_minutes := (extract(epoch from (new.end_time - new.start_time)) / 60)::integer;
  if v_minutes <= 0 then
    v_minutes := v_minutes + 24 * 60;
  end if;
  if v_minutes - new.break_minutes <= 0 then
    perform private.fail('La pause dépasse la durée du créneau', 'planning_entry_break');
  end if;
  -- One talent, one writer at a time: two concurrent saves cannot both pass the checks below.
  perform pg_advisory_xact_lock(hashtextextended('planning_entry:' || new.talent_id::text, 0));
  select e.* into v_clash from public.planning_entry e
  where e.talent_id = new.talent_id and e.id <> new.id and e.status <> 'canceled'
    and e.date between new.date - 1 and new.date + 1
    and tsrange(e.starts_at, e.ends_at) && tsrange(new.date + new.start_time,
        new.date + new.end_time + case when new.end_time <= new.start_time then interval '1 day' else interval '0' end)
  limit 1;
  if found then
    perform private.fail(format('Ce créneau chevauche un autre créneau du talent le %s (%s–%s)',
                                to_char(v_clash.date, 'DD/MM/YYYY'), to_char(v_clash.start_time, 'HH24"h"MI'),
                                to_char(v_clash.end_time, 'HH24"h"MI')), 'planning_entry_overlap');
  end if;
  if new.shift_type = 'unavailable' then
    return new;
  end if;
  v_max := coalesce(private.legal_value('max_daily_hours', new.date), 10);
  select coalesce(sum(e.planned_hours), 0) + (v_minutes - new.break_minutes) / 60.0 into v_total
  from public.planning_entry e
  where e.talent_id = new.talent_id and e.id <> new.id and e.date = new.date
    and e.status <> 'canceled' and e.shift_type <> 'unavailable';
  if v_total > v_max then
    perform private.fail(format('Un jour ne peut pas dépasser %s h de travail (L3121-18) : %s h planifiées le %s',
                                private.fr_decimal(v_max), private.fr_decimal(round(v_total, 2)),
                                to_char(new.date, 'DD/MM/YYYY')), 'planning_entry_max_daily_hours');
  end if;
  v_max := coalesce(private.legal_value('max_weekly_hours', new.date), 48);
  select coalesce(sum(e.planned_hours), 0) + (v_minutes - new.break_minutes) / 60.0 into v_total
  from public.planning_entry e
  where e.talent_id = new.talent_id and e.id <> new.id
    and e.date between date_trunc('week', new.date)::date and date_trunc('week', new.date)::date + 6
    and e.status <> 'canceled' and e.shift_type <> 'unavailable';
  if v_total > v_max then
    perform private.fail(format('La semaine ne peut pas dépasser %s h de travail (L3121-20) : %s h planifiées',
                                private.fr_decimal(v_max), private.fr_decimal(round(v_total, 2))),
                         'planning_entry_max_weekly_hours');
  end if;
  return new;
end
$$;

create trigger planning_entry_prepare before insert or update on public.planning_entry
  for each row execute function private.prepare_planning_entry();
create trigger planning_entry_audit before insert or update on public.planning_entry
  for each row execute function private.set_audit_fields();

-- The shift a contract's schedule describes: its first and last times ("7h30–12h / 13h–16h30")
-- give the start and end, the rest of the span is the break; without times, 8h00 and the
-- daily hours (weekly hours over the working days, capped by the daily limit) plus one hour's
-- break beyond 6 h.
create or replace function private.schedule_shift(p_schedule text, p_working_hours numeric, p_days integer)
returns table (start_time time, end_time time, break_minutes smallint)
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_daily integer := least(round(p_working_hours * 60 / greatest(p_days, 1)), 10 * 60);
  v_times time[];
  v_span integer;
begin
  select array_agg(make_time(m[1]::integer, coalesce(nullif(m[2], ''), '0')::integer, 0))
  into v_times
  from regexp_matches(coalesce(p_schedule, ''), '(\d{1,2})\s*h\s*(\d{2})?', 'g') as m
  where m[1]::integer < 24;
  if cardinality(v_times) >= 2 then
    v_span := (extract(epoch from (v_times[cardinality(v_times)] - v_times[1])) / 60)::integer;
    if v_span <= 0 then
      v_span := v_span + 24 * 60;
    end if;
    if v_span >= v_daily then
      return query select v_times[1], v_times[cardinality(v_times)], (v_span - v_daily)::smallint;
      return;
    end if;
  end if;
  return query select time '08:00',
                      time '08:00' + make_interval(mins => v_daily + case when v_daily > 6 * 60 then 60 else 0 end),
                      (case when v_daily > 6 * 60 then 60 else 0 end)::smallint;
end
$$;

-- Generates the planned days of contracts (the latest signed-or-later version of each key):
-- every working day of the period, up to 400 days, except days the key already has and days
-- the talent is already planned elsewhere. Returns the number of entries created.
create or replace function private.generate_planning(p_contract_ids uuid[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
  v_previous text := coalesce(current_setting('renfort.planning_generation', true), '');
begin
  perform set_config('renfort.planning_generation', 'on', true);
  with source as (
    select c.workspace_id, c.contract_key, c.talent_id, c.company_id, c.working_days,
           c.schedule, c.working_hours, c.start_date,
           least(coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 90)),
                 c.start_date + 400) as end_date,
           c.contract_type
    from public.contract c
    where c.id = any (p_contract_ids)
      and c.status in ('signed', 'active', 'ended')
  ),
  days as (
    select s.*, d::date as date, sh.*
    from source s
    cross join lateral generate_series(s.start_date, s.end_date, interval '1 day') as d
    cross join lateral private.schedule_shift(s.schedule, s.working_hours, cardinality(s.working_days)) as sh
    where extract(isodow from d)::smallint = any (s.working_days)
  )
  insert into public.planning_entry (workspace_id, contract_key, talent_id, company_id, date, start_time, end_time,
                                     break_minutes, shift_type, status)
  select distinct on (d.talent_id, d.date)
         d.workspace_id, d.contract_key, d.talent_id, d.company_id, d.date, d.start_time, d.end_time,
         d.break_minutes, case when d.end_time <= d.start_time then 'night' else 'day' end::public.planning_shift_type,
         'planned'
  from days d
  where not exists (select 1 from public.planning_entry e
                    where e.talent_id = d.talent_id and e.date = d.date and e.status <> 'canceled')
  order by d.talent_id, d.date, d.start_date desc;
  get diagnostics v_count = row_count;
  perform set_config('renfort.planning_generation', v_previous, true);
  return v_count;
end
$$;

-- SYS generates entries when a contract (or amendment) becomes signed; contracts written
-- directly in a signed-or-later status (imports, the seed) get theirs too.
create or replace function private.generate_planning_after_contract_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.generate_planning(array(select n.id from new_rows n where n.status in ('signed', 'active', 'ended')));
  return null;
end
$$;

create or replace function private.generate_planning_after_contract_signed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.generate_planning(array(
    select n.id from new_rows n join old_rows o on o.id = n.id
    where n.status = 'signed' and o.status is distinct from 'signed'));
  return null;
end
$$;

create trigger contract_generate_planning_insert after insert on public.contract
  referencing new table as new_rows for each statement execute function private.generate_planning_after_contract_insert();
create trigger contract_generate_planning_signed after update on public.contract
  referencing new table as new_rows old table as old_rows
  for each statement execute function private.generate_planning_after_contract_signed();

-- Existing signed contracts (a database migrated after contracts were signed).
select private.generate_planning(array(select c.id from public.contract c where c.status in ('signed', 'active')));

-- ---------------------------------------------------------------------------------------
-- Access: read like the contract; CONS, CSM, XCSM (and developers) edit.
insert into public.role_permission (role, resource, action, scope, note)
select r, m.resource, m.action::public.permission_action, 'all', m.note
from (values
  ('planning_entry', 'select', 'ACC CONS CSM XCSM DEV IND', 'comme le contrat'),
  ('planning_entry', 'insert', 'CONS CSM XCSM DEV', 'par save_planning_entry'),
  ('planning_entry', 'update', 'CONS CSM XCSM DEV', 'déplacer, confirmer, annuler'),
  ('planning_entry', 'delete', 'DEV', 'annuler plutôt que supprimer')
) as m (resource, action, roles, note)
cross join lateral unnest(private.roles_of(m.roles)) as r;

alter table public.planning_entry enable row level security;

create policy "planning_entry: matrix roles can select workspace rows" on public.planning_entry
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('planning_entry', 'select')));
create policy "planning_entry: matrix roles can insert workspace rows" on public.planning_entry
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('planning_entry', 'insert')));
create policy "planning_entry: matrix roles can update workspace rows" on public.planning_entry
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('planning_entry', 'update')))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('planning_entry', 'update')));
create policy "planning_entry: matrix roles can delete workspace rows" on public.planning_entry
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('planning_entry', 'delete')));

revoke all on public.planning_entry from anon;
grant select, insert, update, delete on public.planning_entry to authenticated;
