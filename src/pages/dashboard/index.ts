// The action center (domain §7.2), where / and /dashboard land.
// Its screen arrives with its issue; until then a labelled placeholder.
import { DashboardOutlined } from "@ant-design/icons";
import type { RegistryEntry } from "../../../resources/types.ts";

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
    { path: "dashboard/action-center", title: "actionCenter" },
  ],
};
