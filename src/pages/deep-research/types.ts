// One row of public.deep_research_search (supabase/schemas/19_deep_research.sql), as its
// interface is fixed: the talent, the score, and why — terms met and missed, each structured
// criterion met or missed with its detail, and up to 3 resume passages with the matched words
// wrapped in ⟦ ⟧.
import type { Database } from "../../database.types.ts";

export type CriterionKey = "job" | "documents" | "radius" | "availability" | "contract_types";
export type Criterion = { key: CriterionKey; met: boolean; detail: string | null };

export type DeepResearchHit = {
  talent_id: string;
  first_name: string | null;
  last_name: string | null;
  city: string | null;
  postal_code: string | null;
  main_job_name: string | null;
  availability_status: Database["public"]["Enums"]["talent_availability_status"] | null;
  available_from: string | null;
  distance_km: number | null;
  score: number;
  terms_met: string[] | null;
  terms_missed: string[] | null;
  criteria: Criterion[] | null;
  passages: string[] | null;
  total_count: number;
};
