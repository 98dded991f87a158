-- Workflow: the status transition table and the status history every status move writes.
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

-- ## Types

-- Single-file columns hold a Storage path (`<workspace_id>/<entity>/<id>/<name>`)…
CREATE TYPE public.file_kind AS ENUM (
    'attachment',
    'generated',
    'signed',
    'signature',
    'photo',
    'proof',
    'other'
);

-- ## Tables

-- One row per status change, written by the transition trigger.
CREATE TABLE public.status_history (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    entity text NOT NULL,
    status_column text DEFAULT 'status'::text NOT NULL,
    entity_id uuid NOT NULL,
    from_status text,
    to_status text NOT NULL,
    changed_by uuid,
    actor text NOT NULL,
    is_forced boolean DEFAULT false NOT NULL,
    comment text,
    changed_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT status_history_actor CHECK ((actor = ANY (ARRAY['user'::text, 'system'::text, 'developer_override'::text, 'external_client'::text, 'external_talent'::text]))),
    CONSTRAINT status_history_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.status_history
    ADD CONSTRAINT status_history_changed_by_fkey FOREIGN KEY (changed_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.status_history
    ADD CONSTRAINT status_history_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.status_history FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE ON TABLE public.status_history TO authenticated;
GRANT ALL ON TABLE public.status_history TO service_role;

-- Allowed moves per entity and status column, and the roles allowed to make each one. from_status null = creation…
CREATE TABLE public.status_transition (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    entity text NOT NULL,
    status_column text DEFAULT 'status'::text NOT NULL,
    from_status text,
    to_status text NOT NULL,
    roles public.app_role[] DEFAULT '{}'::public.app_role[] NOT NULL,
    external_actors text[] DEFAULT '{}'::text[] NOT NULL,
    requires_comment boolean DEFAULT false NOT NULL,
    note text,
    required_fields text[] DEFAULT '{}'::text[] NOT NULL,
    requester_only_roles public.app_role[] DEFAULT '{}'::public.app_role[] NOT NULL,
    notify_roles public.app_role[] DEFAULT '{}'::public.app_role[] NOT NULL,
    CONSTRAINT status_transition_external_actors CHECK ((external_actors <@ ARRAY['external_client'::text, 'external_talent'::text])),
    CONSTRAINT status_transition_not_same CHECK ((from_status IS DISTINCT FROM to_status)),
    CONSTRAINT status_transition_requester_only_roles CHECK ((requester_only_roles <@ roles)),
    CONSTRAINT status_transition_entity_status_column_from_status_to_statu_key UNIQUE NULLS NOT DISTINCT (entity, status_column, from_status, to_status),
    CONSTRAINT status_transition_pkey PRIMARY KEY (id)
);

REVOKE ALL ON TABLE public.status_transition FROM anon, authenticated, service_role;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE ON TABLE public.status_transition TO authenticated;
GRANT ALL ON TABLE public.status_transition TO service_role;

-- ## Indexes
-- Unless a line says otherwise, an index covers a foreign key (the joins, and the parent's deletes
-- that check it), named <table>_<column>_idx, or starts with one and adds the columns a list filters
-- and sorts by within it (<table>_<columns>_idx).

CREATE INDEX status_history_changed_by_idx ON public.status_history USING btree (changed_by);

-- A record's status history in time order: the history cards (a company, a week, a contract, a request).
CREATE INDEX status_history_entity_idx ON public.status_history USING btree (entity, entity_id, changed_at);

CREATE INDEX status_history_workspace_id_idx ON public.status_history USING btree (workspace_id);

-- The allowed moves to a status: private.assert_status_transition, on every change of a guarded status.
CREATE INDEX status_transition_lookup_idx ON public.status_transition USING btree (entity, status_column, to_status);

-- ## RLS and policies
-- Each policy's name says who may do what; the read and write rules are in docs/rules/roles.md.

ALTER TABLE public.status_history ENABLE ROW LEVEL SECURITY;

-- Readable where the entity itself is readable; written only by the trigger.
CREATE POLICY "status_history: members can select history of readable entities" ON public.status_history FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND private.can_own(entity, 'select'::public.permission_action)));

ALTER TABLE public.status_transition ENABLE ROW LEVEL SECURITY;

-- The transition table is public knowledge for team members (the UI shows the allowed moves).
CREATE POLICY "status_transition: team members can select all transitions" ON public.status_transition FOR SELECT TO authenticated USING (( SELECT private.is_team_member() AS is_team_member));

-- ## Functions

-- The upload types the spec accepts: jpeg, png, pdf, spreadsheets, heic/heif.
CREATE FUNCTION private.allowed_upload_mime_types() RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select array[
    'image/jpeg', 'image/png', 'application/pdf', 'image/heic', 'image/heif',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.oasis.opendocument.spreadsheet',
    'text/csv'
  ]
$$;

REVOKE ALL ON FUNCTION private.allowed_upload_mime_types() FROM PUBLIC;
GRANT ALL ON FUNCTION private.allowed_upload_mime_types() TO authenticated;
GRANT ALL ON FUNCTION private.allowed_upload_mime_types() TO service_role;

-- Refuses a link to a row of another workspace (the system, trusted, is not checked).
CREATE FUNCTION private.assert_same_workspace(p_workspace_id uuid, p_table text, p_id uuid, p_label text) RETURNS void
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_workspace_id uuid;
begin
  if p_id is null or private.is_system() then
    return;
  end if;
  execute format('select workspace_id from public.%I where id = $1', p_table) into v_workspace_id using p_id;
  if v_workspace_id is distinct from p_workspace_id then
    perform private.fail(format('%s doit appartenir au même workspace', p_label), p_table || '_same_workspace');
  end if;
end
$_$;

REVOKE ALL ON FUNCTION private.assert_same_workspace(p_workspace_id uuid, p_table text, p_id uuid, p_label text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.assert_same_workspace(p_workspace_id uuid, p_table text, p_id uuid, p_label text) TO authenticated;
GRANT ALL ON FUNCTION private.assert_same_workspace(p_workspace_id uuid, p_table text, p_id uuid, p_label text) TO service_role;

-- Checks that the caller may move `entity` from one status to another…
CREATE FUNCTION private.assert_status_transition(p_entity text, p_column text, p_enum text, p_from text, p_to text, p_comment text) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_actor text := nullif(current_setting('renfort.actor', true), '');
  v_roles public.app_role[];
  v_rule public.status_transition;
  v_from_label text := private.enum_label(p_enum, p_from);
  v_to_label text := private.enum_label(p_enum, p_to);
begin
  -- Trusted: the system itself, and side effects that a trigger runs as the system.
  if v_actor = 'system' or (v_actor is null and private.is_system()) then
    return false;
  end if;

  select t.* into v_rule from public.status_transition t
  where t.entity = p_entity and t.status_column = p_column and t.to_status = p_to
    and (t.from_status = p_from or (t.from_status = '*' and p_from is not null) or (t.from_status is null and p_from is null))
    and (case when v_actor is not null then v_actor = any (t.external_actors)
              else t.roles && private.current_roles() end)
  order by t.from_status = '*'
  limit 1;

  if found then
    if v_rule.requires_comment and coalesce(btrim(p_comment), '') = '' then
      perform private.fail(format('Un commentaire est obligatoire pour passer au statut « %s »', v_to_label), p_entity || '_transition_comment');
    end if;
    return false;
  end if;

  v_roles := private.current_roles();
  if v_actor is null and 'team_member_developer' = any (v_roles) then
    -- Creating a row at a status some role may create it at is not a forced move.
    if p_from is null and exists (select 1 from public.status_transition t
                                  where t.entity = p_entity and t.status_column = p_column
                                    and t.from_status is null and t.to_status = p_to) then
      return false;
    end if;
    if coalesce(btrim(p_comment), '') = '' then
      perform private.fail(format('Transition forcée de « %s » à « %s » : un commentaire est obligatoire', v_from_label, v_to_label), p_entity || '_transition_comment');
    end if;
    return true;
  end if;

  if p_from is null then
    perform private.fail(format('Vous ne pouvez pas créer cet élément au statut « %s »', v_to_label), p_entity || '_transition', '42501');
  elsif exists (select 1 from public.status_transition t
                where t.entity = p_entity and t.status_column = p_column and t.to_status = p_to
                  and (t.from_status = p_from or t.from_status = '*')) then
    perform private.fail(format('Votre rôle ne permet pas de passer de « %s » à « %s »', v_from_label, v_to_label), p_entity || '_transition', '42501');
  else
    perform private.fail(format('Transition impossible de « %s » à « %s »', v_from_label, v_to_label), p_entity || '_transition');
  end if;
  return false;
end
$$;

REVOKE ALL ON FUNCTION private.assert_status_transition(p_entity text, p_column text, p_enum text, p_from text, p_to text, p_comment text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.assert_status_transition(p_entity text, p_column text, p_enum text, p_from text, p_to text, p_comment text) TO authenticated;
GRANT ALL ON FUNCTION private.assert_status_transition(p_entity text, p_column text, p_enum text, p_from text, p_to text, p_comment text) TO service_role;

-- BEFORE INSERT OR UPDATE trigger: enforces the transition table on the status column named by TG_ARGV[0]…
CREATE FUNCTION private.enforce_status_transition() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_column text := coalesce(tg_argv[0], 'status');
  v_row jsonb := to_jsonb(new);
  v_new text := v_row ->> v_column;
  v_old text := case when tg_op = 'UPDATE' then to_jsonb(old) ->> v_column end;
  v_comment text := coalesce(nullif(current_setting('renfort.status_comment', true), ''),
                             case when tg_argv[1] is not null then v_row ->> tg_argv[1] end);
  v_enum text;
  v_forced boolean;
  v_actor text := nullif(current_setting('renfort.actor', true), '');
begin
  if tg_op = 'UPDATE' and v_new is not distinct from v_old then
    return new;
  end if;
  if v_new is null then
    return new;
  end if;
  select t.typname into v_enum from pg_catalog.pg_attribute a join pg_catalog.pg_type t on t.oid = a.atttypid
  where a.attrelid = tg_relid and a.attname = v_column;

  v_forced := private.assert_status_transition(tg_table_name, v_column, v_enum, v_old, v_new, v_comment);

  if v_column = 'status' and v_row ? 'status_changed_at' then
    new := jsonb_populate_record(new, jsonb_build_object('status_changed_at', now()));
  end if;

  -- Imports by the system (seeds, migrations) do not log creations; every other move is logged.
  if not (tg_op = 'INSERT' and v_actor is null and private.is_system()) then
    insert into public.status_history (workspace_id, entity, status_column, entity_id, from_status, to_status, changed_by, actor, is_forced, comment)
    values ((v_row ->> 'workspace_id')::uuid, tg_table_name, v_column, (v_row ->> 'id')::uuid, v_old, v_new, auth.uid(),
            case when v_actor is not null then v_actor
                 when v_forced then 'developer_override'
                 when private.is_system() then 'system'
                 else 'user' end,
            v_forced, v_comment);
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.enforce_status_transition() FROM PUBLIC;
GRANT ALL ON FUNCTION private.enforce_status_transition() TO authenticated;
GRANT ALL ON FUNCTION private.enforce_status_transition() TO service_role;

-- The French label of an enum value (falls back to the value).
CREATE FUNCTION private.enum_label(p_enum text, p_value text) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select l.label from public.enum_label l where l.enum_name = p_enum and l.value = p_value), p_value, '—')
$$;

