// auth.users and auth.identities as GoTrue writes them: lookups, creation with an e-mail
// identity, confirmation and metadata merges (models/user.go, models/identity.go).
import type { Query } from "../db/engine.ts";
import type { JsonObject } from "./body.ts";
import { validationFailed } from "./errors.ts";
import { USER_SELECT, type UserRow } from "./json.ts";

export const INSTANCE_ID = "00000000-0000-0000-0000-000000000000";
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID_RE.test(s);

// checkmail.ValidateFormat, the regular expression GoTrue validates addresses with.
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail: required, well-formed, at most 255 characters, lower-cased. */
export function validateEmail(email: string): string {
  const e = email.trim();
  if (e === "") throw validationFailed("An email address is required");
  if (e.length > 255) throw validationFailed("An email address is too long");
  if (!EMAIL_RE.test(e)) throw validationFailed("Unable to validate email address: invalid format");
  return e.toLowerCase();
}

export async function findUserById(q: Query, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const r = await q<UserRow>(`select ${USER_SELECT} from auth.users u where u.id = $1`, [id]);
  return r.rows[0] ?? null;
}

export async function findUserByEmail(q: Query, email: string): Promise<UserRow | null> {
  const r = await q<UserRow>(
    `select ${USER_SELECT} from auth.users u where lower(u.email) = lower($1) and u.is_sso_user = false
     order by u.created_at nulls last limit 1`,
    [email],
  );
  return r.rows[0] ?? null;
}

export async function mustFindUser(q: Query, id: string): Promise<UserRow> {
  const u = await findUserById(q, id);
  if (!u) throw new Error(`auth.users row ${id} vanished inside its transaction`);
  return u;
}

export type NewUser = {
  id?: string;
  email: string | null;
  /** bcrypt hash, or "" for no password (invites, magic links) */
  passwordHash: string;
  userMetadata: JsonObject;
  appMetadata: JsonObject;
  role?: string;
  /** an anonymous sign-in (no e-mail, no identity) */
  isAnonymous?: boolean;
};

/** Inserts the user and its e-mail identity; returns the new id. */
export async function insertUser(q: Query, u: NewUser): Promise<string> {
  const r = await q<{ id: string }>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
       created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change,
       email_change_token_current, email_change_confirm_status, reauthentication_token, phone_change, phone_change_token,
       is_sso_user, is_anonymous)
     values ($1, coalesce($2::uuid, gen_random_uuid()), 'authenticated', $3, $4, $5, $6::jsonb, $7::jsonb,
       now(), now(), '', '', '', '', '', 0, '', '', '', false, $8)
     returning id::text as id`,
    [
      INSTANCE_ID,
      u.id ?? null,
      u.role || "authenticated",
      u.email,
      u.passwordHash,
      JSON.stringify(u.appMetadata),
      JSON.stringify(u.userMetadata),
      u.isAnonymous ?? false,
    ],
  );
  const id = r.rows[0].id;
  if (u.email === null) return id;
  await q(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values (gen_random_uuid(), $1::text, $1::text::uuid, $2::jsonb, 'email', now(), now(), now())`,
    [id, JSON.stringify({ sub: id, email: u.email, email_verified: false, phone_verified: false })],
  );
  return id;
}

/** Splits a GoTrue metadata update: null values delete their key, others are set. */
function metadataPatch(patch: JsonObject): { set: string; remove: string[] } {
  const set: JsonObject = {};
  const remove: string[] = [];
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) remove.push(k);
    else set[k] = v;
  }
  return { set: JSON.stringify(set), remove };
}

export async function mergeUserMetadata(q: Query, id: string, patch: JsonObject): Promise<void> {
  const { set, remove } = metadataPatch(patch);
  await q(
    `update auth.users set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) - $2::text[]) || $3::jsonb,
       updated_at = now() where id = $1`,
    [id, remove, set],
  );
}

export async function mergeAppMetadata(q: Query, id: string, patch: JsonObject): Promise<void> {
  const { set, remove } = metadataPatch(patch);
  await q(
    `update auth.users set raw_app_meta_data = (coalesce(raw_app_meta_data, '{}'::jsonb) - $2::text[]) || $3::jsonb,
       updated_at = now() where id = $1`,
    [id, remove, set],
  );
}

/** user.Confirm: the address is verified, the confirmation token spent. */
export async function confirmEmail(q: Query, id: string): Promise<void> {
  await q(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
       updated_at = now() where id = $1`,
    [id],
  );
  await q(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [id],
  );
  await q("delete from auth.one_time_tokens where user_id = $1 and token_type = 'confirmation_token'", [id]);
}

/** user.UpdatePassword: new hash, pending recovery/reauthentication tokens spent. */
export async function setPasswordHash(q: Query, id: string, hash: string): Promise<void> {
  await q(
    `update auth.users set encrypted_password = $2, recovery_token = '', reauthentication_token = '', updated_at = now()
     where id = $1`,
    [id, hash],
  );
  await q(
    "delete from auth.one_time_tokens where user_id = $1 and token_type in ('recovery_token', 'reauthentication_token')",
    [id],
  );
}

/** user.SetEmail, and the e-mail identity follows (creating it when the user had none). */
export async function setEmail(q: Query, id: string, email: string, verified: boolean): Promise<void> {
  await q("update auth.users set email = $2, updated_at = now() where id = $1", [id, email]);
  const r = await q(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', $3::boolean),
       updated_at = now() where user_id = $1 and provider = 'email'`,
    [id, email, verified],
  );
  if (r.rowCount === 0) {
    await q(
      `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values (gen_random_uuid(), $1::text, $1::text::uuid, $2::jsonb, 'email', now(), now(), now())`,
      [id, JSON.stringify({ sub: id, email, email_verified: verified, phone_verified: false })],
    );
  }
}
