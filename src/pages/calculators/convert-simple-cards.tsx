// /convert's instant conversions: HT → VAT and TTC, pay and billing rates → coefficient,
// decimal hours ↔ hours and minutes.
import { Card, Col, Form, Row } from "antd";
import { useT } from "../../i18n/use-t.ts";
import {
  coefficientOf,
  formatHoursMinutes,
  hoursMinutesToDecimal,
  htToTtc,
  VAT_STANDARD,
  vatPercent,
} from "../../lib/pay/hours.ts";
import type { ConvertInputs } from "./convert-inputs.ts";
import { decimal2, hourly, money } from "./format.ts";
import { Field, Figure } from "./ui.tsx";

type Props = { inputs: ConvertInputs };

export const VatCard = ({ inputs: { raw, values, errors, set } }: Props) => {
  const t = useT();
  const ht = values.ht as number | undefined;
  return (
    <Card title={t("calculators.convert.vat")}>
      <Form layout="vertical" component="div">
        <Field
          id="cv-ht"
          label={t("calculators.convert.ht")}
          value={raw.ht}
          error={errors.ht}
          onChange={(v) => set("ht", v)}
        />
      </Form>
      {ht !== undefined ? (
        <>
          <Figure
            testId="cv-vat"
            label={t("calculators.convert.vatAmount", { rate: vatPercent() })}
            value={money(ht * VAT_STANDARD)}
            formula={t("calculators.convert.vatFormula", { rate: vatPercent() })}
          />
          <Figure
            testId="cv-ttc"
            label={t("calculators.convert.ttc")}
            value={money(htToTtc(ht))}
            formula={t("calculators.convert.ttcFormula")}
          />
        </>
      ) : null}
    </Card>
  );
};

export const BillingCard = ({ inputs: { raw, values, errors, set } }: Props) => {
  const t = useT();
  const pay = values.pay as number | undefined;
  const billing = values.billing as number | undefined;
  return (
    <Card title={t("calculators.convert.billing")}>
      <Form layout="vertical" component="div">
        <Field
          id="cv-pay"
          label={t("calculators.inputs.rate")}
          value={raw.pay}
          error={errors.pay}
          onChange={(v) => set("pay", v)}
        />
        <Field
          id="cv-billing"
          label={t("calculators.inputs.target")}
          value={raw.billing}
          error={errors.billing}
          onChange={(v) => set("billing", v)}
        />
      </Form>
      {pay !== undefined && billing !== undefined ? (
        <Figure
          testId="cv-coefficient"
          label={t("calculators.results.coefficient")}
          value={decimal2(coefficientOf(billing, pay))}
          formula={t("calculators.formulas.coefficient", { target: hourly(billing), rate: hourly(pay) })}
        />
      ) : null}
    </Card>
  );
};

export const TimeCard = ({ inputs: { raw, values, errors, set } }: Props) => {
  const t = useT();
  const decimal = values.decimal as number | undefined;
  return (
    <Card title={t("calculators.convert.time")}>
      <Form layout="vertical" component="div">
        <Field
          id="cv-decimal"
          label={t("calculators.convert.decimal")}
          value={raw.decimal}
          error={errors.decimal}
          onChange={(v) => set("decimal", v)}
        />
      </Form>
      {decimal !== undefined ? (
        <Figure
          testId="cv-hm"
          label={t("calculators.convert.hm")}
          value={formatHoursMinutes(decimal)}
          formula={t("calculators.convert.hmFormula")}
        />
      ) : null}
      <Form layout="vertical" component="div">
        <Row gutter={8}>
          <Col span={12}>
            <Field
              id="cv-h"
              label={t("calculators.convert.hoursPart")}
              value={raw.h}
              error={errors.h}
              onChange={(v) => set("h", v)}
            />
          </Col>
          <Col span={12}>
            <Field
              id="cv-min"
              label={t("calculators.convert.minutesPart")}
              value={raw.min}
              error={errors.min}
              onChange={(v) => set("min", v)}
            />
          </Col>
        </Row>
      </Form>
      {values.h !== undefined && values.min !== undefined ? (
        <Figure
          testId="cv-decimal-result"
          label={t("calculators.convert.decimalResult")}
          value={decimal2(hoursMinutesToDecimal(values.h as number, values.min as number))}
          formula={t("calculators.convert.decimalFormula")}
        />
      ) : null}
    </Card>
  );
};
