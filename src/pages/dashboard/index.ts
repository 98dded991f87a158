// The action center (docs/rules/action-centre.md), where / and /dashboard land: its queues are prefetched at
// boot (firstQuery) beside the page's code.
import { DashboardOutlined } from "@ant-design/icons";
import type { RegistryEntry } from "../../../resources/types.ts";
import { firstActionCentreRead } from "./action-centre-read.ts";
import { lazyPage } from "../../../resources/lazy-page.ts";

export const dashboard: RegistryEntry = {
  name: "action-center",
  label: "actionCenter",
  icon: DashboardOutlined,
  group: "pilotage",
  subject: "action_center",
  area: "main",
  list: "/dashboard/action-center",
  routes: [
    { path: "dashboard", title: "actionCenter", redirect: "action-center" },
    {
      path: "dashboard/action-center",
      title: "actionCenter",
      page: lazyPage(() => import("./action-centre-page.tsx"), "ActionCentrePage"),
      firstQuery: firstActionCentreRead,
    },
  ],
};
