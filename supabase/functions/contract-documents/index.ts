// /functions/v1/contract-documents — what a signature link signs, for the signer's page
// (issue #17, docs/rules/contracts.md#documents; commercial conditions, #32):
//   GET ?token=<signature link token>   the document that link signs: a contract's, an
//                                       amendment's or the conditions'; once the link has signed,
//                                       what it signed (its sealed copy when made).
// The documents are the server's document queue's (docs/rules/documents.md): the validation
// records the jobs of a contract's two documents, each signature the job of its sealed copy
// (document-worker/contract.ts, conditions.ts). No browser asks for one to be made.
// verifyJwt is off because the signer's PDF is opened by a plain link without an Authorization
// header.
import { ApiError, project } from "./api.ts";
import { documentOfToken } from "./documents.ts";

export const verifyJwt = false;

const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type, x-retry-count",
};

const json = (status: number, body: unknown) => Response.json(body, { status, headers: corsHeaders });

const refusal = (error: unknown) =>
  error instanceof ApiError
    ? json(error.status >= 400 && error.status < 500 ? error.status : 502, error.body)
    : (console.error("contract-documents", error), json(500, { message: "Le document n'a pas pu être lu" }));

const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

async function contractDocuments(req: Request): Promise<Response> {
  if (req.method === "OPTIONS") return new Response("ok", { headers: corsHeaders });
  const p = project();
  if (!p) return json(500, { message: "Function not configured" });
  if (req.method !== "GET") return json(405, { message: "Method not allowed" });
  try {
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
  } catch (error) {
    return refusal(error);
  }
}

export default { fetch: contractDocuments };
