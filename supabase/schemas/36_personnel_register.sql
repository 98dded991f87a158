-- The registre unique du personnel (issue #51, part 2): every temp the agency hires, in the order
-- of the hirings (C. trav. L1221-13), with the mentions of art. D1221-23 — names, nationality,
-- birth date, sex, job, qualification, dates of entry and exit, and for a foreign worker the type
-- and number of the title that allows them to work — and, for the client's own register, the
-- mention « salarié temporaire » with the agency's name and address (D1221-23 9°).
-- An entry is written by the database when a contract's first version is signed (a hiring), its
-- exit date follows the contract's amendments and early end; the mentions are a snapshot taken
-- at hiring, so that the register stays whole when the talent's record is later changed,
-- anonymised (RGPD art. 17-3 b: a legal obligation) or deleted. Entries are kept 5 years after
-- the exit (R1221-26), then purged by the scheduled job; nobody writes them through the API.
-- Declarative schema, each object once: tables, indexes, triggers, RLS and policies, functions.
-- Change it here, then `npm run db:diff NAME` writes the migration (README, « Changer le schéma »).

-- ## Tables

CREATE TABLE public.personnel_register_entry (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    entry_number integer NOT NULL,
    contract_key text NOT NULL,
    contract_id uuid,
    talent_id uuid,
    last_name text NOT NULL,
    first_name text NOT NULL,
    nationality text,
    birth_date date,
    sex text,
    job text,
    qualification text,
    employee_status public.employee_status,
    contract_type public.contract_type NOT NULL,
    entry_date date NOT NULL,
    exit_date date,
    work_permit_type text,
    work_permit_number text,
    company_id uuid,
    company_name text,
    site_address text,
    registered_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT personnel_register_entry_dates CHECK (((exit_date IS NULL) OR (exit_date >= entry_date))),
    CONSTRAINT personnel_register_entry_number CHECK ((entry_number > 0)),
    CONSTRAINT personnel_register_entry_sex CHECK ((sex = ANY (ARRAY['F'::text, 'M'::text]))),
    CONSTRAINT personnel_register_entry_pkey PRIMARY KEY (id),
    CONSTRAINT personnel_register_entry_contract_key UNIQUE (workspace_id, contract_key),
    CONSTRAINT personnel_register_entry_workspace_number UNIQUE (workspace_id, entry_number)
);

ALTER TABLE ONLY public.personnel_register_entry
    ADD CONSTRAINT personnel_register_entry_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.personnel_register_entry
    ADD CONSTRAINT personnel_register_entry_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.contract(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.personnel_register_entry
    ADD CONSTRAINT personnel_register_entry_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.personnel_register_entry
    ADD CONSTRAINT personnel_register_entry_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id) ON DELETE SET NULL;

REVOKE ALL ON TABLE public.personnel_register_entry FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.personnel_register_entry TO authenticated;
GRANT SELECT ON TABLE public.personnel_register_entry TO service_role;

COMMENT ON TABLE public.personnel_register_entry IS 'Registre unique du personnel (C. trav. L1221-13, D1221-23): one entry per hiring (a contract''s first signed version), written by the database, kept 5 years after the exit (R1221-26).';

-- ## Indexes

CREATE INDEX personnel_register_entry_company_idx ON public.personnel_register_entry USING btree (company_id, entry_date);

CREATE INDEX personnel_register_entry_dates_idx ON public.personnel_register_entry USING btree (workspace_id, entry_date, exit_date);

CREATE INDEX personnel_register_entry_talent_idx ON public.personnel_register_entry USING btree (talent_id);

-- ## Triggers

-- The register is indelible (L1221-13): an entry's mentions never change once written; only its
-- exit date follows the contract, and its links go when the record they point to is deleted.
CREATE TRIGGER personnel_register_entry_indelible BEFORE DELETE OR UPDATE ON public.personnel_register_entry FOR EACH ROW EXECUTE FUNCTION private.keep_personnel_register_entry();

CREATE TRIGGER contract_personnel_register AFTER INSERT OR UPDATE OF status, end_date, definitive_end_date ON public.contract FOR EACH ROW EXECUTE FUNCTION private.contract_to_personnel_register();

-- ## RLS and policies

ALTER TABLE public.personnel_register_entry ENABLE ROW LEVEL SECURITY;

-- Who reads the contracts of a workspace reads its register.
CREATE POLICY "personnel_register_entry: contract readers can select workspace rows" ON public.personnel_register_entry FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('contract'::text, 'select'::public.permission_action) AS can)));

-- ## Functions

-- A register entry's mentions are fixed; the exit date moves with the contract (written by
-- private.register_contract_key), the links are emptied by their foreign keys; an entry is deleted
-- only by the scheduled purge 5 years after the exit, or with its workspace.
CREATE FUNCTION private.keep_personnel_register_entry() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'DELETE' then
    if current_setting('renfort.personnel_register_purge', true) = 'on'
       or not exists (select 1 from public.workspace w where w.id = old.workspace_id) then
      return old;
    end if;
    perform private.fail('Une entrée du registre unique du personnel ne peut pas être supprimée avant 5 ans après la sortie du salarié (art. R1221-26 du Code du travail)', null, '42501');
  end if;
  if (to_jsonb(new) - array['exit_date', 'contract_id', 'talent_id', 'company_id'])
     is distinct from (to_jsonb(old) - array['exit_date', 'contract_id', 'talent_id', 'company_id']) then
    perform private.fail('Les mentions du registre unique du personnel sont indélébiles (art. L1221-13 du Code du travail)', null, '42501');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.keep_personnel_register_entry() FROM PUBLIC;

