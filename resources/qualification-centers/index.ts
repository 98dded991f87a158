// Centres de formation (domain §4.1).
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { BankOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const qualificationCenters = listAndDetail({
  name: "qualification_center",
  route: "qualification-centers",
  label: "qualificationCenters",
  detailTitle: "qualificationCenter",
  icon: BankOutlined,
  group: "referentials",
  subject: "qualification_center",
});
