-- A team member's calendar and mail account, connected through the provider's hosted OAuth
-- (Nylas v3; docs/configuration.md, « Agenda et messagerie ») from « Mon compte ». The flow runs in
-- the `calendar-connect` function, behind its adapter (supabase/functions/_shared/calendar/):
-- « Connecter mon agenda » asks public.begin_calendar_connection for a state bound to the member
-- (single use, 10 minutes) and sends the browser to the provider's authorization page; the
-- provider comes back to the app's /nylas-oauth/callback with a code and that state; the page has
-- the function claim the state (public.claim_calendar_connection_state: the caller's own, unused,
-- unexpired), exchange the code and record the grant (public.record_calendar_connection, service
-- role only). « Déconnecter » deletes the grant at the provider, then the row.
-- The member reads their own connection and nobody else's; the states and the provider's tokens
-- are the service role's alone.
-- Declarative schema, each object once: tables, indexes, RLS and policies, functions, then the
-- rows the schema owns. Change it here, then `npm run db:diff NAME` writes the migration (README,
-- « Changer le schéma »).

-- ## Tables

-- One member's connected account: the provider's grant, what « Mon compte » shows. One per member
-- (connecting again replaces it); one member per grant (the provider keeps one grant per address).
CREATE TABLE public.calendar_connection (
    user_id uuid NOT NULL,
    grant_id text NOT NULL,
    email text NOT NULL,
    provider text NOT NULL,
    connected_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT calendar_connection_grant_id CHECK (((char_length(grant_id) >= 1) AND (char_length(grant_id) <= 200))),
    CONSTRAINT calendar_connection_email CHECK (((email ~ '^[^@\s]+@[^@\s]+$'::text) AND (char_length(email) <= 254))),
    CONSTRAINT calendar_connection_provider CHECK ((provider ~ '^[a-z0-9-]{1,40}$'::text)),
    CONSTRAINT calendar_connection_pkey PRIMARY KEY (user_id)
);

ALTER TABLE ONLY public.calendar_connection
    ADD CONSTRAINT calendar_connection_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.auth_user(id) ON DELETE CASCADE;

COMMENT ON TABLE public.calendar_connection IS 'le compte d''agenda et de messagerie qu''un membre a connecté (Nylas) : son grant, son adresse, son fournisseur ; lu par son seul titulaire';

REVOKE ALL ON TABLE public.calendar_connection FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.calendar_connection TO authenticated;
GRANT ALL ON TABLE public.calendar_connection TO service_role;

-- The provider's tokens of a connection, apart from it: no policy and no grant but the service
-- role's, so that no member, not even its own, reads them.
CREATE TABLE public.calendar_connection_secret (
    user_id uuid NOT NULL,
    access_token text,
    refresh_token text,
    id_token text,
    scope text,
    expires_at timestamp with time zone,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT calendar_connection_secret_pkey PRIMARY KEY (user_id)
);

ALTER TABLE ONLY public.calendar_connection_secret
    ADD CONSTRAINT calendar_connection_secret_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.calendar_connection(user_id) ON DELETE CASCADE;

COMMENT ON TABLE public.calendar_connection_secret IS 'les jetons du fournisseur d''une connexion d''agenda : rôle de service seulement';

REVOKE ALL ON TABLE public.calendar_connection_secret FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.calendar_connection_secret TO service_role;

-- A connection under way: the OAuth state the provider sends back, bound to the member who asked,
-- the callback it was asked for, used once (used_at: claimed at the callback; connected_at: its
-- grant recorded), for 10 minutes. Written and read through the functions below only.
CREATE TABLE public.calendar_oauth_state (
    state text NOT NULL,
    user_id uuid NOT NULL,
    redirect_uri text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone DEFAULT (now() + '00:10:00'::interval) NOT NULL,
    used_at timestamp with time zone,
    connected_at timestamp with time zone,
    CONSTRAINT calendar_oauth_state_state CHECK (((char_length(state) >= 32) AND (char_length(state) <= 256))),
    CONSTRAINT calendar_oauth_state_redirect_uri CHECK (((redirect_uri ~ '^https?://[^/?#@\s]+/nylas-oauth/callback$'::text) AND (char_length(redirect_uri) <= 500))),
    CONSTRAINT calendar_oauth_state_pkey PRIMARY KEY (state)
);

