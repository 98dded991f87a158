// "Ajouter un établissement" / "Modifier l'établissement": the shared form in a modal. The
// address is saved first (public.address), then the establishment with its address_id; a
// failed save keeps the values (the toast gives the database's French message) and a retry
// reuses the address row already written.
import { useModalForm } from "@refinedev/antd";
import { Modal } from "antd";
import { useRef } from "react";
import { useSaveAddress } from "../../../src/components/address/use-save-address.ts";
import { MUTATION_NOTIFICATIONS } from "../../../src/components/form/notifications.ts";
import { useCloseAfterSave } from "../../../src/components/form/use-close-after-save.ts";
import { t } from "../../../src/i18n/index.ts";
import { AgencyForm } from "./form.tsx";
import { agencyText } from "./labels.ts";
import { toAgencyRow, type AgencyContext, type AgencyFormValues } from "./schema.ts";
import { AGENCY_EDIT_SELECT } from "./select.ts";

type Options = { action: "create" | "edit"; companyId: string; siren: string | null; agencies: AgencyContext["agencies"]; onSaved: () => void };
type Saved = AgencyFormValues & { id: string; address_id: string | null };

export const useAgencyModal = ({ action, companyId, siren, agencies, onSaved }: Options) => {
  const saveEstablishment = useSaveAddress("establishment");
  const saveHeadOffice = useSaveAddress("head_office");
  const addressId = useRef<string | null>(null);
  const { modalProps, formProps, show, close, onFinish, id } = useModalForm<Saved, never, AgencyFormValues>({
    resource: "agency",
    action,
    liveMode: "off",
    mutationMode: "pessimistic",
    redirect: false,
    warnWhenUnsavedChanges: true,
    meta: { select: AGENCY_EDIT_SELECT },
    ...MUTATION_NOTIFICATIONS,
    onMutationSuccess: () => {
      addressId.current = null;
      onSaved();
    },
  });
  const closeAfterSave = useCloseAfterSave(close);
  const context: AgencyContext = { siren, agencies, agencyId: id === undefined ? undefined : String(id) };
  const initial = formProps.initialValues as Saved | undefined;

  const submit = async (values: AgencyFormValues) => {
    const row = await toAgencyRow(values, { ...context, companyId });
    const save = values.is_head_office ? saveHeadOffice : saveEstablishment;
    try {
      addressId.current = await save(values.address, addressId.current ?? initial?.address_id, initial?.address);
    } catch {
      return; // the toast says why; the values stay
    }
    // Refine's toast tells a refused save; the form keeps its values for another try. Our own
    // onFinish replaces the one that closes the modal, hence the close once the row is saved.
    await onFinish({ ...row, address_id: addressId.current } as never).then(
      closeAfterSave,
      () => undefined,
    );
  };

  const open = (agencyId?: string) => {
    addressId.current = null;
    show(agencyId);
  };

  const modal = (
    <Modal {...modalProps} title={agencyText(action === "create" ? "createTitle" : "editTitle")} okText={t("components.form.save")} cancelText={t("components.form.cancel")} width={840} destroyOnHidden>
      <AgencyForm
        context={context}
        action={action}
        formProps={{
          ...formProps,
          initialValues: action === "create" ? { is_head_office: false, status: "active", address: { country_code: "FR" } } : formProps.initialValues,
          onFinish: (values) => submit(values as AgencyFormValues),
        }}
      />
    </Modal>
  );
  return { open, modal };
};
