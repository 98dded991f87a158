// Demandes de formation / habilitation (docs/rules/requests.md#trainings).
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

const centerField = namedReferenceField("qualification_center_id", "qualificationCenter", "qualification_center");

export const qualificationTrainingRequest = defineRequest({
  entity: "qualification_training_request",
  route: "qualification-training-requests",
  select: `*, ${TALENT_EMBED}, ${CONTRACT_EMBED}, qualification_center:qualification_center_id(id, name)`,
  subject: talentSubject,
  subjectLink: talentLink,
  subjectLabel: t("resources.requests.fields.talent"),
  columns: [
    field("qualification_type", "qualificationType", "enum", "qualification_type"),
    centerField,
    field("start_at", "startAt", "datetime"),
    field("price", "price", "money"),
  ],
  filters: [
    field("qualification_type", "qualificationType", "enum", "qualification_type"),
    field("to_reschedule", "toReschedule", "boolean"),
  ],
  sections: [
    {
      title: t("resources.requests.shared.details"),
      fields: [
        talentField,
        contractField,
        field("qualification_type", "qualificationType", "enum", "qualification_type"),
        field("training_kind", "trainingKind", "enum", "qualification_training_kind"),
        field("category", "category"),
        centerField,
        field("funding_source", "fundingSource", "enum", "training_funding_source"),
        field("price", "price", "money"),
        field("near_to", "nearTo"),
        field("possible_start_date", "possibleStartDate", "date"),
        field("possible_end_date", "possibleEndDate", "date"),
        field("start_at", "startAt", "datetime"),
        field("end_at", "endAt", "datetime"),
        field("to_reschedule", "toReschedule", "boolean"),
        field("request_comment", "requestComment"),
        field("result", "result", "enum", "training_result"),
        field("certificate_number", "certificateNumber"),
        field("certificate_file", "certificateFile", "file"),
        field("expires_at", "expiresAt", "date"),
      ],
    },
  ],
  create: {
    schema: z.object({
      talent_id: z.string({ error: requiredMessage("talent") }).min(1, requiredMessage("talent")),
      contract_id: z.string().nullable().optional(),
      qualification_type: z.string({ error: requiredMessage("required") }).min(1, requiredMessage("required")),
      training_kind: z.string().nullable().optional(),
      near_to: z.string().nullable().optional(),
      possible_start_date: z.string().nullable().optional(),
      possible_end_date: z.string().nullable().optional(),
      request_comment: z.string().nullable().optional(),
    }),
    fields: [
      talentField,
      contractField,
      field("qualification_type", "qualificationType", "enum", "qualification_type"),
      field("training_kind", "trainingKind", "enum", "qualification_training_kind"),
      field("near_to", "nearTo"),
      field("possible_start_date", "possibleStartDate", "date"),
      field("possible_end_date", "possibleEndDate", "date"),
      field("request_comment", "requestComment", "textarea"),
    ],
    prefill: ["talent_id", "contract_id"],
  },
});
