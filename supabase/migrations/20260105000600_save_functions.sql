-- One call per save: a record that spans several rows (a talent with its address and its
-- jobs, a company or an establishment with its address) is written by one function, in one
-- transaction, as the caller (security invoker: row-level security and the matrix decide
-- every row, and the checks' French messages reach the client unchanged). A failure on any
-- row rolls back the others, so no half-saved record and no address left behind.
--
-- Arguments, for every save_* function:
--   p_id       null to create, the row's id to update;
--   p_values   the row's columns (PostgREST JSON); only the keys given are written;
--   p_address  null: the address stays as it is; {} : the row loses its address (the
--              orphan trigger then deletes it); otherwise the address row's columns, written
--              to the row's address (updated in place, or inserted) only when they differ.
-- The saved row is returned (PostgREST: one object; `select=` embeds apply).

-- Writes the keys of p_values given for p_table (insert when p_id is null, update otherwise)
-- and returns the row's id. Columns the caller may not set (ids, audit, search text) are
-- ignored; the table's defaults fill the others on insert.
create or replace function private.write_row(p_table regclass, p_id uuid, p_values jsonb)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_cols text;
  v_id uuid;
begin
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into v_cols
  from pg_attribute a
  where a.attrelid = p_table and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    and a.attname not in ('id', 'workspace_id', 'created_at', 'created_by', 'updated_at', 'updated_by', 'search_text')
    and p_values ? a.attname;
  if p_id is null then
    if v_cols is null then
      execute format('insert into %s default values returning id', p_table) into v_id;
    else
      execute format('insert into %1$s (%2$s) select %2$s from jsonb_populate_record(null::%1$s, $1) returning id', p_table, v_cols)
        into v_id using p_values;
    end if;
    return v_id;
  end if;
  if v_cols is not null then
    execute format('update %1$s set (%2$s) = (select %2$s from jsonb_populate_record(null::%1$s, $1)) where id = $2 returning id', p_table, v_cols)
      into v_id using p_values, p_id;
  else
    execute format('select id from %s where id = $1', p_table) into v_id using p_id;
  end if;
  if v_id is null then
    -- not found, or not visible to the caller: nothing was written
    perform private.fail('Cet enregistrement n''existe pas ou n''est pas visible avec vos droits', null, 'P0002');
  end if;
  return v_id;
end
$$;

-- The address a row points at after a save (see p_address above): its id, or null.
create or replace function private.write_address(p_current uuid, p_address jsonb, p_type public.address_type)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_values jsonb;
  v_same boolean;
begin
  if p_address is null then
    return p_current;
  end if;
  if p_address = '{}'::jsonb or jsonb_typeof(p_address) <> 'object' then
    return null;
  end if;
  v_values := p_address - 'type' || jsonb_build_object('type', coalesce(p_address ->> 'type', p_type::text));
  if p_current is not null then
    -- unchanged: not written again (a role may edit the owner row without the right to update addresses)
    select not exists (select 1 from jsonb_each(v_values - 'type') e where to_jsonb(a) -> e.key is distinct from e.value)
      into v_same
    from public.address a where a.id = p_current;
    if v_same then
      return p_current;
    end if;
    if v_same is not null then
      return private.write_row('public.address', p_current, v_values);
    end if;
  end if;
  return private.write_row('public.address', null, v_values);
end
$$;

-- A talent, its home address and its jobs (p_job_ids: null keeps them; otherwise the talent's
-- jobs become exactly these, the first one the main job).
create or replace function public.save_talent(p_values jsonb, p_id uuid default null, p_address jsonb default null, p_job_ids uuid[] default null)
returns public.talent
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_current uuid;
  v_id uuid;
  v_jobs uuid[];
  v_row public.talent;
begin
  if p_id is not null then
    select t.address_id into v_current from public.talent t where t.id = p_id;
  end if;
  v_id := private.write_row('public.talent', p_id,
    coalesce(p_values, '{}'::jsonb) || jsonb_build_object('address_id', private.write_address(v_current, p_address, 'home')));
  if p_job_ids is not null then
    if cardinality(p_job_ids) <> (select count(distinct j) from unnest(p_job_ids) j) then
      perform private.fail('Un métier ne peut figurer qu''une fois', 'talent_job_pkey', '23505');
    end if;
    select coalesce(array_agg(tj.job_id order by tj.is_main desc, tj.created_at, tj.job_id), '{}') into v_jobs
    from public.talent_job tj where tj.talent_id = v_id;
    if v_jobs is distinct from p_job_ids then
      delete from public.talent_job tj where tj.talent_id = v_id and tj.job_id <> all (p_job_ids);
      -- the old main job gives way first (one main job per talent: talent_job_single_main_idx)
      update public.talent_job tj set is_main = false
      where tj.talent_id = v_id and tj.is_main and tj.job_id is distinct from p_job_ids[1];
      insert into public.talent_job (talent_id, job_id, is_main)
      select v_id, j.job_id, j.n = 1 from unnest(p_job_ids) with ordinality as j (job_id, n)
      on conflict (talent_id, job_id) do update set is_main = excluded.is_main
        where public.talent_job.is_main is distinct from excluded.is_main;
    end if;
  end if;
  select * into v_row from public.talent t where t.id = v_id;
  return v_row;
end
$$;

-- A company and its head-office address.
create or replace function public.save_company(p_values jsonb, p_id uuid default null, p_address jsonb default null)
returns public.company
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_current uuid;
  v_id uuid;
  v_row public.company;
begin
  if p_id is not null then
    select c.address_id into v_current from public.company c where c.id = p_id;
  end if;
  v_id := private.write_row('public.company', p_id,
    coalesce(p_values, '{}'::jsonb) || jsonb_build_object('address_id', private.write_address(v_current, p_address, 'head_office')));
  select * into v_row from public.company c where c.id = v_id;
  return v_row;
end
$$;

-- An establishment and its address (type head_office or establishment, as the agency is).
create or replace function public.save_agency(p_values jsonb, p_id uuid default null, p_address jsonb default null)
returns public.agency
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_current uuid;
  v_id uuid;
  v_head boolean;
  v_row public.agency;
begin
  if p_id is not null then
    select a.address_id, a.is_head_office into v_current, v_head from public.agency a where a.id = p_id;
  end if;
  v_head := coalesce((p_values ->> 'is_head_office')::boolean, v_head, false);
  v_id := private.write_row('public.agency', p_id,
    coalesce(p_values, '{}'::jsonb) || jsonb_build_object('address_id',
      private.write_address(v_current, p_address, case when v_head then 'head_office' else 'establishment' end::public.address_type)));
  select * into v_row from public.agency a where a.id = v_id;
  return v_row;
end
$$;

revoke all on function public.save_talent(jsonb, uuid, jsonb, uuid[]) from public, anon;
revoke all on function public.save_company(jsonb, uuid, jsonb) from public, anon;
revoke all on function public.save_agency(jsonb, uuid, jsonb) from public, anon;
grant execute on function public.save_talent(jsonb, uuid, jsonb, uuid[]) to authenticated, service_role;
grant execute on function public.save_company(jsonb, uuid, jsonb) to authenticated, service_role;
grant execute on function public.save_agency(jsonb, uuid, jsonb) to authenticated, service_role;
revoke all on function private.write_row(regclass, uuid, jsonb) from public, anon;
revoke all on function private.write_address(uuid, jsonb, public.address_type) from public, anon;
grant execute on function private.write_row(regclass, uuid, jsonb) to authenticated, service_role;
grant execute on function private.write_address(uuid, jsonb, public.address_type) to authenticated, service_role;
