// The "Nouveau centre de formation" modal, loaded on demand by the button (create.tsx): the
// shared form, saved with its address in one call (public.save_qualification_center).
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Modal } from "antd";
import { saveMeta, type SavedRow, type SaveVariables } from "../../providers/data-provider-save.ts";
import type { LazyModalProps } from "../../src/components/form/lazy-modal-button.tsx";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { useCloseThenOpen } from "../../src/components/form/use-close-after-save.ts";
import { useOpenOnRequest } from "../../src/components/form/use-open-on-request.ts";
import { t } from "../../src/i18n/index.ts";
import { QualificationCenterForm } from "./form.tsx";
import { toQualificationCenterSave, type QualificationCenterFormValues } from "./schema.ts";
import { refusedSave } from "../../src/components/form/refused-save.ts";

export const QualificationCenterCreateModal = ({ openRequests }: LazyModalProps) => {
  const { modalProps, formProps, show, onFinish, close } = useModalForm<
    SavedRow<"save_qualification_center">,
    HttpError,
    SaveVariables<"save_qualification_center">
  >({
    resource: "qualification_center",
    action: "create",
    redirect: false,
    warnWhenUnsavedChanges: true,
    meta: saveMeta("save_qualification_center"),
    ...MUTATION_NOTIFICATIONS,
    onMutationSuccess: ({ data }) => open(`/qualification-centers/${data.id}`),
  });
  const open = useCloseThenOpen(close);
  useOpenOnRequest(openRequests, show);
  const title = t("resources.qualificationCenters.create.title");
  return (
    <Modal
      {...modalProps}
      forceRender={false}
      title={title}
      okText={t("components.form.save")}
      cancelText={t("components.form.cancel")}
      width={840}
      destroyOnHidden
    >
      <QualificationCenterForm
        name={title}
        formProps={{
          ...formProps,
          initialValues: { training_type: "caces", status: "active", address_row: { country_code: "FR" } },
          onFinish: async (values: QualificationCenterFormValues) =>
            onFinish(toQualificationCenterSave(values)).catch(refusedSave),
        }}
      />
    </Modal>
  );
};
