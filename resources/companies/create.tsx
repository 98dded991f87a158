// "Nouvelle entreprise": the button, and the modal (create-modal.tsx) loaded on demand.
import { lazy } from "react";
import { LazyModalButton } from "../../src/components/form/lazy-modal-button.tsx";
import { t } from "../../src/i18n/index.ts";

const load = () => import("./create-modal.tsx");
const CompanyCreateModal = lazy(() => load().then((m) => ({ default: m.CompanyCreateModal })));

export const CompanyCreateButton = () => (
  <LazyModalButton type="primary" modal={CompanyCreateModal} modalProps={{}} preload={load}>
    {t("resources.companies.list.create")}
  </LazyModalButton>
);
