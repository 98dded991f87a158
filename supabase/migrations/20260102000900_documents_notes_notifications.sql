-- Documents (type, expiry, verification, e-signature submission), notes (linked to any
-- record, service notes, audio transcription, summary, feedback) and notifications
-- (addressed to a member or to roles). Sensitive document types (medical, bank, social
-- security, residence permit, payslip) are hidden from marketing and external CSMs.

create type public.document_type as enum (
  'id_card', 'passport', 'residence_permit', 'carte_vitale', 'proof_of_address', 'rib', 'cv', 'diploma',
  'caces', 'electrical_clearance', 'aipr', 'sst', 'work_at_height', 'medical_attestation', 'carte_btp',
  'driving_license', 'urssaf_vigilance', 'rc_pro', 'kbis', 'mission_contract', 'provision_contract',
  'amendment', 'payslip', 'other'
);
create type public.document_status as enum ('pending_verification', 'valid', 'expiring_soon', 'expired', 'rejected');
create type public.signature_submission_status as enum ('not_sent', 'sent', 'opened', 'partially_signed', 'completed', 'declined', 'expired');
create type public.notification_type as enum (
  'contract_review', 'contract_modification_requested', 'contract_signed', 'timesheet_signed', 'timesheet_disputed',
  'document_expiring', 'application_new', 'mention', 'service_note', 'status_changed', 'other'
);

insert into public.enum_label (enum_name, value, label, position) values
  ('document_type', 'id_card', 'Carte d''identité', 1),
  ('document_type', 'passport', 'Passeport', 2),
  ('document_type', 'residence_permit', 'Titre de séjour', 3),
  ('document_type', 'carte_vitale', 'Carte Vitale / attestation de sécurité sociale', 4),
  ('document_type', 'proof_of_address', 'Justificatif de domicile', 5),
  ('document_type', 'rib', 'RIB', 6),
  ('document_type', 'cv', 'CV', 7),
  ('document_type', 'diploma', 'Diplôme', 8),
  ('document_type', 'caces', 'CACES', 9),
  ('document_type', 'electrical_clearance', 'Habilitation électrique', 10),
  ('document_type', 'aipr', 'AIPR', 11),
  ('document_type', 'sst', 'SST', 12),
  ('document_type', 'work_at_height', 'Travail en hauteur', 13),
  ('document_type', 'medical_attestation', 'Avis médical / attestation de suivi', 14),
  ('document_type', 'carte_btp', 'Carte BTP', 15),
  ('document_type', 'driving_license', 'Permis de conduire', 16),
  ('document_type', 'urssaf_vigilance', 'Attestation de vigilance URSSAF', 17),
  ('document_type', 'rc_pro', 'Attestation RC Pro', 18),
  ('document_type', 'kbis', 'Extrait Kbis', 19),
  ('document_type', 'mission_contract', 'Contrat de mission', 20),
  ('document_type', 'provision_contract', 'Contrat de mise à disposition', 21),
  ('document_type', 'amendment', 'Avenant', 22),
  ('document_type', 'payslip', 'Bulletin de paie', 23),
  ('document_type', 'other', 'Autre', 24),
  ('document_status', 'pending_verification', 'À vérifier', 1),
  ('document_status', 'valid', 'Valide', 2),
  ('document_status', 'expiring_soon', 'Expire bientôt', 3),
  ('document_status', 'expired', 'Expiré', 4),
  ('document_status', 'rejected', 'Refusé', 5),
  ('signature_submission_status', 'not_sent', 'Non envoyé', 1),
  ('signature_submission_status', 'sent', 'Envoyé', 2),
  ('signature_submission_status', 'opened', 'Ouvert', 3),
  ('signature_submission_status', 'partially_signed', 'Partiellement signé', 4),
  ('signature_submission_status', 'completed', 'Signé', 5),
  ('signature_submission_status', 'declined', 'Refusé', 6),
  ('signature_submission_status', 'expired', 'Expiré', 7),
  ('notification_type', 'contract_review', 'Contrat à revoir', 1),
  ('notification_type', 'contract_modification_requested', 'Modification de contrat demandée', 2),
  ('notification_type', 'contract_signed', 'Contrat signé', 3),
  ('notification_type', 'timesheet_signed', 'Relevé d''heures signé', 4),
  ('notification_type', 'timesheet_disputed', 'Relevé d''heures contesté', 5),
  ('notification_type', 'document_expiring', 'Document bientôt expiré', 6),
  ('notification_type', 'application_new', 'Nouvelle candidature', 7),
  ('notification_type', 'mention', 'Mention', 8),
  ('notification_type', 'service_note', 'Note de service', 9),
  ('notification_type', 'status_changed', 'Changement de statut', 10),
  ('notification_type', 'other', 'Autre', 11);

