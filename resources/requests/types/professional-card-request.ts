// Demandes de carte BTP (docs/rules/requests.md#professional-cards).
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

export const professionalCardRequest = defineRequest({
  entity: "professional_card_request",
  route: "professional-card-requests",
  select: `*, ${TALENT_EMBED}, ${CONTRACT_EMBED}`,
  subject: talentSubject,
  subjectLink: talentLink,
  subjectLabel: t("resources.requests.fields.talent"),
  columns: [
    field("request_number", "requestNumber"),
    field("card_number", "cardNumber"),
    field("expires_at", "expiresAt", "date"),
  ],
  filters: [field("payment_method", "paymentMethod", "enum", "card_payment_method")],
  sections: [
    {
      title: t("resources.requests.shared.details"),
      fields: [
        talentField,
        contractField,
        field("employer_siren", "employerSiren"),
        field("payment_method", "paymentMethod", "enum", "card_payment_method"),
        field("fee_amount", "feeAmount", "money"),
        field("request_number", "requestNumber"),
        field("card_number", "cardNumber"),
        field("issued_at", "issuedAt", "date"),
        field("expires_at", "expiresAt", "date"),
        field("photo_file", "photoFile", "file"),
        field("provisional_attestation_file", "provisionalAttestationFile", "file"),
      ],
    },
  ],
  create: {
    schema: z.object({
      talent_id: z.string({ error: requiredMessage("talent") }).min(1, requiredMessage("talent")),
      contract_id: z.string().nullable().optional(),
      payment_method: z.enum(Constants.public.Enums.card_payment_method).nullable().optional(),
      comment: z.string().nullable().optional(),
    }),
    fields: [
      talentField,
      contractField,
      field("payment_method", "paymentMethod", "enum", "card_payment_method"),
      field("comment", "comment", "textarea"),
    ],
    prefill: ["talent_id", "contract_id"],
  },
});
