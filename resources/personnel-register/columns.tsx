// The register's columns and its two exports: the agency's own register, and the extract a client
// company adds to its register (D1221-23: « salarié temporaire », the agency's name and address).
import { Link } from "react-router";
import { dateColumn, textColumn, type ColumnContext } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { enumLabel } from "../../src/lib/enums/labels.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import type { ExportColumn } from "../../src/lib/export/table-export.ts";
import type { RegisterRow } from "./types.ts";

const c = (key: keyof typeof import("./i18n.fr.ts").personnelRegisterFr.columns) =>
  t(`resources.personnelRegister.columns.${key}`);
const day = (value: string | null) => (value ? formatDate(value) : "");
const fullName = (r: RegisterRow) => `${r.last_name} ${r.first_name}`;
const permit = (r: RegisterRow) => [r.work_permit_type, r.work_permit_number].filter(Boolean).join(" n° ");
const contractType = (r: RegisterRow) => enumLabel("contract_type", r.contract_type);

export const registerColumns = (ctx: ColumnContext) => [
  textColumn<RegisterRow>("entry_number", { title: c("number"), width: 80 }, ctx),
  textColumn<RegisterRow>("last_name", { title: c("name"), width: 190, render: fullName, text: fullName }, ctx),
  textColumn<RegisterRow>("nationality", { title: c("nationality"), width: 110 }, ctx),
  dateColumn<RegisterRow>("birth_date", { title: c("birthDate") }, ctx),
  textColumn<RegisterRow>("sex", { title: c("sex"), width: 60 }, ctx),
  textColumn<RegisterRow>("job", { title: c("job"), width: 150 }, ctx),
  textColumn<RegisterRow>(
    "contract_key",
    {
      title: c("contract"),
      width: 120,
      render: (r) =>
        r.contract_id ? <Link to={`/contracts/${r.contract_id}`}>{r.contract_key}</Link> : r.contract_key,
      text: (r) => r.contract_key,
    },
    ctx,
  ),
  dateColumn<RegisterRow>("entry_date", { title: c("entry") }, ctx),
  dateColumn<RegisterRow>("exit_date", { title: c("exit") }, ctx),
  textColumn<RegisterRow>("company_name", { title: c("company"), width: 150 }, ctx),
];

/** The agency's register, every mention. */
export const registerExportColumns: ExportColumn<RegisterRow>[] = [
  { header: c("number"), value: (r) => String(r.entry_number) },
  { header: c("lastName"), value: (r) => r.last_name },
  { header: c("firstName"), value: (r) => r.first_name },
  { header: c("nationality"), value: (r) => r.nationality ?? "" },
  { header: c("birthDate"), value: (r) => day(r.birth_date) },
  { header: c("sex"), value: (r) => r.sex ?? "" },
  { header: c("job"), value: (r) => r.job ?? "" },
  { header: c("qualification"), value: (r) => r.qualification ?? "" },
  { header: c("contractType"), value: contractType },
  { header: c("contract"), value: (r) => r.contract_key },
  { header: c("entry"), value: (r) => day(r.entry_date) },
  { header: c("exit"), value: (r) => day(r.exit_date) },
  { header: c("permit"), value: permit },
  { header: c("company"), value: (r) => r.company_name ?? "" },
  { header: c("site"), value: (r) => r.site_address ?? "" },
];

/** The extract for a client's register: its temps, said temporary, with the agency's identity. */
export const clientExtractColumns = (agency: { name: string; address: string }): ExportColumn<RegisterRow>[] => [
  { header: c("lastName"), value: (r) => r.last_name },
  { header: c("firstName"), value: (r) => r.first_name },
  { header: c("nationality"), value: (r) => r.nationality ?? "" },
  { header: c("birthDate"), value: (r) => day(r.birth_date) },
  { header: c("sex"), value: (r) => r.sex ?? "" },
  { header: c("job"), value: (r) => r.job ?? "" },
  { header: c("qualification"), value: (r) => r.qualification ?? "" },
  { header: c("entry"), value: (r) => day(r.entry_date) },
  { header: c("exit"), value: (r) => day(r.exit_date) },
  { header: c("permit"), value: permit },
  { header: c("mention"), value: () => t("resources.personnelRegister.temporaryWorker") },
  { header: c("agency"), value: () => agency.name },
  { header: c("agencyAddress"), value: () => agency.address },
];
