// « Émettre un avoir » (public.credit_client_invoice): its reason, and either every line in full
// or, for a partial credit note, a quantity per line (at most what is left to credit on it).
import { Form, Input, Radio } from "antd";
import { t } from "../../src/i18n/index.ts";
import { useInvoiceCall } from "./calls.ts";
import { formatQuantity } from "./format.ts";
import { useCreditedLines } from "./hooks.ts";
import { InvoiceModal } from "./invoice-modal.tsx";
import { creditableQuantities, creditLines } from "./invoice.utils.ts";
import { QuantityInput } from "./quantity-input.tsx";
import type { InvoiceLineRow } from "../../src/domain/invoices/types.ts";

const c = (key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.creditModal, vars?: Record<string, string>) =>
  t(`resources.clientInvoices.creditModal.${key}`, vars);

type CreditValues = { reason: string; scope: "full" | "partial"; quantities?: Record<string, number | null> };

export const CreditModal = ({
  invoiceId,
  lines,
  onClose,
  onDone,
}: {
  invoiceId: string;
  lines: readonly InvoiceLineRow[];
  onClose: () => void;
  onDone: () => void;
}) => {
  const [form] = Form.useForm<CreditValues>();
  const scope = Form.useWatch("scope", form);
  const { call, busy } = useInvoiceCall();
  const credited = useCreditedLines(lines.map((line) => line.id));
  const left = creditableQuantities(lines, credited.result.data);
  const creditable = lines.filter((line) => (left[line.id] ?? 0) > 0);
  const credit = async (values: CreditValues) => {
    const partial = values.scope === "partial" ? creditLines(values.quantities ?? {}) : null;
    if (partial && !partial.length) {
      form.setFields([{ name: "scope", errors: [c("linesRequired")] }]);
      return;
    }
    const done = await call(
      "credit_client_invoice",
      { p_invoice_id: invoiceId, p_reason: values.reason.trim(), p_lines: partial },
      t("resources.clientInvoices.actions.credited"),
    );
    if (!done.ok) return;
    onClose();
    onDone();
  };
  return (
    <InvoiceModal<CreditValues>
      open
      title={c("title")}
      okText={c("ok")}
      busy={busy}
      form={form}
      initialValues={{ scope: "full" }}
      onFinish={(values) => void credit(values)}
      onClose={onClose}
    >
      <Form.Item
        name="reason"
        label={c("reason")}
        rules={[{ required: true, whitespace: true, min: 3, message: c("reasonRequired") }]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="scope" label={c("scope")}>
        <Radio.Group
          options={[
            { value: "full", label: c("full") },
            { value: "partial", label: c("partial") },
          ]}
        />
      </Form.Item>
      {scope === "partial"
        ? creditable.map((line) => (
            <Form.Item
              key={line.id}
              name={["quantities", line.id]}
              label={c("lineQuantity", { label: line.label, max: formatQuantity(left[line.id]) })}
              rules={[{ type: "number", min: 0, max: left[line.id] }]}
            >
              <QuantityInput max={left[line.id]} style={{ width: 160 }} />
            </Form.Item>
          ))
        : null}
    </InvoiceModal>
  );
};
