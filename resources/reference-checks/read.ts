// A talent's reference checks, one read shared by the « Références » section and the outcome
// tag beside the talent's name: both ask with the same params, so React Query answers both from
// one request.
import type { Tables } from "../../src/database.types.ts";

export type ReferenceCheckSummary = Pick<
  Tables<"reference_check">,
  | "id"
  | "status"
  | "outcome"
  | "note"
  | "referee_name"
  | "referee_company"
  | "performed_at"
  | "closed_at"
  | "created_at"
  | "application_id"
>;

const SELECT =
  "id, status, outcome, note, referee_name, referee_company, performed_at, closed_at, created_at, application_id";

/** The params of the read (Refine's useList): newest first, a talent has a handful at most. */
export const talentReferenceChecksList = (talentId: string, enabled = true) => ({
  resource: "reference_check",
  filters: [{ field: "talent_id", operator: "eq" as const, value: talentId }],
  sorters: [{ field: "created_at", order: "desc" as const }],
  pagination: { pageSize: 50 },
  meta: { select: SELECT },
  queryOptions: { enabled },
});
