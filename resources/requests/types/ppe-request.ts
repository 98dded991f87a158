// Demandes d'EPI (docs/rules/requests.md#ppe): items with their attribute (size, shoe size), unit price HT
// and a per-item cancellation (ppe-items.tsx); the total is the database's sum of the open items.
// The contract picked is one of the chosen talent's.
import { z } from "zod";
import { Constants, type Enums } from "../../../src/database.types.ts";
import { t } from "../../../src/i18n/index.ts";
import { defineRequest, type ColumnOf, type FieldDef } from "../definition.ts";
import {
  COMPANY_EMBED,
  CONTRACT_EMBED,
  TALENT_EMBED,
  companyField,
  contractField,
  field,
  requiredMessage,
  talentContractField,
  talentField,
  talentLink,
  talentSubject,
} from "./common.ts";
import { PpeItems } from "./ppe-items.tsx";

/** The modes delivered somewhere: the database then requires the address (private.validate_ppe_request). */
const DELIVERED: readonly Enums<"ppe_delivery_mode">[] = ["worksite", "shipping"];

const deliveryAddressField: FieldDef<ColumnOf<"ppe_request">> = {
  ...field("delivery_address", "deliveryAddress", "textarea"),
  visibleWhen: { field: "delivery_mode", values: DELIVERED },
};

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
    schema: z
      .object({
        talent_id: z.string({ error: requiredMessage("talent") }).min(1, requiredMessage("talent")),
        company_id: z.string({ error: requiredMessage("company") }).min(1, requiredMessage("company")),
        contract_id: z.string().nullable().optional(),
        needed_by: z.string({ error: requiredMessage("required") }).min(1, requiredMessage("required")),
        // the column's default when the mode is left empty (not null in the database)
        delivery_mode: z
          .enum(Constants.public.Enums.ppe_delivery_mode)
          .nullable()
          .optional()
          .transform((mode) => mode ?? "agency"),
        delivery_address: z.string().trim().nullable().optional(),
        comment: z.string().nullable().optional(),
      })
      .superRefine((row, ctx) => {
        if (DELIVERED.includes(row.delivery_mode) && !row.delivery_address)
          ctx.addIssue({
            code: "custom",
            path: ["delivery_address"],
            message: t("resources.requests.validation.deliveryAddress"),
          });
      }),
    fields: [
      talentField,
      companyField,
      // the chosen talent's contracts only (none offered before a talent is chosen)
      talentContractField,
      field("needed_by", "neededBy", "date"),
      field("delivery_mode", "deliveryMode", "enum", "ppe_delivery_mode"),
      deliveryAddressField,
      field("comment", "comment", "textarea"),
    ],
    prefill: ["talent_id", "contract_id", "company_id"],
    initialValues: { delivery_mode: "agency" },
  },
});
