// /mission-statements/:id: one establishment's relevé for one month — its mentions (R1251-8 1°),
// what lacks before it can be sent, its temps, and accounting's actions; once sent, final.
import { useInvalidate, usePermissions, useShow } from "@refinedev/core";
import { Alert, Card, Descriptions, Skeleton, Space } from "antd";
import { Link, useParams } from "react-router";
import { PageTitle } from "../../src/components/page-title.tsx";
import { isOutOfReach, RecordOutOfReach } from "../../src/components/record-out-of-reach.tsx";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { monthName } from "../../src/lib/dates/month.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { formatMoney } from "../../src/lib/money/format.ts";
import { mayDo } from "../../src/lib/permissions/action-rights.ts";
import { StatementActions } from "./actions.tsx";
import { siteLabel, STATEMENT_STATUS_STYLE } from "./columns.tsx";
import { LinesCard } from "./lines-card.tsx";
import type { StatementRow } from "./types.ts";

const s = (key: keyof typeof import("./i18n.fr.ts").missionStatementsFr.show, vars?: Record<string, string>) =>
  t(`resources.missionStatements.show.${key}`, vars);
const c = (key: keyof typeof import("./i18n.fr.ts").missionStatementsFr.columns) =>
  t(`resources.missionStatements.columns.${key}`);
const at = (value: string | null) => (value ? formatDate(value, "DD/MM/YYYY HH:mm") : "—");

export const MissionStatementShow = () => {
  const { id } = useParams();
  const { query } = useShow<StatementRow>({ resource: "mission_statement", id, meta: { select: "*" } });
  const { data: roles } = usePermissions<string[]>({});
  const invalidate = useInvalidate();
  const statement = query.data?.data;

  if (query.isLoading) return <Skeleton active />;
  if (query.isError || !statement)
    return (
      <>
        <PageTitle>{t("routes.missionStatementDetail")}</PageTitle>
        {query.isError && !isOutOfReach(query.error) ? (
          <Alert type="error" showIcon message={t("components.list.error")} description={errorMessage(query.error)} />
        ) : (
          <RecordOutOfReach backTo="/mission-statements" backLabel={s("back")} />
        )}
      </>
    );

  // the statement and its lines (another resource) are read again after each action
  const refetch = () => {
    void query.refetch();
    void invalidate({ resource: "mission_statement_line", invalidates: ["list"] });
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Space align="center" wrap>
        <PageTitle>{`${siteLabel(statement)} · ${monthName(statement.month)}`}</PageTitle>
        <EnumTag value={statement.status} style={STATEMENT_STATUS_STYLE} />
        {statement.company_id ? <Link to={`/companies/${statement.company_id}`}>{statement.company_name}</Link> : null}
      </Space>
      {mayDo(roles ?? [], "pay.export") ? <StatementActions statement={statement} onDone={refetch} /> : null}
      {statement.status === "sent" && statement.sent_on ? (
        <Alert type="success" showIcon message={s("sentFinal", { date: formatDate(statement.sent_on) })} />
      ) : statement.anomalies.length || statement.anomaly_count ? (
        <Alert
          type="warning"
          showIcon
          message={s("anomalies")}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {statement.anomalies.map((a) => (
                <li key={a}>{a}</li>
              ))}
              {statement.anomaly_count > statement.anomalies.length ? (
                <li>
                  {t("resources.missionStatements.show.linesToFix", {
                    count: String(statement.anomaly_count - statement.anomalies.length),
                  })}
                </li>
              ) : null}
            </ul>
          }
        />
      ) : (
        <Alert type="info" showIcon message={s("noAnomaly")} />
      )}
      <Card>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: "site", label: s("establishment"), children: statement.site_name ?? statement.company_name },
            { key: "siret", label: c("siret"), children: statement.site_siret ?? "—" },
            { key: "siren", label: s("siren"), children: statement.siren ?? "—" },
            { key: "address", label: s("address"), children: statement.site_address ?? "—" },
            { key: "activity", label: s("activity"), children: statement.activity ?? "—" },
            { key: "gross", label: c("gross"), children: formatMoney(Number(statement.gross_total)) },
            { key: "prepared", label: s("prepared"), children: at(statement.prepared_at) },
            { key: "checked", label: s("checked"), children: at(statement.checked_at) },
            { key: "sent", label: s("sent"), children: statement.sent_on ? formatDate(statement.sent_on) : "—" },
          ]}
        />
      </Card>
      <LinesCard statementId={statement.id} />
    </Space>
  );
};
