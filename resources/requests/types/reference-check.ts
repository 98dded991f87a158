// Prises de références (docs/rules/requests.md#reference-checks): reference calls to a candidate's former employers, never
// before the candidate's consent (L1221-8/9), questions about the job only (L1221-6).
import { t } from "../../../src/i18n/index.ts";
import { defineRequest } from "../definition.ts";
import { TALENT_EMBED, field, talentField, talentLink, talentSubject } from "./common.ts";

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
        field("reminder_date", "reminderDate", "date"),
        field("outcome", "outcome", "enum", "reference_check_outcome"),
        field("note", "note", "textarea"),
      ],
    },
  ],
  transitionFields: [
    field("consent_obtained_at", "consentObtainedAt", "datetime"),
    field("outcome", "outcome", "enum", "reference_check_outcome"),
    field("note", "note", "textarea"),
  ],
});