-- Writes or updates the register entry of a contract (all its versions: the same contract_key):
-- created at the first signed version, with the talent's and the company's mentions as they are
-- that day; its exit date is the end of the latest signed version (the early end when there is
-- one). The entries of a workspace are numbered in the order they are written (advisory lock:
-- two signatures at once get consecutive numbers).
CREATE FUNCTION private.register_contract_key(p_workspace_id uuid, p_contract_key text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_first public.contract;
  v_last public.contract;
  v_exit date;
begin
  select c.* into v_first from public.contract c
   where c.workspace_id = p_workspace_id and c.contract_key = p_contract_key
     and c.status in ('signed', 'active', 'ended', 'terminated_early')
   order by c.amendment_number, c.created_at limit 1;
  if v_first.id is null then
    return;
  end if;
  select c.* into v_last from public.contract c
   where c.workspace_id = p_workspace_id and c.contract_key = p_contract_key
     and c.status in ('signed', 'active', 'ended', 'terminated_early')
   order by c.amendment_number desc, c.created_at desc limit 1;
  v_exit := coalesce(v_last.definitive_end_date, v_last.end_date);

  update public.personnel_register_entry e
     set exit_date = v_exit
   where e.workspace_id = p_workspace_id and e.contract_key = p_contract_key
     and e.exit_date is distinct from v_exit;
  if found or exists (select 1 from public.personnel_register_entry e
                       where e.workspace_id = p_workspace_id and e.contract_key = p_contract_key) then
    return;
  end if;

  perform pg_advisory_xact_lock(hashtext('personnel_register:' || p_workspace_id::text));
  insert into public.personnel_register_entry (
    workspace_id, entry_number, contract_key, contract_id, talent_id, last_name, first_name, nationality,
    birth_date, sex, job, qualification, employee_status, contract_type, entry_date, exit_date,
    work_permit_type, work_permit_number, company_id, company_name, site_address)
  select p_workspace_id,
         coalesce((select max(e.entry_number) from public.personnel_register_entry e
                    where e.workspace_id = p_workspace_id), 0) + 1,
         p_contract_key, v_first.id, t.id, upper(t.last_name), t.first_name, n.name, t.birth_date,
         case t.civility when 'mr' then 'M' when 'mrs' then 'F' end,
         v_first.job_name, v_first.qualification_level, v_first.employee_status, v_first.contract_type,
         v_first.start_date, v_exit,
         -- a title allowing work is recorded for a foreign worker who holds one (D1221-23 8°)
         nullif(btrim(p.residence_permit_type), ''), nullif(btrim(p.residence_permit_number), ''),
         co.id, co.name, a.formatted
    from public.talent t
    left join public.country n on n.code = t.nationality_code
    left join public.talent_private p on p.talent_id = t.id
    left join public.company co on co.id = v_first.company_id
    left join public.address a on a.id = v_first.address_id
   where t.id = v_first.talent_id
  on conflict (workspace_id, contract_key) do nothing;
end
$$;

REVOKE ALL ON FUNCTION private.register_contract_key(p_workspace_id uuid, p_contract_key text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.register_contract_key(p_workspace_id uuid, p_contract_key text) TO service_role;

CREATE FUNCTION private.contract_to_personnel_register() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.status in ('signed', 'active', 'ended', 'terminated_early')
     and (tg_op = 'INSERT' or old.status is distinct from new.status or old.end_date is distinct from new.end_date
          or old.definitive_end_date is distinct from new.definitive_end_date) then
    perform private.register_contract_key(new.workspace_id, new.contract_key);
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.contract_to_personnel_register() FROM PUBLIC;
GRANT ALL ON FUNCTION private.contract_to_personnel_register() TO authenticated;
GRANT ALL ON FUNCTION private.contract_to_personnel_register() TO service_role;

-- The scheduled purge: an entry whose exit is more than 5 years past (R1221-26) goes.
CREATE FUNCTION private.run_personnel_register_retention(p_now timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_count integer;
begin
  perform set_config('renfort.personnel_register_purge', 'on', true);
  delete from public.personnel_register_entry e
   where e.exit_date < ((p_now at time zone 'Europe/Paris')::date - interval '5 years')::date;
  get diagnostics v_count = row_count;
  perform set_config('renfort.personnel_register_purge', '', true);
  return jsonb_build_object('personnel_register:purged', v_count);
end
$$;

REVOKE ALL ON FUNCTION private.run_personnel_register_retention(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.run_personnel_register_retention(p_now timestamp with time zone) TO service_role;

-- The entries of contracts signed while the trigger did not run (before the register existed, or
-- a bulk load without triggers), in the order of their hiring (the first signed version's start).
CREATE FUNCTION private.rebuild_personnel_register() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  r record;
  v_before integer;
begin
  select count(*) into v_before from public.personnel_register_entry;
  for r in
    select c.workspace_id, c.contract_key, min(c.start_date) as start_date
      from public.contract c
     where c.status in ('signed', 'active', 'ended', 'terminated_early')
     group by c.workspace_id, c.contract_key
     order by 3, 2
  loop
    perform private.register_contract_key(r.workspace_id, r.contract_key);
  end loop;
  return (select count(*) from public.personnel_register_entry) - v_before;
end
$$;

REVOKE ALL ON FUNCTION private.rebuild_personnel_register() FROM PUBLIC;
GRANT ALL ON FUNCTION private.rebuild_personnel_register() TO service_role;
