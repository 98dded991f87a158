// The establishment statuses of 20260102000400_companies.sql (agency_status).
export { AGENCY_STATUS_STYLE } from "../constants.ts";

export const AGENCY_STATUSES = ["active", "inactive", "closed"] as const;
export type AgencyStatus = (typeof AGENCY_STATUSES)[number];
