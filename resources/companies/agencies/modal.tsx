// "Ajouter un établissement" / "Modifier l'établissement": the shared form in a modal, saved in
// one call (public.save_agency: the establishment and its address, or neither); a failed save
// keeps the values (the toast gives the database's French message).
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Modal } from "antd";
import { saveMeta, type SavedRow, type SaveVariables } from "../../../providers/data-provider-save.ts";
import { MUTATION_NOTIFICATIONS } from "../../../src/lib/forms/notifications.ts";
import { useCloseAfterSave } from "../../../src/components/form/use-close-after-save.ts";
import { t } from "../../../src/i18n/index.ts";
import { AgencyForm } from "./form.tsx";
import { agencyText } from "./labels.ts";
import { toAgencySave, type AgencyContext, type AgencyFormValues } from "./schema.ts";
import { AGENCY_EDIT_SELECT } from "./select.ts";

type Options = {
  action: "create" | "edit";
  companyId: string;
  siren: string | null;
  agencies: AgencyContext["agencies"];
  onSaved: () => void;
};

export const useAgencyModal = ({ action, companyId, siren, agencies, onSaved }: Options) => {
  const { modalProps, formProps, show, close, onFinish, id } = useModalForm<
    SavedRow<"save_agency">,
    HttpError,
    SaveVariables<"save_agency">
  >({
    resource: "agency",
    action,
    liveMode: "off",
    mutationMode: "pessimistic",
    redirect: false,
    warnWhenUnsavedChanges: true,
    meta: { select: AGENCY_EDIT_SELECT, ...saveMeta("save_agency") },
    ...MUTATION_NOTIFICATIONS,
    onMutationSuccess: onSaved,
  });
  const closeAfterSave = useCloseAfterSave(close);
  const context: AgencyContext = { siren, agencies, agencyId: id === undefined ? undefined : String(id) };

  const submit = async (values: AgencyFormValues) => {
    const variables = await toAgencySave(values, { ...context, companyId });
    // Refine's toast tells a refused save; the form keeps its values for another try. Our own
    // onFinish replaces the one that closes the modal, hence the close once the row is saved.
    await onFinish(variables).then(closeAfterSave, () => undefined);
  };

  const modal = (
    <Modal
      {...modalProps}
      title={agencyText(action === "create" ? "createTitle" : "editTitle")}
      okText={t("components.form.save")}
      cancelText={t("components.form.cancel")}
      width={840}
      destroyOnHidden
    >
      <AgencyForm
        context={context}
        action={action}
        formProps={{
          ...formProps,
          initialValues:
            action === "create"
              ? { is_head_office: false, status: "active", address: { country_code: "FR" } }
              : formProps.initialValues,
          onFinish: submit,
        }}
      />
    </Modal>
  );
  return { open: show, modal };
};
