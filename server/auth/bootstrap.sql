-- What the auth service needs beyond server/platform/bootstrap.sql; idempotent, run when the
-- service registers. mfa_amr_claims is GoTrue's own table (how each session signed in, for the
-- `amr` claim after a refresh); the two `_` tables are local: failed sign-ins for the rate
-- limit, and the outbox of the e-mails GoTrue would have sent.

create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);

alter table auth.mfa_amr_claims enable row level security;

create table if not exists auth._failed_sign_ins (
  key text not null,
  created_at timestamptz not null default now()
);
create index if not exists _failed_sign_ins_key_idx on auth._failed_sign_ins (key, created_at);

create table if not exists auth._mail_outbox (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity,
  recipient text not null,
  subject text not null,
  html text not null,
  body text not null,
  link text,
  otp text,
  type text not null,
  created_at timestamptz not null default now()
);
create index if not exists _mail_outbox_seq_idx on auth._mail_outbox (seq desc);
create index if not exists _mail_outbox_recipient_idx on auth._mail_outbox (lower(recipient), seq desc);

-- Lookups the service makes on GoTrue's tables (GoTrue has equivalents, partly unique).
create index if not exists _users_lower_email_idx on auth.users (lower(email));
create index if not exists _users_confirmation_token_idx on auth.users (confirmation_token) where confirmation_token <> '';
create index if not exists _users_recovery_token_idx on auth.users (recovery_token) where recovery_token <> '';
create index if not exists _users_email_change_token_current_idx on auth.users (email_change_token_current)
  where email_change_token_current <> '';
create index if not exists _users_email_change_token_new_idx on auth.users (email_change_token_new) where email_change_token_new <> '';
create index if not exists _flow_state_user_id_idx on auth.flow_state (user_id, authentication_method, created_at desc);

revoke all on auth.mfa_amr_claims, auth._failed_sign_ins, auth._mail_outbox from anon, authenticated;
