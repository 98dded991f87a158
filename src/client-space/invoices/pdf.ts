// An invoice's PDF from the space: the client-invoice-pdf function, with the contact's token,
// checks the invoice is their company's and answers a link signed for a minute (the invoices
// bucket has no policy for a contact; supabase/functions/client-invoice-pdf).
import type { PortalClient } from "../../portal/client.ts";
import { invoiceTexts as t } from "./texts.ts";

export class PdfError extends Error {}

/** The signed link to the frozen PDF, or a PdfError with the French reason. */
export async function invoicePdfUrl(client: PortalClient, invoiceId: string): Promise<string> {
  let answer: { data: { url?: string } | null; error: unknown };
  try {
    answer = await client.functions.invoke<{ url: string }>("client-invoice-pdf", { body: { invoice_id: invoiceId } });
  } catch {
    throw new PdfError(t.pdf.network);
  }
  if (answer.error || !answer.data?.url) {
    // the function answers the database's French refusal as { message } (a FunctionsHttpError's context)
    const context = (answer.error as { context?: Response } | null)?.context;
    const body = context && typeof context.json === "function" ? await context.json().catch(() => null) : null;
    const { message, code } = (body ?? {}) as { message?: string; code?: string };
    // the database's own French refusals only (P0001/P0002, 42501), as callSpace does
    throw new PdfError(message && code && /^(P0|42501)/.test(code) ? message : t.pdf.failed);
  }
  return answer.data.url;
}
