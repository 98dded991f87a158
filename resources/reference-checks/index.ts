// Prises de références (domain §5.10).
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { PhoneOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const referenceChecks = listAndDetail({
  name: "reference_check",
  route: "reference-checks",
  label: "referenceChecks",
  icon: PhoneOutlined,
  group: "talents",
  subject: "reference_check",
});
