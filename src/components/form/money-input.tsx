// An amount in euros typed the French way (« 1182,90 », « 1 182,90 »): antd's InputNumber with
// the decimal comma shown and src/lib/money/parse.ts reading what is typed (its default parser
// keeps digits only, so « 1182,90 » became 118290). The form's value is a number, to the cent.
import { InputNumber, type InputNumberProps } from "antd";
import { normalizeMoneyText } from "../../lib/money/parse.ts";

export const MoneyInput = (props: InputNumberProps) => (
  <InputNumber
    min={0}
    step={0.01}
    precision={2}
    decimalSeparator=","
    suffix="€"
    inputMode="decimal"
    style={{ width: "100%" }}
    {...props}
    parser={normalizeMoneyText}
  />
);

/** A coefficient (« 1,85 »): the decimal comma shown and read, three decimals at most. */
export const CoefficientInput = (props: InputNumberProps) => (
  <InputNumber
    min={1}
    max={5}
    step={0.01}
    decimalSeparator=","
    inputMode="decimal"
    style={{ width: "100%" }}
    {...props}
    parser={normalizeMoneyText}
  />
);
