-- The request family's shared mechanism (issue part 2), built on the core workflow pieces
-- (status_transition, status_history, assert_status_transition, enum_label, file_link):
-- the request type registry, required fields / requester-only roles / notified roles per
-- transition, the generic triggers every request table gets, the installer that gives a
-- request table its indexes, triggers and policies, French calendar helpers for legal
-- deadlines, the policy parameters, request files in storage and the action-item view.

-- ---------------------------------------------------------------------------------------
-- Transitions held as data: what the core table lacks for requests.
--  required_fields: columns that must be filled to make the move;
--  requester_only_roles: roles (among `roles`) that may make the move only on requests
--    they or their managees asked for ("the author may cancel before approval");
--  notify_roles: roles told when a request reaches `to_status` (those who must act next,
--    derived from the table by private.derive_notify_roles unless set).
alter table public.status_transition add column if not exists required_fields text[] not null default '{}';
alter table public.status_transition add column if not exists requester_only_roles public.app_role[] not null default '{}';
alter table public.status_transition add column if not exists notify_roles public.app_role[] not null default '{}';
alter table public.status_transition add constraint status_transition_requester_only_roles check (requester_only_roles <@ roles);

-- The roles named by the abbreviations of domain.md §0.1 ('CSM ACC' → {csm, accounting}).
create or replace function private.roles_of(p_abbreviations text)
returns public.app_role[]
language plpgsql
stable
set search_path = ''
as $$
declare
  v_roles public.app_role[] := '{}';
  v_abbr text;
begin
  foreach v_abbr in array coalesce(string_to_array(nullif(btrim(p_abbreviations), ''), ' '), '{}') loop
    v_roles := v_roles || case v_abbr
      when 'ACC' then 'accounting_team_member'::public.app_role
      when 'CONS' then 'consultant_team_member'::public.app_role
      when 'CSM' then 'csm_team_member'::public.app_role
      when 'XCSM' then 'external_csm_team_member'::public.app_role
      when 'MKT' then 'team_member_marketing'::public.app_role
      when 'DEV' then 'team_member_developer'::public.app_role
      when 'IND' then 'team_member_independent_administrator'::public.app_role
    end;
    if v_roles[cardinality(v_roles)] is null then
      raise exception 'Abréviation de rôle inconnue : %', v_abbr;
    end if;
  end loop;
  return v_roles;
end
$$;

-- ---------------------------------------------------------------------------------------
-- request_type: one row per request workflow (the generic request module of the front end
-- is parameterised by it): French labels, route, status enum, initial and closing statuses.
create table public.request_type (
  entity text primary key,
  label text not null,
  plural_label text not null,
  route text not null unique,
  status_enum text not null,
  initial_status text not null,
  terminal_statuses text[] not null default '{}',
  has_amounts boolean not null default false,
  deadline_rule text,
  position smallint not null,
  constraint request_type_route_format check (route ~ '^[a-z]+(-[a-z]+)*$')
);

alter table public.request_type enable row level security;

-- The registry is reference data: readable by team members, written by migrations.
create policy "request_type: team members can select all types" on public.request_type
  for select to authenticated using ((select private.is_team_member()));

revoke all on public.request_type from anon;
revoke insert, update, delete on public.request_type from authenticated;

-- ---------------------------------------------------------------------------------------
-- Access and calendar helpers.

-- The caller's workspaces that hold requests: internal ones only (a partner, external
-- workspace has none of the request family).
create or replace function private.request_workspace_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(w.id), '{}') from public.workspace w
  where w.id = any (private.current_workspace_ids()) and w.type = 'internal'
$$;

