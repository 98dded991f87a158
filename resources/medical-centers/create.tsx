// "Nouveau centre médical": the button, and the modal (create-modal.tsx) loaded on demand.
import { lazy } from "react";
import { LazyModalButton } from "../../src/components/form/lazy-modal-button.tsx";
import { t } from "../../src/i18n/index.ts";

const load = () => import("./create-modal.tsx");
const MedicalCenterCreateModal = lazy(() => load().then((m) => ({ default: m.MedicalCenterCreateModal })));

export const MedicalCenterCreateButton = ({ onSaved }: { onSaved?: () => void }) => (
  <LazyModalButton type="primary" modal={MedicalCenterCreateModal} modalProps={{ onSaved }} preload={load}>
    {t("resources.medicalCenters.list.create")}
  </LazyModalButton>
);
