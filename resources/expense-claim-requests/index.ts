// Notes de frais (docs/rules/requests.md#expense-claims): list and :id.
import { EuroOutlined } from "@ant-design/icons";
import { requestEntry } from "../requests/registry.ts";
import { lazyExport } from "../lazy-page.ts";

export const expenseClaimRequests = requestEntry({
  name: "expense_claim_request",
  route: "expense-claim-requests",
  label: "expenseClaimRequests",
  detailTitle: "expenseClaimRequest",
  icon: EuroOutlined,
  group: "requests",
  subject: "expense_claim_request",
  fromTalent: true,
  fromContract: true,
  definition: lazyExport(() => import("../requests/types/expense-claim-request.ts"), "expenseClaimRequest"),
});
