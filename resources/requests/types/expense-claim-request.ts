// Notes de frais (docs/rules/requests.md#expense-claims).
import { z } from "zod";
import { t } from "../../../src/i18n/index.ts";
import { defineRequest } from "../definition.ts";
import {
  CONTRACT_EMBED,
  TALENT_EMBED,
  contractField,
  field,
  requiredMessage,
  talentField,
  talentLink,
  talentSubject,
} from "./common.ts";

const positive = t("resources.requests.validation.positiveAmount");

export const expenseClaimRequest = defineRequest({
  entity: "expense_claim_request",
  route: "expense-claim-requests",
  select: `*, ${TALENT_EMBED}, ${CONTRACT_EMBED}`,
  subject: talentSubject,
  subjectLink: talentLink,
  subjectLabel: t("resources.requests.fields.talent"),
  columns: [
    field("category", "category", "enum", "expense_category"),
    field("expense_date", "expenseDate", "date"),
    field("amount_ttc", "amountTtc", "money"),
    field("approved_amount", "approvedAmount", "money"),
    field("is_late_filing", "lateFiling", "boolean"),
  ],
  filters: [field("category", "category", "enum", "expense_category")],
  sections: [
    {
      title: t("resources.requests.shared.details"),
      fields: [
        talentField,
        contractField,
        field("category", "category", "enum", "expense_category"),
        field("expense_date", "expenseDate", "date"),
        field("description", "description"),
        field("amount_ttc", "amountTtc", "money"),
        field("vat_amount", "vatAmount", "money"),
        field("km", "km", "number"),
        field("fiscal_horsepower", "fiscalHorsepower", "number"),
        field("approved_amount", "approvedAmount", "money"),
        field("rebillable_to_client", "rebillable", "boolean"),
        field("is_late_filing", "lateFiling", "boolean"),
        field("payment_reference", "paymentReference"),
        field("paid_at", "paidAt", "datetime"),
      ],
    },
  ],
  create: {
    schema: z.object({
      talent_id: z.string({ error: requiredMessage("talent") }).min(1, requiredMessage("talent")),
      contract_id: z.string().nullable().optional(),
      category: z.string({ error: requiredMessage("required") }).min(1, requiredMessage("required")),
      expense_date: z.string({ error: requiredMessage("required") }).min(1, requiredMessage("required")),
      amount_ttc: z.number({ error: positive }).positive(positive),
      description: z.string().nullable().optional(),
    }),
    fields: [
      talentField,
      contractField,
      field("category", "category", "enum", "expense_category"),
      field("expense_date", "expenseDate", "date"),
      field("amount_ttc", "amountTtc", "money"),
      field("description", "description", "textarea"),
    ],
    prefill: ["talent_id", "contract_id"],
  },
});
