// Accidents du travail (docs/rules/requests.md#work-accidents): the 48 h declaration deadline (Sundays and public
// holidays not counted) is computed by the database and shown as a countdown.
import { z } from "zod";
import { Constants } from "../../../src/database.types.ts";
import { t } from "../../../src/i18n/index.ts";
import { defineRequest } from "../definition.ts";
import {
  CONTRACT_EMBED,
  TALENT_EMBED,
  contractField,
  field,
  label,
  requiredMessage,
  talentField,
  talentLink,
  talentSubject,
} from "./common.ts";

const required = z.string({ error: requiredMessage("required") }).min(1, requiredMessage("required"));

export const workAccidentRequest = defineRequest({
  entity: "work_accident_request",
  route: "work-accident-requests",
  select: `*, ${TALENT_EMBED}, ${CONTRACT_EMBED}`,
  subject: talentSubject,
  subjectLink: talentLink,
  subjectLabel: t("resources.requests.fields.talent"),
  deadline: {
    field: "declaration_deadline",
    label: label("declarationDeadline"),
    countdown: true,
    metBy: "declared_at",
  },
  columns: [
    field("occurred_at", "occurredAt", "datetime"),
    field("accident_type", "accidentType", "enum", "work_accident_type"),
    field("work_stoppage", "workStoppage", "boolean"),
    field("is_declared_late", "lateDeclaration", "boolean"),
  ],
  filters: [field("accident_type", "accidentType", "enum", "work_accident_type")],
  sections: [
    {
      title: t("resources.requests.shared.details"),
      fields: [
        talentField,
        contractField,
        field("occurred_at", "occurredAt", "datetime"),
        field("accident_type", "accidentType", "enum", "work_accident_type"),
        field("location", "location"),
        field("circumstances", "circumstances", "textarea"),
        field("injury_nature", "injuryNature"),
        field("work_stoppage", "workStoppage", "boolean"),
        field("hospitalization", "hospitalization", "boolean"),
        field("agency_aware_at", "agencyAwareAt", "datetime"),
        field("client_aware_at", "clientAwareAt", "datetime"),
        field("is_client_info_late", "lateClientInfo", "boolean"),
        field("client_prior_info_file", "clientPriorInfoFile", "file"),
        field("declaration_deadline", "declarationDeadline", "datetime"),
        field("declared_at", "declaredAt", "datetime"),
        field("dat_reference", "datReference"),
        field("is_declared_late", "lateDeclaration", "boolean"),
        field("cpam_decision", "cpamDecision", "enum", "cpam_decision"),
        // a day (a date column), not an instant: the decision's letter is dated
        field("cpam_decision_at", "cpamDecisionAt", "date"),
      ],
    },
  ],
  create: {
    schema: z.object({
      contract_id: z.string({ error: requiredMessage("contract") }).min(1, requiredMessage("contract")),
      occurred_at: required,
      accident_type: z.enum(Constants.public.Enums.work_accident_type, { error: requiredMessage("required") }),
      location: required,
      circumstances: required,
      agency_aware_at: required,
      work_stoppage: z.boolean().nullable().optional(),
    }),
    fields: [
      contractField,
      field("occurred_at", "occurredAt", "datetime"),
      field("accident_type", "accidentType", "enum", "work_accident_type"),
      field("location", "location"),
      field("circumstances", "circumstances", "textarea"),
      field("agency_aware_at", "agencyAwareAt", "datetime"),
      field("work_stoppage", "workStoppage", "boolean"),
    ],
    prefill: ["contract_id"],
  },
});
