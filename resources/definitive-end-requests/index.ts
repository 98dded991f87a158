// Demandes de fin de mission (docs/rules/contracts.md#definitive-end): a list; a request opens in a
// drawer (no :id route).
import { StopOutlined } from "@ant-design/icons";
import { requestEntry } from "../requests/registry.ts";
import { lazyExport } from "../lazy-page.ts";

export const definitiveEndRequests = requestEntry({
  name: "definitive_end_request",
  route: "definitive-end-requests",
  label: "definitiveEndRequests",
  icon: StopOutlined,
  group: "contracts",
  subject: "definitive_end_request",
  fromContract: true,
  definition: lazyExport(() => import("../requests/types/definitive-end-request.ts"), "definitiveEndRequest"),
});
