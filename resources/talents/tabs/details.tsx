// Détails: the talent's fields edited in place (the shared form), then the sensitive data
// (talent_private) for the roles row-level security lets read it.
import { useForm } from "@refinedev/antd";
import { Button, Card, Space } from "antd";
import { MUTATION_NOTIFICATIONS } from "../../../src/components/form/notifications.ts";
import { t } from "../../../src/i18n/index.ts";
import { TalentForm } from "../form.tsx";
import { toTalentRow, type TalentFormValues } from "../schema.ts";
import { useTalent } from "../show.tsx";
import { TalentPrivateCard } from "./private-data.tsx";

export const TalentDetailsTab = () => {
  const { talent, refetch } = useTalent();
  const { formProps, saveButtonProps, onFinish } = useForm<TalentFormValues, never, TalentFormValues>({
    liveMode: "off",
    resource: "talent",
    action: "edit",
    id: talent.id,
    redirect: false,
    warnWhenUnsavedChanges: true,
    ...MUTATION_NOTIFICATIONS,
    onMutationSuccess: refetch,
  });
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <Card title={t("resources.talents.sections.personal")}>
        <TalentForm exceptId={talent.id} formProps={{ ...formProps, onFinish: (values) => onFinish(toTalentRow(values as TalentFormValues) as never) }} />
        <Button type="primary" {...saveButtonProps}>
          {t("components.form.save")}
        </Button>
      </Card>
      <TalentPrivateCard talentId={talent.id} />
    </Space>
  );
};
