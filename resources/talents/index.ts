// Talents (docs/rules/talents-documents.md): /talents goes to the list, /talents/:id to its qualification
// tab; the search screens sit beside the list. Deep research lives in src/pages/deep-research.
// The anonymous bio and resume tabs freeze one-page PDFs (anonymous/); new-page is the talent's
// one-page profile (« Fiche synthèse », tabs/new-page.tsx).
import { SearchOutlined, UserOutlined } from "@ant-design/icons";
import { recordReads, screen } from "../helpers.ts";
import type { AppRoute, PageLoader, RegistryEntry } from "../types.ts";
import { firstListRead } from "../../src/components/table/list-read.ts";
import { TALENT_LIST_READ } from "./list-read.ts";
import { TALENT_TABS } from "./tabs.ts";
import { profileReads } from "./profile/reads.ts";
import { lazyPage } from "../lazy-page.ts";
import { talentShowRead } from "./select.ts";

const TAB_PAGES: Record<string, PageLoader> = {
  qualification: lazyPage(() => import("./tabs/qualification.tsx"), "TalentQualificationTab"),
  details: lazyPage(() => import("./tabs/details.tsx"), "TalentDetailsTab"),
  documents: lazyPage(() => import("./tabs/documents.tsx"), "TalentDocumentsTab"),
  resume: lazyPage(() => import("./tabs/resume.tsx"), "TalentResumeTab"),
  notes: lazyPage(() => import("./tabs/notes.tsx"), "TalentNotesTab"),
  applications: lazyPage(() => import("./tabs/related.tsx"), "TalentApplicationsTab"),
  contracts: lazyPage(() => import("./tabs/related.tsx"), "TalentContractsTab"),
  "anonymous-bio": lazyPage(() => import("./tabs/anonymous-bio.tsx"), "TalentAnonymousBioTab"),
  "anonymous-resume": lazyPage(() => import("./tabs/anonymous-resume.tsx"), "TalentAnonymousResumeTab"),
  "find-missions": lazyPage(() => import("./tabs/find-missions.tsx"), "TalentFindMissionsTab"),
  "new-page": lazyPage(() => import("./tabs/new-page.tsx"), "TalentNewPageTab"),
  history: lazyPage(() => import("./tabs/history.tsx"), "TalentHistoryTab"),
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
      page: lazyPage(() => import("./list.tsx"), "TalentList"),
      firstQuery: firstListRead(TALENT_LIST_READ),
    },
    {
      path: "talents/merge",
      title: "talentsMerge",
      action: "edit",
      page: lazyPage(() => import("./merge.tsx"), "TalentMerge"),
    },
    {
      path: "talents/:id",
      title: "talent",
      redirect: "qualification",
      action: "show",
      page: lazyPage(() => import("./show.tsx"), "TalentShow"),
      reads: recordReads(talentShowRead),
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
  page: lazyPage(() => import("./super-search/page.tsx"), "TalentSuperSearch"),
});
