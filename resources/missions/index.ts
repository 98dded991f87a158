// Missions (docs/rules/missions-applications.md#missions): client orders and talent pooling are two
// lists of the one table; /missions goes to client orders, /missions/:id to its details tab. Tabs
// without a page here keep the router's labelled "Écran à venir" page until their screen lands.
import { InboxOutlined, ProjectOutlined } from "@ant-design/icons";
import { recordReads } from "../helpers.ts";
import type { AppRoute, RegistryEntry } from "../types.ts";
import { kanbanReads } from "./kanban/select.ts";
import { firstMissionListRead } from "./list-read.ts";
import { missionShowRead } from "./select.ts";
import { TAB_PAGES } from "./tab-pages.ts";
import { MISSION_TABS } from "./tabs.ts";
import { lazyPage } from "../lazy-page.ts";

const tabRoutes: AppRoute[] = MISSION_TABS.map(([path, title]) => ({
  path,
  title,
  action: "show",
  page: TAB_PAGES[path],
  // the board's reads (a pipeline of a few hundred applications, its rules and labels), beside the mission's
  ...(path === "applications" && { reads: ({ id }) => (id ? kanbanReads(id) : []) }),
}));

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
    {
      path: "missions/client-order",
      title: "missionsClientOrder",
      page: lazyPage(() => import("./list.tsx"), "ClientOrderList"),
      firstQuery: firstMissionListRead("client-order"),
    },
    {
      path: "missions/talent-pooling",
      title: "missionsTalentPooling",
      page: lazyPage(() => import("./list.tsx"), "TalentPoolingList"),
      firstQuery: firstMissionListRead("talent-pooling"),
    },
    {
      path: "missions/:id",
      title: "mission",
      redirect: "details",
      action: "show",
      page: lazyPage(() => import("./show.tsx"), "MissionShow"),
      reads: recordReads(missionShowRead),
      children: tabRoutes,
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
