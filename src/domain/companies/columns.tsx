// The companies as a table's columns and export, from the shared builders: the companies list and
// a company group's members.
import { Link } from "react-router";
import {
  dateColumn,
  enumTagColumn,
  referenceColumn,
  textColumn,
  type ColumnContext,
} from "../../components/table/columns.tsx";
import { t } from "../../i18n/index.ts";
import { formatDate } from "../../lib/dates/dayjs.ts";
import type { ExportColumn } from "../../lib/export/table-export.ts";
import { COMPANY_STATUS_STYLE } from "./constants.ts";
import type { CompanyListRow } from "./types.ts";

const f = (key: keyof typeof import("../../../resources/companies/i18n.fr.ts").companiesFr.fields) =>
  t(`resources.companies.fields.${key}`);

export const companyColumns = (ctx: ColumnContext) => [
  textColumn<CompanyListRow>(
    "name",
    { title: f("name"), render: (row) => <Link to={`/companies/${row.id}`}>{row.name}</Link> },
    ctx,
  ),
  textColumn<CompanyListRow>("siren", { title: f("siren") }, ctx),
  enumTagColumn<CompanyListRow, CompanyListRow["status"]>(
    "status",
    { title: f("status"), style: COMPANY_STATUS_STYLE },
    ctx,
  ),
  referenceColumn<CompanyListRow>("group", {
    title: f("group"),
    to: (row) => (row.company_group ? `/company-groups/${row.company_group.id}` : null),
    label: (row) => row.company_group?.name,
  }),
  textColumn<CompanyListRow>("naf_code_label", { title: f("nafLabel"), sortable: false }, ctx),
  dateColumn<CompanyListRow>("created_at", { title: f("createdAt") }, ctx),
];

export const companyExportColumns: ExportColumn<CompanyListRow>[] = [
  { header: f("name"), value: (r) => r.name },
  { header: f("siren"), value: (r) => r.siren },
  { header: f("status"), value: (r) => COMPANY_STATUS_STYLE[r.status]?.label },
  { header: f("group"), value: (r) => r.company_group?.name },
  { header: f("nafCode"), value: (r) => r.naf_code },
  { header: f("nafLabel"), value: (r) => r.naf_code_label },
  { header: f("address"), value: (r) => r.formatted_address },
  { header: f("createdAt"), value: (r) => formatDate(r.created_at) },
];
