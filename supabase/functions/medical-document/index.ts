// /functions/v1/medical-document — a link to a talent's medical notice, with the caller's token:
//   POST { medical_checkup_request_id } → { url }: a medical visit's aptitude notice;
//   POST { document_id }                → { url }: a medical attestation of the Documents tab;
// each link signed for 60 s. No storage read policy reaches these files: the only way to one is
// this function, which first calls public.open_medical_document or public.open_medical_attestation
// as the caller — they refuse who may not read it and log the opening on the talent's history
// (RGPD art. 9 and 32) — then signs the link as the service role.
import { ApiError, project, rpc, signedUrl, type Project } from "../_shared/project-api.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LINK_SECONDS = 60;
const BUCKET = "documents";
const MESSAGES = {
  invalid: "Requête invalide : medical_checkup_request_id ou document_id est attendu",
  failed: "L'avis d'aptitude n'a pas pu être ouvert",
};

const json = (status: number, body: unknown) => Response.json(body, { status });

/** The opening function as the caller: the check and the log; the file's path. */
const openAsCaller = (p: Project, authorization: string, target: Target): Promise<string> =>
  "visit" in target
    ? rpc<string>(p, { authorization }, "open_medical_document", { p_medical_checkup_request_id: target.visit })
    : rpc<string>(p, { authorization }, "open_medical_attestation", { p_document_id: target.document });

type Target = { visit: string } | { document: string };

const targetOf = (body: { medical_checkup_request_id?: unknown; document_id?: unknown } | null): Target | null => {
  const visit = body?.medical_checkup_request_id;
  const document = body?.document_id;
  if (typeof visit === "string" && UUID.test(visit)) return { visit };
  if (typeof document === "string" && UUID.test(document)) return { document };
  return null;
};

async function medicalDocument(req: Request): Promise<Response> {
  if (req.method !== "POST") return json(405, { message: "Method not allowed" });
  const p = project();
  if (!p) return json(500, { message: "Function not configured" });
  const authorization = req.headers.get("authorization") ?? "";
  const target = targetOf((await req.json().catch(() => null)) as Parameters<typeof targetOf>[0]);
  if (!target || !authorization) return json(400, { message: MESSAGES.invalid });
  try {
    const path = await openAsCaller(p, authorization, target);
    // the path comes from the database, under the notice's workspace; never a caller's string
    return json(200, { url: await signedUrl(p, "service", BUCKET, path, LINK_SECONDS) });
  } catch (error) {
    if (error instanceof ApiError)
      return json(error.status >= 400 && error.status < 500 ? error.status : 502, {
        ...error.body,
        message: error.body.message ?? MESSAGES.failed,
      });
    console.error("medical-document", error);
    return json(500, { message: MESSAGES.failed });
  }
}

export default { fetch: medicalDocument };
