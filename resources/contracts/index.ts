// Contrats de mission (domain §3.1). /contracts/:id opens on its base page (the default
// detail); the review flows of spec §4 are its sub-pages.
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { FileProtectOutlined } from "@ant-design/icons";
import { tabs } from "../helpers.ts";
import type { RegistryEntry } from "../types.ts";

export const contracts: RegistryEntry = {
  name: "contract",
  label: "contracts",
  icon: FileProtectOutlined,
  group: "contracts",
  subject: "contract",
  area: "main",
  list: "/contracts",
  show: "/contracts/:id",
  routes: [
    { path: "contracts", title: "contracts" },
    {
      path: "contracts/:id",
      title: "contract",
      action: "show",
      children: [
        { path: "", title: "contractDefault", action: "show" },
        ...tabs([
          ["admin-modification-requested", "contractAdminModificationRequested"],
          ["consultant-review", "contractConsultantReview"],
          ["modification", "contractModification"],
          ["review", "contractReview"],
        ]),
      ],
    },
  ],
};
