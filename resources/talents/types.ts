// Row shapes read by the talent screens, derived from src/database.types.ts (generated from the
// migrations by `npm run db:types`): each shape picks the columns its `select.ts` string reads,
// and the embeds are intersected with their own picked rows.
import type { Tables } from "../../src/database.types.ts";

/** `owner:owner_id(id, temp_first_name, temp_last_name, auth_user:auth_user_id(first_name, last_name))` */
export type PersonRef = Pick<Tables<"team_member">, "id"> &
  Partial<Pick<Tables<"team_member">, "temp_first_name" | "temp_last_name">> & {
    auth_user?: Pick<Tables<"auth_user">, "first_name" | "last_name"> | null;
  };

type TalentListColumns =
  | "id"
  | "civility"
  | "first_name"
  | "last_name"
  | "email"
  | "phone_number"
  | "qualification_status"
  | "availability_status"
  | "available_from"
  | "experience_level"
  | "contract_types"
  | "construction_types"
  | "is_top_profile"
  | "is_benched"
  | "blacklisted_at"
  | "created_at";

/** TALENT_LIST_SELECT */
export type TalentListRow = Pick<Tables<"talent">, TalentListColumns> & {
  address: Pick<Tables<"address">, "city" | "postal_code"> | null;
  owner: PersonRef | null;
  talent_job: Array<
    Pick<Tables<"talent_job">, "is_main" | "job_id"> & { job: Pick<Tables<"job">, "id" | "name"> | null }
  >;
};

/** TALENT_SHOW_SELECT (`*`, the whole address and the list's other embeds). */
export type TalentRow = Tables<"talent"> &
  Omit<TalentListRow, TalentListColumns | "address"> & { address: Tables<"address"> | null };

/** TALENT_EDIT_SELECT */
export type TalentEditRow = Tables<"talent"> & {
  address: Tables<"address"> | null;
  talent_job: Array<Pick<Tables<"talent_job">, "job_id" | "is_main">>;
};

/** TALENT_DOCUMENT_SELECT */
export type TalentDocumentRow = Pick<
  Tables<"document">,
  | "id"
  | "type"
  | "name"
  | "category"
  | "expiry_date"
  | "status"
  | "rejection_reason"
  | "verified_at"
  | "file"
  | "file_name"
  | "mime_type"
  | "created_at"
>;