REVOKE ALL ON FUNCTION private.enum_label(p_enum text, p_value text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.enum_label(p_enum text, p_value text) TO authenticated;
GRANT ALL ON FUNCTION private.enum_label(p_enum text, p_value text) TO service_role;

-- True when the caller may make this move (the system, a developer, or a role of the table): row guards run only then…
CREATE FUNCTION private.may_transition(p_entity text, p_column text, p_from text, p_to text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.is_system() or private.has_role('team_member_developer') or exists (
    select 1 from public.status_transition t
    where t.entity = p_entity and t.status_column = p_column and t.to_status = p_to
      and (t.from_status = p_from or (t.from_status = '*' and p_from is not null) or (t.from_status is null and p_from is null))
      and t.roles && private.current_roles()
  )
$$;

REVOKE ALL ON FUNCTION private.may_transition(p_entity text, p_column text, p_from text, p_to text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.may_transition(p_entity text, p_column text, p_from text, p_to text) TO authenticated;
GRANT ALL ON FUNCTION private.may_transition(p_entity text, p_column text, p_from text, p_to text) TO service_role;

-- The auth user ids of the caller and their managees (the `own` scope for authored rows).
CREATE FUNCTION private.me_and_managee_user_ids() RETURNS uuid[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(tm.auth_user_id), '{}') from public.team_member tm
  where tm.id = any (private.me_and_managee_ids()) and tm.auth_user_id is not null
$$;

REVOKE ALL ON FUNCTION private.me_and_managee_user_ids() FROM PUBLIC;
GRANT ALL ON FUNCTION private.me_and_managee_user_ids() TO authenticated;
GRANT ALL ON FUNCTION private.me_and_managee_user_ids() TO service_role;

-- Moves one row of an entity to a new status with an optional comment…
CREATE FUNCTION public.transition_status(p_entity text, p_id uuid, p_status text, p_comment text DEFAULT NULL::text, p_column text DEFAULT 'status'::text) RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  v_count integer;
begin
  if not exists (select 1 from public.status_transition t where t.entity = p_entity and t.status_column = p_column) then
    perform private.fail(format('Entité ou colonne de statut inconnue : %s.%s', p_entity, p_column), 'transition_status_entity', '22023');
  end if;
  perform set_config('renfort.status_comment', coalesce(p_comment, ''), true);
  execute format('update public.%I set %I = $1::public.%I where id = $2', p_entity, p_column,
                 (select t.typname from pg_catalog.pg_attribute a join pg_catalog.pg_type t on t.oid = a.atttypid
                  where a.attrelid = format('public.%I', p_entity)::regclass and a.attname = p_column))
    using p_status, p_id;
  get diagnostics v_count = row_count;
  perform set_config('renfort.status_comment', '', true);
  if v_count = 0 then
    perform private.fail('Élément introuvable ou non modifiable', 'transition_status_not_found', '42501');
  end if;
  return p_status;
end
$_$;

REVOKE ALL ON FUNCTION public.transition_status(p_entity text, p_id uuid, p_status text, p_comment text, p_column text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.transition_status(p_entity text, p_id uuid, p_status text, p_comment text, p_column text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.transition_status(p_entity text, p_id uuid, p_status text, p_comment text, p_column text) TO authenticated;
GRANT ALL ON FUNCTION public.transition_status(p_entity text, p_id uuid, p_status text, p_comment text, p_column text) TO service_role;

-- ## Rows

-- Rows the schema owns (the application reads them as rules); `on conflict do nothing` keeps a
-- re-run harmless.

insert into public.status_transition (entity, status_column, from_status, to_status, roles, external_actors, requires_comment, note, required_fields, requester_only_roles, notify_roles) values
  ('company', 'status', 'active', 'blocked', '{accounting_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('pay_tracking', 'status', 'in_progress', 'anomaly', '{accounting_team_member,csm_team_member}', '{}', true, 'note obligatoire', '{}', '{}', '{}'),
  ('medical_checkup_request', 'status', 'requested', 'canceled', '{csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('independent_monthly_invoice', 'status', 'validated', 'booked', '{accounting_team_member}', '{}', false, null, '{}', '{}', '{accounting_team_member}'),
  ('professional_card_request', 'status', 'draft', 'submitted', '{consultant_team_member,csm_team_member,external_csm_team_member}', '{}', false, 'dépôt sur cartebtp.fr', '{photo_file,request_number}', '{}', '{accounting_team_member,csm_team_member,external_csm_team_member}'),
  ('independent_monthly_invoice', 'status', 'validated', 'canceled', '{accounting_team_member}', '{}', true, 'avoir émis', '{}', '{}', '{}'),
  ('ppe_request', 'status', 'ordered', 'canceled', '{csm_team_member}', '{}', true, 'ou automatiquement quand tous les équipements sont annulés', '{}', '{}', '{}'),
  ('contract', 'status', 'validated', 'canceled', '{csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('medical_checkup_request', 'status', 'no_show', 'canceled', '{csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('mission', 'status', 'open', 'closed', '{consultant_team_member,csm_team_member}', '{}', false, 'fin d''un vivier (talent pooling)', '{}', '{}', '{}'),
  ('application', 'stage', null, 'qualified', '{consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('expense_claim_request', 'status', 'submitted', 'rejected', '{csm_team_member,accounting_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('timesheet_week', 'status', 'pending_signature', 'canceled', '{csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('definitive_end_request', 'status', 'under_review', 'approved', '{csm_team_member,accounting_team_member}', '{}', false, 'la comptabilité quand une indemnité est due', '{effective_end_date}', '{}', '{accounting_team_member,csm_team_member}'),
  ('timesheet_week', 'status', 'validated', 'draft', '{accounting_team_member}', '{}', true, 'avant export seulement', '{}', '{}', '{}'),
  ('reference_check', 'status', 'to_contact', 'declined', '{consultant_team_member,external_csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('mission', 'job_posting_status', 'published', 'expired', '{team_member_marketing,consultant_team_member}', '{}', false, 'automatique à l''expiration, ou manuelle', '{}', '{}', '{}'),
  ('qualification_center', 'status', 'active', 'blacklisted', '{csm_team_member}', '{}', true, 'déréférencement', '{}', '{}', '{}'),
  ('cooptation', 'status', 'submitted', 'expired', '{}', '{}', false, 'automatique après 6 mois sans placement', '{}', '{}', '{}'),
  ('qualification_center', 'status', 'inactive', 'active', '{csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('reference_check', 'status', 'in_progress', 'completed', '{consultant_team_member,external_csm_team_member}', '{}', false, 'questions liées au poste seulement (L1221-6)', '{outcome,note,questions_answers}', '{}', '{}'),
  ('pay_tracking', 'status', 'to_control', 'anomaly', '{accounting_team_member,csm_team_member}', '{}', true, 'note obligatoire', '{}', '{}', '{}'),
  ('pay_tracking', 'status', 'to_prepare', 'anomaly', '{accounting_team_member,csm_team_member}', '{}', true, 'note obligatoire', '{}', '{}', '{}'),
  ('independent_payment_request', 'status', 'scheduled', 'paid', '{accounting_team_member}', '{}', false, null, '{payment_reference}', '{}', '{}'),
  ('independent_monthly_invoice', 'status', 'draft', 'generated', '{team_member_independent_administrator}', '{}', false, null, '{file,invoice_number,issue_date,due_date}', '{}', '{team_member_independent_administrator}'),
  ('mission', 'status', null, 'draft', '{consultant_team_member,csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('document', 'status', 'expiring_soon', 'expired', '{}', '{}', false, 'automatique à l''expiration', '{}', '{}', '{}'),
  ('expense_claim_request', 'status', null, 'draft', '{consultant_team_member,external_csm_team_member}', '{external_talent}', false, null, '{}', '{}', '{consultant_team_member,external_csm_team_member}'),
  ('reference_check', 'status', 'unreachable', 'to_contact', '{consultant_team_member,external_csm_team_member}', '{}', false, 'nouvelle tentative', '{}', '{}', '{consultant_team_member,external_csm_team_member}'),
  ('pay_tracking', 'status', 'regularization', 'to_control', '{accounting_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('document', 'status', 'expiring_soon', 'pending_verification', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_independent_administrator}', '{}', false, 'nouvelle version', '{}', '{}', '{}'),
  ('qualification_center', 'status', null, 'active', '{csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('mission', 'status', 'open', 'partially_filled', '{consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('company_insurance_request', 'status', 'partially_granted', 'terminated', '{accounting_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('medical_checkup_request', 'status', 'requested', 'scheduled', '{csm_team_member,external_csm_team_member}', '{}', false, null, '{medical_center_id,appointment_at}', '{}', '{csm_team_member,external_csm_team_member}'),
  ('company_insurance_request', 'status', 'partially_granted', 'expired', '{}', '{}', false, 'automatique après la fin de validité', '{}', '{}', '{}'),
  ('company_group', 'status', 'active', 'archived', '{csm_team_member,accounting_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('contact', 'status', '*', 'archived', '{csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('company', 'status', 'prospect', 'active', '{consultant_team_member,csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('pay_tracking', 'status', 'in_progress', 'to_control', '{accounting_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('pay_tracking', 'status', 'exported', 'regularization', '{accounting_team_member}', '{}', true, 'rouvre la paie exportée', '{}', '{}', '{}'),
  ('application', 'stage', '*', 'onboarding', '{consultant_team_member,csm_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('company_insurance_request', 'status', 'granted', 'expired', '{}', '{}', false, 'automatique après la fin de validité', '{}', '{}', '{}'),
  ('ppe_request', 'status', 'ordered', 'ready', '{csm_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{csm_team_member,external_csm_team_member}'),
  ('independent_monthly_invoice', 'status', 'booked', 'paid', '{accounting_team_member}', '{}', false, 'ou automatiquement au paiement', '{}', '{}', '{}'),
  ('qualification_training_request', 'status', 'completed', 'certified', '{csm_team_member,external_csm_team_member}', '{}', false, null, '{certificate_file,certificate_number}', '{}', '{}'),
  ('talent', 'qualification_status', 'new', 'to_qualify', '{consultant_team_member,external_csm_team_member,team_member_marketing}', '{}', false, null, '{}', '{}', '{}'),
  ('contract', 'status', 'review', 'admin_modification_requested', '{csm_team_member,external_csm_team_member,accounting_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('medical_checkup_request', 'status', 'scheduled', 'no_show', '{csm_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{csm_team_member,external_csm_team_member}'),
  ('meal_card_request', 'status', 'validated', 'ordered', '{accounting_team_member}', '{}', false, null, '{}', '{}', '{accounting_team_member}'),
  ('mission', 'job_posting_status', 'draft', 'published', '{team_member_marketing,consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('talent', 'qualification_status', '*', 'archived', '{consultant_team_member,csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('cooptation', 'status', null, 'submitted', '{consultant_team_member,external_csm_team_member,team_member_marketing}', '{external_talent}', false, 'le marketing : campagnes de parrainage', '{}', '{}', '{consultant_team_member}'),
  ('medical_checkup_request', 'status', 'scheduled', 'done', '{csm_team_member}', '{}', false, 'ou automatiquement à l''heure du rendez-vous', '{}', '{}', '{csm_team_member}'),
  ('medical_checkup_request', 'status', 'to_schedule', 'done', '{csm_team_member}', '{}', false, 'une visite déjà passée, enregistrée après coup', '{medical_center_id,appointment_at}', '{}', '{}'),
  ('medical_checkup_request', 'status', 'requested', 'done', '{csm_team_member}', '{}', false, 'une visite déjà passée, enregistrée après coup', '{medical_center_id,appointment_at}', '{}', '{}'),
  ('agency', 'status', 'inactive', 'active', '{consultant_team_member,csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('document', 'status', 'valid', 'expiring_soon', '{}', '{}', false, 'automatique à 30 jours de l''expiration', '{}', '{}', '{}'),
  ('medical_center', 'status', 'active', 'inactive', '{csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('document', 'status', null, 'pending_verification', '{consultant_team_member,csm_team_member,external_csm_team_member,accounting_team_member,team_member_independent_administrator}', '{}', false, null, '{}', '{}', '{}'),
  ('contract', 'status', 'validated', 'consultant_review', '{csm_team_member,external_csm_team_member,accounting_team_member}', '{}', false, 'automatique quand un administrateur modifie le contrat', '{}', '{}', '{}'),
  ('meal_card_request', 'status', 'requested', 'canceled', '{csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('meal_card_request', 'status', null, 'requested', '{consultant_team_member,external_csm_team_member}', '{}', false, 'ou automatiquement chaque mois depuis les relevés', '{}', '{}', '{csm_team_member}'),
  ('definitive_end_request', 'status', 'under_review', 'rejected', '{csm_team_member,accounting_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('recruitment_office_invoice_request', 'status', 'invoiced', 'credit_note', '{accounting_team_member}', '{}', true, 'départ pendant la garantie', '{candidate_left_at}', '{}', '{}'),
  ('talent', 'availability_status', null, 'unavailable', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing,team_member_independent_administrator}', '{}', false, null, '{}', '{}', '{}'),
  ('cooptation', 'status', 'qualified', 'canceled', '{consultant_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('advance_payment_request', 'status', 'approved', 'canceled', '{accounting_team_member}', '{}', true, 'versement abandonné', '{}', '{}', '{}'),
  ('document', 'status', 'pending_verification', 'valid', '{consultant_team_member,csm_team_member,team_member_independent_administrator}', '{}', false, null, '{}', '{}', '{}'),
  ('independent_monthly_invoice', 'status', 'pending_independent_validation', 'canceled', '{accounting_team_member}', '{}', true, 'avoir émis', '{}', '{}', '{}'),
  ('contract', 'status', 'admin_modification_requested', 'modification', '{consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('cooptation', 'status', 'submitted', 'canceled', '{consultant_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('pay_tracking', 'status', 'controlled', 'anomaly', '{accounting_team_member,csm_team_member}', '{}', true, 'note obligatoire', '{}', '{}', '{}'),
  ('reference_check', 'status', 'to_contact', 'unreachable', '{consultant_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{consultant_team_member,external_csm_team_member}'),
  ('pay_tracking', 'status', null, 'to_prepare', '{accounting_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('recruitment_office_invoice_request', 'status', 'requested', 'canceled', '{csm_team_member}', '{}', true, 'avant facturation', '{}', '{}', '{}'),
  ('mission', 'status', 'open', 'presented', '{consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('pay_tracking', 'status', 'to_prepare', 'in_progress', '{accounting_team_member}', '{}', false, 'ou automatiquement au premier relevé validé', '{}', '{}', '{}'),
  ('commercial_condition', 'status', 'signed', 'expired', '{}', '{}', false, 'automatique après la fin de validité', '{}', '{}', '{}'),
  ('commercial_condition', 'status', 'validated', 'signed', '{}', '{}', false, 'automatique : les conditions par défaut de l''agence sont en vigueur dès leur validation', '{}', '{}', '{}'),
  ('mission', 'status', 'filled', 'in_progress', '{}', '{}', false, 'automatique au début du premier contrat', '{}', '{}', '{}'),
  ('qualification_training_request', 'status', 'no_show', 'approved', '{csm_team_member,external_csm_team_member}', '{}', false, 'à reprogrammer', '{}', '{}', '{csm_team_member,external_csm_team_member}'),
  ('professional_card_request', 'status', 'awaiting_payment', 'canceled', '{csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('meal_card_request', 'status', 'validated', 'canceled', '{csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('commercial_condition', 'status', 'draft', 'pending_validation', '{consultant_team_member,csm_team_member}', '{}', false, 'l''auteur', '{}', '{consultant_team_member,csm_team_member}', '{accounting_team_member}'),
  ('document', 'status', 'pending_verification', 'rejected', '{consultant_team_member,csm_team_member,team_member_independent_administrator}', '{}', true, null, '{}', '{}', '{}'),
  ('qualification_training_request', 'status', 'requested', 'canceled', '{csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('pay_tracking', 'status', 'exported', 'paid', '{accounting_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('document', 'status', 'rejected', 'pending_verification', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_independent_administrator}', '{}', false, 'nouvelle version', '{}', '{}', '{}'),
  ('talent', 'availability_status', '*', 'unavailable', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_independent_administrator}', '{}', false, null, '{}', '{}', '{}'),
  ('contract', 'status', 'active', 'terminated_early', '{}', '{}', false, 'automatique quand une fin définitive est traitée', '{}', '{}', '{}'),
  ('talent', 'availability_status', null, 'available', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing,team_member_independent_administrator}', '{}', false, null, '{}', '{}', '{}'),
  ('qualification_training_request', 'status', 'approved', 'canceled', '{csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('work_accident_request', 'status', 'prior_info_received', 'declared', '{csm_team_member,accounting_team_member}', '{}', false, 'DAT sur net-entreprises', '{dat_reference,accident_sheet_given_at}', '{}', '{csm_team_member}'),
  ('independent_payment_request', 'status', 'requested', 'approved', '{team_member_independent_administrator}', '{}', false, null, '{}', '{}', '{team_member_independent_administrator}'),
  ('independent_payment_request', 'status', 'requested', 'canceled', '{team_member_independent_administrator,consultant_team_member}', '{}', false, 'le demandeur, avant la décision', '{}', '{consultant_team_member}', '{}'),
  ('medical_checkup_request', 'status', 'to_schedule', 'requested', '{csm_team_member,external_csm_team_member}', '{}', false, null, '{medical_center_id}', '{}', '{csm_team_member,external_csm_team_member}'),
  ('talent', 'availability_status', 'available', 'on_mission', '{consultant_team_member}', '{}', false, 'automatique au début d''un contrat', '{}', '{}', '{}'),
  ('qualification_training_request', 'status', 'booked', 'in_progress', '{csm_team_member}', '{}', false, 'ou automatiquement au début de la session', '{}', '{}', '{csm_team_member}'),
  ('commercial_condition', 'status', 'validated', 'sent_for_signature', '{csm_team_member,consultant_team_member}', '{}', false, null, '{generated_file,signer_contact_id}', '{}', '{}'),
  ('work_accident_request', 'status', 'recognized', 'closed', '{csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('medical_center', 'status', 'inactive', 'active', '{csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('work_accident_request', 'status', null, 'reported', '{consultant_team_member,csm_team_member,external_csm_team_member}', '{external_client}', false, 'ou le client depuis son espace', '{}', '{}', '{accounting_team_member,csm_team_member,external_csm_team_member}'),
  ('mission', 'status', 'open', 'sourcing', '{consultant_team_member}', '{}', false, 'ou automatiquement depuis les candidatures', '{}', '{}', '{}'),
  ('contract', 'status', 'sent_for_signature', 'partially_signed', '{}', '{external_talent,external_client}', false, 'signature électronique (webhook)', '{}', '{}', '{}'),
  ('work_accident_request', 'status', 'declared', 'recognized', '{csm_team_member}', '{}', false, null, '{cpam_decision_at}', '{}', '{csm_team_member}'),
  ('recruitment_office_invoice_request', 'status', 'approved', 'invoiced', '{accounting_team_member}', '{}', false, null, '{invoice_number,invoice_file}', '{}', '{accounting_team_member}'),
  ('reference_check', 'status', 'requested', 'consent_pending', '{consultant_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{consultant_team_member,external_csm_team_member}'),
  ('commercial_condition', 'status', 'pending_validation', 'draft', '{accounting_team_member}', '{}', true, 'renvoyées à l''auteur', '{}', '{}', '{}'),
  ('scheduled_email', 'status', 'scheduled', 'sending', '{}', '{}', false, 'automatique à l''heure d''envoi', '{}', '{}', '{}'),
  ('advance_payment_request', 'status', null, 'requested', '{consultant_team_member,external_csm_team_member}', '{external_talent}', false, null, '{}', '{}', '{accounting_team_member,csm_team_member}'),
  ('company_insurance_request', 'status', 'draft', 'submitted', '{accounting_team_member}', '{}', false, null, '{}', '{}', '{accounting_team_member}'),
  ('contract', 'status', 'consultant_review', 'canceled', '{csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('definitive_end_request', 'status', 'requested', 'under_review', '{csm_team_member}', '{}', false, null, '{}', '{}', '{accounting_team_member,csm_team_member}'),
  ('company_insurance_request', 'status', 'submitted', 'refused', '{accounting_team_member}', '{}', true, null, '{decision_date}', '{}', '{}'),
  ('timesheet_week', 'status', 'signature_expired', 'pending_signature', '{csm_team_member,external_csm_team_member}', '{}', false, 'renvoi du lien', '{}', '{}', '{}'),
  ('work_accident_request', 'status', 'declared', 'under_investigation', '{csm_team_member}', '{}', false, null, '{}', '{}', '{csm_team_member}'),
  ('expense_claim_request', 'status', 'submitted', 'canceled', '{consultant_team_member,external_csm_team_member}', '{}', false, 'l''auteur, avant la décision', '{}', '{consultant_team_member,external_csm_team_member}', '{}'),
  ('contract', 'status', 'validated', 'sent_for_signature', '{csm_team_member,consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('application', 'stage', null, 'to_qualify', '{consultant_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('hiring_pool', 'status', 'active', 'archived', '{team_member_marketing,consultant_team_member,csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('pay_tracking', 'status', 'controlled', 'to_control', '{accounting_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('company', 'status', 'active', 'inactive', '{csm_team_member}', '{}', false, 'ou automatiquement après 12 mois sans mission', '{}', '{}', '{}'),
  ('advance_payment_request', 'status', 'requested', 'canceled', '{consultant_team_member,external_csm_team_member}', '{}', false, 'le demandeur, avant la décision', '{}', '{consultant_team_member,external_csm_team_member}', '{}'),
  ('cooptation', 'status', 'referee_placed', 'condition_met', '{}', '{}', false, 'automatique quand la condition est atteinte', '{}', '{}', '{accounting_team_member,csm_team_member}'),
  ('independent_monthly_invoice', 'status', null, 'draft', '{team_member_independent_administrator}', '{}', false, 'ou automatiquement le 1er du mois depuis les relevés', '{}', '{}', '{team_member_independent_administrator}'),
  ('professional_card_request', 'status', 'submitted', 'awaiting_payment', '{csm_team_member,external_csm_team_member,accounting_team_member}', '{}', false, 'paiement par virement', '{}', '{}', '{accounting_team_member,csm_team_member}'),
  ('contract', 'status', null, 'draft', '{consultant_team_member,csm_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('cooptation', 'status', 'submitted', 'qualified', '{consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('qualification_training_request', 'status', 'booked', 'no_show', '{csm_team_member}', '{}', false, null, '{}', '{}', '{csm_team_member,external_csm_team_member}'),
  ('mission', 'status', 'open', 'filled', '{consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('company_insurance_request', 'status', 'submitted', 'partially_granted', '{accounting_team_member}', '{}', false, null, '{granted_amount,decision_date,valid_until}', '{}', '{accounting_team_member}'),
  ('timesheet_week', 'status', 'disputed', 'draft', '{csm_team_member,consultant_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('advance_payment_request', 'status', 'approved', 'paid', '{accounting_team_member}', '{}', false, 'virement hebdomadaire', '{payment_reference}', '{}', '{}'),
  ('recruitment_office_invoice_request', 'status', 'paid', 'credit_note', '{accounting_team_member}', '{}', true, 'départ pendant la garantie', '{candidate_left_at}', '{}', '{}'),
  ('advance_payment_request', 'status', 'requested', 'approved', '{csm_team_member,accounting_team_member}', '{}', false, 'plafond : 80 % du net estimé déjà gagné', '{approved_amount}', '{}', '{accounting_team_member}'),
  ('ppe_request', 'status', 'approved', 'canceled', '{csm_team_member}', '{}', true, 'ou automatiquement quand tous les équipements sont annulés', '{}', '{}', '{}'),
  ('professional_card_request', 'status', 'submitted', 'paid', '{accounting_team_member}', '{}', false, 'ou automatiquement sur paiement par carte', '{provisional_attestation_file}', '{}', '{csm_team_member,external_csm_team_member}'),
  ('reference_check', 'status', 'to_contact', 'in_progress', '{consultant_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{consultant_team_member,external_csm_team_member}'),
  ('qualification_training_request', 'status', 'requested', 'approved', '{csm_team_member,accounting_team_member}', '{}', false, 'le CSM jusqu''au seuil, la comptabilité au-delà', '{qualification_center_id,price}', '{}', '{csm_team_member,external_csm_team_member}'),
  ('talent', 'qualification_status', 'archived', 'anonymized', '{}', '{}', false, 'automatique après 24 mois sans activité, ou développeur sur demande d''effacement', '{}', '{}', '{}'),
  ('work_accident_request', 'status', 'under_investigation', 'refused', '{csm_team_member}', '{}', true, null, '{cpam_decision_at}', '{}', '{csm_team_member}'),
  ('contract', 'status', 'partially_signed', 'signed', '{}', '{external_talent,external_client}', false, 'signature électronique (webhook)', '{}', '{}', '{}'),
  ('reference_check', 'status', 'consent_pending', 'canceled', '{consultant_team_member,external_csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('company', 'status', '*', 'archived', '{csm_team_member,accounting_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('talent', 'qualification_status', null, 'to_qualify', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing,team_member_independent_administrator}', '{}', false, null, '{}', '{}', '{}'),
  ('contract', 'status', 'signed', 'active', '{}', '{}', false, 'automatique à la date de début', '{}', '{}', '{}'),
  ('contract', 'status', 'admin_modification_requested', 'canceled', '{csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('application', 'stage', '*', 'retained', '{consultant_team_member,csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('ppe_request', 'status', 'requested', 'canceled', '{csm_team_member}', '{}', true, 'ou automatiquement quand tous les équipements sont annulés', '{}', '{}', '{}'),
  ('qualification_center', 'status', 'blacklisted', 'active', '{csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('commercial_condition', 'status', 'sent_for_signature', 'signed', '{}', '{external_client}', false, 'signature électronique du signataire du client', '{}', '{}', '{consultant_team_member,csm_team_member}'),
  ('independent_payment_request', 'status', 'requested', 'rejected', '{team_member_independent_administrator}', '{}', true, null, '{}', '{}', '{}'),
  ('timesheet_week', 'status', 'pending_signature', 'signed', '{}', '{external_client}', false, 'page publique de signature', '{}', '{}', '{}'),
  ('advance_payment_request', 'status', 'paid', 'deducted', '{}', '{}', false, 'automatique à l''export de la paie', '{deducted_in_pay_tracking_id}', '{}', '{}'),
  ('meal_card_request', 'status', 'ordered', 'loaded', '{accounting_team_member}', '{}', false, null, '{loaded_at}', '{}', '{}'),
  ('mission', 'status', 'sourcing', 'partially_filled', '{consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('hiring_pool', 'status', 'archived', 'active', '{team_member_marketing,consultant_team_member,csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('reference_check', 'status', 'requested', 'to_contact', '{consultant_team_member,external_csm_team_member}', '{}', false, 'jamais avant le consentement du candidat', '{consent_obtained_at}', '{}', '{consultant_team_member,external_csm_team_member}'),
  ('timesheet_week', 'status', 'signed', 'validated', '{csm_team_member,accounting_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('scheduled_email', 'status', 'sending', 'partially_failed', '{}', '{}', false, 'automatique', '{}', '{}', '{}'),
  ('mission', 'status', 'presented', 'partially_filled', '{consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('contact', 'status', 'left_company', 'active', '{consultant_team_member,csm_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('cooptation', 'status', 'referee_placed', 'canceled', '{consultant_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('professional_card_request', 'status', 'paid', 'card_received', '{csm_team_member,external_csm_team_member}', '{}', false, null, '{card_number,issued_at}', '{}', '{csm_team_member,external_csm_team_member}'),
  ('application', 'stage', '*', 'on_hold', '{consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('hiring_pool', 'status', null, 'active', '{team_member_marketing,consultant_team_member,csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('medical_checkup_request', 'status', 'done', 'certificate_received', '{csm_team_member,external_csm_team_member}', '{}', false, 'avis médical enregistré par le CSM ou le CSM externe (qui ne peut pas le relire)', '{}', '{}', '{}'),
  ('medical_checkup_request', 'status', 'no_show', 'to_schedule', '{csm_team_member,external_csm_team_member}', '{}', false, 'à reprogrammer', '{}', '{}', '{csm_team_member,external_csm_team_member}'),
  ('medical_center', 'status', null, 'active', '{csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('talent', 'qualification_status', null, 'new', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing,team_member_independent_administrator}', '{}', false, null, '{}', '{}', '{}'),
  ('contract', 'status', 'signed', 'canceled', '{csm_team_member,accounting_team_member}', '{}', true, 'avant la date de début seulement', '{}', '{}', '{}'),
  ('ppe_request', 'status', 'ready', 'canceled', '{csm_team_member}', '{}', true, 'ou automatiquement quand tous les équipements sont annulés', '{}', '{}', '{}'),
  ('commercial_condition', 'status', 'pending_validation', 'validated', '{accounting_team_member}', '{}', false, 'un coefficient sous le plancher : avec la direction', '{}', '{}', '{consultant_team_member,csm_team_member}'),
  ('work_accident_request', 'status', 'reported', 'prior_info_received', '{csm_team_member,external_csm_team_member}', '{}', false, 'cerfa 60-3741 reçu du client', '{client_prior_info_file}', '{}', '{accounting_team_member,csm_team_member}'),
  ('qualification_training_request', 'status', 'booked', 'canceled', '{csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('mission', 'status', 'in_progress', 'closed', '{}', '{}', false, 'automatique à la fin du dernier contrat', '{}', '{}', '{}'),
  ('expense_claim_request', 'status', 'approved', 'paid', '{accounting_team_member}', '{}', false, null, '{payment_reference}', '{}', '{}'),
  ('recruitment_office_invoice_request', 'status', null, 'requested', '{consultant_team_member}', '{}', false, null, '{}', '{}', '{accounting_team_member,csm_team_member}'),
  ('cooptation', 'status', 'condition_met', 'approved', '{csm_team_member,accounting_team_member}', '{}', false, null, '{}', '{}', '{accounting_team_member}'),
  ('contract', 'status', 'modification', 'review', '{consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('talent', 'qualification_status', 'archived', 'to_qualify', '{consultant_team_member,csm_team_member}', '{}', false, 'réactivation', '{}', '{}', '{}'),
  ('company_insurance_request', 'status', 'submitted', 'granted', '{accounting_team_member}', '{}', false, null, '{decision_date,valid_until}', '{}', '{accounting_team_member}'),
  ('independent_monthly_invoice', 'status', 'disputed', 'canceled', '{accounting_team_member}', '{}', true, 'avoir émis', '{}', '{}', '{}'),
  ('company', 'status', 'inactive', 'blocked', '{accounting_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('cooptation', 'status', 'qualified', 'expired', '{}', '{}', false, 'automatique après 6 mois sans placement', '{}', '{}', '{}'),
  ('recruitment_office_invoice_request', 'status', 'invoiced', 'paid', '{accounting_team_member}', '{}', false, null, '{}', '{}', '{accounting_team_member}'),
  ('scheduled_email', 'status', null, 'scheduled', '{team_member_marketing,consultant_team_member,csm_team_member}', '{}', false, null, '{subject,content,send_at}', '{}', '{team_member_marketing}'),
  ('reference_check', 'status', null, 'requested', '{consultant_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{consultant_team_member,external_csm_team_member}'),
  ('application', 'stage', '*', 'presented', '{consultant_team_member,csm_team_member}', '{}', false, 'talent qualifié requis', '{}', '{}', '{}'),
  ('independent_monthly_invoice', 'status', 'partially_paid', 'paid', '{accounting_team_member}', '{}', false, 'ou automatiquement au paiement', '{}', '{}', '{}'),
  ('contract', 'status', 'consultant_review', 'modification', '{consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('ppe_request', 'status', null, 'requested', '{consultant_team_member,csm_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{accounting_team_member,csm_team_member}'),
  ('ppe_request', 'status', 'requested', 'approved', '{csm_team_member,accounting_team_member}', '{}', false, 'le CSM jusqu''au seuil, la comptabilité au-delà', '{}', '{}', '{csm_team_member,external_csm_team_member}'),
  ('ppe_request', 'status', 'approved', 'ordered', '{csm_team_member,external_csm_team_member}', '{}', false, null, '{supplier}', '{}', '{csm_team_member,external_csm_team_member}'),
  ('scheduled_email', 'status', null, 'draft', '{team_member_marketing,consultant_team_member,csm_team_member}', '{}', false, null, '{}', '{}', '{team_member_marketing}'),
  ('mission', 'status', 'partially_filled', 'filled', '{consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('application', 'stage', null, 'presented', '{consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('commercial_condition', 'status', 'sent_for_signature', 'rejected_by_client', '{}', '{}', false, 'signature électronique (webhook)', '{}', '{}', '{}'),
  ('commercial_condition', 'status', null, 'draft', '{consultant_team_member,csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('application', 'stage', '*', 'placed', '{consultant_team_member}', '{}', false, 'contrat requis, ou automatique à la signature', '{}', '{}', '{}'),
  ('company_insurance_request', 'status', 'submitted', 'canceled', '{accounting_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('scheduled_email', 'status', 'scheduled', 'draft', '{team_member_marketing,consultant_team_member,csm_team_member}', '{}', false, 'déprogrammé', '{}', '{consultant_team_member,csm_team_member}', '{team_member_marketing}'),
  ('reference_check', 'status', 'unreachable', 'canceled', '{consultant_team_member,external_csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('mission', 'status', 'presented', 'filled', '{consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('recruitment_office_invoice_request', 'status', 'requested', 'approved', '{csm_team_member,accounting_team_member}', '{}', false, 'la comptabilité hors conditions commerciales', '{}', '{}', '{accounting_team_member}'),
  ('independent_monthly_invoice', 'status', 'draft', 'canceled', '{accounting_team_member}', '{}', true, 'avoir émis', '{}', '{}', '{}'),
  ('professional_card_request', 'status', 'awaiting_payment', 'rejected', '{csm_team_member}', '{}', true, 'ou automatiquement par l''organisme', '{}', '{}', '{}'),
  ('expense_claim_request', 'status', null, 'submitted', '{consultant_team_member,external_csm_team_member}', '{external_talent}', false, null, '{}', '{}', '{accounting_team_member,csm_team_member}'),
  ('work_accident_request', 'status', 'reported', 'canceled', '{csm_team_member}', '{}', true, 'erreur de saisie', '{}', '{}', '{}'),
  ('qualification_training_request', 'status', 'in_progress', 'completed', '{csm_team_member}', '{}', false, 'ou automatiquement à la fin de la session', '{}', '{}', '{csm_team_member,external_csm_team_member}'),
  ('talent', 'qualification_status', 'to_qualify', 'qualified', '{consultant_team_member,team_member_independent_administrator}', '{}', false, 'après entretien et contrôle d''identité', '{}', '{}', '{}'),
  ('timesheet_week', 'status', 'exported', 'invoiced', '{}', '{}', false, 'automatiquement à l''émission de la facture', '{}', '{}', '{}'),
  ('pay_tracking', 'status', 'paid', 'regularization', '{accounting_team_member}', '{}', true, 'rouvre la paie payée', '{}', '{}', '{}'),
  ('professional_card_request', 'status', 'submitted', 'canceled', '{csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('professional_card_request', 'status', 'submitted', 'rejected', '{csm_team_member}', '{}', true, 'ou automatiquement par l''organisme', '{}', '{}', '{}'),
  ('qualification_center', 'status', 'active', 'inactive', '{csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('document', 'status', 'expired', 'pending_verification', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_independent_administrator}', '{}', false, 'nouvelle version', '{}', '{}', '{}'),
  ('scheduled_email', 'status', 'draft', 'canceled', '{team_member_marketing,consultant_team_member,csm_team_member}', '{}', false, 'l''auteur ou le marketing, avant l''envoi', '{}', '{consultant_team_member,csm_team_member}', '{}'),
  ('commercial_condition', 'status', 'draft', 'canceled', '{consultant_team_member,csm_team_member}', '{}', false, 'l''auteur', '{}', '{consultant_team_member,csm_team_member}', '{}'),
  ('advance_payment_request', 'status', 'requested', 'rejected', '{csm_team_member,accounting_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('expense_claim_request', 'status', 'submitted', 'partially_approved', '{csm_team_member,accounting_team_member}', '{}', true, null, '{approved_amount}', '{}', '{accounting_team_member}'),
  ('pay_tracking', 'status', 'to_control', 'controlled', '{accounting_team_member}', '{}', false, 'tous les relevés de la période validés', '{}', '{}', '{}'),
  ('application', 'stage', null, 'new', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_marketing}', '{}', false, null, '{}', '{}', '{}'),
  ('mission', 'job_posting_status', 'published', 'paused', '{team_member_marketing,consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('application', 'stage', null, 'shortlisted', '{consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('independent_monthly_invoice', 'status', 'pending_independent_validation', 'validated', '{team_member_independent_administrator}', '{external_talent}', true, 'l''administrateur sur accord écrit de l''indépendant', '{}', '{}', '{accounting_team_member}'),
  ('independent_monthly_invoice', 'status', 'booked', 'partially_paid', '{accounting_team_member}', '{}', false, 'ou automatiquement au paiement', '{}', '{}', '{accounting_team_member}'),
  ('qualification_training_request', 'status', 'requested', 'rejected', '{csm_team_member,accounting_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('ppe_request', 'status', 'requested', 'rejected', '{csm_team_member,accounting_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('agency', 'status', '*', 'closed', '{csm_team_member,accounting_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('company', 'status', 'inactive', 'active', '{consultant_team_member,csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('qualification_training_request', 'status', 'completed', 'failed', '{csm_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('medical_checkup_request', 'status', null, 'to_schedule', '{consultant_team_member,csm_team_member,external_csm_team_member}', '{}', false, 'ou automatiquement quand un contrat l''exige', '{}', '{}', '{csm_team_member,external_csm_team_member}'),
  ('ppe_request', 'status', 'ready', 'delivered', '{csm_team_member,external_csm_team_member}', '{}', false, null, '{handover_signature_file}', '{}', '{}'),
  ('contract', 'status', 'draft', 'review', '{consultant_team_member,external_csm_team_member}', '{}', false, 'validation du manager si le consultant n''est pas autonome', '{}', '{}', '{}'),
  ('company_group', 'status', null, 'active', '{consultant_team_member,csm_team_member,accounting_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('expense_claim_request', 'status', 'draft', 'canceled', '{consultant_team_member,external_csm_team_member}', '{}', false, 'l''auteur, avant la décision', '{}', '{consultant_team_member,external_csm_team_member}', '{}'),
  ('scheduled_email', 'status', 'scheduled', 'canceled', '{team_member_marketing,consultant_team_member,csm_team_member}', '{}', false, 'l''auteur ou le marketing, avant l''envoi', '{}', '{consultant_team_member,csm_team_member}', '{}'),
  ('cooptation', 'status', 'submitted', 'rejected', '{consultant_team_member}', '{}', true, 'doublon ou filleul déjà connu', '{}', '{}', '{}'),
  ('contract', 'status', 'review', 'validated', '{csm_team_member,accounting_team_member}', '{}', false, 'la comptabilité si le coefficient est hors grille', '{}', '{}', '{}'),
  ('professional_card_request', 'status', 'card_received', 'delivered', '{csm_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('mission', 'status', '*', 'lost', '{consultant_team_member,csm_team_member}', '{}', false, 'motif de clôture obligatoire', '{}', '{}', '{}'),
  ('mission', 'job_posting_status', 'expired', 'published', '{team_member_marketing,consultant_team_member}', '{}', false, 'republication', '{}', '{}', '{}'),
  ('timesheet_week', 'status', 'validated', 'exported', '{accounting_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('company_group', 'status', 'archived', 'active', '{csm_team_member,accounting_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('timesheet_week', 'status', 'pending_signature', 'signature_expired', '{}', '{}', false, 'automatique à l''expiration du lien', '{}', '{}', '{}'),
  ('company_insurance_request', 'status', 'draft', 'canceled', '{csm_team_member,consultant_team_member}', '{}', false, null, '{}', '{consultant_team_member}', '{}'),
  ('mission', 'status', 'on_hold', 'open', '{consultant_team_member,csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('document', 'status', 'valid', 'expired', '{}', '{}', false, 'automatique à l''expiration', '{}', '{}', '{}'),
  ('contract', 'status', 'sent_for_signature', 'signed', '{}', '{external_talent,external_client}', false, 'signature électronique (webhook)', '{}', '{}', '{}'),
  ('timesheet_week', 'status', null, 'draft', '{consultant_team_member,csm_team_member,external_csm_team_member,accounting_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('contract', 'status', 'review', 'canceled', '{csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('work_accident_request', 'status', 'refused', 'closed', '{csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('pay_tracking', 'status', 'to_control', 'in_progress', '{accounting_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('contract', 'status', 'partially_signed', 'canceled', '{csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('mission', 'status', 'sourcing', 'filled', '{consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('cooptation', 'status', 'approved', 'paid', '{accounting_team_member}', '{}', false, null, '{payment_reference}', '{}', '{}'),
  ('application', 'stage', '*', 'qualified', '{consultant_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('work_accident_request', 'status', 'declared', 'refused', '{csm_team_member}', '{}', true, null, '{cpam_decision_at}', '{}', '{csm_team_member}'),
  ('company_insurance_request', 'status', null, 'draft', '{csm_team_member,consultant_team_member}', '{}', false, null, '{}', '{}', '{accounting_team_member}'),
  ('contract', 'status', 'consultant_review', 'validated', '{consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('ppe_request', 'status', 'partially_delivered', 'delivered', '{csm_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('expense_claim_request', 'status', 'submitted', 'approved', '{csm_team_member,accounting_team_member}', '{}', false, 'le CSM jusqu''au seuil, la comptabilité au-delà', '{}', '{}', '{accounting_team_member}'),
  ('scheduled_email', 'status', 'sending', 'failed', '{}', '{}', false, 'automatique', '{}', '{}', '{team_member_marketing}'),
  ('contract', 'status', 'sent_for_signature', 'canceled', '{csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('medical_checkup_request', 'status', 'scheduled', 'canceled', '{csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('pay_tracking', 'status', 'anomaly', 'to_control', '{accounting_team_member}', '{}', false, 'anomalie levée', '{}', '{}', '{}'),
  ('work_accident_request', 'status', 'prior_info_received', 'canceled', '{csm_team_member}', '{}', true, 'erreur de saisie', '{}', '{}', '{}'),
  ('meal_card_request', 'status', 'requested', 'validated', '{csm_team_member}', '{}', false, null, '{}', '{}', '{accounting_team_member}'),
  ('scheduled_email', 'status', 'failed', 'scheduled', '{team_member_marketing,consultant_team_member,csm_team_member}', '{}', false, 'nouvel essai', '{send_at}', '{consultant_team_member,csm_team_member}', '{team_member_marketing}'),
  ('professional_card_request', 'status', null, 'draft', '{consultant_team_member,csm_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{consultant_team_member,csm_team_member,external_csm_team_member}'),
  ('mission', 'status', 'sourcing', 'presented', '{consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('reference_check', 'status', 'in_progress', 'unreachable', '{consultant_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{consultant_team_member,external_csm_team_member}'),
  ('talent', 'availability_status', 'on_mission', 'available', '{consultant_team_member}', '{}', false, 'automatique à la fin d''un contrat', '{}', '{}', '{}'),
  ('reference_check', 'status', null, 'consent_pending', '{consultant_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{consultant_team_member,external_csm_team_member}'),
  ('talent', 'qualification_status', null, 'qualified', '{consultant_team_member,team_member_independent_administrator}', '{}', false, 'création après entretien', '{}', '{}', '{}'),
  ('qualification_training_request', 'status', null, 'requested', '{consultant_team_member,csm_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{accounting_team_member,csm_team_member}'),
  ('independent_payment_request', 'status', 'approved', 'scheduled', '{team_member_independent_administrator}', '{}', false, 'lot SEPA', '{requested_payment_date}', '{}', '{accounting_team_member}'),
  ('company', 'status', null, 'prospect', '{consultant_team_member,csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('qualification_center', 'status', 'inactive', 'blacklisted', '{csm_team_member}', '{}', true, 'déréférencement', '{}', '{}', '{}'),
  ('mission', 'job_posting_status', '*', 'archived', '{team_member_marketing,consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('pay_tracking', 'status', 'controlled', 'exported', '{accounting_team_member}', '{}', false, 'par l''export de paie de la période', '{}', '{}', '{}'),
  ('independent_monthly_invoice', 'status', 'generated', 'pending_independent_validation', '{team_member_independent_administrator}', '{}', false, 'ou automatiquement à l''envoi', '{}', '{}', '{team_member_independent_administrator}'),
  ('talent', 'availability_status', 'unavailable', 'available', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_independent_administrator}', '{}', false, null, '{}', '{}', '{}'),
  ('mission', 'status', 'draft', 'open', '{consultant_team_member,csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('cooptation', 'status', 'qualified', 'referee_placed', '{}', '{}', false, 'automatique au début d''une mission du filleul', '{}', '{}', '{}'),
  ('professional_card_request', 'status', 'draft', 'canceled', '{consultant_team_member,csm_team_member,external_csm_team_member}', '{}', false, null, '{}', '{consultant_team_member,external_csm_team_member}', '{}'),
  ('work_accident_request', 'status', 'under_investigation', 'recognized', '{csm_team_member}', '{}', false, null, '{cpam_decision_at}', '{}', '{csm_team_member}'),
  ('mission', 'status', null, 'open', '{consultant_team_member,csm_team_member}', '{external_client}', false, 'ou le client depuis son espace (commande)', '{}', '{}', '{}'),
  ('application', 'stage', '*', 'client_interview', '{consultant_team_member,csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('meal_card_request', 'status', 'requested', 'rejected', '{csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('application', 'stage', '*', 'to_qualify', '{consultant_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('professional_card_request', 'status', 'awaiting_payment', 'paid', '{accounting_team_member}', '{}', false, 'ou automatiquement sur paiement par carte', '{provisional_attestation_file}', '{}', '{csm_team_member,external_csm_team_member}'),
  ('commercial_condition', 'status', 'pending_validation', 'canceled', '{consultant_team_member,csm_team_member}', '{}', false, 'l''auteur', '{}', '{consultant_team_member,csm_team_member}', '{}'),
  ('pay_tracking', 'status', 'regularization', 'anomaly', '{accounting_team_member,csm_team_member}', '{}', true, 'note obligatoire', '{}', '{}', '{}'),
  ('definitive_end_request', 'status', 'requested', 'canceled', '{consultant_team_member,csm_team_member,external_csm_team_member}', '{}', true, null, '{}', '{consultant_team_member,external_csm_team_member}', '{}'),
  ('mission', 'job_posting_status', 'paused', 'published', '{team_member_marketing,consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('qualification_training_request', 'status', 'approved', 'booked', '{csm_team_member,external_csm_team_member}', '{}', false, null, '{start_at,end_at}', '{}', '{csm_team_member}'),
  ('ppe_request', 'status', 'ready', 'partially_delivered', '{csm_team_member,external_csm_team_member}', '{}', false, null, '{handover_signature_file}', '{}', '{csm_team_member,external_csm_team_member}'),
  ('mission', 'job_posting_status', null, 'draft', '{consultant_team_member,csm_team_member,team_member_marketing}', '{external_client}', false, 'ou le client depuis son espace (commande)', '{}', '{}', '{}'),
  ('contact', 'status', null, 'active', '{consultant_team_member,csm_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('company', 'status', 'blocked', 'active', '{accounting_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('company_insurance_request', 'status', 'granted', 'terminated', '{accounting_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('timesheet_week', 'status', 'pending_signature', 'disputed', '{}', '{external_client}', false, 'page publique de signature', '{}', '{}', '{}'),
  ('recruitment_office_invoice_request', 'status', 'approved', 'canceled', '{csm_team_member}', '{}', true, 'avant facturation', '{}', '{}', '{}'),
  ('independent_payment_request', 'status', 'scheduled', 'canceled', '{team_member_independent_administrator}', '{}', true, null, '{}', '{}', '{}'),
  ('company', 'status', null, 'active', '{consultant_team_member,csm_team_member}', '{}', false, 'import d''un client existant', '{}', '{}', '{}'),
  ('contract', 'status', 'review', 'consultant_review', '{csm_team_member,external_csm_team_member,accounting_team_member}', '{}', false, 'automatique quand un administrateur modifie le contrat', '{}', '{}', '{}'),
  ('reference_check', 'status', 'to_contact', 'canceled', '{consultant_team_member,external_csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('timesheet_week', 'status', 'draft', 'pending_signature', '{consultant_team_member,csm_team_member,external_csm_team_member}', '{}', false, 'ou envoi automatique du vendredi', '{}', '{}', '{}'),
  ('reference_check', 'status', 'requested', 'canceled', '{consultant_team_member,external_csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('talent', 'qualification_status', 'new', 'qualified', '{consultant_team_member,team_member_independent_administrator}', '{}', false, null, '{}', '{}', '{}'),
  ('expense_claim_request', 'status', 'draft', 'submitted', '{consultant_team_member,external_csm_team_member}', '{external_talent}', false, 'justificatif sauf indemnités kilométriques', '{}', '{}', '{accounting_team_member,csm_team_member}'),
  ('independent_payment_request', 'status', 'approved', 'canceled', '{team_member_independent_administrator}', '{}', true, null, '{}', '{}', '{}'),
  ('pay_tracking', 'status', 'anomaly', 'in_progress', '{accounting_team_member}', '{}', false, 'anomalie levée', '{}', '{}', '{}'),
  ('application', 'stage', '*', 'shortlisted', '{consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('definitive_end_request', 'status', 'under_review', 'canceled', '{csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('independent_payment_request', 'status', null, 'requested', '{team_member_independent_administrator,consultant_team_member}', '{external_talent}', false, null, '{}', '{}', '{team_member_independent_administrator}'),
  ('independent_monthly_invoice', 'status', 'generated', 'canceled', '{accounting_team_member}', '{}', true, 'avoir émis', '{}', '{}', '{}'),
  ('agency', 'status', null, 'active', '{consultant_team_member,csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('application', 'stage', '*', 'new', '{consultant_team_member}', '{}', false, 'retour en arrière (étape forcée)', '{}', '{}', '{}'),
  ('medical_checkup_request', 'status', 'to_schedule', 'canceled', '{csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('agency', 'status', 'active', 'inactive', '{consultant_team_member,csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('document', 'status', null, 'valid', '{consultant_team_member,csm_team_member,team_member_independent_administrator}', '{}', false, 'document vérifié à l''ajout', '{}', '{}', '{}'),
  ('mission', 'status', '*', 'on_hold', '{consultant_team_member,csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('mission', 'status', '*', 'canceled', '{consultant_team_member,csm_team_member}', '{}', false, 'motif de clôture obligatoire', '{}', '{}', '{}'),
  ('definitive_end_request', 'status', null, 'requested', '{consultant_team_member,csm_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{csm_team_member}'),
  ('scheduled_email', 'status', 'sending', 'sent', '{}', '{}', false, 'automatique', '{}', '{}', '{}'),
  ('independent_monthly_invoice', 'status', 'disputed', 'draft', '{team_member_independent_administrator}', '{}', false, null, '{}', '{}', '{team_member_independent_administrator}'),
  ('pay_tracking', 'status', null, 'in_progress', '{accounting_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('definitive_end_request', 'status', 'approved', 'processed', '{accounting_team_member,csm_team_member}', '{}', false, 'certificat de travail, attestation France Travail, solde de tout compte', '{end_documents}', '{}', '{}'),
  ('reference_check', 'status', 'consent_pending', 'to_contact', '{consultant_team_member,external_csm_team_member}', '{}', false, 'jamais avant le consentement du candidat', '{consent_obtained_at}', '{}', '{consultant_team_member,external_csm_team_member}'),
  ('contract', 'status', 'draft', 'canceled', '{consultant_team_member,csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('contract', 'status', 'modification', 'canceled', '{csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('contract', 'status', 'active', 'ended', '{}', '{}', false, 'automatique à la date de fin', '{}', '{}', '{}'),
  ('reference_check', 'status', 'in_progress', 'declined', '{consultant_team_member,external_csm_team_member}', '{}', true, null, '{}', '{}', '{}'),
  ('independent_monthly_invoice', 'status', 'booked', 'canceled', '{accounting_team_member}', '{}', true, 'avoir émis', '{}', '{}', '{}'),
  ('commercial_condition', 'status', 'signed', 'superseded', '{}', '{}', false, 'automatique à la signature d''une nouvelle version', '{}', '{}', '{}'),
  ('talent', 'qualification_status', 'qualified', 'to_qualify', '{consultant_team_member}', '{}', false, 'requalification', '{}', '{}', '{}'),
  ('expense_claim_request', 'status', 'partially_approved', 'paid', '{accounting_team_member}', '{}', false, null, '{payment_reference}', '{}', '{}'),
  ('contact', 'status', 'active', 'left_company', '{consultant_team_member,csm_team_member,external_csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('timesheet_week', 'status', 'draft', 'canceled', '{csm_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('scheduled_email', 'status', 'draft', 'scheduled', '{team_member_marketing,consultant_team_member,csm_team_member}', '{}', false, null, '{subject,content,send_at}', '{consultant_team_member,csm_team_member}', '{team_member_marketing}'),
  ('independent_monthly_invoice', 'status', 'pending_independent_validation', 'disputed', '{team_member_independent_administrator}', '{external_talent}', true, null, '{}', '{}', '{team_member_independent_administrator}'),
  ('push_campaign', 'status', null, 'draft', '{team_member_marketing,consultant_team_member}', '{}', false, null, '{}', '{}', '{}'),
  ('push_campaign', 'status', null, 'scheduled', '{team_member_marketing,consultant_team_member}', '{}', false, null, '{scheduled_at}', '{}', '{}'),
  ('push_campaign', 'status', 'draft', 'scheduled', '{team_member_marketing,consultant_team_member}', '{}', false, null, '{scheduled_at}', '{}', '{}'),
  ('push_campaign', 'status', 'scheduled', 'draft', '{team_member_marketing,consultant_team_member}', '{}', false, 'déprogrammée', '{}', '{}', '{}'),
  ('push_campaign', 'status', 'draft', 'canceled', '{team_member_marketing,consultant_team_member}', '{}', false, 'avant l''envoi', '{}', '{}', '{}'),
  ('push_campaign', 'status', 'scheduled', 'canceled', '{team_member_marketing,consultant_team_member}', '{}', false, 'avant l''envoi', '{}', '{}', '{}'),
  ('push_campaign', 'status', 'draft', 'sending', '{}', '{}', false, 'automatique : « Envoyer maintenant » (send_push_campaign)', '{}', '{}', '{}'),
  ('push_campaign', 'status', 'scheduled', 'sending', '{}', '{}', false, 'automatique à l''heure d''envoi, ou « Envoyer maintenant »', '{}', '{}', '{}'),
  ('push_campaign', 'status', 'sending', 'sent', '{}', '{}', false, 'automatique au dernier destinataire', '{}', '{}', '{}'),
  ('note', 'status', null, 'draft', '{csm_team_member,accounting_team_member,team_member_developer}', '{}', false, 'note de service', '{}', '{}', '{}'),
  ('note', 'status', null, 'published', '{csm_team_member,accounting_team_member,team_member_developer}', '{}', false, 'note de service', '{}', '{}', '{}'),
  ('note', 'status', 'draft', 'published', '{csm_team_member,accounting_team_member,team_member_developer}', '{}', false, 'note de service', '{}', '{}', '{}'),
  ('note', 'status', 'draft', 'archived', '{csm_team_member,accounting_team_member,team_member_developer}', '{}', false, 'note de service', '{}', '{}', '{}'),
  ('note', 'status', 'published', 'archived', '{csm_team_member,accounting_team_member,team_member_developer}', '{}', false, 'note de service', '{}', '{}', '{}'),
  ('note', 'status', 'archived', 'published', '{csm_team_member,accounting_team_member,team_member_developer}', '{}', false, 'note de service', '{}', '{}', '{}')
on conflict do nothing;
