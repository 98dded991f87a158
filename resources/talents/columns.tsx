// The talents list's columns, built from the shared builders; the export reads the same facts.
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
import {
  AVAILABILITY_STATUS_STYLE,
  CONTRACT_TYPE_STYLE,
  EXPERIENCE_LEVEL_STYLE,
  QUALIFICATION_STATUS_STYLE,
} from "../../src/domain/talents/constants.ts";
import { TalentNameCell, talentNameText } from "../../src/domain/talents/name-cell.tsx";
import { type TalentListRow } from "./types.ts";
import { mainJobName } from "../../src/domain/talents/jobs.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").talentsFr.fields) => t(`resources.talents.fields.${key}`);

const short = (key: keyof typeof import("./i18n.fr.ts").talentsFr.short) => t(`resources.talents.short.${key}`);

/** The columns, their widths (1 111 px, and the selection's 40) fitting a 1440 px screen beside the menu. */
export const talentColumns = (ctx: ColumnContext) => [
  textColumn<TalentListRow>(
    "last_name",
    {
      title: f("name"),
      width: 190,
      render: (row) => (
        <TalentNameCell
          compact
          id={row.id}
          person={row}
          topProfile={row.is_top_profile}
          blacklisted={!!row.blacklisted_at}
        />
      ),
      text: (row) => talentNameText(row, row.is_top_profile, !!row.blacklisted_at),
    },
    ctx,
  ),
  referenceColumn<TalentListRow>("job", {
    title: f("job"),
    width: 160,
    to: () => null,
    label: (row) => mainJobName(row),
  }),
  referenceColumn<TalentListRow>("city", {
    title: f("city"),
    width: 140,
    to: () => null,
    label: (row) => [row.address?.postal_code, row.address?.city].filter(Boolean).join(" "),
  }),
  enumTagColumn<TalentListRow, TalentListRow["qualification_status"]>(
    "qualification_status",
    {
      title: f("qualificationStatus"),
      short: short("qualificationStatus"),
      width: 110,
      style: QUALIFICATION_STATUS_STYLE,
    },
    ctx,
  ),
  enumTagColumn<TalentListRow, TalentListRow["availability_status"]>(
    "availability_status",
    { title: f("availabilityStatus"), width: 115, style: AVAILABILITY_STATUS_STYLE },
    ctx,
  ),
  enumTagColumn<TalentListRow, NonNullable<TalentListRow["experience_level"]>>(
    "experience_level",
    { title: f("experienceLevel"), short: short("experienceLevel"), width: 160, style: EXPERIENCE_LEVEL_STYLE },
    ctx,
  ),
  enumTagColumn<TalentListRow, TalentListRow["contract_types"][number]>(
    "contract_types",
    {
      title: f("contractTypes"),
      short: short("contractTypes"),
      width: 140,
      style: CONTRACT_TYPE_STYLE,
      sortable: false,
    },
    ctx,
  ),
  dateColumn<TalentListRow>("created_at", { title: f("createdAt"), width: 96 }, ctx),
];

export const talentExportColumns: ExportColumn<TalentListRow>[] = [
  { header: f("lastName"), value: (r) => r.last_name },
  { header: f("firstName"), value: (r) => r.first_name },
  { header: f("email"), value: (r) => r.email },
  { header: f("phone"), value: (r) => r.phone_number },
  { header: f("job"), value: (r) => mainJobName(r) },
  { header: f("city"), value: (r) => r.address?.city },
  { header: f("qualificationStatus"), value: (r) => QUALIFICATION_STATUS_STYLE[r.qualification_status]?.label },
  { header: f("availabilityStatus"), value: (r) => AVAILABILITY_STATUS_STYLE[r.availability_status]?.label },
  { header: f("contractTypes"), value: (r) => r.contract_types.map((c) => CONTRACT_TYPE_STYLE[c]?.label).join(", ") },
  { header: f("createdAt"), value: (r) => formatDate(r.created_at) },
];
