// A record's « Responsable »: the team member its `owner:owner_id(…)` embed reads, and the name
// the lists show for it (the e-mail while the member has no name yet).
import type { Tables } from "../../database.types.ts";
import { displayName, firstNameOf, lastNameOf } from "../../lib/names/display-name.ts";

export type OwnerRef = Pick<Tables<"team_member">, "id" | "email" | "temp_first_name" | "temp_last_name"> & {
  auth_user: { first_name: string | null; last_name: string | null } | null;
};

export const ownerName = (owner: OwnerRef | null | undefined): string | null =>
  owner ? (firstNameOf(owner) || lastNameOf(owner) ? displayName(owner) : owner.email) : null;
