// The /applications columns and export.
import { Tag } from "antd";
import { Link } from "react-router";
import {
  dateColumn,
  enumTagColumn,
  referenceColumn,
  textColumn,
  type ColumnContext,
  type EnumStyle,
} from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import type { ExportColumn } from "../../src/lib/export/table-export.ts";
import { displayName } from "../../src/lib/names/display-name.ts";
import type { ApplicationRow } from "./types.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").applicationsFr.fields) => t(`resources.applications.fields.${key}`);

export type ApplicationStyles = {
  stages: EnumStyle<string>;
  sources: EnumStyle<string>;
  reasons: EnumStyle<string>;
};

const missionLabel = (row: ApplicationRow) =>
  row.mission ? `${row.mission.reference} — ${row.mission.job_name}` : null;

export const applicationColumns = (styles: ApplicationStyles, ctx: ColumnContext) => [
  textColumn<ApplicationRow>(
    "talent",
    {
      title: f("talent"),
      sortable: false,
      render: (row) =>
        row.talent ? (
          <Link to={`/talents/${row.talent.id}`}>{displayName(row.talent, { upperLastName: true })}</Link>
        ) : (
          "—"
        ),
    },
    ctx,
  ),
  referenceColumn<ApplicationRow>("mission", {
    title: f("mission"),
    to: (row) => (row.mission ? `/missions/${row.mission.id}/applications` : null),
    label: missionLabel,
  }),
  referenceColumn<ApplicationRow>("company", {
    title: f("company"),
    to: (row) => (row.mission?.company ? `/companies/${row.mission.company.id}` : null),
    label: (row) => row.mission?.company?.name,
  }),
  enumTagColumn<ApplicationRow, string>("stage", { title: f("stage"), style: styles.stages }, ctx),
  textColumn<ApplicationRow>(
    "is_rejected",
    {
      title: f("rejected"),
      render: (row) =>
        row.is_rejected ? (
          <Tag color="red">{styles.reasons[row.rejection_reason ?? ""]?.label ?? t("resources.applications.yes")}</Tag>
        ) : (
          t("resources.applications.no")
        ),
    },
    ctx,
  ),
  enumTagColumn<ApplicationRow, string>("source", { title: f("source"), style: styles.sources }, ctx),
  textColumn<ApplicationRow>(
    "owner",
    { title: f("owner"), sortable: false, render: (row) => (row.owner ? displayName(row.owner) : "—") },
    ctx,
  ),
  dateColumn<ApplicationRow>("created_at", { title: f("createdAt") }, ctx),
];

export const applicationExportColumns = (styles: ApplicationStyles): ExportColumn<ApplicationRow>[] => [
  { header: f("talent"), value: (r) => (r.talent ? displayName(r.talent) : "") },
  { header: f("mission"), value: (r) => missionLabel(r) },
  { header: f("company"), value: (r) => r.mission?.company?.name },
  { header: f("stage"), value: (r) => styles.stages[r.stage]?.label ?? r.stage },
  {
    header: f("rejected"),
    value: (r) => (r.is_rejected ? t("resources.applications.yes") : t("resources.applications.no")),
  },
  { header: f("rejectionReason"), value: (r) => (r.rejection_reason ? styles.reasons[r.rejection_reason]?.label : "") },
  { header: f("source"), value: (r) => styles.sources[r.source]?.label ?? r.source },
  { header: f("owner"), value: (r) => (r.owner ? displayName(r.owner) : "") },
  { header: f("createdAt"), value: (r) => r.created_at },
];
