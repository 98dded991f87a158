// What every function that calls its own project with fetch only needs (the same code runs in
// Node locally and in Supabase's Deno edge runtime): the project's URL and keys, the headers of
// a call as the caller (their Authorization header: RLS and the storage policies decide), as the
// service role or as the anonymous role, and the error a refused call throws.

declare const Deno: { env: { get(name: string): string | undefined } };

export type Project = { url: string; anonKey: string; serviceKey: string };
export type Caller = { authorization: string };
/** Whose token a call carries. */
export type As = Caller | "service" | "anon";

export const project = (): Project | null => {
  const url = Deno.env.get("SUPABASE_URL");
  const anonKey = Deno.env.get("SUPABASE_ANON_KEY");
  const serviceKey = Deno.env.get("SUPABASE_SERVICE_ROLE_KEY");
  return url && anonKey && serviceKey ? { url, anonKey, serviceKey } : null;
};

/**
 * An error carrying the HTTP status and the JSON body: PostgREST's French `message` and `hint`;
 * storage answers a refused policy as 400 with `statusCode: "403"` in its body.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; code?: string; hint?: string | null; statusCode?: string | number },
  ) {
    super(body.message ?? `HTTP ${status}`);
  }
}

export const headersFor = (p: Project, as: As): Record<string, string> =>
  as === "service"
    ? { apikey: p.serviceKey, Authorization: `Bearer ${p.serviceKey}` }
    : as === "anon"
      ? { apikey: p.anonKey, Authorization: `Bearer ${p.anonKey}` }
      : { apikey: p.anonKey, Authorization: as.authorization };

/** Throws the answer of a refused call as an ApiError. */
export const failed = async (res: Response): Promise<never> => {
  const body = (await res.json().catch(() => ({}))) as ApiError["body"];
  throw new ApiError(res.status, body);
};

export const select = async <T>(p: Project, as: As, table: string, query: string): Promise<T[]> => {
  const res = await fetch(`${p.url}/rest/v1/${table}?${query}`, { headers: headersFor(p, as) });
  if (!res.ok) return failed(res);
  return (await res.json()) as T[];
};

/** A SQL function of the public schema, called through PostgREST as `as`; null for an empty answer. */
export const rpc = async <T>(p: Project, as: As, name: string, args: unknown): Promise<T> => {
  const res = await fetch(`${p.url}/rest/v1/rpc/${name}`, {
    method: "POST",
    headers: { ...headersFor(p, as), "Content-Type": "application/json" },
    body: JSON.stringify(args),
  });
  if (!res.ok) return failed(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
};

/** A link that downloads a stored object for `seconds`, signed as `as` (who must be able to read it). */
export const signedUrl = async (p: Project, as: As, bucket: string, path: string, seconds: number): Promise<string> => {
  const encoded = path.split("/").map(encodeURIComponent).join("/");
  const res = await fetch(`${p.url}/storage/v1/object/sign/${bucket}/${encoded}`, {
    method: "POST",
    headers: { ...headersFor(p, as), "Content-Type": "application/json" },
    body: JSON.stringify({ expiresIn: seconds }),
  });
  if (!res.ok) return failed(res);
  const { signedURL } = (await res.json()) as { signedURL: string };
  return `${p.url}/storage/v1${signedURL}`;
};
