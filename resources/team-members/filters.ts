// The team members list's filter form ⇄ Refine filters (kept in the URL).
import { filterIf, hasFilter, valueOf } from "../../src/components/table/filter-codec.ts";
import type { FilterCodec } from "../../src/components/table/filter-bar.tsx";
import { normalizeSearch } from "../../src/lib/search/normalize.ts";

export type TeamMemberFilterValues = {
  q?: string;
  role?: string;
  management_level?: number[];
  manager_id?: string;
  business_unit_id?: string;
  /** undefined: everyone; false: active only (the default a user picks); true: offboarded only */
  offboarded?: boolean | null;
};

export const teamMemberFilterCodec: FilterCodec<TeamMemberFilterValues> = {
  toFilters: (v) => [
    ...filterIf("search_text", "contains", v.q ? normalizeSearch(v.q) : undefined),
    // roles is an app_role[]: "contains this role"
    ...filterIf("roles", "ina", v.role ? [v.role] : undefined),
    ...filterIf("management_level", "in", v.management_level),
    ...filterIf("manager_id", "eq", v.manager_id),
    ...filterIf("business_unit_id", "eq", v.business_unit_id),
    ...(v.offboarded === undefined || v.offboarded === null ? [] : filterIf("is_offboarded", "eq", v.offboarded)),
  ],
  fromFilters: (f) => ({
    q: valueOf<string>(f, "search_text", "contains"),
    role: valueOf<string[]>(f, "roles", "ina")?.[0],
    management_level: valueOf<number[]>(f, "management_level", "in"),
    manager_id: valueOf<string>(f, "manager_id", "eq"),
    business_unit_id: valueOf<string>(f, "business_unit_id", "eq"),
    offboarded: hasFilter(f, "is_offboarded", "eq") ? valueOf<boolean>(f, "is_offboarded", "eq") : undefined,
  }),
};
