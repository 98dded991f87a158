// Viviers de talents (docs/rules/talents-documents.md#hiring-pools), under /talents/hiring-pools:
// the list, and a pool's page (header, members, campaigns) where the action centre's and the
// notifications' links about its scheduled e-mails lead (`?open=<id>`).
import { FolderOpenOutlined } from "@ant-design/icons";
import { firstListRead } from "../../src/components/table/list-read.ts";
import { recordReads } from "../helpers.ts";
import type { RegistryEntry } from "../types.ts";
import { HIRING_POOL_LIST_READ } from "./list-read.ts";
import { hiringPoolShowRead } from "./select.ts";
import { lazyPage } from "../lazy-page.ts";

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
    {
      path: "talents/hiring-pools",
      title: "hiringPools",
      page: lazyPage(() => import("./list.tsx"), "HiringPoolList"),
      firstQuery: firstListRead(HIRING_POOL_LIST_READ),
    },
    {
      path: "talents/hiring-pools/:id/details",
      title: "hiringPoolDetails",
      action: "show",
      page: lazyPage(() => import("./details.tsx"), "HiringPoolDetails"),
      recordParams: ["open"],
      reads: recordReads(hiringPoolShowRead),
    },
  ],
};
