// The qualification centres list's columns and export, from the shared builders.
import { Link } from "react-router";
import { dateColumn, enumTagColumn, textColumn, type ColumnContext } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import type { ExportColumn } from "../../src/lib/export/table-export.ts";
import { QUALIFICATION_CENTER_STATUS_STYLE, QUALIFICATION_TYPE_STYLE } from "./constants.ts";
import type { QualificationCenterListRow } from "./types.ts";

const c = (key: keyof typeof import("../../src/domain/centers/i18n.fr.ts").centersFr.fields) =>
  t(`resources.centers.fields.${key}`);
const q = (key: keyof typeof import("./i18n.fr.ts").qualificationCentersFr.fields) =>
  t(`resources.qualificationCenters.fields.${key}`);
const offered = (row: QualificationCenterListRow) =>
  row.offered_qualifications.map((v) => QUALIFICATION_TYPE_STYLE[v]?.label ?? v).join(", ");

export const qualificationCenterColumns = (ctx: ColumnContext) => [
  textColumn<QualificationCenterListRow>(
    "name",
    { title: c("name"), render: (row) => <Link to={`/qualification-centers/${row.id}`}>{row.name}</Link> },
    ctx,
  ),
  enumTagColumn<QualificationCenterListRow, QualificationCenterListRow["training_type"]>(
    "training_type",
    { title: q("trainingType"), style: QUALIFICATION_TYPE_STYLE },
    ctx,
  ),
  textColumn<QualificationCenterListRow>(
    "offered_qualifications",
    { title: q("offered"), sortable: false, render: (row) => offered(row) || "—" },
    ctx,
  ),
  textColumn<QualificationCenterListRow>("address", { title: c("address"), sortable: false }, ctx),
  enumTagColumn<QualificationCenterListRow, QualificationCenterListRow["status"]>(
    "status",
    { title: c("status"), style: QUALIFICATION_CENTER_STATUS_STYLE },
    ctx,
  ),
  dateColumn<QualificationCenterListRow>("created_at", { title: c("createdAt") }, ctx),
];

export const qualificationCenterExportColumns: ExportColumn<QualificationCenterListRow>[] = [
  { header: c("name"), value: (r) => r.name },
  { header: q("trainingType"), value: (r) => QUALIFICATION_TYPE_STYLE[r.training_type]?.label },
  { header: q("offered"), value: (r) => offered(r) },
  { header: c("address"), value: (r) => r.address },
  { header: c("phone"), value: (r) => r.phone_number },
  { header: q("qualiopi"), value: (r) => (r.qualiopi_certified ? "Oui" : "Non") },
  { header: q("leadTime"), value: (r) => r.lead_time_days },
  { header: c("status"), value: (r) => QUALIFICATION_CENTER_STATUS_STYLE[r.status]?.label },
  { header: c("createdAt"), value: (r) => formatDate(r.created_at) },
];
