-- The talent's hours, entered day by day in their space (issue #50, item 3): the talent reads a
-- week of theirs (public.talent_space_hours_week) and sends the days they worked
-- (public.talent_space_save_hours), often late and from a phone that was offline on the site.
-- What they declare is kept in its own table and never silently replaces what the agency entered:
-- a day is written to timesheet_day only when the agency has not changed it since the version the
-- talent's edit was based on; otherwise the declaration is kept as a conflict, which the talent's
-- screen and the back office's week both show. The labour rules are the back office's
-- (prepare_timesheet_day, check_talent_hour_limits: L3121-16, L3121-18, L3121-20), checked again
-- here on what is declared, since a conflicting declaration never reaches those triggers.
-- Declarative schema, each object once: tables, indexes, triggers, RLS and policies, functions.
-- Change it here, then `npm run db:diff NAME` writes the migration (README, « Changer le schéma »).

-- ## Tables

-- What the talent declared for one day of one of their weeks: the times, and whether it was
-- applied to the day or kept aside because the agency had changed the day meanwhile.
CREATE TABLE public.timesheet_day_declaration (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    timesheet_week_id uuid NOT NULL,
    talent_id uuid NOT NULL,
    date date NOT NULL,
    start_time time without time zone,
    end_time time without time zone,
    break_minutes smallint DEFAULT 0 NOT NULL,
    worked_hours numeric(4,2) DEFAULT 0 NOT NULL,
    base_updated_at timestamp with time zone,
    status text NOT NULL,
    declared_at timestamp with time zone DEFAULT now() NOT NULL,
    declared_by uuid,
    CONSTRAINT timesheet_day_declaration_break CHECK (((break_minutes >= 0) AND (break_minutes <= 600))),
    CONSTRAINT timesheet_day_declaration_status CHECK ((status = ANY (ARRAY['applied'::text, 'conflict'::text]))),
    CONSTRAINT timesheet_day_declaration_times_pair CHECK (((start_time IS NULL) = (end_time IS NULL))),
    CONSTRAINT timesheet_day_declaration_pkey PRIMARY KEY (id),
    CONSTRAINT timesheet_day_declaration_unique UNIQUE (timesheet_week_id, date)
);

ALTER TABLE ONLY public.timesheet_day_declaration
    ADD CONSTRAINT timesheet_day_declaration_declared_by_fkey FOREIGN KEY (declared_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.timesheet_day_declaration
    ADD CONSTRAINT timesheet_day_declaration_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.timesheet_day_declaration
    ADD CONSTRAINT timesheet_day_declaration_timesheet_week_id_fkey FOREIGN KEY (timesheet_week_id) REFERENCES public.timesheet_week(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.timesheet_day_declaration
    ADD CONSTRAINT timesheet_day_declaration_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON TABLE public.timesheet_day_declaration IS 'les heures qu''un talent a déclarées pour un jour depuis son espace : appliquées au relevé, ou gardées en conflit quand l''agence avait modifié le jour entre-temps ; écrit par les fonctions seules';

COMMENT ON COLUMN public.timesheet_day_declaration.base_updated_at IS 'la version du jour (updated_at) que le talent avait sous les yeux quand il a saisi ; vide si le jour n''existait pas';

REVOKE ALL ON TABLE public.timesheet_day_declaration FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.timesheet_day_declaration TO authenticated;
GRANT ALL ON TABLE public.timesheet_day_declaration TO service_role;

-- ## Indexes

CREATE INDEX timesheet_day_declaration_declared_by_idx ON public.timesheet_day_declaration USING btree (declared_by);

CREATE INDEX timesheet_day_declaration_talent_id_idx ON public.timesheet_day_declaration USING btree (talent_id);

CREATE INDEX timesheet_day_declaration_workspace_id_idx ON public.timesheet_day_declaration USING btree (workspace_id);

-- ## RLS and policies

ALTER TABLE public.timesheet_day_declaration ENABLE ROW LEVEL SECURITY;

-- The team reads the declarations of the weeks it reads (the back office's mark on a week); nobody
-- writes the table (public.talent_space_save_hours does), and a talent reads it through
-- public.talent_space_hours_week only.
CREATE POLICY "timesheet_day_declaration: team roles can select workspace rows" ON public.timesheet_day_declaration FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('timesheet_day'::text, 'select'::public.permission_action) AS can)));

-- ## Functions

