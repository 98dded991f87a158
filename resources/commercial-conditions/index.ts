// Conditions commerciales (docs/rules/requests.md#commercial-conditions): the shared request list;
// a version opens in its drawer (`?open=<id>`, the spec has no :id route), where it moves to
// validation and signature; drafted from the list or from a company's « Demandes » card.
import { AuditOutlined } from "@ant-design/icons";
import { requestEntry } from "../requests/registry.ts";
import { lazyExport } from "../lazy-page.ts";

export const commercialConditions = requestEntry({
  name: "commercial_condition",
  route: "commercial-conditions",
  label: "commercialConditions",
  icon: AuditOutlined,
  group: "sales",
  subject: "commercial_condition",
  fromCompany: true,
  definition: lazyExport(() => import("../requests/types/commercial-condition.ts"), "commercialCondition"),
});
