// « Enregistrer un paiement » (public.record_client_invoice_payment): the date (today), the amount
// (what is left to pay), the mode and the bank's reference.
import { Form, Input, Select } from "antd";
import { DateInput } from "../../src/components/date-picker/french-pickers.tsx";
import { MoneyInput } from "../../src/components/form/money-input.tsx";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatMoney } from "../../src/lib/money/format.ts";
import { useInvoiceCall } from "./calls.ts";
import { PAYMENT_MODES, PAYMENT_MODE_STYLE, type PaymentMode } from "./constants.ts";
import { InvoiceModal } from "./invoice-modal.tsx";
import { remainingOf, todayIso } from "./invoice.utils.ts";
import type { InvoiceRow } from "../../src/domain/invoices/types.ts";

const p = (key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.paymentModal, vars?: Record<string, string>) =>
  t(`resources.clientInvoices.paymentModal.${key}`, vars);

type PaymentValues = { paid_on: string; amount: number; mode: PaymentMode; reference?: string };

export const PaymentModal = ({
  invoice,
  onClose,
  onDone,
}: {
  invoice: InvoiceRow;
  onClose: () => void;
  onDone: () => void;
}) => {
  const [form] = Form.useForm<PaymentValues>();
  const { call, busy } = useInvoiceCall();
  const remaining = remainingOf(invoice);
  const record = async (values: PaymentValues) => {
    const done = await call(
      "record_client_invoice_payment",
      {
        p_invoice_id: invoice.id,
        p_paid_on: values.paid_on,
        p_amount: values.amount,
        p_mode: values.mode,
        p_reference: values.reference?.trim() || null,
      },
      t("resources.clientInvoices.actions.paymentRecorded"),
    );
    if (!done.ok) return;
    onClose();
    onDone();
  };
  return (
    <InvoiceModal<PaymentValues>
      open
      title={p("title")}
      okText={p("ok")}
      busy={busy}
      form={form}
      initialValues={{ paid_on: todayIso(), amount: remaining, mode: "transfer" }}
      onFinish={(values) => void record(values)}
      onClose={onClose}
    >
      <Form.Item name="paid_on" label={p("paidOn")} rules={[{ required: true, message: p("paidOnRequired") }]}>
        <DateInput max={todayIso()} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="amount"
        label={p("amount")}
        extra={p("amountHelp", { amount: formatMoney(remaining) })}
        rules={[{ required: true, type: "number", min: 0.01, message: p("amountRequired") }]}
      >
        <MoneyInput style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="mode" label={p("mode")}>
        <Select options={enumOptions(PAYMENT_MODES, PAYMENT_MODE_STYLE)} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="reference" label={p("reference")}>
        <Input maxLength={140} />
      </Form.Item>
    </InvoiceModal>
  );
};
