// The "Nouvelle entreprise" modal, loaded on demand by the button (create.tsx): the shared
// form, saved in one call with the head office's address and SIRET (public.save_company); a
// wrong SIREN or SIRET is refused in French by the form and, whatever the client, by the
// database.
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { saveMeta, type SavedRow, type SaveVariables } from "../../providers/data-provider-save.ts";
import { Modal } from "antd";
import type { LazyModalProps } from "../../src/components/form/lazy-modal-button.tsx";
import { useCloseThenOpen } from "../../src/components/form/use-close-after-save.ts";
import { useOpenOnRequest } from "../../src/components/form/use-open-on-request.ts";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { t } from "../../src/i18n/index.ts";
import { CompanyForm } from "./form.tsx";
import { toCompanySave, type CompanyFormExtras, type CompanyFormValues } from "./schema.ts";
import { refusedSave } from "../../src/components/form/refused-save.ts";

export const CompanyCreateModal = ({ openRequests }: LazyModalProps) => {
  const { modalProps, formProps, show, onFinish, close } = useModalForm<
    SavedRow<"save_company">,
    HttpError,
    SaveVariables<"save_company">
  >({
    resource: "company",
    action: "create",
    meta: saveMeta("save_company"),
    redirect: false,
    warnWhenUnsavedChanges: true,
    ...MUTATION_NOTIFICATIONS,
    onMutationSuccess: ({ data }) => open(`/companies/${data.id}`),
  });
  const open = useCloseThenOpen(close);
  useOpenOnRequest(openRequests, show);
  // forceRender={false}: the form renders when the modal opens, not with the page (useModalForm forces it).
  return (
    <>
      <Modal
        {...modalProps}
        forceRender={false}
        title={t("resources.companies.create.title")}
        okText={t("components.form.save")}
        cancelText={t("components.form.cancel")}
        width={840}
        destroyOnHidden
      >
        <CompanyForm
          formProps={{
            ...formProps,
            initialValues: { status: "prospect" },
            onFinish: async (values: CompanyFormValues & CompanyFormExtras) =>
              onFinish(await toCompanySave(values)).catch(refusedSave),
          }}
        />
      </Modal>
    </>
  );
};