-- Document types whose content is medical, bank, social-security, residence or pay data.
create or replace function private.is_sensitive_document_type(p_type public.document_type)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_type in ('residence_permit', 'carte_vitale', 'rib', 'medical_attestation', 'payslip')
$$;

-- document: a file about a talent, contract, company or mission, with expiry and e-signature.
create table public.document (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  type public.document_type not null,
  name text,
  number text,
  category text,
  issued_at date,
  expiry_date date,
  status public.document_status not null default 'pending_verification',
  status_changed_at timestamptz,
  file text,
  file_name text,
  mime_type text,
  talent_id uuid references public.talent (id) on delete cascade,
  contract_id uuid references public.contract (id) on delete cascade,
  company_id uuid references public.company (id) on delete cascade,
  mission_id uuid references public.mission (id) on delete cascade,
  verified_by uuid references public.auth_user (id) on delete set null,
  verified_at timestamptz,
  rejection_reason text,
  signature_provider text,
  signature_submission_id text,
  signature_submission_status public.signature_submission_status not null default 'not_sent',
  signature_submission_url text,
  signature_submitted_at timestamptz,
  signature_completed_at timestamptz,
  signers jsonb,
  signed_file text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint document_dates_order check (expiry_date is null or issued_at is null or expiry_date >= issued_at),
  constraint document_subject check (num_nonnulls(talent_id, contract_id, company_id, mission_id) >= 1),
  constraint document_mime_type check (mime_type is null or mime_type = any (private.allowed_upload_mime_types())),
  constraint document_file_in_workspace check (file is null or split_part(file, '/', 1) = workspace_id::text)
);
create index document_workspace_type_idx on public.document (workspace_id, type);
create index document_workspace_status_idx on public.document (workspace_id, status);
create index document_talent_id_idx on public.document (talent_id);
create index document_contract_id_idx on public.document (contract_id);
create index document_company_id_idx on public.document (company_id);
create index document_mission_id_idx on public.document (mission_id);
create index document_expiry_date_idx on public.document (workspace_id, expiry_date) where expiry_date is not null;
create index document_signature_submission_id_idx on public.document (signature_submission_id) where signature_submission_id is not null;
create index document_verified_by_idx on public.document (verified_by);
create index document_created_by_idx on public.document (created_by);
create index document_updated_by_idx on public.document (updated_by);

-- Validates a document (dates, subject, type, rejection reason) and stamps verification.
create or replace function private.prepare_document()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.expiry_date is not null and new.issued_at is not null and new.expiry_date < new.issued_at then
    perform private.fail('La date d''expiration doit être postérieure à la date de délivrance', 'document_dates_order');
  end if;
  if num_nonnulls(new.talent_id, new.contract_id, new.company_id, new.mission_id) = 0 then
    perform private.fail('Un document doit être rattaché à un talent, un contrat, une entreprise ou une mission', 'document_subject');
  end if;
  if new.mime_type is not null and not new.mime_type = any (private.allowed_upload_mime_types()) then
    perform private.fail('Type de fichier non accepté (JPEG, PNG, PDF, tableur, HEIC/HEIF)', 'document_mime_type');
  end if;
  if new.status = 'rejected' and coalesce(btrim(new.rejection_reason), '') = '' then
    perform private.fail('Un motif est obligatoire pour refuser un document', 'document_rejection_reason');
  end if;
  if new.status = 'valid' and (tg_op = 'INSERT' or old.status is distinct from 'valid') then
    new.verified_at := coalesce(new.verified_at, now());
    new.verified_by := coalesce(auth.uid(), new.verified_by);
  end if;
  if new.signature_submission_status = 'completed' then
    new.signature_completed_at := coalesce(new.signature_completed_at, now());
  end if;
  perform private.assert_same_workspace(new.workspace_id, 'talent', new.talent_id, 'Le talent');
  perform private.assert_same_workspace(new.workspace_id, 'contract', new.contract_id, 'Le contrat');
  perform private.assert_same_workspace(new.workspace_id, 'company', new.company_id, 'L''entreprise');
  perform private.assert_same_workspace(new.workspace_id, 'mission', new.mission_id, 'La mission');
  return new;
