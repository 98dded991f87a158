-- A client's per-day contest (public.timesheet_contest as 20260107300000_timesheet_office.sql
-- creates it: the day is `day_date`) is numbered by the week's signature round
-- (timesheet_week.signature_round, +1 each time a contested week is corrected and goes back to
-- draft: 20260107300000_timesheet_office.sql), so that the contest rows, the round copies of the
-- week (timesheet_week_round) and the screens speak of the same round.
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
  v_round := v_week.signature_round;
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
    insert into public.timesheet_contest (workspace_id, timesheet_week_id, round, day_date, reason, signer_name)
    values (v_week.workspace_id, v_week.id, v_round, v_date, v_reason, btrim(p_signer_name));
  end loop;
  select string_agg(to_char(c.day_date, 'DD/MM/YYYY') || ' : ' || c.reason, E'\n' order by c.day_date) into v_summary
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
