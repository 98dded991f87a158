// « Nouveau groupe »: the button, for the roles that may create a group (its insert grant), and
// the modal (create-modal.tsx) loaded on demand.
import { useCan } from "@refinedev/core";
import { lazy } from "react";
import { LazyModalButton } from "../../../src/components/form/lazy-modal-button.tsx";
import { t } from "../../../src/i18n/index.ts";
import type { CompanyGroupCreateProps } from "../create-modal.tsx";

const load = () => import("../create-modal.tsx");
const CompanyGroupCreateModal = lazy(() => load().then((m) => ({ default: m.CompanyGroupCreateModal })));

export const CompanyGroupCreateButton = (props: CompanyGroupCreateProps) => {
  const { data: canCreate } = useCan({ resource: "company_group", action: "create" });
  if (!canCreate?.can) return null;
  return (
    <LazyModalButton modal={CompanyGroupCreateModal} modalProps={props} preload={load}>
      {t("resources.companyGroups.create.action")}
    </LazyModalButton>
  );
};
