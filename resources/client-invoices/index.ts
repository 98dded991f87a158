// Factures clients: the list, the detail of an invoice or credit note, and « Préparer la
// facturation » (a static path, matched before `:id`).
import { EuroCircleOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";
import type { RegistryEntry } from "../types.ts";
import { INVOICE_LIST_READ } from "./list-read.ts";

const entry = listAndDetail({
  name: "client_invoice",
  route: "client-invoices",
  label: "clientInvoices",
  detailTitle: "clientInvoice",
  icon: EuroCircleOutlined,
  group: "finance",
  subject: "client_invoice",
  listRead: INVOICE_LIST_READ,
  listPage: () => import("./list.tsx").then((m) => m.ClientInvoiceList),
  showPage: () => import("./show.tsx").then((m) => m.ClientInvoiceShow),
});

export const clientInvoices: RegistryEntry = {
  ...entry,
  routes: [
    ...entry.routes,
    {
      path: "client-invoices/prepare",
      title: "clientInvoicesPrepare",
      page: () => import("./prepare.tsx").then((m) => m.ClientInvoicePrepare),
    },
  ],
};
