// The invoice simulator's inputs, all in the query string so a simulation is shared by its
// address: `line` (repeated: title~rate~coefficient~bonus~expenses), `grid` (weeks split by
// ";", days Monday first split by "_", decimals with a comma), start, weeks, weekly, company, tdays, tmode.
// Raw strings are kept as typed; zod checks each one in French.
import { z } from "zod";
import { defaultGrid, mondayOf, type InvoiceLine, type PaymentTerms } from "../../lib/pay/invoice.ts";
import { fields, numberField } from "./url-inputs.ts";

export const MAX_WEEKS = 8;
export const DEFAULT_LINE = ["", "14,50", "2", "0", "0"] as const;
const SEP = "~";

const lineSchema = {
  // Optional: an empty title shows as "Ligne N".
  title: z.string().trim().max(80),
  payRate: fields.rate,
  coefficient: fields.coefficient,
  bonus: fields.zeroOrMore,
  expenses: fields.zeroOrMore,
};
export type LineKey = keyof typeof lineSchema;
export const LINE_KEYS = Object.keys(lineSchema) as LineKey[];

const dayHours = numberField((n) => n >= 0 && n <= 24, "calculators.invoice.errors.hours");
const weeksField = numberField(
  (n) => Number.isInteger(n) && n >= 1 && n <= MAX_WEEKS,
  "calculators.invoice.errors.weeks",
);
const termsDays = numberField((n) => Number.isInteger(n) && n >= 0 && n <= 60, "calculators.invoice.errors.termsDays");

export type RawLine = Record<LineKey, string>;
export type ParsedInputs = {
  raw: { start: string; weeks: string; weekly: string; tdays: string; lines: RawLine[]; grid: string[][] };
  errors: Record<string, string | undefined>;
  company: string | null;
  tmode: PaymentTerms["mode"];
  /** Present only when every input is valid. */
  valid: { start: string; grid: number[][]; lines: InvoiceLine[]; weeklyHours: number; termsDays: number } | null;
};

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

export const encodeLine = (line: readonly string[]): string => line.map((part) => part.replaceAll(SEP, "-")).join(SEP);
export const encodeGrid = (grid: string[][]): string => grid.map((days) => days.join("_")).join(";");
const decimal = (n: number) => String(n).replace(".", ",");

/** Reads the simulator's inputs from the address; `today` fixes the default start week. */
export const parseInvoiceInputs = (params: URLSearchParams, today: string): ParsedInputs => {
  const errors: ParsedInputs["errors"] = {};
  const start = params.get("start") ?? mondayOf(today);
  const weeks = params.get("weeks") ?? "1";
  const weekly = params.get("weekly") ?? "35";
  const tdays = params.get("tdays") ?? "30";
  const startOk = fields.date.safeParse(start);
  errors.start = message(startOk);
  const weeksOk = weeksField.safeParse(weeks);
  errors.weeks = message(weeksOk);
  const weeklyOk = fields.hours.safeParse(weekly);
  errors.weekly = message(weeklyOk);
  const tdaysOk = termsDays.safeParse(tdays);
  errors.tdays = message(tdaysOk);

  const rawLines = (params.getAll("line").length ? params.getAll("line") : [encodeLine(DEFAULT_LINE)]).map(
    (encoded) => {
      const parts = encoded.split(SEP);
      return Object.fromEntries(LINE_KEYS.map((key, i) => [key, parts[i] ?? DEFAULT_LINE[i]])) as RawLine;
    },
  );
  const lines = rawLines.map((raw, l) => {
    const parsed = {} as Record<LineKey, string | number>;
    for (const key of LINE_KEYS) {
      const r = lineSchema[key].safeParse(raw[key]);
      if (r.success) parsed[key] = r.data;
      else errors[`line.${l}.${key}`] = message(r);
    }
    return parsed as unknown as InvoiceLine;
  });

  const weekCount = weeksOk.success ? weeksOk.data : 1;
  const weeklyHours = weeklyOk.success ? weeklyOk.data : 35;
  const fallback = defaultGrid(weekCount, weeklyHours).map((days) => days.map(decimal));
  const given =
    params
      .get("grid")
      ?.split(";")
      .map((w) => w.split("_")) ?? [];
  const rawGrid = fallback.map((days, w) => days.map((h, d) => given[w]?.[d] ?? h));
  const grid = rawGrid.map((days, w) =>
    days.map((h, d) => {
      const r = dayHours.safeParse(h);
      if (!r.success) errors[`grid.${w}.${d}`] = message(r);
      return r.success ? r.data : 0;
    }),
  );

  const ok = Object.values(errors).every((e) => e === undefined);
  return {
    raw: { start, weeks, weekly, tdays, lines: rawLines, grid: rawGrid },
    errors,
    company: params.get("company"),
    tmode: params.get("tmode") === "end_of_month" ? "end_of_month" : "net",
    valid:
      ok && startOk.success && tdaysOk.success
        ? { start: mondayOf(startOk.data), grid, lines, weeklyHours, termsDays: tdaysOk.data }
        : null,
  };
};

/** A contract the simulator can start from (the fields its line needs). */
export type ContractForLine = {
  contract_key: string;
  job_name: string | null;
  hourly_wage: number | string | null;
  hourly_billing_rate: number | string | null;
  working_hours: number | string;
};

/**
 * A contract as an invoice line: its key and job as the title, its hourly pay, and the
 * coefficient of its billing rate (billing ÷ pay, 4 decimals: × pay gives the billing rate
 * back to the cent), else the fallback (the company's conditions, else the default).
 */
export const contractLine = (c: ContractForLine, fallbackCoefficient?: number): RawLine => {
  const wage = Number(c.hourly_wage ?? 0);
  const billing = Number(c.hourly_billing_rate ?? 0);
  const coefficient =
    wage > 0 && billing > 0 ? Math.round((billing / wage) * 10_000) / 10_000 : (fallbackCoefficient ?? null);
  return {
    title: [c.contract_key, c.job_name].filter(Boolean).join(" · ").replaceAll(SEP, "-").slice(0, 80),
    payRate: wage > 0 ? decimal(wage) : DEFAULT_LINE[1],
    coefficient: coefficient === null ? DEFAULT_LINE[2] : decimal(coefficient),
    bonus: "0",
    expenses: "0",
  };
};

/** The untouched default line: replaced, not kept, when lines come from contracts. */
export const isDefaultLine = (line: RawLine): boolean => LINE_KEYS.every((key, i) => line[key] === DEFAULT_LINE[i]);
