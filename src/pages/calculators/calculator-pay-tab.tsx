// /calculators, pay tab: hourly, monthly and annual gross, net before and after income tax.
import { Col, Row } from "antd";
import { useT } from "../../i18n/use-t.ts";
import type { CalculatorFigures } from "./calculator-figures.ts";
import { decimal2, hourly, money } from "./format.ts";
import { Figure, Muted } from "./ui.tsx";

export const PayTab = ({ f }: { f: CalculatorFigures }) => {
  const t = useT();
  const { p } = f;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Figure
          testId="pay-hourly"
          label={t("calculators.pay.hourly")}
          value={hourly(f.rate)}
          formula={t("calculators.pay.hourlyFormula", { hours: decimal2(f.monthlyHours) })}
        />
        <Figure
          testId="pay-monthly"
          label={t("calculators.pay.monthly")}
          value={money(f.hoursGross)}
          formula={t("calculators.pay.monthlyFormula", { hours: decimal2(f.monthlyHours) })}
        />
        <Figure
          testId="pay-annual"
          label={t("calculators.pay.annual")}
          value={money(f.hoursGross * 12)}
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
};
