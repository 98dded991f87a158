// /calculators, coefficient tab: billing rate (or the coefficient of a target rate), weekly and
// monthly billing, SMIC, gross, employer cost, and the margins for the roles that may see them.
import { Col, Row } from "antd";
import { useT } from "../../i18n/use-t.ts";
import type { CalculatorFigures, CalculatorMode } from "./calculator-figures.ts";
import { decimal2, hourly, money, percent1 } from "./format.ts";
import { Figure } from "./ui.tsx";

type Props = { f: CalculatorFigures; mode: CalculatorMode; showMargins: boolean };

export const CoefficientTab = ({ f, mode, showMargins }: Props) => {
  const t = useT();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        {mode === "coefficient" ? (
          <Figure
            testId="billing-rate"
            label={t("calculators.results.billingRate")}
            value={hourly(f.billingRate)}
            formula={t("calculators.formulas.billingRate", {
              rate: hourly(f.rate),
              coefficient: decimal2(f.coefficient),
            })}
          />
        ) : (
          <Figure
            testId="coefficient"
            label={t("calculators.results.coefficient")}
            value={decimal2(f.coefficient)}
            formula={t("calculators.formulas.coefficient", {
              target: hourly(f.target as number),
              rate: hourly(f.rate),
            })}
          />
        )}
        <Figure
          testId="weekly-billing"
          label={t("calculators.results.weeklyBilling")}
          value={money(f.weeklyBilling)}
          formula={t("calculators.formulas.weeklyBilling", {
            normal: f.split.normal,
            ot25: f.split.ot25,
            ot50: f.split.ot50,
          })}
        />
        <Figure
          testId="monthly-billing"
          label={t("calculators.results.monthlyBilling")}
          value={money(f.monthlyBilling)}
          formula={t("calculators.formulas.monthlyBilling")}
        />
        <Figure
          testId="smic"
          label={t("calculators.results.smic")}
          value={hourly(f.p.smicHourly)}
          formula={t("calculators.formulas.smic", { date: f.date })}
        />
      </Col>
      <Col xs={24} md={12}>
        <Figure
          testId="monthly-gross"
          label={t("calculators.results.monthlyGross")}
          value={money(f.hoursGross)}
          formula={t("calculators.formulas.monthlyGross", { hours: decimal2(f.monthlyHours) })}
        />
        <Figure
          testId="employer-cost"
          label={t("calculators.results.employerCost")}
          value={money(f.p.employerCost)}
          formula={t("calculators.formulas.employerCost")}
        />
        {showMargins ? (
          <div data-testid="margins">
            <Figure
              testId="margin"
              label={t("calculators.results.margin")}
              value={money(f.margin)}
              formula={t("calculators.formulas.margin")}
            />
            <Figure
              testId="margin-rate"
              label={t("calculators.results.marginRate")}
              value={percent1(f.monthlyBilling > 0 ? f.margin / f.monthlyBilling : 0)}
              formula={t("calculators.formulas.marginRate")}
            />
            <Figure
              testId="break-even"
              label={t("calculators.results.breakEven")}
              value={decimal2(f.breakEven)}
              formula={t("calculators.formulas.breakEven")}
            />
          </div>
        ) : null}
      </Col>
    </Row>
  );
};