end
$$;

create trigger document_prepare before insert or update on public.document
  for each row execute function private.prepare_document();
create trigger document_status before insert or update on public.document
  for each row execute function private.enforce_status_transition('status', 'rejection_reason');
create trigger document_audit before insert or update on public.document
  for each row execute function private.set_audit_fields();

-- Cron: documents past their expiry become expired, those within 30 days expiring_soon.
create or replace function public.refresh_document_statuses()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
  v_more integer;
begin
  perform set_config('renfort.actor', 'system', true);
  update public.document d set status = 'expired'
  where d.expiry_date < current_date and d.status in ('valid', 'expiring_soon');
  get diagnostics v_count = row_count;
  update public.document d set status = 'expiring_soon'
  where d.expiry_date between current_date and current_date + 30 and d.status = 'valid';
  get diagnostics v_more = row_count;
  perform set_config('renfort.actor', '', true);
  return v_count + v_more;
end
$$;

-- note: a free-text or voice note on a record, or a service note broadcast to the team.
create table public.note (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  title text,
  content text,
  talent_id uuid references public.talent (id) on delete cascade,
  contact_id uuid references public.contact (id) on delete cascade,
  contract_id uuid references public.contract (id) on delete cascade,
  mission_id uuid references public.mission (id) on delete cascade,
  company_id uuid references public.company (id) on delete cascade,
  application_id uuid references public.application (id) on delete cascade,
  timesheet_week_id uuid references public.timesheet_week (id) on delete cascade,
  is_service_note boolean not null default false,
  is_pinned boolean not null default false,
  audio_file text,
  audio_duration_seconds integer,
  audio_transcription text,
  transcription_status public.ai_processing_status not null default 'not_started',
  summarized_content text,
  is_feedback_positive boolean,
  feedback text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint note_audio_duration check (audio_duration_seconds is null or audio_duration_seconds between 1 and 900),
  constraint note_content_length check (content is null or char_length(content) <= 100000)
);
create index note_workspace_id_idx on public.note (workspace_id, created_at desc);
create index note_talent_id_idx on public.note (talent_id);
create index note_contact_id_idx on public.note (contact_id);
create index note_contract_id_idx on public.note (contract_id);
create index note_mission_id_idx on public.note (mission_id);
create index note_company_id_idx on public.note (company_id);
create index note_application_id_idx on public.note (application_id);
create index note_timesheet_week_id_idx on public.note (timesheet_week_id);
create index note_service_idx on public.note (workspace_id) where is_service_note;
create index note_created_by_idx on public.note (created_by);
create index note_updated_by_idx on public.note (updated_by);

