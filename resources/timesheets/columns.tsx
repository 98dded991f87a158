// The timesheets list's columns and export, from the shared builders.
import { Button } from "antd";
import {
  dateColumn,
  enumTagColumn,
  referenceColumn,
  textColumn,
  type ColumnContext,
} from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import type { ExportColumn } from "../../src/lib/export/table-export.ts";
import { displayName } from "../../src/lib/names/display-name.ts";
import { ownerName } from "../../src/domain/team/owner.ts";
import { TIMESHEET_STATUS_STYLE } from "./constants.ts";
import type { TimesheetListRow } from "./types.ts";
import { formatHours } from "../../src/lib/hours/format.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").timesheetsFr.fields, o?: Record<string, string | number>) =>
  t(`resources.timesheets.fields.${key}`, o);

export const talentName = (row: Pick<TimesheetListRow, "talent">) =>
  row.talent ? displayName(row.talent, { upperLastName: true }) : "—";
export const weekLabel = (row: Pick<TimesheetListRow, "iso_week" | "iso_year">) =>
  f("weekShort", { week: row.iso_week ?? "", year: row.iso_year ?? "" });

const short = (key: keyof typeof import("./i18n.fr.ts").timesheetsFr.short) => t(`resources.timesheets.short.${key}`);

/** The columns, their widths (1 160 px) fitting a 1440 px screen beside the menu; the week opens its grid in the list's drawer. */
export const timesheetColumns = (ctx: ColumnContext & { onOpen: (id: string) => void }) => [
  textColumn<TimesheetListRow>(
    "week_start",
    {
      title: f("week"),
      width: 176,
      text: (row) => `${weekLabel(row)} · ${formatDate(row.week_start)}`,
      render: (row) => {
        const week = `${weekLabel(row)} · ${formatDate(row.week_start)}`;
        return (
          <Button
            type="link"
            size="small"
            style={{ padding: 0, height: "auto" }}
            onClick={() => ctx.onOpen(row.id)}
            aria-label={t("resources.timesheets.list.open", { name: talentName(row), week })}
          >
            {week}
          </Button>
        );
      },
    },
    ctx,
  ),
  textColumn<TimesheetListRow>("contract_key", { title: f("contract"), width: 134 }, ctx),
  textColumn<TimesheetListRow>("talent", { title: f("talent"), width: 110, sortable: false, render: talentName }, ctx),
  referenceColumn<TimesheetListRow>("company", {
    title: f("company"),
    width: 104,
    to: (row) => (row.company ? `/companies/${row.company.id}` : null),
    label: (row) => row.company?.name,
  }),
  enumTagColumn<TimesheetListRow, TimesheetListRow["status"]>(
    "status",
    { title: f("status"), width: 108, style: TIMESHEET_STATUS_STYLE },
    ctx,
  ),
  textColumn<TimesheetListRow>(
    "total_hours",
    { title: f("total"), width: 80, render: (r) => formatHours(r.total_hours) },
    ctx,
  ),
  textColumn<TimesheetListRow>(
    "hours_ot25",
    { title: f("ot25"), width: 84, render: (r) => formatHours(r.hours_ot25) },
    ctx,
  ),
  textColumn<TimesheetListRow>(
    "hours_ot50",
    { title: f("ot50"), width: 84, render: (r) => formatHours(r.hours_ot50) },
    ctx,
  ),
  dateColumn<TimesheetListRow>("signature_sent_at", { title: f("sentAt"), short: short("sentAt"), width: 92 }, ctx),
  dateColumn<TimesheetListRow>("signed_at", { title: f("signedAt"), short: short("signedAt"), width: 92 }, ctx),
  textColumn<TimesheetListRow>(
    "owner",
    {
      title: f("owner"),
      short: short("owner"),
      width: 96,
      sortable: false,
      render: (row) => ownerName(row.owner) ?? "—",
    },
    ctx,
  ),
];

export const timesheetExportColumns: ExportColumn<TimesheetListRow>[] = [
  { header: f("week"), value: (r) => weekLabel(r) },
  { header: f("weekOf", { date: "" }).trim(), value: (r) => formatDate(r.week_start) },
  { header: f("contract"), value: (r) => r.contract_key },
  { header: f("talent"), value: (r) => talentName(r) },
  { header: f("company"), value: (r) => r.company?.name },
  { header: f("status"), value: (r) => TIMESHEET_STATUS_STYLE[r.status]?.label },
  { header: f("total"), value: (r) => r.total_hours },
  { header: f("normal"), value: (r) => r.hours_normal },
  { header: f("ot25"), value: (r) => r.hours_ot25 },
  { header: f("ot50"), value: (r) => r.hours_ot50 },
  { header: f("sentAt"), value: (r) => formatDate(r.signature_sent_at) },
  { header: f("signedAt"), value: (r) => formatDate(r.signed_at) },
  { header: f("round"), value: (r) => r.signature_round },
  { header: f("owner"), value: (r) => ownerName(r.owner) },
];
