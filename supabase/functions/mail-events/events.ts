// The e-mail provider's events about the mails the relay sent (Resend's webhook shape:
// `{type, created_at, data: {email_id, …}}`), once their signature is checked (./svix.ts):
// - `email.bounced`: the recipient's server refused the mail → public.mail_outbox_bounce (the mail
//   is marked; a push campaign's recipient becomes « Non distribué » with the reason
//   `data.bounce.message`, and its campaign is recounted);
// - `email.complained`: the recipient reported it as spam → public.mail_outbox_complaint (they are
//   opted out of the marketing mails);
// - any other type: acknowledged and ignored (200), so that the provider does not retry it.
// The mail is found by the id the provider answered at sending (data.email_id), which the relay
// recorded. Both calls are idempotent: a redelivered event changes nothing. The database is written
// with the service role (both functions are the service role's only).
import { svixHeaders, verifySignature } from "./svix.ts";

export type Config = {
  /** MAIL_WEBHOOK_SECRET: `whsec_…`, given by the provider when the webhook is registered */
  secret: string | undefined;
  url: string;
  serviceKey: string;
  /** the clock, in Unix seconds (tests) */
  now?: () => number;
};

type MailEvent = {
  type?: unknown;
  data?: { email_id?: unknown; bounce?: { message?: unknown; type?: unknown; subType?: unknown } | null } | null;
};

const json = (status: number, body: unknown) => Response.json(body, { status });

const rpc = async (c: Config, name: string, args: unknown): Promise<unknown> => {
  const res = await fetch(`${c.url}/rest/v1/rpc/${name}`, {
    method: "POST",
    headers: { apikey: c.serviceKey, Authorization: `Bearer ${c.serviceKey}`, "Content-Type": "application/json" },
    body: JSON.stringify(args),
  });
  if (!res.ok) throw new Error(`${name}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
};

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() ? value.trim().slice(0, 1000) : null;

/** The refusal as the provider words it: its message, else its type and subtype (e.g. « Permanent General »). */
export const bounceReason = (event: MailEvent): string | null => {
  const bounce = event.data?.bounce;
  return text(bounce?.message) ?? text([text(bounce?.type), text(bounce?.subType)].filter(Boolean).join(" "));
};

export async function handleMailEvent(req: Request, c: Config): Promise<Response> {
  if (req.method !== "POST") return json(405, { message: "Method not allowed" });
  // Without the secret nothing can be trusted: the provider retries later (5xx), nothing is lost.
  if (!c.secret) return json(503, { message: "Réception des événements e-mail non configurée (MAIL_WEBHOOK_SECRET)" });
  const body = await req.text();
  const verdict = await verifySignature(c.secret, svixHeaders(req), body, c.now?.());
  if (!verdict.ok) return json(401, { message: "Signature invalide", reason: verdict.reason });
  let event: MailEvent;
  try {
    event = JSON.parse(body) as MailEvent;
  } catch {
    return json(400, { message: "Événement illisible" });
  }
  const emailId = text(event.data?.email_id);
  if ((event.type !== "email.bounced" && event.type !== "email.complained") || !emailId)
    return json(200, { ignored: true, type: typeof event.type === "string" ? event.type : null });
  try {
    const result =
      event.type === "email.bounced"
        ? await rpc(c, "mail_outbox_bounce", { p_provider_message_id: emailId, p_reason: bounceReason(event) })
        : await rpc(c, "mail_outbox_complaint", { p_provider_message_id: emailId });
    return json(200, { type: event.type, result });
  } catch (error) {
    console.error("mail-events", error);
    // a 5xx: the provider delivers the event again later
    return json(502, { message: "L'événement n'a pas pu être enregistré" });
  }
}
