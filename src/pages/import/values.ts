// The import's row values without any rule: the mapped values of a row, dates read as written in
// France, the duplicates the database found merged. Pure (no validator:
// the benchmark runs it under Node).
import type { ImportField } from "./mapping.ts";

export type ImportValues = Partial<Record<ImportField, string>>;

export type CheckedRow = {
  /** the line in the file (the header is line 1) */
  line: number;
  /** the original columns, by header, for the error file */
  source: Record<string, string>;
  /** the values sent to the database */
  data: ImportValues;
  errors: string[];
};

/** The mapped values of one row: each column's trimmed text under its field (ignored columns dropped). */
export const mappedValues = (cells: readonly string[], mapping: ReadonlyArray<ImportField | null>): ImportValues => {
  const values: ImportValues = {};
  mapping.forEach((field, i) => {
    const value = (cells[i] ?? "").trim();
    if (field && value) values[field] = value;
  });
  return values;
};

/** JJ/MM/AAAA (or J/M/AAAA, with - or .), AAAA-MM-JJ → AAAA-MM-JJ; null when empty, undefined when not a date. */
export const parseFrenchDate = (value: string | undefined): string | null | undefined => {
  const v = (value ?? "").trim();
  if (!v) return null;
  const fr = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(v);
  const [y, m, d] = fr ? [fr[3], fr[2], fr[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d) return undefined;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d))
    return undefined;
  return `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
};

/** The rows with the database's duplicate messages added to their errors. */
export const withDuplicates = (
  rows: readonly CheckedRow[],
  found: ReadonlyArray<{ line: number; message: string }>,
): CheckedRow[] => {
  const byLine = new Map(found.map((f) => [f.line, f.message]));
  return rows.map((row) => {
    const message = byLine.get(row.line);
    return message ? { ...row, errors: [...row.errors, message] } : row;
  });
};
