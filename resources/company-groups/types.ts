// Row shapes of the company group screens, derived from src/database.types.ts (`npm run db:types`):
// the columns of each `select.ts` string, embeds intersected with their picked rows.
import type { Database, Tables } from "../../src/database.types.ts";

type GroupRef = Pick<Tables<"company_group">, "id" | "name">;
type OwnerRef = Pick<Tables<"team_member">, "id" | "email" | "temp_first_name" | "temp_last_name"> & {
  auth_user: Pick<Tables<"auth_user">, "first_name" | "last_name"> | null;
};

/** COMPANY_GROUP_SHOW_SELECT */
export type CompanyGroupRow = Pick<
  Tables<"company_group">,
  "id" | "name" | "status" | "owner_id" | "head_company_id" | "consolidated_invoicing"
> & {
  owner: OwnerRef | null;
  head_company: Pick<Tables<"company">, "id" | "name"> | null;
};

/** COMPANY_GROUP_EDIT_SELECT */
export type CompanyGroupEditRow = Pick<
  Tables<"company_group">,
  "id" | "name" | "owner_id" | "head_company_id" | "consolidated_invoicing"
>;

/** A group as a company names it: its id and name. */
export type CompanyGroupRef = GroupRef;

/** COMPANY_PICK_SELECT */
export type CompanyPickRow = Pick<Tables<"company">, "id" | "name"> & { company_group: GroupRef | null };

/** public.company_group_outstanding's row. */
export type GroupOutstandingRow = Database["public"]["Functions"]["company_group_outstanding"]["Returns"][number];
