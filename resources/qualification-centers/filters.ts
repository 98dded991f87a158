// The qualification centres list's filter form ⇄ Refine filters (kept in the URL).
import { filterIf, valueOf } from "../../src/components/table/filter-codec.ts";
import type { FilterCodec } from "../../src/components/table/filter-bar.tsx";

export type QualificationCenterFilterValues = { q?: string; offered?: string; status?: string[] };

export const qualificationCenterFilterCodec: FilterCodec<QualificationCenterFilterValues> = {
  toFilters: (v) => [
    ...filterIf("name", "contains", v.q?.trim() || undefined),
    ...filterIf("offered_qualifications", "ina", v.offered ? [v.offered] : undefined),
    ...filterIf("status", "in", v.status),
  ],
  fromFilters: (f) => ({
    q: valueOf<string>(f, "name", "contains"),
    offered: valueOf<string[]>(f, "offered_qualifications", "ina")?.[0],
    status: valueOf<string[]>(f, "status", "in"),
  }),
};
