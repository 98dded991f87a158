// The calls the contract-documents function makes to its own project, with fetch only (the same
// code runs in Node locally and in Supabase's Deno edge runtime): REST RPCs and storage objects,
// either as the caller (their Authorization header: RLS decides) or as the service role.

declare const Deno: { env: { get(name: string): string | undefined } };

export type Caller = { authorization: string };

export type Project = { url: string; anonKey: string; serviceKey: string };

export const project = (): Project | null => {
  const url = Deno.env.get("SUPABASE_URL");
  const anonKey = Deno.env.get("SUPABASE_ANON_KEY");
  const serviceKey = Deno.env.get("SUPABASE_SERVICE_ROLE_KEY");
  return url && anonKey && serviceKey ? { url, anonKey, serviceKey } : null;
};

/** An error carrying the HTTP status and the JSON body (PostgREST's French `message`, `hint`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; code?: string; hint?: string | null },
  ) {
    super(body.message ?? `HTTP ${status}`);
  }
}

const headersFor = (p: Project, as: Caller | "service" | "anon"): Record<string, string> =>
  as === "service"
    ? { apikey: p.serviceKey, Authorization: `Bearer ${p.serviceKey}` }
    : as === "anon"
      ? { apikey: p.anonKey, Authorization: `Bearer ${p.anonKey}` }
      : { apikey: p.anonKey, Authorization: as.authorization };

const failed = async (res: Response): Promise<never> => {
  const body = (await res.json().catch(() => ({}))) as ApiError["body"];
  throw new ApiError(res.status, body);
};

export const rpc = async <T>(p: Project, as: Caller | "service" | "anon", name: string, args: unknown): Promise<T> => {
  const res = await fetch(`${p.url}/rest/v1/rpc/${name}`, {
    method: "POST",
    headers: { ...headersFor(p, as), "Content-Type": "application/json" },
    body: JSON.stringify(args),
  });
  if (!res.ok) return failed(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
};

export const select = async <T>(p: Project, as: Caller | "service", table: string, query: string): Promise<T[]> => {
  const res = await fetch(`${p.url}/rest/v1/${table}?${query}`, { headers: headersFor(p, as) });
  if (!res.ok) return failed(res);
  return (await res.json()) as T[];
};

/** The buckets the documents live in: a contract's PDFs, and the requests' files (commercial conditions). */
export type Bucket = "contracts" | "documents";

export const upload = async (
  p: Project,
  as: Caller | "service",
  bucket: Bucket,
  path: string,
  bytes: Uint8Array,
): Promise<void> => {
  const res = await fetch(`${p.url}/storage/v1/object/${bucket}/${path}`, {
    method: "POST",
    headers: { ...headersFor(p, as), "Content-Type": "application/pdf", "x-upsert": "true" },
    body: new Uint8Array(bytes),
  });
  if (!res.ok) return failed(res);
};

export const download = async (p: Project, bucket: Bucket, path: string): Promise<Uint8Array> => {
  const res = await fetch(`${p.url}/storage/v1/object/${bucket}/${path}`, { headers: headersFor(p, "service") });
  if (!res.ok) return failed(res);
  return new Uint8Array(await res.arrayBuffer());
};

export const sha256Hex = async (bytes: Uint8Array): Promise<string> => {
  const digest = await crypto.subtle.digest("SHA-256", new Uint8Array(bytes));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
};
