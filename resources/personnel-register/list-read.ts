// The register's read: public.personnel_register_entry, in the order of the hirings (its number).
import type { ListRead } from "../../src/components/table/list-read.ts";

export const PERSONNEL_REGISTER_SELECT =
  "id, entry_number, contract_key, contract_id, talent_id, last_name, first_name, nationality, birth_date, sex, job, qualification, employee_status, contract_type, entry_date, exit_date, work_permit_type, work_permit_number, company_id, company_name, site_address";

export const PERSONNEL_REGISTER_LIST_READ: ListRead = {
  resource: "personnel_register_entry",
  pageSize: 25,
  sorters: [{ field: "entry_number", order: "asc" }],
  meta: () => ({ select: PERSONNEL_REGISTER_SELECT }),
};
