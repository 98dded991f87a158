// The users list's read: public.user_account (every account, for developers; other roles read no row).
import type { ListRead } from "../../src/components/table/list-read.ts";

export const USER_LIST_SELECT =
  "id, email, first_name, last_name, created_at, last_sign_in_at, email_confirmed_at, team_member_id, offboarded_at, management_level, roles, is_team_member";

export const USER_LIST_READ: ListRead = {
  resource: "user_account",
  pageSize: 25,
  sorters: [{ field: "created_at", order: "desc" }],
  meta: () => ({ select: USER_LIST_SELECT }),
};
