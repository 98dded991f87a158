// The database tests through the local server: each demo account signs in with its password
// (GoTrue's password grant, through supabase-js) and calls PostgREST with that session's
// access token; setup and cleanup use the service role (which bypasses RLS).
import { client, raw, serviceClient, serviceRoleKey } from "../../../tests/server/helpers.ts";
import { DEMO_PASSWORD, type DemoAccount } from "../../seed/accounts.ts";

type Row = Record<string, unknown>;

/** The access token of the account's session, signed in with `auth.signInWithPassword`. */
export async function signIn(a: DemoAccount): Promise<string> {
  const { data, error } = await client().auth.signInWithPassword({ email: a.email, password: DEMO_PASSWORD });
  if (error || !data.session) throw new Error(`connexion impossible pour ${a.email} : ${error?.message}`);
  return data.session.access_token;
}

export type RestResult = {
  status: number;
  rows: Row[];
  error: { code?: string; message?: string; details?: string } | null;
};

/** A PostgREST request on /rest/v1/<table>?<query> (or rpc/<function>) with the given bearer token. */
export async function rest(
  token: string,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  table: string,
  query: string,
  opts: { body?: unknown; prefer?: string; accept?: string; apikey?: string; schema?: string } = {},
): Promise<RestResult> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (opts.schema) headers[method === "GET" ? "Accept-Profile" : "Content-Profile"] = opts.schema;
  if (opts.prefer) headers.Prefer = opts.prefer;
  if (opts.accept) headers.Accept = opts.accept;
  if (opts.apikey) headers.apikey = opts.apikey;
  const res = await raw(`/rest/v1/${table}${query ? `?${query}` : ""}`, {
    method,
    token,
    headers,
    ...(opts.body !== undefined && { body: JSON.stringify(opts.body) }),
  });
  const text = await res.text();
  const json: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) return { status: res.status, rows: [], error: (json ?? {}) as RestResult["error"] & object };
  return { status: res.status, rows: Array.isArray(json) ? (json as Row[]) : json ? [json as Row] : [], error: null };
}

/** The same request as the service role (bypasses RLS): setup and cleanup. */
export const serviceRest = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  table: string,
  query: string,
  opts: { body?: unknown; prefer?: string } = {},
) => rest(serviceRoleKey(), method, table, query, { ...opts, apikey: serviceRoleKey() });

/** `col=eq.value&…` for the given columns of a row. */
export const eqFilter = (columns: string[], row: Row) =>
  columns.map((c) => `${encodeURIComponent(c)}=eq.${encodeURIComponent(String(row[c]))}`).join("&");

/** A throwaway auth user (GoTrue admin API), for rows that need one of their own. */
export async function createAuthUser(email: string, id?: string): Promise<string> {
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    email_confirm: true,
    ...(id && { id }),
  });
  if (error || !data.user) throw new Error(`création de l'utilisateur ${email} impossible : ${error?.message}`);
  return data.user.id;
}

export async function deleteAuthUser(id: string): Promise<void> {
  const { error } = await serviceClient().auth.admin.deleteUser(id);
  if (error && error.status !== 404)
    throw new Error(`suppression de l'utilisateur ${id} impossible : ${error.message}`);
}
