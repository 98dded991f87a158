// /calculators and /calculator (docs/rules/pay.md#calculators): coefficient calculator, pay converter, employer
// cost line by line and IFM/ICCP, all on URSSAF's rules through the shared pay engine.
import { useState } from "react";
import { Alert, Card, Col, Row, Space, Spin, Tabs } from "antd";
import { useT } from "../../i18n/use-t.ts";
import { todayIso } from "../../lib/pay/situation.ts";
import { useDebouncedCompute, usePayEngine } from "../../lib/pay/use-pay-engine.ts";
import { useCurrentUser } from "../../session/use-current-user.ts";
import { CoefficientTab } from "./calculator-coefficient-tab.tsx";
import { CostTab } from "./calculator-cost-tab.tsx";
import {
  CALCULATOR_DEFAULTS,
  CALCULATOR_SCHEMA,
  calculatorFigures,
  readCalculatorInput,
} from "./calculator-figures.ts";
import { IfmTab } from "./calculator-ifm-tab.tsx";
import { CalculatorInputsCard } from "./calculator-inputs-card.tsx";
import { PayTab } from "./calculator-pay-tab.tsx";
import { canSeeMargins } from "./margin-roles.ts";
import { Muted, ShareLink } from "./ui.tsx";
import { useUrlInputs } from "./url-inputs.ts";

export const CalculatorsPage = () => {
  const t = useT();
  const roles = useCurrentUser().user?.roles ?? [];
  const showMargins = canSeeMargins(roles);
  const { engine, error } = usePayEngine();
  const { raw, values, errors, params, set } = useUrlInputs(CALCULATOR_SCHEMA, {
    ...CALCULATOR_DEFAULTS,
    date: todayIso(),
  });
  const [tab, setTab] = useState(params.get("tab") ?? "coefficient");
  const { mode, ifmDue, cadre, input } = readCalculatorInput(values, params);

  const slip = useDebouncedCompute(
    engine,
    input
      ? (e) => ({
          payslip: e.payslip({
            hourlyRate: input.rate,
            weeklyHours: input.hours,
            cadre,
            ifmDue,
            atmpRate: input.atmp,
            taxRate: input.tax,
            date: input.date,
          }),
        })
      : null,
    [values.rate, values.hours, cadre, ifmDue, values.atmp, values.tax, values.date, !!input],
  );

  if (error) return <Alert type="error" showIcon message={t("calculators.loadError")} />;

  const p = slip?.payslip;
  const results = () => {
    if (!input) return null;
    if (!p)
      return (
        <Spin tip={t("calculators.loading")}>
          <div style={{ minHeight: 120 }} />
        </Spin>
      );
    const f = calculatorFigures(input, p, ifmDue, showMargins);
    return (
      <Card title={t("calculators.results.title")}>
        <Space direction="vertical" style={{ width: "100%" }}>
          {f.warnings.map((w) => (
            <Alert key={w} type="warning" showIcon message={w} />
          ))}
          <Tabs
            activeKey={tab}
            onChange={(key) => {
              setTab(key);
              set("tab", key);
            }}
            items={[
              {
                key: "coefficient",
                label: t("calculators.tabs.coefficient"),
                children: <CoefficientTab f={f} mode={mode} showMargins={showMargins} />,
              },
              { key: "pay", label: t("calculators.tabs.pay"), children: <PayTab f={f} /> },
              { key: "cost", label: t("calculators.tabs.cost"), children: <CostTab f={f} /> },
              { key: "ifm", label: t("calculators.tabs.ifm"), children: <IfmTab f={f} /> },
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
          <CalculatorInputsCard raw={raw} errors={errors} mode={mode} ifmDue={ifmDue} cadre={cadre} set={set} />
        </Col>
        <Col xs={24} lg={16}>
          {results()}
        </Col>
      </Row>
    </Space>
  );
};
