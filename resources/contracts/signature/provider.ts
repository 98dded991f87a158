// The e-signature adapter. The built-in provider signs with the app's own single-use links and
// evidence (send_contract_for_signature, sign_contract). A provider such as Yousign or Docusign
// implements the same two calls: `send` creates its signature request (storing its id in
// contract.signature_request_id) and moves the contract to sent_for_signature, `renew` re-sends
// one party's invitation; its webhook then records each signature on the database side (a row of
// public.contract_signature with provider = '<name>' and the provider's evidence, and the
// contract's partially_signed/signed move) — see docs/contracts.md, "Adaptateur pour un prestataire
// de signature". The documents, unsigned and sealed, are never the browser's: the server's
// document queue makes them from the validation and each signature (docs/rules/documents.md).
import type { RpcCaller } from "../../../providers/rpc.ts";
import type { Party } from "./panel.utils.ts";

/** Calls a database function, typed (the panel passes useRpcCall's, over Refine's data provider). */
export type RpcCall = RpcCaller;

export type SignatureProvider = {
  name: string;
  /** sends the documents to the talent and the client's signatory */
  send: (rpc: RpcCall, contractId: string, appOrigin: string) => Promise<unknown>;
  /** a new invitation for a party that has not signed */
  renew: (rpc: RpcCall, contractId: string, party: Party, appOrigin: string) => Promise<unknown>;
};

export const BUILTIN_SIGNATURE_PROVIDER: SignatureProvider = {
  name: "builtin",
  send: (rpc, contractId, appOrigin) =>
    rpc("send_contract_for_signature", { p_contract_id: contractId, p_base_url: appOrigin }),
  renew: (rpc, contractId, party, appOrigin) =>
    rpc("renew_contract_signature_link", { p_contract_id: contractId, p_party: party, p_base_url: appOrigin }),
};

/** The provider the app uses (the one place to switch to another). */
export const SIGNATURE_PROVIDER: SignatureProvider = BUILTIN_SIGNATURE_PROVIDER;
