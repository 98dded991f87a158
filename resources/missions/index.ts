// Missions (domain §2.1): client orders and talent pooling are two lists of the one table;
// /missions goes to client orders, /missions/:id to its details tab.
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { InboxOutlined, ProjectOutlined } from "@ant-design/icons";
import { tabs } from "../helpers.ts";
import type { PageLoader, RegistryEntry } from "../types.ts";

/** The tabs of /missions/:id that have their screen (the others keep the labelled placeholder). */
const TAB_PAGES: Record<string, PageLoader> = {
  "find-talents": () => import("./tabs/find-talents.tsx").then((m) => m.MissionFindTalentsTab),
  "job-posting": () => import("./tabs/job-posting.tsx").then((m) => m.MissionJobPostingTab),
};

export const missions: RegistryEntry = {
  name: "mission",
  identifier: "mission-client-order",
  label: "missionsClientOrder",
  icon: ProjectOutlined,
  group: "sales",
  subject: "mission",
  area: "main",
  list: "/missions/client-order",
  show: "/missions/:id",
  routes: [
    { path: "missions", title: "missionsClientOrder", redirect: "client-order" },
    { path: "missions/client-order", title: "missionsClientOrder" },
    { path: "missions/talent-pooling", title: "missionsTalentPooling" },
    {
      path: "missions/:id",
      title: "mission",
      redirect: "details",
      action: "show",
      children: tabs([
        ["details", "missionDetails"],
        ["applications", "missionApplications"],
        ["find-talents", "missionFindTalents"],
        ["job-posting", "missionJobPosting"],
        ["notes", "missionNotes"],
      ]).map((tab) => ({ ...tab, page: TAB_PAGES[tab.path] })),
    },
  ],
};

/** The second list of missions, in the sider only: its route belongs to `missions`. */
export const talentPoolingMissions: RegistryEntry = {
  name: "mission",
  identifier: "mission-talent-pooling",
  label: "missionsTalentPooling",
  icon: InboxOutlined,
  group: "sales",
  subject: "mission",
  area: "main",
  list: "/missions/talent-pooling",
  routes: [],
};
