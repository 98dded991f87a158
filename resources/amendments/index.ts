// Avenants (docs/rules/contracts.md#amendments): contracts flagged is_amendment, listed apart, each with the same
// detail and review actions as a contract.
import { FileSyncOutlined } from "@ant-design/icons";
import { firstContractListRead } from "../contracts/list-read.ts";
import type { RegistryEntry } from "../types.ts";

export const amendments: RegistryEntry = {
  name: "contract",
  identifier: "amendment",
  label: "amendments",
  icon: FileSyncOutlined,
  group: "contracts",
  subject: "contract",
  area: "main",
  list: "/amendments",
  show: "/amendments/:id",
  routes: [
    {
      path: "amendments",
      title: "amendments",
      page: () => import("../contracts/list.tsx").then((m) => m.AmendmentsList),
      firstQuery: firstContractListRead("amendments"),
    },
    {
      path: "amendments/:id",
      title: "amendment",
      action: "show",
      page: () => import("../contracts/show.tsx").then((m) => m.AmendmentShow),
    },
  ],
};
