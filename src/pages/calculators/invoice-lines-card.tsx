// The invoice simulator's lines: per line a title, the pay rate, the coefficient, the bonus and
// the expenses; lines can be added and removed (one always stays).
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Card, Col, Form, Row } from "antd";
import { useT } from "../../i18n/use-t.ts";
import type { ParsedInputs } from "./invoice-inputs.ts";
import { Field } from "./ui.tsx";
import type { InvoiceEdits } from "./use-invoice-url-state.ts";

const AMOUNT_KEYS = ["payRate", "coefficient", "bonus", "expenses"] as const;

type Props = { lines: ParsedInputs["raw"]["lines"]; errors: ParsedInputs["errors"]; edit: InvoiceEdits };

export const InvoiceLinesCard = ({ lines, errors, edit }: Props) => {
  const t = useT();
  return (
    <Card title={t("calculators.invoice.linesTitle")}>
      <Form layout="vertical" component="div">
        {lines.map((line, l) => (
          <fieldset key={l} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontSize: 14, fontWeight: 600 }}>{t("calculators.invoice.line", { n: l + 1 })}</legend>
            <Row gutter={8} align="bottom">
              <Col xs={24} md={6}>
                <Form.Item
                  label={t("calculators.invoice.title")}
                  htmlFor={`inv-${l}-title`}
                  style={{ marginBottom: 12 }}
                >
                  <input
                    id={`inv-${l}-title`}
                    className="ant-input"
                    placeholder={t("calculators.invoice.titlePlaceholder")}
                    value={line.title}
                    onChange={(e) => edit.setLine(l, "title", e.target.value)}
                  />
                </Form.Item>
              </Col>
              {AMOUNT_KEYS.map((key) => (
                <Col xs={12} md={4} key={key}>
                  <Field
                    id={`inv-${l}-${key}`}
                    label={t(`calculators.invoice.${key}`)}
                    value={line[key]}
                    error={errors[`line.${l}.${key}`]}
                    onChange={(v) => edit.setLine(l, key, v)}
                  />
                </Col>
              ))}
              <Col xs={24} md={2}>
                {lines.length > 1 ? (
                  <Button
                    style={{ marginBottom: 12 }}
                    icon={<DeleteOutlined />}
                    aria-label={t("calculators.invoice.removeLine", { n: l + 1 })}
                    title={t("calculators.invoice.removeLine", { n: l + 1 })}
                    onClick={() => edit.removeLine(l)}
                  />
                ) : null}
              </Col>
            </Row>
          </fieldset>
        ))}
        <Button icon={<PlusOutlined />} onClick={edit.addLine}>
          {t("calculators.invoice.addLine")}
        </Button>
      </Form>
    </Card>
  );
};
