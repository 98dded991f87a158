// Demandes d'acompte (domain §4.9): the bare path redirects to its list; a request opens at :id.
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { WalletOutlined } from "@ant-design/icons";
import type { RegistryEntry } from "../types.ts";

export const advancePaymentRequests: RegistryEntry = {
  name: "advance_payment_request",
  label: "advancePaymentRequests",
  icon: WalletOutlined,
  group: "requests",
  subject: "advance_payment_request",
  area: "main",
  list: "/advance-payment-requests/list",
  show: "/advance-payment-requests/:id",
  routes: [
    { path: "advance-payment-requests", title: "advancePaymentRequests", redirect: "list" },
    { path: "advance-payment-requests/list", title: "advancePaymentRequests" },
    { path: "advance-payment-requests/:id", title: "advancePaymentRequest", action: "show" },
  ],
};
