// The mission's tab pages, loaded on first visit (code splitting): the routes' loaders, also
// called by the mission page to fetch its tabs' code ahead of a click (show.tsx).
import type { PageLoader } from "../types.ts";
import { lazyPage } from "../lazy-page.ts";

export const TAB_PAGES: Record<string, PageLoader> = {
  details: lazyPage(() => import("./tabs/details.tsx"), "MissionDetailsTab"),
  applications: lazyPage(() => import("./tabs/applications.tsx"), "MissionApplicationsTab"),
  "find-talents": lazyPage(() => import("./tabs/find-talents.tsx"), "MissionFindTalentsTab"),
  "job-posting": lazyPage(() => import("./tabs/job-posting.tsx"), "MissionJobPostingTab"),
  notes: lazyPage(() => import("./tabs/notes.tsx"), "MissionNotesTab"),
};
