// The pay-tracking list's columns and export, from the shared builders.
import { Link } from "react-router";
import { enumTagColumn, moneyColumn, textColumn, type ColumnContext } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import type { ExportColumn } from "../../src/lib/export/table-export.ts";
import { PAY_STATUS_STYLE } from "./constants.ts";
import { talentName } from "./format.ts";
import { periodLabel } from "../../src/lib/dates/period-label.ts";
import type { PayListRow } from "./types.ts";
import { formatHours } from "../../src/lib/hours/format.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").payTrackingFr.fields) => t(`resources.payTracking.fields.${key}`);

export const payColumns = (ctx: ColumnContext) => [
  textColumn<PayListRow>(
    "talent_id",
    {
      title: f("talent"),
      sortable: false,
      render: (row) => <Link to={`/pay-tracking/${row.id}`}>{talentName(row.talent)}</Link>,
    },
    ctx,
  ),
  textColumn<PayListRow>(
    "period_start",
    { title: f("period"), render: (row) => periodLabel(row.period_start, row.period_end) },
    ctx,
  ),
  enumTagColumn<PayListRow, PayListRow["status"]>("status", { title: f("status"), style: PAY_STATUS_STYLE }, ctx),
  textColumn<PayListRow>(
    "contract_keys",
    { title: f("contracts"), sortable: false, render: (row) => row.contract_keys.join(", ") || "—" },
    ctx,
  ),
  textColumn<PayListRow>("hours_normal", { title: f("hoursNormal"), render: (r) => formatHours(r.hours_normal) }, ctx),
  textColumn<PayListRow>("hours_ot25", { title: f("hoursOt25"), render: (r) => formatHours(r.hours_ot25) }, ctx),
  textColumn<PayListRow>("hours_ot50", { title: f("hoursOt50"), render: (r) => formatHours(r.hours_ot50) }, ctx),
  moneyColumn<PayListRow>("gross_total", { title: f("grossTotal") }, ctx),
  moneyColumn<PayListRow>("advances_deducted", { title: f("advances") }, ctx),
  moneyColumn<PayListRow>("net_to_pay", { title: f("netToPay") }, ctx),
  textColumn<PayListRow>(
    "anomaly_note",
    { title: f("anomalyNote"), sortable: false, render: (row) => row.anomaly_note ?? "" },
    ctx,
  ),
];

export const payExportColumns: ExportColumn<PayListRow>[] = [
  { header: f("talent"), value: (r) => talentName(r.talent) },
  { header: f("periodStart"), value: (r) => formatDate(r.period_start) },
  { header: f("periodEnd"), value: (r) => formatDate(r.period_end) },
  { header: f("status"), value: (r) => PAY_STATUS_STYLE[r.status]?.label },
  { header: f("contracts"), value: (r) => r.contract_keys.join(" ") },
  { header: f("hoursNormal"), value: (r) => r.hours_normal },
  { header: f("hoursOt25"), value: (r) => r.hours_ot25 },
  { header: f("hoursOt50"), value: (r) => r.hours_ot50 },
  { header: f("grossTotal"), value: (r) => r.gross_total },
  { header: f("advances"), value: (r) => r.advances_deducted },
  { header: f("netToPay"), value: (r) => r.net_to_pay },
  { header: f("anomalyNote"), value: (r) => r.anomaly_note },
];
