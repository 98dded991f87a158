-- A talent's unavailability in the planning (domain.md §3.5: planning_entry rows of shift_type
-- 'unavailable', without contract_key; issue 19). One unavailability covers a range of days,
-- whole or half: one entry per day sharing an unavailability_id, with a reason and a comment.
-- It is recorded, edited and removed through one function each (security invoker: the RLS of
-- planning_entry decides, CONS, CSM, XCSM and developers write), and refused in French when it
-- overlaps a shift of the talent (domain §3.5: no overlap for a talent).

create type public.planning_unavailability_reason as enum ('leave', 'training', 'other_job', 'personal', 'other');

insert into public.enum_label (enum_name, value, label, position) values
  ('planning_unavailability_reason', 'leave', 'Congés', 1),
  ('planning_unavailability_reason', 'training', 'Formation', 2),
  ('planning_unavailability_reason', 'other_job', 'Autre engagement professionnel', 3),
  ('planning_unavailability_reason', 'personal', 'Raison personnelle', 4),
  ('planning_unavailability_reason', 'other', 'Autre', 5);

alter table public.planning_entry
  add column unavailability_id uuid,
  add column unavailability_reason public.planning_unavailability_reason,
  add column comment text,
  add constraint planning_entry_unavailability
    check (shift_type = 'unavailable' or (unavailability_id is null and unavailability_reason is null)),
  add constraint planning_entry_comment check (char_length(comment) <= 500);
create index planning_entry_unavailability_idx on public.planning_entry (unavailability_id)
  where unavailability_id is not null;

-- The times of a part of a day: the whole day, the morning, the afternoon (an end at or before
-- the start ends the next day, as for night shifts), or the given hours.
create or replace function private.unavailability_times(p_part text, p_start time, p_end time)
returns table (start_time time, end_time time)
language plpgsql
immutable
set search_path = ''
as $$
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

-- Records (p_id null) or edits (p_id: the unavailability) a talent's unavailability.
-- p_values: talent_id (new only), date_from, date_to (default date_from), part ('full',
-- 'morning', 'afternoon', 'hours' with start_time and end_time), reason, comment.
-- An edit cancels the days left out, updates the days kept and adds the new ones.
-- Returns the unavailability's id.
create or replace function public.save_unavailability(p_values jsonb, p_id uuid default null)
returns uuid
language plpgsql
set search_path = ''
as $$
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

-- Removes an unavailability: its days are canceled (kept for the record, out of every view).
-- Returns the number of days removed.
create or replace function public.cancel_unavailability(p_id uuid)
returns integer
language plpgsql
set search_path = ''
as $$
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

-- A talent's unavailabilities (one row each, days grouped), those ending on or after p_from
-- (all when null), in date order; entry_ids lets the /planning grid find a cell's one.
create or replace function public.talent_unavailabilities(p_talent_id uuid, p_from date default null)
returns table (
  id uuid,
  talent_id uuid,
  date_from date,
  date_to date,
  part text,
  start_time time,
  end_time time,
  reason public.planning_unavailability_reason,
  comment text,
  days integer,
  entry_ids uuid[]
)
language sql
stable
set search_path = ''
as $$
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

-- The /planning timeline: as in 20260107600100, except that a filtered view keeps the
-- unavailability of the talents it shows (it hid every unavailability once a filter was set).
create or replace function public.planning_timeline(
  p_from date,
  p_to date,
  p_company_id uuid default null,
  p_agency_id uuid default null,
  p_owner_id uuid default null,
  p_job_id uuid default null
)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
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

revoke all on function public.save_unavailability(jsonb, uuid), public.cancel_unavailability(uuid),
  public.talent_unavailabilities(uuid, date) from public, anon;
grant execute on function public.save_unavailability(jsonb, uuid), public.cancel_unavailability(uuid),
  public.talent_unavailabilities(uuid, date) to authenticated;

revoke all on function private.unavailability_times(text, time, time) from public;
grant execute on function private.unavailability_times(text, time, time) to authenticated, service_role;
