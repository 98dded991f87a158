// /talents/hiring-pools/:id/details: the pool's scheduled e-mails
// (docs/rules/requests.md#scheduled-emails), each opening in the list's drawer (`?open=<id>`, the
// action centre's and the notifications' links) where it is scheduled, moved back to draft or
// canceled; marketing writes a campaign to the pool from here (action right
// scheduled_email_campaign.target_hiring_pool, which the database asks again).
import { useOne } from "@refinedev/core";
import { useParams } from "react-router";
import { t } from "../../src/i18n/index.ts";
import { mayDo } from "../../src/lib/permissions/action-rights.ts";
import { useRoles } from "../../src/session/use-status-choices.ts";
import { RequestList } from "../requests/list.tsx";
import { scheduledEmail } from "../requests/types/scheduled-email.ts";

export const HiringPoolDetails = () => {
  const { id = "" } = useParams();
  const pool = useOne<{ id: string; name: string }>({ resource: "hiring_pool", id, meta: { select: "id, name" } });
  const name = pool.result?.name;
  const roles = useRoles();
  return (
    <RequestList
      key={id}
      definition={scheduledEmail}
      title={
        name ? t("resources.hiringPools.details.emails", { name }) : t("resources.hiringPools.details.emailsUnnamed")
      }
      hasDetailRoute={false}
      permanentFilters={[{ field: "hiring_pool_id", operator: "eq", value: id }]}
      createPrefill={{ hiring_pool_id: id }}
      mayCreate={mayDo(roles, "scheduled_email_campaign.target_hiring_pool")}
    />
  );
};
