// The statements' filter form ⇄ Refine filters (kept in the URL): a month (`YYYY-MM`, read as its
// first day), statuses, a client company.
import type { CrudFilters } from "@refinedev/core";
import type { FilterCodec } from "../../src/components/table/filter-bar.tsx";
import { filterIf, valueOf } from "../../src/components/table/filter-codec.ts";
import { monthToPeriodStart } from "../../src/lib/dates/month.ts";

export type StatementFilterValues = { month?: string; status?: string[]; company_id?: string };

export const statementFilterCodec: FilterCodec<StatementFilterValues> = {
  toFilters: (v): CrudFilters => [
    ...filterIf("month", "eq", monthToPeriodStart(v.month)),
    ...filterIf("status", "in", v.status?.length ? v.status : undefined),
    ...filterIf("company_id", "eq", v.company_id),
  ],
  fromFilters: (f) => ({
    month: valueOf<string>(f, "month", "eq")?.slice(0, 7),
    status: valueOf<string[]>(f, "status", "in"),
    company_id: valueOf<string>(f, "company_id", "eq"),
  }),
};
