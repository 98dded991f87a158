// Prises de références (docs/rules/requests.md#reference-checks): reference calls to a candidate's former employers, never
// before the candidate's consent (L1221-8/9), questions about the job only (L1221-6): asked for
// a talent (its « Demandes » card or the list), the consent recorded with its written proof for a
// current employer, the call's questions and answers with the outcome and summary.
import { z } from "zod";
import { t } from "../../../src/i18n/index.ts";
import { defineRequest } from "../definition.ts";
import { TALENT_EMBED, field, requiredMessage, talentField, talentLink, talentSubject } from "./common.ts";

const v = (key: keyof typeof import("../i18n.fr.ts").requestsFr.validation) =>
  t(`resources.requests.validation.${key}`);
const optionalText = z.string().trim().nullable().optional();

export const referenceCheck = defineRequest({
  entity: "reference_check",
  route: "reference-checks",
  select: `*, ${TALENT_EMBED}`,
  subject: talentSubject,
  subjectLink: talentLink,
  subjectLabel: t("resources.requests.fields.talent"),
  columns: [
    field("referee_name", "refereeName"),
    field("referee_company", "refereeCompany"),
    field("reminder_date", "reminderDate", "date"),
    field("outcome", "outcome", "enum", "reference_check_outcome"),
  ],
  filters: [field("outcome", "outcome", "enum", "reference_check_outcome")],
  sections: [
    {
      title: t("resources.requests.shared.details"),
      fields: [
        talentField,
        field("referee_name", "refereeName"),
        field("referee_company", "refereeCompany"),
        field("referee_role", "refereeRole"),
        field("relationship", "relationship"),
        field("referee_phone", "refereePhone"),
        field("referee_email", "refereeEmail"),
        field("is_current_employer", "isCurrentEmployer", "boolean"),
        field("consent_obtained_at", "consentObtainedAt", "datetime"),
        field("consent_proof_file", "consentProofFile", "file"),
        field("reminder_date", "reminderDate", "date"),
        field("outcome", "outcome", "enum", "reference_check_outcome"),
        field("note", "note", "textarea"),
        field("questions_answers", "questionsAnswers", "questions"),
      ],
    },
  ],
  transitionFields: [
    field("consent_obtained_at", "consentObtainedAt", "datetime"),
    field("consent_proof_file", "consentProofFile", "file"),
    field("outcome", "outcome", "enum", "reference_check_outcome"),
    field("note", "note", "textarea"),
    field("questions_answers", "questionsAnswers", "questions"),
  ],
  create: {
    schema: z
      .object({
        talent_id: z.string({ error: requiredMessage("talent") }).min(1, requiredMessage("talent")),
        // the application the check is asked from (no field: the page gives it)
        application_id: z.string().nullable().optional(),
        referee_name: z
          .string({ error: requiredMessage("required") })
          .trim()
          .min(1, requiredMessage("required")),
        referee_company: z
          .string({ error: requiredMessage("required") })
          .trim()
          .min(1, requiredMessage("required")),
        referee_role: optionalText,
        relationship: optionalText,
        referee_phone: optionalText,
        referee_email: z.email(v("email")).nullable().optional(),
        is_current_employer: z.boolean().nullable().optional(),
        reminder_date: z.string().nullable().optional(),
        comment: optionalText,
      })
      // the database asks the same (private.validate_reference_check)
      .refine((r) => !!(r.referee_phone || r.referee_email), {
        message: v("refereeReachable"),
        path: ["referee_phone"],
      }),
    fields: [
      talentField,
      field("referee_name", "refereeName"),
      field("referee_company", "refereeCompany"),
      field("referee_role", "refereeRole"),
      field("relationship", "relationship"),
      field("referee_phone", "refereePhone"),
      field("referee_email", "refereeEmail"),
      field("is_current_employer", "isCurrentEmployer", "boolean"),
      field("reminder_date", "reminderDate", "date"),
      field("comment", "comment", "textarea"),
    ],
    // the switch left untouched is sent as false: the column is NOT NULL, a null was refused
    initialValues: { is_current_employer: false },
    prefill: ["talent_id", "application_id"],
  },
});
