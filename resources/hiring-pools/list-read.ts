// The pools list's read (src/components/table/list-read.ts), shared by the page's useTable and
// the boot prefetch of its route.
import type { ListRead } from "../../src/components/table/list-read.ts";
import { HIRING_POOL_LIST_SELECT } from "./select.ts";

export const HIRING_POOL_LIST_READ: ListRead = {
  resource: "hiring_pool",
  pageSize: 25,
  sorters: [{ field: "name", order: "asc" }],
  meta: () => ({ select: HIRING_POOL_LIST_SELECT }),
};
