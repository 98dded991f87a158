// « Émettre » a draft (public.issue_client_invoice): the purchase-order number when the client
// requires one and the draft has none, a reason when the client's account is blocked. The issue
// queues the document in the same transaction: the server makes it (docs/rules/documents.md).
import { Alert, Form, Input, Typography } from "antd";
import { t } from "../../src/i18n/index.ts";
import { useInvoiceCall } from "./calls.ts";
import { InvoiceModal } from "./invoice-modal.tsx";
import type { InvoiceRow } from "../../src/domain/invoices/types.ts";

const i = (key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.issueModal, vars?: Record<string, string>) =>
  t(`resources.clientInvoices.issueModal.${key}`, vars);

type IssueValues = { po_number?: string; blocked_reason?: string };

/** What the issue asks before the database would refuse it. */
export const issueAsks = (invoice: Pick<InvoiceRow, "po_required" | "po_number" | "company">) => ({
  po: invoice.po_required && !invoice.po_number,
  blocked: invoice.company?.status === "blocked",
});

export const IssueModal = ({
  invoice,
  onClose,
  onDone,
}: {
  invoice: InvoiceRow;
  onClose: () => void;
  onDone: () => void;
}) => {
  const [form] = Form.useForm<IssueValues>();
  const { call, busy } = useInvoiceCall();
  const asks = issueAsks(invoice);
  const issue = async (values: IssueValues) => {
    const done = await call(
      "issue_client_invoice",
      {
        p_invoice_id: invoice.id,
        p_po_number: values.po_number?.trim() || null,
        p_blocked_reason: values.blocked_reason?.trim() || null,
      },
      t("resources.clientInvoices.actions.issued"),
    );
    if (!done.ok) return;
    onClose();
    onDone();
  };
  return (
    <InvoiceModal<IssueValues>
      open
      title={i("title")}
      okText={i("ok")}
      busy={busy}
      form={form}
      onFinish={(values) => void issue(values)}
      onClose={onClose}
    >
      <Typography.Paragraph>{i("text")}</Typography.Paragraph>
      {asks.po ? (
        <Form.Item
          name="po_number"
          label={i("poNumber")}
          extra={i("poRequired")}
          rules={[{ required: true, whitespace: true, message: i("poRequired") }]}
        >
          <Input maxLength={60} />
        </Form.Item>
      ) : null}
      {asks.blocked ? (
        <>
          <Alert type="warning" showIcon message={i("blockedHelp", { name: invoice.company?.name ?? "" })} />
          <Form.Item
            name="blocked_reason"
            label={i("blockedReason")}
            style={{ marginTop: 12 }}
            rules={[{ required: true, whitespace: true, message: i("blockedRequired") }]}
          >
            <Input.TextArea rows={2} />
          </Form.Item>
        </>
      ) : null}
    </InvoiceModal>
  );
};
