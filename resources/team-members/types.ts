// Row shape of the team members list: public.team_member_directory (supabase/schemas/02_workspaces_team.sql). A view's
// columns are all nullable in the generated types; its id is the member's, never null.
import type { Database } from "../../src/database.types.ts";

type View = Database["public"]["Views"]["team_member_directory"]["Row"];
export type TeamMemberRow = Omit<View, "id"> & { id: string };
