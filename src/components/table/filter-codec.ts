// Builders for the common filter shapes, so a resource's filter codec states only its fields.
import type { CrudFilter, CrudFilters, LogicalFilter } from "@refinedev/core";

type CrudOperators = LogicalFilter["operator"];

const isLogical = (f: CrudFilter): f is LogicalFilter => "field" in f;

/** A filter when the value is set (non-empty string, non-empty array, boolean), else nothing. */
export const filterIf = (field: string, operator: CrudOperators, value: unknown): CrudFilters =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)
    ? []
    : [{ field, operator, value }];

/** The value of the first filter on `field` with `operator`, if any. */
export const valueOf = <T>(filters: CrudFilters, field: string, operator: CrudOperators): T | undefined =>
  filters.filter(isLogical).find((f) => f.field === field && f.operator === operator)?.value as T | undefined;

/** Whether a filter on `field` with `operator` is set (for value-less operators: null, nnull). */
export const hasFilter = (filters: CrudFilters, field: string, operator: CrudOperators): boolean =>
  filters.filter(isLogical).some((f) => f.field === field && f.operator === operator);

const NUMERIC_OPERATORS = new Set<string>(["gt", "gte", "lt", "lte"]);
const NUMBER = /^-?\d+(\.\d+)?$/;

/** A value as the URL gave it back (qs: every scalar a string, a long array an object by index). */
const reviveValue = (operator: string, value: unknown): unknown => {
  if (Array.isArray(value)) return value.map((v) => reviveValue(operator, v));
  if (typeof value === "object" && value !== null && Object.keys(value).every((key) => /^\d+$/.test(key)))
    return Object.entries(value)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, v]) => reviveValue(operator, v));
  if (typeof value !== "string") return value;
  if ((operator === "eq" || operator === "ne") && (value === "true" || value === "false")) return value === "true";
  if (NUMERIC_OPERATORS.has(operator) && NUMBER.test(value)) return Number(value);
  return value;
};

/**
 * The filters as the list wrote them, from the URL's (useTable's syncWithLocation keeps them
 * there as text): `false`, `true` and the numbers of a comparison typed again, so that a filter
 * bar restored on a reload, or on « back » to a page no longer kept alive, shows « Non » and not
 * « false ». Dates and texts stay texts.
 */
export const reviveUrlFilters = (filters: CrudFilters): CrudFilters =>
  filters.map((f) =>
    isLogical(f)
      ? ({ ...f, value: reviveValue(f.operator, f.value) } as LogicalFilter)
      : { ...f, value: reviveUrlFilters(f.value as CrudFilters) },
  ) as CrudFilters;
