// Row shape of the register: public.personnel_register_entry.
import type { Tables } from "../../src/database.types.ts";

export type RegisterRow = Tables<"personnel_register_entry">;
