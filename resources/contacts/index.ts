// Contacts clients (docs/rules/companies-contacts.md#contacts): the list and each contact's page.
import { ContactsOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";
import { CONTACT_LIST_READ } from "./list-read.ts";

export const contacts = listAndDetail({
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
