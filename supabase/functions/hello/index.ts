// Example edge function: greets the caller in French with their user id (the JWT's `sub`),
// echoing the `name` sent as JSON or `?name=`. Answers its own CORS preflight like Supabase's template.

const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type, x-retry-count",
};

/** The `sub` of the Bearer JWT; the server's gate has already verified its signature. */
function callerSub(req: Request): string | null {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.get("authorization") ?? "")?.[1];
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const b64 = payload
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(payload.length / 4) * 4, "=");
    const claims: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))));
    const sub = claims && typeof claims === "object" ? (claims as Record<string, unknown>).sub : undefined;
    return typeof sub === "string" ? sub : null;
  } catch {
    return null;
  }
}

async function requestedName(req: Request): Promise<string | null> {
  const fromQuery = new URL(req.url).searchParams.get("name");
  if (fromQuery) return fromQuery;
  if (!(req.headers.get("content-type") ?? "").includes("application/json")) return null;
  const body: unknown = await req.json().catch(() => null);
  const name = body && typeof body === "object" ? (body as Record<string, unknown>).name : undefined;
  return typeof name === "string" && name.trim() ? name.trim().slice(0, 100) : null;
}

async function hello(req: Request): Promise<Response> {
  if (req.method === "OPTIONS") return new Response("ok", { headers: corsHeaders });
  const sub = callerSub(req);
  const name = await requestedName(req);
  const message = `Bonjour ${name ?? "à vous"} !`;
  return Response.json({ message, sub, method: req.method, path: new URL(req.url).pathname }, { headers: corsHeaders });
}

export default { fetch: hello };
