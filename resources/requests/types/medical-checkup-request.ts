// Visites médicales (docs/rules/requests.md#medical-checkups).
import { z } from "zod";
import { t } from "../../../src/i18n/index.ts";
import { defineRequest } from "../definition.ts";
import {
  CONTRACT_EMBED,
  TALENT_EMBED,
  contractField,
  field,
  namedReferenceField,
  requiredMessage,
  talentField,
  talentLink,
  talentSubject,
} from "./common.ts";

const centerField = namedReferenceField("medical_center_id", "medicalCenter", "medical_center");

export const medicalCheckupRequest = defineRequest({
  entity: "medical_checkup_request",
  route: "medical-checkup-requests",
  select: `*, ${TALENT_EMBED}, ${CONTRACT_EMBED}, medical_center:medical_center_id(id, name)`,
  subject: talentSubject,
  subjectLink: talentLink,
  subjectLabel: t("resources.requests.fields.talent"),
  columns: [
    field("visit_type", "visitType", "enum", "medical_visit_type"),
    centerField,
    field("appointment_at", "appointmentAt", "datetime"),
  ],
  filters: [field("visit_type", "visitType", "enum", "medical_visit_type")],
  sections: [
    {
      title: t("resources.requests.shared.details"),
      fields: [
        talentField,
        contractField,
        field("visit_type", "visitType", "enum", "medical_visit_type"),
        field("risk_reasons", "riskReasons", "enumArray", "medical_risk_reason"),
        centerField,
        field("appointment_at", "appointmentAt", "datetime"),
        field("cost_ht", "costHt", "money"),
        field("convocation_file", "convocationFile", "file"),
      ],
    },
  ],
  create: {
    schema: z.object({
      talent_id: z.string({ error: requiredMessage("talent") }).min(1, requiredMessage("talent")),
      contract_id: z.string().nullable().optional(),
      visit_type: z.string({ error: requiredMessage("required") }).min(1, requiredMessage("required")),
      medical_center_id: z.string().nullable().optional(),
      comment: z.string().nullable().optional(),
    }),
    fields: [
      talentField,
      contractField,
      field("visit_type", "visitType", "enum", "medical_visit_type"),
      centerField,
      field("comment", "comment", "textarea"),
    ],
    prefill: ["talent_id", "contract_id"],
  },
});
