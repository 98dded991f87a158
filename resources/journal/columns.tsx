// The Journal's columns and export: when (Paris), who, what record, the action, the fields.
import { Tag } from "antd";
import { textColumn, type ColumnContext } from "../../src/components/table/columns.tsx";
import { actionLabel, actorLabel, entityLabel, formatWhen, historyLines } from "../../src/components/history/format.ts";
import { t } from "../../src/i18n/index.ts";
import type { ExportColumn } from "../../src/lib/export/table-export.ts";
import type { JournalRow } from "./types.ts";

const c = (key: "when" | "who" | "action" | "entity" | "changes") => t(`history.column.${key}`);
const who = (r: JournalRow) => actorLabel({ actor_name: r.actor_name, actor: r.actor ?? "user" });
const changesText = (r: JournalRow) =>
  historyLines(r.entity ?? "", r.changes)
    .map((l) => (r.action === "read" ? l.label : `${l.label} : ${l.before || "—"} → ${l.after || "—"}`))
    .join(" ; ");

export const journalColumns = (ctx: ColumnContext) => [
  textColumn<JournalRow>(
    "changed_at",
    { title: c("when"), width: 150, render: (r) => (r.changed_at ? formatWhen(r.changed_at) : "—") },
    ctx,
  ),
  textColumn<JournalRow>("actor_name", { title: c("who"), width: 170, render: who }, ctx),
  textColumn<JournalRow>(
    "action",
    {
      title: c("action"),
      width: 130,
      render: (r) => <Tag>{actionLabel(r.action ?? "")}</Tag>,
      text: (r) => actionLabel(r.action ?? ""),
    },
    ctx,
  ),
  textColumn<JournalRow>("entity", { title: c("entity"), width: 170, render: (r) => entityLabel(r.entity ?? "") }, ctx),
  textColumn<JournalRow>(
    "changes",
    { title: c("changes"), width: 520, sortable: false, render: changesText, text: changesText },
    ctx,
  ),
];

export const journalExportColumns: ExportColumn<JournalRow>[] = [
  { header: c("when"), value: (r) => (r.changed_at ? formatWhen(r.changed_at) : "") },
  { header: c("who"), value: who },
  { header: c("action"), value: (r) => actionLabel(r.action ?? "") },
  { header: c("entity"), value: (r) => entityLabel(r.entity ?? "") },
  { header: c("changes"), value: changesText },
];
