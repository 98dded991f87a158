// « Références » on a talent's page and, compact, in an application's drawer: the talent's
// reference checks (referee, status as the requests' list names it, outcome, summary, the day the
// call was made), each opening the check in the requests' drawer where it moves on; and
// « Demander une prise de références », the request module's create form with the talent
// pre-filled (and, in an application's drawer, the check recording that application). Shown to the roles that read reference checks (the others would see an empty list
// that is not one).
import { useCan, useList } from "@refinedev/core";
import { Alert, Card, Empty, Space, Table, Typography } from "antd";
import type { ColumnType } from "antd/es/table";
import { lazy } from "react";
import { Link } from "react-router";
import { LazyModalButton } from "../../../src/components/form/lazy-modal-button.tsx";
import { EnumTag } from "../../../src/components/table/columns.tsx";
import { t } from "../../../src/i18n/index.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { errorMessage } from "../../../src/lib/errors/error-message.ts";
import { useRequestType, useStatusStyle } from "../../requests/hooks.ts";
import { REFERENCE_CHECK_OUTCOME_STYLE } from "../constants.ts";
import { talentReferenceChecksList, type ReferenceCheckSummary } from "../read.ts";
import { referenceCheckLink } from "../references.utils.ts";

const loadCreate = () => import("../create-modal.tsx");
const CreateModal = lazy(() => loadCreate().then((m) => ({ default: m.ReferenceCheckCreateModal })));

const s = (key: keyof typeof import("../i18n.fr.ts").referenceChecksFr.section) =>
  t(`resources.referenceChecks.section.${key}`);
const c = (key: keyof typeof import("../i18n.fr.ts").referenceChecksFr.columns) =>
  t(`resources.referenceChecks.columns.${key}`);

export const ReferenceChecksCard = ({
  talentId,
  applicationId,
  compact = false,
}: {
  talentId: string;
  /** the application the card is shown with: a check asked here records it */
  applicationId?: string;
  compact?: boolean;
}) => {
  const { data: canRead } = useCan({ resource: "reference_check", action: "list" });
  const { data: canCreate } = useCan({ resource: "reference_check", action: "create" });
  const readable = !!canRead?.can;
  const { result, query } = useList<ReferenceCheckSummary>(talentReferenceChecksList(talentId, readable));
  const statuses = useStatusStyle(useRequestType("reference_check"));
  if (canRead && !canRead.can) return null;
  const loading = !canRead || query.isLoading;

  const columns: ColumnType<ReferenceCheckSummary>[] = [
    {
      key: "referee",
      title: c("referee"),
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Link to={referenceCheckLink(row.id)}>
            {row.referee_name ?? t("resources.referenceChecks.columns.referee")}
          </Link>
          {row.referee_company ? <Typography.Text type="secondary">{row.referee_company}</Typography.Text> : null}
        </Space>
      ),
    },
    { key: "status", title: c("status"), render: (_, row) => <EnumTag value={row.status} style={statuses} /> },
    {
      key: "outcome",
      title: c("outcome"),
      render: (_, row) => <EnumTag value={row.outcome} style={REFERENCE_CHECK_OUTCOME_STYLE} />,
    },
    ...(compact
      ? []
      : [
          {
            key: "summary",
            title: c("summary"),
            // long summaries wrap within the column instead of widening the table
            render: (_: unknown, row: ReferenceCheckSummary) => (
              <Typography.Paragraph style={{ margin: 0, minWidth: 160, maxWidth: 360 }}>
                {row.note ?? "—"}
              </Typography.Paragraph>
            ),
          },
        ]),
    {
      key: "performed_at",
      title: c("performedAt"),
      render: (_, row) => (row.performed_at ? formatDate(row.performed_at) : "—"),
    },
  ];

  return (
    <Card title={s("title")} size={compact ? "small" : "default"} role="region" aria-label={s("title")}>
      {canCreate?.can ? (
        <div style={{ marginBottom: 12 }}>
          <LazyModalButton
            modal={CreateModal}
            modalProps={{ talentId, applicationId, onCreated: () => void query.refetch() }}
            preload={loadCreate}
          >
            {s("create")}
          </LazyModalButton>
        </div>
      ) : null}
      {query.isError ? (
        <Alert type="error" showIcon message={s("error")} description={errorMessage(query.error)} />
      ) : (
        <Table<ReferenceCheckSummary>
          rowKey="id"
          size={compact ? "small" : "middle"}
          loading={loading}
          dataSource={result.data}
          columns={columns}
          pagination={false}
          // at 375 px the table scrolls within the card, the page does not
          scroll={{ x: "max-content" }}
          // no « Aucune prise de références » under the spinner: not known yet
          locale={{ emptyText: loading ? <span /> : <Empty description={s("empty")} /> }}
        />
      )}
    </Card>
  );
};
