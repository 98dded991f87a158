// Visites médicales (docs/rules/requests.md#medical-checkups): list and :id.
import { HeartOutlined } from "@ant-design/icons";
import { requestEntry } from "../requests/registry.ts";
import { lazyExport } from "../lazy-page.ts";

export const medicalCheckupRequests = requestEntry({
  name: "medical_checkup_request",
  route: "medical-checkup-requests",
  label: "medicalCheckupRequests",
  detailTitle: "medicalCheckupRequest",
  icon: HeartOutlined,
  group: "requests",
  subject: "medical_checkup_request",
  fromTalent: true,
  fromContract: true,
  definition: lazyExport(() => import("../requests/types/medical-checkup-request.ts"), "medicalCheckupRequest"),
});
