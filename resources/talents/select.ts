// meta.select strings of the talent screens, next to the columns that read them.
export const TALENT_LIST_SELECT =
  "id, civility, first_name, last_name, email, phone_number, qualification_status, availability_status, available_from, experience_level, contract_types, construction_types, is_top_profile, is_benched, blacklisted_at, created_at, address:address_id(city, postal_code), owner:owner_id(id, temp_first_name, temp_last_name, auth_user:auth_user_id(first_name, last_name)), talent_job(is_main, job_id, job(id, name))";

export const TALENT_SHOW_SELECT =
  "*, address:address_id(*), owner:owner_id(id, temp_first_name, temp_last_name, auth_user:auth_user_id(first_name, last_name)), talent_job(is_main, job_id, job(id, name))";

/** The talent page's read (its useOne), which the router also starts at navigation (AppRoute.reads). */
export const talentShowRead = (id: string) => ({ resource: "talent", id, meta: { select: TALENT_SHOW_SELECT } });

/** The details tab's form: the talent's columns, its address (the address field's value) and its jobs. */
export const TALENT_EDIT_SELECT = "*, address:address_id(*), talent_job(job_id, is_main)";

export const TALENT_DOCUMENT_SELECT =
  "id, type, name, category, expiry_date, status, rejection_reason, verified_at, file, file_name, mime_type, created_at";

/** Filtering on a job needs an inner embed so that PostgREST filters the talents themselves. */
export const talentListSelect = (filteringOnJob: boolean): string =>
  filteringOnJob ? TALENT_LIST_SELECT.replace("talent_job(", "talent_job!inner(") : TALENT_LIST_SELECT;
