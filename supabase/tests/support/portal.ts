// The client and talent spaces through the local server (supabase/schemas/31_portal.sql): the
// named demo accounts' sessions, the space and team functions called with a token, the
// portal-access function, and a throwaway contact of Renfort (created and deleted with the
// service role) for the flows that write accesses, since the server commits every request.
import { expect } from "vitest";
import { client, raw } from "../../../tests/server/helpers.ts";
import { DEMO_PASSWORD, PORTAL_ACCOUNTS, WORKSPACES } from "../../seed/accounts.ts";
import { deleteAuthUser, rest, serviceRest, type RestResult } from "./http.ts";

export type Row = Record<string, unknown>;

/** A session (access and refresh tokens) of an account that has a password. */
export async function session(email: string): Promise<{ access: string; refresh: string }> {
  const { data, error } = await client().auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error || !data.session) throw new Error(`connexion impossible pour ${email} : ${error?.message}`);
  return { access: data.session.access_token, refresh: data.session.refresh_token };
}

export const portalSession = (kind: keyof typeof PORTAL_ACCOUNTS) => session(PORTAL_ACCOUNTS[kind].email);

/** POST /rest/v1/rpc/<fn> with the token; the JSON answer (an object, or the rows) or the error. */
export const rpc = (token: string, fn: string, body: Row = {}): Promise<RestResult> =>
  rest(token, "POST", `rpc/${fn}`, "", { body });

/** The space's home (or the refusal) as the token's owner. */
export async function home(token: string, kind: "client" | "talent") {
  const r = await rpc(token, `${kind}_space_home`);
  return { error: r.error, home: (r.rows[0] ?? null) as Row | null };
}

/** POST /functions/v1/portal-access with the token. */
export async function portalFunction(token: string, body: Row): Promise<{ status: number; body: Row }> {
  const res = await raw("/functions/v1/portal-access", {
    method: "POST",
    token,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Row };
}

/** The rows of a service-role read (which must succeed). */
export async function serviceRows(table: string, query: string): Promise<Row[]> {
  const r = await serviceRest("GET", table, query);
  expect(r.error, `${table}?${query}`).toBeNull();
  return r.rows;
}

/** A new contact of a Renfort client holding a space role, with a unique address; `drop` deletes it and its account. */
export async function throwawayContact(tag: string): Promise<{ id: string; email: string; drop: () => Promise<void> }> {
  const [company] = await serviceRows(
    "company",
    `select=id&workspace_id=eq.${WORKSPACES.renfort.id}&status=eq.active&order=name&limit=1`,
  );
  const email = `${tag}-${crypto.randomUUID().slice(0, 8)}@client-espace.test`;
  const created = await serviceRest("POST", "contact", "select=id", {
    body: {
      workspace_id: WORKSPACES.renfort.id,
      company_id: company.id,
      first_name: "Inès",
      last_name: "Portail",
      email,
      roles: ["timesheet_signer"],
    },
    prefer: "return=representation",
  });
  expect(created.error).toBeNull();
  const id = String(created.rows[0].id);
  return {
    id,
    email,
    drop: async () => {
      const users = await serviceRows("auth_user", `select=id&email=eq.${encodeURIComponent(email)}`);
      await serviceRest("DELETE", "contact", `id=eq.${id}`);
      for (const u of users) await deleteAuthUser(String(u.id));
    },
  };
}
