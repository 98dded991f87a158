// « Nouveau vivier » and « Enregistrer comme vivier dynamique »: the buttons, for the roles that
// may create a pool (its insert grant), and the modal (create-modal.tsx) loaded on demand.
import { useCan } from "@refinedev/core";
import { lazy } from "react";
import { LazyModalButton } from "../../../src/components/form/lazy-modal-button.tsx";
import { t } from "../../../src/i18n/index.ts";
import type { HiringPoolCreateProps } from "../create-modal.tsx";

const load = () => import("../create-modal.tsx");
const HiringPoolCreateModal = lazy(() => load().then((m) => ({ default: m.HiringPoolCreateModal })));

export const HiringPoolCreateButton = ({ dynamic, disabled }: HiringPoolCreateProps & { disabled?: boolean }) => {
  const { data: canCreate } = useCan({ resource: "hiring_pool", action: "create" });
  if (!canCreate?.can) return null;
  return (
    <LazyModalButton
      modal={HiringPoolCreateModal}
      modalProps={{ dynamic }}
      preload={load}
      type={dynamic ? "default" : "primary"}
      disabled={disabled}
    >
      {t(dynamic ? "resources.hiringPools.saveDynamic.action" : "resources.hiringPools.create.action")}
    </LazyModalButton>
  );
};
