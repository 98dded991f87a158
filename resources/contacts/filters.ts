// The contacts list's filter form ⇄ Refine filters (kept in the URL).
import { filterIf, valueOf } from "../../src/components/table/filter-codec.ts";
import type { FilterCodec } from "../../src/components/table/filter-bar.tsx";
import { normalizeSearch } from "../../src/lib/search/normalize.ts";

export type ContactFilterValues = { q?: string; company_id?: string; status?: string[] };

export const contactFilterCodec: FilterCodec<ContactFilterValues> = {
  toFilters: (v) => [
    ...filterIf("search_text", "contains", v.q ? normalizeSearch(v.q) : undefined),
    ...filterIf("company_id", "eq", v.company_id),
    ...filterIf("status", "in", v.status),
  ],
  fromFilters: (f) => ({
    q: valueOf<string>(f, "search_text", "contains"),
    company_id: valueOf<string>(f, "company_id", "eq"),
    status: valueOf<string[]>(f, "status", "in"),
  }),
};
