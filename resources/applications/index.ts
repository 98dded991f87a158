// Candidatures (docs/rules/missions-applications.md#applications): every visible application
// (/applications); a mission's pipeline is its applications tab (resources/missions/kanban/).
// One application opens in the list's drawer (`?open=<id>`), the spec giving no detail route.
import { SolutionOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";
import { APPLICATION_LIST_READ } from "./list-read.ts";
import { lazyPage } from "../lazy-page.ts";

export const applications = listAndDetail({
  name: "application",
  route: "applications",
  label: "applications",
  icon: SolutionOutlined,
  group: "talents",
  subject: "application",
  listPage: lazyPage(() => import("./list.tsx"), "ApplicationList"),
  listRead: APPLICATION_LIST_READ,
  recordParams: ["open"],
});
