-- Planning: planning entries and the planning screens.
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

-- ## Types

-- Planning: the planned shifts of each contract_key and a talent's unavailability.
CREATE TYPE public.planning_shift_type AS ENUM (
    'day',
    'night',
    'on_call',
    'unavailable'
);

CREATE TYPE public.planning_status AS ENUM (
    'planned',
    'confirmed',
    'done',
    'absent',
    'canceled'
);

-- A talent's unavailability in the planning.
CREATE TYPE public.planning_unavailability_reason AS ENUM (
    'leave',
    'training',
    'other_job',
    'personal',
    'other'
);

-- ## Tables

-- A planned shift of a contract_key or a talent's unavailability (docs/rules/timesheets.md, planning).
CREATE TABLE public.planning_entry (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    contract_key text,
    talent_id uuid NOT NULL,
    company_id uuid,
    date date NOT NULL,
    start_time time without time zone NOT NULL,
    end_time time without time zone NOT NULL,
    break_minutes smallint DEFAULT 0 NOT NULL,
    starts_at timestamp without time zone GENERATED ALWAYS AS ((date + start_time)) STORED,
    ends_at timestamp without time zone GENERATED ALWAYS AS (((date + end_time) +
CASE
    WHEN (end_time <= start_time) THEN '1 day'::interval
    ELSE '00:00:00'::interval
END)) STORED,
    planned_hours numeric(4,2) GENERATED ALWAYS AS (round(((EXTRACT(epoch FROM ((end_time - start_time) +
CASE
    WHEN (end_time <= start_time) THEN '1 day'::interval
    ELSE '00:00:00'::interval
END)) / 3600.0) - ((break_minutes)::numeric / 60.0)), 2)) STORED,
    shift_type public.planning_shift_type DEFAULT 'day'::public.planning_shift_type NOT NULL,
    worksite_label text,
    status public.planning_status DEFAULT 'planned'::public.planning_status NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    unavailability_id uuid,
    unavailability_reason public.planning_unavailability_reason,
    comment text,
    CONSTRAINT planning_entry_break CHECK (((break_minutes >= 0) AND (break_minutes <= 600))),
    CONSTRAINT planning_entry_comment CHECK ((char_length(comment) <= 500)),
    CONSTRAINT planning_entry_contract_key CHECK (((contract_key IS NULL) = (shift_type = 'unavailable'::public.planning_shift_type))),
    CONSTRAINT planning_entry_unavailability CHECK (((shift_type = 'unavailable'::public.planning_shift_type) OR ((unavailability_id IS NULL) AND (unavailability_reason IS NULL)))),
    CONSTRAINT planning_entry_worksite_label CHECK ((char_length(worksite_label) <= 200)),
    CONSTRAINT planning_entry_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.planning_entry
    ADD CONSTRAINT planning_entry_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.planning_entry
    ADD CONSTRAINT planning_entry_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.planning_entry
    ADD CONSTRAINT planning_entry_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.planning_entry
    ADD CONSTRAINT planning_entry_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.planning_entry
    ADD CONSTRAINT planning_entry_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.planning_entry FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.planning_entry TO authenticated;
GRANT ALL ON TABLE public.planning_entry TO service_role;

-- ## Indexes
-- Unless a line says otherwise, an index covers a foreign key (the joins, and the parent's deletes
-- that check it), named <table>_<column>_idx, or starts with one and adds the columns a list filters
-- and sorts by within it (<table>_<columns>_idx).

CREATE INDEX planning_entry_company_id_idx ON public.planning_entry USING btree (company_id);

CREATE INDEX planning_entry_contract_key_idx ON public.planning_entry USING btree (workspace_id, contract_key, date);

CREATE INDEX planning_entry_created_by_idx ON public.planning_entry USING btree (created_by);

CREATE INDEX planning_entry_talent_date_idx ON public.planning_entry USING btree (talent_id, date);

-- The days of one unavailability: public.save_unavailability adds its missing days by it.
CREATE INDEX planning_entry_unavailability_idx ON public.planning_entry USING btree (unavailability_id) WHERE (unavailability_id IS NOT NULL);

CREATE INDEX planning_entry_updated_by_idx ON public.planning_entry USING btree (updated_by);

CREATE INDEX planning_entry_workspace_date_idx ON public.planning_entry USING btree (workspace_id, date);

-- ## Triggers
-- Each trigger runs the function of the same purpose; its why is beside the function.

CREATE TRIGGER planning_entry_audit BEFORE INSERT OR UPDATE ON public.planning_entry FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER planning_entry_prepare BEFORE INSERT OR UPDATE ON public.planning_entry FOR EACH ROW EXECUTE FUNCTION private.prepare_planning_entry();

-- ## RLS and policies
-- Each policy's name says who may do what; the read and write rules are in docs/rules/roles.md.

ALTER TABLE public.planning_entry ENABLE ROW LEVEL SECURITY;

CREATE POLICY "planning_entry: matrix roles can delete workspace rows" ON public.planning_entry FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('planning_entry'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "planning_entry: matrix roles can insert workspace rows" ON public.planning_entry FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('planning_entry'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "planning_entry: matrix roles can select workspace rows" ON public.planning_entry FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('planning_entry'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "planning_entry: matrix roles can update workspace rows" ON public.planning_entry FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('planning_entry'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('planning_entry'::text, 'update'::public.permission_action) AS can)));

-- ## Functions

-- The period of a contract_key: from its first start to its last end (a definitive end cuts it)…
CREATE FUNCTION private.contract_key_period(p_workspace_id uuid, p_contract_key text) RETURNS TABLE(start_date date, end_date date, talent_id uuid, company_id uuid)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select min(c.start_date),
         max(coalesce(c.definitive_end_date, c.end_date, c.start_date + coalesce(c.minimum_duration_days, 90))),
         (array_agg(c.talent_id order by c.amendment_number desc))[1],
         (array_agg(c.company_id order by c.amendment_number desc))[1]
  from public.contract c
  where c.workspace_id = p_workspace_id and c.contract_key = p_contract_key and c.status <> 'canceled'
$$;

REVOKE ALL ON FUNCTION private.contract_key_period(p_workspace_id uuid, p_contract_key text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_key_period(p_workspace_id uuid, p_contract_key text) TO authenticated;
GRANT ALL ON FUNCTION private.contract_key_period(p_workspace_id uuid, p_contract_key text) TO service_role;

-- Generates the planned days of contracts (the latest signed-or-later version of each key)…
CREATE FUNCTION private.generate_planning(p_contract_ids uuid[]) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.generate_planning(p_contract_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.generate_planning(p_contract_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.generate_planning(p_contract_ids uuid[]) TO service_role;

-- The system generates the planning entries when a contract (or amendment) becomes signed…
CREATE FUNCTION private.generate_planning_after_contract_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.generate_planning(array(select n.id from new_rows n where n.status in ('signed', 'active', 'ended')));
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.generate_planning_after_contract_insert() FROM PUBLIC;
GRANT ALL ON FUNCTION private.generate_planning_after_contract_insert() TO authenticated;
GRANT ALL ON FUNCTION private.generate_planning_after_contract_insert() TO service_role;

-- The system generates the planning entries of the contracts (or amendments) that an update has just made signed.
CREATE FUNCTION private.generate_planning_after_contract_signed() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.generate_planning(array(
    select n.id from new_rows n join old_rows o on o.id = n.id
    where n.status = 'signed' and o.status is distinct from 'signed'));
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.generate_planning_after_contract_signed() FROM PUBLIC;
GRANT ALL ON FUNCTION private.generate_planning_after_contract_signed() TO authenticated;
GRANT ALL ON FUNCTION private.generate_planning_after_contract_signed() TO service_role;

-- Validates an entry (French messages).
CREATE FUNCTION private.prepare_planning_entry() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.prepare_planning_entry() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_planning_entry() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_planning_entry() TO service_role;

-- The shift a contract's schedule describes: its first and last times ("7h30–12h / 13h–16h30") give the start and end…
CREATE FUNCTION private.schedule_shift(p_schedule text, p_working_hours numeric, p_days integer) RETURNS TABLE(start_time time without time zone, end_time time without time zone, break_minutes smallint)
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.schedule_shift(p_schedule text, p_working_hours numeric, p_days integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.schedule_shift(p_schedule text, p_working_hours numeric, p_days integer) TO authenticated;
GRANT ALL ON FUNCTION private.schedule_shift(p_schedule text, p_working_hours numeric, p_days integer) TO service_role;

-- The times of a part of a day: the whole day, the morning, the afternoon…
CREATE FUNCTION private.unavailability_times(p_part text, p_start time without time zone, p_end time without time zone) RETURNS TABLE(start_time time without time zone, end_time time without time zone)
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  case p_part
    when 'full' then return query select time '00:00', time '00:00';
    when 'morning' then return query select time '00:00', time '12:00';
    when 'afternoon' then return query select time '12:00', time '00:00';
    when 'hours' then
      if p_start is null or p_end is null then
        perform private.fail('Les heures de début et de fin sont obligatoires', 'planning_unavailability_times');
      end if;
      return query select p_start, p_end;
    else
      perform private.fail('La partie de journée est inconnue', 'planning_unavailability_part');
  end case;
end
$$;

REVOKE ALL ON FUNCTION private.unavailability_times(p_part text, p_start time without time zone, p_end time without time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.unavailability_times(p_part text, p_start time without time zone, p_end time without time zone) TO authenticated;
GRANT ALL ON FUNCTION private.unavailability_times(p_part text, p_start time without time zone, p_end time without time zone) TO service_role;

-- Removes an unavailability: its days are canceled (kept for the record, out of every view).
CREATE FUNCTION public.cancel_unavailability(p_id uuid) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_count integer;
begin
  if not private.can('planning_entry', 'update') then
    perform private.fail('Vos droits ne permettent pas de modifier le planning', 'planning_entry_right', '42501');
  end if;
  update public.planning_entry e set status = 'canceled'
  where coalesce(e.unavailability_id, e.id) = p_id and e.shift_type = 'unavailable' and e.status <> 'canceled';
  get diagnostics v_count = row_count;
  if v_count = 0 then
    perform private.fail('Cette indisponibilité est introuvable', 'planning_unavailability_not_found', 'P0002');
  end if;
  return v_count;
end
$$;

REVOKE ALL ON FUNCTION public.cancel_unavailability(p_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.cancel_unavailability(p_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.cancel_unavailability(p_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.cancel_unavailability(p_id uuid) TO service_role;

-- The planning screens' reads and their one write…
CREATE FUNCTION public.planning_of_contract(p_contract_key text) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with c as (
    select c.* from public.contract c
    where c.contract_key = p_contract_key
    order by c.amendment_number desc
    limit 1
  )
  select case when not exists (select 1 from c) then null else jsonb_build_object(
    'contract', (select jsonb_build_object(
                   'contract_key', c.contract_key, 'status', c.status, 'job_name', c.job_name,
                   'start_date', (select min(v.start_date) from public.contract v where v.workspace_id = c.workspace_id and v.contract_key = c.contract_key),
                   'end_date', coalesce(c.definitive_end_date, c.end_date), 'schedule', c.schedule,
                   'talent_id', c.talent_id,
                   'talent_name', (select btrim(coalesce(t.first_name, '') || ' ' || coalesce(t.last_name, '')) from public.talent t where t.id = c.talent_id),
                   'company_name', (select co.name from public.company co where co.id = c.company_id))
                 from c),
    'planned', coalesce((select jsonb_agg(to_jsonb(e) order by e.date, e.start_time)
                         from public.planning_entry e, c
                         where e.workspace_id = c.workspace_id and e.contract_key = c.contract_key), '[]'),
    'worked', coalesce((select jsonb_agg(jsonb_build_object('id', d.id, 'date', d.date, 'start_time', d.start_time,
                                                            'end_time', d.end_time, 'break_minutes', d.break_minutes,
                                                            'worked_hours', d.worked_hours, 'absence_type', d.absence_type,
                                                            'week_status', w.status) order by d.date)
                        from public.timesheet_day d join public.timesheet_week w on w.id = d.timesheet_week_id, c
                        where w.workspace_id = c.workspace_id and w.contract_key = c.contract_key), '[]'))
  end
$$;

REVOKE ALL ON FUNCTION public.planning_of_contract(p_contract_key text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.planning_of_contract(p_contract_key text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.planning_of_contract(p_contract_key text) TO authenticated;
GRANT ALL ON FUNCTION public.planning_of_contract(p_contract_key text) TO service_role;

-- The /planning timeline…
CREATE FUNCTION public.planning_timeline(p_from date, p_to date, p_company_id uuid DEFAULT NULL::uuid, p_agency_id uuid DEFAULT NULL::uuid, p_owner_id uuid DEFAULT NULL::uuid, p_job_id uuid DEFAULT NULL::uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_filtered boolean := coalesce(p_company_id, p_agency_id, p_owner_id, p_job_id) is not null;
  v_result jsonb;
begin
  if p_to < p_from or p_to - p_from > 62 then
    perform private.fail('La période du planning doit compter de 1 à 63 jours', 'planning_timeline_period');
  end if;
  with keys as (
    select c.workspace_id, c.contract_key, c.job_name
    from public.contract c
    left join public.mission m on m.id = c.mission_id
    where c.amendment_number = 0
      and c.start_date <= p_to
      and c.status <> 'canceled'
      and (p_company_id is null or c.company_id = p_company_id)
      and (p_agency_id is null or m.agency_id = p_agency_id)
      and (p_owner_id is null or c.owner_id = p_owner_id)
      and (p_job_id is null or c.job_id = p_job_id)
  ),
  shifts as (
    select e.talent_id, e.date, e.shift_type, e.status, e.planned_hours, e.contract_key, e.id, k.job_name
    from public.planning_entry e
    join keys k on k.workspace_id = e.workspace_id and k.contract_key = e.contract_key
    where e.date between p_from and p_to
  ),
  entries as (
    select * from shifts
    union all
    select e.talent_id, e.date, e.shift_type, e.status, e.planned_hours, e.contract_key, e.id, null
    from public.planning_entry e
    where e.date between p_from and p_to and e.contract_key is null and e.status <> 'canceled'
      and (not v_filtered or e.talent_id in (select s.talent_id from shifts s))
  ),
  rows as (
    select t.id, btrim(coalesce(t.last_name, '') || ' ' || coalesce(t.first_name, '')) as name,
           (array_agg(x.job_name) filter (where x.job_name is not null))[1] as job_name,
           jsonb_agg(jsonb_build_array(x.date - p_from, x.shift_type, x.status, x.planned_hours, x.contract_key, x.id)
                     order by x.date) as entries
    from entries x join public.talent t on t.id = x.talent_id
    group by t.id
  )
  select jsonb_build_object('count', count(*),
                            'rows', coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'name', r.name, 'job', r.job_name,
                                                                          'entries', r.entries) order by r.name, r.id), '[]'))
  into v_result
  from rows r;
  return v_result;
end
$$;

REVOKE ALL ON FUNCTION public.planning_timeline(p_from date, p_to date, p_company_id uuid, p_agency_id uuid, p_owner_id uuid, p_job_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.planning_timeline(p_from date, p_to date, p_company_id uuid, p_agency_id uuid, p_owner_id uuid, p_job_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.planning_timeline(p_from date, p_to date, p_company_id uuid, p_agency_id uuid, p_owner_id uuid, p_job_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.planning_timeline(p_from date, p_to date, p_company_id uuid, p_agency_id uuid, p_owner_id uuid, p_job_id uuid) TO service_role;

-- Adds (p_id null), moves or cancels (status 'canceled') one entry. p_values: contract_key…
CREATE FUNCTION public.save_planning_entry(p_values jsonb, p_id uuid DEFAULT NULL::uuid) RETURNS public.planning_entry
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_row public.planning_entry;
  v_workspace uuid;
  v_talent uuid;
  v_key text := nullif(btrim(p_values ->> 'contract_key'), '');
  v_type public.planning_shift_type := coalesce(nullif(p_values ->> 'shift_type', '')::public.planning_shift_type, 'day');
begin
  if not private.can('planning_entry', case when p_id is null then 'insert' else 'update' end::public.permission_action) then
    perform private.fail('Vos droits ne permettent pas de modifier le planning', 'planning_entry_right', '42501');
  end if;
  if p_id is null then
    if nullif(p_values ->> 'date', '') is null then
      perform private.fail('La date est obligatoire', 'planning_entry_date');
    end if;
    if nullif(p_values ->> 'start_time', '') is null or nullif(p_values ->> 'end_time', '') is null then
      perform private.fail('Les heures de début et de fin sont obligatoires', 'planning_entry_times');
    end if;
    if v_type = 'unavailable' then
      select t.workspace_id, t.id into v_workspace, v_talent from public.talent t
      where t.id = nullif(p_values ->> 'talent_id', '')::uuid;
      v_key := null;
    else
      select c.workspace_id, c.talent_id into v_workspace, v_talent from public.contract c
      where c.contract_key = v_key order by c.amendment_number desc limit 1;
    end if;
    if v_workspace is null then
      perform private.fail(case when v_type = 'unavailable' then 'Le talent est introuvable' else 'Le contrat est introuvable' end,
                           'planning_entry_contract');
    end if;
    insert into public.planning_entry (workspace_id, contract_key, talent_id, date, start_time, end_time, break_minutes,
                                       shift_type, worksite_label, status)
    values (v_workspace, v_key, v_talent, (p_values ->> 'date')::date, (p_values ->> 'start_time')::time,
            (p_values ->> 'end_time')::time, coalesce((p_values ->> 'break_minutes')::smallint, 0), v_type,
            nullif(btrim(p_values ->> 'worksite_label'), ''),
            coalesce(nullif(p_values ->> 'status', '')::public.planning_status, 'planned'))
    returning * into v_row;
    return v_row;
  end if;
  select * into v_row from public.planning_entry e where e.id = p_id;
  if not found then
    perform private.fail('Ce créneau est introuvable', 'planning_entry_not_found', 'P0002');
  end if;
  if (v_row.shift_type = 'unavailable') <> (v_type = 'unavailable') and p_values ? 'shift_type' then
    perform private.fail('Un créneau de contrat ne peut pas devenir une indisponibilité', 'planning_entry_contract_key');
  end if;
  update public.planning_entry e
  set date = coalesce(nullif(p_values ->> 'date', '')::date, e.date),
      start_time = coalesce(nullif(p_values ->> 'start_time', '')::time, e.start_time),
      end_time = coalesce(nullif(p_values ->> 'end_time', '')::time, e.end_time),
      break_minutes = coalesce((p_values ->> 'break_minutes')::smallint, e.break_minutes),
      shift_type = case when p_values ? 'shift_type' then v_type else e.shift_type end,
      worksite_label = case when p_values ? 'worksite_label' then nullif(btrim(p_values ->> 'worksite_label'), '')
                            else e.worksite_label end,
      status = coalesce(nullif(p_values ->> 'status', '')::public.planning_status, e.status)
  where e.id = p_id
  returning * into v_row;
  if not found then
    perform private.fail('Vos droits ne permettent pas de modifier ce créneau', 'planning_entry_right', '42501');
  end if;
  return v_row;
end
$$;

REVOKE ALL ON FUNCTION public.save_planning_entry(p_values jsonb, p_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.save_planning_entry(p_values jsonb, p_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_planning_entry(p_values jsonb, p_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.save_planning_entry(p_values jsonb, p_id uuid) TO service_role;

-- Records (p_id null) or edits (p_id: the unavailability) a talent's unavailability. p_values: talent_id (new only)…
CREATE FUNCTION public.save_unavailability(p_values jsonb, p_id uuid DEFAULT NULL::uuid) RETURNS uuid
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_id uuid := coalesce(p_id, gen_random_uuid());
  v_talent uuid;
  v_workspace uuid;
  v_from date := nullif(p_values ->> 'date_from', '')::date;
  v_to date := coalesce(nullif(p_values ->> 'date_to', '')::date, nullif(p_values ->> 'date_from', '')::date);
  v_start time;
  v_end time;
  v_reason public.planning_unavailability_reason := nullif(p_values ->> 'reason', '')::public.planning_unavailability_reason;
  v_comment text := nullif(btrim(p_values ->> 'comment'), '');
  v_clash record;
begin
  if not private.can('planning_entry', case when p_id is null then 'insert' else 'update' end::public.permission_action) then
    perform private.fail('Vos droits ne permettent pas de modifier le planning', 'planning_entry_right', '42501');
  end if;
  if p_id is null then
    select t.id, t.workspace_id into v_talent, v_workspace from public.talent t
    where t.id = nullif(p_values ->> 'talent_id', '')::uuid;
    if v_talent is null then
      perform private.fail('Le talent est introuvable', 'planning_unavailability_talent');
    end if;
  else
    select e.talent_id, e.workspace_id into v_talent, v_workspace from public.planning_entry e
    where coalesce(e.unavailability_id, e.id) = p_id and e.shift_type = 'unavailable' and e.status <> 'canceled'
    limit 1;
    if v_talent is null then
      perform private.fail('Cette indisponibilité est introuvable', 'planning_unavailability_not_found', 'P0002');
    end if;
  end if;
  if v_from is null then
    perform private.fail('La date de début est obligatoire', 'planning_unavailability_date');
  end if;
  if v_to < v_from then
    perform private.fail('La date de fin doit être postérieure ou égale à la date de début', 'planning_unavailability_dates');
  end if;
  if v_to - v_from > 365 then
    perform private.fail('Une indisponibilité ne peut pas dépasser 366 jours', 'planning_unavailability_length');
  end if;
  if v_reason is null then
    perform private.fail('Le motif est obligatoire', 'planning_unavailability_reason');
  end if;
  if char_length(v_comment) > 500 then
    perform private.fail('Le commentaire ne peut pas dépasser 500 caractères', 'planning_entry_comment');
  end if;
  select x.start_time, x.end_time into v_start, v_end
  from private.unavailability_times(coalesce(nullif(p_values ->> 'part', ''), 'full'),
                                    nullif(p_values ->> 'start_time', '')::time, nullif(p_values ->> 'end_time', '')::time) x;

  -- The first shift or other unavailability of the talent it would overlap, named in French
  -- (the entry trigger refuses it too, with a message about one entry).
  perform pg_advisory_xact_lock(hashtextextended('planning_entry:' || v_talent::text, 0));
  select e.date, e.start_time, e.end_time, e.contract_key into v_clash
  from generate_series(v_from, v_to, interval '1 day') as g (d)
  join public.planning_entry e
    on e.talent_id = v_talent and e.status <> 'canceled'
   and e.date between g.d::date - 1 and g.d::date + 1
   and coalesce(e.unavailability_id, e.id) <> v_id
   and tsrange(e.starts_at, e.ends_at) && tsrange(g.d::date + v_start,
       g.d::date + v_end + case when v_end <= v_start then interval '1 day' else interval '0' end)
  order by e.date, e.start_time
  limit 1;
  if found then
    if v_clash.contract_key is not null then
      perform private.fail(format('Le talent est planifié le %s (%s–%s, contrat %s) : annulez ou déplacez ce créneau avant de saisir l''indisponibilité',
                                  to_char(v_clash.date, 'DD/MM/YYYY'), to_char(v_clash.start_time, 'HH24"h"MI'),
                                  to_char(v_clash.end_time, 'HH24"h"MI'), v_clash.contract_key),
                           'planning_unavailability_overlap');
    end if;
    perform private.fail(format('Le talent est déjà indisponible le %s', to_char(v_clash.date, 'DD/MM/YYYY')),
                         'planning_unavailability_overlap');
  end if;

  if p_id is not null then
    update public.planning_entry e set status = 'canceled'
    where coalesce(e.unavailability_id, e.id) = p_id and e.shift_type = 'unavailable' and e.status <> 'canceled'
      and e.date not between v_from and v_to;
    update public.planning_entry e
    set start_time = v_start, end_time = v_end, unavailability_id = v_id, unavailability_reason = v_reason,
        comment = v_comment
    where coalesce(e.unavailability_id, e.id) = p_id and e.shift_type = 'unavailable' and e.status <> 'canceled';
  end if;
  insert into public.planning_entry (workspace_id, contract_key, talent_id, date, start_time, end_time, shift_type,
                                     status, unavailability_id, unavailability_reason, comment)
  select v_workspace, null, v_talent, g.d::date, v_start, v_end, 'unavailable', 'planned', v_id, v_reason, v_comment
  from generate_series(v_from, v_to, interval '1 day') as g (d)
  where not exists (select 1 from public.planning_entry e
                    where e.unavailability_id = v_id and e.date = g.d::date and e.status <> 'canceled');
  return v_id;
end
$$;

REVOKE ALL ON FUNCTION public.save_unavailability(p_values jsonb, p_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.save_unavailability(p_values jsonb, p_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_unavailability(p_values jsonb, p_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.save_unavailability(p_values jsonb, p_id uuid) TO service_role;

-- A talent's unavailabilities (one row each, days grouped), those ending on or after p_from (all when null)…
CREATE FUNCTION public.talent_unavailabilities(p_talent_id uuid, p_from date DEFAULT NULL::date) RETURNS TABLE(id uuid, talent_id uuid, date_from date, date_to date, part text, start_time time without time zone, end_time time without time zone, reason public.planning_unavailability_reason, comment text, days integer, entry_ids uuid[])
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(e.unavailability_id, e.id), (array_agg(e.talent_id))[1], min(e.date), max(e.date),
         case when min(e.start_time) = '00:00' and max(e.end_time) = '00:00' then 'full'
              when min(e.start_time) = '00:00' and max(e.end_time) = '12:00' then 'morning'
              when min(e.start_time) = '12:00' and max(e.end_time) = '00:00' then 'afternoon'
              else 'hours' end,
         min(e.start_time), max(e.end_time), min(e.unavailability_reason), min(e.comment), count(*)::integer,
         array_agg(e.id order by e.date)
  from public.planning_entry e
  where e.talent_id = p_talent_id and e.shift_type = 'unavailable' and e.status <> 'canceled'
  group by coalesce(e.unavailability_id, e.id)
  having p_from is null or max(e.date) >= p_from
  order by min(e.date), 1
$$;

REVOKE ALL ON FUNCTION public.talent_unavailabilities(p_talent_id uuid, p_from date) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.talent_unavailabilities(p_talent_id uuid, p_from date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.talent_unavailabilities(p_talent_id uuid, p_from date) TO authenticated;
GRANT ALL ON FUNCTION public.talent_unavailabilities(p_talent_id uuid, p_from date) TO service_role;
