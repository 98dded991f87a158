// Row shapes of the company screens (the company groups' members list reads the list's), derived from src/database.types.ts (`npm run db:types`):
// the columns of each `select.ts` string, embeds intersected with their picked rows.
import type { Tables } from "../../database.types.ts";

/** A group as a company names it: its id and name. */
export type CompanyGroupRef = Pick<Tables<"company_group">, "id" | "name">;

/** COMPANY_LIST_SELECT */
export type CompanyListRow = Pick<
  Tables<"company">,
  "id" | "name" | "siren" | "status" | "naf_code" | "naf_code_label" | "formatted_address" | "created_at"
> & {
  company_group: CompanyGroupRef | null;
};

/** COMPANY_SHOW_SELECT (`*`, the group and the head office's address). */
export type CompanyRow = Tables<"company"> & {
  company_group: CompanyGroupRef | null;
  address?: Tables<"address"> | null;
};

/** MISSION_SELECT */
export type MissionRow = Pick<Tables<"mission">, "id" | "reference" | "job_name" | "status" | "start_date">;
