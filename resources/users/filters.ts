// The users list's filter form ⇄ Refine filters (kept in the URL).
import { filterIf, hasFilter, valueOf } from "../../src/components/table/filter-codec.ts";
import type { FilterCodec } from "../../src/components/table/filter-bar.tsx";
import { normalizeSearch } from "../../src/lib/search/normalize.ts";

export type UserFilterValues = { q?: string; role?: string; is_team_member?: boolean | null };

export const userFilterCodec: FilterCodec<UserFilterValues> = {
  toFilters: (v) => [
    ...filterIf("search_text", "contains", v.q ? normalizeSearch(v.q) : undefined),
    ...filterIf("roles", "ina", v.role ? [v.role] : undefined),
    ...(v.is_team_member === undefined || v.is_team_member === null
      ? []
      : filterIf("is_team_member", "eq", v.is_team_member)),
  ],
  fromFilters: (f) => ({
    q: valueOf<string>(f, "search_text", "contains"),
    role: valueOf<string[]>(f, "roles", "ina")?.[0],
    is_team_member: hasFilter(f, "is_team_member", "eq") ? valueOf<boolean>(f, "is_team_member", "eq") : undefined,
  }),
};
