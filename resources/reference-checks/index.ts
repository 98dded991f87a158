// Prises de références (docs/rules/requests.md#reference-checks): the shared request list; a
// reference check opens in its drawer (`?open=<id>`, the spec has no :id route), where its status
// moves on.
import { PhoneOutlined } from "@ant-design/icons";
import { requestEntry } from "../requests/registry.ts";
import { lazyExport } from "../lazy-page.ts";

export const referenceChecks = requestEntry({
  name: "reference_check",
  route: "reference-checks",
  label: "referenceChecks",
  icon: PhoneOutlined,
  group: "talents",
  subject: "reference_check",
  fromTalent: true,
  definition: lazyExport(() => import("../requests/types/reference-check.ts"), "referenceCheck"),
});
