// Row shapes of the establishments tab (src/database.types.ts).
import type { Tables } from "../../../src/database.types.ts";

/** AGENCY_LIST_SELECT */
export type AgencyListRow = Pick<
  Tables<"agency">,
  "id" | "name" | "siret" | "naf_code" | "naf_code_label" | "is_head_office" | "status" | "address_id"
> & {
  address: Pick<Tables<"address">, "city" | "postal_code"> | null;
};
