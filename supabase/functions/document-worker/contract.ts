// A contract's (or an amendment's) documents (docs/contracts.md), in the `contracts` bucket under
// <workspace>/<contract>/:
//  - `contract_mission` / `contract_mad`: the contrat de mission (the talent's) and the contrat de
//    mise à disposition (the client's), from public.contract_document_data as validated — one
//    file per validation, dated at it, so that making it twice gives the same bytes;
//  - `contract_signed_talent` / `contract_signed_client`: once that party signed, its document
//    with the evidence page of its signature (eIDAS art. 25).
// Stored once; an earlier attempt's stored file is the document.
import { contractDocument } from "../_shared/contract-pdf/mentions.ts";
import { appendEvidencePage, renderContractPdf } from "../_shared/contract-pdf/render.ts";
import type { ContractDocumentData, SignatureEvidence } from "../_shared/contract-pdf/types.ts";
import { download, rpc, select, type Project } from "../contract-documents/api.ts";
import { EVIDENCE_COLUMNS } from "./conditions.ts";
import { FinalError, type Produced } from "./jobs.ts";
import { keepOnce } from "./store.ts";

const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, "").replace(/\..*$/, "");

type Copy = "mission" | "mad";
const NAMES: Record<Copy, string> = { mission: "contrat-de-mission", mad: "contrat-de-mise-a-disposition" };

const produceDocument =
  (copy: Copy) =>
  async (p: Project, contractId: string): Promise<Produced> => {
    const data = await rpc<ContractDocumentData | null>(p, "service", "contract_document_data", {
      p_contract_id: contractId,
    });
    if (!data?.contract) throw new FinalError("Contrat introuvable");
    const c = data.contract as ContractDocumentData["contract"] & {
      status?: string;
      status_changed_at?: string | null;
      updated_at?: string;
    };
    if (c.status !== "validated") throw new FinalError("Le contrat n'est plus au statut « Validé »");
    const validatedAt = new Date(c.status_changed_at ?? c.updated_at ?? 0);
    const pdf = await renderContractPdf(contractDocument(data, copy), validatedAt);
    const path = `${c.workspace_id}/${c.id}/${NAMES[copy]}-${stamp(validatedAt)}.pdf`;
    const { sha256 } = await keepOnce(p, "contracts", path, pdf);
    return { file: path, sha256, profile: null };
  };

export const produceMissionContract = produceDocument("mission");
export const produceMadContract = produceDocument("mad");

type ContractRow = { id: string; workspace_id: string; contract_key: string };
type Evidence = SignatureEvidence & { document_path: string };

const produceSealed =
  (party: "talent" | "client") =>
  async (p: Project, contractId: string): Promise<Produced> => {
    const id = encodeURIComponent(contractId);
    const [contract] = await select<ContractRow>(
      p,
      "service",
      "contract",
      `id=eq.${id}&select=id,workspace_id,contract_key`,
    );
    if (!contract) throw new FinalError("Contrat introuvable");
    const [evidence] = await select<Evidence>(
      p,
      "service",
      "contract_signature",
      `contract_id=eq.${id}&party=eq.${party}&select=${EVIDENCE_COLUMNS}&order=signed_at.desc&limit=1`,
    );
    if (!evidence) throw new FinalError("Cette partie n'a pas encore signé");
    const sealed = await appendEvidencePage(
      await download(p, "contracts", evidence.document_path),
      [evidence],
      contract.contract_key,
    );
    const path = `${contract.workspace_id}/${contract.id}/${NAMES[party === "talent" ? "mission" : "mad"]}-signe.pdf`;
    const { sha256 } = await keepOnce(p, "contracts", path, sealed);
    return { file: path, sha256, profile: null };
  };

export const produceTalentSignedContract = produceSealed("talent");
export const produceClientSignedContract = produceSealed("client");
