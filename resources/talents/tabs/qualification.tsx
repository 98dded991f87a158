// Qualification: the status (the saved one and those the user's roles may reach from it in the
// transition table, talent.qualification_status; the database checks them again) and the
// checklist of what is still missing; then the talent's reference checks (a qualification step,
// the spec's tabs being fixed).
import { statusOptions } from "../../../src/components/status/status-form-items.tsx";
import { useStatusChoices } from "../../../src/session/use-status-choices.ts";
import { useList, useUpdate } from "@refinedev/core";
import { Card, List, Select, Space, Typography } from "antd";
import { CheckCircleTwoTone, CloseCircleTwoTone } from "@ant-design/icons";
import { MUTATION_NOTIFICATIONS } from "../../../src/lib/forms/notifications.ts";
import { t } from "../../../src/i18n/index.ts";
import { QUALIFICATION_STATUSES, QUALIFICATION_STATUS_STYLE } from "../../../src/domain/talents/constants.ts";
import { qualificationChecklist } from "../qualification.utils.ts";
import { ReferenceChecksCard } from "../../reference-checks/public/references-card.tsx";
import { useTalent } from "../show.tsx";

export const TalentQualificationTab = () => {
  const { talent, refetch } = useTalent();
  const { mutate, mutation } = useUpdate();
  const choices = useStatusChoices("talent", {
    column: "qualification_status",
    statuses: QUALIFICATION_STATUSES,
    from: talent.qualification_status,
  });
  const { result } = useList<{ type: string }>({
    liveMode: "off",
    resource: "document",
    filters: [{ field: "talent_id", operator: "eq", value: talent.id }],
    pagination: { pageSize: 100 },
    meta: { select: "type" },
  });
  const items = qualificationChecklist(
    talent,
    result.data.map((d) => d.type),
  );
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <Card title={t("resources.talents.fields.qualificationStatus")}>
        <Select
          aria-label={t("resources.talents.fields.qualificationStatus")}
          value={talent.qualification_status}
          loading={mutation.isPending}
          style={{ minWidth: 240 }}
          options={statusOptions(choices, QUALIFICATION_STATUS_STYLE)}
          disabled={choices.length <= 1}
          onChange={(value) =>
            mutate(
              { resource: "talent", id: talent.id, values: { qualification_status: value }, ...MUTATION_NOTIFICATIONS },
              { onSuccess: refetch },
            )
          }
        />
      </Card>
      <Card title={t("resources.talents.checklist.title")}>
        <List
          dataSource={items}
          renderItem={(item) => (
            <List.Item>
              <Space>
                {item.done ? (
                  <CheckCircleTwoTone twoToneColor="#52c41a" aria-hidden />
                ) : (
                  <CloseCircleTwoTone twoToneColor="#ff4d4f" aria-hidden />
                )}
                <Typography.Text>{t(`resources.talents.checklist.${item.key}`)}</Typography.Text>
                <Typography.Text type="secondary">
                  {item.done ? t("resources.talents.checklist.done") : t("resources.talents.checklist.missing")}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      </Card>
      <ReferenceChecksCard talentId={talent.id} />
    </Space>
  );
};
