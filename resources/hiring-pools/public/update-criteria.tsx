// « Mettre à jour le vivier » on the super-search opened from a dynamic pool's page
// (`?pool=<id>`): the pool keeps the search's current criteria (criteria.ts), for the roles that
// may update it (RLS has the last word), then its page opens again with its new members.
import { useCan, useInvalidate, useUpdate } from "@refinedev/core";
import { Button } from "antd";
import { useNavigate } from "react-router";
import { MUTATION_NOTIFICATIONS } from "../../../src/lib/forms/notifications.ts";
import type { Json } from "../../../src/database.types.ts";
import { t } from "../../../src/i18n/index.ts";

export const UpdatePoolCriteriaButton = ({ poolId, criteria }: { poolId: string; criteria: Json }) => {
  const { data: canEdit } = useCan({ resource: "hiring_pool", action: "edit" });
  const { mutate, mutation } = useUpdate();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  if (!canEdit?.can) return null;
  return (
    <Button
      loading={mutation.isPending}
      onClick={() =>
        mutate(
          { resource: "hiring_pool", id: poolId, values: { criteria }, ...MUTATION_NOTIFICATIONS },
          {
            onSuccess: () => {
              // the pool's page stays mounted: its members (talents read through the pool) are read again
              void invalidate({ resource: "talent", invalidates: ["list"] });
              navigate(`/talents/hiring-pools/${poolId}/details`);
            },
          },
        )
      }
    >
      {t("resources.hiringPools.saveDynamic.update")}
    </Button>
  );
};
