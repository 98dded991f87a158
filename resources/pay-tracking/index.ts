// Suivi de paie (domain §3.4).
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { AccountBookOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const payTracking = listAndDetail({
  name: "pay_tracking",
  route: "pay-tracking",
  label: "payTracking",
  detailTitle: "payTrackingDetail",
  icon: AccountBookOutlined,
  group: "contracts",
  subject: "pay_tracking",
});
