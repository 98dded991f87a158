// The mission form's sections after the order (form.tsx): motif and term, worksite and
// schedule, safety, and the attestations of a client order. Pay has its own file (form-pay.tsx).
import { Checkbox, Col, Divider, Form, Input, InputNumber, Row, Select, Switch } from "antd";
import { DateInput } from "../../src/components/date-picker/french-pickers.tsx";
import { AddressField } from "../../src/components/address/address-field.tsx";
import { enumOptions } from "../../src/components/table/columns.tsx";
import {
  CONTRACT_REASONS,
  CONTRACT_REASON_STYLE,
  JOB_RISKS,
  JOB_RISK_STYLE,
  PPE_ITEMS,
  PPE_ITEM_STYLE,
  QUALIFICATION_TYPES,
  QUALIFICATION_TYPE_STYLE,
} from "../../src/domain/missions/constants.ts";
import { cross, DEPENDS, f, multi, own, s } from "./form-helpers.ts";
import type { MissionField, MissionFormValues } from "./schema.ts";

type Kind = { isClientOrder: boolean };

export const MissionTermsFields = ({ isClientOrder }: Kind) => {
  const form = Form.useFormInstance<MissionFormValues>();
  const precise = Form.useWatch("is_precise_term", form) !== false;
  const rule = (field: MissionField) => cross(field, isClientOrder);
  return (
    <>
      <Divider orientation="left">{s("terms")}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="contract_reason" label={f("reason")} rules={rule("contract_reason")}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              options={enumOptions(CONTRACT_REASONS, CONTRACT_REASON_STYLE)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="contract_reason_justification"
            label={f("reasonJustification")}
            extra={f("reasonJustificationHelp")}
            rules={rule("contract_reason_justification")}
            dependencies={["contract_reason"]}
          >
            <Input.TextArea rows={2} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="start_date" label={f("startDate")} rules={rule("start_date")} required={isClientOrder}>
            <DateInput />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="is_precise_term"
            label={f("isPreciseTerm")}
            valuePropName="checked"
            rules={rule("is_precise_term")}
            dependencies={["contract_reason"]}
          >
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          {precise ? (
            <Form.Item
              name="end_date"
              label={f("endDate")}
              rules={rule("end_date")}
              dependencies={DEPENDS}
              required={isClientOrder}
            >
              <DateInput />
            </Form.Item>
          ) : (
            <Form.Item
              name="minimum_duration_days"
              label={f("minimumDuration")}
              rules={rule("minimum_duration_days")}
              dependencies={DEPENDS}
              required
            >
              <InputNumber min={1} max={1100} style={{ width: "100%" }} />
            </Form.Item>
          )}
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="number_of_open_positions" label={f("positions")} rules={own("number_of_open_positions")}>
            <InputNumber min={1} max={500} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="client_po_number"
            label={f("poNumber")}
            extra={f("poNumberHelp")}
            rules={own("client_po_number")}
          >
            <Input maxLength={60} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
};

export const MissionWorksiteFields = ({ isClientOrder }: Kind) => (
  <>
    <Divider orientation="left">{s("worksite")}</Divider>
    <Form.Item name="address" label={f("worksite")} rules={cross("address", isClientOrder)} required={isClientOrder}>
      <AddressField />
    </Form.Item>
    <Row gutter={16}>
      <Col xs={24} md={16}>
        <Form.Item name="schedule" label={f("schedule")}>
          <Input placeholder={f("schedulePlaceholder")} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="working_hours" label={f("workingHours")} rules={own("working_hours")}>
          <InputNumber min={1} max={48} step={0.5} decimalSeparator="," suffix="h" style={{ width: "100%" }} />
        </Form.Item>
      </Col>
    </Row>
  </>
);

export const MissionSafetyFields = ({ isClientOrder }: Kind) => {
  const form = Form.useFormInstance<MissionFormValues>();
  const risky = Form.useWatch("is_risky_position", form);
  return (
    <>
      <Divider orientation="left">{s("safety")}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="required_qualifications" label={f("qualifications")}>
            <Select {...multi} options={enumOptions(QUALIFICATION_TYPES, QUALIFICATION_TYPE_STYLE)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="ppe_required" label={f("ppe")}>
            <Select {...multi} options={enumOptions(PPE_ITEMS, PPE_ITEM_STYLE)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="is_risky_position" valuePropName="checked">
            <Checkbox>{f("riskyPosition")}</Checkbox>
          </Form.Item>
        </Col>
        {risky ? (
          <>
            <Col xs={24} md={18}>
              <Form.Item name="job_risk_types" label={f("riskTypes")}>
                <Select {...multi} options={enumOptions(JOB_RISKS, JOB_RISK_STYLE)} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item
                name="job_risks"
                label={f("risksDescription")}
                rules={cross("job_risks", isClientOrder)}
                required
              >
                <Input.TextArea rows={2} />
              </Form.Item>
            </Col>
          </>
        ) : null}
      </Row>
    </>
  );
};

/** A client order's attestations: no striker replaced, no economic dismissal before an increase. */
export const MissionAttestationFields = () => {
  const form = Form.useFormInstance<MissionFormValues>();
  const reason = Form.useWatch("contract_reason", form);
  return (
    <>
      <Divider orientation="left">{s("attestations")}</Divider>
      <Form.Item
        name="striker_replacement_attested"
        valuePropName="checked"
        rules={cross("striker_replacement_attested", true)}
      >
        <Checkbox aria-required>{f("strikerAttestation")}</Checkbox>
      </Form.Item>
      {reason === "activity_increase" ? (
        <Form.Item
          name="economic_dismissal_attested"
          valuePropName="checked"
          rules={cross("economic_dismissal_attested", true)}
          dependencies={["contract_reason"]}
        >
          <Checkbox aria-required>{f("economicDismissalAttestation")}</Checkbox>
        </Form.Item>
      ) : null}
    </>
  );
};
