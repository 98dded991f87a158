// The medical centre fields shared by creation and edition, with the schema's French rules;
// the address through the shared address field (FR, MC, BE, CH); the status as the user's roles
// may move it, with the comment a move requires (centers/status-items.tsx).
import { Col, Form, Input, Row, Select, type FormProps } from "antd";
import { AddressField } from "../../src/components/address/address-field.tsx";
import { SubmitOnEnter } from "../../src/components/form/submit-on-enter.tsx";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { zodRule } from "../../src/lib/forms/zod-rule.ts";
import { phoneValueProps } from "../../src/lib/phone/format-phone.ts";
import { CenterStatusItems } from "../../src/domain/centers/status-items.tsx";
import {
  MEDICAL_CENTER_KINDS,
  MEDICAL_CENTER_KIND_STYLE,
  MEDICAL_CENTER_STATUSES,
  MEDICAL_CENTER_STATUS_STYLE,
  type MedicalCenterStatus,
} from "./constants.ts";
import { medicalCenterSchema, type MedicalCenterFormValues } from "./schema.ts";

const c = (key: keyof typeof import("../../src/domain/centers/i18n.fr.ts").centersFr.fields) =>
  t(`resources.centers.fields.${key}`);
const m = (key: keyof typeof import("./i18n.fr.ts").medicalCentersFr.fields) =>
  t(`resources.medicalCenters.fields.${key}`);
const rule = (field: keyof MedicalCenterFormValues) => [zodRule(medicalCenterSchema, field)];

/** `status`: the edited centre's (none when creating). */
export const MedicalCenterForm = ({
  formProps,
  name,
  status,
}: {
  formProps: FormProps;
  name: string;
  status?: MedicalCenterStatus;
}) => (
  <Form {...formProps} layout="vertical" name={name} aria-label={name}>
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="name" label={c("name")} rules={rule("name")}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name="kind" label={m("kind")}>
          <Select options={enumOptions(MEDICAL_CENTER_KINDS, MEDICAL_CENTER_KIND_STYLE)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <CenterStatusItems
          entity="medical_center"
          statuses={MEDICAL_CENTER_STATUSES}
          style={MEDICAL_CENTER_STATUS_STYLE}
          status={status}
          label={c("status")}
        />
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
        <Form.Item name="phone_number" label={c("phone")} getValueProps={phoneValueProps}>
          <Input type="tel" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="email" label={c("email")} rules={rule("email")} validateTrigger="onBlur">
          <Input type="email" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="departments_covered"
          label={m("departments")}
          extra={m("departmentsHelp")}
          rules={rule("departments_covered")}
        >
          <Select mode="tags" tokenSeparators={[" ", ",", ";"]} open={false} suffixIcon={null} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="booking_url" label={m("bookingUrl")} rules={rule("booking_url")} validateTrigger="onBlur">
          <Input type="url" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="opening_hours" label={m("openingHours")}>
          <Input.TextArea autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="instructions_for_talent" label={m("instructions")}>
          <Input.TextArea autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Col>
    </Row>
    <SubmitOnEnter />
  </Form>
);
