// Relevés d'heures (domain §3.3).
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { FieldTimeOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const timesheets = listAndDetail({
  name: "timesheet",
  route: "timesheets",
  label: "timesheets",
  icon: FieldTimeOutlined,
  group: "contracts",
  subject: "timesheet_week",
});
