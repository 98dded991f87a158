// Row shapes read by the talent screens. src/database.types.ts is not generated yet
// (scripts/gen-types.ts): these narrow types follow 20260102000500_talents.sql column for
// column and give way to Tables<"talent"> once it exists.
import type { AvailabilityStatus, ConstructionType, ContractType, ExperienceLevel, QualificationStatus } from "./constants.ts";

export type PersonRef = { id: string; temp_first_name?: string | null; temp_last_name?: string | null; auth_user?: { first_name: string | null; last_name: string | null } | null };

export type TalentListRow = {
  id: string;
  civility: "mr" | "mrs" | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  qualification_status: QualificationStatus;
  availability_status: AvailabilityStatus;
  available_from: string | null;
  experience_level: ExperienceLevel | null;
  contract_types: ContractType[];
  construction_types: ConstructionType[];
  is_top_profile: boolean;
  is_benched: boolean;
  blacklisted_at: string | null;
  created_at: string;
  address: { city: string | null; postal_code: string | null } | null;
  owner: PersonRef | null;
  talent_job: Array<{ is_main: boolean; job_id: string; job: { id: string; name: string } | null }>;
};

export type TalentRow = TalentListRow & {
  birth_date: string | null;
  wage: number | null;
  mobility_radius_km: number;
  blacklist_reason: string | null;
  owner_id: string | null;
  address_id: string | null;
};

export type TalentDocumentRow = {
  id: string;
  type: string;
  name: string | null;
  expiry_date: string | null;
  status: "pending_verification" | "valid" | "expiring_soon" | "expired" | "rejected";
  file: string | null;
  file_name: string | null;
  mime_type: string | null;
  created_at: string;
};

/** The main job's name (or the first one). */
export const mainJobName = (row: Pick<TalentListRow, "talent_job">): string | undefined =>
  ([...(row.talent_job ?? [])].sort((a, b) => Number(b.is_main) - Number(a.is_main))[0]?.job?.name ?? undefined);
