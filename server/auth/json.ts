// GoTrue's User JSON (models/user.go, models/identity.go) built from one auth.users row whose
// timestamps and identities the database already formatted (protocol §3.3).
import type { JsonObject } from "./body.ts";

/** An ISO-8601 UTC timestamp, as Go's time.Time marshals (microseconds, `Z`). */
export const ts = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const TIMESTAMPS = [
  "email_confirmed_at",
  "invited_at",
  "confirmation_sent_at",
  "recovery_sent_at",
  "email_change_sent_at",
  "last_sign_in_at",
  "created_at",
  "updated_at",
  "phone_confirmed_at",
  "phone_change_sent_at",
  "confirmed_at",
  "banned_until",
  "reauthentication_sent_at",
  "deleted_at",
] as const;

type Timestamp = (typeof TIMESTAMPS)[number];

export type IdentityJson = {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: JsonObject;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  email: string | null;
};

export type UserRow = { [K in Timestamp]: string | null } & {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  confirmation_token: string | null;
  recovery_token: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change: string | null;
  email_change_confirm_status: number | null;
  phone_change: string | null;
  reauthentication_token: string | null;
  raw_app_meta_data: JsonObject | null;
  raw_user_meta_data: JsonObject | null;
  is_anonymous: boolean;
  is_sso_user: boolean;
  /** banned_until lies in the future */
  banned: boolean;
  identities: IdentityJson[];
};

const IDENTITIES = `coalesce((select json_agg(json_build_object(
    'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id, 'identity_data', i.identity_data,
    'provider', i.provider, 'last_sign_in_at', ${ts("i.last_sign_in_at")}, 'created_at', ${ts("i.created_at")},
    'updated_at', ${ts("i.updated_at")}, 'email', i.email) order by i.created_at, i.id)
  from auth.identities i where i.user_id = u.id), '[]'::json)`;

/** The select list that yields a UserRow from `auth.users u`. */
export const USER_SELECT = [
  "u.id::text as id",
  "u.aud",
  "u.role",
  "u.email",
  "u.phone",
  "u.encrypted_password",
  "u.confirmation_token",
  "u.recovery_token",
  "u.email_change_token_new",
  "u.email_change_token_current",
  "u.email_change",
  "u.email_change_confirm_status::int as email_change_confirm_status",
  "u.phone_change",
  "u.reauthentication_token",
  "u.raw_app_meta_data",
  "u.raw_user_meta_data",
  "u.is_anonymous",
  "u.is_sso_user",
  "coalesce(u.banned_until > now(), false) as banned",
  ...TIMESTAMPS.map((c) => `${ts(`u.${c}`)} as ${c}`),
  `${IDENTITIES} as identities`,
].join(", ");

const omitNull = <T extends Record<string, unknown>>(o: T): Partial<T> => {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(o))
    if (v !== null && v !== undefined && v !== "") out[k as keyof T] = v as T[keyof T];
  return out;
};

function identityJson(i: IdentityJson): Record<string, unknown> {
  return {
    identity_id: i.identity_id,
    id: i.id,
    user_id: i.user_id,
    ...(i.identity_data ? { identity_data: i.identity_data } : {}),
    provider: i.provider,
    ...omitNull({ last_sign_in_at: i.last_sign_in_at }),
    created_at: i.created_at,
    updated_at: i.updated_at,
    ...omitNull({ email: i.email }),
  };
}

export type UserJson = Record<string, unknown> & { id: string };

/** The User object GoTrue sends: optional fields omitted when empty, secrets never included. */
export function userJson(u: UserRow): UserJson {
  return {
    id: u.id,
    aud: u.aud || "authenticated",
    role: u.role || "authenticated",
    email: u.email ?? "",
    ...omitNull({ email_confirmed_at: u.email_confirmed_at, invited_at: u.invited_at }),
    phone: u.phone ?? "",
    ...omitNull({
      phone_confirmed_at: u.phone_confirmed_at,
      confirmation_sent_at: u.confirmation_sent_at,
      confirmed_at: u.confirmed_at,
      recovery_sent_at: u.recovery_sent_at,
      new_email: u.email_change,
      email_change_sent_at: u.email_change_sent_at,
      new_phone: u.phone_change,
      phone_change_sent_at: u.phone_change_sent_at,
      reauthentication_sent_at: u.reauthentication_sent_at,
      last_sign_in_at: u.last_sign_in_at,
    }),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: (u.identities ?? []).map(identityJson),
    created_at: u.created_at,
    updated_at: u.updated_at,
    ...omitNull({ banned_until: u.banned_until, deleted_at: u.deleted_at }),
    is_anonymous: u.is_anonymous,
  };
}
