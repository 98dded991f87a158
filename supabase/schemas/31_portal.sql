-- The client and talent spaces (issue #50, first part): a client contact (space /client) or a
-- talent (space /talent) the agency invites signs in with a one-time code GoTrue mails them.
-- They are not team members: no policy of any table lets them read a row, and nothing here gives
-- them one. What they see is built by two SECURITY DEFINER functions, public.client_space_home
-- and public.talent_space_home, from their own active access only (auth.uid() = auth_user_id,
-- not revoked), checked on every call: revoking ends the data at once, even while the access
-- token the person holds is still valid; revoking also deletes their sessions, so that no
-- refresh gives them a new one. Accesses are written by functions only: invite and revoke run
-- as the team member (their right to update the contact or the talent), the link to the auth
-- account as the service role (the portal-access edge function, after GoTrue created it).
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, then the rows the schema owns. Change it here, then `npm run db:diff NAME` writes
-- the migration (README, « Changer le schéma »).

-- ## Types

CREATE TYPE public.portal_kind AS ENUM (
    'client',
    'talent'
);

-- ## Tables

-- One person's access to a space: a contact's to /client, a talent's to /talent. A revoked row
-- stays (who invited, who revoked, when); inviting again re-activates it.
CREATE TABLE public.portal_access (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    kind public.portal_kind NOT NULL,
    contact_id uuid,
    talent_id uuid,
    email text NOT NULL,
    auth_user_id uuid,
    invited_at timestamp with time zone DEFAULT now() NOT NULL,
    invited_by uuid,
    last_sent_at timestamp with time zone,
    last_seen_at timestamp with time zone,
    revoked_at timestamp with time zone,
    revoked_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT portal_access_email_format CHECK (((email = lower(email)) AND (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
    CONSTRAINT portal_access_kind_record CHECK ((((kind = 'client'::public.portal_kind) AND (contact_id IS NOT NULL) AND (talent_id IS NULL)) OR ((kind = 'talent'::public.portal_kind) AND (talent_id IS NOT NULL) AND (contact_id IS NULL)))),
    CONSTRAINT portal_access_revoked_by_when CHECK (((revoked_by IS NULL) OR (revoked_at IS NOT NULL))),
    CONSTRAINT portal_access_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.portal_access
    ADD CONSTRAINT portal_access_auth_user_id_fkey FOREIGN KEY (auth_user_id) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.portal_access
    ADD CONSTRAINT portal_access_contact_id_fkey FOREIGN KEY (contact_id) REFERENCES public.contact(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.portal_access
    ADD CONSTRAINT portal_access_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.portal_access
    ADD CONSTRAINT portal_access_invited_by_fkey FOREIGN KEY (invited_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.portal_access
    ADD CONSTRAINT portal_access_revoked_by_fkey FOREIGN KEY (revoked_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.portal_access
    ADD CONSTRAINT portal_access_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.portal_access
    ADD CONSTRAINT portal_access_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.portal_access
    ADD CONSTRAINT portal_access_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

COMMENT ON TABLE public.portal_access IS 'l''accès d''un contact client à /client ou d''un talent à /talent : invité, lié à son compte, révoqué ; écrit par les fonctions seules';

COMMENT ON COLUMN public.portal_access.last_sent_at IS 'le dernier e-mail d''invitation ou de code envoyé (« Renvoyer l''invitation »)';

COMMENT ON COLUMN public.portal_access.last_seen_at IS 'le dernier appel d''une fonction de l''espace (au plus une écriture par minute)';

REVOKE ALL ON TABLE public.portal_access FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.portal_access TO authenticated;
GRANT ALL ON TABLE public.portal_access TO service_role;

-- ## Indexes

-- Uniqueness rule: one access in force per contact and per talent (revoked ones are history).
CREATE UNIQUE INDEX portal_access_active_contact_idx ON public.portal_access USING btree (contact_id) WHERE ((revoked_at IS NULL) AND (contact_id IS NOT NULL));

CREATE UNIQUE INDEX portal_access_active_talent_idx ON public.portal_access USING btree (talent_id) WHERE ((revoked_at IS NULL) AND (talent_id IS NOT NULL));

-- The caller's access, asked on every call of a space function (private.portal_identity).
CREATE INDEX portal_access_auth_user_id_idx ON public.portal_access USING btree (auth_user_id);

CREATE INDEX portal_access_contact_id_idx ON public.portal_access USING btree (contact_id);

CREATE INDEX portal_access_created_by_idx ON public.portal_access USING btree (created_by);

CREATE INDEX portal_access_invited_by_idx ON public.portal_access USING btree (invited_by);

CREATE INDEX portal_access_revoked_by_idx ON public.portal_access USING btree (revoked_by);

CREATE INDEX portal_access_talent_id_idx ON public.portal_access USING btree (talent_id);

CREATE INDEX portal_access_updated_by_idx ON public.portal_access USING btree (updated_by);

CREATE INDEX portal_access_workspace_id_idx ON public.portal_access USING btree (workspace_id);

-- ## Triggers

CREATE TRIGGER portal_access_audit BEFORE INSERT OR UPDATE ON public.portal_access FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

-- A contact who leaves the company loses their access; an anonymised talent's goes with their
-- e-mail (RGPD art. 17: the access row holds the address).
CREATE TRIGGER contact_ends_portal_access AFTER UPDATE OF status ON public.contact FOR EACH ROW WHEN ((new.status IS DISTINCT FROM old.status)) EXECUTE FUNCTION private.end_portal_access_of_record();

CREATE TRIGGER talent_ends_portal_access AFTER UPDATE OF qualification_status ON public.talent FOR EACH ROW WHEN ((new.qualification_status IS DISTINCT FROM old.qualification_status)) EXECUTE FUNCTION private.end_portal_access_of_record();

-- ## RLS and policies

ALTER TABLE public.portal_access ENABLE ROW LEVEL SECURITY;

-- The agency reads the accesses of the contacts and talents it reads; nobody writes the table
-- (the functions below do), and a portal user reads nothing of it.
CREATE POLICY "portal_access: readers of the record can select its accesses" ON public.portal_access FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND (((kind = 'client'::public.portal_kind) AND ( SELECT private.can('contact'::text, 'select'::public.permission_action) AS can)) OR ((kind = 'talent'::public.portal_kind) AND ( SELECT private.can('talent'::text, 'select'::public.permission_action) AS can)))));

-- ## Functions

-- The caller's access in force (of that kind, or of either), or null: the only identity the two
-- space functions trust. Checked on every call, so a revoked access stops at once.
CREATE FUNCTION private.portal_identity(p_kind public.portal_kind DEFAULT NULL::public.portal_kind) RETURNS public.portal_access
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select a.* from public.portal_access a
  where a.auth_user_id = auth.uid() and auth.uid() is not null and a.revoked_at is null
    and (p_kind is null or a.kind = p_kind)
  order by a.invited_at desc, a.id
  limit 1
$$;

REVOKE ALL ON FUNCTION private.portal_identity(p_kind public.portal_kind) FROM PUBLIC;
GRANT ALL ON FUNCTION private.portal_identity(p_kind public.portal_kind) TO authenticated;
GRANT ALL ON FUNCTION private.portal_identity(p_kind public.portal_kind) TO service_role;

-- The caller's access of that kind, stamped as seen (at most once a minute: the page is read
-- often, a write each time would be noise); refused in French when there is none.
CREATE FUNCTION private.portal_enter(p_kind public.portal_kind) RETURNS public.portal_access
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_access public.portal_access := private.portal_identity(p_kind);
begin
  if v_access.id is null then
    perform private.fail('Accès réservé aux clients et talents invités par l''agence', 'portal_access', '42501');
  end if;
  if v_access.last_seen_at is null or v_access.last_seen_at < now() - interval '1 minute' then
    update public.portal_access set last_seen_at = now() where id = v_access.id;
  end if;
  return v_access;
end
$$;

REVOKE ALL ON FUNCTION private.portal_enter(p_kind public.portal_kind) FROM PUBLIC;
GRANT ALL ON FUNCTION private.portal_enter(p_kind public.portal_kind) TO authenticated;
GRANT ALL ON FUNCTION private.portal_enter(p_kind public.portal_kind) TO service_role;

-- Ends every session of an account at once: its rows in GoTrue's own tables (those of hosted
-- GoTrue, which server/auth/sessions.ts uses too). The access token already issued stays valid
-- until it expires, but the space functions refuse it as soon as the access is revoked.
CREATE FUNCTION private.end_portal_sessions(p_user_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if p_user_id is null then
    return;
  end if;
  -- a team member's account is never signed out by a portal access (their work goes on)
  if exists (select 1 from public.team_member tm where tm.auth_user_id = p_user_id) then
    return;
  end if;
  delete from auth.refresh_tokens where user_id = p_user_id::text;
  delete from auth.sessions where user_id = p_user_id;
end
$$;

REVOKE ALL ON FUNCTION private.end_portal_sessions(p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.end_portal_sessions(p_user_id uuid) TO service_role;

-- The contact or talent an access is for, with the caller's right to manage it: a team member
-- who may update contacts (client) or talents (talent) in the workspace of the record.
-- Refused in French, 42501 for the right, P0002 for a record outside the caller's workspaces.
CREATE FUNCTION private.portal_record(p_kind public.portal_kind, p_record_id uuid) RETURNS TABLE(workspace_id uuid, email text, first_name text, roles public.contact_role[], status text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if p_kind is null or p_record_id is null then
    perform private.fail('Indiquez le contact ou le talent à inviter', 'portal_access_record', '22023');
  end if;
  if not private.is_team_member()
     or not private.can(case p_kind when 'client' then 'contact' else 'talent' end, 'update') then
    perform private.fail(case p_kind when 'client' then 'Votre rôle ne permet pas de gérer l''accès d''un contact à l''espace client'
                                    else 'Votre rôle ne permet pas de gérer l''accès d''un talent à l''espace talent' end,
                         'portal_access_right', '42501');
  end if;
  if p_kind = 'client' then
    return query select c.workspace_id, lower(btrim(c.email)), c.first_name, c.roles, c.status::text
                 from public.contact c
                 where c.id = p_record_id and c.workspace_id = any (private.current_workspace_ids());
  else
    return query select t.workspace_id, lower(btrim(t.email)), t.first_name, null::public.contact_role[],
                        t.qualification_status::text
                 from public.talent t
                 where t.id = p_record_id and t.workspace_id = any (private.current_workspace_ids());
  end if;
  if not found then
    perform private.fail(case p_kind when 'client' then 'Contact introuvable' else 'Talent introuvable' end,
                         'portal_access_record', 'P0002');
  end if;
end
$$;

REVOKE ALL ON FUNCTION private.portal_record(p_kind public.portal_kind, p_record_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.portal_record(p_kind public.portal_kind, p_record_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.portal_record(p_kind public.portal_kind, p_record_id uuid) TO service_role;

-- Opens (or opens again) a contact's or a talent's space: the access is created, re-activated
-- when it was revoked, or stamped as sent again when it is in force (« Renvoyer l'invitation »).
-- The caller's token runs it (function portal-access); GoTrue's mail follows with the service key.
CREATE FUNCTION public.invite_portal_access(p_kind public.portal_kind, p_record_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_record record;
  v_access public.portal_access;
begin
  select * into v_record from private.portal_record(p_kind, p_record_id);
  if p_kind = 'client' and v_record.status <> 'active' then
    perform private.fail('Ce contact a quitté l''entreprise ou est archivé : il ne peut pas être invité', 'portal_access_status');
  end if;
  if p_kind = 'talent' and v_record.status = 'anonymized' then
    perform private.fail('Ce talent est anonymisé : il ne peut pas être invité', 'portal_access_status');
  end if;
  if coalesce(v_record.email, '') !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    perform private.fail(case p_kind when 'client' then 'Ce contact n''a pas d''adresse e-mail valide : renseignez-la avant de l''inviter'
                                    else 'Ce talent n''a pas d''adresse e-mail valide : renseignez-la avant de l''inviter' end,
                         'portal_access_email');
  end if;
  if p_kind = 'client'
     and not (v_record.roles && array['contract_signatory', 'timesheet_signer', 'invoice_recipient']::public.contact_role[]) then
    perform private.fail('L''espace client s''ouvre aux signataires des contrats, aux valideurs des relevés d''heures et aux destinataires des factures : donnez d''abord l''un de ces rôles au contact',
                         'portal_access_contact_role');
  end if;
  -- a team member's address: their account is the back office's, not a space's
  if exists (select 1 from public.team_member tm where tm.email = v_record.email) then
    perform private.fail('Cette adresse e-mail est celle d''un membre de l''équipe : elle ne peut pas ouvrir un espace',
                         'portal_access_team_email');
  end if;

  select a.* into v_access from public.portal_access a
  where (case p_kind when 'client' then a.contact_id else a.talent_id end) = p_record_id
  order by (a.revoked_at is null) desc, a.invited_at desc
  limit 1
  for update;
  if v_access.id is null then
    insert into public.portal_access (workspace_id, kind, contact_id, talent_id, email, invited_at, invited_by, last_sent_at)
    values (v_record.workspace_id, p_kind, case when p_kind = 'client' then p_record_id end,
            case when p_kind = 'talent' then p_record_id end, v_record.email, now(), auth.uid(), now())
    returning * into v_access;
  elsif v_access.revoked_at is not null then
    update public.portal_access
    set revoked_at = null, revoked_by = null, invited_at = now(), invited_by = auth.uid(), last_sent_at = now(),
        email = v_record.email,
        auth_user_id = case when email = v_record.email then auth_user_id end
    where id = v_access.id
    returning * into v_access;
  else
    -- the address changed since: the account of the old one is no longer theirs
    update public.portal_access
    set last_sent_at = now(), email = v_record.email,
        auth_user_id = case when email = v_record.email then auth_user_id end
    where id = v_access.id
    returning * into v_access;
  end if;
  return jsonb_build_object('access_id', v_access.id, 'email', v_access.email, 'kind', v_access.kind,
                            'first_name', v_record.first_name,
                            'redirect_path', case p_kind when 'client' then '/client' else '/talent' end);
end
$$;

REVOKE ALL ON FUNCTION public.invite_portal_access(p_kind public.portal_kind, p_record_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.invite_portal_access(p_kind public.portal_kind, p_record_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.invite_portal_access(p_kind public.portal_kind, p_record_id uuid) TO service_role;

-- Closes a space: the access is stamped revoked and the person's sessions end at once.
CREATE FUNCTION public.revoke_portal_access(p_access_id uuid) RETURNS public.portal_access
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_access public.portal_access;
begin
  select a.* into v_access from public.portal_access a where a.id = p_access_id for update;
  if v_access.id is null then
    -- the right first: an unknown id tells nothing to whoever may not revoke
    if not private.is_team_member() or not (private.can('contact', 'update') or private.can('talent', 'update')) then
      perform private.fail('Votre rôle ne permet pas de révoquer un accès à un espace', 'portal_access_right', '42501');
    end if;
    perform private.fail('Accès introuvable', 'portal_access_record', 'P0002');
  end if;
  -- the same right and workspace check as an invitation (refused in French otherwise)
  perform private.portal_record(v_access.kind, coalesce(v_access.contact_id, v_access.talent_id));
  if v_access.revoked_at is not null then
    return v_access;
  end if;
  update public.portal_access set revoked_at = now(), revoked_by = auth.uid()
  where id = p_access_id
  returning * into v_access;
  perform private.end_portal_sessions(v_access.auth_user_id);
  return v_access;
end
$$;

REVOKE ALL ON FUNCTION public.revoke_portal_access(p_access_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.revoke_portal_access(p_access_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.revoke_portal_access(p_access_id uuid) TO service_role;

-- The account GoTrue created (or found) for the access's address becomes the access's.
CREATE FUNCTION private.link_portal_user(p_access_id uuid, p_user_id uuid) RETURNS public.portal_access
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_access public.portal_access;
begin
  select a.* into v_access from public.portal_access a where a.id = p_access_id for update;
  if v_access.id is null or v_access.revoked_at is not null then
    perform private.fail('Accès introuvable ou révoqué', 'portal_access_link', 'P0002');
  end if;
  if not exists (select 1 from public.auth_user u where u.id = p_user_id and u.email = v_access.email) then
    perform private.fail('Ce compte n''est pas celui de l''adresse invitée', 'portal_access_link', '22023');
  end if;
  update public.portal_access set auth_user_id = p_user_id where id = p_access_id returning * into v_access;
  return v_access;
end
$$;

REVOKE ALL ON FUNCTION private.link_portal_user(p_access_id uuid, p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.link_portal_user(p_access_id uuid, p_user_id uuid) TO service_role;

-- The service role's way to private.link_portal_user through PostgREST, which does not expose
-- the private schema (function portal-access, right after GoTrue's invitation or code mail).
CREATE FUNCTION public.link_portal_user(p_access_id uuid, p_user_id uuid) RETURNS public.portal_access
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select * from private.link_portal_user(p_access_id, p_user_id)
$$;

REVOKE ALL ON FUNCTION public.link_portal_user(p_access_id uuid, p_user_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.link_portal_user(p_access_id uuid, p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.link_portal_user(p_access_id uuid, p_user_id uuid) TO service_role;

-- A contact who leaves the company or is archived: their access is revoked (by the system) and
-- their sessions end. An anonymised talent: their accesses are deleted with the address they hold.
CREATE FUNCTION private.end_portal_access_of_record() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_ended record;
begin
  -- one test per statement: the other table's row has no such column
  if tg_table_name = 'contact' then
    if new.status <> 'active' then
      for v_ended in
        update public.portal_access set revoked_at = now()
        where contact_id = new.id and revoked_at is null
        returning auth_user_id
      loop
        perform private.end_portal_sessions(v_ended.auth_user_id);
      end loop;
    end if;
  elsif new.qualification_status = 'anonymized' then
    for v_ended in
      delete from public.portal_access where talent_id = new.id returning auth_user_id, revoked_at
    loop
      if v_ended.revoked_at is null then
        perform private.end_portal_sessions(v_ended.auth_user_id);
      end if;
    end loop;
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.end_portal_access_of_record() FROM PUBLIC;
GRANT ALL ON FUNCTION private.end_portal_access_of_record() TO authenticated;
GRANT ALL ON FUNCTION private.end_portal_access_of_record() TO service_role;

-- The agency as a space shows it: the workspace's legal name, and the phone and e-mail of the
-- team member in charge (the talent's or the company's owner, else the company's CSM).
CREATE FUNCTION private.portal_agency(p_workspace_id uuid, p_member_id uuid) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'name', (select coalesce(i.legal_name, w.name) from public.workspace w
             left join public.workspace_identity i on i.workspace_id = w.id where w.id = p_workspace_id),
    'phone', (select u.phone_number from public.team_member tm join public.auth_user u on u.id = tm.auth_user_id
              where tm.id = p_member_id),
    'email', (select tm.email from public.team_member tm where tm.id = p_member_id))
$$;

REVOKE ALL ON FUNCTION private.portal_agency(p_workspace_id uuid, p_member_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.portal_agency(p_workspace_id uuid, p_member_id uuid) TO service_role;

-- A talent's space (/talent): their own contracts, the next two weeks of planning, their recent
-- timesheets, pay lines and documents. Nothing of another talent, and none of what the agency
-- keeps to itself: no coefficient, billing rate, margin or note (the rate shown is their wage).
CREATE FUNCTION public.talent_space_home() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_access public.portal_access := private.portal_enter('talent');
  v_talent public.talent;
  v_today date := private.paris_today();
begin
  select t.* into v_talent from public.talent t where t.id = v_access.talent_id;
  return jsonb_build_object(
    'talent', jsonb_build_object('id', v_talent.id, 'first_name', v_talent.first_name, 'last_name', v_talent.last_name),
    'agency', private.portal_agency(v_talent.workspace_id, v_talent.owner_id),
    'contracts', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', c.id, 'contract_key', c.contract_key, 'status', c.status, 'start_date', c.start_date,
               'end_date', c.end_date, 'job_name', c.job_name, 'company_name', co.name,
               'site_address', a.formatted, 'hourly_rate', c.hourly_wage,
               'to_sign', c.status in ('sent_for_signature', 'partially_signed') and c.talent_signed_at is null)
             order by c.start_date desc, c.contract_key desc, c.amendment_number desc)
      from (select * from public.contract c
            where c.talent_id = v_talent.id and c.status not in ('draft', 'canceled')
            order by c.start_date desc, c.contract_key desc, c.amendment_number desc limit 20) c
      left join public.company co on co.id = c.company_id
      left join public.address a on a.id = c.address_id), '[]'::jsonb),
    'planning', coalesce((
      select jsonb_agg(jsonb_build_object(
               'date', p.date, 'start_time', to_char(p.start_time, 'HH24:MI'), 'end_time', to_char(p.end_time, 'HH24:MI'),
               'company_name', co.name)
             order by p.date, p.start_time)
      from public.planning_entry p
      left join public.company co on co.id = p.company_id
      -- worked days only: an unavailability is the talent's own business, not a shift
      where p.talent_id = v_talent.id and p.date between v_today and v_today + 13
        and p.status <> 'canceled' and p.unavailability_id is null), '[]'::jsonb),
    'weeks', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', w.id, 'week_start', w.week_start, 'status', w.status, 'total_hours', w.total_hours,
               'company_name', co.name)
             order by w.week_start desc, w.contract_key)
      from public.timesheet_week w
      left join public.company co on co.id = w.company_id
      where w.talent_id = v_talent.id and w.status <> 'canceled'
        and w.week_start >= date_trunc('week', v_today)::date - 49), '[]'::jsonb),
    'pay', coalesce((
      select jsonb_agg(jsonb_build_object(
               'period_start', p.period_start, 'period_end', p.period_end, 'status', p.status, 'gross', p.gross_total)
             order by p.period_start desc)
      from (select * from public.pay_tracking p where p.talent_id = v_talent.id
            order by p.period_start desc limit 6) p), '[]'::jsonb),
    'documents', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', d.id, 'type', d.type, 'name', d.name, 'expiry_date', d.expiry_date, 'status', d.status)
             order by d.created_at desc)
      from (select * from public.document d where d.talent_id = v_talent.id
            order by d.created_at desc limit 50) d), '[]'::jsonb));
end
$$;

REVOKE ALL ON FUNCTION public.talent_space_home() FROM PUBLIC;
GRANT ALL ON FUNCTION public.talent_space_home() TO authenticated;
GRANT ALL ON FUNCTION public.talent_space_home() TO service_role;

-- A client contact's space (/client): their company's orders, contracts, recent timesheets and
-- issued invoices, with what waits for the client (a contract to sign, a week to approve); those of
-- every company of the group for a decision maker of its head company
-- (private.portal_client_companies, 32_client_space_orders.sql), each row naming its company.
-- Nothing of another company, and none of what the agency keeps to itself: no coefficient,
-- margin, wage or talent data beyond the name of who works for them.
CREATE FUNCTION public.client_space_home() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_access public.portal_access := private.portal_enter('client');
  v_contact public.contact;
  v_company public.company;
  v_today date := private.paris_today();
  -- their company, or every company of its group for a decision maker of the head company
  v_companies uuid[] := private.portal_client_companies();
begin
  select c.* into v_contact from public.contact c where c.id = v_access.contact_id;
  select co.* into v_company from public.company co where co.id = v_contact.company_id;
  return jsonb_build_object(
    'contact', jsonb_build_object('id', v_contact.id, 'first_name', v_contact.first_name, 'last_name', v_contact.last_name),
    'company', jsonb_build_object('id', v_company.id, 'name', v_company.name),
    'agency', private.portal_agency(v_company.workspace_id, coalesce(v_company.owner_id, v_company.csm_id)),
    'orders', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', m.id, 'reference', m.reference, 'job_name', m.job_name, 'start_date', m.start_date,
               'end_date', m.end_date, 'status', private.client_order_status(m.mission), 'company_name', m.company_name)
             order by m.start_date desc nulls last, m.created_at desc)
      from (select m.*, m as mission, co.name as company_name from public.mission m
            join public.company co on co.id = m.company_id
            where m.company_id = any (v_companies) and m.is_client_order and m.status <> 'draft'
            order by m.start_date desc nulls last, m.created_at desc limit 20) m), '[]'::jsonb),
    'contracts', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', c.id, 'contract_key', c.contract_key,
               'talent_name', nullif(btrim(concat_ws(' ', t.first_name, t.last_name)), ''),
               'job_name', c.job_name, 'start_date', c.start_date, 'end_date', c.end_date, 'status', c.status,
               'to_sign', c.status in ('sent_for_signature', 'partially_signed') and c.client_signed_at is null,
               'company_name', co.name)
             order by c.start_date desc, c.contract_key desc, c.amendment_number desc)
      from (select * from public.contract c
            where c.company_id = any (v_companies) and c.status not in ('draft', 'canceled')
            order by c.start_date desc, c.contract_key desc, c.amendment_number desc limit 30) c
      join public.talent t on t.id = c.talent_id
      join public.company co on co.id = c.company_id), '[]'::jsonb),
    'weeks', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', w.id, 'week_start', w.week_start,
               'talent_name', nullif(btrim(concat_ws(' ', t.first_name, t.last_name)), ''),
               'total_hours', w.total_hours, 'status', w.status, 'to_approve', w.status = 'pending_signature',
               'company_name', co.name)
             order by w.week_start desc, w.contract_key)
      from public.timesheet_week w
      join public.contract c on c.id = w.contract_id and c.company_id = any (v_companies)
      join public.company co on co.id = c.company_id
      join public.talent t on t.id = w.talent_id
      -- the recent weeks, and any older one still waiting for the client
      where w.status not in ('draft', 'canceled')
        and (w.week_start >= date_trunc('week', v_today)::date - 49 or w.status = 'pending_signature')), '[]'::jsonb),
    'invoices', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', i.id, 'number', i.number, 'issued_at', i.issued_at,
               'total_ttc', i.total_ttc,
               'due_date', case when i.kind = 'invoice' then i.due_date end,
               'left_to_pay', case when i.kind <> 'invoice' or i.status in ('canceled', 'credited', 'paid') then 0
                                   else greatest(i.total_ttc - i.paid_amount - i.credited_amount, 0) end,
               'status', i.status, 'platform_status', i.platform_status, 'has_pdf', i.pdf_file is not null,
               'company_name', i.company_name, 'kind', i.kind,
               'credited_number', (select o.number from public.client_invoice o where o.id = i.credited_invoice_id))
             order by i.issued_at desc, i.number desc)
      -- issued invoices and credit notes (a credit note owes nothing: left_to_pay 0, no due date);
      -- a draft is the agency's work in progress
      from (select i.*, co.name as company_name from public.client_invoice i
            join public.company co on co.id = i.company_id
            where i.company_id = any (v_companies) and i.status <> 'draft' and i.issued_at is not null
            order by i.issued_at desc, i.number desc limit 24) i), '[]'::jsonb));
end
$$;

REVOKE ALL ON FUNCTION public.client_space_home() FROM PUBLIC;
GRANT ALL ON FUNCTION public.client_space_home() TO authenticated;
GRANT ALL ON FUNCTION public.client_space_home() TO service_role;

-- ## Rows

insert into public.enum_label (enum_name, value, label, "position") values
  ('portal_kind', 'client', 'Espace client', 1),
  ('portal_kind', 'talent', 'Espace talent', 2)
on conflict do nothing;
