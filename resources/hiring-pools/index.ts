// Viviers de talents (docs/rules/talents-documents.md#hiring-pools), under /talents/hiring-pools.
// The list arrives with its issue (a labelled placeholder until then); a pool's page lists its
// scheduled e-mails, where the action centre's and the notifications' links about them lead
// (`?open=<id>`).
import { FolderOpenOutlined } from "@ant-design/icons";
import type { RegistryEntry } from "../types.ts";

export const hiringPools: RegistryEntry = {
  name: "hiring_pool",
  label: "hiringPools",
  icon: FolderOpenOutlined,
  group: "talents",
  subject: "hiring_pool",
  area: "main",
  list: "/talents/hiring-pools",
  show: "/talents/hiring-pools/:id/details",
  routes: [
    { path: "talents/hiring-pools", title: "hiringPools" },
    {
      path: "talents/hiring-pools/:id/details",
      title: "hiringPoolDetails",
      action: "show",
      page: () => import("./details.tsx").then((m) => m.HiringPoolDetails),
      recordParams: ["open"],
    },
  ],
};
