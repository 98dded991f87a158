// The mission form's pay section: hourly wage, coefficient and the billing rate computed beside it
// (for the roles that see pricing), reference wage, and the bonuses.
import { useCan } from "@refinedev/core";
import { Button, Checkbox, Col, Divider, Form, InputNumber, Row, Select, Space, Typography } from "antd";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatMoney } from "../../src/lib/money/format.ts";
import { BONUS_TYPES, BONUS_TYPE_STYLE, BONUS_UNITS, BONUS_UNIT_STYLE } from "./constants.ts";
import { BONUS_AMOUNT_RULES, BONUS_TYPE_RULES, cross, f, NEW_BONUS, own, s } from "./form-helpers.ts";
import { billingRate, type MissionFormValues } from "./schema.ts";

/** Pay × coefficient, read aloud when it changes. */
const BillingRate = () => {
  const form = Form.useFormInstance<MissionFormValues>();
  const wage = Form.useWatch("hourly_wage", form);
  const coefficient = Form.useWatch("coefficient", form);
  const rate = billingRate(wage, coefficient);
  return (
    <Form.Item label={f("billingRate")}>
      <Typography.Text strong aria-live="polite" data-testid="billing-rate">
        {rate == null ? "—" : t("resources.missions.fields.billingRateValue", { value: formatMoney(rate) })}
      </Typography.Text>
    </Form.Item>
  );
};

const Bonuses = () => (
  <>
    <Typography.Text id="bonuses-label">{f("bonuses")}</Typography.Text>
    <Form.List name="bonuses">
      {(fields, { add, remove }) => (
        <div role="group" aria-labelledby="bonuses-label" style={{ marginTop: 8 }}>
          {fields.map((field) => (
            <Space key={field.key} wrap align="baseline">
              <Form.Item name={[field.name, "type"]} label={f("bonusType")} rules={BONUS_TYPE_RULES}>
                <Select style={{ minWidth: 150 }} options={enumOptions(BONUS_TYPES, BONUS_TYPE_STYLE)} />
              </Form.Item>
              <Form.Item name={[field.name, "amount"]} label={f("bonusAmount")} rules={BONUS_AMOUNT_RULES}>
                <InputNumber min={0} step={0.01} decimalSeparator="," />
              </Form.Item>
              <Form.Item name={[field.name, "unit"]} label={f("bonusUnit")} initialValue="day">
                <Select style={{ minWidth: 120 }} options={enumOptions(BONUS_UNITS, BONUS_UNIT_STYLE)} />
              </Form.Item>
              <Form.Item name={[field.name, "subject_to_contributions"]} valuePropName="checked" initialValue={true}>
                <Checkbox>{f("bonusSubject")}</Checkbox>
              </Form.Item>
              <Button onClick={() => remove(field.name)}>{f("removeBonus")}</Button>
            </Space>
          ))}
          <Form.Item>
            <Button onClick={() => add({ ...NEW_BONUS })}>{f("addBonus")}</Button>
          </Form.Item>
        </div>
      )}
    </Form.List>
  </>
);

export const MissionPayFields = ({ isClientOrder }: { isClientOrder: boolean }) => {
  // coefficients are for accounting, CSMs, consultants and developers (mission_pricing's RLS)
  const { data: pricing } = useCan({ resource: "contract_pricing", action: "show" });
  const seesCoefficient = pricing?.can === true;
  return (
    <>
      <Divider orientation="left">{s("pay")}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item
            name="hourly_wage"
            label={f("hourlyWage")}
            rules={[...own("hourly_wage"), ...cross("hourly_wage", isClientOrder)]}
            required={isClientOrder}
          >
            <InputNumber min={0} step={0.01} decimalSeparator="," style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        {seesCoefficient ? (
          <>
            <Col xs={24} md={6}>
              <Form.Item
                name="coefficient"
                label={f("coefficient")}
                rules={[...own("coefficient"), ...cross("coefficient", isClientOrder)]}
                required={isClientOrder}
              >
                <InputNumber min={1} max={5} step={0.01} decimalSeparator="," style={{ width: "100%" }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <BillingRate />
            </Col>
          </>
        ) : null}
        <Col xs={24} md={6}>
          <Form.Item name="reference_hourly_wage" label={f("referenceWage")} rules={own("reference_hourly_wage")}>
            <InputNumber min={0} step={0.01} decimalSeparator="," style={{ width: "100%" }} />
          </Form.Item>
        </Col>
      </Row>
      <Bonuses />
    </>
  );
};
