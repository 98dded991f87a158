// /missions/:id: the mission's header (reference, post, company, status, priority) and its tabs,
// one nested route each (docs/rules/application.md#routes); tabs read the record from the outlet context. The router
// starts the page's read and the active tab's (AppRoute.reads in index.ts) with their code; the
// page fetches the other tabs' code once the browser is idle, so that a click on a tab does not
// wait for a download.
import { useEffect } from "react";
import { Alert, Skeleton, Space, Tag, Typography } from "antd";
import { Link, Outlet, useLocation, useNavigate, useParams } from "react-router";
import { PageTitle } from "../../src/components/page-title.tsx";
import { DeleteRecordButton } from "../../src/components/undo/delete-record-button.tsx";
import { isOutOfReach, RecordOutOfReach } from "../../src/components/record-out-of-reach.tsx";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { AccessibleTabs } from "../../src/components/tabs/accessible-tabs.tsx";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { MISSION_PRIORITY_STYLE, MISSION_STATUS_STYLE } from "../../src/domain/missions/constants.ts";
import { positionsFilledText } from "./positions.utils.ts";
import { missionShowRead } from "./select.ts";
import { useRecordOpenedFromList } from "../../src/lib/data/record-from-list.ts";
import { TAB_PAGES } from "./tab-pages.ts";
import { MISSION_TABS } from "./tabs.ts";
import type { MissionRow } from "./types.ts";
import type { MissionContext } from "./mission-context.ts";

/** What the header shows, which a row of the missions lists holds: opened from it, the page shows it at once. */
const HEADER_FIELDS = [
  "reference",
  "job_name",
  "status",
  "priority",
  "is_client_order",
  "number_of_open_positions",
  "positions_left",
  "company",
];

export const MissionShow = () => {
  const { id } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // the read the router starts at navigation (AppRoute.reads): same params, same query
  // until its read answers, the row of the list it was opened from shows its header; the rest
  // renders from the whole record (`record`), once the header is on screen
  const { query, record } = useRecordOpenedFromList<MissionRow>(missionShowRead(id ?? ""), HEADER_FIELDS);
  const mission = query.data?.data;
  const tab = pathname.split("/")[3];
  const active = tab ?? "details";
  useEffect(() => {
    const warm = (tab: string) => void TAB_PAGES[tab]?.().catch(() => undefined);
    warm(active);
    const all = () => MISSION_TABS.forEach(([tab]) => warm(tab));
    if (typeof window.requestIdleCallback !== "function") return;
    const idle = window.requestIdleCallback(all, { timeout: 3_000 });
    return () => window.cancelIdleCallback(idle);
  }, [active]);
  // On the bare /missions/:id the outlet holds the index redirect to the first tab.
  const indexRedirect = tab ? null : <Outlet />;

  if (query.isLoading)
    return (
      <>
        <Skeleton active />
        {indexRedirect}
      </>
    );
  if (query.isError || !mission)
    return (
      <>
        {indexRedirect}
        <PageTitle>{t("routes.mission")}</PageTitle>
        {query.isError && !isOutOfReach(query.error) ? (
          <Alert type="error" showIcon message={t("components.list.error")} description={errorMessage(query.error)} />
        ) : (
          <RecordOutOfReach backTo="/missions/client-order" backLabel={t("components.outOfReach.backToMissions")} />
        )}
      </>
    );

  return (
    <>
      <Space align="center" wrap style={{ marginBottom: 8 }}>
        <PageTitle>{`${mission.reference} · ${mission.job_name}`}</PageTitle>
        <EnumTag value={mission.status} style={MISSION_STATUS_STYLE} />
        <EnumTag value={mission.priority} style={MISSION_PRIORITY_STYLE} />
        {mission.is_client_order ? <Tag>{positionsFilledText(mission)}</Tag> : null}
        {mission.company ? <Link to={`/companies/${mission.company.id}`}>{mission.company.name}</Link> : null}
        <Typography.Text type="secondary">
          {t(mission.is_client_order ? "routes.missionsClientOrder" : "routes.missionsTalentPooling")}
        </Typography.Text>
        {/* a draft only: a mission past it has applications and contracts that keep it */}
        {mission.status === "draft" ? (
          <DeleteRecordButton
            resource="mission"
            id={mission.id}
            label={`${mission.reference} · ${mission.job_name}`}
            listPath={mission.is_client_order ? "/missions/client-order" : "/missions/talent-pooling"}
            showPath={`/missions/${mission.id}`}
            text={t("resources.missions.deleteDraft")}
          />
        ) : null}
      </Space>
      <AccessibleTabs
        activeKey={active}
        onChange={(key) => navigate(`/missions/${mission.id}/${key}`)}
        items={MISSION_TABS.map(([key, title]) => ({ key, label: t(`routes.${title}`) }))}
      />
      {record || !tab ? (
        <Outlet
          context={{ mission: record ?? mission, refetch: () => void query.refetch() } satisfies MissionContext}
        />
      ) : (
        <Skeleton active />
      )}
    </>
  );
};
