// Accidents du travail (docs/rules/requests.md#work-accidents): list and :id, the 48 h declaration
// deadline counted down.
import { AlertOutlined } from "@ant-design/icons";
import { requestEntry } from "../requests/registry.ts";
import { lazyExport } from "../lazy-page.ts";

export const workAccidentRequests = requestEntry({
  name: "work_accident_request",
  route: "work-accident-requests",
  label: "workAccidentRequests",
  detailTitle: "workAccidentRequest",
  icon: AlertOutlined,
  group: "requests",
  subject: "work_accident_request",
  fromContract: true,
  definition: lazyExport(() => import("../requests/types/work-accident-request.ts"), "workAccidentRequest"),
});
