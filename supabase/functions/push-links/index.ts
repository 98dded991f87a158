// GET|POST /functions/v1/push-links/<interested|unsubscribe>?token=… — the one-click links of
// the marketing mails (push campaigns and scheduled e-mails), opened by a client contact or a
// talent who has no account: no JWT (verifyJwt = false), the token is the right. The answer is
// public.answer_marketing_link (security definer, granted to anon), idempotent: « interested »
// records the interest and tells the campaign's author, with `order=1` (the mail's second link,
// or the page's button, a POST) it also creates a draft order for the contact's company;
// « unsubscribe » opts the contact or the talent out of marketing mails. The page is a small
// French HTML page (page.ts).
import { interestedPage, invalidPage, unsubscribedPage, type Answer } from "./page.ts";

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

async function answer(url: string, anonKey: string, token: string, action: string, order: boolean): Promise<Answer> {
  const res = await fetch(`${url}/rest/v1/rpc/answer_marketing_link`, {
    method: "POST",
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({ p_token: token, p_action: action, p_order: order }),
  });
  if (!res.ok) throw new Error(`answer_marketing_link: ${res.status}`);
  return (await res.json()) as Answer;
}

/** The token and the order flag, from the query (GET) or from the page's form (POST). */
async function params(req: Request, url: URL): Promise<{ token: string; order: boolean }> {
  let token = url.searchParams.get("token") ?? "";
  let order = url.searchParams.get("order") === "1";
  if (req.method === "POST") {
    const form = new URLSearchParams(await req.text());
    token = form.get("token") ?? token;
    order = form.get("order") === "1" || order;
  }
  return { token, order };
}

async function pushLinks(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const action = url.pathname.split("/").filter(Boolean).pop() ?? "";
  if (!["interested", "unsubscribe"].includes(action) || !["GET", "POST"].includes(req.method))
    return html(404, invalidPage());
  const supabaseUrl = Deno.env.get("SUPABASE_URL") ?? "";
  const anonKey = Deno.env.get("SUPABASE_ANON_KEY") ?? "";
  if (!supabaseUrl || !anonKey) return html(500, invalidPage());
  const { token, order } = await params(req, url);
  if (!token || token.length > 200) return html(404, invalidPage());
  const result = await answer(supabaseUrl, anonKey, token, action, order);
  if (!result.ok) return html(404, invalidPage());
  if (action === "unsubscribe") return html(200, unsubscribedPage());
  // relative: the page's own path, whatever prefix the functions are served under
  return html(200, interestedPage(result, token, action));
}

export default { fetch: pushLinks };
