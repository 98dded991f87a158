// The pools list's columns and export.
import { Tag } from "antd";
import { Link } from "react-router";
import { dateColumn, enumTagColumn, textColumn, type ColumnContext } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import type { ExportColumn } from "../../src/lib/export/table-export.ts";
import { ownerName } from "../../src/domain/team/owner.ts";
import { HIRING_POOL_STATUS_STYLE, HIRING_POOL_VISIBILITY_STYLE } from "./constants.ts";
import type { HiringPoolRow } from "./types.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").hiringPoolsFr.fields) => t(`resources.hiringPools.fields.${key}`);

export const poolTypeLabel = (isDynamic: boolean) =>
  t(isDynamic ? "resources.hiringPools.type.dynamic" : "resources.hiringPools.type.static");

export const hiringPoolColumns = (ctx: ColumnContext) => [
  textColumn<HiringPoolRow>(
    "name",
    { title: f("name"), render: (row) => <Link to={`/talents/hiring-pools/${row.id}/details`}>{row.name}</Link> },
    ctx,
  ),
  textColumn<HiringPoolRow>(
    "is_dynamic",
    {
      title: f("type"),
      render: (row) => <Tag color={row.is_dynamic ? "cyan" : "default"}>{poolTypeLabel(row.is_dynamic)}</Tag>,
    },
    ctx,
  ),
  {
    key: "member_count",
    title: f("members"),
    align: "right" as const,
    render: (_: unknown, row: HiringPoolRow) => row.member_count ?? "—",
  },
  enumTagColumn<HiringPoolRow, HiringPoolRow["visibility"]>(
    "visibility",
    { title: f("visibility"), style: HIRING_POOL_VISIBILITY_STYLE },
    ctx,
  ),
  {
    key: "owner",
    title: f("owner"),
    render: (_: unknown, row: HiringPoolRow) => ownerName(row.owner) ?? "—",
  },
  enumTagColumn<HiringPoolRow, HiringPoolRow["status"]>(
    "status",
    { title: f("status"), style: HIRING_POOL_STATUS_STYLE },
    ctx,
  ),
  dateColumn<HiringPoolRow>("updated_at", { title: f("updatedAt") }, ctx),
];

export const hiringPoolExportColumns: ExportColumn<HiringPoolRow>[] = [
  { header: f("name"), value: (r) => r.name },
  { header: f("description"), value: (r) => r.description },
  { header: f("type"), value: (r) => poolTypeLabel(r.is_dynamic) },
  { header: f("members"), value: (r) => r.member_count },
  { header: f("visibility"), value: (r) => HIRING_POOL_VISIBILITY_STYLE[r.visibility]?.label },
  { header: f("owner"), value: (r) => ownerName(r.owner) },
  { header: f("status"), value: (r) => HIRING_POOL_STATUS_STYLE[r.status]?.label },
  { header: f("createdAt"), value: (r) => r.created_at },
  { header: f("updatedAt"), value: (r) => r.updated_at },
];
