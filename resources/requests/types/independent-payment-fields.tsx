// The independent payment form's own part (docs/rules/requests.md#independent-payments): « Reste à payer sur la facture »
// once an invoice is chosen, which pre-fills the amount (and the talent, the payment date when
// empty: the invoice's due date, or today once passed); a talent changed for another clears an
// invoice that is not theirs. The amount typed above what remains is flagged with the
// database's own words; the database decides (private.validate_independent_payment_request).
import { useCan } from "@refinedev/core";
import { Alert, Form, Input } from "antd";
import { useEffect, useRef } from "react";
import { t } from "../../../src/i18n/index.ts";
import { errorMessage } from "../../../src/lib/errors/error-message.ts";
import { formatMoney } from "../../../src/lib/money/format.ts";
import { defaultPaymentDate, useInvoiceRemaining } from "./independent-payment-remaining.ts";

const i = (key: keyof typeof import("../i18n.fr.ts").requestsFr.independent, vars?: Record<string, string>) =>
  t(`resources.requests.independent.${key}`, vars);

const REMAINING_ID = "independent-payment-remaining";

export const IndependentPaymentFields = () => {
  const form = Form.useFormInstance();
  const talentId = Form.useWatch<string | null | undefined>("talent_id", form);
  const invoiceId = Form.useWatch<string | null | undefined>("independent_monthly_invoice_id", form);
  const amount = Form.useWatch<number | null | undefined>("amount", form);
  const { invoice, figures, error } = useInvoiceRemaining(invoiceId);
  const { data: canSeeInvoices } = useCan({ resource: "independent_monthly_invoice", action: "list" });

  // a new invoice pre-fills the amount with what remains, the talent and the date when empty;
  // once per invoice: what the user types afterwards (or kept after a refusal) stays
  const prefilledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!invoiceId) prefilledFor.current = null;
    if (!invoice || !figures || prefilledFor.current === invoice.id) return;
    prefilledFor.current = invoice.id;
    if (figures.remaining > 0) form.setFieldValue("amount", figures.remaining);
    if (!form.getFieldValue("talent_id")) form.setFieldValue("talent_id", invoice.talent_id);
    if (!form.getFieldValue("requested_payment_date"))
      form.setFieldValue("requested_payment_date", defaultPaymentDate(invoice.due_date));
  }, [form, invoiceId, invoice, figures]);

  // another talent chosen: an invoice of the former one no longer fits
  const previousTalent = useRef(talentId);
  useEffect(() => {
    if (previousTalent.current === talentId) return;
    previousTalent.current = talentId;
    if (invoice && invoice.talent_id !== talentId) form.setFieldValue("independent_monthly_invoice_id", undefined);
  }, [form, talentId, invoice]);

  const above = figures && amount != null && amount > figures.remaining;
  const help = error
    ? errorMessage(error)
    : figures
      ? above
        ? i("aboveRemaining", { amount: formatMoney(amount), remaining: formatMoney(figures.remaining) })
        : figures.remaining > 0
          ? i("remainingHelp", {
              ttc: formatMoney(figures.ttc),
              paid: formatMoney(figures.paid),
              requested: formatMoney(figures.requested),
            })
          : i("nothingLeft")
      : undefined;

  return (
    <>
      {canSeeInvoices && !canSeeInvoices.can ? (
        <Alert type="info" showIcon message={i("invoicesHidden")} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item
        label={i("remaining")}
        htmlFor={REMAINING_ID}
        validateStatus={error ? "error" : above || (figures && figures.remaining <= 0) ? "warning" : undefined}
        help={help}
      >
        <Input
          id={REMAINING_ID}
          readOnly
          value={figures ? formatMoney(figures.remaining) : ""}
          placeholder={invoiceId ? "…" : i("chooseInvoice")}
        />
      </Form.Item>
    </>
  );
};
