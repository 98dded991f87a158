// The companies list's read (src/components/table/list-read.ts), shared by the page's useTable
// and the boot prefetch of its route.
import type { ListRead } from "../../src/components/table/list-read.ts";
import { COMPANY_LIST_SELECT } from "../../src/domain/companies/select.ts";

export const COMPANY_LIST_READ: ListRead = {
  resource: "company",
  pageSize: 25,
  sorters: [{ field: "name", order: "asc" }],
  meta: () => ({ select: COMPANY_LIST_SELECT }),
};
