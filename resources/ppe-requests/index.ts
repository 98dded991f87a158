// Demandes d'EPI (docs/rules/requests.md#ppe): a list; a request and its items open in a drawer (no :id
// route).
import { SkinOutlined } from "@ant-design/icons";
import { requestEntry } from "../requests/registry.ts";
import { lazyExport } from "../lazy-page.ts";

export const ppeRequests = requestEntry({
  name: "ppe_request",
  route: "ppe-requests",
  label: "ppeRequests",
  icon: SkinOutlined,
  group: "requests",
  subject: "ppe_request",
  fromTalent: true,
  fromCompany: true,
  fromContract: true,
  definition: lazyExport(() => import("../requests/types/ppe-request.ts"), "ppeRequest"),
});
