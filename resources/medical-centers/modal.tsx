// "Nouveau centre médical" / "Modifier le centre médical": the shared form in a modal (the
// spec has no detail route for medical centres), saved in one call with its address
// (public.save_medical_center); a failed save keeps the values, the toast gives the
// database's French message.
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Modal } from "antd";
import { saveMeta, type SavedRow, type SaveVariables } from "../../providers/data-provider-save.ts";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { useCloseAfterSave } from "../../src/components/form/use-close-after-save.ts";
import { t } from "../../src/i18n/index.ts";
import { MedicalCenterForm } from "./form.tsx";
import { toMedicalCenterSave, type MedicalCenterFormValues } from "./schema.ts";
import { MEDICAL_CENTER_EDIT_SELECT } from "./select.ts";

export const useMedicalCenterModal = (action: "create" | "edit", onSaved?: () => void) => {
  const { modalProps, formProps, show, close, onFinish } = useModalForm<
    SavedRow<"save_medical_center">,
    HttpError,
    SaveVariables<"save_medical_center">
  >({
    resource: "medical_center",
    action,
    liveMode: "off",
    mutationMode: "pessimistic",
    redirect: false,
    warnWhenUnsavedChanges: true,
    meta: { select: MEDICAL_CENTER_EDIT_SELECT, ...saveMeta("save_medical_center") },
    ...MUTATION_NOTIFICATIONS,
    onMutationSuccess: () => onSaved?.(),
  });
  const closeAfterSave = useCloseAfterSave(close);
  const title = t(
    action === "create" ? "resources.medicalCenters.create.title" : "resources.medicalCenters.edit.title",
  );
  const modal = (
    <Modal
      {...modalProps}
      forceRender={false}
      title={title}
      okText={t("components.form.save")}
      cancelText={t("components.form.cancel")}
      width={840}
      destroyOnHidden
    >
      <MedicalCenterForm
        name={title}
        status={
          action === "edit" ? (formProps.initialValues as MedicalCenterFormValues | undefined)?.status : undefined
        }
        formProps={{
          ...formProps,
          initialValues:
            action === "create"
              ? { kind: "spsti_interim", status: "active", address_row: { country_code: "FR" } }
              : formProps.initialValues,
          onFinish: async (values: MedicalCenterFormValues) => {
            await onFinish(toMedicalCenterSave(values)).then(closeAfterSave, () => undefined);
          },
        }}
      />
    </Modal>
  );
  return { open: show, modal };
};
