// "Nouveau contrat": the button, and the modal (create-modal.tsx) loaded on demand. From a
// retained application (`?application=<id>`, the pipeline card's "Créer le contrat") the
// modal opens at once, pre-filled.
import { useCan } from "@refinedev/core";
import { lazy, Suspense } from "react";
import { LazyModalButton } from "../../src/components/form/lazy-modal-button.tsx";
import { t } from "../../src/i18n/index.ts";

const load = () => import("./create-modal.tsx");
const ContractCreateModal = lazy(() => load().then((m) => ({ default: m.ContractCreateModal })));

export const ContractCreateButton = () => {
  const { data: can } = useCan({ resource: "contract", action: "create" });
  if (can && !can.can) return null;
  return (
    <LazyModalButton type="primary" modal={ContractCreateModal} modalProps={{}} preload={load}>
      {t("resources.contracts.list.create")}
    </LazyModalButton>
  );
};

/** The modal opened by the URL: a contract from the application `applicationId`. */
export const ContractFromApplication = ({ applicationId, onClose }: { applicationId: string; onClose: () => void }) => (
  <Suspense fallback={null}>
    <ContractCreateModal openRequests={1} applicationId={applicationId} onClose={onClose} />
  </Suspense>
);
