// Contacts clients (docs/rules/companies-contacts.md#contacts): the list and each contact's page.
import { ContactsOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";
import type { RegistryEntry } from "../types.ts";
import { CONTACT_LIST_READ } from "./list-read.ts";

const base = listAndDetail({
  name: "contact",
  route: "contacts",
  label: "contacts",
  detailTitle: "contact",
  icon: ContactsOutlined,
  group: "sales",
  subject: "contact",
  listPage: () => import("./list.tsx").then((m) => m.ContactList),
  listRead: CONTACT_LIST_READ,
  showPage: () => import("./show.tsx").then((m) => m.ContactShow),
});

export const contacts: RegistryEntry = {
  ...base,
  routes: [
    ...base.routes,
    {
      path: "contacts/merge",
      title: "contactsMerge",
      action: "edit",
      page: () => import("./merge.tsx").then((m) => m.ContactMerge),
    },
  ],
};
