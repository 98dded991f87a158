// /functions/v1/mail-relay — sends the pending application mails (signature links, reminders,
// timesheet chasing) of public.mail_outbox on hosted Supabase, where no local mailbox exists.
// Called by pg_cron every minute (see supabase/functions/README.md) with the service role key:
//   POST {limit?}  →  {sent, failed}
// Configuration (function secrets): MAIL_RELAY_URL, MAIL_RELAY_TOKEN, MAIL_FROM. Without them
// the function answers 503 and sends nothing (the rows wait in the outbox).
import { relayPending } from "./relay.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

const json = (status: number, body: unknown) => Response.json(body, { status });

async function mailRelay(req: Request): Promise<Response> {
  if (req.method !== "POST") return json(405, { message: "Method not allowed" });
  const url = Deno.env.get("SUPABASE_URL");
  const serviceKey = Deno.env.get("SUPABASE_SERVICE_ROLE_KEY");
  // The mails carry live signature links: only the service role may have them sent.
  if (!url || !serviceKey || req.headers.get("authorization") !== `Bearer ${serviceKey}`)
    return json(401, { message: "Réservé au service d'envoi" });
  const provider = {
    url: Deno.env.get("MAIL_RELAY_URL") ?? "",
    token: Deno.env.get("MAIL_RELAY_TOKEN") ?? "",
    from: Deno.env.get("MAIL_FROM") ?? "",
    // the app's public origin (hosted: the SITE_URL secret); the embedded server serves the app
    // and the API on one origin
    siteUrl: Deno.env.get("SITE_URL") || url,
  };
  if (!provider.url || !provider.token || !provider.from)
    return json(503, { message: "Envoi des e-mails non configuré (MAIL_RELAY_URL, MAIL_RELAY_TOKEN, MAIL_FROM)" });
  const body = (await req.json().catch(() => ({}))) as { limit?: unknown };
  const limit = typeof body.limit === "number" && body.limit > 0 ? Math.min(Math.floor(body.limit), 100) : 20;
  try {
    return json(200, await relayPending({ url, serviceKey }, provider, limit));
  } catch (error) {
    console.error("mail-relay", error);
    return json(502, { message: "La file des e-mails n'a pas pu être lue" });
  }
}

export default { fetch: mailRelay };