-- True when the caller, one of their managees, or the system asked for the request.
create or replace function private.is_own_request(p_requester_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_requester_id = any (private.me_and_managee_ids())
$$;

-- Easter Sunday of a year (anonymous Gregorian algorithm), for the movable public holidays.
create or replace function private.easter_sunday(p_year integer)
returns date
language plpgsql
immutable
strict
set search_path = ''
as $$
declare
  a integer := p_year % 19;
  b integer := p_year / 100;
  c integer := p_year % 100;
  d integer := b / 4;
  e integer := b % 4;
  f integer := (b + 8) / 25;
  g integer := (b - f + 1) / 3;
  h integer := (19 * a + b - d - g + 15) % 30;
  i integer := c / 4;
  k integer := c % 4;
  l integer := (32 + 2 * e + 2 * i - h - k) % 7;
  m integer := (a + 11 * h + 22 * l) / 451;
begin
  return make_date(p_year, (h + l - 7 * m + 114) / 31, ((h + l - 7 * m + 114) % 31) + 1);
end
$$;

-- True on a French public holiday (the eleven of L3133-1; Alsace-Moselle's two extra days not counted).
create or replace function private.is_french_public_holiday(p_day date)
returns boolean
language sql
immutable
strict
set search_path = ''
as $$
  select to_char(p_day, 'MM-DD') in ('01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25')
      or p_day - private.easter_sunday(extract(year from p_day)::integer) in (1, 39, 50)
$$;

-- Adds hours to an instant counting only days that are neither Sundays nor public holidays
-- (Paris time): the "48 heures non compris les dimanches et jours fériés" of a work accident.
create or replace function private.add_hours_excluding_sundays_and_holidays(p_from timestamptz, p_hours numeric)
returns timestamptz
language plpgsql
stable
strict
set search_path = ''
as $$
declare
  v_local timestamp := p_from at time zone 'Europe/Paris';
  v_remaining interval := p_hours * interval '1 hour';
  v_midnight timestamp;
begin
  loop
    v_midnight := (v_local::date + 1)::timestamp;
    if extract(isodow from v_local) = 7 or private.is_french_public_holiday(v_local::date) then
      v_local := v_midnight;
    elsif v_midnight - v_local >= v_remaining then
      return (v_local + v_remaining) at time zone 'Europe/Paris';
    else
      v_remaining := v_remaining - (v_midnight - v_local);
      v_local := v_midnight;
    end if;
  end loop;
end
$$;

-- An IBAN shown with only its country, key and last four characters (FR76 •••• 1234).
create or replace function private.mask_iban(p_iban text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_iban is null then null
              else left(upper(regexp_replace(p_iban, '\s', '', 'g')), 4) || ' •••• ' || right(upper(regexp_replace(p_iban, '\s', '', 'g')), 4) end
$$;

-- The French label of a request column, for messages ("le centre médical").
create or replace function private.request_field_label(p_column text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select l.label from public.enum_label l where l.enum_name = 'request_field' and l.value = p_column),
                  replace(regexp_replace(p_column, '_id$', ''), '_', ' '))
$$;

-- A policy or legal value in force on a date, failing in French when it is missing.
create or replace function private.required_legal_value(p_key text, p_on date default current_date)
returns numeric
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_value numeric := private.legal_value(p_key, p_on);
begin
  if v_value is null then
    perform private.fail(format('Le paramètre « %s » n''est pas défini au %s', p_key, private.fr_date(p_on)), 'legal_parameter_missing');
  end if;
  return v_value;
end
$$;

-- ---------------------------------------------------------------------------------------
-- Generic triggers of every request table. They run, in name order, after the core audit
-- trigger: <t>_prepare (links, files, frozen closed requests), <t>_status (core: who may
-- move, history), <t>_transition (required fields, requester-only moves), <t>_validate
-- (the type's own rules), then <t>_notify after the write.

-- Fills and checks what every request shares: the requester, the contract's talent, key,
-- client and mission, same-workspace links, file paths, closing date; freezes closed requests.
create or replace function private.prepare_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_new jsonb := to_jsonb(new);
  v_old jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) end;
  v_patch jsonb := '{}';
  v_type public.request_type;
  v_system boolean := private.is_system() or coalesce(current_setting('renfort.actor', true), '') = 'system';
  v_workspace_id uuid := (v_new ->> 'workspace_id')::uuid;
  v_contract public.contract;
  v_key text;
  v_status_changed boolean;
  v_ignored constant text[] := array['updated_at', 'updated_by', 'comment', 'assignee_id'];
begin
  select t.* into v_type from public.request_type t where t.entity = tg_table_name;
  v_status_changed := tg_op = 'INSERT' or (v_new ->> 'status') is distinct from (v_old ->> 'status');

  -- The requester is the caller; it does not change afterwards.
  if tg_op = 'INSERT' and v_new ->> 'requester_id' is null and not v_system then
    v_patch := v_patch || jsonb_build_object('requester_id', private.current_team_member_id());
  elsif tg_op = 'UPDATE' and not v_system and (v_new -> 'requester_id') is distinct from (v_old -> 'requester_id') then
    perform private.fail('Le demandeur d''une demande ne peut pas être modifié', 'request_requester_locked');
  end if;

  -- A contract gives the talent, the contract key, the client and the mission.
  if v_new ? 'contract_id' and v_new ->> 'contract_id' is not null then
    perform private.assert_same_workspace(v_workspace_id, 'contract', (v_new ->> 'contract_id')::uuid, 'Le contrat');
    select c.* into v_contract from public.contract c where c.id = (v_new ->> 'contract_id')::uuid;
    if v_new ? 'talent_id' then
      if v_new ->> 'talent_id' is null then
        v_patch := v_patch || jsonb_build_object('talent_id', v_contract.talent_id);
      elsif (v_new ->> 'talent_id')::uuid is distinct from v_contract.talent_id then
        perform private.fail('Le contrat doit être celui du talent de la demande', 'request_contract_talent');
      end if;
    end if;
    if v_new ? 'contract_key' then
      v_patch := v_patch || jsonb_build_object('contract_key', v_contract.contract_key);
    end if;
    if v_new ? 'company_id' and v_new ->> 'company_id' is null then
      v_patch := v_patch || jsonb_build_object('company_id', v_contract.company_id);
    end if;
    if v_new ? 'mission_id' and v_new ->> 'mission_id' is null then
      v_patch := v_patch || jsonb_build_object('mission_id', v_contract.mission_id);
    end if;
  end if;
  perform private.assert_same_workspace(v_workspace_id, 'talent', coalesce(v_patch ->> 'talent_id', v_new ->> 'talent_id')::uuid, 'Le talent');
  perform private.assert_same_workspace(v_workspace_id, 'company', coalesce(v_patch ->> 'company_id', v_new ->> 'company_id')::uuid, 'L''entreprise');
  perform private.assert_same_workspace(v_workspace_id, 'mission', coalesce(v_patch ->> 'mission_id', v_new ->> 'mission_id')::uuid, 'La mission');
  if v_new ->> 'assignee_id' is not null and (tg_op = 'INSERT' or (v_new -> 'assignee_id') is distinct from (v_old -> 'assignee_id'))
     and not exists (select 1 from public.team_member_workspace tmw
                     where tmw.team_member_id = (v_new ->> 'assignee_id')::uuid and tmw.workspace_id = v_workspace_id) then
    perform private.fail('La personne assignée doit être membre du workspace', 'request_assignee_workspace');
  end if;

  -- Single-file columns hold a Storage path inside the workspace's folder.
  for v_key in select k from jsonb_object_keys(v_new) as k where k = 'file' or k like '%\_file' loop
    if v_new ->> v_key is not null and split_part(v_new ->> v_key, '/', 1) is distinct from v_workspace_id::text then
      perform private.fail(format('Le fichier « %s » doit être rangé dans le dossier du workspace', private.request_field_label(v_key)), 'request_file_in_workspace');
    end if;
  end loop;

  -- A closed request is frozen (its comment and assignee aside); developers may still fix it.
  if tg_op = 'UPDATE' and not v_status_changed and not v_system and (v_old ->> 'status') = any (v_type.terminal_statuses)
     and not private.has_role('team_member_developer')
     and (v_new - v_ignored) is distinct from (v_old - v_ignored) then
    perform private.fail(format('Cette demande est clôturée (statut « %s ») et ne peut plus être modifiée',
                                private.enum_label(v_type.status_enum, v_old ->> 'status')), 'request_closed');
  end if;

  -- A move carries its own comment: the previous one is not reused.
  if tg_op = 'UPDATE' and v_status_changed and (v_new -> 'status_comment') is not distinct from (v_old -> 'status_comment') then
    v_patch := v_patch || jsonb_build_object('status_comment', null);
  end if;
  if v_status_changed then
    v_patch := v_patch || jsonb_build_object('closed_at',
      case when (v_new ->> 'status') = any (v_type.terminal_statuses) then coalesce(v_new ->> 'closed_at', now()::text) end);
  end if;

  if v_patch <> '{}'::jsonb then
    new := jsonb_populate_record(new, v_patch);
  end if;
  return new;
end
$$;

-- After the core check of who may move: the fields the move requires, the moves some roles
-- may only make on their own requests, and the comment given through transition_status().
create or replace function private.check_request_transition()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_new jsonb := to_jsonb(new);
  v_from text := case when tg_op = 'UPDATE' then to_jsonb(old) ->> 'status' end;
  v_to text := v_new ->> 'status';
  v_actor text := nullif(current_setting('renfort.actor', true), '');
  v_comment text := nullif(current_setting('renfort.status_comment', true), '');
  v_enum text := (select t.status_enum from public.request_type t where t.entity = tg_table_name);
  v_roles public.app_role[];
  v_missing text;
begin
  if tg_op = 'UPDATE' and v_to is not distinct from v_from then
    return new;
  end if;
  -- Imports by the system (seeds, migrations) are trusted as they are.
  if tg_op = 'INSERT' and v_actor is null and private.is_system() then
    return new;
  end if;

  select string_agg(private.request_field_label(f), ', ' order by f) into v_missing
  from (select distinct f from public.status_transition t, unnest(t.required_fields) as f
        where t.entity = tg_table_name and t.status_column = 'status' and t.to_status = v_to
          and (t.from_status = v_from or (t.from_status = '*' and v_from is not null) or (t.from_status is null and v_from is null))
          and (v_new -> f is null or jsonb_typeof(v_new -> f) = 'null' or btrim(v_new ->> f) in ('', '[]', '{}'))) as missing;
  if v_missing is not null then
    perform private.fail(format('Pour passer au statut « %s », renseignez : %s', private.enum_label(v_enum, v_to), v_missing),
                         tg_table_name || '_required_fields');
  end if;

  if v_actor is null and not private.is_system() then
    v_roles := private.current_roles();
    -- Every rule that lets the caller move it is limited to their own requests.
    if exists (select 1 from public.status_transition t
               where t.entity = tg_table_name and t.status_column = 'status' and t.to_status = v_to
                 and (t.from_status = v_from or (t.from_status = '*' and v_from is not null) or (t.from_status is null and v_from is null))
                 and t.roles && v_roles)
       and not exists (select 1 from public.status_transition t, unnest(t.roles) as r
                       where t.entity = tg_table_name and t.status_column = 'status' and t.to_status = v_to
                         and (t.from_status = v_from or (t.from_status = '*' and v_from is not null) or (t.from_status is null and v_from is null))
                         and r = any (v_roles) and not r = any (t.requester_only_roles))
       and not private.is_own_request((v_new ->> 'requester_id')::uuid) then
      perform private.fail(format('Seul le demandeur (ou son manager) peut passer de « %s » à « %s »',
                                  private.enum_label(v_enum, v_from), private.enum_label(v_enum, v_to)),
                           tg_table_name || '_transition_requester', '42501');
    end if;
  end if;

  if v_comment is not null then
    new := jsonb_populate_record(new, jsonb_build_object('status_comment', v_comment));
  end if;
  return new;
end
$$;

-- After a move: tells the roles that must act next, and the requester when someone else moved it.
create or replace function private.notify_request_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_new jsonb := to_jsonb(new);
  v_from text := case when tg_op = 'UPDATE' then to_jsonb(old) ->> 'status' end;
  v_to text := v_new ->> 'status';
  v_type public.request_type;
  v_roles public.app_role[];
  v_title text;
  v_data jsonb;
  v_requester uuid := (v_new ->> 'requester_id')::uuid;
begin
  if tg_op = 'UPDATE' and v_to is not distinct from v_from then
    return null;
  end if;
  if tg_op = 'INSERT' and nullif(current_setting('renfort.actor', true), '') is null and private.is_system() then
    return null;
  end if;
  select t.* into v_type from public.request_type t where t.entity = tg_table_name;
  select coalesce(array_agg(distinct r), '{}') into v_roles
  from public.status_transition t, unnest(t.notify_roles) as r
  where t.entity = tg_table_name and t.status_column = 'status' and t.to_status = v_to
    and (t.from_status = v_from or (t.from_status = '*' and v_from is not null) or (t.from_status is null and v_from is null));
  v_title := format('%s : %s', v_type.label, private.enum_label(v_type.status_enum, v_to));
  v_data := jsonb_build_object('entity', tg_table_name, 'entity_id', v_new ->> 'id', 'from_status', v_from, 'to_status', v_to,
                               'link', format('/%s/%s', v_type.route, v_new ->> 'id'), 'talent_id', v_new ->> 'talent_id',
                               'due_at', v_new ->> 'due_at');
  if cardinality(v_roles) > 0 then
    insert into public.notification (workspace_id, recipient_roles, type, title, data)
    values ((v_new ->> 'workspace_id')::uuid, v_roles, 'status_changed', v_title, v_data);
  end if;
  if v_requester is not null and tg_op = 'UPDATE'
     and v_requester is distinct from private.current_team_member_id()
     and exists (select 1 from public.team_member_workspace tmw
                 where tmw.team_member_id = v_requester and tmw.workspace_id = (v_new ->> 'workspace_id')::uuid) then
    insert into public.notification (workspace_id, recipient_id, type, title, data)
    values ((v_new ->> 'workspace_id')::uuid, v_requester, 'status_changed', v_title, v_data);
  end if;
  return null;
end
$$;

-- Fills notify_roles of an entity's transitions that have none: the roles that may move the
-- request on from the status reached (cancellations and system-only moves aside).
create or replace function private.derive_notify_roles(p_entity text)
returns void
language sql
set search_path = ''
as $$
  update public.status_transition t
  set notify_roles = coalesce((
    select array_agg(distinct r order by r) from public.status_transition n, unnest(n.roles) as r
    where n.entity = t.entity and n.status_column = t.status_column and n.from_status = t.to_status
      and n.to_status not in ('canceled') and not r = any (n.requester_only_roles)
  ), '{}')
  where t.entity = p_entity and t.notify_roles = '{}'
$$;

-- ---------------------------------------------------------------------------------------
-- Installers: what every request table (and every workspace table of the family) gets, so
-- that fifteen tables share one definition of their indexes, triggers and policies.

-- An index name within PostgreSQL's 63 bytes.
create or replace function private.index_name(p_table text, p_suffix text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when length(p_table || '_' || p_suffix || '_idx') <= 63 then p_table || '_' || p_suffix || '_idx'
              else left(p_table || '_' || p_suffix, 50) || '_' || left(md5(p_table || '_' || p_suffix), 8) || '_idx' end
$$;

-- One index per single-column foreign key of a table (unless one already leads with it).
create or replace function private.index_foreign_keys(p_table text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_column text;
begin
  for v_column in
    select a.attname from pg_catalog.pg_constraint c
    join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.conrelid = format('public.%I', p_table)::regclass and c.contype = 'f' and cardinality(c.conkey) = 1
      and not exists (select 1 from pg_catalog.pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
  loop
    execute format('create index %I on public.%I (%I)', private.index_name(p_table, v_column), p_table, v_column);
  end loop;
end
$$;

-- Installs a request table: checks its shared columns, indexes its foreign keys and policy
-- columns, adds the generic triggers (and the type's validate/effects functions when they
-- exist), enables row-level security and creates its four policies from the matrix.
create or replace function private.install_request_table(p_table text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_shared constant text[] := array['id', 'workspace_id', 'requester_id', 'assignee_id', 'status', 'status_changed_at',
                                    'status_comment', 'due_at', 'closed_at', 'comment', 'created_at', 'created_by', 'updated_at', 'updated_by'];
  v_rel regclass := format('public.%I', p_table)::regclass;
  v_missing text[];
  v_scope text := 'workspace_id = any ((select private.request_workspace_ids())::uuid[])';
  v_rows text;
  -- policy names stay within PostgreSQL's 63 bytes
  v_name text := case when length(p_table || ': matrix roles can select rows') <= 63 then p_table || ': matrix roles can %s rows' else p_table || ': matrix roles can %s' end;
begin
  if not exists (select 1 from public.request_type t where t.entity = p_table) then
    raise exception 'Type de demande non déclaré dans request_type : %', p_table;
  end if;
  select array_agg(c) into v_missing from unnest(v_shared) as c
  where not exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = v_rel and a.attname = c and not a.attisdropped);
  if v_missing is not null then
    raise exception 'La table % n''a pas les colonnes communes des demandes : %', p_table, v_missing;
  end if;

  perform private.index_foreign_keys(p_table);
  execute format('create index %I on public.%I (workspace_id, status)', private.index_name(p_table, 'workspace_status'), p_table);
  execute format('create index %I on public.%I (workspace_id, due_at) where closed_at is null and due_at is not null',
                 private.index_name(p_table, 'open_due_at'), p_table);

  execute format('create trigger %I before insert or update on public.%I for each row execute function private.set_audit_fields()', p_table || '_audit', p_table);
  execute format('create trigger %I before insert or update on public.%I for each row execute function private.prepare_request()', p_table || '_prepare', p_table);
  execute format('create trigger %I before insert or update on public.%I for each row execute function private.enforce_status_transition(''status'', ''status_comment'')', p_table || '_status', p_table);
  execute format('create trigger %I before insert or update on public.%I for each row execute function private.check_request_transition()', p_table || '_transition', p_table);
  if to_regprocedure(format('private.validate_%s()', p_table)) is not null then
    execute format('create trigger %I before insert or update on public.%I for each row execute function private.%I()', p_table || '_validate', p_table, 'validate_' || p_table);
  end if;
  execute format('create trigger %I after insert or update of status on public.%I for each row execute function private.notify_request_status()', p_table || '_notify', p_table);
  if to_regprocedure(format('private.apply_%s_effects()', p_table)) is not null then
    execute format('create trigger %I after insert or update on public.%I for each row execute function private.%I()', p_table || '_effects', p_table, 'apply_' || p_table || '_effects');
  end if;

  -- Rows of the caller's internal workspaces: every row for the matrix's `all` scope, the
  -- requests they or their managees asked for with the `own` scope.
  execute format('alter table public.%I enable row level security', p_table);
  v_rows := '((select private.can(%1$L, %2$L)) or ((select private.can_own(%1$L, %2$L)) and requester_id = any ((select private.me_and_managee_ids())::uuid[])))';
  execute format('create policy %I on public.%I for select to authenticated using (%s and %s)',
                 format(v_name, 'select'), p_table, v_scope, format(v_rows, p_table, 'select'));
  execute format('create policy %I on public.%I for insert to authenticated with check (%s and %s)',
                 format(v_name, 'insert'), p_table, v_scope, format(v_rows, p_table, 'insert'));
  execute format('create policy %I on public.%I for update to authenticated using (%s and %s) with check (%s and %s)',
                 format(v_name, 'update'), p_table, v_scope, format(v_rows, p_table, 'update'), v_scope, format(v_rows, p_table, 'update'));
  execute format('create policy %I on public.%I for delete to authenticated using (%s and %s)',
                 format(v_name, 'delete'), p_table, v_scope, format(v_rows, p_table, 'delete'));
  execute format('revoke all on public.%I from anon', p_table);
end
$$;

-- Installs a workspace table of the family that is not a request (centers, request items,
-- medical results): foreign-key indexes, audit (and status, validate) triggers, row-level
-- security and four policies on the caller's internal workspaces per the matrix.
create or replace function private.install_request_workspace_table(p_table text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_rel regclass := format('public.%I', p_table)::regclass;
  v_scope text := 'workspace_id = any ((select private.request_workspace_ids())::uuid[])';
begin
  perform private.index_foreign_keys(p_table);
  execute format('create trigger %I before insert or update on public.%I for each row execute function private.set_audit_fields()', p_table || '_audit', p_table);
  if to_regprocedure(format('private.validate_%s()', p_table)) is not null then
    execute format('create trigger %I before insert or update or delete on public.%I for each row execute function private.%I()', p_table || '_prepare', p_table, 'validate_' || p_table);
  end if;
  if exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = v_rel and a.attname = 'status' and not a.attisdropped) then
    execute format('create trigger %I before insert or update on public.%I for each row execute function private.enforce_status_transition(''status'', ''status_comment'')', p_table || '_status', p_table);
  end if;
  if to_regprocedure(format('private.apply_%s_effects()', p_table)) is not null then
    execute format('create trigger %I after insert or update or delete on public.%I for each row execute function private.%I()', p_table || '_effects', p_table, 'apply_' || p_table || '_effects');
  end if;
  execute format('alter table public.%I enable row level security', p_table);
  execute format('create policy %I on public.%I for select to authenticated using (%s and (select private.can(%L, ''select'')))',
                 p_table || ': matrix roles can select rows', p_table, v_scope, p_table);
  execute format('create policy %I on public.%I for insert to authenticated with check (%s and (select private.can(%L, ''insert'')))',
                 p_table || ': matrix roles can insert rows', p_table, v_scope, p_table);
  execute format('create policy %I on public.%I for update to authenticated using (%s and (select private.can(%L, ''update''))) with check (%s and (select private.can(%L, ''update'')))',
                 p_table || ': matrix roles can update rows', p_table, v_scope, p_table, v_scope, p_table);
  execute format('create policy %I on public.%I for delete to authenticated using (%s and (select private.can(%L, ''delete'')))',
                 p_table || ': matrix roles can delete rows', p_table, v_scope, p_table);
  execute format('revoke all on public.%I from anon', p_table);
end
$$;

-- The open requests of every type with a deadline, for the action centre (domain.md §7.2):
-- critical when overdue or due within 12 hours, warning within 3 days. Rebuilt after each
-- migration that adds request types; security invoker, so each table's policies apply.
create or replace function private.refresh_request_action_item_view()
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_parts text[];
  v_type public.request_type;
  v_talent text;
begin
  for v_type in select t.* from public.request_type t where to_regclass(format('public.%I', t.entity)) is not null order by t.position loop
    v_talent := case when exists (select 1 from pg_catalog.pg_attribute a
                                  where a.attrelid = format('public.%I', v_type.entity)::regclass and a.attname = 'talent_id' and not a.attisdropped)
                     then 'r.talent_id' else 'null::uuid' end;
    v_parts := v_parts || format(
      'select %L::text as entity, r.id, r.workspace_id, %s as talent_id, r.status::text as status, r.requester_id, r.assignee_id, r.due_at '
      'from public.%I r where r.closed_at is null and r.due_at is not null', v_type.entity, v_talent, v_type.entity);
  end loop;
  if v_parts is null then
    return;
  end if;
  execute 'create or replace view public.request_action_item with (security_invoker = on) as '
    || 'select i.entity, i.id, i.workspace_id, i.talent_id, i.status, i.requester_id, i.assignee_id, i.due_at, '
    || 'i.due_at < now() as is_overdue, '
    || 'case when i.due_at < now() + interval ''12 hours'' then ''critical'' when i.due_at < now() + interval ''3 days'' then ''warning'' else ''info'' end as severity '
    || 'from (' || array_to_string(v_parts, ' union all ') || ') as i';
  revoke all on public.request_action_item from anon;
end
$$;

-- ---------------------------------------------------------------------------------------
-- Policy parameters of the request family (dated like the legal ones; domain.md §4–§5).
insert into public.legal_parameter (key, value, unit, valid_from, valid_to, source, is_verified, note) values
  ('work_accident_declaration_hours', 48, 'h', '2000-01-01', null, 'CSS L441-2 et R441-3', true, 'dimanches et jours fériés non compris'),
  ('advance_payment_min_amount', 50, 'EUR', '2020-01-01', null, 'politique interne', true, 'acompte minimum'),
  ('advance_payment_max_ratio', 0.8, 'ratio', '2020-01-01', null, 'politique interne', true, 'part du net déjà gagné versée en acompte'),
  ('net_to_gross_ratio', 0.78, 'ratio', '2020-01-01', null, 'politique interne', false, 'estimation du net à partir du brut'),
  ('qualification_training_csm_max_price', 800, 'EUR', '2020-01-01', null, 'politique interne', true, 'au-delà : validation de la comptabilité'),
  ('ppe_csm_max_total', 150, 'EUR', '2020-01-01', null, 'politique interne', true, 'au-delà : validation de la comptabilité'),
  ('expense_claim_csm_max_amount', 300, 'EUR', '2020-01-01', null, 'politique interne', true, 'au-delà : validation de la comptabilité'),
  ('expense_claim_filing_days', 90, 'days', '2020-01-01', null, 'politique interne', true, 'au-delà : signalée tardive'),
  ('meal_voucher_employer_share_min', 50, 'percent', '2020-01-01', null, 'URSSAF', true, 'part patronale minimale'),
  ('meal_voucher_employer_share_max', 60, 'percent', '2020-01-01', null, 'URSSAF', true, 'part patronale maximale'),
  ('carte_btp_validity_years', 5, 'years', '2017-03-22', null, 'cartebtp.fr', true, 'intérimaires : 5 ans'),
  ('independent_vigilance_threshold', 5000, 'EUR', '2012-01-01', null, 'C. trav. L8222-1 et D8222-1', true, 'HT, sur la relation'),
  ('recruitment_fee_percentage_max', 50, 'percent', '2020-01-01', null, 'politique interne', true, null),
  ('cooptation_bonus_min', 50, 'EUR', '2020-01-01', null, 'politique interne', true, null),
  ('cooptation_bonus_max', 1000, 'EUR', '2020-01-01', null, 'politique interne', true, null),
  ('scheduled_email_min_delay_minutes', 5, 'min', '2020-01-01', null, 'politique interne', true, null),
  ('scheduled_email_quiet_start_hour', 21, 'h', '2020-01-01', null, 'politique interne', true, 'pas d''envoi de 21 h à 8 h ni le dimanche'),
  ('scheduled_email_quiet_end_hour', 8, 'h', '2020-01-01', null, 'politique interne', true, null);

-- French labels of the request columns named by required fields and messages.
insert into public.enum_label (enum_name, value, label, position) values
  ('request_field', 'talent_id', 'le talent', 1),
  ('request_field', 'contract_id', 'le contrat', 2),
  ('request_field', 'company_id', 'l''entreprise', 3),
  ('request_field', 'mission_id', 'la mission', 4),
  ('request_field', 'assignee_id', 'la personne assignée', 5),
  ('request_field', 'comment', 'le commentaire', 6);

-- ---------------------------------------------------------------------------------------
-- Request files live in the `documents` bucket under `<workspace>/requests/<entity>/<id>/`:
-- readable by who may read that request type, written by who may update it.

-- True when an object path is a request file of one of the caller's internal workspaces,
-- for a request type the caller may `action` (select, update).
create or replace function private.can_access_request_file(p_name text, p_action public.permission_action)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select split_part(p_name, '/', 2) = 'requests'
     and split_part(p_name, '/', 1) = any (private.request_workspace_ids()::text[])
     and (exists (select 1 from public.request_type t where t.entity = split_part(p_name, '/', 3))
          or split_part(p_name, '/', 3) in ('medical_checkup_result'))
     and private.can_own(split_part(p_name, '/', 3), p_action)
$$;

create policy "objects: members can select request files of readable types" on storage.objects
  for select to authenticated
  using (bucket_id = 'documents' and private.can_access_request_file(name, 'select'));
create policy "objects: members can insert request files of editable types" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'documents' and private.can_access_request_file(name, 'update'));
create policy "objects: members can update request files of editable types" on storage.objects
  for update to authenticated
  using (bucket_id = 'documents' and private.can_access_request_file(name, 'update'))
  with check (bucket_id = 'documents' and private.can_access_request_file(name, 'update'));
create policy "objects: members can delete request files of editable types" on storage.objects
  for delete to authenticated
  using (bucket_id = 'documents' and private.can_access_request_file(name, 'update'));

-- Permission matrix rows of the registry (the request tables add theirs with their tables).
insert into public.role_permission (role, resource, action, scope, note)
select r, 'request_type', 'select', 'all', 'registre des types de demandes'
from unnest(private.roles_of('ACC CONS CSM XCSM MKT DEV IND')) as r;

-- The installers create objects: only migrations run them.
revoke all on function private.install_request_table(text), private.install_request_workspace_table(text),
  private.index_foreign_keys(text), private.derive_notify_roles(text), private.refresh_request_action_item_view() from public, authenticated;
revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
revoke all on function private.install_request_table(text), private.install_request_workspace_table(text),
  private.index_foreign_keys(text), private.derive_notify_roles(text), private.refresh_request_action_item_view() from authenticated, service_role;
