// Relevés d'heures (docs/rules/timesheets.md): /timesheets lists the weeks by step; a week's grid opens in
// the list's drawer (`?open=<id>`), the spec giving no detail route.
import { FieldTimeOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";
import { TIMESHEET_LIST_READ } from "./list-read.ts";
import { lazyPage } from "../lazy-page.ts";

export const timesheets = listAndDetail({
  name: "timesheet_week",
  route: "timesheets",
  label: "timesheets",
  icon: FieldTimeOutlined,
  group: "contracts",
  subject: "timesheet_week",
  listPage: lazyPage(() => import("./list.tsx"), "TimesheetList"),
  listRead: TIMESHEET_LIST_READ,
  recordParams: ["open"],
});
