// meta.select strings of the mission screens.
const OWNER =
  "owner:owner_id(id, email, temp_first_name, temp_last_name, auth_user:auth_user_id(first_name, last_name))";
export const MISSION_LIST_SELECT = `id, reference, job_name, status, priority, start_date, end_date, number_of_open_positions, positions_left, is_public, is_client_order, hourly_wage, created_at, company:company_id(id, name), agency:agency_id(id, name), ${OWNER}`;
/** The header and the details tab: the row, its company and its worksite address. */
/** The coefficient comes from mission_pricing: null for the roles that may not read coefficients. */
export const MISSION_SHOW_SELECT = `*, positions_left, pricing:mission_pricing(coefficient), company:company_id(id, name), address:address_id(street1, postal_code, city, department_code, department_name, region_name, country_code, formatted, latitude, longitude, location), ${OWNER}`;

/** The mission page's read (its useOne), which the router also starts at navigation (AppRoute.reads). */
export const missionShowRead = (id: string) => ({ resource: "mission", id, meta: { select: MISSION_SHOW_SELECT } });
