// The campaigns list's read (src/components/table/list-read.ts), shared by the page's useTable
// and the boot prefetch of its route.
import type { ListRead } from "../../src/components/table/list-read.ts";

export const PUSH_CAMPAIGN_LIST_READ: ListRead = {
  resource: "push_campaign",
  pageSize: 25,
  sorters: [{ field: "created_at", order: "desc" }],
  meta: () => ({ select: "*" }),
};

export const RECIPIENT_SELECT = "*, contact:contact_id(first_name, last_name, company:company_id(name))";
