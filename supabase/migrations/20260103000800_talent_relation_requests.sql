-- Talent relations (domain.md §5.9, §5.10, §5.12): cooptations (a talent coopted by
-- another, the referral bonus once the condition is met), reference checks (never before
-- the candidate's consent, L1221-8/9) and scheduled e-mails (sent later, outside quiet
-- hours), with the system jobs that move them on.

create type public.cooptation_status as enum ('submitted', 'qualified', 'referee_placed', 'condition_met', 'approved', 'paid', 'rejected', 'expired', 'canceled');
create type public.cooptation_referrer_type as enum ('talent', 'employee', 'external');
create type public.cooptation_condition as enum ('hours_worked', 'days_after_start', 'trial_passed');
create type public.cooptation_payout_mode as enum ('payroll_bonus', 'transfer', 'gift_card');
create type public.reference_check_status as enum ('requested', 'consent_pending', 'to_contact', 'in_progress', 'completed', 'unreachable', 'declined', 'canceled');
create type public.reference_check_outcome as enum ('positive', 'reserved', 'negative');
create type public.scheduled_email_status as enum ('draft', 'scheduled', 'sending', 'sent', 'partially_failed', 'failed', 'canceled');

insert into public.enum_label (enum_name, value, label, position) values
  ('cooptation_status', 'submitted', 'Déclarée', 1),
  ('cooptation_status', 'qualified', 'Validée', 2),
  ('cooptation_status', 'referee_placed', 'Filleul en mission', 3),
  ('cooptation_status', 'condition_met', 'Condition atteinte', 4),
  ('cooptation_status', 'approved', 'Prime validée', 5),
  ('cooptation_status', 'paid', 'Prime versée', 6),
  ('cooptation_status', 'rejected', 'Refusée (doublon)', 7),
  ('cooptation_status', 'expired', 'Expirée', 8),
  ('cooptation_status', 'canceled', 'Annulée', 9),
  ('cooptation_referrer_type', 'talent', 'Talent', 1),
  ('cooptation_referrer_type', 'employee', 'Collaborateur', 2),
  ('cooptation_referrer_type', 'external', 'Personne extérieure', 3),
  ('cooptation_condition', 'hours_worked', 'Heures travaillées', 1),
  ('cooptation_condition', 'days_after_start', 'Jours après le début de mission', 2),
  ('cooptation_condition', 'trial_passed', 'Période d''essai validée', 3),
  ('cooptation_payout_mode', 'payroll_bonus', 'Prime sur la paie', 1),
  ('cooptation_payout_mode', 'transfer', 'Virement', 2),
  ('cooptation_payout_mode', 'gift_card', 'Carte cadeau', 3),
  ('reference_check_status', 'requested', 'Demandée', 1),
  ('reference_check_status', 'consent_pending', 'Consentement en attente', 2),
  ('reference_check_status', 'to_contact', 'À contacter', 3),
  ('reference_check_status', 'in_progress', 'En cours', 4),
  ('reference_check_status', 'completed', 'Terminée', 5),
  ('reference_check_status', 'unreachable', 'Injoignable', 6),
  ('reference_check_status', 'declined', 'Refus du référent', 7),
  ('reference_check_status', 'canceled', 'Annulée', 8),
  ('reference_check_outcome', 'positive', 'Positive', 1),
  ('reference_check_outcome', 'reserved', 'Réservée', 2),
  ('reference_check_outcome', 'negative', 'Négative', 3),
  ('scheduled_email_status', 'draft', 'Brouillon', 1),
  ('scheduled_email_status', 'scheduled', 'Programmé', 2),
  ('scheduled_email_status', 'sending', 'En cours d''envoi', 3),
  ('scheduled_email_status', 'sent', 'Envoyé', 4),
  ('scheduled_email_status', 'partially_failed', 'Envoi partiel', 5),
  ('scheduled_email_status', 'failed', 'Échec', 6),
  ('scheduled_email_status', 'canceled', 'Annulé', 7),
  ('request_field', 'consent_obtained_at', 'la date du consentement du candidat', 90),
  ('request_field', 'outcome', 'le résultat', 91),
  ('request_field', 'note', 'la synthèse', 92),
  ('request_field', 'questions_answers', 'les questions et réponses', 93),
  ('request_field', 'subject', 'l''objet', 94),
  ('request_field', 'content', 'le contenu', 95),
  ('request_field', 'send_at', 'la date d''envoi', 96);

