-- Realtime change capture without logical replication (PGlite has none): row triggers on the
-- tables of publication `supabase_realtime` queue each change here and notify the server,
-- which drains the queue after commit. Idempotent: it runs every time the service starts.

create schema if not exists realtime;

-- One row per captured change; the server deletes rows as it delivers them.
create table if not exists realtime.change_queue (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  op text not null check (op in ('INSERT', 'UPDATE', 'DELETE')),
  record json,
  old_record json,
  captured_at timestamptz not null default clock_timestamp()
);
revoke all on realtime.change_queue from public;

-- The capture trigger: runs as its owner (writers need no privilege on the queue) and
-- notifies once per transaction with the first queued id (NOTIFY payloads are small; the
-- server drains every committed row anyway).
create or replace function realtime.capture_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  queued_id bigint;
begin
  insert into realtime.change_queue (schema_name, table_name, op, record, old_record)
  values (
    tg_table_schema,
    tg_table_name,
    tg_op,
    case when tg_op <> 'DELETE' then to_json(new) end,
    case when tg_op <> 'INSERT' then to_json(old) end
  )
  returning id into queued_id;
  if current_setting('realtime.change_notified', true) is distinct from 'on' then
    perform set_config('realtime.change_notified', 'on', true);
    perform pg_notify('realtime', queued_id::text);
  end if;
  return null;
end $$;
revoke all on function realtime.capture_change() from public;

-- Tells the server to re-synchronise its triggers with the publication after DDL (ALTER
-- PUBLICATION does not reload PostgREST's schema). Only a superuser may create event
-- triggers: elsewhere the server re-synchronises on schema reloads and channel joins.
create or replace function realtime.notify_ddl() returns event_trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_tag not in ('CREATE TRIGGER', 'DROP TRIGGER') then
    perform pg_notify('realtime', 'sync');
  end if;
end $$;
revoke all on function realtime.notify_ddl() from public;

do $$
begin
  if (select rolsuper from pg_roles where rolname = current_user)
     and not exists (select from pg_event_trigger where evtname = 'realtime_notify_ddl') then
    create event trigger realtime_notify_ddl on ddl_command_end execute function realtime.notify_ddl();
  end if;
end $$;
