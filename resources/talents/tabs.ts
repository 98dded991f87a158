// The talent's tabs in display order (the children of talents/:id,
// docs/rules/application.md#routes), with their titles.
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
  ["history", "talentHistory"],
];
