// meta.select of the team members list.
export const TEAM_MEMBER_LIST_SELECT =
  "id, email, auth_user_id, full_name, job_title, management_level, manager_id, manager_name, business_unit_id, business_unit_name, offboarded_at, is_offboarded, is_independent, is_autonomous, roles, created_at";
