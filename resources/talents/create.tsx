// "Nouveau talent" on the list: the button, and the modal (create-modal.tsx) loaded on demand.
import { lazy } from "react";
import { LazyModalButton } from "../../src/components/form/lazy-modal-button.tsx";
import { t } from "../../src/i18n/index.ts";

const load = () => import("./create-modal.tsx");
const TalentCreateModal = lazy(() => load().then((m) => ({ default: m.TalentCreateModal })));

export const TalentCreateButton = () => (
  <LazyModalButton type="primary" modal={TalentCreateModal} modalProps={{}} preload={load}>
    {t("resources.talents.list.create")}
  </LazyModalButton>
);
