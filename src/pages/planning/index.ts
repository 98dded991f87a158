// Planning per contract_key (docs/rules/timesheets.md#planning): the timeline of talents by days and a contract's
// planned and worked days.
import { CalendarOutlined } from "@ant-design/icons";
import { screen } from "../../../resources/helpers.ts";
import { lazyPage } from "../../../resources/lazy-page.ts";

export const planning = screen({
  name: "planning",
  label: "planning",
  icon: CalendarOutlined,
  group: "pilotage",
  subject: "planning",
  path: "planning",
  page: lazyPage(() => import("./planning-page.tsx"), "PlanningPage"),
  extra: [
    {
      path: "planning/:contract_key",
      title: "planningContract",
      action: "show",
      page: lazyPage(() => import("./contract-page.tsx"), "ContractPlanningPage"),
    },
  ],
});
