// meta.select strings of the contract screens.
const OWNER =
  "owner:owner_id(id, email, temp_first_name, temp_last_name, auth_user:auth_user_id(first_name, last_name))";
const TALENT = "talent:talent_id(id, first_name, last_name)";
export const CONTRACT_LIST_SELECT = `id, contract_key, is_amendment, amendment_number, amendment_type, job_name, status, contract_reason, start_date, end_date, hourly_wage, hourly_billing_rate, created_at, ${TALENT}, company:company_id(id, name), mission:mission_id(id, reference, agency:agency_id(id, name)), ${OWNER}`;
/** The detail: the row, its parties, its workplace and who recorded its DPAE (the coefficient is read apart: contract_pricing's RLS). */
export const CONTRACT_SHOW_SELECT = `*, ${TALENT}, company:company_id(id, name), mission:mission_id(id, reference, job_name), address:address_id(street1, postal_code, city, department_code, department_name, region_name, country_code, formatted, latitude, longitude, location), ${OWNER}, dpae_recorder:dpae_recorded_by(first_name, last_name)`;

/** The contract page's read (its useOne), which the router also starts at navigation (AppRoute.reads). */
export const contractShowRead = (id: string) => ({ resource: "contract", id, meta: { select: CONTRACT_SHOW_SELECT } });
export const PRICING_SELECT =
  "contract_id, coefficient, coefficient_override_reason, coefficient_override_by, coefficient_override_at";
export const STATUS_HISTORY_SELECT = "id, from_status, to_status, comment, is_forced, actor, changed_at";
export const CHANGE_SELECT =
  "id, changed_at, status, is_admin_edit, is_sensitive, changes, author:changed_by(id, first_name, last_name)";
