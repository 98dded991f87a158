// POST /functions/v1/invite-member {email, first_name?, last_name?, redirect_to?}: a developer or
// country manager invites someone into their current workspace. The caller's own token runs
// public.invite_team_member (which checks their right and records the member); only then does
// the service key ask GoTrue to mail the invitation (POST /auth/v1/invite). The link signs the
// invited person in on /auth/invitation, where they choose their password.

declare const Deno: { env: { get(name: string): string | undefined } };

const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type, x-retry-count",
};

const json = (status: number, body: unknown) => Response.json(body, { status, headers: corsHeaders });

type Invitation = { email: string; first_name?: string; last_name?: string; redirect_to?: string };

async function readInvitation(req: Request): Promise<Invitation | null> {
  const body: unknown = await req.json().catch(() => null);
  if (!body || typeof body !== "object") return null;
  const b = body as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" ? v.trim() : undefined);
  const email = str(b.email);
  return email
    ? { email, first_name: str(b.first_name), last_name: str(b.last_name), redirect_to: str(b.redirect_to) }
    : null;
}

async function inviteMember(req: Request): Promise<Response> {
  if (req.method === "OPTIONS") return new Response("ok", { headers: corsHeaders });
  if (req.method !== "POST") return json(405, { message: "Method not allowed" });
  const url = Deno.env.get("SUPABASE_URL");
  const anonKey = Deno.env.get("SUPABASE_ANON_KEY");
  const serviceKey = Deno.env.get("SUPABASE_SERVICE_ROLE_KEY");
  if (!url || !anonKey || !serviceKey) return json(500, { message: "Function not configured" });
  const authorization = req.headers.get("authorization") ?? "";
  const invitation = await readInvitation(req);
  if (!invitation) return json(400, { code: "23514", message: "L'adresse e-mail est invalide" });

  // As the caller: the database decides whether they may invite, and records the member.
  const rpc = await fetch(`${url}/rest/v1/rpc/invite_team_member`, {
    method: "POST",
    headers: { apikey: anonKey, Authorization: authorization, "Content-Type": "application/json" },
    body: JSON.stringify({
      p_email: invitation.email,
      p_first_name: invitation.first_name ?? null,
      p_last_name: invitation.last_name ?? null,
    }),
  });
  if (!rpc.ok) return json(rpc.status, await rpc.json().catch(() => ({ message: "Invitation refusée" })));
  const teamMemberId = (await rpc.json()) as string;

  const query = invitation.redirect_to ? `?redirect_to=${encodeURIComponent(invitation.redirect_to)}` : "";
  const invite = await fetch(`${url}/auth/v1/invite${query}`, {
    method: "POST",
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      email: invitation.email,
      data: { first_name: invitation.first_name ?? "", last_name: invitation.last_name ?? "" },
    }),
  });
  // Already has an account (invited into another workspace): the membership is what mattered.
  if (!invite.ok && invite.status !== 422) return json(502, { message: "L'invitation n'a pas pu être envoyée" });
  return json(200, { team_member_id: teamMemberId, invited: invite.ok });
}

export default { fetch: inviteMember };
