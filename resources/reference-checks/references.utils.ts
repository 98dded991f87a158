// Which reference check speaks for a talent: the latest one completed with an outcome (a
// cancelled, declined or unreachable call says nothing about the candidate's work).
import { requestLink } from "../requests/registry.ts";
import type { ReferenceCheckSummary } from "./read.ts";

type Outcome = NonNullable<ReferenceCheckSummary["outcome"]>;

const completedOn = (row: ReferenceCheckSummary): string => row.closed_at ?? row.performed_at ?? row.created_at;
const time = (row: ReferenceCheckSummary): number => Date.parse(completedOn(row));

/** The latest completed check's outcome and the day it was completed, or null. */
export const latestOutcome = (
  rows: readonly ReferenceCheckSummary[],
): { outcome: Outcome; completedOn: string; id: string } | null => {
  let latest: ReferenceCheckSummary | null = null;
  for (const row of rows) {
    if (row.status !== "completed" || !row.outcome) continue;
    if (!latest || time(row) > time(latest)) latest = row;
  }
  return latest?.outcome ? { outcome: latest.outcome, completedOn: completedOn(latest), id: latest.id } : null;
};

/** The drawer of one check on the requests' list (the type has no page of its own: `?open=<id>`). */
export const referenceCheckLink = (id: string): string => requestLink("reference_check", "reference-checks", id);
