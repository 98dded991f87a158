// The referee a referral creates with it (public.declare_cooptation): shown while no talent is
// picked as the referee; its name is then required (the database says so too).
import { Col, Form, Input, Row, Typography } from "antd";
import type { SaveVariables } from "../../../providers/data-provider-save.ts";
import type { Json } from "../../../src/database.types.ts";
import { t } from "../../../src/i18n/index.ts";

const r = (key: keyof typeof import("../i18n.fr.ts").requestsFr.referee) => t(`resources.requests.referee.${key}`);
const REQUIRED = [{ required: true, whitespace: true, message: r("required") }];

export const REFEREE_FIELDS = {
  first_name: "referee_first_name",
  last_name: "referee_last_name",
  email: "referee_email",
  phone_number: "referee_phone",
} as const;

export const CooptationRefereeFields = () => {
  const picked = Form.useWatch<string | null | undefined>("coopted_id");
  if (picked) return null;
  return (
    <section aria-label={r("title")}>
      <Typography.Title level={5}>{r("title")}</Typography.Title>
      <Typography.Paragraph type="secondary">{r("help")}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={REFEREE_FIELDS.first_name} label={r("firstName")} rules={REQUIRED}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={REFEREE_FIELDS.last_name} label={r("lastName")} rules={REQUIRED}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={REFEREE_FIELDS.email}
            label={r("email")}
            rules={[{ type: "email", message: t("resources.requests.validation.email") }]}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={REFEREE_FIELDS.phone_number} label={r("phone")}>
            <Input type="tel" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
    </section>
  );
};

/** declare_cooptation's arguments: the referral's columns, and the referee typed when none is picked. */
export const declareArgs = (
  row: Record<string, Json>,
  values: Record<string, unknown>,
): SaveVariables<"declare_cooptation"> => ({
  p_values: row,
  p_referee: row.coopted_id
    ? null
    : Object.fromEntries(
        Object.entries(REFEREE_FIELDS).map(([key, field]) => {
          const value = values[field];
          return [key, typeof value === "string" ? value : null];
        }),
      ),
});
