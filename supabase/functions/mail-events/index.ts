// /functions/v1/mail-events — the e-mail provider's webhook (Resend's events, signed the Svix
// way): POST an event → bounces and spam complaints are recorded on the mails the relay sent
// (./events.ts). No JWT: the provider has none, the signature is the right.
// Configuration (function secret): MAIL_WEBHOOK_SECRET, the `whsec_…` signing secret the
// provider shows when the webhook is registered (see supabase/functions/README.md). Without it
// the function answers 503 and records nothing.
import { handleMailEvent } from "./events.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

export const verifyJwt = false;

function mailEvents(req: Request): Promise<Response> {
  return handleMailEvent(req, {
    secret: Deno.env.get("MAIL_WEBHOOK_SECRET"),
    url: Deno.env.get("SUPABASE_URL") ?? "",
    serviceKey: Deno.env.get("SUPABASE_SERVICE_ROLE_KEY") ?? "",
  });
}

export default { fetch: mailEvents };
