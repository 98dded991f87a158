// The talent's tabs in display order (spec §2 children of talents/:id), with their titles.
import type { RouteTitle } from "../types.ts";

export const TALENT_TABS: ReadonlyArray<[string, RouteTitle]> = [
  ["qualification", "talentQualification"],
  ["details", "talentDetails"],
  ["documents", "talentDocuments"],
  ["resume", "talentResume"],
  ["notes", "talentNotes"],
  ["applications", "talentApplications"],
  ["contracts", "talentContracts"],
  ["anonymous-bio", "talentAnonymousBio"],
  ["anonymous-resume", "talentAnonymousResume"],
  ["find-missions", "talentFindMissions"],
  ["new-page", "talentNewPage"],
];
