// meta.select of /applications: the row, its talent, mission (and company) and owner.
const LIST_SELECT =
  "id, stage, is_rejected, rejection_reason, has_stage_been_forced, source, created_at, talent:talent_id(id, first_name, last_name), mission:mission_id(id, reference, job_name, company_id, company:company_id(id, name)), owner:owner_id(id, temp_first_name, temp_last_name, auth_user:auth_user_id(first_name, last_name))";

/** Filtering on the mission's company needs an inner embed, so that PostgREST filters the applications. */
export const applicationListSelect = (filteringOnCompany: boolean): string =>
  filteringOnCompany ? LIST_SELECT.replace("mission:mission_id(", "mission:mission_id!inner(") : LIST_SELECT;
