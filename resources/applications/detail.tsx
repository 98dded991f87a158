// An application in the /applications drawer (`?open=<id>`, the spec giving no detail route):
// what the list's row says, with its links, and the talent's reference checks (compact), where a
// consultant asks one for this candidate without leaving the list, the check recording this
// application, and its notes.
import { useOne } from "@refinedev/core";
import { Alert, Card, Descriptions, Result, Space, Tag, Typography } from "antd";
import { Link } from "react-router";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { displayName } from "../../src/lib/names/display-name.ts";
import { ReferenceChecksCard } from "../reference-checks/public/references-card.tsx";
import { RecordNotes } from "../../src/session/record-notes.tsx";
import type { ApplicationStyles } from "./columns.tsx";
import { applicationListSelect } from "./select.ts";
import type { ApplicationRow } from "./types.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").applicationsFr.fields) => t(`resources.applications.fields.${key}`);
const d = (key: keyof typeof import("./i18n.fr.ts").applicationsFr.detail) => t(`resources.applications.detail.${key}`);

export const ApplicationDetail = ({ id, styles }: { id: string; styles: ApplicationStyles }) => {
  const { result: row, query } = useOne<ApplicationRow>({
    resource: "application",
    id,
    meta: { select: applicationListSelect(false) },
  });
  if (query.isLoading) return <Card loading />;
  if (query.isError)
    return <Alert type="error" showIcon message={d("error")} description={errorMessage(query.error)} />;
  if (!row?.stage) return <Result status="404" title={d("notFound")} />;
  const talent = row.talent;
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <Space wrap align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {talent ? (
            // underlined: a link inside a heading must not rely on colour alone (axe link-in-text-block)
            <Link to={`/talents/${talent.id}`} style={{ textDecoration: "underline" }}>
              {displayName(talent, { upperLastName: true })}
            </Link>
          ) : (
            d("title")
          )}
        </Typography.Title>
        <EnumTag value={row.stage} style={styles.stages} />
        {row.is_rejected ? (
          <Tag color="red">{styles.reasons[row.rejection_reason ?? ""]?.label ?? f("rejected")}</Tag>
        ) : null}
      </Space>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={f("mission")}>
          {row.mission ? (
            <Link to={`/missions/${row.mission.id}/applications`}>
              {`${row.mission.reference} — ${row.mission.job_name}`}
            </Link>
          ) : (
            "—"
          )}
        </Descriptions.Item>
        <Descriptions.Item label={f("company")}>
          {row.mission?.company ? (
            <Link to={`/companies/${row.mission.company.id}`}>{row.mission.company.name}</Link>
          ) : (
            "—"
          )}
        </Descriptions.Item>
        <Descriptions.Item label={f("source")}>
          <EnumTag value={row.source} style={styles.sources} />
        </Descriptions.Item>
        <Descriptions.Item label={f("owner")}>{row.owner ? displayName(row.owner) : "—"}</Descriptions.Item>
        <Descriptions.Item label={f("createdAt")}>{formatDate(row.created_at)}</Descriptions.Item>
      </Descriptions>
      {talent ? <ReferenceChecksCard talentId={talent.id} applicationId={row.id} compact /> : null}
      <Card title={t("components.notes.title")} size="small" role="region" aria-label={t("components.notes.title")}>
        <RecordNotes subject={{ field: "application_id", id: row.id }} />
      </Card>
    </Space>
  );
};
