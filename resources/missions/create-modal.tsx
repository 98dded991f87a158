// The "Nouvelle mission" modal (loaded on demand by MissionCreateButton, create.tsx): the shared
// form for the list's kind (the company pre-filled from its page), saved in one call
// (public.save_mission: the mission and its worksite address, or neither). A refused save — the
// SMIC, the motif's maximum, the coefficient band, in the database's French — keeps the values;
// a saved one opens the mission, with the carence warning if any.
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Modal } from "antd";
import { saveMeta, type SavedRow, type SaveVariables } from "../../providers/data-provider-save.ts";
import type { LazyModalProps } from "../../src/components/form/lazy-modal-button.tsx";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { useCloseThenOpen } from "../../src/components/form/use-close-after-save.ts";
import { useOpenOnRequest } from "../../src/components/form/use-open-on-request.ts";
import { t } from "../../src/i18n/index.ts";
import { useCurrentUser } from "../../src/session/use-current-user.ts";
import { MissionForm } from "./form.tsx";
import { useWarnAfterSave } from "./hooks.ts";
import { toMissionSave, type MissionFormValues } from "./schema.ts";

export type MissionCreateProps = { isClientOrder: boolean; companyId?: string };

export const MissionCreateModal = ({ openRequests, isClientOrder, companyId }: LazyModalProps & MissionCreateProps) => {
  const warn = useWarnAfterSave();
  const { modalProps, formProps, show, onFinish, close } = useModalForm<
    SavedRow<"save_mission">,
    HttpError,
    SaveVariables<"save_mission">
  >({
    resource: "mission",
    action: "create",
    meta: saveMeta("save_mission"),
    redirect: false,
    warnWhenUnsavedChanges: true,
    ...MUTATION_NOTIFICATIONS,
    onMutationSuccess: ({ data }) => {
      void warn(data.id);
      open(`/missions/${data.id}/details`);
    },
  });
  const open = useCloseThenOpen(close);
  useOpenOnRequest(openRequests, show);
  const me = useCurrentUser().user?.teamMember?.id;
  const initialValues: Partial<MissionFormValues> = {
    company_id: companyId,
    // the order's « Chargé(e) de la mission » is who takes it, until changed: its contracts
    // inherit the owner, whose manager validates them when the owner is not autonomous
    owner_id: me,
    status: isClientOrder ? "draft" : "open",
    priority: "normal",
    number_of_open_positions: 1,
    is_precise_term: true,
    is_risky_position: false,
    required_qualifications: [],
    ppe_required: [],
    job_risk_types: [],
    bonuses: [],
    address: { country_code: "FR" },
  };
  // Refine's toast tells a refused save; the form keeps its values for another try.
  const submit = (values: MissionFormValues) =>
    onFinish(toMissionSave({ ...values, status: initialValues.status, is_client_order: isClientOrder })).catch(
      () => undefined,
    );
  const title = t(
    isClientOrder ? "resources.missions.create.titleClientOrder" : "resources.missions.create.titleTalentPooling",
  );
  // forceRender={false}: Refine's useModalForm would render the hidden form from the start.
  return (
    <Modal
      {...modalProps}
      forceRender={false}
      title={title}
      okText={t("components.form.save")}
      cancelText={t("components.form.cancel")}
      width={960}
      destroyOnHidden
    >
      <MissionForm
        isClientOrder={isClientOrder}
        companyId={companyId}
        name={title}
        formProps={{ ...formProps, initialValues, onFinish: submit }}
      />
    </Modal>
  );
};
