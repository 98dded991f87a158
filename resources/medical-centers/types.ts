// Row shapes of the medical centre screens, derived from src/database.types.ts.
import type { Tables } from "../../src/database.types.ts";

/** MEDICAL_CENTER_LIST_SELECT */
export type MedicalCenterListRow = Pick<
  Tables<"medical_center">,
  | "id"
  | "name"
  | "kind"
  | "status"
  | "address"
  | "phone_number"
  | "email"
  | "departments_covered"
  | "latitude"
  | "longitude"
  | "created_at"
>;

/** MEDICAL_CENTER_EDIT_SELECT */
export type MedicalCenterRow = Tables<"medical_center"> & { address_row: Tables<"address"> | null };
