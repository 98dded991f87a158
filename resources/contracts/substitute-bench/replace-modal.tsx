// « Préparer le contrat » on a candidate: the normal « Nouveau contrat » modal
// (resources/contracts/create-modal.tsx, public.save_contract) opened with the replacement's
// values (prefill.ts). Saving opens the new contract, which then follows the usual validation and
// signature flow; cancelling leaves nothing behind.
import { Modal, Skeleton } from "antd";
import { lazy, Suspense } from "react";
import { t } from "../../../src/i18n/index.ts";
import { displayName } from "../../../src/lib/names/display-name.ts";
import { parisToday } from "./bench.utils.ts";
import { useContractToReplace } from "./hooks.ts";
import { replacedName, replacementValues } from "./prefill.ts";

const ContractCreateModal = lazy(() => import("../create-modal.tsx").then((m) => ({ default: m.ContractCreateModal })));

export type ReplacementChoice = {
  contractId: string;
  talent: { id: string; first_name: string | null; last_name: string | null };
};

const Loading = ({ onClose }: { onClose: () => void }) => (
  <Modal open title={t("resources.substituteBench.loadingContract")} footer={null} onCancel={onClose}>
    <Skeleton active />
  </Modal>
);

export const ReplacementContractModal = ({ choice, onClose }: { choice: ReplacementChoice; onClose: () => void }) => {
  const { contract, pricing, loading } = useContractToReplace(choice.contractId);
  if (loading || !contract?.id) return <Loading onClose={onClose} />;
  const prefill = {
    values: replacementValues(contract, pricing, choice.talent.id, parisToday()),
    notice: t("resources.substituteBench.prefilled", {
      replaced: replacedName(contract),
      contract: contract.contract_key,
      talent: displayName(choice.talent),
    }),
  };
  return (
    <Suspense fallback={<Loading onClose={onClose} />}>
      <ContractCreateModal openRequests={1} prefill={prefill} onClose={onClose} />
    </Suspense>
  );
};
