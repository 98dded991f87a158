// The calls the anonymous-documents function makes to its own project with fetch only (the same
// code runs in Node locally and in Supabase's Deno edge runtime): REST reads and inserts, storage
// uploads and signed links, as the caller (their Authorization header: RLS and the storage
// policies decide); the service role only removes a file whose row could not be written. The
// project, the headers and the errors are every function's (../_shared/project-api.ts).

import {
  failed,
  headersFor as headers,
  signedUrl as signedLink,
  type Caller,
  type Project,
} from "../_shared/project-api.ts";

export { ApiError, project, select, type Caller, type Project } from "../_shared/project-api.ts";

export const BUCKET = "anonymous-documents";

export const insert = async <T>(p: Project, as: Caller, table: string, row: Record<string, unknown>): Promise<T> => {
  const res = await fetch(`${p.url}/rest/v1/${table}`, {
    method: "POST",
    headers: { ...headers(p, as), "Content-Type": "application/json", Prefer: "return=representation" },
    body: JSON.stringify(row),
  });
  if (!res.ok) return failed(res);
  const [created] = (await res.json()) as T[];
  return created;
};

/** Stores a new object (never overwrites: a frozen document is never replaced). */
export const upload = async (p: Project, as: Caller, path: string, bytes: Uint8Array): Promise<void> => {
  const res = await fetch(`${p.url}/storage/v1/object/${BUCKET}/${path}`, {
    method: "POST",
    headers: { ...headers(p, as), "Content-Type": "application/pdf", "x-upsert": "false" },
    body: new Uint8Array(bytes),
  });
  if (!res.ok) return failed(res);
};

export const remove = async (p: Project, path: string): Promise<void> => {
  await fetch(`${p.url}/storage/v1/object/${BUCKET}/${path}`, { method: "DELETE", headers: headers(p, "service") });
};

/** A link that downloads the object for `seconds`, signed as the caller (who must read it). */
export const signedUrl = (p: Project, as: Caller, path: string, seconds: number): Promise<string> =>
  signedLink(p, as, BUCKET, path, seconds);

/** The caller's user id (the token's `sub`; the server has checked its signature). */
export const callerId = (caller: Caller): string | null => {
  const payload = caller.authorization.replace(/^Bearer\s+/i, "").split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === "string" ? sub : null;
  } catch {
    return null;
  }
};
