-- Push marketing (issue 33; docs/rules/talents-documents.md#push-marketing): the agency proposes
-- available top profiles, as their anonymous resumes, to client contacts who did not ask. A
-- campaign (subject, body with variables, the talents proposed) goes to its recipients (one row
-- per contact, with the token of its one-click links « Je suis intéressé » and « Se désabonner »);
-- the marketing opt-outs of contacts and talents (contact/talent.marketing_opt_out_at) are
-- honoured by these campaigns and by the scheduled e-mails.

-- ## Types

CREATE TYPE public.push_campaign_status AS ENUM (
    'draft',
    'scheduled',
    'sending',
    'sent',
    'canceled'
);

CREATE TYPE public.push_recipient_status AS ENUM (
    'pending',
    'sent',
    'bounced',
    'failed',
    'opted_out'
);

-- ## Tables

-- A campaign: the template is filled per recipient at sending (private.deliver_push_campaign);
-- the counts are written by the sending and by the recipients' answers only.
CREATE TABLE public.push_campaign (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    name text NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    talent_ids uuid[] DEFAULT '{}'::uuid[] NOT NULL,
    hiring_pool_id uuid,
    base_url text,
    status public.push_campaign_status DEFAULT 'draft'::public.push_campaign_status NOT NULL,
    status_changed_at timestamp with time zone,
    status_comment text,
    scheduled_at timestamp with time zone,
    sent_at timestamp with time zone,
    canceled_at timestamp with time zone,
    recipients_count integer DEFAULT 0 NOT NULL,
    sent_count integer DEFAULT 0 NOT NULL,
    failed_count integer DEFAULT 0 NOT NULL,
    opted_out_count integer DEFAULT 0 NOT NULL,
    interested_count integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT push_campaign_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(name) <= 200))),
    CONSTRAINT push_campaign_subject_length CHECK (((char_length(btrim(subject)) >= 1) AND (char_length(subject) <= 200))),
    CONSTRAINT push_campaign_body_length CHECK (((char_length(btrim(body)) >= 1) AND (char_length(body) <= 20000))),
    CONSTRAINT push_campaign_talents CHECK ((cardinality(talent_ids) <= 10)),
    CONSTRAINT push_campaign_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.push_campaign
    ADD CONSTRAINT push_campaign_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.push_campaign
    ADD CONSTRAINT push_campaign_hiring_pool_id_fkey FOREIGN KEY (hiring_pool_id) REFERENCES public.hiring_pool(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.push_campaign
    ADD CONSTRAINT push_campaign_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.push_campaign
    ADD CONSTRAINT push_campaign_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

COMMENT ON COLUMN public.push_campaign.body IS 'template: {prenom}, {nom}, {entreprise}, {metier} of the contact, {profils} the proposed profiles';

COMMENT ON COLUMN public.push_campaign.base_url IS 'the application''s address the one-click links start with';

REVOKE ALL ON TABLE public.push_campaign FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.push_campaign TO authenticated;
GRANT ALL ON TABLE public.push_campaign TO service_role;

-- One contact of a campaign; token_hash is the SHA-256 of the token its mail carries (written at sending).
CREATE TABLE public.push_campaign_recipient (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid DEFAULT private.current_workspace_id() NOT NULL,
    campaign_id uuid NOT NULL,
    contact_id uuid NOT NULL,
    email text,
    status public.push_recipient_status DEFAULT 'pending'::public.push_recipient_status NOT NULL,
    token_hash text,
    sent_at timestamp with time zone,
    interested_at timestamp with time zone,
    order_requested_at timestamp with time zone,
    mission_id uuid,
    unsubscribed_at timestamp with time zone,
    failure_reason text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT push_campaign_recipient_pkey PRIMARY KEY (id),
    CONSTRAINT push_campaign_recipient_contact_key UNIQUE (campaign_id, contact_id),
    CONSTRAINT push_campaign_recipient_token_key UNIQUE (token_hash)
);

ALTER TABLE ONLY public.push_campaign_recipient
    ADD CONSTRAINT push_campaign_recipient_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.push_campaign(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.push_campaign_recipient
    ADD CONSTRAINT push_campaign_recipient_contact_id_fkey FOREIGN KEY (contact_id) REFERENCES public.contact(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.push_campaign_recipient
    ADD CONSTRAINT push_campaign_recipient_mission_id_fkey FOREIGN KEY (mission_id) REFERENCES public.mission(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.push_campaign_recipient
    ADD CONSTRAINT push_campaign_recipient_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.push_campaign_recipient FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.push_campaign_recipient TO authenticated;
GRANT ALL ON TABLE public.push_campaign_recipient TO service_role;

-- The unsubscribe links of the scheduled e-mails to talents (one per mail sent), by the token's SHA-256.
CREATE TABLE public.talent_unsubscribe_token (
    token_hash text NOT NULL,
    workspace_id uuid NOT NULL,
    talent_id uuid NOT NULL,
    scheduled_email_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT talent_unsubscribe_token_pkey PRIMARY KEY (token_hash)
);

ALTER TABLE ONLY public.talent_unsubscribe_token
    ADD CONSTRAINT talent_unsubscribe_token_talent_id_fkey FOREIGN KEY (talent_id) REFERENCES public.talent(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.talent_unsubscribe_token
    ADD CONSTRAINT talent_unsubscribe_token_scheduled_email_id_fkey FOREIGN KEY (scheduled_email_id) REFERENCES public.scheduled_email(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.talent_unsubscribe_token
    ADD CONSTRAINT talent_unsubscribe_token_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

REVOKE ALL ON TABLE public.talent_unsubscribe_token FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.talent_unsubscribe_token TO service_role;

-- ## Indexes

CREATE INDEX push_campaign_workspace_status_idx ON public.push_campaign USING btree (workspace_id, status);

CREATE INDEX push_campaign_created_by_idx ON public.push_campaign USING btree (created_by);

CREATE INDEX push_campaign_updated_by_idx ON public.push_campaign USING btree (updated_by);

CREATE INDEX push_campaign_hiring_pool_id_idx ON public.push_campaign USING btree (hiring_pool_id);

-- The scheduler's due campaigns.
CREATE INDEX push_campaign_due_idx ON public.push_campaign USING btree (scheduled_at) WHERE (status = ANY (ARRAY['scheduled'::public.push_campaign_status, 'sending'::public.push_campaign_status]));

CREATE INDEX push_campaign_recipient_contact_id_idx ON public.push_campaign_recipient USING btree (contact_id);

CREATE INDEX push_campaign_recipient_mission_id_idx ON public.push_campaign_recipient USING btree (mission_id);

CREATE INDEX push_campaign_recipient_workspace_id_idx ON public.push_campaign_recipient USING btree (workspace_id);

CREATE INDEX talent_unsubscribe_token_talent_id_idx ON public.talent_unsubscribe_token USING btree (talent_id);

CREATE INDEX talent_unsubscribe_token_scheduled_email_id_idx ON public.talent_unsubscribe_token USING btree (scheduled_email_id);

CREATE INDEX talent_unsubscribe_token_workspace_id_idx ON public.talent_unsubscribe_token USING btree (workspace_id);

-- ## Functions

-- A template with its {variables} replaced (a missing value becomes empty), e.g. {prenom}.
CREATE FUNCTION private.fill_template(p_text text, p_values jsonb) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  v_text text := coalesce(p_text, '');
  v_key text;
  v_value text;
begin
  for v_key, v_value in select e.key, e.value from jsonb_each_text(coalesce(p_values, '{}'::jsonb)) e loop
    v_text := replace(v_text, '{' || v_key || '}', coalesce(v_value, ''));
  end loop;
  return v_text;
end
$$;

REVOKE ALL ON FUNCTION private.fill_template(p_text text, p_values jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.fill_template(p_text text, p_values jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.fill_template(p_text text, p_values jsonb) TO service_role;

-- A fresh token for a one-click link (URL-safe base64 of 32 random bytes).
CREATE FUNCTION private.new_link_token() RETURNS text
    LANGUAGE sql VOLATILE
    SET search_path TO ''
    AS $$
  select translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_')
$$;

REVOKE ALL ON FUNCTION private.new_link_token() FROM PUBLIC;
GRANT ALL ON FUNCTION private.new_link_token() TO authenticated;
GRANT ALL ON FUNCTION private.new_link_token() TO service_role;

-- The request's Origin when it is an address the links may start with (http(s), host, port), else null.
CREATE FUNCTION private.request_origin() RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
declare
  v_origin text := coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb) ->> 'origin';
begin
  return case when v_origin ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?/?$' then rtrim(v_origin, '/') end;
end
$_$;

REVOKE ALL ON FUNCTION private.request_origin() FROM PUBLIC;
GRANT ALL ON FUNCTION private.request_origin() TO authenticated;
GRANT ALL ON FUNCTION private.request_origin() TO service_role;

-- The address the one-click links start with: the stored one, else the request's Origin, else the
-- local server's default address (rows written by the system, e.g. the seed).
CREATE FUNCTION private.marketing_link_base(p_stored text) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(rtrim(p_stored, '/'), private.request_origin(), 'http://localhost:8080')
$$;

REVOKE ALL ON FUNCTION private.marketing_link_base(p_stored text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.marketing_link_base(p_stored text) TO authenticated;
GRANT ALL ON FUNCTION private.marketing_link_base(p_stored text) TO service_role;

-- contact.marketing_opt_out (the historic flag) and marketing_opt_out_at (since when) say the same:
-- whichever the write changed sets the other.
CREATE FUNCTION private.sync_contact_marketing_opt_out() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'UPDATE' and new.marketing_opt_out_at is distinct from old.marketing_opt_out_at then
    new.marketing_opt_out := new.marketing_opt_out_at is not null;
  elsif tg_op = 'INSERT' and new.marketing_opt_out_at is not null then
    new.marketing_opt_out := true;
  elsif new.marketing_opt_out then
    new.marketing_opt_out_at := coalesce(new.marketing_opt_out_at, now());
  else
    new.marketing_opt_out_at := null;
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.sync_contact_marketing_opt_out() FROM PUBLIC;
GRANT ALL ON FUNCTION private.sync_contact_marketing_opt_out() TO authenticated;
GRANT ALL ON FUNCTION private.sync_contact_marketing_opt_out() TO service_role;

-- A campaign's rules: members change its content and status (by the status_transition moves) only
-- before the sending; the counts, the sending's dates and the link base are the system's; a
-- programmed date is at least the minimum delay ahead and outside the quiet hours, like a
-- scheduled e-mail's (private.scheduled_email_may_send_at).
CREATE FUNCTION private.prepare_push_campaign() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_system boolean := private.is_system() or current_setting('renfort.actor', true) = 'system';
  v_start numeric := private.required_legal_value('scheduled_email_quiet_start_hour');
  v_end numeric := private.required_legal_value('scheduled_email_quiet_end_hour');
  v_delay numeric := private.required_legal_value('scheduled_email_min_delay_minutes');
begin
  if tg_op = 'INSERT' then
    new.base_url := coalesce(new.base_url, private.request_origin());
  end if;
  if new.base_url is not null then
    new.base_url := private.checked_base_url(new.base_url);
  end if;
  if not v_system then
    if tg_op = 'INSERT' then
      new.recipients_count := 0; new.sent_count := 0; new.failed_count := 0;
      new.opted_out_count := 0; new.interested_count := 0; new.sent_at := null;
      if new.status not in ('draft', 'scheduled') then
        perform private.fail('Une campagne se crée en brouillon ou programmée', 'push_campaign_initial_status');
      end if;
    else
      if old.status not in ('draft', 'scheduled')
         and (new.name, new.subject, new.body, new.talent_ids, new.scheduled_at, new.hiring_pool_id)
             is distinct from (old.name, old.subject, old.body, old.talent_ids, old.scheduled_at, old.hiring_pool_id) then
        perform private.fail('Une campagne envoyée ou annulée ne se modifie plus', 'push_campaign_locked');
      end if;
      new.recipients_count := old.recipients_count; new.sent_count := old.sent_count;
      new.failed_count := old.failed_count; new.opted_out_count := old.opted_out_count;
      new.interested_count := old.interested_count; new.sent_at := old.sent_at;
    end if;
    if new.status = 'scheduled' and (tg_op = 'INSERT' or new.status is distinct from old.status
                                     or new.scheduled_at is distinct from old.scheduled_at) then
      if new.scheduled_at is null then
        perform private.fail('La date d''envoi est obligatoire pour programmer la campagne', 'push_campaign_scheduled_at');
      end if;
      if new.scheduled_at < now() + make_interval(mins => v_delay::integer) then
        perform private.fail(format('L''envoi doit être programmé au moins %s minutes à l''avance', v_delay::integer), 'push_campaign_min_delay');
      end if;
      if not private.scheduled_email_may_send_at(new.scheduled_at) then
        perform private.fail(format('Pas d''envoi entre %s h et %s h ni le dimanche (heure de Paris)', v_start::integer, v_end::integer), 'push_campaign_quiet_hours');
      end if;
    end if;
  end if;
  if new.status = 'canceled' and (tg_op = 'INSERT' or old.status <> 'canceled') then
    new.canceled_at := now();
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.prepare_push_campaign() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_push_campaign() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_push_campaign() TO service_role;

-- A recipient belongs to its campaign's workspace and takes its contact's address; members add and
-- remove recipients only before the sending, and never write what the sending or the links record.
CREATE FUNCTION private.prepare_push_campaign_recipient() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_system boolean := private.is_system() or current_setting('renfort.actor', true) = 'system';
  v_campaign public.push_campaign;
begin
  select c.* into v_campaign from public.push_campaign c where c.id = coalesce(new.campaign_id, old.campaign_id);
  if tg_op = 'DELETE' then
    if not v_system and v_campaign.status not in ('draft', 'scheduled') then
      perform private.fail('Les destinataires d''une campagne envoyée ne se modifient plus', 'push_campaign_locked');
    end if;
    return old;
  end if;
  if not v_system then
    if v_campaign.status not in ('draft', 'scheduled') then
      perform private.fail('Les destinataires d''une campagne envoyée ne se modifient plus', 'push_campaign_locked');
    end if;
    if tg_op = 'UPDATE' and (new.campaign_id, new.contact_id) is distinct from (old.campaign_id, old.contact_id) then
      perform private.fail('Un destinataire ne change pas de campagne ni de contact', 'push_campaign_recipient_fixed');
    end if;
    new.status := 'pending'; new.token_hash := null; new.sent_at := null; new.interested_at := null;
    new.order_requested_at := null; new.mission_id := null; new.unsubscribed_at := null; new.failure_reason := null;
  end if;
  new.workspace_id := v_campaign.workspace_id;
  if not exists (select 1 from public.contact ct where ct.id = new.contact_id and ct.workspace_id = v_campaign.workspace_id) then
    perform private.fail('Le contact n''appartient pas au workspace de la campagne', 'push_campaign_recipient_workspace');
  end if;
  if new.status = 'pending' then
    new.email := (select lower(btrim(ct.email)) from public.contact ct where ct.id = new.contact_id);
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.prepare_push_campaign_recipient() FROM PUBLIC;
GRANT ALL ON FUNCTION private.prepare_push_campaign_recipient() TO authenticated;
GRANT ALL ON FUNCTION private.prepare_push_campaign_recipient() TO service_role;

-- The proposed talents that have no anonymous resume yet, by name (the sending attaches each one's
-- newest; talent_anonymous_document is read dynamically: it belongs to the anonymous documents' part).
CREATE FUNCTION private.push_campaign_missing_resumes(p_talent_ids uuid[]) RETURNS text[]
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_missing text[];
begin
  if to_regclass('public.talent_anonymous_document') is null then
    select coalesce(array_agg(concat_ws(' ', t.first_name, t.last_name) order by t.last_name, t.first_name), '{}')
    into v_missing from public.talent t where t.id = any (p_talent_ids);
    return v_missing;
  end if;
  execute $q$
    select coalesce(array_agg(concat_ws(' ', t.first_name, t.last_name) order by t.last_name, t.first_name), '{}')
    from public.talent t
    where t.id = any ($1)
      and not exists (select 1 from public.talent_anonymous_document d where d.talent_id = t.id and d.kind = 'resume')
  $q$ into v_missing using p_talent_ids;
  return v_missing;
end
$$;

REVOKE ALL ON FUNCTION private.push_campaign_missing_resumes(p_talent_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.push_campaign_missing_resumes(p_talent_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.push_campaign_missing_resumes(p_talent_ids uuid[]) TO service_role;

-- The anonymous profiles of a campaign, as its mails describe them (job, experience, availability,
-- département: never a name) and as their attachments (each talent's newest anonymous resume).
CREATE FUNCTION private.push_campaign_profiles(p_talent_ids uuid[]) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_text text;
  v_attachments jsonb := '[]'::jsonb;
begin
  select string_agg(format('- Profil %s : %s%s%s%s', p.n, coalesce(p.job, 'Profil BTP'),
                           coalesce(', ' || p.years || ' ans d''expérience', ''),
                           case when p.available then ', disponible' else coalesce(', disponible à partir du ' || to_char(p.available_from, 'DD/MM/YYYY'), '') end,
                           coalesce(', département ' || p.department, '')), E'\n' order by p.n)
  into v_text
  from (
    select row_number() over (order by u.ord) as n,
           (select j.name from public.talent_job tj join public.job j on j.id = tj.job_id
            where tj.talent_id = t.id order by tj.is_main desc, tj.created_at limit 1) as job,
           (select tj.experience_years from public.talent_job tj where tj.talent_id = t.id order by tj.is_main desc, tj.created_at limit 1) as years,
           t.availability_status = 'available' as available, t.available_from,
           (select a.department_code from public.address a where a.id = t.address_id) as department
    from unnest(p_talent_ids) with ordinality as u(id, ord)
    join public.talent t on t.id = u.id
  ) p;
  if to_regclass('public.talent_anonymous_document') is not null then
    execute $q$
      select coalesce(jsonb_agg(jsonb_build_object('bucket', 'anonymous-documents', 'path', d.storage_path,
                                                   'filename', format('profil-%s.pdf', u.ord)) order by u.ord), '[]'::jsonb)
      from unnest($1) with ordinality as u(id, ord)
      cross join lateral (select x.storage_path from public.talent_anonymous_document x
                          where x.talent_id = u.id and x.kind = 'resume' order by x.created_at desc, x.id desc limit 1) d
    $q$ into v_attachments using p_talent_ids;
  end if;
  return jsonb_build_object('text', coalesce(v_text, ''), 'attachments', v_attachments);
end
$_$;

REVOKE ALL ON FUNCTION private.push_campaign_profiles(p_talent_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.push_campaign_profiles(p_talent_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.push_campaign_profiles(p_talent_ids uuid[]) TO service_role;

-- Sends up to p_limit pending recipients of a campaign being sent: one mail each (the template
-- filled with the contact's values, the profiles, the « Intéressé » and unsubscribe links, the
-- resumes attached), opted-out contacts and addresses the outbox refuses skipped and counted;
-- the campaign becomes sent with its last recipient. Returns {sent, remaining}.
CREATE FUNCTION private.deliver_push_campaign(p_id uuid, p_now timestamp with time zone, p_limit integer) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_campaign public.push_campaign;
  v_profiles jsonb;
  v_base text;
  v_row record;
  v_token text;
  v_values jsonb;
  v_body text;
  v_link text;
  v_sent integer := 0;
  v_processed integer := 0;
  v_remaining integer;
  v_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  select c.* into v_campaign from public.push_campaign c where c.id = p_id and c.status = 'sending' for update;
  if not found then
    return jsonb_build_object('sent', 0, 'processed', 0, 'remaining', 0);
  end if;
  perform set_config('renfort.actor', 'system', true);
  v_profiles := private.push_campaign_profiles(v_campaign.talent_ids);
  v_base := private.marketing_link_base(v_campaign.base_url);
  for v_row in
    select r.id, r.email, ct.first_name, ct.last_name, ct.job_title, ct.marketing_opt_out_at, co.name as company
    from public.push_campaign_recipient r
    join public.contact ct on ct.id = r.contact_id
    join public.company co on co.id = ct.company_id
    where r.campaign_id = p_id and r.status = 'pending'
    order by r.created_at, r.id
    limit greatest(coalesce(p_limit, 25), 1)
    for update of r skip locked
  loop
    v_processed := v_processed + 1;
    if v_row.marketing_opt_out_at is not null then
      update public.push_campaign_recipient set status = 'opted_out' where id = v_row.id;
      continue;
    end if;
    if v_row.email is null or v_row.email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(v_row.email) > 254 then
      update public.push_campaign_recipient set status = 'failed', failure_reason = 'Le contact n''a pas d''adresse e-mail valide'
      where id = v_row.id;
      continue;
    end if;
    v_token := private.new_link_token();
    v_link := v_base || '/functions/v1/push-links/interested?token=' || v_token;
    v_values := jsonb_build_object('prenom', v_row.first_name, 'nom', v_row.last_name, 'entreprise', v_row.company,
                                   'metier', v_row.job_title, 'profils', v_profiles ->> 'text');
    v_body := private.fill_template(v_campaign.body, v_values);
    if position('{profils}' in v_campaign.body) = 0 then
      v_body := v_body || E'\n\n' || (v_profiles ->> 'text');
    end if;
    v_body := v_body || E'\n\nJe suis intéressé(e) : ' || v_link
              || E'\nJe suis intéressé(e) et je souhaite passer commande : ' || v_link || '&order=1'
              || E'\n\nVous ne souhaitez plus recevoir nos propositions de profils ? Se désabonner : '
              || v_base || '/functions/v1/push-links/unsubscribe?token=' || v_token;
    insert into public.mail_outbox (workspace_id, recipient, subject, body, link, kind, entity, entity_id, attachments, created_at)
    values (v_campaign.workspace_id, v_row.email, private.fill_template(v_campaign.subject, v_values), v_body, v_link,
            'push_campaign', 'push_campaign_recipient', v_row.id, v_profiles -> 'attachments', p_now);
    update public.push_campaign_recipient set status = 'sent', sent_at = p_now, token_hash = private.sha256_hex(v_token)
    where id = v_row.id;
    v_sent := v_sent + 1;
  end loop;
  select count(*) into v_remaining from public.push_campaign_recipient r where r.campaign_id = p_id and r.status = 'pending';
  perform private.count_push_campaign(p_id);
  if v_remaining = 0 then
    update public.push_campaign c set status = 'sent', sent_at = p_now where c.id = p_id;
  end if;
  perform set_config('renfort.actor', v_actor, true);
  return jsonb_build_object('sent', v_sent, 'processed', v_processed, 'remaining', v_remaining);
end
$_$;

REVOKE ALL ON FUNCTION private.deliver_push_campaign(p_id uuid, p_now timestamp with time zone, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.deliver_push_campaign(p_id uuid, p_now timestamp with time zone, p_limit integer) TO authenticated;
GRANT ALL ON FUNCTION private.deliver_push_campaign(p_id uuid, p_now timestamp with time zone, p_limit integer) TO service_role;

-- Moves a campaign to « En cours d'envoi » (the system's move) once its talents all have an
-- anonymous resume and it has recipients; the French refusals name what is missing.
CREATE FUNCTION private.start_push_campaign(p_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_campaign public.push_campaign;
  v_missing text[];
  v_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  select c.* into v_campaign from public.push_campaign c where c.id = p_id for update;
  if cardinality(v_campaign.talent_ids) = 0 then
    perform private.fail('Choisissez au moins un profil à proposer', 'push_campaign_no_talent');
  end if;
  v_missing := private.push_campaign_missing_resumes(v_campaign.talent_ids);
  if cardinality(v_missing) > 0 then
    perform private.fail(format('Pas de CV anonyme pour : %s', array_to_string(v_missing, ', ')), 'push_campaign_missing_resume');
  end if;
  if not exists (select 1 from public.push_campaign_recipient r where r.campaign_id = p_id) then
    perform private.fail('Choisissez au moins un contact destinataire', 'push_campaign_no_recipient');
  end if;
  perform set_config('renfort.actor', 'system', true);
  update public.push_campaign set status = 'sending' where id = p_id;
  perform set_config('renfort.actor', v_actor, true);
end
$$;

REVOKE ALL ON FUNCTION private.start_push_campaign(p_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.start_push_campaign(p_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.start_push_campaign(p_id uuid) TO service_role;

-- A campaign's counts from its recipients (written as the system: members never write them).
CREATE FUNCTION private.count_push_campaign(p_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  perform set_config('renfort.actor', 'system', true);
  update public.push_campaign c
  set recipients_count = s.total, sent_count = s.sent, failed_count = s.failed, opted_out_count = s.opted_out,
      interested_count = s.interested
  from (select count(*) as total,
               count(*) filter (where r.status = 'sent') as sent,
               count(*) filter (where r.status in ('failed', 'bounced')) as failed,
               count(*) filter (where r.status = 'opted_out') as opted_out,
               count(*) filter (where r.interested_at is not null) as interested
        from public.push_campaign_recipient r where r.campaign_id = p_id) s
  where c.id = p_id;
  perform set_config('renfort.actor', v_actor, true);
end
$$;

REVOKE ALL ON FUNCTION private.count_push_campaign(p_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.count_push_campaign(p_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.count_push_campaign(p_id uuid) TO service_role;

-- A push mail that did not reach its contact (the relay gave up after its last attempt, or the
-- recipient's server refused it): the recipient, still « Envoyé », becomes « Échec » or « Non
-- distribué » with the reason, and its campaign is recounted (failed_count counts both). Written
-- as the system (the recipient's trigger lets only the system set a status). Called by
-- public.mail_outbox_mark and public.mail_outbox_bounce; idempotent.
CREATE FUNCTION private.push_recipient_mail_failed(p_recipient_id uuid, p_status public.push_recipient_status, p_reason text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_campaign uuid;
  v_actor text := coalesce(current_setting('renfort.actor', true), '');
begin
  perform set_config('renfort.actor', 'system', true);
  update public.push_campaign_recipient r set status = p_status, failure_reason = left(p_reason, 1000)
  where r.id = p_recipient_id and r.status = 'sent'
  returning r.campaign_id into v_campaign;
  if v_campaign is not null then
    perform private.count_push_campaign(v_campaign);
  end if;
  perform set_config('renfort.actor', v_actor, true);
end
$$;

REVOKE ALL ON FUNCTION private.push_recipient_mail_failed(p_recipient_id uuid, p_status public.push_recipient_status, p_reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.push_recipient_mail_failed(p_recipient_id uuid, p_status public.push_recipient_status, p_reason text) TO service_role;

-- A recipient's complaint (they reported the mail as spam; the mail-events webhook, service role
-- only): whoever got a marketing mail is opted out of the marketing mails — a push campaign's
-- contact, or, for a scheduled e-mail, the workspace's talents with that address. Other mails
-- (signature links, invoices) are only marked. Idempotent. Returns {found, opted_out}.
CREATE FUNCTION public.mail_outbox_complaint(p_provider_message_id text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_row public.mail_outbox;
  v_actor text := coalesce(current_setting('renfort.actor', true), '');
  v_count integer := 0;
begin
  if coalesce(btrim(p_provider_message_id), '') = '' then
    return jsonb_build_object('found', false, 'opted_out', 0);
  end if;
  select o.* into v_row from public.mail_outbox o
  where o.provider_message_id = btrim(p_provider_message_id)
  order by o.seq desc limit 1
  for update;
  if not found then
    return jsonb_build_object('found', false, 'opted_out', 0);
  end if;
  update public.mail_outbox o set complained_at = coalesce(o.complained_at, now()) where o.id = v_row.id;
  perform set_config('renfort.actor', 'system', true);
  if v_row.entity = 'push_campaign_recipient' then
    update public.contact ct set marketing_opt_out_at = now()
    from public.push_campaign_recipient r
    where r.id = v_row.entity_id and ct.id = r.contact_id and ct.marketing_opt_out_at is null;
    get diagnostics v_count = row_count;
  elsif v_row.entity = 'scheduled_email' then
    update public.talent t set marketing_opt_out_at = now()
    where t.workspace_id = v_row.workspace_id and lower(btrim(t.email)) = lower(v_row.recipient)
      and t.marketing_opt_out_at is null;
    get diagnostics v_count = row_count;
  end if;
  perform set_config('renfort.actor', v_actor, true);
  return jsonb_build_object('found', true, 'opted_out', v_count);
end
$$;

REVOKE ALL ON FUNCTION public.mail_outbox_complaint(p_provider_message_id text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.mail_outbox_complaint(p_provider_message_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.mail_outbox_complaint(p_provider_message_id text) TO service_role;

-- Saves a campaign and its recipients in one call (the composer): p_values are the campaign's
-- columns (with id to update a draft or a programmed one), p_contact_ids its recipients, replaced.
-- Security invoker: RLS decides who writes campaigns.
CREATE FUNCTION public.save_push_campaign(p_values jsonb, p_contact_ids uuid[]) RETURNS public.push_campaign
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_id uuid := nullif(p_values ->> 'id', '')::uuid;
  v_row public.push_campaign;
begin
  if v_id is null then
    insert into public.push_campaign (name, subject, body, talent_ids, hiring_pool_id, base_url, status, scheduled_at)
    values (p_values ->> 'name', p_values ->> 'subject', p_values ->> 'body',
            coalesce(array(select jsonb_array_elements_text(p_values -> 'talent_ids'))::uuid[], '{}'),
            nullif(p_values ->> 'hiring_pool_id', '')::uuid, nullif(p_values ->> 'base_url', ''),
            coalesce(nullif(p_values ->> 'status', ''), 'draft')::public.push_campaign_status,
            nullif(p_values ->> 'scheduled_at', '')::timestamptz)
    returning * into v_row;
  else
    update public.push_campaign c
    set name = p_values ->> 'name', subject = p_values ->> 'subject', body = p_values ->> 'body',
        talent_ids = coalesce(array(select jsonb_array_elements_text(p_values -> 'talent_ids'))::uuid[], '{}'),
        hiring_pool_id = nullif(p_values ->> 'hiring_pool_id', '')::uuid,
        base_url = coalesce(nullif(p_values ->> 'base_url', ''), c.base_url),
        status = coalesce(nullif(p_values ->> 'status', ''), c.status::text)::public.push_campaign_status,
        scheduled_at = nullif(p_values ->> 'scheduled_at', '')::timestamptz
    where c.id = v_id
    returning * into v_row;
    if not found then
      perform private.fail('Campagne introuvable', 'push_campaign_not_found', 'P0002');
    end if;
  end if;
  delete from public.push_campaign_recipient r where r.campaign_id = v_row.id and not (r.contact_id = any (coalesce(p_contact_ids, '{}')));
  insert into public.push_campaign_recipient (campaign_id, contact_id)
  select v_row.id, c from unnest(coalesce(p_contact_ids, '{}')) as c
  on conflict (campaign_id, contact_id) do nothing;
  if v_row.status = 'scheduled' then
    -- programmed: the same checks as a sending now, so that the scheduler finds it sendable
    if cardinality(private.push_campaign_missing_resumes(v_row.talent_ids)) > 0 then
      perform private.fail(format('Pas de CV anonyme pour : %s', array_to_string(private.push_campaign_missing_resumes(v_row.talent_ids), ', ')), 'push_campaign_missing_resume');
    end if;
    if cardinality(v_row.talent_ids) = 0 then
      perform private.fail('Choisissez au moins un profil à proposer', 'push_campaign_no_talent');
    end if;
    if coalesce(cardinality(p_contact_ids), 0) = 0 then
      perform private.fail('Choisissez au moins un contact destinataire', 'push_campaign_no_recipient');
    end if;
  end if;
  perform private.count_push_campaign(v_row.id);
  select c.* into v_row from public.push_campaign c where c.id = v_row.id;
  return v_row;
end
$$;

REVOKE ALL ON FUNCTION public.save_push_campaign(p_values jsonb, p_contact_ids uuid[]) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.save_push_campaign(p_values jsonb, p_contact_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_push_campaign(p_values jsonb, p_contact_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.save_push_campaign(p_values jsonb, p_contact_ids uuid[]) TO service_role;

-- « Envoyer maintenant » and its progress: the first call moves a draft or programmed campaign to
-- « En cours d'envoi », each call sends the next batch of 25 mails; the screen calls again while
-- `remaining` > 0 (the scheduler finishes a campaign whose screen was closed). Security invoker:
-- the caller must be able to update the campaign under RLS; the sending itself writes the outbox,
-- which no member may write (private.deliver_push_campaign, security definer).
CREATE FUNCTION public.send_push_campaign(p_id uuid) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_status public.push_campaign_status;
begin
  select c.status into v_status from public.push_campaign c where c.id = p_id for update;
  if not found then
    perform private.fail('Campagne introuvable', 'push_campaign_not_found', 'P0002');
  end if;
  if v_status in ('draft', 'scheduled') then
    perform private.start_push_campaign(p_id);
  elsif v_status <> 'sending' then
    perform private.fail('Cette campagne est déjà envoyée ou annulée', 'push_campaign_not_sendable');
  end if;
  return private.deliver_push_campaign(p_id, now(), 25);
end
$$;

REVOKE ALL ON FUNCTION public.send_push_campaign(p_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.send_push_campaign(p_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.send_push_campaign(p_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.send_push_campaign(p_id uuid) TO service_role;

-- The scheduler's step (public.run_time_based_transitions): the programmed campaigns due at p_now
-- start, and every campaign being sent is finished, never in the scheduled e-mails' quiet hours.
-- A programmed campaign whose check now fails (a talent without resume) stays programmed.
CREATE FUNCTION private.run_push_campaign_sends(p_now timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_id uuid;
  v_result jsonb;
  v_mails integer := 0;
  v_campaigns integer := 0;
begin
  if not private.scheduled_email_may_send_at(p_now) then
    return jsonb_build_object('push_campaign:sent', 0, 'push_campaign:mails', 0);
  end if;
  for v_id in select c.id from public.push_campaign c where c.status = 'scheduled' and c.scheduled_at <= p_now order by c.scheduled_at, c.id loop
    begin
      perform private.start_push_campaign(v_id);
    exception when check_violation then
      null;
    end;
  end loop;
  for v_id in select c.id from public.push_campaign c where c.status = 'sending' order by c.scheduled_at nulls first, c.id loop
    loop
      v_result := private.deliver_push_campaign(v_id, p_now, 100);
      v_mails := v_mails + (v_result ->> 'sent')::integer;
      exit when (v_result ->> 'remaining')::integer = 0 or (v_result ->> 'processed')::integer = 0;
    end loop;
    v_campaigns := v_campaigns + 1;
  end loop;
  return jsonb_build_object('push_campaign:sent', v_campaigns, 'push_campaign:mails', v_mails);
end
$$;

REVOKE ALL ON FUNCTION private.run_push_campaign_sends(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.run_push_campaign_sends(p_now timestamp with time zone) TO service_role;

-- The one-click links of the marketing mails (edge function push-links, no login): the token of a
-- campaign's recipient or of a scheduled e-mail's talent. `interested` (campaigns) records the
-- interest once, tells the campaign's author (a notification that opens the campaign) and, with
-- p_order, creates a draft order (a mission in draft) for the contact's company, once;
-- `unsubscribe` opts the contact or the talent out of marketing mails. Idempotent. Security
-- definer: the caller is anonymous, the token is the right.
CREATE FUNCTION public.answer_marketing_link(p_token text, p_action text, p_order boolean DEFAULT false) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_hash text := private.sha256_hex(coalesce(p_token, ''));
  v_recipient public.push_campaign_recipient;
  v_campaign public.push_campaign;
  v_contact public.contact;
  v_company text;
  v_author uuid;
  v_talent uuid;
  v_first boolean;
  v_mission uuid;
  v_job text;
begin
  if p_action not in ('interested', 'unsubscribe') or coalesce(p_token, '') = '' then
    return jsonb_build_object('ok', false);
  end if;
  perform set_config('renfort.actor', 'system', true);
  select r.* into v_recipient from public.push_campaign_recipient r where r.token_hash = v_hash for update;
  if not found then
    select t.talent_id into v_talent from public.talent_unsubscribe_token t where t.token_hash = v_hash;
    if v_talent is null or p_action <> 'unsubscribe' then
      return jsonb_build_object('ok', false);
    end if;
    update public.talent set marketing_opt_out_at = coalesce(marketing_opt_out_at, now()) where id = v_talent;
    return jsonb_build_object('ok', true, 'action', 'unsubscribe', 'who', 'talent');
  end if;
  select c.* into v_campaign from public.push_campaign c where c.id = v_recipient.campaign_id;
  select ct.* into v_contact from public.contact ct where ct.id = v_recipient.contact_id;
  select co.name into v_company from public.company co where co.id = v_contact.company_id;
  if p_action = 'unsubscribe' then
    update public.contact set marketing_opt_out_at = coalesce(marketing_opt_out_at, now()) where id = v_contact.id;
    update public.push_campaign_recipient set unsubscribed_at = coalesce(unsubscribed_at, now()) where id = v_recipient.id;
    return jsonb_build_object('ok', true, 'action', 'unsubscribe', 'who', 'contact', 'company', v_company);
  end if;
  v_first := v_recipient.interested_at is null;
  select tm.id into v_author from public.team_member tm where tm.auth_user_id = v_campaign.created_by limit 1;
  if v_first then
    update public.push_campaign_recipient set interested_at = now() where id = v_recipient.id;
    perform private.count_push_campaign(v_campaign.id);
  end if;
  if p_order and v_recipient.mission_id is null then
    select j.name into v_job
    from public.talent_job tj join public.job j on j.id = tj.job_id
    where tj.talent_id = v_campaign.talent_ids[1] order by tj.is_main desc, tj.created_at limit 1;
    insert into public.mission (workspace_id, company_id, job_name, status, lead_contact_id, decision_maker_contact_id, owner_id, description)
    values (v_campaign.workspace_id, v_contact.company_id, coalesce(v_job, 'Commande à préciser'), 'draft', v_contact.id, v_contact.id, v_author,
            format('Demande reçue par le lien « Je souhaite passer commande » de la campagne « %s » (%s %s).',
                   v_campaign.name, coalesce(v_contact.first_name, ''), coalesce(v_contact.last_name, '')))
    returning id into v_mission;
    update public.push_campaign_recipient set mission_id = v_mission, order_requested_at = now() where id = v_recipient.id;
  end if;
  if v_author is not null and (v_first or v_mission is not null) then
    insert into public.notification (workspace_id, recipient_id, type, title, data)
    values (v_campaign.workspace_id, v_author, 'other',
            format('%s %s (%s) est intéressé(e) par la campagne « %s »%s', coalesce(v_contact.first_name, ''),
                   coalesce(v_contact.last_name, ''), v_company, v_campaign.name,
                   case when v_mission is not null then ' et demande une commande' else '' end),
            jsonb_build_object('link', '/talents/push-marketing?open=' || v_campaign.id, 'push_campaign_id', v_campaign.id,
                               'contact_id', v_contact.id, 'mission_id', v_mission));
  end if;
  return jsonb_build_object('ok', true, 'action', 'interested', 'who', 'contact', 'company', v_company,
                            'ordered', (v_mission is not null or v_recipient.mission_id is not null));
end
$$;

REVOKE ALL ON FUNCTION public.answer_marketing_link(p_token text, p_action text, p_order boolean) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.answer_marketing_link(p_token text, p_action text, p_order boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.answer_marketing_link(p_token text, p_action text, p_order boolean) TO anon;
GRANT ALL ON FUNCTION public.answer_marketing_link(p_token text, p_action text, p_order boolean) TO authenticated;
GRANT ALL ON FUNCTION public.answer_marketing_link(p_token text, p_action text, p_order boolean) TO service_role;

-- ## Triggers

CREATE TRIGGER contact_marketing_opt_out BEFORE INSERT OR UPDATE ON public.contact FOR EACH ROW EXECUTE FUNCTION private.sync_contact_marketing_opt_out();

CREATE TRIGGER push_campaign_audit BEFORE INSERT OR UPDATE ON public.push_campaign FOR EACH ROW EXECUTE FUNCTION private.set_audit_fields();

CREATE TRIGGER push_campaign_prepare BEFORE INSERT OR UPDATE ON public.push_campaign FOR EACH ROW EXECUTE FUNCTION private.prepare_push_campaign();

CREATE TRIGGER push_campaign_status BEFORE INSERT OR UPDATE ON public.push_campaign FOR EACH ROW EXECUTE FUNCTION private.enforce_status_transition('status', 'status_comment');

CREATE TRIGGER push_campaign_recipient_prepare BEFORE INSERT OR DELETE OR UPDATE ON public.push_campaign_recipient FOR EACH ROW EXECUTE FUNCTION private.prepare_push_campaign_recipient();

-- ## RLS and policies

ALTER TABLE public.push_campaign ENABLE ROW LEVEL SECURITY;

CREATE POLICY "push_campaign: matrix roles can delete workspace rows" ON public.push_campaign FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('push_campaign'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "push_campaign: matrix roles can insert workspace rows" ON public.push_campaign FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('push_campaign'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "push_campaign: matrix roles can select workspace rows" ON public.push_campaign FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('push_campaign'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "push_campaign: matrix roles can update workspace rows" ON public.push_campaign FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('push_campaign'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('push_campaign'::text, 'update'::public.permission_action) AS can)));

ALTER TABLE public.push_campaign_recipient ENABLE ROW LEVEL SECURITY;

CREATE POLICY "push_campaign_recipient: matrix roles can delete workspace rows" ON public.push_campaign_recipient FOR DELETE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('push_campaign_recipient'::text, 'delete'::public.permission_action) AS can)));

CREATE POLICY "push_campaign_recipient: matrix roles can insert workspace rows" ON public.push_campaign_recipient FOR INSERT TO authenticated WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('push_campaign_recipient'::text, 'insert'::public.permission_action) AS can)));

CREATE POLICY "push_campaign_recipient: matrix roles can select workspace rows" ON public.push_campaign_recipient FOR SELECT TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('push_campaign_recipient'::text, 'select'::public.permission_action) AS can)));

CREATE POLICY "push_campaign_recipient: matrix roles can update workspace rows" ON public.push_campaign_recipient FOR UPDATE TO authenticated USING (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('push_campaign_recipient'::text, 'update'::public.permission_action) AS can))) WITH CHECK (((workspace_id = ANY (( SELECT private.current_workspace_ids() AS current_workspace_ids)::uuid[])) AND ( SELECT private.can('push_campaign_recipient'::text, 'update'::public.permission_action) AS can)));

ALTER TABLE public.talent_unsubscribe_token ENABLE ROW LEVEL SECURITY;
