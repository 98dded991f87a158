// The missions lists' filter form ⇄ Refine filters (kept in the URL by useTable).
import type { CrudFilters } from "@refinedev/core";
import { filterIf, valueOf } from "../../src/components/table/filter-codec.ts";
import type { FilterCodec } from "../../src/components/table/filter-bar.tsx";
import { normalizeSearch } from "../../src/lib/search/normalize.ts";

export type MissionFilterValues = {
  q?: string;
  status?: string[];
  company_id?: string;
  owner_id?: string;
  job_id?: string;
  agency_id?: string;
  start_from?: string;
  start_to?: string;
  priority?: string[];
  positions_min?: number;
  is_public?: boolean | null;
};

export const missionFilterCodec: FilterCodec<MissionFilterValues> = {
  toFilters: (v): CrudFilters => [
    ...filterIf("search_text", "contains", v.q ? normalizeSearch(v.q) : undefined),
    ...filterIf("status", "in", v.status),
    ...filterIf("company_id", "eq", v.company_id),
    ...filterIf("owner_id", "eq", v.owner_id),
    ...filterIf("job_id", "eq", v.job_id),
    ...filterIf("agency_id", "eq", v.agency_id),
    ...filterIf("start_date", "gte", v.start_from),
    ...filterIf("start_date", "lte", v.start_to),
    ...filterIf("priority", "in", v.priority),
    ...filterIf("positions_left", "gte", v.positions_min),
    ...(v.is_public === undefined || v.is_public === null ? [] : filterIf("is_public", "eq", v.is_public)),
  ],
  fromFilters: (f) => ({
    q: valueOf<string>(f, "search_text", "contains"),
    status: valueOf<string[]>(f, "status", "in"),
    company_id: valueOf<string>(f, "company_id", "eq"),
    owner_id: valueOf<string>(f, "owner_id", "eq"),
    job_id: valueOf<string>(f, "job_id", "eq"),
    agency_id: valueOf<string>(f, "agency_id", "eq"),
    start_from: valueOf<string>(f, "start_date", "gte"),
    start_to: valueOf<string>(f, "start_date", "lte"),
    priority: valueOf<string[]>(f, "priority", "in"),
    positions_min: valueOf<number>(f, "positions_left", "gte"),
    is_public: valueOf<boolean>(f, "is_public", "eq"),
  }),
};
