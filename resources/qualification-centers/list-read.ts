// The qualification centres list's read, shared by the page's useTable and the boot prefetch.
import type { ListRead } from "../../src/components/table/list-read.ts";
import { QUALIFICATION_CENTER_LIST_SELECT } from "./select.ts";

export const QUALIFICATION_CENTER_LIST_READ: ListRead = {
  resource: "qualification_center",
  pageSize: 25,
  sorters: [{ field: "name", order: "asc" }],
  meta: () => ({ select: QUALIFICATION_CENTER_LIST_SELECT }),
};
