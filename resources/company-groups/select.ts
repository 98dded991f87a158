// meta.select strings of the company group screens.
import { CONTACT_LIST_SELECT } from "../../src/domain/contacts/select.ts";

/** The page's header: the group, its owner (a team member) and its head company. */
export const COMPANY_GROUP_SHOW_SELECT =
  "id, name, status, owner_id, head_company_id, consolidated_invoicing, owner:owner_id(id, email, temp_first_name, temp_last_name, auth_user:auth_user_id(first_name, last_name)), head_company:head_company_id(id, name)";

/** The page's read: useOne's params, started by the router at navigation (AppRoute.reads). */
export const companyGroupShowRead = (id: string) => ({
  resource: "company_group",
  id,
  meta: { select: COMPANY_GROUP_SHOW_SELECT },
});

/** What the « Modifier » modal edits. */
export const COMPANY_GROUP_EDIT_SELECT = "id, name, owner_id, head_company_id, consolidated_invoicing";

/** A company offered by « Ajouter des entreprises », with the group it would leave. */
export const COMPANY_PICK_SELECT = "id, name, company_group:company_group_id(id, name)";

/** The contacts of the member companies: the contacts list's columns. */
export const GROUP_CONTACT_SELECT = CONTACT_LIST_SELECT;
