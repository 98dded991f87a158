// Entreprises clientes (domain §1.3): reached from missions, contacts and contracts, no list
// route in the spec. Its screen arrives with its issue; until then a labelled placeholder.
import { ShopOutlined } from "@ant-design/icons";
import type { RegistryEntry } from "../types.ts";

export const companies: RegistryEntry = {
  name: "company",
  label: "company",
  icon: ShopOutlined,
  subject: "company",
  area: "main",
  show: "/companies/:id",
  routes: [{ path: "companies/:id", title: "company", action: "show" }],
};
