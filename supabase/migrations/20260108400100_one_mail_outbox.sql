-- One application mail outbox: public.mail_outbox (20260107200000), the one the service role
-- reads through the REST API — the mail-relay Edge Function sends its unsent rows on hosted
-- Supabase; locally each row is also copied to the server's dev mailbox (/_dev/mail) by its
-- trigger. private.mail_outbox (20260107300000, the timesheet mails) is merged into it: its rows
-- are kept (`type` becomes `kind`), private.enqueue_mail and the timesheet chasing write and
-- read public.mail_outbox, and the private table is dropped.
--
-- For the relay: `seq` orders the rows (several mails share one transaction's now()),
-- `claimed_at` reserves a row for one relay run (two runs never send it twice; a run that
-- died releases it after 5 minutes), `attempts` and `last_error` record failed sendings (a
-- row is retried until 5 attempts).

alter table public.mail_outbox
  add column seq bigint generated always as identity,
  add column claimed_at timestamptz,
  add column attempts smallint not null default 0,
  add column last_error text;
create index mail_outbox_entity_seq_idx on public.mail_outbox (entity, entity_id, seq desc);
create index mail_outbox_pending_idx on public.mail_outbox (seq) where sent_at is null and attempts < 5;
comment on column public.mail_outbox.attempts is 'failed sendings so far (the relay stops at 5)';

-- The timesheet mails, kept. Their recipients were never checked: the rule binds new rows only.
alter table public.mail_outbox drop constraint mail_outbox_recipient;
alter table public.mail_outbox disable trigger mail_outbox_dev_mirror;
insert into public.mail_outbox (id, workspace_id, recipient, subject, body, link, kind, entity, entity_id, created_at, sent_at)
select o.id, o.workspace_id, o.recipient, o.subject, o.body, o.link, o.type, o.entity, o.entity_id, o.created_at, o.sent_at
from private.mail_outbox o
order by o.seq;
alter table public.mail_outbox enable trigger mail_outbox_dev_mirror;
alter table public.mail_outbox add constraint mail_outbox_recipient
  check (recipient ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(recipient) <= 254) not valid;

-- The timesheet signature mails: the link shown as "Ouvrir le relevé" in the dev mailbox came
-- from enqueue_mail; the outbox's trigger now makes that copy (the link itself, clickable).
create or replace function private.enqueue_mail(
  p_workspace_id uuid, p_recipient text, p_subject text, p_body text, p_link text, p_type text, p_entity text, p_entity_id uuid
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  insert into public.mail_outbox (workspace_id, recipient, subject, body, link, kind, entity, entity_id)
  values (p_workspace_id, lower(btrim(p_recipient)), p_subject, p_body, p_link, p_type, p_entity, p_entity_id)
  returning id into v_id;
  return v_id;
end
$$;

-- private.run_timesheet_chasing of 20260107300000, reading the first link from public.mail_outbox.
create or replace function private.run_timesheet_chasing(p_now timestamptz default now())
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_week public.timesheet_week;
  v_mail record;
  v_link text;
  v_to record;
  v_reminders integer := 0;
  v_escalations integer := 0;
begin
  perform set_config('renfort.actor', 'system', true);
  for v_week in
    select w.* from public.timesheet_week w
    where w.status = 'pending_signature' and w.signature_token_expires_at > p_now
      and w.reminder_sent_at is null and w.signature_sent_at <= p_now - interval '1 day'
  loop
    select o.link into v_link from public.mail_outbox o
    where o.entity = 'timesheet_week' and o.entity_id = v_week.id and o.kind = 'timesheet_signature' and o.created_at >= v_week.signature_sent_at - interval '1 minute'
    order by o.seq desc limit 1;
    select ct.email into v_to from public.contact ct where ct.id = v_week.signer_contact_id;
    if v_link is not null and v_to.email is not null then
      select * into v_mail from private.timesheet_mail_text(v_week.id, 'reminder');
      perform private.enqueue_mail(v_week.workspace_id, v_to.email, v_mail.subject, v_mail.body, v_link, 'timesheet_reminder', 'timesheet_week', v_week.id);
      v_reminders := v_reminders + 1;
    end if;
    update public.timesheet_week w set reminder_sent_at = p_now where w.id = v_week.id;
  end loop;

  for v_week in
    select w.* from public.timesheet_week w
    where w.status = 'pending_signature' and w.signature_token_expires_at > p_now
      and w.escalated_at is null and w.signature_sent_at <= p_now - interval '2 days'
  loop
    select o.link into v_link from public.mail_outbox o
    where o.entity = 'timesheet_week' and o.entity_id = v_week.id and o.kind = 'timesheet_signature' and o.created_at >= v_week.signature_sent_at - interval '1 minute'
    order by o.seq desc limit 1;
    select ct.id, ct.email into v_to from public.contact ct
    where ct.company_id = v_week.company_id and ct.id <> coalesce(v_week.signer_contact_id, '00000000-0000-0000-0000-000000000000'::uuid)
      and ct.status = 'active' and 'timesheet_signer' = any (ct.roles) and ct.email is not null
    order by ct.last_name, ct.first_name, ct.id limit 1;
    if v_to.id is null then
      select null::uuid as id, tm.email into v_to from public.team_member tm where tm.id = v_week.owner_id;
    end if;
    if v_link is not null and v_to.email is not null then
      select * into v_mail from private.timesheet_mail_text(v_week.id, 'escalation');
      perform private.enqueue_mail(v_week.workspace_id, v_to.email, v_mail.subject, v_mail.body, v_link, 'timesheet_escalation', 'timesheet_week', v_week.id);
      v_escalations := v_escalations + 1;
    end if;
    update public.timesheet_week w set escalated_at = p_now, escalated_to_contact_id = v_to.id where w.id = v_week.id;
  end loop;
  perform set_config('renfort.actor', '', true);
  return jsonb_build_object('timesheet_week:reminder', v_reminders, 'timesheet_week:escalation', v_escalations);
end
$$;

drop table private.mail_outbox;

-- The relay's two calls (service role only): claim the next pending mails, and record the
-- outcome of one (which releases its claim).
create or replace function public.mail_outbox_pending(p_limit integer default 20)
returns setof public.mail_outbox
language sql
volatile
security definer
set search_path = ''
as $$
  update public.mail_outbox o set claimed_at = now()
  where o.id in (
    select p.id from public.mail_outbox p
    where p.sent_at is null and p.attempts < 5 and (p.claimed_at is null or p.claimed_at < now() - interval '5 minutes')
    order by p.seq
    limit least(greatest(coalesce(p_limit, 20), 1), 100)
    for update skip locked
  )
  returning o.*
$$;

create or replace function public.mail_outbox_mark(p_id uuid, p_error text default null)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.mail_outbox o
  set sent_at = case when p_error is null then now() else o.sent_at end,
      attempts = case when p_error is null then o.attempts else o.attempts + 1 end,
      last_error = left(p_error, 1000),
      claimed_at = null
  where o.id = p_id and o.sent_at is null
$$;

revoke all on function public.mail_outbox_pending(integer), public.mail_outbox_mark(uuid, text) from public, anon, authenticated;
grant execute on function public.mail_outbox_pending(integer), public.mail_outbox_mark(uuid, text) to service_role;
-- private.enqueue_mail keeps its grants (the timesheet RPCs run as their caller).
revoke all on function private.run_timesheet_chasing(timestamptz) from public, anon, authenticated;
grant execute on function private.run_timesheet_chasing(timestamptz) to service_role;
