// Demandes d'acompte (docs/rules/pay.md#acomptes): the bare path redirects to its list; a request opens at :id.
import { WalletOutlined } from "@ant-design/icons";
import { requestEntry } from "../requests/registry.ts";
import { lazyExport } from "../lazy-page.ts";

export const advancePaymentRequests = requestEntry({
  name: "advance_payment_request",
  route: "advance-payment-requests",
  label: "advancePaymentRequests",
  detailTitle: "advancePaymentRequest",
  listUnder: "list",
  icon: WalletOutlined,
  group: "requests",
  subject: "advance_payment_request",
  fromTalent: true,
  fromContract: true,
  definition: lazyExport(() => import("../requests/types/advance-payment-request.ts"), "advancePaymentRequest"),
});
