// The DPAE adapter, like the signature's (../signature/provider.ts). The built-in provider
// records what the user declared on URSSAF's service (net-entreprises): its date and time, its
// reference and, optionally, the receipt, stored under the contract then saved in one call
// (public.record_contract_dpae: the database checks the right and the legal window). A
// provider for URSSAF's DPAE API implements the same `declare`: it sends the declaration
// itself (through an edge function holding the agency's credentials), then records the
// reference and receipt URSSAF returns; with `userDeclares: false` the block asks the user
// for neither the date nor the reference. The screens do not change.
import { uploadFile } from "../../../providers/client-calls.ts";
import { t } from "../../../src/i18n/index.ts";
import { mimeTypeOf } from "../../../src/lib/upload/accepted-types.ts";
import type { RpcCall } from "../signature/provider.ts";
import { dpaeReceiptPath } from "./dpae.utils.ts";

export type DpaeInput = {
  contractId: string;
  workspaceId: string;
  /** ISO instant the user declared (a provider that declares itself ignores it) */
  submittedAt: string | null;
  reference: string | null;
  receipt: File | null;
};

export type DpaeDeclared = { submittedAt: string; reference: string };

export type DpaeProvider = {
  name: string;
  /** the user types the date, time and reference of a declaration made elsewhere */
  userDeclares: boolean;
  declare: (rpc: RpcCall, input: DpaeInput) => Promise<DpaeDeclared>;
};

export const BUILTIN_DPAE_PROVIDER: DpaeProvider = {
  name: "declared",
  userDeclares: true,
  declare: async (rpc, { contractId, workspaceId, submittedAt, reference, receipt }) => {
    if (!submittedAt || !reference) throw new Error(t("resources.contractDpae.validation.submittedAtRequired"));
    let receiptPath: string | null = null;
    if (receipt) {
      receiptPath = dpaeReceiptPath(workspaceId, contractId, receipt.name, crypto.randomUUID());
      await uploadFile("documents", receiptPath, receipt, { contentType: mimeTypeOf(receipt) });
    }
    await rpc("record_contract_dpae", {
      p_contract_id: contractId,
      p_submitted_at: submittedAt,
      p_reference: reference,
      p_receipt_path: receiptPath,
    });
    return { submittedAt, reference: reference.trim() };
  },
};

/** The provider the app uses (the one place to switch to another). */
export const DPAE_PROVIDER: DpaeProvider = BUILTIN_DPAE_PROVIDER;