-- Validates a note: a subject (unless a service note), some content, who publishes service notes.
create or replace function private.prepare_note()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not new.is_service_note and num_nonnulls(new.talent_id, new.contact_id, new.contract_id, new.mission_id,
                                               new.company_id, new.application_id, new.timesheet_week_id) = 0 then
    perform private.fail('Une note doit être rattachée à un élément (talent, contact, contrat, mission…)', 'note_subject');
  end if;
  if new.is_service_note and coalesce(btrim(new.title), '') = '' then
    perform private.fail('Une note de service doit avoir un titre', 'note_service_title');
  end if;
  if coalesce(btrim(new.content), '') = '' and new.audio_file is null then
    perform private.fail('Une note doit avoir un contenu ou un enregistrement audio', 'note_content');
  end if;
  if new.is_service_note and (tg_op = 'INSERT' or not old.is_service_note) and not private.is_system()
     and not private.has_any_role('{csm_team_member,accounting_team_member,team_member_developer}') then
    perform private.fail('Seuls un CSM, la comptabilité ou un développeur peuvent publier une note de service', 'note_service_right', '42501');
  end if;
  perform private.assert_same_workspace(new.workspace_id, 'talent', new.talent_id, 'Le talent');
  perform private.assert_same_workspace(new.workspace_id, 'contact', new.contact_id, 'Le contact');
  perform private.assert_same_workspace(new.workspace_id, 'contract', new.contract_id, 'Le contrat');
  perform private.assert_same_workspace(new.workspace_id, 'mission', new.mission_id, 'La mission');
  perform private.assert_same_workspace(new.workspace_id, 'company', new.company_id, 'L''entreprise');
  perform private.assert_same_workspace(new.workspace_id, 'application', new.application_id, 'La candidature');
  perform private.assert_same_workspace(new.workspace_id, 'timesheet_week', new.timesheet_week_id, 'Le relevé');
  return new;
end
$$;

create trigger note_prepare before insert or update on public.note
  for each row execute function private.prepare_note();
create trigger note_audit before insert or update on public.note
  for each row execute function private.set_audit_fields();

-- notification: an in-app message to one member or to every member holding some roles.
create table public.notification (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null default private.current_workspace_id() references public.workspace (id) on delete cascade,
  recipient_id uuid references public.team_member (id) on delete cascade,
  recipient_roles public.app_role[] not null default '{}',
  type public.notification_type not null default 'other',
  title text,
  data jsonb not null default '{}',
  is_read boolean not null default false,
  read_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint notification_recipient check (recipient_id is not null or cardinality(recipient_roles) > 0)
);
create index notification_recipient_idx on public.notification (recipient_id, is_read, created_at desc);
create index notification_workspace_roles_idx on public.notification using gin (recipient_roles);
create index notification_workspace_id_idx on public.notification (workspace_id, created_at desc);
create index notification_created_by_idx on public.notification (created_by);
create index notification_updated_by_idx on public.notification (updated_by);

-- Recipients may only mark a notification read or unread.
create or replace function private.prepare_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.recipient_id is null and cardinality(new.recipient_roles) = 0 then
      perform private.fail('Une notification doit avoir un destinataire ou des rôles destinataires', 'notification_recipient');
    end if;
    if new.recipient_id is not null and not exists (
      select 1 from public.team_member_workspace tmw
      where tmw.team_member_id = new.recipient_id and tmw.workspace_id = new.workspace_id
    ) then
      perform private.fail('Le destinataire doit être membre du workspace', 'notification_recipient_workspace');
    end if;
  elsif not private.is_system()
        and (new.recipient_id, new.recipient_roles, new.type, new.title, new.data, new.workspace_id)
            is distinct from (old.recipient_id, old.recipient_roles, old.type, old.title, old.data, old.workspace_id) then
    perform private.fail('Seul le statut de lecture d''une notification peut être modifié', 'notification_read_only');
  end if;
  new.read_at := case when new.is_read then coalesce(new.read_at, now()) end;
  return new;
end
$$;

create trigger notification_prepare before insert or update on public.notification
  for each row execute function private.prepare_notification();
create trigger notification_audit before insert or update on public.notification
  for each row execute function private.set_audit_fields();

