// The companies list's filter form ⇄ Refine filters (kept in the URL).
import { filterIf, valueOf } from "../../src/components/table/filter-codec.ts";
import type { FilterCodec } from "../../src/components/table/filter-bar.tsx";
import { normalizeSearch } from "../../src/lib/search/normalize.ts";

export type CompanyFilterValues = { q?: string; status?: string[] };

export const companyFilterCodec: FilterCodec<CompanyFilterValues> = {
  toFilters: (v) => [
    ...filterIf("search_text", "contains", v.q ? normalizeSearch(v.q) : undefined),
    ...filterIf("status", "in", v.status),
  ],
  fromFilters: (f) => ({
    q: valueOf<string>(f, "search_text", "contains"),
    status: valueOf<string[]>(f, "status", "in"),
  }),
};
