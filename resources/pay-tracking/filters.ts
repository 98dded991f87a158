// The pay-tracking list's filter form ⇄ Refine filters (kept in the URL by useTable). The period
// is a month (`YYYY-MM`) read as its first day; company and owner match the line's contracts.
import type { CrudFilters } from "@refinedev/core";
import { filterIf, hasFilter, valueOf } from "../../src/components/table/filter-codec.ts";
import type { FilterCodec } from "../../src/components/table/filter-bar.tsx";
import { monthToPeriodStart } from "../../src/lib/dates/month.ts";

export type PayFilterValues = {
  period?: string;
  status?: string[];
  talent_id?: string;
  company_id?: string;
  owner_id?: string;
  anomalies?: boolean;
};

export const payFilterCodec: FilterCodec<PayFilterValues> = {
  toFilters: (v): CrudFilters => [
    ...filterIf("period_start", "eq", monthToPeriodStart(v.period)),
    ...filterIf("status", "in", v.status),
    ...filterIf("talent_id", "eq", v.talent_id),
    ...filterIf("company_ids", "ina", v.company_id ? [v.company_id] : undefined),
    ...filterIf("owner_ids", "ina", v.owner_id ? [v.owner_id] : undefined),
    ...(v.anomalies ? filterIf("anomaly_note", "nnull", true) : []),
  ],
  fromFilters: (f) => ({
    period: valueOf<string>(f, "period_start", "eq")?.slice(0, 7),
    status: valueOf<string[]>(f, "status", "in"),
    talent_id: valueOf<string>(f, "talent_id", "eq"),
    company_id: valueOf<string[]>(f, "company_ids", "ina")?.[0],
    owner_id: valueOf<string[]>(f, "owner_ids", "ina")?.[0],
    anomalies: hasFilter(f, "anomaly_note", "nnull") || undefined,
  }),
};
