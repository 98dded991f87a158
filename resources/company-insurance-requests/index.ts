// Demandes d'assurance-crédit (docs/rules/requests.md#credit-insurance): a list; a request opens in a
// drawer (no :id route).
import { SafetyCertificateOutlined } from "@ant-design/icons";
import { requestEntry } from "../requests/registry.ts";
import { lazyExport } from "../lazy-page.ts";

export const companyInsuranceRequests = requestEntry({
  name: "company_insurance_request",
  route: "company-insurance-requests",
  label: "companyInsuranceRequests",
  icon: SafetyCertificateOutlined,
  group: "finance",
  subject: "company_insurance_request",
  fromCompany: true,
  definition: lazyExport(() => import("../requests/types/company-insurance-request.ts"), "companyInsuranceRequest"),
});
