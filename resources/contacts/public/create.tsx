// "Nouveau contact": the button, and the modal (create-modal.tsx) loaded on demand.
import { lazy } from "react";
import { LazyModalButton } from "../../../src/components/form/lazy-modal-button.tsx";
import { t } from "../../../src/i18n/index.ts";

const load = () => import("../create-modal.tsx");
const ContactCreateModal = lazy(() => load().then((m) => ({ default: m.ContactCreateModal })));

export const ContactCreateButton = ({ companyId, onCreated }: { companyId?: string; onCreated?: () => void }) => (
  <LazyModalButton type="primary" modal={ContactCreateModal} modalProps={{ companyId, onCreated }} preload={load}>
    {t("resources.contacts.list.create")}
  </LazyModalButton>
);
