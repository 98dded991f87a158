// « Ajouter les candidats à un vivier » on a mission's applications: every talent who applied
// to the mission (rejected ones too: a good profile refused for this mission is worth keeping for
// the next), added at once by the shared modal (add-to-pool-modal.tsx).
import { useList } from "@refinedev/core";
import { t } from "../../../src/i18n/index.ts";
import { AddToPoolButton } from "./add-to-pool.tsx";

const NONE: string[] = [];

export const MissionApplicantsToPool = ({ missionId }: { missionId: string }) => {
  const { result } = useList<{ id: string; talent_id: string }>({
    liveMode: "off",
    resource: "application",
    filters: [{ field: "mission_id", operator: "eq", value: missionId }],
    pagination: { pageSize: 500 },
    meta: { select: "id, talent_id" },
  });
  const talentIds = result.data?.map((row) => row.talent_id) ?? NONE;
  return (
    <AddToPoolButton
      talentIds={talentIds}
      label={`${t("resources.hiringPools.add.applicants")} (${talentIds.length})`}
    />
  );
};
