// Notes de frais (domain §4.8).
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { EuroOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const expenseClaimRequests = listAndDetail({
  name: "expense_claim_request",
  route: "expense-claim-requests",
  label: "expenseClaimRequests",
  detailTitle: "expenseClaimRequest",
  icon: EuroOutlined,
  group: "requests",
  subject: "expense_claim_request",
});
