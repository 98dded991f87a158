// /functions/v1/contract-documents — the contract PDFs (issue #17, docs/rules/contracts.md#documents),
// and the documents the contracts' signature links sign (commercial conditions too, #32):
//   GET  ?token=<signature link token>             the document that link signs (the signer's page
//                                                  shows it): a contract's, an amendment's or the
//                                                  conditions'; once the link has signed, what it
//                                                  signed (its sealed copy when made);
//   POST {contract_id}                              generates and stores both documents, as the caller;
//   POST {contract_id, seal: true}                  seals what has been signed (staff, after checking access);
//   POST {token}                                    seals the contract a just-used link signed (signer's page).
// Commercial conditions' documents are the server's document queue's (docs/rules/documents.md:
// document-worker/conditions.ts), made from the validation and the signature's own transactions.
// verifyJwt is off because the signer's PDF is opened by a plain link without an Authorization
// header; every staff call is still checked by the database with the caller's own token.
import { ApiError, project, select } from "./api.ts";
import { documentOfToken, generateDocuments, linkOfToken, sealSignedDocuments } from "./documents.ts";

export const verifyJwt = false;

const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type, x-retry-count",
};

const json = (status: number, body: unknown) => Response.json(body, { status, headers: corsHeaders });

const refusal = (error: unknown) =>
  error instanceof ApiError
    ? json(error.status >= 400 && error.status < 500 ? error.status : 502, error.body)
    : (console.error("contract-documents", error), json(500, { message: "Le document n'a pas pu être produit" }));

const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

export default async function contractDocuments(req: Request): Promise<Response> {
  if (req.method === "OPTIONS") return new Response("ok", { headers: corsHeaders });
  const p = project();
  if (!p) return json(500, { message: "Function not configured" });
  try {
    if (req.method === "GET") {
      const token = new URL(req.url).searchParams.get("token") ?? "";
      if (!TOKEN.test(token)) return json(404, { message: "Lien de signature inconnu", hint: "unknown" });
      const { pdf, fileName } = await documentOfToken(p, token);
      return new Response(new Uint8Array(pdf), {
        headers: {
          ...corsHeaders,
          "Content-Type": "application/pdf",
          "Content-Disposition": `inline; filename="${fileName}"`,
          "Cache-Control": "no-store",
        },
      });
    }
    if (req.method !== "POST") return json(405, { message: "Method not allowed" });
    const body = (await req.json().catch(() => null)) as {
      contract_id?: unknown;
      seal?: unknown;
      token?: unknown;
    } | null;
    if (typeof body?.token === "string") {
      if (!TOKEN.test(body.token)) return json(404, { message: "Lien de signature inconnu" });
      const link = await linkOfToken(p, body.token);
      if (!link?.link.used_at) return json(409, { message: "Ce lien n'a pas encore servi à signer" });
      const { contract_id: contractId, commercial_condition_id: conditionId } = link.link;
      // the conditions' sealed copy is the queue's, recorded with their signature
      if (conditionId) return json(200, { sealed: [] });
      if (!contractId) return json(404, { message: "Lien de signature inconnu" });
      return json(200, { sealed: await sealSignedDocuments(p, contractId) });
    }
    const authorization = req.headers.get("authorization") ?? "";
    if (typeof body?.contract_id !== "string" || !authorization) return json(400, { message: "Requête invalide" });
    const caller = { authorization };
    if (body.seal === true) {
      const visible = await select(p, caller, "contract", `id=eq.${encodeURIComponent(body.contract_id)}&select=id`);
      if (visible.length === 0) return json(404, { message: "Contrat introuvable" });
      return json(200, { sealed: await sealSignedDocuments(p, body.contract_id) });
    }
    return json(200, await generateDocuments(p, caller, body.contract_id));
  } catch (error) {
    return refusal(error);
  }
}
