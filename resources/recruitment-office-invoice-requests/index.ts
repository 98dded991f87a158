// Factures cabinet de recrutement (docs/rules/requests.md#recruitment-invoices): list and :id.
import { FileDoneOutlined } from "@ant-design/icons";
import { requestEntry } from "../requests/registry.ts";

export const recruitmentOfficeInvoiceRequests = requestEntry({
  name: "recruitment_office_invoice_request",
  route: "recruitment-office-invoice-requests",
  label: "recruitmentOfficeInvoiceRequests",
  detailTitle: "recruitmentOfficeInvoiceRequest",
  icon: FileDoneOutlined,
  group: "finance",
  subject: "recruitment_office_invoice_request",
  fromTalent: true,
  fromCompany: true,
  definition: () =>
    import("../requests/types/recruitment-office-invoice-request.ts").then((m) => m.recruitmentOfficeInvoiceRequest),
});
