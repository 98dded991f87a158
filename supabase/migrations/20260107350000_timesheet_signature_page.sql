-- The customer's signature page (issue #18, items 2–4): contest day by day, and the signed PDF.
--
-- * public.timesheet_contest: one row per contested day and round (created here only if the
--   back-office migration has not created it already; same columns).
-- * public.contest_timesheet(token, days, signer name): the token holder contests one or more
--   days, each with its reason; the week becomes `disputed` and the token is spent, with the
--   same evidence (IP from the socket, user agent, content hash) as sign_timesheet.
-- * The signed PDF lives in the `signed-timesheets` bucket, written by the service role only
--   (the `timesheet-pdf` function) under a path named after the signature time: no member,
--   whatever their role, can write, replace or delete it, and the storage API refuses to
--   overwrite an existing object without upsert. Members who read timesheets read it.
-- * timesheet_week.pdf_sha256: the SHA-256 of the stored file, set once with pdf_file.

create table if not exists public.timesheet_contest (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspace (id) on delete cascade,
  timesheet_week_id uuid not null references public.timesheet_week (id) on delete cascade,
  round integer not null,
  day date not null,
  reason text not null,
  signer_name text,
  created_at timestamptz default now()
);
create index if not exists timesheet_contest_week_idx on public.timesheet_contest (timesheet_week_id, round);
create index if not exists timesheet_contest_workspace_id_idx on public.timesheet_contest (workspace_id);
alter table public.timesheet_contest enable row level security;

do $$
begin
  if not exists (select 1 from pg_policies where schemaname = 'public' and tablename = 'timesheet_contest') then
    create policy "timesheet_contest: matrix roles can select workspace rows" on public.timesheet_contest
      for select to authenticated
      using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('timesheet_week', 'select')));
  end if;
end
$$;
revoke all on public.timesheet_contest from anon;
grant select on public.timesheet_contest to authenticated;
grant all on public.timesheet_contest to service_role;

alter table public.timesheet_week add column if not exists pdf_sha256 text;

-- The signed PDF's path and hash are written by the service (the PDF function) or by SQL
-- functions of the database (security definer, e.g. a later unlock); no member may set or
-- change them through the API.
create or replace function private.guard_timesheet_pdf()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.pdf_file, new.pdf_sha256) is distinct from (old.pdf_file, old.pdf_sha256)
     and not private.is_system() and current_user in ('anon', 'authenticated') then
    perform private.fail('Le PDF signé d''un relevé ne peut pas être modifié', 'timesheet_week_pdf_locked', '42501');
  end if;
  return new;
end
$$;
drop trigger if exists timesheet_week_pdf_guard on public.timesheet_week;
create trigger timesheet_week_pdf_guard before update of pdf_file, pdf_sha256 on public.timesheet_week
  for each row execute function private.guard_timesheet_pdf();

