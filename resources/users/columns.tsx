// The users list's columns and export.
import { Space, Tag } from "antd";
import { dateColumn, textColumn, type ColumnContext } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import type { ExportColumn } from "../../src/lib/export/table-export.ts";
import type { AppRole } from "../../src/lib/roles/roles.ts";
import type { UserAccountRow } from "./types.ts";
import { enumLabel } from "../../src/lib/enums/labels.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").usersFr.fields) => t(`resources.users.fields.${key}`);
const nameOf = (r: UserAccountRow) => [r.first_name, r.last_name].filter(Boolean).join(" ") || "—";
const memberOf = (r: UserAccountRow) =>
  t(`resources.users.member.${r.offboarded_at ? "offboarded" : r.is_team_member ? "yes" : "no"}`);

export const userColumns = (ctx: ColumnContext) => [
  textColumn<UserAccountRow>("last_name", { title: f("name"), render: nameOf }, ctx),
  textColumn<UserAccountRow>("email", { title: f("email") }, ctx),
  textColumn<UserAccountRow>(
    "roles",
    {
      title: f("roles"),
      sortable: false,
      render: (r) =>
        r.roles?.length ? (
          <Space size={[0, 4]} wrap>
            {r.roles.map((role: AppRole) => (
              <Tag key={role}>{enumLabel("app_role", role)}</Tag>
            ))}
          </Space>
        ) : (
          "—"
        ),
    },
    ctx,
  ),
  textColumn<UserAccountRow>("is_team_member", { title: f("member"), render: memberOf }, ctx),
  textColumn<UserAccountRow>("management_level", { title: f("level") }, ctx),
  dateColumn<UserAccountRow>("created_at", { title: f("createdAt") }, ctx),
  dateColumn<UserAccountRow>("last_sign_in_at", { title: f("lastSignIn"), format: "DD/MM/YYYY HH:mm" }, ctx),
];

export const userExportColumns: ExportColumn<UserAccountRow>[] = [
  { header: f("name"), value: nameOf },
  { header: f("email"), value: (r) => r.email },
  { header: f("roles"), value: (r) => (r.roles ?? []).map((role: AppRole) => enumLabel("app_role", role)).join(", ") },
  { header: f("member"), value: memberOf },
  { header: f("level"), value: (r) => r.management_level },
  { header: f("createdAt"), value: (r) => r.created_at?.slice(0, 10) },
  { header: f("lastSignIn"), value: (r) => r.last_sign_in_at?.slice(0, 16).replace("T", " ") },
];
