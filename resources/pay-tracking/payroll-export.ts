// The payroll file of a period (docs/payroll-export.md): one line per talent, element code
// and rate, from public.pay_export_lines, as CSV (`;`, decimal comma, UTF-8 with BOM, CRLF)
// or XLSX (numbers as numbers). Column names are stable identifiers a payroll tool (Silae-like
// "import de variables") maps once; they are not translated.
import type { Database } from "../../src/database.types.ts";
import { toCsv, toXlsx, type ExportColumn, type ExportFormat } from "../../src/lib/export/table-export.ts";

export type PayExportLine = Database["public"]["Functions"]["pay_export_lines"]["Returns"][number];
type Category = PayExportLine["category"];

/** GAIN adds to the pay, RETENUE is deducted from the net, INFO carries no amount. */
export const directionOf = (category: Category): "GAIN" | "RETENUE" | "INFO" =>
  category === "deduction" ? "RETENUE" : category === "info" ? "INFO" : "GAIN";

const decimal = (value: number | null | undefined, digits: number): string =>
  value === null || value === undefined ? "" : Number(value).toFixed(digits).replace(".", ",");
const number = (value: number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

type Column = {
  header: string;
  csv: ExportColumn<PayExportLine>["value"];
  xlsx?: ExportColumn<PayExportLine>["value"];
};

export const PAYROLL_COLUMNS: readonly Column[] = [
  { header: "matricule", csv: (l) => l.talent_id },
  { header: "nom", csv: (l) => l.last_name },
  { header: "prenom", csv: (l) => l.first_name },
  { header: "periode_debut", csv: (l) => l.period_start },
  { header: "periode_fin", csv: (l) => l.period_end },
  { header: "code_element", csv: (l) => l.code },
  { header: "libelle", csv: (l) => l.label },
  { header: "categorie", csv: (l) => l.category },
  { header: "sens", csv: (l) => directionOf(l.category) },
  { header: "quantite", csv: (l) => decimal(l.quantity, 2), xlsx: (l) => number(l.quantity) },
  { header: "taux", csv: (l) => decimal(l.rate, 4), xlsx: (l) => number(l.rate) },
  { header: "montant", csv: (l) => decimal(l.amount, 2), xlsx: (l) => number(l.amount) },
  { header: "contrats", csv: (l) => l.contract_keys },
  { header: "lot_export", csv: (l) => l.batch_id },
];

const columnsFor = (format: ExportFormat): ExportColumn<PayExportLine>[] =>
  PAYROLL_COLUMNS.map((c) => ({ header: c.header, value: format === "xlsx" ? (c.xlsx ?? c.csv) : c.csv }));

export const payrollCsv = (lines: readonly PayExportLine[]): string => toCsv(columnsFor("csv"), lines);

export const payrollXlsx = (lines: readonly PayExportLine[], periodStart: string): Promise<ArrayBuffer> =>
  toXlsx(columnsFor("xlsx"), lines, `Paie ${periodStart.slice(0, 7)}`);

/** `paie-2026-05.csv`: one file per period. */
export const payrollFileName = (periodStart: string, format: ExportFormat): string =>
  `paie-${periodStart.slice(0, 7)}.${format}`;

/** A controlled pay the export left out (public.export_pay_period's `left_out`): who, and why in French. */
export type LeftOutPay = { pay_tracking_id: string; talent_id: string; talent_name: string; reason: string };

/** public.export_pay_period's answer: the pays exported (each with lines in the file), the batches, those left out. */
export type PayrollExportResult = {
  exported: number;
  not_exported: number;
  batch_ids: string[];
  left_out?: LeftOutPay[];
};
