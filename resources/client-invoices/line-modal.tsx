// « Ajouter une ligne libre » on a draft (public.add_client_invoice_line): label, quantity, unit
// price HT and the reason the database requires of a free line.
import { Form, Input } from "antd";
import { MoneyInput } from "../../src/components/form/money-input.tsx";
import { t } from "../../src/i18n/index.ts";
import { useInvoiceCall } from "./calls.ts";
import { InvoiceModal } from "./invoice-modal.tsx";
import { QuantityInput } from "./quantity-input.tsx";

const l = (key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.lineModal) =>
  t(`resources.clientInvoices.lineModal.${key}`);

type LineValues = { label: string; quantity: number; unit_price: number; reason: string };

export const LineModal = ({
  invoiceId,
  onClose,
  onDone,
}: {
  invoiceId: string;
  onClose: () => void;
  onDone: () => void;
}) => {
  const [form] = Form.useForm<LineValues>();
  const { call, busy } = useInvoiceCall();
  const add = async (values: LineValues) => {
    const done = await call(
      "add_client_invoice_line",
      {
        p_invoice_id: invoiceId,
        p_label: values.label.trim(),
        p_quantity: values.quantity,
        p_unit_price: values.unit_price,
        p_reason: values.reason.trim(),
      },
      t("resources.clientInvoices.actions.lineAdded"),
    );
    if (!done.ok) return;
    onClose();
    onDone();
  };
  return (
    <InvoiceModal<LineValues>
      open
      title={l("title")}
      okText={l("ok")}
      busy={busy}
      form={form}
      initialValues={{ quantity: 1 }}
      onFinish={(values) => void add(values)}
      onClose={onClose}
    >
      <Form.Item
        name="label"
        label={l("label")}
        rules={[{ required: true, whitespace: true, message: l("labelRequired") }]}
      >
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item
        name="quantity"
        label={l("quantity")}
        rules={[{ required: true, type: "number", min: 0.01, message: l("quantityRequired") }]}
      >
        <QuantityInput />
      </Form.Item>
      <Form.Item name="unit_price" label={l("unitPrice")} rules={[{ required: true, message: l("unitPriceRequired") }]}>
        <MoneyInput min={undefined} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={l("reason")}
        rules={[{ required: true, whitespace: true, min: 3, message: l("reasonRequired") }]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
    </InvoiceModal>
  );
};
