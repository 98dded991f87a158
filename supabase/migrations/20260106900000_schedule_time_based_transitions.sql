-- The time-driven status moves (`public.run_time_based_transitions()`) every 15 minutes.
-- On hosted Supabase pg_cron is available: the job is scheduled here (cron.schedule upserts by
-- name, so re-running is harmless). Where pg_cron is not loadable (the embedded PGlite, a plain
-- PostgreSQL without it in shared_preload_libraries) the local server runs the same function on
-- its own timer (server/platform/scheduler.ts, SCHEDULED_JOBS_INTERVAL): nothing to do here.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('renfort-time-based', '*/15 * * * *', 'select public.run_time_based_transitions()');
  end if;
exception when others then
  raise notice 'pg_cron indisponible (%), tâche planifiée laissée au serveur local', sqlerrm;
end $$;
