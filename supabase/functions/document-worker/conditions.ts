// Commercial conditions' documents (docs/rules/requests.md), in the requests' files — the
// `documents` bucket under <workspace>/requests/commercial_condition/<id>/:
//  - `commercial_condition`: the PDF of the validated conditions, from
//    public.commercial_condition_document_data, the one they are sent for signature with;
//  - `commercial_condition_signed`: once the client's signatory signed, that document with the
//    evidence page of its signature (eIDAS art. 25: a simple electronic signature and its proof).
// One file per version and kind, dated from the record (not the clock), stored once: the same
// bytes when made twice, and an earlier attempt's stored file is the document.
import { conditionsDocument, type ConditionsDocumentData } from "../_shared/contract-pdf/conditions.ts";
import { appendEvidencePage, renderContractPdf } from "../_shared/contract-pdf/render.ts";
import type { SignatureEvidence } from "../_shared/contract-pdf/types.ts";
import { download, rpc, select, type Project } from "../contract-documents/api.ts";
import { FinalError, type Produced } from "./jobs.ts";
import { keepOnce } from "./store.ts";

export const conditionsFolder = (workspaceId: string, id: string) =>
  `${workspaceId}/requests/commercial_condition/${id}`;

type Condition = ConditionsDocumentData["condition"] & { created_at?: string };

export const produceConditions = async (p: Project, id: string): Promise<Produced> => {
  const data = await rpc<ConditionsDocumentData | null>(p, "service", "commercial_condition_document_data", {
    p_commercial_condition_id: id,
  });
  if (!data?.condition) throw new FinalError("Conditions commerciales introuvables");
  const c = data.condition as Condition;
  const pdf = await renderContractPdf(conditionsDocument(data), new Date(c.created_at ?? 0));
  const path = `${conditionsFolder(c.workspace_id, c.id)}/conditions-commerciales-v${c.version}.pdf`;
  const { sha256 } = await keepOnce(p, "documents", path, pdf);
  return { file: path, sha256, profile: null };
};

type ConditionsRow = { id: string; workspace_id: string; version: number };
type Evidence = SignatureEvidence & { document_path: string };

export const EVIDENCE_COLUMNS =
  "party,signer_name,signer_email,signed_at,ip,user_agent,channel,document_sha256,document_path,signature_image,consent_text";

export const produceSignedConditions = async (p: Project, id: string): Promise<Produced> => {
  const [condition] = await select<ConditionsRow>(
    p,
    "service",
    "commercial_condition",
    `id=eq.${encodeURIComponent(id)}&select=id,workspace_id,version`,
  );
  if (!condition) throw new FinalError("Conditions commerciales introuvables");
  const evidence = await select<Evidence>(
    p,
    "service",
    "contract_signature",
    `commercial_condition_id=eq.${encodeURIComponent(id)}&select=${EVIDENCE_COLUMNS}&order=signed_at`,
  );
  if (evidence.length === 0) throw new FinalError("Ces conditions n'ont pas encore été signées");
  // the document the last signature signed, with the evidence of every signature of that document
  const signedPath = evidence[evidence.length - 1].document_path;
  const sealed = await appendEvidencePage(
    await download(p, "documents", signedPath),
    evidence.filter((e) => e.document_path === signedPath),
    `Conditions commerciales v${condition.version}`,
  );
  const path = `${conditionsFolder(condition.workspace_id, condition.id)}/conditions-commerciales-v${condition.version}-signees.pdf`;
  const { sha256 } = await keepOnce(p, "documents", path, sealed);
  return { file: path, sha256, profile: null };
};
