// Données sensibles (NIR, IBAN, BIC): talent_private, readable only by ACC, CSM, CONS, DEV and
// IND (RLS); for anyone else the card says so and shows nothing.
import { zodRule } from "../../../src/lib/forms/zod-rule.ts";
import { useCan, useList, useCreate, useUpdate } from "@refinedev/core";
import { Button, Card, Form, Input, Typography } from "antd";
import { MUTATION_NOTIFICATIONS } from "../../../src/lib/forms/notifications.ts";
import { t } from "../../../src/i18n/index.ts";
import { talentPrivateSchema, type TalentPrivateValues } from "../schema.ts";

const rule = (field: keyof TalentPrivateValues) => [zodRule(talentPrivateSchema, field)];

export const TalentPrivateCard = ({ talentId }: { talentId: string }) => {
  const { data: canRead } = useCan({ resource: "talent_private", action: "list" });
  const { result, query } = useList<TalentPrivateValues & { talent_id: string }>({
    liveMode: "off",
    resource: "talent_private",
    filters: [{ field: "talent_id", operator: "eq", value: talentId }],
    meta: { select: "talent_id, social_security_number, iban, bic" },
    queryOptions: { enabled: !!canRead?.can },
  });
  const { mutate: create } = useCreate();
  const { mutate: update } = useUpdate();
  const row = result.data[0];
  const title = t("resources.talents.sections.private");
  if (!canRead?.can)
    return (
      <Card title={title}>
        <Typography.Text type="secondary">{t("resources.talents.notVisible")}</Typography.Text>
      </Card>
    );
  if (query.isLoading) return <Card title={title} loading />;

  const save = (values: TalentPrivateValues) => {
    const common = { ...MUTATION_NOTIFICATIONS, successNotification: MUTATION_NOTIFICATIONS.successNotification };
    if (row)
      update({ resource: "talent_private", id: talentId, values, meta: { idColumnName: "talent_id" }, ...common });
    else
      create(
        { resource: "talent_private", values: { ...values, talent_id: talentId }, ...common },
        { onSuccess: () => void query.refetch() },
      );
  };
  return (
    <Card title={title}>
      <Form layout="vertical" initialValues={row} onFinish={save} style={{ maxWidth: 480 }} aria-label={title}>
        <Form.Item
          name="social_security_number"
          label={t("resources.talents.fields.nir")}
          rules={rule("social_security_number")}
          validateTrigger="onBlur"
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="iban" label={t("resources.talents.fields.iban")} rules={rule("iban")} validateTrigger="onBlur">
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="bic" label={t("resources.talents.fields.bic")} rules={rule("bic")} validateTrigger="onBlur">
          <Input autoComplete="off" />
        </Form.Item>
        <Button htmlType="submit">{t("components.form.save")}</Button>
      </Form>
    </Card>
  );
};
