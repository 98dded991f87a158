// The contacts list's columns (also the company's contacts tab) and export.
import { Space } from "antd";
import { Link } from "react-router";
import { PersonAvatar } from "../../src/session/avatar/person-avatar.tsx";
import { enumTagColumn, referenceColumn, textColumn, type ColumnContext } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import type { ExportColumn } from "../../src/lib/export/table-export.ts";
import { displayName } from "../../src/lib/names/display-name.ts";
import { formatPhone } from "../../src/lib/phone/format-phone.ts";
import { CONTACT_STATUS_STYLE } from "./constants.ts";
import type { ContactRow } from "./types.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").contactsFr.fields) => t(`resources.contacts.fields.${key}`);

export const contactColumns = (ctx: ColumnContext, { withCompany = true } = {}) => [
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
  enumTagColumn<ContactRow, ContactRow["status"]>("status", { title: f("status"), style: CONTACT_STATUS_STYLE }, ctx),
];

export const contactExportColumns: ExportColumn<ContactRow>[] = [
  { header: f("lastName"), value: (r) => r.last_name },
  { header: f("firstName"), value: (r) => r.first_name },
  { header: f("jobTitle"), value: (r) => r.job_title },
  { header: f("company"), value: (r) => r.company?.name },
  { header: f("email"), value: (r) => r.email },
  { header: f("phone"), value: (r) => r.phone_number },
  { header: f("status"), value: (r) => CONTACT_STATUS_STYLE[r.status]?.label },
];
