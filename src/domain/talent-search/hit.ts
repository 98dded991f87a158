// One row of public.super_search_talents (the generated types do not say which are nullable).
import type { Database } from "../../database.types.ts";

type Row = Database["public"]["Functions"]["super_search_talents"]["Returns"][number];

export type SuperSearchHit = Omit<
  Row,
  | "first_name"
  | "last_name"
  | "email"
  | "phone_number"
  | "city"
  | "postal_code"
  | "main_job_name"
  | "available_from"
  | "distance_km"
> & {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  city: string | null;
  postal_code: string | null;
  main_job_name: string | null;
  available_from: string | null;
  distance_km: number | null;
};
