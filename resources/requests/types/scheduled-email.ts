// E-mails programmés (docs/rules/requests.md#scheduled-emails): written now, sent later (Europe/Paris time) to a talent or
// a hiring pool. No route of their own in the spec: a hiring pool's page lists its e-mails and
// opens one in its drawer (resources/hiring-pools/details.tsx).
import { t } from "../../../src/i18n/index.ts";
import { defineRequest } from "../definition.ts";
import { TALENT_EMBED, field, talentField, talentLink, talentSubject } from "./common.ts";

export const scheduledEmail = defineRequest({
  entity: "scheduled_email",
  route: "scheduled-emails",
  select: `*, ${TALENT_EMBED}`,
  subject: (row) => (row.talent ? talentSubject(row) : String(row.subject ?? "—")),
  subjectLink: talentLink,
  subjectLabel: t("resources.requests.fields.emailSubject"),
  columns: [
    field("subject", "emailSubject"),
    field("send_at", "sendAt", "datetime"),
    field("recipients_count", "recipientsCount", "number"),
  ],
  sections: [
    {
      title: t("resources.requests.shared.details"),
      fields: [
        talentField,
        field("subject", "emailSubject"),
        field("content", "emailContent", "textarea"),
        field("sender_identity", "senderIdentity"),
        field("send_at", "sendAt", "datetime"),
        field("recipients_count", "recipientsCount", "number"),
        field("failure_reason", "failureReason"),
      ],
    },
  ],
  transitionFields: [
    field("subject", "emailSubject"),
    field("content", "emailContent", "textarea"),
    field("send_at", "sendAt", "datetime"),
  ],
  deadline: { field: "send_at", label: t("resources.requests.fields.sendAt") },
});
