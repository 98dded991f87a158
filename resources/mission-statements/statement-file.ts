// The relevé's file (R1251-8): the establishment's mentions (name, address, main activity, SIRET)
// and, for each temp, name, NIR, postal code of residence, nationality, qualification, the
// mission's place when it differs, its start (and end when it ended during the month) and the
// month's gross pay. A workbook of two sheets, or a PDF table titled with the establishment.
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { monthName } from "../../src/lib/dates/month.ts";
import { toPdf } from "../../src/lib/export/table-pdf.ts";
import { toXlsxBook, xlsxSheet, type ExportColumn, type ExportFormat } from "../../src/lib/export/table-export.ts";
import { formatMoney } from "../../src/lib/money/format.ts";
import type { ExportLine, StatementRow } from "./types.ts";

const l = (key: keyof typeof import("./i18n.fr.ts").missionStatementsFr.line) =>
  t(`resources.missionStatements.line.${key}`);
const sh = (key: keyof typeof import("./i18n.fr.ts").missionStatementsFr.sheet) =>
  t(`resources.missionStatements.sheet.${key}`);
const s = (key: keyof typeof import("./i18n.fr.ts").missionStatementsFr.show, vars?: Record<string, string>) =>
  t(`resources.missionStatements.show.${key}`, vars);
const day = (value: string | null) => (value ? formatDate(value) : "");

/** The lines' columns; `money` writes the gross as a number (a spreadsheet) or as text (a PDF). */
export const lineColumns = (money: "number" | "text"): ExportColumn<ExportLine>[] => [
  { header: l("lastName"), value: (r) => r.last_name },
  { header: l("firstName"), value: (r) => r.first_name },
  { header: l("nir"), value: (r) => r.nir ?? "" },
  { header: l("postalCode"), value: (r) => r.residence_postal_code ?? "" },
  { header: l("nationality"), value: (r) => r.nationality ?? "" },
  { header: l("qualification"), value: (r) => r.qualification ?? "" },
  { header: l("workPlace"), value: (r) => r.work_place ?? "" },
  { header: l("start"), value: (r) => day(r.start_date) },
  { header: l("end"), value: (r) => day(r.end_date) },
  { header: l("gross"), value: (r) => (money === "number" ? Number(r.gross) : formatMoney(Number(r.gross))) },
];

type Mention = { field: string; value: string };
const establishment = (st: StatementRow): Mention[] => [
  { field: sh("month"), value: monthName(st.month) },
  { field: sh("company"), value: st.company_name },
  { field: s("establishment"), value: st.site_name ?? "" },
  { field: s("address"), value: st.site_address ?? "" },
  { field: s("activity"), value: st.activity ?? "" },
  { field: t("resources.missionStatements.columns.siret"), value: st.site_siret ?? "" },
  { field: s("siren"), value: st.siren ?? "" },
];

/** The file's name: releve-missions-2026-05-<company>.<format>. */
export const statementFileName = (st: StatementRow, format: ExportFormat) =>
  `${s("file", {
    month: st.month.slice(0, 7),
    company: st.company_name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .toLowerCase(),
  })}.${format}`;

export async function statementFile(st: StatementRow, lines: ExportLine[], format: "xlsx" | "pdf") {
  if (format === "xlsx")
    return toXlsxBook([
      xlsxSheet({ name: sh("lines"), columns: lineColumns("number"), rows: lines }),
      xlsxSheet<Mention>({
        name: sh("establishment"),
        columns: [
          { header: sh("field"), value: (m) => m.field },
          { header: sh("value"), value: (m) => m.value },
        ],
        rows: establishment(st),
      }),
    ]);
  return toPdf(lineColumns("text"), lines, {
    title: s("pdfTitle", { month: monthName(st.month), company: st.company_name }),
    printedOn: t("components.export.printedOn", { date: formatDate(new Date().toISOString()) }),
    // the establishment's mentions (R1251-8 1°), on every page
    subtitle: establishment(st)
      .slice(2)
      .filter((m) => m.value)
      .map((m) => `${m.field} : ${m.value}`),
  });
}
