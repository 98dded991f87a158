// Conditions commerciales (domain §5.8), generated and e-signed.
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { AuditOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const commercialConditions = listAndDetail({
  name: "commercial_condition",
  route: "commercial-conditions",
  label: "commercialConditions",
  icon: AuditOutlined,
  group: "sales",
  subject: "commercial_condition",
});
