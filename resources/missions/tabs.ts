// The mission's tabs in display order (spec §2 children of missions/:id), with their titles.
import type { RouteTitle } from "../types.ts";

export const MISSION_TABS: ReadonlyArray<[string, RouteTitle]> = [
  ["details", "missionDetails"],
  ["applications", "missionApplications"],
  ["find-talents", "missionFindTalents"],
  ["job-posting", "missionJobPosting"],
  ["notes", "missionNotes"],
];
