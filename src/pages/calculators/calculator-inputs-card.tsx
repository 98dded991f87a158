// /calculators inputs: pay rate, coefficient or target billing rate, weekly hours, AT/MP and
// tax rates, the date of the rules, and the IFM and executive switches.
import { Card, Form, Radio } from "antd";
import { DateInput } from "../../components/date-picker/french-pickers.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { CalculatorKey, CalculatorMode } from "./calculator-figures.ts";
import { Field, PaySwitches } from "./ui.tsx";
import type { useUrlInputs } from "./url-inputs.ts";

type Props = {
  raw: Record<CalculatorKey, string>;
  errors: Partial<Record<CalculatorKey, string>>;
  mode: CalculatorMode;
  ifmDue: boolean;
  cadre: boolean;
  set: ReturnType<typeof useUrlInputs<CalculatorKey>>["set"];
};

export const CalculatorInputsCard = ({ raw, errors, mode, ifmDue, cadre, set }: Props) => {
  const t = useT();
  return (
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
          <DateInput
            id="calc-date"
            status={errors.date ? "error" : undefined}
            value={raw.date}
            onChange={(value) => set("date", value)}
          />
        </Form.Item>
        <PaySwitches ifmDue={ifmDue} cadre={cadre} set={set} />
      </Form>
    </Card>
  );
};
