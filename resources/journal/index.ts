// Journal (Administration): the history of every record the user may read (public.record_history,
// supabase/schemas/25_history.sql), for the roles of the journal screen permission.
import { AuditOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";
import { JOURNAL_LIST_READ } from "./list-read.ts";
import { lazyPage } from "../lazy-page.ts";

export const journal = listAndDetail({
  name: "record_history_entry",
  route: "journal",
  label: "journal",
  icon: AuditOutlined,
  group: "admin",
  subject: "journal",
  listRead: JOURNAL_LIST_READ,
  listPage: lazyPage(() => import("./list.tsx"), "JournalList"),
});
