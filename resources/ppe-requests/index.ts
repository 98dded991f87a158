// Demandes d'EPI (domain §4.6).
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { SkinOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const ppeRequests = listAndDetail({
  name: "ppe_request",
  route: "ppe-requests",
  label: "ppeRequests",
  icon: SkinOutlined,
  group: "requests",
  subject: "ppe_request",
});
