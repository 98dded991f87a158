-- Backups of the embedded database (issue 49; server/platform/backup.ts, docs/configuration.md,
-- « Sauvegardes »): the local server records each backup it takes (daily or asked for by
-- `npm run db:backup`) here. A failed one keeps the previous files and shows in the action centre
-- for developers (rule `backup_failed`) until the next backup succeeds, which clears it. On hosted
-- Supabase the platform makes the backups and nothing is recorded here.
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

-- ## Tables

CREATE TABLE public.backup_run (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    kind text NOT NULL,
    file text,
    error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT backup_run_kind CHECK ((kind = ANY (ARRAY['daily'::text, 'manual'::text]))),
    CONSTRAINT backup_run_outcome CHECK (((file IS NULL) <> (error IS NULL))),
    CONSTRAINT backup_run_pkey PRIMARY KEY (id)
);

REVOKE ALL ON TABLE public.backup_run FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.backup_run TO authenticated;
GRANT ALL ON TABLE public.backup_run TO service_role;

CREATE INDEX backup_run_created_at_idx ON public.backup_run USING btree (created_at DESC);

-- ## RLS and policies

ALTER TABLE public.backup_run ENABLE ROW LEVEL SECURITY;

CREATE POLICY "backup_run: developers can select" ON public.backup_run FOR SELECT TO authenticated USING (( SELECT private.has_role('team_member_developer'::public.app_role) AS has_role));

-- ## Functions

-- Records one backup's outcome (the server, as the service role): a success clears the failures
-- before it (the action centre's item goes) and keeps the last 30 successes' rows.
CREATE FUNCTION public.record_backup_run(p_kind text, p_file text, p_error text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if p_kind is null or p_kind not in ('daily', 'manual') then
    raise exception using message = format('Type de sauvegarde inconnu : %s', coalesce(p_kind, '(vide)')), errcode = '22023';
  end if;
  if (p_file is null) = (p_error is null) then
    raise exception using message = 'Une sauvegarde a soit un fichier (réussie), soit une erreur (en échec)', errcode = '22023';
  end if;
  insert into public.backup_run (kind, file, error) values (p_kind, p_file, left(p_error, 2000));
  if p_file is not null then
    delete from public.backup_run where error is not null;
    delete from public.backup_run r
    where r.id not in (select k.id from public.backup_run k order by k.created_at desc limit 30);
  end if;
end
$$;

REVOKE ALL ON FUNCTION public.record_backup_run(p_kind text, p_file text, p_error text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.record_backup_run(p_kind text, p_file text, p_error text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_backup_run(p_kind text, p_file text, p_error text) TO service_role;

-- The action centre's item for developers (rule `backup_failed`): the latest failed backup since
-- the last success, with its reason and the last good file kept.
CREATE FUNCTION private.action_rule_backup_failed(p_owners uuid[] DEFAULT NULL::uuid[]) RETURNS SETOF public.action_item
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select 'backup_failed', 'critical', 'backup_run', f.id, null::uuid,
         format('Sauvegarde %s du %s en échec : %s — %s', case f.kind when 'daily' then 'quotidienne' else 'manuelle' end,
                to_char(f.created_at at time zone 'Europe/Paris', 'DD/MM/YYYY à HH24:MI'), f.error,
                coalesce(format('la dernière sauvegarde réussie (%s) est conservée', (
                  select s.file from public.backup_run s where s.error is null order by s.created_at desc limit 1)),
                  'aucune sauvegarde réussie n''est encore disponible')),
         f.created_at, null::text, null::uuid
  from (select r.* from public.backup_run r where r.error is not null order by r.created_at desc limit 1) f
$$;

REVOKE ALL ON FUNCTION private.action_rule_backup_failed(p_owners uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.action_rule_backup_failed(p_owners uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.action_rule_backup_failed(p_owners uuid[]) TO service_role;

-- ## Rows

insert into public.action_rule (rule, roles, owner_roles, "position") values
  ('backup_failed', '{team_member_developer}', '{}', 40)
on conflict do nothing;
