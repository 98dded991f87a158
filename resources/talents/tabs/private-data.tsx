// Données sensibles (NIR, IBAN, BIC; the birth place and country the DPAE declares beside the NIR):
// talent_private, readable only by ACC, CSM, CONS, DEV and IND (RLS); for anyone else the card
// says so and shows nothing. The values are masked until « Afficher », which reads them through
// public.reveal_talent_private: the read is logged in the talent's Historique (who, when, which
// fields). The form edits them once shown; every change is recorded by the database
// (public.record_history).
import { zodRule } from "../../../src/lib/forms/zod-rule.ts";
import { useCan, useCreate, useUpdate } from "@refinedev/core";
import { Button, Card, Descriptions, Form, Input, Space, Typography } from "antd";
import { useState } from "react";
import { useRpcMutation } from "../../../providers/rpc.ts";
import { MUTATION_NOTIFICATIONS } from "../../../src/lib/forms/notifications.ts";
import { t } from "../../../src/i18n/index.ts";
import { CountrySelect } from "../../../src/domain/countries/country-select.tsx";
import { talentPrivateSchema, type TalentPrivateValues } from "../schema.ts";

const rule = (field: keyof TalentPrivateValues) => [zodRule(talentPrivateSchema, field)];

/** The values as « Afficher » returned them: null when the talent has no private data yet. */
type Revealed = { row: TalentPrivateValues | null };

export const TalentPrivateCard = ({ talentId }: { talentId: string }) => {
  const { data: canRead } = useCan({ resource: "talent_private", action: "list" });
  const { mutateAsync, isPending } = useRpcMutation();
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const { mutate: create } = useCreate();
  const { mutate: update } = useUpdate();
  const title = t("resources.talents.sections.private");
  if (!canRead?.can)
    return (
      <Card title={title}>
        <Typography.Text type="secondary">{t("resources.talents.notVisible")}</Typography.Text>
      </Card>
    );

  const reveal = async () => {
    const values = (await mutateAsync("reveal_talent_private", { p_talent_id: talentId })) as
      (TalentPrivateValues & Record<string, unknown>) | null;
    setRevealed({
      row: values
        ? {
            social_security_number: values.social_security_number,
            iban: values.iban,
            bic: values.bic,
            birth_place: values.birth_place,
            birth_country_code: values.birth_country_code,
          }
        : null,
    });
  };

  if (!revealed)
    return (
      <Card title={title}>
        <Space direction="vertical">
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: "nir", label: t("resources.talents.fields.nir"), children: t("history.masked") },
              { key: "iban", label: t("resources.talents.fields.iban"), children: t("history.masked") },
              { key: "bic", label: t("resources.talents.fields.bic"), children: t("history.masked") },
            ]}
          />
          <Typography.Text type="secondary">{t("history.reveal.shownLogged")}</Typography.Text>
          <Button
            onClick={() => void reveal().catch(() => undefined)}
            loading={isPending}
            aria-label={t("history.reveal.showLabel")}
          >
            {t("history.reveal.show")}
          </Button>
        </Space>
      </Card>
    );

  const save = (typed: TalentPrivateValues) => {
    // a cleared birth place or country is none (the DPAE names it missing), not an empty text
    const values = {
      ...typed,
      birth_place: typed.birth_place?.trim() || null,
      birth_country_code: typed.birth_country_code || null,
    };
    const common = { ...MUTATION_NOTIFICATIONS, successNotification: MUTATION_NOTIFICATIONS.successNotification };
    if (revealed.row)
      update(
        // only the key is read back: the NIR and the IBAN are not selectable (read through reveal)
        {
          resource: "talent_private",
          id: talentId,
          values,
          meta: { idColumnName: "talent_id", select: "talent_id" },
          ...common,
        },
        { onSuccess: () => setRevealed({ row: values }) },
      );
    else
      create(
        {
          resource: "talent_private",
          values: { ...values, talent_id: talentId },
          meta: { select: "talent_id" },
          ...common,
        },
        { onSuccess: () => setRevealed({ row: values }) },
      );
  };
  return (
    <Card title={title} extra={<Button onClick={() => setRevealed(null)}>{t("history.reveal.hide")}</Button>}>
      <Form
        layout="vertical"
        initialValues={revealed.row ?? undefined}
        onFinish={save}
        style={{ maxWidth: 480 }}
        aria-label={title}
      >
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
        <Form.Item name="birth_place" label={t("resources.talents.fields.birthPlace")}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="birth_country_code" label={t("resources.talents.fields.birthCountry")}>
          <CountrySelect />
        </Form.Item>
        <Button htmlType="submit">{t("components.form.save")}</Button>
      </Form>
    </Card>
  );
};
