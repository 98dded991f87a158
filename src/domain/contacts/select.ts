// meta.select strings of the contact screens.
export const CONTACT_LIST_SELECT =
  "id, civility, first_name, last_name, email, phone_number, job_title, status, roles, company_id, created_at, company:company_id(id, name)";

/** A contact's page read (its header and its form: the list's own fields), started at navigation (AppRoute.reads). */
export const contactShowRead = (id: string) => ({ resource: "contact", id, meta: { select: CONTACT_LIST_SELECT } });
