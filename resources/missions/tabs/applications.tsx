// /missions/:id/applications: the mission's pipeline as a kanban (resources/missions/kanban/).
// The mission comes from the page's outlet context (already read); the board reads by the
// route's id; the user's roles decide which moves are offered.
import { Space, Typography } from "antd";
import { t } from "../../../src/i18n/index.ts";
import { useCurrentUser } from "../../../src/session/use-current-user.ts";
import { ApplicationsKanban } from "../kanban/board.tsx";
import { useMission } from "../mission-context.ts";
import { MissionApplicantsToPool } from "../../hiring-pools/public/mission-applicants.tsx";

const NO_ROLES: readonly string[] = [];

export const MissionApplicationsTab = () => {
  const { mission } = useMission();
  const { user } = useCurrentUser();
  return (
    <section aria-labelledby="mission-applications-title">
      <Space wrap align="center" style={{ display: "flex", justifyContent: "space-between" }}>
        <Typography.Title level={2} id="mission-applications-title" style={{ fontSize: 18 }}>
          {t("resources.kanban.title")} — {mission.reference} · {mission.job_name}
        </Typography.Title>
        {/* the applicants to a hiring pool (docs/rules/talents-documents.md#hiring-pools) */}
        <MissionApplicantsToPool missionId={mission.id} />
      </Space>
      <ApplicationsKanban missionId={mission.id} roles={user?.roles ?? NO_ROLES} />
    </section>
  );
};
