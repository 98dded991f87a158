// /functions/v1/talent-contract-pdf — the talent's signed copy of their contract, from the talent
// space (issue #50), with the talent's token:
//   POST { contract_id } → { url }: a link to the contract's signed PDF, signed for 60 s.
// A talent has no storage policy: public.talent_space_contract_pdf, called as the caller, checks
// their access in force and that the contract is theirs and signed, and answers the file's path
// (never a caller's string); the link is then signed as the service role, as medical-document does.
import { ApiError, project, rpc, signedUrl } from "../_shared/project-api.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LINK_SECONDS = 60;
const BUCKET = "contracts";
const MESSAGES = {
  invalid: "Requête invalide : contract_id est attendu",
  failed: "Le contrat signé n'a pas pu être ouvert",
  notMade: "Le contrat signé n'est pas encore disponible",
};

const json = (status: number, body: unknown) => Response.json(body, { status });

async function talentContractPdf(req: Request): Promise<Response> {
  if (req.method !== "POST") return json(405, { message: "Method not allowed" });
  const p = project();
  if (!p) return json(500, { message: "Function not configured" });
  const authorization = req.headers.get("authorization") ?? "";
  const body = (await req.json().catch(() => null)) as { contract_id?: unknown } | null;
  const id = body?.contract_id;
  if (typeof id !== "string" || !UUID.test(id) || !authorization) return json(400, { message: MESSAGES.invalid });
  try {
    const path = await rpc<string>(p, { authorization }, "talent_space_contract_pdf", { p_contract_id: id });
    return json(200, { url: await signedUrl(p, "service", BUCKET, path, LINK_SECONDS) });
  } catch (error) {
    // the sealed copy is recorded before the document queue made its file (docs/rules/documents.md)
    if (error instanceof ApiError && String(error.body.statusCode) === "404")
      return json(404, { message: MESSAGES.notMade });
    // the database's « introuvable » (P0002, which PostgREST answers 500 like any P0 code)
    if (error instanceof ApiError && error.body.code === "P0002") return json(404, error.body);
    if (error instanceof ApiError)
      return json(error.status >= 400 && error.status < 500 ? error.status : 502, {
        ...error.body,
        message: error.body.message ?? MESSAGES.failed,
      });
    console.error("talent-contract-pdf", error);
    return json(500, { message: MESSAGES.failed });
  }
}

export default { fetch: talentContractPdf };
