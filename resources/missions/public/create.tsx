// "Nouvelle mission": the button, and the modal (create-modal.tsx) loaded on demand; from a
// company's page the company comes pre-filled.
import { useCan } from "@refinedev/core";
import { lazy } from "react";
import { LazyModalButton } from "../../../src/components/form/lazy-modal-button.tsx";
import { t } from "../../../src/i18n/index.ts";

const load = () => import("../create-modal.tsx");
const MissionCreateModal = lazy(() => load().then((m) => ({ default: m.MissionCreateModal })));

export const MissionCreateButton = ({
  isClientOrder = true,
  companyId,
}: {
  isClientOrder?: boolean;
  companyId?: string;
}) => {
  const { data: can } = useCan({ resource: "mission", action: "create" });
  if (can && !can.can) return null;
  return (
    <LazyModalButton type="primary" modal={MissionCreateModal} modalProps={{ isClientOrder, companyId }} preload={load}>
      {t("resources.missions.list.create")}
    </LazyModalButton>
  );
};
