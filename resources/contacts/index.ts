// Contacts clients (domain §1.4).
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { ContactsOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const contacts = listAndDetail({
  name: "contact",
  route: "contacts",
  label: "contacts",
  detailTitle: "contact",
  icon: ContactsOutlined,
  group: "sales",
  subject: "contact",
});
