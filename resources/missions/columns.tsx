// The missions lists' columns and export, from the shared builders.
import { Link } from "react-router";
import {
  dateColumn,
  enumTagColumn,
  moneyColumn,
  referenceColumn,
  textColumn,
  type ColumnContext,
} from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import type { ExportColumn } from "../../src/lib/export/table-export.ts";
import { MISSION_PRIORITY_STYLE, MISSION_STATUS_STYLE } from "../../src/domain/missions/constants.ts";
import { positionsFilled, positionsFilledText } from "./positions.utils.ts";
import type { MissionListRow } from "./types.ts";
import { ownerName } from "../../src/domain/team/owner.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").missionsFr.fields) => t(`resources.missions.fields.${key}`);

const short = (key: keyof typeof import("./i18n.fr.ts").missionsFr.short) => t(`resources.missions.short.${key}`);

/** The columns, their widths (1 140 px) fitting a 1440 px screen beside the menu. */
export const missionColumns = (ctx: ColumnContext) => [
  textColumn<MissionListRow>(
    "reference",
    { title: f("reference"), width: 142, render: (row) => <Link to={`/missions/${row.id}`}>{row.reference}</Link> },
    ctx,
  ),
  textColumn<MissionListRow>("job_name", { title: f("jobName"), short: short("jobName"), width: 118 }, ctx),
  referenceColumn<MissionListRow>("company", {
    title: f("company"),
    width: 128,
    to: (row) => (row.company ? `/companies/${row.company.id}` : null),
    label: (row) => row.company?.name,
  }),
  enumTagColumn<MissionListRow, MissionListRow["status"]>(
    "status",
    { title: f("status"), width: 112, style: MISSION_STATUS_STYLE },
    ctx,
  ),
  enumTagColumn<MissionListRow, MissionListRow["priority"]>(
    "priority",
    { title: f("priority"), width: 92, style: MISSION_PRIORITY_STYLE },
    ctx,
  ),
  dateColumn<MissionListRow>("start_date", { title: f("startDate"), width: 90 }, ctx),
  dateColumn<MissionListRow>("end_date", { title: f("endDate"), width: 90 }, ctx),
  textColumn<MissionListRow>(
    "positions_left",
    {
      title: f("positionsFilled"),
      short: short("positionsFilled"),
      width: 88,
      render: (row) => positionsFilledText(row),
    },
    ctx,
  ),
  moneyColumn<MissionListRow>("hourly_wage", { title: f("hourlyWage"), short: short("hourlyWage"), width: 86 }, ctx),
  textColumn<MissionListRow>(
    "owner",
    {
      title: f("owner"),
      short: short("owner"),
      width: 104,
      sortable: false,
      render: (row) => ownerName(row.owner) ?? "—",
    },
    ctx,
  ),
  dateColumn<MissionListRow>("created_at", { title: f("createdAt"), width: 90 }, ctx),
];

export const missionExportColumns: ExportColumn<MissionListRow>[] = [
  { header: f("reference"), value: (r) => r.reference },
  { header: f("jobName"), value: (r) => r.job_name },
  { header: f("company"), value: (r) => r.company?.name },
  { header: f("agency"), value: (r) => r.agency?.name },
  { header: f("status"), value: (r) => MISSION_STATUS_STYLE[r.status]?.label },
  { header: f("priority"), value: (r) => MISSION_PRIORITY_STYLE[r.priority]?.label },
  { header: f("startDate"), value: (r) => formatDate(r.start_date) },
  { header: f("endDate"), value: (r) => formatDate(r.end_date) },
  { header: f("positions"), value: (r) => r.number_of_open_positions },
  { header: f("positionsLeft"), value: (r) => r.positions_left },
  { header: f("positionsFilled"), value: (r) => positionsFilled(r).filled },
  { header: f("hourlyWage"), value: (r) => r.hourly_wage },
  { header: f("isPublic"), value: (r) => (r.is_public ? t("components.yesNo.yes") : t("components.yesNo.no")) },
  { header: f("owner"), value: (r) => ownerName(r.owner) },
  { header: f("createdAt"), value: (r) => formatDate(r.created_at) },
];
