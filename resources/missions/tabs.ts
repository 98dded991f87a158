// The mission's tabs in display order (the children of missions/:id,
// docs/rules/application.md#routes), with their titles.
import type { RouteTitle } from "../types.ts";

export const MISSION_TABS: ReadonlyArray<[string, RouteTitle]> = [
  ["details", "missionDetails"],
  ["applications", "missionApplications"],
  ["find-talents", "missionFindTalents"],
  ["job-posting", "missionJobPosting"],
  ["notes", "missionNotes"],
];
