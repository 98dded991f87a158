// Factures du cabinet de recrutement (domain §5.4).
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { FileDoneOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const recruitmentOfficeInvoiceRequests = listAndDetail({
  name: "recruitment_office_invoice_request",
  route: "recruitment-office-invoice-requests",
  label: "recruitmentOfficeInvoiceRequests",
  detailTitle: "recruitmentOfficeInvoiceRequest",
  icon: FileDoneOutlined,
  group: "finance",
  subject: "recruitment_office_invoice_request",
});