-- The minutes worked between two times less the break, as the back office's day counts them
-- (private.prepare_timesheet_day: an end at or before the start is the next day, a night shift),
-- or a French refusal: a break below zero or longer than the day, a span longer than a day may be.
CREATE FUNCTION private.declared_hours(p_date date, p_start time without time zone, p_end time without time zone, p_break integer) RETURNS numeric
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_minutes integer;
  v_hours numeric;
  v_max numeric := coalesce(private.legal_value('max_daily_hours', p_date), 10);
  v_day text := private.fr_date(p_date);
begin
  if p_break is null or p_break < 0 then
    perform private.fail(format('Le %s : la pause ne peut pas être négative', v_day), 'timesheet_day_break');
  end if;
  if (p_start is null) <> (p_end is null) then
    perform private.fail(format('Le %s : indiquez l''heure de début et l''heure de fin, ou aucune', v_day), 'timesheet_day_times_pair');
  end if;
  if p_start is null then
    return 0;
  end if;
  v_minutes := (extract(epoch from (p_end - p_start)) / 60)::integer;
  if v_minutes = 0 then
    perform private.fail(format('Le %s : l''heure de fin doit être après l''heure de début', v_day), 'timesheet_day_times_order');
  end if;
  if v_minutes < 0 then
    -- the next day (a night shift), as the back office counts it, when it stays a day's length
    v_minutes := v_minutes + 24 * 60;
    if v_minutes - p_break > v_max * 60 then
      perform private.fail(format('Le %s : l''heure de fin doit être après l''heure de début', v_day), 'timesheet_day_times_order');
    end if;
  end if;
  v_minutes := v_minutes - p_break;
  if v_minutes < 0 then
    perform private.fail(format('Le %s : la pause dépasse la durée de la journée', v_day), 'timesheet_day_break');
  end if;
  v_hours := round(v_minutes / 60.0, 2);
  if v_hours > v_max then
    perform private.fail(format('Le %s : un jour ne peut pas dépasser %s h de travail (L3121-18)', v_day, private.fr_decimal(v_max)),
                         'timesheet_day_max_hours');
  end if;
  if v_hours > 6 and p_break < 20 then
    perform private.fail(format('Le %s : une pause d''au moins 20 minutes est obligatoire au-delà de 6 h de travail (L3121-16)', v_day),
                         'timesheet_day_break_required');
  end if;
  return v_hours;
end
$$;

