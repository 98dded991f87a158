// A quantity typed the French way (« 4,5 »): antd's InputNumber with the decimal comma and the
// money parser (src/lib/money/parse.ts), to the hundredth as client_invoice_line.quantity keeps it.
import { InputNumber, type InputNumberProps } from "antd";
import { normalizeMoneyText } from "../../src/lib/money/parse.ts";

export const QuantityInput = (props: InputNumberProps) => (
  <InputNumber
    min={0}
    precision={2}
    decimalSeparator=","
    inputMode="decimal"
    style={{ width: "100%" }}
    {...props}
    parser={normalizeMoneyText}
  />
);