-- The content hash of a week as signed (same formula as sign_timesheet's document_hash).
create or replace function private.timesheet_content_hash(p_week_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.sha256_hex(
    concat_ws('|', w.id, w.contract_key, w.week_start, w.total_hours,
              (select string_agg(concat_ws(';', d.date, d.start_time, d.end_time, d.break_minutes, d.worked_hours), '|' order by d.date)
               from public.timesheet_day d where d.timesheet_week_id = w.id)))
  from public.timesheet_week w where w.id = p_week_id
$$;

-- Public page: the token holder contests days of the week, one reason per day.
-- p_days: [{"date": "2026-01-05", "reason": "…"}, …]
create or replace function public.contest_timesheet(p_token text, p_days jsonb, p_signer_name text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_week public.timesheet_week := private.timesheet_week_for_token(p_token);
  v_headers jsonb := coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
  v_round integer;
  v_day jsonb;
  v_date date;
  v_dates date[] := '{}';
  v_reason text;
  v_summary text;
begin
  if coalesce(btrim(p_signer_name), '') = '' then
    perform private.fail('Le nom du signataire est obligatoire', 'timesheet_week_signer_name');
  end if;
  if char_length(btrim(p_signer_name)) > 200 then
    perform private.fail('Le nom du signataire ne doit pas dépasser 200 caractères', 'timesheet_week_signer_name');
  end if;
  if p_days is null or jsonb_typeof(p_days) <> 'array' or jsonb_array_length(p_days) = 0 then
    perform private.fail('Indiquez au moins un jour contesté', 'timesheet_contest_days');
  end if;
  if jsonb_array_length(p_days) > 7 then
    perform private.fail('Une semaine compte au plus 7 jours contestés', 'timesheet_contest_days');
  end if;
  select coalesce(max(c.round), 0) + 1 into v_round from public.timesheet_contest c where c.timesheet_week_id = v_week.id;
  for v_day in select * from jsonb_array_elements(p_days) loop
    begin
      v_date := (v_day ->> 'date')::date;
    exception when others then
      v_date := null;
    end;
    if v_date is null or v_date < v_week.week_start or v_date > v_week.week_start + 6 then
      perform private.fail('Un jour contesté doit appartenir à la semaine du relevé', 'timesheet_contest_day');
    end if;
    if v_date = any (v_dates) then
      perform private.fail('Un même jour ne peut être contesté qu''une fois', 'timesheet_contest_day');
    end if;
    v_dates := v_dates || v_date;
    v_reason := btrim(coalesce(v_day ->> 'reason', ''));
    if v_reason = '' then
      perform private.fail('Un motif est obligatoire pour chaque jour contesté', 'timesheet_contest_reason');
    end if;
    if char_length(v_reason) > 2000 then
      perform private.fail('Le motif de contestation ne doit pas dépasser 2000 caractères', 'timesheet_contest_reason');
    end if;
    insert into public.timesheet_contest (workspace_id, timesheet_week_id, round, day, reason, signer_name)
    values (v_week.workspace_id, v_week.id, v_round, v_date, v_reason, btrim(p_signer_name));
  end loop;
  select string_agg(to_char(c.day, 'DD/MM/YYYY') || ' : ' || c.reason, E'\n' order by c.day) into v_summary
  from public.timesheet_contest c where c.timesheet_week_id = v_week.id and c.round = v_round;

  perform set_config('renfort.actor', 'external_client', true);
  update public.timesheet_week w
  set status = 'disputed',
      signer_name = btrim(p_signer_name),
      signed_at = null,
      signature_image = null,
      dispute_reason = left(v_summary, 15000),
      signature_ip = left(btrim(split_part(coalesce(v_headers ->> 'x-forwarded-for', ''), ',', 1)), 64),
      signature_user_agent = left(v_headers ->> 'user-agent', 500),
      signature_token_used_at = now(),
      document_hash = private.timesheet_content_hash(w.id)
  where w.id = v_week.id;
  perform set_config('renfort.actor', '', true);
  return jsonb_build_object('status', 'disputed', 'round', v_round, 'days', cardinality(v_dates));
end
$$;

-- For the PDF function (service role only): what the signed PDF shows, found by the signer's
-- spent token within a day of signing, or by id (the function first checks that the calling
-- member may read the week).
create or replace function public.timesheet_pdf_source(p_token text default null, p_week_id uuid default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_week public.timesheet_week;
begin
  if p_token is not null then
    select w.* into v_week from public.timesheet_week w
    where w.signature_token_hash = private.sha256_hex(p_token) and w.signed_at > now() - interval '1 day';
  elsif p_week_id is not null then
    select w.* into v_week from public.timesheet_week w where w.id = p_week_id;
  end if;
  if v_week.id is null or v_week.signed_at is null or v_week.signature_image is null then
    raise exception using message = 'Aucun relevé signé ne correspond à ce lien', errcode = 'PT404';
  end if;
  return jsonb_build_object(
    'id', v_week.id,
    'workspace_id', v_week.workspace_id,
    'week_start', v_week.week_start,
    'week_end', v_week.week_start + 6,
    'iso_year', v_week.iso_year,
    'iso_week', v_week.iso_week,
    'contract_key', v_week.contract_key,
    'job_name', (select ct.job_name from public.contract ct where ct.id = v_week.contract_id),
    'talent', (select jsonb_build_object('first_name', t.first_name, 'last_name', t.last_name) from public.talent t where t.id = v_week.talent_id),
    'company', (select jsonb_build_object('name', c.name) from public.company c where c.id = v_week.company_id),
    'total_hours', v_week.total_hours,
    'hours_normal', v_week.hours_normal,
    'hours_ot25', v_week.hours_ot25,
    'hours_ot50', v_week.hours_ot50,
    'days', coalesce((select jsonb_agg(jsonb_build_object(
                        'date', d.date, 'start_time', d.start_time, 'end_time', d.end_time,
                        'break_minutes', d.break_minutes, 'worked_hours', d.worked_hours,
                        'absence_type', d.absence_type,
                        'absence_label', private.enum_label('absence_type', d.absence_type::text))
                      order by d.date)
                      from public.timesheet_day d where d.timesheet_week_id = v_week.id), '[]'::jsonb),
    'signer_name', v_week.signer_name,
    'signer_email', v_week.signer_email,
    'signed_at', v_week.signed_at,
    'signature_image', v_week.signature_image,
    'signature_ip', v_week.signature_ip,
    'signature_user_agent', v_week.signature_user_agent,
    'document_hash', v_week.document_hash,
    'pdf_file', v_week.pdf_file,
    'pdf_sha256', v_week.pdf_sha256
  );
end
$$;

-- For the PDF function (service role only): records the stored PDF once per signature.
create or replace function public.record_timesheet_pdf(p_week_id uuid, p_path text, p_sha256 text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if p_sha256 !~ '^[0-9a-f]{64}$' then
    perform private.fail('Empreinte SHA-256 invalide', 'timesheet_week_pdf_sha256');
  end if;
  update public.timesheet_week w
  set pdf_file = p_path, pdf_sha256 = p_sha256
  where w.id = p_week_id and w.signed_at is not null
    and (w.pdf_file is null or w.pdf_file is distinct from p_path);
  get diagnostics v_count = row_count;
  return v_count = 1;
end
$$;

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('signed-timesheets', 'signed-timesheets', false, 5242880, array['application/pdf'])
on conflict (id) do update
  set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

-- Read by the members who read timesheets; no insert, update or delete policy: only the
-- service role (the PDF function) writes, and never over an existing file.
create policy "objects: timesheet readers can select signed timesheet PDFs" on storage.objects
  for select to authenticated
  using (bucket_id = 'signed-timesheets' and private.object_workspace_in_mine(name) and (select private.can('timesheet_week', 'select')));

revoke all on function public.contest_timesheet(text, jsonb, text) from public;
grant execute on function public.contest_timesheet(text, jsonb, text) to anon, authenticated, service_role;
revoke all on function public.timesheet_pdf_source(text, uuid) from public, anon, authenticated;
grant execute on function public.timesheet_pdf_source(text, uuid) to service_role;
revoke all on function public.record_timesheet_pdf(uuid, text, text) from public, anon, authenticated;
grant execute on function public.record_timesheet_pdf(uuid, text, text) to service_role;
revoke all on function private.timesheet_content_hash(uuid) from public, anon, authenticated;
