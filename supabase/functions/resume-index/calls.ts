// The calls the resume-index function makes to its own project, with fetch only (the same code
// runs in Node locally and in Supabase's Deno edge runtime): REST reads and RPCs, storage
// downloads, as the caller (their Authorization header: RLS, the storage policies and the checks
// of public.record_resume_text decide) or as the service role for the scheduled batch. The project,
// its keys, the errors and their reading are every function's (../_shared/project-api.ts).

import { failed, type Project } from "../_shared/project-api.ts";

export { ApiError, project, type Project } from "../_shared/project-api.ts";

/** Whose token the calls carry: a signed-in user's, or the service role's (pg_cron). */
export type Caller = { authorization: string; service: boolean };

const headers = (p: Project, as: Caller): Record<string, string> => ({
  apikey: as.service ? p.serviceKey : p.anonKey,
  Authorization: as.authorization,
});

export const select = async <T>(p: Project, as: Caller, table: string, query: string): Promise<T[]> => {
  const res = await fetch(`${p.url}/rest/v1/${table}?${query}`, { headers: headers(p, as) });
  if (!res.ok) return failed(res);
  return (await res.json()) as T[];
};

/** How many rows match (PostgREST's exact count, no row read). */
export const count = async (p: Project, as: Caller, table: string, query: string): Promise<number> => {
  const res = await fetch(`${p.url}/rest/v1/${table}?${query}`, {
    method: "HEAD",
    headers: { ...headers(p, as), Prefer: "count=exact" },
  });
  if (!res.ok) return failed(res);
  return Number(res.headers.get("content-range")?.split("/")[1] ?? 0);
};

export const rpc = async <T>(p: Project, as: Caller, name: string, args: Record<string, unknown>): Promise<T> => {
  const res = await fetch(`${p.url}/rest/v1/rpc/${name}`, {
    method: "POST",
    headers: { ...headers(p, as), "Content-Type": "application/json" },
    body: JSON.stringify(args),
  });
  if (!res.ok) return failed(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
};

/** The object's bytes, or null when it is missing or the caller may not read it. */
export const download = async (p: Project, as: Caller, bucket: string, path: string): Promise<Uint8Array | null> => {
  const encoded = path.split("/").map(encodeURIComponent).join("/");
  const res = await fetch(`${p.url}/storage/v1/object/${bucket}/${encoded}`, { headers: headers(p, as) });
  if (!res.ok) {
    await res.body?.cancel();
    return null;
  }
  return new Uint8Array(await res.arrayBuffer());
};

/** Writes a talent's vector; only where public.talent_resume_embedding exists (pgvector, hosted). */
export const upsertEmbedding = async (
  p: Project,
  row: { talent_id: string; embedding: number[]; model: string },
): Promise<void> => {
  const service: Caller = { authorization: `Bearer ${p.serviceKey}`, service: true };
  const res = await fetch(`${p.url}/rest/v1/talent_resume_embedding?on_conflict=talent_id`, {
    method: "POST",
    headers: {
      ...headers(p, service),
      "Content-Type": "application/json",
      Prefer: "resolution=merge-duplicates,return=minimal",
    },
    body: JSON.stringify({ ...row, embedding: `[${row.embedding.join(",")}]` }),
  });
  if (!res.ok) return failed(res);
};