insert into public.request_type (entity, label, plural_label, route, status_enum, initial_status, terminal_statuses, has_amounts, deadline_rule, position) values
  ('cooptation', 'Cooptation', 'Cooptations', 'cooptation', 'cooptation_status', 'submitted', '{paid,rejected,expired,canceled}', true,
   'Expire 6 mois après la déclaration sans placement ; prime validée sous 7 jours, versée sous 15 jours', 17),
  ('reference_check', 'Prise de références', 'Prises de références', 'reference-checks', 'reference_check_status', 'requested', '{completed,declined,canceled}', false,
   'La date de relance', 18),
  ('scheduled_email', 'E-mail programmé', 'E-mails programmés', 'scheduled-emails', 'scheduled_email_status', 'draft', '{sent,partially_failed,canceled}', false,
   'La date d''envoi', 19);

-- ---------------------------------------------------------------------------------------
-- cooptation: a talent (coopted) referred by another talent (coopted_by), an employee or an
-- outsider; the bonus is paid once the referee has worked enough.
create table public.cooptation (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  coopted_id uuid not null references public.talent (id) on delete cascade,
  coopted_by_id uuid references public.talent (id) on delete set null,
  referrer_type public.cooptation_referrer_type not null default 'talent',
  referrer_team_member_id uuid references public.team_member (id) on delete set null,
  referrer_name text,
  referrer_email text,
  referrer_phone text,
  mission_id uuid references public.mission (id) on delete set null,
  requester_id uuid references public.team_member (id) on delete set null,
  assignee_id uuid references public.team_member (id) on delete set null,
  declared_at timestamptz not null default now(),
  condition_type public.cooptation_condition not null default 'hours_worked',
  condition_threshold numeric(8, 2) not null default 150,
  progress_value numeric(8, 2) not null default 0,
  bonus_amount numeric(12, 2) not null default 150,
  payout_mode public.cooptation_payout_mode not null default 'payroll_bonus',
  paid_at timestamptz,
  payment_reference text,
  status public.cooptation_status not null default 'submitted',
  status_changed_at timestamptz,
  status_comment text,
  due_at timestamptz,
  closed_at timestamptz,
  comment text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint cooptation_not_self check (coopted_by_id is distinct from coopted_id),
  constraint cooptation_threshold check (condition_threshold > 0 and progress_value >= 0),
  constraint cooptation_referrer_email check (referrer_email is null or referrer_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')
);
create unique index cooptation_one_live_per_referee_idx on public.cooptation (coopted_id) where status not in ('rejected', 'expired', 'canceled');

-- Cooptation rules: who refers (a talent other than the referee, an employee, or a named
-- outsider with a way to reach them), a bonus within the policy range, one live cooptation
-- per referee, a referee unknown to the agency in the last 12 months, due dates.
create or replace function private.validate_cooptation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_min numeric := private.required_legal_value('cooptation_bonus_min');
  v_max numeric := private.required_legal_value('cooptation_bonus_max');
begin
  perform private.assert_same_workspace(new.workspace_id, 'talent', new.coopted_id, 'Le filleul');
  perform private.assert_same_workspace(new.workspace_id, 'talent', new.coopted_by_id, 'Le parrain');
  if new.referrer_type = 'talent' and new.coopted_by_id is null then
    perform private.fail('Indiquez le talent qui coopte', 'cooptation_referrer');
  elsif new.referrer_type = 'employee' and new.referrer_team_member_id is null then
    perform private.fail('Indiquez le collaborateur qui coopte', 'cooptation_referrer');
  elsif new.referrer_type = 'external' and (coalesce(btrim(new.referrer_name), '') = '' or (new.referrer_email is null and new.referrer_phone is null)) then
    perform private.fail('Indiquez le nom et un moyen de joindre la personne qui coopte', 'cooptation_referrer');
  end if;
  if new.coopted_by_id = new.coopted_id then
    perform private.fail('Le parrain et le filleul doivent être deux talents différents', 'cooptation_not_self');
  end if;
  if new.bonus_amount not between v_min and v_max then
    perform private.fail(format('La prime de cooptation doit être comprise entre %s € et %s €', private.fr_number(v_min), private.fr_number(v_max)), 'cooptation_bonus');
  end if;
  if new.status not in ('rejected', 'expired', 'canceled') and exists (
    select 1 from public.cooptation c where c.coopted_id = new.coopted_id and c.id <> new.id and c.status not in ('rejected', 'expired', 'canceled')
  ) then
    perform private.fail('Ce talent a déjà été coopté', 'cooptation_one_live_per_referee');
  end if;
  if tg_op = 'INSERT' and not v_system and exists (
    select 1 from public.contract c where c.talent_id = new.coopted_id and c.status <> 'canceled'
      and c.start_date between (new.declared_at - interval '12 months')::date and new.declared_at::date
  ) then
    perform private.fail('Ce talent a travaillé pour l''agence dans les 12 derniers mois : la cooptation n''est pas recevable', 'cooptation_referee_known');
  end if;
  if v_moved and new.status = 'paid' then
    new.paid_at := coalesce(new.paid_at, now());
  end if;
  new.due_at := case
    when new.status in ('submitted', 'qualified') then new.declared_at + interval '6 months'
    when new.status = 'condition_met' then coalesce(new.status_changed_at, now()) + interval '7 days'
    when new.status = 'approved' then coalesce(new.status_changed_at, now()) + interval '15 days' end;
  return new;
end
$$;

select private.install_request_table('cooptation');

-- Cron (service role): follows cooptations — the referee placed on a contract started since
-- the declaration, the hours worked on signed timesheets, the condition met, and the
-- declarations left 6 months without placement expired. Returns the rows moved.
create or replace function public.refresh_cooptations()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer := 0;
  v_more integer;
begin
  perform set_config('renfort.actor', 'system', true);
  update public.cooptation c
  set progress_value = case c.condition_type
    when 'hours_worked' then coalesce((select sum(d.worked_hours) from public.timesheet_day d join public.timesheet_week w on w.id = d.timesheet_week_id
                                       where w.talent_id = c.coopted_id and w.status in ('signed', 'validated', 'exported', 'invoiced') and d.date >= c.declared_at::date), 0)
    when 'days_after_start' then coalesce((select current_date - min(k.start_date) from public.contract k
                                           where k.talent_id = c.coopted_id and k.status in ('active', 'ended', 'terminated_early') and k.start_date >= c.declared_at::date), 0)
    else c.progress_value end
  where c.status in ('qualified', 'referee_placed');
  update public.cooptation c set status = 'referee_placed'
  where c.status = 'qualified' and exists (select 1 from public.contract k where k.talent_id = c.coopted_id
                                           and k.status in ('active', 'ended', 'terminated_early') and k.start_date >= c.declared_at::date);
  get diagnostics v_more = row_count;
  v_count := v_count + v_more;
  update public.cooptation c set status = 'condition_met'
  where c.status = 'referee_placed' and c.condition_type <> 'trial_passed' and c.progress_value >= c.condition_threshold;
  get diagnostics v_more = row_count;
  v_count := v_count + v_more;
  update public.cooptation c set status = 'expired', status_comment = 'Aucun placement dans les 6 mois'
  where c.status in ('submitted', 'qualified') and c.declared_at < now() - interval '6 months';
  get diagnostics v_more = row_count;
  v_count := v_count + v_more;
  perform set_config('renfort.actor', '', true);
  return v_count;
end
$$;

-- ---------------------------------------------------------------------------------------
-- reference_check: a reference call to a candidate's former employer (spec: status, note,
-- reminder_date, contact_id), with the candidate's consent first.
create table public.reference_check (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  talent_id uuid not null references public.talent (id) on delete cascade,
  application_id uuid references public.application (id) on delete set null,
  contact_id uuid references public.contact (id) on delete set null,
  requester_id uuid references public.team_member (id) on delete set null,
  assignee_id uuid references public.team_member (id) on delete set null,
  referee_name text,
  referee_company text,
  referee_role text,
  relationship text,
  referee_phone text,
  referee_email text,
  is_current_employer boolean not null default false,
  consent_obtained_at timestamptz,
  consent_proof_file text,
  questions_answers jsonb not null default '[]',
  outcome public.reference_check_outcome,
  note text,
  reminder_date date,
  performed_by_id uuid references public.team_member (id) on delete set null,
  performed_at timestamptz,
  status public.reference_check_status not null default 'requested',
  status_changed_at timestamptz,
  status_comment text,
  due_at timestamptz,
  closed_at timestamptz,
  comment text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint reference_check_questions check (jsonb_typeof(questions_answers) = 'array'),
  constraint reference_check_referee_email check (referee_email is null or referee_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')
);

-- Reference rules: a reachable referee, the application and contact of the workspace (and
-- of that talent), consent before any contact and in writing for a current employer, who
-- called and when, due on the reminder date.
create or replace function private.validate_reference_check()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
begin
  if new.contact_id is null and coalesce(btrim(new.referee_name), '') = '' then
    perform private.fail('Indiquez le référent (contact ou nom)', 'reference_check_referee');
  end if;
  if new.contact_id is null and new.referee_phone is null and new.referee_email is null then
    perform private.fail('Indiquez un moyen de joindre le référent (contact, téléphone ou e-mail)', 'reference_check_referee_reachable');
  end if;
  perform private.assert_same_workspace(new.workspace_id, 'contact', new.contact_id, 'Le contact');
  perform private.assert_same_workspace(new.workspace_id, 'application', new.application_id, 'La candidature');
  if new.application_id is not null and not exists (select 1 from public.application a where a.id = new.application_id and a.talent_id = new.talent_id) then
    perform private.fail('La candidature doit être celle du talent', 'reference_check_application_talent');
  end if;
  if not v_system and new.consent_obtained_at > now() + interval '5 minutes' then
    perform private.fail('La date du consentement ne peut pas être dans le futur', 'reference_check_consent_future');
  end if;
  if v_moved and new.status in ('to_contact', 'in_progress') and new.is_current_employer and new.consent_proof_file is null then
    perform private.fail('L''employeur actuel ne se contacte qu''avec le consentement écrit du candidat', 'reference_check_current_employer');
  end if;
  if v_moved and new.status = 'in_progress' then
    new.performed_by_id := coalesce(new.performed_by_id, private.current_team_member_id());
    new.performed_at := coalesce(new.performed_at, now());
  end if;
  new.due_at := case when new.status not in ('completed', 'declined', 'canceled') and new.reminder_date is not null
                     then (new.reminder_date + time '09:00') at time zone 'Europe/Paris' end;
  return new;
end
$$;

select private.install_request_table('reference_check');

-- ---------------------------------------------------------------------------------------
-- scheduled_email: an e-mail to a talent (or a campaign to a hiring pool) sent later
-- (spec: talent_id, send_at, content, is_sent, canceled_at).
create table public.scheduled_email (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  talent_id uuid references public.talent (id) on delete cascade,
  hiring_pool_id uuid references public.hiring_pool (id) on delete cascade,
  requester_id uuid references public.team_member (id) on delete set null,
  assignee_id uuid references public.team_member (id) on delete set null,
  subject text,
  content text,
  sender_identity text not null default 'Renfort',
  send_at timestamptz,
  is_sent boolean generated always as (status in ('sent', 'partially_failed')) stored,
  sent_at timestamptz,
  canceled_at timestamptz,
  recipients_count integer,
  failure_reason text,
  status public.scheduled_email_status not null default 'draft',
  status_changed_at timestamptz,
  status_comment text,
  due_at timestamptz,
  closed_at timestamptz,
  comment text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint scheduled_email_audience check (num_nonnulls(talent_id, hiring_pool_id) = 1),
  constraint scheduled_email_content_length check (content is null or char_length(content) <= 100000),
  constraint scheduled_email_recipients check (recipients_count is null or recipients_count >= 0)
);

-- Scheduled e-mail rules: one audience (a talent, or a hiring pool for marketing's
-- campaigns), sent at least 5 minutes ahead and outside quiet hours (21 h–8 h, Sundays,
-- Paris time), stamps of sending and cancellation, due on the send date.
create or replace function private.validate_scheduled_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_system boolean := private.is_system();
  v_moved boolean := tg_op = 'INSERT' or new.status is distinct from old.status;
  v_local timestamp := new.send_at at time zone 'Europe/Paris';
  v_start numeric := private.required_legal_value('scheduled_email_quiet_start_hour');
  v_end numeric := private.required_legal_value('scheduled_email_quiet_end_hour');
  v_delay numeric := private.required_legal_value('scheduled_email_min_delay_minutes');
begin
  if num_nonnulls(new.talent_id, new.hiring_pool_id) <> 1 then
    perform private.fail('Un e-mail programmé s''adresse soit à un talent, soit à un vivier', 'scheduled_email_audience');
  end if;
  perform private.assert_same_workspace(new.workspace_id, 'hiring_pool', new.hiring_pool_id, 'Le vivier');
  if not v_system and new.hiring_pool_id is not null and (tg_op = 'INSERT' or new.hiring_pool_id is distinct from old.hiring_pool_id)
     and not private.has_any_role('{team_member_marketing,team_member_developer}') then
    perform private.fail('Les campagnes vers un vivier sont réservées au marketing', 'scheduled_email_campaign_marketing', '42501');
  end if;
  if not v_system and new.status = 'scheduled' and (v_moved or new.send_at is distinct from old.send_at) then
    if new.send_at < now() + make_interval(mins => v_delay::integer) then
      perform private.fail(format('L''envoi doit être programmé au moins %s minutes à l''avance', v_delay::integer), 'scheduled_email_min_delay');
    end if;
    if extract(isodow from v_local) = 7 or extract(hour from v_local) >= v_start or extract(hour from v_local) < v_end then
      perform private.fail(format('Pas d''envoi entre %s h et %s h ni le dimanche (heure de Paris)', v_start::integer, v_end::integer), 'scheduled_email_quiet_hours');
    end if;
  end if;
  if v_moved and new.status in ('sent', 'partially_failed') then
    new.sent_at := coalesce(new.sent_at, now());
    new.recipients_count := coalesce(new.recipients_count, case when new.talent_id is not null then 1 end);
  end if;
  if v_moved then
    new.canceled_at := case when new.status = 'canceled' then coalesce(new.canceled_at, now()) end;
  end if;
  new.due_at := case when new.status = 'scheduled' then new.send_at end;
  return new;
end
$$;

select private.install_request_table('scheduled_email');

-- The mailer (service role) claims the e-mails due (scheduled → sending) and reports each
-- one's outcome (sending → sent or failed).
create or replace function public.claim_due_scheduled_emails(p_limit integer default 100)
returns setof public.scheduled_email
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform set_config('renfort.actor', 'system', true);
  return query
    update public.scheduled_email e set status = 'sending'
    where e.id in (select s.id from public.scheduled_email s where s.status = 'scheduled' and s.send_at <= now()
                   order by s.send_at limit least(greatest(coalesce(p_limit, 100), 1), 1000) for update skip locked)
    returning e.*;
  perform set_config('renfort.actor', '', true);
end
$$;

-- Reports the outcome of one e-mail being sent (service role).
create or replace function public.complete_scheduled_email(p_id uuid, p_sent boolean, p_failure_reason text default null)
returns public.scheduled_email_status
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status public.scheduled_email_status;
begin
  perform set_config('renfort.actor', 'system', true);
  update public.scheduled_email e
  set status = case when p_sent then 'sent' else 'failed' end::public.scheduled_email_status,
      failure_reason = case when p_sent then null else p_failure_reason end
  where e.id = p_id and e.status = 'sending'
  returning e.status into v_status;
  perform set_config('renfort.actor', '', true);
  if v_status is null then
    perform private.fail('Aucun e-mail en cours d''envoi avec cet identifiant', 'scheduled_email_not_sending', 'P0002');
  end if;
  return v_status;
end
$$;

-- ---------------------------------------------------------------------------------------
-- Who may move cooptations, reference checks and scheduled e-mails (domain.md §5.9–§5.12).
insert into public.status_transition (entity, from_status, to_status, roles, requester_only_roles, external_actors, requires_comment, required_fields, note)
select t.entity, f, t.to_status, private.roles_of(t.roles), private.roles_of(t.own), t.external, t.comment, t.required, t.note
from (values
  ('cooptation', null, 'submitted', 'CONS XCSM MKT', '', '{external_talent}'::text[], false, '{}'::text[], 'le marketing : campagnes de parrainage'),
  ('cooptation', 'submitted', 'qualified', 'CONS', '', '{}', false, '{}', null),
  ('cooptation', 'submitted', 'rejected', 'CONS', '', '{}', true, '{}', 'doublon ou filleul déjà connu'),
  ('cooptation', 'qualified', 'referee_placed', '', '', '{}', false, '{}', 'automatique au début d''une mission du filleul'),
  ('cooptation', 'referee_placed', 'condition_met', '', '', '{}', false, '{}', 'automatique quand la condition est atteinte'),
  ('cooptation', 'condition_met', 'approved', 'CSM ACC', '', '{}', false, '{}', null),
  ('cooptation', 'approved', 'paid', 'ACC', '', '{}', false, '{payment_reference}', null),
  ('cooptation', 'submitted qualified', 'expired', '', '', '{}', false, '{}', 'automatique après 6 mois sans placement'),
  ('cooptation', 'submitted qualified referee_placed', 'canceled', 'CONS', '', '{}', true, '{}', null),
  ('reference_check', null, 'requested', 'CONS XCSM', '', '{}', false, '{}', null),
  ('reference_check', null, 'consent_pending', 'CONS XCSM', '', '{}', false, '{}', null),
  ('reference_check', 'requested', 'consent_pending', 'CONS XCSM', '', '{}', false, '{}', null),
  ('reference_check', 'requested consent_pending', 'to_contact', 'CONS XCSM', '', '{}', false, '{consent_obtained_at}', 'jamais avant le consentement du candidat'),
  ('reference_check', 'to_contact', 'in_progress', 'CONS XCSM', '', '{}', false, '{}', null),
  ('reference_check', 'in_progress', 'completed', 'CONS XCSM', '', '{}', false, '{outcome,note,questions_answers}', 'questions liées au poste seulement (L1221-6)'),
  ('reference_check', 'to_contact in_progress', 'unreachable', 'CONS XCSM', '', '{}', false, '{}', null),
  ('reference_check', 'to_contact in_progress', 'declined', 'CONS XCSM', '', '{}', true, '{}', null),
  ('reference_check', 'unreachable', 'to_contact', 'CONS XCSM', '', '{}', false, '{}', 'nouvelle tentative'),
  ('reference_check', 'requested consent_pending to_contact unreachable', 'canceled', 'CONS XCSM', '', '{}', true, '{}', null),
  ('scheduled_email', null, 'draft', 'MKT CONS CSM', '', '{}', false, '{}', null),
  ('scheduled_email', null, 'scheduled', 'MKT CONS CSM', '', '{}', false, '{subject,content,send_at}', null),
  ('scheduled_email', 'draft', 'scheduled', 'MKT CONS CSM', 'CONS CSM', '{}', false, '{subject,content,send_at}', null),
  ('scheduled_email', 'scheduled', 'draft', 'MKT CONS CSM', 'CONS CSM', '{}', false, '{}', 'déprogrammé'),
  ('scheduled_email', 'scheduled', 'sending', '', '', '{}', false, '{}', 'automatique à l''heure d''envoi'),
  ('scheduled_email', 'sending', 'sent', '', '', '{}', false, '{}', 'automatique'),
  ('scheduled_email', 'sending', 'partially_failed', '', '', '{}', false, '{}', 'automatique'),
  ('scheduled_email', 'sending', 'failed', '', '', '{}', false, '{}', 'automatique'),
  ('scheduled_email', 'failed', 'scheduled', 'MKT CONS CSM', 'CONS CSM', '{}', false, '{send_at}', 'nouvel essai'),
  ('scheduled_email', 'draft scheduled', 'canceled', 'MKT CONS CSM', 'CONS CSM', '{}', false, '{}', 'l''auteur ou le marketing, avant l''envoi')
) as t (entity, froms, to_status, roles, own, external, comment, required, note)
cross join lateral unnest(coalesce(string_to_array(t.froms, ' '), array[null::text])) as f;
select private.derive_notify_roles('cooptation');
select private.derive_notify_roles('reference_check');
select private.derive_notify_roles('scheduled_email');

-- Permission matrix rows: consultants run cooptations (external CSMs and marketing submit
-- and follow theirs), reference checks are the consultants' and external CSMs' (CSMs read),
-- scheduled e-mails are marketing's (consultants and CSMs their own).
insert into public.role_permission (role, resource, action, scope, note)
select r, m.resource, m.action::public.permission_action, m.scope::public.permission_scope, m.note
from (values
  ('cooptation', 'select', 'all', 'ACC CONS CSM XCSM MKT DEV', null),
  ('cooptation', 'insert', 'all', 'CONS XCSM MKT DEV', null),
  ('cooptation', 'update', 'all', 'ACC CONS CSM DEV', 'qui peut changer le statut : status_transition'),
  ('cooptation', 'update', 'own', 'XCSM MKT', 'les cooptations qu''ils ont déclarées'),
  ('cooptation', 'delete', 'all', 'DEV', 'annuler plutôt que supprimer'),
  ('reference_check', 'select', 'all', 'CONS CSM XCSM DEV', null),
  ('reference_check', 'insert', 'all', 'CONS XCSM DEV', null),
  ('reference_check', 'update', 'all', 'CONS XCSM DEV', null),
  ('reference_check', 'delete', 'all', 'DEV', 'purgée avec le talent'),
  ('scheduled_email', 'select', 'all', 'CONS CSM MKT DEV', null),
  ('scheduled_email', 'insert', 'all', 'CONS CSM MKT DEV', 'les campagnes vers un vivier : le marketing'),
  ('scheduled_email', 'update', 'all', 'MKT DEV', null),
  ('scheduled_email', 'update', 'own', 'CONS CSM', 'leurs e-mails'),
  ('scheduled_email', 'delete', 'all', 'DEV', 'annuler plutôt que supprimer')
) as m (resource, action, scope, roles, note)
cross join lateral unnest(private.roles_of(m.roles)) as r;

select private.refresh_request_action_item_view();

revoke all on function public.refresh_cooptations() from public, anon, authenticated;
grant execute on function public.refresh_cooptations() to service_role;
revoke all on function public.claim_due_scheduled_emails(integer) from public, anon, authenticated;
grant execute on function public.claim_due_scheduled_emails(integer) to service_role;
revoke all on function public.complete_scheduled_email(uuid, boolean, text) from public, anon, authenticated;
grant execute on function public.complete_scheduled_email(uuid, boolean, text) to service_role;
revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
revoke all on function private.install_request_table(text), private.install_request_workspace_table(text),
  private.index_foreign_keys(text), private.derive_notify_roles(text), private.refresh_request_action_item_view() from authenticated, service_role;
