// The sales journal of a month (docs/sales-journal.md): one line per issued invoice or credit note
// and VAT rate, from public.client_sales_journal, credit notes negative, as CSV (`;`, decimal
// comma, UTF-8 with BOM) or XLSX (numbers as numbers) for the accountant's software.
import dayjs from "dayjs";
import type { Database } from "../../src/database.types.ts";
import { toCsv, toXlsx, type ExportColumn, type ExportFormat } from "../../src/lib/export/table-export.ts";

export type JournalLine = Database["public"]["Functions"]["client_sales_journal"]["Returns"][number];

const frDate = (iso: string | null) => (iso ? dayjs(iso).format("DD/MM/YYYY") : "");
const decimal = (value: number | null) => (value === null ? "" : Number(value).toFixed(2).replace(".", ","));
const amount = (value: number | null) => (value === null ? null : Number(value));

type Column = { header: string; csv: ExportColumn<JournalLine>["value"]; xlsx?: ExportColumn<JournalLine>["value"] };

export const JOURNAL_COLUMNS: readonly Column[] = [
  { header: "Date", csv: (l) => frDate(l.issued_at) },
  { header: "Numéro", csv: (l) => l.number },
  { header: "Type", csv: (l) => (l.kind === "credit_note" ? "Avoir" : "Facture") },
  { header: "Compte client", csv: (l) => l.client_account },
  { header: "Client", csv: (l) => l.company_name },
  { header: "SIREN", csv: (l) => l.siren },
  { header: "Taux de TVA", csv: (l) => decimal(l.vat_rate), xlsx: (l) => amount(l.vat_rate) },
  { header: "Montant HT", csv: (l) => decimal(l.amount_ht), xlsx: (l) => amount(l.amount_ht) },
  { header: "TVA", csv: (l) => decimal(l.amount_tva), xlsx: (l) => amount(l.amount_tva) },
  { header: "Montant TTC", csv: (l) => decimal(l.amount_ttc), xlsx: (l) => amount(l.amount_ttc) },
  { header: "Échéance", csv: (l) => frDate(l.due_date) },
  { header: "Facture d'origine", csv: (l) => l.credited_number },
];

const columnsFor = (format: ExportFormat): ExportColumn<JournalLine>[] =>
  JOURNAL_COLUMNS.map((c) => ({ header: c.header, value: format === "xlsx" ? (c.xlsx ?? c.csv) : c.csv }));

/** The month's first and last days (`YYYY-MM` → `[from, to]`). */
export const monthBounds = (month: string): [string, string] => {
  const start = dayjs(`${month}-01`);
  return [start.format("YYYY-MM-DD"), start.endOf("month").format("YYYY-MM-DD")];
};

export const journalCsv = (lines: readonly JournalLine[]): string => toCsv(columnsFor("csv"), lines);

export const journalXlsx = (lines: readonly JournalLine[], month: string): Promise<ArrayBuffer> =>
  toXlsx(columnsFor("xlsx"), lines, `Ventes ${month}`);

/** `journal-ventes-2026-10.csv`: one file per month. */
export const journalFileName = (month: string, format: ExportFormat): string => `journal-ventes-${month}.${format}`;
