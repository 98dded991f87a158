// Building blocks of the admin API (admin.go): Go durations for ban_duration, phone numbers,
// the admin's attribute updates, paging headers and user deletion (hard or soft).
import { createHash } from "node:crypto";
import type { Query } from "../db/engine.ts";
import type { Body } from "./body.ts";
import { unprocessable, validationFailed } from "./errors.ts";
import type { UserRow } from "./json.ts";
import { logout } from "./sessions.ts";
import { confirmEmail, mergeAppMetadata, mergeUserMetadata, setEmail, setPasswordHash } from "./users.ts";

const UNITS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** Go's time.ParseDuration ("24h", "1h30m", "90s"), in milliseconds; "none" is 0 (unban). */
export function parseBanDuration(s: string): number {
  if (s === "none") return 0;
  const invalid = () => validationFailed(`invalid format for ban duration: time: invalid duration "${s}"`);
  const m = /^([+-]?)(.+)$/.exec(s);
  if (!m || m[2] === "0") return 0;
  let ms = 0;
  let rest = m[2];
  const part = /^(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/;
  if (!rest) throw invalid();
  while (rest) {
    const p = part.exec(rest);
    if (!p) throw invalid();
    ms += Number(p[1]) * UNITS[p[2]];
    rest = rest.slice(p[0].length);
  }
  return m[1] === "-" ? -ms : ms;
}

/** validatePhone: digits only (E.164 without `+`). */
export function validatePhone(phone: string): string {
  const digits = phone.replace(/[\s()+-]/g, "");
  if (!/^[1-9]\d{6,14}$/.test(digits)) throw validationFailed("Invalid phone number format (E.164 required)");
  return digits;
}

export async function assertEmailFree(q: Query, email: string, except?: string): Promise<void> {
  const r = await q(
    "select 1 from auth.users where lower(email) = lower($1) and ($2::uuid is null or id <> $2::uuid)",
    [email, except ?? null],
  );
  if (r.rows.length) throw unprocessable("email_exists", "A user with this email address has already been registered");
}

export async function assertPhoneFree(q: Query, phone: string, except?: string): Promise<void> {
  const r = await q("select 1 from auth.users where phone = $1 and ($2::uuid is null or id <> $2::uuid)", [
    phone,
    except ?? null,
  ]);
  if (r.rows.length) throw unprocessable("phone_exists", "Phone number already registered by another user");
}

/** Sets the phone and its `phone` identity (created when missing). */
export async function setPhone(q: Query, id: string, phone: string, verified: boolean): Promise<void> {
  await q(
    `update auth.users set phone = $2, phone_confirmed_at = case when $3 then coalesce(phone_confirmed_at, now()) else phone_confirmed_at end,
       updated_at = now() where id = $1`,
    [id, phone, verified],
  );
  const r = await q(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('phone', $2::text, 'phone_verified', $3::boolean),
       updated_at = now() where user_id = $1 and provider = 'phone'`,
    [id, phone, verified],
  );
  if (r.rowCount === 0) {
    await q(
      `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values (gen_random_uuid(), $1::text, $1::text::uuid, $2::jsonb, 'phone', now(), now(), now())`,
      [id, JSON.stringify({ sub: id, phone, email_verified: false, phone_verified: verified })],
    );
    await q(
      `update auth.users set raw_app_meta_data = jsonb_set(coalesce(raw_app_meta_data, '{}'::jsonb), '{providers}',
         coalesce(raw_app_meta_data->'providers', '[]'::jsonb) || '["phone"]'::jsonb)
       where id = $1 and not coalesce(raw_app_meta_data->'providers' ? 'phone', false)`,
      [id],
    );
  }
}

/** The attributes createUser and updateUserById share, validated before any transaction. */
export type AdminAttributes = {
  email?: string;
  phone?: string;
  passwordHash?: string;
  emailConfirm: boolean;
  phoneConfirm: boolean;
  userMetadata?: Body["raw"];
  appMetadata?: Body["raw"];
  role?: string;
  banMs?: number;
};

/** Applies the attributes in the order of adminUserUpdate; a new password signs every session out. */
export async function applyAdminAttributes(q: Query, id: string, a: AdminAttributes): Promise<void> {
  if (a.role) await q("update auth.users set role = $2, updated_at = now() where id = $1", [id, a.role]);
  if (a.emailConfirm) await confirmEmail(q, id);
  if (a.phoneConfirm)
    await q("update auth.users set phone_confirmed_at = coalesce(phone_confirmed_at, now()) where id = $1", [id]);
  if (a.passwordHash !== undefined) {
    await setPasswordHash(q, id, a.passwordHash);
    await logout(q, id, undefined, "global");
  }
  if (a.email) await setEmail(q, id, a.email, a.emailConfirm);
  if (a.phone) await setPhone(q, id, a.phone, a.phoneConfirm);
  if (a.appMetadata) await mergeAppMetadata(q, id, a.appMetadata);
  if (a.userMetadata) await mergeUserMetadata(q, id, a.userMetadata);
  if (a.banMs !== undefined) {
    await q(
      `update auth.users set banned_until = case when $2::float8 = 0 then null else now() + make_interval(secs => $2::float8 / 1000) end,
         updated_at = now() where id = $1`,
      [id, a.banMs],
    );
  }
}

/** adminUserDelete: hard delete, or soft (SoftDeleteUser: obfuscated address, no secrets, no sessions). */
export async function deleteUser(q: Query, user: UserRow, soft: boolean): Promise<void> {
  await q("delete from auth.flow_state where user_id = $1", [user.id]);
  if (!soft) {
    await q("delete from auth.users where id = $1", [user.id]);
    return;
  }
  if (user.deleted_at) return;
  const obfuscate = (v: string | null) =>
    v
      ? createHash("sha256")
          .update(user.id + v)
          .digest("hex")
      : null;
  await q(
    `update auth.users set email = $2, phone = null, email_change = '', phone_change = '', encrypted_password = '',
       confirmation_token = '', recovery_token = '', email_change_token_current = '', email_change_token_new = '',
       phone_change_token = '', reauthentication_token = '', deleted_at = now(), updated_at = now() where id = $1`,
    [user.id, obfuscate(user.email)],
  );
  await q("delete from auth.identities where user_id = $1", [user.id]);
  await q("delete from auth.one_time_tokens where user_id = $1", [user.id]);
  await logout(q, user.id, undefined, "global");
}

/** addPaginationHeaders, with `page` first in each URL (auth-js parses the Link header naively). */
export function paginationHeaders(page: number, perPage: number, total: number): { link: string; totalCount: string } {
  const lastPage = Math.ceil(total / perPage);
  const url = (p: number) => `</admin/users?page=${p}&per_page=${perPage}>`;
  const parts = lastPage > page ? [`${url(page + 1)}; rel="next"`] : [];
  parts.push(`${url(lastPage)}; rel="last"`);
  return { link: parts.join(", "), totalCount: String(total) };
}
