-- The medical and qualification centres' screens (issue #20, item 3): an address row of their
-- own (the shared address field, the same four countries), saved with the centre in one call
-- like a company (save_medical_center, save_qualification_center), and the centres ranked by
-- distance from a talent's home or a worksite, computed here like talents_near.

alter table public.medical_center add column address_id uuid references public.address (id) on delete set null;
alter table public.qualification_center add column address_id uuid references public.address (id) on delete set null;
create index medical_center_address_id_idx on public.medical_center (address_id);
create index qualification_center_address_id_idx on public.qualification_center (address_id);

-- A centre's address belongs to it like a company's: released when the centre lets it go.
create or replace function private.delete_orphan_address(p_address_id uuid, p_workspace_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_address_id is null
     or exists (select 1 from public.company where address_id = p_address_id)
     or exists (select 1 from public.agency where address_id = p_address_id)
     or exists (select 1 from public.talent where address_id = p_address_id)
     or exists (select 1 from public.mission where address_id = p_address_id)
     or exists (select 1 from public.contract where address_id = p_address_id)
     or exists (select 1 from public.medical_center where address_id = p_address_id)
     or exists (select 1 from public.qualification_center where address_id = p_address_id) then
    return;
  end if;
  delete from public.address where id = p_address_id and workspace_id = p_workspace_id;
end;
$$;
revoke all on function private.delete_orphan_address(uuid, uuid) from public, anon, authenticated;

create trigger medical_center_release_address after delete or update of address_id on public.medical_center
  for each row execute function private.release_address();
create trigger qualification_center_release_address after delete or update of address_id on public.qualification_center
  for each row execute function private.release_address();

-- A centre and its address: the centre's own address line and point follow its address row
-- (the point is what the distance reads).
create or replace function private.save_center(p_table regclass, p_values jsonb, p_id uuid, p_address jsonb, p_type public.address_type)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_current uuid;
  v_address uuid;
  v_point jsonb := '{}';
begin
  if p_id is not null then
    execute format('select address_id from %s where id = $1', p_table) into v_current using p_id;
  end if;
  v_address := private.write_address(v_current, p_address, p_type);
  if p_address is not null then
    select jsonb_build_object('address', coalesce(a.formatted, concat_ws(', ', a.street1, concat_ws(' ', a.postal_code, a.city))),
                              'location', a.location, 'latitude', a.latitude, 'longitude', a.longitude)
      into v_point
    from public.address a where a.id = v_address;
    v_point := coalesce(v_point, jsonb_build_object('address', null, 'location', null, 'latitude', null, 'longitude', null));
  end if;
  return private.write_row(p_table, p_id, coalesce(p_values, '{}'::jsonb) - '{address,location,latitude,longitude}'::text[]
                                          || v_point || jsonb_build_object('address_id', v_address));
end
$$;

create or replace function public.save_medical_center(p_values jsonb, p_id uuid default null, p_address jsonb default null)
returns public.medical_center
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_id uuid;
  v_row public.medical_center;
begin
  -- saved first: a volatile call inside the WHERE would run once per row scanned
  v_id := private.save_center('public.medical_center', p_values, p_id, p_address, 'medical_center');
  select * into v_row from public.medical_center c where c.id = v_id;
  return v_row;
end
$$;

create or replace function public.save_qualification_center(p_values jsonb, p_id uuid default null, p_address jsonb default null)
returns public.qualification_center
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_id uuid;
  v_row public.qualification_center;
begin
  -- saved first: a volatile call inside the WHERE would run once per row scanned
  v_id := private.save_center('public.qualification_center', p_values, p_id, p_address, 'training_center');
  select * into v_row from public.qualification_center c where c.id = v_id;
  return v_row;
end
$$;

-- ---------------------------------------------------------------------------------------
-- Centres ranked by distance (km, great circle on a 6371 km sphere) from a talent's home or
-- an address (a worksite: a mission's or a contract's address_id). Security invoker: the
-- caller's row-level security decides the talent, the address and the centres it sees.
-- p_kind: 'medical' or 'qualification'. Centres without a point come last, without distance.
create or replace function public.centers_near(
  p_kind text,
  p_talent_id uuid default null,
  p_address_id uuid default null,
  p_limit integer default 20
)
returns table (
  id uuid,
  name text,
  status text,
  address text,
  latitude numeric,
  longitude numeric,
  distance_km double precision,
  origin_latitude numeric,
  origin_longitude numeric
)
language sql
stable
security invoker
set search_path = ''
as $$
  with origin as (
    select a.latitude, a.longitude from public.address a
    where a.id = coalesce(p_address_id, (select t.address_id from public.talent t where t.id = p_talent_id))
  ),
  centers as (
    select m.id, m.name, m.status::text as status, m.address, m.latitude, m.longitude
    from public.medical_center m where p_kind = 'medical'
    union all
    select q.id, q.name, q.status::text, q.address, q.latitude, q.longitude
    from public.qualification_center q where p_kind = 'qualification'
  )
  select c.id, c.name, c.status, c.address, c.latitude, c.longitude,
         round(private.distance_km(o.latitude::double precision, o.longitude::double precision,
                                   c.latitude::double precision, c.longitude::double precision)::numeric, 1)::double precision,
         o.latitude, o.longitude
  from centers c left join origin o on true
  order by 7 nulls last, c.name
  limit least(greatest(coalesce(p_limit, 20), 1), 200)
$$;

comment on function public.centers_near(text, uuid, uuid, integer) is
  'Medical or qualification centres ranked by distance from a talent''s home or an address; the caller''s row-level security applies.';

revoke all on function private.save_center(regclass, jsonb, uuid, jsonb, public.address_type) from public, anon;
grant execute on function private.save_center(regclass, jsonb, uuid, jsonb, public.address_type) to authenticated, service_role;
revoke all on function public.save_medical_center(jsonb, uuid, jsonb) from public, anon;
revoke all on function public.save_qualification_center(jsonb, uuid, jsonb) from public, anon;
revoke all on function public.centers_near(text, uuid, uuid, integer) from public, anon;
grant execute on function public.save_medical_center(jsonb, uuid, jsonb) to authenticated, service_role;
grant execute on function public.save_qualification_center(jsonb, uuid, jsonb) to authenticated, service_role;
grant execute on function public.centers_near(text, uuid, uuid, integer) to authenticated, service_role;
