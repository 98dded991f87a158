// La corbeille (issue #49, supabase/schemas/26_trash.sql): the deleted records the user may
// restore, for 30 days. Its permission: the `screen.trash` row of public.action_right; each item
// stays guarded by the RLS of public.trash_item.
import { DeleteOutlined } from "@ant-design/icons";
import { screen } from "../../../resources/helpers.ts";
import { lazyPage } from "../../../resources/lazy-page.ts";

export const trash = screen({
  name: "trash",
  label: "trash",
  icon: DeleteOutlined,
  group: "admin",
  subject: "trash",
  path: "corbeille",
  page: lazyPage(() => import("./trash-page.tsx"), "TrashPage"),
});
