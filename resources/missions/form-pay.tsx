// The mission form's pay section: hourly wage, coefficient and the billing rate computed beside it
// (for the roles that see pricing), reference wage, and the bonuses.
import { useCan } from "@refinedev/core";
import { Col, Divider, Form, InputNumber, Row, Typography } from "antd";
import { t } from "../../src/i18n/index.ts";
import { SignedTermsHint } from "../commercial-conditions/public/terms-hint.tsx";
import { MajorationsHint } from "../companies/public/majorations-hint.tsx";
import { formatMoney } from "../../src/lib/money/format.ts";
import { BonusesField as Bonuses } from "../../src/domain/missions/bonuses-field.tsx";
import { cross, f, own, s } from "./form-helpers.ts";
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

export const MissionPayFields = ({ isClientOrder }: { isClientOrder: boolean }) => {
  // coefficients are for accounting, CSMs, consultants and developers (mission_pricing's RLS)
  const { data: pricing } = useCan({ resource: "contract_pricing", action: "show" });
  const seesCoefficient = pricing?.can === true;
  const companyId = Form.useWatch("company_id", Form.useFormInstance<MissionFormValues>());
  return (
    <>
      <Divider orientation="left">{s("pay")}</Divider>
      {seesCoefficient && isClientOrder ? <SignedTermsHint /> : null}
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
      <MajorationsHint companyId={companyId} />
      <Bonuses />
    </>
  );
};
