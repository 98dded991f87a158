// meta.select strings of the company screens.
export const COMPANY_LIST_SELECT =
  "id, name, siren, status, naf_code, naf_code_label, formatted_address, created_at, company_group:company_group_id(id, name)";
export const COMPANY_SHOW_SELECT = "*, company_group:company_group_id(id, name), address:address_id(*)";
/** The company page's read (its useOne), which the router also starts at navigation (AppRoute.reads). */
export const companyShowRead = (id: string) => ({ resource: "company", id, meta: { select: COMPANY_SHOW_SELECT } });
export const MISSION_SELECT = "id, reference, job_name, status, start_date";
