// The mission's tab pages, loaded on first visit (code splitting): the routes' loaders, also
// called by the mission page to fetch its tabs' code ahead of a click (show.tsx).
import type { PageLoader } from "../types.ts";

export const TAB_PAGES: Record<string, PageLoader> = {
  details: () => import("./tabs/details.tsx").then((m) => m.MissionDetailsTab),
  applications: () => import("./tabs/applications.tsx").then((m) => m.MissionApplicationsTab),
  "find-talents": () => import("./tabs/find-talents.tsx").then((m) => m.MissionFindTalentsTab),
  "job-posting": () => import("./tabs/job-posting.tsx").then((m) => m.MissionJobPostingTab),
  notes: () => import("./tabs/notes.tsx").then((m) => m.MissionNotesTab),
};
