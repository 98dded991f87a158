// Generation and sealing of a contract's documents (commercial conditions: conditions.ts).
//  - generate: the two PDFs from public.contract_document_data, read, stored and recorded as the
//    caller (RLS and the storage policies decide), at `validated`;
//  - seal: for each party that has signed and has no signed file yet, its document with the
//    evidence page appended, stored and recorded as the service role (the signer is anonymous).
import { contractDocument } from "../_shared/contract-pdf/mentions.ts";
import { appendEvidencePage, renderContractPdf } from "../_shared/contract-pdf/render.ts";
import type { ContractDocumentData, SignatureEvidence } from "../_shared/contract-pdf/types.ts";
import { ApiError, download, rpc, select, sha256Hex, upload, type Caller, type Project } from "./api.ts";

export const stamp = (now: Date) => now.toISOString().replace(/[-:]/g, "").replace(/\..*$/, "");

export const generateDocuments = async (p: Project, caller: Caller, contractId: string) => {
  const data = await rpc<ContractDocumentData | null>(p, caller, "contract_document_data", {
    p_contract_id: contractId,
  });
  if (!data) throw new ApiError(404, { message: "Contrat introuvable" });
  const now = new Date();
  const folder = `${data.contract.workspace_id}/${data.contract.id}`;
  const mission = await renderContractPdf(contractDocument(data, "mission"), now);
  const mad = await renderContractPdf(contractDocument(data, "mad"), now);
  const missionPath = `${folder}/contrat-de-mission-${stamp(now)}.pdf`;
  const madPath = `${folder}/contrat-de-mise-a-disposition-${stamp(now)}.pdf`;
  await upload(p, caller, "contracts", missionPath, mission);
  await upload(p, caller, "contracts", madPath, mad);
  await rpc(p, caller, "record_contract_documents", {
    p_contract_id: contractId,
    p_mission_path: missionPath,
    p_mission_sha256: await sha256Hex(mission),
    p_mad_path: madPath,
    p_mad_sha256: await sha256Hex(mad),
  });
  return { mission_path: missionPath, mad_path: madPath };
};

type ContractFiles = {
  id: string;
  workspace_id: string;
  contract_key: string;
  signed_file: string | null;
  signed_mad_file: string | null;
};

export const sealSignedDocuments = async (p: Project, contractId: string): Promise<string[]> => {
  const [contract] = await select<ContractFiles>(
    p,
    "service",
    "contract",
    `id=eq.${encodeURIComponent(contractId)}&select=id,workspace_id,contract_key,signed_file,signed_mad_file`,
  );
  if (!contract) throw new ApiError(404, { message: "Contrat introuvable" });
  const evidence = await select<SignatureEvidence & { document_path: string }>(
    p,
    "service",
    "contract_signature",
    `contract_id=eq.${encodeURIComponent(contractId)}&select=party,signer_name,signer_email,signed_at,ip,user_agent,channel,document_sha256,document_path,signature_image,consent_text&order=signed_at`,
  );
  const sealed: string[] = [];
  for (const e of evidence) {
    if ((e.party === "talent" ? contract.signed_file : contract.signed_mad_file) !== null) continue;
    const signed = await appendEvidencePage(
      await download(p, "contracts", e.document_path),
      [e],
      contract.contract_key,
    );
    const path = `${contract.workspace_id}/${contract.id}/${e.party === "talent" ? "contrat-de-mission" : "contrat-de-mise-a-disposition"}-signe.pdf`;
    await upload(p, "service", "contracts", path, signed);
    await rpc(p, "service", "record_contract_signed_file", {
      p_contract_id: contract.id,
      p_party: e.party,
      p_path: path,
    });
    sealed.push(path);
  }
  return sealed;
};

type LinkByToken = {
  /** a contract's link, or (commercial_condition_id set, contract_id null) a commercial conditions' one */
  link: {
    contract_id: string | null;
    commercial_condition_id?: string | null;
    party: string;
    used_at: string | null;
  };
  document_path: string | null;
  /** what the link signed, once it has: the sealed copy when made, else the document signed */
  signed_path?: string | null;
  is_amendment?: boolean;
  amendment_number?: number | null;
};

/** The link of a token (service role), whatever its state; null when unknown. */
export const linkOfToken = async (p: Project, token: string): Promise<LinkByToken | null> =>
  rpc<LinkByToken | null>(p, "service", "contract_signature_link_by_token", { p_token: token });

/** The PDF's file name: the conditions, an amendment (by its number) or a contract. */
const fileNameOf = (link: LinkByToken, signed: boolean): string => {
  const suffix = signed ? "-signe" : "";
  if (link.link.commercial_condition_id != null) return `conditions-commerciales${signed ? "-signees" : ""}.pdf`;
  return link.is_amendment ? `avenant-${link.amendment_number ?? ""}${suffix}.pdf` : `contrat${suffix}.pdf`;
};

/**
 * The document of a link for the signer's page: what a valid link signs (the session RPC refuses
 * unknown, revoked, expired or closed links), or what a used link signed — its sealed copy once
 * made. « Déjà signé » (PT410, hint used) refuses a second signature, not a reading. From the
 * contracts' bucket or, for commercial conditions, from the requests' files.
 */
export const documentOfToken = async (p: Project, token: string): Promise<{ pdf: Uint8Array; fileName: string }> => {
  const signed = await rpc(p, "anon", "contract_signature_session", { p_token: token }).then(
    () => false,
    (error: unknown) => {
      if (error instanceof ApiError && error.body.hint === "used") return true;
      throw error;
    },
  );
  const link = await linkOfToken(p, token);
  const path = signed ? link?.signed_path : link?.document_path;
  if (!link || !path) throw new ApiError(signed ? 410 : 404, { message: "Document introuvable" });
  return {
    pdf: await download(p, link.link.commercial_condition_id != null ? "documents" : "contracts", path),
    fileName: fileNameOf(link, signed),
  };
};
