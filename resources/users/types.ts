// Row shape of the users list: public.user_account (supabase/schemas/02_workspaces_team.sql), developers only. A view's
// columns are all nullable in the generated types; its id is the account's, never null.
import type { Database } from "../../src/database.types.ts";

type View = Database["public"]["Views"]["user_account"]["Row"];
export type UserAccountRow = Omit<View, "id"> & { id: string };
