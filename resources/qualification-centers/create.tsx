// "Nouveau centre de formation": the button, and the modal (create-modal.tsx) loaded on demand.
import { lazy } from "react";
import { LazyModalButton } from "../../src/components/form/lazy-modal-button.tsx";
import { t } from "../../src/i18n/index.ts";

const load = () => import("./create-modal.tsx");
const QualificationCenterCreateModal = lazy(() => load().then((m) => ({ default: m.QualificationCenterCreateModal })));

export const QualificationCenterCreateButton = () => (
  <LazyModalButton type="primary" modal={QualificationCenterCreateModal} modalProps={{}} preload={load}>
    {t("resources.qualificationCenters.list.create")}
  </LazyModalButton>
);