-- ---------------------------------------------------------------------------------------
-- Who may move document statuses.
insert into public.status_transition (entity, from_status, to_status, roles, requires_comment, note) values
  ('document', null, 'pending_verification', '{consultant_team_member,csm_team_member,external_csm_team_member,accounting_team_member,team_member_independent_administrator}', false, null),
  ('document', null, 'valid', '{consultant_team_member,csm_team_member,team_member_independent_administrator}', false, 'document vérifié à l''ajout'),
  ('document', 'pending_verification', 'valid', '{consultant_team_member,csm_team_member,team_member_independent_administrator}', false, null),
  ('document', 'pending_verification', 'rejected', '{consultant_team_member,csm_team_member,team_member_independent_administrator}', true, null),
  ('document', 'rejected', 'pending_verification', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_independent_administrator}', false, 'nouvelle version'),
  ('document', 'expired', 'pending_verification', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_independent_administrator}', false, 'nouvelle version'),
  ('document', 'expiring_soon', 'pending_verification', '{consultant_team_member,csm_team_member,external_csm_team_member,team_member_independent_administrator}', false, 'nouvelle version'),
  ('document', 'valid', 'expiring_soon', '{}', false, 'automatique à 30 jours de l''expiration'),
  ('document', 'valid', 'expired', '{}', false, 'automatique à l''expiration'),
  ('document', 'expiring_soon', 'expired', '{}', false, 'automatique à l''expiration');

-- ---------------------------------------------------------------------------------------
alter table public.document enable row level security;
alter table public.note enable row level security;
alter table public.notification enable row level security;

-- document: rows of the caller's workspaces; sensitive types need the document_sensitive right.
create policy "document: matrix roles can select workspace rows" on public.document
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('document', 'select'))
         and (not private.is_sensitive_document_type(type) or (select private.can('document_sensitive', 'select'))));
create policy "document: matrix roles can insert workspace rows" on public.document
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('document', 'insert'))
              and (not private.is_sensitive_document_type(type) or (select private.can('document_sensitive', 'insert'))));
create policy "document: matrix roles can update workspace rows" on public.document
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('document', 'update'))
         and (not private.is_sensitive_document_type(type) or (select private.can('document_sensitive', 'update'))))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('document', 'update'))
              and (not private.is_sensitive_document_type(type) or (select private.can('document_sensitive', 'update'))));
create policy "document: matrix roles can delete workspace rows" on public.document
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('document', 'delete'))
         and (not private.is_sensitive_document_type(type) or (select private.can('document_sensitive', 'delete'))));

-- note: readable in the workspace (contract and timesheet notes only by who reads contracts);
-- authors and their managers edit and delete, developers any.
create policy "note: matrix roles can select workspace rows" on public.note
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('note', 'select'))
         and ((contract_id is null and timesheet_week_id is null) or (select private.can('contract', 'select'))));
create policy "note: matrix roles can insert workspace rows" on public.note
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('note', 'insert'))
              and ((contract_id is null and timesheet_week_id is null) or (select private.can('contract', 'select'))));
create policy "note: authors can update their notes, developers any" on public.note
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[])
         and ((select private.can('note', 'update'))
              or ((select private.can_own('note', 'update')) and created_by = any ((select private.me_and_managee_user_ids())::uuid[]))))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can_own('note', 'update')));
create policy "note: authors can delete their notes, developers any" on public.note
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[])
         and ((select private.can('note', 'delete'))
              or ((select private.can_own('note', 'delete')) and created_by = any ((select private.me_and_managee_user_ids())::uuid[]))));

-- notification: a member sees what is addressed to them or to one of their roles.
create policy "notification: recipients can select their notifications" on public.notification
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[])
         and (recipient_id = (select private.current_team_member_id())
              or recipient_roles && (select private.current_roles())));
create policy "notification: matrix roles can insert workspace rows" on public.notification
  for insert to authenticated
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('notification', 'insert')));
create policy "notification: recipients can mark their notifications read" on public.notification
  for update to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[])
         and (recipient_id = (select private.current_team_member_id())
              or recipient_roles && (select private.current_roles())))
  with check (workspace_id = any ((select private.current_workspace_ids())::uuid[]));
create policy "notification: recipients can delete their own notifications" on public.notification
  for delete to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[])
         and recipient_id = (select private.current_team_member_id()));

revoke all on public.document, public.note, public.notification from anon;
revoke all on function public.refresh_document_statuses() from public, anon, authenticated;
grant execute on function public.refresh_document_statuses() to service_role;
revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
