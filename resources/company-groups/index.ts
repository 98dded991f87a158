// Groupes d'entreprises (domain §1.2): reached from a company, no list route in the spec.
import { ClusterOutlined } from "@ant-design/icons";
import type { RegistryEntry } from "../types.ts";

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
      page: () => import("./show.tsx").then((m) => m.CompanyGroupShow),
    },
  ],
};
