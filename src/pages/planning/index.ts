// Planning per contract_key (domain §3.5).
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { CalendarOutlined } from "@ant-design/icons";
import { screen } from "../../../resources/helpers.ts";

export const planning = screen({
  name: "planning",
  label: "planning",
  icon: CalendarOutlined,
  group: "pilotage",
  subject: "planning",
  path: "planning",
  extra: [{ path: "planning/:contract_key", title: "planningContract", action: "show" }],
});
