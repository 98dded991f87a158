// Cartes BTP (docs/rules/requests.md#professional-cards): list and :id.
import { IdcardOutlined } from "@ant-design/icons";
import { requestEntry } from "../requests/registry.ts";
import { lazyExport } from "../lazy-page.ts";

export const professionalCardRequests = requestEntry({
  name: "professional_card_request",
  route: "professional-card-requests",
  label: "professionalCardRequests",
  detailTitle: "professionalCardRequest",
  icon: IdcardOutlined,
  group: "requests",
  subject: "professional_card_request",
  fromTalent: true,
  fromContract: true,
  definition: lazyExport(() => import("../requests/types/professional-card-request.ts"), "professionalCardRequest"),
});
