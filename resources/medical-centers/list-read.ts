// The medical centres list's read, shared by the page's useTable and the boot prefetch.
import type { ListRead } from "../../src/components/table/list-read.ts";
import { MEDICAL_CENTER_LIST_SELECT } from "./select.ts";

export const MEDICAL_CENTER_LIST_READ: ListRead = {
  resource: "medical_center",
  pageSize: 25,
  sorters: [{ field: "name", order: "asc" }],
  meta: () => ({ select: MEDICAL_CENTER_LIST_SELECT }),
};
