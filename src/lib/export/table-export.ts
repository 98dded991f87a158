// Export of the current filtered list: rows are fetched page by page with the
// list's own filters and sorters, reported as progress, then written as CSV or XLSX (or as a
// PDF table, table-pdf.ts, for the lists that offer one).
export type ExportFormat = "csv" | "xlsx" | "pdf";

/** One exported column: a French header and how to read the cell as plain text or number. */
export type ExportColumn<Row> = { header: string; value: (row: Row) => string | number | null | undefined };

const csvCell = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** CSV as French spreadsheets read it: `;` separator, CRLF, BOM for Excel's UTF-8 detection. */
export const toCsv = <Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): string =>
  "\uFEFF" +
  [
    columns.map((c) => csvCell(c.header)).join(";"),
    ...rows.map((row) => columns.map((c) => csvCell(c.value(row))).join(";")),
  ].join("\r\n");

/** One sheet of a workbook: its name (31 characters at most), columns and rows. */
export type XlsxSheet<Row> = { name: string; columns: readonly ExportColumn<Row>[]; rows: readonly Row[] };

/** A workbook of several sheets (a file that carries a list and its detail). */
export const toXlsxBook = async (sheets: readonly XlsxSheet<never>[]): Promise<ArrayBuffer> => {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  for (const { name, columns, rows } of sheets) {
    const sheet = workbook.addWorksheet(name.slice(0, 31));
    sheet.columns = columns.map((c) => ({ header: c.header, width: Math.max(12, c.header.length + 2) }));
    sheet.getRow(1).font = { bold: true };
    rows.forEach((row) => sheet.addRow(columns.map((c) => c.value(row) ?? null)));
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
};

/** Builds one sheet, typed by its rows (toXlsxBook takes sheets of different rows). */
export const xlsxSheet = <Row>(sheet: XlsxSheet<Row>): XlsxSheet<never> => sheet as unknown as XlsxSheet<never>;

export const toXlsx = <Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  sheetName: string,
): Promise<ArrayBuffer> => toXlsxBook([xlsxSheet({ name: sheetName, columns, rows })]);

/** Fetches every page of `total` rows; `onProgress` gets a share between 0 and 1. */
export const fetchAllPages = async <Row>(
  fetchPage: (page: number, pageSize: number) => Promise<{ data: Row[]; total: number }>,
  {
    pageSize = 1000,
    onProgress,
    signal,
  }: { pageSize?: number; onProgress?: (share: number) => void; signal?: AbortSignal } = {},
): Promise<Row[]> => {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    if (signal?.aborted) throw new DOMException("Export annulé", "AbortError");
    const { data, total } = await fetchPage(page, pageSize);
    rows.push(...data);
    onProgress?.(total ? Math.min(1, rows.length / total) : 1);
    if (data.length < pageSize || rows.length >= total) return rows;
  }
};

export const exportFileName = (base: string, format: ExportFormat, now = new Date()): string =>
  `${base}-${now.toISOString().slice(0, 10)}.${format}`;

export const MIME_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv;charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};
