/* eslint-disable @typescript-eslint/no-explicit-any */
// Shared helpers for the server suite: the official clients pointed at the running server,
// and JWTs minted with the server's secret.
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { inject } from "vitest";
import WebSocket from "ws";
import { signJwt, type Claims } from "../../server/jwt.ts";
import type { Database } from "../../src/database.types.ts";

export const serverUrl = () => inject("serverUrl");
export const anonKey = () => inject("anonKey");
export const serviceRoleKey = () => inject("serviceRoleKey");

// Node 20 has no native WebSocket: realtime gets the ws package's (its type differs from the DOM's).
const realtime = { transport: WebSocket as never };
const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

type ClientOptions = { schema?: string; accessToken?: string; flowType?: "implicit" | "pkce" };

/** supabase-js as an app would create it (Node 20 needs the ws transport). */
export function client(opts: ClientOptions = {}): SupabaseClient<any, string> {
  return createClient(serverUrl(), anonKey(), {
    db: { schema: opts.schema ?? "public" },
    auth: { ...noSession, flowType: opts.flowType ?? "implicit" },
    realtime,
    global: opts.accessToken ? { headers: { Authorization: `Bearer ${opts.accessToken}` } } : undefined,
  });
}

export const serviceClient = (schema = "public") =>
  createClient(serverUrl(), serviceRoleKey(), {
    db: { schema },
    auth: noSession,
    realtime,
  });

/** supabase-js typed by the generated schema (public), signed in with `accessToken`, as the app uses it. */
export const appClient = (accessToken: string): SupabaseClient<Database> =>
  createClient<Database>(serverUrl(), anonKey(), {
    auth: noSession,
    realtime,
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
  });

/** An access token for `sub` as GoTrue would issue it (until sign-in is used). */
export async function mintToken(claims: Claims & { sub?: string }, expiresIn = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(inject("jwtSecret"), {
    aud: "authenticated",
    role: "authenticated",
    iat: now,
    exp: now + expiresIn,
    ...claims,
  });
}

/** A raw request to the server (for status codes and headers the clients hide). */
export async function raw(pathAndQuery: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("apikey")) headers.set("apikey", anonKey());
  if (init.token !== undefined) headers.set("Authorization", `Bearer ${init.token}`);
  else if (!headers.has("Authorization")) headers.set("Authorization", `Bearer ${anonKey()}`);
  return fetch(serverUrl() + pathAndQuery, { ...init, headers });
}

export type DocumentJobRow = {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  file: string | null;
  sha256: string | null;
};

/** The queue's job for a record (public.document_job), read as the service role. */
export async function documentJobOf(recordId: string, kind?: string): Promise<DocumentJobRow | undefined> {
  // an invoice has its document's job, then its deposits at the platform (kinds platform_*)
  const which = kind ? `kind=eq.${kind}` : "kind=not.like.platform_*";
  const res = await raw(
    `/rest/v1/document_job?record_id=eq.${recordId}&${which}&select=id,status,attempts,last_error,file,sha256`,
    {
      token: serviceRoleKey(),
      headers: { apikey: serviceRoleKey() },
    },
  );
  return ((await res.json()) as DocumentJobRow[])[0];
}

/**
 * Runs the document worker on one record's job, as the server does on its own (the suites' server
 * leaves the queue to the tests: documentWorkerIntervalMs 0); its answer.
 */
export async function runDocumentJob(
  recordId: string,
  kind?: string,
): Promise<{ claimed: number; done: number; failed: unknown[] }> {
  const job = await documentJobOf(recordId, kind);
  if (!job) throw new Error(`aucune tâche de production pour ${recordId}`);
  const res = await raw("/functions/v1/document-worker", {
    method: "POST",
    token: serviceRoleKey(),
    headers: { apikey: serviceRoleKey(), "content-type": "application/json" },
    body: JSON.stringify({ job_ids: [job.id] }),
  });
  if (res.status !== 200) throw new Error(`document-worker : HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as { claimed: number; done: number; failed: unknown[] };
}
