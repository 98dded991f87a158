// The talent's scheduled e-mails (docs/rules/requests.md#scheduled-emails), under its contracts and
// requests (the spec's talent tabs are fixed): subject, send date and status; « Nouvelle demande »
// writes a draft to this talent, the drawer schedules it, moves it back to draft or cancels it
// (the moves the user's roles have in status_transition); the scheduler sends it. Hidden from the
// roles that may not read them.
import { useCan } from "@refinedev/core";
import { t } from "../../../src/i18n/index.ts";
import { RequestList } from "../../requests/list.tsx";
import { scheduledEmail } from "../../requests/types/scheduled-email.ts";

export const TalentScheduledEmails = ({ talentId }: { talentId: string }) => {
  const { data: canList } = useCan({ resource: "scheduled_email", action: "list" });
  if (!canList?.can) return null;
  return (
    <RequestList
      key={talentId}
      definition={scheduledEmail}
      title={t("resources.talents.related.scheduledEmails")}
      hasDetailRoute={false}
      embedded
      permanentFilters={[{ field: "talent_id", operator: "eq", value: talentId }]}
      createPrefill={{ talent_id: talentId }}
    />
  );
};
