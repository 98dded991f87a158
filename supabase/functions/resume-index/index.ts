// /functions/v1/resume-index — reads a talent's CV so the deep research finds what it says
// (issue #34 item 1, docs/rules/talents-documents.md#deep-research):
//   POST { document_id }           with a user's token → the CV's file is read as the caller (RLS
//                                  and the storage policies: a CV they cannot read is
//                                  « introuvable »), its text recorded on the talent. The id names
//                                  a `cv` document or a file of the « CV » tab (public.resume;
//                                  `resume_id` is accepted as well) →
//                                  { status: "done" | "failed", reason, page_count, chars, ms, search };
//   POST { pending: true, limit? } with a user's token (the talents they read) or the service
//                                  role key (every workspace: pg_cron, see supabase/functions/README.md)
//                                  → the talents « En attente », oldest first →
//                                  { processed, done, failed, errors, remaining, results }.
// `search` is « lexical » when no embedding provider is configured (locally), « semantic » when
// the vector was stored too (hosted Supabase, _shared/embeddings).
import { ApiError, project, type Caller } from "./calls.ts";
import { indexDocument, indexPending } from "./process.ts";

const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type, x-retry-count",
};
const json = (status: number, body: unknown) => Response.json(body, { status, headers: corsHeaders });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

const MESSAGES = {
  invalid: "Requête invalide : document_id (ou resume_id), ou pending: true, est attendu",
  failed: "Le CV n'a pas pu être lu",
};

type Body = { document_id: string } | { pending: true; limit: number };

const parse = (raw: unknown): Body | null => {
  const b = raw as Record<string, unknown> | null;
  const id = b?.document_id ?? b?.resume_id; // a « CV » tab file's id may be sent as either
  if (typeof id === "string" && UUID.test(id)) return { document_id: id };
  if (b?.pending === true) {
    const limit = typeof b.limit === "number" && b.limit > 0 ? Math.min(Math.floor(b.limit), MAX_LIMIT) : DEFAULT_LIMIT;
    return { pending: true, limit };
  }
  return null;
};

async function resumeIndex(req: Request): Promise<Response> {
  if (req.method === "OPTIONS") return new Response("ok", { headers: corsHeaders });
  if (req.method !== "POST") return json(405, { message: "Method not allowed" });
  const p = project();
  if (!p) return json(500, { message: "Function not configured" });
  const authorization = req.headers.get("authorization") ?? "";
  const body = parse(await req.json().catch(() => null));
  if (!body || !authorization) return json(400, { message: MESSAGES.invalid });
  const caller: Caller = { authorization, service: authorization === `Bearer ${p.serviceKey}` };
  try {
    if ("document_id" in body) return json(200, await indexDocument(p, caller, body.document_id));
    return json(200, await indexPending(p, caller, body.limit));
  } catch (error) {
    if (error instanceof ApiError)
      return json(error.status >= 400 && error.status < 500 ? error.status : 502, {
        ...error.body,
        message: error.body.message ?? MESSAGES.failed,
      });
    console.error("resume-index", error);
    return json(500, { message: MESSAGES.failed });
  }
}

export default { fetch: resumeIndex };
