// /functions/v1/client-invoice-pdf — the frozen PDF of an issued invoice or credit note, for a
// client contact in their space (/client/invoices/<id>), with the contact's token:
//   POST { invoice_id } → { url }, a link signed for 60 s.
// No storage policy lets a contact read the invoices bucket: this function first calls
// public.client_space_invoice_pdf as the caller — it refuses who has no access in force, or an
// invoice of another company (33_client_space_documents.sql) — then signs the stored path as the
// service role, as medical-document does.
import { ApiError, project, rpc, signedUrl, type Project } from "../_shared/project-api.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LINK_SECONDS = 60;
const BUCKET = "invoices";
const MESSAGES = {
  invalid: "Requête invalide : invoice_id est attendu",
  failed: "La facture n'a pas pu être ouverte",
};

const json = (status: number, body: unknown) => Response.json(body, { status });

/** The HTTP status of the database's refusal: unknown to the caller, not theirs, or refused. */
const statusOf = (error: ApiError): number =>
  error.body.code === "P0002"
    ? 404
    : error.body.code === "42501"
      ? 403
      : error.status >= 400 && error.status < 500
        ? error.status
        : 502;

/** The check as the caller; the PDF's stored path. */
const pathAsCaller = (p: Project, authorization: string, invoiceId: string): Promise<string> =>
  rpc<string>(p, { authorization }, "client_space_invoice_pdf", { p_invoice_id: invoiceId });

async function clientInvoicePdf(req: Request): Promise<Response> {
  if (req.method !== "POST") return json(405, { message: "Method not allowed" });
  const p = project();
  if (!p) return json(500, { message: "Function not configured" });
  const authorization = req.headers.get("authorization") ?? "";
  const body = (await req.json().catch(() => null)) as { invoice_id?: unknown } | null;
  const invoiceId = body?.invoice_id;
  if (typeof invoiceId !== "string" || !UUID.test(invoiceId) || !authorization)
    return json(400, { message: MESSAGES.invalid });
  try {
    const path = await pathAsCaller(p, authorization, invoiceId);
    // the path comes from the database (the invoice's frozen file), never a caller's string
    return json(200, { url: await signedUrl(p, "service", BUCKET, path, LINK_SECONDS) });
  } catch (error) {
    if (error instanceof ApiError)
      return json(statusOf(error), {
        ...error.body,
        message: error.body.message ?? MESSAGES.failed,
      });
    console.error("client-invoice-pdf", error);
    return json(500, { message: MESSAGES.failed });
  }
}

export default { fetch: clientInvoicePdf };
