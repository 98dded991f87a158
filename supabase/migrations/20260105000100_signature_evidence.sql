-- Signature evidence that holds: the customer signature RPCs hash with PostgreSQL's own
-- sha256() (core since PostgreSQL 11) instead of pgcrypto's digest(), whose OpenSSL context
-- could fail on the embedded engine of a long-running server ("Cannot use "sha256": Cipher
-- cannot be initialized") and refuse every signer; the hashes are the same SHA-256 values, so
-- links already sent stay valid. The public sign_timesheet also caps every field it takes,
-- accepts only a real PNG as signature image (its bytes, not only its declared type: an SVG
-- could carry a script), and records the signer's IP from x-forwarded-for, which the server
-- sets itself from the socket (or from TRUST_PROXY's header), never from the client.

create or replace function private.sha256_hex(p_text text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select encode(pg_catalog.sha256(pg_catalog.convert_to(p_text, 'UTF8')), 'hex')
$$;

create or replace function public.create_timesheet_signature_link(p_timesheet_week_id uuid)
returns table (token text, expires_at timestamptz)
language plpgsql
set search_path = ''
as $$
declare
  -- 256 random bits from pgcrypto's gen_random_bytes (PostgreSQL's pg_strong_random, no OpenSSL digest).
  v_token text := translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_');
  v_days numeric := coalesce(private.legal_value('timesheet_signature_validity_days', current_date), 14);
  v_expires timestamptz := now() + make_interval(days => v_days::integer);
  v_count integer;
begin
  update public.timesheet_week w
  set status = 'pending_signature',
      signature_token_hash = private.sha256_hex(v_token),
      signature_token_expires_at = v_expires,
      signature_token_used_at = null,
      signature_sent_at = now()
  where w.id = p_timesheet_week_id and w.status in ('draft', 'pending_signature', 'signature_expired');
  get diagnostics v_count = row_count;
  if v_count = 0 then
    perform private.fail('Ce relevé ne peut pas être envoyé en signature', 'timesheet_week_signature_link', '42501');
  end if;
  return query select v_token, v_expires;
end
$$;

create or replace function private.timesheet_week_for_token(p_token text)
returns public.timesheet_week
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_week public.timesheet_week;
begin
  if p_token is null or length(p_token) < 32 or length(p_token) > 128 then
    raise exception using message = 'Lien de signature invalide', errcode = 'PT404';
  end if;
  select w.* into v_week from public.timesheet_week w
  where w.signature_token_hash = private.sha256_hex(p_token);
  if not found then
    raise exception using message = 'Lien de signature invalide', errcode = 'PT404';
  end if;
  if v_week.signature_token_used_at is not null or v_week.status <> 'pending_signature' then
    raise exception using message = 'Ce lien de signature a déjà été utilisé', errcode = 'PT410';
  end if;
  if v_week.signature_token_expires_at < now() then
    raise exception using message = 'Ce lien de signature a expiré', errcode = 'PT410';
  end if;
  return v_week;
end
$$;

-- Whether a data URL holds a PNG: the declared type and the 8-byte PNG signature of its bytes.
create or replace function private.is_png_data_url(p_url text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_url is null or p_url !~ '^data:image/png;base64,[A-Za-z0-9+/]+={0,2}$' then
    return false;
  end if;
  return substring(decode(substring(p_url from 23 for 16), 'base64') from 1 for 8) = '\x89504e470d0a1a0a'::bytea;
exception when others then
  return false;
end
$$;

create or replace function public.sign_timesheet(
  p_token text, p_signer_name text, p_signer_email text, p_signature_image text default null,
  p_accept boolean default true, p_dispute_reason text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_week public.timesheet_week := private.timesheet_week_for_token(p_token);
  v_headers jsonb := coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
  v_status public.timesheet_status := case when p_accept then 'signed' else 'disputed' end;
begin
  if coalesce(btrim(p_signer_name), '') = '' then
    perform private.fail('Le nom du signataire est obligatoire', 'timesheet_week_signer_name');
  end if;
  if char_length(btrim(p_signer_name)) > 200 then
    perform private.fail('Le nom du signataire ne doit pas dépasser 200 caractères', 'timesheet_week_signer_name');
  end if;
  if char_length(p_signer_email) > 254 then
    perform private.fail('L''e-mail du signataire ne doit pas dépasser 254 caractères', 'timesheet_week_signer_email');
  end if;
  if p_signer_email is null or p_signer_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    perform private.fail('L''e-mail du signataire est invalide', 'timesheet_week_signer_email');
  end if;
  if char_length(p_signature_image) > 500000 then
    perform private.fail('L''image de signature est trop volumineuse', 'timesheet_week_signature_image');
  end if;
  if p_accept and not private.is_png_data_url(p_signature_image) then
    perform private.fail('La signature est obligatoire (image PNG)', 'timesheet_week_signature_image');
  end if;
  if char_length(p_dispute_reason) > 2000 then
    perform private.fail('Le motif de contestation ne doit pas dépasser 2000 caractères', 'timesheet_week_dispute_reason');
  end if;
  if not p_accept and coalesce(btrim(p_dispute_reason), '') = '' then
    perform private.fail('Un motif de contestation est obligatoire', 'timesheet_week_dispute_reason');
  end if;
  perform set_config('renfort.actor', 'external_client', true);
  update public.timesheet_week w
  set status = v_status,
      signer_name = btrim(p_signer_name),
      signer_email = lower(btrim(p_signer_email)),
      signed_at = case when p_accept then now() end,
      signature_image = case when p_accept then p_signature_image end,
      dispute_reason = case when p_accept then null else btrim(p_dispute_reason) end,
      signature_ip = left(btrim(split_part(coalesce(v_headers ->> 'x-forwarded-for', ''), ',', 1)), 64),
      signature_user_agent = left(v_headers ->> 'user-agent', 500),
      signature_token_used_at = now(),
      document_hash = private.sha256_hex(
        concat_ws('|', w.id, w.contract_key, w.week_start, w.total_hours,
                  (select string_agg(concat_ws(';', d.date, d.start_time, d.end_time, d.break_minutes, d.worked_hours), '|' order by d.date)
                   from public.timesheet_day d where d.timesheet_week_id = w.id)))
  where w.id = v_week.id;
  perform set_config('renfort.actor', '', true);
  return jsonb_build_object('status', v_status, 'signed_at', case when p_accept then now() end);
end
$$;
