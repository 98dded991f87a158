// Détails: the mission's fields edited in place (the shared form, with its worksite address),
// saved in one call (public.save_mission); its warnings (délai de carence); its status with the
// moves the user may make, and the history.
import { useForm } from "@refinedev/antd";
import { useCan, type HttpError } from "@refinedev/core";
import { Alert, Card, Space } from "antd";
import { saveMeta, type SavedRow, type SaveVariables } from "../../../providers/data-provider-save.ts";
import { MUTATION_NOTIFICATIONS } from "../../../src/lib/forms/notifications.ts";
import { t } from "../../../src/i18n/index.ts";
import { MissionForm } from "../form.tsx";
import { useMissionWarnings } from "../hooks.ts";
import { missionFormValuesOf, toMissionSave, type MissionFormValues } from "../schema.ts";
import { MISSION_SHOW_SELECT } from "../select.ts";
import { useMission } from "../mission-context.ts";
import type { MissionRow } from "../types.ts";
import { MissionStatusCard } from "./status.tsx";
import { SaveButton } from "../../../src/components/form/save-button.tsx";

export const MissionDetailsTab = () => {
  const { mission, refetch } = useMission();
  const { warnings, refetch: refetchWarnings } = useMissionWarnings(mission.id);
  const { data: canEdit } = useCan({ resource: "mission", action: "edit", params: { id: mission.id } });
  const { formProps, saveButtonProps, onFinish, query } = useForm<
    MissionRow,
    HttpError,
    SaveVariables<"save_mission">,
    MissionRow,
    SavedRow<"save_mission">
  >({
    liveMode: "off",
    resource: "mission",
    action: "edit",
    id: mission.id,
    meta: { select: MISSION_SHOW_SELECT, ...saveMeta("save_mission") },
    redirect: false,
    warnWhenUnsavedChanges: true,
    ...MUTATION_NOTIFICATIONS,
    onMutationSuccess: () => {
      refetch();
      void refetchWarnings();
    },
  });
  const record = query?.data?.data;
  // the status moves through its own buttons (the transition rules), not through the form
  const submit = (values: MissionFormValues) =>
    onFinish(toMissionSave({ ...values, status: mission.status, is_client_order: mission.is_client_order })).catch(
      () => undefined,
    );
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      {warnings.length ? (
        <Alert
          type="warning"
          showIcon
          message={t("resources.missions.warnings.title")}
          description={warnings.map((w) => (
            <div key={w}>{w}</div>
          ))}
        />
      ) : null}
      <MissionStatusCard mission={mission} onDone={refetch} />
      <Card title={t("resources.missions.details.title")}>
        {record ? (
          <MissionForm
            isClientOrder={mission.is_client_order}
            companyId={record.company_id}
            name={t("resources.missions.details.title")}
            formProps={{
              ...formProps,
              initialValues: missionFormValuesOf(record),
              onFinish: submit,
              disabled: canEdit?.can === false,
            }}
          />
        ) : null}
        {canEdit?.can === false ? null : <SaveButton {...saveButtonProps} />}
      </Card>
    </Space>
  );
};
