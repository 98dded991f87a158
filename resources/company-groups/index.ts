// Groupes d'entreprises (docs/rules/companies-contacts.md#company-groups): reached from a company, no list
// route.
import { ClusterOutlined } from "@ant-design/icons";
import { recordReads } from "../helpers.ts";
import type { RegistryEntry } from "../types.ts";
import { lazyPage } from "../lazy-page.ts";
import { companyGroupShowRead } from "./select.ts";

export const companyGroups: RegistryEntry = {
  name: "company_group",
  label: "companyGroup",
  icon: ClusterOutlined,
  subject: "company_group",
  area: "main",
  show: "/company-groups/:id",
  routes: [
    {
      path: "company-groups/:id",
      title: "companyGroup",
      action: "show",
      page: lazyPage(() => import("./show.tsx"), "CompanyGroupShow"),
      reads: recordReads(companyGroupShowRead),
    },
  ],
};
