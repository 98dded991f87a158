// An issued invoice's or credit note's document, made from the record as it was issued
// (public.client_invoice_document reads the frozen invoice, its lines and the buyer recorded at
// issue): the Factur-X EN 16931 PDF, stored once in the `invoices` bucket at
// <workspace_id>/<invoice_id>/<number>.pdf. The storage never overwrites it: when an earlier
// attempt stored it and died before recording it, that file is the document, read back and
// hashed (C. com. L123-22: what was issued is kept, ten years).
import { buildFacturX, documentProblems, FACTURX_PROFILE } from "../_shared/invoice-pdf/facturx.ts";
import type { InvoiceDocument } from "../_shared/invoice-pdf/types.ts";
import type { Project } from "../_shared/project-api.ts";
import { rpc } from "../contract-documents/api.ts";
import { FinalError, type Produced } from "./jobs.ts";
import { keepOnce } from "./store.ts";

type InvoiceDocumentData = { workspaceId: string; invoiceId: string; document: InvoiceDocument };

/** The number as a file name: letters, digits, dot, dash and underscore; anything else becomes "-". */
export const fileName = (number: string): string => `${number.replace(/[^A-Za-z0-9._-]+/g, "-")}.pdf`;

export const produceInvoiceDocument = async (p: Project, invoiceId: string): Promise<Produced> => {
  const data = await rpc<InvoiceDocumentData | null>(p, "service", "client_invoice_document", {
    p_invoice_id: invoiceId,
  });
  if (!data?.document) throw new FinalError("Facture introuvable");
  const doc = data.document;
  if (!doc.number) throw new FinalError("La facture n'est pas émise");
  const problems = documentProblems(doc);
  if (problems.length > 0)
    throw new FinalError(`${doc.number} non conforme à la facturation électronique : ${problems.join(" ; ")}`);
  const path = `${data.workspaceId}/${data.invoiceId}/${fileName(doc.number)}`;
  const { pdf } = await buildFacturX(doc);
  const { sha256 } = await keepOnce(p, "invoices", path, pdf);
  return { file: path, sha256, profile: FACTURX_PROFILE };
};
