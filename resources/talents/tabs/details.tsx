// Détails: the talent's fields edited in place (the shared form, with the address and the jobs
// read from their embeds), saved in one call (public.save_talent); then the sensitive data
// (talent_private) for the roles row-level security lets read it, the access to the talent's space
// (/talent) and the RGPD register.
import { useForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Card, Space } from "antd";
import { saveMeta, type SavedRow, type SaveVariables } from "../../../providers/data-provider-save.ts";
import { MUTATION_NOTIFICATIONS } from "../../../src/lib/forms/notifications.ts";
import { t } from "../../../src/i18n/index.ts";
import { TalentForm } from "../form.tsx";
import { jobFieldsOf, toTalentSave, type TalentFormValues } from "../schema.ts";
import { TALENT_EDIT_SELECT } from "../select.ts";
import { useTalent } from "../show.tsx";
import type { TalentEditRow } from "../types.ts";
import { TalentPrivateCard } from "./private-data.tsx";
import { TalentRgpdCard } from "../rgpd/card.tsx";
import { PortalAccessCard } from "../../../src/domain/portal/access-card.tsx";
import { TalentUnavailabilities } from "../../../src/domain/unavailability/talent-unavailabilities.tsx";
import { SaveButton } from "../../../src/components/form/save-button.tsx";
import { MarketingOptOut } from "../../push-marketing/public/opt-out.tsx";

export const TalentDetailsTab = () => {
  const { talent, refetch } = useTalent();
  const { formProps, saveButtonProps, onFinish, query } = useForm<
    TalentEditRow,
    HttpError,
    SaveVariables<"save_talent">,
    TalentEditRow,
    SavedRow<"save_talent">
  >({
    liveMode: "off",
    resource: "talent",
    action: "edit",
    id: talent.id,
    meta: { select: TALENT_EDIT_SELECT, ...saveMeta("save_talent") },
    redirect: false,
    warnWhenUnsavedChanges: true,
    ...MUTATION_NOTIFICATIONS,
    onMutationSuccess: refetch,
  });
  const record = query?.data?.data;
  const initialValues = record && { ...record, ...jobFieldsOf(record.talent_job) };
  // Refine's toast tells a refused save; the form keeps its values for another try.
  const submit = (values: TalentFormValues) =>
    toTalentSave(values)
      .then(onFinish)
      .catch(() => undefined);
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <Card title={t("resources.talents.sections.personal")}>
        <TalentForm exceptId={talent.id} saved={record} formProps={{ ...formProps, initialValues, onFinish: submit }} />
        <SaveButton {...saveButtonProps} />
        <div style={{ marginTop: 16 }}>
          <MarketingOptOut resource="talent" id={talent.id} />
        </div>
      </Card>
      <TalentPrivateCard talentId={talent.id} />
      <PortalAccessCard kind="talent" recordId={talent.id} />
      <TalentRgpdCard talentId={talent.id} onChanged={refetch} />
      <TalentUnavailabilities talentId={talent.id} />
    </Space>
  );
};
