// The contacts list's read (src/components/table/list-read.ts), shared by the page's useTable
// and the boot prefetch of its route.
import type { ListRead } from "../../src/components/table/list-read.ts";
import { CONTACT_LIST_SELECT } from "../../src/domain/contacts/select.ts";

export const CONTACT_LIST_READ: ListRead = {
  resource: "contact",
  pageSize: 25,
  sorters: [{ field: "last_name", order: "asc" }],
  meta: () => ({ select: CONTACT_LIST_SELECT }),
};
