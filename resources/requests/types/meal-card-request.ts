// Titres-restaurant et paniers (docs/rules/requests.md#meal-cards).
import { z } from "zod";
import { Constants } from "../../../src/database.types.ts";
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

export const mealCardRequest = defineRequest({
  entity: "meal_card_request",
  route: "meal-card-requests",
  select: `*, ${TALENT_EMBED}, ${CONTRACT_EMBED}`,
  subject: talentSubject,
  subjectLink: talentLink,
  subjectLabel: t("resources.requests.fields.talent"),
  columns: [
    field("period_month", "periodMonth", "month"),
    field("benefit_type", "benefitType", "enum", "meal_benefit_type"),
    field("eligible_days", "eligibleDays", "number"),
    field("total_amount", "totalAmount", "money"),
  ],
  filters: [field("benefit_type", "benefitType", "enum", "meal_benefit_type")],
  sections: [
    {
      title: t("resources.requests.shared.details"),
      fields: [
        talentField,
        contractField,
        field("period_month", "periodMonth", "month"),
        field("benefit_type", "benefitType", "enum", "meal_benefit_type"),
        field("provider", "provider", "enum", "meal_voucher_provider"),
        field("eligible_days", "eligibleDays", "number"),
        field("face_value", "faceValue", "money"),
        field("employer_share_rate", "employerShareRate", "percent"),
        field("total_amount", "totalAmount", "money"),
      ],
    },
  ],
  create: {
    schema: z.object({
      contract_id: z.string({ error: requiredMessage("contract") }).min(1, requiredMessage("contract")),
      period_month: z.string({ error: requiredMessage("required") }).min(1, requiredMessage("required")),
      benefit_type: z.enum(Constants.public.Enums.meal_benefit_type, { error: requiredMessage("required") }),
      eligible_days: z
        .number({ error: requiredMessage("required") })
        .int()
        .min(0),
    }),
    fields: [
      contractField,
      field("period_month", "periodMonth", "month"),
      field("benefit_type", "benefitType", "enum", "meal_benefit_type"),
      field("eligible_days", "eligibleDays", "number"),
    ],
    prefill: ["contract_id"],
  },
});
