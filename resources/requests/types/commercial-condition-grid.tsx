// The coefficient grid of commercial conditions, in their create and edit forms: one line per job
// or qualification with its coefficient and, when negotiated, the minimum hourly pay it bills.
// The database judges each line (a coefficient under the break-even of that pay is refused:
// private.assert_commercial_terms); the form only asks for what a line needs.
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Form, Input, Space, Typography } from "antd";
import { CoefficientInput, MoneyInput } from "../../../src/components/form/money-input.tsx";
import { t } from "../../../src/i18n/index.ts";

const c = (key: keyof typeof import("../i18n.fr.ts").requestsFr.conditions, vars?: Record<string, string>) =>
  t(`resources.requests.conditions.${key}`, vars);

export type GridLine = { job: string; coefficient: number; min_pay_rate?: number | null };

export const CommercialConditionGrid = () => (
  <Form.List name="coefficient_grid">
    {(lines, { add, remove }) => (
      <fieldset style={{ border: 0, padding: 0, margin: "0 0 16px" }}>
        <legend style={{ fontSize: 14, marginBottom: 8 }}>{c("grid")}</legend>
        {lines.length === 0 ? <Typography.Paragraph type="secondary">{c("gridEmpty")}</Typography.Paragraph> : null}
        {lines.map((line, index) => {
          const n = String(index + 1);
          return (
            <Space key={line.key} align="start" wrap role="group" aria-label={c("gridRow", { n })}>
              <Form.Item
                name={[line.name, "job"]}
                label={c("gridJob")}
                rules={[{ required: true, whitespace: true, message: t("resources.requests.validation.gridJob") }]}
              >
                <Input style={{ width: 220 }} />
              </Form.Item>
              <Form.Item
                name={[line.name, "coefficient"]}
                label={c("gridCoefficient")}
                rules={[{ required: true, message: t("resources.requests.validation.coefficient") }]}
              >
                <CoefficientInput style={{ width: 120 }} />
              </Form.Item>
              <Form.Item name={[line.name, "min_pay_rate"]} label={c("gridMinPay")}>
                <MoneyInput style={{ width: 150 }} />
              </Form.Item>
              <Form.Item label=" ">
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={c("gridRemove", { n })}
                  onClick={() => remove(line.name)}
                />
              </Form.Item>
            </Space>
          );
        })}
        <Button icon={<PlusOutlined />} onClick={() => add({ job: "", coefficient: undefined, min_pay_rate: null })}>
          {c("gridAdd")}
        </Button>
      </fieldset>
    )}
  </Form.List>
);
