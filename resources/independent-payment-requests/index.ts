// Paiements des indépendants (docs/rules/requests.md#independent-payments): payment requests and, on a tab,
// the monthly invoices (docs/rules/requests.md#monthly-invoices).
import { BankOutlined } from "@ant-design/icons";
import { requestEntry } from "../requests/registry.ts";
import { lazyExport, lazyPage } from "../lazy-page.ts";

export const independentPaymentRequests = requestEntry({
  name: "independent_payment_request",
  route: "independent-payment-requests",
  label: "independentPaymentRequests",
  detailTitle: "independentPaymentRequest",
  icon: BankOutlined,
  group: "finance",
  subject: "independent_payment_request",
  definition: lazyExport(() => import("../requests/types/independent-payment-request.ts"), "independentPaymentRequest"),
  listPage: lazyPage(() => import("./list.tsx"), "IndependentPaymentsPage"),
  // `?tab=invoices&open=<id>`: a monthly invoice, which has no route of its own
  listRecordParams: ["tab", "open"],
});
