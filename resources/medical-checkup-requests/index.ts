// Visites médicales (domain §4.4).
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { HeartOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const medicalCheckupRequests = listAndDetail({
  name: "medical_checkup_request",
  route: "medical-checkup-requests",
  label: "medicalCheckupRequests",
  detailTitle: "medicalCheckupRequest",
  icon: HeartOutlined,
  group: "requests",
  subject: "medical_checkup_request",
});
