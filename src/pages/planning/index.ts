// Planning per contract_key (docs/rules/timesheets.md#planning): the timeline of talents by days and a contract's
// planned and worked days.
import { CalendarOutlined } from "@ant-design/icons";
import { screen } from "../../../resources/helpers.ts";

export const planning = screen({
  name: "planning",
  label: "planning",
  icon: CalendarOutlined,
  group: "pilotage",
  subject: "planning",
  path: "planning",
  page: () => import("./planning-page.tsx").then((m) => m.PlanningPage),
  extra: [
    {
      path: "planning/:contract_key",
      title: "planningContract",
      action: "show",
      page: () => import("./contract-page.tsx").then((m) => m.ContractPlanningPage),
    },
  ],
});
