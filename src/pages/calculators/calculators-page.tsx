// /calculators and /calculator (domain §6.4): coefficient calculator, pay converter, employer
// cost line by line and IFM/ICCP, all on URSSAF's rules through the shared pay engine.
import { useState } from "react";
import { Alert, Card, Col, Form, Radio, Row, Space, Spin, Switch, Table, Tabs, Typography } from "antd";
import { useT } from "../../i18n/use-t.ts";
import {
  splitWeeklyHours,
  paidHours,
  monthlyPaidHours,
  WEEKS_PER_MONTH,
  COEFFICIENT_BAND,
} from "../../lib/pay/hours.ts";
import { estimateWeek } from "../../lib/pay/estimate.ts";
import { todayIso } from "../../lib/pay/situation.ts";
import { useDebouncedCompute, usePayEngine } from "../../lib/pay/use-pay-engine.ts";
import { useCurrentUser } from "../../session/use-current-user.ts";
import { decimal2, hourly, money, percent1 } from "./format.ts";
import { canSeeMargins } from "./margin-roles.ts";
import { Field, Figure, Muted, ShareLink } from "./ui.tsx";
import { fields, useUrlInputs } from "./url-inputs.ts";

const schema = {
  rate: fields.rate,
  coefficient: fields.coefficient,
  target: fields.amount,
  hours: fields.hours,
  atmp: fields.percent,
  tax: fields.percent,
  date: fields.date,
};
const defaults = { rate: "14,50", coefficient: "2", target: "29", hours: "39", atmp: "3,5", tax: "0", date: "" };

