// Factures clients: the list, the detail of an invoice or credit note, and « Préparer la
// facturation » (a static path, matched before `:id`).
import { EuroCircleOutlined } from "@ant-design/icons";
import { listAndDetail, recordReads } from "../helpers.ts";
import type { RegistryEntry } from "../types.ts";
import { INVOICE_LIST_READ } from "./list-read.ts";
import { lazyPage } from "../lazy-page.ts";
import { invoiceShowRead } from "../../src/domain/invoices/select.ts";

const entry = listAndDetail({
  name: "client_invoice",
  route: "client-invoices",
  label: "clientInvoices",
  detailTitle: "clientInvoice",
  icon: EuroCircleOutlined,
  group: "finance",
  subject: "client_invoice",
  listRead: INVOICE_LIST_READ,
  listPage: lazyPage(() => import("./list.tsx"), "ClientInvoiceList"),
  showPage: lazyPage(() => import("./show.tsx"), "ClientInvoiceShow"),
  showReads: recordReads(invoiceShowRead),
});

export const clientInvoices: RegistryEntry = {
  ...entry,
  routes: [
    ...entry.routes,
    {
      path: "client-invoices/prepare",
      title: "clientInvoicesPrepare",
      page: lazyPage(() => import("./prepare.tsx"), "ClientInvoicePrepare"),
    },
  ],
};
