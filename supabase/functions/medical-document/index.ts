// /functions/v1/medical-document — a link to a talent's medical notice (avis d'aptitude), with the
// caller's token: POST { medical_checkup_request_id } → { url } (signed for 60 s).
// The notices are not readable through the storage API by any team role (their policy leaves them
// out): the only way to one is this function, which first calls public.open_medical_document as the
// caller — it refuses a role that may not read medical results and logs the opening on the talent's
// history (art. 9 and 32 RGPD) — then signs the link as the service role.
import { ApiError, failed, headersFor, project, type Project } from "../_shared/project-api.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LINK_SECONDS = 60;
const BUCKET = "documents";
const MESSAGES = {
  invalid: "Requête invalide : medical_checkup_request_id est attendu",
  failed: "L'avis d'aptitude n'a pas pu être ouvert",
};

const json = (status: number, body: unknown) => Response.json(body, { status });

/** public.open_medical_document as the caller: the check and the log; the file's path. */
const openAsCaller = async (p: Project, authorization: string, id: string): Promise<string> => {
  const res = await fetch(`${p.url}/rest/v1/rpc/open_medical_document`, {
    method: "POST",
    headers: { ...headersFor(p, { authorization }), "Content-Type": "application/json" },
    body: JSON.stringify({ p_medical_checkup_request_id: id }),
  });
  if (!res.ok) return failed(res);
  return (await res.json()) as string;
};

const signAsService = async (p: Project, path: string): Promise<string> => {
  const res = await fetch(`${p.url}/storage/v1/object/sign/${BUCKET}/${path}`, {
    method: "POST",
    headers: { ...headersFor(p, "service"), "Content-Type": "application/json" },
    body: JSON.stringify({ expiresIn: LINK_SECONDS }),
  });
  if (!res.ok) return failed(res);
  const { signedURL } = (await res.json()) as { signedURL: string };
  return `${p.url}/storage/v1${signedURL}`;
};

export default async function medicalDocument(req: Request): Promise<Response> {
  if (req.method !== "POST") return json(405, { message: "Method not allowed" });
  const p = project();
  if (!p) return json(500, { message: "Function not configured" });
  const authorization = req.headers.get("authorization") ?? "";
  const body = (await req.json().catch(() => null)) as { medical_checkup_request_id?: unknown } | null;
  const id = body?.medical_checkup_request_id;
  if (typeof id !== "string" || !UUID.test(id) || !authorization) return json(400, { message: MESSAGES.invalid });
  try {
    const path = await openAsCaller(p, authorization, id);
    // the path comes from the database, under the notice's workspace; never a caller's string
    return json(200, { url: await signAsService(p, path) });
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
