// The Journal's read: public.record_history_entry (supabase/schemas/25_history.sql), the history
// of the records the user may read, sensitive values masked; newest first.
import type { ListRead } from "../../src/components/table/list-read.ts";

export const JOURNAL_LIST_SELECT =
  "id, entity, record_id, parent_entity, parent_id, action, changes, actor, actor_id, actor_member_id, actor_name, changed_at";

export const JOURNAL_LIST_READ: ListRead = {
  resource: "record_history_entry",
  pageSize: 25,
  sorters: [{ field: "changed_at", order: "desc" }],
  meta: () => ({ select: JOURNAL_LIST_SELECT }),
};
