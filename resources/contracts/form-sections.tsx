// The contract form's sections after the parties (form.tsx): motif and dates, workplace and
// schedule, pay, risks and PPE with the medical surveillance, pricing.
import { BonusesField } from "../../src/domain/missions/bonuses-field.tsx";
import { Checkbox, Col, Divider, Form, Input, InputNumber, Row, Select, Switch } from "antd";
import { numericValueProps } from "../../src/lib/forms/numeric-value.ts";
import { DateInput } from "../../src/components/date-picker/french-pickers.tsx";
import { AddressField } from "../../src/components/address/address-field.tsx";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { zodRule } from "../../src/lib/forms/zod-rule.ts";
import {
  CONTRACT_REASONS,
  CONTRACT_REASON_STYLE,
  JOB_RISKS,
  JOB_RISK_STYLE,
  PPE_ITEMS,
  PPE_ITEM_STYLE,
} from "../../src/domain/missions/constants.ts";
import {
  AGENCY_PPE,
  MEAL_TYPES,
  MEAL_TYPE_STYLE,
  MEDICAL_SURVEILLANCES,
  MEDICAL_SURVEILLANCE_STYLE,
  WEEKDAYS,
} from "../../src/domain/contracts/constants.ts";
import { cross, f, s } from "./form-helpers.ts";
import { contractSchema, isReplacementReason, type ContractFormValues } from "./schema.ts";
import { SignedTermsHint } from "../commercial-conditions/public/terms-hint.tsx";

const own = (field: keyof typeof contractSchema.shape) => [zodRule(contractSchema, field)];
const multi = { mode: "multiple" as const, allowClear: true };

