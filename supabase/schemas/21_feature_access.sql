-- Per-member feature access (issue 34; docs/rules/talents-documents.md#feature-access): a team
-- member asks for a feature behind its own guard (today only 'deep-research', the recherche
-- approfondie) with a reason; managers of level 3 or more and developers of the requester's
-- workspace grant or refuse it from Paramètres › Membres, the requester is notified; a grant is a
-- row of public.team_member_feature, read by public.has_feature() (the guard's one call).

-- ## Types

CREATE TYPE public.feature_access_request_status AS ENUM (
    'pending',
    'granted',
    'refused'
);

-- ## Tables

-- One request: written by its requester (reason), decided by public.decide_feature_access only.
CREATE TABLE public.feature_access_request (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    team_member_id uuid DEFAULT private.current_team_member_id() NOT NULL,
    feature text NOT NULL,
    reason text NOT NULL,
    status public.feature_access_request_status DEFAULT 'pending'::public.feature_access_request_status NOT NULL,
    decided_by uuid,
    decided_at timestamp with time zone,
    decision_comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT feature_access_request_feature CHECK ((feature = 'deep-research'::text)),
    CONSTRAINT feature_access_request_reason_length CHECK (((char_length(btrim(reason)) >= 10) AND (char_length(reason) <= 1000))),
    CONSTRAINT feature_access_request_comment_length CHECK (((decision_comment IS NULL) OR (char_length(decision_comment) <= 1000))),
    CONSTRAINT feature_access_request_decision CHECK (((status = 'pending'::public.feature_access_request_status) = (decided_at IS NULL))),
    CONSTRAINT feature_access_request_refusal_comment CHECK (((status <> 'refused'::public.feature_access_request_status) OR (char_length(btrim(COALESCE(decision_comment, ''::text))) >= 1))),
    CONSTRAINT feature_access_request_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.feature_access_request
    ADD CONSTRAINT feature_access_request_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.feature_access_request
    ADD CONSTRAINT feature_access_request_team_member_id_fkey FOREIGN KEY (team_member_id) REFERENCES public.team_member(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.feature_access_request
    ADD CONSTRAINT feature_access_request_decided_by_fkey FOREIGN KEY (decided_by) REFERENCES public.team_member(id) ON DELETE SET NULL;

REVOKE ALL ON TABLE public.feature_access_request FROM anon, authenticated, service_role;
GRANT SELECT,INSERT ON TABLE public.feature_access_request TO authenticated;
GRANT ALL ON TABLE public.feature_access_request TO service_role;

-- A member's grant of a feature (a per-user feature flag): written by public.decide_feature_access
-- and removed by public.revoke_feature only.
CREATE TABLE public.team_member_feature (
    team_member_id uuid NOT NULL,
    feature text NOT NULL,
    granted_by uuid,
    granted_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT team_member_feature_feature CHECK ((feature = 'deep-research'::text)),
    CONSTRAINT team_member_feature_pkey PRIMARY KEY (team_member_id, feature)
);

ALTER TABLE ONLY public.team_member_feature
    ADD CONSTRAINT team_member_feature_team_member_id_fkey FOREIGN KEY (team_member_id) REFERENCES public.team_member(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.team_member_feature
    ADD CONSTRAINT team_member_feature_granted_by_fkey FOREIGN KEY (granted_by) REFERENCES public.team_member(id) ON DELETE SET NULL;

REVOKE ALL ON TABLE public.team_member_feature FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.team_member_feature TO authenticated;
GRANT ALL ON TABLE public.team_member_feature TO service_role;

-- ## Indexes

-- The deciders' list: a workspace's requests by status.
CREATE INDEX feature_access_request_workspace_status_idx ON public.feature_access_request USING btree (workspace_id, status);

-- The requester's page: their latest request.
CREATE INDEX feature_access_request_team_member_idx ON public.feature_access_request USING btree (team_member_id, created_at DESC);

CREATE INDEX feature_access_request_decided_by_idx ON public.feature_access_request USING btree (decided_by);

-- One pending request per member and feature; a refused one may be asked again.
CREATE UNIQUE INDEX feature_access_request_one_pending_idx ON public.feature_access_request USING btree (team_member_id, feature) WHERE (status = 'pending'::public.feature_access_request_status);

CREATE INDEX team_member_feature_granted_by_idx ON public.team_member_feature USING btree (granted_by);

-- ## Functions

-- True when the caller may decide feature access at all: a manager of level 3 or more, or a
-- developer (the workspace is checked beside it).
CREATE FUNCTION private.is_feature_access_decider() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.current_management_level() >= 3 or private.has_role('team_member_developer')
$$;

REVOKE ALL ON FUNCTION private.is_feature_access_decider() FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_feature_access_decider() TO authenticated;
GRANT ALL ON FUNCTION private.is_feature_access_decider() TO service_role;

-- True when the caller decides feature access in the workspace: a decider who is a member of it.
CREATE FUNCTION private.decides_feature_access(p_workspace_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.is_feature_access_decider() and p_workspace_id = any (private.member_workspace_ids())
$$;

REVOKE ALL ON FUNCTION private.decides_feature_access(p_workspace_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.decides_feature_access(p_workspace_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.decides_feature_access(p_workspace_id uuid) TO service_role;

-- The French name of a feature, for the notifications (the tables' checks list the features).
CREATE FUNCTION private.feature_label(p_feature text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case p_feature when 'deep-research' then 'la recherche approfondie' else p_feature end
$$;

REVOKE ALL ON FUNCTION private.feature_label(p_feature text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.feature_label(p_feature text) TO authenticated;
GRANT ALL ON FUNCTION private.feature_label(p_feature text) TO service_role;

-- The screen a feature opens (the granted notification's link).
CREATE FUNCTION private.feature_path(p_feature text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case p_feature when 'deep-research' then '/talents/deep-research' else '/dashboard/action-center' end
$$;

REVOKE ALL ON FUNCTION private.feature_path(p_feature text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.feature_path(p_feature text) TO authenticated;
GRANT ALL ON FUNCTION private.feature_path(p_feature text) TO service_role;

-- The page where a member asks for a feature (the refused and withdrawn notifications' link).
CREATE FUNCTION private.feature_request_path(p_feature text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case p_feature when 'deep-research' then '/talents/deep-research/request-access' else '/dashboard/action-center' end
$$;

REVOKE ALL ON FUNCTION private.feature_request_path(p_feature text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.feature_request_path(p_feature text) TO authenticated;
GRANT ALL ON FUNCTION private.feature_request_path(p_feature text) TO service_role;

-- A request is asked pending by its requester: the decision's columns are the deciders' (through
-- public.decide_feature_access), and a member who has the feature has nothing to ask.
CREATE FUNCTION private.prepare_feature_access_request() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if private.is_system() then
    return new;
  end if;
  new.status := 'pending';
  new.decided_by := null;
  new.decided_at := null;
  new.decision_comment := null;
  new.reason := btrim(new.reason);
  new.created_at := now();
  if exists (select 1 from public.team_member_feature f where f.team_member_id = new.team_member_id and f.feature = new.feature) then
    perform private.fail('Vous avez déjà accès à cette fonctionnalité', 'feature_access_request_already_granted');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.prepare_feature_access_request() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_feature_access_request() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_feature_access_request() TO service_role;

-- A new request reaches the deciders of its workspace (managers of level 3 or more and
-- developers, members of it), with a link to Paramètres › Membres where they decide. Security
-- definer: the requester reads neither the deciders' levels nor their roles.
CREATE FUNCTION private.notify_feature_access_request() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_name text;
  v_decider uuid;
begin
  select nullif(concat_ws(' ', u.first_name, u.last_name), '') into v_name
  from public.team_member tm join public.auth_user u on u.id = tm.auth_user_id
  where tm.id = new.team_member_id;
  for v_decider in
    select tm.id from public.team_member tm
    join public.team_member_workspace tmw on tmw.team_member_id = tm.id and tmw.workspace_id = new.workspace_id
    where tm.offboarded_at is null
      and (tm.management_level >= 3
           or exists (select 1 from public.user_role ur where ur.user_id = tm.auth_user_id and ur.role = 'team_member_developer'))
  loop
    perform private.notify_member(new.workspace_id, v_decider, 'other',
      format('%s demande l''accès à %s', coalesce(v_name, 'Un membre'), private.feature_label(new.feature)),
      jsonb_build_object('link', '/settings/members#acces-fonctionnalites', 'feature_access_request_id', new.id,
                         'feature', new.feature));
  end loop;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.notify_feature_access_request() FROM PUBLIC;
GRANT ALL ON FUNCTION private.notify_feature_access_request() TO authenticated;
GRANT ALL ON FUNCTION private.notify_feature_access_request() TO service_role;

-- Decides a pending request: granted, the requester gets the feature (a grant already there is
-- kept); refused, with the comment the requester reads. The requester is notified either way.
-- Security definer: the decider writes another member's grant, request and notification, which no
-- policy lets a member write; the function checks the decider's right itself.
CREATE FUNCTION public.decide_feature_access(p_request_id uuid, p_grant boolean, p_comment text DEFAULT NULL::text) RETURNS public.feature_access_request
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_request public.feature_access_request;
  v_grant boolean := coalesce(p_grant, false);
  v_comment text := nullif(btrim(coalesce(p_comment, '')), '');
  v_me uuid := private.current_team_member_id();
begin
  select r.* into v_request from public.feature_access_request r where r.id = p_request_id for update;
  if v_request.id is null or not private.decides_feature_access(v_request.workspace_id) then
    perform private.fail('Seuls les managers de niveau 3 ou plus et les développeurs du workspace décident des accès aux fonctionnalités',
                         'feature_access_decider', '42501');
  end if;
  if v_request.status <> 'pending' then
    perform private.fail('Cette demande d''accès a déjà été traitée', 'feature_access_request_decided');
  end if;
  if not v_grant and v_comment is null then
    perform private.fail('Indiquez le motif du refus', 'feature_access_request_refusal_comment');
  end if;
  update public.feature_access_request
  set status = case when v_grant then 'granted' else 'refused' end::public.feature_access_request_status,
      decided_by = v_me, decided_at = now(), decision_comment = v_comment
  where id = v_request.id
  returning * into v_request;
  if v_grant then
    insert into public.team_member_feature (team_member_id, feature, granted_by)
    values (v_request.team_member_id, v_request.feature, v_me)
    on conflict (team_member_id, feature) do nothing;
  end if;
  perform private.notify_member(v_request.workspace_id, v_request.team_member_id, 'other',
    case when v_grant then format('Votre accès à %s est accordé', private.feature_label(v_request.feature))
         else format('Votre demande d''accès à %s est refusée : %s', private.feature_label(v_request.feature), v_comment) end,
    jsonb_build_object('link', case when v_grant then private.feature_path(v_request.feature)
                                    else private.feature_request_path(v_request.feature) end,
                       'feature_access_request_id', v_request.id, 'feature', v_request.feature));
  return v_request;
end
$$;

REVOKE ALL ON FUNCTION public.decide_feature_access(p_request_id uuid, p_grant boolean, p_comment text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.decide_feature_access(p_request_id uuid, p_grant boolean, p_comment text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.decide_feature_access(p_request_id uuid, p_grant boolean, p_comment text) TO authenticated;
GRANT ALL ON FUNCTION public.decide_feature_access(p_request_id uuid, p_grant boolean, p_comment text) TO service_role;

-- True when the caller may use the feature: a grant of theirs, or the developer role.
CREATE FUNCTION public.has_feature(p_feature text) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.has_role('team_member_developer')
      or exists (select 1 from public.team_member_feature f
                 where f.team_member_id = private.current_team_member_id() and f.feature = p_feature)
$$;

REVOKE ALL ON FUNCTION public.has_feature(p_feature text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.has_feature(p_feature text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.has_feature(p_feature text) TO authenticated;
GRANT ALL ON FUNCTION public.has_feature(p_feature text) TO service_role;

-- Withdraws a member's feature (same deciders as the requests, in a workspace the member belongs
-- to); the member is notified with a link to ask again. Security definer, as decide_feature_access.
CREATE FUNCTION public.revoke_feature(p_team_member_id uuid, p_feature text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_workspace uuid;
begin
  select tmw.workspace_id into v_workspace
  from public.team_member_workspace tmw
  where tmw.team_member_id = p_team_member_id and private.decides_feature_access(tmw.workspace_id)
  order by (tmw.workspace_id = private.current_workspace_id()) desc, tmw.workspace_id
  limit 1;
  if v_workspace is null then
    perform private.fail('Seuls les managers de niveau 3 ou plus et les développeurs du workspace décident des accès aux fonctionnalités',
                         'feature_access_decider', '42501');
  end if;
  delete from public.team_member_feature f where f.team_member_id = p_team_member_id and f.feature = p_feature;
  if not found then
    perform private.fail('Ce membre n''a pas cet accès', 'team_member_feature_missing');
  end if;
  perform private.notify_member(v_workspace, p_team_member_id, 'other',
    format('Votre accès à %s a été retiré', private.feature_label(p_feature)),
    jsonb_build_object('link', private.feature_request_path(p_feature), 'feature', p_feature));
end
$$;

REVOKE ALL ON FUNCTION public.revoke_feature(p_team_member_id uuid, p_feature text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.revoke_feature(p_team_member_id uuid, p_feature text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.revoke_feature(p_team_member_id uuid, p_feature text) TO authenticated;
GRANT ALL ON FUNCTION public.revoke_feature(p_team_member_id uuid, p_feature text) TO service_role;

-- ## Triggers

CREATE TRIGGER feature_access_request_prepare BEFORE INSERT ON public.feature_access_request FOR EACH ROW EXECUTE FUNCTION private.prepare_feature_access_request();

CREATE TRIGGER feature_access_request_notify AFTER INSERT ON public.feature_access_request FOR EACH ROW EXECUTE FUNCTION private.notify_feature_access_request();

-- ## RLS and policies

ALTER TABLE public.feature_access_request ENABLE ROW LEVEL SECURITY;

CREATE POLICY "feature_access_request: requesters can insert their own rows" ON public.feature_access_request FOR INSERT TO authenticated WITH CHECK (((team_member_id = ( SELECT private.current_team_member_id() AS current_team_member_id)) AND (workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[]))));

CREATE POLICY "feature_access_request: requesters can select their own rows" ON public.feature_access_request FOR SELECT TO authenticated USING ((team_member_id = ( SELECT private.current_team_member_id() AS current_team_member_id)));

CREATE POLICY "feature_access_request: deciders can select workspace rows" ON public.feature_access_request FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.is_feature_access_decider() AS is_feature_access_decider)));

ALTER TABLE public.team_member_feature ENABLE ROW LEVEL SECURITY;

CREATE POLICY "team_member_feature: members can select their own rows" ON public.team_member_feature FOR SELECT TO authenticated USING ((team_member_id = ( SELECT private.current_team_member_id() AS current_team_member_id)));

CREATE POLICY "team_member_feature: deciders can select workspace rows" ON public.team_member_feature FOR SELECT TO authenticated USING ((( SELECT private.is_feature_access_decider() AS is_feature_access_decider) AND (team_member_id IN ( SELECT tmw.team_member_id FROM public.team_member_workspace tmw WHERE (tmw.workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[]))))));
