// /missions/:id/applications: the mission's pipeline as a kanban (resources/missions/kanban/).
// The mission is read by id from the route; the user's roles decide which moves are offered.
import { useOne } from "@refinedev/core";
import { Alert, Skeleton, Typography } from "antd";
import { useParams } from "react-router";
import { t } from "../../../src/i18n/index.ts";
import { errorMessage } from "../../../src/lib/errors/error-message.ts";
import { useCurrentUser } from "../../../src/session/use-current-user.ts";
import { ApplicationsKanban } from "../kanban/board.tsx";

type MissionHead = { id: string; reference: string; job_name: string };

export const MissionApplicationsTab = () => {
  const { id = "" } = useParams();
  const { user } = useCurrentUser();
  const { result: mission, query } = useOne<MissionHead>({
    resource: "mission",
    id,
    liveMode: "off",
    meta: { select: "id, reference, job_name" },
  });
  if (query.isError)
    return <Alert type="error" showIcon message={errorMessage(query.error) ?? t("resources.kanban.missionNotFound")} />;
  // The board reads by the route's id at once, beside the mission's head (no waterfall).
  return (
    <section aria-labelledby="mission-applications-title">
      <Typography.Title level={2} id="mission-applications-title" style={{ fontSize: 18 }}>
        {t("resources.kanban.title")}
        {mission ? ` — ${mission.reference} · ${mission.job_name}` : ""}
      </Typography.Title>
      {query.isLoading ? <Skeleton active paragraph={{ rows: 0 }} /> : null}
      {!query.isLoading && !mission ? (
        <Alert type="error" showIcon message={t("resources.kanban.missionNotFound")} />
      ) : (
        <ApplicationsKanban missionId={id} roles={user?.roles ?? []} />
      )}
    </section>
  );
};
