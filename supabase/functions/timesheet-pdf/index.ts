// POST /functions/v1/timesheet-pdf — a link to the signed timesheet's PDF, as the server made it.
//
// Body `{ token }`: the public signature page, right after signing (the spent token still finds
// its week for a day, through public.timesheet_pdf_source). Body `{ week_id }` with a member's
// JWT: the back office (the member must be able to read the week under RLS).
//
// The PDF is made by the document queue in the transaction that records the signature
// (docs/rules/documents.md; supabase/functions/document-worker/timesheet.ts), stored once in the
// `signed-timesheets` bucket; this function only reads it: a short-lived signed download link
// once the current signature's file is recorded on the week, « Document en cours de production »
// (409) until then. The page holds no account, hence a function and the service key.
import { signedPdfPath, type PdfWeek } from "../_shared/timesheet-pdf.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

const BUCKET = "signed-timesheets";
/** Seconds the download link lives. */
export const LINK_TTL = 600;

const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type",
};
const json = (status: number, body: unknown) => Response.json(body, { status, headers: corsHeaders });
const NOT_FOUND = { code: "PT404", message: "Aucun relevé signé ne correspond à ce lien" };
const PRODUCING = { code: "PT409", message: "Document en cours de production", hint: "producing" };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Env = { url: string; anonKey: string; serviceKey: string };
type Source = PdfWeek & { workspace_id: string; pdf_file: string | null; pdf_sha256: string | null };

const service = (env: Env, extra: Record<string, string> = {}) => ({
  apikey: env.serviceKey,
  Authorization: `Bearer ${env.serviceKey}`,
  ...extra,
});

async function source(env: Env, args: { p_token?: string; p_week_id?: string }): Promise<Source | null> {
  const res = await fetch(`${env.url}/rest/v1/rpc/timesheet_pdf_source`, {
    method: "POST",
    headers: service(env, { "Content-Type": "application/json" }),
    body: JSON.stringify({ p_token: args.p_token ?? null, p_week_id: args.p_week_id ?? null }),
  });
  return res.ok ? ((await res.json()) as Source) : null;
}

/** Whether the caller's own JWT reads the week (RLS decides, as for any back-office read). */
async function memberReads(env: Env, authorization: string, weekId: string): Promise<boolean> {
  const res = await fetch(`${env.url}/rest/v1/timesheet_week?id=eq.${weekId}&select=id`, {
    headers: { apikey: env.anonKey, Authorization: authorization },
  });
  return res.ok && ((await res.json()) as unknown[]).length === 1;
}

const fileName = (week: Source) =>
  `releve-${week.contract_key}-S${String(week.iso_week).padStart(2, "0")}-${week.iso_year}.pdf`.replace(
    /[^A-Za-z0-9._-]/g,
    "-",
  );

async function signedLink(env: Env, path: string, download: string): Promise<string> {
  const res = await fetch(`${env.url}/storage/v1/object/sign/${BUCKET}/${path}`, {
    method: "POST",
    headers: service(env, { "Content-Type": "application/json" }),
    body: JSON.stringify({ expiresIn: LINK_TTL }),
  });
  if (!res.ok) throw new Error(`signed link refused (${res.status})`);
  const { signedURL } = (await res.json()) as { signedURL: string };
  return `${env.url}/storage/v1${signedURL}&download=${encodeURIComponent(download)}`;
}

async function timesheetPdf(req: Request): Promise<Response> {
  if (req.method === "OPTIONS") return new Response("ok", { headers: corsHeaders });
  if (req.method !== "POST") return json(405, { message: "Method not allowed" });
  const env = {
    url: Deno.env.get("SUPABASE_URL") ?? "",
    anonKey: Deno.env.get("SUPABASE_ANON_KEY") ?? "",
    serviceKey: Deno.env.get("SUPABASE_SERVICE_ROLE_KEY") ?? "",
  };
  if (!env.url || !env.anonKey || !env.serviceKey) return json(500, { message: "Function not configured" });
  const body = (await req.json().catch(() => null)) as { token?: unknown; week_id?: unknown } | null;
  let week: Source | null = null;
  if (typeof body?.token === "string" && body.token.length >= 32 && body.token.length <= 128) {
    week = await source(env, { p_token: body.token });
  } else if (typeof body?.week_id === "string" && UUID.test(body.week_id)) {
    const authorization = req.headers.get("authorization") ?? "";
    if (await memberReads(env, authorization, body.week_id)) week = await source(env, { p_week_id: body.week_id });
  } else return json(400, { message: "Indiquez le lien de signature ou le relevé" });
  if (!week) return json(404, NOT_FOUND);

  // the current signature's file, once the queue recorded it (a week signed again waits for its new one)
  if (week.pdf_file !== signedPdfPath(week) || !week.pdf_sha256) return json(409, PRODUCING);
  const stored = { path: week.pdf_file, sha256: week.pdf_sha256 };
  return json(200, {
    url: await signedLink(env, stored.path, fileName(week)),
    sha256: stored.sha256,
    expires_in: LINK_TTL,
  });
}

export default { fetch: timesheetPdf };
