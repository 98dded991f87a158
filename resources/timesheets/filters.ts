// The timesheets list's filter form ⇄ Refine filters (kept in the URL by useTable), and the
// tab the status and hours filters stand for; the contract picker's search.
import type { CrudFilter, CrudFilters } from "@refinedev/core";
import type { RpcArgs } from "../../providers/rpc.ts";
import { filterIf, valueOf } from "../../src/components/table/filter-codec.ts";
import type { FilterCodec } from "../../src/components/table/filter-bar.tsx";
import { normalizeSearch } from "../../src/lib/search/normalize.ts";
import { TAB_FILTERS, TIMESHEET_TABS, type TimesheetTab } from "./constants.ts";

export type TimesheetFilterValues = {
  week_start?: string;
  company_id?: string;
  talent_id?: string;
  owner_id?: string;
  status?: string[];
};

const TAB_FIELDS = ["status", "total_hours"];
const fieldOf = (f: CrudFilter) => ("field" in f ? f.field : "");

export const timesheetFilterCodec: FilterCodec<TimesheetFilterValues> = {
  toFilters: (v): CrudFilters => [
    ...filterIf("week_start", "eq", v.week_start),
    ...filterIf("company_id", "eq", v.company_id),
    ...filterIf("talent_id", "eq", v.talent_id),
    ...filterIf("owner_id", "eq", v.owner_id),
    ...filterIf("status", "in", v.status),
  ],
  fromFilters: (f) => ({
    week_start: valueOf<string>(f, "week_start", "eq"),
    company_id: valueOf<string>(f, "company_id", "eq"),
    talent_id: valueOf<string>(f, "talent_id", "eq"),
    owner_id: valueOf<string>(f, "owner_id", "eq"),
    status: valueOf<string[]>(f, "status", "in"),
  }),
};

const same = (a: CrudFilter[], b: CrudFilter[]) => JSON.stringify(a) === JSON.stringify(b);

/** The tab the filters stand for (their status and hours filters), "all" without them, null when they match no tab. */
export const tabOf = (filters: CrudFilters): TimesheetTab | null => {
  const own = filters.filter((f) => TAB_FIELDS.includes(fieldOf(f)));
  return TIMESHEET_TABS.find((tab) => same(own, TAB_FILTERS[tab])) ?? null;
};

/** The filters with the tab's in place of the status and hours ones. */
export const withTab = (filters: CrudFilters, tab: TimesheetTab): CrudFilters => [
  ...filters.filter((f) => !TAB_FIELDS.includes(fieldOf(f))),
  ...TAB_FILTERS[tab],
];

/** The counts' parameters (public.timesheet_week_counts) from the other filters. */
export const countParams = (filters: CrudFilters): RpcArgs<"timesheet_week_counts"> => ({
  p_week_start: valueOf<string>(filters, "week_start", "eq") ?? null,
  p_company_id: valueOf<string>(filters, "company_id", "eq") ?? null,
  p_talent_id: valueOf<string>(filters, "talent_id", "eq") ?? null,
  p_owner_id: valueOf<string>(filters, "owner_id", "eq") ?? null,
});

/**
 * The contract picker's server-side search: a contract reference (it has digits or a dash:
 * « CTR-LYO-2026-000123 », « 000123 ») on contract_key, else the talent's normalised name
 * through the select's inner embed.
 */
export const contractSearch = (value: string): CrudFilters => {
  const q = value.trim();
  if (!q) return [];
  return /[\d-]/.test(q)
    ? [{ field: "contract_key", operator: "contains", value: q }]
    : [{ field: "talent.search_text", operator: "contains", value: normalizeSearch(q) }];
};
