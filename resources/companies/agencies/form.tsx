// The establishment fields shared by creation and edition: name, SIRET (checked against the
// company's SIREN), NAF code (the NAF list), head office, status (edition only: a new establishment
// starts active; the saved status and what the user's roles may reach from it in the transition
// table) and the address (shared address field). The form is named after its action: its ids
// (agency-create_name…) must not meet the company form's nor the other modal's on the same page.
import { Col, Form, Input, Row, Switch, type FormProps } from "antd";
import { AddressField } from "../../../src/components/address/address-field.tsx";
import { SubmitOnEnter } from "../../../src/components/form/submit-on-enter.tsx";
import { StatusFormItems } from "../../../src/components/status/status-form-items.tsx";
import { useStatusChoices } from "../../../src/session/use-status-choices.ts";
import { zodRule } from "../../../src/lib/forms/zod-rule.ts";
import { NafFormItems } from "../naf-select.tsx";
import { agencyText as a } from "./labels.ts";
import { AGENCY_STATUSES, AGENCY_STATUS_STYLE, type AgencyStatus } from "./constants.ts";
import { agencySchema, type AgencyContext, type AgencyFormValues } from "./schema.ts";

export const AgencyForm = ({
  formProps,
  context,
  action,
}: {
  formProps: FormProps;
  context: AgencyContext;
  action: "create" | "edit";
}) => {
  const schema = agencySchema(context);
  const saved = (formProps.initialValues as { status?: AgencyStatus } | undefined)?.status ?? null;
  const choices = useStatusChoices("agency", { statuses: AGENCY_STATUSES, from: action === "edit" ? saved : null });
  const rule = (field: keyof AgencyFormValues & keyof typeof schema.shape) => [zodRule(schema, field)];
  return (
    <Form {...formProps} name={`agency-${action}`} layout="vertical">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={a("name")} rules={rule("name")}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="siret" label={a("siret")} rules={rule("siret")} validateTrigger="onBlur">
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <NafFormItems label={a("naf")} rules={rule("naf_code")} />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="is_head_office"
            label={a("headOffice")}
            valuePropName="checked"
            rules={rule("is_head_office")}
          >
            <Switch />
          </Form.Item>
        </Col>
        {action === "edit" ? (
          <Col xs={24} md={12}>
            <StatusFormItems label={a("status")} choices={choices} style={AGENCY_STATUS_STYLE} />
          </Col>
        ) : null}
        <Col span={24}>
          <Form.Item name="address" label={a("address")}>
            <AddressField />
          </Form.Item>
        </Col>
      </Row>
      <SubmitOnEnter />
    </Form>
  );
};
