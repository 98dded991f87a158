// The medical centres list's columns and export, from the shared builders.
import { Button } from "antd";
import { dateColumn, enumTagColumn, textColumn, type ColumnContext } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import type { ExportColumn } from "../../src/lib/export/table-export.ts";
import { MEDICAL_CENTER_KIND_STYLE, MEDICAL_CENTER_STATUS_STYLE } from "./constants.ts";
import type { MedicalCenterListRow } from "./types.ts";

const c = (key: keyof typeof import("../../src/domain/centers/i18n.fr.ts").centersFr.fields) =>
  t(`resources.centers.fields.${key}`);
const m = (key: keyof typeof import("./i18n.fr.ts").medicalCentersFr.fields) =>
  t(`resources.medicalCenters.fields.${key}`);

export const medicalCenterColumns = (ctx: ColumnContext, open: (id: string) => void) => [
  textColumn<MedicalCenterListRow>(
    "name",
    {
      title: c("name"),
      render: (row) => (
        <Button
          type="link"
          style={{ padding: 0 }}
          aria-label={t("resources.medicalCenters.edit.open", { name: row.name })}
          onClick={() => open(row.id)}
        >
          {row.name}
        </Button>
      ),
    },
    ctx,
  ),
  enumTagColumn<MedicalCenterListRow, MedicalCenterListRow["kind"]>(
    "kind",
    { title: m("kind"), style: MEDICAL_CENTER_KIND_STYLE },
    ctx,
  ),
  textColumn<MedicalCenterListRow>("address", { title: c("address"), sortable: false }, ctx),
  textColumn<MedicalCenterListRow>(
    "departments_covered",
    { title: m("departments"), sortable: false, render: (row) => row.departments_covered.join(", ") || "—" },
    ctx,
  ),
  textColumn<MedicalCenterListRow>("phone_number", { title: c("phone"), sortable: false }, ctx),
  enumTagColumn<MedicalCenterListRow, MedicalCenterListRow["status"]>(
    "status",
    { title: c("status"), style: MEDICAL_CENTER_STATUS_STYLE },
    ctx,
  ),
  dateColumn<MedicalCenterListRow>("created_at", { title: c("createdAt") }, ctx),
];

export const medicalCenterExportColumns: ExportColumn<MedicalCenterListRow>[] = [
  { header: c("name"), value: (r) => r.name },
  { header: m("kind"), value: (r) => MEDICAL_CENTER_KIND_STYLE[r.kind]?.label },
  { header: c("address"), value: (r) => r.address },
  { header: m("departments"), value: (r) => r.departments_covered.join(" ") },
  { header: c("phone"), value: (r) => r.phone_number },
  { header: c("email"), value: (r) => r.email },
  { header: c("status"), value: (r) => MEDICAL_CENTER_STATUS_STYLE[r.status]?.label },
  { header: c("createdAt"), value: (r) => formatDate(r.created_at) },
];
