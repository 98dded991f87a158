// Demandes d'assurance-crédit (docs/rules/requests.md#credit-insurance): the client's credit limit asked of an insurer.
import { z } from "zod";
import { Constants } from "../../../src/database.types.ts";
import { t } from "../../../src/i18n/index.ts";
import { defineRequest } from "../definition.ts";
import { COMPANY_EMBED, companyField, companyLink, companySubject, field, requiredMessage } from "./common.ts";

const positive = t("resources.requests.validation.positiveAmount");

export const companyInsuranceRequest = defineRequest({
  entity: "company_insurance_request",
  route: "company-insurance-requests",
  select: `*, ${COMPANY_EMBED}`,
  subject: companySubject,
  subjectLink: companyLink,
  subjectLabel: t("resources.requests.fields.company"),
  columns: [
    field("type", "insuranceType", "enum", "company_insurance_type"),
    field("insurer", "insurer", "enum", "credit_insurer"),
    field("requested_amount", "requestedAmount", "money"),
    field("granted_amount", "grantedAmount", "money"),
    field("valid_until", "validUntil", "date"),
  ],
  filters: [field("insurer", "insurer", "enum", "credit_insurer")],
  sections: [
    {
      title: t("resources.requests.shared.details"),
      fields: [
        companyField,
        field("type", "insuranceType", "enum", "company_insurance_type"),
        field("insurer", "insurer", "enum", "credit_insurer"),
        field("requested_amount", "requestedAmount", "money"),
        field("granted_amount", "grantedAmount", "money"),
        field("policy_number", "policyNumber"),
        field("decision_date", "decisionDate", "date"),
        field("decision_reason", "decisionReason"),
        field("valid_until", "validUntil", "date"),
      ],
    },
  ],
  create: {
    schema: z.object({
      company_id: z.string({ error: requiredMessage("company") }).min(1, requiredMessage("company")),
      type: z.enum(Constants.public.Enums.company_insurance_type, {
        error: requiredMessage("required"),
      }),
      insurer: z.enum(Constants.public.Enums.credit_insurer, {
        error: requiredMessage("required"),
      }),
      requested_amount: z.number({ error: positive }).positive(positive),
      comment: z.string().nullable().optional(),
    }),
    fields: [
      companyField,
      field("type", "insuranceType", "enum", "company_insurance_type"),
      field("insurer", "insurer", "enum", "credit_insurer"),
      field("requested_amount", "requestedAmount", "money"),
      field("comment", "comment", "textarea"),
    ],
    prefill: ["company_id"],
  },
});