ALTER TABLE ONLY public.calendar_oauth_state
    ADD CONSTRAINT calendar_oauth_state_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.auth_user(id) ON DELETE CASCADE;

COMMENT ON TABLE public.calendar_oauth_state IS 'les demandes de connexion d''agenda en cours : l''état OAuth lié au membre, à usage unique, 10 minutes ; rôle de service seulement';

REVOKE ALL ON TABLE public.calendar_oauth_state FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.calendar_oauth_state TO service_role;

-- ## Indexes

-- One member per grant: a grant already connected by another member is refused.
CREATE UNIQUE INDEX calendar_connection_grant_idx ON public.calendar_connection USING btree (grant_id);

-- A member's open requests (the cap of public.begin_calendar_connection), and the foreign key.
CREATE INDEX calendar_oauth_state_user_idx ON public.calendar_oauth_state USING btree (user_id, expires_at);

-- ## RLS and policies

ALTER TABLE public.calendar_connection ENABLE ROW LEVEL SECURITY;

CREATE POLICY "calendar_connection: users can select their own rows" ON public.calendar_connection FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

-- No policy: the service role alone (which bypasses RLS) reads and writes them.
ALTER TABLE public.calendar_connection_secret ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.calendar_oauth_state ENABLE ROW LEVEL SECURITY;

-- ## Functions

