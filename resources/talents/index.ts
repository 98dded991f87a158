// Talents (docs/rules/talents-documents.md): /talents goes to the list, /talents/:id to its qualification
// tab; the search screens sit beside the list. Deep research lives in src/pages/deep-research.
// The anonymous bio and resume tabs freeze one-page PDFs (anonymous/); new-page is the talent's
// one-page profile (« Fiche synthèse », tabs/new-page.tsx).
import { SearchOutlined, UserOutlined } from "@ant-design/icons";
import { screen } from "../helpers.ts";
import type { AppRoute, PageLoader, RegistryEntry } from "../types.ts";
import { firstListRead } from "../../src/components/table/list-read.ts";
import { TALENT_LIST_READ } from "./list-read.ts";
import { TALENT_TABS } from "./tabs.ts";
import { profileReads } from "./profile/reads.ts";

const TAB_PAGES: Record<string, PageLoader> = {
  qualification: () => import("./tabs/qualification.tsx").then((m) => m.TalentQualificationTab),
  details: () => import("./tabs/details.tsx").then((m) => m.TalentDetailsTab),
  documents: () => import("./tabs/documents.tsx").then((m) => m.TalentDocumentsTab),
  resume: () => import("./tabs/resume.tsx").then((m) => m.TalentResumeTab),
  notes: () => import("./tabs/notes.tsx").then((m) => m.TalentNotesTab),
  applications: () => import("./tabs/related.tsx").then((m) => m.TalentApplicationsTab),
  contracts: () => import("./tabs/related.tsx").then((m) => m.TalentContractsTab),
  "anonymous-bio": () => import("./tabs/anonymous-bio.tsx").then((m) => m.TalentAnonymousBioTab),
  "anonymous-resume": () => import("./tabs/anonymous-resume.tsx").then((m) => m.TalentAnonymousResumeTab),
  "find-missions": () => import("./tabs/find-missions.tsx").then((m) => m.TalentFindMissionsTab),
  "new-page": () => import("./tabs/new-page.tsx").then((m) => m.TalentNewPageTab),
  history: () => import("./tabs/history.tsx").then((m) => m.TalentHistoryTab),
};

/** The tabs whose reads the router starts with their code (resources/README.md « A page's reads at navigation »). */
const TAB_READS: Record<string, AppRoute["reads"]> = {
  "new-page": ({ id }) => (id ? profileReads(id) : []),
};

const tabRoutes: AppRoute[] = TALENT_TABS.map(([path, title]) => ({
  path,
  title,
  action: "show",
  page: TAB_PAGES[path],
  reads: TAB_READS[path],
}));

export const talents: RegistryEntry = {
  name: "talent",
  label: "talentsList",
  icon: UserOutlined,
  group: "talents",
  subject: "talent",
  area: "main",
  list: "/talents/list",
  show: "/talents/:id",
  routes: [
    { path: "talents", title: "talentsList", redirect: "list" },
    {
      path: "talents/list",
      title: "talentsList",
      page: () => import("./list.tsx").then((m) => m.TalentList),
      firstQuery: firstListRead(TALENT_LIST_READ),
    },
    {
      path: "talents/merge",
      title: "talentsMerge",
      action: "edit",
      page: () => import("./merge.tsx").then((m) => m.TalentMerge),
    },
    {
      path: "talents/:id",
      title: "talent",
      redirect: "qualification",
      action: "show",
      page: () => import("./show.tsx").then((m) => m.TalentShow),
      children: tabRoutes,
    },
  ],
};

export const talentSuperSearch = screen({
  name: "super-search",
  label: "talentsSuperSearch",
  icon: SearchOutlined,
  group: "talents",
  subject: "super_search",
  path: "talents/super-search",
  page: () => import("./super-search/page.tsx").then((m) => m.TalentSuperSearch),
});