export const CalculatorsPage = () => {
  const t = useT();
  const roles = useCurrentUser().user?.roles ?? [];
  const showMargins = canSeeMargins(roles);
  const { engine, error } = usePayEngine();
  const inputs = useUrlInputs(schema, { ...defaults, date: todayIso() });
  const { raw, values, errors, params, set } = inputs;
  const [tab, setTab] = useState(params.get("tab") ?? "coefficient");
  const mode = params.get("mode") === "target" ? "target" : "coefficient";
  const ifmDue = params.get("ifm") !== "0";
  const cadre = params.get("cadre") === "1";

  const rate = values.rate as number | undefined;
  const hours = values.hours as number | undefined;
  const coefficient =
    mode === "target"
      ? rate && values.target
        ? (values.target as number) / rate
        : undefined
      : (values.coefficient as number | undefined);
  const valid =
    rate !== undefined &&
    hours !== undefined &&
    coefficient !== undefined &&
    values.atmp !== undefined &&
    values.tax !== undefined &&
    values.date !== undefined;

  const slip = useDebouncedCompute(
    engine,
    valid
      ? (e) => ({
          payslip: e.payslip({
            hourlyRate: rate,
            weeklyHours: hours,
            cadre,
            ifmDue,
            atmpRate: values.atmp as number,
            taxRate: values.tax as number,
            date: values.date as string,
          }),
        })
      : null,
    [rate, hours, cadre, ifmDue, values.atmp, values.tax, values.date, valid],
  );

  const inputsCard = (
    <Card title={t("calculators.inputs.title")}>
      <Form layout="vertical" component="div">
        <Field
          id="calc-rate"
          label={t("calculators.inputs.rate")}
          value={raw.rate}
          error={errors.rate}
          onChange={(v) => set("rate", v)}
        />
        <Form.Item label={t("calculators.inputs.mode")}>
          <Radio.Group
            value={mode}
            onChange={(e) => set("mode", e.target.value)}
            aria-label={t("calculators.inputs.mode")}
          >
            <Radio value="coefficient">{t("calculators.inputs.modeCoefficient")}</Radio>
            <Radio value="target">{t("calculators.inputs.modeTarget")}</Radio>
          </Radio.Group>
        </Form.Item>
        {mode === "coefficient" ? (
          <Field
            id="calc-coefficient"
            label={t("calculators.inputs.coefficient")}
            value={raw.coefficient}
            error={errors.coefficient}
            onChange={(v) => set("coefficient", v)}
          />
        ) : (
          <Field
            id="calc-target"
            label={t("calculators.inputs.target")}
            value={raw.target}
            error={errors.target}
            onChange={(v) => set("target", v)}
          />
        )}
        <Field
          id="calc-hours"
          label={t("calculators.inputs.hours")}
          value={raw.hours}
          error={errors.hours}
          onChange={(v) => set("hours", v)}
        />
        <Field
          id="calc-atmp"
          label={t("calculators.inputs.atmp")}
          value={raw.atmp}
          error={errors.atmp}
          onChange={(v) => set("atmp", v)}
        />
        <Field
          id="calc-tax"
          label={t("calculators.inputs.tax")}
          value={raw.tax}
          error={errors.tax}
          onChange={(v) => set("tax", v)}
        />
        <Form.Item
          label={t("calculators.inputs.date")}
          htmlFor="calc-date"
          validateStatus={errors.date ? "error" : undefined}
          help={errors.date}
        >
          <input
            id="calc-date"
            type="date"
            className="ant-input"
            value={raw.date}
            onChange={(e) => set("date", e.target.value)}
          />
        </Form.Item>
        <Space size="large">
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
    </Card>
  );

  if (error) return <Alert type="error" showIcon message={t("calculators.loadError")} />;

  const p = slip?.payslip;
  const results = () => {
    if (!valid) return null;
    if (!p)
      return (
        <Spin tip={t("calculators.loading")}>
          <div style={{ minHeight: 120 }} />
        </Spin>
      );
    const split = splitWeeklyHours(hours);
    const weeklyPaid = paidHours(split);
    const monthlyHours = monthlyPaidHours(hours);
    const billingRate = rate * coefficient;
    const weeklyBilling = billingRate * weeklyPaid;
    const monthlyBilling = weeklyBilling * WEEKS_PER_MONTH;
    const hoursGross = p.baseGross + p.overtimePay;
    const margin = monthlyBilling - p.employerCost;
    const breakEven = p.employerCost / hoursGross;
    const warnings = [
      rate < p.smicHourly && t("calculators.warnings.underSmic", { rate: hourly(rate), smic: hourly(p.smicHourly) }),
      (coefficient < COEFFICIENT_BAND.min || coefficient > COEFFICIENT_BAND.max) &&
        t("calculators.warnings.outOfBand", { coefficient: decimal2(coefficient) }),
      showMargins &&
        coefficient < breakEven &&
        t("calculators.warnings.underBreakEven", {
          coefficient: decimal2(coefficient),
          breakEven: decimal2(breakEven),
        }),
      hours > 48 && t("calculators.warnings.overHours"),
    ].filter((w): w is string => !!w);
    const estimate = estimateWeek({
      gross: rate * weeklyPaid,
      paidHours: weeklyPaid,
      rate,
      coefficient,
      smicHourly: p.smicHourly,
      ifmDue,
    });

    const coefficientTab = (
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {mode === "coefficient" ? (
            <Figure
              testId="billing-rate"
              label={t("calculators.results.billingRate")}
              value={hourly(billingRate)}
              formula={t("calculators.formulas.billingRate", {
                rate: hourly(rate),
                coefficient: decimal2(coefficient),
              })}
            />
          ) : (
            <Figure
              testId="coefficient"
              label={t("calculators.results.coefficient")}
              value={decimal2(coefficient)}
              formula={t("calculators.formulas.coefficient", {
                target: hourly(values.target as number),
                rate: hourly(rate),
              })}
            />
          )}
          <Figure
            testId="weekly-billing"
            label={t("calculators.results.weeklyBilling")}
            value={money(weeklyBilling)}
            formula={t("calculators.formulas.weeklyBilling", {
              normal: split.normal,
              ot25: split.ot25,
              ot50: split.ot50,
            })}
          />
          <Figure
            testId="monthly-billing"
            label={t("calculators.results.monthlyBilling")}
            value={money(monthlyBilling)}
            formula={t("calculators.formulas.monthlyBilling")}
          />
          <Figure
            testId="smic"
            label={t("calculators.results.smic")}
            value={hourly(p.smicHourly)}
            formula={t("calculators.formulas.smic", { date: values.date as string })}
          />
        </Col>
        <Col xs={24} md={12}>
          <Figure
            testId="monthly-gross"
            label={t("calculators.results.monthlyGross")}
            value={money(hoursGross)}
            formula={t("calculators.formulas.monthlyGross", { hours: decimal2(monthlyHours) })}
          />
          <Figure
            testId="employer-cost"
            label={t("calculators.results.employerCost")}
            value={money(p.employerCost)}
            formula={t("calculators.formulas.employerCost")}
          />
          {showMargins ? (
            <div data-testid="margins">
              <Figure
                testId="margin"
                label={t("calculators.results.margin")}
                value={money(margin)}
                formula={t("calculators.formulas.margin")}
              />
              <Figure
                testId="margin-rate"
                label={t("calculators.results.marginRate")}
                value={percent1(monthlyBilling > 0 ? margin / monthlyBilling : 0)}
                formula={t("calculators.formulas.marginRate")}
              />
              <Figure
                testId="break-even"
                label={t("calculators.results.breakEven")}
                value={decimal2(breakEven)}
                formula={t("calculators.formulas.breakEven")}
              />
            </div>
          ) : null}
        </Col>
      </Row>
    );

    const monthlyBase = p.baseGross + p.overtimePay;
    const payTab = (
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Figure
            testId="pay-hourly"
            label={t("calculators.pay.hourly")}
            value={hourly(rate)}
            formula={t("calculators.pay.hourlyFormula", { hours: decimal2(monthlyHours) })}
          />
          <Figure
            testId="pay-monthly"
            label={t("calculators.pay.monthly")}
            value={money(monthlyBase)}
            formula={t("calculators.pay.monthlyFormula", { hours: decimal2(monthlyHours) })}
          />
          <Figure
            testId="pay-annual"
            label={t("calculators.pay.annual")}
            value={money(monthlyBase * 12)}
            formula={t("calculators.pay.annualFormula")}
          />
        </Col>
        <Col xs={24} md={12}>
          <Figure
            testId="pay-net"
            label={t("calculators.pay.netBeforeTax")}
            value={money(p.netBeforeTax)}
            formula={t("calculators.pay.netFormula", { contributions: money(p.employeeContributions) })}
          />
          <Figure
            testId="pay-tax"
            label={t("calculators.pay.incomeTax")}
            value={money(p.incomeTax)}
            formula={t("calculators.pay.taxFormula")}
          />
          <Figure
            testId="pay-net-after-tax"
            label={t("calculators.pay.netAfterTax")}
            value={money(p.netAfterTax)}
            formula={t("calculators.pay.netAfterTaxFormula")}
          />
        </Col>
        <Col span={24}>
          <Muted>{t("calculators.pay.note")}</Muted>
        </Col>
      </Row>
    );

    const otherExemptions = p.employerExemptions - p.rgdu;
    const costRows = [
      { key: "base", line: t("calculators.cost.baseGross"), amount: p.baseGross },
      { key: "ot", line: t("calculators.cost.overtime"), amount: p.overtimePay },
      { key: "ifm", line: t("calculators.cost.ifm"), amount: p.ifm },
      { key: "iccp", line: t("calculators.cost.iccp"), amount: p.iccp },
      { key: "gross", line: t("calculators.cost.grossTotal"), amount: p.grossTotal, strong: true },
      ...p.employerLines
        .filter((l) => Math.abs(l.amount) >= 0.005)
        .map((l) => ({ key: l.rule, line: `— ${l.title}`, amount: l.amount })),
      {
        key: "contributionsGross",
        line: t("calculators.cost.contributionsGross"),
        amount: p.employerContributionsGross,
        strong: true,
      },
      { key: "rgdu", line: t("calculators.cost.rgdu"), amount: -p.rgdu },
      ...(Math.abs(otherExemptions) >= 0.005
        ? [{ key: "other", line: t("calculators.cost.otherExemptions"), amount: -otherExemptions }]
        : []),
      {
        key: "contributions",
        line: t("calculators.cost.contributions"),
        amount: p.employerContributions,
        strong: true,
      },
      { key: "total", line: t("calculators.cost.total"), amount: p.employerCost, strong: true },
    ];
    const costTab = (
      <>
        <Table
          data-testid="cost-table"
          size="small"
          pagination={false}
          dataSource={costRows}
          columns={[
            {
              title: t("calculators.cost.line"),
              dataIndex: "line",
              render: (v: string, r: { strong?: boolean }) => (r.strong ? <strong>{v}</strong> : v),
            },
            {
              title: t("calculators.cost.amount"),
              dataIndex: "amount",
              align: "right",
              render: (v: number, r: { strong?: boolean }) => (r.strong ? <strong>{money(v)}</strong> : money(v)),
            },
          ]}
        />
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t("calculators.cost.estimateTitle")}
        </Typography.Title>
        <Typography.Paragraph>
          {t("calculators.cost.estimate", {
            employerRate: "0,44",
            rgdu: decimal2(estimate.rgduRate),
            cost: money(estimate.cost),
            exact: money(p.employerCost / WEEKS_PER_MONTH),
          })}
        </Typography.Paragraph>
      </>
    );

    const ifmTab = (
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Figure testId="ifm-gross" label={t("calculators.ifm.gross")} value={money(hoursGross)} />
          <Figure
            testId="ifm-ifm"
            label={t("calculators.ifm.ifm")}
            value={ifmDue ? money(p.ifm) : t("calculators.ifm.notDue")}
          />
          <Figure testId="ifm-iccp" label={t("calculators.ifm.iccp")} value={money(p.iccp)} />
          <Figure testId="ifm-total" label={t("calculators.ifm.total")} value={money(p.grossTotal)} />
        </Col>
        <Col xs={24} md={12}>
          <Typography.Paragraph strong>{t("calculators.ifm.reasonsTitle")}</Typography.Paragraph>
          <ul>
            <li>{t("calculators.ifm.reasons.talentCdi")}</li>
            <li>{t("calculators.ifm.reasons.misconduct")}</li>
            <li>{t("calculators.ifm.reasons.forceMajeure")}</li>
            <li>{t("calculators.ifm.reasons.talentEnd")}</li>
          </ul>
          <Typography.Paragraph>{t("calculators.ifm.iccpAlways")}</Typography.Paragraph>
        </Col>
      </Row>
    );

    return (
      <Card title={t("calculators.results.title")}>
        <Space direction="vertical" style={{ width: "100%" }}>
          {warnings.map((w) => (
            <Alert key={w} type="warning" showIcon message={w} />
          ))}
          <Tabs
            activeKey={tab}
            onChange={(key) => {
              setTab(key);
              set("tab", key);
            }}
            items={[
              { key: "coefficient", label: t("calculators.tabs.coefficient"), children: coefficientTab },
              { key: "pay", label: t("calculators.tabs.pay"), children: payTab },
              { key: "cost", label: t("calculators.tabs.cost"), children: costTab },
              { key: "ifm", label: t("calculators.tabs.ifm"), children: ifmTab },
            ]}
          />
          <Muted style={{ fontSize: 12 }}>{t("calculators.source")}</Muted>
        </Space>
      </Card>
    );
  };

  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <ShareLink />
      <Row gutter={16}>
        <Col xs={24} lg={8}>
          {inputsCard}
        </Col>
        <Col xs={24} lg={16}>
          {results()}
        </Col>
      </Row>
    </Space>
  );
};