export const ContractTermsFields = ({ lockReason }: { lockReason: boolean }) => {
  const form = Form.useFormInstance<ContractFormValues>();
  const precise = Form.useWatch("is_precise_term", form) !== false;
  const replacing = isReplacementReason(Form.useWatch("contract_reason", form));
  return (
    <>
      <Divider orientation="left">{s("reason")}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="contract_reason" label={f("reason")} rules={cross("contract_reason")}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              disabled={lockReason}
              options={enumOptions(CONTRACT_REASONS, CONTRACT_REASON_STYLE)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="contract_reason_justification"
            label={f("reasonJustification")}
            extra={f("reasonJustificationHelp")}
            rules={cross("contract_reason_justification")}
          >
            <Input.TextArea rows={2} />
          </Form.Item>
        </Col>
        {replacing ? (
          <>
            <Col xs={24} md={12}>
              <Form.Item name="replaced_employee" label={f("replacedEmployee")} extra={f("replacedEmployeeHelp")}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="replaced_employee_qualification"
                label={f("replacedEmployeeQualification")}
                extra={f("replacedEmployeeQualificationHelp")}
              >
                <Input maxLength={200} />
              </Form.Item>
            </Col>
          </>
        ) : null}
      </Row>
      <Divider orientation="left">{s("dates")}</Divider>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item name="start_date" label={f("startDate")} rules={own("start_date")}>
            <DateInput />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="is_precise_term"
            label={f("isPreciseTerm")}
            valuePropName="checked"
            rules={cross("is_precise_term")}
            dependencies={["contract_reason"]}
          >
            <Switch />
          </Form.Item>
        </Col>
        {precise ? (
          <Col xs={12} md={6}>
            <Form.Item name="end_date" label={f("endDate")} rules={cross("end_date")} dependencies={["start_date"]}>
              <DateInput />
            </Form.Item>
          </Col>
        ) : (
          <Col xs={12} md={6}>
            <Form.Item name="minimum_duration_days" label={f("minimumDuration")} rules={cross("minimum_duration_days")}>
              <InputNumber min={1} max={1100} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Divider orientation="left">{s("workplace")}</Divider>
      <Form.Item name="address" label={f("workplace")} rules={cross("address")}>
        <AddressField />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="schedule" label={f("schedule")} rules={cross("schedule")}>
            <Input placeholder={f("schedulePlaceholder")} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="working_hours"
            label={f("workingHours")}
            rules={own("working_hours")}
            getValueProps={numericValueProps}
          >
            <InputNumber min={1} max={48} decimalSeparator="," style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="working_days" label={f("workingDays")} rules={own("working_days")}>
            <Checkbox.Group options={WEEKDAYS} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
};

export const PayFields = () => {
  const form = Form.useFormInstance<ContractFormValues>();
  const meal = Form.useWatch("meal_type", form);
  return (
    <>
      <Divider orientation="left">{s("pay")}</Divider>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item name="hourly_wage" label={f("hourlyWage")} rules={cross("hourly_wage")}>
            <InputNumber min={0} step={0.01} decimalSeparator="," style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="meal_type" label={f("mealType")}>
            <Select options={enumOptions(MEAL_TYPES, MEAL_TYPE_STYLE)} />
          </Form.Item>
        </Col>
        {meal && meal !== "none" ? (
          <Col xs={12} md={6}>
            <Form.Item
              name="meal_card_value"
              label={f("mealCardValue")}
              rules={cross("meal_card_value")}
              dependencies={["meal_type"]}
            >
              <InputNumber min={0} max={25} step={0.01} decimalSeparator="," style={{ width: "100%" }} />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
      <BonusesField />
    </>
  );
};

export const RiskFields = () => {
  const form = Form.useFormInstance<ContractFormValues>();
  const risky = Form.useWatch("is_risky_position", form);
  return (
    <>
      <Divider orientation="left">{s("risks")}</Divider>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item name="is_risky_position" label={f("riskyPosition")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="reinforced_safety_training" label={f("reinforcedTraining")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        {risky ? (
          <>
            <Col xs={24} md={12}>
              <Form.Item name="job_risks" label={f("jobRisks")}>
                <Select {...multi} options={enumOptions(JOB_RISKS, JOB_RISK_STYLE)} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item
                name="risks_description"
                label={f("risksDescription")}
                rules={cross("risks_description")}
                dependencies={["job_risks", "is_risky_position"]}
              >
                <Input.TextArea rows={2} />
              </Form.Item>
            </Col>
          </>
        ) : null}
        <Col xs={24} md={12}>
          <Form.Item name="ppe_by_agency" label={f("ppeByAgency")} rules={cross("ppe_by_agency")}>
            <Select
              {...multi}
              options={enumOptions(PPE_ITEMS, PPE_ITEM_STYLE).filter((o) => AGENCY_PPE.includes(o.value))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="ppe_by_client" label={f("ppeByClient")}>
            <Select {...multi} options={enumOptions(PPE_ITEMS, PPE_ITEM_STYLE)} />
          </Form.Item>
        </Col>
      </Row>
      <Divider orientation="left">{s("medical")}</Divider>
      <Form.Item name="medical_surveillance" label={f("medicalSurveillance")}>
        <Select options={enumOptions(MEDICAL_SURVEILLANCES, MEDICAL_SURVEILLANCE_STYLE)} />
      </Form.Item>
    </>
  );
};

/** The coefficient (roles that see it) and, for accounting, the explicit off-grid override. */
export const PricingFields = ({ canOverride }: { canOverride: boolean }) => (
  <>
    <Divider orientation="left">{s("pricing")}</Divider>
    <SignedTermsHint />
    <Row gutter={16}>
      <Col xs={12} md={6}>
        <Form.Item name="coefficient" label={f("coefficient")} rules={own("coefficient")}>
          <InputNumber min={1} max={5} step={0.01} decimalSeparator="," style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      {canOverride ? (
        <Col xs={24} md={18}>
          <Form.Item name="coefficient_override_reason" label={f("overrideReason")} extra={f("overrideReasonHelp")}>
            <Input />
          </Form.Item>
        </Col>
      ) : null}
    </Row>
  </>
);
