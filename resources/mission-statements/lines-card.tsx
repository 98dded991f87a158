// The statement's lines: each temp with the mentions of the relevé and what lacks (the NIR is not
// shown: it is read by the export only, logged).
import { useList } from "@refinedev/core";
import { Alert, Card, Table, Tag } from "antd";
import { Link } from "react-router";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { formatMoney } from "../../src/lib/money/format.ts";
import type { StatementLine } from "./types.ts";

const l = (key: keyof typeof import("./i18n.fr.ts").missionStatementsFr.line) =>
  t(`resources.missionStatements.line.${key}`);
const day = (value: string | null) => (value ? formatDate(value) : "—");

export const LinesCard = ({ statementId }: { statementId: string }) => {
  const { result, query } = useList<StatementLine>({
    resource: "mission_statement_line",
    filters: [{ field: "statement_id", operator: "eq", value: statementId }],
    sorters: [
      { field: "last_name", order: "asc" },
      { field: "first_name", order: "asc" },
    ],
    pagination: { mode: "off" },
    meta: {
      select:
        "id, talent_id, contract_id, contract_key, last_name, first_name, residence_postal_code, nationality, qualification, work_place, start_date, end_date, gross, anomalies",
    },
  });
  return (
    <Card title={t("resources.missionStatements.show.lines")}>
      {query.isError ? <Alert type="error" showIcon message={errorMessage(query.error)} /> : null}
      <Table<StatementLine>
        size="small"
        rowKey="id"
        loading={query.isLoading}
        dataSource={result.data}
        pagination={false}
        scroll={{ x: 900 }}
        columns={[
          {
            key: "name",
            title: l("name"),
            render: (_, r) => {
              const name = `${r.last_name} ${r.first_name}`;
              return r.talent_id ? <Link to={`/talents/${r.talent_id}`}>{name}</Link> : name;
            },
          },
          {
            key: "contract",
            title: l("contract"),
            render: (_, r) =>
              r.contract_id ? <Link to={`/contracts/${r.contract_id}`}>{r.contract_key}</Link> : r.contract_key,
          },
          { key: "postal", title: l("postalCode"), render: (_, r) => r.residence_postal_code ?? "—" },
          { key: "nationality", title: l("nationality"), render: (_, r) => r.nationality ?? "—" },
          { key: "qualification", title: l("qualification"), render: (_, r) => r.qualification ?? "—" },
          { key: "start", title: l("start"), render: (_, r) => day(r.start_date) },
          { key: "end", title: l("end"), render: (_, r) => day(r.end_date) },
          { key: "gross", title: l("gross"), align: "right", render: (_, r) => formatMoney(Number(r.gross)) },
          {
            key: "anomalies",
            title: l("anomalies"),
            render: (_, r) =>
              r.anomalies.length
                ? r.anomalies.map((a) => (
                    <Tag key={a} color="error" style={{ marginBottom: 4 }}>
                      {a}
                    </Tag>
                  ))
                : "—",
          },
        ]}
      />
    </Card>
  );
};
