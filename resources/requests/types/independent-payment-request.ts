// Demandes de paiement indépendant (domain §5.1): payment of a monthly invoice, early or not.
import { t } from "../../../src/i18n/index.ts";
import { defineRequest } from "../definition.ts";
import { TALENT_EMBED, columnSearch, field, talentField, talentLink, talentSubject } from "./common.ts";

const invoiceField = {
  ...field("independent_monthly_invoice_id", "monthlyInvoice", "reference"),
  reference: {
    resource: "independent_monthly_invoice",
    embed: "invoice",
    select: "id, month, invoice_number, amount",
    optionLabel: (row: Record<string, unknown>) => String(row.invoice_number ?? row.month ?? row.id),
    search: columnSearch("invoice_number"),
    sorters: [{ field: "month", order: "desc" as const }],
  },
};

export const independentPaymentRequest = defineRequest({
  entity: "independent_payment_request",
  route: "independent-payment-requests",
  select: `*, ${TALENT_EMBED}, invoice:independent_monthly_invoice_id(id, month, invoice_number, amount)`,
  subject: talentSubject,
  subjectLink: talentLink,
  subjectLabel: t("resources.requests.fields.talent"),
  columns: [
    invoiceField,
    field("amount", "amount", "money"),
    field("requested_payment_date", "requestedPaymentDate", "date"),
    field("early_payment", "earlyPayment", "boolean"),
  ],
  filters: [field("early_payment", "earlyPayment", "boolean")],
  sections: [
    {
      title: t("resources.requests.shared.details"),
      fields: [
        talentField,
        invoiceField,
        field("amount", "amount", "money"),
        field("requested_payment_date", "requestedPaymentDate", "date"),
        field("early_payment", "earlyPayment", "boolean"),
        field("early_payment_fee", "earlyPaymentFee", "money"),
        field("iban_masked", "iban"),
        field("payment_reference", "paymentReference"),
        field("paid_at", "paidAt", "datetime"),
      ],
    },
  ],
});
