// meta.select strings of the hiring pool screens. member_count and last_contact are computed
// fields (public.hiring_pool_member_count, public.talent_last_contact).
const OWNER =
  "owner:owner_id(id, email, temp_first_name, temp_last_name, auth_user:auth_user_id(first_name, last_name))";

/** The list's row, with its members counted (a dynamic pool's current matches). */
export const HIRING_POOL_LIST_SELECT = `id, name, description, is_dynamic, visibility, status, owner_id, created_at, updated_at, member_count:hiring_pool_member_count, ${OWNER}`;

/** The pool's page header. */
export const HIRING_POOL_SHOW_SELECT = `id, name, description, is_dynamic, criteria, visibility, status, owner_id, created_at, ${OWNER}`;

/** The pool page's read: useOne's params, started by the router at navigation (AppRoute.reads). */
export const hiringPoolShowRead = (id: string) => ({
  resource: "hiring_pool",
  id,
  meta: { select: HIRING_POOL_SHOW_SELECT },
});

/** What the create / edit modal edits. */
export const HIRING_POOL_EDIT_SELECT = "id, name, description, visibility, owner_id, is_dynamic";

/** A pool's member (a row of public.hiring_pool_members): the talent, its main job, city and last contact. */
export const HIRING_POOL_MEMBER_SELECT =
  "id, civility, first_name, last_name, availability_status, available_from, is_top_profile, blacklisted_at, last_contact:talent_last_contact, address:address_id(city, postal_code), talent_job(is_main, job_id, job:job_id(id, name))";

/** A pool offered by « Ajouter à un vivier ». */
export const HIRING_POOL_PICK_SELECT = "id, name";
