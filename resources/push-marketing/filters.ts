// The campaigns list's filter form ⇄ Refine filters (kept in the URL): name and status.
import { filterIf, valueOf } from "../../src/components/table/filter-codec.ts";
import type { FilterCodec } from "../../src/components/table/filter-bar.tsx";

export type PushCampaignFilterValues = { q?: string; status?: string[] };

export const pushCampaignFilterCodec: FilterCodec<PushCampaignFilterValues> = {
  toFilters: (v) => [...filterIf("name", "contains", v.q?.trim() || undefined), ...filterIf("status", "in", v.status)],
  fromFilters: (f) => ({ q: valueOf<string>(f, "name", "contains"), status: valueOf<string[]>(f, "status", "in") }),
};
