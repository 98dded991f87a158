// Row shapes of the qualification centre screens, derived from src/database.types.ts.
import type { Tables } from "../../src/database.types.ts";

/** QUALIFICATION_CENTER_LIST_SELECT */
export type QualificationCenterListRow = Pick<
  Tables<"qualification_center">,
  | "id"
  | "name"
  | "training_type"
  | "offered_qualifications"
  | "status"
  | "address"
  | "phone_number"
  | "qualiopi_certified"
  | "lead_time_days"
  | "created_at"
>;

/** QUALIFICATION_CENTER_SHOW_SELECT */
export type QualificationCenterRow = Tables<"qualification_center"> & { address_row: Tables<"address"> | null };

/** One line of price_list (docs/rules/requests.md#qualification-centers). */
export type PriceLine = {
  qualification: string;
  initial_ht?: number | null;
  recycling_ht?: number | null;
  days?: number | null;
};
