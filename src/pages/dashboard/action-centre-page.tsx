// /dashboard/action-center (docs/rules/action-centre.md#queues): the user's queues grouped by severity with their
// counts, each item linking to the screen that resolves it, snooze and dismiss; then the key
// figures of the user's scope; above them the service notes addressed to the user until read,
// and below, for who publishes them, the service notes. The queues come from the boot prefetch (action-centre-read.ts).
import { useList } from "@refinedev/core";
import { Alert, Flex, Space, Tag, Typography } from "antd";
import { PageTitle } from "../../components/page-title.tsx";
import { ServiceNotesBanner } from "../../components/notes/service-notes-banner.tsx";
import { ServiceNotesCard } from "../../components/notes/service-notes-card.tsx";
import { t } from "../../i18n/index.ts";
import { ACTION_CENTRE_READ } from "./action-centre-read.ts";
import { groupBySeverity, type ActionItem } from "./action-centre.utils.ts";
import { KeyFigures } from "./key-figures.tsx";
import { QueueCard, SEVERITY_COLORS } from "./queue-card.tsx";

export const ActionCentrePage = () => {
  const { result, query } = useList<ActionItem>({ ...ACTION_CENTRE_READ, liveMode: "off" });
  const groups = groupBySeverity(result?.data ?? []);

  return (
    <Flex vertical gap={16}>
      <div>
        <PageTitle>{t("actionCentre.title")}</PageTitle>
        <Typography.Text type="secondary">{t("actionCentre.subtitle")}</Typography.Text>
      </div>
      <ServiceNotesBanner />
      {/* The pay cut-off banner (the pay area's SQL function) takes its place here. */}
      {query.isError ? (
        <Alert type="error" showIcon message={t("actionCentre.loadError")} />
      ) : query.isLoading ? (
        <Typography.Text aria-busy="true">{t("app.loading")}</Typography.Text>
      ) : groups.length === 0 ? (
        <Alert type="success" showIcon message={t("actionCentre.empty")} />
      ) : (
        <>
          <Space wrap aria-label={t("actionCentre.title")} role="list">
            {groups.map((g) => (
              <Tag key={g.severity} color={SEVERITY_COLORS[g.severity]} role="listitem">
                {t("actionCentre.severityCount", { label: t(`actionCentre.severities.${g.severity}`), count: g.count })}
              </Tag>
            ))}
          </Space>
          {groups.map((g) => (
            <section key={g.severity} aria-labelledby={`severity-${g.severity}`}>
              <Typography.Title level={3} id={`severity-${g.severity}`} style={{ fontSize: 18 }}>
                {t(`actionCentre.severities.${g.severity}`)} ({g.count})
              </Typography.Title>
              <Flex vertical gap={12}>
                {g.queues.map((queue) => (
                  <QueueCard key={`${queue.severity}:${queue.rule}`} queue={queue} />
                ))}
              </Flex>
            </section>
          ))}
        </>
      )}
      <ServiceNotesCard />
      <KeyFigures />
    </Flex>
  );
};
