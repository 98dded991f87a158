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
