// The statements' columns and the list's export; the status's French labels are the database's.
import { Link } from "react-router";
import {
  enumTagColumn,
  moneyColumn,
  textColumn,
  dateColumn,
  type ColumnContext,
} from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { enumLabel, enumStyle } from "../../src/lib/enums/labels.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { monthName } from "../../src/lib/dates/month.ts";
import type { ExportColumn } from "../../src/lib/export/table-export.ts";
import type { StatementListRow } from "./types.ts";

const c = (key: keyof typeof import("./i18n.fr.ts").missionStatementsFr.columns) =>
  t(`resources.missionStatements.columns.${key}`);

export const STATEMENT_STATUS_STYLE = enumStyle("mission_statement_status", {
  prepared: "default",
  checked: "blue",
  sent: "green",
});

/** The establishment: its name when the company has several, else the company's. */
export const siteLabel = (r: Pick<StatementListRow, "company_name" | "site_name">) =>
  r.site_name && r.site_name !== r.company_name ? `${r.company_name} · ${r.site_name}` : r.company_name;

export const statementColumns = (ctx: ColumnContext) => [
  textColumn<StatementListRow>("month", { title: c("month"), width: 130, render: (r) => monthName(r.month) }, ctx),
  textColumn<StatementListRow>(
    "company_name",
    {
      title: c("company"),
      width: 240,
      render: (r) => <Link to={`/mission-statements/${r.id}`}>{siteLabel(r)}</Link>,
      text: siteLabel,
    },
    ctx,
  ),
  textColumn<StatementListRow>("site_siret", { title: c("siret"), width: 150 }, ctx),
  textColumn<StatementListRow>("line_count", { title: c("lines"), width: 100 }, ctx),
  textColumn<StatementListRow>("anomaly_count", { title: c("anomalies"), width: 110 }, ctx),
  moneyColumn<StatementListRow>("gross_total", { title: c("gross") }, ctx),
  enumTagColumn<StatementListRow, StatementListRow["status"]>(
    "status",
    { title: c("status"), style: STATEMENT_STATUS_STYLE },
    ctx,
  ),
  dateColumn<StatementListRow>("sent_on", { title: c("sentOn") }, ctx),
];

export const statementExportColumns: ExportColumn<StatementListRow>[] = [
  { header: c("month"), value: (r) => monthName(r.month) },
  { header: c("company"), value: (r) => r.company_name },
  { header: c("site"), value: (r) => r.site_name ?? "" },
  { header: c("siret"), value: (r) => r.site_siret ?? "" },
  { header: c("lines"), value: (r) => r.line_count },
  { header: c("anomalies"), value: (r) => r.anomaly_count },
  { header: c("gross"), value: (r) => Number(r.gross_total) },
  { header: c("status"), value: (r) => enumLabel("mission_statement_status", r.status) },
  { header: c("sentOn"), value: (r) => (r.sent_on ? formatDate(r.sent_on) : "") },
];
