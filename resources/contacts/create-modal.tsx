// The "Nouveau contact" modal, loaded on demand by the button (create.tsx): the shared form,
// from the contacts list or a company's tab (its company then fixed).
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import type { Tables, TablesInsert } from "../../src/database.types.ts";
import { Modal } from "antd";
import type { LazyModalProps } from "../../src/components/form/lazy-modal-button.tsx";
import { useOpenOnRequest } from "../../src/components/form/use-open-on-request.ts";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { useCloseAfterSave } from "../../src/components/form/use-close-after-save.ts";
import { t } from "../../src/i18n/index.ts";
import { ContactForm } from "./form.tsx";
import { toContactRow, type ContactFormValues } from "./schema.ts";

export const ContactCreateModal = ({
  companyId,
  onCreated,
  openRequests,
}: { companyId?: string; onCreated?: () => void } & LazyModalProps) => {
  const { modalProps, formProps, show, close, onFinish } = useModalForm<
    Tables<"contact">,
    HttpError,
    TablesInsert<"contact">
  >({
    resource: "contact",
    action: "create",
    redirect: companyId ? false : "show",
    warnWhenUnsavedChanges: true,
    ...MUTATION_NOTIFICATIONS,
    onMutationSuccess: () => onCreated?.(),
  });
  // From a company's tab (no redirect) the modal closes once the contact is saved; a refused
  // save leaves it open with the values.
  const closeAfterSave = useCloseAfterSave(close);
  useOpenOnRequest(openRequests, show);
  // forceRender={false}: the form renders when the modal opens, not with the page (useModalForm forces it).
  return (
    <>
      <Modal
        {...modalProps}
        forceRender={false}
        title={t("resources.contacts.create.title")}
        okText={t("components.form.save")}
        cancelText={t("components.form.cancel")}
        width={840}
        destroyOnHidden
      >
        <ContactForm
          lockCompany={!!companyId}
          formProps={{
            ...formProps,
            initialValues: { status: "active", company_id: companyId, roles: [] },
            onFinish: (values: ContactFormValues) =>
              toContactRow(values)
                .then(onFinish)
                .then(closeAfterSave, () => undefined),
          }}
        />
      </Modal>
    </>
  );
};
