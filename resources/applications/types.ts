// The /applications row: the columns select.ts reads and its embeds.
import type { Tables } from "../../src/database.types.ts";

type Person = { first_name: string | null; last_name: string | null };

export type ApplicationRow = Pick<
  Tables<"application">,
  "id" | "stage" | "is_rejected" | "rejection_reason" | "has_stage_been_forced" | "source" | "created_at"
> & {
  talent: ({ id: string } & Person) | null;
  mission:
    | (Pick<Tables<"mission">, "id" | "reference" | "job_name" | "company_id"> & {
        company: Pick<Tables<"company">, "id" | "name"> | null;
      })
    | null;
  owner:
    (Pick<Tables<"team_member">, "id" | "temp_first_name" | "temp_last_name"> & { auth_user: Person | null }) | null;
};
