// /functions/v1/invoice-documents — the PDF of an issued invoice or credit note, Factur-X EN 16931:
//   POST {invoice_id}   reads the document as the caller (the database decides whether they may),
//                       renders it, embeds its XML, stores the file in the `invoices` bucket at
//                       <workspace_id>/<invoice_id>/<number>.pdf and records it on the invoice;
//                       answers {pdf_file, sha256}.
// The file is stored as the service role and never overwritten: an issued invoice is kept as it
// was sent (C. com. L123-22, ten years), and the database records its hash once. A second call
// for the same invoice is refused with 409; a document that breaks a rule of EN 16931 or of the
// French CTC (documentProblems: a client without SIREN, BR-FR-12…) with 422 and the rules it breaks.
import { buildFacturX, documentProblems } from "../_shared/invoice-pdf/facturx.ts";
import type { InvoiceDocument } from "../_shared/invoice-pdf/types.ts";
import { ApiError, project, rpc, sha256Hex, type Project } from "../contract-documents/api.ts";

const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type, x-retry-count",
};

const json = (status: number, body: unknown) => Response.json(body, { status, headers: corsHeaders });

type InvoiceDocumentData = { workspaceId: string; invoiceId: string; document: InvoiceDocument };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The number as a file name: letters, digits, dot, dash and underscore; anything else becomes "-". */
export const fileName = (number: string): string => `${number.replace(/[^A-Za-z0-9._-]+/g, "-")}.pdf`;

/** Stores a new object; an existing one is a 409 (storage answers 409, or 400 with "Duplicate"). */
const store = async (p: Project, path: string, bytes: Uint8Array): Promise<void> => {
  const res = await fetch(`${p.url}/storage/v1/object/invoices/${path}`, {
    method: "POST",
    headers: {
      apikey: p.serviceKey,
      Authorization: `Bearer ${p.serviceKey}`,
      "Content-Type": "application/pdf",
      "x-upsert": "false",
    },
    body: new Uint8Array(bytes),
  });
  if (res.ok) return;
  const body = (await res.json().catch(() => ({}))) as { error?: string; message?: string; statusCode?: string };
  if (res.status === 409 || body.error === "Duplicate" || body.statusCode === "409")
    throw new ApiError(409, { message: "Le PDF de cette facture a déjà été produit", code: "invoice_pdf_exists" });
  throw new ApiError(res.status, { message: body.message ?? `HTTP ${res.status}` });
};

export const produceInvoiceDocuments = async (p: Project, authorization: string, invoiceId: string) => {
  const caller = { authorization };
  const data = await rpc<InvoiceDocumentData | null>(p, caller, "client_invoice_document", { p_invoice_id: invoiceId });
  if (!data?.document) throw new ApiError(404, { message: "Facture introuvable" });
  if (!data.document.number)
    throw new ApiError(409, { message: "Émettez la facture avant de produire son PDF", code: "invoice_not_issued" });
  const problems = documentProblems(data.document);
  if (problems.length > 0)
    throw new ApiError(422, {
      message: `Facture ${data.document.number} non conforme à la facturation électronique : ${problems.join(" ; ")}`,
      code: "invoice_not_compliant",
    });
  const { pdf } = await buildFacturX(data.document);
  const path = `${data.workspaceId}/${data.invoiceId}/${fileName(data.document.number)}`;
  const sha256 = await sha256Hex(pdf);
  await store(p, path, pdf);
  await rpc(p, caller, "attach_client_invoice_documents", {
    p_invoice_id: invoiceId,
    p_pdf_file: path,
    p_pdf_sha256: sha256,
    p_facturx_profile: "EN 16931",
  });
  return { pdf_file: path, sha256 };
};

export default async function invoiceDocuments(req: Request): Promise<Response> {
  if (req.method === "OPTIONS") return new Response("ok", { headers: corsHeaders });
  if (req.method !== "POST") return json(405, { message: "Method not allowed" });
  const p = project();
  if (!p) return json(500, { message: "Function not configured" });
  const body = (await req.json().catch(() => null)) as { invoice_id?: unknown } | null;
  const authorization = req.headers.get("authorization") ?? "";
  if (typeof body?.invoice_id !== "string" || !UUID.test(body.invoice_id) || !authorization)
    return json(400, { message: "Requête invalide" });
  try {
    return json(200, await produceInvoiceDocuments(p, authorization, body.invoice_id));
  } catch (error) {
    if (error instanceof ApiError)
      return json(error.status >= 400 && error.status < 500 ? error.status : 502, error.body);
    console.error("invoice-documents", error);
    return json(500, { message: "Le PDF de la facture n'a pas pu être produit" });
  }
}
