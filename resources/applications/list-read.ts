// The /applications list's read (src/components/table/list-read.ts), shared by the page's
// useTable and the boot prefetch of its route.
import type { CrudFilters } from "@refinedev/core";
import type { ListRead } from "../../src/components/table/list-read.ts";
import { COMPANY_FIELD } from "./filters.ts";
import { applicationListSelect } from "./select.ts";

const isCompanyFilter = (filter: CrudFilters[number]) => "field" in filter && filter.field === COMPANY_FIELD;

export const APPLICATION_LIST_READ: ListRead = {
  resource: "application",
  pageSize: 25,
  sorters: [{ field: "created_at", order: "desc" }],
  meta: (filters) => ({ select: applicationListSelect(filters.some(isCompanyFilter)) }),
};
