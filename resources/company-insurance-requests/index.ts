// Demandes d'assurance-crédit (docs/rules/requests.md#credit-insurance): a list; a request opens in a
// drawer (no :id route).
import { SafetyCertificateOutlined } from "@ant-design/icons";
import { requestEntry } from "../requests/registry.ts";

export const companyInsuranceRequests = requestEntry({
  name: "company_insurance_request",
  route: "company-insurance-requests",
  label: "companyInsuranceRequests",
  icon: SafetyCertificateOutlined,
  group: "finance",
  subject: "company_insurance_request",
  fromCompany: true,
  definition: () => import("../requests/types/company-insurance-request.ts").then((m) => m.companyInsuranceRequest),
});
