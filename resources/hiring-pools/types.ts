// Row shapes of the hiring pool screens, derived from src/database.types.ts (`npm run db:types`):
// the columns of each `select.ts` string, embeds intersected with their picked rows.
import type { Tables } from "../../src/database.types.ts";
import type { OwnerRef } from "../../src/domain/team/owner.ts";

type Pool = Tables<"hiring_pool">;

/** HIRING_POOL_LIST_SELECT */
export type HiringPoolRow = Pick<
  Pool,
  "id" | "name" | "description" | "is_dynamic" | "visibility" | "status" | "owner_id" | "created_at" | "updated_at"
> & { member_count: number | null; owner: OwnerRef | null };

/** HIRING_POOL_SHOW_SELECT */
export type HiringPoolShowRow = Pick<
  Pool,
  "id" | "name" | "description" | "is_dynamic" | "criteria" | "visibility" | "status" | "owner_id" | "created_at"
> & { owner: OwnerRef | null };

/** HIRING_POOL_EDIT_SELECT */
export type HiringPoolEditRow = Pick<Pool, "id" | "name" | "description" | "visibility" | "owner_id" | "is_dynamic">;

/** HIRING_POOL_PICK_SELECT */
export type HiringPoolRef = Pick<Pool, "id" | "name">;

/** HIRING_POOL_MEMBER_SELECT */
export type HiringPoolMemberRow = Pick<
  Tables<"talent">,
  | "id"
  | "civility"
  | "first_name"
  | "last_name"
  | "availability_status"
  | "available_from"
  | "is_top_profile"
  | "blacklisted_at"
> & {
  last_contact: string | null;
  address: Pick<Tables<"address">, "city" | "postal_code"> | null;
  talent_job: Array<
    Pick<Tables<"talent_job">, "is_main" | "job_id"> & { job: Pick<Tables<"job">, "id" | "name"> | null }
  >;
};
