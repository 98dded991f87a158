-- The planning screens' reads and their one write (security invoker: RLS decides).

-- Adds (p_id null), moves or cancels (status 'canceled') one entry. p_values: contract_key
-- (or talent_id for an unavailability), date, start_time, end_time, break_minutes,
-- shift_type, worksite_label, status. Returns the saved row.
create or replace function public.save_planning_entry(p_values jsonb, p_id uuid default null)
returns public.planning_entry
language plpgsql
set search_path = ''
as $$
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

-- The timeline of /planning: one row per talent with the entries of the period, filtered by
-- the contract's company, agency (the mission's), owner and job. Entries are compact arrays
-- [day offset, shift_type, status, planned hours, contract_key, id] to keep 2,000 rows × 31
-- days small on the wire.
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
  entries as (
    select e.talent_id, e.date, e.shift_type, e.status, e.planned_hours, e.contract_key, e.id, k.job_name
    from public.planning_entry e
    left join keys k on k.workspace_id = e.workspace_id and k.contract_key = e.contract_key
    where e.date between p_from and p_to
      and (k.contract_key is not null or (e.contract_key is null and not v_filtered))
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

-- /planning/:contract_key: the contract, its planned entries and its worked days (timesheets).
create or replace function public.planning_of_contract(p_contract_key text)
returns jsonb
language sql
stable
set search_path = ''
as $$
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

revoke all on function public.save_planning_entry(jsonb, uuid), public.planning_timeline(date, date, uuid, uuid, uuid, uuid),
  public.planning_of_contract(text) from public, anon;
grant execute on function public.save_planning_entry(jsonb, uuid), public.planning_timeline(date, date, uuid, uuid, uuid, uuid),
  public.planning_of_contract(text) to authenticated;

revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
