-- Contract documents and built-in e-signature (domain.md §3.1, issue #17 items 4–5): the
-- workspace's legal identity printed on the documents, the `contracts` bucket where the contrat
-- de mission and the contrat de mise à disposition are stored at `validated`, single-use
-- expiring signature links (stored hashed) for the talent and the client signer, the evidence
-- of each signature, and an application mail outbox the links are written to.
--
-- The PDFs are built by the `contract-documents` edge function (supabase/functions), which
-- records them here with their SHA-256; the signer's page signs through `sign_contract` called
-- over REST, so that the evidence's IP is the one the server read from the socket.

-- ---------------------------------------------------------------------------------------
-- workspace_identity: what the documents print about the staffing firm (L1251-16, L1251-43,
-- R1251-12: the guarantor; the pension and prévoyance bodies).
create table public.workspace_identity (
  workspace_id uuid primary key references public.workspace (id) on delete cascade,
  legal_name text not null,
  legal_form text,
  street text,
  postal_code text,
  city text,
  siret text,
  naf_code text,
  activity_declaration text,
  financial_guarantor text,
  pension_body text,
  prevoyance_body text,
  occupational_health_service text,
  signatory_name text,
  signatory_title text,
  created_at timestamptz not null default now(),
  created_by uuid references public.auth_user (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.auth_user (id) on delete set null,
  constraint workspace_identity_legal_name check (char_length(btrim(legal_name)) between 1 and 200),
  constraint workspace_identity_siret check (siret is null or private.is_valid_siret(siret)),
  constraint workspace_identity_lengths check (
    coalesce(char_length(street), 0) <= 300 and coalesce(char_length(city), 0) <= 120
    and coalesce(char_length(financial_guarantor), 0) <= 500 and coalesce(char_length(pension_body), 0) <= 500
    and coalesce(char_length(prevoyance_body), 0) <= 500 and coalesce(char_length(occupational_health_service), 0) <= 500
  )
);
create index workspace_identity_created_by_idx on public.workspace_identity (created_by);
create index workspace_identity_updated_by_idx on public.workspace_identity (updated_by);
create trigger workspace_identity_audit before insert or update on public.workspace_identity
  for each row execute function private.set_audit_fields();

alter table public.workspace_identity enable row level security;
create policy "workspace_identity: members can select their workspaces' identity" on public.workspace_identity
  for select to authenticated
  using (workspace_id = any ((select private.member_workspace_ids())::uuid[]));
create policy "workspace_identity: country managers and developers can insert it" on public.workspace_identity
  for insert to authenticated
  with check (workspace_id = (select private.current_workspace_id())
              and ((select private.current_management_level()) >= 3 or (select private.can('workspace', 'update'))));
create policy "workspace_identity: country managers and developers can update it" on public.workspace_identity
  for update to authenticated
  using (workspace_id = (select private.current_workspace_id())
         and ((select private.current_management_level()) >= 3 or (select private.can('workspace', 'update'))))
  with check (workspace_id = (select private.current_workspace_id())
              and ((select private.current_management_level()) >= 3 or (select private.can('workspace', 'update'))));
revoke all on public.workspace_identity from anon;

-- ---------------------------------------------------------------------------------------
-- The documents on the contract: the two generated PDFs with their hashes, the two signed ones.
alter table public.contract
  add column generated_file_sha256 text,
  add column generated_mad_file text,
  add column generated_mad_file_sha256 text,
  add column documents_generated_at timestamptz,
  add column signed_mad_file text,
  add column signature_sent_at timestamptz;

-- The `contracts` bucket: PDFs only, under `<workspace_id>/<contract_id>/…`, with the contract
-- rights of the matrix (marketing never reads a contract).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('contracts', 'contracts', false, 10485760, array['application/pdf'])
on conflict (id) do update
  set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

create policy "objects: matrix roles can select contract files of workspaces" on storage.objects
  for select to authenticated
  using (bucket_id = 'contracts' and private.object_workspace_in_mine(name) and (select private.can('contract', 'select')));
create policy "objects: matrix roles can insert contract files of workspaces" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'contracts' and private.object_workspace_in_mine(name) and (select private.can('contract', 'update')));
create policy "objects: matrix roles can update contract files of workspaces" on storage.objects
  for update to authenticated
  using (bucket_id = 'contracts' and private.object_workspace_in_mine(name) and (select private.can('contract', 'update')))
  with check (bucket_id = 'contracts' and private.object_workspace_in_mine(name) and (select private.can('contract', 'update')));
create policy "objects: matrix roles can delete contract files of workspaces" on storage.objects
  for delete to authenticated
  using (bucket_id = 'contracts' and private.object_workspace_in_mine(name) and (select private.can('contract', 'delete')));

-- ---------------------------------------------------------------------------------------
-- mail_outbox: the application's e-mails (signature links, reminders), one row each, sent by
-- whatever relays them (on hosted Supabase a function or an SMTP relay reading unsent rows).
-- Locally each row is also copied to the server's dev mailbox (auth._mail_outbox, /_dev/mail)
-- when that table exists.
create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid references public.workspace (id) on delete cascade,
  recipient text not null,
  subject text not null,
  body text not null,
  link text,
  kind text not null,
  entity text,
  entity_id uuid,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint mail_outbox_recipient check (recipient ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(recipient) <= 254)
);
create index mail_outbox_entity_idx on public.mail_outbox (entity, entity_id, created_at desc);
create index mail_outbox_workspace_id_idx on public.mail_outbox (workspace_id);
create index mail_outbox_unsent_idx on public.mail_outbox (created_at) where sent_at is null;

