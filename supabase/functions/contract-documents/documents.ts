// The document a contract's signature link signs, for the signer's page (a contract's, an
// amendment's or commercial conditions'). The documents themselves are made by the server's
// document queue (docs/rules/documents.md: document-worker/contract.ts and conditions.ts), from
// the validation and the signature's own transactions; nothing here makes or seals one.
import { ApiError, download, rpc, type Project } from "./api.ts";

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
