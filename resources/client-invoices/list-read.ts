// The client-invoice list's read (src/components/table/list-read.ts): newest periods first, as
// the index client_invoice_workspace_period_idx serves it; a small table, counted exactly.
import type { ListRead } from "../../src/components/table/list-read.ts";
import { INVOICE_LIST_SELECT } from "../../src/domain/invoices/select.ts";

export const INVOICE_LIST_READ: ListRead = {
  resource: "client_invoice",
  pageSize: 25,
  sorters: [{ field: "period_start", order: "desc" }],
  meta: () => ({ select: INVOICE_LIST_SELECT, count: "exact" }),
};
