// Cartes BTP (domain §4.5).
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { IdcardOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const professionalCardRequests = listAndDetail({
  name: "professional_card_request",
  route: "professional-card-requests",
  label: "professionalCardRequests",
  detailTitle: "professionalCardRequest",
  icon: IdcardOutlined,
  group: "requests",
  subject: "professional_card_request",
});
