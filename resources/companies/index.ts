// Entreprises clientes (docs/rules/companies-contacts.md#companies): /companies/:id (docs/rules/application.md#routes), and the list the issue adds to
// the menu so companies can be found and created without going through a mission or contact.
import { ShopOutlined } from "@ant-design/icons";
import { firstListRead } from "../../src/components/table/list-read.ts";
import { recordReads } from "../helpers.ts";
import type { RegistryEntry } from "../types.ts";
import { COMPANY_LIST_READ } from "./list-read.ts";
import { lazyPage } from "../lazy-page.ts";
import { companyShowRead } from "../../src/domain/companies/select.ts";

export const companies: RegistryEntry = {
  name: "company",
  label: "companies",
  icon: ShopOutlined,
  group: "sales",
  subject: "company",
  area: "main",
  list: "/companies",
  show: "/companies/:id",
  routes: [
    {
      path: "companies",
      title: "companies",
      page: lazyPage(() => import("./list.tsx"), "CompanyList"),
      firstQuery: firstListRead(COMPANY_LIST_READ),
    },
    {
      path: "companies/merge",
      title: "companiesMerge",
      action: "edit",
      page: lazyPage(() => import("./merge.tsx"), "CompanyMerge"),
    },
    {
      path: "companies/:id",
      title: "company",
      action: "show",
      page: lazyPage(() => import("./show.tsx"), "CompanyShow"),
      reads: recordReads(companyShowRead),
    },
  ],
};
