// The invoice's actions at its status that the user's rights allow (invoiceActions): a draft is
// recalculated, completed with a free line, canceled or issued; an open invoice is sent, paid and
// credited once the server has made its document. The database checks each again and
// its French refusal is toasted unchanged.
import { Button, Card, Popconfirm, Space, Typography } from "antd";
import { useState } from "react";
import { t } from "../../src/i18n/index.ts";
import { useCurrentUser } from "../../src/session/use-current-user.ts";
import { useInvoiceCall } from "./calls.ts";
import { CreditModal } from "./credit-modal.tsx";
import { invoiceActions, type InvoiceAction } from "./invoice.utils.ts";
import { IssueModal } from "./issue-modal.tsx";
import { LineModal } from "./line-modal.tsx";
import { PaymentModal } from "./payment-modal.tsx";
import type { InvoiceLineRow, InvoiceRow } from "../../src/domain/invoices/types.ts";

const a = (key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.actions) =>
  t(`resources.clientInvoices.actions.${key}`);

const DIALOGS = ["addLine", "issue", "recordPayment", "credit"] as const;
type Dialog = (typeof DIALOGS)[number];
const isDialog = (action: InvoiceAction): action is Dialog => (DIALOGS as readonly string[]).includes(action);
const PRIMARY: readonly InvoiceAction[] = ["issue", "recordPayment"];

/** The actions done at once: their database function and their success message. */
const DIRECT = {
  regenerate: { fn: "regenerate_client_invoice", done: "regenerated" },
  cancel: { fn: "cancel_client_invoice", done: "canceled" },
  send: { fn: "send_client_invoice", done: "sent" },
} as const;

export const InvoiceActionsCard = ({
  invoice,
  lines,
  onDone,
}: {
  invoice: InvoiceRow;
  lines: readonly InvoiceLineRow[];
  onDone: () => void;
}) => {
  const { user } = useCurrentUser();
  const actions = invoiceActions(invoice, user?.roles ?? []);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { call, busy } = useInvoiceCall();
  const close = () => setDialog(null);
  const run = async (action: keyof typeof DIRECT) => {
    const { fn, done } = DIRECT[action];
    if ((await call(fn, { p_invoice_id: invoice.id }, a(done))).ok) onDone();
  };
  const button = (action: InvoiceAction) => {
    if (isDialog(action))
      return (
        <Button key={action} type={PRIMARY.includes(action) ? "primary" : "default"} onClick={() => setDialog(action)}>
          {a(action)}
        </Button>
      );
    if (action === "cancel")
      return (
        <Popconfirm
          key={action}
          title={a("cancelConfirm")}
          okText={a("cancelOk")}
          cancelText={a("cancelKeep")}
          okButtonProps={{ danger: true }}
          onConfirm={() => run("cancel")}
        >
          <Button danger loading={busy}>
            {a("cancel")}
          </Button>
        </Popconfirm>
      );
    return (
      <Button key={action} loading={busy} onClick={() => void run(action)}>
        {a(action)}
      </Button>
    );
  };

  return (
    <Card title={a("title")}>
      <Space wrap>
        {actions.map(button)}
        {user && !actions.length ? <Typography.Text type="secondary">{a("none")}</Typography.Text> : null}
      </Space>
      {/* mounted while open: each opening starts from the invoice's figures of the moment */}
      {dialog === "addLine" ? <LineModal invoiceId={invoice.id} onClose={close} onDone={onDone} /> : null}
      {dialog === "issue" ? <IssueModal invoice={invoice} onClose={close} onDone={onDone} /> : null}
      {dialog === "recordPayment" ? <PaymentModal invoice={invoice} onClose={close} onDone={onDone} /> : null}
      {dialog === "credit" ? (
        <CreditModal invoiceId={invoice.id} lines={lines} onClose={close} onDone={onDone} />
      ) : null}
    </Card>
  );
};
