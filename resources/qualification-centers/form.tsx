// The qualification centre fields shared by creation and edition, with the schema's French
// rules; the address through the shared address field (FR, MC, BE, CH); the status as the user's
// roles may move it (the CSM's, not accounting's, who edits the prices), with the comment a move
// requires (centers/status-items.tsx).
import { Checkbox, Col, Form, Input, InputNumber, Row, Select, type FormProps } from "antd";
import { AddressField } from "../../src/components/address/address-field.tsx";
import { SubmitOnEnter } from "../../src/components/form/submit-on-enter.tsx";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { zodRule } from "../../src/lib/forms/zod-rule.ts";
import { phoneValueProps } from "../../src/lib/phone/format-phone.ts";
import { CenterStatusItems } from "../../src/domain/centers/status-items.tsx";
import {
  QUALIFICATION_CENTER_STATUSES,
  QUALIFICATION_CENTER_STATUS_STYLE,
  QUALIFICATION_TYPES,
  QUALIFICATION_TYPE_STYLE,
  type QualificationCenterStatus,
} from "./constants.ts";
import { qualificationCenterSchema, type QualificationCenterFormValues } from "./schema.ts";

const c = (key: keyof typeof import("../../src/domain/centers/i18n.fr.ts").centersFr.fields) =>
  t(`resources.centers.fields.${key}`);
const q = (key: keyof typeof import("./i18n.fr.ts").qualificationCentersFr.fields) =>
  t(`resources.qualificationCenters.fields.${key}`);
const rule = (field: keyof QualificationCenterFormValues) => [zodRule(qualificationCenterSchema, field)];
const typeOptions = enumOptions(QUALIFICATION_TYPES, QUALIFICATION_TYPE_STYLE);

/** `status`: the edited centre's (none when creating). */
export const QualificationCenterForm = ({
  formProps,
  name,
  status,
}: {
  formProps: FormProps;
  name: string;
  status?: QualificationCenterStatus;
}) => (
  <Form {...formProps} layout="vertical" name={name} aria-label={name}>
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="name" label={c("name")} rules={rule("name")}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name="training_type" label={q("trainingType")}>
          <Select options={typeOptions} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <CenterStatusItems
          entity="qualification_center"
          statuses={QUALIFICATION_CENTER_STATUSES}
          style={QUALIFICATION_CENTER_STATUS_STYLE}
          status={status}
          label={c("status")}
        />
      </Col>
      <Col xs={24}>
        <Form.Item name="offered_qualifications" label={q("offered")}>
          <Select mode="multiple" options={typeOptions} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="address_row" label={c("address")}>
          <AddressField />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="siret" label={c("siret")} rules={rule("siret")} validateTrigger="onBlur">
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="nda" label={q("nda")} rules={rule("nda")} validateTrigger="onBlur">
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="contact_name" label={q("contactName")}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="phone_number" label={c("phone")} getValueProps={phoneValueProps}>
          <Input type="tel" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="email" label={c("email")} rules={rule("email")} validateTrigger="onBlur">
          <Input type="email" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="website" label={q("website")} rules={rule("website")} validateTrigger="onBlur">
          <Input type="url" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="lead_time_days" label={q("leadTime")}>
          <InputNumber min={0} max={365} style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="qualiopi_certified" valuePropName="checked">
          <Checkbox>{q("qualiopi")}</Checkbox>
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="caces_tester_certified" valuePropName="checked">
          <Checkbox>{q("cacesTester")}</Checkbox>
        </Form.Item>
      </Col>
    </Row>
    <SubmitOnEnter />
  </Form>
);
