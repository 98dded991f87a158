// Demandes d'assurance-crédit (domain §5.5).
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { SafetyCertificateOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const companyInsuranceRequests = listAndDetail({
  name: "company_insurance_request",
  route: "company-insurance-requests",
  label: "companyInsuranceRequests",
  icon: SafetyCertificateOutlined,
  group: "finance",
  subject: "company_insurance_request",
});
