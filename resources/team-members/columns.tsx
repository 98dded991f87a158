// The team members list's columns and export.
import { Space, Tag } from "antd";
import type { ReactNode } from "react";
import { actionsColumn, dateColumn, textColumn, type ColumnContext } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import type { ExportColumn } from "../../src/lib/export/table-export.ts";
import type { TeamMemberRow } from "./types.ts";
import { enumLabel } from "../../src/lib/enums/labels.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").teamMembersFr.fields) => t(`resources.teamMembers.fields.${key}`);

/** Actif, Parti(e) or Invité(e) (no account yet). */
export const stateOf = (r: Pick<TeamMemberRow, "is_offboarded" | "auth_user_id">) =>
  r.is_offboarded ? "offboarded" : r.auth_user_id ? "active" : "invited";

const stateTag = (r: TeamMemberRow) => {
  const s = stateOf(r);
  return (
    <Tag color={s === "offboarded" ? "red" : s === "active" ? "green" : "gold"}>
      {t(`resources.teamMembers.state.${s}`)}
    </Tag>
  );
};

export const teamMemberColumns = (ctx: ColumnContext, actions?: (row: TeamMemberRow) => ReactNode) => [
  textColumn<TeamMemberRow>("full_name", { title: f("name") }, ctx),
  textColumn<TeamMemberRow>("email", { title: f("email") }, ctx),
  textColumn<TeamMemberRow>("job_title", { title: f("jobTitle") }, ctx),
  textColumn<TeamMemberRow>(
    "roles",
    {
      title: f("roles"),
      sortable: false,
      render: (r) =>
        r.roles?.length ? (
          <Space size={[0, 4]} wrap>
            {r.roles.map((role) => (
              <Tag key={role}>{enumLabel("app_role", role)}</Tag>
            ))}
          </Space>
        ) : (
          "—"
        ),
    },
    ctx,
  ),
  textColumn<TeamMemberRow>("management_level", { title: f("level"), width: 110 }, ctx),
  textColumn<TeamMemberRow>("manager_name", { title: f("manager") }, ctx),
  textColumn<TeamMemberRow>("business_unit_name", { title: f("businessUnit") }, ctx),
  textColumn<TeamMemberRow>("is_offboarded", { title: f("state"), render: stateTag }, ctx),
  dateColumn<TeamMemberRow>("offboarded_at", { title: f("offboardedAt") }, ctx),
  ...(actions ? [actionsColumn<TeamMemberRow>({ title: t("resources.teamMembers.actions"), render: actions })] : []),
];

export const teamMemberExportColumns: ExportColumn<TeamMemberRow>[] = [
  { header: f("name"), value: (r) => r.full_name },
  { header: f("email"), value: (r) => r.email },
  { header: f("jobTitle"), value: (r) => r.job_title },
  { header: f("roles"), value: (r) => (r.roles ?? []).map((role) => enumLabel("app_role", role)).join(", ") },
  { header: f("level"), value: (r) => r.management_level },
  { header: f("manager"), value: (r) => r.manager_name },
  { header: f("businessUnit"), value: (r) => r.business_unit_name },
  { header: f("state"), value: (r) => t(`resources.teamMembers.state.${stateOf(r)}`) },
  { header: f("offboardedAt"), value: (r) => r.offboarded_at?.slice(0, 10) },
];
