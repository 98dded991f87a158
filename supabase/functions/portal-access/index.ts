// POST /functions/v1/portal-access — a team member opens, mails again or closes the space of a
// client contact (/client) or a talent (/talent), with their own token:
//   { action: "invite" | "resend", kind: "client" | "talent", record_id } → { access_id, email, kind,
//     first_name, redirect_path, user_id, mail: "invite" | "code" }
//   { action: "revoke", access_id } → the revoked public.portal_access row
// The caller's token runs public.invite_portal_access / revoke_portal_access, which check their
// right and write the access (the invite-member pattern). Only then does the service key make
// sure the person has an account: GoTrue's POST /invite creates it and mails a link that signs
// them in on the space; an address that already has one gets a sign-in code instead (POST /otp,
// create_user false). public.link_portal_user (service role only) ties the account to the access.
import { ApiError, failed, headersFor, project, rpc, type Project } from "../_shared/project-api.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MESSAGES = {
  invalid:
    "Requête invalide : action « invite », « resend » ou « revoke » attendue, avec le contact, le talent ou l'accès",
  mail: "L'accès est ouvert, mais l'e-mail n'a pas pu être envoyé : réessayez avec « Renvoyer l'invitation »",
  tooSoon: "Un e-mail vient déjà d'être envoyé à cette adresse : réessayez dans une minute",
  failed: "L'accès à l'espace n'a pas pu être mis à jour",
};

type Invitation = {
  access_id: string;
  email: string;
  kind: "client" | "talent";
  first_name: string | null;
  redirect_path: string;
};
type PortalRequest =
  | { action: "invite" | "resend"; kind: "client" | "talent"; record_id: string }
  | { action: "revoke"; access_id: string };

const json = (status: number, body: unknown) => Response.json(body, { status });

const readRequest = (body: unknown): PortalRequest | null => {
  if (!body || typeof body !== "object") return null;
  const b = body as Record<string, unknown>;
  if ((b.action === "invite" || b.action === "resend") && (b.kind === "client" || b.kind === "talent"))
    return typeof b.record_id === "string" && UUID.test(b.record_id)
      ? { action: b.action, kind: b.kind, record_id: b.record_id }
      : null;
  if (b.action === "revoke" && typeof b.access_id === "string" && UUID.test(b.access_id))
    return { action: "revoke", access_id: b.access_id };
  return null;
};

/** Where the e-mail's link lands: the app's origin (SITE_URL, else the caller's page, else the API's). */
const siteUrl = (p: Project, req: Request): string => {
  const configured = Deno.env.get("SITE_URL");
  const origin = req.headers.get("origin");
  return (configured || (origin && /^https?:\/\//.test(origin) ? origin : p.url)).replace(/\/+$/, "");
};

/** The account of the address: created and invited, or found and sent a sign-in code. */
const mailAccount = async (
  p: Project,
  invitation: Invitation,
  redirectTo: string,
): Promise<{ userId: string; mail: "invite" | "code" }> => {
  const service = { ...headersFor(p, "service"), "Content-Type": "application/json" };
  const invite = await fetch(`${p.url}/auth/v1/invite?redirect_to=${encodeURIComponent(redirectTo)}`, {
    method: "POST",
    headers: service,
    // the space in the metadata: the hosted invite mail words itself by it (supabase/templates/invite.html)
    body: JSON.stringify({
      email: invitation.email,
      data: { first_name: invitation.first_name ?? "", space: invitation.kind },
    }),
  });
  if (invite.ok) return { userId: ((await invite.json()) as { id: string }).id, mail: "invite" };
  // 422 email_exists: a confirmed account already has the address (invited before, or a talent
  // who is also a client contact): a code and a magic link to sign in instead.
  if (invite.status !== 422) return failed(invite);
  const otp = await fetch(`${p.url}/auth/v1/otp?redirect_to=${encodeURIComponent(redirectTo)}`, {
    method: "POST",
    headers: service,
    body: JSON.stringify({ email: invitation.email, create_user: false }),
  });
  if (!otp.ok) return failed(otp);
  const [user] = (await (
    await fetch(`${p.url}/rest/v1/auth_user?select=id&email=eq.${encodeURIComponent(invitation.email)}`, {
      headers: headersFor(p, "service"),
    })
  ).json()) as Array<{ id: string }>;
  if (!user) throw new ApiError(502, { message: MESSAGES.mail });
  return { userId: user.id, mail: "code" };
};

const refusal = (error: unknown, fallback: string): Response => {
  if (error instanceof ApiError) {
    if (error.status === 429) return json(429, { code: "over_email_send_rate_limit", message: MESSAGES.tooSoon });
    // PostgREST's French refusal (42501, P0002, 23514…) as the database wrote it
    const sqlState = typeof error.body.code === "string" && /^[0-9A-Z]{5}$/.test(error.body.code);
    if (error.status >= 400 && error.status < 500 && sqlState)
      return json(error.status, { ...error.body, message: error.body.message ?? fallback });
    return json(502, { message: fallback });
  }
  console.error("portal-access", error);
  return json(500, { message: fallback });
};

async function portalAccess(req: Request): Promise<Response> {
  if (req.method !== "POST") return json(405, { message: "Method not allowed" });
  const p = project();
  if (!p) return json(500, { message: "Function not configured" });
  const authorization = req.headers.get("authorization") ?? "";
  const request = readRequest(await req.json().catch(() => null));
  if (!request || !authorization) return json(400, { message: MESSAGES.invalid });

  if (request.action === "revoke") {
    try {
      return json(200, await rpc(p, { authorization }, "revoke_portal_access", { p_access_id: request.access_id }));
    } catch (error) {
      return refusal(error, MESSAGES.failed);
    }
  }

  let invitation: Invitation;
  try {
    // As the caller: the database decides whether they may, and records the access.
    invitation = await rpc<Invitation>(p, { authorization }, "invite_portal_access", {
      p_kind: request.kind,
      p_record_id: request.record_id,
    });
  } catch (error) {
    return refusal(error, MESSAGES.failed);
  }
  try {
    const { userId, mail } = await mailAccount(p, invitation, siteUrl(p, req) + invitation.redirect_path);
    await rpc(p, "service", "link_portal_user", { p_access_id: invitation.access_id, p_user_id: userId });
    return json(200, { ...invitation, user_id: userId, mail });
  } catch (error) {
    // the access is recorded; only the mail (or the link, done again on the next send) failed
    return refusal(error, MESSAGES.mail);
  }
}

export default { fetch: portalAccess };
