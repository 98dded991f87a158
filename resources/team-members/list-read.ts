// The team members list's read (src/components/table/list-read.ts), shared by the page's
// useTable and the boot prefetch of its route. The directory view joins names, roles and
// organisation so that every filter and sort is server side.
import type { ListRead } from "../../src/components/table/list-read.ts";
import { TEAM_MEMBER_LIST_SELECT } from "./select.ts";

export const TEAM_MEMBER_LIST_READ: ListRead = {
  resource: "team_member_directory",
  pageSize: 25,
  sorters: [{ field: "full_name", order: "asc" }],
  meta: () => ({ select: TEAM_MEMBER_LIST_SELECT }),
};