alter table public.mail_outbox enable row level security;
-- No policy: the mails carry live signature links (a token signs as the talent or the client),
-- so only the service role — the relay that sends them — reads them; staff see a party's
-- sending in contract_signature_link (address, time, expiry), never its token.
revoke all on public.mail_outbox from anon, authenticated;

-- Copies a mail to the local server's dev mailbox when it exists (never on hosted Supabase).
create or replace function private.mirror_mail_to_dev_outbox()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if to_regclass('auth._mail_outbox') is not null then
    execute 'insert into auth._mail_outbox (recipient, subject, html, body, link, type) values ($1, $2, $3, $4, $5, $6)'
      using new.recipient, new.subject,
            '<p>' || replace(replace(replace(new.body, '&', '&amp;'), '<', '&lt;'), E'\n', '<br>') || '</p>'
              || coalesce('<p><a href="' || replace(new.link, '"', '%22') || '">' || replace(new.link, '<', '&lt;') || '</a></p>', ''),
            new.body, new.link, new.kind;
  end if;
  return null;
end
$$;
create trigger mail_outbox_dev_mirror after insert on public.mail_outbox
  for each row execute function private.mirror_mail_to_dev_outbox();

-- ---------------------------------------------------------------------------------------
create type public.contract_signature_party as enum ('talent', 'client');
insert into public.enum_label (enum_name, value, label, position) values
  ('contract_signature_party', 'talent', 'Talent (contrat de mission)', 1),
  ('contract_signature_party', 'client', 'Client (contrat de mise à disposition)', 2);

-- contract_signature_link: one link per party and sending (reminders send a new link with the
-- same expiry); only the SHA-256 of the token is kept. All of a party's links die when it signs.
create table public.contract_signature_link (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspace (id) on delete cascade,
  contract_id uuid not null references public.contract (id) on delete cascade,
  party public.contract_signature_party not null,
  signer_name text not null,
  signer_email text not null,
  contact_id uuid references public.contact (id) on delete set null,
  token_hash text not null unique,
  base_url text not null,
  reminder_number smallint not null default 0,
  sent_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz,
  expired_at timestamptz,
  created_by uuid references public.auth_user (id) on delete set null,
  constraint contract_signature_link_reminder check (reminder_number between 0 and 2),
  constraint contract_signature_link_hash check (token_hash ~ '^[0-9a-f]{64}$')
);
create index contract_signature_link_contract_idx on public.contract_signature_link (contract_id, party, sent_at desc);
create index contract_signature_link_workspace_id_idx on public.contract_signature_link (workspace_id);
create index contract_signature_link_contact_id_idx on public.contract_signature_link (contact_id);
create index contract_signature_link_created_by_idx on public.contract_signature_link (created_by);
create index contract_signature_link_open_idx on public.contract_signature_link (sent_at)
  where used_at is null and revoked_at is null and expired_at is null;

-- contract_signature: the evidence of one party's signature (eIDAS simple electronic signature):
-- who, when, from which address and browser, by which channel, on which document (its SHA-256).
create table public.contract_signature (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspace (id) on delete cascade,
  contract_id uuid not null references public.contract (id) on delete cascade,
  link_id uuid references public.contract_signature_link (id) on delete set null,
  party public.contract_signature_party not null,
  signer_name text not null,
  signer_email text not null,
  signed_at timestamptz not null default now(),
  ip text,
  user_agent text,
  channel text not null default 'email_link',
  provider text not null default 'builtin',
  document_path text not null,
  document_sha256 text not null,
  signature_image text not null,
  consent_text text not null,
  constraint contract_signature_once unique (contract_id, party),
  constraint contract_signature_image check (char_length(signature_image) <= 500000)
);
create index contract_signature_workspace_id_idx on public.contract_signature (workspace_id);
create index contract_signature_link_id_idx on public.contract_signature (link_id);

alter table public.contract_signature_link enable row level security;
alter table public.contract_signature enable row level security;
create policy "contract_signature_link: contract readers can select workspace rows" on public.contract_signature_link
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('contract', 'select')));
create policy "contract_signature: contract readers can select workspace rows" on public.contract_signature
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[]) and (select private.can('contract', 'select')));
revoke all on public.contract_signature_link, public.contract_signature from anon;
revoke insert, update, delete on public.contract_signature_link, public.contract_signature from authenticated;

-- The signer's page moves the contract as the talent or the client (external actors).
update public.status_transition set external_actors = '{external_talent,external_client}'
where entity = 'contract' and status_column = 'status'
  and (from_status, to_status) in (('sent_for_signature', 'partially_signed'), ('sent_for_signature', 'signed'), ('partially_signed', 'signed'));
