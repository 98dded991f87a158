// Row shapes of the contact screens, derived from src/database.types.ts (`npm run db:types`).
import type { Tables } from "../../database.types.ts";

/** CONTACT_LIST_SELECT */
export type ContactRow = Pick<
  Tables<"contact">,
  | "id"
  | "civility"
  | "first_name"
  | "last_name"
  | "email"
  | "phone_number"
  | "job_title"
  | "status"
  | "roles"
  | "company_id"
  | "created_at"
> & {
  company: Pick<Tables<"company">, "id" | "name"> | null;
};
