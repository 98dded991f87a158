// /convert's pay conversions through the shared pay engine (URSSAF's rules): an hourly, monthly
// or annual gross in the other units and as a net; a monthly net as the hourly gross giving it.
import { Card, Form, Radio, Spin } from "antd";
import { useT } from "../../i18n/use-t.ts";
import type { PayEngine } from "../../lib/pay/engine.ts";
import { monthlyPaidHours, monthlyToAnnual, monthlyToHourly } from "../../lib/pay/hours.ts";
import { todayIso } from "../../lib/pay/situation.ts";
import { useDebouncedCompute } from "../../lib/pay/use-pay-engine.ts";
import { monthlyGross, type ConvertInputs, type PayUnit } from "./convert-inputs.ts";
import { decimal2, hourly, money } from "./format.ts";
import { Field, Figure, PaySwitches } from "./ui.tsx";

type Props = {
  engine: PayEngine | null;
  inputs: ConvertInputs;
  /** Weekly hours typed, 35 while invalid. */
  weekly: number;
  cadre: boolean;
  ifmDue: boolean;
};

export const GrossCard = ({ engine, inputs, weekly, cadre, ifmDue, unit }: Props & { unit: PayUnit }) => {
  const t = useT();
  const { raw, values, errors, set } = inputs;
  const monthly = monthlyGross(unit, values.amount as number | undefined, weekly);
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
  return (
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
  );
};

export const NetCard = ({ engine, inputs, weekly, cadre, ifmDue }: Props) => {
  const t = useT();
  const { raw, values, errors, set } = inputs;
  const net = values.net as number | undefined;
  const grossFromNet = useDebouncedCompute(
    engine,
    net !== undefined && values.hours !== undefined
      ? (e) => e.hourlyFromNet(net, { weeklyHours: weekly, cadre, ifmDue, date: todayIso() })
      : null,
    [net, weekly, cadre, ifmDue],
  );
  return (
    <Card title={t("calculators.convert.grossNet")}>
      <Form layout="vertical" component="div">
        <Field
          id="cv-net-input"
          label={t("calculators.inputs.net")}
          value={raw.net}
          error={errors.net}
          onChange={(v) => set("net", v)}
        />
        <PaySwitches ifmDue={ifmDue} cadre={cadre} set={set} style={{ marginBottom: 12 }} />
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
  );
};
