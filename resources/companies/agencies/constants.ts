// The establishment statuses of supabase/schemas/04_companies_contacts.sql (agency_status).
import { Constants } from "../../../src/database.types.ts";

export { AGENCY_STATUS_STYLE } from "../../../src/domain/companies/constants.ts";

export const AGENCY_STATUSES = Constants.public.Enums.agency_status;
export type AgencyStatus = (typeof AGENCY_STATUSES)[number];