-- Starts a connection for the caller: a state of 256 random bits, bound to them, for the callback
-- they will come back to (the app's /nylas-oauth/callback, checked by the table), valid 10
-- minutes, at most 10 open at once. States expired for a day are swept here. Security definer:
-- the state table is the service role's; the member is auth.uid(), never a parameter.
CREATE FUNCTION public.begin_calendar_connection(p_redirect_uri text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_state text := translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_');
begin
  if private.current_team_member_id() is null then
    perform private.fail('Seuls les membres de l''équipe connectent un agenda', 'calendar_connection_member', '42501');
  end if;
  delete from public.calendar_oauth_state s where s.expires_at < now() - interval '1 day';
  if (select count(*) from public.calendar_oauth_state s
      where s.user_id = auth.uid() and s.used_at is null and s.expires_at > now()) >= 10 then
    perform private.fail('Trop de connexions d''agenda en cours : réessayez dans quelques minutes',
                         'calendar_oauth_state_limit', 'PT429');
  end if;
  insert into public.calendar_oauth_state (state, user_id, redirect_uri)
  values (v_state, auth.uid(), btrim(coalesce(p_redirect_uri, '')));
  return v_state;
end
$$;

REVOKE ALL ON FUNCTION public.begin_calendar_connection(p_redirect_uri text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.begin_calendar_connection(p_redirect_uri text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.begin_calendar_connection(p_redirect_uri text) TO authenticated;
GRANT ALL ON FUNCTION public.begin_calendar_connection(p_redirect_uri text) TO service_role;

-- Takes a state back at the callback, before the code is used: the caller's own (another member's
-- is unknown to them), not used yet, not expired; used from then on, whatever the provider answers
-- next. Returns the callback the code was issued for (the token exchange repeats it). The refusal
-- says which (HTTP 404 unknown, 409 used, 410 expired). Security definer, as above.
CREATE FUNCTION public.claim_calendar_connection_state(p_state text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_state public.calendar_oauth_state;
begin
  select s.* into v_state from public.calendar_oauth_state s
  where s.state = p_state and s.user_id = auth.uid()
  for update;
  if v_state.state is null then
    perform private.fail('Cette demande de connexion d''agenda est inconnue : recommencez depuis « Mon compte »',
                         'calendar_oauth_state_unknown', 'PT404');
  end if;
  if v_state.used_at is not null then
    perform private.fail('Cette demande de connexion d''agenda a déjà servi : recommencez depuis « Mon compte »',
                         'calendar_oauth_state_used', 'PT409');
  end if;
  if v_state.expires_at <= now() then
    perform private.fail('Cette demande de connexion d''agenda a expiré (10 minutes) : recommencez depuis « Mon compte »',
                         'calendar_oauth_state_expired', 'PT410');
  end if;
  update public.calendar_oauth_state s set used_at = now() where s.state = v_state.state;
  return v_state.redirect_uri;
end
$$;

REVOKE ALL ON FUNCTION public.claim_calendar_connection_state(p_state text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.claim_calendar_connection_state(p_state text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_calendar_connection_state(p_state text) TO authenticated;
GRANT ALL ON FUNCTION public.claim_calendar_connection_state(p_state text) TO service_role;

-- Records the grant the provider gave for a claimed state (service role only: the calendar-connect
-- function, right after the token exchange): the state's member gets it as their one connection
-- (an earlier one replaced: the function revokes its grant at the provider), its tokens apart. A
-- state is recorded once, within 10 minutes of its claim; a grant another member holds is refused.
CREATE FUNCTION public.record_calendar_connection(p_state text, p_grant_id text, p_email text, p_provider text, p_tokens jsonb DEFAULT '{}'::jsonb) RETURNS public.calendar_connection
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_state public.calendar_oauth_state;
  v_row public.calendar_connection;
  v_tokens jsonb := coalesce(p_tokens, '{}'::jsonb);
begin
  select s.* into v_state from public.calendar_oauth_state s where s.state = p_state for update;
  if v_state.state is null or v_state.used_at is null or v_state.connected_at is not null
     or v_state.used_at < now() - interval '10 minutes' then
    perform private.fail('Cette demande de connexion d''agenda n''attend plus de réponse du fournisseur : recommencez depuis « Mon compte »',
                         'calendar_oauth_state_unclaimed', 'PT409');
  end if;
  if exists (select 1 from public.calendar_connection c
             where c.grant_id = btrim(p_grant_id) and c.user_id <> v_state.user_id) then
    perform private.fail('Ce compte d''agenda est déjà connecté par un autre membre de l''équipe',
                         'calendar_connection_grant_idx', '23505');
  end if;
  update public.calendar_oauth_state s set connected_at = now() where s.state = v_state.state;
  insert into public.calendar_connection (user_id, grant_id, email, provider, connected_at)
  values (v_state.user_id, btrim(p_grant_id), lower(btrim(p_email)), lower(btrim(p_provider)), now())
  on conflict (user_id) do update
    set grant_id = excluded.grant_id, email = excluded.email, provider = excluded.provider,
        connected_at = excluded.connected_at
  returning * into v_row;
  insert into public.calendar_connection_secret (user_id, access_token, refresh_token, id_token, scope, expires_at, updated_at)
  values (v_row.user_id, v_tokens->>'access_token', v_tokens->>'refresh_token', v_tokens->>'id_token',
          v_tokens->>'scope',
          case when (v_tokens->>'expires_in') ~ '^[0-9]{1,9}$'
               then now() + make_interval(secs => (v_tokens->>'expires_in')::int) end,
          now())
  on conflict (user_id) do update
    set access_token = excluded.access_token, refresh_token = excluded.refresh_token,
        id_token = excluded.id_token, scope = excluded.scope, expires_at = excluded.expires_at,
        updated_at = excluded.updated_at;
  return v_row;
end
$$;

REVOKE ALL ON FUNCTION public.record_calendar_connection(p_state text, p_grant_id text, p_email text, p_provider text, p_tokens jsonb) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.record_calendar_connection(p_state text, p_grant_id text, p_email text, p_provider text, p_tokens jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_calendar_connection(p_state text, p_grant_id text, p_email text, p_provider text, p_tokens jsonb) TO service_role;

-- ## Rows

-- None: the connections are the members' own, the states and tokens the function's.
