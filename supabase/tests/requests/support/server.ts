// Clients of the local server signed in as the demo accounts (real sessions from
// /auth/v1/token, password `renfort-demo`), one per account and test file, and helpers to
// read PostgREST errors and upload request files through the storage API.
import type { SupabaseClient } from "@supabase/supabase-js";
import { expect } from "vitest";
import { client, serviceClient } from "../../../../tests/server/helpers.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, WORKSPACES } from "../../../seed/accounts.ts";
import { parisDay } from "../../../../src/lib/dates/paris-time.ts";
import { accountOf } from "./workflow.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = SupabaseClient<any, string>;

const sessions = new Map<string, Promise<Db>>();

/** supabase-js signed in as the demo account with that key (cached per test file). */
export function signedIn(key: string): Promise<Db> {
  let s = sessions.get(key);
  if (!s) {
    s = (async () => {
      const db = client();
      const email = DEMO_ACCOUNTS.find((a) => a.key === key)?.email ?? key;
      const { data, error } = await db.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
      if (error || !data.session) throw new Error(`connexion impossible pour ${email} : ${error?.message}`);
      return client({ accessToken: data.session.access_token });
    })();
    sessions.set(key, s);
  }
  return s;
}

/** The client of the account playing a role. */
export const asRole = (role: string) => signedIn(accountOf(role).key);

export const service = () => serviceClient();
export const RENFORT = WORKSPACES.renfort.id;

type Result<T> = { data: T | null; error: { code: string; message: string } | null };

/** The row of a successful call (fails the test with the server's message otherwise). */
export function ok<T>(r: Result<T>): T {
  expect(r.error?.message ?? null).toBeNull();
  return r.data as T;
}

/** The error of a refused call. */
export function refused<T>(r: Result<T>): { code: string; message: string } {
  expect(r.error, "un refus était attendu").not.toBeNull();
  return r.error!;
}

export const PDF_BYTES = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** Uploads a PDF as the client to `<workspace>/requests/<entity>/<id>/<name>`; returns its path. */
export async function uploadRequestFile(
  db: Db,
  entity: string,
  id: string,
  name: string,
  workspaceId = RENFORT,
): Promise<string> {
  const path = `${workspaceId}/requests/${entity}/${id}/${name}`;
  // an upsert needs the read policy, which no role has on a medical notice (opened through the
  // medical-document function only): the notice is a new file, as in the app
  const upsert = entity !== "medical_checkup_result";
  const { error } = await db.storage
    .from("documents")
    .upload(path, new Blob([PDF_BYTES], { type: "application/pdf" }), { contentType: "application/pdf", upsert });
  expect(error?.message ?? null).toBeNull();
  return path;
}

const JPEG_BYTES = Uint8Array.from(
  atob(
    "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////" +
      "2wBDAf//////////////////////////////////////////////////////////////////////////////////////wAARCAABAAEDASIAAhEBAxEB/8QAFAAB" +
      "AAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AP//Z",
  ),
  (c) => c.charCodeAt(0),
);

/** Uploads a JPEG photo as the client (professional card photos); returns its path. */
export async function uploadRequestPhoto(
  db: Db,
  entity: string,
  id: string,
  name: string,
  workspaceId = RENFORT,
): Promise<string> {
  const path = `${workspaceId}/requests/${entity}/${id}/${name}`;
  const { error } = await db.storage
    .from("documents")
    .upload(path, new Blob([JPEG_BYTES], { type: "image/jpeg" }), { contentType: "image/jpeg", upsert: true });
  expect(error?.message ?? null).toBeNull();
  return path;
}

/** A refusal of one step: the role, extra values, and the expected message or code
 * (default: "Votre rôle ne permet pas de passer de « from » à « to »"). */
export type Wrong = { as: string; set?: Record<string, unknown>; message?: string | RegExp; code?: string };
/** One move of a scenario: who makes it (a role, or "system" = the service role) and what it sets. */
export type Step = { as: string; set: Record<string, unknown> & { status: string }; wrong?: Wrong[] };

/** The French labels of a status enum. */
export async function statusLabels(enumName: string): Promise<Map<string, string>> {
  const rows = ok(await service().from("enum_label").select("value, label").eq("enum_name", enumName)) as Array<{
    value: string;
    label: string;
  }>;
  return new Map(rows.map((r) => [r.value, r.label]));
}

/** Walks a request through its steps, each first refused to the wrong roles, then made by the right one. */
export async function walk(
  table: string,
  id: string,
  enumName: string,
  steps: Step[],
): Promise<Record<string, unknown>> {
  const labels = await statusLabels(enumName);
  let row = ok(await service().from(table).select("*").eq("id", id).single()) as Record<string, unknown>;
  for (const step of steps) {
    for (const w of step.wrong ?? []) {
      const db = await asRole(w.as);
      const error = refused(
        await db
          .from(table)
          .update({ ...step.set, ...(w.set ?? {}) })
          .eq("id", id)
          .select()
          .single(),
      );
      const where = `${table} ${String(row.status)} → ${step.set.status} par ${w.as}`;
      if (w.code) expect({ where, code: error.code }).toEqual({ where, code: w.code });
      else if (w.message instanceof RegExp)
        expect({ where, message: error.message }).toMatchObject({ where, message: expect.stringMatching(w.message) });
      else
        expect({ where, message: error.message }).toEqual({
          where,
          message:
            w.message ??
            `Votre rôle ne permet pas de passer de « ${labels.get(String(row.status))} » à « ${labels.get(step.set.status)} »`,
        });
    }
    const db = step.as === "system" ? service() : await asRole(step.as);
    const result = await db.from(table).update(step.set).eq("id", id).select().single();
    expect({ step: `${table} → ${step.set.status} par ${step.as}`, error: result.error?.message ?? null }).toEqual({
      step: `${table} → ${step.set.status} par ${step.as}`,
      error: null,
    });
    row = result.data as Record<string, unknown>;
    expect(row.status).toBe(step.set.status);
  }
  return row;
}

/** A weekday at 10:00 Paris time, `days` from now (never a Sunday), as an ISO instant. */
export function weekdayMorning(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  if (d.getUTCDay() === 0) d.setUTCDate(d.getUTCDate() + 1);
  return `${d.toISOString().slice(0, 10)}T08:30:00Z`;
}

/** Today in Paris, as the database's private.paris_today() (its clock is UTC: new Date()'s UTC day is yesterday after midnight in Paris). */
export const today = () => parisDay(new Date());
export const daysFromToday = (n: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
