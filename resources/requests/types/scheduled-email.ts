// E-mails programmés (docs/rules/requests.md#scheduled-emails): written now, sent later (Europe/Paris time) to a talent or
// a hiring pool. No route of their own in the spec: a hiring pool's page and a talent's list their
// e-mails, write one (a draft, to the page's pool or talent) and open one in their drawer
// (resources/hiring-pools/details.tsx, resources/talents/tabs/scheduled-emails.tsx); the
// scheduler sends it (docs/configuration.md).
import { z } from "zod";
import { t } from "../../../src/i18n/index.ts";
import { defineRequest } from "../definition.ts";
import { TALENT_EMBED, field, requiredMessage, talentField, talentLink, talentSubject } from "./common.ts";

const filled = z
  .string({ error: requiredMessage("required") })
  .trim()
  .min(1, requiredMessage("required"));

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
  create: {
    label: t("resources.requests.list.createScheduledEmail"),
    schema: z.object({
      // the audience is the page's talent or pool (pre-filled), the database refusing neither or both
      talent_id: z.string().nullable().optional(),
      hiring_pool_id: z.string().nullable().optional(),
      subject: filled,
      content: filled,
      sender_identity: filled,
      send_at: z.string().nullable().optional(),
    }),
    fields: [
      field("subject", "emailSubject"),
      field("content", "emailContent", "textarea"),
      field("sender_identity", "senderIdentity"),
      field("send_at", "sendAt", "datetime"),
    ],
    prefill: ["talent_id", "hiring_pool_id"],
    initialValues: { sender_identity: "Renfort" },
  },
});
