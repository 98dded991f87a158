-- Every background job in one list (private.background_jobs), scheduled with pg_cron and pg_net where they are, each worker function called with the service key from Vault.

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.background_jobs()
 RETURNS TABLE(name text, schedule text, command text)
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  values
    -- the time-driven status moves (contracts, missions, requests, postings…)
    ('renfort-time-based', '*/15 * * * *', 'select public.run_time_based_transitions()'),
    -- the documents queued by issuing transactions, and the deposits at the plateforme agréée
    ('renfort-document-worker', '10 seconds', $c$select private.call_worker('document-worker', '{"limit": 3}')$c$),
    -- the DPAE sendings queued or waiting for their next try
    ('renfort-dpae-send', '* * * * *', $c$select private.call_worker('dpae-send', '{"limit": 10}')$c$),
    -- the mails waiting in the outbox, to the relay
    ('renfort-mail-relay', '* * * * *', $c$select private.call_worker('mail-relay', '{"limit": 20}')$c$),
    -- the CVs still waiting to be read (a closed tab, a failed call)
    ('renfort-resume-index', '*/5 * * * *', $c$select private.call_worker('resume-index', '{"pending": true, "limit": 20}')$c$),
    -- the imports' rows, in the database itself (pg_cron 1.5+: seconds)
    ('renfort-import', '10 seconds', 'select public.process_import_batch(2000)')
$function$
;

CREATE OR REPLACE FUNCTION private.call_worker(p_function text, p_body jsonb DEFAULT '{}'::jsonb)
 RETURNS bigint
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_url text;
  v_key text;
begin
  select max(decrypted_secret) filter (where name = 'project_url'),
         max(decrypted_secret) filter (where name = 'service_role_key')
    into v_url, v_key
    from vault.decrypted_secrets
   where name in ('project_url', 'service_role_key');
  if v_url is null or v_key is null then
    raise notice 'Tâche % : les secrets project_url et service_role_key manquent dans Vault', p_function;
    return null;
  end if;
  return net.http_post(
    url := rtrim(v_url, '/') || '/functions/v1/' || p_function,
    body := p_body,
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || v_key),
    timeout_milliseconds := 150000
  );
end;
$function$
;

CREATE OR REPLACE FUNCTION private.schedule_background_jobs()
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_job record;
  v_count integer := 0;
  v_http boolean := to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is not null;
begin
  if to_regprocedure('cron.schedule(text, text, text)') is null then
    return 0;
  end if;
  for v_job in select * from private.background_jobs() loop
    continue when v_job.command like '%private.call_worker(%' and not v_http;
    perform cron.schedule(v_job.name, v_job.schedule, v_job.command);
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$function$
;

REVOKE ALL ON FUNCTION private.background_jobs() FROM PUBLIC;
REVOKE ALL ON FUNCTION private.call_worker(p_function text, p_body jsonb) FROM PUBLIC;
REVOKE ALL ON FUNCTION private.schedule_background_jobs() FROM PUBLIC;

do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    if exists (select 1 from pg_available_extensions where name = 'pg_net') then
      create extension if not exists pg_net;
    end if;
    perform private.schedule_background_jobs();
  end if;
exception when others then
  raise notice 'pg_cron indisponible (%), tâches planifiées laissées au serveur local', sqlerrm;
end $$;
