// The "Nouveau talent" modal (loaded on demand by TalentCreateButton, create.tsx): the shared
// form, saved in one call (public.save_talent: the talent, its address and its jobs, or none of
// them); on success, the new record. A failed save keeps the form's values.
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Modal } from "antd";
import { saveMeta, type SavedRow, type SaveVariables } from "../../providers/data-provider-save.ts";
import type { LazyModalProps } from "../../src/components/form/lazy-modal-button.tsx";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { useCloseThenOpen } from "../../src/components/form/use-close-after-save.ts";
import { useOpenOnRequest } from "../../src/components/form/use-open-on-request.ts";
import { t } from "../../src/i18n/index.ts";
import { TalentForm } from "./form.tsx";
import { toTalentSave, type TalentFormValues } from "./schema.ts";

const INITIAL_VALUES: Partial<TalentFormValues> = {
  qualification_status: "new",
  availability_status: "available",
  contract_types: [],
  construction_types: [],
  is_top_profile: false,
  is_benched: false,
  mobility_radius_km: 30,
  address: { country_code: "FR" },
  other_job_ids: [],
};

export const TalentCreateModal = ({ openRequests }: LazyModalProps) => {
  const { modalProps, formProps, show, onFinish, close } = useModalForm<
    SavedRow<"save_talent">,
    HttpError,
    SaveVariables<"save_talent">
  >({
    resource: "talent",
    action: "create",
    meta: saveMeta("save_talent"),
    redirect: false,
    warnWhenUnsavedChanges: true,
    ...MUTATION_NOTIFICATIONS,
    onMutationSuccess: ({ data }) => open(`/talents/${data.id}/details`),
  });
  const open = useCloseThenOpen(close);
  useOpenOnRequest(openRequests, show);
  // Refine's toast tells a refused save; the form keeps its values for another try.
  const submit = (values: TalentFormValues) =>
    toTalentSave(values)
      .then(onFinish)
      .catch(() => undefined);
  // forceRender={false}: Refine's useModalForm would render the hidden form from the start.
  return (
    <Modal
      {...modalProps}
      forceRender={false}
      title={t("resources.talents.create.title")}
      okText={t("components.form.save")}
      cancelText={t("components.form.cancel")}
      width={840}
      destroyOnHidden
    >
      <TalentForm formProps={{ ...formProps, initialValues: INITIAL_VALUES, onFinish: submit }} />
    </Modal>
  );
};
