// The talents list's read (src/components/table/list-read.ts), shared by the page's useTable
// and the boot prefetch of its route. The select depends on the URL's filters (an inner embed
// when filtering on a job); the source on the request's own filters (talentListSource:
// public.talents_matching_text when a text is typed, public.talents_near for a distance alone).
// The count is `estimated` (shown "≈ N" above db-max-rows, src/components/table/list-count.ts).
import type { CrudFilters } from "@refinedev/core";
import type { ListRead } from "../../src/components/table/list-read.ts";
import { talentListSource } from "./filters.ts";
import { talentListSelect } from "./select.ts";

const isJobFilter = (filter: CrudFilters[number]) => "field" in filter && filter.field === "talent_job.job_id";

export const TALENT_LIST_READ: ListRead = {
  resource: "talent",
  pageSize: 25,
  sorters: [{ field: "created_at", order: "desc" }],
  // a big table: the total is counted up to db-max-rows, estimated by the planner above
  meta: (filters) => ({
    select: talentListSelect(filters.some(isJobFilter)),
    rpc: talentListSource,
    count: "estimated",
  }),
};
