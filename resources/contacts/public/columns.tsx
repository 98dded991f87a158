// The contacts list's columns (also the company's contacts tab) and export.
import { Space } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PersonAvatar } from "../../../src/session/avatar/person-avatar.tsx";
import {
  enumTagColumn,
  referenceColumn,
  textColumn,
  type ColumnContext,
} from "../../../src/components/table/columns.tsx";
import { t } from "../../../src/i18n/index.ts";
import type { ExportColumn } from "../../../src/lib/export/table-export.ts";
import { displayName } from "../../../src/lib/names/display-name.ts";
import { formatPhone } from "../../../src/lib/phone/format-phone.ts";
import { CONTACT_ROLE_STYLE, CONTACT_STATUS_STYLE } from "../../../src/domain/contacts/constants.ts";
import type { ContactRow } from "../../../src/domain/contacts/types.ts";

const f = (key: keyof typeof import("../i18n.fr.ts").contactsFr.fields) => t(`resources.contacts.fields.${key}`);

/**
 * `roles`: how the roles cell renders — tags (the default), or the company tab's inline editor.
 */
export const contactColumns = (
  ctx: ColumnContext,
  { withCompany = true, roles }: { withCompany?: boolean; roles?: (row: ContactRow) => ReactNode } = {},
) => [
  textColumn<ContactRow>(
    "last_name",
    {
      title: f("name"),
      render: (row) => (
        <Space>
          <PersonAvatar name={displayName(row)} size="small" />
          <Link to={`/contacts/${row.id}`}>{displayName(row, { upperLastName: true })}</Link>
        </Space>
      ),
    },
    ctx,
  ),
  textColumn<ContactRow>("job_title", { title: f("jobTitle") }, ctx),
  ...(withCompany
    ? [
        referenceColumn<ContactRow>("company", {
          title: f("company"),
          to: (row) => (row.company ? `/companies/${row.company.id}` : null),
          label: (row) => row.company?.name,
        }),
      ]
    : []),
  textColumn<ContactRow>("email", { title: f("email") }, ctx),
  textColumn<ContactRow>(
    "phone_number",
    { title: f("phone"), sortable: false, render: (row) => formatPhone(row.phone_number) || "—" },
    ctx,
  ),
  roles
    ? { key: "roles", title: f("roles"), render: (_: unknown, row: ContactRow) => roles(row) }
    : enumTagColumn<ContactRow, ContactRow["roles"][number]>(
        "roles",
        { title: f("roles"), style: CONTACT_ROLE_STYLE, sortable: false },
        ctx,
      ),
  enumTagColumn<ContactRow, ContactRow["status"]>("status", { title: f("status"), style: CONTACT_STATUS_STYLE }, ctx),
];

export const contactExportColumns: ExportColumn<ContactRow>[] = [
  { header: f("lastName"), value: (r) => r.last_name },
  { header: f("firstName"), value: (r) => r.first_name },
  { header: f("jobTitle"), value: (r) => r.job_title },
  { header: f("company"), value: (r) => r.company?.name },
  { header: f("email"), value: (r) => r.email },
  { header: f("phone"), value: (r) => r.phone_number },
  { header: f("roles"), value: (r) => r.roles.map((role) => CONTACT_ROLE_STYLE[role]?.label ?? role).join(", ") },
  { header: f("status"), value: (r) => CONTACT_STATUS_STYLE[r.status]?.label },
];
