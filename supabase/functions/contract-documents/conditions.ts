// Generation and sealing of a version of a client's commercial conditions, signed by the client's
// signatory through the contracts' signature links. The files are request files, in the
// `documents` bucket under `<workspace>/requests/commercial_condition/<id>/`:
//  - generate: the PDF from public.commercial_condition_document_data, stored and recorded as the
//    caller (RLS and the request files' storage policies decide);
//  - seal: once signed, the signed document with the evidence page appended, stored and recorded
//    as the service role (the signer is anonymous), once.
import { conditionsDocument, type ConditionsDocumentData } from "../_shared/contract-pdf/conditions.ts";
import { appendEvidencePage, renderContractPdf } from "../_shared/contract-pdf/render.ts";
import type { SignatureEvidence } from "../_shared/contract-pdf/types.ts";
import { ApiError, download, rpc, select, sha256Hex, upload, type Caller, type Project } from "./api.ts";
import { stamp } from "./documents.ts";

const folderOf = (workspaceId: string, id: string) => `${workspaceId}/requests/commercial_condition/${id}`;

export const generateConditions = async (p: Project, caller: Caller, id: string) => {
  const data = await rpc<ConditionsDocumentData | null>(p, caller, "commercial_condition_document_data", {
    p_commercial_condition_id: id,
  });
  if (!data) throw new ApiError(404, { message: "Conditions introuvables" });
  const now = new Date();
  const c = data.condition;
  const pdf = await renderContractPdf(conditionsDocument(data), now);
  const path = `${folderOf(c.workspace_id, c.id)}/conditions-commerciales-v${c.version}-${stamp(now)}.pdf`;
  await upload(p, caller, "documents", path, pdf);
  await rpc(p, caller, "record_commercial_condition_document", {
    p_commercial_condition_id: id,
    p_path: path,
    p_sha256: await sha256Hex(pdf),
  });
  return { path };
};

type ConditionsFiles = { id: string; workspace_id: string; version: number; signed_file: string | null };

/** Seals the signed conditions (service role); the paths stored, none when unsigned or already sealed. */
export const sealConditions = async (p: Project, id: string): Promise<string[]> => {
  const [condition] = await select<ConditionsFiles>(
    p,
    "service",
    "commercial_condition",
    `id=eq.${encodeURIComponent(id)}&select=id,workspace_id,version,signed_file`,
  );
  if (!condition) throw new ApiError(404, { message: "Conditions introuvables" });
  if (condition.signed_file !== null) return [];
  const evidence = await select<SignatureEvidence & { document_path: string }>(
    p,
    "service",
    "contract_signature",
    `commercial_condition_id=eq.${encodeURIComponent(id)}&select=party,signer_name,signer_email,signed_at,ip,user_agent,channel,document_sha256,document_path,signature_image,consent_text&order=signed_at`,
  );
  if (evidence.length === 0) return [];
  // the document the last signature signed, with the evidence of every signature of that document
  const signedPath = evidence[evidence.length - 1].document_path;
  const signed = await appendEvidencePage(
    await download(p, "documents", signedPath),
    evidence.filter((e) => e.document_path === signedPath),
    `Conditions commerciales v${condition.version}`,
  );
  const path = `${folderOf(condition.workspace_id, condition.id)}/conditions-commerciales-v${condition.version}-signees.pdf`;
  await upload(p, "service", "documents", path, signed);
  await rpc(p, "service", "record_commercial_condition_signed_file", {
    p_commercial_condition_id: condition.id,
    p_path: path,
  });
  return [path];
};
