// Viviers de talents (domain §5.13), under /talents/hiring-pools.
// Its screens arrive with their issue; until then the routes show labelled placeholders.
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
    { path: "talents/hiring-pools/:id/details", title: "hiringPoolDetails", action: "show" },
  ],
};
