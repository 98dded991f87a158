// Factures mensuelles des indépendants (docs/rules/requests.md#monthly-invoices): month, amount, comment, status, file
//; shown beside the payment requests on /independent-payment-requests.
import { t } from "../../../src/i18n/index.ts";
import { defineRequest } from "../definition.ts";
import {
  CONTRACT_EMBED,
  TALENT_EMBED,
  contractField,
  field,
  talentField,
  talentLink,
  talentSubject,
} from "./common.ts";

export const independentMonthlyInvoice = defineRequest({
  entity: "independent_monthly_invoice",
  route: "independent-payment-requests",
  select: `*, ${TALENT_EMBED}, ${CONTRACT_EMBED}`,
  subject: talentSubject,
  subjectLink: talentLink,
  subjectLabel: t("resources.requests.fields.talent"),
  columns: [
    field("month", "month", "month"),
    field("invoice_number", "invoiceNumber"),
    field("amount", "amount", "money"),
    field("amount_ttc", "amountTtc", "money"),
  ],
  sections: [
    {
      title: t("resources.requests.shared.details"),
      fields: [
        talentField,
        contractField,
        field("month", "month", "month"),
        field("invoice_number", "invoiceNumber"),
        field("amount", "amount", "money"),
        field("vat_rate", "vatRate", "percent"),
        field("vat_amount", "vatAmount", "money"),
        field("amount_ttc", "amountTtc", "money"),
        field("self_billing", "selfBilling", "boolean"),
        field("billed_entity", "billedEntity"),
        field("file", "monthlyInvoice", "file"),
      ],
    },
  ],
});
