// meta.select strings of the contact screens.
export const CONTACT_LIST_SELECT =
  "id, civility, first_name, last_name, email, phone_number, job_title, status, roles, company_id, created_at, company:company_id(id, name)";
