// /convert (domain §6.6): the conversion toolbox. Pure conversions are instant; gross ↔ net
// goes through the shared pay engine (URSSAF's rules). Every input lives in the URL.
import { Card, Col, Form, Radio, Row, Space, Spin, Switch } from "antd";
import { useT } from "../../i18n/use-t.ts";
import {
  annualToMonthly,
  coefficientOf,
  formatHoursMinutes,
  hoursMinutesToDecimal,
  hourlyToMonthly,
  htToTtc,
  monthlyPaidHours,
  monthlyToAnnual,
  monthlyToHourly,
} from "../../lib/pay/hours.ts";
import { todayIso } from "../../lib/pay/situation.ts";
import { useDebouncedCompute, usePayEngine } from "../../lib/pay/use-pay-engine.ts";
import { decimal2, hourly, money } from "./format.ts";
import { Field, Figure, ShareLink } from "./ui.tsx";
import { fields, useUrlInputs } from "./url-inputs.ts";

const schema = {
  amount: fields.amount,
  hours: fields.hours,
  net: fields.amount,
  ht: fields.zeroOrMore,
  pay: fields.rate,
  billing: fields.amount,
  decimal: fields.zeroOrMore,
  h: fields.zeroOrMore,
  min: fields.minutes,
};
const defaults = {
  amount: "12,02",
  hours: "35",
  net: "1500",
  ht: "1160",
  pay: "14,50",
  billing: "29",
  decimal: "7,75",
  h: "7",
  min: "45",
};

export const ConvertPage = () => {
  const t = useT();
  const { engine } = usePayEngine();
  const { raw, values, errors, params, set } = useUrlInputs(schema, defaults);
  const unit = params.get("unit") === "monthly" ? "monthly" : params.get("unit") === "annual" ? "annual" : "hourly";
  const cadre = params.get("cadre") === "1";
  const ifmDue = params.get("ifm") !== "0";
  const weekly = (values.hours as number | undefined) ?? 35;
  const amount = values.amount as number | undefined;
  const monthly =
    amount === undefined
      ? undefined
      : unit === "hourly"
        ? hourlyToMonthly(amount, weekly)
        : unit === "monthly"
          ? amount
          : annualToMonthly(amount);
  const net = values.net as number | undefined;
  const grossFromNet = useDebouncedCompute(
    engine,
    net !== undefined && values.hours !== undefined
      ? (e) => e.hourlyFromNet(net, { weeklyHours: weekly, cadre, ifmDue, date: todayIso() })
      : null,
    [net, weekly, cadre, ifmDue],
  );
  const netFromGross = useDebouncedCompute(
    engine,
    monthly !== undefined
      ? (e) =>
          e.payslip({
            hourlyRate: monthlyToHourly(monthly, weekly),
            weeklyHours: weekly,
            cadre,
            ifmDue,
            date: todayIso(),
          }).netBeforeTax
      : null,
    [monthly, weekly, cadre, ifmDue],
  );
  const ht = values.ht as number | undefined;
  const pay = values.pay as number | undefined;
  const billing = values.billing as number | undefined;
  const decimal = values.decimal as number | undefined;

  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <ShareLink />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t("calculators.convert.hours")}>
            <Form layout="vertical" component="div">
              <Radio.Group
                value={unit}
                onChange={(e) => set("unit", e.target.value)}
                aria-label={t("calculators.convert.hours")}
                style={{ marginBottom: 12 }}
              >
                <Radio value="hourly">{t("calculators.pay.hourly")}</Radio>
                <Radio value="monthly">{t("calculators.pay.monthly")}</Radio>
                <Radio value="annual">{t("calculators.pay.annual")}</Radio>
              </Radio.Group>
              <Field
                id="cv-amount"
                label={t(
                  unit === "hourly"
                    ? "calculators.convert.amountHourly"
                    : unit === "monthly"
                      ? "calculators.convert.amountMonthly"
                      : "calculators.convert.amountAnnual",
                )}
                value={raw.amount}
                error={errors.amount}
                onChange={(v) => set("amount", v)}
              />
              <Field
                id="cv-hours"
                label={t("calculators.inputs.hours")}
                value={raw.hours}
                error={errors.hours}
                onChange={(v) => set("hours", v)}
              />
            </Form>
            {monthly !== undefined ? (
              <>
                <Figure
                  testId="cv-hourly"
                  label={t("calculators.pay.hourly")}
                  value={hourly(monthlyToHourly(monthly, weekly))}
                  formula={t("calculators.pay.hourlyFormula", { hours: decimal2(monthlyPaidHours(weekly)) })}
                />
                <Figure
                  testId="cv-monthly"
                  label={t("calculators.pay.monthly")}
                  value={money(monthly)}
                  formula={t("calculators.pay.monthlyFormula", { hours: decimal2(monthlyPaidHours(weekly)) })}
                />
                <Figure
                  testId="cv-annual"
                  label={t("calculators.pay.annual")}
                  value={money(monthlyToAnnual(monthly))}
                  formula={t("calculators.pay.annualFormula")}
                />
                {netFromGross === null ? (
                  <Spin size="small" aria-label={t("calculators.loading")} />
                ) : (
                  <Figure
                    testId="cv-net"
                    label={t("calculators.pay.netBeforeTax")}
                    value={money(netFromGross)}
                    formula={t("calculators.pay.note")}
                  />
                )}
              </>
            ) : null}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t("calculators.convert.grossNet")}>
            <Form layout="vertical" component="div">
              <Field
                id="cv-net-input"
                label={t("calculators.inputs.net")}
                value={raw.net}
                error={errors.net}
                onChange={(v) => set("net", v)}
              />
              <Space size="large" style={{ marginBottom: 12 }}>
                <label>
                  <Switch
                    checked={ifmDue}
                    onChange={(on) => set("ifm", on ? "1" : "0")}
                    aria-label={t("calculators.inputs.ifmDue")}
                  />{" "}
                  {t("calculators.inputs.ifmDue")}
                </label>
                <label>
                  <Switch
                    checked={cadre}
                    onChange={(on) => set("cadre", on ? "1" : "0")}
                    aria-label={t("calculators.inputs.cadre")}
                  />{" "}
                  {t("calculators.inputs.cadre")}
                </label>
              </Space>
            </Form>
            {net !== undefined ? (
              grossFromNet === null ? (
                <Spin size="small" aria-label={t("calculators.loading")} />
              ) : (
                <Figure
                  testId="cv-gross-from-net"
                  label={t("calculators.convert.grossFromNet")}
                  value={hourly(grossFromNet)}
                  formula={t("calculators.convert.grossFromNetFormula")}
                />
              )
            ) : null}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
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
                  label={t("calculators.convert.vatAmount")}
                  value={money(ht * 0.2)}
                  formula={t("calculators.convert.vatFormula")}
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
        </Col>
        <Col xs={24} lg={8}>
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
        </Col>
        <Col xs={24} lg={8}>
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
        </Col>
      </Row>
    </Space>
  );
};
