// Row shape of the Journal: public.record_history_entry. A view's columns are all nullable in
// the generated types; its id never is.
import type { Database } from "../../src/database.types.ts";

type View = Database["public"]["Views"]["record_history_entry"]["Row"];
export type JournalRow = Omit<View, "id"> & { id: number };
