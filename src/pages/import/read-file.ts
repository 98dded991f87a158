// Reads an imported file into a header and rows of text: CSV with papaparse (« ; », « , » or tab,
// UTF-8 or else Windows-1252), XLSX with exceljs (the first sheet; dates as AAAA-MM-JJ). Both
// libraries are imported when a file is read, never in a list's chunk.
export type ReadFile = { headers: string[]; rows: string[][] };

/** UTF-8 when the bytes are UTF-8 (BOM dropped), else Windows-1252 (Excel's « CSV » on Windows). */
export const decodeText = (bytes: ArrayBuffer): string => {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
};

const trimRows = (table: string[][]): ReadFile => {
  const filled = table.filter((row) => row.some((cell) => cell.trim() !== ""));
  const [header = [], ...rows] = filled;
  return { headers: header.map((h, i) => h.trim() || `Colonne ${i + 1}`), rows };
};

export async function parseCsv(text: string): Promise<ReadFile> {
  const { default: Papa } = await import("papaparse");
  const result = Papa.parse<string[]>(text, { delimitersToGuess: [";", ",", "\t"], skipEmptyLines: "greedy" });
  return trimRows(result.data);
}

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const v = value as { text?: unknown; result?: unknown; richText?: Array<{ text: string }>; hyperlink?: string };
    if (v.richText) return v.richText.map((r) => r.text).join("");
    if (v.result !== undefined) return cellText(v.result);
    if (typeof v.text === "string") return v.text;
    return "";
  }
  return String(value);
};

export async function parseXlsx(bytes: ArrayBuffer): Promise<ReadFile> {
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const sheet = book.worksheets[0];
  const table: string[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as unknown[];
    table.push(values.slice(1).map(cellText));
  });
  const width = Math.max(0, ...table.map((r) => r.length));
  return trimRows(table.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? "")));
}

export const isXlsx = (name: string) => /\.xlsx$/i.test(name);
export const isCsv = (name: string) => /\.(csv|txt)$/i.test(name);

export async function readImportFile(file: File): Promise<ReadFile> {
  const bytes = await file.arrayBuffer();
  return isXlsx(file.name) ? parseXlsx(bytes) : parseCsv(decodeText(bytes));
}

/** The error file: `;`-separated, with a BOM so that Excel reads its accents. */
export async function toCsv(rows: string[][]): Promise<Blob> {
  const { default: Papa } = await import("papaparse");
  return new Blob(["\uFEFF" + Papa.unparse(rows, { delimiter: ";" })], { type: "text/csv;charset=utf-8" });
}
