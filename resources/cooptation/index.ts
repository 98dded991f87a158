// Cooptation (docs/rules/requests.md#cooptation): the shared request list; a cooptation opens in its drawer
// (`?open=<id>`, the spec has no :id route), where it is qualified, approved and paid.
import { UsergroupAddOutlined } from "@ant-design/icons";
import { requestEntry } from "../requests/registry.ts";
import { lazyExport } from "../lazy-page.ts";

export const cooptation = requestEntry({
  name: "cooptation",
  route: "cooptation",
  label: "cooptation",
  icon: UsergroupAddOutlined,
  group: "talents",
  subject: "cooptation",
  definition: lazyExport(() => import("../requests/types/cooptation.ts"), "cooptation"),
});
