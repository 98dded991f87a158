// One row of public.substitute_bench: a need (running contract or order) and one of its ranked
// candidates, or the need alone when nobody fits (the generated types say nothing is nullable).
import type { Database } from "../../../src/database.types.ts";

type Row = Database["public"]["Functions"]["substitute_bench"]["Returns"][number];

type Nullable<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | null };

export type BenchRow = Nullable<
  Row,
  | "contract_id"
  | "mission_id"
  | "company_id"
  | "company_name"
  | "job_id"
  | "need_end"
  | "worksite_city"
  | "replaced_talent_id"
  | "replaced_first_name"
  | "replaced_last_name"
  | "rank"
  | "talent_id"
  | "first_name"
  | "last_name"
  | "talent_city"
  | "is_benched"
  | "score"
  | "qualification_match"
  | "distance_km"
  | "worked_here_before"
  | "availability_certainty"
  | "reliability"
  | "no_shows"
  | "disputes"
  | "missing_qualifications"
>;

/** A candidate of a need: a row with its talent. */
export type BenchCandidate = BenchRow & { talent_id: string; rank: number; score: number };

/** A need and its candidates, best first. */
export type BenchNeed = {
  key: string;
  kind: "contract" | "mission";
  row: BenchRow;
  candidates: BenchCandidate[];
};
