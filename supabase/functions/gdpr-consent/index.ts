// GET|POST /functions/v1/gdpr-consent?token=… — the link of the consent-renewal e-mail
// (docs/rules/rgpd.md), opened by a talent who has no account: no JWT (verifyJwt = false), the
// token is the right. GET shows the question and its button « Je souhaite rester inscrit »; the
// button POSTs, and public.answer_gdpr_consent (security definer, granted to anon, idempotent)
// records the answer: the request is done and the 2-year clock starts again.
import { expiredPage, invalidPage, keptPage, questionPage } from "./page.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

export const verifyJwt = false;

const html = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      "Referrer-Policy": "no-referrer",
    },
  });

type Answer = { ok: boolean; reason?: "unknown" | "expired" };

async function gdprConsent(req: Request): Promise<Response> {
  if (!["GET", "POST"].includes(req.method)) return html(404, invalidPage());
  const url = new URL(req.url);
  let token = url.searchParams.get("token") ?? "";
  if (req.method === "POST") token = new URLSearchParams(await req.text()).get("token") ?? token;
  if (!token || token.length > 200) return html(404, invalidPage());
  if (req.method === "GET") return html(200, questionPage(token));
  const supabaseUrl = Deno.env.get("SUPABASE_URL") ?? "";
  const anonKey = Deno.env.get("SUPABASE_ANON_KEY") ?? "";
  if (!supabaseUrl || !anonKey) return html(500, invalidPage());
  const res = await fetch(`${supabaseUrl}/rest/v1/rpc/answer_gdpr_consent`, {
    method: "POST",
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({ p_token: token }),
  });
  if (!res.ok) throw new Error(`answer_gdpr_consent: ${res.status}`);
  const answer = (await res.json()) as Answer;
  if (answer.ok) return html(200, keptPage());
  return answer.reason === "expired" ? html(410, expiredPage()) : html(404, invalidPage());
}

export default { fetch: gdprConsent };
