// Row shapes of the mission screens, derived from src/database.types.ts (`npm run db:types`):
// the columns of each `select.ts` string, embeds intersected with their picked rows.
import type { Tables } from "../../src/database.types.ts";
import type { OwnerRef } from "../../src/domain/team/owner.ts";
import type { AddressValue } from "../../src/lib/geo/address.ts";

type Ref = { id: string; name: string };

/** MISSION_LIST_SELECT */
export type MissionListRow = Pick<
  Tables<"mission">,
  | "id"
  | "reference"
  | "job_name"
  | "status"
  | "priority"
  | "start_date"
  | "end_date"
  | "number_of_open_positions"
  | "is_public"
  | "is_client_order"
  | "hourly_wage"
  | "created_at"
> & {
  /** public.positions_left(mission): open positions less placed applications (a computed field) */
  positions_left: number;
  company: Ref | null;
  agency: Ref | null;
  owner: OwnerRef | null;
};

/** MISSION_SHOW_SELECT */
export type MissionRow = Tables<"mission"> & {
  /** public.positions_left(mission), a computed field */
  positions_left: number;
  pricing: Pick<Tables<"mission_pricing">, "coefficient"> | null;
  company: Ref | null;
  address: AddressValue | null;
  owner: OwnerRef | null;
};