REVOKE ALL ON FUNCTION private.declared_hours(p_date date, p_start time without time zone, p_end time without time zone, p_break integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.declared_hours(p_date date, p_start time without time zone, p_end time without time zone, p_break integer) TO authenticated;
GRANT ALL ON FUNCTION private.declared_hours(p_date date, p_start time without time zone, p_end time without time zone, p_break integer) TO service_role;

-- The caller's own week, or a refusal: another talent's week and an unknown one are answered
-- alike (P0002), so that an id tells nothing of whose it is.
CREATE FUNCTION private.talent_own_week(p_talent_id uuid, p_week_id uuid) RETURNS public.timesheet_week
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_week public.timesheet_week;
begin
  select w.* into v_week from public.timesheet_week w
  where w.id = p_week_id and w.talent_id = p_talent_id and w.status <> 'canceled';
  if v_week.id is null then
    perform private.fail('Relevé introuvable', 'talent_space_week', 'P0002');
  end if;
  return v_week;
end
$$;

REVOKE ALL ON FUNCTION private.talent_own_week(p_talent_id uuid, p_week_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.talent_own_week(p_talent_id uuid, p_week_id uuid) TO service_role;

-- One week of the signed-in talent, day by day: for each of its seven days what the agency
-- entered (with its version, the base of the talent's next edit, and the night hours the day's
-- trigger computed from its times), what the talent declared, and
-- whether the two disagree; whether the talent may still change it (a draft or a contested week,
-- as the back office); the days the contract covers. No rate, coefficient or note.
CREATE FUNCTION public.talent_space_hours_week(p_week_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_access public.portal_access := private.portal_enter('talent');
  v_week public.timesheet_week := private.talent_own_week(v_access.talent_id, p_week_id);
  v_span record;
begin
  select * into v_span from private.contract_period_with_flexibility(v_week.workspace_id, v_week.contract_key);
  return jsonb_build_object(
    'week', jsonb_build_object(
      'id', v_week.id, 'week_start', v_week.week_start, 'status', v_week.status, 'total_hours', v_week.total_hours,
      'night_hours', v_week.night_hours,
      'company_name', (select co.name from public.company co where co.id = v_week.company_id),
      'job_name', (select c.job_name from public.contract c where c.id = v_week.contract_id),
      'editable', v_week.status in ('draft', 'disputed'),
      'first_day', v_span.first_day, 'last_day', v_span.last_day,
      'max_daily_hours', coalesce(private.legal_value('max_daily_hours', v_week.week_start), 10),
      'max_weekly_hours', coalesce(private.legal_value('max_weekly_hours', v_week.week_start), 48)),
    'days', (
      select jsonb_agg(jsonb_build_object(
               'date', g.day,
               'in_contract', g.day >= v_span.first_day and (v_span.last_day is null or g.day <= v_span.last_day),
               'agency', case when d.id is null then null else jsonb_build_object(
                 'start_time', to_char(d.start_time, 'HH24:MI'), 'end_time', to_char(d.end_time, 'HH24:MI'),
                 'break_minutes', d.break_minutes, 'worked_hours', d.worked_hours, 'night_hours', d.night_hours,
                 'absence_type', d.absence_type, 'updated_at', d.updated_at) end,
               'declared', case when x.id is null then null else jsonb_build_object(
                 'start_time', to_char(x.start_time, 'HH24:MI'), 'end_time', to_char(x.end_time, 'HH24:MI'),
                 'break_minutes', x.break_minutes, 'worked_hours', x.worked_hours, 'status', x.status,
                 'declared_at', x.declared_at) end,
               'conflict', x.status = 'conflict'
                           and (x.start_time, x.end_time, x.break_minutes)
                               is distinct from (d.start_time, d.end_time, d.break_minutes))
             order by g.day)
      from generate_series(v_week.week_start, v_week.week_start + 6, interval '1 day') as s(ts)
      cross join lateral (select s.ts::date as day) g
      left join public.timesheet_day d on d.timesheet_week_id = v_week.id and d.date = g.day
      left join public.timesheet_day_declaration x on x.timesheet_week_id = v_week.id and x.date = g.day));
end
$$;

REVOKE ALL ON FUNCTION public.talent_space_hours_week(p_week_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.talent_space_hours_week(p_week_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.talent_space_hours_week(p_week_id uuid) TO service_role;

-- The signed-in talent's days of one week, as sent by their screen (often a queue sent again
-- when the network came back): p_days is an array of {date, start_time, end_time,
-- break_minutes, base_updated_at}, base_updated_at the day's version the edit was based on
-- (null when the day did not exist). Each day is checked (the day's and the week's limits), its
-- declaration kept, then written to the week's day when the agency has not changed it since the
-- base (or the change is the talent's own), and kept as a conflict otherwise: the agency's hours
-- stay. All days or none. Answers each day's outcome and the week as read again.
CREATE FUNCTION public.talent_space_save_hours(p_week_id uuid, p_days jsonb) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_access public.portal_access := private.portal_enter('talent');
  v_week public.timesheet_week := private.talent_own_week(v_access.talent_id, p_week_id);
  v_item jsonb;
  v_date date;
  v_start time;
  v_end time;
  v_break integer;
  v_base timestamptz;
  v_hours numeric;
  v_day public.timesheet_day;
  v_conflict boolean;
  v_total numeric;
  v_max_week numeric := coalesce(private.legal_value('max_weekly_hours', v_week.week_start), 48);
  v_batch jsonb := '[]'::jsonb;
  v_outcome jsonb := '[]'::jsonb;
begin
  -- the week is locked while the talent writes to it: a status change waits, and is seen after
  perform 1 from public.timesheet_week w where w.id = v_week.id for update;
  select w.* into v_week from public.timesheet_week w where w.id = v_week.id;
  if v_week.status not in ('draft', 'disputed') then
    perform private.fail(format('Le relevé n''est plus modifiable (statut « %s ») : l''agence l''a déjà envoyé en signature ou il est signé',
                                private.enum_label('timesheet_status', v_week.status::text)), 'timesheet_week_locked', 'P0001');
  end if;
  if jsonb_typeof(p_days) is distinct from 'array' or jsonb_array_length(p_days) = 0 then
    perform private.fail('Indiquez au moins un jour', 'talent_space_hours_days', '22023');
  end if;
  if jsonb_array_length(p_days) > 7
     or (select count(distinct e->>'date') from jsonb_array_elements(p_days) e) <> jsonb_array_length(p_days) then
    perform private.fail('Chaque jour de la semaine ne peut figurer qu''une fois', 'talent_space_hours_days', '22023');
  end if;

  for v_item in select * from jsonb_array_elements(p_days)
  loop
    begin
      v_date := (v_item->>'date')::date;
      v_start := nullif(v_item->>'start_time', '')::time;
      v_end := nullif(v_item->>'end_time', '')::time;
      v_break := coalesce(nullif(v_item->>'break_minutes', '')::integer, 0);
      v_base := nullif(v_item->>'base_updated_at', '')::timestamptz;
    exception when invalid_datetime_format or datetime_field_overflow or invalid_text_representation
                   or numeric_value_out_of_range then
      perform private.fail('Une date, une heure ou une pause envoyée n''est pas valide', 'talent_space_hours_days', '22023');
    end;
    if v_date is null or v_date < v_week.week_start or v_date > v_week.week_start + 6 then
      perform private.fail('Le jour doit appartenir à la semaine du relevé', 'timesheet_day_in_week', '22023');
    end if;
    v_hours := private.declared_hours(v_date, v_start, v_end, v_break);
    v_batch := v_batch || jsonb_build_object('date', v_date, 'start_time', v_start, 'end_time', v_end,
                                             'break_minutes', v_break, 'worked_hours', v_hours, 'base_updated_at', v_base);
  end loop;

  -- the week as it would be: the days declared now, the others as they stand (L3121-20)
  select coalesce(sum(coalesce(b.worked_hours, d.worked_hours)), 0) into v_total
  from generate_series(v_week.week_start, v_week.week_start + 6, interval '1 day') as s(ts)
  left join jsonb_to_recordset(v_batch) as b(date date, worked_hours numeric) on b.date = s.ts::date
  left join public.timesheet_day d on d.timesheet_week_id = v_week.id and d.date = s.ts::date;
  if v_total > v_max_week then
    perform private.fail(format('La semaine ne peut pas dépasser %s h de travail (L3121-20) : %s h déclarées',
                                private.fr_decimal(v_max_week), private.fr_decimal(v_total)), 'timesheet_week_max_hours');
  end if;

  for v_item in select e from jsonb_array_elements(v_batch) e order by (e->>'date')::date
  loop
    v_date := (v_item->>'date')::date;
    v_start := (v_item->>'start_time')::time;
    v_end := (v_item->>'end_time')::time;
    v_break := (v_item->>'break_minutes')::integer;
    v_base := (v_item->>'base_updated_at')::timestamptz;
    select d.* into v_day from public.timesheet_day d where d.timesheet_week_id = v_week.id and d.date = v_date for update;
    -- changed since the talent's base by someone else (the agency): never overwritten
    v_conflict := v_day.updated_at is distinct from v_base
                  and v_day.updated_by is distinct from v_access.auth_user_id
                  and (v_day.start_time, v_day.end_time, v_day.break_minutes)
                      is distinct from (v_start, v_end, v_break::smallint);
    if not v_conflict then
      if v_day.id is not null then
        update public.timesheet_day
        set start_time = v_start, end_time = v_end, break_minutes = v_break, absence_type = 'none',
            worked_hours = case when v_start is null then 0 else worked_hours end,
            night_hours = case when v_start is null then 0 else least(night_hours, (v_item->>'worked_hours')::numeric) end
        where id = v_day.id;
      elsif v_start is not null then
        insert into public.timesheet_day (workspace_id, timesheet_week_id, date, start_time, end_time, break_minutes)
        values (v_week.workspace_id, v_week.id, v_date, v_start, v_end, v_break);
      end if;
    end if;
    insert into public.timesheet_day_declaration as x
      (workspace_id, timesheet_week_id, talent_id, date, start_time, end_time, break_minutes, worked_hours,
       base_updated_at, status, declared_at, declared_by)
    values (v_week.workspace_id, v_week.id, v_week.talent_id, v_date, v_start, v_end, v_break,
            (v_item->>'worked_hours')::numeric, v_base, case when v_conflict then 'conflict' else 'applied' end, now(),
            v_access.auth_user_id)
    on conflict (timesheet_week_id, date) do update
    set start_time = excluded.start_time, end_time = excluded.end_time, break_minutes = excluded.break_minutes,
        worked_hours = excluded.worked_hours, base_updated_at = excluded.base_updated_at, status = excluded.status,
        declared_at = excluded.declared_at, declared_by = excluded.declared_by;
    v_outcome := v_outcome || jsonb_build_object('date', v_date, 'status', case when v_conflict then 'conflict' else 'applied' end);
  end loop;

  return jsonb_build_object('saved', v_outcome, 'week', public.talent_space_hours_week(p_week_id));
end
$$;

REVOKE ALL ON FUNCTION public.talent_space_save_hours(p_week_id uuid, p_days jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.talent_space_save_hours(p_week_id uuid, p_days jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.talent_space_save_hours(p_week_id uuid, p_days jsonb) TO service_role;
