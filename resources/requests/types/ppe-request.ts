// Demandes d'EPI (domain §4.6): items with their attribute (size, shoe size) and a per-item
// cancellation (ppe-items.tsx); the total is the database's sum of the open items.
import { z } from "zod";
import { t } from "../../../src/i18n/index.ts";
import { defineRequest } from "../definition.ts";
import {
  COMPANY_EMBED,
  CONTRACT_EMBED,
  TALENT_EMBED,
  companyField,
  contractField,
  field,
  requiredMessage,
  talentField,
  talentLink,
  talentSubject,
} from "./common.ts";
import { PpeItems } from "./ppe-items.tsx";

export const ppeRequest = defineRequest({
  entity: "ppe_request",
  route: "ppe-requests",
  select: `*, ${TALENT_EMBED}, ${COMPANY_EMBED}, ${CONTRACT_EMBED}`,
  subject: talentSubject,
  subjectLink: talentLink,
  subjectLabel: t("resources.requests.fields.talent"),
  columns: [
    companyField,
    field("needed_by", "neededBy", "date"),
    field("total_cost_ht", "totalCostHt", "money"),
    field("is_late_for_start", "lateForStart", "boolean"),
  ],
  filters: [field("delivery_mode", "deliveryMode", "enum", "ppe_delivery_mode")],
  sections: [
    {
      title: t("resources.requests.shared.details"),
      fields: [
        talentField,
        companyField,
        contractField,
        field("needed_by", "neededBy", "date"),
        field("delivery_mode", "deliveryMode", "enum", "ppe_delivery_mode"),
        field("delivery_address", "deliveryAddress"),
        field("supplier", "supplier"),
        field("total_cost_ht", "totalCostHt", "money"),
        field("is_late_for_start", "lateForStart", "boolean"),
        field("handover_signature_file", "handoverSignatureFile", "file"),
      ],
    },
  ],
  extra: PpeItems,
  create: {
    schema: z.object({
      talent_id: z.string({ error: requiredMessage("talent") }).min(1, requiredMessage("talent")),
      company_id: z.string({ error: requiredMessage("company") }).min(1, requiredMessage("company")),
      contract_id: z.string().nullable().optional(),
      needed_by: z.string({ error: requiredMessage("required") }).min(1, requiredMessage("required")),
      delivery_mode: z.enum(["agency", "worksite", "shipping"]).nullable().optional(),
      comment: z.string().nullable().optional(),
    }),
    fields: [
      talentField,
      companyField,
      contractField,
      field("needed_by", "neededBy", "date"),
      field("delivery_mode", "deliveryMode", "enum", "ppe_delivery_mode"),
      field("comment", "comment", "textarea"),
    ],
    prefill: ["talent_id", "contract_id", "company_id"],
  },
});
