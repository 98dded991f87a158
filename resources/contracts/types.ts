// Row shapes of the contract screens, derived from src/database.types.ts (`npm run db:types`):
// the columns of each `select.ts` string, embeds intersected with their picked rows.
import type { Tables } from "../../src/database.types.ts";
import type { AddressValue } from "../../src/lib/geo/address.ts";
import type { OwnerRef } from "../../src/domain/team/owner.ts";

type Ref = { id: string; name: string };
type Person = { first_name: string | null; last_name: string | null };
export type TalentRef = { id: string } & Person;

/** CONTRACT_LIST_SELECT */
export type ContractListRow = Pick<
  Tables<"contract">,
  | "id"
  | "contract_key"
  | "is_amendment"
  | "amendment_number"
  | "amendment_type"
  | "job_name"
  | "status"
  | "contract_reason"
  | "start_date"
  | "end_date"
  | "hourly_wage"
  | "hourly_billing_rate"
  | "created_at"
> & {
  talent: TalentRef | null;
  company: Ref | null;
  mission: { id: string; reference: string; agency: Ref | null } | null;
  owner: OwnerRef | null;
};

/** CONTRACT_SHOW_SELECT */
export type ContractRow = Tables<"contract"> & {
  talent: TalentRef | null;
  company: Ref | null;
  mission: { id: string; reference: string; job_name: string } | null;
  address: AddressValue | null;
  owner: OwnerRef | null;
  dpae_recorder: Person | null;
};

/** PRICING_SELECT */
export type PricingRow = Pick<
  Tables<"contract_pricing">,
  "contract_id" | "coefficient" | "coefficient_override_reason" | "coefficient_override_by" | "coefficient_override_at"
>;

/** STATUS_HISTORY_SELECT */
export type StatusHistoryRow = Pick<
  Tables<"status_history">,
  "id" | "from_status" | "to_status" | "comment" | "is_forced" | "actor" | "changed_at"
>;

export type FieldChange = { field: string; old: unknown; new: unknown };
/** CHANGE_SELECT */
export type ChangeRow = Pick<
  Tables<"contract_change">,
  "id" | "changed_at" | "status" | "is_admin_edit" | "is_sensitive"
> & { changes: FieldChange[]; author: ({ id: string } & Person) | null };

export type ContractWarning = { code: string; message: string };
