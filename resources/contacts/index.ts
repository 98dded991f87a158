// Contacts clients (docs/rules/companies-contacts.md#contacts): the list and each contact's page.
import { ContactsOutlined } from "@ant-design/icons";
import { listAndDetail, recordReads } from "../helpers.ts";
import type { RegistryEntry } from "../types.ts";
import { contactShowRead } from "../../src/domain/contacts/select.ts";
import { CONTACT_LIST_READ } from "./list-read.ts";
import { lazyPage } from "../lazy-page.ts";

const base = listAndDetail({
  name: "contact",
  route: "contacts",
  label: "contacts",
  detailTitle: "contact",
  icon: ContactsOutlined,
  group: "sales",
  subject: "contact",
  listPage: lazyPage(() => import("./list.tsx"), "ContactList"),
  listRead: CONTACT_LIST_READ,
  showPage: lazyPage(() => import("./show.tsx"), "ContactShow"),
  showReads: recordReads(contactShowRead),
});

export const contacts: RegistryEntry = {
  ...base,
  routes: [
    ...base.routes,
    {
      path: "contacts/merge",
      title: "contactsMerge",
      action: "edit",
      page: lazyPage(() => import("./merge.tsx"), "ContactMerge"),
    },
  ],
};
