// Demandes de paiement des indépendants (domain §5.1).
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { BankOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const independentPaymentRequests = listAndDetail({
  name: "independent_payment_request",
  route: "independent-payment-requests",
  label: "independentPaymentRequests",
  detailTitle: "independentPaymentRequest",
  icon: BankOutlined,
  group: "finance",
  subject: "independent_payment_request",
});
