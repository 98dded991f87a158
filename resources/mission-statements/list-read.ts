// The statements' read: public.mission_statement, the latest month first, then by client.
import type { ListRead } from "../../src/components/table/list-read.ts";

export const MISSION_STATEMENT_SELECT =
  "id, month, company_id, company_name, site_name, site_siret, line_count, anomaly_count, gross_total, status, sent_on";

export const MISSION_STATEMENT_LIST_READ: ListRead = {
  resource: "mission_statement",
  pageSize: 25,
  sorters: [
    { field: "month", order: "desc" },
    { field: "company_name", order: "asc" },
  ],
  meta: () => ({ select: MISSION_STATEMENT_SELECT }),
};
