// Cooptation (domain §5.9).
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { UsergroupAddOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const cooptation = listAndDetail({
  name: "cooptation",
  route: "cooptation",
  label: "cooptation",
  icon: UsergroupAddOutlined,
  group: "talents",
  subject: "cooptation",
});
