// The contract lists' columns and export, from the shared builders.
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
import { displayName } from "../../src/lib/names/display-name.ts";
import { ownerName } from "../../src/domain/team/owner.ts";
import { CONTRACT_REASON_STYLE } from "../../src/domain/missions/constants.ts";
import { AMENDMENT_TYPE_STYLE, CONTRACT_STATUS_STYLE } from "../../src/domain/contracts/constants.ts";
import type { ContractKind } from "./list-read.ts";
import type { ContractListRow } from "./types.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").contractsFr.fields) => t(`resources.contracts.fields.${key}`);
export const contractPath = (row: { id: string; is_amendment: boolean }) =>
  `/${row.is_amendment ? "amendments" : "contracts"}/${row.id}`;
const keyLabel = (row: ContractListRow) =>
  row.is_amendment ? `${row.contract_key} · ${row.amendment_number}` : row.contract_key;

const short = (key: keyof typeof import("./i18n.fr.ts").contractsFr.short) => t(`resources.contracts.short.${key}`);

/** The columns, their widths (1 158 px for the contracts) fitting a 1440 px screen beside the menu. */
export const contractColumns = (ctx: ColumnContext, kind: ContractKind) => [
  textColumn<ContractListRow>(
    "contract_key",
    {
      title: f("contractKey"),
      width: kind === "amendments" ? 170 : 142,
      render: (row) => <Link to={contractPath(row)}>{keyLabel(row)}</Link>,
    },
    ctx,
  ),
  ...(kind === "amendments"
    ? [
        enumTagColumn<ContractListRow, NonNullable<ContractListRow["amendment_type"]>>(
          "amendment_type",
          { title: f("amendmentType"), short: short("amendmentType"), width: 110, style: AMENDMENT_TYPE_STYLE },
          ctx,
        ),
      ]
    : []),
  referenceColumn<ContractListRow>("talent", {
    title: f("talent"),
    width: 120,
    to: (row) => (row.talent ? `/talents/${row.talent.id}` : null),
    label: (row) => (row.talent ? displayName(row.talent) : null),
  }),
  referenceColumn<ContractListRow>("company", {
    title: f("company"),
    short: short("company"),
    width: 124,
    to: (row) => (row.company ? `/companies/${row.company.id}` : null),
    label: (row) => row.company?.name,
  }),
  textColumn<ContractListRow>("job_name", { title: f("jobName"), width: 104 }, ctx),
  enumTagColumn<ContractListRow, ContractListRow["status"]>(
    "status",
    { title: f("status"), width: 112, style: CONTRACT_STATUS_STYLE },
    ctx,
  ),
  enumTagColumn<ContractListRow, NonNullable<ContractListRow["contract_reason"]>>(
    "contract_reason",
    { title: f("reason"), short: short("reason"), width: 100, style: CONTRACT_REASON_STYLE },
    ctx,
  ),
  dateColumn<ContractListRow>("start_date", { title: f("startDate"), width: 90 }, ctx),
  dateColumn<ContractListRow>("end_date", { title: f("endDate"), width: 90 }, ctx),
  moneyColumn<ContractListRow>("hourly_wage", { title: f("hourlyWage"), short: short("hourlyWage"), width: 86 }, ctx),
  textColumn<ContractListRow>(
    "owner",
    { title: f("owner"), width: 100, sortable: false, render: (row) => ownerName(row.owner) ?? "—" },
    ctx,
  ),
  dateColumn<ContractListRow>("created_at", { title: f("createdAt"), width: 90 }, ctx),
];

export const contractExportColumns: ExportColumn<ContractListRow>[] = [
  { header: f("contractKey"), value: (r) => r.contract_key },
  { header: f("amendmentNumber"), value: (r) => r.amendment_number },
  {
    header: f("amendmentType"),
    value: (r) => (r.amendment_type ? AMENDMENT_TYPE_STYLE[r.amendment_type].label : null),
  },
  { header: f("talent"), value: (r) => (r.talent ? displayName(r.talent) : null) },
  { header: f("company"), value: (r) => r.company?.name },
  { header: f("agency"), value: (r) => r.mission?.agency?.name },
  { header: f("jobName"), value: (r) => r.job_name },
  { header: f("status"), value: (r) => CONTRACT_STATUS_STYLE[r.status]?.label },
  { header: f("reason"), value: (r) => (r.contract_reason ? CONTRACT_REASON_STYLE[r.contract_reason].label : null) },
  { header: f("startDate"), value: (r) => formatDate(r.start_date) },
  { header: f("endDate"), value: (r) => formatDate(r.end_date) },
  { header: f("hourlyWage"), value: (r) => r.hourly_wage },
  { header: f("billingRate"), value: (r) => r.hourly_billing_rate },
  { header: f("owner"), value: (r) => ownerName(r.owner) },
  { header: f("createdAt"), value: (r) => formatDate(r.created_at) },
];
