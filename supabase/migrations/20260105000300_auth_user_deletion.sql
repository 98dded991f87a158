-- Deleting an auth user (GoTrue's admin API, the dashboard) works as on hosted Supabase.
--
-- 1. The rows a deleted user authored keep existing: their `created_by` / `updated_by`
--    references are nulled by the foreign keys' `on delete set null` (the profile in
--    public.auth_user goes with the account). The audit trigger used to restore
--    `created_by` on every update, which undid that nulling and failed the delete with a
--    foreign-key error ("Database error deleting user" on hosted). Nulling a vanished
--    author is not an edit: the row's dates stay as they were.
-- 2. The profile sync trigger on auth.users named columns (`update of email, phone,
--    raw_user_meta_data`), which blocks GoTrue's own migrations from altering them: it now
--    fires on any update and returns early when none of those changed.

create or replace function private.set_audit_fields()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if private.is_system() then
      new.created_at := coalesce(new.created_at, now());
      new.updated_at := coalesce(new.updated_at, new.created_at);
      new.updated_by := coalesce(new.updated_by, new.created_by);
    else
      new.created_at := now();
      new.created_by := auth.uid();
      new.updated_at := new.created_at;
      new.updated_by := new.created_by;
    end if;
    return new;
  end if;
  -- an author's account was deleted: `on delete set null` empties its reference, nothing else
  if (new.created_by is null and old.created_by is not null
        and not exists (select 1 from public.auth_user u where u.id = old.created_by))
     or (new.updated_by is null and old.updated_by is not null
        and not exists (select 1 from public.auth_user u where u.id = old.updated_by)) then
    new.created_at := old.created_at;
    new.updated_at := old.updated_at;
    return new;
  end if;
  new.created_at := old.created_at;
  new.created_by := old.created_by;
  if private.is_system() then
    new.updated_at := case when new.updated_at is distinct from old.updated_at then new.updated_at else now() end;
  else
    new.updated_at := now();
    new.updated_by := auth.uid();
  end if;
  return new;
end
$$;

create or replace function private.sync_auth_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- GoTrue updates users on every sign-in: only the profile's sources matter here
  if tg_op = 'UPDATE'
     and new.email is not distinct from old.email
     and new.phone is not distinct from old.phone
     and new.raw_user_meta_data is not distinct from old.raw_user_meta_data then
    return new;
  end if;
  insert into public.auth_user (id, first_name, last_name, email, phone_number, created_at, updated_at)
  values (
    new.id,
    nullif(new.raw_user_meta_data ->> 'first_name', ''),
    nullif(new.raw_user_meta_data ->> 'last_name', ''),
    lower(new.email),
    coalesce(new.phone, nullif(new.raw_user_meta_data ->> 'phone_number', '')),
    coalesce(new.created_at, now()),
    now()
  )
  on conflict (id) do update
    set email = excluded.email,
        first_name = coalesce(public.auth_user.first_name, excluded.first_name),
        last_name = coalesce(public.auth_user.last_name, excluded.last_name),
        phone_number = coalesce(public.auth_user.phone_number, excluded.phone_number),
        updated_at = now();
  return new;
end
$$;

-- no column list: a trigger naming columns forbids `alter table auth.users alter column …`
drop trigger on_auth_user_written on auth.users;
create trigger on_auth_user_written
  after insert or update on auth.users
  for each row execute function private.sync_auth_user();
