// Centres médicaux, SPSTI (domain §4.3).
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { MedicineBoxOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const medicalCenters = listAndDetail({
  name: "medical_center",
  route: "medical-centers",
  label: "medicalCenters",
  icon: MedicineBoxOutlined,
  group: "referentials",
  subject: "medical_center",
});
